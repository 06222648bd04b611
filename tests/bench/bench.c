/*
 * libskyline benchmark: a program, not a test.  Prints one JSON object
 * with, per game of SKY_GAME_MAP, the rate of each measured operation:
 * calls per second of the measuring thread's CPU time, the minimum,
 * median and maximum of BENCH_TRIALS trials, each trial from the same
 * fixed seed.  Usage: bench [seconds-per-measurement]   (default 1.0)
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

/* The trials of the last bench_rate(), in ascending order. */
static double last_rates[BENCH_TRIALS];

static void sort_rates(double *rates, int n)
{
    double t;
    int i, j;

    for (i = 1; i < n; i++)
        for (j = i; j > 0 && rates[j - 1] > rates[j]; j--)
            t = rates[j], rates[j] = rates[j - 1], rates[j - 1] = t;
}

/* BENCH_TRIALS runs, each of `seconds` / BENCH_TRIALS of CPU time. */
double bench_rate(double seconds, long batch, long (*step)(long))
{
    int i;

    for (i = 0; i < BENCH_TRIALS; i++) {
        sky_rng_seed(&bench_rng, BENCH_SEED);
        last_rates[i] = one_rate(seconds / BENCH_TRIALS, batch, step);
    }
    sort_rates(last_rates, BENCH_TRIALS);
    return last_rates[BENCH_TRIALS / 2];
}

const char *bench_spread(void)
{
    static char text[96];

    snprintf(text, sizeof text, "{\"min\": %.0f, \"median\": %.0f, \"max\": %.0f}",
             last_rates[0], last_rates[BENCH_TRIALS / 2],
             last_rates[BENCH_TRIALS - 1]);
    return text;
}

const char *bench_row(double seconds, long batch, long (*step)(long))
{
    bench_rate(seconds, batch, step);
    return bench_spread();
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
    printf("{\n  \"library\": \"libskyline %s\",\n  \"seconds_per_measurement\": %g,\n"
           "  \"trials\": %d,\n  \"seed\": %d", sky_version(), seconds, BENCH_TRIALS,
           BENCH_SEED);
    for (i = 0; i < sizeof games / sizeof games[0]; i++) {
        printf(",\n");
        /* A game's setup draws the same positions whatever ran before. */
        sky_rng_seed(&bench_rng, BENCH_SEED);
        games[i](seconds);
    }
    printf(",\n");
    bench_search(seconds);
    printf(",\n  \"checksum\": %ld\n}\n", checksum);
    return 0;
}
