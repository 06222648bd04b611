"""Skyline, the dice game (module highrise): roll building dice, stack
them into Low-, Mid- and High-Rises, score the skyline.

The rules are in skyline-highrise(7); rule ids (HR-n) below refer to it.

A die is its kind, G (ground floor), U (upper floor) or P (penthouse),
and a face: L, M, H (Low-, Mid-, High-Rise) or ``-`` (blank).  A turn is a
series of steps, each a notation string or a :class:`Move`:

    ``"TGUP"`` take those dice from the Yard, ``"D"`` take the Abandoned
    District, ``"G=M"`` the next die to roll shows M (a roll: a chance
    event, played by the chance player :data:`CHANCE`), ``"bGM"`` build a
    ground floor, ``"bUM>2"`` build on the Mid-Rise of 2 dice, ``"aP-"``
    abandon, ``"xP-/M2"`` / ``"xP-/[M4]"`` / ``"xUL"`` demolish with a
    column, a tile, or a later die, ``"rUL"`` pick a die to re-roll,
    ``"roll"`` roll them, ``"resign"`` end the turn.

Kinds, faces and building types may be given as ints or letters.  A
skyline as plain data is a :class:`SkylineData`: ``columns[type][dice]``
and ``tiles[type][height]``.

Library errors raise :class:`skyline.SkylineError` (a ValueError) or one
of its subclasses; bad Python arguments raise TypeError (a wrong type) or ValueError (a
wrong value, a number out of range included).
"""

from __future__ import annotations

import ctypes
import enum
from typing import NamedTuple, Sequence, Tuple, Union, cast

from . import _lib
from ._lib import Bot, Rng, SkylineError, as_rng, c_int

_c = _lib.lib

MAX_PLAYERS = 4
ROUNDS = 9
KINDS = 3
TYPES = 3
FACES = 4
SIDES = 6
MAX_HEIGHT = 6
MAX_MOVES = 512
NOTATION_SIZE = 16
EXPLAIN_SIZE = 256

#: The chance player (SKY_ECHANCE): :attr:`Highrise.to_move` at a roll,
#: and the player that plays rolls (sky_common(3), CHANCE).
CHANCE = _lib.CHANCE

KIND_LETTERS = "GUP"
FACE_LETTERS = "LMH-"


class Kind(enum.IntEnum):
    """Die kinds (HR-1)."""
    GROUND = 0
    UPPER = 1
    PENTHOUSE = 2


class Face(enum.IntEnum):
    """Die faces; the first three are also the building types (HR-2)."""
    LOW = 0
    MID = 1
    HIGH = 2
    BLANK = 3


UNROLLED = 4


class Phase(enum.IntEnum):
    """The decision point the turn is at."""
    TAKE = 0
    ROLL = 1
    RESOLVE = 2
    ACTION = 3
    REROLL = 4
    OVER = 5


class Step(enum.IntEnum):
    """The steps of a turn (see sky_highrise(3))."""
    TAKE = 0
    TAKE_DISTRICT = 1
    ROLL = 2
    BUILD = 3
    ABANDON = 4
    DEMOLISH = 5
    REROLL = 6
    THROW = 7
    RESIGN = 8


class Scenario(enum.IntEnum):
    """Solo scenarios (HR-19)."""
    DUBAI = 0
    ESSEN = 1
    NEW_YORK = 2
    SAO_PAOLO = 3
    SHANGHAI = 4
    TORONTO = 5
    TUCSON = 6


class _Options(ctypes.Structure):
    _fields_ = [
        ("size", ctypes.c_size_t),
        ("players", ctypes.c_int),
        ("rounds", ctypes.c_int),
        ("seed", ctypes.c_uint64),
        ("faces", (ctypes.c_int * SIDES) * KINDS),
    ]


class _Move(ctypes.Structure):
    _fields_ = [
        ("step", ctypes.c_int),
        ("kind", ctypes.c_int),
        ("face", ctypes.c_int),
        ("height", ctypes.c_int),
        ("type", ctypes.c_int),
        ("tile", ctypes.c_int),
        ("take", ctypes.c_int * KINDS),
    ]


class _Skyline(ctypes.Structure):
    _fields_ = [
        ("columns", (ctypes.c_int * (MAX_HEIGHT + 1)) * TYPES),
        ("tiles", (ctypes.c_int * (MAX_HEIGHT + 1)) * TYPES),
    ]


class _HighriseStruct(ctypes.Structure):
    pass


_Handle = ctypes.POINTER(_HighriseStruct)
_S = _lib.Status
_int = ctypes.c_int
_int_p = ctypes.POINTER(ctypes.c_int)
_uint_p = ctypes.POINTER(ctypes.c_uint)
_buf = ctypes.c_char_p
_size = ctypes.c_size_t

_lib.declare([
    ("sky_highrise_options_init", [ctypes.POINTER(_Options), _size], _S),
    ("sky_highrise_new", [ctypes.POINTER(_Options), ctypes.POINTER(_Handle)], _S),
    ("sky_highrise_free", [_Handle], None),
    ("sky_highrise_clone", [_Handle, ctypes.POINTER(_Handle)], _S),
    ("sky_highrise_players", [_Handle], _S),
    ("sky_highrise_rounds", [_Handle], _S),
    ("sky_highrise_round", [_Handle], _S),
    ("sky_highrise_phase", [_Handle], _S),
    ("sky_highrise_to_move", [_Handle], _int),
    ("sky_highrise_is_over", [_Handle], _S),
    ("sky_highrise_active_player", [_Handle], _int),
    ("sky_highrise_face", [_Handle, _int, _int], _S),
    ("sky_highrise_yard", [_Handle, _int], _S),
    ("sky_highrise_district", [_Handle, _int], _S),
    ("sky_highrise_active", [_Handle, _int, _int], _S),
    ("sky_highrise_player_skyline", [_Handle, _int, ctypes.POINTER(_Skyline)], _S),
    ("sky_highrise_tile_supply", [_Handle, _int], _S),
    ("sky_highrise_demolitions", [_Handle, _int], _S),
    ("sky_highrise_check", [_Handle, _int, _Move], _S),
    ("sky_highrise_play", [_Handle, _int, _Move], _S),
    ("sky_highrise_legal_moves", [_Handle, ctypes.POINTER(_Move), _size], _S),
    ("sky_highrise_explain", [_Handle, _int, _Move, _buf, _size], _int),
    ("sky_highrise_draw", [_Handle, ctypes.POINTER(_Move)], _S),
    ("sky_highrise_undo", [_Handle], _S),
    ("sky_highrise_scores", [_Handle, _int_p, _size], _S),
    ("sky_highrise_buildings", [_Handle, _int], _S),
    ("sky_highrise_winners", [_Handle, _uint_p], _S),
    ("sky_highrise_scenarios", [_Handle, _int, _uint_p], _S),
    ("sky_highrise_write", [_Handle, _int, _buf, _size], _S),
    ("sky_highrise_read", [_buf, ctypes.POINTER(_Handle), ctypes.POINTER(_size)], _int),
    ("sky_highrise_move_to_string", [_Move, _buf, _size], _S),
    ("sky_highrise_move_from_string", [_buf, ctypes.POINTER(_Move)], _S),
    ("sky_highrise_render", [_Handle, _int, _buf, _size], _S),
    ("sky_highrise_can_build", [_int, _int, _int, _int], _int),
    ("sky_highrise_column_complete", [_int, _int, _int], _S),
    ("sky_highrise_tile_points", [_int], _S),
    ("sky_highrise_skyline_points", [ctypes.POINTER(_Skyline)], _S),
    ("sky_highrise_final_score", [ctypes.POINTER(_Skyline)], _S),
    ("sky_highrise_final_buildings", [ctypes.POINTER(_Skyline)], _S),
    ("sky_highrise_final_scenarios", [ctypes.POINTER(_Skyline), _int, _uint_p], _S),
    ("sky_highrise_rank", [_int_p, _int_p, _int, _uint_p], _S),
    ("sky_highrise_game_ends", [_int, _int, _int], _S),
    ("sky_highrise_solo_level", [_int], _S),
    ("sky_highrise_level_name", [_int], ctypes.c_char_p),
    ("sky_highrise_scenario_name", [_int], ctypes.c_char_p),
    ("sky_highrise_bot_move", [_Handle, _int, ctypes.POINTER(_lib.RngState),
                               ctypes.POINTER(_Move)], _S),
    ("sky_highrise_advise", [_Handle, ctypes.POINTER(_lib.RngState), ctypes.POINTER(_Move),
                             ctypes.POINTER(ctypes.c_double)], _S),
])


# --- letters and numbers ---

def _letter_id(value: int | str, letters: str, what: str, limit: int) -> int:
    if isinstance(value, str):
        if len(value) != 1 or value not in letters[:limit]:
            raise ValueError("unknown %s %r (expected one of %s)"
                             % (what, value, letters[:limit]))
        return letters.index(value)
    return c_int(value, what)


def kind_id(kind: Kind | int | str) -> int:
    """A die kind as an int, from an int or a letter G, U, P."""
    return _letter_id(kind, KIND_LETTERS, "kind", KINDS)


def face_id(face: Face | int | str) -> int:
    """A face as an int, from an int or a letter L, M, H, -."""
    return _letter_id(face, FACE_LETTERS, "face", FACES)


def type_id(building_type: Face | int | str) -> int:
    """A building type as an int, from an int or a letter L, M, H."""
    return _letter_id(building_type, FACE_LETTERS, "type", TYPES)


# --- moves ---

class Move(NamedTuple("Move", [("step", Step), ("kind", int), ("face", int), ("height", int),
                               ("type", int), ("tile", int), ("take", Tuple[int, ...])])):
    """One step (see the module text); str() is its notation."""
    __slots__ = ()

    def __str__(self) -> str:
        return format_move(self)


#: What play(), check() and is_legal() accept as a move.
MoveLike = Union[str, bytes, Move]


def _py_move(m: _Move) -> Move:
    return _move_of(m.step, m.kind, m.face, m.height, m.type, m.tile, *m.take)


def _move_of(step: int, kind: int, face: int, height: int, building_type: int,
             tile: int, *take: int) -> Move:
    """The Move a struct sky_highrise_move's ints stand for."""
    return Move(_STEPS[step], kind, face, height, building_type, tile, take)


_STEPS = tuple(Step)    # Step(n) without the enum lookup, for move lists


def _c_move(move: MoveLike) -> _Move:
    if isinstance(move, (str, bytes)):
        out = _Move()
        _c.sky_highrise_move_from_string(_lib.c_string(move, "move"), ctypes.byref(out))
        return out
    if not isinstance(move, Move):
        raise TypeError("a move is a notation string or a Move, not %s"
                        % type(move).__name__)
    take = tuple(move.take)
    if len(take) != KINDS:
        raise ValueError("take has %d counts, not 3" % len(take))
    fields: tuple[int, ...] = move[:-1]    # a Step is an int
    return _lib.int_struct(_Move, fields + take, "move")


def parse_move(text: str | bytes) -> Move:
    """The Move written as `text` ("bUM>2")."""
    return _py_move(_c_move(_lib.c_string(text, "move")))


def format_move(move: MoveLike) -> str:
    """The notation of a move given as a Move or a string."""
    buf = ctypes.create_string_buffer(NOTATION_SIZE)
    _c.sky_highrise_move_to_string(_c_move(move), buf, NOTATION_SIZE)
    return buf.value.decode("ascii")


# --- skylines as plain data ---

class SkylineData(object):
    """A skyline: incomplete columns by type and dice, tiles by type and
    height (``columns[type][dice]``, ``tiles[type][height]``, index 0
    unused).  ``SkylineData(columns={"M2": 1}, tiles={"H4": 2})`` names
    them by type letter and number."""

    def __init__(self, columns: dict[str, int] | None = None,
                 tiles: dict[str, int] | None = None) -> None:
        self.columns = [[0] * (MAX_HEIGHT + 1) for _ in range(TYPES)]
        self.tiles = [[0] * (MAX_HEIGHT + 1) for _ in range(TYPES)]
        for table, given in ((self.columns, columns), (self.tiles, tiles)):
            for name, count in (given or {}).items():
                if len(name) != 2 or not name[1].isdigit():
                    raise ValueError("a building is a type letter and a number, not %r"
                                     % (name,))
                table[type_id(name[0])][int(name[1])] = c_int(count, "count")

    def _c(self) -> _Skyline:
        raw = _Skyline()
        for t in range(TYPES):
            for h in range(MAX_HEIGHT + 1):
                raw.columns[t][h] = c_int(self.columns[t][h], "count")
                raw.tiles[t][h] = c_int(self.tiles[t][h], "count")
        return raw

    @classmethod
    def _from_c(cls, raw: _Skyline) -> SkylineData:
        data = cls()
        data.columns = [list(row) for row in raw.columns]
        data.tiles = [list(row) for row in raw.tiles]
        return data

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, SkylineData) and self.columns == other.columns
                and self.tiles == other.tiles)

    def __repr__(self) -> str:
        def named(table: list[list[int]]) -> dict[str, int]:
            return {"%s%d" % (FACE_LETTERS[t], h): table[t][h] for t in range(TYPES)
                    for h in range(MAX_HEIGHT + 1) if table[t][h]}
        return "SkylineData(columns=%r, tiles=%r)" % (named(self.columns), named(self.tiles))


def _scenario_names(mask: int) -> list[str]:
    return [scenario_name(s) for s in Scenario if mask >> s & 1]


# --- pure rules ---

def can_build(kind: Kind | int | str, face: Face | int | str,
              building_type: Face | int | str, height: int) -> bool:
    """True if a die of `kind` showing `face` may go on a column of
    `building_type` with `height` dice (0: start a new building) by
    HR-5..HR-9; raises SkylineError for arguments out of range."""
    status: int = _c.sky_highrise_can_build(kind_id(kind), face_id(face),
                                            type_id(building_type), c_int(height, "height"))
    if status == _lib.ERANGE:
        raise _lib.error(status)
    return status == 0


def why_not_build(kind: Kind | int | str, face: Face | int | str,
                  building_type: Face | int | str, height: int) -> str | None:
    """The status name saying why the die cannot go there, or None."""
    status: int = _c.sky_highrise_can_build(kind_id(kind), face_id(face),
                                            type_id(building_type), c_int(height, "height"))
    return None if status == 0 else _lib.status_name(status)


def column_complete(building_type: Face | int | str, height: int,
                    top_kind: Kind | int | str) -> bool:
    """True if a column of that type and height topped by `top_kind` is
    complete; False if it is incomplete or cannot exist (HR-5..HR-9);
    SkylineError for a height past the type's tallest."""
    return bool(_c.sky_highrise_column_complete(type_id(building_type),
                                                c_int(height, "height"), kind_id(top_kind)))


def tile_points(height: int) -> int:
    """A tile's points: its height squared (HR-4)."""
    return cast(int, _c.sky_highrise_tile_points(c_int(height, "height")))


def _c_skyline(skyline: SkylineData) -> _Skyline:
    """`skyline` as the library's struct; TypeError for anything but a
    SkylineData."""
    if not isinstance(skyline, SkylineData):
        raise TypeError("skyline must be a SkylineData, not %s"
                        % type(skyline).__name__)
    return skyline._c()


def skyline_points(skyline: SkylineData) -> int:
    """The points of a skyline's tiles."""
    return cast(int, _c.sky_highrise_skyline_points(ctypes.byref(_c_skyline(skyline))))


def final_score(skyline: SkylineData) -> int:
    """The final score after HR-18's conversion."""
    return cast(int, _c.sky_highrise_final_score(ctypes.byref(_c_skyline(skyline))))


def final_buildings(skyline: SkylineData) -> int:
    """The buildings counted by the tie-break (HR-22)."""
    return cast(int, _c.sky_highrise_final_buildings(ctypes.byref(_c_skyline(skyline))))


def final_scenarios(skyline: SkylineData, demolitions: int = 0) -> list[str]:
    """The names of the solo scenarios a final skyline meets (HR-19, HR-22)."""
    met = ctypes.c_uint()
    _c.sky_highrise_final_scenarios(ctypes.byref(_c_skyline(skyline)),
                                    c_int(demolitions, "demolitions"), ctypes.byref(met))
    return _scenario_names(met.value)


def rank(points: Sequence[int], buildings: Sequence[int]) -> list[int]:
    """The winners (indices) by points, then buildings (HR-18)."""
    points, buildings = list(points), list(buildings)
    if len(points) != len(buildings):
        raise ValueError("points and buildings differ in length")
    mask = ctypes.c_uint()
    n = len(points)
    _c.sky_highrise_rank(_lib.int_array(points, n, "points"),
                         _lib.int_array(buildings, n, "buildings"), n, ctypes.byref(mask))
    return _lib.winner_list(mask.value, n)


def game_ends(round: int, rounds: int = ROUNDS,
              completed_six: bool = False) -> bool:
    """True if the game ends after `round` (0-based) of `rounds` (HR-17)."""
    return bool(_c.sky_highrise_game_ends(c_int(round, "round"), c_int(rounds, "rounds"),
                                          1 if completed_six else 0))


def solo_level(points: int) -> int:
    """The solo level, 0 (none) to 7, of a score (HR-19)."""
    return cast(int, _c.sky_highrise_solo_level(c_int(points, "points")))


def level_name(level: int) -> str | None:
    """"Project Manager" .. "Urban Overseer" for levels 1..7, None for
    level 0 (no level); ValueError for any other number."""
    number = _lib.integer(level, "level", 0, 7)
    name: bytes | None = _c.sky_highrise_level_name(number)
    return _lib.from_c(name)


def scenario_name(scenario: Scenario | int) -> str:
    """The name of a scenario ("Dubai"); ValueError for a number that
    names none."""
    number = _lib.integer(scenario, "scenario", 0, len(Scenario) - 1)
    name: bytes = _c.sky_highrise_scenario_name(number)
    return _lib.from_c(name)


# --- a game ---

class Highrise(_lib.MoveHandle):
    """A game of Skyline for 1 to 4 players.

    ``Highrise(players=2, rounds=None, seed=0, faces=None)``: `rounds`
    None is 9 (HR-17); `seed` seeds the dice :meth:`draw` draws; `faces`
    is the face table as three strings of six letters (G, U, P dice),
    e.g. ``("LLLMMH", "LLLMMH", "MMH---")``, the default (HR-3).  The
    handle is freed by :meth:`close`, by leaving a ``with`` block or when
    the object is collected; :meth:`clone` copies it, history included.
    """

    _handle_type = _Handle
    _free_name = "sky_highrise_free"
    _clone_name = "sky_highrise_clone"

    def __init__(self, players: int = 2, rounds: int | None = None,
                 seed: int = 0, faces: Sequence[str] | None = None) -> None:
        options = _Options()
        _c.sky_highrise_options_init(ctypes.byref(options), ctypes.sizeof(options))
        options.players = c_int(players, "players")
        options.rounds = 0 if rounds is None else c_int(rounds, "rounds")
        options.seed = _lib.seed_arg(seed)
        if faces is not None:
            faces = list(faces)
            if len(faces) != KINDS or any(len(f) != SIDES for f in faces):
                raise ValueError("faces are three strings of six letters")
            for k in range(KINDS):
                for s in range(SIDES):
                    options.faces[k][s] = face_id(faces[k][s])
        handle = _Handle()
        _c.sky_highrise_new(ctypes.byref(options), ctypes.byref(handle))
        self._adopt(handle)

    # The game.

    @property
    def players(self) -> int:
        """The number of players, 1..4."""
        return cast(int, _c.sky_highrise_players(self._h))

    @property
    def rounds(self) -> int:
        """The number of rounds (HR-17)."""
        return cast(int, _c.sky_highrise_rounds(self._h))

    @property
    def round(self) -> int:
        """The round being played, from 0 (the last one once over)."""
        return cast(int, _c.sky_highrise_round(self._h))

    @property
    def phase(self) -> Phase:
        """The decision point: a :class:`Phase`."""
        return Phase(_c.sky_highrise_phase(self._h))

    @property
    def to_move(self) -> int | None:
        """The player to decide; :data:`CHANCE` while a die awaits its
        roll (phase ROLL); None once the game is over."""
        player = _c.sky_highrise_to_move(self._h)
        return None if player == _lib.EOVER else player

    @property
    def is_chance(self) -> bool:
        """True while a die awaits its roll: a chance event."""
        return cast(int, _c.sky_highrise_to_move(self._h)) == CHANCE

    @property
    def active_player(self) -> int | None:
        """The player whose turn it is, also while its dice roll; None
        once the game is over."""
        player = _c.sky_highrise_active_player(self._h)
        return None if player < 0 else player

    @property
    def is_over(self) -> bool:
        """True once the last round has been played (HR-17)."""
        return bool(_c.sky_highrise_is_over(self._h))

    @property
    def faces(self) -> tuple[str, str, str]:
        """The face table as three strings (G, U, P)."""
        return cast(Tuple[str, str, str],
                    tuple("".join(FACE_LETTERS[_c.sky_highrise_face(self._h, k, s)]
                                  for s in range(SIDES)) for k in range(KINDS)))

    def yard(self, kind: Kind | int | str) -> int:
        """Dice of a kind in the Construction Yard."""
        return cast(int, _c.sky_highrise_yard(self._h, kind_id(kind)))

    def district(self, kind: Kind | int | str) -> int:
        """Dice of a kind in the Abandoned District."""
        return cast(int, _c.sky_highrise_district(self._h, kind_id(kind)))

    @property
    def active(self) -> list[str]:
        """The active dice as notation ("GM", "P-"); "G?" awaits a roll."""
        dice = []
        for k in range(KINDS):
            for f in range(FACES):
                dice += [KIND_LETTERS[k] + FACE_LETTERS[f]] * _c.sky_highrise_active(self._h, k, f)
            dice += [KIND_LETTERS[k] + "?"] * _c.sky_highrise_active(self._h, k, UNROLLED)
        return dice

    def skyline(self, player: int) -> SkylineData:
        """A player's skyline as :class:`SkylineData`."""
        raw = _Skyline()
        _c.sky_highrise_player_skyline(self._h, c_int(player, "player"), ctypes.byref(raw))
        return SkylineData._from_c(raw)

    def tile_supply(self, height: int) -> int:
        """Tiles of a height left in the box; 0 once it is empty (HR-4)."""
        return cast(int, _c.sky_highrise_tile_supply(self._h, c_int(height, "height")))

    def demolitions(self, player: int) -> int:
        """The player's Demolish actions so far (Essen, HR-19)."""
        return cast(int, _c.sky_highrise_demolitions(self._h, c_int(player, "player")))

    # Steps.

    def _player(self, player: int | None) -> int:
        if player is None:
            return _lib.default_player(_c.sky_highrise_to_move(self._h))
        return c_int(player, "player")

    def check(self, move: MoveLike, player: int | None = None) -> None:
        """Raises SkylineError with the reason unless the step is legal
        now; `player` defaults to the player to move (:data:`CHANCE` for
        a roll)."""
        player = self._player(player)
        try:
            _c.sky_highrise_check(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def explain(self, move: MoveLike, player: int | None = None) -> str:
        """A sentence about the step: what it does, or why it is illegal."""
        buf = ctypes.create_string_buffer(EXPLAIN_SIZE)
        _c.sky_highrise_explain(self._h, self._player(player), _c_move(move), buf, EXPLAIN_SIZE)
        return buf.value.decode("utf-8")

    def play(self, move: MoveLike, player: int | None = None) -> None:
        """Plays one step (notation or Move), or several in one string
        separated by blanks ("TGUP G=M U=L P=-"), each by the player to
        move unless `player` is given; a roll such as "G=M", the face of
        a real die, is the chance player's."""
        if isinstance(move, str) and len(move.split()) > 1:
            for step in move.split():
                self.play(step, player)
            return
        player = self._player(player)
        try:
            _c.sky_highrise_play(self._h, player, _c_move(move))
        except SkylineError as exc:
            raise _lib.refused_player(exc, player, self) from None

    def draw(self) -> Move:
        """At a roll: draws the next die's face from the game's generator
        and plays it; returns the roll.  SkylineError SKY_ECHANCE when no
        die awaits a roll."""
        out = _Move()
        _c.sky_highrise_draw(self._h, ctypes.byref(out))
        return _py_move(out)

    def legal_moves(self) -> _lib.MoveList[Move]:
        """Every legal step, as Moves in a read-only list, in the
        library's order; at a roll, the faces the die may show."""
        handle = self._h
        return _lib.read_moves(
            lambda buf, cap: cast(int, _c.sky_highrise_legal_moves(handle, buf, cap)),
            _Move, MAX_MOVES, _move_of)

    def undo(self) -> None:
        """Takes back the last step."""
        _c.sky_highrise_undo(self._h)

    # Scores.

    def scores(self) -> list[int]:
        """Each player's score: tile points so far, the final score
        (HR-18) once over; the highest wins."""
        out = (ctypes.c_int * MAX_PLAYERS)()
        n = _c.sky_highrise_scores(self._h, out, MAX_PLAYERS)
        return list(out[:n])

    def buildings(self, player: int) -> int:
        """Completed buildings so far; the final count (HR-22) once over."""
        return cast(int, _c.sky_highrise_buildings(self._h, c_int(player, "player")))

    def winners(self) -> list[int]:
        """Once over: the winning players (HR-18)."""
        mask = ctypes.c_uint()
        _c.sky_highrise_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    def scenarios(self, player: int = 0) -> list[str]:
        """Once over: the names of the scenarios the player met (HR-19)."""
        met = ctypes.c_uint()
        _c.sky_highrise_scenarios(self._h, c_int(player, "player"), ctypes.byref(met))
        return _scenario_names(met.value)

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The game record (nothing is hidden in Skyline: every viewer
        sees the same)."""
        return _lib.view_text(self, _c.sky_highrise_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Highrise:
        """Replays a record; ParseError.offset locates a bad token."""
        handle = _Handle()
        offset = ctypes.c_size_t()
        status = _c.sky_highrise_read(_lib.c_string(text, "text"), ctypes.byref(handle),
                                      ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the game (the same for every viewer)."""
        return _lib.view_text(self, _c.sky_highrise_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Highrise closed>"
        who = self.to_move
        return "<skyline.Highrise players=%d round=%d/%d phase=%s%s>" % (
            self.players, self.round + 1, self.rounds, self.phase.name.lower(),
            "" if who is None else " chance" if who == CHANCE
            else " to_move=%d" % who)

    # Players.

    def bot_move(self, bot: Bot | int | str, rng: Rng | int) -> Move:
        """The step a built-in player would take now (not played); at a
        roll, a roll sampled from `rng` with the true odds."""
        out = _Move()
        _lib.bot_call(_c.sky_highrise_bot_move, self._h, bot, rng, out)
        return _py_move(out)

    def advise(self, rng: Rng | int | None = None) -> tuple[Move, float]:
        """Solo: (the advisor's step, the final score it expects).  The
        advisor draws nothing: `rng` may be None."""
        out = _Move()
        expected = ctypes.c_double()
        rng_ref = None if rng is None else as_rng(rng).byref()
        _c.sky_highrise_advise(self._h, rng_ref, ctypes.byref(out), ctypes.byref(expected))
        return _py_move(out), expected.value
