/*
 * sky_game_observation() over every game: the size the game's info
 * gives for every option and viewer, nothing written past the caller's
 * room, each game's layout at its documented offsets
 * (sky_game_observation(3)), nothing a viewer may not see (hidden goals,
 * hands, the deck's order, dice to come), and finite, deterministic
 * floats in every state of random games.
 */
#include <check.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>
#include "run_suite.h"

#define OBS_CAP 8192            /* more than any game's observation */
#define TEXT_CAP 65536
#define MAX_PLIES 64
#define CANARY (-12345.0f)

static float obs_a[OBS_CAP], obs_b[OBS_CAP];
static char text_a[TEXT_CAP], text_b[TEXT_CAP];

static sky_game_type game_type(int index)
{
    sky_game_type type;

    ck_assert_int_eq(sky_game_info(index, &type, sizeof type), SKY_OK);
    return type;
}

static sky_game *new_game(const char *name, const char *options)
{
    sky_game *g;

    ck_assert_int_eq(sky_game_new(name, options, &g), SKY_OK);
    return g;
}

/* The observation of `viewer` into `out`; its size. */
static int observe(const sky_game *g, int viewer, float *out)
{
    int n = sky_game_observation(g, viewer, out, OBS_CAP);

    ck_assert_int_gt(n, 0);
    ck_assert_int_le(n, OBS_CAP);
    return n;
}

static int same_observation(const sky_game *a, const sky_game *b, int viewer)
{
    int n = observe(a, viewer, obs_a);

    ck_assert_int_eq(observe(b, viewer, obs_b), n);
    return memcmp(obs_a, obs_b, (size_t)n * sizeof *obs_a) == 0;
}

static void apply(sky_game *g, int action)
{
    ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
}

static void assert_float(float value, double expected)
{
    ck_assert_double_eq_tol(value, expected, 1e-6);
}

/* The option of that key, or -1. */
static int option_index(const sky_game_type *type, const char *key)
{
    int i;

    for (i = 0; i < type->option_count; i++)
        if (strcmp(type->options[i].key, key) == 0)
            return i;
    return -1;
}

/* ---- the shape ------------------------------------------------------------ */

/* Every players option, every viewer: the size of the game's info. */
START_TEST(size_is_the_info_size_for_every_option)
{
    sky_game_type type = game_type(_i);
    int key = option_index(&type, "players"), low = type.min_players, players, viewer;
    char options[32];
    sky_game *g;

    ck_assert_int_gt(type.observation_size, 0);
    ck_assert_int_le(type.observation_size, OBS_CAP);
    ck_assert_int_le(type.observation_planes * type.observation_rows * type.observation_cols,
                     type.observation_size);
    if (key < 0)
        low = type.max_players;
    for (players = low; players <= type.max_players; players++) {
        if (key < 0)
            g = new_game(type.name, NULL);
        else {
            snprintf(options, sizeof options, "players=%d", players);
            g = new_game(type.name, options);
        }
        ck_assert_int_eq(sky_game_observation(g, SKY_VIEW_ALL, NULL, 0), type.observation_size);
        for (viewer = 0; viewer < players; viewer++)
            ck_assert_int_eq(observe(g, viewer, obs_a), type.observation_size);
        sky_game_free(g);
    }
}
END_TEST

/* How many floats from `start` to the end of the buffer are still the canary. */
static size_t canaries_from(const float *values, size_t start)
{
    size_t i, n = 0;

    for (i = start; i < OBS_CAP; i++)
        n += values[i] == CANARY;
    return n;
}

/* Short room: the size is returned, the first floats written, no more. */
START_TEST(never_writes_past_cap)
{
    sky_game_type type = game_type(_i);
    sky_game *g = new_game(type.name, NULL);
    size_t caps[3], c, i, size = (size_t)type.observation_size;

    caps[0] = 1;
    caps[1] = size / 2;
    caps[2] = size - 1;
    observe(g, 0, obs_a);
    for (c = 0; c < 3; c++) {
        for (i = 0; i < OBS_CAP; i++)
            obs_b[i] = CANARY;
        ck_assert_int_eq(sky_game_observation(g, 0, obs_b, caps[c]), type.observation_size);
        ck_assert_int_eq(memcmp(obs_a, obs_b, caps[c] * sizeof *obs_b), 0);
        ck_assert_int_eq(canaries_from(obs_b, caps[c]), OBS_CAP - caps[c]);
    }
    for (i = 0; i < OBS_CAP; i++)
        obs_b[i] = CANARY;
    ck_assert_int_eq(sky_game_observation(g, 0, obs_b, size), type.observation_size);
    ck_assert_int_eq(canaries_from(obs_b, size), OBS_CAP - size);
    sky_game_free(g);
}
END_TEST

START_TEST(bad_arguments_are_refused)
{
    sky_game_type type = game_type(_i);
    sky_game *g = new_game(type.name, NULL);
    int players = sky_game_players(g);

    obs_a[0] = CANARY;
    ck_assert_int_eq(sky_game_observation(NULL, 0, obs_a, OBS_CAP), SKY_EINVAL);
    ck_assert_int_eq(sky_game_observation(g, 0, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_game_observation(g, players, obs_a, OBS_CAP), SKY_ERANGE);
    ck_assert_int_eq(sky_game_observation(g, -2, obs_a, OBS_CAP), SKY_ERANGE);
    ck_assert_int_eq(sky_game_observation(g, -1000, obs_a, OBS_CAP), SKY_ERANGE);
    ck_assert(obs_a[0] == CANARY);
    ck_assert_int_eq(sky_game_observation(g, SKY_VIEW_ALL, obs_a, OBS_CAP),
                     type.observation_size);
    sky_game_free(g);
}
END_TEST

/* A caller compiled against 1.2 passes the struct without the shape. */
START_TEST(info_of_an_older_caller_stops_before_the_shape)
{
    unsigned char raw[sizeof(sky_game_type) + 16];
    size_t old = offsetof(sky_game_type, observation_size);
    sky_game_type now = game_type(_i), got;

    memset(raw, 0xab, sizeof raw);
    ck_assert_int_eq(sky_game_info(_i, (sky_game_type *)(void *)raw, old), SKY_OK);
    memcpy(&got, raw, old);
    ck_assert_uint_eq(got.size, old);
    ck_assert_str_eq(got.name, now.name);
    ck_assert_int_eq(got.option_count, now.option_count);
    ck_assert_ptr_eq(got.options, now.options);
    ck_assert_int_eq(raw[old], 0xab);
    ck_assert_int_eq(raw[sizeof raw - 1], 0xab);
    ck_assert_uint_eq(now.size, sizeof now);
}
END_TEST

/* ---- layouts: sky_game_observation(3), one test per game ---------------------- */

/* Cityscape, two players: player 0 owns S and W, player 1 N and E (CS-4). */
START_TEST(cityscape_layout)
{
    sky_game *g = new_game("cityscape", "players=2");
    enum { SEATS = 43, SIDES = 59, SIDE = 32, S = 0, N = 2 };

    /* Goals: S 1 2 3 4, W 6 6 6 6, N 5 5 5 5, E 1 1 1 1 (80 + base-6 codes). */
    apply(g, 80 + ((0 * 6 + 1) * 6 + 2) * 6 + 3);
    apply(g, 80 + 1295);
    apply(g, 80 + ((4 * 6 + 4) * 6 + 4) * 6 + 4);
    apply(g, 80);
    /* A block of height 3 on row 1, column 2: (3 - 1) * 16 + 1 * 4 + 2. */
    apply(g, 38);

    observe(g, 0, obs_a);
    assert_float(obs_a[1 * 4 + 2], 0.3);                /* its height / 10 */
    assert_float(obs_a[16 + 1 * 4 + 2], 1);             /* the tallest */
    assert_float(obs_a[16 + 0], 0);
    assert_float(obs_a[32 + 2], 4 / 5.0);               /* height-3 blocks left */
    assert_float(obs_a[32 + 0], 1);
    assert_float(obs_a[37 + 1], 1);                     /* phase build */
    assert_float(obs_a[42], 1 / 25.0);                  /* placed */
    assert_float(obs_a[SEATS + 0], 1);                  /* seat 0 in play */
    assert_float(obs_a[SEATS + 4 + 1], 1);              /* player 1 to move */
    assert_float(obs_a[SEATS + 2], 1);                  /* player 0 started */
    assert_float(obs_a[SEATS + 8], 0);                  /* seats 2, 3 empty */
    /* Side S: in play, owned by the viewer, set and seen, line 1 is code 2. */
    assert_float(obs_a[SIDES + S * SIDE + 0], 1);
    assert_float(obs_a[SIDES + S * SIDE + 1 + 0], 1);
    assert_float(obs_a[SIDES + S * SIDE + 5], 1);
    assert_float(obs_a[SIDES + S * SIDE + 6], 1);
    assert_float(obs_a[SIDES + S * SIDE + 7 + 1 * 6 + 2 - 1], 1);
    assert_float(obs_a[SIDES + S * SIDE + 7 + 1 * 6 + 1 - 1], 0);
    /* Side N: player 1's, set, its codes hidden from player 0 (CS-6). */
    assert_float(obs_a[SIDES + N * SIDE + 1 + 1], 1);
    assert_float(obs_a[SIDES + N * SIDE + 5], 1);
    assert_float(obs_a[SIDES + N * SIDE + 6], 0);
    assert_float(obs_a[SIDES + N * SIDE + 7 + 4], 0);

    /* Player 1 sees its N goals (code 5 on line 0) and is seat 0. */
    observe(g, 1, obs_b);
    assert_float(obs_b[SEATS + 1], 1);
    assert_float(obs_b[SIDES + N * SIDE + 1 + 0], 1);
    assert_float(obs_b[SIDES + N * SIDE + 6], 1);
    assert_float(obs_b[SIDES + N * SIDE + 7 + 5 - 1], 1);
    assert_float(obs_b[SIDES + S * SIDE + 6], 0);
    sky_game_free(g);
}
END_TEST

/* Sprawlopolis, two players: the setup's cards dealt by hand (SP-4). */
static sky_game *sprawl_setup(int hand_of_1)
{
    sky_game *g = new_game("sprawl", "players=2");
    const int cards[9] = { 1, 2, 3, 4, 5, 6, 0, 8, 9 };
    int i;

    for (i = 0; i < 9; i++)
        apply(g, (i == 6 ? hand_of_1 : cards[i]) - 1);
    return g;
}

START_TEST(sprawl_layout)
{
    sky_game *g = sprawl_setup(7);
    sky_sprawl_block blocks[4];
    enum { PLANE = 900, SEATS = 7284, SEAT = 21 };
    int i, edge, at;

    observe(g, 0, obs_a);
    /* The first city card, 8, as printed on cells (0,0)-(1,1). */
    ck_assert_int_eq(sky_sprawl_card_blocks(8, 0, blocks), SKY_OK);
    for (i = 0; i < 4; i++) {
        at = i / 2 * 30 + i % 2;
        assert_float(obs_a[(blocks[i].zone - 1) * PLANE + at], 1);
        for (edge = 0; edge < 4; edge++)
            assert_float(obs_a[(4 + edge) * PLANE + at], (blocks[i].road >> edge) & 1);
    }
    assert_float(obs_a[2 * 30], 0);
    assert_float(obs_a[7200 + 0], 1);                   /* scoring cards 1 2 3 */
    assert_float(obs_a[7200 + 2], 1);
    assert_float(obs_a[7200 + 3], 0);
    assert_float(obs_a[7218], 6 / 50.0);                /* target 1 + 2 + 3 */
    assert_float(obs_a[7220 + 0], 1);                   /* standard */
    assert_float(obs_a[7223 + 1], 1);                   /* phase play */
    assert_float(obs_a[7226], 1 / 15.0);
    assert_float(obs_a[7227], 2 / 30.0);
    assert_float(obs_a[7229], 10 / 18.0);               /* 9 .. 18 */
    assert_float(obs_a[7230 + 9 - 1], 1);               /* top card 9 */
    assert_float(obs_a[7248 + 8 - 1], 1);               /* card 8 in the city */
    assert_float(obs_a[7266 + 7 - 1], 1);               /* 7: in the other hand */
    assert_float(obs_a[7266 + 9 - 1], 0);               /* 9: face up */
    assert_float(obs_a[7266 + 18 - 1], 1);
    assert_float(obs_a[SEATS + 1], 1);                  /* the viewer to move */
    assert_float(obs_a[SEATS + 2], 1);                  /* 3 cards */
    for (i = 4; i <= 6; i++)
        assert_float(obs_a[SEATS + 3 + i - 1], 1);
    assert_float(obs_a[SEATS + SEAT + 2], 1 / 3.0);     /* 1 card, hidden */
    assert_float(obs_a[SEATS + SEAT + 3 + 7 - 1], 0);
    assert_float(obs_a[SEATS + 2 * SEAT], 0);           /* seats 2, 3 empty */

    observe(g, 1, obs_b);
    assert_float(obs_b[SEATS + 3 + 7 - 1], 1);          /* its own card 7 */
    assert_float(obs_b[SEATS + SEAT + 1], 1);           /* player 0 to move */
    assert_float(obs_b[SEATS + SEAT + 3 + 4 - 1], 0);
    sky_game_free(g);
}
END_TEST

/* Skyline, two players: the start buildings (HR-11), a take and a roll. */
START_TEST(highrise_layout)
{
    sky_game *g = new_game("highrise", "players=2");
    enum { SEATS = 51, SEAT = 40, G = 0, L = 0, M = 1, H = 2 };

    observe(g, 0, obs_a);
    assert_float(obs_a[G * 4 + L], 3 / 6.0);            /* ground faces LLLMMH */
    assert_float(obs_a[G * 4 + H], 1 / 6.0);
    assert_float(obs_a[2 * 4 + 3], 3 / 6.0);            /* penthouse MMH--- */
    assert_float(obs_a[12 + 0], 22 / 25.0);             /* 1 in the District, 2 built */
    assert_float(obs_a[15 + 2], 1 / 7.0);
    assert_float(obs_a[33 + 0], 1);                     /* phase take */
    assert_float(obs_a[42], 0);
    assert_float(obs_a[43], 1);
    assert_float(obs_a[45 + 5], 1);                     /* height-6 tiles */
    assert_float(obs_a[SEATS + 1], 1);                  /* the viewer is active */
    assert_float(obs_a[SEATS + 4 + H * 6 + 0], 1 / 3.0);    /* a High-Rise floor */
    assert_float(obs_a[SEATS + SEAT + 4 + M * 6 + 0], 1 / 3.0);
    assert_float(obs_a[SEATS + 2 * SEAT], 0);           /* seats 2, 3 empty */

    apply(g, 19);                                       /* take 3 ground floors */
    apply(g, 21 + M);                                   /* the first shows M */
    observe(g, 1, obs_b);
    assert_float(obs_b[18 + G * 4 + M], 1 / 3.0);
    assert_float(obs_b[30 + G], 2 / 3.0);               /* two still to roll */
    assert_float(obs_b[33 + 1], 1);                     /* phase roll */
    assert_float(obs_b[12 + 0], 19 / 25.0);
    assert_float(obs_b[SEATS + 1], 0);                  /* player 1 is seat 0 */
    assert_float(obs_b[SEATS + SEAT + 1], 1);
    assert_float(obs_b[SEATS + 4 + M * 6 + 0], 1 / 3.0);
    sky_game_free(g);
}
END_TEST

/* Skyscrapers, two players, one Treehouse set: a grab, then a structure. */
START_TEST(skyscrapers_layout)
{
    sky_game *g = new_game("skyscrapers", "players=2");
    enum { SEATS = 73, SEAT = 70 };
    int action, kind;

    observe(g, 0, obs_a);
    for (kind = 0; kind < 15; kind++)
        assert_float(obs_a[kind], 1 / 5.0);             /* colors 0..4, 3 sizes */
    assert_float(obs_a[15], 0);
    assert_float(obs_a[30], 1);
    assert_float(obs_a[31 + 14], 1 / 5.0);
    assert_float(obs_a[61], 1);                         /* phase grab */
    assert_float(obs_a[64], 1);                         /* highest wins */
    assert_float(obs_a[72], 3 / 10.0);                  /* 3 rounds */
    assert_float(obs_a[SEATS + 2], 1);                  /* player 0 grabs next */
    assert_float(obs_a[SEATS + 2 * SEAT], 0);           /* seats 2..15 empty */

    apply(g, 0);                                        /* player 0 grabs r1 */
    observe(g, 1, obs_b);
    assert_float(obs_b[0], 0);
    assert_float(obs_b[30], 14 / 15.0);
    assert_float(obs_b[SEATS + 2], 1);                  /* player 1 (seat 0) next */
    assert_float(obs_b[SEATS + SEAT + 40 + 0], 1 / 5.0);    /* player 0 holds r1 */

    while (sky_game_to_move(g) == SKY_ECHANCE) {
        ck_assert_int_gt(sky_game_legal_actions(g, &action, 1), 0);
        apply(g, action);
    }
    apply(g, 30 + 0);                                   /* player 0 builds on r1 */
    observe(g, 0, obs_a);
    assert_float(obs_a[62], 1);                         /* phase build */
    assert_float(obs_a[SEATS + 1], 1);
    assert_float(obs_a[SEATS + 7], 1 / 10.0);
    assert_float(obs_a[SEATS + 8], 1 / 10.0);
    assert_float(obs_a[SEATS + 9], 1);                  /* safe */
    assert_float(obs_a[SEATS + 10 + 0], 1);             /* r1 on top */
    assert_float(obs_a[SEATS + 40 + 0], 0);             /* and no longer unbuilt */
    sky_game_free(g);
}
END_TEST

/* Cathedral: bright places the People, brown a building. */
START_TEST(cathedral_layout)
{
    sky_game *g = new_game("cathedral", NULL);
    int i, people = 0, own = 0, other = 0, action;

    observe(g, 0, obs_a);
    for (i = 500; i < 528; i++)
        assert_float(obs_a[i], 1);                      /* every building held */
    assert_float(obs_a[528], 1);                        /* bright to move */
    assert_float(obs_a[530], 1);                        /* the People due */
    assert_float(obs_a[533], 1);
    assert_float(obs_a[537], 1);

    ck_assert_int_eq(sky_game_legal_actions(g, &action, 1) > 0, 1);
    apply(g, action);
    ck_assert_int_eq(sky_game_legal_actions(g, &action, 1) > 0, 1);
    apply(g, action);                                   /* brown's first building */
    observe(g, 1, obs_b);
    for (i = 0; i < 100; i++) {
        own += obs_b[i] == 1;
        other += obs_b[100 + i] == 1;
        people += obs_b[200 + i] == 1;
    }
    ck_assert_int_eq(people, 6);
    ck_assert_int_eq(other, 0);
    ck_assert_int_gt(own, 0);
    assert_float(obs_b[529], 1);                        /* bright (other) to move */
    assert_float(obs_b[531], 1);                        /* the People down */
    assert_float(obs_b[533], (47 - own) / 47.0);
    assert_float(obs_b[535], 1 / 14.0);
    assert_float(obs_b[537], 0);                        /* the viewer is brown */
    observe(g, 0, obs_a);
    assert_float(obs_a[536], 1 / 14.0);
    ck_assert_int_eq(memcmp(obs_a + 100, obs_b, 100 * sizeof *obs_a), 0);
    sky_game_free(g);
}
END_TEST

/* ---- nothing hidden is encoded ---------------------------------------------- */

/* Cityscape: player 1's secret goals differ; player 0 sees the same floats. */
START_TEST(cityscape_hides_other_goals)
{
    sky_game *a = new_game("cityscape", "players=2"), *b = new_game("cityscape", "players=2");

    apply(a, 80 + 7);
    apply(b, 80 + 7);
    apply(a, 80 + 100);
    apply(b, 80 + 100);
    apply(a, 80 + 5);                                   /* player 1's N goals */
    apply(b, 80 + 1000);
    apply(a, 80 + 9);
    apply(b, 80 + 9);
    ck_assert(same_observation(a, b, 0));
    ck_assert(!same_observation(a, b, 1));
    ck_assert(!same_observation(a, b, SKY_VIEW_ALL));
    apply(a, 38);
    apply(b, 38);
    ck_assert(same_observation(a, b, 0));
    ck_assert(!same_observation(a, b, 1));
    sky_game_free(a);
    sky_game_free(b);
}
END_TEST

/* Sprawlopolis: player 1 holds card 7 or card 10 (then in the deck). */
START_TEST(sprawl_hides_other_hands)
{
    sky_game *a = sprawl_setup(7), *b = sprawl_setup(10);

    ck_assert(same_observation(a, b, 0));
    ck_assert(!same_observation(a, b, 1));
    ck_assert(!same_observation(a, b, SKY_VIEW_ALL));
    sky_game_free(a);
    sky_game_free(b);
}
END_TEST

/* Plays `actions` from the start; 0 if one of them is illegal. */
static int replay(sky_game *g, const int *actions, int count)
{
    int i;

    for (i = 0; i < count; i++)
        if (sky_game_apply(g, actions[i]) != SKY_OK)
            return 0;
    return 1;
}

static int same_record(const sky_game *a, const sky_game *b, int viewer)
{
    ck_assert_int_lt(sky_game_write(a, viewer, text_a, TEXT_CAP), TEXT_CAP);
    ck_assert_int_lt(sky_game_write(b, viewer, text_b, TEXT_CAP), TEXT_CAP);
    return strcmp(text_a, text_b) == 0;
}

/*
 * What `viewer` is shown of two games is the same: their records and
 * their pictures.  The record alone is not enough: a Sprawlopolis record
 * hides a card dealt to another hand even once it has been passed on to
 * the viewer's, and the picture shows the viewer its hand.
 */
static int same_view(const sky_game *a, const sky_game *b, int viewer)
{
    if (!same_record(a, b, viewer))
        return 0;
    ck_assert_int_lt(sky_game_render(a, viewer, text_a, TEXT_CAP), TEXT_CAP);
    ck_assert_int_lt(sky_game_render(b, viewer, text_b, TEXT_CAP), TEXT_CAP);
    return strcmp(text_a, text_b) == 0;
}

/*
 * Twins as in check_search.c: action k of a's random game replaced by
 * another legal one.  Whenever a viewer's record of the two is the same,
 * so is its observation; the twins that differ only in hidden data must
 * show in the observation of a player who sees the difference.
 */
static void check_twins(const char *name, const char *options, uint64_t seed)
{
    int actions[MAX_PLIES], legal[8], plies = 0, k, i, n, v, players, hidden_pairs = 0;
    sky_game *a = new_game(name, options), *b;
    sky_rng rng;

    sky_rng_seed(&rng, seed);
    players = sky_game_players(a);
    while (plies < 12 || sky_game_to_move(a) < 0) {
        ck_assert_int_lt(plies, MAX_PLIES);
        ck_assert_int_eq(sky_game_bot_action(a, SKY_BOT_RANDOM, &rng, &actions[plies]), SKY_OK);
        apply(a, actions[plies++]);
    }
    for (k = 0; k < plies; k++) {
        b = new_game(name, options);
        ck_assert(replay(b, actions, k));
        n = sky_game_legal_actions(b, legal, 8);
        sky_game_free(b);
        for (i = 0; i < n && i < 8; i++) {
            int blind = 0, seeing = 0;

            if (legal[i] == actions[k])
                continue;
            b = new_game(name, options);
            ck_assert(replay(b, actions, k));
            apply(b, legal[i]);
            if (replay(b, actions + k + 1, plies - k - 1) && !same_record(a, b, SKY_VIEW_ALL)) {
                for (v = 0; v < players; v++) {
                    if (same_view(a, b, v)) {
                        ck_assert_msg(same_observation(a, b, v),
                                      "%s: player %d sees a difference it may not see", name, v);
                        blind++;
                    } else if (!same_observation(a, b, v)) {
                        seeing++;
                    }
                }
                hidden_pairs += blind > 0 && seeing > 0;
            }
            sky_game_free(b);
        }
    }
    /* The test tried something: twins one player could not tell apart. */
    ck_assert_int_gt(hidden_pairs, 0);
    sky_game_free(a);
}

START_TEST(twins_of_hidden_games)
{
    check_twins("cityscape", "players=2", 4);
    check_twins("cityscape", "players=3", 5);
    check_twins("sprawl", "players=2", 4);
    check_twins("sprawl", "players=3", 6);
}
END_TEST

/*
 * The game's generator (the deck's order, the dice and grabs to come) is
 * not encoded: the same record read with another seed observes the same.
 */
START_TEST(generator_is_not_encoded)
{
    sky_game_type type = game_type(_i);
    sky_game *a = new_game(type.name, NULL), *b;
    sky_rng rng;
    char *seed;
    int action, i, v;
    size_t error;

    if (type.chance == SKY_CHANCE_NONE) {
        sky_game_free(a);
        return;
    }
    sky_rng_seed(&rng, 9);
    for (i = 0; i < 20 && !sky_game_is_over(a); i++) {
        ck_assert_int_eq(sky_game_bot_action(a, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
        apply(a, action);
    }
    ck_assert_int_lt(sky_game_write(a, SKY_VIEW_ALL, text_a, TEXT_CAP), TEXT_CAP);
    seed = strstr(text_a, " seed 0");
    ck_assert_ptr_nonnull(seed);
    seed[6] = '7';
    ck_assert_int_eq(sky_game_read(text_a, &b, &error), SKY_OK);
    ck_assert(!same_record(a, b, SKY_VIEW_ALL));
    ck_assert(same_observation(a, b, SKY_VIEW_ALL));
    for (v = 0; v < sky_game_players(a); v++)
        ck_assert(same_observation(a, b, v));
    sky_game_free(a);
    sky_game_free(b);
}
END_TEST

/* ---- every state of random games -------------------------------------------- */

/* The first float that is not finite and small, or -1 (one assertion per
 * state: Check reports every assertion to its runner). */
static int first_wild_float(const float *values, int size)
{
    int i;

    for (i = 0; i < size; i++)
        if (!isfinite(values[i]) || fabsf(values[i]) > 100.0f)
            return i;
    return -1;
}

static void check_state(const sky_game *g, int size)
{
    int viewer, wild;

    for (viewer = SKY_VIEW_ALL; viewer < sky_game_players(g); viewer++) {
        ck_assert_int_eq(observe(g, viewer, obs_a), size);
        wild = first_wild_float(obs_a, size);
        ck_assert_msg(wild < 0, "float %d is %g", wild, wild < 0 ? 0.0 : (double)obs_a[wild]);
        ck_assert(same_observation(g, g, viewer));
    }
}

/* A copy observes the same (it holds no generator the floats depend on). */
static void check_copy(const sky_game *g)
{
    int viewer;
    sky_game *copy;

    ck_assert_int_eq(sky_game_clone(g, &copy), SKY_OK);
    for (viewer = SKY_VIEW_ALL; viewer < sky_game_players(g); viewer++)
        ck_assert(same_observation(g, copy, viewer));
    sky_game_free(copy);
}

START_TEST(random_games_observe_finite_fixed_deterministic)
{
    sky_game_type type = game_type(_i);
    int key = option_index(&type, "players"), game, action, size = type.observation_size;
    char options[32];
    sky_game *g;
    sky_rng rng;

    sky_rng_seed(&rng, 1000 + (uint64_t)_i);
    for (game = 0; game < 8; game++) {
        snprintf(options, sizeof options, "players=%d",
                 type.min_players + game % (type.max_players - type.min_players + 1));
        g = new_game(type.name, key < 0 ? NULL : options);
        check_state(g, size);
        while (!sky_game_is_over(g)) {
            ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
            apply(g, action);
            check_state(g, size);
            if (sky_game_to_move(g) == 0)
                check_copy(g);
        }
        /* Undo gives back the observation of the state before. */
        ck_assert_int_eq(observe(g, 0, obs_a), size);
        memcpy(obs_b, obs_a, (size_t)size * sizeof *obs_a);
        ck_assert_int_eq(sky_game_undo(g), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
        ck_assert_int_eq(observe(g, 0, obs_a), size);
        ck_assert_int_eq(memcmp(obs_a, obs_b, (size_t)size * sizeof *obs_a), 0);
        sky_game_free(g);
    }
}
END_TEST

static Suite *observation_suite(void)
{
    Suite *s = suite_create("observation");
    TCase *shape = tcase_create("shape"), *layout = tcase_create("layout");
    TCase *hidden = tcase_create("hidden"), *games = tcase_create("random games");

    /* Random games observe every state for every viewer: slow under valgrind. */
    tcase_set_timeout(shape, 60);
    tcase_set_timeout(layout, 60);
    tcase_set_timeout(hidden, 300);
    tcase_set_timeout(games, 600);
    tcase_add_loop_test(shape, size_is_the_info_size_for_every_option, 0, sky_game_count());
    tcase_add_loop_test(shape, never_writes_past_cap, 0, sky_game_count());
    tcase_add_loop_test(shape, bad_arguments_are_refused, 0, sky_game_count());
    tcase_add_loop_test(shape, info_of_an_older_caller_stops_before_the_shape, 0,
                        sky_game_count());
    tcase_add_test(layout, cityscape_layout);
    tcase_add_test(layout, sprawl_layout);
    tcase_add_test(layout, highrise_layout);
    tcase_add_test(layout, skyscrapers_layout);
    tcase_add_test(layout, cathedral_layout);
    tcase_add_test(hidden, cityscape_hides_other_goals);
    tcase_add_test(hidden, sprawl_hides_other_hands);
    tcase_add_test(hidden, twins_of_hidden_games);
    tcase_add_loop_test(hidden, generator_is_not_encoded, 0, sky_game_count());
    tcase_add_loop_test(games, random_games_observe_finite_fixed_deterministic, 0,
                        sky_game_count());
    suite_add_tcase(s, shape);
    suite_add_tcase(s, layout);
    suite_add_tcase(s, hidden);
    suite_add_tcase(s, games);
    return s;
}

int main(void)
{
    return run_suite(observation_suite());
}
