/*
 * Whole games between built-in players (sky_game_play(3)): the one play
 * loop that the tool's arena, the Python batch calls and self-play share,
 * written over the public generic layer (and the search's check of its
 * options), or a game's own random_play_out where every seat is random.
 */
#include <skyline/game.h>

#include "game_internal.h"
#include "handle.h"

/*
 * SKY_OK for usable players, else why not.  A series promises the same
 * games on every run, so a search with a time budget is refused.
 */
static int check_players(const sky_game_player *players, size_t count)
{
    sky_search_options search;
    size_t i;
    int status;

    if (!players || count == 0 || count > SKY_GAME_MAX_PLAYERS)
        return SKY_EINVAL;
    for (i = 0; i < count; i++) {
        if (!bot_is_known(players[i].bot))
            return SKY_ERANGE;
        if (players[i].bot != SKY_BOT_SEARCH || !players[i].search)
            continue;
        status = search_options_read(players[i].search, &search);
        if (status != SKY_OK)
            return status;
        if (search.seconds > 0.0)
            return SKY_EINVAL;
    }
    return SKY_OK;
}

/* Bots as players with default settings; SKY_OK, or why they are unusable. */
static int players_of_bots(const int *bots, size_t count,
                           sky_game_player players[SKY_GAME_MAX_PLAYERS])
{
    size_t i;

    if (!bots || count == 0 || count > SKY_GAME_MAX_PLAYERS)
        return SKY_EINVAL;
    for (i = 0; i < count; i++)
        players[i] = (sky_game_player){ .bot = bots[i], .search = NULL };
    return check_players(players, count);
}

static const sky_game_player *seat_player(const sky_game_player *players,
                                          size_t count, uint64_t rotation,
                                          int seat)
{
    return &players[((uint64_t)seat + rotation) % count];
}

static int fill_result(const sky_game *game, const sky_game_player *players,
                       size_t count, uint64_t rotation, int plies,
                       sky_game_result *result)
{
    int status, p;

    *result = (sky_game_result){0};
    result->players = sky_game_players(game);
    result->plies = plies;
    for (p = 0; p < result->players; p++)
        result->bots[p] = seat_player(players, count, rotation, p)->bot;
    status = sky_game_scores(game, result->scores, SKY_GAME_MAX_PLAYERS);
    if (status < 0)
        return status;
    status = sky_game_winners(game, &result->winners);
    return status < 0 ? status : SKY_OK;
}

/* The most actions a game of this kind can take: a guard against a loop. */
static int longest_game(const sky_game *game)
{
    return game->ops->type->max_game_length;
}

/* The action of a seat's player, or a chance outcome at a chance node. */
static int player_action(const sky_game *game, const sky_game_player *player,
                         sky_rng *rng, int *action)
{
    if (player && player->bot == SKY_BOT_SEARCH)
        return sky_game_search(game, player->search, rng, action);
    return sky_game_bot_action(game, player ? player->bot : SKY_BOT_RANDOM,
                               rng, action);
}

/* Does every seat have the random player (sky_game_play_out()'s one call)? */
static int all_random(const sky_game_player *players, size_t count)
{
    size_t i;

    for (i = 0; i < count; i++)
        if (players[i].bot != SKY_BOT_RANDOM)
            return 0;
    return 1;
}

/* The play loop, action by action; *plies gets how many were applied. */
static int play_steps(sky_game *game, const sky_game_player *players,
                      size_t count, uint64_t rotation, sky_rng *rng,
                      int limit, int *plies)
{
    int who, action, status;

    while ((who = sky_game_to_move(game)) != SKY_EOVER) {
        if (who < 0 && who != SKY_ECHANCE)
            return who;
        /* Past the game's own bound only a defect in a game module. */
        if (*plies == limit)
            return SKY_EPHASE;
        status = player_action(game,
            who == SKY_ECHANCE ? NULL : seat_player(players, count, rotation, who),
            rng, &action);
        if (status == SKY_OK)
            status = sky_game_apply(game, action);
        if (status != SKY_OK)
            return status;
        ++*plies;
    }
    return SKY_OK;
}

/*
 * Random players in every seat play the game's random_play_out where it
 * has one: the same game in one call.
 */
static int play_out(sky_game *game, const sky_game_player *players,
                    size_t count, uint64_t rotation, sky_rng *rng,
                    sky_game_result *result)
{
    int status, plies = 0, limit;

    if (sky_game_index(game) < 0 || !rng_is_seeded(rng))
        return SKY_EINVAL;
    limit = longest_game(game);
    if (game->ops->random_play_out && all_random(players, count))
        status = game->ops->random_play_out(game->state, rng, limit, &plies);
    else
        status = play_steps(game, players, count, rotation, rng, limit, &plies);
    if (status != SKY_OK)
        return status;
    return result ? fill_result(game, players, count, rotation, plies, result)
                  : SKY_OK;
}

int sky_game_play_out(sky_game *game, const int *bots, size_t bot_count,
                      sky_rng *rng, sky_game_result *result)
{
    sky_game_player players[SKY_GAME_MAX_PLAYERS];
    int status = players_of_bots(bots, bot_count, players);

    return status != SKY_OK ? status
                            : play_out(game, players, bot_count, 0, rng, result);
}

static int play_one(const char *name, const char *options,
                    const sky_game_player *players, size_t count,
                    uint64_t seed, uint64_t k, sky_game_result *result)
{
    sky_game *game;
    sky_rng rng;
    int status = sky_game_new(name, options, &game);

    if (status != SKY_OK)
        return status;
    sky_rng_seed(&rng, seed + k);
    status = play_out(game, players, count, k % count, &rng, result);
    result->seed = seed + k;
    sky_game_free(game);
    return status;
}

/* The one loop of a series, over players already checked. */
static int play_series(const char *name, const char *options,
                       const sky_game_player *players, size_t count,
                       uint64_t seed, uint64_t first, size_t games,
                       sky_game_result *results)
{
    int status = SKY_OK;
    size_t i;

    if (!results && games > 0)
        return SKY_EINVAL;
    for (i = 0; i < games && status == SKY_OK; i++)
        status = play_one(name, options, players, count, seed, first + i,
                          &results[i]);
    return status;
}

int sky_game_play_series(const char *name, const char *options,
                         const int *bots, size_t bot_count, uint64_t seed,
                         uint64_t first, size_t count,
                         sky_game_result *results)
{
    sky_game_player players[SKY_GAME_MAX_PLAYERS];
    int status = players_of_bots(bots, bot_count, players);

    return status != SKY_OK ? status
        : play_series(name, options, players, bot_count, seed, first, count,
                      results);
}

int sky_game_play_series_with(const char *name, const char *options,
                              const sky_game_player *players,
                              size_t player_count, uint64_t seed,
                              uint64_t first, size_t count,
                              sky_game_result *results)
{
    int status = check_players(players, player_count);

    return status != SKY_OK ? status
        : play_series(name, options, players, player_count, seed, first,
                      count, results);
}
