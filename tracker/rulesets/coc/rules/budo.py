"""武道 as real pieces spell it (C11): which of the two 武道 skills a palette label means.

Exporters and keepers write the seed's 武道（組技系）/武道（立技系） in many ways: full- or
half-width brackets, a colon or a dot instead of brackets, 組み技/立ち技 with the okurigana,
without 系, or the name of the art itself (武道（柔道）). A spelling that names the style is
read as written; a named art (柔道 is grappling, 空手 striking) or a bare 武道 is a guess the
importer warns about."""

from __future__ import annotations

import re

GRAPPLE, STRIKE = "budo_grapple", "budo_strike"

#: arts whose 武道 is the grappling style (throws, holds, locks)
_GRAPPLING_ARTS = frozenset({
    "柔道", "柔術", "合気道", "合気柔術", "相撲", "レスリング", "サンボ", "ブラジリアン柔術",
    "古武術", "捕手術", "逮捕術", "グラップリング", "judo", "jujutsu", "jujitsu", "aikido",
    "sumo", "wrestling", "sambo"})
#: arts whose 武道 is the striking style (punches and kicks)
_STRIKING_ARTS = frozenset({
    "空手", "空手道", "ボクシング", "キックボクシング", "テコンドー", "ムエタイ", "拳法",
    "少林寺拳法", "日本拳法", "中国拳法", "カンフー", "太極拳", "八極拳", "截拳道", "ジークンドー",
    "カポエイラ", "シラット", "karate", "boxing", "kickboxing", "taekwondo", "muaythai",
    "kungfu"})
#: what may stand between 武道 and its style: brackets of either width, colons, a dot, a slash
_SPLIT = re.compile(r"^(?:武道|budo)[\s(\[{【〔「『<:：・/／\-－_]*(?P<inner>.*?)[)\]}】〕」』>]*$")


def _style(inner: str) -> str | None:
    """The style a 武道 label names outright: 組(み)技(系) / 投げ技 … or 立(ち)技(系) / 打撃 …"""
    if re.fullmatch(r"(組み?|投げ?|寝)技?系?|組討|組打|grappl(e|ing)", inner):
        return GRAPPLE
    if re.fullmatch(r"(立ち?|打撃?)技?系?|strik(e|ing)", inner):
        return STRIKE
    return None


def budo_skill(key: str) -> tuple[str, bool] | None:
    """(skill id, guessed) of a normalised palette label (ASCII forms, lower case, no
    spaces) that is 武道 or a named art; None when it is neither."""
    if key in _GRAPPLING_ARTS:
        return GRAPPLE, True
    if key in _STRIKING_ARTS:
        return STRIKE, True
    m = _SPLIT.match(key)
    if m is None:
        return None
    inner = m["inner"].strip()
    style = _style(inner)
    if style is not None:
        return style, False
    if inner in _GRAPPLING_ARTS:
        return GRAPPLE, True
    # a bare 武道, a striking art or one the tracker does not know: the striking style, which
    # a keeper can change in the sheet editor (the warning says so)
    return STRIKE, True
