#!/usr/bin/env bash
# The Debian packages the checks drive: chromium (every browser test) and postgresql (the API's second
# database, the production smoke run). Installed when missing; apt holds one lock, so one after the other.
set -euo pipefail
ensure() { # ensure <binary> <package>
  [ -x "$1" ] && { echo "› $2 is installed"; return 0; }
  echo "› installing Debian package $2"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; } >/dev/null 2>&1 || {
    echo "✗ could not install $2 (needs root and the Debian mirror)" >&2; return 1; }
}
ensure /usr/bin/chromium chromium
ensure /usr/lib/postgresql/15/bin/initdb postgresql
