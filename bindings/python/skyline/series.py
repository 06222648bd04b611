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

A player of a series may have settings: ``Player(Bot.SEARCH,
iterations=100)``, or the name ``"search:100"`` as the tool spells it,
is the tree search at 100 iterations a decision:

    >>> results = skyline.play_series("cathedral", ["search:100", "greedy"],
    ...                               seed=2026, count=2)
"""

from __future__ import annotations

import ctypes
import dataclasses
import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, Optional, Tuple, Union

from . import _lib
from ._lib import Bot, Rng, bot_id, seed_arg
from .game import Game, creation_problem

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


class _CPlayer(ctypes.Structure):
    """struct sky_game_player: frozen, checked by tests/test_layout.py."""
    _c_name_ = "sky_game_player"
    _fields_ = [("bot", ctypes.c_int),
                ("search", ctypes.POINTER(_lib.SearchOptions))]


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
    ("sky_game_play_series_with", [ctypes.c_char_p, ctypes.c_char_p,
                                   ctypes.POINTER(_CPlayer), ctypes.c_size_t,
                                   ctypes.c_uint64, ctypes.c_uint64,
                                   ctypes.c_size_t, _result_p],
     _lib.Status),
])

# The most iterations a decision a named search player ("search:N") takes,
# as the tool's.
MAX_ITERATIONS = 10_000_000


@dataclasses.dataclass(frozen=True)
class Player:
    """A built-in player with its settings, for :func:`play_series` and
    :mod:`skyline.arena`.

    ``Player(Bot.SEARCH, iterations=100)`` is the tree search at 100
    iterations a decision (sky_search(3)); `iterations` None keeps the
    library's default (1,000), and only the search takes it.  `bot` may
    also be an int (one the library does not know is refused when the
    games are played) or a name.  :meth:`parse` reads the tool's names, and
    :attr:`name` writes them: ``"random"``, ``"greedy"``, ``"search"``,
    ``"search:100"``.
    """
    bot: Union[Bot, int]
    iterations: Optional[int] = None

    if TYPE_CHECKING:
        # What the generated __init__ takes: a name too, which
        # __post_init__ turns into its Bot, so `bot` is never a str.
        def __init__(self, bot: Bot | int | str,
                     iterations: int | None = None) -> None: ...

    def __post_init__(self) -> None:
        object.__setattr__(self, "bot", _bot(bot_id(self.bot)))
        if self.iterations is None:
            return
        if self.bot is not Bot.SEARCH:
            raise ValueError("only the search takes a number of iterations, "
                             "not %r" % (self.bot,))
        iterations = operator.index(self.iterations)
        if not 1 <= iterations <= MAX_ITERATIONS:
            raise ValueError("iterations must be from 1 to %d, not %d"
                             % (MAX_ITERATIONS, iterations))
        object.__setattr__(self, "iterations", iterations)

    @classmethod
    def parse(cls, spec: str) -> Player:
        """The player the tool names `spec`: ``"greedy"``,
        ``"search:100"`` (ValueError for another)."""
        name, colon, number = spec.partition(":")
        if not colon:
            return cls(name)
        if bot_id(name) != Bot.SEARCH:
            raise ValueError("%r: only the search takes a number of "
                             "iterations (search:N)" % spec)
        if not number.isdigit() or not number.isascii():
            raise ValueError("%r: N of search:N must be a number of "
                             "iterations from 1 to %d" % (spec, MAX_ITERATIONS))
        return cls(Bot.SEARCH, int(number))

    @property
    def name(self) -> str:
        """The tool's name of this player: ``"search:100"``, ``"greedy"``
        (ValueError for a bot the package does not know)."""
        base = Bot(self.bot).name.lower()
        return base if self.iterations is None else "%s:%d" % (base,
                                                               self.iterations)

    def __str__(self) -> str:
        return self.name


#: What names a player: a Player, a Bot, an int or a name ("search:100").
PlayerLike = Union[Player, Bot, int, str]


def as_player(player: PlayerLike) -> Player:
    """A :class:`Player` from a Player, a Bot, an int or a name."""
    if isinstance(player, Player):
        return player
    if isinstance(player, str):
        return Player.parse(player)
    return Player(player)


class Result(NamedTuple(
        "Result", [("seed", int), ("players", int), ("plies", int),
                   ("bots", Tuple[Union[Bot, int], ...]),
                   ("scores", Tuple[int, ...]),
                   ("winners", Tuple[int, ...])])):
    """How one game went: the seed of its generator (0 for
    :func:`play_out`), the number of seats, the actions applied (chance
    outcomes included), the :class:`skyline.Bot` of each seat, the final
    scores (read by the game's score order) and the winning seats."""
    __slots__ = ()


def _result(raw: _CResult) -> Result:
    players = raw.players
    return Result(raw.seed, players, raw.plies,
                  tuple(_bot(b) for b in raw.bots[:players]),
                  tuple(raw.scores[:players]),
                  tuple(_lib.winner_list(raw.winners, players)))


def _bot(value: int) -> Bot | int:
    """A Bot when the package knows the value, else the bare int."""
    try:
        return Bot(value)
    except ValueError:
        return value


def _bots_problem(code: int, bots: Sequence[int]) -> str | None:
    """Why the library refused `bots` (C ints), or None if they are not
    at fault: too few or too many (SKY_EINVAL), or one unknown."""
    if code == _lib.EINVAL and not 0 < len(bots) <= MAX_PLAYERS:
        return "%d bots: give 1 to %d" % (len(bots), MAX_PLAYERS)
    for bot in bots:
        problem = _lib.bot_problem(code, bot)
        if problem is not None:
            return problem
    return None


def _series_problem(code: int, name: bytes, options: bytes | None,
                    players: Sequence[_CPlayer]) -> str | None:
    """Why a series was refused: its players, checked first, or its game
    and options, checked as its first game starts."""
    return (_bots_problem(code, [p.bot for p in players])
            or creation_problem(code, name, options))


def _bot_array(bots: Sequence[Bot | int | str]
               ) -> tuple[ctypes.Array[ctypes.c_int], int]:
    """The bots as a C int array; the library checks count and values."""
    if isinstance(bots, (str, bytes)):
        raise TypeError("bots must be a sequence of bots, not one string")
    ids = [bot_id(b) for b in bots]
    return (ctypes.c_int * len(ids))(*ids), len(ids)


def play_out(game: Game, bots: Sequence[Bot | int | str],
             rng: Rng | int) -> Result:
    """Plays a :class:`skyline.Game` from where it stands to its end.

    Seat p decides with ``bots[p % len(bots)]`` (Bot values, ints or
    names); chance outcomes are drawn from `rng` (an :class:`skyline.Rng`,
    advanced in place, or an int seed).  Returns the :class:`Result`,
    whose seed is 0.  A bad list of bots raises SkylineError saying why
    (SKY_EINVAL: none or more than 8; SKY_ERANGE: one not a built-in
    player).
    """
    if not isinstance(game, Game):
        raise TypeError("play_out needs a skyline.Game, not %s"
                        % type(game).__name__)
    array, count = _bot_array(bots)
    rng = _lib.as_rng(rng)
    raw = _CResult()
    # The lock: another thread may not close the game meanwhile.
    with game.lock, _lib.Explain(_bots_problem, array[:count]):
        _c.sky_game_play_out(game._h, array, count, rng.byref(),
                             ctypes.byref(raw))
    return _result(raw)


def _player_array(bots: Sequence[PlayerLike]
                  ) -> tuple[ctypes.Array[_CPlayer], int,
                             list[_lib.SearchOptions]]:
    """The players as a C array, with the search options it points to
    (kept alive with it); the library checks the count."""
    if isinstance(bots, (str, bytes)):
        raise TypeError("bots must be a sequence of bots, not one string")
    players = [as_player(b) for b in bots]
    array = (_CPlayer * len(players))()
    options: list[_lib.SearchOptions] = []
    for slot, player in zip(array, players):
        slot.bot = player.bot
        if player.iterations is not None:
            search = _lib.SearchOptions()
            _c.sky_search_options_init(ctypes.byref(search),
                                       ctypes.sizeof(search))
            search.iterations = player.iterations
            slot.search = ctypes.pointer(search)
            options.append(search)
    return array, len(players), options


def play_series(game: str, bots: Sequence[PlayerLike], seed: int,
                first: int = 0, count: int = 1,
                options: Optional[str] = None) -> list[Result]:
    """Games first .. first+count-1 of the seeded series of `game` (a
    name) with `options` ("key=value ..."), as a list of :class:`Result`.

    `bots` are :class:`Player` values (a search with its number of
    iterations), Bot values, ints or names ("greedy", "search:100").
    Raises SkylineError for an unknown game (SKY_EUNKNOWN), bad options
    (SKY_EOPTION, SKY_ERANGE) or a bad list of bots (SKY_EINVAL: none or
    more than 8; SKY_ERANGE: not a built-in player), saying which and
    why as :class:`skyline.Game` does; ValueError for a name that is no
    player.  A count of 0 plays nothing, so it checks only the bots.
    """
    array, nbots, _alive = _player_array(bots)
    count = operator.index(count)
    if count < 0:
        raise ValueError("count must not be negative: %d" % count)
    results = (_CResult * max(count, 1))()
    name = _lib.c_string(game, "game")
    c_options: bytes | None = None
    if options is not None:
        c_options = _lib.c_string(options, "options")
    with _lib.Explain(_series_problem, name, c_options, array):
        _c.sky_game_play_series_with(
            name, c_options, array, nbots, seed_arg(seed),
            seed_arg(first, "first"), count, results)
    return [_result(raw) for raw in results[:count]]
