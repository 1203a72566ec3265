#!/usr/bin/env bash
# The production smoke run: builds everything as a deployment does, then runs the reference deployment's
# commands on real parts — a throwaway PostgreSQL (scripts/with-postgres.sh), a local S3 server and a real
# SMTP server — and drives one user's journey through the host's origin (scripts/production-smoke/run.mjs).
# Everything listens on 127.0.0.1 on free ports and is stopped and deleted on exit. Usage: scripts/production-smoke.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
started=$SECONDS
logs="$(mktemp -d "${TMPDIR:-/tmp}/postify-smoke.XXXXXX")"
trap 'rm -rf "$logs"' EXIT INT TERM

# build <name> <command…>: quiet unless it fails. The same commands as the Dockerfile's build stage.
build() {
  local name="$1"; shift
  echo "› build: $name"
  "$@" >"$logs/build.log" 2>&1 || { cat "$logs/build.log"; echo "✗ build failed: $name" >&2; exit 1; }
}
# SMOKE_PREBUILT=1 with SMOKE_API_DIR: ./test.sh built the packages, the console and the API's production
# folder in steps of their own; the run deploys those.
if [ "${SMOKE_PREBUILT:-}" = 1 ] && [ -n "${SMOKE_API_DIR:-}" ]; then
  [ -f "$SMOKE_API_DIR/dist/main.js" ] && [ -f apps/host/dist/index.html ] || {
    echo "✗ SMOKE_PREBUILT=1: no API production folder in $SMOKE_API_DIR or no console build in apps/host/dist" >&2; exit 1; }
  echo "› deploying the builds made before: $SMOKE_API_DIR, apps/host/dist"
else
  build "packages" pnpm build
  build "API (apps/api/dist)" pnpm --filter @postify/api build
  build "console (apps/host/dist)" pnpm --filter @postify/host build
  # The API runs from its pruned production folder (production dependencies only, no tsx), as in the image.
  build "API production folder (pnpm deploy --prod)" pnpm --filter @postify/api deploy --prod "$logs/api"
  export SMOKE_API_DIR="$logs/api"
fi

scripts/with-postgres.sh node scripts/production-smoke/run.mjs
echo "━━ production smoke run: $((SECONDS - started)) s in all (builds included)"
