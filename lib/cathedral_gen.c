/*
 * cathedral_gen: writes lib/cathedral_table.c, Cathedral's placement
 * table, from the piece shapes of CA-2, and checks the committed copy.
 *
 *   cathedral_gen --print        the table, on standard output
 *   cathedral_gen [FILE]         exit 0 if FILE (default
 *                                $top_srcdir/lib/cathedral_table.c)
 *                                is exactly what --print writes
 *
 * The library reads the table and never rotates anything itself, so the
 * shapes below are the only place where they are written down.  `make
 * check` runs the second form; `make cathedral-table` rewrites the file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/cathedral.h>

#define N SKY_CATHEDRAL_SIZE
#define MAX_SQUARES 6
#define ORIENTS 39
#define GROUPS 9

/* A shape's squares, as a small grid of rows ('#' = square). */
struct shape {
    int width, height;
    char cell[4][4];            /* [y][x], 1 = square */
};

/*
 * CA-2, orientation 0.  Rows are separated by '/'.  Only the abbey and
 * the academy differ between the colors: brown's are mirror images.
 */
static const char *const bright_shapes[SKY_CATHEDRAL_PIECES] = {
    "#",                /* tavern */
    "##",               /* stable */
    "##/#.",            /* inn */
    "###",              /* bridge */
    "##/##",            /* square */
    "###/.#.",          /* manor */
    ".##/##.",          /* abbey */
    ".#./###/.#.",      /* infirmary */
    "###/#.#",          /* castle */
    "#../##./.##",      /* tower */
    "##./.##/.#.",      /* academy */
    ".#./###/.#./.#.",  /* people */
};
static const char *const brown_abbey = "##./.##";
static const char *const brown_academy = ".##/##./.#.";

static const char *const piece_names[SKY_CATHEDRAL_PIECES] = {
    "tavern", "stable", "inn", "bridge", "square", "manor", "abbey",
    "infirmary", "castle", "tower", "academy", "people"
};

struct orient {
    int color, piece, rotation;
    struct shape s;
};

static struct orient orients[ORIENTS];
static int norients;
static int first_orient[3][SKY_CATHEDRAL_PIECES];
static int orient_count[SKY_CATHEDRAL_PIECES];

static void die(const char *what)
{
    fprintf(stderr, "cathedral_gen: %s\n", what);
    exit(99);
}

static struct shape parse_shape(const char *text)
{
    struct shape s;
    int x = 0;

    memset(&s, 0, sizeof s);
    for (; *text; text++) {
        if (*text == '/') {
            s.height++;
            x = 0;
            continue;
        }
        if (x >= 4 || s.height >= 4)
            die("a shape is too big");
        s.cell[s.height][x++] = *text == '#';
        if (x > s.width)
            s.width = x;
    }
    s.height++;
    return s;
}

/* A quarter turn clockwise (y grows southward): (x, y) -> (h - 1 - y, x). */
static struct shape rotate(const struct shape *s)
{
    struct shape r;
    int x, y;

    memset(&r, 0, sizeof r);
    r.width = s->height;
    r.height = s->width;
    for (y = 0; y < s->height; y++)
        for (x = 0; x < s->width; x++)
            r.cell[x][s->height - 1 - y] = s->cell[y][x];
    return r;
}

static int same(const struct shape *a, const struct shape *b)
{
    return a->width == b->width && a->height == b->height
        && memcmp(a->cell, b->cell, sizeof a->cell) == 0;
}

static int squares(const struct shape *s)
{
    int x, y, n = 0;

    for (y = 0; y < s->height; y++)
        for (x = 0; x < s->width; x++)
            n += s->cell[y][x];
    return n;
}

/* The distinct orientations of a shape: 1, 2 or 4 quarter turns (CA-3). */
static int distinct_turns(const struct shape *s)
{
    struct shape r = *s;
    int k;

    for (k = 1; k <= 4; k++) {
        r = rotate(&r);
        if (same(&r, s))
            break;
    }
    if (4 % k != 0)
        die("a shape's symmetry is not 1, 2 or 4 turns");
    return k;
}

static void add_piece(int color, int piece, const char *text)
{
    struct shape s = parse_shape(text);
    int turns = distinct_turns(&s), r;

    if (color == SKY_CATHEDRAL_BRIGHT)
        orient_count[piece] = turns;
    else if (orient_count[piece] != turns)
        die("mirror images with different symmetry");
    first_orient[color][piece] = norients;
    for (r = 0; r < turns; r++) {
        if (norients == ORIENTS)
            die("more orientations than the table holds");
        orients[norients].color = color;
        orients[norients].piece = piece;
        orients[norients].rotation = r;
        orients[norients].s = s;
        norients++;
        s = rotate(&s);
    }
}

static void build(void)
{
    int piece, total = 0;

    for (piece = 0; piece < SKY_CATHEDRAL_PIECES; piece++)
        add_piece(SKY_CATHEDRAL_BRIGHT, piece, bright_shapes[piece]);
    for (piece = 0; piece < SKY_CATHEDRAL_PIECES; piece++) {
        first_orient[SKY_CATHEDRAL_BROWN][piece] = first_orient[SKY_CATHEDRAL_BRIGHT][piece];
        first_orient[SKY_CATHEDRAL_NEUTRAL][piece] = first_orient[SKY_CATHEDRAL_BRIGHT][piece];
    }
    add_piece(SKY_CATHEDRAL_BROWN, SKY_CATHEDRAL_ABBEY, brown_abbey);
    add_piece(SKY_CATHEDRAL_BROWN, SKY_CATHEDRAL_ACADEMY, brown_academy);
    if (norients != ORIENTS)
        die("the orientation count is not 39");
    /* CA-2: 47 squares a color in 2+2+2 paired and 8 single buildings. */
    for (piece = 0; piece < SKY_CATHEDRAL_PEOPLE; piece++)
        total += squares(&orients[first_orient[0][piece]].s) * (piece <= SKY_CATHEDRAL_INN ? 2 : 1);
    if (total != SKY_CATHEDRAL_SET_SQUARES || squares(&orients[first_orient[0][SKY_CATHEDRAL_PEOPLE]].s) != 6)
        die("the squares do not add up to 47 + 47 + 6");
}

/* ---- output -------------------------------------------------------------- */

static void put_mask(FILE *f, const int cells[], int n)
{
    unsigned long long lo = 0, hi = 0;
    int i;

    for (i = 0; i < n; i++) {
        if (cells[i] < 64)
            lo |= 1ull << cells[i];
        else
            hi |= 1ull << (cells[i] - 64);
    }
    fprintf(f, "{ 0x%llxu, 0x%llxu }", lo, hi);
}

/* The cells of orientation o's squares with the box's corner on (ax, ay). */
static int placed_cells(const struct orient *o, int ax, int ay, int cells[])
{
    int x, y, n = 0;

    for (y = 0; y < o->s.height; y++)
        for (x = 0; x < o->s.width; x++)
            if (o->s.cell[y][x])
                cells[n++] = (ay + y) * N + ax + x;
    return n;
}

static int fits(const struct orient *o, int ax, int ay)
{
    return ax + o->s.width <= N && ay + o->s.height <= N;
}

/* The corners where orientation o fits on the board, as a mask. */
static void put_anchors(FILE *f, const struct orient *o)
{
    int cells[N * N], n = 0, x, y;

    for (y = 0; y < N; y++)
        for (x = 0; x < N; x++)
            if (fits(o, x, y))
                cells[n++] = y * N + x;
    put_mask(f, cells, n);
}

static void put_orient(FILE *f, const struct orient *o, int index)
{
    int cells[MAX_SQUARES], n, i;

    fprintf(f, "    /* %d: %s %s, rotation %d */\n    { %d, %d, %d, { ", index,
            o->color == SKY_CATHEDRAL_BRIGHT ? "bright" : "brown",
            piece_names[o->piece], o->rotation, o->s.width, o->s.height, squares(&o->s));
    n = placed_cells(o, 0, 0, cells);
    for (i = 0; i < n; i++)
        fprintf(f, "%s%d", i ? ", " : "", cells[i]);
    fputs(" },\n      ", f);
    put_anchors(f, o);
    fputs(" },\n", f);
}

static void put_placements(FILE *f, const struct orient *o, int index)
{
    int cells[MAX_SQUARES], x, y, n;

    fprintf(f, "    { /* %d */\n", index);
    for (y = 0; y < N; y++) {
        for (x = 0; x < N; x++) {
            n = fits(o, x, y) ? placed_cells(o, x, y, cells) : 0;
            fputs(x % 2 == 0 ? "        " : " ", f);
            put_mask(f, cells, n);
            fputs(x % 2 == 1 ? ",\n" : ",", f);
        }
    }
    fputs("    },\n", f);
}

/*
 * The groups of four orientations (CA_GROUPS): a color's buildings in
 * listing order, then the People.  A lane past the last orientation has
 * no corners, and a piece of fewer than six squares repeats its first.
 */
static void put_group(FILE *f, int color, int g)
{
    int lane[4], slot, l, s, piece, r, shift, n = 0;

    for (piece = 0; piece < SKY_CATHEDRAL_PEOPLE; piece++)
        for (r = 0; r < orient_count[piece]; r++, n++)
            if (n / 4 == g)
                lane[n % 4] = first_orient[color][piece] + r;
    for (l = 0; l < 4; l++) {
        slot = 4 * g + l;
        if (g == GROUPS - 1)
            lane[l] = first_orient[SKY_CATHEDRAL_BRIGHT][SKY_CATHEDRAL_PEOPLE] + l;
        else if (slot >= n)
            lane[l] = -1;
    }
    fprintf(f, "    /* %s %d */\n    { {", color == SKY_CATHEDRAL_BRIGHT ? "bright" : "brown", g);
    for (l = 0; l < 4; l++) {
        fputs(l ? ",\n        " : " ", f);
        if (lane[l] < 0)
            fputs("{ 0x0u, 0x0u }", f);
        else
            put_anchors(f, &orients[lane[l]]);
    }
    fputs(" },\n      {", f);
    for (s = 0; s < MAX_SQUARES; s++) {
        fputs(s ? ",\n        {" : " {", f);
        for (l = 0; l < 4; l++) {
            int cells[MAX_SQUARES], count;

            shift = 0;
            if (lane[l] >= 0) {
                count = placed_cells(&orients[lane[l]], 0, 0, cells);
                shift = cells[s < count ? s : 0];
            }
            fprintf(f, "%s%d, %d", l ? ", " : " ", shift, shift);
        }
        fputs(" }", f);
    }
    fputs(" } },\n", f);
}

static void put_byte_row(FILE *f, const int *values, int n)
{
    int i;

    fputs("{ ", f);
    for (i = 0; i < n; i++)
        fprintf(f, "%s%d", i ? ", " : "", values[i]);
    fputs(" }", f);
}

static void put_table(FILE *f)
{
    int sizes[SKY_CATHEDRAL_PIECES], i, c;

    fputs("/*\n"
          " * Cathedral's placement table.  Generated by lib/cathedral_gen.c from\n"
          " * the shapes of CA-2: do not edit; `make cathedral-table` rewrites it.\n"
          " */\n"
          "#include \"cathedral_internal.h\"\n\n", f);
    fputs("const uint8_t ca_first_orient[3][SKY_CATHEDRAL_PIECES] = {\n", f);
    for (c = 0; c < 3; c++) {
        fputs("    ", f);
        put_byte_row(f, first_orient[c], SKY_CATHEDRAL_PIECES);
        fputs(",\n", f);
    }
    fputs("};\n\nconst uint8_t ca_orient_count[SKY_CATHEDRAL_PIECES] = ", f);
    put_byte_row(f, orient_count, SKY_CATHEDRAL_PIECES);
    for (i = 0; i < SKY_CATHEDRAL_PIECES; i++)
        sizes[i] = squares(&orients[first_orient[0][i]].s);
    fputs(";\n\nconst uint8_t ca_piece_squares[SKY_CATHEDRAL_PIECES] = ", f);
    put_byte_row(f, sizes, SKY_CATHEDRAL_PIECES);
    fputs(";\n\nconst struct ca_group ca_groups[2][CA_GROUPS] = {\n", f);
    for (c = 0; c < 2; c++) {
        fputs("  {\n", f);
        for (i = 0; i < GROUPS; i++)
            put_group(f, c, i);
        fputs("  },\n", f);
    }
    fputs("};\n\n/* Width, height, squares, their offsets, the corners that fit. */\n"
          "const struct ca_orient ca_orients[CA_ORIENTS] = {\n", f);
    for (i = 0; i < norients; i++)
        put_orient(f, &orients[i], i);
    fputs("};\n\nconst ca_bits ca_placement[CA_ORIENTS][SKY_CATHEDRAL_CELLS] = {\n", f);
    for (i = 0; i < norients; i++)
        put_placements(f, &orients[i], i);
    fputs("};\n", f);
}

/* ---- the check ---------------------------------------------------------- */

static char *slurp(FILE *f, size_t *len)
{
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap);

    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    if (!buf)
        die("out of memory");
    *len = n;
    return buf;
}

static int compare(const char *path)
{
    FILE *want = tmpfile(), *have = fopen(path, "rb");
    size_t nwant, nhave;
    char *a, *b;
    int same_text;

    if (!want)
        die("cannot create a temporary file");
    if (!have) {
        fprintf(stderr, "cathedral_gen: cannot read %s\n", path);
        return 99;
    }
    put_table(want);
    rewind(want);
    a = slurp(want, &nwant);
    b = slurp(have, &nhave);
    same_text = nwant == nhave && memcmp(a, b, nwant) == 0;
    fclose(want);
    fclose(have);
    free(a);
    free(b);
    if (!same_text) {
        fprintf(stderr, "cathedral_gen: %s is not the generated table; "
                "run `make cathedral-table`\n", path);
        return 1;
    }
    printf("cathedral_gen: %s matches the shapes of CA-2\n", path);
    return 0;
}

int main(int argc, char **argv)
{
    char path[4096];
    const char *top = getenv("top_srcdir");

    build();
    if (argc == 2 && strcmp(argv[1], "--print") == 0) {
        put_table(stdout);
        return fflush(stdout) == 0 ? 0 : 1;
    }
    if (argc == 2)
        return compare(argv[1]);
    if (argc > 2)
        die("usage: cathedral_gen [--print | FILE]");
    snprintf(path, sizeof path, "%s/lib/cathedral_table.c", top ? top : ".");
    return compare(path);
}
