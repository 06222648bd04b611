/*
 * Cathedral's built-in players (enum sky_bot).  Nothing is hidden in
 * Cathedral, so a bot reads the whole board.
 *
 * The random bot picks uniformly among the legal moves.  The greedy bot
 * scores the position after each of its moves (squares still to place,
 * territory, room to build) and then looks one reply ahead for the most
 * promising few: the opponent answers each with its own best move by
 * the same score, and the bot keeps the move whose worst answer is best.
 */
#include <limits.h>
#include <math.h>
#include <string.h>

#include "cathedral_internal.h"
#include "rng_internal.h"

/* Weights of the score, per square or cell or placement. */
#define SQUARE_WEIGHT 64        /* a square still to place, the result itself */
#define TERRITORY_WEIGHT 48     /* a cell only this color may build on */
#define ROOM_WEIGHT 1           /* a placement this color could make */
/* Moves looked at one reply deep, best first by their own score. */
#define LOOKAHEAD 8

struct scored {
    long score;
    uint32_t tie;               /* random order among equal scores */
    sky_cathedral_move move;
};

static int valid_bot(int bot)
{
    return bot == SKY_BOT_RANDOM || bot == SKY_BOT_GREEDY;
}

/* The position as `color` sees it: more is better. */
static long score(const struct ca_board *b, int color)
{
    int other = 1 - color;

    return SQUARE_WEIGHT * (long)(ca_count_squares(b, other) - ca_count_squares(b, color))
         + TERRITORY_WEIGHT * (long)(ca_count(b->territory[color]) - ca_count(b->territory[other]))
         + ROOM_WEIGHT * (ca_count_placements(b, color) - ca_count_placements(b, other));
}

/*
 * The greedy player's score as the search's chance to win: a logistic in
 * it, a lead of EVAL_SCALE (three squares' worth) being about 73 %.
 * Measured with the search's cut-off after three random play-out moves
 * (game_cathedral.c, before its play-out policy and root list), vs
 * greedy at 1,000 iterations, 200 games: search won 33 % -> 75.5 %
 * outright, 37 % -> 80 % counting a draw as half.
 */
#define EVAL_SCALE (3.0 * SQUARE_WEIGHT)

int ca_evaluate(const struct sky_cathedral *g, double *rewards)
{
    double bright = 1.0 / (1.0 + exp(-score(&g->board, SKY_CATHEDRAL_BRIGHT) / EVAL_SCALE));

    rewards[SKY_CATHEDRAL_BRIGHT] = bright;
    rewards[SKY_CATHEDRAL_BROWN] = 1.0 - bright;
    return 1;
}

/* The board after the color to move plays m. */
static struct ca_board after_move(const struct ca_board *b, int delayed,
                                  sky_cathedral_move m)
{
    struct ca_board after = *b;

    ca_board_play(&after, delayed, m, NULL);
    return after;
}

/* The best score the color to move can reach with one move, as it sees it. */
static long best_reply(const struct ca_board *b, int delayed)
{
    struct ca_legal legal;
    struct ca_board after;
    ca_bits corners;
    long best = LONG_MIN, s;
    int i;

    ca_legal(b, &legal);
    for (i = 0; i < legal.count; i++) {
        for (corners = legal.corners[i]; ca_any(corners); corners = ca_rest(corners)) {
            after = after_move(b, delayed, ca_move_at(legal.piece[i], legal.rotation[i],
                                                      ca_first(corners)));
            s = score(&after, b->to_move);
            if (s > best)
                best = s;
        }
    }
    return best;
}

/* Higher score first; the random tie key settles equal ones. */
static int better(const struct scored *a, const struct scored *b)
{
    return a->score > b->score || (a->score == b->score && a->tie > b->tie);
}

/* Keeps the `size` best in top[0..*n), best first. */
static void keep_top(struct scored *top, int size, int *n, struct scored s)
{
    int i;

    if (*n == size) {
        if (!better(&s, &top[size - 1]))
            return;
        i = size - 1;
    } else {
        i = (*n)++;
    }
    while (i > 0 && better(&s, &top[i - 1])) {
        top[i] = top[i - 1];
        i--;
    }
    top[i] = s;
}

/*
 * After the bot's move the opponent normally answers; when it cannot
 * (CA-7) or the game is over, the position stands as it is.
 */
static long answered(const struct ca_board *after, int delayed, int color)
{
    if (after->to_move != 1 - color)
        return score(after, color);
    return -best_reply(after, delayed);
}

/* The LOOKAHEAD best moves by their own score, then one reply deep. */
static sky_cathedral_move greedy_move(const struct ca_board *b, int delayed, sky_rng *rng)
{
    struct scored top[LOOKAHEAD], s, best;
    struct ca_legal legal;
    struct ca_board after;
    ca_bits corners;
    int i, kept = 0, color = b->to_move;

    ca_legal(b, &legal);
    for (i = 0; i < legal.count; i++) {
        for (corners = legal.corners[i]; ca_any(corners); corners = ca_rest(corners)) {
            s.move = ca_move_at(legal.piece[i], legal.rotation[i], ca_first(corners));
            after = after_move(b, delayed, s.move);
            s.score = score(&after, color);
            s.tie = (uint32_t)rng_next(rng);
            keep_top(top, LOOKAHEAD, &kept, s);
        }
    }
    memset(&best, 0, sizeof best);
    for (i = 0; i < kept; i++) {
        s = top[i];
        after = after_move(b, delayed, s.move);
        s.score = answered(&after, delayed, color);
        if (i == 0 || better(&s, &best))
            best = s;
    }
    return best.move;
}

/*
 * The `size` best moves of the color to move by their own score, best
 * first; equal scores in enumeration order.
 */
static int best_moves(const struct ca_board *b, int delayed, int size, struct scored *top)
{
    struct ca_legal legal;
    struct ca_board after;
    struct scored s;
    ca_bits corners;
    int i, kept = 0;

    s.tie = 0;
    ca_legal(b, &legal);
    for (i = 0; i < legal.count; i++) {
        for (corners = legal.corners[i]; ca_any(corners); corners = ca_rest(corners)) {
            s.move = ca_move_at(legal.piece[i], legal.rotation[i], ca_first(corners));
            after = after_move(b, delayed, s.move);
            s.score = score(&after, b->to_move);
            keep_top(top, size, &kept, s);
        }
    }
    return kept;
}

/*
 * The search's root (game_cathedral.c, root_actions): the greedy score's
 * best CA_ROOT_MOVES, so the few children progressive widening gives the
 * root come from moves greedy rates; while bright places the People,
 * none (every legal move: greedy has no opinion there).
 */
int ca_root_moves(const struct ca_board *b, int delayed, sky_cathedral_move *moves)
{
    struct scored top[CA_ROOT_MOVES];
    int i, n;

    if (ca_phase(b) != SKY_CATHEDRAL_PHASE_BUILD)
        return 0;
    n = best_moves(b, delayed, CA_ROOT_MOVES, top);
    for (i = 0; i < n; i++)
        moves[i] = top[i].move;
    return n;
}

/* The k-th legal move, in enumeration order. */
static sky_cathedral_move nth_move(const struct ca_legal *legal, uint32_t k)
{
    ca_bits corners;
    int i, n;

    for (i = 0;; i++) {
        n = ca_count(legal->corners[i]);
        if (k < (uint32_t)n)
            break;
        k -= (uint32_t)n;
    }
    for (corners = legal->corners[i]; k > 0; k--)
        corners = ca_rest(corners);
    return ca_move_at(legal->piece[i], legal->rotation[i], ca_first(corners));
}

static sky_cathedral_move random_move(const struct ca_board *b, sky_rng *rng)
{
    struct ca_legal legal;
    int i, n = 0;

    ca_legal(b, &legal);
    for (i = 0; i < legal.count; i++)
        n += ca_count(legal.corners[i]);
    return nth_move(&legal, rng_below(rng, (uint32_t)n));
}

/*
 * The search's play-out move: a placement of the biggest piece kind the
 * color to move can place, uniformly (the People, while they are due).
 * Squares left unplaced decide the game, and a random play-out that
 * keeps the big pieces for later judges a position by moves nobody
 * would make.  Its cost is a random move's.
 */
void ca_rollout_move(const struct ca_board *b, sky_rng *rng, sky_cathedral_move *move)
{
    struct ca_legal legal;
    ca_bits corners;
    uint32_t k;
    int i, n = 0, most = 0, squares;

    ca_legal(b, &legal);
    for (i = 0; i < legal.count; i++) {
        squares = ca_any(legal.corners[i]) ? ca_piece_squares[legal.piece[i]] : 0;
        if (squares > most) {
            most = squares;
            n = 0;
        }
        if (squares == most)
            n += ca_count(legal.corners[i]);
    }
    for (k = rng_below(rng, (uint32_t)n), i = 0;; i++) {
        if (ca_piece_squares[legal.piece[i]] != most)
            continue;
        n = ca_count(legal.corners[i]);
        if (k < (uint32_t)n)
            break;
        k -= (uint32_t)n;
    }
    for (corners = legal.corners[i]; k > 0; k--)
        corners = ca_rest(corners);
    *move = ca_move_at(legal.piece[i], legal.rotation[i], ca_first(corners));
}

/*
 * The color to move always has a legal move (CA-7 skips the others).
 * The greedy bot places the People at random too: they are nobody's.
 */
int sky_cathedral_bot_move(const sky_cathedral *game, int bot, sky_rng *rng,
                           sky_cathedral_move *move)
{
    if (!ca_is_game(game) || !move || !rng_is_seeded(rng))
        return SKY_EINVAL;
    if (bot == SKY_BOT_SEARCH)
        return ca_search_move(game, rng, move);
    if (!valid_bot(bot))
        return SKY_ERANGE;
    if (game->board.to_move == CA_OVER)
        return SKY_EOVER;
    if (bot == SKY_BOT_GREEDY && ca_phase(&game->board) == SKY_CATHEDRAL_PHASE_BUILD)
        *move = greedy_move(&game->board, game->delayed, rng);
    else
        *move = random_move(&game->board, rng);
    return SKY_OK;
}
