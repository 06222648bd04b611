/*
 * Skyline (highrise): the handle's layout, shared by the module's files.
 *
 * Everything is a count (see the top of highrise.h): dice of a kind in
 * the Yard and the District, active dice per kind and face, columns per
 * type and number of dice, tiles per type and height.  A column of
 * `h` dice holds one ground floor and h - 1 upper floors.
 */
#ifndef SKYLINE_HIGHRISE_INTERNAL_H
#define SKYLINE_HIGHRISE_INTERNAL_H

#include <string.h>

#include <skyline/highrise.h>

#include "bits.h"
#include "handle.h"

#define HR_G SKY_HIGHRISE_GROUND
#define HR_U SKY_HIGHRISE_UPPER
#define HR_P SKY_HIGHRISE_PENTHOUSE
#define HR_L SKY_HIGHRISE_LOW
#define HR_M SKY_HIGHRISE_MID
#define HR_H SKY_HIGHRISE_HIGH
#define HR_BLANK SKY_HIGHRISE_BLANK
#define HR_KINDS SKY_HIGHRISE_KINDS
#define HR_TYPES SKY_HIGHRISE_TYPES
#define HR_FACES SKY_HIGHRISE_FACES
#define HR_SIDES SKY_HIGHRISE_SIDES
#define HR_TOP SKY_HIGHRISE_MAX_HEIGHT
#define HR_MAX_TURNS (SKY_HIGHRISE_ROUNDS * SKY_HIGHRISE_MAX_PLAYERS)

/*
 * One step as played, in one byte: a code (high nibble) and the die
 * moved or rolled, kind * 4 + face (low nibble).  A take's low nibble
 * is its hr_take_counts() index less 16 * (code - HR_C_TAKE).  What undo
 * needs beyond the byte is cheap to find again: whether a resolve opens
 * its action (the entry before is no resolve), whether a Build completes
 * its column (hr_complete()), and what a RESIGN ended (struct
 * hr_turn_end).  The first die of a Demolish names the building on a
 * second stack, one byte per Demolish action.
 */
enum hr_code {
    HR_C_TAKE = 0,          /* and 1: take indices 0..15, 16..19 */
    HR_C_DISTRICT = 2,
    HR_C_ROLL = 3,          /* a face played by the caller */
    HR_C_DRAWN = 4,         /* a face drawn from the game's generator */
    HR_C_BUILD = 5,         /* 5 + the column's dice (0..5) */
    HR_C_ABANDON = 11,
    HR_C_DEMOLISH = 12,
    HR_C_REROLL = 13,
    HR_C_THROW = 14,
    HR_C_RESIGN = 15
};

/* What RESIGN changed beyond the step itself, one per finished turn. */
struct hr_turn_end {
    uint8_t active[HR_KINDS][HR_FACES];  /* dice it returned to the Yard */
    uint8_t restocked;                   /* bit k: a die of kind k went to the District */
};

/*
 * The history lives in the handle while it fits, so that a handle (state
 * about 1,080 bytes, and this room) is one block of at most 4 KB: random,
 * greedy, search and advisor games of 1 to 4 players take at most
 * about 1,200 steps and 30 Demolish actions (see skyline-highrise(7)).
 * A longer game moves its history to the heap, growing it geometrically.
 */
#define HR_ROOM_STEPS 2900
#define HR_ROOM_DEMOLITIONS 64

struct hr_player {
    uint8_t cols[HR_TYPES][HR_TOP + 1];   /* incomplete, by type and dice */
    uint16_t tiles[HR_TYPES][HR_TOP + 1]; /* by type and height */
    uint64_t built;         /* bit b: a building of hr_building_index() b */
    int demolitions;
    /*
     * The tiles' count and points (HR-4), kept by add_tile().  Each
     * completion takes one of a turn's active dice (at most 60), so 9
     * turns give at most 540 tiles and 19,440 points.
     */
    uint16_t tile_count;
    uint16_t tile_points;
};

struct sky_highrise {
    uint32_t tag;           /* TAG_highrise (handle.h) */
    int players;
    int rounds;
    uint64_t seed;
    uint8_t faces[HR_KINDS][HR_SIDES];
    uint8_t buildable[HR_KINDS][HR_TYPES];  /* bit h: HR-5..9 allow h dice below */
    uint8_t sides[HR_KINDS][HR_FACES];      /* sides of a die showing each face */
    int turn;               /* turns finished */
    int player;             /* the active player: turn % players */
    int phase;              /* enum sky_highrise_phase (set_phase()) */
    int to_move;            /* who plays in it: hr_to_move() */
    int action;             /* phase ACTION: the open action's step */
    int sixes;              /* height-6 buildings completed (HR-17) */
    uint32_t draws;         /* rolls drawn from the generator so far */
    sky_rng rng;            /* the generator, after those draws */
    uint8_t yard[HR_KINDS];
    uint8_t district[HR_KINDS];
    uint8_t active[HR_KINDS][HR_FACES];
    uint32_t dice;          /* bit kind * 4 + face: an active die shows it */
    uint32_t awaiting;      /* dice awaiting a roll: kind k's count in bits 8k..8k+7 */
    struct hr_player p[SKY_HIGHRISE_MAX_PLAYERS];
    struct hr_turn_end ends[HR_MAX_TURNS];
    uint32_t nhist;         /* steps played */
    uint32_t ndemolish;     /* Demolish actions that named a building */
    uint32_t hist_cap;      /* room at hist */
    uint32_t demolish_cap;  /* room at demolished */
    /* every step played (enum hr_code): hist_room, or a heap block once
       a game outgrows it (hr_make_room()) */
    uint8_t *hist;
    /* the building of each Demolish action (hr_building_index()), likewise */
    uint8_t *demolished;
    uint8_t demolished_room[HR_ROOM_DEMOLITIONS];
    uint8_t hist_room[HR_ROOM_STEPS];   /* clone copies the part used */
    /*
     * hr_roll_face(): the draws k (53 bits) at and above which a die of
     * each kind shows a face past each face, from hr_side_share[]; set
     * with the options, copied by clone.  Last, so that every field a
     * step reads keeps its place (the native loop measured 5 % slower
     * with these after `sides`, a history room starting 96 bytes later
     * as slow).
     */
    uint64_t roll_cut[HR_KINDS][HR_FACES];
    /*
     * `buildable` again, kind k's type t in bits 6 * (3k + t)..: the
     * random player counts the Builds of all the dice at once (see
     * count_builds()).  Set with the options, copied by clone.
     */
    uint64_t build_fields;
};

/* A live Skyline handle: one compare. */
#define HR_IS(g) handle_is((g), TAG_highrise)

/* Dice of `kind` awaiting a roll, and 1 of them as an `awaiting` count. */
static inline int hr_awaiting(const struct sky_highrise *g, int kind)
{
    return (int)(g->awaiting >> (8 * kind) & 0xffu);
}

static inline uint32_t hr_awaiting_one(int kind)
{
    return UINT32_C(1) << (8 * kind);
}

/* ---- highrise.c: the state machine ---- */
/* The dice of each kind in the box (HR-1). */
extern const int hr_box_dice[HR_KINDS];
static inline int hr_player(const struct sky_highrise *g)
{
    return g->player;
}

/* By phase, who plays when it is not the active player (0: the active player). */
extern const int8_t hr_nobody_in_phase[SKY_HIGHRISE_PHASE_OVER + 1];

/*
 * Who plays now: the active player, SKY_ECHANCE (phase ROLL) or
 * SKY_EOVER; inline and kept with the phase, as every caller of the
 * generic layer asks at every step.
 */
static inline int hr_to_move(const struct sky_highrise *g)
{
    return g->to_move;
}
int hr_round(const struct sky_highrise *g);
/*
 * HR-13: dice are rolled ground floors first, then upper floors,
 * penthouses: the kind of the lowest awaiting count of `awaiting`, in
 * which a die awaits (a count is under 256, so its byte is not 0).  By
 * the lowest set bit: the kinds rolled follow the takes, and a branch on
 * them would mispredict.
 */
static inline int hr_awaiting_kind(uint32_t awaiting)
{
    return lowest_bit(awaiting) / 8;
}

/* hr_awaiting_kind() of the game's dice, 0 when none awaits. */
static inline int hr_first_awaiting_kind(const struct sky_highrise *g)
{
    return g->awaiting ? hr_awaiting_kind(g->awaiting) : 0;
}

/* The kind of the die rolled next, -1 when none awaits a roll. */
static inline int hr_next_roll_kind(const struct sky_highrise *g)
{
    return g->awaiting ? hr_first_awaiting_kind(g) : -1;
}
/* `player`: a player, or SKY_ECHANCE for a roll. */
int hr_check(const struct sky_highrise *g, int player, const sky_highrise_move *m);
/* A player's score: tile points, the final score (HR-18) once over. */
int hr_score(const struct sky_highrise *g, int player);
/*
 * Room in the history for `steps` more steps and `demolitions` more
 * Demolish actions: SKY_OK, or SKY_ENOMEM with the game as it was.
 */
int hr_reserve(struct sky_highrise *g, uint32_t steps, uint32_t demolitions);
/* Room for the step m: hr_reserve() when the history is full, else one compare. */
static inline int hr_make_room(struct sky_highrise *g, const sky_highrise_move *m)
{
    int names = m->step == SKY_HIGHRISE_DEMOLISH && m->height > 0;

    if (g->nhist < g->hist_cap && (!names || g->ndemolish < g->demolish_cap))
        return SKY_OK;
    return hr_reserve(g, 1, (uint32_t)names);
}
/* Checks the step and plays it, as sky_highrise_play(). */
int hr_play(struct sky_highrise *g, int player, const sky_highrise_move *m);
/*
 * hr_play(g, hr_to_move(g), step) of handle `state`, the step of
 * generic action `number` (a roll's die the next one); SKY_ERANGE
 * outside 0..HR_NUMBERS - 1.  The generic layer's play operation.
 */
int hr_play_number(void *state, int number);
/* Plays a checked step with room made for it (hr_make_room()); never fails. */
void hr_apply(struct sky_highrise *g, const sky_highrise_move *m);
void hr_undo(struct sky_highrise *g);
int hr_legal(const struct sky_highrise *g, sky_highrise_move *moves, size_t cap);
/* The legal steps' numbers (hr_pick_number()), in hr_legal()'s order and count. */
int hr_legal_numbers(const struct sky_highrise *g, int *out, size_t cap);
/*
 * A step in one int, as the legal step groups number it: the step, its
 * die bit (kind * 4 + face; 0 for a step without a die, kind * 4 for a
 * roll) and its target (a take's index in hr_take_counts(), the face
 * rolled, a Build's column of dice, a Demolish's hr_building_index(); 0
 * for the other steps).
 */
#define HR_PICK(step, die, target) ((step) | (die) << 4 | (target) << 8)
#define HR_PICK_STEP(pick) ((pick) & 15)
#define HR_PICK_DIE(pick) ((pick) >> 4 & 15)
#define HR_PICK_TARGET(pick) ((pick) >> 8)
/*
 * The random player's step, the game not over: in phase ROLL the die
 * rolled, otherwise legal step sky_rng_below(n) of the n hr_legal()
 * lists; as a pick, or as a step.
 */
int hr_random_pick(const struct sky_highrise *g, sky_rng *rng);
int hr_random_step(const struct sky_highrise *g, sky_rng *rng, sky_highrise_move *move); /* SKY_OK */
/*
 * sky_game_bot_action(SKY_BOT_RANDOM) on handle `state`, chance events
 * included: the generic layer's random_action operation.
 */
int hr_random_action(const void *state, sky_rng *rng, int *action);
/*
 * sky_game_play_out() with the random player in every seat on handle
 * `state`: at most `limit` steps to the end, *plies of them played, the
 * same steps as hr_random_action() and hr_play_number() one by one (the
 * generic layer's random_play_out operation).
 */
int hr_random_play_out(void *state, sky_rng *rng, int limit, int *plies);
/*
 * hr_random_play_out() counting and picking bits by table
 * (by_instruction 0), or by POPCNT and BMI2 (1: where the processor has
 * them fast, else by table): the same steps either way.
 */
int hr_random_play_out_by(void *state, sky_rng *rng, int limit, int *plies,
                          int by_instruction);
void hr_take_counts(int index, int take[HR_KINDS]);
int hr_take_index(const int take[HR_KINDS]);
/*
 * 0: no building; 1 + type * 5 + height - 1 a column; 16 + type * 6 +
 * height - 1 a tile.  Inline and without a branch on the kind of
 * building: every conversion of a step to an action asks.
 */
static inline int hr_building_index(int tile, int type, int height)
{
    int b = tile ? 16 + type * HR_TOP + height - 1 : 1 + type * (HR_TOP - 1) + height - 1;

    return height == 0 ? 0 : b;
}
void hr_building_of_index(int b, sky_highrise_move *m);
/*
 * One number per step (highrise_numbers.c): the first of each step's
 * numbers, and how many each die has; a step's number is first + die *
 * per die + target, as a pick names them.  These are the generic
 * layer's actions.
 */
#define HR_N_TAKE 0
#define HR_N_DISTRICT 20
#define HR_N_ROLL 21
#define HR_N_BUILD 25
#define HR_N_ABANDON 97
#define HR_N_DEMOLISH 109
#define HR_N_BUILDINGS 34       /* Demolish numbers per die: no building, 15 columns, 18 tiles */
#define HR_N_REROLL 517
#define HR_N_THROW 529
#define HR_N_RESIGN 530
#define HR_NUMBERS 531
extern const int16_t hr_first_number[SKY_HIGHRISE_RESIGN + 1];
extern const uint8_t hr_numbers_per_die[SKY_HIGHRISE_RESIGN + 1];
/* Each number's step, every field written (those it does not use 0); a roll's kind 0. */
extern const sky_highrise_move hr_numbered_steps[HR_NUMBERS];

/* hr_first_number[step] + die * hr_numbers_per_die[step] by pick & 255 (step and die). */
extern const int16_t hr_pick_first[256];

static inline int hr_pick_number(int pick)
{
    return hr_pick_first[pick & 255] + HR_PICK_TARGET(pick);
}

/* A roll as a step, written field by field: cheaper than a copy where the step is known. */
static inline void hr_roll_move(int kind, int face, sky_highrise_move *m)
{
    memset(m, 0, sizeof *m);
    m->step = SKY_HIGHRISE_ROLL;
    m->kind = kind;
    m->face = face;
}
/*
 * The step of a pick, every field written (those it does not use 0): its
 * number's step, which names the die's kind but a roll's (a roll's die is
 * kind * 4).  Copied whole, not patched after: a caller reading the step
 * back in wide words (a copy to pass it by value) would wait for the two
 * stores to reach the cache, which cost the native random game 6 %.
 */
static inline void hr_pick_move(int pick, sky_highrise_move *m)
{
    if (HR_PICK_STEP(pick) == SKY_HIGHRISE_ROLL)
        hr_roll_move(HR_PICK_DIE(pick) / HR_FACES, HR_PICK_TARGET(pick), m);
    else
        *m = hr_numbered_steps[hr_pick_number(pick)];
}
/* sides / 6 by table, as the generic layer's chance outcomes give them. */
extern const double hr_side_share[HR_SIDES + 1];

/*
 * The face a die of `kind` shows for a uniform draw u = k / 2^53 (k
 * below 2^53), as summing hr_side_share[] over the faces in order
 * picks it (the generic layer's chance draw): the first face whose
 * running sum passes u; past them all (rounding), the last face with
 * a side.  By compares of k against the sums made exact in 53 bits,
 * which set_roll_cuts() leaves unpassable from that last face on.
 */
static inline int hr_roll_face(const struct sky_highrise *g, int kind, uint64_t k)
{
    const uint64_t *cut = g->roll_cut[kind];

    return (k >= cut[0]) + (k >= cut[1]) + (k >= cut[2]) + (k >= cut[3]);
}

/* How many of a die's six sides show `face`. */
static inline int hr_side_count(const struct sky_highrise *g, int kind, int face)
{
    return g->sides[kind][face];
}
/*
 * Step `i` of the history; *demolished counts the Demolish actions
 * before it (call for i = 0, 1, .. in order with it 0 at first).
 */
sky_highrise_move hr_history_move(const struct sky_highrise *g, uint32_t i,
                                  uint32_t *demolished);
/* 1 if history step `i` is a roll drawn from the game's generator. */
int hr_history_drawn(const struct sky_highrise *g, uint32_t i);

/* ---- highrise_rules.c: pure rules, arguments already in range ---- */
int hr_can_build(int kind, int face, int type, int height);
int hr_complete(int type, int height, int top_kind);
/* 1 if HR-5..HR-9 let a column of `type`, `height` dice, `top_kind` on top exist. */
int hr_column_exists(int type, int height, int top_kind);
int hr_max_column(int type);
/* HR-4: a tile's points, its height squared. */
static inline int hr_tile_points(int height)
{
    return height * height;
}
unsigned hr_scenarios(const sky_highrise_skyline *s, int demolitions);
unsigned hr_rank(const int points[], const int buildings[], int players);
extern const int hr_box_tiles[HR_TOP + 1];

/* ---- highrise_text.c ---- */
extern const char hr_kind_letters[HR_KINDS + 1];
extern const char hr_face_letters[HR_FACES + 1];

/* sky_game_observation() (highrise_observation.c): its floats, and the encoder. */
#define HR_OBSERVATION_SIZE 211
struct obs_writer;
void hr_observe(const void *state, int viewer, struct obs_writer *w);

/*
 * The solo advisor's estimate of the points a skyline still earns with
 * `turns` turns left (0: HR-18's conversion), its columns valued by a
 * table learned from solo games (highrise_advisor.c).
 */
double hr_future_points(const struct hr_player *pl, int turns);
/* The search's estimate of each player's reward at the start of a turn,
 * or 0 elsewhere (struct game_ops.evaluate, highrise_bot.c). */
int hr_evaluate(const struct sky_highrise *g, double *rewards);

/* sky_highrise_bot_move(SKY_BOT_SEARCH): the search's action as a move (game_highrise.c). */
int hr_search_move(const struct sky_highrise *g, sky_rng *rng, sky_highrise_move *move);

#endif /* SKYLINE_HIGHRISE_INTERNAL_H */
