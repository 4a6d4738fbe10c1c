#pragma once
// The CPU time this thread has used, in milliseconds: what a piece of work costs, unaffected by
// other work on a shared machine taking the core away (wall clock counts that too).

#include <ctime>

namespace footfall {

inline double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

} // namespace footfall
