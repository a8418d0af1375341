#!/usr/bin/env bash
# npm test: unit and integration tests (Jest), then end-to-end tests (Playwright in Debian's Chromium)
# against a fresh production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[test] installing Debian's chromium for the end-to-end tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "[test] Chromium is missing at $CHROMIUM. Install it with: sudo apt-get install -y chromium" >&2
    echo "[test] (or point CHROMIUM_PATH at a Chromium/Chrome binary)" >&2
    exit 1
  fi
fi

npm run db:generate --silent
# Lint (ESLint and Prettier's format check) first: a style or type-aware rule breaks the build like a test.
npm run lint
# PGlite loads its WASM through dynamic import(), which Jest allows only with VM modules.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
npx jest --selectProjects unit
# --forceExit: the schema engine's WebAssembly runtime keeps a timer alive after the last test.
npx jest --selectProjects integration --runInBand --forceExit
unset NODE_OPTIONS

npx next build
# End-to-end tests run the app on a PostgreSQL server, so the tests can set up their own data
# (campaigns, plans) next to the running app; the embedded database allows only one process.
PG_PORT=${E2E_PG_PORT:-55433} bash scripts/with-postgres.sh npx playwright test
