/*
 * Sprawlopolis's observation for learning agents (sky_game_observation(3),
 * SPRAWLOPOLIS): the visible city as eight 30 x 30 planes from the
 * top-left corner of its box, then the table's cards and the seats
 * (viewer first).  Hands other than the viewer's are left out (SP-6),
 * and so is the order of the deck: only what is out of it is known.
 */
#include "observation.h"
#include "sprawl_internal.h"

/* The window, from the box's top-left: the whole city always fits. */
#define SIDE SP_OBSERVATION_SIDE
#define PLANE (SIDE * SIDE)
#define CARDS SKY_SPRAWL_CARDS

enum {
    ZONES = 0,                      /* planes 0-3: zone C, P, I, R */
    ROADS = 4 * PLANE,              /* planes 4-7: a road at edge N, E, S, W */
    SCORING = 8 * PLANE,            /* the scoring cards, by number - 1 */
    TARGET = SCORING + CARDS,       /* / 50 */
    SCORE = TARGET + 1,             /* the team's score now / 50 */
    VARIANT = SCORE + 1,            /* one-hot: standard, easier, harder */
    PHASE = VARIANT + 3,            /* one-hot: setup, play, over */
    CITY_CARDS = PHASE + 3,         /* cards in the city / 15 */
    BOX_ROWS = CITY_CARDS + 1,      /* the city's rows / 30 */
    BOX_COLS = BOX_ROWS + 1,        /* its columns / 30 */
    DECK = BOX_COLS + 1,            /* cards in the deck, its top included, / 18 */
    TOP = DECK + 1,                 /* the deck's face-up top card, by number - 1 */
    IN_CITY = TOP + CARDS,          /* the cards in the city */
    UNSEEN = IN_CITY + CARDS,       /* the cards `viewer` has not seen */
    SEATS = UNSEEN + CARDS,         /* 4 seats, SEAT_SIZE each */
    SEAT_SIZE = 3 + CARDS,          /* in play, to move, hand size / 3, its cards */
    SIZE = SEATS + SKY_SPRAWL_MAX_PLAYERS * SEAT_SIZE
};

/* A compile-time check that the layout has the size game_sprawl.c gives. */
typedef char layout_has_its_size[SIZE == SP_OBSERVATION_SIZE ? 1 : -1];

static void put_city(const struct sky_sprawl *g, struct obs_writer *w)
{
    int rows = g->s.bottom_row - g->s.top_row + 1, cols = g->s.right_col - g->s.left_col + 1;
    int r, c, edge, cell, at;

    if (g->s.city == 0)
        return;
    obs_set(w, BOX_ROWS, rows / (double)SIDE);
    obs_set(w, BOX_COLS, cols / (double)SIDE);
    for (r = 0; r < rows && r < SIDE; r++)
        for (c = 0; c < cols && c < SIDE; c++) {
            cell = SP_CELL(g, g->s.top_row + r, g->s.left_col + c);
            if (cell == 0)
                continue;
            at = r * SIDE + c;
            obs_set(w, ZONES + (SP_ZONE(cell) - 1) * PLANE + at, 1.0);
            for (edge = 0; edge < 4; edge++)
                if (SP_ROAD(cell) & (1 << edge))
                    obs_set(w, ROADS + edge * PLANE + at, 1.0);
        }
}

static void put_table(const struct sky_sprawl *g, int viewer, struct obs_writer *w)
{
    int cards[CARDS], i, n, score = 0;

    /* The scoring cards are dealt first (SP-4): 0 for those still due. */
    if (sp_scoring_cards(g, cards) == SKY_OK)
        obs_set(w, TARGET, (cards[0] + cards[1] + cards[2]) / 50.0);
    for (i = 0; i < SKY_SPRAWL_SCORING_CARDS; i++)
        obs_one_hot(w, SCORING, cards[i] - 1, CARDS);
    sky_sprawl_scores(g, &score, 1);
    obs_set(w, SCORE, score / 50.0);
    obs_one_hot(w, VARIANT, g->variant, 3);
    obs_one_hot(w, PHASE, sky_sprawl_phase(g), 3);
    obs_set(w, CITY_CARDS, g->s.city / (double)SKY_SPRAWL_CITY_CARDS);
    obs_set(w, DECK, sp_deck_size(g) / (double)CARDS);
    obs_one_hot(w, TOP, g->s.top - 1, CARDS);
    for (i = 0; i < g->s.city; i++)
        obs_one_hot(w, IN_CITY, g->placed[i].card - 1, CARDS);
    n = sky_sprawl_unseen(g, viewer, cards);
    for (i = 0; i < n; i++)
        obs_one_hot(w, UNSEEN, cards[i] - 1, CARDS);
}

static void put_seats(const struct sky_sprawl *g, int viewer, struct obs_writer *w)
{
    int cards[SKY_SPRAWL_HAND], to_move = sky_sprawl_to_move(g), p, i, n, seat;

    for (p = 0; p < g->players; p++) {
        seat = SEATS + SEAT_SIZE * obs_seat(p, viewer, g->players);
        obs_set(w, seat, 1.0);
        if (p == to_move)
            obs_set(w, seat + 1, 1.0);
        /* Zeros for the cards hidden from `viewer` (SP-6). */
        n = sky_sprawl_hand(g, p, viewer, cards);
        obs_set(w, seat + 2, n / (double)SKY_SPRAWL_HAND);
        for (i = 0; i < n; i++)
            obs_one_hot(w, seat + 3, cards[i] - 1, CARDS);
    }
}

void sp_observe(const void *state, int viewer, struct obs_writer *w)
{
    const struct sky_sprawl *g = state;

    put_city(g, w);
    put_table(g, viewer, w);
    put_seats(g, viewer, w);
}
