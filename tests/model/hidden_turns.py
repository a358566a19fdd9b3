"""Two tables playing the same visible fight, one of them with hidden combatants anywhere in
the turn order (issues 35 and 39): the scenarios and the GM's actions, shared by the
projection's property test and the players' window's and page's ones.

Every action of ``Table.actions`` is one the GM takes on a visible turn, at both tables: hits,
conditions, turn steps, a visible one going down, a PC joining under a hidden one's name (the
numbering must not count the hidden namesake), a fight ended and begun again. At the table
with hidden combatants the GM also plays their turns, and *during* each hidden turn takes the
next of ``Table.secret`` — a hit or a condition on a hidden combatant, a hidden one removed
or duplicated, nothing — before passing the turn on ("previous turn" steps back over them).
When no visible combatant can act any more, the players' fight is over; the hidden table
then plays on for rounds in which only hidden combatants act."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.encounter import SLOT_SEP, Encounter
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.sheet import new_sheet
from tracker.rulesets.coc.rules.weapons import Weapon
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

#: a handgun: in CoC its bearer also shoots at the round's start and at DEX÷2 (C12/R3)
REVOLVER = Weapon("1d10", "firearm", db=False, skill="handgun", name="Revolver", shots=3)
#: the rank of a PC who joins mid-fight (below every other: no tie, whatever the dice)
JOINER_RANK = 2


@dataclass(frozen=True)
class Table:
    ruleset: str
    #: per visible combatant: (side, HP policy)
    visible: tuple[tuple[str, str], ...]
    #: per hidden combatant: the index of the visible one it acts just before (len: last)
    hidden: tuple[int, ...]
    actions: tuple[tuple, ...]
    #: what the GM does during hidden turns, taken in turn (cycling)
    secret: tuple[tuple, ...] = (("nothing",),)
    #: per visible combatant: it carries a handgun (CoC: extra turn-order slots)
    guns: tuple[bool, ...] = ()


def _sheet(ruleset: str, rank: float, gun: bool = False):
    """A sheet that sorts at ``rank`` in the order (higher first): GURPS Basic Speed, CoC
    DEX; each visible combatant has an odd rank, a hidden one the even rank just above the
    one it precedes."""
    if ruleset == "gurps":
        return GurpsSheet(max_hp=30, max_fp=10, basic_speed=float(rank))
    s = new_sheet("human", str=10, con=12, siz=12, dex=int(rank), pow=12)  # HP (12+12)/2
    if gun:
        assert s.skills is not None
        s.skills["handgun"] = 50
        s.weapons = [REVOLVER]
    return s


def build(table: Table, with_hidden: bool) -> Encounter:
    enc = ops.new_encounter(table.ruleset, "t")
    top = 2 * len(table.visible) + 3
    for i, (side, hp) in enumerate(table.visible):  # the same ids c1.. at both tables
        gun = i < len(table.guns) and table.guns[i]
        ops.add_combatant(enc, f"V{i}", side, _sheet(table.ruleset, top - 2 * i, gun),
                          mid_fight=False)
        ops.set_visibility(enc, f"c{i + 1}", hp=hp)
    if with_hidden:
        for j, before in enumerate(table.hidden):
            ops.add_combatant(enc, f"H{j}", "enemy", _sheet(table.ruleset, top - 2 * before + 1),
                              mid_fight=False)
            ops.set_visibility(enc, f"c{len(table.visible) + j + 1}", shown=False)
    return enc


def _hidden_now(enc: Encounter) -> bool:
    return enc.in_combat and enc.current is not None and not enc.current.visibility.shown


def _named(enc: Encounter, name: str) -> str | None:
    return next((c.id for c in enc.combatants.values() if c.name == name), None)


def _secret(table: Table, act: tuple, run: Callable[..., object], enc: Encounter) -> None:
    """One GM action on a hidden combatant during a hidden turn."""
    kind = act[0]
    cid = _named(enc, f"H{act[1] % max(1, len(table.hidden))}") if len(act) > 1 else None
    if cid is None or enc.combatants[cid].visibility.shown:
        return
    if kind == "hit":
        hit = (Hit(act[2], "cr", "torso") if table.ruleset == "gurps"
               else Damage(act[2]))
        if table.ruleset == "gurps" or not enc.get(cid).has("dead"):
            run(ops.apply_hit, enc, cid, hit)
    elif kind == "prone":
        run(ops.set_condition, enc, cid, "prone", act[2])
    elif kind == "remove":
        run(ops.remove_combatant, enc, cid)
    elif kind == "duplicate" and len(enc.combatants) < len(table.visible) + len(table.hidden) + 2:
        # (a copy joins right after the turn going on: a few, or the hidden turns never end)
        run(ops.duplicate_combatant, enc, cid)


class _Secrets:
    """The hidden table's GM actions during hidden turns, taken in turn."""

    def __init__(self, table: Table) -> None:
        self.table, self.i = table, 0

    def take(self, run: Callable[..., object], enc: Encounter) -> None:
        if self.table.secret:
            act = self.table.secret[self.i % len(self.table.secret)]
            self.i += 1
            _secret(self.table, act, run, enc)


def play(table: Table, with_hidden: bool, run: Callable[..., object],
         enc: Encounter) -> None:
    """Play ``table``'s actions on ``enc`` through ``run(op, *args)`` (the model's operation
    or the document's run), playing the hidden combatants' turns at the hidden table."""
    secrets = _Secrets(table)

    def settle() -> None:
        while with_hidden and _hidden_now(enc) and _someone_visible_acts(enc):
            secrets.take(run, enc)
            if _hidden_now(enc):  # (removing the one whose turn it was passed it on)
                run(ops.next_turn, enc)

    run(ops.start_combat, enc)
    settle()
    for act in table.actions:
        if not _someone_visible_acts(enc):
            break  # every visible combatant is down: the players' fight is over
        _visible_action(table, act, run, enc, settle, with_hidden)
    if with_hidden and enc.in_combat and not _someone_visible_acts(enc):
        _hidden_rounds(table, run, enc, secrets)


def _hidden_rounds(table: Table, run: Callable[..., object], enc: Encounter,
                   secrets: _Secrets) -> None:
    """Rounds in which nobody visible can act: the hidden ones play on (M1)."""
    for _ in range(2 * len(enc.order) + 3):
        if not any(c.visibility.shown is False and enc.ruleset.takes_turn(c)
                   for c in enc.combatants.values()):
            return
        run(ops.next_turn, enc)
        if _hidden_now(enc):
            secrets.take(run, enc)


def _visible_action(table: Table, act: tuple, run: Callable[..., object], enc: Encounter,
                    settle: Callable[[], None], with_hidden: bool) -> None:
    kind = act[0]
    n = len(table.visible)
    if kind == "next":
        run(ops.next_turn, enc)
        settle()
    elif kind == "back":
        if not _can_step_back_visibly(enc):
            return  # the first visible turn of the fight: nothing to go back to
        run(ops.previous_turn, enc)
        while with_hidden and _hidden_now(enc):
            run(ops.previous_turn, enc)
    elif kind == "hit":
        cid = f"c{act[1] % n + 1}"
        if table.ruleset == "gurps":
            run(ops.apply_hit, enc, cid, Hit(act[2], "cr", "torso"))
        elif not enc.get(cid).has("dead"):
            run(ops.apply_hit, enc, cid, Damage(act[2]))
    elif kind in ("prone", "down"):
        cid = f"c{act[1] % n + 1}"
        run(ops.set_condition, enc, cid, "prone" if kind == "prone" else "unconscious",
            act[2] if kind == "prone" else True)
    elif kind == "join":  # a PC joins under a hidden one's name: "H0" at both tables
        name = f"H{act[1] % max(1, len(table.hidden))}"
        if not any(c.visibility.shown and c.side == "pc" and c.name.startswith("H")
                   for c in enc.combatants.values()):
            run(ops.add_combatant, enc, name, "pc", _sheet(table.ruleset, JOINER_RANK))
    elif kind == "again":  # the fight ends and another begins
        run(ops.end_combat, enc)
        run(ops.start_combat, enc)
        settle()


def _someone_visible_acts(enc: Encounter) -> bool:
    return any(c.visibility.shown and enc.ruleset.takes_turn(c) for c in enc.ordered())


def _can_step_back_visibly(enc: Encounter) -> bool:
    """A visible turn comes before the current one in this fight (the table without hidden
    combatants can step back)."""
    n = len(enc.order)
    rnd, i = enc.round, enc.turn
    for _ in range(n * max(1, enc.round)):
        i -= 1
        if i < 0:
            if rnd == 1:
                return False
            i, rnd = n - 1, rnd - 1
        pos = enc.order[i]
        c = enc.combatants[pos.split(SLOT_SEP)[0]]
        if c.visibility.shown and enc.ruleset.takes_turn(c) and (
                SLOT_SEP not in pos or enc.ruleset.slot_active(enc, pos)):
            return True
    return False


_hit = st.tuples(st.just("hit"), st.integers(0, 5), st.integers(1, 4))
_actions = st.one_of(
    st.just(("next",)), st.just(("next",)), st.just(("next",)), st.just(("back",)), _hit, _hit,
    st.tuples(st.just("prone"), st.integers(0, 5), st.booleans()),
    st.tuples(st.just("down"), st.integers(0, 5), st.just(True)),
    st.tuples(st.just("join"), st.integers(0, 2)),
    st.just(("again",)))
_secrets = st.one_of(
    st.just(("nothing",)), st.tuples(st.just("hit"), st.integers(0, 2), st.integers(1, 12)),
    st.tuples(st.just("prone"), st.integers(0, 2), st.booleans()),
    st.tuples(st.just("remove"), st.integers(0, 2)),
    st.tuples(st.just("duplicate"), st.integers(0, 2)))


@st.composite
def tables(draw, ruleset: str | None = None, max_actions: int = 24):
    rs = ruleset or draw(st.sampled_from(["gurps", "coc"]))
    n = draw(st.integers(1, 4))
    visible = tuple(draw(st.tuples(st.sampled_from(["pc", "enemy"]),
                                   st.sampled_from(["exact", "band", "hidden"])))
                    for _ in range(n))
    hidden = tuple(draw(st.lists(st.integers(0, n), min_size=1, max_size=3)))
    actions = tuple(draw(st.lists(_actions, max_size=max_actions)))
    secret = tuple(draw(st.lists(_secrets, min_size=1, max_size=6)))
    guns = tuple(draw(st.lists(st.booleans(), min_size=n, max_size=n))) if rs == "coc" else ()
    return Table(rs, visible, hidden, actions, secret, guns)
