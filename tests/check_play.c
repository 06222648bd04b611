/*
 * Whole games between built-in players (sky_game_play_out(),
 * sky_game_play_series()) for every game of the registry: they end, they
 * are the same game as the step-by-step loop, a series is the same however
 * it is split, seats rotate, and bad arguments are refused.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

#define TEXT_CAP 65536
#define SERIES 12

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

START_TEST(series_is_the_same_however_split)
{
    const char *name = game_name(_i);
    sky_game_result whole[SERIES], parts[SERIES], again[SERIES];
    sky_game *g;
    sky_rng rng;
    int k, p;

    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 0, SERIES, whole), SKY_OK);
    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 0, 5, parts), SKY_OK);
    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 5, SERIES - 5, parts + 5), SKY_OK);
    ck_assert_mem_eq(whole, parts, sizeof whole);
    ck_assert_int_eq(sky_game_play_series(name, NULL, both, 2, 77, 0, SERIES, again), SKY_OK);
    ck_assert_mem_eq(whole, again, sizeof whole);

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

static Suite *play_suite(void)
{
    Suite *s = suite_create("play");
    TCase *tc = tcase_create("play");

    /* Whole games of every module, under valgrind and ASan on a busy machine. */
    tcase_set_timeout(tc, 300);
    tcase_add_loop_test(tc, play_out_is_the_step_by_step_game, 0, sky_game_count());
    tcase_add_loop_test(tc, series_is_the_same_however_split, 0, sky_game_count());
    tcase_add_test(tc, play_refuses_bad_arguments);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(play_suite());
    int failed;

    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
