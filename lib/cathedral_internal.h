/*
 * Cathedral: the board as bits, the placement table and the handle's
 * layout, shared by the module's files only.
 *
 * Cell (x, y) is bit y * 10 + x of a 128-bit set held in two words:
 * bits 0..63 in `lo`, 64..99 in `hi`.  Bits 100..127 are always 0.
 */
#ifndef SKYLINE_CATHEDRAL_INTERNAL_H
#define SKYLINE_CATHEDRAL_INTERNAL_H

#include <skyline/cathedral.h>

#include "handle.h"

/* ---- sets of cells ------------------------------------------------------ */

typedef struct ca_bits {
    uint64_t lo, hi;
} ca_bits;

#define CA_HI_MASK ((UINT64_C(1) << 36) - 1)    /* cells 64..99 */

static inline ca_bits ca_make(uint64_t lo, uint64_t hi)
{
    ca_bits r;

    r.lo = lo;
    r.hi = hi;
    return r;
}

static inline ca_bits ca_and(ca_bits a, ca_bits b)
{
    return ca_make(a.lo & b.lo, a.hi & b.hi);
}

static inline ca_bits ca_or(ca_bits a, ca_bits b)
{
    return ca_make(a.lo | b.lo, a.hi | b.hi);
}

static inline ca_bits ca_andnot(ca_bits a, ca_bits b)
{
    return ca_make(a.lo & ~b.lo, a.hi & ~b.hi);
}

static inline int ca_any(ca_bits a)
{
    return (a.lo | a.hi) != 0;
}

static inline int ca_meets(ca_bits a, ca_bits b)
{
    return ((a.lo & b.lo) | (a.hi & b.hi)) != 0;
}

static inline int ca_equal(ca_bits a, ca_bits b)
{
    return ((a.lo ^ b.lo) | (a.hi ^ b.hi)) == 0;
}

/* Cell c moves to c - k: 0 <= k < 64.  Without a branch on k == 0 (a
 * shift by 64 is undefined): the high word goes up by 1, then 63 - k. */
static inline ca_bits ca_down(ca_bits a, unsigned k)
{
    return ca_make((a.lo >> k) | (a.hi << 1 << (63 - k)), a.hi >> k);
}

/* Cell c moves to c + k, cells past 99 dropped: 0 < k < 64. */
static inline ca_bits ca_up(ca_bits a, unsigned k)
{
    return ca_make(a.lo << k, ((a.hi << k) | (a.lo >> (64 - k))) & CA_HI_MASK);
}

#if defined(__GNUC__)
static inline int ca_popcount64(uint64_t w)
{
    return __builtin_popcountll(w);
}

/* The lowest set bit of a non-zero word. */
static inline int ca_ctz64(uint64_t w)
{
    return __builtin_ctzll(w);
}
#else
static inline int ca_popcount64(uint64_t w)
{
    int n = 0;

    for (; w; w &= w - 1)
        n++;
    return n;
}

static inline int ca_ctz64(uint64_t w)
{
    int n = 0;

    for (; !(w & 1); w >>= 1)
        n++;
    return n;
}
#endif

static inline int ca_count(ca_bits a)
{
    return ca_popcount64(a.lo) + ca_popcount64(a.hi);
}

/* The lowest cell of a non-empty set. */
static inline int ca_first(ca_bits a)
{
    return a.lo ? ca_ctz64(a.lo) : 64 + ca_ctz64(a.hi);
}

/* The set without its lowest cell. */
static inline ca_bits ca_rest(ca_bits a)
{
    return a.lo ? ca_make(a.lo & (a.lo - 1), a.hi) : ca_make(0, a.hi & (a.hi - 1));
}

static inline int ca_has(ca_bits a, int cell)
{
    return cell < 64 ? (int)(a.lo >> cell) & 1 : (int)(a.hi >> (cell - 64)) & 1;
}

/* A cell as a set, without a branch on its word: to the predictor, which
 * word a cell of a flood or a mark falls in is as good as random. */
static inline ca_bits ca_cell(int cell)
{
    uint64_t bit = UINT64_C(1) << (cell & 63);
    uint64_t high = (uint64_t)0 - (uint64_t)(cell >> 6);    /* all ones past cell 63 */

    return ca_make(bit & ~high, bit & high);
}

/*
 * Listing legal moves is most of a random game's time.  With GCC or
 * clang on x86-64 it has faster paths, chosen at run time: writers built
 * for BMI1 and POPCNT (cathedral_list.c), and fitting and writing with
 * AVX-512 VBMI and VBMI2 (cathedral_wide.c).  Every path gives the same
 * lists.  __builtin_cpu_supports also asks whether the system saves the
 * wide registers; valgrind offers no AVX-512, so the others run there.
 */
#if defined(__GNUC__) && defined(__x86_64__)
#define CA_X86 1
static inline int ca_fast_cpu(void)
{
    return __builtin_cpu_supports("bmi") && __builtin_cpu_supports("popcnt");
}

static inline int ca_wide_cpu(void)
{
    return ca_fast_cpu() && __builtin_cpu_supports("bmi2")
        && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vbmi2");
}
#else
#define CA_X86 0
#endif

/* ---- arguments ---------------------------------------------------------- */

static inline int ca_valid_piece(int piece)
{
    return piece >= 0 && piece < SKY_CATHEDRAL_PIECES;
}

/* A player: bright or brown (not NEUTRAL). */
static inline int ca_valid_color(int color)
{
    return color == SKY_CATHEDRAL_BRIGHT || color == SKY_CATHEDRAL_BROWN;
}

/* The move placing `piece` turned `rotation` with its corner on `cell`. */
static inline sky_cathedral_move ca_move_at(int piece, int rotation, int cell)
{
    sky_cathedral_move m;

    m.piece = piece;
    m.rotation = rotation;
    m.x = cell % SKY_CATHEDRAL_SIZE;
    m.y = cell / SKY_CATHEDRAL_SIZE;
    return m;
}

/* The cell of a move's corner. */
static inline int ca_corner(sky_cathedral_move m)
{
    return m.y * SKY_CATHEDRAL_SIZE + m.x;
}

/* ---- the placement table (cathedral_table.c, generated) ------------------ */

/* Orientations: bright's twelve kinds (33), then brown's abbey and academy. */
#define CA_ORIENTS 39

struct ca_orient {
    uint8_t width, height;
    uint8_t squares;
    uint8_t offset[6];          /* y * 10 + x of each square in the box */
    ca_bits anchors;            /* cells the box's corner may stand on */
};

extern const struct ca_orient ca_orients[CA_ORIENTS];
/* Every placement: the squares of orientation o with its corner on cell a,
 * empty where the piece would leave the board. */
extern const ca_bits ca_placement[CA_ORIENTS][SKY_CATHEDRAL_CELLS];
/* Orientation index of (color, piece, rotation 0); NEUTRAL = bright's. */
extern const uint8_t ca_first_orient[3][SKY_CATHEDRAL_PIECES];
extern const uint8_t ca_orient_count[SKY_CATHEDRAL_PIECES];
extern const uint8_t ca_piece_squares[SKY_CATHEDRAL_PIECES];

/*
 * A rotation 0..3 as the lowest equal one: a piece has 1, 2 or 4
 * distinct rotations (CA-3; cathedral_gen checks it), so the remainder
 * is a mask, not a division on the path of every move.
 */
static inline int ca_distinct_rotation(int piece, int rotation)
{
    return rotation & (ca_orient_count[piece] - 1);
}

/* A distinct orientation's number among the 33 (bright's numbering, the
 * generic actions' too: game_cathedral.c). */
static inline int ca_action_orient(int piece, int rotation)
{
    return ca_first_orient[SKY_CATHEDRAL_BRIGHT][piece] + rotation;
}

/*
 * The same orientations four at a time, for fitting them at once
 * (cathedral_wide.c): group g of a color holds slots 4 g .. 4 g + 3 of
 * its 29 building orientations in listing order (pieces, then
 * rotations), the last group the People's four.  Lane l's squares are
 * at shift[s][2 l] cells from its corner (shift[s][2 l + 1] the same, for
 * the set's second word); a piece of fewer than six squares repeats its
 * first, and a lane past the last orientation has no anchors.  The
 * shifts are words, as the fitting's shift takes them from memory.
 */
#define CA_GROUPS 9
#define CA_PEOPLE_GROUP (CA_GROUPS - 1)
struct ca_group {
    ca_bits anchors[4];
    uint64_t shift[6][8];
};
extern const struct ca_group ca_groups[2][CA_GROUPS];

/* ---- the board ------------------------------------------------------------- */

/*
 * Each color's 14 buildings sit in fixed slots: 0-1 taverns, 2-3
 * stables, 4-5 inns, then one slot per kind from bridge (6) to academy
 * (13).  A placed slot remembers where it stands.
 */
#define CA_SLOTS SKY_CATHEDRAL_BUILDINGS
extern const uint8_t ca_slot_piece[CA_SLOTS];
extern const uint16_t ca_piece_slots[SKY_CATHEDRAL_PIECES];  /* 0 for people */

enum ca_people {
    CA_PEOPLE_DUE = 0,      /* not placed yet */
    CA_PEOPLE_ON_BOARD = 1,
    CA_PEOPLE_GONE = 2      /* captured: out of the game (CA-9) */
};

/* Who is to move, besides a color. */
#define CA_OVER (-1)

/* Everything a move changes; undo restores a saved copy. */
struct ca_board {
    ca_bits building[2];        /* per color */
    ca_bits territory[2];       /* never under a building */
    ca_bits people;             /* empty unless on the board */
    ca_bits marks[2];           /* per color, a square of each building on the
                                 * board: a claim's flood counts pieces by them */
    uint16_t held[2];           /* bit s: slot s is in the supply */
    uint8_t orient[2][CA_SLOTS];
    uint8_t anchor[2][CA_SLOTS];
    uint8_t people_orient, people_anchor;
    uint8_t people_state;       /* enum ca_people */
    uint8_t moves[2];           /* buildings each color has placed (CA-10) */
    int8_t to_move;             /* a color or CA_OVER */
};

/* What a building move did, for preview. */
struct ca_outcome {
    ca_bits claimed;            /* cells newly the mover's territory */
    uint16_t captured;          /* the opponent's slots removed */
    int people_captured;
};

/*
 * The history is the moves alone, two bytes each, and the board before
 * every CA_CHECKPOINT-th move: undo and the record replay at most
 * CA_CHECKPOINT - 1 moves from the nearest one.  The handle has a fixed
 * size (about 3.6 KB) and playing never allocates.
 */
#define CA_CHECKPOINT 16
#define CA_CHECKPOINTS (SKY_CATHEDRAL_MAX_PLIES / CA_CHECKPOINT)

struct ca_played {
    uint8_t piece_rotation;     /* piece * 4 + rotation */
    uint8_t anchor;             /* y * 10 + x */
};

struct sky_cathedral {
    uint32_t tag;               /* TAG_cathedral (handle.h) */
    int delayed;
    int nhist;
    struct ca_board board;
    struct ca_board checkpoint[CA_CHECKPOINTS];   /* before move k * CA_CHECKPOINT */
    struct ca_played played[SKY_CATHEDRAL_MAX_PLIES];
};

/* History (cathedral.c): move i as played, and the board before it. */
sky_cathedral_move ca_played_move(const struct sky_cathedral *g, int i);
void ca_board_before(const struct sky_cathedral *g, int i, struct ca_board *b);
/* Plays and records a move of the color to move that checked OK.  By
 * address: a move by value comes in two registers that GCC stores and
 * reloads as one vector, which waits for both stores to reach the cache. */
void ca_play_checked(struct sky_cathedral *g, const sky_cathedral_move *m);

/* Rules on the board (cathedral_board.c). */
void ca_board_init(struct ca_board *b, int delayed);
int ca_phase(const struct ca_board *b);
/* The piece's orientation for the move's color, from any rotation 0..3. */
int ca_orientation(int color, int piece, int rotation);
/* How many placements the kinds `color` holds have, the People aside. */
long ca_count_placements(const struct ca_board *b, int color);

/*
 * The next two run at every move, for the listing and for the turn's
 * pass (CA-7): inline, as a call costs about what their bodies do.
 *
 * The pieces `color` may place now, as a mask by piece (CA-5): the
 * People alone while bright owes them, else the unplaced kinds: a piece
 * of two slots (taverns, stables, inns: slots 0-1, 2-3, 4-5) while
 * either is held, a piece of one slot (bridge to academy) while it is.
 */
static inline unsigned ca_movable_pieces(const struct ca_board *b, int color)
{
    unsigned held = b->held[color], pairs = (held | held >> 1) & 0x15u;

    if (color == SKY_CATHEDRAL_BRIGHT && b->people_state == CA_PEOPLE_DUE)
        return 1u << SKY_CATHEDRAL_PEOPLE;
    return (pairs & 1u) | (pairs >> 1 & 2u) | (pairs >> 2 & 4u) | (held >> 6) << 3;
}

/* Cells where `color` may build (or bright may put the People). */
static inline ca_bits ca_open_cells(const struct ca_board *b, int color, int people)
{
    ca_bits taken = ca_or(b->building[0], b->building[1]);

    /* The mover's own territory stays open to it; the opponent's does not. */
    if (!people)
        taken = ca_or(taken, ca_or(b->people, b->territory[1 - color]));
    return ca_andnot(ca_make(~UINT64_C(0), CA_HI_MASK), taken);
}

/* The legal moves of the color to move, one set of corners per
 * orientation of each piece it may place, in enumeration order. */
#define CA_MAX_ORIENTS 33
struct ca_legal {
    int count;
    uint8_t piece[CA_MAX_ORIENTS];
    uint8_t rotation[CA_MAX_ORIENTS];
    ca_bits corners[CA_MAX_ORIENTS];
};
void ca_legal(const struct ca_board *b, struct ca_legal *out);
/* The same without AVX-512: the fitting of the plain and BMI writers. */
void ca_legal_plain(const struct ca_board *b, struct ca_legal *out);
#if CA_X86
/* The same with AVX-512, when ca_wide_cpu() (cathedral_wide.c). */
void ca_legal_wide(const struct ca_board *b, struct ca_legal *out);
#endif

/*
 * The writers of legal lists (cathedral_list.c, cathedral_wide.c): each
 * writes the first `cap` legal moves of the color to move, as native
 * moves or as generic actions, in enumeration order, and returns how
 * many there are.  All write the same lists; ca_list_moves() and
 * ca_list_actions() take the fastest this processor runs.  The test
 * compiles these files in and runs every writer (tests/check_cathedral.c).
 */
enum ca_writer {
    CA_WRITE_PLAIN,             /* plain C, and plain fitting */
    CA_WRITE_BMI,               /* the same, built for BMI1 and POPCNT */
    CA_WRITE_WIDE,              /* AVX-512: fitting four orientations at once */
    CA_WRITERS
};
/* 1 if this processor runs `writer`. */
int ca_writer_runs(int writer);
int ca_moves_by(int writer, const struct ca_board *b, sky_cathedral_move *moves, size_t cap);
int ca_actions_by(int writer, const struct ca_board *b, int *actions, size_t cap);
int ca_list_moves(const struct ca_board *b, sky_cathedral_move *moves, size_t cap);
int ca_list_actions(const struct ca_board *b, int *actions, size_t cap);
#if CA_X86
int ca_list_moves_wide(const struct ca_board *b, sky_cathedral_move *moves, size_t cap);
int ca_list_actions_wide(const struct ca_board *b, int *actions, size_t cap);
#endif
/* Plays a checked move of the color to move and passes the turn; `out`
 * may be NULL. */
void ca_board_play(struct ca_board *b, int delayed, sky_cathedral_move m,
                   struct ca_outcome *out);
int ca_count_squares(const struct ca_board *b, int color);
/* CA-12 / CA-13: bit i of the mask for each lowest of n totals. */
unsigned ca_lowest(const int *totals, int n);

/* 1 if `game` is a live Cathedral handle. */
static inline int ca_is_game(const struct sky_cathedral *game)
{
    return handle_is(game, TAG_cathedral);
}

/* The search's estimate of each color's chance to win (cathedral_bot.c;
 * game_internal.h, evaluate): always 1. */
int ca_evaluate(const struct sky_cathedral *g, double *rewards);

/*
 * The search's knowledge (cathedral_bot.c; game_internal.h): its play-out
 * move, and the moves its root tries, CA_ROOT_MOVES at most (0: every
 * legal one).  Measured with the play-outs and the search's progressive
 * widening (about 32 root children at 1,000 iterations) vs greedy at
 * 1,000 iterations, seed 1001, 400 games (a draw a win for both), the
 * evaluation after 3 play-out moves with the constant 0.15: every legal
 * move 78 %; greedy's best 16, 74.5 %; 32, 80.5 %; 64, 81.3 %.  After 8
 * with 0.25 (game_cathedral.c): every legal move 83 %, 64, 86.8 %.
 * Every legal move with the widening at 2 or 0.5 children per square
 * root of the visits instead of 1: 73.3 %, 60 %.  Without the play-outs
 * (uniform ones, a child for every root move): 8, 54 %; 16, 62 % (58.3 %
 * with the evaluation after 2); 32, 62 %; 64, 66 %; every move 71.8 %;
 * 16 ranked by greedy's reply from its best 64, 67.8 % at 3.4 times the
 * time.
 */
#define CA_ROOT_MOVES 64
void ca_rollout_move(const struct ca_board *b, sky_rng *rng, sky_cathedral_move *move);
int ca_root_moves(const struct ca_board *b, int delayed, sky_cathedral_move *moves);

/* sky_cathedral_bot_move(SKY_BOT_SEARCH): the search's action as a move (game_cathedral.c). */
int ca_search_move(const struct sky_cathedral *g, sky_rng *rng, sky_cathedral_move *move);

/* sky_game_observation() (cathedral_observation.c): its floats, and the encoder. */
#define CA_OBSERVATION_SIZE 539
struct obs_writer;
void ca_observe(const void *state, int viewer, struct obs_writer *w);

#endif /* SKYLINE_CATHEDRAL_INTERNAL_H */
