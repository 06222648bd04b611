/*
 * Sprawlopolis as text: the move notation, the record (write and read)
 * and the picture.  Reading a record replays every card off the deck
 * and every placement through the public calls, so it is checked as a
 * live game would be; a card marked as drawn must be the one the seed's
 * order deals there.
 */
#include <limits.h>
#include <string.h>

#include "sprawl_internal.h"
#include "record.h"
#include "textbuf.h"

#define RECORD_VERSION 2

static const char *const variant_names[] = { "standard", "easier", "harder" };
static const char zone_letters[] = ".CPIR";

static int check_output(const sky_sprawl *game, int viewer, const char *buf,
                        size_t cap)
{
    if (!SP_IS_GAME(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    return sp_check_viewer(game, viewer);
}

/* ---- move notation ---------------------------------------------------- */

static void put_move(struct textbuf *tb, sky_sprawl_move m)
{
    tb_printf(tb, "%d%s@%d,%d", m.card, m.rotation ? "r" : "", m.row, m.col);
}

static int check_notation_move(sky_sprawl_move m)
{
    if (m.card < 1 || m.card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    if (m.rotation != 0 && m.rotation != 1)
        return SKY_EROTATION;
    return SKY_OK;
}

int sky_sprawl_move_to_string(sky_sprawl_move move, char *buf, size_t cap)
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

/*
 * A decimal int, '-' allowed when `sign`, at s[*i] up to `end`; *i
 * moves past it.  Overflow is a parse error.
 */
static int parse_int(const char *s, size_t end, size_t *i, int sign, int *out)
{
    long v = 0;
    int negative = sign && *i < end && s[*i] == '-';
    size_t start;

    if (negative)
        ++*i;
    start = *i;
    while (*i < end && record_is_digit(s[*i])) {
        v = v * 10 + (s[*i] - '0');
        if (v > INT_MAX)
            return SKY_EPARSE;
        ++*i;
    }
    if (*i == start)
        return SKY_EPARSE;
    *out = (int)(negative ? -v : v);
    return SKY_OK;
}

/* "12r@-1,2": the `n` characters at `s`; *out is written only on success. */
static int parse_move(const char *s, size_t n, sky_sprawl_move *out)
{
    sky_sprawl_move m;
    size_t i = 0;

    if (parse_int(s, n, &i, 0, &m.card) < 0)
        return SKY_EPARSE;
    m.rotation = i < n && s[i] == 'r';
    if (m.rotation)
        i++;
    if (i >= n || s[i++] != '@' || parse_int(s, n, &i, 1, &m.row) < 0
        || i >= n || s[i++] != ',' || parse_int(s, n, &i, 1, &m.col) < 0 || i != n)
        return SKY_EPARSE;
    if (m.card < 1 || m.card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    *out = m;
    return SKY_OK;
}

int sky_sprawl_move_from_string(const char *text, sky_sprawl_move *move)
{
    if (!text || !move)
        return SKY_EINVAL;
    return parse_move(text, strlen(text), move);
}

/* ---- writing the record ---------------------------------------------------- */

/* SP-6: a card dealt to another player is hidden from `viewer`. */
static int card_hidden(const struct sky_sprawl *g, int index, int viewer)
{
    int player = sp_dealt_to(g, index);

    return viewer != SKY_VIEW_ALL && player >= 0 && player != viewer;
}

static void put_header(struct textbuf *tb, const struct sky_sprawl *g, int viewer)
{
    tb_printf(tb, "skyline sprawl %d\n", RECORD_VERSION);
    tb_printf(tb, "players %d variant %s seed ", g->players, variant_names[g->variant]);
    if (viewer == SKY_VIEW_ALL)
        tb_printf(tb, "%llu\n", (unsigned long long)g->seed);
    else
        tb_puts(tb, "?\n");        /* the seed would tell the deck's order */
}

/* A comment for people: the public scoring cards and the target. */
static void put_scoring_comment(struct textbuf *tb, const struct sky_sprawl *g)
{
    int cards[3], i;

    if (sp_scoring_cards(g, cards) < 0)
        return;
    tb_puts(tb, "# scoring:");
    for (i = 0; i < 3; i++)
        tb_printf(tb, " %d %s%s", cards[i], sky_sprawl_card_name(cards[i]), i < 2 ? "," : ";");
    tb_printf(tb, " target %d\n", cards[0] + cards[1] + cards[2]);
}

/*
 * The history: the setup's cards on one line, then each placement with
 * the card off the deck after it.  A card is "+7" as supplied, "+7d" as
 * drawn by the game.
 */
static void put_history(struct textbuf *tb, const struct sky_sprawl *g, int viewer)
{
    int i, on_line = 0, index = 0;

    for (i = 0; i < g->nhist; i++) {
        const struct sp_entry *e = &g->hist[i];

        if (e->kind == SP_CARD) {
            tb_puts(tb, on_line++ ? " " : "");
            if (card_hidden(g, index++, viewer))
                tb_puts(tb, "+?");
            else
                tb_printf(tb, "+%d%s", e->card, e->drawn ? "d" : "");
            continue;
        }
        if (on_line)
            tb_putc(tb, '\n');
        put_move(tb, g->placed[e->before.city]);
        on_line = 1;
    }
    if (on_line)
        tb_putc(tb, '\n');
}

int sky_sprawl_write(const sky_sprawl *game, int viewer, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_header(&tb, game, viewer);
    put_scoring_comment(&tb, game);
    put_history(&tb, game, viewer);
    return tb_finish(&tb);
}

/* ---- reading the record ------------------------------------------------------ */

/* A small count ("players 2"); big values saturate for the range check. */
static int read_count(struct record_reader *r, int *out)
{
    uint64_t v;

    record_next(r);
    if (record_u64(r, &v) < 0)
        return SKY_EPARSE;
    *out = v > INT_MAX ? INT_MAX : (int)v;
    return SKY_OK;
}

static int read_variant(struct record_reader *r, int *variant)
{
    int v;

    record_next(r);
    for (v = 0; v < (int)(sizeof variant_names / sizeof variant_names[0]); v++) {
        if (record_is(r, variant_names[v])) {
            *variant = v;
            return SKY_OK;
        }
    }
    return SKY_EPARSE;
}

/* "seed 2026"; "seed ?" was written for a player. */
static int read_seed(struct record_reader *r, sky_sprawl_options *o)
{
    if (record_expect(r, "seed") < 0)
        return SKY_EPARSE;
    record_next(r);
    if (record_is(r, "?"))
        return SKY_EHIDDEN;
    return record_u64(r, &o->seed);
}

/* The setup after "skyline sprawl 2" and the game it makes; r->tok is
 * blamed on failure. */
static int create_from_record(struct record_reader *r, void **game)
{
    sky_sprawl_options o;
    sky_sprawl *g = NULL;
    size_t players_at;
    int rc;

    sky_sprawl_options_init(&o, sizeof o);
    if (record_expect(r, "players") < 0 || (rc = read_count(r, &o.players)) < 0)
        return SKY_EPARSE;
    players_at = r->tok;
    if (record_expect(r, "variant") < 0 || read_variant(r, &o.variant) < 0)
        return SKY_EPARSE;
    if ((rc = read_seed(r, &o)) < 0)
        return rc;
    rc = sky_sprawl_new(&o, &g);
    if (rc < 0)
        r->tok = players_at;    /* the only setting that can be out of range */
    *game = g;
    return rc;
}

/*
 * "+7": card 7 came off the deck, supplied; "+7d": drawn by the game,
 * so it must be the card its deck order deals now; "+?": a card hidden
 * from the writer's viewer.
 */
static int apply_card(sky_sprawl *g, const char *s, size_t n)
{
    sky_sprawl_move m = { 0, 0, 0, 0 };
    size_t i = 1;
    int drawn, rc;

    if (n == 2 && s[1] == '?')
        return SKY_EHIDDEN;
    drawn = s[n - 1] == 'd';
    n -= (size_t)drawn;
    if (parse_int(s, n, &i, 0, &m.card) < 0 || i != n)
        return SKY_EPARSE;
    if (!drawn)
        return sky_sprawl_play(g, SKY_ECHANCE, m);
    rc = sky_sprawl_check(g, SKY_ECHANCE, m);
    if (rc < 0)
        return rc;
    if (m.card != sp_next_draw(g))
        return SKY_EILLEGAL;
    sp_apply_card(g, m.card, 1);
    return SKY_OK;
}

static int apply_placement(sky_sprawl *g, const char *s, size_t n)
{
    sky_sprawl_move m;
    int player, rc = parse_move(s, n, &m);

    if (rc < 0)
        return rc;
    /* Nobody may play now: play itself says why (a card due, game over). */
    player = sky_sprawl_to_move(g);
    return sky_sprawl_play(g, player < 0 ? 0 : player, m);
}

/* One token: a card off the deck ("+7", "+7d") or a placement. */
static int apply_token(void *game, const char *s, size_t n)
{
    return s[0] == '+' ? apply_card(game, s, n) : apply_placement(game, s, n);
}

static void destroy(void *game)
{
    sky_sprawl_free(game);
}

static const struct record_format sprawl_record = {
    "sprawl", RECORD_VERSION, create_from_record, apply_token, destroy
};

int sky_sprawl_read(const char *text, sky_sprawl **out, size_t *error_offset)
{
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    rc = record_read(text, &sprawl_record, &game, error_offset);
    *out = game;
    return rc;
}

/* ---- the picture ---------------------------------------------------------------- */

/*
 * Each cell is 3 x 3 characters: the zone letter in the middle, a road
 * drawn as '|' above or below it and '-' beside it; '.' marks an empty
 * cell inside the city's box.
 */
static void put_cell_line(struct textbuf *tb, uint8_t c, int line)
{
    int road = SP_ROAD(c);

    if (line == 0)
        tb_puts(tb, road & SKY_SPRAWL_N ? " | " : "   ");
    else if (line == 2)
        tb_puts(tb, road & SKY_SPRAWL_S ? " | " : "   ");
    else if (c == 0)
        tb_puts(tb, " . ");
    else
        tb_printf(tb, "%c%c%c", road & SKY_SPRAWL_W ? '-' : ' ',
                  zone_letters[SP_ZONE(c)], road & SKY_SPRAWL_E ? '-' : ' ');
}

/* Appends one picture line without trailing blanks. */
static void put_trimmed(struct textbuf *tb, char *line)
{
    size_t n = strlen(line);

    while (n > 0 && line[n - 1] == ' ')
        n--;
    line[n] = '\0';
    tb_puts(tb, line);
    tb_putc(tb, '\n');
}

static void put_city(struct textbuf *tb, const struct sky_sprawl *g)
{
    const struct sp_state *s = &g->s;
    char text[4 + 3 * SP_SIDE + 2];
    struct textbuf line;
    int row, col, k;

    if (s->city == 0) {
        tb_puts(tb, "(no city yet)\n");
        return;
    }
    tb_init(&line, text, sizeof text);
    tb_puts(&line, "    ");
    for (col = s->left_col; col <= s->right_col; col++)
        tb_printf(&line, "%3d", col);
    put_trimmed(tb, text);
    for (row = s->top_row; row <= s->bottom_row; row++) {
        for (k = 0; k < 3; k++) {
            tb_init(&line, text, sizeof text);
            if (k == 1)
                tb_printf(&line, "%3d ", row);
            else
                tb_puts(&line, "    ");
            for (col = s->left_col; col <= s->right_col; col++)
                put_cell_line(&line, SP_CELL(g, row, col), k);
            put_trimmed(tb, text);
        }
    }
}

static void put_status(struct textbuf *tb, const struct sky_sprawl *g)
{
    int who = sky_sprawl_to_move(g);

    tb_printf(tb, "Sprawlopolis  %s  %s game  city %d/%d  deck %d",
              g->players == 1 ? "solo" : "co-op", variant_names[g->variant],
              g->s.city, SKY_SPRAWL_CITY_CARDS, sp_deck_size(g));
    if (g->s.top)
        tb_printf(tb, " (top: %d %s)", g->s.top, sky_sprawl_card_name(g->s.top));
    tb_putc(tb, '\n');
    if (who >= 0)
        tb_printf(tb, "to move: player %d\n", who);
    else if (who == SKY_ECHANCE)
        tb_puts(tb, "to move: the deck (a card is due)\n");
}

static void put_scoring_cards(struct textbuf *tb, const struct sky_sprawl *g)
{
    int cards[3], i;

    sp_scoring_cards(g, cards);
    tb_puts(tb, "scoring cards:");
    for (i = 0; i < 3; i++) {
        if (cards[i])
            tb_printf(tb, "%s %d %s", i ? "," : "", cards[i], sky_sprawl_card_name(cards[i]));
        else
            tb_printf(tb, "%s ?", i ? "," : "");
    }
    if (cards[2])
        tb_printf(tb, "  (target %d)", cards[0] + cards[1] + cards[2]);
    tb_putc(tb, '\n');
}

static void put_hands(struct textbuf *tb, const struct sky_sprawl *g, int viewer)
{
    int p, i, cards[SKY_SPRAWL_HAND];

    for (p = 0; p < g->players; p++) {
        int n = sky_sprawl_hand(g, p, viewer, cards);

        tb_printf(tb, "hand of player %d:", p);
        for (i = 0; i < n; i++)
            if (cards[i])
                tb_printf(tb, " %d", cards[i]);
        if (n > 0 && !cards[0])
            tb_printf(tb, " %d card%s (hidden)", n, n == 1 ? "" : "s");
        if (n == 0)
            tb_puts(tb, " (empty)");
        tb_putc(tb, '\n');
    }
}

static void put_score(struct textbuf *tb, const struct sky_sprawl *g)
{
    sky_sprawl_tally t;
    int i;

    if (sky_sprawl_score_tally(g, &t) < 0)
        return;
    tb_printf(tb, "groups C %d  P %d  I %d  R %d: %d;  roads %d: %d;  cards",
              t.groups[0], t.groups[1], t.groups[2], t.groups[3], t.group_points,
              t.roads, t.road_points);
    for (i = 0; i < 3; i++)
        tb_printf(tb, " %+d", t.card_points[i]);
    tb_printf(tb, "\nscore %d, target %d", t.total, t.target);
    if (sp_is_over(g))
        tb_printf(tb, ": the city is complete and the team %s",
                  t.total >= t.target ? "wins" : "loses");
    tb_putc(tb, '\n');
}

int sky_sprawl_render(const sky_sprawl *game, int viewer, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_status(&tb, game);
    put_scoring_cards(&tb, game);
    put_hands(&tb, game, viewer);
    put_city(&tb, game);
    put_score(&tb, game);
    return tb_finish(&tb);
}
