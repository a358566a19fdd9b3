"""A d6 hit-points game (a sheet, a hit, a check): a ruleset from outside the tracker."""
