#!/usr/bin/env bash
# Runs every check of the repository. Brings its own Node 24 + pnpm, then runs the checks' graph
# (scripts/checks/steps.mjs): dependencies and the Debian chromium / postgresql first, each build once, and
# every test side by side as far as the cores allow. Ends with a table of step → seconds → tests, also in
# test-times.json, and exits non-zero if any step failed. `./test.sh --quick` runs the quick tier.
set -uo pipefail
cd "$(dirname "$0")"
source scripts/toolchain.sh || exit 1
export CI="${CI:-}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
exec node scripts/checks/run.mjs "$@"
