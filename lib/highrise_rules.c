/*
 * Skyline (highrise): the rules that need no handle, on plain data:
 * where a die may go (HR-5..HR-9), when a column is complete (HR-7..
 * HR-10), tile points (HR-4), final scoring and ranking (HR-17, HR-18,
 * HR-22) and the solo levels and scenarios (HR-19).
 */
#include <stddef.h>

#include "highrise_internal.h"

/* HR-4: tiles in the box, by height. */
const int hr_box_tiles[HR_TOP + 1] = { 0, 8, 20, 6, 18, 4, 4 };

/* The most dice a building of each type has (HR-7..HR-9). */
int hr_max_column(int type)
{
    static const int max[HR_TYPES] = { 2, 4, 6 };
    return max[type];
}

/*
 * HR-5..HR-9, in the order a player would ask.  `height` is the number
 * of dice already in the column (0: no column, a new building).
 */
int hr_can_build(int kind, int face, int type, int height)
{
    if (face == HR_BLANK)
        return SKY_EBLANK;                      /* HR-6 */
    if (kind == HR_G)
        return height == 0 ? SKY_OK : SKY_EILLEGAL;  /* HR-5: starts a building */
    if (kind == HR_P && face == HR_L)
        return SKY_ENOROOM;                     /* HR-7: never on a Low-Rise */
    if (height == 0 || type != face)
        return SKY_ENOCOLUMN;                   /* HR-6: on a column of its type */
    if (height >= hr_max_column(type))
        return SKY_ERANGE;                      /* no incomplete column is that tall */
    if (kind == HR_U)                           /* room left for the top (HR-8, HR-9) */
        return type == HR_L || height + 1 < hr_max_column(type) ? SKY_OK : SKY_ENOROOM;
    /* A penthouse: a Mid-Rise needs 1 die below, a High-Rise 2 (HR-8, HR-9). */
    return height >= (type == HR_H ? 2 : 1) ? SKY_OK : SKY_ENOROOM;
}

/* HR-7..HR-9: Low-Rise at 2 dice; the others when a penthouse tops them. */
int hr_complete(int type, int height, int top_kind)
{
    if (type == HR_L)
        return height == 2;
    return top_kind == HR_P;
}

int sky_highrise_can_build(int kind, int face, int type, int height)
{
    if (kind < 0 || kind >= HR_KINDS || face < 0 || face >= HR_FACES)
        return SKY_ERANGE;
    if (type < 0 || type >= HR_TYPES || height < 0 || height >= HR_TOP)
        return SKY_ERANGE;
    return hr_can_build(kind, face, type, height);
}

/*
 * HR-5..HR-9: a column is a ground floor, then upper floors, and a
 * penthouse only as the die that completes it.  Its top is the ground
 * floor at 1 die; an upper floor goes on at most 1 die of a Low-Rise
 * (completing it), 2 of a Mid-Rise, 4 of a High-Rise; a penthouse never
 * on a Low-Rise, on at least 1 die of a Mid-Rise, 2 of a High-Rise, and
 * at most the type's tallest.
 */
int hr_column_exists(int type, int height, int top_kind)
{
    static const int upper_top[HR_TYPES] = { 2, 3, 5 };     /* the tallest an upper floor tops */
    static const int penthouse_min[HR_TYPES] = { 0, 2, 3 };  /* 0: never */

    switch (top_kind) {
    case HR_G:
        return height == 1;
    case HR_U:
        return height >= 2 && height <= upper_top[type];
    default:
        return penthouse_min[type] > 0 && height >= penthouse_min[type]
            && height <= hr_max_column(type);
    }
}

/* Heights past the type's tallest are out of range; others that cannot be are 0. */
int sky_highrise_column_complete(int type, int height, int top_kind)
{
    if (type < 0 || type >= HR_TYPES || top_kind < 0 || top_kind >= HR_KINDS)
        return SKY_ERANGE;
    if (height < 1 || height > hr_max_column(type))
        return SKY_EHEIGHT;
    return hr_column_exists(type, height, top_kind) && hr_complete(type, height, top_kind);
}

int sky_highrise_tile_points(int height)
{
    if (height < 1 || height > HR_TOP)
        return SKY_EHEIGHT;
    return hr_tile_points(height);
}

/* ---- skylines ------------------------------------------------------------ */

static int skyline_points(const sky_highrise_skyline *s)
{
    int t, h, sum = 0;

    for (t = 0; t < HR_TYPES; t++)
        for (h = 1; h <= HR_TOP; h++)
            sum += s->tiles[t][h] * hr_tile_points(h);
    return sum;
}

/* HR-18: each single Low-Rise die becomes a height-1 tile; the rest goes. */
static int final_score(const sky_highrise_skyline *s)
{
    return skyline_points(s) + s->columns[HR_L][1];
}

/* HR-22: the final tiles, converted Low-Rise singles included. */
static int final_buildings(const sky_highrise_skyline *s)
{
    int t, h, n = s->columns[HR_L][1];

    for (t = 0; t < HR_TYPES; t++)
        for (h = 1; h <= HR_TOP; h++)
            n += s->tiles[t][h];
    return n;
}

static int tiles_of_height(const sky_highrise_skyline *s, int height)
{
    int t, n = height == 1 ? s->columns[HR_L][1] : 0;

    for (t = 0; t < HR_TYPES; t++)
        n += s->tiles[t][height];
    return n;
}

static int tiles_of_type(const sky_highrise_skyline *s, int type)
{
    int h, n = type == HR_L ? s->columns[HR_L][1] : 0;

    for (h = 1; h <= HR_TOP; h++)
        n += s->tiles[type][h];
    return n;
}

/* HR-19 judged as HR-22 says: on the converted skyline, Essen on history. */
unsigned hr_scenarios(const sky_highrise_skyline *s, int demolitions)
{
    unsigned met = 0;

    if (tiles_of_height(s, 3) >= 3)
        met |= 1u << SKY_HIGHRISE_DUBAI;
    if (demolitions == 0)
        met |= 1u << SKY_HIGHRISE_ESSEN;
    if (tiles_of_height(s, 5) + tiles_of_height(s, 6) >= 2)
        met |= 1u << SKY_HIGHRISE_NEW_YORK;
    if (tiles_of_height(s, 4) >= 4)
        met |= 1u << SKY_HIGHRISE_SAO_PAOLO;
    if (tiles_of_type(s, HR_L) == 0)
        met |= 1u << SKY_HIGHRISE_SHANGHAI;
    if (final_buildings(s) == 7)
        met |= 1u << SKY_HIGHRISE_TORONTO;
    if (tiles_of_type(s, HR_H) == 0)
        met |= 1u << SKY_HIGHRISE_TUCSON;
    return met;
}

/*
 * The most of one entry of a caller's skyline: far more than a game
 * makes, and few enough that no sum of points (at most 3 x 91 a count,
 * plus the Low-Rise singles) overflows an int.
 */
#define SKYLINE_MAX_COUNT 1000000

/* Counts are never negative; heights beyond a type's reach are empty. */
static int check_skyline(const sky_highrise_skyline *s)
{
    int t, h;

    if (!s)
        return SKY_EINVAL;
    for (t = 0; t < HR_TYPES; t++)
        for (h = 0; h <= HR_TOP; h++) {
            if (s->columns[t][h] < 0 || s->tiles[t][h] < 0
                || s->columns[t][h] > SKYLINE_MAX_COUNT || s->tiles[t][h] > SKYLINE_MAX_COUNT)
                return SKY_ERANGE;
            if (s->columns[t][h] > 0 && (h == 0 || h >= hr_max_column(t)))
                return SKY_EHEIGHT;
            if (s->tiles[t][h] > 0 && (h == 0 || h > hr_max_column(t)))
                return SKY_EHEIGHT;
        }
    return SKY_OK;
}

int sky_highrise_skyline_points(const sky_highrise_skyline *skyline)
{
    int rc = check_skyline(skyline);
    return rc < 0 ? rc : skyline_points(skyline);
}

int sky_highrise_final_score(const sky_highrise_skyline *skyline)
{
    int rc = check_skyline(skyline);
    return rc < 0 ? rc : final_score(skyline);
}

int sky_highrise_final_buildings(const sky_highrise_skyline *skyline)
{
    int rc = check_skyline(skyline);
    return rc < 0 ? rc : final_buildings(skyline);
}

int sky_highrise_final_scenarios(const sky_highrise_skyline *skyline,
                                 int demolitions, unsigned *met)
{
    int rc = check_skyline(skyline);

    if (rc < 0)
        return rc;
    if (!met)
        return SKY_EINVAL;
    if (demolitions < 0)
        return SKY_ERANGE;
    *met = hr_scenarios(skyline, demolitions);
    return SKY_OK;
}

/* ---- winners and the end ------------------------------------------------- */

/* HR-18: most points; then most buildings; then a shared win. */
unsigned hr_rank(const int points[], const int buildings[], int players)
{
    unsigned mask = 0;
    int p, best = 0;

    for (p = 1; p < players; p++)
        if (points[p] > points[best]
            || (points[p] == points[best] && buildings[p] > buildings[best]))
            best = p;
    for (p = 0; p < players; p++)
        if (points[p] == points[best] && buildings[p] == buildings[best])
            mask |= 1u << p;
    return mask;
}

int sky_highrise_rank(const int points[], const int buildings[], int players,
                      unsigned *mask)
{
    if (!points || !buildings || !mask)
        return SKY_EINVAL;
    if (players < 1 || players > SKY_HIGHRISE_MAX_PLAYERS)
        return SKY_ERANGE;
    *mask = hr_rank(points, buildings, players);
    return SKY_OK;
}

/* HR-17: after the last round, or the round of a height-6 completion. */
int sky_highrise_game_ends(int round, int rounds, int completed_six)
{
    if (rounds < 1 || rounds > SKY_HIGHRISE_ROUNDS || round < 0 || round >= rounds)
        return SKY_ERANGE;
    return round == rounds - 1 || completed_six != 0;
}

/* ---- solo (HR-19) ---------------------------------------------------------- */

static const char *const level_names[] = {
    NULL, "Project Manager", "Junior Architect", "Senior Architect",
    "Principal Architect", "Urban Planner", "Master Planner", "Urban Overseer"
};

int sky_highrise_solo_level(int points)
{
    int level = points < 40 ? 0 : (points - 40) / 10 + 1;   /* 40, 50, .. 100 */
    return level > 7 ? 7 : level;
}

const char *sky_highrise_level_name(int level)
{
    if (level < 1 || level > 7)
        return NULL;
    return level_names[level];
}

const char *sky_highrise_scenario_name(int scenario)
{
    static const char *const names[SKY_HIGHRISE_SCENARIOS] = {
        "Dubai", "Essen", "New York", "Sao Paolo", "Shanghai", "Toronto", "Tucson"
    };

    if (scenario < 0 || scenario >= SKY_HIGHRISE_SCENARIOS)
        return NULL;
    return names[scenario];
}
