/*
 * skyline(1): Sprawlopolis.  `skyline play sprawl` lets a person build
 * the city alone or with bot team-mates, the cards drawn from the seed's
 * deck order or (--deck) typed in as they come off a real deck;
 * `skyline sprawl score FILE` scores a city typed in from a real table.
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

/* ---- play ------------------------------------------------------------------ */

struct play_config {
    int players;
    int seat;
    int variant;
    int bot;                    /* enum sky_bot, or ADVISOR */
    int typed_deck;             /* --deck: the person types every card */
    uint64_t seed;
};

struct play {
    sky_sprawl *game;
    sky_rng rng;
    struct play_config config;
    /* Per action so far: was it the person's placement? (for 'undo') */
    unsigned char persons[ACTIONS];
    int actions;
};

static int parse_bot(const char *v, int *bot)
{
    if (strcmp(v, "advisor") == 0) {
        *bot = ADVISOR;
        return 0;
    }
    *bot = tool_bot_from_name(v);
    return *bot >= 0 ? 0 : -1;
}

static int parse_option(struct tool_args *args, struct play_config *c)
{
    const char *v;
    int rc;

    if ((rc = tool_option(args, "--players", &v)) == 1)
        return tool_parse_int(v, 1, SKY_SPRAWL_MAX_PLAYERS, &c->players) == 0 ? 0
            : tool_usage_error("--players: expected 1 to 4, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seat", &v)) == 1)
        return tool_parse_int(v, 0, SKY_SPRAWL_MAX_PLAYERS - 1, &c->seat) == 0 ? 0
            : tool_usage_error("--seat: expected 0 to 3, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--variant", &v)) == 1)
        return (c->variant = variant_from_name(v)) >= 0 ? 0
            : tool_usage_error("--variant: expected standard, easier or harder, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1)
        return tool_parse_seed(v, &c->seed) == 0 ? 0
            : tool_usage_error("--seed: expected a number, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--bot", &v)) == 1)
        return parse_bot(v, &c->bot) == 0 ? 0
            : tool_usage_error("--bot: expected random, greedy or advisor, not '%s'", v);
    if (rc == 0 && strcmp(args->argv[args->next], "--deck") == 0) {
        c->typed_deck = 1;
        args->next++;
        return 0;
    }
    if (rc == 0)
        return tool_usage_error("play sprawl: unknown argument '%s'", args->argv[args->next]);
    return rc;
}

static int parse_config(struct tool_args *args, struct play_config *c)
{
    int rc;

    c->players = 1;
    c->seat = 0;
    c->variant = SKY_SPRAWL_STANDARD;
    c->bot = SKY_BOT_GREEDY;
    c->typed_deck = 0;
    c->seed = 1;
    while (args->next < args->argc)
        if ((rc = parse_option(args, c)) != 0)
            return rc;
    if (c->seat >= c->players)
        return tool_usage_error("--seat: %d players sit at seats 0 to %d", c->players,
                                c->players - 1);
    return 0;
}

static int new_game(const struct play_config *c, sky_sprawl **game)
{
    sky_sprawl_options o;
    int rc;

    sky_sprawl_options_init(&o, sizeof o);
    o.players = c->players;
    o.variant = c->variant;
    o.seed = c->seed;
    rc = sky_sprawl_new(&o, game);
    if (rc < 0)
        tool_error("cannot start the game: %s", sky_strerror(rc));
    return rc;
}

static int print_picture(const sky_sprawl *game, int viewer)
{
    char probe[1];
    int len = sky_sprawl_render(game, viewer, probe, 0);
    char *buf = len < 0 ? NULL : malloc((size_t)len + 1);

    if (!buf)
        return len < 0 ? len : SKY_ENOMEM;
    len = sky_sprawl_render(game, viewer, buf, (size_t)len + 1);
    if (len >= 0)
        fputs(buf, stdout);
    free(buf);
    return len < 0 ? len : SKY_OK;
}

static void print_help(void)
{
    fputs("The city grows on a grid of blocks: rows grow southward, columns\n"
          "eastward, and the first card covers rows 0-1 and columns 0-1.\n"
          "A move names a card of your hand, 'r' to turn it 180 degrees, and\n"
          "the cell of its top-left block: 12r@-1,2 puts card 12, turned, with\n"
          "its top-left block on row -1, column 2.  A card must cover a block\n"
          "or touch the city along an edge, not only at a corner.\n"
          "Commands: moves (list legal moves), hint (ask the advisor), undo\n"
          "(take back your last move), help, quit.\n"
          "With --deck, type each card as it comes off your real deck: its\n"
          "number, 1 to 18 ('cards' lists those the deck may still hold).\n", stdout);
}

/* One line per card and rotation: its legal offsets. */
static void print_legal_moves(const sky_sprawl *game)
{
    sky_sprawl_move *moves = malloc(SKY_SPRAWL_MAX_MOVES * sizeof *moves);
    char text[SKY_SPRAWL_NOTATION_SIZE];
    int n, i;

    if (!moves) {
        tool_error("%s", sky_strerror(SKY_ENOMEM));
        return;
    }
    n = sky_sprawl_legal_moves(game, moves, SKY_SPRAWL_MAX_MOVES);
    for (i = 0; i < n; i++) {
        int last = i + 1 == n || moves[i + 1].card != moves[i].card
                || moves[i + 1].rotation != moves[i].rotation;

        sky_sprawl_move_to_string(moves[i], text, sizeof text);
        printf("%s%s", text, last ? "\n" : " ");
    }
    free(moves);
}

static void print_hint(struct play *p)
{
    sky_sprawl_move move;
    char text[SKY_SPRAWL_NOTATION_SIZE];
    double expected;
    int rc = sky_sprawl_advise(p->game, &p->rng, &move, &expected);

    if (rc < 0) {
        tool_error("hint: %s", sky_strerror(rc));
        return;
    }
    sky_sprawl_move_to_string(move, text, sizeof text);
    printf("The advisor suggests %s (%s), expecting a final score of %.1f.\n", text,
           sky_sprawl_card_name(move.card), expected);
}

/*
 * Takes back actions, cards off the deck included, up to the person's
 * last placement; 1, 0 if none, or an error.
 */
static int undo_persons_move(struct play *p)
{
    int i = p->actions, rc;

    while (i > 0 && !p->persons[i - 1])
        i--;
    if (i == 0) {
        tool_error("undo: %s", sky_strerror(SKY_ENOUNDO));
        return 0;
    }
    while (p->actions >= i) {
        rc = sky_sprawl_undo(p->game);
        if (rc < 0)
            return rc;
        p->actions--;
    }
    printf("Took back your last move and the moves after it.\n");
    return 1;
}

static enum tool_step persons_line(struct play *p, const char *line, int *done)
{
    sky_sprawl_move move;
    int rc;

    if (strcmp(line, "moves") == 0) {
        print_legal_moves(p->game);
        return TOOL_STEP_GO_ON;
    }
    if (strcmp(line, "hint") == 0) {
        print_hint(p);
        return TOOL_STEP_GO_ON;
    }
    if (strcmp(line, "undo") == 0) {
        rc = undo_persons_move(p);
        *done = rc > 0;
        return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
    }
    rc = sky_sprawl_move_from_string(line, &move);
    if (rc == SKY_OK)
        rc = sky_sprawl_play(p->game, p->config.seat, move);
    if (rc < 0) {
        tool_error("%s: %s", line, sky_strerror(rc));
        return TOOL_STEP_GO_ON;
    }
    p->persons[p->actions++] = 1;
    *done = 1;
    return TOOL_STEP_GO_ON;
}

static enum tool_step persons_move(struct play *p)
{
    char line[LINE_SIZE];
    enum tool_step step;
    int done = 0;

    putchar('\n');
    if (print_picture(p->game, p->config.seat) < 0)
        return TOOL_STEP_FAILED;
    while (!done) {
        step = tool_ask("Your move (e.g. 12r@-1,2; 'moves', 'hint', 'undo', 'help', 'quit'): ",
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
    sky_sprawl_move move;
    char text[SKY_SPRAWL_NOTATION_SIZE];
    int rc = p->config.bot == ADVISOR
           ? sky_sprawl_advise(p->game, &p->rng, &move, NULL)
           : sky_sprawl_bot_move(p->game, p->config.bot, &p->rng, &move);

    if (rc == SKY_OK)
        rc = sky_sprawl_play(p->game, player, move);
    if (rc < 0) {
        tool_error("bot move: %s", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    p->persons[p->actions++] = 0;
    sky_sprawl_move_to_string(move, text, sizeof text);
    printf("Player %d plays %s (%s).\n", player, text, sky_sprawl_card_name(move.card));
    return TOOL_STEP_GO_ON;
}

/* A card off the seed's deck order: the game draws it. */
static enum tool_step drawn_card(struct play *p)
{
    int rc = sky_sprawl_draw(p->game, NULL);

    if (rc < 0) {
        tool_error("draw: %s", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    p->persons[p->actions++] = 0;
    return TOOL_STEP_GO_ON;
}

/* The cards the deck may still hold: the legal outcomes. */
static void print_cards_left(const sky_sprawl *game)
{
    sky_sprawl_move cards[SKY_SPRAWL_CARDS];
    int n = sky_sprawl_legal_moves(game, cards, SKY_SPRAWL_CARDS), i;

    for (i = 0; i < n && i < SKY_SPRAWL_CARDS; i++)
        printf("%d%s", cards[i].card, i + 1 < n ? " " : "\n");
}

/* What the card due is for, in the order of SP-4. */
static void print_card_purpose(const sky_sprawl *game)
{
    int scoring[3], hand[SKY_SPRAWL_HAND], players = sky_sprawl_players(game);
    int dealt = 0, p;

    sky_sprawl_scoring_cards(game, scoring);
    for (p = 0; p < players; p++)
        dealt += sky_sprawl_hand(game, p, SKY_VIEW_ALL, hand);
    if (!scoring[2])
        printf("Card off the deck: a scoring card.\n");
    else if (sky_sprawl_phase(game) == SKY_SPRAWL_PHASE_PLAY)
        printf("Card off the deck: the deck's new top card.\n");
    else if (sky_sprawl_city_size(game) > 0)
        printf("Card off the deck: the deck's face-up top card.\n");
    else if (dealt < players + 2)
        printf("Card off the deck: dealt to player %d.\n", dealt < 3 ? 0 : dealt - 2);
    else
        printf("Card off the deck: the city's first card.\n");
}

/* --deck: the person types the card that came off the real deck. */
static enum tool_step typed_card(struct play *p)
{
    sky_sprawl_move card = { 0, 0, 0, 0 };
    char line[LINE_SIZE];
    enum tool_step step;
    int rc;

    for (;;) {
        print_card_purpose(p->game);
        step = tool_ask("Card (1-18; 'cards', 'undo', 'help', 'quit'): ", line, sizeof line,
                        print_help);
        if (step != TOOL_STEP_GO_ON)
            return step;
        if (strcmp(line, "cards") == 0) {
            print_cards_left(p->game);
            continue;
        }
        if (strcmp(line, "undo") == 0) {
            rc = undo_persons_move(p);
            if (rc < 0)
                return TOOL_STEP_FAILED;
            if (rc > 0)
                return TOOL_STEP_GO_ON;
            continue;
        }
        if (tool_parse_int(line, 1, SKY_SPRAWL_CARDS, &card.card) < 0) {
            tool_error("%s: expected a card number, 1 to 18", line);
            continue;
        }
        rc = sky_sprawl_play(p->game, SKY_ECHANCE, card);
        if (rc == SKY_OK)
            break;
        tool_error("%s: %s", line,
                   rc == SKY_EILLEGAL ? "that card is already off the deck" : sky_strerror(rc));
    }
    p->persons[p->actions++] = 0;
    return TOOL_STEP_GO_ON;
}

static int play_game(struct play *p)
{
    enum tool_step s = TOOL_STEP_GO_ON;
    int who;

    if (p->config.typed_deck)
        printf("Sprawlopolis: you are player %d of %d, the cards typed from your deck. "
               "Type 'help' for the notation.\n", p->config.seat, p->config.players);
    else
        printf("Sprawlopolis: you are player %d of %d (seed %llu). "
               "Type 'help' for the notation.\n",
               p->config.seat, p->config.players, (unsigned long long)p->config.seed);
    while (s == TOOL_STEP_GO_ON && (who = sky_sprawl_to_move(p->game)) != SKY_EOVER) {
        if (who == SKY_ECHANCE)
            s = p->config.typed_deck ? typed_card(p) : drawn_card(p);
        else if (who < 0)
            s = TOOL_STEP_FAILED;
        else
            s = who == p->config.seat ? persons_move(p) : bots_move(p, who);
    }
    if (s == TOOL_STEP_GO_ON) {
        printf("\nThe city is complete.\n");
        if (print_picture(p->game, SKY_VIEW_ALL) < 0)
            s = TOOL_STEP_FAILED;
    } else if (s == TOOL_STEP_QUIT) {
        printf("You left the game.\n");
    }
    return s == TOOL_STEP_GO_ON || s == TOOL_STEP_QUIT ? TOOL_EXIT_OK : TOOL_EXIT_GAME;
}

int tool_play_sprawl(struct tool_args *args)
{
    struct play *p = calloc(1, sizeof *p);
    int rc;

    if (!p) {
        tool_error("%s", sky_strerror(SKY_ENOMEM));
        return TOOL_EXIT_GAME;
    }
    rc = parse_config(args, &p->config);
    if (rc == 0)
        rc = new_game(&p->config, &p->game) < 0 ? TOOL_EXIT_GAME : 0;
    if (rc == 0) {
        sky_rng_seed(&p->rng, p->config.seed);
        rc = play_game(p);
    }
    sky_sprawl_free(p->game);
    free(p);
    return rc;
}

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

int tool_sprawl(struct tool_args *args)
{
    const char *what;

    if (args->next >= args->argc)
        return tool_usage_error("sprawl: expected 'score'");
    what = args->argv[args->next++];
    if (strcmp(what, "score") == 0)
        return cmd_score(args);
    return tool_usage_error("sprawl: unknown command '%s' (expected 'score')", what);
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_sprawl = {
    .play = tool_play_sprawl,
    .command = tool_sprawl,
    .put_picture = NULL,
    .demo_options = "players=2",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_GREEDY },
    .demo_nbots = 2,
};
