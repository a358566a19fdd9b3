"""Call of Cthulhu's headless commands, declared by its manifest (tracker/rulesets/coc/manifest.py)."""
