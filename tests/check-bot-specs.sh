#!/bin/sh
# make check: players named with their settings on the command line
# (skyline(1): search:N in `arena --bots` and `play --bot`): the search
# plays with N iterations, its seats are written as named, the summary
# counts each name apart, and bad names are usage errors.

name=check-bot-specs
. "${top_srcdir:-.}/tests/cli-lib.sh"

series="cathedral --games 4 --seed 5"

run arena $series --bots search:3,greedy
expect_status 0 "arena --bots search:3,greedy"
cp "$tmp/out" "$tmp/s3"
expect_count out '"seats":["search:3","greedy"]' 2 "arena: search:3 in seat 0 of games 0 and 2"
expect_count out '"seats":["greedy","search:3"]' 2 "arena: search:3 in seat 1 of games 1 and 3"
run arena $series --bots search:003,greedy --jobs 2
cmp -s "$tmp/out" "$tmp/s3" || fail "arena: search:003 with --jobs 2 is not search:3's output"

# search:1000 is the search with its defaults, under its own name.
run arena cathedral --games 1 --seed 9 --bots search,random
sed 's/"search"/"search:1000"/' "$tmp/out" > "$tmp/default"
run arena cathedral --games 1 --seed 9 --bots search:1000,random
cmp -s "$tmp/out" "$tmp/default" || fail "arena: search:1000 does not play as search"
run arena cathedral --games 1 --seed 9 --bots search:2,random
sed 's/"search:2"/"search:1000"/' "$tmp/out" | cmp -s - "$tmp/default" &&
    fail "arena: search:2 plays as search:1000"

run arena --summary --json "$tmp/s3"
expect_status 0 "arena --summary of search:3"
expect_in out '"bots":[{"bot":"greedy","seats":4,' "arena --summary: greedy"
expect_in out '{"bot":"search:3","seats":4,' "arena --summary: search:3 by its name"
expect_in out '"rating":{"first":"greedy","second":"search:3",' "arena --summary: rating"

# A solo game: the team is named by its spec.
run arena highrise --options players=1 --bots search:2 --games 2 --seed 1
expect_status 0 "arena highrise players=1 --bots search:2"
cp "$tmp/out" "$tmp/solo"
run arena --summary --json - < "$tmp/solo"
expect_in out '"teams":[{"bots":"search:2","games":2,' "arena --summary: a solo search:2"

usage() {
    want=$1
    shift
    run "$@"
    expect_status 2 "$*"
    expect_in err "$want" "$*"
    expect_empty out "$*"
}
n="N of search:N must be a number of iterations from 1 to 10000000"
usage "--bots: 'search:0': $n" arena $series --bots search:0,greedy
usage "--bots: 'search:x': $n" arena $series --bots random,search:x
usage "--bots: 'search:': $n" arena $series --bots search:
usage "--bots: 'search:10000001': $n" arena $series --bots search:10000001
usage "--bots: 'search:+5': $n" arena $series --bots search:+5
usage "--bots: 'greedy:5': only the search takes a number of iterations (search:N)" \
    arena $series --bots greedy:5
usage "--bots: no built-in player named 'genius:5'" arena $series --bots genius:5
usage "--bot: 'search:0': $n" play cathedral --bot search:0
usage "--bot: 'random:1': only the search" play cathedral --bot random:1
usage "--bot: expected random, greedy, search or search:N, not 'genius'" play cathedral --bot genius
usage "--bot: expected random, greedy, search, advisor or search:N, not 'genius'" play sprawl --bot genius

# `play` against search:N: it plays, under its name.
printf 'quit\n' > "$tmp/quit"
"$skyline" play cathedral --bot search:2 --seat 1 < "$tmp/quit" > "$tmp/out" 2> "$tmp/err"
status=$?
expect_status 0 "play cathedral --bot search:2"
expect_in out "against search:2 (seed 1)" "play --bot search:2: the banner"
expect_in out "Player 0 (search:2): " "play --bot search:2: its move"

run arena --help
expect_in out "search:N for the search at N iterations per decision" "arena --help"
run play cathedral --help
expect_in out "random, greedy, search or search:N: the other seats" "play --help"
run play sprawl --help
expect_in out "random, greedy, search, advisor or search:N: the other" "play sprawl --help"

finish
