/*
 * Fuzz target: any bytes as the option string of every game.  The first
 * byte picks the game; sky_game_new() either makes a game whose options
 * are in the ranges sky_game_info() gives, or refuses with a status of
 * its contract, never anything else.  sky_game_explain_options() gives
 * the same status, with one line that fits its documented size: empty
 * exactly when the options are taken.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The explanation of `text` agrees with sky_game_new()'s status `rc`. */
static void check_explained(const char *name, const char *text, int rc)
{
    char why[SKY_GAME_EXPLAIN_OPTIONS_SIZE];
    size_t len;

    if (sky_game_explain_options(name, text, why, sizeof why) != rc)
        abort();
    len = strlen(why);
    if ((rc == SKY_OK) != (len == 0) || len + 1 >= sizeof why || strchr(why, '\n'))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sky_game_type type;
    sky_game *g = NULL;
    char *text;
    int rc;

    if (size < 1)
        return 0;
    if (sky_game_info(data[0] % sky_game_count(), &type, sizeof type) != SKY_OK)
        abort();
    text = malloc(size);
    if (!text)
        return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    rc = sky_game_new(type.name, text, &g);
    check_explained(type.name, text, rc);
    if (rc == SKY_OK) {
        int players = sky_game_players(g);
        if (players < type.min_players || players > type.max_players)
            abort();
        sky_game_free(g);
    } else if (g != NULL || (rc != SKY_EOPTION && rc != SKY_ERANGE)) {
        abort();
    }
    free(text);
    return 0;
}
