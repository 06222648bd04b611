#!/bin/sh
# make check: the Python package type-checks with `mypy --strict` as
# Python 3.9 (its oldest), so that py.typed promises what users get.
# Debian's mypy serves the system interpreter, not whatever python3 comes
# first on PATH: hence MYPY_PYTHON, /usr/bin/python3 unless set.  Skipped
# (77) only when that interpreter has no mypy; .ci/install-deps installs it.
: "${top_srcdir:=.}"
: "${MYPY_PYTHON:=/usr/bin/python3}"

if ! "$MYPY_PYTHON" -m mypy --version >/dev/null 2>&1; then
    echo "$MYPY_PYTHON has no mypy (Debian package mypy): skipped"
    exit 77
fi

# The source tree may be read-only (distcheck): no cache, no bytecode.
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
cd "$top_srcdir/bindings/python" || exit 1
exec "$MYPY_PYTHON" -m mypy --strict --python-version 3.9 --cache-dir=/dev/null skyline
