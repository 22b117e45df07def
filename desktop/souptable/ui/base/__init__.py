"""Foundations of the app: settings, the data folder's files (storage), languages and logging.

No widgets of the window, no table: everything above builds on these.
"""
