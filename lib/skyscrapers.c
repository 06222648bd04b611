/*
 * Skyscrapers: the match as the referee keeps it (SK-2, SK-11, SK-12).
 * Every step is a history entry; the state is what the entries add up
 * to, so undo drops entries, unscores the rounds they closed and replays
 * the round it ends in.  Scoring of plain
 * structures lives in skyscrapers_score.c, text in skyscrapers_text.c.
 */
#include <stdlib.h>
#include <string.h>

#include "handle.h"
#include "rng_internal.h"
#include "skyscrapers_internal.h"

#define IS_GAME(g) handle_is((g), TAG_skyscrapers)

/* ---- setup ------------------------------------------------------------ */

static const sky_skyscrapers_options defaults = {
    sizeof(sky_skyscrapers_options), 2, SKY_SKYSCRAPERS_HIGHEST, 0, 0, 0, 0, NULL, 0, 0
};

int sky_skyscrapers_options_init(sky_skyscrapers_options *options, size_t size)
{
    return options_init(options, size, &defaults, sizeof defaults);
}

static int check_win(const sky_skyscrapers_options *o)
{
    if (o->win < SKY_SKYSCRAPERS_HIGHEST || o->win > SKY_SKYSCRAPERS_TOWERS)
        return SKY_ERANGE;
    if (o->target < 0 || o->towers < 0 || o->threshold < 0)
        return SKY_ERANGE;
    if ((o->win == SKY_SKYSCRAPERS_REACH || o->win == SKY_SKYSCRAPERS_EXACT) && o->target < 1)
        return SKY_ERANGE;
    if (o->win == SKY_SKYSCRAPERS_TOWERS && o->towers < 1)
        return SKY_ERANGE;
    return SKY_OK;
}

static int check_options(const sky_skyscrapers_options *o)
{
    int rc;

    if (o->players < 2 || o->players > SKY_SKYSCRAPERS_MAX_PLAYERS)
        return SKY_ERANGE;
    if (o->rounds < 0 || o->rounds > SKY_SKYSCRAPERS_MAX_ROUNDS)
        return SKY_ERANGE;
    if ((rc = check_win(o)) < 0)
        return rc;
    if (!o->supply)
        return o->supply_count == 0 ? SKY_OK : SKY_EINVAL;
    if (o->supply_count < 1 || o->supply_count > SKY_SKYSCRAPERS_MAX_SUPPLY)
        return SKY_ERANGE;
    return sk_check_pyramids(o->supply, o->supply_count);
}

/* The supply as counts per kind: the options' list or one Treehouse set. */
static void supply_counts(const sky_skyscrapers_options *o, int counts[SK_KINDS])
{
    sky_pyramid set[SKY_SKYSCRAPERS_SET];

    memset(counts, 0, SK_KINDS * sizeof *counts);
    if (o->supply) {
        sk_count(o->supply, o->supply_count, counts);
    } else {
        sky_skyscrapers_treehouse(NULL, set);
        sk_count(set, SKY_SKYSCRAPERS_SET, counts);
    }
}

/* Every round, the whole supply is back in the middle. */
static void start_round(struct sky_skyscrapers *g)
{
    memcpy(g->middle, g->supply, sizeof g->middle);
    g->middle_left = g->supply_total;
    memset(g->pile, 0, sizeof g->pile);
    memset(g->unbuilt, 0, sizeof g->unbuilt);
    memset(g->structures, 0, sizeof g->structures);
    g->grab_over = 0;
    g->finished = 0;
    g->round_start = g->nhist;
}

/* The state before the first step. */
static void reset(struct sky_skyscrapers *g)
{
    g->round = 0;
    g->over = 0;
    g->stopped = 0;
    g->met = 0;
    memset(g->totals, 0, sizeof g->totals);
    memset(g->towers_over, 0, sizeof g->towers_over);
    memset(g->past, 0, (size_t)g->limit * sizeof *g->past);
    start_round(g);
}

/*
 * Entries per round: at most one grab and one placement per pyramid of
 * the supply, a finish per player and an end of grab; one stop at most.
 */
static size_t history_cap(int limit, int supply, int players)
{
    return (size_t)limit * (2 * (size_t)supply + (size_t)players + 1) + 1;
}

int sky_skyscrapers_new(const sky_skyscrapers_options *options,
                        sky_skyscrapers **out)
{
    sky_skyscrapers_options o;
    struct sky_skyscrapers *g;
    int counts[SK_KINDS], kind, total = 0, limit, rc;
    size_t cap, bytes;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if ((rc = options_read(options, &o, &defaults, sizeof o)) < 0)
        return rc;
    options = &o;
    if ((rc = check_options(options)) < 0)
        return rc;
    supply_counts(options, counts);
    for (kind = 0; kind < SK_KINDS; kind++)
        total += counts[kind];
    limit = options->rounds ? options->rounds : SKY_SKYSCRAPERS_MAX_ROUNDS;
    cap = history_cap(limit, total, options->players);
    bytes = sizeof *g + (size_t)limit * sizeof(struct sk_round) + cap * sizeof(uint32_t);
    g = calloc(1, bytes);
    if (!g)
        return SKY_ENOMEM;
    g->tag = TAG_skyscrapers;
    g->bytes = bytes;
    g->seed = options->seed;
    g->players = options->players;
    g->win = options->win;
    g->rounds = options->rounds;
    g->limit = limit;
    g->target = options->target;
    g->towers = options->towers;
    g->threshold = options->threshold;
    g->supply_total = total;
    for (kind = 0; kind < SK_KINDS; kind++)
        g->supply[kind] = (uint8_t)counts[kind];
    g->hist_cap = cap;
    reset(g);
    *out = g;
    return SKY_OK;
}

void sky_skyscrapers_free(sky_skyscrapers *game)
{
    if (handle_is(game, TAG_skyscrapers)) {
        game->tag = TAG_FREED;
        free(game);
    }
}

int sky_skyscrapers_clone(const sky_skyscrapers *game, sky_skyscrapers **out)
{
    struct sky_skyscrapers *copy;

    if (!IS_GAME(game) || !out)
        return SKY_EINVAL;
    *out = NULL;
    copy = malloc(game->bytes);
    if (!copy)
        return SKY_ENOMEM;
    memcpy(copy, game, game->bytes);
    *out = copy;
    return SKY_OK;
}

/* ---- where the match is ------------------------------------------------- */

int sk_phase(const struct sky_skyscrapers *g)
{
    if (g->over)
        return SKY_SKYSCRAPERS_PHASE_OVER;
    return g->grab_over ? SKY_SKYSCRAPERS_PHASE_BUILD : SKY_SKYSCRAPERS_PHASE_GRAB;
}

int sky_skyscrapers_players(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? game->players : SKY_EINVAL;
}

int sky_skyscrapers_rounds(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? game->rounds : SKY_EINVAL;
}

int sky_skyscrapers_round(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? game->round : SKY_EINVAL;
}

int sky_skyscrapers_phase(const sky_skyscrapers *game)
{
    return IS_GAME(game) ? sk_phase(game) : SKY_EINVAL;
}

static int check_player(const struct sky_skyscrapers *g, int player)
{
    return player < 0 || player >= g->players ? SKY_ERANGE : SKY_OK;
}

static int list_out(const sky_skyscrapers *game, const uint8_t *counts,
                    sky_pyramid *out, size_t cap)
{
    if (!IS_GAME(game) || (!out && cap > 0))
        return SKY_EINVAL;
    return sk_list(counts, out, cap);
}

int sky_skyscrapers_supply(const sky_skyscrapers *game, sky_pyramid *out, size_t cap)
{
    return list_out(game, IS_GAME(game) ? game->supply : NULL, out, cap);
}

int sky_skyscrapers_middle(const sky_skyscrapers *game, sky_pyramid *out, size_t cap)
{
    return list_out(game, IS_GAME(game) ? game->middle : NULL, out, cap);
}

int sky_skyscrapers_pile(const sky_skyscrapers *game, int player,
                         sky_pyramid *out, size_t cap)
{
    if (IS_GAME(game) && check_player(game, player) < 0)
        return SKY_ERANGE;
    return list_out(game, IS_GAME(game) ? game->pile[player] : NULL, out, cap);
}

int sky_skyscrapers_unbuilt(const sky_skyscrapers *game, int player,
                            sky_pyramid *out, size_t cap)
{
    if (IS_GAME(game) && check_player(game, player) < 0)
        return SKY_ERANGE;
    return list_out(game, IS_GAME(game) ? game->unbuilt[player] : NULL, out, cap);
}

/* ---- applying entries ------------------------------------------------------ */

/* Pyramids of `p` the counts `have` lack (counting repeats), as a status. */
static int covered(const uint8_t have[SK_KINDS], const sky_pyramid *p, size_t n,
                   int lacking)
{
    int need[SK_KINDS] = { 0 }, kind;

    sk_count(p, n, need);
    for (kind = 0; kind < SK_KINDS; kind++)
        if (need[kind] > have[kind])
            return lacking;
    return SKY_OK;
}

/* SK-12: who meets the winning condition after a round. */
static unsigned condition_met(const struct sky_skyscrapers *g)
{
    unsigned met = 0;
    int p;

    for (p = 0; p < g->players; p++) {
        int total = g->totals[p];
        if ((g->win == SKY_SKYSCRAPERS_REACH && total >= g->target)
            || (g->win == SKY_SKYSCRAPERS_EXACT && total == g->target)
            || (g->win == SKY_SKYSCRAPERS_TOWERS && g->towers_over[p] >= g->towers))
            met |= 1u << p;
    }
    return met;
}

static int structure_count(const struct sky_skyscrapers *g, int round, int player);

/*
 * SK-11: a player's points in `round`, the sum of its structures
 * (SK-5..SK-8); *towers gets how many of them score above the threshold
 * (SK-12 d: only towers score above 0).
 */
static int round_points(const struct sky_skyscrapers *g, int round, int player,
                        int *towers)
{
    sky_pyramid s[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    int i, sum = 0, count = structure_count(g, round, player);

    *towers = 0;
    for (i = 0; i < count; i++) {
        int n = sk_structure(g, round, player, i, s, SKY_SKYSCRAPERS_MAX_STRUCTURE);
        int points = sk_score(s, (size_t)n);

        sum += points;
        *towers += points > g->threshold;
    }
    return sum;
}

/* SK-12 c: a round that would pass the target does not count. */
static void add_round(struct sky_skyscrapers *g, struct sk_round *r, int player)
{
    int points = r->scores[player];

    if (g->win == SKY_SKYSCRAPERS_EXACT && g->totals[player] + points > g->target)
        r->bust |= 1u << player;
    else
        g->totals[player] += points;
}

static void score_round(struct sky_skyscrapers *g)
{
    struct sk_round *r = &g->past[g->round];
    int p;

    r->start = g->round_start;
    for (p = 0; p < g->players; p++) {
        int towers;

        r->scores[p] = round_points(g, g->round, p, &towers);
        g->towers_over[p] += towers;
        add_round(g, r, p);
    }
    g->round++;
    g->met = condition_met(g);
    g->over = g->met != 0 || g->round == g->limit;
    start_round(g);
    if (g->over) {  /* the pyramids go back to the box */
        memset(g->middle, 0, sizeof g->middle);
        g->middle_left = 0;
    }
}

/* One entry's effect; entries are checked before they are recorded. */
static void apply_entry(struct sky_skyscrapers *g, uint32_t e)
{
    int player = SK_PLAYER(e), kind = SK_ENTRY_KIND(e);

    switch (SK_STEP(e)) {
    case SK_GRAB:
        g->middle[kind]--;
        g->middle_left--;
        g->pile[player][kind]++;
        g->unbuilt[player][kind]++;
        break;
    case SK_PLACE:
        g->unbuilt[player][kind]--;
        if (SK_STRUCTURE(e) == g->structures[player])
            g->structures[player]++;
        break;
    case SK_FINISH:
        g->finished |= 1u << player;
        if (g->finished == (1u << g->players) - 1)
            score_round(g);
        return;
    case SK_END_GRAB:
        g->grab_over = 1;
        return;
    default:    /* SK_STOP */
        g->stopped = 1;
        g->over = 1;
        memset(g->middle, 0, sizeof g->middle);
        g->middle_left = 0;
        return;
    }
    if (SK_STEP(e) == SK_GRAB)
        g->grab_over = g->middle_left == 0;  /* the grab ends when the middle is empty */
}

static void record(struct sky_skyscrapers *g, uint32_t e)
{
    SK_HIST(g)[g->nhist++] = e;
    apply_entry(g, e);
}

/* n entries of one step, the first one not joined. */
static void record_pyramids(struct sky_skyscrapers *g, int step, int player,
                            int structure, const sky_pyramid *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        record(g, SK_ENTRY(step, player, structure, SK_KIND(p[i].color, p[i].size))
                  | (i > 0 ? SK_JOINED : 0u));
}

/* ---- grabbing ---------------------------------------------------------------- */

static int check_pyramid_list(const sky_pyramid *p, size_t n)
{
    if (!p || n == 0)
        return SKY_EINVAL;
    if (n > SKY_SKYSCRAPERS_MAX_SUPPLY)
        return SKY_ESUPPLY;   /* more than any supply holds */
    return sk_check_pyramids(p, n);
}

int sky_skyscrapers_check_grab(const sky_skyscrapers *game, int player,
                               const sky_pyramid *pyramids, size_t n)
{
    int rc;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->over)
        return SKY_EOVER;
    if (game->grab_over)
        return SKY_EPHASE;
    if (check_player(game, player) < 0)
        return SKY_ERANGE;
    if ((rc = check_pyramid_list(pyramids, n)) < 0)
        return rc;
    return covered(game->middle, pyramids, n, SKY_ESUPPLY);
}

int sky_skyscrapers_grab(sky_skyscrapers *game, int player,
                         const sky_pyramid *pyramids, size_t n)
{
    int rc = sky_skyscrapers_check_grab(game, player, pyramids, n);

    if (rc == SKY_OK)
        record_pyramids(game, SK_GRAB, player, 0, pyramids, n);
    return rc;
}

int sky_skyscrapers_end_grab(sky_skyscrapers *game)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->over)
        return SKY_EOVER;
    if (game->grab_over)
        return SKY_EPHASE;
    record(game, SK_ENTRY(SK_END_GRAB, 0, 0, 0));
    return SKY_OK;
}

/* ---- building ---------------------------------------------------------------- */

/* What building, stacking and finishing all need. */
static int check_builder(const struct sky_skyscrapers *g, int player)
{
    if (g->over)
        return SKY_EOVER;
    if (!g->grab_over)
        return SKY_EPHASE;
    if (check_player(g, player) < 0)
        return SKY_ERANGE;
    if (g->finished & (1u << player))
        return SKY_ETURN;   /* that player is done for the round */
    return SKY_OK;
}

static int check_placing(const struct sky_skyscrapers *g, int player,
                         const sky_pyramid *p, size_t n)
{
    int rc = check_builder(g, player);

    if (rc == SKY_OK)
        rc = check_pyramid_list(p, n);
    if (rc == SKY_ESUPPLY)
        return SKY_ENOPYRAMID;
    return rc < 0 ? rc : covered(g->unbuilt[player], p, n, SKY_ENOPYRAMID);
}

int sky_skyscrapers_check_build(const sky_skyscrapers *game, int player,
                                const sky_pyramid *bottom_to_top, size_t n)
{
    return IS_GAME(game) ? check_placing(game, player, bottom_to_top, n) : SKY_EINVAL;
}

int sky_skyscrapers_build(sky_skyscrapers *game, int player,
                          const sky_pyramid *bottom_to_top, size_t n)
{
    int rc = sky_skyscrapers_check_build(game, player, bottom_to_top, n);

    if (rc == SKY_OK)
        record_pyramids(game, SK_PLACE, player, game->structures[player],
                        bottom_to_top, n);
    return rc;
}

int sky_skyscrapers_check_stack(const sky_skyscrapers *game, int player,
                                int structure, const sky_pyramid *pyramids,
                                size_t n)
{
    int rc;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    if ((rc = check_builder(game, player)) < 0)
        return rc;
    if (structure < 0 || structure >= game->structures[player])
        return SKY_ERANGE;
    return check_placing(game, player, pyramids, n);
}

int sky_skyscrapers_stack(sky_skyscrapers *game, int player, int structure,
                          const sky_pyramid *pyramids, size_t n)
{
    int rc = sky_skyscrapers_check_stack(game, player, structure, pyramids, n);

    if (rc == SKY_OK)
        record_pyramids(game, SK_PLACE, player, structure, pyramids, n);
    return rc;
}

int sky_skyscrapers_check_finish(const sky_skyscrapers *game, int player)
{
    return IS_GAME(game) ? check_builder(game, player) : SKY_EINVAL;
}

int sky_skyscrapers_finish(sky_skyscrapers *game, int player)
{
    int rc = sky_skyscrapers_check_finish(game, player);

    if (rc == SKY_OK)
        record(game, SK_ENTRY(SK_FINISH, player, 0, 0));
    return rc;
}

/* SK-12 a: play stops between rounds, never in the middle of one. */
int sky_skyscrapers_stop(sky_skyscrapers *game)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->over)
        return SKY_EOVER;
    if (game->nhist > game->round_start)
        return SKY_EPHASE;
    record(game, SK_ENTRY(SK_STOP, 0, 0, 0));
    return SKY_OK;
}

/* ---- undo ----------------------------------------------------------------------- */

/*
 * Undoes score_round(): the last round scored is the one being played
 * again.  A game goes on only while no one meets the condition, so `met`
 * was 0 before; no round is scored after a stop.
 */
static void unscore_round(struct sky_skyscrapers *g)
{
    int r = g->round - 1, p, towers;
    struct sk_round *past = &g->past[r];

    for (p = 0; p < g->players; p++) {
        round_points(g, r, p, &towers);
        g->towers_over[p] -= towers;
        if (!(past->bust & 1u << p))
            g->totals[p] -= past->scores[p];
    }
    g->round = r;
    g->round_start = past->start;
    g->met = 0;
    memset(past, 0, sizeof *past);
}

/*
 * Keeps the first `keep` entries.  The rounds scored after them are
 * unscored, and the round they end in is replayed from its start: an undo
 * costs a round's entries, however long the match.  A round starts with
 * the game under way (a stop is its first entry, if any).
 */
static void truncate_history(struct sky_skyscrapers *g, size_t keep)
{
    size_t i, end = g->nhist;

    while (keep < g->round_start)
        unscore_round(g);
    g->nhist = g->round_start;
    g->over = 0;
    g->stopped = 0;
    start_round(g);
    for (i = g->nhist; i < keep; i++)
        record(g, SK_HIST(g)[i]);
    memset(SK_HIST(g) + keep, 0, (end - keep) * sizeof *SK_HIST(g));
}

int sky_skyscrapers_undo(sky_skyscrapers *game)
{
    size_t keep;

    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    keep = game->nhist - 1;
    while (keep > 0 && (SK_HIST(game)[keep] & SK_JOINED))
        keep--;
    truncate_history(game, keep);
    return SKY_OK;
}

/* The round being played back to its start, or else the last one scored. */
int sky_skyscrapers_undo_round(sky_skyscrapers *game)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    if (game->nhist > game->round_start)
        truncate_history(game, game->round_start);
    else
        truncate_history(game, game->past[game->round - 1].start);
    return SKY_OK;
}

/* ---- structures and scores ----------------------------------------------------------- */

void sk_round_span(const struct sky_skyscrapers *g, int round, size_t *begin,
                   size_t *end)
{
    *begin = round < g->round ? g->past[round].start : g->round_start;
    *end = round + 1 < g->round ? g->past[round + 1].start
         : round + 1 == g->round ? g->round_start : g->nhist;
}

int sk_structure(const struct sky_skyscrapers *g, int round, int player, int s,
                 sky_pyramid *out, size_t cap)
{
    size_t i, begin, end;
    int n = 0;

    sk_round_span(g, round, &begin, &end);
    for (i = begin; i < end; i++) {
        uint32_t e = SK_HIST(g)[i];
        if (SK_STEP(e) != SK_PLACE || SK_PLAYER(e) != player || SK_STRUCTURE(e) != s)
            continue;
        if ((size_t)n < cap)
            out[n] = sk_pyramid(SK_ENTRY_KIND(e));
        n++;
    }
    return n;
}

/* A round that has a state: a scored one, or the one being played. */
static int check_round(const struct sky_skyscrapers *g, int round)
{
    return round < 0 || round > g->round || (round == g->round && g->over)
         ? SKY_ERANGE : SKY_OK;
}

/* The number of structures a player built in a round. */
static int structure_count(const struct sky_skyscrapers *g, int round, int player)
{
    size_t i, begin, end;
    int count = 0;

    if (round == g->round)
        return g->structures[player];
    sk_round_span(g, round, &begin, &end);
    for (i = begin; i < end; i++)
        if (SK_STEP(SK_HIST(g)[i]) == SK_PLACE && SK_PLAYER(SK_HIST(g)[i]) == player
            && SK_STRUCTURE(SK_HIST(g)[i]) == count)
            count++;
    return count;
}

int sky_skyscrapers_structures(const sky_skyscrapers *game, int round, int player)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (check_round(game, round) < 0 || check_player(game, player) < 0)
        return SKY_ERANGE;
    return structure_count(game, round, player);
}

int sky_skyscrapers_structure(const sky_skyscrapers *game, int round, int player,
                              int structure, sky_pyramid *out, size_t cap)
{
    if (!IS_GAME(game) || (!out && cap > 0))
        return SKY_EINVAL;
    if (check_round(game, round) < 0 || check_player(game, player) < 0)
        return SKY_ERANGE;
    if (structure < 0 || structure >= structure_count(game, round, player))
        return SKY_ERANGE;
    return sk_structure(game, round, player, structure, out, cap);
}

int sky_skyscrapers_scores(const sky_skyscrapers *game, int *scores, size_t cap)
{
    int p;

    if (!IS_GAME(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    for (p = 0; p < game->players && (size_t)p < cap; p++)
        scores[p] = game->totals[p];
    return game->players;
}

static int check_past(const struct sky_skyscrapers *g, int round, int player)
{
    if (round < 0 || round >= g->round || check_player(g, player) < 0)
        return SKY_ERANGE;
    return SKY_OK;
}

int sky_skyscrapers_round_score(const sky_skyscrapers *game, int round, int player,
                                int *points)
{
    if (!IS_GAME(game) || !points)
        return SKY_EINVAL;
    if (check_past(game, round, player) < 0)
        return SKY_ERANGE;
    *points = game->past[round].scores[player];
    return SKY_OK;
}

int sky_skyscrapers_round_bust(const sky_skyscrapers *game, int round, int player)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    if (check_past(game, round, player) < 0)
        return SKY_ERANGE;
    return (int)(game->past[round].bust >> player & 1u);
}

int sky_skyscrapers_towers_over(const sky_skyscrapers *game, int player)
{
    if (!IS_GAME(game))
        return SKY_EINVAL;
    return check_player(game, player) < 0 ? SKY_ERANGE : game->towers_over[player];
}

/*
 * SK-12: among those who met the condition (everybody when the match
 * ended by its round limit or a stop), the highest total wins; equal
 * totals share the win.
 */
int sky_skyscrapers_winners(const sky_skyscrapers *game, unsigned *mask)
{
    unsigned candidates;
    int p, best = 0, found = 0;

    if (!IS_GAME(game) || !mask)
        return SKY_EINVAL;
    if (!game->over)
        return SKY_EPHASE;
    candidates = game->met ? game->met : (1u << game->players) - 1;
    *mask = 0;
    for (p = 0; p < game->players; p++) {
        if (!(candidates & (1u << p)))
            continue;
        if (!found || game->totals[p] > best) {
            best = game->totals[p];
            *mask = 0;
            found = 1;
        }
        if (game->totals[p] == best)
            *mask |= 1u << p;
    }
    return SKY_OK;
}
