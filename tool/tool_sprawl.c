/*
 * skyline(1): Sprawlopolis.  Its extras for `skyline play sprawl`
 * (play.c): --variant, --deck, the advisor as a bot and as 'hint'; and
 * `skyline sprawl score FILE`, which scores a city typed in from a real
 * table.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define LINE_SIZE 128
#define ADVISOR (-1)            /* a team-mate who follows the advisor */
/* Every action of a game: 18 cards off the deck, 14 placements. */
#define ACTIONS (SKY_SPRAWL_CARDS + SKY_SPRAWL_CITY_CARDS - 1)

static const char *const variant_names[] = { "standard", "easier", "harder" };
static const char *const zone_names[] = { "commercial", "park", "industrial", "residential" };

static int variant_from_name(const char *name)
{
    int v;

    for (v = 0; v < 3; v++)
        if (strcmp(name, variant_names[v]) == 0)
            return v;
    return -1;
}

/* ---- play (play.c) -------------------------------------------------------- */

static const char notation[] =
    "The city grows on a grid of blocks: rows grow southward, columns\n"
    "eastward, and the first card covers rows 0-1 and columns 0-1.\n"
    "A move names a card of your hand, 'r' to turn it 180 degrees, and\n"
    "the cell of its top-left block: 12r@-1,2 puts card 12, turned, with\n"
    "its top-left block on row -1, column 2.  A card must cover a block\n"
    "or touch the city along an edge, not only at a corner.\n"
    "A card off a real deck (--deck, --keep) is typed as +7, or 7.\n";

static sky_sprawl *module_game(const struct tool_play *p)
{
    sky_sprawl *game = NULL;
    char *text;

    if (tool_game_record(p->game, &text) < 0)
        return NULL;
    if (sky_sprawl_read(text, &game, NULL) < 0)
        game = NULL;
    free(text);
    return game;
}

/* The advisor's placement (SP-11), as the generic layer's action. */
static int advised(struct tool_play *p, sky_sprawl_move *move, double *expected)
{
    sky_sprawl *game = module_game(p);
    int rc = game ? sky_sprawl_advise(game, &p->rng, move, expected) : SKY_ENOMEM;

    sky_sprawl_free(game);
    return rc;
}

static int advisor_action(struct tool_play *p, int *action)
{
    char text[SKY_SPRAWL_NOTATION_SIZE];
    sky_sprawl_move move;
    int rc = advised(p, &move, NULL);

    if (rc == SKY_OK)
        rc = sky_sprawl_move_to_string(move, text, sizeof text);
    return rc < 0 ? rc : sky_game_action_from_string(p->game, text, action);
}

static void hint_command(struct tool_play *p, const char *arg)
{
    char text[SKY_SPRAWL_NOTATION_SIZE];
    sky_sprawl_move move;
    double expected;
    int rc = advised(p, &move, &expected);

    (void)arg;
    if (rc < 0) {
        tool_error("hint: %s", sky_strerror(rc));
        return;
    }
    sky_sprawl_move_to_string(move, text, sizeof text);
    printf("The advisor suggests %s (%s), expecting a final score of %.1f.\n", text,
           sky_sprawl_card_name(move.card), expected);
}

/* The hand of the player to move, drawn, if the person may see it. */
static void draw_hand(const struct tool_play *p)
{
    int player = sky_game_to_move(p->game), cards[SKY_SPRAWL_HAND], n;
    int viewer = p->config.seat >= 0 ? p->config.seat : SKY_VIEW_ALL;
    sky_sprawl *game = module_game(p);
    char name[24];

    n = game ? sky_sprawl_hand(game, player, viewer, cards) : 0;
    if (n > 0 && cards[0] > 0) {
        if (player == p->config.seat)
            printf("Your hand:\n");
        else
            printf("The hand of %s:\n", tool_play_who(p, player, name, sizeof name));
        tool_sprawl_draw_cards(stdout, cards, n);
    }
    sky_sprawl_free(game);
}

/* 'card N...': those cards; 'card': the scoring cards. */
static void card_command(struct tool_play *p, const char *arg)
{
    int cards[3], n = 0, card;
    char word[16];
    sky_sprawl *game;

    while (arg && n < 3 && sscanf(arg, "%15s", word) == 1) {
        if (tool_parse_int(word + (word[0] == '+'), 1, SKY_SPRAWL_CARDS, &card) < 0) {
            tool_error("card %s: expected card numbers, 1 to %d", word, SKY_SPRAWL_CARDS);
            return;
        }
        cards[n++] = card;
        arg += strspn(arg, " \t") + strlen(word);
    }
    if (!arg && (game = module_game(p)) != NULL) {
        sky_sprawl_scoring_cards(game, cards);
        n = cards[2] ? 3 : 0;
        sky_sprawl_free(game);
    }
    if (n == 0)
        tool_error("card: no scoring cards yet; 'card N' draws card N");
    else
        tool_sprawl_draw_cards(stdout, cards, n);
}

/* What the card due is for, in the order of SP-4. */
static void card_purpose(const sky_sprawl *game, char *buf, size_t cap)
{
    int scoring[3], hand[SKY_SPRAWL_HAND], players = sky_sprawl_players(game);
    int dealt = 0, p;

    sky_sprawl_scoring_cards(game, scoring);
    for (p = 0; p < players; p++)
        dealt += sky_sprawl_hand(game, p, SKY_VIEW_ALL, hand);
    if (!scoring[2])
        snprintf(buf, cap, "a scoring card off the deck (1-18)");
    else if (sky_sprawl_phase(game) == SKY_SPRAWL_PHASE_PLAY)
        snprintf(buf, cap, "the deck's new top card (1-18)");
    else if (sky_sprawl_city_size(game) > 0)
        snprintf(buf, cap, "the deck's face-up top card (1-18)");
    else if (dealt < players + 2)
        snprintf(buf, cap, "the card dealt to player %d (1-18)", dealt < 3 ? 0 : dealt - 2);
    else
        snprintf(buf, cap, "the city's first card (1-18)");
}

static void hint(const struct tool_play *p, char *buf, size_t cap)
{
    sky_sprawl *game;

    if (sky_game_to_move(p->game) != SKY_ECHANCE) {
        snprintf(buf, cap, "a card of the hand (e.g. 12r@-1,2)");
        return;
    }
    if ((game = module_game(p)) != NULL)
        card_purpose(game, buf, cap);
    sky_sprawl_free(game);
}

/* A card typed off the deck that the deck cannot give. */
static int explain(const struct tool_play *p, const char *text, char *buf, size_t cap)
{
    int card;

    if (sky_game_to_move(p->game) != SKY_ECHANCE)
        return 0;
    if (tool_parse_int(text + (text[0] == '+'), 1, SKY_SPRAWL_CARDS, &card) < 0)
        snprintf(buf, cap, "expected a card number, 1 to %d", SKY_SPRAWL_CARDS);
    else
        snprintf(buf, cap, "card %d is already off the deck", card);
    return 1;
}

static int set_variant(struct tool_play_config *c, const char *value)
{
    int v = variant_from_name(value);

    if (v < 0 && tool_parse_int(value, 0, 2, &v) < 0)
        return tool_usage_error("--variant: expected standard, easier or harder, not '%s'",
                                value);
    return tool_play_add_option(c, "variant", v);
}

static int set_deck(struct tool_play_config *c, const char *value)
{
    (void)value;
    c->typed_chance = 1;
    return 0;
}

static const struct tool_play_flag flags[] = {
    { "--variant", "standard|easier|harder", "the scoring variant (SP-10; or 0, 1, 2)",
      set_variant },
    { "--deck", NULL, "type each card as it comes off a real deck", set_deck },
    { NULL, NULL, NULL, NULL }
};

static const struct tool_play_command commands[] = {
    { "hint", "hint            the advisor's placement", hint_command },
    { "card", "card [N...]     cards N drawn with their rules (none: the scoring cards)",
      card_command },
    { NULL, NULL, NULL }
};

/* ---- score ------------------------------------------------------------------- */

struct score_config {
    const char *path;
    int cards[3];
    int have_cards;
    int variant;
};

/* "3,9,14": three different card numbers. */
static int parse_cards(const char *text, int cards[3])
{
    char *end;
    int i;

    for (i = 0; i < 3; i++) {
        long v;

        if (*text < '0' || *text > '9')
            return -1;
        v = strtol(text, &end, 10);
        if (v < 1 || v > SKY_SPRAWL_CARDS || *end != (i < 2 ? ',' : '\0'))
            return -1;
        cards[i] = (int)v;
        text = end + (i < 2);
    }
    return cards[0] != cards[1] && cards[0] != cards[2] && cards[1] != cards[2] ? 0 : -1;
}

static int parse_score_args(struct tool_args *args, struct score_config *c)
{
    const char *v;
    int rc;

    memset(c, 0, sizeof *c);
    while (args->next < args->argc) {
        if ((rc = tool_option(args, "--cards", &v)) == 1) {
            if (parse_cards(v, c->cards) < 0)
                return tool_usage_error("--cards: expected three different cards 1-18 "
                                        "such as 3,9,14, not '%s'", v);
            c->have_cards = 1;
        } else if (rc == 0 && (rc = tool_option(args, "--variant", &v)) == 1) {
            if ((c->variant = variant_from_name(v)) < 0)
                return tool_usage_error("--variant: expected standard, easier or harder, "
                                        "not '%s'", v);
        } else if (rc == 0 && !c->path && (args->argv[args->next][0] != '-'
                                            || strcmp(args->argv[args->next], "-") == 0)) {
            c->path = args->argv[args->next++];
        } else if (rc == 0) {
            return tool_usage_error("sprawl score: unexpected argument '%s'",
                                    args->argv[args->next]);
        } else {
            return rc;
        }
    }
    if (!c->path)
        return tool_usage_error("sprawl score: expected a grid FILE ('-' for stdin)");
    return 0;
}

/* Line and column of a byte offset, for messages. */
static void line_of(const char *text, size_t offset, int *line, int *col)
{
    size_t i;

    *line = 1;
    *col = 1;
    for (i = 0; i < offset && text[i]; i++) {
        if (text[i] == '\n') {
            ++*line;
            *col = 1;
        } else {
            ++*col;
        }
    }
}

static int read_grid(const char *path, sky_sprawl_block *grid, int *rows, int *cols)
{
    char *text;
    size_t len, offset = 0;
    int rc, line, col;

    if (tool_read_file(path, &text, &len) < 0)
        return -1;
    rc = strlen(text) == len
       ? sky_sprawl_grid_read(text, grid, SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE,
                              rows, cols, &offset)
       : SKY_EPARSE;
    if (rc < 0) {
        size_t n = strcspn(text + offset, " \t\r\n");

        line_of(text, offset, &line, &col);
        if (n == 0)
            tool_error("%s:%d:%d: %s (a row too short, or no rows)", path, line, col,
                       sky_strerror(rc));
        else
            tool_error("%s:%d:%d: %s (at '%.*s')", path, line, col, sky_strerror(rc),
                       (int)(n < 20 ? n : 20), text + offset);
    }
    free(text);
    return rc < 0 ? -1 : 0;
}

static void print_base(const sky_sprawl_tally *t, int blocks)
{
    int z;

    printf("blocks: %d\n", blocks);
    printf("largest groups:");
    for (z = 0; z < 4; z++)
        printf(" %s %d%s", zone_names[z], t->groups[z], z < 3 ? "," : "");
    printf(" -> %+d\n", t->group_points);
    printf("roads: %d -> %+d\n", t->roads, t->road_points);
}

static int count_blocks(const sky_sprawl_block *grid, int cells)
{
    int i, n = 0;

    for (i = 0; i < cells; i++)
        n += grid[i].zone != SKY_SPRAWL_EMPTY;
    return n;
}

/* With the cards: their points, the total and the verdict (SP-10). */
static void print_with_cards(const sky_sprawl_tally *t)
{
    int i;

    for (i = 0; i < 3; i++)
        printf("card %2d %-20s %+d\n", t->cards[i], sky_sprawl_card_name(t->cards[i]),
               t->card_points[i]);
    printf("total %d, target %d: the team %s\n", t->total, t->target,
           t->total >= t->target ? "wins" : "loses");
}

/* Without cards: what each of the 18 would score on this city. */
static int print_every_card(const sky_sprawl_block *grid, int rows, int cols)
{
    int card, points, rc;

    printf("scoring cards (none chosen; each as it would score):\n");
    for (card = 1; card <= SKY_SPRAWL_CARDS; card++) {
        rc = sky_sprawl_card_score(grid, rows, cols, card, &points);
        if (rc < 0)
            return rc;
        printf("card %2d %-20s %+d\n", card, sky_sprawl_card_name(card), points);
    }
    return SKY_OK;
}

static int cmd_score(struct tool_args *args)
{
    static sky_sprawl_block grid[SKY_SPRAWL_MAX_SIDE * SKY_SPRAWL_MAX_SIDE];
    static const int any_cards[3] = { 1, 2, 3 };
    struct score_config c;
    sky_sprawl_tally t;
    int rows, cols, rc = parse_score_args(args, &c);

    if (rc != 0)
        return rc;
    if (read_grid(c.path, grid, &rows, &cols) < 0)
        return TOOL_EXIT_GAME;
    rc = sky_sprawl_score_grid(grid, rows, cols, c.have_cards ? c.cards : any_cards,
                               c.variant, &t);
    if (rc == SKY_OK) {
        printf("%s game, %d x %d cells\n", variant_names[c.variant], rows, cols);
        print_base(&t, count_blocks(grid, rows * cols));
        if (c.have_cards)
            print_with_cards(&t);
        else
            rc = print_every_card(grid, rows, cols);
    }
    if (rc < 0) {
        tool_error("%s: %s", c.path, sky_strerror(rc));
        return TOOL_EXIT_GAME;
    }
    return TOOL_EXIT_OK;
}

static const char score_synopsis[] =
    "skyline sprawl score GRIDFILE [--cards A,B,C]\n"
    "                     [--variant standard|easier|harder]\n";

static const char score_about[] =
    "  Scores a Sprawlopolis city typed in as a grid (GRIDFILE '-' reads\n"
    "  stdin; the format is in sky_sprawl(3)): its groups, roads and, with\n"
    "  --cards, the three scoring cards and the verdict; without, what each\n"
    "  of the 18 cards would score.\n";

int tool_sprawl(struct tool_args *args)
{
    const char *what;

    if (tool_wants_help(args)) {
        tool_put_synopsis(stdout, score_synopsis, 1);
        fputs(score_about, stdout);
        return TOOL_EXIT_OK;
    }
    if (args->next >= args->argc)
        return tool_usage_error("sprawl: expected 'score'");
    what = args->argv[args->next++];
    if (strcmp(what, "score") == 0)
        return cmd_score(args);
    return tool_usage_error("sprawl: unknown command '%s' (expected 'score')", what);
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_sprawl = {
    .command = tool_sprawl,
    .command_synopsis = score_synopsis,
    .demo_options = "players=2",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_GREEDY },
    .demo_nbots = 2,
    .notation = notation,
    .flags = flags,
    .commands = commands,
    .hint = hint,
    .explain = explain,
    .after_picture = draw_hand,
    .bot_name = "advisor",
    .bot_action = advisor_action,
};
