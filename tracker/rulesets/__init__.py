"""The bundled rulesets, each one package shaped like a plugin.

Nothing is imported here: the manifest is read at every start, which must not load the rules."""
