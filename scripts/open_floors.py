"""The open floors of `scripts/corridor_meetings.py`: rooms with no corridor to meet in, where a
crowd crosses among things and people who stand (`clutter`), moves from room to room through doors
(`floorplan`) or walks along a strip past people waiting (`platform`). Each generator takes the seed,
the case's index and the crowd's range, and returns the scenario and a line that sums it up."""
import random


def scenario_file(name, floor, agents):
    return {"format": "footfall.scenario", "version": 1, "name": name, "duration": 150,
            "floor": floor, "agents": agents}


def clutter_scenario(seed, index, per_room=(8, 30)):
    """A square room 12 to 22 m across, cluttered with 3 to 10 boxes and posts (each at least 1.2 m
    from any other and from the walls, so the floor stays in one piece), 0 to 3 people standing
    among them, and a crowd (8 to 30 by default) crossing it between random spots, walking, slowly
    or jogging: a layout like no other here, and not like the sweep's pillar rooms."""
    r = random.Random(seed * 100000 + index)
    largest = r.uniform(0.25, 0.4)
    half = r.uniform(6, 11)
    things = []  # (centre, bounding radius, shape)
    for _ in range(r.randint(3, 10)):
        for _ in range(200):
            if r.random() < 0.5:
                w, h = r.uniform(0.4, 2.5), r.uniform(0.4, 2.5)
                bound = 0.5 * (w * w + h * h) ** 0.5
            else:
                w = h = 2 * r.uniform(0.2, 0.8)
                bound = w / 2
            c = [r.uniform(-half + bound + 1.2, half - bound - 1.2),
                 r.uniform(-half + bound + 1.2, half - bound - 1.2)]
            if all(((c[0] - q[0]) ** 2 + (c[1] - q[1]) ** 2) ** 0.5 > bound + qb + 1.2
                   for q, qb, _ in things):
                shape = ({"rect": [c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2]}
                         if w != h or bound > w / 2 + 1e-9 else {"circle": [c[0], c[1], w / 2]})
                things.append((c, bound, shape))
                break
    placed = []

    def free_spot(radius):
        for _ in range(500):
            p = [r.uniform(-half + radius + 0.1, half - radius - 0.1),
                 r.uniform(-half + radius + 0.1, half - radius - 0.1)]
            if all(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 > radius + qb + 0.15
                   for q, qb, _ in things) and \
               all(((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5 > radius + qr + 0.1
                   for q, qr in placed):
                return p
        return None

    agents = []
    for k in range(r.randint(0, 3)):
        radius = r.uniform(0.25, largest)
        p = free_spot(radius)
        if p:
            placed.append((p, radius))
            agents.append({"name": f"standing/{k}", "radius": radius, "position": p,
                           "stationary": True})
    goals = []
    for k in range(r.randint(*per_room)):
        radius = largest if k == 0 else r.uniform(0.25, largest)
        p = free_spot(radius)
        if not p:
            continue
        placed.append((p, radius))
        for _ in range(100):
            g = free_spot(radius)
            if g and ((g[0] - p[0]) ** 2 + (g[1] - p[1]) ** 2) ** 0.5 > half and \
               all(((g[0] - q[0]) ** 2 + (g[1] - q[1]) ** 2) ** 0.5 > radius + qr + 0.1
                   for q, qr in goals):
                break
        else:
            g = None
        if not g:
            placed.pop()
            continue
        goals.append((g, radius))
        agents.append({"name": f"walker/{k}", "radius": radius, "position": p, "goal": g,
                       "gait": r.choice(["walk", "walk", "walk", "slow", "jog"]),
                       "start_time": round(r.uniform(0, 6), 2)})
    s = scenario_file(f"A cluttered room {seed}/{index}", [{"rect": [-half, -half, half, half]}],
                      agents)
    s["obstacles"] = [shape for _, _, shape in things]
    walkers = sum(1 for a in agents if not a.get("stationary"))
    summary = (f"clutter, {2 * half:.1f} m, {len(things)} things, largest radius {largest:.2f} m, "
               f"{walkers} walking, {len(agents) - walkers} standing")
    return s, summary


def floorplan_scenario(seed, index, per_room=(1, 4)):
    """Rooms in a grid, 2 or 3 across and 1 or 2 deep, 4 to 8 m each, walls 0.15 to 0.4 m thick,
    doors from a body and a bit to 1.8 m wide: one door per pair of neighbouring rooms on a tree
    that reaches every room, and two in five of the other pairs joined too. 0 to 2 people standing
    (1.5 m clear of every door), and in each room 1 to 4 (by default) walking, slowly or jogging
    to a spot in another room, starting within 4 s."""
    r = random.Random(seed * 100000 + index + 7777)
    largest = r.uniform(0.25, 0.45)
    cols, rows = r.randint(2, 3), r.randint(1, 2)
    if cols * rows < 3:
        cols = 3
    wall = r.uniform(0.15, 0.4)
    xs, ys = [0.0], [0.0]
    for _ in range(cols):
        xs.append(xs[-1] + r.uniform(4, 8))
    for _ in range(rows):
        ys.append(ys[-1] + r.uniform(4, 8))
    floor, rooms = [], {}
    for i in range(cols):
        for j in range(rows):
            rooms[(i, j)] = (xs[i] + wall / 2, ys[j] + wall / 2, xs[i + 1] - wall / 2,
                             ys[j + 1] - wall / 2)
            floor.append({"rect": list(rooms[(i, j)])})
    pairs = [((i, j), (i + 1, j)) for i in range(cols - 1) for j in range(rows)] + \
            [((i, j), (i, j + 1)) for i in range(cols) for j in range(rows - 1)]
    r.shuffle(pairs)
    joined = {k: k for k in rooms}

    def root(k):
        while joined[k] != k:
            k = joined[k]
        return k

    doors = []
    for a, b in pairs:
        if root(a) != root(b) or r.random() < 0.4:
            joined[root(a)] = root(b)
            d = r.uniform(2 * largest + 0.25, max(1.8, 2 * largest + 0.5))
            if a[1] == b[1]:  # a door in the wall at x = xs[a[0] + 1]
                x, lo, hi = xs[a[0] + 1], ys[a[1]] + wall / 2 + 0.3, ys[a[1] + 1] - wall / 2 - 0.3
                y = r.uniform(lo, max(lo, hi - d))
                floor.append({"rect": [x - wall / 2 - 0.01, y, x + wall / 2 + 0.01, y + d]})
                doors.append((x, y + d / 2))
            else:
                y, lo, hi = ys[a[1] + 1], xs[a[0]] + wall / 2 + 0.3, xs[a[0] + 1] - wall / 2 - 0.3
                x = r.uniform(lo, max(lo, hi - d))
                floor.append({"rect": [x, y - wall / 2 - 0.01, x + d, y + wall / 2 + 0.01]})
                doors.append((x + d / 2, y))

    def spot(room, radius, others, off_doors):
        x0, y0, x1, y1 = rooms[room]
        for _ in range(300):
            p = [r.uniform(x0 + radius + 0.1, x1 - radius - 0.1),
                 r.uniform(y0 + radius + 0.1, y1 - radius - 0.1)]
            if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 > (radius + qr + 0.1) ** 2
                   for q, qr in others) and \
               all((p[0] - dx) ** 2 + (p[1] - dy) ** 2 > (radius + off_doors) ** 2
                   for dx, dy in doors):
                return p
        return None

    placed, goals, agents = [], [], []
    names = list(rooms)
    for k in range(r.randint(0, 2)):
        radius = r.uniform(0.25, largest)
        p = spot(r.choice(names), radius, placed, 1.5)
        if p:
            placed.append((p, radius))
            agents.append({"name": f"standing/{k}", "radius": radius, "position": p,
                           "stationary": True})
    walkers = 0
    for room in names:
        for k in range(r.randint(*per_room)):
            radius = largest if walkers == 0 else r.uniform(0.25, largest)
            p = spot(room, radius, placed, 0.5)
            g = p and spot(r.choice([o for o in names if o != room]), radius, placed + goals, 0.5)
            if not g:
                continue
            placed.append((p, radius))
            goals.append((g, radius))
            agents.append({"name": f"r{room[0]}{room[1]}/{k}", "radius": radius, "position": p,
                           "goal": g, "gait": r.choice(["walk", "walk", "walk", "slow", "jog"]),
                           "start_time": round(r.uniform(0, 4), 2)})
            walkers += 1
    s = scenario_file(f"A floor plan {seed}/{index}", floor, agents)
    summary = (f"floor plan, {cols} x {rows} rooms, {len(doors)} doors, walls {wall:.2f} m, largest "
               f"radius {largest:.2f} m, {walkers} walking, {len(agents) - walkers} standing")
    return s, summary


def platform_scenario(seed, index, per_room=(10, 30)):
    """A railway platform: a strip 3 to 6 m wide and 20 to 40 m long, a wall down one side, a row
    of columns (0.4 to 0.8 m square, 5 to 9 m apart) 1 to 1.8 m from the other edge, 4 to 16 people
    standing about it (waiting for a train, most near the edge), and a crowd (10 to 30 by default)
    walking, slowly or jogging from one end to the other or to a spot along it. Standing people
    and columns leave gaps of every width, and the two streams meet in them."""
    r = random.Random(seed * 100000 + index + 4242)
    largest = r.uniform(0.25, 0.4)
    width = r.uniform(3.0, 6.0)
    length = r.uniform(20, 40)
    half = length / 2
    floor = [{"rect": [-half, 0.0, half, width]}]
    columns, x = [], -half + r.uniform(2, 5)
    edge = r.uniform(1.0, 1.8)
    while x < half - 2:
        s = r.uniform(0.2, 0.4)
        columns.append((x, edge, s))
        x += r.uniform(5, 9)
    placed = [((cx, cy), s * 1.42) for cx, cy, s in columns]

    def spot(radius, x0, x1, y0=None, y1=None):
        y0 = radius + 0.1 if y0 is None else y0
        y1 = width - radius - 0.1 if y1 is None else y1
        for _ in range(300):
            p = [r.uniform(x0, x1), r.uniform(y0, y1)]
            if all((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 > (radius + qr + 0.15) ** 2
                   for q, qr in placed):
                return p
        return None

    def open_end_to_end(discs):
        """Whether a body of the largest radius (and a little) still gets from one end to the
        other round the columns and everyone standing: on a grid of 5 cm, from the west end."""
        cell, clear = 0.05, largest + 0.05
        nx, ny = int(length / cell), int(width / cell)
        free = set()
        for i in range(nx):
            x = -half + (i + 0.5) * cell
            near = [(q, qr) for q, qr in discs if abs(q[0] - x) < qr + clear]
            for j in range(ny):
                y = (j + 0.5) * cell
                if clear <= y <= width - clear and all(
                        (x - q[0]) ** 2 + (y - q[1]) ** 2 > (qr + clear) ** 2 for q, qr in near):
                    free.add((i, j))
        todo = [c for c in free if c[0] == 0]
        seen = set(todo)
        while todo:
            i, j = todo.pop()
            if i == nx - 1:
                return True
            for c in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if c in free and c not in seen:
                    seen.add(c)
                    todo.append(c)
        return False

    agents = []
    for k in range(r.randint(4, 16)):
        radius = r.uniform(0.25, largest)
        near_edge = r.random() < 0.7
        p = spot(radius, -half + 1, half - 1, None if not near_edge else radius + 0.1,
                 None if not near_edge else min(width - radius - 0.1, edge + 0.8))
        # Someone standing may narrow the platform to a body's width, never close it.
        if p and open_end_to_end(placed + [(p, radius)]):
            placed.append((p, radius))
            agents.append({"name": f"standing/{k}", "radius": radius, "position": p,
                           "stationary": True})
    walkers, goals = 0, []
    for k in range(r.randint(*per_room)):
        radius = largest if walkers == 0 else r.uniform(0.25, largest)
        west = r.random() < 0.5
        x0, x1 = (-half + radius + 0.1, -half + 3) if west else (half - 3, half - radius - 0.1)
        p = spot(radius, x0, x1)
        if not p:
            continue
        placed.append((p, radius))
        along = r.random() < 0.3
        gx0, gx1 = ((-half + 4, half - 4) if along else
                    ((half - 3, half - radius - 0.1) if west else (-half + radius + 0.1, -half + 3)))
        g = None
        for _ in range(100):
            g = spot(radius, gx0, gx1)
            if g and all((g[0] - q[0]) ** 2 + (g[1] - q[1]) ** 2 > (radius + qr + 0.1) ** 2
                         for q, qr in goals):
                break
            g = None
        if not g:
            placed.pop()
            continue
        goals.append((g, radius))
        agents.append({"name": f"{'west' if west else 'east'}/{k}", "radius": radius,
                       "position": p, "goal": g,
                       "gait": r.choice(["walk", "walk", "walk", "slow", "jog"]),
                       "start_time": round(r.uniform(0, 8), 2)})
        walkers += 1
    sc = scenario_file(f"A platform {seed}/{index}", floor, agents)
    sc["obstacles"] = [{"rect": [cx - s, cy - s, cx + s, cy + s]} for cx, cy, s in columns]
    summary = (f"platform, {width:.2f} x {length:.1f} m, {len(columns)} columns, largest radius "
               f"{largest:.2f} m, {walkers} walking, {len(agents) - walkers} standing")
    return sc, summary
