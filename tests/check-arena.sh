#!/bin/sh
# make check: `skyline arena` and `skyline arena --summary` (skyline(1),
# ARENA): the same lines whatever the threads and shards, the summary's
# figures on small inputs computed independently, and the errors.

name=check-arena
. "${top_srcdir:-.}/tests/cli-lib.sh"

# Fast games (Skyline, greedy against random), in more chunks of 16 than
# the window of --jobs 2 or 3 holds, so the window wraps.
series="highrise --options players=4 --bots greedy,random --games 300 --seed 7"

# ---- the same lines whatever --jobs and --shard ------------------------------------

run arena $series --jobs 1
expect_status 0 "arena --jobs 1"
expect_empty err "arena --jobs 1 (no progress off a terminal)"
cp "$tmp/out" "$tmp/whole"
[ "$(wc -l < "$tmp/whole")" -eq 300 ] || fail "arena --games 300: not 300 lines"
expect_line out '{"game":"highrise","options":"players=4","seed":7,"index":0,"seats":["greedy","random","greedy","random"],"scores":[73,1,81,1],"winners":[2],"plies":416}' \
    "arena: game 0"
expect_in out '"seed":306,"index":299,"seats":["random","greedy","random","greedy"]' \
    "arena: game 299, seats rotated"

for jobs in 2 3 0; do
    run arena $series --jobs $jobs
    expect_status 0 "arena --jobs $jobs"
    cmp -s "$tmp/out" "$tmp/whole" || fail "arena --jobs $jobs: not the --jobs 1 output"
done

: > "$tmp/shards"
for i in 0 1 2; do
    run arena $series --shard $i/3 --jobs 2 --out "$tmp/shard$i"
    expect_status 0 "arena --shard $i/3"
    expect_empty out "arena --shard $i/3 --out"
    cat "$tmp/shard$i" >> "$tmp/shards"
done
cmp -s "$tmp/shards" "$tmp/whole" || fail "arena: shards 0/3 1/3 2/3 differ from the whole"
[ "$(wc -l < "$tmp/shard0")" -eq 100 ] || fail "arena --shard 0/3: not games 0 to 99"
run arena $series --shard 5/7
expect_status 0 "arena --shard 5/7"
sed -n '215,257p' "$tmp/whole" | cmp -s - "$tmp/out" ||
    fail "arena --shard 5/7: not games floor(300*5/7)=214 to 256"

run arena --summary "$tmp/whole"
expect_status 0 "arena --summary"
cp "$tmp/out" "$tmp/summary"
run arena --summary "$tmp/shard0" "$tmp/shard1" "$tmp/shard2"
cmp -s "$tmp/out" "$tmp/summary" || fail "arena --summary of the shards differs"
run arena --summary --json "$tmp/whole"
cp "$tmp/out" "$tmp/summary.json"
run arena --summary --json "$tmp/shard2" - "$tmp/shard0" < "$tmp/shard1"
cmp -s "$tmp/out" "$tmp/summary.json" || fail "arena --summary --json of the shards differs"
expect_in out '{"groups":[{"game":"highrise","options":"players=4","games":300,"kind":"competitive","bots":[{"bot":"greedy","seats":600,' \
    "arena --summary --json"
expect_not_in out '"rating"' "arena --summary --json: no rating with 4 seats"

run arena $series --jobs 2 --progress
expect_status 0 "arena --progress"
cmp -s "$tmp/out" "$tmp/whole" || fail "arena --progress: progress on stdout"
expect_in err "300/300 games, " "arena --progress"

run arena cityscape --options "players=3 rounds=1" --bots random --games 4 --seed 1
expect_status 0 "arena --options"
expect_count out '"options":"players=3 rounds=1",' 4 "arena --options"

# ---- the summary's figures, computed independently (Python's statistics) ----------

# Cathedral: greedy wins, wins, loses, draws (points 1, 1, 0, 0.5);
# Sprawlopolis solo: team scores 10, 20, 30.  Groups sort by name.
cat > "$tmp/known" <<'EOF'
{"game":"sprawl","options":"players=1","seed":1,"index":0,"seats":["greedy"],"scores":[10],"winners":[],"plies":30}
{"game":"cathedral","options":"","seed":1,"index":0,"seats":["greedy","random"],"scores":[0,9],"winners":[0],"plies":30}
{"game":"cathedral","options":"","seed":2,"index":1,"seats":["random","greedy"],"scores":[9,0],"winners":[1],"plies":30}
{"game":"sprawl","options":"players=1","seed":2,"index":1,"seats":["greedy"],"scores":[20],"winners":[0],"plies":30}
{"game":"cathedral","options":"","seed":3,"index":2,"seats":["greedy","random"],"scores":[9,0],"winners":[1],"plies":30}
{"game":"cathedral","options":"","seed":4,"index":3,"seats":["random","greedy"],"scores":[0,0],"winners":[],"plies":30}
{"game":"sprawl","options":"players=1","seed":3,"index":2,"seats":["greedy"],"scores":[30],"winners":[0],"plies":30}
EOF
# Wilson 2 of 4: 0.150039 to 0.849961; 1 of 4: 0.045587 to 0.699358.
# Points: mean 0.625, sd 0.478714, so 0.625 +- 0.469131, clipped to
# [0.125, 0.875]: -400 log10(1/p - 1) gives 88.739500, -293.459599, 338.039216.
# Scores: mean 20, sd 10: 20 +- 1.959964 * 10 / sqrt(3).
run arena --summary --json "$tmp/known"
expect_status 0 "arena --summary --json, known input"
expect_line out '{"groups":[{"game":"cathedral","options":"","games":4,"kind":"competitive","bots":[{"bot":"greedy","seats":4,"wins":2,"win_rate":0.500000,"low":0.150039,"high":0.849961},{"bot":"random","seats":4,"wins":1,"win_rate":0.250000,"low":0.045587,"high":0.699358}],"rating":{"first":"greedy","second":"random","points":0.625000,"diff":88.739500,"low":-293.459599,"high":338.039216}},{"game":"sprawl","options":"players=1","games":3,"kind":"score","teams":[{"bots":"greedy","games":3,"mean":20.000000,"low":8.684143,"high":31.315857}]}]}' \
    "arena --summary --json, known input"
run arena --summary "$tmp/known"
expect_status 0 "arena --summary, known input"
expect_line out "  greedy                4          2   0.500000  0.150039 to 0.849961" \
    "arena --summary table: greedy"
expect_in out "rating greedy minus random: 88.739500 (95% interval -293.459599 to 338.039216)" \
    "arena --summary table: rating"
expect_in out "20.000000  8.684143 to 31.315857" "arena --summary table: team score"

# One game each way: 1 of 2 is 0.094531 to 0.905469; points 1 and 0 give
# 0.5 +- 0.98, clipped to [0.25, 0.75]: 0 and -+400 log10(3) = 190.848502.
head -n 3 "$tmp/known" | tail -n 2 | sed 's/"winners":\[1\]/"winners":[0]/' > "$tmp/split"
run arena --summary --json "$tmp/split"
expect_in out '{"bot":"greedy","seats":2,"wins":1,"win_rate":0.500000,"low":0.094531,"high":0.905469}' \
    "arena --summary: Wilson interval of 1 in 2"
expect_in out '"points":0.500000,"diff":0.000000,"low":-190.848502,"high":190.848502}' \
    "arena --summary: rating of an even split"

# ---- usage errors: exit 2, a message that says what is wrong ---------------------

usage() {
    want=$1
    shift
    run arena "$@"
    expect_status 2 "arena $*"
    expect_in err "$want" "arena $*"
    expect_empty out "arena $*"
}
usage "which game?" --bots random --games 1 --seed 1
usage "no game named 'chess'" chess --bots random --games 1 --seed 1
usage "--bots is required" cathedral --games 1 --seed 1
usage "--games N is required" cathedral --bots random --seed 1
usage "--seed S is required" cathedral --bots random --games 1
usage "no built-in player named 'genius'" cathedral --bots random,genius --games 1 --seed 1
usage "an empty name in 'random,'" cathedral --bots random, --games 1 --seed 1
usage "at most 8 players" cathedral --bots random,random,random,random,random,random,random,random,random --games 1 --seed 1
usage "--games: expected a number of games from 1, not '0'" cathedral --bots random --games 0 --seed 1
usage "--games: expected a number of games from 1, not '-3'" cathedral --bots random --games -3 --seed 1
usage "--seed: expected a number from 0 to 2^64-1, not '18446744073709551616'" cathedral --bots random --games 1 --seed 18446744073709551616
usage "--jobs: expected a number of threads from 0 (every CPU) to 256, not '257'" cathedral --bots random --games 1 --seed 1 --jobs 257
usage "--shard: expected I/K, not '3'" cathedral --bots random --games 1 --seed 1 --shard 3
usage "--shard: I must be a shard number from 0 to 2, not '3'" cathedral --bots random --games 1 --seed 1 --shard 3/3
usage "--shard: K must be a number of shards from 1 to 1000000, not '0'" cathedral --bots random --games 1 --seed 1 --shard 0/0
usage "--options: " cathedral --bots random --games 1 --seed 1 --options "players=9"
usage "unknown option '--fast'" cathedral --bots random --games 1 --seed 1 --fast
usage "one game only ('cathedral', then 'sprawl')" cathedral sprawl --bots random --games 1 --seed 1
usage "--seed given twice" cathedral --bots random --games 1 --seed 1 --seed=2
usage "option --seed needs a value" cathedral --bots random --games 1 --seed
usage "which files?" --summary
usage "which files?" --summary --json

run arena --help
expect_status 0 "arena --help"
expect_in out "usage: skyline arena GAME --bots BOT[,BOT...] --games N --seed S" "arena --help"
expect_empty err "arena --help"

run arena cathedral --bots random --games 1 --seed 1 --out "$tmp/no/such/dir/file"
expect_status 1 "arena --out into a missing directory"
expect_in err "$tmp/no/such/dir/file: cannot open for writing" "arena --out"

# ---- malformed lines: exit 1, FILE:LINE ---------------------------------------------

# bad_line LINE WHAT: a file of two good lines, then LINE, is refused at line 3.
bad_line() {
    head -n 2 "$tmp/known" > "$tmp/bad"
    printf '%s\n' "$1" >> "$tmp/bad"
    run arena --summary "$tmp/bad"
    expect_status 1 "arena --summary: $2"
    expect_in err "$tmp/bad:3: " "arena --summary: $2"
    expect_in err "$3" "arena --summary: $2"
    expect_empty out "arena --summary: $2"
}
good='{"game":"cathedral","options":"","seed":1,"index":0,"seats":["greedy","random"],"scores":[0,9],"winners":[0],"plies":30}'
bad_line "" "a blank line" "expected {\"game\":"
bad_line "$good " "a trailing blank" "column 121: expected the end of the line"
bad_line "$(echo "$good" | sed 's/"seed":1,"index":0/"index":0,"seed":1/')" "keys out of order" \
    "expected ,\"seed\":"
bad_line "$(echo "$good" | sed 's/"scores":\[0,9\]/"scores":[0]/')" "a score missing" \
    "expected one score per seat"
bad_line "$(echo "$good" | sed 's/"winners":\[0\]/"winners":[2]/')" "a winner past the seats" \
    "expected an integer in range"
bad_line "$(echo "$good" | sed 's/"winners":\[0\]/"winners":[1,0]/')" "winners unordered" \
    "expected winning seats in ascending order"
bad_line "$(echo "$good" | sed 's/"seed":1/"seed":01/')" "a leading zero" \
    "expected an unsigned integer"
bad_line "$(echo "$good" | sed 's/"cathedral"/"chess"/')" "an unknown game" \
    "a game this library does not know"
bad_line "$(echo "$good" | sed 's/"seats":\["greedy","random"\],"scores":\[0,9\]/"seats":["greedy"],"scores":[0]/')" \
    "a different number of seats" "a different number of seats"
bad_line '{"game":"cathedral","options":"' "an unfinished line" "expected the end of the string"
printf '%s\n' "$good" "$good" > "$tmp/ok"
run arena --summary "$tmp/ok" "$tmp/nosuchfile"
expect_status 1 "arena --summary of a missing file"
expect_in err "$tmp/nosuchfile: " "arena --summary of a missing file"

finish
