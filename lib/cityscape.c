/*
 * Cityscape: the match state, its rules and undo (CS-1..CS-9, CS-13).
 * Scoring lives in cityscape_score.c, text in cityscape_text.c, the
 * built-in players in cityscape_bot.c.
 */
#include <stdlib.h>
#include <string.h>

#include "cityscape_internal.h"

#define ALL_SIDES 0xFu

/* ---- setup ---------------------------------------------------------- */

int sky_cityscape_options_init(sky_cityscape_options *options)
{
    if (!options)
        return SKY_EINVAL;
    memset(options, 0, sizeof *options);
    options->size = sizeof *options;
    options->players = 2;
    return SKY_OK;
}

/* CS-9: one round per player, but four in the two-player game. */
static int default_rounds(int players)
{
    return players == 2 ? 4 : players;
}

static int check_options(const sky_cityscape_options *o)
{
    if (o->size < sizeof *o)
        return SKY_EINVAL;
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
    g->supply[0] = 0;
    for (h = 1; h <= SKY_CITYSCAPE_MAX_BLOCK; h++)
        g->supply[h] = SKY_CITYSCAPE_BLOCKS / SKY_CITYSCAPE_MAX_BLOCK;
}

int sky_cityscape_new(const sky_cityscape_options *options, sky_cityscape **out)
{
    sky_cityscape_options defaults;
    struct sky_cityscape *g;
    size_t bytes;
    int rounds, rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!options) {
        sky_cityscape_options_init(&defaults);
        options = &defaults;
    }
    rc = check_options(options);
    if (rc < 0)
        return rc;
    rounds = options->rounds ? options->rounds : default_rounds(options->players);
    bytes = sizeof *g + (size_t)rounds * sizeof(struct cs_round)
          + (size_t)rounds * CS_ACTIONS_PER_ROUND * sizeof(uint16_t);
    g = calloc(1, bytes);
    if (!g)
        return SKY_ENOMEM;
    g->bytes = bytes;
    g->players = options->players;
    g->rounds = rounds;
    g->first = options->first_player;
    g->sides = options->players == 3 ? 0x7u : ALL_SIDES; /* CS-4 */
    start_round(g);
    *out = g;
    return SKY_OK;
}

void sky_cityscape_free(sky_cityscape *game)
{
    free(game);
}

int sky_cityscape_clone(const sky_cityscape *game, sky_cityscape **out)
{
    struct sky_cityscape *copy;

    if (!game || !out)
        return SKY_EINVAL;
    copy = malloc(game->bytes);
    if (!copy) {
        *out = NULL;
        return SKY_ENOMEM;
    }
    memcpy(copy, game, game->bytes);
    *out = copy;
    return SKY_OK;
}

/* ---- who and when --------------------------------------------------- */

/* CS-4: 4 players sit at sides 0..3; 3 leave E empty; 2 share the diagonal. */
int cs_owner(const struct sky_cityscape *g, int side)
{
    if (side < 0 || side > 3 || !(g->sides & (1u << side)))
        return SKY_ERANGE;
    return g->players == 2 ? side / 2 : side;
}

int cs_start_player(const struct sky_cityscape *g, int round)
{
    return (g->first + round) % g->players;   /* CS-9 */
}

int cs_phase(const struct sky_cityscape *g)
{
    if (g->round >= g->rounds)
        return SKY_CITYSCAPE_OVER;
    return g->goals_set == g->sides ? SKY_CITYSCAPE_BUILDING : SKY_CITYSCAPE_GOALS;
}

static int to_move(const struct sky_cityscape *g)
{
    return (cs_start_player(g, g->round) + g->placed) % g->players; /* CS-7 */
}

int sky_cityscape_players(const sky_cityscape *game)
{
    return game ? game->players : SKY_EINVAL;
}

int sky_cityscape_rounds(const sky_cityscape *game)
{
    return game ? game->rounds : SKY_EINVAL;
}

int sky_cityscape_round(const sky_cityscape *game)
{
    return game ? game->round : SKY_EINVAL;
}

int sky_cityscape_phase(const sky_cityscape *game)
{
    return game ? cs_phase(game) : SKY_EINVAL;
}

int sky_cityscape_to_move(const sky_cityscape *game)
{
    if (!game)
        return SKY_EINVAL;
    switch (cs_phase(game)) {
    case SKY_CITYSCAPE_OVER: return SKY_EOVER;
    case SKY_CITYSCAPE_GOALS: return SKY_EPHASE;
    default: return to_move(game);
    }
}

int sky_cityscape_side_owner(const sky_cityscape *game, int side)
{
    return game ? cs_owner(game, side) : SKY_EINVAL;
}

/* ---- goals (CS-6) ----------------------------------------------------- */

int sky_cityscape_check_goals(const sky_cityscape *game, int side,
                              const int codes[4])
{
    int i;

    if (!game || !codes)
        return SKY_EINVAL;
    if (cs_phase(game) == SKY_CITYSCAPE_OVER)
        return SKY_EOVER;
    if (cs_owner(game, side) < 0)
        return SKY_ERANGE;
    if (game->goals_set & (1u << side))
        return SKY_EGOALSSET;
    for (i = 0; i < 4; i++)
        if (codes[i] < 1 || codes[i] > SKY_CITYSCAPE_CODES)
            return SKY_ECODE;
    return SKY_OK;
}

int sky_cityscape_set_goals(sky_cityscape *game, int side, const int codes[4])
{
    int i, rc = sky_cityscape_check_goals(game, side, codes);

    if (rc < 0)
        return rc;
    for (i = 0; i < 4; i++)
        game->goals[side][i] = (uint8_t)codes[i];
    game->goals_set |= 1u << side;
    CS_HIST(game)[game->nhist++] = (uint16_t)(CS_HIST_GOAL | (unsigned)side);
    return SKY_OK;
}

int sky_cityscape_goals(const sky_cityscape *game, int side, int viewer,
                        int codes[4])
{
    int i, owner;

    if (!game || !codes)
        return SKY_EINVAL;
    owner = cs_owner(game, side);
    if (owner < 0)
        return owner;
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= game->players))
        return SKY_ERANGE;
    /* The current round's goals are secret from other players (CS-6). */
    if (viewer != SKY_VIEW_ALL && viewer != owner && cs_phase(game) != SKY_CITYSCAPE_OVER) {
        memset(codes, 0, 4 * sizeof *codes);
        return SKY_EHIDDEN;
    }
    for (i = 0; i < 4; i++)
        codes[i] = cs_phase(game) == SKY_CITYSCAPE_OVER
                 ? game->past[game->rounds - 1].goals[side][i]
                 : game->goals[side][i];
    return SKY_OK;
}

/* ---- building (CS-7, CS-8) ------------------------------------------- */

/* The checks every placement passes, in the order a player would ask. */
static int check_move(const struct sky_cityscape *g, int player,
                      sky_cityscape_move m)
{
    switch (cs_phase(g)) {
    case SKY_CITYSCAPE_OVER: return SKY_EOVER;
    case SKY_CITYSCAPE_GOALS: return SKY_ENOGOALS;
    default: break;
    }
    if (player < 0 || player >= g->players)
        return SKY_ERANGE;
    if (player != to_move(g))
        return SKY_ETURN;
    if (m.height < 1 || m.height > SKY_CITYSCAPE_MAX_BLOCK)
        return SKY_EHEIGHT;
    if (m.row < 0 || m.row >= SKY_CITYSCAPE_SIZE || m.col < 0 || m.col >= SKY_CITYSCAPE_SIZE)
        return SKY_EOFFBOARD;
    if (g->supply[m.height] == 0)
        return SKY_ENOBLOCK;
    return SKY_OK;
}

int sky_cityscape_check(const sky_cityscape *game, int player,
                        sky_cityscape_move move)
{
    return game ? check_move(game, player, move) : SKY_EINVAL;
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
    CS_HIST(g)[g->nhist++] = CS_HIST_PLACE(height, lot);
    if (g->placed == SKY_CITYSCAPE_BLOCKS) {   /* CS-8 */
        score_round(g);
        g->round++;
        start_round(g);
    }
}

int sky_cityscape_play(sky_cityscape *game, int player, sky_cityscape_move move)
{
    int rc = sky_cityscape_check(game, player, move);

    if (rc < 0)
        return rc;
    place(game, move.height, move.row * SKY_CITYSCAPE_SIZE + move.col);
    return SKY_OK;
}

int sky_cityscape_legal_moves(const sky_cityscape *game,
                              sky_cityscape_move *moves, size_t cap)
{
    int h, lot, n = 0;

    if (!game || (!moves && cap > 0))
        return SKY_EINVAL;
    if (cs_phase(game) == SKY_CITYSCAPE_OVER)
        return 0;
    if (cs_phase(game) == SKY_CITYSCAPE_GOALS)
        return 0;
    for (h = 1; h <= SKY_CITYSCAPE_MAX_BLOCK; h++) {
        if (game->supply[h] == 0)
            continue;
        for (lot = 0; lot < SKY_CITYSCAPE_LOTS; lot++, n++) {
            if ((size_t)n < cap) {
                moves[n].height = h;
                moves[n].row = lot / SKY_CITYSCAPE_SIZE;
                moves[n].col = lot % SKY_CITYSCAPE_SIZE;
            }
        }
    }
    return n;
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
}

int sky_cityscape_undo(sky_cityscape *game)
{
    uint16_t e;

    if (!game)
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
    if (!game)
        return SKY_EINVAL;
    if (row < 0 || row >= SKY_CITYSCAPE_SIZE || col < 0 || col >= SKY_CITYSCAPE_SIZE)
        return SKY_EOFFBOARD;
    return game->city[row * SKY_CITYSCAPE_SIZE + col];
}

int sky_cityscape_board(const sky_cityscape *game, int heights[16])
{
    int i;

    if (!game || !heights)
        return SKY_EINVAL;
    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        heights[i] = game->city[i];
    return SKY_OK;
}

int sky_cityscape_supply(const sky_cityscape *game, int height)
{
    if (!game)
        return SKY_EINVAL;
    if (height < 1 || height > SKY_CITYSCAPE_MAX_BLOCK)
        return SKY_EHEIGHT;
    return game->supply[height];
}

int sky_cityscape_score(const sky_cityscape *game, int player)
{
    if (!game)
        return SKY_EINVAL;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    return game->totals[player];
}

static int check_past_round(const struct sky_cityscape *g, int round)
{
    return round < 0 || round >= g->round ? SKY_ERANGE : SKY_OK;
}

int sky_cityscape_round_score(const sky_cityscape *game, int round, int player)
{
    if (!game)
        return SKY_EINVAL;
    if (check_past_round(game, round) < 0 || player < 0 || player >= game->players)
        return SKY_ERANGE;
    return game->past[round].scores[player];
}

int sky_cityscape_round_board(const sky_cityscape *game, int round,
                              int heights[16])
{
    int i;

    if (!game || !heights)
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

    if (!game || !codes)
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

    if (!game || !mask)
        return SKY_EINVAL;
    if (cs_phase(game) != SKY_CITYSCAPE_OVER)
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
