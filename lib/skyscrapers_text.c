/*
 * Skyscrapers as text: the record (write and read) and the picture.
 * The record is the setup plus the history, one token per step, so
 * reading it replays every step through the public calls and checks
 * each one exactly as a live match would.
 */
#include <limits.h>
#include <string.h>

#include "record.h"
#include "handle.h"
#include "skyscrapers_internal.h"

#define RECORD_VERSION 2    /* 2: the seed in the setup, for draws */
#define TOKENS_PER_LINE 10

static const char *const win_words[] = { "highest", "reach", "exact", "towers" };
#define WIN_WORDS ((int)(sizeof win_words / sizeof win_words[0]))

/* Nothing is hidden in Skyscrapers: a viewer is checked and sees all. */
static int check_output(const sky_skyscrapers *game, int viewer, const char *buf,
                        size_t cap)
{
    if (!handle_is(game, TAG_skyscrapers) || (!buf && cap > 0))
        return SKY_EINVAL;
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= game->players))
        return SKY_ERANGE;
    return SKY_OK;
}

/* ---- writing the record ------------------------------------------------- */

/* The entries of one step: entry `i` and the joined ones after it. */
static size_t step_end(const struct sky_skyscrapers *g, size_t i)
{
    size_t j = i + 1;

    while (j < g->nhist && (SK_HIST(g)[j] & SK_JOINED))
        j++;
    return j;
}

static void put_kinds(struct textbuf *tb, const uint32_t *entries, size_t n)
{
    sky_pyramid p[SKY_SKYSCRAPERS_MAX_SUPPLY];
    size_t i;

    for (i = 0; i < n; i++)
        p[i] = sk_pyramid(SK_ENTRY_KIND(entries[i]));
    sk_put_pyramids(tb, p, n);
}

/*
 * One step as a token.  `built` counts each player's structures so far
 * in the round, to tell a new structure from one stacked on.
 */
static void put_step(struct textbuf *tb, const uint32_t *e, size_t n, int built[])
{
    int player = SK_PLAYER(e[0]), s = SK_STRUCTURE(e[0]);

    switch (SK_STEP(e[0])) {
    case SK_GRAB:
        tb_printf(tb, "%d+", player);
        put_kinds(tb, e, n);
        break;
    case SK_PLACE:
        if (s == built[player]) {
            built[player]++;
            tb_printf(tb, "%d=", player);
        } else {
            tb_printf(tb, "%d.%d+", player, s);
        }
        put_kinds(tb, e, n);
        break;
    case SK_FINISH:
        tb_printf(tb, "%d:done", player);
        break;
    case SK_END_GRAB:
        tb_puts(tb, "endgrab");
        break;
    default:
        tb_puts(tb, "stop");
        break;
    }
}

/* The index of the round that starts at entry `i`, or -1. */
static int round_starting_at(const struct sky_skyscrapers *g, size_t i)
{
    int r;

    for (r = 0; r < g->round; r++)
        if (g->past[r].start == i)
            return r;
    return !g->over && g->round_start == i ? g->round : -1;
}

/*
 * Each round starts with a comment line; grabs share lines, building
 * steps follow on lines of their own, TOKENS_PER_LINE to a line.
 */
static void put_history(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    int built[SKY_SKYSCRAPERS_MAX_PLAYERS] = { 0 }, on_line = 0, last_grab = 0;
    size_t i, end;

    for (i = 0; i < g->nhist; i = end) {
        int round = round_starting_at(g, i), grab = SK_STEP(SK_HIST(g)[i]) == SK_GRAB;

        end = step_end(g, i);
        if (on_line > 0 && (round >= 0 || grab != last_grab || on_line == TOKENS_PER_LINE
                            || SK_STEP(SK_HIST(g)[i]) == SK_STOP)) {
            tb_putc(tb, '\n');
            on_line = 0;
        }
        if (round >= 0 && SK_STEP(SK_HIST(g)[i]) != SK_STOP) {
            tb_printf(tb, "# round %d\n", round + 1);
            memset(built, 0, sizeof built);
        }
        if (on_line > 0)
            tb_putc(tb, ' ');
        put_step(tb, SK_HIST(g) + i, end - i, built);
        on_line++;
        last_grab = grab;
    }
    if (on_line > 0)
        tb_putc(tb, '\n');
}

static void put_supply(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    sky_pyramid p[SKY_SKYSCRAPERS_MAX_SUPPLY];
    int n = sk_list(g->supply, p, SKY_SKYSCRAPERS_MAX_SUPPLY);

    tb_puts(tb, "supply ");
    sk_put_pyramids(tb, p, (size_t)n);
    tb_putc(tb, '\n');
}

int sky_skyscrapers_write(const sky_skyscrapers *game, int viewer, char *buf,
                          size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    tb_printf(&tb, "skyline skyscrapers %d\n", RECORD_VERSION);
    tb_printf(&tb, "players %d rounds %d win %s target %d towers %d threshold %d"
              " seed %llu\n", game->players, game->rounds, win_words[game->win],
              game->target, game->towers, game->threshold,
              (unsigned long long)game->seed);
    put_supply(&tb, game);
    put_history(&tb, game);
    return tb_finish(&tb);
}

/* ---- reading the record ------------------------------------------------- */

/*
 * Leading decimal digits of s[0..n), optionally after a '-' when
 * `signed_ok`; huge values saturate so range checks still reject them.
 * Returns how many characters were used (0: none).
 */
static size_t read_int(const char *s, size_t n, int signed_ok, int *out)
{
    size_t i = signed_ok && n > 0 && s[0] == '-' ? 1 : 0, first = i;
    int value = 0;

    for (; i < n && record_is_digit(s[i]); i++) {
        int digit = s[i] - '0';
        value = value > (INT_MAX - digit) / 10 ? INT_MAX : value * 10 + digit;
    }
    if (i == first)
        return 0;
    *out = first ? -value : value;
    return i;
}

enum { OPT_PLAYERS, OPT_ROUNDS, OPT_WIN, OPT_TARGET, OPT_TOWERS, OPT_THRESHOLD, OPT_COUNT };

/* The setup: values[] in enum order, where[] the offsets of their tokens. */
struct setup {
    int values[OPT_COUNT];
    uint64_t seed;
    size_t where[OPT_COUNT + 1];    /* the last: the supply */
    sky_pyramid supply[SKY_SKYSCRAPERS_MAX_SUPPLY];
    size_t supply_count;
};

static int read_win(struct record_reader *r, int *win)
{
    record_next(r);
    for (*win = 0; *win < WIN_WORDS; ++*win)
        if (record_is(r, win_words[*win]))
            return SKY_OK;
    return SKY_EPARSE;
}

static int read_supply(struct record_reader *r, struct setup *setup)
{
    int n;

    if (record_expect(r, "supply") < 0)
        return SKY_EPARSE;
    record_next(r);
    setup->where[OPT_COUNT] = r->tok;
    n = sk_parse(r->text + r->tok, r->len, setup->supply, SKY_SKYSCRAPERS_MAX_SUPPLY);
    if (n < 0)
        return n;
    if (n > SKY_SKYSCRAPERS_MAX_SUPPLY)
        return SKY_ERANGE;
    setup->supply_count = (size_t)n;
    return SKY_OK;
}

static int read_setup(struct record_reader *r, struct setup *setup)
{
    static const char *const keys[OPT_COUNT] = {
        "players", "rounds", "win", "target", "towers", "threshold"
    };
    int rc, k;

    for (k = 0; k < OPT_COUNT; k++) {
        if (record_expect(r, keys[k]) < 0)
            return SKY_EPARSE;
        rc = k == OPT_WIN ? read_win(r, &setup->values[k]) : record_number(r, &setup->values[k]);
        if (rc < 0)
            return rc;
        setup->where[k] = r->tok;
    }
    if (record_expect(r, "seed") < 0)
        return SKY_EPARSE;
    record_next(r);
    if ((rc = record_u64(r, &setup->seed)) < 0)
        return rc;
    return read_supply(r, setup);
}

/*
 * Creates the match, adding one setting at a time so that a rejected
 * setup blames the token that made sky_skyscrapers_new() fail (the
 * ranges stay that function's business).  The win condition comes
 * after its parameters, which it needs.
 */
static int create_game(const struct setup *setup, sky_skyscrapers **out, size_t *blame)
{
    static const int order[OPT_COUNT] = {
        OPT_PLAYERS, OPT_ROUNDS, OPT_TARGET, OPT_TOWERS, OPT_THRESHOLD, OPT_WIN
    };
    sky_skyscrapers_options o;
    int *const fields[OPT_COUNT] = {
        &o.players, &o.rounds, &o.win, &o.target, &o.towers, &o.threshold
    };
    int k, rc;

    sky_skyscrapers_options_init(&o, sizeof o);
    o.seed = setup->seed;
    for (k = 0; k <= OPT_COUNT; k++) {
        if (k < OPT_COUNT) {
            *fields[order[k]] = setup->values[order[k]];
        } else {
            o.supply = setup->supply;
            o.supply_count = setup->supply_count;
        }
        rc = sky_skyscrapers_new(&o, out);
        if (rc < 0) {
            *blame = setup->where[k < OPT_COUNT ? order[k] : OPT_COUNT];
            return rc;
        }
        if (k < OPT_COUNT) {
            sky_skyscrapers_free(*out);
            *out = NULL;
        }
    }
    return SKY_OK;
}

/* SK_GRAB or SK_PLACE lists: more than any supply holds is what the call says. */
static int parse_list(const char *s, size_t n, struct sk_step_text *t, sky_pyramid *out)
{
    int count = sk_parse(s, n, out, SKY_SKYSCRAPERS_MAX_SUPPLY);

    if (count > SKY_SKYSCRAPERS_MAX_SUPPLY)
        return t->step == SK_GRAB ? SKY_ESUPPLY : SKY_ENOPYRAMID;
    if (count >= 0)
        t->count = count;
    return count < 0 ? count : SKY_OK;
}

/* The structure after "P.": "S+" follows; returns the characters used. */
static size_t parse_stacked(const char *s, size_t n, struct sk_step_text *t)
{
    size_t used = read_int(s, n, 0, &t->structure);

    if (used == 0 || used == n || s[used] != '+')
        return 0;
    return used + 1;
}

int sk_parse_step(const char *s, size_t n, struct sk_step_text *t, sky_pyramid *out)
{
    size_t used, more;

    t->player = t->structure = t->count = 0;
    t->step = n == 4 && memcmp(s, "stop", 4) == 0 ? SK_STOP
            : n == 7 && memcmp(s, "endgrab", 7) == 0 ? SK_END_GRAB : -1;
    if (t->step >= 0)
        return SKY_OK;
    used = read_int(s, n, 0, &t->player);
    if (used == 0 || used == n)
        return SKY_EPARSE;
    switch (s[used++]) {
    case ':':
        t->step = SK_FINISH;
        return n - used == 4 && memcmp(s + used, "done", 4) == 0 ? SKY_OK : SKY_EPARSE;
    case '+':
        t->step = SK_GRAB;
        break;
    case '=':
        t->step = SK_PLACE;
        t->structure = -1;
        break;
    case '.':
        t->step = SK_PLACE;
        if ((more = parse_stacked(s + used, n - used, t)) == 0)
            return SKY_EPARSE;
        used += more;
        break;
    default:
        return SKY_EPARSE;
    }
    return parse_list(s + used, n - used, t, out);
}

static int apply_step(sky_skyscrapers *g, const char *s, size_t n)
{
    sky_pyramid p[SKY_SKYSCRAPERS_MAX_SUPPLY];
    struct sk_step_text t;
    int rc = sk_parse_step(s, n, &t, p);

    if (rc < 0)
        return rc;
    switch (t.step) {
    case SK_STOP: return sky_skyscrapers_stop(g);
    case SK_END_GRAB: return sky_skyscrapers_end_grab(g);
    case SK_FINISH: return sky_skyscrapers_finish(g, t.player);
    case SK_GRAB: return sky_skyscrapers_grab(g, t.player, p, (size_t)t.count);
    default: break;
    }
    if (t.structure < 0)
        return sky_skyscrapers_build(g, t.player, p, (size_t)t.count);
    return sky_skyscrapers_stack(g, t.player, t.structure, p, (size_t)t.count);
}

/* The setup after "skyline skyscrapers 1", and the match it makes. */
static int create_from_record(struct record_reader *r, void **game)
{
    struct setup setup;
    sky_skyscrapers *g = NULL;
    int rc = read_setup(r, &setup);

    if (rc == SKY_OK)
        rc = create_game(&setup, &g, &r->tok);
    *game = g;
    return rc;
}

static int apply_token(void *game, const char *s, size_t n)
{
    return apply_step(game, s, n);
}

static void destroy(void *game)
{
    sky_skyscrapers_free(game);
}

static const struct record_format skyscrapers_record = {
    "skyscrapers", RECORD_VERSION, create_from_record, apply_token, destroy
};

int sky_skyscrapers_read(const char *text, sky_skyscrapers **out, size_t *error_offset)
{
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    rc = record_read(text, &skyscrapers_record, &game, error_offset);
    *out = game;
    return rc;
}

/* ---- the picture ------------------------------------------------------------ */

static void put_counts(struct textbuf *tb, const uint8_t counts[SK_KINDS])
{
    sky_pyramid p[SKY_SKYSCRAPERS_MAX_SUPPLY];
    int n = sk_list(counts, p, SKY_SKYSCRAPERS_MAX_SUPPLY);

    if (n == 0)
        tb_puts(tb, "(none)");
    else
        sk_put_pyramids(tb, p, (size_t)n);
}

static void put_condition(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    switch (g->win) {
    case SKY_SKYSCRAPERS_REACH:
        tb_printf(tb, "first to reach %d", g->target);
        break;
    case SKY_SKYSCRAPERS_EXACT:
        tb_printf(tb, "first to hit %d exactly", g->target);
        break;
    case SKY_SKYSCRAPERS_TOWERS:
        tb_printf(tb, "first to build %d towers of more than %d", g->towers, g->threshold);
        break;
    default:
        tb_puts(tb, "highest total");
        break;
    }
    if (g->rounds)
        tb_printf(tb, ", at most %d rounds", g->rounds);
    else
        tb_puts(tb, ", until play stops");
}

static void put_status(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    static const char *const phase_names[] = { "grab", "build", "over" };

    tb_printf(tb, "Skyscrapers  round %d  phase: %s  win: ",
              g->over ? g->round : g->round + 1, phase_names[sk_phase(g)]);
    put_condition(tb, g);
    tb_putc(tb, '\n');
    if (g->over)
        return;
    tb_puts(tb, "middle: ");
    put_counts(tb, g->middle);
    tb_putc(tb, '\n');
}

/* The structures of a player in the round being played, with their points. */
static void put_structures(struct textbuf *tb, const struct sky_skyscrapers *g, int player)
{
    sky_pyramid s[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    int i;

    for (i = 0; i < g->structures[player]; i++) {
        int n = sk_structure(g, g->round, player, i, s, SKY_SKYSCRAPERS_MAX_STRUCTURE);

        tb_printf(tb, "    %d: ", i);
        sk_put_pyramids(tb, s, (size_t)n);
        tb_printf(tb, "  %+d\n", sk_score(s, (size_t)n));
    }
}

static void put_players(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    int p;

    for (p = 0; p < g->players; p++) {
        tb_printf(tb, "player %d: total %d", p, g->totals[p]);
        if (g->win == SKY_SKYSCRAPERS_TOWERS)
            tb_printf(tb, ", towers over %d: %d", g->threshold, g->towers_over[p]);
        if (g->finished & (1u << p))
            tb_puts(tb, ", finished");
        tb_putc(tb, '\n');
        if (g->over)
            continue;
        tb_puts(tb, "  pile: ");
        put_counts(tb, g->pile[p]);
        tb_puts(tb, "\n  unbuilt: ");
        put_counts(tb, g->unbuilt[p]);
        tb_putc(tb, '\n');
        put_structures(tb, g, p);
    }
}

static void put_last_round(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    const struct sk_round *r;
    int p;

    if (g->round == 0)
        return;
    r = &g->past[g->round - 1];
    tb_printf(tb, "round %d:", g->round);
    for (p = 0; p < g->players; p++)
        tb_printf(tb, "  player %d: %d%s", p, r->scores[p],
                  r->bust & (1u << p) ? " (bust)" : "");
    tb_putc(tb, '\n');
}

static void put_winners(struct textbuf *tb, const struct sky_skyscrapers *g)
{
    unsigned mask;
    int p;

    if (sky_skyscrapers_winners(g, &mask) != SKY_OK)
        return;
    tb_puts(tb, g->stopped ? "play stopped; winners:" : "winners:");
    for (p = 0; p < g->players; p++)
        if (mask & (1u << p))
            tb_printf(tb, "  player %d", p);
    tb_putc(tb, '\n');
}

int sky_skyscrapers_render(const sky_skyscrapers *game, int viewer, char *buf,
                           size_t cap)
{
    struct textbuf tb;
    int rc = check_output(game, viewer, buf, cap);

    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    put_status(&tb, game);
    put_players(&tb, game);
    put_last_round(&tb, game);
    put_winners(&tb, game);
    return tb_finish(&tb);
}
