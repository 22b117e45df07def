"""The card table: a scene of sprites laid out from specs, animated between layouts.

Nothing here knows a rule or a game: a board turns an observation into
:class:`~.spec.Spec` objects, and the scene makes the picture match them.
"""
