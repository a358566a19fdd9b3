"""Call of Cthulhu 6th edition (house rules) as the tracker finds it (the entry point ``coc``)."""

from tracker.model.plugins import CommandDecl, Manifest

MANIFEST = Manifest(
    id="coc",
    label="Call of Cthulhu 6th edition",
    rules="tracker.rulesets.coc.rules.ruleset",
    kit="tracker.rulesets.coc.kit.kit",
    order=20,
    commands=(
        CommandDecl("coc", "tracker.rulesets.coc.commands.requests", "[--seed N]",
                    "Call of Cthulhu rules over JSON lines (stdin)"),
        CommandDecl("roll", "tracker.rulesets.coc.commands.roll", "[--seed N]",
                    "BCDice commands (CCB<=60, RES(12-10), 2D6+1) and pasted results (stdin)"),
        CommandDecl("import-ccfolia", "tracker.rulesets.coc.commands.import_ccfolia", "FILE...",
                    "CCFolia character pieces as CoC sheets (JSON lines; - is stdin)"),
        CommandDecl("export-ccfolia", "tracker.rulesets.coc.commands.export_ccfolia", "ENCOUNTER [NAME...]",
                    "CCFolia character pieces of a CoC encounter's combatants"),
    ),
    schema="tracker.rulesets.coc:schema.json",
    web_figure="tracker.rulesets.coc:figure.js",
    translations="tracker.rulesets.coc:translations",
    catalogue="coc",
    # its badges, primary track and plot series; its names are in its catalogue (the kit's)
    words="tracker.rulesets.coc:words_{lang}.json",
    api_version="1.0",
)
