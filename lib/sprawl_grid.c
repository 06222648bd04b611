/*
 * Sprawlopolis grids as text, for cities typed in from a real table:
 * one line per row of cells, one token per cell, '#' comments.  A token
 * is '.' for an empty cell, or a zone letter (C, P, I, R) followed by
 * the two edges its road joins in lower case ("Rns", "Cew"), or by
 * nothing for a block without a road.
 */
#include <string.h>

#include "sprawl_internal.h"
#include "textbuf.h"

static const char zone_letters[] = ".CPIR";
static const char edge_letters[] = "nesw";     /* bits N, E, S, W */

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* ---- writing --------------------------------------------------------- */

/* The token of one block, NUL-terminated, at most 3 characters. */
static void block_token(const sky_sprawl_block *b, char out[4])
{
    int k, n = 0;

    out[n++] = zone_letters[b->zone];
    for (k = 0; k < 4; k++)
        if (b->road & (1 << k))
            out[n++] = edge_letters[k];
    out[n] = '\0';
}

int sky_sprawl_grid_write(const sky_sprawl_block *grid, int rows, int cols,
                          char *buf, size_t cap)
{
    struct textbuf tb;
    int row, col, rc;

    if (!buf && cap > 0)
        return SKY_EINVAL;
    rc = sky_sprawl_grid_check(grid, rows, cols);
    if (rc < 0)
        return rc;
    tb_init(&tb, buf, cap);
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            char token[4];

            block_token(&grid[row * cols + col], token);
            if (col + 1 < cols)
                tb_printf(&tb, "%-3s ", token);
            else
                tb_printf(&tb, "%s\n", token);
        }
    }
    return tb_finish(&tb);
}

/* ---- reading ------------------------------------------------------------ */

struct grid_reader {
    const char *text;
    size_t pos;
    size_t error;       /* offset blamed on failure */
    int rows, cols;
};

static int edge_bit(char c)
{
    const char *p = c ? strchr(edge_letters, c) : NULL;
    return p ? 1 << (p - edge_letters) : 0;
}

/* One token of `n` characters at `s`. */
static int parse_block(const char *s, size_t n, sky_sprawl_block *b)
{
    const char *z = s[0] ? strchr(zone_letters, s[0]) : NULL;
    int e1, e2;

    if (!z)
        return SKY_EPARSE;
    b->zone = (int)(z - zone_letters);
    b->road = 0;
    if (n == 1)
        return SKY_OK;
    if (n != 3 || b->zone == SKY_SPRAWL_EMPTY || b->zone == SKY_SPRAWL_PARK)
        return SKY_EPARSE;
    e1 = edge_bit(s[1]);
    e2 = edge_bit(s[2]);
    if (!e1 || !e2 || e1 == e2)
        return SKY_EPARSE;
    b->road = e1 | e2;
    return SKY_OK;
}

/*
 * Reads the row starting at r->pos into `row_cells` (when not NULL);
 * returns the number of tokens, 0 for a line without any, or an error.
 * A token past `limit` fails with `too_many`, and r->error is its
 * offset; otherwise r->error is where the line ends.
 */
static int read_row(struct grid_reader *r, sky_sprawl_block *row_cells,
                    int limit, int too_many)
{
    const char *t = r->text;
    size_t p = r->pos;
    int n = 0, rc;

    for (;;) {
        size_t start;
        sky_sprawl_block b;

        while (is_blank(t[p]))
            p++;
        if (t[p] == '#')
            while (t[p] && t[p] != '\n')
                p++;
        if (t[p] == '\0' || t[p] == '\n')
            break;
        start = p;
        while (t[p] && !is_blank(t[p]) && t[p] != '\n' && t[p] != '#')
            p++;
        r->error = start;
        if (n == limit)
            return too_many;
        rc = parse_block(t + start, p - start, &b);
        if (rc < 0)
            return rc;
        if (row_cells)
            row_cells[n] = b;
        n++;
    }
    r->error = p;
    r->pos = t[p] ? p + 1 : p;
    return n;
}

/*
 * Reads every row, all as long as the first; fills `grid` only when it
 * is not NULL (a second pass, once the first found the size).
 */
static int read_rows(struct grid_reader *r, sky_sprawl_block *grid)
{
    r->pos = 0;
    r->rows = 0;
    while (r->text[r->pos]) {
        size_t line = r->pos;
        int first = r->rows == 0;
        int n = read_row(r, grid ? grid + r->rows * r->cols : NULL,
                         first ? SKY_SPRAWL_MAX_SIDE : r->cols,
                         first ? SKY_ERANGE : SKY_EPARSE);

        if (n <= 0) {
            if (n < 0)
                return n;
            continue;
        }
        if (first)
            r->cols = n;
        else if (n != r->cols)
            return SKY_EPARSE;          /* a short row, blamed at its end */
        if (r->rows == SKY_SPRAWL_MAX_SIDE) {
            r->error = line;
            return SKY_ERANGE;
        }
        r->rows++;
    }
    r->error = r->pos;
    return r->rows == 0 ? SKY_EPARSE : SKY_OK;
}

int sky_sprawl_grid_read(const char *text, sky_sprawl_block *grid, size_t cap,
                         int *rows, int *cols, size_t *error_offset)
{
    struct grid_reader r;
    size_t cells;
    int rc;

    if (!text || !rows || !cols || (!grid && cap > 0))
        return SKY_EINVAL;
    memset(&r, 0, sizeof r);
    r.text = text;
    rc = read_rows(&r, NULL);
    if (rc < 0) {
        if (error_offset)
            *error_offset = r.error;
        return rc;
    }
    cells = (size_t)r.rows * (size_t)r.cols;
    if (cells <= cap)
        read_rows(&r, grid);
    *rows = r.rows;
    *cols = r.cols;
    return (int)cells;
}
