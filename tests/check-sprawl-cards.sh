#!/bin/sh
# make check: lib/sprawl_cards.c is what lib/sprawl_cards_gen.py makes of
# data/sprawl-cards.json (the 18 cards of SP-1, generated and committed).
# Skipped (77) without python3 or without the data file.
: "${top_srcdir:=.}"
gen=$top_srcdir/lib/sprawl_cards_gen.py
data=$top_srcdir/data/sprawl-cards.json
table=$top_srcdir/lib/sprawl_cards.c

command -v python3 >/dev/null 2>&1 || { echo "no python3: skipped"; exit 77; }
[ -r "$data" ] || { echo "no $data: skipped"; exit 77; }

tmp=$(mktemp "${TMPDIR:-/tmp}/sprawl-cards.XXXXXX") || exit 99
trap 'rm -f "$tmp"' 0
python3 "$gen" "$data" >"$tmp" || { echo "FAIL: the generator rejected $data"; exit 1; }
if ! diff -u "$table" "$tmp"; then
    echo "FAIL: $table differs from the data; run 'make regen-sprawl-cards'"
    exit 1
fi
echo "sprawl cards: $table matches $data"
