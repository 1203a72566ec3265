#!/usr/bin/env bash
# The partner embedding proof: packs @postify/sdk, @postify/hooks and @postify/react-ui into tarballs,
# installs them into examples/partner-embed (its own project, outside the workspace) as a partner installs
# them from the registry, type-checks and builds that app, and drives it with Playwright in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
[ -f packages/react-ui/dist/index.js ] || pnpm build >/dev/null

app=examples/partner-embed
rm -rf "$app/.packs" && mkdir -p "$app/.packs"
for pkg in sdk hooks react-ui; do
  (cd "packages/$pkg" && pnpm pack --pack-destination "../../$app/.packs" >/dev/null)
  mv "$app/.packs"/postify-"$pkg"-*.tgz "$app/.packs/postify-$pkg.tgz"
done

cd "$app"
# A partner's lockfile would pin registry versions; this one is regenerated because the tarballs change.
rm -rf node_modules pnpm-lock.yaml
pnpm install --no-frozen-lockfile --reporter=silent
pnpm run build
pnpm run test
