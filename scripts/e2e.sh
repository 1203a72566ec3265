#!/usr/bin/env bash
# End-to-end journeys: builds the console (and the Storybook when missing), then Playwright starts the API on a fresh embedded database and
# the console's production server, and drives Debian's chromium through every journey in e2e/journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
pnpm --filter @postify/host build >/dev/null
# The console's server also serves the components' Storybook (journey 14); ./test.sh built it in the tests step.
[ -f packages/react-ui/storybook-static/index.html ] || pnpm --filter @postify/react-ui build-storybook >/dev/null
pnpm --filter @postify/e2e e2e
