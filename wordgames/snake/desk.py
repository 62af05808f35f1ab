"""The referee's desk of Змейка played with real cards: the whole-game record written as the game goes.

At a real table nobody sees the hands, so the referee writes only what the table sees: the players, the
face-up card, then one line per thing a player does, in the whole-game record's format
(:mod:`wordgames.snake.wholegame`): ``Оля: опера``, ``Оля: discard ж``, ``Петя: challenge``, ``Оля: name
ра|струб``, ``Петя: give ?``, and at the end ``left Петя: ж ш *`` for the count.  Every line added is
judged by the whole-game referee (:func:`wordgames.snake.referee.referee`) replaying the record so far,
the same check ``wordgames snake referee`` makes: a line that breaks a rule is **refused**, with every
rule it breaks (line, column, rule number), and not written — at the table the player takes the cards
back.  The record is saved after every change (atomically), and the saved file is exactly what
``wordgames snake referee FILE`` reads; a session resumes from it.

Besides writing the record, the desk answers the referee's questions without writing anything: a
placement checked against the right word (:meth:`RefereeSession.check`), the continuations of the right
word or the proof that there is none (rule 5, :meth:`RefereeSession.continuations`), a challenge settled
for a named continuation or none (:meth:`RefereeSession.settle`); and the score by side, as the
referee's sheet counts it.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["хлор", "хлорка", "орлан", "ракета", "анкета"])
>>> desk = RefereeSession(lex, ["Оля", "Петя"], start="х")
>>> desk.add("Оля: хлор").accepted, desk.add("Оля: discard ж").accepted     # two cards taken unseen
(True, True)
>>> refused = desk.add("Петя: хлорка")        # the text's own example of rule 3
>>> refused.accepted, [str(f) for f in refused.findings]
(False, ['line 5, column 7: rule 3: at least one letter of the right word «хлор» must stay out of the new word'])
>>> desk.check("р|акета").points, desk.check("хлорка").accepted       # nothing is written
(9, False)
>>> desk.continuations().words, desk.settle().verdict
(('орлан', 'ракета'), 'upheld')
>>> print(desk.text())
players: Оля, Петя
start: х
Оля: хлор
Оля: discard ж
<BLANKLINE>
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

from wordgames.atomic import atomic_write_text
from wordgames.errors import ArgumentError, InputFormatError, Param
from wordgames.files import read_text
from wordgames.i18n import _
from wordgames.snake.board import LEFT, RIGHT
from wordgames.snake.conditions import CHALLENGE_MODE
from wordgames.snake.challenge import ChallengeVerdict, Penalties, adjudicate
from wordgames.snake.continuations import continuations, familiar_first, searched_suffixes
from wordgames.snake.legality import turn_of
from wordgames.snake.record import parse_word
from wordgames.snake.referee import Referee
from wordgames.snake.rules import PlacementVerdict, Turn, first_kind, judge
from wordgames.snake.sheet import Finding, Sheet
from wordgames.snake.stages import OVER, PLACE
from wordgames.snake.wholegame import RUSSIAN_HEADINGS, rule_text
from wordgames.snake.wholegame_reader import heading, parse_text

HEADINGS = ("players", "rules", "start", "deal")
ENGLISH_HEADINGS = {english: russian for russian, english in RUSSIAN_HEADINGS.items()}
"""A heading's Russian word (``start`` → ``начало``), for a record written in Russian."""
"""The lines written once, before the game: a line added later is an item or a ``left`` line."""
NAME_MARKS = ":;,#"
"""What a player's name may not hold (the record's own marks)."""
MAX_LINE = 400
"""The longest line the desk takes."""
EXAMPLES = 12
"""The continuations the desk names (the most familiar first)."""


@dataclass(frozen=True)
class Added:
    """What became of a line the referee added: written or refused, and why."""

    line: str
    accepted: bool
    findings: tuple[Finding, ...] = ()      # the rules it breaks (when refused)
    notes: tuple[str, ...] = ()             # what the referee noted at it: a fine, a dead end, a name refused
    error: str = ""                         # a line that cannot be read, as the record's reader says it

    @property
    def reasons(self) -> list[str]:
        """Return every reason given for the line, one a string."""
        return ([self.error] if self.error else []) + [str(f) for f in self.findings]


@dataclass(frozen=True)
class Continued:
    """The continuations of the right word (rule 5): some examples, how many there are, the endings searched."""

    right: str
    words: tuple[str, ...]
    count: int
    searched: tuple[str, ...]


class _Now:
    """A game record of the snake as it lies now (what :func:`~wordgames.snake.challenge.adjudicate` reads)."""

    def __init__(self, snake):
        self._snake = snake

    def snake(self):
        return self._snake


class RefereeSession:
    """The record of one real game so far, judged after every line, saved after every change.

    ``players`` in seat order (2 or 4; with four, seats 1 and 3 against 2 and 4); ``rules`` the rule options
    that differ from the author's (as a record's ``rules:`` line has them); ``start`` the face-up card
    (or later, :meth:`set_start`, before the first item); ``path`` the file written after every change;
    ``russian``: the headings in their Russian words (``игроки:``, ``начало:``), as the record's reader takes them.
    """

    def __init__(self, lexicon, players: Sequence[str], *, rules: dict[str, Any] | None = None,
                 start: str | None = None, path: str | Path | None = None, russian: bool = False):
        bad = [p for p in players if not p.strip() or any(mark in p for mark in NAME_MARKS)]
        if bad:
            raise ArgumentError(_("{players}: a name holds none of {marks} ({name!r})"), players=Param("players"),
                                marks=" ".join(NAME_MARKS), name=bad[0], option="players")
        words = ENGLISH_HEADINGS if russian else {}
        head = [f"{words.get('players', 'players')}: " + ", ".join(p.strip() for p in players)]
        if rules:
            head.append(f"{words.get('rules', 'rules')}: " + " ".join(f"{k}={rule_text(v)}" for k, v in rules.items()))
        if start:
            head.append(f"{words.get('start', 'start')}: {start}")
        self._setup(lexicon, head, [], path)
        self.save()

    def _setup(self, lexicon, head: list[str], lines: list[str], path) -> None:
        self.lexicon = lexicon
        self.russian = bool(head) and head[0].casefold().startswith("игроки")     # the record's headings' language
        self.path = Path(path) if path is not None else None
        self.head, self.lines = head, lines
        self._replay(self.text())

    @classmethod
    def from_text(cls, lexicon, text: str, path: str | Path | None = None) -> "RefereeSession":
        """Return the session a record's text holds (a record this desk saved, or one a person wrote).

        The lines before the first item are the record's head; undo takes back the items and ``left`` lines.
        """
        shown = str(path) if path is not None else None
        parse_text(text, shown)             # a record that cannot be read is refused here, where it is wrong
        head: list[str] = []
        lines: list[str] = []
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if not lines and _heading(line) in HEADINGS:
                head.append(line)
            else:
                lines.append(line)
        session = cls.__new__(cls)
        session._setup(lexicon, head, lines, path)
        return session

    @classmethod
    def resume(cls, lexicon, path: str | Path) -> "RefereeSession":
        """Return the session saved in ``path`` (saved back to it)."""
        return cls.from_text(lexicon, read_text(str(path)), path)

    # -- the record ------------------------------------------------------------------------------

    def text(self) -> str:
        """Return the record so far, as ``wordgames snake referee`` reads it."""
        return "\n".join(self.head + self.lines) + "\n"

    def save(self) -> None:
        """Write the record to its file (atomically), when it has one."""
        if self.path is not None:
            atomic_write_text(self.path, self.text())

    def _replay(self, text: str) -> tuple[Referee, Sheet]:
        referee = Referee(self.lexicon, parse_text(text, str(self.path) if self.path else None))
        sheet = referee.run()
        self.referee, self.sheet = referee, sheet
        return referee, sheet

    @property
    def players(self) -> tuple[str, ...]:
        return self.referee.record.players

    @property
    def state(self):
        """Return the game's state after the record so far (the cards nobody saw unknown)."""
        return self.referee.state

    def add(self, line: str, force: bool = False) -> Added:
        """Add one line of the record (``Оля: опера``, ``left Петя: ж ш``): written when it keeps every rule.

        A line that breaks a rule is refused with its findings and not written, unless ``force`` (the
        referee writes down what happened anyway: the referee's sheet then reports it, and it scores
        nothing).  A line that cannot be read is refused with the reader's error.
        """
        line = " ".join(line.split())
        if not line or len(line) > MAX_LINE:
            return Added(line, False, error=_("a line of the record, at most {n} characters").format(n=MAX_LINE))
        if _heading(line) in HEADINGS:
            return Added(line, False, error=_("the players, the rules and the face-up card are written once, "
                                              "before the game"))
        before = self.sheet
        text = self.text() + line + "\n"
        try:
            referee, sheet = Referee(self.lexicon, parse_text(text, None)), None
            sheet = referee.run()
        except InputFormatError as e:
            return Added(line, False, error=str(e))
        findings = tuple(_new(before.findings, sheet.findings, str))
        notes = tuple(_new(before.notes, sheet.notes, str))
        if findings and not force:
            return Added(line, False, findings, notes)
        self.lines.append(line)
        self.referee, self.sheet = referee, sheet
        self.save()
        return Added(line, True, findings, notes)

    def add_item(self, player: str, item: str, force: bool = False) -> Added:
        """Add what ``player`` did (``опера``, ``discard ж``, ``challenge``), as one line."""
        return self.add(f"{player}: {item}", force)

    def set_start(self, letter: str) -> Added:
        """Set the face-up card that starts the snake (only before the first item)."""
        line = f"{ENGLISH_HEADINGS['start'] if self.russian else 'start'}: {' '.join(letter.split())}"
        if self.lines:
            return Added(line, False, error=_("'start:' comes once, before the first move"))
        head = [h for h in self.head if _heading(h) != "start"] + [line]
        try:
            parse_text("\n".join(head) + "\n")
        except InputFormatError as e:
            return Added(line, False, error=e.message)
        self.head = head
        self._replay(self.text())
        self.save()
        return Added(line, True)

    def undo(self) -> str | None:
        """Take back the last line written (the referee's own correction); return it, or None when none is left."""
        if not self.lines:
            return None
        line = self.lines.pop()
        self._replay(self.text())
        self.save()
        return line

    # -- the referee's questions (nothing is written) ---------------------------------------------

    def check(self, word: str) -> PlacementVerdict:
        """Return the verdict on laying ``word`` (written as in a record: ``ра|струб``, ``<кино``, ``бур*ан``) now.

        Judged by rules 1–6 on the snake as it lies, for the player to move in this turn so far (a dead end,
        rule 5, is a warning when the rules leave it to a challenge, as they do by default); raises
        :class:`InputFormatError` for a word that cannot be read, and :class:`ArgumentError` when there
        is no snake yet (no face-up card).
        """
        s = self.state
        if s.snake is None:
            raise ArgumentError(_("there is no face-up card to lay a word on"))
        written = parse_word(word)
        if not s.snake.words:
            kind = first_kind(s.snake.leftmost_letter, written.word, written.left)
        else:
            kind = LEFT if written.left else RIGHT
        turn = turn_of(s) if s.phase == PLACE and 0 <= s.to_move < len(s.left_used) else Turn()
        verdict = judge(self.referee.lexicon, s.snake, written.word, kind, turn, written.jokers, written.overlap)
        dead_end = [f for f in verdict.faults if f.rule == "5"]
        if dead_end and self.referee.rules.rule5 == CHALLENGE_MODE:     # laid, as the referee lays it: a challenge catches it
            return replace(verdict, faults=tuple(f for f in verdict.faults if f.rule != "5"),
                           warnings=verdict.warnings + tuple(
                               _("{fault} (only a challenge catches it)").format(fault=f) for f in dead_end))
        return verdict

    def continuations(self, examples: int = EXAMPLES) -> Continued:
        """Return the continuations of the right word (the most familiar first), or the proof that none exists."""
        snake = self.state.snake
        right = snake.right_word if snake is not None else None
        if right is None:
            raise ArgumentError(_("there is no right word yet"))
        lexicon = self.referee.lexicon
        words = list(dict.fromkeys(c.word for c in familiar_first(lexicon, continuations(
            lexicon, right.word, snake.played))))
        return Continued(right.word, tuple(words[:examples]), len(words), tuple(searched_suffixes(right.word)))

    def settle(self, claim: str | None = None) -> ChallengeVerdict:
        """Settle «какое продолжение вы имели в виду?» for the right word: the named continuation judged, or
        (none named) whether one exists; the fine as the record's rules have it."""
        snake = self.state.snake
        if snake is None or snake.right_word is None:
            raise ArgumentError(_("there is no right word yet"))
        rules = self.referee.rules
        return adjudicate(self.referee.lexicon, _Now(snake), claim,
                          Penalties(unfounded_distrust=rules.distrust_penalty,
                                    illegal_information=rules.information_penalty))

    # -- what the table sees ----------------------------------------------------------------------

    def to_move(self) -> str | None:
        """Return who is to move next, as the record stands (None when the game is over or not begun)."""
        s = self.state
        if s.phase == OVER or not 0 <= s.to_move < len(self.players):
            return None
        return self.players[s.to_move]


def _heading(line: str) -> str:
    """Return the heading of a record's line, as the reader reads it (``players``, ``deal``, a player's name)."""
    first = heading(line.partition(":")[0].strip().casefold())
    return first.split()[0] if first else ""


def _new(before: Sequence, after: Sequence, key) -> list:
    """Return the entries of ``after`` that ``before`` does not hold (each counted)."""
    seen = Counter(key(x) for x in before)
    found = []
    for x in after:
        if seen[key(x)]:
            seen[key(x)] -= 1
        else:
            found.append(x)
    return found
