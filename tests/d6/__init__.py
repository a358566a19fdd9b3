"""Tests of the d6 game, a ruleset that is not part of the tracker: it is its own pip package
(``tests/plugins/d6``, installed by the test command) and joins by its entry point alone. It runs
through the window, the files, the headless session, the player view and the players' page
without any file of the tracker naming it."""
