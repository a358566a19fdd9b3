"""Benchmark of library search: ``python -m tracker.model.library.bench [--entries N]``.

Fills a library file in a temporary folder with N entries (10,000 by default) of both
rulesets, with Japanese and English names, tags and notes, then times searches as the dock
runs them while the GM types: two-character Japanese words (too short for a trigram: the
scan), longer words (the trigram index), English, a tag filter, a ruleset filter, several
words, and no match. Prints the median and the slowest time of each, against the target of
50 ms. Figures for people to read; nothing is asserted."""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

from ..dice import Dice
from .entry import Entry
from .store import Library, open_library

TARGET_MS = 50.0
JA = ("グール", "吸血鬼", "花嫁", "深きもの", "教団員", "人狼", "屍食鬼", "魔女", "騎士", "亡霊",
      "大蜘蛛", "古城", "司祭", "盗賊", "狂信者")
EN = ("Ghoul", "Vampire", "Bride", "Deep One", "Cultist", "Werewolf", "Witch", "Knight",
      "Wraith", "Spider", "Bandit", "Priest", "Zombie", "Hound", "Serpent")
TAGS = ("undead", "boss", "アンデッド", "神話生物", "人間", "獣", "minion", "ボス", "古城", "forest")
NOTES = ("古城の地下に棲む", "smells of the grave", "夜にだけ現れる", "guards the bridge",
         "銀の武器に弱い", "", "", "hunts in packs")
QUERIES = (("吸血", {}), ("花嫁", {}), ("吸血鬼の", {}), ("ghoul", {}), ("gho", {}),
           ("", {"tags": ["boss"]}), ("", {"ruleset": "coc"}), ("knight 12", {}),
           ("古城 undead", {}), ("nothing-like-this", {}), ("グ", {}))


def fill(lib: Library, n: int, seed: int = 1) -> None:
    pick = Dice(seed)
    sheets = {"gurps": lib.add("gurps", "Template", {}).sheet,
              "coc": lib.add("coc", "Template", {}).sheet}
    entries = []
    for i in range(n):
        ruleset = "gurps" if pick.die(2) == 1 else "coc"
        words = JA if pick.die(2) == 1 else EN
        name = f"{words[pick.die(len(words)) - 1]}{'の' if words is JA else ' '}" \
               f"{words[pick.die(len(words)) - 1]} {i}"
        tags = sorted({TAGS[pick.die(len(TAGS)) - 1] for _ in range(pick.die(3))})
        entries.append(Entry(0, f"bench{i}", ruleset, name, sheets[ruleset], tags,
                             NOTES[pick.die(len(NOTES)) - 1]))
    lib.add_many(entries)


def time_search(lib: Library, query: str, filters: dict, repeat: int
                ) -> tuple[float, float, float, int]:
    """(median ms, slowest ms, median CPU ms, matches): the CPU time is this process's own,
    the figure that holds when other programs share the machine's cores."""
    times, cpu = [], []
    total = 0
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        _found, total = lib.search(query, limit=200, **filters)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(times), max(times), statistics.median(cpu), total


def build(folder: str, entries: int) -> str:
    path = os.path.join(folder, "bench.sqlite3")
    with open_library(path) as lib:
        fill(lib, entries)
    return path


def report(path: str, repeat: int) -> float:
    """Print the search times; the slowest median."""
    start = time.perf_counter()
    lib = open_library(path)
    opened = (time.perf_counter() - start) * 1000
    print(f"open (with its integrity check): {opened:.1f} ms, {lib.count()} entries")
    worst = 0.0
    with lib:
        for query, filters in QUERIES:
            median, slowest, cpu, total = time_search(lib, query, filters, repeat)
            worst = max(worst, median)
            what = query or ", ".join(f"{k}={v}" for k, v in filters.items())
            print(f"  search {what!r:<22} {median:6.2f} ms median, {slowest:6.2f} ms slowest, "
                  f"{cpu:6.2f} ms CPU, {total} matches")
    verdict = "within" if worst < TARGET_MS else "OVER"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"slowest median {worst:.2f} ms: {verdict} the target of {TARGET_MS:.0f} ms "
          f"(load average {load:.1f} on {os.cpu_count()} cores)")
    return worst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tracker.model.library.bench")
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        path = build(folder, args.entries)
        print(f"filled {args.entries} entries in {time.perf_counter() - start:.2f} s")
        report(path, args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
