#include "core/preplanned/passages.h"

#include "core/path/navmesh_checks.h"
#include "core/sim/world.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kSampleStep = 0.1;      // m between the widths measured along a path
constexpr double kWidthReach = 4.0;      // m a width ray looks either side
constexpr double kOnMeshTolerance = 0.1; // m: a path this near the mesh counts as on it
constexpr double kSamePlace = 0.6;       // m: stretches this near are one passage
constexpr double kSameAxis = 0.5;        // |cos|: and run roughly the same way (either sense)
constexpr double kSameLine = 0.5;        // joined stretches: this share of each near the other
constexpr double kSoonToStart = 2.0;     // s: an agent starting this soon already queues
constexpr double kScanAhead = 5.0;       // m: a path's widths are measured this far beyond need
// m beyond what a width needs that the look round an open one reaches: further skips more of an
// open plaza, but near walls reads edges that skip nothing (3 m cost a pillar room 1 %).
constexpr double kOpenLook = 2.0;
// A platoon through a passage (grant): a ticket this soon after the last going the same way
// follows it, if no later than kPlatoonHold after the first held the other way.
constexpr double kFollowGap = 2.0;   // s
constexpr double kPlatoonHold = 4.0; // s
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

// The share of a's points within kSamePlace of some point of b.
double shareOf(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.empty()) return 0;
    int near = 0;
    for (Vec2 p : a) {
        for (Vec2 q : b) {
            if (lengthSq(p - q) < kSamePlace * kSamePlace) {
                ++near;
                break;
            }
        }
    }
    return double(near) / double(a.size());
}

double lineDistance(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    double best = 1e30;
    for (Vec2 p : a) {
        for (Vec2 q : b)
            best = std::min(best, lengthSq(p - q));
    }
    return std::sqrt(best);
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
    return long(std::floor((path.length() + 1e-9) / kSampleStep));
}

} // namespace

NarrowStretchScan NarrowStretchScan::startingAt(const Input& in, double from) {
    NarrowStretchScan scan;
    long k = std::clamp(long(std::floor(from / kSampleStep)), 0L, lastStep(*in.path) + 1);
    // Back to where a stretch running through `from` begins, so that it is found whole.
    while (k > 0 && k <= lastStep(*in.path) && widthAt(in, double(k) * kSampleStep).narrow)
        --k;
    scan.next = k;
    return scan;
}

void NarrowStretchScan::extend(const Input& in, double until, std::vector<NarrowStretch>& out) {
    const long last = lastStep(*in.path);
    // A stretch narrower than the passing width counts; one narrower only than `longWidth`, if
    // it is long.
    const auto close = [&] {
        if (open.width < in.minWidth || open.to - open.from >= in.longLength)
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
        const double s = double(next) * kSampleStep;
        if (s > until && !inside) break;
        ++next;
        const Width w = s <= openTo ? Width{} : widthAt(in, s);
        if (w.openFor > 0) openTo = s + w.openFor;
        if (w.narrow && !inside) {
            open = NarrowStretch{};
            open.from = std::max(0.0, s - 0.5 * kSampleStep);
            open.width = 1e30;
            inside = true;
        }
        if (w.narrow) {
            if (gapFrom >= 0) open.joined = true;
            gapFrom = -1;
            open.to = s + 0.5 * kSampleStep;
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
    return ended ? 1e30 : double(next) * kSampleStep;
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

void PassageTraffic::beginFrame(const World& world, double personalSpace) {
    personalSpace_ = personalSpace;
    const size_t n = world.agents().size();
    if (found_.size() != n) {
        found_.assign(n, {});
        uses_.assign(n, {});
        exits_.assign(n, {});
        largestRadius_ = 0;
        fixed_.clear();
        for (const AgentState& a : world.agents()) {
            largestRadius_ = std::max(largestRadius_, a.radius);
            if (a.stationary) fixed_.push_back({a.position, a.radius});
        }
    }
}

int PassageTraffic::matchPassage(const NarrowStretch& stretch) {
    for (size_t i = 0; i < passages_.size(); ++i) {
        const Passage& p = passages_[i];
        if (p.joined || stretch.joined) {
            // Round a corner the throat may lie in either arm: the same corridor is the same
            // line, most of it.
            if (shareOf(stretch.line, p.line) >= kSameLine &&
                shareOf(p.line, stretch.line) >= kSameLine)
                return int(i);
            continue;
        }
        if (std::abs(glm::dot(p.axis, stretch.axis)) < kSameAxis) continue;
        if (lineDistance(p.line, stretch.line) < kSamePlace) return int(i);
    }
    passages_.push_back(
        {stretch.throat, stretch.axis, stretch.width, stretch.line, stretch.joined});
    return int(passages_.size()) - 1;
}

int PassageTraffic::directionThrough(const NarrowStretch& s, const Passage& p) {
    if (!p.joined) return glm::dot(s.axis, p.axis) >= 0 ? 1 : -1;
    // Along the passage's line the way it was first found, or against it: by the end it
    // comes in at.
    return lengthSq(s.line.front() - p.line.front()) <= lengthSq(s.line.front() - p.line.back())
               ? 1
               : -1;
}

void PassageTraffic::noteUse(const World& world, int agent, double reach) {
    const AgentState& a = world.agents()[agent];
    Use& use = uses_[agent];
    const int before = use.passage;
    Exit& exit = exits_[agent];
    if (exit.passage >= 0 && lengthSq(a.position - exit.end) > kPassageWayOut * kPassageWayOut)
        exit = {};
    // Through it (past the throat the way it went, not turned off before the mouth): on its
    // way out now.
    auto through = [&] {
        if (before < 0 || !use.entered) return;
        const Passage& p = passages_[size_t(before)];
        if (glm::dot(a.position - p.throat, p.axis) * use.direction <= 0) return;
        exit = {before, use.direction, a.path.sampleAt(std::min(use.to, a.path.length())).position};
    };
    auto leave = [&] {
        through();
        if (before >= 0) tickets_.erase({before, agent});
        use = Use{};
    };
    const bool moving = !a.stationary && a.motion.state != MotionState::Arrived &&
                        a.context.startTime <= world.time() + kSoonToStart;
    if (!moving) {
        leave();
        exit = {}; // arrived: on its way nowhere
        return;
    }
    Stretches& found = found_[agent];
    const double at = a.motion.distance;
    NarrowStretchScan::Input in{&*world.prepared().navmesh, world.prepared().navmeshStats.erosion,
                                &a.path, 0, &fixed_};
    // Everyone judges a stretch as the two largest would meet in it: judged by its own radius
    // and the largest, a smaller one saw no passage where the largest did, walked in past it
    // waiting at the mouth or met it inside, and neither could pass (an L of radii 0.49 and
    // 0.38 with 11 cm to spare for the pair: tests/core/corridors_that_meet_tests.cpp).
    scanForPassages(in, largestRadius_, largestRadius_, personalSpace_);
    if (found.pathRevision != a.pathRevision) {
        found.pathRevision = a.pathRevision;
        found.stretches.clear();
        found.passages.clear();
        found.scan = NarrowStretchScan::startingAt(in, std::max(0.0, at - a.radius));
    }
    auto scanTo = [&](double until) {
        const size_t known = found.stretches.size();
        found.scan.extend(in, until, found.stretches);
        for (size_t k = known; k < found.stretches.size(); ++k)
            found.passages.push_back(matchPassage(found.stretches[k]));
    };
    auto upcoming = [&] {
        for (size_t k = 0; k < found.stretches.size(); ++k) {
            if (found.stretches[k].to + a.radius > at) return int(k);
        }
        return -1;
    };
    // Far enough to see any passage whose mouth is within reach (a stretch begins half a step
    // before its first narrow width).
    if (found.scan.scannedTo() < at + reach + kSampleStep) scanTo(at + reach + kScanAhead);
    int next = upcoming();
    // One already queuing at a passage looks on to the next passage wherever a new path (a
    // bend to its waiting spot) puts it.
    while (next < 0 && before >= 0 && !found.scan.ended) {
        scanTo(found.scan.scannedTo() + kScanAhead);
        next = upcoming();
    }
    // Once in the queue of a passage, an agent stays in it until it is through, even when a
    // bend (to its waiting spot, say) puts the mouth further off than the reach again.
    if (next < 0 || (found.passages[next] != before && found.stretches[next].from - at > reach)) {
        leave();
        return;
    }
    const NarrowStretch& s = found.stretches[next];
    const int passage = found.passages[next];
    if (passage != before) {
        through();
        if (exit.passage == passage) exit = {}; // back into it: no longer on its way out
        if (before >= 0) tickets_.erase({before, agent});
        use.granted = false; // a grant is for one passage
        use.following = false;
    }
    use.passage = passage;
    use.from = s.from;
    use.to = s.to;
    use.width = s.width;
    use.direction = directionThrough(s, passages_[passage]);
    // Inside, or too near to stop short of the mouth: it goes through whatever its ticket.
    const double halt = isAtRest(a.motion) ? at : at + stoppingDistance(a.motion, a.context);
    const bool enteredNow = at + a.radius > s.from || halt > s.from;
    const auto key = std::make_pair(passage, agent);
    auto it = tickets_.find(key);
    if (it == tickets_.end()) {
        const double speed = world.gaits()[a.plannedGait].speed;
        const double wait = std::max(0.0, a.context.startTime - world.time());
        const double ticket = world.time() + wait + std::max(0.0, s.from - at) / speed;
        it = tickets_.emplace(key, ticket).first;
    }
    use.ticket = it->second;
    use.entered = use.entered && passage == before ? true : enteredNow;
}

void PassageTraffic::grant() {
    std::vector<int> users;
    for (int p = 0; p < int(passages_.size()); ++p) {
        users.clear();
        for (size_t i = 0; i < uses_.size(); ++i) {
            if (uses_[i].passage == p) users.push_back(int(i));
        }
        if (users.empty()) continue;
        std::stable_sort(users.begin(), users.end(), [&](int x, int y) {
            const Use& ux = uses_[x];
            const Use& uy = uses_[y];
            if (ux.entered != uy.entered) return ux.entered;
            if (ux.ticket != uy.ticket) return ux.ticket < uy.ticket;
            return x < y;
        });
        // A grant is held until its holder is through: the way of those inside, else of those
        // granted before, else of the first ticket. It goes up to the first the other way; and
        // then those close behind the last of them the same way, while the first the other
        // way is not kept much longer: a door taken in turns one by one is crossed far slower
        // than by groups, each of which waits one crossing instead of one per person ahead.
        int way = uses_[users.front()].direction;
        double flowTicket = -1e30;
        if (!uses_[users.front()].entered) {
            for (int i : users) {
                if (uses_[i].granted) {
                    way = uses_[i].direction;
                    break;
                }
            }
        }
        for (int i : users) {
            const Use& u = uses_[i];
            if (u.direction == way && (u.entered || u.granted))
                flowTicket = std::max(flowTicket, u.ticket);
        }
        bool blocked = false, platoonOver = false;
        double blockedTicket = 0;
        for (int i : users) {
            Use& u = uses_[i];
            u.waitsFor = -1;
            u.inGap = false;
            if (u.entered || (u.direction == way && (u.granted || !blocked))) {
                u.granted = true;
                if (u.direction == way) flowTicket = std::max(flowTicket, u.ticket);
                continue;
            }
            if (u.direction == way && !platoonOver) {
                platoonOver =
                    u.ticket > flowTicket + kFollowGap || u.ticket > blockedTicket + kPlatoonHold;
                if (!platoonOver) {
                    u.granted = true;
                    u.following = true;
                    flowTicket = u.ticket;
                    continue;
                }
            }
            if (!blocked) blockedTicket = u.ticket;
            blocked = true;
            u.granted = false;
            u.following = false;
        }
        // Whom each held one waits for: the first ahead of it the other way, else the first
        // going the other way (one following another through).
        for (size_t k = 0; k < users.size(); ++k) {
            Use& u = uses_[users[k]];
            if (u.granted) continue;
            for (size_t j = 0; j < users.size() && u.waitsFor < 0; ++j) {
                const Use& o = uses_[users[j]];
                if (o.direction != u.direction && (j < k || o.granted)) u.waitsFor = users[j];
            }
            if (u.waitsFor >= 0) u.inGap = uses_[u.waitsFor].entered;
        }
    }
}

} // namespace footfall
