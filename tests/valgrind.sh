#!/bin/sh
# Runs each C test program under valgrind; any error or leak fails.
# CK_FORK=no keeps Check in one process so valgrind sees the tests.
# SKY_PROPERTY_GAMES shortens the random-game property test (100 games
# per game here: 10,000 run natively in `make check`).  The
# programs run VALGRIND_JOBS at a time (default: the number of CPUs) from
# one queue, a program starting as soon as another ends, so one long suite
# never holds the others back; give the longest first.
if [ "${1:-}" = --one ]; then
    log="$2.valgrind.log"
    if CK_FORK=no SKY_PROPERTY_GAMES=${SKY_PROPERTY_GAMES:-100} \
       ${LIBTOOL:-./libtool} --mode=execute valgrind --quiet --error-exitcode=99 \
       --leak-check=full --errors-for-leak-kinds=definite,indirect \
       --log-file="$log" "$2" >/dev/null; then
        echo "PASS: valgrind $2"
        exit 0
    fi
    echo "FAIL: valgrind $2 (see $log)"
    cat "$log"
    exit 1
fi
jobs=${VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 1)}
printf '%s\n' "$@" | xargs -P "$jobs" -n 1 sh "$0" --one
