/*
 * Writing an observation (sky_game_observation(3)): the generic layer
 * zeroes the caller's floats, then a game's encoder sets the non-zero
 * ones by offset.  Offsets past the caller's room are dropped, so an
 * encoder never checks the room itself.
 */
#ifndef SKYLINE_OBSERVATION_H
#define SKYLINE_OBSERVATION_H

#include <stddef.h>

struct obs_writer {
    float *values;
    size_t cap;         /* floats the caller has room for */
};

/* values[offset] = v, if the caller has room for it. */
static inline void obs_set(struct obs_writer *w, int offset, double v)
{
    if ((size_t)offset < w->cap)
        w->values[offset] = (float)v;
}

/* The one-hot of `index` among `count` floats from `offset`; none outside. */
static inline void obs_one_hot(struct obs_writer *w, int offset, int index, int count)
{
    if (index >= 0 && index < count)
        obs_set(w, offset + index, 1.0);
}

/*
 * Seat k of an observation is player (base + k) % players: the viewer
 * first, seat 0 for SKY_VIEW_ALL.
 */
static inline int obs_seat(int player, int viewer, int players)
{
    int base = viewer < 0 ? 0 : viewer;

    return (player - base + players) % players;
}

#endif /* SKYLINE_OBSERVATION_H */
