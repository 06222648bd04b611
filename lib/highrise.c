/*
 * Skyline (highrise): the game state, its turn as a state machine of
 * steps (HR-11..HR-17, HR-20, HR-23), legal steps and undo.  Pure rules
 * live in highrise_rules.c, text in highrise_text.c, players in
 * highrise_bot.c and highrise_advisor.c.
 */
#ifdef HAVE_CONFIG_H
#include <config.h>
#endif
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "highrise_internal.h"
#include "rng_internal.h"

#if HAVE_X86_BIT_INSTRUCTIONS
#include <immintrin.h>
#endif

/* HR-1: the dice in the box (hr_box_dice, highrise_internal.h). */
const int hr_box_dice[HR_KINDS] = { 25, 28, 7 };

/*
 * The history: a stack of bytes in the handle's own room, moved to a
 * heap block when a game outgrows it.  The rules bound a game: a turn
 * that takes A dice has at most (A + 1)^2 steps (the take, A rolls,
 * then resolves and Continues where every Continue follows a resolve,
 * HR-14, HR-15, every resolved die leaves the active dice for good, and
 * a Continue re-rolls at most the dice left; see skyline-highrise(7)),
 * and a turn takes at most 3 dice solo, at most the game's 60
 * otherwise: 133,956 steps for four players.  Games actually played
 * stay far below the room (highrise_internal.h), so the heap is for
 * constructed games; it grows geometrically, and a game whose
 * allocation fails refuses the step.
 */
static int grow_stack(uint8_t **at, uint32_t *cap, uint32_t used, uint32_t need,
                      uint8_t *room)
{
    uint32_t more = *cap;
    uint8_t *block;

    while (more < need)
        more *= 2;
    if (more == *cap)
        return SKY_OK;
    block = *at == room ? malloc(more) : realloc(*at, more);
    if (!block)
        return SKY_ENOMEM;
    if (*at == room)
        memcpy(block, room, used);
    *at = block;
    *cap = more;
    return SKY_OK;
}

int hr_reserve(struct sky_highrise *g, uint32_t steps, uint32_t demolitions)
{
    int rc = grow_stack(&g->hist, &g->hist_cap, g->nhist, g->nhist + steps, g->hist_room);

    if (rc == SKY_OK)
        rc = grow_stack(&g->demolished, &g->demolish_cap, g->ndemolish,
                        g->ndemolish + demolitions, g->demolished_room);
    return rc;
}

/* A copy of a stack's `used` bytes: in the copy's room if they fit, else on the heap. */
static int copy_stack(uint8_t **to, uint32_t *cap, uint8_t *room, uint32_t room_size,
                      const uint8_t *from, uint32_t used)
{
    *to = room;
    *cap = room_size;
    if (used > room_size) {
        if (!(*to = malloc(used)))
            return SKY_ENOMEM;
        *cap = used;
    }
    memcpy(*to, from, used);
    return SKY_OK;
}

static void free_stacks(struct sky_highrise *g)
{
    if (g->hist != g->hist_room)
        free(g->hist);
    if (g->demolished != g->demolished_room)
        free(g->demolished);
}

/* The handle, with the allocator's 8-byte header, in one 4 KB block. */
typedef char handle_fits_4k[sizeof(struct sky_highrise) + 8 <= 4096 ? 1 : -1];

/*
 * Inlined into each caller (list_legal(): so that its writer is too);
 * or kept out of its caller, whose other paths then need no stack frame
 * (hr_play_number()).
 */
#if defined(__GNUC__)
#define INLINED static inline __attribute__((always_inline))
#define NOT_INLINED __attribute__((noinline))
#else
#define INLINED static inline
#define NOT_INLINED
#endif

/* ---- bit masks ----------------------------------------------------------- */

/* The 6-bit field of a (kind, type) in build_fields and count_builds()'s masks. */
#define BUILD_FIELD(kind, type) (6 * (HR_TYPES * (kind) + (type)))

/* Set bits of each 6-bit number. */
#define BITS2(n) n, n + 1, n + 1, n + 2
#define BITS4(n) BITS2(n), BITS2(n + 1), BITS2(n + 1), BITS2(n + 2)
static const uint8_t bits6[64] = { BITS4(0), BITS4(1), BITS4(1), BITS4(2) };

/*
 * The population count: bits summed in pairs, nibbles, bytes.  By
 * count_bits(), dice, heights and faces, which fit in 12 bits, by two
 * table lookups instead.
 */
static inline int count_bits64(uint64_t x)
{
    x -= (x >> 1) & UINT64_C(0x5555555555555555);
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

static inline int count_bits(uint64_t x)
{
    if (x < 4096)
        return bits6[x & 63] + bits6[x >> 6];
    return count_bits64(x);
}

/* The (kind, face) classes of the active dice: 12 bits, two lookups. */
static inline int count_dice(uint32_t dice)
{
    return bits6[dice & 63] + bits6[dice >> 6 & 63];
}

/*
 * By 6-bit number x and n below its count of set bits: the bit of its
 * set bits numbered n, made by the preprocessor (bit i is it when set
 * with n set bits below it).
 */
#define BIT_(x, i) ((x) >> (i) & 1)
#define NTH_(x, n, i, below) ((i) * (BIT_(x, i) && (below) == (n)))
#define NTH(x, n) (NTH_(x, n, 1, BIT_(x, 0)) + NTH_(x, n, 2, BIT_(x, 0) + BIT_(x, 1)) \
    + NTH_(x, n, 3, BIT_(x, 0) + BIT_(x, 1) + BIT_(x, 2)) \
    + NTH_(x, n, 4, BIT_(x, 0) + BIT_(x, 1) + BIT_(x, 2) + BIT_(x, 3)) \
    + NTH_(x, n, 5, BIT_(x, 0) + BIT_(x, 1) + BIT_(x, 2) + BIT_(x, 3) + BIT_(x, 4)))
#define NTH_ROW(x) { NTH(x, 0), NTH(x, 1), NTH(x, 2), NTH(x, 3), NTH(x, 4), NTH(x, 5) }
#define NTH_ROW4(x) NTH_ROW(x), NTH_ROW(x + 1), NTH_ROW(x + 2), NTH_ROW(x + 3)
#define NTH_ROW16(x) NTH_ROW4(x), NTH_ROW4(x + 4), NTH_ROW4(x + 8), NTH_ROW4(x + 12)
static const uint8_t nth6[64][6] = {
    NTH_ROW16(0), NTH_ROW16(16), NTH_ROW16(32), NTH_ROW16(48)
};

/*
 * nth_bit() of a 12-bit mask (dice, heights) by two lookups, without a
 * branch: the random player's index is random, so a loop over it
 * would mispredict its exit.
 */
static inline int nth_bit12(unsigned x, int n)
{
    int low = bits6[x & 63], high = n >= low;

    return nth6[x >> (6 * high) & 63][n - (low & -high)] + 6 * high;
}

/* The same of x below 2^24 (takes): of its low or its high 12 bits. */
static inline int nth_bit24(unsigned x, int n)
{
    int in_low = count_dice(x & 0xfffu), high = n >= in_low;

    return nth_bit12(x >> (12 * high) & 0xfffu, n - (in_low & -high)) + 12 * high;
}

/*
 * The bit of x's set bits numbered n (from 0, lowest first), x below
 * 2^36 (takes, buildings): nth_bit12() of the 12-bit part it falls in,
 * chosen without a branch, as n is the random player's.
 */
static inline int nth_bit36(uint64_t x, int n)
{
    unsigned a = (unsigned)x & 0xfffu, b = (unsigned)(x >> 12) & 0xfffu;
    unsigned c = (unsigned)(x >> 24) & 0xfffu;
    int in_a = count_dice(a), in_ab = in_a + count_dice(b);
    int past_a = n >= in_a, past_b = n >= in_ab;
    unsigned part = past_b ? c : past_a ? b : a;
    int below = past_b ? in_ab : past_a ? in_a : 0;

    return nth_bit12(part, n - below) + 12 * (past_a + past_b);
}

/*
 * The phase, and with it who plays (hr_to_move()), kept in the handle:
 * every step of a loop asks, some twice.  The player is set first.
 */
static inline void set_phase(struct sky_highrise *g, int phase)
{
    int nobody = hr_nobody_in_phase[phase];

    g->phase = phase;
    g->to_move = nobody ? nobody : g->player;
}

/* ---- a skyline's counts ---------------------------------------------------- */

/* Keeps `built` (bit b: building index b is there) in step with the counts. */
static void mark(struct hr_player *pl, int b, int present)
{
    if (present)
        pl->built |= UINT64_C(1) << b;
    else
        pl->built &= ~(UINT64_C(1) << b);
}

static void add_column(struct hr_player *pl, int type, int height, int delta)
{
    pl->cols[type][height] = (uint8_t)(pl->cols[type][height] + delta);
    mark(pl, hr_building_index(0, type, height), pl->cols[type][height] > 0);
}

static void add_tile(struct hr_player *pl, int type, int height, int delta)
{
    pl->tiles[type][height] = (uint16_t)(pl->tiles[type][height] + delta);
    pl->tile_count = (uint16_t)(pl->tile_count + delta);
    pl->tile_points = (uint16_t)(pl->tile_points + delta * hr_tile_points(height));
    mark(pl, hr_building_index(1, type, height), pl->tiles[type][height] > 0);
}

/* Active dice, with `dice` (bit kind * 4 + face: some die shows it) kept in step. */
static void add_die(struct sky_highrise *g, int kind, int face, int delta)
{
    int bit = kind * HR_FACES + face;

    g->active[kind][face] = (uint8_t)(g->active[kind][face] + delta);
    if (g->active[kind][face])
        g->dice |= 1u << bit;
    else
        g->dice &= ~(1u << bit);
}

/* ---- setup (HR-11) --------------------------------------------------------- */

/* The defaults of sky_highrise_options_init(): two players, HR-3's faces. */
static const sky_highrise_options default_options = {
    sizeof(sky_highrise_options), 2, 0, 0,
    {
        { HR_L, HR_L, HR_L, HR_M, HR_M, HR_H },
        { HR_L, HR_L, HR_L, HR_M, HR_M, HR_H },
        { HR_M, HR_M, HR_H, HR_BLANK, HR_BLANK, HR_BLANK },
    },
};

int sky_highrise_options_init(sky_highrise_options *options, size_t size)
{
    return options_init(options, size, &default_options, sizeof default_options);
}

static int check_options(const sky_highrise_options *o)
{
    int k, s;

    if (o->players < 1 || o->players > SKY_HIGHRISE_MAX_PLAYERS)
        return SKY_ERANGE;
    if (o->rounds < 0 || o->rounds > SKY_HIGHRISE_ROUNDS)
        return SKY_ERANGE;
    for (k = 0; k < HR_KINDS; k++)
        for (s = 0; s < HR_SIDES; s++)
            if (o->faces[k][s] < 0 || o->faces[k][s] >= HR_FACES)
                return SKY_ERANGE;
    return SKY_OK;
}

/*
 * HR-11: one die of each kind in the District (not solo, HR-19); the
 * first three players start with a High-, Mid- and Low-Rise ground floor.
 */
static void set_up(struct sky_highrise *g)
{
    static const int start_types[3] = { HR_H, HR_M, HR_L };
    int k, p;

    for (k = 0; k < HR_KINDS; k++) {
        g->yard[k] = (uint8_t)hr_box_dice[k];
        if (g->players > 1) {
            g->yard[k]--;
            g->district[k] = 1;
        }
    }
    for (p = 0; p < g->players && p < 3; p++) {
        add_column(&g->p[p], start_types[p], 1, 1);
        g->yard[HR_G]--;
    }
    set_phase(g, SKY_HIGHRISE_PHASE_TAKE);
}

const double hr_side_share[HR_SIDES + 1] = {
    0.0 / HR_SIDES, 1.0 / HR_SIDES, 2.0 / HR_SIDES, 3.0 / HR_SIDES,
    4.0 / HR_SIDES, 5.0 / HR_SIDES, 6.0 / HR_SIDES
};

/*
 * hr_roll_face()'s cuts: u = k / 2^53 passes the running sum s exactly
 * when k >= s * 2^53 (a product without rounding), that is when k is
 * at least its ceiling.  From the last face with a side on, no draw
 * passes: where rounding leaves every sum below u, that face it is.
 */
static void set_roll_cuts(struct sky_highrise *g)
{
    int k, f, last;

    for (k = 0; k < HR_KINDS; k++) {
        double sum = 0.0;

        for (f = 0; f < HR_FACES; f++) {
            double scaled;

            sum += hr_side_share[g->sides[k][f]];
            scaled = sum * 9007199254740992.0;
            g->roll_cut[k][f] = (uint64_t)scaled;
            if ((double)g->roll_cut[k][f] < scaled)
                g->roll_cut[k][f]++;
        }
        for (last = HR_FACES - 1; g->sides[k][last] == 0; last--)
            ;                                   /* six sides: some face has one */
        for (f = last; f < HR_FACES; f++)
            g->roll_cut[k][f] = UINT64_MAX;
    }
}

/* Bit h: a die of (kind, face) may go on a column of h dice, by the rules alone. */
static uint8_t buildable_heights(int kind, int face)
{
    unsigned mask = 0;
    int h;

    for (h = 0; h < HR_TOP; h++)
        if (hr_can_build(kind, face, face, h) == SKY_OK)
            mask |= 1u << h;
    return (uint8_t)mask;
}

int sky_highrise_new(const sky_highrise_options *caller, sky_highrise **out)
{
    sky_highrise_options known;           /* the caller's fields over the defaults */
    const sky_highrise_options *options = &known;
    struct sky_highrise *g;
    int k, s, rc, rounds;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    rc = options_read(caller, &known, &default_options, sizeof default_options);
    if (rc == SKY_OK)
        rc = check_options(options);
    if (rc < 0)
        return rc;
    rounds = options->rounds ? options->rounds : SKY_HIGHRISE_ROUNDS;
    /* Only the state is cleared: the history is written before it is read. */
    g = malloc(sizeof *g);
    if (!g)
        return SKY_ENOMEM;
    memset(g, 0, offsetof(struct sky_highrise, demolished_room));
    g->tag = TAG_highrise;
    g->hist = g->hist_room;
    g->hist_cap = HR_ROOM_STEPS;
    g->demolished = g->demolished_room;
    g->demolish_cap = HR_ROOM_DEMOLITIONS;
    g->players = options->players;
    g->rounds = rounds;
    g->seed = options->seed;
    sky_rng_seed(&g->rng, g->seed);
    for (k = 0; k < HR_KINDS; k++)
        for (s = 0; s < HR_SIDES; s++) {
            g->faces[k][s] = (uint8_t)options->faces[k][s];
            g->sides[k][options->faces[k][s]]++;
        }
    set_roll_cuts(g);
    g->build_fields = 0;
    for (k = 0; k < HR_KINDS; k++)
        for (s = 0; s < HR_TYPES; s++) {
            g->buildable[k][s] = buildable_heights(k, s);
            g->build_fields |= (uint64_t)g->buildable[k][s] << BUILD_FIELD(k, s);
        }
    set_up(g);
    *out = g;
    return SKY_OK;
}

void sky_highrise_free(sky_highrise *game)
{
    if (!HR_IS(game))
        return;
    game->tag = TAG_FREED;
    free_stacks(game);
    free(game);
}

int sky_highrise_clone(const sky_highrise *game, sky_highrise **out)
{
    struct sky_highrise *copy;
    int rc;

    if (!HR_IS(game) || !out)
        return SKY_EINVAL;
    *out = NULL;
    copy = malloc(sizeof *copy);
    if (!copy)
        return SKY_ENOMEM;
    /* The state; the stacks' bytes in use (hist_room's at most) come next. */
    memcpy(copy, game, offsetof(struct sky_highrise, demolished_room));
    memcpy(copy->roll_cut, game->roll_cut,
           sizeof *copy - offsetof(struct sky_highrise, roll_cut));
    copy->demolished = NULL;
    rc = copy_stack(&copy->hist, &copy->hist_cap, copy->hist_room, HR_ROOM_STEPS,
                    game->hist, game->nhist);
    if (rc == SKY_OK)
        rc = copy_stack(&copy->demolished, &copy->demolish_cap, copy->demolished_room,
                        HR_ROOM_DEMOLITIONS, game->demolished, game->ndemolish);
    if (rc < 0) {
        if (copy->hist != copy->hist_room)
            free(copy->hist);
        free(copy);
        return rc;
    }
    *out = copy;
    return SKY_OK;
}

/* ---- queries ------------------------------------------------------------------ */

/* The round under way, or the last one played once the game is over. */
int hr_round(const struct sky_highrise *g)
{
    int round = g->turn / g->players;
    return g->phase == SKY_HIGHRISE_PHASE_OVER ? round - 1 : round;
}


/*
 * Rolls drawn with sky_highrise_draw() come from the game's own
 * generator, seeded with the options' seed: each takes the next
 * sky_rng_below(6) as the side the die shows.  Undoing one steps the
 * generator back over that draw, or seeds it again before the first.
 */
static void undraw(struct sky_highrise *g)
{
    if (--g->draws == 0)
        sky_rng_seed(&g->rng, g->seed);
    else
        rng_below_back(&g->rng, HR_SIDES);
}

static void get_skyline(const struct sky_highrise *g, int player,
                        sky_highrise_skyline *s)
{
    const struct hr_player *pl = &g->p[player];
    int t, h;

    for (t = 0; t < HR_TYPES; t++)
        for (h = 0; h <= HR_TOP; h++) {
            s->columns[t][h] = pl->cols[t][h];
            s->tiles[t][h] = pl->tiles[t][h];
        }
}

int sky_highrise_players(const sky_highrise *game)
{
    return HR_IS(game) ? game->players : SKY_EINVAL;
}

int sky_highrise_rounds(const sky_highrise *game)
{
    return HR_IS(game) ? game->rounds : SKY_EINVAL;
}

int sky_highrise_round(const sky_highrise *game)
{
    return HR_IS(game) ? hr_round(game) : SKY_EINVAL;
}

int sky_highrise_phase(const sky_highrise *game)
{
    return HR_IS(game) ? game->phase : SKY_EINVAL;
}

/*
 * Chance (sky_common(3), CHANCE): the rolls of phase ROLL are nobody's
 * decision.  See hr_to_move().
 */
const int8_t hr_nobody_in_phase[SKY_HIGHRISE_PHASE_OVER + 1] = {
    0, SKY_ECHANCE, 0, 0, 0, SKY_EOVER
};

int sky_highrise_to_move(const sky_highrise *game)
{
    return HR_IS(game) ? hr_to_move(game) : SKY_EINVAL;
}

int sky_highrise_is_over(const sky_highrise *game)
{
    return HR_IS(game) ? game->phase == SKY_HIGHRISE_PHASE_OVER : SKY_EINVAL;
}

int sky_highrise_active_player(const sky_highrise *game)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    return game->phase == SKY_HIGHRISE_PHASE_OVER ? SKY_EOVER : hr_player(game);
}

int sky_highrise_face(const sky_highrise *game, int kind, int side)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (kind < 0 || kind >= HR_KINDS || side < 0 || side >= HR_SIDES)
        return SKY_ERANGE;
    return game->faces[kind][side];
}

int sky_highrise_yard(const sky_highrise *game, int kind)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    return kind < 0 || kind >= HR_KINDS ? SKY_ERANGE : game->yard[kind];
}

int sky_highrise_district(const sky_highrise *game, int kind)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    return kind < 0 || kind >= HR_KINDS ? SKY_ERANGE : game->district[kind];
}

int sky_highrise_active(const sky_highrise *game, int kind, int face)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (kind < 0 || kind >= HR_KINDS || face < 0 || face > SKY_HIGHRISE_UNROLLED)
        return SKY_ERANGE;
    return face == SKY_HIGHRISE_UNROLLED ? hr_awaiting(game, kind) : game->active[kind][face];
}

int sky_highrise_player_skyline(const sky_highrise *game, int player,
                                sky_highrise_skyline *out)
{
    if (!HR_IS(game) || !out)
        return SKY_EINVAL;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    get_skyline(game, player, out);
    return SKY_OK;
}

/* HR-4: 0 once the box is empty; completions still take (improvised) tiles. */
int sky_highrise_tile_supply(const sky_highrise *game, int height)
{
    int p, t, left;

    if (!HR_IS(game))
        return SKY_EINVAL;
    if (height < 1 || height > HR_TOP)
        return SKY_EHEIGHT;
    left = hr_box_tiles[height];
    for (p = 0; p < game->players; p++)
        for (t = 0; t < HR_TYPES; t++)
            left -= game->p[p].tiles[t][height];
    return left > 0 ? left : 0;
}

int sky_highrise_demolitions(const sky_highrise *game, int player)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    return game->p[player].demolitions;
}

/* ---- checks ---------------------------------------------------------------------- */

static int dice_in(const uint8_t counts[HR_KINDS])
{
    return counts[0] + counts[1] + counts[2];
}

static int active_dice(const struct sky_highrise *g)
{
    int k, f, n = 0;

    for (k = 0; k < HR_KINDS; k++)
        for (f = 0; f < HR_FACES; f++)
            n += g->active[k][f];
    return n;
}

static int check_district(const struct sky_highrise *g)
{
    if (g->players == 1)
        return SKY_ESOLO;                  /* HR-19 */
    return dice_in(g->district) > 0 ? SKY_OK : SKY_ENODIE;
}

/*
 * HR-12: exactly three dice from the Yard, or all that is left; an
 * empty Yard is no take while the District can be taken (nothing, T-,
 * only when neither can).
 */
static int check_take(const struct sky_highrise *g, const sky_highrise_move *m)
{
    int k, n = 0, left = dice_in(g->yard), need = left < 3 ? left : 3;

    for (k = 0; k < HR_KINDS; k++)
        if (m->take[k] < 0 || m->take[k] > 3)
            return SKY_ERANGE;
    for (k = 0; k < HR_KINDS; k++) {
        if (m->take[k] > g->yard[k])
            return SKY_ENODIE;
        n += m->take[k];
    }
    if (n != need)
        return SKY_ERANGE;
    return left == 0 && check_district(g) == SKY_OK ? SKY_EILLEGAL : SKY_OK;
}

/* HR-13: the next awaiting die, showing a face its table has. */
static int check_roll(const struct sky_highrise *g, const sky_highrise_move *m)
{
    if (m->kind < 0 || m->kind >= HR_KINDS || m->face < 0 || m->face >= HR_FACES)
        return SKY_ERANGE;
    if (m->kind != hr_next_roll_kind(g))
        return SKY_ENODIE;
    return hr_side_count(g, m->kind, m->face) > 0 ? SKY_OK : SKY_EILLEGAL;
}

/* An active die that has been rolled. */
static int check_die(const struct sky_highrise *g, const sky_highrise_move *m)
{
    if (m->kind < 0 || m->kind >= HR_KINDS || m->face < 0 || m->face >= HR_FACES)
        return SKY_ERANGE;
    return g->active[m->kind][m->face] > 0 ? SKY_OK : SKY_ENODIE;
}

/* HR-5..HR-9 against the player's columns; HR-20 by placing dice one by one. */
static int check_build(const struct sky_highrise *g, const sky_highrise_move *m)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    int rc = check_die(g, m), height = m->height;

    if (rc < 0)
        return rc;
    if (m->height < 0 || m->height >= HR_TOP)
        return SKY_ERANGE;
    /* The usual case first, from the table: a die the rules allow on a column there. */
    if (m->face != HR_BLANK && (g->buildable[m->kind][m->face] >> height & 1)
        && (height == 0 || pl->cols[m->face][height] > 0))
        return SKY_OK;
    /* An upper floor or penthouse asks for a column that is not there. */
    if (m->kind != HR_G && m->face != HR_BLANK && (height == 0 || pl->cols[m->face][height] == 0))
        height = 0;
    return hr_can_build(m->kind, m->face, m->face, height);
}

static int check_abandon(const struct sky_highrise *g, const sky_highrise_move *m)
{
    if (g->players == 1)
        return SKY_ESOLO;                  /* HR-19 */
    return check_die(g, m);
}

/* HR-14: the first die of a Demolish names one of the player's buildings. */
static int check_demolish(const struct sky_highrise *g, const sky_highrise_move *m)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    int rc = check_die(g, m);

    if (rc < 0)
        return rc;
    if (g->phase == SKY_HIGHRISE_PHASE_ACTION)
        return m->height == 0 ? SKY_OK : SKY_EILLEGAL;
    if (m->height == 0)
        return SKY_EILLEGAL;
    if (m->type < 0 || m->type >= HR_TYPES || m->height < 0 || m->height > HR_TOP
        || m->tile < 0 || m->tile > 1)
        return SKY_ERANGE;
    if (m->tile)
        return pl->tiles[m->type][m->height] > 0 ? SKY_OK : SKY_ENOCOLUMN;
    return m->height < HR_TOP && pl->cols[m->type][m->height] > 0 ? SKY_OK : SKY_ENOCOLUMN;
}

static int can_resolve(const struct sky_highrise *g);

/*
 * The steps each phase takes, as bits of enum sky_highrise_step; phase
 * ACTION also takes its open action's step (check_phase()).
 */
#define STEP_BIT(s) (1u << SKY_HIGHRISE_##s)
static const uint16_t phase_steps[SKY_HIGHRISE_PHASE_OVER + 1] = {
    STEP_BIT(TAKE) | STEP_BIT(TAKE_DISTRICT),                           /* TAKE */
    STEP_BIT(ROLL),                                                     /* ROLL */
    STEP_BIT(BUILD) | STEP_BIT(ABANDON) | STEP_BIT(DEMOLISH) | STEP_BIT(RESIGN),
    STEP_BIT(REROLL) | STEP_BIT(RESIGN),                                /* ACTION */
    STEP_BIT(REROLL) | STEP_BIT(THROW),                                 /* REROLL */
    0                                                                   /* OVER */
};

/* Does the phase take the step?  An open action takes only its own kind. */
static inline int check_phase(const struct sky_highrise *g, int step)
{
    unsigned allowed = phase_steps[g->phase];

    if (g->phase == SKY_HIGHRISE_PHASE_ACTION)
        allowed |= 1u << g->action;
    if (!(allowed >> step & 1))
        return 0;
    if (step == SKY_HIGHRISE_RESIGN && g->phase == SKY_HIGHRISE_PHASE_RESOLVE)
        return !can_resolve(g);            /* HR-23 */
    return 1;
}

static int check_district_step(const struct sky_highrise *g, const sky_highrise_move *m)
{
    (void)m;
    return check_district(g);
}

/* THROW, RESIGN: the phase says it all. */
static int check_nothing(const struct sky_highrise *g, const sky_highrise_move *m)
{
    (void)g;
    (void)m;
    return SKY_OK;
}

typedef int check_fn(const struct sky_highrise *g, const sky_highrise_move *m);

/* By enum sky_highrise_step, once the phase takes the step. */
static check_fn *const check_step[SKY_HIGHRISE_RESIGN + 1] = {
    check_take, check_district_step, check_roll, check_build, check_abandon,
    check_demolish, check_die, check_nothing, check_nothing,
};

/*
 * Who may play: the chance player exactly in phase ROLL (sky_common(3),
 * CHANCE), the active player at every decision.  Called when `player`
 * is not the one who plays now: why not.
 */
static int wrong_player(const struct sky_highrise *g, int player)
{
    if (player == SKY_ECHANCE)
        return SKY_ECHANCE;                /* not at a roll */
    if (player < 0 || player >= g->players)
        return SKY_ERANGE;
    return g->phase == SKY_HIGHRISE_PHASE_ROLL ? SKY_ECHANCE : SKY_ETURN;
}

/* Is it the player's turn, and does the phase take the step? */
static inline int check_turn(const struct sky_highrise *g, int player, int step)
{
    int who = hr_to_move(g);

    if (player != who || who == SKY_EOVER)
        return g->phase == SKY_HIGHRISE_PHASE_OVER ? SKY_EOVER : wrong_player(g, player);
    if ((unsigned)step > SKY_HIGHRISE_RESIGN)
        return SKY_ERANGE;
    return check_phase(g, step) ? SKY_OK : SKY_EPHASE;
}

/* Only the fields the step uses are read, each after its range check. */
static inline int check_move(const struct sky_highrise *g, int player,
                             const sky_highrise_move *m)
{
    int rc = check_turn(g, player, m->step);

    return rc < 0 ? rc : check_step[m->step](g, m);
}

int hr_check(const struct sky_highrise *g, int player, const sky_highrise_move *m)
{
    return check_move(g, player, m);
}

int sky_highrise_check(const sky_highrise *game, int player,
                       sky_highrise_move move)
{
    return HR_IS(game) ? hr_check(game, player, &move) : SKY_EINVAL;
}

/* ---- applying steps ------------------------------------------------------------- */

static void start_rolling(struct sky_highrise *g)
{
    set_phase(g, g->awaiting ? SKY_HIGHRISE_PHASE_ROLL : SKY_HIGHRISE_PHASE_RESOLVE);
}

/* A history byte: an enum hr_code and its low nibble. */
static inline uint8_t entry(int code, int low)
{
    return (uint8_t)(code << 4 | low);
}

/* The die of a step that has one (ROLL .. REROLL), as kind * 4 + face. */
static inline int move_die(const sky_highrise_move *m)
{
    return m->kind * HR_FACES + m->face;
}

/*
 * One function per step, each returning the step's history byte, chosen
 * by table (the random play-out's apply_pick() inlines those it calls).
 */
/* A take of its hr_take_counts() index. */
static inline uint8_t apply_take_index(struct sky_highrise *g, const int take[HR_KINDS],
                                       int index)
{
    /* kind by kind: a loop here stayed a loop */
    g->yard[HR_G] = (uint8_t)(g->yard[HR_G] - take[HR_G]);
    g->yard[HR_U] = (uint8_t)(g->yard[HR_U] - take[HR_U]);
    g->yard[HR_P] = (uint8_t)(g->yard[HR_P] - take[HR_P]);
    g->awaiting = (uint32_t)take[HR_G] * hr_awaiting_one(HR_G)
                  + (uint32_t)take[HR_U] * hr_awaiting_one(HR_U)
                  + (uint32_t)take[HR_P] * hr_awaiting_one(HR_P);
    start_rolling(g);
    return (uint8_t)(entry(HR_C_TAKE, 0) + index);  /* code HR_C_TAKE + index / 16 */
}

static uint8_t apply_take(struct sky_highrise *g, const sky_highrise_move *m)
{
    return apply_take_index(g, m->take, hr_take_index(m->take));
}

INLINED uint8_t apply_district(struct sky_highrise *g, const sky_highrise_move *m)
{
    int k;

    (void)m;
    g->awaiting = 0;
    for (k = 0; k < HR_KINDS; k++)
        g->awaiting += g->district[k] * hr_awaiting_one(k);
    memset(g->district, 0, sizeof g->district);
    start_rolling(g);
    return entry(HR_C_DISTRICT, 0);
}

/*
 * The next awaiting die shows `face`.  A roll is played in phase ROLL,
 * which lasts while a die awaits: only the last one sets a phase.
 */
static inline void roll_die(struct sky_highrise *g, int kind, int face)
{
    g->awaiting -= hr_awaiting_one(kind);
    g->active[kind][face]++;                       /* add_die(g, kind, face, 1) */
    g->dice |= 1u << (kind * HR_FACES + face);
    if (!g->awaiting)
        set_phase(g, SKY_HIGHRISE_PHASE_RESOLVE);
}

static uint8_t apply_roll(struct sky_highrise *g, const sky_highrise_move *m)
{
    roll_die(g, m->kind, m->face);
    return entry(HR_C_ROLL, move_die(m));
}

/* The die of a Build, Abandon or Demolish; the first one opens the action. */
INLINED void resolve_die(struct sky_highrise *g, const sky_highrise_move *m)
{
    add_die(g, m->kind, m->face, -1);
    set_phase(g, SKY_HIGHRISE_PHASE_ACTION);
    g->action = m->step;
}

/* HR-10: a completed column's dice go back to the Yard as a tile comes in. */
static void complete_column(struct sky_highrise *g, struct hr_player *pl,
                            int type, int below, int top_kind, int sign)
{
    add_column(pl, type, below, -sign);
    add_tile(pl, type, below + 1, sign);
    g->yard[HR_G] = (uint8_t)(g->yard[HR_G] + sign);
    g->yard[HR_U] = (uint8_t)(g->yard[HR_U] + sign * (below - 1));
    g->yard[top_kind] = (uint8_t)(g->yard[top_kind] + sign);
    if (below + 1 == HR_TOP)
        g->sixes += sign;                  /* HR-17 */
}

/* Does a Build's die complete its column?  Undo asks the rules again. */
static int build_completes(const sky_highrise_move *m)
{
    return m->height > 0 && hr_complete(m->face, m->height + 1, m->kind);
}

INLINED uint8_t apply_build(struct sky_highrise *g, const sky_highrise_move *m)
{
    struct hr_player *pl = &g->p[hr_player(g)];
    int type = m->face, h = m->height;

    resolve_die(g, m);
    if (build_completes(m)) {
        complete_column(g, pl, type, h, m->kind, 1);
    } else {
        if (h > 0)
            add_column(pl, type, h, -1);
        add_column(pl, type, h + 1, 1);
    }
    return entry(HR_C_BUILD + h, move_die(m));
}

static void unbuild(struct sky_highrise *g, const sky_highrise_move *m)
{
    struct hr_player *pl = &g->p[hr_player(g)];
    int type = m->face, h = m->height;

    add_die(g, m->kind, m->face, 1);
    if (build_completes(m)) {
        complete_column(g, pl, type, h, m->kind, -1);
        return;
    }
    add_column(pl, type, h + 1, -1);
    if (h > 0)
        add_column(pl, type, h, 1);
}

/* A demolished column's dice (a ground floor, upper floors) go to the Yard. */
static void demolish_building(struct sky_highrise *g, const sky_highrise_move *m,
                              int sign)
{
    struct hr_player *pl = &g->p[hr_player(g)];

    if (m->height == 0)
        return;
    pl->demolitions += sign;
    if (m->tile) {
        add_tile(pl, m->type, m->height, -sign);
        return;
    }
    add_column(pl, m->type, m->height, -sign);
    g->yard[HR_G] = (uint8_t)(g->yard[HR_G] + sign);
    g->yard[HR_U] = (uint8_t)(g->yard[HR_U] + sign * (m->height - 1));
}

INLINED uint8_t apply_abandon(struct sky_highrise *g, const sky_highrise_move *m)
{
    resolve_die(g, m);
    g->district[m->kind]++;
    return entry(HR_C_ABANDON, move_die(m));
}

/* The first die names the building: kept on the Demolish stack. */
INLINED uint8_t apply_demolish(struct sky_highrise *g, const sky_highrise_move *m)
{
    if (m->height > 0)
        g->demolished[g->ndemolish++] = (uint8_t)hr_building_index(m->tile, m->type, m->height);
    resolve_die(g, m);
    g->yard[m->kind]++;
    demolish_building(g, m, 1);
    return entry(HR_C_DEMOLISH, move_die(m));
}

INLINED uint8_t apply_reroll(struct sky_highrise *g, const sky_highrise_move *m)
{
    add_die(g, m->kind, m->face, -1);
    g->awaiting += hr_awaiting_one(m->kind);
    set_phase(g, SKY_HIGHRISE_PHASE_REROLL);
    return entry(HR_C_REROLL, move_die(m));
}

/* HR-16: an empty District takes one die of each kind the Yard still has. */
static unsigned restock(struct sky_highrise *g)
{
    unsigned kinds = 0;
    int k;

    if (g->players == 1 || dice_in(g->district) > 0)
        return 0;
    for (k = 0; k < HR_KINDS; k++)
        if (g->yard[k] > 0) {
            g->yard[k]--;
            g->district[k] = 1;
            kinds |= 1u << k;
        }
    return kinds;
}

/* HR-15..HR-17: the remaining dice go to the Yard; the next turn or the end. */
static uint8_t apply_resign(struct sky_highrise *g, const sky_highrise_move *m)
{
    struct hr_turn_end *end = &g->ends[g->turn];
    int k, f;

    (void)m;
    memcpy(end->active, g->active, sizeof end->active);
    for (k = 0; k < HR_KINDS; k++)
        for (f = 0; f < HR_FACES; f++)
            g->yard[k] = (uint8_t)(g->yard[k] + g->active[k][f]);
    memset(g->active, 0, sizeof g->active);
    g->dice = 0;
    end->restocked = (uint8_t)restock(g);
    g->action = 0;
    g->turn++;
    /* turn % players, counted on: no division at every turn */
    g->player = g->player + 1 < g->players ? g->player + 1 : 0;
    set_phase(g, SKY_HIGHRISE_PHASE_TAKE);
    if (g->player == 0
        && sky_highrise_game_ends(g->turn / g->players - 1, g->rounds, g->sixes > 0) == 1)
        set_phase(g, SKY_HIGHRISE_PHASE_OVER);
    return entry(HR_C_RESIGN, 0);
}

static uint8_t apply_throw(struct sky_highrise *g, const sky_highrise_move *m)
{
    (void)m;
    set_phase(g, SKY_HIGHRISE_PHASE_ROLL);
    return entry(HR_C_THROW, 0);
}

/*
 * Where the turn was before a resign, a re-roll or a resolve: in the
 * action of the step before when that is a resolve (`action`, its
 * step), else at the decision of phase RESOLVE (`action` 0).
 */
static void reopen(struct sky_highrise *g, int action)
{
    set_phase(g, action ? SKY_HIGHRISE_PHASE_ACTION : SKY_HIGHRISE_PHASE_RESOLVE);
    g->action = action;
}

static void unresign(struct sky_highrise *g, int action)
{
    struct hr_turn_end *end;
    int k, f;

    g->turn--;
    g->player = g->turn % g->players;
    end = &g->ends[g->turn];
    for (k = 0; k < HR_KINDS; k++) {
        if (end->restocked & (1u << k)) {
            g->yard[k]++;
            g->district[k] = 0;
        }
        for (f = 0; f < HR_FACES; f++)
            g->yard[k] = (uint8_t)(g->yard[k] - end->active[k][f]);
    }
    for (k = 0; k < HR_KINDS; k++)
        for (f = 0; f < HR_FACES; f++) {
            g->active[k][f] = 0;
            add_die(g, k, f, end->active[k][f]);
        }
    reopen(g, action);
    memset(end, 0, sizeof *end);
}

/* The step of each enum hr_code. */
static const uint8_t code_step[16] = {
    SKY_HIGHRISE_TAKE, SKY_HIGHRISE_TAKE, SKY_HIGHRISE_TAKE_DISTRICT,
    SKY_HIGHRISE_ROLL, SKY_HIGHRISE_ROLL,
    SKY_HIGHRISE_BUILD, SKY_HIGHRISE_BUILD, SKY_HIGHRISE_BUILD,
    SKY_HIGHRISE_BUILD, SKY_HIGHRISE_BUILD, SKY_HIGHRISE_BUILD,
    SKY_HIGHRISE_ABANDON, SKY_HIGHRISE_DEMOLISH, SKY_HIGHRISE_REROLL,
    SKY_HIGHRISE_THROW, SKY_HIGHRISE_RESIGN
};

/* The step of history entry `i` if it is a resolve (BUILD .. DEMOLISH), else 0. */
static int resolve_at(const struct sky_highrise *g, uint32_t i)
{
    int code = g->hist[i] >> 4;

    return code >= HR_C_BUILD && code <= HR_C_DEMOLISH ? code_step[code] : 0;
}

/* The resolve step just before entry `i` (0: none, the action opened there). */
static int resolve_before(const struct sky_highrise *g, uint32_t i)
{
    return i > 0 ? resolve_at(g, i - 1) : 0;
}

/* The step of a history byte; a Demolish that opens its action names `building`. */
static sky_highrise_move entry_move(uint8_t e, int building)
{
    sky_highrise_move m;
    int code = e >> 4, low = e & 15;

    memset(&m, 0, sizeof m);
    m.step = code_step[code];
    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
        hr_take_counts(16 * (code - HR_C_TAKE) + low, m.take);
        break;
    case SKY_HIGHRISE_TAKE_DISTRICT:
    case SKY_HIGHRISE_THROW:
    case SKY_HIGHRISE_RESIGN:
        break;
    default:
        m.kind = low / HR_FACES;
        m.face = low % HR_FACES;
        if (m.step == SKY_HIGHRISE_BUILD)
            m.height = code - HR_C_BUILD;
        else if (building > 0)
            hr_building_of_index(building, &m);
        break;
    }
    return m;
}

sky_highrise_move hr_history_move(const struct sky_highrise *g, uint32_t i,
                                  uint32_t *demolished)
{
    int building = 0;

    if (g->hist[i] >> 4 == HR_C_DEMOLISH && !resolve_before(g, i))
        building = g->demolished[(*demolished)++];
    return entry_move(g->hist[i], building);
}

int hr_history_drawn(const struct sky_highrise *g, uint32_t i)
{
    return g->hist[i] >> 4 == HR_C_DRAWN;
}

typedef uint8_t apply_fn(struct sky_highrise *g, const sky_highrise_move *m);

/* By enum sky_highrise_step. */
static apply_fn *const apply_step[SKY_HIGHRISE_RESIGN + 1] = {
    apply_take, apply_district, apply_roll, apply_build, apply_abandon,
    apply_demolish, apply_reroll, apply_throw, apply_resign,
};

/*
 * A checked step with room made for it: only the fields it uses are
 * read (by its apply function).
 */
static inline void apply_move(struct sky_highrise *g, const sky_highrise_move *m)
{
    uint8_t e = apply_step[m->step](g, m);

    g->hist[g->nhist++] = e;
}

void hr_apply(struct sky_highrise *g, const sky_highrise_move *m)
{
    apply_move(g, m);
}

/*
 * One function per step: its check, then its apply and history byte, in
 * one pass, the player to move and the phase already checked and room
 * for a step in the history.  Leaves with the check and apply inlined:
 * the steps of a random game change kind at every turn of a loop, and
 * one jump by table to a function that does it all is the only dispatch.
 */
typedef int play_fn(struct sky_highrise *g, const sky_highrise_move *m);

static inline int record(struct sky_highrise *g, uint8_t e)
{
    g->hist[g->nhist++] = e;
    return SKY_OK;
}

/*
 * take_table's row of a take of (g, u, p) dice, each 0..3 and 3 in all
 * at most (hr_take_index()), by t = 16 g + 4 u + p.
 */
#define TAKE_G_FIRST(g) ((g) == 0 ? 0 : (g) == 1 ? 10 : (g) == 2 ? 16 : 19)
#define TAKE_ROW(t) ((t) / 16 + (t) / 4 % 4 + (t) % 4 > 3 ? -1 \
    : TAKE_G_FIRST((t) / 16) + (t) / 4 % 4 * (4 - (t) / 16) \
      - (t) / 4 % 4 * ((t) / 4 % 4 - 1) / 2 + (t) % 4)
#define TAKE_ROW4(t) TAKE_ROW(t), TAKE_ROW(t + 1), TAKE_ROW(t + 2), TAKE_ROW(t + 3)
#define TAKE_ROW16(t) TAKE_ROW4(t), TAKE_ROW4(t + 4), TAKE_ROW4(t + 8), TAKE_ROW4(t + 12)
static const int8_t take_row_of[64] = {
    TAKE_ROW16(0), TAKE_ROW16(16), TAKE_ROW16(32), TAKE_ROW16(48)
};

static inline uint32_t take_rows(const struct sky_highrise *g);

/*
 * A take of 0..3 dice a kind by its row of take_table, played at once
 * where take_rows() has the row (check_take() passes exactly those, as
 * for play_take()); any other goes through check_take().
 */
static int play_take_step(struct sky_highrise *g, const sky_highrise_move *m)
{
    unsigned t0 = (unsigned)m->take[0], t1 = (unsigned)m->take[1], t2 = (unsigned)m->take[2];
    int row = (t0 | t1 | t2) <= 3 ? take_row_of[t0 * 16 + t1 * 4 + t2] : -1, rc;

    if (row >= 0 && (take_rows(g) >> row & 1))
        return record(g, apply_take_index(g, m->take, row));
    rc = check_take(g, m);
    return rc < 0 ? rc : record(g, apply_take(g, m));
}

/* A step played as its check, then its apply and history byte. */
#define CHECKED_PLAY(name, check, apply) \
    static int name(struct sky_highrise *g, const sky_highrise_move *m) \
    { \
        int rc = check(g, m); \
        \
        return rc < 0 ? rc : record(g, apply(g, m)); \
    }

CHECKED_PLAY(play_district, check_district_step, apply_district)
CHECKED_PLAY(play_roll_step, check_roll, apply_roll)
CHECKED_PLAY(play_build, check_build, apply_build)
CHECKED_PLAY(play_abandon, check_abandon, apply_abandon)
CHECKED_PLAY(play_reroll, check_die, apply_reroll)

/* The room on the Demolish stack is made here, the only step that needs it. */
static int play_demolish(struct sky_highrise *g, const sky_highrise_move *m)
{
    int rc = check_demolish(g, m);

    if (rc >= 0)
        rc = hr_make_room(g, m);
    return rc < 0 ? rc : record(g, apply_demolish(g, m));
}

static int play_throw(struct sky_highrise *g, const sky_highrise_move *m)
{
    return record(g, apply_throw(g, m));
}

static int play_resign(struct sky_highrise *g, const sky_highrise_move *m)
{
    return record(g, apply_resign(g, m));
}

/* By enum sky_highrise_step. */
static play_fn *const play_step[SKY_HIGHRISE_RESIGN + 1] = {
    play_take_step, play_district, play_roll_step, play_build, play_abandon,
    play_demolish, play_reroll, play_throw, play_resign,
};

/*
 * hr_play() the long way: checked, room made, applied.  It also says
 * why a step the fast path passes on is refused.
 */
static NOT_INLINED int play_checked(struct sky_highrise *g, int player,
                                    const sky_highrise_move *m)
{
    int rc = check_move(g, player, m);

    if (rc >= 0)
        rc = hr_make_room(g, m);
    if (rc < 0)
        return rc;
    apply_move(g, m);
    return SKY_OK;
}

/*
 * The steps hr_play() checks and applies in one pass, by phase and open
 * action (`action`, any step number): those of phase_steps, phase ACTION
 * with its action's step, but RESIGN in phase RESOLVE, which asks
 * can_resolve() (HR-23), and none once over, so that the player to move
 * is then SKY_EOVER and passes no step.  One lookup.
 */
#define FAST_STEPS(p) ((p) == SKY_HIGHRISE_PHASE_TAKE ? STEP_BIT(TAKE) | STEP_BIT(TAKE_DISTRICT) \
    : (p) == SKY_HIGHRISE_PHASE_ROLL ? STEP_BIT(ROLL) \
    : (p) == SKY_HIGHRISE_PHASE_RESOLVE ? STEP_BIT(BUILD) | STEP_BIT(ABANDON) | STEP_BIT(DEMOLISH) \
    : (p) == SKY_HIGHRISE_PHASE_ACTION ? STEP_BIT(REROLL) | STEP_BIT(RESIGN) \
    : (p) == SKY_HIGHRISE_PHASE_REROLL ? STEP_BIT(REROLL) | STEP_BIT(THROW) : 0u)
#define FAST(p, a) (FAST_STEPS(p) | ((p) == SKY_HIGHRISE_PHASE_ACTION ? 1u << (a) : 0u))
#define FAST_ROW(p) { FAST(p, 0), FAST(p, 1), FAST(p, 2), FAST(p, 3), FAST(p, 4), \
    FAST(p, 5), FAST(p, 6), FAST(p, 7), FAST(p, 8) }
static const uint16_t fast_steps[SKY_HIGHRISE_PHASE_OVER + 1][SKY_HIGHRISE_RESIGN + 1] = {
    FAST_ROW(0), FAST_ROW(1), FAST_ROW(2), FAST_ROW(3), FAST_ROW(4), FAST_ROW(5)
};

/*
 * The player to move, with room in the history for a step and a step
 * its phase takes (the usual case), has the step checked and applied in
 * one pass: check_turn() would pass (play_demolish() makes room for a
 * building on its stack).  Anything else is play_checked()'s.
 * Inlined into sky_highrise_play(), whose calls are most of them.
 */
INLINED int play(struct sky_highrise *g, int player, const sky_highrise_move *m)
{
    unsigned step = (unsigned)m->step;
    unsigned allowed = fast_steps[g->phase][g->action];

    if (player == g->to_move && step <= SKY_HIGHRISE_RESIGN && (allowed >> step & 1)
        && g->nhist < g->hist_cap)
        return play_step[step](g, m);
    return play_checked(g, player, m);
}

int hr_play(struct sky_highrise *g, int player, const sky_highrise_move *m)
{
    return play(g, player, m);
}

/*
 * The face the generic layer's chance draw gives the next die, of `kind`:
 * one rng_unit_draw(), the outcome chance_pick gives it (hr_roll_face()).
 */
static inline int chance_face(const struct sky_highrise *g, int kind, sky_rng *rng)
{
    return hr_roll_face(g, kind, rng_unit_draw(rng));
}

/* The next die, of `kind`, rolled to `face` and recorded; room made. */
INLINED void play_rolled(struct sky_highrise *g, int kind, int face)
{
    g->hist[g->nhist++] = entry(HR_C_ROLL, kind * HR_FACES + face);
    roll_die(g, kind, face);
}

/*
 * The chance player's roll of `face` (0..3) for the next die: hr_play()
 * of that roll, without building the step where it is a roll's phase
 * and the history has room (half the steps of a game are rolls).
 */
static NOT_INLINED int play_roll(struct sky_highrise *g, int face)
{
    sky_highrise_move m;
    int kind = hr_first_awaiting_kind(g);

    if (g->phase != SKY_HIGHRISE_PHASE_ROLL || g->nhist >= g->hist_cap) {
        hr_roll_move(kind, face, &m);
        return hr_play(g, hr_to_move(g), &m);
    }
    if (hr_side_count(g, kind, face) == 0)
        return SKY_EILLEGAL;
    play_rolled(g, kind, face);
    return SKY_OK;
}

/*
 * hr_play() of take number `row` (its row of take_table) by the player
 * to move: check_take() passes exactly the rows take_rows() has.
 */
static NOT_INLINED int play_take(struct sky_highrise *g, int row)
{
    const sky_highrise_move *m = &hr_numbered_steps[HR_N_TAKE + row];

    if (g->nhist < g->hist_cap && g->phase == SKY_HIGHRISE_PHASE_TAKE
        && (take_rows(g) >> row & 1)) {
        g->hist[g->nhist++] = apply_take_index(g, m->take, row);
        return SKY_OK;
    }
    return hr_play(g, hr_to_move(g), m);
}

/*
 * hr_play() of a number by the player to move, for the generic layer,
 * in one call: a roll by play_roll(), a take by play_take(), any other
 * step by its numbered step.
 */
int hr_play_number(void *state, int number)
{
    struct sky_highrise *g = state;

    if ((unsigned)number >= HR_NUMBERS)
        return SKY_ERANGE;
    if ((unsigned)(number - HR_N_ROLL) < HR_FACES)
        return play_roll(g, number - HR_N_ROLL);
    if (number < HR_N_DISTRICT)
        return play_take(g, number - HR_N_TAKE);
    return play(g, hr_to_move(g), &hr_numbered_steps[number]);
}

int sky_highrise_play(sky_highrise *game, int player, sky_highrise_move move)
{
    return HR_IS(game) ? play(game, player, &move) : SKY_EINVAL;
}

/*
 * Phase ROLL with room for the step: the next die's side from the
 * game's own generator, played.  A die awaits in phase ROLL, so its
 * kind is read without hr_first_awaiting_kind()'s test for none.
 */
INLINED void draw_roll(struct sky_highrise *g, sky_highrise_move *drawn)
{
    int kind = hr_awaiting_kind(g->awaiting);
    int face = g->faces[kind][rng_below(&g->rng, HR_SIDES)];

    g->draws++;
    g->hist[g->nhist++] = entry(HR_C_DRAWN, kind * HR_FACES + face);
    roll_die(g, kind, face);
    if (drawn)
        hr_roll_move(kind, face, drawn);
}

/* sky_highrise_draw() elsewhere than phase ROLL, or with the history full. */
static NOT_INLINED int draw_checked(struct sky_highrise *g, sky_highrise_move *drawn)
{
    if (g->phase != SKY_HIGHRISE_PHASE_ROLL)
        return g->phase == SKY_HIGHRISE_PHASE_OVER ? SKY_EOVER : SKY_ECHANCE;
    if (hr_reserve(g, 1, 0) < 0)
        return SKY_ENOMEM;
    draw_roll(g, drawn);
    return SKY_OK;
}

int sky_highrise_draw(sky_highrise *game, sky_highrise_move *drawn)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (game->phase != SKY_HIGHRISE_PHASE_ROLL || game->nhist == game->hist_cap)
        return draw_checked(game, drawn);
    draw_roll(game, drawn);
    return SKY_OK;
}

/* ---- undo -------------------------------------------------------------------------- */

/* `action`: the resolve step before this one, 0 when this one opened the action. */
static void unresolve(struct sky_highrise *g, const sky_highrise_move *m, int action)
{
    switch (m->step) {
    case SKY_HIGHRISE_BUILD:
        unbuild(g, m);
        break;
    case SKY_HIGHRISE_ABANDON:
        add_die(g, m->kind, m->face, 1);
        g->district[m->kind]--;
        break;
    default:
        add_die(g, m->kind, m->face, 1);
        g->yard[m->kind]--;
        demolish_building(g, m, -1);
        break;
    }
    reopen(g, action);
}

/* A first pick (after a resolve) ended that action: it opens again. */
static void unreroll(struct sky_highrise *g, const sky_highrise_move *m, int action)
{
    add_die(g, m->kind, m->face, 1);
    g->awaiting -= hr_awaiting_one(m->kind);
    if (action)
        reopen(g, action);
}

static void untake(struct sky_highrise *g, int step)
{
    int k;

    for (k = 0; k < HR_KINDS; k++) {
        if (step == SKY_HIGHRISE_TAKE)
            g->yard[k] = (uint8_t)(g->yard[k] + hr_awaiting(g, k));
        else
            g->district[k] = (uint8_t)hr_awaiting(g, k);
    }
    g->awaiting = 0;
    set_phase(g, SKY_HIGHRISE_PHASE_TAKE);
}

static void unroll(struct sky_highrise *g, const sky_highrise_move *m, int drawn)
{
    add_die(g, m->kind, m->face, -1);
    g->awaiting += hr_awaiting_one(m->kind);
    if (drawn)
        undraw(g);
    set_phase(g, SKY_HIGHRISE_PHASE_ROLL);
}

/* O(1): everything comes from the last entry and the one before it. */
void hr_undo(struct sky_highrise *g)
{
    uint8_t e = g->hist[--g->nhist];
    int action = resolve_before(g, g->nhist), building = 0;
    sky_highrise_move m;

    if (e >> 4 == HR_C_DEMOLISH && !action)
        building = g->demolished[--g->ndemolish];
    m = entry_move(e, building);
    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
    case SKY_HIGHRISE_TAKE_DISTRICT:
        untake(g, m.step);
        break;
    case SKY_HIGHRISE_ROLL:
        unroll(g, &m, e >> 4 == HR_C_DRAWN);
        break;
    case SKY_HIGHRISE_REROLL:
        unreroll(g, &m, action);
        break;
    case SKY_HIGHRISE_THROW:
        set_phase(g, SKY_HIGHRISE_PHASE_REROLL);
        break;
    case SKY_HIGHRISE_RESIGN:
        unresign(g, action);
        break;
    default:
        unresolve(g, &m, action);
        break;
    }
}

int sky_highrise_undo(sky_highrise *game)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (game->nhist == 0)
        return SKY_ENOUNDO;
    hr_undo(game);
    return SKY_OK;
}

/* ---- legal steps --------------------------------------------------------------------- */

/*
 * Legal steps come in groups: one step, a set of dice and a set of
 * targets, every die with every target.  The random player draws from
 * the same order without listing it (see hr_random_step()).  Dice are
 * bits kind * 4 + face; a step without a die has the one die bit 0
 * (ROLL: bit kind * 4, the kind rolled).  Targets by step: TAKE the combination index of
 * hr_take_counts(); ROLL the face; BUILD the column's dice (0 = a new
 * building); DEMOLISH the building index of hr_building_index() (0 for
 * the later dice of a Demolish); every other step bit 0.
 */
struct hr_group {
    uint8_t step;
    uint8_t per_die;        /* targets, the steps of each die */
    uint16_t dice;
    uint16_t count;         /* steps: dice times targets */
    uint64_t targets;
};

#define MAX_GROUPS (HR_KINDS * HR_FACES + 4)

/* The 20 ways to take 0..3 dice, (G, U, P) in lexicographic order. */
static const uint8_t take_table[20][HR_KINDS] = {
    {0,0,0}, {0,0,1}, {0,0,2}, {0,0,3}, {0,1,0}, {0,1,1}, {0,1,2}, {0,2,0},
    {0,2,1}, {0,3,0}, {1,0,0}, {1,0,1}, {1,0,2}, {1,1,0}, {1,1,1}, {1,2,0},
    {2,0,0}, {2,0,1}, {2,1,0}, {3,0,0}
};

/*
 * take_table as bit masks (bit i: row i), so that the legal takes are a
 * few ANDs: the rows of each number of dice, and by kind k and count c
 * the rows taking at most c dice of kind k.  Rows are in lexicographic
 * order, so the masks of kind G are prefixes.
 */
#define ROWS_OF_SIZE(n) ((n) == 0 ? 0x1u : (n) == 1 ? 0x412u : (n) == 2 ? 0x128a4u : 0xed348u)
#define ROWS_WITHIN_G(c) ((c) == 0 ? 0x3ffu : (c) == 1 ? 0xffffu : (c) == 2 ? 0x7ffffu : 0xfffffu)
#define ROWS_WITHIN_U(c) ((c) == 0 ? 0xb1c0fu : (c) == 1 ? 0xf7c7fu : (c) == 2 ? 0xffdffu : 0xfffffu)
#define ROWS_WITHIN_P(c) ((c) == 0 ? 0xda691u : (c) == 1 ? 0xfefb3u : (c) == 2 ? 0xffff7u : 0xfffffu)

/*
 * The rows a Yard of g, u, p dice (each counted up to 3) can give, by
 * g * 16 + u * 4 + p: HR-12's three dice, or all that are left; and how
 * many they are, counted by the dice rather than by the rows' bits.
 */
#define YARD_ROWS_(g, u, p) (ROWS_OF_SIZE((g) + (u) + (p) < 3 ? (g) + (u) + (p) : 3) \
    & ROWS_WITHIN_G(g) & ROWS_WITHIN_U(u) & ROWS_WITHIN_P(p))
/* How many: the (g', u', p') within (g, u, p), p' making up the dice taken. */
#define TAKES_P_(g, u, p, g1, u1) \
    ((g1) <= (g) && (u1) <= (u) && (g1) + (u1) <= TAKE_SIZE_(g, u, p) \
     && TAKE_SIZE_(g, u, p) - (g1) - (u1) <= (p))
#define TAKE_SIZE_(g, u, p) ((g) + (u) + (p) < 3 ? (g) + (u) + (p) : 3)
#define TAKES_U_(g, u, p, g1) (TAKES_P_(g, u, p, g1, 0) + TAKES_P_(g, u, p, g1, 1) \
    + TAKES_P_(g, u, p, g1, 2) + TAKES_P_(g, u, p, g1, 3))
#define TAKES_(g, u, p) (TAKES_U_(g, u, p, 0) + TAKES_U_(g, u, p, 1) \
    + TAKES_U_(g, u, p, 2) + TAKES_U_(g, u, p, 3))
/* The rows in bits 0..19 (TAKE_ROWS), their count from bit TAKE_COUNT_SHIFT. */
#define TAKE_COUNT_SHIFT 24
#define TAKE_ROWS ((UINT32_C(1) << TAKE_COUNT_SHIFT) - 1)
#define YARD_ROWS(i) (YARD_ROWS_((i) >> 4, (i) >> 2 & 3, (i) & 3) \
    | (uint32_t)TAKES_((i) >> 4, (i) >> 2 & 3, (i) & 3) << TAKE_COUNT_SHIFT)
#define YARD_ROWS4(i) YARD_ROWS(i), YARD_ROWS(i + 1), YARD_ROWS(i + 2), YARD_ROWS(i + 3)
#define YARD_ROWS16(i) YARD_ROWS4(i), YARD_ROWS4(i + 4), YARD_ROWS4(i + 8), YARD_ROWS4(i + 12)
static const uint32_t take_rows_of_yard[64] = {
    YARD_ROWS16(0), YARD_ROWS16(16), YARD_ROWS16(32), YARD_ROWS16(48)
};

void hr_take_counts(int index, int take[HR_KINDS])
{
    int k;

    for (k = 0; k < HR_KINDS; k++)
        take[k] = take_table[index][k];
}

/*
 * The index of counts in take_table, or -1 (counts outside 0..3, sum > 3),
 * counted rather than searched (every play of a take asks): the rows
 * before (g, u, p) are those taking fewer ground floors (take_g_first[g]
 * of them), then those with g ground floors and fewer upper floors (with
 * r = 3 - g dice left, u' upper floors leave r - u' + 1 choices of
 * penthouses), then p.
 */
int hr_take_index(const int take[HR_KINDS])
{
    static const int take_g_first[4] = { 0, 10, 16, 19 };
    int g = take[0], u = take[1], p = take[2], r = 3 - g;

    if (g < 0 || u < 0 || p < 0 || g + u + p > 3)
        return -1;
    return take_g_first[g] + u * (r + 1) - u * (u - 1) / 2 + p;
}

/* The building of index b >= 1 into m's tile, type and height. */
void hr_building_of_index(int b, sky_highrise_move *m)
{
    m->tile = b >= 16;
    b -= m->tile ? 16 : 1;
    m->type = b / (m->tile ? HR_TOP : HR_TOP - 1);
    m->height = b % (m->tile ? HR_TOP : HR_TOP - 1) + 1;
}

/* Bit h: the player has a column of `type` with h dice; bit 0 always. */
static unsigned column_heights(const struct hr_player *pl, int type)
{
    unsigned columns = (unsigned)(pl->built >> hr_building_index(0, type, 1)) & 0x1fu;
    return columns << 1 | 1u;
}

struct group_list {
    struct hr_group groups[MAX_GROUPS];
    int n;
    int total;              /* steps in all the groups */
};

static inline void add_group(struct group_list *l, int step, unsigned dice, uint64_t targets)
{
    struct hr_group *grp = &l->groups[l->n];

    if (!dice || !targets)
        return;
    grp->step = (uint8_t)step;
    grp->dice = (uint16_t)dice;
    grp->targets = targets;
    /* Most groups have one target or one die: no need to count those. */
    grp->per_die = (uint8_t)(targets == 1 ? 1 : count_bits(targets));
    grp->count = (uint16_t)((dice == 1 ? 1 : count_bits(dice)) * grp->per_die);
    l->total += grp->count;
    l->n++;
}

/*
 * The rows of take_table that are legal takes from the Yard (HR-12),
 * with their count (take_rows_of_yard): none from an empty Yard while
 * the District can be taken.
 */
static inline uint32_t yard_rows(const struct sky_highrise *g)
{
    const uint8_t *y = g->yard;
    int yard = (y[0] < 3 ? y[0] : 3) << 4 | (y[1] < 3 ? y[1] : 3) << 2 | (y[2] < 3 ? y[2] : 3);

    if (yard == 0 && check_district(g) == SKY_OK)
        return 0;
    return take_rows_of_yard[yard];
}

static inline uint32_t take_rows(const struct sky_highrise *g)
{
    return yard_rows(g) & TAKE_ROWS;
}

static void take_groups(const struct sky_highrise *g, struct group_list *l)
{
    add_group(l, SKY_HIGHRISE_TAKE, 1, take_rows(g));
    add_group(l, SKY_HIGHRISE_TAKE_DISTRICT, 1, check_district(g) == SKY_OK);
}

/* Bit f: a die of `kind` has a side showing face f. */
static unsigned kind_faces(const struct sky_highrise *g, int kind)
{
    unsigned mask = 0;
    int f;

    for (f = 0; f < HR_FACES; f++)
        if (hr_side_count(g, kind, f) > 0)
            mask |= 1u << f;
    return mask;
}

static void roll_groups(const struct sky_highrise *g, struct group_list *l)
{
    int kind = hr_next_roll_kind(g);

    add_group(l, SKY_HIGHRISE_ROLL, 1u << (kind * HR_FACES), kind_faces(g, kind));
}

/* Blank faces are bit 3 of each kind's four: never built. */
#define NOT_BLANK 0x777u

/* One group per die: each has its own columns to go on. */
static inline void build_groups(const struct sky_highrise *g, struct group_list *l)
{
    const struct hr_player *pl = &g->p[hr_player(g)];
    unsigned c;

    for (c = g->dice & NOT_BLANK; c; c &= c - 1) {
        int i = lowest_bit(c), k = i / HR_FACES, f = i % HR_FACES;
        add_group(l, SKY_HIGHRISE_BUILD, 1u << i, g->buildable[k][f] & column_heights(pl, f));
    }
}

static void resolve_groups(const struct sky_highrise *g, struct group_list *l)
{
    int any = l->n;

    build_groups(g, l);
    if (g->players > 1)
        add_group(l, SKY_HIGHRISE_ABANDON, g->dice, 1);
    add_group(l, SKY_HIGHRISE_DEMOLISH, g->dice, g->p[hr_player(g)].built);
    if (l->n == any)                       /* HR-23 */
        add_group(l, SKY_HIGHRISE_RESIGN, 1, 1);
}

static void action_groups(const struct sky_highrise *g, struct group_list *l)
{
    if (g->action == SKY_HIGHRISE_BUILD)
        build_groups(g, l);
    else
        add_group(l, g->action, g->dice, 1);
    add_group(l, SKY_HIGHRISE_REROLL, g->dice, 1);
    add_group(l, SKY_HIGHRISE_RESIGN, 1, 1);
}

/* The legal steps of the state as groups, in enumeration order. */
static inline void legal_groups(const struct sky_highrise *g, struct group_list *l)
{
    l->n = 0;
    l->total = 0;
    switch (g->phase) {
    case SKY_HIGHRISE_PHASE_TAKE: take_groups(g, l); break;
    case SKY_HIGHRISE_PHASE_ROLL: roll_groups(g, l); break;
    case SKY_HIGHRISE_PHASE_RESOLVE: resolve_groups(g, l); break;
    case SKY_HIGHRISE_PHASE_ACTION: action_groups(g, l); break;
    case SKY_HIGHRISE_PHASE_REROLL:
        add_group(l, SKY_HIGHRISE_REROLL, g->dice, 1);
        add_group(l, SKY_HIGHRISE_THROW, 1, 1);
        break;
    default: break;
    }
}

/* Where a listing of legal steps goes: moves, or numbers (hr_legal_numbers()). */
struct legal_out {
    sky_highrise_move *moves;
    int *numbers;
};

typedef void legal_writer(const struct legal_out *out, int n, int step, int die, int target);

static void write_move(const struct legal_out *out, int n, int step, int die, int target)
{
    hr_pick_move(HR_PICK(step, die, target), &out->moves[n]);
}

static void write_number(const struct legal_out *out, int n, int step, int die, int target)
{
    out->numbers[n] = hr_pick_number(HR_PICK(step, die, target));
}

/*
 * Every legal step in order, the first `cap` of them written by `write`;
 * returns how many there are.
 */
INLINED int list_legal(const struct sky_highrise *g, const struct legal_out *out,
                             size_t cap, legal_writer *write)
{
    struct group_list l;
    int i, n = 0;

    legal_groups(g, &l);
    for (i = 0; i < l.n && (size_t)n < cap; i++) {
        const struct hr_group *grp = &l.groups[i];
        uint64_t d, t;

        for (d = grp->dice; d; d &= d - 1)
            for (t = grp->targets; t; t &= t - 1, n++)
                if ((size_t)n < cap)
                    write(out, n, grp->step, lowest_bit(d), lowest_bit(t));
    }
    return l.total;
}

int hr_legal(const struct sky_highrise *g, sky_highrise_move *moves, size_t cap)
{
    struct legal_out out = { moves, NULL };

    return list_legal(g, &out, cap, write_move);
}

int hr_legal_numbers(const struct sky_highrise *g, int *out, size_t cap)
{
    struct legal_out to = { NULL, out };

    return list_legal(g, &to, cap, write_number);
}

/*
 * The random player's draws below follow legal_groups() without listing
 * the groups, for speed: the step numbered `index` in the order of the
 * legal steps (the test random_player_draws_the_legal_list holds them to it).
 * Builds come first in phases RESOLVE and ACTION: the dice (bits) that
 * can be built, each with its target heights (bits), in die order.
 */
/*
 * Bits 8t..8t+7: column_heights() of type t, all three at once (a die's
 * face is its type), from the columns' bits 1 + 5t.. of `built`.
 */
static inline unsigned all_column_heights(uint64_t built)
{
    unsigned x = (unsigned)(built >> 1) & 0x7fffu;

    return ((x & 0x1fu) | (x & 0x3e0u) << 3 | (x & 0x7c00u) << 6) << 1 | 0x10101u;
}

/* The heights a die (kind * 4 + face, not blank) can be built at. */
static inline unsigned build_heights(const struct sky_highrise *g, unsigned columns, int die)
{
    int face = die % HR_FACES;

    return g->buildable[die / HR_FACES][face] & (columns >> (8 * face));
}

/*
 * By a kind's three faces showing (bit t: type t), those types' fields of
 * BUILD_FIELD(0, t) all set.
 */
#define FIELD_IF(n, t) ((n) >> (t) & 1 ? UINT32_C(0x3f) << BUILD_FIELD(0, t) : 0)
#define FIELDS_OF(n) (FIELD_IF(n, 0) | FIELD_IF(n, 1) | FIELD_IF(n, 2))
static const uint32_t type_fields[8] = {
    FIELDS_OF(0), FIELDS_OF(1), FIELDS_OF(2), FIELDS_OF(3),
    FIELDS_OF(4), FIELDS_OF(5), FIELDS_OF(6), FIELDS_OF(7)
};

/* Phase ROLL: the die rolled, each side alike. */
static int random_roll(const struct sky_highrise *g, sky_rng *rng)
{
    int kind = hr_next_roll_kind(g);

    return HR_PICK(SKY_HIGHRISE_ROLL, kind * HR_FACES, g->faces[kind][rng_below(rng, HR_SIDES)]);
}

/*
 * A play-out's place in the history (`at`) and where the room or the
 * play-out's limit stops it: held in registers between steps, as the
 * history's bytes could alias anything behind a pointer.  The handle's
 * count is written back (po_close()) before anything that reads it.
 */
struct po_cursor {
    uint8_t *at, *stop;
};

static inline void po_open(const struct sky_highrise *g, uint32_t end, struct po_cursor *c)
{
    c->at = g->hist + g->nhist;
    c->stop = g->hist + (g->hist_cap < end ? g->hist_cap : end);
}

static inline void po_close(struct sky_highrise *g, const struct po_cursor *c)
{
    g->nhist = (uint32_t)(c->at - g->hist);
}

/*
 * Room for `n` more steps of a play-out that ends at `end` steps of
 * history, where the cursor has less: SKY_OK once the history has grown,
 * SKY_EPHASE where the limit comes first (with room up to it), or
 * SKY_ENOMEM.  The cursor is closed for the caller to reopen.
 */
static NOT_INLINED int po_make_room(struct sky_highrise *g, uint32_t end, uint32_t n,
                                    struct po_cursor *c)
{
    uint32_t left;

    po_close(g, c);
    left = end - g->nhist;
    if (hr_reserve(g, n < left ? n : left, 0) < 0)
        return SKY_ENOMEM;
    return n > left ? SKY_EPHASE : SKY_OK;
}

/* Dice awaiting a roll, all kinds. */
static inline uint32_t awaiting_dice(uint32_t awaiting)
{
    return (awaiting & 0xffu) + (awaiting >> 8 & 0xffu) + (awaiting >> 16);
}

/*
 * Phase ROLL: each awaiting die rolled as hr_random_action() draws it,
 * in the order of hr_first_awaiting_kind(), and played as play_rolled()
 * plays it, the dice shown kept in registers until the last.  Short of
 * room for them all, the history grows first; at the limit, the dice
 * before it are rolled one at a time.
 */
INLINED int play_out_rolls(struct sky_highrise *g, sky_rng *rng, uint32_t end,
                           struct po_cursor *c)
{
    uint32_t left = g->awaiting, dice = g->dice, n = awaiting_dice(left);
    int rc;

    if ((uint32_t)(c->stop - c->at) < n) {
        rc = po_make_room(g, end, n, c);
        while (rc == SKY_EPHASE && g->nhist < end) {
            int kind = hr_first_awaiting_kind(g);

            play_rolled(g, kind, chance_face(g, kind, rng));
        }
        po_open(g, end, c);
        if (rc != SKY_OK)
            return rc;
    }
    while (left) {
        int kind = hr_awaiting_kind(left), face = chance_face(g, kind, rng);

        *c->at++ = entry(HR_C_ROLL, kind * HR_FACES + face);
        g->active[kind][face]++;
        dice |= 1u << (kind * HR_FACES + face);
        left -= hr_awaiting_one(kind);
    }
    g->awaiting = 0;
    g->dice = dice;
    set_phase(g, SKY_HIGHRISE_PHASE_RESOLVE);
    return SKY_OK;
}

typedef int picker(const struct sky_highrise *g, sky_rng *rng);

/*
 * A drawn decision applied from its pick, its die and target read from
 * the pick's bits and its step's apply called directly: no table of
 * steps between the draw and the change it makes.  Room made.
 */
INLINED uint8_t apply_pick(struct sky_highrise *g, int pick)
{
    sky_highrise_move m;
    int die = HR_PICK_DIE(pick), target = HR_PICK_TARGET(pick);

    m.step = HR_PICK_STEP(pick);
    m.kind = die / HR_FACES;
    m.face = die % HR_FACES;
    switch (m.step) {
    case SKY_HIGHRISE_TAKE:
        return apply_take_index(g, hr_numbered_steps[HR_N_TAKE + target].take, target);
    case SKY_HIGHRISE_TAKE_DISTRICT: return apply_district(g, &m);
    case SKY_HIGHRISE_BUILD:
        m.height = target;
        return apply_build(g, &m);
    case SKY_HIGHRISE_ABANDON: return apply_abandon(g, &m);
    case SKY_HIGHRISE_DEMOLISH:
        m.tile = m.type = m.height = 0;
        if (target > 0)
            hr_building_of_index(target, &m);
        return apply_demolish(g, &m);
    case SKY_HIGHRISE_REROLL: return apply_reroll(g, &m);
    case SKY_HIGHRISE_THROW: return apply_throw(g, &m);
    default: return apply_resign(g, &m);
    }
}

/*
 * One decision by the phase's picker, applied unchecked (it is legal).
 * A Demolish's room is made with the cursor open: it reserves no step,
 * so the history stays where it is.
 */
INLINED int play_out_decision(struct sky_highrise *g, sky_rng *rng, uint32_t end,
                              struct po_cursor *c, picker *pick)
{
    int rc, p;

    if (c->at == c->stop) {
        rc = po_make_room(g, end, 1, c);
        po_open(g, end, c);
        if (rc != SKY_OK)
            return rc;
    }
    p = pick(g, rng);
    if (HR_PICK_STEP(p) == SKY_HIGHRISE_DEMOLISH && HR_PICK_TARGET(p) > 0
        && g->ndemolish >= g->demolish_cap && hr_reserve(g, 0, 1) < 0)
        return SKY_ENOMEM;
    *c->at++ = apply_pick(g, p);
    return SKY_OK;
}

#define BITS(name) name
#define BITS_TARGET
#include "highrise_random.inc"
#undef BITS
#undef BITS_TARGET

#if HAVE_X86_BIT_INSTRUCTIONS
/*
 * The bit helpers as x86 instructions, for the second copy of
 * highrise_random.inc: POPCNT counts, BMI2's PDEP puts bit n of the
 * mask's set bits alone.
 */
#define HW_TARGET __attribute__((target("popcnt,bmi2")))
HW_TARGET static inline int count_bits64_hw(uint64_t x)
{
    return __builtin_popcountll(x);
}

HW_TARGET static inline int count_dice_hw(uint32_t dice)
{
    return __builtin_popcount(dice);
}

HW_TARGET static inline int nth_bit12_hw(unsigned x, int n)
{
    return __builtin_ctz(_pdep_u32(1u << n, x));
}

HW_TARGET static inline int nth_bit36_hw(uint64_t x, int n)
{
    return __builtin_ctzll(_pdep_u64(UINT64_C(1) << n, x));
}

/* The widths the table copy tells apart that one instruction serves. */
#define count_bits_hw count_bits64_hw
#define nth_bit24_hw nth_bit12_hw

#define BITS(name) name##_hw
#define BITS_TARGET HW_TARGET
#include "highrise_random.inc"
#undef BITS
#undef BITS_TARGET

/*
 * 1 where the processor has POPCNT and BMI2 and a fast PDEP (AMD's Zen 1
 * and 2 run it in microcode): asked once, as the library loads, for the
 * random player's every draw.
 */
static int bit_instructions;

__attribute__((constructor)) static void ask_for_bit_instructions(void)
{
    __builtin_cpu_init();
    bit_instructions = __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi2")
                       && !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2");
}
#endif

/*
 * The random player's draw by phase (enum sky_highrise_phase, up to
 * OVER): by table [0], and by POPCNT and BMI2 [1].
 */
static picker *const draw_in_phase[2][SKY_HIGHRISE_PHASE_OVER] = {
    { random_take, random_roll, random_resolve, random_action, random_reroll },
#if HAVE_X86_BIT_INSTRUCTIONS
    { random_take_hw, random_roll, random_resolve_hw, random_action_hw, random_reroll_hw },
#endif
};

/* draw_in_phase's copy for this processor. */
static inline int draw_copy(void)
{
#if HAVE_X86_BIT_INSTRUCTIONS
    return bit_instructions;
#else
    return 0;
#endif
}

/* The play-out (highrise_random.inc's play_out_turns()) by copy, as draw_in_phase. */
static int (*const play_out_in_copy[2])(struct sky_highrise *g, sky_rng *rng, uint32_t end) = {
    play_out_turns,
#if HAVE_X86_BIT_INSTRUCTIONS
    play_out_turns_hw,
#endif
};

int hr_random_pick(const struct sky_highrise *g, sky_rng *rng)
{
    return draw_in_phase[draw_copy()][g->phase](g, rng);
}

/*
 * The generic layer's random player at every step in one call: a roll as
 * the generic layer draws one (chance_face()), a decision's number from
 * hr_random_pick().
 */
int hr_random_action(const void *state, sky_rng *rng, int *action)
{
    const struct sky_highrise *g = state;
    int who = hr_to_move(g);

    if (who == SKY_ECHANCE) {
        *action = HR_N_ROLL + chance_face(g, hr_first_awaiting_kind(g), rng);
        return SKY_OK;
    }
    if (who < 0)
        return who;
    *action = hr_pick_number(hr_random_pick(g, rng));
    return SKY_OK;
}

int hr_random_step(const struct sky_highrise *g, sky_rng *rng, sky_highrise_move *move)
{
    hr_pick_move(hr_random_pick(g, rng), move);
    return SKY_OK;
}

/*
 * The generic layer's random_play_out: the steps hr_random_action() and
 * hr_play_number() would play one by one, drawn in the same order, and
 * no step checked; by the copy of highrise_random.inc asked for, the
 * table's where the processor lacks the instructions.
 */
int hr_random_play_out_by(void *state, sky_rng *rng, int limit, int *plies,
                          int by_instruction)
{
    struct sky_highrise *g = state;
    uint32_t start = g->nhist;
    int rc = play_out_in_copy[by_instruction ? draw_copy() : 0](g, rng, start + (uint32_t)limit);

    *plies = (int)(g->nhist - start);
    return rc;
}

int hr_random_play_out(void *state, sky_rng *rng, int limit, int *plies)
{
    return hr_random_play_out_by(state, rng, limit, plies, 1);
}

/* HR-23: can the active player resolve anything? */
static int can_resolve(const struct sky_highrise *g)
{
    struct group_list l;

    if (active_dice(g) == 0)
        return 0;
    if (g->players > 1 || g->p[hr_player(g)].built)
        return 1;                          /* Abandon, or Demolish */
    l.n = 0;
    l.total = 0;
    build_groups(g, &l);
    return l.n > 0;
}

int sky_highrise_legal_moves(const sky_highrise *game, sky_highrise_move *moves,
                             size_t cap)
{
    if (!HR_IS(game) || (!moves && cap > 0))
        return SKY_EINVAL;
    return hr_legal(game, moves, cap);
}

/* ---- scores ---------------------------------------------------------------------------- */

/* HR-18 at the end: a single Low-Rise die is one more tile of height 1. */
static int final_singles(const struct sky_highrise *g, int player)
{
    return g->phase == SKY_HIGHRISE_PHASE_OVER ? g->p[player].cols[HR_L][1] : 0;
}

int hr_score(const struct sky_highrise *g, int player)
{
    return g->p[player].tile_points + final_singles(g, player);
}

int sky_highrise_scores(const sky_highrise *game, int *scores, size_t cap)
{
    int p;

    if (!HR_IS(game) || (!scores && cap > 0))
        return SKY_EINVAL;
    for (p = 0; p < game->players && (size_t)p < cap; p++)
        scores[p] = hr_score(game, p);
    return game->players;
}

static int buildings_of(const struct sky_highrise *g, int player)
{
    return g->p[player].tile_count + final_singles(g, player);
}

int sky_highrise_buildings(const sky_highrise *game, int player)
{
    if (!HR_IS(game))
        return SKY_EINVAL;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    return buildings_of(game, player);
}

int sky_highrise_winners(const sky_highrise *game, unsigned *mask)
{
    int points[SKY_HIGHRISE_MAX_PLAYERS], buildings[SKY_HIGHRISE_MAX_PLAYERS], p;

    if (!HR_IS(game) || !mask)
        return SKY_EINVAL;
    if (game->phase != SKY_HIGHRISE_PHASE_OVER)
        return SKY_EPHASE;
    for (p = 0; p < game->players; p++) {
        points[p] = hr_score(game, p);
        buildings[p] = buildings_of(game, p);
    }
    *mask = hr_rank(points, buildings, game->players);
    return SKY_OK;
}

int sky_highrise_scenarios(const sky_highrise *game, int player, unsigned *met)
{
    sky_highrise_skyline s;

    if (!HR_IS(game) || !met)
        return SKY_EINVAL;
    if (player < 0 || player >= game->players)
        return SKY_ERANGE;
    if (game->phase != SKY_HIGHRISE_PHASE_OVER)
        return SKY_EPHASE;
    get_skyline(game, player, &s);
    *met = hr_scenarios(&s, game->p[player].demolitions);
    return SKY_OK;
}
