/*
 * Sprawlopolis scoring as pure functions of a grid (SP-7..SP-10): one
 * analysis finds the groups and the roads, and each scoring card reads
 * what it needs from it.
 *
 * The analysis is one row-major pass over the grid's box of blocks
 * that labels groups and roads as it goes (union-find over provisional
 * labels, joined only to the west and north), then resolves the labels.
 * The bots score thousands of cities a move, so the pass computes only
 * what the scoring cards and the variant asked for (enum need).
 */
#include <limits.h>
#include <string.h>

#include "sprawl_internal.h"

#define ZONES 5                         /* index = zone; 0 = empty */
/*
 * Labels are given at blocks, and no grid scored holds more blocks than
 * a caller's largest (32 x 32): the bots score cities of at most 15 cards.
 */
#define MAX_LABELS (SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE)

/* What an analysis computes beyond the groups and the cells of each zone. */
enum need {
    NEED_ROADS = 1,                     /* the roads (SP-8) */
    NEED_ENDS = 2,                      /* and their ends (with NEED_ROADS) */
    NEED_LINES = 4,                     /* blocks per row and column */
    NEED_CELLS = 8                      /* the list of each zone's blocks */
};

/*
 * A road; while labelling, the part of one that has a provisional label.
 * Ends point at a section's cell.
 */
struct road {
    int16_t sections;
    int16_t joins;                      /* pairs of its sections that join */
    uint8_t zones;                      /* bit (1 << zone) */
    uint8_t nends;                      /* with NEED_ENDS */
    int16_t end_cell[2];
    uint8_t end_edge[2];
};

struct analysis {
    const struct sp_grid *g;
    int off[16];                        /* neighbour offset per edge bit */
    int largest[ZONES];                 /* largest group per zone */
    int nroads;
    int blocks[ZONES];                  /* blocks per zone */
    /* Blocks per row and per column of the interior, by zone (0: any);
     * only within the grid's box, and only with NEED_LINES. */
    int16_t in_row[ZONES][SP_GRID_SIDE];
    int16_t in_col[ZONES][SP_GRID_SIDE];
    /* Provisional labels, set on blocks (groups) and sections (roads)
     * only: a cell is read after its zone or road says it has one. */
    int16_t group_label[SP_GRID_CELLS];
    int16_t road_label[SP_GRID_CELLS];
    /* Per group label: union-find parent (once resolved, the root),
     * blocks (once resolved, a root's are its group's), zone. */
    int ngroup_labels;
    int16_t group_parent[MAX_LABELS];
    int16_t group_size[MAX_LABELS];
    uint8_t group_zone[MAX_LABELS];
    /* Per road label: parent, the road's number. */
    int nroad_labels;
    int16_t road_parent[MAX_LABELS];
    int16_t road_id[MAX_LABELS];
    /* While labelling, each road label's part of its road; then the roads
     * in the row-major order of their first sections (resolve_roads()). */
    struct road roads[MAX_LABELS];
    int16_t cells[ZONES][MAX_LABELS];   /* each zone's blocks, row-major */
};

static const int edges[4] = { SKY_SPRAWL_N, SKY_SPRAWL_E, SKY_SPRAWL_S, SKY_SPRAWL_W };

/* ---- the grid ------------------------------------------------------------ */

void sp_grid_init(struct sp_grid *g, int rows, int cols)
{
    g->rows = rows;
    g->cols = cols;
    g->stride = cols + 2;
    g->top = 0;
    g->left = 0;
    g->bottom = rows - 1;
    g->right = cols - 1;
    memset(g->cell, 0, (size_t)(rows + 2) * (size_t)g->stride);
}

/* ---- labels (union-find) ------------------------------------------------ */

/* The root of label `l`, halving the path on the way. */
static int find_root(int16_t *parent, int l)
{
    while (parent[l] != l) {
        parent[l] = parent[parent[l]];
        l = parent[l];
    }
    return l;
}

/*
 * Joins the sets of labels `x` and `y`; returns the root.  The smaller
 * root stays: a root is then the first label of its set, given at the
 * set's first cell in row-major order.
 */
static int join_labels(int16_t *parent, int x, int y)
{
    int rx = find_root(parent, x), ry = find_root(parent, y);

    if (rx < ry) {
        parent[ry] = (int16_t)rx;
        return rx;
    }
    parent[rx] = (int16_t)ry;
    return ry;
}

/*
 * The label of a cell that joins its west neighbour (`west`), its north
 * neighbour (`north`), both or neither (`fresh`, the next new label).
 * Which neighbours join follows no pattern, so the choice is made
 * without a branch, but for joining two labels; both neighbours' labels
 * are read, as clear_labels() cleared those around the box.
 */
static int label_of_joins(int16_t *parent, const int16_t *label, int c,
                          int stride, int west, int north, int fresh)
{
    int w = label[c - 1], n = label[c - stride];
    int by_west = -west, by_north = -north & ~by_west;   /* all ones or none */

    if (west & north & (w != n))
        return join_labels(parent, w, n);
    return (w & by_west) | (n & by_north) | (fresh & ~(by_west | by_north));
}

/* ---- groups (SP-7) ----------------------------------------------------- */

/* Labels block `c` of `zone` in `cell` (row length `s`): it joins its
 * west and north neighbours' groups. */
static void label_block(struct analysis *a, const uint8_t *cell, int s, int c, int zone)
{
    const int west = SP_ZONE(cell[c - 1]) == zone, north = SP_ZONE(cell[c - s]) == zone;
    const int fresh = a->ngroup_labels;
    int l = label_of_joins(a->group_parent, a->group_label, c, s, west, north, fresh);

    /* The next label is made ready whether this block takes it or not. */
    a->group_parent[fresh] = (int16_t)fresh;
    a->group_size[fresh] = 0;
    a->group_zone[fresh] = (uint8_t)zone;
    a->ngroup_labels += !(west | north);
    a->group_label[c] = (int16_t)l;
    a->group_size[l]++;
}

/* Every label points at its root, and a root's size is its group's. */
static void resolve_groups(struct analysis *a)
{
    int l;

    for (l = 0; l < a->ngroup_labels; l++) {
        int root = find_root(a->group_parent, l);

        a->group_parent[l] = (int16_t)root;
        if (root != l)
            a->group_size[root] = (int16_t)(a->group_size[root] + a->group_size[l]);
    }
    for (l = 0; l < a->ngroup_labels; l++)
        if (a->group_parent[l] == l && a->group_size[l] > a->largest[a->group_zone[l]])
            a->largest[a->group_zone[l]] = a->group_size[l];
}

/* The group of block `c`: its root label. */
static int group_of(const struct analysis *a, int c)
{
    return a->group_parent[a->group_label[c]];
}

/* ---- roads (SP-8) ---------------------------------------------------------- */

/* Sections join iff both have a road on their shared edge: 1 if the
 * section at `c` + `off` has one on `edge`'s opposite. */
static int meets(const uint8_t *cell, int c, int off, int edge)
{
    return (SP_ROAD(cell[c + off]) & SP_OPPOSITE(edge)) != 0;
}

/* Ends in row-major order of their cells, then N, E, S, W. */
static void order_ends(struct road *r)
{
    if (r->nends == 2 && (r->end_cell[1] < r->end_cell[0]
        || (r->end_cell[1] == r->end_cell[0] && r->end_edge[1] < r->end_edge[0]))) {
        int16_t c = r->end_cell[0];
        uint8_t e = r->end_edge[0];

        r->end_cell[0] = r->end_cell[1];
        r->end_edge[0] = r->end_edge[1];
        r->end_cell[1] = c;
        r->end_edge[1] = e;
    }
}

/* Notes an end; a road has 0 or 2, as every section has two edges. */
static void add_end(struct road *r, int c, int edge)
{
    r->end_cell[r->nends] = (int16_t)c;
    r->end_edge[r->nends++] = (uint8_t)edge;
}

/* NEED_ENDS: the edges of section `c` (road `road`) that meet no section. */
static void add_section_ends(struct road *r, const int off[16], const uint8_t *cell,
                             int c, int road)
{
    /* The section's two edges: its lowest edge bit and the other. */
    const int edge[2] = { road & -road, road & (road - 1) };
    int k;

    for (k = 0; k < 2; k++)
        if (!meets(cell, c, off[edge[k]], edge[k]))
            add_end(r, c, edge[k]);
}

/* Labels section `c` of block `v` in `cell` (row length `s`): it joins
 * the west and north sections it meets. */
static void label_section(struct analysis *a, const uint8_t *cell, int s, int c,
                          int v, int need)
{
    /* Both halves of each test read: the ring around the grid keeps the
     * neighbours in it, and a road's edges follow no pattern. */
    const int road = SP_ROAD(v);
    const int west = ((road & SKY_SPRAWL_W) != 0) & meets(cell, c, -1, SKY_SPRAWL_W);
    const int north = ((road & SKY_SPRAWL_N) != 0) & meets(cell, c, -s, SKY_SPRAWL_N);
    const int fresh = a->nroad_labels;
    int l = label_of_joins(a->road_parent, a->road_label, c, s, west, north, fresh);
    struct road *r;

    /* The next label is made ready whether this section takes it or not. */
    a->road_parent[fresh] = (int16_t)fresh;
    memset(&a->roads[fresh], 0, sizeof a->roads[fresh]);
    a->nroad_labels += !(west | north);
    a->road_label[c] = (int16_t)l;
    r = &a->roads[l];
    r->sections++;
    r->joins = (int16_t)(r->joins + west + north);
    r->zones |= (uint8_t)(1u << SP_ZONE(v));
    if (need & NEED_ENDS)
        add_section_ends(r, a->off, cell, c, road);
}

/* Adds a part of a road to the road. */
static void merge_road(struct road *r, const struct road *part)
{
    int k;

    r->sections = (int16_t)(r->sections + part->sections);
    r->joins = (int16_t)(r->joins + part->joins);
    r->zones |= part->zones;
    for (k = 0; k < part->nends; k++)
        add_end(r, part->end_cell[k], part->end_edge[k]);
}

/*
 * Numbers the roads by their roots, which come in the row-major order of
 * the roads' first sections, and gathers each road's parts in place: a
 * road's number is at most its root's label, and a part's label is above
 * its root's, so no part is overwritten before it is read.
 */
static void resolve_roads(struct analysis *a)
{
    int l;

    for (l = 0; l < a->nroad_labels; l++) {
        int root = find_root(a->road_parent, l);

        a->road_parent[l] = (int16_t)root;
        if (root == l) {
            a->road_id[l] = (int16_t)a->nroads;
            a->roads[a->nroads++] = a->roads[l];
        } else {
            merge_road(&a->roads[a->road_id[root]], &a->roads[l]);
        }
    }
    for (l = 0; l < a->nroads; l++)
        order_ends(&a->roads[l]);
}

/* The road number of section `c`. */
static int road_of(const struct analysis *a, int c)
{
    return a->road_id[a->road_parent[a->road_label[c]]];
}

/* A loop joins as many pairs of sections as it has sections; a road
 * with two ends, one fewer. */
static int is_loop(const struct road *r)
{
    return r->joins == r->sections;
}

/* ---- the analysis ------------------------------------------------------------ */

/* Notes a block's row and column (NEED_LINES). */
static void count_lines(struct analysis *a, int zone, int row, int col)
{
    a->in_row[0][row]++;
    a->in_col[0][col]++;
    a->in_row[zone][row]++;
    a->in_col[zone][col]++;
}

static void clear_lines(struct analysis *a)
{
    const struct sp_grid *g = a->g;
    int zone;

    for (zone = 0; zone < ZONES; zone++) {
        memset(&a->in_row[zone][g->top], 0, (size_t)(g->bottom - g->top + 1) * sizeof a->in_row[0][0]);
        memset(&a->in_col[zone][g->left], 0, (size_t)(g->right - g->left + 1) * sizeof a->in_col[0][0]);
    }
}

/* The labels of the box and of the row and column before it: a cell's
 * west and north neighbours' labels are read, blocks or not. */
static void clear_labels(struct analysis *a, const struct sp_grid *g, int need)
{
    const int from = SP_AT(g, g->top - 1, g->left - 1), to = SP_AT(g, g->bottom, g->right);
    size_t bytes;

    if (to < from)
        return;                 /* no box: nothing is labelled */
    bytes = (size_t)(to - from + 1) * sizeof a->group_label[0];
    memset(&a->group_label[from], 0, bytes);
    if (need & NEED_ROADS)
        memset(&a->road_label[from], 0, bytes);
}

static void start_analysis(struct analysis *a, const struct sp_grid *g, int need)
{
    clear_labels(a, g, need);
    a->g = g;
    a->off[SKY_SPRAWL_N] = -g->stride;
    a->off[SKY_SPRAWL_E] = 1;
    a->off[SKY_SPRAWL_S] = g->stride;
    a->off[SKY_SPRAWL_W] = -1;
    memset(a->largest, 0, sizeof a->largest);
    memset(a->blocks, 0, sizeof a->blocks);
    a->ngroup_labels = a->nroad_labels = a->nroads = 0;
    if (need & NEED_LINES)
        clear_lines(a);
}

/* Labels and counts block `c` of row `row`, column `col`. */
static void note_block(struct analysis *a, const uint8_t *cell, int s, int c,
                       int row, int col, int need)
{
    const int v = cell[c], zone = SP_ZONE(v);

    if (need & NEED_CELLS)
        a->cells[zone][a->blocks[zone]] = (int16_t)c;
    a->blocks[zone]++;
    if (need & NEED_LINES)
        count_lines(a, zone, row, col);
    label_block(a, cell, s, c, zone);
    if ((need & NEED_ROADS) && SP_ROAD(v))
        label_section(a, cell, s, c, v, need);
}

/*
 * One pass over the grid's box: counts, groups (SP-7), roads (SP-8).
 * The grid's cells are read through a local pointer: the byte stores
 * of the labelling could alias a->g as far as the compiler knows.
 */
static void analyze(struct analysis *a, const struct sp_grid *g, int need)
{
    const uint8_t *cell = g->cell;
    const int s = g->stride;
    int row, col;

    start_analysis(a, g, need);
    for (row = g->top; row <= g->bottom; row++) {
        const int first = SP_AT(g, row, 0);

        for (col = g->left; col <= g->right; col++)
            if (cell[first + col])
                note_block(a, cell, s, first + col, row, col, need);
    }
    resolve_groups(a);
    if (need & NEED_ROADS)
        resolve_roads(a);
}

/* ---- helpers for the cards ------------------------------------------------ */

static int zone_at(const struct analysis *a, int c)
{
    return SP_ZONE(a->g->cell[c]);
}

/* Zones of the four orthogonal neighbours, as a count per zone. */
static void neighbour_zones(const struct analysis *a, int c, int count[ZONES])
{
    int k;

    memset(count, 0, ZONES * sizeof count[0]);
    for (k = 0; k < 4; k++)
        count[zone_at(a, c + a->off[edges[k]])]++;
}

/* Edge bits of `c` whose neighbour is empty (SP-9: "on the edge"). */
static int exposed_edges(const struct analysis *a, int c)
{
    int k, exposed = 0;

    for (k = 0; k < 4; k++)
        if (zone_at(a, c + a->off[edges[k]]) == SKY_SPRAWL_EMPTY)
            exposed |= edges[k];
    return exposed;
}

/* Calls `per_cell` for each block of `zone`; sums its points. */
static int sum_over_zone(const struct analysis *a, int zone,
                         int (*per_cell)(const struct analysis *, int))
{
    int i, points = 0;

    for (i = 0; i < a->blocks[zone]; i++)
        points += per_cell(a, a->cells[zone][i]);
    return points;
}

/* The cell beyond a road end. */
static int end_facing(const struct analysis *a, const struct road *r, int i)
{
    return r->end_cell[i] + a->off[r->end_edge[i]];
}

/* Calls `per_road` for each road; sums its points. */
static int sum_over_roads(const struct analysis *a,
                          int (*per_road)(const struct analysis *, const struct road *))
{
    int i, points = 0;

    for (i = 0; i < a->nroads; i++)
        points += per_road(a, &a->roads[i]);
    return points;
}

/* The largest of v[from..to]. */
static int max_of(const int16_t *v, int from, int to)
{
    int i, best = 0;

    for (i = from; i <= to; i++)
        if (v[i] > best)
            best = v[i];
    return best;
}

/* ---- the 18 scoring cards (SP-9) --------------------------------------------- */

/* 1 The Outskirts: +1 per road with no end at the city's edge (a loop
 * included), -1 per road with one or two. */
static int outskirts_road(const struct analysis *a, const struct road *r)
{
    int k, at_edge = 0;

    for (k = 0; k < r->nends; k++)
        at_edge |= zone_at(a, end_facing(a, r, k)) == SKY_SPRAWL_EMPTY;
    return at_edge ? -1 : 1;
}

static int card_outskirts(const struct analysis *a)
{
    return sum_over_roads(a, outskirts_road);
}


/* The rows and columns that hold blocks: the city's bounding box. */
struct box {
    int top, bottom, left, right;       /* inclusive; top > bottom if empty */
};

static void occupied_box(const struct analysis *a, struct box *b)
{
    const struct sp_grid *g = a->g;

    b->top = g->top;
    while (b->top <= g->bottom && a->in_row[0][b->top] == 0)
        b->top++;
    b->bottom = g->bottom;
    while (b->bottom >= b->top && a->in_row[0][b->bottom] == 0)
        b->bottom--;
    b->left = g->left;
    while (b->left <= g->right && a->in_col[0][b->left] == 0)
        b->left++;
    b->right = g->right;
    while (b->right >= b->left && a->in_col[0][b->right] == 0)
        b->right--;
}

/* +1 for exactly 3 parks, -1 for none, 0 otherwise. */
static int bloom_points(int parks)
{
    return parks == 3 ? 1 : parks == 0 ? -1 : 0;
}

/* 2 Bloom Boom: each row and column of the city's bounding box (SP-9). */
static int card_bloom_boom(const struct analysis *a)
{
    struct box b;
    int i, points = 0;

    occupied_box(a, &b);
    for (i = b.top; i <= b.bottom; i++)
        points += bloom_points(a->in_row[SKY_SPRAWL_PARK][i]);
    for (i = b.left; i <= b.right; i++)
        points += bloom_points(a->in_col[SKY_SPRAWL_PARK][i]);
    return points;
}

/* 3 Go Green: +1 per park, -3 per industrial block. */
static int card_go_green(const struct analysis *a)
{
    return a->blocks[SKY_SPRAWL_PARK] - 3 * a->blocks[SKY_SPRAWL_INDUSTRIAL];
}

/* 4 Block Party: every 2x2 square of one zone counts, overlaps too. */
/* 1 if block `c` is the top-left block of a square of one zone. */
static int square_at(const struct analysis *a, int c)
{
    int s = a->g->stride, zone = zone_at(a, c);

    return zone_at(a, c + 1) == zone && zone_at(a, c + s) == zone
        && zone_at(a, c + s + 1) == zone;
}

static int block_party_points(int squares)
{
    static const int points[6] = { -8, -5, -2, 1, 4, 7 };

    return points[squares < 5 ? squares : 5];
}

static int block_party_squares(const struct analysis *a)
{
    int zone, squares = 0;

    /* A square is counted at its top-left block. */
    for (zone = SKY_SPRAWL_COMMERCIAL; zone <= SKY_SPRAWL_RESIDENTIAL; zone++)
        squares += sum_over_zone(a, zone, square_at);
    return squares;
}

static int card_block_party(const struct analysis *a)
{
    return block_party_points(block_party_squares(a));
}

/* 5 Stacks and Scrapers: an industrial block whose neighbours are all
 * commercial or industrial (empty sides do not count) scores 2. */
static int stacks_cell(const struct analysis *a, int c)
{
    int count[ZONES];

    neighbour_zones(a, c, count);
    return count[SKY_SPRAWL_PARK] + count[SKY_SPRAWL_RESIDENTIAL] == 0 ? 2 : 0;
}

static int card_stacks_and_scrapers(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_INDUSTRIAL, stacks_cell);
}

/* 6 Master Planned: largest residential group - largest industrial group. */
static int card_master_planned(const struct analysis *a)
{
    return a->largest[SKY_SPRAWL_RESIDENTIAL] - a->largest[SKY_SPRAWL_INDUSTRIAL];
}

/* 7 Central Perks: a park with all four neighbours +1, else -2. */
static int central_perks_cell(const struct analysis *a, int c)
{
    return exposed_edges(a, c) ? -2 : 1;
}

static int card_central_perks(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_PARK, central_perks_cell);
}

/* The 'Burbs points of one residential group: each block next to it
 * counts once, +1 for a park, -2 for an industrial block. */
static int next_to_group(const struct analysis *a, int c, int group)
{
    int k;

    for (k = 0; k < 4; k++) {
        int n = c + a->off[edges[k]];

        if (zone_at(a, n) == SKY_SPRAWL_RESIDENTIAL && group_of(a, n) == group)
            return 1;
    }
    return 0;
}

static int burbs_of_group(const struct analysis *a, int group)
{
    int i, points = 0;

    for (i = 0; i < a->blocks[SKY_SPRAWL_PARK]; i++)
        points += next_to_group(a, a->cells[SKY_SPRAWL_PARK][i], group);
    for (i = 0; i < a->blocks[SKY_SPRAWL_INDUSTRIAL]; i++)
        points -= 2 * next_to_group(a, a->cells[SKY_SPRAWL_INDUSTRIAL][i], group);
    return points;
}

/* 8 The 'Burbs: around the largest residential group; of tied groups the
 * one that scores more (SP-9). */
static int card_burbs(const struct analysis *a)
{
    int largest = a->largest[SKY_SPRAWL_RESIDENTIAL], best = INT_MIN, group;

    if (largest == 0)
        return 0;
    /* A group is named by its root label. */
    for (group = 0; group < a->ngroup_labels; group++) {
        if (a->group_parent[group] == group && a->group_zone[group] == SKY_SPRAWL_RESIDENTIAL
            && a->group_size[group] == largest) {
            int points = burbs_of_group(a, group);
            if (points > best)
                best = points;
        }
    }
    return best;
}

/* 9 Concrete Jungle: an industrial block with an industrial block on a
 * diagonal scores 1; edge neighbours do not count. */
static int concrete_jungle_cell(const struct analysis *a, int c)
{
    int s = a->g->stride;

    return zone_at(a, c - s - 1) == SKY_SPRAWL_INDUSTRIAL
        || zone_at(a, c - s + 1) == SKY_SPRAWL_INDUSTRIAL
        || zone_at(a, c + s - 1) == SKY_SPRAWL_INDUSTRIAL
        || zone_at(a, c + s + 1) == SKY_SPRAWL_INDUSTRIAL;
}

static int card_concrete_jungle(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_INDUSTRIAL, concrete_jungle_cell);
}

/* 10 The Strip: the commercial blocks of the best row or column, gaps
 * or not. */
static int card_the_strip(const struct analysis *a)
{
    const struct sp_grid *g = a->g;
    int rows = max_of(a->in_row[SKY_SPRAWL_COMMERCIAL], g->top, g->bottom);
    int cols = max_of(a->in_col[SKY_SPRAWL_COMMERCIAL], g->left, g->right);

    return rows > cols ? rows : cols;
}

/* 11 Mini Marts: a commercial block whose section joins, at both its
 * edges, the sections of residential blocks scores 2.  Every edge's
 * three tests are made, without a branch: they follow no pattern. */
static int mini_marts_cell(const struct analysis *a, int c)
{
    int road = SP_ROAD(a->g->cell[c]), k, joined_homes = 0;

    for (k = 0; k < 4; k++)
        joined_homes += ((road & edges[k]) != 0) & meets(a->g->cell, c, a->off[edges[k]], edges[k])
                        & (zone_at(a, c + a->off[edges[k]]) == SKY_SPRAWL_RESIDENTIAL);
    return 2 * (joined_homes == 2);
}

static int card_mini_marts(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_COMMERCIAL, mini_marts_cell);
}

/* 12 Superhighway: half the sections of the longest road, rounded down. */
static int card_superhighway(const struct analysis *a)
{
    int i, longest = 0;

    for (i = 0; i < a->nroads; i++)
        if (a->roads[i].sections > longest)
            longest = a->roads[i].sections;
    return longest / 2;
}

/* 13 Park Hopping: a road whose two ends dead-end against two different
 * park blocks scores 3; a loop has no ends. */
static int park_hopping_road(const struct analysis *a, const struct road *r)
{
    return r->nends == 2 && zone_at(a, end_facing(a, r, 0)) == SKY_SPRAWL_PARK
        && zone_at(a, end_facing(a, r, 1)) == SKY_SPRAWL_PARK
        && end_facing(a, r, 0) != end_facing(a, r, 1) ? 3 : 0;
}

static int card_park_hopping(const struct analysis *a)
{
    return sum_over_roads(a, park_hopping_road);
}

/* 14 Looping Lanes: 1 per section of every loop. */
static int looping_lanes_road(const struct analysis *a, const struct road *r)
{
    (void)a;
    return is_loop(r) ? r->sections : 0;
}

static int card_looping_lanes(const struct analysis *a)
{
    return sum_over_roads(a, looping_lanes_road);
}

/* 15 Skid Row: a residential block next to 2 or more industrial blocks
 * scores 2. */
static int skid_row_cell(const struct analysis *a, int c)
{
    int count[ZONES];

    neighbour_zones(a, c, count);
    return count[SKY_SPRAWL_INDUSTRIAL] >= 2 ? 2 : 0;
}

static int card_skid_row(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_RESIDENTIAL, skid_row_cell);
}

/* 16 Morning Commute: a road through a residential and a commercial
 * block scores 2. */
static int morning_commute_road(const struct analysis *a, const struct road *r)
{
    const unsigned both = 1u << SKY_SPRAWL_RESIDENTIAL | 1u << SKY_SPRAWL_COMMERCIAL;

    (void)a;
    return (r->zones & both) == both ? 2 : 0;
}

static int card_morning_commute(const struct analysis *a)
{
    return sum_over_roads(a, morning_commute_road);
}

/* 17 Tourist Traps: a commercial block on the edge scores 1, and 1 more
 * with two perpendicular sides exposed. */
static int tourist_traps_cell(const struct analysis *a, int c)
{
    int exposed = exposed_edges(a, c);

    if (!exposed)
        return 0;
    return (exposed & (SKY_SPRAWL_N | SKY_SPRAWL_S)) && (exposed & (SKY_SPRAWL_E | SKY_SPRAWL_W))
        ? 2 : 1;
}

static int card_tourist_traps(const struct analysis *a)
{
    return sum_over_zone(a, SKY_SPRAWL_COMMERCIAL, tourist_traps_cell);
}

/* 18 Sprawlopolis: the blocks of the longest row plus those of the
 * longest column, gaps skipped. */
static int card_sprawlopolis(const struct analysis *a)
{
    const struct sp_grid *g = a->g;

    return max_of(a->in_row[0], g->top, g->bottom) + max_of(a->in_col[0], g->left, g->right);
}

/* Indexed by card number - 1. */
static int (*const card_scorers[SKY_SPRAWL_CARDS])(const struct analysis *) = {
    card_outskirts, card_bloom_boom, card_go_green, card_block_party,
    card_stacks_and_scrapers, card_master_planned, card_central_perks,
    card_burbs, card_concrete_jungle, card_the_strip, card_mini_marts,
    card_superhighway, card_park_hopping, card_looping_lanes, card_skid_row,
    card_morning_commute, card_tourist_traps, card_sprawlopolis,
};

/* What each card reads beyond the groups and each zone's blocks. */
static const unsigned char card_needs[SKY_SPRAWL_CARDS] = {
    NEED_ROADS | NEED_ENDS, NEED_LINES, 0, NEED_CELLS, NEED_CELLS, 0,
    NEED_CELLS, NEED_CELLS, NEED_CELLS, NEED_LINES, NEED_CELLS, NEED_ROADS,
    NEED_ROADS | NEED_ENDS, NEED_ROADS, NEED_CELLS, NEED_ROADS, NEED_CELLS, NEED_LINES,
};

static int cards_need(const int cards[3])
{
    return card_needs[cards[0] - 1] | card_needs[cards[1] - 1] | card_needs[cards[2] - 1];
}

/* ---- the total (SP-10) ---------------------------------------------------- */

static int group_points(const struct analysis *a, int variant)
{
    int zone, sum = 0, best = 0;

    for (zone = SKY_SPRAWL_COMMERCIAL; zone <= SKY_SPRAWL_RESIDENTIAL; zone++) {
        sum += a->largest[zone];
        if (a->largest[zone] > best)
            best = a->largest[zone];
    }
    return variant == SKY_SPRAWL_HARDER ? best : sum;
}

static int road_points(const struct analysis *a, int variant)
{
    return variant == SKY_SPRAWL_EASIER ? 0 : -a->nroads;
}

static void tally_analysis(const struct analysis *a, const int cards[3],
                           int variant, sky_sprawl_tally *t)
{
    int i, zone;

    for (zone = SKY_SPRAWL_COMMERCIAL; zone <= SKY_SPRAWL_RESIDENTIAL; zone++)
        t->groups[zone - 1] = a->largest[zone];
    t->group_points = group_points(a, variant);
    t->roads = a->nroads;
    t->road_points = road_points(a, variant);
    t->total = t->group_points + t->road_points;
    t->target = 0;
    for (i = 0; i < 3; i++) {
        t->cards[i] = cards[i];
        t->card_points[i] = card_scorers[cards[i] - 1](a);
        t->total += t->card_points[i];
        t->target += cards[i];
    }
}

/* The tally says how many roads there are, whatever the variant. */
void sp_score(const struct sp_grid *g, const int cards[3], int variant,
              sky_sprawl_tally *tally)
{
    struct analysis a;

    analyze(&a, g, NEED_ROADS | cards_need(cards));
    tally_analysis(&a, cards, variant, tally);
}

/* What a total reads: roads only if the variant or a card counts them. */
static int total_need(const int cards[3], int variant)
{
    return cards_need(cards) | (variant != SKY_SPRAWL_EASIER ? NEED_ROADS : 0);
}

/* As sp_score()'s total, analysed into `a`. */
static int analysed_total(struct analysis *a, const struct sp_grid *g,
                          const int cards[3], int variant)
{
    int i, total;

    analyze(a, g, total_need(cards, variant));
    total = group_points(a, variant) + road_points(a, variant);
    for (i = 0; i < 3; i++)
        total += card_scorers[cards[i] - 1](a);
    return total;
}

int sp_total(const struct sp_grid *g, const int cards[3], int variant)
{
    struct analysis a;

    return analysed_total(&a, g, cards, variant);
}

/* ---- many placements on one city (the bots) ---------------------------------- */

/*
 * The bots score a city with each of many cards placed on it in turn.
 * A card changes 4 cells, so the city is analysed once and each
 * placement only looks again at what its cells can change:
 *
 * - a group or road that changes has a cell under the card, or beside
 *   it: a group can grow only through the card's cells, and split only
 *   where they covered it; a road joins or splits only at them, and an
 *   end whose facing cell the card covers faces something new.  So the
 *   groups and roads through the card's cells and the 8 cells beside
 *   them are found again, flooded in the changed grid (groups that
 *   cannot split are joined without it), and every other one is as
 *   the city has it;
 * - the cards that add points per block, per road or per row read at
 *   most one cell away: their points change only there;
 * - The 'Burbs reads the blocks around the largest residential groups:
 *   those of a group that is not under the card or beside it are as
 *   they were; the others are counted again.
 */

/* How a card's points are found for a placement. */
enum card_kind {
    BY_COUNTS,          /* from the city's counts, changed by the card */
    BY_CELLS,           /* per block of a zone: only the 4x4 cells around change */
    BY_SQUARES,         /* Block Party's squares, likewise */
    BY_ROADS,           /* per road: only the roads found again change */
    BY_LONGEST,         /* Superhighway: the longest road */
    BY_BURBS            /* The 'Burbs: the largest residential groups */
};

struct card_way {
    unsigned char kind;                 /* enum card_kind */
    unsigned char zone;                 /* BY_CELLS */
    int (*per_cell)(const struct analysis *, int);          /* BY_CELLS */
    int (*per_road)(const struct analysis *, const struct road *);  /* BY_ROADS */
};

/* Indexed by card number - 1. */
static const struct card_way card_ways[SKY_SPRAWL_CARDS] = {
    { BY_ROADS, 0, NULL, outskirts_road },
    { BY_COUNTS, 0, NULL, NULL },
    { BY_COUNTS, 0, NULL, NULL },
    { BY_SQUARES, 0, NULL, NULL },
    { BY_CELLS, SKY_SPRAWL_INDUSTRIAL, stacks_cell, NULL },
    { BY_COUNTS, 0, NULL, NULL },
    { BY_CELLS, SKY_SPRAWL_PARK, central_perks_cell, NULL },
    { BY_BURBS, 0, NULL, NULL },
    { BY_CELLS, SKY_SPRAWL_INDUSTRIAL, concrete_jungle_cell, NULL },
    { BY_COUNTS, 0, NULL, NULL },
    { BY_CELLS, SKY_SPRAWL_COMMERCIAL, mini_marts_cell, NULL },
    { BY_LONGEST, 0, NULL, NULL },
    { BY_ROADS, 0, NULL, park_hopping_road },
    { BY_ROADS, 0, NULL, looping_lanes_road },
    { BY_CELLS, SKY_SPRAWL_RESIDENTIAL, skid_row_cell, NULL },
    { BY_ROADS, 0, NULL, morning_commute_road },
    { BY_CELLS, SKY_SPRAWL_COMMERCIAL, tourist_traps_cell, NULL },
    { BY_COUNTS, 0, NULL, NULL },
};

/*
 * The most blocks a city holds with a card laid: its 15 cards.  Labels,
 * groups, roads and floods of a city number at most its blocks, so the
 * arrays they index are no longer; a larger grid is scored whole for
 * each placement (whole_total()), which keeps the bots' stack small.
 */
#define PLACED_BLOCKS (4 * SKY_SPRAWL_CITY_CARDS)

/* The city, analysed once, and what a placement's floods mark. */
struct placements {
    struct analysis a;                  /* of the city without a card */
    const int *cards;
    int variant, need;
    int city_points[3];                 /* each card's points on the city */
    /* BY_CELLS: each cell's points on the city; BY_SQUARES: 1 for the
     * top-left cell of a square. */
    int8_t cell_points[3][SP_GRID_CELLS];
    int recount;                        /* a BY_COUNTS card counts blocks */
    int16_t road_points[3][PLACED_BLOCKS];  /* BY_ROADS: per road, on the city */
    int16_t by_size[ZONES][PLACED_BLOCKS];  /* group roots, largest first */
    int nby_size[ZONES];
    int16_t by_length[PLACED_BLOCKS];   /* road numbers, longest first */
    /* A placement's stamps: a cell its floods reached, a group or road of
     * the city it changes, hold its stamp. */
    uint32_t stamp;
    uint32_t seen[SP_GRID_CELLS];
    uint32_t group_hit[PLACED_BLOCKS];  /* by root label */
    int8_t group_owner[PLACED_BLOCKS]; /* joined_largest(): its first card cell */
    int16_t burbs[PLACED_BLOCKS];       /* BY_BURBS: per residential root */
    uint32_t count_stamp;               /* flooded_burbs(): blocks counted */
    uint32_t counted[SP_GRID_CELLS];
    uint32_t road_hit[PLACED_BLOCKS];   /* by road number */
    int16_t hit_roads[12];              /* the roads it changes */
    int nhit_roads;
    int16_t stack[PLACED_BLOCKS];       /* a flood's or a trace's cells */
};

/* One placement: the card's cells, what they covered, the cells beside. */
struct window {
    int row, col;                       /* interior cell of its top-left */
    /* The card's cells TL, TR, BL, BR, then the 8 beside them: above,
     * below, left and right (window_facing[]). */
    int at[12];
    uint8_t under[4];                   /* the city's cells under the card */
};

/* The edge of the cell beside the card, at[4 + k], towards the card. */
static const int window_facing[8] = {
    SKY_SPRAWL_S, SKY_SPRAWL_S, SKY_SPRAWL_N, SKY_SPRAWL_N,
    SKY_SPRAWL_E, SKY_SPRAWL_E, SKY_SPRAWL_W, SKY_SPRAWL_W,
};

/* The city's groups of each zone, largest first: the best one a
 * placement leaves alone is then found in a step or two. */
static void sort_groups(struct placements *p)
{
    const struct analysis *a = &p->a;
    int l;

    memset(p->nby_size, 0, sizeof p->nby_size);
    for (l = 0; l < a->ngroup_labels; l++) {
        int16_t *v;
        int i;

        if (a->group_parent[l] != l)
            continue;
        v = p->by_size[a->group_zone[l]];
        i = p->nby_size[a->group_zone[l]]++;
        for (; i > 0 && a->group_size[v[i - 1]] < a->group_size[l]; i--)
            v[i] = v[i - 1];
        v[i] = (int16_t)l;
    }
}

/* The city's roads, longest first. */
static void sort_roads(struct placements *p)
{
    const struct analysis *a = &p->a;
    int r, i;

    for (r = 0; r < a->nroads; r++) {
        for (i = r; i > 0 && a->roads[p->by_length[i - 1]].sections < a->roads[r].sections; i--)
            p->by_length[i] = p->by_length[i - 1];
        p->by_length[i] = (int16_t)r;
    }
}

/* BY_CELLS, BY_SQUARES: the points (squares) of card `slot` at each city cell. */
static void keep_cell_points(struct placements *p, const struct sp_grid *g, int slot)
{
    const struct analysis *a = &p->a;
    const struct card_way *way = &card_ways[p->cards[slot] - 1];
    int8_t *points = p->cell_points[slot];
    int zone, i;

    memset(points, 0, (size_t)(g->rows + 2) * (size_t)g->stride);
    for (zone = SKY_SPRAWL_COMMERCIAL; zone <= SKY_SPRAWL_RESIDENTIAL; zone++) {
        for (i = 0; i < a->blocks[zone]; i++) {
            int c = a->cells[zone][i];

            if (way->kind == BY_SQUARES)
                points[c] = (int8_t)square_at(a, c);
            else if (zone == way->zone)
                points[c] = (int8_t)way->per_cell(a, c);
        }
    }
}

/* The 'Burbs points of each residential group of the city, by root:
 * every park and industrial block adds to each group beside it, once. */
static void keep_burbs(struct placements *p)
{
    const struct analysis *a = &p->a;
    int zone, i, k, j;

    memset(p->burbs, 0, (size_t)a->ngroup_labels * sizeof p->burbs[0]);
    for (zone = SKY_SPRAWL_PARK; zone <= SKY_SPRAWL_INDUSTRIAL; zone++) {
        for (i = 0; i < a->blocks[zone]; i++) {
            const int c = a->cells[zone][i];
            int roots[4], n = 0;

            for (k = 0; k < 4; k++) {
                const int next = c + a->off[edges[k]];

                if (zone_at(a, next) != SKY_SPRAWL_RESIDENTIAL)
                    continue;
                roots[n] = group_of(a, next);
                for (j = 0; j < n && roots[j] != roots[n]; j++)
                    continue;
                if (j == n)
                    p->burbs[roots[n++]] += zone == SKY_SPRAWL_PARK ? 1 : -2;
            }
        }
    }
}

/* Analyses the city (the grid without a card) for placements on it;
 * 0 if it has more blocks than a city (PLACED_BLOCKS with the card). */
static int start_placements(struct placements *p, const struct sp_grid *g,
                            const int cards[3], int variant)
{
    struct analysis *a = &p->a;
    int i, r, blocks = 0;

    p->cards = cards;
    p->variant = variant;
    p->need = total_need(cards, variant) | NEED_CELLS;
    /* A card may widen the box: the rows and columns outside count 0. */
    memset(a->in_row, 0, sizeof a->in_row);
    memset(a->in_col, 0, sizeof a->in_col);
    analyze(a, g, p->need);
    for (i = 0; i < ZONES; i++)
        blocks += a->blocks[i];
    if (blocks + 4 > PLACED_BLOCKS)
        return 0;
    sort_groups(p);
    sort_roads(p);
    p->recount = 0;
    for (i = 0; i < 3; i++) {
        const struct card_way *way = &card_ways[cards[i] - 1];

        p->city_points[i] = way->kind == BY_SQUARES ? block_party_squares(a)
                                                     : card_scorers[cards[i] - 1](a);
        if (way->kind == BY_ROADS)
            for (r = 0; r < a->nroads; r++)
                p->road_points[i][r] = (int16_t)way->per_road(a, &a->roads[r]);
        if (way->kind == BY_CELLS || way->kind == BY_SQUARES)
            keep_cell_points(p, g, i);
        if (way->kind == BY_BURBS)
            keep_burbs(p);
        /* Master Planned reads the largest groups only. */
        p->recount |= way->kind == BY_COUNTS && cards[i] != 6;
    }
    p->stamp = p->count_stamp = 0;
    memset(p->seen, 0, (size_t)(g->rows + 2) * (size_t)g->stride * sizeof p->seen[0]);
    memset(p->counted, 0, (size_t)(g->rows + 2) * (size_t)g->stride * sizeof p->counted[0]);
    memset(p->group_hit, 0, (size_t)a->ngroup_labels * sizeof p->group_hit[0]);
    memset(p->road_hit, 0, (size_t)a->nroads * sizeof p->road_hit[0]);
    return 1;
}

/* The window of placement `pl` on grid `g`; the card is not laid yet. */
static void open_window(struct window *w, const struct sp_grid *g,
                        const struct sp_placement *pl)
{
    const int s = g->stride;
    int k;

    w->row = pl->row;
    w->col = pl->col;
    w->at[0] = SP_AT(g, pl->row, pl->col);
    w->at[1] = w->at[0] + 1;
    w->at[2] = w->at[0] + s;
    w->at[3] = w->at[0] + s + 1;
    for (k = 0; k < 4; k++)
        w->under[k] = g->cell[w->at[k]];
    w->at[4] = w->at[0] - s;
    w->at[5] = w->at[1] - s;
    w->at[6] = w->at[2] + s;
    w->at[7] = w->at[3] + s;
    w->at[8] = w->at[0] - 1;
    w->at[9] = w->at[2] - 1;
    w->at[10] = w->at[1] + 1;
    w->at[11] = w->at[3] + 1;
}

/* ---- a placement's groups ---- */

/* Blocks of the group through `start` in the changed grid, marking them
 * seen; they are left in p->stack[0 .. size - 1]. */
static int flood_group(struct placements *p, int start)
{
    const uint8_t *cell = p->a.g->cell;
    const int s = p->a.g->stride, zone = SP_ZONE(cell[start]);
    int i, size = 0;

    p->seen[start] = p->stamp;
    p->stack[size++] = (int16_t)start;
    for (i = 0; i < size; i++) {
        const int c = p->stack[i];
        const int next[4] = { c - s, c + 1, c + s, c - 1 };
        int k;

        for (k = 0; k < 4; k++) {
            if (SP_ZONE(cell[next[k]]) == zone && p->seen[next[k]] != p->stamp) {
                p->seen[next[k]] = p->stamp;
                p->stack[size++] = (int16_t)next[k];
            }
        }
    }
    return size;
}

/* Marks the city's group through city cell `c`, which held `was`, as changed. */
static void hit_group(struct placements *p, int c, int was)
{
    if (SP_ZONE(was) != SKY_SPRAWL_EMPTY)
        p->group_hit[group_of(&p->a, c)] = p->stamp;
}

/* Largest[] of the groups through the card and beside it, flooded. */
static void flooded_largest(struct placements *p, const struct window *w, int largest[ZONES])
{
    const uint8_t *cell = p->a.g->cell;
    int k;

    for (k = 0; k < 12; k++)
        hit_group(p, w->at[k], k < 4 ? w->under[k] : cell[w->at[k]]);
    for (k = 0; k < 12; k++) {
        int c = w->at[k], zone = SP_ZONE(cell[c]);

        if (zone != SKY_SPRAWL_EMPTY && p->seen[c] != p->stamp) {
            int size = flood_group(p, c);
            if (size > largest[zone])
                largest[zone] = size;
        }
    }
}

/* 1 if a group may split: the card changes the zone of a block of a
 * group of two or more. */
static int card_splits_groups(const struct placements *p, const struct window *w)
{
    const uint8_t *cell = p->a.g->cell;
    int k;

    for (k = 0; k < 4; k++) {
        int was = SP_ZONE(w->under[k]);

        if (was != SKY_SPRAWL_EMPTY && was != SP_ZONE(cell[w->at[k]])
            && p->a.group_size[group_of(&p->a, w->at[k])] > 1)
            return 1;
    }
    return 0;
}

/* The card's cells as sets (union-find over 0..3) of cells in one group. */
static int card_set(const int parent[4], int k)
{
    while (parent[k] != k)
        k = parent[k];
    return k;
}

static void join_card_cells(int parent[4], int x, int y)
{
    x = card_set(parent, x);
    y = card_set(parent, y);
    if (x < y)
        parent[y] = x;
    else
        parent[x] = y;
}

/* Joins card cell k to the city's group through cell `c`; notes the group. */
static void join_city_group(struct placements *p, int parent[4], int k, int c,
                            int16_t *joined, int *njoined)
{
    int root = group_of(&p->a, c);

    if (p->group_hit[root] == p->stamp) {
        join_card_cells(parent, p->group_owner[root], k);
        return;
    }
    p->group_hit[root] = p->stamp;
    p->group_owner[root] = (int8_t)k;
    joined[(*njoined)++] = (int16_t)root;
}

/*
 * Largest[] of the groups through the card when none splits
 * (card_splits_groups()): the card's cells joined to each other and to
 * the city's groups beside them or under them of their zone; a covered
 * block of another zone was a group of its own, now gone.
 */
static void joined_largest(struct placements *p, const struct window *w, int largest[ZONES])
{
    /* The card's cells side by side, and the two cells beside each. */
    static const int pairs[4][2] = { { 0, 1 }, { 0, 2 }, { 1, 3 }, { 2, 3 } };
    static const int beside_of[4][2] = { { 4, 8 }, { 5, 10 }, { 6, 9 }, { 7, 11 } };
    const uint8_t *cell = p->a.g->cell;
    int parent[4], blocks[4] = { 1, 1, 1, 1 }, zone[4], k, j, njoined = 0;
    int16_t joined[12];

    for (k = 0; k < 4; k++) {
        parent[k] = k;
        zone[k] = SP_ZONE(cell[w->at[k]]);
    }
    for (k = 0; k < 4; k++)
        if (zone[pairs[k][0]] == zone[pairs[k][1]])
            join_card_cells(parent, pairs[k][0], pairs[k][1]);
    for (k = 0; k < 4; k++) {
        int was = SP_ZONE(w->under[k]);

        if (was == zone[k]) {
            join_city_group(p, parent, k, w->at[k], joined, &njoined);
            blocks[k] = 0;              /* its group counts it */
        } else if (was != SKY_SPRAWL_EMPTY) {
            p->group_hit[group_of(&p->a, w->at[k])] = p->stamp;
        }
        for (j = 0; j < 2; j++) {
            int c = w->at[beside_of[k][j]];

            if (SP_ZONE(cell[c]) == zone[k])
                join_city_group(p, parent, k, c, joined, &njoined);
        }
    }
    for (k = 0; k < njoined; k++)
        blocks[card_set(parent, p->group_owner[joined[k]])] += p->a.group_size[joined[k]];
    for (k = 0; k < 4; k++) {
        if (card_set(parent, k) != k)
            blocks[card_set(parent, k)] += blocks[k];
    }
    for (k = 0; k < 4; k++)
        if (parent[k] == k && blocks[k] > largest[zone[k]])
            largest[zone[k]] = blocks[k];
}

/* The largest group per zone with the card laid. */
static void placed_largest(struct placements *p, const struct window *w, int largest[ZONES])
{
    int k, zone;

    memset(largest, 0, ZONES * sizeof largest[0]);
    if (card_splits_groups(p, w))
        flooded_largest(p, w, largest);
    else
        joined_largest(p, w, largest);
    /* The largest the card left alone. */
    for (zone = SKY_SPRAWL_COMMERCIAL; zone <= SKY_SPRAWL_RESIDENTIAL; zone++) {
        for (k = 0; k < p->nby_size[zone]; k++) {
            int root = p->by_size[zone][k];

            if (p->group_hit[root] != p->stamp) {
                if (p->a.group_size[root] > largest[zone])
                    largest[zone] = p->a.group_size[root];
                break;
            }
        }
    }
}

/* ---- a placement's 'Burbs ---- */

/* The 'Burbs points of the group flooded into p->stack[0 .. size - 1]. */
static int flooded_burbs(struct placements *p, int size)
{
    const struct analysis *a = &p->a;
    int i, k, points = 0;

    p->count_stamp++;
    for (i = 0; i < size; i++) {
        for (k = 0; k < 4; k++) {
            const int next = p->stack[i] + a->off[edges[k]], zone = zone_at(a, next);

            if ((zone == SKY_SPRAWL_PARK || zone == SKY_SPRAWL_INDUSTRIAL)
                && p->counted[next] != p->count_stamp) {
                p->counted[next] = p->count_stamp;
                points += zone == SKY_SPRAWL_PARK ? 1 : -2;
            }
        }
    }
    return points;
}

/*
 * The 'Burbs with the card laid, its largest residential groups of
 * `largest` blocks: those through the card or beside it flooded and
 * counted again, the others as the city had them.
 */
static int placed_burbs(struct placements *p, const struct window *w, int largest)
{
    const uint8_t *cell = p->a.g->cell;
    int k, best = INT_MIN;

    if (largest == 0)
        return 0;
    p->stamp++;
    for (k = 0; k < 12; k++) {
        const int c = w->at[k], was = k < 4 ? w->under[k] : cell[c];

        if (SP_ZONE(was) == SKY_SPRAWL_RESIDENTIAL)
            p->group_hit[group_of(&p->a, c)] = p->stamp;
    }
    for (k = 0; k < 12; k++) {
        const int c = w->at[k];

        if (SP_ZONE(cell[c]) == SKY_SPRAWL_RESIDENTIAL && p->seen[c] != p->stamp
            && flood_group(p, c) == largest) {
            const int points = flooded_burbs(p, largest);
            if (points > best)
                best = points;
        }
    }
    for (k = 0; k < p->nby_size[SKY_SPRAWL_RESIDENTIAL]; k++) {
        const int root = p->by_size[SKY_SPRAWL_RESIDENTIAL][k];

        if (p->a.group_size[root] < largest)
            break;
        if (p->a.group_size[root] == largest && p->group_hit[root] != p->stamp
            && p->burbs[root] > best)
            best = p->burbs[root];
    }
    return best;
}

/* ---- a placement's roads ---- */

/* The road through section `start` in the changed grid, marking it seen. */
static void trace_road(struct placements *p, int start, struct road *r)
{
    const uint8_t *cell = p->a.g->cell;
    int top = 0, halves = 0;

    memset(r, 0, sizeof *r);
    p->seen[start] = p->stamp;
    p->stack[top++] = (int16_t)start;
    while (top > 0) {
        const int c = p->stack[--top], road = SP_ROAD(cell[c]);
        const int edge[2] = { road & -road, road & (road - 1) };
        int k;

        r->sections++;
        r->zones |= (uint8_t)(1u << SP_ZONE(cell[c]));
        for (k = 0; k < 2; k++) {
            const int n = c + p->a.off[edge[k]];

            if (!meets(cell, c, p->a.off[edge[k]], edge[k])) {
                add_end(r, c, edge[k]);
                continue;
            }
            halves++;               /* each join is met from both sides */
            if (p->seen[n] != p->stamp) {
                p->seen[n] = p->stamp;
                p->stack[top++] = (int16_t)n;
            }
        }
    }
    r->joins = (int16_t)(halves / 2);
}

/* Marks the city's road through city cell `c`, which held `was`, as changed. */
static void hit_road(struct placements *p, int c, int was)
{
    int id;

    if (!SP_ROAD(was))
        return;
    id = road_of(&p->a, c);
    if (p->road_hit[id] != p->stamp) {
        p->road_hit[id] = p->stamp;
        p->hit_roads[p->nhit_roads++] = (int16_t)id;
    }
}

/*
 * Window cell k's road may change: it is the card's, or a section beside
 * the card with its road pointing at it (joined to it, or an end facing it).
 */
static int road_at_window(const struct window *w, const uint8_t *cell, int k)
{
    const int road = SP_ROAD(cell[w->at[k]]);

    return k < 4 ? road != 0 : (road & window_facing[k - 4]) != 0;
}

/* Adds the points of road `r` for each BY_ROADS card. */
static void add_road_points(const struct placements *p, const struct road *r, int points[3])
{
    int i;

    for (i = 0; i < 3; i++) {
        const struct card_way *way = &card_ways[p->cards[i] - 1];

        if (way->kind == BY_ROADS)
            points[i] += way->per_road(&p->a, r);
    }
}

/*
 * The roads with the card laid; `longest` gets the longest's sections,
 * and points[] each BY_ROADS card's change.
 */
static int placed_roads(struct placements *p, const struct window *w, int *longest,
                        int points[3])
{
    const uint8_t *cell = p->a.g->cell;
    int k, i, nroads = p->a.nroads;

    /* The city's roads through the card and beside it: gone. */
    p->nhit_roads = 0;
    for (k = 0; k < 12; k++)
        if (k < 4 || road_at_window(w, cell, k))
            hit_road(p, w->at[k], k < 4 ? w->under[k] : cell[w->at[k]]);
    nroads -= p->nhit_roads;
    for (k = 0; k < p->nhit_roads; k++)
        for (i = 0; i < 3; i++)
            if (card_ways[p->cards[i] - 1].kind == BY_ROADS)
                points[i] -= p->road_points[i][p->hit_roads[k]];
    /* The roads there now. */
    *longest = 0;
    for (k = 0; k < 12; k++) {
        int c = w->at[k];
        struct road r;

        if (!road_at_window(w, cell, k) || p->seen[c] == p->stamp)
            continue;
        trace_road(p, c, &r);
        nroads++;
        if (r.sections > *longest)
            *longest = r.sections;
        add_road_points(p, &r, points);
    }
    /* The longest the card left alone. */
    for (k = 0; k < p->a.nroads; k++) {
        int id = p->by_length[k];

        if (p->road_hit[id] != p->stamp) {
            if (p->a.roads[id].sections > *longest)
                *longest = p->a.roads[id].sections;
            break;
        }
    }
    return nroads;
}

/* ---- a placement's cards ---- */

/*
 * The cells from the card's top-left cell's up-left neighbour whose
 * points the card can change: BY_CELLS, a span of 4x4, as a block's
 * points read its neighbours, diagonals included; BY_SQUARES, the 3x3
 * top-left cells of the squares with a cell under the card.
 */
static int window_span(int kind)
{
    return kind == BY_SQUARES ? 3 : 4;
}

/* BY_CELLS: the card's points in the window's span. */
static int window_cell_points(const struct analysis *a, const struct window *w,
                              const struct card_way *way)
{
    const int s = a->g->stride;
    int dr, dc, points = 0;

    for (dr = -1; dr < window_span(BY_CELLS) - 1; dr++) {
        for (dc = -1; dc < window_span(BY_CELLS) - 1; dc++) {
            int c = w->at[0] + dr * s + dc;

            if (zone_at(a, c) == way->zone)
                points += way->per_cell(a, c);
        }
    }
    return points;
}

/* BY_SQUARES: the squares in the window's span. */
static int window_squares(const struct analysis *a, const struct window *w)
{
    const int s = a->g->stride;
    int dr, dc, squares = 0;

    for (dr = -1; dr < window_span(BY_SQUARES) - 1; dr++) {
        for (dc = -1; dc < window_span(BY_SQUARES) - 1; dc++) {
            int c = w->at[0] + dr * s + dc;

            if (zone_at(a, c) != SKY_SPRAWL_EMPTY)
                squares += square_at(a, c);
        }
    }
    return squares;
}

/* BY_CELLS and BY_SQUARES: the city's points (squares) the card can
 * change, in the window's span, from keep_cell_points(). */
static void remove_city_points(const struct placements *p, const struct window *w,
                               int points[3])
{
    const int s = p->a.g->stride;
    int i, dr, dc;

    for (i = 0; i < 3; i++) {
        const int8_t *kept = p->cell_points[i];
        const int kind = card_ways[p->cards[i] - 1].kind, span = window_span(kind);

        if (kind != BY_CELLS && kind != BY_SQUARES)
            continue;
        for (dr = -1; dr < span - 1; dr++)
            for (dc = -1; dc < span - 1; dc++)
                points[i] -= kept[w->at[0] + dr * s + dc];
    }
}

/* BY_CELLS and BY_SQUARES: the points (squares) there with the card laid. */
static void add_window_points(const struct placements *p, const struct window *w,
                              int points[3])
{
    int i;

    for (i = 0; i < 3; i++) {
        const struct card_way *way = &card_ways[p->cards[i] - 1];

        if (way->kind == BY_CELLS)
            points[i] += window_cell_points(&p->a, w, way);
        else if (way->kind == BY_SQUARES)
            points[i] += window_squares(&p->a, w);
    }
}

/* Counts (sign 1) or uncounts (-1) block `value` at interior (row, col). */
static void count_cell(struct analysis *a, int need, int row, int col, int value, int sign)
{
    const int zone = SP_ZONE(value);

    if (zone == SKY_SPRAWL_EMPTY)
        return;
    a->blocks[zone] += sign;
    if (need & NEED_LINES) {
        a->in_row[0][row] = (int16_t)(a->in_row[0][row] + sign);
        a->in_col[0][col] = (int16_t)(a->in_col[0][col] + sign);
        a->in_row[zone][row] = (int16_t)(a->in_row[zone][row] + sign);
        a->in_col[zone][col] = (int16_t)(a->in_col[zone][col] + sign);
    }
}

/* Moves the counts of the card's four cells from `from` to `to`. */
static void recount_window(struct placements *p, const struct window *w,
                           const uint8_t from[4], const uint8_t to[4])
{
    int k;

    for (k = 0; k < 4; k++) {
        count_cell(&p->a, p->need, w->row + k / 2, w->col + k % 2, from[k], -1);
        count_cell(&p->a, p->need, w->row + k / 2, w->col + k % 2, to[k], 1);
    }
}

/* Grows the grid's box of blocks to hold the card. */
static void box_window(struct sp_grid *g, const struct window *w)
{
    if (w->row < g->top)
        g->top = w->row;
    if (w->col < g->left)
        g->left = w->col;
    if (w->row + 1 > g->bottom)
        g->bottom = w->row + 1;
    if (w->col + 1 > g->right)
        g->right = w->col + 1;
}

static void lay_cells(struct sp_grid *g, const struct window *w, const uint8_t cell[4])
{
    int k;

    for (k = 0; k < 4; k++)
        g->cell[w->at[k]] = cell[k];
}

/* The cells under the card and the box of blocks `box` put back. */
static void take_back(struct sp_grid *g, const struct window *w, const int box[4])
{
    g->top = box[0];
    g->left = box[1];
    g->bottom = box[2];
    g->right = box[3];
    lay_cells(g, w, w->under);
}

/*
 * The total with the card laid.  The analysis's counts, largest groups
 * and number of roads are changed to the card's for the BY_COUNTS cards,
 * which read them, and then put back, as are the grid's cells and box.
 */
static int placed_total(struct placements *p, struct sp_grid *g, const struct sp_placement *pl)
{
    struct analysis *a = &p->a;
    const int box[4] = { g->top, g->left, g->bottom, g->right }, nroads = a->nroads;
    int largest[ZONES], city_largest[ZONES], points[3], i, total, longest = 0;
    struct window w;

    open_window(&w, g, pl);
    memcpy(points, p->city_points, sizeof points);
    remove_city_points(p, &w, points);
    lay_cells(g, &w, pl->cell);
    add_window_points(p, &w, points);
    p->stamp++;
    placed_largest(p, &w, largest);
    if (p->need & NEED_ROADS) {
        p->stamp++;
        a->nroads = placed_roads(p, &w, &longest, points);
    }
    if (p->recount)
        recount_window(p, &w, w.under, pl->cell);
    box_window(g, &w);
    memcpy(city_largest, a->largest, sizeof city_largest);
    memcpy(a->largest, largest, sizeof largest);

    total = group_points(a, p->variant) + road_points(a, p->variant);
    for (i = 0; i < 3; i++) {
        switch (card_ways[p->cards[i] - 1].kind) {
        case BY_COUNTS:
            total += card_scorers[p->cards[i] - 1](a);
            break;
        case BY_SQUARES:
            total += block_party_points(points[i]);
            break;
        case BY_LONGEST:
            total += longest / 2;       /* Superhighway */
            break;
        case BY_BURBS:
            total += placed_burbs(p, &w, largest[SKY_SPRAWL_RESIDENTIAL]);
            break;
        default:
            total += points[i];
            break;
        }
    }

    memcpy(a->largest, city_largest, sizeof city_largest);
    a->nroads = nroads;
    if (p->recount)
        recount_window(p, &w, pl->cell, w.under);
    take_back(g, &w, box);
    return total;
}

/* A grid larger than a city: each placement laid and the grid scored
 * whole, in the analysis the city's placements would have used. */
static int whole_total(struct placements *p, struct sp_grid *g,
                       const struct sp_placement *pl)
{
    const int box[4] = { g->top, g->left, g->bottom, g->right };
    struct window w;
    int total;

    open_window(&w, g, pl);
    lay_cells(g, &w, pl->cell);
    box_window(g, &w);
    total = analysed_total(&p->a, g, p->cards, p->variant);
    take_back(g, &w, box);
    return total;
}

void sp_placement_totals(struct sp_grid *g, const int cards[3], int variant,
                         const struct sp_placement *pl, int n, int *totals)
{
    struct placements p;
    int i, city = start_placements(&p, g, cards, variant);

    for (i = 0; i < n; i++)
        totals[i] = city ? placed_total(&p, g, &pl[i]) : whole_total(&p, g, &pl[i]);
}

/* ---- the public calls: a caller's grid, checked ------------------------------ */

/*
 * Bit r of a zone's word: a block of the zone may have road r, none (0)
 * or two edges; empty cells and parks have none.  Past the last zone, 0.
 */
#define TWO_EDGES (1u << 3 | 1u << 5 | 1u << 6 | 1u << 9 | 1u << 10 | 1u << 12)
static const uint16_t roads_of_zone[8] = { 1, 1 | TWO_EDGES, 1, 1 | TWO_EDGES, 1 | TWO_EDGES };

/* A block a city could show: a known zone; a road of two edges on a
 * commercial, industrial or residential block, or none.  Without a branch
 * on the block: a city's blocks follow no pattern. */
static int valid_block(const sky_sprawl_block *b)
{
    unsigned zone = (unsigned)b->zone, road = (unsigned)b->road;

    return (zone <= SKY_SPRAWL_RESIDENTIAL) & (road < 16)
           & (roads_of_zone[zone & 7] >> (road & 15) & 1);
}

static int check_size(const sky_sprawl_block *grid, int rows, int cols)
{
    if (!grid)
        return SKY_EINVAL;
    if (rows < 1 || rows > SKY_SPRAWL_MAX_SIDE || cols < 1 || cols > SKY_SPRAWL_MAX_SIDE)
        return SKY_ERANGE;
    return SKY_OK;
}

int sky_sprawl_grid_check(const sky_sprawl_block *grid, int rows, int cols)
{
    int i, rc = check_size(grid, rows, cols);

    if (rc < 0)
        return rc;
    for (i = 0; i < rows * cols; i++)
        if (!valid_block(&grid[i]))
            return SKY_EINVAL;
    return SKY_OK;
}

/* Checks a caller's grid while copying it into `g`. */
static int load_grid(const sky_sprawl_block *grid, int rows, int cols,
                     struct sp_grid *g)
{
    int rc = check_size(grid, rows, cols), row, col;

    if (rc < 0)
        return rc;
    sp_grid_init(g, rows, cols);
    for (row = 0; row < rows; row++) {
        for (col = 0; col < cols; col++) {
            const sky_sprawl_block *b = &grid[row * cols + col];

            if (!valid_block(b))
                return SKY_EINVAL;
            g->cell[SP_AT(g, row, col)] = SP_CELL_OF(b->zone, b->road);
        }
    }
    return SKY_OK;
}

int sky_sprawl_largest_group(const sky_sprawl_block *grid, int rows, int cols,
                             int zone)
{
    struct sp_grid g;
    struct analysis a;
    int rc;

    if (zone < SKY_SPRAWL_COMMERCIAL || zone > SKY_SPRAWL_RESIDENTIAL)
        return SKY_ERANGE;
    rc = load_grid(grid, rows, cols, &g);
    if (rc < 0)
        return rc;
    analyze(&a, &g, 0);
    return a.largest[zone];
}

static void export_end(const struct analysis *a, const struct road *r, int i,
                       sky_sprawl_road_end *end)
{
    int c = r->end_cell[i], facing = zone_at(a, end_facing(a, r, i));

    end->row = c / a->g->stride - 1;
    end->col = c % a->g->stride - 1;
    end->edge = r->end_edge[i];
    end->kind = facing == SKY_SPRAWL_EMPTY ? SKY_SPRAWL_CITY_EDGE : SKY_SPRAWL_DEAD_END;
    end->facing = facing;
}

static void export_road(const struct analysis *a, const struct road *r,
                        sky_sprawl_road *out)
{
    memset(out, 0, sizeof *out);
    out->sections = r->sections;
    out->loop = is_loop(r);
    out->zones = r->zones;
    if (r->nends == 2) {
        export_end(a, r, 0, &out->ends[0]);
        export_end(a, r, 1, &out->ends[1]);
    }
}

int sky_sprawl_roads(const sky_sprawl_block *grid, int rows, int cols,
                     sky_sprawl_road *roads, size_t cap, int *road_of_cell)
{
    struct sp_grid g;
    struct analysis a;
    int rc, i, row, col;

    if (!roads && cap > 0)
        return SKY_EINVAL;
    rc = load_grid(grid, rows, cols, &g);
    if (rc < 0)
        return rc;
    analyze(&a, &g, NEED_ROADS | NEED_ENDS);
    for (i = 0; i < a.nroads && (size_t)i < cap; i++)
        export_road(&a, &a.roads[i], &roads[i]);
    if (road_of_cell) {
        for (row = 0; row < rows; row++) {
            for (col = 0; col < cols; col++) {
                int c = SP_AT(&g, row, col);
                road_of_cell[row * cols + col] = SP_ROAD(g.cell[c]) ? road_of(&a, c) : -1;
            }
        }
    }
    return a.nroads;
}

int sky_sprawl_card_score(const sky_sprawl_block *grid, int rows, int cols,
                          int card, int *points)
{
    struct sp_grid g;
    struct analysis a;
    int rc;

    if (!points)
        return SKY_EINVAL;
    if (card < 1 || card > SKY_SPRAWL_CARDS)
        return SKY_ERANGE;
    rc = load_grid(grid, rows, cols, &g);
    if (rc < 0)
        return rc;
    analyze(&a, &g, card_needs[card - 1]);
    *points = card_scorers[card - 1](&a);
    return SKY_OK;
}

/* Three different cards 1..18. */
static int check_cards(const int cards[3])
{
    int i;

    if (!cards)
        return SKY_EINVAL;
    for (i = 0; i < 3; i++)
        if (cards[i] < 1 || cards[i] > SKY_SPRAWL_CARDS)
            return SKY_ERANGE;
    if (cards[0] == cards[1] || cards[0] == cards[2] || cards[1] == cards[2])
        return SKY_EINVAL;
    return SKY_OK;
}

int sky_sprawl_score_grid(const sky_sprawl_block *grid, int rows, int cols,
                          const int cards[3], int variant,
                          sky_sprawl_tally *tally)
{
    struct sp_grid g;
    int rc;

    if (!tally)
        return SKY_EINVAL;
    rc = check_cards(cards);
    if (rc < 0)
        return rc;
    if (variant < SKY_SPRAWL_STANDARD || variant > SKY_SPRAWL_HARDER)
        return SKY_ERANGE;
    rc = load_grid(grid, rows, cols, &g);
    if (rc < 0)
        return rc;
    sp_score(&g, cards, variant, tally);
    return SKY_OK;
}
