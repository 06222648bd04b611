/*
 * Skyline (highrise): one numbering of every step, the generic layer's
 * actions (game_highrise.c), and each number's step written out, so that
 * a step is made by copying it rather than field by field:
 *
 *     0 ..  19  TAKE: (G, U, P) counts with G + U + P <= 3, in the
 *               order (0,0,0) (0,0,1) .. (0,0,3) (0,1,0) .. (3,0,0)
 *    20         TAKE_DISTRICT
 *    21 ..  24  ROLL: the next die shows face 0..3 (L, M, H, blank)
 *    25 ..  96  BUILD: 25 + die * 6 + height (0..5)
 *    97 .. 108  ABANDON: 97 + die
 *   109 .. 516  DEMOLISH: 109 + die * 34 + building, where building 0 is
 *               none, 1 + type * 5 + height - 1 a column (height 1..5),
 *               16 + type * 6 + height - 1 a tile (height 1..6)
 *   517 .. 528  REROLL: 517 + die
 *   529         THROW
 *   530         RESIGN
 *
 * where die = kind * 4 + face.  The order is that of
 * sky_highrise_legal_moves().
 */
#include "highrise_internal.h"

/* Each step's first number, and its numbers per die (0: the step has no die). */
#define N_FIRST(s) ((s) == SKY_HIGHRISE_TAKE ? HR_N_TAKE \
    : (s) == SKY_HIGHRISE_TAKE_DISTRICT ? HR_N_DISTRICT : (s) == SKY_HIGHRISE_ROLL ? HR_N_ROLL \
    : (s) == SKY_HIGHRISE_BUILD ? HR_N_BUILD : (s) == SKY_HIGHRISE_ABANDON ? HR_N_ABANDON \
    : (s) == SKY_HIGHRISE_DEMOLISH ? HR_N_DEMOLISH : (s) == SKY_HIGHRISE_REROLL ? HR_N_REROLL \
    : (s) == SKY_HIGHRISE_THROW ? HR_N_THROW : HR_N_RESIGN)
#define N_PER_DIE(s) ((s) == SKY_HIGHRISE_BUILD ? HR_TOP : (s) == SKY_HIGHRISE_DEMOLISH \
    ? HR_N_BUILDINGS : (s) == SKY_HIGHRISE_ABANDON || (s) == SKY_HIGHRISE_REROLL)
#define BY_STEP(f) { f(0), f(1), f(2), f(3), f(4), f(5), f(6), f(7), f(8) }

const int16_t hr_first_number[SKY_HIGHRISE_RESIGN + 1] = BY_STEP(N_FIRST);
const uint8_t hr_numbers_per_die[SKY_HIGHRISE_RESIGN + 1] = BY_STEP(N_PER_DIE);

/*
 * hr_pick_number() of HR_PICK(step, die, 0) by that pick (its low byte):
 * the first number of the step plus the die's numbers before it; 0 past
 * the steps and dice.
 */
#define PICK_FIRST(b) ((b) % 16 > SKY_HIGHRISE_RESIGN || (b) / 16 >= HR_KINDS * HR_FACES ? 0 \
    : N_FIRST((b) % 16) + (b) / 16 * N_PER_DIE((b) % 16))
#define PICK_FIRST4(b) PICK_FIRST(b), PICK_FIRST(b + 1), PICK_FIRST(b + 2), PICK_FIRST(b + 3)
#define PICK_FIRST16(b) PICK_FIRST4(b), PICK_FIRST4(b + 4), PICK_FIRST4(b + 8), PICK_FIRST4(b + 12)
#define PICK_FIRST64(b) PICK_FIRST16(b), PICK_FIRST16(b + 16), PICK_FIRST16(b + 32), \
    PICK_FIRST16(b + 48)

const int16_t hr_pick_first[256] = {
    PICK_FIRST64(0), PICK_FIRST64(64), PICK_FIRST64(128), PICK_FIRST64(192)
};

#define STEP(step, kind, face, height, type, tile, g, u, p) \
    { step, kind, face, height, type, tile, { g, u, p } }
#define TAKE(g, u, p) STEP(SKY_HIGHRISE_TAKE, 0, 0, 0, 0, 0, g, u, p)
#define BARE(step) STEP(step, 0, 0, 0, 0, 0, 0, 0, 0)
/* A roll's kind is the die rolled next, set where the step is made. */
#define ROLL(f) STEP(SKY_HIGHRISE_ROLL, 0, f, 0, 0, 0, 0, 0, 0)
#define WITH_DIE(step, d) STEP(step, (d) / HR_FACES, (d) % HR_FACES, 0, 0, 0, 0, 0, 0)
#define ABANDON(d) WITH_DIE(SKY_HIGHRISE_ABANDON, d)
#define REROLL(d) WITH_DIE(SKY_HIGHRISE_REROLL, d)
#define BUILD(d, h) STEP(SKY_HIGHRISE_BUILD, (d) / HR_FACES, (d) % HR_FACES, h, 0, 0, 0, 0, 0)
#define BUILDS(d) BUILD(d, 0), BUILD(d, 1), BUILD(d, 2), BUILD(d, 3), BUILD(d, 4), BUILD(d, 5)
/* hr_building_index() b as its tile, type and height: none, a column, a tile. */
#define B_TILE(b) ((b) >= 16)
#define B_TYPE(b) ((b) == 0 ? 0 : (b) < 16 ? ((b) - 1) / (HR_TOP - 1) : ((b) - 16) / HR_TOP)
#define B_HEIGHT(b) ((b) == 0 ? 0 : (b) < 16 ? ((b) - 1) % (HR_TOP - 1) + 1 : ((b) - 16) % HR_TOP + 1)
#define DEMOLISH(d, b) STEP(SKY_HIGHRISE_DEMOLISH, (d) / HR_FACES, (d) % HR_FACES, \
                            B_HEIGHT(b), B_TYPE(b), B_TILE(b), 0, 0, 0)
#define DEMOLISH8(d, b) DEMOLISH(d, b), DEMOLISH(d, b + 1), DEMOLISH(d, b + 2), \
    DEMOLISH(d, b + 3), DEMOLISH(d, b + 4), DEMOLISH(d, b + 5), DEMOLISH(d, b + 6), \
    DEMOLISH(d, b + 7)
#define DEMOLISHES(d) DEMOLISH8(d, 0), DEMOLISH8(d, 8), DEMOLISH8(d, 16), DEMOLISH8(d, 24), \
    DEMOLISH(d, 32), DEMOLISH(d, 33)
#define EVERY_DIE(M) M(0), M(1), M(2), M(3), M(4), M(5), M(6), M(7), M(8), M(9), M(10), M(11)

const sky_highrise_move hr_numbered_steps[HR_NUMBERS] = {
    TAKE(0, 0, 0), TAKE(0, 0, 1), TAKE(0, 0, 2), TAKE(0, 0, 3), TAKE(0, 1, 0),
    TAKE(0, 1, 1), TAKE(0, 1, 2), TAKE(0, 2, 0), TAKE(0, 2, 1), TAKE(0, 3, 0),
    TAKE(1, 0, 0), TAKE(1, 0, 1), TAKE(1, 0, 2), TAKE(1, 1, 0), TAKE(1, 1, 1),
    TAKE(1, 2, 0), TAKE(2, 0, 0), TAKE(2, 0, 1), TAKE(2, 1, 0), TAKE(3, 0, 0),
    BARE(SKY_HIGHRISE_TAKE_DISTRICT),
    ROLL(0), ROLL(1), ROLL(2), ROLL(3),
    EVERY_DIE(BUILDS),
    EVERY_DIE(ABANDON),
    EVERY_DIE(DEMOLISHES),
    EVERY_DIE(REROLL),
    BARE(SKY_HIGHRISE_THROW),
    BARE(SKY_HIGHRISE_RESIGN)
};
