"""The rest of the 6th-edition skill list (data): skill id → (日本語, English, base value;
None = derived from a characteristic). The skills a new sheet lists are in
:data:`.names.SKILLS`; these are known too (names, base values), so that an investigator
brought from the online table keeps every skill on its id."""

from __future__ import annotations

from collections.abc import Mapping

SIXTH_EDITION: Mapping[str, tuple[str, str, int | None]] = {
    # 探索
    "locksmith": ("鍵開け", "Locksmith", 1),
    "photography": ("写真術", "Photography", 10),
    "psychoanalysis": ("精神分析", "Psychoanalysis", 1),
    "track": ("追跡", "Track", 10),
    "climb": ("登攀", "Climb", 40),
    "library_use": ("図書館", "Library Use", 25),
    # 行動
    "drive_auto": ("運転（自動車）", "Drive Auto", 20),
    "mechanical_repair": ("機械修理", "Mechanical Repair", 20),
    "operate_heavy_machinery": ("重機械操作", "Operate Heavy Machinery", 1),
    "ride": ("乗馬", "Ride", 5),
    "swim": ("水泳", "Swim", 25),
    "craft": ("製作", "Craft", 5),
    "pilot": ("操縦", "Pilot", 1),
    "jump": ("跳躍", "Jump", 25),
    "electrical_repair": ("電気修理", "Electrical Repair", 10),
    "navigate": ("ナビゲート", "Navigate", 10),
    "disguise": ("変装", "Disguise", 1),
    # 交渉
    "fast_talk": ("言いくるめ", "Fast Talk", 5),
    "credit_rating": ("信用", "Credit Rating", 15),
    "persuade": ("説得", "Persuade", 15),
    "bargain": ("値切り", "Bargain", 5),
    "own_language": ("母国語", "Own Language", None),  # EDU×5
    "other_language": ("ほかの言語", "Other Language", 1),
    # 知識
    "accounting": ("経理", "Accounting", 10),
    "anthropology": ("人類学", "Anthropology", 1),
    "archaeology": ("考古学", "Archaeology", 1),
    "art": ("芸術", "Art", 5),
    "astronomy": ("天文学", "Astronomy", 1),
    "biology": ("生物学", "Biology", 1),
    "chemistry": ("化学", "Chemistry", 1),
    "computer_use": ("コンピューター", "Computer Use", 1),
    "electronics": ("電子工学", "Electronics", 1),
    "geology": ("地質学", "Geology", 1),
    "history": ("歴史", "History", 20),
    "law": ("法律", "Law", 5),
    "natural_history": ("博物学", "Natural History", 10),
    "occult": ("オカルト", "Occult", 5),
    "pharmacy": ("薬学", "Pharmacy", 1),
    "physics": ("物理学", "Physics", 1),
}

#: other spellings seen on sheets from the online table (normalised: ASCII forms, no spaces)
ALIASES: Mapping[str, str] = {
    "こぶし": "fist", "パンチ": "fist", "拳": "fist", "かいひ": "dodge", "組みつき": "grapple",
    "くみつき": "grapple", "ずつき": "headbutt", "なげる": "throw", "ハンドガン": "handgun",
    "サブマシンガン(smg)": "smg", "smg": "smg", "運転": "drive_auto", "自動車運転": "drive_auto",
    "コンピュータ": "computer_use", "図書館利用": "library_use", "ほかの言語(英語)": "other_language",
    "他の言語": "other_language", "外国語": "other_language", "精神分析学": "psychoanalysis",
    "クトゥルフ神話技能": "cthulhu_mythos", "武道": "budo_strike", "こん棒": "club",
    "棍棒": "club", "マーシャル・アーツ": "martial_arts", "ききみみ": "listen",
    "めぼし": "spot_hidden", "応急処置": "first_aid",
    # 7th-edition names of the combat skills (pieces from いあきゃら's 7th-edition sheets)
    "近接戦闘(格闘)": "fist", "射撃(拳銃)": "handgun", "射撃(ライフル/ショットガン)": "rifle",
    "射撃(サブマシンガン)": "smg", "射撃(マシンガン)": "machine_gun", "fighting(brawl)": "fist",
    "firearms(handgun)": "handgun", "firearms(rifle/shotgun)": "rifle",
    "firearms(smg)": "smg", "応急手当て": "first_aid",
}
