#!/bin/sh
# Runs the Python package's unittest suite against the library just built.
# automake exports top_srcdir, top_builddir and PYTHON; works in VPATH builds.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${PYTHON:=python3}"
lib="$top_builddir/lib/.libs/libskyline.so.1"
# -f follows the symlink: a dangling one means no shared library either.
[ -f "$lib" ] || { echo "no shared library at $lib: skipped"; exit 77; }

# Absolute paths: the suite must not depend on the directory it runs from.
libdir=$(cd "$top_builddir/lib/.libs" && pwd) || exit 1
srcdir=$(cd "$top_srcdir" && pwd) || exit 1
SKYLINE_LIBRARY="$libdir/libskyline.so.1"
PYTHONPATH="$srcdir/bindings/python"
# The source tree may be read-only (distcheck): no __pycache__ there.
PYTHONDONTWRITEBYTECODE=1
export SKYLINE_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE

exec "$PYTHON" -m unittest discover -s "$srcdir/bindings/python/tests" -v
