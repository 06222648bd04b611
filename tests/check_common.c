/*
 * Unit tests for the common core: version, status texts and the seeded
 * random generator (common.h).
 */
#include <check.h>
#include <skyline/skyline.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "run_suite.h"

/* ---- version ------------------------------------------------------------ */

START_TEST(version_string_matches_macros)
{
    char expected[32];

    snprintf(expected, sizeof expected, "%d.%d.%d", SKY_VERSION_MAJOR,
             SKY_VERSION_MINOR, SKY_VERSION_PATCH);
    ck_assert_str_eq(SKY_VERSION_STRING, expected);
    ck_assert_ptr_nonnull(sky_version());
    ck_assert_str_eq(sky_version(), expected);
}
END_TEST

START_TEST(version_hex_matches_macros)
{
    unsigned expected = ((unsigned)SKY_VERSION_MAJOR << 16)
                        | ((unsigned)SKY_VERSION_MINOR << 8)
                        | (unsigned)SKY_VERSION_PATCH;

    ck_assert_uint_eq((unsigned)SKY_VERSION_HEX, expected);
    ck_assert_uint_eq(sky_version_hex(), expected);
}
END_TEST

/* ---- status texts ---------------------------------------------------------- */

/* The enum's identifiers, written out from common.h, index = -status. */
static const char *const status_names[] = {
    "SKY_OK", "SKY_EINVAL", "SKY_ENOMEM", "SKY_ERANGE", "SKY_EOPTION",
    "SKY_EUNKNOWN", "SKY_EPARSE", "SKY_EVERSION", "SKY_EOVER", "SKY_ETURN",
    "SKY_EPHASE", "SKY_ENOUNDO", "SKY_EHIDDEN", "SKY_EILLEGAL",
    "SKY_ECHANCE", "SKY_EOFFBOARD", "SKY_EHEIGHT", "SKY_ECODE",
    "SKY_ENOGOALS", "SKY_EGOALSSET", "SKY_ENOBLOCK", "SKY_EROTATION",
    "SKY_ENOPIECE", "SKY_EOCCUPIED", "SKY_ETERRITORY", "SKY_ENOCARD",
    "SKY_ECORNER", "SKY_EDETACHED", "SKY_ENODIE", "SKY_ENOCOLUMN",
    "SKY_ENOROOM", "SKY_EBLANK", "SKY_ESOLO", "SKY_ECOLOR", "SKY_ESIZE",
    "SKY_ENOPYRAMID", "SKY_ESUPPLY"
};
#define KNOWN_CODES ((int)(sizeof status_names / sizeof status_names[0]))

START_TEST(status_table_covers_every_code)
{
    /* The name table above must follow the header's lowest code. */
    ck_assert_int_eq(KNOWN_CODES, 1 - SKY_STATUS_MIN);
}
END_TEST

START_TEST(status_names_are_the_enum_identifiers)
{
    int code;

    for (code = SKY_OK; code >= SKY_STATUS_MIN; code--) {
        const char *name = sky_status_name(code);

        ck_assert_ptr_nonnull(name);
        ck_assert_str_eq(name, status_names[-code]);
    }
}
END_TEST

START_TEST(strerror_texts_are_distinct_and_nonempty)
{
    int a, b;

    for (a = SKY_OK; a >= SKY_STATUS_MIN; a--) {
        const char *text = sky_strerror(a);

        ck_assert_ptr_nonnull(text);
        ck_assert_uint_gt(strlen(text), 0);
        for (b = a - 1; b >= SKY_STATUS_MIN; b--) {
            ck_assert_ptr_nonnull(sky_strerror(b));
            ck_assert_str_ne(text, sky_strerror(b));
        }
    }
}
END_TEST

START_TEST(strerror_says_what_header_promises)
{
    /* The one sentence the header quotes. */
    ck_assert_str_eq(sky_strerror(SKY_ENOBLOCK),
                     "no block of that height is left");
}
END_TEST

/* Unknown codes: a fallback, never NULL, never a known code's text. */
static void check_unknown_code(int unknown)
{
    const char *text = sky_strerror(unknown);
    int code;

    ck_assert_ptr_nonnull(text);
    ck_assert_uint_gt(strlen(text), 0);
    ck_assert_str_eq(sky_status_name(unknown), "SKY_E?");
    for (code = SKY_OK; code >= SKY_STATUS_MIN; code--)
        ck_assert_str_ne(text, sky_strerror(code));
}

START_TEST(unknown_codes_get_a_fallback)
{
    check_unknown_code(5);
    check_unknown_code(1);
    check_unknown_code(SKY_STATUS_MIN - 1);
    check_unknown_code(-999);
}
END_TEST

/* ---- random generator -------------------------------------------------- */

/*
 * Expected values, derived independently of the library: a 20-line Python
 * script written from the published reference C of splitmix64.c and
 * xoshiro256starstar.c (Blackman and Vigna, prng.di.unimi.it):
 *
 *   M = 2**64 - 1; rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M
 *   def splitmix64(x):
 *       x = (x + 0x9E3779B97F4A7C15) & M; z = x
 *       z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
 *       z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
 *       return x, z ^ (z >> 31)
 *   state s[0..3] = four successive splitmix64 outputs from x = seed
 *   next: r = rotl(s1 * 5, 7) * 9; t = s1 << 17; s2 ^= s0; s3 ^= s1;
 *         s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = rotl(s3, 45); return r
 *
 * Cross-check: splitmix64 from 0 starts 0xe220a8397b1dcdaf, the value
 * commonly quoted for that generator.
 */
static const uint64_t seed0_state[4] = {
    0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL,
    0x06c45d188009454fULL, 0xf88bb8a8724c81ecULL
};
static const uint64_t seed0_outputs[4] = {
    0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL,
    0x1a5f849d4933e6e0ULL, 0x6aa594f1262d2d2cULL
};
static const uint64_t seed42_state[4] = {
    0xbdd732262feb6e95ULL, 0x28efe333b266f103ULL,
    0x47526757130f9f52ULL, 0x581ce1ff0e4ae394ULL
};
static const uint64_t seed42_outputs[4] = {
    0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL,
    0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL
};

static void check_stream(uint64_t seed, const uint64_t state[4],
                         const uint64_t outputs[4])
{
    sky_rng rng;
    uint64_t out;
    int i;

    ck_assert_int_eq(sky_rng_seed(&rng, seed), SKY_OK);
    for (i = 0; i < 4; i++)
        ck_assert_uint_eq(rng.s[i], state[i]);
    for (i = 0; i < 4; i++) {
        ck_assert_int_eq(sky_rng_next(&rng, &out), SKY_OK);
        ck_assert_msg(out == outputs[i],
                      "seed %llu output %d: got 0x%016llx, want 0x%016llx",
                      (unsigned long long)seed, i, (unsigned long long)out,
                      (unsigned long long)outputs[i]);
    }
}

START_TEST(rng_seed0_matches_reference)
{
    check_stream(0, seed0_state, seed0_outputs);
}
END_TEST

START_TEST(rng_seed42_matches_reference)
{
    check_stream(42, seed42_state, seed42_outputs);
}
END_TEST

START_TEST(rng_copy_saves_a_stream_position)
{
    sky_rng rng, saved;
    uint64_t first[8], again;
    int i;

    ck_assert_int_eq(sky_rng_seed(&rng, 12345), SKY_OK);
    saved = rng;
    for (i = 0; i < 8; i++)
        ck_assert_int_eq(sky_rng_next(&rng, &first[i]), SKY_OK);
    for (i = 0; i < 8; i++) {
        ck_assert_int_eq(sky_rng_next(&saved, &again), SKY_OK);
        ck_assert(again == first[i]);
    }
}
END_TEST

START_TEST(rng_rejects_null)
{
    sky_rng rng;
    uint64_t out = 7;
    uint32_t below = 7;

    ck_assert_int_eq(sky_rng_seed(NULL, 1), SKY_EINVAL);
    ck_assert_int_eq(sky_rng_seed(&rng, 1), SKY_OK);
    ck_assert_int_eq(sky_rng_next(NULL, &out), SKY_EINVAL);
    ck_assert_int_eq(sky_rng_next(&rng, NULL), SKY_EINVAL);
    ck_assert_int_eq(sky_rng_below(NULL, 10, &below), SKY_EINVAL);
    ck_assert_int_eq(sky_rng_below(&rng, 10, NULL), SKY_EINVAL);
}
END_TEST

/* Bound 0 is a number out of range (SKY_ERANGE), not a bad pointer. */
START_TEST(rng_below_rejects_bound_zero_and_keeps_state)
{
    sky_rng rng, before;
    uint32_t value = 0;

    ck_assert_int_eq(sky_rng_seed(&rng, 9), SKY_OK);
    before = rng;
    ck_assert_int_eq(sky_rng_below(&rng, 0, &value), SKY_ERANGE);
    ck_assert_mem_eq(&rng, &before, sizeof rng);
}
END_TEST

START_TEST(rng_below_one_is_zero)
{
    sky_rng rng;
    uint32_t value;
    int i;

    ck_assert_int_eq(sky_rng_seed(&rng, 3), SKY_OK);
    for (i = 0; i < 100; i++) {
        value = 99;
        ck_assert_int_eq(sky_rng_below(&rng, 1, &value), SKY_OK);
        ck_assert_uint_eq(value, 0);
    }
}
END_TEST

START_TEST(rng_below_stays_below_bound)
{
    static const uint32_t bounds[] = {
        2, 3, 7, 10, 80, 1000, 0x80000001u, 0xfffffffeu, 0xffffffffu
    };
    sky_rng rng;
    uint32_t value;
    size_t b;
    int i;

    ck_assert_int_eq(sky_rng_seed(&rng, 77), SKY_OK);
    for (b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        for (i = 0; i < 2000; i++) {
            ck_assert_int_eq(sky_rng_below(&rng, bounds[b], &value), SKY_OK);
            ck_assert_uint_lt(value, bounds[b]);
        }
    }
}
END_TEST

/*
 * Every value of a small bound is hit, and the counts pass a chi-square
 * test: 10 cells, 9 degrees of freedom, 27.88 is the 0.001 tail.
 */
START_TEST(rng_below_is_uniform_on_small_bound)
{
    enum { BOUND = 10, DRAWS = 100000 };
    unsigned counts[BOUND] = { 0 };
    double expected = (double)DRAWS / BOUND, chi2 = 0.0;
    sky_rng rng;
    uint32_t value;
    int i;

    ck_assert_int_eq(sky_rng_seed(&rng, 2024), SKY_OK);
    for (i = 0; i < DRAWS; i++) {
        ck_assert_int_eq(sky_rng_below(&rng, BOUND, &value), SKY_OK);
        ck_assert_uint_lt(value, BOUND);
        counts[value]++;
    }
    for (i = 0; i < BOUND; i++) {
        double d = counts[i] - expected;

        ck_assert_uint_gt(counts[i], 0);
        chi2 += d * d / expected;
    }
    ck_assert_msg(chi2 < 27.88, "chi-square %.2f over 9 d.f.", chi2);
}
END_TEST

/*
 * With bound 3 * 2^30, a 32-bit "x % bound" would put half the draws below
 * 2^30 instead of a third: the check for "without modulo bias".
 */
START_TEST(rng_below_has_no_modulo_bias)
{
    enum { DRAWS = 30000 };
    const uint32_t bound = 0xc0000000u;
    sky_rng rng;
    uint32_t value;
    int i, low = 0;

    ck_assert_int_eq(sky_rng_seed(&rng, 5), SKY_OK);
    for (i = 0; i < DRAWS; i++) {
        ck_assert_int_eq(sky_rng_below(&rng, bound, &value), SKY_OK);
        if (value < 0x40000000u)
            low++;
    }
    /* A third is 10000; the standard deviation is about 82. */
    ck_assert_int_gt(low, 9500);
    ck_assert_int_lt(low, 10500);
}
END_TEST

START_TEST(rng_different_seeds_differ)
{
    sky_rng a, b;
    uint64_t x, y;

    ck_assert_int_eq(sky_rng_seed(&a, 1), SKY_OK);
    ck_assert_int_eq(sky_rng_seed(&b, 2), SKY_OK);
    ck_assert_int_eq(sky_rng_next(&a, &x), SKY_OK);
    ck_assert_int_eq(sky_rng_next(&b, &y), SKY_OK);
    ck_assert(x != y);
}
END_TEST

static Suite *common_suite(void)
{
    Suite *s = suite_create("common");
    TCase *version = tcase_create("version");
    TCase *status = tcase_create("status");
    TCase *rng = tcase_create("rng");

    tcase_add_test(version, version_string_matches_macros);
    tcase_add_test(version, version_hex_matches_macros);
    suite_add_tcase(s, version);

    tcase_add_test(status, status_table_covers_every_code);
    tcase_add_test(status, status_names_are_the_enum_identifiers);
    tcase_add_test(status, strerror_texts_are_distinct_and_nonempty);
    tcase_add_test(status, strerror_says_what_header_promises);
    tcase_add_test(status, unknown_codes_get_a_fallback);
    suite_add_tcase(s, status);

    tcase_add_test(rng, rng_seed0_matches_reference);
    tcase_add_test(rng, rng_seed42_matches_reference);
    tcase_add_test(rng, rng_copy_saves_a_stream_position);
    tcase_add_test(rng, rng_rejects_null);
    tcase_add_test(rng, rng_below_rejects_bound_zero_and_keeps_state);
    tcase_add_test(rng, rng_below_one_is_zero);
    tcase_add_test(rng, rng_below_stays_below_bound);
    tcase_add_test(rng, rng_below_is_uniform_on_small_bound);
    tcase_add_test(rng, rng_below_has_no_modulo_bias);
    tcase_add_test(rng, rng_different_seeds_differ);
    suite_add_tcase(s, rng);
    return s;
}

int main(void)
{
    return run_suite(common_suite());
}
