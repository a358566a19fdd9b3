"""Generate ``tracker/rulesets/gurps/bodyplans/*.json`` (G1, G8, G13).

Roll ranges and penalties come from the GCS body-type tables in
``/work/shared/reference/body-types`` (numbers only); the Japanese terms follow seed 000.
The JSON files are the shipped data; this script only exists to regenerate them
consistently (it also rewrites ``docs/bodyplans.md``). Run from the repository root::

    python tools/make_bodyplans.py
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tracker" / "rulesets" / "gurps" / "bodyplans"

SIDES = {"right": ("右", "Right"), "left": ("左", "Left")}

# -- location builders --------------------------------------------------------------------


def loc(
    lid: str,
    kind: str,
    part: str,
    ja: str,
    en: str,
    penalty: int,
    *,
    dr: int = 0,
    side: str | None = None,
    index: int | None = None,
    attached_to: str | None = None,
) -> dict:
    d: dict = {"id": lid, "kind": kind, "part": part}
    if side:
        d["side"] = side
    if index is not None:
        d["index"] = index
    if attached_to:
        d["attached_to"] = attached_to
    d["name"] = {"en": en, "ja": ja}
    d["hit_penalty"] = penalty
    d["chinks_penalty"] = -8 if lid == "torso" else -10
    if dr:
        d["dr_bonus"] = dr
    return d


def pair(
    base: str,
    kind: str,
    part: str,
    ja: str,
    en: str,
    penalty: int,
    attached_base: str | None = None,
) -> list[dict]:
    """``base_right`` and ``base_left``; ``en`` is lower-case ("hand" -> "Right hand")."""
    return [
        loc(
            f"{base}_{side}",
            kind,
            part,
            f"{sja}{ja}",
            f"{sen} {en}",
            penalty,
            side=side,
            attached_to=f"{attached_base}_{side}" if attached_base else None,
        )
        for side, (sja, sen) in SIDES.items()
    ]


def numbered(
    base: str,
    kind: str,
    part: str,
    ja: str,
    en: str,
    penalty: int,
    n: int,
    attached_base: str | None = None,
) -> list[dict]:
    return [
        loc(
            f"{base}_{i}",
            kind,
            part,
            f"{ja}{i}",
            f"{en} {i}",
            penalty,
            index=i,
            attached_to=f"{attached_base}_{i}" if attached_base else None,
        )
        for i in range(1, n + 1)
    ]


def eyes(penalty: int = -9) -> list[dict]:
    return pair("eye", "eye", "eye", "目", "eye", penalty)


def skull() -> dict:
    return loc("skull", "skull", "skull", "頭蓋骨", "Skull", -7, dr=2)


def brain() -> dict:
    return loc("brain", "skull", "brain", "脳", "Brain", -7, dr=1)


def face() -> dict:
    return loc("face", "face", "face", "顔", "Face", -5)


def neck() -> dict:
    return loc("neck", "neck", "neck", "首", "Neck", -5)


def torso() -> dict:
    return loc("torso", "torso", "torso", "胴体", "Torso", 0)


def vitals() -> dict:
    return loc("vitals", "vitals", "vitals", "重要器官", "Vitals", -3)


def groin() -> dict:
    return loc("groin", "groin", "groin", "鼠径部", "Groin", -3)


def arms() -> list[dict]:
    return pair("arm", "limb", "arm", "腕", "arm", -2)


def hands() -> list[dict]:
    return pair("hand", "extremity", "hand", "手", "hand", -4, "arm")


def legs() -> list[dict]:
    return pair("leg", "limb", "leg", "脚", "leg", -2)


def feet() -> list[dict]:
    return pair("foot", "extremity", "foot", "足", "foot", -4, "leg")


def wings() -> list[dict]:
    return pair("wing", "limb", "wing", "翼", "wing", -2)


def claws() -> list[dict]:
    return pair("arm", "limb", "arm", "鋏", "claw", -2)


LEG_ROWS = {
    "fore": ("前脚", "foreleg", "前足", "forefoot"),
    "mid": ("中脚", "midleg", "中足", "mid foot"),
    "hind": ("後脚", "hind leg", "後足", "hind foot"),
}


def legs_at(pos: str) -> list[dict]:
    ja, en, _, _ = LEG_ROWS[pos]
    return pair(f"leg_{pos}", "limb", "leg", ja, en, -2)


def feet_at(pos: str) -> list[dict]:
    _, _, ja, en = LEG_ROWS[pos]
    return pair(f"foot_{pos}", "extremity", "foot", ja, en, -4, f"leg_{pos}")


def tail(kind: str, part: str = "tail", ja: str = "尾", en: str = "Tail") -> dict:
    return loc("tail", kind, part, ja, en, -3)


# -- table builders -----------------------------------------------------------------------


def _options(faces: list[str]) -> list[dict]:
    """One option per run of equal consecutive faces: [a, a, b] -> 1-2 a, 3 b."""
    options: list[dict] = []
    for face_no, lid in enumerate(faces, start=1):
        if options and options[-1]["location"] == lid:
            options[-1]["roll"] = [options[-1]["roll"][0], face_no]
        else:
            options.append({"roll": [face_no], "location": lid})
    return options


def row(lo: int, hi: int, target) -> dict:
    """``target`` is a location id, or a list of ids (sub-roll with one face per id:
    a 1dN for N ids), or a pair ("1d", [a, b]) split 1-3 / 4-6."""
    roll = [lo] if lo == hi else [lo, hi]
    if isinstance(target, str):
        return {"roll": roll, "location": target}
    if isinstance(target, tuple):
        a, b = target[1]
        faces = [a, a, a, b, b, b]
    else:
        faces = list(target)
    return {"roll": roll, "subroll": {"dice": len(faces), "options": _options(faces)}}


def side_pair(base: str) -> tuple:
    return ("1d", [f"{base}_right", f"{base}_left"])


def num_pair(base: str, a: int) -> tuple:
    return ("1d", [f"{base}_{a}", f"{base}_{a + 1}"])


def each(base: str, n: int) -> list[str]:
    return [f"{base}_{i}" for i in range(1, n + 1)]


def sides(*bases: str) -> list[str]:
    return [f"{b}_{s}" for b in bases for s in ("right", "left")]


def plan(pid: str, ja: str, en: str, locations: list[dict], table: list[dict]) -> dict:
    return {
        "format_version": 1,
        "id": pid,
        "name": {"en": en, "ja": ja},
        "locations": locations,
        "table": table,
    }


# -- the plans ----------------------------------------------------------------------------


def humanoid_locations() -> list[dict]:
    return [
        *eyes(), skull(), face(), neck(), torso(), vitals(), groin(),
        *arms(), *hands(), *legs(), *feet(),
    ]


def humanoid_table(nine_ten=None) -> list[dict]:
    middle = [row(9, 10, "torso")] if nine_ten is None else nine_ten
    return [
        row(3, 4, "skull"), row(5, 5, "face"), row(6, 7, "leg_right"), row(8, 8, "arm_right"),
        *middle,
        row(11, 11, "groin"), row(12, 12, "arm_left"), row(13, 14, "leg_left"),
        row(15, 15, side_pair("hand")), row(16, 16, side_pair("foot")), row(17, 18, "neck"),
    ]


def build() -> list[dict]:
    plans = []

    plans.append(plan("humanoid", "人間型", "Humanoid", humanoid_locations(), humanoid_table()))

    low_tech = [
        *eyes(), skull(), face(), neck(),
        loc("torso", "torso", "torso", "胸部", "Chest", 0),
        loc("abdomen", "torso", "torso", "腹部", "Abdomen", -1),
        vitals(), groin(), *arms(), *hands(), *legs(), *feet(),
    ]
    plans.append(plan(
        "humanoid_low_tech", "人間型（低TL）", "Humanoid (Low-Tech)", low_tech,
        humanoid_table([row(9, 10, "torso"), row(11, 11, "abdomen")])[:6]
        + humanoid_table()[6:],
    ))

    plans.append(plan(
        "winged_humanoid", "有翼人間型", "Winged Humanoid",
        humanoid_locations() + wings(),
        humanoid_table([row(9, 9, side_pair("wing")), row(10, 10, "torso")]),
    ))

    merfolk = [
        loc_ for loc_ in humanoid_locations() if loc_["part"] not in ("leg", "foot")
    ] + [tail("limb")]
    plans.append(plan(
        "fish_tailed_humanoid", "人魚型", "Fish-Tailed Humanoid", merfolk,
        [
            row(3, 4, "skull"), row(5, 5, "face"), row(6, 7, "torso"), row(8, 8, "arm_right"),
            row(9, 10, "torso"), row(11, 11, "groin"), row(12, 12, "arm_left"),
            row(13, 14, "torso"), row(15, 15, side_pair("hand")), row(16, 16, "tail"),
            row(17, 18, "neck"),
        ],
    ))

    quad_feet = sides("foot_fore", "foot_hind")
    plans.append(plan(
        "quadruped", "四脚型", "Quadruped",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), groin(),
         *legs_at("fore"), *legs_at("hind"), *feet_at("fore"), *feet_at("hind"),
         tail("extremity")],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"),
         row(7, 8, side_pair("leg_fore")), row(9, 11, "torso"), row(12, 12, "groin"),
         row(13, 14, side_pair("leg_hind")), row(15, 16, quad_feet), row(17, 18, "tail")],
    ))

    plans.append(plan(
        "quadruped_winged", "有翼四脚型", "Winged Quadruped",
        [*eyes(), skull(), face(), neck(), torso(), vitals(),
         *legs_at("fore"), *legs_at("hind"), *feet_at("fore"), *feet_at("hind"),
         *wings(), tail("extremity")],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"),
         row(7, 8, side_pair("leg_fore")), row(9, 11, "torso"), row(12, 12, side_pair("wing")),
         row(13, 14, side_pair("leg_hind")), row(15, 16, quad_feet), row(17, 18, "tail")],
    ))

    hex_feet = sides("foot_fore", "foot_mid", "foot_hind")
    hex_parts = [*legs_at("fore"), *legs_at("mid"), *legs_at("hind"),
                 *feet_at("fore"), *feet_at("mid"), *feet_at("hind")]
    plans.append(plan(
        "hexapod", "六脚型", "Hexapod",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), groin(), *hex_parts],
        [row(3, 4, "skull"), row(5, 5, "neck"), row(6, 6, "face"),
         row(7, 8, side_pair("leg_fore")), row(9, 10, "torso"), row(11, 11, side_pair("leg_mid")),
         row(12, 12, "groin"), row(13, 14, side_pair("leg_hind")), row(15, 16, hex_feet),
         row(17, 18, side_pair("leg_mid"))],
    ))

    plans.append(plan(
        "hexapod_winged", "有翼六脚型", "Winged Hexapod",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), *hex_parts, *wings()],
        [row(3, 4, "skull"), row(5, 5, "neck"), row(6, 6, "face"),
         row(7, 8, side_pair("leg_fore")), row(9, 10, "torso"), row(11, 11, side_pair("leg_mid")),
         row(12, 12, side_pair("wing")), row(13, 14, side_pair("leg_hind")),
         row(15, 16, side_pair("leg_mid")), row(17, 18, hex_feet)],
    ))

    centaur_extremity = [
        "hand_left", "hand_right", "foot_fore_left", "foot_fore_right",
        "foot_hind_left", "foot_hind_right",
    ]
    plans.append(plan(
        "centaur", "ケンタウロス型", "Centaur",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), groin(), *arms(), *hands(),
         *legs_at("fore"), *legs_at("hind"), *feet_at("fore"), *feet_at("hind")],
        [row(3, 4, "skull"), row(5, 5, "neck"), row(6, 6, "face"),
         row(7, 8, side_pair("leg_fore")), row(9, 11, "torso"), row(12, 12, "groin"),
         row(13, 14, side_pair("leg_hind")), row(15, 16, side_pair("arm")),
         row(17, 18, centaur_extremity)],
    ))

    plans.append(plan(
        "avian", "トリ型", "Avian",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), groin(), *wings(),
         *legs(), *feet(), tail("extremity")],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, side_pair("wing")),
         row(9, 11, "torso"), row(12, 12, "groin"), row(13, 14, side_pair("leg")),
         row(15, 16, side_pair("foot")), row(17, 18, "tail")],
    ))

    head = [row(3, 4, "skull"), row(5, 5, "face"), row(6, 8, "neck")]
    plans.append(plan(
        "vermiform", "ヘビ型", "Vermiform",
        [*eyes(), skull(), face(), neck(), torso(), vitals()],
        [*head, row(9, 18, "torso")],
    ))

    plans.append(plan(
        "vermiform_winged", "有翼ヘビ型", "Winged Vermiform",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), *wings()],
        [*head, row(9, 14, "torso"), row(15, 18, side_pair("wing"))],
    ))

    plans.append(plan(
        "serpentoid", "大蛇型", "Serpentoid",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), tail("extremity")],
        [*head, row(9, 16, "torso"), row(17, 18, "tail")],
    ))

    plans.append(plan(
        "snakemen", "蛇人間型", "Snakemen",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), *arms(), *hands()],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, side_pair("arm")),
         row(9, 12, "torso"), row(13, 14, side_pair("arm")), row(15, 16, "torso"),
         row(17, 18, side_pair("hand"))],
    ))

    plans.append(plan(
        "octopod", "タコ型", "Octopod",
        [*eyes(-8), brain(), face(), neck(), torso(), vitals(),
         *numbered("arm", "limb", "arm", "腕", "Arm", -2, 8)],
        [row(3, 4, "brain"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, num_pair("arm", 1)),
         row(9, 12, "torso"), row(13, 14, num_pair("arm", 3)), row(15, 16, num_pair("arm", 5)),
         row(17, 18, num_pair("arm", 7))],
    ))

    plans.append(plan(
        "squid", "イカ型", "Squid",
        [*eyes(-8), brain(), face(), neck(), torso(), vitals(),
         *numbered("arm", "limb", "arm", "腕", "Arm", -2, 8),
         *numbered("tentacle", "extremity", "hand", "触腕", "Tentacle", -2, 2)],
        [row(3, 4, "brain"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, each("arm", 8)),
         row(9, 12, "torso"), row(13, 16, num_pair("tentacle", 1)), row(17, 18, "torso")],
    ))

    eight_legs = [*numbered("leg", "limb", "leg", "脚", "Leg", -2, 8),
                  *numbered("foot", "extremity", "foot", "足", "Foot", -4, 8, "leg")]
    plans.append(plan(
        "cancroid", "カニ型", "Cancroid",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), *claws(), *eight_legs],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, side_pair("arm")),
         row(9, 12, "torso"), row(13, 16, each("leg", 8)), row(17, 18, each("foot", 8))],
    ))

    fins = ["fin_dorsal", "fin_dorsal", "fin_right", "fin_right", "fin_left", "fin_left"]
    plans.append(plan(
        "ichthyoid", "魚型", "Ichthyoid",
        [*eyes(-8), skull(), face(), torso(), vitals(),
         loc("fin_dorsal", "extremity", "fin", "背びれ", "Dorsal fin", -4),
         *pair("fin", "extremity", "fin", "ひれ", "fin", -4),
         tail("limb")],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, fins), row(7, 12, "torso"),
         row(13, 16, fins), row(17, 18, "tail")],
    ))

    plans.append(plan(
        "arachnoid", "クモ型", "Arachnoid",
        [*eyes(), brain(), face(), neck(), torso(), vitals(), groin(),
         *numbered("leg", "limb", "leg", "脚", "Leg", -2, 8)],
        [row(3, 4, "brain"), row(5, 5, "neck"), row(6, 6, "face"), row(7, 8, num_pair("leg", 1)),
         row(9, 11, "torso"), row(12, 12, "groin"), row(13, 14, num_pair("leg", 3)),
         row(15, 16, num_pair("leg", 5)), row(17, 18, num_pair("leg", 7))],
    ))

    plans.append(plan(
        "scorpion", "サソリ型", "Scorpion",
        [*eyes(), skull(), face(), neck(), torso(), vitals(), *claws(),
         tail("limb", "striker", "尾（毒針）", "Tail (stinger)"), *eight_legs],
        [row(3, 4, "skull"), row(5, 5, "face"), row(6, 6, "neck"), row(7, 8, side_pair("arm")),
         row(9, 11, "torso"), row(12, 12, "tail"), row(13, 16, each("leg", 8)),
         row(17, 18, each("foot", 8))],
    ))
    return plans


def dumps(value, indent: int = 0, width: int = 100) -> str:
    """JSON pretty-printed with a one-space indent; containers that fit on one line stay on
    one line (names, roll ranges, sub-roll options)."""
    flat = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if not isinstance(value, dict | list) or indent + len(flat) <= width:
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = []
        for k, v in value.items():
            key = json.dumps(k, ensure_ascii=False) + ": "
            items.append(f"{pad}{key}{dumps(v, indent + 1, width - len(key))}")
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + dumps(v, indent + 1, width).lstrip() for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


DOCS = Path(__file__).resolve().parent.parent / "docs" / "bodyplans.md"


def markdown(plans: list[dict]) -> str:
    lines = [
        "# Body plans",
        "",
        "Bundled hit-location plans (`tracker/rulesets/gurps/bodyplans/<id>.json`; rules G1, G8, G13).",
        "Locations in *italics* are never rolled on the random 3d table (aimed only).",
        "",
        "| Plan id | 日本語 | English | Location ids |",
        "|---|---|---|---|",
    ]
    for p in plans:
        rolled = set()
        for entry in p["table"]:
            if "location" in entry:
                rolled.add(entry["location"])
            else:
                rolled.update(o["location"] for o in entry["subroll"]["options"])
        ids = ", ".join(
            f"`{loc['id']}`" if loc["id"] in rolled else f"*`{loc['id']}`*"
            for loc in p["locations"]
        )
        lines.append(f"| `{p['id']}` | {p['name']['ja']} | {p['name']['en']} | {ids} |")
    lines += [
        "",
        "Notes:",
        "",
        "- `_right`/`_left` ids are pairs (random side: 1d, 1-3 right, 4-6 left); `_1`..`_N`",
        "  ids are numbered parts. Rows covering four or more parts roll one face per part",
        "  (1d4 for four feet, 1d8 for eight legs).",
        "- `arm_right`/`arm_left` of `cancroid` and `scorpion` are the claws (鋏); squid",
        "  `tentacle_1`/`_2` are the two long tentacles (extremities); the scorpion `tail` is a",
        "  striker; `brain` (octopod, squid, arachnoid) is a skull with DR +1 instead of +2.",
        "- Centaur extremity roll (17-18): 1d, 1-2 hand, 3-4 fore foot, 5-6 hind foot;",
        "  odd left, even right.",
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    plans = build()
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    DOCS.write_text(markdown(plans), encoding="utf-8")
    for p in plans:
        path = OUT / f"{p['id']}.json"
        text = dumps(p) + "\n"
        assert json.loads(text) == p
        path.write_text(text, encoding="utf-8")
        print(path.relative_to(OUT.parent.parent))


if __name__ == "__main__":
    main()
