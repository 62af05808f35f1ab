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
from typing import Any, Callable, Sequence

from wordgames.engine import Player
from wordgames.errors import InputFormatError, UsageError
from wordgames.files import display_name
from wordgames.i18n import NC_, _, ngettext, pgettext
from wordgames.registry import BOTS, GameInfo
from wordgames.table.human import Handover, HumanPlayer, TakeBack, Terminal
from wordgames.table.loop import Played, Step, play, seated, tell_the_end
from wordgames.table.program import TIME_LIMIT, ProgramPlayer
from wordgames.table.seats import BOT, HUMAN, PROGRAM, parse_seats
from wordgames.table.seeds import new_seed, seat_rng
from wordgames.table.session import Session, load_game

Watcher = Callable[[Step], None]


def new_session(entry: GameInfo, players: str | Sequence[str] | None = None, *, rules: dict | None = None,
                settings: dict | None = None, seed: int | None = None, lexicon=None):
    """Return (game, session) of a new game of ``entry`` with these players (default: the game's own)."""
    if players is None:
        players = default_players(entry, entry.load(rules, None, lexicon).seats)
    seats = parse_seats(players, entry.bot_names)
    game = entry.load(rules, len(seats), lexicon)
    chosen = {**entry.defaults(BOTS), **(settings or {})}
    return game, Session.start(game, seats, new_seed() if seed is None else seed, chosen)


def default_players(entry: GameInfo, seats: int) -> list[str]:
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


def moves_made(game, session: Session) -> int:
    """Return how many of the session's actions were players' moves (chance outcomes, such as a deal, not counted)."""
    state, moves = game.new_initial_state(), 0
    for data in session.actions:
        moves += not state.is_chance_node()
        state = state.next_state(game.action_from_json(data))
    return moves


def resume_session(path: str | os.PathLike, lexicon=None, players: str | Sequence[str] | None = None):
    """Return (game, session, state) of the game saved at ``path``, replayed; ``players`` re-seats it."""
    name = display_name(path)
    session = Session.load(path)
    try:
        game, state = load_game(session, lexicon)
    except InputFormatError as e:
        raise InputFormatError(e.message, path=name) from None
    from wordgames.registry import info
    once = {o.name for o in info(session.game).options if not o.resumed}   # e.g. --no-cache: that run's only
    session.settings = {k: v for k, v in session.settings.items() if k not in once}
    if players is not None:
        from wordgames.registry import info
        seats = parse_seats(players, info(session.game).bot_names)
        if len(seats) != len(session.seats):
            raise UsageError(ngettext("{file} is a game of {n} player; --players names {given}",
                                      "{file} is a game of {n} players; --players names {given}",
                                      len(session.seats)).format(file=name, n=len(session.seats), given=len(seats)))
        session.seats = seats
    else:
        programs = [spec.command for spec in session.seats if spec.kind == PROGRAM]
        if programs:   # a saved game from someone else must not run their programs unasked
            import shlex
            again = ",".join(spec.spec for spec in session.seats)
            again = shlex.quote(again) if again.isprintable() else repr(again)   # to type at a shell prompt
            raise UsageError(_("{file} names programs to run ({programs}); to run them, "
                               "name the seats again: --players {again}").format(
                file=name, programs="; ".join(map(repr, programs)), again=again))
    return game, session, state


def make_players(game, entry: GameInfo, session: Session, terminal: Terminal | None, *,
                 step: int | None = None, time_limit: float = TIME_LIMIT) -> list[Player]:
    """Return a player for every seat: people at ``terminal``, the game's bots, programs."""
    step = len(session.actions) if step is None else step
    names = [s.name for s in session.seats]
    hint = _hint(game, entry, session)
    people = sum(spec.kind == HUMAN for spec in session.seats)
    handover = Handover(terminal) if people > 1 and game.hidden_information and terminal is not None else None
    players: list[Player] = []
    for seat, spec in enumerate(session.seats):
        if spec.kind == HUMAN:
            if terminal is None:
                raise UsageError(_("{name!r} is a person, and there is no terminal to ask: "
                                   "name bots or programs ({bots}, cmd:PROGRAM)").format(
                    name=spec.name, bots=", ".join(entry.bot_names)))
            players.append(HumanPlayer(spec.name, game, terminal, hint, handover=handover))
        elif spec.kind == BOT:
            if spec.bot not in entry.bot_names:
                raise UsageError(_("{title} has no bot {bot!r} (choose from {bots})").format(
                    title=_(entry.title), bot=spec.bot, bots=", ".join(entry.bot_names)))
            players.append(game.make_bot(spec.bot, seat_rng(session.seed, seat, step), session.settings))
        else:
            players.append(ProgramPlayer(spec.command or "", game, seat, names, time_limit=time_limit))
    return players


def _hint(game, entry: GameInfo, session: Session):
    """Return a function giving the hint bot's move for a view (the bot built on first use), or None."""
    if entry.hint is None:
        return None
    made: dict[str, Any] = {}

    def hint(view):
        if "bot" not in made:
            made["bot"] = game.hint_bot(entry.hint, random.Random(0), session.settings)
        return made["bot"].choose(view)

    return hint


def run(game, session: Session, players: Sequence[Player], *, save: str | os.PathLike | None = None,
        watch: Watcher | None = None, on_take_back: Callable[[int], None] | None = None) -> Played:
    """Play the session to its end: every action recorded (and saved to ``save`` atomically) as it is taken.

    A person's ``undo`` takes back their last move and everything after it
    (``on_take_back`` is told how many actions remain).  A person leaving
    (:class:`~wordgames.table.human.LeaveGame`) or Ctrl-C ends the run with
    everything up to then recorded and saved.  The session is saved once before the first move, so a
    file that cannot be written is said before anyone has played.
    """
    state, chances = session.replay_counting(game)
    if save is not None:
        session.save(save)

    def on_step(step: Step) -> None:
        session.record(game, step.action, step.after)
        if save is not None:
            session.save(save)
        if watch is not None:
            watch(step)

    with seated(players, state):
        while True:
            try:
                played = play(game, players, seed=session.seed, state=state, step=len(session.actions),
                              chances=chances, watch=on_step)
                break
            except TakeBack:
                keep = last_move_of(game, session, [s.kind == HUMAN for s in session.seats])
                if keep is not None:
                    session.truncate(keep, game)
                    if save is not None:
                        session.save(save)
                state, chances = session.replay_counting(game)
                if on_take_back is not None:
                    on_take_back(-1 if keep is None else keep)
        tell_the_end(players, played.state)
    return played


def last_move_of(game, session: Session, people: Sequence[bool]) -> int | None:
    """Return the index of the last action a person took (the count of actions before it), or None."""
    state, last = game.new_initial_state(), None
    for i, data in enumerate(session.actions):
        seat = state.current_player()
        if seat >= 0 and people[seat]:
            last = i
        state = state.apply(game.action_from_json(data))
    return last


def outcome(game, session: Session, state) -> dict[str, Any]:
    """Return the session as JSON data with the end of the game (what ``play --json`` prints)."""
    data = session.to_dict()
    if state.is_terminal():
        data["returns"] = list(state.returns())
        data["result"] = game.result_dict(state) or None
    return data
