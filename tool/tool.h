/*
 * skyline(1): what the tool's files share.
 *
 * skyline.c       main(), subcommand dispatch, demo, replay, games
 * tool_util.c     files, lines, numbers, options, pictures, scores
 * tool_cityscape.c  Cityscape's interactive play loop
 * tool_sprawl.c  Sprawlopolis: play, and scoring a typed-in city
 * tool_cathedral.c  Cathedral's interactive play loop, its colored board
 * tool_highrise.c  Skyline (the dice game): play, real dice, score keeping
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
/* Whole decimal numbers in [lo, hi]; 0 on success, -1 otherwise. */
int tool_parse_int(const char *text, int lo, int hi, int *out);
int tool_parse_seed(const char *text, uint64_t *out);
/* "random" / "greedy" <-> enum sky_bot; -1 for an unknown name. */
int tool_bot_from_name(const char *name);
const char *tool_bot_name(int bot);

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
 * Prompts and reads one line of the person's input.  Handles 'help'
 * (by calling `help`) and 'quit' itself, and echoes scripted input so a
 * transcript reads like a session; returns TOOL_STEP_GO_ON with the
 * line in buf, or the step to end with.
 */
enum tool_step tool_ask(const char *prompt, char *buf, size_t cap,
                        void (*help)(void));

/* The library's pictures, written to `out`; SKY_OK or the library's error. */
int tool_print_game(FILE *out, const sky_game *game, int viewer);
int tool_print_cityscape(FILE *out, const sky_cityscape *game, int viewer);
/* Whether to color pictures on `out`: a terminal, and NO_COLOR unset. */
int tool_use_color(FILE *out);
/* Writes a Cathedral picture, its cell letters in ANSI color if `color`. */
void tool_put_cathedral_picture(FILE *out, const char *text, int color);

/* "LABEL: player 0: 55, ..." and "Winner: player 1" lines. */
void tool_print_scores(FILE *out, const char *label, const int *scores,
                       int players);
void tool_print_winners(FILE *out, unsigned mask, int players);

/*
 * What the tool knows of one game beyond the generic layer: one for each
 * game of SKY_GAME_MAP, defined in tool_<module>.c as tool_game_<module>.
 * skyline.c finds a game's hooks by its index in the library's list and
 * never by its name.
 */
struct tool_game {
    int (*play)(struct tool_args *args);    /* `skyline play MODULE`; NULL: none */
    int (*command)(struct tool_args *args); /* `skyline MODULE ...`; NULL: none */
    /* Writes a rendered picture (Cathedral colors it); NULL: as it is. */
    void (*put_picture)(FILE *out, const char *text);
    const char *demo_options;               /* the demo's match, for sky_game_new */
    int demo_bots[4];                       /* player p is demo_bots[p % demo_nbots] */
    int demo_nbots;
};
#define TOOL_GAME_DECLARE(module) extern const struct tool_game tool_game_##module;
SKY_GAME_MAP(TOOL_GAME_DECLARE)
#undef TOOL_GAME_DECLARE
/* The hooks of game `index` of the library's list, or NULL. */
const struct tool_game *tool_game_at(int index);

/* Subcommands (tool_cityscape.c). */
int tool_play_cityscape(struct tool_args *args);
/* `skyline play sprawl` and `skyline sprawl score` (tool_sprawl.c). */
int tool_play_sprawl(struct tool_args *args);
int tool_sprawl(struct tool_args *args);
/* `skyline skyscrapers score|advise` (tool_skyscrapers.c). */
int tool_skyscrapers(struct tool_args *args);
/* `skyline play cathedral`, and the board with ANSI colors if `color`
 * (tool_cathedral.c). */
int tool_play_cathedral(struct tool_args *args);
int tool_print_cathedral(FILE *out, const sky_cathedral *game, int color);
/* `skyline play highrise` (tool_highrise.c). */
int tool_play_highrise(struct tool_args *args);
/* `skyline arena` (arena.c) and `skyline arena --summary FILE...`, its
 * arguments after --summary (arena_summary.c). */
int tool_arena(struct tool_args *args);
int tool_arena_summary(struct tool_args *args);

#endif /* SKYLINE_TOOL_H */
