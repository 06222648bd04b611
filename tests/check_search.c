/*
 * The search player (sky_game_search(), SKY_BOT_SEARCH) over every game
 * of the registry: a legal action, the same one for the same seed, the
 * same one whatever the hidden data the player cannot see, and options
 * refused when they make no sense, and the hooks it restarts iterations
 * with (game_internal.h).  Budgets stay small: this is about behaviour,
 * not strength (that is measured by the arena).
 */
#include <check.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

#include "game_internal.h"
#include "run_suite.h"

#define TEXT_CAP 65536
#define MAX_PLIES 64
#define BUDGET 200
#define MAX_LEGAL 8192

static int legal_list[MAX_LEGAL];
static char text_a[TEXT_CAP], text_b[TEXT_CAP];

static sky_game_type game_type(int index)
{
    sky_game_type type;

    ck_assert_int_eq(sky_game_info(index, &type, sizeof type), SKY_OK);
    return type;
}

static sky_search_options small_budget(void)
{
    sky_search_options o;

    ck_assert_int_eq(sky_search_options_init(&o, sizeof o), SKY_OK);
    o.iterations = BUDGET;
    return o;
}

/*
 * Plays random actions from `rng` until `plies` are played (and any
 * chance events after them) or the game ends; returns how many.
 */
static int play_random(sky_game *g, sky_rng *rng, int plies)
{
    int action, i;

    for (i = 0; (i < plies || sky_game_to_move(g) == SKY_ECHANCE)
                && !sky_game_is_over(g); i++) {
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
    }
    return i;
}

/* A game some random plies in, at a decision. */
static sky_game *game_at_decision(const char *name, uint64_t seed, int plies)
{
    sky_game *g;
    sky_rng rng;

    ck_assert_int_eq(sky_game_new(name, NULL, &g), SKY_OK);
    sky_rng_seed(&rng, seed);
    play_random(g, &rng, plies);
    ck_assert_int_ge(sky_game_to_move(g), 0);
    return g;
}

/*
 * A decision a few plies before the end of a random game (the same game
 * played twice): searches there are cheap, their play-outs short.
 */
static sky_game *game_near_end(const char *name, uint64_t seed, int before_end)
{
    sky_game *g;
    sky_rng rng;
    int plies;

    ck_assert_int_eq(sky_game_new(name, NULL, &g), SKY_OK);
    sky_rng_seed(&rng, seed);
    plies = play_random(g, &rng, INT_MAX);
    sky_game_free(g);
    return game_at_decision(name, seed, plies > before_end ? plies - before_end : 0);
}

static int search_with_seed(const sky_game *g, const sky_search_options *o,
                            uint64_t seed)
{
    sky_rng rng;
    int action = -1;

    sky_rng_seed(&rng, seed);
    ck_assert_int_eq(sky_game_search(g, o, &rng, &action), SKY_OK);
    return action;
}

START_TEST(same_seed_same_legal_action)
{
    sky_game_type type = game_type(_i);
    sky_search_options o = small_budget();
    sky_game *g = game_at_decision(type.name, 3, 3);
    int first = search_with_seed(g, &o, 11);

    ck_assert_int_eq(sky_game_check(g, first), SKY_OK);
    ck_assert_int_eq(search_with_seed(g, &o, 11), first);
    /* The caller's game is left as it was. */
    ck_assert_int_eq(sky_game_write(g, SKY_VIEW_ALL, text_a, TEXT_CAP) < TEXT_CAP, 1);
    search_with_seed(g, &o, 12);
    ck_assert_int_eq(sky_game_write(g, SKY_VIEW_ALL, text_b, TEXT_CAP) < TEXT_CAP, 1);
    ck_assert_str_eq(text_a, text_b);
    sky_game_free(g);
}
END_TEST

/*
 * The built-in player is the search with the default options (a few
 * plies before the end, where a search is cheap, at a choice).
 */
START_TEST(bot_search_is_the_default_search)
{
    sky_game_type type = game_type(_i);
    sky_game *g = game_near_end(type.name, 5, 6);
    sky_rng rng;
    int action;

    ck_assert_int_gt(sky_game_legal_actions(g, legal_list, MAX_LEGAL), 1);
    sky_rng_seed(&rng, 21);
    ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_SEARCH, &rng, &action), SKY_OK);
    ck_assert_int_eq(search_with_seed(g, NULL, 21), action);
    sky_game_free(g);
}
END_TEST

/*
 * Every cut-off (none, early, late; the game's choice is above) gives a
 * legal action, the same for the same seed, in every game, those with an
 * evaluation or without (eight plies before the end, where it is cheap).
 */
START_TEST(every_cutoff_is_legal_and_seeded)
{
    static const int cutoffs[] = { 0, 1, 4 };
    sky_game_type type = game_type(_i);
    sky_search_options o = small_budget();
    sky_game *g = game_near_end(type.name, 4, 8);
    size_t k;
    int first;

    for (k = 0; k < sizeof cutoffs / sizeof *cutoffs; k++) {
        o.cutoff = cutoffs[k];
        first = search_with_seed(g, &o, 13);
        ck_assert_int_eq(sky_game_check(g, first), SKY_OK);
        ck_assert_int_eq(search_with_seed(g, &o, 13), first);
    }
    sky_game_free(g);
}
END_TEST

/*
 * Skyscrapers' evaluation and play-outs: at its first step of a round
 * the search starts a tower instead of finishing with nothing built
 * (the search without them finished at once in this position).
 */
START_TEST(skyscrapers_search_builds)
{
    sky_game *g;
    sky_rng rng;
    char text[32];
    int action;

    ck_assert_int_eq(sky_game_new("skyscrapers", NULL, &g), SKY_OK);
    sky_rng_seed(&rng, 5);
    while (sky_game_to_move(g) == SKY_ECHANCE) {
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
    }
    ck_assert_int_eq(sky_game_to_move(g), 0);
    ck_assert_int_eq(sky_game_search(g, NULL, &rng, &action), SKY_OK);
    ck_assert_int_gt(sky_game_action_to_string(g, action, text, sizeof text), 0);
    ck_assert_msg(strcmp(text, "0:done") != 0, "the search built nothing");
    ck_assert_msg(text[1] == '=', "the first step %s is not a new structure", text);
    sky_game_free(g);
}
END_TEST

/* The solo advisor's step in the generic game `g`, as an action. */
static int advisor_action(const sky_game *g)
{
    sky_highrise *h;
    sky_highrise_move m;
    size_t offset;
    char text[64];
    int action;

    ck_assert_int_lt(sky_game_write(g, SKY_VIEW_ALL, text_a, TEXT_CAP), TEXT_CAP);
    ck_assert_int_eq(sky_highrise_read(text_a, &h, &offset), SKY_OK);
    ck_assert_int_eq(sky_highrise_advise(h, NULL, &m, NULL), SKY_OK);
    ck_assert_int_gt(sky_highrise_move_to_string(m, text, sizeof text), 0);
    ck_assert_int_eq(sky_game_action_from_string(g, text, &action), SKY_OK);
    sky_highrise_free(h);
    return action;
}

/*
 * Skyline's evaluation (the advisor's value of a skyline at the start of
 * the next turn): 52 steps into a greedy solo game, a short search makes
 * the advisor's build, whatever its seed (without the evaluation, cut-off
 * 0, it made it with none of seeds 1 to 5).
 */
START_TEST(skyline_search_builds_as_the_advisor)
{
    sky_search_options o = small_budget();
    sky_game *g;
    sky_rng rng;
    int action, i;

    ck_assert_int_eq(sky_game_new("highrise", "players=1", &g), SKY_OK);
    sky_rng_seed(&rng, 1);
    for (i = 0; i < 52; i++) {
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_GREEDY, &rng, &action), SKY_OK);
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
    }
    action = advisor_action(g);
    for (i = 1; i <= 3; i++)
        ck_assert_int_eq(search_with_seed(g, &o, (uint64_t)i), action);
    sky_game_free(g);
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

static void write_view(const sky_game *g, int viewer, char *buf)
{
    ck_assert_int_lt(sky_game_write(g, viewer, buf, TEXT_CAP), TEXT_CAP);
}

/* 1 if `b` differs from `a` only in what a's player to move cannot see. */
static int hidden_difference(const sky_game *a, const sky_game *b)
{
    int viewer = sky_game_to_move(a);

    if (viewer < 0 || sky_game_to_move(b) != viewer)
        return 0;
    write_view(a, SKY_VIEW_ALL, text_a);
    write_view(b, SKY_VIEW_ALL, text_b);
    if (strcmp(text_a, text_b) == 0)
        return 0;
    write_view(a, viewer, text_a);
    write_view(b, viewer, text_b);
    return strcmp(text_a, text_b) == 0;
}

/*
 * Game b: the actions of a with action k replaced by another legal one,
 * if the rest stays legal and the two differ only in hidden data.
 */
static sky_game *hidden_twin(const char *options, const char *name,
                             const sky_game *a, const int *actions, int plies,
                             int k)
{
    int legal[8], n, i;
    sky_game *b;

    ck_assert_int_eq(sky_game_new(name, options, &b), SKY_OK);
    ck_assert_int_eq(replay(b, actions, k), 1);
    n = sky_game_legal_actions(b, legal, 8);
    for (i = 0; i < n && i < 8; i++) {
        if (legal[i] == actions[k] || sky_game_apply(b, legal[i]) != SKY_OK)
            continue;
        if (replay(b, actions + k + 1, plies - k - 1) && hidden_difference(a, b))
            return b;
        sky_game_free(b);
        ck_assert_int_eq(sky_game_new(name, options, &b), SKY_OK);
        ck_assert_int_eq(replay(b, actions, k), 1);
    }
    sky_game_free(b);
    return NULL;
}

/*
 * No peeking: two games the player to move cannot tell apart (same view,
 * different hidden data) get the same decision from the same seed.
 */
static void check_no_peeking(const char *name, const char *options,
                             uint64_t seed, int min_plies)
{
    sky_search_options o = small_budget();
    int actions[MAX_PLIES], plies = 0, k, pairs = 0;
    sky_game *a;
    sky_rng rng;

    ck_assert_int_eq(sky_game_new(name, options, &a), SKY_OK);
    sky_rng_seed(&rng, seed);
    /* At least past the second decision of a player other than the first mover. */
    while (plies < min_plies || sky_game_to_move(a) < 0) {
        ck_assert_int_lt(plies, MAX_PLIES);
        ck_assert_int_eq(sky_game_bot_action(a, SKY_BOT_RANDOM, &rng, &actions[plies]), SKY_OK);
        ck_assert_int_eq(sky_game_apply(a, actions[plies]), SKY_OK);
        plies++;
    }
    for (k = 0; k < plies; k++) {
        sky_game *b = hidden_twin(options, name, a, actions, plies, k);

        if (!b)
            continue;
        pairs++;
        ck_assert_int_eq(search_with_seed(a, &o, 7), search_with_seed(b, &o, 7));
        sky_game_free(b);
    }
    /* The test tried something: the pairs exist. */
    ck_assert_int_gt(pairs, 0);
    sky_game_free(a);
}

START_TEST(cityscape_search_does_not_peek_at_goals)
{
    check_no_peeking("cityscape", "players=2", 4, 8);
    check_no_peeking("cityscape", "players=3", 5, 8);
    /* Deep in the building, where rivals' goals are inferred from many placements. */
    check_no_peeking("cityscape", "players=2", 8, 21);
}
END_TEST

START_TEST(sprawl_search_does_not_peek_at_hands)
{
    check_no_peeking("sprawl", "players=2", 4, 8);
    check_no_peeking("sprawl", "players=3", 6, 8);
}
END_TEST

START_TEST(search_samples_chance_and_refuses_an_ended_game)
{
    sky_game_type type = game_type(_i);
    sky_game *g;
    sky_rng rng;
    int action;

    ck_assert_int_eq(sky_game_new(type.name, NULL, &g), SKY_OK);
    sky_rng_seed(&rng, 9);
    while (!sky_game_is_over(g)) {
        int who = sky_game_to_move(g);
        ck_assert_int_eq(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action), SKY_OK);
        if (who == SKY_ECHANCE) {
            ck_assert_int_eq(search_with_seed(g, NULL, 9) >= 0, 1);
            ck_assert_int_eq(sky_game_check(g, search_with_seed(g, NULL, 9)), SKY_OK);
        }
        ck_assert_int_eq(sky_game_apply(g, action), SKY_OK);
    }
    ck_assert_int_eq(sky_game_search(g, NULL, &rng, &action), SKY_EOVER);
    sky_game_free(g);
}
END_TEST

/* A newer caller's struct: one field this library does not know. */
struct newer_options {
    sky_search_options known;
    int future;
};

START_TEST(search_options_are_checked)
{
    sky_search_options o;
    struct newer_options newer;
    sky_game *g;
    sky_rng rng, zero;
    int action;

    memset(&zero, 0, sizeof zero);
    sky_rng_seed(&rng, 1);
    ck_assert_int_eq(sky_search_options_init(&o, sizeof o), SKY_OK);
    ck_assert_int_eq(o.iterations, 1000);
    ck_assert_int_eq(o.seconds == 0.0, 1);
    ck_assert_int_eq(o.rollout, -1);
    ck_assert_int_eq(o.exploration == -1.0, 1);
    ck_assert_int_eq(o.cutoff, -1);
    ck_assert_int_eq(sky_search_options_init(&o, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_search_options_init(NULL, sizeof o), SKY_EINVAL);
    ck_assert_int_eq(sky_game_new("cathedral", NULL, &g), SKY_OK);
    ck_assert_int_eq(sky_game_search(NULL, NULL, &rng, &action), SKY_EINVAL);
    ck_assert_int_eq(sky_game_search(g, NULL, &zero, &action), SKY_EINVAL);
    ck_assert_int_eq(sky_game_search(g, NULL, &rng, NULL), SKY_EINVAL);
    sky_search_options_init(&o, sizeof o);
    o.iterations = -1;
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_ERANGE);
    o.iterations = 0;       /* and no time budget either */
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_ERANGE);
    sky_search_options_init(&o, sizeof o);
    o.exploration = -0.5;
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_ERANGE);
    sky_search_options_init(&o, sizeof o);
    o.rollout = 7;
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_ERANGE);
    sky_search_options_init(&o, sizeof o);
    o.cutoff = -2;
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_ERANGE);
    ck_assert_int_eq(sky_search_options_init(&newer.known, sizeof newer), SKY_OK);
    newer.future = 1;
    ck_assert_int_eq(sky_game_search(g, &newer.known, &rng, &action), SKY_EOPTION);
    newer.future = 0;
    newer.known.iterations = 50;
    ck_assert_int_eq(sky_game_search(g, &newer.known, &rng, &action), SKY_OK);
    /* A time budget alone: some legal action. */
    sky_search_options_init(&o, sizeof o);
    o.iterations = 0;
    o.seconds = 0.01;
    ck_assert_int_eq(sky_game_search(g, &o, &rng, &action), SKY_OK);
    ck_assert_int_eq(sky_game_check(g, action), SKY_OK);
    ck_assert_int_eq(sky_game_bot_action(g, 3, &rng, &action), SKY_ERANGE);
    sky_game_free(g);
}
END_TEST

/* The native calls play the same search: a legal move, seeded. */
START_TEST(native_bot_moves_search)
{
    sky_cathedral *c;
    sky_sprawl *sp;
    sky_cathedral_move cm, cm2;
    sky_sprawl_move sm, sm2;
    sky_rng rng;
    int k;

    ck_assert_int_eq(sky_cathedral_new(NULL, &c), SKY_OK);
    sky_rng_seed(&rng, 8);
    /* Some plies in, where searches are cheaper. */
    for (k = 0; k < 12; k++) {
        ck_assert_int_eq(sky_cathedral_bot_move(c, SKY_BOT_RANDOM, &rng, &cm), SKY_OK);
        ck_assert_int_eq(sky_cathedral_play(c, sky_cathedral_to_move(c), cm), SKY_OK);
    }
    sky_rng_seed(&rng, 8);
    ck_assert_int_eq(sky_cathedral_bot_move(c, SKY_BOT_SEARCH, &rng, &cm), SKY_OK);
    ck_assert_int_eq(sky_cathedral_check(c, sky_cathedral_to_move(c), cm), SKY_OK);
    sky_rng_seed(&rng, 8);
    ck_assert_int_eq(sky_cathedral_bot_move(c, SKY_BOT_SEARCH, &rng, &cm2), SKY_OK);
    ck_assert_mem_eq(&cm, &cm2, sizeof cm);
    sky_cathedral_free(c);

    ck_assert_int_eq(sky_sprawl_new(NULL, &sp), SKY_OK);
    for (k = 0;; k++) {
        while (sky_sprawl_to_move(sp) == SKY_ECHANCE)
            ck_assert_int_eq(sky_sprawl_draw(sp, NULL), SKY_OK);
        if (k == 10)
            break;
        ck_assert_int_eq(sky_sprawl_bot_move(sp, SKY_BOT_RANDOM, &rng, &sm), SKY_OK);
        ck_assert_int_eq(sky_sprawl_play(sp, 0, sm), SKY_OK);
    }
    sky_rng_seed(&rng, 8);
    ck_assert_int_eq(sky_sprawl_bot_move(sp, SKY_BOT_SEARCH, &rng, &sm), SKY_OK);
    ck_assert_int_eq(sky_sprawl_check(sp, 0, sm), SKY_OK);
    sky_rng_seed(&rng, 8);
    ck_assert_int_eq(sky_sprawl_bot_move(sp, SKY_BOT_SEARCH, &rng, &sm2), SKY_OK);
    ck_assert_mem_eq(&sm, &sm2, sizeof sm);
    sky_sprawl_free(sp);
}
END_TEST

/* The search, seat 0 in game 0 of a seeded pair and seat 1 in game 1, wins both. */
static void search_wins_both_seats(int opponent, uint64_t seed)
{
    const int bots[] = { SKY_BOT_SEARCH, opponent };
    sky_game_result r[2];

    ck_assert_int_eq(sky_game_play_series("cathedral", NULL, bots, 2, seed, 0, 2, r), SKY_OK);
    ck_assert_uint_eq(r[0].winners, 1u);
    ck_assert_uint_eq(r[1].winners, 2u);
}

/* Strength, cheaply: a short search beats the random player at Cathedral. */
/* Writes g's record for everyone into buf. */
static void write_all(const sky_game *g, char *buf)
{
    ck_assert_int_lt(sky_game_write(g, SKY_VIEW_ALL, buf, TEXT_CAP), TEXT_CAP);
}

/*
 * copy_into, which the search starts each iteration with instead of
 * undoing (Skyscrapers), gives back the root exactly: after a world has
 * played to the end, the same record, and the same game from there on.
 */
START_TEST(copy_into_gives_back_the_root)
{
    int index, hooks = 0;

    for (index = 0; index < sky_game_count(); index++) {
        sky_game *root, *world;
        sky_rng rng, twin;

        ck_assert_int_eq(sky_game_new(game_type(index).name, NULL, &root), SKY_OK);
        if (!root->ops->copy_into) {
            sky_game_free(root);
            continue;
        }
        hooks++;
        sky_rng_seed(&rng, 5);
        play_random(root, &rng, 12);
        ck_assert_int_eq(sky_game_clone(root, &world), SKY_OK);
        play_random(world, &rng, 100000);
        ck_assert(sky_game_is_over(world));
        root->ops->copy_into(root->state, world->state);
        write_all(root, text_a);
        write_all(world, text_b);
        ck_assert_str_eq(text_a, text_b);
        twin = rng;
        play_random(root, &rng, 100000);
        play_random(world, &twin, 100000);
        write_all(root, text_a);
        write_all(world, text_b);
        ck_assert_str_eq(text_a, text_b);
        sky_game_free(world);
        sky_game_free(root);
    }
    ck_assert_int_gt(hooks, 0);
}
END_TEST

START_TEST(search_beats_random_at_cathedral)
{
    search_wins_both_seats(SKY_BOT_RANDOM, 17);
}
END_TEST

/*
 * Cathedral's evaluation: the search wins both colours of a seeded pair
 * against the greedy player (it lost both before it had one).
 */
START_TEST(search_beats_greedy_at_cathedral)
{
    search_wins_both_seats(SKY_BOT_GREEDY, 9);
}
END_TEST

static Suite *search_suite(void)
{
    Suite *s = suite_create("search");
    TCase *tc = tcase_create("search");

    /* Hundreds of searches: slow under valgrind, never near this. */
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, same_seed_same_legal_action, 0, sky_game_count());
    tcase_add_loop_test(tc, bot_search_is_the_default_search, 0, sky_game_count());
    tcase_add_loop_test(tc, search_samples_chance_and_refuses_an_ended_game, 0,
                        sky_game_count());
    tcase_add_test(tc, cityscape_search_does_not_peek_at_goals);
    tcase_add_test(tc, sprawl_search_does_not_peek_at_hands);
    tcase_add_test(tc, search_options_are_checked);
    tcase_add_test(tc, native_bot_moves_search);
    tcase_add_test(tc, copy_into_gives_back_the_root);
    tcase_add_test(tc, search_beats_random_at_cathedral);
    tcase_add_loop_test(tc, every_cutoff_is_legal_and_seeded, 0, sky_game_count());
    tcase_add_test(tc, skyscrapers_search_builds);
    tcase_add_test(tc, skyline_search_builds_as_the_advisor);
    tcase_add_test(tc, search_beats_greedy_at_cathedral);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(search_suite());
}
