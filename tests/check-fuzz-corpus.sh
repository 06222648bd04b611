#!/bin/sh
# Every input in the fuzz corpus goes through the record fuzz target:
# no crash, and each record that reads writes back identically.
: "${top_srcdir:=.}" "${top_builddir:=.}"
exec "$top_builddir/tests/fuzz/fuzz_record_replay" "$top_srcdir/tests/fuzz/corpus"
