"""A lesson as data: the arranged game and the steps that guide it (no Qt here).

One file per game, ``assets/lessons/<game>.json`` (see ``assets/lessons/README.md``)::

    {"format": "souptable-lesson", "version": 1, "game": "susuru", "players": 3,
     "seed": 12, "options": {"start": "1"}, "you": 0, "names": ["you", "aiko", "bruno"],
     "choices": [{"ply": 0, "action": {...}}, ...],
     "script": [{"seat": 0, "action": {...}}, ...],
     "steps": [{"at": 0, "say": "welcome", "next": true}, ...]}

The deal is the engine's own: ``Match(game, players, seed, options)``, a seed chosen
because it deals well, so nothing bypasses the rules and the record of a lesson replays
like any other. ``script`` is the whole game as the lesson plays it, every seat's
every action; ``choices`` are the decisions the author made (the person's moves and
the computers' scripted ones); every other action of ``script`` is the ``normal``
computer player's, and ``python -m souptable.ui.lessons.author`` writes ``script``
anew from ``seed`` and ``choices``.

A step is shown when the game has made ``at`` actions (the *ply*):

- ``next``: an explanation with a Next button (the game waits for it);
- otherwise the ply is the person's decision: the table highlights the scripted
  action, and ``repeat`` lets the same words guide the person's next decisions too;
- ``rule``: the rulebook section the step explains (a link opens it);
- ``args``: facts of the game as it stands (the lesson's per-game ``facts``) for the
  ``%1``, ``%2``… of the text; ``why``: why the lesson suggests its move, said when
  the person makes another legal one;
- ``play_out``: the Next button plays the script on to that ply by itself (the
  person's seat too), quickly: the rest of a game after the guided round;
- ``summary``: ``"round"`` shows the last scored round's summary table (the board's
  own, as a real game's round summary shows it) in the bubble; ``"final"`` the final
  standings with it; ``point``: the table things whose key starts so are ringed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import Action, IllegalAction, Match, get, jsonio
from . import path

FORMAT = "souptable-lesson"
VERSION = 1
LIMITS = jsonio.Limits(max_bytes=512 * 1024, max_depth=12, max_string=2000, max_items=50_000)
STEP_KEYS = {"at", "say", "next", "rule", "args", "why", "repeat", "play_out", "point", "summary"}


@dataclass(frozen=True)
class Step:
    at: int
    say: str
    next: bool = False
    rule: str = ""
    args: tuple[str, ...] = ()
    why: str = ""
    repeat: int = 1
    play_out: int | None = None
    point: str = ""
    summary: str = ""  # "round": show the last round's summary table; "final": the final standings too

    @property
    def info(self) -> bool:
        """An explanation the person reads and confirms (not a decision to make)."""
        return self.next or self.play_out is not None


@dataclass
class Lesson:
    game: str
    players: int
    seed: int
    options: dict[str, str]
    you: int
    names: list[str]
    choices: dict[int, dict[str, Any]]
    script: list[tuple[int, Action]]
    steps: list[Step] = field(default_factory=list)

    def match(self, upto: int = 0) -> Match:
        """A match of the lesson's deal after the first ``upto`` scripted actions."""
        m = Match(self.game, self.players, self.seed, self.options)
        for _seat, act in self.script[:upto]:
            m.play(act)
        return m

    def scripted(self, ply: int) -> Action | None:
        return self.script[ply][1] if 0 <= ply < len(self.script) else None

    def seat_at(self, ply: int) -> int | None:
        return self.script[ply][0] if 0 <= ply < len(self.script) else None

    def steps_at(self, ply: int) -> list[Step]:
        return [s for s in self.steps if s.at == ply]

    def guide_for(self, ply: int) -> Step | None:
        """The decision step that guides the person's decision at ``ply`` (its own, or an
        earlier one whose ``repeat`` reaches it)."""
        mine = [p for p in range(len(self.script)) if self.script[p][0] == self.you]
        if ply not in mine:
            return None
        index = mine.index(ply)
        for step in sorted((s for s in self.steps if not s.info), key=lambda s: -s.at):
            if step.at in mine and step.at <= ply:
                first = mine.index(step.at)
                return step if index - first < step.repeat else None
        return None

    def play_out_end(self, ply: int) -> int | None:
        for s in self.steps:
            if s.play_out is not None and s.at <= ply < s.play_out:
                return s.play_out
        return None

    def guided_end(self) -> int:
        """The ply from which no step guides the person any more (the free end)."""
        ends = [s.play_out if s.play_out is not None else s.at + 1 for s in self.steps]
        return max(ends, default=0)


def load(game: str) -> Lesson:
    """The lesson of ``game`` from its file; raises ``DataError`` / ``IllegalAction``."""
    return parse(jsonio.read_json(path(game), LIMITS))


def parse(data: Any) -> Lesson:
    d = jsonio.want_dict(data, "lesson")
    if d.get("format") != FORMAT or d.get("version") != VERSION:
        raise jsonio.malformed("lesson", "a souptable-lesson of version 1")
    game = jsonio.want_str(d.get("game"), "game", 40)
    rules = get(game)
    players = jsonio.want_int(d.get("players"), "players", rules.info.min_players, rules.info.max_players)
    seed = jsonio.want_int(d.get("seed"), "seed", 0)
    opts = {str(k): jsonio.want_str(v, "options", 40) for k, v in jsonio.want_dict(d.get("options", {}), "options").items()}
    you = jsonio.want_int(d.get("you"), "you", 0, players - 1)
    names = [jsonio.want_str(n, "names", 40) for n in jsonio.want_list(d.get("names"), "names", players)]
    if len(names) != players:
        raise jsonio.malformed("names", f"{players} names")
    choices = {}
    for row in jsonio.want_list(d.get("choices", []), "choices"):
        row = jsonio.want_dict(row, "choice")
        choices[jsonio.want_int(row.get("ply"), "ply", 0)] = jsonio.want_dict(row.get("action"), "action")
    script = []
    for row in jsonio.want_list(d.get("script"), "script"):
        row = jsonio.want_dict(row, "script")
        script.append((jsonio.want_int(row.get("seat"), "seat", 0, players - 1), rules.codec.decode(row.get("action"))))
    steps = [_step(s) for s in jsonio.want_list(d.get("steps"), "steps")]
    return Lesson(game, players, seed, rules.options(opts, players), you, names, choices, script, steps)


def _step(data: Any) -> Step:
    s = jsonio.want_dict(data, "step")
    unknown = set(s) - STEP_KEYS
    if unknown:
        raise jsonio.malformed("step", f"no key {sorted(unknown)[0]}")
    play_out = s.get("play_out")
    return Step(
        at=jsonio.want_int(s.get("at"), "at", 0),
        say=jsonio.want_str(s.get("say"), "say", 60),
        next=bool(s.get("next", False)),
        rule=jsonio.want_str(s.get("rule", ""), "rule", 60),
        args=tuple(jsonio.want_str(a, "args", 60) for a in jsonio.want_list(s.get("args", []), "args")),
        why=jsonio.want_str(s.get("why", ""), "why", 60),
        repeat=jsonio.want_int(s.get("repeat", 1), "repeat", 1),
        play_out=None if play_out is None else jsonio.want_int(play_out, "play_out", 0),
        point=jsonio.want_str(s.get("point", ""), "point", 60),
        summary=jsonio.want_str(s.get("summary", ""), "summary", 10, ("", "round", "final")),
    )


def check(lesson: Lesson) -> list[str]:
    """What is wrong with a lesson's script and steps (empty: nothing)."""
    problems: list[str] = []
    m = Match(lesson.game, lesson.players, lesson.seed, lesson.options)
    for ply, (seat, act) in enumerate(lesson.script):
        if m.to_move() != seat:
            problems.append(f"ply {ply}: seat {seat} is not to move")
            break
        try:
            m.play(act)
        except IllegalAction as exc:
            problems.append(f"ply {ply}: {act.to_json()} refused ({exc.code})")
            break
    if not m.is_over():
        problems.append("the script does not reach the game end")
    for ply, chosen in lesson.choices.items():
        if ply >= len(lesson.script) or lesson.script[ply][1].to_json() != chosen:
            problems.append(f"choice at ply {ply} is not in the script")
    guided = lesson.guided_end()
    for ply, (seat, _act) in enumerate(lesson.script[:guided]):
        if seat == lesson.you and lesson.play_out_end(ply) is None and lesson.guide_for(ply) is None:
            problems.append(f"ply {ply}: the person's decision has no step")
    for step in lesson.steps:
        if step.at > len(lesson.script):
            problems.append(f"step {step.say} at {step.at}: beyond the script")
        elif not step.info and lesson.seat_at(step.at) != lesson.you:
            problems.append(f"step {step.say} at {step.at}: not the person's decision")
    return problems
