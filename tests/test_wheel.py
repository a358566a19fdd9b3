"""The wheel: built without setuptools warnings, holding every module and resource, and
installed with ``pip install .`` into a fresh venv it runs from any folder."""

import os
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# the build output of setuptools names its warnings by class (SetuptoolsDeprecationWarning,
# BuildBackendWarning …) or starts a line with "warning:"; pip's own "WARNING:" lines are about
# this machine's index configuration, not the project
SETUPTOOLS_WARNING = re.compile(r"[A-Za-z]Warning\b|^\s*warning:", re.MULTILINE)


def _env():
    # PYTHONDONTWRITEBYTECODE makes setuptools warn that it skips byte-compiling
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    res = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", str(ROOT),
                          "-w", str(out)], capture_output=True, text=True, env=_env(),
                         cwd=out, timeout=600)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    (path,) = out.glob("combat_tracker-*.whl")
    return path, res.stdout + res.stderr


def test_the_wheel_builds_without_setuptools_warnings(wheel):
    _, log = wheel
    found = [line for line in log.splitlines() if SETUPTOOLS_WARNING.search(line)]
    assert found == []


def _git_files(folder):
    res = subprocess.run(["git", "ls-files", folder], capture_output=True, text=True, cwd=ROOT)
    if res.returncode != 0 or not res.stdout.strip():
        pytest.skip("not a git checkout")
    return [ROOT / f for f in res.stdout.split()]


def test_the_wheel_holds_every_module_and_resource(wheel):
    path, _ = wheel
    names = set(zipfile.ZipFile(path).namelist())
    expected = {f.relative_to(ROOT).as_posix() for f in _git_files("tracker") if f.suffix == ".py"}
    # each bundled ruleset's data travels in its package: schema, figure, words, catalogues
    own = {f.relative_to(ROOT).as_posix() for f in _git_files("tracker/rulesets")}
    assert {"tracker/rulesets/gurps/schema.json", "tracker/rulesets/coc/figure.js",
            "tracker/rulesets/gurps/translations/gurps_ja.qm",
            "tracker/rulesets/gurps/bodyplans/humanoid.json",
            "tracker/rulesets/gurps/silhouette_shapes.bin"} <= own
    expected |= own
    expected |= {"tracker/resources/" + f.relative_to(ROOT / "resources").as_posix()
                 for f in _git_files("resources")}
    assert expected - names == set()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    metadata = zipfile.ZipFile(path).read(next(n for n in names if n.endswith("/METADATA")))
    assert b"License-Expression: MIT" in metadata


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_pip_install_into_a_fresh_venv_runs_from_another_folder(tmp_path):
    """``pip install .`` exactly as the README says, dependencies from the index included;
    then every entry point and every kind of resource, run far from the checkout."""
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / "python"
    res = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "."], cwd=ROOT,
                         capture_output=True, text=True, env=_env(), timeout=900)
    assert res.returncode == 0, res.stderr[-3000:]

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(HOME=str(elsewhere), XDG_CONFIG_HOME=str(elsewhere), XDG_DATA_HOME=str(elsewhere),
               QT_QPA_PLATFORM="offscreen", LANG="ja_JP.UTF-8")

    def run(*args, stdin=None):
        return subprocess.run([str(a) for a in args], input=stdin, capture_output=True,
                              text=True, env=env, cwd=elsewhere, timeout=120)

    res = run(python, "-c", "import tracker, sys; print(tracker.__file__)")
    assert str(env_dir) in res.stdout and str(ROOT) not in res.stdout  # not the checkout
    res = run(bindir / "combat-tracker", "--help")
    assert res.returncode == 0 and "resolve" in res.stdout
    demo = elsewhere / "demo.ctenc"
    res = run(python, "-c", "from tracker.rulesets.gurps.rules.demo import demo_encounter;"
              "from tracker.model.files import save_encounter;"
              f"save_encounter(demo_encounter(lang='ja'), {str(demo)!r})")
    assert res.returncode == 0, res.stderr
    res = run(python, "-m", "tracker", "check", demo)
    assert (res.returncode, res.stdout.strip()) == (0, f"{demo}: OK")
    res = run(python, "-m", "tracker", "resolve",
              stdin='{"target": {"hp": 10, "body": "octopod"}, "location": "arm_3", '
                    '"damage": 9, "type": "cut"}\n')
    assert res.returncode == 0 and '"crippled": true' in res.stdout, res.stderr
    # translations, body plans, schema and icons come from the installed package
    res = run(python, "-c", """
from importlib import resources
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tracker.ui import i18n
from tracker.ui.appinfo import app_icon, app_name
from tracker.rulesets.gurps.rules.bodyplan import body_plans
assert i18n.install("ja") and app_name() == "戦闘トラッカー"
assert len(app_icon().availableSizes()) == 8
assert resources.files("tracker.resources").joinpath("encounter.schema.json").is_file()
from tracker.resources import folder  # what the app itself reads them by
from tracker.rulesets.gurps.data import folder as gurps_folder  # GURPS's own
assert folder("encounter.schema.json").is_file() and gurps_folder("silhouette_shapes.bin").is_file()
print(len(list(body_plans())))
""")
    assert res.returncode == 0, res.stderr
    assert int(res.stdout.strip()) == len(list((ROOT / "tracker" / "rulesets" / "gurps" / "bodyplans").glob("*.json")))
    env["COMBAT_TRACKER_QUIT_WHEN_SHOWN"] = "1"  # the GUI opens the file, shows, and quits
    res = run(bindir / "combat-tracker", demo)
    assert res.returncode == 0 and res.stdout.startswith("shown "), res.stderr
