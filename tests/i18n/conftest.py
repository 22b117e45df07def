"""The i18n tests use the UI fixtures (a window with settings in a temp folder)."""

from tests.ui.conftest import desktop_screen, settings, window  # noqa: F401
