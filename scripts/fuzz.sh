#!/usr/bin/env bash
# Runs each libFuzzer target of a sanitized clang build (tests/fuzz/) for SECONDS, one after
# the other, from the shipped scenarios and tests/fuzz/seeds/ as seeds, with the format's
# dictionary. Exits non-zero on the first finding (crash, sanitizer report, hang, out of
# memory); the input that found it is left in the corpus folder as crash-*, timeout-* or oom-*,
# and libFuzzer prints how to replay it.
#   scripts/fuzz.sh [BUILD_DIR] [SECONDS] [CORPUS_DIR]
# (defaults: build-asan, 60, a fresh temporary folder). A corpus folder kept between runs
# (build-asan/fuzz-corpus) lets a long run go on where the last one stopped.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-build-asan}
seconds=${2:-60}
corpus=${3:-}
if [ -z "$corpus" ]; then
  corpus=$(mktemp -d)
  trap 'rm -rf "$corpus"' EXIT
fi

dict=$(realpath tests/fuzz/scenario.dict)
for target in loader run; do
  binary="$build/tests/fuzz/footfall_fuzz_$target"
  [ -x "$binary" ] || { echo "fuzz.sh: no $binary (a sanitized clang build makes it)" >&2; exit 1; }
  binary=$(realpath "$binary")
  mkdir -p "$corpus/$target"
  # The shipped scenarios, and seeds for what none of them has (polygons, routes, groups in
  # shapes, a gait table, every settings block).
  for f in scenarios/*.json tests/fuzz/seeds/*.json; do
    [ "$(basename "$f")" = scenario.schema.json ] || cp "$f" "$corpus/$target/"
  done
  echo "fuzzing $target for $seconds s"
  # -timeout: one input taking longer is a hang (generous: CI's machine may be shared, and a
  # sanitized build is slow); -rss_limit_mb: more memory is a blow-up.
  # Findings are written beside the corpus, not into the working directory.
  (cd "$corpus" && "$binary" "$target" -dict="$dict" \
    -max_total_time="$seconds" -timeout=120 -rss_limit_mb=2560 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$corpus/$target-")
done
# set -e has stopped at the first finding: reaching here, every target ran clean.
echo "fuzz: 2 passed, 0 failed"
