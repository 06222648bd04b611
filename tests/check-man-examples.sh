#!/bin/sh
# Every C example of every man page compiles and links against the build
# tree, as written on the page.
#
# An example is a display `.Bd -literal` ... `.Ed` in a page's EXAMPLES
# section.  Its roff escapes are undone first (\e is a backslash, \- a
# minus, \(aq a quote, ...; any other escape fails the test, because a
# reader would not see the code the compiler sees).  Then, by this rule:
#   - a block whose first line starts with "$ " is a shell session: skipped;
#   - a block with no line ending in ";", "{" or "}" (a trailing /* comment */
#     allowed) is not C (a record, a program's output, a board): skipped;
#   - a C block with a line starting "main(" or "int main(" is a whole
#     program and is compiled as it stands;
#   - any other C block is a fragment: it is compiled as the body of main(),
#     after #include of <stdint.h>, <stdio.h> and <skyline/skyline.h>, with
#     unused variables allowed (a fragment shows a call, not its use).
# Everything compiles as C99 with -Wall -Wextra -Werror and links with the
# library of the build tree.  A failure names the page and the line where
# the example starts.
#
# Environment (set by make check): top_srcdir, top_builddir, CC,
# EXAMPLE_CFLAGS (configure's CFLAGS) and EXAMPLE_LDFLAGS (its LDFLAGS and
# LIBS): a sanitizer build needs its flags to link its static library.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CC:=cc}"
: "${EXAMPLE_CFLAGS:=}" "${EXAMPLE_LDFLAGS:=-lm}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# Writes each EXAMPLES display of page $1 to $tmp/N.txt, unescaped, and
# prints "N LINE" per display, with " BADESCAPE" when it holds an escape
# this script does not know.
extract() {
    awk -v out="$tmp" '
    /^\.Sh / { examples = ($0 == ".Sh EXAMPLES"); next }
    examples && /^\.Bd -literal/ { n++; file = out "/" n ".txt"; bad = "";
                                  start = NR; printf "" > file; inblock = 1; next }
    inblock && /^\.Ed/ { close(file); print n, start bad; inblock = 0; next }
    inblock && /^\.\\"/ { print "" > file; next }   # keeps line numbers
    inblock {
        line = $0
        known = line
        gsub(/\\(e|-|&|\(aq|\(dq|\(ga|\(ti|\(ha|\(rs)/, "", known)
        if (index(known, "\\") > 0)
            bad = " BADESCAPE"
        gsub(/\\-/, "-", line); gsub(/\\&/, "", line)
        gsub(/\\\(aq/, "\047", line); gsub(/\\\(dq/, "\"", line)
        gsub(/\\\(ga/, "`", line); gsub(/\\\(ti/, "~", line)
        gsub(/\\\(ha/, "^", line); gsub(/\\\(rs/, "\\\\", line)
        gsub(/\\e/, "\\\\", line)
        print line > file
    }
    ' "$1"
}

# What kind of example $1 is: shell, text, program or fragment.
kind() {
    if sed -n '/./{p;q;}' "$1" | grep -q '^\$ '; then
        echo shell
    elif ! grep -Eq '[;{}][[:space:]]*(/\*.*\*/)?[[:space:]]*$' "$1"; then
        echo text
    elif grep -Eq '^(int[[:space:]]+)?main[[:space:]]*\(' "$1"; then
        echo program
    else
        echo fragment
    fi
}

# Compiles and links example $2 ($3 kind) of page $1, starting at line $4.
compile() {
    c=$tmp/example.c
    extra=
    {
        if [ "$3" = fragment ]; then
            printf '#include <stdint.h>\n#include <stdio.h>\n'
            printf '#include <skyline/skyline.h>\n\nint main(void)\n{\n'
            extra="-Wno-unused-variable -Wno-unused-but-set-variable"
        fi
        printf '#line %d "%s"\n' $(($4 + 1)) "$1"
        cat "$2"
        [ "$3" = fragment ] && printf '    return 0;\n}\n'
    } > "$c"
    # shellcheck disable=SC2086
    $CC -std=c99 -Wall -Wextra -Werror $extra $EXAMPLE_CFLAGS \
        -I"$top_srcdir/include" "$c" -o "$tmp/example" \
        -L"$top_builddir/lib/.libs" -lskyline $EXAMPLE_LDFLAGS
}

status=0
compiled=0
for page in "$top_srcdir"/man/*.[1-9]; do
    name=man/$(basename "$page")
    rm -f "$tmp"/*.txt
    extract "$page" > "$tmp/list" || { echo "FAIL: $name: cannot read"; status=1; continue; }
    while read -r n line bad; do
        what=$(kind "$tmp/$n.txt")
        where="$name:$line (EXAMPLES display $n, $what)"
        if [ -n "$bad" ] && [ "$what" != shell ] && [ "$what" != text ]; then
            echo "FAIL: $where: a roff escape this test does not know"
            status=1
        elif [ "$what" = shell ] || [ "$what" = text ]; then
            echo "skip: $where"
        elif compile "$name" "$tmp/$n.txt" "$what" "$line"; then
            echo "ok:   $where"
            compiled=$((compiled + 1))
        else
            echo "FAIL: $where does not compile"
            status=1
        fi
    done < "$tmp/list"
done
if [ "$compiled" -eq 0 ] && [ $status -eq 0 ]; then
    echo "FAIL: no C example found under $top_srcdir/man"
    status=1
fi
echo "$compiled C examples compiled"
exit $status
