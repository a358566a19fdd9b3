"""The page: one HTML document with its style, its script and its data inside (no CDN, no
other request but the state and the event stream), built from ``resources/web/``."""

from __future__ import annotations

import json
from functools import cache

from ..resources import folder as data_folder


def _read(name: str) -> str:
    return data_folder("web", name).read_text("utf-8")


def _script_json(data: object) -> str:
    """JSON safe inside a <script> element ("</script>" and "<!--" cannot occur)."""
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            .replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def figure_scripts() -> list[str]:
    """The registry, then the script each installed ruleset draws its figures with (its
    manifest's ``web_figure``); one that is missing or could close its element is left out."""
    from ..model.plugins import manifests, read_resource

    out = [_read("registry.js")]
    for man in manifests().values():
        text = read_resource(man.web_figure) if man.web_figure else None
        if text is not None and "</script" not in text.lower() and "<!--" not in text:
            out.append(text)
    return out


@cache
def _parts() -> tuple[str, str, str, dict, str]:
    labels = json.loads(_read("labels.json"))
    html = _read("page.html").replace("{{figure_scripts}}", "\n".join(
        f'<script nonce="{{{{nonce}}}}">{js}</script>' for js in figure_scripts()))
    # a seat's part (contracts/seats.md): its script does nothing without ?s= in the link
    return html, _read("page.css") + _read("seat.css"), \
        _read("page.js") + "\n" + _read("seat.js"), labels, \
        _script_json(json.loads(_read("figures.json")))


def ruleset_words(lang: str, labels: dict) -> dict:
    """``labels`` (``labels.json`` in ``lang``: the page's generic words) with every found
    ruleset's words file over it, bundled and plugins alike: its tracks, which one is
    primary, its conditions, its check names and its page words (:mod:`tracker.model.words`)."""
    from ..model.plugins import manifests

    seat = labels.get("seat", {})
    out = {**labels, "rulesets": dict(labels.get("rulesets", {})),
           "conditions": dict(labels.get("conditions", {})),
           "seat": {**seat, "check_names": dict(seat.get("check_names", {}))}}
    for rid in manifests():
        _add_ruleset(out, rid, lang)
    return out


def _add_ruleset(out: dict, rid: str, lang: str) -> None:
    from ..model.ruleset import RulesError, get_ruleset
    from ..model.words import raw, words

    w = words(rid, lang)
    try:
        primary = get_ruleset(rid).primary_track
    except RulesError:
        return  # cannot be loaded: it has no encounter to show either
    own = out["rulesets"][rid] = {**out["rulesets"].get(rid, {}),
                                  **raw(rid, lang).get("page", {}), "primary": primary}
    if w.tracks:
        own["tracks"] = {**own.get("tracks", {}), **w.tracks}
    out["conditions"].update(w.conditions)
    if w.checks:  # the rolls a seat owes, by kind (seat.js)
        out["seat"]["check_names"][rid] = {**out["seat"]["check_names"].get(rid, {}),
                                           **w.checks}


@cache
def page_html(lang: str) -> str:
    """The page in ``lang`` ("ja" or "en"); ``{{nonce}}`` is left for the server to fill per
    response (the Content-Security-Policy allows only the page's own script and style)."""
    html, css, js, labels, figures = _parts()
    words = ruleset_words(lang, labels.get(lang) or labels["en"])
    return (html.replace("{{lang}}", lang)
            .replace("{{title}}", _escape(words["ui"]["title"]))
            .replace("{{css}}", css)
            .replace("{{labels}}", _script_json(words))
            .replace("{{figures}}", figures)
            .replace("{{js}}", js))


def _escape(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


@cache
def refused_html(lang: str) -> str:
    """The answer to a browser whose link is not (or no longer) valid: the page's title and
    one sentence asking to scan the code again, in ``lang``; no script, no style."""
    words = (_parts()[3].get(lang) or _parts()[3]["en"])["ui"]
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="robots" content="noindex"><title>{_escape(words["title"])}</title>'
            f'</head><body><h1>{_escape(words["title"])}</h1>'
            f'<p id="invalid">{_escape(words["invalid_link"])}</p></body></html>\n')
