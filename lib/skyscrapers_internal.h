/*
 * Skyscrapers: the handle's layout and the helpers the module's files
 * share.  A pyramid's kind is color * 3 + (size - 1), 0..29.
 */
#ifndef SKYLINE_SKYSCRAPERS_INTERNAL_H
#define SKYLINE_SKYSCRAPERS_INTERNAL_H

#include <skyline/skyscrapers.h>

#include "textbuf.h"

#define SK_KINDS (SKY_SKYSCRAPERS_COLORS * SKY_SKYSCRAPERS_SIZES)
#define SK_KIND(color, size) ((color) * SKY_SKYSCRAPERS_SIZES + (size) - 1)
#define SK_KIND_COLOR(k) ((k) / SKY_SKYSCRAPERS_SIZES)
#define SK_KIND_SIZE(k) ((k) % SKY_SKYSCRAPERS_SIZES + 1)

/*
 * The history is the match: one 32-bit entry per pyramid grabbed or
 * placed and per finish, end of grab or stop.  A call that moves several
 * pyramids at once writes one entry each, all but the first marked
 * JOINED, so that undo and the record treat them as one step.  The
 * structures of a round are read back from its PLACE entries.
 */
enum sk_step {
    SK_GRAB = 0,        /* player takes a pyramid of `kind` from the middle */
    SK_PLACE = 1,       /* player puts one on top of `structure` (new if == count) */
    SK_FINISH = 2,      /* player has built all it will this round */
    SK_END_GRAB = 3,    /* the grab ends with pyramids left in the middle */
    SK_STOP = 4         /* play stops (SK-12 a) */
};

#define SK_ENTRY(step, player, structure, kind) \
    ((uint32_t)(step) << 17 | (uint32_t)(player) << 13 | (uint32_t)(structure) << 5 \
     | (uint32_t)(kind))
#define SK_JOINED 0x100000u
#define SK_STEP(e) ((int)((e) >> 17) & 7)
#define SK_PLAYER(e) ((int)((e) >> 13) & 15)
#define SK_STRUCTURE(e) ((int)((e) >> 5) & 255)
#define SK_ENTRY_KIND(e) ((int)(e) & 31)

/* What is kept of each scored round. */
struct sk_round {
    size_t start;                       /* its first history entry */
    int scores[SKY_SKYSCRAPERS_MAX_PLAYERS];
    unsigned bust;                      /* bit p: the round did not count (SK-12 c) */
};

struct sky_skyscrapers {
    uint32_t tag;               /* TAG_skyscrapers */
    size_t bytes;               /* size of this allocation, for clone */
    uint64_t seed;              /* what sky_skyscrapers_draw() draws from */
    /* The setup. */
    int players;
    int win;
    int rounds;                 /* as given; 0 = until stopped */
    int limit;                  /* rounds allocated: rounds or MAX_ROUNDS */
    int target, towers, threshold;
    int supply_total;
    uint8_t supply[SK_KINDS];
    /* The state: what the history adds up to (undo unscores and replays a round). */
    int round;                  /* rounds scored */
    int over;
    int stopped;
    unsigned met;               /* who met the winning condition when it ended */
    int grab_over;              /* this round's grab has ended */
    unsigned finished;          /* bit p: player p finished this round */
    size_t round_start;         /* history index where this round began */
    uint8_t middle[SK_KINDS];
    int middle_left;            /* pyramids in the middle */
    uint8_t pile[SKY_SKYSCRAPERS_MAX_PLAYERS][SK_KINDS];
    uint8_t unbuilt[SKY_SKYSCRAPERS_MAX_PLAYERS][SK_KINDS];
    int structures[SKY_SKYSCRAPERS_MAX_PLAYERS];
    int totals[SKY_SKYSCRAPERS_MAX_PLAYERS];
    int towers_over[SKY_SKYSCRAPERS_MAX_PLAYERS];
    size_t nhist, hist_cap;
    struct sk_round past[];     /* `limit` entries, then the history */
};

/* The history: hist_cap entries after past[] (aligned: rounds are 8-byte multiples). */
#define SK_HIST(g) ((uint32_t *)((g)->past + (g)->limit))

/* ---- plain data (skyscrapers_score.c) ---------------------------------- */

/* SKY_ECOLOR / SKY_ESIZE for the first bad pyramid, else SKY_OK. */
int sk_check_pyramid(sky_pyramid p);
int sk_check_pyramids(const sky_pyramid *p, size_t n);
/* SK-4..SK-8 on checked pyramids. */
int sk_score(const sky_pyramid *p, size_t n);
sky_pyramid sk_pyramid(int kind);
/* Adds n pyramids to per-kind counts (checked pyramids). */
void sk_count(const sky_pyramid *p, size_t n, int counts[SK_KINDS]);
/* Writes counts as a list in canonical order; returns the total. */
int sk_list(const uint8_t counts[SK_KINDS], sky_pyramid *out, size_t cap);
/* Notation of checked pyramids. */
void sk_put_pyramids(struct textbuf *tb, const sky_pyramid *p, size_t n);
/* Parses the `len` characters at `s` (notation); as sky_skyscrapers_structure_from_string. */
int sk_parse(const char *s, size_t len, sky_pyramid *out, size_t cap);
/* The advisor's tower for per-kind counts; returns its length (0: none). */
int sk_best_tower(const int counts[SK_KINDS], sky_pyramid *out);

/* ---- text (skyscrapers_text.c) ------------------------------------------ */

/* One step of the record: "0+r3-y2", "0=r3-b1", "0.1+y1", "0:done", "endgrab", "stop". */
struct sk_step_text {
    int step;           /* enum sk_step */
    int player;
    int structure;      /* SK_PLACE: the structure stacked on, or -1 for a new one */
    int count;          /* SK_GRAB, SK_PLACE: pyramids written to the caller's list */
};
/* Parses the `n` characters at `s`; `out` holds SKY_SKYSCRAPERS_MAX_SUPPLY pyramids. */
int sk_parse_step(const char *s, size_t n, struct sk_step_text *t, sky_pyramid *out);

/* ---- the match (skyscrapers.c) ------------------------------------------- */

int sk_phase(const struct sky_skyscrapers *g);
/* The player's pyramids of structure `s` in round `round`; returns the length. */
int sk_structure(const struct sky_skyscrapers *g, int round, int player, int s,
                 sky_pyramid *out, size_t cap);
/* History entries [begin, end) of round `round` (the current one too). */
void sk_round_span(const struct sky_skyscrapers *g, int round, size_t *begin,
                   size_t *end);

/* A supply of Treehouse sets (Rainbow, Xeno, ... in turn) then stashes. */
void sk_supply_sets(int treehouses, int stashes, sky_pyramid *out);

/* The step model (skyscrapers_move.c). */
int sk_middle_total(const struct sky_skyscrapers *g);
int sk_grabber(const struct sky_skyscrapers *g);
int sk_to_move(const struct sky_skyscrapers *g);
/* The legal step number `nth` (counting as legal_moves lists); the count. */
int sk_nth_step(const struct sky_skyscrapers *g, int nth, sky_skyscrapers_move *move);
sky_skyscrapers_move sk_sample_grab(const struct sky_skyscrapers *g, sky_rng *rng);

/* The greedy player's step: the next of the advisor's best tower (skyscrapers_bot.c). */
sky_skyscrapers_move sk_greedy_step(const struct sky_skyscrapers *g, int player);

/* sky_game_observation() (skyscrapers_observation.c): its floats, and the encoder. */
#define SK_OBSERVATION_SIZE 1193
struct obs_writer;
void sk_observe(const void *state, int viewer, struct obs_writer *w);

/* The search's estimate of each player's chance to win (skyscrapers_bot.c):
 * 1 with rewards[], or 0 where it has none (game_internal.h, evaluate). */
int sk_evaluate(const struct sky_skyscrapers *g, double *rewards);

/* sky_skyscrapers_bot_move(SKY_BOT_SEARCH): the search's action as a move (game_skyscrapers.c). */
int sk_search_move(const struct sky_skyscrapers *g, sky_rng *rng, sky_skyscrapers_move *move);

#endif /* SKYLINE_SKYSCRAPERS_INTERNAL_H */
