/*
 * Skyscrapers' built-in players and its advisor for a match: the random
 * player takes any legal step; the greedy player and the advisor build
 * the best tower of SK-13 for the pyramids the player has left.
 */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "handle.h"
#include "lead.h"
#include "rng_internal.h"
#include "skyscrapers_internal.h"

#define IS_GAME(g) handle_is((g), TAG_skyscrapers)

static sky_skyscrapers_move step(int kind_of_step, int structure, sky_pyramid p)
{
    sky_skyscrapers_move m;

    m.step = kind_of_step;
    m.structure = structure;
    m.pyramid = p;
    return m;
}

/*
 * It stacks the next pyramid of the best tower that its latest structure
 * begins, starts the best tower of its unbuilt pyramids when the latest
 * structure begins none, and finishes when neither is possible.
 */
sky_skyscrapers_move sk_greedy_step(const struct sky_skyscrapers *g, int player)
{
    sky_pyramid latest[SKY_SKYSCRAPERS_MAX_STRUCTURE], plan[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    sky_pyramid none = { 0, 0 };
    int counts[SK_KINDS], k, n, len, last = g->structures[player] - 1;

    if (last >= 0) {
        for (k = 0; k < SK_KINDS; k++)
            counts[k] = g->unbuilt[player][k];
        n = sk_structure(g, g->round, player, last, latest, SKY_SKYSCRAPERS_MAX_STRUCTURE);
        sk_count(latest, (size_t)n, counts);
        len = sk_best_tower(counts, plan);
        if (len > n && memcmp(latest, plan, (size_t)n * sizeof *plan) == 0)
            return step(SKY_SKYSCRAPERS_TOP, last, plan[n]);
    }
    for (k = 0; k < SK_KINDS; k++)
        counts[k] = g->unbuilt[player][k];
    len = sk_best_tower(counts, plan);
    return len > 0 ? step(SKY_SKYSCRAPERS_NEW, 0, plan[0])
                   : step(SKY_SKYSCRAPERS_FINISH, 0, none);
}

/*
 * Between rounds, the chance that each player's lead over its best rival
 * lasts: a logistic in that lead, ROUND_SPREAD points per square root of
 * the rounds left being about 73 %.  Only for the highest total when
 * play stops (SK-12 a) with a round limit; 0 (no estimate) otherwise.
 * With the greedy play-outs (game_skyscrapers.c), measured vs greedy at
 * 1,000 iterations, 200 games, a draw as half: search 2.5 % -> 42 %, of
 * at most 50 % (sky_search(3)); without it, 12 % (60 games).
 */
#define ROUND_SPREAD 40.0

int sk_evaluate(const struct sky_skyscrapers *g, double *rewards)
{
    if (g->win != SKY_SKYSCRAPERS_HIGHEST || g->rounds == 0 || g->round >= g->rounds)
        return 0;
    lead_chances_of_totals(g->totals, g->players,
                           ROUND_SPREAD * sqrt((double)(g->rounds - g->round)), rewards);
    return 1;
}

int sky_skyscrapers_bot_move(const sky_skyscrapers *game, int bot, sky_rng *rng,
                             sky_skyscrapers_move *move)
{
    int who, n;

    if (!IS_GAME(game) || !rng_is_seeded(rng) || !move)
        return SKY_EINVAL;
    if (bot == SKY_BOT_SEARCH)
        return sk_search_move(game, rng, move);
    if (bot != SKY_BOT_RANDOM && bot != SKY_BOT_GREEDY)
        return SKY_ERANGE;
    who = sk_to_move(game);
    if (who == SKY_EOVER)
        return SKY_EOVER;
    if (who == SKY_ECHANCE) {
        *move = sk_sample_grab(game, rng);
        return SKY_OK;
    }
    if (bot == SKY_BOT_GREEDY) {
        *move = sk_greedy_step(game, who);
        return SKY_OK;
    }
    n = sk_nth_step(game, -1, move);
    sk_nth_step(game, (int)rng_below(rng, (uint32_t)n), move);
    return SKY_OK;
}

/* SK-13 for the player to move: its next step, and what its towers add. */
int sky_skyscrapers_advise(const sky_skyscrapers *game, sky_rng *rng,
                           sky_skyscrapers_move *move, double *expected)
{
    sky_pyramid pile[SKY_SKYSCRAPERS_MAX_SUPPLY];
    int who, n, points = 0, rc;

    if (!IS_GAME(game) || !move || (rng && !rng_is_seeded(rng)))
        return SKY_EINVAL;
    who = sk_to_move(game);
    if (who < 0)
        return who;
    *move = sk_greedy_step(game, who);
    if (expected) {
        n = sk_list(game->unbuilt[who], pile, SKY_SKYSCRAPERS_MAX_SUPPLY);
        if ((rc = sky_skyscrapers_advise_pile(pile, (size_t)n, &points, NULL, 0)) < 0)
            return rc;
        *expected = points;
    }
    return SKY_OK;
}
