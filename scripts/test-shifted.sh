#!/usr/bin/env bash
# npm run test:shifted [-- --postgres]: the unit and integration suites with the clock moved ahead
# (default 400 days), proving that no test depends on the day it runs (issue 28). Every Node process of
# the run, Jest's test files and the processes they spawn, reads the shifted clock
# (tests/setup/shift-clock.cjs). The integration suite runs on the embedded database, whose clock is the
# test's own, or with --postgres on a throwaway PostgreSQL server whose clock is shifted as well
# (scripts/with-postgres.sh, through Debian's libfaketime).
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_CLOCK_SHIFT_DAYS="${TEST_CLOCK_SHIFT_DAYS:-400}"
echo "[test:shifted] the clock moved $TEST_CLOCK_SHIFT_DAYS days ahead"
npm run db:generate --silent
export NODE_OPTIONS="${NODE_OPTIONS:-} --require $PWD/tests/setup/shift-clock.cjs --experimental-vm-modules --no-warnings=ExperimentalWarning"
npx jest --selectProjects unit --maxWorkers=2
if [ "${1:-}" = "--postgres" ]; then
  export PG_CLOCK_SHIFT_DAYS="$TEST_CLOCK_SHIFT_DAYS"
  PG_PORT=${SHIFTED_PG_PORT:-55436} bash scripts/with-postgres.sh bash -c \
    'DATABASE_URL="$TEST_DATABASE_URL" npx jest --selectProjects integration --maxWorkers=2 --forceExit'
else
  DATABASE_URL="" npx jest --selectProjects integration --maxWorkers=2 --forceExit
fi
