#!/bin/sh
# Runs a command under Node 24, the site's runtime (Node 20 reached end of life in April 2026):
# the machine's own node when it is 24 or newer, else Node 24 from the npm registry (the `node`
# package, which brings the binary for this platform), installed once into a user cache.
# Nothing is downloaded from anywhere but the registry npm is set up to use.
set -eu
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 24 ]; then
  prefix="${NODE24_PREFIX:-$HOME/.cache/node24}"
  if ! "$prefix/node_modules/.bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    echo "Node $(node --version) is older than the runtime: installing Node 24 from the npm registry into $prefix" >&2
    npm install --prefix "$prefix" --no-audit --no-fund --loglevel=error node@24 >&2
  fi
  PATH="$prefix/node_modules/.bin:$PATH"
  export PATH
fi
exec "$@"
