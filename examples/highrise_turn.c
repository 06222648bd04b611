/*
 * highrise_turn: one turn of solo Skyline (the dice game), step by step,
 * with the faces of "real" dice typed in (rolls are chance events: the
 * chance player SKY_ECHANCE plays them), a refused step explained, a
 * re-roll, and the advisor's opinion; then the rest of the game played
 * by the advisor with dice drawn from the game's own generator.
 *
 *   cc highrise_turn.c $(pkg-config --cflags --libs skyline)
 *   ./a.out [SEED]
 */
#include <stdio.h>
#include <stdlib.h>

#include <skyline/skyline.h>

/*
 * Plays one step written in the notation, by the player to move (the
 * chance player for a roll); prints why when it is refused.
 */
static int step(sky_highrise *game, const char *text)
{
    char why[SKY_HIGHRISE_EXPLAIN_SIZE];
    sky_highrise_move move;
    int rc = sky_highrise_move_from_string(text, &move), who = sky_highrise_to_move(game);

    if (rc < 0)
        return rc;
    rc = sky_highrise_explain(game, who, move, why, sizeof why);
    printf("%-8s %s%s\n", text, rc < 0 ? "refused: " : "", why);
    return rc < 0 ? rc : sky_highrise_play(game, who, move);
}

static void advise(const sky_highrise *game)
{
    char text[SKY_HIGHRISE_NOTATION_SIZE];
    sky_highrise_move move;
    double expected;

    if (sky_highrise_advise(game, NULL, &move, &expected) == SKY_OK
        && sky_highrise_move_to_string(move, text, sizeof text) > 0)
        printf("         (the advisor would play %s and expects %.1f points)\n", text,
               expected);
}

/* The first turn: the start player's High-Rise ground floor grows (HR-11). */
static int first_turn(sky_highrise *game)
{
    static const char *const steps[] = {
        "TUUP",                 /* two upper floors and a penthouse (HR-12) */
        "U=H", "U=M", "P=-",    /* the faces the dice on the table show (HR-13) */
        "bUM>1",                /* refused: no Mid-Rise to build on (HR-6) */
        "bUH>1",                /* the High-Rise now has 2 dice */
        "rUM", "rP-", "roll",   /* continue: re-roll those two (HR-15) */
        "U=H", "P=H",
        "bUH>2", "bPH>3",       /* 4 dice with its penthouse: 16 points (HR-9) */
        "resign",
    };
    size_t i;

    for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        if (sky_highrise_to_move(game) != SKY_ECHANCE)
            advise(game);
        if (step(game, steps[i]) < 0 && i != 4)
            return -1;
    }
    return 0;
}

/* The other eight turns: the advisor decides, the generator draws the rolls. */
static int finish(sky_highrise *game)
{
    int rc = SKY_OK;

    while (rc == SKY_OK && !sky_highrise_is_over(game)) {
        sky_highrise_move move;

        if (sky_highrise_to_move(game) == SKY_ECHANCE)
            rc = sky_highrise_draw(game, NULL);
        else if ((rc = sky_highrise_advise(game, NULL, &move, NULL)) == SKY_OK)
            rc = sky_highrise_play(game, 0, move);
    }
    return rc;
}

int main(int argc, char **argv)
{
    sky_highrise_options options;
    sky_highrise *game;
    char picture[4096];
    int score, level;

    sky_highrise_options_init(&options, sizeof options);
    options.players = 1;
    options.seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    if (sky_highrise_new(&options, &game) != SKY_OK)
        return 1;
    if (first_turn(game) < 0 || finish(game) != SKY_OK) {
        sky_highrise_free(game);
        return 1;
    }
    sky_highrise_render(game, SKY_VIEW_ALL, picture, sizeof picture);
    fputs(picture, stdout);
    sky_highrise_scores(game, &score, 1);
    level = sky_highrise_solo_level(score);
    printf("%d points: %s\n", score, level ? sky_highrise_level_name(level) : "no level yet");
    sky_highrise_free(game);
    return 0;
}
