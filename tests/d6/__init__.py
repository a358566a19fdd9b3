"""A third, tiny ruleset that lives only in the tests: a d6 hit-points game (a sheet, a hit, a
check). It proves the seam: it joins through the registries (``ruleset.register``,
``kit.register``) and runs through the window, the files, the headless session and the player
view without any generic file naming it. :func:`install` registers it; :func:`uninstall`
takes it away again."""

from __future__ import annotations

RULESET_ID = "d6"


def install() -> None:
    from tracker.model import ruleset
    from tracker.ui import kit

    ruleset.register(RULESET_ID, "tests.d6.ruleset")
    kit.register(RULESET_ID, "tests.d6.kit")


def uninstall() -> None:
    from tracker.model import ruleset
    from tracker.ui import kit

    ruleset.unregister(RULESET_ID)
    kit.unregister(RULESET_ID)
