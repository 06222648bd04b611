/*
 * Skyline (highrise) as text: the step notation, the record (write and
 * read) and the picture.  The record is the setup plus every step, so
 * reading it replays each step through the public calls and checks it
 * exactly as a live game would.
 *
 * Notation (a die is its kind G/U/P and its face L/M/H/-):
 *   TGUP  T-       take those dice from the Yard (T- : the Yard is empty)
 *   D              take the Abandoned District
 *   G=M            the next die, a ground floor, rolled M (G~M in a
 *                  record: drawn from the game's generator)
 *   bGM  bUM>2     build: a new building; onto the column of 2 dice
 *   aP-            abandon
 *   xP-/M2 xP-/[M4] xP-   demolish with a column, a tile, or later dice
 *   rUL  roll      pick a die up to re-roll; roll the dice picked up
 *   resign         end the turn
 */
#include <string.h>

#include "highrise_internal.h"
#include "record.h"
#include "textbuf.h"

#define RECORD_VERSION 1

const char hr_kind_letters[HR_KINDS + 1] = "GUP";
const char hr_face_letters[HR_FACES + 1] = "LMH-";

static const char *const kind_names[HR_KINDS] = {
    "ground floor", "upper floor", "penthouse"
};
static const char *const type_names[HR_FACES] = {
    "Low-Rise", "Mid-Rise", "High-Rise", "blank"
};

static int letter_index(const char *letters, char c)
{
    const char *hit = c ? strchr(letters, c) : NULL;
    return hit ? (int)(hit - letters) : -1;
}

static int check_output(const sky_highrise *game, int viewer, const char *buf,
                        size_t cap)
{
    if (!HR_IS(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= game->players))
        return SKY_ERANGE;
    return SKY_OK;
}

/* ---- step notation ------------------------------------------------------ */

static int die_in_range(sky_highrise_move m)
{
    return m.kind >= 0 && m.kind < HR_KINDS && m.face >= 0 && m.face < HR_FACES;
}

/* What the notation can express; the rules are the check's business. */
static int check_notation(sky_highrise_move m)
{
    int k;

    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
        for (k = 0; k < HR_KINDS; k++)
            if (m.take[k] < 0 || m.take[k] > 3)
                return SKY_ERANGE;
        return m.take[0] + m.take[1] + m.take[2] <= 3 ? SKY_OK : SKY_ERANGE;
    case SKY_HIGHRISE_TAKE_DISTRICT:
    case SKY_HIGHRISE_THROW:
    case SKY_HIGHRISE_RESIGN:
        return SKY_OK;
    case SKY_HIGHRISE_BUILD:
        if (m.height < 0 || m.height >= HR_TOP)
            return SKY_ERANGE;
        break;
    case SKY_HIGHRISE_DEMOLISH:
        if (m.height != 0 && (m.height < 1 || m.type < 0 || m.type >= HR_TYPES
                              || m.tile < 0 || m.tile > 1
                              || m.height > (m.tile ? HR_TOP : HR_TOP - 1)))
            return SKY_ERANGE;
        break;
    case SKY_HIGHRISE_ROLL:
    case SKY_HIGHRISE_ABANDON:
    case SKY_HIGHRISE_REROLL:
        break;
    default:
        return SKY_ERANGE;
    }
    return die_in_range(m) ? SKY_OK : SKY_ERANGE;
}

static void put_die(struct textbuf *tb, int kind, int face)
{
    tb_putc(tb, hr_kind_letters[kind]);
    tb_putc(tb, hr_face_letters[face]);
}

/* A building: "M2" for a column of 2 dice, "[M4]" for a tile of height 4. */
static void put_building(struct textbuf *tb, int tile, int type, int height)
{
    tb_printf(tb, tile ? "[%c%d]" : "%c%d", hr_face_letters[type], height);
}

/* `drawn` marks a roll from the game's generator (records only). */
static void put_step(struct textbuf *tb, sky_highrise_move m, int drawn)
{
    static const char step_letters[] = "TDR" "bax" "r";
    int k, i;

    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
        tb_putc(tb, 'T');
        for (k = 0; k < HR_KINDS; k++)
            for (i = 0; i < m.take[k]; i++)
                tb_putc(tb, hr_kind_letters[k]);
        if (m.take[0] + m.take[1] + m.take[2] == 0)
            tb_putc(tb, '-');
        return;
    case SKY_HIGHRISE_TAKE_DISTRICT:
        tb_putc(tb, 'D');
        return;
    case SKY_HIGHRISE_ROLL:
        tb_putc(tb, hr_kind_letters[m.kind]);
        tb_putc(tb, drawn ? '~' : '=');
        tb_putc(tb, hr_face_letters[m.face]);
        return;
    case SKY_HIGHRISE_THROW:
        tb_puts(tb, "roll");
        return;
    case SKY_HIGHRISE_RESIGN:
        tb_puts(tb, "resign");
        return;
    default:
        break;
    }
    tb_putc(tb, step_letters[m.step]);
    put_die(tb, m.kind, m.face);
    if (m.step == SKY_HIGHRISE_BUILD && m.height > 0)
        tb_printf(tb, ">%d", m.height);
    if (m.step == SKY_HIGHRISE_DEMOLISH && m.height > 0) {
        tb_putc(tb, '/');
        put_building(tb, m.tile, m.type, m.height);
    }
}

int sky_highrise_move_to_string(sky_highrise_move move, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    rc = check_notation(move);
    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_step(&tb, move, 0);
    return tb_finish(&tb);
}

static int parse_die(const char *s, sky_highrise_move *m)
{
    m->kind = letter_index(hr_kind_letters, s[0]);
    m->face = m->kind < 0 ? -1 : letter_index(hr_face_letters, s[1]);
    return m->face < 0 ? SKY_EPARSE : SKY_OK;
}

/* "T-" or "T" and up to three kind letters in the order G, U, P. */
static int parse_take(const char *s, size_t n, sky_highrise_move *m)
{
    size_t i;
    int k, last = 0;

    if (n == 2 && s[1] == '-')
        return SKY_OK;
    if (n < 2 || n > 4)
        return SKY_EPARSE;
    for (i = 1; i < n; i++) {
        k = letter_index(hr_kind_letters, s[i]);
        if (k < last)
            return SKY_EPARSE;
        m->take[k]++;
        last = k;
    }
    return SKY_OK;
}

/* "G=M"; *drawn is set for "G~M". */
static int parse_roll(const char *s, size_t n, sky_highrise_move *m, int *drawn)
{
    if (n != 3 || (s[1] != '=' && s[1] != '~'))
        return SKY_EPARSE;
    m->step = SKY_HIGHRISE_ROLL;
    m->kind = letter_index(hr_kind_letters, s[0]);
    m->face = letter_index(hr_face_letters, s[2]);
    *drawn = s[1] == '~';
    return m->kind < 0 || m->face < 0 ? SKY_EPARSE : SKY_OK;
}

/* A single digit 1..max: a column has at most 5 dice, a tile height 6. */
static int parse_height(char c, int max, int *height)
{
    if (c < '1' || c > '0' + max)
        return SKY_EPARSE;
    *height = c - '0';
    return SKY_OK;
}

/* "M2" or "[M4]" after the '/' of a demolition. */
static int parse_building(const char *s, size_t n, sky_highrise_move *m)
{
    if (n == 4 && s[0] == '[' && s[3] == ']') {
        m->tile = 1;
        s++;
    } else if (n != 2) {
        return SKY_EPARSE;
    }
    m->type = letter_index(hr_face_letters, s[0]);
    if (m->type < 0 || m->type >= HR_TYPES)
        return SKY_EPARSE;
    return parse_height(s[1], m->tile ? HR_TOP : HR_TOP - 1, &m->height);
}

/* bGM bUM>2 aP- xP- xP-/M2 xP-/[M4] rUL */
static int parse_die_step(const char *s, size_t n, sky_highrise_move *m)
{
    static const char steps[] = "bax";

    if (n < 3 || parse_die(s + 1, m) < 0)
        return SKY_EPARSE;
    if (s[0] == 'r') {
        m->step = SKY_HIGHRISE_REROLL;
        return n == 3 ? SKY_OK : SKY_EPARSE;
    }
    m->step = SKY_HIGHRISE_BUILD + letter_index(steps, s[0]);
    if (n == 3)
        return SKY_OK;
    if (m->step == SKY_HIGHRISE_BUILD && n == 5 && s[3] == '>')
        return parse_height(s[4], HR_TOP - 1, &m->height);
    if (m->step == SKY_HIGHRISE_DEMOLISH && s[3] == '/')
        return parse_building(s + 4, n - 4, m);
    return SKY_EPARSE;
}

/* Parses the `n` characters at `s`; *out is written only on success. */
static int parse_step(const char *s, size_t n, sky_highrise_move *out, int *drawn)
{
    sky_highrise_move m;
    int rc = SKY_OK;

    memset(&m, 0, sizeof m);
    *drawn = 0;
    if (n == 4 && memcmp(s, "roll", 4) == 0)
        m.step = SKY_HIGHRISE_THROW;
    else if (n == 6 && memcmp(s, "resign", 6) == 0)
        m.step = SKY_HIGHRISE_RESIGN;
    else if (n == 1 && s[0] == 'D')
        m.step = SKY_HIGHRISE_TAKE_DISTRICT;
    else if (n >= 2 && s[0] == 'T')
        rc = parse_take(s, n, &m);
    else if (n == 3 && (s[1] == '=' || s[1] == '~'))
        rc = parse_roll(s, n, &m, drawn);
    else if (n >= 3 && strchr("baxr", s[0]))
        rc = parse_die_step(s, n, &m);
    else
        rc = SKY_EPARSE;
    if (rc == SKY_OK)
        *out = m;
    return rc;
}

int sky_highrise_move_from_string(const char *text, sky_highrise_move *move)
{
    size_t n = 0;
    int drawn;
    sky_highrise_move m;

    if (!text || !move)
        return SKY_EINVAL;
    while (n < SKY_HIGHRISE_NOTATION_SIZE && text[n])
        n++;
    if (parse_step(text, n, &m, &drawn) < 0 || drawn)
        return SKY_EPARSE;
    *move = m;
    return SKY_OK;
}

/* ---- writing the record --------------------------------------------------- */

static void put_faces(struct textbuf *tb, const uint8_t faces[HR_SIDES])
{
    int s;

    for (s = 0; s < HR_SIDES; s++)
        tb_putc(tb, hr_face_letters[faces[s]]);
}

/* One line per turn; a comment names each round as it starts. */
static void put_history(struct textbuf *tb, const struct sky_highrise *g)
{
    uint32_t i, demolished = 0;
    int turn = 0, line_open = 0;

    for (i = 0; i < g->nhist; i++) {
        sky_highrise_move m = hr_history_move(g, i, &demolished);

        if (!line_open && turn % g->players == 0)
            tb_printf(tb, "# round %d\n", turn / g->players + 1);
        if (line_open)
            tb_putc(tb, ' ');
        put_step(tb, m, hr_history_drawn(g, i));
        line_open = 1;
        if (m.step == SKY_HIGHRISE_RESIGN) {
            tb_putc(tb, '\n');
            line_open = 0;
            turn++;
        }
    }
    if (line_open)
        tb_putc(tb, '\n');
}

int sky_highrise_write(const sky_highrise *game, int viewer, char *buf,
                       size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap), k;

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    tb_printf(&tb, "skyline highrise %d\n", RECORD_VERSION);
    tb_printf(&tb, "players %d rounds %d seed %llu faces", game->players,
              game->rounds, (unsigned long long)game->seed);
    for (k = 0; k < HR_KINDS; k++) {
        tb_putc(&tb, ' ');
        put_faces(&tb, game->faces[k]);
    }
    tb_putc(&tb, '\n');
    put_history(&tb, game);
    return tb_finish(&tb);
}

/* ---- reading the record ------------------------------------------------------ */

static int read_faces(struct record_reader *r, int faces[HR_SIDES])
{
    int s;

    record_next(r);
    if (r->len != HR_SIDES)
        return SKY_EPARSE;
    for (s = 0; s < HR_SIDES; s++) {
        faces[s] = letter_index(hr_face_letters, r->text[r->tok + s]);
        if (faces[s] < 0)
            return SKY_EPARSE;
    }
    return SKY_OK;
}

/* The setup after "skyline highrise 1"; where[] keeps the offsets of the players and rounds. */
static int read_setup(struct record_reader *r, sky_highrise_options *o, size_t where[2])
{
    int k;

    if (record_expect(r, "players") < 0 || record_number(r, &o->players) < 0)
        return SKY_EPARSE;
    where[0] = r->tok;
    if (record_expect(r, "rounds") < 0 || record_number(r, &o->rounds) < 0)
        return SKY_EPARSE;
    where[1] = r->tok;
    if (o->rounds == 0)
        return SKY_ERANGE;      /* a record states the rounds played */
    if (record_expect(r, "seed") < 0)
        return SKY_EPARSE;
    record_next(r);
    if (record_u64(r, &o->seed) < 0)
        return SKY_EPARSE;
    if (record_expect(r, "faces") < 0)
        return SKY_EPARSE;
    for (k = 0; k < HR_KINDS; k++)
        if (read_faces(r, o->faces[k]) < 0)
            return SKY_EPARSE;
    return SKY_OK;
}

/*
 * Each step by whoever plays now, a roll by the chance player; a drawn
 * roll ("G~M") is drawn again from the generator and must show the
 * same face.
 */
static int replay_step(void *g, const char *s, size_t n)
{
    sky_highrise_move m, rolled;
    int drawn, player, rc = parse_step(s, n, &m, &drawn);

    if (rc < 0)
        return rc;
    player = hr_to_move(g);
    if (player == SKY_EOVER)
        return player;
    if (!drawn)
        return sky_highrise_play(g, player, m);
    rc = sky_highrise_check(g, player, m);
    if (rc < 0)
        return rc;
    rc = sky_highrise_draw(g, &rolled);
    if (rc == SKY_OK && rolled.face != m.face) {
        sky_highrise_undo(g);
        return SKY_EILLEGAL;
    }
    return rc;
}

/* Blames the players number, or the rounds number, for a rejected setup. */
static int create_game(const sky_highrise_options *o, const size_t where[2],
                       sky_highrise **out, size_t *blame)
{
    sky_highrise_options first = *o;
    int rc;

    first.rounds = 1;
    rc = sky_highrise_new(&first, out);
    if (rc < 0) {
        *blame = where[0];
        return rc;
    }
    sky_highrise_free(*out);
    rc = sky_highrise_new(o, out);
    if (rc < 0)
        *blame = where[1];
    return rc;
}

static int create_from_record(struct record_reader *r, void **game)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    size_t where[2] = { 0, 0 };
    int rc;

    sky_highrise_options_init(&o, sizeof o);
    rc = read_setup(r, &o, where);
    if (rc == SKY_OK)
        rc = create_game(&o, where, &g, &r->tok);
    *game = g;
    return rc;
}

static void destroy(void *game)
{
    sky_highrise_free(game);
}

static const struct record_format highrise_record = {
    "highrise", RECORD_VERSION, create_from_record, replay_step, destroy
};

int sky_highrise_read(const char *text, sky_highrise **out, size_t *error_offset)
{
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    rc = record_read(text, &highrise_record, &game, error_offset);
    *out = game;
    return rc;
}

/* ---- the picture -------------------------------------------------------------------- */

static const char *const phase_texts[] = {
    "take dice", "roll", "resolve (build, abandon or demolish)",
    "more dice for the action, re-roll or resign", "pick dice to re-roll, then roll",
    "over"
};

static void put_counts(struct textbuf *tb, const char *label, const uint8_t counts[HR_KINDS])
{
    int k;

    tb_puts(tb, label);
    for (k = 0; k < HR_KINDS; k++)
        tb_printf(tb, " %c:%d", hr_kind_letters[k], counts[k]);
}

static void put_status(struct textbuf *tb, const struct sky_highrise *g)
{
    int h;

    if (g->phase == SKY_HIGHRISE_PHASE_OVER)
        tb_printf(tb, "Skyline  after round %d of %d: the game is over\n",
                  hr_round(g) + 1, g->rounds);
    else
        tb_printf(tb, "Skyline  round %d of %d  player %d: %s\n", hr_round(g) + 1,
                  g->rounds, hr_player(g), phase_texts[g->phase]);
    put_counts(tb, "yard    ", g->yard);
    if (g->players > 1)
        put_counts(tb, "   district", g->district);
    tb_puts(tb, "\ntiles left");
    for (h = 1; h <= HR_TOP; h++)
        tb_printf(tb, " %d:%d", h, sky_highrise_tile_supply(g, h));
    tb_putc(tb, '\n');
}

static void put_active(struct textbuf *tb, const struct sky_highrise *g)
{
    int k, f, i;

    if (g->phase == SKY_HIGHRISE_PHASE_OVER || g->phase == SKY_HIGHRISE_PHASE_TAKE)
        return;
    tb_puts(tb, g->dice ? "active  " : "active   none");
    for (k = 0; k < HR_KINDS; k++) {
        for (f = 0; f < HR_FACES; f++)
            for (i = 0; i < g->active[k][f]; i++) {
                tb_putc(tb, ' ');
                put_die(tb, k, f);
            }
        for (i = 0; i < hr_awaiting(g, k); i++)
            tb_printf(tb, " %c?", hr_kind_letters[k]);
    }
    tb_putc(tb, '\n');
}

/* "tiles [L2] [M4]x2  columns H3 M1" */
static void put_player(struct textbuf *tb, const struct sky_highrise *g, int p)
{
    const struct hr_player *pl = &g->p[p];
    int t, h;

    tb_printf(tb, "player %d  %3d points  tiles", p, hr_score(g, p));
    for (t = 0; t < HR_TYPES; t++)
        for (h = 1; h <= HR_TOP; h++)
            if (pl->tiles[t][h]) {
                tb_putc(tb, ' ');
                put_building(tb, 1, t, h);
                if (pl->tiles[t][h] > 1)
                    tb_printf(tb, "x%d", pl->tiles[t][h]);
            }
    tb_puts(tb, "  columns");
    for (t = 0; t < HR_TYPES; t++)
        for (h = 1; h < HR_TOP; h++)
            if (pl->cols[t][h]) {
                tb_putc(tb, ' ');
                put_building(tb, 0, t, h);
                if (pl->cols[t][h] > 1)
                    tb_printf(tb, "x%d", pl->cols[t][h]);
            }
    tb_putc(tb, '\n');
}

static void put_solo_result(struct textbuf *tb, const struct sky_highrise *g)
{
    unsigned met = 0;
    int level = sky_highrise_solo_level(hr_score(g, 0)), s;

    tb_printf(tb, "solo level: %s\nscenarios met:",
              level ? sky_highrise_level_name(level) : "none (below 40 points)");
    sky_highrise_scenarios(g, 0, &met);
    for (s = 0; s < SKY_HIGHRISE_SCENARIOS; s++)
        if (met & (1u << s))
            tb_printf(tb, " %s", sky_highrise_scenario_name(s));
    tb_putc(tb, '\n');
}

static void put_result(struct textbuf *tb, const struct sky_highrise *g)
{
    unsigned winners = 0;
    int p;

    if (sky_highrise_winners(g, &winners) != SKY_OK)
        return;
    tb_puts(tb, "final scores (HR-18):");
    for (p = 0; p < g->players; p++)
        tb_printf(tb, "  player %d: %d (%d building%s)", p, hr_score(g, p),
                  sky_highrise_buildings(g, p), sky_highrise_buildings(g, p) == 1 ? "" : "s");
    tb_puts(tb, "\nwinners:");
    for (p = 0; p < g->players; p++)
        if (winners & (1u << p))
            tb_printf(tb, " player %d", p);
    tb_putc(tb, '\n');
    if (g->players == 1)
        put_solo_result(tb, g);
}

int sky_highrise_render(const sky_highrise *game, int viewer, char *buf,
                        size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap), p;

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_status(&tb, game);
    put_active(&tb, game);
    for (p = 0; p < game->players; p++)
        put_player(&tb, game, p);
    put_result(&tb, game);
    return tb_finish(&tb);
}

/* ---- explanations ------------------------------------------------------------------------- */

static void put_die_name(struct textbuf *tb, int kind, int face)
{
    if (face == HR_BLANK)
        tb_printf(tb, "the %s die showing a blank", kind_names[kind]);
    else
        tb_printf(tb, "the %s die showing %s", kind_names[kind], type_names[face]);
}

/* "the Mid-Rise of 2 dice", "no High-Rise tile of height 4" */
static void put_building_name(struct textbuf *tb, const char *article, int tile,
                              int type, int height)
{
    if (tile)
        tb_printf(tb, "%s %s tile of height %d", article, type_names[type], height);
    else
        tb_printf(tb, "%s %s of %d %s", article, type_names[type], height,
                  height == 1 ? "die" : "dice");
}

static void explain_take(struct textbuf *tb, const struct sky_highrise *g,
                         sky_highrise_move m, int rc)
{
    int k, left = g->yard[0] + g->yard[1] + g->yard[2];

    if (rc == SKY_EILLEGAL) {
        tb_puts(tb, "the Yard is empty: take the Abandoned District (HR-12)");
        return;
    }
    if (rc == SKY_OK) {
        int listed = 0;

        tb_puts(tb, "take");
        for (k = 0; k < HR_KINDS; k++)
            if (m.take[k] > 0)
                tb_printf(tb, "%s %d %s%s", listed++ ? "," : "", m.take[k], kind_names[k],
                          m.take[k] > 1 ? " dice" : " die");
        tb_puts(tb, listed ? " from the Yard (HR-12)" : " nothing: the Yard is empty (HR-12)");
        return;
    }
    for (k = 0; k < HR_KINDS; k++)
        if (rc == SKY_ENODIE && m.take[k] > g->yard[k]) {
            tb_printf(tb, "the Yard has only %d %s dice", g->yard[k], kind_names[k]);
            return;
        }
    tb_printf(tb, "take exactly %d dice from the Yard: three, or all that is left (HR-12)",
              left < 3 ? left : 3);
}

static void explain_build_ok(struct textbuf *tb, sky_highrise_move m)
{
    tb_puts(tb, "build ");
    put_die_name(tb, m.kind, m.face);
    if (m.height == 0) {
        tb_printf(tb, " as the ground floor of a new %s (HR-5)", type_names[m.face]);
        return;
    }
    tb_puts(tb, " on ");
    put_building_name(tb, "the", 0, m.face, m.height);
    if (hr_complete(m.face, m.height + 1, m.kind))
        tb_printf(tb, ", completing a building of height %d worth %d points (HR-10)",
                  m.height + 1, (m.height + 1) * (m.height + 1));
}

/* ENOROOM: a penthouse on a Low-Rise, too tall for a top, too short for one. */
static void explain_no_room(struct textbuf *tb, sky_highrise_move m)
{
    int max = m.face < HR_TYPES ? hr_max_column(m.face) : 0;

    if (m.kind == HR_P && m.face == HR_L)
        tb_puts(tb, "a penthouse never goes on a Low-Rise (HR-7)");
    else if (m.kind == HR_U)
        tb_printf(tb, "a %s of %d dice has no room for another upper floor: with its "
                  "penthouse it would pass the %d dice of %s",
                  type_names[m.face], m.height, max, m.face == HR_M ? "HR-8" : "HR-9");
    else
        tb_printf(tb, "a High-Rise needs at least 2 dice below its penthouse, and this "
                  "one has %d (HR-9)", m.height);
}

static void explain_build(struct textbuf *tb, const struct sky_highrise *g,
                          sky_highrise_move m, int rc)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    int h, any = 0;

    switch (rc) {
    case SKY_OK:
        explain_build_ok(tb, m);
        return;
    case SKY_EILLEGAL:
        tb_puts(tb, "a ground floor always starts a new building (HR-5)");
        return;
    case SKY_ENOROOM:
        explain_no_room(tb, m);
        return;
    default:                                   /* SKY_ENOCOLUMN */
        break;
    }
    for (h = 1; h < HR_TOP; h++)
        any |= pl->cols[m.face][h] != 0;
    if (!any)
        tb_printf(tb, "no %s column to build the %s on (HR-6)", type_names[m.face],
                  kind_names[m.kind]);
    else if (m.height == 0)
        tb_printf(tb, "only a ground floor starts a building: name the %s to build the %s on (HR-6)",
                  type_names[m.face], kind_names[m.kind]);
    else {
        put_building_name(tb, "no", 0, m.face, m.height);
        tb_puts(tb, " to build on (HR-6)");
    }
}

static void explain_demolish(struct textbuf *tb, const struct sky_highrise *g,
                             sky_highrise_move m, int rc)
{
    if (rc == SKY_EILLEGAL) {
        tb_puts(tb, g->phase == SKY_HIGHRISE_PHASE_ACTION
                    ? "this Demolish has already taken its one building down (HR-14)"
                    : "the first die of a Demolish names the building it takes down (HR-14)");
        return;
    }
    if (rc == SKY_ENOCOLUMN) {
        tb_puts(tb, "you have ");
        put_building_name(tb, "no", m.tile, m.type, m.height);
        tb_puts(tb, " to demolish");
        return;
    }
    tb_puts(tb, "demolish: ");
    put_die_name(tb, m.kind, m.face);
    if (m.height > 0) {
        tb_puts(tb, " and ");
        put_building_name(tb, "the", m.tile, m.type, m.height);
    }
    tb_puts(tb, " go to the Yard (HR-14)");
}

static void explain_phase(struct textbuf *tb, const struct sky_highrise *g,
                          sky_highrise_move m)
{
    if (m.step == SKY_HIGHRISE_RESIGN && g->phase == SKY_HIGHRISE_PHASE_RESOLVE) {
        tb_puts(tb, "resolve at least one die first: resign only when nothing can be "
                    "resolved (HR-14, HR-23)");
        return;
    }
    if (g->phase == SKY_HIGHRISE_PHASE_ACTION && m.step >= SKY_HIGHRISE_BUILD
        && m.step <= SKY_HIGHRISE_DEMOLISH) {
        tb_puts(tb, "one action for all the dice resolved: re-roll or resign before "
                    "another action (HR-14, HR-15)");
        return;
    }
    tb_printf(tb, "not now: the turn is at '%s'", phase_texts[g->phase]);
}

static void explain_roll(struct textbuf *tb, const struct sky_highrise *g,
                         sky_highrise_move m, int rc)
{
    int next = hr_next_roll_kind(g);

    if (rc == SKY_OK)
        tb_printf(tb, "the %s die shows %s", kind_names[m.kind],
                  m.face == HR_BLANK ? "a blank" : type_names[m.face]);
    else if (rc == SKY_ENODIE)
        tb_printf(tb, "the next die to roll is a %s die (HR-13)", kind_names[next]);
    else
        tb_printf(tb, "a %s die has no %s face (HR-3)", kind_names[m.kind],
                  type_names[m.face]);
}

/* The sentence for a step that passed the checks every step shares. */
static void explain_step(struct textbuf *tb, const struct sky_highrise *g,
                         sky_highrise_move m, int rc)
{
    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
        explain_take(tb, g, m, rc);
        return;
    case SKY_HIGHRISE_ROLL:
        explain_roll(tb, g, m, rc);
        return;
    case SKY_HIGHRISE_BUILD:
        if (rc == SKY_EBLANK) {
            tb_puts(tb, "a blank face cannot be built (HR-6)");
            return;
        }
        explain_build(tb, g, m, rc);
        return;
    case SKY_HIGHRISE_DEMOLISH:
        explain_demolish(tb, g, m, rc);
        return;
    default:
        break;
    }
    switch (m.step) {
    case SKY_HIGHRISE_TAKE_DISTRICT:
        tb_puts(tb, rc == SKY_OK ? "take every die of the Abandoned District (HR-12)"
                                 : "the Abandoned District is empty");
        return;
    case SKY_HIGHRISE_ABANDON:
        tb_puts(tb, "move ");
        put_die_name(tb, m.kind, m.face);
        tb_puts(tb, " to the Abandoned District (HR-14)");
        return;
    case SKY_HIGHRISE_REROLL:
        tb_puts(tb, "pick up ");
        put_die_name(tb, m.kind, m.face);
        tb_puts(tb, " to re-roll it (HR-15)");
        return;
    case SKY_HIGHRISE_THROW:
        tb_puts(tb, "roll the dice picked up (HR-15)");
        return;
    default:
        tb_puts(tb, "end the turn: the active dice go back to the Yard (HR-15)");
        return;
    }
}

int sky_highrise_explain(const sky_highrise *game, int player,
                         sky_highrise_move move, char *buf, size_t cap)
{
    struct textbuf tb;
    int rc;

    if (!HR_IS(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    rc = hr_check(game, player, &move);
    tb_init(&tb, buf, cap);
    switch (rc) {
    case SKY_EOVER:
        tb_puts(&tb, "the game is over (HR-17)");
        break;
    case SKY_ECHANCE:
        tb_puts(&tb, game->phase == SKY_HIGHRISE_PHASE_ROLL
                     ? "a die awaits its roll, which the chance player plays (HR-13)"
                     : "no die awaits a roll for the chance player to play (HR-13)");
        break;
    case SKY_ETURN:
        tb_printf(&tb, "it is player %d's turn, not player %d's", hr_player(game), player);
        break;
    case SKY_EPHASE:
        explain_phase(&tb, game, move);
        break;
    case SKY_ESOLO:
        tb_puts(&tb, "the Abandoned District is not used in the solo game (HR-19)");
        break;
    case SKY_ENODIE:
        if (move.step >= SKY_HIGHRISE_BUILD) {
            tb_printf(&tb, "no active %s die shows %s", kind_names[move.kind],
                      move.face == HR_BLANK ? "a blank" : type_names[move.face]);
            break;
        }
        explain_step(&tb, game, move, rc);
        break;
    case SKY_ERANGE:
        if (move.step == SKY_HIGHRISE_TAKE) {
            explain_take(&tb, game, move, rc);
            break;
        }
        tb_puts(&tb, player != SKY_ECHANCE && (player < 0 || player >= game->players)
                     ? "no such player" : "a number in the step is out of range");
        break;
    default:
        explain_step(&tb, game, move, rc);
        break;
    }
    (void)tb_finish(&tb);
    return rc;
}
