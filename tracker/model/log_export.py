"""The combat log as a file the table can keep: an HTML page styled like a chat log, or plain
text, in the GM's version (every entry, the explain trace folded under it) or the players'
version (only what the player view may show).

The players' version is a selection of redacted copies of the entries, made here once:

* no entry the GM keeps from the players (``hidden``: secret rolls);
* only the kinds of entry whose words the players' screen shows anyway (turns, rounds, who
  joins or leaves, the ruleset's conditions under the HP policy, time, rolls typed in the
  open on the roll line) — never attacks, hits, checks, stats, options or explain traces;
* nothing of a combatant the players do not see, nor a line naming one;
* the alias instead of the real name;
* HP as the GM shows it: at the end, each visible combatant as :func:`~.public.project`
  gives it (exact numbers, a band word, or nothing).

Rendering an entry in the UI language is the caller's (``render``); this module picks the
entries and writes the page, escaping every text it is given.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import replace

from .combatant import Combatant
from .encounter import Encounter
from .log import LogEntry, fight_flags, round_tag
from .public import PublicCombatant, display_name, project
from .ruleset import Ruleset, ruleset_for

#: entry kinds whose words the players' screen shows anyway
PUBLIC_KEYS = frozenset({"turn", "round", "added", "removed", "condition_on", "condition_off",
                         "end_combat", "time", "time_min", "bcdice"})
#: the arguments those entries may carry (any other one is GM-only: the entry is left out)
PUBLIC_ARGS = frozenset({"name", "round", "condition", "hours", "day", "hour", "minutes",
                         "clock", "line", "text", "outcome", "slot", "alias"})

#: ``render(entry) -> (line, explain lines)`` in the UI language
Render = Callable[[LogEntry], tuple[str, list[str]]]


def _condition_public(c: Combatant, condition: str, rs: Ruleset) -> bool:
    policy = c.visibility.hp
    if condition not in frozenset(rs.conditions) | rs.number_conditions:
        return False  # a condition the GM typed stays the GM's
    if condition in rs.number_conditions and policy != "exact":
        return False
    return not (condition in rs.band_conditions and policy != "exact")


def player_entries(enc: Encounter) -> list[LogEntry]:
    """Redacted copies of the entries the players may read, oldest first."""
    rs = ruleset_for(enc)
    people = list(enc.combatants.values())
    hidden_names = {c.name.strip() for c in people if not c.visibility.shown and c.name.strip()}
    aliases = {c.name: display_name(c) for c in people
               if c.visibility.shown and display_name(c) != c.name}
    keys = PUBLIC_KEYS | getattr(rs, "public_log_keys", frozenset())
    allowed = PUBLIC_ARGS | getattr(rs, "public_log_args", frozenset())
    out: list[LogEntry] = []
    for e in enc.log:
        if e.hidden or e.key not in keys or set(e.args) - allowed:
            continue
        c = enc.combatants.get(e.combatant) if e.combatant else None
        if e.combatant and (c is None or not c.visibility.shown):
            continue  # gone (its visibility is not known any more) or hidden
        # the entry's own combatant is named by its display name below; any other name of a
        # combatant the players do not see leaves the entry out
        texts = [v for k, v in e.args.items() if isinstance(v, str)
                 and not (k == "name" and c is not None)]
        if any(name in text for name in hidden_names for text in texts):
            continue
        if e.key in ("condition_on", "condition_off") and (
                c is None or not _condition_public(c, str(e.args.get("condition")), rs)):
            continue
        args = dict(e.args)
        if c is not None and "name" in args:
            args["name"] = display_name(c)
        elif "alias" in args:  # one who left under an alias
            args["name"] = args.pop("alias")
        for key in ("line", "text", "target"):  # an open roll names its target too
            if isinstance(args.get(key), str):
                for real, alias in aliases.items():
                    args[key] = args[key].replace(real, alias)
        out.append(replace(e, args=args, explain=()))
    return _rounds_seen(out)


def _rounds_seen(entries: list[LogEntry]) -> list[LogEntry]:
    """Without the rounds in which the players saw no turn: a round only hidden combatants
    acted in (nobody visible able to act), or one a hidden combatant has just opened and no
    visible turn followed yet, would count them (the players' screen shows a round with its
    first visible turn). What happened in such a round stays, under its round tag."""
    out: list[LogEntry] = []
    opened: LogEntry | None = None
    since: list[LogEntry] = []
    for e in entries:
        if e.key == "round":
            out += since  # the round before had no visible turn: only its header goes
            opened, since = e, []
        elif opened is not None and e.key == "turn":
            out += [opened, *since, e]
            opened, since = None, []
        elif opened is not None:
            since.append(e)
        else:
            out.append(e)
    return out + since


def gm_entries(enc: Encounter) -> list[LogEntry]:
    return list(enc.log)


def public_status(enc: Encounter) -> tuple[PublicCombatant, ...]:
    """Each visible combatant as the players' screen shows it now."""
    return project(enc).combatants


# -- writing ------------------------------------------------------------------------------------
def export_text(title: str, entries: Sequence[LogEntry], render: Render,
                status: Sequence[str] = (), explain: bool = True,
                timing: Sequence[str] = (), timing_title: str = "") -> str:
    """Plain text: the title, one line per entry ("R3  …", explain lines indented below),
    then the status lines, then the turn timer's lines (``timing``) under their title."""
    lines = [title, ""]
    for e, fight in zip(entries, fight_flags(entries)[0], strict=True):
        text, trace = render(e)
        lines.append(f"{round_tag(e, fight)}  {text}")
        if explain:
            lines += [f"      {x}" for x in trace]
    if status:
        lines += ["", *status]
    if timing:
        lines += ["", timing_title, *timing]
    return "\n".join(lines) + "\n"


_CSS = """
body { font-family: "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif;
       background: #f4f4f6; color: #222; margin: 0; padding: 1em; }
h1 { font-size: 1.2em; margin: 0 0 .6em; }
.log { max-width: 52em; }
.entry { background: #fff; border-radius: 6px; padding: .35em .7em; margin: .25em 0;
         box-shadow: 0 1px 1px rgba(0,0,0,.08); }
.entry.round { background: #e8eef8; font-weight: bold; }
.entry.roll { border-left: 4px solid #4a7bd0; }
.entry.hidden { opacity: .65; font-style: italic; }
.r { color: #888; font-size: .8em; margin-right: .6em; }
details { margin: .2em 0 0 2.2em; color: #555; font-size: .9em; }
details div { margin: .1em 0; }
.status { margin-top: 1.2em; }
.status div { background: #fff; border-radius: 6px; padding: .3em .7em; margin: .2em 0; }
"""


def export_html(title: str, entries: Sequence[LogEntry], render: Render,
                status: Sequence[str] = (), explain: bool = True,
                hidden_marker: str = "", status_title: str = "",
                timing: Sequence[str] = (), timing_title: str = "") -> str:
    """An HTML page like a chat log: one block per entry, its explain trace folded under it.
    Every text is escaped: names and notes are the GM's words, never markup."""
    esc = html.escape
    parts = ["<!DOCTYPE html>", '<html><head><meta charset="utf-8">',
             f"<title>{esc(title)}</title><style>{_CSS}</style></head><body>",
             f"<h1>{esc(title)}</h1>", '<div class="log">']
    for e, fight in zip(entries, fight_flags(entries)[0], strict=True):
        text, trace = render(e)
        kind = "round" if e.key == "round" else "roll" if e.key == "bcdice" else ""
        if e.hidden:
            kind += " hidden"
            text = hidden_marker + text
        parts.append(f'<div class="entry {kind.strip()}"><span class="r">{round_tag(e, fight)}</span>'
                     f"{esc(text)}")
        if explain and trace:
            parts.append("<details><summary>…</summary>"
                         + "".join(f"<div>{esc(x)}</div>" for x in trace) + "</details>")
        parts.append("</div>")
    parts.append("</div>")
    if status:
        parts.append(f'<div class="status"><h2>{esc(status_title)}</h2>'
                     + "".join(f"<div>{esc(x)}</div>" for x in status) + "</div>")
    if timing:  # the turn timer's averages (issue 43)
        parts.append(f'<div class="status timing"><h2>{esc(timing_title)}</h2>'
                     + "".join(f"<div>{esc(x)}</div>" for x in timing) + "</div>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
