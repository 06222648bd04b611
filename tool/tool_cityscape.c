/*
 * skyline(1): `skyline play cityscape`, a person against the built-in
 * bots in the terminal.  Uses the Cityscape calls directly because the
 * person types goals per side and sees rounds end.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define LINE_SIZE 128
#define MAX_ACTIONS (SKY_CITYSCAPE_MAX_ROUNDS * (SKY_CITYSCAPE_BLOCKS + 4))

static const char side_letters[] = "SWNE";

struct play_config {
    int players;
    int seat;
    int rounds;         /* 0 = the library's default (CS-9) */
    int bot;
    uint64_t seed;
};

struct play {
    sky_cityscape *game;
    sky_rng rng;
    struct play_config config;
    int rounds_reported;
    /* Per applied action, oldest first: was it the person's placement? */
    unsigned char persons_move[MAX_ACTIONS];
    size_t actions;
};

/* ---- the command line --------------------------------------------------- */

static int parse_option(struct tool_args *args, struct play_config *c)
{
    const char *v;
    int rc;

    if ((rc = tool_option(args, "--players", &v)) == 1)
        return tool_parse_int(v, 2, 4, &c->players) == 0 ? 0
            : tool_usage_error("--players: expected 2, 3 or 4, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seat", &v)) == 1)
        return tool_parse_int(v, 0, 3, &c->seat) == 0 ? 0
            : tool_usage_error("--seat: expected 0 to 3, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--rounds", &v)) == 1)
        return tool_parse_int(v, 1, SKY_CITYSCAPE_MAX_ROUNDS, &c->rounds) == 0 ? 0
            : tool_usage_error("--rounds: expected 1 to %d, not '%s'",
                               SKY_CITYSCAPE_MAX_ROUNDS, v);
    if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1)
        return tool_parse_seed(v, &c->seed) == 0 ? 0
            : tool_usage_error("--seed: expected a number, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--bot", &v)) == 1) {
        c->bot = tool_bot_from_name(v);
        return c->bot >= 0 ? 0
            : tool_usage_error("--bot: expected random or greedy, not '%s'", v);
    }
    if (rc == 0)
        return tool_usage_error("play cityscape: unknown argument '%s'",
                                args->argv[args->next]);
    return rc;
}

static int parse_config(struct tool_args *args, struct play_config *c)
{
    int rc;

    c->players = 2;
    c->seat = 0;
    c->rounds = 0;
    c->bot = SKY_BOT_GREEDY;
    c->seed = 1;
    while (args->next < args->argc)
        if ((rc = parse_option(args, c)) != 0)
            return rc;
    if (c->seat >= c->players)
        return tool_usage_error("--seat: %d players sit at seats 0 to %d",
                                c->players, c->players - 1);
    return 0;
}

static int new_game(const struct play_config *c, sky_cityscape **game)
{
    sky_cityscape_options o;
    int rc;

    sky_cityscape_options_init(&o, sizeof o);
    o.players = c->players;
    o.rounds = c->rounds;
    rc = sky_cityscape_new(&o, game);
    if (rc < 0)
        tool_error("cannot start the game: %s", sky_strerror(rc));
    return rc;
}

/* ---- the log of actions, for 'undo' -------------------------------------- */

/* Never full: a match ends after rounds x (4 goal settings + 25 blocks). */
static void record_action(struct play *p, int persons_move)
{
    p->persons_move[p->actions++] = (unsigned char)persons_move;
}

/*
 * Takes back actions up to and including the person's last placement:
 * returns 1, or 0 when there is none, or the library's error.
 */
static int undo_persons_move(struct play *p)
{
    size_t i = p->actions;
    int rc;

    while (i > 0 && !p->persons_move[i - 1])
        i--;
    if (i == 0) {
        tool_error("undo: %s", sky_strerror(SKY_ENOUNDO));
        return 0;
    }
    while (p->actions >= i) {
        rc = sky_cityscape_undo(p->game);
        if (rc < 0)
            return rc;
        p->actions--;
    }
    p->rounds_reported = sky_cityscape_round(p->game);
    printf("Took back your last move and the moves after it.\n");
    return 1;
}

/* ---- what the person sees ------------------------------------------------- */

/* "you" or "player 2", into `buf`. */
static const char *who(const struct play *p, int player, char *buf, size_t cap)
{
    if (player == p->config.seat)
        return "you";
    snprintf(buf, cap, "player %d", player);
    return buf;
}

static void print_help(void)
{
    fputs("A move is a block height 1-5, a file a-d (west to east) and a\n"
          "rank 1-4 (south to north), a1 being the south-west corner: 3b2\n"
          "puts a block of height 3 on b2.\n"
          "Goals are four codes 1-6, one per line from your left: 1-4 = see\n"
          "exactly that many buildings, 5 = see two of equal height, 6 = the\n"
          "line holds the tallest building in the city.\n"
          "Commands: moves (list legal moves), undo (take back your last\n"
          "move), help, quit.\n", stdout);
}

static void print_legal_moves(const sky_cityscape *game)
{
    sky_cityscape_move moves[SKY_CITYSCAPE_MAX_MOVES];
    char text[SKY_CITYSCAPE_NOTATION_SIZE];
    int n = sky_cityscape_legal_moves(game, moves, SKY_CITYSCAPE_MAX_MOVES);
    int i;

    for (i = 0; i < n; i++) {
        sky_cityscape_move_to_string(moves[i], text, sizeof text);
        /* One row per block height. */
        printf("%s%s", text,
               i + 1 == n || moves[i + 1].height != moves[i].height ? "\n" : " ");
    }
}

static int tallest(const int city[16])
{
    int i, top = 0;

    for (i = 0; i < 16; i++)
        top = city[i] > top ? city[i] : top;
    return top;
}

/* One side's goals and points in a finished round, line by line. */
static void print_side_result(const struct play *p, int round, int side,
                              const int city[16])
{
    char name[24];
    int line, heights[4], codes[4], top = tallest(city);

    sky_cityscape_round_goals(p->game, round, side, codes);
    printf("  %c (%s): goals %d%d%d%d, points", side_letters[side],
           who(p, sky_cityscape_side_owner(p->game, side), name, sizeof name),
           codes[0], codes[1], codes[2], codes[3]);
    for (line = 0; line < 4; line++) {
        sky_cityscape_line(city, side, line, heights);
        printf(" %d", sky_cityscape_line_score(heights, codes[line], top));
    }
    printf(" = %d\n", sky_cityscape_side_score(city, side, codes));
}

static void report_round(const struct play *p, int round)
{
    int city[16], scores[4], side, player;
    char name[24];

    sky_cityscape_round_board(p->game, round, city);
    sky_cityscape_scores(p->game, scores, 4);
    printf("\nRound %d of %d is over.\n", round + 1,
           sky_cityscape_rounds(p->game));
    for (side = 0; side < 4; side++)
        if (sky_cityscape_side_owner(p->game, side) >= 0)
            print_side_result(p, round, side, city);
    for (player = 0; player < p->config.players; player++)
        printf("  %s: %d this round, %d in all\n",
               who(p, player, name, sizeof name),
               sky_cityscape_round_score(p->game, round, player), scores[player]);
}

/* Reports every round that ended since the last report. */
static void report_rounds(struct play *p)
{
    int round = sky_cityscape_round(p->game);

    while (p->rounds_reported < round)
        report_round(p, p->rounds_reported++);
}

static void print_result(const struct play *p)
{
    int scores[4];
    unsigned mask = 0;

    sky_cityscape_scores(p->game, scores, 4);
    printf("\nThe match is over.\n");
    tool_print_cityscape(stdout, p->game, p->config.seat);
    tool_print_scores(stdout, "Final scores", scores, p->config.players);
    sky_cityscape_winners(p->game, &mask);
    tool_print_winners(stdout, mask, p->config.players);
    if (mask & (1u << p->config.seat))
        printf("You win%s!\n", mask != (1u << p->config.seat) ? " a share" : "");
}

/* ---- the person's input ----------------------------------------------------- */

/* "3562" or "3 5 6 2": four digits, blanks between them allowed. */
static int parse_codes(const char *text, int codes[4])
{
    int n = 0;

    for (; *text; text++) {
        if (*text == ' ' || *text == '\t')
            continue;
        if (*text < '0' || *text > '9' || n == 4)
            return -1;
        codes[n++] = *text - '0';
    }
    return n == 4 ? 0 : -1;
}

static enum tool_step persons_goals(struct play *p, int side)
{
    char prompt[96], line[LINE_SIZE];
    sky_cityscape_move goals = { 0 };
    enum tool_step step;
    int rc;

    goals.side = side;
    snprintf(prompt, sizeof prompt, "Goals for side %c, lines 0-3 from your "
             "left (four codes 1-6, e.g. 3562): ", side_letters[side]);
    while ((step = tool_ask(prompt, line, sizeof line, print_help)) == TOOL_STEP_GO_ON) {
        if (strcmp(line, "undo") == 0) {
            rc = undo_persons_move(p);
            if (rc == 0)
                continue;
            return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
        }
        if (parse_codes(line, goals.codes) < 0) {
            tool_error("%s: %s; type four codes such as 3562", line,
                       sky_strerror(SKY_EPARSE));
            continue;
        }
        rc = sky_cityscape_play(p->game, p->config.seat, goals);
        if (rc == SKY_OK) {
            record_action(p, 0);
            return TOOL_STEP_GO_ON;
        }
        tool_error("%s: %s", line, sky_strerror(rc));
    }
    return step;
}

/* Handles one line at the move prompt; TOOL_STEP_GO_ON with *done once played. */
static enum tool_step persons_line(struct play *p, const char *line, int *done)
{
    sky_cityscape_move move;
    int rc;

    if (strcmp(line, "moves") == 0) {
        print_legal_moves(p->game);
        return TOOL_STEP_GO_ON;
    }
    if (strcmp(line, "undo") == 0) {
        rc = undo_persons_move(p);
        *done = rc > 0;
        return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
    }
    rc = sky_cityscape_move_from_string(line, &move);
    if (rc == SKY_OK)
        rc = sky_cityscape_play(p->game, p->config.seat, move);
    if (rc < 0) {
        tool_error("%s: %s", line, sky_strerror(rc));
        return TOOL_STEP_GO_ON;
    }
    record_action(p, 1);
    *done = 1;
    return TOOL_STEP_GO_ON;
}

static enum tool_step persons_move(struct play *p)
{
    char line[LINE_SIZE];
    enum tool_step step;
    int done = 0;

    putchar('\n');
    if (tool_print_cityscape(stdout, p->game, p->config.seat) < 0)
        return TOOL_STEP_FAILED;
    while (!done) {
        step = tool_ask("Your move (e.g. 3b2; 'moves', 'undo', 'help', 'quit'): ",
                        line, sizeof line, print_help);
        if (step == TOOL_STEP_GO_ON)
            step = persons_line(p, line, &done);
        if (step != TOOL_STEP_GO_ON)
            return step;
    }
    return TOOL_STEP_GO_ON;
}

/* ---- the bots --------------------------------------------------------------- */

/* The bot's move for the player to move: goals or a placement. */
static enum tool_step bots_turn(struct play *p, int player)
{
    sky_cityscape_move move;
    char text[SKY_CITYSCAPE_NOTATION_SIZE];
    int rc = sky_cityscape_bot_move(p->game, p->config.bot, &p->rng, &move);

    if (rc == SKY_OK)
        rc = sky_cityscape_play(p->game, player, move);
    if (rc < 0) {
        tool_error("bot move: %s", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    record_action(p, 0);
    if (move.height == 0) {
        printf("Player %d has set goals for side %c.\n", player,
               side_letters[move.side]);
        return TOOL_STEP_GO_ON;
    }
    sky_cityscape_move_to_string(move, text, sizeof text);
    printf("Player %d plays %s.\n", player, text);
    return TOOL_STEP_GO_ON;
}

/* ---- the loop ------------------------------------------------------------------ */

/* The first side in play still without goals this round, or -1
 * (whether goals are set is public). */
static int side_without_goals(const struct play *p)
{
    int side, codes[4];

    for (side = 0; side < 4; side++)
        if (sky_cityscape_goals(p->game, side, p->config.seat, codes) == SKY_ENOGOALS)
            return side;
    return -1;
}

static enum tool_step step(struct play *p)
{
    int player = sky_cityscape_to_move(p->game), side;

    if (player < 0) {
        tool_error("nobody is to move: %s", sky_strerror(player));
        return TOOL_STEP_FAILED;
    }
    if (player != p->config.seat)
        return bots_turn(p, player);
    if (sky_cityscape_phase(p->game) == SKY_CITYSCAPE_PHASE_BUILD)
        return persons_move(p);
    side = side_without_goals(p);
    if (side < 0) {
        tool_error("no side is waiting for goals");
        return TOOL_STEP_FAILED;
    }
    return persons_goals(p, side);
}

static int play_match(struct play *p)
{
    enum tool_step s = TOOL_STEP_GO_ON;

    printf("Cityscape: you are player %d of %d, against %s bots (seed %llu).\n"
           "Type 'help' at any prompt for the notation.\n",
           p->config.seat, p->config.players, tool_bot_name(p->config.bot),
           (unsigned long long)p->config.seed);
    while (s == TOOL_STEP_GO_ON && !sky_cityscape_is_over(p->game)) {
        s = step(p);
        report_rounds(p);
    }
    if (s == TOOL_STEP_GO_ON)
        print_result(p);
    else if (s == TOOL_STEP_QUIT)
        printf("You left the game.\n");
    return s == TOOL_STEP_GO_ON || s == TOOL_STEP_QUIT ? TOOL_EXIT_OK : TOOL_EXIT_GAME;
}

int tool_play_cityscape(struct tool_args *args)
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
        rc = play_match(p);
    }
    sky_cityscape_free(p->game);
    free(p);
    return rc;
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_cityscape = {
    .play = tool_play_cityscape,
    .command = NULL,
    .put_picture = NULL,
    .demo_options = "players=3",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY },
    .demo_nbots = 3,
};
