/*
 * skyline(1): play, watch and check libskyline's games from a terminal.
 *
 * Everything here goes through the generic layer (game.h), so a new
 * game module shows up in `games`, `demo`, `replay` and `play` (play.c)
 * without changes.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

/* The usage of the commands defined here (tool_put_synopsis). */
static const char demo_synopsis[] =
    "skyline demo [--seed N] [--game NAME [--record FILE]]\n";
static const char replay_synopsis[] = "skyline replay FILE\n";
static const char games_synopsis[] = "skyline games [--long]\n";
static const char help_synopsis[] =
    "skyline help [COMMAND [ARGUMENT...]] | --help\n";
static const char version_synopsis[] = "skyline --version\n";

static const char help_text[] =
    "\n"
    "  demo     bots play one seeded match of every game (or of NAME);\n"
    "           --record FILE writes that match's record\n"
    "  play     play any game against the bots; --keep: keep score of a\n"
    "           game at a real table, every seat a person and every chance\n"
    "           outcome (dice, cards, the grab) typed in; 'skyline play GAME\n"
    "           --help' lists the game's options, 'help' at a prompt explains\n"
    "  skyscrapers score   score Skyscrapers structures (r3-r3-b1, bottom first)\n"
    "  skyscrapers advise  the best towers for a pile (notation, treehouse,\n"
    "                      xeno, stash:COLOUR)\n"
    "  sprawl score  score a Sprawlopolis city typed in as a grid (see\n"
    "                sky_sprawl(3)); without --cards, each card's points\n"
    "  replay   check a game record (FILE '-' reads stdin), show the result\n"
    "  arena    many seeded games between the bots on every core, as JSON\n"
    "           lines; --summary: win rates with 95% intervals of such files;\n"
    "           'skyline arena GAME --help' lists GAME's --options\n"
    "  games    list the games the library knows; --long: players, chance,\n"
    "           scoring and the options of each\n"
    "  help COMMAND  that command's help, as 'skyline COMMAND --help'\n"
    "Every command takes -h or --help anywhere among its arguments, and\n"
    "--version; --help wins over everything else.\n"
    "\n"
    "Exit status: 0 success, 1 a game, record or input error, 2 a usage error.\n"
    "See skyline(1).\n";

static const char demo_about[] =
    "  The built-in bots play one match of every game, or of NAME, seeded\n"
    "  with N (default 1); --record FILE writes NAME's record for\n"
    "  'skyline replay'.\n";

static const char replay_about[] =
    "  Reads a game record (FILE '-' reads stdin), checks every move, and\n"
    "  prints the game, its scores and its winners.\n";

static const char games_about[] =
    "  The games the library knows; --long: players, chance, scoring and\n"
    "  the options of each.\n";

/* A command's --help: its usage, then what it does. */
static int print_command_help(const char *synopsis, const char *about)
{
    tool_put_synopsis(stdout, synopsis, 1);
    fputs(about, stdout);
    return TOOL_EXIT_OK;
}

/* ---- demo ------------------------------------------------------------------ */

static void print_demo_header(const sky_game *game, const struct tool_game *s,
                              uint64_t seed)
{
    int p, players = sky_game_players(game);

    printf("== %s, seed %llu:", sky_game_name(game), (unsigned long long)seed);
    for (p = 0; p < players; p++)
        printf("%s player %d %s", p ? "," : "", p,
               tool_bot_name(s->demo_bots[p % s->demo_nbots]));
    printf(" ==\n");
}

/* 1 if `action` completes a round that is not the game's last. */
static int ends_round(const sky_game *game, int action)
{
    sky_game *next;
    int ends;

    if (sky_game_clone(game, &next) != SKY_OK)
        return 0;
    ends = sky_game_apply(next, action) == SKY_OK && !sky_game_is_over(next)
        && sky_game_round(next) > sky_game_round(game);
    sky_game_free(next);
    return ends;
}

/*
 * One bot decision (or chance event), announced and applied.  Before
 * the last action of a round it shows the picture: the one after it
 * already shows the next round's start.
 */
static int demo_step(sky_game *game, const struct tool_game *s, sky_rng *rng)
{
    char notation[64];
    int player = sky_game_to_move(game), action, rc, round_end;
    int bot = player >= 0 ? s->demo_bots[player % s->demo_nbots] : SKY_BOT_RANDOM;

    rc = sky_game_bot_action(game, bot, rng, &action);
    if (rc == SKY_OK)
        rc = sky_game_action_to_string(game, action, notation, sizeof notation);
    if (rc < 0)
        return rc;
    round_end = ends_round(game, action);
    if (round_end && (rc = tool_print_game(stdout, game, SKY_VIEW_ALL)) < 0)
        return rc;
    if (player >= 0)
        printf("player %d (%s): %s\n", player, tool_bot_name(bot), notation);
    else
        printf("chance: %s\n", notation);
    rc = sky_game_apply(game, action);
    if (rc == SKY_OK && round_end) {
        fputs("Round over.  ", stdout);
        rc = tool_print_game_scores(stdout, game);
        putchar('\n');
    }
    return rc;
}

static int demo_match(sky_game *game, const struct tool_game *s, uint64_t seed)
{
    sky_rng rng;
    int rc = SKY_OK;

    sky_rng_seed(&rng, seed);
    print_demo_header(game, s, seed);
    while (rc == SKY_OK && !sky_game_is_over(game))
        rc = demo_step(game, s, &rng);
    if (rc == SKY_OK) {
        printf("\nThe match is over.\n");
        rc = tool_print_game(stdout, game, SKY_VIEW_ALL);
    }
    if (rc == SKY_OK)
        rc = tool_print_outcome(stdout, game);
    return rc;
}

static int demo_game(const char *name, uint64_t seed, const char *record)
{
    const struct tool_game *s = tool_game_at(sky_game_find(name));
    sky_game *game;
    int rc = sky_game_new(name, s->demo_options, &game);

    int saved = 0;

    if (rc == SKY_OK) {
        rc = demo_match(game, s, seed);
        if (rc == SKY_OK && record)
            saved = tool_write_record(game, record);
        sky_game_free(game);
    }
    if (rc < 0)
        tool_error("demo of %s: %s", name, sky_strerror(rc));
    return rc < 0 ? rc : saved;
}

static int known_game(const char *name)
{
    return sky_game_find(name) >= 0;
}

/* The name of game `index` of the library's list. */
static const char *game_name(int index)
{
    sky_game_type type;

    return sky_game_info(index, &type, sizeof type) == SKY_OK ? type.name : NULL;
}

static int parse_demo_args(struct tool_args *args, uint64_t *seed,
                           const char **only, const char **record)
{
    const char *v;
    int rc;

    while (args->next < args->argc) {
        if ((rc = tool_option(args, "--record", record)) == 1) {
            continue;
        } else if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1) {
            if (tool_parse_seed(v, seed) < 0)
                return tool_usage_error("--seed: expected a number, not '%s'", v);
        } else if (rc == 0 && (rc = tool_option(args, "--game", only)) == 1) {
            if (!known_game(*only))
                return tool_usage_error("--game: no game named '%s'", *only);
        } else if (rc == 0) {
            return tool_usage_error("demo: unknown argument '%s'",
                                    args->argv[args->next]);
        } else {
            return rc;
        }
    }
    if (*record && !*only)
        return tool_usage_error("demo: --record FILE needs --game NAME (one record a file)");
    return 0;
}

static int cmd_demo(struct tool_args *args)
{
    uint64_t seed = 1;
    const char *only = NULL, *record = NULL;
    int i, rc;

    if (tool_wants_help(args))
        return print_command_help(demo_synopsis, demo_about);
    rc = parse_demo_args(args, &seed, &only, &record);

    if (rc != 0)
        return rc;
    for (i = 0; i < sky_game_count(); i++) {
        const char *name = game_name(i);

        if (only && strcmp(only, name) != 0)
            continue;
        if (i > 0 && !only)
            putchar('\n');
        if (demo_game(name, seed, record) < 0)
            return TOOL_EXIT_GAME;
    }
    return TOOL_EXIT_OK;
}

/* ---- replay ------------------------------------------------------------------ */

/* The token at `offset`, up to the next blank, shortened for a message. */
static void token_at(const char *text, size_t len, size_t offset, char *out,
                     size_t cap)
{
    size_t n = 0;

    while (offset + n < len && n + 1 < cap
           && !strchr(" \t\r\n\v\f", text[offset + n]))
        n++;
    memcpy(out, text + offset, n);
    out[n] = '\0';
}

static void report_read_error(const char *path, const char *text, size_t len,
                              size_t offset, int rc)
{
    char token[40];

    if (offset > len) {
        tool_error("%s: %s", path, sky_strerror(rc));
        return;
    }
    token_at(text, len, offset, token, sizeof token);
    if (token[0])
        tool_error("%s: byte %zu: %s (at '%s')", path, offset, sky_strerror(rc),
                   token);
    else
        tool_error("%s: byte %zu: %s (at the end of the record)", path, offset,
                   sky_strerror(rc));
}

static int replay_text(const char *path, const char *text, size_t len)
{
    sky_game *game;
    size_t offset = (size_t)-1;
    int rc;

    /* The library reads up to a NUL; a record with one is not all read. */
    if (strlen(text) != len) {
        tool_error("%s: byte %zu: a NUL byte in the record", path, strlen(text));
        return TOOL_EXIT_GAME;
    }
    rc = sky_game_read(text, &game, &offset);
    if (rc < 0) {
        report_read_error(path, text, len, offset, rc);
        return TOOL_EXIT_GAME;
    }
    rc = tool_print_game(stdout, game, SKY_VIEW_ALL);
    if (rc == SKY_OK)
        rc = tool_print_outcome(stdout, game);
    if (rc == SKY_OK && !sky_game_is_over(game))
        printf("The game is not over.\n");
    sky_game_free(game);
    if (rc < 0)
        tool_error("%s: %s", path, sky_strerror(rc));
    return rc < 0 ? TOOL_EXIT_GAME : TOOL_EXIT_OK;
}

static int cmd_replay(struct tool_args *args)
{
    const char *path;
    char *text;
    size_t len;
    int rc;

    if (tool_wants_help(args))
        return print_command_help(replay_synopsis, replay_about);
    if (args->argc - args->next != 1)
        return tool_usage_error("replay: expected one FILE ('-' for stdin)");
    path = args->argv[args->next];
    if (tool_read_file(path, &text, &len) < 0)
        return TOOL_EXIT_GAME;
    rc = replay_text(path, text, len);
    free(text);
    return rc;
}

/* ---- the small ones -------------------------------------------------------- */

static int no_more_args(const struct tool_args *args, const char *command)
{
    if (args->next < args->argc)
        return tool_usage_error("%s: unexpected argument '%s'", command,
                                args->argv[args->next]);
    return 0;
}

static int cmd_games(struct tool_args *args)
{
    int i, rc, long_form = 0;
    sky_game_type type;

    if (tool_wants_help(args))
        return print_command_help(games_synopsis, games_about);
    if (args->next < args->argc && strcmp(args->argv[args->next], "--long") == 0) {
        long_form = 1;
        args->next++;
    }
    if ((rc = no_more_args(args, "games")) != 0)
        return rc;
    for (i = 0; i < sky_game_count(); i++) {
        if (sky_game_info(i, &type, sizeof type) != SKY_OK)
            return TOOL_EXIT_GAME;
        if (long_form)
            tool_print_game_info(stdout, &type);
        else
            puts(type.name);
    }
    return TOOL_EXIT_OK;
}

/* ---- help, --version, and finding a command --------------------------------- */

typedef int command_fn(struct tool_args *args);

static int cmd_help(struct tool_args *args);
static int cmd_version(struct tool_args *args);

struct command {
    const char *name;
    command_fn *run;
    const char *synopsis;       /* NULL for another name of a command */
};

/*
 * In the order `skyline help` lists them; the entry without a name
 * stands for the games' own commands (tool_game.command).
 */
static const struct command commands[] = {
    { "demo", cmd_demo, demo_synopsis },
    { "play", tool_play, tool_play_synopsis },
    { NULL, NULL, NULL },
    { "replay", cmd_replay, replay_synopsis },
    { "arena", tool_arena, tool_arena_synopsis },
    { "games", cmd_games, games_synopsis },
    { "help", cmd_help, help_synopsis },
    { "--help", cmd_help, NULL },
    { "-h", cmd_help, NULL },
    { "--version", cmd_version, version_synopsis },
};

#define COMMANDS (sizeof commands / sizeof commands[0])

/* The command `name` runs: one of the table's, or a game's own. */
static command_fn *find_command(const char *name)
{
    const struct tool_game *hooks;
    size_t i;

    for (i = 0; i < COMMANDS; i++)
        if (commands[i].name && strcmp(name, commands[i].name) == 0)
            return commands[i].run;
    hooks = tool_game_at(sky_game_find(name));
    return hooks ? hooks->command : NULL;
}

/* The usage of the games' own commands (`skyline sprawl score ...`). */
static void print_game_synopses(FILE *out, int *first)
{
    const struct tool_game *hooks;
    int g;

    for (g = 0; (hooks = tool_game_at(g)) != NULL; g++)
        if (hooks->command_synopsis) {
            tool_put_synopsis(out, hooks->command_synopsis, *first);
            *first = 0;
        }
}

/* Every command's usage, from each command's own synopsis. */
static void print_usage(FILE *out)
{
    size_t i;
    int first = 1;

    for (i = 0; i < COMMANDS; i++) {
        if (!commands[i].name) {
            print_game_synopses(out, &first);
        } else if (commands[i].synopsis) {
            tool_put_synopsis(out, commands[i].synopsis, first);
            first = 0;
        }
    }
}

/*
 * `skyline help COMMAND [ARGUMENT...]` is `skyline COMMAND [ARGUMENT...]
 * --help`: the command's own help, never a second copy of it.
 */
static int help_on_command(struct tool_args *args, command_fn *run)
{
    static char help_flag[] = "--help";
    int n = args->argc - args->next;    /* COMMAND and its arguments */
    char **argv = malloc(((size_t)n + 2) * sizeof *argv);
    struct tool_args sub;
    int rc;

    if (!argv) {
        tool_error("out of memory");
        return TOOL_EXIT_GAME;
    }
    memcpy(argv, args->argv + args->next, (size_t)n * sizeof *argv);
    argv[n] = help_flag;
    argv[n + 1] = NULL;
    sub = (struct tool_args){ .argc = n + 1, .argv = argv, .next = 1 };
    rc = run(&sub);
    free(argv);
    return rc;
}

static int cmd_help(struct tool_args *args)
{
    const char *name = args->next < args->argc ? args->argv[args->next] : NULL;
    command_fn *run;

    /* `help --help`, and `help help` (which asks `help --help`): this text. */
    if (name && strcmp(name, "--help") != 0 && strcmp(name, "-h") != 0) {
        run = find_command(name);
        if (!run)
            return tool_usage_error("help: unknown command '%s'", name);
        return help_on_command(args, run);
    }
    print_usage(stdout);
    fputs(help_text, stdout);
    return TOOL_EXIT_OK;
}

/* GNU: --version prints the version, whatever else the line says. */
static int cmd_version(struct tool_args *args)
{
    if (tool_wants_help(args))
        return print_command_help(version_synopsis,
                                  "  The version of skyline and of the library it runs with.\n");
    printf("skyline %s (libskyline %s)\n", SKY_VERSION_STRING, sky_version());
    return TOOL_EXIT_OK;
}

/* Whether an argument from args->next on is --version. */
static int wants_version(const struct tool_args *args)
{
    int i;

    for (i = args->next; i < args->argc; i++)
        if (strcmp(args->argv[i], "--version") == 0)
            return 1;
    return 0;
}

/* Output that could not be written is an error too (a full disk, say). */
static int finish(int status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        tool_error("cannot write the output");
        return status == TOOL_EXIT_OK ? TOOL_EXIT_GAME : status;
    }
    return status;
}

int main(int argc, char **argv)
{
    struct tool_args args;
    command_fn *run;

    if (argc < 2) {
        print_usage(stderr);
        return TOOL_EXIT_USAGE;
    }
    args.argc = argc;
    args.argv = argv;
    args.next = 2;
    run = find_command(argv[1]);
    if (!run)
        return tool_usage_error("unknown command '%s': 'skyline help' lists the commands",
                                argv[1]);
    /* --help wins (each command asks tool_wants_help), then --version;
     * help's arguments name commands, so `help --version` is about it. */
    if (run != cmd_help && !tool_wants_help(&args) && wants_version(&args))
        run = cmd_version;
    return finish(run(&args));
}
