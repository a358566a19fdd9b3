"""Messages of the GCS importer: keys with English templates (the UI translates them), and
the error a file that cannot be imported raises."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from tracker.model.errors import TrackerError

#: key -> English template. Warnings say what was not taken over; notes go to the
#: combatant's notes. The UI translates these (context "GcsImport").
MESSAGES: dict[str, str] = {
    # errors
    "err.missing": "The file does not exist.",
    "err.unreadable": "The file cannot be read ({reason}).",
    "err.not_regular": "Not a regular file (a pipe, a device or a socket): it is not read.",
    "err.too_large": "The file is too large ({size} MB): a GCS character file is far smaller.",
    "err.not_text": "Not a GCS character file: it is not text.",
    "err.not_json": "Not a GCS character file: not valid JSON ({detail}).",
    "err.too_deep": "Not a GCS character file: its JSON is nested too deeply.",
    "err.not_character": "Not a GCS character file: {detail}.",
    "err.version": "GCS file version {version} cannot be read: only version 5 (GCS 5.x) can. "
                   "Open the file in a current GCS and save it again.",
    "err.no_hp": "The file gives no HP (attributes: hp, calc.value).",
    "err.bad_hp": "The file gives HP {value}: a combatant needs at least 1 HP.",
    "err.too_many": "The body type has {count} hit locations: at most {limit} can be used.",
    "err.invalid": "The imported values are out of range for an encounter ({detail}).",
    "err.unexpected": "The file holds something the importer cannot read ({detail}).",
    # warnings
    "warn.no_name_title": "The file gives no name: called “{name}” after its title.",
    "warn.no_name_file": "The file gives no name: called “{name}” after the file.",
    "warn.no_fp": "The file gives no FP: FP are taken as HT ({ht}).",
    "warn.stat_missing": "The file gives no {stat}: {value} is used.",
    "warn.speed_missing": "The file gives no Basic Speed: {value} is used.",
    "warn.current": "{stat} {current} of {maximum}, as the file has it.",
    "warn.no_body": "The file has no body type: the humanoid plan is used.",
    "warn.body_custom": "Body type “{body}” is not one of GCS's standard body types: it "
                        "becomes a body plan of its own.",
    "warn.body_differs": "Body type “{body}” is not GCS's standard table of that name: it "
                         "becomes a body plan of its own.",
    "warn.body_renamed": "Body type “{body}” has the table of GCS's “{standard}”: that "
                         "built-in plan is used.",
    "warn.kind_limb": "Taken as limbs (from their ids): {locations}.",
    "warn.kind_extremity": "Taken as extremities (from their ids): {locations}.",
    "warn.kind_eye": "Taken as eyes (from their ids): {locations}.",
    "warn.kind_named": "Taken as the standard location their id names (skull, face, neck, "
                       "torso, vitals, groin): {locations}.",
    "warn.kind_torso": "Taken as torso-like (no limb, extremity or eye in the id): "
                       "{locations}.",
    "warn.kind_inherited": "Sub-locations taken as the kind of the location they belong to: "
                           "{locations}.",
    "warn.table_gap": "The file's hit-location table leaves the 3d rolls {rolls} empty: they "
                      "hit {location}.",
    "warn.table_over": "The file's hit-location table runs past 18: {locations} can only be "
                       "aimed at.",
    "warn.table_roll": "The file's hit-location table is rolled with {roll}, not 3d: random "
                       "hits all go to {location}.",
    "warn.subtable": "The second roll under {location} ({roll}) cannot be used: its parts can "
                     "only be aimed at.",
    "warn.subtable_deep": "The table under {location} has a table of its own, which is not "
                           "read: hits there count as {location}.",
    "warn.penalty": "{location}: the file's hit penalty {file} differs from the standard "
                    "{plan}; the standard one is used.",
    "warn.dr_typed": "DR against particular damage types is not applied (see the notes): "
                     "{list}.",
    "warn.dr_conflict": "{location}: the file gives DR {used} and {other}; {used} is used.",
    "warn.dr_below_bonus": "{location}: the file's DR {file} is below the natural DR {bonus} "
                           "the tracker adds; DR 0 is stored.",
    "warn.dr_missing": "The file gives no DR for {locations}: DR 0.",
    "warn.it_notes": "Injury Tolerance kinds read from the trait's notes: {kinds}.",
    "warn.it_none": "“{trait}” names no Injury Tolerance kind the tracker knows.",
    "warn.it_unknown": "Injury Tolerance “{kind}” is not applied by the tracker.",
    "warn.trait_unused": "“{trait}” changes wounding, shock or survival, and the tracker does "
                         "not apply it.",
    "warn.unhealing": "“{trait}” is not applied by the tracker: the combatant heals by rest "
                      "and natural recovery as anyone does (the GM edits HP by hand).",
    "warn.arms": "Extra Arms: {count} arms in all; the body plan shows {shown}.",
    "warn.legs": "Extra Legs: {count} legs in all; the body plan shows {shown}.",
    "warn.legs_unread": "“{trait}”: the number of legs cannot be read; legs are as the body "
                        "plan.",
    "warn.heads": "Extra Head: {count} heads with a brain; the silhouette shows one.",
    "warn.heads_brainless": "“{trait}”: brainless extra heads are not counted.",
    "warn.clamped": "{trait}: {value} is out of range; {used} is used.",
    "warn.both_pain": "Both High and Low Pain Threshold are taken: check the file.",
    # notes
    "note.source": "Imported from GCS: {file}",
    "note.dr_typed": "DR by damage type (not applied): {list}",
}


class Message(NamedTuple):
    """A warning or note: a key of :data:`MESSAGES` and its arguments."""

    key: str
    args: Mapping[str, Any] = {}

    def text(self, template: str | None = None) -> str:
        tpl = template if template is not None else MESSAGES.get(self.key, self.key)
        try:
            return tpl.format(**self.args)
        except (KeyError, IndexError, ValueError):
            return f"{self.key} {dict(self.args)}"


class GcsError(TrackerError):
    """A file that cannot be imported; ``message`` is the English text of ``key``."""

    def __init__(self, key: str, **args: Any) -> None:
        self.key = key
        super().__init__(key.removeprefix("err."), Message(key, args).text(), **args)

    @property
    def msg(self) -> Message:
        return Message(self.key, self.args_)
