#!/usr/bin/env bash
# Starts the whole product with embedded defaults: the API server on PGlite with demo data, and the
# host app. Brings its own Node 24 + pnpm. Stop with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/toolchain.sh
pnpm install --frozen-lockfile --reporter=silent
# The console uses the packages as partners do, through their built entry points.
echo "› building @postify/sdk, @postify/hooks and @postify/react-ui"
pnpm build >/dev/null

export API_PORT="${API_PORT:-3000}" HOST_PORT="${HOST_PORT:-5173}"
export DATA_DIR="${DATA_DIR:-$PWD/.data}"
export PUBLIC_APP_URL="${PUBLIC_APP_URL:-http://localhost:$HOST_PORT}"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null' EXIT INT TERM

# The development conveniences are opt-ins: the mailbox that shows every e-mail (codes, links) at
# /api/v1/dev/mailbox, the demo users with their published password, and webhooks to a receiver on
# this machine (http://localhost:…); every other internal address stays refused.
PORT="$API_PORT" DEV_MAILBOX=1 SEED_DEMO=1 WEBHOOK_ALLOW_LOCALHOST=1 pnpm --filter @postify/api start &
pids+=($!)
API_URL="http://127.0.0.1:$API_PORT" pnpm --filter @postify/host exec vite --port "$HOST_PORT" --strictPort &
pids+=($!)
cat <<MSG

  Postify is starting
  ─ API      http://localhost:$API_PORT/api/v1   (health: /api/v1/health, data in $DATA_DIR)
  ─ Console  http://localhost:$HOST_PORT
  ─ Demo     demo@postify.dev / Demo@1234  (sign-in code: read it in the API log or the dev mailbox)

MSG
wait -n "${pids[@]}"
