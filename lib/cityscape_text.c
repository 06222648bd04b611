/*
 * Cityscape as text: the move notation, the record (write and read)
 * and the picture.  The record is the setup plus the history, so
 * reading it replays every action through the public calls and checks
 * each one exactly as a live game would.
 */
#include <string.h>

#include "cityscape_internal.h"
#include "record.h"
#include "textbuf.h"

#define RECORD_VERSION 1
#define TOKENS_PER_LINE 13      /* 25 placements wrap as 13 + 12 */

static const char side_letters[4] = { 'S', 'W', 'N', 'E' };

static int is_lower(char c)
{
    return c >= 'a' && c <= 'z';
}

/* Text calls accept snprintf's (NULL, 0) to ask for the length. */
static int check_output(const sky_cityscape *game, int viewer, const char *buf,
                        size_t cap)
{
    if (!handle_is(game, TAG_cityscape) || (!buf && cap > 0))
        return SKY_EINVAL;
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= game->players))
        return SKY_ERANGE;
    return SKY_OK;
}

/* ---- move notation ---------------------------------------------------- */

static int check_placement_notation(sky_cityscape_move m)
{
    if (m.height < 1 || m.height > SKY_CITYSCAPE_MAX_BLOCK)
        return SKY_EHEIGHT;
    if (m.row < 0 || m.row >= SKY_CITYSCAPE_SIZE || m.col < 0 || m.col >= SKY_CITYSCAPE_SIZE)
        return SKY_EOFFBOARD;
    return SKY_OK;
}

static int check_goal_notation(sky_cityscape_move m)
{
    int line;

    if (m.side < 0 || m.side > 3)
        return SKY_ERANGE;
    for (line = 0; line < 4; line++)
        if (m.codes[line] < 1 || m.codes[line] > SKY_CITYSCAPE_CODES)
            return SKY_ECODE;
    return SKY_OK;
}

/* Rank 1 is the south edge, row 3. */
static void put_placement(struct textbuf *tb, sky_cityscape_move m)
{
    tb_printf(tb, "%d%c%d", m.height, 'a' + m.col, SKY_CITYSCAPE_SIZE - m.row);
}

/* Parses the `n` characters at `s`; *out is written only on success. */
static int parse_placement(const char *s, size_t n, sky_cityscape_move *out)
{
    sky_cityscape_move m;
    int rc;

    if (n != 3 || !record_is_digit(s[0]) || !is_lower(s[1]) || !record_is_digit(s[2]))
        return SKY_EPARSE;
    memset(&m, 0, sizeof m);
    m.height = s[0] - '0';
    m.col = s[1] - 'a';
    m.row = SKY_CITYSCAPE_SIZE - (s[2] - '0');
    rc = check_placement_notation(m);
    if (rc == SKY_OK)
        *out = m;
    return rc;
}

static int side_from_letter(char c)
{
    int side;

    for (side = 0; side < 4; side++)
        if (side_letters[side] == c)
            return side;
    return -1;
}

/*
 * "S:3562"; *out is written only on success.  Hidden goals "S:????"
 * are SKY_EHIDDEN: they cannot be replayed.
 */
static int parse_goals(const char *s, size_t n, sky_cityscape_move *out)
{
    sky_cityscape_move m;
    int hidden = 0, line, rc;

    if (n != 6 || s[1] != ':' || side_from_letter(s[0]) < 0)
        return SKY_EPARSE;
    memset(&m, 0, sizeof m);
    m.side = side_from_letter(s[0]);
    for (line = 0; line < 4; line++) {
        char c = s[2 + line];

        if (c == '?')
            hidden = 1;
        else if (record_is_digit(c))
            m.codes[line] = c - '0';
        else
            return SKY_EPARSE;
    }
    if (hidden)
        return SKY_EHIDDEN;
    rc = check_goal_notation(m);
    if (rc == SKY_OK)
        *out = m;
    return rc;
}

/* A goal setting if the second character is a colon, else a placement. */
static int parse_move(const char *s, size_t n, sky_cityscape_move *out)
{
    if (n >= 2 && s[1] == ':')
        return parse_goals(s, n, out);
    return parse_placement(s, n, out);
}

int sky_cityscape_move_to_string(sky_cityscape_move move, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc, line;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    if (move.height == 0)
        rc = check_goal_notation(move);
    else
        rc = check_placement_notation(move);
    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    if (move.height != 0) {
        put_placement(&tb, move);
    } else {
        tb_putc(&tb, side_letters[move.side]);
        tb_putc(&tb, ':');
        for (line = 0; line < 4; line++)
            tb_putc(&tb, (char)('0' + move.codes[line]));
    }
    return tb_finish(&tb);
}

int sky_cityscape_move_from_string(const char *text, sky_cityscape_move *move)
{
    size_t n = 0;

    if (!text || !move)
        return SKY_EINVAL;
    while (n < SKY_CITYSCAPE_NOTATION_SIZE && text[n])   /* enough to tell "too long" */
        n++;
    return parse_move(text, n, move);
}

/* ---- goals as the viewer may see them --------------------------------- */

enum goal_view { GOALS_UNUSED, GOALS_UNSET, GOALS_HIDDEN, GOALS_SHOWN };

/*
 * The goals of `side` in the round being played.  Whether a side has
 * set its goals is public; the codes are its owner's until the round
 * is scored (CS-6).
 */
static enum goal_view current_goals(const struct sky_cityscape *g, int side,
                                    int viewer, const uint8_t **codes)
{
    int owner = cs_owner(g, side);

    *codes = g->goals[side];
    if (owner < 0)
        return GOALS_UNUSED;
    if (!(g->goals_set & (1u << side)))
        return GOALS_UNSET;
    if (viewer != SKY_VIEW_ALL && viewer != owner)
        return GOALS_HIDDEN;
    return GOALS_SHOWN;
}

/* Goals of a finished round are everybody's; a side not in play has 0s. */
static enum goal_view past_goals(const struct sky_cityscape *g, int round,
                                 int side, const uint8_t **codes)
{
    *codes = g->past[round].goals[side];
    return cs_owner(g, side) < 0 ? GOALS_UNUSED : GOALS_SHOWN;
}

static char goal_char(enum goal_view view, const uint8_t *codes, int line)
{
    switch (view) {
    case GOALS_SHOWN: return (char)('0' + codes[line]);
    case GOALS_HIDDEN: return '?';
    case GOALS_UNSET: return '-';
    default: return ' ';
    }
}

static void put_goal_token(struct textbuf *tb, int side, enum goal_view view,
                           const uint8_t *codes)
{
    int line;

    tb_putc(tb, side_letters[side]);
    tb_putc(tb, ':');
    for (line = 0; line < 4; line++)
        tb_putc(tb, goal_char(view, codes, line));
}

/* ---- writing the record ----------------------------------------------- */

static sky_cityscape_move history_move(uint16_t e)
{
    sky_cityscape_move m;

    memset(&m, 0, sizeof m);
    m.height = CS_HIST_HEIGHT(e);
    m.row = CS_HIST_LOT(e) / SKY_CITYSCAPE_SIZE;
    m.col = CS_HIST_LOT(e) % SKY_CITYSCAPE_SIZE;
    return m;
}

/* One history entry of round `round` as a token. */
static void put_history_token(struct textbuf *tb, const struct sky_cityscape *g,
                              int viewer, int round, uint16_t e)
{
    const uint8_t *codes;
    enum goal_view view;
    int side;

    if (!(e & CS_HIST_GOAL)) {
        put_placement(tb, history_move(e));
        return;
    }
    side = CS_HIST_SIDE(e);
    view = round < g->round ? past_goals(g, round, side, &codes)
                            : current_goals(g, side, viewer, &codes);
    put_goal_token(tb, side, view, codes);
}

/*
 * Each round starts with a comment line; its goal tokens share a line,
 * its placements follow, TOKENS_PER_LINE to a line.
 */
static void put_history(struct textbuf *tb, const struct sky_cityscape *g,
                        int viewer)
{
    const uint16_t *hist = CS_HIST(g);
    int round = 0, placed = 0, on_line = 0, round_open = 0, last_goal = 0;
    size_t i;

    for (i = 0; i < g->nhist; i++) {
        int goal = (hist[i] & CS_HIST_GOAL) != 0;

        if (on_line > 0 && (!round_open || goal != last_goal || on_line == TOKENS_PER_LINE)) {
            tb_putc(tb, '\n');
            on_line = 0;
        }
        if (!round_open)
            tb_printf(tb, "# round %d\n", round + 1);
        round_open = 1;
        if (on_line > 0)
            tb_putc(tb, ' ');
        put_history_token(tb, g, viewer, round, hist[i]);
        on_line++;
        last_goal = goal;
        if (!goal && ++placed == SKY_CITYSCAPE_BLOCKS) {   /* CS-8 */
            round++;
            placed = 0;
            round_open = 0;
        }
    }
    if (on_line > 0)
        tb_putc(tb, '\n');
}

int sky_cityscape_write(const sky_cityscape *game, int viewer, char *buf,
                        size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    tb_printf(&tb, "skyline cityscape %d\n", RECORD_VERSION);
    tb_printf(&tb, "players %d rounds %d first %d\n", game->players, game->rounds,
              game->first);
    put_history(&tb, game, viewer);
    return tb_finish(&tb);
}

/* ---- reading the record ----------------------------------------------- */

enum { OPT_PLAYERS, OPT_ROUNDS, OPT_FIRST, OPT_COUNT };

/* The setup: values[] in enum order, where[] the offsets of their tokens. */
struct setup {
    int values[OPT_COUNT];
    size_t where[OPT_COUNT];
};

static int read_setup(struct record_reader *r, struct setup *setup)
{
    static const char *const keys[OPT_COUNT] = { "players", "rounds", "first" };
    int rc, k;

    for (k = 0; k < OPT_COUNT; k++) {
        if (record_expect(r, keys[k]) < 0)
            return SKY_EPARSE;
        rc = record_number(r, &setup->values[k]);
        if (rc < 0)
            return rc;
        setup->where[k] = r->tok;
    }
    return SKY_OK;
}

/*
 * Creates the game, adding one option at a time so that a rejected
 * setup blames the number that made sky_cityscape_new() fail (the
 * ranges stay that function's business).
 */
static int create_game(const struct setup *setup, sky_cityscape **out,
                       size_t *blame)
{
    sky_cityscape_options options;
    int *const fields[OPT_COUNT] = {
        &options.players, &options.rounds, &options.first_player
    };
    int k, rc;

    sky_cityscape_options_init(&options, sizeof options);
    for (k = 0; k < OPT_COUNT; k++) {
        *fields[k] = setup->values[k];
        rc = sky_cityscape_new(&options, out);
        if (rc < 0) {
            *blame = setup->where[k];
            return rc;
        }
        if (k + 1 < OPT_COUNT) {
            sky_cityscape_free(*out);
            *out = NULL;
        }
    }
    return SKY_OK;
}

/* One action, played by the player who may make it: a goal setting by
 * its side's owner, a placement by whoever is to move. */
static int apply_token(void *game, const char *s, size_t n)
{
    sky_cityscape *g = game;
    sky_cityscape_move m;
    int player, rc = parse_move(s, n, &m);

    if (rc < 0)
        return rc;
    player = m.height == 0 ? cs_owner(g, m.side) : cs_to_move(g);
    /* Nobody may make it: play itself says why (side not in play, goals
     * due, match over). */
    if (player < 0)
        player = 0;
    return sky_cityscape_play(g, player, m);
}

/* The setup after "skyline cityscape 1", and the game it makes. */
static int create_from_record(struct record_reader *r, void **game)
{
    struct setup setup;
    sky_cityscape *g = NULL;
    int rc = read_setup(r, &setup);

    if (rc == SKY_OK)
        rc = create_game(&setup, &g, &r->tok);
    *game = g;
    return rc;
}

static void destroy(void *game)
{
    sky_cityscape_free(game);
}

static const struct record_format cityscape_record = {
    "cityscape", RECORD_VERSION, create_from_record, apply_token, destroy
};

int sky_cityscape_read(const char *text, sky_cityscape **out,
                       size_t *error_offset)
{
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    rc = record_read(text, &cityscape_record, &game, error_offset);
    *out = game;
    return rc;
}

/* ---- the picture ------------------------------------------------------- */

/* What the board part of the picture shows. */
struct board_view {
    const uint8_t *city;
    enum goal_view view[4];
    const uint8_t *codes[4];
};

/*
 * The round the board shows: the one being built, or the last one scored
 * until the next round's goal setting begins (and for good once the
 * match is over), so the final city stays in view between rounds.
 */
static int shown_past_round(const struct sky_cityscape *g)
{
    if (cs_phase(g) == SKY_CITYSCAPE_PHASE_OVER)
        return g->rounds - 1;
    if (g->round > 0 && g->placed == 0 && g->goals_set == 0)
        return g->round - 1;
    return -1;
}

static void board_view_init(struct board_view *b, const struct sky_cityscape *g,
                            int viewer)
{
    int past = shown_past_round(g), side;

    b->city = past >= 0 ? g->past[past].city : g->city;
    for (side = 0; side < 4; side++)
        b->view[side] = past >= 0 ? past_goals(g, past, side, &b->codes[side])
                                  : current_goals(g, side, viewer, &b->codes[side]);
}

/*
 * The code printed beside board position `pos` (columns a..d for N
 * and S, rows top to bottom for W and E) is that of the line starting
 * there (CS-5): S and W count lines along pos, N and E against it.
 */
static char edge_char(const struct board_view *b, int side, int pos)
{
    int line = side == SKY_CITYSCAPE_S || side == SKY_CITYSCAPE_W ? pos : 3 - pos;

    return goal_char(b->view[side], b->codes[side], line);
}

/* Appends a picture line without its trailing blanks. */
static void put_trimmed(struct textbuf *tb, char *line)
{
    size_t n = strlen(line);

    while (n > 0 && line[n - 1] == ' ')
        n--;
    line[n] = '\0';
    tb_puts(tb, line);
    tb_putc(tb, '\n');
}

/* A row of N or S codes, aligned with the columns. */
static void put_edge_codes(struct textbuf *tb, const struct board_view *b, int side)
{
    char text[64];
    struct textbuf line;
    int col;

    tb_init(&line, text, sizeof text);
    tb_puts(&line, "       ");
    for (col = 0; col < SKY_CITYSCAPE_SIZE; col++)
        tb_printf(&line, "   %c", edge_char(b, side, col));
    put_trimmed(tb, text);
}

/* Rank, W code, the four lots, E code; the middle row names W and E. */
static void put_board_row(struct textbuf *tb, const struct board_view *b, int row)
{
    char text[64];
    struct textbuf line;
    int col, middle = row == 1;

    tb_init(&line, text, sizeof text);
    tb_printf(&line, "%s%d  %c", middle ? "W  " : "   ", SKY_CITYSCAPE_SIZE - row,
              edge_char(b, SKY_CITYSCAPE_W, row));
    for (col = 0; col < SKY_CITYSCAPE_SIZE; col++) {
        int h = b->city[row * SKY_CITYSCAPE_SIZE + col];

        if (h == 0)
            tb_puts(&line, "   .");
        else
            tb_printf(&line, "%4d", h);
    }
    tb_printf(&line, "   %c%s", edge_char(b, SKY_CITYSCAPE_E, row), middle ? "  E" : "");
    put_trimmed(tb, text);
}

static void put_board(struct textbuf *tb, const struct sky_cityscape *g, int viewer)
{
    struct board_view b;
    int row;

    board_view_init(&b, g, viewer);
    if (shown_past_round(g) >= 0)
        tb_printf(tb, "final city of round %d\n", shown_past_round(g) + 1);
    tb_puts(tb, "                N\n");
    tb_puts(tb, "          a   b   c   d\n");
    put_edge_codes(tb, &b, SKY_CITYSCAPE_N);
    for (row = 0; row < SKY_CITYSCAPE_SIZE; row++)
        put_board_row(tb, &b, row);
    put_edge_codes(tb, &b, SKY_CITYSCAPE_S);
    tb_puts(tb, "                S\n");
    tb_puts(tb, "codes sit at the near end of the line they score (? hidden, - not set)\n");
}

static void put_status(struct textbuf *tb, const struct sky_cityscape *g)
{
    static const char *const phase_names[] = { "goals", "building", "over" };
    int phase = cs_phase(g), side, h;

    tb_printf(tb, "Cityscape  round %d/%d  phase: %s",
              phase == SKY_CITYSCAPE_PHASE_OVER ? g->rounds : g->round + 1, g->rounds,
              phase_names[phase]);
    if (phase == SKY_CITYSCAPE_PHASE_BUILD) {
        tb_printf(tb, "  to move: player %d", cs_to_move(g));
    } else if (phase == SKY_CITYSCAPE_PHASE_GOALS) {
        tb_puts(tb, "  goals due:");
        for (side = 0; side < 4; side++)
            if (cs_owner(g, side) >= 0 && !(g->goals_set & (1u << side)))
                tb_printf(tb, " %c", side_letters[side]);
    }
    tb_putc(tb, '\n');
    if (phase == SKY_CITYSCAPE_PHASE_OVER)
        return;
    tb_puts(tb, "supply ");
    for (h = 1; h <= SKY_CITYSCAPE_MAX_BLOCK; h++)
        tb_printf(tb, "  %d:%d", h, g->supply[h]);
    tb_putc(tb, '\n');
}

static void put_sides(struct textbuf *tb, const struct sky_cityscape *g)
{
    int side;

    tb_puts(tb, "sides ");
    for (side = 0; side < 4; side++) {
        int owner = cs_owner(g, side);

        if (owner >= 0)
            tb_printf(tb, "  %c: player %d", side_letters[side], owner);
        else
            tb_printf(tb, "  %c: unused", side_letters[side]);
    }
    tb_putc(tb, '\n');
}

/* The last round's points (once one is scored), the totals, the winners. */
static void put_scores(struct textbuf *tb, const struct sky_cityscape *g)
{
    unsigned winners;
    int p;

    if (g->round > 0) {
        tb_printf(tb, "round %-2d", g->round);
        for (p = 0; p < g->players; p++)
            tb_printf(tb, "  player %d: %d", p, g->past[g->round - 1].scores[p]);
        tb_putc(tb, '\n');
    }
    tb_puts(tb, "totals  ");
    for (p = 0; p < g->players; p++)
        tb_printf(tb, "  player %d: %d", p, g->totals[p]);
    tb_putc(tb, '\n');
    if (sky_cityscape_winners(g, &winners) != SKY_OK)
        return;
    tb_puts(tb, "winners ");
    for (p = 0; p < g->players; p++)
        if (winners & (1u << p))
            tb_printf(tb, "  player %d", p);
    tb_putc(tb, '\n');
}

int sky_cityscape_render(const sky_cityscape *game, int viewer, char *buf,
                         size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_status(&tb, game);
    put_sides(&tb, game);
    put_board(&tb, game, viewer);
    put_scores(&tb, game);
    return tb_finish(&tb);
}
