#!/usr/bin/env python3
"""Rooms joined by corridors about as wide as two people passing, people walking from room to
room through them: who is left short of their goal, or walks into someone?

    scripts/corridor_meetings.py COUNT SEED [--binary build/footfall] [--model NAME] [--widest 0.3]
                                 [--shape corridor|corner|junction|crossing|parallel|ring|
                                          counterflow|clutter|floorplan|platform]
                                 [--keep DIR]
                                 [--csv FILE] [--per-room LO-HI] [--size-step M]

Each case is drawn from SEED: the largest radius 0.25 to 0.5 m (the others smaller), corridors
whose width is the floor's passing width (four radii and four personal spaces) less 0.1 m to
plus `--widest`, start times 0 to 3 s. `corridor` (the default): two rooms and a corridor 3 to
15 m long between them, one to three people each way, one case in five on a navmesh cell size of
0.03, 0.05 or 0.1 m. `corner`, `junction` and `crossing`: arms 4 to 12 m long from a corner
(an L, two rooms), a junction (a T, three rooms) or a crossing (a +, four rooms), one or two
people in each room (`--per-room`, e.g. 5-8 for crowds), each bound for another room.
`parallel`: two rooms joined by two such corridors side by side, each its own width, 4 to 14 m
long, a wall 0.1 to 1 m thick between them. `ring`: a corridor round a square block 6 to 14 m
across, a room off the middle of each side (opposite rooms are as far either way round).
`counterflow`: a corridor 3 to 6 m wide and 10 to 30 m long, two crowds of 5 to 15 (by default)
walking, slowly or jogging from room to room. `clutter`: no corridor at all, a square room 12 to
22 m across with 3 to 10 boxes and posts at least 1.2 m apart, 0 to 3 people standing among
them and a crowd of 8 to 30 (by default) crossing it between random spots. `floorplan`: 3 to 6
rooms in a grid, 4 to 8 m each, joined by doors in their walls (a body and a bit to 1.8 m wide),
1 to 4 people (by default) in each walking, slowly or jogging to another room. `platform`: a
strip 3 to 6 m wide and 20 to 40 m long with a row of columns near one edge, 4 to 16 people
standing about it (never closing it) and a crowd (10 to 30 by default) walking from end to end
or to a spot along it. A case fails
when not everyone arrives in 150 s or a contact is deeper than 5 cm; failing cases are kept in
`--keep` as scenario files.
`--model` runs another model (`detour-crowd`, to compare); `--size-step` sets every case's
`navmesh.size_step` (walkers of their own size). `--csv` writes a row per case (who
arrived, the deepest contact, the mean time to arrive), to compare two builds case by case.
Not a test: a measure for the quality log (docs/quality-log.md,
"A corridor for two", "Corridors that meet", "Every way through a junction one passage",
"Two crowds through a corridor", "A way afresh round everyone who never moves", "A floor plan's
doors", "A platform, and one who has arrived asked by two"), of layouts the sweep has none of (the
sweep has since taken `clutter` and `floorplan`). The open floors (`clutter`, `floorplan`,
`platform`) are drawn by `scripts/open_floors.py`.
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess

from open_floors import clutter_scenario, floorplan_scenario, platform_scenario, scenario_file


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


def arms_scenario(seed, index, widest, shape, per_room=(1, 2)):
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.5)
    width = 4 * largest + 0.08 + r.uniform(-0.1, widest)
    arm = r.uniform(4, 12)
    h = width / 2
    # West and north arms from the corner at the origin; a junction has an east arm too.
    floor = [{"rect": [-arm - 6, -4, -arm, 4]}, {"rect": [-arm, -h, h, h]},
             {"rect": [-h, -h, h, arm]}, {"rect": [-4, arm, 4, arm + 6]}]
    rooms = {"west": (-arm - 3, 0), "north": (0, arm + 3)}
    if shape in ("junction", "crossing"):
        floor[1] = {"rect": [-arm, -h, arm, h]}
        floor.append({"rect": [arm, -4, arm + 6, 4]})
        rooms["east"] = (arm + 3, 0)
    if shape == "crossing":
        floor[2] = {"rect": [-h, -arm, h, arm]}
        floor.append({"rect": [-4, -arm - 6, 4, -arm]})
        rooms["south"] = (0, -arm - 3)
    agents = place_in_rooms(r, {"largest": largest, "at": rooms}, per_room)
    s = scenario_file(f"Corridors meeting at a {shape} {seed}/{index}", floor, agents)
    summary = (f"a {shape}, largest radius {largest:.2f} m, width {width - 4 * largest - 0.08:+.3f} m "
               f"over the passing width, arms {arm:.1f} m, {len(agents)} people")
    return s, summary


def place_in_rooms(r, rooms, per_room, goal_spread=2.0, start_within=3.0):
    """People in each room, each bound for another room; the first is the largest."""
    largest = rooms["largest"]
    agents, placed = [], []
    def apart(p, radius, gap):
        return all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 > (radius + qr + gap) ** 2
                   for q, qr in placed)

    for room, (cx, cy) in rooms["at"].items():
        for k in range(r.randint(*per_room)):
            radius = largest if not agents else r.uniform(0.25, largest)
            for _ in range(200):
                p = [cx + r.uniform(-2.5, 2.5), cy + r.uniform(-2.5, 2.5)]
                if apart(p, radius, 0.1):
                    break
            if not apart(p, radius, 0.0):
                # The middle of the room is full: anywhere in it (every room is at least 6 m
                # square about its centre), or nobody, rather than a body inside another, which
                # the loader refuses. Draws that found a place above stay as they were.
                reach = 3.0 - radius - 0.05
                for _ in range(400):
                    p = [cx + r.uniform(-reach, reach), cy + r.uniform(-reach, reach)]
                    if apart(p, radius, 0.05):
                        break
                if not apart(p, radius, 0.05):
                    continue
            placed.append((p, radius))
            gx, gy = rooms["at"][r.choice([other for other in rooms["at"] if other != room])]
            agents.append({"name": f"{room}/{k}", "radius": radius, "position": p,
                           "goal": [gx + r.uniform(-goal_spread, goal_spread),
                                    gy + r.uniform(-goal_spread, goal_spread)],
                           "start_time": round(r.uniform(0, start_within), 2)})
    return agents


def parallel_scenario(seed, index, widest, per_room=(1, 2)):
    """Two rooms joined by two corridors side by side, a wall 0.1 to 1 m thick between them."""
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.5)
    north = 4 * largest + 0.08 + r.uniform(-0.1, widest)
    south = 4 * largest + 0.08 + r.uniform(-0.1, widest)
    wall = r.uniform(0.1, 1.0)
    length = r.uniform(4, 14)
    half = length / 2
    floor = [{"rect": [-half - 6, -4, -half, 4]}, {"rect": [-half, wall / 2, half, wall / 2 + north]},
             {"rect": [-half, -wall / 2 - south, half, -wall / 2]},
             {"rect": [half, -4, half + 6, 4]}]
    rooms = {"largest": largest, "at": {"west": (-half - 3, 0), "east": (half + 3, 0)}}
    agents = place_in_rooms(r, rooms, per_room)
    s = scenario_file(f"Corridors side by side {seed}/{index}", floor, agents)
    summary = (f"side by side, largest radius {largest:.2f} m, widths "
               f"{north - 4 * largest - 0.08:+.3f} / {south - 4 * largest - 0.08:+.3f} m over the "
               f"passing width, a wall {wall:.2f} m, {length:.1f} m long, {len(agents)} people")
    return s, summary


def ring_scenario(seed, index, widest, per_room=(1, 2)):
    """A corridor round a square block 6 to 14 m across, a room off the middle of each side."""
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.5)
    width = 4 * largest + 0.08 + r.uniform(-0.1, widest)
    b = r.uniform(3, 7)
    o = b + width
    floor = [{"rect": [-o, b, o, o]}, {"rect": [-o, -o, o, -b]}, {"rect": [-o, -b, -b, b]},
             {"rect": [b, -b, o, b]}, {"rect": [-3, o, 3, o + 6]}, {"rect": [-3, -o - 6, 3, -o]},
             {"rect": [-o - 6, -3, -o, 3]}, {"rect": [o, -3, o + 6, 3]}]
    rooms = {"largest": largest, "at": {"north": (0, o + 3), "south": (0, -o - 3),
                                        "west": (-o - 3, 0), "east": (o + 3, 0)}}
    agents = place_in_rooms(r, rooms, per_room, goal_spread=1.5)
    s = scenario_file(f"A corridor round a block {seed}/{index}", floor, agents)
    summary = (f"a ring, largest radius {largest:.2f} m, width {width - 4 * largest - 0.08:+.3f} m "
               f"over the passing width, a block {2 * b:.1f} m, {len(agents)} people")
    return s, summary


def counterflow_scenario(seed, index, per_room=(5, 15)):
    """A wide corridor, 3 to 6 m across and 10 to 30 m long, a crowd from each end walking (one in
    five slowly, one in five jogging) to the other: two streams meeting head-on, room to pass."""
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.5)
    width = r.uniform(3.0, 6.0)
    length = r.uniform(10, 30)
    half = length / 2
    floor = [{"rect": [-half - 6, -4, -half, 4]}, {"rect": [-half, -width / 2, half, width / 2]},
             {"rect": [half, -4, half + 6, 4]}]
    rooms = {"largest": largest, "at": {"west": (-half - 3, 0), "east": (half + 3, 0)}}
    agents = place_in_rooms(r, rooms, per_room, start_within=6.0)
    for agent in agents:
        agent["gait"] = r.choice(["walk", "walk", "walk", "slow", "jog"])
    s = scenario_file(f"Two crowds through a corridor {seed}/{index}", floor, agents)
    summary = (f"counterflow, largest radius {largest:.2f} m, {width:.2f} m wide, {length:.1f} m "
               f"long, {len(agents)} people")
    return s, summary


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("count", type=int)
    ap.add_argument("seed", type=int)
    ap.add_argument("--binary", default="build/footfall")
    ap.add_argument("--model", default="preplanned", help="the model `footfall run` runs")
    ap.add_argument("--size-step", type=float, default=0.0,
                    help="navmesh.size_step of every case (0: one navmesh for the largest)")
    ap.add_argument("--widest", type=float, default=0.3)
    ap.add_argument("--shape", choices=["corridor", "corner", "junction", "crossing", "parallel", "ring",
                             "counterflow", "clutter", "floorplan", "platform"],
                    default="corridor")
    ap.add_argument("--keep", default="/tmp/corridor_meetings")
    ap.add_argument("--csv")
    ap.add_argument("--per-room", metavar="LO-HI",
                    help="people in each room (1-2 by default; counterflow 5-15; "
                         "clutter: the crowd, 8-30; platform: the crowd, 10-30)")
    args = ap.parse_args()
    try:
        if args.per_room is None:
            args.per_room = {"counterflow": "5-15", "clutter": "8-30",
                             "floorplan": "1-4", "platform": "10-30"}.get(args.shape, "1-2")
        per_room = tuple(int(n) for n in args.per_room.split("-"))
        if len(per_room) != 2 or not 1 <= per_room[0] <= per_room[1]:
            raise ValueError
    except ValueError:
        ap.error(f"--per-room: expected LO-HI with 1 <= LO <= HI, got '{args.per_room}'")
    os.makedirs(args.keep, exist_ok=True)

    def run(index):
        if args.shape == "corridor":
            s, summary = scenario(args.seed, index, args.widest)
        elif args.shape == "parallel":
            s, summary = parallel_scenario(args.seed, index, args.widest, per_room)
        elif args.shape == "counterflow":
            s, summary = counterflow_scenario(args.seed, index, per_room)
        elif args.shape == "clutter":
            s, summary = clutter_scenario(args.seed, index, per_room)
        elif args.shape == "floorplan":
            s, summary = floorplan_scenario(args.seed, index, per_room)
        elif args.shape == "platform":
            s, summary = platform_scenario(args.seed, index, per_room)
        elif args.shape == "ring":
            s, summary = ring_scenario(args.seed, index, args.widest, per_room)
        else:
            s, summary = arms_scenario(args.seed, index, args.widest, args.shape, per_room)
        if args.size_step > 0:
            s.setdefault("navmesh", {})["size_step"] = args.size_step
        path = os.path.join(args.keep, f"{args.shape}-{args.seed}-{index}.json")
        with open(path, "w") as f:
            json.dump(s, f)
        metrics = path + ".metrics.json"
        done = subprocess.run(
            [args.binary, "run", path, "--metrics", metrics, "--model", args.model],
            capture_output=True, text=True)
        if done.returncode != 0 and not os.path.exists(metrics):
            raise SystemExit(f"{path}: footfall run failed:\n{done.stderr}")
        try:
            with open(metrics) as f:
                m = json.load(f)
            os.remove(metrics)
        except (OSError, ValueError):
            m = {"arrived": 0, "moving": -1, "max_penetration": 9.0, "arrive_time_mean": 0.0}
        arrived, moving = m["arrived"], m["moving"]
        deepest = m["max_penetration"]
        ok = arrived == moving and deepest <= 0.05
        if ok:
            os.remove(path)
        return index, ok, summary, f"arrived {arrived} of {moving}", deepest, m["arrive_time_mean"]

    failed, rows = 0, []
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for index, ok, summary, arrived, deepest, mean in pool.map(run, range(args.count)):
            rows.append((index, int(ok), arrived.split()[1], arrived.split()[3], deepest, mean))
            if not ok:
                failed += 1
                print(f"case {index}: {summary}: {arrived}, deepest {deepest:.3f} m", flush=True)
    print(f"{failed} of {args.count} cases failed")
    if args.csv:
        with open(args.csv, "w") as f:
            f.write("case,ok,arrived,moving,deepest_m,arrive_time_mean_s\n")
            for row in rows:
                f.write(",".join(str(x) for x in row) + "\n")
    if rows:
        # The figures a change to the method is judged by on a batch, summed over every case.
        people = sum(int(r[3]) for r in rows if int(r[3]) >= 0)
        short = sum(int(r[3]) - int(r[2]) for r in rows if int(r[3]) >= 0)
        # A case where nobody arrived has no mean time to arrive: left out of the mean, and said.
        means = [r[5] for r in rows if r[5] is not None]
        mean = f"{sum(means) / len(means):.2f} s" if means else "none"
        nobody = len(rows) - len(means)
        print(f"people short {short} of {people}; deepest contact {max(r[4] for r in rows):.3f} m; "
              f"mean time to arrive {mean} (the cases' means"
              + (f"; {nobody} with nobody in, left out)" if nobody else ")"))


if __name__ == "__main__":
    main()
