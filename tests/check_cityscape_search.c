/*
 * The Cityscape knowledge of the search player (cityscape_bot.c, through
 * game_cityscape.c's hooks), tested on the module's internals: the goals
 * it infers for rivals follow their visible placements and nothing
 * hidden, its play-out moves are legal and reproducible, its tree tries
 * the shortlisted goals and, at its root, greedy's best placements, and
 * its evaluation between rounds favours the leader.  Linked to the static library, where the
 * internal functions are visible.
 */
#include <check.h>
#include <string.h>

#include <skyline/skyline.h>

#include "cityscape_internal.h"
#include "game_internal.h"
#include "rng_internal.h"
#include "run_suite.h"

#define DRAWS 2000

static const int twos[4] = { 2, 2, 2, 2 };

static sky_cityscape_move goals_move(int side, const int codes[4])
{
    sky_cityscape_move m;

    memset(&m, 0, sizeof m);
    m.side = side;
    memcpy(m.codes, codes, sizeof m.codes);
    return m;
}

static sky_cityscape_move place(int height, int row, int col)
{
    sky_cityscape_move m;

    memset(&m, 0, sizeof m);
    m.height = height;
    m.row = row;
    m.col = col;
    return m;
}

/* A two-player round with player 1's sides N and E set to `rival`. */
static sky_cityscape *two_player_round(const int rival[4])
{
    sky_cityscape_options o;
    sky_cityscape *g;

    sky_cityscape_options_init(&o, sizeof o);
    o.players = 2;
    ck_assert_int_eq(sky_cityscape_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goals_move(SKY_CITYSCAPE_S, twos)), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goals_move(SKY_CITYSCAPE_W, twos)), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 1, goals_move(SKY_CITYSCAPE_N, rival)), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 1, goals_move(SKY_CITYSCAPE_E, rival)), SKY_OK);
    return g;
}

/* How often code `code` is drawn for line `line` of side N, for viewer 0. */
static int draws_of(const sky_cityscape *g, int line, int code)
{
    uint8_t goals[4][4];
    sky_rng rng;
    int k, hits = 0;

    sky_rng_seed(&rng, 11);
    for (k = 0; k < DRAWS; k++) {
        memset(goals, 0, sizeof goals);
        cs_infer_goals(g, 0, &rng, goals);
        ck_assert_int_ge(goals[SKY_CITYSCAPE_N][line], 1);
        ck_assert_int_le(goals[SKY_CITYSCAPE_N][line], SKY_CITYSCAPE_CODES);
        hits += goals[SKY_CITYSCAPE_N][line] == code;
    }
    return hits;
}

/*
 * A 5 alone on N's line 0 (column 3) is the city's tallest building: it
 * scores code 6 there, so code 6 is drawn for that line more often than
 * before the placement, and more often than on N's line 1, which the
 * block is not on.
 */
START_TEST(inferred_goals_follow_the_rivals_placements)
{
    sky_cityscape *g = two_player_round(twos);
    int before, after;

    before = draws_of(g, 0, 6);
    ck_assert_int_eq(sky_cityscape_play(g, 0, place(1, 3, 0)), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 1, place(5, 0, 3)), SKY_OK);
    after = draws_of(g, 0, 6);
    ck_assert_int_gt(after, before + DRAWS / 10);
    ck_assert_int_gt(after, draws_of(g, 1, 6) + DRAWS / 10);
    sky_cityscape_free(g);
}
END_TEST

/* The viewer's own goals are kept; rivals' codes it cannot see do not matter. */
START_TEST(inferred_goals_ignore_what_the_viewer_cannot_see)
{
    static const int fours[4] = { 4, 4, 4, 4 };
    sky_cityscape *a = two_player_round(twos), *b = two_player_round(fours);
    uint8_t goals_a[4][4], goals_b[4][4];
    sky_rng rng_a, rng_b;
    int k;

    for (k = 0; k < 6; k++) {
        sky_cityscape_move m = place(1 + k % 5, k % 4, (3 * k) % 4);

        ck_assert_int_eq(sky_cityscape_play(a, k % 2, m), SKY_OK);
        ck_assert_int_eq(sky_cityscape_play(b, k % 2, m), SKY_OK);
    }
    sky_rng_seed(&rng_a, 5);
    sky_rng_seed(&rng_b, 5);
    for (k = 0; k < 50; k++) {
        memset(goals_a, 0, sizeof goals_a);
        memset(goals_b, 0, sizeof goals_b);
        cs_infer_goals(a, 0, &rng_a, goals_a);
        cs_infer_goals(b, 0, &rng_b, goals_b);
        ck_assert_mem_eq(goals_a, goals_b, sizeof goals_a);
        /* Only the rival's sides are drawn. */
        ck_assert_int_eq(goals_a[SKY_CITYSCAPE_S][0], 0);
        ck_assert_int_eq(goals_a[SKY_CITYSCAPE_W][3], 0);
    }
    sky_cityscape_free(a);
    sky_cityscape_free(b);
}
END_TEST

/* Through whole games: every play-out move is legal and the same for the same seed. */
START_TEST(rollout_moves_are_legal_and_reproducible)
{
    sky_cityscape_options o;
    sky_cityscape *g;
    sky_cityscape_move m, again;
    sky_rng rng, twin;
    int player;

    sky_cityscape_options_init(&o, sizeof o);
    o.players = 2 + _i;
    ck_assert_int_eq(sky_cityscape_new(&o, &g), SKY_OK);
    sky_rng_seed(&rng, 3 + (uint64_t)_i);
    while ((player = sky_cityscape_to_move(g)) >= 0) {
        twin = rng;
        cs_rollout_move(g, &rng, &m);
        cs_rollout_move(g, &twin, &again);
        ck_assert_mem_eq(&m, &again, sizeof m);
        if (m.height == 0)
            ck_assert_int_eq(m.codes[0] + m.codes[1] + m.codes[2] + m.codes[3], 8);
        ck_assert_int_eq(sky_cityscape_play(g, player, m), SKY_OK);
    }
    sky_cityscape_free(g);
}
END_TEST

/*
 * What a block adds to the mover's sides less its rivals', by whole
 * sides scored before and after with the public scorer and the state's
 * goals: the play-outs rescore only the lines the block changes.
 */
static int whole_city_gain(const struct sky_cityscape *g, int height, int lot)
{
    int before[SKY_CITYSCAPE_LOTS], after[SKY_CITYSCAPE_LOTS], codes[4];
    int mover = cs_to_move(g), side, line, i, delta, gain = 0;

    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        before[i] = after[i] = g->city[i];
    after[lot] += height;
    for (side = 0; side < 4; side++) {
        if (cs_owner(g, side) < 0)
            continue;
        for (line = 0; line < 4; line++)
            codes[line] = g->goals[side][line];
        delta = sky_cityscape_side_score(after, side, codes)
                - sky_cityscape_side_score(before, side, codes);
        gain += cs_owner(g, side) == mover ? delta : -delta;
    }
    return gain;
}

/* The placement a play-out should make: the first best of its tries, drawn as it draws them. */
static sky_cityscape_move best_try(const struct sky_cityscape *g, sky_rng *rng)
{
    sky_cityscape_move best = place(0, 0, 0);
    int t, k, height, lot, gain, most = 0;

    for (t = 0; t < CS_ROLLOUT_TRIES; t++) {
        k = (int)rng_below(rng, (uint32_t)(SKY_CITYSCAPE_BLOCKS - g->placed));
        for (height = 1; k >= g->supply[height]; height++)
            k -= g->supply[height];
        lot = (int)rng_below(rng, SKY_CITYSCAPE_LOTS);
        gain = whole_city_gain(g, height, lot);
        if (t == 0 || gain > most) {
            most = gain;
            best = place(height, lot / SKY_CITYSCAPE_SIZE, lot % SKY_CITYSCAPE_SIZE);
        }
    }
    return best;
}

/*
 * Through whole games with random goals (every code), the play-outs'
 * placement is the best try by whole cities' scores.
 */
START_TEST(rollout_placements_are_the_best_tries_by_whole_city_scores)
{
    sky_cityscape_options o;
    sky_cityscape *g;
    sky_cityscape_move m, expected;
    sky_rng rng, twin;
    int player, line, placements = 0;

    sky_cityscape_options_init(&o, sizeof o);
    o.players = 2 + _i;
    ck_assert_int_eq(sky_cityscape_new(&o, &g), SKY_OK);
    sky_rng_seed(&rng, 7 + (uint64_t)_i);
    while ((player = sky_cityscape_to_move(g)) >= 0) {
        if (sky_cityscape_phase(g) == SKY_CITYSCAPE_PHASE_GOALS) {
            m = place(0, 0, 0);
            m.side = cs_first_unset_side(g);
            for (line = 0; line < 4; line++)
                m.codes[line] = 1 + (int)rng_below(&rng, SKY_CITYSCAPE_CODES);
        } else {
            twin = rng;
            cs_rollout_move(g, &rng, &m);
            expected = best_try(g, &twin);
            ck_assert_mem_eq(&m, &expected, sizeof m);
            ck_assert_mem_eq(&rng, &twin, sizeof rng);
            placements++;
        }
        ck_assert_int_eq(sky_cityscape_play(g, player, m), SKY_OK);
    }
    ck_assert_int_ge(placements, 2 * SKY_CITYSCAPE_BLOCKS);
    sky_cityscape_free(g);
}
END_TEST

/* At a goal setting the search plays its shortlisted goals at once. */
START_TEST(search_sets_the_shortlisted_goals)
{
    sky_game *g;
    sky_rng rng;
    int action;
    char text[32];

    ck_assert_int_eq(sky_game_new("cityscape", "players=2", &g), SKY_OK);
    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_game_search(g, NULL, &rng, &action), SKY_OK);
    ck_assert_int_ge(sky_game_action_to_string(g, action, text, sizeof text), 0);
    ck_assert_str_eq(text, "S:2222");
    sky_game_free(g);
}
END_TEST

/* Player 0's reward by the evaluation with these totals after `round` rounds of 4. */
static double reward_of_leader(int round, int lead)
{
    sky_cityscape *g = two_player_round(twos);
    double rewards[2];

    g->round = round;
    g->totals[0] = 100 + lead;
    g->totals[1] = 100;
    ck_assert_int_eq(cs_evaluate(g, rewards), 1);
    ck_assert_double_eq_tol(rewards[0] + rewards[1], 1.0, 1e-9);
    sky_cityscape_free(g);
    return rewards[0];
}

/* A lead is worth more the fewer rounds are left to lose it; equal totals are even. */
START_TEST(evaluation_favours_the_leader)
{
    sky_cityscape *g = two_player_round(twos);
    double rewards[2];

    ck_assert_double_eq_tol(reward_of_leader(1, 0), 0.5, 1e-9);
    ck_assert_double_gt(reward_of_leader(1, 20), 0.5);
    ck_assert_double_lt(reward_of_leader(1, -20), 0.5);
    ck_assert_double_gt(reward_of_leader(3, 20), reward_of_leader(1, 20));
    ck_assert_double_gt(reward_of_leader(1, 40), reward_of_leader(1, 20));
    /* Once the match is over the true result counts, not an estimate. */
    g->round = g->rounds;
    ck_assert_int_eq(cs_evaluate(g, rewards), 0);
    sky_cityscape_free(g);
}
END_TEST

/* Player 0 to move after six placements, the rival's goals `rival`. */
static sky_cityscape *building_round(const int rival[4])
{
    sky_cityscape *g = two_player_round(rival);
    int k;

    for (k = 0; k < 6; k++)
        ck_assert_int_eq(sky_cityscape_play(g, k % 2, place(1 + k % 5, k % 4, (3 * k) % 4)),
                         SKY_OK);
    return g;
}

/*
 * At the search's root the tree tries a few distinct legal placements,
 * whatever the rival's hidden goals; below it, every legal one.
 */
START_TEST(root_tries_greedys_best_placements)
{
    static const int fours[4] = { 4, 4, 4, 4 };
    sky_cityscape *a = building_round(twos), *b = building_round(fours);
    const struct game_ops *ops = &game_cityscape_ops;
    int first[CS_MAX_PLACEMENTS], again[CS_MAX_PLACEMENTS], n, i, j, legal;

    legal = ops->legal_actions(a, first, CS_MAX_PLACEMENTS);
    ck_assert_int_eq(ops->tree_actions(a, again, CS_MAX_PLACEMENTS), legal);
    ck_assert_mem_eq(first, again, (size_t)legal * sizeof *first);
    n = ops->root_actions(a, first, CS_MAX_PLACEMENTS);
    ck_assert_int_gt(n, 1);
    ck_assert_int_lt(n, legal);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(ops->check(a, first[i]), SKY_OK);
        for (j = 0; j < i; j++)
            ck_assert_int_ne(first[i], first[j]);
    }
    ck_assert_int_eq(ops->root_actions(b, again, CS_MAX_PLACEMENTS), n);
    ck_assert_mem_eq(first, again, (size_t)n * sizeof *first);
    /* A short array gets the best ones first, and the count of all. */
    ck_assert_int_eq(ops->root_actions(a, again, 1), n);
    ck_assert_int_eq(again[0], first[0]);
    sky_cityscape_free(a);
    sky_cityscape_free(b);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cityscape_search");
    TCase *tc = tcase_create("knowledge");

    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, inferred_goals_follow_the_rivals_placements);
    tcase_add_test(tc, inferred_goals_ignore_what_the_viewer_cannot_see);
    tcase_add_loop_test(tc, rollout_moves_are_legal_and_reproducible, 0, 3);
    tcase_add_loop_test(tc, rollout_placements_are_the_best_tries_by_whole_city_scores, 0, 3);
    tcase_add_test(tc, search_sets_the_shortlisted_goals);
    tcase_add_test(tc, evaluation_favours_the_leader);
    tcase_add_test(tc, root_tries_greedys_best_placements);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
