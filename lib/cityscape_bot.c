/*
 * Cityscape's built-in players (enum sky_bot).  A bot only suggests: it
 * reads a const game and sees what its player may see, namely the city,
 * the supply, its own goals and who placed what this round.
 *
 * The greedy bot sets, per line, the code that scores best on random
 * finished cities.  For a placement it infers the other sides' goals from
 * their placements so far, then scores each candidate on random finishes
 * of the round: its own points less what it expects the rivals to make.
 */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "cityscape_internal.h"
#include "lead.h"
#include "rng_internal.h"

#define LINES 4
#define SIDES 4
/* Codes are 1..6; arrays indexed by code keep slot 0 unused. */
#define CODE_SLOTS (SKY_CITYSCAPE_CODES + 1)
/* Fixed point for a code's inferred probability: WEIGHT_ONE = certain. */
#define WEIGHT_ONE 1024
/* Random finished cities the greedy bot scores to pick its goals. */
#define GOAL_SAMPLES 256
/* Evidence about a rival's code is kept in 1/EVIDENCE_UNIT points. */
#define EVIDENCE_UNIT 8
/* A code's weight halves for each HALVING_POINTS of evidence against it. */
#define HALVING_POINTS 10
/* Random finishes of the round every candidate placement is scored on,
 * then the SHORTLIST best are scored on MORE_ROLLOUTS more. */
#define FIRST_ROLLOUTS 16
#define SHORTLIST 8
#define MORE_ROLLOUTS 48
/* The codes that are not a visible count (CS-11, CS-12). */
#define CODE_PAIRS 5
#define CODE_TALLEST 6

/* Where each side's lines lie (CS-5), looked up once per call. */
struct line_map {
    int lot[SIDES][LINES][LINES];          /* near to far */
    int line[SIDES][SKY_CITYSCAPE_LOTS];   /* a side's one line through a lot */
    int pos[SIDES][SKY_CITYSCAPE_LOTS];    /* and the lot's place on it */
};

/*
 * What the greedy bot knows while it picks a placement.  A line is worth
 * the sum over codes of weight x points: its own sides' lines weigh their
 * code WEIGHT_ONE, rivals' lines weigh each code minus its inferred
 * probability (shared among the rivals), unused sides nothing.
 */
struct bot_view {
    unsigned sides;                          /* sides in play */
    int weight[SIDES][LINES][CODE_SLOTS];
    struct line_map map;
};

static int valid_bot(int bot)
{
    return bot == SKY_BOT_RANDOM || bot == SKY_BOT_GREEDY;
}

static int tallest_of(const int city[SKY_CITYSCAPE_LOTS])
{
    int i, tallest = 0;

    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        if (city[i] > tallest)
            tallest = city[i];
    return tallest;
}

static int tallest_of_bytes(const uint8_t city[SKY_CITYSCAPE_LOTS])
{
    int i, tallest = 0;

    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        if (city[i] > tallest)
            tallest = city[i];
    return tallest;
}

static void map_lines(struct line_map *m)
{
    int side, line, i, lot;

    for (side = 0; side < SIDES; side++) {
        for (line = 0; line < LINES; line++) {
            for (i = 0; i < LINES; i++) {
                lot = cs_line_lot(side, line, i);
                m->lot[side][line][i] = lot;
                m->line[side][lot] = line;
                m->pos[side][lot] = i;
            }
        }
    }
}

static void line_heights(const struct line_map *m, const int city[SKY_CITYSCAPE_LOTS],
                         int side, int line, int h[LINES])
{
    int i;

    for (i = 0; i < LINES; i++)
        h[i] = city[m->lot[side][line][i]];
}

/*
 * Every code's points on one line (cs_line_points of each): codes 1..4
 * share one visible count, so this costs about what two codes would.
 */
static inline void code_points(const int h[LINES], int tallest, int points[CODE_SLOTS])
{
    int visible = cs_visible(h), code;

    points[0] = 0;
    for (code = 1; code < CODE_PAIRS; code++)
        points[code] = 10 * code * (visible == code);
    points[CODE_PAIRS] = cs_raised_view_points(h);
    points[CODE_TALLEST] = cs_tallest_points(h, tallest);
}

/* Uniform choice among equals: the k-th equal replaces the pick with 1/k. */
static int take_tie(sky_rng *rng, int *ties)
{
    return rng_below(rng, (uint32_t)++*ties) == 0;
}

/* ---- goals ------------------------------------------------------------- */

/* A city as random play would finish it: every block on a random lot. */
static void random_city(sky_rng *rng, int city[SKY_CITYSCAPE_LOTS])
{
    int b;

    for (b = 0; b < SKY_CITYSCAPE_LOTS; b++)
        city[b] = 0;
    for (b = 0; b < SKY_CITYSCAPE_BLOCKS; b++)
        city[rng_below(rng, SKY_CITYSCAPE_LOTS)] += 1 + b % SKY_CITYSCAPE_MAX_BLOCK;
}

/* Per line, the code that scores best on average over random cities. */
static void greedy_goals(int side, sky_rng *rng, int codes[LINES])
{
    long total[LINES][CODE_SLOTS] = { { 0 } };
    int city[SKY_CITYSCAPE_LOTS], h[LINES], points[CODE_SLOTS], k, line, code, tallest, ties;
    struct line_map map;

    map_lines(&map);
    for (k = 0; k < GOAL_SAMPLES; k++) {
        random_city(rng, city);
        tallest = tallest_of(city);
        for (line = 0; line < LINES; line++) {
            line_heights(&map, city, side, line, h);
            code_points(h, tallest, points);
            for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
                total[line][code] += points[code];
        }
    }
    for (line = 0; line < LINES; line++) {
        codes[line] = 1;
        ties = 1;
        for (code = 2; code <= SKY_CITYSCAPE_CODES; code++) {
            if (total[line][code] > total[line][codes[line]]) {
                codes[line] = code;
                ties = 1;
            } else if (total[line][code] == total[line][codes[line]] && take_tie(rng, &ties)) {
                codes[line] = code;
            }
        }
    }
}

/* Goals for `side`: the greedy bot's, or four uniform codes. */
static void bot_goals(int side, int bot, sky_rng *rng, int codes[LINES])
{
    int line;

    if (bot == SKY_BOT_GREEDY) {
        greedy_goals(side, rng, codes);
        return;
    }
    for (line = 0; line < LINES; line++)
        codes[line] = 1 + (int)rng_below(rng, SKY_CITYSCAPE_CODES);
}

/* ---- inferring the rivals' goals --------------------------------------- */

/*
 * The points of every code on (side, line), given `base`, its points now,
 * once a block of `height` is on `lot`.
 */
static void points_after(const struct line_map *m, const int city[SKY_CITYSCAPE_LOTS],
                         int tallest, int side, int line, int lot, int height,
                         const int base[CODE_SLOTS], int points[CODE_SLOTS])
{
    int h[LINES], code;

    if (m->line[side][lot] != line) {
        for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
            points[code] = base[code];
        /* A new tallest building elsewhere takes code 6 from this line. */
        if (city[lot] + height > tallest)
            points[CODE_TALLEST] = 0;
        return;
    }
    line_heights(m, city, side, line, h);
    h[m->pos[side][lot]] += height;
    if (city[lot] + height > tallest)
        tallest = city[lot] + height;
    code_points(h, tallest, points);
}

/*
 * Adds to each code's evidence on (side, line) how much better it scored
 * after the placement made than on average over every placement the
 * mover could have made instead, in 1/EVIDENCE_UNIT points: a player
 * chasing a code makes moves that score well for it.
 */
static void weigh_line(const struct line_map *m, const int city[SKY_CITYSCAPE_LOTS],
                       const int supply[], int side, int line, int lot, int height,
                       int evidence[CODE_SLOTS])
{
    long sum[CODE_SLOTS] = { 0 };
    int h[LINES], base[CODE_SLOTS], points[CODE_SLOTS], actual[CODE_SLOTS];
    int tallest = tallest_of(city), n = 0, b, x, code;

    line_heights(m, city, side, line, h);
    code_points(h, tallest, base);
    for (b = 1; b <= SKY_CITYSCAPE_MAX_BLOCK; b++) {
        if (supply[b] == 0)
            continue;
        for (x = 0; x < SKY_CITYSCAPE_LOTS; x++, n++) {
            points_after(m, city, tallest, side, line, x, b, base, points);
            for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
                sum[code] += points[code];
        }
    }
    points_after(m, city, tallest, side, line, lot, height, base, actual);
    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
        evidence[code] += (int)(((long)n * actual[code] - sum[code]) * EVIDENCE_UNIT / n);
}

/*
 * A rival line's weights from the evidence: minus each code's probability,
 * divided among the `rivals`.  A code's probability halves for every
 * HALVING_POINTS it is behind the best code's (in integers, so every
 * platform agrees).
 */
static void rival_weights(const int evidence[CODE_SLOTS], int rivals,
                          int weight[CODE_SLOTS])
{
    static const int quarter_steps[4] = { 1024, 861, 724, 609 }; /* 1024 * 2^(-k/4) */
    int code, best = INT_MIN, sum = 0, steps;

    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
        if (evidence[code] > best)
            best = evidence[code];
    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++) {
        steps = (best - evidence[code]) * 4 / (HALVING_POINTS * EVIDENCE_UNIT);
        weight[code] = steps >= 4 * 30 ? 0 : quarter_steps[steps % 4] >> (steps / 4);
        sum += weight[code];
    }
    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
        weight[code] = -weight[code] * WEIGHT_ONE / (sum * rivals);
}

/* Replays this round's placements, weighing each rival one. */
static void infer_rivals(const sky_cityscape *game, int player, struct bot_view *v)
{
    int evidence[SIDES][LINES][CODE_SLOTS] = { { { 0 } } };
    int city[SKY_CITYSCAPE_LOTS] = { 0 };
    int supply[SKY_CITYSCAPE_MAX_BLOCK + 1];
    const uint16_t *hist = CS_HIST(game) + game->nhist - (size_t)game->placed;
    int start = cs_start_player(game, game->round), i, side, line;

    for (i = 0; i <= SKY_CITYSCAPE_MAX_BLOCK; i++)
        supply[i] = SKY_CITYSCAPE_BLOCKS / SKY_CITYSCAPE_MAX_BLOCK;
    for (i = 0; i < game->placed; i++) {
        int mover = (start + i) % game->players;
        int lot = CS_HIST_LOT(hist[i]), height = CS_HIST_HEIGHT(hist[i]);

        for (side = 0; side < SIDES && mover != player; side++)
            if (cs_owner(game, side) == mover)
                for (line = 0; line < LINES; line++)
                    weigh_line(&v->map, city, supply, side, line, lot, height,
                               evidence[side][line]);
        city[lot] += height;
        supply[height]--;
    }
    for (side = 0; side < SIDES; side++) {
        if (cs_owner(game, side) < 0 || cs_owner(game, side) == player)
            continue;
        for (line = 0; line < LINES; line++)
            rival_weights(evidence[side][line], game->players - 1, v->weight[side][line]);
    }
}

/* ---- choosing a placement --------------------------------------------- */

static void load_view(const sky_cityscape *game, int player, struct bot_view *v)
{
    int side, line, codes[LINES], owner;

    memset(v->weight, 0, sizeof v->weight);
    map_lines(&v->map);
    v->sides = 0;
    for (side = 0; side < SIDES; side++) {
        owner = cs_owner(game, side);
        if (owner >= 0)
            v->sides |= 1u << side;
        if (owner == player && sky_cityscape_goals(game, side, player, codes) == SKY_OK)
            for (line = 0; line < LINES; line++)
                v->weight[side][line][codes[line]] = WEIGHT_ONE;
    }
    infer_rivals(game, player, v);
}

/* A line's worth without code 6, the one part that depends on the rest
 * of the city. */
static long shape_worth(const struct bot_view *v, int side, int line, const int h[LINES])
{
    const int *weight = v->weight[side][line];
    int visible = cs_visible(h);    /* of codes 1..4, only this one scores: 10 x visible */
    long worth = 0;

    if (visible > 0)
        worth += (long)weight[visible] * 10 * visible;
    if (weight[CODE_PAIRS])
        worth += (long)weight[CODE_PAIRS] * cs_raised_view_points(h);
    return worth;
}

static long tallest_worth(const struct bot_view *v, int side, int line,
                          const int h[LINES], int tallest)
{
    int weight = v->weight[side][line][CODE_TALLEST];

    return weight ? (long)weight * cs_tallest_points(h, tallest) : 0;
}

/* A finished city with every line's worth kept, so that trying a block
 * on it re-scores only the four lines through that lot. */
struct scored_city {
    int city[SKY_CITYSCAPE_LOTS];
    int tallest;
    long worth;                      /* all lines */
    long tallest_part;               /* the code-6 part of `worth` */
    long line[SIDES][LINES];
    long line_tallest[SIDES][LINES];
};

static void score_city(const struct bot_view *v, struct scored_city *c)
{
    int side, line, h[LINES];

    c->tallest = tallest_of(c->city);
    c->worth = c->tallest_part = 0;
    for (side = 0; side < SIDES; side++) {
        if (!(v->sides & (1u << side)))
            continue;
        for (line = 0; line < LINES; line++) {
            line_heights(&v->map, c->city, side, line, h);
            c->line_tallest[side][line] = tallest_worth(v, side, line, h, c->tallest);
            c->line[side][line] = shape_worth(v, side, line, h) + c->line_tallest[side][line];
            c->worth += c->line[side][line];
            c->tallest_part += c->line_tallest[side][line];
        }
    }
}

/* The worth of c's city with a block of `height` added on `lot`. */
static long placement_worth(const struct bot_view *v, const struct scored_city *c,
                            int lot, int height)
{
    int new_height = c->city[lot] + height, topped = new_height > c->tallest;
    int tallest = topped ? new_height : c->tallest, side, line, h[LINES];
    long worth = c->worth;

    /* A new tallest building takes code 6 from every line without it. */
    if (topped)
        worth -= c->tallest_part;
    for (side = 0; side < SIDES; side++) {
        if (!(v->sides & (1u << side)))
            continue;
        line = v->map.line[side][lot];
        worth -= c->line[side][line] - (topped ? c->line_tallest[side][line] : 0);
        line_heights(&v->map, c->city, side, line, h);
        h[v->map.pos[side][lot]] += height;
        worth += shape_worth(v, side, line, h) + tallest_worth(v, side, line, h, tallest);
    }
    return worth;
}

/*
 * The city once the blocks left, but for one of height `used`, are on
 * the lots drawn for them.  Block k of the supply in height order always
 * gets lots[k], so finishes for different `used` differ in one block.
 */
static void finish_city(const int city[SKY_CITYSCAPE_LOTS], const int supply[],
                        int used, const uint8_t lots[], int out[SKY_CITYSCAPE_LOTS])
{
    int b, k = 0, i, left;

    for (i = 0; i < SKY_CITYSCAPE_LOTS; i++)
        out[i] = city[i];
    for (b = 1; b <= SKY_CITYSCAPE_MAX_BLOCK; b++)
        for (left = supply[b]; left > 0; left--, k++)
            if (b != used || left != 1)
                out[lots[k]] += b;
}

/* The blocks still to be placed this round. */
struct stock {
    int city[SKY_CITYSCAPE_LOTS];
    int supply[SKY_CITYSCAPE_MAX_BLOCK + 1];
    int left;
};

/*
 * Adds to worth[i] of each candidate still in the running its worth on
 * `rollouts` random finishes of the round: the city counts only once
 * every block is down, and random finishes favour what is hard to spoil.
 * All candidates are tried on the same finishes, so that the comparison
 * between them is less noisy.
 */
static void add_rollouts(const struct bot_view *v, const struct stock *st, sky_rng *rng,
                         int rollouts, const sky_cityscape_move *moves,
                         const int running[], int n, long worth[])
{
    uint8_t lots[SKY_CITYSCAPE_BLOCKS];
    struct scored_city finished;
    int b, j, k, i, wanted[SKY_CITYSCAPE_MAX_BLOCK + 1] = { 0 };

    for (i = 0; i < n; i++)
        wanted[moves[i].height] |= running[i];
    for (j = 0; j < rollouts; j++) {
        for (k = 0; k < st->left; k++)
            lots[k] = (uint8_t)rng_below(rng, SKY_CITYSCAPE_LOTS);
        for (b = 1; b <= SKY_CITYSCAPE_MAX_BLOCK; b++) {
            if (!wanted[b])
                continue;
            finish_city(st->city, st->supply, b, lots, finished.city);
            score_city(v, &finished);
            for (i = 0; i < n; i++)
                if (running[i] && moves[i].height == b)
                    worth[i] += placement_worth(v, &finished,
                                                moves[i].row * SKY_CITYSCAPE_SIZE + moves[i].col, b);
        }
    }
}

/* Keeps in the running only the `keep` candidates worth most so far. */
static void shortlist(const long worth[], int n, int keep, int running[])
{
    int i, k, best;

    for (i = 0; i < n; i++)
        running[i] = 0;
    for (k = 0; k < keep && k < n; k++) {
        best = -1;
        for (i = 0; i < n; i++)
            if (!running[i] && (best < 0 || worth[i] > worth[best]))
                best = i;
        running[best] = 1;
    }
}

/*
 * Every candidate is scored on a few random finishes, then the `keep`
 * most promising ones on many more (running[i] says which): the choice
 * between good moves is where the noise of a few finishes costs.
 */
static void score_placements(const sky_cityscape *game, int player, sky_rng *rng,
                             const sky_cityscape_move *moves, int n, int keep,
                             long worth[], int running[])
{
    struct bot_view view;
    struct stock st;
    int i, b;

    load_view(game, player, &view);
    sky_cityscape_board(game, st.city);
    st.left = 0;
    for (b = 1; b <= SKY_CITYSCAPE_MAX_BLOCK; b++) {
        st.supply[b] = sky_cityscape_supply(game, b);
        st.left += st.supply[b];
    }
    for (i = 0; i < n; i++) {
        worth[i] = 0;
        running[i] = 1;
    }
    /* With the last block there is nothing left to draw. */
    if (st.left == 1) {
        add_rollouts(&view, &st, rng, 1, moves, running, n, worth);
    } else {
        add_rollouts(&view, &st, rng, FIRST_ROLLOUTS, moves, running, n, worth);
        shortlist(worth, n, keep, running);
        add_rollouts(&view, &st, rng, MORE_ROLLOUTS, moves, running, n, worth);
    }
}

static int greedy_move(const sky_cityscape *game, int player, sky_rng *rng,
                       const sky_cityscape_move *moves, int n)
{
    long worth[CS_MAX_PLACEMENTS];
    int running[CS_MAX_PLACEMENTS], i, pick = -1, ties = 0;

    score_placements(game, player, rng, moves, n, SHORTLIST, worth, running);
    for (i = 0; i < n; i++) {
        if (!running[i])
            continue;
        if (pick < 0 || worth[i] > worth[pick]) {
            pick = i;
            ties = 1;
        } else if (worth[i] == worth[pick] && take_tie(rng, &ties)) {
            pick = i;
        }
    }
    return pick;
}

/*
 * The `keep` placements greedy_move would rank first for the player to
 * move, best first, from what it sees (its goals, the placements): the
 * finishes are drawn from the visible history, so the list depends on
 * nothing hidden and is the same for the same position.
 */
int cs_placement_shortlist(const struct sky_cityscape *g, int keep,
                           sky_cityscape_move *out)
{
    sky_cityscape_move moves[CS_MAX_PLACEMENTS];
    long worth[CS_MAX_PLACEMENTS];
    int running[CS_MAX_PLACEMENTS], taken[CS_MAX_PLACEMENTS] = { 0 };
    int n = sky_cityscape_legal_moves(g, moves, CS_MAX_PLACEMENTS), i, k, best;
    const uint16_t *hist = CS_HIST(g);
    uint64_t seed = 0x9e3779b97f4a7c15u ^ (uint64_t)g->nhist;
    sky_rng rng;

    for (i = 0; i < (int)g->nhist; i++)
        seed = (seed ^ hist[i]) * 0x100000001b3u;
    sky_rng_seed(&rng, seed);
    score_placements(g, cs_to_move(g), &rng, moves, n, keep > SHORTLIST ? keep : SHORTLIST,
                     worth, running);
    for (k = 0; k < keep && k < n; k++) {
        best = -1;
        for (i = 0; i < n; i++)
            if (running[i] && !taken[i] && (best < 0 || worth[i] > worth[best]))
                best = i;
        taken[best] = 1;
        out[k] = moves[best];
    }
    return k;
}

/* A placement for `player`, whose turn it is. */
static void bot_placement(const sky_cityscape *game, int player, int bot,
                          sky_rng *rng, sky_cityscape_move *move)
{
    sky_cityscape_move moves[CS_MAX_PLACEMENTS];
    int n = sky_cityscape_legal_moves(game, moves, CS_MAX_PLACEMENTS), pick;

    /* While building there is always a block left (CS-8). */
    if (bot == SKY_BOT_GREEDY)
        pick = greedy_move(game, player, rng, moves, n);
    else
        pick = (int)rng_below(rng, (uint32_t)n);
    *move = moves[pick];
}

/* ---- the search player's knowledge (game_cityscape.c's hooks) -------- */

/*
 * The code every line of the search's goals gets, and the one its
 * play-outs set: the code that scores most on random finished cities
 * (9.6 points a line, 7.1 for code 6, at most 4.0 for the others),
 * the greedy bot's choice too.
 */
#define SEARCH_CODE 2
/*
 * How far behind SEARCH_CODE each code scores on random cities, in
 * quarter points: a rival is assumed to prefer a code by half for each
 * point it scores less there, before any evidence.
 */
static const int prior_behind[CODE_SLOTS] = { 0, 24, 0, 22, 37, 25, 10 };
/* Evidence: a code's weight halves for each EVIDENCE_HALVING points a
 * rival's placements gave the other codes of that line more. */
#define EVIDENCE_HALVING 10

/*
 * The line of side s through the lot in row r, column c, times LINES,
 * plus the lot's place on it (CS-5): from S column c, place 3 - r; from
 * W row r, place c; from N column 3 - c, place r; from E row 3 - r,
 * place 3 - c.  A table, since the play-outs look it up for every try.
 */
#define LINE_PLACE(s, r, c) \
    ((s) == SKY_CITYSCAPE_S ? (c) * LINES + 3 - (r) \
     : (s) == SKY_CITYSCAPE_W ? (r) * LINES + (c) \
     : (s) == SKY_CITYSCAPE_N ? (3 - (c)) * LINES + (r) \
     : (3 - (r)) * LINES + 3 - (c))
#define ROW_PLACES(s, r) \
    LINE_PLACE(s, r, 0), LINE_PLACE(s, r, 1), LINE_PLACE(s, r, 2), LINE_PLACE(s, r, 3)
#define SIDE_PLACES(s) { ROW_PLACES(s, 0), ROW_PLACES(s, 1), ROW_PLACES(s, 2), ROW_PLACES(s, 3) }

static const unsigned char line_places[SIDES][SKY_CITYSCAPE_LOTS] = {
    SIDE_PLACES(0), SIDE_PLACES(1), SIDE_PLACES(2), SIDE_PLACES(3)
};

/* The line of `side` through `lot`, and the lot's place on it. */
static int line_through(int side, int lot, int *pos)
{
    *pos = line_places[side][lot] % LINES;
    return line_places[side][lot] / LINES;
}

int cs_goal_shortlist(int *settings, size_t cap)
{
    int index = 0, line;

    for (line = 0; line < LINES; line++)
        index = index * SKY_CITYSCAPE_CODES + (SEARCH_CODE - 1);
    if (cap > 0)
        settings[0] = index;
    return 1;
}

/* 1024 x 2^(-quarters / 4), in integers so that every platform agrees. */
static int halved(int quarters)
{
    static const int quarter_steps[4] = { 1024, 861, 724, 609 };

    return quarters >= 4 * 30 ? 0 : quarter_steps[quarters % 4] >> (quarters / 4);
}

/*
 * Adds to each code's evidence on the lines of `mover`'s sides through
 * `lot` what a block of `height` there changed in its points (`tallest`:
 * the city's tallest building before it): a player chasing a code makes
 * placements that score for it.
 */
static void weigh_placement(const struct sky_cityscape *g, const int city[SKY_CITYSCAPE_LOTS],
                            int tallest, int mover, int lot, int height,
                            int evidence[SIDES][LINES][CODE_SLOTS])
{
    int side, line, pos, i, code, before[LINES], after[LINES];
    int raised, gained[CODE_SLOTS], lost[CODE_SLOTS];

    raised = city[lot] + height > tallest ? city[lot] + height : tallest;
    for (side = 0; side < SIDES; side++) {
        if (cs_owner(g, side) != mover)
            continue;
        line = line_through(side, lot, &pos);
        for (i = 0; i < LINES; i++)
            before[i] = after[i] = city[cs_line_lot(side, line, i)];
        after[pos] += height;
        code_points(after, raised, gained);
        code_points(before, tallest, lost);
        for (code = 1; code <= SKY_CITYSCAPE_CODES; code++)
            evidence[side][line][code] += gained[code] - lost[code];
    }
}

/* This round's placements replayed, weighing each one `viewer` did not make. */
static void gather_evidence(const struct sky_cityscape *g, int viewer,
                            int evidence[SIDES][LINES][CODE_SLOTS])
{
    const uint16_t *hist = CS_HIST(g) + g->nhist - (size_t)g->placed;
    int city[SKY_CITYSCAPE_LOTS] = { 0 };
    int start = cs_start_player(g, g->round), i, mover, lot, height, tallest = 0;

    for (i = 0; i < g->placed; i++) {
        mover = (start + i) % g->players;
        lot = CS_HIST_LOT(hist[i]);
        height = CS_HIST_HEIGHT(hist[i]);
        if (mover != viewer)
            weigh_placement(g, city, tallest, mover, lot, height, evidence);
        city[lot] += height;
        tallest = city[lot] > tallest ? city[lot] : tallest;
    }
}

/* A code drawn by the weights the prior and the evidence give it. */
static int draw_code(const int evidence[CODE_SLOTS], sky_rng *rng)
{
    int weight[CODE_SLOTS], behind[CODE_SLOTS], code, least = INT_MAX, sum = 0, k;

    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++) {
        behind[code] = prior_behind[code] - 4 * evidence[code] / EVIDENCE_HALVING;
        if (behind[code] < least)
            least = behind[code];
    }
    for (code = 1; code <= SKY_CITYSCAPE_CODES; code++) {
        weight[code] = halved(behind[code] - least);
        sum += weight[code];
    }
    k = (int)rng_below(rng, (uint32_t)sum);
    for (code = 1; code < SKY_CITYSCAPE_CODES && k >= weight[code]; code++)
        k -= weight[code];
    return code;
}

void cs_infer_goals(const struct sky_cityscape *g, int viewer, sky_rng *rng,
                    uint8_t goals[SIDES][LINES])
{
    int evidence[SIDES][LINES][CODE_SLOTS] = { { { 0 } } };
    int side, line;

    if (cs_phase(g) == SKY_CITYSCAPE_PHASE_BUILD)
        gather_evidence(g, viewer, evidence);
    for (side = 0; side < SIDES; side++)
        if ((g->goals_set & (1u << side)) && cs_owner(g, side) != viewer)
            for (line = 0; line < LINES; line++)
                goals[side][line] = (uint8_t)draw_code(evidence[side][line], rng);
}

/* The heights of a line of the state's city, near to far (CS-5). */
static void city_line(const uint8_t city[SKY_CITYSCAPE_LOTS], int side, int line, int h[LINES])
{
    const unsigned char *lots = cs_line_lots[side][line];

    h[0] = city[lots[0]];
    h[1] = city[lots[1]];
    h[2] = city[lots[2]];
    h[3] = city[lots[3]];
}

/*
 * The state a play-out's placement is chosen in, scored once per move:
 * each of the CS_ROLLOUT_TRIES tries then rescores only the lines through
 * its lot, not every line it might change.
 */
struct rollout_view {
    int sides;                       /* sides in play, listed in side[] */
    int side[SIDES];
    int sign[SIDES];                 /* +1 the mover's sides, -1 rivals' */
    int code[SIDES][LINES];          /* the state's goals */
    int heights[SIDES][LINES][LINES]; /* each line's, near to far */
    int points[SIDES][LINES];        /* each line's points by its code */
    int tallest_points[SIDES];       /* the code-6 lines' share of them */
    int tallest;
};

static void view_rollout(const struct sky_cityscape *g, struct rollout_view *v)
{
    int mover = cs_to_move(g), side, line, code;

    v->tallest = tallest_of_bytes(g->city);
    v->sides = 0;
    for (side = 0; side < SIDES; side++) {
        if (!(g->sides & (1u << side)))
            continue;
        v->side[v->sides++] = side;
        v->sign[side] = cs_owner(g, side) == mover ? 1 : -1;
        v->tallest_points[side] = 0;
        for (line = 0; line < LINES; line++) {
            code = v->code[side][line] = g->goals[side][line];
            city_line(g->city, side, line, v->heights[side][line]);
            v->points[side][line] = cs_line_points(v->heights[side][line], code, v->tallest);
            if (code == CODE_TALLEST)
                v->tallest_points[side] += v->points[side][line];
        }
    }
}

/*
 * What a block of `height` on `lot` adds to the mover's points less its
 * rivals', by the goals of the state (a determinized world's, in the
 * search): the lines through the lot, and code 6 on every line that
 * loses the tallest building (none of them reaches the new height).
 */
static int placement_gain(const struct sky_cityscape *g, const struct rollout_view *v,
                          int lot, int height)
{
    int raised = g->city[lot] + height, topped = raised > v->tallest;
    int tallest = topped ? raised : v->tallest;
    int k, side, line, pos, code, h[LINES], delta, gain = 0;

    for (k = 0; k < v->sides; k++) {
        side = v->side[k];
        line = line_through(side, lot, &pos);
        code = v->code[side][line];
        memcpy(h, v->heights[side][line], sizeof h);
        h[pos] += height;
        delta = cs_line_points(h, code, tallest) - v->points[side][line];
        if (topped)
            delta -= v->tallest_points[side]
                     - (code == CODE_TALLEST ? v->points[side][line] : 0);
        gain += v->sign[side] * delta;
    }
    return gain;
}

/* A random legal placement: a height still in supply, any lot (CS-7). */
static void random_placement(const struct sky_cityscape *g, sky_rng *rng, int *height,
                             int *lot)
{
    int left = SKY_CITYSCAPE_BLOCKS - g->placed, k = (int)rng_below(rng, (uint32_t)left);

    for (*height = 1; k >= g->supply[*height]; ++*height)
        k -= g->supply[*height];
    *lot = (int)rng_below(rng, SKY_CITYSCAPE_LOTS);
}

void cs_rollout_move(const struct sky_cityscape *g, sky_rng *rng, sky_cityscape_move *move)
{
    struct rollout_view view;
    int t, height, lot, gain, best = INT_MIN, line;

    memset(move, 0, sizeof *move);
    if (cs_phase(g) == SKY_CITYSCAPE_PHASE_GOALS) {
        move->side = cs_first_unset_side(g);
        for (line = 0; line < LINES; line++)
            move->codes[line] = SEARCH_CODE;
        return;
    }
    view_rollout(g, &view);
    for (t = 0; t < CS_ROLLOUT_TRIES; t++) {
        random_placement(g, rng, &height, &lot);
        gain = placement_gain(g, &view, lot, height);
        if (gain > best) {
            best = gain;
            move->height = height;
            move->row = lot / SKY_CITYSCAPE_SIZE;
            move->col = lot % SKY_CITYSCAPE_SIZE;
        }
    }
}

/*
 * Between rounds, the chance that each player's lead over its best rival
 * lasts: a logistic in that lead, ROUND_SPREAD points per square root of
 * the rounds left (two greedy players' totals differ by 27 points a
 * round, one standard deviation, over 300 games: a logistic of scale
 * 15 has that spread).
 */
#define ROUND_SPREAD 15.0

int cs_evaluate(const struct sky_cityscape *g, double *rewards)
{
    if (g->round >= g->rounds)
        return 0;
    lead_chances_of_totals(g->totals, g->players,
                           ROUND_SPREAD * sqrt((double)(g->rounds - g->round)), rewards);
    return 1;
}

int sky_cityscape_bot_move(const sky_cityscape *game, int bot, sky_rng *rng,
                           sky_cityscape_move *move)
{
    sky_cityscape_move m;
    int player;

    if (!handle_is(game, TAG_cityscape) || !rng_is_seeded(rng) || !move)
        return SKY_EINVAL;
    if (bot == SKY_BOT_SEARCH)
        return cs_search_move(game, rng, move);
    if (!valid_bot(bot))
        return SKY_ERANGE;
    player = cs_to_move(game);
    if (player < 0)
        return player;
    memset(&m, 0, sizeof m);
    if (cs_phase(game) == SKY_CITYSCAPE_PHASE_GOALS) {
        m.side = cs_first_unset_side(game);
        bot_goals(m.side, bot, rng, m.codes);
    } else {
        bot_placement(game, player, bot, rng, &m);
    }
    *move = m;
    return SKY_OK;
}
