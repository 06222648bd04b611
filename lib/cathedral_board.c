/*
 * Cathedral: the rules on the board as sets of cells (CA-5..CA-12).
 * Where a piece fits, whether a color can move, and what a move claims
 * and captures.  The handle's API (cathedral.c) checks its arguments and
 * keeps the history; everything here trusts its callers.
 */
#include <string.h>

#include "cathedral_internal.h"

const uint8_t ca_slot_piece[CA_SLOTS] = {
    SKY_CATHEDRAL_TAVERN, SKY_CATHEDRAL_TAVERN,
    SKY_CATHEDRAL_STABLE, SKY_CATHEDRAL_STABLE,
    SKY_CATHEDRAL_INN, SKY_CATHEDRAL_INN,
    SKY_CATHEDRAL_BRIDGE, SKY_CATHEDRAL_SQUARE, SKY_CATHEDRAL_MANOR,
    SKY_CATHEDRAL_ABBEY, SKY_CATHEDRAL_INFIRMARY, SKY_CATHEDRAL_CASTLE,
    SKY_CATHEDRAL_TOWER, SKY_CATHEDRAL_ACADEMY
};

/* The same, by piece: the slots each kind occupies. */
const uint16_t ca_piece_slots[SKY_CATHEDRAL_PIECES] = {
    0x0003, 0x000c, 0x0030, 0x0040, 0x0080, 0x0100, 0x0200, 0x0400,
    0x0800, 0x1000, 0x2000, 0
};

#define ALL_SLOTS 0x3fffu

static const ca_bits board_cells = { UINT64_C(0xffffffffffffffff), CA_HI_MASK };
/* Columns 0 and 9: a shift by one cell must not wrap across rows. */
static const ca_bits west_column = { UINT64_C(0x1004010040100401), UINT64_C(0x4010040) };
static const ca_bits east_column = { UINT64_C(0x0802008020080200), UINT64_C(0x802008020) };

void ca_board_init(struct ca_board *b, int delayed)
{
    memset(b, 0, sizeof *b);
    b->held[0] = b->held[1] = ALL_SLOTS;
    b->people_state = CA_PEOPLE_DUE;
    /* CA-5: bright puts the People down first, unless they are delayed. */
    b->to_move = delayed ? SKY_CATHEDRAL_BROWN : SKY_CATHEDRAL_BRIGHT;
}

int ca_phase(const struct ca_board *b)
{
    if (b->to_move == CA_OVER)
        return SKY_CATHEDRAL_PHASE_OVER;
    /* Bright's turn comes with the People still due only when they must go
     * down now: at the start, or after brown's first move if delayed. */
    if (b->people_state == CA_PEOPLE_DUE && b->to_move == SKY_CATHEDRAL_BRIGHT)
        return SKY_CATHEDRAL_PHASE_PEOPLE;
    return SKY_CATHEDRAL_PHASE_BUILD;
}

int ca_orientation(int color, int piece, int rotation)
{
    return ca_first_orient[color][piece] + ca_distinct_rotation(piece, rotation);
}

/* ---- where pieces fit (CA-6) ------------------------------------------------ */

/* The corners where orientation o fits inside `open`: a corner fits when
 * each square, seen from it, is open. */
static ca_bits fits(int o, ca_bits open)
{
    const struct ca_orient *shape = &ca_orients[o];
    ca_bits corners = shape->anchors;
    int i;

    for (i = 0; i < shape->squares; i++)
        corners = ca_and(corners, ca_down(open, shape->offset[i]));
    return corners;
}

/*
 * The open cells seen from every offset a box of at most 4 x 4 has:
 * shifted once per position, then shared by all the orientations.
 */
#define CA_SPAN (3 * SKY_CATHEDRAL_SIZE + 4)
struct ca_open_from {
    ca_bits down[CA_SPAN];
};

static void open_from(ca_bits open, struct ca_open_from *f)
{
    int row, x;

    for (row = 0; row < CA_SPAN; row += SKY_CATHEDRAL_SIZE)
        for (x = 0; x < 4; x++)
            f->down[row + x] = ca_down(open, (unsigned)(row + x));
}

static ca_bits fits_from(int o, const struct ca_open_from *f)
{
    const struct ca_orient *shape = &ca_orients[o];
    ca_bits corners = shape->anchors;
    int i;

    for (i = 0; i < shape->squares; i++)
        corners = ca_and(corners, f->down[shape->offset[i]]);
    return corners;
}

/*
 * The placements of every kind `color` still holds (the People aside),
 * whoever moves: the greedy player's room, asked twice per move it
 * weighs, so the open cells are shifted once for all orientations.  Most
 * of its time is counting corners: on x86-64 processors with POPCNT
 * (nearly all) it is built a second time to use that instruction, which
 * made tests/seeded_hash, half of it greedy games, ~25 % faster.
 */
#if CA_X86
#define COUNT_INLINE static inline __attribute__((always_inline))
#else
#define COUNT_INLINE static inline
#endif
COUNT_INLINE long count_placements(const struct ca_board *b, int color)
{
    struct ca_open_from f;
    long n = 0;
    int piece, o, end;

    open_from(ca_open_cells(b, color, 0), &f);
    for (piece = 0; piece < SKY_CATHEDRAL_PEOPLE; piece++) {
        if (!(b->held[color] & ca_piece_slots[piece]))
            continue;
        o = ca_first_orient[color][piece];
        for (end = o + ca_orient_count[piece]; o < end; o++)
            n += ca_count(fits_from(o, &f));
    }
    return n;
}

#if CA_X86
__attribute__((target("popcnt")))
static long count_placements_popcnt(const struct ca_board *b, int color)
{
    return count_placements(b, color);
}
#endif

long ca_count_placements(const struct ca_board *b, int color)
{
#if CA_X86
    if (__builtin_cpu_supports("popcnt"))
        return count_placements_popcnt(b, color);
#endif
    return count_placements(b, color);
}

/* Shifts only for the orientations tried: a tavern needs none. */
static int piece_fits(int color, int piece, ca_bits open)
{
    int o = ca_first_orient[color][piece], end = o + ca_orient_count[piece];

    for (; o < end; o++)
        if (ca_any(fits(o, open)))
            return 1;
    return 0;
}

/* CA-7: whether `color` has any legal move. */
static int has_move(const struct ca_board *b, int color)
{
    unsigned pieces = ca_movable_pieces(b, color);
    ca_bits open = ca_open_cells(b, color, pieces == 1u << SKY_CATHEDRAL_PEOPLE);

    /* Smallest pieces first: if anything fits, a tavern usually does. */
    for (; pieces; pieces &= pieces - 1)
        if (piece_fits(color, ca_ctz64(pieces), open))
            return 1;
    return 0;
}

void ca_legal_plain(const struct ca_board *b, struct ca_legal *out)
{
    struct ca_open_from f;
    unsigned pieces;
    int piece, rotation, color = b->to_move;

    out->count = 0;
    if (color == CA_OVER)
        return;
    pieces = ca_movable_pieces(b, color);
    open_from(ca_open_cells(b, color, pieces == 1u << SKY_CATHEDRAL_PEOPLE), &f);
    for (piece = 0; piece < SKY_CATHEDRAL_PIECES; piece++) {
        if (!(pieces & (1u << piece)))
            continue;
        for (rotation = 0; rotation < ca_orient_count[piece]; rotation++) {
            out->piece[out->count] = (uint8_t)piece;
            out->rotation[out->count] = (uint8_t)rotation;
            out->corners[out->count] = fits_from(ca_first_orient[color][piece] + rotation, &f);
            out->count++;
        }
    }
}

void ca_legal(const struct ca_board *b, struct ca_legal *out)
{
#if CA_X86
    if (b->to_move != CA_OVER && ca_wide_cpu()) {
        ca_legal_wide(b, out);
        return;
    }
#endif
    ca_legal_plain(b, out);
}

/* ---- regions (CA-8) ---------------------------------------------------------- */

/* The cells 8-adjacent to a set, and the set itself. */
static ca_bits grow(ca_bits s)
{
    ca_bits h = ca_or(s, ca_or(ca_up(ca_andnot(s, east_column), 1),
                               ca_down(ca_andnot(s, west_column), 1)));

    return ca_and(ca_or(h, ca_or(ca_up(h, 10), ca_down(h, 10))), board_cells);
}

/*
 * A flood within `within` takes one step per ring of cells, so its step
 * is lean: the board and the columns are masked in once, in `to_west`
 * and `to_east` (the cells a shift by one may reach), not at each step.
 *
 * Most moves claim nothing: the flood crosses the board's one big region
 * only to find several foreign pieces in it.  So it stops as soon as the
 * cells flooded hold two foreign pieces (CA-9: nobody claims the region),
 * which takes about a third of the steps.  `marks` holds one square of
 * each foreign piece (the board keeps the buildings'), and `shared` the
 * cells so far found in such regions, where a flood from another cell of
 * the same region stops too.
 */
struct ca_flood {
    ca_bits within, to_west, to_east;
    ca_bits marks, shared;
};

/* The region and its 8 neighbours, in `within`. */
static inline ca_bits flood_step(ca_bits r, const struct ca_flood *f)
{
    /* Each cell with the cells above and below it... */
    ca_bits v = ca_make(r.lo | r.lo << 10 | r.lo >> 10 | r.hi << 54,
                        r.hi | r.hi << 10 | r.hi >> 10 | r.lo >> 54);

    /* ...and those columns' neighbours in the row: across an edge of the
     * board is no neighbour. */
    return ca_make((v.lo & f->within.lo) | (v.lo << 1 & f->to_east.lo)
                   | ((v.lo >> 1 | v.hi << 63) & f->to_west.lo),
                   (v.hi & f->within.hi) | ((v.hi << 1 | v.lo >> 63) & f->to_east.hi)
                   | (v.hi >> 1 & f->to_west.hi));
}

/* Whether cells of a region show two foreign pieces in it: two marks, or
 * a cell known to be in such a region.  One test, not three branches. */
static inline int holds_two(ca_bits cells, const struct ca_flood *f)
{
    ca_bits m = ca_and(cells, f->marks), s = ca_and(cells, f->shared);
    uint64_t both_words = (uint64_t)((m.lo != 0) & (m.hi != 0));

    return ((m.lo & (m.lo - 1)) | (m.hi & (m.hi - 1)) | both_words | s.lo | s.hi) != 0;
}

/*
 * The 8-connected component of `within` that holds `seed`, in *region:
 * returns 1, or 0 when the flood stopped at part of a component that
 * holds two foreign pieces.
 */
static int flood(ca_bits seed, const struct ca_flood *f, ca_bits *region)
{
    ca_bits r = seed, next;

    for (;;) {
        /* Two steps between tests: a region is rarely a single ring. */
        next = flood_step(flood_step(r, f), f);
        if (ca_equal(next, r)) {
            *region = r;
            return 1;
        }
        r = next;
        if (holds_two(r, f)) {
            *region = r;
            return 0;
        }
    }
}

static ca_bits slot_cells(const struct ca_board *b, int color, int slot)
{
    return ca_placement[b->orient[color][slot]][b->anchor[color][slot]];
}

/*
 * The foreign pieces in a region (CA-9): returns how many, up to 2 (more
 * do not matter), and the opponent's slot when the one is a building
 * (-1 for the People).
 */
static int foreign_pieces(const struct ca_board *b, int opponent, ca_bits region,
                          int *slot)
{
    unsigned placed = ALL_SLOTS & ~(unsigned)b->held[opponent];
    int n = 0, s;

    *slot = -1;
    if (b->people_state == CA_PEOPLE_ON_BOARD && ca_meets(b->people, region))
        n++;
    if (!ca_meets(b->building[opponent], region))
        return n;
    for (; placed && n < 2; placed &= placed - 1) {
        s = ca_ctz64(placed);
        if (ca_meets(slot_cells(b, opponent, s), region)) {
            *slot = s;
            n++;
        }
    }
    return n;
}

/* A region with at most one foreign piece: that piece goes, the region is
 * the mover's territory (CA-9, CA-11). */
static void claim(struct ca_board *b, int mover, ca_bits region, int slot,
                  struct ca_outcome *out)
{
    int opponent = 1 - mover;

    if (slot >= 0) {
        ca_bits gone = slot_cells(b, opponent, slot);

        b->building[opponent] = ca_andnot(b->building[opponent], gone);
        b->marks[opponent] = ca_andnot(b->marks[opponent], gone);
        b->held[opponent] = (uint16_t)(b->held[opponent] | 1u << slot);
        out->captured = (uint16_t)(out->captured | 1u << slot);
    } else if (b->people_state == CA_PEOPLE_ON_BOARD && ca_meets(b->people, region)) {
        b->people = ca_make(0, 0);
        b->people_state = CA_PEOPLE_GONE;
        out->people_captured = 1;
    }
    out->claimed = ca_or(out->claimed, ca_andnot(region, b->territory[mover]));
    b->territory[mover] = ca_or(b->territory[mover], region);
    b->territory[opponent] = ca_andnot(b->territory[opponent], region);
}

/* The set of the lowest cell of a non-empty set, without a branch on
 * which word holds it. */
static ca_bits lowest_cell(ca_bits a)
{
    return ca_make(a.lo & (0 - a.lo), a.lo ? 0 : a.hi & (0 - a.hi));
}

/* The first square of a piece placed with orientation o on `anchor`. */
static int first_square(int o, int anchor)
{
    return anchor + ca_orients[o].offset[0];
}

/* A square of each foreign piece on the board: the opponent's buildings'
 * marks, and one of the People. */
static ca_bits foreign_marks(const struct ca_board *b, int opponent)
{
    ca_bits marks = b->marks[opponent];

    if (b->people_state == CA_PEOPLE_ON_BOARD)
        marks = ca_or(marks, ca_cell(first_square(b->people_orient, b->people_anchor)));
    return marks;
}

/* CA-9: every region for the mover that touches the new building. */
static void claim_regions(struct ca_board *b, int mover, ca_bits building,
                          struct ca_outcome *out)
{
    ca_bits within = ca_andnot(board_cells, b->building[mover]);
    ca_bits touching = ca_and(grow(building), within), region;
    struct ca_flood f;
    int slot;

    f.within = within;
    f.to_east = ca_andnot(within, west_column);
    f.to_west = ca_andnot(within, east_column);
    f.marks = foreign_marks(b, 1 - mover);
    f.shared = ca_make(0, 0);
    while (ca_any(touching)) {
        if (!flood(lowest_cell(touching), &f, &region))
            f.shared = ca_or(f.shared, region);
        else if (foreign_pieces(b, 1 - mover, region, &slot) <= 1)
            claim(b, mover, region, slot, out);
        touching = ca_andnot(touching, region);
    }
}

/* ---- moves ------------------------------------------------------------------- */

/* CA-7: the nominal player moves if it can, else the other, else nobody. */
static void pass_turn(struct ca_board *b, int nominal)
{
    if (has_move(b, nominal))
        b->to_move = (int8_t)nominal;
    else if (has_move(b, 1 - nominal))
        b->to_move = (int8_t)(1 - nominal);
    else
        b->to_move = CA_OVER;
}

static void place_people(struct ca_board *b, int delayed, int orient, int anchor)
{
    b->people = ca_placement[orient][anchor];
    b->people_orient = (uint8_t)orient;
    b->people_anchor = (uint8_t)anchor;
    b->people_state = CA_PEOPLE_ON_BOARD;
    /* CA-5: brown moves first; delayed People come between its first move
     * and bright's first building. */
    pass_turn(b, delayed ? SKY_CATHEDRAL_BRIGHT : SKY_CATHEDRAL_BROWN);
}

void ca_board_play(struct ca_board *b, int delayed, sky_cathedral_move m,
                   struct ca_outcome *out)
{
    struct ca_outcome scratch;
    int mover = b->to_move, slot;
    int orient = ca_orientation(mover, m.piece, m.rotation), anchor = ca_corner(m);
    ca_bits cells = ca_placement[orient][anchor];

    if (!out)
        out = &scratch;
    memset(out, 0, sizeof *out);
    if (m.piece == SKY_CATHEDRAL_PEOPLE) {
        place_people(b, delayed, orient, anchor);
        return;
    }
    slot = ca_ctz64(b->held[mover] & ca_piece_slots[m.piece]);
    b->held[mover] = (uint16_t)(b->held[mover] & ~(1u << slot));
    b->orient[mover][slot] = (uint8_t)orient;
    b->anchor[mover][slot] = (uint8_t)anchor;
    b->building[mover] = ca_or(b->building[mover], cells);
    b->marks[mover] = ca_or(b->marks[mover], ca_cell(first_square(orient, anchor)));
    b->territory[mover] = ca_andnot(b->territory[mover], cells);
    /* CA-10: a color's first building claims nothing. */
    if (b->moves[mover]++ > 0)
        claim_regions(b, mover, cells, out);
    pass_turn(b, 1 - mover);
}

/* ---- counts (CA-12) ------------------------------------------------------------- */

int ca_count_squares(const struct ca_board *b, int color)
{
    unsigned held = b->held[color];
    int n = 0;

    for (; held; held &= held - 1)
        n += ca_piece_squares[ca_slot_piece[ca_ctz64(held)]];
    return n;
}

unsigned ca_lowest(const int *totals, int n)
{
    unsigned mask = 0;
    int i, best = 0;

    for (i = 0; i < n; i++) {
        if (i == 0 || totals[i] < best) {
            best = totals[i];
            mask = 0;
        }
        if (totals[i] == best)
            mask |= 1u << i;
    }
    return mask;
}
