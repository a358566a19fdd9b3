"""View → Share with players' devices…: the dialog starts and stops the page's server, shows
the address as text and as a QR code, follows the GM's actions, stops on quit; the page's data
files are current; the players' window is retranslated on a language switch."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest

from tracker.model import operations as ops
from tracker.model.public import project
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.player_view import PlayerView
from tracker.ui.share import ShareDialog, Sharing, qr_image


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def state(url: str) -> dict:
    base, _, query = url.partition("/?")
    with urllib.request.urlopen(f"{base}/api/state?{query}", timeout=10) as r:
        return json.loads(r.read())


@pytest.fixture
def window(open_window):
    return open_window(demo_encounter())


def open_dialog(window) -> ShareDialog:
    assert window.act_share in window.view_menu.actions()
    assert window.sharing is None  # off until the GM asks
    window.act_share.trigger()
    dlg = window.share_dialog
    assert isinstance(dlg, ShareDialog) and dlg.isVisible() and not window.sharing.running
    assert dlg.host_combo.itemData(0) not in ("0.0.0.0", "")  # the LAN address first
    return dlg


def test_sharing_from_the_gm_window(window, qtbot):
    dlg = open_dialog(window)
    assert dlg.url_edit.text() == "" and not dlg.stop_button.isEnabled()
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    port = free_port()
    dlg.port_spin.setValue(port)
    dlg.start_button.click()
    sharing = window.sharing
    assert sharing.running and dlg.stop_button.isEnabled() and not dlg.start_button.isEnabled()
    url = dlg.url_edit.text()
    assert url == sharing.url and url.startswith(f"http://127.0.0.1:{port}/?t=")
    assert not dlg.qr_label.pixmap().isNull()
    assert state(url) == project(window.doc.encounter).to_json()
    wolf = next(c.id for c in window.doc.encounter.ordered() if c.name == "Dire wolf")
    window.doc.run("hit", ops.apply_hit, wolf, Hit(8, "cut", "torso"))
    qtbot.waitUntil(lambda: state(url) == project(window.doc.encounter).to_json(), timeout=3000)
    window.doc.undo_stack.undo()
    qtbot.waitUntil(lambda: state(url) == project(window.doc.encounter).to_json(), timeout=3000)
    first_token = url.split("?t=")[1]
    dlg.stop_button.click()
    assert not sharing.running and dlg.url_edit.text() == "" and dlg.start_button.isEnabled()
    with pytest.raises(urllib.error.URLError):
        state(url)
    dlg.start_button.click()  # the same link again: the phones need not scan again
    assert sharing.running and sharing.url == url
    assert state(url) == project(window.doc.encounter).to_json()
    dlg.new_link_button.click()  # a new link: the old one stops working at once
    new_url = dlg.url_edit.text()
    assert new_url == sharing.url and new_url.split("?t=")[1] != first_token
    with pytest.raises(urllib.error.HTTPError) as err:
        state(url)
    assert err.value.code == 403
    assert state(new_url) == project(window.doc.encounter).to_json()
    window.doc.undo_stack.setClean()
    window.close()  # quitting stops it
    assert not sharing.running


def test_a_taken_port_is_reported_and_nothing_starts(window):
    dlg = open_dialog(window)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
        dlg.port_spin.setValue(busy.getsockname()[1])
        dlg.start_button.click()
        assert not window.sharing.running
        assert str(busy.getsockname()[1]) in dlg.status.text()
        assert dlg.start_button.isEnabled() and dlg.url_edit.text() == ""


def test_the_qr_code_holds_the_address():
    import segno

    url = "http://192.168.1.20:8765/?t=abc"
    img = qr_image(url, module_px=3)
    matrix = segno.make(url, error="m", micro=False).matrix
    n = len(matrix) + 8
    assert (img.width(), img.height()) == (3 * n, 3 * n)
    # the top-left finder pattern: dark corner module inside the quiet zone
    assert img.pixelColor(3 * 4 + 1, 3 * 4 + 1).name() == "#000000"
    assert img.pixelColor(1, 1).name() == "#ffffff"


def test_sharing_publishes_only_what_players_may_see(qtbot):
    doc = EncounterDocument(demo_encounter())
    sharing = Sharing(doc)
    sharing.start("127.0.0.1", 0)
    try:
        wolf = next(c.id for c in doc.encounter.ordered() if c.name == "Dire wolf")
        doc.run("visibility", ops.set_visibility, wolf, shown=False)
        qtbot.waitUntil(lambda: "Dire wolf" not in json.dumps(state(sharing.url)), timeout=3000)
        doc.run("edit", ops.edit_combatant, wolf, notes="GM ONLY")
        assert "GM ONLY" not in json.dumps(state(sharing.url))
        doc.set_encounter(coc_demo())  # File → Open, New: the page follows the new one
        qtbot.waitUntil(lambda: state(sharing.url)["ruleset"] == "coc", timeout=3000)
    finally:
        sharing.stop()


# -- the page's data files ------------------------------------------------------------------
def test_the_page_data_files_are_current():
    from tracker.ui import web_assets

    assert json.loads((web_assets.WEB_DIR / "figures.json").read_text("utf-8")) == \
        json.loads(json.dumps(web_assets.figures())), "run tools/make_web_assets.py"
    from tracker.ui.web_labels import all_labels

    labels = json.loads((web_assets.WEB_DIR / "labels.json").read_text("utf-8"))
    assert labels == all_labels(), "run tools/make_web_assets.py"
    assert labels["ja"]["ui"]["stopped"] == "GMが共有を終了しました。"
    assert labels["ja"]["conditions"]["dead"] != labels["en"]["conditions"]["dead"]
    # the rulesets' own words are in their words files, not here (tracker.web.page)
    assert "rulesets" not in labels["ja"] and "prone" not in labels["ja"]["conditions"]
    assert i18n.language() == "en"  # put back


# -- the players' window follows a language switch ---------------------------------------------
@pytest.mark.parametrize("make", [demo_encounter, coc_demo])
def test_the_player_view_is_retranslated(qtbot, make):
    enc = make()
    if not enc.in_combat:
        ops.start_combat(enc)
    if enc.ruleset_id == "gurps":  # the moon header too
        ops.configure(enc, {}, {"gurps.moon": {}})
        enc.modules["gurps.moon"]["state"] = {"phase": 6, "waxing": False}
    doc = EncounterDocument(enc)
    v = PlayerView(doc)
    qtbot.addWidget(v)
    v.show()
    english = (v.windowTitle(), v.round_label.text(), v.act_full.text(),
               v.screen_caption.text())
    try:
        assert i18n.install("ja")
        qtbot.waitUntil(lambda: v.round_label.text() != english[1], timeout=3000)
        assert v.round_label.text() == f"第{enc.round}ラウンド"
        assert "プレイヤー用画面" in v.windowTitle()
        assert v.act_full.text() != english[2] and v.screen_caption.text() != english[3]
        assert v.now_label.text().startswith("現在")
        sides = {card.side_label.text() for card in v.cards.values()}
        assert sides <= {"PC", "敵", "味方", "中立"} and sides
        if enc.ruleset_id == "coc":
            assert any(card.hp_label.text().startswith("耐久力") for card in v.cards.values())
        else:
            bands = {card.hp_label.text() for card in v.cards.values()}
            assert "無傷" in bands
            assert v.world_label.text().startswith("月齢：満月")
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: v.round_label.text() == english[1], timeout=3000)
    assert v.windowTitle() == english[0]


def test_names_are_plain_text_on_the_players_window(qtbot):
    from PySide6.QtCore import Qt

    evil = "<img src='/dev/zero'>Z"
    enc = demo_encounter()
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    ops.edit_combatant(enc, aiko, name=evil)
    v = PlayerView(EncounterDocument(enc))
    qtbot.addWidget(v)
    card = v.cards[aiko]
    assert card.name_label.text() == evil and v.now_label.text() == f"Now: {evil}"
    for label in (card.name_label, v.now_label, v.next_label, card.cond_label):
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_a_huge_encounter_opens_at_once_and_fills_in(qtbot):
    from tracker.model.encounter import Encounter
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet
    from tracker.ui.player_view import CARDS_AT_ONCE

    enc = Encounter(name="horde", in_combat=True)
    for i in range(3 * CARDS_AT_ONCE):
        ops.add_combatant(enc, f"Foe {i + 1}", "enemy", GurpsSheet(max_hp=10), mid_fight=False)
    v = PlayerView(EncounterDocument(enc))
    qtbot.addWidget(v)
    assert len(v.cards) == CARDS_AT_ONCE  # the window is there before all cards are
    v.show()
    qtbot.waitUntil(lambda: len(v.cards) == 3 * CARDS_AT_ONCE, timeout=60_000)
    assert v.grid.count() == 3 * CARDS_AT_ONCE
    names = [v.cards[c.id].name_label.text() for c in enc.ordered()]
    assert names == [c.name for c in enc.ordered()]


def test_the_link_stays_the_same_for_a_file_across_restarts(qtbot, tmp_path):
    """Kept in the user's settings per encounter file (never in the file itself): a
    restarted app shares the same file under the same link, another file under another."""
    from PySide6.QtCore import QSettings

    from tracker.model.files import save_encounter

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    fight, other = tmp_path / "fight.ctenc", tmp_path / "other.ctenc"
    save_encounter(demo_encounter(), fight)

    def sharing_of(path) -> Sharing:
        return Sharing(EncounterDocument(demo_encounter()), settings=settings,
                       path=lambda: str(path))

    first = sharing_of(fight)
    first.start("127.0.0.1", 0)
    url = first.url
    first.stop()
    again = sharing_of(fight)  # the app started again
    again.start("127.0.0.1", 0)
    try:
        assert again.server.token == url.split("?t=")[1]
        assert state(again.url) == project(again.doc.encounter).to_json()
    finally:
        again.stop()
    assert sharing_of(other).token() != again.token()
    assert again.token() not in fight.read_text(encoding="utf-8")
    settings.sync()
    kept = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert again.token() in kept and "fight" not in kept
    saved_at: list[str | None] = [None]
    unsaved = Sharing(EncounterDocument(demo_encounter()), settings=settings,
                      path=lambda: saved_at[0])
    link = unsaved.token()
    assert link == unsaved.token() != again.token()  # kept while the app runs
    saved_at[0] = str(tmp_path / "new.ctenc")  # first saved: the same link goes on
    assert unsaved.token() == link == sharing_of(saved_at[0]).token()


def test_a_new_link_ends_the_old_links_streams_at_once(qtbot, tmp_path):
    from tests.web.test_server import Stream

    doc = EncounterDocument(demo_encounter())
    sharing = Sharing(doc)
    sharing.start("127.0.0.1", 0)
    try:
        old = sharing.server.token
        s = Stream(sharing.server.port, token=old)
        s.event()
        sharing.new_link()
        with pytest.raises(EOFError):
            s.event()  # the stream ended, without the "stopped sharing" end event
        s.close()
        again = Stream(sharing.server.port, token=old)
        assert again.status == 403
        again.close()
    finally:
        sharing.stop()
