"""Cityscape: a 4x4 city of 25 blocks built to match secret skyline goals.

The rules are in skyline-cityscape(7); rule ids (CS-n) below refer to it.

Sides are given as ints 0..3 or the letters ``'S'``, ``'W'``, ``'N'``,
``'E'`` (see :class:`Side`).  Squares are named as on a chess board seen
from the south edge: files a..d from west to east, ranks 1..4 from south
to north, so a1 is the south-west corner; rows count from the north
edge and columns from the west edge.

A move is one decision: a block placement or the goals of one side.
Give it as notation, ``"3b2"`` (height, file, rank) or ``"S:3562"``
(side, colon, the codes of lines 0..3); as a ``(height, row, col)``
tuple; or as a ``(side, codes)`` pair.  Moves come back as :class:`Move`
(a placement) or :class:`Goals` (a goal setting) named tuples, whose
str() is their notation.  A viewer is a player index, or None for the
referee, who sees everything.

Every game class of the package has the same core (see
:class:`skyline.Game` for the generic one): ``play(move, player=None)``,
``check``, ``is_legal``, ``legal_moves()``, ``bot_move(bot, rng)``,
``to_move``, ``is_over``, ``is_chance``, ``scores()``, ``winners()``,
``undo()``, ``to_text``/``from_text``, ``render``, ``clone()``.

Library errors raise :class:`skyline.SkylineError` (a ValueError) or one
of its subclasses; bad Python arguments raise TypeError (a wrong type) or ValueError (a
wrong value, a number out of range included).
"""

from __future__ import annotations

import ctypes
import enum
from typing import Any, NamedTuple, Sequence, Tuple, Union, cast

from . import _lib
from ._lib import Bot, Rng, SkylineError, c_int, int_array

_c = _lib.lib

SIZE = 4
LOTS = 16
BLOCKS = 25
MAX_BLOCK = 5
CODES = 6
MAX_ROUNDS = 64
MAX_MOVES = 1296
NOTATION_SIZE = 8

# Status codes this module tells apart by value.
_ENOGOALS = -18


class Side(enum.IntEnum):
    """The four sides, clockwise (CS-4)."""
    S = 0
    W = 1
    N = 2
    E = 3


class Phase(enum.IntEnum):
    """Where a match is: goals being set, blocks being placed, or over."""
    GOALS = 0
    BUILD = 1
    OVER = 2


class Move(NamedTuple("Move", [("height", int), ("row", int),
                               ("col", int)])):
    """A block of `height` placed on lot (row, col); str() is its notation."""
    __slots__ = ()

    def __str__(self) -> str:
        return format_move(self)


class Goals(NamedTuple("Goals", [("side", Side),
                                 ("codes", Tuple[int, ...])])):
    """The goal setting of `side`: a tuple of four codes, line 0 first;
    str() is its notation ("S:3562")."""
    __slots__ = ()

    def __str__(self) -> str:
        return format_move(self)


#: What play(), check() and is_legal() accept as a move.
MoveLike = Union[str, bytes, Move, Goals,
                 Sequence[Union[int, str, Sequence[int]]]]


# --- C types and prototypes ---

class _CityscapeStruct(ctypes.Structure):
    pass


class _COptions(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("players", ctypes.c_int),
                ("rounds", ctypes.c_int), ("first_player", ctypes.c_int)]


class _CMove(ctypes.Structure):
    _fields_ = [("height", ctypes.c_int), ("row", ctypes.c_int),
                ("col", ctypes.c_int), ("side", ctypes.c_int),
                ("codes", ctypes.c_int * 4)]


_Handle = ctypes.POINTER(_CityscapeStruct)
_int, _size, _str = ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p
_int_p = ctypes.POINTER(ctypes.c_int)
_uint_p = ctypes.POINTER(ctypes.c_uint)
_move_p = ctypes.POINTER(_CMove)
_h_p = ctypes.POINTER(_Handle)
_rng_p = ctypes.POINTER(_lib.RngState)
_Status = _lib.Status

# Functions whose negative results are answers (to_move, goals, read)
# return a plain _int and the wrappers interpret them.
_lib.declare([
    ("sky_cityscape_options_init", [ctypes.POINTER(_COptions), _size],
     _Status),
    ("sky_cityscape_new", [ctypes.POINTER(_COptions), _h_p], _Status),
    ("sky_cityscape_free", [_Handle], None),
    ("sky_cityscape_clone", [_Handle, _h_p], _Status),
    ("sky_cityscape_players", [_Handle], _Status),
    ("sky_cityscape_phase", [_Handle], _Status),
    ("sky_cityscape_to_move", [_Handle], _int),
    ("sky_cityscape_is_over", [_Handle], _Status),
    ("sky_cityscape_rounds", [_Handle], _Status),
    ("sky_cityscape_round", [_Handle], _Status),
    ("sky_cityscape_side_owner", [_Handle, _int], _Status),
    ("sky_cityscape_check", [_Handle, _int, _CMove], _Status),
    ("sky_cityscape_play", [_Handle, _int, _CMove], _Status),
    ("sky_cityscape_legal_moves", [_Handle, _move_p, _size], _Status),
    ("sky_cityscape_undo", [_Handle], _Status),
    ("sky_cityscape_goals", [_Handle, _int, _int, _int_p], _int),
    ("sky_cityscape_height", [_Handle, _int, _int], _Status),
    ("sky_cityscape_board", [_Handle, _int_p], _Status),
    ("sky_cityscape_supply", [_Handle, _int], _Status),
    ("sky_cityscape_scores", [_Handle, _int_p, _size], _Status),
    ("sky_cityscape_winners", [_Handle, _uint_p], _Status),
    ("sky_cityscape_round_score", [_Handle, _int, _int], _Status),
    ("sky_cityscape_round_board", [_Handle, _int, _int_p], _Status),
    ("sky_cityscape_round_goals", [_Handle, _int, _int, _int_p], _Status),
    ("sky_cityscape_write", [_Handle, _int, _str, _size], _Status),
    ("sky_cityscape_read", [_str, _h_p, ctypes.POINTER(_size)], _int),
    ("sky_cityscape_render", [_Handle, _int, _str, _size], _Status),
    ("sky_cityscape_move_to_string", [_CMove, _str, _size], _Status),
    ("sky_cityscape_move_from_string", [_str, _move_p], _Status),
    ("sky_cityscape_visible", [_int_p], _Status),
    ("sky_cityscape_line_score", [_int_p, _int, _int], _Status),
    ("sky_cityscape_line", [_int_p, _int, _int, _int_p], _Status),
    ("sky_cityscape_side_score", [_int_p, _int, _int_p], _Status),
    ("sky_cityscape_bot_move", [_Handle, _int, _rng_p, _move_p], _Status),
])


# --- conversions ---

def side_id(side: Side | int | str) -> int:
    """A side as an int, from an int or a letter 'S', 'W', 'N', 'E'."""
    if isinstance(side, str):
        try:
            return Side[side.upper()]
        except KeyError:
            raise ValueError("unknown side %r (expected S, W, N or E)"
                             % side) from None
    return c_int(side, "side")


def _c_move(move: MoveLike) -> _CMove:
    """A struct sky_cityscape_move from notation, (height, row, col) or
    (side, codes)."""
    if isinstance(move, (str, bytes)):
        out = _CMove()
        _c.sky_cityscape_move_from_string(_lib.c_string(move, "move"),
                                          ctypes.byref(out))
        return out
    values: tuple[Any, ...] = tuple(move)
    if len(values) == 2 and not isinstance(values[1], int):
        return _CMove(0, 0, 0, side_id(values[0]),
                      int_array(values[1], SIZE, "codes"))
    # A placement's height 0 would make it a goal setting in C.
    if len(values) != 3 or values[0] == 0:
        raise ValueError("a move is (height 1..5, row, col) or (side, "
                         "codes), not %r" % (move,))
    return _lib.int_struct(_CMove, values + (0,) * 5, "move")


def _py_move(cmove: _CMove) -> Move | Goals:
    return _move_of(cmove.height, cmove.row, cmove.col, cmove.side,
                    *cmove.codes)


def _move_of(height: int, row: int, col: int, side: int, *codes: int
             ) -> Move | Goals:
    """The Move or Goals a struct sky_cityscape_move's ints stand for."""
    if height == 0:
        return Goals(_SIDES[side], codes)
    return Move(height, row, col)


_SIDES = tuple(Side)    # Side(n) without the enum lookup, for move lists


def parse_move(text: str | bytes) -> Move | Goals:
    """The move written as `text`: "3b2" -> Move(3, 2, 1),
    "S:3562" -> Goals(Side.S, (3, 5, 6, 2))."""
    return _py_move(_c_move(_lib.c_string(text, "move")))


def format_move(move: MoveLike) -> str:
    """The notation of a move given as a tuple, a pair or a string."""
    buf = ctypes.create_string_buffer(NOTATION_SIZE)
    _c.sky_cityscape_move_to_string(_c_move(move), buf, NOTATION_SIZE)
    return buf.value.decode("ascii")


def _flat_city(city: Sequence[Any]) -> ctypes.Array[ctypes.c_int]:
    """A row-major int[16] from 16 heights or 4 rows of 4."""
    city = list(city)
    if len(city) == SIZE and all(not isinstance(row, int) for row in city):
        city = [height for row in city for height in row]
    return int_array(city, LOTS, "city")


def _rows(flat: ctypes.Array[ctypes.c_int]) -> list[list[int]]:
    return [list(flat[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]


# --- pure scorers (no match needed) ---

def visible(heights: Sequence[int]) -> int:
    """Buildings visible along a line, near to far (CS-10: strictly taller)."""
    return cast(int, _c.sky_cityscape_visible(
        int_array(heights, SIZE, "heights")))


def line_score(heights: Sequence[int], code: int, city_tallest: int) -> int:
    """Points of one line (near to far) for goal code 1..6 (CS-10..CS-12).

    `city_tallest` is the tallest building anywhere in the city; only
    code 6 uses it.
    """
    return cast(int, _c.sky_cityscape_line_score(
        int_array(heights, SIZE, "heights"), c_int(code, "code"),
        c_int(city_tallest, "city_tallest")))


def line(city: Sequence[int] | Sequence[Sequence[int]],
         side: Side | int | str, line: int) -> list[int]:
    """Line 0..3 of `city` as seen from `side`, near to far (CS-5).

    `city` is 16 heights row-major or 4 rows of 4.
    """
    out = (ctypes.c_int * SIZE)()
    _c.sky_cityscape_line(_flat_city(city), side_id(side),
                          c_int(line, "line"), out)
    return list(out)


def side_score(city: Sequence[int] | Sequence[Sequence[int]],
               side: Side | int | str,
               codes: Sequence[int]) -> int:
    """A side's points for its four goal codes on `city` (CS-13)."""
    return cast(int, _c.sky_cityscape_side_score(
        _flat_city(city), side_id(side), int_array(codes, SIZE, "codes")))


# --- a match ---

class Cityscape(_lib.MoveHandle):
    """A Cityscape match: the rounds, the city, the goals and the scores.

    ``Cityscape(players=2, rounds=None, first_player=0)``: `rounds` None
    (or 0) is the default of CS-9, one round per player and 4 with two.
    The handle is freed by :meth:`close`, by leaving a ``with`` block or
    when the object is collected; a closed match raises ValueError.
    """

    _handle_type = _Handle
    _free_name = "sky_cityscape_free"
    _clone_name = "sky_cityscape_clone"

    def __init__(self, players: int = 2, rounds: int | None = None,
                 first_player: int = 0) -> None:
        options = _COptions()
        _c.sky_cityscape_options_init(ctypes.byref(options),
                                      ctypes.sizeof(options))
        options.players = c_int(players, "players")
        options.rounds = 0 if rounds is None else c_int(rounds, "rounds")
        options.first_player = c_int(first_player, "first_player")
        handle = _Handle()
        _c.sky_cityscape_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # The match.

    @property
    def players(self) -> int:
        """The number of players, 2..4."""
        return cast(int, _c.sky_cityscape_players(self._h))

    @property
    def rounds(self) -> int:
        """The number of rounds in the match."""
        return cast(int, _c.sky_cityscape_rounds(self._h))

    @property
    def round(self) -> int:
        """The round being played, 0-based; equals `rounds` when over."""
        return cast(int, _c.sky_cityscape_round(self._h))

    @property
    def phase(self) -> Phase:
        """The :class:`Phase`: GOALS, BUILD or OVER."""
        return Phase(_c.sky_cityscape_phase(self._h))

    @property
    def to_move(self) -> int | None:
        """The player to move, None once the match is over.  While goals
        are set: the owner of the first side (S, W, N, E) without goals,
        though any owner of a side without goals may set them."""
        status: int = _c.sky_cityscape_to_move(self._h)
        if status == _lib.EOVER:
            return None
        if status < 0:
            raise _lib.error(status)
        return status

    @property
    def is_over(self) -> bool:
        """True once every round has been played."""
        return bool(_c.sky_cityscape_is_over(self._h))

    @property
    def is_chance(self) -> bool:
        """Always False: Cityscape has no chance events."""
        self._h  # raises ValueError once closed, as every property does
        return False

    def side_owner(self, side: Side | int | str) -> int:
        """The player who owns `side`; SkylineError SKY_ERANGE if unused."""
        return cast(int, _c.sky_cityscape_side_owner(self._h, side_id(side)))

    @property
    def sides(self) -> list[Side]:
        """The sides in play, as :class:`Side` values (CS-4)."""
        in_play = []
        for side in Side:
            try:
                self.side_owner(side)
            except SkylineError as exc:
                if exc.code != _lib.ERANGE:
                    raise
            else:
                in_play.append(side)
        return in_play

    # Moves (CS-6, CS-7).

    def _player(self, cmove: _CMove, player: int | None) -> int:
        """`player` as a C int; by default the side's owner for a goal
        setting, else the player to move."""
        if player is not None:
            return c_int(player, "player")
        if cmove.height == 0:
            return cast(int, _c.sky_cityscape_side_owner(self._h, cmove.side))
        return _lib.default_player(_c.sky_cityscape_to_move(self._h))

    def check(self, move: MoveLike, player: int | None = None) -> None:
        """Returns None if `move` is legal now for `player`, else raises
        SkylineError with the specific reason.  `player` defaults to the
        owner of the side for a goal setting, else the player to move."""
        cmove = _c_move(move)
        player = self._player(cmove, player)
        try:
            _c.sky_cityscape_check(self._h, player, cmove)
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def play(self, move: MoveLike, player: int | None = None) -> None:
        """Plays a placement ("3b2", (height, row, col)) or a goal
        setting ("S:3562", (side, codes)) for `player`, by default the
        side's owner for a goal setting, else the player to move."""
        cmove = _c_move(move)
        player = self._player(cmove, player)
        try:
            _c.sky_cityscape_play(self._h, player, cmove)
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def set_goals(self, side: Side | int | str, codes: Sequence[int],
                  player: int | None = None) -> None:
        """Sets the four goal codes (1..6, line 0 first) of `side`: the
        goal move played by `player`, by default the side's owner."""
        self.play((side_id(side), codes), player)

    def legal_moves(self) -> _lib.MoveList[Move | Goals]:
        """Every legal move of the player to move, as a read-only list.
        While goals are set: the 1296 :class:`Goals` of to_move's first
        side without goals, codes ascending; while building: the
        :class:`Move` placements, heights ascending, then lots row-major."""
        handle = self._h
        return _lib.read_moves(
            lambda buf, cap: cast(int, _c.sky_cityscape_legal_moves(
                handle, buf, cap)),
            _CMove, MAX_MOVES, _move_of)

    def undo(self) -> None:
        """Takes back the last goal setting or placement, across rounds."""
        _c.sky_cityscape_undo(self._h)

    def goals(self, side: Side | int | str,
              viewer: int | None = None) -> list[int] | None:
        """The goal codes of `side` as `viewer` sees them.

        Returns a list of four codes; [0, 0, 0, 0] while the side has not
        set its goals (which every player may know); None when they are
        set but hidden from `viewer` (another player's side before the
        round is scored).  viewer None sees everything.
        """
        codes = (ctypes.c_int * SIZE)()
        view = _lib.viewer_arg(viewer)
        status: int = _c.sky_cityscape_goals(self._h, side_id(side), view,
                                             codes)
        if status == _lib.EHIDDEN:
            return None
        if status < 0 and status != _ENOGOALS:
            raise _lib.explained(_lib.error(status),
                                 _lib.viewer_problem(status, view, self))
        return list(codes)

    def has_goals(self, side: Side | int | str) -> bool:
        """True if `side` has set its goals this round (public, CS-6)."""
        codes = (ctypes.c_int * SIZE)()
        status: int = _c.sky_cityscape_goals(self._h, side_id(side),
                                             _lib.VIEW_ALL, codes)
        if status < 0 and status != _ENOGOALS:
            raise _lib.error(status)
        return status != _ENOGOALS

    # The city.

    def height(self, row: int, col: int) -> int:
        """The height of the building on lot (row, col); 0 when vacant."""
        return cast(int, _c.sky_cityscape_height(
            self._h, c_int(row, "row"), c_int(col, "col")))

    @property
    def board(self) -> list[list[int]]:
        """The city of the round being played: 4 rows (north first) of 4."""
        heights = (ctypes.c_int * LOTS)()
        _c.sky_cityscape_board(self._h, heights)
        return _rows(heights)

    def supply(self, height: int) -> int:
        """Blocks of `height` (1..5) still to be placed this round."""
        return cast(int, _c.sky_cityscape_supply(
            self._h, c_int(height, "height")))

    # Scores (CS-9, CS-13).

    def scores(self) -> list[int]:
        """Each player's total over the rounds scored so far."""
        out = (ctypes.c_int * 4)()
        count = _c.sky_cityscape_scores(self._h, out, 4)
        return list(out[:count])

    def round_score(self, round: int, player: int) -> int:
        """The player's points in a finished round."""
        return cast(int, _c.sky_cityscape_round_score(
            self._h, c_int(round, "round"), c_int(player, "player")))

    def round_board(self, round: int) -> list[list[int]]:
        """The final city of a finished round, as 4 rows of 4."""
        heights = (ctypes.c_int * LOTS)()
        _c.sky_cityscape_round_board(self._h, c_int(round, "round"), heights)
        return _rows(heights)

    def round_goals(self, round: int, side: Side | int | str) -> list[int]:
        """The codes `side` played in a finished round (open to all)."""
        codes = (ctypes.c_int * SIZE)()
        _c.sky_cityscape_round_goals(self._h, c_int(round, "round"),
                                     side_id(side), codes)
        return list(codes)

    def winners(self) -> list[int]:
        """After the match: the players with the highest total (ties share)."""
        mask = ctypes.c_uint()
        _c.sky_cityscape_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The match record.  With a viewer, goals hidden from that player
        read "S:????" and the text cannot be read back."""
        return _lib.view_text(self, _c.sky_cityscape_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Cityscape:
        """Replays a record; ParseError.offset locates a bad token."""
        handle = _Handle()
        offset = ctypes.c_size_t()
        status = _c.sky_cityscape_read(_lib.c_string(text, "text"),
                                       ctypes.byref(handle),
                                       ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the city, the goals `viewer` may see and the scores."""
        return _lib.view_text(self, _c.sky_cityscape_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Cityscape closed>"
        return "<skyline.Cityscape players=%d round=%d/%d phase=%s%s>" % (
            self.players, self.round, self.rounds, self.phase.name.lower(),
            # Not over: to_move is a player, not None.
            "" if self.is_over else " to_move=%d" % cast(int, self.to_move))

    # Built-in players.

    def bot_move(self, bot: Bot | int | str, rng: Rng | int) -> Move | Goals:
        """The move a bot would make for the player to move (not played):
        :class:`Goals` while goals are set, else a :class:`Move`.

        `bot` is a :class:`skyline.Bot`, an int or 'random'/'greedy';
        `rng` an :class:`skyline.Rng` (advanced in place) or an int seed.
        """
        move = _CMove()
        _lib.bot_call(_c.sky_cityscape_bot_move, self._h, bot, rng, move)
        return _py_move(move)
