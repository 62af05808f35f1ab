"""Reading a whole-game record of Змейка into typed values: the text format and its JSON form, every error placed.

:func:`parse_text` reads the text format line by line; each error is an
:class:`~wordgames.errors.InputFormatError` naming the file, the line and the
column where the fault stands.  :func:`parse_json` reads the JSON form by
writing it as text and reading that, each error named by its JSON path.  The
format, the values it gives (:class:`~wordgames.snake.wholegame.WholeGame`,
:class:`~wordgames.snake.wholegame.Item`) are :mod:`wordgames.snake.wholegame`; :func:`load_text` and
:func:`load` read any of the three forms (a saved session of the table too).

>>> parse_text("игроки: Оля, Петя\\nОля: взять к т\\n").items
(Item(seat=0, verb='take', text='', cards=('к', 'т'), line=2, column=6),)
>>> parse_text("players: Оля, Петя\\nОля: take к т ж\\n", "g.txt")
Traceback (most recent call last):
  ...
wordgames.errors.InputFormatError: g.txt:2:6: 'take' names up to 2 cards, found 3
"""

from __future__ import annotations

from typing import Any

from wordgames.errors import InputFormatError, OptionError
from wordgames.files import display_name, read_text
from wordgames.files import parse_json as json_value
from wordgames.i18n import _, ngettext
from wordgames.lexicon.text import MAX_WORD, too_long
from wordgames.lexicon.text import fold
from wordgames.snake.cards import CARD_COUNTS, JOKER, read_letter_numbers
from wordgames.snake.wholegame import (
    BARE_VERBS,
    CARD_VERBS,
    FORMAT,
    MAX_RECORD_LINES,
    RULE_KEYS,
    RUSSIAN_HEADINGS,
    RUSSIAN_VERBS,
    UNKNOWN,
    VERSION,
    Item,
    WholeGame,
    from_session_data,
    rule_text,
)


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
            try:
                found[name] = read_letter_numbers(value, name, jokers=name == "cards")
            except OptionError as e:
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
        lines.append("rules: " + " ".join(f"{k}={rule_text(v)}" for k, v in rules.items()))
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
        data = json_value(text, path)
        if isinstance(data, dict) and data.get("format") == "wordgames-session":
            return from_session_data(data, path, lexicon)
        return parse_json(data, path)
    return parse_text(text, path)


def load(path: str, lexicon=None) -> WholeGame:
    """Read a whole-game record file (``-``: standard input)."""
    return load_text(read_text(path), display_name(path), lexicon)
