import pytest


@pytest.fixture(scope="session", autouse=True)
def _english_ui(qapp):
    """The UI tests start in English with its plural forms ("1 day", "60 days"); a test that
    switches the language switches it back."""
    from tracker.ui import i18n

    i18n.install("en")
    yield
