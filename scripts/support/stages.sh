# Sourced by .ci/run and scripts/test.sh: `stage NAME COMMAND...` runs COMMAND and records how long it
# took. The outermost script that sources this prints every stage's time when it exits, failed or not;
# a stage run inside another (npm test within .ci/run) is listed indented, before its parent.
if [ -z "${STAGE_LOG:-}" ]; then
  STAGE_LOG=$(mktemp)
  export STAGE_LOG STAGE_DEPTH=0
  print_stage_times() {
    echo
    echo "Stage times:"
    cat "$STAGE_LOG"
    rm -f "$STAGE_LOG"
  }
  trap print_stage_times EXIT
fi

stage() {
  local name=$1 start=$SECONDS status=0 indent
  shift
  echo "[stage] $name"
  STAGE_DEPTH=$((STAGE_DEPTH + 1)) "$@" || status=$?
  indent=$(printf '%*s' $((STAGE_DEPTH * 2)) '')
  printf '  %s%-32s %5d s%s\n' "$indent" "$name" $((SECONDS - start)) "$([ "$status" = 0 ] || echo "  (failed: exit $status)")" >>"$STAGE_LOG"
  return "$status"
}
