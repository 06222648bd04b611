/*
 * A player written once for every game: flat Monte-Carlo over the
 * generic layer (sky_game(3)), with no per-game code at all.
 *
 * For each legal action it plays `playouts` random games to the end from
 * the state after that action and keeps the action with the best mean
 * result for the player to move: a win counts 1, a shared win 1/k, and
 * the score breaks ties in the direction of the game's score order
 * (sky_game_info).  Chance events are sampled with their true
 * probabilities by sky_game_bot_action().
 *
 * It reads the whole state of the game, hidden cards and goals included,
 * so in a game with hidden information it is a demonstration of the
 * interface, not a fair opponent.
 *
 *   flat_monte_carlo [--playouts N] [--seed S] [GAME...]
 *
 * plays one game of each GAME (default: every game of the library) with
 * player 0 searching and the others as the built-in greedy bot, and
 * prints the scores and the winners.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

/* Random actions until the game is over. */
static int playout(sky_game *game, sky_rng *rng)
{
    int action, rc;

    while (!sky_game_is_over(game)) {
        rc = sky_game_bot_action(game, SKY_BOT_RANDOM, rng, &action);
        if (rc == SKY_OK)
            rc = sky_game_apply(game, action);
        if (rc != SKY_OK)
            return rc;
    }
    return SKY_OK;
}

/* What the end of a game is worth to `player`. */
static double result_for(const sky_game *game, const sky_game_type *type,
                         int player)
{
    int scores[32], n, winners = 0, p;
    unsigned mask = 0;
    double value = 0.0;

    n = sky_game_scores(game, scores, 32);
    if (sky_game_winners(game, &mask) == SKY_OK)
        for (p = 0; p < n; p++)
            winners += (mask >> p) & 1;
    if (mask & (1u << player))
        value = 1.0 / winners;
    /* A tie-break small enough never to outweigh a win. */
    if (player < n)
        value += (type->score_order == SKY_SCORE_LOW ? -1e-6 : 1e-6) * scores[player];
    return value;
}

/* The mean result of `playouts` random games after `action`. */
static double evaluate(const sky_game *game, const sky_game_type *type, int action,
                       int playouts, sky_rng *rng)
{
    int player = sky_game_to_move(game), i;
    double total = 0.0;
    sky_game *copy;

    for (i = 0; i < playouts; i++) {
        if (sky_game_clone(game, &copy) != SKY_OK)
            return -1.0;
        if (sky_game_apply(copy, action) == SKY_OK && playout(copy, rng) == SKY_OK)
            total += result_for(copy, type, player);
        sky_game_free(copy);
    }
    return total / playouts;
}

/* The action with the best mean result; chance is sampled, not searched. */
static int choose(const sky_game *game, const sky_game_type *type, int playouts,
                  sky_rng *rng, int *best)
{
    int *actions, n, i, rc = SKY_OK;
    double value, best_value = -2.0;

    if (sky_game_to_move(game) == SKY_ECHANCE)
        return sky_game_bot_action(game, SKY_BOT_RANDOM, rng, best);
    actions = malloc((size_t)type->action_count * sizeof *actions);
    if (!actions)
        return SKY_ENOMEM;
    n = sky_game_legal_actions(game, actions, (size_t)type->action_count);
    if (n <= 0)
        rc = n < 0 ? n : SKY_EOVER;
    for (i = 0; i < n; i++) {
        value = evaluate(game, type, actions[i], playouts, rng);
        if (value > best_value) {
            best_value = value;
            *best = actions[i];
        }
    }
    free(actions);
    return rc;
}

static int play_one(const char *name, int playouts, uint64_t seed)
{
    sky_game_type type;
    sky_game *game;
    sky_rng rng;
    int index = sky_game_find(name), action, who, rc, scores[32], n, p;
    unsigned mask = 0;

    if (index < 0)
        return index;
    sky_game_info(index, &type, sizeof type);
    if ((rc = sky_game_new(name, NULL, &game)) != SKY_OK)
        return rc;
    sky_rng_seed(&rng, seed);
    while (rc == SKY_OK && (who = sky_game_to_move(game)) != SKY_EOVER) {
        if (who == 0 || who == SKY_ECHANCE)
            rc = choose(game, &type, playouts, &rng, &action);
        else
            rc = sky_game_bot_action(game, SKY_BOT_GREEDY, &rng, &action);
        if (rc == SKY_OK)
            rc = sky_game_apply(game, action);
    }
    if (rc == SKY_OK) {
        n = sky_game_scores(game, scores, 32);
        sky_game_winners(game, &mask);
        printf("%s:", name);
        for (p = 0; p < n; p++)
            printf(" %s%d%s", p == 0 ? "[" : "", scores[p], p == 0 ? "]" : "");
        printf("  winners:");
        for (p = 0; p < n; p++)
            if (mask & (1u << p))
                printf(" %d", p);
        printf("%s\n", mask ? "" : " none");
    }
    sky_game_free(game);
    return rc;
}

int main(int argc, char **argv)
{
    int playouts = 4, i = 1, first, rc;
    uint64_t seed = 1;

    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (strcmp(argv[i], "--playouts") == 0)
            playouts = atoi(argv[i + 1]);
        else if (strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[i + 1], NULL, 10);
        else
            break;
    }
    if (playouts < 1 || (i < argc && argv[i][0] == '-')) {
        fprintf(stderr, "usage: flat_monte_carlo [--playouts N] [--seed S] [GAME...]\n");
        return 2;
    }
    printf("player 0 searches (%d playouts per action), the others are greedy;"
           " [player 0's score]\n", playouts);
    first = i;
    for (i = 0; first == argc && i < sky_game_count(); i++) {
        sky_game_type type;
        sky_game_info(i, &type, sizeof type);
        if ((rc = play_one(type.name, playouts, seed)) != SKY_OK) {
            fprintf(stderr, "%s: %s\n", type.name, sky_strerror(rc));
            return 1;
        }
    }
    for (i = first; i < argc; i++) {
        if ((rc = play_one(argv[i], playouts, seed)) != SKY_OK) {
            fprintf(stderr, "%s: %s\n", argv[i], sky_strerror(rc));
            return 1;
        }
    }
    return 0;
}
