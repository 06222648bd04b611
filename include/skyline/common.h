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
#define SKY_VERSION_MAJOR 0
#define SKY_VERSION_MINOR 1
#define SKY_VERSION_PATCH 0
#define SKY_VERSION_STRING "0.1.0"
/* 0xMMmmpp: compare with >= to require a version at compile time. */
#define SKY_VERSION_HEX \
    ((SKY_VERSION_MAJOR << 16) | (SKY_VERSION_MINOR << 8) | SKY_VERSION_PATCH)

/* The version of the library actually loaded, as "MAJOR.MINOR.PATCH". */
SKY_API const char *sky_version(void);
/* The same as SKY_VERSION_HEX of the library actually loaded. */
SKY_API unsigned sky_version_hex(void);

/*
 * Status codes.  SKY_OK is success; every error is negative.  Codes are
 * only ever appended: a released value never changes meaning.  Functions
 * that return a count return it as a non-negative int instead of SKY_OK.
 */
enum sky_status {
    SKY_OK = 0,
    SKY_EINVAL = -1,      /* a NULL pointer or an invalid argument */
    SKY_ENOMEM = -2,      /* out of memory */
    SKY_ERANGE = -3,      /* a number (player, side, round, ...) is out of range */
    SKY_EOPTION = -4,     /* an unknown or malformed option */
    SKY_EUNKNOWN = -5,    /* no game of that name */
    SKY_EPARSE = -6,      /* malformed text (record, notation) */
    SKY_EVERSION = -7,    /* a record of an unsupported format version */
    SKY_EOVER = -8,       /* the game is over */
    SKY_ETURN = -9,       /* not this player's turn */
    SKY_EPHASE = -10,     /* not possible at this point of the game */
    SKY_ENOUNDO = -11,    /* nothing to undo */
    SKY_EHIDDEN = -12,    /* hidden from this player */
    SKY_EILLEGAL = -13,   /* not a legal action in this state */
    SKY_ECHANCE = -14,    /* a chance event is due (or none is) */
    SKY_EOFFBOARD = -15,  /* a position off the board */
    SKY_EHEIGHT = -16,    /* a height out of range */
    SKY_ECODE = -17,      /* a Cityscape goal code outside 1..6 */
    SKY_ENOGOALS = -18,   /* goals are not all set yet */
    SKY_EGOALSSET = -19,  /* goals already set for that side */
    SKY_ENOBLOCK = -20,   /* no block of that height is left */
    SKY_EROTATION = -21,  /* a rotation out of range for that game */
    SKY_ENOPIECE = -22,   /* the player does not hold that piece */
    SKY_EOCCUPIED = -23,  /* a square is already built on */
    SKY_ETERRITORY = -24, /* a square is in the opponent's territory */
    SKY_ENOCARD = -25,    /* that card is not in the player's hand */
    SKY_ECORNER = -26,    /* the card touches the city only at a corner */
    SKY_EDETACHED = -27,  /* the card does not touch the city */
    SKY_ENODIE = -28,     /* no such die where it was asked for */
    SKY_ENOCOLUMN = -29,  /* no building of that type to build on */
    SKY_ENOROOM = -30,    /* the building has no room for that die */
    SKY_EBLANK = -31,     /* a blank face cannot be built */
    SKY_ESOLO = -32,      /* not part of the solo game */
    SKY_ECOLOR = -33,     /* an unknown pyramid colour */
    SKY_ESIZE = -34,      /* a pyramid size outside 1..3 */
    SKY_ENOPYRAMID = -35, /* the pile holds no such pyramid (or it is used) */
    SKY_ESUPPLY = -36     /* more pyramids than the supply holds */
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
 * sequence on every platform.  The layout is frozen; callers may keep
 * the struct on the stack and copy it to save a position in the stream.
 */
typedef struct sky_rng {
    uint64_t s[4];
} sky_rng;

SKY_API int sky_rng_seed(sky_rng *rng, uint64_t seed);
/* The next 64 random bits. */
SKY_API int sky_rng_next(sky_rng *rng, uint64_t *out);
/* A uniform integer in [0, bound), without modulo bias; bound >= 1. */
SKY_API int sky_rng_below(sky_rng *rng, uint32_t bound, uint32_t *out);

/* Built-in players, for sky_game_bot_action() and the per-game bot calls. */
enum sky_bot {
    SKY_BOT_RANDOM = 0,   /* a uniformly random legal choice */
    SKY_BOT_GREEDY = 1    /* the game's one-step heuristic player */
};

/* A viewer that sees everything (the referee), for view and text calls. */
#define SKY_VIEW_ALL (-1)

#ifdef __cplusplus
}
#endif

#endif /* SKYLINE_COMMON_H */
