#!/usr/bin/env bash
# npm run test:e2e: the Playwright end-to-end tests in Debian's Chromium against a fresh production build,
# the app running on a throwaway PostgreSQL server (scripts/with-postgres.sh) so the tests can set up
# their own data (campaigns, plans) next to it; the embedded database allows only one process.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/support/debian-package.sh
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "[test:e2e] CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
else
  need_debian_package chromium /usr/bin/chromium
fi
npm run db:generate --silent
npx next build
# One database per lane, as many as e2e/env.ts has lanes.
lanes=$(npx tsx -e 'import { E2E_LANES } from "./e2e/env"; console.log(E2E_LANES)')
PG_DATABASES=$lanes PG_PORT=${E2E_PG_PORT:-55433} bash scripts/with-postgres.sh npx playwright test "$@"
