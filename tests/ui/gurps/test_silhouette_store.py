"""The stored figures (tracker/rulesets/gurps/silhouette_shapes.bin): the same shapes as the drawings
build, read instead of built, and ignored (built again) whenever they cannot be trusted."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QPainterPath

from tracker.rulesets.gurps.kit import silhouette_shapes as ss
from tracker.rulesets.gurps.rules.bodyplan import body_plan, body_plans

ROOT = Path(__file__).resolve().parents[3]
STORE = ROOT / "tracker" / "rulesets" / "gurps" / ss.STORE_NAME
PLANS = list(body_plans())


@pytest.fixture
def store_at(monkeypatch):
    """Point the module at a given file, with empty caches before and after."""

    def use(path: Path) -> None:
        monkeypatch.setattr(ss, "_store_file", lambda: path)
        ss._store.cache_clear()
        ss._cached.cache_clear()

    yield use
    ss._store.cache_clear()
    ss._cached.cache_clear()


def elements(path: QPainterPath) -> list[tuple[int, float, float]]:
    out = []
    for i in range(path.elementCount()):
        e = path.elementAt(i)
        out.append((int(e.type.value), e.x, e.y))
    return out


def assert_same(got, want) -> None:
    assert [k for k, _ in got] == [k for k, _ in want], "location ids or their order differ"
    for (loc_id, a), (_, b) in zip(got, want, strict=True):
        assert a.fillRule() == b.fillRule(), loc_id
        ea, eb = elements(a), elements(b)
        assert len(ea) == len(eb), f"{loc_id}: {len(ea)} elements, built {len(eb)}"
        for (ta, xa, ya), (tb, xb, yb) in zip(ea, eb, strict=True):
            assert ta == tb and abs(xa - xb) <= 1e-9 and abs(ya - yb) <= 1e-9, loc_id


def test_every_bundled_plan_is_stored():
    assert set(PLANS) <= set(ss._BUILDERS)
    data = STORE.read_bytes()
    count = ss._HEADER.unpack_from(data)[4]
    assert count == len(ss._BUILDERS)


@pytest.mark.parametrize("plan_id", PLANS)
def test_stored_figure_is_the_drawing(store_at, plan_id):
    """Fails when a drawing changed and the file was not made again
    (python tools/make_silhouette_shapes.py)."""
    store_at(STORE)
    stored = ss._stored(plan_id)
    assert stored is not None, "stale file: run python tools/make_silhouette_shapes.py"
    assert_same(stored, ss._build(plan_id))


def test_tool_check_agrees():
    res = subprocess.run([sys.executable, str(ROOT / "tools" / "make_silhouette_shapes.py"),
                          "--check"], cwd=ROOT, capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr


def test_stored_figures_are_used_without_building(store_at, monkeypatch):
    store_at(STORE)

    def refuse():
        raise AssertionError("built although stored")

    monkeypatch.setitem(ss._BUILDERS, "centaur", refuse)
    shapes = ss.shapes_for("centaur")
    assert {k for k, _ in shapes} == {loc.id for loc in body_plan("centaur").locations}
    # copies, as before: changing one leaves the cached figure alone
    shapes[0][1].addEllipse(0, 0, 1, 1)
    assert ss.shapes_for("centaur")[0][1] != shapes[0][1]


def test_brainless_heads_are_still_built(store_at):
    store_at(STORE)
    plan = body_plan("humanoid", 2)
    shapes = ss.shapes_for(plan)
    assert {k for k, _ in shapes} == {loc.id for loc in plan.locations}
    assert_same(shapes, ss._build("humanoid", 2))


def _mangled(tmp_path: Path, how: str) -> Path:
    data = bytearray(STORE.read_bytes())
    magic, fmt, size, crc, count, index_size = ss._HEADER.unpack_from(data)
    if how == "stale":  # made from another source: a drawing changed since
        data[:ss._HEADER.size] = ss._HEADER.pack(magic, fmt, size, crc ^ 1, count, index_size)
    elif how == "format":
        data[:ss._HEADER.size] = ss._HEADER.pack(magic, fmt + 1, size, crc, count, index_size)
    elif how == "magic":
        data[:8] = b"NOTSHAPE"
    elif how == "garbled":  # a byte flipped in every payload
        for i in range(len(data) - 1, ss._HEADER.size + index_size, -997):
            data[i] ^= 0x5A
    elif how == "count":  # the index claims more plans than it holds
        data[:ss._HEADER.size] = ss._HEADER.pack(magic, fmt, size, crc, 10_000, index_size)
    elif how == "index":  # the index is longer than the file
        data[:ss._HEADER.size] = ss._HEADER.pack(magic, fmt, size, crc, count, 10**9)
    elif how in ("offset", "length"):  # every index entry points past the end
        pos = ss._HEADER.size
        for _ in range(count):
            pos += 1 + data[pos]
            field = pos if how == "offset" else pos + 4
            struct.pack_into("<I", data, field, len(data) + (0 if how == "offset" else 9))
            pos += ss._ENTRY.size
    elif how.startswith("cut"):
        data = data[:int(how[3:])]
    elif how == "empty":
        data = bytearray()
    path = tmp_path / ss.STORE_NAME
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("how", ["stale", "format", "magic", "garbled", "count", "index",
                                 "offset", "length",
                                 "cut4", "cut30", "cut200", "cut100000", "cut226000",
                                 "empty", "missing", "folder"])
def test_untrusted_file_is_ignored_and_figures_built(store_at, tmp_path, how):
    if how == "missing":
        path = tmp_path / "nothing.bin"
    elif how == "folder":
        path = tmp_path
    else:
        path = _mangled(tmp_path, how)
    store_at(path)
    assert all(ss._stored(pid) is None for pid in ss._BUILDERS)
    for plan_id in ("humanoid", "quadruped", "centaur", "octopod", "serpentoid"):
        assert_same(ss.shapes_for(plan_id), ss._build(plan_id))


def test_garbled_plan_is_refused_and_others_still_read(store_at, tmp_path):
    store_at(STORE)
    data = bytearray(STORE.read_bytes())
    offset, length, _ = ss._store()["octopod"]
    data[offset + length // 2] ^= 0xFF
    path = tmp_path / ss.STORE_NAME
    path.write_bytes(bytes(data))
    store_at(path)
    assert ss._stored("octopod") is None
    assert ss._stored("humanoid") is not None
    assert_same(ss.shapes_for("octopod"), ss._build("octopod"))
