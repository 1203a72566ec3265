#!/usr/bin/env bash
# pack-packages.sh <dir>: packs @postify/sdk, @postify/hooks and @postify/react-ui as they would be published
# (`pnpm pack` applies publishConfig) into <dir>/postify-<name>.tgz, for the partner examples to install.
set -euo pipefail
dest=$(realpath -m "$1")
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
[ -f packages/react-ui/dist/index.js ] || pnpm build >/dev/null
rm -rf "$dest" && mkdir -p "$dest"
for pkg in sdk hooks react-ui; do
  (cd "packages/$pkg" && pnpm pack --pack-destination "$dest" >/dev/null)
  mv "$dest"/postify-"$pkg"-*.tgz "$dest/postify-$pkg.tgz"
  # What a partner installs must not carry the workspace's private source condition.
  if tar -xzOf "$dest/postify-$pkg.tgz" package/package.json | grep -q '@postify/source'; then
    echo "✗ postify-$pkg.tgz: the published exports still name @postify/source" >&2
    exit 1
  fi
done
