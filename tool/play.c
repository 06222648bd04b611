/*
 * skyline(1): `skyline play GAME`, one interactive loop for every game
 * over the generic layer (game.h).  A person plays one seat against the
 * built-in bots, or (--keep) keeps score of a game at a real table:
 * every seat is typed in, and so is every chance outcome.  What a game
 * adds (commands, options, hints) comes from its hooks in tool_<module>.c.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

#define LINE_SIZE 256
#define NOTATION_SIZE 64

/* ---- the command line ------------------------------------------------------ */

const char tool_play_synopsis[] =
    "skyline play GAME [--players N] [--seat K] [--bot NAME] [--seed N]\n"
    "                  [--keep] [--record FILE] [game options]\n";

int tool_play_add_option(struct tool_play_config *c, const char *key, int value)
{
    size_t used = strlen(c->options);
    int n = snprintf(c->options + used, sizeof c->options - used, "%s%s=%d",
                     used ? " " : "", key, value);

    if (n < 0 || (size_t)n >= sizeof c->options - used)
        return tool_usage_error("play: too many options");
    return 0;
}

/* Whether the game's own flag --KEY stands for its table's option KEY. */
static int own_flag(const struct tool_game *hooks, const char *key)
{
    const struct tool_play_flag *f;

    for (f = hooks->flags; f && f->name; f++)
        if (strcmp(f->name + 2, key) == 0)
            return 1;
    return 0;
}

static void print_play_usage(const char *name, const struct tool_game *hooks)
{
    const struct tool_play_flag *f;
    sky_game_type type;
    int k;

    tool_put_synopsis(stdout, tool_play_synopsis, 1);
    if (sky_game_info(sky_game_find(name), &type, sizeof type) != SKY_OK)
        return;
    printf("\n%s (%s):\n"
           "  --seat K        the person's seat, from 0 (default 0)\n"
           "  --bot NAME      random, greedy, search%s%s or search:N: the other seats\n"
           "                  (default greedy; search:N searches N iterations a move)\n"
           "  --seed N        the bots' and the chance draws' generator (default 1)\n"
           "  --keep          keep score at a real table: every seat a person,\n"
           "                  every chance outcome typed in\n"
           "  --record FILE   write the game record (skyline replay FILE) at the end\n",
           type.long_name, type.name, hooks->bot_name ? ", " : "",
           hooks->bot_name ? hooks->bot_name : "");
    for (k = 0; k < type.option_count; k++) {
        int pad = 12 - (int)strlen(type.options[k].key);

        if (own_flag(hooks, type.options[k].key))
            continue;
        printf("  --%s N%*s%s (%d to %d, default %d)\n", type.options[k].key,
               pad > 1 ? pad : 1, "", type.options[k].help, type.options[k].min,
               type.options[k].max, type.options[k].default_value);
    }
    for (f = hooks->flags; f && f->name; f++) {
        int len = (int)strlen(f->name) + (f->value ? 1 + (int)strlen(f->value) : 0);

        printf("  %s%s%s%*s%s\n", f->name, f->value ? " " : "", f->value ? f->value : "",
               len < 15 ? 16 - len : 1, len < 15 ? "" : "\n                  ", f->help);
    }
    printf("Type 'help' at a prompt for the notation and the commands.\n");
}

/* --KEY VALUE for an option of the game's own table (sky_game_info). */
static int game_option(struct tool_args *args, const sky_game_type *type,
                       struct tool_play_config *c)
{
    const char *arg = args->argv[args->next], *v;
    int k, rc, value;

    for (k = 0; k < type->option_count; k++) {
        const sky_game_option *o = &type->options[k];
        char name[64];

        snprintf(name, sizeof name, "--%s", o->key);
        if ((rc = tool_option(args, name, &v)) != 1) {
            if (rc != 0)
                return rc;
            continue;
        }
        if (tool_parse_int(v, o->min, o->max, &value) < 0)
            return tool_usage_error("%s: expected %d to %d, not '%s'", name, o->min,
                                    o->max, v);
        return tool_play_add_option(c, o->key, value);
    }
    return tool_usage_error("play %s: unknown option '%s'; try 'skyline play %s --help'",
                            type->name, arg, type->name);
}

/* One of the game's own flags; 1 if `args` had none of them. */
static int game_flag(struct tool_args *args, const struct tool_game *hooks,
                     struct tool_play_config *c)
{
    const struct tool_play_flag *f;
    const char *v = NULL;
    int rc;

    for (f = hooks->flags; f && f->name; f++) {
        if (!f->value) {
            if (strcmp(args->argv[args->next], f->name) != 0)
                continue;
            args->next++;
            return f->set(c, NULL);
        }
        if ((rc = tool_option(args, f->name, &v)) == 1)
            return f->set(c, v);
        if (rc != 0)
            return rc;
    }
    return 1;
}

static int parse_bot(const struct tool_game *hooks, const char *v,
                     struct tool_bot *bot)
{
    char why[160];

    if (hooks->bot_name && strcmp(v, hooks->bot_name) == 0) {
        bot->bot = TOOL_BOT_EXTRA;
        snprintf(bot->name, sizeof bot->name, "%s", hooks->bot_name);
        return 0;
    }
    if (tool_bot_parse(v, bot, why, sizeof why) == 0)
        return 0;
    if (strchr(v, ':'))
        return tool_usage_error("--bot: %s", why);
    return tool_usage_error("--bot: expected random, greedy, search%s%s or search:N,"
                            " not '%s'", hooks->bot_name ? ", " : "",
                            hooks->bot_name ? hooks->bot_name : "", v);
}

/* The options every game has; 1 if `args` had none of them. */
static int common_option(struct tool_args *args, const struct tool_game *hooks,
                         struct tool_play_config *c)
{
    const char *v;
    int rc;

    if (strcmp(args->argv[args->next], "--keep") == 0) {
        args->next++;
        c->keep = 1;
        return 0;
    }
    if ((rc = tool_option(args, "--seat", &v)) == 1)
        return tool_parse_int(v, 0, SKY_GAME_MAX_PLAYERS - 1, &c->seat) == 0 ? 0
            : tool_usage_error("--seat: expected a seat from 0, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--seed", &v)) == 1)
        return tool_parse_seed(v, &c->seed) == 0 ? 0
            : tool_usage_error("--seed: expected a number, not '%s'", v);
    if (rc == 0 && (rc = tool_option(args, "--bot", &v)) == 1)
        return parse_bot(hooks, v, &c->bot);
    if (rc == 0 && (rc = tool_option(args, "--record", &v)) == 1) {
        c->record = v;
        return 0;
    }
    return rc == 0 ? 1 : rc;
}

static int parse_config(struct tool_args *args, const sky_game_type *type,
                        const struct tool_game *hooks, struct tool_play_config *c)
{
    int rc;

    memset(c, 0, sizeof *c);
    tool_bot_parse("greedy", &c->bot, NULL, 0);
    c->seed = 1;
    while (args->next < args->argc) {
        rc = common_option(args, hooks, c);
        if (rc == 1)
            rc = game_flag(args, hooks, c);
        if (rc == 1)
            rc = game_option(args, type, c);
        if (rc != 0)
            return rc;
    }
    /* Whatever seat was asked for: at a table every seat is typed. */
    if (c->keep) {
        c->seat = -1;
        c->typed_chance = 1;
    }
    return 0;
}

/* ---- what the person sees ---------------------------------------------------- */

const char *tool_play_who(const struct tool_play *p, int player, char *buf,
                          size_t cap)
{
    if (p->config.seat >= 0 && player == p->config.seat)
        return "you";
    snprintf(buf, cap, "player %d", player);
    return buf;
}

static int viewer(const struct tool_play *p)
{
    return p->config.seat >= 0 ? p->config.seat : SKY_VIEW_ALL;
}

static int is_persons(const struct tool_play *p, int player)
{
    if (player == SKY_ECHANCE)
        return p->config.typed_chance;
    return p->config.seat < 0 || player == p->config.seat;
}

static void print_help(const struct tool_play *p)
{
    const struct tool_play_command *c;

    if (p->hooks->notation)
        fputs(p->hooks->notation, stdout);
    printf("Commands:\n"
           "  moves [PREFIX]  the legal moves (those starting with PREFIX)\n"
           "  undo            take back the last move typed here, and the\n"
           "                  bots' moves and chance outcomes after it\n"
           "  show            the game as it stands\n"
           "  save FILE       write the game record (skyline replay FILE)\n"
           "  help, quit\n");
    for (c = p->hooks->commands; c && c->name; c++)
        printf("  %s\n", c->help);
    printf("Several moves on one line are played in turn.%s\n",
           p->config.typed_chance ? "  A chance outcome may be typed as what follows\n"
           "its ':', '=' or '+' (M for G=M, 7 for +7, b2 for 0+b2)." : "");
}

/*
 * Calls `visit` with each legal action and its notation, ascending, until
 * it returns nonzero; SKY_OK or the library's error.
 */
static int each_legal(const sky_game *game,
                      int (*visit)(const char *notation, int action, void *ctx),
                      void *ctx)
{
    int count = sky_game_legal_actions(game, NULL, 0), i;
    int *actions = count > 0 ? malloc((size_t)count * sizeof *actions) : NULL;
    char notation[NOTATION_SIZE];

    if (count <= 0 || !actions) {
        free(actions);
        return count < 0 ? count : count == 0 ? SKY_OK : SKY_ENOMEM;
    }
    sky_game_legal_actions(game, actions, (size_t)count);
    for (i = 0; i < count; i++)
        if (sky_game_action_to_string(game, actions[i], notation, sizeof notation) >= 0
            && visit(notation, actions[i], ctx))
            break;
    free(actions);
    return SKY_OK;
}

struct listing {
    const char *prefix;
    int shown;
};

static int list_move(const char *notation, int action, void *ctx)
{
    struct listing *l = ctx;

    (void)action;
    if (l->prefix && strncmp(notation, l->prefix, strlen(l->prefix)) != 0)
        return 0;
    printf("%s%s", l->shown == 0 ? "" : l->shown % 10 == 0 ? "\n" : " ", notation);
    l->shown++;
    return 0;
}

static void print_moves(const struct tool_play *p, const char *prefix)
{
    struct listing l = { prefix, 0 };
    int rc = each_legal(p->game, list_move, &l);

    if (rc < 0)
        tool_error("moves: %s", sky_strerror(rc));
    printf("%s(%d move%s)\n", l.shown ? "\n" : "", l.shown, l.shown == 1 ? "" : "s");
}

static int show(struct tool_play *p)
{
    int rc;

    putchar('\n');
    p->shown_player = sky_game_to_move(p->game);
    p->unseen = 0;
    rc = tool_print_game(stdout, p->game, viewer(p));
    if (rc == SKY_OK && p->hooks->after_picture && sky_game_to_move(p->game) >= 0)
        p->hooks->after_picture(p);
    return rc;
}

/* ---- the log of actions, for undo ------------------------------------------ */

static int apply(struct tool_play *p, int action, int typed)
{
    int rc;

    if (p->actions == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 256;
        unsigned char *bigger = realloc(p->typed, cap);

        if (!bigger)
            return SKY_ENOMEM;
        p->typed = bigger;
        p->cap = cap;
    }
    rc = sky_game_apply(p->game, action);
    if (rc == SKY_OK) {
        p->typed[p->actions++] = (unsigned char)typed;
        p->unseen = 1;
    }
    return rc;
}

/* Takes back the last typed action and all after it: 1, 0 if none, or an error. */
static int undo(struct tool_play *p)
{
    size_t i = p->actions;
    int rc;

    while (i > 0 && !p->typed[i - 1])
        i--;
    if (i == 0) {
        tool_error("undo: %s", sky_strerror(SKY_ENOUNDO));
        return 0;
    }
    while (p->actions >= i) {
        if ((rc = sky_game_undo(p->game)) < 0)
            return rc;
        p->actions--;
    }
    p->rounds_reported = sky_game_round(p->game);
    p->shown_player = SKY_EOVER;
    p->unseen = 1;
    printf("Took back the last move typed here and the moves after it.\n");
    return 1;
}

/* ---- reading what the person types ------------------------------------------- */

/* What a typed word is matched against, and the first legal action that matches. */
struct search {
    const char *text;
    int action;
    int found;
};

/* `text` ends `notation` right after one of ":=+" ("M" for "G=M"). */
static int is_short_for(const char *notation, int action, void *ctx)
{
    struct search *s = ctx;
    size_t n = strlen(notation), t = strlen(s->text);

    s->found = t > 0 && n > t && strcmp(notation + n - t, s->text) == 0
        && strchr(":=+", notation[n - t - 1]);
    s->action = action;
    return s->found;
}

static int starts_with(const char *notation, int action, void *ctx)
{
    struct search *s = ctx;

    s->found = strncmp(notation, s->text, strlen(s->text)) == 0;
    s->action = action;
    return s->found;
}

/* The legal action `text` is short for, the first if several. */
static int shorthand(const struct tool_play *p, const char *text, int *action)
{
    struct search s = { text, 0, 0 };
    int rc = each_legal(p->game, is_short_for, &s);

    if (rc < 0)
        return rc;
    *action = s.action;
    return s.found ? SKY_OK : SKY_EPARSE;
}

/* A word of letters that no legal move starts with: meant as a command. */
static int looks_like_command(const struct tool_play *p, const char *text)
{
    struct search s = { text, 0, 0 };

    if (strspn(text, "abcdefghijklmnopqrstuvwxyz") != strlen(text))
        return 0;
    return each_legal(p->game, starts_with, &s) == SKY_OK && !s.found;
}

static void refuse(const struct tool_play *p, const char *text, int rc)
{
    char why[256];

    if (p->hooks->explain && p->hooks->explain(p, text, why, sizeof why))
        tool_error("%s: %s", text, why);
    else if (rc == SKY_EPARSE && looks_like_command(p, text))
        tool_error("unknown command '%s': type 'help' for the commands", text);
    else if (rc == SKY_EPARSE)
        tool_error("%s: not a move in this game's notation (%s); type 'help' for "
                   "the notation, 'moves' for the legal moves", text, sky_strerror(rc));
    else
        tool_error("%s: %s", text, sky_strerror(rc));
}

/* Plays one typed move; 1 if played, 0 if refused, or an error. */
static int play_typed(struct tool_play *p, const char *text)
{
    int action, rc = sky_game_action_from_string(p->game, text, &action);

    if (rc == SKY_EPARSE && shorthand(p, text, &action) == SKY_OK)
        rc = SKY_OK;
    if (rc == SKY_OK)
        rc = sky_game_check(p->game, action);
    if (rc == SKY_OK)
        rc = apply(p, action, 1);
    if (rc == SKY_ENOMEM)
        return rc;
    if (rc < 0) {
        refuse(p, text, rc);
        return 0;
    }
    return 1;
}

/* Commands that change nothing, the game's own included; 1 if one ran. */
static int query(struct tool_play *p, const char *word, const char *arg)
{
    const struct tool_play_command *c;

    if (strcmp(word, "moves") == 0 || strcmp(word, "legal") == 0)
        print_moves(p, arg);
    else if (strcmp(word, "show") == 0)
        show(p);
    else if (strcmp(word, "help") == 0)
        print_help(p);
    else if (strcmp(word, "save") == 0 && arg)
        tool_write_record(p->game, arg);
    else if (strcmp(word, "save") == 0)
        tool_error("save: which FILE?");
    else {
        for (c = p->hooks->commands; c && c->name; c++)
            if (strcmp(word, c->name) == 0) {
                c->run(p, arg);
                return 1;
            }
        return 0;
    }
    return 1;
}

/*
 * One line at a prompt: a command, or moves played in turn up to the
 * first refused; *moved once something changed the game.
 */
static enum tool_step persons_line(struct tool_play *p, char *line, int *moved)
{
    char *word = strtok(line, " \t"), *rest = strtok(NULL, "");
    int rc;

    if (rest)
        rest += strspn(rest, " \t");
    if (query(p, word, rest && *rest ? rest : NULL))
        return TOOL_STEP_GO_ON;
    if (strcmp(word, "undo") == 0) {
        rc = undo(p);
        *moved = rc > 0;
        return rc < 0 ? TOOL_STEP_FAILED : TOOL_STEP_GO_ON;
    }
    for (; word; word = strtok(rest, " \t"), rest = NULL) {
        if (sky_game_is_over(p->game)) {
            tool_error("%s: %s", word, sky_strerror(SKY_EOVER));
            break;
        }
        rc = play_typed(p, word);
        if (rc < 0)
            return TOOL_STEP_FAILED;
        if (rc == 0)
            break;
        *moved = 1;
    }
    return TOOL_STEP_GO_ON;
}

static void make_prompt(const struct tool_play *p, int player, char *buf, size_t cap)
{
    char hint[160];

    hint[0] = '\0';
    if (p->hooks->hint)
        p->hooks->hint(p, hint, sizeof hint);
    if (player == SKY_ECHANCE)
        snprintf(buf, cap, "Chance, %s: ", hint[0] ? hint : "the outcome");
    else if (p->config.seat >= 0)
        snprintf(buf, cap, "Your move%s%s: ", hint[0] ? ", " : "", hint);
    else
        snprintf(buf, cap, "Player %d, %s: ", player, hint[0] ? hint : "your move");
}

static enum tool_step persons_turn(struct tool_play *p, int player)
{
    char line[LINE_SIZE], prompt[256];
    enum tool_step step;
    int moved = 0;

    /* A picture when the game changed, but before typed chance outcomes
     * only at the start and after undo (the person just typed them). */
    if (p->unseen && (player != SKY_ECHANCE || p->shown_player == SKY_EOVER)
        && show(p) < 0)
        return TOOL_STEP_FAILED;
    while (!moved) {
        make_prompt(p, player, prompt, sizeof prompt);
        step = tool_ask(prompt, line, sizeof line);
        if (step == TOOL_STEP_GO_ON)
            step = persons_line(p, line, &moved);
        if (step != TOOL_STEP_GO_ON)
            return step;
    }
    return TOOL_STEP_GO_ON;
}

/* ---- the bots and the draws ------------------------------------------------------ */

static enum tool_step machines_turn(struct tool_play *p, int player)
{
    char text[256];
    const struct tool_bot *bot = &p->config.bot;
    int action, rc;
    sky_game_type type;

    if (bot->bot != TOOL_BOT_EXTRA)
        rc = tool_bot_action(bot, p->game, &p->rng, &action);
    else if (player >= 0)
        rc = p->hooks->bot_action(p, &action);
    else
        rc = sky_game_bot_action(p->game, SKY_BOT_RANDOM, &p->rng, &action);
    text[0] = '\0';
    if (rc == SKY_OK && player >= 0 && p->hooks->announce)
        p->hooks->announce(p, action, text, sizeof text);
    if (rc == SKY_OK && !text[0])
        rc = sky_game_action_to_string(p->game, action, text, sizeof text);
    if (rc >= 0)
        rc = apply(p, action, 0);
    if (rc < 0) {
        tool_error("%s: %s", player >= 0 ? "bot" : "chance", sky_strerror(rc));
        return TOOL_STEP_FAILED;
    }
    if (player >= 0)
        printf("Player %d (%s): %s\n", player, bot->name, text);
    /* A drawn outcome may be a secret (a card dealt to a hand). */
    else if (sky_game_info(sky_game_index(p->game), &type, sizeof type) == SKY_OK
             && !type.hidden)
        printf("Chance: %s\n", text);
    return TOOL_STEP_GO_ON;
}

/* ---- the loop --------------------------------------------------------------------- */

static void report_rounds(struct tool_play *p)
{
    int round = sky_game_round(p->game);

    while (p->rounds_reported < round) {
        if (p->hooks->round_over)
            p->hooks->round_over(p, p->rounds_reported);
        else if (!sky_game_is_over(p->game)) {
            printf("Round %d is over.  ", p->rounds_reported + 1);
            tool_print_game_scores(stdout, p->game);
        }
        p->rounds_reported++;
    }
}

static void print_banner(const struct tool_play *p)
{
    sky_game_type type;
    int players = sky_game_players(p->game);

    sky_game_info(sky_game_index(p->game), &type, sizeof type);
    if (p->config.seat < 0)
        printf("%s, %d player%s: keeping score at a table, every seat and every "
               "chance outcome typed in.\n", type.long_name, players,
               players == 1 ? "" : "s");
    else
        printf("%s: you are player %d of %d%s%s (seed %llu)%s.\n", type.long_name,
               p->config.seat, players, players > 1 ? ", against " : "",
               players == 1 ? "" : p->config.bot.name,
               (unsigned long long)p->config.seed,
               p->config.typed_chance && type.chance ? ", chance outcomes typed in" : "");
    printf("Type 'help' at any prompt for the notation and the commands.\n");
}

static void print_result(struct tool_play *p)
{
    unsigned mask = 0;
    unsigned me = p->config.seat >= 0 ? 1u << p->config.seat : 0;

    printf("\nThe game is over.\n");
    tool_print_game(stdout, p->game, SKY_VIEW_ALL);
    tool_print_outcome(stdout, p->game);
    if (me && sky_game_winners(p->game, &mask) == SKY_OK && (mask & me))
        printf("You win%s!\n", mask != me ? " a share" : "");
}

static enum tool_step step(struct tool_play *p)
{
    int player = sky_game_to_move(p->game);

    if (player < 0 && player != SKY_ECHANCE) {
        tool_error("nobody is to move: %s", sky_strerror(player));
        return TOOL_STEP_FAILED;
    }
    return is_persons(p, player) ? persons_turn(p, player) : machines_turn(p, player);
}

static int play_game(struct tool_play *p)
{
    enum tool_step s = TOOL_STEP_GO_ON;

    print_banner(p);
    while (s == TOOL_STEP_GO_ON && !sky_game_is_over(p->game)) {
        s = step(p);
        report_rounds(p);
    }
    if (s == TOOL_STEP_GO_ON)
        print_result(p);
    else if (s == TOOL_STEP_QUIT)
        printf("You left the game.\n");
    if (s != TOOL_STEP_FAILED && p->config.record && tool_write_record(p->game, p->config.record) < 0)
        return TOOL_EXIT_GAME;
    return s == TOOL_STEP_GO_ON || s == TOOL_STEP_QUIT ? TOOL_EXIT_OK : TOOL_EXIT_GAME;
}

static int new_game(struct tool_play *p, const char *name)
{
    int rc = sky_game_new(name, p->config.options, &p->game), players;

    if (rc == SKY_ENOMEM) {
        tool_error("cannot start %s: %s", name, sky_strerror(rc));
        return TOOL_EXIT_GAME;
    }
    if (rc < 0) {   /* options the game refuses: the library says which and why */
        char why[SKY_GAME_EXPLAIN_OPTIONS_SIZE];

        sky_game_explain_options(name, p->config.options, why, sizeof why);
        return tool_usage_error("play %s: %s", name, why);
    }
    players = sky_game_players(p->game);
    if (p->config.seat >= players)
        return tool_usage_error("--seat: %d player%s sit%s at seats 0 to %d", players,
                                players == 1 ? "" : "s", players == 1 ? "s" : "",
                                players - 1);
    sky_rng_seed(&p->rng, p->config.seed);
    p->shown_player = SKY_EOVER;
    p->unseen = 1;
    return 0;
}

int tool_play(struct tool_args *args)
{
    struct tool_play p;
    sky_game_type type;
    const char *name;
    int rc;

    if (args->next < args->argc && args->argv[args->next][0] == '-'
        && tool_wants_help(args)) {
        tool_put_synopsis(stdout, tool_play_synopsis, 1);
        printf("GAME is one of those 'skyline games' lists; "
               "'skyline play GAME --help' for its options.\n");
        return TOOL_EXIT_OK;
    }
    if (args->next >= args->argc)
        return tool_usage_error("play: which game? ('skyline games' lists them)");
    name = args->argv[args->next++];
    memset(&p, 0, sizeof p);
    p.hooks = tool_game_at(sky_game_find(name));
    if (!p.hooks || sky_game_info(sky_game_find(name), &type, sizeof type) != SKY_OK)
        return tool_usage_error("play: no game named '%s' ('skyline games' lists them)",
                                name);
    if (tool_wants_help(args)) {
        print_play_usage(name, p.hooks);
        return TOOL_EXIT_OK;
    }
    rc = parse_config(args, &type, p.hooks, &p.config);
    if (rc == 0)
        rc = new_game(&p, name);
    if (rc == 0)
        rc = play_game(&p);
    sky_game_free(p.game);
    free(p.typed);
    return rc;
}
