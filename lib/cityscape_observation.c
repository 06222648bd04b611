/*
 * Cityscape's observation for learning agents (sky_game_observation(3),
 * CITYSCAPE): the city as two 4 x 4 planes, then the supply, the round,
 * the seats (viewer first) and the four sides with the goals `viewer`
 * may see (CS-6: only their own until the round is scored).
 */
#include "cityscape_internal.h"
#include "observation.h"

enum {
    HEIGHTS = 0,            /* plane 0: each lot's height / 10, row-major */
    TALLEST = 16,           /* plane 1: 1 on the city's tallest buildings */
    SUPPLY = 32,            /* blocks of height 1..5 left, / 5 */
    PHASE = 37,             /* one-hot: goals, build, over */
    ROUNDS_DONE = 40,       /* rounds completed / rounds */
    ROUNDS_LEFT = 41,       /* rounds not completed / 4 */
    PLACED = 42,            /* blocks placed this round / 25 */
    SEATS = 43,             /* 4 seats, SEAT_SIZE each */
    SEAT_SIZE = 4,          /* in play, to move, starts the round, total / 100 */
    SIDES = SEATS + 4 * SEAT_SIZE,  /* S, W, N, E, SIDE_SIZE each */
    SIDE_SIZE = 32,
    SIDE_IN_PLAY = 0,
    SIDE_OWNER = 1,         /* one-hot of the owner's seat, 4 */
    SIDE_SET = 5,           /* its goals are set this round */
    SIDE_SEEN = 6,          /* and `viewer` may see them */
    SIDE_CODES = 7,         /* line l's code c at l * 6 + c - 1, 24 */
    SIDE_POINTS = 31,       /* seen: what the side scores on this city / 100 */
    SIZE = SIDES + 4 * SIDE_SIZE
};

/* A compile-time check that the layout has the size game_cityscape.c gives. */
typedef char layout_has_its_size[SIZE == CS_OBSERVATION_SIZE ? 1 : -1];

static int tallest_height(const struct sky_cityscape *g)
{
    int lot, tallest = 0;

    for (lot = 0; lot < SKY_CITYSCAPE_LOTS; lot++)
        if (g->city[lot] > tallest)
            tallest = g->city[lot];
    return tallest;
}

static void put_city(const struct sky_cityscape *g, struct obs_writer *w)
{
    int lot, tallest = tallest_height(g), height;

    for (lot = 0; lot < SKY_CITYSCAPE_LOTS; lot++) {
        obs_set(w, HEIGHTS + lot, g->city[lot] / 10.0);
        if (g->city[lot] > 0 && g->city[lot] == tallest)
            obs_set(w, TALLEST + lot, 1.0);
    }
    for (height = 1; height <= SKY_CITYSCAPE_MAX_BLOCK; height++)
        obs_set(w, SUPPLY + height - 1, g->supply[height] / 5.0);
}

static void put_progress(const struct sky_cityscape *g, int viewer, struct obs_writer *w)
{
    int phase = cs_phase(g), to_move = cs_to_move(g), p, seat;

    obs_one_hot(w, PHASE, phase, 3);
    obs_set(w, ROUNDS_DONE, (double)g->round / g->rounds);
    obs_set(w, ROUNDS_LEFT, (g->rounds - g->round) / 4.0);
    obs_set(w, PLACED, g->placed / (double)SKY_CITYSCAPE_BLOCKS);
    for (p = 0; p < g->players; p++) {
        seat = SEATS + SEAT_SIZE * obs_seat(p, viewer, g->players);
        obs_set(w, seat, 1.0);
        if (p == to_move)
            obs_set(w, seat + 1, 1.0);
        if (phase != SKY_CITYSCAPE_PHASE_OVER && p == cs_start_player(g, g->round))
            obs_set(w, seat + 2, 1.0);
        obs_set(w, seat + 3, g->totals[p] / 100.0);
    }
}

/* A side's goals and points, for a viewer who may see them. */
static void put_goals(const struct sky_cityscape *g, int side, int at,
                      struct obs_writer *w)
{
    int city[SKY_CITYSCAPE_LOTS], codes[4], line, lot;

    for (line = 0; line < 4; line++) {
        codes[line] = g->goals[side][line];
        obs_one_hot(w, at + SIDE_CODES + line * SKY_CITYSCAPE_CODES, codes[line] - 1,
                    SKY_CITYSCAPE_CODES);
    }
    for (lot = 0; lot < SKY_CITYSCAPE_LOTS; lot++)
        city[lot] = g->city[lot];
    obs_set(w, at + SIDE_SEEN, 1.0);
    obs_set(w, at + SIDE_POINTS, cs_side_points(city, side, codes, tallest_height(g)) / 100.0);
}

static void put_sides(const struct sky_cityscape *g, int viewer, struct obs_writer *w)
{
    int side, owner, at;

    for (side = 0; side < 4; side++) {
        owner = cs_owner(g, side);
        if (owner < 0)
            continue;
        at = SIDES + side * SIDE_SIZE;
        obs_set(w, at + SIDE_IN_PLAY, 1.0);
        obs_one_hot(w, at + SIDE_OWNER, obs_seat(owner, viewer, g->players), 4);
        if (!(g->goals_set & (1u << side)))
            continue;
        obs_set(w, at + SIDE_SET, 1.0);
        if (viewer == SKY_VIEW_ALL || viewer == owner)
            put_goals(g, side, at, w);
    }
}

void cs_observe(const void *state, int viewer, struct obs_writer *w)
{
    const struct sky_cityscape *g = state;

    put_city(g, w);
    put_progress(g, viewer, w);
    put_sides(g, viewer, w);
}
