#!/usr/bin/env bash
# npm test: lint, the unit tests and the integration tests (Jest; the integration suite on a throwaway
# PostgreSQL server, as a deployment with DATABASE_URL runs), then the end-to-end tests (Playwright in
# Debian's Chromium) against a fresh production build. Prints each stage's time at the end.
# TEST_CLOCK_SHIFT_DAYS=N runs the unit and integration stages N days ahead (every Node process and the
# PostgreSQL server; tests/setup/shift-clock.cjs), as CI does; the end-to-end stage runs at today's date.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/support/stages.sh

npm run db:generate --silent
# Lint (ESLint and Prettier's format check) first: a style or type-aware rule breaks the build like a test.
stage "lint" npm run lint
# PGlite loads its WASM through dynamic import(), which Jest allows only with VM modules.
jest_options="--experimental-vm-modules --no-warnings=ExperimentalWarning"
if [ -n "${TEST_CLOCK_SHIFT_DAYS:-}" ]; then
  echo "[test] unit and integration: the clock moved $TEST_CLOCK_SHIFT_DAYS days ahead"
  jest_options="$jest_options --require $PWD/tests/setup/shift-clock.cjs"
  export PG_CLOCK_SHIFT_DAYS="$TEST_CLOCK_SHIFT_DAYS"
fi
stage "unit" env NODE_OPTIONS="${NODE_OPTIONS:-} $jest_options" npx jest --selectProjects unit --maxWorkers=2
# Two files at a time, each Jest worker on its own database (tests/setup/integration-databases.ts).
# --forceExit: the schema engine's WebAssembly runtime keeps a timer alive after the last test.
stage "integration (PostgreSQL)" env NODE_OPTIONS="${NODE_OPTIONS:-} $jest_options" PG_PORT="${INTEGRATION_PG_PORT:-55437}" \
  bash scripts/with-postgres.sh bash -c 'DATABASE_URL="$TEST_DATABASE_URL" npx jest --selectProjects integration --maxWorkers=2 --forceExit'
unset PG_CLOCK_SHIFT_DAYS TEST_CLOCK_SHIFT_DAYS

stage "end-to-end (build and run)" bash scripts/test-e2e.sh
