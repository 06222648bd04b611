#!/bin/sh
# make check: `skyline play highrise` (against the bots, --dice, --keep)
# and replaying Skyline records, end to end with scripted input.
#
# automake exports top_srcdir and top_builddir; run by hand from the
# build directory, both default to ".".

name=check-highrise-cli
. "${top_srcdir:-.}/tests/cli-lib.sh"

# ---- against the bots, dice from the game's generator -------------------------------

# Seed 7, seat 1 of 3: the random bot (player 0) plays first; the person's
# TGUP then rolls G=L U=L P=H (the seed fixes every roll).  A refused step
# is explained with the library's sentence and asked again.
printf 'moves\nTGUP\nbUM>1\nbGL\nbUL>1\nundo\nbUL>1\nresign\n' >"$tmp/bots.in"
run play highrise --players 3 --seat 1 --rounds 1 --seed 7 --bot random <"$tmp/bots.in"
what="play highrise against random bots"
expect_status 0 "$what"
expect_in out "Skyline, the dice game: you are player 1 of 3, against random (seed 7)." "$what"
expect_line out "Player 0 (random): TGGP" "$what"
expect_in out "Player 2 (random): " "$what"
expect_line out "Chance: P=H" "$what"
expect_in out "TPPP TUPP TUUP TUUU TGPP TGUP TGUU TGGP TGGU TGGG" "$what: moves"
expect_line err "skyline: bUM>1: no active upper floor die shows Mid-Rise" "$what: refused step"
# The refused bUM>1 is asked again: the RESOLVE prompt twice (then ACTION's).
expect_count out "Your move, build, abandon or demolish a die (e.g. bGM): " 2 "$what: re-prompt"
expect_count out "Took back the last move typed here and the moves after it." 1 "$what: undo"
expect_in out "player 1    4 points  tiles [L2]  columns M1" "$what: the person's skyline"
expect_in out "The game is over." "$what"
expect_line out "Scores (the highest wins): player 0: 0, player 1: 4, player 2: 0" "$what"
expect_line out "You win!" "$what"
cp "$tmp/out" "$tmp/bots.out"

run play highrise --players 3 --seat 1 --rounds 1 --seed 7 --bot random <"$tmp/bots.in"
cmp -s "$tmp/out" "$tmp/bots.out" || fail "$what twice: outputs differ"

# End of input in the middle of the game: abandoned, exit status 1.
printf 'TGUP\n' >"$tmp/eof.in"
run play highrise --players 2 --seed 3 <"$tmp/eof.in"
expect_status 1 "play highrise: end of input"
expect_in err "end of input: the game is abandoned" "play highrise: end of input"

printf 'quit\n' >"$tmp/quit.in"
run play highrise --players 2 --seat 1 --seed 3 <"$tmp/quit.in"
expect_status 0 "play highrise: quit"
expect_in out "Player 0 (greedy): " "play highrise: the greedy bot moves first"
expect_in out "You left the game." "play highrise: quit"

# ---- --dice: the person types the faces of real dice -----------------------------

# P=L is refused with the library's sentence (HR-3) and the penthouse is
# asked again; bUH>3 (no such column) and aP- (another action) are refused.
# The bot's rolls are typed too: "M M M" fits every kind.
{
    printf 'TGUP\nH H L\nH H -\nbUH>3\nbUH>1\naP-\nbGH\nresign\n'
    i=0
    while [ $i -lt 20 ]; do
        printf 'M M M\n'
        i=$((i + 1))
    done
} >"$tmp/dice.in"
run play highrise --players 2 --rounds 1 --dice <"$tmp/dice.in"
what="play highrise --dice"
expect_status 0 "$what"
expect_line err "skyline: L: a penthouse die has no Low-Rise face (HR-3)" "$what: a bad face"
expect_count out "Chance, roll 1 face (L, M, H or -) for the penthouse die: " 1 "$what: re-prompt"
expect_line err "skyline: bUH>3: no High-Rise of 3 dice to build on (HR-6)" "$what: bad build"
expect_line err \
    "skyline: aP-: one action for all the dice resolved: re-roll or resign before another action (HR-14, HR-15)" \
    "$what: one action"
expect_count out "Your move, more dice, re-roll (rUL) or resign: " 3 "$what: re-prompt"
expect_not_in out "Chance: " "$what: no drawn rolls"
expect_line out "Player 1 (greedy): TGGG" "$what"
expect_in out "player 0    0 points  tiles  columns H1 H2" "$what: the person's skyline"
expect_line out "Winners (shared): player 0, player 1" "$what"

# ---- advise, and rolls as chance events -------------------------------------------

# Solo with --dice: the advisor advises decisions, none while the dice
# await their faces (a chance event: the chance player's, HR-13); 'why'
# there explains a roll, and the legal steps are the faces.
printf 'advise\nTUUP\nwhy U=H\nadvise\nmoves\nH M -\nadvise\nquit\n' >"$tmp/advise.in"
run play highrise --players 1 --rounds 1 --dice <"$tmp/advise.in"
what="play highrise advise"
expect_status 0 "$what"
expect_line out "The advisor plays TGUP, expecting 4.1 points in the end." "$what: take"
expect_in out "U=H: the upper floor die shows High-Rise" "$what: why a roll"
expect_line err "skyline: advise: nothing to decide while dice await their faces" "$what: at a roll"
expect_in out "U=L U=M U=H" "$what: the faces are the legal steps"
expect_line out "The advisor plays bUH>1, expecting 2.1 points in the end." "$what: resolve"

printf 'advise\nquit\n' >"$tmp/advise2.in"
run play highrise --players 2 <"$tmp/advise2.in"
expect_line err "skyline: advise: the advisor plays the solo game only" "play highrise advise, 2 players"

# ---- --keep: every seat typed, as the score keeper of a table game -----------

# Player 0 completes a Mid-Rise of 2 (4 points); player 1 builds two
# Low-Rise ground floors, which score 1 each at the end (HR-18): 4 to 2.
printf 'TGUP\nX\nM L M\nbGM\nbPM>1\nresign\nTGGG\nL L H\nbGL\nbGL\nbGH\nresign\n' \
    >"$tmp/keep.in"
run play highrise --keep --players 2 --rounds 1 <"$tmp/keep.in"
what="play highrise --keep"
expect_status 0 "$what"
expect_in out "Skyline, the dice game, 2 players: keeping score at a table" "$what"
expect_in err "skyline: X: not a move in this game's notation (malformed text)" "$what: bad face"
expect_count out "Chance, roll 3 faces (L, M, H or -) for the ground floor die first: " 3 \
    "$what: re-prompt"
expect_not_in out "(greedy)" "$what: no bot plays"
expect_in out "final scores (HR-18):  player 0: 4 (1 building)  player 1: 2 (2 buildings)" "$what"
expect_line out "Scores (the highest wins): player 0: 4, player 1: 2" "$what"
expect_line out "Winner: player 0" "$what"

# ---- the command line -------------------------------------------------------------

run play highrise --players 5 </dev/null
expect_status 2 "play highrise --players 5"
expect_in err "--players: expected 1 to 4" "play highrise --players 5"
run play highrise --players 2 --seat 2 </dev/null
expect_status 2 "play highrise --seat 2 of 2"
run play highrise --rounds 10 </dev/null
expect_status 2 "play highrise --rounds 10"
run play highrise --bot clever </dev/null
expect_status 2 "play highrise --bot clever"
run play highrise --frobnicate </dev/null
expect_status 2 "play highrise --frobnicate"

# ---- replay --------------------------------------------------------------------------

run replay "$data/highrise-2p.rec"
what="replay highrise-2p.rec"
expect_status 0 "$what"
expect_in out "after round 2 of 2: the game is over" "$what"
expect_line out "Scores (the highest wins): player 0: 4, player 1: 4" "$what"
# Tied on points; player 0 has more buildings (HR-18).
expect_line out "Winner: player 0" "$what"
expect_empty err "$what"
cp "$tmp/out" "$tmp/replay2p"

run replay - <"$data/highrise-2p.rec"
expect_status 0 "replay - <highrise-2p.rec"
cmp -s "$tmp/out" "$tmp/replay2p" || fail "replay -: output differs from the file's"

# The --keep game above as a record: typed faces (G=M) instead of drawn (G~M).
run replay "$data/highrise-keep.rec"
expect_status 0 "replay highrise-keep.rec"
expect_line out "Scores (the highest wins): player 0: 4, player 1: 2" "replay highrise-keep.rec"
expect_line out "Winner: player 0" "replay highrise-keep.rec"

# No die shows M when bGM is asked (the good record builds bGH there).
expect_bad highrise-bad-step.rec bGM "bGL bGL "
expect_in err "no such die there" "replay highrise-bad-step.rec"
# A drawn roll the game's generator (seed 4) does not give.
expect_bad highrise-bad-roll.rec "G~M" "TGGG "

head -c 60 "$data/highrise-2p.rec" >"$tmp/cut.rec"
run replay "$tmp/cut.rec"
expect_status 1 "replay of a cut highrise record"
expect_in err "malformed text" "replay of a cut highrise record"

finish
