/*
 * The search player's speed: iterations per second of sky_game_search()
 * in every game of the registry, from a position a few random plies in
 * (its own generator, so the other measurements do not move it).
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench.h"

/* Iterations per search call: the tree's setup is part of the cost. */
#define BATCH 500
#define PLIES 6

static sky_game *position;
static sky_rng search_rng;

static long search_step(long batch)
{
    sky_search_options o;
    int action;

    sky_search_options_init(&o, sizeof o);
    o.iterations = (int)batch;
    if (sky_game_search(position, &o, &search_rng, &action) != SKY_OK)
        abort();
    return action;
}

/* A decision some random plies into the game with its default options. */
static sky_game *position_of(const char *name)
{
    sky_game *g;
    sky_rng rng;
    int action, i;

    if (sky_game_new(name, NULL, &g) != SKY_OK)
        abort();
    sky_rng_seed(&rng, 2026);
    for (i = 0; i < PLIES || sky_game_to_move(g) == SKY_ECHANCE; i++)
        if (sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action) != SKY_OK
            || sky_game_apply(g, action) != SKY_OK)
            abort();
    return g;
}

void bench_search(double seconds)
{
    sky_game_type type;
    int i;

    sky_rng_seed(&search_rng, 2026);
    printf("  \"search iterations/s\": {");
    for (i = 0; i < sky_game_count(); i++) {
        if (sky_game_info(i, &type, sizeof type) != SKY_OK)
            abort();
        position = position_of(type.name);
        printf("%s\n    \"%s\": %.0f", i ? "," : "", type.name,
               bench_rate(seconds, BATCH, search_step));
        sky_game_free(position);
        fflush(stdout);
    }
    printf("\n  }");
}
