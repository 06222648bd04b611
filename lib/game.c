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

/* "key=value ..." into values[], defaults first, each checked against its range. */
static int parse_options(const sky_game_type *type, const char *text, int *values)
{
    const char *p = text, *eq, *end;
    int i, v;

    for (i = 0; i < type->option_count; i++)
        values[i] = type->options[i].default_value;
    while (p && *p) {
        while (record_is_space(*p))
            p++;
        if (!*p)
            break;
        for (end = p; *end && !record_is_space(*end); end++)
            ;
        eq = memchr(p, '=', (size_t)(end - p));
        if (!eq || (i = find_option(type, p, (size_t)(eq - p))) < 0
            || parse_int(eq + 1, end, &v) < 0)
            return SKY_EOPTION;
        if (v < type->options[i].min || v > type->options[i].max)
            return SKY_ERANGE;
        values[i] = v;
        p = end;
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
    rc = parse_options(games[index]->type, options, values);
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

/* A chance outcome drawn with the true probabilities. */
static int sample_chance(const sky_game *game, sky_rng *rng, int *action)
{
    enum { MAX_OUTCOMES = 256 };
    int actions[MAX_OUTCOMES], n, i;
    double probs[MAX_OUTCOMES], u, acc = 0.0;

    if (game->ops->chance_pick) {
        *action = game->ops->chance_pick(game->state, rng_unit(rng));
        return SKY_OK;
    }
    n = game->ops->chance_outcomes(game->state, actions, probs, MAX_OUTCOMES);
    if (n < 0)
        return n;
    if (n == 0 || n > MAX_OUTCOMES)
        return SKY_ERANGE;
    u = rng_unit(rng);
    for (i = 0; i < n - 1; i++) {
        acc += probs[i];
        if (u < acc)
            break;
    }
    *action = actions[i];
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
