"""The package's copies of C layouts and constants agree with the headers.

ctypes cannot read a header, so the package repeats what it needs: the
fields of every struct it passes, and the values of the enums it mirrors.
This test compiles a small C probe from the installed-to-be headers (it
prints sizeof, offsetof and the value of every constant) and checks each
ctypes Structure and IntEnum of the package against it.  It runs where a
C compiler and the source tree are at hand (``make check``) and is
skipped elsewhere.
"""

import ctypes
import enum
import os
import re
import shutil
import subprocess
import tempfile
import unittest

import skyline
from skyline import _lib, cathedral, cityscape, game, highrise, skyscrapers
from skyline import series, sprawl

MODULES = [cityscape, sprawl, highrise, skyscrapers, cathedral, game, _lib,
           series]

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.normpath(os.path.join(HERE, "..", "..", "..", "include"))


def _headers():
    folder = os.path.join(INCLUDE, "skyline")
    return [os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if name.endswith(".h")]


def _probe_source():
    """C that prints every SKY_ constant and every public struct's layout."""
    constants, structs = [], {}
    for path in _headers():
        with open(path) as f:
            text = f.read()
        constants += re.findall(r"^\s*(SKY_[A-Z0-9_]+)\s*=", text, re.M)
        constants += ["SKY_" + name for name in
                      re.findall(r"^\s*XX\(([A-Z0-9_]+),", text, re.M)]
        constants += re.findall(r"^#define (SKY_[A-Z0-9_]+) +[-(0-9]", text,
                                re.M)
        for name, body in re.findall(
                r"typedef struct (sky_\w+) \{(.*?)\} \1;", text, re.S):
            body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
            fields = []
            for decl in body.split(";"):
                decl = decl.strip()
                if decl:
                    fields.append(re.match(r".*?(\w+)\s*(\[[^\]]*\])*$",
                                           decl).group(1))
            structs[name] = fields
    lines = ["#include <stddef.h>", "#include <stdio.h>",
             "#include <skyline/skyline.h>", "int main(void)", "{"]
    for name in sorted(set(constants)):
        lines.append('    printf("const %s %%lld\\n", (long long)(%s));'
                     % (name, name))
    for name, fields in sorted(structs.items()):
        lines.append('    printf("struct %s %%zu\\n", sizeof(%s));'
                     % (name, name))
        for field in fields:
            lines.append('    printf("field %s %s %%zu %%zu\\n", '
                         'offsetof(%s, %s), sizeof(((%s *)0)->%s));'
                         % (name, field, name, field, name, field))
    lines += ["    return 0;", "}"]
    return "\n".join(lines) + "\n"


def _run_probe():
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not cc or not os.path.isdir(os.path.join(INCLUDE, "skyline")):
        raise unittest.SkipTest("no C compiler or no headers beside the tests")
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "probe.c")
        program = os.path.join(tmp, "probe")
        with open(source, "w") as f:
            f.write(_probe_source())
        subprocess.run(cc.split() + ["-I", INCLUDE, source, "-o", program],
                       check=True)
        out = subprocess.run([program], check=True, stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
    constants, sizes, fields = {}, {}, {}
    for line in out.splitlines():
        kind, *rest = line.split()
        if kind == "const":
            constants[rest[0]] = int(rest[1])
        elif kind == "struct":
            sizes[rest[0]] = int(rest[1])
        else:
            fields.setdefault(rest[0], {})[rest[1]] = (int(rest[2]),
                                                      int(rest[3]))
    return constants, sizes, fields


def _snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name.lstrip("_")).lower()


def _module_word(module):
    return module.__name__.rsplit(".", 1)[-1]


def _c_struct_names(module, cls):
    """The C names a class may mirror: its _c_name_, else by convention
    (``sprawl._CMove`` or ``CityscapeMove`` -> ``sky_..._move``)."""
    if "_c_name_" in vars(cls):
        return [cls._c_name_]
    word = _module_word(module).lstrip("_")
    name = _snake(re.sub(r"^_?C(?=[A-Z][a-z])", "", cls.__name__))
    return ["sky_%s_%s" % (word, name), "sky_" + name]


def _members(module, base):
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, base)
                and value.__module__ == module.__name__):
            yield value


class LayoutTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.constants, cls.sizes, cls.fields = _run_probe()

    def test_every_structure_matches_its_c_struct(self):
        checked = 0
        for module in MODULES:
            for cls in _members(module, ctypes.Structure):
                if not hasattr(cls, "_fields_"):
                    continue        # an opaque handle's stand-in
                names = _c_struct_names(module, cls)
                c_name = next((n for n in names if n in self.sizes), None)
                with self.subTest(structure="%s.%s" % (module.__name__,
                                                       cls.__name__)):
                    self.assertIsNotNone(c_name, "none of the C structs %s "
                                         "(set _c_name_)" % ", ".join(names))
                    self.assertEqual(ctypes.sizeof(cls), self.sizes[c_name])
                    c_fields = self.fields[c_name]
                    names = [f[0] for f in cls._fields_]
                    self.assertEqual(sorted(names), sorted(c_fields))
                    for name in names:
                        offset, size = c_fields[name]
                        self.assertEqual(getattr(cls, name).offset, offset,
                                         name)
                        self.assertEqual(getattr(cls, name).size, size, name)
                    checked += 1
        self.assertGreater(checked, 5)

    def test_every_enum_matches_its_c_constants(self):
        checked = 0
        for module in MODULES:
            word = _module_word(module).lstrip("_").upper()
            for cls in _members(module, enum.IntEnum):
                kind = _snake(cls.__name__).upper()
                for member in cls:
                    if "_c_prefix_" in vars(cls):
                        names = [cls._c_prefix_ + member.name]
                    else:
                        names = ["SKY_%s_%s_%s" % (word, kind, member.name),
                                 "SKY_%s_%s_%s" % (word, member.name, kind),
                                 "SKY_%s_%s" % (word, member.name),
                                 "SKY_%s_%s" % (kind, member.name)]
                    found = [n for n in names if n in self.constants]
                    with self.subTest(member="%s.%s" % (cls.__name__,
                                                        member.name)):
                        self.assertTrue(found, "none of %s in the headers"
                                        % ", ".join(names))
                        self.assertEqual(int(member), self.constants[found[0]])
                        checked += 1
        self.assertGreater(checked, 20)

    def test_buffer_sizes_match_the_headers(self):
        self.assertEqual(game.EXPLAIN_OPTIONS_SIZE,
                         self.constants["SKY_GAME_EXPLAIN_OPTIONS_SIZE"])
        self.assertEqual(highrise.EXPLAIN_SIZE,
                         self.constants["SKY_HIGHRISE_EXPLAIN_SIZE"])

    def test_status_codes_come_from_the_library(self):
        for name, value in self.constants.items():
            if re.match(r"SKY_E[A-Z]+$", name) and value < 0:
                self.assertEqual(skyline.status_name(value), name)


if __name__ == "__main__":
    unittest.main()
