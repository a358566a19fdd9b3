import pytest

from . import install, uninstall


@pytest.fixture(autouse=True)
def d6_ruleset():
    """The d6 game is offered for the test, and only for it."""
    install()
    yield
    uninstall()
