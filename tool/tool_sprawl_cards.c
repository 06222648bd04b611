/*
 * skyline(1): Sprawlopolis cards drawn in the terminal, side by side:
 * each card's four blocks with their zone letters, its road sections, and
 * its scoring rule in a line, so a game can be played without the rules
 * at hand.  The blocks come from the library (sky_sprawl_card_blocks());
 * the rules, which the library only computes, are summed up here
 * (SP-9, data/sprawl-cards.json).
 */
#include <string.h>

#include "tool.h"

#define CARD_ROWS 8         /* frame, two blocks of three rows, frame */
#define CARD_WIDTH 8        /* "|" two blocks of three "|" */

/* Card n's scoring rule, shortened; "per" counts every one in the city. */
static const char *const rules[SKY_SPRAWL_CARDS + 1] = {
    NULL,
    "+1 per road not ending at the city's edge, -1 per road that does",
    "+1 per row or column with exactly 3 parks, -1 per one with none",
    "+1 per park, -3 per industrial block",
    "2x2 squares of one zone: 0 -8, 1 -5, 2 -2, 3 +1, 4 +4, 5 or more +7",
    "+2 per industrial block touching only commercial or industrial ones",
    "largest residential group minus largest industrial group",
    "+1 per park inside the city, -2 per park on its edge",
    "largest residential group: +1 per park, -2 per industrial block next to it",
    "+1 per industrial block with another industrial one at a corner",
    "+1 per commercial block in the one row or column with the most",
    "+2 per commercial block between two residential ones on one road",
    "+1 per two road sections of the longest road",
    "+3 per road that runs from one park to another",
    "+1 per road section in a closed loop",
    "+2 per residential block next to two or more industrial ones",
    "+2 per road through both a residential and a commercial block",
    "+1 per commercial block on the city's edge, +1 more on a corner",
    "blocks in the longest row plus blocks in the longest column",
};

/* Letters of enum sky_sprawl_zone. */
static const char zone_letters[] = ".CPIR";

/* Row `line` (0-7) of a card's picture, CARD_WIDTH characters. */
static void card_line(const sky_sprawl_block blocks[4], int line, char *out)
{
    int half;

    memset(out, ' ', CARD_WIDTH);
    out[CARD_WIDTH] = '\0';
    if (line == 0 || line == CARD_ROWS - 1) {
        memset(out, '-', CARD_WIDTH);
        out[0] = out[CARD_WIDTH - 1] = '+';
        return;
    }
    out[0] = out[CARD_WIDTH - 1] = '|';
    for (half = 0; half < 2; half++) {
        const sky_sprawl_block *b = &blocks[(line - 1) / 3 * 2 + half];
        char *cell = out + 1 + 3 * half;
        int row = (line - 1) % 3;

        if (row == 0 && (b->road & SKY_SPRAWL_N))
            cell[1] = '|';
        if (row == 2 && (b->road & SKY_SPRAWL_S))
            cell[1] = '|';
        if (row == 1) {
            cell[0] = b->road & SKY_SPRAWL_W ? '-' : ' ';
            cell[1] = zone_letters[b->zone >= 0 && b->zone <= 4 ? b->zone : 0];
            cell[2] = b->road & SKY_SPRAWL_E ? '-' : ' ';
        }
    }
}

void tool_sprawl_draw_cards(FILE *out, const int *cards, int n)
{
    sky_sprawl_block blocks[3][4];
    char text[CARD_WIDTH + 1];
    int i, line;

    if (n < 1)
        return;
    if (n > 3)
        n = 3;
    for (i = 0; i < n; i++)
        if (sky_sprawl_card_blocks(cards[i], 0, blocks[i]) < 0)
            return;
    for (i = 0; i + 1 < n; i++)
        fprintf(out, "  card %-*d  ", CARD_WIDTH - 5, cards[i]);
    fprintf(out, "  card %d\n", cards[n - 1]);
    for (line = 0; line < CARD_ROWS; line++) {
        for (i = 0; i < n; i++) {
            card_line(blocks[i], line, text);
            fprintf(out, "  %s%s", text, i + 1 < n ? "  " : "\n");
        }
    }
    for (i = 0; i < n; i++)
        fprintf(out, "  %2d %s: %s\n", cards[i], sky_sprawl_card_name(cards[i]),
                rules[cards[i]]);
}
