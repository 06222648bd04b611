"""Seeded series of games between built-in players, cut into shards that
run on any :class:`concurrent.futures.Executor`: the Python side of
``skyline arena`` (skyline(1)), with the same output and summary.

    >>> from skyline import arena
    >>> lines = arena.run("cathedral", ["greedy", "random"], games=100,
    ...                   seed=1)
    >>> arena.summarize(lines)["groups"][0]["bots"][0]["bot"]
    'greedy'

Game k (0 <= k < games) is seeded ``seed + k`` and seat p is played by
``bots[(p + k) % len(bots)]``.  A bot is a :class:`skyline.Player`, a
:class:`skyline.Bot`, an int or a name as the tool writes it, such as
``"search:100"`` for the search at 100 iterations a decision; the lines
name each seat's player that way.  A run is cut into contiguous shards of
game indices, shard I of K being the games ``games*I//K`` to
``games*(I+1)//K - 1`` as with the tool's ``--shard I/K``.  Each shard is
one call of :func:`play_lines`, a module-level function, so any executor
can run it: a ``ProcessPoolExecutor``, or a Dask cluster through
``distributed.Client(...).get_executor()``.  Lines come back in ascending
k whatever the executor and the number of shards, byte for byte those of
the tool.

The package imports nothing outside the standard library: the command
line's ``--dask`` imports ``distributed`` only when it is given.

    python3 -m skyline.arena cathedral --bots greedy,random --games 1000 \\
        --seed 1 --jobs 0 --out games.jsonl
    python3 -m skyline.arena --summary --json games.jsonl
"""

from __future__ import annotations

import argparse
import collections
import importlib
import itertools
import json
import math
import os
import sys
import time
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import (Any, Iterable, Iterator, Literal, Optional, Sequence,
                    TextIO, TypedDict, Union, cast)

from ._lib import SkylineError
from .game import Game, game_info, games
from .series import MAX_PLAYERS, PlayerLike, Result, as_player, play_series

# The normal quantile of a two-sided 95 % interval, as the tool uses it.
Z = 1.959964
# Games per play_series call inside a shard: bounds the C result array.
CHUNK = 512
# Default games per shard: small enough to spread over many workers,
# large enough that scheduling costs little.
SHARD_GAMES = 1000
# Default shards in flight at once: results wait in memory until every
# earlier shard is done, so this bounds what a run holds.
WINDOW = 256


class ArenaError(ValueError):
    """A bad argument, or a line of a results file that cannot be read
    ("FILE:LINE: why")."""


#: The bots of a run: Player or Bot values, ints or names, or one string
#: of names separated by commas.
Bots = Union[str, Sequence[PlayerLike]]


class GameRecord(TypedDict):
    """One decoded line of a run, as :func:`parse_lines` checks it."""
    game: str
    options: str
    seed: int
    index: int
    seats: list[str]
    scores: list[int]
    winners: list[int]
    plies: int


class BotRow(TypedDict):
    """A bot's win rate in a competitive group of a summary."""
    bot: str
    seats: int
    wins: int
    win_rate: float
    low: float
    high: float


class Rating(TypedDict):
    """The first bot's rating difference over the second, with its 95 %
    interval and the first's mean points."""
    first: str
    second: str
    points: float
    diff: float
    low: float
    high: float


class TeamRow(TypedDict):
    """A set of bots' mean score in a score group of a summary."""
    bots: str
    games: int
    mean: float
    low: float
    high: float


class _GroupKeys(TypedDict):
    game: str
    options: str
    games: int


class Group(_GroupKeys, total=False):
    """One (game, options) of a summary: "kind" is "competitive" (with
    "bots" and maybe "rating") or "score" (with "teams")."""
    kind: Literal["competitive", "score"]
    bots: list[BotRow]
    rating: Rating
    teams: list[TeamRow]


class Summary(TypedDict):
    """What :func:`summarize` returns."""
    groups: list[Group]


# --- playing ----------------------------------------------------------------

def shard_range(games: int, index: int, count: int) -> range:
    """The game indices of shard `index` of `count`, as a range: the
    tool's ``--shard index/count``."""
    if count < 1 or not 0 <= index < count:
        raise ArenaError("shard %d/%d: need 0 <= I < K" % (index, count))
    return range(games * index // count, games * (index + 1) // count)


def bot_name(bot: PlayerLike) -> str:
    """The name of a built-in player ('random', 'search:100') from a
    Player, a Bot, an int or a name, as the output lines spell it."""
    try:
        return as_player(bot).name
    except ValueError as exc:
        raise ArenaError("unknown bot %r: %s" % (bot, exc)) from None


def _json_string(text: str) -> str:
    # Non-ASCII stays as UTF-8, as the tool writes it.
    return json.dumps(text, ensure_ascii=False)


def _json_ints(values: Iterable[int]) -> str:
    return ",".join("%d" % v for v in values)


def result_line(game: str, options: str, index: int, result: Result,
                seats: Optional[Iterable[str]] = None) -> str:
    """One game's JSON line (without its newline), keys in the tool's
    order and no spaces.  `seats` names each seat's player; None names
    them by the result's bots."""
    if seats is None:
        seats = [bot_name(b) for b in result.bots]
    joined = ",".join(_json_string(name) for name in seats)
    return ('{"game":%s,"options":%s,"seed":%d,"index":%d,"seats":[%s],'
            '"scores":[%s],"winners":[%s],"plies":%d}'
            % (_json_string(game), _json_string(options), result.seed,
               index, joined, _json_ints(result.scores),
               _json_ints(result.winners), result.plies))


def play_lines(game: str, bots: Sequence[PlayerLike], seed: int, first: int,
               count: int, options: str = "") -> list[str]:
    """The JSON lines (without newlines) of games first .. first+count-1
    of the series: the unit of work an executor runs."""
    names = [bot_name(b) for b in bots]
    lines: list[str] = []
    for start in range(first, first + count, CHUNK):
        size = min(CHUNK, first + count - start)
        results = play_series(game, names, seed, start, size, options)
        for k, r in enumerate(results, start):
            seats = [names[(p + k) % len(names)] for p in range(r.players)]
            lines.append(result_line(game, options, k, r, seats))
    return lines


def _pieces(games: int, shards: Optional[int],
            part: tuple[int, int]) -> list[range]:
    """The contiguous ranges a run plays: `part` (I, K) of the series,
    cut into `shards` pieces."""
    whole = shard_range(games, *part)
    if shards is None:
        shards = max(1, -(-len(whole) // SHARD_GAMES))
    if shards < 1:
        raise ArenaError("shards must be at least 1: %d" % shards)
    size = len(whole)
    return [whole[size * j // shards:size * (j + 1) // shards]
            for j in range(shards)]


def _check_run(game: str, bots: Bots, games: int, seed: int,
               options: str) -> list[str]:
    """Refuses a bad run here, before any shard is sent away: a worker's
    error would only come back after the shards before it."""
    if games < 0:
        raise ArenaError("games must not be negative: %d" % games)
    if not 0 <= seed < 2 ** 64:
        raise ArenaError("seed out of range: %d" % seed)
    if isinstance(bots, str):
        bots = bots.split(",")
    names = [bot_name(b) for b in bots]
    Game(game, options).close()     # SkylineError for a bad game or options
    play_series(game, names, seed, 0, 0, options)   # ... or bad bots
    return names


def iter_run(game: str, bots: Bots, games: int, seed: int,
             options: Optional[str] = "",
             executor: Optional[Executor] = None,
             shards: Optional[int] = None,
             part: tuple[int, int] = (0, 1),
             window: int = WINDOW) -> Iterator[str]:
    """Yields the JSON lines of a run in ascending game index.

    `bots` is a list of Player or Bot values, ints or names
    ("search:100"), or one string of names separated by commas.  `executor` is any
    concurrent.futures.Executor; None plays here, one shard after
    another.  `shards` is how many pieces the run is cut into (default:
    one per 1,000 games).  `part` = (I, K) plays only shard I of K of the
    series, like the tool's ``--shard I/K``.  At most `window` shards are
    submitted at a time.  A bad game, option, bot, count or seed raises
    SkylineError or ValueError before any shard is submitted.
    """
    text = "" if options is None else options
    names = _check_run(game, bots, games, seed, text)
    pieces = iter(_pieces(games, shards, part))

    def submit(piece: range) -> tuple[Optional[Future[list[str]]], range]:
        if executor is None:
            return None, piece
        return executor.submit(play_lines, game, names, seed, piece.start,
                               len(piece), text), piece

    pending = collections.deque(submit(p)
                                for p in itertools.islice(pieces, window))
    try:
        while pending:
            future, piece = pending.popleft()
            lines = (future.result() if future is not None else
                     play_lines(game, names, seed, piece.start, len(piece),
                                text))
            following = next(pieces, None)
            if following is not None:
                pending.append(submit(following))
            yield from lines
    finally:
        for future, _ in pending:
            if future is not None:
                future.cancel()


def run(game: str, bots: Bots, games: int, seed: int,
        options: Optional[str] = "", executor: Optional[Executor] = None,
        shards: Optional[int] = None,
        part: tuple[int, int] = (0, 1)) -> list[str]:
    """The JSON lines of a run, as a list (see :func:`iter_run`)."""
    return list(iter_run(game, bots, games, seed, options, executor, shards,
                         part))


def write_lines(lines: Iterable[str], out: TextIO) -> int:
    """Writes lines to a text file object, one per line; returns how
    many."""
    count = 0
    for line in lines:
        out.write(line + "\n")
        count += 1
    return count


# --- reading ------------------------------------------------------------------

_LINE_KEYS: tuple[tuple[str, type], ...] = (
    ("game", str), ("options", str), ("seed", int), ("index", int),
    ("seats", list), ("scores", list), ("winners", list), ("plies", int))


def _int_list(values: Iterable[object]) -> bool:
    return all(type(v) is int for v in values)


def _line_problem(record: object) -> Optional[str]:
    """Why a decoded line is not a game of an arena, or None."""
    if not isinstance(record, dict):
        return "not a JSON object"
    for key, kind in _LINE_KEYS:
        if type(record.get(key)) is not kind:
            return "no %s %r" % ("integer" if kind is int else kind.__name__,
                                 key)
    seats = record["seats"]
    if not 0 < len(seats) <= MAX_PLAYERS or not all(
            isinstance(s, str) and s for s in seats):
        return "'seats' must list one to %d bot names" % MAX_PLAYERS
    if len(record["scores"]) != len(seats) or not _int_list(record["scores"]):
        return "'scores' must hold one integer per seat"
    winners = record["winners"]
    if (not _int_list(winners) or winners != sorted(set(winners))
            or not all(0 <= w < len(seats) for w in winners)):
        return "'winners' must list seat numbers in ascending order"
    return None


class _Reader(object):
    """Decodes the lines of one summary, which may span several files:
    the games of one (game, options) must all have as many seats."""

    def __init__(self) -> None:
        self.known = set(games())
        self.seats: dict[tuple[str, str], int] = {}

    def problem(self, record: Any) -> Optional[str]:
        """Why a decoded line cannot be summed up with the others, or
        None."""
        problem = _line_problem(record)
        if problem:
            return problem
        if record["game"] not in self.known:
            return "unknown game %r" % record["game"]
        seats = self.seats.setdefault((record["game"], record["options"]),
                                      len(record["seats"]))
        if seats != len(record["seats"]):
            return "%d seats where the group's first game had %d" % (
                len(record["seats"]), seats)
        return None

    def records(self, lines: Iterable[str],
                source: str) -> Iterator[GameRecord]:
        for number, text in enumerate(lines, 1):
            try:
                record = json.loads(text)
            except ValueError as exc:
                raise ArenaError("%s:%d: not JSON: %s"
                                 % (source, number, exc)) from None
            problem = self.problem(record)
            if problem:
                raise ArenaError("%s:%d: %s" % (source, number, problem))
            yield record


def parse_lines(lines: Iterable[str],
                source: str = "-") -> Iterator[GameRecord]:
    """Decodes JSON lines (str, newline or not) into dicts; a bad one
    raises ArenaError "source:LINE: why"."""
    return _Reader().records(lines, source)


def parse_files(paths: Iterable[str]) -> Iterator[GameRecord]:
    """The records of results files in order ('-' is standard input)."""
    reader = _Reader()
    for path in paths:
        if path == "-":
            yield from reader.records(sys.stdin, "-")
            continue
        try:
            with open(path, encoding="utf-8") as f:
                yield from reader.records(f, path)
        except OSError as exc:
            raise ArenaError("%s: %s" % (path, exc.strerror)) from None


# --- statistics ------------------------------------------------------------------

def wilson(wins: float, n: float) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion wins/n."""
    p, z2 = wins / n, Z * Z
    scale = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / scale
    half = Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / scale
    return centre - half, centre + half


def mean_interval(values: Iterable[float]) -> tuple[float, float, float]:
    """The mean of `values` and its 95 % normal interval (sample standard
    deviation; a single value has none).  Summed as the tool sums them,
    so that both print the same digits."""
    n, total, squares = 0, 0.0, 0.0
    for v in values:
        n, total, squares = n + 1, total + v, squares + float(v) * v
    variance = (squares - total * total / n) / (n - 1) if n > 1 else 0.0
    half = Z * (math.sqrt(variance) if variance > 0 else 0.0) / math.sqrt(n)
    mean = total / n
    return mean, mean - half, mean + half


def elo_difference(p: float) -> float:
    """The rating difference whose expected score is p."""
    return -400 * math.log10(1 / p - 1)


def _bot_rows(records: Sequence[GameRecord]) -> list[BotRow]:
    seats: collections.Counter[str]
    wins: collections.Counter[str]
    seats, wins = collections.Counter(), collections.Counter()
    for r in records:
        for seat, bot in enumerate(r["seats"]):
            seats[bot] += 1
            wins[bot] += seat in r["winners"]
    rows: list[BotRow] = []
    for bot in sorted(seats):
        low, high = wilson(wins[bot], seats[bot])
        rows.append({"bot": bot, "seats": seats[bot], "wins": wins[bot],
                     "win_rate": wins[bot] / seats[bot],
                     "low": low, "high": high})
    return rows


def _points(record: GameRecord, first: str, second: str) -> float:
    """The first bot's points in one two-player game: 1 if it alone won,
    0 if the other alone won, else 0.5."""
    won = {bot for seat, bot in enumerate(record["seats"])
           if seat in record["winners"]}
    return 0.5 + ((first in won) - (second in won)) / 2


def _rating(records: Sequence[GameRecord],
            rows: Sequence[BotRow]) -> Optional[Rating]:
    """The first bot's rating difference over the second, or None unless
    the group is two bots, facing each other in every game."""
    if len(rows) != 2 or any(len(set(r["seats"])) != 2 or len(r["seats"]) != 2
                             for r in records):
        return None
    first, second = rows[0]["bot"], rows[1]["bot"]
    n = len(records)
    mean, low, high = mean_interval([_points(r, first, second)
                                     for r in records])

    def clipped(p: float) -> float:
        return min(max(p, 0.5 / n), 1 - 0.5 / n)

    return {"first": first, "second": second, "points": mean,
            "diff": elo_difference(clipped(mean)),
            "low": elo_difference(clipped(low)),
            "high": elo_difference(clipped(high))}


def _team_rows(records: Sequence[GameRecord]) -> list[TeamRow]:
    teams: collections.defaultdict[str, list[int]] = (
        collections.defaultdict(list))
    for r in records:
        teams[",".join(sorted(set(r["seats"])))].append(r["scores"][0])
    rows: list[TeamRow] = []
    for team in sorted(teams):
        mean, low, high = mean_interval(teams[team])
        rows.append({"bots": team, "games": len(teams[team]), "mean": mean,
                     "low": low, "high": high})
    return rows


def _is_competitive(game: str, records: Sequence[GameRecord]) -> bool:
    return (not game_info(game).cooperative
            and all(len(r["seats"]) > 1 for r in records))


def _group(game: str, options: str,
           records: Sequence[GameRecord]) -> Group:
    group: Group = {"game": game, "options": options, "games": len(records)}
    if _is_competitive(game, records):
        group["kind"] = "competitive"
        group["bots"] = _bot_rows(records)
        rating = _rating(records, group["bots"])
        if rating is not None:
            group["rating"] = rating
    else:
        group["kind"] = "score"
        group["teams"] = _team_rows(records)
    return group


def summarize_records(records: Iterable[GameRecord]) -> Summary:
    """The summary of decoded lines (see :func:`summarize`)."""
    groups: collections.defaultdict[tuple[str, str], list[GameRecord]] = (
        collections.defaultdict(list))
    for r in records:
        groups[r["game"], r["options"]].append(r)
    return {"groups": [_group(game, options, groups[game, options])
                       for game, options in sorted(groups)]}


def summarize(lines: Iterable[str]) -> Summary:
    """The figures of ``skyline arena --summary --json`` for JSON lines
    (strs, as :func:`run` returns them or read from a file), as a dict:
    ``{"groups": [...]}``, one group per (game, options); see skyline(1).
    :func:`summary_json` prints it as the tool does."""
    return summarize_records(parse_lines(lines))


def summarize_files(paths: Iterable[str]) -> Summary:
    """The summary of results files ('-' is standard input)."""
    return summarize_records(parse_files(paths))


def _json_value(value: object) -> str:
    if isinstance(value, float):
        return "%.6f" % (value + 0.0)     # -0.0 printed as 0
    if isinstance(value, str):
        return _json_string(value)
    if isinstance(value, list):
        return "[" + ",".join(_json_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join("%s:%s" % (_json_string(k), _json_value(v))
                              for k, v in value.items()) + "}"
    return "%d" % cast(int, value)      # all else a summary holds: counts


def summary_json(summary: Summary) -> str:
    """A summary as the tool's ``--json`` prints it: no spaces, floats with
    six digits after the point (no newline at the end)."""
    return _json_value(summary)


def _competitive_text(group: Group) -> list[str]:
    lines = ["  %-12s %10s %10s %10s  %s" % ("bot", "seats", "wins",
                                             "win rate", "95% interval")]
    for b in group["bots"]:
        lines.append("  %-12s %10d %10d %10.6f  %.6f to %.6f"
                     % (b["bot"], b["seats"], b["wins"], b["win_rate"],
                        b["low"], b["high"]))
    rating = group.get("rating")
    if rating:
        lines.append("  rating %s minus %s: %.6f (95%% interval %.6f to "
                     "%.6f), mean points %.6f"
                     % (rating["first"], rating["second"],
                        rating["diff"] + 0.0, rating["low"] + 0.0,
                        rating["high"] + 0.0, rating["points"]))
    return lines


def _teams_text(group: Group) -> list[str]:
    lines = ["  %-24s %10s %12s  %s" % ("bots", "games", "mean score",
                                        "95% interval")]
    for t in group["teams"]:
        lines.append("  %-24s %10d %12.6f  %.6f to %.6f"
                     % (t["bots"], t["games"], t["mean"], t["low"],
                        t["high"]))
    return lines


def summary_text(summary: Summary) -> str:
    """A summary as the readable table the tool prints (no newline at the
    end)."""
    blocks: list[str] = []
    for group in summary["groups"]:
        competitive = group["kind"] == "competitive"
        head = "%s, options '%s': %d games, %s" % (
            group["game"], group["options"], group["games"],
            "win rates" if competitive else "team scores")
        rows = (_competitive_text if competitive else _teams_text)(group)
        blocks.append("\n".join([head] + rows))
    return "\n\n".join(blocks)


# --- command line -------------------------------------------------------------

def _shard_arg(text: str) -> tuple[int, int]:
    try:
        index, count = (int(x) for x in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError("--shard takes I/K") from None
    if count < 1 or not 0 <= index < count:
        raise argparse.ArgumentTypeError("--shard I/K needs 0 <= I < K")
    return index, count


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 -m skyline.arena",
        description="Series of games between built-in players, sharded "
        "over processes or a Dask cluster; or the summary of results "
        "files.  Same output as skyline arena.")
    parser.add_argument("game", nargs="?")
    parser.add_argument("files", nargs="*", help=argparse.SUPPRESS)
    parser.add_argument("--bots", help="BOT[,BOT...], seats rotating")
    parser.add_argument("--games", type=int)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--options", default="")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes (0: one per CPU)")
    parser.add_argument("--dask", metavar="ADDRESS",
                        help="run the shards on this Dask scheduler")
    parser.add_argument("--shard", type=_shard_arg, default=(0, 1),
                        metavar="I/K")
    parser.add_argument("--out", help="write the lines here, not stdout")
    parser.add_argument("--progress", action="store_true", default=None,
                        help="a progress line on stderr (default: if it "
                        "is a terminal)")
    parser.add_argument("--no-progress", dest="progress",
                        action="store_false")
    parser.add_argument("--summary", action="store_true",
                        help="summarize the FILEs given instead of GAME")
    parser.add_argument("--json", action="store_true")
    return parser


def _summary_main(args: argparse.Namespace,
                  parser: argparse.ArgumentParser) -> int:
    paths = ([args.game] if args.game else []) + args.files
    if not paths:
        parser.error("--summary needs at least one FILE")
    summary = summarize_files(paths)
    print(summary_json(summary) if args.json else summary_text(summary))
    return 0


def _executor(args: argparse.Namespace) -> Optional[Executor]:
    if args.dask:
        # By name: distributed is optional and untyped, and mypy may not
        # find it; its ClientExecutor is a concurrent.futures.Executor.
        distributed = importlib.import_module("distributed")
        return cast(Executor, distributed.Client(args.dask).get_executor())
    if args.jobs == 1:
        return None
    return ProcessPoolExecutor(args.jobs or os.cpu_count())


def _with_progress(lines: Iterable[str], total: int) -> Iterator[str]:
    """Passes the lines on, showing "done/total games, R games/s, ETA" on
    stderr over itself at most four times a second, as the tool does."""
    start = last = time.monotonic()
    done = 0

    def show(end: str = "") -> None:
        elapsed = time.monotonic() - start
        rate = done / elapsed if elapsed > 0 else 0
        eta = (total - done) / rate if rate > 0 else 0
        sys.stderr.write("\r%d/%d games, %.0f games/s, ETA %dm%02ds   %s"
                         % (done, total, rate, eta // 60, eta % 60, end))
        sys.stderr.flush()

    for line in lines:
        yield line
        done += 1
        if time.monotonic() - last >= 0.25:
            last = time.monotonic()
            show()
    show("\n")


def _run_main(args: argparse.Namespace,
              parser: argparse.ArgumentParser) -> int:
    if args.files or None in (args.game, args.bots, args.games, args.seed):
        parser.error("GAME, --bots, --games and --seed are needed")
    if args.jobs < 0:
        parser.error("--jobs must be 0 or more")
    executor = _executor(args)
    lines = iter_run(args.game, args.bots.split(","), args.games, args.seed,
                     args.options, executor, part=args.shard)
    if args.progress or (args.progress is None and sys.stderr.isatty()):
        lines = _with_progress(lines, len(shard_range(args.games,
                                                      *args.shard)))
    try:
        if args.out:
            with open(args.out, "w", encoding="utf-8") as out:
                write_lines(lines, out)
        else:
            write_lines(lines, sys.stdout)
    finally:
        if executor is not None:
            executor.shutdown()
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The command line; returns the exit status (0, 1 for bad input,
    2 for bad usage)."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.summary:
            return _summary_main(args, parser)
        return _run_main(args, parser)
    except (ArenaError, SkylineError, ValueError, OSError) as exc:
        print("skyline.arena: %s" % exc, file=sys.stderr)
        return 1


if __name__ == "__main__":
    # Through the package's module, not __main__, so that the functions
    # sent to worker processes pickle by their importable name.
    from skyline import arena as _arena
    sys.exit(_arena.main())
