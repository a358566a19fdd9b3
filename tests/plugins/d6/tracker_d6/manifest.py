"""What the tracker finds under the entry point ``d6`` (see this package's pyproject.toml)."""

from tracker.model.plugins import CommandDecl, Manifest

MANIFEST = Manifest(
    id="d6",
    label="d6 hit points",
    rules="tracker_d6.ruleset",
    kit="tracker_d6.kit",
    order=900,
    commands=(CommandDecl("d6-roll", "tracker_d6.cli", "[N]", "roll N d6 (the d6 game's own command)"),),
    schema="tracker_d6:schema.json",
    translations="tracker_d6",
    catalogue="d6",
    web_figure="tracker_d6:figure.js",
)
