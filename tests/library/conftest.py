import pytest

from tracker.model.library import open_library


@pytest.fixture
def lib(tmp_path):
    """A real library file (SQLite on disk, WAL), closed after the test."""
    library = open_library(str(tmp_path / "library.sqlite3"))
    yield library
    library.close()
