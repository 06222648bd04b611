/*
 * libskyline benchmark: a program, not a test.  Prints one JSON object
 * with the rate of each measured operation (per second, one core).
 * Usage: bench [seconds-per-measurement]   (default 1.0)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <skyline/skyline.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs `step` in batches until `seconds` have passed; returns calls/s. */
static double rate(double seconds, long batch, long (*step)(long), long *sink)
{
    double start = now(), elapsed;
    long calls = 0;

    do {
        *sink += step(batch);
        calls += batch;
        elapsed = now() - start;
    } while (elapsed < seconds);
    return (double)calls / elapsed;
}

static sky_rng rng;
static int lines[1024][4];

static long line_scores(long n)
{
    long i, sum = 0;
    for (i = 0; i < n; i++)
        sum += sky_cityscape_line_score(lines[i & 1023], (int)(i % 6) + 1, 9);
    return sum;
}

static sky_cityscape *match;   /* a one-round game with goals set */

/* A full round: 25 random blocks on random lots, scored at the end. */
static long random_rounds(long n)
{
    long i, sum = 0;
    int k;

    for (i = 0; i < n; i++) {
        sky_cityscape *g = NULL;
        if (sky_cityscape_clone(match, &g) != SKY_OK)
            abort();
        for (k = 0; k < SKY_CITYSCAPE_BLOCKS; k++) {
            sky_cityscape_move m;
            uint32_t r;
            sky_rng_below(&rng, 80, &r);
            m.height = (int)(r / 16) + 1;
            m.row = (int)(r / 4) % 4;
            m.col = (int)r % 4;
            while (sky_cityscape_supply(g, m.height) == 0)
                m.height = m.height % SKY_CITYSCAPE_MAX_BLOCK + 1;
            if (sky_cityscape_play(g, sky_cityscape_to_move(g), m) != SKY_OK)
                abort();
        }
        sum += sky_cityscape_score(g, 0);
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

/* Whole random games through the generic layer, as an AI loop runs them. */
static long generic_games(long n)
{
    long i, sum = 0;
    int actions[2048], a;

    for (i = 0; i < n; i++) {
        sky_game *g = NULL;
        if (sky_game_new("cityscape", "players=4 rounds=1", &g) != SKY_OK)
            abort();
        while (!sky_game_is_over(g)) {
            uint32_t r;
            a = sky_game_legal_actions(g, actions, 2048);
            sky_rng_below(&rng, (uint32_t)a, &r);
            sky_game_apply(g, actions[r]);
        }
        sum += sky_game_current(g);
        sky_game_free(g);
    }
    return sum;
}

static void setup(void)
{
    static const int codes[4] = { 1, 2, 5, 6 };
    sky_cityscape_options o;
    int i, k, side;
    uint32_t r;

    sky_rng_seed(&rng, 2026);
    for (i = 0; i < 1024; i++)
        for (k = 0; k < 4; k++) {
            sky_rng_below(&rng, 10, &r);
            lines[i][k] = (int)r;
        }
    sky_cityscape_options_init(&o);
    o.players = 4;
    o.rounds = 1;
    if (sky_cityscape_new(&o, &match) != SKY_OK)
        abort();
    for (side = 0; side < 4; side++)
        sky_cityscape_set_goals(match, side, codes);
}

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    long sink = 0;

    if (seconds <= 0)
        seconds = 1.0;
    setup();
    printf("{\n  \"library\": \"libskyline %s\",\n", sky_version());
    printf("  \"cityscape\": {\n");
    printf("    \"line_scores_per_s\": %.0f,\n", rate(seconds, 1 << 16, line_scores, &sink));
    printf("    \"random_rounds_per_s\": %.0f,\n", rate(seconds, 1 << 10, random_rounds, &sink));
    printf("    \"legal_move_enumerations_per_s\": %.0f,\n", rate(seconds, 1 << 14, enumerations, &sink));
    printf("    \"generic_random_games_per_s\": %.0f\n", rate(seconds, 1 << 6, generic_games, &sink));
    printf("  },\n  \"checksum\": %ld\n}\n", sink);
    sky_cityscape_free(match);
    return 0;
}
