/*
 * Skyline (highrise): random full 4-player games (every roll drawn from
 * the game's generator, every decision a uniformly random legal step),
 * legal-step enumerations, the same games through the generic layer,
 * step by step and in one sky_game_play_out() call each,
 * undo of whole games, the bytes a handle takes, and the solo advisor's
 * decision time.
 */
#define _GNU_SOURCE     /* mallinfo2() where the C library is glibc */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#if defined(__GLIBC__) && __GLIBC_PREREQ(2, 33)
#define HAVE_MALLINFO2 1
#include <malloc.h>
#endif

#include "bench.h"

static sky_highrise *start4;    /* a fresh 4-player game, cloned per game */
static sky_game *generic_start4; /* the same in the generic layer */
static sky_highrise *resolve;   /* a 4-player game at a resolve decision */
static sky_highrise *over4;     /* a finished 4-player game, cloned to be undone */
static sky_highrise *undoing;   /* a clone of it being undone */
static long over4_steps;        /* the steps it played */
static sky_rng bot_rng;

static double seconds_now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void must(int rc)
{
    if (rc < 0)
        abort();
}

/*
 * One random step of the player to move (`who`, from
 * sky_highrise_to_move()): a roll drawn from the game's generator at a
 * chance event, else the random player's step.
 */
static void random_step(sky_highrise *g, int who, sky_rng *rng)
{
    sky_highrise_move m;

    if (who == SKY_ECHANCE) {
        must(sky_highrise_draw(g, &m));
        return;
    }
    must(sky_highrise_bot_move(g, SKY_BOT_RANDOM, rng, &m));
    must(sky_highrise_play(g, who, m));
}

/* Random 4-player games natively; the steps played (draws included). */
static long random_games(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_highrise *g = NULL;
        int who;

        must(sky_highrise_clone(start4, &g));
        for (; (who = sky_highrise_to_move(g)) != SKY_EOVER; sum++)
            random_step(g, who, &bot_rng);
        sky_highrise_free(g);
    }
    return sum;
}

/* Steps undone one by one, through clones of a finished game undone to its start. */
static long undo_steps(long n)
{
    long i;

    for (i = 0; i < n; i++) {
        if (sky_highrise_undo(undoing) == SKY_OK)
            continue;
        sky_highrise_free(undoing);
        must(sky_highrise_clone(over4, &undoing));
        must(sky_highrise_undo(undoing));
    }
    return n;
}

/*
 * Bytes the allocator hands out for a call's handle, from glibc's
 * counters (-1 elsewhere); the handle is freed again.
 */
static long heap_in_use(void)
{
#ifdef HAVE_MALLINFO2
    struct mallinfo2 m = mallinfo2();
    return (long)(m.uordblks + m.hblkhd);
#else
    return -1;
#endif
}

static long clone_bytes(const sky_highrise *of)
{
    long before = heap_in_use(), after;
    sky_highrise *g = NULL;

    must(sky_highrise_clone(of, &g));
    after = heap_in_use();
    sky_highrise_free(g);
    return before < 0 ? -1 : after - before;
}

static long fresh_bytes(void)
{
    long before = heap_in_use(), after;
    sky_highrise_options o;
    sky_highrise *g = NULL;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 4;
    must(sky_highrise_new(&o, &g));
    after = heap_in_use();
    sky_highrise_free(g);
    return before < 0 ? -1 : after - before;
}

/* A 4-player game halfway through (by steps) the finished one. */
static long mid_game_clone_bytes(void)
{
    sky_highrise *g = NULL;
    long i, bytes;

    must(sky_highrise_clone(over4, &g));
    for (i = 0; i < over4_steps / 2; i++)
        must(sky_highrise_undo(g));
    bytes = clone_bytes(g);
    sky_highrise_free(g);
    return bytes;
}

static long enumerations(long n)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    long i, sum = 0;

    for (i = 0; i < n; i++)
        sum += sky_highrise_legal_moves(resolve, moves, SKY_HIGHRISE_MAX_MOVES);
    return sum;
}

/*
 * The same through the generic layer, each game a clone of a fresh one
 * as the native loop's are; the actions applied (rolls included).
 */
static long generic_games(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        int a;

        must(sky_game_clone(generic_start4, &g));
        while (!sky_game_is_over(g)) {
            must(sky_game_bot_action(g, SKY_BOT_RANDOM, &bot_rng, &a));
            must(sky_game_apply(g, a));
            sum++;
        }
        sky_game_free(g);
    }
    return sum;
}

/*
 * The generic layer's games again, each played to its end by one call of
 * sky_game_play_out() with the random player in every seat (the call the
 * arena and the Python batch calls make); the actions applied.
 */
static long play_out_games(long n)
{
    static const int random_bot[] = { SKY_BOT_RANDOM };
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        sky_game_result r;

        must(sky_game_clone(generic_start4, &g));
        must(sky_game_play_out(g, random_bot, 1, &bot_rng, &r));
        sum += r.plies;
        sky_game_free(g);
    }
    return sum;
}

/* Generic time per step over native time per step: the two loops'
 * games differ in length, so each rate is turned into steps. */
static double step_time_ratio(double native_rate, double generic_rate)
{
    double native_steps = (double)random_games(64) / 64;
    double generic_steps = (double)generic_games(64) / 64;

    return native_rate * native_steps / (generic_rate * generic_steps);
}

/* Advisor decisions over whole solo games: every decision, and turn starts. */
static void advisor_times(double seconds, double *per_decision, double *per_turn_start)
{
    double spent = 0, spent_start = 0;
    long decisions = 0, starts = 0;
    uint64_t seed = 1;

    while (spent < seconds) {
        sky_highrise_options o;
        sky_highrise *g = NULL;

        sky_highrise_options_init(&o, sizeof o);
        o.players = 1;
        o.seed = seed++;
        must(sky_highrise_new(&o, &g));
        while (!sky_highrise_is_over(g)) {
            sky_highrise_move m;
            double t;
            int at_start = sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_TAKE;

            if (sky_highrise_to_move(g) == SKY_ECHANCE) {
                must(sky_highrise_draw(g, NULL));
                continue;
            }
            t = seconds_now();
            must(sky_highrise_advise(g, NULL, &m, NULL));
            t = seconds_now() - t;
            spent += t;
            decisions++;
            if (at_start) {
                spent_start += t;
                starts++;
            }
            must(sky_highrise_play(g, 0, m));
        }
        sky_highrise_free(g);
    }
    *per_decision = spent / (double)decisions;
    *per_turn_start = spent_start / (double)starts;
}

static void setup(void)
{
    sky_highrise_options o;
    sky_highrise_move m;
    sky_rng over_rng;

    sky_rng_seed(&bot_rng, 7);
    sky_highrise_options_init(&o, sizeof o);
    o.players = 4;
    must(sky_highrise_new(&o, &start4));
    must(sky_game_new("highrise", "players=4", &generic_start4));
    must(sky_highrise_clone(start4, &resolve));
    must(sky_highrise_move_from_string("TGUP", &m));
    must(sky_highrise_play(resolve, 0, m));
    while (sky_highrise_to_move(resolve) == SKY_ECHANCE)
        must(sky_highrise_draw(resolve, NULL));
    sky_rng_seed(&over_rng, 11);
    must(sky_highrise_clone(start4, &over4));
    for (over4_steps = 0; !sky_highrise_is_over(over4); over4_steps++)
        random_step(over4, sky_highrise_to_move(over4), &over_rng);
    must(sky_highrise_clone(over4, &undoing));
}

void bench_highrise(double seconds)
{
    double decision, turn_start, native, generic;

    setup();
    printf("  \"highrise\": {\n");
    native = bench_rate(seconds, 1 << 8, random_games);
    printf("    \"random_4p_games_per_s\": %s,\n", bench_spread());
    printf("    \"legal_move_enumerations_per_s\": %s,\n",
           bench_row(seconds, 1 << 14, enumerations));
    generic = bench_rate(seconds, 1 << 6, generic_games);
    printf("    \"generic_random_4p_games_per_s\": %s,\n", bench_spread());
    printf("    \"generic_step_time_per_native_step_time\": %.2f,\n",
           step_time_ratio(native, generic));
    printf("    \"play_out_random_4p_games_per_s\": %s,\n",
           bench_row(seconds, 1 << 6, play_out_games));
    printf("    \"undo_whole_4p_game_steps_per_s\": %s,\n",
           bench_row(seconds, 1 << 12, undo_steps));
    printf("    \"bytes_per_fresh_4p_handle\": %ld,\n", fresh_bytes());
    printf("    \"bytes_per_mid_game_4p_clone\": %ld,\n", mid_game_clone_bytes());
    advisor_times(seconds, &decision, &turn_start);
    printf("    \"advisor_ms_per_decision\": %.3f,\n", decision * 1e3);
    printf("    \"advisor_ms_per_turn_start\": %.3f\n  }", turn_start * 1e3);
    sky_highrise_free(start4);
    sky_game_free(generic_start4);
    sky_highrise_free(resolve);
    sky_highrise_free(over4);
    sky_highrise_free(undoing);
}
