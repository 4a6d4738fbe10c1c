#!/usr/bin/env bash
# The whole test suite again (ctest, but the soak), built with AddressSanitizer and
# UndefinedBehaviorSanitizer (FOOTFALL_SANITIZE) in build-asan/, then each fuzz target for 20 s
# (CI: 60 s) when clang made them: the second half of `./build.sh test`, so of CI. The benchmarks are not
# built there: they measure speed, which a sanitized build does not have (the Release build
# smoke-runs them). docs/testing.md has what it costs.
# With clang (Debian's `clang` and `libclang-rt-14-dev`, which scripts/deps.sh installs) the
# build is also instrumented for libFuzzer and makes the fuzz targets; with GCC alone it runs
# sanitized and does not fuzz.
#   scripts/sanitized_tests.sh [FUZZ_SECONDS]   (default 20; 0 skips fuzzing)
set -euo pipefail
cd "$(dirname "$0")/.."

fuzz_seconds=${1:-20}
jobs=$(nproc)

# -O1: the sanitizers' own advice, and half the build time of -O3; line tables only, enough
# for the reports to name file and line. Warnings are the main build's business (GCC's), so
# clang's different set does not fail this one.
config=(-DCMAKE_BUILD_TYPE=Sanitize -DFOOTFALL_SANITIZE=ON -DFOOTFALL_WERROR=OFF)
if command -v clang++ >/dev/null; then
  config+=(-DCMAKE_CXX_COMPILER=clang++ "-DCMAKE_CXX_FLAGS_SANITIZE=-O1 -gline-tables-only")
else
  config+=("-DCMAKE_CXX_FLAGS_SANITIZE=-O1 -g1")
fi
cmake -S . -B build-asan "${config[@]}" >/dev/null
cmake --build build-asan -j "$jobs"

# The suppressions name libraries of the SDL and OpenGL stack only, never code of ours (the
# window programs keep that stack loaded to the end, tests/sanitizers/keep_libraries_loaded.cpp,
# so that nothing of it is reported: the file is a second guard).
export ASAN_OPTIONS=detect_leaks=1:check_initialization_order=1:strict_init_order=1
# intercept_tls_get_addr=0: clang 14's leak checker reads a dynamic TLS block it recorded for a
# driver library and finds it gone, and its tracer crashes ("Tracer caught signal 11", a known
# sanitizer runtime bug, fixed upstream): on this machine (2026-11-27) every time an interrupted
# recording exits (Record.InterruptKeepsAPlayableFileOfTheFramesRecorded). Without the
# interception, dynamic TLS is not scanned; static TLS and everything else still is.
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0:intercept_tls_get_addr=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd build-asan && ctest --output-on-failure -j "$jobs" -LE soak)

if [ "$fuzz_seconds" -gt 0 ] && [ -x build-asan/tests/fuzz/footfall_fuzz_run ]; then
  scripts/fuzz.sh build-asan "$fuzz_seconds"
fi
