"""Two tables playing the same visible fight, one of them with hidden combatants anywhere in
the turn order (issue 35 item 1): the scenarios and the GM's actions, shared by the
projection's property test and the players' window's and page's ones.

Every action is one the GM takes on a visible turn (hits, conditions, turn steps, a fight
ended and begun again). At the table with hidden combatants the GM also plays their turns:
after each action the turn is passed on while a hidden one has it (and "previous turn" steps
back over them), as the GM does at the table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.coc import operations as co
from tracker.model.coc.sheet import new_sheet
from tracker.model.encounter import Encounter
from tracker.model.gurps.resolver import Hit
from tracker.model.gurps.sheet import GurpsSheet


@dataclass(frozen=True)
class Table:
    ruleset: str
    #: per visible combatant: (side, HP policy)
    visible: tuple[tuple[str, str], ...]
    #: per hidden combatant: the index of the visible one it acts just before (len: last)
    hidden: tuple[int, ...]
    actions: tuple[tuple, ...]


def _sheet(ruleset: str, rank: float):
    """A sheet that sorts at ``rank`` in the order (higher first): GURPS Basic Speed, CoC
    DEX; each visible combatant has an even rank, a hidden one the odd rank just above the
    one it precedes."""
    if ruleset == "gurps":
        return GurpsSheet(max_hp=30, max_fp=10, basic_speed=float(rank))
    return new_sheet("human", str=10, con=12, siz=12, dex=int(rank), pow=12)  # HP (12+12)/2


def build(table: Table, with_hidden: bool) -> Encounter:
    enc = ops.new_encounter(table.ruleset, "t")
    top = 2 * len(table.visible) + 3
    for i, (side, hp) in enumerate(table.visible):  # the same ids c1.. at both tables
        ops.add_combatant(enc, f"V{i}", side, _sheet(table.ruleset, top - 2 * i),
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


def play(table: Table, with_hidden: bool, run: Callable[..., object],
         enc: Encounter) -> None:
    """Play ``table``'s actions on ``enc`` through ``run(op, *args)`` (the model's operation
    or the document's run), passing the hidden combatants' turns at the hidden table."""
    def settle() -> None:
        while with_hidden and _hidden_now(enc) and _someone_visible_acts(enc):
            run(ops.next_turn, enc)

    run(ops.start_combat, enc)
    settle()
    for act in table.actions:
        if not _someone_visible_acts(enc):
            break  # every visible combatant is down: the players' fight is over
        kind = act[0]
        if kind == "next":
            run(ops.next_turn, enc)
            settle()
        elif kind == "back":
            if not _can_step_back_visibly(enc):
                continue  # the first visible turn of the fight: nothing to go back to
            run(ops.previous_turn, enc)
            while with_hidden and _hidden_now(enc):
                run(ops.previous_turn, enc)
        elif kind == "hit":
            cid = f"c{act[1] % len(table.visible) + 1}"
            if table.ruleset == "gurps":
                run(ops.apply_hit, enc, cid, Hit(act[2], "cr", "torso"))
            elif not enc.get(cid).has("dead"):
                run(ops.apply_hit, enc, cid, co.Damage(act[2]))
        elif kind == "prone":
            cid = f"c{act[1] % len(table.visible) + 1}"
            run(ops.set_condition, enc, cid, "prone", act[2])
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
        c = enc.combatants[enc.order[i].split("@")[0]]
        if c.visibility.shown and enc.ruleset.takes_turn(c):
            return True
    return False


_hit = st.tuples(st.just("hit"), st.integers(0, 5), st.integers(1, 4))
_actions = st.one_of(
    st.just(("next",)), st.just(("next",)), st.just(("next",)), st.just(("back",)), _hit, _hit,
    st.tuples(st.just("prone"), st.integers(0, 5), st.booleans()),
    st.just(("again",)))


@st.composite
def tables(draw, ruleset: str | None = None, max_actions: int = 24):
    rs = ruleset or draw(st.sampled_from(["gurps", "coc"]))
    n = draw(st.integers(1, 4))
    visible = tuple(draw(st.tuples(st.sampled_from(["pc", "enemy"]),
                                   st.sampled_from(["exact", "band", "hidden"])))
                    for _ in range(n))
    hidden = tuple(draw(st.lists(st.integers(0, n), min_size=1, max_size=3)))
    actions = tuple(draw(st.lists(_actions, max_size=max_actions)))
    return Table(rs, visible, hidden, actions)
