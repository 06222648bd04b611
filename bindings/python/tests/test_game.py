"""Tests of the skyline package's generic layer, skyline.Game, over the
'cityscape' game (rule ids CS-n name the rule a test exercises)."""

import copy
import unittest
from array import array

import skyline
from skyline import Bot, Cityscape, Game, Rng, SkylineError
from skyline.cityscape import Phase


def play_out(game, rng, bot=Bot.RANDOM, on_state=None):
    """Plays bot actions to the end; returns the actions applied."""
    actions = []
    while not game.is_over:
        if on_state:
            on_state(game)
        action = game.bot_action(bot, rng)
        game.apply(action)
        actions.append(action)
    return actions


class GamesTest(unittest.TestCase):
    def test_games_names_every_game_that_opens(self):
        names = skyline.games()
        self.assertIn("cityscape", names)
        for name in names:
            with Game(name) as game:
                self.assertEqual(game.name, name)

    def test_unknown_game(self):
        with self.assertRaises(SkylineError) as caught:
            Game("chess")
        self.assertEqual(caught.exception.name, "SKY_EUNKNOWN")
        # The message names the games there are (see test_errors.py).
        for name in skyline.games():
            self.assertIn(name, str(caught.exception))


class GameInfoTest(unittest.TestCase):
    """Every game describes itself (sky_game_info)."""

    def test_every_game_describes_itself(self):
        names = skyline.games()
        self.assertEqual(len(names), 5)
        for name in names:
            info = skyline.game_info(name)
            self.assertEqual(info.name, name)
            self.assertTrue(info.long_name)
            self.assertLessEqual(1, info.min_players)
            self.assertLessEqual(info.min_players, info.max_players)
            self.assertIsInstance(info.chance, skyline.game.Chance)
            self.assertIsInstance(info.score_order, skyline.game.ScoreOrder)
            self.assertEqual(info.cooperative,
                             info.score_order == skyline.game.ScoreOrder.TARGET)
            for option in info.options:
                self.assertLessEqual(option.min, option.default)
                self.assertLessEqual(option.default, option.max)
                self.assertTrue(option.help)
            # The defaults spelled out make the same game as none.
            spelled = {o.key: o.default for o in info.options}
            with Game(name, spelled) as game, Game(name) as plain:
                self.assertEqual(game.to_text(), plain.to_text())
                self.assertEqual(game.info, info)
                self.assertEqual(game.round, 0)

    def test_what_the_games_say_of_themselves(self):
        cathedral = skyline.game_info("cathedral")
        self.assertEqual(cathedral.score_order, skyline.game.ScoreOrder.LOW)
        self.assertEqual(cathedral.chance, skyline.game.Chance.NONE)
        self.assertEqual((cathedral.min_players, cathedral.max_players), (2, 2))
        sprawl = skyline.game_info("sprawl")
        self.assertTrue(sprawl.cooperative and sprawl.hidden)
        self.assertEqual(sprawl.chance, skyline.game.Chance.EXPLICIT)
        self.assertEqual([o.key for o in skyline.game_info("cityscape").options],
                         ["players", "rounds", "first"])

    def test_unknown_game_info(self):
        with self.assertRaises(SkylineError) as caught:
            skyline.game_info("chess")
        self.assertEqual(caught.exception.name, "SKY_EUNKNOWN")

    def test_round_counts_completed_rounds(self):  # CS-9
        rng = Rng(5)
        with Game("cityscape", "players=2 rounds=2") as game:
            rounds = []
            while not game.is_over:
                game.apply(game.bot_action(Bot.RANDOM, rng))
                rounds.append(game.round)
            self.assertEqual(rounds[0], 0)
            self.assertEqual(rounds[-1], 2)
            self.assertEqual(sorted(rounds), rounds)


class NewGameTest(unittest.TestCase):
    def test_defaults(self):  # CS-4, CS-6
        game = Game("cityscape")
        self.assertEqual(game.players, 2)
        self.assertEqual(game.current, 0)     # player 0 sets S's goals first
        self.assertFalse(game.is_over)
        self.assertFalse(game.is_chance)
        self.assertEqual(game.scores(), [0, 0])
        self.assertEqual(game.action_count, 80 + 6 ** 4)
        # Every goal setting is legal; more than the first buffer holds.
        self.assertEqual(game.legal_actions(), list(range(80, 80 + 6 ** 4)))

    def test_options(self):  # CS-9
        game = Game("cityscape", "players=3 rounds=1")
        self.assertEqual(game.players, 3)
        match = Cityscape.from_text(game.to_text())
        self.assertEqual(match.rounds, 1)
        self.assertEqual(Game("cityscape", {"players": 4}).players, 4)
        self.assertEqual(Game("cityscape", b"players=2").players, 2)

    def test_bad_options(self):
        for options, name in (("color=red", "SKY_EOPTION"),
                              ("players", "SKY_EOPTION"),
                              ("players=9", "SKY_ERANGE")):
            with self.assertRaises(SkylineError) as caught:
                Game("cityscape", options)
            self.assertEqual(caught.exception.name, name)


class PlayTest(unittest.TestCase):
    def check_state(self, game):
        legal = game.legal_actions()
        self.assertFalse(game.is_chance)     # Cityscape has no chance events
        self.assertIsNotNone(game.current)
        self.assertTrue(legal)
        self.assertEqual(legal, sorted(legal))
        for action in legal[:3] + legal[-3:]:
            self.assertIsNone(game.check(action))
            self.assertTrue(game.is_legal(action))
            text = game.action_to_string(action)
            self.assertEqual(game.action_from_string(text), action)
        with self.assertRaises(SkylineError) as caught:
            game.chance_outcomes()
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")

    def test_random_game_to_the_end(self):  # CS-8, CS-9, CS-13
        game = Game("cityscape", "players=2 rounds=2")
        rng = Rng(31)
        actions = play_out(game, rng, Bot.RANDOM, self.check_state)
        # Two rounds, each four goal settings and 25 placements.
        self.assertEqual(len(actions), 2 * (4 + 25))
        self.assertTrue(game.is_over)
        self.assertIsNone(game.current)
        self.assertFalse(game.is_chance)
        self.assertEqual(game.legal_actions(), [])
        with self.assertRaises(SkylineError) as caught:
            game.apply(actions[-1])
        self.assertEqual(caught.exception.name, "SKY_EOVER")
        scores = game.scores()
        self.assertEqual(len(scores), 2)
        self.assertEqual(game.winners(),
                         [p for p, s in enumerate(scores) if s == max(scores)])
        # The generic record is the Cityscape record: cross-check the scores.
        match = Cityscape.from_text(game.to_text())
        self.assertEqual(match.phase, Phase.OVER)
        self.assertEqual(match.scores(), scores)
        self.assertEqual([sum(match.round_score(r, p) for r in range(2))
                          for p in range(2)], scores)
        self.assertEqual(match.winners(), game.winners())

    def test_greedy_game_with_four_players(self):  # CS-4, CS-9
        game = Game("cityscape", "players=4 rounds=1 first=2")
        first_placement = []

        def note(state):
            if not first_placement and state.legal_actions()[0] < 80:
                first_placement.append(state.current)
        play_out(game, Rng(12), Bot.GREEDY, note)
        self.assertEqual(first_placement, [2])
        self.assertEqual(len(game.scores()), 4)
        self.assertTrue(game.winners())

    def test_apply_accepts_notation(self):  # CS-6, CS-7
        game = Game("cityscape")
        for side in "SWNE":
            game.apply("%s:1234" % side)
        game.apply("3b2")
        match = Cityscape.from_text(game.to_text())
        self.assertEqual(match.height(2, 1), 3)
        self.assertEqual(match.goals("E"), [1, 2, 3, 4])
        self.assertEqual(game.current, 1)
        self.assertEqual(game.action_to_string(game.action_from_string("5d4")),
                         "5d4")

    def test_illegal_actions_keep_their_reason(self):  # CS-6
        game = Game("cityscape")
        with self.assertRaises(SkylineError) as caught:
            game.check(0)                       # a placement before goals
        self.assertEqual(caught.exception.name, "SKY_ENOGOALS")
        self.assertFalse(game.is_legal(0))
        self.assertFalse(game.is_legal("zz"))
        self.assertTrue(game.is_legal("S:1111"))
        for action in (-1, game.action_count):
            with self.assertRaises(SkylineError) as caught:
                game.apply(action)
            self.assertEqual(caught.exception.name, "SKY_ERANGE")
        with self.assertRaises(SkylineError) as caught:
            game.apply("zz")
        self.assertEqual(caught.exception.name, "SKY_EPARSE")
        with self.assertRaises(SkylineError) as caught:
            game.winners()
        self.assertEqual(caught.exception.name, "SKY_EPHASE")
        with self.assertRaises(ValueError):
            game.apply(2 ** 40)


class StateTest(unittest.TestCase):
    def test_clone_is_independent(self):
        game = Game("cityscape")
        rng = Rng(2)
        for _ in range(6):
            game.apply(game.bot_action(Bot.GREEDY, rng))
        before = game.to_text()
        for twin in (game.clone(), copy.copy(game), copy.deepcopy(game)):
            self.assertEqual(twin.to_text(), before)
            twin.apply(twin.legal_actions()[0])
            self.assertNotEqual(twin.to_text(), before)
            self.assertEqual(game.to_text(), before)

    def test_undo_and_text_on_every_state(self):
        game = Game("cityscape", "rounds=1")
        states = []

        def record(state):
            text = state.to_text()
            self.assertEqual(Game.from_text(text).to_text(), text)
            states.append(text)
        play_out(game, Rng(77), Bot.GREEDY, record)
        for text in reversed(states):
            game.undo()
            self.assertEqual(game.to_text(), text)
        with self.assertRaises(SkylineError) as caught:
            game.undo()
        self.assertEqual(caught.exception.name, "SKY_ENOUNDO")

    def test_from_text_detects_the_game(self):
        game = Game("cityscape", "players=3")
        copy_ = Game.from_text(game.to_text())
        self.assertEqual(copy_.name, "cityscape")
        self.assertEqual(copy_.players, 3)
        with self.assertRaises(SkylineError) as caught:
            Game.from_text("  not a record")
        self.assertEqual(caught.exception.name, "SKY_EPARSE")
        self.assertEqual(caught.exception.offset, 2)

    def test_viewer_text_and_render(self):  # CS-6
        game = Game("cityscape")
        game.apply("S:6543")
        self.assertIn("S:????", game.to_text(viewer=1))
        self.assertIn("S:6543", game.to_text(viewer=0))
        picture = game.render()
        self.assertIsInstance(picture, str)
        self.assertEqual(str(game), picture)
        self.assertNotEqual(game.render(viewer=1), game.render(viewer=0))

    def test_bot_action_reproduces_from_a_seed(self):
        game = Game("cityscape")
        self.assertEqual(game.bot_action("random", 5),
                         game.bot_action(Bot.RANDOM, Rng(5)))
        with self.assertRaises(SkylineError) as caught:
            game.bot_action(7, 5)
        self.assertEqual(caught.exception.name, "SKY_ERANGE")

    def test_search_reproduces_from_a_seed(self):
        game = Game("cathedral")
        action = game.search(3, iterations=100)
        self.assertEqual(game.search(Rng(3), iterations=100), action)
        self.assertIn(action, game.legal_actions())
        self.assertEqual(game.bot_action("search", 4),
                         game.search(4))
        with self.assertRaises(SkylineError) as caught:
            game.search(3, iterations=-1)
        self.assertEqual(caught.exception.name, "SKY_ERANGE")
        full = game.search(3, iterations=100, cutoff=0)
        self.assertEqual(game.search(3, iterations=100, cutoff=0), full)
        with self.assertRaises(SkylineError) as caught:
            game.search(3, cutoff=-2)
        self.assertEqual(caught.exception.name, "SKY_ERANGE")

    def test_close(self):
        with Game("cityscape") as game:
            self.assertIn("cityscape", repr(game))
        with self.assertRaises(ValueError):
            game.legal_actions()
        self.assertEqual(repr(game), "<skyline.Game closed>")


class ObservationTest(unittest.TestCase):
    """Game.observation: sky_game_observation(3) into an array('f')."""

    def test_size_and_board_come_from_the_info(self):
        for name in skyline.games():
            info = skyline.game_info(name)
            planes, rows, cols = info.observation_board
            self.assertLessEqual(planes * rows * cols, info.observation_size)
            with Game(name) as game:
                for viewer in [None] + list(range(game.players)):
                    obs = game.observation(viewer)
                    self.assertIsInstance(obs, array)
                    self.assertEqual(obs.typecode, "f")
                    self.assertEqual(len(obs), info.observation_size)

    def test_known_values_at_documented_offsets(self):
        with Game("cathedral") as game:
            bright, brown = game.observation(0), game.observation(1)
            self.assertEqual(bright[528], 1.0)      # own color to move
            self.assertEqual(brown[529], 1.0)       # the other to move
            self.assertEqual((bright[537], brown[537]), (1.0, 0.0))
            self.assertEqual(game.observation(None), bright)

    def test_out_is_filled_in_place_and_resized(self):
        with Game("cityscape") as game:
            out = array("f", [7.0] * 3)
            self.assertIs(game.observation(0, out), out)
            self.assertEqual(list(out), list(game.observation(0)))
            out.extend([7.0] * 10)
            self.assertIs(game.observation(1, out=out), out)
            self.assertEqual(len(out), game.info.observation_size)
            with self.assertRaises(TypeError):
                game.observation(0, array("d"))
            with self.assertRaises(TypeError):
                game.observation(0, [0.0] * 187)

    def test_bad_viewers(self):
        with Game("cityscape", "players=3") as game:
            for viewer in (3, -2, 2 ** 40):
                with self.assertRaises(ValueError):
                    game.observation(viewer)
            with self.assertRaises(SkylineError) as caught:
                game.observation(3)
            self.assertEqual(caught.exception.name, "SKY_ERANGE")
            with self.assertRaises(TypeError):
                game.observation("0")
            game.close()
            with self.assertRaises(ValueError):
                game.observation(0)

    def test_hidden_goals_are_not_observed(self):
        """CS-6: player 0 cannot tell player 1's goals apart."""
        with Game("cityscape") as a, Game("cityscape") as b:
            for ga, gb in (("S:1111", "S:1111"), ("W:2222", "W:2222"),
                           ("N:3333", "N:4444")):
                a.apply(ga)
                b.apply(gb)
            self.assertEqual(a.observation(0), b.observation(0))
            self.assertNotEqual(a.observation(1), b.observation(1))
            self.assertNotEqual(a.observation(), b.observation())

    def test_numpy_views_it_without_a_copy(self):
        try:
            import numpy
        except ImportError:
            self.skipTest("numpy is not installed")
        with Game("highrise") as game:
            obs = game.observation(0)
            view = numpy.frombuffer(obs, numpy.float32)
            self.assertEqual(view.shape, (game.info.observation_size,))
            obs[0] = 42.0
            self.assertEqual(view[0], 42.0)


if __name__ == "__main__":
    unittest.main()
