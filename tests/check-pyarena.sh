#!/bin/sh
# make check: the Python arena (skyline.arena, python3 -m skyline.arena)
# against the tool's: the same JSON lines byte for byte, however either
# cuts the series, and the same summary, as JSON and as a table.

name=check-pyarena
. "${top_srcdir:-.}/tests/cli-lib.sh"
: "${PYTHON:=python3}"

lib="$top_builddir/lib/.libs/libskyline.so.1"
[ -f "$lib" ] || { echo "$name: no shared library at $lib: skipped"; exit 77; }
SKYLINE_LIBRARY=$(cd "$top_builddir/lib/.libs" && pwd)/libskyline.so.1
PYTHONPATH=$(cd "$top_srcdir/bindings/python" && pwd)
PYTHONDONTWRITEBYTECODE=1
export SKYLINE_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE

py() {
    "$PYTHON" -m skyline.arena "$@" >"$tmp/pyout" 2>"$tmp/pyerr"
    pystatus=$?
}

# GAME|OPTIONS|BOTS|N: every game, solo and co-op ones, several bot lists;
# the tab in the last options is written escaped; search:N players, named
# without leading zeros.
tab=$(printf '\t')
series="cathedral||greedy,random|24
sprawl|players=1|greedy,random|30
sprawl|players=3|random,greedy|20
highrise|players=3|random,greedy,greedy|20
skyscrapers||random,greedy|40
cityscape|players=4|greedy,random|12
skyscrapers|${tab}players=2|random|10
cathedral||search:3,search:04|6
highrise|players=1|search:2|4"

: > "$tmp/all"
echo "$series" | while IFS='|' read -r game options bots games; do
    args="--bots $bots --games $games --seed 2026"
    run arena "$game" $args --options "$options"
    expect_status 0 "skyline arena $game"
    cp "$tmp/out" "$tmp/c"
    cat "$tmp/c" >> "$tmp/all"
    py "$game" $args --options "$options"
    [ "$pystatus" -eq 0 ] || fail "python arena $game: status $pystatus: $(cat "$tmp/pyerr")"
    cmp -s "$tmp/pyout" "$tmp/c" || fail "python arena $game '$options': lines differ from the tool's"
    py "$game" $args --options "$options" --jobs 2
    cmp -s "$tmp/pyout" "$tmp/c" || fail "python arena $game --jobs 2: lines differ"
    : > "$tmp/parts"
    for i in 0 1 2; do
        py "$game" $args --options "$options" --shard $i/3
        cat "$tmp/pyout" >> "$tmp/parts"
    done
    cmp -s "$tmp/parts" "$tmp/c" || fail "python arena $game --shard I/3: lines differ"
    [ "$failures" -eq 0 ] || exit 1
done || failures=$((failures + 1))
[ "$(wc -l < "$tmp/all")" -eq 166 ] || fail "not all 166 games were played"
grep -F -q '"seats":["search:4","search:3"]' "$tmp/all" || fail "no seats named search:N"
grep -F -q '"options":"\tplayers=2"' "$tmp/all" || fail "no escaped tab in the options"

# The summaries of everything at once, read from several files and stdin.
head -n 50 "$tmp/all" > "$tmp/first"
tail -n +51 "$tmp/all" > "$tmp/rest"
for json in --json ""; do
    run arena --summary $json "$tmp/all"
    expect_status 0 "skyline arena --summary $json"
    cp "$tmp/out" "$tmp/c"
    py --summary $json "$tmp/first" - < "$tmp/rest"
    [ "$pystatus" -eq 0 ] || fail "python --summary $json: status $pystatus: $(cat "$tmp/pyerr")"
    cmp -s "$tmp/pyout" "$tmp/c" || fail "python --summary $json: not the tool's"
done
expect_in out "sprawl, options 'players=3': 20 games, team scores" "the table"
expect_in out "rating greedy minus random" "the table"

# A bad line: both refuse it, naming its place, with status 1.
{ head -n 1 "$tmp/all"; echo '{"game":"cathedral"}'; } > "$tmp/bad"
run arena --summary "$tmp/bad"
expect_status 1 "skyline arena --summary, a bad line"
expect_in err "$tmp/bad:2: " "skyline arena --summary, a bad line"
py --summary "$tmp/bad"
[ "$pystatus" -eq 1 ] || fail "python --summary, a bad line: status $pystatus"
grep -F -q "$tmp/bad:2: " "$tmp/pyerr" || fail "python --summary, a bad line: no place"

finish
