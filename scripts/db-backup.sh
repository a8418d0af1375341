#!/usr/bin/env bash
# npm run db:backup [-- DIRECTORY]: a pg_dump of DATABASE_URL in custom format, in a timestamped file
# under DIRECTORY (default ./backups). See usage() for restoring.
set -euo pipefail

usage() {
  cat <<'TEXT'
Usage: npm run db:backup [-- DIRECTORY]
       bash scripts/db-backup.sh [DIRECTORY]

Backs up the PostgreSQL database in DATABASE_URL (read from the environment) with pg_dump (custom format) into
DIRECTORY/adcampaign-YYYYMMDD-HHMMSS.dump (DIRECTORY defaults to ./backups). The file holds
password hashes and encrypted Meta tokens: keep it private. pg_dump must be at least the
server's major version (Debian: apt-get install postgresql-client-<version>).

Restore:
  Into a new, empty database (safest; then point DATABASE_URL at it):
    psql "postgresql://user:password@host:5432/postgres" -c 'CREATE DATABASE adcampaign_restored'
    pg_restore --no-owner --no-privileges \
      --dbname "postgresql://user:password@host:5432/adcampaign_restored" backups/adcampaign-....dump
  Over the current database (stop every app and worker process first):
    pg_restore --clean --if-exists --no-owner --no-privileges --dbname "$DATABASE_URL" backups/adcampaign-....dump
  See what a file holds: pg_restore --list backups/adcampaign-....dump

Encrypted columns (Meta tokens, admin API keys) are readable only with the same ENCRYPTION_KEY.

Embedded database (no DATABASE_URL): pg_dump cannot reach it. Either move it into PostgreSQL
first with `npm run db:export -- --to <postgresql-url>`, or stop the app and copy the whole
data directory (DATA_DIR, default .data: database, generated secrets and uploads), e.g.
    tar -czf backups/adcampaign-data-$(date +%Y%m%d-%H%M%S).tar.gz .data
TEXT
}

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
esac

if [ -z "${DATABASE_URL:-}" ]; then
  echo "[db:backup] DATABASE_URL is not set: this install uses the embedded database, which pg_dump cannot reach." >&2
  echo "[db:backup] Run 'npm run db:export -- --to <postgresql-url>' first, or stop the app and copy the DATA_DIR folder (default .data)." >&2
  echo >&2
  usage >&2
  exit 1
fi
if ! command -v pg_dump >/dev/null; then
  echo "[db:backup] pg_dump is missing. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client)." >&2
  exit 1
fi

dir="${1:-backups}"
mkdir -p "$dir"
file="$dir/adcampaign-$(date -u +%Y%m%d-%H%M%S).dump"

# The password goes through PGPASSWORD, not the command line other users can read.
url_without_password=$(node -e 'const u = new URL(process.env.DATABASE_URL); u.password = ""; process.stdout.write(u.toString())')
PGPASSWORD=$(node -e 'process.stdout.write(decodeURIComponent(new URL(process.env.DATABASE_URL).password))')
export PGPASSWORD

umask 077
echo "[db:backup] dumping $url_without_password ..."
# Written under a temporary name: a broken dump never looks like a finished backup.
pg_dump --format=custom --file="$file.partial" --dbname="$url_without_password"
mv "$file.partial" "$file"
echo "[db:backup] wrote $file ($(du -h "$file" | cut -f1)); $(pg_restore --list "$file" | grep -c ' TABLE DATA ') tables with data."
echo "[db:backup] restore with: pg_restore --no-owner --no-privileges --dbname <postgresql-url> $file   (details: npm run db:backup -- --help)"
