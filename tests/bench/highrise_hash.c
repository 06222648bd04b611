/*
 * Skyline (highrise): a fingerprint of seeded games, for changes that
 * must not change behaviour.  Plays seeded games through the public API
 * (random and greedy players, every roll drawn from the game's
 * generator), undoes half of each and plays it out again, plays
 * games through sky_game and solo games with the advisor; hashes every
 * legal list, step, record text, chance outcome, score and the
 * advisor's expectation on the way.  Prints the hash: it must be the
 * same before and after a change.  Usage: highrise_hash [games]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

static uint64_t hash = UINT64_C(14695981039346656037);  /* FNV-1a */
static char record[1 << 20];

static void mix(const void *data, size_t n)
{
    const unsigned char *p = data;

    while (n--) {
        hash ^= *p++;
        hash *= UINT64_C(1099511628211);
    }
}

static void mix_int(int v)
{
    mix(&v, sizeof v);
}

static void must(int rc)
{
    if (rc < 0) {
        fprintf(stderr, "highrise_hash: %s\n", sky_strerror(rc));
        exit(1);
    }
}

static void mix_state(const sky_highrise *g)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    int scores[SKY_HIGHRISE_MAX_PLAYERS];
    int n = sky_highrise_legal_moves(g, moves, SKY_HIGHRISE_MAX_MOVES), len;

    must(n);
    mix(moves, (size_t)n * sizeof moves[0]);
    mix_int(sky_highrise_scores(g, scores, SKY_HIGHRISE_MAX_PLAYERS));
    mix(scores, (size_t)sky_highrise_players(g) * sizeof scores[0]);
    len = sky_highrise_write(g, 0, record, sizeof record);
    must(len);
    mix(record, (size_t)len);
}

/* One step by `bot` or a drawn roll; 0 once over. */
static int native_step(sky_highrise *g, int bot, sky_rng *rng)
{
    sky_highrise_move m;

    if (sky_highrise_is_over(g))
        return 0;
    if (sky_highrise_to_move(g) == SKY_ECHANCE) {
        must(sky_highrise_draw(g, &m));
    } else {
        must(sky_highrise_bot_move(g, bot, rng, &m));
        must(sky_highrise_play(g, sky_highrise_to_move(g), m));
    }
    mix(&m, sizeof m);
    mix_state(g);
    return 1;
}

static void native_game(int players, uint64_t seed, int bot)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    sky_rng rng;
    int steps = 0, i;

    sky_highrise_options_init(&o, sizeof o);
    o.players = players;
    o.seed = seed;
    must(sky_highrise_new(&o, &g));
    sky_rng_seed(&rng, seed * 31 + 7);
    while (native_step(g, bot, &rng))
        steps++;
    for (i = 0; i < steps / 2; i++) {
        must(sky_highrise_undo(g));
        mix_state(g);
    }
    while (native_step(g, SKY_BOT_RANDOM, &rng))
        ;
    sky_highrise_free(g);
}

static void generic_game(int players, uint64_t seed)
{
    enum { CAP = 1024 };
    int actions[CAP], scores[SKY_HIGHRISE_MAX_PLAYERS], n, a, len;
    double probs[CAP];
    char options[32];
    sky_game *g = NULL;
    sky_rng rng;

    snprintf(options, sizeof options, "players=%d", players);
    must(sky_game_new("highrise", options, &g));
    sky_rng_seed(&rng, seed);
    while (!sky_game_is_over(g)) {
        if (sky_game_to_move(g) == SKY_ECHANCE) {
            n = sky_game_chance_outcomes(g, actions, probs, CAP);
            must(n);
            mix(probs, (size_t)n * sizeof probs[0]);
        } else {
            n = sky_game_legal_actions(g, actions, CAP);
            must(n);
        }
        mix(actions, (size_t)n * sizeof actions[0]);
        must(sky_game_bot_action(g, SKY_BOT_RANDOM, &rng, &a));
        mix_int(a);
        must(sky_game_apply(g, a));
        mix_int(sky_game_scores(g, scores, SKY_HIGHRISE_MAX_PLAYERS));
    }
    len = sky_game_write(g, 0, record, sizeof record);
    must(len);
    mix(record, (size_t)len);
    sky_game_free(g);
}

static void advised_game(uint64_t seed)
{
    sky_highrise_options o;
    sky_highrise *g = NULL;
    sky_highrise_move m;
    double expected;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 1;
    o.seed = seed;
    must(sky_highrise_new(&o, &g));
    while (!sky_highrise_is_over(g)) {
        if (sky_highrise_to_move(g) == SKY_ECHANCE) {
            must(sky_highrise_draw(g, &m));
        } else {
            must(sky_highrise_advise(g, NULL, &m, &expected));
            mix(&expected, sizeof expected);
            must(sky_highrise_play(g, 0, m));
        }
        mix(&m, sizeof m);
        mix_state(g);
    }
    sky_highrise_free(g);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000, i;

    for (i = 0; i < games; i++) {
        native_game(i % 4 + 1, (uint64_t)i, i % 10 == 9 ? SKY_BOT_GREEDY : SKY_BOT_RANDOM);
        if (i % 10 == 0)
            generic_game(i % 4 + 1, (uint64_t)i);
        if (i % 100 == 0)
            advised_game((uint64_t)i);
    }
    printf("%016llx\n", (unsigned long long)hash);
    return 0;
}
