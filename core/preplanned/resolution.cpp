// Resolving a collision found by the path check (docs/avoidance.md §2.5-2.7): a gait, a detour
// or a stop; what no order resolves is in unavoidable.cpp, a way found clear in relaxed_check.cpp.

#include "core/preplanned/internal.h"
#include "core/preplanned/model.h"

#include <algorithm>
#include <cmath>

namespace footfall {

using namespace preplanned;

void PreplannedAvoidance::activeCheck(World& world, int self, const Decision& d) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    if (mem.detour.active && a.motion.distance >= mem.detour.bend.rejoinDistance) {
        mem.detour.active = false;
        endSqueeze(mem);
    }

    // Straightened out first, if lost: the check below is then of the new path.
    rerouteIfLost(world, self, d);
    if (waitForPassage(world, self, d)) return;
    const PlanUnderTest plan = currentPlan(a);
    const double range = index_.ranges[self];
    const std::optional<CollisionRecord> found = mainCheck(world, self, plan, range);
    if (!found) {
        relaxedCheck(world, self, d);
        return;
    }
    const CollisionRecord& rec = *found;
    // An order just given needs time to play out: a collision that is not imminent waits a
    // moment rather than have the plan rewritten frame after frame in a dense crowd.
    if (world.time() - mem.lastOrderTime < kCommitTime && rec.timeToCollision > kImminent) return;
    // Far behind its plan, it keeps its way: the one it meets sees it and gives way. In a
    // dense crossing, a walker pushed back once was pushed back by everyone it met, and
    // never got out; now the one furthest behind goes first, as a scheduler ages its jobs.
    if (keepsItsWay(world, self, rec)) return;
    // Someone on the move met further off, not straight ahead, is left for later: before the
    // meeting comes, the crowd has mostly changed the plans it was found on. Head-on, a bend
    // wants room, and is taken as soon as it is seen (§2.6).
    if (leftForLater(rec)) return;

    Resolution r = Resolution::of(rec, plan, range, d);
    r.options.push_back({Option::Continue, rec.overlap, -1, {}, rec.timeToCollision});

    // Which resolution comes first depends on the encounter. Meeting someone head-on, or
    // someone standing, calls for a detour (§2.6). Catching up with a slower walker ahead is
    // overtaking: a detour if there is room, else matching its pace. Anything else (crossing,
    // following at the same pace) is solved by a gait change (§2.5) when one exists.
    const bool resting = rec.colliderStanding || rec.colliderStopping;
    const bool meeting = rec.headOn && !rec.sameDirection;
    const bool overtaking = rec.headOn && rec.sameDirection &&
                            rec.colliderSpeed < 0.9 * world.gaits()[a.plannedGait].speed;
    bool done = false;
    if (resting || meeting) {
        r.decision.tried.push_back(
            // Said as it is done: gaits come after the detours here, not never (the log read
            // "not tried" and then listed them), except for someone standing.
            rec.colliderStanding   ? "gaits: not tried, the collider is standing"
            : rec.colliderStopping ? "gaits: only if no detour clears, the collider is stopping"
                                   : "gaits: only if no detour clears, the collision is head-on");
        // No way round: a different pace may still let a walker coming the other way (who
        // is resolving this too) get clear first, which beats stopping.
        done = resolveByDetour(world, self, r) ||
               (!rec.colliderStanding && resolveBySpeed(world, self, r));
    } else if (overtaking) {
        done = resolveByDetour(world, self, r) || resolveBySpeed(world, self, r);
    } else if (slowerByNature(world, a, rec) && !revertsRecentChange(a, a.plannedGait)) {
        // Catching up with a walker a little off our line: slowing down (§2.5) would have
        // us follow it all the way, so first a way past at our own pace.
        r.detourGait = a.plannedGait;
        done = resolveByDetour(world, self, r);
        r.detourGait = -1;
        done = done || resolveBySpeed(world, self, r);
    } else {
        done = resolveBySpeed(world, self, r) || resolveByDetour(world, self, r);
    }
    if (done) return;

    // Someone at rest further off stays where they are: nearer, a way round may open (the
    // curve from here to an avoidance point may be what leaves the navmesh), and a stop can
    // still be made later. So nothing is ordered yet.
    if (resting && rec.timeToCollision > kDeferStandingTime) return;
    // A bend that still meets someone comes before a stop: the one it meets, checking after
    // us, bends its own way (two people meeting in a corridor); stopping there leaves both
    // facing each other with no room left to go round. Met head-on further off, only a bend
    // that still meets that walker alone, and else nothing yet, as for someone at rest: it
    // resolves the meeting too, and in a crowd its plan changes first (a walker against a wall
    // stopped at once for someone 2.6 s off, who stopped for a third 0.3 s later; pillar rooms
    // arrive 1 % sooner without such stops and bends, docs/quality-log.md).
    const bool farMeeting = meeting && rec.timeToCollision > kDeferMeetingTime;
    if (resolveByLeastOverlapDetour(world, self, r, farMeeting)) return;
    if (farMeeting) return;
    if (resolveByStop(world, self, r)) return;
    resolveUnavoidable(world, self, r);
}

bool PreplannedAvoidance::keepsWayOver(const World& world, int first, int second) const {
    if (settings_.right_of_way_after <= 0) return false; // off (the default)
    const AgentState& a = world.agents()[first];
    const AgentState& b = world.agents()[second];
    if (standsStill(b) || memory_[second].waiting) return false;
    if (glm::dot(b.heading, a.position - b.position) <= 0) return false; // b does not see a
    const double late = world.behindPlan(first);
    return late > settings_.right_of_way_after &&
           late > world.behindPlan(second) + kRightOfWayMargin;
}

bool PreplannedAvoidance::mayTurnBack(const World& world, int self, const CollisionRecord& rec) {
    if (rec.timeToCollision >= kImminent) return false; // far enough off to stop for instead
    // Pushed back once, a walker in a dense room meets the next person further back, and
    // turning back from each of them is how the few who never arrive spent their time (pillar
    // rooms of the quality sweep: three times their way walked, seconds at rest in between).
    // Once as late as its whole walk takes, it presses on and leaves the collision flagged.
    return world.behindPlan(self) <= world.plannedWalkTime(self);
}

bool PreplannedAvoidance::keepsItsWay(const World& world, int self,
                                      const CollisionRecord& rec) const {
    // Towards someone crossing or meeting it, never someone walking its way: that one is
    // followed or overtaken (and does not see it coming).
    return rec.timeToCollision > kImminent && !rec.colliderStanding && !rec.colliderStopping &&
           !rec.sameDirection && keepsWayOver(world, self, rec.collider);
}

int PreplannedAvoidance::firstClearGait(const World& world, int self, const PlanUnderTest& base,
                                        double range, std::vector<std::string>* tried,
                                        std::vector<Option>* considered, CheckScope scope) const {
    const AgentState& a = world.agents()[self];
    for (int g : gaitOptions(a)) {
        const std::string label = "gait " + world.gaits()[g].name + ": ";
        if (revertsRecentChange(a, g)) {
            if (tried) tried->push_back(label + "would undo the last gait change too soon");
            continue;
        }
        PlanUnderTest test = base;
        orderGait(test.motion, g);
        const auto hit =
            check(world, self, test, rangeAtGait(world, self, g, range), nullptr, scope);
        if (!hit) return g;
        if (tried) tried->push_back(label + describe(world, *hit));
        if (considered)
            considered->push_back({Option::Gait, hit->overlap, g, {}, hit->timeToCollision});
    }
    return -1;
}

bool PreplannedAvoidance::resolveBySpeed(World& world, int self, Resolution& r) {
    const int g = firstClearGait(world, self, r.plan, r.range, &r.decision.tried, &r.options);
    if (g < 0) return false;
    orderGaitRecorded(world, self, g, r.decision, "a gait change avoids it");
    return true;
}

PreplannedAvoidance::DetourCheck PreplannedAvoidance::checkDetour(const World& world, int self,
                                                                  const DetourCandidate& cand,
                                                                  const Resolution& r) const {
    PlanUnderTest test = planOnPath(currentPlan(world.agents()[self]), cand.path);
    if (r.detourGait >= 0 && effectiveGait(test.motion) != r.detourGait)
        orderGait(test.motion, r.detourGait);
    // Against everyone behind on the move within reach, not only those too near to stop: a
    // bend can turn back across the way of someone behind, who then has less time than its
    // stopping distance from us suggests (a bend round someone standing turned into a walker
    // 1.7 m behind, who had 0.66 s to react). Not a bend to overtake, which goes on ahead of
    // those behind at our own pace: checked so, a jogger in a group never found a way past.
    const bool overtaking = r.detourGait >= 0;
    auto hit = check(world, self, test, r.range, nullptr,
                     {.nearBehind = overtaking, .allBehind = !overtaking});
    // Accepted if clear, or if what it still meets a gait change solves (chapter §22.4).
    int gait = -1;
    if (hit && r.detourGait < 0 &&
        !((hit->headOn && !hit->sameDirection) || hit->colliderStanding)) {
        // On a new way, as the detour itself: clear of those behind.
        gait = firstClearGait(world, self, test, r.range, nullptr, nullptr, {.allBehind = true});
    }
    int settingOff = -1;
    int stopMet = -1;
    if (!hit || gait >= 0) {
        if (gait >= 0) orderGait(test.motion, gait);
        settingOff = settingOffMet(world, self, test);
        // A bend moves the stop it can make now: that stop must keep clear of everyone's
        // (stops_apart.h), as the one it leaves did.
        if (settingOff < 0) stopMet = stopMeets(world, self, test, world.time());
    }
    return {std::move(hit), gait, settingOff, stopMet};
}

void PreplannedAvoidance::acceptDetour(World& world, int self, const DetourCandidate& cand,
                                       int gait, Resolution& r) {
    if (r.detourGait >= 0) {
        applyDetour(world, self, r.decision, cand, r.record.collider, "detour to overtake");
        if (effectiveGait(world.agents()[self].motion) != r.detourGait)
            orderGaitRecorded(world, self, r.detourGait, r.decision,
                              "overtaking at the planned gait");
        return;
    }
    std::string note = cand.wayThrough ? "way through the people standing" : detourLabel(cand);
    if (gait >= 0) note += ", with a gait change";
    applyDetour(world, self, r.decision, cand, r.record.collider, note.c_str());
    if (gait >= 0) orderGaitRecorded(world, self, gait, r.decision, "gait change on the detour");
}

bool PreplannedAvoidance::resolveByDetour(World& world, int self, Resolution& r) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    const CollisionRecord& rec = r.record;
    // A detour is kept until it rejoins its path: re-planned round the same collider (on the
    // same side) only when it still collides a good while later, never frame after frame.
    if (mem.detour.active && mem.detour.collider == rec.collider &&
        world.time() - mem.detour.since < kDetourReplanTime) {
        r.decision.tried.push_back("detour: not tried, the detour round this collider is new");
        return false;
    }
    Memory::FailedDetour& failed = mem.failedDetour;
    if (failed.collider == rec.collider && failed.gait == r.detourGait &&
        world.time() - failed.at < kDetourRetryTime && rec.timeToCollision > kImminent) {
        r.decision.tried.push_back(
            "detour: not tried, none was found round this collider just now");
        return false;
    }
    const int keep = requiredSide(world, self, rec.collider, rec.selfForward);
    const bool turnBack = mayTurnBack(world, self, rec);
    auto meetsSettingOff = [&](int c) {
        return "it meets " + world.agents()[c].spec->name + ", setting off now";
    };
    auto leavesNoRoom = [&](int c) {
        return "it leaves no room to stop short of " + world.agents()[c].spec->name;
    };
    for (int sign : {1, -1}) {
        if (keep != 0 && detourSide(rec, sign) != keep) {
            r.decision.tried.push_back(
                std::string("detour ") + sideWord(detourSide(rec, sign)) +
                ": it went round this collider on the other side before, and keeps to it");
            continue;
        }
        // In a crowd the wide curve round the collider often runs into someone else: a
        // nearer avoidance point may thread between the two, so it is tried next.
        int step = 0;
        while (step < kDetourOffsetSteps) {
            const DetourCandidate cand = buildDetour(
                navmeshFor(world.prepared(), self), a.path, a.motion.distance, rec, sign,
                a.radius + check_.personalSpace, settings_, turnBack, isAtRest(a.motion), step);
            const std::string label = detourLabel(cand) + ": ";
            if (!cand.valid) {
                r.decision.tried.push_back(label + cand.rejection);
                break;
            }
            if (!leavesRoomToStop(a, cand.path)) {
                r.decision.tried.push_back(label + "it ends nearer than a stop takes");
                break;
            }
            if (!detourPassesStanding(world, self, cand, rec)) {
                // Not even as a fallback. A nearer avoidance point turns back sooner, and
                // sometimes that bend does pass them (measured: fewer runs fall short).
                r.decision.tried.push_back(label +
                                           "it meets someone standing for good beyond the range");
                step = cand.offsetStep + 1;
                continue;
            }
            const auto [hit, gait, settingOff, stopMet] = checkDetour(world, self, cand, r);
            if (settingOff >= 0 || stopMet >= 0) {
                r.decision.tried.push_back(label + (settingOff >= 0 ? meetsSettingOff(settingOff)
                                                                    : leavesNoRoom(stopMet)));
                step = cand.offsetStep + 1;
                continue;
            }
            if (hit && gait < 0) {
                r.decision.tried.push_back(label + describe(world, *hit));
                // Only the widest curve is a fallback: the nearer ones are for threading a
                // gap, and pushing into the crowd on one of them only makes the jam worse.
                // Nor one that runs into someone standing: they do no part of the avoiding,
                // and the bend only leads into a pocket behind them.
                // And the one it meets must be able to do its part: not coming to rest, and
                // not so soon that it has no time to (nor sooner than the collision avoided).
                if (step == 0 && !hit->colliderStanding && !hit->colliderStopping &&
                    hit->timeToCollision >= std::min(kImminent, rec.timeToCollision))
                    r.options.push_back({Option::Detour, hit->overlap, -1, cand,
                                         hit->timeToCollision, hit->collider});
                if (hit->collider == rec.collider) break; // nearer only meets it sooner
                step = cand.offsetStep + 1;
                continue;
            }
            acceptDetour(world, self, cand, gait, r);
            return true;
        }
    }
    // People standing close together (a group at its goal): the curve round one rejoins
    // into the next, so the way goes through the gaps between them all.
    if (rec.colliderStanding && r.detourGait < 0) {
        const DetourCandidate cand = wayThrough(world, self, rec);
        if (!cand.valid) {
            r.decision.tried.push_back(cand.rejection);
        } else if (!leavesRoomToStop(a, cand.path)) {
            r.decision.tried.push_back("way through: it ends nearer than a stop takes");
        } else if (keep != 0 && cand.bend.side != keep) {
            r.decision.tried.push_back(
                "way through: it passes on the other side of the one taken round this collider");
        } else {
            const auto [hit, gait, settingOff, stopMet] = checkDetour(world, self, cand, r);
            if (settingOff >= 0) {
                r.decision.tried.push_back("way through: " + meetsSettingOff(settingOff));
            } else if (stopMet >= 0) {
                r.decision.tried.push_back("way through: " + leavesNoRoom(stopMet));
            } else if (!hit || gait >= 0) {
                acceptDetour(world, self, cand, gait, r);
                return true;
            } else {
                r.decision.tried.push_back("way through: " + describe(world, *hit));
            }
        }
    }
    failed = {rec.collider, r.detourGait, world.time()};
    return false;
}

bool PreplannedAvoidance::resolveByLeastOverlapDetour(World& world, int self, Resolution& r,
                                                      bool onlyTheSameCollider) {
    const CollisionRecord& rec = r.record;
    // Neither side is clear on its own: take the side that overlaps least, if it
    // clearly helps (a bend that saves a hair of overlap only rewrites the path, frame after
    // frame). The collider, checking after us against this new path, usually bends its own way and
    // the two detours together clear (the chapter's "flow channels"). Not one walking our way
    // ahead: it looks ahead, away from us, and does nothing of the kind; in a crowd heading
    // for one door such bends only sent people looping round each other.
    const Option* partial = nullptr;
    for (const Option& o : r.options) {
        if (o.kind == Option::Detour && (!onlyTheSameCollider || o.meets == rec.collider) &&
            (!partial || o.overlap < partial->overlap))
            partial = &o;
    }
    if (partial && r.detourGait < 0 && partial->overlap < rec.overlap - kLessOverlapMargin &&
        !r.record.colliderStanding && !rec.sameDirection &&
        !keepsWayOver(world, rec.collider, self) &&
        stopMeets(world, self, planOnPath(r.plan, partial->detour.path), world.time()) < 0) {
        // Named: "the collider" read as the one it went round, when it is the one the bend
        // still meets that must do its part.
        const int left = partial->meets >= 0 ? partial->meets : rec.collider;
        const std::string note =
            "detour that overlaps least: " + world.agents()[size_t(left)].spec->name +
            " is left to do its part";
        applyDetour(world, self, r.decision, partial->detour, rec.collider, note.c_str());
        return true;
    }
    return false;
}

PreplannedAvoidance::StopNow PreplannedAvoidance::checkStopNow(const World& world, int self,
                                                               const PlanUnderTest& base) const {
    const AgentState& a = world.agents()[self];
    StopNow stop{base, stopCheckRange(a), {}, {}};
    orderStop(stop.plan.motion);
    stop.ahead = check(world, self, stop.plan, stop.range);
    // The same stop against those behind too near to stop: one it makes room for further on,
    // or one who would walk into it; weighed as deep as it comes when it stops too, not as it
    // would walk on blind.
    stop.behind = check(world, self, stop.plan, stop.range, nullptr, {.nearBehind = true});
    if (stop.behind)
        stop.behind->overlap = std::min(
            stop.behind->overlap, overlapIfItStops(world, self, stop.plan, stop.behind->collider));
    return stop;
}

bool PreplannedAvoidance::resolveByStop(World& world, int self, Resolution& r) {
    AgentState& a = world.agents()[self];
    Memory& mem = memory_[self];
    StopNow stop = checkStopNow(world, self, r.plan);
    const std::optional<CollisionRecord>& hit = stop.ahead;
    std::optional<CollisionRecord>& behind = stop.behind;
    if (hit) {
        r.decision.tried.push_back("stop: " + describe(world, *hit));
        // As an option among others, a stop weighs the follower it would be walked into by
        // soon as well (below): that one cannot do its part either.
        const bool walkedInto = behind && behind->collider != hit->collider &&
                                behind->timeToCollision < kImminent &&
                                behind->overlap > hit->overlap;
        if (walkedInto) r.decision.tried.push_back("stop: behind, " + describe(world, *behind));
        const CollisionRecord& worst = walkedInto ? *behind : *hit;
        r.options.push_back({Option::Stop, worst.overlap, -1, {}, worst.timeToCollision});
        return false;
    }
    const StopFurtherOn further = stopFurtherOn(world, self, r, behind);
    // Someone behind who would walk into the stop within a second cannot do its part: it
    // checks after us and finds a stop it cannot pull up short of. The stop is then one
    // option among the others, and the least overlap weighs a contact that soon last
    // (carrying on towards one further off leaves a stop for later, when it has room).
    if (further.at < 0 && behind && behind->timeToCollision < kImminent) {
        r.decision.tried.push_back("stop: behind, " + describe(world, *behind));
        r.options.push_back({Option::Stop, behind->overlap, -1, {}, behind->timeToCollision});
        return false;
    }
    r.decision.kind = DecisionKind::Stop;
    if (further.at >= 0) {
        orderStopAt(a.motion, further.at);
        mem.keepsItsStop = true;
        r.decision.note =
            "stop and wait, further on: " + world.agents()[further.follower].spec->name +
            " behind could not stop short of it";
    } else {
        orderStop(a.motion);
        r.decision.note = "stop and wait";
    }
    mem.waiting = true;
    mem.waitSince = world.time();
    world.recordDecision(r.decision);
    return true;
}

} // namespace footfall
