/*
 * Cathedral in the generic layer.
 *
 * Actions 0..3299 are placements: (k + rotation) * 100 + y * 10 + x,
 * where k is the piece's first orientation in the list of the 33
 * distinct ones (CA-3), pieces in enum order: tavern 0, stable 1, inn 3,
 * bridge 7, square 9, manor 10, abbey 14, infirmary 16, castle 17,
 * tower 21, academy 25, people 29.  Only the distinct rotations have
 * actions, so each placement has exactly one.
 */
#include <string.h>

#include "cathedral_internal.h"
#include "game_internal.h"

#define ORIENTS 33                  /* one color's distinct orientations */
#define ACTIONS (ORIENTS * SKY_CATHEDRAL_CELLS)

static int action_of(sky_cathedral_move m)
{
    return ca_action_orient(m.piece, m.rotation) * SKY_CATHEDRAL_CELLS
           + m.y * SKY_CATHEDRAL_SIZE + m.x;
}

static sky_cathedral_move move_of(int action)
{
    sky_cathedral_move m;
    int k = action / SKY_CATHEDRAL_CELLS, cell = action % SKY_CATHEDRAL_CELLS;

    m.piece = SKY_CATHEDRAL_PEOPLE;
    while (ca_first_orient[SKY_CATHEDRAL_BRIGHT][m.piece] > k)
        m.piece--;
    m.rotation = k - ca_first_orient[SKY_CATHEDRAL_BRIGHT][m.piece];
    m.x = cell % SKY_CATHEDRAL_SIZE;
    m.y = cell / SKY_CATHEDRAL_SIZE;
    return m;
}

/* ---- the operations ----------------------------------------------------- */

/* values[]: the options of `type` below, in order. */
static int gc_create(const int *values, void **state)
{
    sky_cathedral_options o;

    sky_cathedral_options_init(&o, sizeof o);
    o.delayed_people = values[0];
    return sky_cathedral_new(&o, (sky_cathedral **)state);
}

static void gc_destroy(void *state)
{
    sky_cathedral_free(state);
}

static int gc_clone(const void *state, void **out)
{
    return sky_cathedral_clone(state, (sky_cathedral **)out);
}

static int gc_players(const void *state)
{
    return sky_cathedral_players(state);
}

static int gc_current(const void *state)
{
    return sky_cathedral_to_move(state);
}

static int gc_action_count(const void *state)
{
    (void)state;
    return ACTIONS;
}

static int gc_legal_actions(const void *state, int *actions, size_t cap)
{
    const struct sky_cathedral *g = state;

    return ca_list_actions(&g->board, actions, cap);
}

static int gc_check_action(const void *state, int action)
{
    int player = sky_cathedral_to_move(state);

    if (player < 0)
        return player;
    return sky_cathedral_check(state, player, move_of(action));
}

/* The generic layer has checked the action (gc_check_action). */
static int gc_apply(void *state, int action)
{
    sky_cathedral_move move = move_of(action);

    ca_play_checked(state, &move);
    return SKY_OK;
}

/* sky_game_apply's check and apply in one call. */
static int gc_play(void *state, int action)
{
    int rc;

    if (action < 0 || action >= ACTIONS)
        return SKY_ERANGE;
    rc = gc_check_action(state, action);
    return rc < 0 ? rc : gc_apply(state, action);
}

static int gc_undo(void *state)
{
    return sky_cathedral_undo(state);
}

/* The counts of CA-12: the lower, the better. */
static int gc_scores(const void *state, int *scores, size_t cap)
{
    return sky_cathedral_scores(state, scores, cap);
}

static int gc_winners(const void *state, unsigned *mask)
{
    return sky_cathedral_winners(state, mask);
}

static int gc_action_to_string(const void *state, int action, char *buf, size_t cap)
{
    (void)state;
    return sky_cathedral_move_to_string(move_of(action), buf, cap);
}

/* Only the distinct rotations have actions: "stable2a1" is "stable0a1". */
static int gc_action_from_string(const void *state, const char *text, int *action)
{
    sky_cathedral_move m;
    int rc = sky_cathedral_move_from_string(text, &m);

    (void)state;
    if (rc < 0)
        return rc;
    m.rotation = ca_distinct_rotation(m.piece, m.rotation);
    *action = action_of(m);
    return SKY_OK;
}

static int gc_write(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_cathedral_write(state, viewer, buf, cap);
}

static int gc_read(const char *text, void **state, size_t *error_offset)
{
    return sky_cathedral_read(text, (sky_cathedral **)state, error_offset);
}

static int gc_render(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_cathedral_render(state, viewer, buf, cap);
}

static int gc_bot_action(const void *state, int bot, sky_rng *rng, int *action)
{
    sky_cathedral_move m;
    int rc = sky_cathedral_bot_move(state, bot, rng, &m);

    if (rc == SKY_OK)
        *action = action_of(m);
    return rc;
}

static int gc_evaluate(const void *state, double *rewards)
{
    return ca_evaluate(state, rewards);
}

/* The search's tree tries greedy's best moves at its root (cathedral_bot.c). */
static int gc_root_actions(const void *state, int *actions, size_t cap)
{
    const struct sky_cathedral *g = state;
    sky_cathedral_move moves[CA_ROOT_MOVES];
    int n = ca_root_moves(&g->board, g->delayed, moves), i;

    if (n == 0)
        return gc_legal_actions(state, actions, cap);
    for (i = 0; i < n && (size_t)i < cap; i++)
        actions[i] = action_of(moves[i]);
    return n;
}

/* The search's play-outs place the biggest pieces first (cathedral_bot.c). */
static int gc_rollout_action(const void *state, sky_rng *rng, int *action)
{
    const struct sky_cathedral *g = state;
    sky_cathedral_move m;

    ca_rollout_move(&g->board, rng, &m);
    *action = action_of(m);
    return SKY_OK;
}

static const sky_game_option options[] = {
    { "delayed", 0, 0, 1, "1: the People go down after brown's first move" },
};

static const sky_game_type type = {
    .size = sizeof(sky_game_type),
    .name = "cathedral",
    .long_name = "Cathedral, landmark edition",
    .min_players = 2,
    .max_players = 2,
    .chance = SKY_CHANCE_NONE,
    .hidden = 0,
    .score_order = SKY_SCORE_LOW,
    .cooperative = 0,
    .action_count = ACTIONS,
    .max_game_length = SKY_CATHEDRAL_MAX_PLIES,
    .option_count = 1,
    .options = options,
    .observation_size = CA_OBSERVATION_SIZE,
    .observation_planes = 5,
    .observation_rows = SKY_CATHEDRAL_SIZE,
    .observation_cols = SKY_CATHEDRAL_SIZE,
};

const struct game_ops game_cathedral_ops = {
    .type = &type,
    .create = gc_create,
    .destroy = gc_destroy,
    .clone = gc_clone,
    .players = gc_players,
    .to_move = gc_current,
    .action_count = gc_action_count,
    .legal_actions = gc_legal_actions,
    .check = gc_check_action,
    .apply = gc_apply,
    .play = gc_play,
    .undo = gc_undo,
    .scores = gc_scores,
    .winners = gc_winners,
    .action_to_string = gc_action_to_string,
    .action_from_string = gc_action_from_string,
    .write = gc_write,
    .read = gc_read,
    .render = gc_render,
    .bot_action = gc_bot_action,
    .observe = ca_observe,
    .evaluate = gc_evaluate,
    .root_actions = gc_root_actions,
    .rollout_action = gc_rollout_action,
    /* Measured (cut-off, constant) at 1,000 iterations vs greedy, a draw
     * as half, 100 games, random play-outs: (2, 0.3) 71 %, (3, 0.3) 68 %,
     * (3, 0.15) 81 %, (4, 0.15) 69 %, (6, 0.15) 71 %, (3, 0.1) 66 %;
     * 40 games: (leaf, 0.3) 29 %, (1, 0.3) 51 %.  Seed 1001, 400 games,
     * a draw a win for both, random play-outs, every root move: (2,
     * 0.15) 75.5 %, (3, 0.15) 71.8 %, (4, 0.15) 76 %, (3, 0.08) 70 %,
     * (3, 0.25) 68 %.  The same with the biggest-piece play-outs and
     * greedy's best 64 at the root (cathedral_internal.h): (2, 0.15)
     * 74 %, (3, 0.15) 81.3 %, (5, 0.15) 83.8 %, (8, 0.15) 85.3 %, (12,
     * 0.15) 83 %, (3, 0.1) 77.5 %, (3, 0.25) 80.5 %, (8, 0.25) 86.8 %,
     * (8, 0.4) 81.8 %; (8, 0.25) with every root move, 83 %.  A game
     * costs 0.11 s of CPU at (8, 0.25), 0.07 at (3, 0.15), 0.08 before. */
    .evaluate_after = 8,
    .evaluate_exploration = 0.25,
};

/* The search player's action as a native move (sky_cathedral_bot_move()). */
int ca_search_move(const struct sky_cathedral *g, sky_rng *rng, sky_cathedral_move *move)
{
    int action, rc = search_state(&game_cathedral_ops, g, rng, &action);

    if (rc == SKY_OK)
        *move = move_of(action);
    return rc;
}
