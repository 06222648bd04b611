"""Tests of the skyline package's Skyscrapers layer (rule ids SK-n name the
rule of skyline-skyscrapers(7) a test exercises)."""

import copy
import itertools
import unittest

import skyline
from skyline import Game, SkylineError, Skyscrapers
from skyline import skyscrapers as sk

SK9 = ["r3-r3-b3-y3-b3-y2-y2-r1", "y3-y3-y2-r3-b1", "b2-b2-y2-b2-y2-y1-y1-y1"]


def best_by_search(pile):
    """Exhaustive search, independent of the advisor: every set partition
    of the pile into groups (unused pyramids are a group of their own),
    each group scored in every order of its pyramids."""
    pile = list(pile)
    best = 0

    def best_order(group):
        return max(sk.score(list(order)) for order in set(itertools.permutations(group)))

    def partitions(items):
        if not items:
            yield []
            return
        first, rest = items[0], items[1:]
        for part in partitions(rest):
            for i in range(len(part)):
                yield part[:i] + [[first] + part[i]] + part[i + 1:]
            yield [[first]] + part

    for part in partitions(pile):
        for unused in range(len(part) + 1):
            groups = part[:unused] + part[unused + 1:]
            best = max(best, sum(best_order(g) for g in groups))
    return best


class PureScorers(unittest.TestCase):

    def test_sk9_seed_examples(self):
        self.assertEqual([sk.score(s) for s in SK9], [45, -13, 60])

    def test_sk4_sk5_safety_and_towers(self):
        self.assertTrue(sk.is_safe("r3-r3-r2-r1"))
        self.assertTrue(sk.is_safe("g2-g2-g2"))          # equal sizes stack (SK-4)
        self.assertFalse(sk.is_safe("r1-r2"))
        self.assertTrue(sk.is_tower("r3-r3-r3-r3-r1"))
        self.assertFalse(sk.is_tower("r3-r3-r2-r1"))     # four pyramids (SK-5)
        self.assertFalse(sk.is_tower("r3-r3-r3-r2-r2"))  # no 1-pip cap
        self.assertEqual(sk.score("r3-r3-r2-r1"), 0)

    def test_sk6_sk7_runs_and_colors(self):
        self.assertEqual([sk.format(r) for r in sk.runs(SK9[0])],
                         ["r3-r3", "b3", "y3", "b3", "y2-y2", "r1"])
        self.assertEqual(sk.value("y1-y1-y1"), 18)
        self.assertEqual(sk.value("r3-y3-g3-b3-k1"), 35)   # 7 x 5 colors

    def test_sk8_sections(self):
        self.assertEqual([sk.format(s) for s in sk.sections(SK9[1])],
                         ["y3-y3-y2", "r3-b1"])
        self.assertEqual([sk.value(s) for s in sk.sections(SK9[1])], [5, 8])
        self.assertEqual(len(sk.sections(SK9[0])), 1)

    def test_sk3_structures_take_pyramids_or_notation(self):
        red3 = sk.Pyramid(0, 3)
        self.assertEqual(sk.score([red3, (0, 3), ("blue", 3), "y3", sk.Pyramid(3, 3),
                                   "y2", "y2", "r1"]), 45)
        self.assertEqual(sk.score("y1-y1-y1-y1-y3"), -31)
        self.assertEqual(sk.score("y3-y1-y1-y1-y1"), 31)

    def test_sk10_notation(self):
        pyramids = sk.parse("r3-r3-b1")
        self.assertEqual(pyramids, [sk.Pyramid(0, 3), sk.Pyramid(0, 3), sk.Pyramid(3, 1)])
        self.assertEqual(sk.format(pyramids), "r3-r3-b1")
        self.assertEqual(sk.format("red3-clear1"), "r3-x1")
        self.assertEqual([sk.color_name(c) for c in range(10)], list(sk.COLORS))
        self.assertEqual(str(sk.Pyramid(8, 2)), "c2")
        for text, name in [("z3", "SKY_ECOLOR"), ("r4", "SKY_ESIZE"), ("r3-", "SKY_EPARSE"),
                           ("", "SKY_EPARSE"), ("pink1", "SKY_ECOLOR"), ("y0", "SKY_ESIZE")]:
            with self.assertRaises(SkylineError) as caught:
                sk.parse(text)
            self.assertEqual(caught.exception.name, name, text)
        with self.assertRaises(ValueError):
            sk.color_id("pink")

    def test_sk1_sk2_equipment(self):
        self.assertEqual(sk.format(sk.treehouse()),
                         "r1-r2-r3-y1-y2-y3-g1-g2-g3-b1-b2-b3-k1-k2-k3")
        self.assertEqual(sk.format(sk.treehouse(["white", "o", 7, "cyan", "clear"]))[:8],
                         "w1-w2-w3")
        self.assertEqual(sk.format(sk.stash("purple")).count("p3"), 5)
        with self.assertRaises(SkylineError):
            sk.treehouse([0, 0, 1, 2, 3])

    def test_sk13_advisor(self):
        advice = sk.advise(sk.treehouse())
        self.assertEqual(advice.points, 150)
        self.assertEqual(advice.towers, ["r3-y3-g3-b3-k3-r2-y2-g2-b2-k2-r1-y1-g1-b1-k1"])
        self.assertEqual(sk.advise("r3-r2-r1"), (0, []))
        self.assertEqual(sk.advise([]), (0, []))
        self.assertEqual(sk.score(sk.advise(sk.stash(2)).towers[0]), 90)

    def test_sk13_advisor_matches_exhaustive_search(self):
        rng = skyline.Rng(2024)
        for trial in range(40):
            n = 1 + trial % 6
            pile = [sk.Pyramid(rng.below(2), 1 + rng.below(3)) for _ in range(n)]
            self.assertEqual(sk.advise(pile).points, best_by_search(pile), sk.format(pile))


class Match(unittest.TestCase):

    def sk9_match(self, **options):
        match = Skyscrapers(players=2, supply="-".join(SK9) + "-g2", **options)
        match.grab(0, SK9[0] + "-g2")
        match.grab(1, SK9[1] + "-" + SK9[2])
        self.assertEqual(match.phase, sk.Phase.BUILD)
        match.build(0, SK9[0])
        match.build(1, SK9[1])
        match.build(1, SK9[2][:8])
        match.stack(1, 1, SK9[2][9:])
        match.finish(0)
        match.finish(1)
        return match

    def test_sk11_round_scores(self):
        match = self.sk9_match(rounds=1)
        self.assertEqual([match.round_score(0, p) for p in (0, 1)], [45, 47])
        self.assertEqual(match.totals, [45, 47])
        self.assertEqual([match.total(p) for p in (0, 1)], [45, 47])
        # Not the list's index from the end: only the match's players.
        for player in (-1, skyline.CHANCE, 2):
            with self.assertRaisesRegex(ValueError, "player must be in 0..1"):
                match.total(player)
        self.assertEqual(match.structures(1, round=0), SK9[1:])
        self.assertEqual(match.phase, sk.Phase.OVER)
        self.assertEqual(match.winners(), [1])

    def test_sk11_pile_checks(self):
        match = Skyscrapers(players=3)
        match.grab(0, "r1-r2-r3")
        with self.assertRaises(SkylineError) as caught:
            match.grab(1, "r1")
        self.assertEqual(caught.exception.name, "SKY_ESUPPLY")
        match.end_grab()
        with self.assertRaises(SkylineError) as caught:
            match.build(0, "r3-r3")
        self.assertEqual(caught.exception.name, "SKY_ENOPYRAMID")
        match.build(0, "r3-r2")
        self.assertEqual(sk.format(match.unbuilt(0)), "r1")
        self.assertEqual(sk.format(match.pile(0)), "r1-r2-r3")
        self.assertEqual(len(match.middle), 12)

    def test_sk12_negative_totals_and_exact_busts(self):
        match = Skyscrapers(players=2, win="exact", target=10, supply="r1-r2-r3-y1-y1")
        match.grab(0, "r1-r2")
        match.grab(1, "r3-y1-y1")
        match.build(0, "r1-r2")          # unsafe: -(3 + 2)
        match.finish(0)
        match.finish(1)
        self.assertEqual(match.totals, [-5, 0])
        self.assertFalse(match.round_bust(0, 0))

    def test_sk12_stop_and_undo(self):
        match = self.sk9_match()
        match.stop()
        self.assertEqual(match.phase, sk.Phase.OVER)
        self.assertEqual(match.winners(), [1])
        match.undo()
        match.undo_round()
        self.assertEqual(match.round, 0)
        self.assertEqual(match.totals, [0, 0])

    def test_record_round_trip(self):
        match = self.sk9_match(win="towers", towers=2, threshold=40)
        text = match.to_text()
        again = Skyscrapers.from_text(text)
        self.assertEqual(again.to_text(), text)
        self.assertEqual(again.towers_over(1), 1)
        twin = copy.copy(again)
        twin.grab(0, "r1")
        self.assertNotEqual(twin.to_text(), again.to_text())
        bad = text.replace("0:done", "0:fin")
        with self.assertRaises(SkylineError) as caught:
            Skyscrapers.from_text(bad)
        self.assertEqual(caught.exception.name, "SKY_EPARSE")
        self.assertEqual(bad[caught.exception.offset:][:5], "0:fin")

    def test_bad_options(self):
        with self.assertRaises(SkylineError):
            Skyscrapers(players=1)
        with self.assertRaises(SkylineError):
            Skyscrapers(win="reach")            # no target
        with self.assertRaises(ValueError):
            Skyscrapers(win="fastest")


class Steps(unittest.TestCase):
    """The shape of every game: steps, chance grabs, bots, the advisor."""

    def test_a_match_step_by_step(self):
        rng = skyline.Rng(9)
        with Skyscrapers(players=2, rounds=1, seed=5) as match:
            self.assertEqual(match.to_move, sk.CHANCE)
            self.assertTrue(all(m.step == sk.Step.GRAB for m in match.legal_moves()))
            with self.assertRaises(SkylineError) as caught:
                match.play("+r1", 0)
            self.assertEqual(caught.exception.name, "SKY_ECHANCE")
            match.play("+r1", sk.CHANCE)
            while match.to_move == sk.CHANCE:
                self.assertEqual(match.draw().step, sk.Step.GRAB)
            move, points = match.advise()
            match.check(move, match.to_move)
            self.assertGreaterEqual(points, 0)
            while not match.is_over:
                who = match.to_move
                move = match.bot_move("random", rng)
                self.assertIn(move, match.legal_moves())
                match.play(move, who)
            self.assertEqual(match.scores(), match.totals)
            self.assertEqual(match.middle, [])      # back in the box

    def test_move_notation(self):
        for text in ("+r3", "=y1", "2+b2", "done"):
            self.assertEqual(str(sk.parse_move(text)), text)
        with self.assertRaises(SkylineError):
            sk.parse_move("2-r3")

    def test_seed_is_checked(self):
        with self.assertRaises(ValueError):
            Skyscrapers(seed=-1)


class GenericLayer(unittest.TestCase):

    def test_simulated_match_ends(self):
        game = Game("skyscrapers", {"players": 3, "rounds": 2})
        rng = skyline.Rng(5)
        while not game.is_over:
            if game.is_chance:
                outcomes = game.chance_outcomes()
                self.assertAlmostEqual(sum(p for _, p in outcomes), 1.0)
                self.assertLessEqual(len(outcomes), 30)
            game.apply(game.bot_action("greedy", rng))
        self.assertEqual(len(game.scores()), 3)
        self.assertIn("skyline skyscrapers 2", game.to_text())


if __name__ == "__main__":
    unittest.main()
