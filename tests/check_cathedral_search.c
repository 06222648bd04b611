/*
 * The Cathedral knowledge of the search player (cathedral_bot.c, through
 * game_cathedral.c's hooks), tested on the module's internals: its root
 * tries greedy's best moves, the search plays one of them, and its
 * play-outs place the biggest piece kind left.  Linked to the static
 * library, where the internal functions are visible.
 */
#include <check.h>
#include <string.h>

#include <skyline/skyline.h>

#include "cathedral_internal.h"
#include "game_internal.h"
#include "run_suite.h"

#define ACTIONS 3300            /* game_cathedral.c: 33 orientations x 100 cells */

static const struct game_ops *const ops = &game_cathedral_ops;

/* A generic game `plies` moves in, played by the random bot from `seed`. */
static sky_game *game_after(int plies, uint64_t seed)
{
    sky_game *g;
    sky_rng rng;
    int action, k;

    ck_assert_int_eq(sky_game_new("cathedral", NULL, &g), SKY_OK);
    sky_rng_seed(&rng, seed);
    for (k = 0; k < plies; k++) {
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
    }
    return g;
}

/* The piece an action places, through its notation. */
static int piece_of(const void *state, int action)
{
    sky_cathedral_move m;
    char text[32];

    ck_assert_int_ge(ops->action_to_string(state, action, text, sizeof text), 0);
    ck_assert_int_eq(sky_cathedral_move_from_string(text, &m), SKY_OK);
    return m.piece;
}

static int listed(const int *actions, int n, int action)
{
    int i;

    for (i = 0; i < n; i++)
        if (actions[i] == action)
            return 1;
    return 0;
}

/*
 * Early in the building phase the root tries CA_ROOT_MOVES distinct legal
 * moves of the hundreds there are, the greedy bot's choice among them
 * whatever its random tie-breaks, the same list every time.
 */
START_TEST(root_tries_greedys_best_moves)
{
    sky_game *g = game_after(3, 21);
    int root[ACTIONS], again[ACTIONS], legal, n, i, j, action;
    sky_rng rng;

    legal = ops->legal_actions(g->state, root, ACTIONS);
    n = ops->root_actions(g->state, root, ACTIONS);
    ck_assert_int_eq(n, CA_ROOT_MOVES);
    ck_assert_int_gt(legal, 2 * n);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(ops->check(g->state, root[i]), SKY_OK);
        for (j = 0; j < i; j++)
            ck_assert_int_ne(root[i], root[j]);
    }
    for (i = 0; i < 4; i++) {
        sky_rng_seed(&rng, (uint64_t)i);
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_GREEDY, &rng, &action), SKY_OK);
        ck_assert(listed(root, n, action));
    }
    ck_assert_int_eq(ops->root_actions(g->state, again, ACTIONS), n);
    ck_assert_mem_eq(root, again, (size_t)n * sizeof *root);
    sky_game_free(g);
}
END_TEST

/* Bright's People go where the search likes: greedy has no opinion there. */
START_TEST(root_tries_every_people_placement)
{
    sky_game *g = game_after(0, 1);
    int root[ACTIONS], legal[ACTIONS], n;

    n = ops->legal_actions(g->state, legal, ACTIONS);
    ck_assert_int_gt(n, CA_ROOT_MOVES);
    ck_assert_int_eq(ops->root_actions(g->state, root, ACTIONS), n);
    ck_assert_mem_eq(root, legal, (size_t)n * sizeof *root);
    sky_game_free(g);
}
END_TEST

/* The search's move is one its root tried. */
START_TEST(search_plays_a_root_move)
{
    sky_game *g = game_after(5, 4);
    sky_search_options o;
    int root[ACTIONS], n, action;
    sky_rng rng;

    n = ops->root_actions(g->state, root, ACTIONS);
    ck_assert_int_eq(n, CA_ROOT_MOVES);
    sky_search_options_init(&o, sizeof o);
    o.iterations = 300;
    sky_rng_seed(&rng, 2);
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_OK);
    ck_assert(listed(root, n, action));
    sky_game_free(g);
}
END_TEST

/*
 * A play-out move is legal and of the biggest piece kind among the legal
 * moves, reproducible from its seed, and not always the same placement.
 */
START_TEST(rollout_places_the_biggest_piece)
{
    sky_cathedral_move moves[SKY_CATHEDRAL_MAX_MOVES];
    sky_game *g = game_after(_i, 30 + (uint64_t)_i);
    const struct sky_cathedral *c = g->state;
    int n, i, biggest = 0, action, first = -1, differ = 0;
    sky_rng rng, again;

    n = sky_cathedral_legal_moves(c, moves, SKY_CATHEDRAL_MAX_MOVES);
    ck_assert_int_gt(n, 1);
    for (i = 0; i < n; i++)
        if (sky_cathedral_piece_squares(moves[i].piece) > biggest)
            biggest = sky_cathedral_piece_squares(moves[i].piece);
    sky_rng_seed(&rng, 9);
    for (i = 0; i < 20; i++) {
        again = rng;
        ck_assert_int_eq(ops->rollout_action(c, &rng, &action), SKY_OK);
        ck_assert_int_eq(ops->check(c, action), SKY_OK);
        ck_assert_int_eq(ops->rollout_action(c, &again, &n), SKY_OK);
        ck_assert_int_eq(n, action);
        ck_assert_int_eq(sky_cathedral_piece_squares(piece_of(c, action)), biggest);
        if (first < 0)
            first = action;
        differ |= action != first;
    }
    ck_assert(differ);
    sky_game_free(g);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cathedral_search");
    TCase *tc = tcase_create("knowledge");

    tcase_add_test(tc, root_tries_greedys_best_moves);
    tcase_add_test(tc, root_tries_every_people_placement);
    tcase_add_test(tc, search_plays_a_root_move);
    tcase_add_loop_test(tc, rollout_places_the_biggest_piece, 0, 8);
    suite_add_tcase(s, tc);
    return run_suite(s);
}
