#!/bin/sh
# The library exports exactly the symbols listed in tests/exports.txt.
# A new public function is added to that list on purpose, never by accident.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${NM:=nm}"
lib="$top_builddir/lib/.libs/libskyline.so"
[ -f "$lib" ] || { echo "no shared library at $lib: skipped"; exit 77; }
$NM -D --defined-only "$lib" >/dev/null 2>&1 || { echo "$NM -D does not work here: skipped"; exit 77; }

actual=$(mktemp) || exit 1
trap 'rm -f "$actual"' EXIT
$NM -D --defined-only "$lib" | awk '$2 ~ /^[TDRB]$/ { print $3 }' | LC_ALL=C sort > "$actual"
if ! LC_ALL=C sort "$top_srcdir/tests/exports.txt" | diff -u - "$actual"; then
    echo "exported symbols differ from tests/exports.txt ('-' expected, '+' exported)"
    exit 1
fi
echo "exports: $(wc -l < "$actual") symbols, as listed"
