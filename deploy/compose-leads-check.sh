#!/usr/bin/env bash
# A lead posted to the compose service is still exported after `docker compose down` and
# `docker compose up -d`: the embedded store lives on the named `leads` volume, which `down`
# keeps (`down -v` removes it). Run from anywhere, with a Docker engine and compose:
#
#   deploy/compose-leads-check.sh          # builds the image first; NO_BUILD=1 uses the one there
#
# It runs as a compose project of its own (COMPOSE_PROJECT_NAME, default voxera-leads-check) on
# PORT (default 3998), so a deployment of the same folder is left alone, and removes that
# project's containers and volume at the end. Prints PASS or FAIL per step; exit 0 only if all pass.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
export COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-voxera-leads-check} PORT=${PORT:-3998}
if docker compose version >/dev/null 2>&1; then compose=(docker compose); else compose=(docker-compose); fi
url=http://127.0.0.1:$PORT
email="volume-check-$(date +%s)-$RANDOM@example.com"
failed=0

step() { # step STATUS NAME: report the exit status of the test just run
  if (($1 == 0)); then echo "PASS $2"; else echo "FAIL $2" && failed=1; fi
}
ready() {
  for _ in $(seq 120); do
    [[ $(curl -s -m 2 -o /dev/null -w '%{http_code}' "$url/readyz") == 200 ]] && return 0
    sleep 0.5
  done
  return 1
}
kept() { # how many exported leads carry the address
  "${compose[@]}" exec -T web node dist/server/leads.js export | grep -c "\"$email\""
}
trap '"${compose[@]}" down --volumes --remove-orphans >/dev/null 2>&1' EXIT

if [[ ${NO_BUILD:-} == 1 ]]; then up=(up -d --no-build); else up=(up -d --build); fi
"${compose[@]}" "${up[@]}" >/dev/null 2>&1 && ready
step $? "compose up: /readyz 200 at $url"
# No Origin header, as from curl: the same checks as a browser's same-site post (docs/leads.md).
status=$(curl -s -m 10 -o /dev/null -w '%{http_code}' "$url/api/leads/newsletter" \
  --data-urlencode "email=$email")
[[ $status == 200 ]]
step $? "POST /api/leads/newsletter: $status"
[[ $(kept) == 1 ]]
step $? "the lead is exported"
"${compose[@]}" down >/dev/null 2>&1 && "${compose[@]}" up -d --no-build >/dev/null 2>&1 && ready
step $? "compose down (volumes kept), up -d: /readyz 200"
[[ $(kept) == 1 ]]
step $? "the lead is exported after down and up"
((failed == 0)) && echo "compose-leads-check: PASS" && exit 0
echo "compose-leads-check: FAIL" && exit 1
