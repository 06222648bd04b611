/*
 * The benchmark's shared helpers and one entry per game: each game's
 * file measures its own operations and prints them as a JSON object.
 */
#ifndef SKYLINE_BENCH_H
#define SKYLINE_BENCH_H

#include <skyline/skyline.h>

/*
 * Runs `step(batch)` for `seconds` of the thread's CPU time, in
 * BENCH_TRIALS trials, each from bench_rng reseeded with BENCH_SEED (so a
 * row's draws never depend on the rows before it); returns the median
 * trial's calls per second.
 */
#define BENCH_TRIALS 5
#define BENCH_SEED 2026
double bench_rate(double seconds, long batch, long (*step)(long));
/*
 * The last bench_rate() as JSON, `{"min": A, "median": B, "max": C}` in
 * calls per second; a static buffer, valid until the next call.
 */
const char *bench_spread(void);
/* bench_rate() then bench_spread(): a row's value in one call. */
const char *bench_row(double seconds, long batch, long (*step)(long));
/* Folds a result into the checksum so the compiler cannot drop the work. */
void bench_sink(long value);
/*
 * The generator every game's benchmark draws from: reseeded with
 * BENCH_SEED before each game's setup and before each trial.
 */
extern sky_rng bench_rng;
uint32_t bench_below(uint32_t bound);
/*
 * The buffers lists are written to, aligned to a cache line: Cathedral's
 * writer stores 64 bytes at a time, and a buffer's place would otherwise
 * depend on how the program happens to be linked (32 bytes into a line,
 * its listing took about a tenth longer; man sky_cathedral).
 */
#if defined(__GNUC__)
#define BENCH_ALIGNED __attribute__((aligned(64)))
#else
#define BENCH_ALIGNED
#endif
/* Heap bytes of a native handle, or -1 (tests/bench/bench_memory.c). */
long bench_handle_bytes(const void *handle);

/*
 * One per game of SKY_GAME_MAP (tests/bench/bench_<module>.c); each prints
 * `"module": { "measure": bench_row(...), ... }` without a trailing newline.
 */
#define BENCH_DECLARE(module) void bench_##module(double seconds);
SKY_GAME_MAP(BENCH_DECLARE)
#undef BENCH_DECLARE

/* The search player of every game (tests/bench/bench_search.c). */
void bench_search(double seconds);

#endif /* SKYLINE_BENCH_H */
