/*
 * Whole games between built-in players (sky_game_play_out(),
 * sky_game_play_series(), sky_game_play_series_with()) for every game of
 * the registry: they end, they are the same game as the step-by-step
 * loop, a series is the same however it is split, seats rotate, players
 * with default settings are the bare bots, a search player's settings
 * are used, and bad arguments are refused.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>
#include "run_suite.h"

#define TEXT_CAP 65536
#define SERIES 6

static char text_a[TEXT_CAP], text_b[TEXT_CAP];
static const int both[] = { SKY_BOT_GREEDY, SKY_BOT_RANDOM };

static const char *game_name(int index)
{
    sky_game_type type;

    ck_assert_int_eq(sky_game_info(index, &type, sizeof type), SKY_OK);
    return type.name;
}

/* The same game played one action at a time by the public calls. */
static int play_by_hand(sky_game *g, const int *bots, size_t count,
                        sky_rng *rng)
{
    int who, action, plies = 0;

    while ((who = sky_game_to_move(g)) != SKY_EOVER) {
        int bot = who == SKY_ECHANCE ? SKY_BOT_RANDOM : bots[who % count];
        ck_assert_int_eq(sky_game_bot_action(g, bot, rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
        plies++;
    }
    return plies;
}

START_TEST(play_out_is_the_step_by_step_game)
{
    const char *name = game_name(_i);
    sky_game *a, *b;
    sky_game_result r;
    sky_rng rng_a, rng_b;
    int scores[SKY_GAME_MAX_PLAYERS], p, plies;
    unsigned winners;

    ck_assert_int_eq(sky_game_new(name, NULL, &a), SKY_OK);
    ck_assert_int_eq(sky_game_clone(a, &b), SKY_OK);
    sky_rng_seed(&rng_a, 1000 + (uint64_t)_i);
    rng_b = rng_a;
    ck_assert_int_eq(sky_game_play_out(a, both, 2, &rng_a, &r), SKY_OK);
    plies = play_by_hand(b, both, 2, &rng_b);

    ck_assert_int_eq(sky_game_is_over(a), 1);
    ck_assert_int_eq(r.plies, plies);
    ck_assert_int_gt(r.plies, 0);
    ck_assert_int_eq(sky_game_write(a, SKY_VIEW_ALL, text_a, TEXT_CAP) < TEXT_CAP, 1);
    ck_assert_int_eq(sky_game_write(b, SKY_VIEW_ALL, text_b, TEXT_CAP) < TEXT_CAP, 1);
    ck_assert_str_eq(text_a, text_b);
    ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);

    ck_assert_int_eq(r.seed, 0);
    ck_assert_int_eq(r.players, sky_game_players(a));
    ck_assert_int_eq(sky_game_scores(a, scores, SKY_GAME_MAX_PLAYERS), r.players);
    ck_assert_int_eq(sky_game_winners(a, &winners), SKY_OK);
    ck_assert_uint_eq(r.winners, winners);
    for (p = 0; p < r.players; p++) {
        ck_assert_int_eq(r.scores[p], scores[p]);
        ck_assert_int_eq(r.bots[p], both[p % 2]);
    }

    /* A finished game plays out at once. */
    ck_assert_int_eq(sky_game_play_out(a, both, 2, &rng_a, &r), SKY_OK);
    ck_assert_int_eq(r.plies, 0);
    sky_game_free(a);
    sky_game_free(b);
}
END_TEST

/*
 * Random players in every seat, from the start and from positions part
 * way in (chance nodes among them): one call plays the game the public
 * calls play step by step, and leaves the generator where they leave it
 * (a game module may play it in one pass: random_play_out).
 */
START_TEST(random_play_out_is_the_step_by_step_game)
{
    static const int random_bot[] = { SKY_BOT_RANDOM };
    static const int part_way[] = { 0, 1, 2, 3, 5, 8, 13, 40 };
    const char *name = game_name(_i);
    size_t k;

    for (k = 0; k < sizeof part_way / sizeof part_way[0]; k++) {
        sky_game *a, *b;
        sky_game_result r;
        sky_rng rng_a, rng_b;
        int i, action;

        ck_assert_int_eq(sky_game_new(name, NULL, &a), SKY_OK);
        sky_rng_seed(&rng_a, 500 + k);
        for (i = 0; i < part_way[k] && !sky_game_is_over(a); i++) {
            ck_assert_int_eq(sky_game_bot_action(a, SKY_BOT_RANDOM, &rng_a, &action), SKY_OK);
            ck_assert_int_eq(sky_game_apply(a, action), SKY_OK);
        }
        ck_assert_int_eq(sky_game_clone(a, &b), SKY_OK);
        rng_b = rng_a;
        ck_assert_int_eq(sky_game_play_out(a, random_bot, 1, &rng_a, &r), SKY_OK);
        ck_assert_int_eq(r.plies, play_by_hand(b, random_bot, 1, &rng_b));
        ck_assert_int_eq(sky_game_write(a, SKY_VIEW_ALL, text_a, TEXT_CAP) < TEXT_CAP, 1);
        ck_assert_int_eq(sky_game_write(b, SKY_VIEW_ALL, text_b, TEXT_CAP) < TEXT_CAP, 1);
        ck_assert_str_eq(text_a, text_b);
        ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);
        ck_assert_int_eq(r.bots[0], SKY_BOT_RANDOM);
        sky_game_free(a);
        sky_game_free(b);
    }
}
END_TEST

START_TEST(series_is_the_same_however_split)
{
    const char *name = game_name(_i);
    sky_game_result whole[SERIES], parts[SERIES];
    sky_game *g;
    sky_rng rng;
    int k, p;

    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 0, SERIES, whole), SKY_OK);
    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 0, 3, parts), SKY_OK);
    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 3, SERIES - 3, parts + 3), SKY_OK);
    ck_assert_mem_eq(whole, parts, sizeof whole);

    for (k = 0; k < SERIES; k++) {
        ck_assert_uint_eq(whole[k].seed, 77 + (uint64_t)k);
        for (p = 0; p < whole[k].players; p++)
            ck_assert_int_eq(whole[k].bots[p], both[(p + k) % 2]);
    }

    /* Game k is a play-out from a new game with generator seed + k. */
    ck_assert_int_eq(sky_game_new(name, NULL, &g), SKY_OK);
    sky_rng_seed(&rng, 77 + 3);
    ck_assert_int_eq(play_by_hand(g, (const int[]){ both[1], both[0] }, 2, &rng),
                     whole[3].plies);
    sky_game_free(g);
}
END_TEST

START_TEST(play_refuses_bad_arguments)
{
    sky_game_result r[2];
    sky_game *g;
    sky_rng rng, zero;
    const int bad_bot[] = { SKY_BOT_RANDOM, 99 };
    const int nine[9] = { 0 };
    int status;

    memset(&zero, 0, sizeof zero);
    sky_rng_seed(&rng, 5);
    ck_assert_int_eq(sky_game_new("cathedral", NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_game_play_out(NULL, both, 2, &rng, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_out(g, NULL, 2, &rng, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_out(g, both, 0, &rng, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_out(g, nine, 9, &rng, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_out(g, bad_bot, 2, &rng, r), SKY_ERANGE);
    ck_assert_int_eq(sky_game_play_out(g, both, 2, NULL, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_out(g, both, 2, &zero, r), SKY_EINVAL);
    /* Refused before any action: the game is still at its start. */
    ck_assert_int_eq(sky_game_to_move(g), 0);
    ck_assert_int_eq(sky_game_undo(g), SKY_ENOUNDO);
    /* Without a result only the game changes. */
    ck_assert_int_eq(sky_game_play_out(g, both, 2, &rng, NULL), SKY_OK);
    ck_assert_int_eq(sky_game_is_over(g), 1);
    sky_game_free(g);

    status = sky_game_play_series("nosuchgame", NULL, both, 2, 1, 0, 2, r);
    ck_assert_int_eq(status, SKY_EUNKNOWN);
    status = sky_game_play_series("cathedral", "nosuchkey=1", both, 2, 1, 0, 2, r);
    ck_assert_int_eq(status, SKY_EOPTION);
    ck_assert_int_eq(sky_game_play_series("cathedral", NULL, both, 2, 1, 0, 2, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series("cathedral", NULL, bad_bot, 2, 1, 0, 2, r), SKY_ERANGE);
    ck_assert_int_eq(sky_game_play_series(NULL, NULL, both, 2, 1, 0, 1, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series("cathedral", NULL, both, 2, 1, 0, 0, NULL), SKY_OK);
}
END_TEST

START_TEST(players_with_defaults_are_the_bots)
{
    const char *name = game_name(_i);
    const sky_game_player players[] = {
        { .bot = both[0], .search = NULL }, { .bot = both[1], .search = NULL },
    };
    sky_game_result bots[SERIES], with[SERIES];

    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 91, 3, SERIES, bots), SKY_OK);
    ck_assert_int_eq(sky_game_play_series_with(name, NULL, players, 2, 91, 3, SERIES, with),
                     SKY_OK);
    ck_assert_mem_eq(bots, with, sizeof bots);
}
END_TEST

/* The search with its defaults, as a player without settings and as the bare bot. */
START_TEST(search_without_settings_is_the_search_bot)
{
    const int bots[] = { SKY_BOT_SEARCH, SKY_BOT_RANDOM };
    const sky_game_player players[] = {
        { .bot = SKY_BOT_SEARCH, .search = NULL }, { .bot = SKY_BOT_RANDOM, .search = NULL },
    };
    sky_game_result a, b;

    ck_assert_int_eq(sky_game_play_series("cathedral", NULL, bots, 2, 8, 0, 1, &a), SKY_OK);
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 8, 0, 1, &b),
                     SKY_OK);
    ck_assert_mem_eq(&a, &b, sizeof a);
}
END_TEST

/* Game k of a series, by hand, with the search at `search`'s settings in seat 1 - k % 2. */
static int search_by_hand(const char *name, const sky_search_options *search,
                          uint64_t seed, sky_game_result *r)
{
    sky_game *g;
    sky_rng rng;
    int who, action, plies = 0;

    ck_assert_int_eq(sky_game_new(name, NULL, &g), SKY_OK);
    sky_rng_seed(&rng, seed);
    while ((who = sky_game_to_move(g)) != SKY_EOVER) {
        if (who == (int)(1 - seed % 2))
            ck_assert_int_eq(sky_game_search(g, search, &rng, &action), SKY_OK);
        else
            ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_GREEDY, &rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
        plies++;
    }
    ck_assert_int_eq(sky_game_scores(g, r->scores, SKY_GAME_MAX_PLAYERS), r->players);
    ck_assert_int_eq(sky_game_winners(g, &r->winners), SKY_OK);
    sky_game_free(g);
    return plies;
}

START_TEST(a_search_player_plays_with_its_settings)
{
    const char *name = game_name(_i);
    sky_search_options few;
    sky_game_result r[2], by_hand;
    int k;

    ck_assert_int_eq(sky_search_options_init(&few, sizeof few), SKY_OK);
    few.iterations = 7;
    const sky_game_player players[] = {
        { .bot = SKY_BOT_GREEDY, .search = &few }, { .bot = SKY_BOT_SEARCH, .search = &few },
    };
    ck_assert_int_eq(sky_game_play_series_with(name, NULL, players, 2, 40, 0, 2, r), SKY_OK);
    for (k = 0; k < 2; k++) {
        by_hand.players = r[k].players;
        ck_assert_int_eq(search_by_hand(name, &few, 40 + (uint64_t)k, &by_hand), r[k].plies);
        ck_assert_mem_eq(by_hand.scores, r[k].scores, sizeof by_hand.scores[0] * (size_t)r[k].players);
        ck_assert_uint_eq(by_hand.winners, r[k].winners);
        /* A solo game's one seat is the search's in game 1. */
        ck_assert_int_eq(r[k].bots[(1 - k) % r[k].players], (1 - k) % r[k].players == 1 - k
                         ? SKY_BOT_SEARCH : SKY_BOT_GREEDY);
    }
}
END_TEST

START_TEST(series_with_refuses_bad_players)
{
    sky_search_options timed, negative, unknown;
    sky_game_player players[SKY_GAME_MAX_PLAYERS + 1] = {
        { .bot = SKY_BOT_SEARCH, .search = NULL }, { .bot = SKY_BOT_RANDOM, .search = NULL },
    };
    sky_game_result r[2];

    ck_assert_int_eq(sky_search_options_init(&timed, sizeof timed), SKY_OK);
    negative = unknown = timed;
    timed.seconds = 0.5;
    negative.iterations = -1;
    unknown.rollout = 99;

    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, NULL, 2, 1, 0, 2, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 0, 1, 0, 2, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 9, 1, 0, 2, r), SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, NULL),
                     SKY_EINVAL);
    ck_assert_int_eq(sky_game_play_series_with("nosuchgame", NULL, players, 2, 1, 0, 2, r),
                     SKY_EUNKNOWN);
    players[1].bot = 99;
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r), SKY_ERANGE);
    /* Settings of a player that is not the search are not read. */
    players[1] = (sky_game_player){ .bot = SKY_BOT_GREEDY, .search = &timed };
    players[0].search = &timed;
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r), SKY_EINVAL);
    players[0].search = &negative;
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r), SKY_ERANGE);
    players[0].search = &unknown;
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r), SKY_ERANGE);
    unknown.size = 3;
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r), SKY_EINVAL);
    /* Refused before playing: nothing is written. */
    memset(r, 0xab, sizeof r);
    players[0].search = &negative;
    sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 2, r);
    ck_assert_uint_eq(r[0].seed, 0xababababababababULL);
    ck_assert_int_eq(sky_game_play_series_with("cathedral", NULL, players, 2, 1, 0, 0, NULL),
                     SKY_ERANGE);
}
END_TEST

static Suite *play_suite(void)
{
    Suite *s = suite_create("play");
    TCase *tc = tcase_create("play");

    /* Whole games of every module, under valgrind and ASan on a busy machine. */
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, play_out_is_the_step_by_step_game, 0, sky_game_count());
    tcase_add_loop_test(tc, random_play_out_is_the_step_by_step_game, 0, sky_game_count());
    tcase_add_loop_test(tc, series_is_the_same_however_split, 0, sky_game_count());
    tcase_add_test(tc, play_refuses_bad_arguments);
    tcase_add_loop_test(tc, players_with_defaults_are_the_bots, 0, sky_game_count());
    tcase_add_test(tc, search_without_settings_is_the_search_bot);
    tcase_add_loop_test(tc, a_search_player_plays_with_its_settings, 0, sky_game_count());
    tcase_add_test(tc, series_with_refuses_bad_players);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(play_suite());
}
