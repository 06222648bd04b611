#!/bin/sh
# A series of `skyline arena` games in K shards run by GNU parallel, then
# merged: the shards' files concatenated in order (the very file one
# unsharded run writes) and their summary.
#
#   arena-parallel.sh DIR K GAME --bots BOT[,BOT...] --games N --seed S [--options "..."]
#
# writes DIR/shard-I.jsonl for I = 0 .. K-1 and DIR/all.jsonl, and prints
# `skyline arena --summary` of them.  GNU parallel runs one shard per CPU
# here; to spread the shards over machines that share DIR (NFS), give it
# their names through its PARALLEL variable:
#   PARALLEL="--sshloginfile hosts.txt" arena-parallel.sh ...
# where each line of hosts.txt is "CPUS/host" or "host".  SKYLINE names the
# tool (default: skyline, found on PATH; a full path for remote hosts).
set -eu
if [ $# -lt 3 ]; then
    echo "usage: $0 DIR K GAME --bots BOT[,BOT...] --games N --seed S [--options \"...\"]" >&2
    exit 2
fi
dir=$1
shards=$2
shift 2
skyline=${SKYLINE:-skyline}
mkdir -p "$dir"

# -q keeps each argument one argument (options with spaces), {} is the
# shard number; a failed shard stops the others and the script.
seq 0 $((shards - 1)) |
    parallel -q --halt now,fail=1 \
        "$skyline" arena "$@" --jobs 1 --shard "{}/$shards" --out "$dir/shard-{}.jsonl"

i=0
: > "$dir/all.jsonl"
while [ "$i" -lt "$shards" ]; do
    cat "$dir/shard-$i.jsonl" >> "$dir/all.jsonl"
    i=$((i + 1))
done
exec "$skyline" arena --summary "$dir/all.jsonl"
