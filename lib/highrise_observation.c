/*
 * Skyline's observation for learning agents (sky_game_observation(3),
 * SKYLINE): the dice (faces of each kind, the Yard, the District, the
 * active dice), the turn's phase, the rounds, the tiles left, then each
 * seat's columns and tiles (viewer first).  Nothing is hidden in
 * Skyline but the dice still to roll: the game's generator is left out.
 */
#include "highrise_internal.h"
#include "observation.h"

#define DIE_FACES (HR_KINDS * HR_FACES)     /* kind * 4 + face */
#define BUILDINGS (HR_TYPES * HR_TOP)       /* type * 6 + height - 1 */

enum {
    FACES = 0,                          /* sides of a die showing each face / 6 */
    YARD = FACES + DIE_FACES,           /* dice of kind G, U, P / the box's */
    DISTRICT = YARD + HR_KINDS,         /* the same in the Abandoned District */
    ACTIVE = DISTRICT + HR_KINDS,       /* active dice showing each face / 3 */
    AWAITING = ACTIVE + DIE_FACES,      /* active dice of a kind awaiting a roll / 3 */
    PHASE = AWAITING + HR_KINDS,        /* one-hot: take, roll, resolve, action,
                                           reroll, over */
    ACTION = PHASE + 6,                 /* one-hot, the open action: build,
                                           abandon, demolish */
    ROUNDS_DONE = ACTION + 3,           /* rounds completed / rounds */
    ROUNDS_LEFT = ROUNDS_DONE + 1,      /* rounds not completed / 9 */
    LAST_ROUND = ROUNDS_LEFT + 1,       /* a height-6 building ends the game (HR-17) */
    TILES_LEFT = LAST_ROUND + 1,        /* tiles of height 1..6 left / the box's */
    SEATS = TILES_LEFT + HR_TOP,        /* 4 seats, SEAT_SIZE each */
    SEAT_IN_PLAY = 0,
    SEAT_ACTIVE = 1,                    /* the active player */
    SEAT_SCORE = 2,                     /* points now (final once over) / 100 */
    SEAT_DEMOLITIONS = 3,               /* Demolish actions / 5 */
    SEAT_COLUMNS = 4,                   /* incomplete buildings by type and dice / 3 */
    SEAT_TILES = SEAT_COLUMNS + BUILDINGS,  /* tiles by type and height / 3 */
    SEAT_SIZE = SEAT_TILES + BUILDINGS,
    SIZE = SEATS + SKY_HIGHRISE_MAX_PLAYERS * SEAT_SIZE
};

/* A compile-time check that the layout has the size game_highrise.c gives. */
typedef char layout_has_its_size[SIZE == HR_OBSERVATION_SIZE ? 1 : -1];

/* The open action's one-hot index. */
static int action_index(int step)
{
    switch (step) {
    case SKY_HIGHRISE_BUILD: return 0;
    case SKY_HIGHRISE_ABANDON: return 1;
    case SKY_HIGHRISE_DEMOLISH: return 2;
    default: return -1;
    }
}

static void put_dice(const struct sky_highrise *g, struct obs_writer *w)
{
    int kind, face;

    for (kind = 0; kind < HR_KINDS; kind++) {
        for (face = 0; face < HR_FACES; face++) {
            obs_set(w, FACES + kind * HR_FACES + face, hr_side_count(g, kind, face) / 6.0);
            obs_set(w, ACTIVE + kind * HR_FACES + face, g->active[kind][face] / 3.0);
        }
        obs_set(w, YARD + kind, g->yard[kind] / (double)hr_box_dice[kind]);
        obs_set(w, DISTRICT + kind, g->district[kind] / (double)hr_box_dice[kind]);
        obs_set(w, AWAITING + kind, hr_awaiting(g, kind) / 3.0);
    }
}

static void put_progress(const struct sky_highrise *g, struct obs_writer *w)
{
    int round = hr_round(g), height;

    obs_one_hot(w, PHASE, g->phase, 6);
    if (g->phase == SKY_HIGHRISE_PHASE_ACTION)
        obs_one_hot(w, ACTION, action_index(g->action), 3);
    obs_set(w, ROUNDS_DONE, (double)round / g->rounds);
    obs_set(w, ROUNDS_LEFT, (g->rounds - round) / (double)SKY_HIGHRISE_ROUNDS);
    obs_set(w, LAST_ROUND, g->sixes > 0);
    for (height = 1; height <= HR_TOP; height++)
        obs_set(w, TILES_LEFT + height - 1,
                sky_highrise_tile_supply(g, height) / (double)hr_box_tiles[height]);
}

static void put_seat(const struct sky_highrise *g, int p, int at, struct obs_writer *w)
{
    const struct hr_player *pl = &g->p[p];
    int type, h;

    obs_set(w, at + SEAT_IN_PLAY, 1.0);
    if (g->phase != SKY_HIGHRISE_PHASE_OVER && p == g->player)
        obs_set(w, at + SEAT_ACTIVE, 1.0);
    obs_set(w, at + SEAT_SCORE, hr_score(g, p) / 100.0);
    obs_set(w, at + SEAT_DEMOLITIONS, pl->demolitions / 5.0);
    for (type = 0; type < HR_TYPES; type++)
        for (h = 1; h <= HR_TOP; h++) {
            obs_set(w, at + SEAT_COLUMNS + type * HR_TOP + h - 1, pl->cols[type][h] / 3.0);
            obs_set(w, at + SEAT_TILES + type * HR_TOP + h - 1, pl->tiles[type][h] / 3.0);
        }
}

void hr_observe(const void *state, int viewer, struct obs_writer *w)
{
    const struct sky_highrise *g = state;
    int p;

    put_dice(g, w);
    put_progress(g, w);
    for (p = 0; p < g->players; p++)
        put_seat(g, p, SEATS + SEAT_SIZE * obs_seat(p, viewer, g->players), w);
}
