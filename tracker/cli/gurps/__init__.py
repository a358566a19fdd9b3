"""GURPS's headless commands, declared by its manifest (tracker/model/gurps/manifest.py)."""
