/*
 * cityscape_round: one round of four-player Cityscape between the
 * built-in bots, then every line scored with the pure scorers.
 *
 *   cc cityscape_round.c $(pkg-config --cflags --libs skyline)
 *   ./a.out [SEED]
 */
#include <stdio.h>
#include <stdlib.h>

#include <skyline/skyline.h>

static const char side_letters[] = "SWNE";

/* Each side's four codes, line 0 (the owner's left) first. */
static const int goals[4][4] = {
    { 3, 5, 6, 2 },     /* S */
    { 1, 2, 3, 4 },     /* W */
    { 6, 6, 5, 5 },     /* N */
    { 2, 2, 2, 2 },     /* E */
};

/* A goal setting is a move of the side's owner (player i owns side i). */
static int set_all_goals(sky_cityscape *game)
{
    sky_cityscape_move move = { 0 };
    int side, line, rc = SKY_OK;

    for (side = 0; side < 4 && rc == SKY_OK; side++) {
        move.side = side;
        for (line = 0; line < 4; line++)
            move.codes[line] = goals[side][line];
        rc = sky_cityscape_play(game, sky_cityscape_side_owner(game, side), move);
    }
    return rc;
}

/* Even players are greedy, odd ones random, until all 25 blocks stand. */
static int build(sky_cityscape *game, sky_rng *rng)
{
    sky_cityscape_move move;
    char text[SKY_CITYSCAPE_NOTATION_SIZE];
    int rc = SKY_OK;

    fputs("Moves:", stdout);
    while (rc == SKY_OK && sky_cityscape_phase(game) == SKY_CITYSCAPE_PHASE_BUILD) {
        int player = sky_cityscape_to_move(game);
        int bot = player % 2 == 0 ? SKY_BOT_GREEDY : SKY_BOT_RANDOM;

        rc = sky_cityscape_bot_move(game, bot, rng, &move);
        if (rc == SKY_OK)
            rc = sky_cityscape_play(game, player, move);
        if (rc == SKY_OK && sky_cityscape_move_to_string(move, text, sizeof text) > 0)
            printf(" %s", text);
    }
    putchar('\n');
    return rc;
}

static int print_picture(const sky_cityscape *game)
{
    char picture[4096];
    int n = sky_cityscape_render(game, SKY_VIEW_ALL, picture, sizeof picture);

    if (n < 0)
        return n;
    if ((size_t)n >= sizeof picture)
        return SKY_ERANGE;
    fputs(picture, stdout);
    return SKY_OK;
}

/* Each line as its side sees it, near lot first, and its points. */
static void print_line_scores(const int city[16])
{
    int side, line, i, tallest = 0, heights[4];

    for (i = 0; i < 16; i++)
        tallest = city[i] > tallest ? city[i] : tallest;
    for (side = 0; side < 4; side++) {
        for (line = 0; line < 4; line++) {
            sky_cityscape_line(city, side, line, heights);
            printf("%c line %d: %2d %2d %2d %2d  code %d: %2d points\n",
                   side_letters[side], line, heights[0], heights[1],
                   heights[2], heights[3], goals[side][line],
                   sky_cityscape_line_score(heights, goals[side][line], tallest));
        }
        printf("%c in all: %d points\n", side_letters[side],
               sky_cityscape_side_score(city, side, goals[side]));
    }
}

static int print_scores(const sky_cityscape *game)
{
    int city[16], player;
    int rc = sky_cityscape_round_board(game, 0, city);

    if (rc < 0)
        return rc;
    print_line_scores(city);
    fputs("Round scores:", stdout);
    for (player = 0; player < 4; player++)
        printf("  player %d: %d", player, sky_cityscape_round_score(game, 0, player));
    putchar('\n');
    return SKY_OK;
}

int main(int argc, char **argv)
{
    sky_cityscape_options options;
    sky_cityscape *game = NULL;
    sky_rng rng;
    int rc;

    sky_rng_seed(&rng, argc > 1 ? strtoull(argv[1], NULL, 10) : 1);
    sky_cityscape_options_init(&options, sizeof options);
    options.players = 4;
    options.rounds = 1;
    rc = sky_cityscape_new(&options, &game);
    if (rc == SKY_OK)
        rc = set_all_goals(game);
    if (rc == SKY_OK)
        rc = build(game, &rng);
    if (rc == SKY_OK)
        rc = print_picture(game);
    if (rc == SKY_OK)
        rc = print_scores(game);
    if (rc < 0)
        fprintf(stderr, "cityscape_round: %s\n", sky_strerror(rc));
    sky_cityscape_free(game);
    return rc < 0 ? 1 : 0;
}
