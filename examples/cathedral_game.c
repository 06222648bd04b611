/*
 * cathedral_game: one game of Cathedral between the built-in bots,
 * greedy (bright) against random (brown), with what each move claimed.
 *
 *   cc cathedral_game.c $(pkg-config --cflags --libs skyline)
 *   ./a.out [SEED]
 */
#include <stdio.h>
#include <stdlib.h>

#include <skyline/skyline.h>

static const char *const colors[] = { "bright", "brown" };

/* Says what the move about to be played will claim and capture. */
static void announce(const sky_cathedral *game, int player, sky_cathedral_move move)
{
    sky_cathedral_effect effect;
    char text[SKY_CATHEDRAL_NOTATION_SIZE];
    int i;

    sky_cathedral_move_to_string(move, text, sizeof text);
    printf("%-6s %s", colors[player], text);
    if (sky_cathedral_preview(game, player, move, &effect) == SKY_OK) {
        if (effect.claimed > 0)
            printf(", claims %d cells", effect.claimed);
        for (i = 0; i < effect.captures; i++)
            printf(", captures %s", sky_cathedral_piece_name(effect.captured[i].move.piece));
    }
    putchar('\n');
}

int main(int argc, char **argv)
{
    static const int bots[2] = { SKY_BOT_GREEDY, SKY_BOT_RANDOM };
    sky_cathedral *game;
    sky_cathedral_move move;
    sky_rng rng;
    char board[2048];
    int player, rc, scores[2];

    if (sky_cathedral_new(NULL, &game) != SKY_OK)
        return 1;
    sky_rng_seed(&rng, argc > 1 ? strtoull(argv[1], NULL, 10) : 1);
    /* Bright places the People, then brown builds first; a color with
     * no legal move is skipped, and the game ends when neither has one. */
    while ((player = sky_cathedral_to_move(game)) >= 0) {
        rc = sky_cathedral_bot_move(game, bots[player], &rng, &move);
        if (rc == SKY_OK) {
            announce(game, player, move);
            rc = sky_cathedral_play(game, player, move);
        }
        if (rc != SKY_OK) {
            fprintf(stderr, "%s\n", sky_strerror(rc));
            return 1;
        }
    }
    if (sky_cathedral_render(game, SKY_VIEW_ALL, board, sizeof board) > 0)
        fputs(board, stdout);
    sky_cathedral_scores(game, scores, 2);
    printf("squares left: bright %d, brown %d\n", scores[SKY_CATHEDRAL_BRIGHT],
           scores[SKY_CATHEDRAL_BROWN]);
    sky_cathedral_free(game);
    return 0;
}
