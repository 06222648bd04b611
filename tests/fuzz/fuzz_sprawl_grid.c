/*
 * Fuzz target: any bytes as a Sprawlopolis grid text and as a move.
 * Reading must never crash; a grid that reads must score with every
 * card, and write back to text that reads to the same grid.  Built by
 * `make fuzz` (clang) and replayed over the corpus by `make check`.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/sprawl.h>

#define CELLS (SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static sky_sprawl_block grid[CELLS], again[CELLS];
static char text[CELLS * 4 + SKY_SPRAWL_MAX_SIDE + 1];

static void check_grid(int rows, int cols)
{
    static const int cards[3] = { 2, 8, 13 };
    sky_sprawl_tally tally;
    int card, points, rows2, cols2, n;

    if (sky_sprawl_score_grid(grid, rows, cols, cards, SKY_SPRAWL_STANDARD, &tally) != SKY_OK)
        abort();
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++)
        if (sky_sprawl_card_score(grid, rows, cols, card, &points) != SKY_OK)
            abort();
    n = sky_sprawl_grid_write(grid, rows, cols, text, sizeof text);
    if (n < 0 || (size_t)n >= sizeof text)
        abort();
    if (sky_sprawl_grid_read(text, again, CELLS, &rows2, &cols2, NULL) != rows * cols
        || rows2 != rows || cols2 != cols
        || memcmp(grid, again, (size_t)(rows * cols) * sizeof grid[0]) != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *input = malloc(size + 1);
    sky_sprawl_move move;
    size_t offset = 0;
    int rows, cols, n;

    if (!input)
        return 0;
    memcpy(input, data, size);
    input[size] = '\0';
    n = sky_sprawl_grid_read(input, grid, CELLS, &rows, &cols, &offset);
    if (n > 0)
        check_grid(rows, cols);
    else if (offset > size)
        abort();
    sky_sprawl_move_from_string(input, &move);
    free(input);
    return 0;
}
