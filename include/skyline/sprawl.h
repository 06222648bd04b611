/*
 * libskyline: Sprawlopolis (18 cards, one city of 15, three scoring cards).
 *
 * Rules: skyline-sprawl(7).  API: sky_sprawl(3).
 */
#ifndef SKYLINE_SPRAWL_H
#define SKYLINE_SPRAWL_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKY_SPRAWL_CARDS 18           /* numbered 1..18 (SP-1) */
#define SKY_SPRAWL_CITY_CARDS 15      /* the city is complete at 15 (SP-5) */
#define SKY_SPRAWL_SCORING_CARDS 3    /* set aside for scoring (SP-4) */
#define SKY_SPRAWL_HAND 3             /* the most cards a hand holds */
#define SKY_SPRAWL_MAX_PLAYERS 4
#define SKY_SPRAWL_MAX_SIDE 32        /* rows, columns of a grid to score */
/*
 * The most placements a hand can have: 3 cards x 2 rotations x the
 * offsets near the city, whose bounding box grows by at most 3 in
 * height + width per card (SP-3), so (H + 3)(W + 3) <= 26 * 26.
 */
#define SKY_SPRAWL_MAX_MOVES 4056
/* Longest move notation with its NUL (any int row and column). */
#define SKY_SPRAWL_NOTATION_SIZE 32

/* A cell's zone; a grid's empty cells are SKY_SPRAWL_EMPTY (SP-1). */
enum sky_sprawl_zone {
    SKY_SPRAWL_EMPTY = 0,
    SKY_SPRAWL_COMMERCIAL = 1,
    SKY_SPRAWL_PARK = 2,
    SKY_SPRAWL_INDUSTRIAL = 3,
    SKY_SPRAWL_RESIDENTIAL = 4
};

/* Block edges, as bits: a road section joins two of them (SP-1). */
enum sky_sprawl_edge {
    SKY_SPRAWL_N = 1,
    SKY_SPRAWL_E = 2,
    SKY_SPRAWL_S = 4,
    SKY_SPRAWL_W = 8
};

/* Scaling difficulty (SP-10). */
enum sky_sprawl_variant {
    SKY_SPRAWL_STANDARD = 0,
    SKY_SPRAWL_EASIER = 1,      /* no points lost for roads */
    SKY_SPRAWL_HARDER = 2       /* only the best zone's largest group scores */
};

/* Where the game stands (sky_sprawl_phase()). */
enum sky_sprawl_phase {
    SKY_SPRAWL_PHASE_SETUP = 0, /* the setup's cards come off the deck (SP-4) */
    SKY_SPRAWL_PHASE_PLAY = 1,  /* placements, and a card off the deck after each */
    SKY_SPRAWL_PHASE_OVER = 2   /* 15 cards form the city (SP-5) */
};

/* How a road ends (SP-8). */
enum sky_sprawl_end_kind {
    SKY_SPRAWL_CITY_EDGE = 0,   /* the cell beyond the end is empty */
    SKY_SPRAWL_DEAD_END = 1     /* a block without a road on that edge */
};

/*
 * One cell of a grid: a zone, and the edges its road section joins (0,
 * or exactly two edge bits; never on a park or an empty cell).  Frozen:
 * this layout never changes.
 */
typedef struct sky_sprawl_block {
    int zone;
    int road;
} sky_sprawl_block;

/*
 * One decision or one chance outcome.  A placement: card 1..18,
 * rotation 0 (as printed) or 1 (turned 180 degrees), and the cell of its
 * top-left block; rows grow south, columns east, and the city's first
 * card covers (0,0)-(1,1) (SP-3).  A chance outcome, a card off the
 * deck: `card` only; the other fields are written 0 and ignored when
 * read.  Frozen: this layout never changes.
 */
typedef struct sky_sprawl_move {
    int card;
    int rotation;
    int row;
    int col;
} sky_sprawl_move;

/*
 * One end of a road: the block whose section ends, and at which edge.
 * Frozen: this layout never changes.
 */
typedef struct sky_sprawl_road_end {
    int row;
    int col;
    int edge;           /* enum sky_sprawl_edge */
    int kind;           /* enum sky_sprawl_end_kind */
    int facing;         /* zone of the cell beyond; SKY_SPRAWL_EMPTY at the edge */
} sky_sprawl_road_end;

/*
 * One road (SP-8): a path with two ends, or a loop with none.  Frozen:
 * this layout never changes.
 */
typedef struct sky_sprawl_road {
    int sections;       /* blocks the road passes through */
    int loop;           /* 1 for a closed loop */
    int zones;          /* bit (1 << zone) for each zone it passes through */
    sky_sprawl_road_end ends[2];  /* unused (zero) for a loop */
} sky_sprawl_road;

/*
 * A city's score, part by part (SP-7..SP-10); sky_sprawl_score_tally()
 * fills it for a game.  Frozen: this layout never changes.
 */
typedef struct sky_sprawl_tally {
    int groups[4];      /* largest group per zone, index zone - 1 */
    int group_points;
    int roads;
    int road_points;    /* -roads; 0 in the easier game */
    int cards[3];       /* the scoring cards */
    int card_points[3];
    int total;
    int target;         /* sum of the scoring cards' numbers */
} sky_sprawl_tally;

/* ---- the cards (SP-1) ------------------------------------------------ */

/* "The Outskirts" for card 1; NULL outside 1..18. */
SKY_API const char *sky_sprawl_card_name(int card);
/* The card's blocks TL, TR, BL, BR as they lie with `rotation` (SP-2). */
SKY_API int sky_sprawl_card_blocks(int card, int rotation,
                                   sky_sprawl_block blocks[4]);

/* ---- pure scoring on a grid: rows x cols cells, row-major --------------- */

/* SKY_OK, or why the grid is not one a city could show. */
SKY_API int sky_sprawl_grid_check(const sky_sprawl_block *grid, int rows,
                                  int cols);
/* The size of the largest group of `zone` (SP-7). */
SKY_API int sky_sprawl_largest_group(const sky_sprawl_block *grid, int rows,
                                     int cols, int zone);
/*
 * The roads (SP-8), in the order of their first section in row-major
 * order; returns the count, which may exceed `cap`.  `road_of_cell`, if
 * not NULL, receives rows * cols road indexes (-1: no road).
 */
SKY_API int sky_sprawl_roads(const sky_sprawl_block *grid, int rows, int cols,
                             sky_sprawl_road *roads, size_t cap,
                             int *road_of_cell);
/* The points of scoring card 1..18 (SP-9); may be negative. */
SKY_API int sky_sprawl_card_score(const sky_sprawl_block *grid, int rows,
                                  int cols, int card, int *points);
/* The whole score with three different scoring cards (SP-10). */
SKY_API int sky_sprawl_score_grid(const sky_sprawl_block *grid, int rows,
                                  int cols, const int cards[3], int variant,
                                  sky_sprawl_tally *tally);
/*
 * A grid as text: one line per row, one token per cell ('.' empty, a
 * zone letter C P I R, then the road's two edges in lower case, e.g.
 * "Rns").  Reading returns rows * cols, which may exceed `cap`.
 */
SKY_API int sky_sprawl_grid_read(const char *text, sky_sprawl_block *grid,
                                 size_t cap, int *rows, int *cols,
                                 size_t *error_offset);
SKY_API int sky_sprawl_grid_write(const sky_sprawl_block *grid, int rows,
                                  int cols, char *buf, size_t cap);

/* ---- a game ------------------------------------------------------------- */

typedef struct sky_sprawl sky_sprawl;

/*
 * Options for sky_sprawl_new().  Call sky_sprawl_options_init(&o,
 * sizeof o) first: it sets `size` and the defaults.  Grows by size, see
 * sky_common(3).
 */
typedef struct sky_sprawl_options {
    size_t size;        /* sizeof(sky_sprawl_options) */
    int players;        /* 1..4; default 1 (solo) */
    int variant;        /* enum sky_sprawl_variant; default standard */
    uint64_t seed;      /* the order sky_sprawl_draw() deals; default 0 */
} sky_sprawl_options;

SKY_API int sky_sprawl_options_init(sky_sprawl_options *options, size_t size);
SKY_API int sky_sprawl_new(const sky_sprawl_options *options, sky_sprawl **out);
SKY_API void sky_sprawl_free(sky_sprawl *game);
SKY_API int sky_sprawl_clone(const sky_sprawl *game, sky_sprawl **out);

SKY_API int sky_sprawl_players(const sky_sprawl *game);
SKY_API int sky_sprawl_variant(const sky_sprawl *game);
/* enum sky_sprawl_phase. */
SKY_API int sky_sprawl_phase(const sky_sprawl *game);
/*
 * The player who places next; SKY_ECHANCE while a card is due off the
 * deck (sky_common(3), CHANCE); SKY_EOVER once 15 cards form the city.
 */
SKY_API int sky_sprawl_to_move(const sky_sprawl *game);
/* 1 once the city is complete, else 0. */
SKY_API int sky_sprawl_is_over(const sky_sprawl *game);

/*
 * Cards `viewer` has not seen: neither off the deck, nor in a hand
 * hidden from them.  Writes up to 18 card numbers ascending, returns the
 * count.
 */
SKY_API int sky_sprawl_unseen(const sky_sprawl *game, int viewer,
                              int cards[SKY_SPRAWL_CARDS]);

/* What lies on the table (SP-4, SP-6). */
SKY_API int sky_sprawl_scoring_cards(const sky_sprawl *game, int cards[3]);
SKY_API int sky_sprawl_target(const sky_sprawl *game);
/* A hand's size; its cards ascending, 0 for each one hidden from `viewer`. */
SKY_API int sky_sprawl_hand(const sky_sprawl *game, int player, int viewer,
                            int cards[SKY_SPRAWL_HAND]);
/* Cards in the draw deck, and its face-up top card (0 if none). */
SKY_API int sky_sprawl_deck_size(const sky_sprawl *game);
SKY_API int sky_sprawl_deck_top(const sky_sprawl *game);

/* The city (SP-2, SP-3). */
SKY_API int sky_sprawl_city_size(const sky_sprawl *game);
/* Placement `index` in play order; 0 is the starting card. */
SKY_API int sky_sprawl_city_card(const sky_sprawl *game, int index,
                                 sky_sprawl_move *placement);
/* The bounding box: top row, left column, rows, columns. */
SKY_API int sky_sprawl_bounds(const sky_sprawl *game, int bounds[4]);
/* The visible block of a cell (SKY_SPRAWL_EMPTY beyond the city). */
SKY_API int sky_sprawl_block_at(const sky_sprawl *game, int row, int col,
                                sky_sprawl_block *block);
/* The bounding box's visible blocks, row-major; returns rows * cols. */
SKY_API int sky_sprawl_city(const sky_sprawl *game, sky_sprawl_block *grid,
                            size_t cap);

/*
 * Actions (SP-2..SP-6).  `player` is the player to move for a
 * placement, SKY_ECHANCE for a card off the deck (sky_common(3),
 * CHANCE).  The cards come off in the order of SP-4: the three scoring
 * cards, the start player's three, one for each other player, the
 * city's first card, the deck's face-up top; then a new top after each
 * placement while the deck has cards.
 */
SKY_API int sky_sprawl_check(const sky_sprawl *game, int player,
                             sky_sprawl_move move);
SKY_API int sky_sprawl_play(sky_sprawl *game, int player, sky_sprawl_move move);
/*
 * The legal actions.  At a chance event: the cards the deck may still
 * hold, ascending, as moves of `card` only.  Otherwise the placements of
 * the player to move: hand cards ascending, rotation 0 then 1, rows then
 * columns ascending.  Returns the count, which may exceed `cap`; it is
 * at most SKY_SPRAWL_MAX_MOVES; 0 once over.
 */
SKY_API int sky_sprawl_legal_moves(const sky_sprawl *game,
                                   sky_sprawl_move *moves, size_t cap);
/* Takes back the last action: one placement, or one card off the deck. */
SKY_API int sky_sprawl_undo(sky_sprawl *game);
/*
 * Deals the card due off the deck: the first card of the game's own
 * shuffle of options.seed that is not out yet (sky_sprawl(3)), and
 * stores it in *drawn (may be NULL).
 */
SKY_API int sky_sprawl_draw(sky_sprawl *game, sky_sprawl_move *drawn);

/*
 * Scores (SP-10): every player holds the team's total of the city as it
 * stands (0 for all while the setup's cards come off the deck); returns
 * the number of players.  The team wins iff the total reaches
 * sky_sprawl_target().
 */
SKY_API int sky_sprawl_scores(const sky_sprawl *game, int *scores, size_t cap);
/* The total part by part, once the setup is done. */
SKY_API int sky_sprawl_score_tally(const sky_sprawl *game,
                             sky_sprawl_tally *tally);
/* After the game: every player's bit if the team won, else 0. */
SKY_API int sky_sprawl_winners(const sky_sprawl *game, unsigned *mask);

/*
 * Text.  A record is the setup and seed plus every card off the deck
 * ("+7", "+7d" when drawn by the game) and every placement; reading
 * replays it and checks each drawn card against the seed's order.  For
 * a player, the seed and the cards dealt to others read "?" (such text
 * is not readable back).  Write calls return the length needed, as
 * snprintf.
 */
SKY_API int sky_sprawl_write(const sky_sprawl *game, int viewer, char *buf,
                             size_t cap);
SKY_API int sky_sprawl_read(const char *text, sky_sprawl **out,
                            size_t *error_offset);
/* Placement notation: card, 'r' if turned, '@', row ',' column: "12r@-1,2". */
SKY_API int sky_sprawl_move_to_string(sky_sprawl_move move, char *buf,
                                      size_t cap);
SKY_API int sky_sprawl_move_from_string(const char *text,
                                        sky_sprawl_move *move);
/* A picture of the city (zones and roads), the cards and the score. */
SKY_API int sky_sprawl_render(const sky_sprawl *game, int viewer, char *buf,
                              size_t cap);

/*
 * Players.  The bots (enum sky_bot) and the advisor see what the player
 * to move may see.  At a chance event bot_move samples a card uniformly
 * from those the deck may still hold.  The advisor estimates each
 * placement's expected final score over 16 random orders of the unseen
 * cards (sky_sprawl(3)) and returns the best placement and its estimate
 * (`expected` may be NULL).
 */
SKY_API int sky_sprawl_bot_move(const sky_sprawl *game, int bot, sky_rng *rng,
                                sky_sprawl_move *move);
SKY_API int sky_sprawl_advise(const sky_sprawl *game, sky_rng *rng,
                              sky_sprawl_move *move, double *expected);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_SPRAWL_H */
