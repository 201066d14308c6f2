#!/usr/bin/env bash
# Debian packages the tests use: Chromium for the end-to-end suite, redis-server 7 for the shared
# cache across instances (tests/helpers/redis.ts starts throwaway ones), PostgreSQL 15 for the
# second run of the database suite. Installs only what is missing; needs root (or sudo).
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
if [ "${WITH_POSTGRES:-0}" = "1" ] && ! compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null; then
  need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "[system-deps] installing: ${need[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
