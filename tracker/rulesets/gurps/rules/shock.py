"""G10: shock, the penalty a hit leaves on its victim's next turn: how hits in one turn add
up, and when it runs out (after the victim's next turn, taken, passed over, or lived through
in game time)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.combatant import Condition

from .conditions import clear_condition

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter


def add_shock(enc: Encounter, c: Combatant, shock: int) -> None:
    # several hits in one turn total at most -4 (a single hit may reach -8)
    old = c.conditions.get("shock")
    floor = min(-4, shock)
    value = max((old.value if old else 0) + shock, floor)
    own_turn = enc.current is not None and enc.current.id == c.id
    c.conditions["shock"] = Condition("shock", None, value, own_turn or bool(old and old.fresh),
                                      ticked_to=enc.tick_mark(c.id))


def turn_ended(enc: Encounter, c: Combatant) -> None:
    """Shock ends after the victim's next turn (one taken during its own turn lasts through
    the following one)."""
    shock = c.conditions.get("shock")
    if shock is not None and enc.count_turn_end(shock):  # once per turn's end
        if shock.fresh:
            shock.fresh = False
        else:
            clear_condition(enc, c, "shock")


def turn_passed(enc: Encounter, c: Combatant) -> None:
    """G14: the turn position of one who takes no turn (unconscious, dead) has passed: its
    shock runs out as after a turn it took."""
    if "shock" in c.conditions:
        enc.touch(c.id)
        turn_ended(enc, c)


def time_passed(enc: Encounter, c: Combatant) -> None:
    """A minute or more of game time has taken the victim's next turn, in a fight or out of
    one: its shock is gone."""
    if "shock" in c.conditions:
        enc.touch(c.id)
        c.conditions.pop("shock")
        enc.add_log("condition_off", c.id, name=c.name, condition="shock")
