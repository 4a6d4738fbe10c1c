#include "core/base/heap_bytes.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace footfall {

size_t heapBytesInUse() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    // uordblks alone misses blocks over the mmap threshold, such as a big crowd's agent array.
    const struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

void returnFreeHeap() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace footfall
