# Shared by the tool's end-to-end tests (tests/check-*cli.sh), sourced
# after setting `name`.  automake exports top_srcdir and top_builddir;
# run by hand from the build directory, both default to ".".
set -u

: "${top_srcdir:=.}"
: "${top_builddir:=.}"
skyline=$top_builddir/tool/skyline
data=$top_srcdir/tests/data

if [ ! -x "$skyline" ]; then
    echo "$name: $skyline is not built" >&2
    exit 99
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' 0
trap 'exit 99' 1 2 15

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# run ARGS...: the tool's output in $tmp/out and $tmp/err, status in $status.
run() {
    "$skyline" "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

expect_status() {
    [ "$status" -eq "$1" ] || fail "$2: exit status $status, expected $1"
}

# expect_in out|err TEXT WHAT: TEXT occurs in that output.
expect_in() {
    grep -F -q -e "$2" "$tmp/$1" || fail "$3: no '$2' in std$1"
}

expect_not_in() {
    ! grep -F -q -e "$2" "$tmp/$1" || fail "$3: unexpected '$2' in std$1"
}

# expect_line out|err LINE WHAT: a whole line equals LINE.
expect_line() {
    grep -F -x -q -e "$2" "$tmp/$1" || fail "$3: no line '$2' in std$1"
}

expect_empty() {
    [ ! -s "$tmp/$1" ] || fail "$2: std$1 is not empty"
}

# expect_count out|err TEXT N WHAT: TEXT is on exactly N lines.
expect_count() {
    n=$(grep -F -c -e "$2" "$tmp/$1")
    [ "$n" -eq "$3" ] || fail "$4: '$2' on $n lines of std$1, expected $3"
}

# offset_of FILE TEXT: the byte offset of TEXT's first occurrence.
offset_of() {
    awk -v want="$2" '{ all = all $0 "\n" } END { print index(all, want) - 1 }' "$1"
}

# expect_bad RECORD TOKEN [BEFORE]: replaying tests/data/RECORD fails at
# TOKEN (the first TOKEN after the text BEFORE), naming its byte offset.
expect_bad() {
    file=$data/$1
    before=${3-}
    offset=$(offset_of "$file" "$before$2")
    offset=$((offset + ${#before}))
    run replay "$file"
    expect_status 1 "replay $1"
    expect_in err "$file: byte $offset: " "replay $1"
    expect_in err "(at '$2')" "replay $1"
    expect_empty out "replay $1"
}

# The verdict, as the last thing a test script does.
finish() {
    if [ "$failures" -ne 0 ]; then
        echo "$name: $failures failure(s)" >&2
        exit 1
    fi
    echo "$name: all passed"
    exit 0
}

# Cityscape moves that cycle through every height: whatever was played
# before, one of any five in a row is legal (CS-7: any lot, no height
# limit), so a script of them always finishes a round.
cycle_moves() {
    i=0
    while [ $i -lt 40 ]; do
        printf '1a1\n2b2\n3c3\n4d4\n5a2\n'
        i=$((i + 1))
    done
}
