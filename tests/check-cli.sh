#!/bin/sh
# make check: the skyline(1) command-line tool, end to end.
#
# automake exports top_srcdir and top_builddir; run by hand from the
# build directory, both default to ".".

name=check-cli
. "${top_srcdir:-.}/tests/cli-lib.sh"

# ---- demo ---------------------------------------------------------------------

run demo --seed 1
expect_status 0 "demo --seed 1"
expect_in out "== cityscape, seed 1:" "demo --seed 1"
expect_in out "The match is over." "demo --seed 1"
expect_in out "Scores (the highest wins): player 0: " "demo --seed 1"
expect_in out "Winner" "demo --seed 1"
# The score order comes from sky_game_info, not from the game's name.
expect_in out "Scores (the lowest wins): player 0: " "demo --seed 1 (Cathedral)"
expect_in out "Team score (the team wins at its target): player 0: " "demo --seed 1 (Sprawlopolis)"
expect_empty err "demo --seed 1"
cp "$tmp/out" "$tmp/demo1"

run demo --seed 1
cmp -s "$tmp/out" "$tmp/demo1" || fail "demo --seed 1 twice: outputs differ"
run demo
cmp -s "$tmp/out" "$tmp/demo1" || fail "demo: the default seed is not 1"
run demo --seed=2
expect_status 0 "demo --seed=2"
cmp -s "$tmp/out" "$tmp/demo1" && fail "demo: seeds 1 and 2 give the same match"
run games --long
expect_status 0 "games --long"
expect_in out "cathedral: Cathedral, landmark edition" "games --long"
expect_in out "  delayed=0 (0 to 1): " "games --long"
run demo --game cityscape --seed 1
# Three players play three rounds (CS-9): two rounds end before the last.
expect_count out "Round over." 2 "demo --game cityscape"
# The whole demo plays every game; its Cityscape part is this one's output.
head -n "$(wc -l < "$tmp/out")" "$tmp/demo1" | cmp -s - "$tmp/out" ||
    fail "demo --game cityscape differs from the Cityscape part of demo"

run demo --game nosuchgame
expect_status 2 "demo --game nosuchgame"
expect_in err "nosuchgame" "demo --game nosuchgame"
run demo --seed banana
expect_status 2 "demo --seed banana"
run demo --seed
expect_status 2 "demo --seed without a value"
run demo --fast
expect_status 2 "demo --fast"

# ---- play ---------------------------------------------------------------------

# Two players: the person (seat 0) owns sides S and W (CS-4) and starts.
{
    printf 'undo\n1237\n3562\n6611\n'   # nothing to undo; a bad code; the goals
    printf '9z9\n1a1\nundo\nmoves\n'
    cycle_moves
} >"$tmp/play.in"
run play cityscape --rounds 1 --seed 5 <"$tmp/play.in"
expect_status 0 "play cityscape"
expect_in err "9z9: " "play: a bad move"
expect_in err "1237: " "play: a bad goal code"
# The first undo had nothing to take back; the second took back 1a1 and the reply.
expect_count err "undo: " 1 "play: undo"
expect_count out "Took back the last move typed here" 1 "play: undo"
# The bot places 12 of the 25 blocks (CS-8), plus the reply taken back.
n=$(grep -c '^Player 1 (greedy): [1-5][a-d][1-4]$' "$tmp/out")
[ "$n" -eq 13 ] || fail "play: bot moves: $n, expected 13"
# The bot's goals stay hidden until the round ends (CS-5).
expect_line out "Player 1 (greedy): sets goals for side N" "play: hidden goals"
expect_in out "S (you): goals 3562" "play: revealed goals"
expect_in out "W (you): goals 6611" "play: revealed goals"
expect_in out "Round 1 of 1 is over." "play: round end"
expect_in out "Scores (the highest wins): player 0: " "play: final scores"
expect_in out "Winner" "play: winners"
# Each rejected line is followed by the same prompt again, not an exit.
awk '/: 9z9$/ { getline; if ($0 ~ /^Your move, a block/) ok = 1 } END { exit !ok }' \
    "$tmp/out" || fail "play: no new prompt after the bad move"
awk '/: 1237$/ { getline; if ($0 ~ /^Your move, goals for side S/) ok = 1 } END { exit !ok }' \
    "$tmp/out" || fail "play: no new prompt after the bad goals"

# 'undo' at the next round's goals takes back the round's last block,
# which the person placed (13 of 25, starting): the round ends twice.
{
    printf '3562\n6611\n'
    cycle_moves             # the lines left over are refused as goals
    printf 'undo\n'
    cycle_moves
    printf 'quit\n'
} >"$tmp/undo.in"
run play cityscape --rounds 2 <"$tmp/undo.in"
expect_status 0 "play: undo across rounds"
expect_count out "Took back the last move typed here" 1 "play: undo across rounds"
expect_count out "Round 1 of 2 is over." 2 "play: undo across rounds"
expect_count out "You left the game." 1 "play: undo across rounds"

# Three players, the person at seat 1 owns only side W.
{ printf '2413\n'; cycle_moves; } >"$tmp/play3.in"
run play cityscape --players 3 --seat 1 --rounds 1 --bot random <"$tmp/play3.in"
expect_status 0 "play --players 3 --seat 1"
expect_count out "Your move, goals for side" 1 "play --players 3 --seat 1"
expect_in out "W (you): goals 2413" "play --players 3 --seat 1"
expect_in out "The game is over." "play --players 3 --seat 1"

printf '3562\n' >"$tmp/eof.in"
run play cityscape <"$tmp/eof.in"
expect_status 1 "play: end of input"
expect_in err "end of input" "play: end of input"

printf 'quit\n' >"$tmp/quit.in"
run play cityscape <"$tmp/quit.in"
expect_status 0 "play: quit"
expect_in out "You left the game." "play: quit"

run play cityscape --players 2 --seat 2 </dev/null
expect_status 2 "play --seat 2 of 2 players"
run play cityscape --players 5 </dev/null
expect_status 2 "play --players 5"
run play cityscape --bot clever </dev/null
expect_status 2 "play --bot clever"
run play nosuchgame </dev/null
expect_status 2 "play nosuchgame"
# Options the game refuses together: the library names the pair to blame.
run play skyscrapers --win 1 </dev/null
expect_status 2 "play skyscrapers --win 1 (no target)"
expect_in err "play skyscrapers: 'win=1': skyscrapers refuses it" "play skyscrapers --win 1"
run play </dev/null
expect_status 2 "play without a game"

# ---- replay -------------------------------------------------------------------

run replay "$data/cityscape-2p.rec"
expect_status 0 "replay cityscape-2p.rec"
expect_in out "Scores (the highest wins): player 0: 35, player 1: 280" "replay cityscape-2p.rec"
expect_in out "Winner: player 1" "replay cityscape-2p.rec"
expect_empty err "replay cityscape-2p.rec"
cp "$tmp/out" "$tmp/replay2p"

run replay - <"$data/cityscape-2p.rec"
expect_status 0 "replay - (stdin)"
cmp -s "$tmp/out" "$tmp/replay2p" || fail "replay -: output differs from the file's"

run replay "$data/cityscape-4p-shared.rec"
expect_status 0 "replay cityscape-4p-shared.rec"
expect_in out "Scores (the highest wins): player 0: 20, player 1: 20, player 2: 10, player 3: 20" \
    "replay cityscape-4p-shared.rec"
expect_in out "Winners (shared): player 0, player 1, player 3" \
    "replay cityscape-4p-shared.rec"

run replay "$data/cityscape-3p-unfinished.rec"
expect_status 0 "replay cityscape-3p-unfinished.rec"
expect_in out "The game is not over." "replay cityscape-3p-unfinished.rec"
expect_not_in out "Winner" "replay cityscape-3p-unfinished.rec"

expect_bad bad-sixth-block.rec 5c1 "5a1 "
expect_bad bad-goal-code.rec W:6671 ""
expect_bad bad-hidden-goals.rec "N:????" ""
expect_bad bad-version.rec 2 "skyline cityscape "

printf 'skyline cityscape 1\nplayers 2' >"$tmp/short.rec"
run replay "$tmp/short.rec"
expect_status 1 "replay of a cut record"
expect_in err "at the end of the record" "replay of a cut record"

printf 'skyline cityscape 1\000players 2 rounds 1 first 0\n' >"$tmp/nul.rec"
run replay "$tmp/nul.rec"
expect_status 1 "replay of a record with a NUL byte"
expect_in err "byte 19: " "replay of a record with a NUL byte"

run replay "$tmp/no-such-file.rec"
expect_status 1 "replay of a missing file"
expect_in err "no-such-file.rec" "replay of a missing file"
run replay
expect_status 2 "replay without a file"
run replay a.rec b.rec
expect_status 2 "replay of two files"

# ---- the rest -------------------------------------------------------------------

run frobnicate
expect_status 2 "an unknown command"
expect_line err "skyline: unknown command 'frobnicate': 'skyline help' lists the commands" \
    "an unknown command"
expect_empty out "an unknown command"

run
expect_status 2 "no command"
expect_in err "usage:" "no command"

run help
expect_status 0 "help"
expect_in out "usage:" "help"
for word in demo play replay games --version; do
    expect_in out "$word" "help mentions $word"
done
cp "$tmp/out" "$tmp/help"
run --help
cmp -s "$tmp/out" "$tmp/help" || fail "--help differs from help"

version=$(sed -n 's/^#define SKY_VERSION_STRING "\(.*\)"/\1/p' \
    "$top_srcdir/include/skyline/common.h")
run --version
expect_status 0 "--version"
expect_in out "skyline $version (libskyline $version)" "--version"

run games
expect_status 0 "games"
grep -x -q cityscape "$tmp/out" || fail "games: no line 'cityscape'"

# ---- --help everywhere, help COMMAND, --version -------------------------------

games=$("$skyline" games)
[ -n "$games" ] || fail "games: nothing listed"

# `help COMMAND [ARGUMENT...]` prints what `COMMAND [ARGUMENT...] --help`
# does, and `skyline help` lists those usage lines word for word.
for words in demo play replay arena games help --version sprawl skyscrapers \
             "sprawl score" "skyscrapers advise" "play cathedral" "arena sprawl"; do
    # shellcheck disable=SC2086 # the words are separate arguments
    run $words --help
    expect_status 0 "$words --help"
    cp "$tmp/out" "$tmp/own-help"
    # The usage: the first line and the lines indented under it.
    awk '/^usage: / { on = 1 } on && !/^(usage: |       )/ { exit } on' "$tmp/out" |
        sed 's/^usage: /       /' >"$tmp/synopsis"
    [ -s "$tmp/synopsis" ] || fail "$words --help: no usage lines"
    while IFS= read -r line; do
        grep -F -x -q -e "$line" "$tmp/help" ||
            grep -F -x -q -e "usage: ${line#       }" "$tmp/help" ||
            fail "help lacks the usage line of $words: '$line'"
    done <"$tmp/synopsis"
    # shellcheck disable=SC2086
    run help $words
    expect_status 0 "help $words"
    expect_in out "usage: skyline" "help $words"
    expect_empty err "help $words"
    cmp -s "$tmp/out" "$tmp/own-help" || fail "help $words differs from $words --help"
done
run help frob
expect_status 2 "help frob"
expect_line err "skyline: help: unknown command 'frob'" "help frob"
expect_empty out "help frob"
# A game without a command of its own is no command.
run help cityscape
expect_status 2 "help cityscape"
run help help
cmp -s "$tmp/out" "$tmp/help" || fail "help help differs from help"
expect_help_line() {
    grep -F -q -e "$1" "$tmp/help" || fail "help: no '$1'"
}
expect_help_line '[--options "KEY=VALUE ...'
expect_help_line '[--progress | --no-progress]'
expect_help_line 'skyline help [COMMAND'

# arena: --help wins wherever it is, and GAME's options come with it as
# `games --long` prints them.
"$skyline" games --long >"$tmp/long"
for g in $games; do
    run arena "$g" --help
    expect_status 0 "arena $g --help"
    expect_in out "usage: skyline arena GAME --bots" "arena $g --help"
    expect_in out "$g takes --options \"KEY=VALUE ...\"" "arena $g --help"
    expect_empty err "arena $g --help"
    awk -v g="$g:" '$1 == g { on = 1; print; next } /^[^ ]/ { on = 0 } on' \
        "$tmp/long" >"$tmp/info"
    [ "$(grep -c '=' "$tmp/info")" -ge 1 ] || fail "games --long: no options of $g"
    while IFS= read -r line; do
        expect_line out "$line" "arena $g --help"
    done <"$tmp/info"
done
for args in "--help sprawl" "sprawl --bots random --help" "sprawl --bots nobody -h" \
            "--help extra words" "sprawl --games 0 --fast --help" \
            "--summary no-such-file --help" "--out --help"; do
    # shellcheck disable=SC2086
    run arena $args
    expect_status 0 "arena $args"
    expect_in out "usage: skyline arena GAME --bots" "arena $args"
    expect_empty err "arena $args"
done
run arena --bots random sprawl --help
expect_in out "sprawl takes --options" "arena --bots random sprawl --help"
run arena --summary sprawl --help
expect_not_in out "takes --options" "arena --summary sprawl --help"
run arena chess --help
expect_status 0 "arena chess --help"
expect_in out "no game named 'chess'" "arena chess --help"

# --version after any command; --help wins over it.
run demo --seed 3 --version
expect_status 0 "demo --version"
expect_line out "skyline $version (libskyline $version)" "demo --version"
run play cityscape --version </dev/null
expect_line out "skyline $version (libskyline $version)" "play cityscape --version"
run arena sprawl --version --help
expect_in out "usage: skyline arena" "arena --version --help"
expect_not_in out "libskyline $version" "arena --version --help"
run help --version
expect_in out "usage: skyline --version" "help --version"

# ---- arena --options: the one bad KEY=VALUE, and why ----------------------------

bad_options() {
    want=$1
    game=$2
    shift 2
    run arena "$game" --bots greedy --games 1 --seed 1 --options "$@"
    expect_status 2 "arena $game --options '$*'"
    expect_in err "$want" "arena $game --options '$*'"
    expect_empty out "arena $game --options '$*'"
}
bad_options "--options: 'variant=harder': variant must be a whole number from 0 to 2, not 'harder'" \
    sprawl "players=3 variant=harder"
expect_not_in err "players=3 variant" "the message names only the bad pair"
bad_options "'players=9': players must be a whole number from 1 to 4, not '9'" \
    sprawl "variant=1  players=9"
bad_options "'colour=2': sprawl has no option 'colour' (its keys: players 1 to 4, variant 0 to 2)" \
    sprawl "players=2 colour=2"
bad_options "'players': expected KEY=VALUE (sprawl's keys: players 1 to 4, variant 0 to 2)" \
    sprawl "players"
bad_options "'rounds=-1': rounds must be a whole number from 0 to 64" cityscape "rounds=-1"
# In range, but the game refuses it: win=1 needs a target, whose default is 0.
bad_options "'win=1': skyscrapers refuses it: " skyscrapers "win=1"
# Each pair alone is taken; together they ask for more sets than there are.
bad_options "skyscrapers refuses these options together: " skyscrapers \
    "treehouses=10 stashes=10"
expect_in err "('treehouses=10 stashes=10'; treehouses: " "the message names the pairs refused together"
# What the library takes, signs included, stays taken.
run arena sprawl --bots greedy --games 1 --seed 1 --options "players=+2 variant=2"
expect_status 0 "arena --options with a signed number"

finish
