"""The bundled ruleset ``gurps``: its manifest and data here, its rules (Qt-free), kit (Qt) and commands in the sub-packages.

Nothing is imported here: the manifest is read at every start, which must not load the rules."""
