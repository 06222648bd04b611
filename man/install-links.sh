#!/bin/sh
# install-links.sh [--remove] MANDIR page...
#
# For every name a page lists with .Nm in its NAME section, other than
# the page's own name, installs MANDIR/manN/NAME.N holding the single
# line ".so manN/PAGE.N", so that `man NAME` finds the page; --remove
# deletes those files instead.  Run by `make install` and `make uninstall`.

set -e
set -f    # names from pages are never globs

usage() {
    echo "usage: install-links.sh [--remove] MANDIR page..." >&2
    exit 2
}

remove=no
if [ "$1" = "--remove" ]; then
    remove=yes
    shift
fi
[ $# -ge 1 ] || usage
mandir=$1
shift

# The names listed by .Nm in the NAME section, one per line.
page_names() {
    awk '
        /^\.Sh[ \t]/ { in_name = ($2 == "NAME"); next }
        in_name && /^\.Nm[ \t]/ {
            for (i = 2; i <= NF; i++) {
                name = $i
                sub(/,$/, "", name)
                if (name != "")
                    print name
            }
        }
    ' "$1"
}

# A name becomes a file name: refuse anything that could leave manN/.
check_name() {
    case $1 in
    ''|.*|*[!A-Za-z0-9_.-]*)
        echo "install-links.sh: $2: unusable name '$1'" >&2
        exit 1
        ;;
    esac
}

link_page() {
    page=$1
    file=${page##*/}
    section=${file##*.}
    own=${file%.*}
    case $section in
    [1-9]*) ;;
    *)
        echo "install-links.sh: $page: no section in the file name" >&2
        exit 1
        ;;
    esac
    [ -r "$page" ] || {
        echo "install-links.sh: $page: cannot read" >&2
        exit 1
    }
    dir=$mandir/man$section
    for name in $(page_names "$page"); do
        [ "$name" = "$own" ] && continue
        check_name "$name" "$page"
        if [ "$remove" = yes ]; then
            rm -f "$dir/$name.$section"
        else
            mkdir -p "$dir"
            rm -f "$dir/$name.$section"
            printf '.so man%s/%s\n' "$section" "$file" > "$dir/$name.$section"
            chmod 644 "$dir/$name.$section"
        fi
    done
}

for page in "$@"; do
    link_page "$page"
done
