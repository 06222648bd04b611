/*
 * Unit tests for Sprawlopolis (sprawl.h), and of the bots' scorer of
 * placements (sprawl_internal.h).  Every rule id of
 * rules/sprawl.md (SP-1 .. SP-10) and every one of the 18 scoring cards
 * is named by at least one test.  Grids are written in the grid text
 * format: a token per cell, '.' empty, a zone letter C P I R and the
 * two edges its road joins ("Rns": residential, road north-south).
 */
#include <check.h>
#include <skyline/skyline.h>

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sprawl_internal.h"
#include "run_suite.h"

#define MAX_CELLS (SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE)

/* ---- helpers ------------------------------------------------------------ */

struct grid {
    sky_sprawl_block cells[MAX_CELLS];
    int rows, cols;
};

static struct grid *grid_of(const char *text)
{
    static struct grid g;
    size_t offset = 0;
    int n = sky_sprawl_grid_read(text, g.cells, MAX_CELLS, &g.rows, &g.cols, &offset);

    ck_assert_msg(n > 0, "grid text rejected (%d) at %zu:\n%s", n, offset, text);
    ck_assert_int_eq(n, g.rows * g.cols);
    return &g;
}

/* Points of scoring card `card` on the grid written as `text`. */
static int card_points(const char *text, int card)
{
    struct grid *g = grid_of(text);
    int points = 12345;

    ck_assert_int_eq(sky_sprawl_card_score(g->cells, g->rows, g->cols, card, &points), SKY_OK);
    return points;
}

static int road_count(const char *text)
{
    struct grid *g = grid_of(text);
    return sky_sprawl_roads(g->cells, g->rows, g->cols, NULL, 0, NULL);
}

static int largest(const char *text, int zone)
{
    struct grid *g = grid_of(text);
    return sky_sprawl_largest_group(g->cells, g->rows, g->cols, zone);
}

static sky_sprawl_move mv(int card, int rotation, int row, int col)
{
    sky_sprawl_move m;

    m.card = card;
    m.rotation = rotation;
    m.row = row;
    m.col = col;
    return m;
}

/* A chance outcome: `card` off the deck. */
static sky_sprawl_move card_mv(int card)
{
    return mv(card, 0, 0, 0);
}

/* A card seen on a real deck, supplied by the chance player. */
static int supply(sky_sprawl *g, int card)
{
    return sky_sprawl_play(g, SKY_ECHANCE, card_mv(card));
}

/* A new game, nothing off the deck yet. */
static sky_sprawl *bare_game(int players, int variant, uint64_t seed)
{
    sky_sprawl_options o;
    sky_sprawl *g = NULL;

    ck_assert_int_eq(sky_sprawl_options_init(&o, sizeof o), SKY_OK);
    o.players = players;
    o.variant = variant;
    o.seed = seed;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_OK);
    ck_assert_ptr_nonnull(g);
    return g;
}

/* Draws every card that is due from the game's own deck order. */
static void draw_due(sky_sprawl *g)
{
    while (sky_sprawl_to_move(g) == SKY_ECHANCE)
        ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
}

/* A game whose cards are drawn from the seed's order: set up and ready. */
static sky_sprawl *new_game(int players, int variant, uint64_t seed)
{
    sky_sprawl *g = bare_game(players, variant, seed);

    draw_due(g);
    return g;
}

/* Places `m` for the player to move, then draws what is due. */
static void place_and_draw(sky_sprawl *g, sky_sprawl_move m)
{
    ck_assert_int_eq(sky_sprawl_play(g, sky_sprawl_to_move(g), m), SKY_OK);
    draw_due(g);
}

/* A game with the cards supplied in the order given (a real deck). */
static sky_sprawl *manual_game(int players, const int *cards, int n)
{
    sky_sprawl *g = bare_game(players, SKY_SPRAWL_STANDARD, 0);
    int i;

    for (i = 0; i < n; i++)
        ck_assert_int_eq(supply(g, cards[i]), SKY_OK);
    return g;
}

static const int in_order[SKY_SPRAWL_CARDS] = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18
};

static char *text_of(const sky_sprawl *g, int viewer)
{
    int n = sky_sprawl_write(g, viewer, NULL, 0);
    char *text;

    ck_assert_int_gt(n, 0);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(sky_sprawl_write(g, viewer, text, (size_t)n + 1), n);
    return text;
}

static char *picture_of(const sky_sprawl *g, int viewer)
{
    int n = sky_sprawl_render(g, viewer, NULL, 0);
    char *text;

    ck_assert_int_gt(n, 0);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(sky_sprawl_render(g, viewer, text, (size_t)n + 1), n);
    return text;
}

/* Both games write the same record and draw the same picture. */
static void assert_same(const sky_sprawl *a, const sky_sprawl *b)
{
    char *ta = text_of(a, SKY_VIEW_ALL), *tb = text_of(b, SKY_VIEW_ALL);

    ck_assert_str_eq(ta, tb);
    free(ta);
    free(tb);
    ta = picture_of(a, SKY_VIEW_ALL);
    tb = picture_of(b, SKY_VIEW_ALL);
    ck_assert_str_eq(ta, tb);
    free(ta);
    free(tb);
}

static sky_sprawl *clone_of(const sky_sprawl *g)
{
    sky_sprawl *copy = NULL;

    ck_assert_int_eq(sky_sprawl_clone(g, &copy), SKY_OK);
    return copy;
}

/* Plays the whole game with a bot for whoever is to move; the game draws. */
static void play_out(sky_sprawl *g, int bot, sky_rng *rng)
{
    int p;

    while ((p = sky_sprawl_to_move(g)) != SKY_EOVER) {
        sky_sprawl_move m;
        if (p == SKY_ECHANCE) {
            ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
            continue;
        }
        ck_assert_int_ge(p, 0);
        ck_assert_int_eq(sky_sprawl_bot_move(g, bot, rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(g, p, m), SKY_OK);
    }
}

static int total_of(const sky_sprawl *g)
{
    sky_sprawl_tally t;

    ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
    return t.total;
}

/* ---- SP-1, SP-2: the cards ---------------------------------------------------- */

/* The 18 cards as printed (TL TR / BL BR), from data/sprawl-cards.json. */
static const char *const printed[SKY_SPRAWL_CARDS] = {
    "Inw Rns\nP   Cns\n", "P   Ins\nRew Cnw\n", "Cew Rew\nIsw P\n",
    "P   Cne\nIew Rew\n", "Res Iew\nCns P\n", "Cns Rne\nIns P\n",
    "Cns P\nRne Iew\n", "Rew Csw\nP   Ins\n", "Iew Rew\nP   Ces\n",
    "P   Rns\nCew Inw\n", "Inw P\nCew Rew\n", "Rnw Cns\nP   Ins\n",
    "Cew Isw\nP   Rns\n", "Cnw Ins\nP   Rns\n", "Rns Ine\nCns P\n",
    "Cew Iew\nP   Res\n", "Ins Cne\nRns P\n", "Iew Cew\nRsw P\n",
};
/* Roads on each card alone, from the data's road_count. */
static const int roads_on_card[SKY_SPRAWL_CARDS] = {
    2, 1, 2, 2, 1, 2, 1, 1, 2, 1, 2, 2, 1, 2, 2, 2, 2, 2
};

static void card_text(int card, int rotation, char *buf, size_t cap)
{
    sky_sprawl_block b[4];

    ck_assert_int_eq(sky_sprawl_card_blocks(card, rotation, b), SKY_OK);
    ck_assert_int_gt(sky_sprawl_grid_write(b, 2, 2, buf, cap), 0);
}

START_TEST(sp1_cards_as_printed)
{
    char text[64];
    int card;

    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        card_text(card, 0, text, sizeof text);
        ck_assert_str_eq(text, printed[card - 1]);
        ck_assert_int_eq(road_count(text), roads_on_card[card - 1]);
    }
    ck_assert_str_eq(sky_sprawl_card_name(1), "The Outskirts");
    ck_assert_str_eq(sky_sprawl_card_name(8), "The 'Burbs");
    ck_assert_str_eq(sky_sprawl_card_name(18), "Sprawlopolis");
    ck_assert_ptr_null(sky_sprawl_card_name(0));
    ck_assert_ptr_null(sky_sprawl_card_name(19));
}
END_TEST

/* SP-1: one block of each zone per card; a road joins two edges; no park
 * holds one. */
START_TEST(sp1_every_card_has_four_zones_and_proper_roads)
{
    sky_sprawl_block b[4];
    int card, pos;

    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        unsigned zones = 0;

        ck_assert_int_eq(sky_sprawl_card_blocks(card, 0, b), SKY_OK);
        for (pos = 0; pos < 4; pos++) {
            zones |= 1u << b[pos].zone;
            if (b[pos].zone == SKY_SPRAWL_PARK)
                ck_assert_int_eq(b[pos].road, 0);
        }
        ck_assert_uint_eq(zones, 0x1eu);
        ck_assert_int_eq(sky_sprawl_grid_check(b, 2, 2), SKY_OK);
    }
    ck_assert_int_eq(sky_sprawl_card_blocks(0, 0, b), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_card_blocks(19, 0, b), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_card_blocks(1, 0, NULL), SKY_EINVAL);
}
END_TEST

/* SP-2: a half turn swaps TL with BR, TR with BL, N with S, E with W. */
START_TEST(sp2_half_turn)
{
    sky_sprawl_block b[4];
    char text[64];

    /* Card 1, Inw Rns / P Cns, turned: Cns P / Rns Ies. */
    card_text(1, 1, text, sizeof text);
    ck_assert_str_eq(text, "Cns P\nRns Ies\n");
    /* Card 5, Res Iew / Cns P, turned: P Cns / Iew Rnw. */
    card_text(5, 1, text, sizeof text);
    ck_assert_str_eq(text, "P   Cns\nIew Rnw\n");
    /* Never 90 degrees: rotations are 0 and 1 only. */
    ck_assert_int_eq(sky_sprawl_card_blocks(5, 2, b), SKY_EROTATION);
    ck_assert_int_eq(sky_sprawl_card_blocks(5, -1, b), SKY_EROTATION);
}
END_TEST

/* ---- SP-2, SP-3: the city -------------------------------------------------------- */

/* Solo, manual deck: scoring 1 2 3, hand 4 5 6, city 7, top 8. */
static sky_sprawl *solo_setup(void)
{
    return manual_game(1, in_order, 8);
}

static void assert_block(const sky_sprawl *g, int row, int col, int zone, int road)
{
    sky_sprawl_block b;

    ck_assert_int_eq(sky_sprawl_block_at(g, row, col, &b), SKY_OK);
    ck_assert_int_eq(b.zone, zone);
    ck_assert_int_eq(b.road, road);
}

START_TEST(sp3_first_card_at_the_origin_as_printed)
{
    sky_sprawl *g = solo_setup();
    sky_sprawl_move first;
    int bounds[4];

    ck_assert_int_eq(sky_sprawl_city_size(g), 1);
    ck_assert_int_eq(sky_sprawl_city_card(g, 0, &first), SKY_OK);
    ck_assert_int_eq(first.card, 7);
    ck_assert_int_eq(first.rotation, 0);
    ck_assert_int_eq(first.row, 0);
    ck_assert_int_eq(first.col, 0);
    /* Card 7: Cns P / Rne Iew. */
    assert_block(g, 0, 0, SKY_SPRAWL_COMMERCIAL, SKY_SPRAWL_N | SKY_SPRAWL_S);
    assert_block(g, 0, 1, SKY_SPRAWL_PARK, 0);
    assert_block(g, 1, 0, SKY_SPRAWL_RESIDENTIAL, SKY_SPRAWL_N | SKY_SPRAWL_E);
    assert_block(g, 1, 1, SKY_SPRAWL_INDUSTRIAL, SKY_SPRAWL_E | SKY_SPRAWL_W);
    assert_block(g, 2, 0, SKY_SPRAWL_EMPTY, 0);
    assert_block(g, -5, 99, SKY_SPRAWL_EMPTY, 0);
    ck_assert_int_eq(sky_sprawl_bounds(g, bounds), SKY_OK);
    ck_assert_int_eq(bounds[0], 0);
    ck_assert_int_eq(bounds[1], 0);
    ck_assert_int_eq(bounds[2], 2);
    ck_assert_int_eq(bounds[3], 2);
    ck_assert_int_eq(sky_sprawl_city_card(g, 1, &first), SKY_ERANGE);
    sky_sprawl_free(g);
}
END_TEST

/* SP-3: a card must cover a block or touch the city along an edge. */
START_TEST(sp3_placement_reasons)
{
    sky_sprawl *g = solo_setup();
    char *before = text_of(g, SKY_VIEW_ALL), *after;

    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 0, 2)), SKY_OK);     /* east */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 1, -2, 0)), SKY_OK);    /* north */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, -1, 2)), SKY_OK);    /* half along */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 1, 1)), SKY_OK);     /* covers one */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 0, 0)), SKY_OK);     /* covers all */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 2, 2)), SKY_ECORNER);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, -2, -2)), SKY_ECORNER);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, -2, 2)), SKY_ECORNER);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 3, 0)), SKY_EDETACHED);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 0, 3)), SKY_EDETACHED);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, 1000000, 0)), SKY_EDETACHED);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 0, -2147483647 - 1, 5)), SKY_EDETACHED);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(9, 0, 0, 2)), SKY_ENOCARD);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(7, 0, 0, 2)), SKY_ENOCARD); /* in the city */
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(19, 0, 0, 2)), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, 2, 0, 2)), SKY_EROTATION);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(4, -1, 0, 2)), SKY_EROTATION);
    ck_assert_int_eq(sky_sprawl_check(g, 1, mv(4, 0, 0, 2)), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_check(NULL, 0, mv(4, 0, 0, 2)), SKY_EINVAL);
    /* Checks and rejected plays change nothing. */
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 2, 2)), SKY_ECORNER);
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(9, 0, 0, 2)), SKY_ENOCARD);
    after = text_of(g, SKY_VIEW_ALL);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    sky_sprawl_free(g);
}
END_TEST

/* SP-2: the new card lies on top; the city may grow any way. */
START_TEST(sp2_new_card_on_top_and_unbounded)
{
    sky_sprawl *g = solo_setup();
    int bounds[4];

    /* Card 4 (P Cne / Iew Rew) covers the industrial block at (1,1). */
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 1, 1)), SKY_OK);
    assert_block(g, 1, 1, SKY_SPRAWL_PARK, 0);
    assert_block(g, 1, 2, SKY_SPRAWL_COMMERCIAL, SKY_SPRAWL_N | SKY_SPRAWL_E);
    assert_block(g, 1, 0, SKY_SPRAWL_RESIDENTIAL, SKY_SPRAWL_N | SKY_SPRAWL_E);
    ck_assert_int_eq(supply(g, 9), SKY_OK);
    /* Turned card 5 (P Cns / Iew Rnw) north-west, on negative rows. */
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(5, 1, -2, -1)), SKY_OK);
    assert_block(g, -1, 0, SKY_SPRAWL_RESIDENTIAL, SKY_SPRAWL_N | SKY_SPRAWL_W);
    ck_assert_int_eq(sky_sprawl_bounds(g, bounds), SKY_OK);
    ck_assert_int_eq(bounds[0], -2);
    ck_assert_int_eq(bounds[1], -1);
    ck_assert_int_eq(bounds[2], 5);     /* rows -2..2 */
    ck_assert_int_eq(bounds[3], 4);     /* columns -1..2 */
    sky_sprawl_free(g);
}
END_TEST

/* SP-3: gaps inside the city are allowed. */
START_TEST(sp3_gaps_allowed)
{
    sky_sprawl *g = solo_setup();

    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 2, 1)), SKY_OK);
    ck_assert_int_eq(supply(g, 9), SKY_OK);
    /* Touches (2,2) from the east; (0,2) and (1,2) stay empty. */
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(5, 0, 1, 3)), SKY_OK);
    assert_block(g, 1, 2, SKY_SPRAWL_EMPTY, 0);
    sky_sprawl_free(g);
}
END_TEST

/* SP-3: the legal placements are exactly those that check OK. */
START_TEST(sp3_legal_moves_are_the_checked_moves)
{
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 77);
    sky_sprawl_move *moves = malloc(SKY_SPRAWL_MAX_MOVES * sizeof *moves);
    sky_rng rng;
    uint32_t pick;
    int turn;

    ck_assert_ptr_nonnull(moves);
    sky_rng_seed(&rng, 3);
    for (turn = 0; turn < SKY_SPRAWL_CITY_CARDS - 1; turn++) {
        int n = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_MAX_MOVES), hand[3], i, card, rot;
        int found = 0, row, col, k = sky_sprawl_hand(g, 0, 0, hand);

        ck_assert_int_gt(n, 0);
        ck_assert_int_le(n, SKY_SPRAWL_MAX_MOVES);
        ck_assert_int_eq(sky_sprawl_legal_moves(g, NULL, 0), n);
        for (i = 0; i < n; i++)
            ck_assert_int_eq(sky_sprawl_check(g, 0, moves[i]), SKY_OK);
        /* Every card 1..18, both turns, and offsets well past the city. */
        for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
            for (rot = 0; rot < 2; rot++)
                for (row = -35; row <= 35; row++)
                    for (col = -35; col <= 35; col++)
                        found += sky_sprawl_check(g, 0, mv(card, rot, row, col)) == SKY_OK;
        ck_assert_int_eq(found, n);
        /* Ordered by hand card, then rotation, then row, then column. */
        for (i = 1; i < n; i++) {
            const sky_sprawl_move *a = &moves[i - 1], *b = &moves[i];
            long ka = ((long)a->card * 2 + a->rotation) * 1000000L + (a->row + 500) * 1000L + a->col + 500;
            long kb = ((long)b->card * 2 + b->rotation) * 1000000L + (b->row + 500) * 1000L + b->col + 500;
            ck_assert(ka < kb);
        }
        ck_assert_int_eq(moves[0].card, hand[0]);
        ck_assert_int_eq(moves[n - 1].card, hand[k - 1]);
        ck_assert_int_eq(sky_rng_below(&rng, (uint32_t)n, &pick), SKY_OK);
        place_and_draw(g, moves[pick]);
    }
    ck_assert_int_eq(sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_MAX_MOVES), 0);
    free(moves);
    sky_sprawl_free(g);
}
END_TEST

/* SP-3 read off the visible blocks alone: the reference for the checks. */
static int placement_by_blocks(const sky_sprawl *g, int row, int col)
{
    static const int own[4][2] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 1, 1 } };
    static const int side[8][2] = {
        { -1, 0 }, { -1, 1 }, { 2, 0 }, { 2, 1 }, { 0, -1 }, { 1, -1 }, { 0, 2 }, { 1, 2 }
    };
    static const int corner[4][2] = { { -1, -1 }, { -1, 2 }, { 2, -1 }, { 2, 2 } };
    sky_sprawl_block b;
    int i, taken = 0;

    for (i = 0; i < 4; i++)
        taken |= sky_sprawl_block_at(g, row + own[i][0], col + own[i][1], &b) == SKY_OK && b.zone;
    for (i = 0; i < 8; i++)
        taken |= sky_sprawl_block_at(g, row + side[i][0], col + side[i][1], &b) == SKY_OK && b.zone;
    if (taken)
        return SKY_OK;
    for (i = 0; i < 4; i++)
        if (sky_sprawl_block_at(g, row + corner[i][0], col + corner[i][1], &b) == SKY_OK && b.zone)
            return SKY_ECORNER;
    return SKY_EDETACHED;
}

/*
 * SP-2: a city as long as 15 cards can make it (30 blocks, each card 2
 * past the last), in each of the four directions: every placement near
 * it checks as its blocks say, and no block is lost.
 */
START_TEST(sp2_longest_city_each_way)
{
    static const int step[4][2] = { { 0, 2 }, { 0, -2 }, { 2, 0 }, { -2, 0 } };
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 5);
    sky_sprawl_block b;
    int bounds[4], hand[3], turn, row, col, blocks = 0;

    for (turn = 1; turn < SKY_SPRAWL_CITY_CARDS; turn++) {
        int at_row = step[_i][0] * turn, at_col = step[_i][1] * turn;

        ck_assert_int_eq(sky_sprawl_bounds(g, bounds), SKY_OK);
        sky_sprawl_hand(g, 0, 0, hand);
        for (row = bounds[0] - 4; row <= bounds[0] + bounds[2] + 2; row++)
            for (col = bounds[1] - 4; col <= bounds[1] + bounds[3] + 2; col++)
                ck_assert_int_eq(sky_sprawl_check(g, 0, mv(hand[0], 0, row, col)),
                                 placement_by_blocks(g, row, col));
        place_and_draw(g, mv(hand[0], 0, at_row, at_col));
    }
    ck_assert_int_eq(sky_sprawl_bounds(g, bounds), SKY_OK);
    ck_assert_int_eq(bounds[2] * bounds[3], 2 * 2 * SKY_SPRAWL_CITY_CARDS);
    for (row = bounds[0]; row < bounds[0] + bounds[2]; row++)
        for (col = bounds[1]; col < bounds[1] + bounds[3]; col++)
            blocks += sky_sprawl_block_at(g, row, col, &b) == SKY_OK && b.zone;
    ck_assert_int_eq(blocks, 4 * SKY_SPRAWL_CITY_CARDS);
    sky_sprawl_free(g);
}
END_TEST

/* ---- SP-4 .. SP-6: setup, turns, chance, views ----------------------------------- */

static void assert_hand(const sky_sprawl *g, int player, int n, int a, int b, int c)
{
    int cards[3], expected[3];

    expected[0] = a;
    expected[1] = b;
    expected[2] = c;
    ck_assert_int_eq(sky_sprawl_hand(g, player, SKY_VIEW_ALL, cards), n);
    ck_assert_int_eq(cards[0], expected[0]);
    ck_assert_int_eq(cards[1], expected[1]);
    ck_assert_int_eq(cards[2], expected[2]);
}

/*
 * SP-4 with two players and cards revealed 1, 2, ...: scoring 1 2 3
 * (target 6), the start player's 4 5 6, the other's 7, the city's 8,
 * the deck's face-up 9; 18 - 9 revealed + the top = 10 = 12 - 2 cards
 * in the deck.
 */
START_TEST(sp4_setup_two_players)
{
    sky_sprawl *g = bare_game(2, SKY_SPRAWL_STANDARD, 0);
    sky_sprawl_move first;
    int cards[3], i;

    for (i = 0; i < 9; i++) {
        ck_assert_int_eq(sky_sprawl_to_move(g), SKY_ECHANCE);
        ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_SETUP);
        ck_assert_int_eq(supply(g, in_order[i]), SKY_OK);
        if (i == 2)
            ck_assert_int_eq(sky_sprawl_target(g), 6);
    }
    ck_assert_int_eq(sky_sprawl_scoring_cards(g, cards), SKY_OK);
    ck_assert_int_eq(cards[0] * 100 + cards[1] * 10 + cards[2], 123);
    ck_assert_int_eq(sky_sprawl_target(g), 1 + 2 + 3);
    assert_hand(g, 0, 3, 4, 5, 6);
    assert_hand(g, 1, 1, 7, 0, 0);
    ck_assert_int_eq(sky_sprawl_city_card(g, 0, &first), SKY_OK);
    ck_assert_int_eq(first.card, 8);
    ck_assert_int_eq(sky_sprawl_deck_top(g), 9);
    ck_assert_int_eq(sky_sprawl_deck_size(g), 10);
    ck_assert_int_eq(sky_sprawl_to_move(g), 0);
    ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_PLAY);
    sky_sprawl_free(g);
}
END_TEST

/* SP-4: one start hand of 3, one card for every other player, 1..4 players. */
START_TEST(sp4_setup_sizes_for_every_team)
{
    int players;

    for (players = 1; players <= SKY_SPRAWL_MAX_PLAYERS; players++) {
        sky_sprawl *g = new_game(players, SKY_SPRAWL_STANDARD, 5);
        int cards[3], p;

        ck_assert_int_eq(sky_sprawl_hand(g, 0, 0, cards), 3);
        for (p = 1; p < players; p++)
            ck_assert_int_eq(sky_sprawl_hand(g, p, p, cards), 1);
        ck_assert_int_eq(sky_sprawl_city_size(g), 1);
        ck_assert_int_eq(sky_sprawl_deck_size(g), 18 - 3 - (players + 2) - 1);
        ck_assert_int_ne(sky_sprawl_deck_top(g), 0);
        ck_assert_int_eq(sky_sprawl_to_move(g), 0);
        sky_sprawl_free(g);
    }
}
END_TEST

/*
 * SP-5: the start player plays, passes the other two cards left and
 * draws the face-up 9; the next card off the deck becomes its top.
 */
START_TEST(sp5_play_pass_draw)
{
    sky_sprawl *g = manual_game(2, in_order, 9);

    ck_assert_int_eq(sky_sprawl_play(g, 1, mv(7, 0, 0, 2)), SKY_ETURN);
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 0, 2)), SKY_OK);
    assert_hand(g, 0, 1, 9, 0, 0);
    assert_hand(g, 1, 3, 5, 6, 7);
    ck_assert_int_eq(sky_sprawl_deck_top(g), 0);
    ck_assert_int_eq(sky_sprawl_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_play(g, 1, mv(5, 0, 0, 4)), SKY_ECHANCE);
    ck_assert_int_eq(supply(g, 10), SKY_OK);
    ck_assert_int_eq(sky_sprawl_deck_top(g), 10);
    ck_assert_int_eq(sky_sprawl_deck_size(g), 9);
    ck_assert_int_eq(sky_sprawl_to_move(g), 1);
    ck_assert_int_eq(sky_sprawl_play(g, 1, mv(5, 0, 0, 4)), SKY_OK);
    assert_hand(g, 1, 1, 10, 0, 0);
    assert_hand(g, 0, 3, 6, 7, 9);
    sky_sprawl_free(g);
}
END_TEST

/* SP-5 solo: hold 3, play one, draw back to 3. */
START_TEST(sp5_solo_draws_back_to_three)
{
    sky_sprawl *g = solo_setup();

    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(5, 0, 0, 2)), SKY_OK);
    assert_hand(g, 0, 3, 4, 6, 8);
    ck_assert_int_eq(supply(g, 9), SKY_OK);
    ck_assert_int_eq(sky_sprawl_to_move(g), 0);
    sky_sprawl_free(g);
}
END_TEST

/*
 * SP-5 to the end, for 1 to 4 players: whoever plays holds 3 cards on
 * turns 1..12, then 2, then 1 (the deck is empty, so hands shrink as
 * they pass); the 14th placement completes the city of 15 and empties
 * every hand.
 */
START_TEST(sp5_hands_to_the_end)
{
    int players;

    for (players = 1; players <= SKY_SPRAWL_MAX_PLAYERS; players++) {
        sky_sprawl *g = new_game(players, SKY_SPRAWL_STANDARD, 11);
        sky_rng rng;
        int turn, cards[3], p;

        sky_rng_seed(&rng, 4);
        for (turn = 1; turn <= 14; turn++) {
            sky_sprawl_move m;
            int who = sky_sprawl_to_move(g);

            ck_assert_int_eq(who, (turn - 1) % players);
            ck_assert_int_eq(sky_sprawl_hand(g, who, who, cards), turn <= 12 ? 3 : 15 - turn);
            ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
            place_and_draw(g, m);
            ck_assert_int_eq(sky_sprawl_city_size(g), turn + 1);
        }
        ck_assert_int_eq(sky_sprawl_to_move(g), SKY_EOVER);
        ck_assert_int_eq(sky_sprawl_deck_size(g), 0);
        for (p = 0; p < players; p++)
            ck_assert_int_eq(sky_sprawl_hand(g, p, SKY_VIEW_ALL, cards), 0);
        sky_sprawl_free(g);
    }
}
END_TEST

/* SP-6: the drawn deck is the same for a seed, and differs between seeds. */
START_TEST(sp6_seeded_deck)
{
    int order[3][SKY_SPRAWL_CARDS], k, same = 1, differ = 0;
    uint64_t seeds[3] = { 42, 42, 43 };

    for (k = 0; k < 3; k++) {
        sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, seeds[k]);
        sky_rng rng;
        int i, n = 0, seen[SKY_SPRAWL_CARDS + 1] = { 0 };

        sky_rng_seed(&rng, 1);
        play_out(g, SKY_BOT_GREEDY, &rng);
        /* The scoring cards, then the city in play order: the whole deck. */
        sky_sprawl_scoring_cards(g, order[k]);
        for (i = 0; i < SKY_SPRAWL_CITY_CARDS; i++) {
            sky_sprawl_move m;
            sky_sprawl_city_card(g, i, &m);
            order[k][3 + i] = m.card;
        }
        for (i = 0; i < SKY_SPRAWL_CARDS; i++)
            n += !seen[order[k][i]]++;
        ck_assert_int_eq(n, SKY_SPRAWL_CARDS);
        sky_sprawl_free(g);
    }
    for (k = 0; k < SKY_SPRAWL_CARDS; k++) {
        same &= order[0][k] == order[1][k];
        differ |= order[0][k] != order[2][k];
    }
    ck_assert(same);
    ck_assert(differ);
}
END_TEST

/* Cards 1..18 shuffled from `seed` as sky_sprawl(3) documents. */
static void documented_shuffle(uint64_t seed, int order[SKY_SPRAWL_CARDS])
{
    sky_rng rng;
    int i;

    sky_rng_seed(&rng, seed);
    for (i = 0; i < SKY_SPRAWL_CARDS; i++)
        order[i] = i + 1;
    for (i = SKY_SPRAWL_CARDS - 1; i > 0; i--) {
        uint32_t j;
        int t;
        sky_rng_below(&rng, (uint32_t)i + 1, &j);
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

/* SP-6: the documented shuffle: Fisher-Yates from the last card down. */
START_TEST(sp6_seeded_shuffle_is_the_documented_one)
{
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 2026);
    int order[SKY_SPRAWL_CARDS], cards[3], hand[3], i;
    sky_sprawl_move first;

    documented_shuffle(2026, order);
    sky_sprawl_scoring_cards(g, cards);
    for (i = 0; i < 3; i++)
        ck_assert_int_eq(cards[i], order[i]);
    sky_sprawl_hand(g, 0, 0, hand);
    /* The hand is kept ascending; it holds order[3..5]. */
    for (i = 3; i < 6; i++)
        ck_assert(hand[0] == order[i] || hand[1] == order[i] || hand[2] == order[i]);
    sky_sprawl_city_card(g, 0, &first);
    ck_assert_int_eq(first.card, order[6]);
    ck_assert_int_eq(sky_sprawl_deck_top(g), order[7]);
    sky_sprawl_free(g);
}
END_TEST

/* SP-6: cards supplied from a real deck come off as told, each once. */
START_TEST(sp6_supplied_cards)
{
    sky_sprawl *g = bare_game(1, SKY_SPRAWL_STANDARD, 0);
    sky_sprawl *ready = new_game(1, SKY_SPRAWL_STANDARD, 0);
    int cards[SKY_SPRAWL_CARDS];

    ck_assert_int_eq(sky_sprawl_unseen(g, SKY_VIEW_ALL, cards), 18);
    ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, card_mv(0)), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, card_mv(19)), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, card_mv(INT_MIN)), SKY_ERANGE);
    ck_assert_int_eq(supply(g, 12), SKY_OK);
    ck_assert_int_eq(supply(g, 12), SKY_EILLEGAL);
    ck_assert_int_eq(sky_sprawl_target(g), SKY_EPHASE);
    ck_assert_int_eq(sky_sprawl_unseen(g, SKY_VIEW_ALL, cards), 17);
    ck_assert_int_eq(cards[11], 13);
    /* No card is due at a decision. */
    ck_assert_int_eq(supply(ready, 1), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_check(ready, SKY_ECHANCE, card_mv(1)), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_draw(ready, NULL), SKY_ECHANCE);
    sky_sprawl_free(g);
    sky_sprawl_free(ready);
}
END_TEST

/* SP-6: another player's hand is hidden in every view. */
START_TEST(sp6_views_hide_hands)
{
    sky_sprawl *g = manual_game(2, in_order, 9);
    int cards[3], unseen[SKY_SPRAWL_CARDS];
    char *text, *picture;
    sky_sprawl *back = NULL;
    size_t offset = 0;

    ck_assert_int_eq(sky_sprawl_hand(g, 1, 0, cards), 1);
    ck_assert_int_eq(cards[0], 0);
    ck_assert_int_eq(sky_sprawl_hand(g, 0, 1, cards), 3);
    ck_assert_int_eq(cards[0] + cards[1] + cards[2], 0);
    ck_assert_int_eq(sky_sprawl_hand(g, 0, 0, cards), 3);
    ck_assert_int_eq(cards[0], 4);
    ck_assert_int_eq(sky_sprawl_hand(g, 0, 2, cards), SKY_ERANGE);
    /* Player 1 has not seen 4, 5, 6 nor 10..18. */
    ck_assert_int_eq(sky_sprawl_unseen(g, 1, unseen), 3 + 9);
    ck_assert_int_eq(unseen[0], 4);
    ck_assert_int_eq(sky_sprawl_unseen(g, 0, unseen), 1 + 9);
    ck_assert_int_eq(unseen[0], 7);
    text = text_of(g, 1);
    ck_assert_ptr_nonnull(strstr(text, "+1 +2 +3 +? +? +? +7 +8 +9"));
    /* The seed is hidden first; with it put back, the first "+?". */
    ck_assert_int_eq(sky_sprawl_read(text, &back, &offset), SKY_EHIDDEN);
    ck_assert_ptr_null(back);
    ck_assert_uint_eq(offset, (size_t)(strstr(text, "seed ?") + 5 - text));
    strstr(text, "seed ?")[5] = '0';
    ck_assert_int_eq(sky_sprawl_read(text, &back, &offset), SKY_EHIDDEN);
    ck_assert_ptr_null(back);
    ck_assert_uint_eq(offset, (size_t)(strstr(text, "+?") - text));
    free(text);
    picture = picture_of(g, 1);
    ck_assert_ptr_nonnull(strstr(picture, "hand of player 0: 3 cards (hidden)"));
    ck_assert_ptr_nonnull(strstr(picture, "hand of player 1: 7\n"));
    free(picture);
    picture = picture_of(g, SKY_VIEW_ALL);
    ck_assert_ptr_nonnull(strstr(picture, "hand of player 0: 4 5 6\n"));
    free(picture);
    sky_sprawl_free(g);

    /* The seed would tell the deck's order: a player sees "?". */
    g = new_game(2, SKY_SPRAWL_STANDARD, 99);
    text = text_of(g, 0);
    ck_assert_ptr_nonnull(strstr(text, " seed ?\n"));
    ck_assert_int_eq(sky_sprawl_read(text, &back, &offset), SKY_EHIDDEN);
    ck_assert_uint_eq(offset, (size_t)(strstr(text, "?") - text));
    /* The cards drawn into the team-mate's hand are hidden too. */
    ck_assert_ptr_nonnull(strstr(text, "+?"));
    free(text);
    text = text_of(g, SKY_VIEW_ALL);
    ck_assert_ptr_nonnull(strstr(text, " seed 99\n"));
    ck_assert_ptr_null(strstr(text, "?"));
    free(text);
    sky_sprawl_free(g);
}
END_TEST

/* ---- SP-7: groups ------------------------------------------------------------------ */

/*
 *   C C P      commercial (0,0) (0,1) (1,1): 3
 *   P C P      parks (0,2) (1,2): 2 and (1,0) (2,0) (2,1): 3; the
 *   P P I      diagonal (1,2)-(2,1) does not join them
 */
static const char groups_grid[] = "C C P\nP C P\nP P I\n";

START_TEST(sp7_largest_group_per_zone)
{
    ck_assert_int_eq(largest(groups_grid, SKY_SPRAWL_COMMERCIAL), 3);
    ck_assert_int_eq(largest(groups_grid, SKY_SPRAWL_PARK), 3);
    ck_assert_int_eq(largest(groups_grid, SKY_SPRAWL_INDUSTRIAL), 1);
    ck_assert_int_eq(largest(groups_grid, SKY_SPRAWL_RESIDENTIAL), 0);
    ck_assert_int_eq(largest(groups_grid, SKY_SPRAWL_EMPTY), SKY_ERANGE);
    ck_assert_int_eq(largest(groups_grid, 5), SKY_ERANGE);
    /* A gap splits a row: 2 and 1, not 3. */
    ck_assert_int_eq(largest("R R . R\n", SKY_SPRAWL_RESIDENTIAL), 2);
}
END_TEST

/* SP-7: +1 per block of each zone's largest group: 3 + 3 + 1 + 0 = 7. */
START_TEST(sp7_group_points)
{
    struct grid *g = grid_of(groups_grid);
    static const int cards[3] = { 1, 2, 3 };
    sky_sprawl_tally t;

    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, cards,
                                           SKY_SPRAWL_STANDARD, &t), SKY_OK);
    ck_assert_int_eq(t.groups[0], 3);
    ck_assert_int_eq(t.groups[1], 3);
    ck_assert_int_eq(t.groups[2], 1);
    ck_assert_int_eq(t.groups[3], 0);
    ck_assert_int_eq(t.group_points, 7);
    ck_assert_int_eq(t.roads, 0);
}
END_TEST

/* ---- SP-8: roads -------------------------------------------------------------------- */

/*
 * Five roads (the example of The Outskirts):
 *   column 0, 4 sections, both ends at the city's edge;
 *   (0,2)-(0,3), dead ends against the parks (0,1) and (0,4);
 *   (1,4)-(3,4), a dead end against park (0,4), the edge at the south;
 *   (2,1)-(2,2), dead ends against (2,0), whose road has no east edge,
 *   and park (2,3);
 *   (3,3), a dead end against park (2,3), the edge at the south.
 */
static const char outskirts_grid[] =
    "Ins P   Cew Rew P\n"
    "Rns P   P   P   Ins\n"
    "Cns Iew Rew P   Rns\n"
    "Ins P   P   Cns Cns\n";

/* A loop of four sections: no end. */
static const char loop_grid[] = "Res Csw\nIne Rnw\n";

START_TEST(sp8_roads_sections_and_ends)
{
    struct grid *g = grid_of(outskirts_grid);
    sky_sprawl_road roads[8];
    int of_cell[32], n;

    n = sky_sprawl_roads(g->cells, g->rows, g->cols, roads, 8, of_cell);
    ck_assert_int_eq(n, 5);
    /* Ordered by their first section in row-major order. */
    ck_assert_int_eq(of_cell[0], 0);
    ck_assert_int_eq(of_cell[2], 1);
    ck_assert_int_eq(of_cell[1], -1);       /* a park */
    ck_assert_int_eq(of_cell[9], 2);        /* (1,4) */
    ck_assert_int_eq(of_cell[11], 3);       /* (2,1) */
    ck_assert_int_eq(of_cell[18], 4);       /* (3,3) */
    ck_assert_int_eq(of_cell[19], 2);       /* (3,4) */

    ck_assert_int_eq(roads[0].sections, 4);
    ck_assert_int_eq(roads[0].loop, 0);
    ck_assert_int_eq(roads[0].ends[0].row, 0);
    ck_assert_int_eq(roads[0].ends[0].edge, SKY_SPRAWL_N);
    ck_assert_int_eq(roads[0].ends[0].kind, SKY_SPRAWL_CITY_EDGE);
    ck_assert_int_eq(roads[0].ends[0].facing, SKY_SPRAWL_EMPTY);
    ck_assert_int_eq(roads[0].ends[1].row, 3);
    ck_assert_int_eq(roads[0].ends[1].edge, SKY_SPRAWL_S);
    ck_assert_int_eq(roads[0].ends[1].kind, SKY_SPRAWL_CITY_EDGE);
    ck_assert_int_eq(roads[0].zones, 1 << SKY_SPRAWL_INDUSTRIAL | 1 << SKY_SPRAWL_RESIDENTIAL
                                    | 1 << SKY_SPRAWL_COMMERCIAL);

    ck_assert_int_eq(roads[3].sections, 2);
    ck_assert_int_eq(roads[3].ends[0].col, 1);
    ck_assert_int_eq(roads[3].ends[0].edge, SKY_SPRAWL_W);
    ck_assert_int_eq(roads[3].ends[0].kind, SKY_SPRAWL_DEAD_END);
    ck_assert_int_eq(roads[3].ends[0].facing, SKY_SPRAWL_COMMERCIAL);
    ck_assert_int_eq(roads[3].ends[1].col, 2);
    ck_assert_int_eq(roads[3].ends[1].facing, SKY_SPRAWL_PARK);

    ck_assert_int_eq(roads[4].sections, 1);
    ck_assert_int_eq(roads[4].ends[0].edge, SKY_SPRAWL_N);
    ck_assert_int_eq(roads[4].ends[0].kind, SKY_SPRAWL_DEAD_END);
    ck_assert_int_eq(roads[4].ends[1].edge, SKY_SPRAWL_S);
    ck_assert_int_eq(roads[4].ends[1].kind, SKY_SPRAWL_CITY_EDGE);
    /* A short buffer still gets the count. */
    ck_assert_int_eq(sky_sprawl_roads(g->cells, g->rows, g->cols, roads, 2, NULL), 5);
}
END_TEST

START_TEST(sp8_loop_and_joins)
{
    struct grid *g = grid_of(loop_grid);
    sky_sprawl_road road;

    ck_assert_int_eq(sky_sprawl_roads(g->cells, g->rows, g->cols, &road, 1, NULL), 1);
    ck_assert_int_eq(road.loop, 1);
    ck_assert_int_eq(road.sections, 4);
    ck_assert_int_eq(road.ends[0].edge, 0);
    /* Sections join only where both have a road on the shared edge:
     * Rew's east end meets Cns, whose road runs north-south. */
    ck_assert_int_eq(road_count("Rew Cns\n"), 2);
    ck_assert_int_eq(road_count("Rew Cew\n"), 1);
    ck_assert_int_eq(road_count("Rns\nCns\n"), 1);
    ck_assert_int_eq(road_count("Rns\nCew\n"), 2);
    ck_assert_int_eq(road_count("P P\nP P\n"), 0);
}
END_TEST

/* ---- SP-9: the 18 scoring cards ---------------------------------------------------- */

/*
 * Card 1 The Outskirts, its printed example: three roads with an end at
 * the edge (-1 each: one with both ends there, two with one), two with
 * dead ends only (+1 each): -3 + 2 = -1.
 */
START_TEST(sp9_card01_outskirts_example)
{
    ck_assert_int_eq(card_points(outskirts_grid, 1), -1);
    /* Both ends at the edge count once: -1, not -2. */
    ck_assert_int_eq(card_points("Rew Cew\n", 1), -1);
    /* Dead ends on both sides: +1. */
    ck_assert_int_eq(card_points("P Rew Cew P\n", 1), 1);
    ck_assert_int_eq(card_points("P P\n", 1), 0);
}
END_TEST

/* SP-9: a loop has no end, so it does not end at the edge: +1. */
START_TEST(sp9_card01_outskirts_loop_scores_plus_one)
{
    ck_assert_int_eq(card_points(loop_grid, 1), 1);
}
END_TEST

/*
 * Card 2 Bloom Boom, its printed example on 4 x 6: parks per row 0, 3,
 * 4, 2 give -1 + 1 + 0 + 0; per column 0, 3, 3, 1, 1, 1 give
 * -1 + 1 + 1 + 0 + 0 + 0: in all +1.
 */
static const char bloom_grid[] =
    "C C C C C C\n"
    "R P P P R R\n"
    "I P P I P P\n"
    "R P P R I I\n";

START_TEST(sp9_card02_bloom_boom_example)
{
    ck_assert_int_eq(card_points(bloom_grid, 2), 1);
}
END_TEST

/* SP-9: the rows and columns of the city's bounding box count, empty
 * lines around it do not, an empty line inside it does (0 parks). */
START_TEST(sp9_card02_bloom_boom_counts_the_bounding_box)
{
    ck_assert_int_eq(card_points(". . . . . . . .\n"
                                 ". C C C C C C .\n"
                                 ". R P P P R R .\n"
                                 ". I P P I P P .\n"
                                 ". R P P R I I .\n"
                                 ". . . . . . . .\n", 2), 1);
    /* Rows: 1 park 0, none -1, 1 park 0; columns: 2 parks 0, none -1. */
    ck_assert_int_eq(card_points("P C\n. .\nP C\n", 2), -2);
}
END_TEST

/* Card 3 Go Green: 9 parks and 4 industrial blocks: 9 - 3 * 4 = -3. */
START_TEST(sp9_card03_go_green)
{
    ck_assert_int_eq(card_points(bloom_grid, 3), -3);
    ck_assert_int_eq(card_points("P P\nP .\n", 3), 3);
}
END_TEST

/*
 * Card 4 Block Party: 2x2 squares of one zone, overlaps counted; 0..5+
 * squares score -8, -5, -2, +1, +4, +7.
 */
START_TEST(sp9_card04_block_party)
{
    ck_assert_int_eq(card_points("C P\nP C\n", 4), -8);
    ck_assert_int_eq(card_points("C C\nC C\n", 4), -5);
    ck_assert_int_eq(card_points("P P P\nP P P\n", 4), -2);        /* 2 overlap */
    /* Parks at (0,0) and (0,1), commercial at (2,0): 3. */
    ck_assert_int_eq(card_points("P P P .\nP P P .\nC C . R\nC C R R\n", 4), 1);
    ck_assert_int_eq(card_points("P P P\nP P P\nP P P\n", 4), 4);
    ck_assert_int_eq(card_points("P P P P\nP P P P\nP P P P\n", 4), 7);   /* 6 */
    /* Four blocks of four zones, or with a gap, are no square. */
    ck_assert_int_eq(card_points("C P\nI R\n", 4), -8);
}
END_TEST

/*
 * Card 5 Stacks and Scrapers, its example: industrial (1,1) with
 * commercial above and right, industrial below, nothing left: 2; the
 * industrial (2,1) next to residential (2,2): 0.
 */
START_TEST(sp9_card05_stacks_and_scrapers)
{
    ck_assert_int_eq(card_points(". C .\n. I C\n. I R\n", 5), 2);
    ck_assert_int_eq(card_points("I C\nC I\n", 5), 4);
    ck_assert_int_eq(card_points("I P\n", 5), 0);
}
END_TEST

/* Card 6 Master Planned, its example: residential 8, industrial 2: 6. */
START_TEST(sp9_card06_master_planned)
{
    ck_assert_int_eq(card_points("R R R R R R R R\nI I C I C P C P\n", 6), 6);
    ck_assert_int_eq(card_points("I I I\nR C R\n", 6), 1 - 3);
}
END_TEST

/*
 * Card 7 Central Perks, its example: the park at (1,1) has a block on
 * all four sides though its diagonals are empty: +1; the park at (1,3)
 * is on the outer edge: -2.
 */
START_TEST(sp9_card07_central_perks)
{
    ck_assert_int_eq(card_points(". C R .\nI P C P\n. R . .\n", 7), 1 - 2);
}
END_TEST

/* SP-9: a side facing a gap inside the city is on the edge. */
START_TEST(sp9_card07_central_perks_gap_is_an_edge)
{
    ck_assert_int_eq(card_points("C C C C\nC . P C\nC C C C\n", 7), -2);
    ck_assert_int_eq(card_points("C C C C\nC R P C\nC C C C\n", 7), 1);
}
END_TEST

/*
 * Card 8 The 'Burbs: the residential group (0,1) (0,2) (1,1) touches
 * parks (0,0), (1,0), (1,2) and industrial (0,3), (2,1); the park (1,2)
 * touches it twice and counts once: 3 - 2 * 2 = -1.
 */
START_TEST(sp9_card08_burbs)
{
    ck_assert_int_eq(card_points("P R R I\nP R P .\nI I . .\n", 8), -1);
    ck_assert_int_eq(card_points("P I\nC C\n", 8), 0);     /* no residential */
}
END_TEST

/* SP-9: of tied largest groups the one scoring more counts: the left
 * pair touches two parks (+2), the right pair an industrial (-2). */
START_TEST(sp9_card08_burbs_tie_takes_the_better_group)
{
    ck_assert_int_eq(card_points("R R P . I R\nP . . . . R\n", 8), 2);
    ck_assert_int_eq(card_points("R I . . P R\nR . . . P R\n", 8), 2);
}
END_TEST

/*
 * Card 9 Concrete Jungle, its example: (0,0) touches an industrial
 * block only by an edge: 0; (0,1) and (1,2) share a corner: 1 each.
 */
START_TEST(sp9_card09_concrete_jungle)
{
    ck_assert_int_eq(card_points("I I .\n. . I\n", 9), 2);
    ck_assert_int_eq(card_points("I I\n", 9), 0);
}
END_TEST

/* Card 10 The Strip, its example: a column C C _ C C C _ C: 6. */
START_TEST(sp9_card10_the_strip)
{
    ck_assert_int_eq(card_points("C R\nC I\n. C\nC .\nC R\nC P\nP I\nC R\n", 10), 6);
    ck_assert_int_eq(card_points("C C . C\nP P P P\n", 10), 3);
}
END_TEST

/*
 * Card 11 Mini Marts, its examples: the straight R-C-R of column 0
 * with one road through (2), and the L of (1,1): its road curves east
 * to the residential (1,2) and south to (2,1) (2).
 */
START_TEST(sp9_card11_mini_marts)
{
    ck_assert_int_eq(card_points("Rns .   .\nCns Ces Rew\nRns Rns .\n", 11), 4);
    /* C between R and I; C whose road meets neither neighbour's road. */
    ck_assert_int_eq(card_points("Rew Cew Iew\nRns Cew Rns\n", 11), 0);
}
END_TEST

/* Card 12 Superhighway, its example: a road through 7 blocks: 3. */
START_TEST(sp9_card12_superhighway)
{
    ck_assert_int_eq(card_points("Rew Cew Iew Rew Cew Iew Rew\nP   Rew Cew P   P   P   P\n", 12), 3);
    ck_assert_int_eq(card_points(loop_grid, 12), 2);
    ck_assert_int_eq(card_points("P C\n", 12), 0);
}
END_TEST

/* Card 13 Park Hopping, its example: park, 3 blocks of road, park: 3. */
START_TEST(sp9_card13_park_hopping)
{
    ck_assert_int_eq(card_points("P Rew Cew Iew P\n", 13), 3);
    /* An end at the city's edge is not a park. */
    ck_assert_int_eq(card_points("Rew Cew P\n", 13), 0);
    /* In the Outskirts example only (0,2)-(0,3) runs from park (0,1) to
     * park (0,4); (1,4)-(3,4) leaves the city at its south end. */
    ck_assert_int_eq(card_points(outskirts_grid, 13), 3);
}
END_TEST

/* SP-9: the two parks may be of one group, but must be two blocks; a
 * loop has no ends and scores 0. */
START_TEST(sp9_card13_park_hopping_decisions)
{
    ck_assert_int_eq(card_points("P   P   P\nCne Iew Rnw\n", 13), 3);
    ck_assert_int_eq(card_points("Ies P\nCne Rnw\n", 13), 0);
    ck_assert_int_eq(card_points(loop_grid, 13), 0);
}
END_TEST

/* Card 14 Looping Lanes, its example: a loop through 12 blocks: 12;
 * a road that is not a loop adds nothing, a second loop adds its 4. */
START_TEST(sp9_card14_looping_lanes)
{
    static const char ring[] =
        "Res Cew Iew Rew Csw .   .\n"
        "Ins P   P   P   Rns .   .\n"
        "Ine Rew Cew Iew Cnw .   .\n"
        "P   Rew Cew P   .   Res Csw\n"
        ".   .   .   .   .   Ine Rnw\n";

    ck_assert_int_eq(card_points(ring, 14), 12 + 4);
    ck_assert_int_eq(card_points(outskirts_grid, 14), 0);
}
END_TEST

/* Card 15 Skid Row: residential next to 2 or more industrial blocks:
 * (0,1) has 3, (0,3) has 2, (2,0) has 1: 2 + 2 + 0. */
START_TEST(sp9_card15_skid_row)
{
    ck_assert_int_eq(card_points("I R I R\n. I . I\nR I . .\n", 15), 4);
}
END_TEST

/* Card 16 Morning Commute, its example of two roads through residential
 * and commercial blocks: 2 + 2; roads I-R and a lone C score 0. */
START_TEST(sp9_card16_morning_commute)
{
    ck_assert_int_eq(card_points("Rew Cew P   Iew Rew\n"
                                 "P   P   P   P   P\n"
                                 "Cew Iew Rew P   Cns\n", 16), 4);
    ck_assert_int_eq(card_points(loop_grid, 16), 2);
}
END_TEST

/*
 * Card 17 Tourist Traps, its example: an edge block 1, an outer corner
 * 2, a step of the outline with two perpendicular sides open 2, an
 * interior block 0.  Per block: 2 1 2 / 1 0 0 2 / 2 1 1 2 = 14.
 */
START_TEST(sp9_card17_tourist_traps)
{
    ck_assert_int_eq(card_points("C C C .\nC C C C\nC C C C\n", 17), 14);
    /* Open north and south only is not a corner: 2 + 1 + 2. */
    ck_assert_int_eq(card_points("C C C\n", 17), 5);
    ck_assert_int_eq(card_points("P R\nI P\n", 17), 0);
}
END_TEST

/* Card 18 Sprawlopolis, its example: a row of 5 blocks across a gap and
 * a column of 4: 5 + 4 = 9. */
START_TEST(sp9_card18_sprawlopolis)
{
    ck_assert_int_eq(card_points("C C . C C C\n. P . . . .\n. R . . . .\n. I . . . .\n", 18), 9);
}
END_TEST

START_TEST(sp9_card_score_bad_arguments)
{
    struct grid *g = grid_of("C P\n");
    int points = 7;

    ck_assert_int_eq(sky_sprawl_card_score(g->cells, 1, 2, 0, &points), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_card_score(g->cells, 1, 2, 19, &points), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_card_score(g->cells, 1, 2, 1, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_card_score(NULL, 1, 2, 1, &points), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_card_score(g->cells, 0, 2, 1, &points), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_card_score(g->cells, 1, 33, 1, &points), SKY_ERANGE);
    ck_assert_int_eq(points, 7);
}
END_TEST

/* ---- SP-10: the total and the win ------------------------------------------------- */

/*
 * The Outskirts example with cards 1, 3 and 12 (target 16).  Groups:
 * commercial (3,3)-(3,4) 2, parks (0,1) (1,1) (1,2) (1,3) (2,3) 5,
 * industrial 1, residential 1: 9.  Roads 5.  Cards: The Outskirts -1,
 * Go Green 8 parks - 3 * 4 industrial = -4, Superhighway 4 / 2 = 2.
 * Total 9 - 5 - 1 - 4 + 2 = 1.
 */
START_TEST(sp10_total)
{
    struct grid *g = grid_of(outskirts_grid);
    static const int cards[3] = { 1, 3, 12 };
    sky_sprawl_tally t;

    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, cards,
                                           SKY_SPRAWL_STANDARD, &t), SKY_OK);
    ck_assert_int_eq(t.group_points, 2 + 5 + 1 + 1);
    ck_assert_int_eq(t.roads, 5);
    ck_assert_int_eq(t.road_points, -5);
    ck_assert_int_eq(t.card_points[0], -1);
    ck_assert_int_eq(t.card_points[1], -4);
    ck_assert_int_eq(t.card_points[2], 2);
    ck_assert_int_eq(t.cards[2], 12);
    ck_assert_int_eq(t.total, 1);
    ck_assert_int_eq(t.target, 16);
}
END_TEST

/* SP-10 variants: easier, no road penalty (9 - 3 = 6); harder, only the
 * park group's 5 (5 - 5 - 3 = -3). */
START_TEST(sp10_variants)
{
    struct grid *g = grid_of(outskirts_grid);
    static const int cards[3] = { 1, 3, 12 };
    sky_sprawl_tally t;

    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, cards,
                                           SKY_SPRAWL_EASIER, &t), SKY_OK);
    ck_assert_int_eq(t.road_points, 0);
    ck_assert_int_eq(t.roads, 5);
    ck_assert_int_eq(t.total, 6);
    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, cards,
                                           SKY_SPRAWL_HARDER, &t), SKY_OK);
    ck_assert_int_eq(t.group_points, 5);
    ck_assert_int_eq(t.total, -3);
    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, cards, 3, &t), SKY_ERANGE);
}
END_TEST

START_TEST(sp10_score_grid_bad_arguments)
{
    struct grid *g = grid_of(outskirts_grid);
    static const int same[3] = { 1, 3, 1 }, zero[3] = { 0, 3, 4 }, ok[3] = { 1, 2, 3 };
    sky_sprawl_tally t;
    sky_sprawl_block bad[2];

    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, same, 0, &t), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, zero, 0, &t), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, NULL, 0, &t), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_score_grid(g->cells, g->rows, g->cols, ok, 0, NULL), SKY_EINVAL);
    /* Grids a city cannot show. */
    bad[0].zone = SKY_SPRAWL_PARK;
    bad[0].road = SKY_SPRAWL_N | SKY_SPRAWL_S;      /* a road on a park */
    bad[1].zone = SKY_SPRAWL_COMMERCIAL;
    bad[1].road = 0;
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].zone = SKY_SPRAWL_COMMERCIAL;
    bad[0].road = SKY_SPRAWL_N;                     /* one edge */
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].road = SKY_SPRAWL_N | SKY_SPRAWL_E | SKY_SPRAWL_S;
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].road = 16 | SKY_SPRAWL_N;
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].road = 0;
    bad[0].zone = 5;
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].zone = SKY_SPRAWL_EMPTY;
    bad[0].road = SKY_SPRAWL_E | SKY_SPRAWL_W;      /* a road on no block */
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_EINVAL);
    bad[0].road = 0;
    ck_assert_int_eq(sky_sprawl_grid_check(bad, 1, 2), SKY_OK);
    ck_assert_int_eq(sky_sprawl_score_grid(bad, 1, 2, ok, 0, &t), SKY_OK);
}
END_TEST

/*
 * SP-10 through play: the game's score is the pure score of its city,
 * and the team wins exactly when the total reaches the target (equal
 * counts).  Seeded greedy games give wins, losses and a tie (the first
 * 40 seeds give 34 wins, 6 losses, and seed 13 ties).
 */
START_TEST(sp10_win_iff_total_reaches_target)
{
    int seed, wins = 0, losses = 0, equal = 0;
    static sky_sprawl_block city[MAX_CELLS];

    for (seed = 0; seed < 40 || !equal; seed++) {
        sky_sprawl *g = new_game(1 + seed % 2, SKY_SPRAWL_STANDARD, (uint64_t)seed);
        sky_sprawl_tally t, pure;
        sky_rng rng;
        unsigned mask = 99;
        int bounds[4], cards[3];

        ck_assert_int_lt(seed, 5000);
        sky_rng_seed(&rng, (uint64_t)seed);
        ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_EPHASE);
        play_out(g, SKY_BOT_GREEDY, &rng);
        ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
        sky_sprawl_bounds(g, bounds);
        ck_assert_int_eq(sky_sprawl_city(g, city, MAX_CELLS), bounds[2] * bounds[3]);
        sky_sprawl_scoring_cards(g, cards);
        ck_assert_int_eq(sky_sprawl_score_grid(city, bounds[2], bounds[3], cards,
                                               SKY_SPRAWL_STANDARD, &pure), SKY_OK);
        ck_assert_int_eq(pure.total, t.total);
        ck_assert_int_eq(t.target, sky_sprawl_target(g));
        ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_OK);
        if (t.total >= t.target) {
            ck_assert_uint_eq(mask, (1u << (1 + seed % 2)) - 1);
            wins++;
        } else {
            ck_assert_uint_eq(mask, 0);
            losses++;
        }
        equal += t.total == t.target;
        sky_sprawl_free(g);
    }
    ck_assert_int_gt(wins, 0);
    ck_assert_int_gt(losses, 0);
}
END_TEST

/* ---- the bots' scorer of placements ------------------------------------------ */

/* Three different cards, the first `card`. */
static void cards_with(int card, sky_rng *rng, int cards[3])
{
    uint32_t r;

    cards[0] = card;
    do {
        ck_assert_int_eq(sky_rng_below(rng, SKY_SPRAWL_CARDS, &r), SKY_OK);
        cards[1] = (int)r + 1;
    } while (cards[1] == cards[0]);
    do {
        ck_assert_int_eq(sky_rng_below(rng, SKY_SPRAWL_CARDS, &r), SKY_OK);
        cards[2] = (int)r + 1;
    } while (cards[2] == cards[0] || cards[2] == cards[1]);
}

static int below(sky_rng *rng, int n)
{
    uint32_t r;

    ck_assert_int_eq(sky_rng_below(rng, (uint32_t)n, &r), SKY_OK);
    return (int)r;
}

/* Placement `pl` laid on a copy of `g` whose box is the whole interior. */
static void laid_grid(const struct sp_grid *g, const struct sp_placement *pl,
                      struct sp_grid *out)
{
    int k;

    sp_grid_init(out, g->rows, g->cols);
    memcpy(out->cell, g->cell, (size_t)(g->rows + 2) * (size_t)g->stride);
    for (k = 0; k < 4; k++)
        out->cell[SP_AT(out, pl->row + k / 2, pl->col + k % 2)] = pl->cell[k];
}

/* The same grid: its size, its box of blocks and its cells, ring included. */
static void assert_same_grid(const struct sp_grid *a, const struct sp_grid *b)
{
    ck_assert_int_eq(a->rows, b->rows);
    ck_assert_int_eq(a->cols, b->cols);
    ck_assert_int_eq(a->top, b->top);
    ck_assert_int_eq(a->left, b->left);
    ck_assert_int_eq(a->bottom, b->bottom);
    ck_assert_int_eq(a->right, b->right);
    ck_assert_int_eq(memcmp(a->cell, b->cell, (size_t)(a->rows + 2) * (size_t)a->stride), 0);
}

/* sp_placement_totals() on `g` agrees with sp_total() of each grid with
 * the card laid, and gives the grid back as it was. */
static void check_placements(struct sp_grid *g, const int cards[3], int variant,
                             const struct sp_placement *pl, int n)
{
    static struct sp_grid before, laid;
    int totals[64], i;

    ck_assert_int_le(n, 64);
    memcpy(&before, g, sizeof before);
    sp_placement_totals(g, cards, variant, pl, n, totals);
    assert_same_grid(&before, g);
    for (i = 0; i < n; i++) {
        laid_grid(g, &pl[i], &laid);
        ck_assert_msg(totals[i] == sp_total(&laid, cards, variant),
                      "cards %d %d %d variant %d placement %d: %d, whole %d", cards[0],
                      cards[1], cards[2], variant, i, totals[i], sp_total(&laid, cards, variant));
    }
}

/* A random card's cells at a random interior offset of `g`. */
static void random_placement(const struct sp_grid *g, sky_rng *rng, struct sp_placement *pl)
{
    int card = 1 + below(rng, SKY_SPRAWL_CARDS), rotation = below(rng, 2), k;

    pl->row = below(rng, g->rows - 1);
    pl->col = below(rng, g->cols - 1);
    for (k = 0; k < 4; k++)
        pl->cell[k] = sp_card_cell(card, rotation, k);
}

/* Random blocks, roads and gaps in a box of side x side (at most 10) in
 * the middle of a 12 x 12 interior. */
static void random_blocks(struct sp_grid *g, sky_rng *rng, int side)
{
    static const int two_edges[6] = { 3, 5, 6, 9, 10, 12 };
    int row, col, last = 2 + side - 1;

    sp_grid_init(g, 12, 12);
    g->top = g->left = 2;
    g->bottom = g->right = last;
    for (row = 2; row <= last; row++) {
        for (col = 2; col <= last; col++) {
            int zone = below(rng, 5);
            int road = zone != SKY_SPRAWL_EMPTY && zone != SKY_SPRAWL_PARK && below(rng, 3)
                     ? two_edges[below(rng, 6)] : 0;

            g->cell[SP_AT(g, row, col)] = SP_CELL_OF(zone, road);
        }
    }
    /* The box holds every block: the rows and columns at its edge have one. */
    for (row = 2; row <= last; row++) {
        g->cell[SP_AT(g, row, 2)] = SP_CELL_OF(SKY_SPRAWL_PARK, 0);
        g->cell[SP_AT(g, 2, row)] = SP_CELL_OF(SKY_SPRAWL_RESIDENTIAL, 0);
    }
}

/* Every card with each variant: random blocks in a box of `side`, and
 * placements anywhere. */
static void check_random_blocks(int side, uint64_t seed)
{
    struct sp_grid g;
    struct sp_placement pl[24];
    sky_rng rng;
    int card, variant, city, i, cards[3];

    sky_rng_seed(&rng, seed);
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        for (variant = SKY_SPRAWL_STANDARD; variant <= SKY_SPRAWL_HARDER; variant++) {
            for (city = 0; city < 4; city++) {
                random_blocks(&g, &rng, side);
                for (i = 0; i < 24; i++)
                    random_placement(&g, &rng, &pl[i]);
                cards_with(card, &rng, cards);
                check_placements(&g, cards, variant, pl, 24);
            }
        }
    }
}

/* At most 49 blocks and a card: no more than a city of 15 cards. */
START_TEST(placement_totals_on_random_blocks)
{
    check_random_blocks(7, 12);
}
END_TEST

/* Up to 100 blocks, more than any city: each placement is scored whole. */
START_TEST(placement_totals_past_a_city)
{
    check_random_blocks(10, 13);
}
END_TEST

/* Every card with each variant: cities of random games, and their legal
 * placements, as the bots see them. */
START_TEST(placement_totals_on_cities)
{
    sky_sprawl_move *moves = malloc(SKY_SPRAWL_MAX_MOVES * sizeof *moves);
    struct sp_placement pl[32];
    struct sp_grid grid;
    sky_rng rng;
    int card, variant, i, k, top, left, cards[3];

    ck_assert_ptr_nonnull(moves);
    sky_rng_seed(&rng, 34);
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        for (variant = SKY_SPRAWL_STANDARD; variant <= SKY_SPRAWL_HARDER; variant++) {
            sky_sprawl *g = new_game(1, variant, (uint64_t)(card * 3 + variant));
            int turns = below(&rng, SKY_SPRAWL_CITY_CARDS - 1), n;

            for (i = 0; i < turns; i++) {
                n = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_MAX_MOVES);
                place_and_draw(g, moves[below(&rng, n)]);
            }
            n = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_MAX_MOVES);
            sp_city_grid(g, 2, &grid, &top, &left);
            for (i = 0; i < 32; i++) {
                sky_sprawl_move m = moves[below(&rng, n)];

                pl[i].row = m.row - top;
                pl[i].col = m.col - left;
                for (k = 0; k < 4; k++)
                    pl[i].cell[k] = sp_card_cell(m.card, m.rotation, k);
            }
            cards_with(card, &rng, cards);
            check_placements(&grid, cards, variant, pl, 32);
            sky_sprawl_free(g);
        }
    }
    free(moves);
}
END_TEST

/* SP-10: the variants change the game's score as they change the pure one. */
START_TEST(sp10_game_variants)
{
    int variant;

    for (variant = 0; variant < 3; variant++) {
        sky_sprawl *g = new_game(1, variant, 8);
        sky_sprawl_tally t;
        sky_rng rng;

        sky_rng_seed(&rng, 8);
        play_out(g, SKY_BOT_RANDOM, &rng);
        ck_assert_int_eq(sky_sprawl_variant(g), variant);
        ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
        ck_assert_int_eq(t.road_points, variant == SKY_SPRAWL_EASIER ? 0 : -t.roads);
        if (variant == SKY_SPRAWL_HARDER) {
            int best = t.groups[0], z;
            for (z = 1; z < 4; z++)
                best = t.groups[z] > best ? t.groups[z] : best;
            ck_assert_int_eq(t.group_points, best);
        } else {
            ck_assert_int_eq(t.group_points, t.groups[0] + t.groups[1] + t.groups[2] + t.groups[3]);
        }
        sky_sprawl_free(g);
    }
}
END_TEST

/* ---- handles ------------------------------------------------------------------------ */

START_TEST(options_and_handles)
{
    sky_sprawl_options o;
    sky_sprawl *g = NULL, *copy;

    ck_assert_int_eq(sky_sprawl_options_init(NULL, sizeof o), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_options_init(&o, sizeof o), SKY_OK);
    ck_assert_uint_eq(o.size, sizeof o);
    ck_assert_int_eq(o.players, 1);
    ck_assert_int_eq(o.variant, SKY_SPRAWL_STANDARD);
    ck_assert(o.seed == 0);
    o.players = 0;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_ERANGE);
    ck_assert_ptr_null(g);
    o.players = 5;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_ERANGE);
    o.players = 2;
    o.variant = 3;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_ERANGE);
    o.variant = -1;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_ERANGE);
    o.variant = 0;
    o.size = 4;
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_new(NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_new(NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_sprawl_players(g), 1);
    ck_assert_int_eq(sky_sprawl_variant(g), SKY_SPRAWL_STANDARD);
    /* Nothing comes off the deck by itself: the first card is due. */
    ck_assert_int_eq(sky_sprawl_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_city_size(g), 0);
    draw_due(g);
    copy = clone_of(g);
    assert_same(g, copy);
    {
        sky_rng rng;
        sky_sprawl_move m;
        sky_rng_seed(&rng, 1);
        ck_assert_int_eq(sky_sprawl_bot_move(copy, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(copy, 0, m), SKY_OK);
    }
    ck_assert_int_eq(sky_sprawl_city_size(g), 1);
    ck_assert_int_eq(sky_sprawl_city_size(copy), 2);
    {
        sky_sprawl *none = g;
        ck_assert_int_eq(sky_sprawl_clone(NULL, &none), SKY_EINVAL);
        ck_assert_ptr_null(none);
    }
    sky_sprawl_free(copy);
    sky_sprawl_free(g);
    sky_sprawl_free(NULL);
}
END_TEST

/*
 * The options contract (sky_common(3)): an old caller's shorter struct
 * gets the defaults for what it lacks, a newer caller's extra field must
 * be 0, and nonsense sizes are refused by both calls.
 */
START_TEST(options_grow_by_size)
{
    struct newer {
        sky_sprawl_options o;
        int extra;
    } n;
    sky_sprawl_options o;
    sky_sprawl *g = NULL;
    const size_t sizes[4] = { 0, 1, SKY_OPTIONS_MAX_SIZE + 1, SIZE_MAX };
    size_t old_size = offsetof(sky_sprawl_options, seed);
    char *text;
    int i;

    /* An old caller: players and variant, no seed (the default, 0). */
    memset(&o, 0, sizeof o);
    ck_assert_int_eq(sky_sprawl_options_init(&o, old_size), SKY_OK);
    ck_assert_uint_eq(o.size, old_size);
    ck_assert_int_eq(o.players, 1);
    o.players = 3;
    o.variant = SKY_SPRAWL_HARDER;
    o.seed = 77;        /* past the old caller's struct: never read */
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_sprawl_players(g), 3);
    ck_assert_int_eq(sky_sprawl_variant(g), SKY_SPRAWL_HARDER);
    text = text_of(g, SKY_VIEW_ALL);
    ck_assert_ptr_nonnull(strstr(text, "players 3 variant harder seed 0\n"));
    free(text);
    sky_sprawl_free(g);

    /* An older one still: only players. */
    ck_assert_int_eq(sky_sprawl_options_init(&o, offsetof(sky_sprawl_options, variant)),
                     SKY_OK);
    o.players = 2;
    o.variant = 77;     /* never read */
    ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_sprawl_variant(g), SKY_SPRAWL_STANDARD);
    sky_sprawl_free(g);

    /* A newer caller: today's struct and one more field. */
    memset(&n, 0x7f, sizeof n);
    ck_assert_int_eq(sky_sprawl_options_init(&n.o, sizeof n), SKY_OK);
    ck_assert_uint_eq(n.o.size, sizeof n);
    ck_assert_int_eq(n.extra, 0);
    n.o.seed = 5;
    ck_assert_int_eq(sky_sprawl_new(&n.o, &g), SKY_OK);
    text = text_of(g, SKY_VIEW_ALL);
    ck_assert_ptr_nonnull(strstr(text, "seed 5\n"));
    free(text);
    sky_sprawl_free(g);
    n.extra = 1;
    g = (sky_sprawl *)&n;
    ck_assert_int_eq(sky_sprawl_new(&n.o, &g), SKY_EOPTION);
    ck_assert_ptr_null(g);

    /* Sizes that are no struct at all. */
    for (i = 0; i < 4; i++) {
        ck_assert_int_eq(sky_sprawl_options_init(&o, sizes[i]), SKY_EINVAL);
        o.size = sizes[i];
        g = (sky_sprawl *)&o;
        ck_assert_int_eq(sky_sprawl_new(&o, &g), SKY_EINVAL);
        ck_assert_ptr_null(g);
    }
}
END_TEST

/* Another game's handle, passed as a Sprawlopolis one, is refused. */
START_TEST(another_games_handle_is_refused)
{
    sky_game *other = NULL;
    sky_sprawl *g, *copy = NULL;
    int cards[SKY_SPRAWL_CARDS], scores[4] = { 7, 7, 7, 7 }, bounds[4];
    sky_sprawl_block b;
    sky_sprawl_tally t;
    sky_sprawl_move m;
    unsigned mask;
    sky_rng rng;
    char buf[64];

    ck_assert_int_eq(sky_game_new("cathedral", NULL, &other), SKY_OK);
    g = (sky_sprawl *)other;
    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_sprawl_clone(g, &copy), SKY_EINVAL);
    ck_assert_ptr_null(copy);
    ck_assert_int_eq(sky_sprawl_players(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_variant(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_phase(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_to_move(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_is_over(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_unseen(g, SKY_VIEW_ALL, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_scoring_cards(g, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_target(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_hand(g, 0, SKY_VIEW_ALL, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_deck_size(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_deck_top(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city_size(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city_card(g, 0, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bounds(g, bounds), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_block_at(g, 0, 0, &b), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city(g, &b, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_check(g, 0, mv(1, 0, 0, 0)), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_play(g, SKY_ECHANCE, card_mv(1)), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_legal_moves(g, &m, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_scores(g, scores, 4), SKY_EINVAL);
    ck_assert_int_eq(scores[0], 7);
    ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_write(g, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_render(g, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, &m, NULL), SKY_EINVAL);
    /* Freeing it as a Sprawlopolis game leaves it alone. */
    sky_sprawl_free(g);
    ck_assert_int_eq(sky_game_players(other), 2);
    sky_game_free(other);
}
END_TEST

/* An all-zero generator is unseeded: the bots and the advisor refuse it. */
START_TEST(unseeded_rng_is_refused)
{
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 4);
    sky_rng zero;
    sky_sprawl_move m;

    memset(&zero, 0, sizeof zero);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &zero, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &zero, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_advise(g, &zero, &m, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_advise(g, NULL, &m, NULL), SKY_EINVAL);
    sky_sprawl_free(g);
    /* At a chance event too. */
    g = bare_game(1, SKY_SPRAWL_STANDARD, 4);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &zero, &m), SKY_EINVAL);
    sky_sprawl_free(g);
}
END_TEST

START_TEST(null_arguments)
{
    sky_sprawl *g = solo_setup(), *other = g;
    int cards[SKY_SPRAWL_CARDS], bounds[4];
    sky_sprawl_block b;
    sky_sprawl_tally t;
    sky_sprawl_move m;
    unsigned mask;
    sky_rng rng;

    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_sprawl_players(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_variant(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_phase(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_to_move(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_is_over(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_draw(NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_unseen(NULL, 0, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_unseen(g, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_unseen(g, 1, cards), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_scoring_cards(NULL, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_target(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_hand(NULL, 0, 0, cards), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_hand(g, 1, 0, cards), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_deck_size(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_deck_top(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city_size(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city_card(g, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bounds(NULL, bounds), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_block_at(g, 0, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city(NULL, &b, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_city(g, NULL, 0), 4);
    ck_assert_int_eq(sky_sprawl_play(NULL, 0, mv(4, 0, 0, 2)), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_legal_moves(NULL, &m, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_legal_moves(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_undo(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_score_tally(NULL, &t), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_score_tally(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_scores(NULL, NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_scores(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_scores(g, NULL, 0), 1);
    ck_assert_int_eq(sky_sprawl_winners(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_EPHASE);
    ck_assert_int_eq(sky_sprawl_write(NULL, -1, NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_write(g, 1, NULL, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_render(g, -2, NULL, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_read(NULL, &other, NULL), SKY_EINVAL);
    ck_assert_ptr_null(other);
    ck_assert_int_eq(sky_sprawl_read("skyline sprawl 2", NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(NULL, 0, &rng, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(g, 0, NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(g, 0, &rng, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_SEARCH + 1, &rng, &m), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_bot_move(g, -1, &rng, &m), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_advise(g, NULL, &m, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_advise(NULL, &rng, &m, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(1, 0, 0, 0), NULL, 5), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_move_from_string(NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_sprawl_grid_write(NULL, 1, 1, NULL, 0), SKY_EINVAL);
    sky_sprawl_free(g);
}
END_TEST

/* ---- chance (sky_common(3), CHANCE; SP-4, SP-6) --------------------------------- */

/*
 * The chance protocol: a card is due, the legal moves are the cards the
 * deck may hold, a player playing there gets SKY_ECHANCE, the chance
 * player plays a card, draw() plays a legal one, and bot_move() samples
 * one without playing it.
 */
START_TEST(chance_protocol)
{
    sky_sprawl *g = bare_game(2, SKY_SPRAWL_STANDARD, 17);
    sky_sprawl_move moves[SKY_SPRAWL_CARDS + 1], m;
    char *before, *after;
    sky_rng rng;
    int i, n;

    ck_assert_int_eq(sky_sprawl_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_is_over(g), 0);
    n = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_CARDS + 1);
    ck_assert_int_eq(n, 18);
    ck_assert_int_eq(sky_sprawl_legal_moves(g, NULL, 0), 18);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(moves[i].card, i + 1);
        ck_assert_int_eq(moves[i].rotation | moves[i].row | moves[i].col, 0);
        ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, moves[i]), SKY_OK);
    }
    /* A player may not play at a chance event. */
    before = text_of(g, SKY_VIEW_ALL);
    ck_assert_int_eq(sky_sprawl_check(g, 0, card_mv(5)), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(5, 0, 0, 0)), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_play(g, 1, card_mv(5)), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_play(g, 9, card_mv(5)), SKY_ECHANCE);
    ck_assert_int_eq(sky_sprawl_play(g, SKY_ECHANCE, card_mv(0)), SKY_ERANGE);
    after = text_of(g, SKY_VIEW_ALL);
    ck_assert_str_eq(before, after);
    free(after);
    /* bot_move samples a card the deck holds, and plays nothing. */
    sky_rng_seed(&rng, 3);
    for (i = 0; i < 50; i++) {
        ck_assert_int_eq(sky_sprawl_bot_move(g, i % 2, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, m), SKY_OK);
        ck_assert_int_eq(m.rotation | m.row | m.col, 0);
    }
    after = text_of(g, SKY_VIEW_ALL);
    ck_assert_str_eq(before, after);
    free(after);
    free(before);
    /* The chance player plays a card: the deck holds one fewer. */
    ck_assert_int_eq(supply(g, 5), SKY_OK);
    n = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_CARDS + 1);
    ck_assert_int_eq(n, 17);
    ck_assert_int_eq(moves[3].card, 4);
    ck_assert_int_eq(moves[4].card, 6);
    /* draw() plays a card that was legal. */
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    for (i = 0; i < n && moves[i].card != m.card; i++)
        ;
    ck_assert_int_lt(i, n);
    ck_assert_int_eq(m.rotation | m.row | m.col, 0);
    ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, m), SKY_EILLEGAL);
    ck_assert_int_eq(sky_sprawl_legal_moves(g, NULL, 0), 16);
    /* draw() wants no place to store the card. */
    ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
    ck_assert_int_eq(sky_sprawl_legal_moves(g, NULL, 0), 15);
    sky_sprawl_free(g);
}
END_TEST

/* A chance outcome's unused fields are ignored, INT_MIN and all. */
START_TEST(chance_outcome_ignores_unused_fields)
{
    sky_sprawl *a = bare_game(1, SKY_SPRAWL_STANDARD, 0);
    sky_sprawl *b = bare_game(1, SKY_SPRAWL_STANDARD, 0);
    int i;

    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(supply(a, in_order[i]), SKY_OK);
        ck_assert_int_eq(sky_sprawl_check(b, SKY_ECHANCE, mv(in_order[i], INT_MIN, INT_MAX,
                                                             INT_MIN)), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(b, SKY_ECHANCE, mv(in_order[i], INT_MIN, INT_MAX,
                                                            INT_MIN)), SKY_OK);
    }
    assert_same(a, b);
    sky_sprawl_free(a);
    sky_sprawl_free(b);
}
END_TEST


/*
 * draw() is reproducible from options.seed: two games of one seed draw
 * the same cards, which are the seed's shuffle in order when every card
 * is drawn.
 */
START_TEST(draw_is_reproducible_from_the_seed)
{
    sky_sprawl *a = bare_game(3, SKY_SPRAWL_STANDARD, 424242);
    sky_sprawl *b = bare_game(3, SKY_SPRAWL_STANDARD, 424242);
    int order[SKY_SPRAWL_CARDS], k = 0;
    sky_rng rng;

    documented_shuffle(424242, order);
    sky_rng_seed(&rng, 9);
    while (sky_sprawl_to_move(a) != SKY_EOVER) {
        sky_sprawl_move m, n;
        if (sky_sprawl_to_move(a) == SKY_ECHANCE) {
            ck_assert_int_eq(sky_sprawl_draw(a, &m), SKY_OK);
            ck_assert_int_eq(sky_sprawl_draw(b, &n), SKY_OK);
            ck_assert_int_eq(m.card, n.card);
            ck_assert_int_eq(m.card, order[k++]);
            continue;
        }
        ck_assert_int_eq(sky_sprawl_bot_move(a, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(a, sky_sprawl_to_move(a), m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(b, sky_sprawl_to_move(b), m), SKY_OK);
    }
    ck_assert_int_eq(k, SKY_SPRAWL_CARDS);
    ck_assert_int_eq(sky_sprawl_draw(a, NULL), SKY_EOVER);
    assert_same(a, b);
    sky_sprawl_free(a);
    sky_sprawl_free(b);
}
END_TEST

/*
 * A game that only draws deals exactly what the seeded deck of the
 * library before the chance model dealt for the same seed.  The figures
 * were recorded with that library: greedy games, the bot's generator
 * seeded with seed / 1000 + 5, and their final totals.
 */
START_TEST(draw_deals_what_the_old_seeded_deck_dealt)
{
    static const struct {
        int players;
        uint64_t seed;
        int cards[3];
        int total;
    } recorded[] = {
        { 1, 7u, { 3, 18, 4 }, 30 },
        { 1, 1007u, { 7, 17, 5 }, 40 },
        { 1, 2007u, { 14, 5, 16 }, 37 },
        { 2, 7u, { 3, 18, 4 }, 32 },
        { 2, 1007u, { 7, 17, 5 }, 42 },
        { 2, 2007u, { 14, 5, 16 }, 38 },
        { 3, 7u, { 3, 18, 4 }, 36 },
        { 3, 1007u, { 7, 17, 5 }, 44 },
        { 3, 2007u, { 14, 5, 16 }, 34 },
        { 4, 7u, { 3, 18, 4 }, 28 },
        { 4, 1007u, { 7, 17, 5 }, 38 },
        { 4, 2007u, { 14, 5, 16 }, 40 },
    };
    size_t i;

    for (i = 0; i < sizeof recorded / sizeof recorded[0]; i++) {
        sky_sprawl *g = bare_game(recorded[i].players, SKY_SPRAWL_STANDARD, recorded[i].seed);
        int cards[3], k;
        sky_rng rng;

        sky_rng_seed(&rng, recorded[i].seed / 1000 + 5);
        play_out(g, SKY_BOT_GREEDY, &rng);
        sky_sprawl_scoring_cards(g, cards);
        for (k = 0; k < 3; k++)
            ck_assert_int_eq(cards[k], recorded[i].cards[k]);
        ck_assert_int_eq(total_of(g), recorded[i].total);
        sky_sprawl_free(g);
    }
}
END_TEST

/*
 * The same for the record tests/data/sprawl-3p-seeded.rec was before
 * the chance model: three players, harder, seed 2026, these
 * placements; the seeded deck dealt scoring cards 17, 1, 7 and the
 * city scored 27 of 25.
 */
START_TEST(draw_replays_the_old_seeded_record)
{
    static const char *const placements[] = {
        "2@1,1", "15r@-1,2", "8r@1,-1", "6@0,-2", "10r@-1,1", "13@-1,-1", "18@-1,0",
        "12@0,2", "16r@2,0", "9r@2,-2", "5@-2,-2", "11r@-2,0", "4@2,-1", "14r@2,-2",
    };
    sky_sprawl *g = new_game(3, SKY_SPRAWL_HARDER, 2026);
    sky_sprawl_tally t;
    int cards[3], scores[3], i;
    unsigned mask;

    for (i = 0; i < 14; i++) {
        sky_sprawl_move m;
        ck_assert_int_eq(sky_sprawl_move_from_string(placements[i], &m), SKY_OK);
        place_and_draw(g, m);
    }
    ck_assert_int_eq(sky_sprawl_is_over(g), 1);
    sky_sprawl_scoring_cards(g, cards);
    ck_assert_int_eq(cards[0] * 10000 + cards[1] * 100 + cards[2], 170107);
    ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
    ck_assert_int_eq(t.total, 27);
    ck_assert_int_eq(t.target, 25);
    ck_assert_int_eq(sky_sprawl_scores(g, scores, 3), 3);
    ck_assert_int_eq(scores[0] + scores[1] + scores[2], 3 * 27);
    ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 7u);
    sky_sprawl_free(g);
}
END_TEST

/* draw() deals the next card of the seed's order that is not out yet:
 * cards supplied from elsewhere are skipped. */
START_TEST(draw_skips_cards_already_out)
{
    sky_sprawl *g = bare_game(1, SKY_SPRAWL_STANDARD, 31337);
    int order[SKY_SPRAWL_CARDS];
    sky_sprawl_move m;

    documented_shuffle(31337, order);
    ck_assert_int_eq(supply(g, order[1]), SKY_OK);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.card, order[0]);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.card, order[2]);
    ck_assert_int_eq(supply(g, order[4]), SKY_OK);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.card, order[3]);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.card, order[5]);
    /* Undoing a draw gives the card back to the deck's order. */
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_OK);
    ck_assert_int_eq(sky_sprawl_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.card, order[5]);
    sky_sprawl_free(g);
}
END_TEST

/* bot_move() at a chance event: uniform over the cards the deck holds. */
START_TEST(bot_move_samples_cards_uniformly)
{
    sky_sprawl *g = manual_game(1, in_order, 8);
    int counts[SKY_SPRAWL_CARDS + 1] = { 0 }, card, i;
    sky_rng rng;

    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 0, 2)), SKY_OK);
    ck_assert_int_eq(sky_sprawl_to_move(g), SKY_ECHANCE);
    sky_rng_seed(&rng, 77);
    for (i = 0; i < 10 * 1000; i++) {
        sky_sprawl_move m;
        ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
        counts[m.card]++;
    }
    /* Cards 1..8 are out; 9..18 come 1000 times each, give or take. */
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        if (card <= 8)
            ck_assert_int_eq(counts[card], 0);
        else
            ck_assert_msg(counts[card] > 850 && counts[card] < 1150, "card %d: %d", card,
                          counts[card]);
    }
    sky_sprawl_free(g);
}
END_TEST

/* Phases: setup while its cards come off the deck, play, over. */
START_TEST(phases)
{
    sky_sprawl *g = bare_game(2, SKY_SPRAWL_STANDARD, 8);
    sky_rng rng;
    int cards = 0;

    ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_SETUP);
    /* Scoring 3, hands 3 + 1, the city's card, the deck's top: 9. */
    while (sky_sprawl_to_move(g) == SKY_ECHANCE) {
        ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_SETUP);
        ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
        cards++;
    }
    ck_assert_int_eq(cards, 9);
    ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_PLAY);
    sky_rng_seed(&rng, 8);
    while (sky_sprawl_to_move(g) != SKY_EOVER) {
        sky_sprawl_move m;
        ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_PLAY);
        ck_assert_int_eq(sky_sprawl_is_over(g), 0);
        ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(g, sky_sprawl_to_move(g), m), SKY_OK);
    }
    ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_OVER);
    ck_assert_int_eq(sky_sprawl_is_over(g), 1);
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_OK);
    ck_assert_int_eq(sky_sprawl_phase(g), SKY_SPRAWL_PHASE_PLAY);
    sky_sprawl_free(g);
}
END_TEST

/*
 * Scores (SP-10): every player holds the team total, 0 while the setup's
 * cards come off the deck; winners only once over.
 */
START_TEST(scores_and_winners_before_and_after_the_end)
{
    sky_sprawl *g = bare_game(3, SKY_SPRAWL_STANDARD, 61);
    int scores[4] = { 9, 9, 9, 9 };
    sky_sprawl_tally t;
    unsigned mask = 5;
    sky_rng rng;

    ck_assert_int_eq(sky_sprawl_scores(g, scores, 4), 3);
    ck_assert_int_eq(scores[0] | scores[1] | scores[2], 0);
    ck_assert_int_eq(scores[3], 9);
    ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_EPHASE);
    ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_EPHASE);
    ck_assert_uint_eq(mask, 5);
    draw_due(g);
    sky_rng_seed(&rng, 61);
    while (sky_sprawl_to_move(g) != SKY_EOVER) {
        sky_sprawl_move m;
        ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
        ck_assert_int_eq(sky_sprawl_scores(g, scores, 2), 3);
        ck_assert_int_eq(scores[0], t.total);
        ck_assert_int_eq(scores[1], t.total);
        ck_assert_int_eq(scores[2], 0);
        ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_EPHASE);
        ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
        if (sky_sprawl_to_move(g) == SKY_ECHANCE)
            ck_assert_int_eq(sky_sprawl_play(g, SKY_ECHANCE, m), SKY_OK);
        else
            ck_assert_int_eq(sky_sprawl_play(g, sky_sprawl_to_move(g), m), SKY_OK);
    }
    ck_assert_int_eq(sky_sprawl_scores(g, scores, 4), 3);
    ck_assert_int_eq(sky_sprawl_score_tally(g, &t), SKY_OK);
    ck_assert_int_eq(scores[0], t.total);
    ck_assert_int_eq(scores[2], t.total);
    ck_assert_int_eq(t.target, sky_sprawl_target(g));
    ck_assert_int_eq(sky_sprawl_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, t.total >= t.target ? 7u : 0u);
    sky_sprawl_free(g);
}
END_TEST

/* ---- undo ------------------------------------------------------------------------------ */

/* Supplied cards and placements undo one by one, to nothing. */
START_TEST(undo_manual_to_the_start)
{
    sky_sprawl *fresh = bare_game(2, SKY_SPRAWL_STANDARD, 0);
    sky_sprawl *g = manual_game(2, in_order, 9), *before;

    before = clone_of(g);
    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 1, 1, 1)), SKY_OK);
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_OK);
    assert_same(g, before);
    /* The city's first card, 8 (Rew Csw / P Ins), shows again. */
    assert_block(g, 1, 1, SKY_SPRAWL_INDUSTRIAL, SKY_SPRAWL_N | SKY_SPRAWL_S);
    while (sky_sprawl_undo(g) == SKY_OK)
        ;
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_ENOUNDO);
    assert_same(g, fresh);
    ck_assert_int_eq(sky_sprawl_city_size(g), 0);
    sky_sprawl_free(before);
    sky_sprawl_free(fresh);
    sky_sprawl_free(g);
}
END_TEST

/* Undo takes back one action: a placement, or one card drawn. */
START_TEST(undo_takes_back_one_action)
{
    sky_sprawl *g = bare_game(3, SKY_SPRAWL_STANDARD, 21);
    sky_sprawl *states[SKY_SPRAWL_CARDS + SKY_SPRAWL_CITY_CARDS];
    sky_rng rng;
    int actions, p;

    ck_assert_int_eq(sky_sprawl_undo(g), SKY_ENOUNDO);
    sky_rng_seed(&rng, 21);
    for (actions = 0; (p = sky_sprawl_to_move(g)) != SKY_EOVER; actions++) {
        sky_sprawl_move m;
        states[actions] = clone_of(g);
        if (p == SKY_ECHANCE) {
            ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
        } else {
            ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
            ck_assert_int_eq(sky_sprawl_play(g, p, m), SKY_OK);
        }
    }
    /* 18 cards off the deck and 14 placements. */
    ck_assert_int_eq(actions, 18 + 14);
    while (actions-- > 0) {
        ck_assert_int_eq(sky_sprawl_undo(g), SKY_OK);
        assert_same(g, states[actions]);
        sky_sprawl_free(states[actions]);
    }
    ck_assert_int_eq(sky_sprawl_undo(g), SKY_ENOUNDO);
    sky_sprawl_free(g);
}
END_TEST

/* ---- text ---------------------------------------------------------------------------------- */

static void assert_round_trip(const sky_sprawl *g)
{
    char *text = text_of(g, SKY_VIEW_ALL);
    sky_sprawl *back = NULL;
    size_t offset = 0;

    ck_assert_msg(sky_sprawl_read(text, &back, &offset) == SKY_OK, "at %zu:\n%s", offset, text);
    assert_same(g, back);
    sky_sprawl_free(back);
    free(text);
}

/* Round trips with supplied cards (mode 0), drawn ones (1), and both (2). */
START_TEST(record_round_trip_at_every_step)
{
    int mode;

    for (mode = 0; mode < 3; mode++) {
        sky_sprawl *g = bare_game(2 + mode % 2, mode ? SKY_SPRAWL_HARDER : SKY_SPRAWL_EASIER,
                                  1234567890123ull);
        sky_rng rng;
        int p, k = 0;

        sky_rng_seed(&rng, 2);
        assert_round_trip(g);
        while ((p = sky_sprawl_to_move(g)) != SKY_EOVER) {
            if (p == SKY_ECHANCE && (mode == 1 || (mode == 2 && k++ % 2))) {
                ck_assert_int_eq(sky_sprawl_draw(g, NULL), SKY_OK);
            } else if (p == SKY_ECHANCE) {
                int unseen[SKY_SPRAWL_CARDS], n = sky_sprawl_unseen(g, SKY_VIEW_ALL, unseen);
                uint32_t pick;
                sky_rng_below(&rng, (uint32_t)n, &pick);
                ck_assert_int_eq(supply(g, unseen[pick]), SKY_OK);
            } else {
                sky_sprawl_move m;
                ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
                ck_assert_int_eq(sky_sprawl_play(g, p, m), SKY_OK);
            }
            assert_round_trip(g);
        }
        sky_sprawl_free(g);
    }
}
END_TEST

/* A record written by hand: solo, cards from a real deck, three turns. */
START_TEST(record_read_by_hand)
{
    static const char text[] =
        "# a game typed in\n"
        "skyline sprawl 2\n"
        "players 1 variant standard seed 0\n"
        "+1 +2 +3   # scoring\n"
        "+4 +5 +6 +7 +8\n"
        "4@0,2 +9\n"
        "5r@-2,0 +10\n";
    sky_sprawl *g = NULL;
    sky_sprawl_move m;
    size_t offset = 0;
    char *again;

    ck_assert_int_eq(sky_sprawl_read(text, &g, &offset), SKY_OK);
    ck_assert_int_eq(sky_sprawl_city_size(g), 3);
    ck_assert_int_eq(sky_sprawl_city_card(g, 2, &m), SKY_OK);
    ck_assert_int_eq(m.card, 5);
    ck_assert_int_eq(m.rotation, 1);
    ck_assert_int_eq(m.row, -2);
    ck_assert_int_eq(sky_sprawl_deck_top(g), 10);
    assert_hand(g, 0, 3, 6, 8, 9);
    again = text_of(g, SKY_VIEW_ALL);
    ck_assert_str_eq(again,
                     "skyline sprawl 2\n"
                     "players 1 variant standard seed 0\n"
                     "# scoring: 1 The Outskirts, 2 Bloom Boom, 3 Go Green; target 6\n"
                     "+1 +2 +3 +4 +5 +6 +7 +8\n"
                     "4@0,2 +9\n"
                     "5r@-2,0 +10\n");
    free(again);
    sky_sprawl_free(g);
}
END_TEST

/*
 * Records: a drawn card is marked as drawn ("+7d") and checked against
 * the seed's deck order on reading; a supplied one ("+7") is not.
 */
START_TEST(record_drawn_cards_are_marked_and_checked)
{
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 2026), *back = NULL;
    int order[SKY_SPRAWL_CARDS], other;
    char *text, expected[128], token[8], *at;
    size_t offset = 0;

    documented_shuffle(2026, order);
    text = text_of(g, SKY_VIEW_ALL);
    snprintf(expected, sizeof expected, "\n+%dd +%dd +%dd +%dd +%dd +%dd +%dd +%dd\n",
             order[0], order[1], order[2], order[3], order[4], order[5], order[6], order[7]);
    ck_assert_ptr_nonnull(strstr(text, expected));
    ck_assert_ptr_nonnull(strstr(text, "players 1 variant standard seed 2026\n"));
    free(text);

    /* Marked as drawn, another card than the order's: refused there. */
    other = order[0] == 18 ? 17 : 18;
    ck_assert_int_ne(other, order[0]);
    snprintf(expected, sizeof expected,
             "skyline sprawl 2\nplayers 1 variant standard seed 2026\n+%dd +%dd\n",
             other, order[1]);
    snprintf(token, sizeof token, "+%dd", other);
    ck_assert_int_eq(sky_sprawl_read(expected, &back, &offset), SKY_EILLEGAL);
    ck_assert_ptr_null(back);
    at = strstr(expected, token);
    ck_assert_uint_eq(offset, (size_t)(at - expected));
    /* The same card supplied is not checked against the order... */
    snprintf(expected, sizeof expected,
             "skyline sprawl 2\nplayers 1 variant standard seed 2026\n+%d +%dd\n", other,
             order[0]);
    ck_assert_int_eq(sky_sprawl_read(expected, &back, &offset), SKY_OK);
    text = text_of(back, SKY_VIEW_ALL);
    ck_assert_ptr_nonnull(strstr(text, expected + strlen("skyline sprawl 2\nplayers 1 "
                                                         "variant standard seed 2026\n")));
    free(text);
    sky_sprawl_free(back);
    /* ...and a drawn card after it is the order's next card not out. */
    snprintf(expected, sizeof expected,
             "skyline sprawl 2\nplayers 1 variant standard seed 2026\n+%d +%dd\n", order[0],
             order[1]);
    ck_assert_int_eq(sky_sprawl_read(expected, &back, &offset), SKY_OK);
    sky_sprawl_free(back);
    snprintf(expected, sizeof expected,
             "skyline sprawl 2\nplayers 1 variant standard seed 2026\n+%d +%dd\n", order[0],
             order[0]);
    ck_assert_int_eq(sky_sprawl_read(expected, &back, &offset), SKY_EILLEGAL);
    /* Another seed deals another order. */
    snprintf(expected, sizeof expected,
             "skyline sprawl 2\nplayers 1 variant standard seed 2027\n+%dd +%dd +%dd\n",
             order[0], order[1], order[2]);
    ck_assert_int_eq(sky_sprawl_read(expected, &back, &offset), SKY_EILLEGAL);
    sky_sprawl_free(g);
}
END_TEST

static void assert_read_fails(const char *text, int status, const char *blamed)
{
    sky_sprawl *g = (sky_sprawl *)&g;
    size_t offset = 12345;

    ck_assert_int_eq(sky_sprawl_read(text, &g, &offset), status);
    ck_assert_ptr_null(g);
    ck_assert_msg(offset == (size_t)(strstr(text, blamed) - text),
                  "blamed offset %zu, not '%s' in:\n%s", offset, blamed, text);
}

START_TEST(read_rejects_bad_records)
{
    static const char head[] = "skyline sprawl 2\nplayers 1 variant standard seed 0\n";
    char text[512];

    /* The format version was bumped with the chance model: 1 is gone. */
    assert_read_fails("skyline sprawl 1\nplayers 1", SKY_EVERSION, "1\n");
    assert_read_fails("skyline sprawl 3\nplayers 1", SKY_EVERSION, "3");
    assert_read_fails("skyline sprawly 2\n", SKY_EPARSE, "sprawly");
    assert_read_fails("skyline sprawl 2\nplayers 7 variant standard seed 0\n",
                      SKY_ERANGE, "7");
    assert_read_fails("skyline sprawl 2\nplayers 1 variant hard seed 0\n",
                      SKY_EPARSE, "hard");
    assert_read_fails("skyline sprawl 2\nplayers 1 variant standard deck manual\n",
                      SKY_EPARSE, "deck");
    assert_read_fails("skyline sprawl 2\nplayers 1 variant easier seed -4\n",
                      SKY_EPARSE, "-4");
    assert_read_fails("skyline sprawl 2\nplayers 1 variant easier seed 99999999999999999999\n",
                      SKY_EPARSE, "9999");
    assert_read_fails("skyline sprawl 2\nplayers 1 variant easier seed ?\n+1\n",
                      SKY_EHIDDEN, "?");
    snprintf(text, sizeof text, "%s+1 +2 +2\n", head);
    assert_read_fails(text, SKY_EILLEGAL, "+2\n");
    snprintf(text, sizeof text, "%s+1 +2 +19\n", head);
    assert_read_fails(text, SKY_ERANGE, "+19");
    snprintf(text, sizeof text, "%s+1 +2 +19d\n", head);
    assert_read_fails(text, SKY_ERANGE, "+19d");
    snprintf(text, sizeof text, "%s+1 +2 +3 4@0,2\n", head);
    assert_read_fails(text, SKY_ECHANCE, "4@0,2");
    snprintf(text, sizeof text, "%s+1 +2 +3 +4 +5 +6 +7 +8 4@2,2\n", head);
    assert_read_fails(text, SKY_ECORNER, "4@2,2");
    snprintf(text, sizeof text, "%s+1 +2 +3 +4 +5 +6 +7 +8 9@0,2\n", head);
    assert_read_fails(text, SKY_ENOCARD, "9@0,2");
    snprintf(text, sizeof text, "%s+1 +2 +3 +4 +5 +6 +7 +8 4x0,2\n", head);
    assert_read_fails(text, SKY_EPARSE, "4x0,2");
    snprintf(text, sizeof text, "%s+1 +x\n", head);
    assert_read_fails(text, SKY_EPARSE, "+x");
    snprintf(text, sizeof text, "%s+1 +d\n", head);
    assert_read_fails(text, SKY_EPARSE, "+d");
    snprintf(text, sizeof text, "%s+1 +2dd\n", head);
    assert_read_fails(text, SKY_EPARSE, "+2dd");
    snprintf(text, sizeof text, "%s+1 +?\n", head);
    assert_read_fails(text, SKY_EHIDDEN, "+?");
    /* No card is due at a decision, drawn or supplied. */
    snprintf(text, sizeof text, "%s+1 +2 +3 +4 +5 +6 +7 +8 +9\n", head);
    assert_read_fails(text, SKY_ECHANCE, "+9");
    snprintf(text, sizeof text, "%s+1 +2 +3 +4 +5 +6 +7 +8 +9d\n", head);
    assert_read_fails(text, SKY_ECHANCE, "+9d");
}
END_TEST

START_TEST(move_notation)
{
    sky_sprawl_move m;
    char buf[SKY_SPRAWL_NOTATION_SIZE];

    ck_assert_int_eq(sky_sprawl_move_from_string("12r@-1,2", &m), SKY_OK);
    ck_assert_int_eq(m.card, 12);
    ck_assert_int_eq(m.rotation, 1);
    ck_assert_int_eq(m.row, -1);
    ck_assert_int_eq(m.col, 2);
    ck_assert_int_eq(sky_sprawl_move_to_string(m, buf, sizeof buf), 8);
    ck_assert_str_eq(buf, "12r@-1,2");
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(3, 0, 0, -30), buf, sizeof buf), 7);
    ck_assert_str_eq(buf, "3@0,-30");
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(18, 1, -2147483647 - 1, -2147483647 - 1),
                                               buf, sizeof buf), 27);
    /* Short buffers work like snprintf. */
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(3, 0, 0, -30), buf, 3), 7);
    ck_assert_str_eq(buf, "3@");
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(0, 0, 0, 0), buf, sizeof buf), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_move_to_string(mv(1, 2, 0, 0), buf, sizeof buf), SKY_EROTATION);
    ck_assert_int_eq(sky_sprawl_move_from_string("19@0,0", &m), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_move_from_string("0@0,0", &m), SKY_ERANGE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4@0", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4@0,", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4R@0,0", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4@0,0 ", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("@0,0", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4@--1,0", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("4@0,99999999999", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_move_from_string("", &m), SKY_EPARSE);
}
END_TEST

START_TEST(grid_text)
{
    static const char text[] = "  # a comment\nCns P\n\nRew   Ies # end\n";
    sky_sprawl_block grid[4];
    char out[64];
    size_t offset = 0;
    int rows = 0, cols = 0;

    ck_assert_int_eq(sky_sprawl_grid_read(text, grid, 4, &rows, &cols, &offset), 4);
    ck_assert_int_eq(rows, 2);
    ck_assert_int_eq(cols, 2);
    ck_assert_int_eq(grid[2].zone, SKY_SPRAWL_RESIDENTIAL);
    ck_assert_int_eq(grid[2].road, SKY_SPRAWL_E | SKY_SPRAWL_W);
    ck_assert_int_eq(grid[3].road, SKY_SPRAWL_E | SKY_SPRAWL_S);
    ck_assert_int_eq(sky_sprawl_grid_write(grid, 2, 2, out, sizeof out), 14);
    ck_assert_str_eq(out, "Cns P\nRew Ies\n");
    /* Too small a buffer: the size, nothing written. */
    ck_assert_int_eq(sky_sprawl_grid_read(text, NULL, 0, &rows, &cols, &offset), 4);
    ck_assert_int_eq(sky_sprawl_grid_read("Cew\nC .\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_uint_eq(offset, 6);       /* the extra token */
    ck_assert_int_eq(sky_sprawl_grid_read("C .\nC\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_uint_eq(offset, 5);       /* where the short row ends */
    ck_assert_int_eq(sky_sprawl_grid_read("C Pns\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_uint_eq(offset, 2);
    ck_assert_int_eq(sky_sprawl_grid_read("Cnn\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read("Cn\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read("X\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read(".ns\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read("# nothing\n", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read("", grid, 4, &rows, &cols, &offset), SKY_EPARSE);
    ck_assert_int_eq(sky_sprawl_grid_read(text, grid, 4, NULL, &cols, &offset), SKY_EINVAL);
}
END_TEST

START_TEST(grid_text_limits)
{
    char text[40 * 4 + 2];
    int rows, cols, i;
    size_t offset;

    /* 33 columns: past SKY_SPRAWL_MAX_SIDE, blamed at the 33rd token. */
    for (i = 0; i < 33; i++)
        memcpy(text + 2 * i, "P ", 2);
    text[66] = '\n';
    text[67] = '\0';
    ck_assert_int_eq(sky_sprawl_grid_read(text, NULL, 0, &rows, &cols, &offset), SKY_ERANGE);
    ck_assert_uint_eq(offset, 64);
    /* 33 rows of one cell. */
    for (i = 0; i < 33; i++)
        memcpy(text + 2 * i, "P\n", 2);
    text[66] = '\0';
    ck_assert_int_eq(sky_sprawl_grid_read(text, NULL, 0, &rows, &cols, &offset), SKY_ERANGE);
    ck_assert_uint_eq(offset, 64);
    text[64] = '\0';
    ck_assert_int_eq(sky_sprawl_grid_read(text, NULL, 0, &rows, &cols, &offset), 32);
}
END_TEST

START_TEST(render_shows_the_city)
{
    sky_sprawl *g = solo_setup();
    char *picture;

    ck_assert_int_eq(sky_sprawl_play(g, 0, mv(4, 0, 0, 2)), SKY_OK);
    picture = picture_of(g, 0);
    /* Card 7 (Cns P / Rne Iew) then card 4 (P Cne / Iew Rew) east of it. */
    ck_assert_ptr_nonnull(strstr(picture,
        "      0  1  2  3\n"
        "     |        |\n"
        "  0  C  P  P  C-\n"
        "     |\n"
        "     |\n"
        "  1  R--I--I--R-\n"));
    ck_assert_ptr_nonnull(strstr(picture, "to move: the deck"));
    ck_assert_ptr_nonnull(strstr(picture, "scoring cards: 1 The Outskirts, 2 Bloom Boom, 3 Go Green"));
    free(picture);
    sky_sprawl_free(g);
}
END_TEST

/* ---- players --------------------------------------------------------------------- */

START_TEST(bots_play_legal_moves_and_say_why_not)
{
    sky_sprawl *g = bare_game(4, SKY_SPRAWL_STANDARD, 0);
    sky_sprawl_move m;
    sky_rng rng;
    int i;

    sky_rng_seed(&rng, 5);
    /* At a chance event the bots sample a card; the advisor has no one to advise. */
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
    ck_assert_int_eq(sky_sprawl_check(g, SKY_ECHANCE, m), SKY_OK);
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, &m, NULL), SKY_ECHANCE);
    for (i = 0; i < 11; i++)
        ck_assert_int_eq(supply(g, in_order[i]), SKY_OK);
    for (i = 0; i < 2; i++) {
        ck_assert_int_eq(sky_sprawl_bot_move(g, i, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_sprawl_check(g, 0, m), SKY_OK);
    }
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, &m, NULL), SKY_OK);
    ck_assert_int_eq(sky_sprawl_check(g, 0, m), SKY_OK);
    sky_sprawl_free(g);

    g = new_game(1, SKY_SPRAWL_STANDARD, 3);
    play_out(g, SKY_BOT_RANDOM, &rng);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_EOVER);
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, &m, NULL), SKY_EOVER);
    sky_sprawl_free(g);
}
END_TEST

START_TEST(bots_are_deterministic_for_a_seed)
{
    char *text[2];
    int k;

    for (k = 0; k < 2; k++) {
        sky_sprawl *g = new_game(2, SKY_SPRAWL_STANDARD, 31);
        sky_rng rng;

        sky_rng_seed(&rng, 31);
        play_out(g, SKY_BOT_GREEDY, &rng);
        text[k] = text_of(g, SKY_VIEW_ALL);
        sky_sprawl_free(g);
    }
    ck_assert_str_eq(text[0], text[1]);
    free(text[0]);
    free(text[1]);
}
END_TEST

/* The greedy player, maximising the score after each placement, scores
 * more than the random one over the same 20 decks. */
START_TEST(greedy_beats_random)
{
    long sums[2] = { 0, 0 };
    int seed, bot;

    for (seed = 0; seed < 20; seed++) {
        for (bot = 0; bot < 2; bot++) {
            sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, (uint64_t)seed);
            sky_rng rng;

            sky_rng_seed(&rng, (uint64_t)seed);
            play_out(g, bot, &rng);
            sums[bot] += total_of(g);
            sky_sprawl_free(g);
        }
    }
    ck_assert_msg(sums[SKY_BOT_GREEDY] > sums[SKY_BOT_RANDOM] + 20 * 20,
                  "greedy %ld, random %ld", sums[1], sums[0]);
}
END_TEST

/*
 * The advisor on the last placement: nothing is left to come, so the
 * expected final score is the score of the placement, and it takes the
 * best one, as greedy does.
 */
START_TEST(advisor_last_placement_is_the_best)
{
    sky_sprawl *g = new_game(1, SKY_SPRAWL_STANDARD, 12);
    sky_sprawl *after;
    sky_sprawl_move m, best;
    sky_rng rng;
    double expected = -1000;
    int turn;

    sky_rng_seed(&rng, 12);
    for (turn = 0; turn < 13; turn++) {
        ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
        place_and_draw(g, m);
    }
    ck_assert_int_eq(sky_sprawl_advise(g, &rng, &m, &expected), SKY_OK);
    ck_assert_int_eq(sky_sprawl_bot_move(g, SKY_BOT_GREEDY, &rng, &best), SKY_OK);
    after = clone_of(g);
    ck_assert_int_eq(sky_sprawl_play(after, 0, best), SKY_OK);
    ck_assert_int_eq(sky_sprawl_play(g, 0, m), SKY_OK);
    ck_assert_int_eq(total_of(g), total_of(after));
    ck_assert(expected == (double)total_of(g));
    sky_sprawl_free(after);
    sky_sprawl_free(g);
}
END_TEST

/* The advisor's estimate of a seeded game's first placement: a finite
 * score in the range cities reach, from the player's view only (the
 * same for two games that differ only in the unseen deck order). */
START_TEST(advisor_uses_only_what_the_player_sees)
{
    int deck_a[SKY_SPRAWL_CARDS] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18 };
    int deck_b[SKY_SPRAWL_CARDS] = { 1, 2, 3, 4, 5, 6, 7, 8, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9 };
    sky_sprawl *a = manual_game(1, deck_a, 8), *b = manual_game(1, deck_b, 8);
    sky_sprawl_move ma, mb;
    double ea, eb;
    sky_rng ra, rb;

    sky_rng_seed(&ra, 6);
    sky_rng_seed(&rb, 6);
    ck_assert_int_eq(sky_sprawl_advise(a, &ra, &ma, &ea), SKY_OK);
    ck_assert_int_eq(sky_sprawl_advise(b, &rb, &mb, &eb), SKY_OK);
    ck_assert_int_eq(ma.card * 1000 + ma.rotation * 100 + ma.row * 10 + ma.col,
                     mb.card * 1000 + mb.rotation * 100 + mb.row * 10 + mb.col);
    ck_assert(ea == eb);
    ck_assert(ea > -60 && ea < 120);
    sky_sprawl_free(a);
    sky_sprawl_free(b);
}
END_TEST

/* ---- the suite ------------------------------------------------------------------- */

static Suite *sprawl_suite(void)
{
    Suite *s = suite_create("sprawl");
    TCase *cards = tcase_create("cards"), *rules = tcase_create("rules");
    TCase *scoring = tcase_create("scoring"), *handles = tcase_create("handles");
    TCase *text = tcase_create("text"), *players = tcase_create("players");
    TCase *chance = tcase_create("chance");

    tcase_add_test(cards, sp1_cards_as_printed);
    tcase_add_test(cards, sp1_every_card_has_four_zones_and_proper_roads);
    tcase_add_test(cards, sp2_half_turn);
    suite_add_tcase(s, cards);

    tcase_add_test(rules, sp3_first_card_at_the_origin_as_printed);
    tcase_add_test(rules, sp3_placement_reasons);
    tcase_add_test(rules, sp2_new_card_on_top_and_unbounded);
    tcase_add_test(rules, sp3_gaps_allowed);
    tcase_add_test(rules, sp3_legal_moves_are_the_checked_moves);
    tcase_add_loop_test(rules, sp2_longest_city_each_way, 0, 4);
    tcase_add_test(rules, sp4_setup_two_players);
    tcase_add_test(rules, sp4_setup_sizes_for_every_team);
    tcase_add_test(rules, sp5_play_pass_draw);
    tcase_add_test(rules, sp5_solo_draws_back_to_three);
    tcase_add_test(rules, sp5_hands_to_the_end);
    tcase_add_test(rules, sp6_seeded_deck);
    tcase_add_test(rules, sp6_seeded_shuffle_is_the_documented_one);
    tcase_add_test(rules, sp6_supplied_cards);
    tcase_add_test(rules, sp6_views_hide_hands);
    tcase_set_timeout(rules, 30);
    suite_add_tcase(s, rules);

    tcase_add_test(scoring, sp7_largest_group_per_zone);
    tcase_add_test(scoring, sp7_group_points);
    tcase_add_test(scoring, sp8_roads_sections_and_ends);
    tcase_add_test(scoring, sp8_loop_and_joins);
    tcase_add_test(scoring, sp9_card01_outskirts_example);
    tcase_add_test(scoring, sp9_card01_outskirts_loop_scores_plus_one);
    tcase_add_test(scoring, sp9_card02_bloom_boom_example);
    tcase_add_test(scoring, sp9_card02_bloom_boom_counts_the_bounding_box);
    tcase_add_test(scoring, sp9_card03_go_green);
    tcase_add_test(scoring, sp9_card04_block_party);
    tcase_add_test(scoring, sp9_card05_stacks_and_scrapers);
    tcase_add_test(scoring, sp9_card06_master_planned);
    tcase_add_test(scoring, sp9_card07_central_perks);
    tcase_add_test(scoring, sp9_card07_central_perks_gap_is_an_edge);
    tcase_add_test(scoring, sp9_card08_burbs);
    tcase_add_test(scoring, sp9_card08_burbs_tie_takes_the_better_group);
    tcase_add_test(scoring, sp9_card09_concrete_jungle);
    tcase_add_test(scoring, sp9_card10_the_strip);
    tcase_add_test(scoring, sp9_card11_mini_marts);
    tcase_add_test(scoring, sp9_card12_superhighway);
    tcase_add_test(scoring, sp9_card13_park_hopping);
    tcase_add_test(scoring, sp9_card13_park_hopping_decisions);
    tcase_add_test(scoring, sp9_card14_looping_lanes);
    tcase_add_test(scoring, sp9_card15_skid_row);
    tcase_add_test(scoring, sp9_card16_morning_commute);
    tcase_add_test(scoring, sp9_card17_tourist_traps);
    tcase_add_test(scoring, sp9_card18_sprawlopolis);
    tcase_add_test(scoring, sp9_card_score_bad_arguments);
    tcase_add_test(scoring, sp10_total);
    tcase_add_test(scoring, sp10_variants);
    tcase_add_test(scoring, sp10_score_grid_bad_arguments);
    tcase_add_test(scoring, sp10_win_iff_total_reaches_target);
    tcase_add_test(scoring, sp10_game_variants);
    tcase_add_test(scoring, placement_totals_on_random_blocks);
    tcase_add_test(scoring, placement_totals_past_a_city);
    tcase_add_test(scoring, placement_totals_on_cities);
    tcase_set_timeout(scoring, 30);
    suite_add_tcase(s, scoring);

    tcase_add_test(handles, options_and_handles);
    tcase_add_test(handles, options_grow_by_size);
    tcase_add_test(handles, another_games_handle_is_refused);
    tcase_add_test(handles, unseeded_rng_is_refused);
    tcase_add_test(handles, null_arguments);
    tcase_add_test(handles, undo_manual_to_the_start);
    tcase_add_test(handles, undo_takes_back_one_action);
    suite_add_tcase(s, handles);

    tcase_add_test(chance, chance_protocol);
    tcase_add_test(chance, chance_outcome_ignores_unused_fields);
    tcase_add_test(chance, draw_is_reproducible_from_the_seed);
    tcase_add_test(chance, draw_deals_what_the_old_seeded_deck_dealt);
    tcase_add_test(chance, draw_replays_the_old_seeded_record);
    tcase_add_test(chance, draw_skips_cards_already_out);
    tcase_add_test(chance, bot_move_samples_cards_uniformly);
    tcase_add_test(chance, phases);
    tcase_add_test(chance, scores_and_winners_before_and_after_the_end);
    tcase_set_timeout(chance, 30);
    suite_add_tcase(s, chance);

    tcase_add_test(text, record_round_trip_at_every_step);
    tcase_add_test(text, record_read_by_hand);
    tcase_add_test(text, record_drawn_cards_are_marked_and_checked);
    tcase_add_test(text, read_rejects_bad_records);
    tcase_add_test(text, move_notation);
    tcase_add_test(text, grid_text);
    tcase_add_test(text, grid_text_limits);
    tcase_add_test(text, render_shows_the_city);
    suite_add_tcase(s, text);

    tcase_add_test(players, bots_play_legal_moves_and_say_why_not);
    tcase_add_test(players, bots_are_deterministic_for_a_seed);
    tcase_add_test(players, greedy_beats_random);
    tcase_add_test(players, advisor_last_placement_is_the_best);
    tcase_add_test(players, advisor_uses_only_what_the_player_sees);
    tcase_set_timeout(players, 60);
    suite_add_tcase(s, players);
    return s;
}

int main(void)
{
    return run_suite(sprawl_suite());
}
