#!/bin/sh
# Generate ./configure from configure.ac and Makefile.am.
set -e
cd "$(dirname "$0")"
# aclocal warns when the macro folder is missing (a copy without the
# dot-file m4/.gitignore); libtoolize fills it.
mkdir -p m4
autoreconf --install --force --warnings=all
