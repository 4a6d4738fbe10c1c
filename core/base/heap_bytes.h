#pragma once
// Bytes of heap this process has in use, from the allocator's own count, so that a structure
// too tangled to size by hand (a World snapshot: paths, the model's caches) can be weighed by
// what building it took: heapBytesInUse() after, less before. Single-threaded use only: another
// thread allocating meanwhile would be counted too.

#include <cstddef>

namespace footfall {

// Heap bytes in use now, small blocks and large (mmap'd) ones together; 0 where the C library
// does not say (anything but glibc): callers then need an estimate of their own.
size_t heapBytesInUse();
// Hands the heap's free pages back to the system (glibc keeps them otherwise, so resident
// memory never falls after a large release); nothing elsewhere. Costs a walk of the heap.
void returnFreeHeap();

} // namespace footfall
