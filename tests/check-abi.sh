#!/bin/sh
# The built library keeps the ABI of the committed baseline abi/libskyline.abi
# (abidw XML of the last release): abidiff reports any removed or changed
# function, variable or type reachable from the public headers.  Added
# functions are fine (they go into a new node of lib/libskyline.map), and
# so are members appended to a struct that grows by size
# (abi/libskyline.suppr).
#   check-abi.sh          compare (make check, make check-abi)
#   check-abi.sh --store  write the baseline (make store-abi, at a release only)
# The baseline keeps source locations: abidiff needs them to tell public
# types from private ones; moving lines in a header changes nothing.
# Skipped (77) without abigail-tools or a shared library with debug info.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${ABIDW:=abidw}" "${ABIDIFF:=abidiff}"
lib="$top_builddir/lib/.libs/libskyline.so"
baseline="$top_srcdir/abi/libskyline.abi"
# What may change by the library's own rules (a struct that grows by size).
suppressions="$top_srcdir/abi/libskyline.suppr"
headers="$top_srcdir/include/skyline"

[ -f "$lib" ] || { echo "check-abi: no shared library at $lib: skipped"; exit 77; }
command -v "$ABIDIFF" >/dev/null 2>&1 && command -v "$ABIDW" >/dev/null 2>&1 \
    || { echo "check-abi: abigail-tools (abidw, abidiff) not installed: skipped"; exit 77; }
if command -v readelf >/dev/null 2>&1 && ! readelf -S "$lib" | grep -q '\.debug_info'; then
    echo "check-abi: $lib has no debug info (build with -g): skipped"
    exit 77
fi

if [ "${1:-}" = --store ]; then
    "$ABIDW" --no-corpus-path --no-comp-dir-path \
        --headers-dir "$headers" --drop-private-types --out-file "$baseline" "$lib" || exit 1
    echo "check-abi: wrote $baseline"
    exit 0
fi
[ -f "$baseline" ] || { echo "check-abi: no baseline $baseline" >&2; exit 1; }
if "$ABIDIFF" --no-added-syms --drop-private-types --headers-dir2 "$headers" \
        --suppressions "$suppressions" "$baseline" "$lib"; then
    echo "check-abi: the ABI of $baseline is kept"
    exit 0
fi
echo "check-abi: the ABI changed against $baseline (see above): either a bug, or a" >&2
echo "deliberate break that bumps the soname (HACKING.md, Releases)" >&2
exit 1
