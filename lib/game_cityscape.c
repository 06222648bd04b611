/*
 * Cityscape in the generic layer.
 *
 * Actions 0..79 place a block: (height - 1) * 16 + row * 4 + col.
 * Actions 80..1375 set the goals of the next side without goals (sides
 * in the order S, W, N, E, each set by its owner): 80 plus the four
 * codes as base-6 digits (code - 1), line 0 most significant.
 */
#include <stdio.h>
#include <string.h>

#include "cityscape_internal.h"
#include "game_internal.h"

#define PLACE_ACTIONS SKY_CITYSCAPE_MAX_MOVES
#define GOAL_ACTIONS 1296                       /* 6^4 */
#define ACTIONS (PLACE_ACTIONS + GOAL_ACTIONS)

/* The side whose goals are set next, or -1 when none is due. */
static int next_goal_side(const struct sky_cityscape *g)
{
    int side;

    if (cs_phase(g) == SKY_CITYSCAPE_OVER)
        return -1;
    for (side = 0; side < 4; side++)
        if ((g->sides & (1u << side)) && !(g->goals_set & (1u << side)))
            return side;
    return -1;
}

static sky_cityscape_move placement(int action)
{
    sky_cityscape_move m;

    m.height = action / SKY_CITYSCAPE_LOTS + 1;
    m.row = action % SKY_CITYSCAPE_LOTS / SKY_CITYSCAPE_SIZE;
    m.col = action % SKY_CITYSCAPE_SIZE;
    return m;
}

static int placement_action(sky_cityscape_move m)
{
    return (m.height - 1) * SKY_CITYSCAPE_LOTS + m.row * SKY_CITYSCAPE_SIZE + m.col;
}

static void goal_codes(int action, int codes[4])
{
    int i, index = action - PLACE_ACTIONS;

    for (i = 3; i >= 0; i--) {
        codes[i] = index % 6 + 1;
        index /= 6;
    }
}

static int goal_action(const int codes[4])
{
    int i, index = 0;

    for (i = 0; i < 4; i++)
        index = index * 6 + (codes[i] - 1);
    return PLACE_ACTIONS + index;
}

/* ---- the operations ---------------------------------------------------- */

/* values[]: the options of `type` below, in order. */
static int cs_create(const int *values, void **state)
{
    sky_cityscape_options o;

    sky_cityscape_options_init(&o);
    o.players = values[0];
    o.rounds = values[1];
    o.first_player = values[2];
    return sky_cityscape_new(&o, (sky_cityscape **)state);
}

static void cs_destroy(void *state)
{
    sky_cityscape_free(state);
}

static int cs_clone(const void *state, void **out)
{
    return sky_cityscape_clone(state, (sky_cityscape **)out);
}

static int cs_players(const void *state)
{
    return sky_cityscape_players(state);
}

static int cs_current(const void *state)
{
    const struct sky_cityscape *g = state;

    switch (cs_phase(g)) {
    case SKY_CITYSCAPE_OVER: return SKY_EOVER;
    case SKY_CITYSCAPE_GOALS: return cs_owner(g, next_goal_side(g));
    default: return sky_cityscape_to_move(g);
    }
}

static int cs_action_count(const void *state)
{
    (void)state;
    return ACTIONS;
}

static int cs_legal_actions(const void *state, int *actions, size_t cap)
{
    const struct sky_cityscape *g = state;
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    int n, i;

    if (cs_phase(g) == SKY_CITYSCAPE_GOALS) {
        for (i = 0; i < GOAL_ACTIONS && (size_t)i < cap; i++)
            actions[i] = PLACE_ACTIONS + i;
        return GOAL_ACTIONS;
    }
    n = sky_cityscape_legal_moves(g, moves, SKY_CITYSCAPE_MAX_MOVES);
    for (i = 0; i < n && (size_t)i < cap; i++)
        actions[i] = placement_action(moves[i]);
    return n;
}

static int cs_check(const void *state, int action)
{
    const struct sky_cityscape *g = state;
    int codes[4], side;

    if (action < PLACE_ACTIONS) {
        int player = cs_current(g);
        if (player < 0)
            return player == SKY_EOVER ? SKY_EOVER : SKY_ENOGOALS;
        return sky_cityscape_check(g, player, placement(action));
    }
    if (cs_phase(g) == SKY_CITYSCAPE_OVER)
        return SKY_EOVER;
    side = next_goal_side(g);
    if (side < 0)
        return SKY_EGOALSSET;
    goal_codes(action, codes);
    return sky_cityscape_check_goals(g, side, codes);
}

static int cs_apply(void *state, int action)
{
    struct sky_cityscape *g = state;
    int codes[4];

    if (action < PLACE_ACTIONS)
        return sky_cityscape_play(g, cs_current(g), placement(action));
    goal_codes(action, codes);
    return sky_cityscape_set_goals(g, next_goal_side(g), codes);
}

static int cs_undo(void *state)
{
    return sky_cityscape_undo(state);
}

static int cs_scores(const void *state, int *scores, size_t cap)
{
    const struct sky_cityscape *g = state;
    int p;

    for (p = 0; p < g->players && (size_t)p < cap; p++)
        scores[p] = g->totals[p];
    return g->players;
}

static int cs_winners(const void *state, unsigned *mask)
{
    return sky_cityscape_winners(state, mask);
}

static int cs_action_to_string(const void *state, int action, char *buf, size_t cap)
{
    static const char side_letters[] = "SWNE";
    const struct sky_cityscape *g = state;
    int codes[4], side;

    if (action < PLACE_ACTIONS)
        return sky_cityscape_move_to_string(placement(action), buf, cap);
    side = next_goal_side(g);
    if (side < 0)
        return cs_phase(g) == SKY_CITYSCAPE_OVER ? SKY_EOVER : SKY_EPHASE;
    goal_codes(action, codes);
    return snprintf(buf, cap, "%c:%d%d%d%d", side_letters[side],
                    codes[0], codes[1], codes[2], codes[3]);
}

/* "S:3562" for the side due next, or a placement such as "3b2". */
static int cs_action_from_string(const void *state, const char *text, int *action)
{
    static const char side_letters[] = "SWNE";
    const struct sky_cityscape *g = state;
    const char *letter;
    sky_cityscape_move m;
    int codes[4], i, rc;

    if (text[0] && text[1] == ':') {
        letter = strchr(side_letters, text[0]);
        if (!letter || strlen(text) != 6)
            return SKY_EPARSE;
        for (i = 0; i < 4; i++) {
            if (text[2 + i] < '0' || text[2 + i] > '9')
                return SKY_EPARSE;
            codes[i] = text[2 + i] - '0';
            if (codes[i] < 1 || codes[i] > SKY_CITYSCAPE_CODES)
                return SKY_ECODE;
        }
        if (cs_phase(g) == SKY_CITYSCAPE_OVER)
            return SKY_EOVER;
        if (letter - side_letters != next_goal_side(g))
            return SKY_EPHASE;
        *action = goal_action(codes);
        return SKY_OK;
    }
    rc = sky_cityscape_move_from_string(text, &m);
    if (rc < 0)
        return rc;
    *action = placement_action(m);
    return SKY_OK;
}

static int cs_write(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_cityscape_write(state, viewer, buf, cap);
}

static int cs_read(const char *text, void **state, size_t *error_offset)
{
    return sky_cityscape_read(text, (sky_cityscape **)state, error_offset);
}

static int cs_render(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_cityscape_render(state, viewer, buf, cap);
}

static int cs_bot_action(const void *state, int bot, sky_rng *rng, int *action)
{
    const struct sky_cityscape *g = state;
    sky_cityscape_move m;
    int codes[4], rc;

    if (cs_phase(g) == SKY_CITYSCAPE_GOALS) {
        rc = sky_cityscape_bot_goals(g, next_goal_side(g), bot, rng, codes);
        if (rc == SKY_OK)
            *action = goal_action(codes);
        return rc;
    }
    rc = sky_cityscape_bot_move(g, cs_current(g), bot, rng, &m);
    if (rc == SKY_OK)
        *action = placement_action(m);
    return rc;
}

/* Rounds completed (sky_game_round). */
static int cs_round(const void *state)
{
    return sky_cityscape_round(state);
}

static const sky_game_option options[] = {
    { "players", 2, 2, 4, "players, 2 to 4 (CS-4)" },
    { "rounds", 0, 0, SKY_CITYSCAPE_MAX_ROUNDS, "rounds; 0 = one per player, 4 with two (CS-9)" },
    { "first", 0, 0, 3, "the player who places the first block of round 1" },
};

static const sky_game_type type = {
    .size = sizeof(sky_game_type),
    .name = "cityscape",
    .long_name = "Cityscape",
    .min_players = 2,
    .max_players = 4,
    .chance = SKY_CHANCE_NONE,
    .hidden = 1,
    .score_order = SKY_SCORE_HIGH,
    .cooperative = 0,
    .action_count = ACTIONS,
    .max_game_length = SKY_CITYSCAPE_MAX_ROUNDS * (4 + SKY_CITYSCAPE_BLOCKS),
    .option_count = 3,
    .options = options,
};

const struct game_ops game_cityscape_ops = {
    .type = &type,
    .create = cs_create,
    .destroy = cs_destroy,
    .clone = cs_clone,
    .players = cs_players,
    .round = cs_round,
    .to_move = cs_current,
    .action_count = cs_action_count,
    .legal_actions = cs_legal_actions,
    .check = cs_check,
    .apply = cs_apply,
    .undo = cs_undo,
    .scores = cs_scores,
    .winners = cs_winners,
    .action_to_string = cs_action_to_string,
    .action_from_string = cs_action_from_string,
    .write = cs_write,
    .read = cs_read,
    .render = cs_render,
    .bot_action = cs_bot_action,
};
