# Sourced by the test and benchmark scripts. need_debian_package PACKAGE PATH...: succeeds when one of
# the PATHs (globs allowed) exists; otherwise installs Debian's PACKAGE with apt-get when
# running as root, or says how to install it and fails.
need_debian_package() {
  local package=$1 candidate
  shift
  for candidate in "$@"; do
    # shellcheck disable=SC2086 # the candidate may be a glob
    for candidate in $candidate; do [ -e "$candidate" ] && return 0; done
  done
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "[setup] installing Debian's $package..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    return 0
  fi
  echo "[setup] $package is missing (looked for $*). Install it with: sudo apt-get install -y $package" >&2
  return 1
}
