/*
 * sprawl_solo_stats: how often a solo Sprawlopolis game reaches its
 * target, for a random player, the greedy player and the advisor, on
 * the same seeded decks.
 *
 *     sprawl_solo_stats [GAMES [FIRST_SEED]]
 *
 * GAMES (default 1000) solo games are dealt from seeds FIRST_SEED,
 * FIRST_SEED + 1, ... (default 1): every card off the deck is drawn by
 * the game from its seed's order; each player plays every deck.  Prints,
 * per player, the games won, the win rate and the mean final score; the
 * same arguments always print the same figures.
 */
#include <stdio.h>
#include <stdlib.h>

#include <skyline/skyline.h>

enum player { RANDOM, GREEDY, ADVISOR, PLAYERS };

static const char *const player_names[PLAYERS] = { "random", "greedy", "advisor" };

struct result {
    int wins;
    long points;
};

/* The move `who` chooses; the library's status. */
static int choose(const sky_sprawl *game, enum player who, sky_rng *rng,
                  sky_sprawl_move *move)
{
    switch (who) {
    case RANDOM: return sky_sprawl_bot_move(game, SKY_BOT_RANDOM, rng, move);
    case GREEDY: return sky_sprawl_bot_move(game, SKY_BOT_GREEDY, rng, move);
    default: return sky_sprawl_advise(game, rng, move, NULL);
    }
}

/* Plays one seeded solo game to its end; adds its outcome to `r`. */
static int play(uint64_t seed, enum player who, struct result *r)
{
    sky_sprawl_options options;
    sky_sprawl *game;
    sky_sprawl_tally tally;
    sky_sprawl_move move;
    sky_rng rng;
    int rc, to_move;

    sky_sprawl_options_init(&options, sizeof options);
    options.seed = seed;
    rc = sky_sprawl_new(&options, &game);
    if (rc < 0)
        return rc;
    /* The players' own randomness, apart from the deck's. */
    sky_rng_seed(&rng, seed ^ 0x5eed5eedu);
    while (rc == SKY_OK && (to_move = sky_sprawl_to_move(game)) != SKY_EOVER) {
        if (to_move == SKY_ECHANCE) {
            rc = sky_sprawl_draw(game, NULL);   /* the seed's deck order */
            continue;
        }
        rc = choose(game, who, &rng, &move);
        if (rc == SKY_OK)
            rc = sky_sprawl_play(game, 0, move);
    }
    if (rc == SKY_OK)
        rc = sky_sprawl_score_tally(game, &tally);
    if (rc == SKY_OK) {
        r->wins += tally.total >= tally.target;
        r->points += tally.total;
    }
    sky_sprawl_free(game);
    return rc;
}

static int parse_arg(int argc, char **argv, int i, long fallback, long *out)
{
    char *end;

    *out = fallback;
    if (argc <= i)
        return 0;
    *out = strtol(argv[i], &end, 10);
    return *end || *out < 0 ? -1 : 0;
}

int main(int argc, char **argv)
{
    struct result results[PLAYERS] = { { 0, 0 } };
    long games, first;
    long g;
    int who, rc;

    if (argc > 3 || parse_arg(argc, argv, 1, 1000, &games) < 0 || games < 1
        || parse_arg(argc, argv, 2, 1, &first) < 0) {
        fprintf(stderr, "usage: sprawl_solo_stats [GAMES [FIRST_SEED]]\n");
        return 2;
    }
    for (g = 0; g < games; g++) {
        for (who = 0; who < PLAYERS; who++) {
            rc = play((uint64_t)(first + g), (enum player)who, &results[who]);
            if (rc < 0) {
                fprintf(stderr, "sprawl_solo_stats: %s\n", sky_strerror(rc));
                return 1;
            }
        }
    }
    printf("%ld solo games, seeds %ld..%ld, standard game\n", games, first, first + games - 1);
    printf("%-8s %6s %9s %11s\n", "player", "wins", "win rate", "mean score");
    for (who = 0; who < PLAYERS; who++)
        printf("%-8s %6d %8.1f%% %11.2f\n", player_names[who], results[who].wins,
               100.0 * results[who].wins / (double)games,
               (double)results[who].points / (double)games);
    return 0;
}
