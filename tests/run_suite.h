/*
 * The end of every Check program's main(): its suite run (the CK_
 * environment variables choose the output and forking), and the exit
 * status the test driver reads.
 */
#ifndef SKYLINE_TESTS_RUN_SUITE_H
#define SKYLINE_TESTS_RUN_SUITE_H

#include <check.h>
#include <stdlib.h>

static int run_suite(Suite *suite)
{
    SRunner *runner = srunner_create(suite);
    int failed;

    srunner_run_all(runner, CK_ENV);
    failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

#endif
