"""The bundled CoC demo: three investigators, a cultist with a revolver and a ghoul, in round 1
of the fight (the turn order already has the revolvers' round-start and DEX÷2 places)."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.encounter import Encounter

from .sheet import MYTHOS, CocSheet, new_sheet
from .weapons import Weapon

#: names in the UI language: Japanese keepers get a Japanese demo
NAMES = {
    "en": {"title": "Demo: the cellar of the lodge", "reporter": "Eleanor Price",
           "docker": "Tom Okafor", "doctor": "Dr. Ruth Klein", "cultist": "Cultist",
           "ghoul": "Ghoul", "revolver32": ".32 revolver", "crowbar": "Crowbar",
           "scalpel": "Scalpel", "revolver38": ".38 revolver", "knife": "Knife",
           "claws": "Claws", "bite": "Bite"},
    "ja": {"title": "デモ：ロッジの地下室", "reporter": "朝倉 美咲",
           "docker": "黒田 剛",
           "doctor": "白石 玲子", "cultist": "教団員", "ghoul": "グール",
           "revolver32": ".32リボルバー", "crowbar": "バール", "scalpel": "メス",
           "revolver38": ".38リボルバー", "knife": "ナイフ", "claws": "かぎ爪",
           "bite": "噛みつき"},
}


def _sheet(stats: dict[str, int], skills: dict[str, int], weapons: list[Weapon],
           kind: str = "human", **extra) -> CocSheet:
    s = new_sheet(kind, **stats)
    assert s.skills is not None
    s.skills.update(skills)
    s.weapons = weapons
    for key, value in extra.items():
        setattr(s, key, value)
    return s


def demo_encounter(seed: int = 19250315, lang: str = "en") -> Encounter:
    n = NAMES.get(lang, NAMES["en"])
    enc = Encounter(name=n["title"], ruleset_id="coc")
    enc.dice.__init__(seed)  # reproducible demo
    roster = [
        (n["reporter"], "pc", _sheet(
            {"str": 9, "con": 12, "siz": 11, "dex": 14, "app": 13, "pow": 14, "int": 15,
             "edu": 16},
            {"dodge": 40, "handgun": 45, "psychology": 50, "spot_hidden": 60, "listen": 50,
             "first_aid": 40},
            [Weapon("1d8", "firearm", db=False, skill="handgun", name=n["revolver32"],
                    durability=None, shots=3)])),
        (n["docker"], "pc", _sheet(
            {"str": 16, "con": 15, "siz": 15, "dex": 11, "app": 9, "pow": 10, "int": 11,
             "edu": 10},
            {"dodge": 30, "fist": 70, "kick": 55, "grapple": 50, "martial_arts": 45,
             "club": 50},
            [Weapon("1d6", "blunt", skill="club", name=n["crowbar"], durability=20)])),
        (n["doctor"], "pc", _sheet(
            {"str": 10, "con": 11, "siz": 12, "dex": 12, "app": 12, "pow": 15, "int": 16,
             "edu": 18},
            {"dodge": 35, "first_aid": 70, "medicine": 65, "knife": 40, "psychology": 45},
            [Weapon("1d4", "edged", small=True, skill="knife", name=n["scalpel"],
                    durability=8)])),
        (n["cultist"], "enemy", _sheet(
            {"str": 12, "con": 11, "siz": 12, "dex": 13, "app": 10, "pow": 9, "int": 10,
             "edu": 8},
            {"dodge": 26, "handgun": 45, "knife": 40},
            [Weapon("1d10", "firearm", db=False, skill="handgun", name=n["revolver38"],
                    shots=3),
             Weapon("1d4+2", "edged", small=True, skill="knife", name=n["knife"],
                    durability=15)])),
        (n["ghoul"], "enemy", _sheet(
            {"str": 16, "con": 13, "siz": 13, "dex": 13, "app": 0, "pow": 13, "int": 13,
             "edu": 0},
            {"dodge": 26, "claw": 30, "bite": 30},
            [Weapon("1d6", "edged", skill="claw", name=n["claws"]),
             Weapon("1d6", "impaling", db=False, skill="bite", name=n["bite"])],
            kind=MYTHOS, special=["firearms_half"])),  # bullets do half to a ghoul
    ]
    for name, side, sheet in roster:
        ops.add_combatant(enc, name, side, sheet, mid_fight=False)
    ops.start_combat(enc)
    enc.log.clear()
    enc.counters["log"] = 0
    enc.add_log("round", round=1)
    return enc
