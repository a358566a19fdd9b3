"""A ruleset's display vocabulary, as data it ships: one JSON file per language, named by its
manifest (``Manifest.words``, ``package:words_{lang}.json``). The GM window, the player window,
the players' page, the session and the log export read it here, so a ruleset from another pip
package is shown in its own words everywhere without the tracker knowing them.

A words file (every member optional)::

    {"label": "Shaken & wounds",                  # its name where rulesets are listed
     "primary": "wounds",                       # the track the HP policy and the big number are
     "tracks": {"wounds": "Wounds"},            # track id -> name
     "conditions": {"shaken": {"label": "Shaken", "badge": ["#e08000", "S"]}},
     "checks": {"soak": "Soak roll"},           # check kind -> name
     "against": {"VIG": "Vigor"},               # what a check is rolled against (CheckSpec)
     "log": {"wb.hit": "{name} takes {boxes} wound(s)."},   # log key -> template
     "page": {...},                             # more words for its figure on the players' page
     "problems": {"bad_box": "must be 1 to {hi}"},  # a file's problem its checks find, by code
     "ui": {"damage": "Damage",                 # its kit's own words (its dialogs), and
            "roll_examples": "2d6+1, S1d6"},     # the dice the roll line offers as examples
     "plot": {"series": ["wounds", "grit"],     # the tracks the plot draws,
              "renames": {"heal": {"before": "wounds_before", "after": "wounds_after"}},
              "losses": {"bleed": {"track": "wounds", "arg": "n"}}}}

The plot reads a track's changes from log entries with ``<track>_before``/``<track>_after``
arguments; ``renames`` names the entries that say it with other arguments, ``losses`` the
explain lines that take an amount off a track (its ``arg``) when the entry does not say the
track's new value.

Another language's file needs only what it translates: the English file fills the rest. A
file that is missing or not valid is read as empty (its problem is kept in :data:`PROBLEMS`),
so a ruleset's words can never stop the tracker."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import plugins

#: the language every words file falls back to
BASE = "en"

#: ruleset id -> what was wrong with one of its words files (shown by the views that list
#: rulesets, beside plugins.BROKEN)
PROBLEMS: dict[str, str] = {}


@dataclass(frozen=True)
class Words:
    label: str = ""
    primary: str = ""
    tracks: dict[str, str] = field(default_factory=dict)
    conditions: dict[str, str] = field(default_factory=dict)
    #: condition id -> (colour, one letter): its badge beside the roster's condition text
    badges: dict[str, tuple[str, str]] = field(default_factory=dict)
    checks: dict[str, str] = field(default_factory=dict)
    against: dict[str, str] = field(default_factory=dict)
    log: dict[str, str] = field(default_factory=dict)
    page: dict[str, Any] = field(default_factory=dict)
    ui: dict[str, str] = field(default_factory=dict)
    #: a problem code its own checks give (a file's, a sheet's) -> its words, with the
    #: problem's values by name ({got}, {limit} …): tracker.ui.file_errors
    problems: dict[str, str] = field(default_factory=dict)
    plot: tuple[str, ...] = ()
    #: log key -> {its argument -> the argument the plot reads (``hp_after`` …)}
    plot_renames: dict[str, dict[str, str]] = field(default_factory=dict)
    #: explain key -> (track, the argument holding how much it took off)
    plot_losses: dict[str, tuple[str, str]] = field(default_factory=dict)


EMPTY = Words()
_CACHE: dict[tuple[str, str], Words] = {}


def _strings(d: Any) -> dict[str, str]:
    if not isinstance(d, dict):
        return {}
    return {str(k): v for k, v in d.items() if isinstance(v, str)}


def _badge(v: Any) -> tuple[str, str] | None:
    b = v.get("badge") if isinstance(v, dict) else None
    if isinstance(b, list) and len(b) == 2 and all(isinstance(x, str) for x in b):
        return b[0], b[1]
    return None


def _losses(d: Any) -> dict[str, tuple[str, str]]:
    if not isinstance(d, dict):
        return {}
    return {k: (v["track"], v["arg"]) for k, v in d.items() if isinstance(v, dict)
            and isinstance(v.get("track"), str) and isinstance(v.get("arg"), str)}


def _parse(d: dict[str, Any]) -> Words:
    conds = d.get("conditions") if isinstance(d.get("conditions"), dict) else {}
    plot_d = d["plot"] if isinstance(d.get("plot"), dict) else {}
    plot = plot_d.get("series", ())
    renames = plot_d.get("renames") if isinstance(plot_d.get("renames"), dict) else {}
    return Words(
        label=d["label"] if isinstance(d.get("label"), str) else "",
        primary=d["primary"] if isinstance(d.get("primary"), str) else "",
        tracks=_strings(d.get("tracks")),
        conditions={k: v["label"] for k, v in conds.items()
                    if isinstance(v, dict) and isinstance(v.get("label"), str)},
        badges={k: b for k, v in conds.items() if (b := _badge(v)) is not None},
        checks=_strings(d.get("checks")),
        against=_strings(d.get("against")),
        log=_strings(d.get("log")),
        page=d["page"] if isinstance(d.get("page"), dict) else {},
        ui=_strings(d.get("ui")),
        problems=_strings(d.get("problems")),
        plot=tuple(t for t in plot if isinstance(t, str)) if isinstance(plot, list) else (),
        plot_renames={k: _strings(v) for k, v in renames.items() if isinstance(v, dict)},
        plot_losses=_losses(plot_d.get("losses")))


def _read(rid: str, lang: str) -> dict[str, Any]:
    man = plugins.manifest(rid)
    if man is None or not man.words:
        return {}
    ref = man.words.replace("{lang}", lang)
    text = plugins.read_resource(ref)
    if text is None:
        if lang == BASE:
            PROBLEMS[rid] = f"its words file {ref} is missing"
        return {}
    try:
        data = json.loads(text)
    except ValueError as exc:
        PROBLEMS[rid] = f"its words file {ref} is not valid JSON ({exc})"
        return {}
    if not isinstance(data, dict):
        PROBLEMS[rid] = f"its words file {ref} is not a JSON object"
        return {}
    return data


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def words(rid: str, lang: str = BASE) -> Words:
    """The words of ruleset ``rid`` in ``lang``, the English file filling what it lacks."""
    key = (rid, lang)
    found = _CACHE.get(key)
    if found is None:
        data = _read(rid, BASE)
        if lang != BASE:
            data = _merge(data, _read(rid, lang))
        found = _CACHE[key] = _parse(data) if data else EMPTY
    return found


def raw(rid: str, lang: str = BASE) -> dict[str, Any]:
    """The words file of ``rid`` in ``lang`` over the English one, as data (the page's)."""
    data = _read(rid, BASE)
    return _merge(data, _read(rid, lang)) if lang != BASE else data


def forget() -> None:
    """Read the files again (after a plugin is installed or offered in the same process)."""
    _CACHE.clear()
    PROBLEMS.clear()
