"""libskyline from Python: referees for city-building board games.

A ctypes binding to the C library (standard library only).  The shared
library is found through $SKYLINE_LIBRARY, the installed libdir, or the
soname ``libskyline.so.1`` (see skyline._lib).

    >>> import skyline
    >>> game = skyline.Cityscape(players=2)
    >>> game.play("S:1234")              # the goals of the south side
    >>> game.legal_moves()[0]
    Goals(side=<Side.W: 1>, codes=(1, 1, 1, 1))

What is where.  The top level holds what every game shares: the five
game classes (:class:`Cityscape`, :class:`Sprawl`, :class:`Highrise`,
:class:`Skyscrapers`, :class:`Cathedral`), the generic layer
(:class:`Game`, :func:`games`, :func:`game_info`), the built-in players
(:class:`Bot`, :class:`Rng`), :data:`CHANCE`, and the exceptions.  Each
game's own names (its Move, Phase, notation and pure scorers) live in
its module only: ``skyline.cityscape.line_score``,
``skyline.cathedral.Piece``.

Every game class has the same core, with the same signatures:

- ``play(move, player=None)``, ``check(move, player=None)``,
  ``is_legal(move, player=None)``: `move` is notation or the game's Move;
  `player` defaults to the player to move (:data:`CHANCE` at a chance
  event);
- ``legal_moves()``: a read-only list of the game's Move objects, built
  only when read;
- ``bot_move(bot, rng)``, ``undo()``, ``scores()``, ``winners()``;
- properties ``players``, ``to_move`` (a player, :data:`CHANCE` at a
  chance event, None once over), ``is_over``, ``is_chance``;
- ``to_text(viewer=None)``, ``from_text(text)``, ``render(viewer=None)``;
- ``clone()`` (also ``copy.copy`` and ``copy.deepcopy``), pickling
  (through the record), ``close()`` and ``with`` blocks.

Errors.  A negative status from the library raises :class:`SkylineError`,
a ValueError, or its subclasses :class:`IllegalMoveError`,
:class:`ParseError` (with ``offset``), :class:`PhaseError` and
:class:`TurnError`; ``code`` and ``name`` say which status.  The
message is the library's sentence for the status, except where the
package can tell which argument was refused: then it names it and what
would be right (an unknown game lists the games; an option its key,
the game's keys or the value's range; an action, player, viewer or bot
out of range the valid ones).  The library still decides: what it
accepts, the package accepts.  Every number passed to the library is
checked the same way: a wrong type (a float, a str) raises TypeError, a
number out of range (a negative seed, a player of 2**40) ValueError.

Threads.  Every game object holds a lock during each of its methods and
properties, the library call included: an object may be shared by
threads, whose calls on it take turns, and ``close()`` waits for a call
under way to return (later calls raise ValueError).  Calls on different
objects run in parallel, since ctypes releases the GIL inside the
library.  An :class:`Rng` is not locked: give each thread its own.
"""

from __future__ import annotations

import warnings
from typing import Any

from ._lib import (CHANCE, Bot, IllegalMoveError, ParseError, PhaseError,
                   Rng, SkylineError, TurnError, status_name, strerror,
                   version, version_hex)
from .game import Game, GameInfo, game_info, games
from .series import Player, Result, play_out, play_series
from . import cathedral, cityscape, highrise, skyscrapers, sprawl
from .cathedral import Cathedral
from .cityscape import Cityscape
from .highrise import Highrise
from .skyscrapers import Skyscrapers
from .sprawl import Sprawl

__version__ = version()

__all__ = [
    "CHANCE", "Bot", "Rng", "version", "version_hex", "status_name",
    "strerror",
    "SkylineError", "IllegalMoveError", "ParseError", "PhaseError",
    "TurnError",
    "Game", "GameInfo", "game_info", "games",
    "Cathedral", "Cityscape", "Highrise", "Skyscrapers", "Sprawl",
    "cathedral", "cityscape", "highrise", "skyscrapers", "sprawl",
    "Player", "Result", "play_out", "play_series",
]

# Cityscape's own names were at the top level before 1.1, when it was the
# only game; they still resolve there, with a DeprecationWarning.
_MOVED_TO_CITYSCAPE = ("Move", "Phase", "Side", "format_move", "line_score",
                       "parse_move", "visible")


def __getattr__(name: str) -> Any:
    if name in _MOVED_TO_CITYSCAPE:
        warnings.warn("skyline.%s is skyline.cityscape.%s" % (name, name),
                      DeprecationWarning, stacklevel=2)
        return getattr(cityscape, name)
    raise AttributeError("module 'skyline' has no attribute %r" % name)
