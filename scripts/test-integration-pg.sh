#!/usr/bin/env bash
# The integration suite against a throwaway PostgreSQL server, the way a deployment with
# DATABASE_URL runs: a database per Jest worker (tests/setup/integration-databases.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run db:generate --silent
exec bash scripts/with-postgres.sh bash -c '
  DATABASE_URL="$TEST_DATABASE_URL" \
  NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning" \
  npx jest --selectProjects integration --maxWorkers=2 --forceExit'
