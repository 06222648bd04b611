"""libskyline from Python: referees for city-building board games.

A ctypes binding to the C library (standard library only).  The shared
library is found through $SKYLINE_LIBRARY, the installed libdir, or the
soname ``libskyline.so.1`` (see skyline._lib).

    >>> import skyline
    >>> match = skyline.Cityscape(players=2)
    >>> match.set_goals("S", [1, 2, 3, 4])

Every negative status from the library raises :class:`SkylineError`.
"""

from ._lib import (Bot, Rng, SkylineError, status_name, strerror, version,
                   version_hex)
from .cityscape import (Cityscape, Move, Phase, Side, format_move, line_score,
                        parse_move, visible)
from .game import Game, GameInfo, game_info, games
from .series import Result, play_out, play_series
from . import highrise
from .highrise import Highrise
from . import sprawl
from .sprawl import Sprawl
from . import skyscrapers
from .skyscrapers import Skyscrapers
from . import cathedral
from .cathedral import Cathedral

__version__ = version()

__all__ = [
    "Bot", "Cityscape", "Game", "GameInfo", "game_info", "Move", "Phase", "Rng", "Side",
    "Result", "play_out", "play_series",
    "SkylineError", "format_move", "games", "line_score", "parse_move",
    "status_name", "strerror", "version", "version_hex", "visible",
    "Highrise", "highrise",
    "Sprawl", "sprawl",
    "Skyscrapers", "skyscrapers",
    "Cathedral", "cathedral",
]
