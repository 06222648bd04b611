/*
 * Skyscrapers in the generic layer: a simulated match.
 *
 * Chance decides the grab, one pyramid at a time: the next grabber
 * (players in turn, starting with player `round mod players`) takes a
 * pyramid drawn uniformly from the middle, so an outcome is a pyramid
 * kind, with probability (pyramids of that kind left) / (pyramids left).
 * The grab ends when the middle is empty.  Then players build, one after
 * the other from player 0, until each finishes:
 *
 *   0..29    grab a pyramid of kind k (chance outcomes only)
 *   30..59   start a new structure with a pyramid of kind k - 30
 *   60..89   put a pyramid of kind k - 60 on top of the latest structure
 *   90       finish my round
 *
 * where a kind is color * 3 + size - 1: the native steps of
 * sky_skyscrapers(3), stacking on the latest structure only.  Every
 * placement uses up a pyramid and finishing is always legal, so random
 * matches end.
 */
#include <string.h>

#include "game_internal.h"
#include "rng_internal.h"
#include "skyscrapers_internal.h"

#define GRAB_ACTIONS 0
#define NEW_ACTIONS SK_KINDS
#define TOP_ACTIONS (2 * SK_KINDS)
#define FINISH_ACTION (3 * SK_KINDS)
#define ACTIONS (FINISH_ACTION + 1)
#define DEFAULT_ROUNDS 3

/* Players build one after the other: the first who has not finished. */
static int sg_current(const void *state)
{
    return sk_to_move(state);
}

/* ---- setup ----------------------------------------------------------------- */

/* values[]: the options of `type` below, in order. */
static int sg_create(const int *values, void **state)
{
    sky_pyramid supply[SKY_SKYSCRAPERS_MAX_SUPPLY];
    sky_skyscrapers_options o;
    int treehouses = values[6], stashes = values[7];

    sky_skyscrapers_options_init(&o, sizeof o);
    o.players = values[0];
    o.rounds = values[1];
    o.win = values[2];
    o.target = values[3];
    o.towers = values[4];
    o.threshold = values[5];
    if (treehouses + stashes < 1
        || treehouses + stashes > SKY_SKYSCRAPERS_MAX_SUPPLY / SKY_SKYSCRAPERS_SET)
        return SKY_ERANGE;
    sk_supply_sets(treehouses, stashes, supply);
    o.supply = supply;
    o.supply_count = (size_t)(treehouses + stashes) * SKY_SKYSCRAPERS_SET;
    return sky_skyscrapers_new(&o, (sky_skyscrapers **)state);
}

static void sg_destroy(void *state)
{
    sky_skyscrapers_free(state);
}

static int sg_clone(const void *state, void **out)
{
    return sky_skyscrapers_clone(state, (sky_skyscrapers **)out);
}

/* A clone has the same size: the history's room is fixed when made. */
static void sg_copy_into(const void *state, void *out)
{
    memcpy(out, state, ((const struct sky_skyscrapers *)state)->bytes);
}

static int sg_players(const void *state)
{
    return sky_skyscrapers_players(state);
}

static int sg_action_count(const void *state)
{
    (void)state;
    return ACTIONS;
}

/* ---- actions: native steps ------------------------------------------------------ */

static sky_skyscrapers_move action_move(const struct sky_skyscrapers *g, int action)
{
    sky_skyscrapers_move m;
    int who = sk_to_move(g);

    memset(&m, 0, sizeof m);
    m.pyramid = sk_pyramid(action % SK_KINDS);
    if (action < NEW_ACTIONS) {
        m.step = SKY_SKYSCRAPERS_GRAB;
    } else if (action < TOP_ACTIONS) {
        m.step = SKY_SKYSCRAPERS_NEW;
    } else if (action < FINISH_ACTION) {
        m.step = SKY_SKYSCRAPERS_TOP;
        m.structure = who >= 0 ? g->structures[who] - 1 : 0;
    } else {
        m.step = SKY_SKYSCRAPERS_FINISH;
    }
    return m;
}

/* The action of a native step, or -1 for one this encoding lacks. */
static int move_action(const struct sky_skyscrapers *g, sky_skyscrapers_move m)
{
    int kind = SK_KIND(m.pyramid.color, m.pyramid.size), who = sk_to_move(g);

    switch (m.step) {
    case SKY_SKYSCRAPERS_GRAB: return GRAB_ACTIONS + kind;
    case SKY_SKYSCRAPERS_NEW: return NEW_ACTIONS + kind;
    case SKY_SKYSCRAPERS_TOP:
        return who >= 0 && m.structure == g->structures[who] - 1 ? TOP_ACTIONS + kind : -1;
    default: return FINISH_ACTION;
    }
}

/* Appends base + k for each kind k with a count, without a branch per
 * kind (the counts are as good as random); returns the new end. */
static int *put_kinds(int *out, const uint8_t counts[SK_KINDS], int base)
{
    int k;

    for (k = 0; k < SK_KINDS; k++) {
        *out = base + k;
        out += counts[k] > 0;
    }
    return out;
}

/*
 * The native legal steps this encoding has (sky_skyscrapers_legal_moves
 * with tops on the latest structure only), listed straight from the
 * counts: grabs of the middle's kinds; new structures and tops with the
 * player's unbuilt kinds; finish.  Ascending by construction.  They are
 * made in a local list (a kind's slot is written whether it counts or
 * not), then copied.
 */
static int sg_legal_actions(const void *state, int *actions, size_t cap)
{
    const struct sky_skyscrapers *g = state;
    int list[2 * SK_KINDS + 1], *end = list, who = sk_to_move(g), n;

    if (who == SKY_ECHANCE) {
        end = put_kinds(end, g->middle, GRAB_ACTIONS);
    } else if (who >= 0) {
        end = put_kinds(end, g->unbuilt[who], NEW_ACTIONS);
        if (g->structures[who] > 0)
            end = put_kinds(end, g->unbuilt[who], TOP_ACTIONS);
        *end++ = FINISH_ACTION;
    }
    n = (int)(end - list);
    if (cap > 0)
        memcpy(actions, list, ((size_t)n < cap ? (size_t)n : cap) * sizeof *list);
    return n;
}

static int sg_chance_outcomes(const void *state, int *actions, double *probs, size_t cap)
{
    const struct sky_skyscrapers *g = state;
    int left = sk_middle_total(g), k, n = 0;

    for (k = 0; k < SK_KINDS; k++) {
        if (g->middle[k] == 0)
            continue;
        if ((size_t)n < cap) {
            actions[n] = GRAB_ACTIONS + k;
            probs[n] = (double)g->middle[k] / left;
        }
        n++;
    }
    return n;
}

static int acting(const struct sky_skyscrapers *g, int action)
{
    int who = sk_to_move(g);

    if (who == SKY_ECHANCE && action >= NEW_ACTIONS)
        return SKY_ECHANCE;     /* a chance event is due */
    if (who >= 0 && action < NEW_ACTIONS)
        return SKY_ECHANCE;     /* none is */
    return who;
}

static int sg_check(const void *state, int action)
{
    const struct sky_skyscrapers *g = state;
    int who = acting(g, action);

    if (who == SKY_ECHANCE && action >= NEW_ACTIONS)
        return SKY_ECHANCE;
    if (who == SKY_EOVER)
        return SKY_EOVER;
    if (action >= TOP_ACTIONS && action < FINISH_ACTION && g->structures[who] == 0)
        return SKY_ERANGE;      /* nothing to stack on yet */
    return sky_skyscrapers_check(g, who, action_move(g, action));
}

static int sg_apply(void *state, int action)
{
    struct sky_skyscrapers *g = state;

    return sky_skyscrapers_play(g, sk_to_move(g), action_move(g, action));
}

static int sg_undo(void *state)
{
    return sky_skyscrapers_undo(state);
}

static int sg_scores(const void *state, int *scores, size_t cap)
{
    const struct sky_skyscrapers *g = state;
    int p;

    for (p = 0; p < g->players && (size_t)p < cap; p++)
        scores[p] = g->totals[p];
    return g->players;
}

static int sg_winners(const void *state, unsigned *mask)
{
    return sky_skyscrapers_winners(state, mask);
}

/* ---- notation: the record's tokens, with the acting player --------------------- */

/* The player an action is for now: the grabber or the builder. */
static int actor(const struct sky_skyscrapers *g, int action)
{
    int phase = sk_phase(g);

    if (phase == SKY_SKYSCRAPERS_PHASE_OVER)
        return SKY_EOVER;
    if ((phase == SKY_SKYSCRAPERS_PHASE_GRAB) != (action < NEW_ACTIONS))
        return SKY_EPHASE;
    return action < NEW_ACTIONS ? sk_grabber(g) : sk_to_move(g);
}

static int sg_action_to_string(const void *state, int action, char *buf, size_t cap)
{
    const struct sky_skyscrapers *g = state;
    sky_pyramid one = sk_pyramid(action % SK_KINDS);
    int p = actor(g, action);
    struct textbuf tb;

    if (p < 0)
        return p;
    tb_init(&tb, buf, cap);
    if (action == FINISH_ACTION) {
        tb_printf(&tb, "%d:done", p);
        return tb_finish(&tb);
    }
    if (action < NEW_ACTIONS)
        tb_printf(&tb, "%d+", p);
    else if (action < TOP_ACTIONS)
        tb_printf(&tb, "%d=", p);
    else if (g->structures[p] > 0)
        tb_printf(&tb, "%d.%d+", p, g->structures[p] - 1);
    else
        return SKY_ERANGE;      /* nothing to stack on yet */
    sk_put_pyramids(&tb, &one, 1);
    return tb_finish(&tb);
}

/* The action a parsed step is, for the player who acts now. */
static int step_action(const struct sky_skyscrapers *g, const struct sk_step_text *t,
                       const sky_pyramid *p, int *action)
{
    int base, who;

    switch (t->step) {
    case SK_GRAB: base = GRAB_ACTIONS; break;
    case SK_FINISH: base = FINISH_ACTION; break;
    case SK_PLACE:
        if (t->structure < 0) {
            base = NEW_ACTIONS;
            break;
        }
        /* Only the latest structure can be stacked on here. */
        if (t->structure != g->structures[t->player] - 1)
            return SKY_ERANGE;
        base = TOP_ACTIONS;
        break;
    default:
        return SKY_EILLEGAL;    /* stop and endgrab are the referee's, not actions */
    }
    if (t->step != SK_FINISH) {
        if (t->count != 1)
            return SKY_EPARSE;  /* one pyramid per action */
        base += SK_KIND(p[0].color, p[0].size);
    }
    who = actor(g, base);
    if (who < 0)
        return who;
    if (who != t->player)
        return SKY_ETURN;
    *action = base;
    return SKY_OK;
}

static int sg_action_from_string(const void *state, const char *text, int *action)
{
    const struct sky_skyscrapers *g = state;
    sky_pyramid p[SKY_SKYSCRAPERS_MAX_SUPPLY];
    struct sk_step_text t;
    int rc = sk_parse_step(text, strlen(text), &t, p);

    if (rc < 0)
        return rc;
    if (t.player >= g->players)
        return SKY_ERANGE;
    return step_action(g, &t, p, action);
}

/* ---- text ------------------------------------------------------------------------ */

static int sg_write(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_skyscrapers_write(state, viewer, buf, cap);
}

static int sg_read(const char *text, void **state, size_t *error_offset)
{
    return sky_skyscrapers_read(text, (sky_skyscrapers **)state, error_offset);
}

static int sg_render(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_skyscrapers_render(state, viewer, buf, cap);
}

/* ---- built-in players: the random one over these actions, else the native ---- */

static int sg_bot_action(const void *state, int bot, sky_rng *rng, int *action)
{
    const struct sky_skyscrapers *g = state;
    int actions[ACTIONS], n;
    sky_skyscrapers_move m;

    if (bot == SKY_BOT_GREEDY) {
        m = sk_greedy_step(g, sk_to_move(g));
        *action = move_action(g, m);
        return SKY_OK;
    }
    n = sg_legal_actions(g, actions, ACTIONS);
    *action = actions[rng_below(rng, (uint32_t)n)];
    return SKY_OK;
}

/* The search's play-outs build the advisor's best tower, as the greedy
 * player: it is the best a player can build (skyscrapers_score.c).
 * Measured vs greedy at 1,000 iterations, with sk_evaluate: 42 % (200
 * games); random play-outs with it, 0 % (60 games). */
static int sg_rollout_action(const void *state, sky_rng *rng, int *action)
{
    return sg_bot_action(state, SKY_BOT_GREEDY, rng, action);
}

static int sg_evaluate(const void *state, double *rewards)
{
    return sk_evaluate(state, rewards);
}

#define MAX_SETS (SKY_SKYSCRAPERS_MAX_SUPPLY / SKY_SKYSCRAPERS_SET)

/* Rounds completed: the rounds scored (sky_game_round). */
static int sg_round(const void *state)
{
    return sky_skyscrapers_round(state);
}

/* A simulated match must end: it has a round limit. */
static const sky_game_option options[] = {
    /* The generic layer's results hold SKY_GAME_MAX_PLAYERS seats; the
     * native API keeps up to SKY_SKYSCRAPERS_MAX_PLAYERS. */
    { "players", 2, 2, SKY_GAME_MAX_PLAYERS, "players, 2 to 8" },
    { "rounds", DEFAULT_ROUNDS, 1, SKY_SKYSCRAPERS_MAX_ROUNDS, "the round limit" },
    { "win", SKY_SKYSCRAPERS_HIGHEST, SKY_SKYSCRAPERS_HIGHEST, SKY_SKYSCRAPERS_TOWERS,
      "0 highest, 1 reach target, 2 hit target exactly, 3 towers (SK-12)" },
    { "target", 0, 0, 1000000, "the target total of win=1 and win=2" },
    { "towers", 0, 0, 1000000, "how many towers win=3 asks for" },
    { "threshold", 0, 0, 1000000, "win=3: a tower counts if it scored more" },
    { "treehouses", 1, 0, MAX_SETS, "Treehouse sets in the supply" },
    { "stashes", 0, 0, MAX_SETS, "Icehouse stashes in the supply" },
};

static const sky_game_type type = {
    .size = sizeof(sky_game_type),
    .name = "skyscrapers",
    .long_name = "Skyscrapers with Looney Pyramids",
    .min_players = 2,
    .max_players = SKY_GAME_MAX_PLAYERS,
    .chance = SKY_CHANCE_EXPLICIT,
    .hidden = 0,
    .score_order = SKY_SCORE_HIGH,
    .cooperative = 0,
    .action_count = ACTIONS,
    /* each round: every pyramid grabbed and placed, every player finishing */
    .max_game_length = SKY_SKYSCRAPERS_MAX_ROUNDS
                       * (2 * SKY_SKYSCRAPERS_MAX_SUPPLY + SKY_SKYSCRAPERS_MAX_PLAYERS),
    .option_count = 8,
    .options = options,
    .observation_size = SK_OBSERVATION_SIZE,
};

const struct game_ops game_skyscrapers_ops = {
    .type = &type,
    .create = sg_create,
    .destroy = sg_destroy,
    .clone = sg_clone,
    .copy_into = sg_copy_into,
    .players = sg_players,
    .round = sg_round,
    .to_move = sg_current,
    .action_count = sg_action_count,
    .legal_actions = sg_legal_actions,
    .check = sg_check,
    .apply = sg_apply,
    .undo = sg_undo,
    .chance_outcomes = sg_chance_outcomes,
    .scores = sg_scores,
    .winners = sg_winners,
    .action_to_string = sg_action_to_string,
    .action_from_string = sg_action_from_string,
    .write = sg_write,
    .read = sg_read,
    .render = sg_render,
    .bot_action = sg_bot_action,
    .observe = sk_observe,
    .rollout_action = sg_rollout_action,
    .evaluate = sg_evaluate,
    /* The estimates differ by little per pyramid: measured at 1,000
     * iterations vs greedy, 40 games, constant 0.3: 15 %, 0.1: 19 %,
     * 0.03: 43 %, 0: 44 %. */
    .evaluate_after = -1,
    .evaluate_exploration = 0.03,
};

/* The search player's action as a native move (sky_skyscrapers_bot_move()). */
int sk_search_move(const struct sky_skyscrapers *g, sky_rng *rng, sky_skyscrapers_move *move)
{
    int action, rc = search_state(&game_skyscrapers_ops, g, rng, &action);

    if (rc == SKY_OK)
        *move = action_move(g, action);
    return rc;
}
