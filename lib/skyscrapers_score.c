/*
 * Skyscrapers on plain data: pyramids, their notation (SK-1, SK-10),
 * the equipment (SK-2), the scorers (SK-4..SK-8) and the advisor (SK-13).
 */
#include <limits.h>
#include <string.h>

#include "skyscrapers_internal.h"

/* Indexed by enum sky_skyscrapers_color. */
static const char color_letters[SKY_SKYSCRAPERS_COLORS + 1] = "rygbkwopcx";
static const char *const color_names[SKY_SKYSCRAPERS_COLORS] = {
    "red", "yellow", "green", "blue", "black",
    "white", "orange", "purple", "cyan", "clear"
};

/* The Treehouse set of sky_skyscrapers_treehouse(NULL, ...). */
static const int rainbow[5] = {
    SKY_SKYSCRAPERS_RED, SKY_SKYSCRAPERS_YELLOW, SKY_SKYSCRAPERS_GREEN,
    SKY_SKYSCRAPERS_BLUE, SKY_SKYSCRAPERS_BLACK
};

/* ---- pyramids --------------------------------------------------------- */

static int valid_color(int color)
{
    return color >= 0 && color < SKY_SKYSCRAPERS_COLORS;
}

int sk_check_pyramid(sky_pyramid p)
{
    if (!valid_color(p.color))
        return SKY_ECOLOR;
    if (p.size < 1 || p.size > SKY_SKYSCRAPERS_SIZES)
        return SKY_ESIZE;
    return SKY_OK;
}

int sk_check_pyramids(const sky_pyramid *p, size_t n)
{
    size_t i;
    int rc;

    for (i = 0; i < n; i++)
        if ((rc = sk_check_pyramid(p[i])) < 0)
            return rc;
    return SKY_OK;
}

/* The checks every structure call makes first. */
static int check_structure(const sky_pyramid *p, size_t n)
{
    if (!p && n > 0)
        return SKY_EINVAL;
    if (n > SKY_SKYSCRAPERS_MAX_STRUCTURE)
        return SKY_ERANGE;
    return sk_check_pyramids(p, n);
}

sky_pyramid sk_pyramid(int kind)
{
    sky_pyramid p;

    p.color = SK_KIND_COLOR(kind);
    p.size = SK_KIND_SIZE(kind);
    return p;
}

void sk_count(const sky_pyramid *p, size_t n, int counts[SK_KINDS])
{
    size_t i;

    for (i = 0; i < n; i++)
        counts[SK_KIND(p[i].color, p[i].size)]++;
}

int sk_list(const uint8_t counts[SK_KINDS], sky_pyramid *out, size_t cap)
{
    int kind, k, n = 0;

    for (kind = 0; kind < SK_KINDS; kind++)
        for (k = 0; k < counts[kind]; k++, n++)
            if ((size_t)n < cap)
                out[n] = sk_pyramid(kind);
    return n;
}

const char *sky_skyscrapers_color_name(int color)
{
    return valid_color(color) ? color_names[color] : NULL;
}

int sky_skyscrapers_color_letter(int color)
{
    return valid_color(color) ? color_letters[color] : SKY_ECOLOR;
}

/* ---- scoring (SK-4..SK-8) ----------------------------------------------- */

static int color_count(unsigned mask)
{
#if defined(__GNUC__)
    return __builtin_popcount(mask);
#else
    int n = 0;
    for (; mask; mask &= mask - 1)
        n++;
    return n;
#endif
}

/* SK-6: the k-th pyramid of a run adds k times its base value b = 4 - size. */
#define BASE(size) (4 - (size))

/*
 * One pass: runs grow while color and size repeat; a larger pyramid on
 * a smaller one (SK-4) closes a section (SK-8), whose runs' sum times its
 * colors (SK-7) is set aside.  A cut never splits a run: a run keeps its
 * size.
 */
int sk_score(const sky_pyramid *p, size_t n)
{
    int sum = 0, run = 0, cut_off = 0, unsafe = 0;
    unsigned colors = 0;
    size_t i;

    for (i = 0; i < n; i++) {
        if (i > 0 && p[i].size > p[i - 1].size) {
            unsafe = 1;
            cut_off += sum * color_count(colors);
            sum = 0;
            colors = 0;
            run = 1;
        } else if (i > 0 && p[i].size == p[i - 1].size && p[i].color == p[i - 1].color) {
            run++;
        } else {
            run = 1;
        }
        sum += BASE(p[i].size) * run;
        colors |= 1u << p[i].color;
    }
    if (unsafe)
        return -(cut_off + sum * color_count(colors));      /* SK-8 */
    if (n >= SKY_SKYSCRAPERS_MIN_TOWER && p[n - 1].size == 1)
        return sum * color_count(colors);                   /* SK-5, SK-7 */
    return 0;
}

static int is_safe(const sky_pyramid *p, size_t n)
{
    size_t i;

    for (i = 1; i < n; i++)
        if (p[i].size > p[i - 1].size)
            return 0;
    return 1;
}

int sky_skyscrapers_structure_score(const sky_pyramid *bottom_to_top, size_t n, int *points)
{
    int rc = check_structure(bottom_to_top, n);

    if (rc < 0)
        return rc;
    if (!points)
        return SKY_EINVAL;
    *points = sk_score(bottom_to_top, n);
    return SKY_OK;
}

int sky_skyscrapers_is_safe(const sky_pyramid *bottom_to_top, size_t n)
{
    int rc = check_structure(bottom_to_top, n);
    return rc < 0 ? rc : is_safe(bottom_to_top, n);
}

int sky_skyscrapers_is_tower(const sky_pyramid *bottom_to_top, size_t n)
{
    int rc = check_structure(bottom_to_top, n);

    if (rc < 0)
        return rc;
    return is_safe(bottom_to_top, n) && n >= SKY_SKYSCRAPERS_MIN_TOWER
        && bottom_to_top[n - 1].size == 1;
}

int sky_skyscrapers_value(const sky_pyramid *bottom_to_top, size_t n, int *points)
{
    const sky_pyramid *p = bottom_to_top;
    int rc = check_structure(p, n), sum = 0, run = 0;
    unsigned colors = 0;
    size_t i;

    if (rc < 0)
        return rc;
    if (!points)
        return SKY_EINVAL;
    for (i = 0; i < n; i++) {
        int same = i > 0 && p[i].size == p[i - 1].size && p[i].color == p[i - 1].color;
        run = same ? run + 1 : 1;
        sum += BASE(p[i].size) * run;
        colors |= 1u << p[i].color;
    }
    *points = sum * color_count(colors);
    return SKY_OK;
}

/* Start indices of the stretches where `starts_new(p, i)` holds at i > 0. */
static int split(const sky_pyramid *p, size_t n, size_t *starts, size_t cap,
                 int (*starts_new)(const sky_pyramid *p, size_t i))
{
    int rc = check_structure(p, n), count = 0;
    size_t i;

    if (rc < 0)
        return rc;
    if (!starts && cap > 0)
        return SKY_EINVAL;
    for (i = 0; i < n; i++) {
        if (i > 0 && !starts_new(p, i))
            continue;
        if ((size_t)count < cap)
            starts[count] = i;
        count++;
    }
    return count;
}

static int cut_before(const sky_pyramid *p, size_t i)
{
    return p[i].size > p[i - 1].size;
}

static int run_breaks_before(const sky_pyramid *p, size_t i)
{
    return p[i].size != p[i - 1].size || p[i].color != p[i - 1].color;
}

int sky_skyscrapers_sections(const sky_pyramid *bottom_to_top, size_t n,
                             size_t *starts, size_t cap)
{
    return split(bottom_to_top, n, starts, cap, cut_before);
}

int sky_skyscrapers_runs(const sky_pyramid *bottom_to_top, size_t n,
                         size_t *starts, size_t cap)
{
    return split(bottom_to_top, n, starts, cap, run_breaks_before);
}

/* ---- the advisor (SK-13) ------------------------------------------------ */

/*
 * One tower of the whole pile is always best, when there is one: the
 * value of a set of pyramids stacked safely is at most the sum over
 * kinds of b*c(c+1)/2, times its colors, reached by grouping each kind
 * (3-pips at the bottom, then 2-pips, then 1-pips); merging two towers
 * adds their kinds' counts, and c(c+1)/2 is superadditive while the
 * colors of the union are at least those of either part, so the merged
 * tower scores at least their sum.  Unsafe structures only lose points
 * and other safe ones score 0.  See sky_skyscrapers(3) for the proof.
 */
int sk_best_tower(const int counts[SK_KINDS], sky_pyramid *out)
{
    int size, color, k, n = 0, caps = 0;

    for (size = SKY_SKYSCRAPERS_SIZES; size >= 1; size--)
        for (color = 0; color < SKY_SKYSCRAPERS_COLORS; color++)
            for (k = 0; k < counts[SK_KIND(color, size)]; k++) {
                out[n].color = color;
                out[n++].size = size;
                caps += size == 1;
            }
    return n >= SKY_SKYSCRAPERS_MIN_TOWER && caps > 0 ? n : 0;
}

int sky_skyscrapers_advise_pile(const sky_pyramid *pile, size_t n, int *points,
                           char *buf, size_t cap)
{
    sky_pyramid tower[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    int counts[SK_KINDS] = { 0 }, rc = check_structure(pile, n), len;
    struct textbuf tb;

    if (rc < 0)
        return rc;
    if (!points || (!buf && cap > 0))
        return SKY_EINVAL;
    sk_count(pile, n, counts);
    len = sk_best_tower(counts, tower);
    *points = sk_score(tower, (size_t)len);
    tb_init(&tb, buf, cap);
    sk_put_pyramids(&tb, tower, (size_t)len);
    return tb_finish(&tb);
}

/* ---- equipment (SK-2) --------------------------------------------------- */

int sky_skyscrapers_treehouse(const int colors[5], sky_pyramid out[SKY_SKYSCRAPERS_SET])
{
    int i, j, size;

    if (!out)
        return SKY_EINVAL;
    if (!colors)
        colors = rainbow;
    for (i = 0; i < 5; i++) {
        if (!valid_color(colors[i]))
            return SKY_ECOLOR;
        for (j = 0; j < i; j++)
            if (colors[j] == colors[i])
                return SKY_EINVAL;
    }
    for (i = 0; i < 5; i++)
        for (size = 1; size <= SKY_SKYSCRAPERS_SIZES; size++) {
            out[i * 3 + size - 1].color = colors[i];
            out[i * 3 + size - 1].size = size;
        }
    return SKY_OK;
}

int sky_skyscrapers_stash(int color, sky_pyramid out[SKY_SKYSCRAPERS_SET])
{
    int i;

    if (!out)
        return SKY_EINVAL;
    if (!valid_color(color))
        return SKY_ECOLOR;
    for (i = 0; i < SKY_SKYSCRAPERS_SET; i++) {
        out[i].color = color;
        out[i].size = i / 5 + 1;
    }
    return SKY_OK;
}

/* Treehouse sets alternate the Rainbow colors and the Xeno colors. */
void sk_supply_sets(int treehouses, int stashes, sky_pyramid *out)
{
    static const int xeno[5] = {
        SKY_SKYSCRAPERS_WHITE, SKY_SKYSCRAPERS_ORANGE, SKY_SKYSCRAPERS_PURPLE,
        SKY_SKYSCRAPERS_CYAN, SKY_SKYSCRAPERS_CLEAR
    };
    int i;

    for (i = 0; i < treehouses; i++)
        sky_skyscrapers_treehouse(i % 2 ? xeno : NULL, out + i * SKY_SKYSCRAPERS_SET);
    for (i = 0; i < stashes; i++)
        sky_skyscrapers_stash(i % SKY_SKYSCRAPERS_COLORS,
                              out + (treehouses + i) * SKY_SKYSCRAPERS_SET);
}

/* ---- notation (SK-10) ----------------------------------------------------- */

void sk_put_pyramids(struct textbuf *tb, const sky_pyramid *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++) {
        if (i > 0)
            tb_putc(tb, '-');
        tb_putc(tb, color_letters[p[i].color]);
        tb_putc(tb, (char)('0' + p[i].size));
    }
}

int sky_skyscrapers_structure_to_string(const sky_pyramid *pyramids, size_t n, char *buf,
                           size_t cap)
{
    struct textbuf tb;
    int rc;

    if ((!pyramids && n > 0) || (!buf && cap > 0))
        return SKY_EINVAL;
    if ((rc = sk_check_pyramids(pyramids, n)) < 0)
        return rc;
    tb_init(&tb, buf, cap);
    sk_put_pyramids(&tb, pyramids, n);
    return tb_finish(&tb);
}

static int is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

/* A color from its letter or its name, e.g. "r" or "red"; -1 if none. */
static int color_from_text(const char *s, size_t len)
{
    int c;

    for (c = 0; c < SKY_SKYSCRAPERS_COLORS; c++) {
        if (len == 1 && s[0] == color_letters[c])
            return c;
        if (strlen(color_names[c]) == len && memcmp(s, color_names[c], len) == 0)
            return c;
    }
    return -1;
}

/*
 * One token: a color (lower-case letter or name) and one digit 1..3.
 * The shape, letters then digits, is checked first (SKY_EPARSE), then
 * the color (so "R3" or "pink2" is an unknown color), then the size.
 */
static int parse_pyramid(const char *s, size_t len, sky_pyramid *out)
{
    size_t letters = 0, digits;

    while (letters < len && is_letter(s[letters]))
        letters++;
    for (digits = letters; digits < len && is_digit(s[digits]); digits++)
        ;
    if (letters == 0 || digits == letters || digits != len)
        return SKY_EPARSE;
    out->color = color_from_text(s, letters);
    if (out->color < 0)
        return SKY_ECOLOR;
    if (len - letters != 1 || s[letters] < '1' || s[letters] > '3')
        return SKY_ESIZE;
    out->size = s[letters] - '0';
    return SKY_OK;
}

int sk_parse(const char *s, size_t len, sky_pyramid *out, size_t cap)
{
    size_t start = 0, end;
    int count = 0, rc;

    if (len == 0)
        return SKY_EPARSE;
    for (;;) {
        sky_pyramid p;

        for (end = start; end < len && s[end] != '-'; end++)
            ;
        if ((rc = parse_pyramid(s + start, end - start, &p)) < 0)
            return rc;
        if (count == INT_MAX)
            return SKY_ERANGE;
        if ((size_t)count < cap)
            out[count] = p;
        count++;
        if (end == len)
            return count;
        start = end + 1;    /* a trailing '-' leaves an empty token: SKY_EPARSE */
    }
}

int sky_skyscrapers_structure_from_string(const char *text, sky_pyramid *pyramids, size_t cap)
{
    if (!text || (!pyramids && cap > 0))
        return SKY_EINVAL;
    return sk_parse(text, strlen(text), pyramids, cap);
}
