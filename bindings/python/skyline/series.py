"""Whole games between built-in players, played in C (sky_game_play(3)).

One call plays a game to its end, or a whole seeded series of games, so a
Python program pays for one call per batch instead of several per move:

    >>> import skyline
    >>> results = skyline.play_series("cathedral", ["greedy", "random"],
    ...                               seed=2026, count=20)
    >>> results[0].winners
    (0,)

Game k of a series is seeded ``seed + k`` and its seat p is played by
``bots[(p + k) % len(bots)]``; it comes out the same whatever ``first``
and ``count`` it is played under, so a series can be split into shards
(see :mod:`skyline.arena`).  ctypes releases the interpreter lock for
the length of each call, so several threads may play at once.
"""

import collections
import ctypes
import operator

from . import _lib
from ._lib import Bot, bot_id, seed_arg
from .game import Game

_c = _lib.lib

# SKY_GAME_MAX_PLAYERS: the size of the per-seat arrays of a result.
MAX_PLAYERS = 8


class _CResult(ctypes.Structure):
    """struct sky_game_result: frozen, checked by tests/test_layout.py."""
    _c_name_ = "sky_game_result"
    _fields_ = [("seed", ctypes.c_uint64),
                ("players", ctypes.c_int),
                ("plies", ctypes.c_int),
                ("bots", ctypes.c_int * MAX_PLAYERS),
                ("scores", ctypes.c_int * MAX_PLAYERS),
                ("winners", ctypes.c_uint)]


_int_p = ctypes.POINTER(ctypes.c_int)
_result_p = ctypes.POINTER(_CResult)

_lib.declare([
    ("sky_game_play_out", [_lib.GameHandle, _int_p, ctypes.c_size_t,
                           ctypes.POINTER(_lib.RngState), _result_p],
     _lib.Status),
    ("sky_game_play_series", [ctypes.c_char_p, ctypes.c_char_p, _int_p,
                              ctypes.c_size_t, ctypes.c_uint64,
                              ctypes.c_uint64, ctypes.c_size_t, _result_p],
     _lib.Status),
])


class Result(collections.namedtuple(
        "Result", "seed players plies bots scores winners")):
    """How one game went: the seed of its generator (0 for
    :func:`play_out`), the number of seats, the actions applied (chance
    outcomes included), the :class:`skyline.Bot` of each seat, the final
    scores (read by the game's score order) and the winning seats."""
    __slots__ = ()


def _result(raw):
    players = raw.players
    return Result(raw.seed, players, raw.plies,
                  tuple(_bot(b) for b in raw.bots[:players]),
                  tuple(raw.scores[:players]),
                  tuple(_lib.winner_list(raw.winners, players)))


def _bot(value):
    """A Bot when the package knows the value, else the bare int."""
    try:
        return Bot(value)
    except ValueError:
        return value


def _bot_array(bots):
    """The bots as a C int array; the library checks count and values."""
    if isinstance(bots, (str, bytes)):
        raise TypeError("bots must be a sequence of bots, not one string")
    ids = [bot_id(b) for b in bots]
    return (ctypes.c_int * len(ids))(*ids), len(ids)


def play_out(game, bots, rng):
    """Plays a :class:`skyline.Game` from where it stands to its end.

    Seat p decides with ``bots[p % len(bots)]`` (Bot values, ints or
    names); chance outcomes are drawn from `rng` (an :class:`skyline.Rng`,
    advanced in place, or an int seed).  Returns the :class:`Result`,
    whose seed is 0.
    """
    if not isinstance(game, Game):
        raise TypeError("play_out needs a skyline.Game, not %s"
                        % type(game).__name__)
    array, count = _bot_array(bots)
    rng = _lib.as_rng(rng)
    raw = _CResult()
    with game.lock:     # another thread may not close it meanwhile
        _c.sky_game_play_out(game._h, array, count, rng.byref(),
                             ctypes.byref(raw))
    return _result(raw)


def play_series(game, bots, seed, first=0, count=1, options=None):
    """Games first .. first+count-1 of the seeded series of `game` (a
    name) with `options` ("key=value ..."), as a list of :class:`Result`.

    Raises SkylineError for an unknown game (SKY_EUNKNOWN), bad options
    (SKY_EOPTION, SKY_ERANGE) or a bad list of bots (SKY_EINVAL: none or
    more than 8; SKY_ERANGE: not a built-in player).
    """
    array, nbots = _bot_array(bots)
    count = operator.index(count)
    if count < 0:
        raise ValueError("count must not be negative: %d" % count)
    results = (_CResult * max(count, 1))()
    _c.sky_game_play_series(
        _lib.c_string(game, "game"),
        None if options is None else _lib.c_string(options, "options"),
        array, nbots, seed_arg(seed), seed_arg(first, "first"), count,
        results)
    return [_result(raw) for raw in results[:count]]
