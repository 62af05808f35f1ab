"""One conformance test for every registered game: the house protocol, checked the same way for each.

* perft: hand-counted numbers of legal actions from the start and from pinned positions;
* the move generator agrees with the legality check on random reachable states;
* seeded random playouts reach the end within a bound, and their returns are what an
  independent scorer says;
* saving after k moves and resuming gives exactly the state of replaying those moves;
* states round-trip through JSON; every legal action round-trips through the game's
  notation and through JSON; every chance node's outcomes are distinct and sum to exactly 1;
* a seat's view offers exactly the legal actions of the state.

Each game's data is in ``tests/conformance/<game>.py``; a game in the registry
without one fails :func:`test_every_registered_game_has_a_case`.
"""

from __future__ import annotations

import importlib
import json
import random
from fractions import Fraction

import pytest

from wordgames.errors import IllegalMoveError, InputFormatError, WordgamesError
from wordgames.descriptor import load
from wordgames.registry import GAMES
from wordgames.table.seats import SeatSpec
from wordgames.table.session import Session

NAMES = list(GAMES)


def cases_of(name: str):
    """Return the game's cases (``CASES``, or its one ``CASE``), or None when it has no module."""
    try:
        module = importlib.import_module(f"tests.conformance.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"tests.conformance.{name}":
            raise                      # a case module that fails to import is an error, not a missing case
        return None
    return list(getattr(module, "CASES", None) or [module.CASE])


CASES = {name: cases_of(name) for name in NAMES}
PRESENT = [(n, k) for n in NAMES if CASES[n] is not None for k in range(len(CASES[n]))]


@pytest.fixture(scope="module", params=PRESENT, ids=[f"{n}-{k}" for n, k in PRESENT])
def subject(request):
    name, k = request.param
    case = CASES[name][k]
    return name, case, case.make()


def test_every_registered_game_has_a_case():
    assert [n for n in NAMES if CASES[n] is None] == []


def replay(game, actions):
    state = game.new_initial_state()
    for data in actions:
        state = state.apply(game.action_from_json(data))
    return state


def test_perft_counts(subject):
    name, case, game = subject
    for p in case.perft:
        state = replay(game, p.actions)
        assert len(state.legal_actions()) == p.count, f"{name} after {p.actions}: {p.why}"


def test_generator_agrees_with_the_check_on_random_states(subject, seeded_playout):
    name, case, game = subject
    rng = random.Random(1)
    checked = 0
    for _ in range(20):
        for state, _ in seeded_playout(game, rng, case.bound):
            if state.is_terminal() or state.is_chance_node() or rng.random() > 0.3:
                continue
            legal = state.legal_actions()
            assert len(set(legal)) == len(legal), f"{name}: a legal action is listed twice"
            for action in legal:
                assert state.breaches(action) == [], f"{name}: {action!r} is generated but breaks a rule"
            probes = list(case.probes(state))
            for action in probes:
                assert (not state.breaches(action)) == (action in legal), \
                    f"{name}: the check and the generator disagree on {action!r}"
            illegal = [a for a in probes if a not in legal]
            for action in illegal[:3]:
                with pytest.raises(IllegalMoveError) as e:
                    state.apply(action)
                assert e.value.breaches and all(b.rule for b in e.value.breaches)
            checked += 1
    assert checked > 10


def test_random_playouts_end_and_score(subject, seeded_playout):
    name, case, game = subject
    rng = random.Random(2)
    ended = 0
    for _ in range(case.playouts):
        actions, last = [], None
        for state, action in seeded_playout(game, rng, case.bound):
            if action is not None:
                actions.append(action)
            last = state
        if case.ends:
            assert last.is_terminal(), f"{name}: a random game did not end within {case.bound} steps"
        if last.is_terminal():
            ended += 1
            assert last.returns() == case.scorer(last, actions), f"{name}: returns disagree with the scorer"
            low, high = GAMES[name].utility or (float("-inf"), float("inf"))
            assert all(low <= r <= high for r in last.returns()), f"{name}: returns outside the descriptor's utility"
            assert last.legal_actions() == [] and last.breaches(None)
    assert ended or not case.ends


@pytest.mark.parametrize("name", NAMES)
def test_the_game_keeps_the_rules_and_its_presenter_shows_them(name):
    """Rules apart from presentation: no game class defines what its presenter answers, and the descriptor
    names a presenter of the house's kind."""
    from wordgames.presenter import PRESENTED, Presenter
    game_class = GAMES[name].game_class()
    shown = [m for m in PRESENTED if any(m in vars(c) for c in game_class.__mro__)]
    assert shown == []
    assert issubclass(load(GAMES[name].presenter), Presenter)


def test_a_game_lasts_no_longer_than_its_descriptor_says(subject, seeded_playout):
    """The descriptor's longest game (``max_actions``) holds every seeded random game of the conformance cases."""
    name, case, game = subject
    rng = random.Random(3)
    for _ in range(case.playouts):
        steps = sum(1 for _ in seeded_playout(game, rng, case.bound)) - 1
        assert steps <= GAMES[name].max_actions, f"{name}: a game of {steps} actions"


def test_json_round_trips_of_states_actions_and_notation(subject, seeded_playout):
    name, case, game = subject
    rng = random.Random(3)
    for _ in range(10):
        for state, action in seeded_playout(game, rng, case.bound):
            data = json.loads(json.dumps(state.to_dict(), ensure_ascii=False))
            assert game.state_from_dict(data) == state
            if action is not None:
                back = game.action_from_json(json.loads(json.dumps(game.action_to_json(action))))
                assert back == action
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                assert sum(p for _, p in outcomes) == 1
                assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
                assert len({a for a, _ in outcomes}) == len(outcomes)
            elif not state.is_terminal():
                seat = state.current_player()
                view = state.view(seat)
                json.dumps(view.to_dict(), ensure_ascii=False)
                assert view.legal_actions() == state.legal_actions()
                shown = game.presenter()
                for a in state.legal_actions()[:40]:
                    text = shown.format_action(view, a)
                    assert shown.parse_action(view, text) == a, f"{name}: {text!r} does not read back"
                    assert view.breaches(a) == []


def test_save_after_k_moves_then_resume_is_the_replayed_state(subject, seeded_playout, tmp_path):
    name, case, game = subject
    rng = random.Random(4)
    steps = list(seeded_playout(game, rng, case.bound))
    seats = [SeatSpec(f"p{k}", "bot", bot=GAMES[name].bot_names[0]) for k in range(game.seats)]
    for k in sorted({1, len(steps) // 2, len(steps) - 1}):
        session = Session.start(game, seats, seed=7)
        for state, action in steps[:k]:
            session.record(game, action, state.apply(action))
        path = tmp_path / f"{name}-{k}.json"
        session.save(path)
        resumed = Session.load(path).replay(game)
        assert resumed == steps[k][0]
        assert resumed.to_dict() == steps[k][0].to_dict()


GARBAGE = [None, True, 0, -1, 10**40, 1e300, "", "x", "b3 d5 e6", "к" * 200, [], [[]], [1, "a"], {}, {"a": 1},
           {"place": [0, 0]}, {"keep": "66"}, {"score": 5}, [[0, 0], 1], "\x00", "\ud800"]


def test_bad_input_is_refused_with_the_house_errors_only(subject, seeded_playout):
    """Garbage for an action, a position or a typed move raises InputFormatError or IllegalMoveError,
    never ValueError, KeyError, TypeError or anything else."""

    name, case, game = subject
    rng = random.Random(5)
    states = [s for s, _ in seeded_playout(game, rng, case.bound)][:40:4]
    for data in GARBAGE:
        try:
            action = game.action_from_json(data)
        except InputFormatError:
            continue
        for state in states:
            try:
                state.apply(action)
            except IllegalMoveError:
                pass
    for state in states:
        good = state.to_dict()
        mangled = [{**good, key: {"deep": [1, [2]]}} for key in good if key != "game"]
        for bad in [None, [], "x", {}, {k: None for k in good}, {k: [] for k in good}, *mangled]:
            with pytest.raises(InputFormatError):
                game.state_from_dict(bad)
        if not state.is_terminal() and not state.is_chance_node():
            view = state.view(state.current_player())
            for text in ["", "???", "1 2 3 4 5 6", "к" * 100, "a99", "-1", "pass pass", "\x00"]:
                try:
                    action = game.presenter().parse_action(view, text)
                except WordgamesError:
                    continue
                view.breaches(action)
