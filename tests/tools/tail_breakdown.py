#!/usr/bin/env python3
"""Where the slowest agent of each run spends its time.

    tests/tools/tail_breakdown.py FOOTFALL DIR

Runs every scenario in DIR (as written by `footfall_quality_sweep SEEDS LAYOUT DIR`: the
runs that fell short and the tight ones) with FOOTFALL, takes the agent that arrived last
(or never), and splits its time from the start to its arrival (or the run's end) into: held
before its first step, at rest or stopping and starting, walking at the slow gait (by the
reason its last gait change gave: avoiding a collision, overlapping least, on a detour, or
spacing behind someone), walking at its gait or faster; each split again by whether it was
within 3 m of where it ended. It
also gives how far it walked against the straight line from its start to its end, and
counts its orders. The totals at the end say what the tail is made of: a jam on the way, or
a crowd at the goal.
"""

import collections
import csv
import json
import math
import os
import subprocess
import sys
import tempfile

NEAR_END = 3.0  # m from where the agent ended


def arrival(rows):
    return next((float(r["time"]) for r in rows if r["state"] == "arrived"), math.inf)


def kind(row, walked, slowedBecause):
    if row["state"] == "waiting" and walked < 0.01:
        return "before start"
    if row["state"] in ("waiting", "stopped", "stopping", "starting") or float(row["speed"]) < 0.05:
        return "at rest"
    return f"slow ({slowedBecause})" if row["gait"] == "slow" else "walking"


def cause(note):
    """The reason a gait change gives, short: why the agent is walking slowly."""
    if "same way" in note:
        return "spacing"
    if note.startswith("unavoidable"):
        return "least overlap"
    if "detour" in note or "overtak" in note:
        return "on a detour"
    return "avoiding"


def breakdown(footfall, scenario, scratch):
    traj, decs, metrics = (os.path.join(scratch, n) for n in ("t.csv", "d.jsonl", "m.json"))
    subprocess.run([footfall, "run", scenario, "--trajectory", traj, "--decisions", decs,
                    "--metrics", metrics], check=True, capture_output=True)
    rows = collections.defaultdict(list)
    with open(traj) as f:
        for r in csv.DictReader(f):
            rows[r["agent"]].append(r)
    with open(metrics) as f:
        duration = json.load(f)["sim_time"]
    # Those who never move have no arrival to wait for: the slowest is among the walkers.
    walkers = [a for a in rows if any(r["state"] != "stationary" for r in rows[a])]
    agent = max(walkers, key=lambda a: arrival(rows[a]))
    mine = rows[agent]
    until = min(arrival(mine), duration)
    end = (float(mine[-1]["x"]), float(mine[-1]["y"]))
    dt = float(mine[1]["time"]) - float(mine[0]["time"])
    with open(decs) as f:
        decisions = [d for d in map(json.loads, f) if d["agent"] == agent]
    orders = collections.Counter(d["order"] for d in decisions)
    gaitChanges = [(d["time"], cause(d.get("note", ""))) for d in decisions
                   if d["order"] == "gait_change"]
    seconds = collections.Counter()
    walked, previous, slowedBecause = 0.0, None, "planned"
    for r in mine:
        if float(r["time"]) > until:
            break
        while gaitChanges and gaitChanges[0][0] <= float(r["time"]):
            slowedBecause = gaitChanges.pop(0)[1]
        here = (float(r["x"]), float(r["y"]))
        walked += math.dist(previous, here) if previous else 0.0
        previous = here
        where = " near end" if math.dist(here, end) < NEAR_END else ""
        seconds[kind(r, walked, slowedBecause) + where] += dt
    straight = math.dist((float(mine[0]["x"]), float(mine[0]["y"])), end)
    return agent, until, duration, straight, walked, seconds, orders


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    footfall, folder = sys.argv[1], sys.argv[2]
    totals = collections.Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for name in sorted(n for n in os.listdir(folder) if n.endswith(".json")):
            agent, until, duration, straight, walked, seconds, orders = breakdown(
                footfall, os.path.join(folder, name), scratch)
            split = " ".join(f"{k}={v:.1f}" for k, v in sorted(seconds.items()))
            print(f"{name:28s} {agent:11s} {until:5.1f}/{duration:3.0f} s  straight {straight:4.1f} m"
                  f"  walked {walked:5.1f} m  {split}  {dict(orders)}")
            totals.update(seconds)
            totals["walked m"] += walked
            totals["straight m"] += straight
    print("totals:", " ".join(f"{k}={v:.0f}" for k, v in sorted(totals.items())))


if __name__ == "__main__":
    main()
