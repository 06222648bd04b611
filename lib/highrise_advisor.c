/*
 * Skyline (highrise): the solo advisor.
 *
 * The best step is the one with the highest expected final score.  The
 * advisor searches the rest of the current turn exactly: every decision
 * (a max node) and every die roll (a chance node, each face with its
 * probability from the face table), through the game's own rules on a
 * copy of the handle, with a table of the states already valued (dice
 * placed in another order, re-rolls picked in another order, lead to
 * the same state).  Where the turn ends it values the skyline with an
 * estimate of the points still to come:
 *
 *   - the game is over: the final conversion (HR-18), exact;
 *   - T turns remain: bias[T], plus for each class of column standing
 *     (type and number of dice) a weight for the first such column and
 *     one for each further column, by stage (one turn left, or more).
 *
 * The weights are a least-squares fit of the points actually scored
 * after each turn of 2,000 solo games played by the advisor itself
 * (`highrise_solo_stats --fit`), repeated twice from a hand-made table:
 * each round plays with the last table and fits the next one.  So the
 * search is exact in the last round and an approximation before it.
 */
#include <stdlib.h>
#include <string.h>

#include "highrise_internal.h"

#define MOVES_PER_NODE 128      /* solo: at most 3 active dice, see advise() */
#define SOLO_TURN_DICE 3
#define SOLO_TURN_STEPS 16      /* (dice + 1)^2: see highrise.c */
#define TABLE_BITS 18
#define CLASSES 9               /* L1, M1..M3, H1..H5 */

/* Column classes in order: Low-Rise 1, Mid-Rise 1..3, High-Rise 1..5. */
static const int class_type[CLASSES] = { 0, 1, 1, 1, 2, 2, 2, 2, 2 };
static const int class_height[CLASSES] = { 1, 1, 2, 3, 1, 2, 3, 4, 5 };

/*
 * From `highrise_solo_stats --fit --games 2000 --seed 100001`: the bias
 * by turns left (1..8); the columns by stage (0: one turn left, 1: more)
 * and class, the first column of a class and each further one.
 */
static const double bias[SKY_HIGHRISE_ROUNDS] = {
    0, 5.94, 8.18, 17.25, 26.37, 35.65, 45.10, 54.40, 63.18
};
static const double first_column[2][CLASSES] = {
    { 2.59, 1.84, 3.66, 8.26, -0.02, 2.55, 6.25, 10.81, 15.90 },
    { 2.84, 3.30, 5.75, 10.38, 3.23, 7.63, 12.10, 16.74, 19.26 },
};
static const double more_columns[2][CLASSES] = {
    { 0.60, 3.46, 3.66, 8.26, -1.29, 2.55, 6.25, 10.81, 15.90 },
    { 1.73, 1.75, 5.75, 10.38, -0.10, 7.63, 12.10, 16.74, 19.26 },
};

struct memo {
    uint64_t key[2];            /* key[0] == 0: an empty slot */
    double value;
};

struct search {
    struct sky_highrise *g;     /* a copy the search plays on */
    int turn;                   /* the turn searched */
    struct memo *table;
};

/* The estimate of points to come after a turn, with `turns` turns left. */
double hr_future_points(const struct hr_player *pl, int turns)
{
    double v;
    int c, stage;

    if (turns <= 0)
        return pl->cols[HR_L][1];           /* HR-18 */
    if (turns >= SKY_HIGHRISE_ROUNDS)
        turns = SKY_HIGHRISE_ROUNDS - 1;
    v = bias[turns];
    stage = turns > 1;
    for (c = 0; c < CLASSES; c++) {
        int n = pl->cols[class_type[c]][class_height[c]];
        if (n > 0)
            v += first_column[stage][c] + (n - 1) * more_columns[stage][c];
    }
    return v;
}

/* The state within the turn, packed; 0 when it does not fit the key. */
static int state_key(const struct sky_highrise *g, uint64_t key[2])
{
    const struct hr_player *pl = &g->p[0];
    uint64_t a = 1, b = 0;
    int c, t, h, k, f;

    for (c = 0; c < CLASSES; c++) {
        int n = pl->cols[class_type[c]][class_height[c]];
        if (n > 31)
            return 0;
        a = a << 5 | (uint64_t)n;
    }
    for (t = 0; t < HR_TYPES; t++)           /* tiles: only whether one can go */
        for (h = 2; h <= hr_max_column(t); h++)
            a = a << 2 | (uint64_t)(pl->tiles[t][h] > 3 ? 3 : pl->tiles[t][h]);
    for (k = 0; k < HR_KINDS; k++) {
        for (f = 0; f < HR_FACES; f++)
            b = b << 2 | g->active[k][f];
        b = b << 2 | (uint64_t)hr_awaiting(g, k);
    }
    b = b << 3 | (uint64_t)g->phase;
    b = b << 3 | (uint64_t)g->action;
    b = b << 1 | (uint64_t)(g->sixes > 0);
    key[0] = a;
    key[1] = b;
    return 1;
}

static struct memo *slot(struct search *s, const uint64_t key[2])
{
    uint64_t hash = (key[0] * UINT64_C(0x9e3779b97f4a7c15)) ^ (key[1] * UINT64_C(0xc2b2ae3d27d4eb4f));
    size_t mask = ((size_t)1 << TABLE_BITS) - 1, i = (size_t)(hash >> 20) & mask, probes;

    for (probes = 0; probes < 64; probes++, i = (i + 1) & mask) {
        struct memo *m = &s->table[i];
        if (m->key[0] == 0 || (m->key[0] == key[0] && m->key[1] == key[1]))
            return m;
    }
    return NULL;            /* crowded: value it again when asked */
}

static double value(struct search *s);

/* The points a step earns at once, plus the value of where it leads. */
static double after(struct search *s, sky_highrise_move m)
{
    int before = s->g->p[0].tile_points;
    double v;

    hr_apply(s->g, &m);
    v = s->g->p[0].tile_points - before + value(s);
    hr_undo(s->g);
    return v;
}

static double search_node(struct search *s)
{
    sky_highrise_move moves[MOVES_PER_NODE];
    int n = hr_legal(s->g, moves, MOVES_PER_NODE), i;
    double best = -1e300, v;

    if (s->g->phase == SKY_HIGHRISE_PHASE_ROLL) {
        int kind = moves[0].kind;
        for (i = 0, best = 0; i < n; i++)
            best += after(s, moves[i]) * hr_side_count(s->g, kind, moves[i].face) / HR_SIDES;
        return best;
    }
    for (i = 0; i < n; i++)
        if ((v = after(s, moves[i])) > best)
            best = v;
    return best;
}

/* Expected points from here to the end of the game, beyond those held now. */
static double value(struct search *s)
{
    struct sky_highrise *g = s->g;
    struct memo *m = NULL;
    uint64_t key[2];
    double v;

    if (g->turn != s->turn || g->phase == SKY_HIGHRISE_PHASE_OVER)
        return hr_future_points(&g->p[0], g->phase == SKY_HIGHRISE_PHASE_OVER ? 0 : g->rounds - g->turn);
    if (state_key(g, key) && (m = slot(s, key)) != NULL && m->key[0] != 0)
        return m->value;
    v = search_node(s);
    if (m) {
        m->key[0] = key[0];
        m->key[1] = key[1];
        m->value = v;
    }
    return v;
}

/* Solo: 3 active dice at most, so a node never has MOVES_PER_NODE steps. */
static int check_advisable(const sky_highrise *game)
{
    int k, dice = 0;

    if (game->players != 1)
        return SKY_EINVAL;
    if (game->phase == SKY_HIGHRISE_PHASE_OVER)
        return SKY_EOVER;
    if (game->phase == SKY_HIGHRISE_PHASE_ROLL)
        return SKY_ECHANCE;
    for (k = 0; k < HR_KINDS; k++)
        dice += game->active[k][0] + game->active[k][1] + game->active[k][2]
              + game->active[k][3] + hr_awaiting(game, k);
    return dice <= 3 ? SKY_OK : SKY_ERANGE;
}

/* The advisor draws nothing: `rng` may be NULL, and one given is only checked. */
int sky_highrise_advise(const sky_highrise *game, sky_rng *rng,
                        sky_highrise_move *move, double *expected)
{
    sky_highrise_move moves[MOVES_PER_NODE];
    struct search s;
    double best = -1e300, v;
    int n, i, pick = 0, rc;

    if (!HR_IS(game) || !move || (rng && !rng_is_seeded(rng)))
        return SKY_EINVAL;
    rc = check_advisable(game);
    if (rc < 0)
        return rc;
    n = hr_legal(game, moves, MOVES_PER_NODE);
    if (n > MOVES_PER_NODE)
        return SKY_ERANGE;
    s.table = calloc((size_t)1 << TABLE_BITS, sizeof *s.table);
    s.g = NULL;
    rc = s.table ? sky_highrise_clone(game, &s.g) : SKY_ENOMEM;
    if (rc == SKY_OK)                       /* the rest of a solo turn, at most */
        rc = hr_reserve(s.g, SOLO_TURN_STEPS, SOLO_TURN_DICE);
    if (rc < 0) {
        sky_highrise_free(s.g);
        free(s.table);
        return rc;
    }
    s.turn = game->turn;
    for (i = 0; i < n; i++)
        if ((v = after(&s, moves[i])) > best) {
            best = v;
            pick = i;
        }
    *move = moves[pick];
    if (expected)
        *expected = game->p[0].tile_points + best;
    sky_highrise_free(s.g);
    free(s.table);
    return SKY_OK;
}
