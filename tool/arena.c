/*
 * `skyline arena`: many seeded games between built-in players, played by
 * worker threads over sky_game_play_series_with() and written as JSON Lines
 * in game order, so that the output is the same whatever the number of
 * threads and however the series is sharded.  The summary of such files
 * is arena_summary.c.
 */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tool.h"

#define CHUNK_GAMES 16          /* games a worker claims at a time */
#define WINDOW_PER_JOB 4        /* chunks per thread that may wait to be written */
#define MAX_JOBS 256
#define MAX_SHARDS 1000000

const char tool_arena_synopsis[] =
    "skyline arena GAME --bots BOT[,BOT...] --games N --seed S\n"
    "              [--options \"KEY=VALUE ...\"] [--jobs J] [--shard I/K]\n"
    "              [--out FILE] [--progress | --no-progress]\n"
    "skyline arena --summary [--json] FILE...\n";

static const char arena_about[] =
    "\n"
    "Plays games 0..N-1 of GAME between the built-in players (random, greedy,\n"
    "search, or search:N for the search at N iterations per decision): game k\n"
    "is seeded S+k and seat p is played by BOT number (p+k) mod the number\n"
    "of BOTs.  One JSON line per game, in game order, whatever J;\n"
    "--shard I/K plays only games N*I/K to N*(I+1)/K-1, and the K shards'\n"
    "outputs concatenated in order are the whole series' output.\n"
    "--jobs 0 uses every online CPU.  --summary merges any such files into\n"
    "win rates with 95% intervals (team scores for solo and co-op games).\n"
    "'skyline arena GAME --help' also lists GAME's options.\n"
    "See skyline(1), section ARENA.\n";

/* What to play, from the command line. */
struct arena_plan {
    const char *game;           /* the library's name of the game */
    const char *options;        /* as given; "" when none */
    char *options_json;         /* `options`, JSON-escaped */
    struct tool_bot bots[SKY_GAME_MAX_PLAYERS];
    sky_game_player players[SKY_GAME_MAX_PLAYERS];  /* point into bots */
    size_t nbots;
    uint64_t seed;
    uint64_t first, end;        /* this shard: games first <= k < end */
    int jobs;
    const char *out;            /* NULL: stdout */
    int progress;               /* 1, 0, or -1: if stderr is a terminal */
};

/* ---- the command line ------------------------------------------------------ */

static int parse_bots(const char *list, struct arena_plan *plan)
{
    const char *p = list;

    plan->nbots = 0;
    for (;;) {
        size_t n = strcspn(p, ",");
        char name[32], why[160];
        struct tool_bot *bot = &plan->bots[plan->nbots];

        if (n == 0)
            return tool_usage_error("--bots: an empty name in '%s'", list);
        if (plan->nbots == SKY_GAME_MAX_PLAYERS)
            return tool_usage_error("--bots: at most %d players", SKY_GAME_MAX_PLAYERS);
        if (n >= sizeof name)
            return tool_usage_error("--bots: no built-in player named '%.*s'", (int)n, p);
        snprintf(name, sizeof name, "%.*s", (int)n, p);
        if (tool_bot_parse(name, bot, why, sizeof why) < 0)
            return tool_usage_error("--bots: %s", why);
        plan->players[plan->nbots++] = tool_bot_player(bot);
        if (p[n] == '\0')
            return 0;
        p += n + 1;
    }
}

/* floor(n * i / k) without overflow, for i < k <= MAX_SHARDS. */
static uint64_t scale(uint64_t n, uint64_t i, uint64_t k)
{
    return n / k * i + n % k * i / k;
}

static int parse_shard(const char *text, uint64_t games, struct arena_plan *plan)
{
    const char *slash = strchr(text, '/');
    char index[16];
    int i, k;

    if (!slash || (size_t)(slash - text) >= sizeof index)
        return tool_usage_error("--shard: expected I/K, not '%s'", text);
    snprintf(index, sizeof index, "%.*s", (int)(slash - text), text);
    if (tool_parse_int(slash + 1, 1, MAX_SHARDS, &k) < 0)
        return tool_usage_error("--shard: K must be a number of shards from 1 to %d,"
                                " not '%s'", MAX_SHARDS, slash + 1);
    if (tool_parse_int(index, 0, k - 1, &i) < 0)
        return tool_usage_error("--shard: I must be a shard number from 0 to %d,"
                                " not '%s'", k - 1, index);
    plan->first = scale(games, (uint64_t)i, (uint64_t)k);
    plan->end = scale(games, (uint64_t)i + 1, (uint64_t)k);
    return 0;
}

/* The command line's options, before they are checked against each other. */
struct arena_args {
    const char *game, *bots, *games, *seed, *options, *jobs, *shard, *out;
    int progress;
};

/* The options that take a value, and where it goes. */
static const struct {
    const char *name;
    size_t offset;              /* of its const char * in struct arena_args */
} valued[] = {
    { "--bots", offsetof(struct arena_args, bots) },
    { "--games", offsetof(struct arena_args, games) },
    { "--seed", offsetof(struct arena_args, seed) },
    { "--options", offsetof(struct arena_args, options) },
    { "--jobs", offsetof(struct arena_args, jobs) },
    { "--shard", offsetof(struct arena_args, shard) },
    { "--out", offsetof(struct arena_args, out) },
};

#define VALUED (sizeof valued / sizeof valued[0])

/* One option or argument at args->next; 0, or the exit status. */
static int read_arena_arg(struct tool_args *args, struct arena_args *a)
{
    const char *arg = args->argv[args->next];
    size_t i;
    int rc;

    for (i = 0; i < VALUED; i++) {
        const char **value = (const char **)((char *)a + valued[i].offset);
        const char *before = *value;

        if ((rc = tool_option(args, valued[i].name, value)) == 1 && before)
            return tool_usage_error("arena: %s given twice", valued[i].name);
        if (rc != 0)
            return rc == 1 ? 0 : rc;
    }
    if (strcmp(arg, "--progress") == 0 || strcmp(arg, "--no-progress") == 0) {
        a->progress = arg[2] == 'p';
        args->next++;
        return 0;
    }
    if (arg[0] == '-' && arg[1] != '\0')
        return tool_usage_error("arena: unknown option '%s'", arg);
    if (a->game)
        return tool_usage_error("arena: one game only ('%s', then '%s')", a->game, arg);
    a->game = arg;
    args->next++;
    return 0;
}

/*
 * The GAME among arguments that may be wrong in any other way, since
 * --help wins: the first one that is neither an option nor an option's
 * value; NULL if there is none, or with --summary (its FILEs).
 */
static const char *game_for_help(const struct tool_args *args)
{
    const char *game = NULL;
    int i;
    size_t k;

    for (i = args->next; i < args->argc; i++) {
        const char *arg = args->argv[i];

        if (strcmp(arg, "--summary") == 0)
            return NULL;
        for (k = 0; k < VALUED; k++)
            if (strcmp(arg, valued[k].name) == 0)
                break;
        if (k < VALUED)
            i++;                /* its value */
        else if (!game && !(arg[0] == '-' && arg[1] != '\0'))
            game = arg;
    }
    return game;
}

/* `arena --help`: the usage, and the options of the GAME on the line. */
static int arena_help(const struct tool_args *args)
{
    const char *game = game_for_help(args);
    sky_game_type type;

    tool_put_synopsis(stdout, tool_arena_synopsis, 1);
    fputs(arena_about, stdout);
    if (!game)
        return TOOL_EXIT_OK;
    if (sky_game_info(sky_game_find(game), &type, sizeof type) != SKY_OK) {
        printf("\nThere is no game named '%s' ('skyline games' lists them).\n", game);
        return TOOL_EXIT_OK;
    }
    printf("\n%s takes --options \"KEY=VALUE ...\", each KEY=DEFAULT (MIN to MAX):\n",
           type.name);
    tool_print_game_info(stdout, &type);
    return TOOL_EXIT_OK;
}

/* The short escape of a byte, as JSON (and Python's json.dumps) write it. */
static char short_escape(unsigned char c)
{
    switch (c) {
    case '"': return '"';
    case '\\': return '\\';
    case '\b': return 'b';
    case '\f': return 'f';
    case '\n': return 'n';
    case '\r': return 'r';
    case '\t': return 't';
    default: return 0;
    }
}

/* JSON string contents, escaped as Python's json.dumps escapes them. */
static char *json_escape(const char *s)
{
    char *out = malloc(strlen(s) * 6 + 1), *o = out;

    if (!out)
        return NULL;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;

        if (short_escape(c)) {
            *o++ = '\\';
            *o++ = short_escape(c);
        } else if (c < 0x20) {
            o += sprintf(o, "\\u%04x", c);
        } else {
            *o++ = (char)c;
        }
    }
    *o = '\0';
    return out;
}

/* The game's name in the library, its options checked as sky_game_new() would. */
static int check_game(const char *name, const char *options, const char **canonical)
{
    char why[SKY_GAME_EXPLAIN_OPTIONS_SIZE];
    sky_game_type type;
    int rc = sky_game_explain_options(name, options, why, sizeof why);

    if (rc == SKY_EUNKNOWN)
        return tool_usage_error("arena: %s", why);
    if (rc != SKY_OK)
        return tool_usage_error("--options: %s", why);
    sky_game_info(sky_game_find(name), &type, sizeof type);
    *canonical = type.name;
    return 0;
}

static int number_of_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);

    return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (int)n;
}

/* Checks every option and fills the plan; 0, or the exit status. */
static int make_plan(const struct arena_args *a, struct arena_plan *plan)
{
    uint64_t games;
    int rc;

    if (!a->game)
        return tool_usage_error("arena: which game? (skyline games lists them)");
    if (!a->bots || !a->games || !a->seed)
        return tool_usage_error("arena: %s is required", !a->bots ? "--bots"
                                : !a->games ? "--games N" : "--seed S");
    plan->options = a->options ? a->options : "";
    if ((rc = check_game(a->game, plan->options, &plan->game)) != 0
        || (rc = parse_bots(a->bots, plan)) != 0)
        return rc;
    if (tool_parse_seed(a->games, &games) < 0 || games == 0)
        return tool_usage_error("--games: expected a number of games from 1, not '%s'",
                                a->games);
    if (tool_parse_seed(a->seed, &plan->seed) < 0)
        return tool_usage_error("--seed: expected a number from 0 to 2^64-1, not '%s'",
                                a->seed);
    if (a->jobs && tool_parse_int(a->jobs, 0, MAX_JOBS, &plan->jobs) < 0)
        return tool_usage_error("--jobs: expected a number of threads from 0 (every CPU)"
                                " to %d, not '%s'", MAX_JOBS, a->jobs);
    if (!a->jobs)
        plan->jobs = 1;
    else if (plan->jobs == 0)
        plan->jobs = number_of_cpus();
    plan->first = 0;
    plan->end = games;
    if (a->shard && (rc = parse_shard(a->shard, games, plan)) != 0)
        return rc;
    if (a->out && a->out[0] == '\0')
        return tool_usage_error("--out: an empty file name");
    plan->out = a->out;
    plan->progress = a->progress;
    return 0;
}

/* ---- playing: workers fill a window of chunks, main writes them in order -- */

struct arena_run {
    const struct arena_plan *plan;
    pthread_mutex_t lock;
    pthread_cond_t changed;     /* a chunk was played, or one was written */
    uint64_t chunks;            /* of this shard */
    uint64_t claimed;           /* chunks handed to workers so far */
    uint64_t written;           /* chunks written: the window starts here */
    size_t window;              /* chunks in the ring */
    sky_game_result *results;   /* window * CHUNK_GAMES */
    int *played;                /* per ring slot: 1 once its chunk is played */
    int *status;                /* per ring slot: sky_game_play_series_with()'s */
    int stop;                   /* set by main on an error: claim no more */
};

static uint64_t chunk_first(const struct arena_run *run, uint64_t c)
{
    return run->plan->first + c * CHUNK_GAMES;
}

static size_t chunk_size(const struct arena_run *run, uint64_t c)
{
    uint64_t left = run->plan->end - chunk_first(run, c);

    return left < CHUNK_GAMES ? (size_t)left : CHUNK_GAMES;
}

/* The next chunk to play, waiting while the window is full; 0 when none. */
static int claim_chunk(struct arena_run *run, uint64_t *chunk)
{
    int got;

    pthread_mutex_lock(&run->lock);
    while (!run->stop && run->claimed < run->chunks
           && run->claimed >= run->written + run->window)
        pthread_cond_wait(&run->changed, &run->lock);
    got = !run->stop && run->claimed < run->chunks;
    if (got)
        *chunk = run->claimed++;
    pthread_mutex_unlock(&run->lock);
    return got;
}

static void *play_chunks(void *arg)
{
    struct arena_run *run = arg;
    const struct arena_plan *plan = run->plan;
    uint64_t c;

    while (claim_chunk(run, &c)) {
        size_t slot = (size_t)(c % run->window);
        int rc = sky_game_play_series_with(plan->game, plan->options, plan->players,
                                           plan->nbots, plan->seed, chunk_first(run, c),
                                           chunk_size(run, c),
                                           run->results + slot * CHUNK_GAMES);

        pthread_mutex_lock(&run->lock);
        run->status[slot] = rc;
        run->played[slot] = 1;
        pthread_cond_broadcast(&run->changed);
        pthread_mutex_unlock(&run->lock);
    }
    return NULL;
}

static void write_line(FILE *out, const struct arena_plan *plan, uint64_t k,
                       const sky_game_result *r)
{
    int p;
    const char *sep = "";

    fprintf(out, "{\"game\":\"%s\",\"options\":\"%s\",\"seed\":%llu,\"index\":%llu,"
            "\"seats\":[", plan->game, plan->options_json,
            (unsigned long long)r->seed, (unsigned long long)k);
    for (p = 0; p < r->players; p++)
        fprintf(out, "%s\"%s\"", p ? "," : "",
                plan->bots[((uint64_t)p + k) % plan->nbots].name);
    fputs("],\"scores\":[", out);
    for (p = 0; p < r->players; p++)
        fprintf(out, "%s%d", p ? "," : "", r->scores[p]);
    fputs("],\"winners\":[", out);
    for (p = 0; p < r->players; p++)
        if (r->winners & (1u << p)) {
            fprintf(out, "%s%d", sep, p);
            sep = ",";
        }
    fprintf(out, "],\"plies\":%d}\n", r->plies);
}

/* ---- progress on stderr --------------------------------------------------- */

struct progress {
    int on;
    struct timespec start;
    double last;                /* seconds since start of the last update */
};

static double seconds_since(const struct timespec *start)
{
    struct timespec now;

    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec)
        + (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

/* "done/total games, R games/s, ETA 1m05s", over itself, at most 4 times a second. */
static void show_progress(struct progress *pr, uint64_t done, uint64_t total, int last)
{
    double t, rate, eta;

    if (!pr->on)
        return;
    t = seconds_since(&pr->start);
    if (!last && t - pr->last < 0.25)
        return;
    pr->last = t;
    rate = t > 0 ? (double)done / t : 0;
    eta = rate > 0 ? (double)(total - done) / rate : 0;
    fprintf(stderr, "\r%llu/%llu games, %.0f games/s, ETA %dm%02ds   %s",
            (unsigned long long)done, (unsigned long long)total, rate,
            (int)(eta / 60), (int)eta % 60, last ? "\n" : "");
    fflush(stderr);
}

/* Writes every chunk in order as it is played; the exit status. */
static int write_chunks(struct arena_run *run, FILE *out, struct progress *pr)
{
    const struct arena_plan *plan = run->plan;
    uint64_t c, total = plan->end - plan->first;
    size_t i;

    for (c = 0; c < run->chunks; c++) {
        size_t slot = (size_t)(c % run->window);
        int rc;

        pthread_mutex_lock(&run->lock);
        while (!run->played[slot])
            pthread_cond_wait(&run->changed, &run->lock);
        rc = run->status[slot];
        pthread_mutex_unlock(&run->lock);
        if (rc != SKY_OK) {
            tool_error("arena: games %llu to %llu: %s",
                       (unsigned long long)chunk_first(run, c),
                       (unsigned long long)(chunk_first(run, c) + chunk_size(run, c) - 1),
                       sky_strerror(rc));
            return TOOL_EXIT_GAME;
        }
        for (i = 0; i < chunk_size(run, c); i++)
            write_line(out, plan, chunk_first(run, c) + i,
                       &run->results[slot * CHUNK_GAMES + i]);
        if (ferror(out))
            return TOOL_EXIT_GAME;
        pthread_mutex_lock(&run->lock);
        run->played[slot] = 0;
        run->written++;
        pthread_cond_broadcast(&run->changed);
        pthread_mutex_unlock(&run->lock);
        show_progress(pr, chunk_first(run, c) + chunk_size(run, c) - plan->first,
                      total, c + 1 == run->chunks);
    }
    return TOOL_EXIT_OK;
}

static void stop_workers(struct arena_run *run)
{
    pthread_mutex_lock(&run->lock);
    run->stop = 1;
    pthread_cond_broadcast(&run->changed);
    pthread_mutex_unlock(&run->lock);
}

/* Starts the workers, writes their games, joins them; the exit status. */
static int run_threads(struct arena_run *run, FILE *out, struct progress *pr)
{
    pthread_t threads[MAX_JOBS];
    int started, rc = TOOL_EXIT_OK;

    for (started = 0; started < run->plan->jobs; started++)
        if (pthread_create(&threads[started], NULL, play_chunks, run) != 0)
            break;
    if (started == 0) {
        tool_error("arena: cannot start a thread");
        rc = TOOL_EXIT_GAME;
    } else {
        rc = write_chunks(run, out, pr);
    }
    stop_workers(run);
    while (started > 0)
        pthread_join(threads[--started], NULL);
    return rc;
}

static int play_plan(const struct arena_plan *plan, FILE *out)
{
    struct arena_run run = { .plan = plan };
    struct progress pr = { .on = plan->progress };
    int rc = TOOL_EXIT_GAME;

    run.chunks = (plan->end - plan->first + CHUNK_GAMES - 1) / CHUNK_GAMES;
    run.window = (size_t)plan->jobs * WINDOW_PER_JOB;
    run.results = calloc(run.window * CHUNK_GAMES, sizeof *run.results);
    run.played = calloc(run.window, sizeof *run.played);
    run.status = calloc(run.window, sizeof *run.status);
    clock_gettime(CLOCK_MONOTONIC, &pr.start);
    if (!run.results || !run.played || !run.status)
        tool_error("arena: out of memory");
    else if (pthread_mutex_init(&run.lock, NULL) != 0
             || pthread_cond_init(&run.changed, NULL) != 0)
        tool_error("arena: cannot set up the threads");
    else
        rc = run.chunks == 0 ? TOOL_EXIT_OK : run_threads(&run, out, &pr);
    free(run.results);
    free(run.played);
    free(run.status);
    return rc;
}

/* Opens the output, plays, closes; a write error is an error too. */
static int play_to_output(struct arena_plan *plan)
{
    FILE *out = plan->out ? fopen(plan->out, "w") : stdout;
    int rc;

    if (!out) {
        tool_error("%s: cannot open for writing", plan->out);
        return TOOL_EXIT_GAME;
    }
    rc = play_plan(plan, out);
    if (fflush(out) != 0 || ferror(out)) {
        tool_error("%s: cannot write the output", plan->out ? plan->out : "stdout");
        rc = TOOL_EXIT_GAME;
    }
    if (plan->out && fclose(out) != 0 && rc == TOOL_EXIT_OK) {
        tool_error("%s: cannot write the output", plan->out);
        rc = TOOL_EXIT_GAME;
    }
    return rc;
}

int tool_arena(struct tool_args *args)
{
    struct arena_args a = { .progress = -1 };
    struct arena_plan plan = { 0 };
    int rc;

    if (tool_wants_help(args))
        return arena_help(args);
    if (args->next < args->argc && strcmp(args->argv[args->next], "--summary") == 0) {
        args->next++;
        return tool_arena_summary(args);
    }
    while (args->next < args->argc)
        if ((rc = read_arena_arg(args, &a)) != 0)
            return rc;
    if ((rc = make_plan(&a, &plan)) != 0)
        return rc;
    if (plan.progress < 0)
        plan.progress = isatty(STDERR_FILENO);
    plan.options_json = json_escape(plan.options);
    if (!plan.options_json) {
        tool_error("arena: out of memory");
        return TOOL_EXIT_GAME;
    }
    rc = play_to_output(&plan);
    free(plan.options_json);
    return rc;
}
