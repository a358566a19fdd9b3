"""The bundled demo encounter: two PCs and three monsters of different body plans, so every
feature can be tried on a first start."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.encounter import Encounter

from .sheet import GurpsSheet

#: names in the UI language: Japanese GMs get a Japanese demo
NAMES = {
    "en": ("Demo: ambush at the ford", "Aiko", "Bram", "Dire wolf", "Centaur archer",
           "Bog octopus"),
    "ja": ("デモ：浅瀬の待ち伏せ", "アイコ", "ブラム", "ダイアウルフ", "ケンタウロスの射手",
           "沼ダコ"),
}


def demo_encounter(seed: int = 20261130, lang: str = "en") -> Encounter:
    title, aiko, bram, wolf, centaur, octopus = NAMES.get(lang, NAMES["en"])
    enc = Encounter(name=title, in_combat=True)  # a fight ready to play on first start
    enc.dice.__init__(seed)  # reproducible demo
    roster = [
        (aiko, "pc", GurpsSheet(max_hp=12, max_fp=12, ht=12, dx=13, basic_speed=6.25,
                                  dr={"torso": 4, "groin": 4, "vitals": 4, "skull": 2},
                                  medical_tl=3)),
        (bram, "pc", GurpsSheet(max_hp=15, max_fp=11, ht=11, dx=11, basic_speed=5.5,
                                  dr=3, traits=["male", "high_pain_threshold"],
                                  medical_tl=3)),
        (wolf, "enemy", GurpsSheet(max_hp=14, max_fp=12, ht=12, dx=12,
                                          basic_speed=6.0, body="quadruped", dr=1)),
        (centaur, "enemy", GurpsSheet(max_hp=20, max_fp=13, ht=12, dx=12,
                                               basic_speed=6.0, body="centaur", dr=2,
                                               traits=["male"])),
        (octopus, "enemy", GurpsSheet(max_hp=16, max_fp=12, ht=12, dx=11,
                                            basic_speed=5.75, body="octopod", dr=0)),
    ]
    for name, side, sheet in roster:
        ops.add_combatant(enc, name, side, sheet, mid_fight=False)
    enc.turn = 0
    enc.round = 1
    enc.log.clear()
    enc.add_log("round", round=1)
    return enc
