/*
 * skyline(1): play, watch and check libskyline's games from a terminal.
 *
 * Everything here goes through the generic layer (game.h), so a new
 * game module shows up in `games`, `demo` and `replay` without changes;
 * `play` needs a per-game loop (tool_cityscape.c).
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static const char usage_text[] =
    "usage: skyline demo [--seed N] [--game NAME]\n"
    "       skyline play cityscape [--players N] [--seat K] [--rounds R]\n"
    "                              [--seed N] [--bot random|greedy|search]\n"
    "       skyline play sprawl [--players N] [--seat K] [--seed N]\n"
    "                           [--variant standard|easier|harder]\n"
    "                           [--bot random|greedy|search|advisor] [--deck]\n"
    "       skyline sprawl score GRIDFILE [--cards A,B,C]\n"
    "                            [--variant standard|easier|harder]\n"
    "       skyline play highrise [--players N] [--seat K] [--rounds R] [--seed N]\n"
    "                             [--bot random|greedy|search] [--dice] [--keep]\n"
    "       skyline play cathedral [--color bright|brown] [--delayed]\n"
    "                              [--seed N] [--bot random|greedy|search]\n"
    "       skyline skyscrapers score STRUCTURE...\n"
    "       skyline skyscrapers advise PILE...\n"
    "       skyline replay FILE\n"
    "       skyline games [--long]\n"
    "       skyline help | --help\n"
    "       skyline --version\n";

static const char help_text[] =
    "\n"
    "  demo     bots play one seeded match of every game (or of NAME)\n"
    "  play     play Cityscape or Cathedral against bots, or Sprawlopolis\n"
    "           alone or with bot team-mates; 'help' at a prompt explains\n"
    "  play sprawl --deck  type each card as it comes off a real deck\n"
    "  play highrise --dice  type the faces of real dice for every roll;\n"
    "           --keep: keep score of a table game, every seat a person\n"
    "  skyscrapers score   score Skyscrapers structures (r3-r3-b1, bottom first)\n"
    "  skyscrapers advise  the best towers for a pile (notation, treehouse,\n"
    "                      xeno, stash:COLOUR)\n"
    "  sprawl score  score a Sprawlopolis city typed in as a grid (see\n"
    "                sky_sprawl(3)); without --cards, each card's points\n"
    "  replay   check a game record (FILE '-' reads stdin), show the result\n"
    "  games    list the games the library knows; --long: players, chance,\n"
    "           scoring and the options of each\n"
    "\n"
    "Exit status: 0 success, 1 a game, record or input error, 2 a usage error.\n"
    "See skyline(1).\n";

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

/* The scores, with the game's score order when it is not "highest wins". */
static int print_game_scores(const sky_game *game)
{
    static const char *const labels[] = {
        "Scores", "Scores (the lowest wins)", "Team score"
    };
    sky_game_type type;
    int scores[32];
    int n = sky_game_scores(game, scores, sizeof scores / sizeof scores[0]);

    if (n < 0 || n > (int)(sizeof scores / sizeof scores[0]))
        return n < 0 ? n : SKY_ERANGE;
    if (sky_game_info(sky_game_index(game), &type, sizeof type) != SKY_OK
        || type.score_order < 0 || type.score_order > 2)
        return SKY_EINVAL;
    tool_print_scores(stdout, labels[type.score_order], scores, n);
    return SKY_OK;
}

/* Scores, and the winners once the game is over. */
static int print_outcome(const sky_game *game)
{
    unsigned mask;
    int rc = print_game_scores(game);

    if (rc < 0 || !sky_game_is_over(game))
        return rc;
    rc = sky_game_winners(game, &mask);
    if (rc == SKY_OK)
        tool_print_winners(stdout, mask, sky_game_players(game));
    return rc;
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
        rc = print_game_scores(game);
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
        rc = print_outcome(game);
    return rc;
}

static int demo_game(const char *name, uint64_t seed)
{
    const struct tool_game *s = tool_game_at(sky_game_find(name));
    sky_game *game;
    int rc = sky_game_new(name, s->demo_options, &game);

    if (rc == SKY_OK) {
        rc = demo_match(game, s, seed);
        sky_game_free(game);
    }
    if (rc < 0)
        tool_error("demo of %s: %s", name, sky_strerror(rc));
    return rc;
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
                           const char **only)
{
    const char *v;
    int rc;

    while (args->next < args->argc) {
        if ((rc = tool_option(args, "--seed", &v)) == 1) {
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
    return 0;
}

static int cmd_demo(struct tool_args *args)
{
    uint64_t seed = 1;
    const char *only = NULL;
    int i, rc = parse_demo_args(args, &seed, &only);

    if (rc != 0)
        return rc;
    for (i = 0; i < sky_game_count(); i++) {
        const char *name = game_name(i);

        if (only && strcmp(only, name) != 0)
            continue;
        if (i > 0 && !only)
            putchar('\n');
        if (demo_game(name, seed) < 0)
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
        rc = print_outcome(game);
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

/* What sky_game_info() says of a game, options included. */
static void print_game_info(const sky_game_type *t)
{
    static const char *const orders[] = {
        "the highest score wins", "the lowest score wins",
        "one team score against a target"
    };
    int k;

    printf("%s: %s\n  players %d to %d; %s; %s; %s\n", t->name, t->long_name,
           t->min_players, t->max_players,
           t->chance == SKY_CHANCE_EXPLICIT ? "chance events" : "no chance",
           t->hidden ? "hidden information" : "nothing hidden",
           t->score_order >= 0 && t->score_order <= 2 ? orders[t->score_order] : "?");
    for (k = 0; k < t->option_count; k++)
        printf("  %s=%d (%d to %d): %s\n", t->options[k].key,
               t->options[k].default_value, t->options[k].min,
               t->options[k].max, t->options[k].help);
}

static int cmd_games(struct tool_args *args)
{
    int i, rc, long_form = 0;
    sky_game_type type;

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
            print_game_info(&type);
        else
            puts(type.name);
    }
    return TOOL_EXIT_OK;
}

static int cmd_play(struct tool_args *args)
{
    const struct tool_game *hooks;
    const char *game;

    if (args->next >= args->argc)
        return tool_usage_error("play: which game? (cityscape, cathedral, highrise, sprawl)");
    game = args->argv[args->next++];
    hooks = tool_game_at(sky_game_find(game));
    if (hooks && hooks->play)
        return hooks->play(args);
    if (hooks)
        return tool_usage_error("play: %s cannot be played here yet", game);
    return tool_usage_error("play: no game named '%s'", game);
}

static int cmd_help(struct tool_args *args)
{
    int rc = no_more_args(args, "help");

    if (rc != 0)
        return rc;
    fputs(usage_text, stdout);
    fputs(help_text, stdout);
    return TOOL_EXIT_OK;
}

static int cmd_version(struct tool_args *args)
{
    int rc = no_more_args(args, "--version");

    if (rc != 0)
        return rc;
    printf("skyline %s (libskyline %s)\n", SKY_VERSION_STRING, sky_version());
    return TOOL_EXIT_OK;
}

struct command {
    const char *name;
    int (*run)(struct tool_args *args);
};

static const struct command commands[] = {
    { "demo", cmd_demo },
    { "play", cmd_play },
    { "replay", cmd_replay },
    { "games", cmd_games },
    { "help", cmd_help },
    { "--help", cmd_help },
    { "--version", cmd_version },
};

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
    const struct tool_game *hooks;
    struct tool_args args;
    size_t i;

    if (argc < 2) {
        fputs(usage_text, stderr);
        return TOOL_EXIT_USAGE;
    }
    args.argc = argc;
    args.argv = argv;
    args.next = 2;
    for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return finish(commands[i].run(&args));
    /* A game's own command: `skyline sprawl score ...`. */
    hooks = tool_game_at(sky_game_find(argv[1]));
    if (hooks && hooks->command)
        return finish(hooks->command(&args));
    tool_error("unknown command '%s'", argv[1]);
    fputs(usage_text, stderr);
    return TOOL_EXIT_USAGE;
}
