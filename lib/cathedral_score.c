/*
 * Cathedral's results on plain numbers: one game (CA-12), a series and a
 * tournament (CA-13).  A count is the squares of a color's unplaced
 * buildings, 0..47; the lowest count or total wins, equals share.
 */
#include "cathedral_internal.h"

#define MAX_PLAYERS 32          /* winners are bits of an unsigned */

static int valid_count(int count)
{
    return count >= 0 && count <= SKY_CATHEDRAL_SET_SQUARES;
}

/* CA-12: placing everything is a count of 0, so "lower wins" covers it. */
int sky_cathedral_result(int bright_count, int brown_count, unsigned *mask)
{
    int counts[2];

    if (!mask)
        return SKY_EINVAL;
    if (!valid_count(bright_count) || !valid_count(brown_count))
        return SKY_ERANGE;
    counts[0] = bright_count;
    counts[1] = brown_count;
    *mask = ca_lowest(counts, 2);
    return SKY_OK;
}

/* CA-13: player `first_bright` is bright in even games, brown in odd ones. */
int sky_cathedral_series(const int *counts, int games, int first_bright,
                         int totals[2], unsigned *winners)
{
    int sums[2] = { 0, 0 }, g, bright;

    if (!counts || !totals || !winners)
        return SKY_EINVAL;
    if (games < 0 || (first_bright != 0 && first_bright != 1))
        return SKY_ERANGE;
    for (g = 0; g < games; g++) {
        if (!valid_count(counts[2 * g]) || !valid_count(counts[2 * g + 1]))
            return SKY_ERANGE;
        bright = g % 2 == 0 ? first_bright : 1 - first_bright;
        sums[bright] += counts[2 * g];
        sums[1 - bright] += counts[2 * g + 1];
    }
    totals[0] = sums[0];
    totals[1] = sums[1];
    *winners = ca_lowest(sums, 2);
    return SKY_OK;
}

static int valid_entry(const sky_cathedral_result_entry *e, int players)
{
    return e->bright >= 0 && e->bright < players && e->brown >= 0 && e->brown < players
        && e->bright != e->brown && valid_count(e->bright_count)
        && valid_count(e->brown_count);
}

int sky_cathedral_tournament(const sky_cathedral_result_entry *games,
                             size_t count, int players, int *totals,
                             unsigned *winners)
{
    size_t i;
    int p;

    if ((!games && count > 0) || !totals || !winners)
        return SKY_EINVAL;
    if (players < 1 || players > MAX_PLAYERS)
        return SKY_ERANGE;
    for (i = 0; i < count; i++)
        if (!valid_entry(&games[i], players))
            return SKY_ERANGE;
    for (p = 0; p < players; p++)
        totals[p] = 0;
    for (i = 0; i < count; i++) {
        totals[games[i].bright] += games[i].bright_count;
        totals[games[i].brown] += games[i].brown_count;
    }
    *winners = ca_lowest(totals, players);
    return SKY_OK;
}

/*
 * Pairs (i, j), i < j, in order (0,1), (0,2), ..., (1,2), ...; each pair
 * plays twice, i bright first, then j bright.
 */
int sky_cathedral_tournament_game(int players, int index, int *bright, int *brown)
{
    int i, j, k;

    if (!bright || !brown)
        return SKY_EINVAL;
    if (players < 2 || players > MAX_PLAYERS || index < 0
        || index >= players * (players - 1))
        return SKY_ERANGE;
    k = index / 2;
    for (i = 0; k >= players - 1 - i; i++)
        k -= players - 1 - i;
    j = i + 1 + k;
    *bright = index % 2 == 0 ? i : j;
    *brown = index % 2 == 0 ? j : i;
    return SKY_OK;
}
