"""What the players are shown: a function of the *visible history* of the encounter.

:func:`~tracker.model.public.project` restricts one state to what players may see. That is
not enough: players also see *when* things change. Two tables playing the same visible
fight, one of them with hidden combatants, must hand the players the same sequence of views
— so a hidden turn, a GM action on a hidden combatant and a round in which only hidden
combatants act change nothing the players receive. :class:`PublicFeed` turns the sequence of
projections into that sequence:

* while a visible combatant has the turn (or out of combat) the players see the projection;
* a step onto, or between, hidden turns (next or previous turn, undo or redo of one) shows
  nothing: what the rules do as the turn passes (GURPS: a visible one's shock running out at
  the end of its turn, G10; CoC: last round's places closing; the round counter ticking
  while nobody visible can act) shows with the next visible turn, as it would at a table
  without the hidden combatants;
* any other change during a hidden turn (a hit, a condition, an undo) shows only the parts
  of the view *it* changed — each visible combatant, the header (round, now, next), the
  world — and keeps every part it did not change as it was shown: a hit on the hidden foe
  changes no part, so nothing is sent.

One feed follows one encounter (:func:`feed_for`), as the encounter's first observer, so
every players' screen — the players' window, the page on their devices, a seat's private
stream built on it — reads the same view, and a file saved during a hidden turn carries what
the players were shown (``public`` in the file, written only while it differs from the
projection), which ``python -m tracker serve FILE`` publishes. Qt-free.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .encounter import Change, Encounter
from .public import PublicCombatant, PublicView, project, turn_seen


def _place(enc: Encounter) -> tuple[bool, int, str | None]:
    """Where the fight stands: in combat, the round, the position that has the turn."""
    return (enc.in_combat, enc.round, enc.position if enc.in_combat else None)


def _hidden_turn(enc: Encounter) -> bool:
    """A turn the players do not see played: a hidden combatant's (or a visible one's
    place that nobody plays, where removing a hidden one left the pointer)."""
    return enc.in_combat and enc.current is not None and not turn_seen(enc)


def _header(view: PublicView) -> tuple:
    """The parts of the view that say where the fight stands (not who is in it)."""
    return (view.in_combat, view.round, view.now.key if view.now else None, view.now_slot,
            view.upcoming, view.upcoming_slots)


def merge(shown: PublicView, before: PublicView, after: PublicView) -> PublicView:
    """``shown`` with the parts that one change turned from ``before`` into ``after``: a
    combatant, the list of who is in view, the header, the world; every other part stays as
    it was shown."""
    old = {p.key: p for p in before.combatants}
    kept = {p.key: p for p in shown.combatants}

    def pick(p: PublicCombatant) -> PublicCombatant:
        return kept[p.key] if p.key in kept and old.get(p.key) == p else p

    keys = ([p.key for p in after.combatants]
            if [p.key for p in after.combatants] != [p.key for p in before.combatants]
            else [p.key for p in shown.combatants])
    fresh = {p.key: pick(p) for p in after.combatants}
    combatants = tuple(fresh[k] for k in keys if k in fresh)
    head = after if _header(after) != _header(before) else shown
    now_key = head.now.key if head.now is not None else None
    now = next((p for p in combatants if p.key == now_key), None)
    return replace(shown, in_combat=head.in_combat, round=head.round, now=now,
                   now_slot=head.now_slot if now is not None else "", upcoming=head.upcoming,
                   upcoming_slots=head.upcoming_slots, combatants=combatants,
                   world=after.world if after.world != before.world else shown.world)


class PublicFeed:
    """The view the players are shown, one change at a time."""

    def __init__(self) -> None:
        #: the view shown now (None before the first update)
        self._view: PublicView | None = None
        #: the projection after the last change (what a change is measured against)
        self._latest: PublicView | None = None
        self._place: tuple[bool, int, str | None] | None = None
        #: an empty encounter whose first projection waits until the view is read (see
        #: :func:`feed_for`)
        self._due: Encounter | None = None

    @property
    def view(self) -> PublicView | None:
        if self._due is not None:
            self.update(self._due)
        return self._view

    @view.setter
    def view(self, view: PublicView | None) -> None:
        self._view = view

    def reset(self) -> None:
        """Another encounter (File → Open, New): shown from scratch at the next update."""
        self._view = None
        self._latest = None
        self._place = None
        self._due = None

    def update(self, enc: Encounter, changed: frozenset[str] | None = None) -> PublicView | None:
        """The view to show after a change of ``enc`` that touched at most the combatants
        ``changed`` (None: any); None when players see nothing new."""
        self._due = None
        place, before = _place(enc), self._place
        latest = project(enc, self._latest, changed)
        prev = self._latest
        self._place, self._latest = place, latest
        shown = self._view
        if shown is None or prev is None or before is None or not _hidden_turn(enc) \
                or not (before[0] and place[0]):
            new = latest  # a visible turn, out of combat, a fight starting: as it stands
        elif place != before:
            new = shown  # a step onto or between hidden turns: nothing new
        else:
            new = merge(shown, prev, latest)
        if new == shown:
            return None
        self._view = new
        return new

    def held(self) -> dict[str, Any] | None:
        """What the players were shown, as the page's JSON, while it differs from the
        projection of the encounter as it stands (during a hidden turn); else None."""
        if self._view is None or self._view == self._latest:
            return None
        return self._view.to_json()


#: the keys of a combatant's page JSON that are not its figure's (PublicCombatant.to_json)
_OWN_KEYS = ("name", "side", "hp", "max_hp", "band", "level", "tracks", "conditions",
             "values", "out", "figure_conditions", "notes", "typed")


def _combatant_from(d: dict[str, Any], like: PublicCombatant) -> PublicCombatant:
    """A combatant as a saved view showed it; its key and redacted sheet from ``like``."""
    policy = "exact" if d["hp"] is not None else "band" if d["band"] is not None else "hidden"
    return PublicCombatant(
        key=like.key, name=d["name"], side=d["side"], hp_policy=policy, hp=d["hp"],
        max_hp=d["max_hp"], band=d["band"],
        tracks=tuple((t, v[0], v[1]) for t, v in d["tracks"].items()),
        conditions=tuple(d["conditions"]), values=tuple(d["values"].items()), out=d["out"],
        figure={k: v for k, v in d.items() if k not in _OWN_KEYS},
        notes=tuple(d["notes"]), figure_conditions=tuple(d["figure_conditions"]),
        sheet=like.sheet, typed=tuple(d.get("typed", ())))


def saved_view(saved: dict[str, Any], latest: PublicView) -> PublicView | None:
    """The view a file saved during a hidden turn says the players were shown (its
    ``public``), its combatants matched in order to those of ``latest`` by name; None when it
    cannot be read back exactly (then the players are shown ``latest``)."""
    try:
        pool = list(latest.combatants)
        out = []
        for d in saved["combatants"]:
            like = next(p for p in pool if p.name == d["name"])
            pool.remove(like)
            out.append(_combatant_from(d, like))
        combatants = tuple(out)
        i = saved["now_index"]
        view = PublicView(
            ruleset=saved["ruleset"], in_combat=saved["in_combat"],
            round=saved["round"] if saved["round"] is not None else latest.round,
            now=combatants[i] if i is not None else None,
            upcoming=tuple(saved["upcoming"]),
            upcoming_slots=tuple(saved.get("upcoming_slots", ())), combatants=combatants,
            world=dict(saved["world"]), now_slot=saved["now_slot"] or "")
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, StopIteration):
        return None
    return view if view.to_json() == saved else None


def feed_for(enc: Encounter) -> PublicFeed:
    """The one feed of ``enc``, following every change of it from now on (made and
    subscribed, as the encounter's first observer, when first asked for: every other
    observer then reads a view that is up to date)."""
    feed = enc.public_feed
    if feed is None:
        feed = PublicFeed()
        if not enc.combatants and not enc.in_combat and enc.published is None:
            # nothing to show yet (the GM window's encounter before the demo or a file comes):
            # projected when first read or changed, so that the window's first frame loads
            # none of its ruleset's rules; no hidden turn can come before either, so the
            # first change shows the projection as it stands, as it would have anyway
            feed._due = enc
        else:
            feed.update(enc)
        if enc.published is not None and feed.view is not None:
            # opened from a save made during a hidden turn: the players go on seeing what
            # they were shown then, as `serve FILE` shows it
            feed.view = saved_view(enc.published, feed.view) or feed.view
        enc.public_feed = feed
        enc.subscribe(lambda _change, f=feed, e=enc: _follow(f, e, _change), first=True)
    return feed


def _follow(feed: PublicFeed, enc: Encounter, change: Change) -> None:
    feed.update(enc, change.ids)
