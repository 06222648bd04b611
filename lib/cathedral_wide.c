/*
 * Cathedral: listing legal moves with AVX-512 (VBMI and VBMI2), for
 * processors that have it (ca_wide_cpu()): fitting four orientations at
 * once, and writing the moves without a branch per word of corners.  The
 * lists are those of the plain paths (cathedral_board.c, cathedral_list.c),
 * entry for entry.
 */
#include "cathedral_internal.h"

#if CA_X86
#include <immintrin.h>

#define CA_WIDE_TARGET \
    __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi,bmi2,popcnt")))

CA_WIDE_TARGET
static inline __m512i load64(const void *bytes)
{
    return _mm512_loadu_si512(bytes);
}

CA_WIDE_TARGET
static inline void store64(void *bytes, __m512i v)
{
    _mm512_storeu_si512(bytes, v);
}

/* ---- the listed orientations ------------------------------------------------------------ */

/*
 * A listing numbers its orientations as bright's: the buildings' 29 in
 * listing order (pieces, then rotations), then the People's four; this
 * is also a generic action's orientation (game_cathedral.c).  Brown's
 * orientation k has the piece and rotation of bright's.
 */
#define CA_PEOPLE_ORIENT 29
/* Orientation k's piece + 16 rotation: the two as one byte, as the
 * writer of moves wants them (CA_LOW_NIBBLE, CA_HIGH_NIBBLE). */
#define CA_ROTATIONS(p) p, 16 + (p), 32 + (p), 48 + (p)
static const uint8_t orient_move[64] = {
    0, 1, 17, CA_ROTATIONS(2), 3, 19, 4, CA_ROTATIONS(5), 6, 22, 7,
    CA_ROTATIONS(8), CA_ROTATIONS(9), CA_ROTATIONS(10), CA_ROTATIONS(11)
};
#define CA_LOW_NIBBLE(byte) ((byte) & 15)
#define CA_HIGH_NIBBLE(byte) ((byte) >> 4)

/*
 * The orientations of the pieces in `pieces` (a mask by piece), as a
 * mask: each piece's bit goes to its first orientation (ca_first_orient,
 * bright), then spreads over its one, two or four (ca_orient_count).
 */
#define CA_FIRSTS UINT64_C(0x2223468b)       /* 0 1 3 7 9 10 14 16 17 21 25 29 */
#define CA_FIRSTS_OF_2 UINT64_C(0x4082)      /* stable, bridge, abbey */
#define CA_FIRSTS_OF_4 UINT64_C(0x22220408)  /* inn, manor, castle, tower, academy, people */

CA_WIDE_TARGET
static inline uint64_t orients_of(unsigned pieces)
{
    uint64_t first = _pdep_u64(pieces, CA_FIRSTS);

    return first | (first & CA_FIRSTS_OF_2) * 2 | (first & CA_FIRSTS_OF_4) * 14;
}

/* ---- fitting (CA-6) ------------------------------------------------------------------ */

/*
 * The corners of a group's four orientations (ca_groups): every lane
 * holds the open cells as one 128-bit number, `low` (its second word
 * shifting in from `high`), and keeps the corners from which each
 * square, shifted by its offset, is open.
 */
/* Square s's lanes: the open cells seen from each lane's corners. */
CA_WIDE_TARGET
static inline __m512i open_at(__m512i low, __m512i high, const struct ca_group *group, int s)
{
    return _mm512_shrdv_epi64(low, high, load64(group->shift[s]));
}

/*
 * The most squares of a group's orientations (CA-2): the others repeat a
 * square, so their squares past these need no test.  The groups hold the
 * same pieces for both colors.
 */
static const uint8_t group_squares[CA_GROUPS] = { 3, 3, 4, 4, 5, 5, 5, 5, 6 };

CA_WIDE_TARGET
static inline __m512i fit_group(__m512i low, __m512i high, const struct ca_group *group,
                                int squares)
{
    __m512i corners = load64(group->anchors);
    int s;

    for (s = 0; s < squares; s++)
        corners = _mm512_and_si512(corners, open_at(low, high, group, s));
    return corners;
}

CA_WIDE_TARGET
static inline __m512i open_low(ca_bits open)
{
    return _mm512_broadcast_i32x4(_mm_set_epi64x((long long)open.hi, (long long)open.lo));
}

CA_WIDE_TARGET
static inline __m512i open_high(ca_bits open)
{
    return _mm512_broadcast_i32x4(_mm_set_epi64x(0, (long long)open.hi));
}

/*
 * The corners of every orientation the color to move may place, in
 * corners[k] (36 of them; the others hold anything); returns those
 * orientations as a mask.
 */
CA_WIDE_TARGET
static uint64_t fit_orients(const struct ca_board *b, ca_bits *corners)
{
    const struct ca_group *group = ca_groups[b->to_move];
    unsigned pieces = ca_movable_pieces(b, b->to_move);
    int people = pieces == 1u << SKY_CATHEDRAL_PEOPLE, g;
    ca_bits open = ca_open_cells(b, b->to_move, people);
    const __m512i low = open_low(open), high = open_high(open);
    uint64_t orients = orients_of(pieces);

    if (people) {
        store64(corners + CA_PEOPLE_ORIENT, fit_group(low, high, &group[CA_PEOPLE_GROUP],
                                                      group_squares[CA_PEOPLE_GROUP]));
        return orients;
    }
    /* Every group, the pieces placed too: which pieces are left changes
     * from move to move, and a test per group mispredicts often enough to
     * cost more than fitting the group (late-game listings ~7 % faster). */
    for (g = 0; g < CA_PEOPLE_GROUP; g++)
        store64(corners + 4 * g, fit_group(low, high, group + g, group_squares[g]));
    return orients;
}

CA_WIDE_TARGET
void ca_legal_wide(const struct ca_board *b, struct ca_legal *out)
{
    ca_bits corners[4 * CA_GROUPS];
    uint64_t orients = fit_orients(b, corners);
    int k, n = 0;

    for (; orients; orients &= orients - 1, n++) {
        k = ca_ctz64(orients);
        out->piece[n] = CA_LOW_NIBBLE(orient_move[k]);
        out->rotation[n] = CA_HIGH_NIBBLE(orient_move[k]);
        out->corners[n] = corners[k];
    }
    out->count = n;
}

/* ---- writing ---------------------------------------------------------------------- */

/*
 * Two passes, without a branch per word of corners.  The first packs
 * each word's corners (one compress) into a list of cells, and tags each
 * with its orientation, both as the second pass wants them coded; every
 * store is 64 bytes, the next one overwriting what lies past the last
 * corner.  The second turns cells and tags into moves or actions, 64
 * moves or 16 actions at a time; its stores are masked, so nothing past
 * the first `cap` entries is written.
 */
struct ca_packed {
    int count;
    uint8_t cell[SKY_CATHEDRAL_MAX_MOVES + 64];
    uint8_t tag[SKY_CATHEDRAL_MAX_MOVES + 64];
};

/* The codes of cells and orientations in a packed list: a table of 128
 * cells' codes and one of 64 orientations'. */
struct ca_codes {
    const uint8_t *cell;
    const uint8_t *orient;
};

/* Cell c and orientation k as themselves, for actions. */
static const uint8_t numbers[128] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
    96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127
};
static const struct ca_codes action_codes = { numbers, numbers };

#define CA_XY10(y) 16 * (y), 16 * (y) + 1, 16 * (y) + 2, 16 * (y) + 3, 16 * (y) + 4, \
                   16 * (y) + 5, 16 * (y) + 6, 16 * (y) + 7, 16 * (y) + 8, 16 * (y) + 9
/* Cell c's x + 16 y, for moves; cells past 99 are never corners. */
static const uint8_t cell_xy[128] = {
    CA_XY10(0), CA_XY10(1), CA_XY10(2), CA_XY10(3), CA_XY10(4),
    CA_XY10(5), CA_XY10(6), CA_XY10(7), CA_XY10(8), CA_XY10(9),
};
static const struct ca_codes move_codes = { cell_xy, orient_move };

/* The legal moves of the color to move: cells tagged with orientations. */
CA_WIDE_TARGET
static void pack(const struct ca_board *b, const struct ca_codes *codes, struct ca_packed *p)
{
    __m512i lo = load64(codes->cell), hi = load64(codes->cell + 64), t;
    ca_bits corners[4 * CA_GROUPS];
    uint64_t orients = b->to_move == CA_OVER ? 0 : fit_orients(b, corners);
    int k, count, n = 0;

    for (; orients; orients &= orients - 1) {
        k = ca_ctz64(orients);
        t = _mm512_set1_epi8((char)codes->orient[k]);
        store64(p->tag + n, t);
        store64(p->cell + n, _mm512_maskz_compress_epi8(corners[k].lo, lo));
        count = ca_popcount64(corners[k].lo);
        store64(p->cell + n + count, _mm512_maskz_compress_epi8(corners[k].hi, hi));
        count += ca_popcount64(corners[k].hi);
        /* One store of tags covers all but the biggest orientations. */
        if (count > 64)
            store64(p->tag + n + 64, t);
        n += count;
    }
    p->count = n;
}

/* The first `count` of 16 ints, as a store's mask. */
CA_WIDE_TARGET
static inline __mmask16 first_ints(int count)
{
    return count >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << count) - 1);
}

/*
 * Moves are made as bytes, then widened.  Interleaving the pieces,
 * rotations, x's and y's of 64 moves (four unpacks, then four more)
 * leaves each 16-byte lane of quad[k] holding four moves' (piece,
 * rotation, x, y): lane l of quad[k] is moves 16 l + 4 k .. + 3.  One
 * one-source byte permute widens such a lane to four moves (64 bytes),
 * the other bytes 0 (CA_MOVE_BYTES): a two-source permute per four moves
 * costs three times as much on some processors (Intel's).
 */
#define CA_WIDEN(l, i) 16 * (l) + (i), 0, 0, 0
#define CA_WIDEN4(l, i) CA_WIDEN(l, i), CA_WIDEN(l, i + 1), CA_WIDEN(l, i + 2), CA_WIDEN(l, i + 3)
#define CA_WIDEN_LANE(l) { CA_WIDEN4(l, 0), CA_WIDEN4(l, 4), CA_WIDEN4(l, 8), CA_WIDEN4(l, 12) }
static const uint8_t widen_lane[4][64] = {
    CA_WIDEN_LANE(0), CA_WIDEN_LANE(1), CA_WIDEN_LANE(2), CA_WIDEN_LANE(3)
};
#define CA_MOVE_BYTES UINT64_C(0x1111111111111111)

/* The four moves of lane l of q, by widen_lane[l]. */
CA_WIDE_TARGET
static inline __m512i widen(__m512i lane_table, __m512i q)
{
    return _mm512_maskz_permutexvar_epi8(CA_MOVE_BYTES, lane_table, q);
}

/* Moves 4 b .. 4 b + 3 of the 64 in quad. */
CA_WIDE_TARGET
static inline __m512i four_moves(const __m512i *quad, int b)
{
    return widen(load64(widen_lane[b / 4]), quad[b % 4]);
}

/* The first `count` of four moves (16 ints). */
CA_WIDE_TARGET
static inline __mmask16 first_moves(int count)
{
    return first_ints(4 * count);
}

/* The first `count` of those 64 moves: whole blocks of four unmasked. */
CA_WIDE_TARGET
static inline void put_64_moves(sky_cathedral_move *out, const __m512i *quad, int count)
{
    int b;

    if (count >= 64) {
        /* Unrolled by hand: as a loop, GCC keeps quad in memory. */
        for (b = 0; b < 16; b += 4) {
            const __m512i lane_table = load64(widen_lane[b / 4]);

            store64(out + 4 * b, widen(lane_table, quad[0]));
            store64(out + 4 * b + 4, widen(lane_table, quad[1]));
            store64(out + 4 * b + 8, widen(lane_table, quad[2]));
            store64(out + 4 * b + 12, widen(lane_table, quad[3]));
        }
        return;
    }
    for (b = 0; 4 * b < count; b++)
        _mm512_mask_storeu_epi32(out + 4 * b, first_moves(count - 4 * b), four_moves(quad, b));
}

CA_WIDE_TARGET
int ca_list_moves_wide(const struct ca_board *b, sky_cathedral_move *moves, size_t cap)
{
    const __m512i nibble = _mm512_set1_epi8(15);
    __m512i xy, pr, p, r, x, y, pr_lo, pr_hi, xy_lo, xy_hi, quad[4];
    struct ca_packed packed;
    int j, w;

    pack(b, &move_codes, &packed);
    w = (size_t)packed.count < cap ? packed.count : (int)cap;
    for (j = 0; j < w; j += 64) {
        /* The nibbles apart (CA_LOW_NIBBLE, CA_HIGH_NIBBLE) without a permute. */
        pr = load64(packed.tag + j);
        xy = load64(packed.cell + j);
        p = _mm512_and_si512(pr, nibble);
        r = _mm512_and_si512(_mm512_srli_epi16(pr, 4), nibble);
        x = _mm512_and_si512(xy, nibble);
        y = _mm512_and_si512(_mm512_srli_epi16(xy, 4), nibble);
        pr_lo = _mm512_unpacklo_epi8(p, r);
        pr_hi = _mm512_unpackhi_epi8(p, r);
        xy_lo = _mm512_unpacklo_epi8(x, y);
        xy_hi = _mm512_unpackhi_epi8(x, y);
        quad[0] = _mm512_unpacklo_epi16(pr_lo, xy_lo);
        quad[1] = _mm512_unpackhi_epi16(pr_lo, xy_lo);
        quad[2] = _mm512_unpacklo_epi16(pr_hi, xy_hi);
        quad[3] = _mm512_unpackhi_epi16(pr_hi, xy_hi);
        put_64_moves(moves + j, quad, w - j);
    }
    return packed.count;
}

CA_WIDE_TARGET
int ca_list_actions_wide(const struct ca_board *b, int *actions, size_t cap)
{
    const __m512i cells_per_orient = _mm512_set1_epi32(SKY_CATHEDRAL_CELLS);
    struct ca_packed packed;
    __m512i cells, orients;
    int j, w;

    pack(b, &action_codes, &packed);
    w = (size_t)packed.count < cap ? packed.count : (int)cap;
    for (j = 0; j < w; j += 16) {
        cells = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(const void *)(packed.cell + j)));
        orients = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(const void *)(packed.tag + j)));
        _mm512_mask_storeu_epi32(actions + j, first_ints(w - j),
                                 _mm512_add_epi32(cells, _mm512_mullo_epi32(orients, cells_per_orient)));
    }
    return packed.count;
}
#endif
