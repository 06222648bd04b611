/*
 * Sprawlopolis in the generic layer: the native chance model, where
 * every card that comes off the deck is a chance event.
 *
 * There are SKY_SPRAWL_MAX_MOVES (4056) actions in every state.  At a
 * chance node action a is card a + 1 off the deck, played by the chance
 * player, uniformly over the cards not out yet.  Otherwise an action
 * places a card of the hand near the city.  With the city's bounding
 * box of H rows from `top` and W columns from `left`, the top-left
 * offsets that can touch a 2x2 card are the R = H + 3 rows from top - 2
 * and C = W + 3 columns from left - 2, and R C <= 676
 * (SKY_SPRAWL_MAX_MOVES / 6), so
 *     action = (slot * 2 + rotation) * 676 + (row - top + 2) * C
 *              + col - left + 2
 * where slot indexes the hand in ascending order.  Actions whose offset
 * index reaches R C name no placement and are never legal.
 */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"
#include "sprawl_internal.h"

#define ACTIONS SKY_SPRAWL_MAX_MOVES
#define PER_ROTATION (ACTIONS / (SKY_SPRAWL_HAND * 2))

/* The box of top-left offsets near the city: R x C of them. */
struct offsets_box {
    int top, left, rows, cols;
};

static void offsets_box(const struct sky_sprawl *g, struct offsets_box *b)
{
    b->top = g->s.top_row - 2;
    b->left = g->s.left_col - 2;
    b->rows = g->s.bottom_row - g->s.top_row + 1 + 3;
    b->cols = g->s.right_col - g->s.left_col + 1 + 3;
}

static int is_chance(const struct sky_sprawl *g)
{
    return !sp_is_over(g) && sp_chance_due(g);
}

/* The chance outcome of action `action`: card action + 1. */
static sky_sprawl_move card_move(int action)
{
    sky_sprawl_move m = { 0, 0, 0, 0 };

    m.card = action + 1;
    return m;
}

/*
 * Decodes a placement action; m->card is 0 for a slot past the hand.
 * Returns SKY_EDETACHED for an offset index past the box.
 */
static int decode(const struct sky_sprawl *g, int action, sky_sprawl_move *m)
{
    struct offsets_box b;
    int slot = action / (2 * PER_ROTATION), offset = action % PER_ROTATION;

    offsets_box(g, &b);
    m->rotation = action / PER_ROTATION % 2;
    m->row = b.top + offset / b.cols;
    m->col = b.left + offset % b.cols;
    m->card = slot < g->s.hand_size[g->s.current] ? g->s.hand[g->s.current][slot] : 0;
    return offset < b.rows * b.cols ? SKY_OK : SKY_EDETACHED;
}

/* The action of a placement, or why no action names it. */
static int encode(const struct sky_sprawl *g, sky_sprawl_move m)
{
    struct offsets_box b;
    int slot;

    offsets_box(g, &b);
    for (slot = 0; slot < g->s.hand_size[g->s.current]; slot++)
        if (g->s.hand[g->s.current][slot] == m.card)
            break;
    if (slot == g->s.hand_size[g->s.current])
        return SKY_ENOCARD;
    if (m.rotation != 0 && m.rotation != 1)
        return SKY_EROTATION;
    if (m.row < b.top || m.row >= b.top + b.rows || m.col < b.left || m.col >= b.left + b.cols)
        return SKY_EDETACHED;
    return (slot * 2 + m.rotation) * PER_ROTATION + (m.row - b.top) * b.cols + m.col - b.left;
}

/* ---- the operations ------------------------------------------------------ */

/* values[]: the options of `type` below, in order. */
static int gs_create(const int *values, void **state)
{
    sky_sprawl_options o;

    sky_sprawl_options_init(&o, sizeof o);
    o.players = values[0];
    o.variant = values[1];
    return sky_sprawl_new(&o, (sky_sprawl **)state);
}

static void gs_destroy(void *state)
{
    sky_sprawl_free(state);
}

static int gs_clone(const void *state, void **out)
{
    return sky_sprawl_clone(state, (sky_sprawl **)out);
}

static int gs_players(const void *state)
{
    return sky_sprawl_players(state);
}

static int gs_current(const void *state)
{
    return sky_sprawl_to_move(state);
}

static int gs_action_count(const void *state)
{
    (void)state;
    return ACTIONS;
}

static int gs_legal_actions(const void *state, int *actions, size_t cap)
{
    const struct sky_sprawl *g = state;
    int8_t offsets[PER_ROTATION][2];
    struct offsets_box b;
    int n = 0, card, slot, rot, k, noff;

    if (is_chance(g)) {
        for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
            if (sp_check_card(g, card) == SKY_OK && (size_t)n++ < cap)
                actions[n - 1] = card - 1;
        return n;
    }
    if (sp_is_over(g))
        return 0;
    offsets_box(g, &b);
    noff = sp_legal_offsets(g, offsets);
    for (slot = 0; slot < g->s.hand_size[g->s.current]; slot++)
        for (rot = 0; rot < 2; rot++)
            for (k = 0; k < noff; k++, n++)
                if ((size_t)n < cap)
                    actions[n] = (slot * 2 + rot) * PER_ROTATION
                               + (offsets[k][0] - b.top) * b.cols + offsets[k][1] - b.left;
    return n;
}

static int gs_check(const void *state, int action)
{
    const struct sky_sprawl *g = state;
    sky_sprawl_move m;
    int rc;

    if (is_chance(g))
        return sky_sprawl_check(g, SKY_ECHANCE, card_move(action));
    if (sp_is_over(g))
        return SKY_EOVER;
    rc = decode(g, action, &m);
    if (m.card == 0)
        return SKY_ENOCARD;
    return rc < 0 ? rc : sky_sprawl_check(g, g->s.current, m);
}

static int gs_apply(void *state, int action)
{
    struct sky_sprawl *g = state;
    sky_sprawl_move m;

    if (is_chance(g))
        return sky_sprawl_play(g, SKY_ECHANCE, card_move(action));
    decode(g, action, &m);
    return sky_sprawl_play(g, g->s.current, m);
}

static int gs_undo(void *state)
{
    return sky_sprawl_undo(state);
}

static int gs_chance_outcomes(const void *state, int *actions, double *probs,
                              size_t cap)
{
    int n = gs_legal_actions(state, actions, cap), i;

    for (i = 0; i < n && (size_t)i < cap; i++)
        probs[i] = 1.0 / n;
    return n;
}

static int gs_scores(const void *state, int *scores, size_t cap)
{
    return sky_sprawl_scores(state, scores, cap);
}

static int gs_winners(const void *state, unsigned *mask)
{
    return sky_sprawl_winners(state, mask);
}

static int gs_action_to_string(const void *state, int action, char *buf, size_t cap)
{
    const struct sky_sprawl *g = state;
    sky_sprawl_move m;
    int rc;

    if (is_chance(g))
        return action < SKY_SPRAWL_CARDS ? snprintf(buf, cap, "+%d", action + 1) : SKY_ERANGE;
    rc = decode(g, action, &m);
    if (m.card == 0)
        return SKY_ENOCARD;
    return rc < 0 ? rc : sky_sprawl_move_to_string(m, buf, cap);
}

/* "+7" at a chance node, a placement such as "12r@-1,2" otherwise. */
static int gs_action_from_string(const void *state, const char *text, int *action)
{
    const struct sky_sprawl *g = state;
    sky_sprawl_move m;
    int rc, card;

    if (text[0] == '+') {
        if (sscanf(text, "+%d", &card) != 1 || snprintf(NULL, 0, "+%d", card) != (int)strlen(text))
            return SKY_EPARSE;
        if (card < 1 || card > SKY_SPRAWL_CARDS)
            return SKY_ERANGE;
        if (!is_chance(g))
            return SKY_ECHANCE;
        *action = card - 1;
        return SKY_OK;
    }
    rc = sky_sprawl_move_from_string(text, &m);
    if (rc < 0)
        return rc;
    if (is_chance(g))
        return SKY_ECHANCE;
    if (sp_is_over(g))
        return SKY_EOVER;
    rc = encode(g, m);
    if (rc < 0)
        return rc;
    *action = rc;
    return SKY_OK;
}

static int gs_write(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_sprawl_write(state, viewer, buf, cap);
}

static int gs_read(const char *text, void **state, size_t *error_offset)
{
    return sky_sprawl_read(text, (sky_sprawl **)state, error_offset);
}

static int gs_render(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_sprawl_render(state, viewer, buf, cap);
}

static int gs_bot_action(const void *state, int bot, sky_rng *rng, int *action)
{
    const struct sky_sprawl *g = state;
    sky_sprawl_move m;
    int rc = sky_sprawl_bot_move(g, bot, rng, &m);

    if (rc == SKY_OK)
        *action = encode(g, m);
    return rc;
}

/* The search plays out as the advisor does (sprawl_bot.c). */
static int gs_rollout_action(const void *state, sky_rng *rng, int *action)
{
    const struct sky_sprawl *g = state;

    *action = encode(g, sp_rollout_move(g, rng));
    return *action < 0 ? *action : SKY_OK;
}

/* The world the advisor samples: unseen cards dealt anew (SP-6). */
static int gs_determinize(const void *state, int viewer, sky_rng *rng, void *out)
{
    sp_sample_world(state, viewer, rng, out);
    return SKY_OK;
}

static const sky_game_option options[] = {
    { "players", 1, 1, SKY_SPRAWL_MAX_PLAYERS, "players, 1 (solo) to 4 (co-op)" },
    { "variant", SKY_SPRAWL_STANDARD, SKY_SPRAWL_STANDARD, SKY_SPRAWL_HARDER,
      "0 standard, 1 easier, 2 harder (SP-10)" },
};

static const sky_game_type type = {
    .size = sizeof(sky_game_type),
    .name = "sprawl",
    .long_name = "Sprawlopolis",
    .min_players = 1,
    .max_players = SKY_SPRAWL_MAX_PLAYERS,
    .chance = SKY_CHANCE_EXPLICIT,
    .hidden = 1,
    .score_order = SKY_SCORE_TARGET,
    .cooperative = 1,
    .action_count = ACTIONS,
    /* every card comes off the deck once; 15 of them are placed */
    .max_game_length = SKY_SPRAWL_CARDS + SKY_SPRAWL_CITY_CARDS,
    .option_count = 2,
    .options = options,
    .observation_size = SP_OBSERVATION_SIZE,
    .observation_planes = 8,
    .observation_rows = SP_OBSERVATION_SIDE,
    .observation_cols = SP_OBSERVATION_SIDE,
};

const struct game_ops game_sprawl_ops = {
    .type = &type,
    .create = gs_create,
    .destroy = gs_destroy,
    .clone = gs_clone,
    .players = gs_players,
    .to_move = gs_current,
    .action_count = gs_action_count,
    .legal_actions = gs_legal_actions,
    .check = gs_check,
    .apply = gs_apply,
    .undo = gs_undo,
    .chance_outcomes = gs_chance_outcomes,
    .scores = gs_scores,
    .winners = gs_winners,
    .action_to_string = gs_action_to_string,
    .action_from_string = gs_action_from_string,
    .write = gs_write,
    .read = gs_read,
    .render = gs_render,
    .bot_action = gs_bot_action,
    .determinize = gs_determinize,
    .rollout_action = gs_rollout_action,
    .observe = sp_observe,
};

/* The search player's action as a native move (sky_sprawl_bot_move()). */
int sp_search_move(const struct sky_sprawl *g, sky_rng *rng, sky_sprawl_move *move)
{
    int action, rc = search_state(&game_sprawl_ops, g, rng, &action);

    if (rc == SKY_OK && is_chance(g))
        *move = card_move(action);
    else if (rc == SKY_OK)
        decode(g, action, move);
    return rc;
}
