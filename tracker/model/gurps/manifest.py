"""GURPS 4th edition as the tracker finds it (the entry point ``gurps`` in pyproject.toml)."""

from ..plugins import CommandDecl, Manifest

MANIFEST = Manifest(
    id="gurps",
    label="GURPS 4th edition",
    rules="tracker.model.gurps.ruleset",
    kit="tracker.ui.gurps.kit",
    order=10,
    legacy_files=True,  # format 1 knew only GURPS
    commands=(
        CommandDecl("resolve", "tracker.cli.gurps.resolve", "[--seed N]",
                    "resolve JSON hit requests, one per line (stdin)"),
        CommandDecl("tohit", "tracker.cli.gurps.tohit", "[--seed N]",
                    "GURPS attack rolls from JSON requests, one per line"),
        CommandDecl("campaign", "tracker.cli.gurps.campaign", "",
                    "V4-V8 campaign rules as JSON requests (stdin)"),
        CommandDecl("import-gcs", "tracker.cli.gurps.import_gcs", "FILE...",
                    "GCS character files as resolve targets (JSON lines)"),
        CommandDecl("odds", "tracker.cli.gurps.odds", "",
                    "exact odds of a hit before it is rolled (JSON lines)"),
    ),
    schema="tracker.model.gurps:schema.json",
    web_figure="tracker.model.gurps:figure.js",
    translations="tracker.ui.gurps:translations",
    catalogue="gurps",
    # its badges, primary track and plot series; its names are in its catalogue (the kit's)
    words="tracker.model.gurps:words_{lang}.json",
    api_version="1.0",
)
