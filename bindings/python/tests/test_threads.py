"""The thread guard: no Python code may crash the interpreter.

ctypes releases the GIL inside every library call, so without a guard a
thread could free a handle (close(), or the last reference going away)
while another thread is inside a call on it.  Every public method of a
handle holds the object's lock; these tests race close() against calls
and calls against each other.  The race runs in a child interpreter, so
that a crash shows as a failed test instead of ending the suite.
"""

import os
import subprocess
import sys
import textwrap
import threading
import unittest

import skyline
from skyline import Cathedral, Game, Sprawl

RACE = textwrap.dedent("""
    import sys, threading
    import skyline

    failures = []

    def hammer(game, stop):
        # Calls until the game is closed under it: ValueError, never a crash.
        rng = skyline.Rng(1)
        try:
            while not stop.is_set():
                moves = game.legal_moves()
                game.to_text()
                game.bot_move("random", rng)
                try:
                    game.play(moves[0])
                    game.undo()
                except skyline.SkylineError:
                    pass        # the other worker moved in between
                game.clone().close()
        except ValueError as exc:
            if "closed" not in str(exc):
                failures.append(repr(exc))

    makers = [lambda: skyline.Cathedral(), lambda: skyline.Sprawl(seed=3),
              lambda: skyline.Highrise(players=4), lambda: skyline.Cityscape(),
              lambda: skyline.Skyscrapers(players=3)]
    for round in range(int(sys.argv[1])):
        game = makers[round % len(makers)]()
        stop = threading.Event()
        workers = [threading.Thread(target=hammer, args=(game, stop))
                   for _ in range(2)]
        for worker in workers:
            worker.start()
        for _ in range(round % 7):
            game.legal_moves()          # lets the workers get going
        game.close()
        stop.set()
        for worker in workers:
            worker.join()
    print(failures or "survived")
""")


class CloseRaceTest(unittest.TestCase):

    def test_close_while_other_threads_call(self):
        # glibc fills freed memory with this byte: a call on a freed
        # handle then reads garbage and crashes, where stale contents
        # could let it pass unnoticed.  Without the guard it does crash.
        env = dict(os.environ, MALLOC_PERTURB_="165")
        child = subprocess.run([sys.executable, "-c", RACE, "300"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=env, timeout=600, universal_newlines=True)
        self.assertEqual((child.returncode, child.stdout.strip()),
                         (0, "survived"), child.stderr[-2000:])

    def test_close_waits_for_a_call_under_way(self):
        game = Cathedral()
        closer = threading.Thread(target=game.close)
        with game.lock:                 # what every call holds
            closer.start()
            closer.join(0.2)
            self.assertTrue(closer.is_alive())
            self.assertFalse(game.closed)
            game.legal_moves()          # the handle is still good
        closer.join()
        self.assertTrue(game.closed)
        with self.assertRaises(ValueError):
            game.legal_moves()


class SharedObjectTest(unittest.TestCase):

    def test_calls_from_two_threads_take_turns(self):
        game = Sprawl(players=2, seed=11)
        for _ in range(9):
            game.draw()
        start = game.to_text()
        errors = []

        def play_and_undo():
            try:
                for _ in range(300):
                    with game.lock:     # a pair that must not interleave
                        game.play(game.legal_moves()[0])
                        game.undo()
                    game.legal_moves()
                    game.to_text()
            except Exception as exc:    # reported below, not lost
                errors.append(exc)

        workers = [threading.Thread(target=play_and_undo) for _ in range(3)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        self.assertEqual(errors, [])
        self.assertEqual(game.to_text(), start)

    def test_game_objects_are_guarded_too(self):
        game = Game("cathedral")
        closer = threading.Thread(target=game.close)
        with game.lock:
            closer.start()
            closer.join(0.2)
            self.assertEqual(len(game.legal_actions_array()), 224)
        closer.join()
        self.assertTrue(game.closed)

    def test_every_public_method_is_guarded(self):
        for cls in (skyline.Cityscape, skyline.Sprawl, skyline.Highrise,
                    skyline.Skyscrapers, skyline.Cathedral, Game):
            for name in dir(cls):
                if name.startswith("_") or name in ("from_text",):
                    continue
                member = getattr(cls, name)
                if isinstance(member, property):
                    member = member.fget
                if callable(member) and hasattr(member, "__wrapped__"):
                    continue
                with self.subTest(cls=cls.__name__, name=name):
                    self.assertFalse(callable(member)
                                     and not isinstance(member, type),
                                     "%s.%s is not guarded" % (cls.__name__,
                                                               name))


if __name__ == "__main__":
    unittest.main()
