#!/usr/bin/env bash
# The two entry points of the README:
#   ./build.sh run [ARGS...]   install what is missing, build, start Footfall (default scenario)
#   ./build.sh test            install what is missing, build, run every test; then every test
#                              again built with ASan and UBSan (clang), and each fuzz target
#                              for 60 s
#   ./build.sh sanitize        the sanitized half of `test` alone
set -euo pipefail
cd "$(dirname "$0")"

mode=${1:-}
[ $# -gt 0 ] && shift

scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DFOOTFALL_WERROR=ON >/dev/null
cmake --build build -j "$(nproc)"

case "$mode" in
  run)  exec ./build/footfall "$@" ;;
  # The soak (ctest -L soak) is left out: five minutes alone. docs/testing.md has what each
  # half costs.
  test) (cd build && ctest --output-on-failure -j "$(nproc)" -LE soak)
        exec scripts/sanitized_tests.sh 60 ;;
  sanitize) exec scripts/sanitized_tests.sh ;;
  *)    echo "usage: ./build.sh run [ARGS...] | ./build.sh test | ./build.sh sanitize" >&2; exit 2 ;;
esac
