#!/bin/sh
# The ladder of the built-in players (`make ladder`; not part of `make
# check`): for every game, seeded series between pairs of players with
# `skyline arena --jobs J`, summarized with `skyline arena --summary
# --json`, and a Markdown table per game.
#
# A game scored by wins (two seats) plays the pairings
#   random v greedy, greedy v search:I1, search:I1 v search:I2,
#   search:I2 v search:I3, ..., and search:I2 v greedy (the goal pairing);
# a game with one team score (solo or co-op), and a game that may be
# played alone, plays each player alone at its fewest players: random,
# greedy, search:I1, search:I2, ...  What a game is comes from
# `skyline games --long`; no game is named here.
#
# Settings (environment):
#   LADDER_GAMES        games per pairing (default 1000)
#   LADDER_GAMES_10K    games of the pairings with the last, largest,
#                       number of iterations (default LADDER_GAMES)
#   LADDER_ITERATIONS   the search's iterations a decision, ascending
#                       (default "100 1000 10000")
#   LADDER_JOBS         threads of each arena (default 0: every CPU)
#   LADDER_GAMES_LIST   the games (default all: `skyline games`)
#   LADDER_SEED         the series' seed (default 1)
#   LADDER_OUT          output directory (default ./ladder): GAME/*.jsonl
#                       (the games), GAME/*.json (their summaries), GAME.md
#                       (the table) and ladder.md (every table)
#   SKYLINE             the tool (default $top_builddir/tool/skyline)
# It prints the time each pairing took.  Exit status 0, or 1 on the first
# failure.
set -eu

: "${top_builddir:=.}"
: "${SKYLINE:=$top_builddir/tool/skyline}"
: "${LADDER_GAMES:=1000}"
: "${LADDER_GAMES_10K:=$LADDER_GAMES}"
: "${LADDER_ITERATIONS:=100 1000 10000}"
: "${LADDER_JOBS:=0}"
: "${LADDER_SEED:=1}"
: "${LADDER_OUT:=ladder}"
: "${LADDER_GAMES_LIST:=$("$SKYLINE" games)}"

die() {
    echo "ladder: $*" >&2
    exit 1
}

for n in $LADDER_GAMES $LADDER_GAMES_10K $LADDER_JOBS $LADDER_SEED $LADDER_ITERATIONS; do
    case $n in *[!0-9]* | '') die "not a number: '$n'" ;; esac
done
set -- $LADDER_ITERATIONS
[ $# -ge 1 ] || die "LADDER_ITERATIONS names no number of iterations"
largest=$(eval echo "\${$#}")
goal=${2:-$1}           # search:1000 v greedy with the default iterations
mkdir -p "$LADDER_OUT"

now() {
    date +%s.%N
}

# "Games: N per pairing (M with search:LARGEST)."
games_sentence() {
    if [ "$LADDER_GAMES_10K" = "$LADDER_GAMES" ]; then
        echo "Games: $LADDER_GAMES per pairing."
    else
        echo "Games: $LADDER_GAMES per pairing ($LADDER_GAMES_10K with search:$largest)."
    fi
}

header() {
    model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
    echo "Measured with $("$SKYLINE" --version) on $(date -u '+%Y-%m-%d %H:%M UTC'),"
    echo "on $(nproc) CPUs (${model:-unknown model}), \`skyline arena --jobs $LADDER_JOBS\`,"
    echo "seed $LADDER_SEED, seats rotated. $(games_sentence)"
    echo "Intervals are 95 %: Wilson for win rates, mean ± 1.96 standard errors"
    echo "for scores and ratings (\`skyline arena --summary\`)."
}

# games_for BOT...: LADDER_GAMES_10K if a bot searches the most, else LADDER_GAMES.
games_for() {
    for bot in "$@"; do
        [ "$bot" != "search:$largest" ] || { echo "$LADDER_GAMES_10K"; return; }
    done
    echo "$LADDER_GAMES"
}

# play GAME OPTIONS FILE BOTS: one series into FILE.jsonl, summarized into
# FILE.json; prints the time it took and sets $elapsed (seconds).
play() {
    bots=$4
    games=$(games_for $(echo "$bots" | tr , ' '))
    start=$(now)
    "$SKYLINE" arena "$1" --options "$2" --bots "$bots" --games "$games" \
        --seed "$LADDER_SEED" --jobs "$LADDER_JOBS" --no-progress --out "$3.jsonl" ||
        die "$1 $bots: the arena failed"
    "$SKYLINE" arena --summary --json "$3.jsonl" > "$3.json" ||
        die "$1 $bots: the summary failed"
    elapsed=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
    printf '%-12s %-16s %-28s %6s games %9s s\n' "$1" "${2:-(defaults)}" \
        "$(echo "$bots" | sed 's/,/ v /')" "$games" "$elapsed"
}

# The figures of a summary line (one group), by sed over its fixed layout.
num='\(-\{0,1\}[0-9.]*\)'
# bot_figures FILE BOT: "wins seats rate low high"
bot_figures() {
    sed -n "s/.*{\"bot\":\"$2\",\"seats\":\([0-9]*\),\"wins\":\([0-9]*\),\"win_rate\":$num,\"low\":$num,\"high\":$num}.*/\2 \1 \3 \4 \5/p" "$1"
}
# rating_figures FILE: "first second diff low high", or nothing
rating_figures() {
    sed -n "s/.*\"rating\":{\"first\":\"\([^\"]*\)\",\"second\":\"\([^\"]*\)\",\"points\":$num,\"diff\":$num,\"low\":$num,\"high\":$num}.*/\1 \2 \4 \5 \6/p" "$1"
}
# team_figures FILE: "games mean low high"
team_figures() {
    sed -n "s/.*\"teams\":\[{\"bots\":\"[^\"]*\",\"games\":\([0-9]*\),\"mean\":$num,\"low\":$num,\"high\":$num}\].*/\1 \2 \3 \4/p" "$1"
}

# pairing_row FILE A B: the table row of A v B.
pairing_row() {
    a=$(bot_figures "$1.json" "$2")
    b=$(bot_figures "$1.json" "$3")
    r=$(rating_figures "$1.json")
    [ -n "$a" ] && [ -n "$b" ] || die "$1.json: no win rates of $2 and $3"
    echo "$2 $3 $a $b ${r:-- - - - -}" | awk -v t="$elapsed" '
    function elo(x) { x = sprintf("%.0f", x) + 0; return x == 0 ? "0" : sprintf("%+d", x) }
    {
        games = $4
        # The rating is of the first by name over the second: turned to A over B.
        if ($13 == "-") rating = "–"
        else if ($13 == $1) rating = elo($15) " [" elo($16) ", " elo($17) "]"
        else rating = elo(-$15) " [" elo(-$17) ", " elo(-$16) "]"
        printf "| %s | %s | %d | %.1f %% [%.1f, %.1f] | %.1f %% [%.1f, %.1f] | %s | %s s |\n",
            $1, $2, games, 100 * $5, 100 * $6, 100 * $7,
            100 * $10, 100 * $11, 100 * $12, rating, t
    }'
}

# solo_row FILE BOT
solo_row() {
    s=$(team_figures "$1.json")
    [ -n "$s" ] || die "$1.json: no team score"
    echo "$2 $s" | awk -v t="$elapsed" '{
        printf "| %s | %d | %.2f | [%.2f, %.2f] | %s s |\n", $1, $2, $3, $4, $5, t
    }'
}

label() {
    echo "$*" | sed 's/://g; s/ /_v_/g'
}

competitive() {
    game=$1 options=$2 dir=$LADDER_OUT/$game
    echo
    echo "### Two players${options:+ ($options)}: win rates"
    echo
    echo "| A | B | games | A wins | B wins | rating A − B | time |"
    echo "|---|---|---|---|---|---|---|"
    set -- "random greedy" "greedy search:$first"
    prev=$first
    for n in $rest; do
        set -- "$@" "search:$prev search:$n"
        prev=$n
    done
    [ "$goal" = "$first" ] || set -- "$@" "search:$goal greedy"
    for pair in "$@"; do
        file=$dir/2p-$(label $pair)
        play "$game" "$options" "$file" "$(echo "$pair" | tr ' ' ,)" >&3
        pairing_row "$file" $pair
    done
}

solo() {
    game=$1 options=$2 dir=$LADDER_OUT/$game
    echo
    echo "### Alone${options:+ ($options)}: mean score"
    echo
    echo "| player | games | mean score | 95 % interval | time |"
    echo "|---|---|---|---|---|"
    for bot in random greedy $(for n in $LADDER_ITERATIONS; do echo "search:$n"; done); do
        file=$dir/solo-$(label $bot)
        play "$game" "$options" "$file" "$bot" >&3
        solo_row "$file" "$bot"
    done
}

# What `skyline games --long` says of GAME: "MIN MAX TEAM HAS_PLAYERS DEFAULT".
game_facts() {
    "$SKYLINE" games --long | awk -v g="$1" '
        $0 ~ "^" g ":" { on = 1; next }
        /^[^ ]/ { on = 0 }
        on && /^  players [0-9]+ to [0-9]+;/ {
            min = $2; max = $4; sub(/;/, "", max); team = /one team score/ }
        on && /^  players=/ { has = 1; split($1, kv, "="); def = kv[2] }
        END { if (min == "") exit 1; print min, max, team, has + 0, def + 0 }'
}

# ladder_game GAME: its tables, in Markdown.
ladder_game() {
    facts=$(game_facts "$1") || die "no game '$1' (skyline games lists them)"
    # $2 fewest players, $3 most, $4 1 if one team score, $5 1 if it has
    # a players option, $6 that option's default.
    set -- "$1" $facts
    mkdir -p "$LADDER_OUT/$1"
    echo "## $1"
    echo
    header
    if [ "$4" = 1 ] || [ "$2" = 1 ]; then
        if [ "$5" = 1 ]; then solo "$1" "players=$2"; else solo "$1" ""; fi
    fi
    if [ "$4" = 0 ] && [ "$2" -le 2 ] && [ "$3" -ge 2 ]; then
        if [ "$5" = 1 ] && [ "$6" != 2 ]; then
            competitive "$1" "players=2"
        else
            competitive "$1" ""
        fi
    fi
}

first=$1
shift
rest=$*
exec 3>&1
: > "$LADDER_OUT/ladder.md"
for game in $LADDER_GAMES_LIST; do
    ladder_game "$game" > "$LADDER_OUT/$game.md"
    { cat "$LADDER_OUT/$game.md"; echo; } >> "$LADDER_OUT/ladder.md"
done
echo "ladder: the tables are in $LADDER_OUT/ladder.md and $LADDER_OUT/GAME.md"
