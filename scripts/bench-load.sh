#!/usr/bin/env bash
# npm run bench:load: scripts/bench-load.ts on a throwaway PostgreSQL server, behind Debian's nginx
# (installed when missing and root), on the production build (built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/support/debian-package.sh
need_debian_package nginx "${NGINX_BIN:-/usr/sbin/nginx}"
npm run db:generate --silent
[ -f .next/BUILD_ID ] || npx next build
PG_PORT=${BENCH_PG_PORT:-55435} bash scripts/with-postgres.sh npx tsx scripts/bench-load.ts
