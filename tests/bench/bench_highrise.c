/*
 * Skyline (highrise): random full 4-player games (every roll drawn from
 * the game's generator, every decision a uniformly random legal step),
 * legal-step enumerations, the same games through the generic layer,
 * and the solo advisor's decision time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"

static sky_highrise *start4;    /* a fresh 4-player game, cloned per game */
static sky_highrise *resolve;   /* a 4-player game at a resolve decision */
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

static long random_games(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_highrise *g = NULL;
        int phase, score;

        must(sky_highrise_clone(start4, &g));
        while ((phase = sky_highrise_phase(g)) != SKY_HIGHRISE_PHASE_OVER) {
            sky_highrise_move m;

            if (phase == SKY_HIGHRISE_PHASE_ROLL) {       /* a chance event */
                must(sky_highrise_draw(g, &m));
                continue;
            }
            must(sky_highrise_bot_move(g, SKY_BOT_RANDOM, &bot_rng, &m));
            must(sky_highrise_play(g, sky_highrise_to_move(g), m));
        }
        must(sky_highrise_scores(g, &score, 1));
        sum += score;
        sky_highrise_free(g);
    }
    return sum;
}

static long enumerations(long n)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    long i, sum = 0;

    for (i = 0; i < n; i++)
        sum += sky_highrise_legal_moves(resolve, moves, SKY_HIGHRISE_MAX_MOVES);
    return sum;
}

static long generic_games(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        int a;

        must(sky_game_new("highrise", "players=4", &g));
        while (!sky_game_is_over(g)) {
            must(sky_game_bot_action(g, SKY_BOT_RANDOM, &bot_rng, &a));
            must(sky_game_apply(g, a));
        }
        sum += sky_game_to_move(g);
        sky_game_free(g);
    }
    return sum;
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

    sky_rng_seed(&bot_rng, 7);
    sky_highrise_options_init(&o, sizeof o);
    o.players = 4;
    must(sky_highrise_new(&o, &start4));
    must(sky_highrise_clone(start4, &resolve));
    must(sky_highrise_move_from_string("TGUP", &m));
    must(sky_highrise_play(resolve, 0, m));
    while (sky_highrise_to_move(resolve) == SKY_ECHANCE)
        must(sky_highrise_draw(resolve, NULL));
}

void bench_highrise(double seconds)
{
    double decision, turn_start;

    setup();
    printf("  \"highrise\": {\n");
    printf("    \"random_4p_games_per_s\": %s,\n", bench_row(seconds, 1 << 8, random_games));
    printf("    \"legal_move_enumerations_per_s\": %s,\n",
           bench_row(seconds, 1 << 14, enumerations));
    printf("    \"generic_random_4p_games_per_s\": %s,\n",
           bench_row(seconds, 1 << 6, generic_games));
    advisor_times(seconds, &decision, &turn_start);
    printf("    \"advisor_ms_per_decision\": %.3f,\n", decision * 1e3);
    printf("    \"advisor_ms_per_turn_start\": %.3f\n  }", turn_start * 1e3);
    sky_highrise_free(start4);
    sky_highrise_free(resolve);
}
