"""skyline.play_series and skyline.play_out: whole games played in C."""

import unittest

import skyline
from skyline import (Bot, Game, Player, Rng, SkylineError, play_out,
                     play_series)


def play_in_python(name, options, bots, rng):
    """A game played move by move through the generic layer, as
    sky_game_play_out documents its loop: chance by the random bot."""
    game = Game(name, options)
    plies = 0
    while not game.is_over:
        bot = Bot.RANDOM if game.is_chance else bots[game.current
                                                     % len(bots)]
        game.apply(game.bot_action(bot, rng))
        plies += 1
    return plies, tuple(game.scores()), tuple(game.winners())


class PlaySeriesTest(unittest.TestCase):

    def test_game_k_is_seeded_seed_plus_k_with_seats_rotated(self):
        results = play_series("cathedral", ["greedy", "random"], 40,
                              count=4)
        self.assertEqual([r.seed for r in results], [40, 41, 42, 43])
        self.assertEqual([r.bots for r in results],
                         [(Bot.GREEDY, Bot.RANDOM), (Bot.RANDOM, Bot.GREEDY)]
                         * 2)
        for r in results:
            self.assertEqual(r.players, 2)
            self.assertEqual(len(r.scores), 2)
            self.assertTrue(set(r.winners) <= {0, 1})
            self.assertGreater(r.plies, 0)

    def test_a_series_is_the_same_however_it_is_cut(self):
        whole = play_series("sprawl", ["random", "greedy"], 7, count=9,
                            options="players=2")
        cut = (play_series("sprawl", ["random", "greedy"], 7, 0, 4,
                           "players=2")
               + play_series("sprawl", ["random", "greedy"], 7, 4, 5,
                             "players=2"))
        self.assertEqual(cut, whole)

    def test_results_agree_with_a_game_played_move_by_move(self):
        for name, options in [("highrise", "players=3"),
                              ("skyscrapers", None), ("cityscape", None)]:
            with self.subTest(game=name):
                k = 3
                result = play_series(name, [Bot.RANDOM], 100, k, 1,
                                     options)[0]
                expected = play_in_python(name, options, [Bot.RANDOM],
                                          Rng(100 + k))
                self.assertEqual((result.plies, result.scores,
                                  result.winners), expected)

    def test_seeds_wrap_around_2_to_the_64(self):
        results = play_series("cathedral", ["random"], 2 ** 64 - 1, count=2)
        self.assertEqual([r.seed for r in results], [2 ** 64 - 1, 0])
        self.assertEqual(results[1][1:],
                         play_series("cathedral", ["random"], 0)[0][1:])

    def test_count_zero_is_an_empty_list(self):
        self.assertEqual(play_series("cathedral", ["random"], 1, count=0), [])

    def test_bad_arguments_are_refused(self):
        with self.assertRaises(SkylineError) as caught:
            play_series("chess", ["random"], 1)
        self.assertEqual(caught.exception.name, "SKY_EUNKNOWN")
        with self.assertRaises(SkylineError) as caught:
            play_series("sprawl", ["random"], 1, options="players=9")
        self.assertEqual(caught.exception.name, "SKY_ERANGE")
        with self.assertRaises(SkylineError) as caught:
            play_series("sprawl", ["random"] * 9, 1)
        self.assertEqual(caught.exception.name, "SKY_EINVAL")
        with self.assertRaises(SkylineError) as caught:
            play_series("sprawl", [7], 1)
        self.assertEqual(caught.exception.name, "SKY_ERANGE")
        with self.assertRaises(ValueError):
            play_series("sprawl", ["champion"], 1)
        with self.assertRaises(TypeError):
            play_series("sprawl", "random", 1)
        with self.assertRaises(ValueError):
            play_series("sprawl", ["random"], 1, count=-1)
        with self.assertRaises(ValueError):
            play_series("sprawl", ["random"], -1)


class PlayerTest(unittest.TestCase):

    def test_names_read_and_written_as_the_tool_does(self):
        self.assertEqual(Player.parse("search:0100"), Player(Bot.SEARCH, 100))
        self.assertEqual(Player.parse("search:100").name, "search:100")
        self.assertEqual(str(Player("search")), "search")
        self.assertEqual(Player(1), Player(Bot.GREEDY))
        self.assertIs(Player("greedy").bot, Bot.GREEDY)
        self.assertEqual(Player.parse("search:10000000").iterations, 10 ** 7)

    def test_bad_players_are_refused(self):
        for spec in ["search:0", "search:x", "search:", "search:-1",
                     "search:10000001", "greedy:5", "genius", "search:+5"]:
            with self.subTest(spec=spec), self.assertRaises(ValueError):
                Player.parse(spec)
        with self.assertRaises(ValueError):
            Player(Bot.RANDOM, iterations=10)
        with self.assertRaises(TypeError):
            Player(Bot.SEARCH, iterations=1.5)


class PlayersWithSettingsTest(unittest.TestCase):

    def test_the_search_plays_with_its_iterations(self):
        k, iterations = 1, 4
        result = play_series("cathedral", ["greedy", "search:4"], 60, k,
                             1)[0]
        self.assertEqual(result.bots, (Bot.SEARCH, Bot.GREEDY))
        rng, game, plies = Rng(60 + k), Game("cathedral"), 0
        while not game.is_over:
            if game.is_chance or game.current == 1:
                action = game.bot_action(Bot.GREEDY, rng)
            else:
                action = game.search(rng, iterations=iterations)
            game.apply(action)
            plies += 1
        self.assertEqual((result.plies, result.scores, result.winners),
                         (plies, tuple(game.scores()), tuple(game.winners())))

    def test_every_way_of_naming_a_player_plays_the_same(self):
        names = play_series("cathedral", ["search:3", "random"], 5, count=2)
        values = play_series("cathedral", [Player(Bot.SEARCH, 3),
                                           Player(Bot.RANDOM)], 5, count=2)
        self.assertEqual(names, values)
        bare = play_series("cityscape", [Bot.GREEDY, 0], 5, count=3)
        self.assertEqual(play_series("cityscape", [Player("greedy"),
                                                   "random"], 5, count=3),
                         bare)

    def test_bad_names_are_refused(self):
        with self.assertRaises(ValueError):
            play_series("cathedral", ["search:0", "random"], 1)
        with self.assertRaises(ValueError):
            play_series("cathedral", ["greedy:2"], 1)


class PlayOutTest(unittest.TestCase):

    def test_equals_game_k_of_a_series_given_its_seed_and_seats(self):
        k = 5
        series = play_series("cathedral", ["greedy", "random"], 9, k, 1)[0]
        # Game 5 rotates the seats by one: random sits first.
        result = play_out(Game("cathedral"), ["random", "greedy"], 9 + k)
        self.assertEqual(result.seed, 0)
        self.assertEqual(result[1:], series[1:])

    def test_plays_on_from_where_the_game_stands(self):
        game = Game("skyscrapers")
        rng = Rng(4)
        for _ in range(3):
            game.apply(game.bot_action(Bot.RANDOM, rng))
        twin = game.clone()
        result = play_out(game, [Bot.RANDOM], rng.copy())
        self.assertTrue(game.is_over)
        self.assertEqual(result.scores, tuple(game.scores()))
        self.assertEqual(result.winners, tuple(game.winners()))
        plies = 0
        while not twin.is_over:
            twin.apply(twin.bot_action(Bot.RANDOM, rng))
            plies += 1
        self.assertEqual(result.plies, plies)
        self.assertEqual(twin.to_text(), game.to_text())

    def test_a_refused_call_leaves_the_game_as_it_was(self):
        game = Game("highrise", "players=2")
        before = game.to_text()
        with self.assertRaises(SkylineError):
            play_out(game, [9], 1)
        with self.assertRaises(SkylineError):
            play_out(game, [], 1)
        self.assertEqual(game.to_text(), before)
        self.assertFalse(game.is_over)

    def test_only_a_generic_game_is_taken(self):
        with self.assertRaises(TypeError):
            play_out(skyline.Cathedral(), ["random"], 1)


if __name__ == "__main__":
    unittest.main()
