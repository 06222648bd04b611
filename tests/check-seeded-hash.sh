#!/bin/sh
# Seeded games are the same game after any change: the order of legal
# moves, the records, the scores and the bots' draws of 1,000 seeded games
# per game hash as recorded in tests/data/seeded-hash.txt.
: "${top_srcdir:=.}" "${top_builddir:=.}"
# A sanitizer build skips it (exit 77): these games take minutes there, and
# what they check, that seeded games stay the same, the native build checks.
if [ -n "${SKY_SKIP_SEEDED_HASH:-}" ]; then
    echo "skipped: $SKY_SKIP_SEEDED_HASH"
    exit 77
fi
expected="$top_srcdir/tests/data/seeded-hash.txt"
actual=$("$top_builddir/tests/seeded_hash") || exit 1
if [ "$actual" != "$(cat "$expected")" ]; then
    echo "seeded games changed; expected:"
    cat "$expected"
    echo "got:"
    echo "$actual"
    exit 1
fi
echo "$actual"
