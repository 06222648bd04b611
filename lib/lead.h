/*
 * The search's evaluations of games won on totals (cityscape_bot.c,
 * skyscrapers_bot.c, highrise_bot.c): each player's chance to win as a
 * logistic in its lead over its best rival, a lead of `spread` points
 * being about 73 %.
 */
#ifndef SKY_LEAD_H
#define SKY_LEAD_H

#include <math.h>

#include <skyline/game.h>

static inline void lead_chances(const double *scores, int players, double spread,
                                double *chances)
{
    double best;
    int p, q;

    for (p = 0; p < players; p++) {
        best = -HUGE_VAL;
        for (q = 0; q < players; q++)
            if (q != p && scores[q] > best)
                best = scores[q];
        chances[p] = 1.0 / (1.0 + exp((best - scores[p]) / spread));
    }
}

/* The same for whole-point totals, as cityscape and skyscrapers keep them;
 * only the search calls these, which plays at most SKY_GAME_MAX_PLAYERS. */
static inline void lead_chances_of_totals(const int *totals, int players, double spread,
                                          double *chances)
{
    double scores[SKY_GAME_MAX_PLAYERS];
    int p;

    for (p = 0; p < players; p++)
        scores[p] = totals[p];
    lead_chances(scores, players, spread, chances);
}

#endif
