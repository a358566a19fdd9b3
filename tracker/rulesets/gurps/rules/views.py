"""What the views show of a GURPS combatant: its HP and FP bars, its statuses (stored, and
those that follow from HP and FP, G11, from a rule module's data, from its maneuver and
posture) and the redacted sheet of the players' silhouette."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.bars import track_state
from tracker.model.ruleset import Track
from tracker.model.tracks import current

from .modules import MODULES

# the sheet loads with the first sheet (an empty encounter's window needs none, issue #18)
if TYPE_CHECKING:
    from tracker.model.combatant import Combatant

    from .sheet import GurpsSheet


def tracks(c: Combatant) -> list[Track]:
    s = c.sheet
    hp, fp = current(s, "hp"), current(s, "fp")
    return [Track("hp", hp, s.max_hp, track_state(hp, s.max_hp)),
            Track("fp", fp, s.max_fp, track_state(fp, s.max_fp))]


def statuses(c: Combatant) -> list[tuple[str, int]]:
    """Stored conditions plus the ones that follow from HP and FP (G11) and from a rule
    module's data on the combatant (an infected head keeps one stunned, V7)."""
    s = c.sheet
    out: list[tuple[str, int]] = []
    hp, fp = current(s, "hp"), current(s, "fp")
    if not (c.has("dead") or c.has("destroyed")):
        if hp <= 0 and not c.has("unconscious"):  # G14: only the conscious collapse
            out.append(("collapsing", 0))
        elif 3 * hp < s.max_hp:
            out.append(("reeling", 0))
        if 3 * fp < s.max_fp:
            out.append(("tired", 0))
    for cond in c.conditions.values():
        out.append((cond.name, cond.value))
    for mid in c.ext:  # only modules that keep data on this combatant are asked
        derived = getattr(MODULES.get(mid), "statuses", None)
        if derived is not None:
            out += [(n, v) for n, v in derived(c) if n not in c.conditions]
    # RULES M: the maneuver of this turn and a posture other than standing (lying down
    # is the prone condition above) show beside the conditions
    if s.maneuver is not None:
        out.append((f"maneuver.{s.maneuver['id']}", 0))
    if s.posture != "standing" and not c.has("prone"):
        out.append((f"posture.{s.posture}", 0))
    return out


def stunned(c: Combatant) -> bool:
    """Stunned for defenses (−4): the condition, or what a rule module makes lasting."""
    return any(name == "stunned" for name, _v in statuses(c))


def public_sheet(c: Combatant) -> GurpsSheet:
    """A redacted copy for the players' silhouette: body plan and part states only.

    No DR, traits or stats; HP full; per-part injury only under the exact policy."""
    from .sheet import GurpsSheet, Part

    s = c.sheet
    exact = c.visibility.hp == "exact"
    parts = {}
    for loc, p in s.parts.items():
        if p.status != "ok":
            parts[loc] = Part(p.injury if exact else 0, p.status)
        elif exact and p.injury:
            parts[loc] = Part(p.injury, "ok")
    return GurpsSheet(max_hp=s.max_hp, max_fp=s.max_fp, body=s.body, arms=s.arms,
                      legs=s.legs, hp=s.hp if exact else s.max_hp, fp=s.max_fp,
                      parts=parts, brainless_heads=s.brainless_heads)  # heads are seen
