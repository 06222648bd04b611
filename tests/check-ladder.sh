#!/bin/sh
# make check: the ladder runner (tests/bench/ladder.sh, `make ladder`) in
# a few seconds: two games of each pairing at 2, 5 and 10 iterations, on
# a game of two seats (Cathedral) and one that is also played alone
# (Skyline): the rows it should play, their figures, the header, and its
# refusals.

name=check-ladder
. "${top_srcdir:-.}/tests/cli-lib.sh"

ladder() {
    env SKYLINE="$skyline" LADDER_OUT="$tmp/ladder" LADDER_GAMES=2 \
        LADDER_GAMES_10K=3 LADDER_ITERATIONS="2 5 10" LADDER_JOBS=1 \
        LADDER_GAMES_LIST="cathedral highrise" "$@" \
        sh "$top_srcdir/tests/bench/ladder.sh" > "$tmp/out" 2> "$tmp/err"
    status=$?
}

ladder
expect_status 0 "ladder"
expect_empty err "ladder"
# A row per pairing, the time it took on stdout.
expect_count out "cathedral    (defaults)       " 5 "ladder: cathedral's five pairings"
expect_count out "highrise     players=1        " 5 "ladder: Skyline's five players alone"
expect_count out "highrise     (defaults)       " 5 "ladder: Skyline's five pairings"
grep -q "^cathedral .* search:5 v search:10  *3 games  *[0-9.]* s$" "$tmp/out" ||
    fail "ladder: LADDER_GAMES_10K games with the most iterations, and the time"

md=$tmp/ladder/cathedral.md
cp "$md" "$tmp/cathedral.md"
rows() {
    # The rows without their time column.
    sed -n 's/^\(|.*|\) [0-9.]* s |$/\1/p' "$1"
}
rows "$md" > "$tmp/rows"
# Seeded games come out the same everywhere: greedy beats random twice;
# search:5 sorts after search:10, so the summary's rating is turned round.
cat > "$tmp/want" <<'EOF'
| random | greedy | 2 | 0.0 % [0.0, 65.8] | 100.0 % [34.2, 100.0] | -191 [-191, -191] |
| greedy | search:2 | 2 | 100.0 % [34.2, 100.0] | 0.0 % [0.0, 65.8] | +191 [+191, +191] |
| search:2 | search:5 | 2 | 50.0 % [9.5, 90.5] | 50.0 % [9.5, 90.5] | 0 [-191, +191] |
| search:5 | search:10 | 3 | 0.0 % [0.0, 56.1] | 100.0 % [43.9, 100.0] | -280 [-280, -280] |
| search:5 | greedy | 2 | 50.0 % [9.5, 90.5] | 50.0 % [9.5, 90.5] | 0 [-191, +191] |
EOF
cmp -s "$tmp/rows" "$tmp/want" ||
    fail "ladder: cathedral's rows are not the expected ones: $(cat "$tmp/rows")"
grep -q '^| search:5 | search:10 | 3 | [0-9.]* % \[[0-9.]*, [0-9.]*\] | [0-9.]* % \[[0-9.]*, [0-9.]*\] | [-+0-9]* \[[-+0-9]*, [-+0-9]*\] | [0-9.]* s |$' "$md" ||
    fail "ladder: the search:5 v search:10 row has no intervals"
grep -F -q "Games: 2 per pairing (3 with search:10)." "$md" || fail "ladder: the games per pairing"
grep -F -q "$("$skyline" --version) on " "$md" || fail "ladder: the version"
grep -F -q "on $(nproc) CPUs (" "$md" || fail "ladder: the machine"

md=$tmp/ladder/highrise.md
grep -F -q "### Alone (players=1): mean score" "$md" || fail "ladder: Skyline alone"
for bot in random greedy search:2 search:5; do
    grep -q "^| $bot | 2 | -\{0,1\}[0-9.]* | \[-\{0,1\}[0-9.]*, -\{0,1\}[0-9.]*\] | [0-9.]* s |$" "$md" ||
        fail "ladder: no row of $bot alone with its interval"
done
grep -q "^| search:10 | 3 | " "$md" || fail "ladder: search:10 alone, 3 games"
# The figures are those of the summary of the games it kept.
"$skyline" arena --summary --json "$tmp/ladder/highrise/solo-greedy.jsonl" |
    cmp -s - "$tmp/ladder/highrise/solo-greedy.json" || fail "ladder: the summary of greedy alone"
mean=$(sed 's/.*"mean":\([0-9.-]*\),.*/\1/' "$tmp/ladder/highrise/solo-greedy.json")
grep -q "^| greedy | 2 | $(printf '%.2f' "$mean") | " "$md" || fail "ladder: greedy's mean $mean"
cat "$tmp/ladder/cathedral.md" "$tmp/ladder/highrise.md" | grep -c '^|' > "$tmp/n"
[ "$(grep -c '^|' "$tmp/ladder/ladder.md")" -eq "$(cat "$tmp/n")" ] || fail "ladder.md: not every table"

# Once more with the same settings: the same rows.
ladder
rows "$tmp/ladder/cathedral.md" | cmp -s - "$tmp/rows" || fail "ladder: not the same rows twice"

ladder LADDER_ITERATIONS="2 x"
expect_status 1 "ladder with LADDER_ITERATIONS='2 x'"
expect_in err "ladder: not a number: 'x'" "ladder with a bad number"
ladder LADDER_GAMES_LIST="chess"
expect_status 1 "ladder of an unknown game"
expect_in err "ladder: no game 'chess'" "ladder of an unknown game"

finish
