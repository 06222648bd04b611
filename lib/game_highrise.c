/*
 * Skyline (highrise) in the generic layer: one action per step of
 * sky_highrise(3), so a die roll is one chance node with at most four
 * outcomes (one per distinct face).  The actions are the module's
 * numbering of steps (lib/highrise_numbers.c), so legal actions come out
 * ascending.
 */

#include "game_internal.h"
#include "highrise_internal.h"

#define ACTIONS HR_NUMBERS

static int die_index(sky_highrise_move m)
{
    return m.kind * HR_FACES + m.face;
}

/* The step of an action in range, a roll's die the one rolled next. */
static void action_move(const struct sky_highrise *g, int a, sky_highrise_move *m)
{
    *m = hr_numbered_steps[a];
    if (m->step == SKY_HIGHRISE_ROLL)
        m->kind = hr_first_awaiting_kind(g);
}

/* Which field of a step is its action's target, by step: none, face, height, building. */
static const uint8_t target_field[SKY_HIGHRISE_RESIGN + 1] = { 0, 0, 1, 2, 0, 3, 0, 0, 0 };

/* The action of a step in range (sky_highrise_move_from_string's output). */
static int move_action(sky_highrise_move m)
{
    int targets[4];

    if (m.step == SKY_HIGHRISE_TAKE)
        return hr_take_index(m.take);
    targets[0] = 0;
    targets[1] = m.face;
    targets[2] = m.height;
    targets[3] = hr_building_index(m.tile, m.type, m.height);
    return hr_first_number[m.step] + die_index(m) * hr_numbers_per_die[m.step]
           + targets[target_field[m.step]];
}

/* ---- the operations ------------------------------------------------------ */

/* A face table option: six digits, the faces' enum values (0 L .. 3 blank). */
static int set_faces(int value, int faces[HR_SIDES])
{
    int s;

    if (value < 0 || value > 333333)
        return SKY_EOPTION;
    for (s = HR_SIDES - 1; s >= 0; s--, value /= 10) {
        if (value % 10 >= HR_FACES)
            return SKY_EOPTION;
        faces[s] = value % 10;
    }
    return SKY_OK;
}

/* values[]: the options of `type` below, in order. */
static int hr_create(const int *values, void **state)
{
    sky_highrise_options o;
    int k, rc;

    sky_highrise_options_init(&o, sizeof o);
    o.players = values[0];
    o.rounds = values[1];
    for (k = 0; k < HR_KINDS; k++)
        if ((rc = set_faces(values[2 + k], o.faces[k])) < 0)
            return rc;
    return sky_highrise_new(&o, (sky_highrise **)state);
}

static void hr_destroy(void *state)
{
    sky_highrise_free(state);
}

static int hr_clone(const void *state, void **out)
{
    return sky_highrise_clone(state, (sky_highrise **)out);
}

static int hr_players(const void *state)
{
    return sky_highrise_players(state);
}

static int hr_current(const void *state)
{
    return hr_to_move(state);
}

static int hr_action_count(const void *state)
{
    (void)state;
    return ACTIONS;
}

/* Numbered straight from the legal steps' groups, no step built. */
static int hr_legal_actions(const void *state, int *actions, size_t cap)
{
    return hr_legal_numbers(state, actions, cap);
}

static int hr_check_action(const void *state, int action)
{
    const struct sky_highrise *g = state;
    sky_highrise_move m;

    action_move(g, action, &m);
    return hr_check(g, hr_to_move(g), &m);
}

static int hr_apply_action(void *state, int action)
{
    struct sky_highrise *g = state;
    sky_highrise_move m;

    action_move(g, action, &m);
    if (hr_make_room(g, &m) < 0)
        return SKY_ENOMEM;
    hr_apply(g, &m);
    return SKY_OK;
}

static int hr_undo_action(void *state)
{
    return sky_highrise_undo(state);
}

static int hr_chance_outcomes(const void *state, int *actions, double *probs,
                              size_t cap)
{
    const struct sky_highrise *g = state;
    int kind = hr_next_roll_kind(g), f, n = 0;

    for (f = 0; f < HR_FACES; f++) {
        int sides = hr_side_count(g, kind, f);

        if (sides == 0)
            continue;
        if ((size_t)n < cap) {
            actions[n] = HR_N_ROLL + f;
            probs[n] = hr_side_share[sides];
        }
        n++;
    }
    return n;
}

/* hr_chance_outcomes' face for the draw, by hr_roll_face()'s cuts. */
static int hr_chance_pick(const void *state, uint64_t draw)
{
    const struct sky_highrise *g = state;

    return HR_N_ROLL + hr_roll_face(g, hr_first_awaiting_kind(g), draw);
}

static int hr_scores(const void *state, int *scores, size_t cap)
{
    return sky_highrise_scores(state, scores, cap);
}

static int hr_winners(const void *state, unsigned *mask)
{
    return sky_highrise_winners(state, mask);
}

static int hr_action_to_string(const void *state, int action, char *buf, size_t cap)
{
    const struct sky_highrise *g = state;
    sky_highrise_move m;

    if (action >= HR_N_ROLL && action < HR_N_BUILD && hr_next_roll_kind(g) < 0)
        return SKY_EPHASE;                  /* no die to name */
    action_move(g, action, &m);
    return sky_highrise_move_to_string(m, buf, cap);
}

/* A roll names the die's kind: it must be the die rolled next. */
static int hr_action_from_string(const void *state, const char *text, int *action)
{
    const struct sky_highrise *g = state;
    sky_highrise_move m;
    int rc = sky_highrise_move_from_string(text, &m);

    if (rc < 0)
        return rc;
    if (m.step == SKY_HIGHRISE_ROLL && m.kind != hr_next_roll_kind(g))
        return SKY_ENODIE;
    *action = move_action(m);
    return SKY_OK;
}

static int hr_write(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_highrise_write(state, viewer, buf, cap);
}

static int hr_read(const char *text, void **state, size_t *error_offset)
{
    return sky_highrise_read(text, (sky_highrise **)state, error_offset);
}

static int hr_render(const void *state, int viewer, char *buf, size_t cap)
{
    return sky_highrise_render(state, viewer, buf, cap);
}

/* The generic layer has checked the game, the generator and that a player is to move. */
static int hr_bot_action(const void *state, int bot, sky_rng *rng, int *action)
{
    sky_highrise_move m;
    int rc = SKY_OK;

    if (bot == SKY_BOT_RANDOM) {            /* numbered straight from the pick */
        *action = hr_pick_number(hr_random_pick(state, rng));
        return SKY_OK;
    }
    rc = sky_highrise_bot_move(state, bot, rng, &m);
    if (rc == SKY_OK)
        *action = move_action(m);
    return rc;
}

/* A die's faces as six digits 0..3 (L, M, H, blank); HR-3's are the defaults. */
/* Rounds completed: the round played, and the last one too once over. */
static int hr_round_done(const void *state)
{
    int round = sky_highrise_round(state);

    return sky_highrise_phase(state) == SKY_HIGHRISE_PHASE_OVER ? round + 1 : round;
}

/*
 * The search's play-outs follow the greedy bot: random ones resign or
 * demolish at random (against greedy at 1,000 iterations the search won
 * none of 10 games with them, half with these).
 */
static int hr_rollout_action(const void *state, sky_rng *rng, int *action)
{
    return hr_bot_action(state, SKY_BOT_GREEDY, rng, action);
}

/*
 * The search judges a play-out at the end of the leaf's round by the
 * solo advisor's value of each skyline (hr_evaluate()).  Against greedy
 * at 1,000 iterations: 63 % without (100 games), 75 % with it (200); on
 * the first 100 games 83 %, with the UCT constant 0.15 or 0.5 81 %.
 * With it, a quarter as many children per square root of a node's
 * visits as the search's default won 84 % of 400 games (seeds 1 to
 * 400), half as many 82 %, the default 74 %; an eighth won 85.5 % of the
 * first 200 (a quarter 88.5 %), a child for every legal action 62 % of
 * the first 94.
 */
#define EVAL_EXPLORATION 0.3
#define WIDENING 0.25

static int hr_evaluate_state(const void *state, double *rewards)
{
    return hr_evaluate(state, rewards);
}

static const sky_game_option options[] = {
    { "players", 2, 1, SKY_HIGHRISE_MAX_PLAYERS, "players, 1 (solo) to 4" },
    { "rounds", 0, 0, SKY_HIGHRISE_ROUNDS, "rounds; 0 = 9 (HR-17)" },
    { "ground", 112, 0, 333333, "ground-floor faces, six digits 0 L 1 M 2 H 3 blank" },
    { "upper", 112, 0, 333333, "upper-floor faces, as ground" },
    { "penthouse", 112333, 0, 333333, "penthouse faces, as ground" },
};

static const sky_game_type type = {
    .size = sizeof(sky_game_type),
    .name = "highrise",
    .long_name = "Skyline, the dice game",
    .min_players = 1,
    .max_players = SKY_HIGHRISE_MAX_PLAYERS,
    .chance = SKY_CHANCE_EXPLICIT,
    .hidden = 0,
    .score_order = SKY_SCORE_HIGH,
    .cooperative = 0,
    .action_count = ACTIONS,
    /* the rules' bound on a game's steps (highrise.c) */
    .max_game_length = SKY_HIGHRISE_MAX_PLAYERS * SKY_HIGHRISE_ROUNDS
                       * (SKY_HIGHRISE_DICE + 1) * (SKY_HIGHRISE_DICE + 1),
    .option_count = 5,
    .options = options,
    .observation_size = HR_OBSERVATION_SIZE,
};

const struct game_ops game_highrise_ops = {
    .type = &type,
    .create = hr_create,
    .destroy = hr_destroy,
    .clone = hr_clone,
    .players = hr_players,
    .round = hr_round_done,
    .to_move = hr_current,
    .action_count = hr_action_count,
    .legal_actions = hr_legal_actions,
    .check = hr_check_action,
    .apply = hr_apply_action,
    .play = hr_play_number,         /* check and apply in one pass */
    .undo = hr_undo_action,
    .chance_outcomes = hr_chance_outcomes,
    .chance_pick = hr_chance_pick,
    .scores = hr_scores,
    .winners = hr_winners,
    .action_to_string = hr_action_to_string,
    .action_from_string = hr_action_from_string,
    .write = hr_write,
    .read = hr_read,
    .render = hr_render,
    .bot_action = hr_bot_action,
    .random_action = hr_random_action,  /* the module's, chance events included */
    .random_play_out = hr_random_play_out,
    .rollout_action = hr_rollout_action,
    .observe = hr_observe,
    .evaluate = hr_evaluate_state,
    .evaluate_after = -1,
    .evaluate_exploration = EVAL_EXPLORATION,
    .widening = WIDENING,
};

/* The search player's action as a native move (sky_highrise_bot_move()). */
int hr_search_move(const struct sky_highrise *g, sky_rng *rng, sky_highrise_move *move)
{
    int action, rc = search_state(&game_highrise_ops, g, rng, &action);

    if (rc == SKY_OK)
        action_move(g, action, move);
    return rc;
}
