#!/bin/sh
# make check: the Slurm recipe, examples/cluster/arena.sbatch.  No Slurm
# here: its body runs once per task of its --array, with the variables
# Slurm would set, and the tasks' files merged must be the unsharded run.

name=check-slurm-recipe
. "${top_srcdir:-.}/tests/cli-lib.sh"
script=$top_srcdir/examples/cluster/arena.sbatch

# The array the script asks for: 0-K-1.
array=$(sed -n 's/^#SBATCH --array=\([0-9-]*\).*/\1/p' "$script")
[ "${array%%-*}" = 0 ] || fail "arena.sbatch: the array does not start at 0 ($array)"
count=$((${array#*-} + 1))
[ "$count" -gt 1 ] || { fail "arena.sbatch: no --array"; finish; }

# A fast series, fewer games than tasks for some shards to be empty.
SKYLINE=$skyline ARENA_GAME=highrise ARENA_BOTS=greedy,random \
    ARENA_GAMES=$((count + count / 2)) ARENA_SEED=31 ARENA_OPTIONS="players=2" \
    ARENA_DIR=$tmp/out.d
export SKYLINE ARENA_GAME ARENA_BOTS ARENA_GAMES ARENA_SEED ARENA_OPTIONS ARENA_DIR
SLURM_ARRAY_TASK_COUNT=$count
export SLURM_ARRAY_TASK_COUNT

task=0
while [ "$task" -lt "$count" ]; do
    SLURM_ARRAY_TASK_ID=$task sh "$script" 2>"$tmp/err" \
        || fail "task $task: status $?: $(cat "$tmp/err")"
    cat "$ARENA_DIR/shard-$task.jsonl" >> "$tmp/merged"
    task=$((task + 1))
done

run arena highrise --bots greedy,random --games "$ARENA_GAMES" --seed 31 \
    --options "players=2"
expect_status 0 "the unsharded run"
cp "$tmp/out" "$tmp/whole"
[ "$(wc -l < "$tmp/whole")" -eq "$ARENA_GAMES" ] || fail "the unsharded run: not $ARENA_GAMES games"
cmp -s "$tmp/merged" "$tmp/whole" || fail "the tasks' files in order are not the unsharded run's"

run arena --summary --json "$tmp/whole"
cp "$tmp/out" "$tmp/summary"
run arena --summary --json "$ARENA_DIR"/shard-*.jsonl
expect_status 0 "the summary of the tasks' files"
cmp -s "$tmp/out" "$tmp/summary" || fail "the summary of the tasks' files is not the unsharded run's"

finish
