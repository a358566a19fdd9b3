"""Desktop integration (packaging/linux/): the desktop entry, the encounter file type, the
AppStream metadata and the icons agree with each other and with the app, and install."""

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tracker.ui.appinfo import DESKTOP_ID, ICON_SIZES, OLD_DESKTOP_IDS
from tracker.ui.files_controller import ENCOUNTER_SUFFIX, FILE_FILTER

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
MIME_TYPE = "application/x-combat-tracker-encounter"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _entry():
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str
    parser.read(LINUX / f"{DESKTOP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_app_its_icon_and_its_file_type():
    entry = _entry()
    assert (entry["Type"], entry["Name"], entry["Name[ja]"]) == (
        "Application", "Combat Tracker", "戦闘トラッカー")
    assert entry["Icon"] == DESKTOP_ID
    assert entry["Exec"] == "combat-tracker %f"  # the command pip installs; one file
    assert MIME_TYPE in entry["MimeType"].split(";")
    assert entry["StartupWMClass"] == "combat-tracker"


def test_the_encounter_type_is_json_with_its_own_extension():
    root = ET.parse(LINUX / f"{DESKTOP_ID}.mime.xml").getroot()
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert [e.get("type") for e in mime.findall(f"{MIME_NS}sub-class-of")] == ["application/json"]
    globs = [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")]
    assert globs[0] == "*" + ENCOUNTER_SUFFIX and "*.encounter.json" in globs
    langs = {c.get("{http://www.w3.org/XML/1998/namespace}lang"): c.text
             for c in mime.findall(f"{MIME_NS}comment")}
    assert langs[None] == "Combat Tracker encounter" and "戦闘トラッカー" in langs["ja"]


def test_file_dialogs_offer_the_own_extension_first_and_accept_json():
    first = FILE_FILTER.split(";;")[0]
    patterns = first[first.index("(") + 1:first.index(")")].split()
    assert patterns == ["*" + ENCOUNTER_SUFFIX, "*.json"]


def test_save_as_suggests_the_own_extension(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QWidget

    from tracker.model.encounter import Encounter
    from tracker.ui.document import EncounterDocument
    from tracker.ui.files_controller import FilesController

    asked = {}

    def fake(parent, title, suggested, filters):
        asked.update(suggested=suggested, filters=filters)
        return str(tmp_path / "fight.json"), ""  # the GM may still save as .json

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    fc = FilesController(EncounterDocument(Encounter()), None)
    assert fc.save_as(QWidget())
    assert asked["suggested"].endswith("encounter" + ENCOUNTER_SUFFIX)
    assert (tmp_path / "fight.json").is_file()
    fc.open_path(str(tmp_path / "fight.json"))  # a .json still opens
    (tmp_path / "fight.json").rename(tmp_path / "fight.ctenc")
    fc.open_path(str(tmp_path / "fight.ctenc"))
    assert fc.display_name() == "fight.ctenc"


def test_appstream_metadata_describes_the_same_app():
    root = ET.parse(LINUX / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == DESKTOP_ID
    assert root.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("provides/mediatype") == MIME_TYPE
    assert root.findtext("provides/binary") == "combat-tracker"
    names = {n.get("{http://www.w3.org/XML/1998/namespace}lang"): n.text
             for n in root.findall("name")}
    assert names == {None: "Combat Tracker", "ja": "戦闘トラッカー"}
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert root.find("releases/release").get("version") == version


@pytest.mark.parametrize(("tool", "args", "name"), [
    ("desktop-file-validate", [], f"{DESKTOP_ID}.desktop"),
    ("appstreamcli", ["validate", "--no-net"], f"{DESKTOP_ID}.metainfo.xml"),
    ("xmllint", ["--noout"], f"{DESKTOP_ID}.mime.xml"),
])
def test_the_freedesktop_validators_accept_the_files(tool, args, name):
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (apt install desktop-file-utils appstream "
                    "libxml2-utils); the structure is checked above")
    res = subprocess.run([tool, *args, str(LINUX / name)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "W:" not in res.stdout and "E:" not in res.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop integration")
def test_install_script_registers_the_type_for_qt_and_uninstalls(tmp_path):
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    res = subprocess.run(["sh", str(LINUX / "install.sh"), "--exec", "/opt/Combat Tracker/run"],
                         capture_output=True, text=True, env=env, timeout=60)
    assert res.returncode == 0, res.stderr
    entry = (data / "applications" / f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8")
    assert 'Exec="/opt/Combat Tracker/run" %f\n' in entry
    for s in ICON_SIZES:
        assert (data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / f"{DESKTOP_ID}.png").is_file()
    assert (data / "metainfo" / f"{DESKTOP_ID}.metainfo.xml").is_file()
    # what a desktop's file manager asks: Qt reads the same shared-mime-info database
    script = ("from PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
              "app = QCoreApplication([]); db = QMimeDatabase()\n"
              "for f in ('a.ctenc', 'b.encounter.json', 'c.json'):\n"
              "    m = db.mimeTypeForFile(f, QMimeDatabase.MatchMode.MatchExtension)\n"
              "    print(m.name(), m.inherits('application/json'))\n")
    res = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                         timeout=60)
    assert res.stdout.split("\n")[:3] == [f"{MIME_TYPE} True", f"{MIME_TYPE} True",
                                          "application/json True"], res.stderr
    res = subprocess.run(["sh", str(LINUX / "install.sh"), "--uninstall"], capture_output=True,
                         text=True, env=env, timeout=60)
    assert res.returncode == 0
    left = [p for p in data.rglob("*") if p.is_file() and DESKTOP_ID in p.name]
    assert left == []


def test_the_desktop_id_names_no_ruleset():
    assert DESKTOP_ID == "io.github.combat_tracker.CombatTracker"
    assert "gurps" not in DESKTOP_ID.lower()
    assert sorted(p.name for p in LINUX.glob("io.github.*")) == [
        f"{DESKTOP_ID}.desktop", f"{DESKTOP_ID}.metainfo.xml", f"{DESKTOP_ID}.mime.xml"]
    # software centres take an installation of the old id for this one
    root = ET.parse(LINUX / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert [e.text for e in root.findall("replaces/id")] == list(OLD_DESKTOP_IDS)
    script = (LINUX / "install.sh").read_text(encoding="utf-8")
    assert f'OLD_IDS="{" ".join(OLD_DESKTOP_IDS)}"' in script


def _install_old_id(data: Path, old: str) -> None:
    """What install.sh of before the rename left: entry, type, metadata and icons."""
    for rel in (f"applications/{old}.desktop", f"mime/packages/{old}.xml",
                f"metainfo/{old}.metainfo.xml", f"icons/hicolor/scalable/apps/{old}.svg",
                *(f"icons/hicolor/{s}x{s}/apps/{old}.png" for s in ICON_SIZES)):
        (data / rel).parent.mkdir(parents=True, exist_ok=True)
        (data / rel).write_text("old", encoding="utf-8")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop integration")
def test_install_replaces_the_old_ids_files_and_keeps_the_users_choice(tmp_path):
    data, config = tmp_path / "share", tmp_path / "config"
    (old,) = OLD_DESKTOP_IDS
    _install_old_id(data, old)
    config.mkdir()
    (config / "mimeapps.list").write_text(
        "[Default Applications]\n"
        f"application/x-combat-tracker-encounter={old}.desktop\n"
        "text/plain=org.gnome.TextEditor.desktop\n", encoding="utf-8")
    unrelated = data / "applications" / "org.example.Other.desktop"
    unrelated.write_text("[Desktop Entry]\n", encoding="utf-8")
    env = dict(os.environ, XDG_DATA_HOME=str(data), XDG_CONFIG_HOME=str(config))
    res = subprocess.run(["sh", str(LINUX / "install.sh")], capture_output=True, text=True,
                         env=env, timeout=60)
    assert res.returncode == 0, res.stderr
    assert [p for p in data.rglob("*") if p.is_file() and old in p.name] == []
    assert (data / "applications" / f"{DESKTOP_ID}.desktop").is_file()
    assert (data / "mime" / "packages" / f"{DESKTOP_ID}.xml").is_file()
    assert unrelated.is_file()  # nothing else of the user's goes
    assert (config / "mimeapps.list").read_text(encoding="utf-8") == (
        "[Default Applications]\n"
        f"application/x-combat-tracker-encounter={DESKTOP_ID}.desktop\n"
        "text/plain=org.gnome.TextEditor.desktop\n")
    # an uninstall of the new version takes an old id's files too (one left by hand)
    _install_old_id(data, old)
    res = subprocess.run(["sh", str(LINUX / "install.sh"), "--uninstall"], capture_output=True,
                         text=True, env=env, timeout=60)
    assert res.returncode == 0, res.stderr
    assert [p for p in data.rglob("*")
            if p.is_file() and (old in p.name or DESKTOP_ID in p.name)] == []


def test_the_generated_icons_match_their_svg():
    res = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--check"],
                         capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert res.returncode == 0, res.stdout + res.stderr


def test_the_ico_and_icns_hold_every_size(qtbot):
    from PySide6.QtGui import QImageReader

    icons = ROOT / "resources" / "icons"
    for name, sizes in (("combat-tracker.ico", [16, 24, 32, 48, 64, 128, 256]),
                        ("combat-tracker.icns", [16, 32, 64, 128, 256, 512, 32, 64, 256, 512])):
        reader = QImageReader(str(icons / name))
        found = []
        for i in range(reader.imageCount()):
            reader.jumpToImage(i)
            found.append(reader.read().width())
        assert found == sizes, name
