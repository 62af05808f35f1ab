"""A championship of «Словесный бой» players: seeded games, standings with spread and intervals.

Two modes:

``solo``
    In game ``i`` every player plays alone against the same letter stream
    (``RandomLetters(game_seed(seed, i))``): the fairest comparison, the
    author's task 2 played by programs.
``multi``
    In game ``i`` all the players share one table and call letters in turn;
    the seating rotates by one every game so each sits first equally often.

Every game is seeded (the letters by the game's seed, each player's own
choices by its own generator), so a tournament replays exactly, whatever
``jobs`` is.  A player wins a game with the highest score; a tie for first
shares the win.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "ток", "нос", "сон", "он", "но"])
>>> result = run_tournament(lex, parse_entrants("random,greedy"), games=3, seed=1, moves=9, size=3)
>>> [(s.name, s.games) for s in result.standings]
[('random', 3), ('greedy', 3)]
>>> result.to_dict()["players"][1]["games"]
3
"""

from __future__ import annotations

import math
import os
import multiprocessing
import random
import statistics
from dataclasses import dataclass, field
from typing import Callable, Sequence

from wordgames.battle.engine import RandomLetters, play_game
from wordgames.battle.game import Rules, default_moves
from wordgames.battle.letters import DEFAULT_WEIGHTS
from wordgames.battle.bots.simple import BOTS, PROGRAM_PREFIX, make_player
from wordgames.battle.score import CANONICAL, Direction
from wordgames.errors import UsageError

MODES = ("solo", "multi")
Z95 = 1.959964  # the normal quantile of a two-sided 95 % interval


@dataclass(frozen=True)
class Entrant:
    """A player of the championship: its kind (``greedy``, ``cmd:./bot``, ...) and its name in the table."""

    kind: str
    name: str


def parse_entrants(spec: str) -> list[Entrant]:
    """Return the entrants of a comma-separated list; a kind named twice gets ``#2``, ``#3``.

    >>> [e.name for e in parse_entrants("greedy, expert,greedy,cmd:./bot.py --fast")]
    ['greedy', 'expert', 'greedy#2', 'bot.py']
    """
    kinds = [k.strip() for k in spec.split(",") if k.strip()]
    if not kinds:
        raise UsageError("--players needs at least one player")
    out, seen = [], {}
    for kind in kinds:
        if kind not in BOTS and not kind.startswith(PROGRAM_PREFIX):
            raise UsageError(f"unknown player {kind!r} (choose from {', '.join(BOTS)} or cmd:PROGRAM)")
        if kind.startswith(PROGRAM_PREFIX) and not kind[len(PROGRAM_PREFIX):].strip():
            raise UsageError("cmd: needs a program, e.g. cmd:examples/battle_bot.py")
        base = program_name(kind[len(PROGRAM_PREFIX):]) if kind.startswith(PROGRAM_PREFIX) else kind
        seen[base] = seen.get(base, 0) + 1
        out.append(Entrant(kind, base if seen[base] == 1 else f"{base}#{seen[base]}"))
    return out


def program_name(command: str) -> str:
    """Return the name a program plays under: its file name, without the folders.

    >>> program_name("python3 bots/mine.py"), program_name("./bot --deep")
    ('mine.py', 'bot')
    """
    words = command.split()
    if not words:
        return "program"
    chosen = next((w for w in words[1:] if not w.startswith("-")), words[0]) \
        if os.path.basename(words[0]).startswith(("python", "node", "ruby", "perl", "sh", "bash")) else words[0]
    return os.path.basename(chosen) or chosen


def game_seed(seed: int, index: int) -> int:
    """Return the seed of game ``index`` of a tournament seeded ``seed``."""
    return seed * 1_000_003 + index


@dataclass(frozen=True)
class GameOutcome:
    """One game of the tournament: each entrant's score, seconds, decisions and fault lines."""

    index: int
    scores: tuple[int, ...]
    seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    faults: tuple[tuple[int, str], ...] = ()  # (entrant, what happened)


@dataclass(frozen=True)
class Setup:
    """What every game of a tournament shares."""

    entrants: tuple[Entrant, ...]
    mode: str = "solo"
    seed: int = 0
    moves: int | None = None
    height: int = 6
    width: int = 6
    directions: tuple[Direction, ...] = CANONICAL
    strike: bool = False
    weights: str = DEFAULT_WEIGHTS
    time_limit: float = 1.0

    def rules(self) -> Rules:
        """Return the rules of one game (one player in solo mode)."""
        players = 1 if self.mode == "solo" else len(self.entrants)
        moves = self.moves if self.moves is not None else default_moves(self.height * self.width, players)
        return Rules(players=players, height=self.height, width=self.width, moves=moves,
                     computer_calls=self.mode == "solo", directions=self.directions,
                     strike=self.strike and self.mode == "multi")


def seating(index: int, players: int) -> list[int]:
    """Return the entrant in each seat of multi game ``index``: the table turns by one seat a game.

    >>> [seating(i, 3) for i in range(4)]
    [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]
    """
    return [(index + seat) % players for seat in range(players)]


def _player(lexicon, setup: Setup, k: int, index: int):
    """Return entrant ``k``'s player for game ``index``, with its own seeded generator."""
    entrant = setup.entrants[k]
    rng = random.Random(game_seed(setup.seed, index) * 16 + k)
    options = {"time_limit": setup.time_limit} if entrant.kind.startswith(PROGRAM_PREFIX) else {}
    return make_player(entrant.kind, lexicon, rng, entrant.name, weights=setup.weights, **options)


def play_one(lexicon, setup: Setup, index: int) -> GameOutcome:
    """Play game ``index`` of the tournament and return its outcome, entrants in their listed order."""
    rules = setup.rules()
    n = len(setup.entrants)
    if setup.mode == "solo":
        results = [play_game(lexicon, rules, [_player(lexicon, setup, k, index)],
                             RandomLetters(game_seed(setup.seed, index), setup.weights, lexicon))
                   for k in range(n)]
        scores = tuple(r.totals[0] for r in results)
        seconds = tuple(r.seconds[0] for r in results)
        decisions = tuple(r.decisions[0] for r in results)
        faults = tuple((k, f.describe(setup.entrants[k].name)) for k, r in enumerate(results) for f in r.faults)
        return GameOutcome(index, scores, seconds, decisions, faults)
    order = seating(index, n)
    result = play_game(lexicon, rules, [_player(lexicon, setup, k, index) for k in order])
    seat_of = {k: s for s, k in enumerate(order)}
    return GameOutcome(index, tuple(result.totals[seat_of[k]] for k in range(n)),
                       tuple(result.seconds[seat_of[k]] for k in range(n)),
                       tuple(result.decisions[seat_of[k]] for k in range(n)),
                       tuple((order[f.seat], f.describe(setup.entrants[order[f.seat]].name))
                             for f in result.faults))


@dataclass
class Standing:
    """One entrant's record over the tournament."""

    name: str
    kind: str
    scores: list[int] = field(default_factory=list)
    wins: float = 0.0
    seconds: float = 0.0
    decisions: int = 0
    faults: int = 0
    best_game: int | None = None

    @property
    def games(self) -> int:
        return len(self.scores)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.0

    @property
    def sd(self) -> float:
        """Return the sample standard deviation of the scores."""
        return statistics.stdev(self.scores) if len(self.scores) > 1 else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """Return the normal-approximation 95 % interval of the mean score."""
        half = Z95 * self.sd / math.sqrt(self.games) if self.games else 0.0
        return self.mean - half, self.mean + half

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ms_per_move(self) -> float:
        return 1000 * self.seconds / self.decisions if self.decisions else 0.0

    def to_dict(self) -> dict:
        low, high = self.ci95
        return {"name": self.name, "kind": self.kind, "games": self.games, "mean": round(self.mean, 3),
                "sd": round(self.sd, 3), "ci95": [round(low, 3), round(high, 3)], "best": self.best,
                "best_game": self.best_game, "win_rate": round(self.win_rate, 4),
                "ms_per_move": round(self.ms_per_move, 3), "faults": self.faults}


@dataclass
class TournamentResult:
    """The standings, entrants in their listed order, and every game's outcome."""

    setup: Setup
    standings: list[Standing]
    outcomes: list[GameOutcome]

    def to_dict(self) -> dict:
        rules = self.setup.rules()
        return {"mode": self.setup.mode, "games": len(self.outcomes), "seed": self.setup.seed,
                "moves": rules.moves, "size": [rules.height, rules.width],
                "directions": len(rules.directions), "weights": self.setup.weights,
                "players": [s.to_dict() for s in self.standings]}


def tally(setup: Setup, outcomes: Sequence[GameOutcome]) -> list[Standing]:
    """Return the standings of a list of game outcomes."""
    standings = [Standing(e.name, e.kind) for e in setup.entrants]
    for o in outcomes:
        top = max(o.scores)
        winners = [k for k, s in enumerate(o.scores) if s == top]
        for k, s in enumerate(o.scores):
            st = standings[k]
            if st.best_game is None or s > max(st.scores):
                st.best_game = o.index
            st.scores.append(s)
            st.seconds += o.seconds[k]
            st.decisions += o.decisions[k]
            if k in winners:
                st.wins += 1 / len(winners)
        for k, _ in o.faults:
            standings[k].faults += 1
    return standings


_worker: dict = {}


def _worker_game(index: int) -> GameOutcome:
    """Play one game in a worker process (the lexicon and setup were inherited at fork)."""
    return play_one(_worker["lexicon"], _worker["setup"], index)


def run_tournament(lexicon, entrants: Sequence[Entrant], games: int, seed: int = 0, mode: str = "solo",
                   jobs: int = 1, on_game: Callable[[GameOutcome], None] | None = None,
                   moves: int | None = None, size: int = 6, **options) -> TournamentResult:
    """Play ``games`` seeded games and return the standings.

    ``jobs`` > 1 plays games in that many processes (where the system can
    fork); the outcomes are the same as with one.  ``on_game`` is called
    after each game, in order.  ``options`` go to :class:`Setup`
    (``directions``, ``strike``, ``weights``, ``time_limit``).
    """
    if mode not in MODES:
        raise UsageError(f"unknown mode {mode!r} (choose solo or multi)")
    if games < 1:
        raise UsageError(f"a tournament needs at least one game, not {games}")
    setup = Setup(tuple(entrants), mode, seed, moves, size, size, **options)
    setup.rules()  # refuse bad rules before any game starts
    if mode == "multi" and len(entrants) < 2:
        raise UsageError("multi mode needs at least two players (use solo for one)")
    outcomes: list[GameOutcome] = []

    def take(o: GameOutcome) -> None:
        outcomes.append(o)
        if on_game is not None:
            on_game(o)

    if jobs > 1 and games > 1 and "fork" in multiprocessing.get_all_start_methods():
        _worker.update(lexicon=lexicon, setup=setup)
        try:
            with multiprocessing.get_context("fork").Pool(min(jobs, games)) as pool:
                for o in pool.imap(_worker_game, range(games)):
                    take(o)
        finally:
            _worker.clear()
    else:
        for index in range(games):
            take(play_one(lexicon, setup, index))
    return TournamentResult(setup, tally(setup, outcomes), outcomes)
