# syntax=docker/dockerfile:1
# GameReady's image (issue #15, docs/decisions/0095-deploy-and-shutdown.md).
#   docker build -t gameready .
#   docker compose up -d          (compose.yaml: PostgreSQL, S3-compatible storage, migrate step)
# Four stages: every dependency (to build the web app), the web build, production dependencies
# only, and the runtime, which holds no compiler, no dev dependency and no source of the web app.
#
# The base image is pinned by version (.nvmrc's Node). Pin its digest too when you build a release
# (docker buildx imagetools inspect node:24.22.3-bookworm-slim) and pass it:
#   docker build --build-arg NODE_IMAGE=node:24.22.3-bookworm-slim@sha256:<digest> .
# PG_MAJOR is the PostgreSQL the site runs: pg_dump must be that version or newer (backup checks).
# Debian bookworm ships 15; another major needs PostgreSQL's own apt repository in the runtime stage.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim
ARG PG_MAJOR=15

# --- all dependencies: the web build needs Vite and friends ---
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/install-hooks.mjs scripts/install-hooks.mjs
# Exactly the committed lockfile.
RUN npm ci --no-audit --no-fund

# --- the web app: dist/web ---
FROM deps AS build
COPY . .
# `npm run build`, as `npm start` does: the Vite build, every public page prerendered (with a real
# 404 page), precompressed, and the server bundle (scripts/build-server.ts, decision 0112).
RUN npm run build

# --- production dependencies only ---
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/install-hooks.mjs scripts/install-hooks.mjs
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime ---
FROM ${NODE_IMAGE} AS runtime
ARG NODE_IMAGE
ARG PG_MAJOR
LABEL org.opencontainers.image.title="GameReady" \
  org.opencontainers.image.description="Training plans shaped by sport, role and circumstances" \
  org.opencontainers.image.licenses="UNLICENSED" \
  org.opencontainers.image.base.name="${NODE_IMAGE}"
# pg_dump/pg_restore for `npm run backup` / `npm run restore` against the site's PostgreSQL (PG_BIN).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  WEB_DIST=/app/dist/web \
  PG_BIN=/usr/lib/postgresql/${PG_MAJOR}/bin
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY domain ./domain
COPY server ./server
COPY scripts ./scripts
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
# DATA_DIR: the embedded database (with ALLOW_EMBEDDED_DATABASE=true), local files, the mail folder.
RUN mkdir -p /data && chown node:node /data
# The node image's unprivileged user (uid 1000): nothing in the image runs as root.
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (/api/health/live): a database or storage outage must not get the container
# restarted; readiness (/api/health/ready) is for load balancers. Node's fetch: no curl in the image.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight requests within SHUTDOWN_TIMEOUT_SECONDS (default: REQUEST_TIMEOUT_SECONDS
# + 40 s); give the container a longer stop grace period (compose.yaml: 350 s).
STOPSIGNAL SIGTERM
# Node itself as PID 1 (not npm, which does not pass SIGTERM on): as `npm start` runs it, minus the build.
CMD ["node", "dist/server/main.mjs"]
