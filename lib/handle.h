/*
 * What every handle of the library shares: a tag word that says which
 * kind of handle it is, the options contract of common.h, and the check
 * that a caller's generator is seeded.
 */
#ifndef SKYLINE_HANDLE_H
#define SKYLINE_HANDLE_H

#include <stddef.h>
#include <stdint.h>

#include <skyline/common.h>
#include <skyline/game.h>

/*
 * The first member of every handle struct.  A handle of one game passed
 * where another's is expected (or a freed one, while its memory is not
 * reused) fails the check with SKY_EINVAL instead of being misread.
 * TAG_<module> comes from the one list of games: "SKY" and a number.
 */
enum handle_tag {
    TAG_FREED = 0,
    TAG_GAME = 0x534b5900,
#define TAG_ENTRY(module) TAG_##module,
    SKY_GAME_MAP(TAG_ENTRY)
#undef TAG_ENTRY
    TAG_END
};

/* 1 if `handle` (may be NULL) is a live handle of that kind. */
static inline int handle_is(const void *handle, uint32_t tag)
{
    return handle && *(const uint32_t *)handle == tag;
}

/*
 * sky_<game>_options_init(): fill the caller's `size` bytes with the
 * library's `known`-byte defaults (zero past them) and set `size`.
 */
int options_init(void *options, size_t size, const void *defaults,
                 size_t known);
/*
 * sky_<game>_new(): `out` (`known` bytes) gets the defaults overlaid with
 * the fields the caller's struct holds; NULL options mean the defaults.
 * SKY_EINVAL for a nonsense size, SKY_EOPTION for a field set past what
 * this library knows.
 */
int options_read(const void *options, void *out, const void *defaults,
                 size_t known);

/* 1 if the generator was seeded: xoshiro's all-zero state never is. */
static inline int rng_is_seeded(const sky_rng *rng)
{
    return rng && (rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) != 0;
}

/* 1 if `bot` is a built-in player of enum sky_bot. */
static inline int bot_is_known(int bot)
{
    return bot == SKY_BOT_RANDOM || bot == SKY_BOT_GREEDY
        || bot == SKY_BOT_SEARCH;
}

#endif /* SKYLINE_HANDLE_H */
