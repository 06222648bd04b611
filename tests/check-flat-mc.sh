#!/bin/sh
# A player written once over sky_game (examples/flat_monte_carlo) plays
# every game of the library to the end: the generic layer alone is enough.
: "${top_builddir:=.}"
prog="$top_builddir/examples/flat_monte_carlo"
games=$("$top_builddir/tool/skyline" games) || exit 1
out=$("$prog" --playouts 1 --seed 3) || { echo "flat_monte_carlo failed"; exit 1; }
printf '%s\n' "$out"
status=0
for g in $games; do
    printf '%s\n' "$out" | grep -q "^$g: \[-*[0-9]*\].*winners:" \
        || { echo "FAIL: no finished game of $g"; status=1; }
done
exit $status
