#!/bin/sh
# The whole test suite, from a clean checkout:
#   1. build in the tree and `make check` (Check suites, Python, exports,
#      man pages, the tool, versions);
#   2. the C tests under valgrind;
#   3. `make distcheck` (the tarball builds, checks and installs);
#   4. a build with AddressSanitizer + UndefinedBehaviorSanitizer, checked;
#   5. installs from the tarball: the default prefix into a scratch root
#      (DESTDIR) and a prefix of one's own, each checked with the example
#      built out of tree with pkg-config (shared and static), the tool and
#      the system's python3; then `pip install ./bindings/python` into a
#      virtual environment.
# Ends with one line "N passed, M failed" over every test and stage.
# `sh tests/test-all.sh install` runs only the build, `make dist` and 5.
set -u
only=${1:-all}
case $only in
    all | install) ;;
    *) echo "usage: sh tests/test-all.sh [install]" >&2; exit 2 ;;
esac
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
    started=$(date +%s)
    if "$@"; then result=pass; else result=fail; fi
    $result "$name ($(($(date +%s) - started)) s)"
}

cd "$src" || exit 1
rm -rf "$work"
mkdir -p "$work"

stage "autogen" ./autogen.sh >/dev/null
stage "configure" ./configure -q
stage "make" make -j"$jobs"
if [ "$only" = all ]; then
    say "make check"
    started=$(date +%s)
    make -j"$jobs" check || true
    echo "make check: $(($(date +%s) - started)) s"
    count_suite "$src/test-suite.log"
    [ -f "$src/test-suite.log" ] && grep -q '^# FAIL: *0' "$src/test-suite.log" \
        || cat "$src/test-suite.log" 2>/dev/null

    stage "ABI against abi/libskyline.abi (abidiff)" make check-abi
    stage "valgrind" make check-valgrind
    # The full 10,000-game property test ran above; the other builds check
    # the same code, so fewer games keep CI short: 1,000 a game in
    # distcheck, 300 under the sanitizers, 100 under valgrind.
    stage "distcheck" env SKY_PROPERTY_GAMES=1000 make -j"$jobs" distcheck
else
    stage "make dist" make dist >/dev/null
fi
tarball=$(ls -t "$src"/libskyline-*.tar.gz 2>/dev/null | head -n 1)

# Sanitizers: a fresh tree from the tarball, so the in-tree build stays.
# It leaves out the POPCNT/BMI2 copy of Skyline's play-out, so that a
# build without it is compiled and checked too.
sanitize() {
    mkdir -p "$work/asan" && tar -xzf "$tarball" -C "$work/asan" --strip-components=1 &&
    cd "$work/asan" &&
    ./configure -q --disable-shared --disable-python --disable-bit-instructions \
        CFLAGS="-g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
        LDFLAGS="-fsanitize=address,undefined" &&
    make -j"$jobs" >/dev/null &&
    ASAN_OPTIONS=detect_leaks=1 SKY_PROPERTY_GAMES=300 \
        SKY_SKIP_SEEDED_HASH="seeded games are compared in the native build" \
        make -j"$jobs" check
    status=$?
    count_suite "$work/asan/test-suite.log"
    cd "$src"
    return $status
}
[ "$only" = all ] && stage "sanitizers (ASan+UBSan) make check" sanitize

# --- installs ---------------------------------------------------------------
# Each check below runs in a subshell (the functions' bodies are in
# parentheses), so "exit 1" ends only that check and cd/export stay there.
# The Python checks use the system's interpreter, /usr/bin/python3, the
# only one a stock Debian user has, whatever python3 comes first on PATH.
syspython=/usr/bin/python3

# Configures the tarball's tree in $1 with the remaining arguments, builds it.
build_tarball_tree() {
    tree=$1
    shift
    rm -rf "$tree" && mkdir -p "$tree" &&
    tar -xzf "$tarball" -C "$tree" --strip-components=1 &&
    (cd "$tree" && ./configure -q PYTHON="$syspython" "$@" && make -j"$jobs" >/dev/null)
}

# The example of examples/Makefile.example, built in $1 with the pkg-config
# environment of the caller, linked shared and static; $2 is the installed
# library's folder the shared one runs with.
example_links() (
    ex=$1
    rm -rf "$ex" && mkdir -p "$ex" &&
    cp "$src/examples/cityscape_round.c" "$src/examples/Makefile.example" "$ex/" &&
    make -s -C "$ex" -f Makefile.example all static || exit 1
    LD_LIBRARY_PATH=$2 "$ex/cityscape_round" >/dev/null || exit 1
    env -u LD_LIBRARY_PATH "$ex/cityscape_round-static" >/dev/null || exit 1
    if ldd "$ex/cityscape_round-static" | grep -q libskyline; then
        echo "the static example still loads libskyline.so"; exit 1
    fi
    echo "example linked shared and static"
)

# The folder holding the package skyline/ under $1, the one install.
python_dir_under() {
    init=$(find "$1" -path '*/skyline/__init__.py')
    [ "$(printf '%s\n' "$init" | grep -c .)" -eq 1 ] || {
        echo "not one installed skyline package under $1: $init" >&2; return 1; }
    dirname "$(dirname "$init")"
}

# The default prefix, /usr/local, installed into a scratch root (DESTDIR):
# the layout is the real one, the real /usr/local is not touched.
installed_default() (
    tree=$work/inst-default
    root=$work/root
    build_tarball_tree "$tree" || exit 1
    prefix=$(sed -n 's/^prefix = //p' "$tree/Makefile")
    [ "$prefix" = /usr/local ] || { echo "default prefix is $prefix"; exit 1; }
    rm -rf "$root" && make -C "$tree" install DESTDIR="$root" >/dev/null || exit 1
    libdir=$root$prefix/lib

    # C: pkg-config reads the scratch root's skyline.pc, paths moved there.
    PKG_CONFIG_PATH=$libdir/pkgconfig PKG_CONFIG_SYSROOT_DIR=$root \
        example_links "$work/example-default" "$libdir" || exit 1
    [ -f "$root$prefix/share/man/man3/sky_cityscape_play.3" ] || {
        echo "no man alias page"; exit 1; }
    LD_LIBRARY_PATH=$libdir "$root$prefix/bin/skyline" --version || exit 1

    # Python: the package's folder, seen from the real root, is one that
    # the system's python3 searches with no environment variable.
    dir=$(python_dir_under "$root") || exit 1
    target=${dir#"$root"}
    searched=$(env -u PYTHONPATH -u PYTHONHOME -u PYTHONNOUSERSITE "$syspython" -c \
        'import site, sys; print("\n".join(sys.path + site.getsitepackages()))')
    printf '%s\n' "$searched" | grep -qxF "$target" || {
        echo "$syspython does not search $target, where make install put skyline"; exit 1; }
    echo "$syspython searches $target"
    # Then that copy imports, the library found through the loader.
    PYTHONPATH=$dir LD_LIBRARY_PATH=$libdir "$syspython" -c '
import sys, skyline
assert skyline.__file__.startswith(sys.argv[1]), skyline.__file__
print("python", skyline.__version__, skyline.games(), "from", skyline._lib.lib_path)
' "$dir"
)

# A prefix of one's own: the README's PKG_CONFIG_PATH and LD_LIBRARY_PATH,
# and the package finds the library by the libdir make install wrote.
installed_prefix() (
    tree=$work/inst-prefix
    prefix=$work/prefix
    build_tarball_tree "$tree" --prefix="$prefix" || exit 1
    rm -rf "$prefix" && make -C "$tree" install >/dev/null || exit 1
    PKG_CONFIG_PATH=$prefix/lib/pkgconfig \
        example_links "$work/example-prefix" "$prefix/lib" || exit 1
    LD_LIBRARY_PATH=$prefix/lib "$prefix/bin/skyline" games || exit 1
    dir=$(python_dir_under "$prefix") || exit 1
    PYTHONPATH=$dir "$syspython" -c '
import sys, skyline
assert skyline._lib.lib_path == sys.argv[1], skyline._lib.lib_path
print("python", skyline.__version__, "loads", skyline._lib.lib_path)
' "$prefix/lib/libskyline.so.1" || exit 1
    make -C "$tree" uninstall >/dev/null || exit 1
    left=$(find "$prefix" -type f)
    [ -z "$left" ] || { echo "make uninstall left:"; echo "$left"; exit 1; }
    echo "make uninstall removed every file"
)

# pip into a fresh virtual environment, offline: setuptools and wheel come
# from Debian's packages (--system-site-packages), nothing from an index.
pip_venv() (
    venv=$work/venv
    pysrc=$work/pysrc
    libdir=$work/root/usr/local/lib
    [ -f "$libdir/libskyline.so.1" ] || {
        echo "no library in $libdir: the default-prefix install above failed"; exit 1; }
    rm -rf "$venv" "$pysrc" && mkdir -p "$pysrc" &&
    tar -xzf "$tarball" -C "$pysrc" --strip-components=3 --wildcards '*/bindings/python' &&
    "$syspython" -m venv --system-site-packages "$venv" &&
    "$venv/bin/pip" install -q --no-index --no-build-isolation "$pysrc" || exit 1
    cd "$work" || exit 1
    # SKYLINE_LIBRARY first; a pip-installed package has no _config.
    SKYLINE_LIBRARY=$libdir/libskyline.so.1 "$venv/bin/python" -c '
import importlib.util, sys, skyline
assert skyline.__file__.startswith(sys.prefix), skyline.__file__
assert importlib.util.find_spec("skyline._config") is None
print("venv", skyline.__version__, skyline.games())
' || exit 1
    # Then the soname through the dynamic loader.
    LD_LIBRARY_PATH=$libdir "$venv/bin/python" -c '
import skyline
assert skyline._lib.lib_path == "libskyline.so.1", skyline._lib.lib_path
' || exit 1
    # A library that cannot load: ImportError saying what to do.
    out=$(SKYLINE_LIBRARY=$work/no-such-lib.so "$venv/bin/python" -c 'import skyline' 2>&1)
    printf '%s\n' "$out" | grep -q 'ImportError: cannot load libskyline' &&
    printf '%s\n' "$out" | grep -q 'SKYLINE_LIBRARY must name' || {
        echo "no clear error for a library that does not load:"; echo "$out"; exit 1; }
    echo "pip install into a venv: the package imports and finds the library"
)

stage "install, default prefix into a scratch root: C shared and static, the tool, $syspython" installed_default
stage "install, own prefix: PKG_CONFIG_PATH, LD_LIBRARY_PATH, Python by libdir, uninstall" installed_prefix
stage "pip install ./bindings/python into a venv ($syspython)" pip_venv

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
