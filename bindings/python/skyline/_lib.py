"""Loading libskyline and declaring the C prototypes of its common parts.

The shared library is looked up, in order:

1. the full path in the environment variable ``SKYLINE_LIBRARY``, and
   nothing else when it is set;
2. the library ``make install`` put beside a package it installed,
   ``_config.LIBDIR/_config.SONAME`` (a pip-installed package has no
   ``_config``);
3. the soname ``libskyline.so.1``, found by the dynamic loader (its cache,
   which ``ldconfig`` updates, and ``LD_LIBRARY_PATH``).

When none loads, importing the package raises ImportError saying what to do.

The prototypes of common.h and game.h live in one table, ``_PROTOTYPES``,
and each game's module declares its own header's with :func:`declare`
when it is imported; either way a library that lacks a symbol fails at
import with a clear message instead of at first use.  Functions declared with the ``Status``
result type raise :class:`SkylineError` for a negative return value.
"""

import ctypes
import enum
import operator
import os

try:
    from . import _config
except ImportError:  # a source tree, or a package installed by pip
    _config = None

# The exact soname, baked in at build time when the package is installed.
SONAME = _config.SONAME if _config is not None else "libskyline.so.1"

# Status codes the wrappers test for by value.
ERANGE = -3
EOVER = -8
EPHASE = -10
EHIDDEN = -12
ECHANCE = -14

VIEW_ALL = -1
INT_MIN = -(2 ** 31)
INT_MAX = 2 ** 31 - 1


class SkylineError(Exception):
    """A negative status returned by libskyline.

    ``code`` is the status (a negative int), ``name`` its symbolic name
    (``"SKY_ETURN"``) and ``str(error)`` the library's sentence for it.
    ``offset`` is the byte offset of the offending token when reading a
    record failed, else None.
    """

    def __init__(self, code, offset=None):
        self.code = code
        self.name = from_c(lib.sky_status_name(code))
        self.offset = offset
        super().__init__(from_c(lib.sky_strerror(code)))

    def __repr__(self):
        return "SkylineError(%d, %r)" % (self.code, self.name)


def from_c(raw):
    """A C string from the library as str (None stays None)."""
    return None if raw is None else raw.decode("utf-8", "replace")


# --- C types ---
# Opaque handles: distinct pointer types, so ctypes refuses a game handle
# where a game module's handle is expected.

class _GameStruct(ctypes.Structure):
    pass


GameHandle = ctypes.POINTER(_GameStruct)


class RngState(ctypes.Structure):
    """struct sky_rng: the frozen xoshiro256** state."""
    _c_name_ = "sky_rng"
    _fields_ = [("s", ctypes.c_uint64 * 4)]


class Status(object):
    """Result-type marker in _PROTOTYPES: a C int status; negative raises."""


def _check_status(result, func, arguments):
    if result < 0:
        raise SkylineError(result)
    return result


_int = ctypes.c_int
_uint = ctypes.c_uint
_size = ctypes.c_size_t
_str = ctypes.c_char_p
_int_p = ctypes.POINTER(ctypes.c_int)
_uint_p = ctypes.POINTER(ctypes.c_uint)
_size_p = ctypes.POINTER(ctypes.c_size_t)
_rng_p = ctypes.POINTER(RngState)
_game = GameHandle
_game_p = ctypes.POINTER(GameHandle)

# (name, argtypes, restype): every function of include/skyline/*.h.
# Functions whose negative results are answers, not errors, return a
# plain _int and the wrappers interpret them.
_PROTOTYPES = [
    # common.h
    ("sky_version", [], _str),
    ("sky_version_hex", [], _uint),
    ("sky_strerror", [_int], _str),
    ("sky_status_name", [_int], _str),
    ("sky_rng_seed", [_rng_p, ctypes.c_uint64], Status),
    ("sky_rng_next", [_rng_p, ctypes.POINTER(ctypes.c_uint64)], Status),
    ("sky_rng_below", [_rng_p, ctypes.c_uint32,
                       ctypes.POINTER(ctypes.c_uint32)], Status),
    # game.h
    ("sky_game_count", [], Status),
    ("sky_game_find", [_str], _int),
    ("sky_game_info", [_int, ctypes.c_void_p, _size], Status),
    ("sky_game_index", [_game], Status),
    ("sky_game_round", [_game], Status),
    ("sky_game_new", [_str, _str, _game_p], Status),
    ("sky_game_free", [_game], None),
    ("sky_game_clone", [_game, _game_p], Status),
    ("sky_game_name", [_game], _str),
    ("sky_game_players", [_game], Status),
    ("sky_game_to_move", [_game], _int),
    ("sky_game_is_over", [_game], Status),
    ("sky_game_action_count", [_game], Status),
    ("sky_game_legal_actions", [_game, _int_p, _size], Status),
    ("sky_game_check", [_game, _int], Status),
    ("sky_game_apply", [_game, _int], Status),
    ("sky_game_undo", [_game], Status),
    ("sky_game_chance_outcomes", [_game, _int_p,
                                  ctypes.POINTER(ctypes.c_double), _size],
     Status),
    ("sky_game_scores", [_game, _int_p, _size], Status),
    ("sky_game_winners", [_game, _uint_p], Status),
    ("sky_game_action_to_string", [_game, _int, ctypes.c_char_p, _size],
     Status),
    ("sky_game_action_from_string", [_game, _str, _int_p], Status),
    ("sky_game_write", [_game, _int, ctypes.c_char_p, _size], Status),
    ("sky_game_read", [_str, _game_p, _size_p], _int),
    ("sky_game_render", [_game, _int, ctypes.c_char_p, _size], Status),
    ("sky_game_bot_action", [_game, _int, _rng_p, _int_p], Status),
]


def _candidates():
    """Where to look for the library, most specific first."""
    override = os.environ.get("SKYLINE_LIBRARY")
    if override:
        return [override]
    paths = []
    if _config is not None:
        installed = os.path.join(_config.LIBDIR, _config.SONAME)
        if os.path.exists(installed):
            paths.append(installed)
    paths.append(SONAME)
    return paths


def _advice():
    """What a user whose library did not load can do about it."""
    if os.environ.get("SKYLINE_LIBRARY"):
        return ("SKYLINE_LIBRARY must name the library file itself, such as "
                "/usr/local/lib/%s; unset it to use the installed library."
                % SONAME)
    return ("Install libskyline (./configure && make && sudo make install), "
            "then run 'sudo ldconfig' so that the dynamic loader finds %s; "
            "for a library in a directory the loader does not search, add "
            "that directory to LD_LIBRARY_PATH or set SKYLINE_LIBRARY to the "
            "library's full path." % SONAME)


def _open():
    errors = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path), path
        except OSError as exc:
            errors.append("%s: %s" % (path, exc))
    raise ImportError("cannot load libskyline, the C library of this "
                      "package:\n  " + "\n  ".join(errors) + "\n"
                      + _advice())


def _declare(library, path, prototypes):
    for name, argtypes, restype in prototypes:
        try:
            func = getattr(library, name)
        except AttributeError:
            message = ("%s lacks the function %s: not libskyline, or one "
                       "older than this package" % (path, name))
            raise ImportError(message) from None
        func.argtypes = argtypes
        if restype is Status:
            func.restype = ctypes.c_int
            func.errcheck = _check_status
        else:
            func.restype = restype


lib, lib_path = _open()
_declare(lib, lib_path, _PROTOTYPES)


def declare(prototypes):
    """Applies a game module's own (name, argtypes, restype) table.

    Each game's Python module declares the functions of its header this
    way when it is imported; ``Status`` results raise SkylineError.
    """
    _declare(lib, lib_path, prototypes)


# --- conversions shared by the wrappers ---

def c_int(value, what):
    """`value` as a Python int that fits a C int, else TypeError/ValueError."""
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError("%s must be an int, not %s"
                        % (what, type(value).__name__)) from None
    if not INT_MIN <= number <= INT_MAX:
        raise ValueError("%s out of range: %d" % (what, number))
    return number


def seed_arg(value, what="seed"):
    """`value` as a 64-bit seed: an int in 0 .. 2**64 - 1, else an error."""
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError("%s must be an int, not %s"
                        % (what, type(value).__name__)) from None
    if not 0 <= number < 2 ** 64:
        raise ValueError("%s out of range: %d" % (what, number))
    return number


def int_array(values, length, what):
    """A ctypes int[length] from a sequence of exactly `length` ints."""
    values = list(values)
    if len(values) != length:
        raise ValueError("%s must have %d entries, not %d"
                         % (what, length, len(values)))
    return (ctypes.c_int * length)(*[c_int(v, what) for v in values])


def viewer_arg(viewer):
    """A viewer as a C int: a player index, or None for everything."""
    return VIEW_ALL if viewer is None else c_int(viewer, "viewer")


def c_string(text, what):
    """`text` (str or bytes) as NUL-free bytes for a const char * argument."""
    if isinstance(text, str):
        text = text.encode("utf-8")
    elif not isinstance(text, bytes):
        raise TypeError("%s must be str or bytes, not %s"
                        % (what, type(text).__name__))
    if b"\0" in text:
        raise ValueError("%s contains a NUL character" % what)
    return text


def read_text(call, initial=1024):
    """Runs an snprintf-style call(buf, cap) and returns its text as str.

    The call returns the length it needs; a second call with a buffer of
    that size gets the whole text when the first one was too small.
    """
    buf = ctypes.create_string_buffer(initial)
    needed = call(buf, initial)
    if needed >= initial:
        buf = ctypes.create_string_buffer(needed + 1)
        needed = call(buf, needed + 1)
    return buf.raw[:needed].decode("utf-8", "replace")


def read_array(call, ctype, initial):
    """Runs a count-returning call(array, cap) and returns the items filled."""
    items = (ctype * initial)()
    count = call(items, initial)
    if count > initial:
        items = (ctype * count)()
        count = call(items, count)
    return items[:count]


def winner_list(mask, players):
    """Bit p of `mask` set -> player p in the returned list."""
    return [p for p in range(players) if mask >> p & 1]


def version():
    """The version of the libskyline actually loaded, e.g. "0.1.0"."""
    return from_c(lib.sky_version())


def version_hex():
    """The loaded library's version as 0xMMmmpp."""
    return lib.sky_version_hex()


def strerror(code):
    """The library's sentence for a status code."""
    return from_c(lib.sky_strerror(c_int(code, "code")))


def status_name(code):
    """The symbolic name of a status code ("SKY_ETURN")."""
    return from_c(lib.sky_status_name(c_int(code, "code")))


class Rng(object):
    """The library's seeded generator (xoshiro256**), held by value.

    Equal seeds give equal sequences on every platform.  ``copy()`` saves
    a position in the stream.
    """

    def __init__(self, seed=0):
        self._state = RngState()
        self.seed(seed)

    def seed(self, seed):
        """Restarts the stream from a 64-bit seed."""
        seed = operator.index(seed)
        if not 0 <= seed < 2 ** 64:
            raise ValueError("seed must be in 0..2**64-1: %d" % seed)
        lib.sky_rng_seed(ctypes.byref(self._state), seed)

    def next(self):
        """The next 64 random bits as an int."""
        out = ctypes.c_uint64()
        lib.sky_rng_next(ctypes.byref(self._state), ctypes.byref(out))
        return out.value

    def below(self, bound):
        """A uniform int in [0, bound), without modulo bias."""
        bound = operator.index(bound)
        if not 0 <= bound < 2 ** 32:
            raise ValueError("bound must be in 0..2**32-1: %d" % bound)
        out = ctypes.c_uint32()
        lib.sky_rng_below(ctypes.byref(self._state), bound, ctypes.byref(out))
        return out.value

    @property
    def state(self):
        """The four 64-bit state words, as a tuple."""
        return tuple(self._state.s)

    def copy(self):
        """An independent generator at the same position."""
        twin = Rng.__new__(Rng)
        twin._state = RngState.from_buffer_copy(self._state)
        return twin

    __copy__ = copy

    def byref(self):
        """A reference to the state, for the library's bot calls."""
        return ctypes.byref(self._state)

    def __repr__(self):
        return "Rng(state=%r)" % (self.state,)


def as_rng(rng):
    """An Rng as is, or a fresh Rng seeded with an int."""
    if isinstance(rng, Rng):
        return rng
    return Rng(rng)


class Handle(object):
    """Base of every wrapper that owns a library handle.

    A subclass names its C type and calls: ``_handle_type`` (a POINTER
    type), ``_free_name`` and ``_clone_name``.  The handle is freed by
    :meth:`close`, by leaving a ``with`` block or when the object is
    collected; a closed object raises ValueError.
    """

    _handle = None

    def _adopt(self, handle):
        # The free function is kept on the instance so __del__ still
        # works while the interpreter shuts down.
        self._free = getattr(lib, self._free_name)
        self._handle = handle

    @classmethod
    def _wrap(cls, handle):
        obj = cls.__new__(cls)
        obj._adopt(handle)
        return obj

    @property
    def _h(self):
        if not self._handle:
            raise ValueError("operation on a closed %s" % type(self).__name__)
        return self._handle

    def close(self):
        """Frees the library handle; further use raises ValueError."""
        handle, self._handle = self._handle, None
        if handle:
            self._free(handle)

    def __del__(self):
        self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def clone(self):
        """An independent copy."""
        handle = self._handle_type()
        getattr(lib, self._clone_name)(self._h, ctypes.byref(handle))
        return type(self)._wrap(handle)

    def __copy__(self):
        return self.clone()

    def __deepcopy__(self, memo):
        return self.clone()


class Bot(enum.IntEnum):
    """The built-in players (enum sky_bot)."""
    RANDOM = 0
    GREEDY = 1


def bot_id(bot):
    """A bot as an int from a Bot, an int or a name ('random', 'greedy')."""
    if isinstance(bot, str):
        try:
            return Bot[bot.upper()]
        except KeyError:
            known = ", ".join(b.name.lower() for b in Bot)
            raise ValueError("unknown bot %r (known: %s)"
                             % (bot, known)) from None
    return c_int(bot, "bot")
