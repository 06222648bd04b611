"""Sprawlopolis: a city of 15 cards, built alone or as a team, scored by
three scoring cards.

The rules are in skyline-sprawl(7); rule ids (SP-n) below refer to it.

A grid is a city as plain data: rows of blocks.  Functions that take a
grid accept the grid text of sky_sprawl(3) (``"Cns P\\nRew Ies\\n"``: one
line per row, a token per cell, ``.`` for an empty cell, a zone letter C
P I R and the two edges of its road) or a list of rows whose cells are
such tokens, :class:`Block` values or ``(zone, road)`` pairs.

A move is a notation string such as ``"12r@-1,2"`` (card 12, turned
180 degrees, its top-left block on row -1, column 2; rows grow south,
columns east) or a ``(card, rotation, row, col)`` tuple; moves come back
as :class:`Move` named tuples.  A viewer is a player index, or None for
the referee, who sees everything.

Every card off the deck is a chance event (sky_common(3), CHANCE): then
``to_move`` is :data:`CHANCE` and ``is_chance`` True, the legal moves are
the cards the deck may still hold (``Move(card, 0, 0, 0)``), and the card
is played by the chance player: ``game.play(12)`` for a card seen on a
real deck, or ``game.draw()`` from the game's own deck order, shuffled
from its seed.

Library errors raise :class:`skyline.SkylineError` (a ValueError) or one
of its subclasses; bad Python arguments raise TypeError (a wrong type) or ValueError (a
wrong value, a number out of range included).
"""

from __future__ import annotations

import ctypes
import enum
from typing import List, NamedTuple, Sequence, Union, cast

from . import _lib
from ._lib import Bot, Rng, SkylineError, as_rng, c_int

_c = _lib.lib

CARDS = 18
CITY_CARDS = 15
HAND = 3
MAX_PLAYERS = 4
MAX_SIDE = 32
MAX_MOVES = 4056
NOTATION_SIZE = 32

#: The chance player: to_move at a chance event, and its player.
CHANCE = _lib.CHANCE


class Phase(enum.IntEnum):
    """Where the game stands (sky_sprawl_phase)."""
    SETUP = 0
    PLAY = 1
    OVER = 2


class Zone(enum.IntEnum):
    """A cell's zone (SP-1); EMPTY for no block."""
    EMPTY = 0
    COMMERCIAL = 1
    PARK = 2
    INDUSTRIAL = 3
    RESIDENTIAL = 4


class Edge(enum.IntFlag):
    """Block edges as bits: a road section joins two of them."""
    N = 1
    E = 2
    S = 4
    W = 8


class Variant(enum.IntEnum):
    """Scaling difficulty (SP-10)."""
    STANDARD = 0
    EASIER = 1
    HARDER = 2


class EndKind(enum.IntEnum):
    """How a road ends (SP-8)."""
    CITY_EDGE = 0
    DEAD_END = 1


Block = NamedTuple("Block", [("zone", Zone), ("road", Edge)])
RoadEnd = NamedTuple("RoadEnd", [("row", int), ("col", int), ("edge", Edge),
                                 ("kind", EndKind), ("facing", Zone)])
# Road.zones is an int: bit (1 << zone) for each zone the road passes.
Road = NamedTuple("Road", [("sections", int), ("loop", bool), ("zones", int),
                           ("ends", List[RoadEnd])])
Tally = NamedTuple(
    "Tally", [("groups", List[int]), ("group_points", int), ("roads", int),
              ("road_points", int), ("cards", List[int]),
              ("card_points", List[int]), ("total", int), ("target", int)])

#: A cell of a grid: a token, a Block or a (zone, road) pair.
CellLike = Union[str, bytes, Block, Sequence[int]]
#: A grid: its text, or rows of cells (tokens, Blocks or (zone, road)).
Grid = Union[str, bytes, Sequence[Sequence[CellLike]]]


class Move(NamedTuple("Move", [("card", int), ("rotation", int), ("row", int),
                               ("col", int)])):
    """Card `card` placed with `rotation` (0, or 1 for a half turn), its
    top-left block on (row, col); str() is its notation.  A card off the
    deck is Move(card, 0, 0, 0)."""
    __slots__ = ()

    def __str__(self) -> str:
        return format_move(self)


#: What play(), check() and is_legal() accept as a move.
MoveLike = Union[str, bytes, int, Move, Sequence[int]]


# --- C types and prototypes ---

class _SprawlStruct(ctypes.Structure):
    pass


class _CBlock(ctypes.Structure):
    _fields_ = [("zone", ctypes.c_int), ("road", ctypes.c_int)]


class _CMove(ctypes.Structure):
    _fields_ = [("card", ctypes.c_int), ("rotation", ctypes.c_int),
                ("row", ctypes.c_int), ("col", ctypes.c_int)]


class _CRoadEnd(ctypes.Structure):
    _fields_ = [("row", ctypes.c_int), ("col", ctypes.c_int),
                ("edge", ctypes.c_int), ("kind", ctypes.c_int),
                ("facing", ctypes.c_int)]


class _CRoad(ctypes.Structure):
    _fields_ = [("sections", ctypes.c_int), ("loop", ctypes.c_int),
                ("zones", ctypes.c_int), ("ends", _CRoadEnd * 2)]


class _CTally(ctypes.Structure):
    _fields_ = [("groups", ctypes.c_int * 4), ("group_points", ctypes.c_int),
                ("roads", ctypes.c_int), ("road_points", ctypes.c_int),
                ("cards", ctypes.c_int * 3), ("card_points", ctypes.c_int * 3),
                ("total", ctypes.c_int), ("target", ctypes.c_int)]


class _COptions(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("players", ctypes.c_int),
                ("variant", ctypes.c_int), ("seed", ctypes.c_uint64)]


_Handle = ctypes.POINTER(_SprawlStruct)
_int, _size, _str = ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p
_int_p = ctypes.POINTER(ctypes.c_int)
_blocks = ctypes.POINTER(_CBlock)
_move_p = ctypes.POINTER(_CMove)
_h_p = ctypes.POINTER(_Handle)
_rng_p = ctypes.POINTER(_lib.RngState)
_Status = _lib.Status

_lib.declare([
    ("sky_sprawl_card_name", [_int], _str),
    ("sky_sprawl_card_blocks", [_int, _int, _blocks], _Status),
    ("sky_sprawl_grid_check", [_blocks, _int, _int], _Status),
    ("sky_sprawl_largest_group", [_blocks, _int, _int, _int], _Status),
    ("sky_sprawl_roads", [_blocks, _int, _int, ctypes.POINTER(_CRoad), _size,
                          _int_p], _Status),
    ("sky_sprawl_card_score", [_blocks, _int, _int, _int, _int_p], _Status),
    ("sky_sprawl_score_grid", [_blocks, _int, _int, _int_p, _int,
                               ctypes.POINTER(_CTally)], _Status),
    ("sky_sprawl_grid_read", [_str, _blocks, _size, _int_p, _int_p,
                              ctypes.POINTER(_size)], _int),
    ("sky_sprawl_grid_write", [_blocks, _int, _int, _str, _size], _Status),
    ("sky_sprawl_options_init", [ctypes.c_void_p, _size], _Status),
    ("sky_sprawl_new", [ctypes.c_void_p, _h_p], _Status),
    ("sky_sprawl_free", [_Handle], None),
    ("sky_sprawl_clone", [_Handle, _h_p], _Status),
    ("sky_sprawl_players", [_Handle], _Status),
    ("sky_sprawl_variant", [_Handle], _Status),
    ("sky_sprawl_phase", [_Handle], _Status),
    ("sky_sprawl_to_move", [_Handle], _int),
    ("sky_sprawl_is_over", [_Handle], _Status),
    ("sky_sprawl_draw", [_Handle, _move_p], _Status),
    ("sky_sprawl_unseen", [_Handle, _int, _int_p], _Status),
    ("sky_sprawl_scoring_cards", [_Handle, _int_p], _Status),
    ("sky_sprawl_target", [_Handle], _int),
    ("sky_sprawl_hand", [_Handle, _int, _int, _int_p], _Status),
    ("sky_sprawl_deck_size", [_Handle], _Status),
    ("sky_sprawl_deck_top", [_Handle], _Status),
    ("sky_sprawl_city_size", [_Handle], _Status),
    ("sky_sprawl_city_card", [_Handle, _int, _move_p], _Status),
    ("sky_sprawl_bounds", [_Handle, _int_p], _Status),
    ("sky_sprawl_block_at", [_Handle, _int, _int, _blocks], _Status),
    ("sky_sprawl_city", [_Handle, _blocks, _size], _Status),
    ("sky_sprawl_check", [_Handle, _int, _CMove], _Status),
    ("sky_sprawl_play", [_Handle, _int, _CMove], _Status),
    ("sky_sprawl_legal_moves", [_Handle, _move_p, _size], _Status),
    ("sky_sprawl_undo", [_Handle], _Status),
    ("sky_sprawl_scores", [_Handle, _int_p, _size], _Status),
    ("sky_sprawl_score_tally", [_Handle, ctypes.POINTER(_CTally)], _Status),
    ("sky_sprawl_winners", [_Handle, ctypes.POINTER(ctypes.c_uint)], _Status),
    ("sky_sprawl_write", [_Handle, _int, _str, _size], _Status),
    ("sky_sprawl_read", [_str, _h_p, ctypes.POINTER(_size)], _int),
    ("sky_sprawl_move_to_string", [_CMove, _str, _size], _Status),
    ("sky_sprawl_move_from_string", [_str, _move_p], _Status),
    ("sky_sprawl_render", [_Handle, _int, _str, _size], _Status),
    ("sky_sprawl_bot_move", [_Handle, _int, _rng_p, _move_p], _Status),
    ("sky_sprawl_advise", [_Handle, _rng_p, _move_p,
                           ctypes.POINTER(ctypes.c_double)], _Status),
])


# --- conversions ---

def _c_move(move: MoveLike) -> _CMove:
    """A struct sky_sprawl_move from notation, (card, rotation, row, col),
    or a card number alone (a card off the deck)."""
    if isinstance(move, int):
        return _CMove(c_int(move, "card"), 0, 0, 0)
    if isinstance(move, (str, bytes)):
        out = _CMove()
        _c.sky_sprawl_move_from_string(_lib.c_string(move, "move"),
                                       ctypes.byref(out))
        return out
    values = tuple(move)
    if len(values) != 4:
        raise ValueError("a move is (card, rotation, row, col), not %r"
                         % (move,))
    return _lib.int_struct(_CMove, values, "move")


def _py_move(cmove: _CMove) -> Move:
    return Move(cmove.card, cmove.rotation, cmove.row, cmove.col)


def _py_block(cblock: _CBlock) -> Block:
    return Block(Zone(cblock.zone), Edge(cblock.road))


def _py_tally(t: _CTally) -> Tally:
    return Tally(list(t.groups), t.group_points, t.roads, t.road_points,
                 list(t.cards), list(t.card_points), t.total, t.target)


def _cell(value: CellLike) -> tuple[int, int]:
    """A (zone, road) pair from a token, a Block or a pair."""
    if isinstance(value, (str, bytes)):
        rows = parse_grid(value)
        if len(rows) != 1 or len(rows[0]) != 1:
            raise ValueError("one cell token expected, not %r" % (value,))
        return rows[0][0]
    pair = tuple(value)
    if len(pair) != 2:
        raise ValueError("a cell is (zone, road), not %r" % (value,))
    return c_int(pair[0], "zone"), c_int(pair[1], "road")


def _c_grid(grid: Grid) -> tuple[ctypes.Array[_CBlock], int, int]:
    """(array of blocks, rows, cols) from grid text or rows of cells."""
    if isinstance(grid, (str, bytes)):
        grid = parse_grid(grid)
    rows = [list(row) for row in grid]
    if not rows or any(len(row) != len(rows[0]) for row in rows):
        raise ValueError("a grid is one or more rows of equal length")
    cells = [_cell(value) for row in rows for value in row]
    array = (_CBlock * len(cells))(*[_CBlock(z, r) for z, r in cells])
    return array, len(rows), len(rows[0])


# --- the cards (SP-1, SP-2) ---

def card_name(card: int) -> str:
    """The name of scoring card 1..18 ("The Outskirts")."""
    name: bytes | None = _c.sky_sprawl_card_name(c_int(card, "card"))
    if name is None:
        raise _lib.error(_lib.ERANGE)
    return _lib.from_c(name)


def card_blocks(card: int, rotation: int = 0) -> list[Block]:
    """The card's blocks TL, TR, BL, BR as they lie with `rotation`."""
    out = (_CBlock * 4)()
    _c.sky_sprawl_card_blocks(c_int(card, "card"), c_int(rotation, "rotation"),
                              out)
    return [_py_block(b) for b in out]


# --- grids and pure scoring (SP-7 .. SP-10) ---

def parse_grid(text: str | bytes) -> list[list[Block]]:
    """Grid text as rows of :class:`Block`; SkylineError.offset locates a
    bad token."""
    text = _lib.c_string(text, "text")
    rows, cols, offset = ctypes.c_int(), ctypes.c_int(), _size()
    args = (ctypes.byref(rows), ctypes.byref(cols), ctypes.byref(offset))
    needed = _c.sky_sprawl_grid_read(text, None, 0, *args)
    if needed < 0:
        raise _lib.read_error(needed, offset.value)
    cells = (_CBlock * needed)()
    _c.sky_sprawl_grid_read(text, cells, needed, *args)
    return [[_py_block(cells[r * cols.value + c]) for c in range(cols.value)]
            for r in range(rows.value)]


def format_grid(grid: Grid) -> str:
    """A grid as text, one line per row."""
    array, rows, cols = _c_grid(grid)
    return _lib.read_text(
        lambda buf, cap: cast(int, _c.sky_sprawl_grid_write(
            array, rows, cols, buf, cap)))


def check_grid(grid: Grid) -> None:
    """Raises SkylineError if no city could show this grid."""
    _c.sky_sprawl_grid_check(*_c_grid(grid))


def largest_group(grid: Grid, zone: Zone | int) -> int:
    """The size of the largest group of `zone` (SP-7)."""
    array, rows, cols = _c_grid(grid)
    return cast(int, _c.sky_sprawl_largest_group(array, rows, cols,
                                                 c_int(zone, "zone")))


def roads(grid: Grid) -> tuple[list[Road], list[list[int]]]:
    """The roads (SP-8) as a list of :class:`Road`, and the road index of
    each cell (rows of ints, -1 for no road)."""
    array, rows, cols = _c_grid(grid)
    of_cell = (ctypes.c_int * (rows * cols))()
    count = _c.sky_sprawl_roads(array, rows, cols, None, 0, None)
    found = (_CRoad * max(count, 1))()
    _c.sky_sprawl_roads(array, rows, cols, found, count, of_cell)
    result = []
    for road in found[:count]:
        ends = [] if road.loop else [
            RoadEnd(e.row, e.col, Edge(e.edge), EndKind(e.kind), Zone(e.facing))
            for e in road.ends]
        result.append(Road(road.sections, bool(road.loop), road.zones, ends))
    return result, [list(of_cell[r * cols:(r + 1) * cols]) for r in range(rows)]


def card_score(grid: Grid, card: int) -> int:
    """The points of scoring card 1..18 on the grid (SP-9)."""
    array, rows, cols = _c_grid(grid)
    points = ctypes.c_int()
    _c.sky_sprawl_card_score(array, rows, cols, c_int(card, "card"),
                             ctypes.byref(points))
    return points.value


def score(grid: Grid, cards: Sequence[int],
          variant: Variant | int = Variant.STANDARD) -> Tally:
    """The :class:`Tally` of the grid with three scoring cards (SP-10)."""
    array, rows, cols = _c_grid(grid)
    tally = _CTally()
    _c.sky_sprawl_score_grid(array, rows, cols, _lib.int_array(cards, 3, "cards"),
                             c_int(variant, "variant"), ctypes.byref(tally))
    return _py_tally(tally)


# --- moves ---

def parse_move(text: str | bytes) -> Move:
    """The Move written as `text` ("12r@-1,2" -> Move(12, 1, -1, 2))."""
    return _py_move(_c_move(_lib.c_string(text, "move")))


def format_move(move: MoveLike) -> str:
    """The notation of a move given as a tuple or a string."""
    buf = ctypes.create_string_buffer(NOTATION_SIZE)
    _c.sky_sprawl_move_to_string(_c_move(move), buf, NOTATION_SIZE)
    return buf.value.decode("ascii")


# --- a game ---

class Sprawl(_lib.MoveHandle):
    """A game of Sprawlopolis, solo or co-op.

    ``Sprawl(players=1, variant=Variant.STANDARD, seed=0)``: nothing is
    off the deck yet; every card is a chance event, drawn by
    :meth:`draw` from the order the seed shuffles, or played as
    ``play(card)`` from a real deck (SP-6).  The handle is freed
    by :meth:`close`, by leaving a ``with`` block or when the object is
    collected.
    """

    _handle_type = _Handle
    _free_name = "sky_sprawl_free"
    _clone_name = "sky_sprawl_clone"

    def __init__(self, players: int = 1,
                 variant: Variant | int = Variant.STANDARD,
                 seed: int = 0) -> None:
        options = _COptions()
        _c.sky_sprawl_options_init(ctypes.byref(options),
                                   ctypes.sizeof(options))
        options.players = c_int(players, "players")
        options.variant = c_int(variant, "variant")
        options.seed = _lib.seed_arg(seed)
        handle = _Handle()
        _c.sky_sprawl_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # Where the game stands.

    @property
    def players(self) -> int:
        """The number of players, 1..4 (a team)."""
        return cast(int, _c.sky_sprawl_players(self._h))

    @property
    def variant(self) -> Variant:
        """The scaling difficulty (SP-10)."""
        return Variant(_c.sky_sprawl_variant(self._h))

    @property
    def phase(self) -> Phase:
        """SETUP while the setup's cards come off the deck, PLAY, OVER."""
        return Phase(_c.sky_sprawl_phase(self._h))

    def _to_move(self) -> int:
        status: int = _c.sky_sprawl_to_move(self._h)
        if status < 0 and status not in (CHANCE, _lib.EOVER):
            raise _lib.error(status)
        return status

    @property
    def to_move(self) -> int | None:
        """The player to place a card, :data:`CHANCE` while a card is due
        off the deck, None when over."""
        status = self._to_move()
        return None if status == _lib.EOVER else status

    @property
    def is_chance(self) -> bool:
        """True while a card is due off the deck."""
        return self._to_move() == CHANCE

    @property
    def is_over(self) -> bool:
        """True once 15 cards form the city (SP-5)."""
        return cast(int, _c.sky_sprawl_is_over(self._h)) == 1

    # Chance (SP-6).

    def draw(self) -> Move:
        """Deals the card due from the game's own deck order; returns it
        as a Move of the card alone."""
        out = _CMove()
        _c.sky_sprawl_draw(self._h, ctypes.byref(out))
        return _py_move(out)

    def unseen(self, viewer: int | None = None) -> list[int]:
        """The cards `viewer` has not seen, ascending."""
        out = (ctypes.c_int * CARDS)()
        view = _lib.viewer_arg(viewer)
        with _lib.Explain(_lib.viewer_problem, view, self):
            count = _c.sky_sprawl_unseen(self._h, view, out)
        return list(out[:count])

    # The table (SP-4).

    @property
    def scoring_cards(self) -> list[int]:
        """The three scoring cards (0 for one not off the deck yet)."""
        out = (ctypes.c_int * 3)()
        _c.sky_sprawl_scoring_cards(self._h, out)
        return list(out)

    @property
    def target(self) -> int | None:
        """The sum of the scoring cards' numbers, or None before all three
        are off the deck."""
        status: int = _c.sky_sprawl_target(self._h)
        if status == _lib.EPHASE:
            return None
        if status < 0:
            raise _lib.error(status)
        return status

    def hand(self, player: int, viewer: int | None = None) -> list[int]:
        """The player's cards, ascending; a card hidden from `viewer` is 0."""
        out = (ctypes.c_int * HAND)()
        player, view = c_int(player, "player"), _lib.viewer_arg(viewer)
        with _lib.Explain(_lib.viewer_problem, view, self):
            count = _c.sky_sprawl_hand(self._h, player, view, out)
        return list(out[:count])

    @property
    def deck_size(self) -> int:
        """Cards still on the deck."""
        return cast(int, _c.sky_sprawl_deck_size(self._h))

    @property
    def deck_top(self) -> int | None:
        """The deck's face-up top card, or None."""
        return _c.sky_sprawl_deck_top(self._h) or None

    # The city (SP-2, SP-3).

    @property
    def placements(self) -> list[Move]:
        """Every card in the city as a Move, in play order."""
        out = _CMove()
        result = []
        for index in range(_c.sky_sprawl_city_size(self._h)):
            _c.sky_sprawl_city_card(self._h, index, ctypes.byref(out))
            result.append(_py_move(out))
        return result

    @property
    def bounds(self) -> tuple[int, int, int, int]:
        """(top row, left column, rows, columns) of the city."""
        out = (ctypes.c_int * 4)()
        _c.sky_sprawl_bounds(self._h, out)
        return cast("tuple[int, int, int, int]", tuple(out))

    def block_at(self, row: int, col: int) -> Block:
        """The visible :class:`Block` of a cell."""
        out = _CBlock()
        _c.sky_sprawl_block_at(self._h, c_int(row, "row"), c_int(col, "col"),
                               ctypes.byref(out))
        return _py_block(out)

    @property
    def city(self) -> list[list[Block]]:
        """The city's bounding box as rows of Block (a grid)."""
        top, left, rows, cols = self.bounds
        return [[self.block_at(top + r, left + c) for c in range(cols)]
                for r in range(rows)]

    # Playing (SP-3..SP-6).

    def _player(self, player: int | None) -> int:
        if player is None:
            return _lib.default_player(_c.sky_sprawl_to_move(self._h))
        return c_int(player, "player")

    def check(self, move: MoveLike, player: int | None = None) -> None:
        """Returns None if `player` (default: the player to move, CHANCE
        at a chance event) may play `move` now, else raises SkylineError
        with the reason (SKY_ECORNER, SKY_EDETACHED, ...).  At a chance
        event `move` is a card number."""
        player = self._player(player)
        try:
            _c.sky_sprawl_check(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def play(self, move: MoveLike, player: int | None = None) -> None:
        """Plays a card: notation ("12r@-1,2") or (card, rotation, row,
        col) for `player`, by default the player to move; at a chance
        event, the card off the deck: ``play(card)``."""
        player = self._player(player)
        try:
            _c.sky_sprawl_play(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def legal_moves(self) -> _lib.MoveList[Move]:
        """The legal actions as Moves in a read-only list: the placements
        of the player to move, or at a chance event the cards the deck
        may still hold."""
        handle = self._h
        return _lib.read_moves(
            lambda buf, cap: cast(int, _c.sky_sprawl_legal_moves(
                handle, buf, cap)),
            _CMove, 512, Move)

    def undo(self) -> None:
        """Takes back the last action: a placement, or one card off the
        deck."""
        _c.sky_sprawl_undo(self._h)

    # Scores (SP-10).

    def scores(self) -> list[int]:
        """Every player's score: the team's total, 0 during the setup."""
        out = (ctypes.c_int * MAX_PLAYERS)()
        count = _c.sky_sprawl_scores(self._h, out, MAX_PLAYERS)
        return list(out[:count])

    def tally(self) -> Tally:
        """The city's :class:`Tally` as it stands, once set up."""
        tally = _CTally()
        _c.sky_sprawl_score_tally(self._h, ctypes.byref(tally))
        return _py_tally(tally)

    def winners(self) -> list[int]:
        """After the game: every player if the team won, else []."""
        mask = ctypes.c_uint()
        _c.sky_sprawl_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The game's record as `viewer` may see it."""
        return _lib.view_text(self, _c.sky_sprawl_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Sprawl:
        """Replays a record; ParseError.offset locates a bad token."""
        handle = _Handle()
        offset = _size()
        status = _c.sky_sprawl_read(_lib.c_string(text, "text"),
                                    ctypes.byref(handle), ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the city, the cards and the score."""
        return _lib.view_text(self, _c.sky_sprawl_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Sprawl closed>"
        who = self.to_move
        return "<skyline.Sprawl players=%d city=%d/%d phase=%s%s>" % (
            self.players, _c.sky_sprawl_city_size(self._handle), CITY_CARDS,
            self.phase.name.lower(),
            "" if who is None else " chance" if who == CHANCE
            else " to_move=%d" % who)

    # Players.

    def bot_move(self, bot: Bot | int | str, rng: Rng | int) -> Move:
        """The Move a built-in bot would play now (not played); at a
        chance event a card sampled from those the deck may hold."""
        move = _CMove()
        _lib.bot_call(_c.sky_sprawl_bot_move, self._h, bot, rng, move)
        return _py_move(move)

    def advise(self, rng: Rng | int) -> tuple[Move, float]:
        """The advisor's placement for the player to move and its
        expected final score, as (Move, float); `rng` (an Rng or a seed)
        drives its 16 sampled deck orders."""
        rng = as_rng(rng)
        move, expected = _CMove(), ctypes.c_double()
        _c.sky_sprawl_advise(self._h, rng.byref(), ctypes.byref(move),
                             ctypes.byref(expected))
        return _py_move(move), expected.value
