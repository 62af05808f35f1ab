"""One table played from phones: the house's one loop in a thread of its own, a seat per link.

The loop (:func:`wordgames.table.sitting.run`) runs as it does at a terminal: the same session, saved
atomically after every move, the same bots and programs (thinking in the loop's thread, never in the
server's), the same seeded chance.  A person's seat is a :class:`~wordgames.web.phone.PhoneSeat`, a
:class:`~wordgames.engine.Player` whose ``choose`` waits for the move its page sends; the loop does not
know it is a phone.

A move is offered with the index of the position it answers (how many actions the session holds):
a move for a position already left (a double tap, a resend after a reconnect) is not applied twice.

>>> from wordgames.registry import info
>>> from wordgames.table.sitting import new_session
>>> game, session = new_session(info("croquet"), "Оля,random", seed=5)
>>> table = Table(game, info("croquet"), session)
>>> table.start()
>>> table.wait_for_turn(0)
>>> table.submit(0, table.index, "9").refusals
['rule 1: the first number must be 1 to 8']
>>> table.submit(0, table.index, "4").accepted
True
>>> table.submit(0, 0, "4").stale
True
>>> table.stop()
"""

from __future__ import annotations

import os
import queue
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Callable

from wordgames.descriptor import load
from wordgames.engine import CHANCE, Action, View
from wordgames.errors import WordgamesError
from wordgames.i18n import _, speaking
from wordgames.table import sitting
from wordgames.table.human import LeaveGame, read_move
from wordgames.table.loop import Step
from wordgames.table.seats import HUMAN
from wordgames.web.phone import Agreed, Leave, PhoneSeat, Wake

TOKEN_BYTES = 24
"""A seat's key in its link: 192 random bits (``secrets``), the only key to that seat."""

KEPT_STEPS = 400
"""How many past actions a table keeps for its pages' log (the session keeps them all)."""


def new_token() -> str:
    """Return a fresh random key for a link (URL-safe, 32 characters, 192 bits)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Answer:
    """What the table says to a move sent from a page."""

    accepted: bool = False
    stale: bool = False            # the position it answers is gone (or the move was already made): ignored
    refusals: list[str] = field(default_factory=list)   # why it is not a move here, every rule it breaks


@dataclass
class Vote:
    """A take-back asked by the seat ``asker`` at position ``index``: the people still to answer."""

    asker: int
    index: int
    waiting: set[int]


class Table:
    """A game played at one table by phones, bots and programs; the session file is the authority.

    ``save``: the session's file, written atomically after every move (and once before the first);
    ``progress(label, done, total)`` is told how far a table a bot needs is built.
    Every change (a move, a seat asked, the end) is told to each ``listeners`` callback, and every action
    (:class:`~wordgames.table.loop.Step`) to each ``watchers`` callback, from the loop's thread.
    """

    def __init__(self, game, entry, session, *, save: str | os.PathLike | None = None,
                 time_limit: float | None = None, progress: Callable[[str, int, int], None] | None = None,
                 turn_time: float | None = None, chance: str | None = None):
        self.game, self.entry, self.session, self.save = game, entry, session, save
        self.turn_time = turn_time            # seconds a person has for a move (None: no clock)
        self.names = [s.name for s in session.seats]
        self.shown = game.presenter()
        self.shown.names = tuple(self.names)                # drawings call the seats by their names
        self.page = load(entry.page)(game, self.shown)    # what a phone shows of the game (wordgames.web.page)
        self.told: dict = {}                                # each step's narration, by language (render.narration)
        self.keys = {new_token(): seat for seat, spec in enumerate(session.seats) if spec.kind == HUMAN}
        self.host_key = new_token()
        self.watch_key = new_token()            # the spectators' link: what is public only
        self.state = session.replay(game)
        self.index = len(session.actions)
        self.steps: list[Step] = []
        self.listeners: list[Callable[[], None]] = []
        self.watchers: list[Callable[[Step], None]] = []
        self.finished = self.state.is_terminal()
        self.failure: str | None = None
        self.accepted: int | None = None      # the index a move was accepted for, until the loop applies it
        self.asked: int | None = None         # the seat the loop waits for
        self.deadline: float | None = None    # when its time runs out (time.monotonic), with a turn clock
        self.vote: Vote | None = None         # a take-back being asked
        self.agreed = False                   # every person agreed to the take-back the loop is making
        self.notices: list[tuple[int, Callable[[], str]]] = []   # public events that are no action, by index
        self.revision = 0                     # counts the changes a page shows that are no action
        self.reviews: dict[str, list[str]] = {}   # the review at the end, by language, once asked for
        self.reviewing = False
        self._review_lock = threading.Lock()
        self._lock = threading.Lock()
        self._seats = {seat: PhoneSeat(self, seat) for seat in self.keys.values()}
        limit = {} if time_limit is None else {"time_limit": time_limit}
        self.players = sitting.make_players(game, entry, session, None, presenter=self.shown, progress=progress,
                                            person=lambda seat, name: self._seats[seat], **limit)
        self.hint = sitting.hint_for(game, entry, session, progress)
        self._thread: threading.Thread | None = None
        self._turn = threading.Condition(self._lock)
        self._enter_chance(chance)

    # -- the loop's side ---------------------------------------------------------------------------

    def start(self) -> None:
        """Start playing (in a thread of its own); returns at once."""
        if self._thread is None and not self.finished:
            self._thread = threading.Thread(target=self._run, name="wordgames-table", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            sitting.run(self.game, self.session, self.players, save=self.save, watch=self._watch,
                        on_take_back=self._taken_back, chance=self._entered_outcome if self.entered else None)
        except LeaveGame:
            return
        except WordgamesError as e:          # a program's fault the loop cannot mend, a file that cannot be written
            self.failure = str(e)
        except Exception as e:               # never silent: the host sees it, the pages are told the table stopped
            self.failure = f"{type(e).__name__}: {e}"
        with self._lock:
            self.finished = True
            self._turn.notify_all()
        self._changed()

    def _watch(self, step: Step) -> None:
        with self._lock:
            self.state = step.after
            self.index = step.index + 1
            self.steps.append(step)
            del self.steps[:-KEPT_STEPS]
            self.accepted = None
            self.asked = self.deadline = None
            self.finished = step.after.is_terminal()
            if self.vote is not None:         # the position it was about is gone
                self.vote = None
                self._notice(lambda: _("The take-back lapsed: the game moved on."))
        for watcher in list(self.watchers):
            watcher(step)
        self._changed()

    def waiting_for(self, seat: int, deadline: float | None = None) -> None:
        """The loop waits for ``seat`` (:data:`~wordgames.engine.CHANCE`: for dice entered) until ``deadline``."""
        with self._lock:
            self.asked, self.deadline = seat, deadline
            self._turn.notify_all()
        self._changed()

    def timed_out(self, seat: int, view: View) -> Action | None:
        """Return the move made for ``seat`` whose time ran out, or None when a move was accepted just then."""
        with self._lock:
            if self.accepted == self.index:
                return None
            self.accepted = self.index        # a move sent from now on is stale
            name = self.names[seat]
            self._notice(lambda: _("{name}'s time ran out: the move was made for them.").format(name=name))
        return self.stand_in_move(view)

    def stand_in_move(self, view: View) -> Action:
        """Return the move the table makes for a person's seat: the hint bot's, else the first legal move
        (what the program protocol forfeits to)."""
        if self.hint is not None:
            try:
                return self.hint(view)
            except WordgamesError:
                pass
        return view.legal_actions()[0]

    def _taken_back(self, result) -> None:
        """The loop took back a move (or said why not): the table shows the position it goes on from."""
        state = self.session.replay(self.game)
        with self._lock:
            self.state, self.index = state, len(self.session.actions)
            self.steps = [step for step in self.steps if step.index < self.index]
            self.told = {key: lines for key, lines in self.told.items() if key[0] < self.index}
            self.accepted = self.asked = self.deadline = self.vote = None
            self.agreed = False
            self.finished = state.is_terminal()
            self._notice(result.message)
        self._changed()

    def _notice(self, message: Callable[[], str]) -> None:
        """Keep a public event for every page's log (``message()`` says it in the reader's language); the lock held."""
        self.notices.append((self.index, message))
        del self.notices[:-KEPT_STEPS]
        self.revision += 1

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    def stop(self) -> None:
        """End the table: every phone seat stops waiting (the session is as last saved)."""
        for seat in self._seats.values():
            seat.moves.put(Leave())
        self._outcomes.put(Leave())
        if self._thread is not None:
            self._thread.join(timeout=5)

    # -- the pages' side ---------------------------------------------------------------------------

    def seat_of(self, key: str) -> int | None:
        """Return the seat a link's key opens, or None (compared in constant time)."""
        for known, seat in self.keys.items():
            if secrets.compare_digest(known.encode(), key.encode()):
                return seat
        return None

    def link_of(self, seat: int) -> str:
        """Return the key of ``seat``'s link."""
        return next(key for key, s in self.keys.items() if s == seat)

    def people(self) -> list[int]:
        """Return the seats played from phones, in order."""
        return sorted(self._seats)

    def played_by_bot(self, seat: int) -> bool:
        """Return True when the host handed the person's ``seat`` to a bot."""
        return seat in self._seats and self._seats[seat].stand_in

    def seconds_left(self) -> int | None:
        """Return the whole seconds left for the move the loop waits for, with a turn clock (else None)."""
        deadline = self.deadline
        return None if deadline is None else max(0, round(deadline - time.monotonic()))

    def review(self, language: str) -> list[str]:
        """Return the review of the finished game in ``language`` (what each decision cost: the decisions that
        cost something, and each seat's totals), made on first ask; [] for a game with no review."""
        if not self.finished or not self.entry.review_goals or self.failure:
            return []
        with self._review_lock:          # made once, however many pages ask at once
            return self._review(language)

    def _review(self, language: str) -> list[str]:
        from wordgames.i18n import speaking
        from wordgames.table.review import review_lines, review_session
        if language not in self.reviews:
            with self._lock:
                self.reviewing = True
                self.revision += 1
            self._changed()
            try:
                with speaking(language):
                    self.reviews[language] = review_lines(review_session(self.game, self.session), self.names,
                                                          blunders_only=True)
            finally:
                with self._lock:
                    self.reviewing = False
                    self.revision += 1
                self._changed()
        return self.reviews[language]

    def record(self, kind: str) -> str | None:
        """Return the finished game's record: ``json`` the session file, else the game's own format
        (its page's ``record_kind``); None before the end (a record shows every hidden card) or for another kind."""
        if not self.finished:
            return None
        if kind == "json":
            return self.session.text()
        if kind == self.page.record_kind:
            return self.page.record(self.game, self.session)
        return None

    # -- the host's side ---------------------------------------------------------------------------

    def reseat(self, seat: int) -> str:
        """Give the person's ``seat`` a new link (a phone died, another device takes it): the old link opens
        nothing from now on; the seat is the person's again if a bot played it.  Return the new key."""
        key = new_token()
        with self._lock:
            self.keys = {k: s for k, s in self.keys.items() if s != seat} | {key: seat}
            self.revision += 1
        self.hand_back(seat)
        self._changed()
        return key

    def hand_to_bot(self, seat: int) -> None:
        """Let the table's stand-in (the hint bot) play the person's ``seat`` until it is handed back."""
        self._set_stand_in(seat, True, lambda name: _("{name}'s seat is played by a bot for now.").format(name=name))

    def hand_back(self, seat: int) -> None:
        """Give the person's ``seat`` back to its person."""
        if self._seats[seat].stand_in:
            self._set_stand_in(seat, False, lambda name: _("{name} plays their seat again.").format(name=name))

    def _set_stand_in(self, seat: int, on: bool, says: Callable[[str], str]) -> None:
        phone = self._seats[seat]
        with self._lock:
            phone.stand_in = on
            name = self.names[seat]
            self._notice(lambda: says(name))
            waiting = self.asked == seat and self.accepted != self.index
        if on and waiting:
            phone.moves.put(Wake())
        self._changed()

    # -- taking a move back, when every person agrees ------------------------------------------------

    def ask_undo(self, seat: int, index: int) -> str | None:
        """``seat`` asks to take back the last move a person made: every other person is asked (a bot's seat
        is not); return why it cannot be asked now, in the caller's language, or None."""
        with self._lock:
            if self.finished:
                return _("The game is over.")
            if not self.session.undo:
                return _("At this table no move is taken back.")
            if index != self.index:
                return _("The game moved on; look again.")
            if self.vote is not None:
                return _("A take-back is being asked already.")
            if self.asked not in self._seats or self.accepted == self.index:
                return _("Wait for a person's turn to ask.")
            others = {s for s in self._seats if s != seat and not self._seats[s].stand_in}
            self.vote = Vote(seat, index, others)
            self.revision += 1
        if not others:
            self._decided()
        else:
            self._changed()
        return None

    def answer_undo(self, seat: int, index: int, yes: bool) -> None:
        """``seat``'s answer to the take-back asked at position ``index`` (ignored when it is no longer asked)."""
        with self._lock:
            vote = self.vote
            if vote is None or vote.index != index or seat not in vote.waiting:
                return
            if not yes:
                self.vote = None
                name = self.names[seat]
                self._notice(lambda: _("{name} does not agree: the move stands.").format(name=name))
            else:
                vote.waiting.discard(seat)
                self.revision += 1
                if vote.waiting:
                    vote = None
        if yes and vote is not None:
            self._decided()
        else:
            self._changed()

    def _decided(self) -> None:
        """Everyone agreed: the seat the loop waits for is told to take the move back (the loop does it)."""
        with self._lock:
            vote, self.vote = self.vote, None
            lapsed = (vote is None or vote.index != self.index or self.asked not in self._seats
                      or self.accepted == self.index)
            if lapsed and vote is not None:
                self._notice(lambda: _("The take-back lapsed: the game moved on."))
            if not lapsed:
                self.accepted = self.index       # nothing else is taken for this position
                self.agreed = True
                waiting = self.asked
        if lapsed:
            self._changed()
        else:
            self._seats[waiting].moves.put(Agreed(self.names[vote.asker]))

    def snapshot(self):
        """Return (state, index, finished) as they are now, together."""
        with self._lock:
            return self.state, self.index, self.finished

    def wait_for_turn(self, seat: int, timeout: float = 30) -> None:
        """Wait until the loop asks ``seat`` for a move (or the game ends): tests and scripted players."""
        end = time.monotonic() + timeout
        with self._lock:
            while self.asked != seat and not self.finished:
                if not self._turn.wait(max(0.0, end - time.monotonic())):
                    raise TimeoutError(f"seat {seat} was not asked within {timeout} s")

    def submit(self, seat: int, index: int, text: str) -> Answer:
        """Offer the move ``text`` (the game's notation) of ``seat`` at position ``index``; in the caller's language.

        A move for another position than the current one, or for a position a move was already accepted
        for, or one the loop does not ask the seat for (yet, or at all: a move the table makes itself where
        there is no choice), is stale and ignored; a move that cannot be read, or breaks rules, is refused
        with every rule it breaks; else it is handed to the loop.  So the seat's queue never holds a move
        for a position other than the one the loop waits at.
        """
        if self.entered and self.snapshot()[0].is_chance_node():    # real dice, sent as a move is
            return self.submit_chance(seat, index, text)
        with self._lock:
            state, current, finished, accepted = self.state, self.index, self.finished, self.accepted
            waiting = self.asked
        if finished:
            return Answer(refusals=[_("The game is over.")])
        if index != current or accepted == current:
            return Answer(stale=True)
        if state.current_player() != seat:
            return Answer(refusals=[_("It is not your turn.")])
        if waiting != seat:
            return Answer(stale=True)
        view = state.view(seat)
        action, refusals = self.read(view, text)
        if refusals:
            return Answer(refusals=refusals)
        with self._lock:
            if self.index != index or self.accepted == index or self.asked != seat:
                return Answer(stale=True)
            self.accepted = index
        self._seats[seat].moves.put(action)
        return Answer(accepted=True)

    def read(self, view: View, text: str) -> tuple[Action | None, list[str]]:
        """Return (the move ``text`` writes, []) or (None, why it is not a legal move), as a terminal reads it."""
        reading = read_move(self.shown, view, text)
        if reading.problem:
            return None, [reading.problem]
        return (None, [str(b) for b in reading.breaches]) if reading.breaches else (reading.action, [])

    # -- chance entered at the table (real dice) ---------------------------------------------------

    def _enter_chance(self, chance: str | None) -> None:
        """Make the table ask its phones for chance outcomes when ``chance`` is ``entered`` or the session says so."""
        if chance == sitting.ENTERED:
            self.session.settings[sitting.CHANCE_SETTING] = sitting.ENTERED
        self.entered = sitting.entered(self.session)
        self._outcomes: queue.Queue = queue.Queue()

    def _entered_outcome(self, state) -> Action:
        """The loop's chance source: wait for a phone to enter the outcome (:meth:`submit_chance`)."""
        self.waiting_for(CHANCE)
        outcome = self._outcomes.get()
        if isinstance(outcome, Leave):
            raise LeaveGame()
        return outcome

    def may_enter(self, seat: int, state) -> bool:
        """Return whether ``seat``'s person may enter the chance outcome of ``state``: their own throw, or one that
        is no person's (a bot's, a program's, nobody's: anyone at the table enters it)."""
        thrower = self.shown.thrower(state)
        return thrower is None or thrower == seat or thrower not in self._seats

    def entering(self, seat: int) -> bool:
        """Return whether the table waits now for ``seat`` (among others, perhaps) to enter a chance outcome."""
        with self._lock:
            state, finished, asked = self.state, self.finished, self.asked
        return (self.entered and not finished and asked == CHANCE and state.is_chance_node()
                and self.may_enter(seat, state))

    def submit_chance(self, seat: int, index: int, text: str) -> Answer:
        """Offer the chance outcome ``text`` (real dice: ``24456``) entered by ``seat`` at position ``index``.

        As :meth:`submit`: stale for another position than the one the loop waits at; refused, with why,
        when the seat may not enter this throw or the text is not a possible outcome here.

        >>> from wordgames.registry import info
        >>> from wordgames.table.sitting import new_session
        >>> game, session = new_session(info("dixmille"), "Оля,Петя", seed=5)
        >>> table = Table(game, info("dixmille"), session, chance="entered")
        >>> table.start()
        >>> table.wait_for_turn(CHANCE)
        >>> table.submit_chance(1, 0, "112345").refusals
        ["It is Оля's throw: Оля enters it."]
        >>> table.submit(0, 0, "11234").refusals
        ["type the 6 dice thrown; '11234' has 5"]
        >>> table.submit(0, 0, "5 4 3 2 1 1").accepted
        True
        >>> table.wait_for_turn(0)
        >>> table.state.throw, session.actions, session.settings["chance"]
        ((1, 1, 2, 3, 4, 5), [[1, 1, 2, 3, 4, 5]], 'entered')
        >>> table.stop()
        """
        with self._lock:
            state, current, finished, accepted, waiting = (self.state, self.index, self.finished, self.accepted,
                                                           self.asked)
        if finished:
            return Answer(refusals=[_("The game is over.")])
        if index != current or accepted == current or waiting != CHANCE or not state.is_chance_node():
            return Answer(stale=True)
        if not self.may_enter(seat, state):
            name = self.names[self.shown.thrower(state)]
            return Answer(refusals=[_("It is {name}'s throw: {name} enters it.").format(name=name)])
        try:
            outcome = self.shown.parse_outcome(state, text)
        except WordgamesError as e:
            return Answer(refusals=[str(e)])
        found = state.breaches(outcome)
        if found:
            return Answer(refusals=[str(b) for b in found])
        with self._lock:
            if self.index != index or self.accepted == index or self.asked != CHANCE:
                return Answer(stale=True)
            self.accepted = index
        self._outcomes.put(outcome)
        return Answer(accepted=True)

    def worth(self, view: View, language: str) -> str:
        """Return what the best choices at ``view`` are worth by the game's advisor (its presenter's ``advise``
        command: Yam's exact tables, Dix Mille's expected points), in ``language``; '' for a game without one.

        >>> from wordgames.registry import info
        >>> from wordgames.table.sitting import new_session
        >>> game, session = new_session(info("yam"), "Оля", seed=1)
        >>> print(Table(game, info("yam"), session).worth(game.new_initial_state().apply((2, 3, 6, 6, 6)), "en"))
          keep 6 6 6               expected Счёт 259.73
          keep 3 6 6 6             expected Счёт 257.52
          keep 2 6 6 6             expected Счёт 257.19
        """
        with speaking(language):
            advise = self.shown.commands(view).get("advise")
            if advise is None:
                return ""
            try:
                return advise[1](view)
            except WordgamesError as e:
                return str(e)


def new_table(name: str, players: str | None = None, *, seed: int | None = None,
              save: str | os.PathLike | None = None, lexicon=None) -> Table:
    """Return a new table of the game ``name`` for ``players`` (default: the game's own), the shipped lexicon
    loaded for a word game; not started (what the host's page opens).

    >>> table = new_table("yam", "Оля,random", seed=1)
    >>> table.names, list(table.keys.values())
    (['Оля', 'random'], [0])
    """
    from wordgames.registry import info
    entry = info(name)
    game, session = sitting.new_session(entry, players, seed=seed, lexicon=lexicon or _lexicon_for(entry))
    return Table(game, entry, session, save=save)


def resume_table(path: str | os.PathLike, *, progress: Callable[[str, int, int], None] | None = None) -> Table:
    """Return a table going on with the game saved at ``path`` (saved back to it), the shipped lexicon loaded
    for a word game; not started (``wordgames serve --resume``)."""
    from wordgames.registry import info
    from wordgames.table.session import Session
    entry = info(Session.load(path).game)
    game, session, _state = sitting.resume_session(path, _lexicon_for(entry))
    return Table(game, entry, session, save=path, progress=progress)


def _lexicon_for(entry):
    """Return the shipped lexicon for a word game (a table on phones has no lexicon options), else None."""
    if not entry.word_game:
        return None
    from wordgames.lexicon import Lexicon
    return Lexicon.default()
