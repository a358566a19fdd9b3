"""The benchmark scripts must keep working (their figures are read by people, not asserted)."""

import os

from tracker import bench
from tracker.bench_files import big_encounter
from tracker.model.files import dumps_encounter, loads_encounter


def test_resolver_bench_runs(capsys):
    assert bench.main(["--hits", "300", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "/s" in out
    assert "odds: 6d on a random location, slowest bundled plan (" in out


def test_file_bench_encounter_round_trips():
    enc = big_encounter(combatants=5, log_entries=50)
    assert loads_encounter(dumps_encounter(enc)).to_dict() == enc.to_dict()


def test_gm_window_bench_measures_a_hit(qtbot, tmp_path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tracker.rulesets.gurps.kit.bench import hit_latency

    assert 0 < hit_latency(3, hits=3, journal_dir=str(tmp_path / "j")) < 5


def test_gm_window_bench_finds_each_rulesets_figures(qtbot, tmp_path):
    """The generic bench names no ruleset: it takes each one's figures from the module its
    kit names (the d6 test plugin has none)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tracker.rulesets.coc.kit.bench import attack_latency
    from tracker.ui.bench import ruleset_benches

    names = [b.__name__ for b in ruleset_benches()]
    assert names == ["tracker.rulesets.gurps.kit.bench", "tracker.rulesets.coc.kit.bench"]
    assert all(callable(b.report) for b in ruleset_benches())
    assert 0 < attack_latency(3, attacks=3, journal_dir=str(tmp_path / "j")) < 5


def test_gm_window_bench_times_the_real_start():
    """The start-up scripts launch the app as `python -m tracker` does, and the minimal
    reference window, and each reports a moment after its window was shown."""
    from tracker.ui.bench import _APP, _FLOOR, _start_time

    for script in (_APP, _FLOOR):
        assert 0 < _start_time(script, runs=1) < 60


def test_flood_bench_prints_the_players_latency(capsys):
    """A small flood (the full one: 1,000 connections, run by hand)."""
    from tracker.web import flood_bench

    assert flood_bench.main(["--connections", "60", "--samples", "3"]) == 0
    out = capsys.readouterr().out
    assert "holds 60 half-open connections" in out and "target under 1 s: met" in out


def test_library_bench_prints_its_search_times(capsys):
    from tracker.model.library import bench as library_bench

    assert library_bench.main(["--entries", "60", "--repeat", "1"]) == 0
    out = capsys.readouterr().out
    assert "filled 60 entries" in out and "search '吸血'" in out
    assert "the target of 50 ms" in out


def test_library_dock_bench_opens_the_dock(qtbot, tmp_path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tracker.model.library.bench import build
    from tracker.ui.library_bench import dock_times

    opened, typed = dock_times(build(str(tmp_path), 30), repeat=1)
    assert opened > 0 and typed > 0


def test_storm_bench_prints_the_players_latency_and_the_gms_saves(capsys):
    """A short storm (the full one: 5 s and 2,000 connections at once, run by hand)."""
    from tracker.web import storm_bench

    assert storm_bench.main(["--seconds", "1", "--workers", "100", "--burst", "100"]) == 0
    out = capsys.readouterr().out
    assert "one address reconnecting:" in out and "20 addresses × 16 half-open:" in out
    assert out.count("target under 1 s: met") == 3
    assert ", 0 failed;" in out and " 0 tracebacks printed" in out


def test_seats_bench_measures_both_round_trips(qtbot):
    """8 phones post at once: every request reaches the dock, every Accept the phone."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tracker.ui.seats_bench import SEATS, run

    null_before = os.stat(os.devnull).st_mode
    to_dock, to_phone = run()
    assert len(to_dock) == len(to_phone) == SEATS
    # its settings were a file of its own: the null device is still the null device (QSettings
    # saves by replacing its file; as root it once replaced /dev/null with a plain file)
    assert os.stat(os.devnull).st_mode == null_before
    assert all(0 < t < 5 for t in to_dock + to_phone)
