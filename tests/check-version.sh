#!/bin/sh
# One version everywhere: the header, configure, the .pc file, the tool,
# sky_version() of the library it loads, and the Python package for pip.
: "${top_srcdir:=.}" "${top_builddir:=.}"
header=$(sed -n 's/^#define SKY_VERSION_STRING "\(.*\)"/\1/p' "$top_srcdir/include/skyline/common.h")
major=$(sed -n 's/^#define SKY_VERSION_MAJOR \([0-9]*\)$/\1/p' "$top_srcdir/include/skyline/common.h")
minor=$(sed -n 's/^#define SKY_VERSION_MINOR \([0-9]*\)$/\1/p' "$top_srcdir/include/skyline/common.h")
patch=$(sed -n 's/^#define SKY_VERSION_PATCH \([0-9]*\)$/\1/p' "$top_srcdir/include/skyline/common.h")
pc=$(sed -n 's/^Version: //p' "$top_builddir/lib/skyline.pc")
pkg=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"/\1/p' "$top_builddir/config.h")
tool=$("$top_builddir/tool/skyline" --version | awk '{ print $2; exit }')
runtime=$("$top_builddir/tool/skyline" --version | sed -n 's/.*(libskyline \(.*\))$/\1/p')
python=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$top_srcdir/bindings/python/pyproject.toml")
status=0
for v in "$major.$minor.$patch" "$pc" "$pkg" "$tool" "$runtime" "$python"; do
    if [ "$v" != "$header" ]; then
        echo "version mismatch: '$v' is not the header's '$header'"
        status=1
    fi
done
[ $status -eq 0 ] && echo "version $header everywhere"
exit $status
