"""Remote seats: a host and its clients over WebSocket (RFC 6455, the ``websockets`` package).

The host runs the only engine (:mod:`.host` headless, or the app's controller);
each remote seat gets only its own observation and the events redacted for it,
sends actions in the record's action encoding, and is answered with error codes
(:mod:`.protocol`). Pure Python: never imports Qt.
"""
