"""The World dock: the campaign calendar and what the vampire-hunter rules keep of the world
(V4 moon, V5 weather, V8 season and temperature), rolled at the start of a session or set by
the GM; the meals to mark (V6); the heat and cold rolls (V8); what the players' screen shows.
Every button is one undoable action; a part shows only while its rule module is on."""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations as ops
from tracker.model.encounter import Change, Encounter
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.ui.document import EncounterDocument
from tracker.ui.user_text import plain
from tracker.ui.wrap_button import WrapButton

from . import campaign_text as ct

if TYPE_CHECKING:
    from tracker.rulesets.gurps.rules.modules import climate, moon

translate = QCoreApplication.translate
#: the rule modules the dock shows (moon, weather, hunger, climate), by id: their model and
#: widgets load the first time an encounter has one of them on, not at start-up
WORLD_MODULES = ("gurps.moon", "gurps.weather", "gurps.hunger", "gurps.climate")


@cache
def _modules() -> SimpleNamespace:
    """The rule modules and the widgets the dock's rule parts need, loaded on first use."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox

    from tracker.rulesets.gurps.rules.modules import climate, moon, shared, weather
    from tracker.rulesets.gurps.rules.modules import operations as mops
    from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
    from tracker.rulesets.gurps.rules.modules.climate_module import PUBLIC as PUBLIC_TEMPERATURE
    from tracker.rulesets.gurps.rules.modules.hunger_module import MODULE as HUNGER
    from tracker.rulesets.gurps.rules.modules.moon_module import MODULE as MOON
    from tracker.rulesets.gurps.rules.modules.moon_module import PUBLIC as PUBLIC_MOON
    from tracker.rulesets.gurps.rules.modules.weather_module import MODULE as WEATHER
    from tracker.rulesets.gurps.rules.modules.weather_module import PUBLIC as PUBLIC_WEATHER
    from tracker.ui.spinboxes import DoubleSpinBox, SpinBox

    return SimpleNamespace(
        QCheckBox=QCheckBox, QComboBox=QComboBox, QGridLayout=QGridLayout, QGroupBox=QGroupBox,
        climate=climate, moon=moon, shared=shared, weather=weather,
        mops=mops, CLIMATE=CLIMATE, PUBLIC_TEMPERATURE=PUBLIC_TEMPERATURE, HUNGER=HUNGER,
        MOON=MOON, PUBLIC_MOON=PUBLIC_MOON, WEATHER=WEATHER, PUBLIC_WEATHER=PUBLIC_WEATHER,
        DoubleSpinBox=DoubleSpinBox, SpinBox=SpinBox)


def moon_text(state: moon.MoonState) -> str:
    """"Phase 4 — half to full moon, waxing"."""
    return translate("WorldPanel", "Phase %1 — %2, %3").replace("%1", str(state.phase)).replace(
        "%2", ct.phase_name(state.phase)).replace(
        "%3", ct.name("direction", "waxing" if state.waxing else "waning"))


def werewolf_text(phase: int) -> str:
    """What the phase does to a half-werewolf, by day and by night (V4)."""
    from tracker.rulesets.gurps.rules.modules import moon

    day = moon.moon_effects(phase, night=False)
    parts = [ct.werewolf_text(False, day.reaction, day.bestial)]
    if moon.moon_effects(phase, night=True).animal:
        parts.append(translate("WorldPanel", "an animal at night"))
    return translate("WorldPanel", "Half-werewolves: %1").replace("%1", " · ".join(parts))


def temperature_text(state: climate.ClimateState) -> str:
    """"31 °C, summer — heat rolls every 30 minutes; hot day"."""
    from tracker.rulesets.gurps.rules.modules import climate

    if state.celsius is None or state.season is None:
        return translate("WorldPanel", "Not rolled yet")
    head = ct.page_text("temperature", ct.celsius_text(state.celsius),
                        ct.season_name(state.season))
    if climate.heat_check(state.celsius).applies:
        note = translate("WorldPanel", "heat rolls due; a hot day: every fight costs 1 FP more")
    elif climate.cold_check(state.celsius).applies:
        note = translate("WorldPanel", "cold rolls due")
    else:
        note = translate("WorldPanel", "no heat or cold rolls")
    return f"{head} — {note}"


class WorldPanel(QWidget):
    """The World dock's widget."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setObjectName("worldPanel")
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)

        self.calendar_label = plain(QLabel())
        self.calendar_label.setObjectName("worldCalendar")
        self.calendar_label.setStyleSheet("font-size: 15px; font-weight: bold;")
        lay.addWidget(self.calendar_label)
        self.off_label = plain(QLabel())
        self.off_label.setWordWrap(True)
        self.enable_button = WrapButton()
        self.enable_button.clicked.connect(self.enable_rules)
        lay.addWidget(self.off_label)
        lay.addWidget(self.enable_button)

        # one control a row where two do not fit the dock's width at 1280×800 (Japanese
        # labels were cut: 「新しい日」「決める」); laid out from the start, hidden until a rule
        # module is on
        self.roll_button = WrapButton()
        self.roll_button.clicked.connect(lambda: self.roll_world())
        self.day_button = WrapButton()
        self.day_button.clicked.connect(lambda: self.new_day())
        lay.addWidget(self.roll_button)
        lay.addWidget(self.day_button)

        self._body_layout = lay
        #: the rule modules' parts (roll buttons, moon, weather, temperature, meals, the
        #: players' screen), built the first time one of WORLD_MODULES is on
        self.rules_built = False
        lay.addStretch(1)

        area = QScrollArea(self)
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(area)

        doc.changed.connect(self.refresh)
        doc.reset.connect(self.refresh)
        self.retranslate()

    def _build_rules(self) -> None:
        m = _modules()
        QCheckBox, QComboBox, QGridLayout, QGroupBox = (
            m.QCheckBox, m.QComboBox, m.QGridLayout, m.QGroupBox)
        moon, climate = m.moon, m.climate
        # -- moon (V4)
        self.moon_box = QGroupBox()
        g = QGridLayout(self.moon_box)
        self.moon_label = plain(QLabel())
        self.moon_label.setWordWrap(True)
        self.werewolf_label = plain(QLabel())
        self.werewolf_label.setWordWrap(True)
        self.werewolf_label.setStyleSheet("color: palette(placeholder-text)")
        self.phase_spin = m.SpinBox()
        self.phase_spin.setRange(moon.NEW, moon.FULL)
        self.waxing_box = QCheckBox()
        self.moon_set = WrapButton()
        self.moon_set.clicked.connect(
            lambda: self.set_moon(self.phase_spin.value(), self.waxing_box.isChecked()))
        g.addWidget(self.moon_label, 0, 0, 1, 3)
        g.addWidget(self.werewolf_label, 1, 0, 1, 3)
        g.addWidget(self.phase_spin, 2, 0)
        g.addWidget(self.waxing_box, 2, 1, 1, 2)
        g.addWidget(self.moon_set, 3, 0, 1, 3)

        # -- weather (V5)
        self.weather_box = QGroupBox()
        g = QGridLayout(self.weather_box)
        self.weather_label = plain(QLabel())
        self.weather_combo = QComboBox()
        self.rainy_box = QCheckBox()
        self.weather_set = WrapButton()
        self.weather_set.clicked.connect(
            lambda: self.set_weather(self.weather_combo.currentData(),
                                     self.rainy_box.isChecked()))
        self.weather_label.setWordWrap(True)
        # the longest sky ("rain, snow or thunderstorm") needs the box's whole width: the
        # combo has a row of its own and asks for its longest item (it was cut beside the
        # rainy-season box in a narrow dock)
        self.weather_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        g.addWidget(self.weather_label, 0, 0, 1, 3)
        g.addWidget(self.weather_combo, 1, 0, 1, 3)
        g.addWidget(self.rainy_box, 2, 0, 1, 3)
        g.addWidget(self.weather_set, 3, 0, 1, 3)

        # -- temperature (V8)
        self.temp_box = QGroupBox()
        g = QGridLayout(self.temp_box)
        self.temp_label = plain(QLabel())
        self.temp_label.setWordWrap(True)
        self.celsius_spin = m.DoubleSpinBox()
        self.celsius_spin.setRange(*climate.CELSIUS_RANGE)
        self.celsius_spin.setDecimals(1)
        self.celsius_spin.setSuffix(" °C")
        self.season_combo = QComboBox()
        self.temp_set = WrapButton()
        self.temp_set.clicked.connect(
            lambda: self.set_temperature(self.celsius_spin.value(),
                                         self.season_combo.currentData()))
        self.exposure_label = plain(QLabel())
        self.exposure_label.setWordWrap(True)
        self.action_button = WrapButton()
        self.action_button.clicked.connect(lambda: self.investigation_action())
        self.roll_all_button = WrapButton()
        self.roll_all_button.clicked.connect(lambda: self.roll_all())
        g.addWidget(self.temp_label, 0, 0, 1, 3)
        g.addWidget(self.celsius_spin, 1, 0)
        g.addWidget(self.season_combo, 1, 1, 1, 2)
        g.addWidget(self.temp_set, 2, 0, 1, 3)
        g.addWidget(self.exposure_label, 3, 0, 1, 3)
        g.addWidget(self.action_button, 4, 0, 1, 3)
        g.addWidget(self.roll_all_button, 5, 0, 1, 3)

        # -- hunger (V6)
        self.hunger_box = QGroupBox()
        g = QHBoxLayout(self.hunger_box)
        self.meals_label = plain(QLabel())
        self.meals_label.setWordWrap(True)
        self.ate_button = WrapButton()
        self.ate_button.clicked.connect(lambda: self.everyone_ate())
        g.addWidget(self.meals_label, 1)
        g.addWidget(self.ate_button)

        # -- the players' screen
        self.public_box = QGroupBox()
        g = QVBoxLayout(self.public_box)
        self.public_checks: dict[str, QCheckBox] = {}
        for key in (m.PUBLIC_MOON.id, m.PUBLIC_WEATHER.id, m.PUBLIC_TEMPERATURE.id):
            box = QCheckBox()
            box.toggled.connect(lambda on, k=key: self.set_public(k, on))
            self.public_checks[key] = box
            g.addWidget(box)
        self.rules_built = True
        lay = self._body_layout
        for box in (self.moon_box, self.weather_box, self.temp_box, self.hunger_box,
                    self.public_box):
            lay.insertWidget(lay.count() - 1, box)  # before the closing stretch
        # a combo box keeps the minimum size it had when first asked, and these were asked
        # empty when they were built with the dock: the same now, so it is laid out the same
        for combo in (self.weather_combo, self.season_combo):
            combo.minimumSizeHint()
        self._retranslate_rules()

    # -- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.off_label.setText(self.tr(
            "The vampire-hunter campaign rules (moon, weather, hunger, infection, heat and "
            "cold) are off in this encounter."))
        self.enable_button.setText(self.tr("Turn on the vampire-hunter rules"))
        self.roll_button.setText(self.tr("Roll the session's world"))
        self.roll_button.setToolTip(self.tr(
            "Start of a game session: 1d moon phase, 1d weather, 1d season and 3d for the "
            "temperature"))
        self.day_button.setText(self.tr("New day"))
        self.day_button.setToolTip(self.tr("Roll the weather and the temperature of a new "
                                           "day (the season stays)"))
        if self.rules_built:
            self._retranslate_rules()
        self.refresh()

    def _retranslate_rules(self) -> None:
        m = _modules()
        self.moon_box.setTitle(self.tr("Moon (V4)"))
        self.waxing_box.setText(ct.name("direction", "waxing"))
        self.moon_set.setText(self.tr("Set"))
        self.moon_set.setToolTip(self.tr("Set the moon phase (1 new … 6 full)"))
        self.weather_box.setTitle(self.tr("Weather (V5)"))
        self.rainy_box.setText(self.tr("rainy season"))
        self.weather_set.setText(self.tr("Set"))
        current = self.weather_combo.currentData()
        self.weather_combo.clear()
        for w in m.weather.WEATHERS:
            self.weather_combo.addItem(ct.weather_name(w), w)
        self.weather_combo.setCurrentIndex(max(0, self.weather_combo.findData(current)))
        self.temp_box.setTitle(self.tr("Temperature (V8)"))
        self.temp_set.setText(self.tr("Set"))
        current = self.season_combo.currentData()
        self.season_combo.clear()
        for s in m.climate.SEASONS:
            self.season_combo.addItem(ct.season_name(s), s)
        self.season_combo.setCurrentIndex(max(0, self.season_combo.findData(current)))
        self.action_button.setText(self.tr("Investigation action"))
        self.action_button.setToolTip(self.tr(
            "One investigation action: the heat, cold and sun rolls the temperature calls "
            "for, for everyone in the party"))
        self.hunger_box.setTitle(self.tr("Meals (V6)"))
        self.ate_button.setText(self.tr("Everyone ate"))
        self.ate_button.setToolTip(self.tr("Mark every meal to mark as eaten"))
        self.public_box.setTitle(self.tr("The players' screen shows"))
        for key, text in ((m.PUBLIC_MOON.id, self.tr("the moon")),
                          (m.PUBLIC_WEATHER.id, self.tr("the weather")),
                          (m.PUBLIC_TEMPERATURE.id, self.tr("the temperature"))):
            self.public_checks[key].setText(text)

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    # -- showing the encounter ----------------------------------------------------------------
    def refresh(self, _change: Change | None = None) -> None:
        enc = self.doc.encounter
        on = {mid: mid in enc.modules for mid in WORLD_MODULES}
        cal = enc.calendar
        self.calendar_label.setText(self.tr("Day %1, %2").replace("%1", str(cal.day)).replace(
            "%2", cal.clock()))
        gurps = enc.ruleset_id == GURPS.id
        none_on = not any(on.values())
        self.off_label.setVisible(none_on)
        self.enable_button.setVisible(none_on and gurps)
        moon_id, weather_id, hunger_id, climate_id = WORLD_MODULES
        self.roll_button.setVisible(on[moon_id] or on[weather_id] or on[climate_id])
        self.day_button.setVisible(on[weather_id] or on[climate_id])
        if none_on and not self.rules_built:
            return
        if not self.rules_built:
            self._build_rules()
        m = _modules()
        self.moon_box.setVisible(on[moon_id])
        self.weather_box.setVisible(on[weather_id])
        self.temp_box.setVisible(on[climate_id])
        self.hunger_box.setVisible(on[hunger_id])
        self.public_box.setVisible(not none_on)
        if on[moon_id]:
            self._show_moon(enc)
        if on[weather_id]:
            self._show_weather(enc)
        if on[climate_id]:
            self._show_temperature(enc)
        if on[hunger_id]:
            due = sum(len(m.HUNGER.hunger(enc, c).due) for c in enc.ordered())
            self.meals_label.setText(self.tr("Meals to mark: %1").replace("%1", str(due)))
            self.ate_button.setEnabled(due > 0)
        for mid, opt in ((moon_id, m.PUBLIC_MOON), (weather_id, m.PUBLIC_WEATHER),
                         (climate_id, m.PUBLIC_TEMPERATURE)):
            box = self.public_checks[opt.id]
            box.setVisible(on[mid])
            box.blockSignals(True)
            box.setChecked(bool(on[mid] and m.shared.option(enc, mid, opt)))
            box.blockSignals(False)

    def _show_moon(self, enc: Encounter) -> None:
        m = _modules().MOON.moon(enc)
        self.moon_label.setText(self.tr("Not rolled yet") if m is None else moon_text(m))
        self.werewolf_label.setText("" if m is None else werewolf_text(m.phase))
        self.werewolf_label.setVisible(m is not None)
        if m is not None:
            self.phase_spin.setValue(m.phase)
            self.waxing_box.setChecked(m.waxing)

    def _show_weather(self, enc: Encounter) -> None:
        w = _modules().WEATHER.weather(enc)
        assert w is not None
        text = self.tr("Not rolled yet") if w.weather is None else ct.weather_name(w.weather)
        if w.rainy_season:
            text += " " + self.tr("(rainy season)")
        self.weather_label.setText(text)
        if w.weather is not None:
            self.weather_combo.setCurrentIndex(self.weather_combo.findData(w.weather))
        self.rainy_box.setChecked(w.rainy_season)

    def _show_temperature(self, enc: Encounter) -> None:
        m = _modules()
        st = m.CLIMATE.climate(enc)
        self.temp_label.setText(temperature_text(st))
        if st.celsius is not None:
            self.celsius_spin.setValue(float(st.celsius))
        if st.season is not None:
            self.season_combo.setCurrentIndex(self.season_combo.findData(st.season))
        per_action = m.CLIMATE.per_action(enc)
        pending = sum(1 for k in enc.checks if k.source == m.CLIMATE.info.id)
        self.exposure_label.setText(
            (self.tr("Heat and cold rolls come per investigation action.") if per_action
             else self.tr("Heat and cold rolls come every 30 minutes of campaign time."))
            + " " + self.tr("Pending: %1").replace("%1", str(pending)))
        self.action_button.setVisible(per_action)
        self.action_button.setEnabled(st.celsius is not None)
        self.roll_all_button.setText(self.tr("Roll them all"))
        self.roll_all_button.setToolTip(self.tr("Let the app roll every pending heat, cold "
                                                "and sun roll, oldest first"))
        self.roll_all_button.setEnabled(pending > 0)

    # -- actions ------------------------------------------------------------------------------
    def _run(self, label: str, op, *args: Any, **kwargs: Any) -> Any:
        return self.doc.run(lambda: QCoreApplication.translate("WorldPanel", label),
                            op, *args, **kwargs)

    def enable_rules(self) -> Any:
        _label, mods = GURPS.presets["vampire_hunter"]
        return self._run("Turn on the vampire-hunter rules", ops.set_modules, mods)

    def roll_world(self, rolls: dict[str, Any] | None = None) -> Any:
        waxing = self.waxing_box.isChecked() if _modules().MOON.moon(self.doc.encounter) else True
        return self._run("Roll the world", _modules().mops.roll_world, waxing, rolls)

    def new_day(self, rolls: dict[str, Any] | None = None) -> Any:
        return self._run("New day", _modules().mops.new_day, rolls)

    def set_moon(self, phase: int, waxing: bool) -> Any:
        return self._run("Set the moon", _modules().mops.set_moon, int(phase), bool(waxing))

    def set_weather(self, sky: str | None, rainy_season: bool) -> Any:
        return self._run("Set the weather", _modules().mops.set_weather, sky, bool(rainy_season))

    def set_temperature(self, celsius: float, season: str) -> Any:
        value: float | int = int(celsius) if float(celsius).is_integer() else celsius
        return self._run("Set the temperature", _modules().mops.set_temperature, value, season)

    def everyone_ate(self) -> Any:
        return self._run("Everyone ate", _modules().mops.mark_all_meals, True)

    def investigation_action(self) -> Any:
        return self._run("Investigation action", _modules().mops.investigation_action)

    def roll_all(self) -> Any:
        return self._run("Roll the heat and cold rolls", _modules().mops.roll_module_checks)

    def set_public(self, key: str, on: bool) -> Any:
        return self._run("What the players see", ops.set_option, key, bool(on))


#: the undo-history labels above, for lupdate (translated when shown, context "WorldPanel")
_HISTORY = (
    QT_TRANSLATE_NOOP("WorldPanel", "Turn on the vampire-hunter rules"),
    QT_TRANSLATE_NOOP("WorldPanel", "Roll the world"),
    QT_TRANSLATE_NOOP("WorldPanel", "New day"),
    QT_TRANSLATE_NOOP("WorldPanel", "Set the moon"),
    QT_TRANSLATE_NOOP("WorldPanel", "Set the weather"),
    QT_TRANSLATE_NOOP("WorldPanel", "Set the temperature"),
    QT_TRANSLATE_NOOP("WorldPanel", "Everyone ate"),
    QT_TRANSLATE_NOOP("WorldPanel", "Investigation action"),
    QT_TRANSLATE_NOOP("WorldPanel", "Roll the heat and cold rolls"),
    QT_TRANSLATE_NOOP("WorldPanel", "What the players see"),
)
