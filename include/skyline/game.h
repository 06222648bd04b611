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

/* The games this library knows, by index 0..sky_game_count()-1. */
SKY_API int sky_game_count(void);
SKY_API const char *sky_game_name_at(int index);

/*
 * Creates a game by name ("cityscape").  `options` is NULL or a string
 * of space-separated key=value pairs, e.g. "players=3 rounds=1"; the
 * keys are listed in each game's man page.
 */
SKY_API int sky_game_new(const char *name, const char *options, sky_game **out);
SKY_API void sky_game_free(sky_game *game);
SKY_API int sky_game_clone(const sky_game *game, sky_game **out);

SKY_API const char *sky_game_name(const sky_game *game);
SKY_API int sky_game_players(const sky_game *game);
/*
 * Whose decision it is: a player index >= 0, or SKY_ECHANCE when a
 * chance event is due, or SKY_EOVER when the game is over.
 */
SKY_API int sky_game_current(const sky_game *game);
SKY_API int sky_game_is_over(const sky_game *game);

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

/* Scores so far (final when over); returns the number of players. */
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
 * A built-in player's action for the current state (enum sky_bot).  At
 * a chance node it samples an outcome with the true probabilities.
 */
SKY_API int sky_game_bot_action(const sky_game *game, int bot, sky_rng *rng,
                                int *action);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_GAME_H */
