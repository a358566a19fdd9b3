"""What a keeper does in a CoC fight, each as ONE undoable action (``Encounter.perform``), one
module a kind: the attack (:mod:`.attack`, planned by :mod:`.attack_plan` from an
:mod:`.attack_request`, answered by :mod:`.defend`, with :mod:`.counter` and
:mod:`.techniques`), the firearm actions (:mod:`.guns`), first aid (:mod:`.aid`), getting up
and picking up (:mod:`.recover`), SAN checks (:mod:`.sanity`), the keeper's secret rolls
(:mod:`.secret`) and damage entered directly (:mod:`.damage`); :mod:`.turn` and :mod:`.arms`
are what they all ask first. Callers import each action from its module.

This package imports none of them: the ruleset loads :mod:`.damage` alone."""
