/*
 * skyline(1): helpers every subcommand uses.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

#if defined(__GNUC__)
__attribute__((format(printf, 1, 0)))
#endif
static void vmessage(const char *fmt, va_list ap)
{
    fputs("skyline: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void tool_error(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vmessage(fmt, ap);
    va_end(ap);
}

int tool_usage_error(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vmessage(fmt, ap);
    va_end(ap);
    fputs("Try 'skyline help' for usage.\n", stderr);
    return TOOL_EXIT_USAGE;
}

int tool_option(struct tool_args *args, const char *name, const char **value)
{
    const char *arg = args->argv[args->next];
    size_t n = strlen(name);

    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        args->next++;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (args->next + 1 >= args->argc)
        return tool_usage_error("option %s needs a value", name);
    *value = args->argv[args->next + 1];
    args->next += 2;
    return 1;
}

void tool_put_synopsis(FILE *out, const char *synopsis, int first)
{
    const char *line = synopsis;

    while (*line) {
        size_t n = strcspn(line, "\n");

        fprintf(out, "%s%.*s\n", first ? "usage: " : "       ", (int)n, line);
        first = 0;
        line += n + (line[n] == '\n');
    }
}

void tool_print_game_info(FILE *out, const sky_game_type *t)
{
    static const char *const orders[] = {
        "the highest score wins", "the lowest score wins",
        "one team score against a target"
    };
    int k;

    fprintf(out, "%s: %s\n  players %d to %d; %s; %s; %s\n", t->name, t->long_name,
            t->min_players, t->max_players,
            t->chance == SKY_CHANCE_EXPLICIT ? "chance events" : "no chance",
            t->hidden ? "hidden information" : "nothing hidden",
            t->score_order >= 0 && t->score_order <= 2 ? orders[t->score_order] : "?");
    for (k = 0; k < t->option_count; k++)
        fprintf(out, "  %s=%d (%d to %d): %s\n", t->options[k].key,
                t->options[k].default_value, t->options[k].min,
                t->options[k].max, t->options[k].help);
}

int tool_parse_int(const char *text, int lo, int hi, int *out)
{
    char *end;
    long v;

    /* strtol would accept blanks and a sign where a count is expected. */
    if (text[0] < '0' || text[0] > '9')
        return -1;
    errno = 0;
    v = strtol(text, &end, 10);
    if (errno != 0 || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

int tool_parse_seed(const char *text, uint64_t *out)
{
    char *end;
    unsigned long long v;

    if (text[0] < '0' || text[0] > '9')
        return -1;
    errno = 0;
    v = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || v > UINT64_MAX)
        return -1;
    *out = (uint64_t)v;
    return 0;
}

/* Indexed by enum sky_bot. */
static const char *const bot_names[] = {
    [SKY_BOT_RANDOM] = "random",
    [SKY_BOT_GREEDY] = "greedy",
    [SKY_BOT_SEARCH] = "search",
};

static int bot_of_name(const char *name, size_t len)
{
    int bot;

    for (bot = 0; bot < (int)(sizeof bot_names / sizeof bot_names[0]); bot++)
        if (strlen(bot_names[bot]) == len && strncmp(name, bot_names[bot], len) == 0)
            return bot;
    return -1;
}

int tool_bot_parse(const char *text, struct tool_bot *bot, char *why,
                   size_t cap)
{
    const char *colon = strchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    int iterations;

    memset(bot, 0, sizeof *bot);
    sky_search_options_init(&bot->search, sizeof bot->search);
    bot->bot = bot_of_name(text, len);
    if (bot->bot < 0) {
        snprintf(why, cap, "no built-in player named '%s' (random, greedy, search,"
                 " search:N)", text);
        return -1;
    }
    if (!colon) {
        snprintf(bot->name, sizeof bot->name, "%s", bot_names[bot->bot]);
        return 0;
    }
    if (bot->bot != SKY_BOT_SEARCH) {
        snprintf(why, cap, "'%s': only the search takes a number of iterations"
                 " (search:N)", text);
        return -1;
    }
    if (tool_parse_int(colon + 1, 1, TOOL_SEARCH_MAX_ITERATIONS, &iterations) < 0) {
        snprintf(why, cap, "'%s': N of search:N must be a number of iterations"
                 " from 1 to %d", text, TOOL_SEARCH_MAX_ITERATIONS);
        return -1;
    }
    bot->search.iterations = iterations;
    snprintf(bot->name, sizeof bot->name, "search:%d", iterations);
    return 0;
}

sky_game_player tool_bot_player(const struct tool_bot *bot)
{
    return (sky_game_player){
        .bot = bot->bot,
        .search = bot->bot == SKY_BOT_SEARCH ? &bot->search : NULL,
    };
}

int tool_bot_action(const struct tool_bot *bot, const sky_game *game,
                    sky_rng *rng, int *action)
{
    if (bot->bot == SKY_BOT_SEARCH)
        return sky_game_search(game, &bot->search, rng, action);
    return sky_game_bot_action(game, bot->bot, rng, action);
}

const char *tool_bot_name(int bot)
{
    if (bot < 0 || bot >= (int)(sizeof bot_names / sizeof bot_names[0]))
        return "?";
    return bot_names[bot];
}

/* Reads the rest of `f` into a NUL-terminated buffer that doubles as needed. */
static int slurp(FILE *f, char **text, size_t *len)
{
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);

    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1)
            break;
        char *bigger = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    if (!buf) {
        errno = ENOMEM;
        return -1;
    }
    if (ferror(f)) {
        free(buf);
        return -1;
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

int tool_read_file(const char *path, char **text, size_t *len)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    int rc;

    if (!f) {
        tool_error("%s: %s", path, strerror(errno));
        return -1;
    }
    rc = slurp(f, text, len);
    if (rc != 0)
        tool_error("%s: %s", path, strerror(errno));
    if (!is_stdin)
        fclose(f);
    return rc;
}

/* Drops the rest of an overlong line. */
static void skip_line(FILE *in)
{
    int c;

    do
        c = getc(in);
    while (c != EOF && c != '\n');
}

static void trim(char *s)
{
    size_t start = strspn(s, " \t\r\n");
    size_t end = strlen(s);

    while (end > start && strchr(" \t\r\n", s[end - 1]))
        end--;
    memmove(s, s + start, end - start);
    s[end - start] = '\0';
}

int tool_read_line(FILE *in, char *buf, size_t cap)
{
    size_t n;

    if (!fgets(buf, (int)cap, in))
        return 0;
    n = strlen(buf);
    if (n > 0 && buf[n - 1] != '\n') {
        /* No line end yet: the line is too long, or input ends here. */
        int c = getc(in);
        if (c != '\n' && c != EOF) {
            skip_line(in);
            return -1;
        }
    }
    trim(buf);
    return 1;
}

/* Prints and frees a rendered picture; `rc` is the render call's result. */
static int emit(FILE *out, char *buf, int rc)
{
    if (rc >= 0)
        fputs(buf, out);
    free(buf);
    return rc < 0 ? rc : SKY_OK;
}

const struct tool_game *tool_game_at(int index)
{
    static const struct tool_game *const games[] = {
#define TOOL_GAME_ENTRY(module) &tool_game_##module,
        SKY_GAME_MAP(TOOL_GAME_ENTRY)
#undef TOOL_GAME_ENTRY
    };
    return index >= 0 && index < (int)(sizeof games / sizeof games[0])
        ? games[index] : NULL;
}

/* Render calls say the length they need, as snprintf: ask, then render. */
int tool_print_game(FILE *out, const sky_game *game, int viewer)
{
    const struct tool_game *hooks;
    char probe[1];
    int len = sky_game_render(game, viewer, probe, 0);
    char *buf = len < 0 ? NULL : malloc((size_t)len + 1);

    if (!buf)
        return len < 0 ? len : SKY_ENOMEM;
    len = sky_game_render(game, viewer, buf, (size_t)len + 1);
    hooks = tool_game_at(sky_game_index(game));
    if (len >= 0 && hooks && hooks->put_picture) {
        hooks->put_picture(out, buf);
        free(buf);
        return SKY_OK;
    }
    return emit(out, buf, len);
}

/* Color only on a terminal, and never when NO_COLOR is set (no-color.org). */
int tool_use_color(FILE *out)
{
    const char *no = getenv("NO_COLOR");

    return isatty(fileno(out)) && !(no && no[0]);
}

void tool_print_scores(FILE *out, const char *label, const int *scores,
                       int players)
{
    int p;

    fprintf(out, "%s:", label);
    for (p = 0; p < players; p++)
        fprintf(out, "%s player %d: %d", p ? "," : "", p, scores[p]);
    fputc('\n', out);
}

void tool_print_winners(FILE *out, unsigned mask, int players)
{
    int p, count = 0;

    for (p = 0; p < players; p++)
        count += (mask >> p) & 1u;
    if (count == 0) {
        fputs("Nobody wins.\n", out);
        return;
    }
    fputs(count > 1 ? "Winners (shared):" : "Winner:", out);
    for (p = 0, count = 0; p < players; p++)
        if ((mask >> p) & 1u)
            fprintf(out, "%s player %d", count++ ? "," : "", p);
    fputc('\n', out);
}

enum tool_step tool_ask(const char *prompt, char *buf, size_t cap)
{
    int rc;

    for (;;) {
        fputs(prompt, stdout);
        fflush(stdout);
        rc = tool_read_line(stdin, buf, cap);
        if (rc == 0) {
            fputc('\n', stdout);
            tool_error("end of input: the game is abandoned");
            return TOOL_STEP_EOF;
        }
        /* Scripted input: show it, so the transcript reads like a session. */
        if (rc > 0 && !isatty(STDIN_FILENO)) {
            printf("%s\n", buf);
            fflush(stdout);
        }
        if (rc < 0)
            tool_error("that line is too long");
        else if (strcmp(buf, "quit") == 0)
            return TOOL_STEP_QUIT;
        else if (buf[0] != '\0')
            return TOOL_STEP_GO_ON;
    }
}

/* The scores, with the game's score order when it is not "highest wins". */
int tool_print_game_scores(FILE *out, const sky_game *game)
{
    static const char *const labels[] = {
        "Scores (the highest wins)", "Scores (the lowest wins)",
        "Team score (the team wins at its target)"
    };
    sky_game_type type;
    int scores[SKY_GAME_MAX_PLAYERS];
    int n = sky_game_scores(game, scores, SKY_GAME_MAX_PLAYERS);

    if (n < 0 || n > SKY_GAME_MAX_PLAYERS)
        return n < 0 ? n : SKY_ERANGE;
    if (sky_game_info(sky_game_index(game), &type, sizeof type) != SKY_OK
        || type.score_order < 0 || type.score_order > 2)
        return SKY_EINVAL;
    tool_print_scores(out, labels[type.score_order], scores, n);
    return SKY_OK;
}

int tool_print_outcome(FILE *out, const sky_game *game)
{
    unsigned mask;
    int rc = tool_print_game_scores(out, game);

    if (rc < 0 || !sky_game_is_over(game))
        return rc;
    rc = sky_game_winners(game, &mask);
    if (rc == SKY_OK)
        tool_print_winners(out, mask, sky_game_players(game));
    return rc;
}

int tool_wants_help(const struct tool_args *args)
{
    int i;

    for (i = args->next; i < args->argc; i++)
        if (strcmp(args->argv[i], "-h") == 0 || strcmp(args->argv[i], "--help") == 0)
            return 1;
    return 0;
}

int tool_game_record(const sky_game *game, char **text)
{
    char probe[1];
    int len = sky_game_write(game, SKY_VIEW_ALL, probe, 0);

    *text = len < 0 ? NULL : malloc((size_t)len + 1);
    if (!*text)
        return len < 0 ? len : SKY_ENOMEM;
    sky_game_write(game, SKY_VIEW_ALL, *text, (size_t)len + 1);
    return SKY_OK;
}

int tool_write_record(const sky_game *game, const char *path)
{
    char *text;
    FILE *f;
    int rc = tool_game_record(game, &text);

    if (rc < 0) {
        tool_error("%s: %s", path, sky_strerror(rc));
        return -1;
    }
    f = fopen(path, "w");
    rc = f && fputs(text, f) >= 0 ? 0 : -1;
    if (f && fclose(f) != 0)
        rc = -1;
    if (rc < 0)
        tool_error("%s: cannot write the record", path);
    free(text);
    return rc;
}
