"""What a click, a drop or a key means on the Super Susuru Soup table.

Every target answers: a legal action, a new selection, or a reason. A card or a
marker that cannot be used now answers with the *attempted* action (a market
card: ``Take``; the draw pile: ``Draw``; a hand card: opening shop with it), so
the engine refuses it and the status line shows the engine's reason in the
rulebook's words. Only the table's own half-made choices (a marker before its
card, a drop that lands nowhere, the draw pile while opening shop) are
explained here. Two-step choice: a hand card, then a marker (or drag the card
onto the marker). No rules here: legality comes from the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Observation
from ....games.susuru.actions import Claim, Draw, Keep, OpenShop, Take, ToMarket
from ...table.board import Button, ChoosePart, Pick
from ...text import translate
from .faces import MARKERS
from .layout import Now

if TYPE_CHECKING:
    from .board import SusuruBoard


class SusuruChoose(ChoosePart):
    """Clicks, drops and buttons of the Super Susuru Soup table."""

    board: SusuruBoard

    def pick(self, target: Any, legal: list[Action], obs: Observation) -> Pick:
        now = self.board.layout.now(legal)
        if target == "open":
            return self._open_shop(legal)
        if target == "cancel":
            if self.board.selection is None:
                return Pick()  # Escape with nothing half-chosen: the play area says nothing
            self.board.selection = None
            return Pick(reselect=True)
        if target == "deck":
            if now.placing and not now.claiming:
                return Pick(why=("opening_shop", {}))
            return Pick(Draw())  # legal, or the engine says why not
        if target in ("hand", "drawn"):
            return Pick(Keep())
        if target == "market":
            return Pick(ToMarket())
        if isinstance(target, tuple) and len(target) == 2:
            kind, what = target
            if kind == "take":
                if now.placing and not now.claiming:
                    return Pick(why=("opening_shop", {}))
                return Pick(Take(what))
            if kind == "card":
                return self._pick_card(what, now, obs)
            if kind == "marker":
                return self._pick_marker(what, now, obs)
        return Pick(why=("not_legal", {}))

    def _open_shop(self, legal: list[Action]) -> Pick:
        opens = [a for a in legal if isinstance(a, OpenShop)]
        if opens == [OpenShop(None, None)]:
            # nothing to place: opening shop only ends the turn, for good; the first press
            # says so (prompt and button), the second does it
            if self.board.selection == "":
                return Pick(opens[0])
            self.board.selection = ""
            return Pick(reselect=True)
        if opens:
            self.board.selection = ""  # open-shop mode, no card chosen yet
            return Pick(reselect=True)
        return Pick(OpenShop(None, None))  # not now: the engine says why

    def _pick_card(self, card: str, now: Now, obs: Observation) -> Pick:
        if card in now.cards():
            if now.placing and self.board.selection == card:
                self.board.selection = None if now.claiming else ""  # chosen again: unchoose it
            else:
                self.board.selection = card  # choose it (and so start opening shop with it)
            return Pick(reselect=True)
        return self._attempt(None, card, now, obs)

    def _pick_marker(self, marker: int, now: Now, obs: Observation) -> Pick:
        card = now.card if now.placing else None
        if card is not None:
            act = now.place(marker, card)
            return Pick(act) if act is not None else self._attempt(marker, card, now, obs)
        if obs["trend"][str(marker)] is not None:
            return Pick(why=("marker_taken", {"marker": marker}))
        if marker in now.markers_for(None):
            return Pick(why=("choose_card_first", {}))
        hand = sorted(obs["hand"] or [])
        return self._attempt(marker, hand[0] if hand else None, now, obs)

    def _attempt(self, marker: int | None, card: str | None, now: Now, obs: Observation) -> Pick:
        """Placing ``card`` under ``marker`` as the person asked, though it is not one of
        the legal actions: submitted so that the engine says why not."""
        if marker is None:
            free = [m for m in MARKERS if obs["trend"][str(m)] is None]
            if not free:
                return Pick(why=("trend_all_decided", {}))
            marker = free[0]
        act: Action = Claim(marker, card) if now.claiming else OpenShop(marker, card)  # type: ignore[arg-type]
        if act in now.legal:  # (not expected: then it is simply a choice)
            self.board.selection = card
            return Pick(reselect=True)
        return Pick(act)

    def drop(self, dragged: Any, onto: Any, legal: list[Action], obs: Observation) -> Pick:
        """A drag does what the clicks on its two ends would: the drawn card onto the
        hand or the market; a hand card onto a trend order marker."""
        if dragged == "drawn":
            if onto in ("hand", "drawn") or (isinstance(onto, tuple) and onto[0] == "card"):
                return Pick(Keep())
            if onto == "market":
                return Pick(ToMarket())
            return Pick(why=("drop_drawn", {}))
        if isinstance(dragged, tuple) and dragged[0] == "card":
            if isinstance(onto, tuple) and onto[0] == "marker":
                now = self.board.layout.now(legal)
                act = now.place(onto[1], dragged[1])
                return Pick(act) if act is not None else self._attempt(onto[1], dragged[1], now, obs)
            return Pick(why=("drop_on_marker", {}))
        return super().drop(dragged, onto, legal, obs)

    def hint_destinations(self, action: Action, obs: Observation) -> list[str]:
        if isinstance(action, (OpenShop, Claim)) and action.marker is not None:
            return [f"marker:{action.marker}"]
        if isinstance(action, Draw):
            return ["deck"]
        return []

    def buttons(self, obs: Observation, legal: list[Action]) -> list[Button]:
        now = self.board.layout.now(legal)
        out: list[Button] = []
        if now.keep:
            out.append(Button(translate("SusuruBoard", "Keep"), action=Keep(), shortcut="K"))
            out.append(Button(translate("SusuruBoard", "To market"), action=ToMarket(), shortcut="M"))
            return out
        if now.placing and now.card is not None:
            for m in MARKERS:
                act = now.place(m, now.card)
                if act is not None:
                    out.append(
                        Button(
                            self.board.words.marker_button(m),
                            target=("marker", m),
                            shortcut=str(m),
                            tooltip=self.board.words.action_text(act),
                        )
                    )
        if now.draw and not now.placing:
            out.append(Button(translate("SusuruBoard", "Draw"), action=Draw(), shortcut="D"))
        opens = [a for a in legal if isinstance(a, OpenShop)]
        if opens == [OpenShop(None, None)]:  # no card can go under a free marker
            tip = self.board.words.open_empty_tip()
            if self.board.selection is None:
                out.append(Button(translate("SusuruBoard", "Open shop"), target="open", shortcut="O", tooltip=tip))
            else:
                #: the second press: open shop with no card to place (the turn ends for good)
                text = translate("SusuruBoard", "Open shop, placing nothing")
                out.append(Button(text, target="open", shortcut="O", tooltip=tip))
                out.append(Button(translate("SusuruBoard", "Cancel"), target="cancel", shortcut="C"))
        elif opens:
            if self.board.selection is None:
                out.append(Button(translate("SusuruBoard", "Open shop"), target="open", shortcut="O"))
            else:
                out.append(Button(translate("SusuruBoard", "Cancel"), target="cancel", shortcut="C"))
        return out
