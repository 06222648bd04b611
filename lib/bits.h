/*
 * Bit helpers the games' modules share.
 */
#ifndef SKYLINE_BITS_H
#define SKYLINE_BITS_H

#include <stdint.h>

/* The index of the lowest set bit of x, which must not be 0. */
static inline int lowest_bit(uint64_t x)
{
#if defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    int i = 0;

    for (; !(x & 1); x >>= 1)
        i++;
    return i;
#endif
}

#endif /* SKYLINE_BITS_H */
