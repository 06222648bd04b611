/*
 * Cathedral's observation for learning agents (sky_game_observation(3),
 * CATHEDRAL): five 10 x 10 planes of the board seen by the viewer's color
 * ("own", bright for SKY_VIEW_ALL) against the other's, then both
 * supplies, the turn and the People piece.  Nothing is hidden.
 */
#include "cathedral_internal.h"
#include "observation.h"

#define CELLS SKY_CATHEDRAL_CELLS

enum {
    OWN_BUILDINGS = 0,                  /* plane 0, cell y * 10 + x */
    OTHER_BUILDINGS = CELLS,            /* plane 1 */
    PEOPLE = 2 * CELLS,                 /* plane 2: the People piece */
    OWN_TERRITORY = 3 * CELLS,          /* plane 3 */
    OTHER_TERRITORY = 4 * CELLS,        /* plane 4 */
    OWN_HELD = 5 * CELLS,               /* slot s's building is unplaced (CA_SLOTS) */
    OTHER_HELD = OWN_HELD + CA_SLOTS,
    TO_MOVE = OTHER_HELD + CA_SLOTS,    /* one-hot: own, other; none once over */
    PEOPLE_STATE = TO_MOVE + 2,         /* one-hot: due, on the board, captured */
    OWN_LEFT = PEOPLE_STATE + 3,        /* squares unplaced (the score) / 47 */
    OTHER_LEFT = OWN_LEFT + 1,
    OWN_PLACED = OTHER_LEFT + 1,        /* buildings placed / 14 */
    OTHER_PLACED = OWN_PLACED + 1,
    OWN_BRIGHT = OTHER_PLACED + 1,      /* 1 if "own" is bright */
    DELAYED = OWN_BRIGHT + 1,           /* the delayed People (CA-5) */
    SIZE = DELAYED + 1
};

/* A compile-time check that the layout has the size game_cathedral.c gives. */
typedef char layout_has_its_size[SIZE == CA_OBSERVATION_SIZE ? 1 : -1];

static void put_cells(ca_bits cells, int plane, struct obs_writer *w)
{
    for (; ca_any(cells); cells = ca_rest(cells))
        obs_set(w, plane + ca_first(cells), 1.0);
}

static void put_color(const struct ca_board *b, int color, int own, struct obs_writer *w)
{
    int slot;

    put_cells(b->building[color], own ? OWN_BUILDINGS : OTHER_BUILDINGS, w);
    put_cells(b->territory[color], own ? OWN_TERRITORY : OTHER_TERRITORY, w);
    for (slot = 0; slot < CA_SLOTS; slot++)
        if (b->held[color] & (1u << slot))
            obs_set(w, (own ? OWN_HELD : OTHER_HELD) + slot, 1.0);
    if (b->to_move == color)
        obs_set(w, TO_MOVE + !own, 1.0);
    obs_set(w, own ? OWN_LEFT : OTHER_LEFT,
            ca_count_squares(b, color) / (double)SKY_CATHEDRAL_SET_SQUARES);
    obs_set(w, own ? OWN_PLACED : OTHER_PLACED, b->moves[color] / (double)CA_SLOTS);
}

void ca_observe(const void *state, int viewer, struct obs_writer *w)
{
    const struct sky_cathedral *g = state;
    const struct ca_board *b = &g->board;
    int own = viewer == SKY_VIEW_ALL ? SKY_CATHEDRAL_BRIGHT : viewer;

    put_color(b, own, 1, w);
    put_color(b, 1 - own, 0, w);
    put_cells(b->people, PEOPLE, w);
    obs_one_hot(w, PEOPLE_STATE, b->people_state, 3);
    obs_set(w, OWN_BRIGHT, own == SKY_CATHEDRAL_BRIGHT);
    obs_set(w, DELAYED, g->delayed);
}
