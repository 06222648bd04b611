"""Cityscape: a 4x4 city of 25 blocks built to match secret skyline goals.

The rules are in skyline-cityscape(7); rule ids (CS-n) below refer to it.

Sides are given as ints 0..3 or the letters ``'S'``, ``'W'``, ``'N'``,
``'E'`` (see :class:`Side`).  A move is a notation string such as
``"3b2"`` (height, column a..d west to east, rank 1..4 south to north) or
a ``(height, row, col)`` tuple with row 0 the north edge and col 0 the
west edge; moves come back as :class:`Move` named tuples.  A viewer is a
player index, or None for the referee, who sees everything.

Library errors raise :class:`skyline.SkylineError`; bad Python arguments
(wrong type, wrong length) raise TypeError or ValueError.
"""

import collections
import ctypes
import enum

from . import _lib
from ._lib import SkylineError, as_rng, bot_id, c_int, int_array

_c = _lib.lib

SIZE = 4
LOTS = 16
BLOCKS = 25
MAX_BLOCK = 5
CODES = 6
MAX_ROUNDS = 64
MAX_MOVES = 80
NOTATION_SIZE = 8


class Side(enum.IntEnum):
    """The four sides, clockwise (CS-4)."""
    S = 0
    W = 1
    N = 2
    E = 3


class Phase(enum.IntEnum):
    """Where a match is: goals being set, blocks being placed, or over."""
    GOALS = 0
    BUILDING = 1
    OVER = 2


class Move(collections.namedtuple("Move", "height row col")):
    """A block of `height` placed on lot (row, col); str() is its notation."""
    __slots__ = ()

    def __str__(self):
        return format_move(self)


def side_id(side):
    """A side as an int, from an int or a letter 'S', 'W', 'N', 'E'."""
    if isinstance(side, str):
        try:
            return Side[side.upper()]
        except KeyError:
            raise ValueError("unknown side %r (expected S, W, N or E)"
                             % side) from None
    return c_int(side, "side")


def _c_move(move):
    """A struct sky_cityscape_move from notation or a (height, row, col)."""
    if isinstance(move, (str, bytes)):
        out = _lib.CityscapeMove()
        _c.sky_cityscape_move_from_string(_lib.c_string(move, "move"),
                                          ctypes.byref(out))
        return out
    values = tuple(move)
    if len(values) != 3:
        raise ValueError("a move is (height, row, col), not %r" % (move,))
    return _lib.CityscapeMove(*[c_int(v, "move") for v in values])


def _py_move(cmove):
    return Move(cmove.height, cmove.row, cmove.col)


def parse_move(text):
    """The Move written as `text` ("3b2" -> Move(3, 2, 1))."""
    return _py_move(_c_move(_lib.c_string(text, "move")))


def format_move(move):
    """The notation of a move given as a tuple or a string."""
    buf = ctypes.create_string_buffer(NOTATION_SIZE)
    _c.sky_cityscape_move_to_string(_c_move(move), buf, NOTATION_SIZE)
    return buf.value.decode("ascii")


def _flat_city(city):
    """A row-major int[16] from 16 heights or 4 rows of 4."""
    city = list(city)
    if len(city) == SIZE and all(not isinstance(row, int) for row in city):
        city = [height for row in city for height in row]
    return int_array(city, LOTS, "city")


def _rows(flat):
    return [list(flat[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE)]


# --- pure scorers (no match needed) ---

def visible(heights):
    """Buildings visible along a line, near to far (CS-10: strictly taller)."""
    return _c.sky_cityscape_visible(int_array(heights, SIZE, "heights"))


def line_score(heights, code, city_tallest):
    """Points of one line (near to far) for goal code 1..6 (CS-10..CS-12).

    `city_tallest` is the tallest building anywhere in the city; only
    code 6 uses it.
    """
    return _c.sky_cityscape_line_score(int_array(heights, SIZE, "heights"),
                                       c_int(code, "code"),
                                       c_int(city_tallest, "city_tallest"))


def line(city, side, line):
    """Line 0..3 of `city` as seen from `side`, near to far (CS-5).

    `city` is 16 heights row-major or 4 rows of 4.
    """
    out = (ctypes.c_int * SIZE)()
    _c.sky_cityscape_line(_flat_city(city), side_id(side),
                          c_int(line, "line"), out)
    return list(out)


def side_score(city, side, codes):
    """A side's points for its four goal codes on `city` (CS-13)."""
    return _c.sky_cityscape_side_score(_flat_city(city), side_id(side),
                                       int_array(codes, SIZE, "codes"))


# --- a match ---

class Cityscape(_lib.Handle):
    """A Cityscape match: the rounds, the city, the goals and the scores.

    ``Cityscape(players=2, rounds=None, first_player=0)``: `rounds` None
    (or 0) is the default of CS-9, one round per player and 4 with two.
    The handle is freed by :meth:`close`, by leaving a ``with`` block or
    when the object is collected; a closed match raises ValueError.
    """

    _handle_type = _lib.CityscapeHandle
    _free_name = "sky_cityscape_free"
    _clone_name = "sky_cityscape_clone"

    def __init__(self, players=2, rounds=None, first_player=0):
        options = _lib.CityscapeOptions()
        _c.sky_cityscape_options_init(ctypes.byref(options))
        options.players = c_int(players, "players")
        options.rounds = 0 if rounds is None else c_int(rounds, "rounds")
        options.first_player = c_int(first_player, "first_player")
        handle = _lib.CityscapeHandle()
        _c.sky_cityscape_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # The match.

    @property
    def players(self):
        """The number of players, 2..4."""
        return _c.sky_cityscape_players(self._h)

    @property
    def rounds(self):
        """The number of rounds in the match."""
        return _c.sky_cityscape_rounds(self._h)

    @property
    def round(self):
        """The round being played, 0-based; equals `rounds` when over."""
        return _c.sky_cityscape_round(self._h)

    @property
    def phase(self):
        """The :class:`Phase`: GOALS, BUILDING or OVER."""
        return Phase(_c.sky_cityscape_phase(self._h))

    @property
    def to_move(self):
        """The player who places the next block, or None when no one does
        (goals are being set, or the match is over)."""
        status = _c.sky_cityscape_to_move(self._h)
        if status in (_lib.EPHASE, _lib.EOVER):
            return None
        if status < 0:
            raise SkylineError(status)
        return status

    def side_owner(self, side):
        """The player who owns `side`; SkylineError SKY_ERANGE if unused."""
        return _c.sky_cityscape_side_owner(self._h, side_id(side))

    @property
    def sides(self):
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

    # Goals (CS-6).

    def check_goals(self, side, codes):
        """Raises SkylineError if `side` may not set these codes now."""
        _c.sky_cityscape_check_goals(self._h, side_id(side),
                                     int_array(codes, SIZE, "codes"))

    def set_goals(self, side, codes):
        """Sets the four goal codes (1..6, line 0 first) of `side`."""
        _c.sky_cityscape_set_goals(self._h, side_id(side),
                                   int_array(codes, SIZE, "codes"))

    def goals(self, side, viewer=None):
        """The goal codes of `side` as `viewer` sees them.

        Returns a list of four codes, 0 for goals not set yet, or None
        when the goals are hidden from `viewer` (another player's side
        before the round is scored).  viewer None sees everything.
        """
        codes = (ctypes.c_int * SIZE)()
        status = _c.sky_cityscape_goals(self._h, side_id(side),
                                        _lib.viewer_arg(viewer), codes)
        if status == _lib.EHIDDEN:
            return None
        if status < 0:
            raise SkylineError(status)
        return list(codes)

    # Building (CS-7, CS-8).

    def check(self, player, move):
        """Returns None if `player` may play `move` now, else raises
        SkylineError with the specific reason."""
        _c.sky_cityscape_check(self._h, c_int(player, "player"),
                               _c_move(move))

    def is_legal(self, player, move):
        """True if `player` may play `move` now; False for anything the
        library rejects, a notation it cannot read included."""
        try:
            self.check(player, move)
        except SkylineError:
            return False
        return True

    def play(self, player, move):
        """Places a block: `move` is notation ("3b2") or (height, row, col)."""
        _c.sky_cityscape_play(self._h, c_int(player, "player"), _c_move(move))

    def legal_moves(self):
        """Every legal placement as a Move, heights ascending, then lots
        row-major."""
        handle = self._h
        found = _lib.read_array(
            lambda buf, cap: _c.sky_cityscape_legal_moves(handle, buf, cap),
            _lib.CityscapeMove, MAX_MOVES)
        return [_py_move(m) for m in found]

    def undo(self):
        """Takes back the last goal setting or placement, across rounds."""
        _c.sky_cityscape_undo(self._h)

    # The city.

    def height(self, row, col):
        """The height of the building on lot (row, col); 0 when vacant."""
        return _c.sky_cityscape_height(self._h, c_int(row, "row"),
                                       c_int(col, "col"))

    @property
    def board(self):
        """The city of the round being played: 4 rows (north first) of 4."""
        heights = (ctypes.c_int * LOTS)()
        _c.sky_cityscape_board(self._h, heights)
        return _rows(heights)

    def supply(self, height):
        """Blocks of `height` (1..5) still to be placed this round."""
        return _c.sky_cityscape_supply(self._h, c_int(height, "height"))

    # Scores (CS-9, CS-13).

    def score(self, player):
        """The player's total over the rounds scored so far."""
        return _c.sky_cityscape_score(self._h, c_int(player, "player"))

    def round_score(self, round, player):
        """The player's points in a finished round."""
        return _c.sky_cityscape_round_score(self._h, c_int(round, "round"),
                                            c_int(player, "player"))

    def round_board(self, round):
        """The final city of a finished round, as 4 rows of 4."""
        heights = (ctypes.c_int * LOTS)()
        _c.sky_cityscape_round_board(self._h, c_int(round, "round"), heights)
        return _rows(heights)

    def winners(self):
        """After the match: the players with the highest total (ties share)."""
        mask = ctypes.c_uint()
        _c.sky_cityscape_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Text.

    def to_text(self, viewer=None):
        """The match record.  With a viewer, goals hidden from that player
        read "S:????" and the text cannot be read back."""
        handle, view = self._h, _lib.viewer_arg(viewer)
        return _lib.read_text(
            lambda buf, cap: _c.sky_cityscape_write(handle, view, buf, cap))

    @classmethod
    def from_text(cls, text):
        """Replays a record; SkylineError.offset locates a bad token."""
        handle = _lib.CityscapeHandle()
        offset = ctypes.c_size_t()
        status = _c.sky_cityscape_read(_lib.c_string(text, "text"),
                                       ctypes.byref(handle),
                                       ctypes.byref(offset))
        if status < 0:
            raise SkylineError(status, offset=offset.value)
        return cls._wrap(handle)

    def render(self, viewer=None):
        """A picture of the city, the goals `viewer` may see and the scores."""
        handle, view = self._h, _lib.viewer_arg(viewer)
        return _lib.read_text(
            lambda buf, cap: _c.sky_cityscape_render(handle, view, buf, cap))

    def __str__(self):
        return self.render()

    def __repr__(self):
        if not self._handle:
            return "<Cityscape closed>"
        return "<Cityscape players=%d round=%d/%d phase=%s>" % (
            self.players, self.round, self.rounds, self.phase.name.lower())

    # Built-in players.

    def bot_goals(self, side, bot, rng):
        """Goal codes a bot would set for `side` (not set; see set_goals).

        `bot` is a :class:`skyline.Bot`, an int or 'random'/'greedy';
        `rng` an :class:`skyline.Rng` (advanced in place) or an int seed.
        """
        rng = as_rng(rng)
        codes = (ctypes.c_int * SIZE)()
        _c.sky_cityscape_bot_goals(self._h, side_id(side), bot_id(bot),
                                   rng.byref(), codes)
        return list(codes)

    def bot_move(self, player, bot, rng):
        """The Move a bot would play for `player` now (not played)."""
        rng = as_rng(rng)
        move = _lib.CityscapeMove()
        _c.sky_cityscape_bot_move(self._h, c_int(player, "player"),
                                  bot_id(bot), rng.byref(),
                                  ctypes.byref(move))
        return _py_move(move)
