#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster for the database suite and prints its superuser URL.
set -euo pipefail
# Only the URL goes to stdout; everything the tools say goes to stderr.
exec 3>&1 1>&2
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | grep -q "^$version main"; then pg_createcluster "$version" main >/dev/null; fi
# 3>&- : the server must not inherit the pipe that carries the URL, or `$(…)` waits for it forever.
pg_ctlcluster "$version" main start 3>&- </dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done
su postgres -c "psql -q -c \"alter user postgres password 'postgres'\"" >/dev/null
echo "postgres://postgres:postgres@127.0.0.1:5432/postgres" >&3
