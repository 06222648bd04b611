#!/bin/sh
# make check: `skyline play GAME` for every game (the one loop of
# tool/play.c), --keep score keeping with typed chance outcomes and undo,
# --record then replay, the installed sample files, --help on every
# command, and the specific error messages.
#
# automake exports top_srcdir and top_builddir; run by hand from the
# build directory, both default to ".".

name=check-play-cli
. "${top_srcdir:-.}/tests/cli-lib.sh"
samples=$top_srcdir/samples

games=$("$skyline" games)
[ -n "$games" ] || fail "games: nothing listed"

# ---- --help on every command: usage on stdout, exit 0 --------------------------

expect_help() {
    what="$*"
    run "$@"
    expect_status 0 "$what"
    expect_in out "usage: skyline" "$what"
    expect_empty err "$what"
}
for h in --help -h; do
    expect_help demo $h
    expect_help play $h
    expect_help replay $h
    expect_help games $h
    expect_help help $h
    expect_help --version $h
    expect_help sprawl $h
    expect_help sprawl score $h
    expect_help skyscrapers $h
    expect_help skyscrapers score $h
    expect_help skyscrapers advise $h
    for g in $games; do
        expect_help play "$g" $h
        expect_in out "--keep" "play $g $h"
        expect_in out "--record FILE" "play $g $h"
    done
done
# A game's options come from its option table and its own flags.
run play cityscape --help
expect_in out "  --rounds N " "play cityscape --help"
run play cathedral --help
expect_in out "  --color bright|brown" "play cathedral --help"
expect_in out "  --delayed" "play cathedral --help"
run play highrise --help
expect_in out "  --dice" "play highrise --help"
run play sprawl --help
expect_in out "  --deck" "play sprawl --help"
expect_in out "random, greedy, search, advisor" "play sprawl --help"
run play skyscrapers --help
expect_in out "  --treehouses N " "play skyscrapers --help"
# Help even after other options.
run play cathedral --seed 3 --help
expect_status 0 "play cathedral --seed 3 --help"

# ---- specific errors -------------------------------------------------------------

run play nosuchgame
expect_status 2 "play nosuchgame"
expect_in err "play: no game named 'nosuchgame'" "play nosuchgame"
run play cathedral --frobnicate </dev/null
expect_status 2 "play cathedral --frobnicate"
expect_in err "play cathedral: unknown option '--frobnicate'" "play cathedral --frobnicate"
run play cityscape --rounds 99 </dev/null
expect_status 2 "play cityscape --rounds 99"
expect_in err "--rounds: expected 0 to 64, not '99'" "play cityscape --rounds 99"
run play cathedral --seat 2 </dev/null
expect_status 2 "play cathedral --seat 2"
expect_in err "--seat: 2 players sit at seats 0 to 1" "play cathedral --seat 2"
run play cathedral --color green </dev/null
expect_status 2 "play cathedral --color green"
expect_in err "--color: expected bright or brown, not 'green'" "play cathedral --color green"
run play sprawl --variant hard </dev/null
expect_status 2 "play sprawl --variant hard"
run play skyscrapers --rounds </dev/null
expect_status 2 "play skyscrapers --rounds without a value"
expect_in err "option --rounds needs a value" "play skyscrapers --rounds"
run demo --record "$tmp/demo.rec"
expect_status 2 "demo --record without --game"
expect_in err "--record FILE needs --game NAME" "demo --record without --game"

# At a prompt: a word that is no move is an unknown command; a malformed
# move says so; neither ends the game.
printf 'frob\n9z9\nsave\nquit\n' >"$tmp/bad.in"
run play cityscape <"$tmp/bad.in"
expect_status 0 "play: bad lines"
expect_line err "skyline: unknown command 'frob': type 'help' for the commands" "play: frob"
expect_line err "skyline: 9z9: height out of range" "play: 9z9"
expect_line err "skyline: save: which FILE?" "play: save"
expect_in out "You left the game." "play: bad lines"

# ---- Cathedral against the bot ------------------------------------------------------

printf 'help\npreview people0e4\nmoves people0e\nbuilding\npeople0e4\nundo\npeople0e4\nmoves tavern\nquit\n' \
    >"$tmp/cathedral.in"
run play cathedral --bot random --seed 2 <"$tmp/cathedral.in"
what="play cathedral"
expect_status 0 "$what"
expect_in out "Cathedral, landmark edition: you are player 0 of 2, against random (seed 2)." "$what"
expect_in out "preview MOVE" "$what: help lists the game's commands"
expect_line out "people0e4: claims nothing." "$what: preview"
expect_in out "people0e5 people0e4" "$what: moves PREFIX"
expect_in out "(7 moves)" "$what: moves PREFIX"
expect_line err "skyline: unknown command 'building': type 'help' for the commands" "$what: junk"
expect_count out "Player 1 (random): " 2 "$what: the bot replies, twice after undo"
expect_count out "Took back the last move typed here and the moves after it." 1 "$what: undo"
expect_in out "Your move, bright plays a piece (e.g. castle2e5): moves tavern" "$what: the prompt"
expect_in out "You left the game." "$what"

# What a move would claim (CA-9), asked before playing it.
printf 'people2f5 manor2h2 infirmary0h5 stable1a7\npreview tower3a10\nquit\n' >"$tmp/claim.in"
run play cathedral --keep <"$tmp/claim.in"
expect_line out "tower3a10, claims 3 cells." "play cathedral: preview a claim"

# Brown: the bot plays bright and starts.
printf 'quit\n' >"$tmp/quit.in"
run play cathedral --color brown <"$tmp/quit.in"
expect_status 0 "play cathedral --color brown"
expect_in out "Player 0 (greedy): people" "play cathedral --color brown"

# ---- --keep for every game: every seat typed, chance typed, undo, --record ---------------

# Cathedral, two people: four moves, one taken back and played again.
printf 'people2f5\nmanor2h2\ninfirmary0h5\nundo\ninfirmary0h5 stable1a7\nquit\n' >"$tmp/ck.in"
run play cathedral --keep --color brown --record "$tmp/cathedral.rec" <"$tmp/ck.in"
what="play cathedral --keep"
expect_status 0 "$what"
expect_in out "keeping score at a table" "$what"
expect_in out "Player 1, brown plays a piece (e.g. castle2e5): manor2h2" "$what: brown's prompt"
expect_count out "Took back the last move typed here" 1 "$what: undo"
expect_not_in out "(greedy)" "$what: no bot plays"
sed 's/ *#.*//' "$tmp/cathedral.rec" | tr '\n' ' ' |
    grep -q 'people2f5 manor2h2 infirmary0h5 stable1a7 $' ||
    fail "$what: the record does not hold the four moves"
run replay "$tmp/cathedral.rec"
expect_status 0 "$what: replay"
expect_in out "The game is not over." "$what: replay"

# Cityscape, two people, one round: goals for S W (player 0) and N E
# (player 1) typed as the codes alone; a block taken back; the round's
# result; the record replays to the same scores.
{ printf '3562\n6611\n2222 2222\n1a1\nundo\n'; cycle_moves; } >"$tmp/cs.in"
run play cityscape --keep --rounds 1 --record "$tmp/cityscape.rec" <"$tmp/cs.in"
what="play cityscape --keep"
expect_status 0 "$what"
expect_in out "Player 0, goals for side S" "$what: goals prompt"
expect_in out "Player 1, goals for side N" "$what: the other player's goals"
expect_in out "N (player 1): goals 2222" "$what: goals revealed"
expect_count out "Took back the last move typed here" 1 "$what: undo"
expect_line out "Scores (the highest wins): player 0: 20, player 1: 20" "$what"
run replay "$tmp/cityscape.rec"
expect_status 0 "$what: replay"
expect_line out "Scores (the highest wins): player 0: 20, player 1: 20" "$what: replay"
expect_line out "Winners (shared): player 0, player 1" "$what: replay"

# Skyline (the dice game): the game of tests/data/highrise-keep.rec, typed.
printf 'TGUP\nX\nM L M\nbGM\nbPM>1\nresign\nTGGG\nL L H\nbGL\nbGL\nbGH\nresign\n' \
    >"$tmp/hk.in"
run play highrise --keep --players 2 --rounds 1 --record "$tmp/highrise.rec" <"$tmp/hk.in"
expect_status 0 "play highrise --keep --record"
cmp -s "$tmp/highrise.rec" "$data/highrise-keep.rec" ||
    fail "play highrise --keep --record: not the record of tests/data/highrise-keep.rec"

# Sprawlopolis, two people: the cards typed as they come off the real
# deck (several on a line), a placement taken back, the record saved with
# 'save' and at the end the same.
printf '1 2 3 4 5 6\n7 8 9\n4@0,2\n+10\n5@0,-2\nundo\n5r@0,-2\nsave %s\nquit\n' \
    "$tmp/saved.rec" >"$tmp/sk.in"
run play sprawl --keep --players 2 --record "$tmp/sprawl.rec" <"$tmp/sk.in"
what="play sprawl --keep"
expect_status 0 "$what"
expect_in out "Chance, the card dealt to player 1 (1-18): 7 8 9" "$what: the deal"
expect_in out "hand of player 1: 7" "$what: every hand shown to the keeper"
expect_in out "Player 1, a card of the hand (e.g. 12r@-1,2): 5@0,-2" "$what: player 1's move"
expect_count out "Took back the last move typed here" 1 "$what: undo"
grep -q '^5r@0,-2$' "$tmp/sprawl.rec" || fail "$what: the record lacks 5r@0,-2"
grep -q '^5@0,-2' "$tmp/sprawl.rec" && fail "$what: the record holds the move taken back"
cmp -s "$tmp/sprawl.rec" "$tmp/saved.rec" || fail "$what: 'save' and --record differ"
run replay "$tmp/sprawl.rec"
expect_status 0 "$what: replay"
expect_in out "city 3/15" "$what: replay"

# Skyscrapers, two people: the whole grab typed on one line, then each
# builds a tower; player 1 takes a pyramid back.
{
    printf 'r3 y3 g3 b3 k3 r2 y2 g2 b2 k2 r1 y1 g1 b1 k1\n'
    printf '0=r3 0.0+g3 0.0+k3 0.0+b2 0.0+y2 0.0+r1\ndone\n'
    printf '1=y3\n1.0+b3\n1.0+k2\nundo\n1.0+g2 1.0+r2 1.0+y1\n1:done\n'
} >"$tmp/sky.in"
run play skyscrapers --keep --rounds 1 --record "$tmp/skyscrapers.rec" <"$tmp/sky.in"
what="play skyscrapers --keep"
expect_status 0 "$what"
expect_in out "Chance, the pyramid grabbed (e.g. b2): r3 y3" "$what: the grab"
expect_count out "Took back the last move typed here" 1 "$what: undo"
expect_in out "0: r3-g3-k3-b2-y2-r1  +50" "$what: player 0's tower"
expect_in out "0: y3-b3-g2-r2-y1  +36" "$what: player 1's tower"
expect_line out "Scores (the highest wins): player 0: 50, player 1: 36" "$what"
expect_line out "Winner: player 0" "$what"
run replay "$tmp/skyscrapers.rec"
expect_status 0 "$what: replay"
expect_line out "Scores (the highest wins): player 0: 50, player 1: 36" "$what: replay"

# ---- Skyscrapers against the bots ----------------------------------------------------

printf 'moves\ndone\n' >"$tmp/skybots.in"
run play skyscrapers --players 3 --rounds 1 --seed 3 --record "$tmp/sb.rec" <"$tmp/skybots.in"
what="play skyscrapers"
expect_status 0 "$what"
expect_in out "Chance: 0+" "$what: the grab drawn"
expect_in out "Player 1 (greedy): 1=" "$what: a bot builds"
expect_in out "The game is over." "$what"
run replay "$tmp/sb.rec"
expect_status 0 "$what: replay"

# ---- the sample files (share/skyline): made by the tool, and they replay ------------

for g in $games; do
    file=$samples/$g.rec
    run replay "$file"
    expect_status 0 "replay samples/$g.rec"
    expect_in out "Winner" "replay samples/$g.rec"
    expect_empty err "replay samples/$g.rec"
    run demo --game "$g" --record "$tmp/$g.rec"
    expect_status 0 "demo --game $g --record"
    cmp -s "$tmp/$g.rec" "$file" ||
        fail "samples/$g.rec is not what 'skyline demo --game $g --record' writes; regenerate it"
done
run sprawl score "$samples/city.grid" --cards 1,3,12
expect_status 0 "sprawl score samples/city.grid"
expect_in out "total 1, target 16: the team loses" "sprawl score samples/city.grid"

finish
