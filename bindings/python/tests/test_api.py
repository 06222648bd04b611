"""What every game class shares: one core API, errors, numbers, copies.

The five classes are checked side by side: the same signatures for the
core methods, the same meaning of to_move / is_chance / is_over, and the
same Python protocols (repr, copy, pickle).
"""

import array
import copy
import inspect
import os
import pickle
import random
import sys
import typing
import unittest
import warnings

import skyline
from skyline import (CHANCE, Cathedral, Cityscape, Game, Highrise,
                     IllegalMoveError, ParseError, PhaseError, SkylineError,
                     Skyscrapers, Sprawl, TurnError, _lib)
from skyline.game import Chance

# Each game's module is named after it and its class is the name
# capitalized (HACKING.md), so a new game is checked here by itself.
CLASSES = [getattr(skyline, name.capitalize()) for name in skyline.games()]


def fresh(cls):
    """A new game of `cls` with the generic layer's default options."""
    return cls.from_text(Game(cls.__name__.lower()).to_text())


def has_chance(cls):
    return skyline.game_info(cls.__name__.lower()).chance != Chance.NONE


CORE_METHODS = ["play", "check", "is_legal", "legal_moves", "bot_move",
                "undo", "scores", "winners", "to_text", "render", "clone",
                "close"]
CORE_PROPERTIES = ["players", "to_move", "is_over", "is_chance", "closed"]


def shape(function):
    """A signature without annotations: names, kinds and defaults."""
    return [(p.name, p.kind, p.default)
            for p in inspect.signature(function).parameters.values()]


def play_randomly(game, seed, steps=None):
    """Plays uniformly chosen legal moves; returns the number played."""
    chooser = random.Random(seed)
    played = 0
    while not game.is_over and (steps is None or played < steps):
        moves = game.legal_moves()
        game.play(moves[chooser.randrange(len(moves))])
        played += 1
    return played


class UniformApiTest(unittest.TestCase):

    def test_core_methods_have_one_signature(self):
        for name in CORE_METHODS:
            shapes = {cls.__name__: shape(getattr(cls, name))
                      for cls in CLASSES}
            with self.subTest(method=name):
                self.assertEqual(len(set(map(repr, shapes.values()))), 1,
                                 shapes)
        for cls in CLASSES:
            self.assertEqual(shape(cls.play)[1:],
                             [("move", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                               inspect.Parameter.empty),
                              ("player", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                               None)])
            self.assertEqual([p[0] for p in shape(cls.from_text)], ["text"])
            self.assertIsInstance(inspect.getattr_static(cls, "from_text"),
                                  classmethod)

    def test_core_properties_everywhere(self):
        for cls in CLASSES:
            for name in CORE_PROPERTIES:
                with self.subTest(cls=cls.__name__, name=name):
                    self.assertIsInstance(inspect.getattr_static(cls, name),
                                          property)

    def test_a_random_game_through_the_core(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                chooser = random.Random(3)
                chances = 0
                while not game.is_over:
                    who = game.to_move
                    self.assertEqual(game.is_chance, who == CHANCE)
                    self.assertTrue(who == CHANCE or 0 <= who < game.players)
                    chances += game.is_chance
                    moves = game.legal_moves()
                    move = moves[chooser.randrange(len(moves))]
                    self.assertTrue(game.is_legal(move))
                    game.check(move, who)
                    game.play(move)
                self.assertIsNone(game.to_move)
                self.assertFalse(game.is_chance)
                self.assertEqual(len(game.scores()), game.players)
                self.assertTrue(set(game.winners()) <= set(range(game.players)))
                self.assertEqual(chances > 0, has_chance(cls))
                with self.assertRaises(PhaseError) as caught:
                    game.play(move)
                self.assertEqual(caught.exception.name, "SKY_EOVER")

    def test_the_player_argument_defaults_to_the_player_to_move(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                play_randomly(game, 1, steps=3)
                move = game.legal_moves()[0]
                twin = game.clone()
                twin.play(move, game.to_move)
                game.play(move)
                self.assertEqual(game.to_text(), twin.to_text())

    def test_bot_moves_are_legal_and_rng_advances(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                rng = skyline.Rng(8)
                for _ in range(6):
                    before = rng.copy()
                    move = game.bot_move("random", rng)
                    self.assertNotEqual(rng, before)
                    self.assertIn(move, game.legal_moves())
                    game.play(move)


class MoveListTest(unittest.TestCase):

    def test_behaves_as_a_read_only_list(self):
        game = Cathedral()
        moves = game.legal_moves()
        items = list(moves)
        self.assertEqual(len(moves), len(items))
        self.assertEqual(moves, items)
        self.assertEqual(items, [moves[i] for i in range(len(moves))])
        self.assertEqual(moves[-1], items[-1])
        self.assertEqual(moves[2:7:2], items[2:7:2])
        self.assertIn(items[5], moves)
        self.assertEqual(repr(moves), repr(items))
        with self.assertRaises(IndexError):
            moves[len(moves)]
        with self.assertRaises(TypeError):
            moves[0] = items[1]

    def test_keeps_the_position_it_was_read_in(self):
        game = Sprawl(seed=2)
        moves = game.legal_moves()
        before = list(moves)
        game.play(moves[0])
        self.assertEqual(list(moves), before)
        self.assertNotEqual(game.legal_moves(), before)

    def test_moves_are_the_game_move_types(self):
        game = Highrise(seed=1)
        move = game.legal_moves()[0]
        self.assertIsInstance(move, skyline.highrise.Move)
        self.assertIsInstance(move.step, skyline.highrise.Step)
        self.assertEqual(str(move), skyline.highrise.format_move(move))


class GameArrayTest(unittest.TestCase):

    def test_legal_actions_array_matches_legal_actions(self):
        game = Game("cathedral")
        out = array.array("i")
        chooser = random.Random(4)
        while not game.is_over:
            same = game.legal_actions_array(out)
            self.assertIs(same, out)
            self.assertEqual(out.tolist(), game.legal_actions())
            game.apply(out[chooser.randrange(len(out))])
        self.assertEqual(len(game.legal_actions_array()), 0)

    def test_grows_a_small_array_and_rejects_others(self):
        game = Game("cityscape")
        out = array.array("i", [7])
        game.legal_actions_array(out)
        self.assertEqual(len(out), 1296)
        self.assertEqual(out.tolist(), game.legal_actions())
        with self.assertRaises(TypeError):
            game.legal_actions_array(array.array("d"))
        with self.assertRaises(TypeError):
            game.legal_actions_array([])


class ProtocolTest(unittest.TestCase):

    def test_copy_clones(self):
        for cls in CLASSES + [Game]:
            with self.subTest(cls=cls.__name__):
                game = Game("cathedral") if cls is Game else fresh(cls)
                if cls is Game:
                    game.apply(game.legal_actions()[0])
                else:
                    play_randomly(game, 2, steps=4)
                for twin in (copy.copy(game), copy.deepcopy(game)):
                    self.assertIsNot(twin, game)
                    self.assertIs(type(twin), cls)
                    self.assertEqual(twin.to_text(), game.to_text())
                    twin.undo()
                    self.assertNotEqual(twin.to_text(), game.to_text())

    def test_pickle_round_trip(self):
        for cls in CLASSES + [Game]:
            with self.subTest(cls=cls.__name__):
                game = Game("sprawl", "players=2") if cls is Game \
                    else fresh(cls)
                if cls is Game:
                    game.apply(game.legal_actions()[0])
                else:
                    play_randomly(game, 5, steps=7)
                again = pickle.loads(pickle.dumps(game))
                self.assertIs(type(again), cls)
                self.assertEqual(again.to_text(), game.to_text())
                game.close()
                with self.assertRaises(ValueError):
                    pickle.dumps(game)

    def test_repr_names_the_class_and_the_state(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                text = repr(game)
                self.assertTrue(text.startswith("<skyline.%s " % cls.__name__),
                                text)
                self.assertTrue("to_move=" in text or "chance" in text, text)
                play_randomly(game, 6)
                self.assertNotIn("to_move", repr(game))
                game.close()
                self.assertEqual(repr(game), "<skyline.%s closed>"
                                 % cls.__name__)

    def test_rng_copies_and_pickles(self):
        rng = skyline.Rng(77)
        rng.next()
        for twin in (copy.copy(rng), pickle.loads(pickle.dumps(rng))):
            self.assertEqual(twin, rng)
            self.assertEqual(twin.next(), rng.copy().next())

    def test_closed_objects_refuse_every_core_call(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                game.close()
                self.assertTrue(game.closed)
                for call in (lambda: game.legal_moves(),
                             lambda: game.to_move, lambda: game.is_chance,
                             lambda: game.clone(), lambda: game.scores()):
                    with self.assertRaises(ValueError):
                        call()
                game.close()


class ErrorTest(unittest.TestCase):

    def test_hierarchy(self):
        for kind in (IllegalMoveError, ParseError, PhaseError, TurnError):
            self.assertTrue(issubclass(kind, SkylineError))
        self.assertTrue(issubclass(SkylineError, ValueError))

    def test_every_status_maps_by_name(self):
        kinds = {"SKY_EPARSE": ParseError, "SKY_EVERSION": ParseError,
                 "SKY_ETURN": TurnError, "SKY_EOVER": PhaseError,
                 "SKY_EPHASE": PhaseError, "SKY_ECHANCE": PhaseError,
                 "SKY_EILLEGAL": IllegalMoveError,
                 "SKY_EOCCUPIED": IllegalMoveError,
                 "SKY_ERANGE": SkylineError, "SKY_EINVAL": SkylineError}
        self.assertEqual(len(_lib.STATUS), -_lib.STATUS["SKY_ESUPPLY"])
        for name, code in _lib.STATUS.items():
            error = _lib.error(code)
            self.assertEqual((error.code, error.name), (code, name))
            self.assertEqual(str(error), skyline.strerror(code))
            if name in kinds:
                self.assertIs(type(error), kinds[name])

    def test_errors_pickle(self):
        error = _lib.read_error(-6, 12)
        again = pickle.loads(pickle.dumps(error))
        self.assertIs(type(again), ParseError)
        self.assertEqual((again.code, again.name, again.offset, str(again)),
                         (error.code, error.name, 12, str(error)))

    def test_the_games_raise_the_subclasses(self):
        cathedral = Cathedral()
        cathedral.play(cathedral.legal_moves()[0])
        taken = cathedral.legal_moves()[0]
        cathedral.play(taken)
        with self.assertRaises(IllegalMoveError) as caught:
            cathedral.play(taken)
        self.assertEqual(caught.exception.name, "SKY_EOCCUPIED")
        city = Cityscape(players=2)
        with self.assertRaises(TurnError):
            city.play("S:1234", 1)
        with self.assertRaises(ValueError):
            city.play("S:1234", 1)
        sprawl = Sprawl()
        with self.assertRaises(PhaseError) as caught:
            sprawl.play("1@0,0", 0)
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")
        with self.assertRaises(ParseError) as caught:
            skyline.cathedral.parse_move("not a move")
        self.assertIsNone(caught.exception.offset)

    def test_from_text_raises_parse_error_with_the_offset(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                text = fresh(cls).to_text()
                bad = text.rstrip("\n") + "\n??\n"
                with self.assertRaises(ParseError) as caught:
                    cls.from_text(bad)
                self.assertIsInstance(caught.exception.offset, int)
                self.assertLessEqual(caught.exception.offset, len(bad))


class NumbersTest(unittest.TestCase):
    """One check for every number: TypeError, else ValueError."""

    def test_seeds(self):
        seeded = [skyline.Rng, lambda seed: Highrise(seed=seed),
                  lambda seed: Sprawl(seed=seed),
                  lambda seed: Skyscrapers(seed=seed)]
        for make in seeded:
            make(0)
            make(2 ** 64 - 1)
            for bad in (-1, 2 ** 64):
                with self.assertRaises(ValueError):
                    make(bad)
            for bad in (1.0, "3", None):
                with self.assertRaises(TypeError):
                    make(bad)
        self.assertNotEqual(Highrise(seed=2 ** 64 - 1).to_text(),
                            Highrise(seed=1).to_text())

    def test_players_and_other_ints(self):
        for cls in CLASSES:
            with self.subTest(cls=cls.__name__):
                game = fresh(cls)
                move = game.legal_moves()[0]
                with self.assertRaises(ValueError):
                    game.play(move, 2 ** 40)
                with self.assertRaises(TypeError):
                    game.play(move, 0.5)
                with self.assertRaises(TypeError):
                    game.bot_move("random", 1.5)
                with self.assertRaises(ValueError):
                    game.bot_move("random", -3)
                with self.assertRaises(ValueError):
                    game.to_text(viewer=-2 ** 40)
        with self.assertRaises(ValueError):
            skyline.Rng(1).below(2 ** 32)
        with self.assertRaises(ValueError):
            Cityscape(players=2 ** 31)
        with self.assertRaises(TypeError):
            Game("highrise", {"players": 1.5})
        with self.assertRaises(ValueError):
            Game("highrise", {"players": 2 ** 40})
        self.assertEqual(Game("highrise", {"players": 3}).players, 3)
        with self.assertRaises(ValueError):
            Highrise().play(skyline.highrise.Move(0, 0, 0, 0, 0, 0,
                                                  (2 ** 40, 0, 0)))
        with self.assertRaises(TypeError):
            Sprawl().play((1, 0, 0, "0"))


class PackageTest(unittest.TestCase):

    def test_top_level_exports(self):
        for name in skyline.__all__:
            self.assertTrue(hasattr(skyline, name), name)
        for cls in CLASSES + [Game]:
            self.assertIs(getattr(skyline, cls.__name__), cls)
            self.assertIn(cls.__name__, skyline.__all__)
        for module in ("cityscape", "sprawl", "highrise", "skyscrapers",
                       "cathedral"):
            self.assertNotIn("Move", skyline.__all__)
            self.assertTrue(hasattr(getattr(skyline, module), "Move"))
            self.assertTrue(hasattr(getattr(skyline, module), "parse_move"))

    def test_moved_names_warn(self):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            self.assertIs(skyline.line_score, skyline.cityscape.line_score)
        self.assertEqual([w.category for w in caught], [DeprecationWarning])
        with self.assertRaises(AttributeError):
            skyline.no_such_name

    def test_public_names_have_docstrings(self):
        modules = [skyline, _lib, skyline.game, skyline.cityscape,
                   skyline.sprawl, skyline.highrise, skyline.skyscrapers,
                   skyline.cathedral]
        missing = []
        for module in modules:
            for name, value in vars(module).items():
                if name.startswith("_") or getattr(value, "__module__",
                                                   None) != module.__name__:
                    continue
                if inspect.isfunction(value) and not value.__doc__:
                    missing.append("%s.%s" % (module.__name__, name))
                if inspect.isclass(value):
                    if not value.__doc__:
                        missing.append("%s.%s" % (module.__name__, name))
                    for attr, member in vars(value).items():
                        if attr.startswith("_"):
                            continue
                        if ((inspect.isfunction(member)
                             or isinstance(member, (property, classmethod)))
                                and not inspect.getdoc(getattr(value, attr))):
                            missing.append("%s.%s.%s" % (module.__name__,
                                                         name, attr))
        self.assertEqual(missing, [])

    def test_typed_marker_is_shipped(self):
        folder = os.path.dirname(skyline.__file__)
        self.assertTrue(os.path.isfile(os.path.join(folder, "py.typed")))

    @unittest.skipIf(sys.version_info < (3, 10), "X | Y hints need 3.10")
    def test_hints_resolve(self):
        # py.typed promises types for all a user calls: the core methods
        # each class has (inherited ones included) and every public
        # function and method of every module, the return type included,
        # resolvable at run time, not only by mypy.
        import skyline.arena
        callables = [getattr(cls, name) for cls in CLASSES
                     for name in CORE_METHODS]
        callables += [Game.apply, Game.legal_actions_array, Game.bot_action]
        modules = [skyline, skyline.arena, skyline.game, skyline.series,
                   _lib] + [getattr(skyline, name) for name in skyline.games()]
        for module in modules:
            for name, value in vars(module).items():
                if (name.startswith("_")
                        or getattr(value, "__module__", None) != module.__name__):
                    continue
                if inspect.isclass(value):
                    callables += [getattr(member, "fget", member)
                                  for key, member in vars(value).items()
                                  if not key.startswith("_")
                                  and (inspect.isfunction(member)
                                       or isinstance(member, property))]
                elif inspect.isfunction(value):
                    callables.append(value)
        for function in callables:
            hints = typing.get_type_hints(function)
            self.assertIn("return", hints, function.__qualname__)
        self.assertGreater(len(callables), 250)

if __name__ == "__main__":
    unittest.main()
