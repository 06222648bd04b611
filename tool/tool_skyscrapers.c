/*
 * skyline(1): `skyline skyscrapers score STRUCTURE...` and
 * `skyline skyscrapers advise PILE...`, the score-keeper's calculator.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define MAX_PYRAMIDS SKY_SKYSCRAPERS_MAX_STRUCTURE

/* Parses one argument of notation; prints why it cannot and returns -1. */
static int parse_arg(const char *command, const char *text, sky_pyramid *out,
                     size_t cap, size_t *n)
{
    int count = sky_skyscrapers_structure_from_string(text, out, cap);

    if (count < 0) {
        tool_error("skyscrapers %s: '%s': %s", command, text, sky_strerror(count));
        return -1;
    }
    if ((size_t)count > cap) {
        tool_error("skyscrapers %s: '%s': more than %zu pyramids", command, text, cap);
        return -1;
    }
    *n = (size_t)count;
    return 0;
}

/* ---- score ---------------------------------------------------------------- */

/* "3+1+1 = 5 x 2 colors" for a stretch scored as in SK-6 and SK-7. */
static void print_value(const sky_pyramid *p, size_t n)
{
    size_t starts[MAX_PYRAMIDS];
    int runs = sky_skyscrapers_runs(p, n, starts, MAX_PYRAMIDS), i, sum = 0, value;

    for (i = 0; i < runs; i++) {
        size_t len = (i + 1 < runs ? starts[i + 1] : n) - starts[i];
        int run = (4 - p[starts[i]].size) * (int)(len * (len + 1) / 2);

        printf("%s%d", i ? "+" : "", run);
        sum += run;
    }
    sky_skyscrapers_value(p, n, &value);
    printf(" = %d x %d color%s", sum, value / sum, value / sum == 1 ? "" : "s");
}

/* Why the structure scores what it does (SK-5, SK-8). */
static void explain(const sky_pyramid *p, size_t n)
{
    size_t starts[MAX_PYRAMIDS];
    char text[8 * MAX_PYRAMIDS];
    int sections, i;

    if (sky_skyscrapers_is_tower(p, n)) {
        printf("tower: runs ");
        print_value(p, n);
    } else if (sky_skyscrapers_is_safe(p, n)) {
        printf("safe, not a tower: %s", n < SKY_SKYSCRAPERS_MIN_TOWER
               ? "fewer than 5 pyramids" : "no 1-pip cap");
    } else {
        sections = sky_skyscrapers_sections(p, n, starts, MAX_PYRAMIDS);
        printf("unsafe, subtracted: sections");
        for (i = 0; i < sections; i++) {
            size_t len = (i + 1 < sections ? starts[i + 1] : n) - starts[i];
            sky_skyscrapers_structure_to_string(p + starts[i], len, text, sizeof text);
            printf("%s %s: ", i ? ";" : "", text);
            print_value(p + starts[i], len);
        }
    }
    putchar('\n');
}

static int cmd_score(struct tool_args *args)
{
    sky_pyramid p[MAX_PYRAMIDS];
    int count = args->argc - args->next, total = 0, points, i;
    size_t n;

    if (count < 1)
        return tool_usage_error("skyscrapers score: expected structures such as r3-r3-b1");
    for (i = args->next; i < args->argc; i++) {
        if (parse_arg("score", args->argv[i], p, MAX_PYRAMIDS, &n) < 0)
            return TOOL_EXIT_GAME;
        sky_skyscrapers_structure_score(p, n, &points);
        printf("%s  %+d  ", args->argv[i], points);
        explain(p, n);
        total += points;
    }
    if (count > 1)
        printf("total: %+d\n", total);
    return TOOL_EXIT_OK;
}

/* ---- advise ------------------------------------------------------------------- */

static int is_equipment(const char *word)
{
    return strcmp(word, "treehouse") == 0 || strcmp(word, "xeno") == 0
        || strncmp(word, "stash:", 6) == 0;
}

/* Equipment words: a Treehouse set (Rainbow or Xeno colors) or a stash. */
static int equipment(const char *word, sky_pyramid *out)
{
    static const int xeno[5] = {
        SKY_SKYSCRAPERS_WHITE, SKY_SKYSCRAPERS_ORANGE, SKY_SKYSCRAPERS_PURPLE,
        SKY_SKYSCRAPERS_CYAN, SKY_SKYSCRAPERS_CLEAR
    };
    char color[32];
    sky_pyramid one;

    if (strcmp(word, "treehouse") == 0)
        return sky_skyscrapers_treehouse(NULL, out);
    if (strcmp(word, "xeno") == 0)
        return sky_skyscrapers_treehouse(xeno, out);
    /* The color as notation reads it: a letter or a name. */
    if (snprintf(color, sizeof color, "%s1", word + 6) >= (int)sizeof color
        || sky_skyscrapers_structure_from_string(color, &one, 1) != 1)
        return SKY_ECOLOR;
    return sky_skyscrapers_stash(one.color, out);
}

/* The pile from every argument: notation or equipment words. */
static int read_pile(struct tool_args *args, sky_pyramid *pile, size_t *n)
{
    int i, rc;

    *n = 0;
    for (i = args->next; i < args->argc; i++) {
        const char *arg = args->argv[i];
        size_t added;

        if (!is_equipment(arg)) {
            if (parse_arg("advise", arg, pile + *n, MAX_PYRAMIDS - *n, &added) < 0)
                return -1;
        } else if (MAX_PYRAMIDS - *n < SKY_SKYSCRAPERS_SET) {
            tool_error("skyscrapers advise: more than %d pyramids", MAX_PYRAMIDS);
            return -1;
        } else if ((rc = equipment(arg, pile + *n)) < 0) {
            tool_error("skyscrapers advise: '%s': %s", arg, sky_strerror(rc));
            return -1;
        } else {
            added = SKY_SKYSCRAPERS_SET;
        }
        *n += added;
    }
    return 0;
}

static int cmd_advise(struct tool_args *args)
{
    sky_pyramid pile[MAX_PYRAMIDS];
    char towers[8 * MAX_PYRAMIDS];
    size_t n;
    int points;

    if (args->next >= args->argc)
        return tool_usage_error("skyscrapers advise: expected a pile such as "
                                "r3-y2-b1-b1-g1, treehouse, xeno or stash:red");
    if (read_pile(args, pile, &n) < 0)
        return TOOL_EXIT_GAME;
    sky_skyscrapers_advise_pile(pile, n, &points, towers, sizeof towers);
    printf("pile: %zu pyramids\n", n);
    if (towers[0])
        printf("tower: %s  %+d\n", towers, points);
    else
        printf("no tower: a tower needs 5 pyramids or more with a 1-pip on top\n");
    printf("total: %d\n", points);
    return TOOL_EXIT_OK;
}

static const char synopsis[] =
    "skyline skyscrapers score STRUCTURE...\n"
    "skyline skyscrapers advise PILE...\n";

static const char about[] =
    "  score: each structure's points and why (r3-r3-b1, bottom first);\n"
    "  advise: the best towers for a pile (notation, treehouse, xeno,\n"
    "  stash:COLOUR).\n";

int tool_skyscrapers(struct tool_args *args)
{
    const char *what;

    if (tool_wants_help(args)) {
        tool_put_synopsis(stdout, synopsis, 1);
        fputs(about, stdout);
        return TOOL_EXIT_OK;
    }
    if (args->next >= args->argc)
        return tool_usage_error("skyscrapers: expected 'score' or 'advise'");
    what = args->argv[args->next++];
    if (strcmp(what, "score") == 0)
        return cmd_score(args);
    if (strcmp(what, "advise") == 0)
        return cmd_advise(args);
    return tool_usage_error("skyscrapers: unknown command '%s' (score or advise)", what);
}

static const char notation[] =
    "A pyramid is a color and a size 1-3: r3 (red, 3 pips); colors r y g b k\n"
    "(red yellow green blue black) and the others of sky_skyscrapers(3).\n"
    "The grab, a chance outcome: 0+b2 (player 0 grabs a blue 2), or b2\n"
    "for the player whose grab it is.  Building, player 0:\n"
    "  0=y3        start a new structure with a yellow 3 (or y3)\n"
    "  0.0+y2      put a yellow 2 on top of structure 0 (counted from 0)\n"
    "  0:done      finish the round's building (or done)\n";

static void hint(const struct tool_play *p, char *buf, size_t cap)
{
    if (sky_game_to_move(p->game) == SKY_ECHANCE)
        snprintf(buf, cap, "the pyramid grabbed (e.g. b2)");
    else
        snprintf(buf, cap, "build (e.g. %d=y3, %d.0+y2, %d:done)", sky_game_to_move(p->game),
                 sky_game_to_move(p->game), sky_game_to_move(p->game));
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_skyscrapers = {
    .command = tool_skyscrapers,
    .command_synopsis = synopsis,
    .demo_options = "players=3 rounds=2",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY },
    .demo_nbots = 3,
    .notation = notation,
    .hint = hint,
};
