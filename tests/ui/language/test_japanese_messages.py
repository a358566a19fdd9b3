"""Messages the Japanese UI showed in English (issue 43): the quick-hit line's refusals and the
reason a file is not valid JSON."""

from __future__ import annotations

import pytest

from tests.ui.english_words import english
from tracker.model.errors import TrackerError
from tracker.model.files import load_encounter
from tracker.rulesets.gurps.kit import texts
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.quick_hit import location_for, parse_quick_hit
from tracker.ui.file_errors import file_error_text


@pytest.mark.parametrize("line", ["", "Nobody 2d", "2d", "Aiko", "all-selected 8 cr"])
def test_the_quick_hit_refusals_speak_japanese(japanese, line):
    enc = demo_encounter(lang="ja")
    with pytest.raises(TrackerError) as err:
        parse_quick_hit(enc, line, selected=[])
    text = texts.error_text(err.value)
    # the name the GM typed is quoted as typed; the rest is Japanese
    assert english(text, {"Nobody", "Goblin"}) == [], text


def test_an_unknown_location_speaks_japanese(japanese):
    enc = demo_encounter(lang="ja")
    cid = enc.order[0]
    with pytest.raises(TrackerError) as err:
        location_for(enc, cid, "wing")
    text = texts.error_text(err.value)
    assert "wing" in text and english(text, {"wing"}) == [], text


@pytest.mark.parametrize("body", ['{"a" 1}', '{"a": 1 "b": 2}', "{a: 1}", "[1,]", '{"a": 1} x'])
def test_the_json_reason_speaks_japanese(japanese, tmp_path, body):
    path = tmp_path / "broken.json"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(TrackerError) as err:
        load_encounter(str(path))
    text = file_error_text(err.value)
    assert "Expecting" not in text and "Extra data" not in text
    assert english(text.replace(str(path), ""), set()) == [], text
