"""Display names (Japanese, English) of the ids the CoC rules use: skills, outcome classes,
roll kinds, states, weapon classes, martial-arts kinds, techniques. Ids stay ASCII and stable
in files; only these tables know how they read. Japanese terms follow the seed."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .skill_list import SIXTH_EDITION

#: skill id → (日本語, English, 6th-edition base value; None = derived: Dodge is DEX×2)
SKILLS: Mapping[str, tuple[str, str, int | None]] = {
    "dodge": ("回避", "Dodge", None),
    "fist": ("こぶし（パンチ）", "Fist/Punch", 50),
    "kick": ("キック", "Kick", 25),
    "grapple": ("組み付き", "Grapple", 25),
    "headbutt": ("頭突き", "Head Butt", 10),
    "martial_arts": ("マーシャルアーツ", "Martial Arts", 1),
    "budo_strike": ("武道（立技系）", "Budo (striking)", 1),
    "budo_grapple": ("武道（組技系）", "Budo (grappling)", 1),
    "throw": ("投擲", "Throw", 25),
    "knife": ("ナイフ", "Knife", 25),
    "club": ("こん棒", "Club", 25),
    "axe": ("斧", "Axe", 20),
    "handgun": ("拳銃", "Handgun", 20),
    "rifle": ("ライフル", "Rifle", 25),
    "shotgun": ("ショットガン", "Shotgun", 30),
    "smg": ("サブマシンガン", "Submachine Gun", 15),
    "machine_gun": ("マシンガン", "Machine Gun", 15),
    "first_aid": ("応急手当", "First Aid", 30),
    "medicine": ("医学", "Medicine", 5),
    "psychology": ("心理学", "Psychology", 5),
    "listen": ("聞き耳", "Listen", 25),
    "spot_hidden": ("目星", "Spot Hidden", 25),
    "sneak": ("忍び歩き", "Sneak", 10),
    "hide": ("隠れる", "Hide", 10),
    "conceal": ("隠す", "Conceal", 15),
    "cthulhu_mythos": ("クトゥルフ神話", "Cthulhu Mythos", 0),
}

#: every skill of the 6th-edition list: those a new sheet lists first, then the rest (data)
ALL_SKILLS: Mapping[str, tuple[str, str, int | None]] = {**SKILLS, **SIXTH_EDITION}

#: every other id an explain line or an answer may carry → (日本語, English)
TERMS: Mapping[str, tuple[str, str]] = {
    # outcome classes (C0)
    "critical": ("クリティカル", "critical"),
    "special": ("スペシャル", "special"),
    "success": ("成功", "success"),
    "failure": ("失敗", "failure"),
    "fumble": ("ファンブル", "fumble"),
    "auto_success": ("自動成功", "automatic success"),
    "auto_failure": ("自動失敗", "automatic failure"),
    # roll kinds
    "check": ("判定", "Check"),
    "attack": ("攻撃", "Attack"),
    "parry": ("受け流し", "Parry"),
    "cover": ("かばう", "Cover"),
    "con5": ("CON×5", "CON×5"),
    "dex5": ("DEX×5", "DEX×5"),
    "wake": ("目覚め（CON×5）", "Waking (CON×5)"),
    "shock": ("ショック（CON×5）", "Shock (CON×5)"),
    "shot": ("射撃", "Shot"),
    "see_feint": ("フェイントを見破る", "Seeing through a feint"),
    "notice": ("気付く", "Noticing"),
    "surprise": ("奇襲", "Surprise"),
    # states
    "unconscious": ("気絶", "unconscious"),
    "dying": ("瀕死", "dying"),
    "dead": ("死亡", "dead"),
    "prone": ("転倒", "prone"),
    "weapon_dropped": ("武器を手放した", "weapon dropped"),
    "grappled": ("組み付かれ", "grappled"),
    "temporary_insanity": ("一時的狂気", "temporary insanity"),
    "indefinite_insanity": ("不定の狂気", "indefinite insanity"),
    # SAN checks
    "san_check": ("正気度ロール", "SAN check"),
    "idea": ("アイデア（INT×5）", "Idea (INT×5)"),
    # a creature's attacks (sheet skills beyond the human ones)
    "claw": ("かぎ爪", "Claw"),
    "bite": ("噛みつき", "Bite"),
    "tentacle": ("触手", "Tentacle"),
    "crush": ("押しつぶし", "Crush"),
    # weapon classes
    "unarmed": ("素手", "unarmed"),
    "blunt": ("鈍器", "blunt"),
    "edged": ("刃物", "edged"),
    "impaling": ("刺突", "impaling"),
    "firearm": ("銃器", "firearm"),
    # martial arts and parries
    "ma": ("マーシャルアーツ", "Martial Arts"),
    "weapon": ("武器", "weapon"),
    "salto": ("サルト", "Salto"),
    "tackle": ("タックル", "Tackle"),
    "rush": ("ラッシュ", "Rush"),
    "feint": ("フェイント", "Feint"),
    "rapid": ("連射", "rapid fire"),
    # wound sources
    "normal": ("通常", "normal wound"),
    "extra": ("追加ダメージ", "additional damage"),
    # breaking away
    "this_round": ("このラウンドから", "this round"),
    "next_round": ("次のラウンドから", "from the next round"),
    # kinds of being
    "human": ("人間", "human"),
    "mythos": ("神話生物", "Mythos creature"),
}


def name(id_: str, lang: str = "en") -> str:
    """The display name of an id (the id itself when unknown)."""
    col = 0 if lang == "ja" else 1
    if id_ in ALL_SKILLS:
        return ALL_SKILLS[id_][col]
    if id_ in TERMS:
        return TERMS[id_][col]
    return id_


def namer(lang: str = "en") -> Callable[[str, Any], str]:
    """``name_of(arg, value)`` for :func:`.texts.render`."""
    def name_of(_arg: str, value: Any) -> str:
        return name(value, lang) if isinstance(value, str) else str(value)
    return name_of


def base_skills(dex: int) -> dict[str, int]:
    """Every known skill at its 6th-edition base value (Dodge = DEX×2)."""
    return {sid: (dex * 2 if base is None else base) for sid, (_, _, base) in SKILLS.items()}
