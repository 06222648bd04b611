/*
 * Skyscrapers' observation for learning agents (sky_game_observation(3),
 * SKYSCRAPERS): the middle and the supply by pyramid kind, the match's
 * phase and winning condition, then each of the 16 seats (viewer first):
 * its scores, its latest structure and the pyramids it has not built.
 * Nothing is hidden at the table; the generator of the grabs is left out.
 */
#include "observation.h"
#include "skyscrapers_internal.h"

#define MAX_PLAYERS SKY_SKYSCRAPERS_MAX_PLAYERS

enum {
    MIDDLE = 0,                     /* pyramids of kind k in the middle / 5 */
    MIDDLE_LEFT = MIDDLE + SK_KINDS,    /* pyramids in the middle / the supply's */
    SUPPLY = MIDDLE_LEFT + 1,       /* the supply by kind / 5 */
    PHASE = SUPPLY + SK_KINDS,      /* one-hot: grab, build, over */
    WIN = PHASE + 3,                /* one-hot: highest, reach, exact, towers (SK-12) */
    TARGET = WIN + 4,               /* / 100 */
    TOWERS = TARGET + 1,            /* towers the condition asks for / 10 */
    THRESHOLD = TOWERS + 1,         /* / 100 */
    ROUNDS_DONE = THRESHOLD + 1,    /* rounds scored / the round limit */
    ROUNDS_LEFT = ROUNDS_DONE + 1,  /* rounds not scored / 10 */
    SEATS = ROUNDS_LEFT + 1,        /* 16 seats, SEAT_SIZE each */
    SEAT_IN_PLAY = 0,
    SEAT_TO_MOVE = 1,
    SEAT_GRABS_NEXT = 2,            /* the next pyramid grabbed is theirs */
    SEAT_FINISHED = 3,              /* has finished building this round */
    SEAT_TOTAL = 4,                 /* / 100 */
    SEAT_TOWERS = 5,                /* towers that scored over the threshold / 10 */
    SEAT_ROUND = 6,                 /* this round's structures' score now / 100 */
    SEAT_STRUCTURES = 7,            /* structures this round / 10 */
    SEAT_LATEST = 8,                /* the latest structure's pyramids / 10 */
    SEAT_SAFE = 9,                  /* and whether it is safe (SK-4) */
    SEAT_TOP = 10,                  /* one-hot: the kind on its top */
    SEAT_UNBUILT = SEAT_TOP + SK_KINDS, /* pyramids not built by kind / 5 */
    SEAT_SIZE = SEAT_UNBUILT + SK_KINDS,
    SIZE = SEATS + MAX_PLAYERS * SEAT_SIZE
};

/* A compile-time check that the layout has the size game_skyscrapers.c gives. */
typedef char layout_has_its_size[SIZE == SK_OBSERVATION_SIZE ? 1 : -1];

static void put_match(const struct sky_skyscrapers *g, struct obs_writer *w)
{
    int kind;

    for (kind = 0; kind < SK_KINDS; kind++) {
        obs_set(w, MIDDLE + kind, g->middle[kind] / 5.0);
        obs_set(w, SUPPLY + kind, g->supply[kind] / 5.0);
    }
    obs_set(w, MIDDLE_LEFT, (double)g->middle_left / g->supply_total);
    obs_one_hot(w, PHASE, sk_phase(g), 3);
    obs_one_hot(w, WIN, g->win, 4);
    obs_set(w, TARGET, g->target / 100.0);
    obs_set(w, TOWERS, g->towers / 10.0);
    obs_set(w, THRESHOLD, g->threshold / 100.0);
    obs_set(w, ROUNDS_DONE, (double)g->round / g->limit);
    if (g->rounds > 0)
        obs_set(w, ROUNDS_LEFT, (g->rounds - g->round) / 10.0);
}

/* This round's structures: their score now, and the latest one. */
static void put_structures(const struct sky_skyscrapers *g, int p, int at,
                           struct obs_writer *w)
{
    sky_pyramid pyramids[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    int s, n = 0, points = 0, last;

    for (s = 0; s < g->structures[p]; s++) {
        n = sk_structure(g, g->round, p, s, pyramids, SKY_SKYSCRAPERS_MAX_STRUCTURE);
        points += sk_score(pyramids, (size_t)n);
    }
    obs_set(w, at + SEAT_ROUND, points / 100.0);
    obs_set(w, at + SEAT_STRUCTURES, g->structures[p] / 10.0);
    if (n == 0)
        return;
    last = n - 1;
    obs_set(w, at + SEAT_LATEST, n / 10.0);
    obs_set(w, at + SEAT_SAFE, sky_skyscrapers_is_safe(pyramids, (size_t)n) == 1);
    obs_one_hot(w, at + SEAT_TOP, SK_KIND(pyramids[last].color, pyramids[last].size),
                SK_KINDS);
}

static void put_seat(const struct sky_skyscrapers *g, int p, int at, struct obs_writer *w)
{
    int kind, phase = sk_phase(g);

    obs_set(w, at + SEAT_IN_PLAY, 1.0);
    if (p == sk_to_move(g))
        obs_set(w, at + SEAT_TO_MOVE, 1.0);
    if (phase == SKY_SKYSCRAPERS_PHASE_GRAB && p == sk_grabber(g))
        obs_set(w, at + SEAT_GRABS_NEXT, 1.0);
    if (g->finished & (1u << p))
        obs_set(w, at + SEAT_FINISHED, 1.0);
    obs_set(w, at + SEAT_TOTAL, g->totals[p] / 100.0);
    obs_set(w, at + SEAT_TOWERS, g->towers_over[p] / 10.0);
    if (phase != SKY_SKYSCRAPERS_PHASE_OVER)
        put_structures(g, p, at, w);
    for (kind = 0; kind < SK_KINDS; kind++)
        obs_set(w, at + SEAT_UNBUILT + kind, g->unbuilt[p][kind] / 5.0);
}

void sk_observe(const void *state, int viewer, struct obs_writer *w)
{
    const struct sky_skyscrapers *g = state;
    int p;

    put_match(g, w);
    for (p = 0; p < g->players; p++)
        put_seat(g, p, SEATS + SEAT_SIZE * obs_seat(p, viewer, g->players), w);
}
