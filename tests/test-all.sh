#!/bin/sh
# The whole test suite, from a clean checkout:
#   1. build in the tree and `make check` (Check suites, Python, exports,
#      man pages, the tool, versions);
#   2. the C tests under valgrind;
#   3. `make distcheck` (the tarball builds, checks and installs);
#   4. a build with AddressSanitizer + UndefinedBehaviorSanitizer, checked;
#   5. an install into a prefix, then the example built out of tree with
#      pkg-config, linked shared and static, and the installed Python package.
# Ends with one line "N passed, M failed" over every test and stage.
set -u
src=$(cd "$(dirname "$0")/.." && pwd)
work="$src/_build"
jobs=$(nproc 2>/dev/null || echo 2)
passed=0
failed=0

say() { printf '\n==== %s\n' "$*"; }
pass() { passed=$((passed + 1)); echo "PASS: $*"; }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# Adds the counts of an automake test-suite.log to the totals.
count_suite() {
    [ -f "$1" ] || return 0
    p=$(sed -n 's/^# PASS: *//p' "$1" | head -n 1)
    f=$(sed -n 's/^# FAIL: *//p' "$1" | head -n 1)
    e=$(sed -n 's/^# ERROR: *//p' "$1" | head -n 1)
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${f:-0} + ${e:-0}))
}

# Runs a stage: its name, then the command; its output goes to the console.
stage() {
    name=$1
    shift
    say "$name"
    if "$@"; then pass "$name"; else fail "$name"; fi
}

cd "$src" || exit 1
rm -rf "$work"
mkdir -p "$work"

stage "autogen" ./autogen.sh >/dev/null
stage "configure" ./configure -q
stage "make" make -j"$jobs"
say "make check"
make -j"$jobs" check || true
count_suite "$src/test-suite.log"
[ -f "$src/test-suite.log" ] && grep -q '^# FAIL: *0' "$src/test-suite.log" \
    || cat "$src/test-suite.log" 2>/dev/null

stage "ABI against abi/libskyline.abi (abidiff)" make check-abi
stage "valgrind" make check-valgrind
# The full 10,000-game property test ran above; the rebuilds below check
# the same code in other builds, so 1,000 games each keep CI short.
stage "distcheck" env SKY_PROPERTY_GAMES=1000 make -j"$jobs" distcheck
tarball=$(ls -t "$src"/libskyline-*.tar.gz 2>/dev/null | head -n 1)

# Sanitizers: a fresh tree from the tarball, so the in-tree build stays.
sanitize() {
    mkdir -p "$work/asan" && tar -xzf "$tarball" -C "$work/asan" --strip-components=1 &&
    cd "$work/asan" &&
    ./configure -q --disable-shared --disable-python \
        CFLAGS="-g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
        LDFLAGS="-fsanitize=address,undefined" &&
    make -j"$jobs" >/dev/null &&
    ASAN_OPTIONS=detect_leaks=1 SKY_PROPERTY_GAMES=1000 make -j"$jobs" check
    status=$?
    count_suite "$work/asan/test-suite.log"
    cd "$src"
    return $status
}
stage "sanitizers (ASan+UBSan) make check" sanitize

# Installed copy: pkg-config finds it, the example links both ways.
installed() {
    prefix="$work/prefix"
    mkdir -p "$work/inst" && tar -xzf "$tarball" -C "$work/inst" --strip-components=1 &&
    cd "$work/inst" && ./configure -q --prefix="$prefix" && make -j"$jobs" >/dev/null &&
    make install >/dev/null && cd "$src" || return 1
    export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
    ex="$work/example"
    mkdir -p "$ex" && cp "$src/examples/cityscape_round.c" "$src/examples/Makefile.example" "$ex/" &&
    make -s -C "$ex" -f Makefile.example all static || return 1
    LD_LIBRARY_PATH="$prefix/lib" "$ex/cityscape_round" >/dev/null || return 1
    env -u LD_LIBRARY_PATH "$ex/cityscape_round-static" >/dev/null || return 1
    if ldd "$ex/cityscape_round-static" | grep -q libskyline; then
        echo "the static example still loads libskyline.so"; return 1
    fi
    [ -f "$prefix/share/man/man3/sky_cityscape_play.3" ] || { echo "no man alias page"; return 1; }
    # site-packages or dist-packages, as the Python that configure found says.
    init=$(find "$prefix" -path '*/skyline/__init__.py' | head -n 1)
    [ -n "$init" ] || { echo "no installed Python package"; return 1; }
    python=$(sed -n 's/^PYTHON = //p' "$work/inst/Makefile")
    PYTHONPATH=$(dirname "$(dirname "$init")") "${python:-python3}" -c \
        'import skyline; print("python", skyline.__version__, skyline.games())' || return 1
    "$prefix/bin/skyline" --version
}
stage "install, pkg-config example (shared and static), Python" installed

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
