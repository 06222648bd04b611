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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

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

static void play_checked_game(const char *name, const char *options, uint64_t seed)
{
    sky_game *g = NULL;
    sky_rng rng;
    int n, scores[8], players, pick;
    uint32_t r;
    unsigned mask;
    double p;

    REQUIRE_INT(sky_game_new(name, options, &g), SKY_OK, ==);
    sky_rng_seed(&rng, seed);
    while (!sky_game_is_over(g)) {
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
    }
    REQUIRE_INT(check_legal_set(g), 0, ==);
    check_copies(g);
    REQUIRE_INT(sky_game_apply(g, 0), SKY_EOVER, ==);
    players = sky_game_scores(g, scores, 8);
    REQUIRE_INT(players, sky_game_players(g), ==);
    REQUIRE_INT(sky_game_winners(g, &mask), SKY_OK, ==);
    /* A cooperative team (Sprawlopolis) may lose together: no winner. */
    REQUIRE(mask != 0 || strcmp(name, "sprawl") == 0, "no winner");
    sky_game_free(g);
}

/* Cityscape: 2-4 players, 1-2 rounds, any first player. */
static void cityscape_options(int i, char *buf, size_t cap)
{
    int players = 2 + i % 3;
    snprintf(buf, cap, "players=%d rounds=%d first=%d", players, 1 + (i / 3) % 2,
             (i / 6) % players);
}

/*
 * Skyscrapers: 2-4 players, 1-2 rounds, each winning condition of SK-12
 * with small targets so that matches end early too, one Treehouse set
 * and now and then a stash as well.
 */
static void skyscrapers_options(int i, char *buf, size_t cap)
{
    static const char *const wins[4] = {
        "win=0", "win=1 target=20", "win=2 target=30", "win=3 towers=1 threshold=10"
    };
    snprintf(buf, cap, "players=%d rounds=%d %s treehouses=1 stashes=%d", 2 + i % 3,
             1 + (i / 3) % 2, wins[(i / 6) % 4], (i / 24) % 5 == 4);
}

/* Cathedral: the usual opening and the delayed People, in turn. */
static void cathedral_options(int i, char *buf, size_t cap)
{
    snprintf(buf, cap, "delayed=%d", i % 2);
}

/*
 * Highrise: 1-4 players, 1-2 rounds (a whole solo game now and then),
 * and every fourth block of games another face table: a blank ground
 * floor side and a Low-Rise penthouse side (HR-3 overridden).
 */
static void highrise_options(int i, char *buf, size_t cap)
{
    int players = 1 + i % 4;
    int rounds = players == 1 && (i / 4) % 4 == 0 ? 9 : 1 + (i / 4) % 2;
    const char *faces = (i / 16) % 4 == 3
        ? " ground=001123 upper=001122 penthouse=012333" : "";

    snprintf(buf, cap, "players=%d rounds=%d%s", players, rounds, faces);
}

/* Sprawlopolis: solo and co-op teams of 2-4, each variant (SP-4, SP-10). */
static void sprawl_options(int i, char *buf, size_t cap)
{
    snprintf(buf, cap, "players=%d variant=%d", 1 + i % 4, (i / 4) % 3);
}

/* Every game, with the setups its property test cycles through. */
static const struct property_case {
    const char *game;
    void (*options)(int i, char *buf, size_t cap);
} property_cases[] = {
    { "cityscape", cityscape_options },
    { "sprawl", sprawl_options },
    { "highrise", highrise_options },
    { "skyscrapers", skyscrapers_options },
    { "cathedral", cathedral_options },
};

/* The random-game property test, one loop iteration per game. */
START_TEST(random_games_property)
{
    const struct property_case *c = &property_cases[_i];
    int games = property_games(), i;
    char options[128];

    for (i = 0; i < games; i++) {
        c->options(i, options, sizeof options);
        play_checked_game(c->game, options, (uint64_t)i);
    }
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
    ck_assert_int_eq(sky_game_new("cityscape", "colour=3", &g), SKY_EOPTION);
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

static Suite *game_suite(void)
{
    Suite *s = suite_create("game");
    TCase *api = tcase_create("api"), *prop = tcase_create("property");

    tcase_add_test(api, game_lookup_and_options);
    tcase_add_test(api, game_null_arguments);
    tcase_add_test(api, game_cityscape_has_no_chance_nodes);
    tcase_add_test(api, game_cityscape_action_encoding);
    tcase_add_test(api, game_bots_play_to_the_end);
    suite_add_tcase(s, api);
    tcase_set_timeout(prop, 600);
    tcase_add_loop_test(prop, random_games_property, 0,
                        (int)(sizeof property_cases / sizeof property_cases[0]));
    tcase_add_test(prop, cityscape_round_scores_match_pure_scorers);
    suite_add_tcase(s, prop);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(game_suite());
    int failed;

    srunner_run_all(sr, CK_ENV);
    failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
