/*
 * Sprawlopolis: the cards, the game state, its rules and undo
 * (SP-1..SP-6, SP-10).  Scoring lives in sprawl_score.c, text in
 * sprawl_text.c and sprawl_grid.c, the players in sprawl_bot.c.
 */
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "rng_internal.h"
#include "sprawl_internal.h"

#define SETUP_SCORING SKY_SPRAWL_SCORING_CARDS

/* ---- the cards (SP-1, SP-2) --------------------------------------------- */

uint8_t sp_card_cell(int number, int rotation, int pos)
{
    const struct sp_card *card = &sp_cards[number - 1];
    /* A half turn swaps TL with BR and TR with BL, and N with S, E with W. */
    int from = rotation ? 3 - pos : pos;
    int road = rotation ? SP_OPPOSITE(card->road[from]) : card->road[from];

    return SP_CELL_OF(card->zone[from], road);
}

const char *sky_sprawl_card_name(int card)
{
    return card >= 1 && card <= SKY_SPRAWL_CARDS ? sp_cards[card - 1].name : NULL;
}

int sky_sprawl_card_blocks(int card, int rotation, sky_sprawl_block blocks[4])
{
    int pos;

    if (!blocks)
        return SKY_EINVAL;
    if (card < 1 || card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    if (rotation != 0 && rotation != 1)
        return SKY_EROTATION;
    for (pos = 0; pos < 4; pos++) {
        uint8_t c = sp_card_cell(card, rotation, pos);
        blocks[pos].zone = SP_ZONE(c);
        blocks[pos].road = SP_ROAD(c);
    }
    return SKY_OK;
}

/* ---- setup (SP-4, SP-6) ---------------------------------------------------- */

static const sky_sprawl_options default_options = {
    sizeof(sky_sprawl_options), 1, SKY_SPRAWL_STANDARD, 0
};

int sky_sprawl_options_init(sky_sprawl_options *options, size_t size)
{
    return options_init(options, size, &default_options, sizeof default_options);
}

static int check_options(const sky_sprawl_options *o)
{
    if (o->players < 1 || o->players > SKY_SPRAWL_MAX_PLAYERS)
        return SKY_ERANGE;
    if (o->variant < SKY_SPRAWL_STANDARD || o->variant > SKY_SPRAWL_HARDER)
        return SKY_ERANGE;
    return SKY_OK;
}

/*
 * SP-6: the game's own deck order is cards 1..18 shuffled by
 * Fisher-Yates from the last position down, each swap partner drawn
 * with sky_rng_below() from a generator seeded with the seed; draws
 * deal it from the front, skipping cards already out.
 */
static void shuffle(uint64_t seed, uint8_t order[SKY_SPRAWL_CARDS])
{
    sky_rng rng;
    int i;

    sky_rng_seed(&rng, seed);
    for (i = 0; i < SKY_SPRAWL_CARDS; i++)
        order[i] = (uint8_t)(i + 1);
    for (i = SKY_SPRAWL_CARDS - 1; i > 0; i--) {
        int j = (int)rng_below(&rng, (uint32_t)i + 1);
        uint8_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

int sky_sprawl_new(const sky_sprawl_options *options, sky_sprawl **out)
{
    sky_sprawl_options o;
    struct sky_sprawl *g;
    int rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    rc = options_read(options, &o, &default_options, sizeof default_options);
    if (rc < 0)
        return rc;
    rc = check_options(&o);
    if (rc < 0)
        return rc;
    g = calloc(1, sizeof *g);
    if (!g)
        return SKY_ENOMEM;
    g->tag = TAG_sprawl;
    g->players = o.players;
    g->variant = o.variant;
    g->seed = o.seed;
    shuffle(g->seed, g->order);
    *out = g;
    return SKY_OK;
}

void sky_sprawl_free(sky_sprawl *game)
{
    if (!SP_IS_GAME(game))
        return;
    game->tag = TAG_FREED;
    free(game);
}

int sky_sprawl_clone(const sky_sprawl *game, sky_sprawl **out)
{
    struct sky_sprawl *copy;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    copy = malloc(sizeof *copy);
    if (!copy)
        return SKY_ENOMEM;
    memcpy(copy, game, sizeof *copy);
    *out = copy;
    return SKY_OK;
}

/* ---- where the game stands --------------------------------------------- */

/* Scoring cards, the hands (3 + 1 per other player), the city's first
 * card and the deck's face-up top (SP-4). */
int sp_setup_cards(const struct sky_sprawl *g)
{
    return SETUP_SCORING + g->players + 2 + 1 + 1;
}

static int first_city_index(const struct sky_sprawl *g)
{
    return SETUP_SCORING + g->players + 2;
}

int sp_dealt_to(const struct sky_sprawl *g, int index)
{
    int dealt = index - SETUP_SCORING;

    if (dealt < 0 || dealt >= g->players + 2)
        return -1;
    /* The start player gets 3 cards, every other player 1. */
    return dealt < SKY_SPRAWL_HAND ? 0 : dealt - SKY_SPRAWL_HAND + 1;
}

int sp_is_over(const struct sky_sprawl *g)
{
    return g->s.city == SKY_SPRAWL_CITY_CARDS;
}

/* A card is due while setting up, and after a draw while cards remain. */
int sp_chance_due(const struct sky_sprawl *g)
{
    if (g->s.revealed < sp_setup_cards(g))
        return 1;
    return g->s.top == 0 && g->s.revealed < SKY_SPRAWL_CARDS;
}

int sp_deck_size(const struct sky_sprawl *g)
{
    return SKY_SPRAWL_CARDS - g->s.revealed + (g->s.top != 0);
}

int sp_in_hand(const struct sp_state *s, int player, int card)
{
    int i;

    for (i = 0; i < s->hand_size[player]; i++)
        if (s->hand[player][i] == card)
            return 1;
    return 0;
}

int sp_check_viewer(const struct sky_sprawl *g, int viewer)
{
    if (viewer != SKY_VIEW_ALL && (viewer < 0 || viewer >= g->players))
        return SKY_ERANGE;
    return SKY_OK;
}

int sky_sprawl_players(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? game->players : SKY_EINVAL;
}

int sky_sprawl_variant(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? game->variant : SKY_EINVAL;
}

int sky_sprawl_phase(const sky_sprawl *game)
{
    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    if (sp_is_over(game))
        return SKY_SPRAWL_PHASE_OVER;
    return game->s.revealed < sp_setup_cards(game) ? SKY_SPRAWL_PHASE_SETUP
                                                   : SKY_SPRAWL_PHASE_PLAY;
}

int sky_sprawl_to_move(const sky_sprawl *game)
{
    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    if (sp_is_over(game))
        return SKY_EOVER;
    if (sp_chance_due(game))
        return SKY_ECHANCE;
    return game->s.current;
}

int sky_sprawl_is_over(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? sp_is_over(game) : SKY_EINVAL;
}

/* ---- hands -------------------------------------------------------------------- */

/* Keeps hands ascending, so a hand has one canonical order. */
void sp_hand_add(struct sp_state *s, int player, int card)
{
    int i = s->hand_size[player]++;

    while (i > 0 && s->hand[player][i - 1] > card) {
        s->hand[player][i] = s->hand[player][i - 1];
        i--;
    }
    s->hand[player][i] = (uint8_t)card;
}

static void hand_remove(struct sp_state *s, int player, int card)
{
    int i, j = 0;

    for (i = 0; i < s->hand_size[player]; i++)
        if (s->hand[player][i] != card)
            s->hand[player][j++] = s->hand[player][i];
    s->hand_size[player] = (uint8_t)j;
}

/* SP-5: the rest of the hand goes to the left neighbour. */
static void pass_hand(struct sp_state *s, int from, int to)
{
    int i;

    if (from == to)
        return;
    for (i = 0; i < s->hand_size[from]; i++)
        sp_hand_add(s, to, s->hand[from][i]);
    s->hand_size[from] = 0;
}

/* ---- the city (SP-2, SP-3) ------------------------------------------------- */

static struct sp_entry *push_entry(struct sky_sprawl *g, int kind, int card)
{
    struct sp_entry *e = &g->hist[g->nhist++];

    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->card = (uint8_t)card;
    e->before = g->s;
    return e;
}

static void grow_box(struct sp_state *s, int row, int col)
{
    if (s->city == 0) {
        s->top_row = (int8_t)row;
        s->left_col = (int8_t)col;
        s->bottom_row = (int8_t)(row + 1);
        s->right_col = (int8_t)(col + 1);
        return;
    }
    if (row < s->top_row)
        s->top_row = (int8_t)row;
    if (col < s->left_col)
        s->left_col = (int8_t)col;
    if (row + 1 > s->bottom_row)
        s->bottom_row = (int8_t)(row + 1);
    if (col + 1 > s->right_col)
        s->right_col = (int8_t)(col + 1);
}

/* SP-2: the card lies on top; what it covers is kept for undo. */
static void place_card(struct sky_sprawl *g, struct sp_entry *e,
                       sky_sprawl_move m)
{
    int pos;

    e->rotation = (uint8_t)m.rotation;
    e->row = (int8_t)m.row;
    e->col = (int8_t)m.col;
    for (pos = 0; pos < 4; pos++) {
        uint8_t *c = &SP_CELL(g, m.row + pos / 2, m.col + pos % 2);
        e->under[pos] = *c;
        *c = sp_card_cell(m.card, m.rotation, pos);
    }
    grow_box(&g->s, m.row, m.col);
    g->placed[g->s.city++] = m;
}

static void unplace_card(struct sky_sprawl *g, const struct sp_entry *e)
{
    int pos;

    for (pos = 0; pos < 4; pos++)
        SP_CELL(g, e->row + pos / 2, e->col + pos % 2) = e->under[pos];
}

/*
 * SP-3: a card may lie where one of its cells is taken (it covers) or
 * is next to a taken cell; a touch only at a corner is not enough.  With
 * its four cells empty, the card touches along an edge iff one of the
 * eight cells beside its 2x2 square is taken, and at a corner iff one of
 * the four cells diagonally off its corners is.  Offsets beyond the box
 * grown by 2 cannot touch, and are never read: the cells looked at stay
 * within 3 of the box, where the grid holds them apart (SP_CELL).
 */
int sp_check_offset(const struct sky_sprawl *g, int row, int col)
{
    const struct sp_state *s = &g->s;

    if (row < s->top_row - 2 || row > s->bottom_row + 1
        || col < s->left_col - 2 || col > s->right_col + 1)
        return SKY_EDETACHED;
    if (SP_CELL(g, row, col) | SP_CELL(g, row, col + 1)
        | SP_CELL(g, row + 1, col) | SP_CELL(g, row + 1, col + 1))
        return SKY_OK;
    if (SP_CELL(g, row - 1, col) | SP_CELL(g, row - 1, col + 1)
        | SP_CELL(g, row + 2, col) | SP_CELL(g, row + 2, col + 1)
        | SP_CELL(g, row, col - 1) | SP_CELL(g, row + 1, col - 1)
        | SP_CELL(g, row, col + 2) | SP_CELL(g, row + 1, col + 2))
        return SKY_OK;
    if (SP_CELL(g, row - 1, col - 1) | SP_CELL(g, row - 1, col + 2)
        | SP_CELL(g, row + 2, col - 1) | SP_CELL(g, row + 2, col + 2))
        return SKY_ECORNER;
    return SKY_EDETACHED;
}

/* The taken cells of city row `row` as bits: bit j is column left_col - 3 + j. */
static uint64_t taken_bits(const struct sky_sprawl *g, int row)
{
    const struct sp_state *s = &g->s;
    uint64_t bits = 0;
    int col;

    if (row < s->top_row || row > s->bottom_row)
        return 0;
    for (col = s->left_col; col <= s->right_col; col++)
        if (SP_CELL(g, row, col))
            bits |= (uint64_t)1 << (col - s->left_col + 3);
    return bits;
}

/*
 * The offsets sp_check_offset() finds SKY_OK, in the same row-major
 * order, a row of them at a time: with the bits of taken_bits(), an
 * offset is at bit j of rows r and r + 1 (its own), of rows r - 1 and
 * r + 2 (above and below it), at bit j + 1 of the same four rows, at
 * bit j - 1 of rows r and r + 1 (left) or at bit j + 2 (right).
 */
int sp_legal_offsets(const struct sky_sprawl *g, int8_t (*offsets)[2])
{
    const struct sp_state *s = &g->s;
    const int first_row = s->top_row - 3, width = s->right_col - s->left_col + 1;
    uint64_t taken[SP_SIDE + 6];
    int row, n = 0;

    for (row = first_row; row <= s->bottom_row + 3; row++)
        taken[row - first_row] = taken_bits(g, row);
    for (row = s->top_row - 2; row <= s->bottom_row + 1; row++) {
        const uint64_t *t = &taken[row - first_row];
        const uint64_t own = t[0] | t[1], near = t[-1] | own | t[2];
        /* Offset columns left_col - 2 .. right_col + 1: bits 1 .. width + 4. */
        uint64_t ok = (near | near >> 1 | own << 1 | own >> 2)
                    & ((((uint64_t)1 << (width + 4)) - 1) << 1);

        for (; ok; ok &= ok - 1) {
            offsets[n][0] = (int8_t)row;
            offsets[n][1] = (int8_t)(s->left_col - 3 + lowest_bit(ok));
            n++;
        }
    }
    return n;
}

/* ---- chance (SP-4, SP-6) ------------------------------------------------------- */

/* The next card off the deck goes where the setup or the draw says. */
void sp_apply_card(struct sky_sprawl *g, int card, int drawn)
{
    struct sp_entry *e = push_entry(g, SP_CARD, card);
    int k = g->s.revealed, player = sp_dealt_to(g, k);

    e->drawn = (uint8_t)(drawn != 0);
    g->seq[k] = (uint8_t)card;
    g->s.out |= SP_CARD_BIT(card);
    sp_skip_out(g);
    if (k < SETUP_SCORING) {
        /* a scoring card: it stays aside */
    } else if (player >= 0) {
        sp_hand_add(&g->s, player, card);
    } else if (k == first_city_index(g)) {
        sky_sprawl_move first = { 0, 0, 0, 0 };
        first.card = card;
        place_card(g, e, first);   /* SP-3: at (0,0)-(1,1), as printed */
    } else {
        g->s.top = (uint8_t)card;
    }
    g->s.revealed++;
}

void sp_skip_out(struct sky_sprawl *g)
{
    struct sp_state *s = &g->s;

    while (s->next_draw < SKY_SPRAWL_CARDS && (s->out & SP_CARD_BIT(g->order[s->next_draw])))
        s->next_draw++;
}

int sp_next_draw(const struct sky_sprawl *g)
{
    return g->s.next_draw < SKY_SPRAWL_CARDS ? g->order[g->s.next_draw] : 0;
}

void sp_draw_due(struct sky_sprawl *g)
{
    while (sp_chance_due(g))
        sp_apply_card(g, sp_next_draw(g), 1);
}

int sp_check_card(const struct sky_sprawl *g, int card)
{
    if (card < 1 || card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    if (g->s.out & SP_CARD_BIT(card))
        return SKY_EILLEGAL;
    return SKY_OK;
}

int sky_sprawl_draw(sky_sprawl *game, sky_sprawl_move *drawn)
{
    sky_sprawl_move m = { 0, 0, 0, 0 };

    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    if (sp_is_over(game))
        return SKY_EOVER;
    if (!sp_chance_due(game))
        return SKY_ECHANCE;
    m.card = sp_next_draw(game);
    sp_apply_card(game, m.card, 1);
    if (drawn)
        *drawn = m;
    return SKY_OK;
}

/* A card `viewer` cannot see: not revealed yet, or in another's hand. */
static int unseen_by(const struct sky_sprawl *g, int viewer, int card)
{
    int p;

    if (!(g->s.out & SP_CARD_BIT(card)))
        return 1;
    for (p = 0; p < g->players; p++)
        if (viewer != SKY_VIEW_ALL && p != viewer && sp_in_hand(&g->s, p, card))
            return 1;
    return 0;
}

int sky_sprawl_unseen(const sky_sprawl *game, int viewer,
                      int cards[SKY_SPRAWL_CARDS])
{
    int card, n = 0, rc;

    if (!SP_IS_GAME(game) || !cards)
        return SKY_EINVAL;
    rc = sp_check_viewer(game, viewer);
    if (rc < 0)
        return rc;
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
        if (unseen_by(game, viewer, card))
            cards[n++] = card;
    return n;
}

/* ---- what lies on the table ----------------------------------------------------- */

int sp_scoring_cards(const struct sky_sprawl *g, int cards[3])
{
    int i;

    for (i = 0; i < SETUP_SCORING; i++)
        cards[i] = i < g->s.revealed ? g->seq[i] : 0;
    return g->s.revealed < SETUP_SCORING ? SKY_EPHASE : SKY_OK;
}

int sky_sprawl_scoring_cards(const sky_sprawl *game, int cards[3])
{
    if (!SP_IS_GAME(game) || !cards)
        return SKY_EINVAL;
    sp_scoring_cards(game, cards);
    return SKY_OK;
}

int sky_sprawl_target(const sky_sprawl *game)
{
    int cards[3];

    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    if (sp_scoring_cards(game, cards) < 0)
        return SKY_EPHASE;
    return cards[0] + cards[1] + cards[2];    /* SP-4 */
}

int sky_sprawl_hand(const sky_sprawl *game, int player, int viewer,
                    int cards[SKY_SPRAWL_HAND])
{
    int i, rc;

    if (!SP_IS_GAME(game) || !cards)
        return SKY_EINVAL;
    rc = sp_check_viewer(game, viewer);
    if (rc < 0)
        return rc;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    for (i = 0; i < SKY_SPRAWL_HAND; i++) {
        int shown = i < game->s.hand_size[player]
                 && (viewer == SKY_VIEW_ALL || viewer == player);   /* SP-6 */
        cards[i] = shown ? game->s.hand[player][i] : 0;
    }
    return game->s.hand_size[player];
}

int sky_sprawl_deck_size(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? sp_deck_size(game) : SKY_EINVAL;
}

int sky_sprawl_deck_top(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? game->s.top : SKY_EINVAL;
}

int sky_sprawl_city_size(const sky_sprawl *game)
{
    return SP_IS_GAME(game) ? game->s.city : SKY_EINVAL;
}

int sky_sprawl_city_card(const sky_sprawl *game, int index,
                         sky_sprawl_move *placement)
{
    if (!SP_IS_GAME(game) || !placement)
        return SKY_EINVAL;
    if (index < 0 || index >= game->s.city)
        return SKY_ERANGE;
    *placement = game->placed[index];
    return SKY_OK;
}

int sky_sprawl_bounds(const sky_sprawl *game, int bounds[4])
{
    const struct sp_state *s;

    if (!SP_IS_GAME(game) || !bounds)
        return SKY_EINVAL;
    s = &game->s;
    memset(bounds, 0, 4 * sizeof bounds[0]);
    if (s->city > 0) {
        bounds[0] = s->top_row;
        bounds[1] = s->left_col;
        bounds[2] = s->bottom_row - s->top_row + 1;
        bounds[3] = s->right_col - s->left_col + 1;
    }
    return SKY_OK;
}

int sky_sprawl_block_at(const sky_sprawl *game, int row, int col,
                        sky_sprawl_block *block)
{
    const struct sp_state *s;
    uint8_t c = 0;

    if (!SP_IS_GAME(game) || !block)
        return SKY_EINVAL;
    s = &game->s;
    if (s->city > 0 && row >= s->top_row && row <= s->bottom_row
        && col >= s->left_col && col <= s->right_col)
        c = SP_CELL(game, row, col);
    block->zone = SP_ZONE(c);
    block->road = SP_ROAD(c);
    return SKY_OK;
}

int sky_sprawl_city(const sky_sprawl *game, sky_sprawl_block *grid, size_t cap)
{
    int bounds[4], row, col, n;

    if (!SP_IS_GAME(game) || (!grid && cap > 0))
        return SKY_EINVAL;
    sky_sprawl_bounds(game, bounds);
    n = bounds[2] * bounds[3];
    if ((size_t)n > cap)
        return n;
    for (row = 0; row < bounds[2]; row++)
        for (col = 0; col < bounds[3]; col++)
            sky_sprawl_block_at(game, bounds[0] + row, bounds[1] + col,
                                &grid[row * bounds[3] + col]);
    return n;
}

void sp_city_grid(const struct sky_sprawl *g, int margin, struct sp_grid *out,
                  int *top_row, int *left_col)
{
    const struct sp_state *s = &g->s;
    int rows = s->bottom_row - s->top_row + 1 + 2 * margin;
    int cols = s->right_col - s->left_col + 1 + 2 * margin;
    int row, col;

    sp_grid_init(out, rows, cols);
    *top_row = s->top_row - margin;
    *left_col = s->left_col - margin;
    out->top = margin;
    out->left = margin;
    out->bottom = rows - margin - 1;
    out->right = cols - margin - 1;
    for (row = margin; row < rows - margin; row++)
        for (col = margin; col < cols - margin; col++)
            out->cell[SP_AT(out, row, col)]
                = SP_CELL(g, *top_row + row, *left_col + col);
}

/* ---- actions (SP-3..SP-6) ---------------------------------------------------------- */

static int check_move(const struct sky_sprawl *g, int player, sky_sprawl_move m)
{
    if (sp_is_over(g))
        return SKY_EOVER;
    if (sp_chance_due(g))
        return player == SKY_ECHANCE ? sp_check_card(g, m.card) : SKY_ECHANCE;
    if (player == SKY_ECHANCE)
        return SKY_ECHANCE;
    if (player < 0 || player >= g->players)
        return SKY_ERANGE;
    if (player != g->s.current)
        return SKY_ETURN;
    if (m.card < 1 || m.card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    if (!sp_in_hand(&g->s, player, m.card))
        return SKY_ENOCARD;
    if (m.rotation != 0 && m.rotation != 1)
        return SKY_EROTATION;
    return sp_check_offset(g, m.row, m.col);
}

int sky_sprawl_check(const sky_sprawl *game, int player, sky_sprawl_move move)
{
    return SP_IS_GAME(game) ? check_move(game, player, move) : SKY_EINVAL;
}

/* SP-5: play, pass the rest to the left, draw the face-up top card. */
void sp_apply_play(struct sky_sprawl *g, sky_sprawl_move m)
{
    struct sp_entry *e = push_entry(g, SP_PLAY, m.card);
    struct sp_state *s = &g->s;
    int player = s->current, left = (player + 1) % g->players;

    place_card(g, e, m);
    hand_remove(s, player, m.card);
    pass_hand(s, player, left);
    if (s->top) {
        sp_hand_add(s, player, s->top);
        s->top = 0;
    }
    s->current = (uint8_t)left;
}

int sky_sprawl_play(sky_sprawl *game, int player, sky_sprawl_move move)
{
    int rc = sky_sprawl_check(game, player, move);

    if (rc < 0)
        return rc;
    if (player == SKY_ECHANCE)
        sp_apply_card(game, move.card, 0);
    else
        sp_apply_play(game, move);
    return SKY_OK;
}

/* At a chance event: the cards not out yet, ascending, as outcomes. */
static int card_outcomes(const struct sky_sprawl *g, sky_sprawl_move *moves,
                         size_t cap)
{
    int card, n = 0;

    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        if (g->s.out & SP_CARD_BIT(card))
            continue;
        if ((size_t)n < cap) {
            moves[n].card = card;
            moves[n].rotation = 0;
            moves[n].row = 0;
            moves[n].col = 0;
        }
        n++;
    }
    return n;
}

int sky_sprawl_legal_moves(const sky_sprawl *game, sky_sprawl_move *moves,
                           size_t cap)
{
    int8_t offsets[SKY_SPRAWL_MAX_MOVES / 6][2];
    const struct sp_state *s;
    int noff, i, rot, k, n = 0;

    if (!SP_IS_GAME(game) || (!moves && cap > 0))
        return SKY_EINVAL;
    if (sp_is_over(game))
        return 0;
    if (sp_chance_due(game))
        return card_outcomes(game, moves, cap);
    s = &game->s;
    noff = sp_legal_offsets(game, offsets);
    for (i = 0; i < s->hand_size[s->current]; i++) {
        for (rot = 0; rot < 2; rot++) {
            for (k = 0; k < noff; k++, n++) {
                if ((size_t)n < cap) {
                    moves[n].card = s->hand[s->current][i];
                    moves[n].rotation = rot;
                    moves[n].row = offsets[k][0];
                    moves[n].col = offsets[k][1];
                }
            }
        }
    }
    return n;
}

/* ---- undo ------------------------------------------------------------------------- */

static int places_card(const struct sky_sprawl *g, const struct sp_entry *e)
{
    return e->kind == SP_PLAY || e->before.revealed == first_city_index(g);
}

int sky_sprawl_undo(sky_sprawl *game)
{
    const struct sp_entry *e;

    if (!SP_IS_GAME(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    e = &game->hist[--game->nhist];
    if (places_card(game, e))
        unplace_card(game, e);
    game->s = e->before;
    return SKY_OK;
}

/* ---- scores (SP-10) ------------------------------------------------------------------ */

static void tally_of(const struct sky_sprawl *g, sky_sprawl_tally *tally)
{
    struct sp_grid grid;
    int cards[3], top, left;

    sp_scoring_cards(g, cards);
    sp_city_grid(g, 0, &grid, &top, &left);
    sp_score(&grid, cards, g->variant, tally);
}

int sky_sprawl_score_tally(const sky_sprawl *game, sky_sprawl_tally *tally)
{
    if (!SP_IS_GAME(game) || !tally)
        return SKY_EINVAL;
    if (game->s.revealed < sp_setup_cards(game))
        return SKY_EPHASE;
    tally_of(game, tally);
    return SKY_OK;
}

int sky_sprawl_scores(const sky_sprawl *game, int *scores, size_t cap)
{
    sky_sprawl_tally t;
    int p, total = 0;

    if (!SP_IS_GAME(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    if (cap > 0 && game->s.revealed >= sp_setup_cards(game)) {
        tally_of(game, &t);
        total = t.total;
    }
    /* SP-10: the team shares one score. */
    for (p = 0; p < game->players && (size_t)p < cap; p++)
        scores[p] = total;
    return game->players;
}

int sky_sprawl_winners(const sky_sprawl *game, unsigned *mask)
{
    sky_sprawl_tally t;

    if (!SP_IS_GAME(game) || !mask)
        return SKY_EINVAL;
    if (!sp_is_over(game))
        return SKY_EPHASE;
    tally_of(game, &t);
    /* SP-10: the whole team wins or loses together. */
    *mask = t.total >= t.target ? (1u << game->players) - 1u : 0u;
    return SKY_OK;
}
