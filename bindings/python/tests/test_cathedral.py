"""Tests of the skyline package's Cathedral layer (rule ids CA-n name the
rule of skyline-cathedral(7) a test exercises)."""

import copy
import unittest

import skyline
from skyline import Bot, Game, Rng, SkylineError
from skyline import cathedral as ca
from skyline.cathedral import Cathedral, Cell, Color, Move, Phase, Piece

PEOPLE_SOUTH = "people0e4"      # (5,6) (4,7) (5,7) (6,7) (5,8) (5,9)


def play_all(game, moves):
    for move in moves.split():
        game.play(move)


def play_out(game, rng, bots):
    while not game.is_over:
        color = game.to_move
        game.play(game.bot_move(bots[color], rng), color)


class PiecesTest(unittest.TestCase):
    def test_shapes_and_squares(self):  # CA-2
        self.assertEqual(ca.shape("bright", "academy"),
                         [(0, 0), (1, 0), (1, 1), (2, 1), (1, 2)])
        self.assertEqual(ca.shape("brown", "academy"),
                         [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)])
        self.assertEqual(ca.shape(Color.NEUTRAL, Piece.PEOPLE),
                         [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3)])
        total = sum(ca.piece_squares(p) * (2 if p <= Piece.INN else 1)
                    for p in Piece if p != Piece.PEOPLE)
        self.assertEqual(total, ca.SET_SQUARES)
        self.assertEqual(2 * total + ca.piece_squares("people"), ca.CELLS)

    def test_rotation_clockwise(self):  # CA-3
        # the inn ## / #. turned once: ## / .#
        self.assertEqual(sorted(ca.shape("bright", "inn", 1)),
                         [(0, 0), (1, 0), (1, 1)])
        self.assertEqual([ca.orientations(p) for p in Piece],
                         [1, 2, 4, 2, 1, 4, 2, 1, 4, 4, 4, 4])
        with self.assertRaises(SkylineError) as caught:
            ca.shape("bright", "inn", 4)
        self.assertEqual(caught.exception.name, "SKY_EROTATION")

    def test_empty_board_counts(self):  # CA-3 test vector
        game = Cathedral(delayed_people=True)   # brown builds first
        moves = game.legal_moves()
        self.assertEqual(len(moves), 2141)
        per_piece = [0] * 12
        for move in moves:
            per_piece[move.piece] += 1
        self.assertEqual(per_piece[:11], [100, 180, 324, 160, 81, 288, 144,
                                          64, 288, 256, 256])
        self.assertEqual(len(Cathedral().legal_moves()), 224)

    def test_names(self):  # CA-4
        self.assertEqual(ca.piece_name(Piece.INFIRMARY), "infirmary")
        self.assertEqual(ca.landmark_name("bright", "tavern", 1),
                         "Christo Redentor")
        self.assertEqual(ca.landmark_name("brown", "tower"), "Djenn\u00e9 Mosque")
        self.assertEqual(ca.landmark_name("brown", "academy"),
                         "Sacsahuaman Fortress")
        with self.assertRaises(ValueError):
            ca.landmark_name("bright", "bridge", 1)
        with self.assertRaises(ValueError):
            ca.piece_id("cathedral")


class PlayTest(unittest.TestCase):
    def test_people_first_then_brown(self):  # CA-5
        game = Cathedral()
        self.assertEqual(game.phase, Phase.PEOPLE)
        self.assertEqual(game.to_move, Color.BRIGHT)
        with self.assertRaises(SkylineError) as caught:
            game.play("tavern0a10")
        self.assertEqual(caught.exception.name, "SKY_EPHASE")
        game.play(PEOPLE_SOUTH)
        self.assertEqual(game.to_move, Color.BROWN)
        self.assertEqual(game.cell(5, 6), Cell.PEOPLE)

    def test_delayed_people(self):  # CA-5
        game = Cathedral(delayed_people=True)
        self.assertTrue(game.delayed_people)
        play_all(game, "square0e6")
        self.assertEqual(game.phase, Phase.PEOPLE)
        play_all(game, "people0a10")
        self.assertEqual(game.to_move, Color.BRIGHT)
        self.assertEqual(game.phase, Phase.BUILD)

    def test_people_in_supply_until_on_the_board(self):  # defect: supply
        # 1 while the People are not yet on the board, in both variants
        # (in the delayed one also before they are due), 0 once placed
        for delayed in (False, True):
            game = Cathedral(delayed_people=delayed)
            self.assertEqual(game.supply("bright", "people"), 1)
            self.assertEqual(game.supply("brown", "people"), 0)
            if delayed:
                self.assertEqual(game.phase, Phase.BUILD)
                play_all(game, "square0e5")
                self.assertEqual(game.phase, Phase.PEOPLE)
                self.assertEqual(game.supply("bright", "people"), 1)
            play_all(game, "people0a10" if delayed else PEOPLE_SOUTH)
            self.assertEqual(game.supply("bright", "people"), 0)

    def test_a1_is_the_south_west_corner(self):
        game = Cathedral(delayed_people=True)
        play_all(game, "tavern0a1")
        self.assertEqual(game.cell(0, 9), Cell.BROWN_BUILDING)
        self.assertEqual(game.pieces[0].move, Move(Piece.TAVERN, 0, 0, 9))
        self.assertIn("  1  R . . . . . . . . .\n", game.render())

    def test_players_scores_and_is_over(self):  # CA-12
        game = Cathedral()
        self.assertEqual(game.players, 2)
        self.assertFalse(game.is_over)
        self.assertEqual(game.scores(), [ca.SET_SQUARES, ca.SET_SQUARES])
        with self.assertRaises(SkylineError) as caught:
            game.winners()
        self.assertEqual(caught.exception.name, "SKY_EPHASE")

    def test_reasons(self):  # CA-6
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " tavern0j1 tavern0e6 inn2a10")
        for move, name in (("tavern0a10", "SKY_ETERRITORY"),
                           ("tavern0b10", "SKY_EOCCUPIED"),
                           ("bridge0i10", "SKY_EOFFBOARD"),
                           ("people0a6", "SKY_ENOPIECE"),
                           ((Piece.TAVERN, 4, 0, 0), "SKY_EROTATION"),
                           ((99, 0, 0, 0), "SKY_ENOPIECE")):
            with self.assertRaises(SkylineError) as caught:
                game.check(move)
            self.assertEqual(caught.exception.name, name, move)
        with self.assertRaises(SkylineError) as caught:
            game.check("tavern0c8", "brown")
        self.assertEqual(caught.exception.name, "SKY_ETURN")
        self.assertFalse(game.is_legal("nonsense"))
        self.assertTrue(game.is_legal("tavern0c8"))

    def test_skip_and_result(self):  # CA-7, CA-9, CA-12
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " tavern0a10 bridge0a9 tavern0b10")
        effect = game.preview("tavern0c10")
        self.assertEqual(effect.claimed, 94)
        self.assertEqual(effect.captured[0].move.piece, Piece.PEOPLE)
        game.play("tavern0c10")
        self.assertEqual(game.to_move, Color.BRIGHT)     # brown is skipped
        while not game.is_over:
            game.play(game.legal_moves()[0])
        self.assertEqual(game.scores(), [0, 45])
        self.assertEqual(game.winners(), [Color.BRIGHT])

    def test_capture_returns_the_building(self):  # CA-9, CA-11
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " tavern0a10 tavern0e6 tavern0j10")
        effect = game.preview("inn2a10")
        self.assertEqual(effect.cells, [(0, 0)])
        self.assertEqual(effect.captured,
                         [ca.Placed(Color.BROWN, 0, Move(Piece.TAVERN, 0, 0, 0))])
        game.play("inn2a10")
        self.assertEqual(game.cell(0, 0), Cell.BRIGHT_TERRITORY)
        self.assertEqual(game.supply("brown", "tavern"), 1)

    def test_first_move_claims_nothing(self):  # CA-8, CA-10
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " inn2a10")
        self.assertEqual(game.cell(0, 0), Cell.EMPTY)
        self.assertTrue(game.is_legal("tavern0a10"))

    def test_undo_clone_and_record(self):
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " tavern0a10 bridge0a9 tavern0b10")
        before = game.to_text()
        twin = copy.copy(game)
        game.play("tavern0c10")
        game.undo()
        self.assertEqual(game.to_text(), before)
        self.assertEqual(twin.render(), game.render())
        again = Cathedral.from_text(before)
        self.assertEqual(again.to_text(), before)
        with self.assertRaises(SkylineError) as caught:
            Cathedral.from_text(before + "tavern0a10\n")
        self.assertEqual(caught.exception.name, "SKY_EOCCUPIED")
        self.assertEqual(caught.exception.offset, len(before))
        game.close()
        with self.assertRaises(ValueError):
            game.plies

    def test_rejected_moves_change_nothing(self):
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " castle0a10")
        before = game.to_text()
        for move in ("castle0a10", "tavern0a10", "people0c8", "bridge0i10"):
            with self.assertRaises(SkylineError):
                game.play(move)
        self.assertEqual(game.to_text(), before)

    def test_board_and_pieces(self):  # CA-1
        game = Cathedral()
        play_all(game, PEOPLE_SOUTH + " castle2e6")
        rows = game.cells
        self.assertEqual(len(rows), 10)
        self.assertEqual(rows[4][4], Cell.BROWN_BUILDING)
        self.assertEqual(rows[4][5], Cell.EMPTY)
        self.assertEqual(game.pieces[0].move, Move(Piece.CASTLE, 2, 4, 4))
        self.assertEqual(game.pieces[1].owner, Color.NEUTRAL)
        self.assertIn("R . R", game.render())


class NotationTest(unittest.TestCase):
    def test_round_trip(self):
        # files a..j west to east, ranks 1..10 south to north: rank = 10 - y
        self.assertEqual(ca.parse_move("castle2e5"), Move(Piece.CASTLE, 2, 4, 5))
        self.assertEqual(ca.parse_move("castle2e6"), Move(Piece.CASTLE, 2, 4, 4))
        self.assertEqual(ca.format_move(("tavern", 3, 0, 9)), "tavern3a1")
        self.assertEqual(str(Move(Piece.INFIRMARY, 3, 9, 0)), "infirmary3j10")
        self.assertEqual(str(Move(Piece.INFIRMARY, 3, 9, 9)), "infirmary3j1")
        with self.assertRaises(SkylineError) as caught:
            ca.parse_move("castle2e0")
        self.assertEqual(caught.exception.name, "SKY_EPARSE")


class ResultsTest(unittest.TestCase):
    def test_result(self):  # CA-12
        self.assertEqual(ca.result(0, 0), [Color.BRIGHT, Color.BROWN])
        self.assertEqual(ca.result(3, 0), [Color.BROWN])
        self.assertEqual(ca.result(3, 7), [Color.BRIGHT])

    def test_series_and_tournament(self):  # CA-13
        # player 0 bright in game 0 (3) and brown in game 1 (2): 5 vs 17
        self.assertEqual(ca.series([(3, 10), (7, 2)]), ([5, 17], [0]))
        self.assertEqual(ca.series([(3, 10), (7, 2)], first_bright=1),
                         ([17, 5], [1]))
        schedule = ca.tournament_schedule(3)
        self.assertEqual(schedule, [(0, 1), (1, 0), (0, 2), (2, 0),
                                    (1, 2), (2, 1)])
        games = [(b, r, 4, 9) for b, r in schedule]
        self.assertEqual(ca.tournament(games, 3), ([26, 26, 26], [0, 1, 2]))
        with self.assertRaises(SkylineError):
            ca.tournament([(0, 0, 1, 1)], 3)


class BotsTest(unittest.TestCase):
    def test_greedy_beats_random(self):
        rng, wins = Rng(3), 0
        for g in range(6):
            greedy = g % 2
            bots = {greedy: Bot.GREEDY, 1 - greedy: "random"}
            game = Cathedral()
            play_out(game, rng, bots)
            wins += game.winners() == [Color(greedy)]
        self.assertGreaterEqual(wins, 5)

    def test_bot_move_is_legal(self):
        game = Cathedral()
        move = game.bot_move("greedy", 7)     # for the color to move
        self.assertEqual(move.piece, Piece.PEOPLE)
        game.check(move)
        self.assertEqual(game.plies, 0)
        with self.assertRaises(SkylineError) as caught:
            game.bot_move(5, 7)
        self.assertEqual(caught.exception.name, "SKY_ERANGE")


class GenericLayerTest(unittest.TestCase):
    def test_cathedral_through_game(self):
        self.assertIn("cathedral", skyline.games())
        game = Game("cathedral", {"delayed": 1})
        self.assertEqual(game.action_count, 3300)
        # (k + rotation) * 100 + y * 10 + x; the castle's k is 17
        self.assertEqual(game.action_from_string("castle2e6"), (17 + 2) * 100 + 44)
        self.assertEqual(game.action_from_string("stable2a10"),
                         game.action_from_string("stable0a10"))
        self.assertEqual(len(game.legal_actions()), 2141)
        rng = Rng(1)
        while not game.is_over:
            game.apply(game.bot_action(Bot.GREEDY if game.current == 0
                                       else Bot.RANDOM, rng))
        match = Cathedral.from_text(game.to_text())
        self.assertEqual(game.scores(), match.scores())


if __name__ == "__main__":
    unittest.main()
