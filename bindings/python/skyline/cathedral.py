"""Cathedral, landmark edition: two colors wall off a 10x10 city.

The rules are in skyline-cathedral(7); rule ids (CA-n) below refer to it.

Cells are (x, y): x the column 0..9 west to east, y the row 0..9 north to
south.  Colors are :class:`Color` values (or 0 = bright, 1 = brown, or
the names ``"bright"``, ``"brown"``); pieces are :class:`Piece` values,
ints or canonical names (``"castle"``).  A move is its notation, such as
``"castle2e5"`` (piece, quarter turns clockwise, then the square of the
north-west corner of the piece's box: file a..j west to east, rank 1..10
south to north, so a1 is the south-west corner and rank = 10 - y), or a
``(piece, rotation, x, y)`` tuple; moves come back as :class:`Move`.

Library errors raise :class:`skyline.SkylineError` (a ValueError) or one
of its subclasses, with the specific reason (SKY_EOCCUPIED,
SKY_ETERRITORY, ...); bad Python arguments raise TypeError (a wrong type)
or ValueError (a wrong value, a number out of range included).
"""

from __future__ import annotations

import ctypes
import enum
from typing import (Iterable, List, NamedTuple, Sequence, Tuple, Union,
                    cast)

from . import _lib
from ._lib import Bot, Rng, SkylineError, c_int

_c = _lib.lib

SIZE = 10
CELLS = 100
SET_SQUARES = 47         # squares of one color's buildings
MAX_MOVES = 2141
MAX_PLIES = 256
MAX_CAPTURES = 15
NOTATION_SIZE = 16


class Color(enum.IntEnum):
    """The players; bright places the People (CA-5)."""
    BRIGHT = 0
    BROWN = 1
    NEUTRAL = 2         # the People's owner


class Piece(enum.IntEnum):
    """The pieces, in the order of CA-3."""
    TAVERN = 0
    STABLE = 1
    INN = 2
    BRIDGE = 3
    SQUARE = 4
    MANOR = 5
    ABBEY = 6
    INFIRMARY = 7
    CASTLE = 8
    TOWER = 9
    ACADEMY = 10
    PEOPLE = 11


class Cell(enum.IntEnum):
    """What a cell holds (CA-8..CA-11)."""
    EMPTY = 0
    BRIGHT_BUILDING = 1
    BROWN_BUILDING = 2
    BRIGHT_TERRITORY = 3
    BROWN_TERRITORY = 4
    PEOPLE = 5


class Phase(enum.IntEnum):
    """Where the game is (CA-5, CA-6)."""
    PEOPLE = 0          # bright places the People
    BUILD = 1           # the colors place buildings
    OVER = 2


class Move(NamedTuple("Move", [("piece", Piece), ("rotation", int),
                               ("x", int), ("y", int)])):
    """A placement; str() is its notation."""
    __slots__ = ()

    def __str__(self) -> str:
        return format_move(self)


Placed = NamedTuple("Placed", [("owner", Color), ("copy", int),
                               ("move", Move)])
Placed.__doc__ = """A piece on the board: its owner (a Color, NEUTRAL for
the People), which copy of a paired kind (0 or 1), and the Move that put
it there, with its lowest equal rotation."""

Effect = NamedTuple("Effect", [("claimed", int),
                               ("cells", List[Tuple[int, int]]),
                               ("captured", List[Placed])])
Effect.__doc__ = """What a move would do (CA-9): the number of cells that
become the mover's territory, those cells as a list of (x, y), and the
captured pieces as Placed values."""


#: What play(), check() and is_legal() accept as a move.
MoveLike = Union[str, bytes, Move, Sequence]


# --- C types and prototypes ---

class _CathedralStruct(ctypes.Structure):
    pass


_Handle = ctypes.POINTER(_CathedralStruct)


class _Options(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("delayed_people", ctypes.c_int)]


class _Move(ctypes.Structure):
    _fields_ = [("piece", ctypes.c_int), ("rotation", ctypes.c_int),
                ("x", ctypes.c_int), ("y", ctypes.c_int)]


class _Placed(ctypes.Structure):
    _fields_ = [("owner", ctypes.c_int), ("copy", ctypes.c_int),
                ("move", _Move)]


class _Effect(ctypes.Structure):
    _fields_ = [("claimed", ctypes.c_int),
                ("cells", ctypes.c_ubyte * CELLS),
                ("captures", ctypes.c_int),
                ("captured", _Placed * MAX_CAPTURES)]


class _ResultEntry(ctypes.Structure):
    _fields_ = [("bright", ctypes.c_int), ("brown", ctypes.c_int),
                ("bright_count", ctypes.c_int), ("brown_count", ctypes.c_int)]


_S = _lib.Status
_int = ctypes.c_int
_size = ctypes.c_size_t
_str = ctypes.c_char_p
_int_p = ctypes.POINTER(ctypes.c_int)
_uint_p = ctypes.POINTER(ctypes.c_uint)
_h = _Handle
_h_p = ctypes.POINTER(_Handle)

_lib.declare([
    ("sky_cathedral_options_init", [ctypes.POINTER(_Options), _size], _S),
    ("sky_cathedral_new", [ctypes.POINTER(_Options), _h_p], _S),
    ("sky_cathedral_free", [_h], None),
    ("sky_cathedral_clone", [_h, _h_p], _S),
    ("sky_cathedral_delayed_people", [_h], _S),
    ("sky_cathedral_players", [_h], _S),
    ("sky_cathedral_phase", [_h], _S),
    ("sky_cathedral_to_move", [_h], _int),
    ("sky_cathedral_is_over", [_h], _S),
    ("sky_cathedral_plies", [_h], _S),
    ("sky_cathedral_check", [_h, _int, _Move], _S),
    ("sky_cathedral_play", [_h, _int, _Move], _S),
    ("sky_cathedral_legal_moves", [_h, ctypes.POINTER(_Move), _size], _S),
    ("sky_cathedral_preview", [_h, _int, _Move, ctypes.POINTER(_Effect)], _S),
    ("sky_cathedral_undo", [_h], _S),
    ("sky_cathedral_cell", [_h, _int, _int], _S),
    ("sky_cathedral_cells", [_h, _int_p], _S),
    ("sky_cathedral_pieces", [_h, ctypes.POINTER(_Placed), _size], _S),
    ("sky_cathedral_supply", [_h, _int, _int], _S),
    ("sky_cathedral_scores", [_h, _int_p, _size], _S),
    ("sky_cathedral_winners", [_h, _uint_p], _S),
    ("sky_cathedral_piece_squares", [_int], _S),
    ("sky_cathedral_orientations", [_int], _S),
    ("sky_cathedral_shape", [_int, _int, _int, _int_p, _int_p], _S),
    ("sky_cathedral_piece_name", [_int], _str),
    ("sky_cathedral_piece_from_name", [_str], _S),
    ("sky_cathedral_landmark_name", [_int, _int, _int], _str),
    ("sky_cathedral_result", [_int, _int, _uint_p], _S),
    ("sky_cathedral_series", [_int_p, _int, _int, _int_p, _uint_p], _S),
    ("sky_cathedral_tournament", [ctypes.POINTER(_ResultEntry), _size, _int,
                                  _int_p, _uint_p], _S),
    ("sky_cathedral_tournament_game", [_int, _int, _int_p, _int_p], _S),
    ("sky_cathedral_write", [_h, _int, ctypes.c_char_p, _size], _S),
    ("sky_cathedral_read", [_str, _h_p, ctypes.POINTER(_size)], _int),
    ("sky_cathedral_move_to_string", [_Move, ctypes.c_char_p, _size], _S),
    ("sky_cathedral_move_from_string", [_str, ctypes.POINTER(_Move)], _S),
    ("sky_cathedral_render", [_h, _int, ctypes.c_char_p, _size], _S),
    ("sky_cathedral_bot_move", [_h, _int, ctypes.POINTER(_lib.RngState),
                                ctypes.POINTER(_Move)], _S),
])


# --- conversions ---

def color_id(color: Color | int | str) -> int:
    """A color as an int, from a Color, an int or a name."""
    if isinstance(color, str):
        try:
            return Color[color.upper()]
        except KeyError:
            raise ValueError("unknown color %r (expected bright or brown)"
                             % color) from None
    return c_int(color, "color")


def piece_id(piece: Piece | int | str) -> int:
    """A piece as an int, from a Piece, an int or a canonical name."""
    if isinstance(piece, str):
        try:
            return Piece[piece.upper()]
        except KeyError:
            raise ValueError("unknown piece %r" % piece) from None
    return c_int(piece, "piece")


def _c_move(move: MoveLike) -> _Move:
    """A struct sky_cathedral_move from notation or (piece, rotation, x, y)."""
    if isinstance(move, (str, bytes)):
        out = _Move()
        _c.sky_cathedral_move_from_string(_lib.c_string(move, "move"),
                                          ctypes.byref(out))
        return out
    values = tuple(move)
    if len(values) != 4:
        raise ValueError("a move is (piece, rotation, x, y), not %r" % (move,))
    return _lib.int_struct(_Move, (piece_id(values[0]),) + values[1:], "move")


def _py_move(cmove: _Move) -> Move:
    return _move_of(cmove.piece, cmove.rotation, cmove.x, cmove.y)


def _move_of(piece: int, rotation: int, x: int, y: int) -> Move:
    """The Move a struct sky_cathedral_move's ints stand for."""
    return Move(_PIECES[piece], rotation, x, y)


_PIECES = tuple(Piece)  # Piece(n) without the enum lookup, for move lists


def _py_placed(cplaced: _Placed) -> Placed:
    return Placed(Color(cplaced.owner), cplaced.copy, _py_move(cplaced.move))


def parse_move(text: str | bytes) -> Move:
    """The Move written as `text` ("castle2e5" -> Move(CASTLE, 2, 4, 5))."""
    return _py_move(_c_move(_lib.c_string(text, "move")))


def format_move(move: MoveLike) -> str:
    """The notation of a move given as a tuple or a string."""
    buf = ctypes.create_string_buffer(NOTATION_SIZE)
    _c.sky_cathedral_move_to_string(_c_move(move), buf, NOTATION_SIZE)
    return buf.value.decode("ascii")


# --- pieces and results (no game needed) ---

def piece_squares(piece: Piece | int | str) -> int:
    """The squares of a piece (CA-2)."""
    return cast(int, _c.sky_cathedral_piece_squares(piece_id(piece)))


def orientations(piece: Piece | int | str) -> int:
    """The distinct orientations of a piece: 1, 2 or 4 (CA-3)."""
    return cast(int, _c.sky_cathedral_orientations(piece_id(piece)))


def shape(color: Color | int | str, piece: Piece | int | str,
          rotation: int = 0) -> list[tuple[int, int]]:
    """The squares of `color`'s `piece` turned `rotation` quarter turns
    clockwise, as (x, y) from the box's north-west corner."""
    xs, ys = (ctypes.c_int * 6)(), (ctypes.c_int * 6)()
    n = _c.sky_cathedral_shape(color_id(color), piece_id(piece),
                               c_int(rotation, "rotation"), xs, ys)
    return list(zip(xs[:n], ys[:n]))


def piece_name(piece: Piece | int | str) -> str:
    """The canonical name of a piece ("infirmary")."""
    name: bytes | None = _c.sky_cathedral_piece_name(piece_id(piece))
    if name is None:
        raise ValueError("unknown piece %r" % (piece,))
    return _lib.from_c(name)


def landmark_name(color: Color | int | str, piece: Piece | int | str,
                  copy: int = 0) -> str:
    """The landmark a building stands for (CA-4), e.g. bright's first
    tavern is "Statue of Liberty"."""
    name: bytes | None = _c.sky_cathedral_landmark_name(
        color_id(color), piece_id(piece), c_int(copy, "copy"))
    if name is None:
        raise ValueError("no landmark for %r %r copy %r"
                         % (color, piece, copy))
    return _lib.from_c(name)


def _winners(mask: int, n: int) -> list[int]:
    return _lib.winner_list(mask, n)


def result(bright_count: int, brown_count: int) -> list[Color]:
    """The winning colors for two counts (CA-12); both on a draw."""
    mask = ctypes.c_uint()
    _c.sky_cathedral_result(c_int(bright_count, "count"),
                            c_int(brown_count, "count"), ctypes.byref(mask))
    return [Color(c) for c in _winners(mask.value, 2)]


def series(counts: Iterable[Sequence[int]], first_bright: int = 0
           ) -> tuple[list[int], list[int]]:
    """A series between players 0 and 1 who alternate colors (CA-13).

    `counts` is one (bright count, brown count) pair per game; player
    `first_bright` is bright in game 0.  Returns (totals, winners):
    each player's total and the players with the lowest.
    """
    pairs = [tuple(pair) for pair in counts]
    flat = (ctypes.c_int * max(1, 2 * len(pairs)))()
    for g, pair in enumerate(pairs):
        if len(pair) != 2:
            raise ValueError("a game is (bright count, brown count)")
        flat[2 * g] = c_int(pair[0], "count")
        flat[2 * g + 1] = c_int(pair[1], "count")
    totals = (ctypes.c_int * 2)()
    mask = ctypes.c_uint()
    _c.sky_cathedral_series(flat, len(pairs), c_int(first_bright, "player"),
                            totals, ctypes.byref(mask))
    return list(totals), _winners(mask.value, 2)


def tournament(games: Iterable[Sequence[int]], players: int
               ) -> tuple[list[int], list[int]]:
    """A tournament's totals: `games` is a list of (bright player, brown
    player, bright count, brown count).  Returns (totals, winners)."""
    games = [tuple(game) for game in games]
    entries = (_ResultEntry * max(1, len(games)))()
    for i, game in enumerate(games):
        if len(game) != 4:
            raise ValueError("a game is (bright, brown, bright count, "
                             "brown count)")
        entries[i] = _ResultEntry(*[c_int(v, "game") for v in game])
    players = c_int(players, "players")
    totals = (ctypes.c_int * max(1, players))()
    mask = ctypes.c_uint()
    _c.sky_cathedral_tournament(entries, len(games), players, totals,
                                ctypes.byref(mask))
    return list(totals[:players]), _winners(mask.value, players)


def tournament_schedule(players: int) -> list[tuple[int, int]]:
    """The games of a tournament (CA-13): (bright, brown) player pairs,
    two games per pair, one with each color."""
    players = c_int(players, "players")
    bright, brown = ctypes.c_int(), ctypes.c_int()
    schedule = []
    for index in range(players * (players - 1)):
        _c.sky_cathedral_tournament_game(players, index, ctypes.byref(bright),
                                         ctypes.byref(brown))
        schedule.append((bright.value, brown.value))
    return schedule


# --- a game ---

class Cathedral(_lib.MoveHandle):
    """A game of Cathedral.

    ``Cathedral(delayed_people=False)``: with `delayed_people` the People
    are placed by bright right after brown's first move (CA-5).  The
    handle is freed by :meth:`close`, by leaving a ``with`` block or when
    the object is collected; a closed game raises ValueError.
    """

    _handle_type = _Handle
    _free_name = "sky_cathedral_free"
    _clone_name = "sky_cathedral_clone"

    def __init__(self, delayed_people: bool = False) -> None:
        options = _Options()
        _c.sky_cathedral_options_init(ctypes.byref(options),
                                      ctypes.sizeof(options))
        options.delayed_people = 1 if delayed_people else 0
        handle = _Handle()
        _c.sky_cathedral_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # The game.

    @property
    def delayed_people(self) -> bool:
        """True if bright places the People after brown's first move."""
        return bool(_c.sky_cathedral_delayed_people(self._h))

    @property
    def players(self) -> int:
        """Always 2: bright and brown."""
        return cast(int, _c.sky_cathedral_players(self._h))

    @property
    def phase(self) -> Phase:
        """PEOPLE, BUILD or OVER."""
        return Phase(_c.sky_cathedral_phase(self._h))

    @property
    def to_move(self) -> Color | None:
        """The color to move (players who cannot move are skipped, CA-7),
        or None once the game is over."""
        status = _c.sky_cathedral_to_move(self._h)
        if status == _lib.EOVER:
            return None
        if status < 0:
            raise _lib.error(status)
        return Color(status)

    @property
    def is_over(self) -> bool:
        """True once neither color can move (CA-12)."""
        return bool(_c.sky_cathedral_is_over(self._h))

    @property
    def is_chance(self) -> bool:
        """Always False: Cathedral has no chance events."""
        self._h  # raises ValueError once closed, as every property does
        return False

    @property
    def plies(self) -> int:
        """Moves made, the People's placement included."""
        return cast(int, _c.sky_cathedral_plies(self._h))

    # Moves.

    def check(self, move: MoveLike, player: Color | int | str | None = None) -> None:
        """Returns None if the move is legal now for `player` (default: the
        color to move), else raises SkylineError with the reason."""
        player = self._player(player)
        try:
            _c.sky_cathedral_check(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def play(self, move: MoveLike, player: Color | int | str | None = None) -> None:
        """Plays a move (notation or tuple) for `player`, by default the
        color to move; claims and captures follow (CA-9)."""
        player = self._player(player)
        try:
            _c.sky_cathedral_play(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def _player(self, player: Color | int | str | None) -> int:
        if player is not None:
            return color_id(player)
        return _lib.default_player(_c.sky_cathedral_to_move(self._h))

    def legal_moves(self) -> _lib.MoveList[Move]:
        """Every legal move of the color to move, as Moves in a read-only
        list, in the library's order."""
        handle = self._h
        return _lib.read_moves(
            lambda buf, cap: cast(int, _c.sky_cathedral_legal_moves(
                handle, buf, cap)),
            _Move, MAX_MOVES, _move_of)

    def preview(self, move: MoveLike, player: Color | int | str | None = None) -> Effect:
        """What a legal move would claim and capture, as an Effect; the game
        does not change."""
        effect = _Effect()
        _c.sky_cathedral_preview(self._h, self._player(player), _c_move(move),
                                 ctypes.byref(effect))
        cells = [(c % SIZE, c // SIZE) for c in range(CELLS)
                 if effect.cells[c]]
        return Effect(effect.claimed, cells,
                      [_py_placed(effect.captured[i])
                       for i in range(effect.captures)])

    def undo(self) -> None:
        """Takes back the last move, captures and claims included."""
        _c.sky_cathedral_undo(self._h)

    # The board.

    def cell(self, x: int, y: int) -> Cell:
        """What cell (x, y) holds, as a Cell."""
        return Cell(_c.sky_cathedral_cell(self._h, c_int(x, "x"),
                                          c_int(y, "y")))

    @property
    def cells(self) -> list[list[Cell]]:
        """The board as 10 rows (north first) of 10 Cell values."""
        flat = (ctypes.c_int * CELLS)()
        _c.sky_cathedral_cells(self._h, flat)
        return [[Cell(v) for v in flat[y * SIZE:(y + 1) * SIZE]]
                for y in range(SIZE)]

    @property
    def pieces(self) -> list[Placed]:
        """The pieces on the board as Placed values: bright's, brown's,
        then the People."""
        handle = self._h
        found = _lib.read_array(
            lambda buf, cap: cast(int, _c.sky_cathedral_pieces(handle, buf,
                                                               cap)),
            _Placed, 32)
        return [_py_placed(p) for p in found]

    def supply(self, color: Color | int | str, piece: Piece | int | str) -> int:
        """How many of `piece` `color` has still to place; the People are
        1 for bright until they are on the board (in both variants)."""
        return cast(int, _c.sky_cathedral_supply(self._h, color_id(color),
                                                 piece_id(piece)))

    # Result (CA-12).

    def scores(self) -> list[int]:
        """[bright's, brown's] squares of unplaced buildings, so far or
        final; the lower wins."""
        out = (ctypes.c_int * 2)()
        n = _c.sky_cathedral_scores(self._h, out, 2)
        return list(out[:n])

    def winners(self) -> list[Color]:
        """Once over: the winning colors (both on a draw)."""
        mask = ctypes.c_uint()
        _c.sky_cathedral_winners(self._h, ctypes.byref(mask))
        return [Color(c) for c in _winners(mask.value, 2)]

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The game record (nothing is hidden: the same for every
        viewer); from_text() reads it back."""
        return _lib.view_text(self, _c.sky_cathedral_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Cathedral:
        """Replays a record; ParseError.offset locates a bad token."""
        handle = _Handle()
        offset = ctypes.c_size_t()
        status = _c.sky_cathedral_read(_lib.c_string(text, "text"),
                                       ctypes.byref(handle),
                                       ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the board in letters, with supplies and counts
        (the same for every viewer)."""
        return _lib.view_text(self, _c.sky_cathedral_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Cathedral closed>"
        who = self.to_move
        return "<skyline.Cathedral plies=%d phase=%s%s>" % (
            self.plies, self.phase.name.lower(),
            "" if who is None else " to_move=%s" % who.name.lower())

    # Built-in players.

    def bot_move(self, bot: Bot | int | str, rng: Rng | int) -> Move:
        """The Move a bot would play now for the color to move (not
        played).  `bot` is a skyline.Bot, an int or 'random'/'greedy';
        `rng` a skyline.Rng (advanced in place) or an int seed."""
        move = _Move()
        _lib.bot_call(_c.sky_cathedral_bot_move, self._h, bot, rng, move)
        return _py_move(move)
