/*
 * cathedral_arena: how often the greedy bot beats the random one.
 *
 *   cathedral_arena [GAMES [SEED]]        (default 1000 games, seed 1)
 *
 * Game g is seeded with SEED + g; the greedy bot plays bright in even
 * games and brown in odd ones, so the colors alternate as in a series
 * (CA-13), whose totals are printed too.  The README quotes its output.
 */
#include <stdio.h>
#include <stdlib.h>

#include <skyline/skyline.h>

#define GREEDY 0        /* the series' player 0 */

/* Plays one game; writes the bright and brown counts. */
static int play_game(uint64_t seed, int greedy_color, int counts[2])
{
    sky_cathedral *game;
    sky_cathedral_move move;
    sky_rng rng;
    int player, rc;

    rc = sky_cathedral_new(NULL, &game);
    if (rc != SKY_OK)
        return rc;
    sky_rng_seed(&rng, seed);
    while (rc == SKY_OK && (player = sky_cathedral_to_move(game)) >= 0) {
        int bot = player == greedy_color ? SKY_BOT_GREEDY : SKY_BOT_RANDOM;

        rc = sky_cathedral_bot_move(game, bot, &rng, &move);
        if (rc == SKY_OK)
            rc = sky_cathedral_play(game, player, move);
    }
    /* the scores are the counts, bright's then brown's */
    sky_cathedral_scores(game, counts, 2);
    sky_cathedral_free(game);
    return rc;
}

int main(int argc, char **argv)
{
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 1000;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int *counts, totals[2], result[3] = { 0, 0, 0 }, rc = SKY_OK;
    unsigned mask;
    long g;

    if (games < 1 || games > 1000000) {
        fprintf(stderr, "usage: cathedral_arena [GAMES [SEED]]\n");
        return 2;
    }
    counts = malloc((size_t)games * 2 * sizeof *counts);
    if (!counts)
        return 1;
    for (g = 0; g < games && rc == SKY_OK; g++) {
        int greedy_color = g % 2 == 0 ? SKY_CATHEDRAL_BRIGHT : SKY_CATHEDRAL_BROWN;

        rc = play_game(seed + (uint64_t)g, greedy_color, counts + 2 * g);
        if (rc == SKY_OK)
            rc = sky_cathedral_result(counts[2 * g], counts[2 * g + 1], &mask);
        /* result[0] greedy wins, [1] draws, [2] random wins */
        if (rc == SKY_OK)
            result[mask == 3u ? 1 : mask == 1u << greedy_color ? 0 : 2]++;
    }
    if (rc == SKY_OK)
        rc = sky_cathedral_series(counts, (int)games, GREEDY, totals, &mask);
    free(counts);
    if (rc != SKY_OK) {
        fprintf(stderr, "cathedral_arena: %s\n", sky_strerror(rc));
        return 1;
    }
    printf("%ld games, seeds %llu..%llu, colors alternating\n", games,
           (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)games - 1));
    printf("greedy wins %d (%.1f%%), draws %d, random wins %d\n", result[0],
           100.0 * result[0] / (double)games, result[1], result[2]);
    printf("series totals (squares left): greedy %d, random %d\n", totals[0], totals[1]);
    return 0;
}
