/*
 * Cathedral: random full games with a full legal-move enumeration at
 * every ply, enumerations alone, previews, the same random games through
 * the native API and the generic layer, and the handle's bytes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

static sky_cathedral_move moves[SKY_CATHEDRAL_MAX_MOVES] BENCH_ALIGNED;
static sky_cathedral *start;        /* a fresh game, cloned for each game */
static sky_cathedral *middle;       /* a position some moves in */

/* A full game: every ply lists all legal moves and plays a random one. */
static long random_games(long n)
{
    long i, sum = 0;
    int player, count, scores[2];

    for (i = 0; i < n; i++) {
        sky_cathedral *g = NULL;

        if (sky_cathedral_clone(start, &g) != SKY_OK)
            abort();
        while ((player = sky_cathedral_to_move(g)) >= 0) {
            count = sky_cathedral_legal_moves(g, moves, SKY_CATHEDRAL_MAX_MOVES);
            if (sky_cathedral_play(g, player, moves[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum += count;
        }
        sky_cathedral_scores(g, scores, 2);
        sum += scores[SKY_CATHEDRAL_BRIGHT];
        sky_cathedral_free(g);
    }
    return sum;
}

static long enumerations(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++)
        sum += sky_cathedral_legal_moves(middle, moves, SKY_CATHEDRAL_MAX_MOVES);
    return sum;
}

/* What each legal move of the middle position would claim. */
static long previews(long n)
{
    sky_cathedral_effect effect;
    int count = sky_cathedral_legal_moves(middle, moves, SKY_CATHEDRAL_MAX_MOVES);
    int player = sky_cathedral_to_move(middle);
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        if (sky_cathedral_preview(middle, player, moves[i % count], &effect) != SKY_OK)
            abort();
        sum += effect.claimed;
    }
    return sum;
}

/* The same games as below through the native API, for the comparison. */
static long native_games(long n)
{
    long i, sum = 0;
    int player, count;

    for (i = 0; i < n; i++) {
        sky_cathedral *g = NULL;

        if (sky_cathedral_new(NULL, &g) != SKY_OK)
            abort();
        while ((player = sky_cathedral_to_move(g)) >= 0) {
            count = sky_cathedral_legal_moves(g, moves, SKY_CATHEDRAL_MAX_MOVES);
            if (sky_cathedral_play(g, player, moves[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_cathedral_free(g);
    }
    return sum;
}

/* Whole random games through the generic layer, as an AI loop runs them. */
static long generic_games(long n)
{
    static int actions[3300] BENCH_ALIGNED;
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;

        if (sky_game_new("cathedral", NULL, &g) != SKY_OK)
            abort();
        while (!sky_game_is_over(g)) {
            int count = sky_game_legal_actions(g, actions, 3300);
            if (sky_game_apply(g, actions[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_game_free(g);
    }
    return sum;
}

/* A clone of the middle position: the history is what grows. */
static long midgame_clone_bytes(void)
{
    sky_cathedral *copy = NULL;
    long bytes;

    if (sky_cathedral_clone(middle, &copy) != SKY_OK)
        abort();
    bytes = bench_handle_bytes(copy);
    sky_cathedral_free(copy);
    return bytes;
}

/* The middle position: ten random moves into a game of its own seed,
 * so that every run enumerates the same position. */
static void setup(void)
{
    sky_rng rng;
    uint32_t pick;
    int k, count;

    if (sky_cathedral_new(NULL, &start) != SKY_OK || sky_cathedral_clone(start, &middle) != SKY_OK)
        abort();
    sky_rng_seed(&rng, 10);
    for (k = 0; k < 10; k++) {
        count = sky_cathedral_legal_moves(middle, moves, SKY_CATHEDRAL_MAX_MOVES);
        if (sky_rng_below(&rng, (uint32_t)count, &pick) != SKY_OK
            || sky_cathedral_play(middle, sky_cathedral_to_move(middle), moves[pick]) != SKY_OK)
            abort();
    }
}

/* Generic time per step over native time per step: the two loops'
 * games differ in length, so each rate is turned into steps. */
static double step_time_ratio(double native_rate, double generic_rate)
{
    double native_steps = (double)native_games(64) / 64;
    double generic_steps = (double)generic_games(64) / 64;

    return native_rate * native_steps / (generic_rate * generic_steps);
}

void bench_cathedral(double seconds)
{
    double listings, native, generic;

    setup();
    printf("  \"cathedral\": {\n");
    printf("    \"random_full_games_enumerating_every_ply_per_s\": %s,\n",
           bench_row(seconds, 1 << 8, random_games));
    listings = bench_rate(seconds, 1 << 12, enumerations);
    printf("    \"legal_move_enumerations_per_s\": %s,\n", bench_spread());
    printf("    \"ns_per_enumeration\": %.1f,\n", 1e9 / listings);
    printf("    \"legal_moves_in_the_enumerated_position\": %d,\n",
           sky_cathedral_legal_moves(middle, NULL, 0));
    printf("    \"previews_per_s\": %s,\n", bench_row(seconds, 1 << 12, previews));
    native = bench_rate(seconds, 1 << 8, native_games);
    printf("    \"native_random_games_per_s\": %s,\n", bench_spread());
    generic = bench_rate(seconds, 1 << 8, generic_games);
    printf("    \"generic_random_games_per_s\": %s,\n", bench_spread());
    printf("    \"generic_step_time_per_native_step_time\": %.2f,\n",
           step_time_ratio(native, generic));
    printf("    \"fresh_handle_bytes\": %ld,\n", bench_handle_bytes(start));
    printf("    \"midgame_clone_bytes\": %ld\n  }", midgame_clone_bytes());
    sky_cathedral_free(middle);
    sky_cathedral_free(start);
}
