"""Remote seats in the app: hosting a table, joining one, the invite dialogs and the client.

The protocol lives in souptable.net; this folder is its Qt face. It does not import the window.
"""
