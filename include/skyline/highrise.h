/*
 * libskyline: Skyline, the dice game (module `highrise`).
 *
 * Rules: skyline-highrise(7), ids HR-1..HR-23.  API: sky_highrise(3).
 *
 * The design, in short:
 *
 * State.  Dice of one kind showing one face are interchangeable, and so
 * are incomplete buildings of one type and height, and tiles of one
 * type and height.  The state is therefore a set of counts: the Yard and
 * the Abandoned District per kind; the active dice per kind and face
 * (plus those awaiting a roll); per player the columns per type and
 * number of dice, and the tiles per type and height.  A column is named
 * by its type and its number of dice ("the Mid-Rise of 2 dice"); its
 * dice are always one ground floor and upper floors, because a
 * penthouse, or an upper floor on a Low-Rise, completes it (HR-7..9).
 *
 * Decisions.  A turn is a sequence of small steps, each a decision
 * point with its legal steps and a pure check:
 *
 *   TAKE / TAKE_DISTRICT            HR-12   phase TAKE
 *   ROLL  (one die, a chance event) HR-13   phase ROLL, played by the
 *                                           chance player SKY_ECHANCE
 *   BUILD / ABANDON / DEMOLISH      HR-14   phase RESOLVE: the action's
 *                                           first die; phase ACTION: more
 *                                           dice of the same action
 *   REROLL (pick a die) ... THROW   HR-15   phase ACTION, then REROLL
 *   RESIGN                          HR-15   phase ACTION (or RESOLVE when
 *                                           nothing can be resolved, HR-23)
 *
 * One resolve action of the rules ("build these three dice") is its
 * first die's step plus one step per further die; the action ends with
 * the first REROLL or with RESIGN.  Dice are placed one at a time in the
 * order given, each checked against the skyline as it stands, which is
 * the order of HR-20 when ground floors come first.  A Continue is one
 * REROLL per die picked up and a THROW; the dice then await their faces
 * and are rolled one at a time (ground floors first, then upper floors,
 * then penthouses), each roll a chance outcome (sky_common(3), CHANCE):
 * the face of a real die played with sky_highrise_play(game,
 * SKY_ECHANCE, roll), or drawn from the game's generator with
 * sky_highrise_draw().
 *
 * Memory.  A handle is one block of at most 4 KB, its history (one byte
 * a step) in it up to 3,000 steps.  A handle allocates only when a
 * game's history passes 3,000 steps, which no game of 400,000 random,
 * 40,000 greedy (1 to 4 players), search or advisor games in our
 * measurements reached (the longest: 1,164 steps); such a game grows a
 * heap block, and sky_highrise_play() and sky_highrise_draw() refuse a
 * step with SKY_ENOMEM, the game unchanged, if that allocation fails.
 */
#ifndef SKYLINE_HIGHRISE_H
#define SKYLINE_HIGHRISE_H

#include <skyline/common.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SKY_HIGHRISE_MAX_PLAYERS 4
#define SKY_HIGHRISE_ROUNDS 9           /* HR-17 */
#define SKY_HIGHRISE_KINDS 3            /* G, U, P (HR-1) */
#define SKY_HIGHRISE_TYPES 3            /* L, M, H (HR-2) */
#define SKY_HIGHRISE_FACES 4            /* L, M, H, blank */
#define SKY_HIGHRISE_SIDES 6            /* faces per die (HR-3) */
#define SKY_HIGHRISE_MAX_HEIGHT 6       /* the tallest building (HR-9) */
#define SKY_HIGHRISE_DICE 60            /* 25 + 28 + 7 (HR-1) */
/* More than any state has legal steps. */
#define SKY_HIGHRISE_MAX_MOVES 512
/* Longest step notation, with its NUL ("xUM/[H6]"). */
#define SKY_HIGHRISE_NOTATION_SIZE 16
/* Room for any sentence of sky_highrise_explain(). */
#define SKY_HIGHRISE_EXPLAIN_SIZE 256

/* Die kinds (HR-1). */
enum sky_highrise_kind {
    SKY_HIGHRISE_GROUND = 0,
    SKY_HIGHRISE_UPPER = 1,
    SKY_HIGHRISE_PENTHOUSE = 2
};

/* Faces; the first three are also the building types (HR-2). */
enum sky_highrise_face {
    SKY_HIGHRISE_LOW = 0,
    SKY_HIGHRISE_MID = 1,
    SKY_HIGHRISE_HIGH = 2,
    SKY_HIGHRISE_BLANK = 3,
    SKY_HIGHRISE_UNROLLED = 4   /* sky_highrise_active() only: awaiting a roll */
};

/* Where the turn is: the decision point, or a chance event (ROLL). */
enum sky_highrise_phase {
    SKY_HIGHRISE_PHASE_TAKE = 0,     /* take dice (HR-12) */
    SKY_HIGHRISE_PHASE_ROLL = 1,     /* dice await faces: a chance event (HR-13) */
    SKY_HIGHRISE_PHASE_RESOLVE = 2,  /* the first die of an action (HR-14) */
    SKY_HIGHRISE_PHASE_ACTION = 3,   /* more of that action, or continue/resign */
    SKY_HIGHRISE_PHASE_REROLL = 4,   /* picking the dice to re-roll (HR-15) */
    SKY_HIGHRISE_PHASE_OVER = 5      /* the game has ended (HR-17) */
};

/* The steps of a turn; see the top of this file. */
enum sky_highrise_step {
    SKY_HIGHRISE_TAKE = 0,           /* take[] dice from the Yard */
    SKY_HIGHRISE_TAKE_DISTRICT = 1,  /* every die of the Abandoned District */
    SKY_HIGHRISE_ROLL = 2,           /* the next awaiting die, of `kind`, shows `face` */
    SKY_HIGHRISE_BUILD = 3,          /* die (kind, face) onto the column of `height` dice */
    SKY_HIGHRISE_ABANDON = 4,        /* die (kind, face) to the Abandoned District */
    SKY_HIGHRISE_DEMOLISH = 5,       /* die (kind, face), and first a building, to the Yard */
    SKY_HIGHRISE_REROLL = 6,         /* pick up die (kind, face) to re-roll it */
    SKY_HIGHRISE_THROW = 7,          /* roll the dice picked up */
    SKY_HIGHRISE_RESIGN = 8          /* end the turn */
};

/* Solo scenarios (HR-19), bits of sky_highrise_scenarios(). */
enum sky_highrise_scenario {
    SKY_HIGHRISE_DUBAI = 0,
    SKY_HIGHRISE_ESSEN = 1,
    SKY_HIGHRISE_NEW_YORK = 2,
    SKY_HIGHRISE_SAO_PAOLO = 3,
    SKY_HIGHRISE_SHANGHAI = 4,
    SKY_HIGHRISE_TORONTO = 5,
    SKY_HIGHRISE_TUCSON = 6,
    SKY_HIGHRISE_SCENARIOS = 7
};

typedef struct sky_highrise sky_highrise;

/*
 * Options for sky_highrise_new().  Call sky_highrise_options_init(&o,
 * sizeof o) first: it sets `size`, the defaults and the face table of
 * HR-3.  Grows by size, see sky_common(3): fields are only appended.
 */
typedef struct sky_highrise_options {
    size_t size;        /* sizeof(sky_highrise_options) as compiled */
    int players;        /* 1..4; default 2 */
    int rounds;         /* 1..9; 0 = 9 (HR-17) */
    uint64_t seed;      /* the generator sky_highrise_draw() draws from */
    int faces[SKY_HIGHRISE_KINDS][SKY_HIGHRISE_SIDES]; /* enum sky_highrise_face */
} sky_highrise_options;

/*
 * One step, or one roll (a chance outcome).  Fields a step does not use
 * are never read by any call (any value is ignored) and are 0 in the
 * steps the library writes.  Frozen: this layout never changes.
 */
typedef struct sky_highrise_move {
    int step;           /* enum sky_highrise_step */
    int kind;           /* the die moved (BUILD .. REROLL) or rolled (ROLL) */
    int face;           /* the face it shows, or the face rolled */
    int height;         /* BUILD: dice in the target column, 0 = a new building;
                           DEMOLISH: the building's height, 0 = none (a later
                           die of the same Demolish) */
    int type;           /* DEMOLISH: the building's type */
    int tile;           /* DEMOLISH: 1 = a tile, 0 = a column of dice */
    int take[SKY_HIGHRISE_KINDS]; /* TAKE: dice of each kind */
} sky_highrise_move;

/*
 * A skyline as plain data: incomplete buildings by type and number of
 * dice, and tiles by type and height (index 0 unused).  Frozen: this
 * layout never changes.
 */
typedef struct sky_highrise_skyline {
    int columns[SKY_HIGHRISE_TYPES][SKY_HIGHRISE_MAX_HEIGHT + 1];
    int tiles[SKY_HIGHRISE_TYPES][SKY_HIGHRISE_MAX_HEIGHT + 1];
} sky_highrise_skyline;

/* Fills `size` bytes of *options with the defaults; see sky_common(3). */
SKY_API int sky_highrise_options_init(sky_highrise_options *options,
                                      size_t size);

/* Handles.  `options` may be NULL for the defaults. */
SKY_API int sky_highrise_new(const sky_highrise_options *options,
                             sky_highrise **out);
SKY_API void sky_highrise_free(sky_highrise *game);
SKY_API int sky_highrise_clone(const sky_highrise *game, sky_highrise **out);

/* The game. */
SKY_API int sky_highrise_players(const sky_highrise *game);
SKY_API int sky_highrise_rounds(const sky_highrise *game);
/* The round being played, 0-based; the last one played when over. */
SKY_API int sky_highrise_round(const sky_highrise *game);
SKY_API int sky_highrise_phase(const sky_highrise *game);
/* The player to decide; SKY_ECHANCE in phase ROLL; SKY_EOVER when over. */
SKY_API int sky_highrise_to_move(const sky_highrise *game);
/* 1 once the game is over, else 0. */
SKY_API int sky_highrise_is_over(const sky_highrise *game);
/* The player whose turn it is, also while its dice roll; SKY_EOVER when over. */
SKY_API int sky_highrise_active_player(const sky_highrise *game);
/* Face `side` (0..5) of a die of `kind`, from the game's face table. */
SKY_API int sky_highrise_face(const sky_highrise *game, int kind, int side);
/* Dice of a kind in the Yard, in the Abandoned District. */
SKY_API int sky_highrise_yard(const sky_highrise *game, int kind);
SKY_API int sky_highrise_district(const sky_highrise *game, int kind);
/* Active dice of a kind showing `face` (SKY_HIGHRISE_UNROLLED: awaiting). */
SKY_API int sky_highrise_active(const sky_highrise *game, int kind, int face);
SKY_API int sky_highrise_player_skyline(const sky_highrise *game, int player,
                                        sky_highrise_skyline *out);
/* Tiles of a height left in the box (HR-4); 0 once it is empty. */
SKY_API int sky_highrise_tile_supply(const sky_highrise *game, int height);
/* How many Demolish actions the player has made (Essen, HR-19). */
SKY_API int sky_highrise_demolitions(const sky_highrise *game, int player);

/*
 * Steps: check (pure), play, the legal steps, a sentence saying why.
 * `player` is the player to move, or SKY_ECHANCE for a roll (phase
 * ROLL): a player at a roll, or the chance player at a decision, gets
 * SKY_ECHANCE.
 */
SKY_API int sky_highrise_check(const sky_highrise *game, int player,
                               sky_highrise_move move);
SKY_API int sky_highrise_play(sky_highrise *game, int player,
                              sky_highrise_move move);
/*
 * Writes up to `cap` legal steps into `moves` (in enum order of step,
 * then kind, face and target) and returns how many there are, which may
 * exceed `cap`.  In phase ROLL they are the faces the next die can show.
 */
SKY_API int sky_highrise_legal_moves(const sky_highrise *game,
                                     sky_highrise_move *moves, size_t cap);
/*
 * Writes a sentence about the step for `player` (what it does, or why it
 * is illegal), truncated to `cap`; returns what sky_highrise_check()
 * returns.
 */
SKY_API int sky_highrise_explain(const sky_highrise *game, int player,
                                 sky_highrise_move move, char *buf,
                                 size_t cap);
/*
 * Phase ROLL: draws the next awaiting die's face from the game's
 * generator (seeded by options.seed, each side alike) and plays it;
 * the roll in *drawn (may be NULL).  SKY_ECHANCE when no die awaits one,
 * SKY_EOVER once the game is over.
 */
SKY_API int sky_highrise_draw(sky_highrise *game, sky_highrise_move *drawn);
/* Takes back the last step, across turns and rounds too. */
SKY_API int sky_highrise_undo(sky_highrise *game);

/*
 * Scores (higher wins): up to `cap` of them, one per player, the tile
 * points so far, the final scores (HR-18) once over; returns the
 * number of players.
 */
SKY_API int sky_highrise_scores(const sky_highrise *game, int *scores,
                                size_t cap);
/* Completed buildings: tiles so far, the final count (HR-22) once over. */
SKY_API int sky_highrise_buildings(const sky_highrise *game, int player);
/* When over: bit p of *mask is set for each winner (HR-18). */
SKY_API int sky_highrise_winners(const sky_highrise *game, unsigned *mask);
/* When over: bit s (enum sky_highrise_scenario) for each scenario met. */
SKY_API int sky_highrise_scenarios(const sky_highrise *game, int player,
                                   unsigned *met);

/*
 * Text.  A record is the setup plus every step; reading it replays and
 * checks each one.  Nothing is hidden in this game: `viewer` is checked
 * and otherwise changes nothing.  Write calls return the length needed,
 * as snprintf.
 */
SKY_API int sky_highrise_write(const sky_highrise *game, int viewer,
                               char *buf, size_t cap);
SKY_API int sky_highrise_read(const char *text, sky_highrise **out,
                              size_t *error_offset);
SKY_API int sky_highrise_move_to_string(sky_highrise_move move, char *buf,
                                        size_t cap);
SKY_API int sky_highrise_move_from_string(const char *text,
                                          sky_highrise_move *move);
SKY_API int sky_highrise_render(const sky_highrise *game, int viewer,
                                char *buf, size_t cap);

/* Pure rules on plain data; no handle needed. */
/*
 * Can a die of `kind` showing `face` go on a column of `type` with
 * `height` dice (height 0: start a new building)?  SKY_OK or the reason
 * (HR-5..HR-9).
 */
SKY_API int sky_highrise_can_build(int kind, int face, int type, int height);
/*
 * 1 if a column of `type` and `height` dice topped by `top_kind` is
 * complete; 0 if it is incomplete or cannot exist (HR-5..HR-9, such as
 * a High-Rise of 2 dice topped by a penthouse).
 */
SKY_API int sky_highrise_column_complete(int type, int height, int top_kind);
/* Points of a tile of `height` (HR-4). */
SKY_API int sky_highrise_tile_points(int height);
/* Points of a skyline's tiles, as during the game. */
SKY_API int sky_highrise_skyline_points(const sky_highrise_skyline *skyline);
/* After HR-18's conversion: the final score and the buildings (HR-22). */
SKY_API int sky_highrise_final_score(const sky_highrise_skyline *skyline);
SKY_API int sky_highrise_final_buildings(const sky_highrise_skyline *skyline);
/* HR-19/HR-22: the scenarios a final skyline meets (bits in *met). */
SKY_API int sky_highrise_final_scenarios(const sky_highrise_skyline *skyline,
                                         int demolitions, unsigned *met);
/* HR-18: winners by points, then buildings; bit p of *mask per winner. */
SKY_API int sky_highrise_rank(const int points[], const int buildings[],
                              int players, unsigned *mask);
/* HR-17: 1 if the game ends after round `round` (0-based) of `rounds`. */
SKY_API int sky_highrise_game_ends(int round, int rounds, int completed_six);
/* HR-19: the solo level of a score, 0 (none) to 7, and its name. */
SKY_API int sky_highrise_solo_level(int points);
SKY_API const char *sky_highrise_level_name(int level);
SKY_API const char *sky_highrise_scenario_name(int scenario);

/*
 * Built-in players (enum sky_bot): a step for the player to move, not
 * played.  In phase ROLL both sample the roll from `rng` with the true
 * probabilities.
 */
SKY_API int sky_highrise_bot_move(const sky_highrise *game, int bot,
                                  sky_rng *rng, sky_highrise_move *move);
/*
 * The solo advisor: the step with the highest expected final score,
 * by expectimax over the rest of the turn with a value estimate for the
 * turns after it (exact in the last round).  *expected (may be NULL) is
 * that expectation.  It draws nothing: `rng` may be NULL (if given, it
 * must be seeded and is left as it is).  SKY_EINVAL for a game of more
 * than one player.
 */
SKY_API int sky_highrise_advise(const sky_highrise *game, sky_rng *rng,
                                sky_highrise_move *move, double *expected);

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_HIGHRISE_H */
