#!/bin/sh
# make check: the fuzz corpus through the Sprawlopolis grid fuzz target
# (tests/fuzz/fuzz_sprawl_grid.c): no crash, grids write back the same.
: "${top_srcdir:=.}" "${top_builddir:=.}"
exec "$top_builddir/tests/fuzz/fuzz_sprawl_grid_replay" "$top_srcdir/tests/fuzz/corpus"
