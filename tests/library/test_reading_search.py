"""The library finds Japanese names by their reading, as a keeper types before converting:
きょうだん finds 教団員, ぐーる finds グール (katakana folded to hiragana), はなよめ finds
吸血鬼の花嫁."""

from __future__ import annotations

from tracker.model.library import open_library
from tracker.model.library.reading import reading


def test_a_name_is_read_in_hiragana():
    assert reading("教団員") == "きょうだんいん"
    assert reading("グール") == "" and reading("Ghoul") == ""   # no kanji: read as written


def test_search_by_reading(tmp_path):
    with open_library(str(tmp_path / "lib.sqlite3")) as lib:
        cult = lib.add("coc", "教団員", {}, ["人間"])
        ghoul = lib.add("coc", "グール", {}, ["神話生物"])
        lib.add("coc", "深きもの", {}, ["神話生物"])
        assert [e.id for e in lib.search("きょうだん")[0]] == [cult.id]
        assert [e.id for e in lib.search("ぐーる")[0]] == [ghoul.id]
        assert [e.id for e in lib.search("キョウダン")[0]] == [cult.id]
        renamed = lib.update(cult.id, name="吸血鬼の花嫁")        # the reading follows the name
        assert lib.search("きょうだん")[0] == [] and renamed.name == "吸血鬼の花嫁"
        assert [e.id for e in lib.search("はなよめ")[0]] == [cult.id]
