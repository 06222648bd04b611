/*
 * libskyline benchmark: a program, not a test.  Prints one JSON object
 * with, per game of SKY_GAME_MAP, the rate of each measured operation:
 * calls per second of the measuring thread's CPU time, the median of three
 * trials.  Usage: bench [seconds-per-measurement]   (default 1.0)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"

sky_rng bench_rng;
static long checksum;

/*
 * CPU time of the measuring thread: the machines are shared, and time
 * another process takes from this one is not this code's.
 */
static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double one_rate(double seconds, long batch, long (*step)(long))
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

#define TRIALS 3

/* The median of TRIALS runs, each of `seconds` / TRIALS of CPU time. */
double bench_rate(double seconds, long batch, long (*step)(long))
{
    double rates[TRIALS], t;
    int i, j;

    for (i = 0; i < TRIALS; i++)
        rates[i] = one_rate(seconds / TRIALS, batch, step);
    for (i = 1; i < TRIALS; i++)
        for (j = i; j > 0 && rates[j - 1] > rates[j]; j--)
            t = rates[j], rates[j] = rates[j - 1], rates[j - 1] = t;
    return rates[TRIALS / 2];
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
#define BENCH_ENTRY(module) bench_##module,
    SKY_GAME_MAP(BENCH_ENTRY)
#undef BENCH_ENTRY
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
    printf(",\n");
    bench_search(seconds);
    printf(",\n  \"checksum\": %ld\n}\n", checksum);
    return 0;
}
