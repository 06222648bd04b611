/*
 * The generic layer, and the random-game property test over every game:
 * at every state of many seeded random games, the enumerated actions are
 * exactly the actions that check OK, and clone, text round trip and undo
 * reproduce the state exactly.
 *
 * SKY_PROPERTY_GAMES sets the number of games per module (default 10000);
 * the valgrind run lowers it.
 */
#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>
#include "run_suite.h"

#define TEXT_CAP 65536
#define MAX_ACTIONS 8192

static char text_a[TEXT_CAP], text_b[TEXT_CAP];
static int legal[MAX_ACTIONS];
static unsigned char is_legal[MAX_ACTIONS];

/*
 * Check records every passing assertion with a system call; the property
 * loops make millions of checks, so they call Check only on failure.
 */
#define REQUIRE(cond, ...) \
    do { if (!(cond)) ck_abort_msg(__VA_ARGS__); } while (0)
#define REQUIRE_INT(expr, expected, op) \
    do { \
        long v_ = (expr), e_ = (expected); \
        if (!(v_ op e_)) \
            ck_abort_msg("%s = %ld, expected %s %ld", #expr, v_, #op, e_); \
    } while (0)

static int property_games(void)
{
    const char *s = getenv("SKY_PROPERTY_GAMES");
    int n = s ? atoi(s) : 10000;
    return n > 0 ? n : 10000;
}

static void write_text(const sky_game *g, char *buf)
{
    int n = sky_game_write(g, SKY_VIEW_ALL, buf, TEXT_CAP);
    REQUIRE_INT(n, 0, >=);
    REQUIRE_INT(n, TEXT_CAP, <);
}

/* Legal actions are exactly those that check OK, and are ascending. */
static int check_legal_set(const sky_game *g)
{
    int n = sky_game_legal_actions(g, legal, MAX_ACTIONS), count, a, i;

    count = sky_game_action_count(g);
    REQUIRE_INT(n, 0, >=);
    REQUIRE_INT(n, MAX_ACTIONS, <=);
    REQUIRE_INT(count, MAX_ACTIONS, <=);
    memset(is_legal, 0, (size_t)count);
    for (i = 0; i < n; i++) {
        REQUIRE(i == 0 || legal[i] > legal[i - 1], "legal actions not ascending");
        is_legal[legal[i]] = 1;
    }
    for (a = 0; a < count; a++) {
        int rc = sky_game_check(g, a);
        if (is_legal[a])
            REQUIRE(rc == SKY_OK, "legal action %d fails check: %s", a, sky_strerror(rc));
        else
            REQUIRE(rc < 0, "action %d checks OK but is not listed", a);
    }
    REQUIRE_INT(sky_game_check(g, -1), SKY_ERANGE, ==);
    REQUIRE_INT(sky_game_check(g, count), SKY_ERANGE, ==);
    return n;
}

/* Clone and text round trip give the same record; text_a holds it. */
static void check_copies(const sky_game *g)
{
    sky_game *copy = NULL;
    size_t offset = 0;

    write_text(g, text_a);
    REQUIRE_INT(sky_game_clone(g, &copy), SKY_OK, ==);
    write_text(copy, text_b);
    REQUIRE(strcmp(text_a, text_b) == 0, "records differ:\n%s\n---\n%s", text_a, text_b);
    sky_game_free(copy);

    REQUIRE_INT(sky_game_read(text_a, &copy, &offset), SKY_OK, ==);
    write_text(copy, text_b);
    REQUIRE(strcmp(text_a, text_b) == 0, "records differ:\n%s\n---\n%s", text_a, text_b);
    REQUIRE_INT(sky_game_to_move(copy), sky_game_to_move(g), ==);
    sky_game_free(copy);
}

/* Apply then undo returns to text_a; then apply for real. */
static void apply_checked(sky_game *g, int action)
{
    char name[64];
    int back;

    REQUIRE_INT(sky_game_action_to_string(g, action, name, sizeof name), 1, >=);
    REQUIRE_INT(sky_game_action_from_string(g, name, &back), SKY_OK, ==);
    REQUIRE_INT(back, action, ==);
    REQUIRE_INT(sky_game_apply(g, action), SKY_OK, ==);
    REQUIRE_INT(sky_game_undo(g), SKY_OK, ==);
    write_text(g, text_b);
    REQUIRE(strcmp(text_a, text_b) == 0, "records differ:\n%s\n---\n%s", text_a, text_b);
    REQUIRE_INT(sky_game_apply(g, action), SKY_OK, ==);
}

/* At a chance node: outcomes are the legal actions, probabilities sum to 1. */
static int check_chance(const sky_game *g, int n, sky_rng *rng)
{
    static int outcomes[MAX_ACTIONS];
    static double probs[MAX_ACTIONS];
    double sum = 0.0, u;
    uint64_t bits;
    int k, i;

    k = sky_game_chance_outcomes(g, outcomes, probs, MAX_ACTIONS);
    REQUIRE_INT(k, n, ==);
    for (i = 0; i < k; i++) {
        REQUIRE_INT(outcomes[i], legal[i], ==);
        REQUIRE(probs[i] > 0.0, "outcome %d has probability %g", outcomes[i], probs[i]);
        sum += probs[i];
    }
    REQUIRE(sum > 0.999999 && sum < 1.000001, "probabilities sum to %g", sum);
    sky_rng_next(rng, &bits);
    u = (double)(bits >> 11) / 9007199254740992.0 * sum;
    for (i = 0; i < k - 1 && u >= probs[i]; i++)
        u -= probs[i];
    return i;
}

/*
 * The end of a game, read by the game's own description: the winners are
 * players of the game, and only a cooperative game may end with nobody
 * winning (then nobody does).  Which scores win is each game's rule
 * (Skyscrapers' winning conditions can crown a lower total): per-game
 * tests check it.
 */
static void check_result(const sky_game *g, const sky_game_type *type)
{
    int scores[16], players;
    unsigned mask, all;

    players = sky_game_scores(g, scores, 16);
    REQUIRE_INT(players, sky_game_players(g), ==);
    REQUIRE_INT(sky_game_winners(g, &mask), SKY_OK, ==);
    all = (1u << players) - 1;
    REQUIRE((mask & ~all) == 0, "winner mask %#x beyond %d players", mask, players);
    if (type->cooperative)
        REQUIRE(mask == 0 || mask == all, "a team split: winners %#x", mask);
    else
        REQUIRE(mask != 0, "no winner");
}

/* Who moves is a player of the game, or chance in a game that has it. */
static void check_to_move(const sky_game *g, const sky_game_type *type)
{
    int who = sky_game_to_move(g);

    if (who == SKY_ECHANCE)
        REQUIRE_INT(type->chance, SKY_CHANCE_EXPLICIT, ==);
    else
        REQUIRE(who >= 0 && who < sky_game_players(g), "to_move %d", who);
}

static void play_checked_game(const sky_game_type *type, const char *options,
                              uint64_t seed)
{
    sky_game *g = NULL;
    sky_rng rng;
    int n, pick, plies = 0, round = 0;
    uint32_t r;
    double p;

    REQUIRE_INT(sky_game_new(type->name, options, &g), SKY_OK, ==);
    REQUIRE_INT(sky_game_round(g), 0, ==);
    REQUIRE_INT(sky_game_action_count(g), type->action_count, <=);
    sky_rng_seed(&rng, seed);
    while (!sky_game_is_over(g)) {
        check_to_move(g, type);
        n = check_legal_set(g);
        check_copies(g);
        REQUIRE_INT(n, 0, >);
        if (sky_game_to_move(g) == SKY_ECHANCE) {
            pick = check_chance(g, n, &rng);
        } else {
            REQUIRE_INT(sky_game_chance_outcomes(g, &pick, &p, 1), SKY_ECHANCE, ==);
            REQUIRE_INT(sky_rng_below(&rng, (uint32_t)n, &r), SKY_OK, ==);
            pick = (int)r;
        }
        apply_checked(g, legal[pick]);
        REQUIRE_INT(++plies, type->max_game_length, <=);
        REQUIRE_INT(sky_game_round(g), round, >=);   /* rounds only go by */
        round = sky_game_round(g);
    }
    REQUIRE_INT(sky_game_round(g), round > 0 ? round : 1, >=);
    REQUIRE_INT(check_legal_set(g), 0, ==);
    check_copies(g);
    REQUIRE_INT(sky_game_apply(g, 0), SKY_EOVER, ==);
    check_result(g, type);
    sky_game_free(g);
}

/*
 * Options for game i of a module, from its description alone: every
 * fourth game the defaults, else each option drawn from the bottom of its
 * range (at most four values, so matches stay short).  Combinations the
 * game refuses (SKY_ERANGE, e.g. a first player beyond the players) are
 * skipped by the caller.
 */
static void random_options(const sky_game_type *type, int i, sky_rng *rng,
                           char *buf, size_t cap)
{
    const sky_game_option *o;
    size_t len = 0;
    uint32_t r;
    int k, span;

    buf[0] = '\0';
    if (i % 4 == 0)
        return;
    for (k = 0; k < type->option_count && len < cap; k++) {
        o = &type->options[k];
        span = o->max - o->min < 3 ? o->max - o->min : 3;
        sky_rng_below(rng, (uint32_t)span + 1, &r);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s=%d", k ? " " : "",
                                o->key, o->min + (int)r);
    }
}

/* The random-game property test, one loop iteration per game of the list. */
START_TEST(random_games_property)
{
    int games = property_games(), i, played = 0;
    sky_game_type type;
    sky_game *probe;
    char options[256];
    sky_rng rng;

    ck_assert_int_eq(sky_game_info(_i, &type, sizeof type), SKY_OK);
    sky_rng_seed(&rng, (uint64_t)_i);
    for (i = 0; i < games; i++) {
        random_options(&type, i, &rng, options, sizeof options);
        if (sky_game_new(type.name, options, &probe) == SKY_ERANGE)
            continue;
        sky_game_free(probe);
        play_checked_game(&type, options, (uint64_t)i);
        played++;
    }
    ck_assert_int_ge(played, games / 2);
}
END_TEST

/*
 * CS-13 through play: each round's scores equal the pure scorers applied
 * to the round's final city and goals, and totals are their sums.
 */
START_TEST(cityscape_round_scores_match_pure_scorers)
{
    int games = property_games() / 10 + 1, i;

    for (i = 0; i < games; i++) {
        sky_cityscape_options o;
        sky_cityscape *g = NULL;
        sky_rng rng;
        int goals[4][4], totals[4] = { 0 }, scores[4], city[16], side, p, round;
        sky_cityscape_move m;

        sky_cityscape_options_init(&o, sizeof o);
        o.players = 2 + i % 3;
        REQUIRE_INT(sky_cityscape_new(&o, &g), SKY_OK, ==);
        sky_rng_seed(&rng, (uint64_t)i + 1000);
        while ((round = sky_cityscape_round(g)) < sky_cityscape_rounds(g)) {
            int expected[4] = { 0 };
            /* goal settings are moves: the bot gives the next side's */
            while (sky_cityscape_phase(g) == SKY_CITYSCAPE_PHASE_GOALS) {
                p = sky_cityscape_to_move(g);
                REQUIRE_INT(sky_cityscape_bot_move(g, SKY_BOT_RANDOM, &rng, &m), SKY_OK, ==);
                REQUIRE_INT(m.height, 0, ==);
                memcpy(goals[m.side], m.codes, sizeof goals[m.side]);
                REQUIRE_INT(sky_cityscape_play(g, p, m), SKY_OK, ==);
            }
            while (sky_cityscape_round(g) == round) {
                p = sky_cityscape_to_move(g);
                REQUIRE_INT(sky_cityscape_bot_move(g, i % 2, &rng, &m), SKY_OK, ==);
                REQUIRE_INT(sky_cityscape_play(g, p, m), SKY_OK, ==);
            }
            REQUIRE_INT(sky_cityscape_round_board(g, round, city), SKY_OK, ==);
            for (side = 0; side < 4; side++) {
                int owner = sky_cityscape_side_owner(g, side);
                if (owner >= 0)
                    expected[owner] += sky_cityscape_side_score(city, side, goals[side]);
            }
            REQUIRE_INT(sky_cityscape_scores(g, scores, 4), o.players, ==);
            for (p = 0; p < o.players; p++) {
                REQUIRE_INT(sky_cityscape_round_score(g, round, p), expected[p], ==);
                totals[p] += expected[p];
                REQUIRE_INT(scores[p], totals[p], ==);
            }
        }
        sky_cityscape_free(g);
    }
}
END_TEST

START_TEST(game_lookup_and_options)
{
    sky_game *g = NULL;
    int i, found = 0;

    sky_game_type type;

    ck_assert_int_ge(sky_game_count(), 1);
    for (i = 0; i < sky_game_count(); i++) {
        ck_assert_int_eq(sky_game_info(i, &type, sizeof type), SKY_OK);
        ck_assert_int_eq(sky_game_find(type.name), i);
        found |= strcmp(type.name, "cityscape") == 0;
    }
    ck_assert(found);
    ck_assert_int_eq(sky_game_info(-1, &type, sizeof type), SKY_ERANGE);
    ck_assert_int_eq(sky_game_info(sky_game_count(), &type, sizeof type), SKY_ERANGE);
    ck_assert_int_eq(sky_game_find("chess"), SKY_EUNKNOWN);

    ck_assert_int_eq(sky_game_new("chess", NULL, &g), SKY_EUNKNOWN);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(sky_game_new(NULL, NULL, &g), SKY_EINVAL);
    ck_assert_int_eq(sky_game_new("cityscape", NULL, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_new("cityscape", "players", &g), SKY_EOPTION);
    ck_assert_int_eq(sky_game_new("cityscape", "color=3", &g), SKY_EOPTION);
    ck_assert_int_eq(sky_game_new("cityscape", "players=x", &g), SKY_EOPTION);
    ck_assert_int_eq(sky_game_new("cityscape", "players=5", &g), SKY_ERANGE);
    ck_assert_ptr_null(g);

    ck_assert_int_eq(sky_game_new("cityscape", " players=3  rounds=1 ", &g), SKY_OK);
    ck_assert_str_eq(sky_game_name(g), "cityscape");
    ck_assert_int_eq(sky_game_players(g), 3);
    ck_assert_int_eq(sky_game_to_move(g), 0);   /* side S sets its goals first */
    sky_game_free(g);
    sky_game_free(NULL);
}
END_TEST

START_TEST(game_null_arguments)
{
    sky_game *g = NULL;
    int a = 0, scores[4];
    unsigned mask;
    sky_rng rng;
    char buf[8];
    double p;

    ck_assert_int_eq(sky_game_new("cityscape", NULL, &g), SKY_OK);
    sky_rng_seed(&rng, 1);
    ck_assert_ptr_null(sky_game_name(NULL));
    ck_assert_int_eq(sky_game_players(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_to_move(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_is_over(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_action_count(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_legal_actions(NULL, &a, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_game_legal_actions(g, NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_game_check(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_game_apply(NULL, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_game_undo(NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_chance_outcomes(NULL, &a, &p, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_game_scores(NULL, scores, 4), SKY_EINVAL);
    ck_assert_int_eq(sky_game_winners(NULL, &mask), SKY_EINVAL);
    ck_assert_int_eq(sky_game_winners(g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_action_to_string(NULL, 0, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_game_action_from_string(NULL, "1a1", &a), SKY_EINVAL);
    ck_assert_int_eq(sky_game_action_from_string(g, NULL, &a), SKY_EINVAL);
    ck_assert_int_eq(sky_game_write(NULL, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_game_render(NULL, SKY_VIEW_ALL, buf, sizeof buf), SKY_EINVAL);
    ck_assert_int_eq(sky_game_read(NULL, &g, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_game_clone(NULL, &g), SKY_EINVAL);
    ck_assert_int_eq(sky_game_bot_action(NULL, SKY_BOT_RANDOM, &rng, &a), SKY_EINVAL);
    ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, NULL, &a), SKY_EINVAL);
    ck_assert_int_eq(sky_game_bot_action(g, 7, &rng, &a), SKY_ERANGE);
    sky_game_free(g);
}
END_TEST

/* Cityscape has no chance events: every node is a player's decision. */
START_TEST(game_cityscape_has_no_chance_nodes)
{
    sky_game *g = NULL;
    int a;
    double p;

    ck_assert_int_eq(sky_game_new("cityscape", NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_game_chance_outcomes(g, &a, &p, 1), SKY_ECHANCE);
    sky_game_free(g);
}
END_TEST

/* The action encoding documented in sky_game(3). */
START_TEST(game_cityscape_action_encoding)
{
    sky_game *g = NULL;
    int a, i;
    char name[16];
    static const char *goals[] = { "S:1111", "W:6543", "N:1234", "E:6666" };
    static const int ids[] = { 80, 80 + 5 * 216 + 4 * 36 + 3 * 6 + 2, 80 + 0 + 36 + 12 + 3, 1375 };

    ck_assert_int_eq(sky_game_new("cityscape", "players=2", &g), SKY_OK);
    ck_assert_int_eq(sky_game_action_count(g), 80 + 1296);
    for (i = 0; i < 4; i++) {
        ck_assert_int_eq(sky_game_to_move(g), i / 2);   /* CS-4: S, W owned by 0 */
        ck_assert_int_eq(sky_game_action_from_string(g, goals[i], &a), SKY_OK);
        ck_assert_int_eq(a, ids[i]);
        ck_assert_int_eq(sky_game_action_to_string(g, a, name, sizeof name), 6);
        ck_assert_str_eq(name, goals[i]);
        ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
    }
    /* 3b2: height 3, rank 2 = row 2, column b = 1 */
    ck_assert_int_eq(sky_game_action_from_string(g, "3b2", &a), SKY_OK);
    ck_assert_int_eq(a, 2 * 16 + 2 * 4 + 1);
    /* no goal setting while blocks are placed (sky_game(3)) */
    ck_assert_int_eq(sky_game_check(g, 100), SKY_EPHASE);
    ck_assert_int_eq(sky_game_action_to_string(g, 100, name, sizeof name), SKY_EPHASE);
    ck_assert_int_eq(sky_game_legal_actions(g, NULL, 0), 80);
    sky_game_free(g);
}
END_TEST

/* A bot game through the generic layer ends, and greedy beats random. */
START_TEST(game_bots_play_to_the_end)
{
    int wins[2] = { 0, 0 }, i;

    for (i = 0; i < 40; i++) {
        sky_game *g = NULL;
        sky_rng rng;
        int a, who, greedy = i % 2;
        unsigned mask;

        ck_assert_int_eq(sky_game_new("cityscape", "players=2 rounds=2", &g), SKY_OK);
        sky_rng_seed(&rng, (uint64_t)i);
        while ((who = sky_game_to_move(g)) >= 0) {
            int bot = who == greedy ? SKY_BOT_GREEDY : SKY_BOT_RANDOM;
            ck_assert_int_eq(sky_game_bot_action(g, bot, &rng, &a), SKY_OK);
            ck_assert_int_eq(sky_game_apply(g, a), SKY_OK);
        }
        ck_assert_int_eq(who, SKY_EOVER);
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a), SKY_EOVER);
        ck_assert_int_eq(sky_game_winners(g, &mask), SKY_OK);
        if (mask == (1u << greedy))
            wins[0]++;
        else if (mask == (1u << (1 - greedy)))
            wins[1]++;
        sky_game_free(g);
    }
    ck_assert_msg(wins[0] > wins[1], "greedy won %d, random %d", wins[0], wins[1]);
}
END_TEST

/* The one list of games, and what each says of itself (sky_game_info). */
START_TEST(game_info_describes_every_game)
{
    static const char *const listed[] = {
#define LISTED_NAME(module) #module,
        SKY_GAME_MAP(LISTED_NAME)
#undef LISTED_NAME
    };
    sky_game_type type;
    sky_game *g;
    int i, k, values;
    char options[256];

    ck_assert_int_eq(sky_game_count(), (int)(sizeof listed / sizeof listed[0]));
    for (i = 0; i < sky_game_count(); i++) {
        ck_assert_int_eq(sky_game_info(i, &type, sizeof type), SKY_OK);
        ck_assert_uint_eq(type.size, sizeof type);
        ck_assert_str_eq(type.name, listed[i]);
        ck_assert_ptr_nonnull(type.long_name);
        ck_assert_int_ge(type.min_players, 1);
        ck_assert_int_ge(type.max_players, type.min_players);
        ck_assert_int_le(type.max_players, 16);
        ck_assert(type.chance == SKY_CHANCE_NONE || type.chance == SKY_CHANCE_EXPLICIT);
        ck_assert(type.score_order >= SKY_SCORE_HIGH && type.score_order <= SKY_SCORE_TARGET);
        ck_assert_int_eq(type.cooperative, type.score_order == SKY_SCORE_TARGET);
        ck_assert_int_gt(type.action_count, 0);
        ck_assert_int_gt(type.max_game_length, 0);
        ck_assert_int_ge(type.option_count, 0);

        /* Defaults are in range, and the game takes them spelled out. */
        ck_assert_int_eq(sky_game_new(type.name, NULL, &g), SKY_OK);
        ck_assert_int_eq(sky_game_index(g), i);
        ck_assert_int_ge(sky_game_players(g), type.min_players);
        ck_assert_int_le(sky_game_players(g), type.max_players);
        ck_assert_int_le(sky_game_action_count(g), type.action_count);
        sky_game_free(g);
        options[0] = '\0';
        for (k = 0, values = 0; k < type.option_count; k++) {
            const sky_game_option *o = &type.options[k];
            ck_assert_ptr_nonnull(o->key);
            ck_assert_ptr_nonnull(o->help);
            ck_assert_int_le(o->min, o->default_value);
            ck_assert_int_le(o->default_value, o->max);
            values += snprintf(options + values, sizeof options - (size_t)values,
                               " %s=%d", o->key, o->default_value);
            /* One past each end of the range is refused. */
            {
                char bad[64];
                if (o->max < 2147483647) {
                    snprintf(bad, sizeof bad, "%s=%d", o->key, o->max + 1);
                    ck_assert_int_eq(sky_game_new(type.name, bad, &g), SKY_ERANGE);
                }
                snprintf(bad, sizeof bad, "%s=%d", o->key, o->min - 1);
                ck_assert_int_eq(sky_game_new(type.name, bad, &g), SKY_ERANGE);
            }
        }
        ck_assert_int_eq(sky_game_new(type.name, options, &g), SKY_OK);
        sky_game_free(g);
    }
}
END_TEST

/*
 * sky_game_type grows by size: an older caller's shorter struct gets only
 * the fields it knows, and nothing past them is written.
 */
START_TEST(game_info_grows_by_size)
{
    struct old_type {
        size_t size;
        const char *name;
        const char *long_name;
    } old;
    unsigned char raw[sizeof(sky_game_type) + 16];

    memset(raw, 0xab, sizeof raw);
    ck_assert_int_eq(sky_game_info(0, (sky_game_type *)(void *)raw, sizeof old), SKY_OK);
    memcpy(&old, raw, sizeof old);
    ck_assert_uint_eq(old.size, sizeof old);
    ck_assert_str_eq(old.name, "cityscape");
    ck_assert_int_eq(raw[sizeof old], 0xab);

    /* A newer caller's larger struct: filled up to what this library knows. */
    ck_assert_int_eq(sky_game_info(0, (sky_game_type *)(void *)raw, sizeof raw), SKY_OK);
    memcpy(&old, raw, sizeof old);
    ck_assert_uint_eq(old.size, sizeof(sky_game_type));
    ck_assert_int_eq(raw[sizeof(sky_game_type)], 0xab);

    ck_assert_int_eq(sky_game_info(0, (sky_game_type *)(void *)raw, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_game_info(0, (sky_game_type *)(void *)raw, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_game_info(0, NULL, sizeof raw), SKY_EINVAL);
}
END_TEST

/*
 * Handles carry a tag: a game module's handle passed as a sky_game is
 * refused, as is a generator that was never seeded (all zero).
 */
START_TEST(game_foreign_handles_and_unseeded_rng)
{
    sky_cathedral *cathedral = NULL;
    sky_game *g = NULL, *foreign;
    sky_rng zero, rng;
    int action = -1, scores[2];

    ck_assert_int_eq(sky_cathedral_new(NULL, &cathedral), SKY_OK);
    foreign = (sky_game *)(void *)cathedral;
    ck_assert_int_eq(sky_game_players(foreign), SKY_EINVAL);
    ck_assert_int_eq(sky_game_to_move(foreign), SKY_EINVAL);
    ck_assert_int_eq(sky_game_apply(foreign, 0), SKY_EINVAL);
    ck_assert_int_eq(sky_game_scores(foreign, scores, 2), SKY_EINVAL);
    ck_assert_ptr_null(sky_game_name(foreign));
    sky_game_free(foreign);                 /* refused: not a sky_game */
    ck_assert_int_eq(sky_cathedral_to_move(cathedral), 0);   /* still whole */
    sky_cathedral_free(cathedral);

    memset(&zero, 0, sizeof zero);
    ck_assert_int_eq(sky_game_new("cathedral", NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &zero, &action), SKY_EINVAL);
    ck_assert_int_eq(action, -1);
    ck_assert_int_eq(sky_rng_below(&zero, 3, (uint32_t *)&action), SKY_EINVAL);
    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
    sky_game_free(g);
}
END_TEST

/* ---- sky_game_explain_options ------------------------------------------- */

#define EXPLAIN_CAP SKY_GAME_EXPLAIN_OPTIONS_SIZE

/*
 * sky_game_explain_options() of `name` and `options`, checked against
 * sky_game_new() of the same: the same status, an empty sentence exactly
 * when taken, one line that fits the documented size.  Returns the status.
 */
static int explain(const char *name, const char *options, char *why)
{
    sky_game *g = NULL;
    int rc, made;

    memset(why, 'x', EXPLAIN_CAP);
    rc = sky_game_explain_options(name, options, why, EXPLAIN_CAP);
    made = sky_game_new(name, options, &g);
    sky_game_free(g);
    ck_assert_msg(rc == made, "%s '%s': explained %s, created %s", name, options,
                  sky_status_name(rc), sky_status_name(made));
    ck_assert_msg((rc == SKY_OK) == (why[0] == '\0'), "%s '%s': '%s'", name, options, why);
    ck_assert_uint_lt(strlen(why), EXPLAIN_CAP - 1);     /* never cut */
    ck_assert_ptr_null(strchr(why, '\n'));
    return rc;
}

/* Asserts that `why` holds `word`. */
static void says(const char *why, const char *word)
{
    ck_assert_msg(strstr(why, word) != NULL, "'%s' lacks '%s'", why, word);
}

/* The words every sentence about a key's value has: its range and its help. */
static void says_range(const char *why, const sky_game_option *o)
{
    char range[64];

    snprintf(range, sizeof range, "%s must be a whole number from %d to %d", o->key,
             o->min, o->max);
    says(why, range);
    says(why, o->help);
}

/* Each key with its range, as a sentence lists a game's keys. */
static void says_keys(const char *why, const sky_game_type *type)
{
    char key[64];
    int k;

    for (k = 0; k < type->option_count; k++) {
        snprintf(key, sizeof key, "%s %d to %d", type->options[k].key,
                 type->options[k].min, type->options[k].max);
        says(why, key);
    }
}

START_TEST(explain_options_taken_leave_an_empty_sentence)
{
    char why[EXPLAIN_CAP], options[512];
    sky_game_type type;
    size_t used = 0;
    int k;

    ck_assert_int_eq(sky_game_info(_i, &type, sizeof type), SKY_OK);
    ck_assert_int_eq(explain(type.name, NULL, why), SKY_OK);
    ck_assert_int_eq(explain(type.name, " \t\n", why), SKY_OK);
    for (k = 0; k < type.option_count; k++)
        used += (size_t)snprintf(options + used, sizeof options - used, "\t%s=+%d ",
                                 type.options[k].key, type.options[k].default_value);
    ck_assert_int_eq(explain(type.name, options, why), SKY_OK);
}
END_TEST

START_TEST(explain_options_names_the_pair_and_what_is_right)
{
    char why[EXPLAIN_CAP], pair[64], good[160];
    const sky_game_option *o;
    sky_game_type type;
    int k, i;

    ck_assert_int_eq(sky_game_info(_i, &type, sizeof type), SKY_OK);
    ck_assert_int_eq(explain(type.name, "colour=1", why), SKY_EOPTION);
    says(why, "'colour=1'");
    says(why, "no option 'colour'");
    says_keys(why, &type);
    ck_assert_int_eq(explain(type.name, "colour", why), SKY_EOPTION);
    says(why, "'colour': expected KEY=VALUE");
    says_keys(why, &type);
    ck_assert_int_eq(explain(type.name, "=1", why), SKY_EOPTION);
    says(why, "'=1': expected KEY=VALUE");
    for (k = 0; k < type.option_count; k++) {
        static const char *const not_ints[] = { "x", "1.5", "", "+", "2147483648", "0x1" };

        o = &type.options[k];
        for (i = 0; i < (int)(sizeof not_ints / sizeof *not_ints); i++) {
            snprintf(pair, sizeof pair, "%s=%s", o->key, not_ints[i]);
            ck_assert_int_eq(explain(type.name, pair, why), SKY_EOPTION);
            says_range(why, o);
        }
        snprintf(pair, sizeof pair, "%s=%d", o->key, o->min - 1);
        /* The first pair refused is the one named. */
        snprintf(good, sizeof good, "%s=%d  %s colour=1", o->key, o->default_value, pair);
        ck_assert_int_eq(explain(type.name, good, why), SKY_ERANGE);
        says_range(why, o);
        snprintf(good, sizeof good, "'%s': ", pair);
        ck_assert_int_eq(strncmp(why, good, strlen(good)), 0);
        ck_assert_ptr_null(strstr(why, "colour"));
    }
}
END_TEST

START_TEST(explain_options_names_games_and_what_goes_together)
{
    char why[EXPLAIN_CAP], word[64], many[1024];
    sky_game_type type;
    int i, rc;

    ck_assert_int_eq(explain("chess", "players=2", why), SKY_EUNKNOWN);
    says(why, "no game named 'chess'");
    for (i = 0; i < sky_game_count(); i++) {
        sky_game_info(i, &type, sizeof type);
        says(why, type.name);
    }
    /* Cityscape's first player must be one of the players (CS-4). */
    rc = explain("cityscape", "players=2 first=3", why);
    ck_assert_int_lt(rc, 0);
    snprintf(word, sizeof word, "'first=3': cityscape refuses it: %s", sky_strerror(rc));
    says(why, word);
    /* Sets each fine, too many together; win=1 is fine with its target. */
    rc = explain("skyscrapers", "win=1 target=10 treehouses=10  stashes=10", why);
    ck_assert_int_lt(rc, 0);
    says(why, "skyscrapers refuses these options together: ");
    says(why, sky_strerror(rc));
    says(why, "('treehouses=10 stashes=10'; treehouses: ");
    ck_assert_ptr_null(strstr(why, "win"));
    /* No one pair is to blame: all are named. */
    rc = explain("skyscrapers", "win=1 treehouses=10 stashes=10", why);
    ck_assert_int_lt(rc, 0);
    says(why, "('win=1 treehouses=10 stashes=10'; win: ");
    /* Past 64 pairs none is looked for: all are named, cut short. */
    strcpy(many, "treehouses=10 stashes=10");
    for (i = 0; i < 70; i++)
        strcat(many, " rounds=3");
    rc = explain("skyscrapers", many, why);
    ck_assert_int_lt(rc, 0);
    says(why, "together");
    says(why, "('treehouses=10 stashes=10 rounds=3 rounds=3");
    says(why, "...'; rounds: ");
}
END_TEST

/* The status always that of sky_game_new(), on strings good and bad. */
START_TEST(explain_options_says_what_sky_game_new_says)
{
    static const char *const given[] = {
        NULL, "", "players=2", "players=3 rounds=1", "players=1", "players=9",
        "players=-1", "players", "players=", "=2", "players==2", "players=2=3",
        "rounds=4 rounds=1", "variant=2", "win=1", "win=1 target=20", "win=3 towers=2",
        "treehouses=0", "treehouses=0 stashes=0", "treehouses=16 stashes=1",
        "delayed=1", "first=3", "players=4 first=3", "ground=333333 upper=0",
        "penthouse=-0", "players=\xff", "\xe2\x82\xac=1", "players=2\x01",
    };
    char why[EXPLAIN_CAP];
    sky_game_type type;
    size_t i;

    ck_assert_int_eq(sky_game_info(_i, &type, sizeof type), SKY_OK);
    for (i = 0; i < sizeof given / sizeof *given; i++)
        explain(type.name, given[i], why);
}
END_TEST

START_TEST(explain_options_cuts_as_documented)
{
    char full[EXPLAIN_CAP], buf[8], long_pair[512];
    int cap;

    ck_assert_int_eq(sky_game_explain_options("sprawl", "colour=1", full, sizeof full),
                     SKY_EOPTION);
    for (cap = 1; cap <= (int)sizeof buf; cap++) {
        memset(buf, 'x', sizeof buf);
        ck_assert_int_eq(sky_game_explain_options("sprawl", "colour=1", buf, (size_t)cap),
                         SKY_EOPTION);
        ck_assert_uint_eq(strlen(buf), (size_t)cap - 1);
        ck_assert_int_eq(strncmp(buf, full, (size_t)cap - 1), 0);
    }
    ck_assert_int_eq(sky_game_explain_options("sprawl", "colour=1", NULL, 0), SKY_EOPTION);
    ck_assert_int_eq(sky_game_explain_options("sprawl", "players=2", NULL, 0), SKY_OK);
    ck_assert_int_eq(sky_game_explain_options("sprawl", "players=2", NULL, 1), SKY_EINVAL);
    memset(buf, 'x', sizeof buf);
    ck_assert_int_eq(sky_game_explain_options("sprawl", "players=2", buf, 0), SKY_OK);
    ck_assert_int_eq(buf[0], 'x');          /* cap 0: nothing written */
    ck_assert_int_eq(sky_game_explain_options(NULL, NULL, full, sizeof full), SKY_EINVAL);
    ck_assert_int_eq(sky_game_explain_options(NULL, NULL, NULL, 0), SKY_EINVAL);

    /* A long pair is quoted in part, and the sentence still fits. */
    memset(long_pair, '7', sizeof long_pair - 1);
    long_pair[sizeof long_pair - 1] = '\0';
    memcpy(long_pair, "players=", 8);
    ck_assert_int_eq(explain("sprawl", long_pair, full), SKY_EOPTION);
    says(full, "...'");
    ck_assert_int_eq(explain(long_pair, NULL, full), SKY_EUNKNOWN);
    says(full, "...'");
}
END_TEST

/*
 * SKY_GAME_EXPLAIN_OPTIONS_SIZE holds the longest sentence the games'
 * tables allow: the fixed words, two quotes of at most 64 bytes (and
 * "..."), the longest status sentence, and every key with its range and
 * help, or every game's name.
 */
START_TEST(explain_options_size_is_enough_for_every_game)
{
    size_t fixed = 96, quotes = 2 * (64 + 5), names = 0, longest = 0, keys;
    sky_game_type type;
    int i, k, s;

    for (s = SKY_STATUS_MIN; s <= SKY_OK; s++)
        if (strlen(sky_strerror(s)) > longest)
            longest = strlen(sky_strerror(s));
    for (i = 0; i < sky_game_count(); i++) {
        sky_game_info(i, &type, sizeof type);
        names += strlen(type.name) + 2;
        for (k = 0, keys = 0; k < type.option_count; k++)
            keys += strlen(type.options[k].key) * 2 + strlen(type.options[k].help)
                    + 2 * 11 + 12;
        ck_assert_uint_lt(fixed + quotes + longest + strlen(type.name) + keys,
                          SKY_GAME_EXPLAIN_OPTIONS_SIZE);
    }
    ck_assert_uint_lt(fixed + quotes + names, SKY_GAME_EXPLAIN_OPTIONS_SIZE);
}
END_TEST

/*
 * The players need no more stack than a thread gets by default on every
 * common system (musl's 128 KB is the least).  Sanitizers pad each frame,
 * so their builds get more.
 */
#if defined(__SANITIZE_ADDRESS__)
#define SMALL_STACK (512 * 1024)
#else
#define SMALL_STACK (128 * 1024)
#endif

struct stack_run {
    const char *name;
    int rc;
    sky_game_result results[3];
};

/* Three games of random, greedy and search (seats rotated), so every
 * player moves in each game, even a solo one. */
static void *play_on_small_stack(void *arg)
{
    struct stack_run *run = arg;
    sky_search_options search;
    sky_game_player players[3] = { { SKY_BOT_RANDOM, NULL }, { SKY_BOT_GREEDY, NULL },
                                   { SKY_BOT_SEARCH, NULL } };

    sky_search_options_init(&search, sizeof search);
    search.iterations = 30;
    players[2].search = &search;
    run->rc = sky_game_play_series_with(run->name, NULL, players, 3, 7, 0, 3, run->results);
    return NULL;
}

START_TEST(game_players_fit_a_small_thread_stack)
{
    sky_game_type type;
    struct stack_run run;
    pthread_attr_t attr;
    pthread_t thread;
    int k;

    ck_assert_int_eq(sky_game_info(_i, &type, sizeof type), SKY_OK);
    run.name = type.name;
    run.rc = SKY_EINVAL;
    ck_assert_int_eq(pthread_attr_init(&attr), 0);
    ck_assert_int_eq(pthread_attr_setstacksize(&attr, SMALL_STACK), 0);
    ck_assert_int_eq(pthread_create(&thread, &attr, play_on_small_stack, &run), 0);
    ck_assert_int_eq(pthread_join(thread, NULL), 0);
    pthread_attr_destroy(&attr);
    ck_assert_int_eq(run.rc, SKY_OK);
    for (k = 0; k < 3; k++)
        ck_assert_int_gt(run.results[k].plies, 0);
}
END_TEST

static Suite *game_suite(void)
{
    Suite *s = suite_create("game");
    TCase *api = tcase_create("api"), *prop = tcase_create("property");
    TCase *stack = tcase_create("stack");

    tcase_add_test(api, game_lookup_and_options);
    tcase_add_test(api, game_null_arguments);
    tcase_add_test(api, game_info_describes_every_game);
    tcase_add_test(api, game_info_grows_by_size);
    tcase_add_test(api, game_foreign_handles_and_unseeded_rng);
    tcase_add_test(api, game_cityscape_has_no_chance_nodes);
    tcase_add_test(api, game_cityscape_action_encoding);
    tcase_add_test(api, game_bots_play_to_the_end);
    tcase_add_loop_test(api, explain_options_taken_leave_an_empty_sentence, 0,
                        sky_game_count());
    tcase_add_loop_test(api, explain_options_names_the_pair_and_what_is_right, 0,
                        sky_game_count());
    tcase_add_test(api, explain_options_names_games_and_what_goes_together);
    tcase_add_loop_test(api, explain_options_says_what_sky_game_new_says, 0,
                        sky_game_count());
    tcase_add_test(api, explain_options_cuts_as_documented);
    tcase_add_test(api, explain_options_size_is_enough_for_every_game);
    suite_add_tcase(s, api);
    tcase_set_timeout(prop, 600);
    tcase_add_loop_test(prop, random_games_property, 0, sky_game_count());
    tcase_add_test(prop, cityscape_round_scores_match_pure_scorers);
    suite_add_tcase(s, prop);
    /* A search game under valgrind takes seconds, not Check's default 4. */
    tcase_set_timeout(stack, 300);
    tcase_add_loop_test(stack, game_players_fit_a_small_thread_stack, 0, sky_game_count());
    suite_add_tcase(s, stack);
    return s;
}

int main(void)
{
    return run_suite(game_suite());
}
