"""The generic game layer: any libskyline game behind one interface.

Actions are small ints (``0 .. action_count - 1``); every method that
takes an action also accepts its notation string.  Chance events are
explicit: :attr:`Game.current` is None and :attr:`Game.is_chance` True
when one is due.  See sky_game(3).
"""

import ctypes

from . import _lib
from ._lib import SkylineError, as_rng, bot_id, c_int

_c = _lib.lib


class _Option(ctypes.Structure):
    _fields_ = [("key", ctypes.c_char_p), ("default_value", ctypes.c_int),
                ("min", ctypes.c_int), ("max", ctypes.c_int),
                ("help", ctypes.c_char_p)]


class _GameType(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("name", ctypes.c_char_p),
                ("long_name", ctypes.c_char_p),
                ("min_players", ctypes.c_int), ("max_players", ctypes.c_int),
                ("chance", ctypes.c_int), ("hidden", ctypes.c_int),
                ("score_order", ctypes.c_int), ("cooperative", ctypes.c_int),
                ("action_count", ctypes.c_int),
                ("max_game_length", ctypes.c_int),
                ("option_count", ctypes.c_int),
                ("options", ctypes.POINTER(_Option))]


def _game_type(index):
    info = _GameType()
    _c.sky_game_info(index, ctypes.byref(info), ctypes.sizeof(info))
    return info


def games():
    """The names of the games this library knows, e.g. ['cityscape']."""
    return [_lib.from_c(_game_type(i).name)
            for i in range(_c.sky_game_count())]


def _options_text(options):
    """None, a "key=value ..." string, or a mapping of keys to values."""
    if options is None or isinstance(options, (str, bytes)):
        return options
    return " ".join("%s=%s" % (key, value) for key, value in options.items())


class Game(_lib.Handle):
    """One game of any kind, by name: ``Game("cityscape", "players=3")``.

    `options` is None, a string of space-separated key=value pairs, or a
    dict of them.  The handle is freed by :meth:`close`, by leaving a
    ``with`` block or when the object is collected.
    """

    _handle_type = _lib.GameHandle
    _free_name = "sky_game_free"
    _clone_name = "sky_game_clone"

    def __init__(self, name, options=None):
        options = _options_text(options)
        handle = _lib.GameHandle()
        _c.sky_game_new(_lib.c_string(name, "name"),
                        None if options is None
                        else _lib.c_string(options, "options"),
                        ctypes.byref(handle))
        self._adopt(handle)

    # The state.

    @property
    def name(self):
        """The game's name, e.g. "cityscape"."""
        return _lib.from_c(_c.sky_game_name(self._h))

    @property
    def players(self):
        """The number of players."""
        return _c.sky_game_players(self._h)

    def _current(self):
        status = _c.sky_game_to_move(self._h)
        if status < 0 and status not in (_lib.ECHANCE, _lib.EOVER):
            raise SkylineError(status)
        return status

    @property
    def current(self):
        """The player to decide, or None at a chance event or when over."""
        status = self._current()
        return status if status >= 0 else None

    @property
    def is_chance(self):
        """True when a chance event is due (see chance_outcomes)."""
        return self._current() == _lib.ECHANCE

    @property
    def is_over(self):
        """True once the game has ended."""
        return bool(_c.sky_game_is_over(self._h))

    @property
    def action_count(self):
        """Actions are 0 .. action_count - 1."""
        return _c.sky_game_action_count(self._h)

    # Actions.

    def _action(self, action):
        if isinstance(action, (str, bytes)):
            return self.action_from_string(action)
        return c_int(action, "action")

    def legal_actions(self):
        """The legal actions, ascending."""
        handle = self._h
        return _lib.read_array(
            lambda actions, cap: _c.sky_game_legal_actions(handle, actions,
                                                           cap),
            ctypes.c_int, 128)

    def check(self, action):
        """Returns None if `action` is legal now, else raises SkylineError
        with the game's specific reason."""
        _c.sky_game_check(self._h, self._action(action))

    def is_legal(self, action):
        """True if `action` is legal now; False for anything the library
        rejects, a notation it cannot read included."""
        try:
            self.check(action)
        except SkylineError:
            return False
        return True

    def apply(self, action):
        """Plays an action (an int or its notation)."""
        _c.sky_game_apply(self._h, self._action(action))

    def undo(self):
        """Takes back the last action."""
        _c.sky_game_undo(self._h)

    def chance_outcomes(self):
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

    def action_to_string(self, action):
        """The notation of `action` in the current state."""
        handle, action = self._h, c_int(action, "action")
        return _lib.read_text(
            lambda buf, cap: _c.sky_game_action_to_string(handle, action,
                                                          buf, cap), 32)

    def action_from_string(self, text):
        """The action written as `text` in the current state."""
        action = ctypes.c_int()
        _c.sky_game_action_from_string(self._h, _lib.c_string(text, "action"),
                                       ctypes.byref(action))
        return action.value

    # Scores.

    def scores(self):
        """Each player's score so far (final once over)."""
        handle = self._h
        return _lib.read_array(
            lambda scores, cap: _c.sky_game_scores(handle, scores, cap),
            ctypes.c_int, self.players)

    def winners(self):
        """When over: the winning players (ties share the win)."""
        mask = ctypes.c_uint()
        _c.sky_game_winners(self._h, ctypes.byref(mask))
        return _lib.winner_list(mask.value, self.players)

    # Text.

    def to_text(self, viewer=None):
        """The game's record as `viewer` may see it (None: everything)."""
        handle = self._h
        view = _lib.viewer_arg(viewer)
        return _lib.read_text(
            lambda buf, cap: _c.sky_game_write(handle, view, buf, cap))

    @classmethod
    def from_text(cls, text):
        """A game from its record (the game is detected from the text);
        SkylineError.offset locates a bad token."""
        handle = _lib.GameHandle()
        offset = ctypes.c_size_t()
        status = _c.sky_game_read(_lib.c_string(text, "text"),
                                  ctypes.byref(handle), ctypes.byref(offset))
        if status < 0:
            raise SkylineError(status, offset=offset.value)
        return cls._wrap(handle)

    def render(self, viewer=None):
        """A picture of the state as `viewer` may see it."""
        handle = self._h
        view = _lib.viewer_arg(viewer)
        return _lib.read_text(
            lambda buf, cap: _c.sky_game_render(handle, view, buf, cap))

    def __str__(self):
        return self.render()

    def __repr__(self):
        if not self._handle:
            return "<Game closed>"
        return "<Game %s players=%d>" % (self.name, self.players)

    def bot_action(self, bot, rng):
        """The action a built-in bot would take now (not applied).

        `bot` is a :class:`skyline.Bot`, an int or 'random'/'greedy';
        `rng` an :class:`skyline.Rng` (advanced in place) or an int seed.
        """
        rng = as_rng(rng)
        action = ctypes.c_int()
        _c.sky_game_bot_action(self._h, bot_id(bot), rng.byref(),
                               ctypes.byref(action))
        return action.value
