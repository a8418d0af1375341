#!/usr/bin/env bash
# npm run bench:webhooks: the time from a change at the fake Meta to the open dashboard showing it
# (e2e/bench/webhook-latency.bench.ts), on the production build (built when missing) and a throwaway
# PostgreSQL server, in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/support/debian-package.sh
need_debian_package chromium /usr/bin/chromium
npm run db:generate --silent
[ -f .next/BUILD_ID ] || npx next build
PG_PORT=${BENCH_PG_PORT:-55436} bash scripts/with-postgres.sh npx playwright test -c playwright.bench-webhooks.config.ts "$@"
