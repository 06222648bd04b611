"""libskyline benchmark from Python: a program, not a test.

Prints one JSON object with, per game the library knows, the rate of
random full games played from Python three ways:

- ``game_random_games_per_s``: through :class:`skyline.Game`, the legal
  actions as a list (``legal_actions()``);
- ``game_array_random_games_per_s``: the same, the legal actions written
  into one reused ``array('i')`` (``legal_actions_array()``);
- ``class_random_games_per_s``: through the game's own class
  (``skyline.Cathedral`` ...), ``legal_moves()`` and ``play(move)``.

``class_slowdown`` is the Game rate over the class rate.  Every game
starts from its default options; each move is drawn uniformly from the
legal ones, chance outcomes included, as tests/bench/bench.c does.
Rates are games per second of the measuring thread's CPU time, the
median of three trials.  Usage: bench.py [seconds-per-measurement]
(default 1.0); run by ``make bench`` with the library just built
(SKYLINE_LIBRARY).
"""

import json
import platform
import random
import sys
import time
from array import array

import skyline

TRIALS = 3


def game_list_play(name, chooser):
    game = skyline.Game(name)
    while not game.is_over:
        actions = game.legal_actions()
        game.apply(actions[chooser.randrange(len(actions))])
    game.close()


def game_array_play(name, chooser, actions=array("i")):
    game = skyline.Game(name)
    while not game.is_over:
        game.legal_actions_array(actions)
        game.apply(actions[chooser.randrange(len(actions))])
    game.close()


def class_play(name, chooser):
    # The module of each game is named after it, its class capitalized
    # (HACKING.md); the class replays the generic game's fresh record, so
    # both start from the same options.
    cls = getattr(skyline, name.capitalize())
    game = cls.from_text(skyline.Game(name).to_text())
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[chooser.randrange(len(moves))])
    game.close()


def one_rate(seconds, play, name, chooser):
    start = time.thread_time()
    games = 0
    while True:
        play(name, chooser)
        games += 1
        elapsed = time.thread_time() - start
        if elapsed >= seconds:
            return games / elapsed


def rate(seconds, play, name):
    """The median of TRIALS runs, each of `seconds` / TRIALS of CPU time."""
    chooser = random.Random(2026)
    rates = sorted(one_rate(seconds / TRIALS, play, name, chooser)
                   for _ in range(TRIALS))
    return rates[TRIALS // 2]


def measure(name, seconds):
    through_game = rate(seconds, game_list_play, name)
    through_array = rate(seconds, game_array_play, name)
    through_class = rate(seconds, class_play, name)
    return {
        "game_random_games_per_s": round(through_game, 1),
        "game_array_random_games_per_s": round(through_array, 1),
        "class_random_games_per_s": round(through_class, 1),
        "class_slowdown": round(through_game / through_class, 2),
    }


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 1.0
    if seconds <= 0:
        seconds = 1.0
    report = {
        "library": "libskyline %s" % skyline.version(),
        "python": platform.python_version(),
        "seconds_per_measurement": seconds,
    }
    for name in skyline.games():
        report[name] = measure(name, seconds)
    json.dump(report, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main(sys.argv)
