#!/bin/sh
# Runs each C test program under valgrind; any error or leak fails.
# CK_FORK=no keeps Check in one process so valgrind sees the tests.
# SKY_PROPERTY_GAMES shortens the random-game property test.
status=0
for t in "$@"; do
    log="$t.valgrind.log"
    if CK_FORK=no SKY_PROPERTY_GAMES=${SKY_PROPERTY_GAMES:-300} \
       ${LIBTOOL:-./libtool} --mode=execute valgrind --quiet --error-exitcode=99 \
       --leak-check=full --errors-for-leak-kinds=definite,indirect \
       --log-file="$log" "$t" >/dev/null; then
        echo "PASS: valgrind $t"
    else
        echo "FAIL: valgrind $t (see $log)"
        cat "$log"
        status=1
    fi
done
exit $status
