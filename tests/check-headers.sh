#!/bin/sh
# The public headers compile on their own as strict C99 and as C++.
: "${top_srcdir:=.}" "${CC:=cc}"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
for h in "$top_srcdir"/include/skyline/*.h; do
    name=skyline/$(basename "$h")
    printf '#include <%s>\nint main(void) { return 0; }\n' "$name" > "$tmp/t.c"
    if ! $CC -std=c99 -pedantic -Wall -Wextra -Werror -I"$top_srcdir/include" \
            -c "$tmp/t.c" -o "$tmp/t.o"; then
        echo "FAIL: $name as C99"; status=1
    fi
    if [ -n "${CXX:-}" ] && command -v "${CXX%% *}" >/dev/null 2>&1; then
        if ! $CXX -x c++ -Wall -Wextra -Werror -I"$top_srcdir/include" \
                -c "$tmp/t.c" -o "$tmp/t.o"; then
            echo "FAIL: $name as C++"; status=1
        fi
    fi
done
[ -n "${CXX:-}" ] || echo "no C++ compiler: C++ not checked"
[ $status -eq 0 ] && echo "headers: C99 and C++ clean"
exit $status
