/*
 * Fuzz target: any bytes as a game record.  Reading must never crash;
 * a record that reads must write back to text that reads to the same
 * text, write and render for every viewer, and every legal action of the
 * state must check OK.
 * Built as a libFuzzer target by `make fuzz` (clang), and linked with
 * replay.c for `make check`, which runs the committed corpus.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef int (*text_call)(const sky_game *, int, char *, size_t);

/* The whole text of write or render for `viewer`, in a new buffer. */
static char *text_of(text_call call, const sky_game *g, int viewer)
{
    int n = call(g, viewer, NULL, 0);
    char *text;

    if (n < 0)
        abort();
    text = malloc((size_t)n + 1);
    if (!text || call(g, viewer, text, (size_t)n + 1) != n || strlen(text) != (size_t)n)
        abort();
    return text;
}

static char *write_all(const sky_game *g)
{
    return text_of(sky_game_write, g, SKY_VIEW_ALL);
}

/* Every viewer's record and picture; none may fail. */
static void check_views(const sky_game *g)
{
    int viewer, players = sky_game_players(g);

    if (players < 1)
        abort();
    for (viewer = SKY_VIEW_ALL; viewer < players; viewer++) {
        free(text_of(sky_game_write, g, viewer));
        free(text_of(sky_game_render, g, viewer));
    }
}

static void check_actions(const sky_game *g)
{
    int actions[4096], n = sky_game_legal_actions(g, actions, 4096), i;

    if (n < 0 || n > 4096)
        abort();
    for (i = 0; i < n; i++)
        if (sky_game_check(g, actions[i]) != SKY_OK)
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1), *first, *second;
    sky_game *g = NULL, *again = NULL;
    size_t offset = 0;

    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    if (sky_game_read(text, &g, &offset) == SKY_OK) {
        if (offset > size)
            abort();
        first = write_all(g);
        if (sky_game_read(first, &again, NULL) != SKY_OK)
            abort();
        second = write_all(again);
        if (strcmp(first, second) != 0)
            abort();
        check_actions(g);
        check_views(g);
        free(first);
        free(second);
        sky_game_free(again);
        sky_game_free(g);
    } else if (g != NULL || offset > size) {
        abort();
    }
    free(text);
    return 0;
}
