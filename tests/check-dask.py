"""skyline.arena on a Dask cluster (run by tests/check-dask.sh).

A LocalCluster of two worker processes, one thread each, started here:
a series played through ``client.get_executor()`` and through
``python3 -m skyline.arena --dask ADDRESS`` must give the lines of one
sequential local run, byte for byte, with both workers doing a share of
the shards.  Exit status 0 when all holds, 1 otherwise.
"""

import logging
import subprocess
import sys

from distributed import Client, LocalCluster, get_task_stream

from skyline import arena

# Greedy Cathedral is slow enough (tens of games a second) that sixteen
# shards keep both workers busy, and short enough for make check.
SERIES = dict(game="cathedral", bots=["greedy", "random"], games=64,
              seed=2026)
SHARDS = 16
# Seconds: the cluster starts in about two; a loaded machine is slower.
START_TIMEOUT = 120


def check(condition, what, failures):
    if not condition:
        print("FAIL: " + what, file=sys.stderr)
        failures.append(what)


def run_on(client, failures, local):
    with get_task_stream(client) as stream:
        lines = arena.run(executor=client.get_executor(), shards=SHARDS,
                          **SERIES)
    check(lines == local, "Dask executor: lines differ from a local run",
          failures)
    check(arena.summary_json(arena.summarize(lines))
          == arena.summary_json(arena.summarize(local)),
          "Dask executor: summary differs", failures)
    shards = [t for t in stream.data if "play_lines" in t["key"]]
    check(len(shards) == SHARDS, "Dask ran %d shards, not %d"
          % (len(shards), SHARDS), failures)
    workers = {t["worker"] for t in shards}
    check(len(workers) == 2, "the shards ran on %d workers, not 2"
          % len(workers), failures)


def run_command_line(address, failures, local):
    argv = [sys.executable, "-m", "skyline.arena", SERIES["game"],
            "--bots", ",".join(SERIES["bots"]),
            "--games", str(SERIES["games"]), "--seed", str(SERIES["seed"]),
            "--dask", address]
    done = subprocess.run(argv, stdout=subprocess.PIPE,
                          universal_newlines=True, timeout=START_TIMEOUT)
    check(done.returncode == 0, "--dask: exit status %d" % done.returncode,
          failures)
    check(done.stdout.splitlines() == local,
          "--dask: lines differ from a local run", failures)


def main():
    failures = []
    local = arena.run(**SERIES)
    check(len(local) == SERIES["games"], "local run: not every game",
          failures)
    # Worker processes inherit SKYLINE_LIBRARY and PYTHONPATH, set by
    # check-dask.sh before this interpreter started.
    with LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                      dashboard_address=None, silence_logs=logging.ERROR,
                      timeout=START_TIMEOUT) as cluster, \
            Client(cluster, timeout=START_TIMEOUT) as client:
        client.wait_for_workers(2, timeout=START_TIMEOUT)
        run_on(client, failures, local)
        run_command_line(cluster.scheduler_address, failures, local)
    if failures:
        print("check-dask: %d failure(s)" % len(failures), file=sys.stderr)
        return 1
    print("check-dask: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
