/*
 * libskyline: common definitions shared by every game module.
 *
 * Version, status codes, the export macro and the seeded random
 * generator.  See libskyline(3) and sky_common(3).
 */
#ifndef SKYLINE_COMMON_H
#define SKYLINE_COMMON_H

#include <stddef.h>
#include <stdint.h>

/* Every public declaration carries SKY_API; everything else is hidden. */
#if defined(_WIN32) && !defined(SKY_STATIC)
#  ifdef SKY_BUILDING_LIBRARY
#    define SKY_API __declspec(dllexport)
#  else
#    define SKY_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#  define SKY_API __attribute__((visibility("default")))
#else
#  define SKY_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The one source of the version number (configure.ac reads it from here). */
#define SKY_VERSION_MAJOR 1
#define SKY_VERSION_MINOR 4
#define SKY_VERSION_PATCH 7
#define SKY_VERSION_STRING "1.4.7"
/* 0xMMmmpp: compare with >= to require a version at compile time. */
#define SKY_VERSION_HEX \
    ((SKY_VERSION_MAJOR << 16) | (SKY_VERSION_MINOR << 8) | SKY_VERSION_PATCH)

/* The version of the library actually loaded, as "MAJOR.MINOR.PATCH". */
SKY_API const char *sky_version(void);
/* The same as SKY_VERSION_HEX of the library actually loaded. */
SKY_API unsigned sky_version_hex(void);

/*
 * Status codes, listed once: XX(NAME, value, sentence).  The enum,
 * sky_strerror() and sky_status_name() all come from this list (as
 * libuv's UV_ERRNO_MAP).  SKY_OK is success; every error is negative.
 * Codes are only ever appended: a released value never changes meaning.
 * Functions that return a count return it as a non-negative int instead
 * of SKY_OK.
 */
#define SKY_STATUS_MAP(XX) \
    XX(OK, 0, "success") \
    XX(EINVAL, -1, "invalid argument (a NULL pointer or a bad value)") \
    XX(ENOMEM, -2, "out of memory") \
    XX(ERANGE, -3, "a number is out of range (player, side, round or count)") \
    XX(EOPTION, -4, "unknown or malformed option") \
    XX(EUNKNOWN, -5, "no game of that name") \
    XX(EPARSE, -6, "malformed text") \
    XX(EVERSION, -7, "unsupported record format version") \
    XX(EOVER, -8, "the game is over") \
    XX(ETURN, -9, "it is not this player's turn") \
    XX(EPHASE, -10, "not possible at this point of the game") \
    XX(ENOUNDO, -11, "nothing to undo") \
    XX(EHIDDEN, -12, "hidden from this player") \
    XX(EILLEGAL, -13, "not a legal action in this state") \
    XX(ECHANCE, -14, "a chance event is due, or none is") \
    XX(EOFFBOARD, -15, "position is off the board") \
    XX(EHEIGHT, -16, "height out of range") \
    XX(ECODE, -17, "goal code must be 1 to 6") \
    XX(ENOGOALS, -18, "goals are not all set yet") \
    XX(EGOALSSET, -19, "goals are already set for that side") \
    XX(ENOBLOCK, -20, "no block of that height is left") \
    XX(EROTATION, -21, "rotation out of range") \
    XX(ENOPIECE, -22, "the player does not hold that piece") \
    XX(EOCCUPIED, -23, "a square is already built on") \
    XX(ETERRITORY, -24, "a square is in the opponent's territory") \
    XX(ENOCARD, -25, "that card is not in the player's hand") \
    XX(ECORNER, -26, "the card touches the city only at a corner") \
    XX(EDETACHED, -27, "the card does not touch the city") \
    XX(ENODIE, -28, "no such die there") \
    XX(ENOCOLUMN, -29, "no building of that type to build on") \
    XX(ENOROOM, -30, "the building has no room for that die") \
    XX(EBLANK, -31, "a blank face cannot be built") \
    XX(ESOLO, -32, "not part of the solo game") \
    XX(ECOLOR, -33, "unknown pyramid color") \
    XX(ESIZE, -34, "pyramid size must be 1 to 3") \
    XX(ENOPYRAMID, -35, "the pile holds no such pyramid, or it is already used") \
    XX(ESUPPLY, -36, "more pyramids than the supply holds") \
    /* end of SKY_STATUS_MAP */

enum sky_status {
#define SKY_STATUS_ENUM_(name, value, sentence) SKY_##name = value,
    SKY_STATUS_MAP(SKY_STATUS_ENUM_)
#undef SKY_STATUS_ENUM_
};

/* The lowest status code this version knows (for loops over all codes). */
#define SKY_STATUS_MIN SKY_ESUPPLY

/* A sentence describing a status ("no block of that height is left"). */
SKY_API const char *sky_strerror(int status);
/* The status's name ("SKY_ENOBLOCK"), or "SKY_E?" for an unknown code. */
SKY_API const char *sky_status_name(int status);

/*
 * The seeded random generator every game and bot uses: xoshiro256**
 * (Blackman and Vigna, 2018), its state filled from the 64-bit seed by
 * splitmix64.  Integer arithmetic only, so the same seed gives the same
 * sequence on every platform.  Frozen: this layout never changes; callers
 * may keep the struct on the stack and copy it to save a position in the
 * stream.  A state of four zero words is unseeded: every call taking a
 * generator returns SKY_EINVAL for it (xoshiro would only ever yield 0).
 */
typedef struct sky_rng {
    uint64_t s[4];
} sky_rng;

SKY_API int sky_rng_seed(sky_rng *rng, uint64_t seed);
/* The next 64 random bits. */
SKY_API int sky_rng_next(sky_rng *rng, uint64_t *out);
/* A uniform integer in [0, bound), without modulo bias; bound >= 1. */
SKY_API int sky_rng_below(sky_rng *rng, uint32_t bound, uint32_t *out);

/*
 * Built-in players, for every game's sky_<game>_bot_move() and for
 * sky_game_bot_action().  Only ever appended.
 */
enum sky_bot {
    SKY_BOT_RANDOM = 0,   /* a uniformly random legal move */
    SKY_BOT_GREEDY = 1,   /* the game's one-step heuristic player */
    SKY_BOT_SEARCH = 2    /* since 1.2: Monte-Carlo tree search with the
                             default options (sky_search(3)) */
};

/* A viewer that sees everything (the referee), for view and text calls. */
#define SKY_VIEW_ALL (-1)

/*
 * Chance, the same in every game (sky_common(3), CHANCE).  A chance event
 * (a die roll, a card off the deck, the pyramids grabbed) is a point where
 * nobody decides: there sky_<game>_to_move() returns SKY_ECHANCE, the
 * game's legal moves are the possible outcomes, and the outcome is played
 * like a move by the "chance player" SKY_ECHANCE: supplied by the caller
 * (real dice, a real deck) with sky_<game>_play(game, SKY_ECHANCE, move),
 * or drawn by the game from its own generator with sky_<game>_draw().
 * sky_<game>_bot_move() there samples an outcome with the true
 * probabilities from the caller's generator.  Games without chance never
 * return SKY_ECHANCE from to_move().
 */
enum sky_chance {
    SKY_CHANCE_NONE = 0,      /* no chance events */
    SKY_CHANCE_EXPLICIT = 1   /* chance events as above, with probabilities */
};

/* How scores decide the game (sky_game_info(), sky_common(3), SCORES). */
enum sky_score_order {
    SKY_SCORE_HIGH = 0,   /* the highest score wins (or the game's own
                             winning conditions, as its rules say) */
    SKY_SCORE_LOW = 1,    /* the lowest score wins (Cathedral: squares left) */
    SKY_SCORE_TARGET = 2  /* cooperative: every player holds the team score,
                             and all win iff it reaches the game's target */
};

/*
 * Options structs (sky_<game>_options) grow by size: their first field is
 * `size_t size`, the sizeof of the struct the caller was compiled with.
 * sky_<game>_options_init(options, sizeof *options) fills that many bytes
 * (defaults, zero beyond what the library knows); sky_<game>_new() reads
 * only the fields both sides know, uses defaults for fields an older
 * caller lacks, and returns SKY_EOPTION when a newer caller set a field
 * this library does not know (non-zero bytes past its own struct).  A
 * size below sizeof(size_t) or above SKY_OPTIONS_MAX_SIZE is SKY_EINVAL.
 */
#define SKY_OPTIONS_MAX_SIZE 4096

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_COMMON_H */
