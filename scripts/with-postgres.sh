#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: initdb in a temporary folder, start on a free
# loopback port, export TEST_DATABASE_URL for the command, stop and delete
# everything on exit. Usage: scripts/with-postgres.sh <command> [args…]
# Needs the Debian postgresql binaries (./test.sh installs them); without them it says so and skips.
set -euo pipefail
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$pg_bin/initdb" ] || [ ! -x "$pg_bin/pg_ctl" ]; then
  echo "" >&2
  echo "⚠⚠⚠ SKIPPED: the PostgreSQL pass did not run — no PostgreSQL binaries in $pg_bin." >&2
  echo "⚠⚠⚠ Install them with: apt-get install -y postgresql (./test.sh does this)." >&2
  echo "" >&2
  exit 0
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/postify-pg.XXXXXX")"
as_owner=()
# initdb refuses to run as root: run the server as the `postgres` user, which must own the folder.
if [ "$(id -u)" = "0" ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

cleanup() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${as_owner[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2; echo "✗ initdb failed" >&2; exit 1; }
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$dir/server.log" >&2; echo "✗ PostgreSQL did not start" >&2; exit 1; }

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/postgres"
echo "› PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway)"
"$@"
