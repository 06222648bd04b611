/*
 * Cityscape scoring as pure functions of heights (CS-5, CS-10..CS-13).
 */
#include "cityscape_internal.h"

/* Lot index of position `i` (near to far) on line `line` seen from `side` (CS-5). */
int cs_line_lot(int side, int line, int i)
{
    switch (side) {
    case SKY_CITYSCAPE_S: return (3 - i) * 4 + line;       /* column `line`, row 3 -> 0 */
    case SKY_CITYSCAPE_W: return line * 4 + i;             /* row `line`, column 0 -> 3 */
    case SKY_CITYSCAPE_N: return i * 4 + (3 - line);       /* column 3-line, row 0 -> 3 */
    default:              return (3 - line) * 4 + (3 - i); /* row 3-line, column 3 -> 0 */
    }
}

int cs_visible(const int h[4])
{
    int i, tallest = 0, count = 0;

    for (i = 0; i < 4; i++) {
        if (h[i] > tallest) {
            tallest = h[i];
            count++;
        }
    }
    return count;
}

/* CS-11: seen = nothing strictly taller in front; pairs of equal seen heights. */
static int raised_view_points(const int h[4])
{
    int seen[4], n = 0, i, j, points = 0, tallest = 0;

    for (i = 0; i < 4; i++) {
        if (h[i] > 0 && h[i] >= tallest)
            seen[n++] = h[i];
        if (h[i] > tallest)
            tallest = h[i];
    }
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (j != i && seen[j] == seen[i]) {
                points += 10;
                break;
            }
        }
    }
    return points;
}

int cs_line_points(const int h[4], int code, int city_tallest)
{
    int i;

    if (code <= 4)
        return cs_visible(h) == code ? 10 * code : 0;
    if (code == 5)
        return raised_view_points(h);
    for (i = 0; i < 4; i++)
        if (h[i] > 0 && h[i] == city_tallest)
            return 25;
    return 0;
}

static int check_heights(const int *h, int n)
{
    int i;

    if (!h)
        return SKY_EINVAL;
    for (i = 0; i < n; i++)
        if (h[i] < 0)
            return SKY_EHEIGHT;
    return SKY_OK;
}

int sky_cityscape_visible(const int heights[4])
{
    int rc = check_heights(heights, 4);
    return rc < 0 ? rc : cs_visible(heights);
}

int sky_cityscape_line_score(const int heights[4], int code, int city_tallest)
{
    int rc = check_heights(heights, 4);

    if (rc < 0)
        return rc;
    if (code < 1 || code > SKY_CITYSCAPE_CODES)
        return SKY_ECODE;
    /* Only code 6 reads the city's tallest height. */
    if (code == 6 && city_tallest < 0)
        return SKY_EHEIGHT;
    return cs_line_points(heights, code, city_tallest);
}

int sky_cityscape_line(const int city[16], int side, int line, int heights[4])
{
    int i;

    if (!city || !heights)
        return SKY_EINVAL;
    if (side < 0 || side > 3 || line < 0 || line > 3)
        return SKY_ERANGE;
    for (i = 0; i < 4; i++)
        heights[i] = city[cs_line_lot(side, line, i)];
    return SKY_OK;
}

int cs_side_points(const int city[16], int side, const int codes[4], int tallest)
{
    int line, i, h[4], points = 0;

    for (line = 0; line < 4; line++) {
        for (i = 0; i < 4; i++)
            h[i] = city[cs_line_lot(side, line, i)];
        points += cs_line_points(h, codes[line], tallest);
    }
    return points;
}

int sky_cityscape_side_score(const int city[16], int side, const int codes[4])
{
    int rc = check_heights(city, 16), i, tallest = 0;

    if (rc < 0)
        return rc;
    if (!codes)
        return SKY_EINVAL;
    if (side < 0 || side > 3)
        return SKY_ERANGE;
    for (i = 0; i < 4; i++)
        if (codes[i] < 1 || codes[i] > SKY_CITYSCAPE_CODES)
            return SKY_ECODE;
    for (i = 0; i < 16; i++)
        if (city[i] > tallest)
            tallest = city[i];
    return cs_side_points(city, side, codes, tallest);
}
