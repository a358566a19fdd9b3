"""Tests of the wound-boxes game (``tests/plugins/wounds``, its own pip package installed by the
test command): a ruleset chosen to break what the bundled ones take for granted — its primary
track is wound boxes (not "hp", not its first track), its conditions have badges, its check is
its own, and every word it shows, Japanese included, comes from its words files. It runs
through the session, the files, the GM window, the player window, the log export and the
players' page, which must show its words (not ids, not "HP")."""
