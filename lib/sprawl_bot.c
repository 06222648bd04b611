/*
 * Sprawlopolis players: the random and greedy bots (enum sky_bot) and
 * the advisor.  They read a const game and use only what the player to
 * move may see: the city, the scoring cards, the deck's top card and
 * their own hand.
 *
 * The advisor estimates a placement's expected final score by Monte
 * Carlo: it deals the cards the player has not seen into a random deck
 * order (and random hands for the team-mates), plays the game out with
 * a fast policy, and averages the final scores.  Every candidate is
 * played out on the same samples, so their differences are not noise
 * of the deals.
 */
#include <limits.h>
#include <string.h>

#include "rng_internal.h"
#include "sprawl_internal.h"

/* Placements the advisor plays out: the best by their immediate score. */
#define ADVISOR_CANDIDATES 16
/* Deals of the unseen cards per estimate (documented in sky_sprawl(3)). */
#define ADVISOR_SAMPLES 16
/* The play-out policy: the best of this many random placements a turn. */
#define ROLLOUT_TRIES 16
/* Room around the city for a card placed next to it. */
#define MARGIN 2

#define MAX_OFFSETS (SKY_SPRAWL_MAX_MOVES / 6)

/* The city copied with room to try placements on it. */
struct scratch {
    struct sp_grid grid;
    int top, left;              /* city cell at the grid's interior (0,0) */
    int cards[3];
    int variant;
};

static void scratch_init(struct scratch *w, const struct sky_sprawl *g)
{
    sp_city_grid(g, MARGIN, &w->grid, &w->top, &w->left);
    sp_scoring_cards(g, w->cards);
    w->variant = g->variant;
}

/* Placements scored per call of sp_placement_totals(): they share one
 * analysis of the city, and stay small on the stack. */
#define BATCH 64
#if ROLLOUT_TRIES > BATCH
#error "a play-out move's tries are scored in one batch"
#endif

/* totals[i]: the total the city would score with moves[i] placed. */
static void move_totals(struct scratch *w, const sky_sprawl_move *moves, int n, int *totals)
{
    struct sp_placement p[BATCH];
    int i, pos;

    for (i = 0; i < n; i++) {
        p[i].row = moves[i].row - w->top;
        p[i].col = moves[i].col - w->left;
        for (pos = 0; pos < 4; pos++)
            p[i].cell[pos] = sp_card_cell(moves[i].card, moves[i].rotation, pos);
    }
    sp_placement_totals(&w->grid, w->cards, w->variant, p, n, totals);
}

/* Placement `index` of hand cards x 2 rotations x the legal offsets. */
static sky_sprawl_move nth_move(const struct sky_sprawl *g, int8_t (*offsets)[2],
                                int noff, int index)
{
    sky_sprawl_move m;
    int per_card = 2 * noff;

    m.card = g->s.hand[g->s.current][index / per_card];
    m.rotation = index % per_card / noff;
    m.row = offsets[index % noff][0];
    m.col = offsets[index % noff][1];
    return m;
}

static int move_count(const struct sky_sprawl *g, int noff)
{
    return g->s.hand_size[g->s.current] * 2 * noff;
}

/*
 * Placements first.. of nth_move()'s order, at most BATCH of them, with
 * their totals; returns how many.
 */
static int batch_totals(const struct sky_sprawl *g, struct scratch *w,
                        int8_t (*offsets)[2], int noff, int first,
                        sky_sprawl_move moves[BATCH], int totals[BATCH])
{
    int n = move_count(g, noff) - first, i;

    if (n > BATCH)
        n = BATCH;
    for (i = 0; i < n; i++)
        moves[i] = nth_move(g, offsets, noff, first + i);
    move_totals(w, moves, n, totals);
    return n;
}

/* ---- the bots ------------------------------------------------------------- */

/* A card the deck may still hold, uniformly: the true chance (SP-6). */
static sky_sprawl_move sample_card(const struct sky_sprawl *g, sky_rng *rng)
{
    sky_sprawl_move m = { 0, 0, 0, 0 };
    int left = SKY_SPRAWL_CARDS - g->s.revealed, k, card;

    k = (int)rng_below(rng, (uint32_t)left);
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
        if (!(g->s.out & SP_CARD_BIT(card)) && k-- == 0)
            break;
    m.card = card;
    return m;
}

/* Uniform choice among equals: the k-th equal replaces the pick with 1/k. */
static int take_tie(sky_rng *rng, int *ties)
{
    return rng_below(rng, (uint32_t)++*ties) == 0;
}

/* The placement with the best immediate total; ties broken at random. */
static sky_sprawl_move greedy_move(const struct sky_sprawl *g, sky_rng *rng)
{
    int8_t offsets[MAX_OFFSETS][2];
    struct scratch w;
    sky_sprawl_move best = { 0, 0, 0, 0 }, moves[BATCH];
    int noff = sp_legal_offsets(g, offsets), n = move_count(g, noff);
    int totals[BATCH], first, i, size, best_total = INT_MIN, ties = 0;

    scratch_init(&w, g);
    for (first = 0; first < n; first += size) {
        size = batch_totals(g, &w, offsets, noff, first, moves, totals);
        for (i = 0; i < size; i++) {
            if (totals[i] > best_total) {
                best_total = totals[i];
                best = moves[i];
                ties = 1;
            } else if (totals[i] == best_total && take_tie(rng, &ties)) {
                best = moves[i];
            }
        }
    }
    return best;
}

int sky_sprawl_bot_move(const sky_sprawl *game, int bot, sky_rng *rng,
                        sky_sprawl_move *move)
{
    int8_t offsets[MAX_OFFSETS][2];
    int noff;

    if (!SP_IS_GAME(game) || !rng_is_seeded(rng) || !move)
        return SKY_EINVAL;
    if (bot == SKY_BOT_SEARCH)
        return sp_search_move(game, rng, move);
    if (bot != SKY_BOT_RANDOM && bot != SKY_BOT_GREEDY)
        return SKY_ERANGE;
    if (sp_is_over(game))
        return SKY_EOVER;
    if (sp_chance_due(game)) {
        *move = sample_card(game, rng);
        return SKY_OK;
    }
    if (bot == SKY_BOT_GREEDY) {
        *move = greedy_move(game, rng);
        return SKY_OK;
    }
    noff = sp_legal_offsets(game, offsets);
    *move = nth_move(game, offsets, noff,
                     (int)rng_below(rng, (uint32_t)move_count(game, noff)));
    return SKY_OK;
}

/* ---- the advisor ------------------------------------------------------------- */

struct candidate {
    sky_sprawl_move move;
    int now;                    /* immediate total */
    double sum;                 /* final totals over the samples */
};

/* Keeps the ADVISOR_CANDIDATES best by immediate total, earliest first on ties. */
static int keep_candidate(struct candidate *c, int n, sky_sprawl_move m, int now)
{
    int i;

    if (n == ADVISOR_CANDIDATES && now <= c[n - 1].now)
        return n;
    if (n < ADVISOR_CANDIDATES)
        n++;
    for (i = n - 1; i > 0 && c[i - 1].now < now; i--)
        c[i] = c[i - 1];
    c[i].move = m;
    c[i].now = now;
    c[i].sum = 0.0;
    return n;
}

static int find_candidates(const struct sky_sprawl *g, struct candidate *c)
{
    int8_t offsets[MAX_OFFSETS][2];
    struct scratch w;
    sky_sprawl_move moves[BATCH];
    int noff = sp_legal_offsets(g, offsets), total = move_count(g, noff);
    int totals[BATCH], first, i, size, n = 0;

    scratch_init(&w, g);
    for (first = 0; first < total; first += size) {
        size = batch_totals(g, &w, offsets, noff, first, moves, totals);
        for (i = 0; i < size; i++)
            n = keep_candidate(c, n, moves[i], totals[i]);
    }
    return n;
}

/*
 * A world the player cannot tell from the real one: the cards they have
 * not seen shuffled into the team-mates' hands and the deck, whose order
 * the world's draws then follow.
 */
void sp_sample_world(const struct sky_sprawl *g, int viewer, sky_rng *rng,
                     struct sky_sprawl *w)
{
    int unseen[SKY_SPRAWL_CARDS], n = sky_sprawl_unseen(g, viewer, unseen), i, p, next = 0;
    int k = 0, card;

    memcpy(w, g, sizeof *w);
    for (i = n - 1; i > 0; i--) {
        int j = (int)rng_below(rng, (uint32_t)i + 1), t = unseen[i];
        unseen[i] = unseen[j];
        unseen[j] = t;
    }
    for (p = 0; p < g->players; p++) {
        int size = g->s.hand_size[p];

        if (p == viewer)
            continue;
        w->s.hand_size[p] = 0;
        for (i = 0; i < size; i++)
            sp_hand_add(&w->s, p, unseen[next++]);
    }
    /* The deck: the rest of the unseen cards, in the shuffled order. */
    w->s.out = 0;
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
        w->s.out |= SP_CARD_BIT(card);
    for (i = next; i < n; i++) {
        w->order[k++] = (uint8_t)unseen[i];
        w->s.out &= ~SP_CARD_BIT(unseen[i]);
    }
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
        if (w->s.out & SP_CARD_BIT(card))
            w->order[k++] = (uint8_t)card;
    w->s.next_draw = 0;
    sp_skip_out(w);
}

/* The play-out policy: the best of a few random placements. */
sky_sprawl_move sp_rollout_move(const struct sky_sprawl *g, sky_rng *rng)
{
    int8_t offsets[MAX_OFFSETS][2];
    struct scratch w;
    sky_sprawl_move tries[ROLLOUT_TRIES];
    int noff = sp_legal_offsets(g, offsets), n = move_count(g, noff);
    int totals[ROLLOUT_TRIES], k, best = 0;

    for (k = 0; k < ROLLOUT_TRIES; k++)
        tries[k] = nth_move(g, offsets, noff, (int)rng_below(rng, (uint32_t)n));
    scratch_init(&w, g);
    move_totals(&w, tries, ROLLOUT_TRIES, totals);
    /* The first of the best. */
    for (k = 1; k < ROLLOUT_TRIES; k++)
        if (totals[k] > totals[best])
            best = k;
    return tries[best];
}

static int final_total(const struct sky_sprawl *g)
{
    struct sp_grid grid;
    int cards[3], top, left;

    sp_scoring_cards(g, cards);
    sp_city_grid(g, 0, &grid, &top, &left);
    return sp_total(&grid, cards, g->variant);
}

/* Plays `first` in world `w`, then the rest of the game; the final total. */
static int play_out(const struct sky_sprawl *w, sky_sprawl_move first, sky_rng *rng)
{
    struct sky_sprawl sim;

    memcpy(&sim, w, sizeof sim);
    sp_apply_play(&sim, first);
    sp_draw_due(&sim);
    while (!sp_is_over(&sim)) {
        sp_apply_play(&sim, sp_rollout_move(&sim, rng));
        sp_draw_due(&sim);
    }
    return final_total(&sim);
}

int sky_sprawl_advise(const sky_sprawl *game, sky_rng *rng,
                      sky_sprawl_move *move, double *expected)
{
    struct candidate c[ADVISOR_CANDIDATES];
    struct sky_sprawl world;
    int n, s, i, best = 0;

    if (!SP_IS_GAME(game) || !rng_is_seeded(rng) || !move)
        return SKY_EINVAL;
    if (sp_is_over(game))
        return SKY_EOVER;
    if (sp_chance_due(game))
        return SKY_ECHANCE;
    n = find_candidates(game, c);
    for (s = 0; s < ADVISOR_SAMPLES; s++) {
        sp_sample_world(game, game->s.current, rng, &world);
        for (i = 0; i < n; i++)
            c[i].sum += play_out(&world, c[i].move, rng);
    }
    for (i = 1; i < n; i++)
        if (c[i].sum > c[best].sum)
            best = i;
    *move = c[best].move;
    if (expected)
        *expected = c[best].sum / ADVISOR_SAMPLES;
    return SKY_OK;
}
