/*
 * skyline(1): `skyline play highrise`, Skyline (the dice game) in the
 * terminal: a person against the built-in players, or (--keep) the
 * score keeper of a game played with real dice at a table.
 *
 * Every decision is a step in the notation of sky_highrise(3) ("TGUP",
 * "bUM>2", "rP-", "roll", "resign").  Rolls are chance events, played
 * by the chance player: drawn by the game's seeded generator
 * (sky_highrise_draw()), or with --dice typed in as the faces of real
 * dice and played as SKY_ECHANCE's steps.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define LINE_SIZE 256

struct play_config {
    int players;
    int seat;           /* the person's seat; -1 with --keep: every seat */
    int rounds;         /* 0 = 9 (HR-17) */
    int bot;
    int typed_dice;     /* --dice: the person types every roll */
    uint64_t seed;
};

struct play {
    sky_highrise *game;
    sky_rng rng;
    struct play_config config;
    /* Per step played, oldest first: did the person decide it? */
    unsigned char *persons;
    size_t steps, cap;
};

/* ---- the command line ---------------------------------------------------- */

static int parse_option(struct tool_args *args, struct play_config *c)
{
    const char *v;
    int rc;

    if ((rc = tool_option(args, "--players", &v)) == 1)
        return tool_parse_int(v, 1, SKY_HIGHRISE_MAX_PLAYERS, &c->players) == 0 ? 0
            : tool_usage_error("--players: expected 1 to 4, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seat", &v)) == 1)
        return tool_parse_int(v, 0, 3, &c->seat) == 0 ? 0
            : tool_usage_error("--seat: expected 0 to 3, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--rounds", &v)) == 1)
        return tool_parse_int(v, 1, SKY_HIGHRISE_ROUNDS, &c->rounds) == 0 ? 0
            : tool_usage_error("--rounds: expected 1 to 9, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1)
        return tool_parse_seed(v, &c->seed) == 0 ? 0
            : tool_usage_error("--seed: expected a number, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--bot", &v)) == 1) {
        c->bot = tool_bot_from_name(v);
        return c->bot >= 0 ? 0
            : tool_usage_error("--bot: expected random or greedy, not '%s'", v);
    }
    if (rc != 0)
        return rc;
    if (strcmp(args->argv[args->next], "--dice") == 0) {
        c->typed_dice = 1;
        args->next++;
        return 0;
    }
    if (strcmp(args->argv[args->next], "--keep") == 0) {
        c->seat = -1;
        c->typed_dice = 1;
        args->next++;
        return 0;
    }
    return tool_usage_error("play highrise: unknown argument '%s'", args->argv[args->next]);
}

static int parse_config(struct tool_args *args, struct play_config *c)
{
    int rc;

    c->players = 2;
    c->seat = 0;
    c->rounds = 0;
    c->bot = SKY_BOT_GREEDY;
    c->typed_dice = 0;
    c->seed = 1;
    while (args->next < args->argc)
        if ((rc = parse_option(args, c)) != 0)
            return rc;
    if (c->seat >= c->players)
        return tool_usage_error("--seat: %d players sit at seats 0 to %d", c->players,
                                c->players - 1);
    return 0;
}

static int new_game(const struct play_config *c, sky_highrise **game)
{
    sky_highrise_options o;
    int rc;

    sky_highrise_options_init(&o, sizeof o);
    o.players = c->players;
    o.rounds = c->rounds;
    o.seed = c->seed;
    rc = sky_highrise_new(&o, game);
    if (rc < 0)
        tool_error("cannot start the game: %s", sky_strerror(rc));
    return rc;
}

/* ---- what the person sees ---------------------------------------------------- */

static int persons_seat(const struct play *p, int player)
{
    return p->config.seat < 0 || player == p->config.seat;
}

static int print_game(const sky_highrise *game)
{
    char probe[1];
    int len = sky_highrise_render(game, SKY_VIEW_ALL, probe, 0);
    char *buf = len < 0 ? NULL : malloc((size_t)len + 1);

    if (!buf)
        return len < 0 ? len : SKY_ENOMEM;
    sky_highrise_render(game, SKY_VIEW_ALL, buf, (size_t)len + 1);
    fputs(buf, stdout);
    free(buf);
    return SKY_OK;
}

static void print_help(void)
{
    fputs("Dice are G (ground floor), U (upper floor), P (penthouse), each with a\n"
          "face L, M, H (Low-, Mid-, High-Rise) or - (blank); a column is named by\n"
          "the number of dice it has.  Steps:\n"
          "  TGUP        take those three dice from the Yard     D   take the District\n"
          "  bGM         build a ground floor: a new Mid-Rise\n"
          "  bUM>2       build that die on your Mid-Rise of 2 dice\n"
          "  aP-         abandon a die to the District (not solo)\n"
          "  xP-/M2  xP-/[M4]  xUL   demolish with a column, a tile; more dice\n"
          "  rUL  roll   pick up a die to re-roll; roll the dice picked up\n"
          "  resign      end your turn\n"
          "Rolling real dice (--dice): type the faces, e.g. 'M L -', in the order\n"
          "asked (ground floors, upper floors, penthouses).\n"
          "Commands: moves (legal steps), why STEP (explain a step), show (the\n"
          "game), advise (solo: the advisor's step), undo, help, quit.\n", stdout);
}

static void print_legal_moves(const sky_highrise *game)
{
    sky_highrise_move moves[SKY_HIGHRISE_MAX_MOVES];
    char text[SKY_HIGHRISE_NOTATION_SIZE];
    int n = sky_highrise_legal_moves(game, moves, SKY_HIGHRISE_MAX_MOVES), i;

    for (i = 0; i < n && i < SKY_HIGHRISE_MAX_MOVES; i++) {
        sky_highrise_move_to_string(moves[i], text, sizeof text);
        printf("%s%s", text, (i + 1) % 12 == 0 || i + 1 == n ? "\n" : " ");
    }
}

static void explain(const sky_highrise *game, int player, const char *line)
{
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    sky_highrise_move m;
    int rc = sky_highrise_move_from_string(line, &m);

    if (rc < 0) {
        tool_error("%s: %s; type 'help' for the notation", line, sky_strerror(rc));
        return;
    }
    rc = sky_highrise_explain(game, player, m, why, sizeof why);
    if (rc < 0)
        tool_error("%s: %s", line, why);
    else
        printf("%s: %s\n", line, why);
}

static void print_advice(const sky_highrise *game)
{
    char text[SKY_HIGHRISE_NOTATION_SIZE];
    sky_highrise_move m;
    double expected;
    int rc = sky_highrise_advise(game, NULL, &m, &expected);

    if (rc < 0) {
        tool_error("advise: %s", rc == SKY_EINVAL ? "the advisor plays the solo game only"
                                 : rc == SKY_ECHANCE ? "nothing to decide while dice await their faces"
                                 : sky_strerror(rc));
        return;
    }
    sky_highrise_move_to_string(m, text, sizeof text);
    printf("The advisor plays %s, expecting %.1f points in the end.\n", text, expected);
}

static void print_result(const struct play *p)
{
    int scores[SKY_HIGHRISE_MAX_PLAYERS];
    unsigned mask = 0;

    printf("\nThe game is over.\n");
    print_game(p->game);
    sky_highrise_scores(p->game, scores, SKY_HIGHRISE_MAX_PLAYERS);
    tool_print_scores(stdout, "Final scores", scores, p->config.players);
    sky_highrise_winners(p->game, &mask);
    tool_print_winners(stdout, mask, p->config.players);
}

/* ---- the log of steps, for 'undo' ---------------------------------------------- */

static int record_step(struct play *p, int persons)
{
    if (p->steps == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 256;
        unsigned char *bigger = realloc(p->persons, cap);

        if (!bigger)
            return SKY_ENOMEM;
        p->persons = bigger;
        p->cap = cap;
    }
    p->persons[p->steps++] = (unsigned char)persons;
    return SKY_OK;
}

/* Takes back the person's last decision and every step after it. */
static int undo_persons_step(struct play *p)
{
    size_t i = p->steps;
    int rc;

    while (i > 0 && !p->persons[i - 1])
        i--;
    if (i == 0) {
        tool_error("undo: %s", sky_strerror(SKY_ENOUNDO));
        return 0;
    }
    while (p->steps >= i) {
        if ((rc = sky_highrise_undo(p->game)) < 0)
            return rc;
        p->steps--;
    }
    printf("Took back your last step and the steps after it.\n");
    return 1;
}

/* ---- the person's input ----------------------------------------------------------- */

/* Commands that change nothing; 1 if `line` was one. */
static int query(const struct play *p, const char *line)
{
    int player = sky_highrise_to_move(p->game);

    if (strcmp(line, "moves") == 0)
        print_legal_moves(p->game);
    else if (strcmp(line, "show") == 0)
        print_game(p->game);
    else if (strcmp(line, "advise") == 0)
        print_advice(p->game);
    else if (strncmp(line, "why ", 4) == 0)
        explain(p->game, player, line + 4);
    else
        return 0;
    return 1;
}

/* Plays a step the person typed; a refused one is explained. */
static enum tool_step persons_line(struct play *p, const char *line, int *done)
{
    int player = sky_highrise_to_move(p->game), rc;
    sky_highrise_move m;

    if (query(p, line))
        return TOOL_STEP_GO_ON;
    if (strcmp(line, "undo") == 0) {
        rc = undo_persons_step(p);
        *done = rc > 0;
        return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
    }
    rc = sky_highrise_move_from_string(line, &m);
    if (rc == SKY_OK)
        rc = sky_highrise_play(p->game, player, m);
    if (rc == SKY_EPARSE) {
        tool_error("%s: %s; type 'help' for the notation", line, sky_strerror(rc));
        return TOOL_STEP_GO_ON;
    }
    if (rc < 0) {
        explain(p->game, player, line);
        return TOOL_STEP_GO_ON;
    }
    *done = 1;
    return record_step(p, 1) < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
}

static const char *phase_prompt(int phase)
{
    switch (phase) {
    case SKY_HIGHRISE_PHASE_TAKE: return "take dice (e.g. TGUP, D)";
    case SKY_HIGHRISE_PHASE_RESOLVE: return "build, abandon or demolish a die (e.g. bGM)";
    case SKY_HIGHRISE_PHASE_ACTION: return "more dice, re-roll (rUL) or resign";
    default: return "more dice to re-roll, or roll";
    }
}

static enum tool_step persons_step(struct play *p)
{
    char line[LINE_SIZE], prompt[128];
    enum tool_step step;
    int done = 0;

    snprintf(prompt, sizeof prompt, "Player %d, %s: ", sky_highrise_to_move(p->game),
             phase_prompt(sky_highrise_phase(p->game)));
    while (!done) {
        step = tool_ask(prompt, line, sizeof line, print_help);
        if (step == TOOL_STEP_GO_ON)
            step = persons_line(p, line, &done);
        if (step != TOOL_STEP_GO_ON)
            return step;
    }
    return TOOL_STEP_GO_ON;
}

/* ---- rolls ---------------------------------------------------------------------------- */

static void print_roll(sky_highrise_move m)
{
    char text[SKY_HIGHRISE_NOTATION_SIZE];

    sky_highrise_move_to_string(m, text, sizeof text);
    printf("  rolled %s\n", text);
}

/* The game's generator draws every die awaiting a face. */
static enum tool_step draw_rolls(struct play *p)
{
    while (sky_highrise_to_move(p->game) == SKY_ECHANCE) {
        sky_highrise_move m;
        int rc = sky_highrise_draw(p->game, &m);

        if (rc < 0 || record_step(p, 0) < 0) {
            tool_error("roll: %s", sky_strerror(rc < 0 ? rc : SKY_ENOMEM));
            return TOOL_STEP_FAILED;
        }
        print_roll(m);
    }
    return TOOL_STEP_GO_ON;
}

/*
 * One face letter (or "G=M") per die, in the order the dice are rolled,
 * each played by the chance player.
 */
static int play_typed_faces(struct play *p, const char *line)
{
    static const char kinds[] = "GUP";
    const char *s = line;

    while (*s && sky_highrise_to_move(p->game) == SKY_ECHANCE) {
        char token[8];
        sky_highrise_move m;
        size_t n = strcspn(s, " \t");
        int rc, kind;

        if (n == 0 || n >= sizeof token) {
            s += n ? n : 1;
            continue;
        }
        memcpy(token, s, n);
        token[n] = '\0';
        s += n;
        kind = sky_highrise_active(p->game, 0, SKY_HIGHRISE_UNROLLED) ? 0
             : sky_highrise_active(p->game, 1, SKY_HIGHRISE_UNROLLED) ? 1 : 2;
        if (n == 1)
            snprintf(token, sizeof token, "%c=%c", kinds[kind], s[-1]);
        rc = sky_highrise_move_from_string(token, &m);
        if (rc == SKY_OK)
            rc = sky_highrise_play(p->game, SKY_ECHANCE, m);
        if (rc < 0) {
            explain(p->game, SKY_ECHANCE, token);
            return 0;
        }
        if (record_step(p, 1) < 0)
            return SKY_ENOMEM;
    }
    return 0;
}

static enum tool_step typed_rolls(struct play *p)
{
    static const char *const kinds[] = { "ground floor", "upper floor", "penthouse" };
    char line[LINE_SIZE], prompt[128];
    enum tool_step step = TOOL_STEP_GO_ON;

    while (step == TOOL_STEP_GO_ON && sky_highrise_to_move(p->game) == SKY_ECHANCE) {
        int k, awaiting = 0, first = -1;

        for (k = 2; k >= 0; k--)
            if (sky_highrise_active(p->game, k, SKY_HIGHRISE_UNROLLED) > 0) {
                awaiting += sky_highrise_active(p->game, k, SKY_HIGHRISE_UNROLLED);
                first = k;
            }
        snprintf(prompt, sizeof prompt, "Roll: %d %s (L, M, H or -) for the %s%s: ",
                 awaiting, awaiting == 1 ? "face" : "faces", kinds[first],
                 awaiting > 1 ? " die first" : " die");
        step = tool_ask(prompt, line, sizeof line, print_help);
        if (step != TOOL_STEP_GO_ON)
            return step;
        if (query(p, line))
            continue;
        if (strcmp(line, "undo") == 0) {
            if (undo_persons_step(p) < 0)
                return TOOL_STEP_FAILED;
            return TOOL_STEP_GO_ON;
        }
        if (play_typed_faces(p, line) < 0)
            return TOOL_STEP_FAILED;
    }
    return step;
}

/* ---- the bots ------------------------------------------------------------------------- */

static enum tool_step bots_step(struct play *p, int player)
{
    char text[SKY_HIGHRISE_NOTATION_SIZE];
    sky_highrise_move m;
    int rc = sky_highrise_bot_move(p->game, p->config.bot, &p->rng, &m);

    if (rc == SKY_OK)
        rc = sky_highrise_play(p->game, player, m);
    if (rc == SKY_OK)
        rc = record_step(p, 0);
    if (rc < 0) {
        tool_error("bot step: %s", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    sky_highrise_move_to_string(m, text, sizeof text);
    printf("Player %d (%s): %s\n", player, tool_bot_name(p->config.bot), text);
    return TOOL_STEP_GO_ON;
}

/* ---- the loop ------------------------------------------------------------------------- */

/* Shows the game when a person's turn starts. */
static void announce_turn(struct play *p, int *last_turn_shown)
{
    int player = sky_highrise_active_player(p->game);
    int turn = sky_highrise_round(p->game) * p->config.players + player;

    if (sky_highrise_phase(p->game) != SKY_HIGHRISE_PHASE_TAKE || turn == *last_turn_shown)
        return;
    *last_turn_shown = turn;
    if (persons_seat(p, player)) {
        putchar('\n');
        print_game(p->game);
    }
}

/* A roll is the chance player's: drawn, or typed with --dice and --keep. */
static enum tool_step step(struct play *p, int *last_turn_shown)
{
    int player = sky_highrise_to_move(p->game);

    announce_turn(p, last_turn_shown);
    if (player == SKY_ECHANCE)
        return p->config.typed_dice ? typed_rolls(p) : draw_rolls(p);
    if (persons_seat(p, player))
        return persons_step(p);
    return bots_step(p, player);
}

static int play_game(struct play *p)
{
    enum tool_step s = TOOL_STEP_GO_ON;
    int last_turn_shown = -1;

    if (p->config.seat < 0)
        printf("Skyline, %d players: keeping score of a game with real dice.\n",
               p->config.players);
    else
        printf("Skyline: you are player %d of %d%s%s (seed %llu).\n", p->config.seat,
               p->config.players, p->config.players > 1 ? ", against " : "",
               p->config.players > 1 ? tool_bot_name(p->config.bot) : "",
               (unsigned long long)p->config.seed);
    printf("Type 'help' at any prompt for the notation.\n");
    while (s == TOOL_STEP_GO_ON && !sky_highrise_is_over(p->game))
        s = step(p, &last_turn_shown);
    if (s == TOOL_STEP_GO_ON)
        print_result(p);
    else if (s == TOOL_STEP_QUIT)
        printf("You left the game.\n");
    return s == TOOL_STEP_GO_ON || s == TOOL_STEP_QUIT ? TOOL_EXIT_OK : TOOL_EXIT_GAME;
}

int tool_play_highrise(struct tool_args *args)
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
    sky_highrise_free(p->game);
    free(p->persons);
    free(p);
    return rc;
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_highrise = {
    .play = tool_play_highrise,
    .command = NULL,
    .put_picture = NULL,
    .demo_options = "players=3",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY },
    .demo_nbots = 3,
};
