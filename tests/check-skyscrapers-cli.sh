#!/bin/sh
# make check: `skyline skyscrapers score|advise` and the Skyscrapers demo.
#
# automake exports top_builddir; run by hand from the build directory,
# it defaults to ".".

name=check-skyscrapers-cli
. "${top_srcdir:-.}/tests/cli-lib.sh"

# ---- score: the SK-9 vectors and the reasons --------------------------------

run skyscrapers score r3-r3-b3-y3-b3-y2-y2-r1 y3-y3-y2-r3-b1 b2-b2-y2-b2-y2-y1-y1-y1
expect_status 0 "score SK-9"
expect_line out "r3-r3-b3-y3-b3-y2-y2-r1  +45  tower: runs 3+1+1+1+6+3 = 15 x 3 colors" "score SK-9"
expect_line out "y3-y3-y2-r3-b1  -13  unsafe, subtracted: sections y3-y3-y2: 3+2 = 5 x 1 color; r3-b1: 1+3 = 4 x 2 colors" "score SK-9"
expect_line out "b2-b2-y2-b2-y2-y1-y1-y1  +60  tower: runs 6+2+2+2+18 = 30 x 2 colors" "score SK-9"
expect_line out "total: +92" "score SK-9"

run skyscrapers score r3-r3-b1
expect_status 0 "score r3-r3-b1"
expect_line out "r3-r3-b1  +0  safe, not a tower: fewer than 5 pyramids" "score r3-r3-b1"
run skyscrapers score red3-red3-red3-red2-red2
expect_line out "red3-red3-red3-red2-red2  +0  safe, not a tower: no 1-pip cap" "score names"

# SK-10: each kind of bad token has its own reason.
run skyscrapers score r3-r4
expect_status 1 "score r3-r4"
expect_in err "'r3-r4': pyramid size must be 1 to 3" "score r3-r4"
run skyscrapers score z3
expect_status 1 "score z3"
expect_in err "'z3': unknown pyramid color" "score z3"
run skyscrapers score r3--b1
expect_status 1 "score r3--b1"
expect_in err "'r3--b1': malformed text" "score r3--b1"
run skyscrapers score
expect_status 2 "score without structures"

# ---- advise (SK-13) --------------------------------------------------------------

run skyscrapers advise treehouse
expect_status 0 "advise treehouse"
expect_line out "pile: 15 pyramids" "advise treehouse"
expect_line out "tower: r3-y3-g3-b3-k3-r2-y2-g2-b2-k2-r1-y1-g1-b1-k1  +150" "advise treehouse"
expect_line out "total: 150" "advise treehouse"

run skyscrapers advise stash:b
expect_line out "total: 90" "advise stash:b"
run skyscrapers advise stash:blue r1 y1
expect_line out "pile: 17 pyramids" "advise stash:blue r1 y1"
expect_line out "total: 288" "advise stash:blue r1 y1"
run skyscrapers advise r3-r2-r1
expect_status 0 "advise r3-r2-r1"
expect_line out "total: 0" "advise r3-r2-r1"
run skyscrapers advise stash:pink
expect_status 1 "advise stash:pink"
expect_in err "unknown pyramid color" "advise stash:pink"
run skyscrapers advise
expect_status 2 "advise without a pile"
run skyscrapers build r3
expect_status 2 "skyscrapers build"
run skyscrapers
expect_status 2 "skyscrapers alone"

# ---- the simulated match in the demo ----------------------------------------------

run demo --game skyscrapers --seed 3
expect_status 0 "demo --game skyscrapers"
expect_in out "== skyscrapers, seed 3: player 0 greedy, player 1 random, player 2 greedy ==" \
    "demo --game skyscrapers"
expect_in out "chance: 0+" "demo --game skyscrapers"
expect_in out "player 0 (greedy): 0=" "demo --game skyscrapers"
expect_in out "The match is over." "demo --game skyscrapers"
# Two rounds: one ends before the last.
n=$(grep -c "Round over." "$tmp/out")
[ "$n" -eq 1 ] || fail "demo --game skyscrapers: $n 'Round over.' lines, expected 1"
cp "$tmp/out" "$tmp/demo3"
run demo --game skyscrapers --seed 3
cmp -s "$tmp/out" "$tmp/demo3" || fail "demo --game skyscrapers twice: outputs differ"

finish
