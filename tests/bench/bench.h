/*
 * The benchmark's shared helpers and one entry per game: each game's
 * file measures its own operations and prints them as a JSON object.
 */
#ifndef SKYLINE_BENCH_H
#define SKYLINE_BENCH_H

#include <skyline/skyline.h>

/*
 * Runs `step(batch)` for `seconds` of the thread's CPU time, in three
 * trials; returns the median trial's calls per second.
 */
double bench_rate(double seconds, long batch, long (*step)(long));
/* Folds a result into the checksum so the compiler cannot drop the work. */
void bench_sink(long value);
/* The generator every game's benchmark draws from (seeded once). */
extern sky_rng bench_rng;
uint32_t bench_below(uint32_t bound);

/*
 * One per game of SKY_GAME_MAP (tests/bench/bench_<module>.c); each prints
 * `"module": { "measure": rate, ... }` without a trailing newline.
 */
#define BENCH_DECLARE(module) void bench_##module(double seconds);
SKY_GAME_MAP(BENCH_DECLARE)
#undef BENCH_DECLARE

/* The search player of every game (tests/bench/bench_search.c). */
void bench_search(double seconds);

#endif /* SKYLINE_BENCH_H */
