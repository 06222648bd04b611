/*
 * Unit tests for Skyscrapers (skyscrapers.h).  Every rule id of
 * rules/skyscrapers.md (SK-1 .. SK-13) is named by at least one test.
 */
#include <check.h>
#include <limits.h>
#include <stdint.h>
#include <skyline/skyline.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "run_suite.h"

#define MAXP SKY_SKYSCRAPERS_MAX_SUPPLY

/* ---- helpers ------------------------------------------------------------ */

/* Parses notation the test knows to be good; returns the count. */
static size_t pyrs(const char *text, sky_pyramid *out)
{
    int n = sky_skyscrapers_structure_from_string(text, out, MAXP);

    ck_assert_msg(n >= 0, "cannot parse %s: %s", text, sky_strerror(n));
    return (size_t)n;
}

static int score_of(const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    int points = 12345;

    ck_assert_int_eq(sky_skyscrapers_structure_score(p, n, &points), SKY_OK);
    return points;
}

static int value_of(const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    int points = 12345;

    ck_assert_int_eq(sky_skyscrapers_value(p, n, &points), SKY_OK);
    return points;
}

static int safe_of(const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    return sky_skyscrapers_is_safe(p, n);
}

static int tower_of(const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    return sky_skyscrapers_is_tower(p, n);
}

/* The start indices of sections (or runs) as "0 2 3". */
static const char *starts_of(const char *text, int runs)
{
    static char out[256];
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p), starts[MAXP];
    int count = runs ? sky_skyscrapers_runs(p, n, starts, MAXP)
                     : sky_skyscrapers_sections(p, n, starts, MAXP);
    int i, len = 0;

    ck_assert_int_ge(count, 0);
    out[0] = '\0';
    for (i = 0; i < count; i++)
        len += snprintf(out + len, sizeof out - (size_t)len, "%s%zu", i ? " " : "", starts[i]);
    return out;
}

static const char *format_of(const sky_pyramid *p, size_t n)
{
    static char out[4096];
    ck_assert_int_lt(sky_skyscrapers_structure_to_string(p, n, out, sizeof out), (int)sizeof out);
    return out;
}

static sky_skyscrapers *new_match(int players, int win, int rounds, int target,
                                  int towers, int threshold, const char *supply)
{
    static sky_pyramid list[MAXP];
    sky_skyscrapers_options o;
    sky_skyscrapers *g = NULL;

    ck_assert_int_eq(sky_skyscrapers_options_init(&o, sizeof o), SKY_OK);
    o.players = players;
    o.win = win;
    o.rounds = rounds;
    o.target = target;
    o.towers = towers;
    o.threshold = threshold;
    if (supply) {
        o.supply = list;
        o.supply_count = pyrs(supply, list);
    }
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_OK);
    ck_assert_ptr_nonnull(g);
    return g;
}

static int grab(sky_skyscrapers *g, int player, const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    return sky_skyscrapers_grab(g, player, p, n);
}

static int build(sky_skyscrapers *g, int player, const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    return sky_skyscrapers_build(g, player, p, n);
}

static int stack(sky_skyscrapers *g, int player, int structure, const char *text)
{
    sky_pyramid p[MAXP];
    size_t n = pyrs(text, p);
    return sky_skyscrapers_stack(g, player, structure, p, n);
}

/* The record, malloc'd. */
static char *record_text(const sky_skyscrapers *g)
{
    int n = sky_skyscrapers_write(g, SKY_VIEW_ALL, NULL, 0);
    char *text;

    ck_assert_int_gt(n, 0);
    text = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(sky_skyscrapers_write(g, SKY_VIEW_ALL, text, (size_t)n + 1), n);
    return text;
}

/* Reading the record back gives the same record. */
static void check_round_trip(const sky_skyscrapers *g)
{
    char *a = record_text(g), *b;
    sky_skyscrapers *copy = NULL;
    size_t offset = 99;

    ck_assert_int_eq(sky_skyscrapers_read(a, &copy, &offset), SKY_OK);
    b = record_text(copy);
    ck_assert_str_eq(a, b);
    ck_assert_int_eq(sky_skyscrapers_phase(copy), sky_skyscrapers_phase(g));
    sky_skyscrapers_free(copy);
    free(a);
    free(b);
}

/* A list of pyramids as notation ("" when empty). */
static const char *list_text(int (*get)(const sky_skyscrapers *, int, sky_pyramid *, size_t),
                             const sky_skyscrapers *g, int player)
{
    sky_pyramid p[MAXP];
    int n = get(g, player, p, MAXP);

    ck_assert_int_ge(n, 0);
    return format_of(p, (size_t)n);
}

static const char *structure_text(const sky_skyscrapers *g, int round, int player, int s)
{
    sky_pyramid p[MAXP];
    int n = sky_skyscrapers_structure(g, round, player, s, p, MAXP);

    ck_assert_int_ge(n, 0);
    return format_of(p, (size_t)n);
}

/*
 * The SK-9 match: player 0 holds the first example plus a g2 it does
 * not build, player 1 the other two examples.
 */
static const char sk9_supply[] =
    "r3-r3-b3-y3-b3-y2-y2-r1-g2-y3-y3-y2-r3-b1-b2-b2-y2-b2-y2-y1-y1-y1";

static void play_sk9_round(sky_skyscrapers *g)
{
    ck_assert_int_eq(grab(g, 0, "r3-r3-b3-y3-b3-y2-y2-r1-g2"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "y3-y3-y2-r3-b1-b2-b2-y2-b2-y2-y1-y1-y1"), SKY_OK);
    ck_assert_int_eq(build(g, 0, "r3-r3-b3-y3-b3-y2-y2-r1"), SKY_OK);
    ck_assert_int_eq(build(g, 1, "y3-y3-y2-r3-b1"), SKY_OK);
    ck_assert_int_eq(build(g, 1, "b2-b2-y2-b2-y2-y1-y1-y1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
}

/*
 * One round in which player p builds the structure `built[p]` (NULL:
 * nothing) from a pile of exactly those pyramids; the supply must hold
 * them all and the rest is left in the middle.
 */
static void play_round(sky_skyscrapers *g, const char *const built[])
{
    int p, players = sky_skyscrapers_players(g);

    for (p = 0; p < players; p++)
        if (built[p])
            ck_assert_int_eq(grab(g, p, built[p]), SKY_OK);
    if (sky_skyscrapers_phase(g) == SKY_SKYSCRAPERS_PHASE_GRAB)
        ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    for (p = 0; p < players; p++) {
        if (built[p])
            ck_assert_int_eq(build(g, p, built[p]), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_finish(g, p), SKY_OK);
    }
}

static int total_of(const sky_skyscrapers *g, int player)
{
    int scores[SKY_SKYSCRAPERS_MAX_PLAYERS];
    ck_assert_int_eq(sky_skyscrapers_scores(g, scores, SKY_SKYSCRAPERS_MAX_PLAYERS),
                     sky_skyscrapers_players(g));
    return scores[player];
}

static int round_score_of(const sky_skyscrapers *g, int round, int player)
{
    int points = 12345;
    ck_assert_int_eq(sky_skyscrapers_round_score(g, round, player, &points), SKY_OK);
    return points;
}

static unsigned winners_of(const sky_skyscrapers *g)
{
    unsigned mask = 0;
    ck_assert_int_eq(sky_skyscrapers_winners(g, &mask), SKY_OK);
    return mask;
}

/* ---- SK-1, SK-10: pyramids and notation ------------------------------------- */

START_TEST(sk1_colors_have_letters_and_names)
{
    static const char *const names[] = {
        "red", "yellow", "green", "blue", "black",
        "white", "orange", "purple", "cyan", "clear"
    };
    static const char letters[] = "rygbkwopcx";
    char text[32];
    sky_pyramid p[2];
    int c;

    ck_assert_int_eq(SKY_SKYSCRAPERS_COLORS, 10);
    for (c = 0; c < SKY_SKYSCRAPERS_COLORS; c++) {
        ck_assert_str_eq(sky_skyscrapers_color_name(c), names[c]);
        ck_assert_int_eq(sky_skyscrapers_color_letter(c), letters[c]);
        /* The letter and the name both parse; the letter is printed. */
        snprintf(text, sizeof text, "%c2-%s3", letters[c], names[c]);
        ck_assert_int_eq(sky_skyscrapers_structure_from_string(text, p, 2), 2);
        ck_assert_int_eq(p[0].color, c);
        ck_assert_int_eq(p[1].color, c);
        ck_assert_int_eq(p[0].size, 2);
        ck_assert_int_eq(p[1].size, 3);
        snprintf(text, sizeof text, "%c2-%c3", letters[c], letters[c]);
        ck_assert_str_eq(format_of(p, 2), text);
    }
    ck_assert_ptr_null(sky_skyscrapers_color_name(-1));
    ck_assert_ptr_null(sky_skyscrapers_color_name(10));
    ck_assert_int_eq(sky_skyscrapers_color_letter(10), SKY_ECOLOR);
    ck_assert_int_eq(sky_skyscrapers_color_letter(-1), SKY_ECOLOR);
}
END_TEST

START_TEST(sk1_sizes_are_one_to_three_pips)
{
    sky_pyramid p[1];
    int points;

    p[0].color = SKY_SKYSCRAPERS_RED;
    for (p[0].size = -1; p[0].size <= 4; p[0].size++) {
        int expected = p[0].size >= 1 && p[0].size <= 3 ? SKY_OK : SKY_ESIZE;
        ck_assert_int_eq(sky_skyscrapers_structure_score(p, 1, &points), expected);
    }
    p[0].size = 1;
    p[0].color = 10;
    ck_assert_int_eq(sky_skyscrapers_structure_score(p, 1, &points), SKY_ECOLOR);
    p[0].color = -1;
    ck_assert_int_eq(sky_skyscrapers_structure_score(p, 1, &points), SKY_ECOLOR);
    p[0].size = 7;      /* the color is checked first */
    ck_assert_int_eq(sky_skyscrapers_is_safe(p, 1), SKY_ECOLOR);
}
END_TEST

START_TEST(sk10_notation_round_trips)
{
    static const char *const texts[] = {
        "r3-r3-b1", "r3-r3-b3-y3-b3-y2-y2-r1", "x1", "k3-w2-o1-p1-c2-g3"
    };
    sky_pyramid p[MAXP];
    size_t i, n;

    for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        n = pyrs(texts[i], p);
        ck_assert_str_eq(format_of(p, n), texts[i]);
    }
    /* r3-r3-b1: bottom first. */
    n = pyrs("r3-r3-b1", p);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(p[0].color, SKY_SKYSCRAPERS_RED);
    ck_assert_int_eq(p[0].size, 3);
    ck_assert_int_eq(p[2].color, SKY_SKYSCRAPERS_BLUE);
    ck_assert_int_eq(p[2].size, 1);
    /* Names are read too; letters are written. */
    n = pyrs("red3-clear1", p);
    ck_assert_str_eq(format_of(p, n), "r3-x1");
    ck_assert_str_eq(format_of(p, 0), "");
}
END_TEST

START_TEST(sk10_notation_errors_are_specific)
{
    static const struct { const char *text; int status; } cases[] = {
        { "", SKY_EPARSE }, { "r3-", SKY_EPARSE }, { "-r3", SKY_EPARSE },
        { "r3--b1", SKY_EPARSE }, { "3", SKY_EPARSE }, { "r", SKY_EPARSE },
        { "r3x", SKY_EPARSE }, { "r 3", SKY_EPARSE }, { " r3", SKY_EPARSE },
        { "r3,b1", SKY_EPARSE }, { "r-3", SKY_EPARSE }, { "r3 b1", SKY_EPARSE },
        { "z3", SKY_ECOLOR }, { "R3", SKY_ECOLOR }, { "pink2", SKY_ECOLOR },
        { "r3-q1", SKY_ECOLOR }, { "reds3", SKY_ECOLOR },
        { "r4", SKY_ESIZE }, { "r0", SKY_ESIZE }, { "r12", SKY_ESIZE },
        { "r03", SKY_ESIZE }, { "b1-y9", SKY_ESIZE }, { "z9", SKY_ECOLOR },
    };
    sky_pyramid p[8];
    size_t i;

    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ck_assert_msg(sky_skyscrapers_structure_from_string(cases[i].text, p, 8) == cases[i].status,
                      "'%s' gives %s", cases[i].text,
                      sky_status_name(sky_skyscrapers_structure_from_string(cases[i].text, p, 8)));
    ck_assert_int_eq(sky_skyscrapers_structure_from_string(NULL, p, 8), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_structure_from_string("r1", NULL, 8), SKY_EINVAL);
}
END_TEST

START_TEST(sk10_parse_and_format_like_snprintf)
{
    sky_pyramid p[MAXP];
    char small[5];
    size_t n = pyrs("r3-r3-b1", p);

    /* The count is returned even when the buffer is short. */
    ck_assert_int_eq(sky_skyscrapers_structure_from_string("r3-r3-b1", p, 1), 3);
    ck_assert_int_eq(sky_skyscrapers_structure_from_string("r3-r3-b1", NULL, 0), 3);
    ck_assert_int_eq(sky_skyscrapers_structure_to_string(p, n, small, sizeof small), 8);
    ck_assert_str_eq(small, "r3-r");
    ck_assert_int_eq(sky_skyscrapers_structure_to_string(p, n, NULL, 0), 8);
    ck_assert_int_eq(sky_skyscrapers_structure_to_string(NULL, 1, small, sizeof small), SKY_EINVAL);
    p[1].size = 5;
    ck_assert_int_eq(sky_skyscrapers_structure_to_string(p, n, small, sizeof small), SKY_ESIZE);
    p[1].size = 3;
    p[1].color = 12;
    ck_assert_int_eq(sky_skyscrapers_structure_to_string(p, n, small, sizeof small), SKY_ECOLOR);
}
END_TEST

/* ---- SK-2: equipment -------------------------------------------------------- */

START_TEST(sk2_treehouse_set_is_one_of_each_size_in_five_colors)
{
    static const int xeno[5] = { 5, 6, 7, 8, 9 };
    static const int twice[5] = { 0, 1, 2, 1, 4 };
    static const int bad[5] = { 0, 1, 2, 3, 10 };
    sky_pyramid set[SKY_SKYSCRAPERS_SET];

    ck_assert_int_eq(SKY_SKYSCRAPERS_SET, 15);
    ck_assert_int_eq(sky_skyscrapers_treehouse(NULL, set), SKY_OK);
    ck_assert_str_eq(format_of(set, 15),
                     "r1-r2-r3-y1-y2-y3-g1-g2-g3-b1-b2-b3-k1-k2-k3");
    ck_assert_int_eq(sky_skyscrapers_treehouse(xeno, set), SKY_OK);
    ck_assert_str_eq(format_of(set, 15),
                     "w1-w2-w3-o1-o2-o3-p1-p2-p3-c1-c2-c3-x1-x2-x3");
    ck_assert_int_eq(sky_skyscrapers_treehouse(twice, set), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_treehouse(bad, set), SKY_ECOLOR);
    ck_assert_int_eq(sky_skyscrapers_treehouse(NULL, NULL), SKY_EINVAL);
}
END_TEST

START_TEST(sk2_stash_is_five_of_each_size_in_one_color)
{
    sky_pyramid set[SKY_SKYSCRAPERS_SET];

    ck_assert_int_eq(sky_skyscrapers_stash(SKY_SKYSCRAPERS_BLUE, set), SKY_OK);
    ck_assert_str_eq(format_of(set, 15),
                     "b1-b1-b1-b1-b1-b2-b2-b2-b2-b2-b3-b3-b3-b3-b3");
    ck_assert_int_eq(sky_skyscrapers_stash(10, set), SKY_ECOLOR);
    ck_assert_int_eq(sky_skyscrapers_stash(0, NULL), SKY_EINVAL);
}
END_TEST

START_TEST(sk2_supply_is_any_combination)
{
    sky_pyramid list[45], out[MAXP];
    sky_skyscrapers_options o;
    sky_skyscrapers *g = NULL;

    /* The default: one Treehouse set. */
    ck_assert_int_eq(sky_skyscrapers_new(NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_supply(g, out, MAXP), 15);
    ck_assert_str_eq(format_of(out, 15), "r1-r2-r3-y1-y2-y3-g1-g2-g3-b1-b2-b3-k1-k2-k3");
    sky_skyscrapers_free(g);

    /* A Treehouse set and two stashes, listed in canonical order. */
    sky_skyscrapers_treehouse(NULL, list);
    sky_skyscrapers_stash(SKY_SKYSCRAPERS_RED, list + 15);
    sky_skyscrapers_stash(SKY_SKYSCRAPERS_CLEAR, list + 30);
    sky_skyscrapers_options_init(&o, sizeof o);
    o.supply = list;
    o.supply_count = 45;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_supply(g, out, MAXP), 45);
    ck_assert_int_eq(sky_skyscrapers_supply(g, out, 2), 45);
    ck_assert_str_eq(format_of(out, 2), "r1-r1");
    /* Six 1-pip reds: one from the set, five from the stash. */
    ck_assert_int_eq(grab(g, 0, "r1-r1-r1-r1-r1-r1"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "r1"), SKY_ESUPPLY);
    ck_assert_int_eq(grab(g, 1, "x3-x3-x3-x3-x3"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "x3"), SKY_ESUPPLY);
    ck_assert_int_eq(grab(g, 1, "w1"), SKY_ESUPPLY);
    sky_skyscrapers_free(g);

    /* An explicit list. */
    g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, "g2-g2-b1");
    ck_assert_int_eq(sky_skyscrapers_middle(g, out, MAXP), 3);
    ck_assert_str_eq(format_of(out, 3), "g2-g2-b1");
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk2_piles_are_checked_against_the_supply)
{
    sky_skyscrapers *g = new_match(3, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, NULL);
    sky_pyramid out[MAXP];

    ck_assert_int_eq(grab(g, 0, "r1-r2"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "r1"), SKY_ESUPPLY);          /* taken already */
    ck_assert_int_eq(grab(g, 1, "y1-y1"), SKY_ESUPPLY);       /* only one y1 */
    ck_assert_int_eq(grab(g, 1, "w1"), SKY_ESUPPLY);          /* not in the supply */
    ck_assert_int_eq(grab(g, 1, "y1-b3"), SKY_OK);
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 0), "r1-r2");
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 1), "y1-b3");
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 2), "");
    ck_assert_int_eq(sky_skyscrapers_middle(g, out, MAXP), 11);
    ck_assert_int_eq(sky_skyscrapers_pile(g, 3, out, MAXP), SKY_ERANGE);
    ck_assert_int_eq(grab(g, 3, "k1"), SKY_ERANGE);
    sky_skyscrapers_free(g);
}
END_TEST

/* ---- SK-3 .. SK-9: scoring ---------------------------------------------------- */

START_TEST(sk3_structures_read_bottom_to_top)
{
    /* y3 at the bottom under four y1: a tower, 1 + (3+6+9+12) = 31, 1 color. */
    ck_assert_int_eq(score_of("y3-y1-y1-y1-y1"), 31);
    /* Upside down the y3 sits on a y1: two sections, the same 30 + 1 lost. */
    ck_assert_int_eq(score_of("y1-y1-y1-y1-y3"), -31);
}
END_TEST

START_TEST(sk4_unsafe_iff_larger_on_smaller)
{
    ck_assert_int_eq(safe_of("r3-r2-r1"), 1);
    ck_assert_int_eq(safe_of("r2-r2-r2"), 1);           /* equal sizes stack */
    ck_assert_int_eq(safe_of("r3-b3-y3-g1-g1"), 1);
    ck_assert_int_eq(safe_of("r1"), 1);
    ck_assert_int_eq(safe_of("r1-r2"), 0);
    ck_assert_int_eq(safe_of("r2-b3"), 0);
    ck_assert_int_eq(safe_of("r3-r1-r2"), 0);
    ck_assert_int_eq(safe_of("r3-r3-r3-r2-r2-r2-r1-r3"), 0);
    ck_assert_int_eq(sky_skyscrapers_is_safe(NULL, 0), 1);
}
END_TEST

START_TEST(sk5_tower_needs_five_and_a_one_pip_cap)
{
    /* Four 3-pip reds, 1+2+3+4 = 10, and a red cap, 3: 13 times 1 color. */
    ck_assert_int_eq(tower_of("r3-r3-r3-r3-r1"), 1);
    ck_assert_int_eq(score_of("r3-r3-r3-r3-r1"), 13);
    /* Four pyramids: safe, not a tower, 0. */
    ck_assert_int_eq(tower_of("r3-r3-r2-r1"), 0);
    ck_assert_int_eq(score_of("r3-r3-r2-r1"), 0);
    /* Five without a 1-pip cap: incomplete, 0. */
    ck_assert_int_eq(tower_of("r3-r3-r3-r2-r2"), 0);
    ck_assert_int_eq(score_of("r3-r3-r3-r2-r2"), 0);
    ck_assert_int_eq(score_of("b1"), 0);
    ck_assert_int_eq(score_of("y1-y1-y1-y1"), 0);
    /* An unsafe structure is no tower, whatever its size and cap. */
    ck_assert_int_eq(tower_of("r1-r3-r3-r3-r1"), 0);
    /* Five 1-pips are a tower: 3+6+9+12+15 = 45. */
    ck_assert_int_eq(score_of("y1-y1-y1-y1-y1"), 45);
}
END_TEST

START_TEST(sk6_run_values_follow_the_seed_table)
{
    /* b * n(n+1)/2 with b = 1, 2, 3 for 3, 2, 1 pips (the seed's table). */
    static const int table[4][3] = {
        { 1, 2, 3 }, { 3, 6, 9 }, { 6, 12, 18 }, { 10, 20, 30 }
    };
    sky_pyramid p[4];
    int n, size, i, points;

    for (n = 1; n <= 4; n++) {
        for (size = 3; size >= 1; size--) {
            for (i = 0; i < n; i++) {
                p[i].color = SKY_SKYSCRAPERS_GREEN;
                p[i].size = size;
            }
            ck_assert_int_eq(sky_skyscrapers_value(p, (size_t)n, &points), SKY_OK);
            ck_assert_int_eq(points, table[n - 1][3 - size]);
        }
    }
}
END_TEST

START_TEST(sk6_runs_are_maximal_same_color_and_size)
{
    ck_assert_str_eq(starts_of("r3-r3-y3-r3", 1), "0 2 3");
    ck_assert_str_eq(starts_of("r3-r2-r2-r1", 1), "0 1 3");     /* size breaks a run */
    ck_assert_str_eq(starts_of("b2-b2-b2", 1), "0");
    /* r3 r3 | y3 | r3: 3 + 1 + 1 = 5, times 2 colors. */
    ck_assert_int_eq(value_of("r3-r3-y3-r3"), 10);
    /* Two runs of two r2 separated by a y2: 6 + 2 + 6, not one run of four. */
    ck_assert_int_eq(value_of("r2-r2-y2-r2-r2"), 14 * 2);
}
END_TEST

START_TEST(sk7_run_sum_times_distinct_colors)
{
    /* 1 + 1 + 1 + 1 + 3 = 7, times 5 colors = 35. */
    ck_assert_int_eq(score_of("r3-y3-g3-b3-k1"), 35);
    /* The same shape in one color: 10 + 3 = 13, times 1. */
    ck_assert_int_eq(score_of("r3-r3-r3-r3-r1"), 13);
    /* Colors count once however often they appear: r, b = 2. */
    ck_assert_int_eq(score_of("r3-b3-r3-b3-r1"), (1 + 1 + 1 + 1 + 3) * 2);
}
END_TEST

START_TEST(sk8_unsafe_sections_are_subtracted)
{
    /* Cut where r2 sits on r1 and r3 on r2: sections r1 | r2 | r3 = 3 + 2 + 1. */
    ck_assert_str_eq(starts_of("r1-r2-r3", 0), "0 1 2");
    ck_assert_int_eq(score_of("r1-r2-r3"), -6);
    /* k1 k1 = 9; k3 k3 k1 = 3 + 3 = 6: -15, with no size minimum or cap. */
    ck_assert_str_eq(starts_of("k1-k1-k3-k3-k1", 0), "0 2");
    ck_assert_int_eq(score_of("k1-k1-k3-k3-k1"), -15);
    /* Tall and capped but unsafe: still negative. */
    ck_assert_int_eq(score_of("r3-r3-r3-r3-r1-r2-r1-r1"),
                     -((10 + 3) + (2 + 3 + 6)));
    /* Sections of a safe structure: one. */
    ck_assert_str_eq(starts_of("r3-r2-r1", 0), "0");
    ck_assert_str_eq(starts_of("r3", 0), "0");
}
END_TEST

START_TEST(sk9_seed_examples)
{
    /* Runs 3 + 1 + 1 + 1 + 6 + 3 = 15, times 3 colors. */
    ck_assert_str_eq(starts_of("r3-r3-b3-y3-b3-y2-y2-r1", 1), "0 2 3 4 5 7");
    ck_assert_int_eq(score_of("r3-r3-b3-y3-b3-y2-y2-r1"), 45);
    /* Sections y3-y3-y2 (5 x 1) and r3-b1 (4 x 2): -13. */
    ck_assert_str_eq(starts_of("y3-y3-y2-r3-b1", 0), "0 3");
    ck_assert_int_eq(value_of("y3-y3-y2"), 5);
    ck_assert_int_eq(value_of("r3-b1"), 8);
    ck_assert_int_eq(score_of("y3-y3-y2-r3-b1"), -13);
    /* Runs 6 + 2 + 2 + 2 + 18 = 30, times 2 colors. */
    ck_assert_str_eq(starts_of("b2-b2-y2-b2-y2-y1-y1-y1", 1), "0 2 3 4 5");
    ck_assert_int_eq(score_of("b2-b2-y2-b2-y2-y1-y1-y1"), 60);
    ck_assert_int_eq(tower_of("b2-b2-y2-b2-y2-y1-y1-y1"), 1);
}
END_TEST

START_TEST(scorers_reject_bad_input)
{
    sky_pyramid p[MAXP + 1];
    size_t starts[4];
    int points = 7, i;

    ck_assert_int_eq(sky_skyscrapers_structure_score(NULL, 1, &points), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_structure_score(p, 0, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_structure_score(NULL, 0, &points), SKY_OK);
    ck_assert_int_eq(points, 0);                    /* nothing built scores nothing */
    ck_assert_int_eq(sky_skyscrapers_value(NULL, 0, &points), SKY_OK);
    ck_assert_int_eq(points, 0);
    for (i = 0; i <= MAXP; i++) {
        p[i].color = 0;
        p[i].size = 1;
    }
    ck_assert_int_eq(sky_skyscrapers_structure_score(p, MAXP + 1, &points), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_structure_score(p, MAXP, &points), SKY_OK);
    ck_assert_int_eq(points, 3 * MAXP * (MAXP + 1) / 2);
    ck_assert_int_eq(sky_skyscrapers_is_tower(NULL, 2), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_runs(p, 2, NULL, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_sections(p, 2, NULL, 0), 1);
    ck_assert_int_eq(sky_skyscrapers_sections(p, 0, starts, 4), 0);
    p[1].size = 0;
    ck_assert_int_eq(sky_skyscrapers_runs(p, 2, starts, 4), SKY_ESIZE);
    ck_assert_int_eq(sky_skyscrapers_value(p, 2, &points), SKY_ESIZE);
}
END_TEST

/* ---- SK-13: the advisor ---------------------------------------------------------- */

static int advise(const char *pile, char *towers, size_t cap)
{
    sky_pyramid p[MAXP];
    size_t n = pile[0] ? pyrs(pile, p) : 0;
    int points = -999, len = sky_skyscrapers_advise_pile(p, n, &points, towers, cap);

    ck_assert_int_ge(len, 0);
    ck_assert_int_lt(len, (int)cap);
    return points;
}

START_TEST(sk13_advisor_examples)
{
    char towers[1024];

    /* A Treehouse set: 5 x 1 + 5 x 2 + 5 x 3 = 30, times 5 colors. */
    ck_assert_int_eq(advise("r1-r2-r3-y1-y2-y3-g1-g2-g3-b1-b2-b3-k1-k2-k3", towers,
                            sizeof towers), 150);
    ck_assert_str_eq(towers, "r3-y3-g3-b3-k3-r2-y2-g2-b2-k2-r1-y1-g1-b1-k1");
    /* A stash: 15 + 30 + 45 = 90, one color. */
    ck_assert_int_eq(advise("b1-b2-b3-b1-b2-b3-b1-b2-b3-b1-b2-b3-b1-b2-b3", towers,
                            sizeof towers), 90);
    ck_assert_str_eq(towers, "b3-b3-b3-b3-b3-b2-b2-b2-b2-b2-b1-b1-b1-b1-b1");
    /* The SK-9 pyramids of the first example rearranged: 3 + 3 + 1 + 6 + 3 = 16 x 3. */
    ck_assert_int_eq(advise("r3-r3-b3-y3-b3-y2-y2-r1", towers, sizeof towers), 48);
    ck_assert_str_eq(towers, "r3-r3-y3-b3-b3-y2-y2-r1");
    /* No tower possible: too few pyramids, or no 1-pip cap. */
    ck_assert_int_eq(advise("r3-r2-r1-y1", towers, sizeof towers), 0);
    ck_assert_str_eq(towers, "");
    ck_assert_int_eq(advise("r3-r2-r2-y2-y3-g3", towers, sizeof towers), 0);
    ck_assert_str_eq(towers, "");
    ck_assert_int_eq(advise("", towers, sizeof towers), 0);
}
END_TEST

START_TEST(sk13_advisor_rejects_bad_input)
{
    sky_pyramid p[2] = { { 0, 1 }, { 11, 1 } };
    char buf[16];
    int points;

    ck_assert_int_eq(sky_skyscrapers_advise_pile(p, 2, &points, buf, sizeof buf), SKY_ECOLOR);
    ck_assert_int_eq(sky_skyscrapers_advise_pile(p, 1, NULL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_advise_pile(NULL, 1, &points, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_advise_pile(p, 1, &points, NULL, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_advise_pile(p, 1, &points, NULL, 0), 0);
}
END_TEST

/*
 * The exhaustive search, written independently of the advisor: every
 * way to take some of the pile's pyramids and stack them into any
 * number of structures in any order, each scored by the pure scorer.
 */
struct search {
    const sky_pyramid *pile;
    size_t n;
    sky_pyramid stacks[8][8];
    size_t heights[8];
    size_t count;           /* structures started */
    int best;
};

static int arrangement_score(const struct search *s)
{
    int total = 0, points;
    size_t i;

    /* Check records every passing assertion: only failures go through it here. */
    for (i = 0; i < s->count; i++) {
        if (sky_skyscrapers_structure_score(s->stacks[i], s->heights[i], &points) != SKY_OK)
            ck_abort_msg("the scorer rejects a pile's pyramids");
        total += points;
    }
    return total;
}

/* Pyramid `next` is left out, starts a structure, or goes into any slot of one. */
static void search_from(struct search *s, size_t next)
{
    size_t i, pos, k;

    if (next == s->n) {
        int total = arrangement_score(s);
        if (total > s->best)
            s->best = total;
        return;
    }
    search_from(s, next + 1);
    for (i = 0; i < s->count; i++) {
        for (pos = 0; pos <= s->heights[i]; pos++) {
            for (k = s->heights[i]; k > pos; k--)
                s->stacks[i][k] = s->stacks[i][k - 1];
            s->stacks[i][pos] = s->pile[next];
            s->heights[i]++;
            search_from(s, next + 1);
            s->heights[i]--;
            for (k = pos; k < s->heights[i]; k++)
                s->stacks[i][k] = s->stacks[i][k + 1];
        }
    }
    s->stacks[s->count][0] = s->pile[next];
    s->heights[s->count++] = 1;
    search_from(s, next + 1);
    s->count--;
}

static int exhaustive_best(const sky_pyramid *pile, size_t n)
{
    struct search s;

    memset(&s, 0, sizeof s);
    s.pile = pile;
    s.n = n;
    search_from(&s, 0);
    return s.best;
}

/* A random pile of n pyramids from few colors, so that runs occur. */
static void random_pile(sky_rng *rng, sky_pyramid *pile, size_t n, uint32_t colors)
{
    size_t i;
    uint32_t r;

    for (i = 0; i < n; i++) {
        sky_rng_below(rng, colors, &r);
        pile[i].color = (int)r;
        sky_rng_below(rng, 3, &r);
        pile[i].size = (int)r + 1;
    }
}

START_TEST(sk13_advisor_matches_exhaustive_search)
{
    sky_pyramid pile[8];
    char towers[256];
    sky_rng rng;
    int i, points, checked_towers = 0;

    sky_rng_seed(&rng, 13);
    for (i = 0; i < 240; i++) {
        size_t n = 1 + (size_t)(i % 7);        /* up to 7 pyramids: ~80,000 arrangements */
        random_pile(&rng, pile, n, 1 + (uint32_t)(i % 3));
        ck_assert_int_ge(sky_skyscrapers_advise_pile(pile, n, &points, towers, sizeof towers), 0);
        ck_assert_msg(points == exhaustive_best(pile, n), "pile %s: advisor %d, search %d",
                      format_of(pile, n), points, exhaustive_best(pile, n));
        checked_towers += points > 0;
    }
    ck_assert_int_gt(checked_towers, 20);  /* the search did meet towers */
}
END_TEST

/* The advised towers are real: parsed back and scored they give the total. */
START_TEST(sk13_advised_towers_score_their_total)
{
    sky_pyramid pile[MAXP], tower[MAXP];
    char towers[4096];
    sky_rng rng;
    int i, points, len, check;

    sky_rng_seed(&rng, 99);
    for (i = 0; i < 500; i++) {
        size_t n = (size_t)(i % 40);
        random_pile(&rng, pile, n, 1 + (uint32_t)(i % 10));
        len = sky_skyscrapers_advise_pile(pile, n, &points, towers, sizeof towers);
        ck_assert_int_ge(len, 0);
        if (len == 0) {
            ck_assert_int_eq(points, 0);
            continue;
        }
        len = sky_skyscrapers_structure_from_string(towers, tower, MAXP);
        ck_assert_int_eq(len, (int)n);          /* one tower uses the whole pile */
        ck_assert_int_eq(sky_skyscrapers_is_tower(tower, (size_t)len), 1);
        ck_assert_int_eq(sky_skyscrapers_structure_score(tower, (size_t)len, &check), SKY_OK);
        ck_assert_int_eq(check, points);
    }
}
END_TEST

/* No random arrangement of a Treehouse set into structures beats the advisor. */
START_TEST(sk13_random_arrangements_never_beat_the_advisor)
{
    sky_pyramid set[15], stacks[15][15];
    size_t heights[15];
    char towers[256];
    sky_rng rng;
    int best, trial, i, total, points;
    uint32_t r;

    sky_skyscrapers_treehouse(NULL, set);
    sky_skyscrapers_advise_pile(set, 15, &best, towers, sizeof towers);
    sky_rng_seed(&rng, 7);
    for (trial = 0; trial < 20000; trial++) {
        memset(heights, 0, sizeof heights);
        for (i = 0; i < 15; i++) {
            sky_rng_below(&rng, 16, &r);        /* structure r, or 15: unbuilt */
            if (r < 15)
                stacks[r][heights[r]++] = set[(i * 7 + trial) % 15];
        }
        for (total = 0, i = 0; i < 15; i++) {
            sky_skyscrapers_structure_score(stacks[i], heights[i], &points);
            total += points;
        }
        if (total > best)
            ck_abort_msg("an arrangement scores %d, more than the advisor's %d", total, best);
    }
}
END_TEST

/* ---- the match: setup ---------------------------------------------------------- */

START_TEST(options_init_defaults)
{
    sky_skyscrapers_options o;
    sky_skyscrapers *g = NULL;

    ck_assert_int_eq(sky_skyscrapers_options_init(&o, sizeof o), SKY_OK);
    ck_assert_uint_eq(o.size, sizeof o);
    ck_assert_int_eq(o.players, 2);
    ck_assert_int_eq(o.win, SKY_SKYSCRAPERS_HIGHEST);
    ck_assert_int_eq(o.rounds, 0);
    ck_assert_ptr_null(o.supply);
    ck_assert_int_eq(sky_skyscrapers_options_init(NULL, sizeof o), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_players(g), 2);
    ck_assert_int_eq(sky_skyscrapers_rounds(g), 0);
    ck_assert_int_eq(sky_skyscrapers_round(g), 0);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    sky_skyscrapers_free(g);
    sky_skyscrapers_free(NULL);
}
END_TEST

START_TEST(new_rejects_invalid_options)
{
    sky_pyramid list[MAXP + 1];
    sky_skyscrapers_options o;
    sky_skyscrapers *g = (sky_skyscrapers *)&o;
    int i;

    for (i = 0; i <= MAXP; i++) {
        list[i].color = i % 10;
        list[i].size = 1 + i % 3;
    }
#define REJECT(field, value, status) do { \
        sky_skyscrapers_options_init(&o, sizeof o); \
        o.field = value; \
        ck_assert_int_eq(sky_skyscrapers_new(&o, &g), status); \
        ck_assert_ptr_null(g); \
    } while (0)
    REJECT(players, 1, SKY_ERANGE);
    REJECT(players, 17, SKY_ERANGE);
    REJECT(rounds, -1, SKY_ERANGE);
    REJECT(rounds, 65, SKY_ERANGE);
    REJECT(win, 4, SKY_ERANGE);
    REJECT(win, SKY_SKYSCRAPERS_REACH, SKY_ERANGE);      /* target 0 */
    REJECT(win, SKY_SKYSCRAPERS_EXACT, SKY_ERANGE);
    REJECT(win, SKY_SKYSCRAPERS_TOWERS, SKY_ERANGE);     /* towers 0 */
    REJECT(threshold, -1, SKY_ERANGE);
    REJECT(target, -5, SKY_ERANGE);
    REJECT(supply_count, 3, SKY_EINVAL);                 /* without a list */
    REJECT(size, 4, SKY_EINVAL);
    sky_skyscrapers_options_init(&o, sizeof o);
    o.supply = list;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_ERANGE);      /* empty list */
    o.supply_count = MAXP + 1;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_ERANGE);
    o.supply_count = MAXP;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_OK);
    sky_skyscrapers_free(g);
    list[3].color = 10;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_ECOLOR);
    list[3].color = 0;
    list[4].size = 4;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_ESIZE);
    ck_assert_int_eq(sky_skyscrapers_new(NULL, NULL), SKY_EINVAL);
#undef REJECT
}
END_TEST

START_TEST(clone_is_independent)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, sk9_supply);
    sky_skyscrapers *copy = NULL;
    char *a, *b;

    ck_assert_int_eq(grab(g, 0, "r3-r3"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_clone(g, &copy), SKY_OK);
    a = record_text(g);
    b = record_text(copy);
    ck_assert_str_eq(a, b);
    ck_assert_int_eq(grab(copy, 1, "b3"), SKY_OK);
    free(b);
    b = record_text(g);
    ck_assert_str_eq(a, b);          /* the original did not change */
    ck_assert_int_eq(grab(g, 1, "b3"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_undo(copy), SKY_OK);
    free(a);
    free(b);
    sky_skyscrapers_free(g);
    sky_skyscrapers_free(copy);
    ck_assert_int_eq(sky_skyscrapers_clone(NULL, &copy), SKY_EINVAL);
}
END_TEST

/* ---- SK-11: a round ---------------------------------------------------------------- */

START_TEST(sk11_round_score_is_the_sum_of_structures)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, sk9_supply);

    play_sk9_round(g);
    /* Player 0: +45, the g2 left unbuilt scores nothing.  Player 1: -13 + 60. */
    ck_assert_int_eq(round_score_of(g, 0, 0), 45);
    ck_assert_int_eq(round_score_of(g, 0, 1), 47);
    ck_assert_int_eq(total_of(g, 0), 45);
    ck_assert_int_eq(total_of(g, 1), 47);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 2u);
    /* The round's structures stay readable. */
    ck_assert_int_eq(sky_skyscrapers_structures(g, 0, 1), 2);
    ck_assert_str_eq(structure_text(g, 0, 1, 0), "y3-y3-y2-r3-b1");
    ck_assert_str_eq(structure_text(g, 0, 1, 1), "b2-b2-y2-b2-y2-y1-y1-y1");
    ck_assert_str_eq(structure_text(g, 0, 0, 0), "r3-r3-b3-y3-b3-y2-y2-r1");
    ck_assert_int_eq(sky_skyscrapers_structure(g, 0, 0, 1, NULL, 0), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_structures(g, 1, 0), SKY_ERANGE);
    check_round_trip(g);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk11_structures_use_the_pile_once)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, sk9_supply);

    ck_assert_int_eq(grab(g, 0, "r3-r3-b3-y3-b3-y2-y2-r1-g2"), SKY_OK);
    ck_assert_int_eq(build(g, 0, "r3-r3-r1"), SKY_EPHASE);     /* still grabbing */
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_EPHASE);
    ck_assert_int_eq(grab(g, 1, "y1"), SKY_EPHASE);            /* the grab is over */
    ck_assert_int_eq(build(g, 0, "r3-r3-r3"), SKY_ENOPYRAMID); /* only two r3 */
    ck_assert_int_eq(build(g, 0, "y1"), SKY_ENOPYRAMID);       /* never grabbed */
    ck_assert_int_eq(build(g, 1, "y1"), SKY_ENOPYRAMID);       /* player 1 has nothing */
    ck_assert_int_eq(build(g, 0, "r3-r3-r1"), SKY_OK);
    ck_assert_int_eq(build(g, 0, "r1"), SKY_ENOPYRAMID);       /* used already */
    ck_assert_int_eq(stack(g, 0, 0, "r3"), SKY_ENOPYRAMID);
    ck_assert_str_eq(list_text(sky_skyscrapers_unbuilt, g, 0), "y2-y2-y3-g2-b3-b3");
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 0), "r1-r3-r3-y2-y2-y3-g2-b3-b3");
    ck_assert_int_eq(build(g, 0, "g2-g2"), SKY_ENOPYRAMID);
    ck_assert_int_eq(build(g, 2, "g2"), SKY_ERANGE);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk11_stacking_on_a_structure)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, NULL);

    ck_assert_int_eq(grab(g, 0, "r3-y3-g3-b3-k3-r2-y2-g2"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "b2-k2-r1-y1-g1-b1-k1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_BUILD);  /* middle empty */
    ck_assert_int_eq(stack(g, 0, 0, "r3"), SKY_ERANGE);                /* no structure */
    ck_assert_int_eq(build(g, 0, "r3-y3"), SKY_OK);
    ck_assert_int_eq(build(g, 0, "g3"), SKY_OK);
    ck_assert_int_eq(stack(g, 0, 0, "b3-r2"), SKY_OK);
    ck_assert_int_eq(stack(g, 0, 1, "y2"), SKY_OK);
    ck_assert_int_eq(stack(g, 0, 2, "g2"), SKY_ERANGE);
    ck_assert_int_eq(stack(g, 0, -1, "g2"), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_structures(g, 0, 0), 2);
    ck_assert_str_eq(structure_text(g, 0, 0, 0), "r3-y3-b3-r2");
    ck_assert_str_eq(structure_text(g, 0, 0, 1), "g3-y2");
    /* Player 1's pyramids make an unsafe stack: k1 under b2 (-(3 + 2 x ... )). */
    ck_assert_int_eq(build(g, 1, "k1-b2"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    /* Player 0: two safe non-towers, 0.  Player 1: sections k1 (3) and b2 (2). */
    ck_assert_int_eq(round_score_of(g, 0, 0), 0);
    ck_assert_int_eq(round_score_of(g, 0, 1), -5);
    ck_assert_int_eq(total_of(g, 1), -5);
    check_round_trip(g);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk11_finished_players_build_no_more)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, NULL);

    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_EPHASE);
    ck_assert_int_eq(grab(g, 0, "r3-r2-r1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_check_finish(g, 0), SKY_ETURN);
    ck_assert_int_eq(build(g, 0, "r3"), SKY_ETURN);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 2), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_round(g), 0);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    /* The next round: everything is back in the middle. */
    ck_assert_int_eq(sky_skyscrapers_round(g), 1);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    ck_assert_int_eq(sky_skyscrapers_middle(g, NULL, 0), 15);
    ck_assert_int_eq(sky_skyscrapers_pile(g, 0, NULL, 0), 0);
    ck_assert_int_eq(sky_skyscrapers_structures(g, 1, 0), 0);
    ck_assert_int_eq(round_score_of(g, 0, 0), 0);
    sky_skyscrapers_free(g);
}
END_TEST

/* ---- SK-12: winning conditions ------------------------------------------------------- */

/* Towers from a Treehouse set and a red stash for the scripted matches below. */
static const char tower13[] = "r3-r3-r3-r3-r1";         /* 10 + 3 = 13 */
static const char tower18[] = "y3-g3-y2-g2-y1";         /* (1+1+2+2+3) x 2 = 18 */
static const char tower18b[] = "b3-k3-b2-k2-b1";        /* the same in blue and black */

static sky_skyscrapers *stash_match(int players, int win, int rounds, int target,
                                    int towers, int threshold)
{
    return new_match(players, win, rounds, target, towers, threshold,
                     "r1-r2-r3-y1-y2-y3-g1-g2-g3-b1-b2-b3-k1-k2-k3-"
                     "r1-r1-r1-r1-r1-r2-r2-r2-r2-r2-r3-r3-r3-r3-r3");
}

START_TEST(sk12a_highest_total_after_the_rounds)
{
    sky_skyscrapers *g = stash_match(3, SKY_SKYSCRAPERS_HIGHEST, 2, 0, 0, 0);
    const char *round1[3] = { tower13, tower18, NULL };
    const char *round2[3] = { tower18, NULL, NULL };
    unsigned mask;

    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    ck_assert_int_eq(sky_skyscrapers_winners(g, &mask), SKY_EPHASE);
    play_round(g, round2);
    /* 13 + 18 = 31 against 18 and 0. */
    ck_assert_int_eq(total_of(g, 0), 31);
    ck_assert_int_eq(total_of(g, 1), 18);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 1u);
    ck_assert_int_eq(grab(g, 0, "r1"), SKY_EOVER);
    ck_assert_int_eq(sky_skyscrapers_stop(g), SKY_EOVER);
    check_round_trip(g);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk12a_play_stops_between_rounds_and_ties_share)
{
    sky_skyscrapers *g = stash_match(3, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0);
    const char *round1[3] = { tower18, NULL, tower18b };
    char *text;

    play_round(g, round1);
    ck_assert_int_eq(grab(g, 0, "r1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_stop(g), SKY_EPHASE);     /* a round is under way */
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_stop(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_int_eq(sky_skyscrapers_round(g), 1);
    ck_assert_uint_eq(winners_of(g), 5u);      /* players 0 and 2 share 18 */
    text = record_text(g);
    ck_assert_ptr_nonnull(strstr(text, "\nstop\n"));
    free(text);
    check_round_trip(g);
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);       /* takes back the stop */
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk12b_first_to_reach_the_target)
{
    sky_skyscrapers *g = stash_match(3, SKY_SKYSCRAPERS_REACH, 0, 30, 0, 0);
    const char *round1[3] = { tower18, tower13, NULL };
    const char *round2[3] = { tower13, tower18, NULL };

    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    play_round(g, round2);
    /* 18 + 13 = 31 and 13 + 18 = 31 both pass 30: a shared win. */
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 3u);
    sky_skyscrapers_free(g);

    /* Reaching exactly counts; of two who reach, the higher total wins. */
    g = stash_match(2, SKY_SKYSCRAPERS_REACH, 0, 13, 0, 0);
    {
        const char *round[2] = { tower13, tower18 };
        play_round(g, round);
    }
    ck_assert_uint_eq(winners_of(g), 2u);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk12c_exact_target_and_busts)
{
    sky_skyscrapers *g = stash_match(2, SKY_SKYSCRAPERS_EXACT, 0, 31, 0, 0);
    const char *round1[2] = { tower18, tower13 };
    const char *round2[2] = { tower18, tower18b };
    const char *round3[2] = { tower13, "r3-r3-r1-r2" };

    play_round(g, round1);      /* 18 and 13 */
    play_round(g, round2);      /* 18 + 18 = 36 passes 31: a bust; 13 + 18 = 31 wins */
    ck_assert_int_eq(round_score_of(g, 1, 0), 18);
    ck_assert_int_eq(sky_skyscrapers_round_bust(g, 1, 0), 1);
    ck_assert_int_eq(sky_skyscrapers_round_bust(g, 1, 1), 0);
    ck_assert_int_eq(total_of(g, 0), 18);
    ck_assert_int_eq(total_of(g, 1), 31);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 2u);
    check_round_trip(g);
    /* Back before round 2: now player 0 hits 31 and player 1 loses points. */
    ck_assert_int_eq(sky_skyscrapers_undo_round(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_round(g), 1);
    play_round(g, round3);
    /* 18 + 13 = 31; 13 - (3 + 3 + 2) ... r3 r3 | r1 ... unsafe: r2 on r1. */
    ck_assert_int_eq(round_score_of(g, 1, 1), -((1 + 2 + 3) + 2));
    ck_assert_int_eq(total_of(g, 1), 13 - 8);
    ck_assert_uint_eq(winners_of(g), 1u);
    ck_assert_int_eq(sky_skyscrapers_round_bust(g, 2, 0), SKY_ERANGE);
    sky_skyscrapers_free(g);
}
END_TEST

/* Two players hit the target in the same round: equal totals share the win. */
START_TEST(sk12c_exact_hits_in_one_round_share)
{
    sky_skyscrapers *g = stash_match(3, SKY_SKYSCRAPERS_EXACT, 0, 18, 0, 0);
    const char *round1[3] = { tower18, tower13, tower18b };

    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 5u);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk12d_towers_over_a_threshold)
{
    sky_skyscrapers *g = stash_match(2, SKY_SKYSCRAPERS_TOWERS, 0, 0, 2, 13);
    const char *round1[2] = { tower18, tower13 };

    /* 18 > 13 counts, 13 does not. */
    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_towers_over(g, 0), 1);
    ck_assert_int_eq(sky_skyscrapers_towers_over(g, 1), 0);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_GRAB);
    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_towers_over(g, 0), 2);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 1u);
    sky_skyscrapers_free(g);

    /* Two towers in one round count; both players meet it: the higher total wins. */
    g = stash_match(2, SKY_SKYSCRAPERS_TOWERS, 0, 0, 2, 10);
    ck_assert_int_eq(grab(g, 0, "y3-g3-y2-g2-y1-r3-r3-r3-r3-r1"), SKY_OK);
    ck_assert_int_eq(grab(g, 1, "r3-r2-r1-r1-r1-k3-k2-k1-b3-b1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    ck_assert_int_eq(build(g, 0, tower18), SKY_OK);
    ck_assert_int_eq(build(g, 0, tower13), SKY_OK);
    /* r3 r2 r1 r1 r1: 1 + 2 + 3 + 6 + 9 = 21; k3 k2 k1 b3 ... k3-b3-k2-k1-b1: 4 runs... */
    ck_assert_int_eq(build(g, 1, "r3-r2-r1-r1-r1"), SKY_OK);
    ck_assert_int_eq(build(g, 1, "k3-b3-k2-k1-b1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    /* Player 1: 21 + (1 + 1 + 2 + 3 + 3) x 2 = 41 against 18 + 13 = 31. */
    ck_assert_int_eq(total_of(g, 1), 41);
    ck_assert_uint_eq(winners_of(g), 2u);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(sk12_round_limit_decides_by_highest_total)
{
    /* Nobody reaches 100 in one round: the highest total wins. */
    sky_skyscrapers *g = stash_match(2, SKY_SKYSCRAPERS_REACH, 1, 100, 0, 0);
    const char *round1[2] = { tower13, tower18 };

    play_round(g, round1);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 2u);
    sky_skyscrapers_free(g);
}
END_TEST

/* ---- undo, records, rejected calls -------------------------------------------------- */

/* Everything the public calls tell of a match, as one malloc'd string. */
static char *state_text(const sky_skyscrapers *g)
{
    int n = sky_skyscrapers_render(g, SKY_VIEW_ALL, NULL, 0), p, len;
    char *record = record_text(g), *text;
    size_t cap;
    unsigned winners = 0;

    ck_assert_int_gt(n, 0);
    cap = strlen(record) + (size_t)n + 64 + 40 * SKY_SKYSCRAPERS_MAX_PLAYERS;
    text = malloc(cap);
    ck_assert_ptr_nonnull(text);
    len = sprintf(text, "%s\n", record);
    ck_assert_int_eq(sky_skyscrapers_render(g, SKY_VIEW_ALL, text + len, (size_t)n + 1), n);
    len += n;
    len += sprintf(text + len, "to move %d, round %d, winners %d/%u:",
                   sky_skyscrapers_to_move(g), sky_skyscrapers_round(g),
                   sky_skyscrapers_winners(g, &winners), winners);
    for (p = 0; p < sky_skyscrapers_players(g); p++)
        len += sprintf(text + len, " %d/%d", total_of(g, p), sky_skyscrapers_towers_over(g, p));
    free(record);
    return text;
}

/*
 * Undo takes back every step exactly, across the scoring of rounds, the
 * end of the match and a stop, in every winning condition: random
 * matches, each step undone on a clone and compared with the state
 * before it.  The one undo replays at most a round (skyscrapers.c).
 */
START_TEST(undo_at_every_step_gives_back_the_state_before)
{
    /* players, win, rounds, target, towers, threshold, every how many
       steps a random one (0: greedy only, whose towers score) */
    static const int setups[][7] = {
        { 2, SKY_SKYSCRAPERS_HIGHEST, 3, 0, 0, 0, 4 },
        { 3, SKY_SKYSCRAPERS_REACH, 0, 200, 0, 0, 4 },
        { 2, SKY_SKYSCRAPERS_EXACT, 8, 150, 0, 0, 0 },
        { 4, SKY_SKYSCRAPERS_TOWERS, 5, 0, 2, 10, 4 },
        { 2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, 3 },
    };
    sky_rng rng;
    size_t i;
    int busts = 0;

    sky_rng_seed(&rng, 2027);
    for (i = 0; i < sizeof setups / sizeof setups[0]; i++) {
        const int *o = setups[i];
        sky_skyscrapers *g = new_match(o[0], o[1], o[2], o[3], o[4], o[5], NULL);
        int steps = 0, who;

        while ((who = sky_skyscrapers_to_move(g)) != SKY_EOVER) {
            sky_skyscrapers *after = NULL;
            char *before = state_text(g), *undone;
            sky_skyscrapers_move m;

            if (o[2] == 0 && sky_skyscrapers_round(g) == 4
                && sky_skyscrapers_stop(g) == SKY_OK) {
                /* a match until stopped: stop it after four rounds */
            } else if (who == SKY_ECHANCE) {
                ck_assert_int_eq(sky_skyscrapers_draw(g, NULL), SKY_OK);
            } else {
                int bot = o[6] && steps % o[6] == 0 ? SKY_BOT_RANDOM : SKY_BOT_GREEDY;
                ck_assert_int_eq(sky_skyscrapers_bot_move(g, bot, &rng, &m), SKY_OK);
                ck_assert_int_eq(sky_skyscrapers_play(g, who, m), SKY_OK);
            }
            ck_assert_int_eq(sky_skyscrapers_clone(g, &after), SKY_OK);
            ck_assert_int_eq(sky_skyscrapers_undo(after), SKY_OK);
            undone = state_text(after);
            ck_assert_str_eq(undone, before);
            free(undone);
            free(before);
            sky_skyscrapers_free(after);
            steps++;
        }
        ck_assert_int_gt(sky_skyscrapers_round(g), 1);
        if (o[1] == SKY_SKYSCRAPERS_EXACT) {
            int r;
            for (r = 0; r < sky_skyscrapers_round(g); r++)
                busts += sky_skyscrapers_round_bust(g, r, 0) + sky_skyscrapers_round_bust(g, r, 1);
        }
        sky_skyscrapers_free(g);
    }
    ck_assert_int_gt(busts, 0);     /* the scoring of a bust round was undone */
}
END_TEST


START_TEST(undo_takes_back_one_step)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, sk9_supply);
    char *start, *now;

    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_ENOUNDO);
    ck_assert_int_eq(sky_skyscrapers_undo_round(g), SKY_ENOUNDO);
    start = record_text(g);
    ck_assert_int_eq(grab(g, 0, "r3-r3-b3"), SKY_OK);     /* one step of three */
    ck_assert_int_eq(grab(g, 0, "y3"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 0), "r3-r3-b3");
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);
    now = record_text(g);
    ck_assert_str_eq(now, start);
    free(now);
    /* Across the scoring of a round. */
    play_sk9_round(g);
    ck_assert_int_eq(sky_skyscrapers_round(g), 1);
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);       /* player 1's finish */
    ck_assert_int_eq(sky_skyscrapers_round(g), 0);
    ck_assert_int_eq(total_of(g, 0), 0);
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_BUILD);
    ck_assert_int_eq(sky_skyscrapers_check_finish(g, 0), SKY_ETURN);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    ck_assert_int_eq(total_of(g, 1), 47);
    /* undo_round: the whole scored round, then nothing left. */
    ck_assert_int_eq(sky_skyscrapers_undo_round(g), SKY_OK);
    now = record_text(g);
    ck_assert_str_eq(now, start);
    free(now);
    ck_assert_int_eq(grab(g, 1, "r1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_undo_round(g), SKY_OK);   /* the round under way */
    now = record_text(g);
    ck_assert_str_eq(now, start);
    free(now);
    free(start);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(rejected_calls_change_nothing)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 2, 0, 0, 0, sk9_supply);
    sky_pyramid bad[2] = { { 0, 3 }, { 0, 9 } };
    char *before, *after;

    ck_assert_int_eq(grab(g, 0, "r3-r3-b3-y3-b3-y2-y2-r1-g2"), SKY_OK);
    before = record_text(g);
    ck_assert_int_eq(grab(g, 1, "r1-y1"), SKY_ESUPPLY);        /* the one r1 is taken */
    ck_assert_int_eq(sky_skyscrapers_grab(g, 1, bad, 2), SKY_ESIZE);
    ck_assert_int_eq(sky_skyscrapers_grab(g, 1, bad, 0), SKY_EINVAL);
    ck_assert_int_eq(build(g, 0, "r3"), SKY_EPHASE);
    ck_assert_int_eq(sky_skyscrapers_stop(g), SKY_EPHASE);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_EPHASE);
    after = record_text(g);
    ck_assert_str_eq(before, after);
    free(after);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    free(before);
    before = record_text(g);
    ck_assert_int_eq(build(g, 0, "r3-r3-r3"), SKY_ENOPYRAMID);
    ck_assert_int_eq(stack(g, 0, 0, "r3"), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_build(g, 0, bad, 2), SKY_ESIZE);
    ck_assert_int_eq(sky_skyscrapers_stack(g, 0, 0, NULL, 1), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_build(g, 0, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(grab(g, 1, "y1"), SKY_EPHASE);
    after = record_text(g);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(record_round_trips_at_every_step)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_EXACT, 3, 50, 0, 0, sk9_supply);

    check_round_trip(g);
    ck_assert_int_eq(grab(g, 0, "r3-r3-b3-y3-b3-y2-y2-r1-g2"), SKY_OK);
    check_round_trip(g);
    ck_assert_int_eq(grab(g, 1, "y3-y3-y2-r3-b1-b2-b2-y2-b2-y2-y1-y1-y1"), SKY_OK);
    check_round_trip(g);
    ck_assert_int_eq(build(g, 0, "r3-r3-b3"), SKY_OK);
    check_round_trip(g);
    ck_assert_int_eq(build(g, 0, "y3"), SKY_OK);
    ck_assert_int_eq(stack(g, 0, 0, "b3-y2"), SKY_OK);
    ck_assert_int_eq(stack(g, 0, 1, "y2"), SKY_OK);
    check_round_trip(g);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    check_round_trip(g);
    ck_assert_int_eq(grab(g, 1, "g2"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    check_round_trip(g);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(record_read_by_hand)
{
    static const char text[] =
        "# a match kept by hand\n"
        "skyline skyscrapers 2\n"
        "players 2 rounds 0 win exact target 60 towers 0 threshold 0 seed 0\n"
        "supply r3-r3-b3-y3-b3-y2-y2-r1-g2-y3-y3-y2-r3-b1-b2-b2-y2-b2-y2-y1-y1-y1\n"
        "# round 1\n"
        "0+r3-r3-b3-y3-b3-y2-y2-r1 1+b2-b2-y2-b2-y2-y1-y1-y1 endgrab\n"
        "0=r3-r3-b3-y3 0.0+b3-y2 0.0+y2-r1 1=b2-b2-y2-b2-y2-y1-y1-y1\n"
        "1:done 0:done\n";
    char longer[sizeof text + 8];
    sky_skyscrapers *g = NULL;
    size_t offset = 0;

    ck_assert_int_eq(sky_skyscrapers_read(text, &g, &offset), SKY_OK);
    ck_assert_int_eq(total_of(g, 0), 45);
    ck_assert_int_eq(total_of(g, 1), 60);
    ck_assert_str_eq(structure_text(g, 0, 0, 0), "r3-r3-b3-y3-b3-y2-y2-r1");
    /* Player 1 hit 60 exactly (SK-12 c): the match is over. */
    ck_assert_int_eq(sky_skyscrapers_phase(g), SKY_SKYSCRAPERS_PHASE_OVER);
    ck_assert_uint_eq(winners_of(g), 2u);
    check_round_trip(g);
    sky_skyscrapers_free(g);
    snprintf(longer, sizeof longer, "%sstop\n", text);
    ck_assert_int_eq(sky_skyscrapers_read(longer, &g, &offset), SKY_EOVER);
    ck_assert_str_eq(longer + offset, "stop\n");
}
END_TEST

/* Reading `text` fails with `status` at the token `at`. */
static void expect_bad(const char *text, int status, const char *at)
{
    sky_skyscrapers *g = (sky_skyscrapers *)1;
    size_t offset = 0;

    ck_assert_msg(sky_skyscrapers_read(text, &g, &offset) == status,
                  "%s: not %s", text, sky_status_name(status));
    ck_assert_ptr_null(g);
    ck_assert_msg(strncmp(text + offset, at, strlen(at)) == 0,
                  "%s: offset %zu, not at '%s'", text, offset, at);
}

#define HEAD "skyline skyscrapers 2\nplayers 2 rounds 0 win highest target 0 towers 0 threshold 0 seed 0\n"
#define SUPPLY "supply r1-r2-r3-y1\n"

START_TEST(read_rejects_bad_records)
{
    expect_bad("skyline cityscape 1\n", SKY_EPARSE, "cityscape");
    expect_bad("skyline skyscrapers 1\n", SKY_EVERSION, "1");
    expect_bad("skyline skyscrapers 3\n", SKY_EVERSION, "3");
    expect_bad("skyline skyscrapers 2\nplayers 1 rounds 0 win highest target 0 towers 0 "
               "threshold 0 seed 0\n" SUPPLY, SKY_ERANGE, "1 rounds");
    expect_bad("skyline skyscrapers 2\nplayers 2 rounds 0 win reach target 0 towers 0 "
               "threshold 0 seed 0\n" SUPPLY, SKY_ERANGE, "reach");
    expect_bad("skyline skyscrapers 2\nplayers 2 rounds 0 win most target 0 towers 0 "
               "threshold 0 seed 0\n" SUPPLY, SKY_EPARSE, "most");
    expect_bad("skyline skyscrapers 2\nplayers 2 rounds x win highest target 0 towers 0 "
               "threshold 0 seed 0\n" SUPPLY, SKY_EPARSE, "x win");
    expect_bad(HEAD "supply r1-r4\n", SKY_ESIZE, "r1-r4");
    expect_bad(HEAD "supply r1-z1\n", SKY_ECOLOR, "r1-z1");
    expect_bad(HEAD "pile r1\n", SKY_EPARSE, "pile");
    expect_bad(HEAD SUPPLY "0+r1 1+r1\n", SKY_ESUPPLY, "1+r1");
    expect_bad(HEAD SUPPLY "0+r1 2+r2\n", SKY_ERANGE, "2+r2");
    expect_bad(HEAD SUPPLY "0+r1 0=r1\n", SKY_EPHASE, "0=r1");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0=r2\n", SKY_ENOPYRAMID, "0=r2");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0.0+r1\n", SKY_ERANGE, "0.0+r1");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0:done 0:done\n", SKY_ETURN, "0:done\n");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0:fin\n", SKY_EPARSE, "0:fin");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0.+r1\n", SKY_EPARSE, "0.+r1");
    expect_bad(HEAD SUPPLY "0+r1 endgrab 0/r1\n", SKY_EPARSE, "0/r1");
    expect_bad(HEAD SUPPLY "0+r9\n", SKY_ESIZE, "0+r9");
    expect_bad(HEAD SUPPLY "+r1\n", SKY_EPARSE, "+r1");
    expect_bad(HEAD SUPPLY "0+r1 stop\n", SKY_EPHASE, "stop");
    expect_bad(HEAD SUPPLY "stop stop\n", SKY_EOVER, "stop\n");
    expect_bad(HEAD "supply", SKY_EPARSE, "");
    expect_bad("skyline skyscrapers 2\nplayers 2 rounds", SKY_EPARSE, "");
    {
        sky_skyscrapers *g = NULL;
        ck_assert_int_eq(sky_skyscrapers_read(NULL, &g, NULL), SKY_EINVAL);
        ck_assert_int_eq(sky_skyscrapers_read(HEAD SUPPLY, NULL, NULL), SKY_EINVAL);
    }
}
END_TEST

START_TEST(write_and_render_like_snprintf)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_TOWERS, 0, 0, 1, 20, sk9_supply);
    char small[10], *full = NULL;
    int n, m;

    play_sk9_round(g);
    n = sky_skyscrapers_write(g, SKY_VIEW_ALL, small, sizeof small);
    ck_assert_int_gt(n, (int)sizeof small);
    ck_assert_str_eq(small, "skyline s");
    ck_assert_int_eq(sky_skyscrapers_write(NULL, SKY_VIEW_ALL, small, sizeof small), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_write(g, SKY_VIEW_ALL, NULL, 5), SKY_EINVAL);
    m = sky_skyscrapers_render(g, SKY_VIEW_ALL, NULL, 0);
    ck_assert_int_gt(m, 0);
    full = malloc((size_t)m + 1);
    ck_assert_int_eq(sky_skyscrapers_render(g, SKY_VIEW_ALL, full, (size_t)m + 1), m);
    ck_assert_ptr_nonnull(strstr(full, "player 1: total 47"));
    /* Both built a tower of more than 20: the higher total wins. */
    ck_assert_ptr_nonnull(strstr(full, "winners:  player 1\n"));
    free(full);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(null_arguments_are_einval)
{
    sky_pyramid p[1] = { { 0, 1 } };
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, NULL);
    unsigned mask;
    int points;

    ck_assert_int_eq(sky_skyscrapers_players(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_rounds(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_round(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_phase(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_supply(NULL, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_middle(NULL, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_pile(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_unbuilt(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_check_grab(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_grab(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_end_grab(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_check_build(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_build(NULL, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_check_stack(NULL, 0, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_stack(NULL, 0, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_check_finish(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_finish(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_stop(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_undo(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_undo_round(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_structures(NULL, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_structure(NULL, 0, 0, 0, p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_scores(NULL, &points, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_scores(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_scores(g, &points, 1), 2);   /* fills one, says two */
    ck_assert_int_eq(sky_skyscrapers_round_score(g, 0, 0, &points), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_winners(g, NULL), SKY_EINVAL);
    sky_skyscrapers_free(g);
    ck_assert_int_eq(sky_skyscrapers_round_score(NULL, 0, 0, &points), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_round_bust(NULL, 0, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_towers_over(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_winners(NULL, &mask), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_render(NULL, SKY_VIEW_ALL, NULL, 0), SKY_EINVAL);
}
END_TEST

/* ---- the match in the generic layer ------------------------------------------------- */

/* The generic layer seats at most SKY_GAME_MAX_PLAYERS (its results hold no more). */
START_TEST(game_seats_at_most_the_generic_players)
{
    sky_game *g = NULL;
    sky_game_type type;

    ck_assert_int_eq(sky_game_new("skyscrapers", "players=9", &g), SKY_ERANGE);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(sky_game_new("skyscrapers", "players=8", &g), SKY_OK);
    ck_assert_int_eq(sky_game_players(g), SKY_GAME_MAX_PLAYERS);
    ck_assert_int_eq(sky_game_info(sky_game_index(g), &type, sizeof type), SKY_OK);
    ck_assert_int_eq(type.max_players, SKY_GAME_MAX_PLAYERS);
    sky_game_free(g);
}
END_TEST

/* A native match may seat more players than the search plays: it refuses
 * them (the search's per-player arrays hold SKY_GAME_MAX_PLAYERS), and
 * the other players still play every seat. */
START_TEST(search_refuses_more_players_than_the_generic_layer)
{
    sky_skyscrapers *g;
    sky_skyscrapers_move m;
    sky_rng rng;
    int players, who;

    sky_rng_seed(&rng, 9);
    for (players = SKY_GAME_MAX_PLAYERS; players <= SKY_SKYSCRAPERS_MAX_PLAYERS; players++) {
        g = new_match(players, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, NULL);
        while ((who = sky_skyscrapers_to_move(g)) == SKY_ECHANCE)
            ck_assert_int_eq(sky_skyscrapers_draw(g, NULL), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_bot_move(g, SKY_BOT_SEARCH, &rng, &m),
                         players > SKY_GAME_MAX_PLAYERS ? SKY_ERANGE : SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_play(g, who, m), SKY_OK);
        sky_skyscrapers_free(g);
    }
}
END_TEST

START_TEST(game_grab_is_a_chance_node_one_pyramid_at_a_time)
{
    sky_game *g = NULL;
    int actions[256], n, i, a;
    double probs[256], sum = 0.0;
    char text[32];

    ck_assert_int_eq(sky_game_new("skyscrapers", "players=2 stashes=1", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_count(g), 91);
    ck_assert_int_eq(sky_game_to_move(g), SKY_ECHANCE);
    /* 30 pyramids: the Treehouse set's 15 kinds plus a red stash (r1 r2 r3 5 each). */
    n = sky_game_chance_outcomes(g, actions, probs, 256);
    ck_assert_int_eq(n, 15);
    for (i = 0; i < n; i++)
        sum += probs[i];
    ck_assert(sum > 0.999999 && sum < 1.000001);
    ck_assert_int_eq(actions[0], 0);                     /* r1: 6 of 30 */
    ck_assert(probs[0] > 0.19999 && probs[0] < 0.20001);
    ck_assert_int_eq(actions[3], 3);                     /* y1: 1 of 30 */
    ck_assert(probs[3] > 0.03333 && probs[3] < 0.03334);
    /* Player 0 grabs first in round 1; "0+y1" is action 3. */
    ck_assert_int_eq(sky_game_action_to_string(g, 3, text, sizeof text), 4);
    ck_assert_str_eq(text, "0+y1");
    ck_assert_int_eq(sky_game_action_from_string(g, "0+y1", &a), SKY_OK);
    ck_assert_int_eq(a, 3);
    ck_assert_int_eq(sky_game_action_from_string(g, "1+y1", &a), SKY_ETURN);
    ck_assert_int_eq(sky_game_action_from_string(g, "0+y1-y2", &a), SKY_EPARSE);
    ck_assert_int_eq(sky_game_action_from_string(g, "0=y1", &a), SKY_EPHASE);
    ck_assert_int_eq(sky_game_action_from_string(g, "stop", &a), SKY_EILLEGAL);
    ck_assert_int_eq(sky_game_check(g, 30), SKY_ECHANCE);
    ck_assert_int_eq(sky_game_apply(g, 3), SKY_OK);
    ck_assert_int_eq(sky_game_check(g, 3), SKY_ESUPPLY);      /* the only y1 is gone */
    ck_assert_int_eq(sky_game_action_from_string(g, "1+r1", &a), SKY_OK);
    sky_game_free(g);
}
END_TEST

START_TEST(game_building_actions)
{
    sky_game *g = NULL;
    int a, n, actions[128];
    char text[32];

    ck_assert_int_eq(sky_game_new("skyscrapers", "players=3 rounds=1", &g), SKY_OK);
    /* Grab the Treehouse set in canonical order: 0, 1, 2, 0, ... take turns. */
    while (sky_game_to_move(g) == SKY_ECHANCE) {
        ck_assert_int_gt(sky_game_legal_actions(g, actions, 128), 0);
        ck_assert_int_eq(sky_game_apply(g, actions[0]), SKY_OK);
    }
    /* Player 0 holds r1 y1 g1 b1 k1: r1 is kind 0. */
    ck_assert_int_eq(sky_game_to_move(g), 0);
    n = sky_game_legal_actions(g, actions, 128);
    ck_assert_int_eq(n, 5 + 1);                     /* five new structures, finish */
    ck_assert_int_eq(actions[n - 1], 90);
    ck_assert_int_eq(sky_game_check(g, 60), SKY_ERANGE);   /* nothing to stack on */
    ck_assert_int_eq(sky_game_apply(g, 30 + 0), SKY_OK);   /* 0=r1 */
    ck_assert_int_eq(sky_game_action_to_string(g, 60 + 3, text, sizeof text), 6);
    ck_assert_str_eq(text, "0.0+y1");
    ck_assert_int_eq(sky_game_action_from_string(g, "0.0+y1", &a), SKY_OK);
    ck_assert_int_eq(a, 63);
    ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    ck_assert_int_eq(sky_game_action_from_string(g, "0=g1", &a), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    /* Only the latest structure, 1, can be stacked on. */
    ck_assert_int_eq(sky_game_action_from_string(g, "0.0+b1", &a), SKY_ERANGE);
    ck_assert_int_eq(sky_game_check(g, 30 + 0), SKY_ENOPYRAMID);
    ck_assert_int_eq(sky_game_action_from_string(g, "0:done", &a), SKY_OK);
    ck_assert_int_eq(a, 90);
    ck_assert_int_eq(sky_game_action_from_string(g, "1:done", &a), SKY_ETURN);
    ck_assert_int_eq(sky_game_apply(g, 90), SKY_OK);
    ck_assert_int_eq(sky_game_to_move(g), 1);
    ck_assert_int_eq(sky_game_apply(g, 90), SKY_OK);
    ck_assert_int_eq(sky_game_apply(g, 90), SKY_OK);
    ck_assert_int_eq(sky_game_is_over(g), 1);
    ck_assert_int_eq(sky_game_write(g, 3, text, sizeof text), SKY_ERANGE);
    sky_game_free(g);
}
END_TEST

START_TEST(game_options)
{
    sky_game *g = NULL;
    int scores[4];

    ck_assert_int_eq(sky_game_new("skyscrapers", "rounds=0", &g), SKY_ERANGE);
    ck_assert_int_eq(sky_game_new("skyscrapers", "treehouses=0", &g), SKY_ERANGE);
    ck_assert_int_eq(sky_game_new("skyscrapers", "treehouses=17", &g), SKY_ERANGE);
    ck_assert_int_eq(sky_game_new("skyscrapers", "win=1", &g), SKY_ERANGE);
    ck_assert_int_eq(sky_game_new("skyscrapers", "pile=3", &g), SKY_EOPTION);
    ck_assert_int_eq(sky_game_new("skyscrapers", "treehouses=2 stashes=1 players=4 win=3 "
                                  "towers=2 threshold=50", &g), SKY_OK);
    ck_assert_int_eq(sky_game_players(g), 4);
    ck_assert_int_eq(sky_game_scores(g, scores, 4), 4);
    sky_game_free(g);
}
END_TEST

/* Greedy builds the advisor's tower and beats random players. */
START_TEST(game_greedy_builds_the_advised_tower)
{
    int wins = 0, i;

    for (i = 0; i < 60; i++) {
        sky_game *g = NULL;
        sky_rng rng;
        int a, who, scores[2];

        ck_assert_int_eq(sky_game_new("skyscrapers", "players=2 rounds=2", &g), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i);
        while ((who = sky_game_to_move(g)) != SKY_EOVER) {
            int bot = who == i % 2 ? SKY_BOT_GREEDY : SKY_BOT_RANDOM;
            ck_assert_int_eq(sky_game_bot_action(g, bot, &rng, &a), SKY_OK);
            ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
        }
        sky_game_scores(g, scores, 2);
        ck_assert_int_ge(scores[i % 2], 0);       /* greedy never builds unsafely */
        wins += scores[i % 2] > scores[1 - i % 2];
        sky_game_free(g);
    }
    ck_assert_int_gt(wins, 50);
}
END_TEST

/* Round scores through play equal the pure scorer on the structures (SK-11). */
START_TEST(sk11_game_round_scores_match_the_scorer)
{
    int i;

    for (i = 0; i < 300; i++) {
        sky_game *game = NULL;
        sky_skyscrapers *g = NULL;
        char text[16384];
        sky_rng rng;
        int a, p, s, round;

        ck_assert_int_eq(sky_game_new("skyscrapers", "players=3 rounds=2", &game), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i + 500);
        while (sky_game_to_move(game) != SKY_EOVER) {
            ck_assert_int_eq(sky_game_bot_action(game, SKY_BOT_RANDOM, &rng, &a), SKY_OK);
            ck_assert_int_eq(sky_game_apply(game, a), SKY_OK);
        }
        ck_assert_int_lt(sky_game_write(game, SKY_VIEW_ALL, text, sizeof text), (int)sizeof text);
        ck_assert_int_eq(sky_skyscrapers_read(text, &g, NULL), SKY_OK);
        for (p = 0; p < 3; p++) {
            int total = 0;
            for (round = 0; round < 2; round++) {
                int sum = 0, points;
                for (s = 0; s < sky_skyscrapers_structures(g, round, p); s++) {
                    sky_pyramid st[MAXP];
                    int n = sky_skyscrapers_structure(g, round, p, s, st, MAXP);
                    ck_assert_int_eq(sky_skyscrapers_structure_score(st, (size_t)n, &points), SKY_OK);
                    sum += points;
                }
                ck_assert_int_eq(round_score_of(g, round, p), sum);
                total += sum;
            }
            ck_assert_int_eq(total_of(g, p), total);
        }
        sky_skyscrapers_free(g);
        sky_game_free(game);
    }
}
END_TEST

/* ---- the shape of every game (HACKING.md) ----------------------------------- */

static sky_skyscrapers_move mv(int step, int structure, const char *pyramid)
{
    sky_skyscrapers_move m;

    memset(&m, 0, sizeof m);
    m.step = step;
    m.structure = structure;
    if (pyramid)
        pyrs(pyramid, &m.pyramid);
    return m;
}

/* Options grow by size: an older caller, a newer one, and nonsense sizes. */
START_TEST(options_grow_by_size)
{
    struct older { size_t size; int players; } old;
    struct newer { sky_skyscrapers_options o; int extra; } newer;
    sky_skyscrapers_options o;
    sky_skyscrapers *g = NULL;

    memset(&old, 0, sizeof old);
    old.size = sizeof old;
    old.players = 3;
    ck_assert_int_eq(sky_skyscrapers_new((const sky_skyscrapers_options *)(void *)&old, &g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_players(g), 3);   /* the rest: defaults */
    ck_assert_int_eq(sky_skyscrapers_rounds(g), 0);
    sky_skyscrapers_free(g);

    ck_assert_int_eq(sky_skyscrapers_options_init(&newer.o, sizeof newer), SKY_OK);
    ck_assert_uint_eq(newer.o.size, sizeof newer);
    ck_assert_int_eq(newer.extra, 0);
    ck_assert_int_eq(sky_skyscrapers_new(&newer.o, &g), SKY_OK);
    sky_skyscrapers_free(g);
    newer.extra = 1;    /* a field this library does not know */
    g = NULL;
    ck_assert_int_eq(sky_skyscrapers_new(&newer.o, &g), SKY_EOPTION);
    ck_assert_ptr_null(g);

    ck_assert_int_eq(sky_skyscrapers_options_init(&o, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_options_init(&o, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_options_init(&o, SKY_OPTIONS_MAX_SIZE + 1), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_options_init(&o, SIZE_MAX), SKY_EINVAL);
    sky_skyscrapers_options_init(&o, sizeof o);
    o.size = 1;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_EINVAL);
    o.size = SIZE_MAX;
    ck_assert_int_eq(sky_skyscrapers_new(&o, &g), SKY_EINVAL);
}
END_TEST

/* Another game's handle and an unseeded generator are refused. */
START_TEST(foreign_handles_and_unseeded_rng)
{
    sky_cathedral *other = NULL;
    const sky_skyscrapers *foreign;
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, NULL);
    sky_skyscrapers_move m;
    sky_rng zero;
    int scores[2];
    char buf[64];

    ck_assert_int_eq(sky_cathedral_new(NULL, &other), SKY_OK);
    foreign = (const sky_skyscrapers *)(const void *)other;
    ck_assert_int_eq(sky_skyscrapers_players(foreign), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_to_move(foreign), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_scores(foreign, scores, 2), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_write(foreign, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_legal_moves(foreign, &m, 1), SKY_EINVAL);
    sky_skyscrapers_free((sky_skyscrapers *)(void *)other);   /* refused */
    ck_assert_int_eq(sky_cathedral_to_move(other), 0);
    sky_cathedral_free(other);

    memset(&zero, 0, sizeof zero);
    ck_assert_int_eq(sky_skyscrapers_bot_move(g, SKY_BOT_RANDOM, &zero, &m), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_advise(g, &zero, &m, NULL), SKY_EINVAL);
    sky_skyscrapers_free(g);
}
END_TEST

/* The grab is chance (sky_common(3), CHANCE), one pyramid at a time. */
START_TEST(chance_protocol)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, "r3-r1-b2");
    sky_skyscrapers_move moves[8], m;
    sky_rng rng;
    char before[4096];

    ck_assert_int_eq(sky_skyscrapers_to_move(g), SKY_ECHANCE);
    ck_assert_int_eq(sky_skyscrapers_legal_moves(g, moves, 8), 3);
    ck_assert_int_eq(moves[0].step, SKY_SKYSCRAPERS_GRAB);
    ck_assert_str_eq(format_of(&moves[0].pyramid, 1), "r1");
    ck_assert_int_eq(sky_skyscrapers_check(g, 0, moves[0]), SKY_ECHANCE);
    ck_assert_int_eq(sky_skyscrapers_play(g, 0, moves[0]), SKY_ECHANCE);
    ck_assert_int_eq(sky_skyscrapers_check(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_GRAB, 0, "g1")),
                     SKY_ESUPPLY);
    ck_assert_int_eq(sky_skyscrapers_check(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_NEW, 0, "r1")),
                     SKY_EPHASE);
    /* A bot samples a grab and plays nothing. */
    sky_rng_seed(&rng, 4);
    sky_skyscrapers_write(g, SKY_VIEW_ALL, before, sizeof before);
    ck_assert_int_eq(sky_skyscrapers_bot_move(g, SKY_BOT_GREEDY, &rng, &m), SKY_OK);
    ck_assert_int_eq(m.step, SKY_SKYSCRAPERS_GRAB);
    ck_assert_int_eq(sky_skyscrapers_check(g, SKY_ECHANCE, m), SKY_OK);
    {
        char *after = record_text(g);
        ck_assert_str_eq(after, before);
        free(after);
    }
    /* Supplied: player 0 grabs first in round 0, then player 1. */
    ck_assert_int_eq(sky_skyscrapers_play(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_GRAB, 0, "b2")), SKY_OK);
    ck_assert_str_eq(list_text(sky_skyscrapers_pile, g, 0), "b2");
    /* Drawn: the rest comes from the game's own generator. */
    ck_assert_int_eq(sky_skyscrapers_draw(g, &m), SKY_OK);
    ck_assert_int_eq(m.step, SKY_SKYSCRAPERS_GRAB);
    ck_assert_int_eq(sky_skyscrapers_draw(g, NULL), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_to_move(g), 0);    /* the middle is empty: build */
    ck_assert_int_eq(sky_skyscrapers_draw(g, &m), SKY_ECHANCE);
    ck_assert_int_eq(sky_skyscrapers_play(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_FINISH, 0, NULL)),
                     SKY_ECHANCE);
    sky_skyscrapers_free(g);
}
END_TEST

/* draw() depends on options.seed and the position, so it reproduces. */
START_TEST(draw_reproduces_from_the_seed)
{
    sky_skyscrapers_options o;
    sky_skyscrapers *a, *b;
    char first[4096], *text;
    int i, differs = 0;

    for (i = 0; i < 2; i++) {
        sky_skyscrapers_options_init(&o, sizeof o);
        o.seed = 77;
        ck_assert_int_eq(sky_skyscrapers_new(&o, &a), SKY_OK);
        o.seed = (uint64_t)(78 + i);
        ck_assert_int_eq(sky_skyscrapers_new(&o, &b), SKY_OK);
        while (sky_skyscrapers_to_move(a) == SKY_ECHANCE) {
            ck_assert_int_eq(sky_skyscrapers_draw(a, NULL), SKY_OK);
            ck_assert_int_eq(sky_skyscrapers_draw(b, NULL), SKY_OK);
        }
        text = record_text(a);
        if (i == 0)
            strcpy(first, text);
        else
            ck_assert_str_eq(text, first);
        free(text);
        {
            char pile_a[256];
            strcpy(pile_a, list_text(sky_skyscrapers_pile, a, 0));
            differs |= strcmp(pile_a, list_text(sky_skyscrapers_pile, b, 0)) != 0;
        }
        /* Undo and draw again: the same pyramid. */
        ck_assert_int_eq(sky_skyscrapers_undo(a), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_draw(a, NULL), SKY_OK);
        text = record_text(a);
        ck_assert_str_eq(text, first);
        free(text);
        sky_skyscrapers_free(a);
        sky_skyscrapers_free(b);
    }
    ck_assert(differs);     /* other seeds, other grabs */
}
END_TEST

/* Legal steps are exactly those that check OK; play = the table calls. */
START_TEST(legal_moves_are_the_steps_that_check)
{
    sky_skyscrapers *g = new_match(3, SKY_SKYSCRAPERS_HIGHEST, 2, 0, 0, 0, NULL);
    static sky_skyscrapers_move moves[SKY_SKYSCRAPERS_MAX_MOVES];
    sky_skyscrapers_move m;
    sky_rng rng;
    int n, i, who, plies = 0, s, k;
    const char *kinds[] = { "r1", "r3", "y2", "b1", "k3" };

    sky_rng_seed(&rng, 11);
    while (!sky_skyscrapers_is_over(g)) {
        who = sky_skyscrapers_to_move(g);
        n = sky_skyscrapers_legal_moves(g, moves, SKY_SKYSCRAPERS_MAX_MOVES);
        ck_assert_int_gt(n, 0);
        for (i = 0; i < n; i++)
            ck_assert_int_eq(sky_skyscrapers_check(g, who, moves[i]), SKY_OK);
        /* Steps not listed fail: a sample of kinds on every structure. */
        if (who >= 0)
            for (s = -1; s <= 3; s++)
                for (k = 0; k < 5; k++) {
                    int listed = 0;
                    m = mv(s < 0 ? SKY_SKYSCRAPERS_NEW : SKY_SKYSCRAPERS_TOP, s < 0 ? 0 : s, kinds[k]);
                    for (i = 0; i < n; i++)
                        listed |= moves[i].step == m.step && moves[i].structure == m.structure
                                  && moves[i].pyramid.color == m.pyramid.color
                                  && moves[i].pyramid.size == m.pyramid.size;
                    ck_assert_int_eq(sky_skyscrapers_check(g, who, m) == SKY_OK, listed);
                }
        ck_assert_int_eq(sky_skyscrapers_bot_move(g, (plies++ % 3) == 0, &rng, &m), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_play(g, who, m), SKY_OK);
        check_round_trip(g);
    }
    ck_assert_int_eq(sky_skyscrapers_legal_moves(g, moves, 1), 0);
    sky_skyscrapers_free(g);
}
END_TEST

/* Builds are simultaneous at a table: any player still building may step. */
START_TEST(builders_step_in_any_order)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, "r1-r2");

    ck_assert_int_eq(sky_skyscrapers_play(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_GRAB, 0, "r1")), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_play(g, SKY_ECHANCE, mv(SKY_SKYSCRAPERS_GRAB, 0, "r2")), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_to_move(g), 0);
    ck_assert_int_eq(sky_skyscrapers_play(g, 1, mv(SKY_SKYSCRAPERS_NEW, 0, "r2")), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_play(g, 1, mv(SKY_SKYSCRAPERS_FINISH, 0, NULL)), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_play(g, 1, mv(SKY_SKYSCRAPERS_FINISH, 0, NULL)), SKY_ETURN);
    ck_assert_int_eq(sky_skyscrapers_play(g, 0, mv(SKY_SKYSCRAPERS_TOP, 0, "r1")), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_play(g, 0, mv(SKY_SKYSCRAPERS_NEW, 0, "r1")), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_play(g, 2, mv(SKY_SKYSCRAPERS_FINISH, 0, NULL)), SKY_ERANGE);
    ck_assert_int_eq(sky_skyscrapers_play(g, 0, mv(SKY_SKYSCRAPERS_FINISH, 0, NULL)), SKY_OK);
    ck_assert(sky_skyscrapers_is_over(g));
    sky_skyscrapers_free(g);
}
END_TEST

/* Garbage in fields a step does not use changes nothing. */
START_TEST(unused_fields_are_ignored)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, "r1-r2");
    sky_skyscrapers_move m = mv(SKY_SKYSCRAPERS_GRAB, INT_MIN, "r1");
    sky_skyscrapers_move finish = mv(SKY_SKYSCRAPERS_FINISH, INT_MAX, NULL);
    sky_skyscrapers_move bad = mv(INT_MIN, 0, "r1");

    ck_assert_int_eq(sky_skyscrapers_play(g, SKY_ECHANCE, m), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_check(g, SKY_ECHANCE, bad), SKY_EINVAL);
    ck_assert_int_eq(sky_skyscrapers_draw(g, NULL), SKY_OK);
    finish.pyramid.color = INT_MIN;
    finish.pyramid.size = INT_MAX;
    ck_assert_int_eq(sky_skyscrapers_play(g, 0, finish), SKY_OK);
    m = mv(SKY_SKYSCRAPERS_NEW, INT_MIN, "r2");
    m.pyramid.color = INT_MIN;
    ck_assert_int_eq(sky_skyscrapers_check(g, 1, m), SKY_ECOLOR);
    sky_skyscrapers_free(g);
}
END_TEST

START_TEST(move_notation_round_trips)
{
    static const char *const texts[] = { "+r3", "=y1", "0+b2", "12+x1", "done" };
    static const char *const bad[] = { "", "+", "=r4", "+z1", "01+r1", "x+r1", "+r1-r2",
                                       "done ", "9999+r1", "-1+r1" };
    sky_skyscrapers_move m;
    char buf[SKY_SKYSCRAPERS_NOTATION_SIZE];
    size_t i;

    for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        ck_assert_int_eq(sky_skyscrapers_move_from_string(texts[i], &m), SKY_OK);
        ck_assert_int_eq(sky_skyscrapers_move_to_string(m, buf, sizeof buf), (int)strlen(texts[i]));
        ck_assert_str_eq(buf, texts[i]);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_lt(sky_skyscrapers_move_from_string(bad[i], &m), 0);
    ck_assert_int_eq(sky_skyscrapers_move_from_string("+z1", &m), SKY_ECOLOR);
    ck_assert_int_eq(sky_skyscrapers_move_from_string(NULL, &m), SKY_EINVAL);
}
END_TEST

/* Once the match is over the middle holds nothing (back in the box). */
START_TEST(middle_is_empty_once_over)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, "r1-r2-r3");
    sky_pyramid p[4];

    ck_assert_int_eq(grab(g, 0, "r1"), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_end_grab(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_middle(g, p, 4), 2);   /* left in the middle */
    ck_assert_int_eq(sky_skyscrapers_finish(g, 0), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_finish(g, 1), SKY_OK);
    ck_assert(sky_skyscrapers_is_over(g));
    ck_assert_int_eq(sky_skyscrapers_middle(g, p, 4), 0);
    check_round_trip(g);
    ck_assert_int_eq(sky_skyscrapers_undo(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_middle(g, p, 4), 2);
    sky_skyscrapers_free(g);
    /* A match stopped between rounds likewise. */
    g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, "r1");
    ck_assert_int_eq(sky_skyscrapers_stop(g), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_middle(g, p, 4), 0);
    sky_skyscrapers_free(g);
}
END_TEST

/* Scores before and after the end; winners only after it. */
START_TEST(scores_and_winners_before_and_after)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, sk9_supply);
    int scores[2] = { -1, -1 };
    unsigned mask;

    ck_assert_int_eq(sky_skyscrapers_scores(g, scores, 2), 2);
    ck_assert_int_eq(scores[0], 0);
    ck_assert_int_eq(sky_skyscrapers_winners(g, &mask), SKY_EPHASE);
    play_sk9_round(g);
    ck_assert_int_eq(sky_skyscrapers_scores(g, scores, 2), 2);
    ck_assert_int_eq(scores[0], total_of(g, 0));
    ck_assert_int_eq(scores[1], total_of(g, 1));
    ck_assert_int_eq(sky_skyscrapers_winners(g, &mask), SKY_OK);
    sky_skyscrapers_free(g);
}
END_TEST

/* SK-13 from the handle: the advisor's next step and what it adds. */
START_TEST(sk13_advise_from_the_handle)
{
    sky_skyscrapers *g = new_match(2, SKY_SKYSCRAPERS_HIGHEST, 1, 0, 0, 0, NULL);
    sky_skyscrapers_move m;
    double expected = -1;
    int points = 0;
    char towers[256];

    ck_assert_int_eq(sky_skyscrapers_advise(g, NULL, &m, &expected), SKY_ECHANCE);
    while (sky_skyscrapers_to_move(g) == SKY_ECHANCE)
        ck_assert_int_eq(sky_skyscrapers_draw(g, NULL), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_advise(g, NULL, &m, &expected), SKY_OK);
    ck_assert_int_eq(sky_skyscrapers_check(g, 0, m), SKY_OK);
    ck_assert_int_eq(advise(list_text(sky_skyscrapers_pile, g, 0), towers, sizeof towers) >= 0, 1);
    {
        sky_pyramid pile[SKY_SKYSCRAPERS_SET];
        int n = sky_skyscrapers_pile(g, 0, pile, SKY_SKYSCRAPERS_SET);
        ck_assert_int_eq(sky_skyscrapers_advise_pile(pile, (size_t)n, &points, NULL, 0) >= 0, 1);
    }
    ck_assert(expected == (double)points);
    sky_skyscrapers_free(g);
}
END_TEST

static Suite *skyscrapers_suite(void)
{
    Suite *s = suite_create("skyscrapers");
    TCase *tc = tcase_create("scoring");

    tcase_add_test(tc, sk1_colors_have_letters_and_names);
    tcase_add_test(tc, sk1_sizes_are_one_to_three_pips);
    tcase_add_test(tc, sk10_notation_round_trips);
    tcase_add_test(tc, sk10_notation_errors_are_specific);
    tcase_add_test(tc, sk10_parse_and_format_like_snprintf);
    tcase_add_test(tc, sk2_treehouse_set_is_one_of_each_size_in_five_colors);
    tcase_add_test(tc, sk2_stash_is_five_of_each_size_in_one_color);
    tcase_add_test(tc, sk3_structures_read_bottom_to_top);
    tcase_add_test(tc, sk4_unsafe_iff_larger_on_smaller);
    tcase_add_test(tc, sk5_tower_needs_five_and_a_one_pip_cap);
    tcase_add_test(tc, sk6_run_values_follow_the_seed_table);
    tcase_add_test(tc, sk6_runs_are_maximal_same_color_and_size);
    tcase_add_test(tc, sk7_run_sum_times_distinct_colors);
    tcase_add_test(tc, sk8_unsafe_sections_are_subtracted);
    tcase_add_test(tc, sk9_seed_examples);
    tcase_add_test(tc, scorers_reject_bad_input);
    suite_add_tcase(s, tc);

    tc = tcase_create("advisor");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, sk13_advisor_examples);
    tcase_add_test(tc, sk13_advisor_rejects_bad_input);
    tcase_add_test(tc, sk13_advisor_matches_exhaustive_search);
    tcase_add_test(tc, sk13_advised_towers_score_their_total);
    tcase_add_test(tc, sk13_random_arrangements_never_beat_the_advisor);
    suite_add_tcase(s, tc);

    tc = tcase_create("match");
    /* whole random matches undone at every step: about 2 s under valgrind */
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, options_init_defaults);
    tcase_add_test(tc, new_rejects_invalid_options);
    tcase_add_test(tc, clone_is_independent);
    tcase_add_test(tc, sk2_supply_is_any_combination);
    tcase_add_test(tc, sk2_piles_are_checked_against_the_supply);
    tcase_add_test(tc, sk11_round_score_is_the_sum_of_structures);
    tcase_add_test(tc, sk11_structures_use_the_pile_once);
    tcase_add_test(tc, sk11_stacking_on_a_structure);
    tcase_add_test(tc, sk11_finished_players_build_no_more);
    tcase_add_test(tc, sk12a_highest_total_after_the_rounds);
    tcase_add_test(tc, sk12a_play_stops_between_rounds_and_ties_share);
    tcase_add_test(tc, sk12b_first_to_reach_the_target);
    tcase_add_test(tc, sk12c_exact_target_and_busts);
    tcase_add_test(tc, sk12c_exact_hits_in_one_round_share);
    tcase_add_test(tc, sk12d_towers_over_a_threshold);
    tcase_add_test(tc, sk12_round_limit_decides_by_highest_total);
    tcase_add_test(tc, undo_takes_back_one_step);
    tcase_add_test(tc, undo_at_every_step_gives_back_the_state_before);
    tcase_add_test(tc, rejected_calls_change_nothing);
    tcase_add_test(tc, record_round_trips_at_every_step);
    tcase_add_test(tc, record_read_by_hand);
    tcase_add_test(tc, read_rejects_bad_records);
    tcase_add_test(tc, write_and_render_like_snprintf);
    tcase_add_test(tc, null_arguments_are_einval);
    suite_add_tcase(s, tc);

    tc = tcase_create("game");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, game_seats_at_most_the_generic_players);
    tcase_add_test(tc, search_refuses_more_players_than_the_generic_layer);
    tcase_add_test(tc, game_grab_is_a_chance_node_one_pyramid_at_a_time);
    tcase_add_test(tc, game_building_actions);
    tcase_add_test(tc, game_options);
    tcase_add_test(tc, game_greedy_builds_the_advised_tower);
    tcase_add_test(tc, sk11_game_round_scores_match_the_scorer);
    suite_add_tcase(s, tc);

    tc = tcase_create("shape");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, options_grow_by_size);
    tcase_add_test(tc, foreign_handles_and_unseeded_rng);
    tcase_add_test(tc, chance_protocol);
    tcase_add_test(tc, draw_reproduces_from_the_seed);
    tcase_add_test(tc, legal_moves_are_the_steps_that_check);
    tcase_add_test(tc, builders_step_in_any_order);
    tcase_add_test(tc, unused_fields_are_ignored);
    tcase_add_test(tc, move_notation_round_trips);
    tcase_add_test(tc, middle_is_empty_once_over);
    tcase_add_test(tc, scores_and_winners_before_and_after);
    tcase_add_test(tc, sk13_advise_from_the_handle);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(skyscrapers_suite());
}
