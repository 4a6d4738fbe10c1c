#!/usr/bin/env python3
"""Where everyone's time goes, against walking through each other.

    tests/tools/time_breakdown.py FOOTFALL LAYOUT FIRST-LAST [MODEL]

Generates seeds FIRST to LAST of LAYOUT (`footfall generate`), runs each with MODEL (default
preplanned) and with `none` (everyone on their planned path at their planned gait, through each
other: the least time each walk can take), and splits every moving agent's time, from the start
of the run to its arrival (or the run's end), by what it was doing:

  before first step   at rest before it first moved (its start time included)
  at rest             stood still after that (waiting, stopped)
  starting/stopping   the start and stop curves of the animation
  slow / walk / jog   walking on at that gait

It prints seconds per agent for both models and the difference, then the mean time to arrive and
the distance walked against the planned path. The mean time to arrive is what issue #30's
ratios are taken on (docs/measuring.md): this says which of waiting, slowing, stopping and
walking further makes it. (tail_breakdown.py does the same for the last agent of chosen runs.)
A model that steers freely (detour-crowd, steering) has no gaits: its walking is all `walk`.
"""

import collections
import csv
import math
import os
import re
import subprocess
import sys
import tempfile

KINDS = ("before first step", "at rest", "starting/stopping", "slow", "walk", "jog", "run")


def run(footfall, scenario, model, scratch):
    """Rows by agent of a run's trajectory."""
    traj = os.path.join(scratch, f"{model}.csv")
    done = subprocess.run([footfall, "run", scenario, "--model", model, "--trajectory", traj],
                          capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"footfall run {scenario} --model {model} failed:\n{done.stderr}")
    rows = collections.defaultdict(list)
    with open(traj) as f:
        for r in csv.DictReader(f):
            rows[r["agent"]].append(r)
    return rows


def kind(row, moved):
    state = row["state"]
    if state == "waiting" and not moved:
        return "before first step"
    if state in ("waiting", "stopped") or float(row["speed"]) < 0.05:
        return "at rest"
    if state in ("starting", "stopping"):
        return "starting/stopping"
    return row["gait"] if row["gait"] in KINDS else f"walk ({row['gait']})"


def agentTimes(rows):
    """(seconds by kind, time to arrive, distance walked) of one agent, or None if stationary."""
    if rows[0]["state"] == "stationary":
        return None
    dt = float(rows[1]["time"]) - float(rows[0]["time"])
    seconds = collections.Counter()
    moved, walked, previous, arrived = False, 0.0, None, float(rows[-1]["time"])
    for r in rows:
        if r["state"] == "arrived":
            arrived = float(r["time"])
            break
        moved = moved or r["state"] != "waiting"
        seconds[kind(r, moved)] += dt
        here = (float(r["x"]), float(r["y"]))
        walked += math.dist(previous, here) if previous else 0.0
        previous = here
    return seconds, arrived, walked


def main():
    if len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return
    seeds = re.fullmatch(r"(\d+)-(\d+)", sys.argv[3]) if len(sys.argv) in (4, 5) else None
    if not seeds or int(seeds[1]) > int(seeds[2]):
        sys.exit(__doc__)
    footfall, layout = sys.argv[1], sys.argv[2]
    first, last = int(seeds[1]), int(seeds[2])
    model = sys.argv[4] if len(sys.argv) == 5 else "preplanned"
    if model == "none":
        sys.exit("MODEL none is what every model is compared with: choose another")
    totals = {model: collections.Counter(), "none": collections.Counter()}
    agents = 0
    with tempfile.TemporaryDirectory() as scratch:
        scenario = os.path.join(scratch, "scenario.json")
        for seed in range(first, last + 1):
            made = subprocess.run([footfall, "generate", layout, str(seed), "-o", scenario],
                                  capture_output=True, text=True)
            if made.returncode != 0:
                sys.exit(f"footfall generate {layout} {seed} failed:\n{made.stderr}")
            for m in (model, "none"):
                for rows in run(footfall, scenario, m, scratch).values():
                    times = agentTimes(rows)
                    if times is None:
                        continue
                    seconds, arrived, walked = times
                    totals[m].update(seconds)
                    totals[m]["arrive"] += arrived
                    totals[m]["walked"] += walked
                    agents += m == model
    if agents == 0:
        sys.exit("no moving agents")
    print(f"{layout} seeds {first}-{last}: {agents} moving agents; seconds per agent")
    print(f"  {'':20s} {model:>12s} {'none':>8s} {'difference':>11s}")
    others = sorted(k for k in totals[model].keys() | totals["none"].keys()
                    if k.startswith("walk ("))
    for k in KINDS + tuple(others) + ("arrive",):
        mine, free = totals[model][k] / agents, totals["none"][k] / agents
        if mine or free:
            label = "mean time to arrive" if k == "arrive" else k
            print(f"  {label:20s} {mine:12.2f} {free:8.2f} {mine - free:+11.2f}")
    ratio = totals[model]["walked"] / max(totals["none"]["walked"], 1e-9)
    print(f"  walked {ratio:.2f} times the planned path's length")


if __name__ == "__main__":
    main()
