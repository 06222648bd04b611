/*
 * `skyline arena --summary`: reads the JSON Lines of arena.c (one strict
 * format, no general JSON), pools them by (game, options) and prints win
 * rates with Wilson intervals, the rating difference of two players, or
 * the mean team score of solo and co-op games.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "tool.h"

#define Z95 1.959964            /* the two-sided 95 % normal quantile */
#define NAME_CAP 64             /* game and bot names, with their NUL */
#define OPTIONS_CAP 1024

/* ---- statistics ------------------------------------------------------------- */

struct interval {
    double value, low, high;
};

/* The Wilson score interval of `wins` successes in `n` trials, n > 0. */
static struct interval wilson(uint64_t wins, uint64_t n)
{
    double p = (double)wins / (double)n, z2 = Z95 * Z95, nn = (double)n;
    double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = Z95 * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);

    return (struct interval){ p, centre - half, centre + half };
}

/* Running sums of one sample, for its mean and sample standard deviation. */
struct sample {
    uint64_t n;
    double sum, sum_sq;
};

static void sample_add(struct sample *s, double x)
{
    s->n++;
    s->sum += x;
    s->sum_sq += x * x;
}

static double sample_sd(const struct sample *s)
{
    double n = (double)s->n, var;

    if (s->n < 2)
        return 0;
    var = (s->sum_sq - s->sum * s->sum / n) / (n - 1);
    return var > 0 ? sqrt(var) : 0;
}

/* The mean and mean +- Z95 standard errors, n > 0. */
static struct interval mean_interval(const struct sample *s)
{
    double mean = s->sum / (double)s->n;
    double half = Z95 * sample_sd(s) / sqrt((double)s->n);

    return (struct interval){ mean, mean - half, mean + half };
}

/* The rating difference whose expected score is p (0 < p < 1). */
static double elo(double p)
{
    return -400 * log10(1 / p - 1);
}

static double clip(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

/* Mean points to a rating difference with its interval, each end clipped. */
static struct interval rating(const struct sample *points)
{
    struct interval p = mean_interval(points);
    double n = (double)points->n, lo = 0.5 / n, hi = 1 - 0.5 / n;

    return (struct interval){ elo(clip(p.value, lo, hi)), elo(clip(p.low, lo, hi)),
                              elo(clip(p.high, lo, hi)) };
}

/* ---- one line ------------------------------------------------------------------ */

struct line {
    char game[NAME_CAP];
    char options[OPTIONS_CAP];
    int seats;
    char bots[SKY_GAME_MAX_PLAYERS][NAME_CAP];
    int scores[SKY_GAME_MAX_PLAYERS];
    unsigned winners;
};

/* Where the parser is in a line, and what went wrong first. */
struct cursor {
    const char *start, *p;
    const char *error;
};

static int fail(struct cursor *c, const char *why)
{
    if (!c->error)
        c->error = why;
    return -1;
}

static int expect(struct cursor *c, const char *text)
{
    size_t n = strlen(text);

    if (strncmp(c->p, text, n) != 0)
        return fail(c, text);
    c->p += n;
    return 0;
}

static int hex_digit(char ch)
{
    return ch >= '0' && ch <= '9' ? ch - '0'
        : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
        : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1;
}

/* One escape after the backslash: its byte, or -1 (only \u00XX for bytes). */
static int unescape(struct cursor *c)
{
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    const char *at = *c->p ? strchr(from, *c->p) : NULL;
    int hi, lo;

    if (at) {
        c->p++;
        return (unsigned char)to[at - from];
    }
    if (strncmp(c->p, "u00", 3) != 0 || (hi = hex_digit(c->p[3])) < 0
        || (lo = hex_digit(c->p[4])) < 0 || hi * 16 + lo == 0)
        return fail(c, "a string escape this format uses");
    c->p += 5;
    return hi * 16 + lo;
}

/* A JSON string into buf (cap bytes with the NUL). */
static int parse_string(struct cursor *c, char *buf, size_t cap)
{
    size_t n = 0;
    int ch;

    if (expect(c, "\"") < 0)
        return -1;
    while (*c->p != '"') {
        if (*c->p == '\0' || (unsigned char)*c->p < 0x20)
            return fail(c, "the end of the string");
        ch = (unsigned char)*c->p++;
        if (ch == '\\' && (ch = unescape(c)) < 0)
            return -1;
        if (n + 1 >= cap)
            return fail(c, "a shorter string");
        buf[n++] = (char)ch;
    }
    c->p++;
    buf[n] = '\0';
    return 0;
}

/* A JSON integer in [lo, hi]: digits, no leading zero, an optional '-'. */
static int parse_integer(struct cursor *c, double lo, double hi, long long *out)
{
    const char *digits = c->p + (*c->p == '-');
    char *end;

    if (*digits < '0' || *digits > '9' || (digits[0] == '0' && digits[1] >= '0'
                                          && digits[1] <= '9'))
        return fail(c, "an integer");
    errno = 0;
    *out = strtoll(c->p, &end, 10);
    if (errno != 0 || (double)*out < lo || (double)*out > hi)
        return fail(c, "an integer in range");
    c->p = end;
    return 0;
}

/* An unsigned 64-bit integer (seeds and indices); only its form is checked. */
static int parse_uint64(struct cursor *c)
{
    char *end;

    if (*c->p < '0' || *c->p > '9' || (c->p[0] == '0' && c->p[1] >= '0'
                                       && c->p[1] <= '9'))
        return fail(c, "an unsigned integer");
    errno = 0;
    strtoull(c->p, &end, 10);
    if (errno != 0)
        return fail(c, "an integer below 2^64");
    c->p = end;
    return 0;
}

/* The seats' bot names, "[...]"; 0, or -1. */
static int parse_seats(struct cursor *c, struct line *l)
{
    if (expect(c, "[") < 0)
        return -1;
    for (l->seats = 0; *c->p != ']'; l->seats++) {
        if (l->seats == SKY_GAME_MAX_PLAYERS)
            return fail(c, "at most 8 seats");
        if ((l->seats > 0 && expect(c, ",") < 0)
            || parse_string(c, l->bots[l->seats], NAME_CAP) < 0)
            return -1;
        if (l->bots[l->seats][0] == '\0')
            return fail(c, "a bot name");
    }
    c->p++;
    return l->seats > 0 ? 0 : fail(c, "at least one seat");
}

static int parse_scores(struct cursor *c, struct line *l)
{
    long long v;
    int n;

    if (expect(c, "[") < 0)
        return -1;
    for (n = 0; *c->p != ']'; n++) {
        if (n == l->seats)
            return fail(c, "one score per seat");
        if ((n > 0 && expect(c, ",") < 0) || parse_integer(c, -2147483647.0,
                                                          2147483647.0, &v) < 0)
            return -1;
        l->scores[n] = (int)v;
    }
    c->p++;
    return n == l->seats ? 0 : fail(c, "one score per seat");
}

static int parse_winners(struct cursor *c, struct line *l)
{
    long long v, previous = -1;

    if (expect(c, "[") < 0)
        return -1;
    for (l->winners = 0; *c->p != ']'; previous = v) {
        if ((previous >= 0 && expect(c, ",") < 0)
            || parse_integer(c, 0, l->seats - 1, &v) < 0)
            return -1;
        if (v <= previous)
            return fail(c, "winning seats in ascending order");
        l->winners |= 1u << v;
    }
    c->p++;
    return 0;
}

/* One whole line in exactly the order and form arena.c writes. */
static int parse_line(struct cursor *c, struct line *l)
{
    long long plies;

    if (expect(c, "{\"game\":") < 0 || parse_string(c, l->game, NAME_CAP) < 0
        || expect(c, ",\"options\":") < 0
        || parse_string(c, l->options, OPTIONS_CAP) < 0
        || expect(c, ",\"seed\":") < 0 || parse_uint64(c) < 0
        || expect(c, ",\"index\":") < 0 || parse_uint64(c) < 0
        || expect(c, ",\"seats\":") < 0 || parse_seats(c, l) < 0
        || expect(c, ",\"scores\":") < 0 || parse_scores(c, l) < 0
        || expect(c, ",\"winners\":") < 0 || parse_winners(c, l) < 0
        || expect(c, ",\"plies\":") < 0
        || parse_integer(c, 0, 2147483647.0, &plies) < 0 || expect(c, "}") < 0)
        return -1;
    return *c->p == '\0' ? 0 : fail(c, "the end of the line");
}

/* ---- pooling lines by (game, options) ------------------------------------------ */

struct bot_tally {
    char name[NAME_CAP];
    uint64_t seats, wins;
};

struct team_tally {
    char bots[SKY_GAME_MAX_PLAYERS * NAME_CAP];  /* sorted distinct names, comma-joined */
    struct sample score;
};

struct group {
    char game[NAME_CAP];
    char options[OPTIONS_CAP];
    int seats;                  /* of every line of the group */
    int competitive;
    uint64_t games;
    struct bot_tally *bots;
    size_t nbots;
    struct team_tally *teams;
    size_t nteams;
    int pairs_only;             /* every game: 2 seats, 2 different bots */
    struct sample points;       /* of the smaller-named bot of each pair */
};

struct pool {
    struct group *groups;
    size_t ngroups;
};

/* Grows *array of n items of `size` by one zeroed item; NULL when out of memory. */
static void *append(void *array_ptr, size_t *n, size_t size)
{
    void **array = array_ptr;
    char *bigger = realloc(*array, (*n + 1) * size);

    if (!bigger)
        return NULL;
    *array = bigger;
    memset(bigger + *n * size, 0, size);
    return bigger + (*n)++ * size;
}

static struct bot_tally *bot_tally(struct group *g, const char *name)
{
    struct bot_tally *b;
    size_t i;

    for (i = 0; i < g->nbots; i++)
        if (strcmp(g->bots[i].name, name) == 0)
            return &g->bots[i];
    b = append(&g->bots, &g->nbots, sizeof *b);
    if (b)
        strcpy(b->name, name);
    return b;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The sorted distinct bot names of a line, comma-joined. */
static void team_name(const struct line *l, char *out)
{
    const char *names[SKY_GAME_MAX_PLAYERS];
    int i;

    for (i = 0; i < l->seats; i++)
        names[i] = l->bots[i];
    qsort(names, (size_t)l->seats, sizeof names[0], compare_names);
    out[0] = '\0';
    for (i = 0; i < l->seats; i++)
        if (i == 0 || strcmp(names[i], names[i - 1]) != 0) {
            if (out[0])
                strcat(out, ",");
            strcat(out, names[i]);
        }
}

static struct team_tally *team_tally(struct group *g, const struct line *l)
{
    char name[sizeof g->teams[0].bots];
    struct team_tally *t;
    size_t i;

    team_name(l, name);
    for (i = 0; i < g->nteams; i++)
        if (strcmp(g->teams[i].bots, name) == 0)
            return &g->teams[i];
    t = append(&g->teams, &g->nteams, sizeof *t);
    if (t)
        strcpy(t->bots, name);
    return t;
}

/* The group of a line, made from its game's type if new; NULL + why. */
static struct group *find_group(struct pool *pool, const struct line *l,
                                const char **why)
{
    sky_game_type type;
    struct group *g;
    size_t i;

    for (i = 0; i < pool->ngroups; i++) {
        g = &pool->groups[i];
        if (strcmp(g->game, l->game) == 0 && strcmp(g->options, l->options) == 0) {
            *why = g->seats == l->seats ? NULL
                : "a different number of seats from the group's first line";
            return *why ? NULL : g;
        }
    }
    if (sky_game_info(sky_game_find(l->game), &type, sizeof type) != SKY_OK) {
        *why = "a game this library does not know";
        return NULL;
    }
    *why = "out of memory";
    g = append(&pool->groups, &pool->ngroups, sizeof *g);
    if (!g)
        return NULL;
    strcpy(g->game, l->game);
    strcpy(g->options, l->options);
    g->seats = l->seats;
    g->competitive = !type.cooperative && l->seats > 1;
    g->pairs_only = 1;
    *why = NULL;
    return g;
}

/* 1 if a seat played by `name` is among the winners. */
static int bot_won(const struct line *l, const char *name)
{
    int p;

    for (p = 0; p < l->seats; p++)
        if ((l->winners & (1u << p)) && strcmp(l->bots[p], name) == 0)
            return 1;
    return 0;
}

static void add_points(struct group *g, const struct line *l)
{
    int first = strcmp(l->bots[0], l->bots[1]) < 0 ? 0 : 1;
    int a = bot_won(l, l->bots[first]), b = bot_won(l, l->bots[1 - first]);

    sample_add(&g->points, a && !b ? 1.0 : b && !a ? 0.0 : 0.5);
}

/* Adds a line to its group; NULL, or why it cannot be. */
static const char *pool_line(struct pool *pool, const struct line *l)
{
    const char *why;
    struct group *g = find_group(pool, l, &why);
    struct team_tally *t;
    int p;

    if (!g)
        return why;
    g->games++;
    if (!g->competitive) {
        if (!(t = team_tally(g, l)))
            return "out of memory";
        sample_add(&t->score, l->scores[0]);
        return NULL;
    }
    for (p = 0; p < l->seats; p++) {
        struct bot_tally *b = bot_tally(g, l->bots[p]);
        if (!b)
            return "out of memory";
        b->seats++;
        b->wins += (l->winners >> p) & 1u;
    }
    if (l->seats != 2 || strcmp(l->bots[0], l->bots[1]) == 0)
        g->pairs_only = 0;
    else
        add_points(g, l);
    return NULL;
}

/* ---- reading files ---------------------------------------------------------------- */

/* Pools every line of one file; the exit status. */
static int read_lines(const char *path, FILE *in, struct pool *pool)
{
    char *buf = NULL;
    size_t cap = 0;
    ssize_t n;
    unsigned long number = 0;
    int rc = TOOL_EXIT_OK;

    while (rc == TOOL_EXIT_OK && (n = getline(&buf, &cap, in)) >= 0) {
        struct line l;
        struct cursor c;
        const char *why = NULL;

        number++;
        if (n > 0 && buf[n - 1] == '\n')
            buf[--n] = '\0';
        c = (struct cursor){ buf, buf, NULL };
        if ((size_t)n != strlen(buf))
            why = "a NUL byte in the line";
        else if (parse_line(&c, &l) == 0)
            why = pool_line(pool, &l);
        if (c.error) {
            tool_error("%s:%lu: column %ld: expected %s", path, number,
                       (long)(c.p - c.start) + 1, c.error);
            rc = TOOL_EXIT_GAME;
        } else if (why) {
            tool_error("%s:%lu: %s", path, number, why);
            rc = TOOL_EXIT_GAME;
        }
    }
    if (rc == TOOL_EXIT_OK && ferror(in)) {
        tool_error("%s: %s", path, strerror(errno));
        rc = TOOL_EXIT_GAME;
    }
    free(buf);
    return rc;
}

static int read_file(const char *path, struct pool *pool)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *in = is_stdin ? stdin : fopen(path, "r");
    int rc;

    if (!in) {
        tool_error("%s: %s", path, strerror(errno));
        return TOOL_EXIT_GAME;
    }
    rc = read_lines(path, in, pool);
    if (!is_stdin)
        fclose(in);
    return rc;
}

/* ---- printing ------------------------------------------------------------------- */

static int compare_groups(const void *a, const void *b)
{
    const struct group *x = a, *y = b;
    int c = strcmp(x->game, y->game);

    return c ? c : strcmp(x->options, y->options);
}

static int compare_bots(const void *a, const void *b)
{
    return strcmp(((const struct bot_tally *)a)->name, ((const struct bot_tally *)b)->name);
}

static int compare_teams(const void *a, const void *b)
{
    return strcmp(((const struct team_tally *)a)->bots, ((const struct team_tally *)b)->bots);
}

static int has_rating(const struct group *g)
{
    return g->competitive && g->nbots == 2 && g->pairs_only;
}

/* "%.6f", with -0 as 0. */
static void put_number(double x)
{
    printf("%.6f", x + 0.0);
}

/* A JSON string, escaped as arena.c writes them. */
static void put_json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        const char *esc = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\b' ? "\\b"
            : c == '\f' ? "\\f" : c == '\n' ? "\\n" : c == '\r' ? "\\r"
            : c == '\t' ? "\\t" : NULL;
        if (esc)
            fputs(esc, stdout);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void put_json_interval(const struct interval *v, const char *value_key)
{
    printf(",\"%s\":", value_key);
    put_number(v->value);
    fputs(",\"low\":", stdout);
    put_number(v->low);
    fputs(",\"high\":", stdout);
    put_number(v->high);
}

static void put_json_competitive(const struct group *g)
{
    size_t i;

    fputs(",\"bots\":[", stdout);
    for (i = 0; i < g->nbots; i++) {
        struct interval w = wilson(g->bots[i].wins, g->bots[i].seats);

        fputs(i ? ",{\"bot\":" : "{\"bot\":", stdout);
        put_json_string(g->bots[i].name);
        printf(",\"seats\":%llu,\"wins\":%llu", (unsigned long long)g->bots[i].seats,
               (unsigned long long)g->bots[i].wins);
        put_json_interval(&w, "win_rate");
        putchar('}');
    }
    putchar(']');
    if (has_rating(g)) {
        struct interval r = rating(&g->points);

        fputs(",\"rating\":{\"first\":", stdout);
        put_json_string(g->bots[0].name);
        fputs(",\"second\":", stdout);
        put_json_string(g->bots[1].name);
        fputs(",\"points\":", stdout);
        put_number(g->points.sum / (double)g->points.n);
        put_json_interval(&r, "diff");
        putchar('}');
    }
}

static void put_json_teams(const struct group *g)
{
    size_t i;

    fputs(",\"teams\":[", stdout);
    for (i = 0; i < g->nteams; i++) {
        struct interval m = mean_interval(&g->teams[i].score);

        fputs(i ? ",{\"bots\":" : "{\"bots\":", stdout);
        put_json_string(g->teams[i].bots);
        printf(",\"games\":%llu", (unsigned long long)g->teams[i].score.n);
        put_json_interval(&m, "mean");
        putchar('}');
    }
    putchar(']');
}

static void print_json(const struct pool *pool)
{
    size_t i;

    fputs("{\"groups\":[", stdout);
    for (i = 0; i < pool->ngroups; i++) {
        const struct group *g = &pool->groups[i];

        fputs(i ? ",{\"game\":" : "{\"game\":", stdout);
        put_json_string(g->game);
        fputs(",\"options\":", stdout);
        put_json_string(g->options);
        printf(",\"games\":%llu,\"kind\":\"%s\"", (unsigned long long)g->games,
               g->competitive ? "competitive" : "score");
        if (g->competitive)
            put_json_competitive(g);
        else
            put_json_teams(g);
        putchar('}');
    }
    fputs("]}\n", stdout);
}

static void print_table_competitive(const struct group *g)
{
    size_t i;

    printf("  %-12s %10s %10s %10s  %s\n", "bot", "seats", "wins", "win rate",
           "95% interval");
    for (i = 0; i < g->nbots; i++) {
        struct interval w = wilson(g->bots[i].wins, g->bots[i].seats);

        printf("  %-12s %10llu %10llu %10.6f  %.6f to %.6f\n", g->bots[i].name,
               (unsigned long long)g->bots[i].seats, (unsigned long long)g->bots[i].wins,
               w.value, w.low, w.high);
    }
    if (has_rating(g)) {
        struct interval r = rating(&g->points);

        printf("  rating %s minus %s: %.6f (95%% interval %.6f to %.6f),"
               " mean points %.6f\n", g->bots[0].name, g->bots[1].name, r.value + 0.0,
               r.low + 0.0, r.high + 0.0, g->points.sum / (double)g->points.n);
    }
}

static void print_table_teams(const struct group *g)
{
    size_t i;

    printf("  %-24s %10s %12s  %s\n", "bots", "games", "mean score", "95% interval");
    for (i = 0; i < g->nteams; i++) {
        struct interval m = mean_interval(&g->teams[i].score);

        printf("  %-24s %10llu %12.6f  %.6f to %.6f\n", g->teams[i].bots,
               (unsigned long long)g->teams[i].score.n, m.value, m.low, m.high);
    }
}

static void print_table(const struct pool *pool)
{
    size_t i;

    for (i = 0; i < pool->ngroups; i++) {
        const struct group *g = &pool->groups[i];

        printf("%s%s, options '%s': %llu games, %s\n", i ? "\n" : "", g->game,
               g->options, (unsigned long long)g->games,
               g->competitive ? "win rates" : "team scores");
        if (g->competitive)
            print_table_competitive(g);
        else
            print_table_teams(g);
    }
}

static void sort_pool(struct pool *pool)
{
    size_t i;

    /* qsort's array may not be NULL, even when empty. */
    if (pool->ngroups > 0)
        qsort(pool->groups, pool->ngroups, sizeof pool->groups[0], compare_groups);
    for (i = 0; i < pool->ngroups; i++) {
        struct group *g = &pool->groups[i];
        if (g->nbots > 0)
            qsort(g->bots, g->nbots, sizeof g->bots[0], compare_bots);
        if (g->nteams > 0)
            qsort(g->teams, g->nteams, sizeof g->teams[0], compare_teams);
    }
}

static void free_pool(struct pool *pool)
{
    size_t i;

    for (i = 0; i < pool->ngroups; i++) {
        free(pool->groups[i].bots);
        free(pool->groups[i].teams);
    }
    free(pool->groups);
}

int tool_arena_summary(struct tool_args *args)
{
    struct pool pool = { NULL, 0 };
    int json = 0, rc = TOOL_EXIT_OK;

    if (args->next < args->argc && strcmp(args->argv[args->next], "--json") == 0) {
        json = 1;
        args->next++;
    }
    if (args->next >= args->argc)
        return tool_usage_error("arena --summary: which files? ('-' reads stdin)");
    for (; args->next < args->argc && rc == TOOL_EXIT_OK; args->next++)
        rc = read_file(args->argv[args->next], &pool);
    if (rc == TOOL_EXIT_OK) {
        sort_pool(&pool);
        if (json)
            print_json(&pool);
        else
            print_table(&pool);
    }
    free_pool(&pool);
    return rc;
}
