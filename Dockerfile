# Builds with BuildKit and with the legacy builder (DOCKER_BUILDKIT=0), offline from a local
# base image: no "# syntax=" line (BuildKit would fetch that frontend from a registry), no
# RUN --mount (the legacy builder refuses it; deploy/buildkit.Dockerfile is this file with an
# npm secret mount, for private registries and TLS-inspecting proxies), and no network in the
# runtime stage. The base is pinned to a full Node version; pin its digest where a registry is
# reachable: --build-arg NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:<digest>.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
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
