/*
 * Sprawlopolis: the cards, the scoring grid and the handle's layout,
 * shared by the module's files only.
 */
#ifndef SKYLINE_SPRAWL_INTERNAL_H
#define SKYLINE_SPRAWL_INTERNAL_H

#include <stdint.h>

#include <skyline/sprawl.h>

#include "handle.h"

/* ---- cards (sprawl_cards.c, generated) ---------------------------------- */

struct sp_card {
    int number;
    const char *name;
    unsigned char zone[4];      /* TL, TR, BL, BR as printed */
    unsigned char road[4];      /* edge bits of each block's section */
};

extern const struct sp_card sp_cards[SKY_SPRAWL_CARDS];

/*
 * A cell as one byte: the zone in bits 0-2, the road's edge bits in
 * bits 3-6; 0 is an empty cell.
 */
#define SP_ZONE(c) ((c) & 7)
#define SP_ROAD(c) ((c) >> 3)
#define SP_CELL_OF(zone, road) ((uint8_t)((zone) | ((road) << 3)))

/* The edge across from `edge` (N<->S, E<->W), for edge bits. */
#define SP_OPPOSITE(edge) ((((edge) << 2) | ((edge) >> 2)) & 15)

/* Card `number`'s block at `pos` (0..3 = TL, TR, BL, BR), turned or not. */
uint8_t sp_card_cell(int number, int rotation, int pos);

/* ---- the scoring grid (sprawl_score.c) ---------------------------------- */

/*
 * Grids are scored with a ring of empty cells around them, so every
 * neighbour lookup stays inside.  The interior may be larger than a
 * grid a caller passes: the bots score the city plus room for a card.
 * A grid holds at most as many blocks as a caller's largest, 32 x 32.
 */
#define SP_GRID_SIDE 40                     /* interior at most 38 x 38 */
#define SP_GRID_CELLS (SP_GRID_SIDE * SP_GRID_SIDE)

struct sp_grid {
    int rows, cols;             /* interior size */
    int stride;                 /* cols + 2 */
    /* Interior rows top..bottom and columns left..right hold every block:
     * scoring looks only there. */
    int top, left, bottom, right;
    uint8_t cell[SP_GRID_CELLS];    /* (rows + 2) x stride, ring included */
};

/* Index of interior cell (row, col), both from 0. */
#define SP_AT(g, row, col) (((row) + 1) * (g)->stride + (col) + 1)

/* Clears a grid of rows x cols (ring included) for filling; its box of
 * blocks is the whole interior. */
void sp_grid_init(struct sp_grid *g, int rows, int cols);
/* The whole score: groups, roads, three cards, the variant (SP-10). */
void sp_score(const struct sp_grid *g, const int cards[3], int variant,
              sky_sprawl_tally *tally);
/* Just the total of sp_score(), for the bots' inner loops. */
int sp_total(const struct sp_grid *g, const int cards[3], int variant);

/* A card to lay on a grid: its cells TL, TR, BL, BR (sp_card_cell()),
 * the top-left one at interior (row, col). */
struct sp_placement {
    int row, col;
    uint8_t cell[4];
};
/*
 * totals[i]: sp_total() of grid `g` with placement i laid on it, each
 * alone; `g` is the same again on return.  Every placement lies within
 * the interior.  Fast for a city (at most 15 cards with the card laid),
 * each placement scored whole for a larger grid.
 */
void sp_placement_totals(struct sp_grid *g, const int cards[3], int variant,
                         const struct sp_placement *placements, int n, int *totals);

/* ---- the game (sprawl.c) ------------------------------------------------- */

/*
 * The visible city on a 32 x 32 torus: cell (row, col) is stored at
 * (row mod 32, col mod 32), read and written only through SP_CELL.  No
 * two cells that matter share a place: every card after the first lies
 * within 2 cells of the city's box (SP-3), so k cards span at most 2k
 * rows and 2k columns, 30 for the whole city; while a card can still be
 * placed the city has at most 14 cards (28 wide), and legality looks at
 * most 3 cells past the box, so a cell looked at is at most 30 rows and
 * 30 columns from any cell of the box.  Undo puts back what a card
 * covered, so every place outside the box holds 0.
 */
#define SP_SHIFT 5
#define SP_SIDE (1 << SP_SHIFT)
#define SP_WRAP(n) ((unsigned)(n) & (SP_SIDE - 1))
#define SP_INDEX(row, col) ((SP_WRAP(row) << SP_SHIFT) | SP_WRAP(col))
#define SP_CELL(g, row, col) ((g)->cell[SP_INDEX(row, col)])

#define SP_CARDS_OFF SKY_SPRAWL_CARDS
#define SP_PLAYS (SKY_SPRAWL_CITY_CARDS - 1)
#define SP_HISTORY (SP_CARDS_OFF + SP_PLAYS)

/* Card `card`'s bit in sp_state.out. */
#define SP_CARD_BIT(card) (1u << (card))

/* Everything an action changes except the grid cells: undo restores it. */
struct sp_state {
    uint32_t out;               /* SP_CARD_BIT of every card off the deck */
    uint8_t revealed;           /* cards off the deck so far (SP-6) */
    uint8_t next_draw;          /* index of `order`'s first card not out */
    uint8_t city;               /* cards in the city */
    uint8_t current;            /* the player to move */
    uint8_t top;                /* the deck's face-up top card; 0 if none */
    uint8_t hand_size[SKY_SPRAWL_MAX_PLAYERS];
    uint8_t hand[SKY_SPRAWL_MAX_PLAYERS][SKY_SPRAWL_HAND];  /* ascending */
    int8_t top_row, left_col, bottom_row, right_col;        /* city's box */
};

enum sp_entry_kind { SP_CARD, SP_PLAY };

struct sp_entry {
    uint8_t kind;               /* enum sp_entry_kind */
    uint8_t card;
    uint8_t drawn;              /* SP_CARD: dealt by sky_sprawl_draw() */
    uint8_t rotation;
    int8_t row, col;
    uint8_t under[4];           /* the cells the card covered, TL..BR */
    struct sp_state before;
};

struct sky_sprawl {
    uint32_t tag;               /* TAG_sprawl (handle.h) */
    int players;
    int variant;
    uint64_t seed;
    uint8_t order[SKY_SPRAWL_CARDS];    /* the seed's shuffle: draw's order */
    uint8_t seq[SKY_SPRAWL_CARDS];      /* cards in the order off the deck */
    sky_sprawl_move placed[SKY_SPRAWL_CITY_CARDS];
    struct sp_state s;
    int nhist;
    struct sp_entry hist[SP_HISTORY];
    uint8_t cell[SP_SIDE * SP_SIDE];    /* the visible city (SP_CELL); 0 = empty */
};

/* Where the game stands, from the number of cards off the deck (SP-4..SP-6). */
int sp_setup_cards(const struct sky_sprawl *g);   /* off the deck when set up */
int sp_chance_due(const struct sky_sprawl *g);
int sp_is_over(const struct sky_sprawl *g);
int sp_deck_size(const struct sky_sprawl *g);
/* Player a setup card goes to (-1: a scoring card, the city or the deck). */
int sp_dealt_to(const struct sky_sprawl *g, int index);
int sp_in_hand(const struct sp_state *s, int player, int card);
/* Adds a card to a hand, which stays ascending. */
void sp_hand_add(struct sp_state *s, int player, int card);

/* Placement legality (SP-3) of a card's top-left cell, any card. */
int sp_check_offset(const struct sky_sprawl *g, int row, int col);
/* Legal offsets of the next card as (row, col) pairs; returns the count. */
int sp_legal_offsets(const struct sky_sprawl *g, int8_t (*offsets)[2]);
/* SKY_OK if `card` may come off the deck now (a chance event is due). */
int sp_check_card(const struct sky_sprawl *g, int card);
/* The card sky_sprawl_draw() deals now: the first of `order` not out. */
int sp_next_draw(const struct sky_sprawl *g);
/* Moves next_draw past the cards of `order` that are out. */
void sp_skip_out(struct sky_sprawl *g);
/* Unchecked actions, for replays and the bots' rollouts. */
void sp_apply_card(struct sky_sprawl *g, int card, int drawn);
void sp_apply_play(struct sky_sprawl *g, sky_sprawl_move m);
/* Draws every card that is due, as sky_sprawl_draw() would (SP-6). */
void sp_draw_due(struct sky_sprawl *g);
/* The city's box with `margin` empty cells around, copied for scoring;
 * the grid's box of blocks is the city's. */
void sp_city_grid(const struct sky_sprawl *g, int margin, struct sp_grid *out,
                  int *top_row, int *left_col);
int sp_scoring_cards(const struct sky_sprawl *g, int cards[3]);
int sp_check_viewer(const struct sky_sprawl *g, int viewer);
/* The advisor's play-out policy: the best of a few random placements. */
sky_sprawl_move sp_rollout_move(const struct sky_sprawl *g, sky_rng *rng);
/*
 * A world `viewer` cannot tell from `g` (sprawl_bot.c): the cards they
 * have not seen dealt at random to the team-mates' hands and the deck.
 */
void sp_sample_world(const struct sky_sprawl *g, int viewer, sky_rng *rng,
                     struct sky_sprawl *w);
/* 1 if `game` (may be NULL) is a live Sprawlopolis handle: one compare. */
#define SP_IS_GAME(game) handle_is((game), TAG_sprawl)

/* sky_game_observation() (sprawl_observation.c): its floats, and the encoder. */
#define SP_OBSERVATION_SIZE 7368
/* Its window on the city: 15 cards span at most 30 rows and columns (above). */
#define SP_OBSERVATION_SIDE 30
struct obs_writer;
void sp_observe(const void *state, int viewer, struct obs_writer *w);

/* sky_sprawl_bot_move(SKY_BOT_SEARCH): the search's action as a move (game_sprawl.c). */
int sp_search_move(const struct sky_sprawl *g, sky_rng *rng, sky_sprawl_move *move);

#endif /* SKYLINE_SPRAWL_INTERNAL_H */
