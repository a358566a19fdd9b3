"""Call of Cthulhu 6th edition (house rules) as the tracker finds it (the entry point ``coc``)."""

from ..plugins import CommandDecl, Manifest

MANIFEST = Manifest(
    id="coc",
    label="Call of Cthulhu 6th edition",
    rules="tracker.model.coc.ruleset",
    kit="tracker.ui.coc.kit",
    order=20,
    commands=(
        CommandDecl("coc", "tracker.cli.coc.requests", "[--seed N]",
                    "Call of Cthulhu rules over JSON lines (stdin)"),
        CommandDecl("roll", "tracker.cli.coc.roll", "[--seed N]",
                    "BCDice commands (CCB<=60, RES(12-10), 2D6+1) and pasted results (stdin)"),
        CommandDecl("import-ccfolia", "tracker.cli.coc.import_ccfolia", "FILE...",
                    "CCFolia character pieces as CoC sheets (JSON lines; - is stdin)"),
        CommandDecl("export-ccfolia", "tracker.cli.coc.export_ccfolia", "ENCOUNTER [NAME...]",
                    "CCFolia character pieces of a CoC encounter's combatants"),
    ),
    schema="tracker.model.coc:schema.json",
    web_figure="tracker.model.coc:figure.js",
    translations="tracker.ui.coc:translations",
    catalogue="coc",
    # its badges, primary track and plot series; its names are in its catalogue (the kit's)
    words="tracker.model.coc:words_{lang}.json",
    api_version="1.0",
)
