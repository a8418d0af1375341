#!/usr/bin/env bash
# npm run test:unit:load: the unit suite RUNS times in a row (default 20) while another process keeps
# both cores busy, to show that no unit test depends on timing (issue 28). Prints each run's outcome and
# the count of failed runs; exits non-zero if any failed. LOAD_PROCESSES sets the busy processes (default:
# one per core). The load stops with the script.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}
busy=${LOAD_PROCESSES:-$(nproc)}
logs=$(mktemp -d)

pids=()
for ((n = 0; n < busy; n++)); do
  # Busy for at most three hours, in case the trap below never runs.
  node -e 'const end = Date.now() + 3 * 3600e3; while (Date.now() < end);' &
  pids+=($!)
done
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
echo "[test:unit:load] $busy busy processes; $runs runs of the unit suite; logs in $logs"

npm run db:generate --silent
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
failed=0
for ((run = 1; run <= runs; run++)); do
  start=$SECONDS
  if npx jest --selectProjects unit --maxWorkers=2 >"$logs/run-$run.log" 2>&1; then
    outcome=passed
  else
    outcome="FAILED ($(grep -cE '^\s+●' "$logs/run-$run.log" || true) failing tests; see $logs/run-$run.log)"
    failed=$((failed + 1))
  fi
  echo "run $run: $outcome in $((SECONDS - start)) s"
done
echo "unit suite under load: $((runs - failed)) of $runs runs passed, $failed failed"
[ "$failed" = 0 ]
