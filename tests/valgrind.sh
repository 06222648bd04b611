#!/bin/sh
# Runs each C test program under valgrind; any error or leak fails.
# CK_FORK=no keeps Check in one process so valgrind sees the tests.
# SKY_PROPERTY_GAMES shortens the random-game property test.  The
# programs run VALGRIND_JOBS at a time (default: the number of CPUs),
# each reporting when it ends.
jobs=${VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 1)}
results=$(mktemp -d) || exit 1
trap 'rm -rf "$results"' EXIT

run_one() {
    log="$1.valgrind.log"
    if CK_FORK=no SKY_PROPERTY_GAMES=${SKY_PROPERTY_GAMES:-300} \
       ${LIBTOOL:-./libtool} --mode=execute valgrind --quiet --error-exitcode=99 \
       --leak-check=full --errors-for-leak-kinds=definite,indirect \
       --log-file="$log" "$1" >/dev/null; then
        echo "PASS: valgrind $1"
    else
        echo "FAIL: valgrind $1 (see $log)"
        cat "$log"
        : > "$results/failed"
    fi
}

running=0
for t in "$@"; do
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
    run_one "$t" &
    running=$((running + 1))
done
wait
[ ! -e "$results/failed" ]
