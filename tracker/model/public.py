"""What the players may see of an encounter: one projection for every players' screen.

The players' window and the page served to the players' own devices are both built from
:func:`project` and from nothing else, so the privacy rules live here once:

* only combatants with ``visibility.shown``: a hidden one has no entry, no name, no turn;
* the alias instead of the real name when one is set;
* HP per ``visibility.hp``: ``exact`` numbers, ``band`` one word (unhurt, wounded, ...),
  ``hidden`` nothing — and no condition that would tell the exact numbers (reeling,
  collapsing, tired) unless they are exact;
* other tracks (GURPS FP, CoC MP and SAN) only where the GM shows them for this combatant,
  else as the ruleset's ``track_visibility`` default says (hidden when it says nothing);
* the ruleset's conditions, and of the GM-typed ones only those the GM chose to show
  (``Condition.public``), as typed (:func:`typed_conditions`);
* of the body, the ruleset's public figure (GURPS: plan, crippled and lost parts; CoC: the
  kind of being) and of the world what the ruleset's ``public_world`` lets through.

Never DR, notes, stats, skills, the log, pending checks, secret rolls or infections: the
projection copies only the fields named here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .bars import bar_level
from .combatant import Combatant
from .encounter import SLOT_SEP, Encounter, combatant_of
from .ruleset import Ruleset, primary_track, ruleset_for

#: how many upcoming turns the players are told
NEXT_COUNT = 3


def display_name(c: Combatant) -> str:
    """The name the players see: the alias if one is set, else the real name."""
    return c.visibility.alias.strip() or c.name


def track_policy(c: Combatant, rs: Ruleset, track_id: str) -> str:
    """What the players see of a track other than HP: the GM's choice for this combatant,
    else the ruleset's default (CoC hides MP and SAN), else hidden."""
    default = rs.track_visibility.get(track_id, "hidden")
    return c.visibility.track(track_id, default)


@dataclass(frozen=True, slots=True)
class PublicCombatant:
    """One combatant as the players may see it."""

    #: the combatant id, for the players' window to keep its cards; never sent to a device
    key: str
    name: str
    side: str
    hp_policy: str
    #: the numbers of the ruleset's primary track (``primary``: HP in GURPS and CoC), under
    #: the keys "hp" and "max_hp" of the players' JSON whatever the track
    hp: int | None
    max_hp: int | None
    #: the HP band word under the band policy (and exact: the numbers tell it anyway)
    band: str | None
    #: track id -> (current, maximum), only the tracks shown, in the ruleset's order
    tracks: tuple[tuple[str, int, int], ...]
    #: condition ids in the ruleset's order; ``values`` their sizes where exact (shock −2)
    conditions: tuple[str, ...]
    values: tuple[tuple[str, int], ...]
    out: bool
    #: the ruleset's public figure: GURPS ``body``, ``crippled``, ``lost``; CoC ``figure``
    figure: dict[str, Any] = field(default_factory=dict)
    #: what the ruleset adds under the conditions (a half-werewolf's looks), as data
    notes: tuple[dict[str, Any], ...] = ()
    #: conditions the figure draws (lying, greyed, struck through): the ruleset's own only
    figure_conditions: tuple[str, ...] = ()
    #: the ruleset's redacted sheet for the window's figure; never sent to a device
    sheet: Any = None
    #: the id of the primary track (the page finds it in the ruleset's words: not sent)
    primary: str = "hp"
    #: the GM-typed conditions the GM shows, as typed (JSON ``typed``, only when any)
    typed: tuple[str, ...] = ()

    @property
    def level(self) -> str | None:
        """How full the HP bar is (:func:`bar_level`), only where HP is exact."""
        if self.hp is None or self.max_hp is None:
            return None
        return bar_level(self.hp, self.max_hp)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "name": self.name, "side": self.side, "hp": self.hp, "max_hp": self.max_hp,
            "band": self.band, "level": self.level, "tracks": {t: [cur, mx] for t, cur, mx in self.tracks},
            "conditions": list(self.conditions), "values": dict(self.values),
            "out": self.out}
        d.update(self.figure)
        d["figure_conditions"] = list(self.figure_conditions)
        d["notes"] = [dict(n) for n in self.notes]
        if self.typed:  # only when any: a view saved before this field reads back the same
            d["typed"] = list(self.typed)
        return d


@dataclass(frozen=True, slots=True)
class PublicView:
    ruleset: str
    in_combat: bool
    round: int
    #: whose turn the players are shown (None: nobody visible has acted yet)
    now: PublicCombatant | None
    #: the next visible combatants to act, up to :data:`NEXT_COUNT`
    upcoming: tuple[str, ...]
    combatants: tuple[PublicCombatant, ...]
    world: dict[str, Any]
    #: the turn shown is an extra turn of ``now``'s, not its own (its slot's kind, e.g. a CoC
    #: handgun's "start" or "half" shot; "" for its own turn): without it the players read
    #: "Now: Aiko, Next: Aiko"
    now_slot: str = ""
    #: the slot of each upcoming turn ("" for a combatant's own), as :attr:`now_slot`
    upcoming_slots: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "in_combat": self.in_combat,
                "round": self.round if self.in_combat else None,
                "now": self.now.name if self.now is not None else None,
                "now_slot": self.now_slot or None,
                "now_index": (self.combatants.index(self.now)
                              if self.now is not None else None),
                "next": self.upcoming[0] if self.upcoming else None,
                "upcoming": list(self.upcoming),
                "upcoming_slots": list(self.upcoming_slots),
                "combatants": [c.to_json() for c in self.combatants],
                "world": dict(self.world)}


def _takes_turn(enc: Encounter, rs: Ruleset, position: str) -> bool:
    """The position is played now (its combatant able to act; a handgun slot active)."""
    if not rs.takes_turn(enc.combatants[combatant_of(position)]):
        return False
    return SLOT_SEP not in position or rs.slot_active(enc, position)


def _took_turn(enc: Encounter, position: str, rnd: int) -> bool:
    """The log says the turn at ``position`` began in round ``rnd`` of this fight (one who
    fell since, during a hidden foe's turn, did take it: the players saw that turn). A slot
    (a CoC handgun's extra shot) counts only if that slot was played, not when its bearer
    acted at another place of the round."""
    cid, _, slot = position.partition(SLOT_SEP)
    for entry in reversed(enc.log):
        if (entry.key == "turn" and entry.combatant == cid and entry.round == rnd
                and entry.args.get("slot", "") == slot):
            return True
        if entry.key == "round" and entry.args.get("round") == rnd:
            return False  # the round's start: everything of it comes after
    return False


def turn_seen(enc: Encounter) -> bool:
    """The position that has the turn is one the players see played: a visible combatant's
    that takes its turn or began it (not a hidden one's, and not the place a removal left
    the pointer at, of a visible one who cannot act)."""
    pos, cur = enc.position, enc.current
    if not enc.in_combat or pos is None or cur is None or not cur.visibility.shown:
        return False
    return _takes_turn(enc, ruleset_for(enc), pos) or _took_turn(enc, pos, enc.round)


def _played(enc: Encounter, rs: Ruleset, pos: str, rnd: int) -> bool:
    """A visible combatant's position before the current one was played in round ``rnd``:
    it takes its turn now (the turn passed through it), or the log says it began. A slot
    only by the log: a handgun made ready since, during the hidden turn, makes no past shot."""
    if not enc.combatants[combatant_of(pos)].visibility.shown:
        return False
    if SLOT_SEP not in pos and _takes_turn(enc, rs, pos):
        return True
    return _took_turn(enc, pos, rnd)


def shown_position(enc: Encounter) -> tuple[int, int] | None:
    """(round, index in the order) of the turn the players are shown; None out of combat or
    with nobody visible to act.

    The current position while a visible combatant has it; while a hidden one acts, the last
    visible position played before it in this fight, its round included (the round a
    hidden combatant opens shows when the first visible turn in it comes); before any
    visible turn of the fight, the first visible one to come. So the players see what they
    would if the hidden combatants did not exist: no turn, name, round or count of them."""
    cur = enc.current
    if cur is None or not enc.in_combat:
        return None
    if turn_seen(enc):
        return (enc.round, enc.turn)
    rs = ruleset_for(enc)
    n = len(enc.order)
    i, rnd = enc.turn, enc.round
    for _ in range(n - 1):
        i -= 1
        if i < 0:
            if rnd == 1:
                break
            i, rnd = n - 1, rnd - 1
        if _played(enc, rs, enc.order[i], rnd):
            return (rnd, i)
    i, rnd = enc.turn, enc.round
    for _ in range(n - 1):  # nobody visible has played yet: the first who will
        i += 1
        if i >= n:
            i, rnd = 0, rnd + 1
        pos = enc.order[i]
        if enc.combatants[combatant_of(pos)].visibility.shown and _takes_turn(enc, rs, pos):
            return (rnd, i)
    return None


def shown_turn(enc: Encounter) -> Combatant | None:
    """Whose turn the players see (:func:`shown_position`): never a hidden combatant."""
    at = shown_position(enc)
    return None if at is None else enc.combatants[combatant_of(enc.order[at[1]])]


def upcoming(enc: Encounter, count: int = NEXT_COUNT,
             at: tuple[int, int] | None | bool = True) -> list[Combatant]:
    """The next visible combatants who will act after the turn the players are shown
    (``at``: that turn's :func:`shown_position`, when the caller has it)."""
    return [c for c, _slot in upcoming_turns(enc, count, at)]


def upcoming_turns(enc: Encounter, count: int = NEXT_COUNT,
                   at: tuple[int, int] | None | bool = True) -> list[tuple[Combatant, str]]:
    """The next visible turns after the one shown: (combatant, slot) — the slot's kind for an
    extra turn that will be played (a CoC handgun's round-start or DEX÷2 shot, issue 43:
    Next skipped the other investigators' shots), "" for a combatant's own turn."""
    if at is True:
        at = shown_position(enc)
    if not isinstance(at, tuple):
        return []
    rs = ruleset_for(enc)
    out: list[tuple[Combatant, str]] = []
    n = len(enc.order)
    for k in range(1, n):
        pos = enc.order[(at[1] + k) % n]
        c = enc.combatants[combatant_of(pos)]
        slot = pos.partition(SLOT_SEP)[2]
        if not c.visibility.shown or not rs.takes_turn(c):
            continue
        if slot and not rs.slot_active(enc, pos):  # a shot that will not be fired
            continue
        out.append((c, slot))
        if len(out) >= count:
            break
    return out


def public_conditions(c: Combatant, rs: Ruleset) -> list[tuple[str, int]]:
    """(condition id, size) the players may see under the combatant's HP policy; the size
    is 0 unless HP is exact."""
    policy = c.visibility.hp
    # the ruleset says which of its conditions the numbers or the band word tell
    numbers, band_tells = rs.number_conditions, rs.band_conditions
    public = frozenset(rs.conditions) | numbers
    out: list[tuple[str, int]] = []
    for name, value in rs.statuses(c):
        if name not in public:
            continue
        if policy != "exact" and name in numbers:
            continue
        if policy == "band" and name in band_tells:
            continue
        out.append((name, value if policy == "exact" else 0))
    return out


def typed_conditions(c: Combatant, rs: Ruleset) -> tuple[str, ...]:
    """The conditions of the GM's own that the GM shows the players, as typed, in the order
    given. A name the ruleset knows (its conditions and those the numbers or the band word
    tell) never passes here: those follow :func:`public_conditions` whatever the flag."""
    known = frozenset(rs.conditions) | rs.number_conditions | rs.band_conditions
    return tuple(name for name, cond in c.conditions.items()
                 if cond.public and name not in known)


def project_combatant(c: Combatant, enc: Encounter, rs: Ruleset) -> PublicCombatant:
    policy = c.visibility.hp  # the HP policy is the primary track's
    hp_track = primary_track(rs, c)
    hp = hp_track.current if policy == "exact" else None
    max_hp = hp_track.maximum if policy == "exact" else None
    band = rs.public_band(c) if policy in ("exact", "band") else None
    tracks = tuple((t.id, t.current, t.maximum) for t in rs.tracks(c)
                   if t.id != hp_track.id and track_policy(c, rs, t.id) == "exact")
    conds = public_conditions(c, rs)
    figure_conds = tuple(n for n in c.conditions if n in rs.conditions)
    return PublicCombatant(
        key=c.id, name=display_name(c), side=c.side, hp_policy=policy, hp=hp, max_hp=max_hp,
        primary=hp_track.id,
        band=band, tracks=tracks, conditions=tuple(n for n, _ in conds),
        values=tuple((n, v) for n, v in conds if v), out=c.is_out,
        figure=dict(rs.public_figure(c)), notes=tuple(rs.public_notes(c, enc)),
        figure_conditions=figure_conds, sheet=rs.public_sheet(c), typed=typed_conditions(c, rs))


def _last_visible_round(enc: Encounter) -> int:
    """The round of the last turn a visible combatant began in this fight (the log), else
    the encounter's: with nobody visible able to act, the rounds only hidden combatants
    play would count them."""
    for entry in reversed(enc.log):
        if entry.key == "end_combat":
            break
        c = enc.combatants.get(entry.combatant or "")
        if entry.key == "turn" and c is not None and c.visibility.shown:
            return entry.round
    return enc.round


def project(enc: Encounter, reuse: PublicView | None = None,
            changed: frozenset[str] | None = None) -> PublicView:
    """The encounter as the players may see it (see the module docstring).

    ``reuse``: the projection before a change that touched at most the combatants
    ``changed`` (None: any); the others' entries are taken from it as they are, unless the
    world changed (a werewolf's looks follow the moon). The players' feed projects after
    every change: at 200 combatants, projecting each again would cost the GM's window more
    than its whole update."""
    rs = ruleset_for(enc)
    world = dict(rs.public_world(enc))
    kept: dict[str, PublicCombatant] = {}
    if (reuse is not None and changed is not None and reuse.ruleset == enc.ruleset_id
            and reuse.world == world):
        kept = {p.key: p for p in reuse.combatants if p.key not in changed}
    shown = [kept.get(c.id) or project_combatant(c, enc, rs)
             for c in enc.ordered() if c.visibility.shown]
    at = shown_position(enc)
    position = enc.order[at[1]] if at is not None else ""
    now = next((p for p in shown if p.key == combatant_of(position)), None)
    # the slot of the turn shown (a CoC handgun's extra shot of a visible shooter)
    now_slot = position.partition(SLOT_SEP)[2] if now is not None else ""
    turns = upcoming_turns(enc, at=at)
    return PublicView(
        ruleset=enc.ruleset_id, in_combat=enc.in_combat,
        round=at[0] if at is not None else _last_visible_round(enc), now=now,
        upcoming=tuple(display_name(c) for c, _slot in turns), combatants=tuple(shown),
        world=world, now_slot=now_slot,
        upcoming_slots=tuple(slot for _c, slot in turns))
