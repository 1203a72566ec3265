#!/usr/bin/env bash
# End-to-end journeys: builds the console, then Playwright starts the API on a fresh embedded database and
# the console's production server, and drives Debian's chromium through every journey in e2e/journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
pnpm --filter @postify/host build >/dev/null
pnpm --filter @postify/e2e e2e
