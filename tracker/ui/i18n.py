"""Language: which translation is loaded, and names from data files in that language."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import folder as data_folder

LANGUAGES = ("ja", "en")
_state = {"lang": "en", "translators": []}


def language() -> str:
    """The UI language now in use: "ja" or "en"."""
    return _state["lang"]  # type: ignore[return-value]


def system_language() -> str:
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def _qm_path(lang: str) -> str:
    return str(data_folder("translations", f"tracker_{lang}.qm"))


def install(lang: str) -> bool:
    """Load ``lang``'s translation into the application.

    English is the source language: its catalogue holds only the plural forms of the ``%n``
    messages ("1 day" / "2 days"). Returns False if the .qm file could not be loaded (the UI
    then stays in English)."""
    app = QCoreApplication.instance()
    for t in _state["translators"]:  # type: ignore[union-attr]
        app.removeTranslator(t)
    _state["translators"] = []
    _state["lang"] = "en"
    if lang not in LANGUAGES:
        return False
    if lang == "en":
        plurals = QTranslator(app)
        if plurals.load(_qm_path("en")):  # without it: "%n day(s)" reads "1 day(s)"
            app.installTranslator(plurals)
            _state["translators"] = [plurals]
        for extra in _ruleset_catalogues(app, "en"):  # each ruleset's plurals
            app.installTranslator(extra)
            _state["translators"].append(extra)  # type: ignore[union-attr]
        return True
    tr = QTranslator(app)
    if not tr.load(_qm_path(lang)):
        return False
    # Qt's own strings (standard dialog buttons, file dialogs, line-edit context menus) from
    # the copy of PySide6's catalogue the tracker ships (a bundle may lack PySide6's), else
    # PySide6's; optional: without it those words stay in English. Installed first so that
    # the tracker's own translation, installed last, is searched first.
    qt = QTranslator(app)
    shipped = str(data_folder("translations"))
    if qt.load(f"qtbase_{lang}", shipped) or qt.load(
            f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _state["translators"] = [qt]
    app.installTranslator(tr)
    _state["translators"].append(tr)  # type: ignore[union-attr]
    for extra in _ruleset_catalogues(app, lang):
        app.installTranslator(extra)
        _state["translators"].append(extra)  # type: ignore[union-attr]
    _state["lang"] = lang
    return True


def _ruleset_catalogues(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """The catalogues rulesets bring of their own (``Manifest.translations``: a package, and
    optionally ``:folder`` inside it, as Picard's plugins carry theirs); one that is missing or
    broken leaves that ruleset's words in English."""
    from ..model.plugins import manifests, resource_folder

    out = []
    for man in manifests().values():
        if not (man.translations and man.catalogue):
            continue
        package, _, sub = man.translations.partition(":")
        folder = resource_folder(package)
        if folder is not None and sub:
            folder = folder / sub
        tr = QTranslator(app)
        if folder is not None and tr.load(f"{man.catalogue}_{lang}", str(folder)):
            out.append(tr)
    return out


def noop_block(module: str, *sections: tuple[str, str, Iterable[str]]) -> str:
    """The source of a generated lupdate block: for each (variable, context, texts) a tuple
    of ``QT_TRANSLATE_NOOP(context, text)``, between the markers that name ``module`` (whose
    ``python -m`` prints it). lupdate reads only literals: the block repeats the texts the
    code keeps in data, and each module's test keeps the two equal."""

    def q(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    out = [block_begin(module)]
    for name, context, texts in sections:
        out.append(f"{name} = (")
        out += [f'    QT_TRANSLATE_NOOP("{context}", {q(t)}),' for t in texts]
        out.append(")")
    out.append(BLOCK_END)
    return "\n".join(out) + "\n"


def block_begin(module: str) -> str:
    return f"# --- BEGIN GENERATED lupdate block (python -m {module}) ---"


BLOCK_END = "# --- END GENERATED lupdate block ---"
