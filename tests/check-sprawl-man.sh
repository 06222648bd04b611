#!/bin/sh
# make check: sky_sprawl(3) renders as meant.  The man page defect "ERRORS
# renders sky_sprawl_grid_check(and, the, pure, scorers)": the words after
# the function's name were taken as its arguments.  Skipped (77) without
# mandoc, as tests/check-man.sh.
: "${top_srcdir:=.}"
page=$top_srcdir/man/sky_sprawl.3

if [ -z "$MANDOC" ]; then
    MANDOC=$(command -v mandoc) || { echo "check-sprawl-man: no mandoc; skipped"; exit 77; }
fi

out=$("$MANDOC" -Tascii "$page" | col -b) || { echo "FAIL: mandoc could not render $page"; exit 1; }
status=0
if printf '%s\n' "$out" | grep -F 'pure, scorers' >/dev/null; then
    echo "FAIL: ERRORS renders sky_sprawl_grid_check(and, the, pure, scorers)"
    status=1
fi
if ! printf '%s\n' "$out" | grep -F 'sky_sprawl_grid_check() and the pure scorers' >/dev/null; then
    echo "FAIL: ERRORS lacks 'sky_sprawl_grid_check() and the pure scorers'"
    status=1
fi
# Every exported function of the module is on the page as .Nm (NAME).
for fn in $(sed -n 's/^SKY_API [^(]*[ *]\(sky_sprawl_[a-z_]*\)(.*/\1/p' \
                "$top_srcdir/include/skyline/sprawl.h"); do
    if ! grep -qx ".Nm $fn\( ,\)\{0,1\}" "$page"; then
        echo "FAIL: $fn is not named in $page"
        status=1
    fi
done
[ $status -eq 0 ] && echo "sky_sprawl(3): renders as meant, every function named"
exit $status
