/*
 * The generic layer's contract with each game module: a description of
 * the game and a table of operations on an opaque state.  Each module's
 * adapter (lib/game_<module>.c) defines game_<module>_ops; game.c lists
 * them through SKY_GAME_MAP.
 */
#ifndef SKYLINE_GAME_INTERNAL_H
#define SKYLINE_GAME_INTERNAL_H

#include <skyline/game.h>

#include "observation.h"

/* The most options one game has (sky_game_type.option_count). */
#define GAME_MAX_OPTIONS 16

struct game_ops {
    const sky_game_type *type;  /* name, players, options, ... */
    /* values[i] is option i of type->options, already range-checked. */
    int (*create)(const int *values, void **state);
    void (*destroy)(void *state);
    int (*clone)(const void *state, void **out);
    int (*players)(const void *state);
    /* A player, SKY_ECHANCE or SKY_EOVER. */
    int (*to_move)(const void *state);
    /* Rounds completed; NULL for a game of one round. */
    int (*round)(const void *state);
    int (*action_count)(const void *state);
    int (*legal_actions)(const void *state, int *actions, size_t cap);
    int (*check)(const void *state, int action);
    /* Called only after check said SKY_OK (sky_game_apply). */
    int (*apply)(void *state, int action);
    /*
     * NULL, or check and apply in one pass, for sky_game_apply: any int
     * as action (SKY_ERANGE out of range), the state untouched on refusal.
     */
    int (*play)(void *state, int action);
    int (*undo)(void *state);
    /* NULL for a game without chance events. */
    int (*chance_outcomes)(const void *state, int *actions, double *probs, size_t cap);
    /*
     * NULL, or the outcome chance_outcomes' probabilities, summed in
     * order (chance_index()), give to u = draw / 2^53, `draw` the 53
     * bits rng_unit() takes: the same draw without building the arrays.
     */
    int (*chance_pick)(const void *state, uint64_t draw);
    int (*scores)(const void *state, int *scores, size_t cap);
    int (*winners)(const void *state, unsigned *mask);
    int (*action_to_string)(const void *state, int action, char *buf, size_t cap);
    int (*action_from_string)(const void *state, const char *text, int *action);
    int (*write)(const void *state, int viewer, char *buf, size_t cap);
    int (*read)(const char *text, void **state, size_t *error_offset);
    int (*render)(const void *state, int viewer, char *buf, size_t cap);
    /* A decision's action; never called at a chance event. */
    int (*bot_action)(const void *state, int bot, sky_rng *rng, int *action);
    /*
     * NULL, or sky_game_bot_action(SKY_BOT_RANDOM) in one call, the
     * generator checked: at a chance event exactly the general path's
     * draw (one rng_unit(), the outcome chance_pick gives it), at a
     * decision bot_action's, and SKY_EOVER once over.
     */
    int (*random_action)(const void *state, sky_rng *rng, int *action);
    /*
     * NULL, or sky_game_play_out() with SKY_BOT_RANDOM in every seat in
     * one call: the actions random_action and play would give one by one,
     * drawn in the same order, at most `limit` of them (SKY_EPHASE when
     * the game is not over by then); *plies gets how many were played,
     * and the generator is left as the step-by-step loop leaves it.
     */
    int (*random_play_out)(void *state, sky_rng *rng, int limit, int *plies);
    /*
     * Only for a game with hidden information (type->hidden): overwrites
     * `out`, a clone of `state`, with a state `viewer` cannot tell from
     * it, the hidden part drawn at random from what `viewer` sees.  The
     * draws may depend on nothing `viewer` cannot see.
     */
    int (*determinize)(const void *state, int viewer, sky_rng *rng, void *out);
    /*
     * NULL, or overwrites `out`, a clone of `state`, with `state`: for a
     * game whose undo costs more than a copy (Skyscrapers replays the
     * round an undo ends in), the search starts each iteration from a
     * copy of the root instead of undoing the iteration's actions one by
     * one (20 games of search:300 against greedy: 4.47 G instructions,
     * 8.07 G undoing).
     */
    void (*copy_into)(const void *state, void *out);
    /*
     * NULL, or the search player's default play-out policy for a
     * decision, from the game's bot module: only where it measurably
     * beats uniformly random play-outs.
     */
    int (*rollout_action)(const void *state, sky_rng *rng, int *action);
    /*
     * sky_game_observation(): sets the non-zero floats of what `viewer`
     * (a player, checked, or SKY_VIEW_ALL) may see, by offset through
     * obs_set() (observation.h), into floats already zeroed; the layout
     * is type->observation_size floats, documented in
     * sky_game_observation(3).
     */
    void (*observe)(const void *state, int viewer, struct obs_writer *w);
    /*
     * NULL, or the actions the search's tree tries at a decision: a
     * non-empty subset of the legal ones, as legal_actions returns them,
     * chosen by the game's bot module from what the player to move may
     * see.  Only for decisions too wide for the tree to try every action
     * (Cityscape's 1,296 goal settings); play-outs still see every one.
     */
    int (*tree_actions)(const void *state, int *actions, size_t cap);
    /*
     * NULL, or the actions the search's tree tries at its root, as
     * tree_actions but listed once a search from the caller's state, so
     * they may cost what a whole search can afford (Cityscape ranks its
     * placements with the greedy bot); NULL: tree_actions.
     */
    int (*root_actions)(const void *state, int *actions, size_t cap);
    /*
     * NULL, or the search's estimate of each player's reward where a
     * play-out stops early (search.c, at_cutoff): 1 with rewards[p] in
     * [0, 1] (a competitive game: the chance of winning) or the expected
     * score (solo, co-op), 0 where it cannot judge (play on).  From the
     * game's bot module, only where it measurably pays.
     */
    int (*evaluate)(const void *state, double *rewards);
    /* With evaluate: sky_search_options.cutoff's default (-1: at the end
     * of the leaf's round) and the UCT constant its estimates want. */
    int evaluate_after;
    double evaluate_exploration;
    /* With rollout_action: the search's children per square root of a
     * node's visits (progressive widening); 0 for search.c's default. */
    double widening;
};

/*
 * The search player with default options on a module's own state, for
 * its native sky_<game>_bot_move(SKY_BOT_SEARCH) (search.c).
 */
int search_state(const struct game_ops *ops, const void *state, sky_rng *rng,
                 int *action);

/*
 * The caller's search options (NULL: the defaults) over the defaults,
 * into `out`; SKY_OK, or the status sky_game_search() gives for them.
 */
int search_options_read(const sky_search_options *given,
                        sky_search_options *out);

/*
 * The outcome of n (n >= 1) whose probabilities, summed in order, first
 * pass u in [0, 1); the last one if rounding leaves every sum below u.
 * The one rule every chance draw follows (game.c, search.c).
 */
int chance_index(const double *probs, int n, double u);

/* The handle of the generic layer: a module's operations and state. */
struct sky_game {
    uint32_t tag;               /* TAG_GAME */
    const struct game_ops *ops;
    void *state;
};

#define GAME_OPS_DECLARE(module) extern const struct game_ops game_##module##_ops;
SKY_GAME_MAP(GAME_OPS_DECLARE)
#undef GAME_OPS_DECLARE

#endif /* SKYLINE_GAME_INTERNAL_H */
