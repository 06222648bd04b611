/*
 * xoshiro256** with splitmix64 seeding, inline for the library's hot
 * paths; the public sky_rng_* calls wrap these.
 */
#ifndef SKYLINE_RNG_INTERNAL_H
#define SKYLINE_RNG_INTERNAL_H

#include <skyline/common.h>

static inline uint64_t rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(sky_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;

    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/*
 * Uniform in [0, bound), bound >= 1: multiply-and-shift with rejection
 * of the few low products that would bias it (Lemire, 2019).
 */
static inline uint32_t rng_below(sky_rng *r, uint32_t bound)
{
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
    uint32_t low = (uint32_t)m;

    if (low < bound) {
        uint32_t threshold = (uint32_t)-bound % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

#endif /* SKYLINE_RNG_INTERNAL_H */
