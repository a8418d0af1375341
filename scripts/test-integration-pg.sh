#!/usr/bin/env bash
# Runs the integration suite against a throwaway PostgreSQL server (Debian's package) on a loopback
# port, the way a deployment with DATABASE_URL runs. Needs the postgresql package installed.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
PG_DIR=$(mktemp -d)
PG_PORT=${PG_PORT:-55432}
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = "0" ] && chown postgres "$PG_DIR"
as_pg "$PG_BIN/initdb -D $PG_DIR/data -U postgres --auth=trust >/dev/null"
as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1' -l $PG_DIR/log -w start >/dev/null"
trap 'as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres adcampaign_test"

npm run db:generate --silent
DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/adcampaign_test" \
  NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning" \
  npx jest --selectProjects integration --runInBand --forceExit
