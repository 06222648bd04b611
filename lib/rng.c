/*
 * The public face of the seeded generator (see rng_internal.h).
 */
#include "handle.h"
#include "rng_internal.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

int sky_rng_seed(sky_rng *rng, uint64_t seed)
{
    int i;

    if (!rng)
        return SKY_EINVAL;
    /* splitmix64 never yields four zero words, the one bad xoshiro state. */
    for (i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
    return SKY_OK;
}

int sky_rng_next(sky_rng *rng, uint64_t *out)
{
    if (!rng_is_seeded(rng) || !out)
        return SKY_EINVAL;
    *out = rng_next(rng);
    return SKY_OK;
}

int sky_rng_below(sky_rng *rng, uint32_t bound, uint32_t *out)
{
    if (!rng_is_seeded(rng) || !out)
        return SKY_EINVAL;
    if (bound == 0)
        return SKY_ERANGE;
    *out = rng_below(rng, bound);
    return SKY_OK;
}
