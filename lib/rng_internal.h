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

/* What rng_next() returns from the state as it is, without moving on. */
static inline uint64_t rng_output(const sky_rng *r)
{
    return rng_rotl(r->s[1] * 5, 7) * 9;
}

static inline uint64_t rng_next(sky_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_output(r);
    uint64_t t = s[1] << 17;

    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/* What rng_unit() draws: the top 53 bits of the next output. */
static inline uint64_t rng_unit_draw(sky_rng *r)
{
    return rng_next(r) >> 11;
}

/* A uniform double in [0, 1): rng_unit_draw() / 2^53, exactly. */
static inline double rng_unit(sky_rng *r)
{
    return (double)rng_unit_draw(r) * (1.0 / 9007199254740992.0);
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

/*
 * The state before the last rng_next(): its step is linear and
 * invertible.  It maps (a, b, c, d) to (a^b^d, a^b^c, a^c^(b<<17),
 * rotl(b^d, 45)); the two middle words give b ^ (b << 17), which
 * x ^ (x<<17) ^ (x<<34) ^ (x<<51) undoes.
 */
static inline void rng_prev(sky_rng *r)
{
    uint64_t *s = r->s;
    uint64_t bd = rng_rotl(s[3], 64 - 45), a = s[0] ^ bd, x = s[1] ^ s[2];
    uint64_t b = x ^ (x << 17) ^ (x << 34) ^ (x << 51);

    s[2] = s[1] ^ a ^ b;
    s[0] = a;
    s[1] = b;
    s[3] = bd ^ b;
}

/* 1 if rng_below(r, bound) throws away an rng_next() that returns `out`. */
static inline int rng_below_rejects(uint64_t out, uint32_t bound)
{
    uint32_t low = (uint32_t)((uint64_t)(uint32_t)(out >> 32) * bound);

    return low < (uint32_t)-bound % bound;
}

/*
 * Takes back the last rng_below(r, bound), in O(1) expected steps: back
 * over its accepted output, then over the outputs it rejected.  The
 * output before those must be one rng_below(r, bound) accepted (not the
 * state the generator was seeded with: the caller seeds it again then).
 */
static inline void rng_below_back(sky_rng *r, uint32_t bound)
{
    sky_rng before;

    rng_prev(r);
    for (;;) {
        before = *r;
        rng_prev(&before);
        if (!rng_below_rejects(rng_output(&before), bound))
            return;
        *r = before;
    }
}

#endif /* SKYLINE_RNG_INTERNAL_H */
