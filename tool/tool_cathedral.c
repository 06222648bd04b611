/*
 * skyline(1): `skyline play cathedral`, a person against a built-in bot
 * in the terminal.  The board is the library's picture in letters; on a
 * terminal (and without NO_COLOR) the letters are colored.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define LINE_SIZE 128

static const char *const color_names[2] = { "bright", "brown" };

struct play_config {
    int seat;           /* the person's color */
    int delayed;
    int bot;
    uint64_t seed;
};

struct play {
    sky_cathedral *game;
    sky_rng rng;
    struct play_config config;
    int color;          /* ANSI colors in the picture */
};

/* ---- the command line --------------------------------------------------- */

static int parse_color(const char *text, int *color)
{
    if (strcmp(text, "bright") == 0)
        *color = SKY_CATHEDRAL_BRIGHT;
    else if (strcmp(text, "brown") == 0)
        *color = SKY_CATHEDRAL_BROWN;
    else
        return -1;
    return 0;
}

static int parse_option(struct tool_args *args, struct play_config *c)
{
    const char *v;
    int rc;

    if (strcmp(args->argv[args->next], "--delayed") == 0) {
        c->delayed = 1;
        args->next++;
        return 0;
    }
    if ((rc = tool_option(args, "--color", &v)) == 1)
        return parse_color(v, &c->seat) == 0 ? 0
            : tool_usage_error("--color: expected bright or brown, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1)
        return tool_parse_seed(v, &c->seed) == 0 ? 0
            : tool_usage_error("--seed: expected a number, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--bot", &v)) == 1) {
        c->bot = tool_bot_from_name(v);
        return c->bot >= 0 ? 0
            : tool_usage_error("--bot: expected random or greedy, not '%s'", v);
    }
    if (rc == 0)
        return tool_usage_error("play cathedral: unknown argument '%s'",
                                args->argv[args->next]);
    return rc;
}

static int parse_config(struct tool_args *args, struct play_config *c)
{
    int rc;

    c->seat = SKY_CATHEDRAL_BRIGHT;
    c->delayed = 0;
    c->bot = SKY_BOT_GREEDY;
    c->seed = 1;
    while (args->next < args->argc)
        if ((rc = parse_option(args, c)) != 0)
            return rc;
    return 0;
}

/* ---- the picture ---------------------------------------------------------- */

/* Colors of the cell letters: buildings on a background, territory in
 * the color's ink, the People reversed. */
static const char *cell_color(char c)
{
    switch (c) {
    case 'B': return "\033[1;30;103m";
    case 'b': return "\033[93m";
    case 'R': return "\033[1;97;41m";
    case 'r': return "\033[31m";
    case 'P': return "\033[1;30;47m";
    default: return NULL;
    }
}

/* A board row starts with its number: "  7  . B ...". */
static int is_board_row(const char *line)
{
    return strlen(line) > 4 && line[3] == ' ' && line[2] >= '0' && line[2] <= '9';
}

/* The legend names each letter: "B bright building  b bright ...". */
static int is_legend(const char *line)
{
    return strncmp(line, "B bright building", 17) == 0;
}

/* Colors the cell letters of a row, or the letters the legend names
 * (those standing alone at the start or after two blanks). */
static void put_colored(FILE *out, const char *line, size_t len, int legend)
{
    size_t i;

    for (i = 0; i < len; i++) {
        const char *ink = cell_color(line[i]);
        int alone = i + 1 < len && line[i + 1] == ' '
                    && (i == 0 || (i > 1 && line[i - 1] == ' ' && line[i - 2] == ' '));

        if (ink && (!legend || alone))
            fprintf(out, "%s%c\033[0m", ink, line[i]);
        else
            fputc(line[i], out);
    }
}

void tool_put_cathedral_picture(FILE *out, const char *text, int color)
{
    const char *line, *end;

    for (line = text; *line; line = *end ? end + 1 : end) {
        end = strchr(line, '\n');
        if (!end)
            end = line + strlen(line);
        if (color && (is_board_row(line) || is_legend(line)))
            put_colored(out, line, (size_t)(end - line), is_legend(line));
        else
            fwrite(line, 1, (size_t)(end - line), out);
        fputc('\n', out);
    }
}

int tool_print_cathedral(FILE *out, const sky_cathedral *game, int color)
{
    char probe[1], *buf;
    int len = sky_cathedral_render(game, SKY_VIEW_ALL, probe, 0);

    if (len < 0)
        return len;
    buf = malloc((size_t)len + 1);
    if (!buf)
        return SKY_ENOMEM;
    sky_cathedral_render(game, SKY_VIEW_ALL, buf, (size_t)len + 1);
    tool_put_cathedral_picture(out, buf, color);
    free(buf);
    return SKY_OK;
}

/* ---- what happens ------------------------------------------------------------- */

static void print_help(void)
{
    fputs("A move is a piece, a rotation 0-3 (quarter turns clockwise), and the\n"
          "square of the north-west corner of the piece's box: a file a-j (west\n"
          "to east) and a rank 1-10 (south to north, a1 the south-west corner):\n"
          "castle2e5.  Pieces: tavern stable inn bridge square manor\n"
          "abbey infirmary castle tower academy, and the People (people).\n"
          "Commands: moves (legal moves per piece), moves PIECE (that piece's\n"
          "moves), preview MOVE (what it would claim), undo (take back your last\n"
          "move), help, quit.\n", stdout);
}

/* "claims 4 cells, captures brown inn" after a move's notation. */
static void print_effect(const sky_cathedral_effect *e)
{
    int i;

    if (e->claimed > 0)
        printf(", claims %d cell%s", e->claimed, e->claimed == 1 ? "" : "s");
    for (i = 0; i < e->captures; i++) {
        const sky_cathedral_placed *p = &e->captured[i];

        if (p->move.piece == SKY_CATHEDRAL_PEOPLE)
            printf(", captures the People");
        else
            printf(", captures %s %s (%s)", color_names[p->owner],
                   sky_cathedral_piece_name(p->move.piece),
                   sky_cathedral_landmark_name(p->owner, p->move.piece, p->copy));
    }
}

/* Plays a move with a report of what it did; SKY_OK or the reason. */
static int play_move(struct play *p, int player, sky_cathedral_move move, const char *who)
{
    sky_cathedral_effect effect;
    char text[SKY_CATHEDRAL_NOTATION_SIZE];
    int rc = sky_cathedral_preview(p->game, player, move, &effect);

    if (rc == SKY_OK)
        rc = sky_cathedral_play(p->game, player, move);
    if (rc < 0)
        return rc;
    sky_cathedral_move_to_string(move, text, sizeof text);
    printf("%s %s", who, text);
    print_effect(&effect);
    printf(".\n");
    return SKY_OK;
}

static void print_legal_moves(const sky_cathedral *game, const char *only)
{
    static sky_cathedral_move moves[SKY_CATHEDRAL_MAX_MOVES];
    char text[SKY_CATHEDRAL_NOTATION_SIZE];
    int n = sky_cathedral_legal_moves(game, moves, SKY_CATHEDRAL_MAX_MOVES);
    int piece = only ? sky_cathedral_piece_from_name(only) : -1, i, count = 0;

    if (only && piece < 0) {
        tool_error("%s: %s", only, sky_strerror(piece));
        return;
    }
    for (i = 0; i < n; i++) {
        if (!only) {
            count++;
            if (i + 1 == n || moves[i + 1].piece != moves[i].piece) {
                printf("%s: %d\n", sky_cathedral_piece_name(moves[i].piece), count);
                count = 0;
            }
        } else if (moves[i].piece == piece) {
            sky_cathedral_move_to_string(moves[i], text, sizeof text);
            printf("%s%c", text, ++count % 8 == 0 ? '\n' : ' ');
        }
    }
    if (only)
        printf("%s(%d moves)\n", count % 8 == 0 ? "" : "\n", count);
}

static void print_preview(const struct play *p, const char *text)
{
    sky_cathedral_effect effect;
    sky_cathedral_move move;
    int rc = sky_cathedral_move_from_string(text, &move);

    if (rc == SKY_OK)
        rc = sky_cathedral_preview(p->game, p->config.seat, move, &effect);
    if (rc < 0) {
        tool_error("%s: %s", text, sky_strerror(rc));
        return;
    }
    printf("%s", text);
    print_effect(&effect);
    if (effect.claimed == 0 && effect.captures == 0)
        printf(": claims nothing");
    printf(".\n");
}

/* Takes back the bot's moves since the person's last one, and that one. */
static int undo_persons_move(struct play *p)
{
    sky_cathedral *trial;
    int rc, undone = 0;

    rc = sky_cathedral_clone(p->game, &trial);
    if (rc < 0)
        return rc;
    /* Undo until a move of the person's color has been taken back. */
    while (sky_cathedral_plies(trial) > 0) {
        rc = sky_cathedral_undo(trial);
        if (rc < 0)
            break;
        if (sky_cathedral_to_move(trial) == p->config.seat) {
            undone = 1;
            break;
        }
    }
    if (rc < 0 || !undone) {
        sky_cathedral_free(trial);
        if (rc < 0)
            return rc;
        tool_error("undo: %s", sky_strerror(SKY_ENOUNDO));
        return 0;
    }
    sky_cathedral_free(p->game);
    p->game = trial;
    printf("Took back your last move and the moves after it.\n");
    return 1;
}

/* ---- the person's input ------------------------------------------------------- */

static enum tool_step persons_line(struct play *p, const char *line, int *done)
{
    sky_cathedral_move move;
    int rc;

    if (strcmp(line, "moves") == 0 || strncmp(line, "moves ", 6) == 0) {
        print_legal_moves(p->game, line[5] ? line + 6 : NULL);
        return TOOL_STEP_GO_ON;
    }
    if (strncmp(line, "preview ", 8) == 0) {
        print_preview(p, line + 8);
        return TOOL_STEP_GO_ON;
    }
    if (strcmp(line, "undo") == 0) {
        rc = undo_persons_move(p);
        *done = rc > 0;
        return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
    }
    rc = sky_cathedral_move_from_string(line, &move);
    if (rc == SKY_OK)
        rc = play_move(p, p->config.seat, move, "You play");
    if (rc < 0) {
        tool_error("%s: %s", line, sky_strerror(rc));
        return TOOL_STEP_GO_ON;
    }
    *done = 1;
    return TOOL_STEP_GO_ON;
}

static enum tool_step persons_move(struct play *p)
{
    char line[LINE_SIZE];
    enum tool_step step;
    int done = 0;

    putchar('\n');
    if (tool_print_cathedral(stdout, p->game, p->color) < 0)
        return TOOL_STEP_FAILED;
    while (!done) {
        step = tool_ask(sky_cathedral_phase(p->game) == SKY_CATHEDRAL_PHASE_PEOPLE
                   ? "Place the People (e.g. people0e4; 'help', 'quit'): "
                   : "Your move (e.g. castle2e5; 'moves', 'preview', 'undo', 'help', 'quit'): ",
                        line, sizeof line, print_help);
        if (step == TOOL_STEP_GO_ON)
            step = persons_line(p, line, &done);
        if (step != TOOL_STEP_GO_ON)
            return step;
    }
    return TOOL_STEP_GO_ON;
}

static enum tool_step bots_move(struct play *p, int player)
{
    static const char *const who[2] = { "Bright plays", "Brown plays" };
    sky_cathedral_move move;
    int rc = sky_cathedral_bot_move(p->game, p->config.bot, &p->rng, &move);

    if (rc == SKY_OK)
        rc = play_move(p, player, move, who[player]);
    if (rc < 0) {
        tool_error("bot move: %s", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    return TOOL_STEP_GO_ON;
}

/* ---- the loop ---------------------------------------------------------------------- */

static void print_result(const struct play *p)
{
    unsigned mask = 0;
    int seat = p->config.seat, scores[2] = { 0, 0 };

    printf("\nThe game is over.\n");
    tool_print_cathedral(stdout, p->game, p->color);
    sky_cathedral_scores(p->game, scores, 2);
    printf("Squares left: you %d, the bot %d.\n", scores[seat], scores[1 - seat]);
    sky_cathedral_winners(p->game, &mask);
    if (mask == 3u)
        printf("A draw.\n");
    else
        printf("%s\n", mask & (1u << seat) ? "You win!" : "The bot wins.");
}

static int play_game(struct play *p)
{
    enum tool_step s = TOOL_STEP_GO_ON;
    int player;

    printf("Cathedral: you play %s against the %s bot (seed %llu)%s.\n"
           "Type 'help' at any prompt for the notation.\n",
           color_names[p->config.seat], tool_bot_name(p->config.bot),
           (unsigned long long)p->config.seed,
           p->config.delayed ? ", the People placed after brown's first move" : "");
    while (s == TOOL_STEP_GO_ON && (player = sky_cathedral_to_move(p->game)) >= 0)
        s = player == p->config.seat ? persons_move(p) : bots_move(p, player);
    if (s == TOOL_STEP_GO_ON)
        print_result(p);
    else if (s == TOOL_STEP_QUIT)
        printf("You left the game.\n");
    return s == TOOL_STEP_GO_ON || s == TOOL_STEP_QUIT ? TOOL_EXIT_OK : TOOL_EXIT_GAME;
}

int tool_play_cathedral(struct tool_args *args)
{
    struct play p;
    sky_cathedral_options o;
    int rc;

    memset(&p, 0, sizeof p);
    rc = parse_config(args, &p.config);
    if (rc != 0)
        return rc;
    sky_cathedral_options_init(&o, sizeof o);
    o.delayed_people = p.config.delayed;
    rc = sky_cathedral_new(&o, &p.game);
    if (rc < 0) {
        tool_error("cannot start the game: %s", sky_strerror(rc));
        return TOOL_EXIT_GAME;
    }
    sky_rng_seed(&p.rng, p.config.seed);
    p.color = tool_use_color(stdout);
    rc = play_game(&p);
    sky_cathedral_free(p.game);
    return rc;
}

/* Cathedral's letters are easier to tell apart in color, on a terminal. */
static void put_picture(FILE *out, const char *text)
{
    tool_put_cathedral_picture(out, text, tool_use_color(out));
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_cathedral = {
    .play = tool_play_cathedral,
    .command = NULL,
    .put_picture = put_picture,
    .demo_options = NULL,
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM },
    .demo_nbots = 2,
};
