"""Everything Qt: the app, the main window, the table scene, boards and dialogs.

Nothing here decides a rule: boards offer exactly the engine's legal actions.
"""
