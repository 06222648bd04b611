/*
 * Skyline (highrise): the built-in players.
 *
 * RANDOM picks a legal step uniformly.  GREEDY values a skyline as its
 * tile points plus a fixed potential per incomplete column, and at each
 * step makes the choice that looks best one die ahead: it takes the
 * dice most likely to build well, builds every die that raises the
 * value, re-rolls the rest while that looks worth it, and abandons or
 * demolishes as little as it can when it must.  At a roll (phase ROLL,
 * a chance event) both sample the face from the given generator with
 * the true probabilities, and play nothing.  The
 * random player's draws live beside the legal steps they follow, in
 * highrise.c (hr_random_step()).  The search player's knowledge is here
 * too: hr_evaluate() judges its play-outs with the solo advisor's values.
 */
#include <math.h>

#include "highrise_internal.h"
#include "lead.h"

/* The greedy player's worth of an incomplete column, by type and dice. */
static const double potential[HR_TYPES][HR_TOP] = {
    { 0, 2.0 },                        /* a Low-Rise: 1 point at worst, 4 if topped */
    { 0, 2.0, 5.0, 9.0 },
    { 0, 1.5, 4.0, 7.0, 11.0, 16.0 },
};

/* The value gained by building (kind, face) on the column of `h` dice. */
static double build_gain(int kind, int face, int h)
{
    double before = h > 0 ? potential[face][h] : 0;

    if (h > 0 && hr_complete(face, h + 1, kind))
        return (h + 1) * (h + 1) - before;
    return potential[face][h + 1] - before;
}

/* The best gain for one die showing `face` on this skyline (0: none). */
static double best_gain(const struct hr_player *pl, int kind, int face)
{
    double best = 0;
    int h;

    if (face == HR_BLANK)
        return 0;
    for (h = 0; h < HR_TOP; h++) {
        if ((h > 0 && !pl->cols[face][h]) || hr_can_build(kind, face, face, h) != SKY_OK)
            continue;
        if (build_gain(kind, face, h) > best)
            best = build_gain(kind, face, h);
    }
    return best;
}

/* Expected best gain of rolling one die of `kind`, and how likely it builds. */
static double die_worth(const struct sky_highrise *g, const struct hr_player *pl,
                        int kind, double *p_builds)
{
    double worth = 0, p = 0;
    int s;

    for (s = 0; s < HR_SIDES; s++) {
        double gain = best_gain(pl, kind, g->faces[kind][s]);
        worth += gain / HR_SIDES;
        p += gain > 0 ? 1.0 / HR_SIDES : 0;
    }
    if (p_builds)
        *p_builds = p;
    return worth;
}

static double dice_worth(const struct sky_highrise *g, const struct hr_player *pl,
                         const int counts[HR_KINDS])
{
    double sum = 0;
    int k;

    for (k = 0; k < HR_KINDS; k++)
        sum += counts[k] * die_worth(g, pl, k, NULL);
    return sum;
}

/* TAKE: the dice worth most, the District's when they are worth more. */
static sky_highrise_move greedy_take(const struct sky_highrise *g,
                                     const sky_highrise_move *moves, int n)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    double best = -1;
    int i, k, counts[HR_KINDS], pick = 0;

    for (i = 0; i < n; i++) {
        for (k = 0; k < HR_KINDS; k++)
            counts[k] = moves[i].step == SKY_HIGHRISE_TAKE ? moves[i].take[k] : g->district[k];
        if (dice_worth(g, pl, counts) > best) {
            best = dice_worth(g, pl, counts);
            pick = i;
        }
    }
    return moves[pick];
}

/*
 * How good a resolve or re-roll step looks: a build by what it adds; a
 * die given up (abandoned, demolished, re-rolled) by what it is not
 * worth where it stands; a demolished building by what it was worth.
 */
static double step_score(const struct sky_highrise *g, sky_highrise_move m)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    double score;

    if (m.step == SKY_HIGHRISE_BUILD)
        return build_gain(m.kind, m.face, m.height);
    score = -best_gain(pl, m.kind, m.face);
    if (m.step == SKY_HIGHRISE_DEMOLISH && m.height > 0)
        score -= m.tile ? m.height * m.height : potential[m.type][m.height];
    return score;
}

/* Index of the best-looking step of kind `step`, or -1; its score in *score. */
static int best_of(const struct sky_highrise *g, const sky_highrise_move *moves,
                   int n, int step, double *score)
{
    int i, best = -1;

    for (i = 0; i < n; i++)
        if (moves[i].step == step && (best < 0 || step_score(g, moves[i]) > *score)) {
            best = i;
            *score = step_score(g, moves[i]);
        }
    return best;
}

/* Continue when re-rolling the rest is worth more than the risk it brings. */
static int worth_rerolling(const struct sky_highrise *g)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    double worth = 0, p_none = 1, p;
    int k, f, i;

    for (k = 0; k < HR_KINDS; k++)
        for (f = 0; f < HR_FACES; f++)
            for (i = 0; i < g->active[k][f]; i++) {
                worth += die_worth(g, pl, k, &p);
                p_none *= 1 - p;
            }
    /* Solo, a roll with nothing to build forces a Demolish (HR-14, HR-23). */
    if (g->players == 1)
        worth -= p_none * 4.0;
    return worth > 0.5;
}

/* Phases RESOLVE and ACTION; the last legal step there is RESIGN. */
static sky_highrise_move greedy_resolve(const struct sky_highrise *g,
                                        const sky_highrise_move *moves, int n)
{
    double score = 0;
    int i = best_of(g, moves, n, SKY_HIGHRISE_BUILD, &score);

    if (i >= 0 && (score > 0 || g->phase == SKY_HIGHRISE_PHASE_RESOLVE))
        return moves[i];
    if (g->phase == SKY_HIGHRISE_PHASE_RESOLVE) {
        /* Nothing to build but a die to resolve: give up the least. */
        i = best_of(g, moves, n, SKY_HIGHRISE_ABANDON, &score);
        if (i < 0)
            i = best_of(g, moves, n, SKY_HIGHRISE_DEMOLISH, &score);
        return i >= 0 ? moves[i] : moves[n - 1];
    }
    i = best_of(g, moves, n, SKY_HIGHRISE_REROLL, &score);
    return i >= 0 && worth_rerolling(g) ? moves[i] : moves[n - 1];
}

/* The greedy step in phases TAKE, RESOLVE, ACTION and REROLL. */
static void greedy_move(const struct sky_highrise *g, sky_highrise_move *m)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int n = hr_legal(g, moves, SKY_HIGHRISE_MAX_MOVES);

    if (g->phase == SKY_HIGHRISE_PHASE_TAKE)
        *m = greedy_take(g, moves, n);
    else if (g->phase == SKY_HIGHRISE_PHASE_REROLL)
        *m = moves[0];             /* the rest of the dice too, then the throw */
    else
        *m = greedy_resolve(g, moves, n);
}

/* Turns player `p` still plays, the game ending with `turns` turns played. */
static int turns_left(const struct sky_highrise *g, int p, int turns)
{
    int first = g->turn + (p - g->turn % g->players + g->players) % g->players;

    return first < turns ? (turns - 1 - first) / g->players + 1 : 0;
}

/*
 * Each player's expected final score: tiles held plus the solo
 * advisor's value of the skyline for the turns it still plays (a
 * height-6 building ends the game with the round, HR-17).
 */
static void expected_scores(const struct sky_highrise *g, double *expected)
{
    int turns = (g->sixes > 0 ? hr_round(g) + 1 : g->rounds) * g->players, p;

    for (p = 0; p < g->players; p++)
        expected[p] = g->p[p].tile_points
                    + hr_future_points(&g->p[p], turns_left(g, p, turns));
}

/*
 * The search's estimate at the start of a turn (before its take): solo,
 * the expected score; else each player's chance to win, a logistic in
 * the lead of its expected score over the best other one, whose spread
 * grows with the square root of the rounds left.  Against greedy at
 * 1,000 iterations (100 games): 83 % with 3 points, 73 % with 2, 75 %
 * with 5; two greedy players' scores differ by 16.8 over 9 rounds, a
 * logistic of 3.1 per square root of a round.
 */
#define ROUND_SPREAD 3.0

int hr_evaluate(const struct sky_highrise *g, double *rewards)
{
    double expected[SKY_HIGHRISE_MAX_PLAYERS];

    if (g->phase != SKY_HIGHRISE_PHASE_TAKE)
        return 0;
    expected_scores(g, expected);
    if (g->players == 1) {
        rewards[0] = expected[0];
        return 1;
    }
    lead_chances(expected, g->players, ROUND_SPREAD * sqrt((double)(g->rounds - hr_round(g))),
                 rewards);
    return 1;
}

int sky_highrise_bot_move(const sky_highrise *game, int bot, sky_rng *rng,
                          sky_highrise_move *move)
{
    if (!HR_IS(game) || !rng_is_seeded(rng) || !move)
        return SKY_EINVAL;
    /* The random player first, with no stack frame: random games ask at every decision. */
    if (bot == SKY_BOT_RANDOM && game->phase != SKY_HIGHRISE_PHASE_OVER)
        return hr_random_step(game, rng, move);
    if (bot == SKY_BOT_SEARCH)
        return hr_search_move(game, rng, move);
    if (bot != SKY_BOT_RANDOM && bot != SKY_BOT_GREEDY)
        return SKY_ERANGE;
    if (game->phase == SKY_HIGHRISE_PHASE_OVER)
        return SKY_EOVER;
    if (game->phase == SKY_HIGHRISE_PHASE_ROLL)
        hr_random_step(game, rng, move);  /* the greedy player samples rolls as the random one */
    else
        greedy_move(game, move);
    return SKY_OK;
}
