"""The README's benchmark tables from one run of `make bench`.

Usage: make bench > bench.out; python3 tests/bench/bench_table.py bench.out

`make bench` prints two JSON objects, the C benchmark's (tests/bench/bench)
and then, when the shared library was built, the Python one's
(tests/bench/bench.py).  This prints them as Markdown: one row per
measurement with the minimum, median and maximum of the trials, and the
goal where the project set one.  A measurement this script has no label
for is printed under its JSON key, so a new row is never dropped.
"""

import json
import os
import sys

# (key in the game's object) -> (what it measures, the goal or "").
LABELS = {
    "cityscape": {
        "line_scores_per_s": ("line scores /s", ">= 20,000,000"),
        "random_rounds_per_s": ("random full 25-block rounds /s", ">= 1,000,000"),
        "legal_move_enumerations_per_s": ("legal-move enumerations /s", ""),
        "native_random_games_per_s": ("random 4-player games /s", ""),
        "generic_random_games_per_s": ("the same through `sky_game` /s", ""),
    },
    "sprawl": {
        "city_scorings_3_cards_per_s": ("full-city scorings, three scoring cards /s",
                                        ">= 1,000,000"),
        "random_solo_games_per_s": ("random full solo games /s", ""),
        "legal_move_enumerations_per_s": ("legal-move enumerations (7 cards placed) /s", ""),
        "greedy_decisions_per_s": ("greedy decisions /s", ""),
        "native_random_games_per_s": ("random 2-player games /s", ""),
        "generic_random_games_per_s": ("the same through `sky_game`, deck as chance /s", ""),
    },
    "highrise": {
        "random_4p_games_per_s": ("random full 4-player games /s", ">= 200,000"),
        "legal_move_enumerations_per_s": ("legal-step enumerations /s", ""),
        "generic_random_4p_games_per_s": ("the same games through `sky_game` /s",
                                          ">= 100,000"),
        "play_out_random_4p_games_per_s": ("the same, one `sky_game_play_out()` call a game /s",
                                           ""),
        "undo_whole_4p_game_steps_per_s": ("steps undone, whole games /s", ""),
        "advisor_ms_per_decision": ("solo advisor, ms per decision", ""),
        "advisor_ms_per_turn_start": ("solo advisor, ms at the start of a turn", ""),
    },
    "skyscrapers": {
        "tower8_scores_per_s": ("scores of 8-pyramid towers /s", ">= 10,000,000"),
        "random8_scores_per_s": ("scores of random 8-pyramid structures /s", ""),
        "advise15_per_s": ("advisor on a 15-pyramid pile /s", ""),
        "advise15_us": ("advisor on a 15-pyramid pile, µs", ""),
        "native_random_games_per_s": ("random simulated matches /s", ""),
        "generic_random_games_per_s": ("the same through `sky_game` /s", ""),
        "undo_whole_20_round_match_steps_per_s": ("steps undone, whole 20-round matches /s", ""),
    },
    "cathedral": {
        "random_full_games_enumerating_every_ply_per_s": (
            "random full games, every legal move listed at every ply /s", ">= 150,000"),
        "legal_move_enumerations_per_s": ("legal-move enumerations /s", ""),
        "ns_per_enumeration": ("ns per enumeration", "<= 200"),
        "legal_moves_in_the_enumerated_position": ("moves in the enumerated position", ""),
        "previews_per_s": ("previews (claims and captures of a move) /s", ""),
        "native_random_games_per_s": ("random games /s", ""),
        "generic_random_games_per_s": ("the same through `sky_game` /s", ""),
    },
}
# Rows every game has, after its own.
COMMON = {
    "generic_step_time_per_native_step_time": ("`sky_game` time per step / native", "<= 1.5"),
    "fresh_handle_bytes": ("bytes per fresh handle", "<= 4,096"),
    "midgame_clone_bytes": ("bytes per mid-game clone", "<= 4,096"),
    "bytes_per_fresh_4p_handle": ("bytes per fresh 4-player handle", "<= 4,096"),
    "bytes_per_mid_game_4p_clone": ("bytes per mid-game 4-player clone", "<= 4,096"),
}
PYTHON = [
    ("game_random_games_per_s", "`Game`, legal actions as a list"),
    ("game_array_random_games_per_s", "`Game`, legal actions in an array"),
    ("class_random_games_per_s", "the game's class"),
]


def read_objects(text):
    """Every JSON object of `text`, in order."""
    decoder, objects, at = json.JSONDecoder(), [], 0
    while True:
        at = text.find("{", at)
        if at < 0:
            return objects
        value, at = decoder.raw_decode(text, at)
        objects.append(value)


def number(value):
    if isinstance(value, float) and value < 100:
        return "%.3g" % value
    return "{:,}".format(round(value))


def cells(value):
    """min, median, max of a measurement; one figure for a single value."""
    if isinstance(value, dict):
        return [number(value[k]) for k in ("min", "median", "max")]
    return ["", number(value), ""]


def game_rows(name, results, search_rate):
    labels = dict(LABELS.get(name, {}), **COMMON)
    for key, value in results.items():
        label, goal = labels.get(key, ("`%s`" % key, ""))
        yield [name, label] + cells(value) + [goal]
    if search_rate is not None:
        yield [name, "search iterations /s (1,000-iteration decisions)"] \
            + cells(search_rate) + [""]


def table(rows, header):
    lines = ["| " + " | ".join(header) + " |",
             "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d CPUs" % (model, os.cpu_count() or 0)


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) == 2 else 2
    with open(argv[1]) as f:
        objects = read_objects(f.read())
    if not objects:
        print("bench_table: no JSON object in %s" % argv[1], file=sys.stderr)
        return 1
    c = objects[0]
    search = c.get("search iterations/s", {})
    print("%s, %d trials of %s s per row, seed %s; %s.\n"
          % (c["library"], c["trials"], c["seconds_per_measurement"], c["seed"],
             machine()))
    rows = []
    for name, results in c.items():
        if isinstance(results, dict) and name != "search iterations/s":
            rows += game_rows(name, results, search.get(name))
    print(table(rows, ["game", "measurement", "min", "median", "max", "goal"]))
    if len(objects) > 1:
        py = objects[1]
        print()
        rows = [[name] + [number(r[k]) if k in r else "" for k, _ in PYTHON]
                for name, r in py.items() if isinstance(r, dict)]
        print(table(rows, ["game (from Python, games/s)"] + [t for _, t in PYTHON]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
