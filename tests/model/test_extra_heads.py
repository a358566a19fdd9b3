"""G8 extra heads: a head with a brain takes at most 2×HP/heads from one attack to that head
or its neck; other locations are not capped by it."""

import pytest

from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter, loads_encounter
from tracker.model.gurps.resolver import Hit, Target, resolve
from tracker.model.gurps.sheet import GurpsSheet


@pytest.mark.parametrize("loc,damage,heads,expected", [
    ("skull", 10, 3, 8),      # G8: 2×12/3 = 8 (uncapped 32)
    ("neck", 10, 3, 8),       # G8: the neck of a head too (cr ×1.5 → 15)
    ("face", 10, 2, 10),      # G8: 2×12/2 = 12 is above 10: no cap
    ("eye_left", 3, 4, 6),    # G8: 2×12/4 = 6 (eye ×4 → 12)
    ("torso", 20, 3, 20),     # G8: the torso is not a head
    ("skull", 10, 1, 32),     # one head: the ordinary skull ×4
])
def test_g8_extra_head_cap(loc, damage, heads, expected):
    dtype = "imp" if loc.startswith("eye") else "cr"
    out = resolve(Target(max_hp=12, heads=heads), Hit(damage, dtype, loc))
    assert out.injury == expected
    assert (any(line.key == "head.cap" for line in out.explain)) == (expected < out.injury_uncapped)


def test_g8_heads_must_be_positive():
    with pytest.raises(RulesError):
        resolve(Target(max_hp=12, heads=0), Hit(5, "cr", "skull"))
    with pytest.raises(RulesError):
        GurpsSheet(heads=0).validate()


def test_heads_travel_through_files_and_default_to_one():
    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter

    enc = Encounter()
    ops.add_combatant(enc, "Hydra", "enemy", GurpsSheet(max_hp=30, heads=5), mid_fight=False)
    again = loads_encounter(dumps_encounter(enc))
    assert next(iter(again.combatants.values())).sheet.heads == 5
    data = GurpsSheet().to_dict()
    del data["heads"]
    assert GurpsSheet.from_dict(data).heads == 1
