// Who waits on whom among those at rest (AgentMemory::waitingOn): a ring of waits, a chain that
// runs into a knot, and the order in which those waiting go. The start check reads them to
// untie a jam (start_check.cpp); none of them is about passages.

#include "core/preplanned/model.h"

namespace footfall {

bool PreplannedAvoidance::waitsInRingWith(int first, int self) const {
    // Each at rest waits on one other at most: the chain from `first` either reaches `self`,
    // ends, or runs into a ring without it within as many links as there are agents.
    int at = first;
    for (size_t links = 0; links < memory_.size() && at >= 0; ++links) {
        at = memory_[size_t(at)].waitingOn;
        if (at == self) return true;
    }
    return false;
}

bool PreplannedAvoidance::waitsOnAKnot(int first, int self) const {
    // Floyd's walk along the chain: a ring is where the fast runner meets the slow one, found
    // in as many links as the chain and ring have, not as there are agents (a walk counting to
    // the crowd's size, as waitsInRingWith's, would take 10,000 links in the largest crowds).
    int slow = first, fast = first;
    for (size_t links = 0; links < memory_.size(); ++links) {
        for (int twice = 0; twice < 2; ++twice) {
            if (fast < 0 || fast == self) return false;
            fast = memory_[size_t(fast)].waitingOn;
        }
        slow = memory_[size_t(slow)].waitingOn;
        if (fast < 0 || fast == self) return false;
        if (slow == fast) return true;
    }
    return false;
}

bool PreplannedAvoidance::waitsLongerThan(int self, int other) const {
    const Memory& a = memory_[self];
    const Memory& b = memory_[other];
    if (a.waitSince != b.waitSince) return a.waitSince < b.waitSince;
    return self < other;
}

} // namespace footfall
