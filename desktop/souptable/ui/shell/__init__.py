"""The window around the table: main window, docks, panels, dialogs, start screen, New Game, results,
sessions (leaving, keeping, opening games).

It composes the features (play, review, remote, lessons); none of them imports it.
"""
