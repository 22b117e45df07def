"""The application process: its entry point, modes (window, self-test, screenshots) and the throwaway profile.

The top of ui/: it may import every other folder; nothing imports it.
"""
