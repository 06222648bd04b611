/*
 * Cathedral: the handle, its checks, moves, history and the board as
 * the caller reads it.  The rules themselves are in cathedral_board.c,
 * text in cathedral_text.c, the pure helpers in cathedral_score.c and
 * the built-in players in cathedral_bot.c.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cathedral_internal.h"

/* ---- setup ---------------------------------------------------------- */

static const sky_cathedral_options default_options = {
    sizeof(sky_cathedral_options), 0
};

int sky_cathedral_options_init(sky_cathedral_options *options, size_t size)
{
    return options_init(options, size, &default_options, sizeof default_options);
}

int sky_cathedral_new(const sky_cathedral_options *options, sky_cathedral **out)
{
    sky_cathedral_options o;
    struct sky_cathedral *g;
    int rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    rc = options_read(options, &o, &default_options, sizeof o);
    if (rc < 0)
        return rc;
    if (o.delayed_people != 0 && o.delayed_people != 1)
        return SKY_ERANGE;
    g = malloc(sizeof *g);
    if (!g)
        return SKY_ENOMEM;
    g->tag = TAG_cathedral;
    g->delayed = o.delayed_people;
    g->nhist = 0;
    ca_board_init(&g->board, g->delayed);
    g->checkpoint[0] = g->board;
    *out = g;
    return SKY_OK;
}

void sky_cathedral_free(sky_cathedral *game)
{
    if (!ca_is_game(game))
        return;
    game->tag = TAG_FREED;
    free(game);
}

/* Copies only the history in use: a game is rarely 30 moves long. */
int sky_cathedral_clone(const sky_cathedral *game, sky_cathedral **out)
{
    struct sky_cathedral *copy;
    int checkpoints;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!ca_is_game(game))
        return SKY_EINVAL;
    copy = malloc(sizeof *copy);
    if (!copy)
        return SKY_ENOMEM;
    /* The checkpoints written so far: the first one always. */
    checkpoints = game->nhist > 0 ? (game->nhist - 1) / CA_CHECKPOINT + 1 : 1;
    memcpy(copy, game, offsetof(struct sky_cathedral, checkpoint)
                       + (size_t)checkpoints * sizeof game->checkpoint[0]);
    memcpy(copy->played, game->played, (size_t)game->nhist * sizeof game->played[0]);
    *out = copy;
    return SKY_OK;
}

/* ---- the game ----------------------------------------------------------- */

int sky_cathedral_delayed_people(const sky_cathedral *game)
{
    return ca_is_game(game) ? game->delayed : SKY_EINVAL;
}

int sky_cathedral_players(const sky_cathedral *game)
{
    return ca_is_game(game) ? 2 : SKY_EINVAL;
}

int sky_cathedral_phase(const sky_cathedral *game)
{
    return ca_is_game(game) ? ca_phase(&game->board) : SKY_EINVAL;
}

int sky_cathedral_to_move(const sky_cathedral *game)
{
    if (!ca_is_game(game))
        return SKY_EINVAL;
    return game->board.to_move == CA_OVER ? SKY_EOVER : game->board.to_move;
}

int sky_cathedral_is_over(const sky_cathedral *game)
{
    return ca_is_game(game) ? game->board.to_move == CA_OVER : SKY_EINVAL;
}

int sky_cathedral_plies(const sky_cathedral *game)
{
    return ca_is_game(game) ? game->nhist : SKY_EINVAL;
}

/* ---- moves ---------------------------------------------------------------- */

/* Who may place which piece now (CA-5, CA-6, CA-7). */
static int check_piece(const struct ca_board *b, int player, int piece)
{
    if (ca_phase(b) == SKY_CATHEDRAL_PHASE_PEOPLE)
        return piece == SKY_CATHEDRAL_PEOPLE ? SKY_OK : SKY_EPHASE;
    if (piece == SKY_CATHEDRAL_PEOPLE || !(b->held[player] & ca_piece_slots[piece]))
        return SKY_ENOPIECE;
    return SKY_OK;
}

/* Where: on the board, on no building, in no opponent territory (CA-6). */
static int check_cells(const struct ca_board *b, int player, int piece, int orient,
                       int x, int y)
{
    const struct ca_orient *o = &ca_orients[orient];
    ca_bits cells;

    if (x < 0 || y < 0 || x > SKY_CATHEDRAL_SIZE - o->width
        || y > SKY_CATHEDRAL_SIZE - o->height)
        return SKY_EOFFBOARD;
    cells = ca_placement[orient][y * SKY_CATHEDRAL_SIZE + x];
    if (ca_meets(cells, ca_or(ca_or(b->building[0], b->building[1]), b->people)))
        return SKY_EOCCUPIED;
    if (piece != SKY_CATHEDRAL_PEOPLE && ca_meets(cells, b->territory[1 - player]))
        return SKY_ETERRITORY;
    return SKY_OK;
}

/* Whether `player` may move at all. */
static int check_turn(const struct sky_cathedral *g, int player)
{
    if (g->board.to_move == CA_OVER)
        return SKY_EOVER;
    if (!ca_valid_color(player))
        return SKY_ERANGE;
    if (player != g->board.to_move)
        return SKY_ETURN;
    return SKY_OK;
}

/* The whole check of a move, shared by check, play and preview. */
static int ca_check(const struct sky_cathedral *g, int player, sky_cathedral_move m)
{
    const struct ca_board *b = &g->board;
    int rc = check_turn(g, player);

    if (rc < 0)
        return rc;
    if (!ca_valid_piece(m.piece))
        return SKY_ENOPIECE;
    if (m.rotation < 0 || m.rotation >= SKY_CATHEDRAL_ROTATIONS)
        return SKY_EROTATION;
    rc = check_piece(b, player, m.piece);
    if (rc < 0)
        return rc;
    return check_cells(b, player, m.piece, ca_orientation(player, m.piece, m.rotation),
                       m.x, m.y);
}

int sky_cathedral_check(const sky_cathedral *game, int player,
                        sky_cathedral_move move)
{
    return ca_is_game(game) ? ca_check(game, player, move) : SKY_EINVAL;
}

/* Plays a checked move and records it; `b` is the game's board or a
 * replay of it. */
static void play_recorded(struct ca_board *b, int delayed, int plies, sky_cathedral_move m)
{
    ca_board_play(b, delayed, m, NULL);
    /* The record is full: the game ends here (a safeguard, never reached
     * in play). */
    if (plies == SKY_CATHEDRAL_MAX_PLIES)
        b->to_move = CA_OVER;
}

sky_cathedral_move ca_played_move(const struct sky_cathedral *g, int i)
{
    const struct ca_played *p = &g->played[i];

    return ca_move_at(p->piece_rotation >> 2, p->piece_rotation & 3, p->anchor);
}

/* Replays the history from the checkpoint at or before move i. */
void ca_board_before(const struct sky_cathedral *g, int i, struct ca_board *b)
{
    int k = i / CA_CHECKPOINT * CA_CHECKPOINT;

    *b = g->checkpoint[k / CA_CHECKPOINT];
    for (; k < i; k++)
        play_recorded(b, g->delayed, k + 1, ca_played_move(g, k));
}

int sky_cathedral_play(sky_cathedral *game, int player, sky_cathedral_move move)
{
    int rc = sky_cathedral_check(game, player, move);

    if (rc < 0)
        return rc;
    ca_play_checked(game, &move);
    return SKY_OK;
}

void ca_play_checked(struct sky_cathedral *game, const sky_cathedral_move *move)
{
    struct ca_played *p;

    if (game->nhist % CA_CHECKPOINT == 0)
        game->checkpoint[game->nhist / CA_CHECKPOINT] = game->board;
    p = &game->played[game->nhist++];
    /* The lowest equal rotation, as the record writes it (CA-3). */
    p->piece_rotation = (uint8_t)(move->piece * 4 + ca_distinct_rotation(move->piece, move->rotation));
    p->anchor = (uint8_t)ca_corner(*move);
    play_recorded(&game->board, game->delayed, game->nhist, *move);
}

int sky_cathedral_undo(sky_cathedral *game)
{
    if (!ca_is_game(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    ca_board_before(game, --game->nhist, &game->board);
    return SKY_OK;
}

/* ---- legal moves ------------------------------------------------------------ */

int sky_cathedral_legal_moves(const sky_cathedral *game,
                              sky_cathedral_move *moves, size_t cap)
{
    if (!ca_is_game(game) || (!moves && cap > 0))
        return SKY_EINVAL;
    return ca_list_moves(&game->board, moves, cap);
}

/* ---- preview ---------------------------------------------------------------- */

static sky_cathedral_placed placed_piece(int owner, int slot, int piece, int orient,
                                         int anchor)
{
    sky_cathedral_placed p;
    int first = ca_first_orient[owner][piece];

    p.owner = owner;
    p.copy = slot < 0 ? 0 : slot - ca_ctz64(ca_piece_slots[piece]);
    p.move = ca_move_at(piece, orient - first, anchor);
    return p;
}

static sky_cathedral_placed slot_piece(const struct ca_board *b, int color, int slot)
{
    return placed_piece(color, slot, ca_slot_piece[slot], b->orient[color][slot],
                        b->anchor[color][slot]);
}

static sky_cathedral_placed people_piece(const struct ca_board *b)
{
    return placed_piece(SKY_CATHEDRAL_NEUTRAL, -1, SKY_CATHEDRAL_PEOPLE,
                        b->people_orient, b->people_anchor);
}

static void describe(const struct ca_board *before, int mover,
                     const struct ca_outcome *o, sky_cathedral_effect *e)
{
    unsigned captured = o->captured;
    uint64_t w;

    memset(e, 0, sizeof *e);
    /* Only the claimed cells: the rest are 0 already. */
    for (w = o->claimed.lo; w; w &= w - 1, e->claimed++)
        e->cells[ca_ctz64(w)] = 1;
    for (w = o->claimed.hi; w; w &= w - 1, e->claimed++)
        e->cells[64 + ca_ctz64(w)] = 1;
    for (; captured; captured &= captured - 1)
        e->captured[e->captures++] = slot_piece(before, 1 - mover, ca_ctz64(captured));
    if (o->people_captured)
        e->captured[e->captures++] = people_piece(before);
}

int sky_cathedral_preview(const sky_cathedral *game, int player,
                          sky_cathedral_move move, sky_cathedral_effect *effect)
{
    struct ca_board after;
    struct ca_outcome outcome;
    int rc;

    if (!ca_is_game(game) || !effect)
        return SKY_EINVAL;
    rc = ca_check(game, player, move);
    if (rc < 0)
        return rc;
    after = game->board;
    ca_board_play(&after, game->delayed, move, &outcome);
    describe(&game->board, player, &outcome, effect);
    return SKY_OK;
}

/* ---- the board ---------------------------------------------------------------- */

static int cell_of(const struct ca_board *b, int cell)
{
    if (ca_has(b->building[SKY_CATHEDRAL_BRIGHT], cell))
        return SKY_CATHEDRAL_BRIGHT_BUILDING;
    if (ca_has(b->building[SKY_CATHEDRAL_BROWN], cell))
        return SKY_CATHEDRAL_BROWN_BUILDING;
    if (ca_has(b->people, cell))
        return SKY_CATHEDRAL_PEOPLE_CELL;
    if (ca_has(b->territory[SKY_CATHEDRAL_BRIGHT], cell))
        return SKY_CATHEDRAL_BRIGHT_TERRITORY;
    if (ca_has(b->territory[SKY_CATHEDRAL_BROWN], cell))
        return SKY_CATHEDRAL_BROWN_TERRITORY;
    return SKY_CATHEDRAL_EMPTY;
}

int sky_cathedral_cell(const sky_cathedral *game, int x, int y)
{
    if (!ca_is_game(game))
        return SKY_EINVAL;
    if (x < 0 || x >= SKY_CATHEDRAL_SIZE || y < 0 || y >= SKY_CATHEDRAL_SIZE)
        return SKY_EOFFBOARD;
    return cell_of(&game->board, y * SKY_CATHEDRAL_SIZE + x);
}

int sky_cathedral_cells(const sky_cathedral *game, int cells[SKY_CATHEDRAL_CELLS])
{
    int cell;

    if (!ca_is_game(game) || !cells)
        return SKY_EINVAL;
    for (cell = 0; cell < SKY_CATHEDRAL_CELLS; cell++)
        cells[cell] = cell_of(&game->board, cell);
    return SKY_OK;
}

int sky_cathedral_pieces(const sky_cathedral *game, sky_cathedral_placed *pieces,
                         size_t cap)
{
    const struct ca_board *b;
    int color, slot, n = 0;

    if (!ca_is_game(game) || (!pieces && cap > 0))
        return SKY_EINVAL;
    b = &game->board;
    for (color = 0; color < 2; color++) {
        for (slot = 0; slot < CA_SLOTS; slot++) {
            if (b->held[color] >> slot & 1)
                continue;
            if ((size_t)n < cap)
                pieces[n] = slot_piece(b, color, slot);
            n++;
        }
    }
    if (b->people_state == CA_PEOPLE_ON_BOARD) {
        if ((size_t)n < cap)
            pieces[n] = people_piece(b);
        n++;
    }
    return n;
}

/*
 * The People sit in bright's supply from the start until they are on the
 * board, in both variants: in the delayed one too, before they are due.
 * Once placed (or captured) they are 0.
 */
int sky_cathedral_supply(const sky_cathedral *game, int color, int piece)
{
    const struct ca_board *b;

    if (!ca_is_game(game))
        return SKY_EINVAL;
    if (!ca_valid_color(color))
        return SKY_ERANGE;
    if (!ca_valid_piece(piece))
        return SKY_ENOPIECE;
    b = &game->board;
    if (piece == SKY_CATHEDRAL_PEOPLE)
        return color == SKY_CATHEDRAL_BRIGHT && b->people_state == CA_PEOPLE_DUE;
    return ca_count(ca_make(b->held[color] & ca_piece_slots[piece], 0));
}

/* ---- result (CA-12) ------------------------------------------------------------- */

int sky_cathedral_scores(const sky_cathedral *game, int *scores, size_t cap)
{
    size_t color;

    if (!ca_is_game(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    for (color = 0; color < 2 && color < cap; color++)
        scores[color] = ca_count_squares(&game->board, (int)color);
    return 2;
}

int sky_cathedral_winners(const sky_cathedral *game, unsigned *mask)
{
    int counts[2];

    if (!ca_is_game(game) || !mask)
        return SKY_EINVAL;
    if (game->board.to_move != CA_OVER)
        return SKY_EPHASE;
    counts[0] = ca_count_squares(&game->board, SKY_CATHEDRAL_BRIGHT);
    counts[1] = ca_count_squares(&game->board, SKY_CATHEDRAL_BROWN);
    *mask = ca_lowest(counts, 2);
    return SKY_OK;
}
