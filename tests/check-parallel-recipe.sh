#!/bin/sh
# make check: the GNU parallel recipe, examples/cluster/arena-parallel.sh,
# run for real here: its merged file and summary are an unsharded run's.
# Skipped (77) without GNU parallel; .ci/install-deps installs it.

name=check-parallel-recipe
. "${top_srcdir:-.}/tests/cli-lib.sh"
script=$top_srcdir/examples/cluster/arena-parallel.sh

if ! parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
    echo "$name: no GNU parallel: skipped"
    exit 77
fi

# Options with a space: one argument all the way through parallel.
series="sprawl --bots random,greedy --games 150 --seed 12"
options="players=2 "
SKYLINE=$skyline sh "$script" "$tmp/out.d" 7 $series --options "$options" \
    >"$tmp/table" 2>"$tmp/err"
status=$?
expect_status 0 "arena-parallel.sh"
for i in 0 1 2 3 4 5 6; do
    [ -f "$tmp/out.d/shard-$i.jsonl" ] || fail "arena-parallel.sh: no shard $i"
done

run arena $series --options "$options"
expect_status 0 "the unsharded run"
cp "$tmp/out" "$tmp/whole"
cmp -s "$tmp/out.d/all.jsonl" "$tmp/whole" || fail "all.jsonl is not the unsharded run's file"
run arena --summary "$tmp/whole"
cmp -s "$tmp/table" "$tmp/out" || fail "the printed summary is not the unsharded run's"
expect_in out "sprawl, options 'players=2 ': 150 games" "the summary"

# A bad series: the script fails with the tool's usage status.
SKYLINE=$skyline sh "$script" "$tmp/bad.d" 3 sprawl --bots champion --games 9 --seed 1 \
    >/dev/null 2>&1 && fail "arena-parallel.sh: a bad bot was not refused"

finish
