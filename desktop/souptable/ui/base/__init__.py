"""Foundations of the app: settings, the data folder's files (storage), languages, logging and the screen's free area.

No widgets of the window, no table: everything above builds on these.
"""
