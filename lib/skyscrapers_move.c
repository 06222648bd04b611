/*
 * Skyscrapers in the shape of every game (sky_common(3)): a match as one
 * step at a time, one pyramid per step.  The grab is chance: the grabbers
 * take turns, each taking one pyramid of the middle, until it is empty.
 * Then the players build; at a table they do so at once, so any player
 * who has not finished may step, and to_move() names the first of them.
 * The steps go through the table calls of skyscrapers.c, which keep the
 * record and check the rules.
 */
#include <string.h>

#include "handle.h"
#include "rng_internal.h"
#include "skyscrapers_internal.h"

#define IS_GAME(g) handle_is((g), TAG_skyscrapers)

int sk_middle_total(const struct sky_skyscrapers *g)
{
    return g->middle_left;
}

/* Players grab in turn, the first grabber moving on each round. */
int sk_grabber(const struct sky_skyscrapers *g)
{
    return (g->supply_total - sk_middle_total(g) + g->round) % g->players;
}

int sk_to_move(const struct sky_skyscrapers *g)
{
    int p;

    if (g->over)
        return SKY_EOVER;
    if (!g->grab_over)
        return SKY_ECHANCE;
    for (p = 0; p < g->players; p++)
        if (!(g->finished & (1u << p)))
            return p;
    return SKY_EOVER;   /* not reached: the round is scored when all finish */
}

int sky_skyscrapers_to_move(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? sk_to_move(game) : SKY_EINVAL;
}

int sky_skyscrapers_is_over(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? game->over : SKY_EINVAL;
}

/* ---- steps ------------------------------------------------------------------ */

/*
 * What check and play share before the table calls, which check the rest:
 * a chance event needs the chance player and a grab, a decision a player.
 */
static int check_step(const sky_skyscrapers *game, int player, sky_skyscrapers_move move)
{
    int who;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    who = sk_to_move(game);
    if (who == SKY_EOVER)
        return SKY_EOVER;
    if ((who == SKY_ECHANCE) != (player == SKY_ECHANCE))
        return SKY_ECHANCE;     /* a chance event is due, or none is */
    if (move.step < SKY_SKYSCRAPERS_GRAB || move.step > SKY_SKYSCRAPERS_FINISH)
        return SKY_EINVAL;      /* no such step */
    if (move.step != SKY_SKYSCRAPERS_FINISH && sk_check_pyramid(move.pyramid) < 0)
        return sk_check_pyramid(move.pyramid);
    if (player == SKY_ECHANCE && move.step != SKY_SKYSCRAPERS_GRAB)
        return SKY_EPHASE;      /* chance only grabs */
    return SKY_OK;
}

int sky_skyscrapers_check(const sky_skyscrapers *game, int player,
                          sky_skyscrapers_move move)
{
    int rc = check_step(game, player, move);

    if (rc < 0)
        return rc;
    switch (move.step) {
    case SKY_SKYSCRAPERS_GRAB:
        return sky_skyscrapers_check_grab(game, sk_grabber(game), &move.pyramid, 1);
    case SKY_SKYSCRAPERS_NEW:
        return sky_skyscrapers_check_build(game, player, &move.pyramid, 1);
    case SKY_SKYSCRAPERS_TOP:
        return sky_skyscrapers_check_stack(game, player, move.structure, &move.pyramid, 1);
    default:
        return sky_skyscrapers_check_finish(game, player);
    }
}

/* The table calls check what check_step() leaves, and change nothing on failure. */
int sky_skyscrapers_play(sky_skyscrapers *game, int player, sky_skyscrapers_move move)
{
    int rc = check_step(game, player, move);

    if (rc < 0)
        return rc;
    switch (move.step) {
    case SKY_SKYSCRAPERS_GRAB:
        return sky_skyscrapers_grab(game, sk_grabber(game), &move.pyramid, 1);
    case SKY_SKYSCRAPERS_NEW:
        return sky_skyscrapers_build(game, player, &move.pyramid, 1);
    case SKY_SKYSCRAPERS_TOP:
        return sky_skyscrapers_stack(game, player, move.structure, &move.pyramid, 1);
    default:
        return sky_skyscrapers_finish(game, player);
    }
}

static sky_skyscrapers_move make_move(int step, int structure, int kind)
{
    sky_skyscrapers_move m;

    m.step = step;
    m.structure = structure;
    if (kind >= 0)
        m.pyramid = sk_pyramid(kind);
    else
        m.pyramid.color = m.pyramid.size = 0;
    return m;
}

/*
 * The legal steps of `player` (the player to move), or the grabs at a
 * chance event, in the documented order; `nth` >= 0 stops at that one.
 */
static int list_steps(const struct sky_skyscrapers *g, sky_skyscrapers_move *moves,
                      size_t cap, int nth, sky_skyscrapers_move *found)
{
    int who = sk_to_move(g), n = 0, k, s;

#define ADD(m) do { \
        if (n == nth) *found = (m); \
        if ((size_t)n < cap) moves[n] = (m); \
        n++; \
    } while (0)
    if (who == SKY_ECHANCE) {
        for (k = 0; k < SK_KINDS; k++)
            if (g->middle[k] > 0)
                ADD(make_move(SKY_SKYSCRAPERS_GRAB, 0, k));
        return n;
    }
    if (who < 0)
        return 0;
    for (s = -1; s < g->structures[who]; s++)
        for (k = 0; k < SK_KINDS; k++)
            if (g->unbuilt[who][k] > 0)
                ADD(s < 0 ? make_move(SKY_SKYSCRAPERS_NEW, 0, k)
                          : make_move(SKY_SKYSCRAPERS_TOP, s, k));
    ADD(make_move(SKY_SKYSCRAPERS_FINISH, 0, -1));
#undef ADD
    return n;
}

int sky_skyscrapers_legal_moves(const sky_skyscrapers *game,
                                sky_skyscrapers_move *moves, size_t cap)
{
    sky_skyscrapers_move unused;

    if (!IS_GAME(game) || (!moves && cap > 0))
        return SKY_EINVAL;
    return list_steps(game, moves, cap, -1, &unused);
}

int sk_nth_step(const struct sky_skyscrapers *g, int nth, sky_skyscrapers_move *move)
{
    return list_steps(g, NULL, 0, nth, move);
}

/* A grab with the true probabilities: a pyramid of the middle, uniformly. */
sky_skyscrapers_move sk_sample_grab(const struct sky_skyscrapers *g, sky_rng *rng)
{
    int pick = (int)rng_below(rng, (uint32_t)sk_middle_total(g)), k;

    for (k = 0; pick >= g->middle[k]; k++)
        pick -= g->middle[k];
    return make_move(SKY_SKYSCRAPERS_GRAB, 0, k);
}

/*
 * The game's own draw: a generator seeded from the options' seed and the
 * number of steps so far, so that a draw depends on the position alone
 * and undo needs no generator state.
 */
int sky_skyscrapers_draw(sky_skyscrapers *game, sky_skyscrapers_move *drawn)
{
    sky_skyscrapers_move m;
    sky_rng rng;
    int who, rc;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    who = sk_to_move(game);
    if (who != SKY_ECHANCE)
        return who == SKY_EOVER ? SKY_EOVER : SKY_ECHANCE;
    sky_rng_seed(&rng, game->seed ^ (UINT64_C(0x9e3779b97f4a7c15) * (game->nhist + 1)));
    m = sk_sample_grab(game, &rng);
    rc = sky_skyscrapers_play(game, SKY_ECHANCE, m);
    if (rc == SKY_OK && drawn)
        *drawn = m;
    return rc;
}

/* ---- notation -------------------------------------------------------------------- */

int sky_skyscrapers_move_to_string(sky_skyscrapers_move move, char *buf, size_t cap)
{
    struct textbuf tb;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    if (move.step < SKY_SKYSCRAPERS_GRAB || move.step > SKY_SKYSCRAPERS_FINISH)
        return SKY_EINVAL;
    if (move.step != SKY_SKYSCRAPERS_FINISH && sk_check_pyramid(move.pyramid) < 0)
        return sk_check_pyramid(move.pyramid);
    if (move.step == SKY_SKYSCRAPERS_TOP
        && (move.structure < 0 || move.structure >= SKY_SKYSCRAPERS_MAX_SUPPLY))
        return SKY_ERANGE;
    tb_init(&tb, buf, cap);
    switch (move.step) {
    case SKY_SKYSCRAPERS_FINISH:
        tb_puts(&tb, "done");
        return tb_finish(&tb);
    case SKY_SKYSCRAPERS_GRAB: tb_putc(&tb, '+'); break;
    case SKY_SKYSCRAPERS_NEW: tb_putc(&tb, '='); break;
    default: tb_printf(&tb, "%d+", move.structure); break;
    }
    sk_put_pyramids(&tb, &move.pyramid, 1);
    return tb_finish(&tb);
}

int sky_skyscrapers_move_from_string(const char *text, sky_skyscrapers_move *move)
{
    sky_skyscrapers_move m;
    size_t len, i = 0;
    int n;

    if (!text || !move)
        return SKY_EINVAL;
    len = strlen(text);
    memset(&m, 0, sizeof m);
    if (strcmp(text, "done") == 0) {
        m.step = SKY_SKYSCRAPERS_FINISH;
        *move = m;
        return SKY_OK;
    }
    if (len > 0 && (text[0] == '+' || text[0] == '=')) {
        m.step = text[0] == '+' ? SKY_SKYSCRAPERS_GRAB : SKY_SKYSCRAPERS_NEW;
        i = 1;
    } else {
        m.step = SKY_SKYSCRAPERS_TOP;
        for (; i < len && text[i] >= '0' && text[i] <= '9' && i < 4; i++)
            m.structure = m.structure * 10 + (text[i] - '0');
        if (i == 0 || i >= len || text[i] != '+' || (i > 1 && text[0] == '0'))
            return SKY_EPARSE;
        if (m.structure >= SKY_SKYSCRAPERS_MAX_SUPPLY)
            return SKY_ERANGE;
        i++;
    }
    n = sk_parse(text + i, len - i, &m.pyramid, 1);
    if (n < 0)
        return n;
    if (n != 1)
        return SKY_EPARSE;      /* one pyramid per step */
    *move = m;
    return SKY_OK;
}
