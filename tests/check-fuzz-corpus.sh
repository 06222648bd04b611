#!/bin/sh
# Every fuzz target runs over its committed corpus without a fuzzing
# engine: records (corpus/), move notation (corpus-notation/), option
# strings (corpus-options/) and action sequences (corpus-actions/).
: "${top_srcdir:=.}" "${top_builddir:=.}"
status=0
for t in record:corpus notation:corpus-notation options:corpus-options actions:corpus-actions; do
    "$top_builddir/tests/fuzz/fuzz_${t%%:*}_replay" "$top_srcdir/tests/fuzz/${t#*:}" || status=1
done
exit $status
