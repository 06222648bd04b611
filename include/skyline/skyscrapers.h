/*
 * libskyline: Skyscrapers, the stacking game played with Looney Pyramids.
 *
 * The grabbing and the stacking happen on a real table; the library is
 * the referee and the score-keeper.  Rules: skyline-skyscrapers(7).
 * API: sky_skyscrapers(3).
 */
#ifndef SKYLINE_SKYSCRAPERS_H
#define SKYLINE_SKYSCRAPERS_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKY_SKYSCRAPERS_COLORS 10        /* colors 0..9 (SK-1) */
#define SKY_SKYSCRAPERS_SIZES 3          /* 1, 2 or 3 pips (SK-1) */
#define SKY_SKYSCRAPERS_SET 15           /* pyramids in a Treehouse set or a stash (SK-2) */
#define SKY_SKYSCRAPERS_MIN_TOWER 5      /* the fewest pyramids of a tower (SK-5) */
#define SKY_SKYSCRAPERS_MAX_PLAYERS 16
#define SKY_SKYSCRAPERS_MAX_SUPPLY 240   /* pyramids in a game's supply */
#define SKY_SKYSCRAPERS_MAX_ROUNDS 64
/* The longest structure the scorers take (no supply holds more). */
#define SKY_SKYSCRAPERS_MAX_STRUCTURE SKY_SKYSCRAPERS_MAX_SUPPLY

/* Colors (SK-1), with their notation letters (SK-10). */
enum sky_skyscrapers_color {
    SKY_SKYSCRAPERS_RED = 0,     /* r */
    SKY_SKYSCRAPERS_YELLOW = 1,  /* y */
    SKY_SKYSCRAPERS_GREEN = 2,   /* g */
    SKY_SKYSCRAPERS_BLUE = 3,    /* b */
    SKY_SKYSCRAPERS_BLACK = 4,   /* k */
    SKY_SKYSCRAPERS_WHITE = 5,   /* w */
    SKY_SKYSCRAPERS_ORANGE = 6,  /* o */
    SKY_SKYSCRAPERS_PURPLE = 7,  /* p */
    SKY_SKYSCRAPERS_CYAN = 8,    /* c */
    SKY_SKYSCRAPERS_CLEAR = 9    /* x */
};

/* Winning conditions (SK-12). */
enum sky_skyscrapers_win {
    SKY_SKYSCRAPERS_HIGHEST = 0, /* (a) highest total when play stops */
    SKY_SKYSCRAPERS_REACH = 1,   /* (b) first to reach or pass `target` */
    SKY_SKYSCRAPERS_EXACT = 2,   /* (c) first to hit `target` exactly; busts */
    SKY_SKYSCRAPERS_TOWERS = 3   /* (d) first to build `towers` towers > `threshold` */
};

enum sky_skyscrapers_phase {
    SKY_SKYSCRAPERS_PHASE_GRAB = 0,    /* players take pyramids from the middle */
    SKY_SKYSCRAPERS_PHASE_BUILD = 1,   /* players build structures from their piles */
    SKY_SKYSCRAPERS_PHASE_OVER = 2     /* the match is decided */
};

/* The steps of sky_skyscrapers_move. */
enum sky_skyscrapers_step {
    SKY_SKYSCRAPERS_GRAB = 0,    /* chance: the grabber takes `pyramid` from the middle */
    SKY_SKYSCRAPERS_NEW = 1,     /* start a new structure with `pyramid` */
    SKY_SKYSCRAPERS_TOP = 2,     /* put `pyramid` on top of structure `structure` */
    SKY_SKYSCRAPERS_FINISH = 3   /* the player has built all it will this round */
};

/* The most legal moves of any state: a new structure or a top for each kind. */
#define SKY_SKYSCRAPERS_MAX_MOVES \
    (SKY_SKYSCRAPERS_COLORS * SKY_SKYSCRAPERS_SIZES * (SKY_SKYSCRAPERS_MAX_SUPPLY + 1) + 1)
/* Longest move notation, with its NUL ("239+r3"). */
#define SKY_SKYSCRAPERS_NOTATION_SIZE 16

/*
 * One pyramid: a color 0..9 and a size in pips, 1 (small) to 3 (large).
 * Frozen: this layout never changes.
 */
typedef struct sky_pyramid {
    int color;
    int size;
} sky_pyramid;

typedef struct sky_skyscrapers sky_skyscrapers;

/*
 * One step of a match, one pyramid at a time.  Fields a step does not use
 * are ignored.  Frozen: this layout never changes.
 */
typedef struct sky_skyscrapers_move {
    int step;               /* enum sky_skyscrapers_step */
    int structure;          /* TOP: the player's structure of this round, 0-based */
    sky_pyramid pyramid;    /* GRAB, NEW, TOP */
} sky_skyscrapers_move;

/*
 * Options for sky_skyscrapers_new().  Call sky_skyscrapers_options_init()
 * first.  Grows by size, see sky_common(3).
 */
typedef struct sky_skyscrapers_options {
    size_t size;                /* sizeof(sky_skyscrapers_options) */
    int players;                /* 2..SKY_SKYSCRAPERS_MAX_PLAYERS; default 2 */
    int win;                    /* enum sky_skyscrapers_win; default HIGHEST */
    int rounds;                 /* round limit, 0..MAX_ROUNDS; 0 = until stopped */
    int target;                 /* REACH and EXACT: the target total, >= 1 */
    int towers;                 /* TOWERS: how many towers (K), >= 1 */
    int threshold;              /* TOWERS: a tower counts if it scored > this */
    const sky_pyramid *supply;  /* copied by _new; NULL = one Treehouse set */
    size_t supply_count;
    uint64_t seed;              /* the generator sky_skyscrapers_draw() draws from */
} sky_skyscrapers_options;

/* ---- pure functions on plain data; no handle needed ------------------- */

/*
 * The signed contribution of one structure, given bottom to top
 * (SK-4..SK-8): a tower's value, 0 for any other safe structure, minus
 * the value of the sections of an unsafe one.  Stores it in *points.
 */
SKY_API int sky_skyscrapers_structure_score(const sky_pyramid *bottom_to_top, size_t n,
                                  int *points);
/* 1 if the structure is safe (SK-4), else 0. */
SKY_API int sky_skyscrapers_is_safe(const sky_pyramid *bottom_to_top, size_t n);
/* 1 if the structure is a tower (SK-5), else 0. */
SKY_API int sky_skyscrapers_is_tower(const sky_pyramid *bottom_to_top, size_t n);
/*
 * A section's value (SK-6, SK-7): the sum of its runs' values times its
 * number of colors, with no tower or safety rule applied.
 */
SKY_API int sky_skyscrapers_value(const sky_pyramid *bottom_to_top, size_t n,
                                  int *points);
/*
 * The sections of SK-8 (one for a safe structure) and the runs of SK-6:
 * writes up to `cap` start indices and returns how many there are.
 */
SKY_API int sky_skyscrapers_sections(const sky_pyramid *bottom_to_top, size_t n,
                                     size_t *starts, size_t cap);
SKY_API int sky_skyscrapers_runs(const sky_pyramid *bottom_to_top, size_t n,
                                 size_t *starts, size_t cap);
/*
 * The advisor (SK-13): the arrangement of `pile` into towers with the
 * highest total.  Writes the towers in notation, separated by blanks
 * (nothing when no tower can be built), as snprintf; stores the total
 * in *points.  Exact for every pile; see sky_skyscrapers(3).
 */
SKY_API int sky_skyscrapers_advise_pile(const sky_pyramid *pile, size_t n,
                                   int *points, char *buf, size_t cap);

/* Notation (SK-10): "r3-r3-b1", bottom to top. */
SKY_API int sky_skyscrapers_structure_to_string(const sky_pyramid *pyramids, size_t n,
                                   char *buf, size_t cap);
/* Parses notation into up to `cap` pyramids; returns the count (may exceed cap). */
SKY_API int sky_skyscrapers_structure_from_string(const char *text, sky_pyramid *pyramids,
                                  size_t cap);
/* "red", ... for colors 0..9, else NULL; the letter 'r', ... or SKY_ECOLOR. */
SKY_API const char *sky_skyscrapers_color_name(int color);
SKY_API int sky_skyscrapers_color_letter(int color);

/*
 * Equipment (SK-2): a Treehouse set in five distinct colors (NULL =
 * red, yellow, green, blue, black), or an Icehouse stash of one color.
 */
SKY_API int sky_skyscrapers_treehouse(const int colors[5],
                                      sky_pyramid out[SKY_SKYSCRAPERS_SET]);
SKY_API int sky_skyscrapers_stash(int color, sky_pyramid out[SKY_SKYSCRAPERS_SET]);

/* ---- a match ------------------------------------------------------------ */

SKY_API int sky_skyscrapers_options_init(sky_skyscrapers_options *options,
                                         size_t size);
SKY_API int sky_skyscrapers_new(const sky_skyscrapers_options *options,
                                sky_skyscrapers **out);
SKY_API void sky_skyscrapers_free(sky_skyscrapers *game);
SKY_API int sky_skyscrapers_clone(const sky_skyscrapers *game,
                                  sky_skyscrapers **out);

SKY_API int sky_skyscrapers_players(const sky_skyscrapers *game);
/* The round limit (0 = until stopped, at most SKY_SKYSCRAPERS_MAX_ROUNDS). */
SKY_API int sky_skyscrapers_rounds(const sky_skyscrapers *game);
/* The round being played, 0-based: the number of rounds scored. */
SKY_API int sky_skyscrapers_round(const sky_skyscrapers *game);
SKY_API int sky_skyscrapers_phase(const sky_skyscrapers *game);
/*
 * Who moves (sky_common(3)): SKY_ECHANCE while pyramids are grabbed,
 * the first player who has not finished while players build (they build
 * at once at a table: check and play take any of them), SKY_EOVER.
 */
SKY_API int sky_skyscrapers_to_move(const sky_skyscrapers *game);
SKY_API int sky_skyscrapers_is_over(const sky_skyscrapers *game);

/*
 * Steps, the shape of every game.  A grab is the chance player's
 * (SKY_ECHANCE): the pyramid the grabber takes, the grabbers taking turns
 * from player `round mod players`.  Legal moves: the pyramids the middle
 * holds while grabbing; else NEW with each kind of the player's unbuilt
 * pyramids, TOP on each of its structures with each, then FINISH.
 */
SKY_API int sky_skyscrapers_check(const sky_skyscrapers *game, int player,
                                  sky_skyscrapers_move move);
SKY_API int sky_skyscrapers_play(sky_skyscrapers *game, int player,
                                 sky_skyscrapers_move move);
SKY_API int sky_skyscrapers_legal_moves(const sky_skyscrapers *game,
                                        sky_skyscrapers_move *moves, size_t cap);
/* A grab drawn uniformly from the middle with the game's generator. */
SKY_API int sky_skyscrapers_draw(sky_skyscrapers *game, sky_skyscrapers_move *drawn);
/* Notation: "+r3" grab, "=r3" new structure, "2+r3" on structure 2, "done". */
SKY_API int sky_skyscrapers_move_to_string(sky_skyscrapers_move move, char *buf,
                                           size_t cap);
SKY_API int sky_skyscrapers_move_from_string(const char *text,
                                             sky_skyscrapers_move *move);

/*
 * Pyramids as lists in canonical order (color, then size); each call
 * returns the count, which may exceed `cap`.  The supply; what is still
 * in the middle (nothing once the match is over: the pyramids go back to
 * the box); a player's pile this round; the part of it not built.
 */
SKY_API int sky_skyscrapers_supply(const sky_skyscrapers *game,
                                   sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_middle(const sky_skyscrapers *game,
                                   sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_pile(const sky_skyscrapers *game, int player,
                                 sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_unbuilt(const sky_skyscrapers *game, int player,
                                    sky_pyramid *out, size_t cap);

/*
 * Score keeping at a real table, where players grab and build at once:
 * these calls name the player and take whole lists of pyramids.
 * Grabbing (SK-11): `player` takes these pyramids from the middle.
 */
SKY_API int sky_skyscrapers_check_grab(const sky_skyscrapers *game, int player,
                                       const sky_pyramid *pyramids, size_t n);
SKY_API int sky_skyscrapers_grab(sky_skyscrapers *game, int player,
                                 const sky_pyramid *pyramids, size_t n);
/* Ends the grab with pyramids left in the middle (it ends by itself when empty). */
SKY_API int sky_skyscrapers_end_grab(sky_skyscrapers *game);

/* Building (SK-11): a new structure, bottom to top, from the player's pile. */
SKY_API int sky_skyscrapers_check_build(const sky_skyscrapers *game, int player,
                                        const sky_pyramid *bottom_to_top, size_t n);
SKY_API int sky_skyscrapers_build(sky_skyscrapers *game, int player,
                                  const sky_pyramid *bottom_to_top, size_t n);
/* More pyramids on top of the player's structure `structure` (0-based). */
SKY_API int sky_skyscrapers_check_stack(const sky_skyscrapers *game, int player,
                                        int structure,
                                        const sky_pyramid *pyramids, size_t n);
SKY_API int sky_skyscrapers_stack(sky_skyscrapers *game, int player,
                                  int structure, const sky_pyramid *pyramids,
                                  size_t n);
/* The player has built all it will; the round is scored once all have. */
SKY_API int sky_skyscrapers_check_finish(const sky_skyscrapers *game, int player);
SKY_API int sky_skyscrapers_finish(sky_skyscrapers *game, int player);
/* Play stops (SK-12 a): allowed between rounds. */
SKY_API int sky_skyscrapers_stop(sky_skyscrapers *game);

/* Takes back the last step; undo_round takes back a whole round. */
SKY_API int sky_skyscrapers_undo(sky_skyscrapers *game);
SKY_API int sky_skyscrapers_undo_round(sky_skyscrapers *game);

/* A player's structures in `round` (the current one included). */
SKY_API int sky_skyscrapers_structures(const sky_skyscrapers *game, int round,
                                       int player);
SKY_API int sky_skyscrapers_structure(const sky_skyscrapers *game, int round,
                                      int player, int structure,
                                      sky_pyramid *out, size_t cap);

/*
 * Scores (SK-11, SK-12), stored in *points: they can be negative, so
 * they never share the return value with a status.
 */
/* Every player's total so far; returns the number of players. */
SKY_API int sky_skyscrapers_scores(const sky_skyscrapers *game, int *scores,
                                   size_t cap);
/* Points a scored round gave the player, counted or not (see round_bust). */
SKY_API int sky_skyscrapers_round_score(const sky_skyscrapers *game, int round,
                                        int player, int *points);
/* 1 if the round did not count for the player (a bust, SK-12 c), else 0. */
SKY_API int sky_skyscrapers_round_bust(const sky_skyscrapers *game, int round,
                                       int player);
/* Towers so far that scored more than the threshold (SK-12 d). */
SKY_API int sky_skyscrapers_towers_over(const sky_skyscrapers *game, int player);
SKY_API int sky_skyscrapers_winners(const sky_skyscrapers *game, unsigned *mask);

/*
 * Text.  The record is the setup plus every step; reading replays and
 * checks each one.  Nothing is hidden: `viewer` (a player or
 * SKY_VIEW_ALL) is checked and otherwise changes nothing.  Write and render return the length needed, as
 * snprintf; on a read error *error_offset is the offending token's offset.
 */
SKY_API int sky_skyscrapers_write(const sky_skyscrapers *game, int viewer,
                                  char *buf, size_t cap);
SKY_API int sky_skyscrapers_read(const char *text, sky_skyscrapers **out,
                                 size_t *error_offset);
SKY_API int sky_skyscrapers_render(const sky_skyscrapers *game, int viewer,
                                   char *buf, size_t cap);

/*
 * Players.  The bots (enum sky_bot) give a step for the player to move,
 * or sample a grab at a chance event.  The advisor gives the player to
 * move its next step towards the best towers of its unbuilt pyramids
 * (SK-13) and *expected, the points those towers add; `rng` is unused
 * and may be NULL.
 */
SKY_API int sky_skyscrapers_bot_move(const sky_skyscrapers *game, int bot,
                                     sky_rng *rng, sky_skyscrapers_move *move);
SKY_API int sky_skyscrapers_advise(const sky_skyscrapers *game, sky_rng *rng,
                                   sky_skyscrapers_move *move, double *expected);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_SKYSCRAPERS_H */
