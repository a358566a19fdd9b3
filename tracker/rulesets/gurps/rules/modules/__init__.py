"""Optional rule modules of the GURPS vampire-hunter campaign (RULES V4–V8), Qt-free.

Each module declares ``ID``, ``VERSION`` and ``OPTIONS`` and holds its pure rules, its state
dataclasses (``to_dict``/``from_dict``/``problems``) and the pure steps its hooks call."""

from __future__ import annotations

from tracker.model.ruleset import LazyModules

#: the rule modules' ids, in hook order, and the Python modules that hold them (``MODULE``);
#: the GURPS ruleset loads each on first use (an encounter without them never imports them)
PROVIDERS = {
    "gurps.ranged": "tracker.rulesets.gurps.rules.modules.ranged",
    "gurps.moon": "tracker.rulesets.gurps.rules.modules.moon_module",
    "gurps.weather": "tracker.rulesets.gurps.rules.modules.weather_module",
    "gurps.hunger": "tracker.rulesets.gurps.rules.modules.hunger_module",
    "gurps.infection": "tracker.rulesets.gurps.rules.modules.infection_module",
    "gurps.climate": "tracker.rulesets.gurps.rules.modules.climate_module",
}
#: the campaign's own modules (seed 003): the vampire-hunter preset turns on these
CAMPAIGN = tuple(PROVIDERS)
#: the Basic Set's optional rules (docs/rules.md W4, W5): off unless the GM turns one on
PROVIDERS.update({
    "gurps.bleeding": "tracker.rulesets.gurps.rules.modules.bleeding_module",
    "gurps.knockback": "tracker.rulesets.gurps.rules.modules.knockback_module",
})

#: the table the GURPS ruleset offers (``GurpsRuleset.modules``): the rules that ask a module
#: for what it derives (its statuses) read it here, below the ruleset
MODULES = LazyModules(PROVIDERS)
