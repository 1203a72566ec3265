#!/usr/bin/env bash
# The partner embedding proof: packs @postify/sdk, @postify/hooks and @postify/react-ui into tarballs,
# installs them into examples/partner-embed (its own project, outside the workspace) as a partner installs
# them from the registry, type-checks and builds that app, and drives it with Playwright in Debian's chromium.
# It does so twice, on React 18.3 and on React 19 (the packages' peer range is ^18.3 || ^19): each leg
# installs the app with that React, react-dom and their types. The example's package.json (React 19) is put
# back afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
# The Postify API the built page calls directly (playwright.config.ts's port; Acme's origin is allowed there).
export VITE_POSTIFY_API_URL=http://127.0.0.1:3200/api/v1
app=examples/partner-embed
# PARTNER_PACKS names tarballs packed before (./test.sh packs once for both examples).
if [ -n "${PARTNER_PACKS:-}" ]; then rm -rf "$app/.packs" && cp -r "$PARTNER_PACKS" "$app/.packs"; else scripts/pack-packages.sh "$app/.packs"; fi

cd "$app"
cp package.json .packs/package.json.orig
trap 'cp .packs/package.json.orig package.json' EXIT

# react react-dom @types/react @types/react-dom, one leg per line.
legs=(
  "18.3.1 18.3.1 18.3.31 18.3.7"
  "19.3.1 19.3.1 19.3.0 19.3.0"
)
for leg in "${legs[@]}"; do
  read -r react reactDom typesReact typesReactDom <<<"$leg"
  # The first leg also renders Postify's texts in English: the build and the test read VITE_POSTIFY_LOCALE.
  if [ "$leg" = "${legs[0]}" ]; then export VITE_POSTIFY_LOCALE=en; else unset VITE_POSTIFY_LOCALE; fi
  echo "› partner-embed on React $react (Postify in ${VITE_POSTIFY_LOCALE:-pt-BR})"
  node -e '
    const fs = require("node:fs");
    const [react, reactDom, typesReact, typesReactDom] = process.argv.slice(1);
    const pkg = JSON.parse(fs.readFileSync(".packs/package.json.orig", "utf8"));
    Object.assign(pkg.dependencies, { react, "react-dom": reactDom });
    Object.assign(pkg.devDependencies, { "@types/react": typesReact, "@types/react-dom": typesReactDom });
    fs.writeFileSync("package.json", `${JSON.stringify(pkg, null, 2)}\n`);
  ' "$react" "$reactDom" "$typesReact" "$typesReactDom"
  # A partner's lockfile would pin registry versions; this one is regenerated because the tarballs change.
  rm -rf node_modules pnpm-lock.yaml
  # Metadata and packages from the pnpm store when it has them: the registry only for what it lacks.
  pnpm install --no-frozen-lockfile --prefer-offline --reporter=silent
  installed=$(node -p 'require("react/package.json").version')
  [ "$installed" = "$react" ] || { echo "✗ expected React $react, installed $installed" >&2; exit 1; }
  pnpm run build
  pnpm run test
done
