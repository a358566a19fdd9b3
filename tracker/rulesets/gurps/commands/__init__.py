"""GURPS's headless commands, declared by its manifest (tracker/rulesets/gurps/manifest.py)."""
