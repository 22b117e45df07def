"""One table being played: the controller's loop, the play area and view, turns, the round end,
computer players, hints, and the setup of a table.

No rules (the engine decides through legal_actions); nothing of the window around it.
"""
