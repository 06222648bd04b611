/*
 * skyline(1): what the tool's files share.
 *
 * skyline.c       main(), subcommand dispatch, demo, replay, games
 * play.c          `play GAME`: the one interactive loop, for every game
 * tool_util.c     files, lines, numbers, options, pictures, scores
 * tool_<module>.c  each game's extras: options, commands, pictures
 *                 (Sprawlopolis: scoring a typed-in city; its cards drawn
 *                 in tool_sprawl_cards.c;
 *                 Skyscrapers: score and advise; Cathedral: colors)
 * arena.c        `skyline arena`: seeded games between bots on every core
 * arena_summary.c  `skyline arena --summary`: win rates of arena files
 */
#ifndef SKYLINE_TOOL_H
#define SKYLINE_TOOL_H

#include <stdint.h>
#include <stdio.h>

#include <skyline/skyline.h>

/* Exit statuses, as skyline(1) documents them. */
enum tool_exit {
    TOOL_EXIT_OK = 0,
    TOOL_EXIT_GAME = 1,     /* a game, record, input or system error */
    TOOL_EXIT_USAGE = 2     /* a bad command line */
};

/* The command line after the subcommand, walked one argument at a time. */
struct tool_args {
    int argc;
    char **argv;
    int next;               /* index of the next unread argument */
};

/* Messages to stderr, prefixed with "skyline: ". */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void tool_error(const char *fmt, ...);
/* A usage error: the message and a pointer to `skyline help`; returns 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
int tool_usage_error(const char *fmt, ...);

/*
 * Options.  tool_option() matches "--name VALUE" or "--name=VALUE" at
 * args->next: returns 1 and sets *value (advancing past it), 0 if the
 * argument is another option, or TOOL_EXIT_USAGE (after a message) if
 * the value is missing.
 */
int tool_option(struct tool_args *args, const char *name, const char **value);
/*
 * A command's usage, one source for its own --help and for `skyline
 * help`: lines "skyline COMMAND ...", a continuation line indented to
 * its place after "usage: ".  Written with "usage: " before the first
 * line when `first`, 7 blanks before every other line.
 */
void tool_put_synopsis(FILE *out, const char *synopsis, int first);
/* What sky_game_info() says of a game, options included (`games --long`). */
void tool_print_game_info(FILE *out, const sky_game_type *type);

/* Whole decimal numbers in [lo, hi]; 0 on success, -1 otherwise. */
int tool_parse_int(const char *text, int lo, int hi, int *out);
int tool_parse_seed(const char *text, uint64_t *out);
/* enum sky_bot -> "random", "greedy", "search". */
const char *tool_bot_name(int bot);

/* The most iterations per decision search:N takes. */
#define TOOL_SEARCH_MAX_ITERATIONS 10000000

/*
 * A built-in player as a command line names it: "random", "greedy",
 * "search" (its default options) or "search:N" (N iterations per
 * decision, 1 <= N <= TOOL_SEARCH_MAX_ITERATIONS).
 */
struct tool_bot {
    int bot;                    /* enum sky_bot (play.c: or TOOL_BOT_EXTRA) */
    sky_search_options search;  /* the search's options, when bot is the search */
    char name[24];              /* as given, canonical: "search:100", "search" */
};
/*
 * Reads a player's name into *bot: 0, or -1 with the reason in `why`
 * ("no built-in player named 'x' (...)").
 */
int tool_bot_parse(const char *text, struct tool_bot *bot, char *why,
                   size_t cap);
/* The player for sky_game_play_series_with(); it points into *bot. */
sky_game_player tool_bot_player(const struct tool_bot *bot);
/* The player's action, or a chance outcome at a chance event. */
int tool_bot_action(const struct tool_bot *bot, const sky_game *game,
                    sky_rng *rng, int *action);

/*
 * Reads a whole file ('-' = stdin) into a NUL-terminated malloc'ed
 * buffer; *len excludes the NUL.  Prints the reason and returns -1 on
 * failure.
 */
int tool_read_file(const char *path, char **text, size_t *len);
/*
 * Reads one line, without its end and surrounding blanks: returns 1, or
 * 0 at end of input, or -1 for a line longer than `cap` - 1 (the rest of
 * it is skipped).
 */
int tool_read_line(FILE *in, char *buf, size_t cap);

/* Why an interactive loop stopped, when it did not simply go on. */
enum tool_step {
    TOOL_STEP_GO_ON = 0,
    TOOL_STEP_QUIT,         /* the person typed 'quit' */
    TOOL_STEP_EOF,          /* standard input ended */
    TOOL_STEP_FAILED        /* the library refused: a bug or out of memory */
};

/*
 * Prompts and reads one line of the person's input.  Handles 'quit'
 * itself, and echoes scripted input so a transcript reads like a
 * session; returns TOOL_STEP_GO_ON with the line in buf, or the step to
 * end with.
 */
enum tool_step tool_ask(const char *prompt, char *buf, size_t cap);

/* The library's pictures, written to `out`; SKY_OK or the library's error. */
int tool_print_game(FILE *out, const sky_game *game, int viewer);
/* Whether to color pictures on `out`: a terminal, and NO_COLOR unset. */
int tool_use_color(FILE *out);

/* "LABEL: player 0: 55, ..." and "Winner: player 1" lines. */
void tool_print_scores(FILE *out, const char *label, const int *scores,
                       int players);
void tool_print_winners(FILE *out, unsigned mask, int players);

/* ---- `skyline play GAME`: one loop for every game (play.c) ---------------- */

#define TOOL_OPTIONS_SIZE 256
#define TOOL_BOT_EXTRA (-1)     /* the game's own bot (tool_game.bot_name) */

/* What the command line of `play GAME` asks for. */
struct tool_play_config {
    char options[TOOL_OPTIONS_SIZE];  /* for sky_game_new: "players=3 rounds=1" */
    int keep;           /* --keep: score keeping at a real table */
    int seat;           /* the person's seat; -1 with --keep: every seat */
    struct tool_bot bot;    /* .bot: enum sky_bot, or TOOL_BOT_EXTRA */
    int typed_chance;   /* chance outcomes are typed in, not drawn */
    uint64_t seed;
    const char *record; /* --record FILE, or NULL */
};

/* A game being played: the loop's state, which hooks may read. */
struct tool_play {
    sky_game *game;
    sky_rng rng;
    const struct tool_game *hooks;
    struct tool_play_config config;
    unsigned char *typed;   /* per action applied: typed at this terminal? */
    size_t actions, cap;
    int shown_player;       /* whose decision the last picture was for */
    int unseen;             /* the game changed since that picture */
    int rounds_reported;
};

/* Adds "key=value" to the options for sky_game_new; 0 or a usage error. */
int tool_play_add_option(struct tool_play_config *c, const char *key, int value);

/* A game's own option of `play GAME` (--dice, --variant NAME). */
struct tool_play_flag {
    const char *name;           /* "--variant" */
    const char *value;          /* "standard|easier|harder"; NULL: a flag */
    const char *help;
    /* 0, or TOOL_EXIT_USAGE after a message. */
    int (*set)(struct tool_play_config *c, const char *value);
};

/* A game's own command at the prompt ('preview MOVE'). */
struct tool_play_command {
    const char *name;
    const char *help;           /* "preview MOVE  what MOVE would claim" */
    void (*run)(struct tool_play *p, const char *arg);
};

/*
 * The game's record, as sky_game_write() writes it for everyone, in a
 * malloc'ed string: what a hook reads into the game's own object
 * (sky_cathedral_read()) to ask it what the generic layer does not.
 */
int tool_game_record(const sky_game *game, char **text);

/* Writes the game's record to `path`: 0, or -1 after a message. */
int tool_write_record(const sky_game *game, const char *path);

/* "Player 2", or "you" for the person at the terminal. */
const char *tool_play_who(const struct tool_play *p, int player, char *buf,
                          size_t cap);

/*
 * What the tool knows of one game beyond the generic layer: one for each
 * game of SKY_GAME_MAP, defined in tool_<module>.c as tool_game_<module>.
 * skyline.c finds a game's hooks by its index in the library's list and
 * never by its name.  Every play hook is optional (NULL).
 */
struct tool_game {
    int (*command)(struct tool_args *args); /* `skyline MODULE ...`; NULL: none */
    const char *command_synopsis;           /* its usage (tool_put_synopsis) */
    /* Writes a rendered picture (Cathedral colors it); NULL: as it is. */
    void (*put_picture)(FILE *out, const char *text);
    const char *demo_options;               /* the demo's match, for sky_game_new */
    int demo_bots[4];                       /* player p is demo_bots[p % demo_nbots] */
    int demo_nbots;

    /* `skyline play MODULE`: */
    const char *notation;                   /* the notation, for 'help' */
    const struct tool_play_flag *flags;     /* ended by a NULL name */
    const struct tool_play_command *commands;   /* ended by a NULL name */
    /* What is asked now ("build, abandon or demolish a die (e.g. bGM)"). */
    void (*hint)(const struct tool_play *p, char *buf, size_t cap);
    /* Why `text` is refused, in the game's words; 0 if it said so. */
    int (*explain)(const struct tool_play *p, const char *text, char *buf,
                   size_t cap);
    /* A bot's action as the others may see it (hidden goals), or with
     * what it did (Cathedral's claims); "" for its notation. */
    void (*announce)(const struct tool_play *p, int action, char *buf,
                     size_t cap);
    /* After the picture before a person's decision (Sprawlopolis: the hand). */
    void (*after_picture)(const struct tool_play *p);
    /* After round `round` (from 0) ends: what it scored. */
    void (*round_over)(const struct tool_play *p, int round);
    const char *bot_name;                   /* the game's own bot, or NULL */
    int (*bot_action)(struct tool_play *p, int *action);
};
#define TOOL_GAME_DECLARE(module) extern const struct tool_game tool_game_##module;
SKY_GAME_MAP(TOOL_GAME_DECLARE)
#undef TOOL_GAME_DECLARE
/* The hooks of game `index` of the library's list, or NULL. */
const struct tool_game *tool_game_at(int index);

/* "Scores (the lowest wins): ..." in the game's score order. */
int tool_print_game_scores(FILE *out, const sky_game *game);
/* The scores, and the winners once the game is over. */
int tool_print_outcome(FILE *out, const sky_game *game);

/* Subcommands, and the usage of those skyline.c does not define. */
int tool_play(struct tool_args *args);          /* play.c */
extern const char tool_play_synopsis[];
int tool_sprawl(struct tool_args *args);        /* tool_sprawl.c */
/* Sprawlopolis cards drawn side by side (up to 3), their rules below
 * (tool_sprawl_cards.c). */
void tool_sprawl_draw_cards(FILE *out, const int *cards, int n);
int tool_skyscrapers(struct tool_args *args);   /* tool_skyscrapers.c */
/* Whether an argument from args->next on asks for help ("-h", "--help"). */
int tool_wants_help(const struct tool_args *args);
/* `skyline arena` (arena.c) and `skyline arena --summary FILE...`, its
 * arguments after --summary (arena_summary.c). */
int tool_arena(struct tool_args *args);
extern const char tool_arena_synopsis[];
int tool_arena_summary(struct tool_args *args);

#endif /* SKYLINE_TOOL_H */
