/*
 * Sprawlopolis: full-city scorings with three scoring cards (the pure
 * scorer on cities of 15 cards), random full solo games, legal-move
 * enumerations, greedy decisions and random games through the generic
 * layer.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

#define CITIES 64
#define CELLS (SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE)

/* Finished cities of random solo games, with their scoring cards. */
static struct city {
    sky_sprawl_block grid[CELLS];
    int rows, cols;
    int cards[3];
} cities[CITIES];

static sky_sprawl *midgame;     /* a solo game after 7 placements */

/* Draws every card due off the game's own deck order. */
static void draw_due(sky_sprawl *g)
{
    while (sky_sprawl_to_move(g) == SKY_ECHANCE)
        if (sky_sprawl_draw(g, NULL) != SKY_OK)
            abort();
}

/* A solo game dealt from `seed`, set up. */
static sky_sprawl *new_solo(uint64_t seed)
{
    sky_sprawl_options o;
    sky_sprawl *g = NULL;

    sky_sprawl_options_init(&o, sizeof o);
    o.seed = seed;
    if (sky_sprawl_new(&o, &g) != SKY_OK)
        abort();
    draw_due(g);
    return g;
}

static void play_random(sky_sprawl *g, int placements)
{
    sky_sprawl_move m;

    while (placements-- > 0 && sky_sprawl_to_move(g) == 0) {
        if (sky_sprawl_bot_move(g, SKY_BOT_RANDOM, &bench_rng, &m) != SKY_OK
            || sky_sprawl_play(g, 0, m) != SKY_OK)
            abort();
        draw_due(g);
    }
}

static long scorings(long n)
{
    sky_sprawl_tally t;
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        const struct city *c = &cities[i % CITIES];
        if (sky_sprawl_score_grid(c->grid, c->rows, c->cols, c->cards,
                                  SKY_SPRAWL_STANDARD, &t) != SKY_OK)
            abort();
        sum += t.total;
    }
    return sum;
}

/* A whole solo game: setup drawn from a seed, 14 random placements with
 * their draws, the score. */
static long random_games(long n)
{
    sky_sprawl_tally t;
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_sprawl *g = new_solo(bench_below(1u << 30));
        play_random(g, SKY_SPRAWL_CITY_CARDS);
        if (sky_sprawl_score_tally(g, &t) != SKY_OK)
            abort();
        sum += t.total;
        sky_sprawl_free(g);
    }
    return sum;
}

static long enumerations(long n)
{
    static sky_sprawl_move moves[SKY_SPRAWL_MAX_MOVES] BENCH_ALIGNED;
    long i, sum = 0;

    for (i = 0; i < n; i++)
        sum += sky_sprawl_legal_moves(midgame, moves, SKY_SPRAWL_MAX_MOVES);
    return sum;
}

static long greedy_decisions(long n)
{
    sky_sprawl_move m;
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        if (sky_sprawl_bot_move(midgame, SKY_BOT_GREEDY, &bench_rng, &m) != SKY_OK)
            abort();
        sum += m.row;
    }
    return sum;
}

/* The same games as below through the native API, for the comparison;
 * the cards come off the game's own deck order. */
static long native_games(long n)
{
    static sky_sprawl_move moves[SKY_SPRAWL_MAX_MOVES] BENCH_ALIGNED;
    sky_sprawl_options o;
    long i, sum = 0;
    int player, count;

    sky_sprawl_options_init(&o, sizeof o);
    o.players = 2;
    for (i = 0; i < n; i++) {
        sky_sprawl *g = NULL;

        o.seed = bench_below(1u << 30);
        if (sky_sprawl_new(&o, &g) != SKY_OK)
            abort();
        while ((player = sky_sprawl_to_move(g)) != SKY_EOVER) {
            if (player == SKY_ECHANCE) {
                draw_due(g);
                sum++;
                continue;
            }
            count = sky_sprawl_legal_moves(g, moves, SKY_SPRAWL_MAX_MOVES);
            if (sky_sprawl_play(g, player, moves[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_sprawl_free(g);
    }
    return sum;
}

/* Random co-op games of 2 players through the generic layer, chance included. */
static long generic_games(long n)
{
    static int actions[SKY_SPRAWL_MAX_MOVES] BENCH_ALIGNED;
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        if (sky_game_new("sprawl", "players=2", &g) != SKY_OK)
            abort();
        while (!sky_game_is_over(g)) {
            int count = sky_game_legal_actions(g, actions, SKY_SPRAWL_MAX_MOVES);
            if (sky_game_apply(g, actions[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_game_free(g);
    }
    return sum;
}

static long fresh_bytes(void)
{
    sky_sprawl *g = new_solo(1);
    long bytes = bench_handle_bytes(g);

    sky_sprawl_free(g);
    return bytes;
}

/* A clone of the solo game seven placements in. */
static long midgame_clone_bytes(void)
{
    sky_sprawl *copy = NULL;
    long bytes;

    if (sky_sprawl_clone(midgame, &copy) != SKY_OK)
        abort();
    bytes = bench_handle_bytes(copy);
    sky_sprawl_free(copy);
    return bytes;
}

static void setup(void)
{
    int i;

    for (i = 0; i < CITIES; i++) {
        sky_sprawl *g = new_solo((uint64_t)i);
        int bounds[4];

        play_random(g, SKY_SPRAWL_CITY_CARDS);
        sky_sprawl_bounds(g, bounds);
        cities[i].rows = bounds[2];
        cities[i].cols = bounds[3];
        if (sky_sprawl_city(g, cities[i].grid, CELLS) > CELLS)
            abort();
        sky_sprawl_scoring_cards(g, cities[i].cards);
        sky_sprawl_free(g);
    }
    midgame = new_solo(2026);
    play_random(midgame, 7);
}

/* Generic time per step over native time per step: the two loops'
 * games differ in length, so each rate is turned into steps. */
static double step_time_ratio(double native_rate, double generic_rate)
{
    double native_steps = (double)native_games(64) / 64;
    double generic_steps = (double)generic_games(64) / 64;

    return native_rate * native_steps / (generic_rate * generic_steps);
}

void bench_sprawl(double seconds)
{
    double native, generic;

    setup();
    printf("  \"sprawl\": {\n");
    printf("    \"city_scorings_3_cards_per_s\": %s,\n",
           bench_row(seconds, 1 << 12, scorings));
    printf("    \"random_solo_games_per_s\": %s,\n", bench_row(seconds, 1 << 6, random_games));
    printf("    \"legal_move_enumerations_per_s\": %s,\n",
           bench_row(seconds, 1 << 10, enumerations));
    printf("    \"greedy_decisions_per_s\": %s,\n", bench_row(seconds, 1 << 4, greedy_decisions));
    native = bench_rate(seconds, 1 << 4, native_games);
    printf("    \"native_random_games_per_s\": %s,\n", bench_spread());
    generic = bench_rate(seconds, 1 << 4, generic_games);
    printf("    \"generic_random_games_per_s\": %s,\n", bench_spread());
    printf("    \"generic_step_time_per_native_step_time\": %.2f,\n",
           step_time_ratio(native, generic));
    printf("    \"fresh_handle_bytes\": %ld,\n", fresh_bytes());
    printf("    \"midgame_clone_bytes\": %ld\n  }", midgame_clone_bytes());
    sky_sprawl_free(midgame);
}
