"""Looking back at a game: the review of decisions, its timeline and summary, and the replay.

The search runs in souptable.ai; this folder shows it. It does not import the window.
"""
