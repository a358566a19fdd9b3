"""The rules of an encounter, chosen in one form built from the declarations: the ruleset
(for a new encounter), a preset, the ruleset's options and the optional rule modules with
theirs. File → New uses it to start an encounter; Combat → Rules and options… changes the
current one (one undoable command)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..model import operations as ops
from ..model.encounter import Encounter
from ..model.options import CORE_OPTIONS, Option
from ..model.ruleset import Ruleset, available_rulesets, get_ruleset
from .options_text import choice_label, option_label, ruleset_label, tr
from .spinboxes import SpinBox


class OptionsForm(QWidget):
    """Widgets for a tuple of declared options; ``values()`` gives them back as data."""

    def __init__(self, options: tuple[Option, ...], values: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.options = options
        self.widgets: dict[str, QWidget] = {}
        form = QFormLayout(self)
        form.setContentsMargins(18, 0, 0, 0)
        for opt in options:
            value = (values or {}).get(opt.id, opt.default)
            w: QWidget
            if opt.type == "bool":
                w = QCheckBox(option_label(opt))
                w.setChecked(bool(value))
                form.addRow(w)
            elif opt.type == "int":
                w = SpinBox()
                w.setRange(opt.minimum if opt.minimum is not None else -999,
                           opt.maximum if opt.maximum is not None else 999)
                w.setValue(int(value))
                form.addRow(option_label(opt), w)
            else:
                w = QComboBox()
                for choice in opt.choices:
                    w.addItem(choice_label(opt, choice), choice)
                w.setCurrentIndex(max(0, w.findData(value)))
                form.addRow(option_label(opt), w)
            w.setObjectName(f"option_{opt.id}")
            tips = [tr(opt.help)] if opt.help else []
            if opt.rules:
                tips.append(", ".join(opt.rules))
            w.setToolTip(" — ".join(tips))
            self.widgets[opt.id] = w

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for opt in self.options:
            w = self.widgets[opt.id]
            if isinstance(w, QCheckBox):
                out[opt.id] = w.isChecked()
            elif isinstance(w, QComboBox):
                out[opt.id] = w.currentData()
            else:
                out[opt.id] = w.value()
        return out


class RulesDialog(QDialog):
    """Ruleset (new encounters only), preset, options and modules."""

    def __init__(self, enc: Encounter | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.encounter = enc
        self.setWindowTitle(self.tr("New encounter") if enc is None else
                            self.tr("Rules and options"))
        lay = QVBoxLayout(self)
        top = QFormLayout()
        self.name_edit = QLineEdit()
        self.ruleset_combo = QComboBox()
        self.ruleset_combo.setObjectName("rulesetCombo")
        rids = available_rulesets() if enc is None else (enc.ruleset_id,)
        for rid in rids:
            self.ruleset_combo.addItem(ruleset_label(get_ruleset(rid)), rid)
        self.ruleset_combo.setEnabled(enc is None and len(rids) > 1)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        if enc is None:
            top.addRow(self.tr("&Name:"), self.name_edit)
            self.name_edit.setPlaceholderText(self.tr("Untitled encounter"))
        top.addRow(self.tr("&Rules:"), self.ruleset_combo)
        top.addRow(self.tr("&Preset:"), self.preset_combo)
        lay.addLayout(top)
        self.body = QWidget()
        self.body_lay = QVBoxLayout(self.body)
        self.body_lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.rules_form: OptionsForm | None = None
        self.module_boxes: dict[str, QGroupBox] = {}
        self.module_forms: dict[str, OptionsForm] = {}
        self.ruleset_combo.currentIndexChanged.connect(self._build)
        self.preset_combo.activated.connect(self._apply_preset)
        self._build()

    # -- building ---------------------------------------------------------------------------
    @property
    def ruleset(self) -> Ruleset:
        return get_ruleset(self.ruleset_combo.currentData())

    def _build(self) -> None:
        rs = self.ruleset
        while self.body_lay.count():
            item = self.body_lay.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        enc = self.encounter
        self.preset_combo.clear()
        self.preset_combo.addItem(self.tr("(as chosen below)"), "")
        for key, (label, _mods) in rs.presets.items():
            self.preset_combo.addItem(tr(label), key)
        self.preset_combo.setEnabled(self.preset_combo.count() > 1)
        # the encounter's own options (the turn timer), whatever the rules
        box = QGroupBox(self.tr("Options of the encounter"))
        inner = QVBoxLayout(box)
        self.core_form = OptionsForm(CORE_OPTIONS, enc.options if enc else None)
        inner.addWidget(self.core_form)
        self.body_lay.addWidget(box)
        self.rules_form = None
        if rs.options:
            box = QGroupBox(self.tr("Options of the rules"))
            inner = QVBoxLayout(box)
            self.rules_form = OptionsForm(rs.options, enc.options if enc else None)
            inner.addWidget(self.rules_form)
            self.body_lay.addWidget(box)
        self.module_boxes, self.module_forms = {}, {}
        for mid, mod in rs.modules.items():
            box = QGroupBox(tr(mod.info.label))
            box.setObjectName(f"module_{mid}")
            box.setCheckable(True)
            entry = enc.modules.get(mid) if enc else None
            box.setChecked(entry is not None)
            if mod.info.rules:
                box.setToolTip(", ".join(mod.info.rules))
            inner = QVBoxLayout(box)
            if mod.info.options:
                form = OptionsForm(mod.info.options, entry["options"] if entry else None)
                inner.addWidget(form)
                self.module_forms[mid] = form
            else:
                hint = QLabel(", ".join(mod.info.rules))
                hint.setEnabled(False)
                inner.addWidget(hint)
            self.module_boxes[mid] = box
            self.body_lay.addWidget(box)
        if not rs.options and not rs.modules:
            self.body_lay.addWidget(QLabel(self.tr("These rules have no options.")))
        self.body_lay.addStretch(1)

    def _apply_preset(self) -> None:
        key = self.preset_combo.currentData()
        presets = self.ruleset.presets
        if not key or key not in presets:
            return
        _label, mods = presets[key]
        for mid, box in self.module_boxes.items():
            box.setChecked(mid in mods)

    # -- results ----------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        own = self.rules_form.values() if self.rules_form is not None else {}
        # the encounter's own options only when set: a new encounter's file stays as before
        defaults = {o.id: o.default for o in CORE_OPTIONS}
        core = {k: v for k, v in self.core_form.values().items() if v != defaults[k]}
        return {**core, **own}

    def modules(self) -> dict[str, dict[str, Any] | None]:
        """{module id: its options, or None when switched off}."""
        out: dict[str, dict[str, Any] | None] = {}
        for mid, box in self.module_boxes.items():
            if box.isChecked():
                form = self.module_forms.get(mid)
                out[mid] = form.values() if form is not None else {}
            else:
                out[mid] = None
        return out

    def new_encounter(self) -> Encounter:
        mods = {mid: opts for mid, opts in self.modules().items() if opts is not None}
        return ops.new_encounter(self.ruleset.id, self.name_edit.text().strip(),
                                 self.options(), mods)

    def changes(self) -> tuple[dict[str, Any], dict[str, dict[str, Any] | None]]:
        """What :func:`operations.configure` needs for the current encounter: only what
        differs from it, so an unchanged OK changes (and logs) nothing."""
        enc = self.encounter
        assert enc is not None
        rs = enc.ruleset
        current = {o.id: enc.options.get(o.id, o.default)
                   for o in CORE_OPTIONS + tuple(rs.options)}
        every = {**self.core_form.values(), **self.options()}  # a timer switched off too
        options = {k: v for k, v in every.items() if current.get(k) != v}
        mods: dict[str, dict[str, Any] | None] = {}
        for mid, opts in self.modules().items():
            entry = enc.modules.get(mid)
            if opts is None:
                if entry is not None:
                    mods[mid] = None
                continue
            declared = rs.modules[mid].info.options
            now = {o.id: (entry or {}).get("options", {}).get(o.id, o.default)
                   for o in declared}
            diff = {k: v for k, v in opts.items() if now.get(k) != v}
            if entry is None or diff:
                mods[mid] = diff
        return options, mods
