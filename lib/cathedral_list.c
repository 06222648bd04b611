/*
 * Cathedral: writing the legal moves of the color to move, as native
 * moves (sky_cathedral_legal_moves) or as generic actions (the adapter,
 * game_cathedral.c), in the order of the corners: writing them is most
 * of a random game's time.
 *
 * On x86-64 there are three writers (enum ca_writer), the fastest the
 * processor runs chosen at each call: plain C after the plain fitting
 * (ca_legal_plain); the same built for processors with BMI1 and POPCNT
 * (one instruction clears the lowest bit, one counts a word's corners);
 * and the AVX-512 one of cathedral_wide.c, which fits and writes on its
 * own.  All of them write the same list; the test runs each.
 */
#include <string.h>

#include "cathedral_internal.h"

#if CA_X86
#define CA_INLINE static inline __attribute__((always_inline))
#define CA_FAST_TARGET __attribute__((target("bmi,popcnt")))
#include <emmintrin.h>
#else
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

#if CA_X86
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
    return ca_action_orient(legal->piece[i], legal->rotation[i]) * SKY_CATHEDRAL_CELLS;
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

#if CA_X86
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
#endif

/* ---- the writers' entries -------------------------------------------------------- */

int ca_writer_runs(int writer)
{
    switch (writer) {
    case CA_WRITE_PLAIN:
        return 1;
#if CA_X86
    case CA_WRITE_BMI:
        return ca_fast_cpu();
    case CA_WRITE_WIDE:
        return ca_wide_cpu();
#endif
    default:
        return 0;
    }
}

/* The fastest writer this processor runs. */
static int best_writer(void)
{
#if CA_X86
    if (ca_wide_cpu())
        return CA_WRITE_WIDE;
    if (ca_fast_cpu())
        return CA_WRITE_BMI;
#endif
    return CA_WRITE_PLAIN;
}

/* With no room the writers' pointers would be NULL: only the count. */
int ca_moves_by(int writer, const struct ca_board *b, sky_cathedral_move *moves, size_t cap)
{
    struct ca_legal legal;

#if CA_X86
    if (writer == CA_WRITE_WIDE)
        return ca_list_moves_wide(b, moves, cap);
#endif
    ca_legal_plain(b, &legal);
    if (cap == 0)
        return legal_count(&legal);
#if CA_X86
    if (writer == CA_WRITE_BMI)
        return put_moves_fast(&legal, moves, cap);
#else
    (void)writer;               /* only the plain writer runs here */
#endif
    return put_moves_plain(&legal, moves, cap);
}

int ca_actions_by(int writer, const struct ca_board *b, int *actions, size_t cap)
{
    struct ca_legal legal;

#if CA_X86
    if (writer == CA_WRITE_WIDE)
        return ca_list_actions_wide(b, actions, cap);
#endif
    ca_legal_plain(b, &legal);
    if (cap == 0)
        return legal_count(&legal);
#if CA_X86
    if (writer == CA_WRITE_BMI)
        return put_actions_fast(&legal, actions, cap);
#else
    (void)writer;
#endif
    return put_actions_plain(&legal, actions, cap);
}

int ca_list_moves(const struct ca_board *b, sky_cathedral_move *moves, size_t cap)
{
    return ca_moves_by(best_writer(), b, moves, cap);
}

int ca_list_actions(const struct ca_board *b, int *actions, size_t cap)
{
    return ca_actions_by(best_writer(), b, actions, cap);
}
