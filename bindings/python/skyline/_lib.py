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

from __future__ import annotations

import ctypes
import enum
import functools
import inspect
import operator
import os
import threading
import types
from array import array
from collections.abc import Sequence
from typing import (TYPE_CHECKING, Any, Callable, ClassVar, Iterable,
                    Iterator, Literal, SupportsIndex, TypeVar, cast, overload)

if TYPE_CHECKING:
    # Written by make install, so mypy finds no module and would type it
    # as skyline.__getattr__ returns, a type left unanalyzed in this
    # import cycle (mypy#5345).
    _config: types.ModuleType | None
else:
    try:
        from . import _config
    except ImportError:  # a source tree, or a package installed by pip
        _config = None

# The exact soname, baked in at build time when the package is installed.
SONAME = _config.SONAME if _config is not None else "libskyline.so.1"

VIEW_ALL = -1
INT_MIN = -(2 ** 31)
INT_MAX = 2 ** 31 - 1
UINT32_MAX = 2 ** 32 - 1
UINT64_MAX = 2 ** 64 - 1


@overload
def from_c(raw: bytes) -> str: ...
@overload
def from_c(raw: None) -> None: ...


def from_c(raw: bytes | None) -> str | None:
    """A C string from the library as str (None stays None)."""
    return None if raw is None else raw.decode("utf-8", "replace")


# --- C types ---
# Opaque handles: distinct pointer types, so ctypes refuses a game handle
# where a game module's handle is expected.

class _GameStruct(ctypes.Structure):
    pass


GameHandle: type[ctypes._Pointer[_GameStruct]] = ctypes.POINTER(_GameStruct)
GameHandle.__doc__ = "struct sky_game *: a handle of the generic layer."


class RngState(ctypes.Structure):
    """struct sky_rng: the frozen xoshiro256** state."""
    _c_name_ = "sky_rng"
    _fields_ = [("s", ctypes.c_uint64 * 4)]


class Status(object):
    """Result-type marker in _PROTOTYPES: a C int status; negative raises."""


def _check_status(result: int, func: Any, arguments: tuple[Any, ...]) -> int:
    if result < 0:
        raise error(result)
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
class SearchOptions(ctypes.Structure):
    """struct sky_search_options (game.h, sky_search(3))."""
    _fields_ = [("size", ctypes.c_size_t), ("iterations", ctypes.c_int),
                ("seconds", ctypes.c_double),
                ("exploration", ctypes.c_double), ("rollout", ctypes.c_int),
                ("cutoff", ctypes.c_int)]


_PROTOTYPES: list[tuple[str, list[Any], Any]] = [
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
    ("sky_search_options_init",
     [ctypes.POINTER(SearchOptions), _size], Status),
    ("sky_game_search",
     [_game, ctypes.POINTER(SearchOptions), _rng_p, _int_p], Status),
    ("sky_game_observation", [_game, _int, ctypes.c_void_p, _size], Status),
    ("sky_game_explain_options", [_str, _str, ctypes.c_char_p, _size], _int),
]


def _candidates() -> list[str]:
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


def _advice() -> str:
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


def _open() -> tuple[ctypes.CDLL, str]:
    errors = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path), path
        except OSError as exc:
            errors.append("%s: %s" % (path, exc))
    raise ImportError("cannot load libskyline, the C library of this "
                      "package:\n  " + "\n  ".join(errors) + "\n"
                      + _advice())


def _declare(library: ctypes.CDLL, path: str,
             prototypes: Iterable[tuple[str, Sequence[Any], Any]]) -> None:
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


lib: ctypes.CDLL
lib_path: str
lib, lib_path = _open()
_declare(lib, lib_path, _PROTOTYPES)


def declare(prototypes: Iterable[tuple[str, Sequence[Any], Any]]) -> None:
    """Applies a game module's own (name, argtypes, restype) table.

    Each game's Python module declares the functions of its header this
    way when it is imported; ``Status`` results raise SkylineError.
    """
    _declare(lib, lib_path, prototypes)


# --- status codes and exceptions ---

def _status_codes() -> dict[str, int]:
    """Every status the loaded library names, as {"SKY_ETURN": -9, ...}.

    The list is SKY_STATUS_MAP of common.h; asking the library instead of
    repeating it keeps this package right for codes appended later.
    """
    codes: dict[str, int] = {}
    code = -1
    while True:
        # Never NULL: "SKY_E?" for an unknown code.
        name = from_c(cast(bytes, lib.sky_status_name(code)))
        if name == "SKY_E?":
            return codes
        codes[name] = code
        code -= 1


STATUS = _status_codes()

ERANGE = STATUS["SKY_ERANGE"]
EINVAL = STATUS["SKY_EINVAL"]
EOPTION = STATUS["SKY_EOPTION"]
EUNKNOWN = STATUS["SKY_EUNKNOWN"]
EOVER = STATUS["SKY_EOVER"]
EPHASE = STATUS["SKY_EPHASE"]
EHIDDEN = STATUS["SKY_EHIDDEN"]
ECHANCE = STATUS["SKY_ECHANCE"]

#: The chance player: ``to_move`` at a chance event (a roll, a card off
#: the deck, a grab), and the ``player`` that plays its outcome.
CHANCE: int = ECHANCE


class SkylineError(ValueError):
    """A negative status returned by libskyline.

    ``code`` is the status (a negative int), ``name`` its symbolic name
    (``"SKY_ETURN"``) and ``str(error)`` says what is wrong: `message`
    when the package could tell which argument the library refused and
    what would be right (an unknown game or option, an option out of its
    range; an action, player, viewer or bot out of range), else the
    library's sentence for the status (:func:`strerror`).  ``offset`` is
    the byte offset of the offending token when reading a record failed,
    else None.  A subclass of ValueError, so ``except ValueError``
    catches bad input whether Python or the library refused it; the
    subclasses below tell the kinds apart.
    """

    def __init__(self, code: int, offset: int | None = None,
                 message: str | None = None) -> None:
        self.code = code
        self.name = from_c(cast(bytes, lib.sky_status_name(code)))
        self.offset = offset
        self._message = message
        super().__init__(code, offset)

    def __str__(self) -> str:
        if self._message is not None:
            return self._message
        return from_c(cast(bytes, lib.sky_strerror(self.code)))

    def __repr__(self) -> str:
        if self.offset is None:
            return "%s(%d, %r)" % (type(self).__name__, self.code, self.name)
        return "%s(%d, %r, offset=%d)" % (type(self).__name__, self.code,
                                          self.name, self.offset)

    def __reduce__(self) -> tuple[type[SkylineError],
                                  tuple[int, int | None, str | None]]:
        return type(self), (self.code, self.offset, self._message)


class IllegalMoveError(SkylineError):
    """The rules refuse a move or a value: SKY_EILLEGAL and every
    game-specific reason (SKY_EOCCUPIED, SKY_ECORNER, SKY_ENOBLOCK, ...)."""


class ParseError(SkylineError):
    """Text could not be read: bad notation (SKY_EPARSE, SKY_EVERSION),
    or a record that :meth:`from_text` could not replay, whatever the
    reason (``code``); ``offset`` locates the token in a record."""


class PhaseError(SkylineError):
    """Not possible at this point of the game: SKY_EPHASE, SKY_EOVER, or
    SKY_ECHANCE (a chance event is due, or none is)."""


class TurnError(SkylineError):
    """It is not this player's turn (SKY_ETURN)."""


# Codes that say nothing about a move: plain SkylineError.
_GENERAL = ("SKY_EINVAL", "SKY_ENOMEM", "SKY_ERANGE", "SKY_EOPTION",
            "SKY_EUNKNOWN", "SKY_ENOUNDO", "SKY_EHIDDEN")
_KINDS = dict([(name, SkylineError) for name in _GENERAL]
              + [(name, ParseError) for name in ("SKY_EPARSE", "SKY_EVERSION")]
              + [(name, PhaseError)
                 for name in ("SKY_EPHASE", "SKY_EOVER", "SKY_ECHANCE")]
              + [("SKY_ETURN", TurnError)])
_ERROR_CLASS = {code: _KINDS.get(name, IllegalMoveError)
                for name, code in STATUS.items()}


def error(code: int, offset: int | None = None) -> SkylineError:
    """The exception for a negative status: the subclass its name says."""
    return _ERROR_CLASS.get(code, SkylineError)(code, offset)


def read_error(code: int, offset: int) -> ParseError:
    """The exception for a record that could not be read at `offset`."""
    return ParseError(code, offset)


# --- why the library refused: the library decides, Python explains ---

def explained(exc: SkylineError, message: str | None) -> SkylineError:
    """`exc` saying `message`: the same class, code and offset, so no
    caller that tells errors apart breaks; `exc` itself for None."""
    if message is None:
        return exc
    return type(exc)(exc.code, exc.offset, message)


class Explain(object):
    """A ``with`` block whose SkylineError says ``problem(code, *args)``
    instead of the library's sentence, when that is not None.

    The problem function runs only after the library refused, so what
    the library accepts stays accepted; it names the argument at fault
    and what would be right, or returns None when it cannot tell.
    """

    __slots__ = ("problem", "args")

    def __init__(self, problem: Callable[..., str | None], *args: Any):
        self.problem = problem
        self.args = args

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, exc: Any, traceback: Any) -> Literal[False]:
        if isinstance(exc, SkylineError):
            message = self.problem(exc.code, *self.args)
            if message is not None:
                raise explained(exc, message) from None
        return False


def span(low: int, high: int) -> str:
    """An inclusive range as a message says it: "2..4", or "0" alone."""
    return "%d" % low if low == high else "%d..%d" % (low, high)


def _seat_problem(code: int, what: str, number: int, game: Any,
                  special: int, others: str) -> str | None:
    """Why SKY_ERANGE refused `number`, a player index or `special`, on
    `game` (anything with a ``players`` count); None if it is one of
    them, so not at fault.  `others` says what else may be given."""
    players = game.players
    if code != ERANGE or number == special or 0 <= number < players:
        return None
    return ("%s %d is not a player of this %d-player game: give a player "
            "(%s), %s" % (what, number, players, span(0, players - 1),
                          others))


def viewer_problem(code: int, viewer: int, game: Any) -> str | None:
    """Why SKY_ERANGE refused `viewer` (a C int) on `game`, or None."""
    return _seat_problem(code, "viewer", viewer, game, VIEW_ALL,
                         "or None (%d, SKY_VIEW_ALL) to see everything"
                         % VIEW_ALL)


def view_text(game: Any, call: Callable[..., int],
              viewer: int | None) -> str:
    """The text ``call(handle, view, buf, cap)`` writes for `viewer` of
    `game` (a record or a picture), saying why a viewer was refused."""
    handle, view = game._h, viewer_arg(viewer)
    with Explain(viewer_problem, view, game):
        return read_text(lambda buf, cap: call(handle, view, buf, cap))


def player_problem(code: int, player: int, game: Any) -> str | None:
    """Why SKY_ERANGE refused `player` (a C int) on `game`, or None."""
    return _seat_problem(code, "player", player, game, CHANCE,
                         "skyline.CHANCE for a chance event, or None for "
                         "the one to move")


def refused_player(exc: SkylineError, player: int,
                   game: Any) -> SkylineError:
    """`exc`, raised by a move of `player` on `game`, saying so if the
    player is at fault (:func:`player_problem`).  The callers, the games'
    play() and check(), catch the error themselves: a ``try`` costs their
    loops nothing, a wrapper a call."""
    return explained(exc, player_problem(exc.code, player, game))


def bot_problem(code: int, bot: int) -> str | None:
    """Why SKY_ERANGE refused `bot` (a C int), or None if it is a
    :class:`Bot` the package knows."""
    if code != ERANGE or bot in set(Bot):
        return None
    return "unknown bot %d: the bots of skyline.Bot are %s" % (
        bot, ", ".join("%s (%d)" % (b.name, b.value) for b in Bot))


# --- numbers: one check for every int the package passes to C ---

def integer(value: Any, what: str, low: int, high: int) -> int:
    """`value` as an int in low..high.

    TypeError if it is not an integer (a float or a str is refused, an
    IntEnum or bool accepted); ValueError if it is out of range, so that
    ``except ValueError`` catches a player of 2**40 as it catches the
    library's SKY_ERANGE for a player of 7.
    """
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError("%s must be an int, not %s"
                        % (what, type(value).__name__)) from None
    if not low <= number <= high:
        raise ValueError("%s must be in %d..%d, not %d"
                         % (what, low, high, number))
    return number


def c_int(value: Any, what: str) -> int:
    """`value` as a Python int that fits a C int (see :func:`integer`)."""
    if type(value) is int and INT_MIN <= value <= INT_MAX:
        return value    # the common case, without a call more
    return integer(value, what, INT_MIN, INT_MAX)


def seed_arg(value: Any, what: str = "seed") -> int:
    """`value` as a 64-bit seed, 0 .. 2**64 - 1 (see :func:`integer`)."""
    return integer(value, what, 0, UINT64_MAX)


S = TypeVar("S", bound=ctypes.Structure)


def int_struct(ctype: type[S], values: Sequence[int], what: str) -> S:
    """A struct made of C ints only, filled in field order from `values`,
    each checked as :func:`integer` would (TypeError, ValueError); the
    check runs in C, as the moves a game loop plays pass here."""
    try:
        ints = array("i", values)
    except TypeError:
        raise TypeError("%s must be ints, not %r" % (what, values)) from None
    except OverflowError:
        raise ValueError("%s out of the range of a C int: %r"
                         % (what, values)) from None
    if len(ints) * ints.itemsize != ctypes.sizeof(ctype):
        raise ValueError("%s must have %d numbers, not %d" % (
            what, ctypes.sizeof(ctype) // ints.itemsize, len(ints)))
    return ctype.from_buffer_copy(ints)


def int_array(values: Iterable[int], length: int,
              what: str) -> ctypes.Array[ctypes.c_int]:
    """A ctypes int[length] from a sequence of exactly `length` ints."""
    values = list(values)
    if len(values) != length:
        raise ValueError("%s must have %d entries, not %d"
                         % (what, length, len(values)))
    return (ctypes.c_int * length)(*[c_int(v, what) for v in values])


def viewer_arg(viewer: int | None) -> int:
    """A viewer as a C int: a player index, or None for everything."""
    return VIEW_ALL if viewer is None else c_int(viewer, "viewer")


def c_string(text: str | bytes, what: str) -> bytes:
    """`text` (str or bytes) as NUL-free bytes for a const char * argument."""
    if isinstance(text, str):
        text = text.encode("utf-8")
    elif not isinstance(text, bytes):
        raise TypeError("%s must be str or bytes, not %s"
                        % (what, type(text).__name__))
    if b"\0" in text:
        raise ValueError("%s contains a NUL character" % what)
    return text


def read_text(call: Callable[[Any, int], int], initial: int = 1024) -> str:
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


def read_array(call: Callable[[Any, int], int], ctype: Any,
               initial: int) -> list[Any]:
    """Runs a count-returning call(array, cap) and returns the items filled."""
    items: ctypes.Array[Any] = (ctype * initial)()
    count = call(items, initial)
    if count > initial:
        items = (ctype * count)()
        count = call(items, count)
    return items[:count]


def winner_list(mask: int, players: int) -> list[int]:
    """Bit p of `mask` set -> player p in the returned list."""
    return [p for p in range(players) if mask >> p & 1]


# --- move lists ---

M = TypeVar("M", covariant=True)


class MoveList(Sequence[M]):
    """The legal moves of a position, read from the library in one call.

    A read-only sequence: ``len()``, indexing, slicing, iteration and
    ``in`` work as on a list, and it compares equal to a list of the same
    moves.  The library's answer is kept as flat C ints (the ``ints``
    array, `width` ints per move); a move object is built only when it is
    asked for, so choosing one move of hundreds costs one object.
    """

    __slots__ = ("ints", "width", "_make", "_count")

    def __init__(self, ints: array[int], width: int,
                 make: Callable[..., M]) -> None:
        self.ints = ints
        self.width = width
        self._make = make
        self._count = len(ints) // width

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: SupportsIndex) -> M: ...
    @overload
    def __getitem__(self, index: slice) -> list[M]: ...

    def __getitem__(self, index: SupportsIndex | slice) -> M | list[M]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        count = self._count
        index = operator.index(index)
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError("move index out of range")
        start = index * self.width
        return self._make(*self.ints[start:start + self.width])

    def __iter__(self) -> Iterator[M]:
        width, ints = self.width, self.ints
        return map(self._make, *[ints[i::width] for i in range(width)])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (MoveList, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return repr(list(self))


def read_moves(call: Callable[[Any, int], int], ctype: type[ctypes.Structure],
               initial: int, make: Callable[..., M]) -> MoveList[M]:
    """Runs a count-returning call(structs, cap) on an array of `ctype`
    (a struct of C ints only) and returns the moves as a MoveList whose
    moves `make` builds from each struct's ints."""
    size = ctypes.sizeof(ctype)
    items = _scratch(ctype, initial)
    count = call(items, len(items))
    if count > len(items):
        items = _scratch(ctype, count)
        count = call(items, count)
    ints = array("i")
    ints.frombytes(memoryview(items).cast("B")[:count * size])
    return MoveList(ints, size // ints.itemsize, make)


_scratch_arrays = threading.local()


def _scratch(ctype: type[ctypes.Structure],
             count: int) -> ctypes.Array[ctypes.Structure]:
    """This thread's reused array of at least `count` `ctype` structs:
    read_moves copies what the library writes there, so no call keeps
    it, and a thread of its own means no other call writes it meanwhile."""
    # Keyed by struct type, which typeshed's dict[str, Any] cannot say.
    arrays = cast(
        "dict[type[ctypes.Structure], ctypes.Array[ctypes.Structure]]",
        _scratch_arrays.__dict__)
    items: ctypes.Array[ctypes.Structure] | None = arrays.get(ctype)
    if items is None or len(items) < count:
        items = arrays[ctype] = (ctype * count)()
    return items


def version() -> str:
    """The version of the libskyline actually loaded, e.g. "1.1.0"."""
    return from_c(cast(bytes, lib.sky_version()))


def version_hex() -> int:
    """The loaded library's version as 0xMMmmpp."""
    return cast(int, lib.sky_version_hex())


def strerror(code: int) -> str:
    """The library's sentence for a status code."""
    # Never NULL: a sentence for an unknown code too.
    return from_c(cast(bytes, lib.sky_strerror(c_int(code, "code"))))


def status_name(code: int) -> str:
    """The symbolic name of a status code ("SKY_ETURN")."""
    return from_c(cast(bytes, lib.sky_status_name(c_int(code, "code"))))


class Rng(object):
    """The library's seeded generator (xoshiro256**), held by value.

    Equal seeds give equal sequences on every platform.  ``copy()`` (or
    ``copy.copy``) saves a position in the stream.  Not locked: share one
    between threads only if the order of its draws does not matter.
    """

    def __init__(self, seed: int = 0) -> None:
        self._state = RngState()
        self.seed(seed)

    def seed(self, seed: int) -> None:
        """Restarts the stream from a 64-bit seed (0 .. 2**64 - 1)."""
        lib.sky_rng_seed(ctypes.byref(self._state), seed_arg(seed))

    def next(self) -> int:
        """The next 64 random bits as an int."""
        out = ctypes.c_uint64()
        lib.sky_rng_next(ctypes.byref(self._state), ctypes.byref(out))
        return out.value

    def below(self, bound: int) -> int:
        """A uniform int in [0, bound), without modulo bias; `bound` 0,
        an empty range, raises SkylineError (SKY_ERANGE)."""
        bound = integer(bound, "bound", 0, UINT32_MAX)
        out = ctypes.c_uint32()
        try:
            lib.sky_rng_below(ctypes.byref(self._state), bound,
                              ctypes.byref(out))
        except SkylineError as exc:
            raise explained(exc, _bound_problem(exc.code, bound)) from None
        return out.value

    @property
    def state(self) -> tuple[int, int, int, int]:
        """The four 64-bit state words, as a tuple."""
        return cast("tuple[int, int, int, int]", tuple(self._state.s))

    def copy(self) -> Rng:
        """An independent generator at the same position."""
        twin = Rng.__new__(Rng)
        twin._state = RngState.from_buffer_copy(self._state)
        return twin

    __copy__ = copy

    def __deepcopy__(self, memo: dict[int, Any]) -> Rng:
        return self.copy()

    def __reduce__(self) -> tuple[Callable[[tuple[int, ...]], Rng],
                                  tuple[tuple[int, int, int, int]]]:
        return _rng_from_state, (self.state,)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rng):
            return NotImplemented
        return self.state == other.state

    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    def byref(self) -> Any:
        """A reference to the state, for the library's bot calls."""
        return ctypes.byref(self._state)

    def __repr__(self) -> str:
        return "Rng(state=%r)" % (self.state,)


def _bound_problem(code: int, bound: int) -> str | None:
    """Why SKY_ERANGE refused the bound of :meth:`Rng.below`."""
    if code != ERANGE or bound > 0:
        return None
    return ("bound %d: below(bound) draws from 0 .. bound - 1, so it "
            "needs a bound of at least 1" % bound)


def _rng_from_state(state: tuple[int, ...]) -> Rng:
    twin = Rng.__new__(Rng)
    twin._state = RngState()
    for i, word in enumerate(state):
        twin._state.s[i] = integer(word, "state", 0, UINT64_MAX)
    return twin


def as_rng(rng: Rng | int) -> Rng:
    """An Rng as is, or a fresh Rng seeded with an int."""
    if isinstance(rng, Rng):
        return rng
    return Rng(rng)


# --- handles and the thread guard ---

H = TypeVar("H", bound="Handle")

# Methods that never run on a shared object: no guard.
_UNGUARDED = frozenset(("__init__", "__new__", "__del__", "__init_subclass__",
                        "__enter__", "__exit__"))


def _needs_guard(name: str) -> bool:
    """Public methods and dunders are guarded; private helpers (``_h``,
    ``_player``) run only inside them, already under the lock."""
    if name in _UNGUARDED:
        return False
    return not name.startswith("_") or name.startswith("__")


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    """`method` run while holding its object's lock.

    The wrapper takes the method's own parameters (its source is made
    from them): passing them on without packing them into *args and
    **kwargs halves what the guard costs a call.
    """
    parameters = inspect.signature(method).parameters.values()
    if any(p.kind != p.POSITIONAL_OR_KEYWORD for p in parameters):
        @functools.wraps(method)
        def guarded(self: Any, *args: Any, **kwargs: Any) -> Any:
            with self._lock:
                return method(self, *args, **kwargs)
    else:
        names = ", ".join(p.name for p in parameters)
        source = ("def guarded(%s):\n    with self._lock:\n"
                  "        return method(%s)\n" % (names, names))
        scope = {"method": method}
        exec(source, scope)
        guarded = functools.wraps(method)(scope["guarded"])
        guarded.__defaults__ = method.__defaults__
    setattr(guarded, "_guarded_", True)    # no function type declares it
    return guarded


def _guard_methods(cls: type) -> None:
    """Wraps every method and property getter defined in `cls` itself."""
    for name, value in list(vars(cls).items()):
        if not _needs_guard(name):
            continue
        if isinstance(value, types.FunctionType) and not hasattr(
                value, "_guarded_"):
            setattr(cls, name, _guarded(value))
        elif isinstance(value, property) and value.fget is not None:
            setattr(cls, name, property(_guarded(value.fget), value.fset,
                                        value.fdel, value.__doc__))


class Handle(object):
    """Base of every wrapper that owns a library handle.

    A subclass names its C type and calls: ``_handle_type`` (a POINTER
    type), ``_free_name`` and ``_clone_name``, and defines ``to_text``
    and ``from_text``.  The handle is freed by :meth:`close`, by leaving
    a ``with`` block or when the object is collected; a closed object
    raises ValueError.

    Threads: every public method and property of a subclass holds the
    object's lock (a reentrant lock) while it runs, the library call
    included; private helpers (``_h``) must be called under it.
    So one object may be shared by threads: their calls on it take turns,
    and :meth:`close` waits for a call under way to return, after which
    calls raise ValueError.  Calls on different objects run in parallel
    (ctypes releases the GIL inside the library).
    """

    _handle: Any = None
    _handle_type: Any = None
    _free_name = ""
    _clone_name = ""
    _lock: threading.RLock      # set by __new__

    if TYPE_CHECKING:
        # What each subclass defines, for __reduce__().
        def to_text(self, viewer: int | None = None) -> str: ...

        @classmethod
        def from_text(cls: type[H], text: str | bytes) -> H: ...

    def __new__(cls: type[H], *args: Any, **kwargs: Any) -> H:
        self = super().__new__(cls)
        self._lock = threading.RLock()
        return self

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _guard_methods(cls)

    def _adopt(self, handle: Any) -> None:
        # The free function is kept on the instance so __del__ still
        # works while the interpreter shuts down.
        self._free = getattr(lib, self._free_name)
        self._handle = handle

    @classmethod
    def _wrap(cls: type[H], handle: Any) -> H:
        obj = cls.__new__(cls)
        obj._adopt(handle)
        return obj

    @property
    def _h(self) -> Any:
        if not self._handle:
            raise ValueError("operation on a closed %s" % type(self).__name__)
        return self._handle

    @property
    def lock(self) -> threading.RLock:
        """The object's reentrant lock, which every call holds: hold it
        (``with game.lock:``) to make several calls one step that no
        other thread's call on this object comes between."""
        return self._lock

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has freed the handle."""
        return not self._handle

    def close(self) -> None:
        """Frees the library handle, after any call under way on another
        thread returns; further use raises ValueError.  Closing twice is
        harmless."""
        with self._lock:
            handle, self._handle = self._handle, None
            if handle:
                self._free(handle)

    def __del__(self) -> None:
        # No call can be under way: it would hold a reference.
        if "_lock" in self.__dict__:
            self.close()

    def __enter__(self: H) -> H:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def clone(self: H) -> H:
        """An independent copy, history included (``copy.copy`` and
        ``copy.deepcopy`` call it)."""
        handle = self._handle_type()
        getattr(lib, self._clone_name)(self._h, ctypes.byref(handle))
        return type(self)._wrap(handle)

    def __copy__(self: H) -> H:
        return self.clone()

    def __deepcopy__(self: H, memo: dict[int, Any]) -> H:
        return self.clone()

    def __reduce__(self: H) -> tuple[Callable[[str], H], tuple[str]]:
        # Pickled as its record, which replays to an equal object.
        return type(self).from_text, (self.to_text(),)


_guard_methods(Handle)


class MoveHandle(Handle):
    """Base of the five games' own classes, whose moves are checked for a
    player (``Game`` works on actions instead)."""

    if TYPE_CHECKING:
        # What each subclass defines, for is_legal().
        def check(self, move: Any, player: Any = None) -> None: ...

    def is_legal(self, move: Any, player: Any = None) -> bool:
        """True if `move` (the game's Move or its notation) is legal now
        for `player`, with the same default as ``check()``; False for
        anything the library refuses, unreadable notation included."""
        try:
            self.check(move, player)
        except SkylineError:
            return False
        return True


class Bot(enum.IntEnum):
    """The built-in players (enum sky_bot)."""
    RANDOM = 0
    GREEDY = 1
    SEARCH = 2


def bot_id(bot: Bot | int | str) -> int:
    """A bot as an int from a Bot, an int or a name ('random', 'greedy')."""
    if isinstance(bot, str):
        try:
            return Bot[bot.upper()]
        except KeyError:
            known = ", ".join(b.name.lower() for b in Bot)
            raise ValueError("unknown bot %r (known: %s)"
                             % (bot, known)) from None
    return c_int(bot, "bot")


def bot_call(call: Callable[..., int], handle: Any, bot: Bot | int | str,
             rng: Rng | int, out: Any) -> None:
    """``call(handle, bot, rng, &out)``, a game's bot move into `out`:
    `bot` as :func:`bot_id` takes it, `rng` an Rng or an int seed.  An
    int the library knows no bot of raises SkylineError (SKY_ERANGE)
    listing the bots."""
    rng, bot = as_rng(rng), bot_id(bot)
    try:
        call(handle, bot, rng.byref(), ctypes.byref(out))
    except SkylineError as exc:
        raise explained(exc, bot_problem(exc.code, bot)) from None


def default_player(to_move: int) -> int:
    """The player a move is played for when the caller names none: the
    library's to_move answer, CHANCE at a chance event; the error it
    stands for (SKY_EOVER once over) otherwise."""
    if to_move >= 0 or to_move == CHANCE:
        return to_move
    raise error(to_move)
