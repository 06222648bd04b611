/*
 * Cityscape: line scorer calls, random full rounds, legal-move
 * enumerations and random games through the generic layer.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

static int lines[1024][4];
static sky_cityscape *match;   /* a one-round game with every goal set */

static long line_scores(long n)
{
    long i, sum = 0;
    for (i = 0; i < n; i++)
        sum += sky_cityscape_line_score(lines[i & 1023], (int)(i % 6) + 1, 9);
    return sum;
}

/* A random block height still in supply (uniform over heights left). */
static int random_height(const sky_cityscape *g)
{
    int h = (int)bench_below(SKY_CITYSCAPE_MAX_BLOCK) + 1;
    while (sky_cityscape_supply(g, h) == 0)
        h = h % SKY_CITYSCAPE_MAX_BLOCK + 1;
    return h;
}

/* `count` random blocks on random lots, each by the player to move. */
static void play_random_blocks(sky_cityscape *g, int count)
{
    int k;

    for (k = 0; k < count; k++) {
        sky_cityscape_move m = { 0 };
        uint32_t lot = bench_below(SKY_CITYSCAPE_LOTS);
        m.height = random_height(g);
        m.row = (int)lot / SKY_CITYSCAPE_SIZE;
        m.col = (int)lot % SKY_CITYSCAPE_SIZE;
        if (sky_cityscape_play(g, sky_cityscape_to_move(g), m) != SKY_OK)
            abort();
    }
}

/* A full round: 25 random blocks on random lots, scored at the end. */
static long random_rounds(long n)
{
    long i, sum = 0;
    int scores[4];

    for (i = 0; i < n; i++) {
        sky_cityscape *g = NULL;
        if (sky_cityscape_clone(match, &g) != SKY_OK)
            abort();
        play_random_blocks(g, SKY_CITYSCAPE_BLOCKS);
        sky_cityscape_scores(g, scores, 4);
        sum += scores[0];
        sky_cityscape_free(g);
    }
    return sum;
}

static long enumerations(long n)
{
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    long i, sum = 0;
    for (i = 0; i < n; i++)
        sum += sky_cityscape_legal_moves(match, moves, SKY_CITYSCAPE_MAX_MOVES);
    return sum;
}

/* The same games as below through the native API, for the comparison. */
static long native_games(long n)
{
    static sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES] BENCH_ALIGNED;
    sky_cityscape_options o;
    long i, sum = 0;
    int player, count;

    sky_cityscape_options_init(&o, sizeof o);
    o.players = 4;
    o.rounds = 1;
    for (i = 0; i < n; i++) {
        sky_cityscape *g = NULL;
        if (sky_cityscape_new(&o, &g) != SKY_OK)
            abort();
        while ((player = sky_cityscape_to_move(g)) >= 0) {
            count = sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES);
            if (sky_cityscape_play(g, player, moves[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_cityscape_free(g);
    }
    return sum;
}

/* Whole random games through the generic layer, as an AI loop runs them. */
static long generic_games(long n)
{
    int actions[2048];
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        if (sky_game_new("cityscape", "players=4 rounds=1", &g) != SKY_OK)
            abort();
        while (!sky_game_is_over(g)) {
            int count = sky_game_legal_actions(g, actions, 2048);
            if (sky_game_apply(g, actions[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_game_free(g);
    }
    return sum;
}

/* A clone of the match twelve random blocks in. */
static long midgame_clone_bytes(void)
{
    sky_cityscape *g = NULL, *copy = NULL;
    long bytes;

    if (sky_cityscape_clone(match, &g) != SKY_OK)
        abort();
    play_random_blocks(g, 12);
    if (sky_cityscape_clone(g, &copy) != SKY_OK)
        abort();
    bytes = bench_handle_bytes(copy);
    sky_cityscape_free(copy);
    sky_cityscape_free(g);
    return bytes;
}

static void setup(void)
{
    sky_cityscape_move goals = { 0, 0, 0, 0, { 1, 2, 5, 6 } };
    sky_cityscape_options o;
    int i, k, side;

    for (i = 0; i < 1024; i++)
        for (k = 0; k < 4; k++)
            lines[i][k] = (int)bench_below(10);
    sky_cityscape_options_init(&o, sizeof o);
    o.players = 4;
    o.rounds = 1;
    if (sky_cityscape_new(&o, &match) != SKY_OK)
        abort();
    for (side = 0; side < 4; side++) {
        goals.side = side;
        if (sky_cityscape_play(match, side, goals) != SKY_OK)
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

void bench_cityscape(double seconds)
{
    double native, generic;

    setup();
    printf("  \"cityscape\": {\n");
    printf("    \"line_scores_per_s\": %s,\n", bench_row(seconds, 1 << 16, line_scores));
    printf("    \"random_rounds_per_s\": %s,\n", bench_row(seconds, 1 << 10, random_rounds));
    printf("    \"legal_move_enumerations_per_s\": %s,\n",
           bench_row(seconds, 1 << 14, enumerations));
    native = bench_rate(seconds, 1 << 6, native_games);
    printf("    \"native_random_games_per_s\": %s,\n", bench_spread());
    generic = bench_rate(seconds, 1 << 6, generic_games);
    printf("    \"generic_random_games_per_s\": %s,\n", bench_spread());
    printf("    \"generic_step_time_per_native_step_time\": %.2f,\n",
           step_time_ratio(native, generic));
    printf("    \"fresh_handle_bytes\": %ld,\n", bench_handle_bytes(match));
    printf("    \"midgame_clone_bytes\": %ld\n  }", midgame_clone_bytes());
    sky_cityscape_free(match);
}
