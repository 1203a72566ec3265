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
# PARTNER_PACKS names tarballs packed before (./test.sh packs once for both examples).
if [ -n "${PARTNER_PACKS:-}" ]; then rm -rf "$app/.packs" && cp -r "$PARTNER_PACKS" "$app/.packs"; else scripts/pack-packages.sh "$app/.packs"; fi

cd "$app"
# A partner's lockfile would pin registry versions; this one is regenerated because the tarballs change.
rm -rf node_modules pnpm-lock.yaml .next
# Metadata and packages from the pnpm store when it has them: the registry only for what it lacks.
pnpm install --no-frozen-lockfile --prefer-offline --reporter=silent
# The optional peer stays optional: the plain components must work without it.
if [ -n "$(find node_modules/.pnpm -maxdepth 1 -name '@tanstack+react-query@*' -print -quit)" ]; then
  echo "✗ @tanstack/react-query was installed: it must stay an optional peer" >&2
  exit 1
fi
pnpm run build
pnpm run test
