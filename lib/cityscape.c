/*
 * Cityscape: the match state, its rules and undo (CS-1..CS-9, CS-13).
 * Scoring lives in cityscape_score.c, text in cityscape_text.c, the
 * built-in players in cityscape_bot.c.
 */
#include <stdlib.h>
#include <string.h>

#include "cityscape_internal.h"

#define ALL_SIDES 0xFu
#define IS_CITYSCAPE(g) handle_is((g), TAG_cityscape)

/* ---- setup ---------------------------------------------------------- */

static const sky_cityscape_options defaults = {
    sizeof(sky_cityscape_options), 2, 0, 0
};

int sky_cityscape_options_init(sky_cityscape_options *options, size_t size)
{
    return options_init(options, size, &defaults, sizeof defaults);
}

/* CS-9: one round per player, but four in the two-player game. */
static int default_rounds(int players)
{
    return players == 2 ? 4 : players;
}

static int check_options(const sky_cityscape_options *o)
{
    if (o->players < 2 || o->players > 4)
        return SKY_ERANGE;
    if (o->rounds < 0 || o->rounds > SKY_CITYSCAPE_MAX_ROUNDS)
        return SKY_ERANGE;
    if (o->first_player < 0 || o->first_player >= o->players)
        return SKY_ERANGE;
    return SKY_OK;
}

static void start_round(struct sky_cityscape *g)
{
    int h;

    memset(g->goals, 0, sizeof g->goals);
    memset(g->city, 0, sizeof g->city);
    g->goals_set = 0;
    g->placed = 0;
    g->builder = cs_start_player(g, g->round);
    g->supply[0] = 0;
    for (h = 1; h <= SKY_CITYSCAPE_MAX_BLOCK; h++)
        g->supply[h] = SKY_CITYSCAPE_BLOCKS / SKY_CITYSCAPE_MAX_BLOCK;
}

int sky_cityscape_new(const sky_cityscape_options *options, sky_cityscape **out)
{
    sky_cityscape_options o;
    struct sky_cityscape *g;
    size_t bytes;
    int rounds, rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    rc = options_read(options, &o, &defaults, sizeof defaults);
    if (rc == SKY_OK)
        rc = check_options(&o);
    if (rc < 0)
        return rc;
    rounds = o.rounds ? o.rounds : default_rounds(o.players);
    bytes = sizeof *g + (size_t)rounds * sizeof(struct cs_round)
          + (size_t)rounds * CS_ACTIONS_PER_ROUND * sizeof(uint16_t);
    g = calloc(1, bytes);
    if (!g)
        return SKY_ENOMEM;
    g->tag = TAG_cityscape;
    g->bytes = bytes;
    g->players = o.players;
    g->rounds = rounds;
    g->first = o.first_player;
    g->sides = o.players == 3 ? 0x7u : ALL_SIDES; /* CS-4 */
    start_round(g);
    *out = g;
    return SKY_OK;
}

void sky_cityscape_free(sky_cityscape *game)
{
    if (!IS_CITYSCAPE(game))
        return;
    game->tag = TAG_FREED;
    free(game);
}

int sky_cityscape_clone(const sky_cityscape *game, sky_cityscape **out)
{
    struct sky_cityscape *copy;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    copy = malloc(game->bytes);
    if (!copy)
        return SKY_ENOMEM;
    memcpy(copy, game, game->bytes);
    *out = copy;
    return SKY_OK;
}

/* ---- who and when --------------------------------------------------- */

int cs_start_player(const struct sky_cityscape *g, int round)
{
    return (g->first + round) % g->players;   /* CS-9 */
}

int cs_phase(const struct sky_cityscape *g)
{
    if (g->round >= g->rounds)
        return SKY_CITYSCAPE_PHASE_OVER;
    return g->goals_set == g->sides ? SKY_CITYSCAPE_PHASE_BUILD
                                    : SKY_CITYSCAPE_PHASE_GOALS;
}

int cs_first_unset_side(const struct sky_cityscape *g)
{
    int side;

    if (cs_phase(g) != SKY_CITYSCAPE_PHASE_GOALS)
        return -1;
    for (side = 0; side < 4; side++)
        if ((g->sides & ~g->goals_set) & (1u << side))
            return side;
    return -1;
}

/* Whose turn it is to build (CS-7): kept up to date by every change of
 * `placed`, to spare a division per call. */
static int builder(const struct sky_cityscape *g)
{
    return g->builder;
}

static int to_move(const struct sky_cityscape *g)
{
    switch (cs_phase(g)) {
    case SKY_CITYSCAPE_PHASE_OVER: return SKY_EOVER;
    case SKY_CITYSCAPE_PHASE_GOALS: return cs_owner(g, cs_first_unset_side(g));
    default: return builder(g);
    }
}

int cs_to_move(const struct sky_cityscape *g)
{
    return to_move(g);
}

int sky_cityscape_players(const sky_cityscape *game)
{
    return IS_CITYSCAPE(game) ? game->players : SKY_EINVAL;
}

int sky_cityscape_rounds(const sky_cityscape *game)
{
    return IS_CITYSCAPE(game) ? game->rounds : SKY_EINVAL;
}

int sky_cityscape_round(const sky_cityscape *game)
{
    return IS_CITYSCAPE(game) ? game->round : SKY_EINVAL;
}

int sky_cityscape_phase(const sky_cityscape *game)
{
    return IS_CITYSCAPE(game) ? cs_phase(game) : SKY_EINVAL;
}

int sky_cityscape_to_move(const sky_cityscape *game)
{
    return IS_CITYSCAPE(game) ? to_move(game) : SKY_EINVAL;
}

int sky_cityscape_is_over(const sky_cityscape *game)
{
    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    return cs_phase(game) == SKY_CITYSCAPE_PHASE_OVER;
}

int sky_cityscape_side_owner(const sky_cityscape *game, int side)
{
    return IS_CITYSCAPE(game) ? cs_owner(game, side) : SKY_EINVAL;
}

/* ---- goals (CS-6) ----------------------------------------------------- */

/*
 * A goal setting while goals are due, in the order a player would ask:
 * is that a side, are its goals still open, is it mine, are these
 * codes.  Any owner of a side still without goals may set them (CS-6:
 * at a table goals are set at once).  Only `side` and `codes` are read.
 */
static int check_goal_move(const struct sky_cityscape *g, int player,
                           const sky_cityscape_move *m)
{
    int i, owner = cs_owner(g, m->side);

    if (owner < 0)
        return SKY_ERANGE;
    if (g->goals_set & (1u << m->side))
        return SKY_EGOALSSET;
    if (owner != player)
        return SKY_ETURN;
    for (i = 0; i < 4; i++)
        if (m->codes[i] < 1 || m->codes[i] > SKY_CITYSCAPE_CODES)
            return SKY_ECODE;
    return SKY_OK;
}

static void set_goals(struct sky_cityscape *g, const sky_cityscape_move *m)
{
    int i;

    for (i = 0; i < 4; i++)
        g->goals[m->side][i] = (uint8_t)m->codes[i];
    g->goals_set |= 1u << m->side;
    CS_HIST(g)[g->nhist++] = (uint16_t)(CS_HIST_GOAL | (unsigned)m->side);
}

int sky_cityscape_goals(const sky_cityscape *game, int side, int viewer,
                        int codes[4])
{
    const uint8_t *shown;
    int i, owner;

    if (!IS_CITYSCAPE(game) || !codes)
        return SKY_EINVAL;
    owner = cs_owner(game, side);
    if (owner < 0)
        return owner;
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= game->players))
        return SKY_ERANGE;
    memset(codes, 0, 4 * sizeof *codes);
    /* Once over, the last round's goals are everybody's. */
    if (cs_phase(game) == SKY_CITYSCAPE_PHASE_OVER) {
        shown = game->past[game->rounds - 1].goals[side];
    } else {
        /* Whether a side has set its goals is public; its codes are
         * secret from other players until the round is scored (CS-6). */
        if (!(game->goals_set & (1u << side)))
            return SKY_ENOGOALS;
        if (viewer != SKY_VIEW_ALL && viewer != owner)
            return SKY_EHIDDEN;
        shown = game->goals[side];
    }
    for (i = 0; i < 4; i++)
        codes[i] = shown[i];
    return SKY_OK;
}

void cs_goal_codes(int index, int codes[4])
{
    int i;

    for (i = 3; i >= 0; i--) {
        codes[i] = index % SKY_CITYSCAPE_CODES + 1;
        index /= SKY_CITYSCAPE_CODES;
    }
}

/* ---- building (CS-7, CS-8) ------------------------------------------- */

/* The checks every placement passes once blocks are placed, in the
 * order a player would ask.  Only height, row and col are read. */
static int check_placement(const struct sky_cityscape *g, int player,
                           const sky_cityscape_move *m)
{
    if (player < 0 || player >= g->players)
        return SKY_ERANGE;
    if (player != builder(g))
        return SKY_ETURN;
    if (m->height < 1 || m->height > SKY_CITYSCAPE_MAX_BLOCK)
        return SKY_EHEIGHT;
    if (m->row < 0 || m->row >= SKY_CITYSCAPE_SIZE || m->col < 0 || m->col >= SKY_CITYSCAPE_SIZE)
        return SKY_EOFFBOARD;
    if (g->supply[m->height] == 0)
        return SKY_ENOBLOCK;
    return SKY_OK;
}

/* A goal setting has height 0; anything else is a placement. */
static int check_move(const struct sky_cityscape *g, int player,
                      const sky_cityscape_move *m)
{
    int phase = cs_phase(g);

    if (phase == SKY_CITYSCAPE_PHASE_OVER)
        return SKY_EOVER;
    if (m->height == 0) {
        if (phase != SKY_CITYSCAPE_PHASE_GOALS)
            return SKY_EPHASE;
        if (player < 0 || player >= g->players)
            return SKY_ERANGE;
        return check_goal_move(g, player, m);
    }
    if (phase == SKY_CITYSCAPE_PHASE_GOALS)
        return SKY_ENOGOALS;
    return check_placement(g, player, m);
}

int cs_check_move(const struct sky_cityscape *g, int player, const sky_cityscape_move *m)
{
    return check_move(g, player, m);
}

int sky_cityscape_check(const sky_cityscape *game, int player,
                        sky_cityscape_move move)
{
    return IS_CITYSCAPE(game) ? check_move(game, player, &move) : SKY_EINVAL;
}

static int city_tallest(const uint8_t city[16])
{
    int i, t = 0;

    for (i = 0; i < 16; i++)
        if (city[i] > t)
            t = city[i];
    return t;
}

/* CS-13: every side in play scores its four lines for its owner. */
static void score_round(struct sky_cityscape *g)
{
    struct cs_round *r = &g->past[g->round];
    int city[16], codes[4], side, i, tallest = city_tallest(g->city);

    for (i = 0; i < 16; i++)
        city[i] = g->city[i];
    memcpy(r->city, g->city, sizeof r->city);
    memcpy(r->goals, g->goals, sizeof r->goals);
    memset(r->scores, 0, sizeof r->scores);
    for (side = 0; side < 4; side++) {
        if (!(g->sides & (1u << side)))
            continue;
        for (i = 0; i < 4; i++)
            codes[i] = g->goals[side][i];
        r->scores[cs_owner(g, side)] += (int16_t)cs_side_points(city, side, codes, tallest);
    }
    for (i = 0; i < g->players; i++)
        g->totals[i] += r->scores[i];
}

static void place(struct sky_cityscape *g, int height, int lot)
{
    g->city[lot] = (uint8_t)(g->city[lot] + height);
    g->supply[height]--;
    g->placed++;
    if (++g->builder == g->players)
        g->builder = 0;
    CS_HIST(g)[g->nhist++] = CS_HIST_PLACE(height, lot);
    if (g->placed == SKY_CITYSCAPE_BLOCKS) {   /* CS-8 */
        score_round(g);
        g->round++;
        start_round(g);
    }
}

int cs_play_move(struct sky_cityscape *g, int player, const sky_cityscape_move *m)
{
    int rc = check_move(g, player, m);

    if (rc < 0)
        return rc;
    if (m->height == 0)
        set_goals(g, m);
    else
        place(g, m->height, m->row * SKY_CITYSCAPE_SIZE + m->col);
    return SKY_OK;
}

int sky_cityscape_play(sky_cityscape *game, int player, sky_cityscape_move move)
{
    return IS_CITYSCAPE(game) ? cs_play_move(game, player, &move) : SKY_EINVAL;
}

/* Every placement in legal_moves' order, to be copied a height at a time. */
#define PLACEMENT(h, lot) { h, (lot) / SKY_CITYSCAPE_SIZE, (lot) % SKY_CITYSCAPE_SIZE, 0, { 0, 0, 0, 0 } }
#define PLACEMENTS_OF(h) \
    PLACEMENT(h, 0), PLACEMENT(h, 1), PLACEMENT(h, 2), PLACEMENT(h, 3), \
    PLACEMENT(h, 4), PLACEMENT(h, 5), PLACEMENT(h, 6), PLACEMENT(h, 7), \
    PLACEMENT(h, 8), PLACEMENT(h, 9), PLACEMENT(h, 10), PLACEMENT(h, 11), \
    PLACEMENT(h, 12), PLACEMENT(h, 13), PLACEMENT(h, 14), PLACEMENT(h, 15)
static const sky_cityscape_move placements[CS_MAX_PLACEMENTS] = {
    PLACEMENTS_OF(1), PLACEMENTS_OF(2), PLACEMENTS_OF(3), PLACEMENTS_OF(4),
    PLACEMENTS_OF(5)
};

static int list_placements(const struct sky_cityscape *g,
                           sky_cityscape_move *moves, size_t cap)
{
    const sky_cityscape_move *from;
    size_t n = 0, lot;
    int h;

    for (h = 1; h <= SKY_CITYSCAPE_MAX_BLOCK; h++) {
        if (g->supply[h] == 0)
            continue;
        from = placements + (h - 1) * SKY_CITYSCAPE_LOTS;
        /* Whole heights in a loop of constant length, which compilers
         * unroll; the last, cut one by one. */
        if (n + SKY_CITYSCAPE_LOTS <= cap) {
            for (lot = 0; lot < SKY_CITYSCAPE_LOTS; lot++)
                moves[n + lot] = from[lot];
        } else {
            for (lot = 0; n + lot < cap; lot++)
                moves[n + lot] = from[lot];
        }
        n += SKY_CITYSCAPE_LOTS;
    }
    return (int)n;
}

static int list_goal_settings(const struct sky_cityscape *g,
                              sky_cityscape_move *moves, size_t cap)
{
    int side = cs_first_unset_side(g), i;

    for (i = 0; i < CS_GOAL_SETTINGS && (size_t)i < cap; i++) {
        moves[i].height = 0;
        moves[i].row = 0;
        moves[i].col = 0;
        moves[i].side = side;
        cs_goal_codes(i, moves[i].codes);
    }
    return CS_GOAL_SETTINGS;
}

int sky_cityscape_legal_moves(const sky_cityscape *game,
                              sky_cityscape_move *moves, size_t cap)
{
    if (!IS_CITYSCAPE(game) || (!moves && cap > 0))
        return SKY_EINVAL;
    switch (cs_phase(game)) {
    case SKY_CITYSCAPE_PHASE_OVER: return 0;
    case SKY_CITYSCAPE_PHASE_GOALS: return list_goal_settings(game, moves, cap);
    default: return list_placements(game, moves, cap);
    }
}

/* ---- undo ------------------------------------------------------------- */

/* Reopens the round just scored, as it stood after its last placement. */
static void reopen_round(struct sky_cityscape *g)
{
    struct cs_round *r;
    int i;

    g->round--;
    r = &g->past[g->round];
    for (i = 0; i < g->players; i++)
        g->totals[i] -= r->scores[i];
    memcpy(g->city, r->city, sizeof g->city);
    memcpy(g->goals, r->goals, sizeof g->goals);
    memset(r, 0, sizeof *r);
    g->goals_set = g->sides;
    g->placed = SKY_CITYSCAPE_BLOCKS;
    g->builder = (cs_start_player(g, g->round) + SKY_CITYSCAPE_BLOCKS) % g->players;
    memset(g->supply, 0, sizeof g->supply);
}

static void unplace(struct sky_cityscape *g, uint16_t e)
{
    int height = CS_HIST_HEIGHT(e), lot = CS_HIST_LOT(e);

    if (g->placed == 0)
        reopen_round(g);
    g->city[lot] = (uint8_t)(g->city[lot] - height);
    g->supply[height]++;
    g->placed--;
    g->builder = (g->builder == 0 ? g->players : g->builder) - 1;
}

int sky_cityscape_undo(sky_cityscape *game)
{
    uint16_t e;

    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    e = CS_HIST(game)[--game->nhist];
    if (e & CS_HIST_GOAL) {
        int side = CS_HIST_SIDE(e);
        game->goals_set &= ~(1u << side);
        memset(game->goals[side], 0, sizeof game->goals[side]);
    } else {
        unplace(game, e);
    }
    CS_HIST(game)[game->nhist] = 0;
    return SKY_OK;
}

/* ---- the board and scores ----------------------------------------------- */

int sky_cityscape_height(const sky_cityscape *game, int row, int col)
{
    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    if (row < 0 || row >= SKY_CITYSCAPE_SIZE || col < 0 || col >= SKY_CITYSCAPE_SIZE)
        return SKY_EOFFBOARD;
    return game->city[row * SKY_CITYSCAPE_SIZE + col];
}

int sky_cityscape_board(const sky_cityscape *game, int heights[16])
{
    int i;

    if (!IS_CITYSCAPE(game) || !heights)
        return SKY_EINVAL;
    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        heights[i] = game->city[i];
    return SKY_OK;
}

int sky_cityscape_supply(const sky_cityscape *game, int height)
{
    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    if (height < 1 || height > SKY_CITYSCAPE_MAX_BLOCK)
        return SKY_EHEIGHT;
    return game->supply[height];
}

int sky_cityscape_scores(const sky_cityscape *game, int *scores, size_t cap)
{
    int p;

    if (!IS_CITYSCAPE(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    for (p = 0; p < game->players && (size_t)p < cap; p++)
        scores[p] = game->totals[p];
    return game->players;
}

static int check_past_round(const struct sky_cityscape *g, int round)
{
    return round < 0 || round >= g->round ? SKY_ERANGE : SKY_OK;
}

int sky_cityscape_round_score(const sky_cityscape *game, int round, int player)
{
    if (!IS_CITYSCAPE(game))
        return SKY_EINVAL;
    if (check_past_round(game, round) < 0 || player < 0 || player >= game->players)
        return SKY_ERANGE;
    return game->past[round].scores[player];
}

int sky_cityscape_round_board(const sky_cityscape *game, int round,
                              int heights[16])
{
    int i;

    if (!IS_CITYSCAPE(game) || !heights)
        return SKY_EINVAL;
    if (check_past_round(game, round) < 0)
        return SKY_ERANGE;
    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        heights[i] = game->past[round].city[i];
    return SKY_OK;
}

int sky_cityscape_round_goals(const sky_cityscape *game, int round, int side,
                              int codes[4])
{
    int i;

    if (!IS_CITYSCAPE(game) || !codes)
        return SKY_EINVAL;
    if (check_past_round(game, round) < 0 || cs_owner(game, side) < 0)
        return SKY_ERANGE;
    for (i = 0; i < 4; i++)
        codes[i] = game->past[round].goals[side][i];
    return SKY_OK;
}

/* CS-9: the most points wins; equal totals share the win. */
int sky_cityscape_winners(const sky_cityscape *game, unsigned *mask)
{
    int p, best = -1;

    if (!IS_CITYSCAPE(game) || !mask)
        return SKY_EINVAL;
    if (cs_phase(game) != SKY_CITYSCAPE_PHASE_OVER)
        return SKY_EPHASE;
    *mask = 0;
    for (p = 0; p < game->players; p++) {
        if (game->totals[p] > best) {
            best = game->totals[p];
            *mask = 0;
        }
        if (game->totals[p] == best)
            *mask |= 1u << p;
    }
    return SKY_OK;
}
