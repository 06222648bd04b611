#!/bin/sh
# make check: tests/bench/bench_table.py turns one run of `make bench`
# (tests/data/bench-sample.out: the C object, then the Python one) into
# the README's tables, keeping rows it has no label for.

name=check-bench-table
. "${top_srcdir:-.}/tests/cli-lib.sh"
: "${PYTHON:=python3}"

"$PYTHON" "$top_srcdir/tests/bench/bench_table.py" "$data/bench-sample.out" \
    >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0 "a run of make bench"
expect_empty err "a run of make bench"
expect_line out "| cathedral | ns per enumeration |  | 335 |  | <= 200 |" \
    "a single figure, with its goal"
expect_line out "| highrise | random full 4-player games /s | 85,818 | 86,853 | 87,723 | >= 200,000 |" \
    "min, median and max"
expect_line out "| highrise | bytes per fresh 4-player handle |  | 137,088 |  | <= 4,096 |" \
    "a row every game may have"
expect_line out "| cathedral | \`a_row_without_a_label_per_s\` | 1 | 2 | 3 |  |" \
    "a row without a label keeps its key"
expect_line out "| cathedral | search iterations /s (1,000-iteration decisions) |  | 46,864 |  |  |" \
    "the search's rate in its game's rows"
expect_line out "| cathedral | 1,486 | 5,656 | 3,862 |" "the Python table"
expect_count out "| sprawl |" 10 "every Sprawlopolis row"
expect_in out "libskyline 1.2.0, 5 trials of 1 s per row, seed 2026;" "the header"

printf 'no JSON here\n' >"$tmp/empty"
"$PYTHON" "$top_srcdir/tests/bench/bench_table.py" "$tmp/empty" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 1 "a file without the benchmark"
expect_in err "no JSON object" "a file without the benchmark"
finish
