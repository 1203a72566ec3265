#!/usr/bin/env bash
# The Next.js partner proof: packs @postify/sdk, @postify/hooks and @postify/react-ui into tarballs, installs
# them into examples/partner-next (its own project, outside the workspace; no @tanstack/react-query, which
# only the Connected… components need), builds it with `next build`, and drives `next start` with Playwright
# and axe in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
# No telemetry, and nothing else that calls home.
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

app=examples/partner-next
scripts/pack-packages.sh "$app/.packs"

cd "$app"
# A partner's lockfile would pin registry versions; this one is regenerated because the tarballs change.
rm -rf node_modules pnpm-lock.yaml .next
pnpm install --no-frozen-lockfile --reporter=silent
# The optional peer stays optional: the plain components must work without it.
if [ -n "$(find node_modules/.pnpm -maxdepth 1 -name '@tanstack+react-query@*' -print -quit)" ]; then
  echo "✗ @tanstack/react-query was installed: it must stay an optional peer" >&2
  exit 1
fi
pnpm run build
pnpm run test
