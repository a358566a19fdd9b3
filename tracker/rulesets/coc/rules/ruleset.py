"""Call of Cthulhu 6th edition (house rules of seed 004) behind the ruleset seam, assembled
from the modules that each hold one part of the rules: :mod:`.sheet_edits` (sheets made,
checked, edited), :mod:`.views` (bars, statuses, what the players may know), :mod:`.order`
(the DEX turn order with handgun slots: C0, C12, R3, R8), :mod:`.fight` (the round's
bookkeeping, waking and SAN loss at round start, death clocks: C8, C10, R5–R7),
:mod:`.check_rolls` (the keeper's pending checks), :mod:`.campaign_time` and, for hits,
:mod:`.actions.damage`. Their hooks change an :class:`Encounter` in place inside
``Encounter.perform``; the attack and the other actions are in :mod:`.actions`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tracker.model.errors import RulesError
from tracker.model.options import Option
from tracker.model.ruleset import BaseRuleset, RuleModule

from . import campaign_time, check_rolls, fight, order, sheet_edits, state, texts, views
from .actions.damage import Damage, land_damage, preview_damage
from .harm import CHECK_KINDS, CONDITIONS

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

__all__ = ["COC", "RULESET", "CocRuleset"]


class CocRuleset(BaseRuleset):
    id = "coc"
    #: its part of a headless session (ops and state keys of its own), loaded when used
    session_provider = "tracker.rulesets.coc.rules.session"
    #: CCFolia pieces become library entries (the library names no ruleset: it asks this)
    character_files = {".json": "tracker.rulesets.coc.rules.ccfolia:read_characters",
                       ".txt": "tracker.rulesets.coc.rules.ccfolia:read_characters"}
    version = 1
    label = "Call of Cthulhu 6th edition"
    options = (
        Option("critical", "choice", 5, "Criticals and fumbles", rules=("C0",),
               choices=(5, 1), choice_labels=("01–05 critical, 96–00 fumble",
                                              "01 critical, 00 fumble only")),
        Option("shock", "bool", True, "Shock: CON×5 after a wound of half the HP or more",
               rules=("C0",)),
        Option("npc_clock", "bool", False, "NPCs and monsters at HP 0 get a death clock",
               rules=("R7",), help="Off: they die at once"),
        Option("seconds_per_round", "int", 10, "Seconds a round lasts", rules=("R31",),
               minimum=1, maximum=3600,
               help="Advance time counts conditions set for N rounds down at this rate"),
    )
    modules: dict[str, RuleModule] = {}
    conditions = CONDITIONS
    track_ids = ("hp", "mp", "san")
    band_conditions = frozenset({"dead", "unconscious", "dying", "knocked_out"})
    #: the tracks the plot draws over the rounds
    #: SAN does not start at its maximum (99 − Cthulhu Mythos): the plot starts it as it was
    plot_from_current = ("san",)
    #: what the player view shows of each track unless the keeper says otherwise
    track_visibility = {"mp": "hidden", "san": "hidden"}
    #: the open rolls of the table for the players' log (as CCFolia's log has them): attacks,
    #: defenses and checks with their d100, never a number of a hidden track (HP, SAN)
    public_log_keys = frozenset({"coc.attack", "coc.counter", "coc.defense",
                                 "coc.defense_refused", "coc.check_roll"})
    public_log_args = frozenset({"target", "weapon", "roll", "value", "defense", "check"})
    check_kinds = CHECK_KINDS
    timer_kinds: tuple[str, ...] = ()
    #: the CoC combat rules keep no game calendar: views do not show one
    keeps_calendar = False
    #: BCDice's Cthulhu system: CCB, RES, CBR … and the common commands
    roller = "tracker.rulesets.coc.rules.bcdice"
    log_templates = texts.LOG_TEMPLATES
    explain_templates = texts.TEMPLATES

    # -- sheets -----------------------------------------------------------------------------
    new_sheet = staticmethod(sheet_edits.new_sheet)
    sheet_from_dict = staticmethod(sheet_edits.sheet_from_dict)
    validate_sheet = staticmethod(sheet_edits.validate_sheet)
    edit_sheet = staticmethod(sheet_edits.edit_sheet)
    fresh_sheet = staticmethod(sheet_edits.fresh_sheet)
    sheet_edited = staticmethod(sheet_edits.sheet_edited)

    # -- what the views show ----------------------------------------------------------------
    tracks = staticmethod(views.tracks)
    statuses = staticmethod(views.statuses)
    public_sheet = staticmethod(views.public_sheet)
    public_figure = staticmethod(views.public_figure)

    # -- turn order -------------------------------------------------------------------------
    order_key = staticmethod(order.order_key)
    sort_order = staticmethod(order.sort_order)
    place = staticmethod(order.place)
    takes_turn = staticmethod(order.takes_turn)
    slot_active = staticmethod(order.slot_active)

    # -- hooks as the fight goes on -----------------------------------------------------------
    start_combat = staticmethod(fight.start_combat)
    start_round = staticmethod(fight.start_round)
    start_turn = staticmethod(fight.start_turn)
    end_turn = staticmethod(fight.end_turn)
    conditions_changed = staticmethod(fight.conditions_changed)
    combatant_removed = staticmethod(fight.combatant_removed)
    end_combat = staticmethod(fight.end_combat)
    # turn_skipped, condition_expired: BaseRuleset's, which do nothing (a countdown the keeper
    # set ends and the rules add nothing)

    # -- campaign time ----------------------------------------------------------------------
    advance_time = staticmethod(campaign_time.advance_time)
    time_away = staticmethod(campaign_time.time_away)

    # -- hits and checks --------------------------------------------------------------------
    #: damage the keeper enters directly (a fall, fire, additional damage: an
    #: :class:`.actions.damage.Damage`) or an attack's (:class:`.actions.damage.AttackDamage`)
    preview = staticmethod(preview_damage)
    apply_hit = staticmethod(land_damage)
    #: the quick damage entry lands as the keeper's entered damage (the Damage dialog)
    plain_damage = staticmethod(Damage)
    check_spec = staticmethod(check_rolls.check_spec)
    resolve_check = staticmethod(check_rolls.resolve_check)

    # -- timers, state, demo ----------------------------------------------------------------
    @staticmethod
    def timer_from_dict(d: Mapping[str, Any]) -> Any:
        raise RulesError("bad_value", "Call of Cthulhu encounters keep no recovery timers")

    @staticmethod
    def validate_timer(v: Checker, d: dict[str, Any], path: str) -> None:
        v.bad(path, "Call of Cthulhu encounters keep no recovery timers", "no_data_here")

    validate_state = staticmethod(state.validate_state)

    @staticmethod
    def demo_encounter(lang: str = "en") -> Encounter:
        from .demo import demo_encounter

        return demo_encounter(lang=lang)


COC = CocRuleset()
RULESET = COC
