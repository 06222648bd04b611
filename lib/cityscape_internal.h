/*
 * Cityscape: the handle's layout, shared by the module's files only.
 */
#ifndef SKYLINE_CITYSCAPE_INTERNAL_H
#define SKYLINE_CITYSCAPE_INTERNAL_H

#include <skyline/cityscape.h>

#include "handle.h"

/* The most placements of a building turn: 5 heights x 16 lots. */
#define CS_MAX_PLACEMENTS (SKY_CITYSCAPE_MAX_BLOCK * SKY_CITYSCAPE_LOTS)
/* The goal settings of one side: codes 1..6 on four lines. */
#define CS_GOAL_SETTINGS 1296

/* Goal settings per round: at most one per side. */
#define CS_ACTIONS_PER_ROUND (SKY_CITYSCAPE_BLOCKS + 4)

/*
 * One history entry.  Goal settings store the side; placements store
 * height and lot.  Undo and the text record both replay this list.
 */
#define CS_HIST_GOAL 0x8000u
#define CS_HIST_PLACE(h, lot) ((uint16_t)(((h) << 4) | (lot)))
#define CS_HIST_HEIGHT(e) ((int)((e) >> 4) & 7)
#define CS_HIST_LOT(e) ((int)(e) & 15)
#define CS_HIST_SIDE(e) ((int)(e) & 3)

/* What is kept of each round once it is scored. */
struct cs_round {
    uint8_t goals[4][4];    /* per side, per line; 0 = side not in play */
    uint8_t city[16];       /* final heights, row-major */
    int16_t scores[4];      /* per player */
};

struct sky_cityscape {
    uint32_t tag;           /* TAG_cityscape (handle.h) */
    size_t bytes;           /* size of this allocation, for clone */
    int players;
    int rounds;
    int first;              /* starts round 0 */
    int round;              /* 0-based; == rounds when the match is over */
    int placed;             /* blocks placed this round */
    int builder;            /* (round's start player + placed) % players */
    unsigned sides;         /* bit s set: side s is in play */
    unsigned goals_set;     /* bit s set: side s has goals this round */
    uint8_t goals[4][4];
    uint8_t city[16];       /* heights, row-major; 0 = vacant */
    uint8_t supply[SKY_CITYSCAPE_MAX_BLOCK + 1]; /* index = block height */
    int totals[4];
    size_t nhist;           /* entries used in the history */
    struct cs_round past[]; /* `rounds` entries, then the history */
};

/* The history: rounds * CS_ACTIONS_PER_ROUND entries after past[]. */
#define CS_HIST(g) ((uint16_t *)((g)->past + (g)->rounds))

/*
 * Internal helpers shared by the module's files.  CS-4: 4 players sit at
 * sides 0..3; 3 leave E empty; 2 share the diagonal.  Inline: the
 * search's play-outs ask it for every side of every placement.
 */
static inline int cs_owner(const struct sky_cityscape *g, int side)
{
    if (side < 0 || side > 3 || !(g->sides & (1u << side)))
        return SKY_ERANGE;
    return g->players == 2 ? side / 2 : side;
}

int cs_start_player(const struct sky_cityscape *g, int round);
int cs_phase(const struct sky_cityscape *g);
/* The first side in play (S, W, N, E order) without goals, or -1. */
int cs_first_unset_side(const struct sky_cityscape *g);
/* The player to move, or SKY_EOVER (sky_cityscape_to_move unchecked). */
int cs_to_move(const struct sky_cityscape *g);
/* sky_cityscape_check and _play on a valid handle, the move by address. */
int cs_check_move(const struct sky_cityscape *g, int player, const sky_cityscape_move *m);
int cs_play_move(struct sky_cityscape *g, int player, const sky_cityscape_move *m);
/* The goal setting number `index` (0..1295) of legal_moves' order. */
void cs_goal_codes(int index, int codes[4]);

/*
 * Scoring on plain heights, unchecked (cityscape_score.c).  The line
 * scorers are inline: the search's play-outs score millions of lines a
 * second, and a call costs as much as the scoring.  They compare without
 * branching: on random cities each comparison is a coin toss that a
 * branch would mispredict.
 */

/* Lot index of position i (near to far) on line `line` seen from `side` (CS-5). */
extern const unsigned char cs_line_lots[4][4][4];

static inline int cs_line_lot(int side, int line, int i)
{
    return cs_line_lots[side][line][i];
}

static inline int cs_max(int a, int b)
{
    return a > b ? a : b;
}

/* CS-10: the buildings strictly taller than every one in front (heights >= 0). */
static inline int cs_visible(const int h[4])
{
    int front2 = cs_max(h[0], h[1]), front3 = cs_max(front2, h[2]);

    return (h[0] > 0) + (h[1] > h[0]) + (h[2] > front2) + (h[3] > front3);
}

/*
 * CS-11: 10 for each seen building (nothing strictly taller in front) as
 * tall as another seen one.  Seen heights never fall along the line, so
 * equal ones form runs: a run starts with a building taller than all in
 * front, and every later building as tall as the tallest so far joins
 * it.  A run with joiners scores 10 for each of them and 10 for its
 * start; consecutive joiners of one height are one run.
 */
static inline int cs_raised_view_points(const int h[4])
{
    int i, joins, tallest = h[0], joined = 0, joiners = 0, runs = 0;

    for (i = 1; i < 4; i++) {
        joins = (h[i] > 0) & (h[i] == tallest);
        runs += joins & (h[i] != joined);
        joined = joins ? h[i] : joined;
        joiners += joins;
        tallest = cs_max(tallest, h[i]);
    }
    return 10 * (joiners + runs);
}

/* CS-12: 25 if a building of the line is as tall as the city's tallest. */
static inline int cs_tallest_points(const int h[4], int city_tallest)
{
    int i, holds = 0;

    for (i = 0; i < 4; i++)
        holds |= (h[i] > 0) & (h[i] == city_tallest);
    return 25 * holds;
}

/* A line's points for one code (CS-10..CS-12). */
static inline int cs_line_points(const int h[4], int code, int city_tallest)
{
    if (code <= 4)
        return 10 * code * (cs_visible(h) == code);
    if (code == 5)
        return cs_raised_view_points(h);
    return cs_tallest_points(h, city_tallest);
}

int cs_side_points(const int city[16], int side, const int codes[4], int tallest);

/* sky_game_observation() (cityscape_observation.c): its floats, and the encoder. */
#define CS_OBSERVATION_SIZE 187
struct obs_writer;
void cs_observe(const void *state, int viewer, struct obs_writer *w);

/*
 * The search player's knowledge (cityscape_bot.c), for game_cityscape.c's
 * hooks: the goal settings its tree tries (indices of cs_goal_codes), the
 * placements it tries at its root, its play-outs' move, the goals of the
 * sides `viewer` cannot see drawn by how well they fit the rivals'
 * placements this round, and its evaluation between rounds.
 */
int cs_goal_shortlist(int *settings, size_t cap);
/* A play-out placement is the best of this many random ones (measured
 * against greedy, 32 games: 4 won 33 %, 8 won 47 %, 16 won 28 % of 16). */
#define CS_ROLLOUT_TRIES 8
void cs_rollout_move(const struct sky_cityscape *g, sky_rng *rng, sky_cityscape_move *move);
/* The `keep` placements the greedy bot ranks best for the player to move, best first. */
int cs_placement_shortlist(const struct sky_cityscape *g, int keep, sky_cityscape_move *out);
void cs_infer_goals(const struct sky_cityscape *g, int viewer, sky_rng *rng,
                    uint8_t goals[4][4]);

/* Between rounds, each player's chance to win from the totals (the search's evaluation). */
int cs_evaluate(const struct sky_cityscape *g, double *rewards);

/* sky_cityscape_bot_move(SKY_BOT_SEARCH): the search's action as a move (game_cityscape.c). */
int cs_search_move(const struct sky_cityscape *g, sky_rng *rng, sky_cityscape_move *move);

#endif /* SKYLINE_CITYSCAPE_INTERNAL_H */
