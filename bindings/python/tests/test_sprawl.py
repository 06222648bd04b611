"""Tests of the skyline package's Sprawlopolis layer (rule ids SP-n name
the rule of skyline-sprawl(7) a test exercises).

The card data, data/sprawl-cards.json, is read here as an independent
check of the cards compiled into the library: zones, road sections and
the roads each card holds with their exits on the card's edge.
"""

import copy
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import unittest

import skyline
from skyline import Game, Rng, SkylineError, Sprawl
from skyline import sprawl as sp
from skyline.sprawl import CHANCE, Block, Edge, Move, Phase, Variant, Zone

SOURCE = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.abspath(__file__)))))
DATA = os.path.join(SOURCE, "data", "sprawl-cards.json")
GENERATOR = os.path.join(SOURCE, "lib", "sprawl_cards_gen.py")

ZONES = {"commercial": Zone.COMMERCIAL, "park": Zone.PARK,
         "industrial": Zone.INDUSTRIAL, "residential": Zone.RESIDENTIAL}
POSITIONS = ("TL", "TR", "BL", "BR")

# The example of The Outskirts (tests/check_sprawl.c has the arithmetic).
OUTSKIRTS = ("Ins P   Cew Rew P\n"
             "Rns P   P   P   Ins\n"
             "Cns Iew Rew P   Rns\n"
             "Ins P   P   Cns Cns\n")
LOOP = "Res Csw\nIne Rnw\n"


def load_cards():
    with open(DATA, encoding="utf-8") as f:
        return json.load(f)["cards"]


@unittest.skipUnless(os.path.exists(DATA), "no data/sprawl-cards.json")
class CardDataTest(unittest.TestCase):
    """SP-1: the 18 cards in the library are those of the data file."""

    def test_sp1_zones_roads_names(self):
        for card in load_cards():
            blocks = sp.card_blocks(card["number"])
            self.assertEqual(sp.card_name(card["number"]), card["name"])
            for position, block in zip(POSITIONS, blocks):
                printed = card["blocks_portrait"][position]
                self.assertEqual(block.zone, ZONES[printed["zone"]])
                edges = 0
                for letter in printed["road"]:
                    edges |= Edge[letter]
                self.assertEqual(block.road, edges, (card["number"], position))

    def test_sp1_roads_on_each_card_and_their_exits(self):
        for card in load_cards():
            blocks = sp.card_blocks(card["number"])
            grid = [blocks[0:2], blocks[2:4]]
            roads, of_cell = sp.roads(grid)
            self.assertEqual(len(roads), card["road_count"], card["number"])
            # Each road's blocks, and its exits on the card's edge.
            expected = sorted(
                (sorted(piece["blocks"]), sorted(piece["card_edge_exits"]))
                for piece in card["roads_on_card"])
            found = []
            for index, road in enumerate(roads):
                cells = [POSITIONS[r * 2 + c] for r in range(2)
                         for c in range(2) if of_cell[r][c] == index]
                exits = ["%s.%s" % (POSITIONS[e.row * 2 + e.col], e.edge.name)
                         for e in road.ends]
                found.append((sorted(cells), sorted(exits)))
            self.assertEqual(sorted(found), expected, card["number"])

    def test_generated_table_rejects_bad_data(self):
        cards = load_cards()
        cards[0]["blocks_portrait"]["BL"]["road"] = ["N", "S"]   # a park
        with tempfile.NamedTemporaryFile("w", suffix=".json",
                                         delete=False) as f:
            json.dump({"cards": cards}, f)
        try:
            result = subprocess.run([sys.executable, GENERATOR, f.name],
                                    stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE,
                                    universal_newlines=True)
        finally:
            os.unlink(f.name)
        self.assertEqual(result.returncode, 1)
        self.assertIn("a park holds no road", result.stderr)


class CardTest(unittest.TestCase):
    def test_sp2_half_turn(self):
        self.assertEqual(sp.format_grid([sp.card_blocks(1, 1)[0:2],
                                         sp.card_blocks(1, 1)[2:4]]),
                         "Cns P\nRns Ies\n")
        with self.assertRaises(SkylineError) as caught:
            sp.card_blocks(1, 2)
        self.assertEqual(caught.exception.name, "SKY_EROTATION")

    def test_names(self):
        self.assertEqual(sp.card_name(12), "Superhighway")
        with self.assertRaises(SkylineError):
            sp.card_name(19)


class ScoringTest(unittest.TestCase):
    def test_sp7_groups(self):
        self.assertEqual(sp.largest_group("C C P\nP C P\nP P I\n", Zone.PARK), 3)

    def test_sp8_roads(self):
        roads, of_cell = sp.roads(OUTSKIRTS)
        self.assertEqual(len(roads), 5)
        self.assertEqual(roads[0].sections, 4)
        self.assertEqual([e.kind for e in roads[0].ends],
                         [sp.EndKind.CITY_EDGE, sp.EndKind.CITY_EDGE])
        self.assertEqual(of_cell[3][4], 2)
        loop, _ = sp.roads(LOOP)
        self.assertTrue(loop[0].loop)
        self.assertEqual(loop[0].ends, [])

    def test_sp9_every_card_on_the_outskirts_example(self):
        # Per card, by the rules of SP-9 (see tests/check_sprawl.c).
        expected = {1: -1, 3: -4, 12: 2, 13: 3, 14: 0, 16: 6, 18: 9}
        for card, points in expected.items():
            self.assertEqual(sp.card_score(OUTSKIRTS, card), points, card)

    def test_sp9_decisions(self):
        # A loop: +1 for The Outskirts, 0 for Park Hopping.
        self.assertEqual(sp.card_score(LOOP, 1), 1)
        self.assertEqual(sp.card_score(LOOP, 13), 0)
        # The 'Burbs: of tied groups, the better one.
        self.assertEqual(sp.card_score("R R P . I R\nP . . . . R\n", 8), 2)
        # Central Perks: a gap inside the city is an edge.
        self.assertEqual(sp.card_score("C C C C\nC . P C\nC C C C\n", 7), -2)

    def test_sp10_total_and_variants(self):
        tally = sp.score(OUTSKIRTS, [1, 3, 12])
        self.assertEqual((tally.total, tally.target), (1, 16))
        self.assertEqual(tally.card_points, [-1, -4, 2])
        self.assertEqual(sp.score(OUTSKIRTS, [1, 3, 12], Variant.EASIER).total, 6)
        self.assertEqual(sp.score(OUTSKIRTS, [1, 3, 12], Variant.HARDER).total, -3)
        with self.assertRaises(SkylineError):
            sp.score(OUTSKIRTS, [1, 1, 12])

    def test_grids_in_every_form(self):
        rows = [["Cns", "P"], [(Zone.RESIDENTIAL, Edge.E | Edge.W),
                               Block(Zone.INDUSTRIAL, Edge.E | Edge.S)]]
        self.assertEqual(sp.format_grid(rows), "Cns P\nRew Ies\n")
        self.assertEqual(sp.parse_grid("Cns P\nRew Ies\n")[1][1],
                         Block(Zone.INDUSTRIAL, Edge.E | Edge.S))
        with self.assertRaises(SkylineError) as caught:
            sp.parse_grid("C P\nC Pns\n")
        self.assertEqual(caught.exception.offset, 6)
        with self.assertRaises(ValueError):
            sp.format_grid([["C", "P"], ["C"]])
        with self.assertRaises(SkylineError):
            sp.check_grid([[(Zone.PARK, Edge.N | Edge.S)]])


def draw_due(game):
    """Draws every card due from the game's own deck order."""
    while game.is_chance:
        game.draw()


def drawn_game(**options):
    """A game set up from its seed's deck order."""
    game = Sprawl(**options)
    draw_due(game)
    return game


class GameTest(unittest.TestCase):
    def test_sp4_sp5_sp10_a_solo_game(self):
        game = drawn_game(seed=3)
        self.assertEqual(len(game.hand(0)), 3)
        self.assertEqual(game.target, sum(game.scoring_cards))
        self.assertEqual(game.deck_size, 11)
        rng = Rng(3)
        while not game.is_over:
            move = game.bot_move("greedy", rng)
            self.assertTrue(game.is_legal(move, 0))
            game.play(move, 0)
            draw_due(game)
            self.assertLessEqual(len(game.hand(0)), 3)
        self.assertEqual(len(game.placements), 15)
        tally = game.tally()
        self.assertEqual(sp.score(game.city, game.scoring_cards).total,
                         tally.total)
        self.assertEqual(game.winners(),
                         [0] if tally.total >= tally.target else [])

    def test_sp3_reasons(self):
        game = Sprawl()
        for card in range(1, 9):
            game.play(card, CHANCE)
        for move, name in (("4@2,2", "SKY_ECORNER"), ("4@5,5", "SKY_EDETACHED"),
                           ("9@0,2", "SKY_ENOCARD"), ((4, 2, 0, 2), "SKY_EROTATION")):
            with self.assertRaises(SkylineError) as caught:
                game.check(move, 0)
            self.assertEqual(caught.exception.name, name)
        game.play("4r@0,2", 0)
        self.assertEqual(game.placements[1], Move(4, 1, 0, 2))
        self.assertTrue(game.is_chance)

    def test_sp6_supplied_cards_and_views(self):
        game = Sprawl(players=2)
        self.assertTrue(game.is_chance)
        for card in range(1, 10):
            game.play(card, CHANCE)
        self.assertEqual(game.hand(0), [4, 5, 6])
        self.assertEqual(game.hand(0, viewer=1), [0, 0, 0])
        self.assertEqual(game.unseen(viewer=1)[:3], [4, 5, 6])
        self.assertIn("+?", game.to_text(viewer=1))
        self.assertIn("seed ?", game.to_text(viewer=1))
        with self.assertRaises(SkylineError) as caught:
            Sprawl.from_text(game.to_text(viewer=1))
        self.assertEqual(caught.exception.name, "SKY_EHIDDEN")
        game.play("4@0,2", 0)
        with self.assertRaises(SkylineError) as caught:
            game.play("5@0,4", 1)
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")
        with self.assertRaises(SkylineError) as caught:
            game.play(4, CHANCE)
        self.assertEqual(caught.exception.name, "SKY_EILLEGAL")

    def test_text_clone_undo(self):
        game = drawn_game(players=3, variant=Variant.EASIER, seed=12)
        rng = Rng(1)
        for _ in range(5):
            game.play(game.bot_move("random", rng), game.to_move)
            draw_due(game)
        again = Sprawl.from_text(game.to_text())
        self.assertEqual(again.to_text(), game.to_text())
        self.assertIn("d\n", game.to_text())
        twin = copy.copy(game)
        game.undo()     # the card drawn after the last placement
        self.assertTrue(game.is_chance)
        self.assertEqual(len(game.placements), 6)
        game.undo()
        self.assertEqual(len(twin.placements), 6)
        self.assertEqual(len(game.placements), 5)
        self.assertEqual(sp.parse_move("12r@-1,2"), Move(12, 1, -1, 2))
        self.assertEqual(str(Move(3, 0, 0, -30)), "3@0,-30")

    def test_advisor(self):
        game = drawn_game(seed=5)
        move, expected = game.advise(rng=7)
        self.assertTrue(game.is_legal(move, 0))
        self.assertGreater(expected, -60)
        self.assertEqual(game.advise(Rng(7)), (move, expected))

    def test_unseeded_rng_is_refused(self):
        game = drawn_game(seed=5)
        zero = Rng(1)
        zero._state.s[:] = [0, 0, 0, 0]
        for call in (lambda: game.advise(zero),
                     lambda: game.bot_move("greedy", zero)):
            with self.assertRaises(SkylineError) as caught:
                call()
            self.assertEqual(caught.exception.name, "SKY_EINVAL")


class ChanceTest(unittest.TestCase):
    """Every card off the deck is a chance event (sky_common(3), CHANCE)."""

    def test_chance_protocol(self):
        game = Sprawl(players=2, seed=17)
        self.assertTrue(game.is_chance)
        self.assertEqual(game.to_move, CHANCE)
        self.assertEqual(game.phase, Phase.SETUP)
        self.assertEqual(game.legal_moves(),
                         [Move(card, 0, 0, 0) for card in range(1, 19)])
        with self.assertRaises(SkylineError) as caught:
            game.play(5, 0)
        self.assertEqual(caught.exception.name, "SKY_ECHANCE")
        before = game.to_text()
        sampled = game.bot_move("random", Rng(3))
        self.assertTrue(game.is_legal(sampled, CHANCE))
        self.assertEqual(game.to_text(), before)
        game.play(5, CHANCE)
        self.assertNotIn(Move(5, 0, 0, 0), game.legal_moves())
        drawn = game.draw()
        self.assertFalse(game.is_legal(drawn, CHANCE))
        self.assertIn("+5 +%dd" % drawn.card, game.to_text())
        game.undo()
        self.assertEqual(game.draw(), drawn)

    def test_draw_is_reproducible_from_the_seed(self):
        first, second = Sprawl(seed=99), Sprawl(seed=99)
        self.assertEqual([first.draw() for _ in range(8)],
                         [second.draw() for _ in range(8)])
        self.assertEqual(first.to_text(), second.to_text())
        self.assertEqual(first.phase, Phase.PLAY)

    def test_old_seeded_record_scores(self):
        # tests/data/sprawl-3p-seeded.rec as it read before the chance
        # model: its placements, drawn from seed 2026, score 27 of 25.
        game = drawn_game(players=3, variant=Variant.HARDER, seed=2026)
        for move in ("2@1,1 15r@-1,2 8r@1,-1 6@0,-2 10r@-1,1 13@-1,-1 18@-1,0 "
                     "12@0,2 16r@2,0 9r@2,-2 5@-2,-2 11r@-2,0 4@2,-1 "
                     "14r@2,-2").split():
            game.play(move, game.to_move)
            draw_due(game)
        self.assertTrue(game.is_over)
        self.assertEqual(game.phase, Phase.OVER)
        self.assertEqual(game.scoring_cards, [17, 1, 7])
        self.assertEqual(game.scores(), [27, 27, 27])
        self.assertEqual(game.winners(), [0, 1, 2])

    def test_scores_before_and_after_the_end(self):
        game = Sprawl(players=2, seed=4)
        self.assertEqual(game.scores(), [0, 0])
        with self.assertRaises(SkylineError) as caught:
            game.winners()
        self.assertEqual(caught.exception.name, "SKY_EPHASE")
        draw_due(game)
        self.assertEqual(game.scores(), [game.tally().total] * 2)
        rng = Rng(4)
        while not game.is_over:
            if game.is_chance:
                game.draw()
            else:
                game.play(game.bot_move("greedy", rng), game.to_move)
        total = game.tally().total
        self.assertEqual(game.scores(), [total, total])
        self.assertEqual(game.winners(),
                         [0, 1] if total >= game.target else [])

    def test_options_grow_by_size(self):
        # A newer caller's struct: today's and one more int.
        class Newer(ctypes.Structure):
            _fields_ = [("o", sp._COptions), ("extra", ctypes.c_int)]
        newer = Newer()
        sp._c.sky_sprawl_options_init(ctypes.byref(newer),
                                      ctypes.sizeof(newer))
        self.assertEqual(newer.o.size, ctypes.sizeof(newer))
        handle = sp._Handle()
        newer.extra = 1
        with self.assertRaises(SkylineError) as caught:
            sp._c.sky_sprawl_new(ctypes.byref(newer), ctypes.byref(handle))
        self.assertEqual(caught.exception.name, "SKY_EOPTION")
        newer.extra = 0
        sp._c.sky_sprawl_new(ctypes.byref(newer), ctypes.byref(handle))
        sp._c.sky_sprawl_free(handle)
        for size in (0, 1, 4097):
            with self.assertRaises(SkylineError) as caught:
                sp._c.sky_sprawl_options_init(ctypes.byref(newer), size)
            self.assertEqual(caught.exception.name, "SKY_EINVAL")


class GenericTest(unittest.TestCase):
    def test_sp6_chance_nodes_uniform_over_unseen_cards(self):
        game = Game("sprawl", {"players": 2, "variant": 1})
        self.assertTrue(game.is_chance)
        outcomes = game.chance_outcomes()
        self.assertEqual([a for a, _ in outcomes], list(range(18)))
        self.assertAlmostEqual(outcomes[0][1], 1 / 18)
        game.apply("+7")
        self.assertEqual(len(game.chance_outcomes()), 17)
        self.assertEqual(game.action_to_string(0), "+1")
        with self.assertRaises(SkylineError) as caught:
            game.apply("+7")
        self.assertEqual(caught.exception.name, "SKY_EILLEGAL")

    def test_a_random_game_to_the_end(self):
        game = Game("sprawl", "players=2")
        rng = Rng(4)
        while not game.is_over:
            game.apply(game.bot_action("greedy", rng))
        self.assertIn("players 2 variant standard seed 0\n", game.to_text())
        scores = game.scores()
        self.assertEqual(scores[0], scores[1])
        self.assertIn(game.winners(), ([], [0, 1]))
        self.assertIn("sprawl", skyline.games())


if __name__ == "__main__":
    unittest.main()
