/*
 * skyscrapers_score: keep the score of one round of Skyscrapers.
 *
 * The structures players built on the table are typed in notation,
 * bottom first; the library checks that each player built from its own
 * pile, scores every structure and says what the best tower would have
 * been.  Without arguments it scores the rule book's three examples.
 *
 *   cc skyscrapers_score.c $(pkg-config --cflags --libs skyline)
 *   ./a.out [PLAYER0-STRUCTURE,... PLAYER1-STRUCTURE,...]
 *   ./a.out r3-r3-b3-y3-b3-y2-y2-r1 y3-y3-y2-r3-b1,b2-b2-y2-b2-y2-y1-y1-y1
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

#define MAX_PYRAMIDS SKY_SKYSCRAPERS_MAX_SUPPLY

static const char *const seed_examples[] = {
    "r3-r3-b3-y3-b3-y2-y2-r1",
    "y3-y3-y2-r3-b1,b2-b2-y2-b2-y2-y1-y1-y1",
};

/* Everything a player built: its structures joined by commas, as a pile. */
static int player_pile(const char *built, sky_pyramid *pile, size_t *n)
{
    char copy[4096], *structure, *rest;
    int count;

    if (strlen(built) >= sizeof copy)
        return SKY_ERANGE;
    strcpy(copy, built);
    *n = 0;
    for (structure = strtok_r(copy, ",", &rest); structure;
         structure = strtok_r(NULL, ",", &rest)) {
        count = sky_skyscrapers_structure_from_string(structure, pile + *n, MAX_PYRAMIDS - *n);
        if (count < 0)
            return count;
        if ((size_t)count > MAX_PYRAMIDS - *n)
            return SKY_ERANGE;
        *n += (size_t)count;
    }
    return SKY_OK;
}

/* The supply is exactly what was built: every pyramid came from the middle. */
static int make_match(int players, const char *const *built, sky_skyscrapers **game)
{
    static sky_pyramid supply[MAX_PYRAMIDS];
    sky_skyscrapers_options options;
    size_t total = 0, n;
    int p, rc;

    for (p = 0; p < players; p++) {
        rc = player_pile(built[p], supply + total, &n);
        if (rc < 0)
            return rc;
        if (n > MAX_PYRAMIDS - total)
            return SKY_ESUPPLY;
        total += n;
    }
    sky_skyscrapers_options_init(&options, sizeof options);
    options.players = players;
    options.rounds = 1;
    options.supply = supply;
    options.supply_count = total;
    return sky_skyscrapers_new(&options, game);
}

/* The player grabs the pyramids it will build with. */
static int grab_pile(sky_skyscrapers *game, int player, const char *built)
{
    sky_pyramid pile[MAX_PYRAMIDS];
    size_t n;
    int rc = player_pile(built, pile, &n);

    return rc < 0 ? rc : sky_skyscrapers_grab(game, player, pile, n);
}

/* Once everybody has grabbed: the player's structures, one by one. */
static int build_structures(sky_skyscrapers *game, int player, const char *built)
{
    sky_pyramid pile[MAX_PYRAMIDS];
    char copy[4096], *structure, *rest;
    int rc = SKY_OK;

    strcpy(copy, built);    /* player_pile() checked its length */
    for (structure = strtok_r(copy, ",", &rest); structure && rc == SKY_OK;
         structure = strtok_r(NULL, ",", &rest)) {
        int count = sky_skyscrapers_structure_from_string(structure, pile, MAX_PYRAMIDS);
        rc = sky_skyscrapers_build(game, player, pile, (size_t)count);
    }
    return rc;
}

/* Each structure with its points, and the best tower of the same pyramids. */
static void report(const sky_skyscrapers *game, int players)
{
    sky_pyramid all[MAX_PYRAMIDS], *s;
    char text[1024];
    int p, i, n, used, points, best, round_score;
    unsigned winners = 0;

    for (p = 0; p < players; p++) {
        printf("player %d:\n", p);
        for (used = i = 0; i < sky_skyscrapers_structures(game, 0, p); i++, used += n) {
            s = all + used;
            n = sky_skyscrapers_structure(game, 0, p, i, s, (size_t)(MAX_PYRAMIDS - used));
            sky_skyscrapers_structure_score(s, (size_t)n, &points);
            sky_skyscrapers_structure_to_string(s, (size_t)n, text, sizeof text);
            printf("  %-40s %+4d  %s\n", text, points,
                   sky_skyscrapers_is_tower(s, (size_t)n) ? "tower"
                   : sky_skyscrapers_is_safe(s, (size_t)n) ? "safe" : "unsafe");
        }
        sky_skyscrapers_advise_pile(all, (size_t)used, &best, text, sizeof text);
        sky_skyscrapers_round_score(game, 0, p, &round_score);
        printf("  round score %d; best possible %d%s%s\n", round_score, best,
               text[0] ? ": " : "", text);
    }
    sky_skyscrapers_winners(game, &winners);
    for (p = 0; p < players; p++)
        if (winners & (1u << p))
            printf("winner: player %d\n", p);
}

int main(int argc, char **argv)
{
    const char *const *built = argc > 1 ? (const char *const *)(argv + 1) : seed_examples;
    int players = argc > 1 ? argc - 1 : 2, p, rc;
    sky_skyscrapers *game = NULL;

    rc = players < 2 ? SKY_ERANGE : make_match(players, built, &game);
    for (p = 0; p < players && rc == SKY_OK; p++)
        rc = grab_pile(game, p, built[p]);
    for (p = 0; p < players && rc == SKY_OK; p++)
        rc = build_structures(game, p, built[p]);
    for (p = 0; p < players && rc == SKY_OK; p++)
        rc = sky_skyscrapers_finish(game, p);
    if (rc == SKY_OK)
        report(game, players);
    else
        fprintf(stderr, "skyscrapers_score: %s\n", sky_strerror(rc));
    sky_skyscrapers_free(game);
    return rc < 0 ? 1 : 0;
}
