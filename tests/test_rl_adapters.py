"""The adapters for other programs (wordgames.rl): OpenSpiel's own checks, PettingZoo's and Gymnasium's, the
seed carried over from the table, nothing hidden in what a seat is shown, the bounds the descriptors state.

Every game whose descriptor names a codec is checked, and the coin race; the long games' heavier checks are
marked slow.  The tests need the ``rl`` extra (CI installs it with ``test``)."""

import json
import random

import pytest

from wordgames.errors import ArgumentError

REASON = "the adapters need the rl extra: pip install -e '.[rl]'"
pyspiel = pytest.importorskip("pyspiel", reason=REASON)
pytest.importorskip("pettingzoo", reason=REASON)
pytest.importorskip("gymnasium", reason=REASON)

import numpy as np  # noqa: E402
from gymnasium import spaces  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from wordgames.codec import codec_of  # noqa: E402
from wordgames.engine import CHANCE  # noqa: E402
from wordgames.rl import openspiel as adapter  # noqa: E402
from wordgames.rl.gym import WordgamesEnv  # noqa: E402
from wordgames.rl.pettingzoo import WordgamesAEC  # noqa: E402
from wordgames.rl.tensors import TENSORS  # noqa: E402

CODEC_GAMES = ["coin-race", *adapter.with_codec()]
"""The games with an integer action codec: the coin race and every registry game whose descriptor names one."""

SLOW = {"castle", "snake"}
"""The games whose checks take seconds (castle's random games are thousands of actions long, Змейка's moves
are looked up in the dictionary): their checks are slow (the others' take milliseconds)."""

DENSE_LIMIT = 10**7
"""The most action ids a legal-action mask may have: OpenSpiel's simulation test and PettingZoo's api_test
build a dense mask of every id at every step (Змейка's codec numbers about 6 × 10⁸ actions)."""

LONG_SIMULATION = {"castle", "dixmille", "snake"}
"""The games whose OpenSpiel simulation (which checks every step of whole games) takes seconds."""


def by_speed(names, slow=SLOW):
    """Return the games as parameters, the ones in ``slow`` marked slow."""
    return [pytest.param(n, marks=pytest.mark.slow if n in slow else ()) for n in names]


def words_for(name, lexicon):
    """Return the lexicon a game needs (None for a game without words)."""
    return lexicon if adapter.descriptor_of(name).word_game else None


@pytest.fixture
def words(request):
    """The shipped lexicon, loaded only by a test of a word game."""
    return request.getfixturevalue("lexicon")


def spiel(name, request):
    """Return the OpenSpiel game of ``name`` (with the shipped lexicon for a word game)."""
    lexicon = request.getfixturevalue("lexicon") if adapter.descriptor_of(name).word_game else None
    return adapter.spiel_game(name, lexicon=lexicon)


# -- OpenSpiel ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", by_speed(CODEC_GAMES, LONG_SIMULATION))
def test_openspiel_random_simulation(name, request):
    game = spiel(name, request)
    if game.num_distinct_actions() > DENSE_LIMIT:
        pytest.skip(f"{game.num_distinct_actions()} action ids: the test's dense masks do not fit")
    sims = 1 if name in SLOW else 3
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


@pytest.mark.parametrize("name", CODEC_GAMES)
def test_bounds_are_the_descriptors(name, request):
    game = spiel(name, request)
    ours, descriptor = game.ours, adapter.descriptor_of(name)
    codec = codec_of(ours)
    kind = game.get_type()
    assert game.num_distinct_actions() == codec.num_actions
    assert game.max_chance_outcomes() == codec.num_chance_outcomes
    assert game.num_players() == ours.seats
    assert game.max_game_length() == descriptor.max_actions
    low, high = descriptor.utility or (-adapter.MAX_RETURN, adapter.MAX_RETURN)
    assert (game.min_utility(), game.max_utility()) == (low, high)
    assert (kind.min_num_players, kind.max_num_players) == (min(descriptor.seats), max(descriptor.seats))
    chance = pyspiel.GameType.ChanceMode
    assert kind.chance_mode == (chance.EXPLICIT_STOCHASTIC if codec.num_chance_outcomes else chance.DETERMINISTIC)
    information = pyspiel.GameType.Information
    assert kind.information == (information.IMPERFECT_INFORMATION if type(ours).hidden_information
                                else information.PERFECT_INFORMATION)
    assert kind.short_name == "wordgames_" + name.replace("-", "_")


@pytest.mark.parametrize("name", by_speed(CODEC_GAMES))
def test_a_random_game_keeps_within_the_bounds(name, request):
    """Every legal id is below the number of actions, every chance id below the chance outcomes, the
    probabilities sum to 1, the returns lie in the utility range and sum to 0 in a zero-sum game."""
    game = spiel(name, request)
    rng = random.Random(7)
    state, length = game.new_initial_state(), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            assert all(0 <= o < game.max_chance_outcomes() for o, _ in outcomes)
            state.apply_action(rng.choice([o for o, _ in outcomes]))
        else:
            legal = state.legal_actions()
            assert legal == sorted(set(legal)) and all(0 <= a < game.num_distinct_actions() for a in legal)
            state.apply_action(rng.choice(legal))
        length += 1
    assert length <= game.max_game_length()
    returns = state.returns()
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
    if game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM:
        assert sum(returns) == 0


def test_the_coin_race_through_openspiel_by_hand():
    game = adapter.spiel_game("coin-race")
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    state = game.new_initial_state()
    assert state.current_player() == pyspiel.PlayerId.CHANCE
    assert state.chance_outcomes() == [(0, 0.5), (1, 0.5)]      # tails, heads: the codec's order
    state.apply_action(0)                                        # tails: player 2 wins
    assert state.current_player() == 0 and state.legal_actions() == [0]
    assert state.information_state_string(0) == '{"mine": [], "view": {"coin": 0, "confirmed": false}}'
    clone = state.clone()
    state.apply_action(0)
    assert state.returns() == [-1.0, 1.0] and state.is_terminal()
    assert not clone.is_terminal()                               # a clone is a state of its own
    assert state.information_state_string(0) == '{"mine": [0], "view": {"coin": 0, "confirmed": true}}'
    assert state.information_state_string(1) == '{"mine": [], "view": {"coin": 0, "confirmed": true}}'


def test_register_all_makes_every_codec_game_loadable_by_name(request):
    names = adapter.register_all()
    assert names == [adapter.short_name(n) for n in CODEC_GAMES]
    assert adapter.register_all() == names                      # twice is harmless
    coin = pyspiel.load_game("wordgames_coin_race")
    assert coin.num_players() == 2 and coin.num_distinct_actions() == 1
    for name in set(CODEC_GAMES) - SLOW - {"coin-race"}:
        seats = max(adapter.descriptor_of(name).seats)
        assert pyspiel.load_game(f"{adapter.short_name(name)}(players={seats})").num_players() == seats


# -- seeds carry over ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", by_speed(CODEC_GAMES))
def test_the_seed_carries_over_from_the_table(name, request):
    """A game played at the table by random bots, seeded, and the same seats' moves through the adapter
    with the same seed: the same chance outcomes, in the same places, and the same returns."""
    from wordgames.table.human import ScriptedTerminal
    from wordgames.table.sitting import make_players, new_session, run
    descriptor = adapter.descriptor_of(name)
    lexicon = words_for(name, request.getfixturevalue("lexicon") if descriptor.word_game else None)
    seats = adapter.load(name, lexicon=lexicon).seats
    for seed in (1, 2):
        game, session = new_session(descriptor, ["random"] * seats, seed=seed, lexicon=lexicon)
        run(game, session, make_players(game, descriptor, session, ScriptedTerminal([])))
        codec, state, moves, chances = codec_of(game), game.new_initial_state(), [], []
        for data in session.actions:
            action = game.action_from_json(data)
            if state.current_player() == CHANCE:
                chances.append(action)
            else:
                moves.append(codec.encode(action))
            state = state.apply(action)
        through = adapter.play_through(name, seed, moves, lexicon=lexicon)
        assert through.is_terminal()
        assert through.returns() == session.returns
        drawn = [codec.decode_chance(item.action) for item in through.full_history()
                 if item.player == pyspiel.PlayerId.CHANCE]
        assert drawn == chances


# -- nothing hidden leaks ----------------------------------------------------------------------------


class ViewOnly:
    """A state that answers only what a seat may be shown: its view (any other question raises)."""

    def __init__(self, state):
        self._state = state

    def view(self, seat):
        return self._state.view(seat)


@pytest.mark.parametrize("name", by_speed(CODEC_GAMES))
def test_the_strings_are_made_from_the_seats_view_only(name, request):
    """At every state of a random game, the observation and information state strings are made from
    ``view(seat)`` alone (the adapter is handed a state that can answer nothing else), and read back they are
    the view's JSON and the seat's own past ids."""
    game = spiel(name, request)
    rng = random.Random(3)
    state, steps = game.new_initial_state(), 0
    while not state.is_terminal() and steps < 200:
        ours = state.ours
        mine = [[] for _ in range(game.num_players())]
        for item in state.full_history():
            if item.player >= 0:
                mine[item.player].append(item.action)
        state.kept = adapter.Kept(ViewOnly(ours))
        for seat in range(game.num_players()):
            seen = json.loads(state.observation_string(seat))
            assert seen == json.loads(json.dumps(ours.view(seat).to_dict()))
            recalled = json.loads(state.information_state_string(seat))
            assert recalled == {"mine": mine[seat], "view": seen}
        state.kept = adapter.Kept(ours)
        if state.is_chance_node():
            state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        steps += 1


# -- tensors ----------------------------------------------------------------------------------------


def test_yams_tensor_by_hand():
    from wordgames.registry import info
    game = info("yam").load(None, 2)
    shape = TENSORS["yam"](game)
    boxes = 11                                       # the eleven boxes of a sheet (docs/yam.md)
    assert shape.size == 6 + 1 + 2 + 2 + 2 * 1 * boxes
    state = game.new_initial_state().apply((1, 2, 5, 6, 6))
    values = shape.values(state.view(1).to_dict(), 1)
    assert values[:6] == [1, 1, 0, 0, 1, 2]          # one 1, one 2, one 5, two 6
    assert values[6] == 2                            # rolls left after the first
    assert values[7:9] == [1, 0] and values[9:11] == [0, 1]   # seat 0 to play, seen by seat 1
    assert sum(values[11:]) == 0                     # nothing filled yet
    from wordgames.games.yam.state import Score
    state = state.apply(Score("Ряд"))
    after = shape.values(state.view(0).to_dict(), 0)
    filled = [i for i, v in enumerate(after[11:]) if v]
    from wordgames.games.yam.sheet import BOXES
    assert filled == [BOXES.index("Ряд")]            # seat 0's sheet, its one column


def test_croquets_tensor_by_hand():
    from wordgames.registry import info
    game = info("croquet").load()
    shape = TENSORS["croquet"](game)
    state = game.new_initial_state()
    first = state.legal_actions()[2]                 # the third legal number of the opening move: 3
    state = state.apply(first)
    values = shape.values(state.view(1).to_dict(), 1)
    assert first == 3
    assert values[:5] == [3 / 108, 3 / 108, 0, 0, 0]   # ball 1 on 3, it stepped 3 (over 100 + 8)
    assert values[5:10] == [0, 0, 0, 0, 0] and values[10:] == [0, 1]


@pytest.mark.parametrize("name", sorted(set(CODEC_GAMES) & set(TENSORS)))
def test_the_tensor_games_provide_observation_tensors(name, request):
    game = spiel(name, request)
    assert game.get_type().provides_observation_tensor
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    assert len(state.observation_tensor(0)) == TENSORS[name](game.ours).size


# -- PettingZoo and Gymnasium -----------------------------------------------------------------------


def text_compatible(expected, seen, recursed_keys=()):
    """PettingZoo's api_test compares a space's dtype with the observation's: a Text space has none that a
    string of any length matches, so a string observation is checked as a string here."""
    if isinstance(expected, spaces.Dict):
        expected, seen = expected["observation"], seen["observation"]
    assert isinstance(seen, str) if isinstance(expected, spaces.Text) else expected.dtype == seen.dtype


@pytest.mark.parametrize("name", by_speed(CODEC_GAMES))
def test_pettingzoo_api(name, request, monkeypatch):
    import importlib
    module = importlib.import_module("pettingzoo.test.api_test")
    monkeypatch.setattr(module, "_test_observation_space_compatibility", text_compatible)
    env = WordgamesAEC(name, lexicon=words_for(name, request.getfixturevalue("lexicon")
                                               if adapter.descriptor_of(name).word_game else None))
    if env.game.num_distinct_actions() > DENSE_LIMIT:
        pytest.skip(f"{env.game.num_distinct_actions()} action ids: the test's dense masks do not fit")
    api_test(env, num_cycles=200, verbose_progress=False)


def test_the_aec_env_plays_the_tables_game():
    """The coin race seeded 3 throws tails at the table (wordgames/coin_race.py): here too."""
    env = WordgamesAEC("coin-race")
    env.reset(seed=3)
    assert env.observe("player_0")["observation"] == '{"coin": 0, "confirmed": false}'   # tails
    assert env.infos["player_0"]["action_mask"].tolist() == [1]
    assert env.infos["player_1"]["action_mask"].tolist() == [0]
    env.step(0)
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env._cumulative_rewards == {"player_0": -1.0, "player_1": 1.0}


@pytest.mark.parametrize("name, seats", [pytest.param(n, s, marks=pytest.mark.slow if n in SLOW else ())
                                         for n, s in [("coin-race", 2), ("yam", 1), ("battle", 1), ("lines", 1),
                                                      ("croquet", 2)] if n in CODEC_GAMES])
def test_gymnasium_env(name, seats, request):
    lexicon = request.getfixturevalue("lexicon") if adapter.descriptor_of(name).word_game else None
    env = WordgamesEnv(name, seats=seats, lexicon=lexicon)
    check_env(env, skip_render_check=True)
    observation, info = env.reset(seed=5)
    assert env.observation_space.contains(observation)
    rng, over, total = random.Random(5), False, 0.0
    while not over:
        action = rng.choice(np.flatnonzero(info["action_mask"]).tolist())
        observation, reward, over, truncated, info = env.step(action)
        total += reward
    assert total == env.state.returns()[0]


def test_playing_against_our_bot_is_the_tables_game():
    """The learner in seat 1 of the coin race against our random bot: the seed's toss decides."""
    env = WordgamesEnv("coin-race", seat=1, opponents="random")
    observation, info = env.reset(seed=3)            # tails: the bot confirms, seat 1 wins at once
    assert env.state.is_terminal() and env.state.returns() == [-1.0, 1.0]
    with pytest.raises(ArgumentError, match="1 needed, 2 given"):
        WordgamesEnv("coin-race", opponents=["random", "random"])


def test_a_missing_package_names_the_extra(monkeypatch):
    import importlib.util

    import wordgames.rl
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pyspiel" else real(name, *a))
    with pytest.raises(ArgumentError) as raised:
        wordgames.rl.require()
    assert str(raised.value) == ("the adapters for other programs need pyspiel: pip install 'wordgames[rl]' "
                                 "(in a checkout: pip install -e '.[rl]')")


# -- the bounds table of docs/programs.md ------------------------------------------------------------


def docs_bounds():
    """Return the rows of the bounds table in docs/programs.md, by game."""
    from pathlib import Path
    text = (Path(__file__).parent.parent / "docs" / "programs.md").read_text(encoding="utf-8")
    section = text[text.index("## Training and other programs' algorithms"):]
    rows = [line.strip("|").split("|") for line in section.splitlines() if line.startswith("| ")]
    return {cells[0].strip(): [c.strip() for c in cells[1:]] for cells in rows[1:]}


def test_the_docs_bounds_table_is_the_codes(request):
    table = docs_bounds()
    assert set(adapter.with_codec()) <= set(table)           # every game with a codec has its row
    for name in adapter.with_codec():
        game = spiel(name, request)
        seats, actions, chance, longest, utility, kind, tensor = table[name]
        assert [int(seats), int(actions), int(chance), int(longest)] == [
            game.num_players(), game.num_distinct_actions(), game.max_chance_outcomes(), game.max_game_length()]
        low, high = game.min_utility(), game.max_utility()
        assert utility == ("±10⁹" if (low, high) == (-1e9, 1e9) else f"{low:g} to {high:g}".replace("-", "−"))
        zero = game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
        hidden = game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind == f"{'zero' if zero else 'general'} sum, {'imperfect' if hidden else 'perfect'} information"
        assert tensor == (str(TENSORS[name](game.ours).size) if name in TENSORS else "—")


@pytest.mark.skipif("battle" not in CODEC_GAMES, reason="«Словесный бой» has no action codec in this checkout")
def test_another_seats_square_changes_nothing_a_seat_is_shown(request):
    """«Словесный бой» for two: the same position but for the letters in seat 2's square gives seat 1 the same
    strings (and seat 2 different ones, so the check can fail)."""
    from dataclasses import replace

    from wordgames.battle.square import Square
    game = adapter.spiel_game("battle", seats=2, lexicon=request.getfixturevalue("lexicon"))
    state, rng = game.new_initial_state(), random.Random(1)
    while "".join(state.ours.squares[1].rows).count(".") > len("".join(state.ours.squares[1].rows)) - 3:
        state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]) if state.is_chance_node()
                           else rng.choice(state.legal_actions()))
    ours = state.ours
    mirrored = Square(rows=tuple(reversed(ours.squares[1].rows)))
    assert mirrored.rows != ours.squares[1].rows
    before = [(state.observation_string(s), state.information_state_string(s)) for s in (0, 1)]
    state.kept = adapter.Kept(replace(ours, squares=(ours.squares[0], mirrored)))
    after = [(state.observation_string(s), state.information_state_string(s)) for s in (0, 1)]
    assert after[0] == before[0]
    assert after[1] != before[1]


@pytest.mark.parametrize("name", by_speed([n for n in CODEC_GAMES if n != "coin-race"]))
def test_a_learner_against_our_bots_plays_the_tables_game(name, request):
    """At the table, random bots in every seat, seeded; in Gymnasium, the learner in seat 1 replaying the
    table's seat-1 moves against our random bots: the bots choose the same (their generators are the
    table's), and the game ends with the same returns."""
    from wordgames.table.human import ScriptedTerminal
    from wordgames.table.sitting import make_players, new_session, run
    descriptor = adapter.descriptor_of(name)
    lexicon = request.getfixturevalue("lexicon") if descriptor.word_game else None
    seats = max(2, adapter.load(name, lexicon=lexicon).seats)
    if seats not in descriptor.seats:
        pytest.skip(f"{name} is played alone")
    game, session = new_session(descriptor, ["random"] * seats, seed=11, lexicon=lexicon)
    run(game, session, make_players(game, descriptor, session, ScriptedTerminal([])))
    codec, state, mine = codec_of(game), game.new_initial_state(), []
    for data in session.actions:
        action = game.action_from_json(data)
        if state.current_player() == 0:
            mine.append(codec.encode(action))
        state = state.apply(action)
    env = WordgamesEnv(name, seats=seats, lexicon=lexicon, seat=0, opponents="random")
    env.reset(seed=11)
    for action in mine:
        assert not env.state.is_terminal()
        env.step(action)
    assert env.state.is_terminal() and env.state.returns() == session.returns


@pytest.mark.slow
@pytest.mark.skipif(not {"yam", "croquet"} <= set(CODEC_GAMES), reason="Yam and croquet have no codec here")
def test_the_docs_examples_run():
    """The Python examples of docs/programs.md run (the training for 3 episodes, not 200)."""
    from pathlib import Path
    text = (Path(__file__).parent.parent / "docs" / "programs.md").read_text(encoding="utf-8")
    section = text[text.index("## Training and other programs' algorithms"):]
    blocks = section.split("```python\n")[1:]
    assert len(blocks) == 3
    for block in blocks:
        code = block.split("```")[0].replace("range(200)", "range(3)")
        exec(compile(code, "docs/programs.md", "exec"), {"print": lambda *a: None})
