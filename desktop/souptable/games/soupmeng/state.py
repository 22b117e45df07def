"""The state of a Soup Meng Ramen match: plain data, cloned field by field.

Seats are numbered in turn order (clockwise); seat ``start`` (the table's
choice) takes the first turn. No rules and no Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import MatchRng


@dataclass(slots=True)
class Bowl:
    """One 丼カード on the table and what lies in it. ``lucky`` is the hidden
    ラッキー具 printed on its back (only the owner may look)."""

    lucky: str
    soups: list[str] = field(default_factory=list)  # 2 equal ids = スープ増量
    noodles: list[str] = field(default_factory=list)  # 2 equal ids = 麺増量
    toppings: list[str] = field(default_factory=list)
    finished: bool = False  # いっちょあがり！: frozen until the end

    def clone(self) -> Bowl:
        return Bowl(self.lucky, self.soups[:], self.noodles[:], self.toppings[:], self.finished)


@dataclass(slots=True)
class SoupMengState:
    n: int
    rng: MatchRng
    start: int = 0  # the start player (スタートプレイヤー)
    current: int = 0
    # "turn": draw or finish a bowl; "play": place, swap or discard after the
    # draw; "over": game finished.
    phase: str = "turn"
    deck: list[str] = field(default_factory=list)  # top of the pile = last element
    hands: list[list[str]] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    bowls: list[list[Bowl]] = field(default_factory=list)  # per seat
    spare_bowls: list[str] = field(default_factory=list)  # bowl cards not dealt (lucky ids)
    bonus: list[str] = field(default_factory=list)  # unclaimed, in data order
    claimed: list[list[tuple[str, int]]] = field(default_factory=list)  # per seat: (bonus id, bowl index)
    # None while playing; "all_finished" or "draw_pile_empty" once decided.
    end: str | None = None
    ended_by: int | None = None  # the seat whose turn ended the game

    def clone(self) -> SoupMengState:
        return SoupMengState(
            n=self.n,
            rng=self.rng.clone(),
            start=self.start,
            current=self.current,
            phase=self.phase,
            deck=self.deck[:],
            hands=[h[:] for h in self.hands],
            discard=self.discard[:],
            # ``Bowl.clone`` written out: a call less per bowl (the search clones at every step)
            bowls=[[Bowl(b.lucky, b.soups[:], b.noodles[:], b.toppings[:], b.finished) for b in row] for row in self.bowls],
            spare_bowls=self.spare_bowls[:],
            bonus=self.bonus[:],
            claimed=[c[:] for c in self.claimed],
            end=self.end,
            ended_by=self.ended_by,
        )
