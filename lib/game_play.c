/*
 * Whole games between built-in players (sky_game_play(3)): the one play
 * loop that the tool's arena, the Python batch calls and self-play share,
 * written over the public generic layer only.
 */
#include <skyline/game.h>

#include "handle.h"

/* SKY_OK for a usable list of players, else why not. */
static int check_bots(const int *bots, size_t count)
{
    size_t i;

    if (!bots || count == 0 || count > SKY_GAME_MAX_PLAYERS)
        return SKY_EINVAL;
    for (i = 0; i < count; i++)
        if (!bot_is_known(bots[i]))
            return SKY_ERANGE;
    return SKY_OK;
}

static int seat_bot(const int *bots, size_t count, uint64_t rotation,
                    int seat)
{
    return bots[((uint64_t)seat + rotation) % count];
}

static int fill_result(const sky_game *game, const int *bots, size_t count,
                       uint64_t rotation, int plies, sky_game_result *result)
{
    int status, p;

    *result = (sky_game_result){0};
    result->players = sky_game_players(game);
    result->plies = plies;
    for (p = 0; p < result->players; p++)
        result->bots[p] = seat_bot(bots, count, rotation, p);
    status = sky_game_scores(game, result->scores, SKY_GAME_MAX_PLAYERS);
    if (status < 0)
        return status;
    status = sky_game_winners(game, &result->winners);
    return status < 0 ? status : SKY_OK;
}

/* The most actions a game of this kind can take: a guard against a loop. */
static int longest_game(const sky_game *game)
{
    sky_game_type type;

    if (sky_game_info(sky_game_index(game), &type, sizeof type) != SKY_OK)
        return 0;
    return type.max_game_length;
}

static int play_out(sky_game *game, const int *bots, size_t count,
                    uint64_t rotation, sky_rng *rng, sky_game_result *result)
{
    int who, action, status, plies = 0, limit;

    if (sky_game_index(game) < 0 || !rng_is_seeded(rng))
        return SKY_EINVAL;
    limit = longest_game(game);
    while ((who = sky_game_to_move(game)) != SKY_EOVER) {
        if (who < 0 && who != SKY_ECHANCE)
            return who;
        /* Past the game's own bound only a defect in a game module. */
        if (plies == limit)
            return SKY_EPHASE;
        status = sky_game_bot_action(game,
            who == SKY_ECHANCE ? SKY_BOT_RANDOM
                               : seat_bot(bots, count, rotation, who),
            rng, &action);
        if (status == SKY_OK)
            status = sky_game_apply(game, action);
        if (status != SKY_OK)
            return status;
        plies++;
    }
    return result ? fill_result(game, bots, count, rotation, plies, result)
                  : SKY_OK;
}

int sky_game_play_out(sky_game *game, const int *bots, size_t bot_count,
                      sky_rng *rng, sky_game_result *result)
{
    int status = check_bots(bots, bot_count);

    return status != SKY_OK ? status
                            : play_out(game, bots, bot_count, 0, rng, result);
}

static int play_one(const char *name, const char *options, const int *bots,
                    size_t count, uint64_t seed, uint64_t k,
                    sky_game_result *result)
{
    sky_game *game;
    sky_rng rng;
    int status = sky_game_new(name, options, &game);

    if (status != SKY_OK)
        return status;
    sky_rng_seed(&rng, seed + k);
    status = play_out(game, bots, count, k % count, &rng, result);
    result->seed = seed + k;
    sky_game_free(game);
    return status;
}

int sky_game_play_series(const char *name, const char *options,
                         const int *bots, size_t bot_count, uint64_t seed,
                         uint64_t first, size_t count,
                         sky_game_result *results)
{
    int status = check_bots(bots, bot_count);
    size_t i;

    if (status != SKY_OK)
        return status;
    if (!results && count > 0)
        return SKY_EINVAL;
    for (i = 0; i < count && status == SKY_OK; i++)
        status = play_one(name, options, bots, bot_count, seed, first + i,
                          &results[i]);
    return status;
}
