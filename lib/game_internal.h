/*
 * The generic layer's contract with each game module: a table of
 * operations on an opaque state.  One table per game, listed in game.c.
 */
#ifndef SKYLINE_GAME_INTERNAL_H
#define SKYLINE_GAME_INTERNAL_H

#include <skyline/game.h>

struct game_ops {
    const char *name;
    int (*create)(const char *options, void **state);
    void (*destroy)(void *state);
    int (*clone)(const void *state, void **out);
    int (*players)(const void *state);
    int (*current)(const void *state);
    int (*action_count)(const void *state);
    int (*legal_actions)(const void *state, int *actions, size_t cap);
    int (*check)(const void *state, int action);
    int (*apply)(void *state, int action);
    int (*undo)(void *state);
    /* NULL for a game without chance events. */
    int (*chance_outcomes)(const void *state, int *actions, double *probs, size_t cap);
    int (*scores)(const void *state, int *scores, size_t cap);
    int (*winners)(const void *state, unsigned *mask);
    int (*action_to_string)(const void *state, int action, char *buf, size_t cap);
    int (*action_from_string)(const void *state, const char *text, int *action);
    int (*write)(const void *state, int viewer, char *buf, size_t cap);
    int (*read)(const char *text, void **state, size_t *error_offset);
    int (*render)(const void *state, int viewer, char *buf, size_t cap);
    int (*bot_action)(const void *state, int bot, sky_rng *rng, int *action);
};

extern const struct game_ops game_cityscape_ops;
extern const struct game_ops game_sprawl_ops;
extern const struct game_ops game_highrise_ops;
extern const struct game_ops game_skyscrapers_ops;
extern const struct game_ops game_cathedral_ops;

/* Options: "key=value key=value", integer values only. */
struct game_option {
    const char *key;
    int *value;
};
int game_parse_options(const char *text, const struct game_option *options,
                       size_t count);

#endif /* SKYLINE_GAME_INTERNAL_H */
