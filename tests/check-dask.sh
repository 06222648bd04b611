#!/bin/sh
# make check: skyline.arena on a two-worker Dask LocalCluster gives the
# lines of a local run (tests/check-dask.py).  Dask comes from Debian's
# python3-distributed, which serves the system interpreter, not whatever
# python3 comes first on PATH: hence DASK_PYTHON, /usr/bin/python3 unless
# set.  Skipped (77) only when that interpreter cannot import distributed;
# .ci/install-deps installs it.
: "${top_srcdir:=.}" "${top_builddir:=.}"
: "${DASK_PYTHON:=/usr/bin/python3}"

lib="$top_builddir/lib/.libs/libskyline.so.1"
[ -f "$lib" ] || { echo "no shared library at $lib: skipped"; exit 77; }
if ! "$DASK_PYTHON" -c 'import distributed' >/dev/null 2>&1; then
    echo "$DASK_PYTHON cannot import distributed (python3-distributed): skipped"
    exit 77
fi

# Set before the cluster starts: its worker processes inherit them.
SKYLINE_LIBRARY=$(cd "$top_builddir/lib/.libs" && pwd)/libskyline.so.1
PYTHONPATH=$(cd "$top_srcdir/bindings/python" && pwd)
PYTHONDONTWRITEBYTECODE=1
export SKYLINE_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE

# The cluster is closed by the script; this bounds a hung one.
exec timeout -k 10 300 "$DASK_PYTHON" "$top_srcdir/tests/check-dask.py"
