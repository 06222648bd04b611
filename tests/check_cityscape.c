/*
 * Unit tests for Cityscape (cityscape.h).  Every rule id of
 * rules/cityscape.md (CS-1 .. CS-13) is named by at least one test.
 */
#include <check.h>
#include <skyline/skyline.h>

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "run_suite.h"

/* ---- helpers --------------------------------------------------------------- */

static sky_cityscape_move mv(int height, int row, int col)
{
    sky_cityscape_move m;

    memset(&m, 0, sizeof m);
    m.height = height;
    m.row = row;
    m.col = col;
    return m;
}

/* The goal setting of `side`: height 0, codes of lines 0..3. */
static sky_cityscape_move goal(int side, const int codes[4])
{
    sky_cityscape_move m;
    int i;

    memset(&m, 0, sizeof m);
    m.side = side;
    for (i = 0; i < 4; i++)
        m.codes[i] = codes[i];
    return m;
}

/* Plays (or, with check, only checks) a goal setting by the side's owner. */
static int set_goals(sky_cityscape *g, int side, const int codes[4])
{
    int owner = sky_cityscape_side_owner(g, side);

    return sky_cityscape_play(g, owner < 0 ? 0 : owner, goal(side, codes));
}

static int check_goals(const sky_cityscape *g, int side, const int codes[4])
{
    int owner = sky_cityscape_side_owner(g, side);

    return sky_cityscape_check(g, owner < 0 ? 0 : owner, goal(side, codes));
}

/* A player's total so far, through sky_cityscape_scores(). */
static int score_of(const sky_cityscape *g, int player)
{
    int scores[4] = { -1, -1, -1, -1 };

    ck_assert_int_eq(sky_cityscape_scores(g, scores, 4), sky_cityscape_players(g));
    return player >= 0 && player < 4 ? scores[player] : SKY_ERANGE;
}

static sky_cityscape *new_game(int players, int rounds, int first)
{
    sky_cityscape_options opt;
    sky_cityscape *g = NULL;

    ck_assert_int_eq(sky_cityscape_options_init(&opt, sizeof opt), SKY_OK);
    opt.players = players;
    opt.rounds = rounds;
    opt.first_player = first;
    ck_assert_int_eq(sky_cityscape_new(&opt, &g), SKY_OK);
    ck_assert_ptr_nonnull(g);
    return g;
}

static int side_in_play(const sky_cityscape *g, int side)
{
    return sky_cityscape_side_owner(g, side) >= 0;
}

/* Sets codes[side] on every side in play, in side order. */
static void set_all_goals(sky_cityscape *g, const int codes[4][4])
{
    int side;

    for (side = 0; side < 4; side++)
        if (side_in_play(g, side))
            ck_assert_int_eq(set_goals(g, side, codes[side]),
                             SKY_OK);
}

static const int all_ones[4][4] = {
    { 1, 1, 1, 1 }, { 1, 1, 1, 1 }, { 1, 1, 1, 1 }, { 1, 1, 1, 1 }
};

/* Places a block for whoever is to move. */
static void place(sky_cityscape *g, int height, int row, int col)
{
    int player = sky_cityscape_to_move(g);

    ck_assert_int_ge(player, 0);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(height, row, col)),
                     SKY_OK);
}

/* Places the first legal block (the lowest height on the first lot). */
static void place_first_legal(sky_cityscape *g)
{
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];

    ck_assert_int_gt(sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES), 0);
    place(g, moves[0].height, moves[0].row, moves[0].col);
}

/* Places a uniformly random legal block. */
static void place_random(sky_cityscape *g, sky_rng *rng)
{
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int n = sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES);
    uint32_t pick;

    ck_assert_int_gt(n, 0);
    ck_assert_int_le(n, SKY_CITYSCAPE_MAX_MOVES);
    ck_assert_int_eq(sky_rng_below(rng, (uint32_t)n, &pick), SKY_OK);
    place(g, moves[pick].height, moves[pick].row, moves[pick].col);
}

/* Sets all-ones goals and fills the round with first legal blocks. */
static void play_filler_round(sky_cityscape *g)
{
    int i;

    set_all_goals(g, all_ones);
    for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++)
        place_first_legal(g);
}

/* The record as `viewer` sees it, in a malloc'd string. */
static char *record_text(const sky_cityscape *g, int viewer)
{
    int n = sky_cityscape_write(g, viewer, NULL, 0);
    char *text;

    ck_assert_int_gt(n, 0);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(sky_cityscape_write(g, viewer, text, (size_t)n + 1), n);
    ck_assert_uint_eq(strlen(text), (size_t)n);
    return text;
}

/* The picture (board, supply, scores) as `viewer` sees it, malloc'd. */
static char *picture_text(const sky_cityscape *g, int viewer)
{
    int n = sky_cityscape_render(g, viewer, NULL, 0);
    char *text;

    ck_assert_int_gt(n, 0);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(sky_cityscape_render(g, viewer, text, (size_t)n + 1), n);
    return text;
}

/* Same record (history) and same picture (what the history led to). */
static void assert_same_state(const sky_cityscape *a, const sky_cityscape *b)
{
    char *ta = record_text(a, SKY_VIEW_ALL);
    char *tb = record_text(b, SKY_VIEW_ALL);

    ck_assert_str_eq(ta, tb);
    free(ta);
    free(tb);
    ta = picture_text(a, SKY_VIEW_ALL);
    tb = picture_text(b, SKY_VIEW_ALL);
    ck_assert_str_eq(ta, tb);
    free(ta);
    free(tb);
}

static sky_cityscape *clone_of(const sky_cityscape *g)
{
    sky_cityscape *copy = NULL;

    ck_assert_int_eq(sky_cityscape_clone(g, &copy), SKY_OK);
    ck_assert_ptr_nonnull(copy);
    return copy;
}

/* ---- the scripted round ------------------------------------------------------- */

/*
 * One round worked out on paper.  The final city (row 0 = north):
 *
 *            col0 col1 col2 col3
 *     row0:    3    1    4    2
 *     row1:    5    9    2    6
 *     row2:    8    2   10    3
 *     row3:    8    7    1    4        tallest = 10
 *
 * built from the 25 blocks as: 3=[3] 1=[1] 4=[4] 2=[2] / 5=[5] 9=[5,4]
 * 2=[2] 6=[5,1] / 8=[5,3] 2=[2] 10=[5,4,1] 3=[3] / 8=[3,2,2,1] 7=[4,3]
 * 1=[1] 4=[4]: five each of 1..5, sum 75.
 *
 * Lines (CS-5), visible counts (CS-10), goals and points:
 *   S0 8,8,5,3   vis 1  code 5: seen 8,8 (5,3 hidden)      -> 20
 *   S1 7,2,9,1   vis 2  code 3                             ->  0
 *   S2 1,10,2,4  vis 2  code 6: holds the 10               -> 25
 *   S3 4,3,6,2   vis 2  code 2                             -> 20   S = 65
 *   W0 3,1,4,2   vis 2  code 2                             -> 20
 *   W1 5,9,2,6   vis 2  code 4                             ->  0
 *   W2 8,2,10,3  vis 2  code 6: holds the 10               -> 25
 *   W3 8,7,1,4   vis 1  code 1                             -> 10   W = 55
 *   N0 2,6,3,4   vis 2  code 2                             -> 20
 *   N1 4,2,10,1  vis 2  code 6: holds the 10               -> 25
 *   N2 1,9,2,7   vis 2  code 1                             ->  0
 *   N3 3,5,8,8   vis 3  code 5: seen 3,5,8,8, pair 8,8     -> 20   N = 65
 *   E0 4,1,7,8   vis 3  code 3                             -> 30
 *   E1 3,10,2,8  vis 2  code 5: seen 3,10, no pair         ->  0
 *   E2 6,2,9,5   vis 2  code 2                             -> 20
 *   E3 2,4,1,3   vis 2  code 6: no 10                      ->  0   E = 50
 *
 * 2 players (S+W vs N+E): 65 + 55 = 120 and 65 + 50 = 115.
 * 4 players: 65, 55, 65, 50 (players 0 and 2 tie).
 * (Cross-checked with a separate Python model of the rules file.)
 */
static const int script_city[16] = {
    3, 1, 4, 2,
    5, 9, 2, 6,
    8, 2, 10, 3,
    8, 7, 1, 4
};
static const int script_goals[4][4] = {
    { 5, 3, 6, 2 },     /* S */
    { 2, 4, 6, 1 },     /* W */
    { 2, 6, 1, 5 },     /* N */
    { 3, 5, 2, 6 }      /* E */
};
static const int script_side_points[4] = { 65, 55, 65, 50 };
static const int script_moves[SKY_CITYSCAPE_BLOCKS][3] = {  /* height, row, col */
    { 3, 0, 0 }, { 1, 0, 1 }, { 4, 0, 2 }, { 2, 0, 3 },
    { 5, 1, 0 }, { 5, 1, 1 }, { 4, 1, 1 }, { 2, 1, 2 }, { 5, 1, 3 }, { 1, 1, 3 },
    { 5, 2, 0 }, { 3, 2, 0 }, { 2, 2, 1 }, { 5, 2, 2 }, { 4, 2, 2 }, { 1, 2, 2 },
    { 3, 2, 3 },
    { 3, 3, 0 }, { 2, 3, 0 }, { 2, 3, 0 }, { 1, 3, 0 }, { 4, 3, 1 }, { 3, 3, 1 },
    { 1, 3, 2 }, { 4, 3, 3 }
};

/* Plays the first `count` placements of the script. */
static void play_script(sky_cityscape *g, int count)
{
    int i;

    for (i = 0; i < count; i++)
        place(g, script_moves[i][0], script_moves[i][1], script_moves[i][2]);
}

/* ---- CS-10 .. CS-12: the pure line scorers ------------------------------------- */

static int line_score4(int a, int b, int c, int d, int code, int tallest)
{
    const int h[4] = { a, b, c, d };

    return sky_cityscape_line_score(h, code, tallest);
}

static int visible4(int a, int b, int c, int d)
{
    const int h[4] = { a, b, c, d };

    return sky_cityscape_visible(h);
}

START_TEST(cs10_visible_strictly_taller)
{
    ck_assert_int_eq(visible4(1, 2, 3, 4), 4);
    ck_assert_int_eq(visible4(4, 3, 2, 1), 1);
    ck_assert_int_eq(visible4(1, 2, 2, 3), 3);    /* equal behind is hidden */
    ck_assert_int_eq(visible4(3, 3, 3, 3), 1);
    ck_assert_int_eq(visible4(2, 5, 2, 5), 2);
    ck_assert_int_eq(visible4(0, 0, 0, 0), 0);    /* vacant lots are not buildings */
    ck_assert_int_eq(visible4(0, 2, 0, 1), 1);
    ck_assert_int_eq(visible4(0, 0, 0, 7), 1);
    ck_assert_int_eq(visible4(10, 1, 11, 12), 3);
    ck_assert_int_eq(visible4(75, 0, 0, 0), 1);
}
END_TEST

START_TEST(cs10_codes_1_to_4_score_exact_count)
{
    int code;

    for (code = 1; code <= 4; code++) {
        /* visible counts 1, 2, 3, 4 in turn */
        ck_assert_int_eq(line_score4(4, 3, 2, 1, code, 5), code == 1 ? 10 : 0);
        ck_assert_int_eq(line_score4(2, 1, 3, 3, code, 5), code == 2 ? 20 : 0);
        ck_assert_int_eq(line_score4(1, 2, 2, 3, code, 5), code == 3 ? 30 : 0);
        ck_assert_int_eq(line_score4(1, 2, 3, 4, code, 5), code == 4 ? 40 : 0);
        /* nothing visible matches no code */
        ck_assert_int_eq(line_score4(0, 0, 0, 0, code, 5), 0);
    }
    ck_assert_int_eq(line_score4(0, 2, 0, 1, 1, 5), 10);
}
END_TEST

START_TEST(cs11_raised_view_examples)
{
    /* The rule file's own examples. */
    ck_assert_int_eq(line_score4(3, 3, 4, 4, 5, 5), 40);
    ck_assert_int_eq(line_score4(4, 4, 4, 4, 5, 5), 40);
    ck_assert_int_eq(line_score4(2, 5, 2, 5, 5, 5), 20);
}
END_TEST

START_TEST(cs11_raised_view_seen_and_pairs)
{
    ck_assert_int_eq(line_score4(1, 2, 3, 4, 5, 5), 0);     /* no equal heights */
    ck_assert_int_eq(line_score4(5, 3, 3, 5, 5, 5), 20);    /* 3s hidden by the 5 */
    ck_assert_int_eq(line_score4(2, 2, 2, 1, 5, 5), 30);    /* 1 is hidden */
    ck_assert_int_eq(line_score4(3, 1, 1, 0, 5, 5), 0);     /* both 1s hidden */
    ck_assert_int_eq(line_score4(2, 2, 3, 3, 5, 5), 40);    /* two pairs */
    ck_assert_int_eq(line_score4(2, 2, 4, 1, 5, 5), 20);
}
END_TEST

START_TEST(cs11_vacant_lots_never_count)
{
    ck_assert_int_eq(line_score4(0, 0, 0, 0, 5, 5), 0);
    ck_assert_int_eq(line_score4(0, 0, 1, 2, 5, 5), 0);
    ck_assert_int_eq(line_score4(0, 3, 0, 3, 5, 5), 20);
    ck_assert_int_eq(line_score4(3, 0, 0, 3, 5, 5), 20);
    ck_assert_int_eq(line_score4(0, 0, 4, 0, 5, 5), 0);
}
END_TEST

START_TEST(cs12_tallest_in_city)
{
    ck_assert_int_eq(line_score4(1, 2, 3, 5, 6, 5), 25);
    ck_assert_int_eq(line_score4(1, 2, 3, 4, 6, 5), 0);
    ck_assert_int_eq(line_score4(5, 1, 1, 1, 6, 5), 25);   /* hidden or not */
    ck_assert_int_eq(line_score4(9, 0, 0, 0, 6, 9), 25);
    /* an empty city has no building, so no tallest one */
    ck_assert_int_eq(line_score4(0, 0, 0, 0, 6, 0), 0);
}
END_TEST

START_TEST(cs12_ties_count_once_at_most_25)
{
    ck_assert_int_eq(line_score4(5, 5, 1, 1, 6, 5), 25);
    ck_assert_int_eq(line_score4(7, 7, 7, 7, 6, 7), 25);
    ck_assert_int_eq(line_score4(2, 7, 3, 7, 6, 7), 25);
}
END_TEST

/*
 * The rules read literally, one building at a time against every other,
 * as the scorers were first written: the library's scorers (inline,
 * branch-free, one pass) must agree with them on every line of heights
 * 0..MAX_SMALL, which covers every order of four heights, ties and
 * vacant lots included (only the order matters, not the heights).
 */
#define MAX_SMALL 4
#define SMALL_LINES ((MAX_SMALL + 1) * (MAX_SMALL + 1) * (MAX_SMALL + 1) * (MAX_SMALL + 1))

static int rule_visible(const int h[4])
{
    int i, j, count = 0, hidden;

    for (i = 0; i < 4; i++) {
        hidden = h[i] == 0;
        for (j = 0; j < i; j++)
            hidden |= h[j] >= h[i];
        count += !hidden;
    }
    return count;
}

static int rule_line_points(const int h[4], int code, int tallest)
{
    int i, j, seen[4], points = 0, paired;

    if (code <= 4)
        return rule_visible(h) == code ? 10 * code : 0;
    if (code == 6) {
        for (i = 0; i < 4; i++)
            if (h[i] > 0 && h[i] == tallest)
                return 25;
        return 0;
    }
    for (i = 0; i < 4; i++) {
        seen[i] = h[i] > 0;
        for (j = 0; j < i; j++)
            seen[i] &= h[j] <= h[i];
    }
    for (i = 0; i < 4; i++) {
        paired = 0;
        for (j = 0; j < 4; j++)
            paired |= j != i && seen[j] && h[j] == h[i];
        points += seen[i] && paired ? 10 : 0;
    }
    return points;
}

/* The first code whose score of h disagrees with the rules, 0 for the visible count, -1 for none. */
static int disagreement(const int h[4])
{
    int code, tallest;

    if (sky_cityscape_visible(h) != rule_visible(h))
        return 0;
    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
        for (tallest = 0; tallest <= MAX_SMALL + 1; tallest++)
            if (sky_cityscape_line_score(h, code, tallest) != rule_line_points(h, code, tallest))
                return code;
    return -1;
}

/* One assertion per line, not per score: under valgrind the assertions cost most. */
START_TEST(line_scorers_agree_with_the_rules_on_every_order_of_heights)
{
    int h[4], n, rest, k, code;

    for (n = 0; n < SMALL_LINES; n++) {
        for (k = 0, rest = n; k < 4; k++, rest /= MAX_SMALL + 1)
            h[k] = rest % (MAX_SMALL + 1);
        code = disagreement(h);
        ck_assert_msg(code < 0, "line %d %d %d %d, code %d disagrees with the rules",
                      h[0], h[1], h[2], h[3], code);
    }
}
END_TEST

START_TEST(line_score_rejects_bad_input)
{
    const int h[4] = { 1, 2, 3, 4 };
    const int negative[4] = { 1, -1, 3, 4 };

    ck_assert_int_eq(sky_cityscape_line_score(h, 0, 4), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_line_score(h, 7, 4), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_line_score(h, -1, 4), SKY_ECODE);
    ck_assert_int_lt(sky_cityscape_line_score(negative, 1, 4), 0);
    ck_assert_int_lt(sky_cityscape_line_score(negative, 5, 4), 0);
    ck_assert_int_lt(sky_cityscape_line_score(h, 6, -1), 0);
    ck_assert_int_eq(sky_cityscape_line_score(NULL, 1, 4), SKY_EINVAL);
    ck_assert_int_lt(sky_cityscape_visible(negative), 0);
    ck_assert_int_eq(sky_cityscape_visible(NULL), SKY_EINVAL);
}
END_TEST

/* ---- CS-5: lines from each side ------------------------------------------------- */

/*
 * On the city whose lot (r, c) holds 10 * r + c + 1 (all distinct), each
 * line written out by hand from the rule text: from S line k is column
 * k read north-bound, from W row k read east-bound, from N column 3-k
 * read south-bound, from E row 3-k read west-bound.
 */
static const int distinct_city[16] = {
     1,  2,  3,  4,
    11, 12, 13, 14,
    21, 22, 23, 24,
    31, 32, 33, 34
};
static const int expected_lines[4][4][4] = {
    { { 31, 21, 11, 1 }, { 32, 22, 12, 2 }, { 33, 23, 13, 3 }, { 34, 24, 14, 4 } },
    { { 1, 2, 3, 4 }, { 11, 12, 13, 14 }, { 21, 22, 23, 24 }, { 31, 32, 33, 34 } },
    { { 4, 14, 24, 34 }, { 3, 13, 23, 33 }, { 2, 12, 22, 32 }, { 1, 11, 21, 31 } },
    { { 34, 33, 32, 31 }, { 24, 23, 22, 21 }, { 14, 13, 12, 11 }, { 4, 3, 2, 1 } }
};

START_TEST(cs5_lines_from_each_side)
{
    int side, line, i, got[4];

    for (side = 0; side < 4; side++) {
        for (line = 0; line < 4; line++) {
            ck_assert_int_eq(sky_cityscape_line(distinct_city, side, line, got),
                             SKY_OK);
            for (i = 0; i < 4; i++)
                ck_assert_msg(got[i] == expected_lines[side][line][i],
                              "side %d line %d lot %d: got %d, want %d", side,
                              line, i, got[i], expected_lines[side][line][i]);
        }
    }
}
END_TEST

START_TEST(cs5_line_rejects_bad_input)
{
    int got[4];

    ck_assert_int_eq(sky_cityscape_line(distinct_city, -1, 0, got), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_line(distinct_city, 4, 0, got), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_line(distinct_city, 0, -1, got), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_line(distinct_city, 0, 4, got), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_line(NULL, 0, 0, got), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_line(distinct_city, 0, 0, NULL), SKY_EINVAL);
}
END_TEST

/* ---- CS-13: side scores ------------------------------------------------------------ */

START_TEST(cs13_side_score_of_scripted_city)
{
    int side;

    for (side = 0; side < 4; side++)
        ck_assert_int_eq(sky_cityscape_side_score(script_city, side,
                                                  script_goals[side]),
                         script_side_points[side]);
}
END_TEST

/* The side score is the sum of its lines, for lines read per CS-5. */
START_TEST(cs13_side_score_sums_its_lines)
{
    static const int codes[4] = { 1, 2, 5, 6 };
    int side, line, sum, got[4];

    for (side = 0; side < 4; side++) {
        sum = 0;
        for (line = 0; line < 4; line++) {
            int points;

            ck_assert_int_eq(sky_cityscape_line(script_city, side, line, got),
                             SKY_OK);
            points = sky_cityscape_line_score(got, codes[line], 10);
            ck_assert_int_ge(points, 0);
            sum += points;
        }
        ck_assert_int_eq(sky_cityscape_side_score(script_city, side, codes), sum);
    }
}
END_TEST

START_TEST(side_score_rejects_bad_input)
{
    static const int good[4] = { 1, 2, 3, 4 };
    static const int bad[4] = { 1, 2, 7, 4 };
    static const int zero[4] = { 0, 2, 3, 4 };
    int city[16];

    ck_assert_int_eq(sky_cityscape_side_score(script_city, 0, bad), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_side_score(script_city, 0, zero), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_side_score(script_city, 4, good), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_side_score(script_city, -1, good), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_side_score(NULL, 0, good), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_side_score(script_city, 0, NULL), SKY_EINVAL);
    memcpy(city, script_city, sizeof city);
    city[5] = -2;
    ck_assert_int_lt(sky_cityscape_side_score(city, 0, good), 0);
}
END_TEST

/* ---- options and handles -------------------------------------------------------- */

START_TEST(options_init_defaults)
{
    sky_cityscape_options opt;

    memset(&opt, 0x5a, sizeof opt);
    ck_assert_int_eq(sky_cityscape_options_init(&opt, sizeof opt), SKY_OK);
    ck_assert_uint_eq(opt.size, sizeof opt);
    ck_assert_int_eq(opt.players, 2);
    ck_assert_int_eq(opt.rounds, 0);
    ck_assert_int_eq(opt.first_player, 0);
}
END_TEST

START_TEST(new_with_null_options_is_the_default_game)
{
    sky_cityscape *g = NULL;

    ck_assert_int_eq(sky_cityscape_new(NULL, &g), SKY_OK);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(sky_cityscape_players(g), 2);
    ck_assert_int_eq(sky_cityscape_rounds(g), 4);
    ck_assert_int_eq(sky_cityscape_round(g), 0);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_GOALS);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs9_default_rounds_one_per_player)
{
    static const int expected[5] = { 0, 0, 4, 3, 4 };
    int players;

    for (players = 2; players <= 4; players++) {
        sky_cityscape *g = new_game(players, 0, 0);

        ck_assert_int_eq(sky_cityscape_players(g), players);
        ck_assert_int_eq(sky_cityscape_rounds(g), expected[players]);
        ck_assert_int_eq(sky_cityscape_round(g), 0);
        ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_GOALS);
        sky_cityscape_free(g);
    }
}
END_TEST

START_TEST(new_honours_explicit_rounds)
{
    sky_cityscape *g = new_game(3, 1, 2);

    ck_assert_int_eq(sky_cityscape_rounds(g), 1);
    sky_cityscape_free(g);
    g = new_game(2, SKY_CITYSCAPE_MAX_ROUNDS, 1);
    ck_assert_int_eq(sky_cityscape_rounds(g), SKY_CITYSCAPE_MAX_ROUNDS);
    sky_cityscape_free(g);
}
END_TEST

static int try_new(int players, int rounds, int first)
{
    sky_cityscape_options opt;
    sky_cityscape *g = NULL;
    int rc;

    ck_assert_int_eq(sky_cityscape_options_init(&opt, sizeof opt), SKY_OK);
    opt.players = players;
    opt.rounds = rounds;
    opt.first_player = first;
    rc = sky_cityscape_new(&opt, &g);
    if (rc == SKY_OK)
        sky_cityscape_free(g);
    else
        ck_assert_ptr_null(g);
    return rc;
}

START_TEST(new_rejects_invalid_options)
{
    sky_cityscape_options opt;
    sky_cityscape *g = NULL;

    ck_assert_int_eq(try_new(1, 0, 0), SKY_ERANGE);
    ck_assert_int_eq(try_new(5, 0, 0), SKY_ERANGE);
    ck_assert_int_eq(try_new(0, 0, 0), SKY_ERANGE);
    ck_assert_int_eq(try_new(2, SKY_CITYSCAPE_MAX_ROUNDS + 1, 0), SKY_ERANGE);
    ck_assert_int_eq(try_new(2, -1, 0), SKY_ERANGE);
    ck_assert_int_eq(try_new(2, 0, 2), SKY_ERANGE);
    ck_assert_int_eq(try_new(4, 0, 4), SKY_ERANGE);
    ck_assert_int_eq(try_new(3, 0, -1), SKY_ERANGE);
    ck_assert_int_eq(try_new(4, 0, 3), SKY_OK);
    /* A size too small for the fields this version reads. */
    ck_assert_int_eq(sky_cityscape_options_init(&opt, sizeof opt), SKY_OK);
    opt.size = 0;
    ck_assert_int_eq(sky_cityscape_new(&opt, &g), SKY_EINVAL);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(sky_cityscape_new(NULL, NULL), SKY_EINVAL);
}
END_TEST

START_TEST(clone_is_independent)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape *copy;

    set_all_goals(g, script_goals);
    copy = clone_of(g);
    assert_same_state(g, copy);
    place(g, 3, 0, 0);
    ck_assert_int_eq(sky_cityscape_height(g, 0, 0), 3);
    ck_assert_int_eq(sky_cityscape_height(copy, 0, 0), 0);
    sky_cityscape_free(copy);
    sky_cityscape_free(g);
}
END_TEST

/* ---- CS-1 .. CS-4: board, blocks, sides ---------------------------------------- */

START_TEST(cs1_board_is_4x4_lots)
{
    sky_cityscape *g = new_game(2, 1, 0);
    int heights[16], r, c, player;

    for (r = 0; r < 4; r++)
        for (c = 0; c < 4; c++)
            ck_assert_int_eq(sky_cityscape_height(g, r, c), 0);
    memset(heights, 0x7f, sizeof heights);
    ck_assert_int_eq(sky_cityscape_board(g, heights), SKY_OK);
    for (r = 0; r < 16; r++)
        ck_assert_int_eq(heights[r], 0);
    ck_assert_int_eq(sky_cityscape_height(g, 4, 0), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_height(g, 0, 4), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_height(g, -1, 0), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_height(g, 0, -1), SKY_EOFFBOARD);

    set_all_goals(g, all_ones);
    player = sky_cityscape_to_move(g);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(1, 4, 0)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(1, 0, 4)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(1, -1, 2)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_check(g, player, mv(1, 2, -1)), SKY_EOFFBOARD);
    /* all four corners are lots */
    place(g, 1, 0, 0);
    place(g, 1, 0, 3);
    place(g, 1, 3, 0);
    place(g, 1, 3, 3);
    ck_assert_int_eq(sky_cityscape_board(g, heights), SKY_OK);
    ck_assert_int_eq(heights[0] + heights[3] + heights[12] + heights[15], 4);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs2_supply_five_of_each_height)
{
    sky_cityscape *g = new_game(2, 1, 0);
    int h, i, player;

    for (h = 1; h <= 5; h++)
        ck_assert_int_eq(sky_cityscape_supply(g, h), 5);
    ck_assert_int_eq(sky_cityscape_supply(g, 0), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_supply(g, 6), SKY_EHEIGHT);
    set_all_goals(g, all_ones);
    for (i = 0; i < 5; i++) {
        place(g, 3, i % 4, i / 4);
        ck_assert_int_eq(sky_cityscape_supply(g, 3), 4 - i);
    }
    player = sky_cityscape_to_move(g);
    /* the sixth block of a height */
    ck_assert_int_eq(sky_cityscape_check(g, player, mv(3, 2, 2)), SKY_ENOBLOCK);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(3, 2, 2)), SKY_ENOBLOCK);
    /* heights outside 1..5; height 0 is a goal setting, none due now */
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(0, 2, 2)), SKY_EPHASE);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(-1, 2, 2)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(6, 2, 2)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_check(g, player, mv(-1, 2, 2)), SKY_EHEIGHT);
    for (h = 1; h <= 5; h++)
        ck_assert_int_eq(sky_cityscape_supply(g, h), h == 3 ? 0 : 5);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs3_stack_height_is_the_sum)
{
    sky_cityscape *g = new_game(3, 1, 0);
    int heights[16], i;

    set_all_goals(g, all_ones);
    place(g, 2, 1, 2);
    ck_assert_int_eq(sky_cityscape_height(g, 1, 2), 2);
    place(g, 3, 1, 2);
    ck_assert_int_eq(sky_cityscape_height(g, 1, 2), 5);
    place(g, 1, 1, 2);
    ck_assert_int_eq(sky_cityscape_height(g, 1, 2), 6);
    ck_assert_int_eq(sky_cityscape_board(g, heights), SKY_OK);
    for (i = 0; i < 16; i++)
        ck_assert_int_eq(heights[i], i == 1 * 4 + 2 ? 6 : 0);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs4_side_owners)
{
    sky_cityscape *g = new_game(2, 0, 0);

    /* two players: the board is diagonal */
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_S), 0);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_W), 0);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_N), 1);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_E), 1);
    ck_assert_int_eq(sky_cityscape_side_owner(g, 4), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_side_owner(g, -1), SKY_ERANGE);
    sky_cityscape_free(g);

    g = new_game(3, 0, 1);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_S), 0);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_W), 1);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_N), 2);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_E), SKY_ERANGE);
    sky_cityscape_free(g);

    g = new_game(4, 0, 3);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_S), 0);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_W), 1);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_N), 2);
    ck_assert_int_eq(sky_cityscape_side_owner(g, SKY_CITYSCAPE_E), 3);
    sky_cityscape_free(g);
}
END_TEST

/* ---- CS-6: goals ------------------------------------------------------------------ */

START_TEST(cs6_goal_phase_rules)
{
    static const int codes[4] = { 1, 2, 3, 6 };
    static const int code0[4] = { 1, 0, 3, 4 };
    static const int code7[4] = { 7, 1, 3, 4 };
    sky_cityscape *g = new_game(3, 1, 0);
    int side;

    /* S is due first, and player 0 owns it */
    ck_assert_int_eq(sky_cityscape_to_move(g), 0);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);
    ck_assert_int_eq(sky_cityscape_check(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);

    ck_assert_int_eq(check_goals(g, SKY_CITYSCAPE_S, code0), SKY_ECODE);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_S, code0), SKY_ECODE);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_S, code7), SKY_ECODE);
    /* E is not in play with three players; 4 and -1 are no sides */
    ck_assert_int_eq(check_goals(g, SKY_CITYSCAPE_E, codes), SKY_ERANGE);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_E, codes), SKY_ERANGE);
    ck_assert_int_eq(set_goals(g, 4, codes), SKY_ERANGE);
    ck_assert_int_eq(set_goals(g, -1, codes), SKY_ERANGE);

    ck_assert_int_eq(check_goals(g, SKY_CITYSCAPE_S, codes), SKY_OK);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_S, codes), SKY_OK);
    ck_assert_int_eq(check_goals(g, SKY_CITYSCAPE_S, codes), SKY_EGOALSSET);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_S, codes), SKY_EGOALSSET);
    /* still goals missing: no building yet */
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_GOALS);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);
    /* any side due may be set: N before W, to_move() names W's owner */
    ck_assert_int_eq(sky_cityscape_to_move(g), 1);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_N, codes), SKY_OK);
    ck_assert_int_eq(sky_cityscape_to_move(g), 1);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_W, codes), SKY_OK);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_BUILD);
    /* no goal setting while building: SKY_EPHASE */
    for (side = 0; side < 3; side++)
        ck_assert_int_eq(set_goals(g, side, codes), SKY_EPHASE);
    ck_assert_int_eq(sky_cityscape_to_move(g), 0);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_OK);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs6_every_code_1_to_6_is_a_goal)
{
    sky_cityscape *g = new_game(4, 1, 0);
    int codes[4], code, side;

    for (code = 1; code <= 6; code++) {
        codes[0] = codes[1] = codes[2] = codes[3] = code;
        ck_assert_int_eq(check_goals(g, 0, codes), SKY_OK);
    }
    for (side = 0; side < 4; side++) {
        codes[0] = side + 1;
        codes[1] = 6;
        codes[2] = 5;
        codes[3] = side + 1;      /* repeats allowed */
        ck_assert_int_eq(set_goals(g, side, codes), SKY_OK);
    }
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_BUILD);
    sky_cityscape_free(g);
}
END_TEST

static int goals_of(const sky_cityscape *g, int side, int viewer, int codes[4])
{
    codes[0] = codes[1] = codes[2] = codes[3] = 99;
    return sky_cityscape_goals(g, side, viewer, codes);
}

static void assert_codes(const int got[4], const int want[4])
{
    int i;

    for (i = 0; i < 4; i++)
        ck_assert_int_eq(got[i], want[i]);
}

static const int zeros[4] = { 0, 0, 0, 0 };

START_TEST(cs6_goals_hidden_from_other_players)
{
    sky_cityscape *g = new_game(4, 1, 0);
    int got[4], side, viewer;

    /* unset goals read as 0, and say they are unset */
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_N, SKY_VIEW_ALL, got), SKY_ENOGOALS);
    assert_codes(got, zeros);
    set_all_goals(g, script_goals);
    for (side = 0; side < 4; side++) {
        ck_assert_int_eq(goals_of(g, side, SKY_VIEW_ALL, got), SKY_OK);
        assert_codes(got, script_goals[side]);
        for (viewer = 0; viewer < 4; viewer++) {
            if (viewer == side) {
                ck_assert_int_eq(goals_of(g, side, viewer, got), SKY_OK);
                assert_codes(got, script_goals[side]);
            } else {
                ck_assert_int_eq(goals_of(g, side, viewer, got), SKY_EHIDDEN);
                assert_codes(got, zeros);
            }
        }
    }
    /* still hidden while building, until the round is scored */
    play_script(g, SKY_CITYSCAPE_BLOCKS - 1);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_E, 0, got), SKY_EHIDDEN);
    assert_codes(got, zeros);
    place(g, script_moves[24][0], script_moves[24][1], script_moves[24][2]);
    /* the only round is scored: everyone sees every side */
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    for (side = 0; side < 4; side++)
        for (viewer = 0; viewer < 4; viewer++) {
            ck_assert_int_eq(goals_of(g, side, viewer, got), SKY_OK);
            assert_codes(got, script_goals[side]);
        }
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs6_two_player_sees_both_own_sides)
{
    sky_cityscape *g = new_game(2, 1, 0);
    int got[4];

    set_all_goals(g, script_goals);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_S, 0, got), SKY_OK);
    assert_codes(got, script_goals[SKY_CITYSCAPE_S]);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_W, 0, got), SKY_OK);
    assert_codes(got, script_goals[SKY_CITYSCAPE_W]);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_N, 0, got), SKY_EHIDDEN);
    assert_codes(got, zeros);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_E, 1, got), SKY_OK);
    assert_codes(got, script_goals[SKY_CITYSCAPE_E]);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_W, 1, got), SKY_EHIDDEN);
    assert_codes(got, zeros);
    /* no such viewer or side */
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_S, 2, got), SKY_ERANGE);
    ck_assert_int_eq(goals_of(g, 4, SKY_VIEW_ALL, got), SKY_ERANGE);
    sky_cityscape_free(g);
}
END_TEST

/* ---- CS-7 .. CS-9: turns, rounds, match ---------------------------------------- */

START_TEST(cs7_turns_go_clockwise_from_start_player)
{
    int players;

    for (players = 2; players <= 4; players++) {
        int first = players - 1, i;
        sky_cityscape *g = new_game(players, 1, first);

        set_all_goals(g, all_ones);
        for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++) {
            int expected = (first + i) % players;
            int other = (expected + 1) % players;

            ck_assert_int_eq(sky_cityscape_to_move(g), expected);
            ck_assert_int_eq(sky_cityscape_check(g, other, mv(1 + i / 5, 0, 0)),
                             SKY_ETURN);
            ck_assert_int_eq(sky_cityscape_play(g, other, mv(1 + i / 5, 0, 0)),
                             SKY_ETURN);
            ck_assert_int_eq(sky_cityscape_play(g, expected, mv(1 + i / 5, i % 4, i % 3)),
                             SKY_OK);
        }
        sky_cityscape_free(g);
    }
}
END_TEST

START_TEST(cs7_bad_player_numbers)
{
    sky_cityscape *g = new_game(3, 1, 0);

    set_all_goals(g, all_ones);
    ck_assert_int_eq(sky_cityscape_play(g, 3, mv(1, 0, 0)), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_play(g, -1, mv(1, 0, 0)), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_check(g, 7, mv(1, 0, 0)), SKY_ERANGE);
    sky_cityscape_free(g);
}
END_TEST

/*
 * Any lot, on top of any building, no height limit: one tower of 75 on
 * lot (2, 1).  With all codes 1, exactly one line per side holds it and
 * sees one building: 10 points per side, 20 per player.
 */
START_TEST(cs7_no_height_limit)
{
    sky_cityscape *g = new_game(2, 1, 0);
    int city[16], i;

    set_all_goals(g, all_ones);
    for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++)
        place(g, 5 - i / 5, 2, 1);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    ck_assert_int_eq(sky_cityscape_round_board(g, 0, city), SKY_OK);
    for (i = 0; i < 16; i++)
        ck_assert_int_eq(city[i], i == 2 * 4 + 1 ? 75 : 0);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 0), 20);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 1), 20);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs8_round_ends_after_25_blocks)
{
    sky_cityscape *g = new_game(2, 0, 0);
    int placed_by[2] = { 0, 0 }, i, h;

    set_all_goals(g, all_ones);
    for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++) {
        int player = sky_cityscape_to_move(g);

        ck_assert_int_eq(sky_cityscape_round(g), 0);
        ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_BUILD);
        ck_assert_int_ge(player, 0);
        placed_by[player]++;
        place_first_legal(g);
    }
    /* the first player places 13 blocks, the second 12 */
    ck_assert_int_eq(placed_by[0], 13);
    ck_assert_int_eq(placed_by[1], 12);
    /* the next round starts afresh with goal setting */
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_GOALS);
    for (h = 1; h <= 5; h++)
        ck_assert_int_eq(sky_cityscape_supply(g, h), 5);
    for (i = 0; i < 16; i++)
        ck_assert_int_eq(sky_cityscape_height(g, i / 4, i % 4), 0);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs9_round_start_player_rotates)
{
    int players;

    for (players = 2; players <= 4; players++) {
        int first = players == 2 ? 1 : 2, rounds = 5, r, i;
        sky_cityscape *g = new_game(players, rounds, first);

        for (r = 0; r < rounds; r++) {
            ck_assert_int_eq(sky_cityscape_round(g), r);
            set_all_goals(g, all_ones);
            ck_assert_int_eq(sky_cityscape_to_move(g), (first + r) % players);
            for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++)
                place_first_legal(g);
        }
        ck_assert_int_eq(sky_cityscape_round(g), rounds);
        ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
        sky_cityscape_free(g);
    }
}
END_TEST

START_TEST(cs13_scripted_round_two_players)
{
    sky_cityscape *g = new_game(2, 0, 0);
    int city[16], i, total[2];

    set_all_goals(g, script_goals);
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 0), 65 + 55);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 1), 65 + 50);
    ck_assert_int_eq(score_of(g, 0), 120);
    ck_assert_int_eq(score_of(g, 1), 115);
    ck_assert_int_eq(sky_cityscape_round_board(g, 0, city), SKY_OK);
    for (i = 0; i < 16; i++)
        ck_assert_int_eq(city[i], script_city[i]);
    /* rounds not yet played, and players that do not exist */
    ck_assert_int_eq(sky_cityscape_round_score(g, 1, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_round_score(g, -1, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 2), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_round_board(g, 1, city), SKY_ERANGE);
    /* two players, two scores: a third slot is left alone */
    ck_assert_int_eq(sky_cityscape_scores(g, city, 16), 2);
    ck_assert_int_eq(city[0], 120);
    ck_assert_int_eq(city[1], 115);
    ck_assert_int_eq(city[2], script_city[2]);

    /* the rest of the match: totals are the sums of the rounds */
    for (i = 1; i < 4; i++)
        play_filler_round(g);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    for (i = 0; i < 2; i++) {
        int r;

        total[i] = 0;
        for (r = 0; r < 4; r++)
            total[i] += sky_cityscape_round_score(g, r, i);
        ck_assert_int_eq(score_of(g, i), total[i]);
    }
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs13_scripted_round_four_players_shared_win)
{
    sky_cityscape *g = new_game(4, 1, 0);
    unsigned mask = 0;
    int p;

    set_all_goals(g, script_goals);
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_EPHASE);
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    for (p = 0; p < 4; p++) {
        ck_assert_int_eq(sky_cityscape_round_score(g, 0, p), script_side_points[p]);
        ck_assert_int_eq(score_of(g, p), script_side_points[p]);
    }
    /* CS-9: players 0 and 2 tie on 65 and share the win */
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 0x5u);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(cs9_single_winner_and_game_over)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape_move moves[4];
    unsigned mask = 0;
    int player;

    set_all_goals(g, script_goals);
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 0x1u);     /* 120 beats 115 */
    for (player = 0; player < 2; player++) {
        ck_assert_int_eq(sky_cityscape_play(g, player, mv(1, 0, 0)), SKY_EOVER);
        ck_assert_int_eq(sky_cityscape_check(g, player, mv(1, 0, 0)), SKY_EOVER);
    }
    ck_assert_int_eq(set_goals(g, 0, all_ones[0]), SKY_EOVER);
    ck_assert_int_eq(sky_cityscape_check(g, 0, goal(0, all_ones[0])), SKY_EOVER);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, moves, 4), 0);
    sky_cityscape_free(g);
}
END_TEST

/* ---- legal moves --------------------------------------------------------------- */

START_TEST(legal_moves_empty_board_is_80_in_order)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int i;

    set_all_goals(g, all_ones);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES), 80);
    /* heights ascending, then lots row-major */
    for (i = 0; i < 80; i++) {
        ck_assert_int_eq(moves[i].height, 1 + i / 16);
        ck_assert_int_eq(moves[i].row, (i % 16) / 4);
        ck_assert_int_eq(moves[i].col, i % 4);
    }
    sky_cityscape_free(g);
}
END_TEST

/*
 * While goals are set, the legal moves are the 1296 goal settings of
 * to_move()'s first side without goals, codes ascending as a number.
 */
START_TEST(legal_moves_while_goals_are_set_are_goal_settings)
{
    sky_cityscape *g = new_game(4, 1, 0);
    static sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int i, line, want[4];

    ck_assert_int_eq(sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES), 1296);
    ck_assert_int_eq(SKY_CITYSCAPE_MAX_MOVES, 1296);
    for (i = 0; i < 1296; i++) {
        ck_assert_int_eq(moves[i].height, 0);
        ck_assert_int_eq(moves[i].side, SKY_CITYSCAPE_S);
        for (line = 0; line < 4; line++)
            ck_assert_int_eq(moves[i].codes[line],
                             i / (line == 0 ? 216 : line == 1 ? 36 : line == 2 ? 6 : 1) % 6 + 1);
        ck_assert_int_eq(sky_cityscape_check(g, 0, moves[i]), SKY_OK);
    }
    /* S set: W is next, owned by player 1 */
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_S, all_ones[0]), SKY_OK);
    ck_assert_int_eq(sky_cityscape_to_move(g), 1);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, moves, 2), 1296);
    ck_assert_int_eq(moves[0].side, SKY_CITYSCAPE_W);
    want[0] = want[1] = want[2] = 1;
    want[3] = 2;
    assert_codes(moves[1].codes, want);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(legal_moves_shrink_when_a_height_runs_out)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int i, n;

    set_all_goals(g, all_ones);
    for (i = 0; i < 5; i++) {
        place(g, 2, 3, i % 4);
        n = sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES);
        ck_assert_int_eq(n, i < 4 ? 80 : 64);
    }
    for (i = 0; i < n; i++)
        ck_assert_int_ne(moves[i].height, 2);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(legal_moves_short_buffer)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape_move moves[6];
    int i;

    set_all_goals(g, all_ones);
    memset(moves, 0x7f, sizeof moves);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, moves, 3), 80);
    for (i = 0; i < 3; i++) {
        ck_assert_int_eq(moves[i].height, 1);
        ck_assert_int_eq(moves[i].row, 0);
        ck_assert_int_eq(moves[i].col, i);
    }
    for (i = 3; i < 6; i++)     /* untouched past cap */
        ck_assert_int_eq(moves[i].height, 0x7f7f7f7f);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, NULL, 0), 80);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, NULL, 3), SKY_EINVAL);
    sky_cityscape_free(g);
}
END_TEST

/*
 * Over seeded random games: the listed moves are exactly the (height,
 * lot) pairs that check OK for the player to move.
 */
static void assert_legal_equals_check(const sky_cityscape *g)
{
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int listed[6][16] = { { 0 } };
    int n = sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES);
    int player = sky_cityscape_to_move(g), i, h;

    ck_assert_int_ge(n, 1);
    ck_assert_int_ge(player, 0);
    for (i = 0; i < n; i++) {
        ck_assert_int_eq(sky_cityscape_check(g, player, moves[i]), SKY_OK);
        listed[moves[i].height][moves[i].row * 4 + moves[i].col]++;
    }
    for (h = 1; h <= 5; h++)
        for (i = 0; i < 16; i++) {
            int ok = sky_cityscape_check(g, player, mv(h, i / 4, i % 4)) == SKY_OK;

            ck_assert_int_eq(listed[h][i], ok);
        }
}

START_TEST(legal_moves_are_exactly_the_checked_moves)
{
    sky_rng rng;
    int game, i;

    ck_assert_int_eq(sky_rng_seed(&rng, 31337), SKY_OK);
    for (game = 0; game < 10; game++) {
        sky_cityscape *g = new_game(2 + game % 3, 1, game % 2);

        set_all_goals(g, all_ones);
        for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++) {
            assert_legal_equals_check(g);
            place_random(g, &rng);
        }
        sky_cityscape_free(g);
    }
}
END_TEST

/* ---- undo ------------------------------------------------------------------------ */

START_TEST(undo_on_fresh_game)
{
    sky_cityscape *g = new_game(2, 0, 0);

    ck_assert_int_eq(sky_cityscape_undo(g), SKY_ENOUNDO);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(undo_goal_setting)
{
    sky_cityscape *g = new_game(3, 0, 0);
    sky_cityscape *before;
    int got[4];

    ck_assert_int_eq(set_goals(g, 0, script_goals[0]), SKY_OK);
    before = clone_of(g);
    ck_assert_int_eq(set_goals(g, 2, script_goals[2]), SKY_OK);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    assert_same_state(g, before);
    ck_assert_int_eq(goals_of(g, 2, SKY_VIEW_ALL, got), SKY_ENOGOALS);
    assert_codes(got, zeros);
    /* the side can set its goals again */
    ck_assert_int_eq(set_goals(g, 2, script_goals[1]), SKY_OK);
    sky_cityscape_free(before);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(undo_placement)
{
    sky_cityscape *g = new_game(2, 0, 0);
    sky_cityscape *before;

    set_all_goals(g, script_goals);
    play_script(g, 6);
    before = clone_of(g);
    place(g, script_moves[6][0], script_moves[6][1], script_moves[6][2]);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    assert_same_state(g, before);
    ck_assert_int_eq(sky_cityscape_to_move(g), sky_cityscape_to_move(before));
    ck_assert_int_eq(sky_cityscape_supply(g, 4), sky_cityscape_supply(before, 4));
    ck_assert_int_eq(sky_cityscape_height(g, 1, 1), 5);
    sky_cityscape_free(before);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(undo_across_round_boundary)
{
    sky_cityscape *g = new_game(2, 2, 0);
    sky_cityscape *before_last, *after_round;
    int p;

    set_all_goals(g, script_goals);
    play_script(g, SKY_CITYSCAPE_BLOCKS - 1);
    before_last = clone_of(g);
    place(g, script_moves[24][0], script_moves[24][1], script_moves[24][2]);
    after_round = clone_of(g);
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    ck_assert_int_eq(set_goals(g, 0, all_ones[0]), SKY_OK);

    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);    /* the goal setting */
    assert_same_state(g, after_round);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);    /* the round's last block */
    assert_same_state(g, before_last);
    ck_assert_int_eq(sky_cityscape_round(g), 0);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_BUILD);
    for (p = 0; p < 2; p++)
        ck_assert_int_eq(score_of(g, p), 0);
    ck_assert_int_eq(sky_cityscape_round_score(g, 0, 0), SKY_ERANGE);
    sky_cityscape_free(after_round);
    sky_cityscape_free(before_last);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(undo_from_game_over_back_to_start)
{
    sky_cityscape *g = new_game(2, 1, 1);
    sky_cityscape *fresh = clone_of(g);
    int actions = 4 + SKY_CITYSCAPE_BLOCKS, i;

    play_filler_round(g);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    for (i = 0; i < actions; i++)
        ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_ENOUNDO);
    assert_same_state(g, fresh);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_GOALS);
    sky_cityscape_free(fresh);
    sky_cityscape_free(g);
}
END_TEST

/* ---- rejected moves change nothing --------------------------------------------- */

START_TEST(rejected_actions_leave_game_unchanged)
{
    static const int bad_codes[4] = { 1, 2, 0, 4 };
    sky_cityscape *g = new_game(2, 1, 0);
    char *before, *after;
    int i, player, other;

    ck_assert_int_eq(set_goals(g, 0, script_goals[0]), SKY_OK);
    before = record_text(g, SKY_VIEW_ALL);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);
    ck_assert_int_eq(set_goals(g, 0, script_goals[1]), SKY_EGOALSSET);
    ck_assert_int_eq(set_goals(g, 1, bad_codes), SKY_ECODE);
    after = record_text(g, SKY_VIEW_ALL);
    ck_assert_str_eq(after, before);
    free(before);
    free(after);

    for (i = 1; i < 4; i++)
        ck_assert_int_eq(set_goals(g, i, script_goals[i]), SKY_OK);
    for (i = 0; i < 5; i++)
        place(g, 4, 0, i % 4);
    player = sky_cityscape_to_move(g);
    other = 1 - player;
    before = record_text(g, SKY_VIEW_ALL);
    ck_assert_int_eq(sky_cityscape_play(g, other, mv(1, 0, 0)), SKY_ETURN);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(1, 4, 0)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(6, 0, 0)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(0, 0, 0)), SKY_EPHASE);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(-1, 0, 0)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_play(g, player, mv(4, 0, 0)), SKY_ENOBLOCK);
    ck_assert_int_eq(sky_cityscape_play(g, 2, mv(1, 0, 0)), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    place(g, 4, 0, 0);
    after = record_text(g, SKY_VIEW_ALL);
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    sky_cityscape_free(g);
}
END_TEST

/* ---- text: the record ------------------------------------------------------------ */

/* read(write(g)) writes the same text and agrees on where the match is. */
static void assert_round_trip(const sky_cityscape *g)
{
    char *text = record_text(g, SKY_VIEW_ALL), *again;
    sky_cityscape *copy = NULL;
    size_t offset = 12345;
    int p;

    ck_assert_msg(sky_cityscape_read(text, &copy, &offset) == SKY_OK,
                  "record did not read back (offset %zu):\n%s", offset, text);
    again = record_text(copy, SKY_VIEW_ALL);
    ck_assert_str_eq(again, text);
    ck_assert_int_eq(sky_cityscape_round(copy), sky_cityscape_round(g));
    ck_assert_int_eq(sky_cityscape_phase(copy), sky_cityscape_phase(g));
    ck_assert_int_eq(sky_cityscape_to_move(copy), sky_cityscape_to_move(g));
    for (p = 0; p < sky_cityscape_players(g); p++)
        ck_assert_int_eq(score_of(copy, p), score_of(g, p));
    free(again);
    free(text);
    sky_cityscape_free(copy);
}

START_TEST(record_round_trip_at_every_step)
{
    sky_cityscape *g = new_game(3, 2, 1);
    sky_rng rng;
    int round, side, i;

    ck_assert_int_eq(sky_rng_seed(&rng, 99), SKY_OK);
    assert_round_trip(g);
    for (round = 0; round < 2; round++) {
        for (side = 0; side < 3; side++) {
            ck_assert_int_eq(set_goals(g, side, script_goals[side]),
                             SKY_OK);
            assert_round_trip(g);
        }
        for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++) {
            place_random(g, &rng);
            assert_round_trip(g);
        }
    }
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
    sky_cityscape_free(g);
}
END_TEST

/* A record written by hand (not by the writer) replays as expected. */
START_TEST(record_read_by_hand)
{
    static const char text[] =
        "skyline cityscape 1\n"
        "players 2 rounds 1 first 1\n"
        "# a comment\n"
        "S:5362 W:2461 N:2615 E:3526\n"
        "3a4 1b4\n5d1   2d1\n";
    sky_cityscape *g = NULL;
    int got[4];

    ck_assert_int_eq(sky_cityscape_read(text, &g, NULL), SKY_OK);
    ck_assert_ptr_nonnull(g);
    ck_assert_int_eq(sky_cityscape_players(g), 2);
    ck_assert_int_eq(sky_cityscape_rounds(g), 1);
    ck_assert_int_eq(sky_cityscape_height(g, 0, 0), 3);
    ck_assert_int_eq(sky_cityscape_height(g, 0, 1), 1);
    ck_assert_int_eq(sky_cityscape_height(g, 3, 3), 7);
    ck_assert_int_eq(sky_cityscape_supply(g, 5), 4);
    /* first player 1, four blocks placed: player 1 again */
    ck_assert_int_eq(sky_cityscape_to_move(g), 1);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_E, SKY_VIEW_ALL, got), SKY_OK);
    assert_codes(got, script_goals[SKY_CITYSCAPE_E]);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(write_short_buffer_like_snprintf)
{
    sky_cityscape *g = new_game(2, 1, 0);
    char small[5];
    char *full;
    int n;

    set_all_goals(g, script_goals);
    full = record_text(g, SKY_VIEW_ALL);
    n = (int)strlen(full);
    memset(small, 'x', sizeof small);
    ck_assert_int_eq(sky_cityscape_write(g, SKY_VIEW_ALL, small, sizeof small), n);
    ck_assert_int_eq(strncmp(small, full, 4), 0);
    ck_assert_int_eq(small[4], '\0');
    memset(small, 'x', sizeof small);
    ck_assert_int_eq(sky_cityscape_write(g, SKY_VIEW_ALL, small, 0), n);
    ck_assert_int_eq(small[0], 'x');
    ck_assert_int_eq(sky_cityscape_write(g, 2, NULL, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_write(g, -2, NULL, 0), SKY_ERANGE);
    free(full);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(write_hides_other_players_goals)
{
    sky_cityscape *g = new_game(4, 1, 0);
    sky_cityscape *copy = NULL;
    char *text;
    const char *hidden;
    size_t offset = 0;

    set_all_goals(g, script_goals);
    text = record_text(g, 0);
    ck_assert_ptr_nonnull(strstr(text, "S:5362"));
    ck_assert_ptr_null(strstr(text, "W:2461"));
    ck_assert_ptr_nonnull(strstr(text, "W:????"));
    ck_assert_ptr_nonnull(strstr(text, "N:????"));
    ck_assert_ptr_nonnull(strstr(text, "E:????"));
    /* such text does not read back; the error names the first hidden goal */
    hidden = strstr(text, "W:????");
    ck_assert_int_eq(sky_cityscape_read(text, &copy, &offset), SKY_EHIDDEN);
    ck_assert_ptr_null(copy);
    ck_assert_uint_eq(offset, (size_t)(hidden - text));
    free(text);

    /* once the round is scored, every view shows every goal */
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    text = record_text(g, 1);
    ck_assert_ptr_null(strchr(text, '?'));
    ck_assert_ptr_nonnull(strstr(text, "S:5362"));
    ck_assert_ptr_nonnull(strstr(text, "E:3526"));
    free(text);
    sky_cityscape_free(g);
}
END_TEST

/* CS-6: a scored round's goals are everybody's; the next round's are not. */
START_TEST(cs6_scored_round_goals_visible_in_views)
{
    sky_cityscape *g = new_game(4, 2, 0);
    char *text, *first_round;

    set_all_goals(g, script_goals);
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    set_all_goals(g, all_ones);
    text = record_text(g, 2);
    first_round = strstr(text, "S:5362");
    ck_assert_ptr_nonnull(first_round);
    ck_assert_ptr_nonnull(strstr(text, "W:2461"));
    ck_assert_ptr_nonnull(strstr(text, "E:3526"));
    /* this round: player 2 sees N only */
    ck_assert_ptr_nonnull(strstr(first_round, "S:????"));
    ck_assert_ptr_nonnull(strstr(first_round, "N:1111"));
    ck_assert_ptr_nonnull(strstr(first_round, "E:????"));
    free(text);
    sky_cityscape_free(g);
}
END_TEST

/* Reads `text`, expecting `status` with the error at the token `at`. */
static void assert_read_fails(const char *text, int status, const char *at)
{
    sky_cityscape *g = NULL;
    size_t offset = (size_t)-1;
    const char *where = strstr(text, at);

    ck_assert_ptr_nonnull(where);
    ck_assert_msg(sky_cityscape_read(text, &g, &offset) == status,
                  "reading %s: want %s", text, sky_status_name(status));
    ck_assert_ptr_null(g);
    ck_assert_msg(offset == (size_t)(where - text),
                  "reading %s: offset %zu, want %zu", text, offset,
                  (size_t)(where - text));
}

#define HEAD "skyline cityscape 1\nplayers 2 rounds 1 first 0\n"
#define GOALS "S:1111 W:1111 N:1111 E:1111\n"

START_TEST(read_rejects_bad_header)
{
    assert_read_fails("chess cityscape 1\nplayers 2 rounds 1 first 0\n",
                      SKY_EPARSE, "chess");
    assert_read_fails("skyline citiscape 1\nplayers 2 rounds 1 first 0\n",
                      SKY_EPARSE, "citiscape");
    assert_read_fails("skyline cityscape 2\nplayers 2 rounds 1 first 0\n",
                      SKY_EVERSION, "2");
    assert_read_fails("skyline cityscape one\nplayers 2 rounds 1 first 0\n",
                      SKY_EPARSE, "one");
    assert_read_fails("skyline cityscape 1\nplayers 5 rounds 1 first 0\n",
                      SKY_ERANGE, "5");
    assert_read_fails("skyline cityscape 1\nplayers 2 rounds 65 first 0\n",
                      SKY_ERANGE, "65");
    assert_read_fails("skyline cityscape 1\nplayers 2 rounds 1 first 2\n",
                      SKY_ERANGE, "2\n");
    assert_read_fails("skyline cityscape 1\nplayers 2 turns 1 first 0\n",
                      SKY_EPARSE, "turns");
}
END_TEST

START_TEST(read_rejects_illegal_actions)
{
    assert_read_fails(HEAD GOALS "1a1 1a1 1a1 1a1 1a1 1b1\n", SKY_ENOBLOCK, "1b1");
    assert_read_fails(HEAD "S:1111 W:1111 N:1111\n2a1\n", SKY_ENOGOALS, "2a1");
    assert_read_fails(HEAD "S:1111 W:1171\n", SKY_ECODE, "W:1171");
    assert_read_fails(HEAD "S:1111 S:2222\n", SKY_EGOALSSET, "S:2222");
    assert_read_fails(HEAD "S:1111 W:1111 N:1111 E:1111 Q:1111\n", SKY_EPARSE, "Q:");
    assert_read_fails(HEAD GOALS "1a1 6a2\n", SKY_EHEIGHT, "6a2");
    assert_read_fails(HEAD GOALS "1a1 2e2\n", SKY_EOFFBOARD, "2e2");
    assert_read_fails(HEAD GOALS "1a1 2a5\n", SKY_EOFFBOARD, "2a5");
}
END_TEST

START_TEST(read_rejects_malformed_tokens)
{
    assert_read_fails(HEAD GOALS "1a1 xyz\n", SKY_EPARSE, "xyz");
    assert_read_fails(HEAD GOALS "1a1 3a1x\n", SKY_EPARSE, "3a1x");
    assert_read_fails(HEAD "S:1111 W-1111\n", SKY_EPARSE, "W-1111");
    assert_read_fails(HEAD "S:11a1\n", SKY_EPARSE, "S:11a1");
    assert_read_fails(HEAD "S:11111\n", SKY_EPARSE, "S:11111");
    assert_read_fails(HEAD "S:1111 W:????\n", SKY_EHIDDEN, "W:????");
}
END_TEST

START_TEST(read_rejects_truncated_records)
{
    static const char full[] = HEAD GOALS "1a1 2b2\n";
    char cut[sizeof full];
    sky_cityscape *g = NULL;
    size_t offset = (size_t)-1;

    assert_read_fails(HEAD "S:11", SKY_EPARSE, "S:11");
    assert_read_fails(HEAD GOALS "1a1 2b", SKY_EPARSE, "2b");
    assert_read_fails("skyline cityscape 1\nplayers 2 rou", SKY_EPARSE, "rou");
    /* cut right after a keyword: the missing number is at the end */
    memcpy(cut, full, sizeof full);
    cut[strlen("skyline cityscape 1\nplayers 2 rounds")] = '\0';
    ck_assert_int_eq(sky_cityscape_read(cut, &g, &offset), SKY_EPARSE);
    ck_assert_ptr_null(g);
    ck_assert_uint_le(offset, strlen(cut));
    ck_assert_uint_ge(offset, strlen("skyline cityscape 1\nplayers 2 "));
    offset = (size_t)-1;
    ck_assert_int_eq(sky_cityscape_read("", &g, &offset), SKY_EPARSE);
    ck_assert_uint_eq(offset, 0);
    ck_assert_int_eq(sky_cityscape_read("skyline", &g, NULL), SKY_EPARSE);
    ck_assert_ptr_null(g);
}
END_TEST

/* ---- text: move notation --------------------------------------------------------- */

static void assert_notation(int height, int row, int col, const char *text)
{
    char buf[SKY_CITYSCAPE_NOTATION_SIZE];
    sky_cityscape_move m = mv(0, 0, 0);

    ck_assert_int_eq(sky_cityscape_move_to_string(mv(height, row, col), buf,
                                                  sizeof buf), 3);
    ck_assert_str_eq(buf, text);
    ck_assert_int_eq(sky_cityscape_move_from_string(text, &m), SKY_OK);
    ck_assert_int_eq(m.height, height);
    ck_assert_int_eq(m.row, row);
    ck_assert_int_eq(m.col, col);
}

START_TEST(move_notation_examples)
{
    /* columns a..d west to east; rank 1 is the south row, row 3 */
    assert_notation(3, 2, 1, "3b2");
    assert_notation(1, 3, 0, "1a1");
    assert_notation(5, 0, 3, "5d4");
    assert_notation(2, 0, 0, "2a4");
    assert_notation(4, 3, 3, "4d1");
    assert_notation(1, 1, 2, "1c3");
}
END_TEST

START_TEST(move_notation_round_trips_every_move)
{
    char buf[SKY_CITYSCAPE_NOTATION_SIZE];
    int h, lot;

    for (h = 1; h <= 5; h++)
        for (lot = 0; lot < 16; lot++) {
            sky_cityscape_move m;

            ck_assert_int_eq(sky_cityscape_move_to_string(mv(h, lot / 4, lot % 4),
                                                          buf, sizeof buf), 3);
            ck_assert_int_eq(sky_cityscape_move_from_string(buf, &m), SKY_OK);
            ck_assert_int_eq(m.height, h);
            ck_assert_int_eq(m.row * 4 + m.col, lot);
        }
}
END_TEST

/* The header's codes: EPARSE, or a more specific one where it applies. */
START_TEST(move_notation_rejects_bad_text)
{
    sky_cityscape_move m = mv(9, 9, 9);

    ck_assert_int_eq(sky_cityscape_move_from_string("6a1", &m), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_move_from_string("0a1", &m), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_move_from_string("3e1", &m), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_move_from_string("3a5", &m), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_move_from_string("3a0", &m), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_move_from_string("", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("3a", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("3a1x", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("3A1", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string(" 3a1", &m), SKY_EPARSE);
    /* goal notation: side letter, colon, four codes 1..6 */
    ck_assert_int_eq(sky_cityscape_move_from_string("X:1111", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("s:1111", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("S:111", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("S:11111", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("S:11x1", &m), SKY_EPARSE);
    ck_assert_int_eq(sky_cityscape_move_from_string("S:1171", &m), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_move_from_string("S:0111", &m), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_move_from_string("N:????", &m), SKY_EHIDDEN);
    ck_assert_int_eq(sky_cityscape_move_from_string("N:1?11", &m), SKY_EHIDDEN);
    /* a failed parse leaves the move alone */
    ck_assert_int_eq(m.height, 9);
    ck_assert_int_eq(m.row, 9);
    ck_assert_int_eq(m.col, 9);
}
END_TEST

START_TEST(move_to_string_bad_move_and_short_buffer)
{
    char buf[SKY_CITYSCAPE_NOTATION_SIZE];

    /* height 0 is a goal setting: its codes 0 are no codes */
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(0, 0, 0), buf, sizeof buf),
                     SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(-1, 0, 0), buf, sizeof buf),
                     SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(6, 0, 0), buf, sizeof buf),
                     SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(1, 4, 0), buf, sizeof buf),
                     SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(1, 0, -1), buf, sizeof buf),
                     SKY_EOFFBOARD);
    /* snprintf-like: the length needed, and what fits */
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(3, 2, 1), NULL, 0), 3);
    memset(buf, 'x', sizeof buf);
    ck_assert_int_eq(sky_cityscape_move_to_string(mv(3, 2, 1), buf, 3), 3);
    ck_assert_str_eq(buf, "3b");
}
END_TEST

static size_t count_char(const char *text, char c)
{
    size_t n = 0;

    for (; *text; text++)
        n += *text == c;
    return n;
}

START_TEST(render_shows_something_and_respects_views)
{
    sky_cityscape *g = new_game(4, 1, 0);
    char *all, *mine;

    set_all_goals(g, script_goals);
    play_script(g, 3);
    all = picture_text(g, SKY_VIEW_ALL);
    mine = picture_text(g, 0);
    /* player 0's picture hides the other three sides' codes */
    ck_assert_uint_gt(count_char(mine, '?'), count_char(all, '?'));
    ck_assert_int_eq(sky_cityscape_render(g, 4, NULL, 0), SKY_ERANGE);
    free(all);
    free(mine);
    sky_cityscape_free(g);
}
END_TEST

/* ---- NULL handles and out pointers ---------------------------------------------- */

START_TEST(null_arguments_are_einval)
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_cityscape *out = NULL;
    sky_cityscape_move m = mv(1, 0, 0), moves[2];
    int codes[4] = { 1, 1, 1, 1 }, city[16];
    unsigned mask;
    char buf[64];
    sky_rng rng;

    ck_assert_int_eq(sky_rng_seed(&rng, 1), SKY_OK);
    sky_cityscape_free(NULL);
    ck_assert_int_eq(sky_cityscape_options_init(NULL, sizeof(sky_cityscape_options)),
                     SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_new(NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_clone(NULL, &out), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_clone(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_players(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_rounds(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_phase(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_to_move(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_side_owner(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_is_over(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_check(NULL, 0, goal(0, codes)), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_play(NULL, 0, goal(0, codes)), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_goals(NULL, 0, SKY_VIEW_ALL, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_goals(g, 0, SKY_VIEW_ALL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_check(NULL, 0, m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_play(NULL, 0, m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_legal_moves(NULL, moves, 2), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_legal_moves(g, NULL, 2), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_undo(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_height(NULL, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_board(NULL, city), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_board(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_supply(NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_scores(NULL, codes, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_scores(g, NULL, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_scores(g, NULL, 0), 2);
    ck_assert_int_eq(sky_cityscape_round_score(NULL, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_board(NULL, 0, city), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_board(g, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_winners(NULL, &mask), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_winners(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_write(NULL, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_write(g, SKY_VIEW_ALL, NULL, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_read(NULL, &out, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_read(HEAD, NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_move_to_string(m, NULL, 8), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_move_from_string(NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_move_from_string("1a1", NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_render(NULL, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_render(g, SKY_VIEW_ALL, NULL, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_visible(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_line_score(NULL, 1, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_line(NULL, 0, 0, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_line(city, 0, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_side_score(NULL, 0, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_side_score(script_city, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_goals(NULL, 0, 0, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_goals(g, 0, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_bot_move(NULL, SKY_BOT_RANDOM, &rng, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_GREEDY, NULL, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_RANDOM, &rng, NULL), SKY_EINVAL);
    sky_cityscape_free(g);
}
END_TEST

/* ---- bots -------------------------------------------------------------------------- */

static void assert_valid_codes(const int codes[4])
{
    int i;

    for (i = 0; i < 4; i++) {
        ck_assert_int_ge(codes[i], 1);
        ck_assert_int_le(codes[i], 6);
    }
}

/* One bot move for the player to move, checked before it is played. */
static void bot_plays(sky_cityscape *g, int bot, sky_rng *rng)
{
    sky_cityscape_move m;
    int player = sky_cityscape_to_move(g);

    ck_assert_int_ge(player, 0);
    ck_assert_int_eq(sky_cityscape_bot_move(g, bot, rng, &m), SKY_OK);
    if (m.height == 0)
        assert_valid_codes(m.codes);
    ck_assert_int_eq(sky_cityscape_check(g, player, m), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, player, m), SKY_OK);
}

/*
 * Goals of every side in play from bot `bot`: in the goals phase the bot
 * gives the goals of to_move()'s first side without goals.
 */
static void bot_sets_goals(sky_cityscape *g, int bot, sky_rng *rng)
{
    int side;

    for (side = 0; side < 4; side++) {
        sky_cityscape_move m;

        if (!side_in_play(g, side))
            continue;
        ck_assert_int_eq(sky_cityscape_to_move(g), sky_cityscape_side_owner(g, side));
        ck_assert_int_eq(sky_cityscape_bot_move(g, bot, rng, &m), SKY_OK);
        ck_assert_int_eq(m.height, 0);
        ck_assert_int_eq(m.side, side);
        assert_valid_codes(m.codes);
        ck_assert_int_eq(sky_cityscape_check(g, sky_cityscape_to_move(g), m), SKY_OK);
        ck_assert_int_eq(sky_cityscape_play(g, sky_cityscape_to_move(g), m), SKY_OK);
    }
}

/* A whole match; bots[p] plays player p and sets its sides' goals. */
static void bot_match(sky_cityscape *g, const int bots[4], sky_rng *rng)
{
    while (!sky_cityscape_is_over(g))
        bot_plays(g, bots[sky_cityscape_to_move(g)], rng);
}

START_TEST(bots_produce_legal_goals_and_moves)
{
    int players, bot;
    sky_rng rng;

    ck_assert_int_eq(sky_rng_seed(&rng, 2718), SKY_OK);
    for (players = 2; players <= 4; players++)
        for (bot = SKY_BOT_RANDOM; bot <= SKY_BOT_GREEDY; bot++) {
            sky_cityscape *g = new_game(players, 1, 0);
            int i;

            bot_sets_goals(g, bot, &rng);
            for (i = 0; i < SKY_CITYSCAPE_BLOCKS; i++)
                bot_plays(g, bot, &rng);
            ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_OVER);
            sky_cityscape_free(g);
        }
}
END_TEST

START_TEST(bots_report_why_they_cannot_act)
{
    sky_cityscape *g = new_game(3, 1, 0);
    sky_cityscape_move m = mv(9, 9, 9), before;
    sky_rng rng, unseeded;

    ck_assert_int_eq(sky_rng_seed(&rng, 5), SKY_OK);
    memset(&unseeded, 0, sizeof unseeded);
    before = m;
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_SEARCH + 1, &rng, &m), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_bot_move(g, -1, &rng, &m), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_bot_move(g, 7, &rng, &m), SKY_ERANGE);
    /* an all-zero generator is unseeded */
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_RANDOM, &unseeded, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_GREEDY, &unseeded, &m), SKY_EINVAL);
    ck_assert_mem_eq(&m, &before, sizeof m);
    /* while goals are set, the bot gives goals (of S, due first) */
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
    ck_assert_int_eq(m.height, 0);
    ck_assert_int_eq(m.side, SKY_CITYSCAPE_S);
    set_all_goals(g, all_ones);
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK);
    ck_assert_int_ge(m.height, 1);
    while (!sky_cityscape_is_over(g))
        place_first_legal(g);
    before = m;
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_EOVER);
    ck_assert_int_eq(sky_cityscape_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_EOVER);
    ck_assert_mem_eq(&m, &before, sizeof m);
    sky_cityscape_free(g);
}
END_TEST

START_TEST(bots_are_deterministic_for_a_seed)
{
    static const int bots[4] = {
        SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY, SKY_BOT_RANDOM
    };
    sky_cityscape *a = new_game(3, 0, 0), *b = new_game(3, 0, 0);
    sky_rng ra, rb;

    ck_assert_int_eq(sky_rng_seed(&ra, 4242), SKY_OK);
    ck_assert_int_eq(sky_rng_seed(&rb, 4242), SKY_OK);
    bot_match(a, bots, &ra);
    bot_match(b, bots, &rb);
    assert_same_state(a, b);
    sky_cityscape_free(a);
    sky_cityscape_free(b);
}
END_TEST

/*
 * Greedy against random over 20 seeded two-player one-round matches,
 * seats alternating: greedy must score more than twice as much (it
 * scores about five times as much: 3,080 points to 525 in these 20,
 * 30,760 to 6,005 over 200).
 */
START_TEST(greedy_beats_random_on_average)
{
    enum { MATCHES = 20 };
    long greedy_total = 0, random_total = 0;
    int match;

    for (match = 0; match < MATCHES; match++) {
        int greedy_seat = match % 2;
        int bots[4] = { SKY_BOT_RANDOM, SKY_BOT_RANDOM, 0, 0 };
        sky_cityscape *g = new_game(2, 1, 0);
        sky_rng rng;

        bots[greedy_seat] = SKY_BOT_GREEDY;
        ck_assert_int_eq(sky_rng_seed(&rng, 1000 + (uint64_t)match), SKY_OK);
        bot_match(g, bots, &rng);
        greedy_total += score_of(g, greedy_seat);
        random_total += score_of(g, 1 - greedy_seat);
        sky_cityscape_free(g);
    }
    ck_assert_msg(greedy_total > 2 * random_total,
                  "greedy mean %.1f, random mean %.1f",
                  (double)greedy_total / MATCHES, (double)random_total / MATCHES);
}
END_TEST

/*
 * The same with every side's goals from the random bot: what is left to
 * tell the two apart is the greedy bot's placements (2,595 points to 620
 * in these 20 matches).
 */
static void random_goals_match(int greedy_seat, uint64_t seed, int points[2])
{
    sky_cityscape *g = new_game(2, 1, 0);
    sky_rng rng;

    ck_assert_int_eq(sky_rng_seed(&rng, seed), SKY_OK);
    bot_sets_goals(g, SKY_BOT_RANDOM, &rng);
    while (sky_cityscape_phase(g) == SKY_CITYSCAPE_PHASE_BUILD) {
        int player = sky_cityscape_to_move(g);

        bot_plays(g, player == greedy_seat ? SKY_BOT_GREEDY : SKY_BOT_RANDOM, &rng);
    }
    points[0] = score_of(g, greedy_seat);
    points[1] = score_of(g, 1 - greedy_seat);
    sky_cityscape_free(g);
}

START_TEST(greedy_moves_beat_random_moves)
{
    enum { MATCHES = 20 };
    long greedy_total = 0, random_total = 0;
    int match, points[2];

    for (match = 0; match < MATCHES; match++) {
        random_goals_match(match % 2, 5000 + (uint64_t)match, points);
        greedy_total += points[0];
        random_total += points[1];
    }
    ck_assert_msg(greedy_total > 2 * random_total,
                  "greedy mean %.1f, random mean %.1f",
                  (double)greedy_total / MATCHES, (double)random_total / MATCHES);
}
END_TEST


/* ---- the 1.0 shape ---------------------------------------------------------------- */

/* An "old caller" knows only size and players: the rest are defaults. */
START_TEST(options_old_caller_gets_defaults)
{
    sky_cityscape_options opt;
    sky_cityscape *g = NULL;
    size_t old_size = offsetof(sky_cityscape_options, rounds);

    memset(&opt, 0x5a, sizeof opt);
    ck_assert_int_eq(sky_cityscape_options_init(&opt, old_size), SKY_OK);
    ck_assert_uint_eq(opt.size, old_size);
    ck_assert_int_eq(opt.players, 2);
    /* past the caller's size nothing is written, and nothing is read */
    ck_assert_int_eq(opt.rounds, 0x5a5a5a5a);
    opt.players = 3;
    ck_assert_int_eq(sky_cityscape_new(&opt, &g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_players(g), 3);
    ck_assert_int_eq(sky_cityscape_rounds(g), 3);     /* CS-9 default */
    ck_assert_int_eq(sky_cityscape_to_move(g), 0);    /* first_player 0 */
    sky_cityscape_free(g);
}
END_TEST

/* A "new caller" has a field this library does not know. */
START_TEST(options_new_caller_extra_field)
{
    struct newer {
        sky_cityscape_options known;
        int extra;
    } opt;
    sky_cityscape *g = NULL;

    memset(&opt, 0x5a, sizeof opt);
    ck_assert_int_eq(sky_cityscape_options_init(&opt.known, sizeof opt), SKY_OK);
    ck_assert_uint_eq(opt.known.size, sizeof opt);
    ck_assert_int_eq(opt.known.players, 2);
    ck_assert_int_eq(opt.extra, 0);
    opt.known.players = 4;
    ck_assert_int_eq(sky_cityscape_new(&opt.known, &g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_players(g), 4);
    sky_cityscape_free(g);
    g = NULL;
    opt.extra = 1;
    ck_assert_int_eq(sky_cityscape_new(&opt.known, &g), SKY_EOPTION);
    ck_assert_ptr_null(g);
}
END_TEST

START_TEST(options_nonsense_sizes_are_einval)
{
    static const size_t sizes[] = { 0, 1, SKY_OPTIONS_MAX_SIZE + 1, SIZE_MAX };
    sky_cityscape_options opt;
    sky_cityscape *g = NULL;
    size_t i;

    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        ck_assert_int_eq(sky_cityscape_options_init(&opt, sizes[i]), SKY_EINVAL);
        ck_assert_int_eq(sky_cityscape_options_init(&opt, sizeof opt), SKY_OK);
        opt.size = sizes[i];
        ck_assert_int_eq(sky_cityscape_new(&opt, &g), SKY_EINVAL);
        ck_assert_ptr_null(g);
    }
}
END_TEST

/* Another game's handle passed as a Cityscape one is refused, unread. */
START_TEST(handle_of_another_game_is_einval)
{
    sky_game *other = NULL;
    sky_cityscape *h, *out = NULL;
    sky_cityscape_move m = mv(1, 0, 0), moves[2];
    int codes[4], city[16];
    unsigned mask;
    char buf[64];
    sky_rng rng;

    ck_assert_int_eq(sky_game_new("sprawl", NULL, &other), SKY_OK);
    h = (sky_cityscape *)other;
    ck_assert_int_eq(sky_rng_seed(&rng, 1), SKY_OK);
    ck_assert_int_eq(sky_cityscape_clone(h, &out), SKY_EINVAL);
    ck_assert_ptr_null(out);
    ck_assert_int_eq(sky_cityscape_players(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_phase(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_to_move(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_is_over(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_rounds(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_side_owner(h, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_check(h, 0, m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_play(h, 0, m), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_legal_moves(h, moves, 2), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_undo(h), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_goals(h, 0, SKY_VIEW_ALL, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_height(h, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_board(h, city), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_supply(h, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_scores(h, codes, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_winners(h, &mask), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_score(h, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_board(h, 0, city), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_round_goals(h, 0, 0, codes), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_write(h, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_render(h, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_cityscape_bot_move(h, SKY_BOT_RANDOM, &rng, &m), SKY_EINVAL);
    sky_cityscape_free(h);      /* not ours: left alone */
    ck_assert_int_eq(sky_game_players(other), 1);
    sky_game_free(other);
}
END_TEST

/*
 * Defect "unset vs hidden goals": whether a side has set its goals is
 * public at a table, so sky_cityscape_goals() says SKY_ENOGOALS for a
 * side without goals to every viewer, and SKY_EHIDDEN only for goals
 * that are set but secret from the viewer.
 */
START_TEST(goals_unset_vs_hidden)
{
    sky_cityscape *g = new_game(4, 2, 0);
    int got[4], side, viewer;

    for (side = 0; side < 4; side++)
        for (viewer = SKY_VIEW_ALL; viewer < 4; viewer++) {
            ck_assert_int_eq(goals_of(g, side, viewer, got), SKY_ENOGOALS);
            assert_codes(got, zeros);
        }
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_N, script_goals[SKY_CITYSCAPE_N]), SKY_OK);
    for (viewer = SKY_VIEW_ALL; viewer < 4; viewer++) {
        /* N is set: hidden from players 0, 1 and 3, shown to 2 and the referee */
        int want = viewer == 2 || viewer == SKY_VIEW_ALL ? SKY_OK : SKY_EHIDDEN;

        ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_N, viewer, got), want);
        assert_codes(got, want == SKY_OK ? script_goals[SKY_CITYSCAPE_N] : zeros);
        /* S is still unset, which everybody may know */
        ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_S, viewer, got), SKY_ENOGOALS);
    }
    /* after the round: the next round's goals are unset again */
    for (side = 0; side < 4; side++)
        if (side != SKY_CITYSCAPE_N)
            ck_assert_int_eq(set_goals(g, side, script_goals[side]), SKY_OK);
    play_script(g, SKY_CITYSCAPE_BLOCKS);
    ck_assert_int_eq(sky_cityscape_round(g), 1);
    ck_assert_int_eq(goals_of(g, SKY_CITYSCAPE_E, 0, got), SKY_ENOGOALS);
    ck_assert_int_eq(sky_cityscape_round_goals(g, 0, SKY_CITYSCAPE_E, got), SKY_OK);
    assert_codes(got, script_goals[SKY_CITYSCAPE_E]);
    /* the argument checks come first */
    ck_assert_int_eq(goals_of(g, 4, 0, got), SKY_ERANGE);
    ck_assert_int_eq(goals_of(g, 0, 4, got), SKY_ERANGE);
    sky_cityscape_free(g);
}
END_TEST

/*
 * Goals are set at once at a table (CS-6): the owner of any side still
 * without goals may set them; anybody else gets SKY_ETURN.
 */
START_TEST(cs6_goal_moves_from_any_owner_due)
{
    sky_cityscape *g = new_game(2, 1, 0);

    /* two players: 0 owns S and W, 1 owns N and E (CS-4) */
    ck_assert_int_eq(sky_cityscape_to_move(g), 0);
    ck_assert_int_eq(sky_cityscape_check(g, 1, goal(SKY_CITYSCAPE_S, all_ones[0])), SKY_ETURN);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(SKY_CITYSCAPE_N, all_ones[0])), SKY_ETURN);
    ck_assert_int_eq(sky_cityscape_play(g, 2, goal(SKY_CITYSCAPE_S, all_ones[0])), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_play(g, -1, goal(SKY_CITYSCAPE_S, all_ones[0])), SKY_ERANGE);
    /* player 1 need not wait for player 0 */
    ck_assert_int_eq(sky_cityscape_play(g, 1, goal(SKY_CITYSCAPE_E, script_goals[3])), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 1, goal(SKY_CITYSCAPE_N, script_goals[2])), SKY_OK);
    /* player 1 is done: every goal move of theirs is out of turn or set */
    ck_assert_int_eq(sky_cityscape_check(g, 1, goal(SKY_CITYSCAPE_W, all_ones[0])), SKY_ETURN);
    ck_assert_int_eq(sky_cityscape_check(g, 1, goal(SKY_CITYSCAPE_N, all_ones[0])), SKY_EGOALSSET);
    ck_assert_int_eq(sky_cityscape_to_move(g), 0);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(SKY_CITYSCAPE_W, script_goals[1])), SKY_OK);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(SKY_CITYSCAPE_S, script_goals[0])), SKY_OK);
    ck_assert_int_eq(sky_cityscape_phase(g), SKY_CITYSCAPE_PHASE_BUILD);
    /* the record keeps the order played, and replays it */
    assert_round_trip(g);
    sky_cityscape_free(g);
}
END_TEST

/* Unused fields are never read: garbage in them changes nothing. */
START_TEST(garbage_in_unused_fields_is_ignored)
{
    sky_cityscape *g = new_game(3, 1, 0), *before;
    sky_cityscape_move m;
    char buf[SKY_CITYSCAPE_NOTATION_SIZE];
    int i;

    /* a goal setting ignores row and col */
    m = goal(SKY_CITYSCAPE_S, script_goals[0]);
    m.row = INT_MIN;
    m.col = INT_MAX;
    ck_assert_int_eq(sky_cityscape_move_to_string(m, buf, sizeof buf), 6);
    ck_assert_str_eq(buf, "S:5362");
    ck_assert_int_eq(sky_cityscape_play(g, 0, m), SKY_OK);
    /* bad fields the kind uses are refused */
    m = goal(SKY_CITYSCAPE_W, script_goals[1]);
    m.side = INT_MIN;
    ck_assert_int_eq(sky_cityscape_check(g, 1, m), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_move_to_string(m, buf, sizeof buf), SKY_ERANGE);
    m.side = INT_MAX;
    ck_assert_int_eq(sky_cityscape_check(g, 1, m), SKY_ERANGE);
    m.side = SKY_CITYSCAPE_W;
    m.codes[2] = INT_MIN;
    ck_assert_int_eq(sky_cityscape_check(g, 1, m), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_move_to_string(m, buf, sizeof buf), SKY_ECODE);
    m.codes[2] = INT_MAX;
    ck_assert_int_eq(sky_cityscape_play(g, 1, m), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_check(g, 1, mv(INT_MIN, 0, 0)), SKY_ENOGOALS);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_W, script_goals[1]), SKY_OK);
    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_N, script_goals[2]), SKY_OK);
    /* a placement ignores side and codes */
    m = mv(3, 2, 1);
    m.side = INT_MIN;
    for (i = 0; i < 4; i++)
        m.codes[i] = i % 2 ? INT_MAX : INT_MIN;
    ck_assert_int_eq(sky_cityscape_move_to_string(m, buf, sizeof buf), 3);
    ck_assert_str_eq(buf, "3b2");
    before = clone_of(g);
    ck_assert_int_eq(sky_cityscape_check(g, 0, mv(INT_MIN, 0, 0)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_check(g, 0, mv(INT_MAX, 0, 0)), SKY_EHEIGHT);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, INT_MIN, 0)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, INT_MAX)), SKY_EOFFBOARD);
    ck_assert_int_eq(sky_cityscape_play(g, INT_MIN, m), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_play(g, INT_MAX, m), SKY_ERANGE);
    assert_same_state(g, before);
    ck_assert_int_eq(sky_cityscape_play(g, 0, m), SKY_OK);
    ck_assert_int_eq(sky_cityscape_height(g, 2, 1), 3);
    sky_cityscape_free(before);
    sky_cityscape_free(g);
}
END_TEST

/* A rejected goal setting leaves the match exactly as it was. */
START_TEST(rejected_goal_moves_leave_game_unchanged)
{
    static const int bad[4] = { 1, 6, 7, 1 };
    sky_cityscape *g = new_game(4, 1, 0), *before;

    ck_assert_int_eq(set_goals(g, SKY_CITYSCAPE_W, script_goals[1]), SKY_OK);
    before = clone_of(g);
    ck_assert_int_eq(sky_cityscape_play(g, 1, goal(SKY_CITYSCAPE_W, all_ones[0])), SKY_EGOALSSET);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(SKY_CITYSCAPE_N, all_ones[0])), SKY_ETURN);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(SKY_CITYSCAPE_S, bad)), SKY_ECODE);
    ck_assert_int_eq(sky_cityscape_play(g, 0, goal(7, all_ones[0])), SKY_ERANGE);
    ck_assert_int_eq(sky_cityscape_play(g, 0, mv(1, 0, 0)), SKY_ENOGOALS);
    assert_same_state(g, before);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_ENOUNDO);
    sky_cityscape_free(before);
    sky_cityscape_free(g);
}
END_TEST

/* Goal notation: to_string and from_string agree on every setting. */
START_TEST(goal_notation_round_trips)
{
    static const char letters[] = "SWNE";
    char buf[SKY_CITYSCAPE_NOTATION_SIZE], want[8];
    sky_cityscape_move m, back;
    int side, i, codes[4];

    for (side = 0; side < 4; side++)
        for (i = 0; i < 1296; i += 7) {
            codes[0] = i / 216 + 1;
            codes[1] = i / 36 % 6 + 1;
            codes[2] = i / 6 % 6 + 1;
            codes[3] = i % 6 + 1;
            m = goal(side, codes);
            snprintf(want, sizeof want, "%c:%d%d%d%d", letters[side], codes[0],
                     codes[1], codes[2], codes[3]);
            ck_assert_int_eq(sky_cityscape_move_to_string(m, buf, sizeof buf), 6);
            ck_assert_str_eq(buf, want);
            memset(&back, 0x5a, sizeof back);
            ck_assert_int_eq(sky_cityscape_move_from_string(buf, &back), SKY_OK);
            /* every field is written, the unused ones as 0 */
            ck_assert_mem_eq(&back, &m, sizeof m);
        }
    /* a placement comes back with side and codes 0 */
    memset(&back, 0x5a, sizeof back);
    ck_assert_int_eq(sky_cityscape_move_from_string("3b2", &back), SKY_OK);
    m = mv(3, 2, 1);
    ck_assert_mem_eq(&back, &m, sizeof m);
    ck_assert_int_eq(sky_cityscape_move_to_string(goal(0, script_goals[0]), NULL, 0), 6);
}
END_TEST

/* scores() counts the rounds scored so far; winners() only once over. */
START_TEST(scores_and_winners_before_and_after_the_end)
{
    sky_cityscape *g = new_game(4, 1, 0);
    int scores[5] = { 9, 9, 9, 9, 9 }, p;
    unsigned mask = 99;

    ck_assert_int_eq(sky_cityscape_is_over(g), 0);
    ck_assert_int_eq(sky_cityscape_scores(g, scores, 5), 4);
    for (p = 0; p < 4; p++)
        ck_assert_int_eq(scores[p], 0);
    ck_assert_int_eq(scores[4], 9);
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_EPHASE);
    ck_assert_uint_eq(mask, 99);
    set_all_goals(g, script_goals);
    play_script(g, SKY_CITYSCAPE_BLOCKS - 1);
    ck_assert_int_eq(sky_cityscape_scores(g, scores, 4), 4);
    for (p = 0; p < 4; p++)
        ck_assert_int_eq(scores[p], 0);     /* the round is not scored yet */
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_EPHASE);
    place(g, script_moves[24][0], script_moves[24][1], script_moves[24][2]);
    ck_assert_int_eq(sky_cityscape_is_over(g), 1);
    ck_assert_int_eq(sky_cityscape_to_move(g), SKY_EOVER);
    /* a short buffer gets what fits; the count is still 4 */
    scores[2] = 9;
    ck_assert_int_eq(sky_cityscape_scores(g, scores, 2), 4);
    ck_assert_int_eq(scores[0], 65);
    ck_assert_int_eq(scores[1], 55);
    ck_assert_int_eq(scores[2], 9);
    ck_assert_int_eq(sky_cityscape_scores(g, scores, 4), 4);
    for (p = 0; p < 4; p++)
        ck_assert_int_eq(scores[p], script_side_points[p]);
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_OK);
    ck_assert_uint_eq(mask, 0x5u);
    /* undo reopens the round: scores drop back, winners are unknown */
    ck_assert_int_eq(sky_cityscape_undo(g), SKY_OK);
    ck_assert_int_eq(sky_cityscape_is_over(g), 0);
    ck_assert_int_eq(sky_cityscape_scores(g, scores, 4), 4);
    ck_assert_int_eq(scores[0], 0);
    ck_assert_int_eq(sky_cityscape_winners(g, &mask), SKY_EPHASE);
    sky_cityscape_free(g);
}
END_TEST

/*
 * The bots see only what their player may see: two matches that differ
 * only in other players' secret goals get the same moves from the bot
 * of the player whose view is the same in both.
 */
START_TEST(bots_do_not_read_hidden_goals)
{
    static const int secret[2][4] = { { 5, 5, 5, 5 }, { 6, 1, 6, 1 } };
    sky_cityscape *g[2];
    sky_rng rng[2];
    int k, turn, bot, owner_differs = 0;

    for (k = 0; k < 2; k++) {
        g[k] = new_game(2, 1, 0);
        ck_assert_int_eq(set_goals(g[k], SKY_CITYSCAPE_S, script_goals[0]), SKY_OK);
        ck_assert_int_eq(set_goals(g[k], SKY_CITYSCAPE_W, script_goals[1]), SKY_OK);
        ck_assert_int_eq(set_goals(g[k], SKY_CITYSCAPE_N, secret[k]), SKY_OK);
        ck_assert_int_eq(set_goals(g[k], SKY_CITYSCAPE_E, secret[k]), SKY_OK);
    }
    for (turn = 0; turn < SKY_CITYSCAPE_BLOCKS; turn++) {
        for (bot = SKY_BOT_RANDOM; bot <= SKY_BOT_GREEDY; bot++) {
            sky_cityscape_move m[2];

            for (k = 0; k < 2; k++) {
                ck_assert_int_eq(sky_rng_seed(&rng[k], 100 + (uint64_t)turn), SKY_OK);
                ck_assert_int_eq(sky_cityscape_bot_move(g[k], bot, &rng[k], &m[k]), SKY_OK);
            }
            if (sky_cityscape_to_move(g[0]) == 0)
                ck_assert_mem_eq(&m[0], &m[1], sizeof m[0]);
            else if (bot == SKY_BOT_GREEDY)
                owner_differs |= memcmp(&m[0], &m[1], sizeof m[0]) != 0;
        }
        for (k = 0; k < 2; k++)     /* both cities grow alike */
            place_first_legal(g[k]);
    }
    /* the goals do steer the greedy bot of the player who owns them */
    ck_assert(owner_differs);
    for (k = 0; k < 2; k++)
        sky_cityscape_free(g[k]);
}
END_TEST

/* ---- the runner ------------------------------------------------------------------- */

static TCase *scorer_cases(void)
{
    TCase *tc = tcase_create("scorers");

    tcase_add_test(tc, cs10_visible_strictly_taller);
    tcase_add_test(tc, cs10_codes_1_to_4_score_exact_count);
    tcase_add_test(tc, cs11_raised_view_examples);
    tcase_add_test(tc, cs11_raised_view_seen_and_pairs);
    tcase_add_test(tc, cs11_vacant_lots_never_count);
    tcase_add_test(tc, cs12_tallest_in_city);
    tcase_add_test(tc, cs12_ties_count_once_at_most_25);
    tcase_add_test(tc, line_scorers_agree_with_the_rules_on_every_order_of_heights);
    tcase_add_test(tc, line_score_rejects_bad_input);
    tcase_add_test(tc, cs5_lines_from_each_side);
    tcase_add_test(tc, cs5_line_rejects_bad_input);
    tcase_add_test(tc, cs13_side_score_of_scripted_city);
    tcase_add_test(tc, cs13_side_score_sums_its_lines);
    tcase_add_test(tc, side_score_rejects_bad_input);
    return tc;
}

static TCase *handle_cases(void)
{
    TCase *tc = tcase_create("handle");

    tcase_add_test(tc, options_init_defaults);
    tcase_add_test(tc, new_with_null_options_is_the_default_game);
    tcase_add_test(tc, cs9_default_rounds_one_per_player);
    tcase_add_test(tc, new_honours_explicit_rounds);
    tcase_add_test(tc, new_rejects_invalid_options);
    tcase_add_test(tc, clone_is_independent);
    tcase_add_test(tc, null_arguments_are_einval);
    return tc;
}

static TCase *rule_cases(void)
{
    TCase *tc = tcase_create("rules");

    tcase_add_test(tc, cs1_board_is_4x4_lots);
    tcase_add_test(tc, cs2_supply_five_of_each_height);
    tcase_add_test(tc, cs3_stack_height_is_the_sum);
    tcase_add_test(tc, cs4_side_owners);
    tcase_add_test(tc, cs6_goal_phase_rules);
    tcase_add_test(tc, cs6_every_code_1_to_6_is_a_goal);
    tcase_add_test(tc, cs6_goals_hidden_from_other_players);
    tcase_add_test(tc, cs6_two_player_sees_both_own_sides);
    tcase_add_test(tc, cs7_turns_go_clockwise_from_start_player);
    tcase_add_test(tc, cs7_bad_player_numbers);
    tcase_add_test(tc, cs7_no_height_limit);
    tcase_add_test(tc, cs8_round_ends_after_25_blocks);
    tcase_add_test(tc, cs9_round_start_player_rotates);
    tcase_add_test(tc, cs13_scripted_round_two_players);
    tcase_add_test(tc, cs13_scripted_round_four_players_shared_win);
    tcase_add_test(tc, cs9_single_winner_and_game_over);
    return tc;
}

static TCase *move_list_cases(void)
{
    TCase *tc = tcase_create("moves");

    tcase_add_test(tc, legal_moves_empty_board_is_80_in_order);
    tcase_add_test(tc, legal_moves_while_goals_are_set_are_goal_settings);
    tcase_add_test(tc, legal_moves_shrink_when_a_height_runs_out);
    tcase_add_test(tc, legal_moves_short_buffer);
    tcase_add_test(tc, legal_moves_are_exactly_the_checked_moves);
    tcase_add_test(tc, undo_on_fresh_game);
    tcase_add_test(tc, undo_goal_setting);
    tcase_add_test(tc, undo_placement);
    tcase_add_test(tc, undo_across_round_boundary);
    tcase_add_test(tc, undo_from_game_over_back_to_start);
    tcase_add_test(tc, rejected_actions_leave_game_unchanged);
    return tc;
}

static TCase *text_cases(void)
{
    TCase *tc = tcase_create("text");

    tcase_add_test(tc, record_round_trip_at_every_step);
    tcase_add_test(tc, record_read_by_hand);
    tcase_add_test(tc, write_short_buffer_like_snprintf);
    tcase_add_test(tc, write_hides_other_players_goals);
    tcase_add_test(tc, cs6_scored_round_goals_visible_in_views);
    tcase_add_test(tc, read_rejects_bad_header);
    tcase_add_test(tc, read_rejects_illegal_actions);
    tcase_add_test(tc, read_rejects_malformed_tokens);
    tcase_add_test(tc, read_rejects_truncated_records);
    tcase_add_test(tc, move_notation_examples);
    tcase_add_test(tc, move_notation_round_trips_every_move);
    tcase_add_test(tc, move_notation_rejects_bad_text);
    tcase_add_test(tc, move_to_string_bad_move_and_short_buffer);
    tcase_add_test(tc, render_shows_something_and_respects_views);
    return tc;
}

static TCase *shape_cases(void)
{
    TCase *tc = tcase_create("shape");

    tcase_add_test(tc, options_old_caller_gets_defaults);
    tcase_add_test(tc, options_new_caller_extra_field);
    tcase_add_test(tc, options_nonsense_sizes_are_einval);
    tcase_add_test(tc, handle_of_another_game_is_einval);
    tcase_add_test(tc, goals_unset_vs_hidden);
    tcase_add_test(tc, cs6_goal_moves_from_any_owner_due);
    tcase_add_test(tc, garbage_in_unused_fields_is_ignored);
    tcase_add_test(tc, rejected_goal_moves_leave_game_unchanged);
    tcase_add_test(tc, goal_notation_round_trips);
    tcase_add_test(tc, scores_and_winners_before_and_after_the_end);
    tcase_add_test(tc, bots_do_not_read_hidden_goals);
    tcase_set_timeout(tc, 30);
    return tc;
}

static TCase *bot_cases(void)
{
    TCase *tc = tcase_create("bots");

    tcase_add_test(tc, bots_produce_legal_goals_and_moves);
    tcase_add_test(tc, bots_report_why_they_cannot_act);
    tcase_add_test(tc, bots_are_deterministic_for_a_seed);
    tcase_add_test(tc, greedy_beats_random_on_average);
    tcase_add_test(tc, greedy_moves_beat_random_moves);
    tcase_set_timeout(tc, 30);
    return tc;
}

int main(void)
{
    Suite *s = suite_create("cityscape");

    suite_add_tcase(s, scorer_cases());
    suite_add_tcase(s, handle_cases());
    suite_add_tcase(s, rule_cases());
    suite_add_tcase(s, move_list_cases());
    suite_add_tcase(s, text_cases());
    suite_add_tcase(s, bot_cases());
    suite_add_tcase(s, shape_cases());
    return run_suite(s);
}
