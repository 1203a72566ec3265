#!/usr/bin/env bash
# End-to-end journeys: builds the console (unless E2E_HOST_DIST names a build made before) and the Storybook
# when missing, then Playwright starts the API on a fresh embedded database and the console's production
# server, and drives Debian's chromium through every journey in e2e/journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
[ -n "${E2E_HOST_DIST:-}" ] || pnpm --filter @postify/host build >/dev/null
# The console's server also serves the components' Storybook (journey 14); ./test.sh builds it in a step of its own.
[ -f packages/react-ui/storybook-static/index.html ] || pnpm --filter @postify/react-ui build-storybook >/dev/null
# Arguments go to Playwright: a journey's file, --workers…
pnpm --filter @postify/e2e e2e "$@"
