#!/usr/bin/env python3
"""What led to each deep contact of a quality sweep, read from the decisions of the pair.

    tests/tools/deep_contacts.py FOOTFALL SWEEP_OUTPUT [DEEPER] [SECONDS]

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
  no-undo        a slower gait was not tried: it would undo a gait change too soon
  stepped-up     one went back up to its planned gait, or set off, within the window
  detour-least   one took a detour that overlaps least, leaving the other to do its part

docs/measuring.md ("Contacts deeper than 15 cm, read from their decisions") shows what these
counts said on seeds 1-960 of the dense layouts.
"""

import collections
import json
import os
import re
import subprocess
import sys
import tempfile

RUN = re.compile(r"^  (\S+) seed (\d+): ")
CONTACT = re.compile(r"^    contact ([0-9.]+) m deep: (\S+) and (\S+) at ([0-9.]+) s")

MARKS = {
    "stop-least": lambda d: d["order"] == "stop" and "stopping overlaps least" in d["note"],
    "stop-short": lambda d: "already stopping, and the stop is not clear" in d["note"],
    "carry-on": lambda d: "carrying on overlaps least" in d["note"],
    "stop-behind": lambda d: any(t.startswith("stop: behind") for t in d.get("tried", [])),
    "no-undo": lambda d: any("would undo the last gait change" in t for t in d.get("tried", [])),
    "stepped-up": lambda d: d["note"] in ("the way is clear: back to the planned gait",
                                          "the start is collision-free"),
    "detour-least": lambda d: "detour that overlaps least" in d["note"],
}


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


def decisions(footfall, layout, seed, scratch):
    scenario = os.path.join(scratch, f"{layout}-{seed}.json")
    log = os.path.join(scratch, f"{layout}-{seed}.jsonl")
    if not os.path.exists(log):
        for cmd in ([footfall, "generate", layout, str(seed), "-o", scenario],
                    [footfall, "run", scenario, "--decisions", log]):
            done = subprocess.run(cmd, capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{done.stderr}")
    with open(log) as f:
        return [json.loads(line) for line in f]


def describe(d):
    cause = d.get("collision") or {}
    where = ""
    if cause:
        where = f" (in {cause['in_s']:.2f} s, overlap {cause['overlap']:.0%})"
    lines = [f"    {d['time']:7.3f} {d['agent']:<10} {d['order']:<12} "
             f"{d.get('collider') or '-':<10} {d['note']}{where}"]
    lines += [f"{'':32}tried: {t}" for t in d.get("tried", [])]
    return "\n".join(lines)


def main():
    if len(sys.argv) not in (3, 4, 5):
        sys.exit(__doc__)
    footfall, sweep_output = sys.argv[1], sys.argv[2]
    deeper = float(sys.argv[3]) if len(sys.argv) > 3 else 0.15
    window = float(sys.argv[4]) if len(sys.argv) > 4 else 3.0
    found = contacts(sweep_output, deeper)
    counts = collections.Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for layout, seed, depth, a, b, t in found:
            print(f"{layout} {seed}: {depth:.2f} m deep, {a} and {b} at {t:.2f} s")
            pair = [d for d in decisions(footfall, layout, seed, scratch)
                    if d["agent"] in (a, b) and t - window <= d["time"] <= t]
            for d in pair:
                print(describe(d))
            marks = [m for m, test in MARKS.items() if any(test(d) for d in pair)]
            counts.update(marks)
            print(f"    marks: {', '.join(marks) or 'none'}\n")
    print(f"{len(found)} contacts deeper than {deeper:.2f} m")
    for mark in MARKS:
        print(f"  {mark:<13} {counts[mark]}")


if __name__ == "__main__":
    main()
