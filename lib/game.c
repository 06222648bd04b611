/*
 * The generic layer: name lookup, option strings and dispatch to the
 * game modules' operation tables.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "game_internal.h"
#include "handle.h"
#include "record.h"
#include "rng_internal.h"
#include "textbuf.h"

#define IS_GAME(g) handle_is((g), TAG_GAME)

static const struct game_ops *const games[] = {
#define GAME_OPS_ENTRY(module) &game_##module##_ops,
    SKY_GAME_MAP(GAME_OPS_ENTRY)
#undef GAME_OPS_ENTRY
};
#define GAME_COUNT ((int)(sizeof games / sizeof games[0]))

int sky_game_count(void)
{
    return GAME_COUNT;
}

static int find_game(const char *name, size_t len)
{
    int i;

    for (i = 0; i < GAME_COUNT; i++)
        if (strlen(games[i]->type->name) == len
            && strncmp(games[i]->type->name, name, len) == 0)
            return i;
    return SKY_EUNKNOWN;
}

int sky_game_find(const char *name)
{
    return name ? find_game(name, strlen(name)) : SKY_EINVAL;
}

int sky_game_info(int index, sky_game_type *type, size_t size)
{
    sky_game_type copy;

    if (!type || size < sizeof(size_t))
        return SKY_EINVAL;
    if (index < 0 || index >= GAME_COUNT)
        return SKY_ERANGE;
    copy = *games[index]->type;
    copy.size = size < sizeof copy ? size : sizeof copy;
    memcpy(type, &copy, copy.size);
    return SKY_OK;
}

/* ---- options ---------------------------------------------------------- */

static int find_option(const sky_game_type *type, const char *key, size_t len)
{
    int i;

    for (i = 0; i < type->option_count; i++)
        if (strlen(type->options[i].key) == len
            && strncmp(type->options[i].key, key, len) == 0)
            return i;
    return -1;
}

/* A decimal int, optionally signed, filling [s, end) exactly. */
static int parse_int(const char *s, const char *end, int *value)
{
    long v = 0;
    int neg = 0;

    if (s < end && (*s == '-' || *s == '+'))
        neg = *s++ == '-';
    if (s == end)
        return SKY_EOPTION;
    for (; s < end; s++) {
        if (*s < '0' || *s > '9')
            return SKY_EOPTION;
        v = v * 10 + (*s - '0');
        if (v > INT_MAX)
            return SKY_EOPTION;
    }
    *value = (int)(neg ? -v : v);
    return SKY_OK;
}

/* The next blank-separated pair at or after *p (and *p past it); NULL at the end. */
static const char *next_pair(const char **p, size_t *len)
{
    const char *s = *p, *end;

    while (record_is_space(*s))
        s++;
    if (!*s)
        return NULL;
    for (end = s; *end && !record_is_space(*end); end++)
        ;
    *len = (size_t)(end - s);
    *p = end;
    return s;
}

static void default_values(const sky_game_type *type, int *values)
{
    int i;

    for (i = 0; i < type->option_count; i++)
        values[i] = type->options[i].default_value;
}

/*
 * One "key=value" into values[], checked against the key's range;
 * *option is the key's index, or -1 for none.
 */
static int parse_pair(const sky_game_type *type, const char *pair, size_t len,
                      int *values, int *option)
{
    const char *eq = memchr(pair, '=', len);
    int v;

    *option = eq ? find_option(type, pair, (size_t)(eq - pair)) : -1;
    if (*option < 0 || parse_int(eq + 1, pair + len, &v) < 0)
        return SKY_EOPTION;
    if (v < type->options[*option].min || v > type->options[*option].max)
        return SKY_ERANGE;
    values[*option] = v;
    return SKY_OK;
}

/* The pair parse_options() refused, for sky_game_explain_options(). */
struct refused_pair {
    const char *text;       /* in the caller's options string */
    size_t len;
    int option;             /* the key's index, or -1: no such key */
};

/*
 * "key=value ..." (or NULL) into values[], defaults first, each checked
 * against its range.  On a refusal, *refused (if not NULL) is the pair.
 */
static int parse_options(const sky_game_type *type, const char *text, int *values,
                         struct refused_pair *refused)
{
    const char *p = text ? text : "", *pair;
    size_t len;
    int option, rc;

    default_values(type, values);
    while ((pair = next_pair(&p, &len)) != NULL) {
        rc = parse_pair(type, pair, len, values, &option);
        if (rc < 0) {
            if (refused) {
                refused->text = pair;
                refused->len = len;
                refused->option = option;
            }
            return rc;
        }
    }
    return SKY_OK;
}

/* ---- handles ------------------------------------------------------------ */

static int wrap(const struct game_ops *ops, void *state, sky_game **out)
{
    sky_game *g = malloc(sizeof *g);

    if (!g) {
        ops->destroy(state);
        return SKY_ENOMEM;
    }
    g->tag = TAG_GAME;
    g->ops = ops;
    g->state = state;
    *out = g;
    return SKY_OK;
}

int sky_game_new(const char *name, const char *options, sky_game **out)
{
    int values[GAME_MAX_OPTIONS], index, rc;
    void *state;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!name)
        return SKY_EINVAL;
    index = find_game(name, strlen(name));
    if (index < 0)
        return index;
    rc = parse_options(games[index]->type, options, values, NULL);
    if (rc == SKY_OK)
        rc = games[index]->create(values, &state);
    return rc < 0 ? rc : wrap(games[index], state, out);
}

void sky_game_free(sky_game *game)
{
    if (IS_GAME(game)) {
        game->ops->destroy(game->state);
        game->tag = TAG_FREED;
        free(game);
    }
}

int sky_game_clone(const sky_game *game, sky_game **out)
{
    void *state;
    int rc;

    if (!IS_GAME(game) || !out)
        return SKY_EINVAL;
    *out = NULL;
    rc = game->ops->clone(game->state, &state);
    return rc < 0 ? rc : wrap(game->ops, state, out);
}

/* ---- why options are refused ------------------------------------------ */

/*
 * Bytes of the caller's text a sentence quotes: more than a person types
 * in one pair, and a bound that keeps SKY_GAME_EXPLAIN_OPTIONS_SIZE true.
 */
#define QUOTE_MAX 64

/*
 * Up to *left bytes of s[0, n), control characters as '?' so that the
 * sentence stays one line, cut before a UTF-8 sequence rather than
 * inside one; 1 if it had to cut (*left is then 0).
 */
static int put_clipped(struct textbuf *tb, const char *s, size_t n, size_t *left)
{
    size_t take = n < *left ? n : *left, i;

    if (take < n)
        while (take > 0 && ((unsigned char)s[take] & 0xC0) == 0x80)
            take--;
    for (i = 0; i < take; i++) {
        unsigned char c = (unsigned char)s[i];
        tb_putc(tb, c < 0x20 || c == 0x7f ? '?' : (char)c);
    }
    *left = take < n ? 0 : *left - take;
    return take < n;
}

/* 'text', ending in "..." when cut at QUOTE_MAX bytes. */
static void put_quoted(struct textbuf *tb, const char *s, size_t n)
{
    size_t left = QUOTE_MAX;

    tb_putc(tb, '\'');
    if (put_clipped(tb, s, n, &left))
        tb_puts(tb, "...");
    tb_putc(tb, '\'');
}

/* "players 1 to 4, variant 0 to 2": the game's keys with their ranges. */
static void put_keys(struct textbuf *tb, const sky_game_type *type)
{
    int i;

    if (type->option_count == 0)
        tb_puts(tb, "none");
    for (i = 0; i < type->option_count; i++) {
        tb_puts(tb, i ? ", " : "");
        tb_puts(tb, type->options[i].key);
        tb_printf(tb, " %d to %d", type->options[i].min, type->options[i].max);
    }
}

/* "variant: 0 standard, 1 easier, 2 harder": a key and its help. */
static void put_help(struct textbuf *tb, const sky_game_option *o)
{
    tb_puts(tb, o->key);
    tb_puts(tb, ": ");
    tb_puts(tb, o->help);
}

/* Why parse_options() refused pair `r`: the pair, then what is wrong with it. */
static void explain_pair(struct textbuf *tb, const sky_game_type *type,
                         const struct refused_pair *r)
{
    const char *eq = memchr(r->text, '=', r->len);
    const sky_game_option *o;

    put_quoted(tb, r->text, r->len);
    tb_puts(tb, ": ");
    if (!eq || eq == r->text) {
        tb_puts(tb, "expected KEY=VALUE (");
        tb_puts(tb, type->name);
        tb_puts(tb, "'s keys: ");
    } else if (r->option < 0) {
        tb_puts(tb, type->name);
        tb_puts(tb, " has no option ");
        put_quoted(tb, r->text, (size_t)(eq - r->text));
        tb_puts(tb, " (its keys: ");
    } else {
        o = &type->options[r->option];
        tb_puts(tb, o->key);
        tb_printf(tb, " must be a whole number from %d to %d, not ", o->min, o->max);
        put_quoted(tb, eq + 1, (size_t)(r->text + r->len - eq - 1));
        tb_puts(tb, " (");
        put_help(tb, o);
        tb_putc(tb, ')');
        return;
    }
    put_keys(tb, type);
    tb_putc(tb, ')');
}

/* What the game's own creation says of these values, keeping no game. */
static int try_create(const struct game_ops *ops, const int *values)
{
    void *state;
    int rc = ops->create(values, &state);

    if (rc == SKY_OK)
        ops->destroy(state);
    return rc;
}

/*
 * Whether the game takes `options` (each pair of which parses) without
 * its pair number `skip`: if so, that pair is one the refusal needs.
 */
static int takes_without(const struct game_ops *ops, const char *options, int skip)
{
    int values[GAME_MAX_OPTIONS], option, k;
    const char *p = options, *pair;
    size_t len;

    default_values(ops->type, values);
    for (k = 0; (pair = next_pair(&p, &len)) != NULL; k++)
        if (k != skip)
            (void)parse_pair(ops->type, pair, len, values, &option);
    return try_create(ops, values) == SKY_OK;
}

/* "'win=1': skyscrapers refuses it: ... (win: ...)": the one pair to blame. */
static void explain_blamed(struct textbuf *tb, const sky_game_type *type,
                           const char *pair, size_t len, int rc)
{
    int values[GAME_MAX_OPTIONS], option;

    (void)parse_pair(type, pair, len, values, &option);   /* it parsed before */
    put_quoted(tb, pair, len);
    tb_puts(tb, ": ");
    tb_puts(tb, type->name);
    tb_puts(tb, " refuses it: ");
    tb_puts(tb, sky_strerror(rc));
    tb_puts(tb, " (");
    put_help(tb, &type->options[option]);
    tb_putc(tb, ')');
}

/*
 * "sprawl refuses these options together: ... ('a=1 b=2'; a: ...; b: ...)":
 * the pairs the game needs gone if `needed_only`, else all of them, and
 * the help of their keys.
 */
static void explain_together(struct textbuf *tb, const struct game_ops *ops,
                             const char *options, int needed_only, int rc)
{
    const sky_game_type *type = ops->type;
    int k, option, values[GAME_MAX_OPTIONS], listed = 0, cut = 0;
    const char *p = options, *pair;
    size_t len, left = QUOTE_MAX;
    unsigned keys = 0;

    tb_puts(tb, type->name);
    tb_puts(tb, " refuses these options together: ");
    tb_puts(tb, sky_strerror(rc));
    tb_puts(tb, " ('");
    for (k = 0; (pair = next_pair(&p, &len)) != NULL; k++) {
        if (needed_only && !takes_without(ops, options, k))
            continue;
        (void)parse_pair(type, pair, len, values, &option);
        keys |= 1u << option;
        if (listed++ > 0 && !cut)
            cut = put_clipped(tb, " ", 1, &left);
        if (!cut)
            cut = put_clipped(tb, pair, len, &left);
    }
    tb_puts(tb, cut ? "...'" : "'");
    for (k = 0; k < type->option_count; k++)
        if (keys & 1u << k) {
            tb_puts(tb, "; ");
            put_help(tb, &type->options[k]);
        }
    tb_putc(tb, ')');
}

/*
 * More pairs than anyone types: past them the search for the pair to
 * blame, a game made per pair and a parse of them all each time, is
 * skipped and every pair named.
 */
#define BLAME_MAX_PAIRS 64

/*
 * Why the game refused options that each parse, with `rc`: the one pair
 * without which it takes the rest, or else the pairs it refuses together
 * (those it needs gone, or all).
 */
static void explain_refusal(struct textbuf *tb, const struct game_ops *ops,
                            const char *options, int rc)
{
    const char *p = options, *pair, *blamed = NULL;
    size_t len, blamed_len = 0;
    int k, needed = 0;

    for (k = 0; next_pair(&p, &len) != NULL; k++)
        ;
    if (k <= BLAME_MAX_PAIRS)
        for (p = options, k = 0; (pair = next_pair(&p, &len)) != NULL; k++)
            if (takes_without(ops, options, k) && needed++ == 0) {
                blamed = pair;
                blamed_len = len;
            }
    if (needed == 1)
        explain_blamed(tb, ops->type, blamed, blamed_len, rc);
    else
        explain_together(tb, ops, options, needed > 0, rc);
}

int sky_game_explain_options(const char *name, const char *options, char *buf,
                             size_t cap)
{
    int values[GAME_MAX_OPTIONS], index, rc, i;
    struct refused_pair refused;
    struct textbuf tb;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    tb_init(&tb, buf, cap);
    if (!name) {
        tb_puts(&tb, "no game name (NULL)");
        return SKY_EINVAL;
    }
    index = find_game(name, strlen(name));
    if (index < 0) {
        tb_puts(&tb, "no game named ");
        put_quoted(&tb, name, strlen(name));
        for (i = 0; i < GAME_COUNT; i++) {
            tb_puts(&tb, i ? ", " : " (the games: ");
            tb_puts(&tb, games[i]->type->name);
        }
        tb_putc(&tb, ')');
        return index;
    }
    rc = parse_options(games[index]->type, options, values, &refused);
    if (rc < 0) {
        explain_pair(&tb, games[index]->type, &refused);
        return rc;
    }
    rc = try_create(games[index], values);
    if (rc < 0)
        explain_refusal(&tb, games[index], options ? options : "", rc);
    return rc;
}

/* ---- dispatch ------------------------------------------------------------ */

const char *sky_game_name(const sky_game *game)
{
    return IS_GAME(game) ? game->ops->type->name : NULL;
}

int sky_game_index(const sky_game *game)
{
    int i;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    for (i = 0; games[i] != game->ops; i++)
        ;
    return i;
}

int sky_game_players(const sky_game *game)
{
    return IS_GAME(game) ? game->ops->players(game->state) : SKY_EINVAL;
}

int sky_game_to_move(const sky_game *game)
{
    return IS_GAME(game) ? game->ops->to_move(game->state) : SKY_EINVAL;
}

int sky_game_is_over(const sky_game *game)
{
    return IS_GAME(game) ? game->ops->to_move(game->state) == SKY_EOVER : SKY_EINVAL;
}

int sky_game_round(const sky_game *game)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->ops->round)
        return game->ops->round(game->state);
    return game->ops->to_move(game->state) == SKY_EOVER;
}

int sky_game_action_count(const sky_game *game)
{
    return IS_GAME(game) ? game->ops->action_count(game->state) : SKY_EINVAL;
}

int sky_game_legal_actions(const sky_game *game, int *actions, size_t cap)
{
    if (!IS_GAME(game) || (!actions && cap > 0))
        return SKY_EINVAL;
    return game->ops->legal_actions(game->state, actions, cap);
}

static int check_range(const sky_game *game, int action)
{
    if (action < 0 || action >= game->ops->action_count(game->state))
        return SKY_ERANGE;
    return SKY_OK;
}

int sky_game_check(const sky_game *game, int action)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (check_range(game, action) < 0)
        return SKY_ERANGE;
    return game->ops->check(game->state, action);
}

/* Kept out of its caller, whose hook path then needs no stack frame. */
#if defined(__GNUC__)
#define OUT_OF_LINE __attribute__((noinline))
#else
#define OUT_OF_LINE
#endif

/* sky_game_apply() of a game without the play hook: check, then apply. */
static OUT_OF_LINE int check_then_apply(sky_game *game, int action)
{
    int rc = sky_game_check(game, action);

    return rc < 0 ? rc : game->ops->apply(game->state, action);
}

/* The hook's path first, by a jump: a random game applies every step. */
int sky_game_apply(sky_game *game, int action)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->ops->play)
        return game->ops->play(game->state, action);
    return check_then_apply(game, action);
}

int sky_game_undo(sky_game *game)
{
    return IS_GAME(game) ? game->ops->undo(game->state) : SKY_EINVAL;
}

int sky_game_chance_outcomes(const sky_game *game, int *actions,
                             double *probabilities, size_t cap)
{
    if (!IS_GAME(game) || ((!actions || !probabilities) && cap > 0))
        return SKY_EINVAL;
    if (!game->ops->chance_outcomes || game->ops->to_move(game->state) != SKY_ECHANCE)
        return SKY_ECHANCE;
    return game->ops->chance_outcomes(game->state, actions, probabilities, cap);
}

int sky_game_scores(const sky_game *game, int *scores, size_t cap)
{
    if (!IS_GAME(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    return game->ops->scores(game->state, scores, cap);
}

int sky_game_winners(const sky_game *game, unsigned *mask)
{
    if (!IS_GAME(game) || !mask)
        return SKY_EINVAL;
    return game->ops->winners(game->state, mask);
}

int sky_game_action_to_string(const sky_game *game, int action, char *buf,
                              size_t cap)
{
    if (!IS_GAME(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    if (check_range(game, action) < 0)
        return SKY_ERANGE;
    return game->ops->action_to_string(game->state, action, buf, cap);
}

int sky_game_action_from_string(const sky_game *game, const char *text,
                                int *action)
{
    if (!IS_GAME(game) || !text || !action)
        return SKY_EINVAL;
    return game->ops->action_from_string(game->state, text, action);
}

int sky_game_write(const sky_game *game, int viewer, char *buf, size_t cap)
{
    if (!IS_GAME(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    return game->ops->write(game->state, viewer, buf, cap);
}

int sky_game_render(const sky_game *game, int viewer, char *buf, size_t cap)
{
    if (!IS_GAME(game) || (!buf && cap > 0))
        return SKY_EINVAL;
    return game->ops->render(game->state, viewer, buf, cap);
}

int sky_game_observation(const sky_game *game, int viewer, float *values,
                         size_t cap)
{
    struct obs_writer w;
    int size;

    if (!IS_GAME(game) || (!values && cap > 0))
        return SKY_EINVAL;
    if (viewer != SKY_VIEW_ALL
        && (viewer < 0 || viewer >= game->ops->players(game->state)))
        return SKY_ERANGE;
    size = game->ops->type->observation_size;
    w.values = values;
    w.cap = cap < (size_t)size ? cap : (size_t)size;
    if (w.cap > 0)
        memset(values, 0, w.cap * sizeof *values);
    game->ops->observe(game->state, viewer, &w);
    return size;
}

/* Every record starts "skyline NAME ..."; comments may come first. */
static int record_game(const char *text, size_t *offset,
                       const struct game_ops **ops)
{
    struct record_reader r;
    int index;

    record_init(&r, text);
    if (record_expect(&r, "skyline") < 0) {
        *offset = r.tok;
        return SKY_EPARSE;
    }
    record_next(&r);
    *offset = r.tok;
    index = find_game(r.text + r.tok, r.len);
    if (index < 0)
        return index;
    *ops = games[index];
    return SKY_OK;
}

int sky_game_read(const char *text, sky_game **out, size_t *error_offset)
{
    const struct game_ops *ops = NULL;
    size_t offset = 0;
    void *state;
    int rc;

    if (!text || !out)
        return SKY_EINVAL;
    *out = NULL;
    rc = record_game(text, &offset, &ops);
    if (rc < 0) {
        if (error_offset)
            *error_offset = offset;
        return rc;
    }
    rc = ops->read(text, &state, error_offset);
    return rc < 0 ? rc : wrap(ops, state, out);
}

int chance_index(const double *probs, int n, double u)
{
    double sum = 0.0;
    int i;

    for (i = 0; i < n - 1; i++) {
        sum += probs[i];
        if (u < sum)
            break;
    }
    return i;
}

/* A chance outcome drawn with the true probabilities. */
static int sample_chance(const sky_game *game, sky_rng *rng, int *action)
{
    enum { MAX_OUTCOMES = 256 };
    int actions[MAX_OUTCOMES], n;
    double probs[MAX_OUTCOMES];

    if (game->ops->chance_pick) {
        *action = game->ops->chance_pick(game->state, rng_unit_draw(rng));
        return SKY_OK;
    }
    n = game->ops->chance_outcomes(game->state, actions, probs, MAX_OUTCOMES);
    if (n < 0)
        return n;
    if (n == 0 || n > MAX_OUTCOMES)
        return SKY_ERANGE;
    *action = actions[chance_index(probs, n, rng_unit(rng))];
    return SKY_OK;
}

/* sky_game_bot_action() past its checks, without the random_action hook. */
static OUT_OF_LINE int bot_action(const sky_game *game, int bot, sky_rng *rng, int *action)
{
    int who;

    if (!bot_is_known(bot))
        return SKY_ERANGE;
    if (bot == SKY_BOT_SEARCH)
        return sky_game_search(game, NULL, rng, action);
    who = game->ops->to_move(game->state);
    if (who == SKY_ECHANCE)
        return sample_chance(game, rng, action);
    if (who < 0)
        return who;
    return game->ops->bot_action(game->state, bot, rng, action);
}

/* The random_action hook's path first, by a jump: random games ask at every step. */
int sky_game_bot_action(const sky_game *game, int bot, sky_rng *rng, int *action)
{
    if (!IS_GAME(game) || !rng_is_seeded(rng) || !action)
        return SKY_EINVAL;
    if (bot == SKY_BOT_RANDOM && game->ops->random_action)
        return game->ops->random_action(game->state, rng, action);
    return bot_action(game, bot, rng, action);
}
