"""A shaken-and-wound-boxes game (its words in data files only): a ruleset from outside the
tracker."""
