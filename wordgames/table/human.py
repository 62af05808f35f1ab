"""A person at a terminal as a player of any game: the game brings its notation and drawing, the rest is shared.

The game's own move notation stays its own (``b3``, ``k 666``, ``QH b3``);
around it every game has the same prompt:

``?`` or ``help``
    how to write a move here, these commands, and the legal moves;
``moves``
    every legal move, in the game's notation;
``hint``
    what the game's hint bot would play;
``undo``
    take back the last move a person made, and the bots' moves after it: one's own freely,
    another person's with their yes; never past a chance outcome (a throw, a draw, a called
    letter), which is not drawn again;
``scores``
    every seat's standing (:meth:`~wordgames.game.Game.score_lines`);
``quit``
    leave the game (kept with ``--save``; Ctrl-C or the end of input leave too).

Each command has a Russian name too (``помощь``, ``ходы``, ``подсказка``,
``назад``, ``счёт``, ``выход``), and any command may be written after a slash
(``/ходы``).  In a game whose moves are typed words (Змейка:
``Game.typed_words``) a Russian command needs its slash, so that a word is
never read as a command or a command as a word.

A move that cannot be read, or that breaks a rule, is explained (every
rule it breaks) and asked again.  A move a stray keystroke could make and
that cannot be taken back (a zero written into a Yam box) is confirmed first.
A person who has no choice (a player held in a croquet gate) is told so and
not asked.

>>> from wordgames.registry import info
>>> game = info("croquet").load()
>>> term = ScriptedTerminal(["9", "abc", "4"])
>>> HumanPlayer("Оля", game, term).choose(game.new_initial_state())
4
>>> [line for line in term.said if line.startswith("  ")]
['  rule 1: the first number must be 1 to 8 — try again', "  'abc' is not a number — try again ('?' for help)"]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from wordgames.engine import Action, View
from wordgames.errors import WordgamesError
from wordgames.i18n import _, language, ngettext
from wordgames.lexicon.text import normalize, script_of

YES = ("y", "yes", "д", "да")
NO = ("n", "no", "н", "нет")
HELP = ("?", "help", "h")
MOVES = ("moves",)
HINT = ("hint",)
UNDO = ("undo",)
SCORES = ("scores",)
QUIT = ("q", "quit", "exit")
# the shared commands' Russian names, and the English name each stands for
RUSSIAN_COMMANDS = {"помощь": "help", "справка": "help", "ходы": "moves", "подсказка": "hint",
                    "назад": "undo", "счёт": "scores", "счет": "scores", "выход": "quit", "выйти": "quit"}
MAX_IN_HELP = 12
"""The legal moves the help lists, the best first where the game ranks them; 'moves' lists every one."""


def command_word(text: str, typed_words: bool = False) -> str:
    """Return the shared command ``text`` names in English (``help``, ``moves``, …), else ``text`` folded.

    A Russian name stands for its English command unless the game's moves are typed words, where only
    the slashed form does; a slash before an English command is allowed too.

    >>> [command_word(t) for t in ("ходы", "/ВЫХОД", "/hint", " Moves ", "б3")]
    ['moves', 'quit', 'hint', 'moves', 'б3']
    >>> [command_word(t, typed_words=True) for t in ("выход", "/выход")]
    ['выход', 'quit']
    """
    word = text.strip().lower()
    slashed = word.startswith("/") and len(word) > 1
    bare = word[1:] if slashed else word
    if bare in RUSSIAN_COMMANDS and (slashed or not typed_words):
        return RUSSIAN_COMMANDS[bare]
    if slashed and bare in HELP + MOVES + HINT + UNDO + SCORES + QUIT:
        return bare
    return word


def named_commands(commands: dict[str, tuple[str, Any]], russian: dict[str, str]) -> dict[str, tuple[str, Any]]:
    """Return a game's own table commands, in Russian by their Russian names first (the English ones still typed).

    ``commands`` maps each English name to (what it does, what it shows); ``russian`` gives the Russian
    name of each.  In Russian the English name is listed after, as «the same as …»; in English the
    commands are as given.

    >>> from wordgames import i18n
    >>> listed = lambda: [(name, text) for name, (text, _run) in named_commands(
    ...     {"sheet": ("every sheet", str)}, {"sheet": "лист"}).items()]
    >>> listed()
    [('sheet', 'every sheet')]
    >>> i18n.set_language("ru"); listed()
    [('лист', 'every sheet'), ('sheet', 'то же, что «лист»')]
    >>> i18n.set_language("en")
    """
    if language() != "ru":
        return commands
    named = {russian.get(name, name): (text, run) for name, (text, run) in commands.items()}
    named.update({name: (_("the same as «{name}»").format(name=russian[name]), run)
                  for name, (_text, run) in commands.items() if name in russian})
    return named


def cyrillic_lookalikes(text: str) -> tuple[str, list[str]]:
    """Return ``text`` with the Latin look-alikes in its mixed words read as Cyrillic, and a note for each.

    A word of Latin letters alone (``b3``, ``QH``) is left as it is.

    >>> cyrillic_lookalikes("з Дoм")      # a Latin o
    ('з дом', ["Latin 'o' at position 2 read as Cyrillic 'о'"])
    >>> cyrillic_lookalikes("b3 QH")
    ('b3 QH', [])
    """
    words, notes = [], []
    for word in text.split():
        scripts = {script_of(ch) for ch in word if ch.isalpha()}
        if {"cyrillic", "latin"} <= scripts:
            norm = normalize(word, "cyrillic")
            words.append(norm.word)
            notes.extend(norm.notes)
        else:
            words.append(word)
    return " ".join(words), notes


class LeaveGame(Exception):
    """The person at the terminal left the game (``quit``, Ctrl-C, the end of input)."""


class TakeBack(Exception):
    """The person at the prompt (``asker``, by name) asked to take back the last move a person made."""

    def __init__(self, asker: str = ""):
        super().__init__(asker)
        self.asker = asker


class Terminal(Protocol):
    """Where a person reads and types: ``ask`` raises :class:`LeaveGame` on Ctrl-C or the end of input.

    A terminal may also offer ``leave_help()``: the help line of ``quit`` there, which says how else one
    leaves and how the game is kept (the command line's: a key, a flag); by default "leave the game".
    """

    def ask(self, question: str) -> str: ...

    def say(self, text: str) -> None: ...


class ScriptedTerminal:
    """A terminal that answers from a list and keeps what was said (for tests and examples)."""

    def __init__(self, answers: Sequence[str]):
        self.answers = list(answers)
        self.said: list[str] = []

    def ask(self, question: str) -> str:
        self.said.append(question)
        if not self.answers:
            raise LeaveGame()
        return self.answers.pop(0)

    def say(self, text: str) -> None:
        self.said.extend(text.split("\n"))


class Handover:
    """Several people at one terminal in a game of hidden information: each sees only their own view.

    Before a person's view is drawn, when someone else had the screen last, or nobody yet (the
    first person, at the start and on resuming, waits as the others do), the screen is cleared
    (the terminal's ``clear``, which clears what scrolled off it too, else blank lines) and the
    terminal waits for that person to take it.  Then they are told what the table heard since
    they last had the screen: the narration passed to :meth:`tell`, which names nobody's hidden
    cards or cells (a game's narration is public), and so would be lost with the screen.

    >>> term = ScriptedTerminal(["", "", ""])
    >>> h = Handover(term)
    >>> h.to("Оля"); h.tell(["Оля lays «кот»: 3 points."]); h.to("Оля"); h.to("Петя")
    >>> term.said[-3:]
    ['Pass the terminal to Петя. Петя, press Enter when only you can see the screen', 'So far:', '  Оля lays «кот»: 3 points.']
    >>> h.tell(["Петя: «нет»."]); h.to("Оля"); term.said[-2:]
    ['Since your last turn:', '  Петя: «нет».']
    """

    BLANK_LINES = 40

    def __init__(self, terminal: Terminal):
        self.terminal = terminal
        self.last: str | None = None
        self.heard: list[str] = []
        self.seen: dict[str, int] = {}     # how much of what was heard each person has seen

    def tell(self, lines: Sequence[str]) -> None:
        """Say public lines to whoever has the screen, and keep them for the others' turns."""
        for line in lines:
            self.terminal.say(line)
        self.heard.extend(lines)
        if self.last is not None:
            self.seen[self.last] = len(self.heard)

    def to(self, name: str) -> None:
        """Make sure ``name`` alone is looking before their view is shown; tell them what they missed."""
        if self.last == name:
            return
        clear = getattr(self.terminal, "clear", None)
        if clear is not None:
            clear()
        else:
            self.terminal.say("\n" * self.BLANK_LINES)
        self.terminal.ask(_("Pass the terminal to {name}. {name}, press Enter when only you can see the screen")
                          .format(name=name))
        missed = self.heard[self.seen.get(name, 0):]
        if missed:
            self.terminal.say(_("Since your last turn:") if name in self.seen else _("So far:"))
            for line in missed:
                self.terminal.say("  " + line)
        self.seen[name] = len(self.heard)
        self.last = name


@dataclass(frozen=True)
class Reading:
    """What a typed move reads as: the action, or the problem that it is none; the rules the action breaks;
    notes on letters read as others (a Latin look-alike read as Cyrillic)."""

    action: Action | None = None
    problem: str = ""
    breaches: tuple = ()
    notes: tuple[str, ...] = ()


def read_move(shown, view: View, text: str) -> Reading:
    """Return what ``text`` reads as at ``view`` through the presenter ``shown`` (a terminal's line, a page's move).

    A move that cannot be read but whose words mix Cyrillic letters with Latin look-alikes (a Latin
    «o» typed on a Russian keyboard) is read again with those letters as Cyrillic, and noted.

    >>> from wordgames.registry import info
    >>> game = info("croquet").load()
    >>> state = game.new_initial_state()
    >>> [str(b) for b in read_move(game.presenter(), state, "9").breaches], read_move(game.presenter(), state, "4").action
    (['rule 1: the first number must be 1 to 8'], 4)
    """
    mended, notes = cyrillic_lookalikes(text)
    try:
        action = shown.parse_action(view, text)
    except WordgamesError as e:
        action = _parsed(shown, view, mended) if notes else None
        if action is None:
            return Reading(problem=str(e))
    else:
        if notes and _parsed(shown, view, mended) != action:
            notes = []                  # the game read those Latin letters as Latin: nothing to tell
    return Reading(action, breaches=tuple(view.breaches(action)), notes=tuple(notes))


def _parsed(shown, view: View, text: str) -> Action | None:
    """Return the move ``text`` reads as, or None."""
    try:
        return shown.parse_action(view, text)
    except WordgamesError:
        return None


def wrapped(text: str, width: int | None, hanging: int = 0) -> str:
    """Return ``text`` with each of its lines wrapped to ``width`` columns, the wrapped part indented by
    ``hanging`` spaces (unchanged when ``width`` is None: a terminal that does not say its width).

    >>> print(wrapped("  undo     take back the last move", 24, 11))
      undo     take back the
               last move
    """
    if not width:
        return text
    import textwrap
    return "\n".join(textwrap.fill(line, width, subsequent_indent=" " * hanging, break_on_hyphens=False)
                     if len(line) > width else line for line in text.split("\n"))


class HumanPlayer:
    """Asks the person at the terminal for every move of one seat, and re-asks until it is legal.

    ``hint`` (optional) returns the hint bot's move for a view; ``undo``
    says whether ``undo`` may be offered; ``handover`` is shared by the
    people at one terminal in a game of hidden information; ``names`` are
    every seat's names (for ``scores``); ``presenter`` shows the game
    (:meth:`Game.presenter <wordgames.game.Game.presenter>`, in colour when the terminal has it).
    """

    kind = "human"

    def __init__(self, name: str, game, terminal: Terminal, hint: Callable[[View], Action] | None = None,
                 undo: bool = True, handover: Handover | None = None, names: Sequence[str] = (),
                 presenter=None):
        self.name = name
        self.game = game
        self.shown = presenter if presenter is not None else game.presenter()   # what the person sees and types
        self.terminal = terminal
        self.hint = hint
        self.undo = undo
        self.handover = handover
        self.names = list(names)
        if names:
            self.shown.names = tuple(names)      # drawings call the seats by their names

    def choose(self, view: View) -> Action:
        if self.handover is not None:
            self.handover.to(self.name)
        auto = self.shown.automatic(view)
        if auto is not None:
            action, why = auto
            if why:
                self.terminal.say(why)
            return action
        self.shown.width = getattr(self.terminal, "width", None)    # a drawing fits the terminal as it is now
        drawing = self.shown.draw(view)
        if drawing:
            self.terminal.say(drawing)
        while True:
            text = self.terminal.ask(self.shown.prompt(view, self.name))
            word = command_word(text, getattr(self.game, "typed_words", False))
            if not word:
                continue
            if word in QUIT:
                raise LeaveGame()
            if word in HELP:
                self.terminal.say(self.help(view))
                continue
            if word in MOVES:
                self.terminal.say(wrapped(self.moves(view), getattr(self.terminal, "width", None), 4))
                continue
            if word in HINT and self.hint is not None:
                self.terminal.say(wrapped("  " + _("hint: {move}").format(move=self.shown.show_hint(view, self.hint(view))),
                                          getattr(self.terminal, "width", None), 4))
                continue
            if word in UNDO:
                if not self.undo:
                    self.terminal.say("  " + _("No move is taken back at this table."))
                    continue
                raise TakeBack(self.name)
            if word in SCORES:
                self.terminal.say(self.scores(view))
                continue
            commands = self.shown.commands(view)
            typed = getattr(self.game, "typed_words", False)       # a bare word is a move: commands take a slash
            name = word[1:] if word.startswith("/") else None if typed else word
            if name in commands:
                self.terminal.say(wrapped(commands[name][1](view), getattr(self.terminal, "width", None), 4))
                continue
            action = self.read(view, text)
            if action is not None and self.confirmed(view, action):
                return action

    def read(self, view: View, text: str) -> Action | None:
        """Return the legal move typed, or None after saying why it is not one (:func:`read_move`)."""
        reading = read_move(self.shown, view, text)
        width = getattr(self.terminal, "width", None) if self.shown.fits_width else None
        if reading.problem:
            self.terminal.say(wrapped("  " + _("{problem} — try again ('?' for help)").format(problem=reading.problem),
                                      width, 4))
            return None
        for note in reading.notes:
            self.terminal.say(wrapped("  " + note, width, 4))
        for b in reading.breaches:
            self.terminal.say(wrapped("  " + _("{problem} — try again").format(problem=b), width, 4))
        return None if reading.breaches else reading.action

    def scores(self, view: View) -> str:
        """Return every seat's standing as this seat may see it, one line each."""
        names = self.names or [self.shown.seat_label(s) for s in range(self.game.seats)]
        return "\n".join("  " + line for line in self.shown.score_lines(view, names))

    def agrees(self, asker: str) -> bool:
        """Return whether this person lets ``asker`` take back their last move (asked at the terminal, alone)."""
        if self.handover is not None:
            self.handover.to(self.name)
        return self.yes(_("{name}, {asker} asks to take back your last move. Do you agree?").format(
            name=self.name, asker=asker))

    def yes(self, question: str) -> bool:
        """Return whether the person answers yes to ``question`` (asked until the answer is yes or no)."""
        while True:
            answer = self.terminal.ask(_("{question} (y/n)").format(question=question)).strip().lower()
            if answer in YES:
                return True
            if answer in NO:
                return False
            self.terminal.say("  " + _("type y (yes) or n (no)"))

    def confirmed(self, view: View, action: Action) -> bool:
        """Return whether the move needs no confirmation, or the person said yes to it."""
        question = self.shown.confirm(view, action)
        return True if question is None else self.yes(question)

    def help(self, view: View) -> str:
        """Return the help screen: the game's notation, its commands, the shared commands, each wrapped to the
        terminal's ``width`` when it has one (a command's text under its text, as ``--help`` wraps)."""
        width = getattr(self.terminal, "width", None)
        lines = [wrapped(self.shown.notation_help(view), width), _("Commands:")]
        slash = "/" if getattr(self.game, "typed_words", False) else ""
        for name, (text, _run) in self.shown.commands(view).items():
            lines.append(wrapped(f"  {slash + name:<8} {text}", width, 11))
        shared = [("moves", _("list every legal move"))]
        if self.hint is not None:
            shared.append(("hint", _("what the computer would play")))
        if self.undo:
            shared.append(("undo", _("take back the last move (another person's with their yes; never past dice "
                                     "or cards drawn)")))
        shared.append(("scores", _("every player's score")))
        leave_help = getattr(self.terminal, "leave_help", None)
        shared.append(("quit", leave_help() if leave_help is not None else _("leave the game")))
        if language() == "ru":            # the Russian names first, the English ones still work
            slash = "/" if getattr(self.game, "typed_words", False) else ""
            russian = {english: slash + name for name, english in reversed(RUSSIAN_COMMANDS.items())}
            shared = [(f"{russian[name]}, {name}", text) for name, text in shared]
            column = max(len(name) for name, _text in shared)
            lines.extend(wrapped(f"  {name:<{column}}  {text}", width, column + 4) for name, text in shared)
            if slash:
                lines.append(wrapped("  " + _("In this game a Russian command is written after a slash (/ходы): "
                                              "a bare word is a move."), width, 2))
        else:
            lines.extend(wrapped(f"  {name:<8} {text}", width, 11) for name, text in shared)
        lines.append(wrapped(self.moves(view, MAX_IN_HELP), width, 4))
        return "\n".join(lines)

    def moves(self, view: View, most: int | None = None) -> str:
        """Return the legal moves as the game lists them (the best first, where it ranks them): every one, or with
        ``most`` the first ``most`` and how to see the rest (the help's short list)."""
        legal = self.shown.listed_moves(view)
        if most is None or len(legal) <= most:
            return "  " + _("legal: {moves}").format(moves=", ".join(legal))
        command = ("/" if getattr(self.game, "typed_words", False) else "") + \
            ("ходы" if language() == "ru" else "moves")
        return "  " + ngettext("legal: {moves} … and {n} more: '{command}' lists them all",
                               "legal: {moves} … and {n} more: '{command}' lists them all", len(legal) - most).format(
            moves=", ".join(legal[:most]), n=len(legal) - most, command=command)
