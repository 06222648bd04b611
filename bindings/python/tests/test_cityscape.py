"""Tests of the skyline package's Cityscape layer (rule ids CS-n name the
rule of skyline-cityscape(7) a test exercises)."""

import copy
import ctypes
import os
import subprocess
import sys
import unittest

import skyline
from skyline import Bot, Cityscape, Game, Rng, SkylineError
from skyline import cityscape as cs
from skyline.cityscape import Goals, Move, Phase, Side

ALL_MOVES = [Move(h, r, c) for h in range(1, 6)
             for r in range(4) for c in range(4)]


def set_bot_goals(match, rng, bots):
    """Every side without goals gets its owner's bot's goals: a goal
    setting is the bot's move for the player to move."""
    while match.phase == Phase.GOALS:
        player = match.to_move
        goals = match.bot_move(bots[player], rng)
        assert isinstance(goals, Goals), goals
        match.play(goals, player)


def play_match(match, rng, bots, on_state=None):
    """Plays the match to its end, bots[p] playing for player p.

    Returns one dict per round: the goals of every side as set, the
    player who placed the first block and the blocks each player placed.
    `on_state(match)` is called before each placement, and once before
    each round's goals are set.
    """
    rounds = []
    while match.phase != Phase.OVER:
        if on_state:
            on_state(match)
        if match.phase == Phase.GOALS:
            set_bot_goals(match, rng, bots)
            continue
        if len(rounds) == match.round:
            rounds.append({
                "goals": {side: match.goals(side) for side in match.sides},
                "starter": match.to_move,
                "placed": [0] * match.players,
            })
        player = match.to_move
        match.play(match.bot_move(bots[player], rng), player)
        rounds[-1]["placed"][player] += 1
    return rounds


def ready(players=2, first_player=0, rounds=None):
    """A match in its building phase, every side's goals set to 1,2,3,4."""
    match = Cityscape(players=players, rounds=rounds,
                      first_player=first_player)
    for side in match.sides:
        match.set_goals(side, [1, 2, 3, 4])
    return match


class VersionTest(unittest.TestCase):
    def test_version_agrees_with_hex(self):
        text = skyline.version()
        self.assertEqual(skyline.__version__, text)
        self.assertRegex(text, r"^\d+\.\d+\.\d+$")
        major, minor, patch = (int(part) for part in text.split("."))
        self.assertEqual(skyline.version_hex(),
                         major << 16 | minor << 8 | patch)

    def test_games_lists_cityscape(self):
        self.assertIn("cityscape", skyline.games())


class LoadTest(unittest.TestCase):
    """SKYLINE_LIBRARY picks the library; a wrong one fails at import."""

    def import_with(self, library, code="import skyline"):
        env = dict(os.environ, SKYLINE_LIBRARY=library)
        package_dir = os.path.dirname(os.path.dirname(skyline.__file__))
        env["PYTHONPATH"] = os.pathsep.join(
            [package_dir] + env.get("PYTHONPATH", "").split(os.pathsep))
        return subprocess.run([sys.executable, "-c", code],
                              env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, universal_newlines=True)

    def test_override_is_used(self):
        library = skyline._lib.lib_path
        if not os.path.isabs(library):
            self.skipTest("loaded by soname, no path to pass")
        result = self.import_with(
            library, "import skyline; print(skyline._lib.lib_path)")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), library)

    def test_missing_library(self):
        result = self.import_with("/nonexistent/libskyline.so.0")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("ImportError: cannot load libskyline", result.stderr)
        self.assertIn("/nonexistent/libskyline.so.0", result.stderr)

    def test_library_without_the_functions(self):
        try:
            ctypes.CDLL("libc.so.6")
        except OSError:
            self.skipTest("no libc.so.6 to stand in for a wrong library")
        result = self.import_with("libc.so.6")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("libc.so.6 lacks the function sky_version",
                      result.stderr)


class ErrorTest(unittest.TestCase):
    def test_play_out_of_turn_is_eturn(self):  # CS-7
        match = ready(first_player=0)
        with self.assertRaises(SkylineError) as caught:
            match.play("1a1", 1)
        error = caught.exception
        self.assertEqual(error.name, "SKY_ETURN")
        self.assertEqual(error.code, -9)
        self.assertEqual(str(error), skyline.strerror(-9))
        self.assertNotEqual(str(error), error.name)
        self.assertTrue(str(error))
        self.assertIsNone(error.offset)
        self.assertIn("SKY_ETURN", repr(error))

    def test_every_status_has_a_distinct_name_and_sentence(self):
        names = set()
        for code in range(-1, -21, -1):
            name = skyline.status_name(code)
            self.assertTrue(name.startswith("SKY_E"), name)
            self.assertTrue(skyline.strerror(code))
            names.add(name)
        self.assertEqual(len(names), 20)
        self.assertEqual(skyline.status_name(0), "SKY_OK")
        self.assertEqual(skyline.status_name(-999), "SKY_E?")

    def test_library_errors_keep_their_specific_reason(self):
        match = Cityscape()
        cases = [
            (lambda: Cityscape(players=5), "SKY_ERANGE"),
            (lambda: Cityscape(players=2, first_player=2), "SKY_ERANGE"),
            (lambda: match.supply(0), "SKY_EHEIGHT"),
            (lambda: match.height(4, 0), "SKY_EOFFBOARD"),
            (lambda: match.round_score(0, 0), "SKY_ERANGE"),
            (lambda: match.round_board(0), "SKY_ERANGE"),
            (lambda: match.round_goals(0, "S"), "SKY_ERANGE"),
            (lambda: match.play("S:1111", 1), "SKY_ETURN"),
            (lambda: match.play("S:1117", 0), "SKY_ECODE"),
            (lambda: cs.parse_move("S:1?11"), "SKY_EHIDDEN"),
            (lambda: match.winners(), "SKY_EPHASE"),
            (lambda: match.undo(), "SKY_ENOUNDO"),
            (lambda: cs.parse_move("3b"), "SKY_EPARSE"),
            (lambda: cs.parse_move("3z9"), "SKY_EOFFBOARD"),
            (lambda: cs.format_move((-1, 0, 0)), "SKY_EHEIGHT"),
            (lambda: cs.format_move((6, 0, 0)), "SKY_EHEIGHT"),
            (lambda: cs.line_score([1, 1, 1, 1], 7, 1), "SKY_ECODE"),
            (lambda: cs.visible([1, -1, 0, 0]), "SKY_EHEIGHT"),
        ]
        for call, name in cases:
            with self.assertRaises(SkylineError) as caught:
                call()
            self.assertEqual(caught.exception.name, name)
            self.assertEqual(str(caught.exception),
                             skyline.strerror(caught.exception.code))

    def test_python_argument_errors(self):
        match = ready()
        with self.assertRaises(ValueError):
            cs.visible([1, 2, 3])
        with self.assertRaises(ValueError):
            cs.visible([1, 2, 3, 4, 5])
        with self.assertRaises(TypeError):
            cs.visible([1, 2, "3", 4])
        with self.assertRaises(ValueError):
            match.play((1, 2), 0)
        with self.assertRaises(ValueError):  # would wrap to 0 in a C int
            match.play((1, 0, 0), 2 ** 32)
        with self.assertRaises(ValueError):
            match.set_goals("X", [1, 1, 1, 1])
        with self.assertRaises(TypeError):
            match.round_score(1.0, 0)
        with self.assertRaises(ValueError):
            match.play(("S", [1, 2, 3]), 0)
        with self.assertRaises(ValueError):  # height 0 is no placement
            cs.format_move((0, 0, 0))
        with self.assertRaises(ValueError):
            Cityscape.from_text("cityscape\0")
        with self.assertRaises(ValueError):
            match.bot_move("clever", 1)

    def test_handle_types_cannot_be_mixed(self):
        with Game("cityscape") as game:
            with self.assertRaises(ctypes.ArgumentError):
                skyline._lib.lib.sky_cityscape_players(game._handle)


class PureScorerTest(unittest.TestCase):
    def test_visible_counts_strictly_taller(self):  # CS-10
        self.assertEqual(cs.visible([1, 2, 3, 4]), 4)
        self.assertEqual(cs.visible([4, 3, 2, 1]), 1)
        self.assertEqual(cs.visible([2, 2, 3, 1]), 2)
        self.assertEqual(cs.visible([0, 1, 0, 2]), 2)
        self.assertEqual(cs.visible([0, 0, 0, 0]), 0)

    def test_codes_1_to_4_score_exact_visible_count(self):  # CS-10
        self.assertEqual(cs.line_score([1, 2, 3, 4], 4, 4), 40)
        self.assertEqual(cs.line_score([1, 2, 3, 4], 3, 4), 0)
        self.assertEqual(cs.line_score([2, 2, 3, 1], 2, 3), 20)
        self.assertEqual(cs.line_score([5, 1, 2, 3], 1, 5), 10)
        self.assertEqual(cs.line_score([0, 0, 0, 0], 1, 0), 0)

    def test_code_5_examples(self):  # CS-11
        self.assertEqual(cs.line_score([3, 3, 4, 4], 5, 4), 40)
        self.assertEqual(cs.line_score([4, 4, 4, 4], 5, 4), 40)
        self.assertEqual(cs.line_score([2, 5, 2, 5], 5, 5), 20)
        self.assertEqual(cs.line_score([1, 2, 3, 4], 5, 4), 0)

    def test_code_5_vacant_lots_never_count(self):  # CS-11
        self.assertEqual(cs.line_score([0, 0, 0, 0], 5, 0), 0)
        self.assertEqual(cs.line_score([3, 0, 0, 3], 5, 3), 20)
        self.assertEqual(cs.line_score([0, 2, 0, 0], 5, 2), 0)

    def test_code_6_tallest_in_city(self):  # CS-12
        self.assertEqual(cs.line_score([1, 2, 0, 0], 6, 2), 25)
        self.assertEqual(cs.line_score([1, 2, 0, 0], 6, 5), 0)
        self.assertEqual(cs.line_score([5, 5, 5, 5], 6, 5), 25)

    def test_lines_from_each_side(self):  # CS-5
        city = list(range(1, 17))   # lot (r, c) holds r * 4 + c + 1
        expected = {
            ("S", 0): [13, 9, 5, 1], ("S", 3): [16, 12, 8, 4],
            ("W", 0): [1, 2, 3, 4], ("W", 3): [13, 14, 15, 16],
            ("N", 0): [4, 8, 12, 16], ("N", 3): [1, 5, 9, 13],
            ("E", 0): [16, 15, 14, 13], ("E", 3): [4, 3, 2, 1],
        }
        for (side, number), heights in expected.items():
            self.assertEqual(cs.line(city, side, number), heights)
        rows = [city[r * 4:r * 4 + 4] for r in range(4)]
        self.assertEqual(cs.line(rows, Side.S, 1), [14, 10, 6, 2])
        self.assertEqual(cs.line(city, 1, 2), [9, 10, 11, 12])

    def test_side_score_sums_its_lines(self):  # CS-13
        ones = [1] * 16
        self.assertEqual(cs.side_score(ones, "S", [1, 5, 6, 2]),
                         10 + 40 + 25 + 0)
        city = [3, 0, 1, 5, 2, 2, 4, 0, 0, 1, 3, 3, 5, 0, 2, 1]
        for side in Side:
            for codes in ([1, 2, 3, 4], [5, 6, 5, 6], [2, 2, 1, 3]):
                lines = sum(cs.line_score(cs.line(city, side, i),
                                               codes[i], max(city))
                            for i in range(4))
                self.assertEqual(cs.side_score(city, side, codes), lines)

    def test_move_notation(self):
        self.assertEqual(cs.parse_move("3b2"), Move(3, 2, 1))
        self.assertEqual(cs.parse_move("1a1"), (1, 3, 0))
        self.assertEqual(cs.parse_move("5d4"), (5, 0, 3))
        self.assertEqual(cs.format_move((3, 2, 1)), "3b2")
        self.assertEqual(str(Move(2, 0, 0)), "2a4")
        for move in ALL_MOVES:
            self.assertEqual(cs.parse_move(str(move)), move)

    def test_goal_notation(self):  # CS-6
        self.assertEqual(cs.parse_move("S:3562"),
                         Goals(Side.S, (3, 5, 6, 2)))
        self.assertEqual(cs.parse_move("E:6611"), (Side.E, (6, 6, 1, 1)))
        self.assertEqual(cs.format_move(("w", [1, 2, 3, 4])), "W:1234")
        self.assertEqual(str(Goals(Side.N, (6, 5, 4, 3))), "N:6543")
        for text in ("X:1111", "S:111", "s:1111"):
            with self.assertRaises(SkylineError) as caught:
                cs.parse_move(text)
            self.assertEqual(caught.exception.name, "SKY_EPARSE")
        with self.assertRaises(SkylineError) as caught:
            cs.format_move(("S", [0, 1, 1, 1]))
        self.assertEqual(caught.exception.name, "SKY_ECODE")


class SetupTest(unittest.TestCase):
    def test_defaults(self):  # CS-1, CS-2, CS-9
        match = Cityscape()
        self.assertEqual(match.players, 2)
        self.assertEqual(match.rounds, 4)
        self.assertEqual(match.round, 0)
        self.assertEqual(match.phase, Phase.GOALS)
        self.assertEqual(match.to_move, 0)   # S is due first, player 0's
        self.assertFalse(match.is_over)
        self.assertEqual(match.board, [[0] * 4] * 4)
        for height in range(1, 6):
            self.assertEqual(match.supply(height), 5)
        self.assertEqual(match.scores(), [0, 0])
        moves = match.legal_moves()
        self.assertEqual(len(moves), 1296)
        self.assertEqual(moves[0], Goals(Side.S, (1, 1, 1, 1)))
        self.assertEqual(moves[1], Goals(Side.S, (1, 1, 1, 2)))
        self.assertEqual(moves[-1], Goals(Side.S, (6, 6, 6, 6)))

    def test_rounds_default_to_one_per_player(self):  # CS-9
        self.assertEqual(Cityscape(players=3).rounds, 3)
        self.assertEqual(Cityscape(players=4).rounds, 4)
        self.assertEqual(Cityscape(players=3, rounds=1).rounds, 1)

    def test_side_owners(self):  # CS-4
        two = Cityscape(players=2)
        self.assertEqual([two.side_owner(s) for s in "SWNE"], [0, 0, 1, 1])
        self.assertEqual(two.sides, [Side.S, Side.W, Side.N, Side.E])
        three = Cityscape(players=3)
        self.assertEqual([three.side_owner(s) for s in "SWN"], [0, 1, 2])
        self.assertEqual(three.sides, [Side.S, Side.W, Side.N])
        with self.assertRaises(SkylineError) as caught:
            three.side_owner("E")
        self.assertEqual(caught.exception.name, "SKY_ERANGE")
        four = Cityscape(players=4)
        self.assertEqual([four.side_owner(s) for s in range(4)],
                         [0, 1, 2, 3])
        self.assertEqual(four.side_owner("w"), four.side_owner(Side.W))


class GoalsTest(unittest.TestCase):
    def test_goals_are_secret_until_scored(self):  # CS-6
        match = Cityscape(players=2, rounds=1)
        match.set_goals("S", [1, 2, 5, 6])
        self.assertEqual(match.goals("S"), [1, 2, 5, 6])
        self.assertEqual(match.goals(Side.S, viewer=0), [1, 2, 5, 6])
        self.assertIsNone(match.goals("S", viewer=1))
        self.assertEqual(match.goals("N"), [0, 0, 0, 0])
        for side in "WNE":
            match.set_goals(side, [3, 3, 3, 3])
        self.assertIsNone(match.goals("S", viewer=1))
        self.assertIsNone(match.goals("N", viewer=0))
        play_match(match, Rng(5), [Bot.RANDOM, Bot.RANDOM])
        self.assertEqual(match.goals("S", viewer=1), [1, 2, 5, 6])
        self.assertEqual(match.goals("N", viewer=0), [3, 3, 3, 3])

    def test_goal_errors(self):  # CS-6
        match = Cityscape()
        for codes in ([0, 1, 1, 1], [1, 1, 1, 7]):
            with self.assertRaises(SkylineError) as caught:
                match.check(("S", codes), 0)
            self.assertEqual(caught.exception.name, "SKY_ECODE")
        match.check(("S", [6, 6, 6, 6]), 0)
        match.set_goals("S", [6, 6, 6, 6])
        with self.assertRaises(SkylineError) as caught:
            match.set_goals("S", [1, 1, 1, 1])
        self.assertEqual(caught.exception.name, "SKY_EGOALSSET")
        self.assertEqual(match.goals("S"), [6, 6, 6, 6])
        with self.assertRaises(SkylineError) as caught:
            Cityscape(players=3).set_goals("E", [1, 1, 1, 1])
        self.assertEqual(caught.exception.name, "SKY_ERANGE")

    def test_no_block_before_all_goals(self):  # CS-6
        match = Cityscape()
        for side in "SWN":
            match.set_goals(side, [1, 1, 1, 1])
            self.assertEqual(match.phase, Phase.GOALS)
            with self.assertRaises(SkylineError) as caught:
                match.play("1a1", 0)
            self.assertEqual(caught.exception.name, "SKY_ENOGOALS")
        match.set_goals("E", [1, 1, 1, 1])
        self.assertEqual(match.phase, Phase.BUILD)
        self.assertEqual(match.to_move, 0)
        with self.assertRaises(SkylineError) as caught:
            match.set_goals("E", [1, 1, 1, 1])
        self.assertEqual(caught.exception.name, "SKY_EPHASE")

    def test_goals_are_set_at_once_at_a_table(self):  # CS-6
        match = Cityscape(players=4)
        self.assertEqual(match.to_move, 0)
        match.play("N:1234", 2)             # N need not wait for S and W
        self.assertEqual(match.to_move, 0)
        with self.assertRaises(SkylineError) as caught:
            match.play("W:1234", 3)         # not player 3's side
        self.assertEqual(caught.exception.name, "SKY_ETURN")
        with self.assertRaises(SkylineError) as caught:
            match.set_goals("N", [1, 1, 1, 1])
        self.assertEqual(caught.exception.name, "SKY_EGOALSSET")
        match.set_goals("S", [2, 2, 2, 2])
        self.assertEqual(match.to_move, 1)
        self.assertEqual({m.side for m in match.legal_moves()}, {Side.W})

    def test_unset_goals_are_not_hidden_goals(self):  # CS-6, the defect
        match = Cityscape(players=2)
        match.set_goals("N", [4, 3, 2, 1])
        self.assertFalse(match.has_goals("S"))
        self.assertTrue(match.has_goals("N"))
        self.assertEqual(match.goals("S", viewer=1), [0, 0, 0, 0])  # unset
        self.assertIsNone(match.goals("N", viewer=0))               # hidden
        self.assertEqual(match.goals("N", viewer=1), [4, 3, 2, 1])
        code = skyline.cityscape._c.sky_cityscape_goals(
            match._h, 0, 1, (ctypes.c_int * 4)())
        self.assertEqual(skyline.status_name(code), "SKY_ENOGOALS")

    def test_bot_goals_are_valid_codes(self):  # CS-6
        rng = Rng(11)
        for bot in (Bot.RANDOM, Bot.GREEDY, "greedy", 0):
            match = Cityscape(players=4)
            for side in Side:
                goals = match.bot_move(bot, rng)
                self.assertIsInstance(goals, Goals)
                self.assertEqual(goals.side, side)   # the first side due
                self.assertEqual(len(goals.codes), 4)
                self.assertTrue(all(1 <= c <= 6 for c in goals.codes), goals)
                match.check(goals, match.to_move)
                self.assertEqual(match.goals(side), [0, 0, 0, 0])  # not set
                match.play(goals, match.to_move)

    def test_bots_do_not_see_hidden_goals(self):  # CS-6
        # Two matches that differ only in player 1's secret goals: player
        # 0's bots must choose alike in both, for every bot and seed.
        matches = []
        for secret in ([5, 5, 5, 5], [6, 1, 6, 1]):
            match = Cityscape()
            match.set_goals("S", [1, 2, 3, 4])
            match.set_goals("W", [4, 3, 2, 1])
            match.set_goals("N", secret)
            match.set_goals("E", secret)
            matches.append(match)
        owner_differs = False
        for turn in range(8):
            for bot in Bot:
                choices = [m.bot_move(bot, turn) for m in matches]
                if matches[0].to_move == 0:
                    self.assertEqual(choices[0], choices[1])
                elif bot == Bot.GREEDY:
                    owner_differs |= choices[0] != choices[1]
            for match in matches:   # both cities grow the same way
                match.play(ALL_MOVES[turn * 9 % 80], match.to_move)
        # The goals do steer the greedy bot of the player who owns them.
        self.assertTrue(owner_differs)

    def test_bot_goals_reproduce_from_a_seed(self):
        match = Cityscape()
        self.assertEqual(match.bot_move(Bot.RANDOM, 99),
                         match.bot_move(Bot.RANDOM, Rng(99)))


class BuildingTest(unittest.TestCase):
    def test_blocks_stack_without_height_limit(self):  # CS-3, CS-7
        match = ready()
        for turn in range(5):
            match.play("5c3", turn % 2)
        self.assertEqual(match.height(1, 2), 25)
        self.assertEqual(match.board[1][2], 25)
        self.assertEqual(match.supply(5), 0)
        with self.assertRaises(SkylineError) as caught:
            match.play((5, 0, 0), 1)
        self.assertEqual(caught.exception.name, "SKY_ENOBLOCK")
        self.assertFalse(match.is_legal((5, 0, 0), 1))
        self.assertTrue(match.is_legal((4, 1, 2), 1))

    def test_turns_alternate_from_the_first_player(self):  # CS-7
        match = ready(players=3, first_player=2)
        self.assertEqual(match.to_move, 2)
        match.play((1, 0, 0), 2)
        self.assertEqual(match.to_move, 0)
        match.play(Move(1, 0, 1), 0)
        self.assertEqual(match.to_move, 1)
        self.assertEqual(match.supply(1), 3)

    def test_check_gives_the_specific_reason(self):  # CS-7
        match = ready()
        cases = [((6, 0, 0), "SKY_EHEIGHT"), ((1, 4, 0), "SKY_EOFFBOARD"),
                 ((1, 0, -1), "SKY_EOFFBOARD")]
        for move, name in cases:
            with self.assertRaises(SkylineError) as caught:
                match.check(move, 0)
            self.assertEqual(caught.exception.name, name)
            self.assertFalse(match.is_legal(move, 0))
        self.assertIsNone(match.check("3b2", 0))
        self.assertTrue(match.is_legal("3b2", 0))
        self.assertFalse(match.is_legal("3b9", 0))
        self.assertFalse(match.is_legal("b3", 0))
        with self.assertRaises(SkylineError) as caught:
            match.check("b3", 0)
        self.assertEqual(caught.exception.name, "SKY_EPARSE")
        self.assertEqual(match.board, [[0] * 4] * 4)   # checks change nothing

    def test_legal_moves_are_the_moves_that_check(self):  # CS-7
        match = ready()
        self.assertEqual(match.legal_moves(), ALL_MOVES)
        for turn in range(5):
            match.play((2, turn % 4, 0), turn % 2)
        expected = [m for m in ALL_MOVES if m.height != 2]
        self.assertEqual(match.legal_moves(), expected)
        player = match.to_move
        self.assertEqual([m for m in ALL_MOVES if match.is_legal(m, player)],
                         expected)
        self.assertTrue(all(isinstance(m, Move) for m in expected))

    def test_round_ends_after_25_blocks(self):  # CS-8
        match = ready(rounds=2)
        rng = Rng(3)
        for _ in range(24):
            player = match.to_move
            match.play(match.bot_move(Bot.RANDOM, rng), player)
        self.assertEqual(match.round, 0)
        self.assertEqual(match.phase, Phase.BUILD)
        self.assertEqual(sum(match.supply(h) for h in range(1, 6)), 1)
        player = match.to_move
        match.play(match.legal_moves()[0], player)
        self.assertEqual(match.round, 1)
        self.assertEqual(match.phase, Phase.GOALS)
        self.assertEqual(match.board, [[0] * 4] * 4)
        self.assertEqual(sum(map(sum, match.round_board(0))), 75)
        self.assertEqual([match.supply(h) for h in range(1, 6)], [5] * 5)


class FullMatchTest(unittest.TestCase):
    def check_finished(self, match, rounds):
        self.assertEqual(match.phase, Phase.OVER)
        self.assertTrue(match.is_over)
        self.assertEqual(match.round, match.rounds)
        self.assertIsNone(match.to_move)
        self.assertEqual(match.legal_moves(), [])
        with self.assertRaises(SkylineError) as caught:
            match.play("1a1", 0)
        self.assertEqual(caught.exception.name, "SKY_EOVER")
        self.assertEqual(len(rounds), match.rounds)
        for r, record in enumerate(rounds):
            city = match.round_board(r)
            self.assertEqual(sum(map(sum, city)), 75)        # CS-2, CS-8
            for side in match.sides:
                self.assertEqual(match.round_goals(r, side),
                                 record["goals"][side])
            for player in range(match.players):              # CS-13
                expected = sum(cs.side_score(city, side, record["goals"][side])
                               for side in match.sides
                               if match.side_owner(side) == player)
                self.assertEqual(match.round_score(r, player), expected)
        totals = match.scores()
        self.assertEqual(len(totals), match.players)
        for player in range(match.players):                  # CS-9
            self.assertEqual(totals[player],
                             sum(match.round_score(r, player)
                                 for r in range(match.rounds)))
        self.assertEqual(match.winners(),
                         [p for p, t in enumerate(totals) if t == max(totals)])

    def test_seeded_two_player_match(self):  # CS-8, CS-9, CS-13
        match = Cityscape(players=2, first_player=1)
        rounds = play_match(match, Rng(2024), [Bot.GREEDY, Bot.RANDOM])
        self.check_finished(match, rounds)
        for r, record in enumerate(rounds):
            starter = (1 + r) % 2
            self.assertEqual(record["starter"], starter)      # CS-9
            self.assertEqual(record["placed"][starter], 13)   # CS-8
            self.assertEqual(record["placed"][1 - starter], 12)

    def test_three_and_four_players(self):  # CS-4, CS-9
        for players in (3, 4):
            match = Cityscape(players=players)
            rounds = play_match(match, Rng(players),
                                [Bot.GREEDY, Bot.RANDOM] * 2)
            self.check_finished(match, rounds)
            self.assertEqual([r["starter"] for r in rounds],
                             list(range(players)))

    def test_same_seed_same_match(self):
        texts = []
        for _ in range(2):
            match = Cityscape()
            play_match(match, Rng(7), [Bot.GREEDY, Bot.GREEDY])
            texts.append(match.to_text())
        self.assertEqual(texts[0], texts[1])

    def test_legal_moves_on_every_state(self):  # CS-7
        def check(match):
            if match.phase != Phase.BUILD:
                return
            player = match.to_move
            self.assertEqual(match.legal_moves(),
                             [m for m in ALL_MOVES
                              if match.is_legal(m, player)])
        play_match(Cityscape(rounds=1), Rng(8), [Bot.RANDOM] * 2, check)


class TextTest(unittest.TestCase):
    def assert_same(self, a, b):
        self.assertEqual(a.to_text(), b.to_text())
        self.assertEqual(a.board, b.board)
        self.assertEqual(a.phase, b.phase)
        self.assertEqual(a.to_move, b.to_move)
        self.assertEqual(a.scores(), b.scores())

    def test_round_trip_on_every_state(self):
        def check(match):
            self.assert_same(Cityscape.from_text(match.to_text()), match)
        match = Cityscape(players=3, rounds=2, first_player=2)
        play_match(match, Rng(21), [Bot.GREEDY] * 3, check)
        self.assert_same(Cityscape.from_text(match.to_text()), match)
        self.assertEqual(Cityscape.from_text(match.to_text().encode()).rounds,
                         2)

    def test_long_record_round_trips(self):  # CS-9: up to 64 rounds
        match = Cityscape(rounds=64)
        play_match(match, Rng(64), [Bot.RANDOM] * 2)
        text = match.to_text()
        again = Cityscape.from_text(text)
        self.assertEqual(again.to_text(), text)
        self.assertEqual(again.round, 64)
        self.assertEqual(again.scores(), match.scores())

    def test_viewer_text_hides_goals_and_cannot_be_read(self):  # CS-6
        match = Cityscape()
        match.set_goals("S", [1, 2, 3, 4])
        match.set_goals("N", [4, 3, 2, 1])
        hidden = match.to_text(viewer=1)
        self.assertIn("S:????", hidden)
        self.assertIn("N:4321", hidden)
        self.assertIn("S:1234", match.to_text(viewer=0))
        self.assertNotIn("N:4321", match.to_text(viewer=0))
        with self.assertRaises(SkylineError) as caught:
            Cityscape.from_text(hidden)
        self.assertEqual(caught.exception.name, "SKY_EHIDDEN")
        self.assertEqual(caught.exception.offset, hidden.index("S:????"))

    def test_garbage_is_a_parse_error(self):
        for text in ("", "hello"):
            with self.assertRaises(SkylineError) as caught:
                Cityscape.from_text(text)
            self.assertEqual(caught.exception.name, "SKY_EPARSE")
            self.assertIsInstance(caught.exception.offset, int)

    def test_render(self):
        match = ready()
        match.play("5a1", 0)
        picture = match.render()
        self.assertIsInstance(picture, str)
        self.assertEqual(str(match), picture)
        self.assertIn("5", picture)
        hidden = Cityscape()
        hidden.set_goals("S", [6, 5, 6, 5])
        self.assertNotEqual(hidden.render(viewer=1), hidden.render(viewer=0))
        self.assertNotEqual(hidden.render(viewer=1), hidden.render())


class CloneUndoTest(unittest.TestCase):
    def test_clone_is_independent(self):
        match = ready()
        match.play("3b2", 0)
        before = match.to_text()
        for twin in (match.clone(), copy.copy(match), copy.deepcopy(match)):
            self.assertEqual(twin.to_text(), before)
            twin.play("4c3", 1)
            self.assertEqual(match.to_text(), before)
            self.assertEqual(match.height(1, 2), 0)
            self.assertEqual(twin.height(1, 2), 4)
            self.assertNotEqual(twin.to_text(), before)

    def test_undo_walks_back_every_state(self):
        match = Cityscape(rounds=2)
        states = []
        play_match(match, Rng(4), [Bot.GREEDY, Bot.RANDOM],
                   lambda m: states.append(m.to_text()))
        undone = []
        while True:
            try:
                match.undo()
            except SkylineError as error:
                self.assertEqual(error.name, "SKY_ENOUNDO")
                break
            undone.append(match.to_text())
            self.assertEqual(Cityscape.from_text(undone[-1]).to_text(),
                             undone[-1])
        # 2 rounds of 4 goal settings and 25 placements, all taken back.
        self.assertEqual(len(undone), 2 * (4 + 25))
        self.assertEqual(undone[-1], Cityscape(rounds=2).to_text())
        # Every state the match passed through comes back, in reverse.
        recorded = set(states)
        self.assertEqual([t for t in undone if t in recorded], states[::-1])

    def test_undo_across_a_round(self):
        match = ready(rounds=2)
        rng = Rng(6)
        for _ in range(25):
            player = match.to_move
            last = match.bot_move(Bot.GREEDY, rng)
            match.play(last, player)
        after = match.to_text()
        self.assertEqual(match.round, 1)
        match.undo()
        self.assertEqual(match.round, 0)
        self.assertEqual(match.phase, Phase.BUILD)
        self.assertEqual(match.scores(), [0, 0])
        self.assertEqual(sum(match.supply(h) for h in range(1, 6)), 1)
        self.assertEqual(match.supply(last.height), 1)
        match.play(last, match.to_move)
        self.assertEqual(match.to_text(), after)

    def test_undo_goals(self):
        match = Cityscape()
        match.set_goals("W", [2, 2, 2, 2])
        match.undo()
        self.assertEqual(match.goals("W"), [0, 0, 0, 0])
        match.set_goals("W", [3, 3, 3, 3])
        self.assertEqual(match.goals("W"), [3, 3, 3, 3])


class LifecycleTest(unittest.TestCase):
    def test_context_manager_and_close(self):
        with Cityscape() as match:
            self.assertIn("players=2", repr(match))
        with self.assertRaises(ValueError):
            match.players
        match.close()   # closing twice is harmless
        self.assertEqual(repr(match), "<skyline.Cityscape closed>")

    def test_phase_and_side_enums(self):
        match = ready()
        self.assertIs(match.phase, Phase.BUILD)
        self.assertEqual(int(Side.E), 3)
        self.assertEqual(match.goals("e"), match.goals(3))


class RngTest(unittest.TestCase):
    def test_same_seed_same_stream(self):
        a, b = Rng(42), Rng(42)
        self.assertEqual([a.next() for _ in range(5)],
                         [b.next() for _ in range(5)])
        self.assertNotEqual(Rng(1).next(), Rng(2).next())

    def test_below_and_copy(self):
        rng = Rng(9)
        draws = [rng.below(6) for _ in range(600)]
        self.assertEqual(set(draws), set(range(6)))
        saved = rng.copy()
        self.assertEqual([rng.below(1000) for _ in range(10)],
                         [saved.below(1000) for _ in range(10)])
        self.assertEqual(rng.state, saved.state)
        rng.seed(9)
        self.assertEqual(rng.state, Rng(9).state)

    def test_seed_range(self):
        Rng(2 ** 64 - 1).next()
        with self.assertRaises(ValueError):
            Rng(-1)
        with self.assertRaises(ValueError):
            Rng(1).below(2 ** 32)


if __name__ == "__main__":
    unittest.main()
