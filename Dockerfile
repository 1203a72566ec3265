# syntax=docker/dockerfile:1
# The reference image of a Postify deployment. Its steps are the commands scripts/production-smoke.sh runs and
# proves on every ./test.sh (there is no container daemon on the development machines, so this file itself is
# not built there). Two targets:
#   api  — one image, three commands: `node dist/migrate.js` (once per release, before the others),
#          `node dist/main.js` (the API, the default) and `node dist/worker.js` (scheduler and periodic jobs);
#   host — the console's production server, `node server.mjs` (static console + /api proxy).
# deploy/compose.yaml runs them; apps/api/README.md "Deploying" gives the order and the variables.

ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: install with the frozen lockfile, build, prune to production dependencies ──
FROM ${NODE_IMAGE} AS build
ENV CI=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install --global pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm build \
 && pnpm --filter @postify/api build \
 && pnpm --filter @postify/host build
# Production folders: dist/ plus production dependencies only (no tsx, no test servers, no build tools).
RUN pnpm --filter @postify/api deploy --prod /prod/api \
 && pnpm --filter @postify/host deploy --prod /prod/host \
 && cp -r apps/host/dist /prod/host/dist

# ── api: the API, the worker and the migrate command ──
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=root:root /prod/api /app
# Runs as the image's unprivileged `node` user; the code is owned by root and read-only to it.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "--import", "./dist/telemetry.js", "dist/main.js"]

# ── host: the console behind its production server ──
FROM ${NODE_IMAGE} AS host
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173
WORKDIR /app
COPY --from=build --chown=root:root /prod/host /app
USER node
EXPOSE 4173
CMD ["node", "server.mjs"]
