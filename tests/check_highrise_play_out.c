/*
 * Skyline's random play-out (hr_random_play_out(), the generic layer's
 * random_play_out) where the public calls do not take it: it stops at
 * its limit with the steps and draws the step-by-step game had then, a
 * history that fills its room during the play-out grows, and its copy
 * by table and its copy by POPCNT and BMI2 play the same games.
 */
#include <check.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "highrise_internal.h"
#include "run_suite.h"

#define TEXT_CAP 65536

static char text_a[TEXT_CAP], text_b[TEXT_CAP];

static sky_highrise *new_game(void)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;

    ck_assert_int_eq(sky_highrise_options_init(&o, sizeof o), SKY_OK);
    o.players = 4;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    return g;
}

/* `steps` steps of the generic layer's random player, one call each; how many. */
static int play_by_hand(sky_highrise *g, sky_rng *rng, int steps)
{
    int i, action;

    for (i = 0; i < steps && hr_random_action(g, rng, &action) == SKY_OK; i++)
        ck_assert_int_eq(hr_play_number(g, action), SKY_OK);
    return i;
}

static void assert_same_games(const sky_highrise *a, const sky_highrise *b)
{
    ck_assert_int_lt(sky_highrise_write(a, SKY_VIEW_ALL, text_a, TEXT_CAP), TEXT_CAP);
    ck_assert_int_lt(sky_highrise_write(b, SKY_VIEW_ALL, text_b, TEXT_CAP), TEXT_CAP);
    ck_assert_str_eq(text_a, text_b);
}

/*
 * Every limit of a game's first 64 steps, so that limits fall at each
 * kind of step and inside a throw of several dice; and one far on.
 */
START_TEST(play_out_stops_at_its_limit)
{
    static int limits[65];
    size_t i;

    for (i = 0; i < 64; i++)
        limits[i] = (int)i + 1;
    limits[64] = 200;
    for (i = 0; i < sizeof limits / sizeof limits[0]; i++) {
        sky_highrise *a = new_game(), *b = NULL;
        sky_rng rng_a, rng_b;
        int plies = -1;

        ck_assert_int_eq(sky_highrise_clone(a, &b), SKY_OK);
        sky_rng_seed(&rng_a, 40 + i);
        rng_b = rng_a;
        ck_assert_int_eq(hr_random_play_out_by(a, &rng_a, limits[i], &plies, _i), SKY_EPHASE);
        ck_assert_int_eq(plies, limits[i]);
        ck_assert_int_eq(play_by_hand(b, &rng_b, limits[i]), limits[i]);
        assert_same_games(a, b);
        ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);

        /* and on from there to the end */
        ck_assert_int_eq(hr_random_play_out_by(a, &rng_a, INT_MAX, &plies, _i), SKY_OK);
        ck_assert_int_eq(plies, play_by_hand(b, &rng_b, INT_MAX));
        ck_assert_int_eq(sky_highrise_is_over(a), 1);
        assert_same_games(a, b);
        ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);
        sky_highrise_free(a);
        sky_highrise_free(b);
    }
}
END_TEST

/*
 * A play-out starting at a roll with its history on the heap and full,
 * as sky_highrise_clone() leaves a history past the handle's room: the
 * history grows before the roll is written (valgrind and ASan see a
 * write past the block).
 */
START_TEST(play_out_grows_a_full_history)
{
    sky_highrise *a = new_game(), *b = NULL;
    sky_rng rng_a, rng_b;
    int plies = -1;
    uint8_t *exact;

    sky_rng_seed(&rng_a, 41);
    while (sky_highrise_to_move(a) != SKY_ECHANCE)
        ck_assert_int_eq(play_by_hand(a, &rng_a, 1), 1);
    ck_assert_int_eq(sky_highrise_clone(a, &b), SKY_OK);
    rng_b = rng_a;
    ck_assert_ptr_nonnull(exact = malloc(a->nhist));
    memcpy(exact, a->hist, a->nhist);
    a->hist = exact;
    a->hist_cap = a->nhist;

    ck_assert_int_eq(hr_random_play_out_by(a, &rng_a, INT_MAX, &plies, _i), SKY_OK);
    ck_assert_int_eq(plies, play_by_hand(b, &rng_b, INT_MAX));
    ck_assert_int_ge(a->hist_cap, a->nhist);
    assert_same_games(a, b);
    ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);
    sky_highrise_free(a);
    sky_highrise_free(b);
}
END_TEST

/*
 * The two copies of the play-out (bits counted by table, and by POPCNT
 * and BMI2 where the processor has them): the same games, the same draws.
 */
START_TEST(play_out_by_table_and_by_instruction_agree)
{
    int i;

    for (i = 0; i < 300; i++) {
        sky_highrise *a = new_game(), *b = NULL;
        sky_rng rng_a, rng_b;
        int plies_a = -1, plies_b = -2;

        ck_assert_int_eq(sky_highrise_clone(a, &b), SKY_OK);
        sky_rng_seed(&rng_a, 1000 + (uint64_t)i);
        rng_b = rng_a;
        ck_assert_int_eq(hr_random_play_out_by(a, &rng_a, INT_MAX, &plies_a, 0), SKY_OK);
        ck_assert_int_eq(hr_random_play_out_by(b, &rng_b, INT_MAX, &plies_b, 1), SKY_OK);
        ck_assert_int_eq(plies_a, plies_b);
        assert_same_games(a, b);
        ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);
        sky_highrise_free(a);
        sky_highrise_free(b);
    }
}
END_TEST

static Suite *play_out_suite(void)
{
    Suite *s = suite_create("highrise_play_out");
    TCase *tc = tcase_create("play_out");

    /* a few whole games, under valgrind and ASan on a busy machine */
    tcase_set_timeout(tc, 120);
    /* _i: by table (0), by instruction where the processor has them (1) */
    tcase_add_loop_test(tc, play_out_stops_at_its_limit, 0, 2);
    tcase_add_loop_test(tc, play_out_grows_a_full_history, 0, 2);
    tcase_add_test(tc, play_out_by_table_and_by_instruction_agree);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(play_out_suite());
}
