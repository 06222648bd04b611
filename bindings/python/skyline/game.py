"""The generic game layer: any libskyline game behind one interface.

Actions are small ints (``0 .. action_count - 1``); every method that
takes an action also accepts its notation string.  Chance events are
explicit: :attr:`Game.current` is None and :attr:`Game.is_chance` True
when one is due.  Every game describes itself: :func:`game_info`.
See sky_game(3).

For AI loops, :meth:`Game.legal_actions_array` fills a reused
``array('i')`` with the legal actions in one call, without a Python
object per action, and :meth:`Game.observation` the floats a learning
agent sees (sky_game_observation(3)) into an ``array('f')``.
"""

from __future__ import annotations

import ctypes
import enum
from array import array
from typing import (TYPE_CHECKING, Any, List, Mapping, NamedTuple, Tuple,
                    Union, cast)

from . import _lib
from ._lib import Bot, Rng, SkylineError, as_rng, c_int

_c = _lib.lib

# legal_actions_array's smallest buffer: most positions list fewer.
_ACTIONS_MIN = 256

Options = Union[None, str, bytes, Mapping[str, int]]

if TYPE_CHECKING:
    _IntArray = array[int]
    _FloatArray = array[float]
else:
    # array takes no type parameter at runtime before Python 3.12.
    _IntArray = _FloatArray = array

# sky_game_legal_actions again, taking the address of an array's buffer.
_legal_actions_into = _c["sky_game_legal_actions"]
_legal_actions_into.argtypes = [_lib.GameHandle, ctypes.c_void_p,
                                ctypes.c_size_t]
_legal_actions_into.restype = ctypes.c_int
_legal_actions_into.errcheck = _c.sky_game_legal_actions.errcheck


# sky_game_observation, taking the address of an array's buffer.
_observation_into = _c["sky_game_observation"]
_observation_into.argtypes = [_lib.GameHandle, ctypes.c_int,
                              ctypes.c_void_p, ctypes.c_size_t]
_observation_into.restype = ctypes.c_int
_observation_into.errcheck = _c.sky_game_observation.errcheck


# One float zero: `_ZERO * n` makes n of them in one allocation.
_ZERO = array("f", [0.0])


def _fill_actions(handle: Any, out: _IntArray, cap: int) -> int:
    """Grows `out` to `cap` ints and lets the library fill it; the count."""
    if len(out) < cap:
        out.frombytes(bytes((cap - len(out)) * out.itemsize))
    # The exported view pins the buffer: no thread can resize it under C.
    with memoryview(out):
        return cast(int, _legal_actions_into(handle, out.buffer_info()[0],
                                             cap))


class Chance(enum.IntEnum):
    """enum sky_chance: whether a game has chance events."""
    NONE = 0
    EXPLICIT = 1


class ScoreOrder(enum.IntEnum):
    """enum sky_score_order: how scores decide a game."""
    HIGH = 0        # the highest score wins
    LOW = 1         # the lowest score wins (Cathedral)
    TARGET = 2      # one team score against a target (Sprawlopolis)

    _c_prefix_: str     # for type checkers: Enum refuses a _sunder_ value


# The C names are SKY_SCORE_HIGH ...: said for tests/test_layout.py.
ScoreOrder._c_prefix_ = "SKY_SCORE_"


GameOption = NamedTuple("GameOption", [("key", str), ("default", int),
                                       ("min", int), ("max", int),
                                       ("help", str)])
GameOption.__doc__ = """One integer option of a game: its key, default and
inclusive range, and a line of help."""


class GameInfo(NamedTuple(
        "GameInfo", [("name", str), ("long_name", str),
                     ("min_players", int), ("max_players", int),
                     ("chance", Chance), ("hidden", bool),
                     ("score_order", ScoreOrder), ("cooperative", bool),
                     ("action_count", int), ("max_game_length", int),
                     ("options", List[GameOption]),
                     ("observation_size", int),
                     ("observation_board", Tuple[int, int, int])])):
    """What a game is (sky_game_info(3)): names, players, chance, hidden
    information, score order, bounds on actions, and its options.

    ``observation_size`` is the number of floats of
    :meth:`Game.observation`, the same for every option, and
    ``observation_board`` the tuple (planes, rows, cols) of the board
    they start with, (0, 0, 0) for a game without a grid
    (sky_game_observation(3)).
    """
    __slots__ = ()


class _Option(ctypes.Structure):
    _c_name_ = "sky_game_option"
    _fields_ = [("key", ctypes.c_char_p), ("default_value", ctypes.c_int),
                ("min", ctypes.c_int), ("max", ctypes.c_int),
                ("help", ctypes.c_char_p)]


class _GameType(ctypes.Structure):
    _c_name_ = "sky_game_type"
    _fields_ = [("size", ctypes.c_size_t), ("name", ctypes.c_char_p),
                ("long_name", ctypes.c_char_p),
                ("min_players", ctypes.c_int), ("max_players", ctypes.c_int),
                ("chance", ctypes.c_int), ("hidden", ctypes.c_int),
                ("score_order", ctypes.c_int), ("cooperative", ctypes.c_int),
                ("action_count", ctypes.c_int),
                ("max_game_length", ctypes.c_int),
                ("option_count", ctypes.c_int),
                ("options", ctypes.POINTER(_Option)),
                ("observation_size", ctypes.c_int),
                ("observation_planes", ctypes.c_int),
                ("observation_rows", ctypes.c_int),
                ("observation_cols", ctypes.c_int)]


def _game_type(index: int) -> _GameType:
    info = _GameType()
    _c.sky_game_info(index, ctypes.byref(info), ctypes.sizeof(info))
    return info


def games() -> list[str]:
    """The names of the games this library knows, e.g. ['cityscape']."""
    return [_lib.from_c(_game_type(i).name)
            for i in range(_c.sky_game_count())]


def _info(index: int) -> GameInfo:
    t = _game_type(index)
    options = [GameOption(_lib.from_c(o.key), o.default_value, o.min, o.max,
                          _lib.from_c(o.help))
               for o in t.options[:t.option_count]]
    return GameInfo(_lib.from_c(t.name), _lib.from_c(t.long_name),
                    t.min_players, t.max_players, Chance(t.chance),
                    bool(t.hidden), ScoreOrder(t.score_order),
                    bool(t.cooperative), t.action_count, t.max_game_length,
                    options, t.observation_size,
                    (t.observation_planes, t.observation_rows,
                     t.observation_cols))


def game_info(name: str) -> GameInfo:
    """The :class:`GameInfo` of the game called `name`.

    Raises SkylineError (SKY_EUNKNOWN) for an unknown name, whose
    message lists the games there are.
    """
    c_name = _lib.c_string(name, "name")
    index = _c.sky_game_find(c_name)
    if index < 0:
        raise _lib.explained(_lib.error(index),
                             creation_problem(index, c_name, None))
    return _info(index)


def _options_text(options: Options) -> str | bytes | None:
    """None, a "key=value ..." string, or a mapping of keys to values."""
    if options is None or isinstance(options, (str, bytes)):
        return options
    return " ".join("%s=%d" % (key, c_int(value, key))
                    for key, value in options.items())


# Room for any sentence of sky_game_explain_options (game.h).
EXPLAIN_OPTIONS_SIZE = 1024


def creation_problem(code: int, name: bytes,
                     options: bytes | None) -> str | None:
    """Why creating a game of `name` with `options` (the bytes given to
    the library) failed with `code`, in the library's words
    (sky_game_explain_options): the unknown game, or the pair refused
    and what would be right.  None if the game and options are not at
    fault, as when a series was refused for its players."""
    why = ctypes.create_string_buffer(EXPLAIN_OPTIONS_SIZE)
    status = _c.sky_game_explain_options(name, options, why, len(why))
    return _lib.from_c(why.value) if status == code and why.value else None


class Game(_lib.Handle):
    """One game of any kind, by name: ``Game("cityscape", "players=3")``.

    `options` is None, a string of space-separated key=value pairs, or a
    dict of them; :attr:`GameInfo.options` lists each game's keys and
    ranges.  An unknown game raises SkylineError (SKY_EUNKNOWN) listing
    the games, a bad option SkylineError naming the pair and why: an
    unknown key (SKY_EOPTION, with the game's keys), a value that is not
    an integer (SKY_EOPTION) or out of its range (SKY_ERANGE, with the
    range), or values the game refuses together, in the library's words
    (sky_game_explain_options).  The handle is freed by :meth:`close`, by leaving a
    ``with`` block or when the object is collected.
    """

    _handle_type = _lib.GameHandle
    _free_name = "sky_game_free"
    _clone_name = "sky_game_clone"

    def __init__(self, name: str, options: Options = None) -> None:
        options = _options_text(options)
        c_name = _lib.c_string(name, "name")
        if options is not None:
            options = _lib.c_string(options, "options")
        handle = _lib.GameHandle()
        with _lib.Explain(creation_problem, c_name, options):
            _c.sky_game_new(c_name, options, ctypes.byref(handle))
        self._adopt(handle)

    # The state.

    @property
    def name(self) -> str:
        """The game's name, e.g. "cityscape"."""
        # Never NULL for an open game.
        return _lib.from_c(cast(bytes, _c.sky_game_name(self._h)))

    @property
    def info(self) -> GameInfo:
        """The :class:`GameInfo` of this game's kind."""
        return _info(_c.sky_game_index(self._h))

    @property
    def players(self) -> int:
        """The number of players."""
        return cast(int, _c.sky_game_players(self._h))

    @property
    def round(self) -> int:
        """Rounds completed: 0 in the first, all of them once over."""
        return cast(int, _c.sky_game_round(self._h))

    def _current(self) -> int:
        status: int = _c.sky_game_to_move(self._h)
        if status < 0 and status not in (_lib.ECHANCE, _lib.EOVER):
            raise _lib.error(status)
        return status

    @property
    def current(self) -> int | None:
        """The player to decide, or None at a chance event or when over."""
        status = self._current()
        return status if status >= 0 else None

    @property
    def is_chance(self) -> bool:
        """True when a chance event is due (see chance_outcomes)."""
        return self._current() == _lib.ECHANCE

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return bool(_c.sky_game_is_over(self._h))

    @property
    def action_count(self) -> int:
        """Actions are 0 .. action_count - 1."""
        return cast(int, _c.sky_game_action_count(self._h))

    # Actions.

    def _action(self, action: int | str | bytes) -> int:
        if isinstance(action, (str, bytes)):
            return self.action_from_string(action)
        if type(action) is int and _lib.INT_MIN <= action <= _lib.INT_MAX:
            return action   # the common case, without a call more
        return c_int(action, "action")

    def _action_problem(self, code: int, action: int) -> str | None:
        """Why SKY_ERANGE refused `action`, or None if it is in range."""
        count = _c.sky_game_action_count(self._h)
        if code != _lib.ERANGE or 0 <= action < count:
            return None
        return ("action %d is out of range: actions are %s, and "
                "legal_actions() lists those legal now"
                % (action, _lib.span(0, count - 1)))

    def legal_actions(self) -> list[int]:
        """The legal actions, ascending."""
        handle = self._h
        return _lib.read_array(
            lambda actions, cap: cast(int, _c.sky_game_legal_actions(
                handle, actions, cap)),
            ctypes.c_int, 128)

    def legal_actions_array(self, out: _IntArray | None = None) -> _IntArray:
        """The legal actions, ascending, in an ``array('i')``.

        Fills `out` (an ``array('i')``, resized to the count) or a new
        array, and returns it: one library call writes straight into the
        array's buffer, no Python int is made per action.  Reuse one
        array across calls to avoid allocating; it also serves
        ``memoryview(out)`` or ``numpy.frombuffer(out, numpy.intc)``.
        """
        if out is None:
            out = array("i")
        elif not isinstance(out, array) or out.typecode != "i":
            raise TypeError("out must be an array('i')")
        handle = self._h
        count = _fill_actions(handle, out, max(len(out), _ACTIONS_MIN))
        if count > len(out):
            count = _fill_actions(handle, out, count)
        del out[count:]
        return out

    def check(self, action: int | str) -> None:
        """Returns None if `action` is legal now, else raises SkylineError
        with the game's specific reason (SKY_ERANGE, saying the range,
        for an action out of ``0 .. action_count - 1``)."""
        action = self._action(action)
        try:
            _c.sky_game_check(self._h, action)
        except SkylineError as exc:
            raise _lib.explained(exc, self._action_problem(exc.code,
                                                           action)) from None

    def is_legal(self, action: int | str) -> bool:
        """True if `action` is legal now; False for anything the library
        rejects, a notation it cannot read included."""
        try:
            self.check(action)
        except SkylineError:
            return False
        return True

    def apply(self, action: int | str) -> None:
        """Plays an action (an int or its notation); raises as
        :meth:`check` does for one that is not legal now."""
        action = self._action(action)
        try:
            _c.sky_game_apply(self._h, action)
        except SkylineError as exc:
            raise _lib.explained(exc, self._action_problem(exc.code,
                                                           action)) from None

    def undo(self) -> None:
        """Takes back the last action."""
        _c.sky_game_undo(self._h)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance event: a list of (action, probability); raises
        SkylineError SKY_ECHANCE at a decision."""
        handle, cap = self._h, 64
        while True:
            actions = (ctypes.c_int * cap)()
            odds = (ctypes.c_double * cap)()
            count = _c.sky_game_chance_outcomes(handle, actions, odds, cap)
            if count <= cap:
                return list(zip(actions[:count], odds[:count]))
            cap = count

    def action_to_string(self, action: int) -> str:
        """The notation of `action` in the current state."""
        handle, action = self._h, c_int(action, "action")
        with _lib.Explain(self._action_problem, action):
            return _lib.read_text(
                lambda buf, cap: cast(int, _c.sky_game_action_to_string(
                    handle, action, buf, cap)), 32)

    def action_from_string(self, text: str | bytes) -> int:
        """The action written as `text` in the current state."""
        action = ctypes.c_int()
        _c.sky_game_action_from_string(self._h, _lib.c_string(text, "action"),
                                       ctypes.byref(action))
        return action.value

    # Scores.

    def scores(self) -> list[int]:
        """Each player's score so far (final once over)."""
        handle = self._h
        return _lib.read_array(
            lambda scores, cap: cast(int, _c.sky_game_scores(handle, scores,
                                                             cap)),
            ctypes.c_int, self.players)

    def winners(self) -> list[int]:
        """When over: the winning players (ties share the win)."""
        mask = ctypes.c_uint()
        _c.sky_game_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Observations.

    def observation(self, viewer: int | None = None,
                    out: _FloatArray | None = None) -> _FloatArray:
        """What `viewer` may see now, as floats for a learning agent.

        The floats are laid out per game as sky_game_observation(3)
        says, always :attr:`GameInfo.observation_size` of them, the board
        first (:attr:`GameInfo.observation_board`), players viewer first.
        `viewer` is a player, or None for everything (the referee's
        view, hidden goals and hands included).  Fills `out` (an
        ``array('f')``, resized to the size) or a new array, and returns
        it: one library call writes straight into the array's buffer.
        With NumPy, ``numpy.frombuffer(obs, numpy.float32)`` views it
        without a copy.  Raises SkylineError (SKY_ERANGE, a ValueError)
        for a viewer who is not a player, saying who may view.
        """
        if out is not None and (not isinstance(out, array)
                                or out.typecode != "f"):
            raise TypeError("out must be an array('f')")
        handle, view = self._h, _lib.viewer_arg(viewer)
        with _lib.Explain(_lib.viewer_problem, view, self):
            size = _observation_into(handle, view, None, 0)
        if out is None:
            out = _ZERO * size
        elif len(out) != size:
            del out[size:]
            out.extend(_ZERO * (size - len(out)))
        # The exported view pins the buffer: no thread can resize it under C.
        with memoryview(out):
            _observation_into(handle, view, out.buffer_info()[0], size)
        return out

    # Text.

    def to_text(self, viewer: int | None = None) -> str:
        """The game's record as `viewer` may see it (None: everything)."""
        return _lib.view_text(self, _c.sky_game_write, viewer)

    @classmethod
    def from_text(cls, text: str | bytes) -> Game:
        """A game from its record (the game is detected from the text);
        SkylineError.offset locates a bad token."""
        handle = _lib.GameHandle()
        offset = ctypes.c_size_t()
        status = _c.sky_game_read(_lib.c_string(text, "text"),
                                  ctypes.byref(handle), ctypes.byref(offset))
        if status < 0:
            raise _lib.read_error(status, offset.value)
        return cls._wrap(handle)

    def render(self, viewer: int | None = None) -> str:
        """A picture of the state as `viewer` may see it."""
        return _lib.view_text(self, _c.sky_game_render, viewer)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        if not self._handle:
            return "<skyline.Game closed>"
        if self.is_over:
            state = "over"
        elif self.is_chance:
            state = "chance"
        else:
            # Neither over nor at a chance event: a player is to move.
            state = "to_move=%d" % cast(int, self.current)
        return "<skyline.Game %s players=%d round=%d %s>" % (
            self.name, self.players, self.round, state)

    def bot_action(self, bot: Bot | int | str, rng: Rng | int) -> int:
        """The action a built-in bot would take now (not applied).

        `bot` is a :class:`skyline.Bot`, an int or 'random'/'greedy'/'search';
        `rng` an :class:`skyline.Rng` (advanced in place) or an int seed.
        An int the library knows no bot of raises SkylineError
        (SKY_ERANGE) listing the bots.
        """
        action = ctypes.c_int()
        _lib.bot_call(_c.sky_game_bot_action, self._h, bot, rng, action)
        return action.value

    def search(self, rng: Rng | int, iterations: int = 1000,
               seconds: float = 0.0, exploration: float | None = None,
               rollout: int = -1, cutoff: int = -1) -> int:
        """The tree search's action now (not applied; sky_search(3)).

        `exploration` None keeps the library's default (-1: by the
        kind of reward).  `cutoff` -1 stops play-outs where the game's
        evaluation says, 0 plays them to the end.  Only an
        iteration budget (seconds=0) is reproducible from `rng`.
        """
        rng = as_rng(rng)
        options = _lib.SearchOptions()
        _c.sky_search_options_init(ctypes.byref(options),
                                   ctypes.sizeof(options))
        options.iterations = c_int(iterations, "iterations")
        options.seconds = float(seconds)
        if exploration is not None:
            options.exploration = float(exploration)
        options.rollout = c_int(rollout, "rollout")
        options.cutoff = c_int(cutoff, "cutoff")
        action = ctypes.c_int()
        _c.sky_game_search(self._h, ctypes.byref(options), rng.byref(),
                           ctypes.byref(action))
        return action.value
