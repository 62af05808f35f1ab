"""Starting, resuming and playing one session: what every game's ``play`` command does, as a library.

>>> from wordgames.registry import info
>>> from wordgames.table.human import ScriptedTerminal
>>> entry = info("croquet")
>>> game, session = new_session(entry, "random,perfect", seed=5)
>>> played = run(game, session, make_players(game, entry, session, ScriptedTerminal([])))
>>> session.finished, session.returns in ([1.0, -1.0], [-1.0, 1.0])
(True, True)
>>> session.replay(game) == played.state
True
"""

from __future__ import annotations

import os
import random
import shlex
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from wordgames.engine import Player
from wordgames.errors import ArgumentError, InputFormatError, Param, SeatsError
from wordgames.files import display_name
from wordgames.i18n import NC_, _, ngettext, pgettext
from wordgames.descriptor import BOTS, GameDescriptor
from wordgames.registry import info
from wordgames.table.human import Handover, HumanPlayer, TakeBack, Terminal
from wordgames.table.loop import Chance, Played, Step, play, seated, tell_the_end
from wordgames.table.program import TIME_LIMIT, ProgramPlayer
from wordgames.table.seats import BOT, HUMAN, PROGRAM, parse_seats
from wordgames.table.seeds import new_seed, seat_rng
from wordgames.table.session import Session, load_game

Watcher = Callable[[Step], None]

CHANCE_SETTING, ENTERED = "chance", "entered"
"""A session whose chance outcomes the people at the table enter (real dice) says so in its settings:
``"chance": "entered"``; it is never played on with the seed's draws."""


def entered(session: Session) -> bool:
    """Return whether ``session``'s chance outcomes are entered by the people at the table (real dice)."""
    return session.settings.get(CHANCE_SETTING) == ENTERED


def asking(terminal: Terminal, shown, names: Sequence[str]) -> Chance:
    """Return a chance source that asks ``terminal`` for every outcome (real dice typed: ``24456``), read by the
    presenter ``shown`` and asked again, with the reason, until it is one.

    >>> from wordgames.registry import info
    >>> from wordgames.table.human import ScriptedTerminal
    >>> game = info("dixmille").load({"table": "text"}, 2)
    >>> term = ScriptedTerminal(["7", "1 2 3 4 5 6"])
    >>> asking(term, game.presenter(), ["Оля", "Петя"])(game.new_initial_state())
    (1, 2, 3, 4, 5, 6)
    >>> term.said[1]
    "'7' is not a die face (1-6)"
    """
    def ask(state):
        while True:
            text = terminal.ask(shown.outcome_prompt(state, names) + " ")
            try:
                outcome = shown.parse_outcome(state, text)
            except InputFormatError as e:
                terminal.say(str(e))
                continue
            found = state.breaches(outcome)
            if not found:
                return outcome
            terminal.say("; ".join(map(str, found)))

    return ask


def new_session(entry: GameDescriptor, players: str | Sequence[str] | None = None, *, rules: dict | None = None,
                settings: dict | None = None, seed: int | None = None, lexicon=None, undo: bool = True):
    """Return (game, session) of a new game of ``entry`` with these players (default: the game's own).

    ``undo`` false: no move is taken back at this table (kept in the session).
    """
    if players is None:
        players = default_players(entry, entry.load(rules, None, lexicon).seats)
    seats = parse_seats(players, entry.bot_names)
    game = entry.load(rules, len(seats), lexicon)
    chosen = {**entry.defaults(BOTS), **(settings or {})}
    session = Session.start(game, seats, new_seed() if seed is None else seed, chosen)
    session.undo = undo
    return game, session


def default_players(entry: GameDescriptor, seats: int) -> list[str]:
    """Return the game's default players for ``seats`` seats: its list, cut or its last one repeated.

    >>> from wordgames.registry import info
    >>> default_players(info("vertical"), 2), default_players(info("vertical"), 6)
    (['you', 'search'], ['you', 'search', 'search', 'search', 'search', 'search'])
    """
    names = list(entry.default_players)
    return [default_name(n) for n in names[:seats] + names[-1:] * (seats - len(names))]


DEFAULT_NAMES = {"you": NC_("default player", "you"), "player 1": NC_("default player", "player 1"),
                 "player 2": NC_("default player", "player 2"), "player 3": NC_("default player", "player 3"),
                 "player 4": NC_("default player", "player 4")}
"""The default people's names, in the interface's language when a game starts (and kept so in its session)."""


def default_name(name: str) -> str:
    """Return a default player's name in the interface's language (a bot's name as it is).

    >>> default_name("you"), default_name("optimal")
    ('you', 'optimal')
    """
    return pgettext("default player", DEFAULT_NAMES[name]) if name in DEFAULT_NAMES else name


def turns_made(game, session: Session, upto: int | None = None) -> int:
    """Return how many turns the session's first ``upto`` actions completed, as a person counts them.

    A turn ends where :meth:`~wordgames.game.Game.turn_of` changes (by default: the seat to move), so
    a Dix Mille turn of throws and keeps is one turn, and the deal and the dice are not counted; the
    turn in progress is not counted until it ends (or the game does).

    >>> from wordgames.registry import info
    >>> game, session = new_session(info("croquet"), "random,random", seed=1)
    >>> session.actions = [4, 2, 3]
    >>> turns_made(game, session), turns_made(game, session, 1)
    (3, 1)
    """
    state = game.new_initial_state()
    turns, current = 0, game.turn_of(state)
    for data in session.actions[:upto]:
        state = state.next_state(game.action_from_json(data))
        now = None if state.is_terminal() else game.turn_of(state)
        if current is not None and (now is not None and now != current or state.is_terminal()):
            turns += 1
        if now is not None or state.is_terminal():
            current = now
    return turns


def resume_session(path: str | os.PathLike, lexicon=None, players: str | Sequence[str] | None = None,
                   game_name: str | None = None):
    """Return (game, session, state) of the game saved at ``path``, replayed; ``players`` re-seats it.

    With ``game_name``, a saved game of another game is refused, naming the command that resumes it.
    """
    name = display_name(path)
    session = Session.load(path)
    if game_name is not None and session.game != game_name:
        raise ArgumentError(other_game(name, session.game, game_name, "play --resume"), option="resume")
    try:
        game, state = load_game(session, lexicon)
    except InputFormatError as e:
        raise InputFormatError(e.message, path=name) from None
    once = {o.name for o in info(session.game).options if not o.resumed}   # e.g. --no-cache: that run's only
    session.settings = {k: v for k, v in session.settings.items() if k not in once}
    if players is not None:
        seats = parse_seats(players, info(session.game).bot_names)
        if len(seats) != len(session.seats):
            raise SeatsError(ngettext("{file} is a game of {n} player; {players} names {given}",
                                      "{file} is a game of {n} players; {players} names {given}", len(session.seats)),
                             file=name, n=len(session.seats), players=Param("players"), given=len(seats),
                             option="players")
        session.seats = seats
    else:
        programs = [spec.command for spec in session.seats if spec.kind == PROGRAM]
        if programs:   # a saved game from someone else must not run their programs unasked
            again = ",".join(spec.spec for spec in session.seats)
            again = shlex.quote(again) if again.isprintable() else repr(again)   # to type at a shell prompt
            raise ArgumentError(_("{file} names programs to run ({programs}); to run them, "
                                  "name the seats again: {players} {again}"),
                                file=name, programs="; ".join(map(repr, programs)), players=Param("players"),
                                again=again, option="players")
    return game, session, state


def other_game(file: str, saved: str, asked: str, verb: str) -> str:
    """Return the sentence refusing a saved game of the game ``saved`` where ``asked`` was asked for, with the
    command that takes it (``verb``: ``play --resume``, or ``review`` where that game has one).

    >>> other_game("my game.json", "snake", "croquet", "review")     # Змейка has no review: it is played on
    "my game.json is a saved game of Змейка, not of arithmetical croquet: wordgames snake play --resume 'my game.json'"
    """
    kept = info(saved)
    if verb == "review" and not kept.review_goals:     # a game no review measures: it is played on
        verb = "play --resume"
    command = f"wordgames {kept.command} {verb} {shlex.quote(file)}"
    return _("{file} is a saved game of {game}, not of {this}: {command}").format(
        file=file, game=_(kept.title), this=_(info(asked).title), command=command)


def make_players(game, entry: GameDescriptor, session: Session, terminal: Terminal | None, *,
                 step: int | None = None, time_limit: float = TIME_LIMIT, presenter=None,
                 progress: Callable[[str, int, int], None] | None = None,
                 person: Callable[[int, str], Player] | None = None) -> list[Player]:
    """Return a player for every seat: people at ``terminal``, the game's bots, programs.

    ``presenter`` shows the game to the people (:meth:`Game.presenter <wordgames.game.Game.presenter>`);
    ``progress`` is told how far a table a bot needs is built; ``people(seat, name)``, when given, makes
    the player of a person's seat instead of the terminal (a phone at the web table).
    """
    step = len(session.actions) if step is None else step
    names = [s.name for s in session.seats]
    hint = hint_for(game, entry, session, progress)
    people = sum(spec.kind == HUMAN for spec in session.seats)
    handover = Handover(terminal) if people > 1 and game.hidden_information and terminal is not None else None
    players: list[Player] = []
    for seat, spec in enumerate(session.seats):
        if spec.kind == HUMAN and person is not None:
            players.append(person(seat, spec.name))
        elif spec.kind == HUMAN:
            if terminal is None:
                raise ArgumentError(_("{name!r} is a person, and there is no terminal to ask: "
                                      "name bots or programs ({bots}, cmd:PROGRAM)").format(
                    name=spec.name, bots=", ".join(entry.bot_names)), option="players")
            players.append(HumanPlayer(spec.name, game, terminal, hint, undo=session.undo, handover=handover,
                                       names=names, presenter=presenter))
        elif spec.kind == BOT:
            players.append(game.make_bot(spec.bot, seat_rng(session.seed, seat, step), session.settings,
                                         progress=progress))
        else:
            players.append(ProgramPlayer(spec.command or "", game, seat, names, time_limit=time_limit))
    return players


def hint_for(game, entry: GameDescriptor, session: Session, progress: Callable[[str, int, int], None] | None = None):
    """Return a function giving the hint bot's move for a view (the bot built on first use, ``progress`` told how
    far a table it needs is built), or None."""
    if entry.hint is None:
        return None
    made: dict[str, Any] = {}

    def hint(view):
        if "bot" not in made:
            made["bot"] = game.hint_bot(entry.hint, random.Random(0), session.settings, progress=progress)
        return made["bot"].choose(view)

    return hint


def run(game, session: Session, players: Sequence[Player], *, save: str | os.PathLike | None = None,
        watch: Watcher | None = None, on_take_back: Callable[["TakenBack"], None] | None = None,
        chance: Chance | None = None) -> Played:
    """Play the session to its end: every action recorded (and saved to ``save`` atomically) as it is taken.

    A person's ``undo`` takes back the last move a person made, and what followed it
    (:func:`take_back`); ``on_take_back`` is told what happened.  A person leaving
    (:class:`~wordgames.table.human.LeaveGame`), Ctrl-C or a signal (:mod:`~wordgames.table.ending`) ends the
    run with every program closed and everything up to then recorded and saved.  The session is saved once before the first move, so a
    file that cannot be written is said before anyone has played.

    ``chance``: where chance outcomes come from instead of the seed (:func:`~wordgames.table.loop.play`); a
    session whose outcomes are entered at the table (:func:`entered`) is never played on without one.
    """
    if chance is None and entered(session):
        raise ArgumentError(_("this game is played with real dice, entered at the table: go on with it where "
                              "the dice can be entered"))
    state, chances = session.replay_counting(game)
    if save is not None:
        session.save(save)

    def on_step(step: Step) -> None:
        session.record(game, step.action, step.after)
        if save is not None:
            session.save(save)
        if watch is not None:
            watch(step)

    try:
        with seated(players, state):
            while True:
                try:
                    played = play(game, players, seed=session.seed, state=state, step=len(session.actions),
                                  chances=chances, watch=on_step, chance=chance)
                    break
                except TakeBack as asked:
                    result = take_back(game, session, players, asked.asker)
                    if result.taken and save is not None:
                        session.save(save)
                    state, chances = session.replay_counting(game)
                    if on_take_back is not None:
                        on_take_back(result)
            tell_the_end(players, played.state)
    except KeyboardInterrupt:       # Ctrl-C or a signal between a move and its save: the move is kept too
        if save is not None:
            session.save(save)
        raise
    return played


NOTHING, CHANCE_SINCE, REFUSED = "nothing", "chance", "refused"


@dataclass(frozen=True)
class TakenBack:
    """What an ``undo`` did: whose move it took back, or why it took none, and the turns played before it."""

    asker: str
    owner: str | None = None     # the person whose move it was (None: no person has moved)
    taken: bool = False
    why_not: str = ""            # NOTHING, CHANCE_SINCE or REFUSED when nothing was taken back
    turns: int = 0               # turns made before the move taken back

    def message(self) -> str:
        """Return what the table is told, in the interface's language."""
        if self.taken:
            turns = turns_text(self.turns)
            if self.owner == self.asker:
                return _("{owner} takes back their move: the game goes on after {turns}.").format(
                    owner=self.owner, turns=turns)
            return _("{owner}'s move is taken back, as {asker} asked and {owner} agreed: "
                     "the game goes on after {turns}.").format(owner=self.owner, asker=self.asker, turns=turns)
        if self.why_not == CHANCE_SINCE:
            return _("The last move, {owner}'s, cannot be taken back: dice, cards or a letter were drawn after it, "
                     "and a draw is never made again.").format(owner=self.owner)
        if self.why_not == REFUSED:
            return _("{owner} does not agree: the move stands.").format(owner=self.owner)
        return _("Nothing to take back.")


def turns_text(n: int) -> str:
    """Return ``1 turn`` or ``N turns`` (1 ход, 3 хода, 5 ходов)."""
    return ngettext("{n} turn", "{n} turns", n).format(n=n)


def take_back(game, session: Session, players: Sequence[Player], asker: str) -> TakenBack:
    """Take back the last move a person chose (and every move after it), if the table allows it.

    * Only a person's move is taken back; the bots' and programs' moves after it go with it,
      unasked.  A move a person did not choose (:meth:`~wordgames.presenter.Presenter.automatic`) goes
      with the move before it.
    * Another person's move needs their yes, asked at the terminal (after a handover in a game of
      hidden information); ``asker``'s own move does not.
    * Never past a chance outcome: a move followed by dice thrown, cards drawn or a letter called
      stays, so nobody takes back a move after seeing what chance gave (the session is never
      rewound past a draw, and every draw in it stays the one the seed made).
    """
    names = [s.name for s in session.seats]
    people = [s.kind == HUMAN for s in session.seats]
    shown = game.presenter()
    states = [game.new_initial_state()]
    for data in session.actions:
        states.append(states[-1].next_state(game.action_from_json(data)))
    for index in range(len(session.actions) - 1, -1, -1):
        before = states[index]
        seat = before.current_player()
        if seat < 0:
            owner = _last_person(states[:index], names, people)
            return TakenBack(asker, owner, why_not=CHANCE_SINCE if owner is not None else NOTHING)
        if people[seat] and shown.automatic(before.view(seat)) is None:
            owner = names[seat]
            if owner != asker and not players[seat].agrees(asker):
                return TakenBack(asker, owner, why_not=REFUSED)
            session.truncate(index, game)
            return TakenBack(asker, owner, taken=True, turns=turns_made(game, session))
    return TakenBack(asker, why_not=NOTHING)


def _last_person(states: Sequence, names: Sequence[str], people: Sequence[bool]) -> str | None:
    """Return the name of the last person to move in ``states`` (before their actions), or None."""
    for before in reversed(states):
        seat = before.current_player()
        if seat >= 0 and people[seat]:
            return names[seat]
    return None


def public(players: Sequence[Player], say: Callable[[str], None]) -> Callable[[Sequence[str]], None]:
    """Return how the table tells everyone a public line: through the people's shared handover, if any.

    In a game of hidden information the handover keeps what each person missed while
    someone else had the screen (:meth:`~wordgames.table.human.Handover.tell`).
    """
    handover = next((p.handover for p in players if getattr(p, "handover", None) is not None), None)
    if handover is not None:
        return handover.tell

    def tell(lines: Sequence[str]) -> None:
        for line in lines:
            say(line)

    return tell


def outcome(game, session: Session, state) -> dict[str, Any]:
    """Return the session as JSON data with the end of the game (what ``play --json`` prints)."""
    data = session.to_dict()
    if state.is_terminal():
        data["returns"] = list(state.returns())
        data["result"] = dict(game.outcome(state).details) or None
    return data
