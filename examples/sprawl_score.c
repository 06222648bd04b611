/*
 * sprawl_score: score a Sprawlopolis city typed in from the table.
 *
 * The city is written in the grid text format of sky_sprawl(3): one
 * line per row, a token per cell ('.' empty; a zone letter C P I R
 * then the two edges its road joins).  The program lists the roads
 * with their ends, then the score with three scoring cards.
 *
 *     cc sprawl_score.c $(pkg-config --cflags --libs skyline)
 */
#include <stdio.h>

#include <skyline/skyline.h>

/* Cards 1 and 3 side by side, as printed, with card 12 below them. */
static const char city_text[] =
    "# cards 1 and 3 on row 0; card 12 on row 2\n"
    "Inw Rns Cew Rew\n"
    "P   Cns Isw P\n"
    ".   Rnw Cns .\n"
    ".   P   Ins .\n";

static const char *const edge_names[] = { "", "N", "E", "", "S", "", "", "", "W" };

static void print_road(int i, const sky_sprawl_road *r)
{
    int k;

    printf("road %d: %d section%s", i + 1, r->sections, r->sections == 1 ? "" : "s");
    if (r->loop) {
        printf(", a loop\n");
        return;
    }
    for (k = 0; k < 2; k++) {
        const sky_sprawl_road_end *e = &r->ends[k];

        printf("%s (%d,%d) %s %s", k ? " and" : ", ends at", e->row, e->col,
               edge_names[e->edge],
               e->kind == SKY_SPRAWL_CITY_EDGE ? "at the city's edge" : "a dead end");
    }
    printf("\n");
}

int main(void)
{
    sky_sprawl_block grid[64];
    sky_sprawl_road roads[16];
    sky_sprawl_tally tally;
    static const int cards[3] = { 1, 7, 12 };   /* target 1 + 7 + 12 = 20 */
    size_t offset;
    int rows, cols, n, i, rc;

    rc = sky_sprawl_grid_read(city_text, grid, 64, &rows, &cols, &offset);
    if (rc < 0 || rc > 64) {
        fprintf(stderr, "grid: %s at byte %zu\n", sky_strerror(rc), offset);
        return 1;
    }
    n = sky_sprawl_roads(grid, rows, cols, roads, 16, NULL);
    for (i = 0; i < n && i < 16; i++)
        print_road(i, &roads[i]);
    rc = sky_sprawl_score_grid(grid, rows, cols, cards, SKY_SPRAWL_STANDARD, &tally);
    if (rc < 0) {
        fprintf(stderr, "score: %s\n", sky_strerror(rc));
        return 1;
    }
    printf("groups %d, roads %d", tally.group_points, tally.road_points);
    for (i = 0; i < 3; i++)
        printf(", %s %+d", sky_sprawl_card_name(cards[i]), tally.card_points[i]);
    printf("\ntotal %d, target %d: %s\n", tally.total, tally.target,
           tally.total >= tally.target ? "a win" : "not yet");
    return 0;
}
