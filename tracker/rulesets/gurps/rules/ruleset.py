"""GURPS behind the ruleset seam, assembled from the modules that each hold one part of the
rules: :mod:`.views` (bars, statuses), :mod:`.turns` (the order, the fight's turns),
:mod:`.shock` (G10), :mod:`.wounds` (hits, HP thresholds), :mod:`.check_rolls` (the HT
rolls), :mod:`.recovery` (G7), :mod:`.campaign_time` (rest, natural recovery, Advance time)
and :mod:`.sheet_edits`. Their functions change an :class:`Encounter` in place; the core
wraps them in ``Encounter.perform`` so each is one undoable action."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tracker.model.combatant import Combatant
from tracker.model.options import Option
from tracker.model.ruleset import BaseRuleset, LazyModules

from . import (
    campaign_time,
    check_rolls,
    recovery,
    shock,
    texts,
    turns,
    views,
    wounds,
)
from .checks import CHECK_KINDS
from .modifiers import held, ht_target, roll_modifier
from .modules import CAMPAIGN as CAMPAIGN_MODULES
from .modules import MODULES
from .recovery import TIMER_KINDS, RecoveryTimer, medical_modifier
from .wounds import hit_target

# the sheet, the resolver and their body plans load with the first sheet or hit (an empty
# encounter's window needs none of them: a faster first frame, issue #18)
if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

    from .sheet import GurpsSheet

__all__ = ["GURPS", "RULESET", "GurpsRuleset", "held", "hit_target", "ht_target",
           "medical_modifier", "roll_modifier"]


class GurpsRuleset(BaseRuleset):
    id = "gurps"
    #: its part of a headless session (ops and state keys of its own), loaded when used
    session_provider = "tracker.rulesets.gurps.rules.session"
    #: GCS files become library entries (the library names no ruleset: it asks this)
    character_files = {".gcs": "tracker.rulesets.gurps.rules.gcs:read_characters"}
    version = 1
    label = "GURPS 4th edition"
    options = (
        Option("blunt_trauma", "bool", False, "Blunt trauma through flexible armor",
               rules=("G5",)),
    )
    #: optional rule modules (the vampire-hunter campaign options), by id, in hook order;
    #: each is loaded when an encounter first asks for it
    modules: LazyModules = MODULES
    #: encounters a GM may start from: id -> (English label, {module id: options}); a plain
    #: encounter enables no module
    presets: dict[str, tuple[str, dict[str, dict[str, Any]]]] = {
        "vampire_hunter": ("Vampire hunters: every optional rule of the campaign (seed 003)",
                           {mid: {} for mid in CAMPAIGN_MODULES}),
    }
    conditions = ("shock", "stunned", "prone", "unconscious", "coma", "dead", "destroyed")
    track_ids = ("hp", "fp")
    number_conditions = frozenset({"reeling", "collapsing", "tired"})  # from HP and FP
    check_kinds = CHECK_KINDS
    timer_kinds = TIMER_KINDS
    #: a turn is one second (B362): Advance time counts countdowns down by its seconds
    seconds_per_round = 1
    #: what the vampire-hunter modules may take of a track (``held(enc, c, track)``: hunger,
    #: an infection) and add to every roll (``roll_modifier(enc, c)``: a fever)
    module_hook_names = frozenset({"held", "roll_modifier"})
    log_templates = texts.LOG_TEMPLATES
    explain_templates = texts.EXPLAIN_TEMPLATES

    # -- sheets: the sheet module loads with the first sheet ----------------------------------
    @staticmethod
    def new_sheet(**kw: Any) -> GurpsSheet:
        from .sheet import GurpsSheet

        return GurpsSheet(**kw)

    @staticmethod
    def sheet_from_dict(d: Mapping[str, Any]) -> GurpsSheet:
        from .sheet import GurpsSheet

        return GurpsSheet.from_dict(d)

    @staticmethod
    def validate_sheet(v: Checker, d: Any, path: str) -> None:
        from .validate import validate_sheet

        validate_sheet(v, d, path)

    @staticmethod
    def edit_sheet(sheet: GurpsSheet, changes: Mapping[str, Any]) -> GurpsSheet:
        from .sheet_edits import edit_sheet

        return edit_sheet(sheet, changes)

    @staticmethod
    def fresh_sheet(sheet: GurpsSheet) -> GurpsSheet:
        from .sheet_edits import fresh_sheet

        return fresh_sheet(sheet)

    sheet_edited = staticmethod(wounds.sheet_edited)

    # -- what the views show ----------------------------------------------------------------
    tracks = staticmethod(views.tracks)
    statuses = staticmethod(views.statuses)
    stunned = staticmethod(views.stunned)
    public_sheet = staticmethod(views.public_sheet)

    # the players' screens (tracker.model.public): loaded on first use
    @staticmethod
    def public_figure(c: Combatant) -> dict[str, Any]:
        from . import public

        return public.figure(c)

    @staticmethod
    def public_notes(c: Combatant, enc: Encounter) -> list[dict[str, Any]]:
        from . import public

        return public.notes(c, enc)

    @staticmethod
    def public_world(enc: Encounter) -> dict[str, Any]:
        from . import public

        return public.world(enc)

    # -- turn order and the fight's turns ---------------------------------------------------
    order_key = staticmethod(turns.order_key)
    sort_order = staticmethod(turns.sort_order)
    place = staticmethod(turns.place)
    takes_turn = staticmethod(turns.takes_turn)
    start_combat = staticmethod(turns.start_combat)
    start_turn = staticmethod(turns.start_turn)
    end_turn = staticmethod(shock.turn_ended)
    turn_skipped = staticmethod(shock.turn_passed)
    end_combat = staticmethod(turns.end_combat)
    # start_round, condition_expired, combatant_removed: BaseRuleset's, which do nothing (no
    # GURPS rule acts on everyone at a round's start or when a countdown ends, and the core
    # drops a removed combatant's checks and timers)

    # -- hits, wounds and the rolls they owe ------------------------------------------------
    hit_options = staticmethod(wounds.hit_options)
    preview = staticmethod(wounds.preview)
    apply_hit = staticmethod(wounds.apply_hit)
    conditions_changed = staticmethod(wounds.conditions_changed)
    # HP lost, edited or healed and a wound changed are the GURPS modules' own business
    # (:mod:`.wounds`, :mod:`.conditions`): the core asks nothing of them
    check_spec = staticmethod(check_rolls.check_spec)
    resolve_check = staticmethod(check_rolls.resolve_check)

    # -- campaign time ----------------------------------------------------------------------
    fine_time = staticmethod(campaign_time.fine_time)
    advance_time = staticmethod(campaign_time.advance_time)
    time_away = staticmethod(recovery.time_away)

    # -- timers, state, demo ----------------------------------------------------------------
    @staticmethod
    def timer_from_dict(d: Mapping[str, Any]) -> RecoveryTimer:
        return RecoveryTimer.from_dict(dict(d))

    @staticmethod
    def validate_timer(v: Checker, d: dict[str, Any], path: str) -> None:
        from .validate import validate_timer

        validate_timer(v, d, path)

    # validate_state: BaseRuleset's (GURPS keeps no encounter-wide state of its own)

    @staticmethod
    def demo_encounter(lang: str = "en") -> Encounter:
        from .demo import demo_encounter

        return demo_encounter(lang=lang)


GURPS = GurpsRuleset()
RULESET = GURPS
