"""Call of Cthulhu's headless commands, declared by its manifest (tracker/model/coc/manifest.py)."""
