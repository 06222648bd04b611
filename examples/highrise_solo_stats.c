/*
 * highrise_solo_stats: how well do the players of libskyline play solo
 * Skyline (the dice game)?
 *
 *   highrise_solo_stats [--games N] [--seed S]
 *       plays N solo games (default 1000) with seeds S .. S+N-1 (default
 *       1) for each of the random player, the greedy player and the
 *       advisor (sky_highrise_advise), every die drawn from the game's
 *       own generator, so each player meets the same dice stream; prints
 *       the average score, its standard error, the solo level it reaches
 *       (HR-19) and how often each level was reached.
 *
 *   highrise_solo_stats --fit [--games N] [--seed S]
 *       plays N games with the advisor and fits, by least squares, the
 *       estimate the advisor uses where its search stops (the points
 *       still to come after a turn, from the columns standing); prints
 *       the tables for lib/highrise_advisor.c.
 *
 * Built with the library (noinst); run it from the build tree.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

#define PLAYERS 3
#define ADVISOR (-1)
#define CLASSES 9               /* Low-Rise 1, Mid-Rise 1..3, High-Rise 1..5 */
#define SINGLES 3               /* the classes often standing more than once */
#define TURNS SKY_HIGHRISE_ROUNDS
/* A bias per number of turns left, then per stage (1 turn left, more) the
 * first column of each class and the further ones of the first SINGLES. */
#define STAGE (CLASSES + SINGLES)
#define PARAMS (TURNS + 2 * STAGE)

static const int class_type[CLASSES] = { 0, 1, 1, 1, 2, 2, 2, 2, 2 };
static const int class_height[CLASSES] = { 1, 1, 2, 3, 1, 2, 3, 4, 5 };
/* The classes L1, M1 and H1, by index: the ones counted beyond the first. */
static const int single_class[SINGLES] = { 0, 1, 4 };

/* The least-squares problem: X'X and X'y. */
struct fit {
    double xtx[PARAMS][PARAMS];
    double xty[PARAMS];
};

/* A turn's end, kept until the game's final score is known. */
struct sample {
    int turns_left;
    int points;
    double x[PARAMS];
};

/*
 * The estimate's inputs after a turn with `turns_left` turns to go: its
 * bias, and the columns standing.  A class other than L1, M1, H1 seldom
 * stands twice: each such column counts as the first does.
 */
static void features(const sky_highrise_skyline *s, int turns_left, double x[PARAMS])
{
    double *stage = x + TURNS + (turns_left > 1 ? STAGE : 0);
    int c, i;

    memset(x, 0, PARAMS * sizeof *x);
    x[turns_left] = 1;
    for (c = 0; c < CLASSES; c++) {
        int n = s->columns[class_type[c]][class_height[c]];
        stage[c] = n;
    }
    for (i = 0; i < SINGLES; i++) {
        int c1 = single_class[i], n = (int)stage[c1];
        stage[c1] = n > 0;
        stage[CLASSES + i] = n > 1 ? n - 1 : 0;
    }
}

static int die(const char *what, int rc)
{
    fprintf(stderr, "highrise_solo_stats: %s: %s\n", what, sky_strerror(rc));
    exit(1);
}

/*
 * One solo game; bot is enum sky_bot or ADVISOR.  With `samples`, the
 * state after every turn but the last is stored there (*nsamples).
 */
static int play_game(int bot, uint64_t seed, struct sample *samples, int *nsamples)
{
    sky_highrise_options o;
    sky_highrise *g;
    sky_rng rng;
    int rc, score, turn = 0;

    sky_highrise_options_init(&o, sizeof o);
    o.players = 1;
    o.seed = seed;
    if ((rc = sky_highrise_new(&o, &g)) < 0)
        die("new", rc);
    sky_rng_seed(&rng, seed ^ UINT64_C(0x5eed));
    while (!sky_highrise_is_over(g)) {
        sky_highrise_move m;

        if (sky_highrise_to_move(g) == SKY_ECHANCE) {
            if ((rc = sky_highrise_draw(g, &m)) < 0)
                die("draw", rc);
            continue;
        }
        if (samples && sky_highrise_phase(g) == SKY_HIGHRISE_PHASE_TAKE && sky_highrise_round(g) > turn) {
            sky_highrise_skyline s;
            struct sample *x = &samples[(*nsamples)++];

            turn = sky_highrise_round(g);
            sky_highrise_player_skyline(g, 0, &s);
            x->turns_left = sky_highrise_rounds(g) - turn;
            sky_highrise_scores(g, &x->points, 1);
            features(&s, x->turns_left, x->x);
        }
        rc = bot == ADVISOR ? sky_highrise_advise(g, NULL, &m, NULL)
                            : sky_highrise_bot_move(g, bot, &rng, &m);
        if (rc < 0 || (rc = sky_highrise_play(g, 0, m)) < 0)
            die("play", rc);
    }
    sky_highrise_scores(g, &score, 1);
    sky_highrise_free(g);
    return score;
}

/* ---- the comparison ----------------------------------------------------------------- */

struct tally {
    const char *name;
    double sum, sum2;
    int min, max;
    int levels[8];
};

static void print_tally(const struct tally *t, int games)
{
    double mean = t->sum / games;
    double var = games > 1 ? (t->sum2 - games * mean * mean) / (games - 1) : 0;
    int level = sky_highrise_solo_level((int)floor(mean)), l;

    printf("%-8s %7.2f  +- %4.2f  %4d %4d  %-20s", t->name, mean,
           sqrt(var > 0 ? var : 0) / sqrt((double)games), t->min, t->max,
           level ? sky_highrise_level_name(level) : "(below 40)");
    for (l = 0; l < 8; l++)
        printf(" %5.1f", 100.0 * t->levels[l] / games);
    putchar('\n');
}

static void compare(int games, uint64_t seed)
{
    static const int bots[PLAYERS] = { SKY_BOT_RANDOM, SKY_BOT_GREEDY, ADVISOR };
    static const char *const names[PLAYERS] = { "random", "greedy", "advisor" };
    struct tally t[PLAYERS];
    int p, i;

    memset(t, 0, sizeof t);
    for (p = 0; p < PLAYERS; p++) {
        t[p].name = names[p];
        t[p].min = 1000000;
        for (i = 0; i < games; i++) {
            int score = play_game(bots[p], seed + (uint64_t)i, NULL, NULL);

            t[p].sum += score;
            t[p].sum2 += (double)score * score;
            t[p].min = score < t[p].min ? score : t[p].min;
            t[p].max = score > t[p].max ? score : t[p].max;
            t[p].levels[sky_highrise_solo_level(score)]++;
        }
    }
    printf("%d solo games per player, seeds %llu..%llu\n", games,
           (unsigned long long)seed, (unsigned long long)(seed + (uint64_t)games - 1));
    printf("player   average  stderr   min  max  level of the average  "
           "   %% of games at level 0..7\n");
    for (p = 0; p < PLAYERS; p++)
        print_tally(&t[p], games);
}

/* ---- the fit -------------------------------------------------------------------------- */

static void add_sample(struct fit *f, const struct sample *s, int final_score)
{
    double y = final_score - s->points;
    int i, j;

    for (i = 0; i < PARAMS; i++) {
        for (j = 0; j < PARAMS; j++)
            f->xtx[i][j] += s->x[i] * s->x[j];
        f->xty[i] += s->x[i] * y;
    }
}

/* Solves (A + ridge I) w = b by Gaussian elimination with partial pivoting. */
static void solve(double a[PARAMS][PARAMS], double b[PARAMS], double w[PARAMS])
{
    double m[PARAMS][PARAMS + 1];
    int i, j, k;

    for (i = 0; i < PARAMS; i++) {
        for (j = 0; j < PARAMS; j++)
            m[i][j] = a[i][j] + (i == j && i >= TURNS ? 1.0 : 0.0);
        m[i][PARAMS] = b[i];
    }
    for (i = 0; i < PARAMS; i++) {
        int pivot = i;
        for (k = i + 1; k < PARAMS; k++)
            if (fabs(m[k][i]) > fabs(m[pivot][i]))
                pivot = k;
        for (j = 0; j <= PARAMS; j++) {
            double tmp = m[i][j];
            m[i][j] = m[pivot][j];
            m[pivot][j] = tmp;
        }
        for (k = 0; k < PARAMS; k++) {
            double factor;
            if (k == i || m[i][i] == 0)
                continue;
            factor = m[k][i] / m[i][i];
            for (j = i; j <= PARAMS; j++)
                m[k][j] -= factor * m[i][j];
        }
    }
    for (i = 0; i < PARAMS; i++)
        w[i] = m[i][i] != 0 ? m[i][PARAMS] / m[i][i] : 0;
}

/* The weight of class c's first (or further) column with `turns` left. */
static double weight(const double w[PARAMS], int turns, int c, int further)
{
    const double *stage = w + TURNS + (turns > 1 ? STAGE : 0);
    int i;

    if (!further)
        return stage[c];
    for (i = 0; i < SINGLES; i++)
        if (single_class[i] == c)
            return stage[CLASSES + i];
    return stage[c];
}

/* Stage 0: one turn left; stage 1: more. */
static void print_table(const char *name, const double w[PARAMS], int further)
{
    int stage, c;

    printf("static const double %s[2][CLASSES] = {\n", name);
    for (stage = 0; stage < 2; stage++) {
        printf("    {");
        for (c = 0; c < CLASSES; c++)
            printf(" %.2f%s", weight(w, stage + 1, c, further), c + 1 < CLASSES ? "," : "");
        printf(" },\n");
    }
    printf("};\n");
}

static void fit(int games, uint64_t seed)
{
    static struct fit f;
    double w[PARAMS], sum = 0;
    struct sample samples[TURNS];
    int i, t, n;

    for (i = 0; i < games; i++) {
        int score;

        n = 0;
        score = play_game(ADVISOR, seed + (uint64_t)i, samples, &n);
        sum += score;
        for (t = 0; t < n; t++)
            add_sample(&f, &samples[t], score);
    }
    solve(f.xtx, f.xty, w);
    printf("/* Fitted on %d advisor games (seeds %llu..), average %.2f. */\n", games,
           (unsigned long long)seed, sum / games);
    printf("static const double bias[SKY_HIGHRISE_ROUNDS] = {\n    0,");
    for (t = 1; t < TURNS; t++)
        printf(" %.2f%s", w[t], t + 1 < TURNS ? "," : "\n};\n");
    print_table("first_column", w, 0);
    print_table("more_columns", w, 1);
}

int main(int argc, char **argv)
{
    int games = 1000, fitting = 0, i;
    uint64_t seed = 1;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--fit") == 0)
            fitting = 1;
        else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0)
            games = atoi(argv[++i]);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else {
            fprintf(stderr, "usage: highrise_solo_stats [--fit] [--games N] [--seed S]\n");
            return 2;
        }
    }
    if (fitting)
        fit(games, seed);
    else
        compare(games, seed);
    return 0;
}
