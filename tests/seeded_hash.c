/*
 * A fingerprint of seeded games: plays 1,000 seeded games per game (or
 * argv[1]) through the public API and prints one 64-bit hash per game.
 * Every step's legal list (in order), the move played, the record text
 * and the scores go into the hash, so a change that alters the order of
 * legal moves, the record format or the players' draws changes it.
 *
 * Odd-numbered games are played by the greedy bot, even ones by a random
 * pick from the legal list; chance events by the random bot.  Cathedral
 * is also played through its own API (sky_cathedral_*), since its legal
 * list there is a separate writer.  Skyline (highrise) is also played
 * natively: rolls drawn from the game's generator, half of each game
 * undone (the state hashed after every undo) and played out again, and
 * every hundredth game a solo game by the advisor (its expectation
 * hashed too).
 *
 * tests/check-seeded-hash.sh compares the output with
 * tests/data/seeded-hash.txt; a deliberate change of order or format
 * regenerates that file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

#define TEXT_CAP 65536
#define MAX_ACTIONS 8192

static char text[TEXT_CAP];
static int actions[MAX_ACTIONS];
static sky_cathedral_move moves[SKY_CATHEDRAL_MAX_MOVES];

/* FNV-1a, 64 bits. */
static void hash_bytes(uint64_t *h, const void *data, size_t n)
{
    const unsigned char *p = data;
    size_t i;

    for (i = 0; i < n; i++) {
        *h ^= p[i];
        *h *= UINT64_C(0x100000001b3);
    }
}

static void hash_int(uint64_t *h, long v)
{
    hash_bytes(h, &v, sizeof v);
}

static void fail(const char *what, int rc)
{
    fprintf(stderr, "seeded_hash: %s: %s\n", what, sky_strerror(rc));
    exit(1);
}

static uint32_t below(sky_rng *rng, int bound)
{
    uint32_t r;
    int rc = sky_rng_below(rng, (uint32_t)bound, &r);

    if (rc < 0)
        fail("rng", rc);
    return r;
}

/* The record and scores of a generic game. */
static void hash_state(uint64_t *h, const sky_game *g)
{
    int scores[SKY_GAME_MAX_PLAYERS], n;

    n = sky_game_write(g, SKY_VIEW_ALL, text, TEXT_CAP);
    if (n < 0 || n >= TEXT_CAP)
        fail("write", n < 0 ? n : SKY_ERANGE);
    hash_bytes(h, text, (size_t)n);
    n = sky_game_scores(g, scores, SKY_GAME_MAX_PLAYERS);
    if (n < 0)
        fail("scores", n);
    hash_bytes(h, scores, (size_t)n * sizeof scores[0]);
}

static void play_generic(uint64_t *h, const char *name, int index)
{
    sky_game *g = NULL;
    sky_rng rng;
    int rc, n, who, action;

    sky_rng_seed(&rng, (uint64_t)index);
    rc = sky_game_new(name, NULL, &g);
    if (rc < 0)
        fail(name, rc);
    for (;;) {
        hash_state(h, g);
        who = sky_game_to_move(g);
        hash_int(h, who);
        if (who == SKY_EOVER)
            break;
        n = sky_game_legal_actions(g, actions, MAX_ACTIONS);
        if (n <= 0 || n > MAX_ACTIONS)
            fail("legal actions", n < 0 ? n : SKY_ERANGE);
        hash_bytes(h, actions, (size_t)n * sizeof actions[0]);
        if (who == SKY_ECHANCE)
            rc = sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &action);
        else if (index % 2)
            rc = sky_game_bot_action(g, SKY_BOT_GREEDY, &rng, &action);
        else
            rc = SKY_OK, action = actions[below(&rng, n)];
        if (rc < 0)
            fail("bot", rc);
        hash_int(h, action);
        rc = sky_game_apply(g, action);
        if (rc < 0)
            fail("apply", rc);
    }
    sky_game_free(g);
}

static void hash_cathedral_state(uint64_t *h, const sky_cathedral *g)
{
    int scores[2], n = sky_cathedral_write(g, SKY_VIEW_ALL, text, TEXT_CAP);

    if (n < 0 || n >= TEXT_CAP)
        fail("cathedral write", n < 0 ? n : SKY_ERANGE);
    hash_bytes(h, text, (size_t)n);
    sky_cathedral_scores(g, scores, 2);
    hash_bytes(h, scores, sizeof scores);
}

static void play_cathedral(uint64_t *h, int index)
{
    sky_cathedral_options o;
    sky_cathedral *g = NULL;
    sky_cathedral_move m;
    sky_rng rng;
    int rc, n, who;

    sky_rng_seed(&rng, (uint64_t)index);
    sky_cathedral_options_init(&o, sizeof o);
    o.delayed_people = index % 3 == 2;
    rc = sky_cathedral_new(&o, &g);
    if (rc < 0)
        fail("cathedral", rc);
    for (;;) {
        hash_cathedral_state(h, g);
        who = sky_cathedral_to_move(g);
        hash_int(h, who);
        if (who < 0)
            break;
        n = sky_cathedral_legal_moves(g, moves, SKY_CATHEDRAL_MAX_MOVES);
        if (n <= 0 || n > SKY_CATHEDRAL_MAX_MOVES)
            fail("cathedral legal moves", n < 0 ? n : SKY_ERANGE);
        hash_bytes(h, moves, (size_t)n * sizeof moves[0]);
        if (index % 2) {
            rc = sky_cathedral_bot_move(g, SKY_BOT_GREEDY, &rng, &m);
            if (rc < 0)
                fail("cathedral bot", rc);
        } else {
            m = moves[below(&rng, n)];
        }
        hash_bytes(h, &m, sizeof m);
        rc = sky_cathedral_play(g, who, m);
        if (rc < 0)
            fail("cathedral play", rc);
    }
    sky_cathedral_free(g);
}

static void hash_highrise_state(uint64_t *h, const sky_highrise *g)
{
    sky_highrise_move legal[SKY_HIGHRISE_MAX_MOVES];
    int scores[SKY_HIGHRISE_MAX_PLAYERS];
    int n = sky_highrise_legal_moves(g, legal, SKY_HIGHRISE_MAX_MOVES);

    if (n < 0 || n > SKY_HIGHRISE_MAX_MOVES)
        fail("highrise legal moves", n < 0 ? n : SKY_ERANGE);
    hash_bytes(h, legal, (size_t)n * sizeof legal[0]);
    n = sky_highrise_scores(g, scores, SKY_HIGHRISE_MAX_PLAYERS);
    if (n < 0)
        fail("highrise scores", n);
    hash_bytes(h, scores, (size_t)n * sizeof scores[0]);
    n = sky_highrise_write(g, SKY_VIEW_ALL, text, TEXT_CAP);
    if (n < 0 || n >= TEXT_CAP)
        fail("highrise write", n < 0 ? n : SKY_ERANGE);
    hash_bytes(h, text, (size_t)n);
}

/* One step, a drawn roll or `bot`'s (NULL: the advisor's); 0 once over. */
static int highrise_step(uint64_t *h, sky_highrise *g, int bot, sky_rng *rng)
{
    sky_highrise_move m;
    double expected;
    int rc, who = sky_highrise_to_move(g);

    if (who == SKY_EOVER)
        return 0;
    if (who == SKY_ECHANCE) {
        rc = sky_highrise_draw(g, &m);
    } else {
        if (rng)
            rc = sky_highrise_bot_move(g, bot, rng, &m);
        else if ((rc = sky_highrise_advise(g, NULL, &m, &expected)) == SKY_OK)
            hash_bytes(h, &expected, sizeof expected);
        if (rc == SKY_OK)
            rc = sky_highrise_play(g, who, m);
    }
    if (rc < 0)
        fail("highrise step", rc);
    hash_bytes(h, &m, sizeof m);
    hash_highrise_state(h, g);
    return 1;
}

static sky_highrise *new_highrise(int players, uint64_t seed)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    int rc;

    sky_highrise_options_init(&o, sizeof o);
    o.players = players;
    o.seed = seed;
    rc = sky_highrise_new(&o, &g);
    if (rc < 0)
        fail("highrise", rc);
    return g;
}

/* Played by a bot, half undone, played out at random; a solo advised game. */
static void play_highrise(uint64_t *h, int index)
{
    sky_highrise *g = new_highrise(index % 4 + 1, (uint64_t)index);
    sky_rng rng;
    int steps = 0, i, rc;

    sky_rng_seed(&rng, (uint64_t)index * 31 + 7);
    while (highrise_step(h, g, index % 10 == 9 ? SKY_BOT_GREEDY : SKY_BOT_RANDOM, &rng))
        steps++;
    for (i = 0; i < steps / 2; i++) {
        if ((rc = sky_highrise_undo(g)) < 0)
            fail("highrise undo", rc);
        hash_highrise_state(h, g);
    }
    while (highrise_step(h, g, SKY_BOT_RANDOM, &rng))
        ;
    sky_highrise_free(g);
    if (index % 100)
        return;
    g = new_highrise(1, (uint64_t)index);
    while (highrise_step(h, g, 0, NULL))
        ;
    sky_highrise_free(g);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000, i, k;
    sky_game_type type;
    uint64_t h;

    for (k = 0; k < sky_game_count(); k++) {
        sky_game_info(k, &type, sizeof type);
        h = UINT64_C(0xcbf29ce484222325);
        for (i = 0; i < games; i++)
            play_generic(&h, type.name, i);
        printf("%s %016llx\n", type.name, (unsigned long long)h);
    }
    h = UINT64_C(0xcbf29ce484222325);
    for (i = 0; i < games; i++)
        play_cathedral(&h, i);
    printf("cathedral-native %016llx\n", (unsigned long long)h);
    h = UINT64_C(0xcbf29ce484222325);
    for (i = 0; i < games; i++)
        play_highrise(&h, i);
    printf("highrise-native %016llx\n", (unsigned long long)h);
    return 0;
}
