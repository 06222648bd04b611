/*
 * Cityscape scoring as pure functions of heights (CS-5, CS-10..CS-13):
 * the checked public scorers here, the line scorers themselves inline in
 * cityscape_internal.h.
 */
#include "cityscape_internal.h"

/* Lot index of position `i` (near to far) on line `l` seen from side `s`
 * (CS-5): from S column l, row 3 -> 0; from W row l, column 0 -> 3; from
 * N column 3-l, row 0 -> 3; from E row 3-l, column 3 -> 0. */
#define LINE_LOT(s, l, i) \
    ((s) == SKY_CITYSCAPE_S ? (3 - (i)) * 4 + (l) \
     : (s) == SKY_CITYSCAPE_W ? (l) * 4 + (i) \
     : (s) == SKY_CITYSCAPE_N ? (i) * 4 + (3 - (l)) \
     : (3 - (l)) * 4 + (3 - (i)))
#define LINE_LOTS(s, l) { LINE_LOT(s, l, 0), LINE_LOT(s, l, 1), \
                          LINE_LOT(s, l, 2), LINE_LOT(s, l, 3) }
#define SIDE_LOTS(s) { LINE_LOTS(s, 0), LINE_LOTS(s, 1), LINE_LOTS(s, 2), \
                       LINE_LOTS(s, 3) }

/* The same, looked up: scoring a round reads 64 of them. */
const unsigned char cs_line_lots[4][4][4] = {
    SIDE_LOTS(0), SIDE_LOTS(1), SIDE_LOTS(2), SIDE_LOTS(3)
};

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
