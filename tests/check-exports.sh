#!/bin/sh
# The library exports exactly the symbols lib/libskyline.map lists, each in
# the version node the map gives it (as jansson's check-exports, with
# zlib.map's nodes).  A new public function is added to the map on purpose,
# in the node of the release that adds it, never by accident.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${NM:=nm}"
lib="$top_builddir/lib/.libs/libskyline.so"
map="$top_srcdir/lib/libskyline.map"
[ -f "$lib" ] || { echo "no shared library at $lib: skipped"; exit 77; }
$NM -D --defined-only "$lib" >/dev/null 2>&1 || { echo "$NM -D does not work here: skipped"; exit 77; }

expected=$(mktemp) && actual=$(mktemp) || exit 1
trap 'rm -f "$expected" "$actual"' EXIT
# "NODE symbol" for every symbol the map lists, from its global: parts.
awk '/^[A-Z_0-9.]+ *\{/ { node = $1 } /^ *sky_[A-Za-z0-9_]+;/ { sub(/;.*/, ""); print node, $1 }' \
    "$map" | LC_ALL=C sort > "$expected"
# The same from the library: "sky_x@@NODE" where the linker versions symbols.
$NM -D --defined-only "$lib" | awk '$2 ~ /^[TDRB]$/ {
        n = split($3, part, "@+"); print (n > 1 ? part[2] : "SKYLINE_1.0"), part[1] }' \
    | LC_ALL=C sort > "$actual"
if ! diff -u "$expected" "$actual"; then
    echo "exported symbols differ from lib/libskyline.map ('-' listed, '+' exported)"
    exit 1
fi
echo "exports: $(wc -l < "$actual") symbols, each in the node lib/libskyline.map gives it"
