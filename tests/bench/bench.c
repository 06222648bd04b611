/*
 * libskyline benchmark: a program, not a test.  Prints one JSON object
 * with, per game, the rate of each measured operation (per second, one
 * core).  Usage: bench [seconds-per-measurement]   (default 1.0)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"

sky_rng bench_rng;
static long checksum;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_rate(double seconds, long batch, long (*step)(long))
{
    double start = now(), elapsed;
    long calls = 0;

    do {
        bench_sink(step(batch));
        calls += batch;
        elapsed = now() - start;
    } while (elapsed < seconds);
    return (double)calls / elapsed;
}

void bench_sink(long value)
{
    checksum += value;
}

uint32_t bench_below(uint32_t bound)
{
    uint32_t r = 0;
    if (sky_rng_below(&bench_rng, bound, &r) != SKY_OK)
        abort();
    return r;
}

static void (*const games[])(double) = {
    bench_cityscape,
    bench_highrise,
    bench_sprawl,
    bench_skyscrapers,
    bench_cathedral,
};

int main(int argc, char **argv)
{
    double seconds = argc > 1 ? atof(argv[1]) : 1.0;
    size_t i;

    if (seconds <= 0)
        seconds = 1.0;
    sky_rng_seed(&bench_rng, 2026);
    printf("{\n  \"library\": \"libskyline %s\",\n  \"seconds_per_measurement\": %g",
           sky_version(), seconds);
    for (i = 0; i < sizeof games / sizeof games[0]; i++) {
        printf(",\n");
        games[i](seconds);
    }
    printf(",\n  \"checksum\": %ld\n}\n", checksum);
    return 0;
}
