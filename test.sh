#!/usr/bin/env bash
# Runs every check of the repository. Brings its own Node 24 + pnpm, installs dependencies and the
# Debian chromium / postgresql it needs, runs each step, and exits non-zero if any step failed.
set -uo pipefail
cd "$(dirname "$0")"
source scripts/toolchain.sh || exit 1
export CI="${CI:-}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

passed=0; failed=0; failures=()
started=$SECONDS
logs=$(mktemp -d)
# Each step's output is kept so a failure's own lines are repeated at the end: CI keeps only the tail.
step() {
  local name="$1"; shift
  local t0=$SECONDS log="$logs/$((passed + failed)).log"
  printf '\n━━ %s\n' "$name"
  if "$@" 2>&1 | tee "$log"; then passed=$((passed + 1)); printf '✓ %s (%ss)\n' "$name" $((SECONDS - t0))
  else failed=$((failed + 1)); failures+=("$name|$log"); printf '✗ %s (%ss)\n' "$name" $((SECONDS - t0)); fi
}

# A step that needs no CPU to speak of (the Debian installs: downloads and unpacking) runs beside the next
# ones: its output is kept in its own log and printed whole when it is joined, and it counts as a step.
aside=()
step_aside() { # step_aside <name> <command…>
  local name="$1"; shift
  local log="$logs/aside-${#aside[@]}.log"
  ( t0=$SECONDS; "$@" >"$log" 2>&1; echo "$? $((SECONDS - t0))" >"$log.rc" ) &
  aside+=("$name|$log|$!")
}
join_asides() {
  local entry name log pid rc secs
  for entry in "${aside[@]}"; do
    IFS='|' read -r name log pid <<<"$entry"
    wait "$pid"; read -r rc secs <"$log.rc"
    printf '\n━━ %s (beside the steps above)\n' "$name"; cat "$log"
    if [ "$rc" -eq 0 ]; then passed=$((passed + 1)); printf '✓ %s (%ss)\n' "$name" "$secs"
    else failed=$((failed + 1)); failures+=("$name|$log"); printf '✗ %s (%ss)\n' "$name" "$secs"; fi
  done
  aside=()
}

failure_summary() { # failure_summary <log>: the failing tests' names and errors, then the log's end
  grep -E '(FAIL|✗|×|✘|Error:|AssertionError|expected|Timed out|ERR_)' "$1" | grep -v 'PLUGIN_TIMINGS' | head -80
  echo '  … last lines:'; tail -n 40 "$1" | sed 's/^/  /'
}

ensure_debian() { # ensure_debian <binary> <package>
  [ -x "$1" ] && return 0
  echo "› installing Debian package $2"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; } >/dev/null 2>&1 || {
    echo "✗ could not install $2 (needs root and the Debian mirror)" >&2; return 1; }
}

# apt holds one lock: the two Debian packages install one after the other, beside the first steps, and
# are joined before the tests that run Chromium and PostgreSQL.
debian_packages() {
  ensure_debian /usr/bin/chromium chromium && ensure_debian /usr/lib/postgresql/15/bin/initdb postgresql
}
step_aside "Debian packages (chromium, postgresql)" debian_packages
step "dependencies" pnpm install --frozen-lockfile
step "format + lint (biome)" pnpm lint
step "openapi lint (redocly)" pnpm openapi:lint
step "openapi types up to date" pnpm --filter @postify/sdk run generate:check
step "build packages" pnpm build
step "typecheck" pnpm typecheck
join_asides
step "tests (unit, browser, stories, api)" pnpm test:unit
step "package checks (publint, attw, size-limit)" pnpm check:packages
step "chromatic (publishes with CHROMATIC_PROJECT_TOKEN, else says skipped)" pnpm --filter @postify/react-ui chromatic
[ -x scripts/e2e.sh ] && step "end-to-end (playwright)" scripts/e2e.sh
[ -x scripts/partner-embed.sh ] && step "partner embed example (React 18.3 and 19)" scripts/partner-embed.sh
[ -x scripts/partner-next.sh ] && step "partner Next.js example (App Router, next build + next start)" scripts/partner-next.sh
[ -x scripts/production-smoke.sh ] && step "production smoke run (built API ×2, workers ×2, host; PostgreSQL, S3, SMTP)" scripts/production-smoke.sh

printf '\n━━ %ss in all\n' $((SECONDS - started))
for f in "${failures[@]}"; do printf '\n━━ what failed in: %s\n' "${f%%|*}"; failure_summary "${f##*|}"; done
for f in "${failures[@]}"; do printf '✗ failed: %s\n' "${f%%|*}"; done
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
