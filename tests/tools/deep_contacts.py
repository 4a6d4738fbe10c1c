#!/usr/bin/env python3
"""What led to each deep contact of a quality sweep, read from the decisions of the pair.

    tests/tools/deep_contacts.py FOOTFALL SWEEP_OUTPUT [DEEPER] [SECONDS] [DRAW]

SWEEP_OUTPUT is what `footfall_quality_sweep` printed: each run that fell short is a line
`  LAYOUT seed N: ...`, followed by its contacts, `    contact D m deep: A and B at T s`. For
every contact deeper than DEEPER metres (default 0.15), the run is generated again (`footfall
generate`), run with `--decisions`, and the orders of both agents over the SECONDS (default 3)
before the contact are printed, each with the options it tried and why they were refused.

Each contact is then marked with what its decisions show, and the marks are counted at the end:

  stop-least     one of the two stopped as the option that overlapped least
  stop-short     one was told that its stop, already under way, is not clear
  carry-on       one carried on as the option that overlapped least
  stop-behind    a stop was weighed by a follower it would be walked into by ("stop: behind")
  no-undo        a gait was not tried: it would undo the last gait change too soon
  stepped-up     one went back up to its planned gait, or set off, within the window
  detour-least   one took a detour that overlaps least, leaving the other to do its part

The runs are generated again as `footfall generate` makes them, with every start later by the
fraction of a frame the sweep's draw=K takes (default 0). A sweep run with KEY=VALUE or another
model ran something else: the script says so where the run's deepest contact is shallower than
the sweep's, and leaves the contact out. Depths are
those printed (two decimals). docs/quality-log.md ("Looking at the runs that fell short") shows
what these counts said on seeds 1-960 of the dense layouts.
"""

import collections
import json
import math
import os
import re
import subprocess
import sys
import tempfile

RUN = re.compile(r"^  (\S+) seed (\d+): ")
CONTACT = re.compile(r"^    contact ([0-9.]+) m deep: (.+?) and (.+) at ([0-9.]+) s$")

MARKS = {
    "stop-least": lambda d: d["order"] == "stop" and "stopping overlaps least" in note(d),
    "stop-short": lambda d: "already stopping, and the stop is not clear" in note(d),
    "carry-on": lambda d: "carrying on overlaps least" in note(d),
    "stop-behind": lambda d: any(t.startswith("stop: behind") for t in d.get("tried", [])),
    "no-undo": lambda d: any("would undo the last gait change" in t for t in d.get("tried", [])),
    "stepped-up": lambda d: note(d) in ("the way is clear: back to the planned gait",
                                          "the start is collision-free"),
    "detour-least": lambda d: "detour that overlaps least" in note(d),
}


def note(d):
    return d.get("note", "")  # a record without one leaves it out


def contacts(sweep_output, deeper):
    """(layout, seed, depth, a, b, time) of each contact deeper than `deeper`."""
    found, run = [], None
    with open(sweep_output) as f:
        for line in f:
            m = RUN.match(line)
            if m:
                run = (m.group(1), int(m.group(2)))
                continue
            m = CONTACT.match(line)
            if m and run and float(m.group(1)) > deeper:
                found.append((*run, float(m.group(1)), m.group(2), m.group(3), float(m.group(4))))
    return found


def shifted(scenario, draw):
    """Every start later by the sweep's draw=K: the fractional part of K times the golden ratio,
    of a 60 Hz frame (drawShift in tests/tools/quality_sweep.cpp, the same arithmetic)."""
    turns = draw * 0.6180339887498949
    shift = (turns - math.floor(turns)) * (1.0 / 60.0)
    with open(scenario) as f:
        s = json.load(f)
    for entry in s.get("agents", []) + s.get("groups", []):
        entry["start_time"] = entry.get("start_time", 0.0) + shift
    with open(scenario, "w") as f:
        json.dump(s, f)


def decisions(footfall, layout, seed, draw, scratch):
    """The run's decisions, and its deepest contact between agents (m)."""
    scenario = os.path.join(scratch, f"{layout}-{seed}.json")
    log = os.path.join(scratch, f"{layout}-{seed}.jsonl")
    metrics = os.path.join(scratch, f"{layout}-{seed}-metrics.json")
    if not os.path.exists(log):
        for cmd in ([footfall, "generate", layout, str(seed), "-o", scenario],
                    [footfall, "run", scenario, "--decisions", log, "--metrics", metrics]):
            done = subprocess.run(cmd, capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{done.stderr}")
            if draw and cmd[1] == "generate":
                shifted(scenario, draw)
    with open(metrics) as f:
        deepest = json.load(f).get("max_penetration", 0.0)
    with open(log) as f:
        return [json.loads(line) for line in f], deepest


def describe(d):
    cause = d.get("collision") or {}
    where = ""
    if cause:
        where = f" (in {cause['in_s']:.2f} s, overlap {cause['overlap']:.0%})"
    lines = [f"    {d['time']:7.3f} {d['agent']:<10} {d['order']:<12} "
             f"{d.get('collider') or '-':<10} {note(d)}{where}"]
    lines += [f"{'':32}tried: {t}" for t in d.get("tried", [])]
    return "\n".join(lines)


def main():
    if len(sys.argv) not in (3, 4, 5, 6):
        sys.exit(__doc__)
    footfall, sweep_output = sys.argv[1], sys.argv[2]
    deeper = float(sys.argv[3]) if len(sys.argv) > 3 else 0.15
    window = float(sys.argv[4]) if len(sys.argv) > 4 else 3.0
    draw = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    found = contacts(sweep_output, deeper)
    counts = collections.Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for layout, seed, depth, a, b, t in found:
            print(f"{layout} {seed}: {depth:.2f} m deep, {a} and {b} at {t:.2f} s")
            log, deepest = decisions(footfall, layout, seed, draw, scratch)
            if deepest < depth - 0.005:
                # The sweep ran something else: another draw, a KEY=VALUE or another model.
                print(f"    not the sweep's run: run again, its deepest contact is {deepest:.2f} m"
                      " (was the sweep run with another draw=K, or KEY=VALUE?)\n")
                counts["not the sweep's run"] += 1
                continue
            pair = [d for d in log if d["agent"] in (a, b) and t - window <= d["time"] <= t]
            for d in pair:
                print(describe(d))
            marks = [m for m, test in MARKS.items() if any(test(d) for d in pair)]
            counts.update(marks)
            print(f"    marks: {', '.join(marks) or 'none'}\n")
    print(f"{len(found)} contacts deeper than {deeper:.2f} m")
    for mark in [*MARKS, "not the sweep's run"]:
        print(f"  {mark:<13} {counts[mark]}")


if __name__ == "__main__":
    main()
