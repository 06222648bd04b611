"""Skyscrapers: towers of Looney Pyramids, refereed and scored.

The rules are in skyline-skyscrapers(7); rule ids (SK-n) below refer to it.
The grabbing and stacking happen on a real table: this module scores
structures and keeps the score of a match.

A pyramid is a :class:`Pyramid` (color, size) or its notation ``"r3"``
(color letter, then pips 1..3); a structure or a pile is a list of
pyramids or notation joined by ``-``, bottom first: ``"r3-r3-b1"``.
Colors are ints 0..9 or their names (:data:`COLORS`).

A match is also played step by step as every game of the package is:
``play(move, player=None)`` with a :class:`Move` or its notation, the
chance player :data:`CHANCE` grabbing, then each player building.

Library errors raise :class:`skyline.SkylineError` (a ValueError) or one
of its subclasses (bad notation: SKY_EPARSE, SKY_ECOLOR, SKY_ESIZE); bad
Python arguments raise TypeError (a wrong type) or ValueError (a wrong
value, a number out of range included).
"""

from __future__ import annotations

import ctypes
import enum
from typing import Callable, List, NamedTuple, Sequence, Union, cast

from . import _lib
from ._lib import Bot, Rng, SkylineError, c_int

_c = _lib.lib

COLORS = ("red", "yellow", "green", "blue", "black",
          "white", "orange", "purple", "cyan", "clear")
LETTERS = "rygbkwopcx"
SET = 15
MIN_TOWER = 5
MAX_PLAYERS = 16
MAX_SUPPLY = 240
MAX_ROUNDS = 64


class Pyramid(ctypes.Structure):
    """struct sky_pyramid: a color 0..9 and a size of 1..3 pips."""
    _fields_ = [("color", ctypes.c_int), ("size", ctypes.c_int)]
    # For type checkers only: ctypes makes the fields from _fields_.
    color: int
    size: int

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Pyramid)
                and (self.color, self.size) == (other.color, other.size))

    def __hash__(self) -> int:
        return hash((self.color, self.size))

    def __repr__(self) -> str:
        return "Pyramid(%d, %d)" % (self.color, self.size)

    def __str__(self) -> str:
        if 0 <= self.color < len(LETTERS):
            return "%s%d" % (LETTERS[self.color], self.size)
        return repr(self)


class Win(enum.IntEnum):
    """Winning conditions (SK-12)."""
    HIGHEST = 0     # (a) highest total when play stops
    REACH = 1       # (b) first to reach or pass the target
    EXACT = 2       # (c) first to hit the target exactly; busts
    TOWERS = 3      # (d) first to build K towers scoring more than T


class Phase(enum.IntEnum):
    """Where a round is: pyramids grabbed, structures built, or over."""
    GRAB = 0
    BUILD = 1
    OVER = 2


#: The chance player, who grabs: to_move while pyramids are grabbed.
CHANCE = _lib.CHANCE


class Step(enum.IntEnum):
    """enum sky_skyscrapers_step: what one step of a match does."""
    GRAB = 0        # chance: the grabber takes a pyramid from the middle
    NEW = 1         # start a new structure
    TOP = 2         # put a pyramid on top of a structure
    FINISH = 3      # the player has built all it will this round


class Move(ctypes.Structure):
    """struct sky_skyscrapers_move: one step; str() is its notation."""
    _c_name_ = "sky_skyscrapers_move"
    _fields_ = [("step", ctypes.c_int), ("structure", ctypes.c_int),
                ("pyramid", Pyramid)]
    # For type checkers only: ctypes makes the fields from _fields_.
    step: int
    structure: int
    pyramid: Pyramid

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Move) and str(self) == str(other))

    def __hash__(self) -> int:
        return hash(str(self))

    def __repr__(self) -> str:
        return "Move(%r)" % str(self)

    def __str__(self) -> str:
        return _lib.read_text(
            lambda buf, cap: cast(int, _c.sky_skyscrapers_move_to_string(
                self, buf, cap)), 16)


#: What play(), check() and is_legal() accept as a move.
MoveLike = Union[str, bytes, Move]
#: One pyramid: a Pyramid, its notation, or a (color, size) pair.
PyramidLike = Union[Pyramid, str, bytes, Sequence[Union[int, str]]]
#: A structure or a pile: notation, or a sequence of pyramids.
Pyramids = Union[str, bytes, Sequence[PyramidLike]]


def _move_of(step: int, structure: int, color: int, size: int) -> Move:
    """The Move a struct sky_skyscrapers_move's ints stand for."""
    return Move(step, structure, Pyramid(color, size))


def parse_move(text: str | bytes) -> Move:
    """A Move from its notation: "+r3", "=r3", "2+r3" or "done"."""
    move = Move()
    _c.sky_skyscrapers_move_from_string(_lib.c_string(text, "move"),
                                        ctypes.byref(move))
    return move


class _SkyscrapersStruct(ctypes.Structure):
    pass


_Handle = ctypes.POINTER(_SkyscrapersStruct)


class _Options(ctypes.Structure):
    """struct sky_skyscrapers_options."""
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("players", ctypes.c_int),
        ("win", ctypes.c_int),
        ("rounds", ctypes.c_int),
        ("target", ctypes.c_int),
        ("towers", ctypes.c_int),
        ("threshold", ctypes.c_int),
        ("supply", ctypes.POINTER(Pyramid)),
        ("supply_count", ctypes.c_size_t),
        ("seed", ctypes.c_uint64),
    ]


_Status = _lib.Status
_int = ctypes.c_int
_size = ctypes.c_size_t
_buf = ctypes.c_char_p
_pyr = ctypes.POINTER(Pyramid)
_sizes = ctypes.POINTER(ctypes.c_size_t)
_int_p = ctypes.POINTER(ctypes.c_int)
_h = _Handle
_h_p = ctypes.POINTER(_Handle)

_lib.declare([
    ("sky_skyscrapers_structure_score", [_pyr, _size, _int_p], _Status),
    ("sky_skyscrapers_is_safe", [_pyr, _size], _Status),
    ("sky_skyscrapers_is_tower", [_pyr, _size], _Status),
    ("sky_skyscrapers_value", [_pyr, _size, _int_p], _Status),
    ("sky_skyscrapers_sections", [_pyr, _size, _sizes, _size], _Status),
    ("sky_skyscrapers_runs", [_pyr, _size, _sizes, _size], _Status),
    ("sky_skyscrapers_advise_pile", [_pyr, _size, _int_p, _buf, _size], _Status),
    ("sky_skyscrapers_structure_to_string", [_pyr, _size, _buf, _size], _Status),
    ("sky_skyscrapers_structure_from_string", [ctypes.c_char_p, _pyr, _size], _Status),
    ("sky_skyscrapers_color_name", [_int], ctypes.c_char_p),
    ("sky_skyscrapers_color_letter", [_int], _Status),
    ("sky_skyscrapers_treehouse", [_int_p, _pyr], _Status),
    ("sky_skyscrapers_stash", [_int, _pyr], _Status),
    ("sky_skyscrapers_options_init", [ctypes.POINTER(_Options), _size], _Status),
    ("sky_skyscrapers_new", [ctypes.POINTER(_Options), _h_p], _Status),
    ("sky_skyscrapers_free", [_h], None),
    ("sky_skyscrapers_clone", [_h, _h_p], _Status),
    ("sky_skyscrapers_players", [_h], _Status),
    ("sky_skyscrapers_rounds", [_h], _Status),
    ("sky_skyscrapers_round", [_h], _Status),
    ("sky_skyscrapers_phase", [_h], _Status),
    ("sky_skyscrapers_to_move", [_h], _int),
    ("sky_skyscrapers_is_over", [_h], _Status),
    ("sky_skyscrapers_check", [_h, _int, Move], _Status),
    ("sky_skyscrapers_play", [_h, _int, Move], _Status),
    ("sky_skyscrapers_legal_moves", [_h, ctypes.POINTER(Move), _size], _Status),
    ("sky_skyscrapers_draw", [_h, ctypes.POINTER(Move)], _Status),
    ("sky_skyscrapers_move_to_string", [Move, _buf, _size], _Status),
    ("sky_skyscrapers_move_from_string", [ctypes.c_char_p, ctypes.POINTER(Move)],
     _Status),
    ("sky_skyscrapers_bot_move", [_h, _int, ctypes.POINTER(_lib.RngState),
                                  ctypes.POINTER(Move)], _Status),
    ("sky_skyscrapers_advise", [_h, ctypes.POINTER(_lib.RngState), ctypes.POINTER(Move),
                                ctypes.POINTER(ctypes.c_double)], _Status),
    ("sky_skyscrapers_supply", [_h, _pyr, _size], _Status),
    ("sky_skyscrapers_middle", [_h, _pyr, _size], _Status),
    ("sky_skyscrapers_pile", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_unbuilt", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_check_grab", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_grab", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_end_grab", [_h], _Status),
    ("sky_skyscrapers_check_build", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_build", [_h, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_check_stack", [_h, _int, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_stack", [_h, _int, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_check_finish", [_h, _int], _Status),
    ("sky_skyscrapers_finish", [_h, _int], _Status),
    ("sky_skyscrapers_stop", [_h], _Status),
    ("sky_skyscrapers_undo", [_h], _Status),
    ("sky_skyscrapers_undo_round", [_h], _Status),
    ("sky_skyscrapers_structures", [_h, _int, _int], _Status),
    ("sky_skyscrapers_structure", [_h, _int, _int, _int, _pyr, _size], _Status),
    ("sky_skyscrapers_scores", [_h, _int_p, _size], _Status),
    ("sky_skyscrapers_round_score", [_h, _int, _int, _int_p], _Status),
    ("sky_skyscrapers_round_bust", [_h, _int, _int], _Status),
    ("sky_skyscrapers_towers_over", [_h, _int], _Status),
    ("sky_skyscrapers_winners", [_h, ctypes.POINTER(ctypes.c_uint)], _Status),
    ("sky_skyscrapers_write", [_h, _int, _buf, _size], _Status),
    ("sky_skyscrapers_read", [ctypes.c_char_p, _h_p, ctypes.POINTER(_size)],
     _int),
    ("sky_skyscrapers_render", [_h, _int, _buf, _size], _Status),
])


# --- pyramids and notation (SK-1, SK-10) ---

def color_id(color: int | str) -> int:
    """A color as an int, from an int 0..9, a name or a letter."""
    if isinstance(color, str):
        key = color.lower()
        if key in COLORS:
            return COLORS.index(key)
        if len(key) == 1 and key in LETTERS:
            return LETTERS.index(key)
        raise ValueError("unknown color %r (known: %s)"
                         % (color, ", ".join(COLORS)))
    return c_int(color, "color")


def parse(text: str | bytes) -> list[Pyramid]:
    """The pyramids written as `text` ("r3-r3-b1"), bottom first."""
    raw = _lib.c_string(text, "notation")
    found = _lib.read_array(
        lambda buf, cap: cast(int, _c.sky_skyscrapers_structure_from_string(
            raw, buf, cap)), Pyramid, 16)
    return [Pyramid(p.color, p.size) for p in found]


def _pyramid(item: PyramidLike) -> Pyramid:
    if isinstance(item, Pyramid):
        return Pyramid(item.color, item.size)
    if isinstance(item, (str, bytes)):
        found = parse(item)
        if len(found) != 1:
            raise ValueError("%r is not one pyramid" % (item,))
        return found[0]
    values = tuple(item)
    if len(values) != 2:
        raise ValueError("a pyramid is (color, size), not %r" % (item,))
    return Pyramid(color_id(values[0]), c_int(values[1], "size"))


def pyramids(structure: Pyramids) -> list[Pyramid]:
    """A list of Pyramids from notation or a sequence of pyramids."""
    if isinstance(structure, (str, bytes)):
        return parse(structure)
    return [_pyramid(item) for item in structure]


def _array(structure: Pyramids) -> tuple[ctypes.Array[Pyramid], int]:
    items = pyramids(structure)
    return (Pyramid * max(len(items), 1))(*items), len(items)


def format(structure: Pyramids) -> str:
    """The notation of a structure or pile ("r3-r3-b1")."""
    array, n = _array(structure)
    return _lib.read_text(
        lambda buf, cap: cast(int, _c.sky_skyscrapers_structure_to_string(
            array, n, buf, cap)), 64)


def color_name(color: int | str) -> str:
    """"red" for 0 (or "r"), ...; ValueError for an unknown color."""
    name: bytes | None = _c.sky_skyscrapers_color_name(color_id(color))
    if name is None:
        raise ValueError("unknown color %r" % (color,))
    return _lib.from_c(name)


# --- pure scorers (SK-4..SK-8) ---

def score(structure: Pyramids) -> int:
    """The signed contribution of one structure, bottom first (SK-4..SK-8)."""
    array, n = _array(structure)
    points = ctypes.c_int()
    _c.sky_skyscrapers_structure_score(array, n, ctypes.byref(points))
    return points.value


def value(structure: Pyramids) -> int:
    """A section's value: its runs' sum times its colors (SK-6, SK-7)."""
    array, n = _array(structure)
    points = ctypes.c_int()
    _c.sky_skyscrapers_value(array, n, ctypes.byref(points))
    return points.value


def is_safe(structure: Pyramids) -> bool:
    """True unless a pyramid sits on a strictly smaller one (SK-4)."""
    array, n = _array(structure)
    return bool(_c.sky_skyscrapers_is_safe(array, n))


def is_tower(structure: Pyramids) -> bool:
    """True for a safe structure of 5 or more with a 1-pip cap (SK-5)."""
    array, n = _array(structure)
    return bool(_c.sky_skyscrapers_is_tower(array, n))


def _stretches(function: Callable[..., int],
               structure: Pyramids) -> list[list[Pyramid]]:
    array, n = _array(structure)
    starts = _lib.read_array(lambda buf, cap: function(array, n, buf, cap),
                             ctypes.c_size_t, 16)
    items = list(array)[:n]
    ends = list(starts[1:]) + [n]
    return [items[a:b] for a, b in zip(starts, ends)]


def sections(structure: Pyramids) -> list[list[Pyramid]]:
    """The sections of SK-8 as lists of Pyramids (one when safe)."""
    return _stretches(_c.sky_skyscrapers_sections, structure)


def runs(structure: Pyramids) -> list[list[Pyramid]]:
    """The runs of SK-6 as lists of Pyramids."""
    return _stretches(_c.sky_skyscrapers_runs, structure)


Advice = NamedTuple("Advice", [("points", int), ("towers", List[str])])


def advise(pile: Pyramids) -> Advice:
    """The best arrangement of a pile (SK-13): Advice(points, towers), the
    towers in notation (an empty list when no tower can be built)."""
    array, n = _array(pile)
    points = ctypes.c_int()
    text = _lib.read_text(lambda buf, cap: cast(
        int, _c.sky_skyscrapers_advise_pile(array, n, ctypes.byref(points),
                                            buf, cap)), 256)
    return Advice(points.value, text.split())


# --- equipment (SK-2) ---

def treehouse(colors: Sequence[int | str] | None = None) -> list[Pyramid]:
    """A Treehouse set: one pyramid of each size in five distinct colors
    (default red, yellow, green, blue, black)."""
    out = (Pyramid * SET)()
    chosen = None
    if colors is not None:
        chosen = _lib.int_array([color_id(c) for c in colors], 5, "colors")
    _c.sky_skyscrapers_treehouse(chosen, out)
    return list(out)


def stash(color: int | str) -> list[Pyramid]:
    """An Icehouse stash: five pyramids of each size in one color."""
    out = (Pyramid * SET)()
    _c.sky_skyscrapers_stash(color_id(color), out)
    return list(out)


def _win_id(win: Win | int | str) -> int:
    """A winning condition as an int, from a Win, an int or its name."""
    if isinstance(win, str):
        try:
            return Win[win.upper()]
        except KeyError:
            raise ValueError("unknown win %r (known: %s)" % (
                win, ", ".join(w.name.lower() for w in Win))) from None
    return c_int(win, "win")


# --- a match ---

class Skyscrapers(_lib.MoveHandle):
    """A match kept by the referee (SK-11, SK-12).

    ``Skyscrapers(players=2, win="highest", rounds=0, target=0, towers=0,
    threshold=0, supply=None)``: `win` is a :class:`Win` or its name;
    `rounds` 0 plays until :meth:`stop`; `supply` is a list of pyramids or
    notation, None for one Treehouse set.  The handle is freed by close(),
    by leaving a ``with`` block or when the object is collected.
    """

    _handle_type = _Handle
    _free_name = "sky_skyscrapers_free"
    _clone_name = "sky_skyscrapers_clone"

    def __init__(self, players: int = 2, win: Win | int | str = "highest",
                 rounds: int = 0, target: int = 0, towers: int = 0,
                 threshold: int = 0, supply: Pyramids | None = None,
                 seed: int = 0) -> None:
        options = _Options()
        _c.sky_skyscrapers_options_init(ctypes.byref(options),
                                        ctypes.sizeof(options))
        options.seed = _lib.seed_arg(seed)
        options.players = c_int(players, "players")
        options.win = _win_id(win)
        options.rounds = c_int(rounds, "rounds")
        options.target = c_int(target, "target")
        options.towers = c_int(towers, "towers")
        options.threshold = c_int(threshold, "threshold")
        if supply is not None:
            items = pyramids(supply)
            keep = (Pyramid * max(len(items), 1))(*items)
            options.supply = ctypes.cast(keep, _pyr)
            options.supply_count = len(items)
        handle = _Handle()
        _c.sky_skyscrapers_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # Where the match is.

    @property
    def players(self) -> int:
        """The number of players, 1..16."""
        return cast(int, _c.sky_skyscrapers_players(self._h))

    @property
    def rounds(self) -> int:
        """The round limit, 0 for none (play until stopped)."""
        return cast(int, _c.sky_skyscrapers_rounds(self._h))

    @property
    def round(self) -> int:
        """The round being played, 0-based: the number of rounds scored."""
        return cast(int, _c.sky_skyscrapers_round(self._h))

    @property
    def phase(self) -> Phase:
        """GRAB, BUILD or OVER."""
        return Phase(_c.sky_skyscrapers_phase(self._h))

    def _list(self, function: Callable[..., int], *args: int) -> list[Pyramid]:
        handle = self._h
        found = _lib.read_array(lambda buf, cap: function(handle, *args, buf, cap),
                                Pyramid, 32)
        return [Pyramid(p.color, p.size) for p in found]

    @property
    def supply(self) -> list[Pyramid]:
        """The pyramids the match is played with."""
        return self._list(_c.sky_skyscrapers_supply)

    @property
    def middle(self) -> list[Pyramid]:
        """The pyramids nobody has grabbed this round."""
        return self._list(_c.sky_skyscrapers_middle)

    def pile(self, player: int) -> list[Pyramid]:
        """What `player` grabbed this round."""
        return self._list(_c.sky_skyscrapers_pile, c_int(player, "player"))

    def unbuilt(self, player: int) -> list[Pyramid]:
        """The part of `player`'s pile not in a structure yet."""
        return self._list(_c.sky_skyscrapers_unbuilt, c_int(player, "player"))

    # Steps (SK-11, SK-12).

    def grab(self, player: int, pile: Pyramids) -> None:
        """`player` takes these pyramids from the middle."""
        array, n = _array(pile)
        _c.sky_skyscrapers_grab(self._h, c_int(player, "player"), array, n)

    def end_grab(self) -> None:
        """Ends the grab with pyramids left in the middle."""
        _c.sky_skyscrapers_end_grab(self._h)

    def build(self, player: int, structure: Pyramids) -> None:
        """A new structure, bottom first, from `player`'s pile."""
        array, n = _array(structure)
        _c.sky_skyscrapers_build(self._h, c_int(player, "player"), array, n)

    def stack(self, player: int, index: int, pyramids_on_top: Pyramids) -> None:
        """More pyramids on top of `player`'s structure `index`."""
        array, n = _array(pyramids_on_top)
        _c.sky_skyscrapers_stack(self._h, c_int(player, "player"),
                                 c_int(index, "index"), array, n)

    def finish(self, player: int) -> None:
        """`player` has built all it will; the round is scored once all have."""
        _c.sky_skyscrapers_finish(self._h, c_int(player, "player"))

    def stop(self) -> None:
        """Play stops between rounds (SK-12 a)."""
        _c.sky_skyscrapers_stop(self._h)

    def undo(self) -> None:
        """Takes back the last step (a grab, build or stack call is one)."""
        _c.sky_skyscrapers_undo(self._h)

    def undo_round(self) -> None:
        """Takes back the round under way, or else the last scored round."""
        _c.sky_skyscrapers_undo_round(self._h)

    # Structures and scores.

    def structures(self, player: int, round: int | None = None) -> list[str]:
        """`player`'s structures in `round` (default: the current one), as
        notation strings."""
        handle, player = self._h, c_int(player, "player")
        round = self.round if round is None else c_int(round, "round")
        count = _c.sky_skyscrapers_structures(handle, round, player)
        return [format(self._list(_c.sky_skyscrapers_structure, round, player, i))
                for i in range(count)]

    def scores(self) -> list[int]:
        """Every player's total so far (busts not counted)."""
        handle = self._h
        return _lib.read_array(
            lambda arr, cap: cast(int, _c.sky_skyscrapers_scores(
                handle, arr, cap)),
            ctypes.c_int, 16)

    def total(self, player: int) -> int:
        """`player`'s total so far (busts not counted); ValueError for
        a player the match does not have."""
        return self.scores()[_lib.integer(player, "player", 0,
                                          self.players - 1)]

    @property
    def totals(self) -> list[int]:
        """Every player's total so far, as scores() says."""
        return self.scores()

    # Steps, as in every game: chance grabs, then players build.

    @property
    def to_move(self) -> int | None:
        """The player to move, :data:`CHANCE` while pyramids are grabbed,
        None when over."""
        who: int = _c.sky_skyscrapers_to_move(self._h)
        if who == _lib.EOVER:
            return None
        return who

    @property
    def is_over(self) -> bool:
        """True once the match has ended (SK-12)."""
        return bool(_c.sky_skyscrapers_is_over(self._h))

    @property
    def is_chance(self) -> bool:
        """True while pyramids are grabbed (the chance player's steps)."""
        return cast(int, _c.sky_skyscrapers_to_move(self._h)) == CHANCE

    @staticmethod
    def _move(move: MoveLike) -> Move:
        if isinstance(move, (str, bytes)):
            return parse_move(move)
        if not isinstance(move, Move):
            raise TypeError("a move is a notation string or a Move, not %s"
                            % type(move).__name__)
        return move

    def _player(self, player: int | None) -> int:
        if player is None:
            return _lib.default_player(_c.sky_skyscrapers_to_move(self._h))
        return c_int(player, "player")

    def check(self, move: MoveLike, player: int | None = None) -> None:
        """Raises SkylineError with the reason a step is illegal for
        `player`, by default the player to move (CHANCE for a grab)."""
        player = self._player(player)
        try:
            _c.sky_skyscrapers_check(self._h, player, self._move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def play(self, move: MoveLike, player: int | None = None) -> None:
        """Plays a Move or its notation for `player`, by default the
        player to move; CHANCE plays a grab."""
        player = self._player(player)
        try:
            _c.sky_skyscrapers_play(self._h, player, self._move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def legal_moves(self) -> _lib.MoveList[Move]:
        """The legal steps of the player to move (or the grabs) as Moves,
        in a read-only list."""
        handle = self._h
        return _lib.read_moves(
            lambda arr, cap: cast(int, _c.sky_skyscrapers_legal_moves(
                handle, arr, cap)),
            Move, 64, _move_of)

    def draw(self) -> Move:
        """Draws a grab from the game's generator (the seed), plays it."""
        move = Move()
        _c.sky_skyscrapers_draw(self._h, ctypes.byref(move))
        return move

    def bot_move(self, bot: Bot | int | str, rng: Rng | int) -> Move:
        """A built-in player's step (or a sampled grab); not played."""
        move = Move()
        _lib.bot_call(_c.sky_skyscrapers_bot_move, self._h, bot, rng, move)
        return move

    def advise(self) -> tuple[Move, float]:
        """(move, points): the advisor's next step and what its towers add."""
        move, expected = Move(), ctypes.c_double()
        _c.sky_skyscrapers_advise(self._h, None, ctypes.byref(move),
                                  ctypes.byref(expected))
        return move, expected.value

    def round_score(self, round: int, player: int) -> int:
        """The points a finished round scored for `player` (counted or not)."""
        points = ctypes.c_int()
        _c.sky_skyscrapers_round_score(self._h, c_int(round, "round"),
                                       c_int(player, "player"), ctypes.byref(points))
        return points.value

    def round_bust(self, round: int, player: int) -> bool:
        """True if the round did not count for `player` (SK-12 c)."""
        return bool(_c.sky_skyscrapers_round_bust(
            self._h, c_int(round, "round"), c_int(player, "player")))

    def towers_over(self, player: int) -> int:
        """Towers so far that scored more than the threshold (SK-12 d)."""
        return cast(int, _c.sky_skyscrapers_towers_over(
            self._h, c_int(player, "player")))

    def winners(self) -> list[int]:
        """After the match: the winners (several for a shared win)."""
        mask = ctypes.c_uint()
        _c.sky_skyscrapers_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The match record as `viewer` may see it (None: everything)."""
        return _lib.view_text(self, _c.sky_skyscrapers_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Skyscrapers:
        """Replays a record; ParseError.offset locates a bad token."""
        handle = _Handle()
        offset = ctypes.c_size_t()
        status = _c.sky_skyscrapers_read(_lib.c_string(text, "text"),
                                         ctypes.byref(handle), ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the match as `viewer` may see it."""
        return _lib.view_text(self, _c.sky_skyscrapers_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Skyscrapers closed>"
        who = self.to_move
        return "<skyline.Skyscrapers players=%d round=%d phase=%s%s>" % (
            self.players, self.round, self.phase.name.lower(),
            "" if who is None else " chance" if who == CHANCE
            else " to_move=%d" % who)
