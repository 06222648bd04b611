"""Where `make install` puts the skyline package for an installation prefix.

Run by configure with the interpreter the package is installed for:

    python3 install-dir.py PREFIX

prints two lines: the directory, and "yes" or "no" as the interpreter
searches it or not.  The interpreter's own installation schemes decide:
the first scheme (its default one first) whose data directory is PREFIX
gives the directory, preferring one the interpreter searches.  On Debian,
/usr/bin/python3 has posix_local for /usr/local, so the package goes to
/usr/local/lib/python3.X/dist-packages, and deb_system for /usr.  A prefix
no scheme describes gets the plain layout, PREFIX/lib/python3.X/site-packages,
which the interpreter finds only through PYTHONPATH.
"""

import os
import site
import sys
import sysconfig


def default_scheme():
    if hasattr(sysconfig, "get_default_scheme"):
        return sysconfig.get_default_scheme()
    return sysconfig._get_default_scheme()  # Python < 3.10


def searched_dirs():
    """The directories the interpreter imports from, as it runs normally."""
    dirs = list(sys.path) + list(site.getsitepackages())
    if site.ENABLE_USER_SITE:
        dirs.append(site.getusersitepackages())
    return {os.path.normpath(d) for d in dirs if d}


def scheme_dirs(prefix):
    """purelib of every scheme whose data directory is `prefix`, in order."""
    names = [default_scheme()] + [name for name in sysconfig.get_scheme_names()
                                  if name != default_scheme()]
    found = []
    for name in names:
        try:
            paths = sysconfig.get_paths(name)
        except KeyError:
            continue
        if os.path.normpath(paths["data"]) == prefix:
            found.append(os.path.normpath(paths["purelib"]))
    return found


def plain_dir(prefix):
    scheme = "posix_prefix" if os.name == "posix" else default_scheme()
    paths = sysconfig.get_paths(scheme, vars={"base": prefix,
                                              "platbase": prefix})
    return os.path.normpath(paths["purelib"])


def main(argv):
    if len(argv) != 2 or not os.path.isabs(argv[1]):
        sys.exit("usage: install-dir.py ABSOLUTE-PREFIX")
    if sys.version_info < (3, 9):
        sys.exit("the skyline package needs Python 3.9 or later")
    prefix = os.path.normpath(argv[1])
    searched = searched_dirs()
    candidates = scheme_dirs(prefix)
    preferred = [d for d in candidates if d in searched]
    chosen = (preferred or candidates or [plain_dir(prefix)])[0]
    print(chosen)
    print("yes" if chosen in searched else "no")


if __name__ == "__main__":
    main(sys.argv)
