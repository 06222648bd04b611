"""skyline.arena: sharded runs over executors, the lines, the summary.

The figures of the summary tests were worked out apart from the module:
Wilson bounds as the roots of their quadratic, the rating as
400*log10(p/(1-p)).
"""

import concurrent.futures
import contextlib
import io
import json
import os
import tempfile
import unittest

from skyline import Bot, SkylineError, arena
from skyline.series import Result


def line(game, options, seats, scores, winners, index=0):
    return json.dumps({"game": game, "options": options, "seed": index,
                       "index": index, "seats": seats, "scores": scores,
                       "winners": winners, "plies": 1},
                      separators=(",", ":"))


CATHEDRAL = [
    line("cathedral", "", ["greedy", "random"], [0, 5], [0]),
    line("cathedral", "", ["random", "greedy"], [5, 0], [1]),
    line("cathedral", "", ["greedy", "random"], [0, 0], [0, 1]),
    line("cathedral", "", ["random", "greedy"], [0, 5], [0]),
]
HIGHRISE = [
    line("highrise", "players=3", ["greedy", "random", "random"],
         [1, 9, 2], [1]),
    line("highrise", "players=3", ["random", "greedy", "random"],
         [9, 1, 9], [0, 2]),
    line("highrise", "players=3", ["random", "random", "greedy"],
         [1, 2, 9], [2]),
]
SPRAWL = [
    line("sprawl", "players=1", ["greedy"], [10], [0]),
    line("sprawl", "players=1", ["random"], [5], []),
    line("sprawl", "players=1", ["greedy"], [30], [0]),
    line("sprawl", "players=1", ["greedy"], [20], [0]),
]


class ShardTest(unittest.TestCase):

    def test_shards_are_the_tools_contiguous_ranges(self):
        self.assertEqual(arena.shard_range(10, 0, 3), range(0, 3))
        self.assertEqual(arena.shard_range(10, 1, 3), range(3, 6))
        self.assertEqual(arena.shard_range(10, 2, 3), range(6, 10))
        for games in (0, 1, 7, 100, 1001):
            for count in (1, 2, 3, 8, 100):
                joined = [k for i in range(count)
                          for k in arena.shard_range(games, i, count)]
                self.assertEqual(joined, list(range(games)))

    def test_a_bad_shard_is_refused(self):
        for index, count in [(3, 3), (-1, 2), (0, 0)]:
            with self.assertRaises(arena.ArenaError):
                arena.shard_range(10, index, count)


class LineTest(unittest.TestCase):

    def test_a_line_has_the_tools_keys_order_and_no_spaces(self):
        result = Result(19, 2, 41, (Bot.RANDOM, Bot.GREEDY), (12, 30), (1,))
        self.assertEqual(
            arena.result_line("cathedral", "", 12, result),
            '{"game":"cathedral","options":"","seed":19,"index":12,'
            '"seats":["random","greedy"],"scores":[12,30],"winners":[1],'
            '"plies":41}')

    def test_options_are_written_as_given_escaped(self):
        result = Result(2 ** 64 - 1, 1, 3, (Bot.GREEDY,), (-4,), ())
        self.assertEqual(
            arena.result_line("sprawl", "players=1\t\"x\\", 0, result),
            '{"game":"sprawl","options":"players=1\\t\\"x\\\\",'
            '"seed":18446744073709551615,"index":0,"seats":["greedy"],'
            '"scores":[-4],"winners":[],"plies":3}')

    def test_lines_are_the_games_of_the_series(self):
        lines = arena.run("cathedral", ["greedy", "random"], 3, 50)
        records = [json.loads(text) for text in lines]
        self.assertEqual([r["index"] for r in records], [0, 1, 2])
        self.assertEqual([r["seed"] for r in records], [50, 51, 52])
        self.assertEqual(records[1]["seats"], ["random", "greedy"])
        for text, result in zip(lines, arena.play_series(
                "cathedral", ["greedy", "random"], 50, 0, 3)):
            record = json.loads(text)
            self.assertEqual(record["scores"], list(result.scores))
            self.assertEqual(record["winners"], list(result.winners))
            self.assertEqual(record["plies"], result.plies)


    def test_seats_are_named_as_given_to_the_tool(self):
        lines = arena.run("cathedral", ["search:03", Bot.GREEDY], 2, 8)
        seats = [json.loads(text)["seats"] for text in lines]
        self.assertEqual(seats, [["search:3", "greedy"],
                                 ["greedy", "search:3"]])
        with self.assertRaises(ValueError):
            arena.run("cathedral", ["search:0"], 1, 1)


class RunTest(unittest.TestCase):
    ARGS = ("sprawl", "random,greedy", 41, 2026, "players=2")

    def setUp(self):
        self.whole = arena.run(*self.ARGS)
        self.assertEqual(len(self.whole), 41)

    def test_threads_give_the_same_lines(self):
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            for shards in (1, 2, 5, 41):
                self.assertEqual(arena.run(*self.ARGS, executor=pool,
                                           shards=shards), self.whole)

    def test_processes_give_the_same_lines(self):
        # The work crosses a process boundary: it must pickle.
        with concurrent.futures.ProcessPoolExecutor(2) as pool:
            self.assertEqual(arena.run(*self.ARGS, executor=pool, shards=4),
                             self.whole)

    def test_the_parts_of_a_run_join_into_the_whole(self):
        parts = [arena.run(*self.ARGS, part=(i, 3), shards=2)
                 for i in range(3)]
        self.assertEqual(sum(parts, []), self.whole)

    def test_a_small_window_keeps_the_order(self):
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            self.assertEqual(list(arena.iter_run(*self.ARGS, executor=pool,
                                                 shards=7, window=2)),
                             self.whole)

    def test_a_bad_run_is_refused_before_any_work(self):
        class NoWork(concurrent.futures.Executor):
            def submit(self, *args, **kwargs):
                raise AssertionError("work submitted")

        bad = [("chess", "random", 5, 1, ""),
               ("sprawl", "random", 5, 1, "players=0"),
               ("sprawl", "random,champion", 5, 1, ""),
               ("sprawl", "random", -1, 1, ""),
               ("sprawl", "random", 5, 2 ** 64, "")]
        for args in bad:
            with self.subTest(args=args), \
                    self.assertRaises((SkylineError, ValueError)):
                arena.run(*args, executor=NoWork())


class SummaryTest(unittest.TestCase):

    def setUp(self):
        self.summary = arena.summarize(SPRAWL + CATHEDRAL + HIGHRISE)
        self.groups = self.summary["groups"]

    def test_groups_are_sorted_by_game_and_options(self):
        self.assertEqual([(g["game"], g["options"], g["games"], g["kind"])
                          for g in self.groups],
                         [("cathedral", "", 4, "competitive"),
                          ("highrise", "players=3", 3, "competitive"),
                          ("sprawl", "players=1", 4, "score")])

    def assertClose(self, value, expected):
        self.assertAlmostEqual(value, expected, places=6)

    def test_win_rates_with_wilson_intervals(self):
        greedy, random = self.groups[0]["bots"]
        self.assertEqual((greedy["bot"], greedy["seats"], greedy["wins"]),
                         ("greedy", 4, 3))
        self.assertEqual((random["bot"], random["seats"], random["wins"]),
                         ("random", 4, 2))
        self.assertClose(greedy["win_rate"], 0.75)
        self.assertClose(greedy["low"], 0.300642)
        self.assertClose(greedy["high"], 0.954413)
        self.assertClose(random["low"], 0.150039)
        self.assertClose(random["high"], 0.849961)

    def test_rating_of_two_bots_counts_shared_wins_as_half(self):
        rating = self.groups[0]["rating"]
        self.assertEqual((rating["first"], rating["second"]),
                         ("greedy", "random"))
        self.assertClose(rating["points"], 0.625)    # 1, 1, 0.5, 0
        self.assertClose(rating["diff"], 88.739500)
        self.assertClose(rating["low"], -293.459599)
        self.assertClose(rating["high"], 338.039216)   # clipped to 0.875

    def test_no_rating_beyond_two_players(self):
        group = self.groups[1]
        self.assertNotIn("rating", group)
        greedy, random = group["bots"]
        self.assertEqual((greedy["seats"], greedy["wins"]), (3, 1))
        self.assertEqual((random["seats"], random["wins"]), (6, 3))
        self.assertClose(greedy["low"], 0.061492)
        self.assertClose(greedy["high"], 0.792340)
        self.assertClose(random["low"], 0.187616)
        self.assertClose(random["high"], 0.812384)

    def test_no_rating_when_a_bot_meets_itself(self):
        lines = CATHEDRAL + [line("cathedral", "", ["greedy", "greedy"],
                                  [0, 0], [0, 1])]
        group = arena.summarize(lines)["groups"][0]
        self.assertNotIn("rating", group)
        self.assertEqual([(b["seats"], b["wins"]) for b in group["bots"]],
                         [(6, 5), (4, 2)])

    def test_a_lopsided_rating_is_clipped(self):
        lines = [line("cathedral", "", ["greedy", "random"][::1 - 2 * (k % 2)],
                      [0, 1], [k % 2]) for k in range(10)]
        rating = arena.summarize(lines)["groups"][0]["rating"]
        self.assertClose(rating["points"], 1.0)
        # p clipped to 1 - 0.5/10 = 0.95: 400*log10(19).
        self.assertClose(rating["diff"], 511.501440)
        self.assertClose(rating["low"], 511.501440)

    def test_solo_scores_by_team_with_intervals(self):
        greedy, random = self.groups[2]["teams"]
        self.assertEqual((greedy["bots"], greedy["games"]), ("greedy", 3))
        self.assertClose(greedy["mean"], 20.0)
        self.assertClose(greedy["low"], 20 - 11.315857)
        self.assertClose(greedy["high"], 20 + 11.315857)
        self.assertEqual((random["bots"], random["games"], random["mean"],
                          random["low"], random["high"]),
                         ("random", 1, 5.0, 5.0, 5.0))

    def test_cooperative_games_group_by_the_set_of_bots(self):
        lines = [line("sprawl", "players=2", ["random", "greedy"], [4, 4],
                      []),
                 line("sprawl", "players=2", ["greedy", "random"], [8, 8],
                      [0, 1]),
                 line("sprawl", "players=2", ["greedy", "greedy"], [9, 9],
                      [0, 1])]
        group = arena.summarize(lines)["groups"][0]
        self.assertEqual(group["kind"], "score")
        self.assertEqual([(t["bots"], t["games"], t["mean"])
                          for t in group["teams"]],
                         [("greedy", 1, 9.0), ("greedy,random", 2, 6.0)])

    def test_json_as_the_tool_prints_it(self):
        text = arena.summary_json(arena.summarize(SPRAWL[1:2]))
        self.assertEqual(
            text, '{"groups":[{"game":"sprawl","options":"players=1",'
            '"games":1,"kind":"score","teams":[{"bots":"random","games":1,'
            '"mean":5.000000,"low":5.000000,"high":5.000000}]}]}')
        rounded = json.loads(json.dumps(self.summary),
                             parse_float=lambda x: round(float(x), 6))
        self.assertEqual(json.loads(arena.summary_json(self.summary)),
                         rounded)

    def test_bad_lines_name_their_place(self):
        good = CATHEDRAL[0]
        bad = ["{", "[]", good.replace('"plies":1', '"plies":"1"'),
               good.replace('"winners":[0]', '"winners":[2]'),
               good.replace('"scores":[0,5]', '"scores":[0]'),
               good.replace('"seats":["greedy","random"]', '"seats":[]'),
               good.replace('"seed":0', '"seed":true'),
               good.replace('"winners":[0]', '"winners":[1,0]'),
               good.replace('"seats":["greedy","random"]',
                            '"seats":["greedy",""]'),
               line("cathedral", "", ["greedy"], [0], [0]),
               good.replace('"cathedral"', '"chess"')]
        for text in bad:
            with self.subTest(line=text):
                with self.assertRaisesRegex(arena.ArenaError, "^-:2: "):
                    arena.summarize([good, text])


class CommandLineTest(unittest.TestCase):

    def run_main(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = arena.main(list(argv))
            except SystemExit as exc:
                status = exc.code
        return status, out.getvalue(), err.getvalue()

    def test_shards_to_files_then_summary(self):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for i in range(3):
                paths.append(os.path.join(tmp, "part%d.jsonl" % i))
                status, _, _ = self.run_main(
                    "skyscrapers", "--bots", "greedy,random", "--games", "20",
                    "--seed", "5", "--shard", "%d/3" % i, "--out", paths[-1])
                self.assertEqual(status, 0)
            status, whole, _ = self.run_main(
                "skyscrapers", "--bots", "greedy,random", "--games", "20",
                "--seed", "5", "--jobs", "2")
            self.assertEqual(status, 0)
            joined = ""
            for path in paths:
                with open(path) as f:
                    joined += f.read()
            self.assertEqual(joined, whole)
            self.assertEqual(joined.splitlines(),
                             arena.run("skyscrapers", "greedy,random", 20, 5))
            status, text, _ = self.run_main("--summary", "--json", *paths)
            self.assertEqual(status, 0)
            self.assertEqual(text.strip(), arena.summary_json(
                arena.summarize(whole.splitlines())))
            status, table, _ = self.run_main("--summary", *paths)
            self.assertEqual(status, 0)
            self.assertIn("greedy", table)

    def test_progress_goes_to_stderr_only(self):
        args = ["highrise", "--bots", "random", "--games", "30", "--seed",
                "3"]
        status, out, err = self.run_main(*args, "--progress")
        self.assertEqual(status, 0)
        self.assertEqual(out.splitlines(), arena.run("highrise", "random", 30,
                                                     3))
        self.assertIn("30/30 games, ", err)
        self.assertTrue(err.endswith("ETA 0m00s   \n"), err)
        self.assertEqual(self.run_main(*args, "--no-progress"), (0, out, ""))

    def test_exit_codes(self):
        self.assertEqual(self.run_main("cathedral", "--bots", "greedy")[0], 2)
        self.assertEqual(self.run_main("cathedral", "--bots", "x",
                                       "--games", "1", "--seed", "1")[0], 1)
        self.assertEqual(self.run_main("--summary")[0], 2)
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl") as f:
            f.write(CATHEDRAL[0] + "\nnot json\n")
            f.flush()
            status, _, err = self.run_main("--summary", f.name)
            self.assertEqual(status, 1)
            self.assertIn("%s:2: " % f.name, err)


if __name__ == "__main__":
    unittest.main()
