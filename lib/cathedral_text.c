/*
 * Cathedral as text: the move notation, the record (write and read) and
 * the picture.  Reading a record replays every move through the public
 * calls, so it is checked exactly as a live game would be.
 */
#include <string.h>

#include "cathedral_internal.h"
#include "record.h"
#include "textbuf.h"

/* 2: ranks count from the south edge (a1 is the south-west corner). */
#define RECORD_VERSION 2
#define MAX_NAME 9              /* "infirmary" */

static const char *const color_names[2] = { "bright", "brown" };

static int is_lower(char c)
{
    return c >= 'a' && c <= 'z';
}

static int check_output(const sky_cathedral *game, int viewer, const char *buf,
                        size_t cap)
{
    if (!ca_is_game(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    if (viewer != SKY_VIEW_ALL && !ca_valid_color(viewer))
        return SKY_ERANGE;
    return SKY_OK;
}

/* ---- move notation -------------------------------------------------------- */

static int check_notation_move(sky_cathedral_move m)
{
    if (!ca_valid_piece(m.piece))
        return SKY_ENOPIECE;
    if (m.rotation < 0 || m.rotation >= SKY_CATHEDRAL_ROTATIONS)
        return SKY_EROTATION;
    if (m.x < 0 || m.x >= SKY_CATHEDRAL_SIZE || m.y < 0 || m.y >= SKY_CATHEDRAL_SIZE)
        return SKY_EOFFBOARD;
    return SKY_OK;
}

/* Files a..j west to east; rank 1 is the south edge, y = 9. */
static int rank_of(int y)
{
    return SKY_CATHEDRAL_SIZE - y;
}

static void put_move(struct textbuf *tb, sky_cathedral_move m)
{
    tb_printf(tb, "%s%d%c%d", sky_cathedral_piece_name(m.piece), m.rotation,
              'a' + m.x, rank_of(m.y));
}

/* Parses the `n` characters at `s`; *out is written only on success. */
static int parse_move(const char *s, size_t n, sky_cathedral_move *out)
{
    char name[MAX_NAME + 1];
    sky_cathedral_move m;
    size_t len = 0, i;
    int rc, rank;

    while (len < n && is_lower(s[len]))
        len++;
    if (len == 0 || len > MAX_NAME)
        return SKY_EPARSE;
    memcpy(name, s, len);
    name[len] = '\0';
    m.piece = sky_cathedral_piece_from_name(name);
    /* Then a rotation digit, a file letter and a rank of one or two
     * digits without a leading zero. */
    i = len;
    if (m.piece < 0 || n - i < 3 || n - i > 4 || !record_is_digit(s[i]) || !is_lower(s[i + 1])
        || !record_is_digit(s[i + 2]) || s[i + 2] == '0' || (n - i == 4 && !record_is_digit(s[i + 3])))
        return SKY_EPARSE;
    m.rotation = s[i] - '0';
    m.x = s[i + 1] - 'a';
    rank = s[i + 2] - '0';
    if (n - i == 4)
        rank = rank * 10 + (s[i + 3] - '0');
    m.y = SKY_CATHEDRAL_SIZE - rank;        /* rank 11 and up: off the board */
    rc = check_notation_move(m);
    if (rc == SKY_OK)
        *out = m;
    return rc;
}

int sky_cathedral_move_to_string(sky_cathedral_move move, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    rc = check_notation_move(move);
    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_move(&tb, move);
    return tb_finish(&tb);
}

int sky_cathedral_move_from_string(const char *text, sky_cathedral_move *move)
{
    size_t n = 0;

    if (!text || !move)
        return SKY_EINVAL;
    while (n < SKY_CATHEDRAL_NOTATION_SIZE && text[n])   /* enough to tell "too long" */
        n++;
    return parse_move(text, n, move);
}

/* ---- writing the record ------------------------------------------------------ */

/* Captured pieces in words: "bright inn, people". */
static void put_captures(struct textbuf *tb, const struct ca_board *before,
                         const struct ca_board *after, int mover)
{
    int opponent = 1 - mover, first = 1;
    unsigned back = after->held[opponent] & ~(unsigned)before->held[opponent];

    for (; back; back &= back - 1, first = 0)
        tb_printf(tb, "%s%s %s", first ? ", captures " : ", ", color_names[opponent],
                  sky_cathedral_piece_name(ca_slot_piece[ca_ctz64(back)]));
    if (before->people_state == CA_PEOPLE_ON_BOARD && after->people_state == CA_PEOPLE_GONE)
        tb_printf(tb, "%speople", first ? ", captures " : ", ");
}

/* One move a line, with a comment saying who made it and what it did. */
static void put_history(struct textbuf *tb, const struct sky_cathedral *g)
{
    struct ca_board before, after;
    int i;

    ca_board_before(g, 0, &after);
    for (i = 0; i < g->nhist; i++) {
        sky_cathedral_move m = ca_played_move(g, i);
        int mover = after.to_move, claimed;
        char move[SKY_CATHEDRAL_NOTATION_SIZE];
        struct textbuf line;

        before = after;
        ca_board_play(&after, g->delayed, m, NULL);
        claimed = ca_count(ca_andnot(after.territory[mover], before.territory[mover]));
        tb_init(&line, move, sizeof move);
        put_move(&line, m);
        tb_printf(tb, "%-16s # %d %s", move, i + 1, color_names[mover]);
        if (claimed > 0)
            tb_printf(tb, ", claims %d", claimed);
        put_captures(tb, &before, &after, mover);
        tb_putc(tb, '\n');
    }
}

int sky_cathedral_write(const sky_cathedral *game, int viewer, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    tb_printf(&tb, "skyline cathedral %d\n", RECORD_VERSION);
    tb_printf(&tb, "delayed %d\n", game->delayed);
    put_history(&tb, game);
    return tb_finish(&tb);
}

/* ---- reading the record ------------------------------------------------------- */

/* "delayed N" after "skyline cathedral 2": creates the game. */
static int create_from_record(struct record_reader *r, void **game)
{
    sky_cathedral_options options;
    sky_cathedral *g = NULL;
    int rc;

    if (record_expect(r, "delayed") < 0)
        return SKY_EPARSE;
    sky_cathedral_options_init(&options, sizeof options);
    rc = record_number(r, &options.delayed_people);
    if (rc == SKY_OK)
        rc = sky_cathedral_new(&options, &g);
    *game = g;
    return rc;
}

static int apply_token(void *game, const char *s, size_t n)
{
    sky_cathedral_move m;
    int rc = parse_move(s, n, &m), player;

    if (rc < 0)
        return rc;
    /* Nobody may move once the game is over: play itself says so. */
    player = sky_cathedral_to_move(game);
    return sky_cathedral_play(game, player < 0 ? 0 : player, m);
}

static void destroy(void *game)
{
    sky_cathedral_free(game);
}

static const struct record_format cathedral_record = {
    "cathedral", RECORD_VERSION, create_from_record, apply_token, destroy
};

int sky_cathedral_read(const char *text, sky_cathedral **out, size_t *error_offset)
{
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    rc = record_read(text, &cathedral_record, &game, error_offset);
    *out = game;
    return rc;
}

/* ---- the picture ----------------------------------------------------------------- */

/* The letter of each enum sky_cathedral_cell. */
static const char cell_letters[] = ".BRbrP";

static void put_status(struct textbuf *tb, const struct sky_cathedral *g)
{
    int phase = ca_phase(&g->board);

    tb_printf(tb, "Cathedral%s", g->delayed ? " (delayed People)" : "");
    if (phase == SKY_CATHEDRAL_PHASE_OVER) {
        tb_printf(tb, "  the game is over after %d moves\n", g->nhist);
        return;
    }
    tb_printf(tb, "  move %d", g->nhist + 1);
    if (phase == SKY_CATHEDRAL_PHASE_PEOPLE)
        tb_puts(tb, "  to move: bright places the People\n");
    else
        tb_printf(tb, "  to move: %s\n", color_names[g->board.to_move]);
}

static void put_board(struct textbuf *tb, const struct sky_cathedral *g)
{
    int cells[SKY_CATHEDRAL_CELLS], x, y;

    sky_cathedral_cells(g, cells);
    tb_puts(tb, "     a b c d e f g h i j\n");
    for (y = 0; y < SKY_CATHEDRAL_SIZE; y++) {
        tb_printf(tb, "%3d ", rank_of(y));
        for (x = 0; x < SKY_CATHEDRAL_SIZE; x++) {
            tb_putc(tb, ' ');
            tb_putc(tb, cell_letters[cells[y * SKY_CATHEDRAL_SIZE + x]]);
        }
        tb_putc(tb, '\n');
    }
    tb_puts(tb, "B bright building  b bright territory  R brown building  "
                "r brown territory  P people  . open\n");
}

/* "tavern 2, inn, castle" or "none". */
static void put_supply(struct textbuf *tb, const struct sky_cathedral *g, int color)
{
    int piece, n, first = 1;

    for (piece = 0; piece < SKY_CATHEDRAL_PEOPLE; piece++) {
        n = sky_cathedral_supply(g, color, piece);
        if (n == 0)
            continue;
        tb_printf(tb, "%s%s", first ? "" : ", ", sky_cathedral_piece_name(piece));
        if (n > 1)
            tb_printf(tb, " x%d", n);
        first = 0;
    }
    tb_puts(tb, first ? "none" : "");
}

static void put_colors(struct textbuf *tb, const struct sky_cathedral *g)
{
    int color;

    for (color = 0; color < 2; color++) {
        tb_printf(tb, "%-6s  count %2d  territory %2d  unplaced: ", color_names[color],
                  ca_count_squares(&g->board, color),
                  ca_count(g->board.territory[color]));
        put_supply(tb, g, color);
        tb_putc(tb, '\n');
    }
    if (g->board.people_state == CA_PEOPLE_GONE)
        tb_puts(tb, "the People have been captured\n");
}

static void put_result(struct textbuf *tb, const struct sky_cathedral *g)
{
    unsigned mask;

    if (sky_cathedral_winners(g, &mask) != SKY_OK)
        return;
    if (mask == 3u)
        tb_puts(tb, "result: a draw\n");
    else
        tb_printf(tb, "result: %s wins\n", color_names[mask == 1u ? 0 : 1]);
}

int sky_cathedral_render(const sky_cathedral *game, int viewer, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_status(&tb, game);
    put_board(&tb, game);
    put_colors(&tb, game);
    put_result(&tb, game);
    return tb_finish(&tb);
}
