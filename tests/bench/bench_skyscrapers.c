/*
 * Skyscrapers: structure scores (8-pyramid towers, and random 8-pyramid
 * structures, unsafe ones included), the advisor on 15-pyramid piles,
 * random simulated matches natively and through the generic layer, and
 * undo of whole 20-round matches.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

#define STRUCTURES 1024
#define HEIGHT 8

static sky_pyramid towers[STRUCTURES][HEIGHT];
static sky_pyramid mixed[STRUCTURES][HEIGHT];
static sky_pyramid piles[2][SKY_SKYSCRAPERS_SET];     /* a Treehouse set, a stash */

static sky_pyramid random_pyramid(int max_size)
{
    sky_pyramid p;

    p.color = (int)bench_below(3);      /* few colours, so runs occur */
    p.size = (int)bench_below((uint32_t)max_size) + 1;
    return p;
}

/* Safe, sizes never growing upwards, with a 1-pip cap: a tower (SK-5). */
static void make_tower(sky_pyramid *t)
{
    int i, size = 3;

    for (i = 0; i < HEIGHT; i++) {
        t[i] = random_pyramid(size);
        size = t[i].size;
    }
    t[HEIGHT - 1].size = 1;
}

static long score_structures(sky_pyramid (*set)[HEIGHT], long n)
{
    long i, sum = 0;
    int points;

    for (i = 0; i < n; i++) {
        if (sky_skyscrapers_structure_score(set[i & (STRUCTURES - 1)], HEIGHT, &points) != SKY_OK)
            abort();
        sum += points;
    }
    return sum;
}

static long score_towers(long n)
{
    return score_structures(towers, n);
}

static long score_mixed(long n)
{
    return score_structures(mixed, n);
}

static long advise_piles(long n)
{
    char text[128];
    long i, sum = 0;
    int points;

    for (i = 0; i < n; i++) {
        if (sky_skyscrapers_advise_pile(piles[i & 1], SKY_SKYSCRAPERS_SET, &points, text,
                                   sizeof text) < 0)
            abort();
        sum += points;
    }
    return sum;
}

static sky_skyscrapers *new_match_of(int rounds)
{
    sky_skyscrapers_options o;
    sky_skyscrapers *g = NULL;

    sky_skyscrapers_options_init(&o, sizeof o);
    o.players = 3;
    o.rounds = rounds;
    o.seed = bench_below(1u << 30);
    if (sky_skyscrapers_new(&o, &g) != SKY_OK)
        abort();
    return g;
}

static sky_skyscrapers *new_match(void)
{
    return new_match_of(2);
}

/* One random step: a grab drawn with the game's own generator, else a
 * random legal move; 0 once the match is over. */
static int random_step(sky_skyscrapers *g)
{
    static sky_skyscrapers_move moves[128] BENCH_ALIGNED;
    sky_skyscrapers_move drawn;
    int player = sky_skyscrapers_to_move(g), count;

    if (player == SKY_EOVER)
        return 0;
    if (player == SKY_ECHANCE) {
        if (sky_skyscrapers_draw(g, &drawn) != SKY_OK)
            abort();
        return 1;
    }
    count = sky_skyscrapers_legal_moves(g, moves, 128);
    if (count > 128
        || sky_skyscrapers_play(g, player, moves[bench_below((uint32_t)count)]) != SKY_OK)
        abort();
    return 1;
}

/* The same matches as below through the native API, for the comparison. */
static long native_games(long n)
{
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_skyscrapers *g = new_match();

        while (random_step(g))
            sum++;
        sky_skyscrapers_free(g);
    }
    return sum;
}

/* A fresh match, and a clone of one twenty random steps in. */
static void handle_bytes(long *fresh, long *clone)
{
    sky_skyscrapers *g = new_match(), *copy = NULL;
    int k;

    *fresh = bench_handle_bytes(g);
    for (k = 0; k < 20 && random_step(g); k++)
        continue;
    if (sky_skyscrapers_clone(g, &copy) != SKY_OK)
        abort();
    *clone = bench_handle_bytes(copy);
    sky_skyscrapers_free(copy);
    sky_skyscrapers_free(g);
}

/* Whole simulated matches: random grabs, random building, to the end. */
static long generic_games(long n)
{
    int actions[128];
    long i, sum = 0;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        if (sky_game_new("skyscrapers", "players=3 rounds=2", &g) != SKY_OK)
            abort();
        while (!sky_game_is_over(g)) {
            int count = sky_game_legal_actions(g, actions, 128);
            if (sky_game_apply(g, actions[bench_below((uint32_t)count)]) != SKY_OK)
                abort();
            sum++;
        }
        sky_game_free(g);
    }
    return sum;
}

/* A finished 20-round match, and a clone of it being undone to its start. */
static sky_skyscrapers *over20, *undoing;

/* Steps undone one by one, through clones of over20 undone to the start. */
static long undo_steps(long n)
{
    long i;

    for (i = 0; i < n; i++) {
        if (sky_skyscrapers_undo(undoing) == SKY_OK)
            continue;
        sky_skyscrapers_free(undoing);
        if (sky_skyscrapers_clone(over20, &undoing) != SKY_OK
            || sky_skyscrapers_undo(undoing) != SKY_OK)
            abort();
    }
    return n;
}

static void setup(void)
{
    int i, k;

    for (i = 0; i < STRUCTURES; i++) {
        make_tower(towers[i]);
        for (k = 0; k < HEIGHT; k++)
            mixed[i][k] = random_pyramid(3);
    }
    sky_skyscrapers_treehouse(NULL, piles[0]);
    sky_skyscrapers_stash(SKY_SKYSCRAPERS_BLUE, piles[1]);
    over20 = new_match_of(20);
    while (random_step(over20))
        continue;
    if (sky_skyscrapers_clone(over20, &undoing) != SKY_OK)
        abort();
}

/* Generic time per step over native time per step: the two loops'
 * games differ in length, so each rate is turned into steps. */
static double step_time_ratio(double native_rate, double generic_rate)
{
    double native_steps = (double)native_games(64) / 64;
    double generic_steps = (double)generic_games(64) / 64;

    return native_rate * native_steps / (generic_rate * generic_steps);
}

void bench_skyscrapers(double seconds)
{
    double advise_rate, native, generic;
    long fresh, clone;

    setup();
    printf("  \"skyscrapers\": {\n");
    printf("    \"tower8_scores_per_s\": %s,\n", bench_row(seconds, 1 << 16, score_towers));
    printf("    \"random8_scores_per_s\": %s,\n", bench_row(seconds, 1 << 16, score_mixed));
    advise_rate = bench_rate(seconds, 1 << 12, advise_piles);
    printf("    \"advise15_per_s\": %s,\n", bench_spread());
    printf("    \"advise15_us\": %.3f,\n", 1e6 / advise_rate);
    native = bench_rate(seconds, 1 << 6, native_games);
    printf("    \"native_random_games_per_s\": %s,\n", bench_spread());
    generic = bench_rate(seconds, 1 << 6, generic_games);
    printf("    \"generic_random_games_per_s\": %s,\n", bench_spread());
    printf("    \"generic_step_time_per_native_step_time\": %.2f,\n",
           step_time_ratio(native, generic));
    printf("    \"undo_whole_20_round_match_steps_per_s\": %s,\n",
           bench_row(seconds, 1 << 10, undo_steps));
    sky_skyscrapers_free(undoing);
    sky_skyscrapers_free(over20);
    handle_bytes(&fresh, &clone);
    printf("    \"fresh_handle_bytes\": %ld,\n", fresh);
    printf("    \"midgame_clone_bytes\": %ld\n  }", clone);
}
