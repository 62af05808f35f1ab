"""Whole-game records of Змейка: the deal if known, then every turn's stages, in text a person can write.

A whole-game record begins with its players; one line is one player's
doing, its items separated by ``;``::

    # Змейка, a whole game
    players: Оля, Петя, Коля, Маша      # seat order round the table; Оля moves first
    rules: hand_size=30 max_words=7     # only what differs from the author's conditions
    deal Оля: аабвгд…                   # a hand as dealt (optional, any or all of them)
    start: о                            # the face-up card that starts the snake
    Оля: опера ра|струб; take к т; discard ж; give к
    Петя: challenge                     # «какое продолжение вы имели в виду?»
    Оля: name убор                      # the answer (or: concede)
    Петя: discard ш                     # the two cards taken are not known: 'take' left out
    Коля: ask                           # «Партнер, могу ли я выйти?»
    Маша: no
    Коля: <кино; take ? а; discard а; give ?
    left Петя: ж ш *                    # the cards left in a hand at the end, for the count

The words are written as in the placement records of :mod:`.record`
(``ра|струб`` marks where the new cards begin, ``<`` a left placement,
``*`` after a letter played by a joker); several words of a turn may share
an item.  ``take`` with its cards (``?`` for one not known), or left out
when nobody saw them; ``done`` ends a placement stage with nothing after it
(the stock empty); ``give ?`` is a card passed unseen, and a turn without
``give`` passes none.  The same game as JSON::

    {"format": "wordgames-snake-game", "version": 1, "players": ["Оля", "Петя"],
     "rules": {"hand_size": 30}, "deal": {"Оля": "аабвгд…"}, "start": "о",
     "turns": [{"player": "Оля", "do": ["опера", "ра|струб", "take к т", "discard ж"]}],
     "left": {"Петя": "жш*"}}

The same words may be written in Russian (:data:`RUSSIAN_VERBS`, :data:`RUSSIAN_HEADINGS`):
``игроки: Оля, Петя``, ``раздача Оля: …``, ``начало: о``, ``Оля: опера; взять к т; сбросить ж``.

A session of the table (``play --save``, ``tournament --records``) is read as
the whole-game record it holds (:func:`from_session`): the deal, every card
taken, every card passed.

The text and the JSON form are read by :mod:`.wholegame_reader` (``parse_text``,
``parse_json``, each error placed by file, line and column or by JSON path); its ``load_text`` takes any
of the three.

>>> from wordgames.snake.wholegame_reader import load_text
>>> g = load_text("players: Оля, Петя\\nstart: о\\nОля: опера; take к т; discard ж\\nПетя: done\\n")
>>> [(i.seat, i.verb, i.text, i.cards) for i in g.items]
[(0, 'lay', 'опера', ()), (0, 'take', '', ('к', 'т')), (0, 'discard', '', ('ж',)), (1, 'done', '', ())]
>>> print(g.to_text())
players: Оля, Петя
start: о
Оля: опера; take к т; discard ж
Петя: done
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import _
from wordgames.registry import info
from wordgames.snake.actions import Draw
from wordgames.snake.stages import DEAL, FACE_UP
from wordgames.table.session import Session

FORMAT, VERSION = "wordgames-snake-game", 1
UNKNOWN = "?"
VERBS = ("lay", "done", "take", "discard", "give", "keep", "challenge", "name", "concede", "ask", "yes", "no")
CARD_VERBS = {"take": (0, 2), "discard": (1, 1), "give": (1, 1)}     # how many cards each names ('take' alone: not seen)
BARE_VERBS = ("done", "keep", "challenge", "concede", "ask", "yes", "no")
RULE_KEYS = {"hand_size": int, "distrust_penalty": int, "information_penalty": int, "joker_penalty": int,
             "max_words": int, "bonuses": list, "rule5": str, "challenge_time": str, "diminutives": str, "cards": dict, "values": dict}
# A record may be written in Russian words too: each verb and heading has one Russian word beside the English
# (infinitives and words no rule lets be laid, so a Russian word is never read in place of a placement).
RUSSIAN_VERBS = {"взять": "take", "сбросить": "discard", "передать": "give", "оставить": "keep",
                 "готово": "done", "оспорить": "challenge", "назвать": "name", "сдаться": "concede",
                 "спросить": "ask", "да": "yes", "нет": "no"}
RUSSIAN_HEADINGS = {"игроки": "players", "правила": "rules", "начало": "start", "раздача": "deal",
                    "осталось": "left"}
ENGLISH_TO_RUSSIAN = {english: russian for russian, english in RUSSIAN_VERBS.items()}
MAX_RECORD_LINES = 20_000
NAME_BREAKS = str.maketrans(":;,#", "    ")       # what a player's name in a record may not hold


@dataclass(frozen=True)
class Item:
    """One thing a player did, as recorded, and where it was written.

    ``verb`` is one of :data:`VERBS`; ``text`` the word laid (as written:
    ``ра|струб``) or named; ``cards`` the cards taken, discarded or given,
    ``None`` for one nobody saw.
    """

    seat: int
    verb: str
    text: str = ""
    cards: tuple[str | None, ...] = ()
    line: int = 0
    column: int = 0

    def written(self, russian: bool = False) -> str:
        """Return the item as the text format writes it, its verb in English or (``russian``) in Russian.

        >>> Item(0, "take", "", ("к", None)).written(), Item(0, "take", "", ("к", None)).written(russian=True)
        ('take к ?', 'взять к ?')
        """
        verb = ENGLISH_TO_RUSSIAN[self.verb] if russian and self.verb in ENGLISH_TO_RUSSIAN else self.verb
        if self.verb == "lay":
            return self.text
        if self.verb == "name":
            return f"{verb} {self.text}"
        if self.verb in CARD_VERBS:
            return " ".join([verb] + [UNKNOWN if c is None else c for c in self.cards])
        return verb


@dataclass(frozen=True)
class WholeGame:
    """A whole game as recorded: who sat where, the rules, the deal where known, every item in order."""

    players: tuple[str, ...]
    rules: dict[str, Any] = field(default_factory=dict)
    deal: tuple[str | None, ...] = ()       # each seat's hand as dealt, None where not known
    start: str | None = None
    items: tuple[Item, ...] = ()
    left: tuple[str | None, ...] = ()        # each seat's cards at the end, as recorded
    path: str | None = field(default=None, compare=False)

    def where(self, item: Item | None = None) -> dict[str, Any]:
        """Return the place of an item in the record (for an error)."""
        return {"path": self.path, "line": item.line if item else None, "column": item.column if item else None}

    # -- writing -------------------------------------------------------------------------------

    def to_text(self, russian: bool = False) -> str:
        """Return the record in the text format (a turn's items on one line, consecutive words together).

        ``russian`` writes the headings and verbs in their Russian words (:data:`RUSSIAN_VERBS`,
        :data:`RUSSIAN_HEADINGS`); the rule options keep their names (``hand_size``), as on the command line.
        """
        head = {english: russian_word for russian_word, english in RUSSIAN_HEADINGS.items()} if russian else {}

        def heading(word: str) -> str:
            return head.get(word, word)

        lines = [f"{heading('players')}: " + ", ".join(self.players)]
        if self.rules:
            lines.append(f"{heading('rules')}: " + " ".join(f"{k}={rule_text(v)}" for k, v in self.rules.items()))
        for seat, hand in enumerate(self.deal):
            if hand is not None:
                lines.append(f"{heading('deal')} {self.players[seat]}: {hand}")
        if self.start:
            lines.append(f"{heading('start')}: {self.start}")
        for seat, items in _lines(self.items):
            parts: list[str] = []
            for item in items:
                if item.verb == "lay" and parts and parts[-1].split()[0] not in VERBS + tuple(RUSSIAN_VERBS):
                    parts[-1] += " " + item.written(russian)
                else:
                    parts.append(item.written(russian))
            lines.append(f"{self.players[seat]}: " + "; ".join(parts))
        for seat, hand in enumerate(self.left):
            if hand is not None:
                lines.append(f"{heading('left')} {self.players[seat]}: {hand}")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """Return the record as JSON data (see the module docstring)."""
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "players": list(self.players)}
        if self.rules:
            data["rules"] = dict(self.rules)
        deal = {self.players[s]: h for s, h in enumerate(self.deal) if h is not None}
        if deal:
            data["deal"] = deal
        if self.start:
            data["start"] = self.start
        data["turns"] = [{"player": self.players[seat], "do": [i.written() for i in items]}
                         for seat, items in _lines(self.items)]
        left = {self.players[s]: h for s, h in enumerate(self.left) if h is not None}
        if left:
            data["left"] = left
        return data


def _lines(items: Sequence[Item]) -> list[tuple[int, list[Item]]]:
    """Return the items grouped into lines: consecutive items of one seat."""
    grouped: list[tuple[int, list[Item]]] = []
    for item in items:
        if grouped and grouped[-1][0] == item.seat:
            grouped[-1][1].append(item)
        else:
            grouped.append((item.seat, [item]))
    return grouped


def rule_text(value: Any) -> str:
    """Return a rule option's value as the text format writes it: ``250,200,50``, ``а8,б2``."""
    if isinstance(value, dict):
        return ",".join(f"{k}{v}" for k, v in value.items())
    return ",".join(str(v) for v in value) if isinstance(value, (list, tuple)) else str(value)


# -- reading -------------------------------------------------------------------------------------


def is_whole_game(text: str) -> bool:
    """Return whether a record's text is a whole game (it names its players) rather than placements only."""
    if text.lstrip().startswith("{"):
        return '"players"' in text or '"format"' in text
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            return line.lower().startswith(("players:", "игроки:"))
    return False


# -- from a session of the table ----------------------------------------------------------------------


def record_names(names: Sequence[str]) -> tuple[str, ...]:
    """Return names a record can use: no ``:``, ``;``, ``,`` or ``#``, and each once (``greedy 1``, ``greedy 3``).

    >>> record_names(["greedy", "Оля", "greedy", "a:b", "expert#2"])
    ('greedy 1', 'Оля', 'greedy 3', 'a b', 'expert 2')
    """
    clean = [" ".join(n.translate(NAME_BREAKS).split()) or f"player {k + 1}" for k, n in enumerate(names)]
    folded = [n.casefold() for n in clean]
    return tuple(f"{n} {k + 1}" if folded.count(n.casefold()) > 1 else n for k, n in enumerate(clean))


def from_session_data(data: dict, path: str | None = None, lexicon=None) -> WholeGame:
    """Return the whole-game record of a saved Змейка session (the deal and every hidden card known)."""
    session = Session.from_dict(data, path)
    if session.game != "snake":
        raise InputFormatError(_("game: a session of Змейка, not of {game!r}").format(game=session.game), path=path)
    return from_session(session, lexicon, path)


def from_session(session, lexicon, path: str | None = None) -> WholeGame:
    """Return the record of a session, each action given to the seat that made it (replayed by the game)."""
    players = record_names([s.name for s in session.seats])
    try:
        game = info("snake").load(session.rules, len(players), lexicon, saved=True)
    except WordgamesError as e:     # a rule the game does not have, or a value it cannot take
        raise InputFormatError(f"rules: {e}", path=path) from None
    state = game.new_initial_state()
    deal: list[str] = [""] * len(players)
    start, items = None, []
    for k, data in enumerate(session.actions):
        try:
            action = game.action_from_json(data)
            after = state.apply(action)
        except (WordgamesError, ValueError, TypeError, KeyError) as e:   # the engine's own refusal, named by the action's place
            raise InputFormatError(f"actions[{k}]: {e}", path=path) from None
        if isinstance(action, Draw):
            if state.phase == DEAL:
                deal[state.dealt % len(players)] += action.card
            elif state.phase == FACE_UP:
                start = action.card
            elif items and items[-1].verb == "take" and items[-1].seat == state.to_move:
                items[-1] = Item(state.to_move, "take", "", items[-1].cards + (action.card,))
            else:
                items.append(Item(state.to_move, "take", "", (action.card,)))
        else:
            verb, _sep, rest = data.strip().partition(" ")
            seat = state.current_player()
            if verb in ("first", "lay", "left"):
                items.append(Item(seat, "lay", rest))
            elif verb == "name":
                items.append(Item(seat, "name", rest))
            elif verb in CARD_VERBS:
                items.append(Item(seat, verb, "", (rest,)))
            else:
                items.append(Item(seat, verb))
        state = after
    return WholeGame(players, dict(session.rules), tuple("".join(sorted(h)) for h in deal), start,
                     tuple(items), (), path)
