#!/usr/bin/env bash
# npm test: lint, the unit and integration tests (Jest), then the end-to-end tests (Playwright in Debian's
# Chromium) against a fresh production build. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/support/stages.sh

npm run db:generate --silent
# Lint (ESLint and Prettier's format check) first: a style or type-aware rule breaks the build like a test.
stage "lint" npm run lint
# PGlite loads its WASM through dynamic import(), which Jest allows only with VM modules.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
stage "unit" npx jest --selectProjects unit --maxWorkers=2
# Two files at a time, each on its own copy of a migrated embedded database (tests/setup).
# --forceExit: the schema engine's WebAssembly runtime keeps a timer alive after the last test.
stage "integration (embedded)" npx jest --selectProjects integration --maxWorkers=2 --forceExit
unset NODE_OPTIONS

stage "end-to-end (build and run)" bash scripts/test-e2e.sh
