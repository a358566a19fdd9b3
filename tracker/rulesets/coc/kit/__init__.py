"""Call of Cthulhu widgets: the kit, the figure, the sheet editor, the attack dialog, the
keeper's panel and its small dialogs (see :mod:`tracker.ui.kit`)."""
