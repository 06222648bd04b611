/*
 * libskyline: Cathedral, landmark edition (a 10x10 city, two sets of 14
 * buildings and the neutral People piece).
 *
 * Rules: skyline-cathedral(7).  API: sky_cathedral(3).
 */
#ifndef SKYLINE_CATHEDRAL_H
#define SKYLINE_CATHEDRAL_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKY_CATHEDRAL_SIZE 10         /* cells per row and per column (CA-1) */
#define SKY_CATHEDRAL_CELLS 100
#define SKY_CATHEDRAL_PIECES 12       /* eleven building kinds and the People */
#define SKY_CATHEDRAL_BUILDINGS 14    /* buildings per color (CA-2) */
#define SKY_CATHEDRAL_SET_SQUARES 47  /* squares of one color's buildings */
#define SKY_CATHEDRAL_ROTATIONS 4     /* quarter turns 0..3 (CA-3) */
/* Most legal moves in any position: one color's eleven kinds, empty board. */
#define SKY_CATHEDRAL_MAX_MOVES 2141
/* Most moves a game records; a game that long is over (a safeguard). */
#define SKY_CATHEDRAL_MAX_PLIES 256
/* Most pieces one move can capture: every foreign piece. */
#define SKY_CATHEDRAL_MAX_CAPTURES 15
/* Longest move notation, with its NUL ("infirmary3j10"). */
#define SKY_CATHEDRAL_NOTATION_SIZE 16

/* The players are the colors; bright places the People (CA-5). */
enum sky_cathedral_color {
    SKY_CATHEDRAL_BRIGHT = 0,
    SKY_CATHEDRAL_BROWN = 1,
    SKY_CATHEDRAL_NEUTRAL = 2        /* the owner of the People piece */
};

/* Piece kinds, in the order of CA-3 (and of legal-move lists). */
enum sky_cathedral_piece {
    SKY_CATHEDRAL_TAVERN = 0,
    SKY_CATHEDRAL_STABLE = 1,
    SKY_CATHEDRAL_INN = 2,
    SKY_CATHEDRAL_BRIDGE = 3,
    SKY_CATHEDRAL_SQUARE = 4,
    SKY_CATHEDRAL_MANOR = 5,
    SKY_CATHEDRAL_ABBEY = 6,
    SKY_CATHEDRAL_INFIRMARY = 7,
    SKY_CATHEDRAL_CASTLE = 8,
    SKY_CATHEDRAL_TOWER = 9,
    SKY_CATHEDRAL_ACADEMY = 10,
    SKY_CATHEDRAL_PEOPLE = 11
};

/* What a cell holds (CA-8..CA-11). */
enum sky_cathedral_cell {
    SKY_CATHEDRAL_EMPTY = 0,             /* open to both colors */
    SKY_CATHEDRAL_BRIGHT_BUILDING = 1,
    SKY_CATHEDRAL_BROWN_BUILDING = 2,
    SKY_CATHEDRAL_BRIGHT_TERRITORY = 3,  /* open to bright only */
    SKY_CATHEDRAL_BROWN_TERRITORY = 4,
    SKY_CATHEDRAL_PEOPLE_CELL = 5
};

enum sky_cathedral_phase {
    SKY_CATHEDRAL_PHASE_PEOPLE = 0,  /* bright places the People piece */
    SKY_CATHEDRAL_PHASE_BUILD = 1,   /* the colors place buildings */
    SKY_CATHEDRAL_PHASE_OVER = 2     /* neither color can move (CA-7) */
};

typedef struct sky_cathedral sky_cathedral;

/*
 * Options for sky_cathedral_new().  Grows by size, see sky_common(3):
 * sky_cathedral_options_init(&options, sizeof options) sets `size` and
 * the defaults.
 */
typedef struct sky_cathedral_options {
    size_t size;            /* sizeof(sky_cathedral_options) as compiled */
    int delayed_people;     /* 1: the People go down after brown's first move */
} sky_cathedral_options;

/*
 * A placement: `piece` turned `rotation` quarter turns clockwise, its
 * bounding box's north-west corner on cell (x, y).  x counts columns
 * west to east, y rows north to south, both 0..9 (CA-1); the notation
 * names that cell by file and rank, rank = 10 - y.
 * Frozen: this layout never changes.
 */
typedef struct sky_cathedral_move {
    int piece;          /* enum sky_cathedral_piece */
    int rotation;       /* 0..3 */
    int x;
    int y;
} sky_cathedral_move;

/* A piece on the board.  Frozen: this layout never changes. */
typedef struct sky_cathedral_placed {
    int owner;          /* enum sky_cathedral_color; NEUTRAL for the People */
    int copy;           /* 0 or 1 for the paired tavern, stable, inn; else 0 */
    sky_cathedral_move move;    /* with its lowest equivalent rotation */
} sky_cathedral_placed;

/* What a move would do (sky_cathedral_preview): CA-9.
 * Frozen: this layout never changes. */
typedef struct sky_cathedral_effect {
    int claimed;        /* cells that become the mover's territory */
    unsigned char cells[SKY_CATHEDRAL_CELLS]; /* 1 for those cells, by y * 10 + x */
    int captures;       /* pieces removed, listed in captured[] */
    sky_cathedral_placed captured[SKY_CATHEDRAL_MAX_CAPTURES];
} sky_cathedral_effect;

/* `size` is sizeof *options as the caller compiled it. */
SKY_API int sky_cathedral_options_init(sky_cathedral_options *options,
                                       size_t size);

/* Handles.  `options` may be NULL for the defaults. */
SKY_API int sky_cathedral_new(const sky_cathedral_options *options,
                              sky_cathedral **out);
SKY_API void sky_cathedral_free(sky_cathedral *game);
SKY_API int sky_cathedral_clone(const sky_cathedral *game, sky_cathedral **out);

/* The game. */
SKY_API int sky_cathedral_delayed_people(const sky_cathedral *game);
/* Always 2: the colors bright (0) and brown (1). */
SKY_API int sky_cathedral_players(const sky_cathedral *game);
SKY_API int sky_cathedral_phase(const sky_cathedral *game);
/* The color to move (players with no legal move are skipped, CA-7), or
 * SKY_EOVER. */
SKY_API int sky_cathedral_to_move(const sky_cathedral *game);
/* 1 once neither color can move, else 0. */
SKY_API int sky_cathedral_is_over(const sky_cathedral *game);
/* Moves recorded so far, the People's placement included. */
SKY_API int sky_cathedral_plies(const sky_cathedral *game);

/*
 * Moves.  check says why a move is illegal and changes nothing; play
 * makes it, then claims and captures (CA-9) and passes the turn.  Any
 * rotation 0..3 is accepted; a rotation that repeats a symmetric piece's
 * orientation (CA-3) is the same placement as the lowest equal one.
 */
SKY_API int sky_cathedral_check(const sky_cathedral *game, int player,
                                sky_cathedral_move move);
SKY_API int sky_cathedral_play(sky_cathedral *game, int player,
                               sky_cathedral_move move);
/*
 * Writes up to `cap` legal moves of the color to move into `moves`
 * (pieces ascending, then distinct rotations, then y, then x) and
 * returns how many there are, which may exceed `cap`.
 */
SKY_API int sky_cathedral_legal_moves(const sky_cathedral *game,
                                      sky_cathedral_move *moves, size_t cap);
/* What a legal move would claim and capture; the game is unchanged. */
SKY_API int sky_cathedral_preview(const sky_cathedral *game, int player,
                                  sky_cathedral_move move,
                                  sky_cathedral_effect *effect);
/* Takes back the last move, restoring captured pieces and territory. */
SKY_API int sky_cathedral_undo(sky_cathedral *game);

/* The board: one cell (enum sky_cathedral_cell), all 100 by y * 10 + x. */
SKY_API int sky_cathedral_cell(const sky_cathedral *game, int x, int y);
SKY_API int sky_cathedral_cells(const sky_cathedral *game,
                                int cells[SKY_CATHEDRAL_CELLS]);
/* The pieces on the board (bright's, brown's, the People); returns the
 * count, which may exceed `cap`. */
SKY_API int sky_cathedral_pieces(const sky_cathedral *game,
                                 sky_cathedral_placed *pieces, size_t cap);
/* Unplaced buildings of one kind (0..2).  The People are 1 in bright's
 * supply until they are on the board, in both variants; 0 after. */
SKY_API int sky_cathedral_supply(const sky_cathedral *game, int color,
                                 int piece);

/*
 * Result (CA-12).  scores[c] is the squares of color c's unplaced
 * buildings (the lower wins), at most `cap` of them; returns 2.
 */
SKY_API int sky_cathedral_scores(const sky_cathedral *game, int *scores,
                                 size_t cap);
/* When over: bit c of *mask is set for each winning color (both: draw);
 * SKY_EPHASE before. */
SKY_API int sky_cathedral_winners(const sky_cathedral *game, unsigned *mask);

/*
 * Pure helpers on plain data, no handle needed.
 */
/* Squares of a piece (CA-2), and its distinct orientations (CA-3). */
SKY_API int sky_cathedral_piece_squares(int piece);
SKY_API int sky_cathedral_orientations(int piece);
/*
 * The squares of `color`'s `piece` turned `rotation`, relative to the
 * bounding box's north-west corner; returns the count (at most 6).
 * The People are the same for every color (NEUTRAL included).
 */
SKY_API int sky_cathedral_shape(int color, int piece, int rotation,
                                int xs[6], int ys[6]);
/* CA-4: canonical names ("tavern") and landmark display names. */
SKY_API const char *sky_cathedral_piece_name(int piece);
SKY_API int sky_cathedral_piece_from_name(const char *name);
SKY_API const char *sky_cathedral_landmark_name(int color, int piece, int copy);
/* CA-12 on counts (0..47): bit c of *mask for each winning color. */
SKY_API int sky_cathedral_result(int bright_count, int brown_count,
                                 unsigned *mask);

/*
 * CA-13.  A series between players 0 and 1, who alternate colors:
 * player `first_bright` is bright in game 0.  counts[2 * g] and
 * counts[2 * g + 1] are game g's bright and brown counts.  Sets each
 * player's total and the lowest-total winners (both on a tie).
 */
SKY_API int sky_cathedral_series(const int *counts, int games,
                                 int first_bright, int totals[2],
                                 unsigned *winners);

/* One finished tournament game: who played which color, and the counts.
 * Frozen: this layout never changes. */
typedef struct sky_cathedral_result_entry {
    int bright;         /* player index */
    int brown;
    int bright_count;
    int brown_count;
} sky_cathedral_result_entry;

/* Totals of `players` (1..32) over the games; lowest total wins. */
SKY_API int sky_cathedral_tournament(const sky_cathedral_result_entry *games,
                                     size_t count, int players, int *totals,
                                     unsigned *winners);
/*
 * The schedule: two games per pair of players, one with each color;
 * game `index` of players * (players - 1).  SKY_ERANGE past the end.
 */
SKY_API int sky_cathedral_tournament_game(int players, int index, int *bright,
                                          int *brown);

/*
 * Text.  A record is the setup plus every move in order; reading it
 * replays and checks each one.  Write and render return the length
 * needed, as snprintf.  On a read error, *error_offset (if not NULL) is
 * the byte offset of the offending token.  Nothing is hidden in
 * Cathedral: `viewer` is a color or SKY_VIEW_ALL, and all see the same.
 */
SKY_API int sky_cathedral_write(const sky_cathedral *game, int viewer,
                                char *buf, size_t cap);
SKY_API int sky_cathedral_read(const char *text, sky_cathedral **out,
                               size_t *error_offset);
/*
 * Move notation: piece name, rotation digit, then the square of the
 * box's north-west corner: file a..j (west to east), rank 1..10 (south
 * to north, rank = 10 - y), as a chess board seen from the south.
 * "castle2e5" is a castle turned twice with its corner on (4, 5).
 */
SKY_API int sky_cathedral_move_to_string(sky_cathedral_move move, char *buf,
                                         size_t cap);
SKY_API int sky_cathedral_move_from_string(const char *text,
                                           sky_cathedral_move *move);
/*
 * A picture of the board in letters, rank 10 (north) on top: B and R for
 * bright's and brown's buildings, b and r for their territory, P for the
 * People, '.' open; then the supplies, counts and result.
 */
SKY_API int sky_cathedral_render(const sky_cathedral *game, int viewer,
                                 char *buf, size_t cap);

/*
 * Built-in players (enum sky_bot, else SKY_ERANGE): a move for the color
 * to move, not played.  A NULL or unseeded `rng` is SKY_EINVAL.
 */
SKY_API int sky_cathedral_bot_move(const sky_cathedral *game, int bot,
                                   sky_rng *rng, sky_cathedral_move *move);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_CATHEDRAL_H */
