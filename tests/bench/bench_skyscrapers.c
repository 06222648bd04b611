/*
 * Skyscrapers: structure scores (8-pyramid towers, and random 8-pyramid
 * structures, unsafe ones included), the advisor on 15-pyramid piles,
 * and random simulated matches through the generic layer.
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
        }
        sum += sky_game_to_move(g);
        sky_game_free(g);
    }
    return sum;
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
}

void bench_skyscrapers(double seconds)
{
    double advise_rate;

    setup();
    printf("  \"skyscrapers\": {\n");
    printf("    \"tower8_scores_per_s\": %s,\n", bench_row(seconds, 1 << 16, score_towers));
    printf("    \"random8_scores_per_s\": %s,\n", bench_row(seconds, 1 << 16, score_mixed));
    advise_rate = bench_rate(seconds, 1 << 12, advise_piles);
    printf("    \"advise15_per_s\": %s,\n", bench_spread());
    printf("    \"advise15_us\": %.3f,\n", 1e6 / advise_rate);
    printf("    \"generic_random_games_per_s\": %s\n  }",
           bench_row(seconds, 1 << 6, generic_games));
}
