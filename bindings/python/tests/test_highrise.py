"""Tests of the skyline package's Skyline (highrise) layer; rule ids HR-n
name the rule of skyline-highrise(7) a test exercises."""

import unittest

import skyline
from skyline import Bot, Game, Highrise, Rng, SkylineError
from skyline import highrise as hr
from skyline.highrise import Kind, Phase, SkylineData, Step


def play_solo(player, seed):
    """A solo game with the game's own dice; player: a Bot or 'advisor'."""
    game = Highrise(players=1, seed=seed)
    rng = Rng(seed)
    while not game.is_over:
        if game.is_chance:
            game.draw()
        elif player == "advisor":
            game.play(game.advise()[0])
        else:
            game.play(game.bot_move(player, rng))
    return game


class SetupTest(unittest.TestCase):
    def test_hr1_hr11_setup(self):
        game = Highrise(players=3)
        self.assertEqual([game.yard(k) for k in "GUP"], [25 - 1 - 3, 27, 6])
        self.assertEqual([game.district(k) for k in "GUP"], [1, 1, 1])
        self.assertEqual(game.skyline(0), SkylineData(columns={"H1": 1}))
        self.assertEqual(game.skyline(1), SkylineData(columns={"M1": 1}))
        self.assertEqual(game.skyline(2), SkylineData(columns={"L1": 1}))
        self.assertEqual(game.to_move, 0)
        self.assertEqual(game.phase, Phase.TAKE)

    def test_hr3_faces_and_another_table(self):
        self.assertEqual(Highrise().faces, ("LLLMMH", "LLLMMH", "MMH---"))
        game = Highrise(players=1, faces=("HHHHHH", "HHHHHH", "HHHHHH"))
        game.play("TGUP")
        self.assertFalse(game.is_legal("G=L"))
        game.play("G=H U=H P=H bGH bUH>1 bPH>2")
        self.assertEqual(game.scores(), [9])
        with self.assertRaises(ValueError):
            Highrise(faces=("LLL", "LLLMMH", "MMH---"))

    def test_bad_options(self):
        for kwargs in ({"players": 0}, {"players": 5}, {"rounds": 10}):
            with self.assertRaises(SkylineError) as caught:
                Highrise(**kwargs)
            self.assertEqual(caught.exception.name, "SKY_ERANGE")


class RulesTest(unittest.TestCase):
    def test_hr4_tile_points(self):
        self.assertEqual([hr.tile_points(h) for h in range(1, 7)], [1, 4, 9, 16, 25, 36])
        with self.assertRaises(SkylineError):
            hr.tile_points(7)

    def test_hr5_to_hr9_can_build(self):
        self.assertTrue(hr.can_build("G", "H", "L", 0))               # HR-5
        self.assertEqual(hr.why_not_build("U", "M", "H", 1), "SKY_ENOCOLUMN")   # HR-6
        self.assertEqual(hr.why_not_build("P", "-", "M", 1), "SKY_EBLANK")
        self.assertEqual(hr.why_not_build("P", "L", "L", 1), "SKY_ENOROOM")     # HR-7
        self.assertEqual(hr.why_not_build("U", "M", "M", 3), "SKY_ENOROOM")     # HR-8
        self.assertTrue(hr.can_build("P", "M", "M", 3))
        self.assertEqual(hr.why_not_build("P", "H", "H", 1), "SKY_ENOROOM")     # HR-9
        self.assertTrue(hr.can_build("U", "H", "H", 4))
        self.assertFalse(hr.can_build("U", "H", "H", 5))
        with self.assertRaises(SkylineError):
            hr.can_build("G", "L", "L", 9)
        with self.assertRaises(ValueError):
            hr.can_build("X", "L", "L", 0)

    def test_hr10_column_complete(self):
        self.assertTrue(hr.column_complete("L", 2, "U"))
        self.assertFalse(hr.column_complete("M", 3, "U"))
        self.assertTrue(hr.column_complete("H", 6, Kind.PENTHOUSE))

    def test_hr5_hr9_columns_that_cannot_exist_are_not_complete(self):
        # Defect: these answered True; none of them can be built.
        for column in (("H", 2, "P"), ("L", 2, "G"), ("M", 1, "P"), ("M", 4, "U"),
                       ("H", 6, "U"), ("L", 1, "U")):
            self.assertFalse(hr.column_complete(*column), column)
        with self.assertRaises(SkylineError):
            hr.column_complete("L", 3, "U")

    def test_hr18_hr22_final_scoring(self):
        sky = SkylineData(columns={"L1": 2, "H5": 1}, tiles={"M4": 1, "H3": 2})
        self.assertEqual(hr.skyline_points(sky), 16 + 18)
        self.assertEqual(hr.final_score(sky), 2 + 16 + 18)        # singles score 1
        self.assertEqual(hr.final_buildings(sky), 5)
        self.assertEqual(hr.rank([20, 25, 25], [9, 3, 4]), [2])  # tie-break
        self.assertEqual(hr.rank([25, 25], [4, 4]), [0, 1])

    def test_hr17_game_ends(self):
        self.assertFalse(hr.game_ends(0))
        self.assertTrue(hr.game_ends(8))
        self.assertTrue(hr.game_ends(2, completed_six=True))

    def test_hr19_levels_and_scenarios(self):
        self.assertEqual(hr.solo_level(39), 0)
        self.assertEqual(hr.level_name(hr.solo_level(85)), "Urban Planner")
        self.assertIsNone(hr.level_name(0))
        self.assertEqual(hr.scenario_name(hr.Scenario.TUCSON), "Tucson")
        # Numbers that name nothing are refused, not answered with None.
        for level in (-1, 8):
            with self.assertRaisesRegex(ValueError, "level must be in 0..7"):
                hr.level_name(level)
        for scenario in (-1, 7):
            with self.assertRaisesRegex(ValueError, "scenario must be in 0..6"):
                hr.scenario_name(scenario)
        sky = SkylineData(tiles={"M3": 2, "H3": 1, "L2": 1})
        self.assertEqual(hr.final_scenarios(sky, demolitions=1), ["Dubai"])
        self.assertIn("Shanghai", hr.final_scenarios(SkylineData(tiles={"H3": 1})))

    def test_skyline_calls_take_only_skyline_data(self):
        for call in (hr.skyline_points, hr.final_score, hr.final_buildings,
                     hr.final_scenarios):
            for wrong in (3, [], {"M3": 2}):
                with self.assertRaisesRegex(TypeError, "skyline must be a SkylineData"):
                    call(wrong)


class TurnTest(unittest.TestCase):
    def test_hr12_to_hr15_a_turn(self):
        game = Highrise(players=2)
        self.assertEqual(len(game.legal_moves()), 11)                # HR-12
        game.play("TUUP")
        self.assertEqual(game.active, ["U?", "U?", "P?"])
        game.play("U=H U=L P=-")                                      # HR-13
        game.play("bUH>1")                                            # HR-14
        with self.assertRaises(SkylineError) as caught:
            game.play("aP-")                                          # one action
        self.assertEqual(caught.exception.name, "SKY_EPHASE")
        self.assertIn("one action", game.explain("aP-"))
        game.play("rP- roll P=H aPH resign")                          # HR-15
        self.assertEqual(game.to_move, 1)
        self.assertEqual(game.district("P"), 2)

    def test_hr12_empty_yard_must_take_the_district(self):
        game = Highrise(players=4)
        for _ in range(18):                  # 54 dice: the whole Yard, abandoned
            game.play(game.legal_moves()[0])
            while game.is_chance:
                game.draw()
            while game.phase != Phase.TAKE:
                moves = game.legal_moves()
                abandons = [m for m in moves if m.step == Step.ABANDON]
                game.play(abandons[0] if abandons else moves[-1])
        self.assertEqual([game.yard(k) for k in "GUP"], [0, 0, 0])
        self.assertEqual([str(m) for m in game.legal_moves()], ["D"])
        with self.assertRaises(SkylineError) as caught:
            game.play("T-")
        self.assertEqual(caught.exception.name, "SKY_EILLEGAL")
        self.assertIn("take the Abandoned District", game.explain("T-"))

    def test_hr13_rolls_are_chance_events(self):
        game = Highrise(players=2, seed=9)
        self.assertFalse(game.is_chance)
        with self.assertRaises(SkylineError) as caught:
            game.draw()                                               # none due
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")
        game.play("TGUP")
        self.assertTrue(game.is_chance)
        self.assertEqual(game.to_move, hr.CHANCE)
        self.assertEqual(game.active_player, 0)
        self.assertEqual([str(m) for m in game.legal_moves()], ["G=L", "G=M", "G=H"])
        with self.assertRaises(SkylineError) as caught:
            game.play("G=L", player=0)                                # not a player's step
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")
        sampled = game.bot_move(Bot.RANDOM, Rng(4))                   # samples, plays nothing
        self.assertEqual(sampled.step, Step.ROLL)
        self.assertEqual(game.to_move, hr.CHANCE)
        game.play("G=M")                                              # a real die
        game.play("U=L", player=hr.CHANCE)
        drawn = game.draw()
        self.assertEqual((drawn.step, drawn.kind), (Step.ROLL, Kind.PENTHOUSE))
        self.assertEqual(game.to_move, 0)
        twin = Highrise(players=2, seed=9)
        twin.play("TGUP G=H U=H")
        self.assertEqual(twin.draw(), drawn)                          # the seed decides

    def test_hr18_scores_and_winners(self):
        game = Highrise(players=2, rounds=1)
        self.assertEqual(game.scores(), [0, 0])
        with self.assertRaises(SkylineError) as caught:
            game.winners()
        self.assertEqual(caught.exception.name, "SKY_EPHASE")
        game.play("TGGU G=L G=L U=L bGL bGL bUL>1 resign")
        self.assertEqual(game.scores(), [4, 0])
        game.play("TGPP G=L P=M P=H bGL bPM>1 resign")
        self.assertTrue(game.is_over)
        self.assertIsNone(game.to_move)
        self.assertIsNone(game.active_player)
        self.assertEqual(game.scores(), [5, 5])
        self.assertEqual(game.winners(), [0, 1])

    def test_unused_fields_are_ignored(self):
        # Defect: INT_MIN in a TAKE's unused kind and face overflowed in play.
        game = Highrise(players=2)
        garbage = hr.parse_move("TGUP")._replace(kind=-2 ** 31, face=-2 ** 31, height=2 ** 31 - 1,
                                                 type=-2 ** 31, tile=2 ** 31 - 1)
        game.check(garbage)
        game.play(garbage)
        self.assertEqual(game.active, ["G?", "U?", "P?"])
        game.play(hr.parse_move("G=M")._replace(take=(-2 ** 31,) * 3, height=-2 ** 31))
        self.assertIn("TGUP G=M", game.to_text())

    def test_hr19_solo_refuses_the_district(self):
        game = Highrise(players=1)
        with self.assertRaises(SkylineError) as caught:
            game.play("D")
        self.assertEqual(caught.exception.name, "SKY_ESOLO")
        self.assertIn("not used in the solo game", game.explain("D"))

    def test_hr20_several_dice_in_one_build(self):
        game = Highrise(players=2)
        game.play("TGUU G=M U=M U=M bGM bUM>1 bUM>2")
        self.assertEqual(game.skyline(0), SkylineData(columns={"H1": 1, "M3": 1}))

    def test_hr23_nothing_to_resolve(self):
        game = Highrise(players=1)
        game.play("TPPP P=- P=- P=- xP-/H1 rP- rP- roll P=- P=-")
        self.assertEqual([m.step for m in game.legal_moves()], [Step.RESIGN])

    def test_undo_clone_text(self):
        game = Highrise(players=2, seed=5)
        game.play("TGUP")
        while game.is_chance:
            game.draw()
        copy = game.clone()
        text = game.to_text()
        self.assertIn("G~", text)
        self.assertEqual(Highrise.from_text(text).to_text(), text)
        game.undo()
        self.assertNotEqual(game.to_text(), text)
        self.assertEqual(copy.to_text(), text)
        with self.assertRaises(SkylineError) as caught:
            Highrise.from_text(text.replace("TGUP", "TGUPP"))
        self.assertEqual(caught.exception.offset, text.index("TGUP"))

    def test_notation(self):
        move = hr.parse_move("xP-/[H6]")
        self.assertEqual((move.step, move.kind, move.face, move.tile, move.type, move.height),
                         (Step.DEMOLISH, 2, 3, 1, 2, 6))
        self.assertEqual(str(move), "xP-/[H6]")
        with self.assertRaises(SkylineError):
            hr.parse_move("bGM>6")


class PlayersTest(unittest.TestCase):
    def test_advisor_beats_greedy_beats_random(self):
        scores = {name: sum(play_solo(player, seed).scores()[0] for seed in range(8))
                  for name, player in (("random", Bot.RANDOM), ("greedy", Bot.GREEDY),
                                       ("advisor", "advisor"))}
        self.assertGreater(scores["greedy"], scores["random"])
        self.assertGreater(scores["advisor"], scores["greedy"])

    def test_advisor_is_solo_only(self):
        with self.assertRaises(SkylineError) as caught:
            Highrise(players=2).advise()
        self.assertEqual(caught.exception.name, "SKY_EINVAL")

    def test_advisor_draws_nothing(self):
        game = Highrise(players=1, rounds=1)
        rng = Rng(12)
        state = rng.state
        self.assertEqual(game.advise(rng), game.advise())
        self.assertEqual(rng.state, state)

    def test_unseeded_rng_is_refused(self):
        rng = Rng(1)
        for i in range(4):
            rng._state.s[i] = 0
        game = Highrise(players=1)
        for call in (lambda: game.bot_move(Bot.RANDOM, rng), lambda: game.advise(rng)):
            with self.assertRaises(SkylineError) as caught:
                call()
            self.assertEqual(caught.exception.name, "SKY_EINVAL")

    def test_generic_layer(self):
        game = Game("highrise", {"players": 1})
        self.assertIn("highrise", skyline.games())
        rng = Rng(3)
        while not game.is_over:
            game.apply(game.bot_action(Bot.GREEDY, rng))
        self.assertEqual(game.winners(), [0])


if __name__ == "__main__":
    unittest.main()
