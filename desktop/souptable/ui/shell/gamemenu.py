"""The Game menu's state: which items can act now, and what Undo says it took back.

:func:`update_actions` enables Restart, Save, Undo, Redo, Hint and Review only
where they can do something (none of them on the start screen; at a joined
table what the host keeps, the record, stays with the host; a hosted table has
no undo). It is called after every change at the table and when the table is
left, so nothing here remembers a state of its own. :func:`undone_text` names
the person's decision an undo takes back in the log's own words. No rules here:
what may be undone is the controller's ``undo_point``, what may be redone its
``can_redo``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..text import arg

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from ..play.controller import GameController
    from .mainwindow import MainWindow


def update_actions(window: MainWindow) -> None:
    """Enable the Game menu's items that can act on the table as it is now."""
    c = window.controller
    mode = window.remote_mode  # "host", "join" or None (ui/remote/seats.py)
    local = c is not None and is_local(c)
    running = c is not None and not c.match.is_over()
    window.act_restart.setEnabled(local and mode is None and window.setup is not None)
    window.act_save.setEnabled(local)
    # enabled once the person has a decision to take back, even where the strict policy
    # refuses it (something hidden was revealed since): choosing it then says why
    window.act_undo.setEnabled(local and mode is None and running and c is not None and c.undo_point(True) is not None)
    window.act_redo.setEnabled(local and mode is None and c is not None and c.can_redo())
    hints = mode != "join" or bool(getattr(c, "hints_allowed", False))
    window.act_hint.setEnabled(running and hints)
    window.act_review.setEnabled(local and mode != "join" and c is not None and c.match.is_over())


def is_local(c: object) -> TypeIs[GameController]:
    """Is ``c`` a table played here (a ``GameController``), not a seat at another's table?
    (The controller is imported once there is a table: the start screen does not need it.)"""
    from ..play.controller import GameController

    return isinstance(c, GameController)


def undone_text(window: MainWindow, upto: int) -> str:
    """ "Undone: …" for the decision at ``upto`` in the log, worded as the log worded it
    (the events of that action as the viewer saw them; the action's name if none has a line)."""
    c, board = window.controller, window.board
    assert c is not None and board is not None, "a table to undo at"
    rules = c.match.rules
    action = c.match.log[upto][1]
    lines = []
    for ev in c.action_events[upto] if upto < len(c.action_events) else []:
        line = board.describe(rules.redact(ev, c.viewer))
        if line:
            lines.append(line)
    what = " ".join(lines) if lines else board.action_text(action)
    #: %1 the log's line(s) of the decision taken back ("Ann plays Miso 3.")
    return arg(QCoreApplication.translate("MainWindow", "Undone: %1"), what)


__all__ = ["undone_text", "update_actions"]
