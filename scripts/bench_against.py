#!/usr/bin/env python3
"""One benchmark binary against another, in alternating rounds, as ratios.

    scripts/bench_against.py BEFORE AFTER [FILTER] [--rounds N] [--counter NAME]

BEFORE and AFTER are two builds of `footfall_bench` (copy the first aside before building the
second). Each round runs the benchmarks FILTER selects (a Google Benchmark regex; by default the
plaza's 30 and the 1,200) once with BEFORE and once with AFTER, the order swapped every round, and
the figure compared is a counter the benchmark reports (`us_per_frame` unless --counter says
otherwise; `real_time` for the benchmark's own time). Prints each round's two figures and their
ratio, AFTER over BEFORE, then the median ratio of each benchmark.

Why rounds and ratios (docs/measuring.md): the machines here are shared, and the same binary
reads a quarter to three times slower from one hour to the next. Two runs next to each other see
the same machine; a figure against last week's does not. A ratio under 1 is AFTER faster.
"""

import argparse
import json
import statistics
import subprocess
import sys

DEFAULT_FILTER = "BM_AvoidancePreplanned/30/|BM_AvoidanceScale/1200/"


def run(binary, pattern, counter):
    """The counter of every benchmark `pattern` selects, by name, from one run of `binary`."""
    done = subprocess.run(
        [binary, f"--benchmark_filter={pattern}", "--benchmark_format=json"],
        capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{binary} failed ({done.returncode}):\n{done.stderr}")
    figures = {}
    for bench in json.loads(done.stdout)["benchmarks"]:
        if counter not in bench:
            raise SystemExit(f"{bench['name']} reports no counter '{counter}'")
        figures[bench["name"]] = float(bench[counter])
    if not figures:
        raise SystemExit(f"{binary}: no benchmark matches '{pattern}'")
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("filter", nargs="?", default=DEFAULT_FILTER)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--counter", default="us_per_frame")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds: at least 1")

    ratios = {}
    for r in range(args.rounds):
        # Swapped each round, so that neither always runs on the machine the other warmed.
        order = [("before", args.before), ("after", args.after)]
        if r % 2:
            order.reverse()
        figures = {which: run(binary, args.filter, args.counter) for which, binary in order}
        if figures["before"].keys() != figures["after"].keys():
            raise SystemExit("the two binaries ran different benchmarks: "
                             f"{sorted(figures['before'])} against {sorted(figures['after'])}")
        for name in sorted(figures["before"]):
            before, after = figures["before"][name], figures["after"][name]
            ratio = after / before if before > 0 else float("inf")
            ratios.setdefault(name, []).append(ratio)
            print(f"round {r + 1}  {name}  {args.counter}: {before:.4g} -> {after:.4g}  "
                  f"({ratio:.3f})", flush=True)
    print()
    for name, found in ratios.items():
        print(f"{name}: after / before, median of {len(found)} rounds: "
              f"{statistics.median(found):.3f} (from {min(found):.3f} to {max(found):.3f})")


if __name__ == "__main__":
    sys.exit(main())
