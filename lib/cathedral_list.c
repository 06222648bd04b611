/*
 * Cathedral: writing the legal moves that ca_legal() found, as native
 * moves (sky_cathedral_legal_moves) or as generic actions (the adapter,
 * game_cathedral.c), in the order of the corners: writing them is most
 * of a random game's time.
 *
 * On x86-64 each has three writers, chosen at run time: plain C; the same
 * built for processors with BMI1 and POPCNT (one instruction clears the
 * lowest bit, one counts a word's corners); and one with AVX-512 VBMI2
 * that packs a word's corners with one instruction and writes four moves
 * or sixteen actions a store, without a branch per word.  All of them
 * write the same list.
 */
#include <string.h>

#include "cathedral_internal.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define CA_FAST_COPY 1
#define CA_INLINE static inline __attribute__((always_inline))
#define CA_FAST_TARGET __attribute__((target("bmi,popcnt")))
#define CA_WIDE_TARGET \
    __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi,bmi2,popcnt")))
#include <immintrin.h>

static int fast_cpu(void)
{
    return __builtin_cpu_supports("bmi") && __builtin_cpu_supports("popcnt");
}

/* __builtin_cpu_supports also asks whether the system saves the registers. */
static int wide_cpu(void)
{
    return fast_cpu() && __builtin_cpu_supports("bmi2")
        && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vbmi2");
}
#else
#define CA_FAST_COPY 0
#define CA_INLINE static inline
#endif

static size_t room_after(size_t cap, int n)
{
    return (size_t)n < cap ? cap - (size_t)n : 0;
}

/* How many moves the list has. */
static int legal_count(const struct ca_legal *legal)
{
    int i, n = 0;

    for (i = 0; i < legal->count; i++)
        n += ca_count(legal->corners[i]);
    return n;
}

/*
 * The plain and BMI writers put corners out four at a time without a
 * test per corner (a word of corners rarely has more than four), so they
 * write up to CA_BURST - 1 entries past a word's last corner: onto the
 * next word's, or past the list, where they are put back.  The lowest
 * corner of w, or 63 past the last one, so that such a store reads a
 * cell of the tables.
 */
#define CA_BURST 4
CA_INLINE int next_corner(uint64_t w)
{
    return ca_ctz64(w | UINT64_C(1) << 63);
}

/* ---- native moves --------------------------------------------------------------- */

/*
 * Writing one move is one 16-byte store (SSE2 on x86-64): the
 * orientation's (piece, rotation) merged with the corner's move of piece
 * 0, rotation 0.
 */
#define CA_CELL_ROW(y) { 0, 0, 0, y }, { 0, 0, 1, y }, { 0, 0, 2, y }, { 0, 0, 3, y }, \
                       { 0, 0, 4, y }, { 0, 0, 5, y }, { 0, 0, 6, y }, { 0, 0, 7, y }, \
                       { 0, 0, 8, y }, { 0, 0, 9, y }
/* Past cell 99: what a store past a word's last corner reads (cell 127 at most). */
static const sky_cathedral_move cell_move[128] = {
    CA_CELL_ROW(0), CA_CELL_ROW(1), CA_CELL_ROW(2), CA_CELL_ROW(3), CA_CELL_ROW(4),
    CA_CELL_ROW(5), CA_CELL_ROW(6), CA_CELL_ROW(7), CA_CELL_ROW(8), CA_CELL_ROW(9)
};

#if CA_FAST_COPY
typedef __m128i ca_head;

/* The stores rely on the frozen layout: four ints in 16 bytes. */
typedef char ca_move_layout_check[sizeof(sky_cathedral_move) == 16 ? 1 : -1];

CA_INLINE ca_head make_head(int piece, int rotation)
{
    return _mm_setr_epi32(piece, rotation, 0, 0);
}

CA_INLINE void put_move(sky_cathedral_move *out, ca_head head, int cell)
{
    __m128i corner = _mm_loadu_si128((const __m128i *)(const void *)&cell_move[cell]);

    _mm_storeu_si128((__m128i *)(void *)out, _mm_or_si128(head, corner));
}
#else
typedef sky_cathedral_move ca_head;

static inline ca_head make_head(int piece, int rotation)
{
    sky_cathedral_move head = cell_move[0];

    head.piece = piece;
    head.rotation = rotation;
    return head;
}

static inline void put_move(sky_cathedral_move *out, ca_head head, int cell)
{
    *out = cell_move[cell];
    out->piece = head.piece;
    out->rotation = head.rotation;
}
#endif

/* Writes the `count` moves of one word of corners (cells from `first`)
 * and up to CA_BURST - 1 stores past them. */
CA_INLINE sky_cathedral_move *put_word(sky_cathedral_move *out, uint64_t w, int count,
                                       ca_head head, int first)
{
    sky_cathedral_move *end = out + count;

    for (; out < end; out += CA_BURST) {
        put_move(out, head, first + next_corner(w));
        w &= w - 1;
        put_move(out + 1, head, first + next_corner(w));
        w &= w - 1;
        put_move(out + 2, head, first + next_corner(w));
        w &= w - 1;
        put_move(out + 3, head, first + next_corner(w));
        w &= w - 1;
    }
    return end;
}

/* One word's moves, exactly, up to `room` of them; returns how many there are. */
static int put_word_capped(sky_cathedral_move *out, uint64_t w, ca_head head, int first,
                           size_t room)
{
    int n = 0;

    for (; w; w &= w - 1, n++)
        if ((size_t)n < room)
            put_move(out + n, head, first + ca_ctz64(w));
    return n;
}

/* The exact writer, for a buffer without room past the list. */
static int put_moves_capped(const struct ca_legal *legal, sky_cathedral_move *moves,
                            size_t cap)
{
    int i, n = 0;

    for (i = 0; i < legal->count; i++) {
        ca_head head = make_head(legal->piece[i], legal->rotation[i]);

        n += put_word_capped(moves + n, legal->corners[i].lo, head, 0, room_after(cap, n));
        n += put_word_capped(moves + n, legal->corners[i].hi, head, 64, room_after(cap, n));
    }
    return n;
}

CA_INLINE int put_moves(const struct ca_legal *legal, sky_cathedral_move *moves, size_t cap)
{
    sky_cathedral_move after[CA_BURST - 1], *out = moves;
    int i, n = legal_count(legal);

    if ((size_t)n + CA_BURST - 1 > cap)
        return put_moves_capped(legal, moves, cap);
    memcpy(after, moves + n, sizeof after);
    for (i = 0; i < legal->count; i++) {
        ca_head head = make_head(legal->piece[i], legal->rotation[i]);
        ca_bits corners = legal->corners[i];

        out = put_word(out, corners.lo, ca_popcount64(corners.lo), head, 0);
        out = put_word(out, corners.hi, ca_popcount64(corners.hi), head, 64);
    }
    memcpy(moves + n, after, sizeof after);
    return n;
}

static int put_moves_plain(const struct ca_legal *legal, sky_cathedral_move *moves,
                           size_t cap)
{
    return put_moves(legal, moves, cap);
}

/* ---- generic actions ------------------------------------------------------------ */

/* Writes base + c for each of the `count` corners c of one word, and up
 * to CA_BURST - 1 ints past them. */
CA_INLINE int *put_action_word(int *out, uint64_t w, int count, int base)
{
    int *end = out + count;

    for (; out < end; out += CA_BURST) {
        out[0] = base + next_corner(w);
        w &= w - 1;
        out[1] = base + next_corner(w);
        w &= w - 1;
        out[2] = base + next_corner(w);
        w &= w - 1;
        out[3] = base + next_corner(w);
        w &= w - 1;
    }
    return end;
}

/* One word's actions, exactly, up to `room` of them; returns how many
 * there are. */
static int put_action_word_capped(int *out, uint64_t w, int base, size_t room)
{
    int n = 0;

    for (; w; w &= w - 1, n++)
        if ((size_t)n < room)
            out[n] = base + ca_ctz64(w);
    return n;
}

/* The action of orientation i's corner 0 (game_cathedral.c). */
static int orient_base(const struct ca_legal *legal, int i)
{
    return (ca_first_orient[SKY_CATHEDRAL_BRIGHT][legal->piece[i]] + legal->rotation[i])
           * SKY_CATHEDRAL_CELLS;
}

/* The exact writer, for a buffer without room past the list. */
static int put_actions_capped(const struct ca_legal *legal, int *actions, size_t cap)
{
    int i, base, n = 0;

    for (i = 0; i < legal->count; i++) {
        base = orient_base(legal, i);
        n += put_action_word_capped(actions + n, legal->corners[i].lo, base,
                                    room_after(cap, n));
        n += put_action_word_capped(actions + n, legal->corners[i].hi, base + 64,
                                    room_after(cap, n));
    }
    return n;
}

/* The enumeration's order (piece, rotation, y, x) is ascending actions. */
CA_INLINE int put_actions(const struct ca_legal *legal, int *actions, size_t cap)
{
    int after[CA_BURST - 1], *out = actions;
    int i, base, n = legal_count(legal);

    if ((size_t)n + CA_BURST - 1 > cap)
        return put_actions_capped(legal, actions, cap);
    memcpy(after, actions + n, sizeof after);
    for (i = 0; i < legal->count; i++) {
        base = orient_base(legal, i);
        out = put_action_word(out, legal->corners[i].lo,
                              ca_popcount64(legal->corners[i].lo), base);
        out = put_action_word(out, legal->corners[i].hi,
                              ca_popcount64(legal->corners[i].hi), base + 64);
    }
    memcpy(actions + n, after, sizeof after);
    return n;
}

static int put_actions_plain(const struct ca_legal *legal, int *actions, size_t cap)
{
    return put_actions(legal, actions, cap);
}

#if CA_FAST_COPY
/* ---- BMI1: the same, compiled for it --------------------------------------------- */

CA_FAST_TARGET
static int put_moves_fast(const struct ca_legal *legal, sky_cathedral_move *moves,
                          size_t cap)
{
    return put_moves(legal, moves, cap);
}

CA_FAST_TARGET
static int put_actions_fast(const struct ca_legal *legal, int *actions, size_t cap)
{
    return put_actions(legal, actions, cap);
}

/* ---- AVX-512 ------------------------------------------------------------------- */

/*
 * Two passes, without a branch per word of corners.  The first packs
 * each word's corners (one compress) into a list of cells, and tags each
 * with a byte that names its orientation; every store is 64 bytes, the
 * next word's overwriting what lies past the last corner.  The second
 * turns cells and tags into moves or actions, 64 moves or 16 actions at
 * a time; its stores are masked, so nothing past the first `cap` entries
 * is written.
 */
struct ca_packed {
    int count;
    uint8_t cell[SKY_CATHEDRAL_MAX_MOVES + 64];
    uint8_t tag[SKY_CATHEDRAL_MAX_MOVES + 64];
};

static const uint8_t cells_from[2][64] = {
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
      32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
      48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63 },
    { 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
      80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
      96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
      112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127 }
};

CA_WIDE_TARGET
static inline __m512i load64(const uint8_t *bytes)
{
    return _mm512_loadu_si512((const void *)bytes);
}

CA_WIDE_TARGET
static inline void store64(uint8_t *bytes, __m512i v)
{
    _mm512_storeu_si512((void *)bytes, v);
}

/* Orientation i's corners, tagged tag[i]. */
CA_WIDE_TARGET
static void pack(const struct ca_legal *legal, const uint8_t *tag, struct ca_packed *p)
{
    __m512i lo = load64(cells_from[0]), hi = load64(cells_from[1]), t;
    int i, n = 0;

    for (i = 0; i < legal->count; i++) {
        t = _mm512_set1_epi8((char)tag[i]);
        store64(p->cell + n, _mm512_maskz_compress_epi8(legal->corners[i].lo, lo));
        store64(p->tag + n, t);
        n += ca_popcount64(legal->corners[i].lo);
        store64(p->cell + n, _mm512_maskz_compress_epi8(legal->corners[i].hi, hi));
        store64(p->tag + n, t);
        n += ca_popcount64(legal->corners[i].hi);
    }
    p->count = n;
}

/* The first `count` of 16 ints, as a store's mask. */
CA_WIDE_TARGET
static inline __mmask16 first_ints(int count)
{
    return count >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << count) - 1);
}

/* The first `count` of four moves (16 ints). */
CA_WIDE_TARGET
static inline __mmask16 first_moves(int count)
{
    return first_ints(4 * count);
}

#define CA_X10 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
#define CA_Y10(y) y, y, y, y, y, y, y, y, y, y
/* Cell c's x and y; cells past 99 are never corners. */
static const uint8_t cell_x[128] = {
    CA_X10, CA_X10, CA_X10, CA_X10, CA_X10, CA_X10, CA_X10, CA_X10, CA_X10, CA_X10,
};
static const uint8_t cell_y[128] = {
    CA_Y10(0), CA_Y10(1), CA_Y10(2), CA_Y10(3), CA_Y10(4),
    CA_Y10(5), CA_Y10(6), CA_Y10(7), CA_Y10(8), CA_Y10(9),
};

/*
 * Four moves are 64 bytes.  Block b of eight (moves 4b .. 4b + 3) takes
 * move m's piece, rotation, x and y (bytes 16 m, + 4, + 8, + 12) from a
 * table of 32 pieces, 32 rotations, 32 x's and 32 y's; the other bytes
 * are 0 (CA_MOVE_BYTES).
 */
#define CA_PICK(b, m) 4 * (b) + (m), 0, 0, 0, 32 + 4 * (b) + (m), 0, 0, 0, \
                      64 + 4 * (b) + (m), 0, 0, 0, 96 + 4 * (b) + (m), 0, 0, 0
#define CA_PICK4(b) { CA_PICK(b, 0), CA_PICK(b, 1), CA_PICK(b, 2), CA_PICK(b, 3) }
static const uint8_t pick_move[8][64] = {
    CA_PICK4(0), CA_PICK4(1), CA_PICK4(2), CA_PICK4(3),
    CA_PICK4(4), CA_PICK4(5), CA_PICK4(6), CA_PICK4(7)
};
#define CA_MOVE_BYTES UINT64_C(0x1111111111111111)

/* The first `count` (up to 32) of 32 moves whose pieces and rotations
 * are pr, x's and y's xy. */
CA_WIDE_TARGET
static inline void put_32_moves(sky_cathedral_move *out, __m512i pr, __m512i xy, int count)
{
    int b;

    for (b = 0; b < 8 && 4 * b < count; b++)
        _mm512_mask_storeu_epi32(out + 4 * b, first_moves(count - 4 * b),
                                 _mm512_maskz_permutex2var_epi8(CA_MOVE_BYTES, pr,
                                                                load64(pick_move[b]), xy));
}

CA_WIDE_TARGET
static int put_moves_wide(const struct ca_legal *legal, sky_cathedral_move *moves, size_t cap)
{
    __m512i xs_lo = load64(cell_x), xs_hi = load64(cell_x + 64);
    __m512i ys_lo = load64(cell_y), ys_hi = load64(cell_y + 64);
    __m512i pieces, rotations, cells, tags, p, r, x, y;
    __mmask64 listed = _bzhi_u64(~UINT64_C(0), (unsigned)legal->count);
    struct ca_packed packed;
    uint8_t tag[CA_MAX_ORIENTS];
    int i, j, w;

    for (i = 0; i < legal->count; i++)
        tag[i] = (uint8_t)i;
    pack(legal, tag, &packed);
    w = (size_t)packed.count < cap ? packed.count : (int)cap;
    pieces = _mm512_maskz_loadu_epi8(listed, legal->piece);
    rotations = _mm512_maskz_loadu_epi8(listed, legal->rotation);
    for (j = 0; j < w; j += 64) {
        cells = load64(packed.cell + j);
        tags = load64(packed.tag + j);
        p = _mm512_permutexvar_epi8(tags, pieces);
        r = _mm512_permutexvar_epi8(tags, rotations);
        x = _mm512_permutex2var_epi8(xs_lo, cells, xs_hi);
        y = _mm512_permutex2var_epi8(ys_lo, cells, ys_hi);
        /* Moves j .. j + 31 from the lower halves, j + 32 .. from the upper. */
        put_32_moves(moves + j, _mm512_shuffle_i64x2(p, r, 0x44),
                     _mm512_shuffle_i64x2(x, y, 0x44), w - j);
        if (w - j > 32)
            put_32_moves(moves + j + 32, _mm512_shuffle_i64x2(p, r, 0xee),
                         _mm512_shuffle_i64x2(x, y, 0xee), w - j - 32);
    }
    return packed.count;
}

CA_WIDE_TARGET
static int put_actions_wide(const struct ca_legal *legal, int *actions, size_t cap)
{
    const __m512i cells_per_orient = _mm512_set1_epi32(SKY_CATHEDRAL_CELLS);
    struct ca_packed packed;
    uint8_t tag[CA_MAX_ORIENTS];
    __m512i cells, orients;
    int i, j, w;

    for (i = 0; i < legal->count; i++)
        tag[i] = (uint8_t)(orient_base(legal, i) / SKY_CATHEDRAL_CELLS);
    pack(legal, tag, &packed);
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

/* ---- the writers' entries -------------------------------------------------------- */

/* With no room the writers' pointers would be NULL: only the count. */
int ca_list_moves(const struct ca_legal *legal, sky_cathedral_move *moves, size_t cap)
{
    if (cap == 0)
        return legal_count(legal);
#if CA_FAST_COPY
    if (wide_cpu())
        return put_moves_wide(legal, moves, cap);
    if (fast_cpu())
        return put_moves_fast(legal, moves, cap);
#endif
    return put_moves_plain(legal, moves, cap);
}

int ca_list_actions(const struct ca_legal *legal, int *actions, size_t cap)
{
    if (cap == 0)
        return legal_count(legal);
#if CA_FAST_COPY
    if (wide_cpu())
        return put_actions_wide(legal, actions, cap);
    if (fast_cpu())
        return put_actions_fast(legal, actions, cap);
#endif
    return put_actions_plain(legal, actions, cap);
}
