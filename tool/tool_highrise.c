/*
 * skyline(1): Skyline's (the dice game's) extras for `skyline play
 * highrise` (play.c): --dice for real dice, the phase in the prompt, the
 * library's explanation of a refused step, and the solo advisor.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static const char notation[] =
    "Dice are G (ground floor), U (upper floor), P (penthouse), each with a\n"
    "face L, M, H (Low-, Mid-, High-Rise) or - (blank); a column is named by\n"
    "the number of dice it has.  Steps:\n"
    "  TGUP        take those three dice from the Yard     D   take the District\n"
    "  bGM         build a ground floor: a new Mid-Rise\n"
    "  bUM>2       build that die on your Mid-Rise of 2 dice\n"
    "  aP-         abandon a die to the District (not solo)\n"
    "  xP-/M2  xP-/[M4]  xUL   demolish with a column, a tile; more dice\n"
    "  rUL  roll   pick up a die to re-roll; roll the dice picked up\n"
    "  resign      end your turn\n"
    "A roll typed in (--dice, --keep) is a die's kind and face, G=M, or its\n"
    "face alone for the die rolled next: 'M L -' for three dice.\n";

/* The game as the library's own object, for what the generic layer lacks. */
static sky_highrise *module_game(const struct tool_play *p)
{
    sky_highrise *game = NULL;
    char *text;

    if (tool_game_record(p->game, &text) < 0)
        return NULL;
    if (sky_highrise_read(text, &game, NULL) < 0)
        game = NULL;
    free(text);
    return game;
}

static const char *phase_hint(int phase)
{
    switch (phase) {
    case SKY_HIGHRISE_PHASE_TAKE: return "take dice (e.g. TGUP, D)";
    case SKY_HIGHRISE_PHASE_RESOLVE: return "build, abandon or demolish a die (e.g. bGM)";
    case SKY_HIGHRISE_PHASE_ACTION: return "more dice, re-roll (rUL) or resign";
    default: return "more dice to re-roll, or roll";
    }
}

static void hint(const struct tool_play *p, char *buf, size_t cap)
{
    static const char *const kinds[] = { "ground floor", "upper floor", "penthouse" };
    sky_highrise *game = module_game(p);
    int k, awaiting = 0, first = 0;

    if (!game)
        return;
    if (sky_game_to_move(p->game) != SKY_ECHANCE) {
        snprintf(buf, cap, "%s", phase_hint(sky_highrise_phase(game)));
    } else {
        for (k = 2; k >= 0; k--)
            if (sky_highrise_active(game, k, SKY_HIGHRISE_UNROLLED) > 0) {
                awaiting += sky_highrise_active(game, k, SKY_HIGHRISE_UNROLLED);
                first = k;
            }
        snprintf(buf, cap, "roll %d %s (L, M, H or -) for the %s%s", awaiting,
                 awaiting == 1 ? "face" : "faces", kinds[first],
                 awaiting > 1 ? " die first" : " die");
    }
    sky_highrise_free(game);
}

/* The library's sentence for a step, as sky_highrise_explain() gives it. */
static int explain_step(const struct tool_play *p, const char *text, char *buf,
                        size_t cap)
{
    sky_highrise *game;
    sky_highrise_move m;
    int rc;

    buf[0] = '\0';
    if (sky_highrise_move_from_string(text, &m) < 0 || !(game = module_game(p)))
        return -1;
    rc = sky_highrise_explain(game, sky_highrise_to_move(game), m, buf, cap);
    sky_highrise_free(game);
    return rc;
}

static int explain(const struct tool_play *p, const char *text, char *buf, size_t cap)
{
    char roll[8], first[16];
    int action;

    /* A face alone is short for the die rolled next (the outcomes' kind). */
    if (sky_game_to_move(p->game) == SKY_ECHANCE && strlen(text) == 1
        && sky_game_legal_actions(p->game, &action, 1) >= 1
        && sky_game_action_to_string(p->game, action, first, sizeof first) >= 0) {
        snprintf(roll, sizeof roll, "%c=%s", first[0], text);
        text = roll;
    }
    buf[0] = '\0';
    return explain_step(p, text, buf, cap) < 0 && buf[0];
}

static void why(struct tool_play *p, const char *arg)
{
    char text[SKY_HIGHRISE_EXPLAIN_SIZE];
    int rc = arg ? explain_step(p, arg, text, sizeof text) : -1;

    if (!arg)
        tool_error("why: which step?");
    else if (rc >= 0)
        printf("%s: %s\n", arg, text);
    else
        tool_error("%s: %s", arg, text[0] ? text : sky_strerror(SKY_EPARSE));
}

static void advise(struct tool_play *p, const char *arg)
{
    char text[SKY_HIGHRISE_NOTATION_SIZE];
    sky_highrise *game = module_game(p);
    sky_highrise_move m;
    double expected;
    int rc = game ? sky_highrise_advise(game, NULL, &m, &expected) : SKY_ENOMEM;

    (void)arg;
    sky_highrise_free(game);
    if (rc < 0) {
        tool_error("advise: %s", rc == SKY_EINVAL ? "the advisor plays the solo game only"
                   : rc == SKY_ECHANCE ? "nothing to decide while dice await their faces"
                   : sky_strerror(rc));
        return;
    }
    sky_highrise_move_to_string(m, text, sizeof text);
    printf("The advisor plays %s, expecting %.1f points in the end.\n", text, expected);
}

static int set_dice(struct tool_play_config *c, const char *value)
{
    (void)value;
    c->typed_chance = 1;
    return 0;
}

static const struct tool_play_flag flags[] = {
    { "--dice", NULL, "type the faces of real dice for every roll", set_dice },
    { NULL, NULL, NULL, NULL }
};

static const struct tool_play_command commands[] = {
    { "why", "why STEP        why STEP is legal or not, in the rules' words", why },
    { "advise", "advise          the advisor's step (solo)", advise },
    { NULL, NULL, NULL }
};

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_highrise = {
    .demo_options = "players=3",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY },
    .demo_nbots = 3,
    .notation = notation,
    .flags = flags,
    .commands = commands,
    .hint = hint,
    .explain = explain,
};
