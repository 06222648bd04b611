/*
 * Fuzz target: any bytes as move notation, for every game through the
 * same calls (the uniform shape makes one loop of them), as an action of
 * the generic layer in a new game, and as a Skyscrapers structure.
 * Parsing never crashes; what parses writes back to text that parses to
 * the same text.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <skyline/skyline.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NOTATION_CAP 128

/* Text -> move -> text -> move -> text: the two texts agree. */
#define MOVE_ROUND_TRIP(module) \
    static void round_trip_##module(const char *text) \
    { \
        sky_##module##_move move, again; \
        char first[NOTATION_CAP], second[NOTATION_CAP]; \
        int n; \
        if (sky_##module##_move_from_string(text, &move) != SKY_OK) \
            return; \
        n = sky_##module##_move_to_string(move, first, sizeof first); \
        if (n < 0 || n >= NOTATION_CAP \
            || sky_##module##_move_from_string(first, &again) != SKY_OK \
            || sky_##module##_move_to_string(again, second, sizeof second) != n \
            || strcmp(first, second) != 0) \
            abort(); \
    }
SKY_GAME_MAP(MOVE_ROUND_TRIP)
#undef MOVE_ROUND_TRIP

static void (*const round_trips[])(const char *) = {
#define ROUND_TRIP_ENTRY(module) round_trip_##module,
    SKY_GAME_MAP(ROUND_TRIP_ENTRY)
#undef ROUND_TRIP_ENTRY
};

/* The same text as an action of each game's first state. */
static void generic_action(int index, const char *text)
{
    sky_game_type type;
    sky_game *g;
    char name[NOTATION_CAP];
    int action, back;

    if (sky_game_info(index, &type, sizeof type) != SKY_OK
        || sky_game_new(type.name, NULL, &g) != SKY_OK)
        abort();
    if (sky_game_action_from_string(g, text, &action) == SKY_OK) {
        if (action < 0 || action >= sky_game_action_count(g)
            || sky_game_action_to_string(g, action, name, sizeof name) < 0
            || sky_game_action_from_string(g, name, &back) != SKY_OK
            || back != action)
            abort();
    }
    sky_game_free(g);
}

static void structure(const char *text)
{
    sky_pyramid pyramids[SKY_SKYSCRAPERS_MAX_STRUCTURE], again[SKY_SKYSCRAPERS_MAX_STRUCTURE];
    char first[4096], second[4096];
    int n = sky_skyscrapers_structure_from_string(text, pyramids, SKY_SKYSCRAPERS_MAX_STRUCTURE);
    int len;

    if (n < 0 || n > SKY_SKYSCRAPERS_MAX_STRUCTURE)
        return;
    len = sky_skyscrapers_structure_to_string(pyramids, (size_t)n, first, sizeof first);
    if (len < 0 || (size_t)len >= sizeof first
        || sky_skyscrapers_structure_from_string(first, again, SKY_SKYSCRAPERS_MAX_STRUCTURE) != n
        || sky_skyscrapers_structure_to_string(again, (size_t)n, second, sizeof second) != len
        || strcmp(first, second) != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    int i;

    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (i = 0; i < sky_game_count(); i++) {
        round_trips[i](text);
        generic_action(i, text);
    }
    structure(text);
    free(text);
    return 0;
}
