// Which passage each walker's narrow stretch belongs to (docs/avoidance.md §5, passages.h): the
// narrow stretches found on everyone's path matched to one another as passages, the ways in and
// out of each, and each user's ticket. Whose turn it is, is passage_turns.cpp's.

#include "core/preplanned/passages.h"

#include "core/sim/world.h"

#include <algorithm>
#include <cmath>

namespace footfall {
namespace {

constexpr double kSameAxis = 0.5;    // |cos|: and run roughly the same way (either sense)
constexpr double kSameLine = 0.5;    // told by their lines: this share of each near the other
constexpr double kSoonToStart = 2.0; // s: an agent starting this soon already queues
constexpr double kScanAhead = 5.0;   // m: a path's widths are measured this far beyond need
// m: one backing out of a passage (backOut) has reached its spot this near it (a stop ends
// within a footstep of where it was ordered), and has set off from it once further.
constexpr double kBackOutSlack = 0.3;
// s: the longest walk back out: one never brought to its spot (a new path elsewhere) uses
// passages again after this.
constexpr double kBackOutLongest = 6.0;

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

// Does the line stray further than kSamePlace from the straight way between its ends (a corridor
// round a corner)? Its throat's axis then says little of the way through.
bool turns(const std::vector<Vec2>& line) {
    if (line.size() < 3) return false;
    const Vec2 a = line.front(), chord = line.back() - line.front();
    const double length = glm::length(chord);
    for (Vec2 p : line) {
        const double off =
            length > 1e-9 ? std::abs(cross(chord, p - a)) / length : glm::length(p - a);
        if (off > kSamePlace) return true;
    }
    return false;
}

// m along a line sampled at the narrow widths (kWidthStep apart).
double lineLength(const std::vector<Vec2>& line) {
    return double(line.size()) * kWidthStep;
}

struct NearestPoints {
    Vec2 a, b;
    double distance = 1e30;
};

// The nearest points of two lines, one on each.
NearestPoints nearestPoints(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    NearestPoints best;
    double bestSq = 1e60;
    for (Vec2 p : a) {
        for (Vec2 q : b) {
            const double sq = lengthSq(p - q);
            if (sq < bestSq) {
                bestSq = sq;
                best.a = p;
                best.b = q;
            }
        }
    }
    best.distance = std::sqrt(bestSq);
    return best;
}

double lineDistance(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    return nearestPoints(a, b).distance;
}

// A passage told by its lines names its ways by its mouths: the first line's start +1 and its end
// -1, as a straight passage's axis has them, further mouths 2, 3, ...
int wayOfMouth(size_t mouth) {
    return mouth == 0 ? 1 : mouth == 1 ? -1 : int(mouth);
}
size_t mouthOfWay(int way) {
    return way == 1 ? 0 : way == -1 ? 1 : size_t(way);
}

} // namespace

void PassageTraffic::beginFrame(const World& world, double personalSpace) {
    personalSpace_ = personalSpace;
    // Whether the floor between two lanes is open is read on the least eroded navmesh there is:
    // a smaller walker's lane (navmesh.size_step) may lie nearer a wall than the navmesh for the
    // largest reaches, and a ray to it would say the floor between is shut.
    const PreparedScenario& p = world.prepared();
    navmesh_ = !p.smallerSizes.empty() ? &*p.smallerSizes.front().navmesh
               : p.navmesh             ? &*p.navmesh
                                       : nullptr;
    const size_t n = world.agents().size();
    if (found_.size() != n) {
        found_.assign(n, {});
        uses_.assign(n, {});
        stretchOf_.assign(n, -1);
        exits_.assign(n, {});
        backingOut_.assign(n, {});
        largestRadius_ = 0;
        fixed_.clear();
        for (const AgentState& a : world.agents()) {
            largestRadius_ = std::max(largestRadius_, a.radius);
            if (a.stationary) fixed_.push_back({a.position, a.radius});
        }
    }
}

int PassageTraffic::matchPassage(const NarrowStretch& stretch) {
    const bool byLine = stretch.joined || turns(stretch.line);
    // A stretch told by its line is part of another such passage where they share a piece longer
    // than two of the largest meeting head-on could get by in: the arms of a junction taken by
    // different ways through it are one narrow way, and two meeting in any arm of it are stuck.
    const double sharedArm = longStretch(largestRadius_, largestRadius_);
    int matched = -1;
    bool sameLine = false;
    for (size_t i = 0; i < passages_.size(); ++i) {
        Passage& p = passages_[i];
        if (p.mergedInto >= 0) continue;
        if (p.byLine || byLine) {
            // Round a corner the throat may lie in either arm, and its axis in either: the same
            // corridor is the same line, most of it.
            bool same = false, shares = false;
            for (const std::vector<Vec2>& line : p.lines) {
                const double onLine = shareOf(stretch.line, line);
                // A straight piece lying along one of its lines is part of it, however short:
                // most often it is found again from inside, on a new path part way through, and
                // taken for a passage of its own it cost its walker its turn, and those at the
                // far mouth walked in to meet it (junction 1/44).
                same = same || (onLine >= kSameLine &&
                                (!byLine || shareOf(line, stretch.line) >= kSameLine));
                shares = shares ||
                         (p.byLine && byLine && onLine * lineLength(stretch.line) >= sharedArm);
            }
            if (!same && !shares) continue;
            // A way through two passages found apart (the two straight ways through a crossing,
            // then one turning from an arm of one into an arm of the other) makes them one.
            if (matched >= 0) {
                merge(matched, int(i));
            } else {
                matched = int(i);
                sameLine = same;
            }
            continue;
        }
        if (matched >= 0) continue;
        if (std::abs(glm::dot(p.axis, stretch.axis)) < kSameAxis) continue;
        // Two lanes of one corridor lie up to its width less a body either side apart: people
        // keep to the side they come in on. So do those coming each way through a corridor a
        // little wider than two bodies, a passage for the largest: found as two passages, one
        // a lane, each let its own way in, and two of the largest met in the middle with no
        // room to pass (a corridor 2.12 m wide, radius 0.48: 3 and 2 of 5 in at 150 s). Lanes
        // that far apart are one corridor only if the floor between them is open: two
        // corridors side by side behind a wall thinner than a body have lanes as near.
        const double samePlace =
            std::max(kSamePlace, std::min(p.width, stretch.width) - 2.0 * largestRadius_);
        const NearestPoints nearest = nearestPoints(p.lines.front(), stretch.line);
        if (nearest.distance < samePlace &&
            (nearest.distance < kSamePlace ||
             (navmesh_ && navmesh_->isStraightReachable(nearest.a, nearest.b)))) {
            p.crowd &= stretch.crowd;
            return int(i);
        }
    }
    if (matched >= 0) {
        addLine(passages_[size_t(matched)], stretch.line, sameLine);
        passages_[size_t(matched)].crowd &= stretch.crowd;
        return matched;
    }
    Passage p{stretch.throat, stretch.axis, stretch.width, {}, {}, byLine, stretch.crowd};
    addLine(p, stretch.line, false);
    passages_.push_back(std::move(p));
    return int(passages_.size()) - 1;
}

void PassageTraffic::addLine(Passage& p, const std::vector<Vec2>& line, bool sameAsOne) {
    // Each end of a line is a way in, unless it is one already or lies inside the passage (a
    // stretch found again after a new path, part way along).
    bool newMouth = false;
    for (Vec2 end : {line.front(), line.back()}) {
        bool known = false;
        for (Vec2 m : p.mouths)
            known = known || lengthSq(end - m) < mouthSlack(p) * mouthSlack(p);
        for (size_t k = 0; k < p.lines.size() && !known; ++k)
            known = lineDistance(p.lines[k], {end}) < kSamePlace;
        if (!known) p.mouths.push_back(end);
        newMouth = newMouth || !known;
    }
    if (newMouth || !sameAsOne) p.lines.push_back(line);
}

void PassageTraffic::merge(int into, int from) {
    Passage& kept = passages_[size_t(into)];
    Passage& gone = passages_[size_t(from)];
    for (const std::vector<Vec2>& line : gone.lines)
        addLine(kept, line, false);
    kept.crowd &= gone.crowd;
    gone.mergedInto = into;
    gone.lines.clear();
    gone.mouths.clear();
    // Everyone's record of it now names the passage kept: stretches, tickets (an agent queues at
    // one passage at a time, so none is held at both), exits, and uses, whose way in is told
    // again by the kept passage's mouths.
    for (size_t agent = 0; agent < found_.size(); ++agent) {
        Stretches& f = found_[agent];
        for (size_t k = 0; k < f.passages.size(); ++k) {
            if (f.passages[k] != from) continue;
            f.passages[k] = into;
            Use& use = uses_[agent];
            if (use.passage == from && use.from == f.stretches[k].from) {
                use.passage = into;
                const Ways ways = waysThrough(f.stretches[k], kept);
                use.direction = ways.in;
                use.exitWay = ways.out;
            }
        }
        if (exits_[agent].passage == from) exits_[agent] = {};
        if (backingOut_[agent].passage == from) backingOut_[agent].passage = into;
        const auto ticket = tickets_.find({from, int(agent)});
        if (ticket != tickets_.end()) {
            tickets_.emplace(std::make_pair(into, int(agent)), ticket->second);
            tickets_.erase(ticket);
        }
    }
}

bool PassageTraffic::outsideItsStretch(int agent, Vec2 p) const {
    const int k = stretchOf_[size_t(agent)];
    if (uses_[size_t(agent)].passage < 0 || k < 0) return false;
    const NarrowStretch& s = found_[size_t(agent)].stretches[size_t(k)];
    // The line runs along the narrow way's middle: within half its width of it is inside.
    for (Vec2 q : s.line) {
        if (lengthSq(p - q) < 0.25 * s.width * s.width) return false;
    }
    return true;
}

bool PassageTraffic::onWayInSide(int agent, Vec2 p) const {
    const Use& u = uses_[size_t(agent)];
    if (u.passage < 0) return false;
    const Passage& passage = passages_[size_t(u.passage)];
    if (!passage.byLine) return glm::dot(p - passage.throat, passage.axis) * u.direction < 0;
    // Told by its lines: nearer the mouth it went in by than the one it goes out by.
    return lengthSq(p - passage.mouths[mouthOfWay(u.direction)]) <
           lengthSq(p - passage.mouths[mouthOfWay(u.exitWay)]);
}

PassageTraffic::Ways PassageTraffic::waysThrough(const NarrowStretch& s, const Passage& p) {
    if (!p.byLine) {
        const int in = glm::dot(s.axis, p.axis) >= 0 ? 1 : -1;
        return {in, -in};
    }
    // By the mouths nearest where its stretch begins and ends (wayOfMouth).
    auto nearestMouth = [&](Vec2 at) {
        size_t nearest = 0;
        for (size_t k = 1; k < p.mouths.size(); ++k) {
            if (lengthSq(at - p.mouths[k]) < lengthSq(at - p.mouths[nearest])) nearest = k;
        }
        return wayOfMouth(nearest);
    };
    return {nearestMouth(s.line.front()), nearestMouth(s.line.back())};
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
        if (!p.byLine && glm::dot(a.position - p.throat, p.axis) * use.direction <= 0) return;
        const Vec2 end = a.path.sampleAt(std::min(use.to, a.path.length())).position;
        // Told by its lines: nearer where its stretch ends than the way in it came by.
        if (p.byLine && lengthSq(a.position - end) >=
                            lengthSq(a.position - p.mouths[mouthOfWay(use.direction)]))
            return;
        exit = {before, use.direction, use.exitWay, end};
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
    const double at = a.motion.distance;
    // Backing out of a passage it was in: on its way to its spot it uses none and is on its way
    // out of none. Its ticket is kept for the way through again.
    BackingOut& back = backingOut_[size_t(agent)];
    bool atItsSpot = false;
    int backedOutOf = -1;
    if (back.passage >= 0) {
        const bool near = lengthSq(a.position - back.spot) < kBackOutSlack * kBackOutSlack;
        if (!back.reached && !near && world.time() - back.since < kBackOutLongest) {
            use = Use{};
            exit = {};
            return;
        }
        back.reached = true;
        atItsSpot = near;
        if (!near) {
            // Set off from its spot (or never brought there): an ordinary walker again, its
            // ticket kept only if its way still leads through the passage (below).
            backedOutOf = back.passage;
            back = {};
        }
    }
    auto dropTicketUnlessThrough = [&](int next) {
        if (backedOutOf >= 0 && next != backedOutOf) tickets_.erase({backedOutOf, agent});
    };
    // The way back out, behind its spot on the step's path, is not a way through.
    const bool onTheStep = back.passage >= 0 && back.stepRevision == a.pathRevision;
    Stretches& found = found_[agent];
    NarrowStretchScan::Input in{&*world.prepared().navmesh, world.prepared().navmeshStats.erosion,
                                &a.path, 0, &fixed_};
    // Everyone judges a stretch as the two largest would meet in it: judged by its own radius
    // and the largest, a smaller one saw no passage where the largest did, walked in past it
    // waiting at the mouth or met it inside, and neither could pass (an L of radii 0.49 and
    // 0.38 with 11 cm to spare for the pair: tests/core/corridors_that_meet_tests.cpp).
    scanForPassages(in, largestRadius_, largestRadius_, personalSpace_);
    NarrowStretchScan::Input crowdIn = in;
    scanForCrowdPassages(crowdIn, largestRadius_, largestRadius_, personalSpace_);
    const nav::Navmesh& own = navmeshFor(world.prepared(), agent);
    const double ownErosion = navmeshErosionFor(world.prepared(), agent);
    readOnWalkersNavmesh(in, own, ownErosion);
    readOnWalkersNavmesh(crowdIn, own, ownErosion);
    if (found.pathRevision != a.pathRevision) {
        found.pathRevision = a.pathRevision;
        found.stretches.clear();
        found.passages.clear();
        found.scan = NarrowStretchScan::startingAt(in, std::max(0.0, at - a.radius));
        found.crowdScan = NarrowStretchScan::startingAt(crowdIn, std::max(0.0, at - a.radius));
    }
    auto scanTo = [&](double until) {
        const size_t known = found.stretches.size();
        found.scan.extend(in, until, found.stretches);
        // The corridors two crowds would lock in: those with a narrower place in it are that
        // place's passage (found above), so the two lists never overlap, and merged they stay
        // in order along the path.
        std::vector<NarrowStretch> corridors;
        found.crowdScan.extend(crowdIn, std::max(until, found.scan.scannedTo()), corridors);
        for (NarrowStretch& c : corridors) {
            if (c.width < in.longWidth) continue;
            c.crowd = true;
            found.stretches.push_back(std::move(c));
        }
        std::sort(found.stretches.begin() + long(known), found.stretches.end(),
                  [](const NarrowStretch& x, const NarrowStretch& y) { return x.from < y.from; });
        for (size_t k = known; k < found.stretches.size(); ++k)
            found.passages.push_back(matchPassage(found.stretches[k]));
    };
    auto upcoming = [&] {
        for (size_t k = 0; k < found.stretches.size(); ++k) {
            if (onTheStep && found.stretches[k].to < back.spotAt) continue;
            if (found.stretches[k].to + a.radius > at) return int(k);
        }
        return -1;
    };
    // Far enough to see any passage whose mouth is within reach (a stretch begins half a step
    // before its first narrow width).
    if (found.scan.scannedTo() < at + reach + kWidthStep) scanTo(at + reach + kScanAhead);
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
        dropTicketUnlessThrough(-1);
        leave();
        return;
    }
    const NarrowStretch& s = found.stretches[next];
    const int passage = found.passages[next];
    dropTicketUnlessThrough(passage);
    stretchOf_[size_t(agent)] = next;
    if (passage != before) {
        through();
        if (exit.passage == passage) exit = {}; // back into it: no longer on its way out
        if (before >= 0) tickets_.erase({before, agent});
        use.granted = false; // a grant is for one passage
        use.following = false;
        use.lapsedAt = use.lapsedLate = use.lapsedShort = 0;
    }
    use.passage = passage;
    use.from = s.from;
    use.to = s.to;
    use.width = s.width;
    const Ways ways = waysThrough(s, passages_[passage]);
    use.direction = ways.in;
    use.exitWay = ways.out;
    // Inside, or too near to stop short of the mouth: it goes through whatever its ticket.
    const double halt = isAtRest(a.motion) ? at : at + stoppingDistance(a.motion, a.context);
    // Backed out, near its spot it has not gone in, whatever its path now: the way back out and
    // the way through again may be one stretch (a spot near the mouth), and one frame counted
    // in would have given it its turn back. It sets off from there only with its turn.
    const bool enteredNow = !atItsSpot && (at + a.radius > s.from || halt > s.from);
    const auto key = std::make_pair(passage, agent);
    auto it = tickets_.find(key);
    if (it == tickets_.end()) {
        const double speed = world.gaits()[a.plannedGait].speed;
        const double wait = std::max(0.0, a.context.startTime - world.time());
        const double ticket = world.time() + wait + std::max(0.0, s.from - at) / speed;
        it = tickets_.emplace(key, ticket).first;
    }
    use.ticket = it->second;
    use.entered = use.entered && passage == before && !atItsSpot ? true : enteredNow;
}

} // namespace footfall
