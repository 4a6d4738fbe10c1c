#!/usr/bin/env bash
# The unit tests of nav, core and render (ctest -L unit) again, built with AddressSanitizer and
# UndefinedBehaviorSanitizer (FOOTFALL_SANITIZE), then each fuzz target for 20 s: the second
# half of `./build.sh sanitize`. The window and end-to-end tests are left out here: under clang's
# runtime the slow unwinder they need for the GL stack's leak (tests/sanitizers/lsan.supp)
# deadlocks inside llvmpipe's shader compiler, and building them sanitized would take CI past
# 20 minutes on 2 cores (docs/testing.md has the figures).
# With clang (Debian's `clang` and `libclang-rt-14-dev`, installed by hand) the build is also
# instrumented for libFuzzer and makes the fuzz targets; with GCC alone it runs sanitized.
#   scripts/sanitized_tests.sh [FUZZ_SECONDS]   (default 20; 0 skips fuzzing)
set -euo pipefail
cd "$(dirname "$0")/.."

fuzz_seconds=${1:-20}
jobs=$(nproc)

# -O1: the sanitizers' own advice, and half the build time of -O3; line tables only, enough
# for the reports to name file and line. Warnings are the main build's business (GCC's), so
# clang's different set does not fail this one.
config=(-DCMAKE_BUILD_TYPE=Sanitize -DFOOTFALL_SANITIZE=ON -DFOOTFALL_WERROR=OFF)
targets=(--target nav_tests core_tests render_tests)
if command -v clang++ >/dev/null; then
  targets+=(footfall_fuzz_loader footfall_fuzz_run)
  config+=(-DCMAKE_CXX_COMPILER=clang++ "-DCMAKE_CXX_FLAGS_SANITIZE=-O1 -gline-tables-only")
else
  config+=("-DCMAKE_CXX_FLAGS_SANITIZE=-O1 -g1")
fi
cmake -S . -B build-asan "${config[@]}" >/dev/null
cmake --build build-asan -j "$jobs" "${targets[@]}"

# The suppressions name libraries of the SDL and OpenGL stack only, never code of ours.
export ASAN_OPTIONS=detect_leaks=1:check_initialization_order=1:strict_init_order=1
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
(cd build-asan && ctest --output-on-failure -j "$jobs" -L unit)

if [ "$fuzz_seconds" -gt 0 ] && [ -x build-asan/tests/fuzz/footfall_fuzz_run ]; then
  scripts/fuzz.sh build-asan "$fuzz_seconds"
fi
