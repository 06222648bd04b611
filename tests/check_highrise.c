/*
 * Skyline, the dice game (module highrise): one test or more per rule
 * id HR-1..HR-23 of skyline-highrise(7), plus the API contract (checks
 * that change nothing, undo, clone, text, notation, players).
 *
 * Games are scripted in the step notation: "TGUP G=M U=L P=- bGM"
 * takes three dice, supplies their faces and builds the ground floor.
 */
#include <check.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>
#include "run_suite.h"

#define TEXT_CAP 65536

static char text_a[TEXT_CAP], text_b[TEXT_CAP];

/* ---- helpers ---------------------------------------------------------------- */

static sky_highrise *new_game(int players, int rounds)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;

    sky_highrise_options_init(&o, sizeof o);
    o.players = players;
    o.rounds = rounds;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    return g;
}

/* A game whose face table is `faces` ("LLLMMH" per kind, '-' blank). */
static sky_highrise *new_game_faces(int players, const char *faces[3])
{
    static const char letters[] = "LMH-";
    sky_highrise_options o;
    sky_highrise *g = NULL;
    int k, s;

    sky_highrise_options_init(&o, sizeof o);
    o.players = players;
    for (k = 0; k < 3; k++)
        for (s = 0; s < 6; s++)
            o.faces[k][s] = (int)(strchr(letters, faces[k][s]) - letters);
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    return g;
}

/* A player's score, from sky_highrise_scores(). */
static int score(const sky_highrise *g, int player)
{
    int scores[SKY_HIGHRISE_MAX_PLAYERS];

    ck_assert_int_eq(sky_highrise_scores(g, scores, SKY_HIGHRISE_MAX_PLAYERS),
                     sky_highrise_players(g));
    ck_assert_int_lt(player, sky_highrise_players(g));
    return scores[player];
}

static sky_highrise_move parse(const char *text)
{
    sky_highrise_move m;

    ck_assert_msg(sky_highrise_move_from_string(text, &m) == SKY_OK, "cannot parse %s", text);
    return m;
}

/* The status of one step by the player to move. */
static int try_step(sky_highrise *g, const char *text)
{
    return sky_highrise_play(g, sky_highrise_to_move(g), parse(text));
}

static int check_step(const sky_highrise *g, const char *text)
{
    return sky_highrise_check(g, sky_highrise_to_move(g), parse(text));
}

/* Plays every blank-separated step; each must be legal. */
static void script(sky_highrise *g, const char *steps)
{
    char buf[4096], *tok, *save = NULL;

    snprintf(buf, sizeof buf, "%s", steps);
    for (tok = strtok_r(buf, " \n", &save); tok; tok = strtok_r(NULL, " \n", &save)) {
        int rc = try_step(g, tok);
        char why[SKY_HIGHRISE_EXPLAIN_SIZE];

        if (rc != SKY_OK) {
            sky_highrise_explain(g, sky_highrise_to_move(g), parse(tok), why, sizeof why);
            ck_abort_msg("step %s: %s (%s)", tok, sky_status_name(rc), why);
        }
    }
}

static void write_all(const sky_highrise *g, char *buf)
{
    int n = sky_highrise_write(g, SKY_VIEW_ALL, buf, TEXT_CAP);
    ck_assert_int_ge(n, 0);
    ck_assert_int_lt(n, TEXT_CAP);
}

/* A rejected step leaves the game exactly as it was. */
static void expect_rejected(sky_highrise *g, const char *step, int status)
{
    write_all(g, text_a);
    ck_assert_msg(check_step(g, step) == status, "check %s: %s, expected %s", step,
                  sky_status_name(check_step(g, step)), sky_status_name(status));
    ck_assert_int_eq(try_step(g, step), status);
    write_all(g, text_b);
    ck_assert_str_eq(text_a, text_b);
}

static void explain(const sky_highrise *g, const char *step, char *why, size_t cap)
{
    sky_highrise_explain(g, sky_highrise_to_move(g), parse(step), why, cap);
}

static sky_highrise_skyline skyline_of(const sky_highrise *g, int player)
{
    sky_highrise_skyline s;

    ck_assert_int_eq(sky_highrise_player_skyline(g, player, &s), SKY_OK);
    return s;
}

static int dice_in_columns(const sky_highrise_skyline *s, int kind)
{
    int t, h, n = 0;

    for (t = 0; t < 3; t++)
        for (h = 1; h <= 6; h++)
            n += s->columns[t][h] * (kind == SKY_HIGHRISE_GROUND ? 1
                                     : kind == SKY_HIGHRISE_UPPER ? h - 1 : 0);
    return n;
}

/* HR-1: every die is somewhere: Yard, District, active, or in a column. */
static void expect_dice_conserved(const sky_highrise *g)
{
    static const int box[3] = { 25, 28, 7 };
    int k, f, p, n;

    for (k = 0; k < 3; k++) {
        n = sky_highrise_yard(g, k) + sky_highrise_district(g, k);
        for (f = 0; f <= SKY_HIGHRISE_UNROLLED; f++)
            n += sky_highrise_active(g, k, f);
        for (p = 0; p < sky_highrise_players(g); p++) {
            sky_highrise_skyline s = skyline_of(g, p);
            n += dice_in_columns(&s, k);
        }
        ck_assert_int_eq(n, box[k]);
    }
}

/* ---- HR-1..HR-4: components ------------------------------------------------------------- */

/* HR-1, HR-11: 25 G, 28 U, 7 P; the District and the starting ground floors. */
START_TEST(hr1_hr11_setup_for_each_player_count)
{
    static const int yard_g[5] = { 0, 24, 22, 21, 21 };
    int players;

    for (players = 1; players <= 4; players++) {
        sky_highrise *g = new_game(players, 0);
        sky_highrise_skyline s;
        int in_district = players > 1;

        ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_GROUND), yard_g[players]);
        ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 28 - in_district);
        ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE), 7 - in_district);
        ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_GROUND), in_district);
        ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_UPPER), in_district);
        ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_PENTHOUSE), in_district);
        s = skyline_of(g, 0);
        ck_assert_int_eq(s.columns[SKY_HIGHRISE_HIGH][1], 1);     /* first: High-Rise */
        if (players > 1) {
            s = skyline_of(g, 1);
            ck_assert_int_eq(s.columns[SKY_HIGHRISE_MID][1], 1);  /* second: Mid-Rise */
        }
        if (players > 2) {
            s = skyline_of(g, 2);
            ck_assert_int_eq(s.columns[SKY_HIGHRISE_LOW][1], 1);  /* third: Low-Rise */
        }
        if (players > 3) {
            s = skyline_of(g, 3);
            ck_assert_int_eq(sky_highrise_final_buildings(&s), 0); /* fourth: none */
        }
        expect_dice_conserved(g);
        ck_assert_int_eq(sky_highrise_round(g), 0);
        ck_assert_int_eq(sky_highrise_to_move(g), 0);
        ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_TAKE);
        sky_highrise_free(g);
    }
}
END_TEST

/* HR-1: the supply is finite: every die stays accounted for in random games. */
START_TEST(hr1_dice_conserved_in_random_games)
{
    int i;

    for (i = 0; i < 60; i++) {
        sky_highrise *g = new_game(1 + i % 4, 0);
        sky_rng rng;

        sky_rng_seed(&rng, (uint64_t)i);
        while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
            sky_highrise_move m;
            ck_assert_int_eq(sky_highrise_bot_move(g, i % 2, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
            expect_dice_conserved(g);
        }
        sky_highrise_free(g);
    }
}
END_TEST

/* HR-2, HR-3: the default face table, and the faces a die can roll. */
START_TEST(hr2_hr3_default_faces)
{
    static const int expected[3][6] = {
        { 0, 0, 0, 1, 1, 2 },      /* G: L L L M M H */
        { 0, 0, 0, 1, 1, 2 },      /* U: L L L M M H */
        { 1, 1, 2, 3, 3, 3 },      /* P: M M H - - - */
    };
    sky_highrise_options o;
    sky_highrise *g = new_game(2, 0);
    int k, s;

    ck_assert_int_eq(sky_highrise_options_init(&o, sizeof o), SKY_OK);
    ck_assert_int_eq(SKY_HIGHRISE_LOW, 0);
    ck_assert_int_eq(SKY_HIGHRISE_MID, 1);
    ck_assert_int_eq(SKY_HIGHRISE_HIGH, 2);
    ck_assert_int_eq(SKY_HIGHRISE_BLANK, 3);
    for (k = 0; k < 3; k++)
        for (s = 0; s < 6; s++) {
            ck_assert_int_eq(o.faces[k][s], expected[k][s]);
            ck_assert_int_eq(sky_highrise_face(g, k, s), expected[k][s]);
        }
    ck_assert_int_eq(sky_highrise_face(g, 3, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_face(g, 0, 6), SKY_ERANGE);
    /* No blank on a ground floor (HR-3), no Low-Rise penthouse. */
    script(g, "TGUP");
    ck_assert_int_eq(check_step(g, "G=-"), SKY_EILLEGAL);
    script(g, "G=H U=L");
    ck_assert_int_eq(check_step(g, "P=L"), SKY_EILLEGAL);
    ck_assert_int_eq(check_step(g, "P=-"), SKY_OK);
    sky_highrise_free(g);
}
END_TEST

/* HR-3: the generic layer's chance outcomes are the table's frequencies. */
START_TEST(hr3_chance_probabilities)
{
    sky_game *g = NULL;
    int actions[8], n, a;
    double p[8];

    ck_assert_int_eq(sky_game_new("highrise", "players=1", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_from_string(g, "TGUP", &a), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    ck_assert_int_eq(sky_game_to_move(g), SKY_ECHANCE);
    n = sky_game_chance_outcomes(g, actions, p, 8);        /* G: L 3/6 M 2/6 H 1/6 */
    ck_assert_int_eq(n, 3);
    ck_assert_double_eq_tol(p[0], 0.5, 1e-12);
    ck_assert_double_eq_tol(p[1], 2.0 / 6, 1e-12);
    ck_assert_double_eq_tol(p[2], 1.0 / 6, 1e-12);
    ck_assert_int_eq(sky_game_apply(g, actions[2]), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, actions[0]), SKY_OK);  /* U */
    n = sky_game_chance_outcomes(g, actions, p, 8);        /* P: M 2/6 H 1/6 - 3/6 */
    ck_assert_int_eq(n, 3);
    ck_assert_double_eq_tol(p[0], 2.0 / 6, 1e-12);
    ck_assert_double_eq_tol(p[1], 1.0 / 6, 1e-12);
    ck_assert_double_eq_tol(p[2], 0.5, 1e-12);
    sky_game_free(g);
}
END_TEST

/* HR-3: a game made with another face table rolls and builds by it. */
START_TEST(hr3_other_face_table)
{
    static const char *faces[3] = { "HHHHH-", "LLLLLL", "LLMMHH" };
    sky_highrise *g = new_game_faces(1, faces);
    sky_game *gg = NULL;
    int actions[8];
    double p[8];

    script(g, "TGUP");
    ck_assert_int_eq(check_step(g, "G=L"), SKY_EILLEGAL);      /* not on this die */
    script(g, "G=- U=L P=L");
    ck_assert_int_eq(check_step(g, "bG-"), SKY_EBLANK);        /* a blank ground floor */
    ck_assert_int_eq(check_step(g, "bPL>1"), SKY_ENOROOM);     /* HR-7 still holds */
    sky_highrise_free(g);

    ck_assert_int_eq(sky_game_new("highrise", "players=1 ground=222223 upper=000000", &gg), SKY_OK);
    ck_assert_int_eq(sky_game_apply(gg, 19), SKY_OK);           /* (3,0,0): GGG */
    ck_assert_int_eq(sky_game_chance_outcomes(gg, actions, p, 8), 2);
    ck_assert_double_eq_tol(p[0], 5.0 / 6, 1e-12);              /* H */
    ck_assert_double_eq_tol(p[1], 1.0 / 6, 1e-12);              /* blank */
    sky_game_free(gg);
    ck_assert_int_eq(sky_game_new("highrise", "ground=222224", &gg), SKY_EOPTION);
    ck_assert_int_eq(sky_game_new("highrise", "ground=-1", &gg), SKY_ERANGE);
}
END_TEST

/* HR-4: a tile of height h scores h squared. */
START_TEST(hr4_tile_points)
{
    static const int points[7] = { 0, 1, 4, 9, 16, 25, 36 };
    int h;

    for (h = 1; h <= 6; h++)
        ck_assert_int_eq(sky_highrise_tile_points(h), points[h]);
    ck_assert_int_eq(sky_highrise_tile_points(0), SKY_EHEIGHT);
    ck_assert_int_eq(sky_highrise_tile_points(7), SKY_EHEIGHT);
}
END_TEST

/* HR-4: the tile counts, and running out never blocks a completion. */
START_TEST(hr4_tile_supply_runs_out_without_blocking)
{
    static const int box[7] = { 0, 8, 20, 6, 18, 4, 4 };
    static const char *faces[3] = { "LLLLLL", "LLLLLL", "MMMMMM" };
    sky_highrise *g = new_game_faces(4, faces);
    int h, turn;

    for (h = 1; h <= 6; h++)
        ck_assert_int_eq(sky_highrise_tile_supply(g, h), box[h]);
    ck_assert_int_eq(sky_highrise_tile_supply(g, 7), SKY_EHEIGHT);
    /* Every turn: a Low-Rise ground floor and an upper floor on it, twice. */
    for (turn = 0; turn < 24; turn++)
        script(g, "TGUU G=L U=L U=L bGL bUL>1 resign");
    ck_assert_int_eq(sky_highrise_tile_supply(g, 2), 0);       /* 24 taken of 20 */
    ck_assert_int_eq(score(g, 0), 6 * 4);
    sky_highrise_free(g);
}
END_TEST

/* ---- HR-5..HR-10: buildings, as pure rules and in play ----------------------------------- */

/* HR-5: a ground floor can always be built, as a new building of its face. */
START_TEST(hr5_ground_floor_always_builds)
{
    int f, t, h;

    for (f = 0; f < 3; f++) {
        ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_GROUND, f, 0, 0), SKY_OK);
        for (t = 0; t < 3; t++)
            for (h = 1; h < 3; h++)   /* never on top of a building */
                ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_GROUND, f, t, h), SKY_EILLEGAL);
    }
}
END_TEST

START_TEST(hr5_ground_floor_in_play)
{
    sky_highrise *g = new_game(4, 0);
    sky_highrise_skyline s;

    /* Player 0 has only a High-Rise; a Low-Rise ground floor starts one. */
    script(g, "TGGG G=L G=M G=H");
    expect_rejected(g, "bGM>1", SKY_EILLEGAL);
    script(g, "bGL bGM bGH");
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_LOW][1], 1);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_MID][1], 1);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_HIGH][1], 2);
    sky_highrise_free(g);
}
END_TEST

/* HR-6: upper floors and penthouses need a column of their type; no blanks. */
START_TEST(hr6_needs_a_column_of_its_type)
{
    sky_highrise *g = new_game(4, 0);
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];

    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_MID, SKY_HIGHRISE_HIGH, 1),
                     SKY_ENOCOLUMN);
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_MID, 0, 0), SKY_ENOCOLUMN);
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_BLANK, 1, 2),
                     SKY_EBLANK);
    /* Player 3 has no building at all. */
    script(g, "TGUP G=L U=L P=M bGL resign TGUP G=L U=L P=M bGL resign");
    script(g, "TGUP G=L U=L P=M bGL resign");
    script(g, "TUUP U=H U=M P=-");
    expect_rejected(g, "bUH>1", SKY_ENOCOLUMN);
    explain(g, "bUH>1", why, sizeof why);
    ck_assert_msg(strstr(why, "no High-Rise column to build") != NULL, "%s", why);
    expect_rejected(g, "bUH", SKY_ENOCOLUMN);
    expect_rejected(g, "bP-", SKY_EBLANK);
    expect_rejected(g, "bUL>1", SKY_ENODIE);
    sky_highrise_free(g);
}
END_TEST

/* HR-7: a Low-Rise is 1 or 2 dice; an upper floor (L) completes it; no penthouse. */
START_TEST(hr7_low_rise)
{
    sky_highrise *g = new_game(3, 0);
    sky_highrise_skyline s;

    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_LOW, SKY_HIGHRISE_LOW, 1), SKY_OK);
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_LOW, SKY_HIGHRISE_LOW, 2), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_LOW, SKY_HIGHRISE_LOW, 1),
                     SKY_ENOROOM);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_LOW, 1, SKY_HIGHRISE_GROUND), 0);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_LOW, 2, SKY_HIGHRISE_UPPER), 1);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_LOW, 3, SKY_HIGHRISE_UPPER), SKY_EHEIGHT);
    script(g, "TGUP G=L U=L P=M bGL bUL>1");
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_LOW][2], 1);       /* 2 dice: 4 points */
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_LOW][1], 0);
    ck_assert_int_eq(score(g, 0), 4);
    sky_highrise_free(g);
}
END_TEST

/* HR-8: Mid-Rise 2..4 dice, complete only with a penthouse (M). */
START_TEST(hr8_mid_rise_pure)
{
    int h;

    for (h = 1; h <= 2; h++)
        ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_MID, SKY_HIGHRISE_MID, h), SKY_OK);
    /* 3 dice + an upper floor + its penthouse would be 5 > 4. */
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_MID, SKY_HIGHRISE_MID, 3), SKY_ENOROOM);
    for (h = 1; h <= 3; h++) {
        ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_MID, SKY_HIGHRISE_MID, h),
                         SKY_OK);
        ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_MID, h + 1, SKY_HIGHRISE_PENTHOUSE), 1);
        ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_MID, h + 1, SKY_HIGHRISE_UPPER), 0);
    }
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_MID, SKY_HIGHRISE_MID, 4),
                     SKY_ERANGE);
}
END_TEST

START_TEST(hr8_mid_rise_in_play)
{
    sky_highrise *g = new_game(2, 0);
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    sky_highrise_skyline s;

    /* Player 1 starts with a Mid-Rise ground floor. */
    script(g, "TGUP G=L U=L P=M bGL resign");
    script(g, "TUUU U=M U=M U=M bUM>1 bUM>2");
    expect_rejected(g, "bUM>3", SKY_ENOROOM);
    explain(g, "bUM>3", why, sizeof why);
    ck_assert_msg(strstr(why, "no room") && strstr(why, "4"), "%s", why);
    script(g, "rUM roll U=L aUL resign");
    script(g, "TUUU U=L U=L U=L bUL>1 resign");         /* player 0 tops its Low-Rise */
    script(g, "TPPP P=M P=H P=- bPM>3");                  /* 3 dice + penthouse = 4 */
    s = skyline_of(g, 1);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_MID][4], 1);
    ck_assert_int_eq(score(g, 1), 16);
    sky_highrise_free(g);
}
END_TEST

/* HR-9: High-Rise 3..6 dice; a penthouse needs 2 dice below; upper floors up to 5. */
START_TEST(hr9_high_rise_pure)
{
    int h;

    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_HIGH, SKY_HIGHRISE_HIGH, 1),
                     SKY_ENOROOM);
    for (h = 2; h <= 5; h++)
        ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_HIGH, SKY_HIGHRISE_HIGH, h),
                         SKY_OK);
    for (h = 1; h <= 4; h++)
        ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_HIGH, SKY_HIGHRISE_HIGH, h),
                         SKY_OK);
    ck_assert_int_eq(sky_highrise_can_build(SKY_HIGHRISE_UPPER, SKY_HIGHRISE_HIGH, SKY_HIGHRISE_HIGH, 5),
                     SKY_ENOROOM);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_HIGH, 6, SKY_HIGHRISE_PENTHOUSE), 1);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_HIGH, 7, SKY_HIGHRISE_PENTHOUSE), SKY_EHEIGHT);
    ck_assert_int_eq(sky_highrise_can_build(7, 0, 0, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_can_build(0, 0, 0, 6), SKY_ERANGE);
}
END_TEST

START_TEST(hr9_high_rise_in_play)
{
    sky_highrise *g = new_game(1, 0);
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];

    script(g, "TUPP U=H P=H P=M");
    expect_rejected(g, "bPH>1", SKY_ENOROOM);              /* only 1 die below */
    explain(g, "bPH>1", why, sizeof why);
    ck_assert_msg(strstr(why, "at least 2 dice below"), "%s", why);
    script(g, "bUH>1 bPH>2");                               /* H3: 9 points */
    ck_assert_int_eq(score(g, 0), 9);
    sky_highrise_free(g);
}
END_TEST

/* HR-10: the dice of a completed building go back to the Yard; a tile comes in. */
START_TEST(hr10_completion_returns_dice)
{
    sky_highrise *g = new_game(1, 0);
    sky_highrise_skyline s;

    /* Yard: G 24, U 28, P 7.  Take 3 U: U 25; two on the High-Rise: H3. */
    script(g, "TUUU U=H U=H U=L bUH>1 bUH>2 resign");
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 26);   /* 28 - 2 built */
    script(g, "TPPP P=H P=- P=- bPH>3");
    /* Completed at 4: 1 G, 2 U and the penthouse are back in the Yard. */
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_GROUND), 25);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 28);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE), 5);  /* 2 still active */
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_HIGH][4], 1);
    ck_assert_int_eq(sky_highrise_tile_supply(g, 4), 17);
    expect_dice_conserved(g);
    sky_highrise_free(g);
}
END_TEST

/* ---- HR-12..HR-16: the turn ------------------------------------------------------------------- */

/* HR-12: three dice of any mix from the Yard, or the whole District. */
START_TEST(hr12_take)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    int n;

    /* 10 mixes of three dice, plus the District. */
    n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
    ck_assert_int_eq(n, 11);
    ck_assert_int_eq(moves[10].step, SKY_HIGHRISE_TAKE_DISTRICT);
    expect_rejected(g, "TGU", SKY_ERANGE);
    explain(g, "TGU", why, sizeof why);
    ck_assert_msg(strstr(why, "exactly 3"), "%s", why);
    expect_rejected(g, "G=M", SKY_EPHASE);
    script(g, "D");
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_GROUND, SKY_HIGHRISE_UNROLLED), 1);
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_UPPER, SKY_HIGHRISE_UNROLLED), 1);
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_PENTHOUSE, SKY_HIGHRISE_UNROLLED), 1);
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_GROUND), 0);
    sky_highrise_free(g);
}
END_TEST

/*
 * Every take of 0..3 dice a kind that the legal steps do not have is
 * refused by sky_highrise_play() as sky_highrise_check() says, and the
 * others play (each on a copy).
 */
static void expect_takes_as_checked(const sky_highrise *g)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES], m;
    int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), t, i, legal;

    for (t = 0; t < 64; t++) {
        sky_highrise *copy = NULL;
        int rc;

        memset(&m, 0, sizeof m);
        m.take[0] = t % 4, m.take[1] = t / 4 % 4, m.take[2] = t / 16;
        for (i = 0, legal = 0; i < n; i++)
            legal |= moves[i].step == SKY_HIGHRISE_TAKE
                     && memcmp(moves[i].take, m.take, sizeof m.take) == 0;
        rc = sky_highrise_check(g, sky_highrise_to_move(g), m);
        ck_assert_int_eq(rc == SKY_OK, legal);
        ck_assert_int_eq(sky_highrise_clone(g, &copy), SKY_OK);
        ck_assert_int_eq(sky_highrise_play(copy, sky_highrise_to_move(copy), m), rc);
        sky_highrise_free(copy);
    }
}

/* HR-12: the Yard's dice only: with every penthouse abandoned, none can be taken. */
START_TEST(hr12_take_no_more_than_the_yard)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    int n, i;

    script(g, "TPPP P=- P=- P=- aP- aP- aP- resign");
    script(g, "TPPP P=- P=- P=- aP- aP- aP- resign");
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE), 0);
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_PENTHOUSE), 7);
    expect_rejected(g, "TPPP", SKY_ENODIE);
    expect_rejected(g, "TGUP", SKY_ENODIE);
    expect_takes_as_checked(g);
    explain(g, "TGUP", why, sizeof why);
    ck_assert_msg(strstr(why, "only 0 penthouse"), "%s", why);
    n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
    ck_assert_int_eq(n, 4 + 1);             /* GGG GGU GUU UUU, and the District */
    for (i = 0; i < 4; i++)
        ck_assert_int_eq(moves[i].take[SKY_HIGHRISE_PENTHOUSE], 0);
    sky_highrise_free(g);
}
END_TEST

/* HR-12: all that is left when the Yard has fewer than three dice. */
START_TEST(hr12_take_what_is_left)
{
    sky_highrise *g = new_game(4, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int turn, left, n, i;

    /* Everyone takes three and abandons them; player 0 keeps one die once. */
    script(g, "TGGG G=L G=L G=L bGL resign");
    for (turn = 1; sky_highrise_yard(g, 0) + sky_highrise_yard(g, 1) + sky_highrise_yard(g, 2) >= 3; turn++) {
        ck_assert_int_gt(sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), 0);
        ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), moves[0]), SKY_OK);
        while (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL) {
            sky_highrise_move r;
            ck_assert_int_eq(sky_highrise_draw(g, &r), SKY_OK);
        }
        while (sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES) > 0
               && sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_TAKE) {
            n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
            for (i = 0; i < n && moves[i].step != SKY_HIGHRISE_ABANDON; i++)
                ;
            if (i == n)
                i = n - 1;                          /* RESIGN */
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), moves[i]), SKY_OK);
        }
    }
    left = sky_highrise_yard(g, 0) + sky_highrise_yard(g, 1) + sky_highrise_yard(g, 2);
    ck_assert_int_eq(left, 2);                   /* 60 - 3 - 3 - 1 = 53 = 17 * 3 + 2 */
    expect_takes_as_checked(g);
    n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
    for (i = 0; i < n; i++)
        if (moves[i].step == SKY_HIGHRISE_TAKE)
            ck_assert_int_eq(moves[i].take[0] + moves[i].take[1] + moves[i].take[2], 2);
    ck_assert_int_eq(moves[0].step, SKY_HIGHRISE_TAKE);
    ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), moves[0]), SKY_OK);
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_ROLL);
    sky_highrise_free(g);
}
END_TEST

/*
 * HR-12 as sky_highrise_play() refuses takes: each player takes the most
 * ground floors it can and abandons every die, so that the ground floors
 * run short first; every take on the way is played as checked.
 */
START_TEST(hr12_takes_played_as_checked)
{
    sky_highrise *g = new_game(4, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int n, i;

    while (sky_highrise_yard(g, 0) + sky_highrise_yard(g, 1) + sky_highrise_yard(g, 2) > 0) {
        expect_takes_as_checked(g);
        n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
        for (i = n - 1; moves[i].step != SKY_HIGHRISE_TAKE; i--)
            ;                                   /* (3,0,0) first: the most G */
        ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), moves[i]), SKY_OK);
        while (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL)
            ck_assert_int_eq(sky_highrise_draw(g, NULL), SKY_OK);
        while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_TAKE) {
            n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
            for (i = 0; i < n && moves[i].step != SKY_HIGHRISE_ABANDON; i++)
                ;
            if (i == n)
                i = n - 1;                      /* RESIGN */
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), moves[i]), SKY_OK);
        }
    }
    expect_takes_as_checked(g);                 /* the Yard empty: the District */
    sky_highrise_free(g);
}
END_TEST

/* HR-13: rolls come one die at a time, G then U then P; supplied or drawn. */
START_TEST(hr13_rolls)
{
    sky_highrise *a = NULL, *b = NULL;
    sky_highrise_options o;
    sky_highrise_move m1, m2;
    int i;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 2;
    o.seed = 99;
    ck_assert_int_eq(sky_highrise_new(&o, &a), SKY_OK);
    ck_assert_int_eq(sky_highrise_new(&o, &b), SKY_OK);
    script(a, "TGUP");
    ck_assert_int_eq(sky_highrise_phase(a), SKY_HIGHRISE_PHASE_ROLL);
    expect_rejected(a, "U=L", SKY_ENODIE);     /* the ground floor rolls first */
    expect_rejected(a, "bGM", SKY_EPHASE);
    script(b, "TGUP");
    /* The same seed draws the same faces. */
    for (i = 0; i < 3; i++) {
        ck_assert_int_eq(sky_highrise_draw(a, &m1), SKY_OK);
        ck_assert_int_eq(sky_highrise_draw(b, &m2), SKY_OK);
        ck_assert_int_eq(m1.kind, i);
        ck_assert_int_eq(m1.face, m2.face);
    }
    ck_assert_int_eq(sky_highrise_draw(a, &m1), SKY_ECHANCE);   /* none due */
    ck_assert_int_eq(sky_highrise_phase(a), SKY_HIGHRISE_PHASE_RESOLVE);
    /* A drawn roll undone and drawn again gives the same face. */
    ck_assert_int_eq(sky_highrise_undo(a), SKY_OK);
    ck_assert_int_eq(sky_highrise_draw(a, &m1), SKY_OK);
    ck_assert_int_eq(m1.face, m2.face);
    write_all(a, text_a);
    write_all(b, text_b);
    ck_assert_str_eq(text_a, text_b);
    ck_assert_ptr_nonnull(strstr(text_a, "P~"));  /* drawn rolls are marked */
    sky_highrise_free(a);
    sky_highrise_free(b);
}
END_TEST

/* HR-14: Build, Abandon or Demolish; one action for all the dice resolved. */
START_TEST(hr14_one_action_per_resolve)
{
    sky_highrise *g = new_game(2, 0);
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];

    script(g, "TGUP G=L U=L P=- bGL");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_ACTION);
    expect_rejected(g, "aP-", SKY_EPHASE);
    explain(g, "aP-", why, sizeof why);
    ck_assert_msg(strstr(why, "one action"), "%s", why);
    expect_rejected(g, "xP-/H1", SKY_EPHASE);
    script(g, "bUL>1 rP- roll P=- aP- resign");
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_PENTHOUSE), 2);
    /* Resolving is not optional while something can be resolved (HR-23). */
    script(g, "TUUU U=L U=L U=L");
    expect_rejected(g, "resign", SKY_EPHASE);
    sky_highrise_free(g);
}
END_TEST

/* HR-14: a Demolish names one building (a tile or a column); both go. */
START_TEST(hr14_demolish)
{
    sky_highrise *g = new_game(1, 0);
    sky_highrise_skyline s;

    script(g, "TGUU G=L U=L U=H bGL bUL>1 bUH>1 resign");   /* L2 tile, H2 column */
    script(g, "TPPP P=- P=- P=M");
    expect_rejected(g, "xP-", SKY_EILLEGAL);                 /* no building named */
    expect_rejected(g, "xP-/[M2]", SKY_ENOCOLUMN);            /* no such tile */
    expect_rejected(g, "xP-/H1", SKY_ENOCOLUMN);              /* no such column */
    expect_rejected(g, "xPH/[L2]", SKY_ENODIE);
    script(g, "xP-/[L2]");
    expect_rejected(g, "xP-/H2", SKY_EILLEGAL);               /* one building per Demolish */
    script(g, "xP-");
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_LOW][2], 0);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE), 6);  /* 4 + 2 */
    ck_assert_int_eq(sky_highrise_demolitions(g, 0), 1);
    script(g, "rPM roll P=M xPM/H2 resign");                   /* the column's 2 dice too */
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_GROUND), 25);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 28);
    ck_assert_int_eq(sky_highrise_demolitions(g, 0), 2);
    expect_dice_conserved(g);
    sky_highrise_free(g);
}
END_TEST

/* HR-15: continue re-rolls some dice (the rest keep their faces), or resign. */
START_TEST(hr15_continue_or_resign)
{
    sky_highrise *g = new_game(2, 0);

    script(g, "TUUU U=H U=L U=M bUH>1");
    expect_rejected(g, "roll", SKY_EPHASE);               /* pick dice first */
    script(g, "rUL");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_REROLL);
    expect_rejected(g, "resign", SKY_EPHASE);
    expect_rejected(g, "rUL", SKY_ENODIE);
    script(g, "roll");
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_UPPER, SKY_HIGHRISE_MID), 1);  /* kept */
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_UPPER, SKY_HIGHRISE_UNROLLED), 1);
    script(g, "U=H bUH>2 resign");      /* the kept U goes back to the Yard */
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 27 - 2);
    sky_highrise_free(g);
}
END_TEST

START_TEST(hr15_no_dice_left_must_resign)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int n;

    script(g, "TGGG G=L G=M G=H bGL bGM bGH");
    n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
    ck_assert_int_eq(n, 1);
    ck_assert_int_eq(moves[0].step, SKY_HIGHRISE_RESIGN);
    script(g, "resign");
    ck_assert_int_eq(sky_highrise_to_move(g), 1);
    /* Resigning returns the remaining dice to the Yard. */
    script(g, "TUUU U=L U=L U=H aUL resign");
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 27 - 1);
    sky_highrise_free(g);
}
END_TEST

/* HR-16: an empty District is restocked at the end of the turn. */
START_TEST(hr16_district_restocked)
{
    sky_highrise *g = new_game(2, 0);

    script(g, "D G=L U=L P=- bGL bUL>1 rP- roll P=-");
    ck_assert_int_eq(sky_highrise_district(g, 0) + sky_highrise_district(g, 1)
                     + sky_highrise_district(g, 2), 0);
    script(g, "xP-/[L2] resign");
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_GROUND), 1);
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_UPPER), 1);
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_PENTHOUSE), 1);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE), 6);
    /* Not restocked while it still holds a die. */
    script(g, "TUUU U=L U=L U=L aUL resign");
    ck_assert_int_eq(sky_highrise_district(g, SKY_HIGHRISE_UPPER), 2);
    ck_assert_int_eq(sky_highrise_yard(g, SKY_HIGHRISE_UPPER), 27 - 1 + 0);
    expect_dice_conserved(g);
    sky_highrise_free(g);
}
END_TEST

/* ---- HR-17..HR-19: end, scoring, solo ----------------------------------------------------------- */

START_TEST(hr17_pure_end)
{
    ck_assert_int_eq(sky_highrise_game_ends(0, 9, 0), 0);
    ck_assert_int_eq(sky_highrise_game_ends(8, 9, 0), 1);
    ck_assert_int_eq(sky_highrise_game_ends(3, 9, 1), 1);
    ck_assert_int_eq(sky_highrise_game_ends(9, 9, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_game_ends(0, 10, 0), SKY_ERANGE);
}
END_TEST

/* HR-17: nine rounds, each player one turn per round, clockwise. */
START_TEST(hr17_nine_rounds)
{
    sky_highrise *g = new_game(3, 0);
    int round, p;

    ck_assert_int_eq(sky_highrise_rounds(g), 9);
    for (round = 0; round < 9; round++)
        for (p = 0; p < 3; p++) {
            ck_assert_int_eq(sky_highrise_round(g), round);
            ck_assert_int_eq(sky_highrise_to_move(g), p);
            script(g, "TGUP G=L U=L P=-");
            ck_assert_int_eq(check_step(g, "resign"), SKY_EPHASE);
            script(g, "bGL bUL>1 resign");
        }
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(score(g, 0), 9 * 4);
    sky_highrise_free(g);
}
END_TEST

/* HR-17: a height-6 building ends the game at the end of that round. */
START_TEST(hr17_six_ends_the_round)
{
    sky_highrise *g = new_game(2, 0);
    unsigned mask;

    script(g, "TUUU U=H U=H U=H bUH>1 bUH>2 bUH>3 resign");     /* H4 */
    script(g, "TUUU U=L U=L U=L aUL resign");
    script(g, "TUPP U=H P=H P=- bUH>4 bPH>5");                   /* H6 in round 2 */
    ck_assert_int_eq(score(g, 0), 36);
    script(g, "resign");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_TAKE);  /* player 1 still plays */
    ck_assert_int_eq(sky_highrise_to_move(g), 1);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_EPHASE);
    script(g, "TUUU U=L U=L U=L aUL resign");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(sky_highrise_round(g), 1);
    ck_assert_int_eq(sky_highrise_to_move(g), SKY_EOVER);
    ck_assert_int_eq(check_step(g, "TUUU"), SKY_EOVER);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 1u);
    sky_highrise_free(g);
}
END_TEST

/* HR-18: Low-Rise singles become 1-point tiles; other columns are lost. */
START_TEST(hr18_final_conversion)
{
    sky_highrise_skyline s;

    memset(&s, 0, sizeof s);
    s.columns[SKY_HIGHRISE_LOW][1] = 2;       /* 2 x 1 */
    s.columns[SKY_HIGHRISE_MID][3] = 1;       /* discarded */
    s.columns[SKY_HIGHRISE_HIGH][5] = 1;      /* discarded */
    s.tiles[SKY_HIGHRISE_MID][4] = 1;         /* 16 */
    s.tiles[SKY_HIGHRISE_HIGH][3] = 2;        /* 2 x 9 */
    ck_assert_int_eq(sky_highrise_skyline_points(&s), 16 + 18);
    ck_assert_int_eq(sky_highrise_final_score(&s), 2 + 16 + 18);
    ck_assert_int_eq(sky_highrise_final_buildings(&s), 2 + 1 + 2);
    s.tiles[SKY_HIGHRISE_LOW][3] = 1;         /* a Low-Rise never has 3 dice */
    ck_assert_int_eq(sky_highrise_final_score(&s), SKY_EHEIGHT);
    s.tiles[SKY_HIGHRISE_LOW][3] = -1;
    ck_assert_int_eq(sky_highrise_final_score(&s), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_final_score(NULL), SKY_EINVAL);
}
END_TEST

/*
 * The pure skyline calls take counts up to 1,000,000 (sky_highrise(3)):
 * the largest gives exact sums, one more is SKY_ERANGE, not a sum that
 * overflowed (INT_MAX tiles of height 6 wrapped to a plausible score).
 */
START_TEST(skyline_counts_past_the_limit_are_out_of_range)
{
    const int max = 1000000;
    sky_highrise_skyline s;
    unsigned met;
    int t, h, points = 0, tiles = 0;

    memset(&s, 0, sizeof s);
    s.columns[SKY_HIGHRISE_LOW][1] = max;
    for (t = 0; t < 3; t++)
        for (h = 1; h <= 2 + 2 * t; h++) {
            s.tiles[t][h] = max;
            points += h * h;
            tiles++;
        }
    ck_assert_int_eq(sky_highrise_skyline_points(&s), points * max);
    ck_assert_int_eq(sky_highrise_final_score(&s), (points + 1) * max);
    ck_assert_int_eq(sky_highrise_final_buildings(&s), (tiles + 1) * max);
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, &met), SKY_OK);
    s.tiles[SKY_HIGHRISE_HIGH][6] = max + 1;
    ck_assert_int_eq(sky_highrise_skyline_points(&s), SKY_ERANGE);
    s.tiles[SKY_HIGHRISE_HIGH][6] = INT_MAX;
    ck_assert_int_eq(sky_highrise_skyline_points(&s), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_final_score(&s), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_final_buildings(&s), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, &met), SKY_ERANGE);
    s.tiles[SKY_HIGHRISE_HIGH][6] = max;
    s.columns[SKY_HIGHRISE_LOW][1] = INT_MAX;
    ck_assert_int_eq(sky_highrise_final_score(&s), SKY_ERANGE);
}
END_TEST

/* HR-18: most points; then most buildings; else a shared win. */
START_TEST(hr18_rank)
{
    int points[4] = { 20, 25, 25, 10 }, buildings[4] = { 9, 3, 4, 1 };
    unsigned mask;

    ck_assert_int_eq(sky_highrise_rank(points, buildings, 4, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 1u << 2);
    buildings[1] = 4;
    ck_assert_int_eq(sky_highrise_rank(points, buildings, 4, &mask), SKY_OK);
    ck_assert_uint_eq(mask, (1u << 1) | (1u << 2));
    ck_assert_int_eq(sky_highrise_rank(points, buildings, 1, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 1u);
    ck_assert_int_eq(sky_highrise_rank(points, buildings, 5, &mask), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_rank(points, NULL, 2, &mask), SKY_EINVAL);
}
END_TEST

/* HR-18 in play: the score is the tiles' points, then the conversion. */
START_TEST(hr18_scores_in_play)
{
    sky_highrise *g = new_game(2, 1);
    unsigned mask;

    script(g, "TGGU G=L G=L U=L bGL bGL bUL>1 resign");   /* L2 + L1: 4, then 5 */
    script(g, "TGPP G=L P=M P=- bGL bPM>1 resign");       /* M2 + L1: 4, then 5 */
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(score(g, 0), 5);
    ck_assert_int_eq(score(g, 1), 5);
    ck_assert_int_eq(sky_highrise_buildings(g, 0), 2);
    ck_assert_int_eq(sky_highrise_buildings(g, 1), 2);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 3u);                            /* shared */
    sky_highrise_free(g);
}
END_TEST

/* HR-19: the levels 40..100. */
START_TEST(hr19_levels)
{
    ck_assert_int_eq(sky_highrise_solo_level(39), 0);
    ck_assert_int_eq(sky_highrise_solo_level(40), 1);
    ck_assert_int_eq(sky_highrise_solo_level(59), 2);
    ck_assert_int_eq(sky_highrise_solo_level(60), 3);
    ck_assert_int_eq(sky_highrise_solo_level(99), 6);
    ck_assert_int_eq(sky_highrise_solo_level(140), 7);
    ck_assert_str_eq(sky_highrise_level_name(1), "Project Manager");
    ck_assert_str_eq(sky_highrise_level_name(4), "Principal Architect");
    ck_assert_str_eq(sky_highrise_level_name(7), "Urban Overseer");
    ck_assert_ptr_null(sky_highrise_level_name(0));
    ck_assert_ptr_null(sky_highrise_level_name(8));
    ck_assert_str_eq(sky_highrise_scenario_name(SKY_HIGHRISE_SAO_PAOLO), "Sao Paolo");
    ck_assert_ptr_null(sky_highrise_scenario_name(7));
}
END_TEST

/* HR-19: no Abandon and no District in the solo game. */
START_TEST(hr19_solo_has_no_district)
{
    sky_highrise *g = new_game(1, 0);
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];

    expect_rejected(g, "D", SKY_ESOLO);
    explain(g, "D", why, sizeof why);
    ck_assert_msg(strstr(why, "not used in the solo game"), "%s", why);
    script(g, "TUUU U=L U=L U=L");
    expect_rejected(g, "aUL", SKY_ESOLO);
    script(g, "xUL/H1 resign");
    ck_assert_int_eq(sky_highrise_district(g, 0) + sky_highrise_district(g, 1)
                     + sky_highrise_district(g, 2), 0);
    sky_highrise_free(g);
}
END_TEST

/* HR-19: each scenario on a hand-made final skyline. */
START_TEST(hr19_scenarios)
{
    sky_highrise_skyline s;
    unsigned met;

    memset(&s, 0, sizeof s);
    s.tiles[SKY_HIGHRISE_MID][3] = 2;
    s.tiles[SKY_HIGHRISE_HIGH][3] = 1;      /* Dubai: three of height 3 */
    s.tiles[SKY_HIGHRISE_HIGH][5] = 1;
    s.tiles[SKY_HIGHRISE_HIGH][6] = 1;      /* New York: 5 or 6, twice */
    s.tiles[SKY_HIGHRISE_MID][4] = 2;       /* 7 buildings: Toronto */
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, &met), SKY_OK);
    ck_assert_uint_eq(met, (1u << SKY_HIGHRISE_DUBAI) | (1u << SKY_HIGHRISE_ESSEN)
                      | (1u << SKY_HIGHRISE_NEW_YORK) | (1u << SKY_HIGHRISE_SHANGHAI)
                      | (1u << SKY_HIGHRISE_TORONTO));
    s.tiles[SKY_HIGHRISE_HIGH][4] = 2;      /* Sao Paolo: four of height 4 */
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 1, &met), SKY_OK);
    ck_assert_uint_eq(met, (1u << SKY_HIGHRISE_DUBAI) | (1u << SKY_HIGHRISE_NEW_YORK)
                      | (1u << SKY_HIGHRISE_SAO_PAOLO) | (1u << SKY_HIGHRISE_SHANGHAI));
    memset(&s, 0, sizeof s);
    s.tiles[SKY_HIGHRISE_LOW][2] = 1;
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, &met), SKY_OK);
    ck_assert_uint_eq(met, (1u << SKY_HIGHRISE_ESSEN) | (1u << SKY_HIGHRISE_TUCSON));
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, -1, &met), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, NULL), SKY_EINVAL);
}
END_TEST

/* ---- HR-20..HR-23: decisions the seed leaves open ---------------------------------------------- */

/* HR-20: one Build places several dice, on a column begun in the same action too. */
START_TEST(hr20_several_dice_one_build)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_skyline s;

    script(g, "TGUU G=M U=M U=M bGM bUM>1 bUM>2");
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_MID][3], 1);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_HIGH][1], 1);
    script(g, "resign");
    /* An upper floor and a penthouse on the same column: a finished tile. */
    script(g, "TUPP U=M P=M P=H bUM>1 bPM>2");
    s = skyline_of(g, 1);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_MID][3], 1);
    ck_assert_int_eq(s.columns[SKY_HIGHRISE_MID][1], 0);
    sky_highrise_free(g);
}
END_TEST

/* HR-21: a tile keeps its type; demolishing names height and type. */
START_TEST(hr21_tiles_keep_their_type)
{
    sky_highrise *g = new_game(1, 0);
    sky_highrise_skyline s;

    script(g, "TUPP U=H P=H P=- bUH>1 bPH>2 resign");          /* [H3] */
    script(g, "TGUP G=M U=M P=M bGM bUM>1 bPM>2 resign");      /* [M3] */
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_HIGH][3], 1);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_MID][3], 1);
    script(g, "TPPP P=- P=- P=-");
    expect_rejected(g, "xP-/[L3]", SKY_ENOCOLUMN);
    script(g, "xP-/[H3]");
    s = skyline_of(g, 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_HIGH][3], 0);
    ck_assert_int_eq(s.tiles[SKY_HIGHRISE_MID][3], 1);
    sky_highrise_free(g);
}
END_TEST

/* HR-22: scenarios and the tie-break count the converted Low-Rise singles. */
START_TEST(hr22_judged_after_conversion)
{
    sky_highrise_skyline s;
    unsigned met;

    memset(&s, 0, sizeof s);
    s.tiles[SKY_HIGHRISE_MID][2] = 6;
    s.columns[SKY_HIGHRISE_LOW][1] = 1;      /* becomes the 7th building, a Low-Rise */
    s.columns[SKY_HIGHRISE_HIGH][4] = 1;     /* discarded: Tucson still met */
    ck_assert_int_eq(sky_highrise_final_scenarios(&s, 0, &met), SKY_OK);
    ck_assert(met & (1u << SKY_HIGHRISE_TORONTO));
    ck_assert(!(met & (1u << SKY_HIGHRISE_SHANGHAI)));
    ck_assert(met & (1u << SKY_HIGHRISE_TUCSON));
    ck_assert_int_eq(sky_highrise_final_buildings(&s), 7);
}
END_TEST

/* HR-22: Essen asks whether Demolish was ever used, in play. */
START_TEST(hr22_essen_in_play)
{
    sky_highrise *g = new_game(1, 1);
    unsigned met;

    ck_assert_int_eq(sky_highrise_scenarios(g, 0, &met), SKY_EPHASE);
    script(g, "TUUU U=M U=L U=L xUL/H1 rUM roll U=H resign");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(sky_highrise_scenarios(g, 0, &met), SKY_OK);
    ck_assert(!(met & (1u << SKY_HIGHRISE_ESSEN)));
    ck_assert(met & (1u << SKY_HIGHRISE_SHANGHAI));
    sky_highrise_free(g);
}
END_TEST

/* HR-23: with nothing to resolve, resigning is the one legal step. */
START_TEST(hr23_nothing_to_resolve)
{
    sky_highrise *g = new_game(1, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];

    /* Must demolish the High-Rise: a die can still be resolved. */
    script(g, "TPPP P=- P=- P=-");
    expect_rejected(g, "resign", SKY_EPHASE);
    script(g, "xP-/H1 rP- rP- roll P=- P=-");
    ck_assert_int_eq(sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), 1);
    ck_assert_int_eq(moves[0].step, SKY_HIGHRISE_RESIGN);
    script(g, "resign");
    ck_assert_int_eq(sky_highrise_round(g), 1);
    sky_highrise_free(g);
}
END_TEST

/* A script's steps through the generic layer, each by sky_game_apply(). */
static void generic_script(sky_game *g, const char *steps)
{
    char buf[256], *tok, *save = NULL;
    int a;

    snprintf(buf, sizeof buf, "%s", steps);
    for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
        ck_assert_int_eq(sky_game_action_from_string(g, tok, &a), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    }
}

/*
 * HR-23 through sky_game_apply() (hr_play_number() leaves a RESIGN in
 * phase RESOLVE to hr_play()): refused while a die can be resolved, the
 * game as it was; the one step once nothing can.
 */
START_TEST(hr23_generic_resign)
{
    static char before[1 << 14], after[1 << 14];
    sky_game *g = NULL;
    int resign;

    ck_assert_int_eq(sky_game_new("highrise", "players=1", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_from_string(g, "resign", &resign), SKY_OK);
    generic_script(g, "TPPP P=- P=- P=-");
    ck_assert_int_eq(sky_game_check(g, resign), SKY_EPHASE);
    sky_game_write(g, SKY_VIEW_ALL, before, sizeof before);
    ck_assert_int_eq(sky_game_apply(g, resign), SKY_EPHASE);
    sky_game_write(g, SKY_VIEW_ALL, after, sizeof after);
    ck_assert_str_eq(after, before);
    generic_script(g, "xP-/H1 rP- rP- roll P=- P=-");
    ck_assert_int_eq(sky_game_apply(g, resign), SKY_OK);
    ck_assert_int_eq(sky_game_round(g), 1);
    sky_game_free(g);
}
END_TEST

/* ---- the API contract -------------------------------------------------------------------- */

START_TEST(options_and_handles)
{
    sky_highrise_options o;
    sky_highrise *g = NULL, *c = NULL;

    ck_assert_int_eq(sky_highrise_options_init(NULL, sizeof o), SKY_EINVAL);
    sky_highrise_options_init(&o, sizeof o);
    ck_assert_int_eq(o.players, 2);
    ck_assert_int_eq(o.rounds, 0);
    o.players = 0;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_ERANGE);
    ck_assert_ptr_null(g);
    o.players = 5;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_ERANGE);
    o.players = 2;
    o.rounds = 10;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_ERANGE);
    o.rounds = 0;
    o.faces[2][0] = 4;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_ERANGE);
    o.faces[2][0] = 1;
    o.size = 1;                     /* not even its own size field */
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_new(NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_new(NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_highrise_players(g), 2);
    script(g, "TGUP G=L U=L");
    ck_assert_int_eq(sky_highrise_clone(g, &c), SKY_OK);
    script(c, "P=M bGL");
    write_all(g, text_a);
    ck_assert_ptr_null(strstr(text_a, "bGL"));
    ck_assert_int_eq(sky_highrise_clone(NULL, &c), SKY_EINVAL);
    sky_highrise_free(c);
    sky_highrise_free(g);
    sky_highrise_free(NULL);
    ck_assert_int_eq(sky_highrise_players(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_check(NULL, 0, parse("D")), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_legal_moves(NULL, NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_draw(NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_undo(NULL), SKY_EINVAL);
}
END_TEST

START_TEST(turn_and_player_checks)
{
    sky_highrise *g = new_game(3, 0);
    sky_highrise_move m = parse("TGUP");

    ck_assert_int_eq(sky_highrise_check(g, 1, m), SKY_ETURN);
    ck_assert_int_eq(sky_highrise_check(g, 3, m), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_check(g, -1, m), SKY_ERANGE);
    m.step = 9;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    m = parse("TGUP");
    m.take[0] = 4;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    m.take[0] = -1;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    script(g, "TGUP G=L U=L P=M");
    m = parse("bGL");
    m.kind = 3;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    m = parse("bUL>1");
    m.height = 6;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    m = parse("xGL/M1");
    m.type = 3;
    ck_assert_int_eq(sky_highrise_check(g, 0, m), SKY_ERANGE);
    sky_highrise_free(g);
}
END_TEST

/* Legal steps are exactly the steps that check OK, at every step of random games. */
START_TEST(legal_moves_are_exactly_the_checked_moves)
{
    int i;

    for (i = 0; i < 40; i++) {
        sky_highrise *g = new_game(1 + i % 4, 2);
        sky_rng rng;

        sky_rng_seed(&rng, (uint64_t)i + 500);
        while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
            sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES], m;
            int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), j, p = sky_highrise_to_move(g);
            int count = 0, k, f, h, t, tile;

            for (j = 0; j < n; j++)
                ck_assert_int_eq(sky_highrise_check(g, p, moves[j]), SKY_OK);
            /* Count the die steps that check OK by brute force. */
            for (j = SKY_HIGHRISE_ROLL; j <= SKY_HIGHRISE_REROLL; j++)
                for (k = 0; k < 3; k++)
                    for (f = 0; f < 4; f++)
                        for (h = 0; h <= 6; h++)
                            for (t = 0; t < 3; t++)
                                for (tile = 0; tile < 2; tile++) {
                                    memset(&m, 0, sizeof m);
                                    m.step = j, m.kind = k, m.face = f, m.height = h;
                                    m.type = t, m.tile = tile;
                                    if ((j != SKY_HIGHRISE_DEMOLISH && (t || tile))
                                        || (j != SKY_HIGHRISE_DEMOLISH && j != SKY_HIGHRISE_BUILD && h)
                                        || (j == SKY_HIGHRISE_DEMOLISH && h == 0 && (t || tile)))
                                        continue;
                                    count += sky_highrise_check(g, p, m) == SKY_OK;
                                }
            for (k = 0; k < 64; k++) {
                memset(&m, 0, sizeof m);
                m.take[0] = k % 4, m.take[1] = k / 4 % 4, m.take[2] = k / 16;
                count += sky_highrise_check(g, p, m) == SKY_OK;
            }
            for (j = 0; j < 3; j++) {
                static const int plain[3] = {
                    SKY_HIGHRISE_TAKE_DISTRICT, SKY_HIGHRISE_THROW, SKY_HIGHRISE_RESIGN
                };
                memset(&m, 0, sizeof m);
                m.step = plain[j];
                count += sky_highrise_check(g, p, m) == SKY_OK;
            }
            ck_assert_int_eq(count, n);
            ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, p, m), SKY_OK);
        }
        sky_highrise_free(g);
    }
}
END_TEST

START_TEST(legal_moves_short_buffer)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_move moves[4];

    ck_assert_int_eq(sky_highrise_legal_moves(g, NULL, 0), 11);
    ck_assert_int_eq(sky_highrise_legal_moves(g, moves, 4), 11);
    ck_assert_int_eq(moves[0].step, SKY_HIGHRISE_TAKE);
    ck_assert_int_eq(moves[0].take[2], 3);                  /* (0,0,3) first */
    ck_assert_int_eq(sky_highrise_legal_moves(g, NULL, 1), SKY_EINVAL);
    sky_highrise_free(g);
}
END_TEST

/* One step of a bot's game: a roll drawn from the game's generator, else the bot's move. */
static void bot_step(sky_highrise *g, int bot, sky_rng *rng)
{
    sky_highrise_move m;

    if (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL) {
        ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);
        return;
    }
    ck_assert_int_eq(sky_highrise_bot_move(g, bot, rng, &m), SKY_OK);
    ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
}

/*
 * The handle's scores and buildings are kept as the game goes; they must
 * be what the pure rules compute from each player's skyline, at every
 * step of random games of 1 to 4 players, and at every step undone.
 */
static void expect_scores_of_skylines(const sky_highrise *g)
{
    int scores[SKY_HIGHRISE_MAX_PLAYERS], points[SKY_HIGHRISE_MAX_PLAYERS];
    int buildings[SKY_HIGHRISE_MAX_PLAYERS], p, players = sky_highrise_players(g);
    int over = sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_OVER;
    unsigned mask, expected;

    ck_assert_int_eq(sky_highrise_scores(g, scores, SKY_HIGHRISE_MAX_PLAYERS), players);
    for (p = 0; p < players; p++) {
        sky_highrise_skyline s;
        int singles;

        ck_assert_int_eq(sky_highrise_player_skyline(g, p, &s), SKY_OK);
        singles = over ? 0 : s.columns[SKY_HIGHRISE_LOW][1];
        points[p] = over ? sky_highrise_final_score(&s) : sky_highrise_skyline_points(&s);
        buildings[p] = sky_highrise_final_buildings(&s) - singles;
        ck_assert_int_eq(scores[p], points[p]);
        ck_assert_int_eq(sky_highrise_buildings(g, p), buildings[p]);
    }
    if (!over)
        return;
    ck_assert_int_eq(sky_highrise_rank(points, buildings, players, &expected), SKY_OK);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, expected);
}

START_TEST(scores_are_the_skylines_at_every_step)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    sky_rng rng;
    int steps = 0;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 1 + _i % SKY_HIGHRISE_MAX_PLAYERS;
    o.seed = 30 + (uint64_t)_i;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    sky_rng_seed(&rng, 500 + (uint64_t)_i);
    expect_scores_of_skylines(g);
    while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
        bot_step(g, SKY_BOT_RANDOM, &rng);
        steps++;
        expect_scores_of_skylines(g);
    }
    while (steps-- > 0) {
        ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
        expect_scores_of_skylines(g);
    }
    sky_highrise_free(g);
}
END_TEST

/* Undo walks back every step of a finished game, through turns and rounds. */
START_TEST(undo_to_the_start)
{
    sky_highrise *g = new_game(3, 2), *fresh = new_game(3, 2);
    sky_rng rng;
    int steps = 0;

    sky_rng_seed(&rng, 11);
    ck_assert_int_eq(sky_highrise_undo(g), SKY_ENOUNDO);
    while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
        bot_step(g, SKY_BOT_GREEDY, &rng);
        steps++;
    }
    while (steps-- > 0)
        ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
    ck_assert_int_eq(sky_highrise_undo(g), SKY_ENOUNDO);
    write_all(g, text_a);
    write_all(fresh, text_b);
    ck_assert_str_eq(text_a, text_b);
    expect_dice_conserved(g);
    sky_highrise_free(g);
    sky_highrise_free(fresh);
}
END_TEST

/*
 * Undo steps the game's generator back over a drawn roll (it no longer
 * replays the draws from the seed): every drawn roll of a 4-player game,
 * undone at once, is drawn again the same; then half the game undone
 * and played again draws every roll again the same, and the record
 * comes out as it was.
 */
START_TEST(undo_restores_the_generator)
{
    enum { MOST = 4096 };
    static sky_highrise_move played[MOST];
    static int drawn[MOST];
    sky_highrise *g = new_game(4, 0);
    sky_highrise_move again;
    sky_rng rng;
    int steps = 0, i;

    sky_rng_seed(&rng, 5);
    while (!sky_highrise_is_over(g)) {
        ck_assert_int_lt(steps, MOST);
        drawn[steps] = sky_highrise_to_move(g) == SKY_ECHANCE;
        if (drawn[steps]) {
            ck_assert_int_eq(sky_highrise_draw(g, &played[steps]), SKY_OK);
            ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
            ck_assert_int_eq(sky_highrise_draw(g, &again), SKY_OK);
            ck_assert_int_eq(again.face, played[steps].face);
        } else {
            ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &rng, &played[steps]), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), played[steps]), SKY_OK);
        }
        steps++;
    }
    write_all(g, text_a);
    for (i = steps - 1; i >= steps / 2; i--)
        ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
    for (i = steps / 2; i < steps; i++) {
        if (!drawn[i]) {
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), played[i]), SKY_OK);
            continue;
        }
        ck_assert_int_eq(sky_highrise_draw(g, &again), SKY_OK);
        ck_assert_int_eq(again.face, played[i].face);
    }
    write_all(g, text_b);
    ck_assert_str_eq(text_a, text_b);
    sky_highrise_free(g);
}
END_TEST

/* The first legal step of kind `step`; it must exist. */
static sky_highrise_move first_legal(const sky_highrise *g, int step)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), i;

    for (i = 0; i < n; i++)
        if (moves[i].step == step)
            return moves[i];
    ck_abort_msg("no legal step %d", step);
    return moves[0];
}

/* Plays `step` (the first legal one of its kind); counts it in *steps. */
static void play_first(sky_highrise *g, int step, int *steps)
{
    ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), first_legal(g, step)), SKY_OK);
    (*steps)++;
}

static void roll_all(sky_highrise *g, int *steps)
{
    sky_highrise_move m;

    while (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL) {
        ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);
        (*steps)++;
    }
}

static int active_count(const sky_highrise *g)
{
    int k, f, n = 0;

    for (k = 0; k < 3; k++)
        for (f = 0; f <= SKY_HIGHRISE_UNROLLED; f++)
            n += sky_highrise_active(g, k, f);
    return n;
}

/*
 * HR-14, HR-15 and the history bound of skyline-highrise(7): every
 * Continue follows a resolve, so re-rolls cannot go on forever.  17 turns
 * abandon their three dice, so the District holds 3 + 17 * 3 = 54; the
 * last turn takes them, abandons one die at a time and re-rolls all the
 * others each time: 1 + 54 + sum_{r=1..53} (1 + 2r + 1) + 1 + 1
 * = 56 + 53 * 54 + 2 * 53 + 1 = 3025 = (54 + 1)^2 steps, the longest
 * turn 54 dice allow.  The record replays it and undo goes back to the
 * start.
 */
/*
 * The construction above on a fresh 2-player game: *before the steps of
 * the 17 turns, *longest those of the last one.
 */
static void play_longest_turn(sky_highrise *g, int *before, int *longest)
{
    int turn, i;

    *before = *longest = 0;
    for (turn = 0; turn < 17; turn++) {
        play_first(g, SKY_HIGHRISE_TAKE, before);
        roll_all(g, before);
        for (i = 0; i < 3; i++)
            play_first(g, SKY_HIGHRISE_ABANDON, before);
        play_first(g, SKY_HIGHRISE_RESIGN, before);
    }
    ck_assert_int_eq(sky_highrise_district(g, 0) + sky_highrise_district(g, 1)
                     + sky_highrise_district(g, 2), 54);
    play_first(g, SKY_HIGHRISE_TAKE_DISTRICT, longest);
    roll_all(g, longest);
    for (;;) {
        play_first(g, SKY_HIGHRISE_ABANDON, longest);
        if (active_count(g) == 0)
            break;
        while (active_count(g) > sky_highrise_active(g, 0, SKY_HIGHRISE_UNROLLED)
                                 + sky_highrise_active(g, 1, SKY_HIGHRISE_UNROLLED)
                                 + sky_highrise_active(g, 2, SKY_HIGHRISE_UNROLLED))
            play_first(g, SKY_HIGHRISE_REROLL, longest);
        play_first(g, SKY_HIGHRISE_THROW, longest);
        roll_all(g, longest);
    }
    play_first(g, SKY_HIGHRISE_RESIGN, longest);
}

/* Undoes every step of g; it must then write as `fresh` does. */
static void expect_undone_to_start(sky_highrise *g, int steps, const sky_highrise *fresh)
{
    int i;

    for (i = 0; i < steps; i++)
        ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
    ck_assert_int_eq(sky_highrise_undo(g), SKY_ENOUNDO);
    write_all(g, text_a);
    write_all(fresh, text_b);
    ck_assert_str_eq(text_a, text_b);
}

START_TEST(hr15_longest_reroll_chain)
{
    sky_highrise *g = new_game(2, 9), *fresh = new_game(2, 9), *copy = NULL;
    char *record;
    size_t off = 0;
    int total, steps, n;

    play_longest_turn(g, &total, &steps);
    ck_assert_int_eq(steps, 55 * 55);
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    expect_dice_conserved(g);

    n = sky_highrise_write(g, SKY_VIEW_ALL, NULL, 0);
    ck_assert_int_gt(n, 0);
    record = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(record);
    ck_assert_int_eq(sky_highrise_write(g, SKY_VIEW_ALL, record, (size_t)n + 1), n);
    ck_assert_int_eq(sky_highrise_read(record, &copy, &off), SKY_OK);
    ck_assert_int_eq(sky_highrise_phase(copy), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(score(copy, 0), score(g, 0));
    ck_assert_int_eq(score(copy, 1), score(g, 1));

    expect_undone_to_start(g, total + steps, fresh);
    free(record);
    sky_highrise_free(copy);
    sky_highrise_free(g);
    sky_highrise_free(fresh);
}
END_TEST

/*
 * A history longer than the handle's room (2,900 steps, sky_highrise(3))
 * moves to the heap: clones of it, and of it undone back under the room,
 * write the same record and undo to the start.
 */
START_TEST(history_outgrows_the_handle)
{
    sky_highrise *g = new_game(2, 9), *fresh = new_game(2, 9), *copy = NULL, *back = NULL;
    int before, longest, i;

    play_longest_turn(g, &before, &longest);
    ck_assert_int_gt(before + longest, 2900);
    ck_assert_int_eq(sky_highrise_clone(g, &copy), SKY_OK);
    write_all(g, text_a);
    write_all(copy, text_b);
    ck_assert_str_eq(text_a, text_b);
    for (i = 0; i < longest; i++)
        ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
    ck_assert_int_eq(sky_highrise_clone(g, &back), SKY_OK);
    write_all(g, text_a);
    write_all(back, text_b);
    ck_assert_str_eq(text_a, text_b);
    expect_undone_to_start(copy, before + longest, fresh);
    expect_undone_to_start(back, before, fresh);
    expect_undone_to_start(g, before, fresh);
    sky_highrise_free(copy);
    sky_highrise_free(back);
    sky_highrise_free(g);
    sky_highrise_free(fresh);
}
END_TEST

/* The record replays to the same state; clone and undo give the same text. */
START_TEST(record_round_trip_at_every_step)
{
    int i;

    for (i = 0; i < 30; i++) {
        sky_highrise_options o;
        sky_highrise *g = NULL;
        sky_rng rng;

        sky_highrise_options_init(&o, sizeof o);
        o.players = 1 + i % 4;
        o.rounds = 1 + i % 3;
        o.seed = (uint64_t)i * 7919;
        ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i);
        for (;;) {
            sky_highrise *copy = NULL;
            sky_highrise_move m;
            size_t off = 0;

            write_all(g, text_a);
            ck_assert_int_eq(sky_highrise_read(text_a, &copy, &off), SKY_OK);
            write_all(copy, text_b);
            ck_assert_str_eq(text_a, text_b);
            ck_assert_int_eq(sky_highrise_to_move(copy), sky_highrise_to_move(g));
            ck_assert_int_eq(sky_highrise_phase(copy), sky_highrise_phase(g));
            sky_highrise_free(copy);
            if (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_OVER)
                break;
            if (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL && i % 2)
                ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);     /* drawn */
            else {
                ck_assert_int_eq(sky_highrise_bot_move(g, i % 2, &rng, &m), SKY_OK);
                ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
            }
        }
        sky_highrise_free(g);
    }
}
END_TEST

START_TEST(record_by_hand)
{
    static const char record[] =
        "# a solo game of one round\n"
        "skyline highrise 1\n"
        "players 1 rounds 1 seed 5 faces LLLMMH LLLMMH MMH---\n"
        "TUUP U=H U=H P=H bUH>1 bUH>2 bPH>3 resign\n";
    sky_highrise *g = NULL;
    size_t off = 0;

    ck_assert_int_eq(sky_highrise_read(record, &g, &off), SKY_OK);
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_OVER);
    ck_assert_int_eq(score(g, 0), 16);
    write_all(g, text_a);
    ck_assert_str_eq(text_a, "skyline highrise 1\n"
                     "players 1 rounds 1 seed 5 faces LLLMMH LLLMMH MMH---\n"
                     "# round 1\n"
                     "TUUP U=H U=H P=H bUH>1 bUH>2 bPH>3 resign\n");
    sky_highrise_free(g);
}
END_TEST

/* A bad record fails with the offset of the token to blame. */
static void expect_bad_record(const char *text, const char *token, int status)
{
    sky_highrise *g = NULL;
    size_t off = 12345;
    const char *at = strstr(text, token);

    ck_assert_ptr_nonnull(at);
    ck_assert_int_eq(sky_highrise_read(text, &g, &off), status);
    ck_assert_ptr_null(g);
    ck_assert_uint_eq(off, (size_t)(at - text));
}

/* A drawn roll ("P~M") must show what the game's generator draws. */
static void expect_bad_drawn_roll(void)
{
    static const char *const faces = "LMH-";
    sky_highrise_options o;
    sky_highrise *g = NULL;
    sky_highrise_move m;
    char record[256];

    sky_highrise_options_init(&o, sizeof o);
    o.players = 1;
    o.seed = 77;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    script(g, "TPPP");
    ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);
    snprintf(record, sizeof record, "skyline highrise 1\nplayers 1 rounds 9 seed 77 "
             "faces LLLMMH LLLMMH MMH---\nTPPP P~%c", faces[(m.face + 1) % 4]);
    expect_bad_record(record, "P~", SKY_EILLEGAL);
    record[strlen(record) - 1] = faces[m.face];
    sky_highrise_free(g);
    ck_assert_int_eq(sky_highrise_read(record, &g, NULL), SKY_OK);
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_PENTHOUSE, m.face), 1);
    sky_highrise_free(g);
}

START_TEST(record_errors)
{
    sky_highrise *g = NULL;

    expect_bad_record("skyline highrise 2\nplayers 1", "2", SKY_EVERSION);
    expect_bad_record("skyline cityscape 1\n", "cityscape", SKY_EPARSE);
    expect_bad_record("skyline highrise 1\nplayers 5 rounds 9 seed 1 faces LLLMMH LLLMMH MMH---\n",
                      "5", SKY_ERANGE);
    expect_bad_record("skyline highrise 1\nplayers 2 rounds 12 seed 1 faces LLLMMH LLLMMH MMH---\n",
                      "12", SKY_ERANGE);
    expect_bad_record("skyline highrise 1\nplayers 2 rounds 9 seed 1 faces LLLMMH LLLMMX MMH---\n",
                      "LLLMMX", SKY_EPARSE);
    expect_bad_record("skyline highrise 1\nplayers 2 rounds 9 seed x faces LLLMMH LLLMMH MMH---\n",
                      "x", SKY_EPARSE);
    expect_bad_record("skyline highrise 1\nplayers 1 rounds 9 seed 1 faces LLLMMH LLLMMH MMH---\n"
                      "TUUU U=H U=L U=M bUM>1\n", "bUM>1", SKY_ENOCOLUMN);
    expect_bad_record("skyline highrise 1\nplayers 1 rounds 9 seed 1 faces LLLMMH LLLMMH MMH---\n"
                      "TUUU U=H zz\n", "zz", SKY_EPARSE);
    expect_bad_record("skyline highrise 1\nplayers 1 rounds 1 seed 1 faces LLLMMH LLLMMH MMH---\n"
                      "TPPP P=- P=- P=- xP-/H1 xP- xP- resign TUUU\n", "TUUU", SKY_EOVER);
    expect_bad_drawn_roll();
    ck_assert_int_eq(sky_highrise_read(NULL, &g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_read("x", NULL, NULL), SKY_EINVAL);
}
END_TEST

START_TEST(notation_round_trips)
{
    static const char *const good[] = {
        "TGUP", "TGGG", "TP", "T-", "D", "G=L", "P=-", "bGM", "bUM>2", "bPH>5",
        "aP-", "xP-/M2", "xP-/[H6]", "xUL", "rUL", "roll", "resign"
    };
    static const char *const bad[] = {
        "", "T", "TPG", "TGUPP", "G~L", "G=X", "X=L", "bGM>6", "bGM>", "bG", "xP-/M6",
        "xP-/[H7]", "xP-/[X3]", "xP-/M", "rUL>1", "aUL>1", "Roll", "resign ", "D2", "TGGGG"
    };
    char buf[SKY_HIGHRISE_NOTATION_SIZE];
    sky_highrise_move m;
    size_t i;

    for (i = 0; i < sizeof good / sizeof good[0]; i++) {
        m = parse(good[i]);
        ck_assert_int_eq(sky_highrise_move_to_string(m, buf, sizeof buf), (int)strlen(good[i]));
        ck_assert_str_eq(buf, good[i]);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(sky_highrise_move_from_string(bad[i], &m) == SKY_EPARSE, "%s parsed", bad[i]);
    m = parse("xP-/[H6]");
    ck_assert_int_eq(m.step, SKY_HIGHRISE_DEMOLISH);
    ck_assert_int_eq(m.kind, SKY_HIGHRISE_PENTHOUSE);
    ck_assert_int_eq(m.face, SKY_HIGHRISE_BLANK);
    ck_assert_int_eq(m.tile, 1);
    ck_assert_int_eq(m.type, SKY_HIGHRISE_HIGH);
    ck_assert_int_eq(m.height, 6);
    ck_assert_int_eq(sky_highrise_move_to_string(m, buf, 4), 8);     /* like snprintf */
    ck_assert_str_eq(buf, "xP-");
    m.height = 7;
    ck_assert_int_eq(sky_highrise_move_to_string(m, buf, sizeof buf), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_move_from_string(NULL, &m), SKY_EINVAL);
}
END_TEST

START_TEST(render_shows_the_game)
{
    sky_highrise *g = new_game(2, 1);
    char buf[4096];
    int n;

    script(g, "TGUP G=L U=L P=-");
    n = sky_highrise_render(g, SKY_VIEW_ALL, buf, sizeof buf);
    ck_assert_int_gt(n, 0);
    ck_assert_ptr_nonnull(strstr(buf, "round 1 of 1"));
    ck_assert_ptr_nonnull(strstr(buf, "GL UL P-"));
    ck_assert_int_eq(sky_highrise_render(g, 2, buf, sizeof buf), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_render(g, 1, NULL, 0), n);
    script(g, "bGL bUL>1 resign TPPP P=- P=- P=- aP- resign");
    sky_highrise_render(g, 0, buf, sizeof buf);
    ck_assert_ptr_nonnull(strstr(buf, "[L2]"));
    ck_assert_ptr_nonnull(strstr(buf, "winners: player 0"));
    sky_highrise_free(g);
}
END_TEST

/* ---- players ------------------------------------------------------------------------------ */

/* A solo game with dice drawn from the game's generator; bot -1: the advisor. */
static int solo_game(int bot, uint64_t seed)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    sky_rng rng;
    int points;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 1;
    o.seed = seed;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    sky_rng_seed(&rng, seed);
    while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
        sky_highrise_move m;

        if (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL) {
            ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);
            continue;
        }
        if (bot < 0)
            ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, NULL), SKY_OK);
        else
            ck_assert_int_eq(sky_highrise_bot_move(g, bot, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_highrise_play(g, 0, m), SKY_OK);
    }
    points = score(g, 0);
    sky_highrise_free(g);
    return points;
}

/* 1 if m is one of the n moves, field by field as a step uses them. */
static int among(const sky_highrise_move *moves, int n, sky_highrise_move m)
{
    char a[SKY_HIGHRISE_NOTATION_SIZE], b[SKY_HIGHRISE_NOTATION_SIZE];
    int i;

    ck_assert_int_gt(sky_highrise_move_to_string(m, a, sizeof a), 0);
    for (i = 0; i < n; i++) {
        sky_highrise_move_to_string(moves[i], b, sizeof b);
        if (strcmp(a, b) == 0)
            return 1;
    }
    return 0;
}

/*
 * The random player takes the legal step numbered sky_rng_below(n) of
 * the n legal steps, one draw per step, in every phase but ROLL (where
 * it samples one of the listed outcomes): its choices are uniform, and a
 * game replays from the seed alone.
 */
START_TEST(random_player_draws_the_legal_list)
{
    int i, phases = 0;

    for (i = 0; i < 200; i++) {
        sky_highrise *g = new_game(1 + i % 4, 0), *copy = NULL;
        sky_rng rng;

        if (i % 8 >= 4) {           /* half the games on a clone: it copies what the draws read */
            ck_assert_int_eq(sky_highrise_clone(g, &copy), SKY_OK);
            sky_highrise_free(g);
            g = copy;
        }
        sky_rng_seed(&rng, (uint64_t)i + 900);
        while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
            sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES], m;
            int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES);
            sky_rng expect = rng;
            uint32_t r;

            if (sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_ROLL) {
                /* a sampled roll is one of the listed outcomes, of the die's kind */
                ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &expect, &m), SKY_OK);
                ck_assert(among(moves, n, m));
                ck_assert_int_eq(sky_highrise_check(g, SKY_ECHANCE, m), SKY_OK);
                ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_OK);
                continue;
            }
            phases |= 1 << sky_highrise_phase(g);
            ck_assert_int_eq(sky_rng_below(&expect, (uint32_t)n, &r), SKY_OK);
            ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
            ck_assert_mem_eq(&m, &moves[r], sizeof m);
            ck_assert_mem_eq(&rng, &expect, sizeof rng);
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
        }
        sky_highrise_free(g);
    }
    /* TAKE, RESOLVE, ACTION and REROLL were all drawn from */
    ck_assert_int_eq(phases, 1 << SKY_HIGHRISE_PHASE_TAKE | 1 << SKY_HIGHRISE_PHASE_RESOLVE
                     | 1 << SKY_HIGHRISE_PHASE_ACTION | 1 << SKY_HIGHRISE_PHASE_REROLL);
}
END_TEST

/*
 * The generic layer's random player is the contract's at every step: at a
 * roll the outcome whose running sum of probabilities first passes one
 * uniform draw of 53 bits, at a decision legal action sky_rng_below(n),
 * each from the caller's generator (the game's own draws none).
 */
START_TEST(generic_random_player_draws_as_the_contract)
{
    static const char *const options[4] = {
        "players=1", "players=2 ground=112233", "players=3 upper=333012", "players=4"
    };
    int i;

    for (i = 0; i < 40; i++) {
        sky_game *g = NULL;
        sky_rng rng;
        int a, who;

        ck_assert_int_eq(sky_game_new("highrise", options[i % 4], &g), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i + 300);
        while ((who = sky_game_to_move(g)) != SKY_EOVER) {
            int actions[SKY_HIGHRISE_MAX_MOVES], n, k = 0;
            double p[SKY_HIGHRISE_MAX_MOVES], u, sum = 0.0;
            sky_rng expect = rng;
            uint64_t x;
            uint32_t r;

            if (who == SKY_ECHANCE) {
                n = sky_game_chance_outcomes(g, actions, p, SKY_HIGHRISE_MAX_MOVES);
                ck_assert_int_eq(sky_rng_next(&expect, &x), SKY_OK);
                u = (double)(x >> 11) / 9007199254740992.0;
                for (; k < n - 1 && !(u < (sum += p[k])); k++)
                    ;
            } else {
                n = sky_game_legal_actions(g, actions, SKY_HIGHRISE_MAX_MOVES);
                ck_assert_int_eq(sky_rng_below(&expect, (uint32_t)n, &r), SKY_OK);
                k = (int)r;
            }
            ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a), SKY_OK);
            ck_assert_int_eq(a, actions[k]);
            ck_assert_mem_eq(&rng, &expect, sizeof rng);
            ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
        }
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a), SKY_EOVER);
        sky_game_free(g);
    }
}
END_TEST

/*
 * sky_game_play_out() with the random player in every seat (Skyline plays
 * it in one pass, hr_random_play_out()): the game, the plies and the
 * generator the step-by-step contract above gives, for every player
 * count, other face tables and a short game, from the start and part way.
 */
START_TEST(random_play_out_is_the_contract_step_by_step)
{
    static const char *const options[5] = {
        "players=1", "players=2 ground=112233", "players=3 upper=333012", "players=4",
        "players=4 rounds=2 penthouse=123333"
    };
    static const int random_bot[] = { SKY_BOT_RANDOM };
    int i;

    for (i = 0; i < 60; i++) {
        sky_game *a = NULL, *b = NULL;
        sky_game_result r;
        sky_rng rng_a, rng_b;
        int action, plies = 0, k;

        ck_assert_int_eq(sky_game_new("highrise", options[i % 5], &a), SKY_OK);
        sky_rng_seed(&rng_a, (uint64_t)i + 700);
        for (k = 0; k < i % 7 * 4; k++) {             /* part way: 0 .. 24 steps */
            ck_assert_int_eq(sky_game_bot_action(a, SKY_BOT_RANDOM, &rng_a, &action), SKY_OK);
            ck_assert_int_eq(sky_game_apply(a, action), SKY_OK);
        }
        ck_assert_int_eq(sky_game_clone(a, &b), SKY_OK);
        rng_b = rng_a;
        ck_assert_int_eq(sky_game_play_out(a, random_bot, 1, &rng_a, &r), SKY_OK);
        while (sky_game_bot_action(b, SKY_BOT_RANDOM, &rng_b, &action) == SKY_OK) {
            ck_assert_int_eq(sky_game_apply(b, action), SKY_OK);
            plies++;
        }
        ck_assert_int_eq(sky_game_is_over(a), 1);
        ck_assert_int_eq(r.plies, plies);
        ck_assert_mem_eq(&rng_a, &rng_b, sizeof rng_a);
        ck_assert_int_lt(sky_game_write(a, SKY_VIEW_ALL, text_a, TEXT_CAP), TEXT_CAP);
        ck_assert_int_lt(sky_game_write(b, SKY_VIEW_ALL, text_b, TEXT_CAP), TEXT_CAP);
        ck_assert_str_eq(text_a, text_b);
        sky_game_free(a);
        sky_game_free(b);
    }
}
END_TEST

/* The inverse of an odd number modulo 2^64 (Newton's iteration). */
static uint64_t odd_inverse(uint64_t a)
{
    uint64_t x = a;
    int i;

    for (i = 0; i < 6; i++)
        x *= 2 - a * x;
    return x;
}

/*
 * The largest uniform draw passes every running sum of a die whose sums
 * round to just below 1 (L, M, M, M, M, H: 1/6 + 4/6 + 1/6): its roll
 * is the last face with a side, never the blank none shows.
 */
START_TEST(generic_random_roll_past_rounded_sums)
{
    sky_game *g = NULL;
    sky_rng rng = { { 1, 0, 1, 1 } };
    double p[4];
    int actions[4], a, n;

    /* xoshiro256**'s output rotl(s1 * 5, 7) * 9, all ones */
    rng.s[1] = ~UINT64_C(0) * odd_inverse(9);
    rng.s[1] = (rng.s[1] >> 7 | rng.s[1] << 57) * odd_inverse(5);
    ck_assert_int_eq(sky_game_new("highrise", "players=1 ground=011112", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_from_string(g, "TGUP", &a), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    n = sky_game_chance_outcomes(g, actions, p, 4);
    ck_assert_int_eq(n, 3);
    ck_assert(p[0] + p[1] + p[2] < 1.0);
    ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a), SKY_OK);
    ck_assert_int_eq(a, actions[2]);
    ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    sky_game_free(g);
}
END_TEST

/* The native play of generic action `a` of g, from record `before`, writes `after`. */
static void expect_native_play(const char *before, const sky_game *g, int a, const char *after)
{
    static char native_after[1 << 14];
    sky_highrise *native = NULL;
    sky_highrise_move m;
    char name[32];

    ck_assert_int_eq(sky_highrise_read(before, &native, NULL), SKY_OK);
    ck_assert_int_gt(sky_game_action_to_string(g, a, name, sizeof name), 0);
    ck_assert_int_eq(sky_highrise_move_from_string(name, &m), SKY_OK);
    ck_assert_int_eq(sky_highrise_play(native, sky_highrise_to_move(native), m), SKY_OK);
    sky_highrise_write(native, SKY_VIEW_ALL, native_after, sizeof native_after);
    ck_assert_str_eq(after, native_after);
    sky_highrise_free(native);
}

/*
 * sky_game_apply() of every action at states of random games: the status
 * is sky_game_check()'s, a refused action leaves the record as it was, and
 * an applied one gives the native play's record.
 */
START_TEST(generic_apply_is_check_then_play)
{
    static char before[1 << 14], after[1 << 14];
    int i;

    for (i = 0; i < 4; i++) {
        static const char *const options[4] = {
            "players=1", "players=2", "players=3", "players=4"
        };
        sky_game *g = NULL;
        sky_rng rng;
        int a, first, step = 0, takes = 0;

        ck_assert_int_eq(sky_game_new("highrise", options[i], &g), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i + 40);
        while (sky_game_to_move(g) != SKY_EOVER) {
            /* every 37th step, and every 4th take (actions 0..20) */
            int take = sky_game_legal_actions(g, &first, 1) > 0 && first <= 20;

            if (step++ % 37 == 0 || (take && takes++ % 4 == 0)) {
                ck_assert_int_lt(sky_game_write(g, SKY_VIEW_ALL, before, sizeof before),
                                 (int)sizeof before);
                for (a = -1; a <= sky_game_action_count(g); a++) {
                    sky_game *copy = NULL;
                    int rc = sky_game_check(g, a);

                    ck_assert_int_eq(sky_game_clone(g, &copy), SKY_OK);
                    ck_assert_int_eq(sky_game_apply(copy, a), rc);
                    sky_game_write(copy, SKY_VIEW_ALL, after, sizeof after);
                    if (rc < 0)
                        ck_assert_str_eq(after, before);
                    else
                        expect_native_play(before, g, a, after);
                    sky_game_free(copy);
                }
            }
            ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a), SKY_OK);
            ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
        }
        sky_game_free(g);
    }
}
END_TEST

/*
 * Steps to try on a state: every take of 0..3 dice a kind and some out
 * of range, the steps without a die, steps out of range, and each die
 * step with kinds and faces in and out of range, Builds and Demolishes
 * on some columns and buildings.
 */
static int steps_to_try(sky_highrise_move *out)
{
    static const int plain[5] = {
        -1, SKY_HIGHRISE_TAKE_DISTRICT, SKY_HIGHRISE_THROW, SKY_HIGHRISE_RESIGN, 9
    };
    static const int targets[][3] = {          /* height, type, tile */
        { 0, 0, 0 }, { 1, 0, 0 }, { 2, 1, 1 }, { -1, 0, 0 }, { 7, 2, 0 }, { 1, -1, 2 },
    };
    sky_highrise_move m;
    int n = 0, t, step, k, f, i;

    for (t = 0; t < 64 + 6; t++) {
        memset(&m, 0, sizeof m);
        if (t < 64) {
            m.take[0] = t % 4, m.take[1] = t / 4 % 4, m.take[2] = t / 16;
        } else {
            m.take[(t - 64) % 3] = t < 67 ? -1 : 4;
            m.take[(t - 63) % 3] = 1;
        }
        out[n++] = m;
    }
    for (i = 0; i < 5; i++) {
        memset(&m, 0, sizeof m);
        m.step = plain[i];
        out[n++] = m;
    }
    for (step = SKY_HIGHRISE_ROLL; step <= SKY_HIGHRISE_REROLL; step++)
        for (k = -1; k <= 3; k++)
            for (f = -1; f <= 4; f++)
                for (i = 0; i < (int)(sizeof targets / sizeof targets[0]); i++) {
                    if (i > 0 && step != SKY_HIGHRISE_BUILD && step != SKY_HIGHRISE_DEMOLISH)
                        break;
                    memset(&m, 0, sizeof m);
                    m.step = step, m.kind = k, m.face = f, m.height = targets[i][0];
                    if (step == SKY_HIGHRISE_DEMOLISH)
                        m.type = targets[i][1], m.tile = targets[i][2];
                    out[n++] = m;
                }
    return n;
}

/* 1 if one of the n moves is a `step`. */
static int has_step(const sky_highrise_move *moves, int n, int step)
{
    int i;

    for (i = 0; i < n; i++)
        if (moves[i].step == step)
            return 1;
    return 0;
}

/*
 * sky_highrise_play() of steps legal and not at states of random games
 * (its fast paths by step, and the long way): the status is
 * sky_highrise_check()'s, a refused step of a kind the state has legal
 * (the fast paths' refusals) leaves the record as it was, a step played
 * is a legal one, and every legal step plays.  Records are compared only
 * there: the test stays fast under valgrind.
 */
START_TEST(native_play_is_check_then_apply)
{
    static sky_highrise_move tries[1024], legal[SKY_HIGHRISE_MAX_MOVES];
    int players, ntries = steps_to_try(tries);

    ck_assert_int_le(ntries, 1024);
    for (players = 1; players <= 4; players++) {
        sky_highrise *g = new_game(players, 0);
        sky_rng rng;
        int who, step = 0, fews = 0, i;

        sky_rng_seed(&rng, (uint64_t)players + 60);
        while ((who = sky_highrise_to_move(g)) != SKY_EOVER) {
            sky_highrise_move m;
            int n = sky_highrise_legal_moves(g, legal, SKY_HIGHRISE_MAX_MOVES);

            /* every 97th step, and every 4th take where the Yard has few dice of a kind */
            int few = sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_TAKE
                      && (sky_highrise_yard(g, SKY_HIGHRISE_UPPER) < 3
                          || sky_highrise_yard(g, SKY_HIGHRISE_PENTHOUSE) < 3);

            if (step++ % 97 == 0 || (few && fews++ % 4 == 0)) {
                write_all(g, text_a);
                for (i = 0; i < ntries + n; i++) {
                    sky_highrise *copy = NULL;
                    int rc;

                    m = i < ntries ? tries[i] : legal[i - ntries];
                    rc = sky_highrise_check(g, who, m);
                    ck_assert_int_eq(sky_highrise_clone(g, &copy), SKY_OK);
                    ck_assert_int_eq(sky_highrise_play(copy, who, m), rc);
                    if (rc < 0 && has_step(legal, n, m.step)) {
                        write_all(copy, text_b);
                        ck_assert_str_eq(text_a, text_b);
                    } else if (rc >= 0) {
                        ck_assert(among(legal, n, m));
                    }
                    sky_highrise_free(copy);
                }
            }
            ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, who, m), SKY_OK);
        }
        sky_highrise_free(g);
    }
}
END_TEST

/* Greedy scores more than random, solo and head to head. */
START_TEST(greedy_beats_random)
{
    int i, sums[2] = { 0, 0 }, wins = 0;

    for (i = 0; i < 40; i++) {
        sums[0] += solo_game(SKY_BOT_RANDOM, (uint64_t)i);
        sums[1] += solo_game(SKY_BOT_GREEDY, (uint64_t)i);
    }
    ck_assert_msg(sums[1] > 2 * sums[0] && sums[1] > 40 * 40, "random %d greedy %d", sums[0], sums[1]);
    for (i = 0; i < 20; i++) {
        sky_highrise *g = new_game(2, 0);
        sky_rng rng;
        unsigned mask;

        sky_rng_seed(&rng, (uint64_t)i);
        while (sky_highrise_phase(g) != SKY_HIGHRISE_PHASE_OVER) {
            sky_highrise_move m;
            int bot = sky_highrise_to_move(g) == i % 2 ? SKY_BOT_GREEDY : SKY_BOT_RANDOM;
            ck_assert_int_eq(sky_highrise_bot_move(g, bot, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
        }
        sky_highrise_winners(g, &mask);
        wins += mask == 1u << (i % 2);
        sky_highrise_free(g);
    }
    ck_assert_int_ge(wins, 18);
}
END_TEST

START_TEST(bot_errors)
{
    sky_highrise *g = new_game(2, 0);
    sky_highrise_move m;
    sky_rng rng;

    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_SEARCH + 1, &rng, &m), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_bot_move(g, 0, NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, NULL), SKY_EINVAL);   /* not solo */
    sky_highrise_free(g);
}
END_TEST

/* The advisor in the last round is exact: it finishes the High-Rise. */
START_TEST(advisor_last_round)
{
    sky_highrise *g = new_game(1, 2);
    sky_highrise_move m;
    double expected;

    script(g, "TUUU U=H U=H U=L bUH>1 bUH>2 resign");         /* H3 */
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(m.step, SKY_HIGHRISE_TAKE);
    ck_assert(expected > 0 && expected < 36);
    script(g, "TUPP U=H P=H P=-");
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(m.step, SKY_HIGHRISE_BUILD);
    /* U on H3, then P on H4: 25 points, the best this roll can give. */
    ck_assert_int_eq(m.kind, SKY_HIGHRISE_UPPER);
    ck_assert_double_eq_tol(expected, 25.0, 1e-9);
    script(g, "bUH>3");
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(m.step, SKY_HIGHRISE_BUILD);
    ck_assert_int_eq(m.height, 4);
    script(g, "bPH>4");
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(m.step, SKY_HIGHRISE_RESIGN);   /* re-rolling a blank risks nothing ... */
    ck_assert_double_eq_tol(expected, 25.0, 1e-9);   /* ... and gains nothing either */
    ck_assert_int_eq(sky_highrise_advise(NULL, NULL, &m, NULL), SKY_EINVAL);
    sky_highrise_free(g);
}
END_TEST

/* The advisor at a chance node, and over: no decision to advise. */
START_TEST(advisor_states)
{
    sky_highrise *g = new_game(1, 1);
    sky_highrise_move m;

    script(g, "TGUP");
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, NULL), SKY_ECHANCE);
    script(g, "G=L U=L P=- bGL bUL>1 resign");
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, NULL), SKY_EOVER);
    sky_highrise_free(g);
}
END_TEST

/* The action numbers sky_game(3) documents. */
START_TEST(generic_action_encoding)
{
    static const struct { const char *step; int action; } table[] = {
        { "T-", 0 }, { "TPPP", 3 }, { "TGUP", 14 }, { "TGGG", 19 }, { "D", 20 },
        { "bGL", 25 }, { "bUM>2", 25 + 5 * 6 + 2 }, { "aP-", 97 + 11 },
        { "xGL", 109 }, { "xP-/M2", 109 + 11 * 34 + 1 + 5 + 1 },
        { "xUL/[H6]", 109 + 4 * 34 + 16 + 12 + 5 }, { "rUH", 517 + 6 },
        { "roll", 529 }, { "resign", 530 },
    };
    sky_game *g = NULL;
    char name[32], before[1024], after[1024];
    size_t i;
    int a;

    ck_assert_int_eq(sky_game_new("highrise", "players=2", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_count(g), 531);
    for (i = 0; i < sizeof table / sizeof table[0]; i++) {
        ck_assert_int_eq(sky_game_action_from_string(g, table[i].step, &a), SKY_OK);
        ck_assert_int_eq(a, table[i].action);
        ck_assert_int_gt(sky_game_action_to_string(g, a, name, sizeof name), 0);
        ck_assert_str_eq(name, table[i].step);
    }
    /* Every number's written-out step (lib/highrise_numbers.c) reads back as that number. */
    for (a = 0; a < 531; a++) {
        int back = -1;

        if (a >= 21 && a <= 24)
            continue;                       /* a roll names the die rolled next */
        ck_assert_int_gt(sky_game_action_to_string(g, a, name, sizeof name), 0);
        ck_assert_int_eq(sky_game_action_from_string(g, name, &back), SKY_OK);
        ck_assert_msg(back == a, "action %d is %s, read back as %d", a, name, back);
    }
    ck_assert_int_eq(sky_game_action_to_string(g, 21, name, sizeof name), SKY_EPHASE);
    ck_assert_int_eq(sky_game_apply(g, 21), SKY_EPHASE);         /* no die to roll */
    ck_assert_int_eq(sky_game_check(g, 14), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, 14), SKY_OK);
    ck_assert_int_eq(sky_game_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_game_action_from_string(g, "G=H", &a), SKY_OK);
    ck_assert_int_eq(a, 23);
    ck_assert_int_eq(sky_game_action_from_string(g, "U=H", &a), SKY_ENODIE);
    ck_assert_int_eq(sky_game_check(g, 24), SKY_EILLEGAL);      /* no blank G */
    ck_assert_int_eq(sky_game_check(g, 530), SKY_EPHASE);
    /* apply's own path for rolls refuses alike, the game as it was */
    ck_assert_int_gt(sky_game_write(g, SKY_VIEW_ALL, before, sizeof before), 0);
    ck_assert_int_eq(sky_game_apply(g, 24), SKY_EILLEGAL);
    ck_assert_int_gt(sky_game_write(g, SKY_VIEW_ALL, after, sizeof after), 0);
    ck_assert_str_eq(after, before);
    ck_assert_int_eq(sky_game_apply(g, 23), SKY_OK);
    ck_assert_int_gt(sky_game_write(g, SKY_VIEW_ALL, after, sizeof after), 0);
    ck_assert_str_ne(after, before);
    sky_game_free(g);
    ck_assert_int_eq(sky_game_new("highrise", "players=9", &g), SKY_ERANGE);
    ck_assert_int_eq(sky_game_new("highrise", "seed=-4", &g), SKY_EOPTION);
}
END_TEST

/* ---- the 1.0 shape: options by size, handles, chance, scores -------------------------------- */

/*
 * Options grow by size (sky_common(3)): an old caller's struct ends
 * before a later field and gets that field's default; a new caller's
 * extra field must be 0; nonsense sizes are SKY_EINVAL.
 */
START_TEST(options_old_and_new_callers)
{
    static const size_t bad[] = { 0, 1, SKY_OPTIONS_MAX_SIZE + 1, SIZE_MAX };
    struct newer {
        sky_highrise_options o;
        int extra;
    } n;
    sky_highrise_options o;
    sky_highrise *g = NULL, *seeded = NULL;
    sky_highrise_move a, b;
    size_t i;

    /* An old caller without `faces`: the bytes past its size are never read. */
    memset(&o, 0x7f, sizeof o);
    ck_assert_int_eq(sky_highrise_options_init(&o, offsetof(sky_highrise_options, faces)),
                     SKY_OK);
    ck_assert_uint_eq(o.size, offsetof(sky_highrise_options, faces));
    ck_assert_int_eq(o.players, 2);
    ck_assert_int_eq(o.faces[0][0], 0x7f7f7f7f);
    o.players = 1;
    o.seed = 31;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_highrise_players(g), 1);
    ck_assert_int_eq(sky_highrise_face(g, SKY_HIGHRISE_PENTHOUSE, 5), SKY_HIGHRISE_BLANK);
    ck_assert_int_eq(sky_highrise_face(g, SKY_HIGHRISE_GROUND, 5), SKY_HIGHRISE_HIGH);
    sky_highrise_free(g);

    /* An older one still, without `seed`: seed 0, the default. */
    memset(&o, 0x7f, sizeof o);
    sky_highrise_options_init(&o, offsetof(sky_highrise_options, seed));
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_highrise_new(NULL, &seeded), SKY_OK);
    script(g, "TGUP");
    script(seeded, "TGUP");
    ck_assert_int_eq(sky_highrise_draw(g, &a), SKY_OK);
    ck_assert_int_eq(sky_highrise_draw(seeded, &b), SKY_OK);
    ck_assert_int_eq(a.face, b.face);
    ck_assert_int_eq(sky_highrise_rounds(g), 9);
    sky_highrise_free(g);
    sky_highrise_free(seeded);

    /* A new caller: today's struct and one more field. */
    ck_assert_int_eq(sky_highrise_options_init(&n.o, sizeof n), SKY_OK);
    ck_assert_uint_eq(n.o.size, sizeof n);
    ck_assert_int_eq(n.extra, 0);
    ck_assert_int_eq(n.o.players, 2);
    n.o.players = 3;
    ck_assert_int_eq(sky_highrise_new(&n.o, &g), SKY_OK);
    ck_assert_int_eq(sky_highrise_players(g), 3);
    sky_highrise_free(g);
    n.extra = 1;
    g = NULL;
    ck_assert_int_eq(sky_highrise_new(&n.o, &g), SKY_EOPTION);
    ck_assert_ptr_null(g);

    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_eq(sky_highrise_options_init(&o, bad[i]), SKY_EINVAL);
        sky_highrise_options_init(&o, sizeof o);
        o.size = bad[i];
        ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_EINVAL);
        ck_assert_ptr_null(g);
    }
}
END_TEST

/* Another game's handle, and a NULL one, are SKY_EINVAL everywhere (NULL, 0 or nothing). */
START_TEST(other_handles_are_refused)
{
    sky_game *other = NULL;
    sky_highrise *h, *copy = NULL;
    sky_highrise_skyline s;
    sky_highrise_move m = parse("TGUP");
    sky_rng rng;
    unsigned mask = 0;
    char buf[64];
    int scores[4], i;
    double expected;

    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_game_new("cathedral", NULL, &other), SKY_OK);
    for (i = 0; i < 2; i++) {
        h = i ? (sky_highrise *)other : NULL;
        ck_assert_int_eq(sky_highrise_players(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_rounds(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_round(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_phase(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_to_move(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_is_over(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_active_player(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_face(h, 0, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_yard(h, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_district(h, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_active(h, 0, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_player_skyline(h, 0, &s), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_tile_supply(h, 1), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_demolitions(h, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_check(h, 0, m), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_play(h, 0, m), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_legal_moves(h, NULL, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_explain(h, 0, m, buf, sizeof buf), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_draw(h, &m), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_undo(h), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_scores(h, scores, 4), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_buildings(h, 0), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_winners(h, &mask), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_scenarios(h, 0, &mask), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_write(h, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_render(h, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_bot_move(h, SKY_BOT_RANDOM, &rng, &m), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_advise(h, NULL, &m, &expected), SKY_EINVAL);
        ck_assert_int_eq(sky_highrise_clone(h, &copy), SKY_EINVAL);
        ck_assert_ptr_null(copy);
        sky_highrise_free(h);                  /* not ours: left alone */
    }
    ck_assert_str_eq(sky_game_name(other), "cathedral");
    sky_game_free(other);
}
END_TEST

/* An unseeded generator (four zero words) is SKY_EINVAL; the advisor needs none. */
START_TEST(unseeded_rng_is_refused)
{
    sky_highrise *g = new_game(1, 1);
    sky_rng zero, rng, before;
    sky_highrise_move m;
    double expected;

    memset(&zero, 0, sizeof zero);
    sky_rng_seed(&rng, 3);
    before = rng;
    ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &zero, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_GREEDY, &zero, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_advise(g, &zero, &m, &expected), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(sky_highrise_advise(g, &rng, &m, NULL), SKY_OK);
    ck_assert_mem_eq(&rng, &before, sizeof rng);          /* the advisor draws nothing */
    ck_assert_int_eq(sky_highrise_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
    sky_highrise_free(g);
}
END_TEST

/* The n legal steps are the outcomes of a roll: each ROLL of `kind`. */
static int roll_outcomes(const sky_highrise *g, int kind, unsigned *faces)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), i;

    *faces = 0;
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(moves[i].step, SKY_HIGHRISE_ROLL);
        ck_assert_int_eq(moves[i].kind, kind);
        *faces |= 1u << moves[i].face;
    }
    return n;
}

/*
 * Chance (sky_common(3), CHANCE), HR-13: a roll is the chance player's
 * step.  to_move() is SKY_ECHANCE, the legal steps are the faces, a
 * player there (or the chance player at a decision) gets SKY_ECHANCE,
 * and the roll is played as SKY_ECHANCE's step or drawn from the game's
 * generator; bot_move() samples one and plays nothing.
 */
START_TEST(hr13_chance_protocol)
{
    sky_highrise_options o;
    sky_highrise *g = NULL, *twin = NULL;
    sky_highrise_move m, sampled, drawn[2];
    sky_rng rng, copy;
    unsigned faces;
    int counts[4] = { 0, 0, 0, 0 }, i;

    sky_highrise_options_init(&o, sizeof o);
    o.seed = 42;
    ck_assert_int_eq(sky_highrise_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_highrise_to_move(g), 0);
    ck_assert_int_eq(sky_highrise_active_player(g), 0);
    ck_assert_int_eq(sky_highrise_is_over(g), 0);
    /* No chance event is due. */
    ck_assert_int_eq(sky_highrise_draw(g, &m), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_draw(g, NULL), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_play(g, SKY_ECHANCE, parse("TGUP")), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_check(g, SKY_ECHANCE, parse("G=L")), SKY_ECHANCE);
    script(g, "TGUP");

    /* The ground floor's roll: nobody decides. */
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_ROLL);
    ck_assert_int_eq(sky_highrise_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_active_player(g), 0);
    ck_assert_int_eq(roll_outcomes(g, SKY_HIGHRISE_GROUND, &faces), 3);
    ck_assert_uint_eq(faces, 0x7u);                         /* L, M, H (HR-3) */
    write_all(g, text_a);
    ck_assert_int_eq(sky_highrise_play(g, 0, parse("G=L")), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_play(g, 1, parse("G=L")), SKY_ECHANCE);
    ck_assert_int_eq(sky_highrise_play(g, 2, parse("G=L")), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_play(g, SKY_ECHANCE, parse("bGL")), SKY_EPHASE);
    ck_assert_int_eq(sky_highrise_play(g, SKY_ECHANCE, parse("U=L")), SKY_ENODIE);
    ck_assert_int_eq(sky_highrise_play(g, SKY_ECHANCE, parse("G=-")), SKY_EILLEGAL);
    write_all(g, text_b);
    ck_assert_str_eq(text_a, text_b);

    /* bot_move samples an outcome with the true odds (3/6, 2/6, 1/6) and plays nothing. */
    sky_rng_seed(&rng, 5);
    for (i = 0; i < 6000; i++) {
        copy = rng;
        ck_assert_int_eq(sky_highrise_bot_move(g, i % 2, &rng, &sampled), SKY_OK);
        ck_assert_int_eq(sky_highrise_check(g, SKY_ECHANCE, sampled), SKY_OK);
        ck_assert_int_eq(sampled.kind, SKY_HIGHRISE_GROUND);
        ck_assert_int_ne(memcmp(&copy, &rng, sizeof rng), 0);
        counts[sampled.face]++;
    }
    ck_assert_int_eq(counts[SKY_HIGHRISE_BLANK], 0);
    ck_assert_msg(counts[0] > 2700 && counts[0] < 3300 && counts[1] > 1700 && counts[1] < 2300
                  && counts[2] > 800 && counts[2] < 1200, "L %d M %d H %d", counts[0],
                  counts[1], counts[2]);
    write_all(g, text_b);
    ck_assert_str_eq(text_a, text_b);

    /* A face seen on a real die, then two drawn by the game. */
    ck_assert_int_eq(sky_highrise_play(g, SKY_ECHANCE, parse("G=M")), SKY_OK);
    ck_assert_int_eq(roll_outcomes(g, SKY_HIGHRISE_UPPER, &faces), 3);
    ck_assert_int_eq(sky_highrise_draw(g, &drawn[0]), SKY_OK);
    ck_assert_int_eq(drawn[0].step, SKY_HIGHRISE_ROLL);
    ck_assert_int_eq(drawn[0].kind, SKY_HIGHRISE_UPPER);
    ck_assert(faces & 1u << drawn[0].face);
    ck_assert_int_eq(drawn[0].height | drawn[0].type | drawn[0].tile, 0);
    ck_assert_int_eq(roll_outcomes(g, SKY_HIGHRISE_PENTHOUSE, &faces), 3);
    ck_assert_uint_eq(faces, 0xeu);                         /* M, H, blank */
    ck_assert_int_eq(sky_highrise_draw(g, &drawn[1]), SKY_OK);
    ck_assert(faces & 1u << drawn[1].face);
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_UPPER, drawn[0].face), 1);
    ck_assert_int_eq(sky_highrise_active(g, SKY_HIGHRISE_PENTHOUSE, drawn[1].face), 1);
    ck_assert_int_eq(sky_highrise_to_move(g), 0);
    ck_assert_int_eq(sky_highrise_draw(g, NULL), SKY_ECHANCE);

    /* The same seed draws the same faces, whatever was supplied before. */
    ck_assert_int_eq(sky_highrise_new(&o, &twin), SKY_OK);
    script(twin, "TGUP G=H");
    ck_assert_int_eq(sky_highrise_draw(twin, &m), SKY_OK);
    ck_assert_int_eq(m.face, drawn[0].face);
    ck_assert_int_eq(sky_highrise_draw(twin, NULL), SKY_OK);
    ck_assert_int_eq(sky_highrise_active(twin, SKY_HIGHRISE_PENTHOUSE, drawn[1].face), 1);
    write_all(g, text_a);
    ck_assert_ptr_nonnull(strstr(text_a, "TGUP G=M U~"));   /* supplied =, drawn ~ */
    sky_highrise_free(twin);
    sky_highrise_free(g);
}
END_TEST

/* scores() and winners() before the end and after it (HR-18). */
START_TEST(hr18_scores_and_winners_before_and_after_the_end)
{
    sky_highrise *g = new_game(2, 1);
    int scores[3] = { -7, -7, -7 };
    unsigned mask = 99;

    ck_assert_int_eq(sky_highrise_scores(g, NULL, 0), 2);
    ck_assert_int_eq(sky_highrise_scores(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_EPHASE);
    ck_assert_uint_eq(mask, 99);
    script(g, "TGGU G=L G=L U=L bGL bGL bUL>1 resign");    /* [L2] and a Low-Rise of 1 */
    ck_assert_int_eq(sky_highrise_scores(g, scores, 1), 2);
    ck_assert_int_eq(scores[0], 4);                          /* tiles so far: not the single */
    ck_assert_int_eq(scores[1], -7);                         /* past cap: untouched */
    ck_assert_int_eq(sky_highrise_scores(g, scores, 3), 2);
    ck_assert_int_eq(scores[1], 0);
    ck_assert_int_eq(scores[2], -7);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_EPHASE);
    script(g, "TGPP G=L P=M P=H bGL bPM>1 resign");        /* [M2] and a Low-Rise of 1 */
    ck_assert_int_eq(sky_highrise_is_over(g), 1);
    ck_assert_int_eq(sky_highrise_active_player(g), SKY_EOVER);
    ck_assert_int_eq(sky_highrise_scores(g, scores, 3), 2);
    ck_assert_int_eq(scores[0], 5);                          /* final: the single scores 1 */
    ck_assert_int_eq(scores[1], 5);
    ck_assert_int_eq(sky_highrise_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 3u);                             /* equal buildings: shared */
    sky_highrise_free(g);
}
END_TEST

/*
 * Defect: sky_highrise_check() accepted a legal TAKE whose unused kind
 * and face held INT_MIN, and play() then overflowed computing the die
 * (kind * HR_FACES + face).  Fields a step does not use must never reach
 * arithmetic or indexes: every legal step with INT_MIN or INT_MAX in
 * every unused field checks, explains, writes and plays exactly as the
 * clean step, and every step kind is refused for the same reason either
 * way.  The overflow itself shows in a build with -fsanitize=undefined,
 * which this test makes fail on the old code.
 */
enum { F_KIND = 1, F_FACE = 2, F_HEIGHT = 4, F_TYPE = 8, F_TILE = 16, F_TAKE = 32 };

static unsigned unused_fields(int step, int phase)
{
    switch (step) {
    case SKY_HIGHRISE_TAKE:
        return F_KIND | F_FACE | F_HEIGHT | F_TYPE | F_TILE;
    case SKY_HIGHRISE_ROLL:
    case SKY_HIGHRISE_ABANDON:
    case SKY_HIGHRISE_REROLL:
        return F_HEIGHT | F_TYPE | F_TILE | F_TAKE;
    case SKY_HIGHRISE_BUILD:
        return F_TYPE | F_TILE | F_TAKE;
    case SKY_HIGHRISE_DEMOLISH:            /* a later die of the action names no building */
        return phase == SKY_HIGHRISE_PHASE_ACTION ? F_TYPE | F_TILE | F_TAKE : F_TAKE;
    default:                               /* TAKE_DISTRICT, THROW, RESIGN */
        return F_KIND | F_FACE | F_HEIGHT | F_TYPE | F_TILE | F_TAKE;
    }
}

static sky_highrise_move with_garbage(sky_highrise_move m, unsigned fields, int value)
{
    if (fields & F_KIND)
        m.kind = value;
    if (fields & F_FACE)
        m.face = value;
    if (fields & F_HEIGHT)
        m.height = value;
    if (fields & F_TYPE)
        m.type = value;
    if (fields & F_TILE)
        m.tile = value;
    if (fields & F_TAKE)
        m.take[0] = m.take[1] = m.take[2] = value;
    return m;
}

/* Plays m by `who`, writes the record into buf, takes it back. */
static void play_and_write(sky_highrise *g, int who, sky_highrise_move m, char *buf)
{
    ck_assert_int_eq(sky_highrise_play(g, who, m), SKY_OK);
    write_all(g, buf);
    ck_assert_int_eq(sky_highrise_undo(g), SKY_OK);
}

static void expect_garbage_ignored(sky_highrise *g)
{
    static const int values[2] = { INT_MIN, INT_MAX };
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES], m, bad;
    char why[2][SKY_HIGHRISE_EXPLAIN_SIZE], text[2][SKY_HIGHRISE_NOTATION_SIZE];
    int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), who = sky_highrise_to_move(g);
    int phase = sky_highrise_phase(g), i, v, step;

    for (i = 0; i < n; i++)
        for (v = 0; v < 2; v++) {
            bad = with_garbage(moves[i], unused_fields(moves[i].step, phase), values[v]);
            ck_assert_int_eq(sky_highrise_check(g, who, bad), SKY_OK);
            ck_assert_int_eq(sky_highrise_explain(g, who, bad, why[0], sizeof why[0]), SKY_OK);
            sky_highrise_explain(g, who, moves[i], why[1], sizeof why[1]);
            ck_assert_str_eq(why[0], why[1]);
            ck_assert_int_gt(sky_highrise_move_to_string(bad, text[0], sizeof text[0]), 0);
            sky_highrise_move_to_string(moves[i], text[1], sizeof text[1]);
            ck_assert_str_eq(text[0], text[1]);
            play_and_write(g, who, bad, text_a);
            play_and_write(g, who, moves[i], text_b);
            ck_assert_str_eq(text_a, text_b);
        }
    /* Every step kind, legal or not, answers the same with garbage beside it. */
    for (step = SKY_HIGHRISE_TAKE; step <= SKY_HIGHRISE_RESIGN; step++)
        for (v = 0; v < 2; v++) {
            memset(&m, 0, sizeof m);
            m.step = step;
            m.height = step == SKY_HIGHRISE_DEMOLISH && phase != SKY_HIGHRISE_PHASE_ACTION;
            bad = with_garbage(m, unused_fields(step, phase), values[v]);
            ck_assert_int_eq(sky_highrise_check(g, who, bad), sky_highrise_check(g, who, m));
            sky_highrise_explain(g, who, bad, why[0], sizeof why[0]);
            sky_highrise_explain(g, who, m, why[1], sizeof why[1]);
            ck_assert_str_eq(why[0], why[1]);
        }
}

START_TEST(unused_fields_never_reach_arithmetic)
{
    int i;

    for (i = 0; i < 8; i++) {
        sky_highrise *g = new_game(1 + i % 4, 1);
        sky_rng rng;

        sky_rng_seed(&rng, (uint64_t)i + 4242);
        while (!sky_highrise_is_over(g)) {
            sky_highrise_move m;

            expect_garbage_ignored(g);
            ck_assert_int_eq(sky_highrise_bot_move(g, i % 2, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_highrise_play(g, sky_highrise_to_move(g), m), SKY_OK);
        }
        sky_highrise_free(g);
    }
}
END_TEST

/*
 * Defect, HR-12: with an empty Yard and dice in the Abandoned District
 * the player must take the District; taking nothing (T-) is legal only
 * when neither take is possible, and the library offered T- there too.
 */
START_TEST(hr12_empty_yard_must_take_the_district)
{
    sky_highrise *g = new_game(4, 0);
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES], m;
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    sky_rng rng;
    int turn, i, steps = 0;

    /* 18 turns take three dice each and abandon them: 54 dice, the whole Yard. */
    for (turn = 0; turn < 18; turn++) {
        play_first(g, SKY_HIGHRISE_TAKE, &steps);
        roll_all(g, &steps);
        for (i = 0; i < 3; i++)
            play_first(g, SKY_HIGHRISE_ABANDON, &steps);
        play_first(g, SKY_HIGHRISE_RESIGN, &steps);
    }
    ck_assert_int_eq(sky_highrise_yard(g, 0) + sky_highrise_yard(g, 1) + sky_highrise_yard(g, 2), 0);
    ck_assert_int_eq(sky_highrise_district(g, 0) + sky_highrise_district(g, 1)
                     + sky_highrise_district(g, 2), 57);
    ck_assert_int_eq(sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), 1);
    ck_assert_int_eq(moves[0].step, SKY_HIGHRISE_TAKE_DISTRICT);
    expect_rejected(g, "T-", SKY_EILLEGAL);
    explain(g, "T-", why, sizeof why);
    ck_assert_msg(strstr(why, "take the Abandoned District (HR-12)"), "%s", why);
    expect_rejected(g, "TG", SKY_ENODIE);
    sky_rng_seed(&rng, 8);
    for (i = 0; i < 20; i++) {
        ck_assert_int_eq(sky_highrise_bot_move(g, i % 2, &rng, &m), SKY_OK);
        ck_assert_int_eq(m.step, SKY_HIGHRISE_TAKE_DISTRICT);
    }
    script(g, "D");
    ck_assert_int_eq(sky_highrise_phase(g), SKY_HIGHRISE_PHASE_ROLL);
    expect_dice_conserved(g);
    sky_highrise_free(g);
}
END_TEST

/*
 * Defect, HR-5..HR-9: sky_highrise_column_complete() answered 1 for
 * columns that cannot exist ((H,2,P), (L,2,G), (M,1,P), ...).  Every
 * type, height and top against the rules: by type, for heights 1 to the
 * type's tallest, the tops G, U, P: '.' cannot exist, 'o' incomplete,
 * 'c' complete.  A ground floor only at the bottom (HR-5); upper floors
 * on at most 1 die of a Low-Rise, which they complete (HR-7), 2 of a
 * Mid-Rise (HR-8), 4 of a High-Rise (HR-9); penthouses never on a
 * Low-Rise, on at least 1 die of a Mid-Rise and 2 of a High-Rise, and a
 * penthouse always completes (HR-8, HR-9).
 */
START_TEST(hr5_hr9_column_complete_answers_0_for_columns_that_cannot_exist)
{
    static const char *const table[3][7] = {
        /* height:  -     1      2      3      4      5      6 */
        { NULL, "o..", ".c.", NULL, NULL, NULL, NULL },                  /* Low-Rise */
        { NULL, "o..", ".oc", ".oc", "..c", NULL, NULL },                /* Mid-Rise */
        { NULL, "o..", ".o.", ".oc", ".oc", ".oc", "..c" },              /* High-Rise */
    };
    static const int tallest[3] = { 2, 4, 6 };
    int t, h, k, reach[3][8][3], changed;

    for (t = 0; t < 3; t++)
        for (h = 1; h <= tallest[t]; h++)
            for (k = 0; k < 3; k++)
                ck_assert_msg(sky_highrise_column_complete(t, h, k) == (table[t][h][k] == 'c'),
                              "type %d height %d top %d", t, h, k);
    /* The named ones. */
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_HIGH, 2, SKY_HIGHRISE_PENTHOUSE), 0);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_LOW, 2, SKY_HIGHRISE_GROUND), 0);
    ck_assert_int_eq(sky_highrise_column_complete(SKY_HIGHRISE_MID, 1, SKY_HIGHRISE_PENTHOUSE), 0);
    /* The table's columns are exactly those sky_highrise_can_build() lets a player build. */
    memset(reach, 0, sizeof reach);
    for (t = 0; t < 3; t++)
        reach[t][1][SKY_HIGHRISE_GROUND] = sky_highrise_can_build(SKY_HIGHRISE_GROUND, t, t, 0) == SKY_OK;
    do {
        changed = 0;
        for (t = 0; t < 3; t++)
            for (h = 1; h < tallest[t]; h++)
                for (k = 0; k < 2; k++) {          /* a penthouse top takes nothing more */
                    int next;

                    if (!reach[t][h][k] || (t == SKY_HIGHRISE_LOW && h == 2))
                        continue;
                    for (next = SKY_HIGHRISE_UPPER; next <= SKY_HIGHRISE_PENTHOUSE; next++)
                        if (sky_highrise_can_build(next, t, t, h) == SKY_OK && !reach[t][h + 1][next]) {
                            reach[t][h + 1][next] = 1;
                            changed = 1;
                        }
                }
    } while (changed);
    for (t = 0; t < 3; t++)
        for (h = 1; h <= tallest[t]; h++)
            for (k = 0; k < 3; k++)
                ck_assert_msg(reach[t][h][k] == (table[t][h][k] != '.'), "type %d height %d top %d",
                              t, h, k);
    /* Out of range: type or kind SKY_ERANGE, height SKY_EHEIGHT (as before). */
    for (t = 0; t < 3; t++) {
        ck_assert_int_eq(sky_highrise_column_complete(t, 0, 0), SKY_EHEIGHT);
        ck_assert_int_eq(sky_highrise_column_complete(t, tallest[t] + 1, 2), SKY_EHEIGHT);
        ck_assert_int_eq(sky_highrise_column_complete(t, INT_MIN, 1), SKY_EHEIGHT);
        ck_assert_int_eq(sky_highrise_column_complete(t, INT_MAX, 1), SKY_EHEIGHT);
        ck_assert_int_eq(sky_highrise_column_complete(t, 1, -1), SKY_ERANGE);
        ck_assert_int_eq(sky_highrise_column_complete(t, 1, 3), SKY_ERANGE);
        ck_assert_int_eq(sky_highrise_column_complete(t, 1, INT_MIN), SKY_ERANGE);
    }
    ck_assert_int_eq(sky_highrise_column_complete(-1, 1, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_column_complete(3, 1, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_highrise_column_complete(INT_MAX, 1, 0), SKY_ERANGE);
}
END_TEST

static Suite *highrise_suite(void)
{
    Suite *s = suite_create("highrise");
    TCase *rules = tcase_create("rules"), *turn = tcase_create("turn");
    TCase *api = tcase_create("api"), *players = tcase_create("players");

    tcase_add_test(rules, hr1_hr11_setup_for_each_player_count);
    tcase_add_test(rules, hr1_dice_conserved_in_random_games);
    tcase_add_test(rules, hr2_hr3_default_faces);
    tcase_add_test(rules, hr3_chance_probabilities);
    tcase_add_test(rules, hr3_other_face_table);
    tcase_add_test(rules, hr4_tile_points);
    tcase_add_test(rules, hr4_tile_supply_runs_out_without_blocking);
    tcase_add_test(rules, hr5_ground_floor_always_builds);
    tcase_add_test(rules, hr5_ground_floor_in_play);
    tcase_add_test(rules, hr6_needs_a_column_of_its_type);
    tcase_add_test(rules, hr7_low_rise);
    tcase_add_test(rules, hr8_mid_rise_pure);
    tcase_add_test(rules, hr8_mid_rise_in_play);
    tcase_add_test(rules, hr9_high_rise_pure);
    tcase_add_test(rules, hr9_high_rise_in_play);
    tcase_add_test(rules, hr10_completion_returns_dice);
    tcase_add_test(rules, hr17_pure_end);
    tcase_add_test(rules, hr18_final_conversion);
    tcase_add_test(rules, skyline_counts_past_the_limit_are_out_of_range);
    tcase_add_test(rules, hr18_rank);
    tcase_add_test(rules, hr19_levels);
    tcase_add_test(rules, hr19_scenarios);
    tcase_add_test(rules, hr22_judged_after_conversion);
    tcase_add_test(rules, hr5_hr9_column_complete_answers_0_for_columns_that_cannot_exist);
    suite_add_tcase(s, rules);

    tcase_add_test(turn, hr12_take);
    tcase_add_test(turn, hr12_take_no_more_than_the_yard);
    tcase_add_test(turn, hr12_take_what_is_left);
    tcase_add_test(turn, hr12_takes_played_as_checked);
    tcase_add_test(turn, hr13_rolls);
    tcase_add_test(turn, hr14_one_action_per_resolve);
    tcase_add_test(turn, hr14_demolish);
    tcase_add_test(turn, hr15_continue_or_resign);
    tcase_add_test(turn, hr15_no_dice_left_must_resign);
    tcase_add_test(turn, hr16_district_restocked);
    tcase_add_test(turn, hr17_nine_rounds);
    tcase_add_test(turn, hr17_six_ends_the_round);
    tcase_add_test(turn, hr18_scores_in_play);
    tcase_add_test(turn, hr19_solo_has_no_district);
    tcase_add_test(turn, hr20_several_dice_one_build);
    tcase_add_test(turn, hr21_tiles_keep_their_type);
    tcase_add_test(turn, hr22_essen_in_play);
    tcase_add_test(turn, hr23_nothing_to_resolve);
    tcase_add_test(turn, hr23_generic_resign);
    tcase_add_test(turn, hr12_empty_yard_must_take_the_district);
    tcase_add_test(turn, hr13_chance_protocol);
    suite_add_tcase(s, turn);

    tcase_add_test(api, options_and_handles);
    tcase_add_test(api, turn_and_player_checks);
    tcase_add_test(api, legal_moves_are_exactly_the_checked_moves);
    tcase_add_test(api, legal_moves_short_buffer);
    tcase_add_loop_test(api, scores_are_the_skylines_at_every_step, 0, 40);
    tcase_add_test(api, undo_to_the_start);
    tcase_add_test(api, undo_restores_the_generator);
    tcase_add_test(api, hr15_longest_reroll_chain);
    tcase_add_test(api, history_outgrows_the_handle);
    tcase_add_test(api, record_round_trip_at_every_step);
    tcase_add_test(api, record_by_hand);
    tcase_add_test(api, record_errors);
    tcase_add_test(api, notation_round_trips);
    tcase_add_test(api, render_shows_the_game);
    tcase_add_test(api, generic_action_encoding);
    tcase_add_test(api, options_old_and_new_callers);
    tcase_add_test(api, other_handles_are_refused);
    tcase_add_test(api, unseeded_rng_is_refused);
    tcase_add_test(api, unused_fields_never_reach_arithmetic);
    tcase_add_test(api, hr18_scores_and_winners_before_and_after_the_end);
    suite_add_tcase(s, api);

    tcase_set_timeout(players, 120);
    tcase_add_test(players, random_player_draws_the_legal_list);
    tcase_add_test(players, generic_random_player_draws_as_the_contract);
    tcase_add_test(players, random_play_out_is_the_contract_step_by_step);
    tcase_add_test(players, generic_random_roll_past_rounded_sums);
    tcase_add_test(players, generic_apply_is_check_then_play);
    tcase_add_test(players, native_play_is_check_then_apply);
    tcase_add_test(players, greedy_beats_random);
    tcase_add_test(players, bot_errors);
    tcase_add_test(players, advisor_last_round);
    tcase_add_test(players, advisor_states);
    suite_add_tcase(s, players);
    return s;
}

int main(void)
{
    return run_suite(highrise_suite());
}
