"""What the tracker finds under the entry point ``wounds`` (see this package's pyproject.toml).
No kit catalogue: its words, in English and Japanese, are its words files."""

from tracker.model.plugins import Manifest

MANIFEST = Manifest(
    id="wounds",
    label="Wound boxes",
    rules="tracker_wounds.ruleset",
    kit="tracker_wounds.kit",
    order=910,
    schema="tracker_wounds:schema.json",
    web_figure="tracker_wounds:figure.js",
    words="tracker_wounds:words_{lang}.json",
    api_version="1.0",
)
