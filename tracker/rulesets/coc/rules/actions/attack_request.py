"""What the keeper asks of an attack (:class:`AttackRequest`, with the defender's answer,
:class:`Defense`) and what it comes to (:class:`AttackOutcome`): the plain data between the
attack dialog, the headless session and the attack's plan."""

from __future__ import annotations

from dataclasses import dataclass, field

from tracker.model.explain import ExplainLine

from ..attack import AttackResult
from ..defense import CoverResult, DodgeResult, ParryResult
from ..injury import DamageResult, KnockoutResult
from ..martial import FeintResult, TechniqueResult
from ..weapons import Weapon

DEFENSES = ("none", "dodge", "parry", "cover")


@dataclass(frozen=True, slots=True)
class Defense:
    """The defender's answer. ``kind``: none, dodge, parry, cover. ``with_`` (parry): a
    weapon key of the defender, or a martial-arts kind (ma, budo_strike, budo_grapple).
    ``by`` (cover): the investigator who steps in."""

    kind: str = "none"
    roll: int | None = None
    with_: str = ""
    by: str = ""
    #: dodge: an investigator who covers if the dodge simply fails (R15), and its DEX×5 roll
    cover_by: str = ""
    cover_roll: int | None = None


@dataclass(frozen=True, slots=True)
class AttackRequest:
    attacker: str
    target: str
    weapon: str
    #: a martial-arts kind combined with the attack (C11), with both hands and feet free
    combine: str | None = None
    hands_free: bool = True
    #: knockout declared before the roll (C7)
    knockout: bool = False
    #: a surprise attack the keeper's secret roll let through (C13)
    surprise: bool = False
    roll: int | None = None
    defense: Defense = Defense()
    w_faces: tuple[int, ...] | None = None
    db_faces: tuple[int, ...] | None = None
    armor_faces: tuple[int, ...] | None = None
    knockout_roll: int | None = None
    #: a 武道 technique (C11): salto, tackle, rush, feint
    technique: str | None = None
    #: its rolls: Salto the target's CON×5; Tackle its DEX×5 then CON×5; Feint the
    #: target's roll to see through it
    tech_roll: int | None = None
    tech_roll2: int | None = None
    #: Tackle: a hard wall within 3 m (None: unclear, a special roll decides); Salto: the
    #: falling damage when thrown from a height (an expression)
    wall: bool | None = False
    height: str = ""
    #: the target is a two-legged humanoid (Salto on a creature of SIZ 18 or less)
    humanoid: bool = False
    #: the counterattack a critical dodge of the attacker's granted against the target (R18)
    counter: bool = False


@dataclass(slots=True)
class AttackOutcome:
    attack: AttackResult
    value: int
    weapon: Weapon
    dodge: DodgeResult | None = None
    parry: ParryResult | None = None
    cover: CoverResult | None = None
    knockout: KnockoutResult | None = None
    #: combatant id -> damage after armor, for everyone the attack hurts
    damage: dict[str, int] = field(default_factory=dict)
    #: combatant id -> what that damage does (HP, states, clock, shock)
    results: dict[str, DamageResult] = field(default_factory=dict)
    #: (weapon index of the parrying item, durability before, after)
    durability: tuple[int, int, int] | None = None
    attack_lines: tuple[ExplainLine, ...] = ()
    defense_lines: tuple[ExplainLine, ...] = ()
    #: the cover's own lines when it came after a failed dodge (also in defense_lines)
    cover_lines: tuple[ExplainLine, ...] = ()
    damage_lines: dict[str, tuple[ExplainLine, ...]] = field(default_factory=dict)
    #: combatant id -> the wound's source when it is not "normal" (a fumbled dodge, R11)
    sources: dict[str, str] = field(default_factory=dict)
    technique: TechniqueResult | None = None
    feint: FeintResult | None = None
    #: the grapple holds the target (it hit and was neither dodged nor parried)
    holds: bool = False
