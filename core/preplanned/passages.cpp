#include "core/preplanned/passages.h"

#include "core/path/navmesh_checks.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kWidthReach = 4.0;      // m a width ray looks either side
constexpr double kOnMeshTolerance = 0.1; // m: a path this near the mesh counts as on it
// m beyond what a width needs that the look round an open one reaches: further skips more of an
// open plaza, but near walls reads edges that skip nothing (3 m cost a pillar room 1 %).
constexpr double kOpenLook = 2.0;
// Degrees off square that the width is measured at too, where a path may cross a gap at a
// slant; and how much wider than the passing width a square width may be for a slant to matter
// (1 / cos 45 degrees).
constexpr double kSlantTurns[] = {15.0, -15.0, 30.0, -30.0, 45.0, -45.0};
constexpr double kSlantWidest = 1.4143;

// Free distance along unit `dir` from p, whose ray to the mesh's edge is `edge`: to that
// edge, or to a disc of `fixed` grown by the erosion, whichever is nearer.
double freeSide(const nav::BoundaryCast& edge, Vec2 p, Vec2 dir,
                const std::vector<StandingDisc>& fixed, double erosion) {
    double free = edge.distance;
    for (const StandingDisc& d : fixed) {
        const double r = d.clearance + erosion;
        const Vec2 m = d.centre - p;
        const double along = glm::dot(m, dir);
        const double across2 = lengthSq(m) - along * along;
        if (along <= 0 || across2 >= r * r) continue;
        free = std::min(free, std::max(0.0, along - std::sqrt(r * r - across2)));
    }
    return free;
}

// How far p is from the nearest disc of `fixed` grown by the erosion (1e30: none).
double fixedDistance(const std::vector<StandingDisc>& fixed, Vec2 p, double erosion) {
    double nearest = 1e30;
    for (const StandingDisc& d : fixed)
        nearest = std::min(nearest, glm::length(d.centre - p) - d.clearance - erosion);
    return nearest;
}

// Does some disc of `fixed`, grown by the erosion, come nearer to p than `distance`?
bool nearAny(const std::vector<StandingDisc>& fixed, Vec2 p, double distance, double erosion) {
    for (const StandingDisc& d : fixed) {
        const double r = d.clearance + erosion + distance;
        if (lengthSq(d.centre - p) < r * r) return true;
    }
    return false;
}

} // namespace

namespace {

struct Width {
    bool narrow = false;
    double width = 0;
    PathSample at;
    // Arc length beyond `at` over which every width is wide too (0: not known).
    double openFor = 0;
};

// The walkable width square to the path at arc length s.
Width widthAt(const NarrowStretchScan::Input& in, double s) {
    Width w;
    w.at = in.path->sampleAt(s);
    const Vec2 across = perpLeft(w.at.tangent);
    Vec2 p = w.at.position;
    // Nothing nearer than half the width sought (nor than the grazing tolerance below): each
    // side is free at least that far, so not narrow, and the two casts are spared. On an open
    // floor that is nearly every sample.
    const double clear = std::max(0.5 * in.narrowBelow() - in.erosion, kOnMeshTolerance) + 1e-3;
    if (!in.navmesh->boundaryWithin(p, clear) && !nearAny(*in.fixed, p, clear, in.erosion)) {
        if (in.everyWidth) return w;
        // A point that moves less than the nearest wall or disc's distance beyond `clear` stays
        // that clear, and along a path it moves about as far as the arc length: half of it is
        // taken, which the path's arc length (estimated per curve, core/path/path.h) keeps to
        // by far on any curve a planner or a detour makes.
        const double nearest = std::min(in.navmesh->boundaryDistance(p, clear + kOpenLook),
                                        fixedDistance(*in.fixed, p, in.erosion));
        w.openFor = 0.5 * (nearest - clear);
        return w;
    }
    nav::BoundaryCast left = in.navmesh->castToBoundary(p, across, kWidthReach);
    nav::BoundaryCast right = in.navmesh->castToBoundary(p, -across, kWidthReach);
    // A path may graze the mesh's edge from just outside; measured from the edge, as from a
    // point snapped onto the mesh.
    const auto entersNear = [](const nav::BoundaryCast& c) {
        return c.hit && !c.leaving && c.distance < kOnMeshTolerance;
    };
    if (entersNear(left) || entersNear(right)) {
        const Vec2 inward = entersNear(left) ? across : -across;
        p += ((entersNear(left) ? left : right).distance + 1e-6) * inward;
        left = in.navmesh->castToBoundary(p, across, kWidthReach);
        right = in.navmesh->castToBoundary(p, -across, kWidthReach);
    }
    const bool onMesh = (!left.hit || left.leaving) && (!right.hit || right.leaving);
    const std::vector<StandingDisc>& fixed = *in.fixed;
    w.width = freeSide(left, p, across, fixed, in.erosion) +
              freeSide(right, p, -across, fixed, in.erosion) + 2.0 * in.erosion;
    // Square to a path that crosses a door at a slant, the width is the slant's, wider than
    // the door by 1 / cos of the angle (27 degrees made a 1.55 m door 1.74 m, no passage, and
    // someone walked on into the door as one came through it the other way). The narrowest of
    // a few pairs turned off square finds the gap's own width, for crossings up to 45 degrees.
    if (onMesh && w.width >= in.narrowBelow() && w.width < in.narrowBelow() * kSlantWidest) {
        for (double turn : kSlantTurns) {
            const Vec2 dir = rotatedBy(across, turn);
            const nav::BoundaryCast l = in.navmesh->castToBoundary(p, dir, kWidthReach);
            const nav::BoundaryCast r = in.navmesh->castToBoundary(p, -dir, kWidthReach);
            if ((l.hit && !l.leaving) || (r.hit && !r.leaving)) continue;
            w.width =
                std::min(w.width, freeSide(l, p, dir, fixed, in.erosion) +
                                      freeSide(r, p, -dir, fixed, in.erosion) + 2.0 * in.erosion);
        }
    }
    w.narrow = onMesh && w.width < in.narrowBelow();
    return w;
}

// The last width measured on a path, counted in steps.
long lastStep(const Path& path) {
    return long(std::floor((path.length() + 1e-9) / kWidthStep));
}

} // namespace

NarrowStretchScan NarrowStretchScan::startingAt(const Input& in, double from) {
    NarrowStretchScan scan;
    const long every = std::max(1L, in.stepEvery);
    long k = std::clamp(long(std::floor(from / kWidthStep)), 0L, lastStep(*in.path) + 1);
    k -= k % every;
    // Back to where a stretch running through `from` begins, so that it is found whole.
    while (k > 0 && k <= lastStep(*in.path) && widthAt(in, double(k) * kWidthStep).narrow)
        k -= every;
    scan.next = k;
    return scan;
}

void NarrowStretchScan::extend(const Input& in, double until, std::vector<NarrowStretch>& out) {
    const long last = lastStep(*in.path);
    const long every = std::max(1L, in.stepEvery);
    const double step = double(every) * kWidthStep;
    // A stretch narrower than the passing width counts; one narrower only than `longWidth`, if
    // it is long.
    const auto close = [&] {
        const double length = open.to - open.from;
        if ((open.width < in.minWidth || length >= in.longLength) && length >= in.leastLength)
            out.push_back(std::move(open));
        inside = false;
        gapFrom = -1;
    };
    while (!ended) {
        if (next > last) {
            if (inside) close();
            inside = false;
            ended = true;
            break;
        }
        const double s = double(next) * kWidthStep;
        if (s > until && !inside) break;
        next += every;
        const Width w = s <= openTo ? Width{} : widthAt(in, s);
        if (w.openFor > 0) openTo = s + w.openFor;
        if (w.narrow && !inside) {
            open = NarrowStretch{};
            open.from = std::max(0.0, s - 0.5 * step);
            open.width = 1e30;
            inside = true;
        }
        if (w.narrow) {
            if (gapFrom >= 0) open.joined = true;
            gapFrom = -1;
            open.to = s + 0.5 * step;
            open.line.push_back(w.at.position);
            if (w.width < open.width) {
                open.width = w.width;
                open.throat = w.at.position;
                open.axis = w.at.tangent;
            }
        }
        // A corner or a junction of two narrow corridors is open square to the path for a step
        // or two: too short for anyone to wait in beside the way, so the corridor goes on.
        if (!w.narrow && inside) {
            if (gapFrom < 0) gapFrom = s;
            if (s - gapFrom >= in.joinGap) close();
        }
    }
}

double NarrowStretchScan::scannedTo() const {
    return ended ? 1e30 : double(next) * kWidthStep;
}

std::vector<NarrowStretch> findNarrowStretches(const nav::Navmesh& navmesh, double erosion,
                                               const Path& path, double from, double to,
                                               double minWidth,
                                               const std::vector<StandingDisc>& fixed) {
    const NarrowStretchScan::Input in{&navmesh, erosion, &path, minWidth, &fixed};
    std::vector<NarrowStretch> out;
    NarrowStretchScan scan = NarrowStretchScan::startingAt(in, from);
    scan.extend(in, to, out);
    return out;
}

bool endsInNarrowStretch(const NarrowStretchScan::Input& in, double within) {
    const double length = in.path->length();
    NarrowStretchScan scan = NarrowStretchScan::startingAt(in, std::max(0.0, length - within));
    std::vector<NarrowStretch> found;
    scan.extend(in, length, found);
    return !found.empty();
}

} // namespace footfall
