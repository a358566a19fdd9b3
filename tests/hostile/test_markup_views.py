

def test_the_kits_own_markup_renders_while_user_text_stays_text(qtbot, tmp_path):
    """The kits' card numbers (a coloured HP) and detail stats (lines) are rich text with no
    user text: they render, and never show as raw tags on the cards or the detail panel
    (a regression of the plain-text pass: "='color:#e6b428'>7</" on every card)."""
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtGui import QTextDocument

    from tracker.model.ruleset import get_ruleset
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    def shown(label) -> str:
        if label.textFormat() == Qt.TextFormat.PlainText:
            return label.text()
        d = QTextDocument()
        d.setHtml(label.text())
        return d.toPlainText()

    for rid in ("gurps", "coc"):
        doc = EncounterDocument(get_ruleset(rid).demo_encounter())
        w = MainWindow(doc, QSettings(str(tmp_path / f"{rid}.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        for cid, card in w.cards.cards.items():
            text = shown(card.hp_label)
            assert "<" not in text and "style" not in text and "/" in text, (rid, text)
            w.select(cid)
            stats = shown(w.detail.stats)
            assert "<br>" not in stats and "<" not in stats, (rid, stats)
        w.doc.undo_stack.setClean()
        w.close()
