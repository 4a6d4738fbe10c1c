// Whose turn it is at each confined passage (docs/avoidance.md §5, passages.h): from the users
// passage_traffic.cpp matched to it and their tickets, who goes, who follows in a platoon, and
// whom each one held waits for.

#include "core/preplanned/passages.h"

#include "core/sim/world.h"

#include <algorithm>
#include <vector>

namespace footfall {
namespace {

// A platoon through a passage (grant): a ticket this soon after the last going the same way
// follows it, if no later than kPlatoonHold after the first held the other way.
constexpr double kFollowGap = 2.0;       // s
constexpr double kPlatoonHold = 4.0;     // s
constexpr double kTurnGivenAfter = 0.01; // s: a turn given, the ticket this much after theirs

} // namespace

bool PassageTraffic::leftSharedPiece(const World& world, int going, int other) const {
    const std::vector<Vec2>& mine = found_[size_t(going)].stretches[size_t(stretchOf_[going])].line;
    const std::vector<Vec2>& theirs =
        found_[size_t(other)].stretches[size_t(stretchOf_[other])].line;
    // The last sample of its line near the other's, and the sample it is nearest now.
    int last = -1;
    for (int k = int(mine.size()) - 1; k >= 0 && last < 0; --k) {
        for (Vec2 q : theirs) {
            if (lengthSq(mine[size_t(k)] - q) < kSamePlace * kSamePlace) {
                last = k;
                break;
            }
        }
    }
    const Vec2 at = world.agents()[size_t(going)].position;
    int now = 0;
    for (int k = 1; k < int(mine.size()); ++k) {
        if (lengthSq(mine[size_t(k)] - at) < lengthSq(mine[size_t(now)] - at)) now = k;
    }
    return now > last;
}

bool PassageTraffic::meets(const World& world, int held, int going) const {
    const Use& u = uses_[size_t(held)];
    const Use& g = uses_[size_t(going)];
    if (u.direction == g.exitWay) return true; // it will come out where this one goes in
    if (u.exitWay != g.direction) return false;
    // It came in where this one will go out: only until it has walked off the piece the two
    // share (a crossing's arm), and only where the ways are more than two.
    return !passages_[size_t(u.passage)].byLine || !leftSharedPiece(world, going, held);
}

void PassageTraffic::giveTurn(int agent, int to) {
    const int passage = uses_[size_t(agent)].passage;
    if (passage < 0 || uses_[size_t(to)].passage != passage) return;
    const auto mine = tickets_.find({passage, agent});
    const auto theirs = tickets_.find({passage, to});
    if (mine == tickets_.end() || theirs == tickets_.end()) return;
    mine->second = std::max(mine->second, theirs->second + kTurnGivenAfter);
    // A grant is kept until its holder is through: given away, it ends.
    uses_[size_t(agent)].granted = false;
    uses_[size_t(agent)].following = false;
}

void PassageTraffic::backOut(const World& world, int agent, Vec2 spot, double spotAt) {
    Use& mine = uses_[size_t(agent)];
    if (mine.passage < 0) return;
    const auto ticket = tickets_.find({mine.passage, agent});
    if (ticket != tickets_.end()) {
        for (size_t i = 0; i < uses_.size(); ++i) {
            if (uses_[i].passage != mine.passage || uses_[i].waitsFor != agent) continue;
            const auto theirs = tickets_.find({mine.passage, int(i)});
            if (theirs != tickets_.end())
                ticket->second = std::max(ticket->second, theirs->second + kTurnGivenAfter);
        }
    }
    backingOut_[size_t(agent)] = {mine.passage, spot,
                                  world.time(), world.agents()[size_t(agent)].pathRevision,
                                  spotAt,       false};
    mine = Use{};
    exits_[size_t(agent)] = {};
}

bool PassageTraffic::firstToGoWithout(int agent, int holder) const {
    const Use& h = uses_[size_t(holder)];
    for (size_t i = 0; i < uses_.size(); ++i) {
        const Use& u = uses_[i];
        if (int(i) == agent || int(i) == holder || u.passage != h.passage || !meetHeadOn(u, h))
            continue;
        if (u.entered || u.granted || u.ticket < h.ticket) return false;
    }
    return true;
}

double PassageTraffic::waitingPlace(const AgentState& a) const {
    return passageWaitDistance(a.radius, largestRadius_, personalSpace_);
}

void PassageTraffic::lapseTurnsNotComeFor(const World& world, int passage,
                                          const std::vector<int>& users) {
    if (turnLapseAfter_ <= 0) return;
    for (int i : users) {
        Use& u = uses_[i];
        if (u.entered || !u.granted || world.time() - u.ticket < turnLapseAfter_) continue;
        const AgentState& a = world.agents()[size_t(i)];
        const double off = u.from - a.motion.distance;
        if (!isAtRest(a.motion) || off < waitingPlace(a)) continue;
        // Held by someone who has nothing to do with this passage (its queue, those coming
        // through, those just out of it hold it as the passage's own traffic, which the other
        // rules settle). Who holds it is what its last start check found: the traffic is looked
        // at before anyone's turn, while AgentState::collision is still the last frame's.
        const int holder = a.collision ? a.collision->collider : -1;
        if (holder < 0 || uses_[size_t(holder)].passage == passage ||
            exits_[size_t(holder)].passage == passage)
            continue;
        // ... while someone there to take the turn waits for it (by the last frame's turns): at
        // rest at its place to wait, or nearer. (In a crowd knotted round a gap, turns passed
        // to those held in the knot too only went round it.)
        bool waitedFor = false;
        for (int j : users) {
            const AgentState& o = world.agents()[size_t(j)];
            waitedFor = waitedFor ||
                        (uses_[j].waitsFor == i && !uses_[j].granted && isAtRest(o.motion) &&
                         uses_[j].from - o.motion.distance < waitingPlace(o) + kPassageWaitBack);
        }
        if (!waitedFor) continue;
        const double renewed = world.time() + off / world.gaits()[a.plannedGait].speed;
        const auto ticket = tickets_.find({passage, i});
        if (ticket == tickets_.end() || renewed <= ticket->second) continue;
        u.lapsedAt = world.time();
        u.lapsedLate = world.time() - u.ticket;
        u.lapsedShort = off;
        ticket->second = renewed; // later only: the order still cannot cycle
        u.ticket = renewed;
        u.granted = false;
        u.following = false;
    }
}

void PassageTraffic::grant(const World& world) {
    std::vector<int>& users = scratch_.users;
    std::vector<int>& going = scratch_.going;
    std::vector<WayTaken>& goingWays = scratch_.goingWays;
    std::vector<WayTaken>& heldWays = scratch_.heldWays;
    for (int p = 0; p < int(passages_.size()); ++p) {
        users.clear();
        for (size_t i = 0; i < uses_.size(); ++i) {
            if (uses_[i].passage == p) users.push_back(int(i));
        }
        if (users.empty()) continue;
        lapseTurnsNotComeFor(world, p, users);
        std::stable_sort(users.begin(), users.end(), [&](int x, int y) {
            const Use& ux = uses_[x];
            const Use& uy = uses_[y];
            if (ux.entered != uy.entered) return ux.entered;
            if (ux.ticket != uy.ticket) return ux.ticket < uy.ticket;
            return x < y;
        });
        // Who goes: those inside, whatever their way; then those granted before who would meet
        // none of them head-on (a grant is held until its holder is through); then, in turn,
        // each who would meet nobody going nor anybody held before it. One who would meet
        // someone held goes only close behind the last going in by the same way, while the first
        // held is not kept much longer: a door taken in turns one by one is crossed far slower than
        // by groups, each of which waits one crossing instead of one per person ahead. At a
        // straight passage the ways are two, and meeting head-on is going the other way; at a
        // junction of narrow corridors, coming in by an arm another leaves by (docs/avoidance.md
        // §5).
        going.clear();
        goingWays.clear();
        heldWays.clear();
        // The ways going and held, each once: at a door of thirty people there are two, and a
        // look at everyone going for each one held was a frame's cost growing as its square.
        // Only at a passage of more than two ways in does who is where matter (meets).
        const bool byWays = !passages_[size_t(p)].byLine;
        auto note = [](std::vector<WayTaken>& ways, const Use& u) {
            for (WayTaken& w : ways) {
                if (w.in == u.direction && w.out == u.exitWay) {
                    w.latestTicket = std::max(w.latestTicket, u.ticket);
                    return;
                }
            }
            ways.push_back({u.direction, u.exitWay, u.ticket});
        };
        auto meetsAny = [](const std::vector<WayTaken>& ways, const Use& u) {
            for (const WayTaken& w : ways) {
                if (waysMeet(u.direction, u.exitWay, w.in, w.out)) return true;
            }
            return false;
        };
        const bool crowd = passages_[size_t(p)].crowd;
        auto meetsGoing = [&](int i) {
            if (crowd) {
                // A corridor for two lets a pair by, so only a stream is waited for: more
                // than a pair it would meet.
                int met = 0;
                for (int g : going) {
                    const bool meetsG =
                        byWays ? meetHeadOn(uses_[i], uses_[g]) : meets(world, i, g);
                    if (meetsG && ++met >= kCrowdStream) return true;
                }
                return false;
            }
            if (byWays) return meetsAny(goingWays, uses_[i]);
            for (int g : going) {
                if (meets(world, i, g)) return true;
            }
            return false;
        };
        auto go = [&](int i) {
            Use& u = uses_[i];
            u.granted = true;
            u.lapsedAt = u.lapsedLate = u.lapsedShort = 0;
            going.push_back(i);
            note(goingWays, u);
        };
        // The latest ticket going in by that way (-1e30: nobody).
        auto flowTicket = [&](int direction) {
            double latest = -1e30;
            for (const WayTaken& w : goingWays) {
                if (w.in == direction) latest = std::max(latest, w.latestTicket);
            }
            return latest;
        };
        for (int i : users) {
            if (uses_[i].entered) go(i);
        }
        for (int i : users) {
            Use& u = uses_[i];
            if (u.entered || !u.granted) continue;
            if (meetsGoing(i))
                u.granted = false;
            else
                go(i);
        }
        bool platoonOver = false;
        double blockedTicket = 0;
        for (int i : users) {
            Use& u = uses_[i];
            u.waitsFor = -1;
            u.inGap = false;
            if (u.entered || u.granted) continue;
            if (!meetsGoing(i)) {
                // Nobody held before it that it would meet: it keeps nobody waiting longer.
                if (!meetsAny(heldWays, u)) {
                    go(i);
                    continue;
                }
                if (!platoonOver) {
                    platoonOver = u.ticket > flowTicket(u.direction) + kFollowGap ||
                                  u.ticket > blockedTicket + kPlatoonHold;
                    if (!platoonOver) {
                        go(i);
                        u.following = true;
                        continue;
                    }
                }
            }
            if (heldWays.empty()) blockedTicket = u.ticket;
            note(heldWays, u);
            u.following = false;
        }
        // Whom each held one waits for: the first ahead of it it would meet head-on, else the
        // first going it would (one following another through).
        for (size_t k = 0; k < users.size(); ++k) {
            Use& u = uses_[users[k]];
            if (u.granted) continue;
            for (size_t j = 0; j < users.size() && u.waitsFor < 0; ++j) {
                const Use& o = uses_[users[j]];
                const bool meetsThem =
                    o.granted ? meets(world, users[k], users[j]) : meetHeadOn(u, o);
                if (meetsThem && (j < k || o.granted)) u.waitsFor = users[j];
            }
            if (u.waitsFor >= 0) u.inGap = uses_[u.waitsFor].entered;
        }
    }
}

void PassageTraffic::show(PassagesShown& shown) const {
    shown.passages.clear();
    shown.users.clear();
    // Only the passages in use, numbered afresh: most found in a run are long behind everyone.
    std::vector<int> shownAs(passages_.size(), -1);
    for (size_t i = 0; i < uses_.size(); ++i) {
        const Use& u = uses_[i];
        if (u.passage < 0) continue;
        int at = u.passage;
        while (passages_[size_t(at)].mergedInto >= 0)
            at = passages_[size_t(at)].mergedInto;
        int& as = shownAs[size_t(at)];
        if (as < 0) {
            const Passage& p = passages_[size_t(at)];
            as = int(shown.passages.size());
            shown.passages.push_back({p.lines, p.width, p.crowd});
        }
        shown.users.push_back({int(i), as, u.granted, u.entered, u.granted ? -1 : u.waitsFor});
    }
}

} // namespace footfall
