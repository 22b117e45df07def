"""Suppenkasper's pieces: card faces and what is printed on them, the wooden pieces,
the weight track's geometry.

A card face carries its name, its kind line and its number; a card's tooltip adds its
rule text. Those names and rule texts (context "Suppenkasper", as in the catalogs) live
here with the art, every number read from the game's ``data.json`` (through
``games.suppenkasper.cards``); :mod:`.words` re-exports them for every other sentence.
The SVG comes from the shared art package. No rules here.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from ....games.suppenkasper.cards import COLOUR, KCAL, KIND, STEPS, card_sorted
from ...art import index_extent
from ...table.board import FacesPart
from ...table.spec import Art
from ...text import arg, items, translate
from .art import TRACK_H, TRACK_W, track_space_center

if TYPE_CHECKING:
    from .board import SuppenkasperBoard

TRACK_ASPECT = TRACK_H / TRACK_W
TOKEN_ROW_Y = 96.0  # where the tokens stand on the track picture (its units)
TRACK_SPACE = (92.0, 150.0)  # one space of the track picture (its units)


def _chip_svg() -> str:
    """A red wooden chip (variant 2). The art set has only the scoring chips of
    Super Susuru Soup, whose stars would mislead here."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="60" height="60" viewBox="0 0 60 60">'
        '<circle cx="30" cy="33" r="25" fill="#000000" opacity="0.25"/>'
        '<circle cx="30" cy="30" r="25" fill="#c8352c" stroke="#3b1d14" stroke-width="3"/>'
        '<circle cx="30" cy="30" r="16" fill="none" stroke="#f4a99c" stroke-width="2.5" opacity="0.7"/>'
        '<path d="M17,20 A16,16 0 0 1 27,14" fill="none" stroke="#ffffff" stroke-width="3" '
        'stroke-linecap="round" opacity="0.5"/>'
        "</svg>"
    )


def colour_name(colour: str) -> str:
    """A main course's colour: meat, fish or cake."""
    return {
        "meat": translate("Suppenkasper", "Meat"),
        "fish": translate("Suppenkasper", "Fish"),
        "cake": translate("Suppenkasper", "Cake"),
    }.get(colour, colour)


def card_name(card: str) -> str:
    if KIND.get(card) == "main":
        #: a main course's name: %1 meat, fish or cake, %2 its kcal ("Meat 1200")
        return arg(translate("Suppenkasper", "%1 %2"), colour_name(str(COLOUR[card])), KCAL[card])
    return {
        "dumplings": translate("Suppenkasper", "Dumplings"),
        "potatoes": translate("Suppenkasper", "Potatoes"),
        "cream": translate("Suppenkasper", "Cream"),
        "ready": translate("Suppenkasper", "Ready-made meal"),
        "fastfood": translate("Suppenkasper", "Fast food"),
        "muesli": translate("Suppenkasper", "Muesli"),
        "fdh": translate("Suppenkasper", "FdH"),
        "nulldiaet": translate("Suppenkasper", "Zero diet"),
        "koernerkur": translate("Suppenkasper", "Grain cure"),
        "abfuehrpille": translate("Suppenkasper", "Laxative"),
        "nein": translate("Suppenkasper", "No, I won't eat it!"),
        "tischlein": translate("Suppenkasper", "Tischlein deck dich"),
        "fresssack": translate("Suppenkasper", "Glutton"),
        "meckerziege": translate("Suppenkasper", "Grumbling Goat"),
        "naschkatze": translate("Suppenkasper", "Sweet Tooth"),
        "suppenkasper": translate("Suppenkasper", "Suppenkasper"),
    }.get(card, card)


def card_kind(kind: str) -> str:
    """The small line under a card's name (``kind`` from the game's card data)."""
    return {
        #: the small line under a card's name on its face: the card's kind
        "main": translate("Suppenkasper", "main course"),
        "side": translate("Suppenkasper", "side dish"),
        #: the small line under the name of a ready-made meal or fast food card
        "ready": translate("Suppenkasper", "dish"),
        "fastfood": translate("Suppenkasper", "dish"),
        "muesli": translate("Suppenkasper", "goes with everything"),
        "reduction": translate("Suppenkasper", "reduction card"),
        "start": translate("Suppenkasper", "start card"),
        "special": translate("Suppenkasper", "special card"),
    }.get(kind, "")


def card_help(card: str) -> str:
    """What a card does, in the rulebook's words (for hovering); numbers from data.json."""
    if KIND.get(card) == "main":
        side = {"meat": "dumplings", "fish": "potatoes", "cake": "cream"}.get(str(COLOUR[card]), "")
        #: "For a main course, the value on the card is multiplied by the number of side dishes" (the
        #: rulings: ×1 with none or one, as the round summary says); %1 the kcal, %2 the side dish
        text = translate(
            "Suppenkasper",
            "Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (×1 without any); "
            "muesli may join.",
        )
        return arg(text, KCAL[card], card_name(side))
    kcal = {
        "ready": translate("Suppenkasper", "Ready-made meal, %1 kcal: only further ready-made meals or muesli go with it."),
        "fastfood": translate("Suppenkasper", "Fast food, %1 kcal: only further fast food or muesli go with it."),
        "muesli": translate("Suppenkasper", "Muesli, %1 kcal: goes with every dish."),
    }
    if card in kcal:
        return arg(kcal[card], KCAL[card])
    lose = {
        "abfuehrpille": translate("Suppenkasper", "Laxative: eat the dish and lose %1 (move %1 toward Suppenkasper)."),
        "nein": translate(
            "Suppenkasper", "Refuse the dish: lose %1 and pass it on. After it only reduction cards may be played on the dish."
        ),
        "suppenkasper": translate(
            "Suppenkasper",
            "Put it on any dish served to you instead of eating it: lose %1, the kcal do not count. "
            "Still in a hand at the round end: no dish counts, only No and Laxative cards.",
        ),
    }
    if card in lose:
        return arg(lose[card], -STEPS[card])
    return {
        "dumplings": translate(
            "Suppenkasper", "Side dish: only with meat. The meat's kcal are multiplied by the number of its side dishes."
        ),
        "potatoes": translate(
            "Suppenkasper", "Side dish: only with fish. The fish's kcal are multiplied by the number of its side dishes."
        ),
        "cream": translate(
            "Suppenkasper", "Side dish: only with cake. The cake's kcal are multiplied by the number of its side dishes."
        ),
        "fdh": translate("Suppenkasper", "FdH (\u201ceat half\u201d): eat the dish at half its kcal."),
        "nulldiaet": translate("Suppenkasper", "Zero diet: eat the dish without any kcal."),
        "koernerkur": translate(
            "Suppenkasper", "Grain cure: only the muesli on the plate counts; without muesli it is a zero diet."
        ),
        "tischlein": translate("Suppenkasper", "Start card: its holder puts it on the plate and serves first."),
        "fresssack": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's ready-made meals. "
            "Get rid of it by putting it on a ready-made meal served to you and eating that.",
        ),
        "meckerziege": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's fast food. "
            "Get rid of it by putting it on fast food served to you and eating that.",
        ),
        "naschkatze": translate(
            "Suppenkasper",
            "At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). "
            "Get rid of it by putting it on a cake served to you and eating that.",
        ),
    }.get(card, "")


def space_name(key: str) -> str:
    """A named space of the weight track (keys of the game's ``space_names``)."""
    return {
        "suppenkasper": translate("Suppenkasper", "Suppenkasper"),
        "traumfigur": translate("Suppenkasper", "Dream figure"),
        "rubensfigur": translate("Suppenkasper", "Rubensfigur"),
        "brummer": translate("Suppenkasper", "Brummer"),
        "dicker_brocken": translate("Suppenkasper", "Dicker Brocken"),
    }.get(key, key)


def steps_text(steps: int) -> str:
    """+2 / −1 / 0 (the track's own way of writing a change)."""
    if steps > 0:
        return f"+{steps}"
    if steps < 0:
        return f"\u2212{-steps}"
    return "0"


def position_text(pos: int) -> str:
    return steps_text(pos)


def option_name(option: str) -> str:
    return {
        "none": translate("Suppenkasper", "No option"),
        "lose": translate("Suppenkasper", "a) Lose 3"),
        "give": translate("Suppenkasper", "b) Give 3 cards"),
        "demand": translate("Suppenkasper", "c) Demand 3 reduction cards"),
    }.get(option, option)


def option_help(option: str) -> str:
    return {
        "none": translate("Suppenkasper", "Keep your chip and play the round as dealt."),
        "lose": translate("Suppenkasper", "Pay a chip: move 3 toward Suppenkasper at once."),
        "give": translate("Suppenkasper", "Pay a chip: give 3 cards of your choice, one each to 3 different players."),
        "demand": translate(
            "Suppenkasper",
            "Pay a chip: demand one reduction card each from 3 different players (from a player with none, "
            "you may demand it from another player instead).",
        ),
    }.get(option, "")


def how_name(how: str | None) -> str:
    """How a dish was eaten (for logs and summaries)."""
    if how in (None, "plain"):
        #: how a dish was eaten: without a reduction card
        return translate("Suppenkasper", "plainly")
    #: how a dish was eaten: %1 is the reduction card played on it
    return arg(translate("Suppenkasper", "with %1"), card_name(str(how)))


def cards_text(cards: list[str] | tuple[str, ...]) -> str:
    """ "Meat 1200, 2 × Dumplings, Muesli" (canonical order, copies counted)."""
    out = []
    #: copies of one card in a list of cards: %1 how many, %2 the card ("2 × Dumplings")
    times = translate("SuppenkasperBoard", "%1 × %2")
    for c, k in Counter(card_sorted(list(cards))).items():
        out.append(card_name(c) if k == 1 else arg(times, k, card_name(c)))
    return items(out)


class SuppenkasperFaces(FacesPart):
    """The art references of the Suppenkasper table."""

    board: SuppenkasperBoard

    def card_face(self, card: str) -> Art:
        return self.board.face(card, card_kind(KIND[card]))

    def card_tip(self, card: str) -> str:
        """A card's name and what it does."""
        return card_name(card) + "\n" + card_help(card)

    def chip_art(self) -> Art:
        return "suppenkasper/chip", _chip_svg

    def token_art(self, seat: int) -> Art:
        return self.board.piece("token", player=seat)

    def plate_art(self) -> Art:
        return self.board.piece("plate_big")

    def track_art(self, labels: dict[str, str]) -> Art:
        return self.board.piece("track", labels=labels)

    def index_height(self, card: str) -> float:
        """How much of ``card``'s height its corner index takes (value and suit symbol)."""
        return index_extent(self.board.game, card)[1]

    @staticmethod
    def track_size(width: float, max_height: float) -> tuple[float, float]:
        """The weight track's (width, height) at most ``width`` wide and ``max_height`` high."""
        h = width * TRACK_ASPECT
        if h > max_height:
            return max_height / TRACK_ASPECT, max_height
        return width, h

    @staticmethod
    def track_point(track: QRectF, position: int) -> tuple[QPointF, float, float]:
        """Where the tokens of ``position`` stand on the track drawn in ``track``, and the
        (width, height) of its space, in scene pixels."""
        scale = track.width() / TRACK_W
        cx, _cy = track_space_center(position)
        centre = QPointF(track.x() + cx * scale, track.y() + TOKEN_ROW_Y * scale)
        return centre, TRACK_SPACE[0] * scale, TRACK_SPACE[1] * scale
