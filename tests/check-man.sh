#!/bin/sh
# The man pages lint clean, and every exported symbol is documented.
#
# Environment (set by make check): MANDOC, the mandoc program, empty when
# configure found none (the test is then skipped); top_srcdir.
# Exit status: 0 pass, 1 fail, 77 skipped.

top_srcdir=${top_srcdir:-$(dirname "$0")/..}
map=$top_srcdir/lib/libskyline.map

if [ -z "$MANDOC" ]; then
    echo "check-man: mandoc not found; skipped"
    exit 77
fi

set -- "$top_srcdir"/man/*.[1-9]
if [ ! -r "$1" ]; then
    echo "check-man: no man pages under $top_srcdir/man" >&2
    exit 1
fi

status=0

# All pages in one run, so cross references between them resolve.
lint=$("$MANDOC" -Tlint -Wwarning "$@" 2>&1)
rc=$?
if [ $rc -ne 0 ] || [ -n "$lint" ]; then
    printf '%s\n' "$lint"
    echo "check-man: mandoc -Tlint exited with $rc" >&2
    status=1
fi

# Names a page documents: arguments of Nm, Fn and Fo on macro lines.
documented=$(awk '
    /^\./ {
        for (i = 1; i < NF; i++)
            if ($i ~ /^\.?(Nm|Fn|Fo)$/)
                print $(i + 1)
    }
' "$@" | sort -u)

if [ ! -r "$map" ]; then
    echo "check-man: cannot read $map" >&2
    exit 1
fi
# The exported symbols: the functions lib/libskyline.map lists.
for symbol in $(awk '/^ *sky_[A-Za-z0-9_]+;/ { sub(/;.*/, ""); print $1 }' "$map"); do
    if ! printf '%s\n' "$documented" | grep -Fqx -- "$symbol"; then
        echo "check-man: $symbol is exported but no page has it as .Nm or .Fn" >&2
        status=1
    fi
done

exit $status
