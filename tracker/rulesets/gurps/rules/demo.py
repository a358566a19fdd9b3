"""The bundled demo encounter: two PCs and three monsters of different body plans, so every
feature can be tried on a first start."""

from __future__ import annotations

from dataclasses import replace

from tracker.model import operations as ops
from tracker.model.encounter import Encounter

from .sheet import GurpsSheet
from .weapons import RANGED, Weapon

#: W1: every demo combatant carries weapons, so the attack dialog's Weapon list shows at
#: once (named in the UI language by WEAPON_WORDS, like the combatants).
WEAPONS = {
    "aiko": [Weapon("Shortsword", usage="Swung", damage="1d+1", type="cut", skill=14,
                    reach="1", parry=10, st="8"),
             Weapon("Shortsword", usage="Thrust", damage="1d", type="imp", skill=14,
                    reach="1", parry=10, st="8")],
    "bram": [Weapon("Axe", usage="Swung", damage="2d+2", type="cut", skill=13, reach="1",
                    parry=9, parry_flags="U", st="12"),
             Weapon("Medium Shield", usage="Shield Bash", damage="1d", type="cr", skill=13,
                    reach="1", block=10, st="0")],
    "wolf": [Weapon("Bite", damage="1d+1", type="cut", skill=14, reach="C")],
    "centaur": [Weapon("Composite Bow", usage="Shoot", kind=RANGED, damage="1d+3",
                       type="imp", skill=14, acc=3, range="300/400", rof="1", shots="1(2)",
                       bulk=-7, st="13"),
                Weapon("Hooves", usage="Kick", damage="1d+2", type="cr", skill=12,
                       reach="C,1")],
    "octopus": [Weapon("Tentacle", usage="Lash", damage="1d", type="cr", skill=13,
                       reach="C,1"),
                Weapon("Beak", usage="Bite", damage="1d-1", type="cut", skill=13,
                       reach="C")],
}

#: names in the UI language: Japanese GMs get a Japanese demo
NAMES = {
    "en": ("Demo: ambush at the ford", "Aiko", "Bram", "Dire wolf", "Centaur archer",
           "Bog octopus"),
    "ja": ("デモ：浅瀬の待ち伏せ", "アイコ", "ブラム", "ダイアウルフ", "ケンタウロスの射手",
           "沼ダコ"),
}


#: the weapons' names and usages in Japanese (a sheet's own words, so data, not messages)
WEAPON_WORDS = {"ja": {
    "Shortsword": "ショートソード", "Swung": "振り", "Thrust": "突き", "Axe": "斧",
    "Medium Shield": "中型の盾", "Shield Bash": "盾での殴打", "Bite": "噛みつき",
    "Composite Bow": "複合弓", "Shoot": "射撃", "Hooves": "蹄", "Kick": "蹴り",
    "Tentacle": "触腕", "Lash": "打ち", "Beak": "くちばし",
}}


def _weapons(key: str, lang: str) -> list[Weapon]:
    words = WEAPON_WORDS.get(lang, {})
    return [replace(w, name=words.get(w.name, w.name),
                    usage=words.get(w.usage, w.usage) if w.usage else None)
            for w in WEAPONS[key]]


def demo_encounter(seed: int = 20261130, lang: str = "en") -> Encounter:
    title, aiko, bram, wolf, centaur, octopus = NAMES.get(lang, NAMES["en"])
    enc = Encounter(name=title, in_combat=True)  # a fight ready to play on first start
    enc.dice.__init__(seed)  # reproducible demo
    roster = [
        (aiko, "pc", GurpsSheet(max_hp=12, max_fp=12, ht=12, dx=13, basic_speed=6.25,
                                  dr={"torso": 4, "groin": 4, "vitals": 4, "skull": 2},
                                  medical_tl=3, weapons=_weapons("aiko", lang))),
        (bram, "pc", GurpsSheet(max_hp=15, max_fp=11, ht=11, dx=11, basic_speed=5.5,
                                  dr=3, traits=["male", "high_pain_threshold"],
                                  medical_tl=3, weapons=_weapons("bram", lang))),
        (wolf, "enemy", GurpsSheet(max_hp=14, max_fp=12, ht=12, dx=12,
                                          basic_speed=6.0, body="quadruped", dr=1,
                                          weapons=_weapons("wolf", lang))),
        (centaur, "enemy", GurpsSheet(max_hp=20, max_fp=13, ht=12, dx=12,
                                               basic_speed=6.0, body="centaur", dr=2,
                                               traits=["male"],
                                               weapons=_weapons("centaur", lang))),
        (octopus, "enemy", GurpsSheet(max_hp=16, max_fp=12, ht=12, dx=11,
                                            basic_speed=5.75, body="octopod", dr=0,
                                            weapons=_weapons("octopus", lang))),
    ]
    for name, side, sheet in roster:
        ops.add_combatant(enc, name, side, sheet, mid_fight=False)
    enc.turn = 0
    enc.round = 1
    enc.log.clear()
    enc.add_log("round", round=1)
    return enc
