/*
 * Bytes a game's handle holds on the heap: a fresh one and a clone of a
 * game some random actions in, as the allocator counts them (glibc's
 * mallinfo2, chunk headers and the generic layer's 32-byte wrapper
 * included); -1 where that count is unknown.  The actions are drawn from
 * a generator of their own, so the other measurements draw as before.
 */
#include <stdlib.h>
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
#define HEAP_KNOWN 1
#else
#define HEAP_KNOWN 0
#endif

#include "bench.h"

static long heap_in_use(void)
{
#if HEAP_KNOWN
    return (long)mallinfo2().uordblks;
#else
    return -1;
#endif
}

/* The bytes `make` allocates and keeps, or -1. */
static long bytes_kept(int (*make)(void *arg, void **out), void *arg, void **out)
{
    long before = heap_in_use();

    if (make(arg, out) != SKY_OK)
        abort();
    return HEAP_KNOWN ? heap_in_use() - before : -1;
}

static int make_game(void *arg, void **out)
{
    const char *const *spec = arg;

    return sky_game_new(spec[0], spec[1], (sky_game **)out);
}

static int make_clone(void *arg, void **out)
{
    return sky_game_clone(arg, (sky_game **)out);
}

void bench_handle_bytes(const char *name, const char *options, int actions,
                        long *fresh, long *clone)
{
    static int legal[8192];
    const char *spec[2];
    sky_game *g = NULL;
    sky_rng rng;
    uint32_t pick;
    void *copy;
    int k, n;

    sky_rng_seed(&rng, 7);
    spec[0] = name;
    spec[1] = options;
    *fresh = bytes_kept(make_game, (void *)spec, (void **)&g);
    for (k = 0; k < actions && !sky_game_is_over(g); k++) {
        n = sky_game_legal_actions(g, legal, 8192);
        if (n <= 0 || sky_rng_below(&rng, (uint32_t)n, &pick) != SKY_OK
            || sky_game_apply(g, legal[pick]) != SKY_OK)
            abort();
    }
    *clone = bytes_kept(make_clone, g, &copy);
    sky_game_free(copy);
    sky_game_free(g);
}
