"""Bundled body plans (G1, G8, G13): every plan loads and its random table is the rule's.

The expected tables below are written out by hand from the 3d roll ranges of the
reference body types (``reference/body-types/*.body``) and the special cases of G8;
they are the facts being checked, so they are deliberately not computed.
"""

from __future__ import annotations

import json
from importlib import resources

import pytest

from tracker.rulesets.gurps.rules.bodyplan import body_plan, body_plans

PLAN_IDS = {
    "humanoid", "humanoid_low_tech", "winged_humanoid", "fish_tailed_humanoid",
    "quadruped", "quadruped_winged", "hexapod", "hexapod_winged", "centaur", "avian",
    "vermiform", "vermiform_winged", "serpentoid", "snakemen", "octopod", "squid",
    "cancroid", "ichthyoid", "arachnoid", "scorpion",
}

# -- sub-rolls: faces[i] is the location for a sub-roll result of i + 1 -------------------


def _halves(first: str, second: str) -> list[str]:
    """1d: 1-3 first, 4-6 second."""
    return [first] * 3 + [second] * 3


HAND = _halves("hand_right", "hand_left")
FOOT = _halves("foot_right", "foot_left")
ARM = _halves("arm_right", "arm_left")
LEG = _halves("leg_right", "leg_left")
WING = _halves("wing_right", "wing_left")
FORELEG = _halves("leg_fore_right", "leg_fore_left")
MIDLEG = _halves("leg_mid_right", "leg_mid_left")
HINDLEG = _halves("leg_hind_right", "leg_hind_left")
FEET_4 = ["foot_fore_right", "foot_fore_left", "foot_hind_right", "foot_hind_left"]
FEET_6 = [
    "foot_fore_right", "foot_fore_left", "foot_mid_right", "foot_mid_left",
    "foot_hind_right", "foot_hind_left",
]
CENTAUR_EXTREMITY = [
    "hand_left", "hand_right", "foot_fore_left", "foot_fore_right",
    "foot_hind_left", "foot_hind_right",
]
FIN = ["fin_dorsal", "fin_dorsal", "fin_right", "fin_right", "fin_left", "fin_left"]
ARM_12 = _halves("arm_1", "arm_2")
ARM_34 = _halves("arm_3", "arm_4")
ARM_56 = _halves("arm_5", "arm_6")
ARM_78 = _halves("arm_7", "arm_8")
LEG_12 = _halves("leg_1", "leg_2")
LEG_34 = _halves("leg_3", "leg_4")
LEG_56 = _halves("leg_5", "leg_6")
LEG_78 = _halves("leg_7", "leg_8")
ARMS_8 = [f"arm_{i}" for i in range(1, 9)]
LEGS_8 = [f"leg_{i}" for i in range(1, 9)]
FEET_8 = [f"foot_{i}" for i in range(1, 9)]
TENTACLE = _halves("tentacle_1", "tentacle_2")

# -- G13: every 3d result of every plan ---------------------------------------------------

EXPECTED_TABLES: dict[str, dict[int, str | list[str]]] = {
    "humanoid": {
        3: "skull", 4: "skull", 5: "face", 6: "leg_right", 7: "leg_right", 8: "arm_right",
        9: "torso", 10: "torso", 11: "groin", 12: "arm_left", 13: "leg_left", 14: "leg_left",
        15: HAND, 16: FOOT, 17: "neck", 18: "neck",
    },
    "humanoid_low_tech": {
        3: "skull", 4: "skull", 5: "face", 6: "leg_right", 7: "leg_right", 8: "arm_right",
        9: "torso", 10: "torso", 11: "abdomen", 12: "arm_left", 13: "leg_left", 14: "leg_left",
        15: HAND, 16: FOOT, 17: "neck", 18: "neck",
    },
    "winged_humanoid": {
        3: "skull", 4: "skull", 5: "face", 6: "leg_right", 7: "leg_right", 8: "arm_right",
        9: WING, 10: "torso", 11: "groin", 12: "arm_left", 13: "leg_left", 14: "leg_left",
        15: HAND, 16: FOOT, 17: "neck", 18: "neck",
    },
    "fish_tailed_humanoid": {
        3: "skull", 4: "skull", 5: "face", 6: "torso", 7: "torso", 8: "arm_right",
        9: "torso", 10: "torso", 11: "groin", 12: "arm_left", 13: "torso", 14: "torso",
        15: HAND, 16: "tail", 17: "neck", 18: "neck",
    },
    "quadruped": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: FORELEG, 8: FORELEG,
        9: "torso", 10: "torso", 11: "torso", 12: "groin", 13: HINDLEG, 14: HINDLEG,
        15: FEET_4, 16: FEET_4, 17: "tail", 18: "tail",
    },
    "quadruped_winged": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: FORELEG, 8: FORELEG,
        9: "torso", 10: "torso", 11: "torso", 12: WING, 13: HINDLEG, 14: HINDLEG,
        15: FEET_4, 16: FEET_4, 17: "tail", 18: "tail",
    },
    "hexapod": {
        3: "skull", 4: "skull", 5: "neck", 6: "face", 7: FORELEG, 8: FORELEG,
        9: "torso", 10: "torso", 11: MIDLEG, 12: "groin", 13: HINDLEG, 14: HINDLEG,
        15: FEET_6, 16: FEET_6, 17: MIDLEG, 18: MIDLEG,
    },
    "hexapod_winged": {
        3: "skull", 4: "skull", 5: "neck", 6: "face", 7: FORELEG, 8: FORELEG,
        9: "torso", 10: "torso", 11: MIDLEG, 12: WING, 13: HINDLEG, 14: HINDLEG,
        15: MIDLEG, 16: MIDLEG, 17: FEET_6, 18: FEET_6,
    },
    "centaur": {
        3: "skull", 4: "skull", 5: "neck", 6: "face", 7: FORELEG, 8: FORELEG,
        9: "torso", 10: "torso", 11: "torso", 12: "groin", 13: HINDLEG, 14: HINDLEG,
        15: ARM, 16: ARM, 17: CENTAUR_EXTREMITY, 18: CENTAUR_EXTREMITY,
    },
    "avian": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: WING, 8: WING,
        9: "torso", 10: "torso", 11: "torso", 12: "groin", 13: LEG, 14: LEG,
        15: FOOT, 16: FOOT, 17: "tail", 18: "tail",
    },
    "vermiform": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: "neck", 8: "neck",
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: "torso", 14: "torso",
        15: "torso", 16: "torso", 17: "torso", 18: "torso",
    },
    "vermiform_winged": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: "neck", 8: "neck",
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: "torso", 14: "torso",
        15: WING, 16: WING, 17: WING, 18: WING,
    },
    "serpentoid": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: "neck", 8: "neck",
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: "torso", 14: "torso",
        15: "torso", 16: "torso", 17: "tail", 18: "tail",
    },
    "snakemen": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: ARM, 8: ARM,
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: ARM, 14: ARM,
        15: "torso", 16: "torso", 17: HAND, 18: HAND,
    },
    "octopod": {
        3: "brain", 4: "brain", 5: "face", 6: "neck", 7: ARM_12, 8: ARM_12,
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: ARM_34, 14: ARM_34,
        15: ARM_56, 16: ARM_56, 17: ARM_78, 18: ARM_78,
    },
    "squid": {
        3: "brain", 4: "brain", 5: "face", 6: "neck", 7: ARMS_8, 8: ARMS_8,
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: TENTACLE, 14: TENTACLE,
        15: TENTACLE, 16: TENTACLE, 17: "torso", 18: "torso",
    },
    "cancroid": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: ARM, 8: ARM,
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: LEGS_8, 14: LEGS_8,
        15: LEGS_8, 16: LEGS_8, 17: FEET_8, 18: FEET_8,
    },
    "ichthyoid": {
        3: "skull", 4: "skull", 5: "face", 6: FIN, 7: "torso", 8: "torso",
        9: "torso", 10: "torso", 11: "torso", 12: "torso", 13: FIN, 14: FIN,
        15: FIN, 16: FIN, 17: "tail", 18: "tail",
    },
    "arachnoid": {
        3: "brain", 4: "brain", 5: "neck", 6: "face", 7: LEG_12, 8: LEG_12,
        9: "torso", 10: "torso", 11: "torso", 12: "groin", 13: LEG_34, 14: LEG_34,
        15: LEG_56, 16: LEG_56, 17: LEG_78, 18: LEG_78,
    },
    "scorpion": {
        3: "skull", 4: "skull", 5: "face", 6: "neck", 7: ARM, 8: ARM,
        9: "torso", 10: "torso", 11: "torso", 12: "tail", 13: LEGS_8, 14: LEGS_8,
        15: LEGS_8, 16: LEGS_8, 17: FEET_8, 18: FEET_8,
    },
}

HUMANOID_IDS = {
    "eye_right", "eye_left", "skull", "face", "neck", "torso", "vitals", "groin",
    "arm_right", "arm_left", "hand_right", "hand_left", "leg_right", "leg_left",
    "foot_right", "foot_left",
}

#: G1: (kind, part, hit penalty, chinks penalty, dr bonus)
HUMANOID_G1 = {
    "eye_right": ("eye", "eye", -9, -10, 0),
    "eye_left": ("eye", "eye", -9, -10, 0),
    "skull": ("skull", "skull", -7, -10, 2),
    "face": ("face", "face", -5, -10, 0),
    "neck": ("neck", "neck", -5, -10, 0),
    "torso": ("torso", "torso", 0, -8, 0),
    "vitals": ("vitals", "vitals", -3, -10, 0),
    "groin": ("groin", "groin", -3, -10, 0),
    "arm_right": ("limb", "arm", -2, -10, 0),
    "arm_left": ("limb", "arm", -2, -10, 0),
    "hand_right": ("extremity", "hand", -4, -10, 0),
    "hand_left": ("extremity", "hand", -4, -10, 0),
    "leg_right": ("limb", "leg", -2, -10, 0),
    "leg_left": ("limb", "leg", -2, -10, 0),
    "foot_right": ("extremity", "foot", -4, -10, 0),
    "foot_left": ("extremity", "foot", -4, -10, 0),
}


def _raw_plans() -> dict[str, dict]:
    folder = resources.files("tracker.rulesets.gurps").joinpath("bodyplans")
    out = {}
    for entry in folder.iterdir():
        if entry.name.endswith(".json"):
            out[entry.name] = json.loads(entry.read_text(encoding="utf-8"))
    return out


def _on_table(plan) -> set[str]:
    ids: set[str] = set()
    for entry in plan.table:
        if entry.location is not None:
            ids.add(entry.location)
        else:
            ids.update(entry.subroll.faces)
    return ids


# -- loading ------------------------------------------------------------------------------


def test_exactly_the_twenty_plans_load():
    plans = body_plans()
    assert set(plans) == PLAN_IDS
    assert next(iter(plans)) == "humanoid"
    assert set(EXPECTED_TABLES) == PLAN_IDS


def test_file_names_match_plan_ids_and_format_version():
    raw = _raw_plans()
    assert {name.removesuffix(".json") for name in raw} == PLAN_IDS
    for name, data in raw.items():
        assert data["id"] == name.removesuffix(".json")
        assert data["format_version"] == 1
        assert data["name"]["en"] and data["name"]["ja"]


# -- G13 random tables --------------------------------------------------------------------


@pytest.mark.parametrize("plan_id", sorted(PLAN_IDS))
def test_random_table_every_3d_result(plan_id):
    plan = body_plan(plan_id)
    expected = EXPECTED_TABLES[plan_id]
    assert sorted(expected) == list(range(3, 19))
    for roll in range(3, 19):
        entry = plan.entry_for_roll(roll)
        want = expected[roll]
        if isinstance(want, str):
            assert entry.subroll is None, (plan_id, roll)
            assert entry.location == want, (plan_id, roll)
        else:
            assert entry.location is None, (plan_id, roll)
            assert entry.subroll is not None, (plan_id, roll)
            assert entry.subroll.dice == len(want), (plan_id, roll)
            assert list(entry.subroll.faces) == want, (plan_id, roll)
            for face, lid in enumerate(want, start=1):
                assert entry.subroll.pick(face) == lid


@pytest.mark.parametrize("plan_id", sorted(PLAN_IDS))
def test_every_location_is_on_the_table_except_eyes_vitals_and_noted(plan_id):
    plan = body_plan(plan_id)
    off_table = {loc.id for loc in plan.locations} - _on_table(plan)
    allowed = {"eye_right", "eye_left", "vitals"}
    if plan_id == "humanoid_low_tech":
        allowed.add("groin")  # no slots on the low-tech table
    assert off_table == allowed & {loc.id for loc in plan.locations}
    for loc in plan.locations:
        if loc.part == "eye":
            assert loc.kind == "eye" and loc.hit_penalty in (-9, -8)
        if loc.part == "vitals":
            assert loc.kind == "vitals" and loc.hit_penalty == -3


def test_every_plan_has_torso_vitals_and_eyes():
    for plan in body_plans().values():
        ids = set(plan.by_id)
        assert {"torso", "vitals", "eye_right", "eye_left"} <= ids, plan.id


# -- G1 humanoid --------------------------------------------------------------------------


def test_humanoid_location_ids():
    assert set(body_plan("humanoid").by_id) == HUMANOID_IDS


def test_humanoid_penalties_per_g1():
    plan = body_plan("humanoid")
    for lid, (kind, part, penalty, chinks, dr) in HUMANOID_G1.items():
        loc = plan.location(lid)
        assert (loc.kind, loc.part, loc.hit_penalty, loc.chinks_penalty, loc.dr_bonus) == (
            kind, part, penalty, chinks, dr,
        ), lid


def test_humanoid_sides_and_attachment():
    plan = body_plan("humanoid")
    for side in ("right", "left"):
        for part in ("eye", "arm", "hand", "leg", "foot"):
            assert plan.location(f"{part}_{side}").side == side
        assert plan.location(f"hand_{side}").attached_to == f"arm_{side}"
        assert plan.location(f"foot_{side}").attached_to == f"leg_{side}"
        assert plan.attached(f"arm_{side}") == [f"hand_{side}"]


def test_low_tech_humanoid_chest_and_abdomen():
    plan = body_plan("humanoid_low_tech")
    chest = plan.location("torso")
    assert chest.name_en == "Chest" and chest.name_ja == "胸部"
    abdomen = plan.location("abdomen")
    assert (abdomen.kind, abdomen.part, abdomen.hit_penalty) == ("torso", "torso", -1)
    assert plan.location("groin").hit_penalty == -3
    assert set(plan.by_id) == HUMANOID_IDS | {"abdomen"}


def test_chinks_penalties():
    for plan in body_plans().values():
        for loc in plan.locations:
            assert loc.chinks_penalty == (-8 if loc.id == "torso" else -10), (plan.id, loc.id)


# -- G8 special cases ---------------------------------------------------------------------


def test_winged_humanoid_nine_is_a_wing_ten_is_torso():
    plan = body_plan("winged_humanoid")
    assert set(plan.by_id) == HUMANOID_IDS | {"wing_right", "wing_left"}
    assert list(plan.entry_for_roll(9).subroll.faces) == WING
    assert plan.entry_for_roll(10).location == "torso"
    for side in ("right", "left"):
        wing = plan.location(f"wing_{side}")
        assert (wing.kind, wing.part, wing.hit_penalty, wing.side) == ("limb", "wing", -2, side)


def test_fish_tailed_humanoid_legs_to_torso_feet_to_tail():
    plan = body_plan("fish_tailed_humanoid")
    for roll in (6, 7, 13, 14):
        assert plan.entry_for_roll(roll).location == "torso"
    assert plan.entry_for_roll(16).location == "tail"
    assert list(plan.entry_for_roll(15).subroll.faces) == HAND
    assert plan.part_counts.get("leg", 0) == 0 and plan.part_counts.get("foot", 0) == 0
    tail = plan.location("tail")
    assert (tail.kind, tail.part, tail.hit_penalty) == ("limb", "tail", -3)


def test_centaur_extremity_subroll():
    plan = body_plan("centaur")
    sub = plan.entry_for_roll(17).subroll
    assert plan.entry_for_roll(18) is plan.entry_for_roll(17)
    assert sub.dice == 6
    # 1-2 human hand, 3-4 fore foot, 5-6 hind foot; odd = left, even = right
    assert [sub.pick(face) for face in range(1, 7)] == CENTAUR_EXTREMITY
    for face in range(1, 7):
        loc = plan.location(sub.pick(face))
        assert loc.side == ("left" if face % 2 else "right")
        assert loc.kind == "extremity"
    assert plan.location("hand_right").attached_to == "arm_right"
    assert plan.location("foot_fore_left").attached_to == "leg_fore_left"
    assert plan.location("foot_hind_right").attached_to == "leg_hind_right"
    assert "tail" not in plan.by_id


def test_brain_dr_one_skull_dr_two():
    brained = {"octopod", "arachnoid", "squid"}
    for plan in body_plans().values():
        if plan.id in brained:
            brain = plan.location("brain")
            assert (brain.kind, brain.part, brain.dr_bonus, brain.hit_penalty) == (
                "skull", "brain", 1, -7,
            )
            assert "skull" not in plan.by_id
        else:
            skull = plan.location("skull")
            assert (skull.kind, skull.part, skull.dr_bonus, skull.hit_penalty) == (
                "skull", "skull", 2, -7,
            ), plan.id
            assert "brain" not in plan.by_id
        for loc in plan.locations:
            if loc.id not in ("skull", "brain"):
                assert loc.dr_bonus == 0, (plan.id, loc.id)


@pytest.mark.parametrize(
    ("plan_id", "penalty"),
    [("octopod", -8), ("squid", -8), ("ichthyoid", -8), ("humanoid", -9), ("arachnoid", -9)],
)
def test_eye_penalties(plan_id, penalty):
    plan = body_plan(plan_id)
    assert plan.location("eye_right").hit_penalty == penalty
    assert plan.location("eye_left").hit_penalty == penalty


@pytest.mark.parametrize(
    ("plan_id", "kind", "part"),
    [
        ("quadruped", "extremity", "tail"),
        ("quadruped_winged", "extremity", "tail"),
        ("avian", "extremity", "tail"),
        ("serpentoid", "extremity", "tail"),
        ("ichthyoid", "limb", "tail"),
        ("fish_tailed_humanoid", "limb", "tail"),
        ("scorpion", "limb", "striker"),
    ],
)
def test_tails(plan_id, kind, part):
    tail = body_plan(plan_id).location("tail")
    assert (tail.kind, tail.part, tail.hit_penalty) == (kind, part, -3)


def test_tails_only_where_the_reference_has_one():
    with_tail = {
        "quadruped", "quadruped_winged", "avian", "serpentoid", "ichthyoid",
        "fish_tailed_humanoid", "scorpion",
    }
    assert {p.id for p in body_plans().values() if "tail" in p.by_id} == with_tail


@pytest.mark.parametrize(
    ("plan_id", "counts"),
    [
        ("humanoid", {"arm": 2, "hand": 2, "leg": 2, "foot": 2, "eye": 2}),
        ("quadruped", {"leg": 4, "foot": 4, "tail": 1}),
        ("quadruped_winged", {"leg": 4, "foot": 4, "wing": 2, "tail": 1}),
        ("hexapod", {"leg": 6, "foot": 6}),
        ("hexapod_winged", {"leg": 6, "foot": 6, "wing": 2}),
        ("centaur", {"arm": 2, "hand": 2, "leg": 4, "foot": 4}),
        ("avian", {"wing": 2, "leg": 2, "foot": 2, "tail": 1}),
        ("vermiform", {}),
        ("vermiform_winged", {"wing": 2}),
        ("snakemen", {"arm": 2, "hand": 2}),
        ("octopod", {"arm": 8}),
        ("squid", {"arm": 8, "hand": 2}),
        ("cancroid", {"arm": 2, "leg": 8, "foot": 8}),
        ("ichthyoid", {"fin": 3, "tail": 1}),
        ("arachnoid", {"leg": 8}),
        ("scorpion", {"arm": 2, "leg": 8, "foot": 8, "striker": 1}),
    ],
)
def test_limb_counts(plan_id, counts):
    plan = body_plan(plan_id)
    for part in ("arm", "hand", "leg", "foot", "wing", "tail", "fin", "striker"):
        assert plan.part_counts.get(part, 0) == counts.get(part, 0), (plan_id, part)


def test_numbered_parts_have_index_and_paired_parts_side():
    for plan in body_plans().values():
        for loc in plan.locations:
            suffix = loc.id.rsplit("_", 1)[-1]
            if suffix in ("right", "left"):
                assert loc.side == suffix and loc.index is None, (plan.id, loc.id)
            elif suffix.isdigit():
                assert loc.index == int(suffix) and loc.side is None, (plan.id, loc.id)
            else:
                assert loc.side is None and loc.index is None, (plan.id, loc.id)


def test_ichthyoid_fins():
    plan = body_plan("ichthyoid")
    for lid in ("fin_dorsal", "fin_right", "fin_left"):
        fin = plan.location(lid)
        assert (fin.kind, fin.part, fin.hit_penalty) == ("extremity", "fin", -4)
    assert "neck" not in plan.by_id


def test_squid_tentacles_and_arms():
    plan = body_plan("squid")
    for i in (1, 2):
        t = plan.location(f"tentacle_{i}")
        assert (t.kind, t.part, t.hit_penalty, t.index) == ("extremity", "hand", -2, i)
    for i in range(1, 9):
        arm = plan.location(f"arm_{i}")
        assert (arm.kind, arm.part, arm.hit_penalty, arm.index) == ("limb", "arm", -2, i)


@pytest.mark.parametrize("plan_id", ["cancroid", "scorpion"])
def test_claws_legs_and_feet(plan_id):
    plan = body_plan(plan_id)
    for side in ("right", "left"):
        claw = plan.location(f"arm_{side}")
        assert (claw.kind, claw.part, claw.hit_penalty) == ("limb", "arm", -2)
        assert claw.name_en.endswith("claw") and "鋏" in claw.name_ja
    for i in range(1, 9):
        assert plan.location(f"foot_{i}").attached_to == f"leg_{i}"
        assert plan.attached(f"leg_{i}") == [f"foot_{i}"]


# -- structure ----------------------------------------------------------------------------


def test_every_attached_to_resolves():
    for plan in body_plans().values():
        for loc in plan.locations:
            if loc.attached_to is not None:
                parent = plan.location(loc.attached_to)
                assert parent.kind == "limb", (plan.id, loc.id)
                assert loc.kind == "extremity", (plan.id, loc.id)
                assert parent.side == loc.side and parent.index == loc.index, (plan.id, loc.id)
            if loc.part in ("hand", "foot") and loc.id.startswith(("hand", "foot")):
                assert loc.attached_to is not None, (plan.id, loc.id)


def test_every_location_has_distinct_en_and_ja_names():
    for data in _raw_plans().values():
        for raw in data["locations"]:
            name = raw["name"]
            assert set(name) == {"en", "ja"}, (data["id"], raw["id"])
            assert name["en"] and name["ja"], (data["id"], raw["id"])
            assert name["en"] != raw["id"] and name["ja"] != raw["id"], (data["id"], raw["id"])
            assert not name["ja"].isascii(), (data["id"], raw["id"])


def test_names_are_unique_within_a_plan():
    for plan in body_plans().values():
        for lang in ("en", "ja"):
            names = [loc.name(lang) for loc in plan.locations]
            assert len(names) == len(set(names)), (plan.id, lang)
