#!/usr/bin/env bash
# with-postgres.sh COMMAND...: runs COMMAND with TEST_DATABASE_URL pointing at a throwaway PostgreSQL
# server (Debian's package) on a loopback port, then stops and removes it. Installs the package with
# apt-get when it is missing and we are root.
set -euo pipefail

source "$(dirname "$0")/support/debian-package.sh"
need_debian_package postgresql "/usr/lib/postgresql/*/bin/initdb"
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

PG_DIR=$(mktemp -d)
PG_PORT=${PG_PORT:-55432}
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = "0" ] && chown postgres "$PG_DIR"
as_pg "$PG_BIN/initdb -D $PG_DIR/data -U postgres --auth=trust >/dev/null"
# PG_CLOCK_SHIFT_DAYS=N: the server's clock N days ahead (npm run test:shifted -- --postgres), through
# Debian's libfaketime, loaded into the server alone (as its own user: libfaketime's shared memory is
# per user).
clock=""
if [ -n "${PG_CLOCK_SHIFT_DAYS:-}" ]; then
  need_debian_package faketime "/usr/lib/*/faketime/libfaketime.so.1"
  clock="LD_PRELOAD=$(ls /usr/lib/*/faketime/libfaketime.so.1 | head -n 1) FAKETIME=+${PG_CLOCK_SHIFT_DAYS}d"
fi
as_pg "$clock $PG_BIN/pg_ctl -D $PG_DIR/data -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l $PG_DIR/log -w start >/dev/null"
trap 'as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"' EXIT
# PG_DATABASES=N: adcampaign_test and N-1 more, adcampaign_test_1... (one per e2e lane, e2e/env.ts).
as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres adcampaign_test"
for ((n = 1; n < ${PG_DATABASES:-1}; n++)); do as_pg "$PG_BIN/createdb -h 127.0.0.1 -p $PG_PORT -U postgres adcampaign_test_$n"; done

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PG_PORT/adcampaign_test"
"$@"
