/*
 * libskyline: the generic game layer.
 *
 * One interface over every game module, for tools, benchmarks, AI
 * players and bindings: actions are small integers, chance events are
 * explicit.  See sky_game(3).
 */
#ifndef SKYLINE_GAME_H
#define SKYLINE_GAME_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sky_game sky_game;

/*
 * The games, listed once: XX(module).  The library's registry, its tests,
 * the benchmark, the tool and the Python package all derive from this
 * list; sky_game_info() index i is the i-th entry.  Only ever appended.
 */
#define SKY_GAME_MAP(XX) \
    XX(cityscape) \
    XX(sprawl) \
    XX(highrise) \
    XX(skyscrapers) \
    XX(cathedral)

/*
 * One integer option of a game, as sky_game_new() takes it in its option
 * string ("players=3").  Frozen: this layout never changes (an array of
 * them is handed out).
 */
typedef struct sky_game_option {
    const char *key;        /* "players" */
    int default_value;      /* the value when the key is not given */
    int min;                /* the accepted range, inclusive */
    int max;
    const char *help;       /* one line for a user */
} sky_game_option;

/*
 * What a game is (after OpenSpiel's GameType).  Grows by size: the caller
 * passes its sizeof to sky_game_info(), which fills only that much and
 * sets `size` to what it filled; fields are only ever appended.  The
 * strings and the options array are the library's, valid for ever.
 */
typedef struct sky_game_type {
    size_t size;            /* bytes filled */
    const char *name;       /* "cathedral": the module, sky_game_new()'s name */
    const char *long_name;  /* "Cathedral, landmark edition" */
    int min_players;
    int max_players;
    int chance;             /* enum sky_chance */
    int hidden;             /* 1 if a player holds what another may not see */
    int score_order;        /* enum sky_score_order */
    int cooperative;        /* 1 if all players win or lose together */
    int action_count;       /* the most distinct actions of any game state */
    int max_game_length;    /* the most actions (chance outcomes included)
                               one game can take, with any options */
    int option_count;
    const sky_game_option *options;  /* option_count of them */
    /*
     * Since 1.3: the shape of sky_game_observation(), the same for every
     * option.  It holds observation_size floats; the first
     * observation_planes x observation_rows x observation_cols of them
     * are the board, plane by plane, each row by row (all three 0 for a
     * game without a grid); the rest are flat features.
     */
    int observation_size;
    int observation_planes;
    int observation_rows;
    int observation_cols;
} sky_game_type;

/* The games this library knows, by index 0..sky_game_count()-1. */
SKY_API int sky_game_count(void);
/* The index of the game of that name, or SKY_EUNKNOWN. */
SKY_API int sky_game_find(const char *name);
/* Describes game `index`; `size` is sizeof(sky_game_type) as compiled. */
SKY_API int sky_game_info(int index, sky_game_type *type, size_t size);

/*
 * Creates a game by name ("cityscape").  `options` is NULL or a string
 * of space-separated key=value pairs, e.g. "players=3 rounds=1": the keys,
 * defaults and ranges are in sky_game_info(); a key not given keeps its
 * default.  SKY_EOPTION for an unknown key or a malformed pair,
 * SKY_ERANGE for a value outside the key's range; the game itself may
 * refuse values that do not go together.  sky_game_explain_options()
 * says why.
 */
SKY_API int sky_game_new(const char *name, const char *options, sky_game **out);
SKY_API void sky_game_free(sky_game *game);
SKY_API int sky_game_clone(const sky_game *game, sky_game **out);

SKY_API const char *sky_game_name(const sky_game *game);
/* The game's index for sky_game_info(). */
SKY_API int sky_game_index(const sky_game *game);
SKY_API int sky_game_players(const sky_game *game);
/*
 * Whose decision it is: a player index >= 0, or SKY_ECHANCE when a
 * chance event is due, or SKY_EOVER when the game is over.
 */
SKY_API int sky_game_to_move(const sky_game *game);
SKY_API int sky_game_is_over(const sky_game *game);
/*
 * Rounds completed: 0 during the first round, the number of rounds once
 * over.  A game of one round (Cathedral, Sprawlopolis) completes it when
 * it ends.
 */
SKY_API int sky_game_round(const sky_game *game);

/* Actions are 0..sky_game_action_count()-1; the count depends on the game. */
SKY_API int sky_game_action_count(const sky_game *game);
/*
 * Legal actions, ascending; returns the count, which may exceed `cap`.
 * At a chance node they are the possible outcomes.
 */
SKY_API int sky_game_legal_actions(const sky_game *game, int *actions,
                                   size_t cap);
/* SKY_OK, or the game's specific reason the action is illegal now. */
SKY_API int sky_game_check(const sky_game *game, int action);
SKY_API int sky_game_apply(sky_game *game, int action);
SKY_API int sky_game_undo(sky_game *game);
/*
 * At a chance node: the possible outcomes (as actions) with their
 * probabilities; returns the count.  SKY_ECHANCE at a decision node.
 */
SKY_API int sky_game_chance_outcomes(const sky_game *game, int *actions,
                                     double *probabilities, size_t cap);

/*
 * Scores so far (final when over), one per player, read by the game's
 * score order (sky_game_type.score_order); returns the number of players.
 */
SKY_API int sky_game_scores(const sky_game *game, int *scores, size_t cap);
/* When over: bit p of *mask is set for each winner. */
SKY_API int sky_game_winners(const sky_game *game, unsigned *mask);

/* Notation of one action in the current state, and back. */
SKY_API int sky_game_action_to_string(const sky_game *game, int action,
                                      char *buf, size_t cap);
SKY_API int sky_game_action_from_string(const sky_game *game, const char *text,
                                        int *action);

/*
 * The game's record (its module's text format, see sky_game(3)), as
 * `viewer` may see it; reading detects the game from the text.  Write
 * and render return the length needed, as snprintf.
 */
SKY_API int sky_game_write(const sky_game *game, int viewer, char *buf,
                           size_t cap);
SKY_API int sky_game_read(const char *text, sky_game **out,
                          size_t *error_offset);
SKY_API int sky_game_render(const sky_game *game, int viewer, char *buf,
                            size_t cap);

/*
 * A built-in player's action for the current state (enum sky_bot;
 * SKY_BOT_SEARCH with the default sky_search_options).  At a chance node
 * it samples an outcome with the true probabilities.
 */
SKY_API int sky_game_bot_action(const sky_game *game, int bot, sky_rng *rng,
                                int *action);

/*
 * Since 1.1: whole games between built-in players, run in C (self-play,
 * tournaments, batch playouts; sky_game_play(3)).
 */

/* The most players of any game (sky_game_type.max_players never exceeds it). */
#define SKY_GAME_MAX_PLAYERS 8

/*
 * How one game between built-in players went.  Frozen: this layout never
 * changes (arrays of it are handed in).
 */
typedef struct sky_game_result {
    uint64_t seed;                      /* the seed of the game's generator */
    int players;
    int plies;                          /* actions applied from the start
                                           position, chance outcomes included */
    int bots[SKY_GAME_MAX_PLAYERS];     /* enum sky_bot of each seat */
    int scores[SKY_GAME_MAX_PLAYERS];   /* final, as sky_game_scores() */
    unsigned winners;                   /* bit p for each winning seat */
} sky_game_result;

/*
 * Plays `game` from where it stands to its end: seat p's decisions by bot
 * bots[p % bot_count], chance outcomes sampled from `rng` with their true
 * probabilities.  `result` (if not NULL) gets the outcome; its seed is 0.
 */
SKY_API int sky_game_play_out(sky_game *game, const int *bots,
                              size_t bot_count, sky_rng *rng,
                              sky_game_result *result);

/*
 * Games first .. first+count-1 of a seeded series, each on a new game
 * made from `name` and `options` as by sky_game_new(): game k's generator
 * is seeded with seed + k (mod 2^64), and seat p is played by bot
 * bots[(p + k) % bot_count], so seats rotate from game to game.  Game k
 * comes out the same whichever `first` and `count` it is played in, so a
 * series can be split into shards.  Fills results[0 .. count-1].
 */
SKY_API int sky_game_play_series(const char *name, const char *options,
                                 const int *bots, size_t bot_count,
                                 uint64_t seed, uint64_t first, size_t count,
                                 sky_game_result *results);

/*
 * Since 1.2: a strong player for every game, Monte-Carlo tree search
 * over this layer (sky_search(3)).  Chance events are sampled with their
 * true probabilities; in a game with hidden information each iteration
 * plays in a world drawn from what the player to move can see.
 */

/*
 * Grows by size, as the games' options (sky_common(3), OPTIONS): fill it
 * with sky_search_options_init(), then change the fields you want.
 */
typedef struct sky_search_options {
    size_t size;            /* sizeof as compiled */
    int iterations;         /* per decision, default 1000; 0 = no limit */
    double seconds;         /* CPU seconds per decision; 0 = no limit
                               (the default).  Not reproducible. */
    double exploration;     /* the UCT constant; -1 (the default) = 0.3
                               for wins, 0.1 for scores (sky_search(3)) */
    int rollout;            /* the play-out policy: SKY_BOT_RANDOM or
                               SKY_BOT_GREEDY; -1 (the default) = the
                               game's choice (sky_search(3)) */
    int cutoff;             /* since 1.3: play-out actions before the game's
                               evaluation, if it has one; -1 (the default)
                               = the game's choice, 0 = none: play out to
                               the end (sky_search(3)) */
} sky_search_options;

/* Fills `size` bytes of `options` with the defaults and sets its size. */
SKY_API int sky_search_options_init(sky_search_options *options, size_t size);

/*
 * The search player's action for the current state; NULL options mean
 * the defaults.  At a chance node it samples an outcome, as
 * sky_game_bot_action().  With an iteration budget and no time budget
 * the same generator state gives the same action on every run.
 */
SKY_API int sky_game_search(const sky_game *game,
                            const sky_search_options *options, sky_rng *rng,
                            int *action);

/*
 * Since 1.3: series between players with settings (sky_game_play(3)).
 */

/*
 * A built-in player and its settings.  Frozen: this layout never changes
 * (arrays of it are handed in).
 */
typedef struct sky_game_player {
    int bot;                /* enum sky_bot */
    /* Only for SKY_BOT_SEARCH: NULL = the defaults.  An iteration budget
       only: a time budget (seconds > 0) is refused, as not reproducible. */
    const sky_search_options *search;
} sky_game_player;

/*
 * sky_game_play_series() with players that have settings: the same games
 * (seeds, seat rotation, results) with seat p of game k played by
 * players[(p + k) % player_count]; result bots[] are the players' bots.
 * Players {B, NULL} play exactly as bots B do in sky_game_play_series().
 */
SKY_API int sky_game_play_series_with(const char *name, const char *options,
                                      const sky_game_player *players,
                                      size_t player_count, uint64_t seed,
                                      uint64_t first, size_t count,
                                      sky_game_result *results);

/*
 * Since 1.3: what `viewer` may see of the state as a fixed number of
 * floats, for learning agents (sky_game_observation(3)).
 */

/*
 * Writes at most `cap` floats of the observation of `viewer` (a player,
 * or SKY_VIEW_ALL for everything) and returns how many it holds,
 * sky_game_type.observation_size, which may exceed `cap`, as snprintf.
 * Nothing hidden from `viewer` is encoded; players come viewer first.
 */
SKY_API int sky_game_observation(const sky_game *game, int viewer,
                                 float *values, size_t cap);

/*
 * Since 1.4: why sky_game_new() refuses a name and options string, in
 * one place for every caller (sky_game(3)).
 */

/* Room for any sentence of sky_game_explain_options(). */
#define SKY_GAME_EXPLAIN_OPTIONS_SIZE 1024

/*
 * Returns what sky_game_new(name, options, &game) returns (SKY_OK,
 * SKY_EUNKNOWN, SKY_EOPTION, SKY_ERANGE, or the game's own refusal of
 * values that do not go together), keeping no game, and writes one line
 * into `buf`, truncated to `cap` and always terminated when `cap` is not
 * 0: empty when the options are taken, otherwise the refused KEY=VALUE
 * and what would be right.  As sky_highrise_explain(), it returns the
 * status, not the length.  `buf` may be NULL when `cap` is 0.
 */
SKY_API int sky_game_explain_options(const char *name, const char *options,
                                     char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_GAME_H */
