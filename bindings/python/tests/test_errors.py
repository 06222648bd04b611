"""The messages of the library's refusals: which argument is wrong and
what would be right, with the class and status the library's status
gives (the library decides; the package only says why).

Every expected word comes from the library's own descriptions (games(),
game_info(...).options, action_count, players) or the Bot enum, never
from a list written here.
"""

import pickle
import unittest

import skyline
from skyline import (Bot, Cathedral, Cityscape, Game, Highrise,
                     SkylineError, Skyscrapers, Sprawl, arena, play_out,
                     play_series)
from skyline import _lib
from skyline.series import MAX_PLAYERS

GAME_CLASSES = (Cathedral, Cityscape, Highrise, Skyscrapers, Sprawl)


class RefusalCase(unittest.TestCase):
    def refused(self, call, name, *words):
        """Runs `call`, which must raise exactly SkylineError with status
        `name` and a message holding each of `words`; returns the error."""
        with self.assertRaises(SkylineError) as caught:
            call()
        error = caught.exception
        self.assertIs(type(error), SkylineError)
        self.assertEqual(error.name, name)
        self.assertEqual(error.code, _lib.STATUS[name])
        message = str(error)
        for word in words:
            self.assertIn(word, message)
        return error

    def assert_bots_listed(self, error):
        for bot in Bot:
            self.assertIn("%s (%d)" % (bot.name, bot.value), str(error))


class GameNameTest(RefusalCase):
    def test_unknown_game_lists_the_games(self):
        for call in (lambda: Game("chess"), lambda: skyline.game_info("chess"),
                     lambda: play_series("chess", ["random"], 1)):
            self.refused(call, "SKY_EUNKNOWN", "'chess'", *skyline.games())


def seats(players):
    """The players of a game as the messages write them."""
    return "(0..%d)" % (players - 1) if players > 1 else "(0)"


def ranges(option):
    """An option's range as the library's sentences say it."""
    return "%d to %d" % (option.min, option.max)


class OptionTest(RefusalCase):
    def test_an_unknown_key_lists_the_game_s_keys(self):
        for name in skyline.games():
            keys = ["%s %s" % (o.key, ranges(o))
                    for o in skyline.game_info(name).options]
            for options in ({"colour": 1}, "colour=1"):
                self.refused(lambda: Game(name, options), "SKY_EOPTION",
                             "'colour=1'", "no option 'colour'", *keys)

    def test_a_pair_without_a_value(self):
        key = skyline.game_info("sprawl").options[0].key
        self.refused(lambda: Game("sprawl", key), "SKY_EOPTION",
                     repr(key), "KEY=VALUE")

    def test_a_value_that_is_not_an_integer_says_the_range(self):
        for name in skyline.games():
            for option in skyline.game_info(name).options:
                for value in ("harder", "1.5", "", "99999999999"):
                    pair = "%s=%s" % (option.key, value)
                    self.refused(lambda: Game(name, pair), "SKY_EOPTION",
                                 repr(pair), "whole number from "
                                 + ranges(option))

    def test_a_value_out_of_range_says_the_range_and_the_help(self):
        for name in skyline.games():
            for option in skyline.game_info(name).options:
                for value in (option.min - 1, option.max + 1):
                    pair = "%s=%d" % (option.key, value)
                    for options in (pair, {option.key: value}):
                        self.refused(lambda: Game(name, options),
                                     "SKY_ERANGE", repr(pair),
                                     "whole number from " + ranges(option),
                                     option.help)

    def test_the_first_pair_refused_is_named(self):
        info = skyline.game_info("sprawl")
        good = " ".join("%s=%d" % (o.key, o.default) for o in info.options)
        bad = "%s=%d" % (info.options[-1].key, info.options[-1].max + 1)
        error = self.refused(lambda: Game("sprawl", "%s  %s colour=x"
                                          % (good, bad)),
                             "SKY_ERANGE", repr(bad))
        self.assertNotIn("colour", str(error))

    def test_a_pair_the_game_refuses_with_the_others_is_named(self):
        # Cityscape's first player must be one of the players (CS-4).
        first = skyline.game_info("cityscape").options[2]
        self.assertEqual(first.key, "first")
        error = self.refused(lambda: Game("cityscape", "players=2 first=3"),
                             "SKY_ERANGE", "'first=3'",
                             skyline.strerror(_lib.ERANGE), first.help)
        self.assertNotIn("players=2", str(error))

    def test_pairs_fine_alone_but_refused_together_are_all_named(self):
        # More sets than the supply holds, each number fine alone.
        info = skyline.game_info("skyscrapers")
        options = "treehouses=10   stashes=10"
        error = self.refused(lambda: Game("skyscrapers", options),
                             "SKY_ERANGE", "'treehouses=10 stashes=10'",
                             "together", skyline.strerror(_lib.ERANGE))
        for option in info.options:
            if option.key in options:
                self.assertIn("%s: %s" % (option.key, option.help),
                              str(error))

    def test_what_the_library_accepts_is_still_accepted(self):
        for name in skyline.games():
            options = skyline.game_info(name).options
            spaced = "\t".join(" %s=+%d\n" % (o.key, o.default)
                               for o in options)
            for given in (spaced, spaced.encode(), {o.key: o.default
                                                    for o in options}):
                with Game(name, given) as game:
                    self.assertEqual(game.name, name)

    def test_series_and_arena_say_the_same(self):
        option = skyline.game_info("sprawl").options[0]
        pair = "%s=%d" % (option.key, option.max + 1)
        with self.assertRaises(SkylineError) as caught:
            Game("sprawl", pair)
        said = str(caught.exception)
        for call in (lambda: play_series("sprawl", ["random"], 1,
                                         options=pair),
                     lambda: arena.run("sprawl", ["random"], 3, 1,
                                       options=pair)):
            error = self.refused(call, "SKY_ERANGE")
            self.assertEqual(str(error), said)

    def test_a_series_of_no_games_still_checks_no_options(self):
        self.assertEqual(play_series("sprawl", ["random"], 1, count=0,
                                     options="colour=1"), [])

    def test_the_message_survives_pickling(self):
        # Arena shards return their errors from worker processes.
        error = self.refused(lambda: Game("chess"), "SKY_EUNKNOWN")
        again = pickle.loads(pickle.dumps(error))
        self.assertIs(type(again), SkylineError)
        self.assertEqual((again.code, again.offset, str(again)),
                         (error.code, error.offset, str(error)))


class ActionTest(RefusalCase):
    def test_an_action_out_of_range_says_the_range(self):
        game = Game("cityscape")
        count = game.action_count
        record = game.to_text()
        for action in (-5, count, count + 100):
            for call in (game.apply, game.check, game.action_to_string):
                self.refused(lambda: call(action), "SKY_ERANGE",
                             "action %d" % action, "0..%d" % (count - 1),
                             "legal_actions()")
        self.assertEqual(game.to_text(), record)

    def test_an_illegal_action_in_range_keeps_the_game_s_reason(self):
        game = Game("cathedral")
        legal = set(game.legal_actions())
        action = next(a for a in range(game.action_count) if a not in legal)
        with self.assertRaises(SkylineError) as caught:
            game.apply(action)
        self.assertEqual(str(caught.exception),
                         skyline.strerror(caught.exception.code))


class ViewerTest(RefusalCase):
    def test_a_viewer_out_of_range_says_who_may_view(self):
        for name in skyline.games():
            game = Game(name)
            players = game.players
            for viewer in (players, -2):
                for call in (game.observation, game.to_text, game.render):
                    self.refused(lambda: call(viewer), "SKY_ERANGE",
                                 "viewer %d" % viewer, seats(players), "None",
                                 "%d-player" % players)
            # Everything (None, or -1) and each player still view.
            for viewer in [None, -1] + list(range(players)):
                game.to_text(viewer)
                game.observation(viewer)

    def test_the_game_classes_say_the_same(self):
        for cls in GAME_CLASSES:
            game = cls()
            viewer = game.players
            for call in (game.to_text, game.render):
                self.refused(lambda: call(viewer), "SKY_ERANGE",
                             "viewer %d" % viewer, "None")
            game.render(0)
        self.refused(lambda: Cityscape().goals("S", viewer=7), "SKY_ERANGE",
                     "viewer 7")
        sprawl = Sprawl()
        self.refused(lambda: sprawl.unseen(3), "SKY_ERANGE", "viewer 3")
        self.refused(lambda: sprawl.hand(0, 3), "SKY_ERANGE", "viewer 3")


class PlayerTest(RefusalCase):
    def test_a_player_out_of_range_says_who_may_play(self):
        for cls in GAME_CLASSES:
            game = cls()
            while game.is_chance:   # a chance event refuses every player
                game.play(game.legal_moves()[0])
            move = game.legal_moves()[0]
            record = game.to_text()
            for player in (game.players, -2):
                for call in (game.check, game.play):
                    self.refused(lambda: call(move, player), "SKY_ERANGE",
                                 "player %d" % player,
                                 "%d-player" % game.players,
                                 seats(game.players),
                                 "skyline.CHANCE", "None")
            self.assertEqual(game.to_text(), record)
            game.play(move)

    def test_a_player_in_range_keeps_the_game_s_reason(self):
        game = Cityscape()
        with self.assertRaises(skyline.TurnError) as caught:
            game.play("S:1111", 1)
        self.assertEqual(str(caught.exception),
                         skyline.strerror(caught.exception.code))


class RngTest(RefusalCase):
    def test_an_empty_range_says_what_below_needs(self):
        rng = skyline.Rng(1)
        self.refused(lambda: rng.below(0), "SKY_ERANGE", "bound 0",
                     "at least 1")
        self.assertEqual(rng, skyline.Rng(1))
        self.assertEqual(rng.below(1), 0)


class BotTest(RefusalCase):
    def test_an_unknown_bot_lists_the_bots(self):
        game = Game("cathedral")
        self.assert_bots_listed(self.refused(
            lambda: game.bot_action(99, 1), "SKY_ERANGE", "bot 99"))
        for bot in Bot:
            game.bot_action(bot, 1)
        for cls in GAME_CLASSES:
            self.assert_bots_listed(self.refused(
                lambda: cls().bot_move(-1, 1), "SKY_ERANGE", "bot -1"))

    def test_series_name_the_bot_or_the_count(self):
        for call in (lambda: play_series("sprawl", [7], 1),
                     lambda: play_series("sprawl", [skyline.Player(7)], 1),
                     lambda: play_out(Game("cathedral"), [0, 7], 1)):
            self.assert_bots_listed(self.refused(call, "SKY_ERANGE",
                                                 "bot 7"))
        too_many = [Bot.RANDOM] * (MAX_PLAYERS + 1)
        for call in (lambda: play_series("sprawl", too_many, 1),
                     lambda: play_out(Game("cathedral"), too_many, 1),
                     lambda: play_out(Game("cathedral"), [], 1)):
            self.refused(call, "SKY_EINVAL", "bots", "1 to %d" % MAX_PLAYERS)


if __name__ == "__main__":
    unittest.main()
