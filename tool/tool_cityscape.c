/*
 * skyline(1): Cityscape's extras for `skyline play cityscape` (play.c):
 * the goals prompt, bots' goals kept hidden, and each round's result
 * side by side.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static const char side_letters[] = "SWNE";

static const char notation[] =
    "A move is a block height 1-5, a file a-d (west to east) and a rank\n"
    "1-4 (south to north), a1 being the south-west corner: 3b2 puts a\n"
    "block of height 3 on b2.\n"
    "Goals are a side and four codes 1-6, one per line from that side's\n"
    "left: S:3562 (or 3562 for the first side due).  1-4 = see exactly\n"
    "that many buildings, 5 = see two of equal height, 6 = the line holds\n"
    "the tallest building in the city.\n";

/* The first legal action's notation: "S:1111" while goals are due. */
static int first_legal(const sky_game *game, char *buf, size_t cap)
{
    int action;

    if (sky_game_legal_actions(game, &action, 1) < 1)
        return -1;
    return sky_game_action_to_string(game, action, buf, cap) < 0 ? -1 : 0;
}

static void hint(const struct tool_play *p, char *buf, size_t cap)
{
    char first[16];

    if (first_legal(p->game, first, sizeof first) == 0 && strchr(first, ':'))
        snprintf(buf, cap, "goals for side %c (four codes 1-6, e.g. 3562)", first[0]);
    else
        snprintf(buf, cap, "a block (e.g. 3b2)");
}

/* A bot's goals stay hidden until the round ends (CS-5). */
static void announce(const struct tool_play *p, int action, char *buf, size_t cap)
{
    char text[16];

    if (sky_game_action_to_string(p->game, action, text, sizeof text) >= 0
        && strchr(text, ':'))
        snprintf(buf, cap, "sets goals for side %c", text[0]);
}

static int tallest(const int city[16])
{
    int i, top = 0;

    for (i = 0; i < 16; i++)
        top = city[i] > top ? city[i] : top;
    return top;
}

/* One side's goals and points in a finished round, line by line. */
static void print_side_result(const struct tool_play *p, const sky_cityscape *game,
                              int round, int side, const int city[16])
{
    char name[24];
    int line, heights[4], codes[4], top = tallest(city);

    sky_cityscape_round_goals(game, round, side, codes);
    printf("  %c (%s): goals %d%d%d%d, points", side_letters[side],
           tool_play_who(p, sky_cityscape_side_owner(game, side), name, sizeof name),
           codes[0], codes[1], codes[2], codes[3]);
    for (line = 0; line < 4; line++) {
        sky_cityscape_line(city, side, line, heights);
        printf(" %d", sky_cityscape_line_score(heights, codes[line], top));
    }
    printf(" = %d\n", sky_cityscape_side_score(city, side, codes));
}

static void round_over(const struct tool_play *p, int round)
{
    sky_cityscape *game = NULL;
    int city[16], scores[4], side, player;
    char name[24], *text;

    if (tool_game_record(p->game, &text) < 0)
        return;
    if (sky_cityscape_read(text, &game, NULL) == SKY_OK) {
        sky_cityscape_round_board(game, round, city);
        sky_cityscape_scores(game, scores, 4);
        printf("\nRound %d of %d is over.\n", round + 1, sky_cityscape_rounds(game));
        for (side = 0; side < 4; side++)
            if (sky_cityscape_side_owner(game, side) >= 0)
                print_side_result(p, game, round, side, city);
        for (player = 0; player < sky_cityscape_players(game); player++)
            printf("  %s: %d this round, %d in all\n",
                   tool_play_who(p, player, name, sizeof name),
                   sky_cityscape_round_score(game, round, player), scores[player]);
    }
    sky_cityscape_free(game);
    free(text);
}

/* The tool's hooks for this game (tool.h). */
const struct tool_game tool_game_cityscape = {
    .demo_options = "players=3",
    .demo_bots = { SKY_BOT_GREEDY, SKY_BOT_RANDOM, SKY_BOT_GREEDY },
    .demo_nbots = 3,
    .notation = notation,
    .hint = hint,
    .announce = announce,
    .round_over = round_over,
};
