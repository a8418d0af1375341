#!/usr/bin/env bash
# npm run test:cluster: the production build served by two app processes and a job worker on one
# PostgreSQL server, behind nginx; a subset of the e2e suite and the concurrency specs run through it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

source scripts/support/debian-package.sh
need_debian_package nginx /usr/sbin/nginx "$(command -v nginx || true)"

npm run db:generate --silent
[ -f .next/BUILD_ID ] || npx next build
PG_PORT=${CLUSTER_PG_PORT:-55434} bash scripts/with-postgres.sh npx playwright test -c playwright.cluster.config.ts "$@"
