/*
 * skyline(1): Cathedral's extras for `skyline play cathedral` (play.c):
 * --color to choose a side, --delayed, 'preview MOVE', and the board's
 * letters in color on a terminal (without NO_COLOR).
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static const char *const color_names[2] = { "bright", "brown" };

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

static void put_cathedral_picture(FILE *out, const char *text, int color)
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

/* Appends ", claims 4 cells, captures brown inn (...)" to `buf`. */
static void describe_effect(const sky_cathedral_effect *e, char *buf, size_t cap)
{
    size_t n = strlen(buf);
    int i;

    if (e->claimed > 0 && n < cap)
        n += (size_t)snprintf(buf + n, cap - n, ", claims %d cell%s", e->claimed,
                              e->claimed == 1 ? "" : "s");
    for (i = 0; i < e->captures && n < cap; i++) {
        const sky_cathedral_placed *p = &e->captured[i];

        if (p->move.piece == SKY_CATHEDRAL_PEOPLE)
            n += (size_t)snprintf(buf + n, cap - n, ", captures the People");
        else
            n += (size_t)snprintf(buf + n, cap - n, ", captures %s %s (%s)",
                                  color_names[p->owner],
                                  sky_cathedral_piece_name(p->move.piece),
                                  sky_cathedral_landmark_name(p->owner, p->move.piece,
                                                              p->copy));
    }
}

static const char notation[] =
    "A move is a piece, a rotation 0-3 (quarter turns clockwise), and the\n"
    "square of the north-west corner of the piece's box: a file a-j (west\n"
    "to east) and a rank 1-10 (south to north, a1 the south-west corner):\n"
    "castle2e5.  Pieces: tavern stable inn bridge square manor\n"
    "abbey infirmary castle tower academy, and the People (people).\n"
    "The score is the squares of the pieces left unplaced: the lower wins.\n";

static sky_cathedral *module_game(const struct tool_play *p)
{
    sky_cathedral *game = NULL;
    char *text;

    if (tool_game_record(p->game, &text) < 0)
        return NULL;
    if (sky_cathedral_read(text, &game, NULL) < 0)
        game = NULL;
    free(text);
    return game;
}

/* What `text` would claim and capture, after it in `buf`. */
static int effect_of(const struct tool_play *p, const char *text, char *buf, size_t cap)
{
    sky_cathedral_effect effect;
    sky_cathedral_move move;
    sky_cathedral *game;
    int rc = sky_cathedral_move_from_string(text, &move);

    if (rc == SKY_OK) {
        game = module_game(p);
        rc = game ? sky_cathedral_preview(game, sky_cathedral_to_move(game), move, &effect)
                  : SKY_ENOMEM;
        sky_cathedral_free(game);
    }
    if (rc == SKY_OK) {
        snprintf(buf, cap, "%s", text);
        describe_effect(&effect, buf, cap);
    }
    return rc;
}

static void preview(struct tool_play *p, const char *text)
{
    char line[256];
    int rc = text ? effect_of(p, text, line, sizeof line) : SKY_EPARSE;

    if (rc < 0)
        tool_error("preview %s: %s", text ? text : "", sky_strerror(rc));
    else
        printf("%s%s.\n", line, strchr(line, ',') ? "" : ": claims nothing");
}

/* A bot's move with what it claimed and captured. */
static void announce(const struct tool_play *p, int action, char *buf, size_t cap)
{
    char text[SKY_CATHEDRAL_NOTATION_SIZE];

    if (sky_game_action_to_string(p->game, action, text, sizeof text) < 0
        || effect_of(p, text, buf, cap) < 0)
        buf[0] = '\0';
}

static void hint(const struct tool_play *p, char *buf, size_t cap)
{
    char first[32];
    int action;

    if (sky_game_legal_actions(p->game, &action, 1) >= 1
        && sky_game_action_to_string(p->game, action, first, sizeof first) >= 0
        && strncmp(first, "people", 6) == 0)
        snprintf(buf, cap, "%s places the People (e.g. people0e4)",
                 color_names[sky_game_to_move(p->game) & 1]);
    else
        snprintf(buf, cap, "%s plays a piece (e.g. castle2e5)",
                 color_names[sky_game_to_move(p->game) & 1]);
}

static int set_color(struct tool_play_config *c, const char *value)
{
    if (strcmp(value, color_names[SKY_CATHEDRAL_BRIGHT]) == 0)
        c->seat = SKY_CATHEDRAL_BRIGHT;
    else if (strcmp(value, color_names[SKY_CATHEDRAL_BROWN]) == 0)
        c->seat = SKY_CATHEDRAL_BROWN;
    else
        return tool_usage_error("--color: expected bright or brown, not '%s'", value);
    return 0;
}

static int set_delayed(struct tool_play_config *c, const char *value)
{
    (void)value;
    return tool_play_add_option(c, "delayed", 1);
}

static const struct tool_play_flag flags[] = {
    { "--color", "bright|brown", "the person's side (--seat 0 or 1); bright starts",
      set_color },
    { "--delayed", NULL, "the People go down after brown's first move (delayed=1)",
      set_delayed },
    { NULL, NULL, NULL, NULL }
};

static const struct tool_play_command commands[] = {
    { "preview", "preview MOVE    what MOVE would claim and capture", preview },
    { NULL, NULL, NULL }
};

/* Cathedral's letters are easier to tell apart in color, on a terminal. */
static void put_picture(FILE *out, const char *text)
{
    put_cathedral_picture(out, text, tool_use_color(out));
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_cathedral = {
    .put_picture = put_picture,
    .demo_options = NULL,
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM },
    .demo_nbots = 2,
    .notation = notation,
    .flags = flags,
    .commands = commands,
    .hint = hint,
    .announce = announce,
};
