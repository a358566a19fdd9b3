"""Weapons of the 6th-edition weapon list by the words their names are made of (data), so that
a damage line from the online table ("1d10 【.38リボルバー ダメージ】") finds the skill it is
rolled with and the class the rules treat it as, in Japanese and English."""

from __future__ import annotations

import re

from tracker.model.input_text import ascii_forms

from .weapons import BLUNT, EDGED, FIREARM, IMPALING, UNARMED

#: (words in the name, skill id or None for "the skill line of the same name", class, small).
#: Checked in order: the first row with a word in the name wins, so longer names come before
#: the shorter ones inside them (サブマシンガン before マシンガン, ライフル before a calibre).
#: Knives and small clubs are the small melee weapons R10 names.
WEAPON_WORDS: tuple[tuple[tuple[str, ...], str | None, str, bool], ...] = (
    (("サブマシンガン", "短機関銃", "submachine", "smg", "トンプソン", "thompson"), "smg", FIREARM,
     False),
    (("マシンガン", "機関銃", "machine gun", "machinegun", "機銃"), "machine_gun", FIREARM, False),
    (("散弾銃", "ショットガン", "shotgun", "ゲージ", "gauge"), "shotgun", FIREARM, False),
    (("ライフル", "猟銃", "小銃", "カービン", "rifle", "carbine"), "rifle", FIREARM, False),
    (("リボルバー", "オートマチック", "ピストル", "デリンジャー", "拳銃", "ハンドガン", "マグナム",
      "ルガー", "revolver", "automatic", "pistol", "derringer", "handgun", "magnum", "luger"),
     "handgun", FIREARM, False),
    (("ナイフ", "メス", "ダガー", "短剣", "短刀", "包丁", "knife", "scalpel", "dagger"), "knife",
     EDGED, True),
    (("小型棍棒", "小型こん棒", "警棒", "ブラックジャック", "small club", "blackjack", "nightstick"),
     "club", BLUNT, True),
    (("棍棒", "こん棒", "バール", "バット", "メイス", "ハンマー", "鉄パイプ", "club", "crowbar", "bat",
      "mace", "hammer"), "club", BLUNT, False),
    (("斧", "まさかり", "axe", "hatchet"), "axe", EDGED, False),
    (("日本刀", "刀", "剣", "サーベル", "レイピア", "sword", "katana", "sabre", "saber", "rapier"),
     None, EDGED, False),
    (("投石", "rock", "stone"), "throw", BLUNT, False),
    (("槍", "やり", "スピア", "弓", "spear", "bow"), None, IMPALING, False),
    (("こぶし", "パンチ", "キック", "頭突き", "fist", "punch", "kick", "head butt", "headbutt"),
     None, UNARMED, False),
)
#: a handgun's calibre written as the name (".45", ".38 Special", "9mm")
_CALIBRE = re.compile(r"^(\.\d{2,3}|\d{1,2}(\.\d)?mm)(\b|[^a-z]|$)")


def _has(name: str, word: str) -> bool:
    """``word`` in ``name``: English words whole ("bat" is not in "combat"), Japanese
    anywhere (no spaces between words)."""
    if word.isascii():
        return re.search(rf"(?<![a-z]){re.escape(word)}(?:e?s)?(?![a-z])", name) is not None
    return word in name


def listed_weapon(name: str) -> tuple[str | None, str, bool] | None:
    """(skill id or None, class, small) of the list entry a weapon's name belongs to; None
    when the name is none of the list's."""
    key = ascii_forms(name).strip().lower()
    for words, skill, cls, small in WEAPON_WORDS:
        if any(_has(key, w) for w in words):
            return skill, cls, small
    if _CALIBRE.match(key):
        return "handgun", FIREARM, False
    return None
