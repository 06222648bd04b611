/*
 * Fuzz target: random action sequences through the generic layer.  The
 * first byte picks the game, then every two bytes are one step: the low
 * 15 bits an action number and the top bit whether it is taken from the
 * legal list (index modulo its length) or used raw, which is mostly
 * illegal.  Every refused action must leave the game's record
 * byte-identical; every accepted one must undo back to it exactly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define TEXT_CAP (1 << 20)

static char before[TEXT_CAP], after[TEXT_CAP];

static void write_record(const sky_game *g, char *buf)
{
    int n = sky_game_write(g, SKY_VIEW_ALL, buf, TEXT_CAP);

    if (n < 0 || n >= TEXT_CAP)
        abort();
}

/* The action of one step: a legal one by index, or the raw number. */
static int step_action(const sky_game *g, unsigned word, int *legal, int cap)
{
    int n;

    if (!(word & 0x8000u))
        return (int)(word & 0x7fffu) - 64;   /* negatives too */
    n = sky_game_legal_actions(g, legal, (size_t)cap);
    if (n < 0 || n > cap)
        abort();
    return n ? legal[(word & 0x7fffu) % (unsigned)n] : 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sky_game_type type;
    sky_game *g;
    int *legal, action, who, rc;
    size_t i;

    if (size < 1)
        return 0;
    if (sky_game_info(data[0] % sky_game_count(), &type, sizeof type) != SKY_OK
        || sky_game_new(type.name, NULL, &g) != SKY_OK)
        abort();
    legal = malloc((size_t)type.action_count * sizeof *legal);
    if (!legal)
        abort();
    for (i = 1; i + 1 < size && !sky_game_is_over(g); i += 2) {
        action = step_action(g, (unsigned)data[i] << 8 | data[i + 1], legal,
                             type.action_count);
        write_record(g, before);
        who = sky_game_to_move(g);
        rc = sky_game_apply(g, action);
        write_record(g, after);
        if (rc != SKY_OK) {
            if (rc >= 0 || strcmp(before, after) != 0 || sky_game_to_move(g) != who)
                abort();
            continue;
        }
        if (sky_game_undo(g) != SKY_OK)
            abort();
        write_record(g, after);
        if (strcmp(before, after) != 0 || sky_game_apply(g, action) != SKY_OK)
            abort();
    }
    free(legal);
    sky_game_free(g);
    return 0;
}
