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

>>> g = parse_text("players: Оля, Петя\\nstart: о\\nОля: опера; take к т; discard ж\\nПетя: done\\n")
>>> [(i.seat, i.verb, i.text, i.cards) for i in g.items]
[(0, 'lay', 'опера', ()), (0, 'take', '', ('к', 'т')), (0, 'discard', '', ('ж',)), (1, 'done', '', ())]
>>> print(g.to_text())
players: Оля, Петя
start: о
Оля: опера; take к т; discard ж
Петя: done
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import _, ngettext
from wordgames.lexicon.text import fold
from wordgames.snake.cards import CARD_COUNTS, JOKER

FORMAT, VERSION = "wordgames-snake-game", 1
UNKNOWN = "?"
VERBS = ("lay", "done", "take", "discard", "give", "keep", "challenge", "name", "concede", "ask", "yes", "no")
CARD_VERBS = {"take": (0, 2), "discard": (1, 1), "give": (1, 1)}     # how many cards each names ('take' alone: not seen)
BARE_VERBS = ("done", "keep", "challenge", "concede", "ask", "yes", "no")
RULE_KEYS = {"hand_size": int, "distrust_penalty": int, "information_penalty": int, "joker_penalty": int,
             "max_words": int, "bonuses": list, "rule5": str, "diminutives": str, "cards": dict, "values": dict}
# A record may be written in Russian words too: each verb and heading has one Russian word beside the English
# (infinitives and words no rule lets be laid, so a Russian word is never read in place of a placement).
RUSSIAN_VERBS = {"взять": "take", "сбросить": "discard", "передать": "give", "оставить": "keep",
                 "готово": "done", "оспорить": "challenge", "назвать": "name", "сдаться": "concede",
                 "спросить": "ask", "да": "yes", "нет": "no"}
RUSSIAN_HEADINGS = {"игроки": "players", "правила": "rules", "начало": "start", "раздача": "deal",
                    "осталось": "left"}
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

    def written(self) -> str:
        """Return the item as the text format writes it."""
        if self.verb == "lay":
            return self.text
        if self.verb == "name":
            return f"name {self.text}"
        if self.verb in CARD_VERBS:
            return " ".join([self.verb] + [UNKNOWN if c is None else c for c in self.cards])
        return self.verb


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

    def to_text(self) -> str:
        """Return the record in the text format (a turn's items on one line, consecutive words together)."""
        lines = ["players: " + ", ".join(self.players)]
        if self.rules:
            lines.append("rules: " + " ".join(f"{k}={_rule_text(v)}" for k, v in self.rules.items()))
        for seat, hand in enumerate(self.deal):
            if hand is not None:
                lines.append(f"deal {self.players[seat]}: {hand}")
        if self.start:
            lines.append(f"start: {self.start}")
        for seat, items in _lines(self.items):
            parts: list[str] = []
            for item in items:
                if item.verb == "lay" and parts and parts[-1].split()[0] not in VERBS:
                    parts[-1] += " " + item.written()
                else:
                    parts.append(item.written())
            lines.append(f"{self.players[seat]}: " + "; ".join(parts))
        for seat, hand in enumerate(self.left):
            if hand is not None:
                lines.append(f"left {self.players[seat]}: {hand}")
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


def _rule_text(value: Any) -> str:
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


class _Reader:
    """The state of reading a text record: the players so far and where the error is."""

    def __init__(self, path: str | None):
        self.path = path
        self.players: list[str] = []

    def error(self, message: str, line: int, column: int = 1) -> InputFormatError:
        return InputFormatError(message, path=self.path, line=line, column=column)

    def seat(self, name: str, line: int, column: int) -> int:
        key = name.strip().casefold()
        for seat, player in enumerate(self.players):
            if player.casefold() == key:
                return seat
        raise self.error(_("{name!r} is not one of the players ({players})").format(
            name=name.strip(), players=", ".join(self.players)), line, column)


def parse_text(text: str, path: str | None = None) -> WholeGame:
    """Read the text format of a whole game; every error names its file, line and column."""
    r = _Reader(path)
    rules: dict[str, Any] = {}
    deal: dict[int, str] = {}
    left: dict[int, str] = {}
    start, items = None, []
    lines = text.splitlines()
    if len(lines) > MAX_RECORD_LINES:
        raise InputFormatError(ngettext("a record of at most {most} lines, not {n}",
                                        "a record of at most {most} lines, not {n}", MAX_RECORD_LINES).format(
            most=MAX_RECORD_LINES, n=len(lines)), path=path)
    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        head, sep, rest = line.partition(":")
        if not sep:
            raise r.error(_("each line is 'player: what they did' (or players:, rules:, deal …:, start:, left …:)"),
                          number, len(raw) - len(raw.lstrip()) + 1)
        key = head.strip()
        column = len(head) + 2 + (len(rest) - len(rest.lstrip()))   # where the text after ':' begins
        lowered = heading(key.casefold())
        if lowered == "players":
            if r.players:
                raise r.error(_("the players are named once"), number)
            names = [n.strip() for n in rest.split(",")]
            if len(names) not in (2, 4) or not all(names) or len({n.casefold() for n in names}) != len(names):
                raise r.error(_("Змейка has 2 or 4 players, each named once: found {found!r}").format(found=rest.strip()),
                              number, column)
            r.players = names
            continue
        if not r.players:
            raise r.error(_("a whole-game record begins with 'players: A, B[, C, D]'"), number)
        if lowered == "rules":
            rules.update(_rules(r, rest, number, column))
        elif lowered == "start":
            if start is not None or items:
                raise r.error(_("'start:' comes once, before the first move"), number)
            start = _cards(r, rest, number, column, exactly=1)[0]
            if start == JOKER:
                raise r.error(_("the snake never starts with a joker (a joker turned up goes back)"), number, column)
        elif lowered.startswith(("deal ", "left ")):
            word = key.split()[0]
            seat = r.seat(key[len(word) + 1:], number, len(raw) - len(raw.lstrip()) + len(word) + 2)
            cards = "".join(_cards(r, rest, number, column))
            (deal if lowered.startswith("deal") else left)[seat] = cards
        else:
            seat = r.seat(key, number, 1 + len(raw) - len(raw.lstrip()))
            items.extend(_items(r, seat, rest, number, len(head) + 1))
    if not r.players:
        raise InputFormatError(_("a whole-game record begins with 'players: A, B[, C, D]'"), path=path)
    n = len(r.players)
    return WholeGame(tuple(r.players), rules, tuple(deal.get(s) for s in range(n)) if deal else (),
                     start, tuple(items), tuple(left.get(s) for s in range(n)) if left else (), path)


def heading(key: str) -> str:
    """Return a line's heading as the record reads it: ``раздача Оля`` is ``deal Оля``, ``игроки`` is ``players``.

    >>> heading("игроки"), heading("раздача оля"), heading("оля")
    ('players', 'deal оля', 'оля')
    """
    first, space, rest = key.partition(" ")
    return RUSSIAN_HEADINGS[first] + space + rest if first in RUSSIAN_HEADINGS else key


def _rules(r: _Reader, text: str, line: int, column: int) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for part in text.split():
        name, eq, value = part.partition("=")
        kind = RULE_KEYS.get(name)
        if not eq or kind is None:
            raise r.error(_("'rules:' takes name=value pairs of {names}, not {part!r}").format(
                names=", ".join(RULE_KEYS), part=part), line, column)
        if kind is int:
            if not (value.isascii() and value.isdigit()) or len(value) > 6:
                raise r.error(_("{name} is a whole number, not {value!r}").format(name=name, value=value), line, column)
            found[name] = int(value)
        elif kind is list:
            parts = value.split(",")
            if not 1 <= len(parts) <= 3 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
                raise r.error(_("bonuses are up to three whole numbers like 250,200,50, not {value!r}").format(
                    value=value), line, column)
            found[name] = [int(p) for p in parts]
        elif kind is dict:
            from wordgames.snake.cards import read_letter_numbers
            try:
                found[name] = read_letter_numbers(value, name, jokers=name == "cards")
            except ValueError as e:
                raise r.error(str(e), line, column) from None
        else:
            found[name] = value
    return found


def _cards(r: _Reader, text: str, line: int, column: int, exactly: int | None = None,
           unknown: bool = False) -> list[str | None]:
    """Return the cards written in ``text`` (letters, ``*``, and ``?`` where ``unknown`` allows)."""
    cards: list[str | None] = []
    for ch in fold("".join(text.replace(",", " ").split())):
        if ch == UNKNOWN and unknown:
            cards.append(None)
        elif ch in CARD_COUNTS or ch == JOKER:
            cards.append(ch)
        else:
            raise r.error(_("{card!r} is not a card (a letter, or * for a joker)").format(card=ch), line, column)
    if exactly is not None and len(cards) != exactly:
        raise r.error(ngettext("expected {n} card, found {found!r}", "expected {n} cards, found {found!r}",
                               exactly).format(n=exactly, found=text.strip()), line, column)
    return cards


def _check_length(r: _Reader, word: str, line: int, column: int) -> None:
    """Refuse a word longer than any dictionary's, where it is written (the referee never looks it up)."""
    from wordgames.lexicon.core import MAX_WORD, too_long
    if len(word) > MAX_WORD:
        raise r.error(too_long(word), line, column)


def _items(r: _Reader, seat: int, text: str, line: int, base: int) -> list[Item]:
    """Return the items of one line (``;``-separated); ``text`` starts at column ``base + 1`` of its line."""
    found = []
    start = 0
    for part in text.split(";"):
        words = part.split()
        here = base + start + len(part) - len(part.lstrip()) + 1
        start += len(part) + 1
        if not words:
            raise r.error(_("an empty item (two ';' together, or one at the end)"), line, here)
        written = words[0].casefold()
        verb = RUSSIAN_VERBS.get(written, written)
        if verb in CARD_VERBS:
            low, high = CARD_VERBS[verb]
            cards = tuple(_cards(r, " ".join(words[1:]), line, here, unknown=True))
            if not low <= len(cards) <= high:
                message = (ngettext("'{verb}' names {n} card, found {found}", "'{verb}' names {n} cards, found {found}",
                                    high) if low == high else
                           ngettext("'{verb}' names up to {n} card, found {found}",
                                    "'{verb}' names up to {n} cards, found {found}", high))
                raise r.error(message.format(verb=written, n=high, found=len(cards)), line, here)
            found.append(Item(seat, verb, "", cards, line, here))
        elif verb in BARE_VERBS:
            if len(words) > 1:
                raise r.error(_("'{verb}' stands alone").format(verb=written), line, here)
            found.append(Item(seat, verb, "", (), line, here))
        elif verb == "name":
            if len(words) != 2:
                raise r.error(_("'name' is followed by one word: the continuation"), line, here)
            _check_length(r, words[1], line, here)
            found.append(Item(seat, "name", fold(words[1]), (), line, here))
        else:
            at = here - base - 1
            for w in words:
                at = text.index(w, at)
                _check_length(r, w.replace("|", ""), line, base + at + 1)
                found.append(Item(seat, "lay", w.casefold(), (), line, base + at + 1))
                at += len(w)
    return found


def parse_json(data: Any, path: str | None = None) -> WholeGame:
    """Read the JSON form (already decoded); errors name the JSON path."""
    def bad(where: str, message: str) -> InputFormatError:
        return InputFormatError(f"{where}: {message}", path=path)

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise bad("format", _("a whole-game record has \"format\": \"{format}\"").format(format=FORMAT))
    if data.get("version") != VERSION:
        raise bad("version", _("this wordgames reads version {version}, not {found!r}").format(
            version=VERSION, found=data.get("version")))
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() and ":" not in p and ";" not in p
                                                 for p in players):
        raise bad("players", _("a list of 2 or 4 names"))
    lines = ["players: " + ", ".join(players)]
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise bad("rules", _("an object of rule options"))
    if rules:
        lines.append("rules: " + " ".join(f"{k}={_rule_text(v)}" for k, v in rules.items()))
    for key in ("deal",):
        section = data.get(key, {})
        if not isinstance(section, dict) or not all(isinstance(v, str) for v in section.values()):
            raise bad(key, _("an object of hands by player"))
        lines += [f"deal {name}: {hand}" for name, hand in section.items()]
    if data.get("start") is not None:
        if not isinstance(data["start"], str):
            raise bad("start", _("one letter"))
        lines.append(f"start: {data['start']}")
    turns = data.get("turns", [])
    if not isinstance(turns, list):
        raise bad("turns", _("a list of {\"player\": …, \"do\": [...]}"))
    first_turn_line = len(lines)
    for k, turn in enumerate(turns):
        if not isinstance(turn, dict) or not isinstance(turn.get("player"), str) \
                or not isinstance(turn.get("do"), list) or not turn["do"] \
                or not all(isinstance(x, str) and x.strip() and ";" not in x and "\n" not in x for x in turn["do"]):
            raise bad(f"turns[{k}]", _("{\"player\": NAME, \"do\": [items as in the text format]}"))
        lines.append(f"{turn['player']}: " + "; ".join(turn["do"]))
    left = data.get("left", {})
    if not isinstance(left, dict) or not all(isinstance(v, str) for v in left.values()):
        raise bad("left", _("an object of hands by player"))
    lines += [f"left {name}: {hand}" for name, hand in left.items()]
    try:
        return parse_text("\n".join(lines), path)
    except InputFormatError as e:
        where = f"turns[{e.line - first_turn_line - 1}]" if e.line and first_turn_line < e.line <= \
            first_turn_line + len(turns) else "record"
        raise bad(where, e.message) from None


def load_text(text: str, path: str | None = None, lexicon=None) -> WholeGame:
    """Read a whole game from text: a session of the table (replayed with ``lexicon``), the JSON form, or the text format."""
    if text.lstrip().startswith("{"):
        from wordgames.files import parse_json as json_value
        data = json_value(text, path)
        if isinstance(data, dict) and data.get("format") == "wordgames-session":
            return from_session_data(data, path, lexicon)
        return parse_json(data, path)
    return parse_text(text, path)


def load(path: str, lexicon=None) -> WholeGame:
    """Read a whole-game record file (``-``: standard input)."""
    from wordgames.files import display_name, read_text
    return load_text(read_text(path), display_name(path), lexicon)


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
    from wordgames.table.session import Session
    session = Session.from_dict(data, path)
    if session.game != "snake":
        raise InputFormatError(_("game: a session of Змейка, not of {game!r}").format(game=session.game), path=path)
    return from_session(session, lexicon, path)


def from_session(session, lexicon, path: str | None = None) -> WholeGame:
    """Return the record of a session, each action given to the seat that made it (replayed by the game)."""
    from wordgames.registry import info
    from wordgames.snake.state import DEAL, FACE_UP, Draw
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
