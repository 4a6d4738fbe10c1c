#!/usr/bin/env python3
"""Who a jam waits on, at the bottom of it.

    tests/tools/jam_roots.py FOOTFALL SCENARIO...

Runs each scenario with FOOTFALL (`footfall run --decisions --metrics`), takes everyone still
short of their goal at the end, and follows each one's last decision to the one it names (its
collider: whom it stopped for, waits for, or was held by), and that one's last decision on, while
the one named is still short too. Where the chain ends is the root of that person's wait: someone
who has arrived or never moves, someone whose last decision named nobody, or a ring back to
someone already on the chain. Prints, for each scenario, how many arrived, then the roots with how
many wait on each and the root's last decision. A room where dozens wait on one root, held by one
who never moves, is one decision short, not a crowd too dense to move.
"""

import collections
import json
import os
import re
import subprocess
import sys
import tempfile


def roots(footfall, scenario, workdir):
    decisions = os.path.join(workdir, "decisions.jsonl")
    metrics = os.path.join(workdir, "metrics.json")
    done = subprocess.run(
        [footfall, "run", scenario, "--decisions", decisions, "--metrics", metrics],
        capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{scenario}: footfall run failed:\n{done.stderr}")
    with open(metrics) as f:
        m = json.load(f)
    short = {a["name"] for a in m["per_agent"]
             if a.get("arrive_time") is None and a.get("planned_length", 0) > 0}
    last = {}
    with open(decisions) as f:
        for line in f:
            record = json.loads(line)
            last[record["agent"]] = record
    found = collections.Counter()
    for name in short:
        seen, at = set(), name
        while at in last and at not in seen:
            seen.add(at)
            collider = last[at].get("collider")
            if collider is None or collider not in short:
                break
            at = collider
        record = last.get(at, {})
        # Times inside a note ("held 4.9 s") differ from room to room; the rest says why.
        note = re.sub(r"[\d.]+ s\b", "N s", record.get("note") or "")
        found[(at, record.get("collider"), note)] += 1
    return m["arrived"], m["moving"], found


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__.strip().split("\n\n")[1])
    footfall = sys.argv[1]
    with tempfile.TemporaryDirectory() as workdir:
        for scenario in sys.argv[2:]:
            arrived, moving, found = roots(footfall, scenario, workdir)
            print(f"{scenario}: arrived {arrived} of {moving}")
            for (root, collider, note), count in found.most_common():
                print(f"  {count:3d} wait on {root}" + (f", held by {collider}" if collider else "")
                      + f": {note}")


if __name__ == "__main__":
    main()
