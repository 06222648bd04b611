"""How the package finds the C library, and what it says when it cannot.

The order (skyline._lib): $SKYLINE_LIBRARY alone when set; else the
library beside a package that `make install` installed (_config); else
the soname through the dynamic loader.  A failure names every path tried
and says what to do.
"""

import os
import tempfile
import types
import unittest
from unittest import mock

from skyline import _lib

MISSING_SONAME = "libskyline-no-such-library.so.0"


class LoaderTest(unittest.TestCase):

    def setUp(self):
        environ = mock.patch.dict(os.environ)
        environ.start()
        self.addCleanup(environ.stop)
        os.environ.pop("SKYLINE_LIBRARY", None)

    def test_override_is_the_only_candidate(self):
        os.environ["SKYLINE_LIBRARY"] = "/some/where/libskyline.so.1"
        self.assertEqual(_lib._candidates(), ["/some/where/libskyline.so.1"])

    def test_installed_libdir_before_the_soname(self):
        with tempfile.TemporaryDirectory() as libdir:
            config = types.SimpleNamespace(LIBDIR=libdir,
                                           SONAME="libskyline.so.1")
            installed = os.path.join(libdir, "libskyline.so.1")
            with mock.patch.object(_lib, "_config", config):
                self.assertEqual(_lib._candidates(), [_lib.SONAME])
                open(installed, "w").close()
                self.assertEqual(_lib._candidates(),
                                 [installed, _lib.SONAME])

    def test_pip_package_without_config_asks_the_loader(self):
        with mock.patch.object(_lib, "_config", None):
            self.assertEqual(_lib._candidates(), [_lib.SONAME])

    def test_nothing_loads_says_what_to_do(self):
        with mock.patch.object(_lib, "_config", None), \
                mock.patch.object(_lib, "SONAME", MISSING_SONAME):
            with self.assertRaises(ImportError) as caught:
                _lib._open()
        message = str(caught.exception)
        for advice in (MISSING_SONAME, "make install", "ldconfig",
                       "LD_LIBRARY_PATH", "SKYLINE_LIBRARY"):
            self.assertIn(advice, message)

    def test_bad_override_says_so(self):
        os.environ["SKYLINE_LIBRARY"] = "/no/such/dir/libskyline.so.1"
        with self.assertRaises(ImportError) as caught:
            _lib._open()
        message = str(caught.exception)
        self.assertIn("/no/such/dir/libskyline.so.1", message)
        self.assertIn("SKYLINE_LIBRARY must name the library file", message)


if __name__ == "__main__":
    unittest.main()
