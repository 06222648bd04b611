/*
 * libskyline: Cityscape (4x4 lots, 25 blocks, secret skyline goals).
 *
 * Rules: skyline-cityscape(7).  API: sky_cityscape(3).
 */
#ifndef SKYLINE_CITYSCAPE_H
#define SKYLINE_CITYSCAPE_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKY_CITYSCAPE_SIZE 4          /* lots per row and per column (CS-1) */
#define SKY_CITYSCAPE_LOTS 16
#define SKY_CITYSCAPE_BLOCKS 25       /* five each of heights 1..5 (CS-2) */
#define SKY_CITYSCAPE_MAX_BLOCK 5     /* the tallest single block */
#define SKY_CITYSCAPE_CODES 6         /* goal codes are 1..6 (CS-6) */
#define SKY_CITYSCAPE_MAX_ROUNDS 64
/* The most legal moves of any state: the 6^4 goal settings of a side
 * (a building turn has at most 5 heights x 16 lots = 80). */
#define SKY_CITYSCAPE_MAX_MOVES 1296
/* Longest move notation, with its NUL ("S:3562"). */
#define SKY_CITYSCAPE_NOTATION_SIZE 8

/* Sides, clockwise (CS-4).  Line numbering from each side: CS-5. */
enum sky_cityscape_side {
    SKY_CITYSCAPE_S = 0,
    SKY_CITYSCAPE_W = 1,
    SKY_CITYSCAPE_N = 2,
    SKY_CITYSCAPE_E = 3
};

enum sky_cityscape_phase {
    SKY_CITYSCAPE_PHASE_GOALS = 0,  /* the round's goals are being set (CS-6) */
    SKY_CITYSCAPE_PHASE_BUILD = 1,  /* blocks are being placed (CS-7) */
    SKY_CITYSCAPE_PHASE_OVER = 2    /* every round has been played */
};

typedef struct sky_cityscape sky_cityscape;

/*
 * Options for sky_cityscape_new().  Grows by size, see sky_common(3):
 * call sky_cityscape_options_init(&options, sizeof options) first.
 */
typedef struct sky_cityscape_options {
    size_t size;        /* sizeof(sky_cityscape_options) as compiled */
    int players;        /* 2..4; default 2 */
    int rounds;         /* 1..SKY_CITYSCAPE_MAX_ROUNDS; 0 = default of CS-9 */
    int first_player;   /* who places the first block of round 1; default 0 */
} sky_cityscape_options;

/*
 * One decision: a block placement, or the goals of one side.
 * Frozen: this layout never changes.
 *
 * Squares are named as on a chess board seen from the south edge:
 * files a..d from west to east, ranks 1..4 from south to north, so a1
 * is the south-west corner; `row` counts from the north edge and `col`
 * from the west edge.  Fields the move's kind does not use are ignored.
 */
typedef struct sky_cityscape_move {
    int height;         /* 1..5: a block on (row, col); 0: a goal setting */
    int row;            /* 0 = north edge */
    int col;            /* 0 = west edge */
    int side;           /* goal setting: enum sky_cityscape_side */
    int codes[4];       /* goal setting: 1..6, line 0 first */
} sky_cityscape_move;

SKY_API int sky_cityscape_options_init(sky_cityscape_options *options,
                                       size_t size);

/* Handles.  `options` may be NULL for the defaults. */
SKY_API int sky_cityscape_new(const sky_cityscape_options *options,
                              sky_cityscape **out);
SKY_API void sky_cityscape_free(sky_cityscape *game);
SKY_API int sky_cityscape_clone(const sky_cityscape *game, sky_cityscape **out);

/* The match. */
SKY_API int sky_cityscape_players(const sky_cityscape *game);
SKY_API int sky_cityscape_phase(const sky_cityscape *game);
/*
 * The player to move: while goals are set, the owner of the first side
 * (S, W, N, E order) without goals; then whose turn it is to build;
 * SKY_EOVER once the match is over.
 */
SKY_API int sky_cityscape_to_move(const sky_cityscape *game);
SKY_API int sky_cityscape_is_over(const sky_cityscape *game);
SKY_API int sky_cityscape_rounds(const sky_cityscape *game);
/* The round being played, 0-based; equals the number of rounds when over. */
SKY_API int sky_cityscape_round(const sky_cityscape *game);
/* The player who owns a side, or SKY_ERANGE for a side not in play. */
SKY_API int sky_cityscape_side_owner(const sky_cityscape *game, int side);

/*
 * Moves (CS-6, CS-7).  While goals are set, a goal setting of any side
 * still without goals is accepted from that side's owner (goals are set
 * simultaneously at a table); while building, a placement from the
 * player whose turn it is.
 */
SKY_API int sky_cityscape_check(const sky_cityscape *game, int player,
                                sky_cityscape_move move);
SKY_API int sky_cityscape_play(sky_cityscape *game, int player,
                               sky_cityscape_move move);
/*
 * Writes up to `cap` legal moves into `moves` and returns how many there
 * are, which may exceed `cap`.  While goals are set: the 1296 goal
 * settings of to_move()'s first side without goals, codes ascending as
 * a four-digit number (1111, 1112, ..., 6666).  While building: the
 * placements, heights ascending, then lots in row-major order.
 */
SKY_API int sky_cityscape_legal_moves(const sky_cityscape *game,
                                      sky_cityscape_move *moves, size_t cap);
/* Takes back the last goal setting or placement, across rounds too. */
SKY_API int sky_cityscape_undo(sky_cityscape *game);

/*
 * The goals of a side in the round being played (once the match is
 * over: in the last round), as `viewer` sees them (SKY_VIEW_ALL sees
 * all).  Whether a side has set its goals is public: SKY_ENOGOALS when
 * it has not; SKY_EHIDDEN when they are set but another player's and
 * the round is not scored yet.  Both write 0s into `codes`.
 */
SKY_API int sky_cityscape_goals(const sky_cityscape *game, int side, int viewer,
                                int codes[4]);

/* The city of the round being played. */
SKY_API int sky_cityscape_height(const sky_cityscape *game, int row, int col);
SKY_API int sky_cityscape_board(const sky_cityscape *game, int heights[16]);
/* Blocks of one height (1..5) still to be placed this round. */
SKY_API int sky_cityscape_supply(const sky_cityscape *game, int height);

/*
 * Scores (CS-13, CS-9): each player's total over the rounds scored so
 * far, at most `cap` of them; returns the number of players.
 */
SKY_API int sky_cityscape_scores(const sky_cityscape *game, int *scores,
                                 size_t cap);
/* Once over: bit p of *mask is set for each winner (shared on ties). */
SKY_API int sky_cityscape_winners(const sky_cityscape *game, unsigned *mask);
/* A finished round: a player's points, or its final city (row-major). */
SKY_API int sky_cityscape_round_score(const sky_cityscape *game, int round,
                                      int player);
SKY_API int sky_cityscape_round_board(const sky_cityscape *game, int round,
                                      int heights[16]);
/* The goals a side played in a finished round (everybody may see them). */
SKY_API int sky_cityscape_round_goals(const sky_cityscape *game, int round,
                                      int side, int codes[4]);

/*
 * Text.  A record is the setup plus every move in order; reading it
 * replays and checks each one.  `viewer` hides the goals that player
 * cannot see yet as "S:????" (such text is not readable back).  Write
 * calls return the length needed, as snprintf.  On a read error,
 * *error_offset (if not NULL) is the byte offset of the offending token.
 */
SKY_API int sky_cityscape_write(const sky_cityscape *game, int viewer,
                                char *buf, size_t cap);
SKY_API int sky_cityscape_read(const char *text, sky_cityscape **out,
                               size_t *error_offset);
/* A picture of the city, the goals `viewer` may see and the scores. */
SKY_API int sky_cityscape_render(const sky_cityscape *game, int viewer,
                                 char *buf, size_t cap);
/*
 * Move notation.  A placement: height, file a..d, rank 1..4, e.g. "3b2"
 * (a block of 3 on row 2, col 1).  A goal setting: side letter, colon,
 * the codes of lines 0..3, e.g. "S:3562".
 */
SKY_API int sky_cityscape_move_to_string(sky_cityscape_move move, char *buf,
                                         size_t cap);
SKY_API int sky_cityscape_move_from_string(const char *text,
                                           sky_cityscape_move *move);

/*
 * Pure scorers on plain data; no handle needed.  Heights are >= 0
 * (0 = vacant lot); lines run near to far.
 */
/* Buildings visible from the near end (CS-10, strictly taller). */
SKY_API int sky_cityscape_visible(const int heights[4]);
/* Points of one line for a goal code 1..6 (CS-10..CS-12). */
SKY_API int sky_cityscape_line_score(const int heights[4], int code,
                                     int city_tallest);
/* Line `line` (0..3) of a row-major city as seen from `side` (CS-5). */
SKY_API int sky_cityscape_line(const int city[16], int side, int line,
                               int heights[4]);
/* A side's points for its four codes on a row-major city (CS-13). */
SKY_API int sky_cityscape_side_score(const int city[16], int side,
                                     const int codes[4]);

/*
 * A built-in player's move (enum sky_bot) for the player to move: goals
 * for to_move()'s first side without goals, or a placement.  It plays
 * nothing and sees only what that player may see: the greedy bot infers
 * other sides' goals from their placements.
 */
SKY_API int sky_cityscape_bot_move(const sky_cityscape *game, int bot,
                                   sky_rng *rng, sky_cityscape_move *move);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_CITYSCAPE_H */
