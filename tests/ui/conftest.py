import pytest


@pytest.fixture(scope="session", autouse=True)
def _english_ui(qapp):
    """The UI tests start in English with its plural forms ("1 day", "60 days"); a test that
    switches the language switches it back."""
    from tracker.ui import i18n

    i18n.install("en")
    yield


@pytest.fixture(autouse=True)
def _hit_dialog_starts_with_crushing():
    """The hit dialog remembers the last damage types for the GM (class attributes): each
    test starts from the default, whatever the test before it applied."""
    from tracker.ui.gurps.hit_dialog import HitDialog

    HitDialog.last_type = "cr"
    HitDialog.recent_types = []
    yield
