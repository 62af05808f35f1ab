"""Castle croquet at the table: the State against a slow oracle, JSON, the notation, people and bots.

Counts are made by hand from rules I–V (see tests/conformance/castle.py for how
a soldier's 25 and a sentinel's 34 reports are counted); the move generator is
pinned against the one check run over every event of the game.
"""

from __future__ import annotations

import json
import random

import pytest

from test_castle_rules import WORKED_GAME, next_task
from tests.conformance.castle import scorer
from wordgames.engine import TERMINAL
from wordgames.errors import IllegalMoveError, InputFormatError, SeatsError, UnknownBotError
from wordgames.games.castle_croquet.events import (
    END, Croquet, Decline, End, Flag, Pass, Stroke, Touch, all_events, format_event, parse_event,
)
from wordgames.games.castle_croquet.game import CastleGame
from wordgames.games.castle_croquet.log import log_text, replay_lines, replay_text
from wordgames.games.castle_croquet.pieces import SENTINEL, SOLDIER, Ball, balls
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.registry import info
from wordgames.table import sitting
from wordgames.table.human import ScriptedTerminal

NAMES = ["Оля", "Петя", "Аня", "Боря"]
BLUE, BLACK = Ball(1, SOLDIER), Ball(2, SOLDIER)


def oracle(state):
    """Every event of the game that breaks no rule: the slow, obvious generator."""
    return [e for e in all_events(state.players) if not state.breaches(e)]


def walk(players: int, seed: int, steps: int, purposeful: float):
    """Yield the states of a seeded game: the ball in turn does its next task with probability ``purposeful``."""
    rng = random.Random(seed)
    state = CastleState.start(players)
    for _ in range(steps):
        yield state
        if state.is_terminal():
            return
        event = None
        if rng.random() < purposeful:
            t = state.turn
            if t.open is None:
                event = Croquet(rng.choice(t.options)) if t.options and rng.random() < 0.5 else \
                    Stroke() if t.strokes == 0 or t.owed else Decline()
            else:
                r = rng.random()
                event = (next_task(state, t.ball, rng) if r < 0.45 else
                         Touch(t.ball, rng.choice(balls(players))) if r < 0.7 else END)
        if event is None or state.breaches(event):
            event = rng.choice(state.legal_actions())
        state = state.apply(event)


@pytest.mark.parametrize("players, seed", [(4, 1), (5, 2), (4, 3), (5, 4)])
def test_the_generator_is_the_check_over_every_event(players, seed):
    seen = set()
    for k, state in enumerate(walk(players, seed, 2500, purposeful=0.7)):
        features = (bool(state.turn.open), bool(state.turn.hammer), bool(state.turn.options),
                    any(s.prisoner for s in state.soldiers), any(s.freed for s in state.soldiers),
                    state.is_terminal())
        if k % 7 and (features in seen or k % 2):
            continue
        seen.add(features)
        legal = state.legal_actions()
        assert len(set(legal)) == len(legal)
        assert set(legal) == set(oracle(state)), [format_event(e, players) for e in set(legal) ^ set(oracle(state))]
    # the walk went through strokes, croquets, prisoners and freed soldiers
    assert any(s[1] for s in seen) and any(s[2] for s in seen) and any(s[3] for s in seen)
    assert any(s[4] for s in seen)


@pytest.mark.parametrize("players, lines, count, why", [
    (5, [], 2, "'stroke' or 'stroke blue'"),
    (5, ["stroke"], 374, "black's stroke (2), decline, end; 5 soldiers × (15 doors + 2 gates + 5 flags + 9 "
                         "touches = 31); 5 sentinels × (15 + 2 + 4×3 + 5 + 9 = 43)"),
    (4, ["stroke", "touch blue black", "end", "croquet black", "touch black blue", "pass blue gate 1 out",
         "end"], 3, "through its gate in a croquet stroke: another stroke owed (rule IV); black already used "
                    "this turn but a rule IV stroke came: 'stroke', 'stroke blue', decline"),
    (4, ["stroke", "touch blue black", "touch blue orange", "end"], 3,
     "two balls touched: 'croquet black', 'croquet orange' (rule V), or decline"),
])
def test_counts_of_reports_by_hand(players, lines, count, why):
    game = CastleGame({}, players)
    state = game.new_initial_state()
    for line in lines:
        state = state.apply(game.presenter().parse_action(state, line))
    assert len(state.legal_actions()) == count, why


def test_seats_rules_and_registry():
    assert CastleGame().seats == 4 and CastleGame({}, 5).seats == 5
    for seats in (3, 6):
        with pytest.raises(SeatsError, match=f"castle croquet is played by 4 or 5 players, not {seats}"):
            CastleGame({}, seats)
        with pytest.raises(SeatsError, match=f"castle croquet is played by 4 or 5 players, not {seats}"):
            info("castle").load({}, seats)
    with pytest.raises(InputFormatError, match="no rule options"):
        CastleGame({"size": 6}, 4)
    game = info("castle").load({}, 5)
    assert isinstance(game, CastleGame) and game.rules_dict() == {} and game.seats == 5
    state = game.new_initial_state()
    assert state.current_player() == 0 and state.chance_outcomes() == [] and state.view(3) is state


def test_the_seat_to_act_owns_the_ball_in_turn():
    game = CastleGame({}, 4)
    state = game.new_initial_state()
    seats = []
    for line in ["stroke", "end"] * 8:                 # soldiers 1..4, then sentinels 1..4
        seats.append(state.current_player())
        state = state.apply(game.presenter().parse_action(state, line))
    assert seats[::2] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert state.turn.ball == BLUE


def test_returns_and_the_end():
    r = replay_lines(WORKED_GAME.splitlines())
    before = r.steps[-1].before
    assert before.returns() == [0.0, 0.0, 0.0, 0.0] and before.current_player() == 0
    assert r.state.current_player() == TERMINAL and r.state.returns() == [1.0, 0.0, 0.0, 0.0]
    assert r.state.legal_actions() == []
    assert [str(b) for b in r.state.breaches(Stroke())] == ["rule end: the game is over"]   # the protocol's end rule
    with pytest.raises(IllegalMoveError, match="the game is over"):
        r.state.apply(END)


@pytest.mark.parametrize("players, seed", [(4, 11), (5, 12)])
def test_random_reports_end_a_game_scored_as_the_rules_say(players, seed):
    """Random reports do end a game (in thousands of events); the returns agree with an independent scorer."""
    game = CastleGame({}, players)
    bot = game.make_bot("random", random.Random(seed))
    state, actions = game.new_initial_state(), []
    while not state.is_terminal():
        assert len(actions) < 100_000
        action = bot.choose(state.view(state.current_player()))
        actions.append(action)
        state = state.apply(action)
    assert state.returns() == scorer(state, actions)
    assert state.soldier(state.winner).home and state.sentinel(state.winner).on_duty
    assert replay_lines(log_text(players, actions).splitlines()).state == state
    with pytest.raises(UnknownBotError, match="no bot 'expert'"):
        game.make_bot("expert", random.Random(1))


@pytest.mark.parametrize("players", [4, 5])
def test_every_event_reads_back_from_its_notation_and_json(players):
    game = CastleGame({}, players)
    state = game.new_initial_state()
    for event in all_events(players):
        text = game.presenter().format_action(state, event)
        assert game.presenter().parse_action(state, text) == event
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(event)))) == event


@pytest.mark.parametrize("data, message", [
    (5, "an event is a log line"),
    (None, "an event is a log line"),
    (["stroke"], "an event is a log line"),
    ("x" * 300, "an event is a log line of at most 200 characters"),
    ("jump", "unknown event 'jump'"),
    ("pass blue gate 9", "no castle '9'"),
    ("pass blue gate ²", "no castle '²'"),
    ("flag purple 1", "no ball is 'purple'"),
])
def test_actions_from_json_refuse_garbage(data, message):
    with pytest.raises(InputFormatError, match=message):
        CastleGame({}, 4).action_from_json(data)


def test_the_text_notation_accepts_the_russian_colours_and_synonyms():
    game = CastleGame({}, 5)
    s = game.new_initial_state()
    assert game.presenter().parse_action(s, "pass Голубой gate 1 OUT") == Pass(Ball(1, SENTINEL), "gate", 1, "out")
    assert game.presenter().parse_action(s, "flag светло-зелёный зелёный") == Flag(Ball(4, SENTINEL), 4)
    assert game.presenter().parse_action(s, "struck black by red") == Touch(Ball(5, SOLDIER), BLACK)
    assert game.presenter().parse_action(s, "use black") == Croquet(BLACK) and game.presenter().parse_action(s, "hit blue black") == \
        Touch(BLUE, BLACK)


@pytest.mark.parametrize("action", [None, "stroke", 3, ("stroke",), Stroke(Ball(6, SOLDIER)),
                                    Flag(BLUE, 0), Pass(BLUE, "arch", 1), Pass(BLUE, "gate", 1, "up"),
                                    Touch(BLUE, Ball(1, "king"))])
def test_what_is_no_event_of_the_game_breaks_rule_i(action):
    state = CastleState.start(4).apply(Stroke())
    assert [b.rule for b in state.breaches(action)] == ["I"]
    assert action not in state.legal_actions()
    with pytest.raises(IllegalMoveError) as e:
        state.apply(action)
    assert e.value.rule == "I"


def test_a_plain_tuple_equal_to_an_event_is_that_event():
    state = CastleState.start(4).apply(Stroke())
    plain = ((1, "soldier"), "gate", 1, "out", "pass")
    assert plain in state.legal_actions() and state.breaches(plain) == []
    assert state.apply(plain) == state.apply(Pass(BLUE, "gate", 1, "out"))


def test_states_round_trip_through_json():
    for state in walk(5, 7, 1500, purposeful=0.7):
        data = json.loads(json.dumps(state.to_dict()))
        assert CastleState.from_dict(data) == state
    assert CastleGame({}, 5).state_from_dict(state.to_dict()) == state
    with pytest.raises(InputFormatError, match="players: a game of 4, not of 5"):
        CastleGame({}, 4).state_from_dict(state.to_dict())


def _start_dict():
    return CastleState.start(4).apply(Stroke()).to_dict()


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("turn"), "turn: missing"),
    (lambda d: d.update(extra=1), "extra: no such field"),
    (lambda d: d.update(players=6), "players: 4 or 5, not 6"),
    (lambda d: d.update(players=True), "players: 4 or 5, not True"),
    (lambda d: d.update(players=4.0), "players: 4 or 5, not 4.0"),
    (lambda d: d.update(winner=0), "winner: a player 1 to 4, or null, not 0"),
    (lambda d: d.update(winner=1.0), "winner: a player 1 to 4, or null, not 1.0"),
    (lambda d: d.update(soldiers=d["soldiers"][:3]), "soldiers: a list of 4"),
    (lambda d: d["soldiers"][0].update(inside=7), r"soldiers\[0\].inside: a castle 1 to 4, or null, not 7"),
    (lambda d: d["soldiers"][1].update(invaded="2"), r"soldiers\[1\].invaded: 0 to 3"),
    (lambda d: d["soldiers"][1].update(home=True), r"soldiers\[1\]: a soldier is home only after 3 invasions"),
    (lambda d: d["soldiers"][2].update(prisoner=1), r"soldiers\[2\]: a prisoner is inside the castle"),
    (lambda d: d["sentinels"].__setitem__(0, {"on_duty": 1}), r"sentinels\[0\]: expected"),
    (lambda d: d["turn"].update(ball=[9, "soldier"]), r"turn.ball: a ball \[player 1 to 4"),
    (lambda d: d["turn"].update(ball="blue"), r"turn.ball: a ball"),
    (lambda d: d["turn"].update(open="maybe"), "turn.open: null, \"stroke\" or \"croquet\""),
    (lambda d: d["turn"].update(strokes=-1), "turn.strokes: a whole number from 0"),
    (lambda d: d["turn"].update(earned=[{"key": "magic"}]), r"turn.earned\[0\]: a reason"),
    (lambda d: d["turn"].update(earned=[{"key": "through-gate", "castle": 0}]), r"turn.earned\[0\].castle"),
    (lambda d: d["turn"].update(roquets=[[2, "soldier"]] * 9), "turn.roquets: a list of at most 8 balls"),
    (lambda d: d["turn"].update(hammer=[2, "soldier"]), "turn.hammer: a ball exactly while a croquet"),
    (lambda d: d["turn"].pop("owed"), "turn.owed: missing"),
    (lambda d: (d["soldiers"][0].update(prisoner=1), d["turn"].update(open=None)),
     "turn.ball: a prisoner has no turn"),
])
def test_a_bad_position_is_refused_naming_the_field(change, message):
    data = _start_dict()
    change(data)
    with pytest.raises(InputFormatError, match=message):
        CastleState.from_dict(data)


def test_garbage_anywhere_in_a_position_is_an_input_format_error():
    rng = random.Random(5)
    junk = [None, 0, -1, 9, True, "x", [], {}, [1], {"a": 1}, 2.5, [2, "soldier"]]
    for _ in range(400):
        data = _start_dict()
        where = data
        keys = []
        while isinstance(where, (dict, list)) and where and rng.random() < 0.8:
            key = rng.choice(list(where)) if isinstance(where, dict) else rng.randrange(len(where))
            keys.append(key)
            if not isinstance(where[key], (dict, list)) or rng.random() < 0.3:
                where[key] = rng.choice(junk)
                break
            where = where[key]
        try:
            CastleState.from_dict(data)
        except InputFormatError:
            pass
    for data in (None, [], "state", {"players": 4}):
        with pytest.raises(InputFormatError):
            CastleState.from_dict(data)


def test_what_a_person_sees():
    game = CastleGame({}, 4)
    s = game.new_initial_state()
    assert game.presenter().draw(s).splitlines() == ["player 1: blue soldier, green sentinel",
                                         "player 2: black soldier, brown sentinel",
                                         "player 3: orange soldier, yellow sentinel",
                                         "player 4: red soldier, pink sentinel",
                                         "the blue soldier (player 1) to strike"]
    s = s.apply(Stroke())
    # while a stroke is reported, whose stroke it is stays drawn (the stroke begun is said back)
    assert game.presenter().draw(s) == "the blue soldier (player 1) is striking: report what happens, then 'end'"
    named = game.presenter()
    named.names = tuple(NAMES)
    assert named.draw(s) == "the blue soldier (Оля) is striking: report what happens, then 'end'"
    after = s.apply(Touch(BLUE, BLACK))
    assert game.presenter().narrate(s, Touch(BLUE, BLACK), after, NAMES) == [
        "  the blue soldier touched the black soldier (rule V: it may strike itself with it next)"]
    end = after.apply(END)
    assert game.presenter().draw(end) == "the blue soldier (player 1) may strike itself with the black soldier (or decline)"
    assert game.presenter().narrate(end, Decline(), end.apply(Decline()), NAMES) == [
        "  the blue soldier gives up its remaining strokes", "  next: the black soldier (Петя)"]
    assert "the blue soldier (player 1) is striking: report what happens, then 'end'" in game.presenter().notation_help(s)
    assert game.presenter().prompt(s, "Оля") == "event" and set(game.presenter().commands(s)) == {"status", "todo"}


def test_the_end_told_with_names():
    game = CastleGame({}, 4)
    r = replay_lines(WORKED_GAME.splitlines())
    lines = game.presenter().result_lines(r.state, NAMES)
    assert lines[0] == "Оля wins."
    assert "Оля (blue soldier): has won" in lines
    assert "Петя (black soldier): soldier: leave castle 2 by its gate; soldier: invade castles 3, 4, 1 in turn " \
           "(gate in, door, flag, gate out); soldier: re-enter castle 2 and touch its flag; sentinel: then " \
           "re-enter castle 2, then touch flag 2" in lines          # brown went out in the worked game
    data = game.outcome(r.state).details
    assert data["winner"] == 1 and CastleState.from_dict(data["final"]) == r.state


def people(answers, players="Оля,Петя,Аня,Боря"):
    """Play a session at a scripted terminal; return (session, what the terminal said, the narration)."""
    entry = info("castle")
    game, session = sitting.new_session(entry, players, seed=1)
    term = ScriptedTerminal(answers)
    told = []
    names = [s.name for s in session.seats]
    watch = lambda step: told.extend(game.presenter().narrate(step.before, step.action, step.after, names))  # noqa: E731
    try:
        sitting.run(game, session, sitting.make_players(game, entry, session, term), watch=watch)
    except Exception as e:               # the person leaves at the end of the script
        assert type(e).__name__ == "LeaveGame"
    return session, term.said, told


def test_a_person_reports_is_refused_asks_for_status_todo_help_and_undoes():
    session, said, told = people(["stroke", "pass blue gate 2 in", "pass blue gate 1 out", "end", "status",
                                  "todo", "stroke", "undo", "?", "moves", "decline", "quit"])
    assert "  rule II: the blue soldier is in castle 1 and leaves it only by its gate — try again" in said
    assert "blue soldier: on the open lawn, 0 of 3 castles invaded" in said
    assert said.count("Аня: soldier: leave castle 3 by its gate; soldier: invade castles 4, 1, 2 in turn "
                      "(gate in, door, flag, gate out); soldier: re-enter castle 3 and touch its flag; "
                      "sentinel: then touch flag 3, on duty") == 1                     # todo
    assert "  status   every ball's state and what each player still has to do" in said   # help
    assert "  legal: stroke, stroke blue, decline" in said                            # after the undo
    assert told == ["  the blue soldier leaves castle 1",
                    "  the blue soldier has another stroke (rule IV: through the gate of castle 1)",
                    "  the blue soldier gives up its remaining strokes", "  next: the black soldier (Петя)"]
    assert session.actions == ["stroke", "pass blue gate 1 out", "end", "decline"]


def test_people_play_the_worked_game_to_a_win():
    lines = [line for line in WORKED_GAME.splitlines()[1:]]
    session, said, told = people(lines)
    assert session.finished and session.returns == [1.0, 0.0, 0.0, 0.0]
    assert told[-1] == "  the green sentinel touches flag 1: Оля wins!"
    assert "  the blue soldier is taken prisoner in castle 2: it touched the brown sentinel inside castle 2 " \
           "(rule III); it is put behind flag 2" in told
    replayed = replay_text(json.dumps(session.to_dict()))
    assert replayed.state.winner == 1 and replayed.names == NAMES
    assert log_text(4, replayed.events).splitlines()[1:] == WORKED_GAME.splitlines()


def test_five_people():
    session, said, told = people(["stroke", "end", "quit"], players="a,b,c,d,e")
    assert "d: green soldier, light-green sentinel" in said
    assert told == ["  next: the black soldier (b)"]
    with pytest.raises(SeatsError, match="played by 4 or 5 players, not 3"):
        sitting.new_session(info("castle"), "a,b,c")


def test_events_parse_as_the_log_syntax():
    assert parse_event("stroke", 4) == Stroke() != Stroke(BLUE)
    assert parse_event("end", 4) == End() and parse_event("decline", 4) == Decline() != End()
    assert Stroke(BLUE) != Croquet(BLUE)                    # the verb keeps kinds apart
