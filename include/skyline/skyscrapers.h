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

#define SKY_SKYSCRAPERS_COLORS 10        /* colours 0..9 (SK-1) */
#define SKY_SKYSCRAPERS_SIZES 3          /* 1, 2 or 3 pips (SK-1) */
#define SKY_SKYSCRAPERS_SET 15           /* pyramids in a Treehouse set or a stash (SK-2) */
#define SKY_SKYSCRAPERS_MIN_TOWER 5      /* the fewest pyramids of a tower (SK-5) */
#define SKY_SKYSCRAPERS_MAX_PLAYERS 16
#define SKY_SKYSCRAPERS_MAX_SUPPLY 240   /* pyramids in a game's supply */
#define SKY_SKYSCRAPERS_MAX_ROUNDS 64
/* The longest structure the scorers take (no supply holds more). */
#define SKY_SKYSCRAPERS_MAX_STRUCTURE SKY_SKYSCRAPERS_MAX_SUPPLY

/* Colours (SK-1), with their notation letters (SK-10). */
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
    SKY_SKYSCRAPERS_GRAB = 0,    /* players take pyramids from the middle */
    SKY_SKYSCRAPERS_BUILD = 1,   /* players build structures from their piles */
    SKY_SKYSCRAPERS_OVER = 2     /* the match is decided */
};

/*
 * One pyramid: a colour 0..9 and a size in pips, 1 (small) to 3 (large).
 * Frozen: this layout never changes.
 */
typedef struct sky_pyramid {
    int color;
    int size;
} sky_pyramid;

typedef struct sky_skyscrapers sky_skyscrapers;

/*
 * Options for sky_skyscrapers_new().  Call sky_skyscrapers_options_init()
 * first: it sets `size` and the defaults, so a program built against
 * this header keeps working when fields are appended.
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
} sky_skyscrapers_options;

/* ---- pure functions on plain data; no handle needed ------------------- */

/*
 * The signed contribution of one structure, given bottom to top
 * (SK-4..SK-8): a tower's value, 0 for any other safe structure, minus
 * the value of the sections of an unsafe one.  Stores it in *points.
 */
SKY_API int sky_skyscrapers_score(const sky_pyramid *bottom_to_top, size_t n,
                                  int *points);
/* 1 if the structure is safe (SK-4), else 0. */
SKY_API int sky_skyscrapers_is_safe(const sky_pyramid *bottom_to_top, size_t n);
/* 1 if the structure is a tower (SK-5), else 0. */
SKY_API int sky_skyscrapers_is_tower(const sky_pyramid *bottom_to_top, size_t n);
/*
 * A section's value (SK-6, SK-7): the sum of its runs' values times its
 * number of colours, with no tower or safety rule applied.
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
SKY_API int sky_skyscrapers_advise(const sky_pyramid *pile, size_t n,
                                   int *points, char *buf, size_t cap);

/* Notation (SK-10): "r3-r3-b1", bottom to top. */
SKY_API int sky_skyscrapers_format(const sky_pyramid *pyramids, size_t n,
                                   char *buf, size_t cap);
/* Parses notation into up to `cap` pyramids; returns the count (may exceed cap). */
SKY_API int sky_skyscrapers_parse(const char *text, sky_pyramid *pyramids,
                                  size_t cap);
/* "red", ... for colours 0..9, else NULL; the letter 'r', ... or SKY_ECOLOR. */
SKY_API const char *sky_skyscrapers_color_name(int color);
SKY_API int sky_skyscrapers_color_letter(int color);

/*
 * Equipment (SK-2): a Treehouse set in five distinct colours (NULL =
 * red, yellow, green, blue, black), or an Icehouse stash of one colour.
 */
SKY_API int sky_skyscrapers_treehouse(const int colors[5],
                                      sky_pyramid out[SKY_SKYSCRAPERS_SET]);
SKY_API int sky_skyscrapers_stash(int color, sky_pyramid out[SKY_SKYSCRAPERS_SET]);

/* ---- a match ------------------------------------------------------------ */

SKY_API int sky_skyscrapers_options_init(sky_skyscrapers_options *options);
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
 * Pyramids as lists in canonical order (colour, then size); each call
 * returns the count, which may exceed `cap`.  The supply; what is still
 * in the middle; a player's pile this round; the part of it not built.
 */
SKY_API int sky_skyscrapers_supply(const sky_skyscrapers *game,
                                   sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_middle(const sky_skyscrapers *game,
                                   sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_pile(const sky_skyscrapers *game, int player,
                                 sky_pyramid *out, size_t cap);
SKY_API int sky_skyscrapers_unbuilt(const sky_skyscrapers *game, int player,
                                    sky_pyramid *out, size_t cap);

/* Grabbing (SK-11): `player` takes these pyramids from the middle. */
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
SKY_API int sky_skyscrapers_total(const sky_skyscrapers *game, int player,
                                  int *points);
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
 * checks each one.  Write and render return the length needed, as
 * snprintf; on a read error *error_offset is the offending token's offset.
 */
SKY_API int sky_skyscrapers_write(const sky_skyscrapers *game, char *buf,
                                  size_t cap);
SKY_API int sky_skyscrapers_read(const char *text, sky_skyscrapers **out,
                                 size_t *error_offset);
SKY_API int sky_skyscrapers_render(const sky_skyscrapers *game, char *buf,
                                   size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_SKYSCRAPERS_H */
