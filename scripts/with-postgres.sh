#!/usr/bin/env bash
# with-postgres.sh COMMAND...: runs COMMAND with TEST_DATABASE_URL pointing at a throwaway PostgreSQL
# server (Debian's package) on a loopback port, then stops and removes it. Installs the package with
# apt-get when it is missing and we are root.
set -euo pipefail

PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[with-postgres] installing Debian's postgresql..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "[with-postgres] PostgreSQL is missing. Install it with: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

PG_DIR=$(mktemp -d)
PG_PORT=${PG_PORT:-55432}
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = "0" ] && chown postgres "$PG_DIR"
as_pg "$PG_BIN/initdb -D $PG_DIR/data -U postgres --auth=trust >/dev/null"
as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l $PG_DIR/log -w start >/dev/null"
trap 'as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres adcampaign_test"

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/adcampaign_test"
"$@"
