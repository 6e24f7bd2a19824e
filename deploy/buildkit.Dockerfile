# The Dockerfile with npm's configuration passed as BuildKit secrets, for a private registry or
# a TLS-inspecting proxy: the files are mounted for `npm ci` only and never land in a layer.
#   DOCKER_BUILDKIT=1 docker build -f deploy/buildkit.Dockerfile \
#     --secret id=npmrc,src=$HOME/.npmrc [--secret id=npm_ca,src=corporate-ca.pem] -t voxera-site .
# With the CA secret, the .npmrc says cafile=/run/secrets/npm_ca. Both secrets are optional.
# Apart from the mounts it is the Dockerfile, line for line (a unit test keeps them so).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=secret,id=npm_ca \
  npm ci --no-audit --no-fund
COPY . .
# The server bundle holds its dependencies: the runtime stage needs no node_modules.
RUN npm run build && rm -f dist/server/*.map dist/client-metafile.json && mkdir /app/empty

FROM ${NODE_IMAGE} AS runtime
# MALLOC_ARENA_MAX: two malloc arenas for the server's dozen threads, not one each;
# MALLOC_TRIM_THRESHOLD_: freed memory goes back to the system (see server/ops/heap-flags.ts).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
# The lead store's directory, the one place the app writes: owned by the app user, so a named
# volume mounted here starts with that owner (compose mounts one; the root stays read-only).
COPY --from=build --chown=node:node /app/empty /data
VOLUME /data
# Owned by root and read-only to the app user: the process cannot rewrite its own code.
# package.json marks dist/server/index.js as an ES module.
COPY package.json ./
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# The one health check (compose and `docker run` use it). Bash's /dev/tcp instead of a Node
# process: a probe every 3 s costs a few milliseconds, and the container is reported healthy
# within about 3 s of being ready (Docker 20.10 has no --start-interval).
HEALTHCHECK --interval=3s --timeout=2s --start-period=30s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && read -r -t 2 status <&3 && [[ $status == 'HTTP/1.1 200 '* ]]"]
# No init of its own: run with `docker run --init` or compose's `init: true` (tini reaps
# zombies and forwards signals); the server handles SIGTERM itself (graceful drain).
# Heap flags: see server/ops/heap-flags.ts.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=128", "dist/server/index.js"]
