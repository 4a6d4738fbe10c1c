#!/usr/bin/env python3
"""Two rooms joined by a corridor about as wide as two people passing, one to three people
walking each way through it: who is left short of their goal, or walks into someone?

    scripts/corridor_meetings.py COUNT SEED [--binary build/footfall] [--widest 0.3] [--keep DIR]

Each case is drawn from SEED: the largest radius 0.25 to 0.5 m (the others smaller), the corridor
3 to 15 m long and its width the floor's passing width (four radii and four personal spaces)
less 0.1 m to plus `--widest`, start times 0 to 3 s, one case in five on a navmesh cell size of
0.03, 0.05 or 0.1 m. A case fails when not everyone arrives in 150 s or a contact is deeper than
5 cm; failing cases are kept in `--keep` as scenario files. Not a test: a measure for the quality
log (docs/quality-log.md, "A corridor for two"), of layouts the sweep has none of.
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess


def scenario(seed, index, widest):
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.5)
    width = 4 * largest + 0.08 + r.uniform(-0.1, widest)
    length = r.uniform(3, 15)
    agents, placed = [], []
    for side, count, name in ((-1, r.randint(1, 3), "east"), (1, r.randint(1, 3), "west")):
        for k in range(count):
            radius = largest if k == 0 else r.uniform(0.25, largest)
            for _ in range(100):
                p = [side * (length / 2 + r.uniform(1.0, 5.0)), r.uniform(-3.3, 3.3)]
                if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 > (radius + qr + 0.1) ** 2
                       for q, qr in placed):
                    break
            placed.append((p, radius))
            goal = [-side * (length / 2 + r.uniform(1.5, 5.0)), r.uniform(-3, 3)]
            agents.append({"name": f"{name}/{k}", "radius": radius, "position": p, "goal": goal,
                           "start_time": round(r.uniform(0, 3), 2)})
    s = {"format": "footfall.scenario", "version": 1,
         "name": f"Corridor meeting {seed}/{index}", "duration": 150,
         "floor": [{"rect": [-length / 2 - 6, -4, -length / 2, 4]},
                   {"rect": [-length / 2, -width / 2, length / 2, width / 2]},
                   {"rect": [length / 2, -4, length / 2 + 6, 4]}],
         "agents": agents}
    cell = r.choice([None, None, 0.03, 0.05, 0.1])
    if cell:
        s["navmesh"] = {"cell_size": cell}
    summary = (f"largest radius {largest:.2f} m, width {width - 4 * largest - 0.08:+.3f} m "
               f"over the passing width, {length:.1f} m long, {len(agents)} people")
    return s, summary


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("count", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("--binary", default="build/footfall")
    ap.add_argument("--widest", type=float, default=0.3)
    ap.add_argument("--keep", default="/tmp/corridor_meetings")
    args = ap.parse_args()
    os.makedirs(args.keep, exist_ok=True)

    def run(index):
        s, summary = scenario(args.seed, index, args.widest)
        path = os.path.join(args.keep, f"meeting-{args.seed}-{index}.json")
        with open(path, "w") as f:
            json.dump(s, f)
        out = subprocess.run([args.binary, "run", path], capture_output=True, text=True).stdout
        arrived = next((l.split() for l in out.splitlines() if l.strip().startswith("arrived")),
                       None)
        deepest = next((float(l.split()[-2]) for l in out.splitlines()
                        if l.strip().startswith("collisions")), 9.0)
        ok = arrived is not None and arrived[1] == arrived[3] and deepest <= 0.05
        if ok:
            os.remove(path)
        return index, ok, summary, " ".join(arrived or ["no", "run"]), deepest

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for index, ok, summary, arrived, deepest in pool.map(run, range(args.count)):
            if not ok:
                failed += 1
                print(f"case {index}: {summary}: {arrived}, deepest {deepest:.3f} m", flush=True)
    print(f"{failed} of {args.count} cases failed")


if __name__ == "__main__":
    main()
