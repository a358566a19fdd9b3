"""GURPS 4th edition as the tracker finds it (the entry point ``gurps`` in pyproject.toml)."""

from tracker.model.plugins import CommandDecl, Manifest

MANIFEST = Manifest(
    id="gurps",
    label="GURPS 4th edition",
    rules="tracker.rulesets.gurps.rules.ruleset",
    kit="tracker.rulesets.gurps.kit.kit",
    order=10,
    legacy_files=True,  # format 1 knew only GURPS
    commands=(
        CommandDecl("resolve", "tracker.rulesets.gurps.commands.resolve", "[--seed N]",
                    "resolve JSON hit requests, one per line (stdin)"),
        CommandDecl("tohit", "tracker.rulesets.gurps.commands.tohit", "[--seed N]",
                    "GURPS attack rolls from JSON requests, one per line"),
        CommandDecl("campaign", "tracker.rulesets.gurps.commands.campaign", "",
                    "V4-V8 campaign rules as JSON requests (stdin)"),
        CommandDecl("import-gcs", "tracker.rulesets.gurps.commands.import_gcs", "FILE...",
                    "GCS character files as resolve targets (JSON lines)"),
        CommandDecl("odds", "tracker.rulesets.gurps.commands.odds", "",
                    "exact odds of a hit before it is rolled (JSON lines)"),
    ),
    schema="tracker.rulesets.gurps:schema.json",
    web_figure="tracker.rulesets.gurps:figure.js",
    translations="tracker.rulesets.gurps:translations",
    catalogue="gurps",
    # its badges, primary track and plot series; its names are in its catalogue (the kit's)
    words="tracker.rulesets.gurps:words_{lang}.json",
    api_version="1.0",
)
