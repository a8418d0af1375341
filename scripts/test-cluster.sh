#!/usr/bin/env bash
# npm run test:cluster: the production build served by two app processes and a job worker on one
# PostgreSQL server, behind nginx; a subset of the e2e suite and the concurrency specs run through it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[test:cluster] installing Debian's nginx..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "[test:cluster] nginx is missing. Install it with: sudo apt-get install -y nginx" >&2
    exit 1
  fi
fi

npm run db:generate --silent
[ -f .next/BUILD_ID ] || npx next build
PG_PORT=${CLUSTER_PG_PORT:-55434} bash scripts/with-postgres.sh npx playwright test -c playwright.cluster.config.ts "$@"
