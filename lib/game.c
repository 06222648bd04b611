/*
 * The generic layer: name lookup, option strings and dispatch to the
 * game modules' operation tables.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "game_internal.h"
#include "record.h"
#include "rng_internal.h"

struct sky_game {
    const struct game_ops *ops;
    void *state;
};

static const struct game_ops *const games[] = {
    &game_cityscape_ops,
    &game_sprawl_ops,
    &game_highrise_ops,
    &game_skyscrapers_ops,
    &game_cathedral_ops,
};
#define GAME_COUNT ((int)(sizeof games / sizeof games[0]))

int sky_game_count(void)
{
    return GAME_COUNT;
}

const char *sky_game_name_at(int index)
{
    return index >= 0 && index < GAME_COUNT ? games[index]->name : NULL;
}

static const struct game_ops *find_game(const char *name, size_t len)
{
    int i;

    for (i = 0; i < GAME_COUNT; i++)
        if (strlen(games[i]->name) == len && strncmp(games[i]->name, name, len) == 0)
            return games[i];
    return NULL;
}

/* ---- options ---------------------------------------------------------- */

static const struct game_option *find_option(const struct game_option *options,
                                             size_t count, const char *key,
                                             size_t len)
{
    size_t i;

    for (i = 0; i < count; i++)
        if (strlen(options[i].key) == len && strncmp(options[i].key, key, len) == 0)
            return &options[i];
    return NULL;
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

int game_parse_options(const char *text, const struct game_option *options,
                       size_t count)
{
    const char *p = text, *eq, *end;
    const struct game_option *opt;

    while (p && *p) {
        while (record_is_space(*p))
            p++;
        if (!*p)
            break;
        for (end = p; *end && !record_is_space(*end); end++)
            ;
        eq = memchr(p, '=', (size_t)(end - p));
        if (!eq)
            return SKY_EOPTION;
        opt = find_option(options, count, p, (size_t)(eq - p));
        if (!opt || parse_int(eq + 1, end, opt->value) < 0)
            return SKY_EOPTION;
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
    g->ops = ops;
    g->state = state;
    *out = g;
    return SKY_OK;
}

int sky_game_new(const char *name, const char *options, sky_game **out)
{
    const struct game_ops *ops;
    void *state;
    int rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!name)
        return SKY_EINVAL;
    ops = find_game(name, strlen(name));
    if (!ops)
        return SKY_EUNKNOWN;
    rc = ops->create(options, &state);
    return rc < 0 ? rc : wrap(ops, state, out);
}

void sky_game_free(sky_game *game)
{
    if (game) {
        game->ops->destroy(game->state);
        free(game);
    }
}

int sky_game_clone(const sky_game *game, sky_game **out)
{
    void *state;
    int rc;

    if (!game || !out)
        return SKY_EINVAL;
    *out = NULL;
    rc = game->ops->clone(game->state, &state);
    return rc < 0 ? rc : wrap(game->ops, state, out);
}

/* ---- dispatch ------------------------------------------------------------ */

const char *sky_game_name(const sky_game *game)
{
    return game ? game->ops->name : NULL;
}

int sky_game_players(const sky_game *game)
{
    return game ? game->ops->players(game->state) : SKY_EINVAL;
}

int sky_game_current(const sky_game *game)
{
    return game ? game->ops->current(game->state) : SKY_EINVAL;
}

int sky_game_is_over(const sky_game *game)
{
    return game ? game->ops->current(game->state) == SKY_EOVER : SKY_EINVAL;
}

int sky_game_action_count(const sky_game *game)
{
    return game ? game->ops->action_count(game->state) : SKY_EINVAL;
}

int sky_game_legal_actions(const sky_game *game, int *actions, size_t cap)
{
    if (!game || (!actions && cap > 0))
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
    if (!game)
        return SKY_EINVAL;
    if (check_range(game, action) < 0)
        return SKY_ERANGE;
    return game->ops->check(game->state, action);
}

int sky_game_apply(sky_game *game, int action)
{
    int rc = sky_game_check(game, action);
    return rc < 0 ? rc : game->ops->apply(game->state, action);
}

int sky_game_undo(sky_game *game)
{
    return game ? game->ops->undo(game->state) : SKY_EINVAL;
}

int sky_game_chance_outcomes(const sky_game *game, int *actions,
                             double *probabilities, size_t cap)
{
    if (!game || ((!actions || !probabilities) && cap > 0))
        return SKY_EINVAL;
    if (!game->ops->chance_outcomes || game->ops->current(game->state) != SKY_ECHANCE)
        return SKY_ECHANCE;
    return game->ops->chance_outcomes(game->state, actions, probabilities, cap);
}

int sky_game_scores(const sky_game *game, int *scores, size_t cap)
{
    if (!game || (!scores && cap > 0))
        return SKY_EINVAL;
    return game->ops->scores(game->state, scores, cap);
}

int sky_game_winners(const sky_game *game, unsigned *mask)
{
    if (!game || !mask)
        return SKY_EINVAL;
    return game->ops->winners(game->state, mask);
}

int sky_game_action_to_string(const sky_game *game, int action, char *buf,
                              size_t cap)
{
    if (!game || (!buf && cap > 0))
        return SKY_EINVAL;
    if (check_range(game, action) < 0)
        return SKY_ERANGE;
    return game->ops->action_to_string(game->state, action, buf, cap);
}

int sky_game_action_from_string(const sky_game *game, const char *text,
                                int *action)
{
    if (!game || !text || !action)
        return SKY_EINVAL;
    return game->ops->action_from_string(game->state, text, action);
}

int sky_game_write(const sky_game *game, int viewer, char *buf, size_t cap)
{
    if (!game || (!buf && cap > 0))
        return SKY_EINVAL;
    return game->ops->write(game->state, viewer, buf, cap);
}

int sky_game_render(const sky_game *game, int viewer, char *buf, size_t cap)
{
    if (!game || (!buf && cap > 0))
        return SKY_EINVAL;
    return game->ops->render(game->state, viewer, buf, cap);
}

/* Every record starts "skyline NAME ..."; comments may come first. */
static int record_game(const char *text, size_t *offset,
                       const struct game_ops **ops)
{
    struct record_reader r;

    record_init(&r, text);
    if (record_expect(&r, "skyline") < 0) {
        *offset = r.tok;
        return SKY_EPARSE;
    }
    record_next(&r);
    *offset = r.tok;
    *ops = find_game(r.text + r.tok, r.len);
    return *ops ? SKY_OK : SKY_EUNKNOWN;
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

    n = game->ops->chance_outcomes(game->state, actions, probs, MAX_OUTCOMES);
    if (n < 0)
        return n;
    if (n == 0 || n > MAX_OUTCOMES)
        return SKY_ERANGE;
    u = (double)(rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
    for (i = 0; i < n - 1; i++) {
        acc += probs[i];
        if (u < acc)
            break;
    }
    *action = actions[i];
    return SKY_OK;
}

int sky_game_bot_action(const sky_game *game, int bot, sky_rng *rng, int *action)
{
    int who;

    if (!game || !rng || !action)
        return SKY_EINVAL;
    if (bot != SKY_BOT_RANDOM && bot != SKY_BOT_GREEDY)
        return SKY_ERANGE;
    who = game->ops->current(game->state);
    if (who == SKY_ECHANCE)
        return sample_chance(game, rng, action);
    if (who < 0)
        return who;
    return game->ops->bot_action(game->state, bot, rng, action);
}
