/*
 * The benchmark's shared helpers and one entry per game: each game's
 * file measures its own operations and prints them as a JSON object.
 */
#ifndef SKYLINE_BENCH_H
#define SKYLINE_BENCH_H

#include <skyline/skyline.h>

/* Runs `step(batch)` until `seconds` have passed; returns calls per second. */
double bench_rate(double seconds, long batch, long (*step)(long));
/* Folds a result into the checksum so the compiler cannot drop the work. */
void bench_sink(long value);
/* The generator every game's benchmark draws from (seeded once). */
extern sky_rng bench_rng;
uint32_t bench_below(uint32_t bound);

/* Each prints `"name": { "measure": rate, ... }` without a trailing newline. */
void bench_cityscape(double seconds);
void bench_highrise(double seconds);
void bench_sprawl(double seconds);
void bench_skyscrapers(double seconds);
void bench_cathedral(double seconds);

#endif /* SKYLINE_BENCH_H */
