#!/usr/bin/env bash
# Each published package's checks (publint, attw on the packed tarball, size-limit) and the console's route
# budgets on the build made before this step, one workspace after the other (they pack into their folders).
set -euo pipefail
cd "$(dirname "$0")/../.."
for workspace in $(pnpm -r exec node -e 'const p=require("./package.json");if(p.scripts?.["check:package"])console.log(p.name)' ); do
  echo "› $workspace"
  pnpm --filter "$workspace" run check:package
  echo "✓ package $workspace"
done
