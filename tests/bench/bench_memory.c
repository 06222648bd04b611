/*
 * Bytes a handle holds on the heap.  Every game's handle is one block
 * (no game allocates on the play path; a Skyline game only past 3,000
 * steps, far beyond the games measured), so that is the block's usable
 * size as the allocator reports it (glibc, musl: malloc_usable_size);
 * -1 where the allocator does not say.
 */
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#define USABLE_SIZE_KNOWN 1
#else
#define USABLE_SIZE_KNOWN 0
#endif

#include "bench.h"

long bench_handle_bytes(const void *handle)
{
#if USABLE_SIZE_KNOWN
    return (long)malloc_usable_size((void *)handle);
#else
    (void)handle;
    return -1;
#endif
}
