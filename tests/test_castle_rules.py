"""Rules I–V of Castle Croquet as the referee applies them: tables of accepted and refused reports.

Every expectation is read off the rule text (quoted in the comments), not
off the referee's own output.
"""

from __future__ import annotations

import json
import random

import pytest

from wordgames.engine import END_RULE
from wordgames.errors import IllegalMoveError, InputFormatError, SeatsError
from wordgames.games.castle_croquet.events import (
    Croquet, Decline, End, Flag, Pass, Stroke, Touch, format_event, parse_event,
)
from wordgames.games.castle_croquet.game import CastleGame
from wordgames.games.castle_croquet.log import log_text, replay_lines
from wordgames.games.castle_croquet.messages import render
from wordgames.games.castle_croquet.pieces import (
    COLOURS, SENTINEL, SOLDIER, Ball, balls, invasion_order, parse_ball,
)
from wordgames.games.castle_croquet.report import todo, whose_stroke
from wordgames.games.castle_croquet.rules import CastleState
from wordgames.games.castle_croquet.effects import announcements

BLUE, BLACK, ORANGE, RED = (Ball(p, SOLDIER) for p in range(1, 5))
GREEN, BROWN, YELLOW, PINK = (Ball(p, SENTINEL) for p in range(1, 5))

QUIET = ["stroke", "end"]                      # a turn in which nothing happens


def play(lines: list[str], players: int = 4) -> tuple[CastleState, list[str]]:
    """Apply ``lines`` from the start through the game's notation and the State; return it and every announcement."""
    game = CastleGame({}, players)
    state, said = game.new_initial_state(), []
    for line in lines:
        event = game.presenter().parse_action(state, line)
        said += [render(n, players) for n in announcements(state, event)]
        state = state.apply(event)
    return state, said


def rules_broken(lines: list[str], event: str, players: int = 4) -> list[str]:
    state, _ = play(lines, players)
    return [b.rule for b in state.breaches(parse_event(event, players))]


# Blue leaves castle 1 and enters castle 2 while green (its own) and brown (castle 2's)
# sentinels are both on duty: "если воин вторгается в замок, когда страж этого замка и
# страж замка, откуда «родом» сам воин, стоят в карауле, то воин становится пленником".
BLUE_TAKEN_ON_ENTRY = ["stroke", "pass blue gate 1 out", "end", "stroke", "pass blue gate 2 in"]

# Four soldiers' turns, then the green sentinel's (rule II: soldiers, then sentinels).
TO_GREEN = QUIET * 4
GREEN_OUT = TO_GREEN + ["stroke", "pass green gate 1 out", "end"]       # green earns a stroke


@pytest.mark.parametrize("lines, event, rules", [
    ([], "stroke", []),
    ([], "stroke blue", []),
    ([], "stroke red", ["II"]),                                   # soldier 1 plays first
    ([], "pass blue gate 1 out", ["II"]),                         # no stroke being played
    ([], "end", ["II"]),
    ([], "decline", ["II"]),                                      # a turn is at least one stroke
    (["stroke"], "pass blue gate 1 out", []),
    (["stroke"], "pass blue gate 1 in", ["II"]),                  # it starts inside castle 1
    (["stroke"], "pass blue gate 2 in", ["II"]),                  # "только через ворота": leave 1 first
    (["stroke"], "pass blue door 3", []),                         # any door: allowed, counts nothing
    (["stroke"], "touch blue blue", ["V"]),
    (["stroke", "end"], "stroke blue", ["II"]),                   # nothing earned: black's turn now
    (["stroke", "end"], "stroke black", []),
    (["stroke", "pass blue gate 1 out", "end"], "stroke", []),    # rule IV: another stroke
    (["stroke", "pass blue gate 1 out", "end"], "croquet black", ["V"]),   # black was not touched
    (["stroke", "pass blue gate 1 out", "end"], "decline", []),
    (BLUE_TAKEN_ON_ENTRY, "pass blue door 2", ["III"]),           # a prisoner cannot move
    (BLUE_TAKEN_ON_ENTRY, "flag blue 2", ["III"]),
    (BLUE_TAKEN_ON_ENTRY, "touch blue brown", ["III"]),
    (BLUE_TAKEN_ON_ENTRY, "touch brown blue", []),                # it can be touched
    # Rule IV: "страж не может входить в свой замок или выходить из него два раза подряд".
    (GREEN_OUT + ["stroke"], "pass green gate 1 in", ["IV"]),
    (GREEN_OUT + ["stroke"], "pass green gate 1 out", ["IV", "II"]),   # and it is outside already
    (GREEN_OUT + ["stroke"], "pass green gate 2 in", []),        # a foreign gate: counts for nothing
    (GREEN_OUT + ["stroke"], "pass green door 1", []),
])
def test_what_the_referee_accepts_and_refuses(lines, event, rules):
    assert rules_broken(lines, event) == rules


@pytest.mark.parametrize("sentinels_out, taken", [
    ([], True),                      # both on duty: prisoner
    (["green"], False),              # the soldier's own sentinel is off duty
    (["brown"], False),              # the invaded castle's sentinel is off duty
    (["green", "brown"], False),
])
def test_capture_on_entering_needs_both_sentinels_on_duty(sentinels_out, taken):
    lines = QUIET * 4 + [line for s in ("green", "brown", "yellow", "pink")
                         for line in (["stroke", f"pass {s} gate {parse_ball(s, 4).player} out", "end", "stroke", "end"]
                                      if s in sentinels_out else QUIET)]
    lines += ["stroke", "pass blue gate 1 out", "end", "stroke", "pass blue gate 2 in", "end"]
    game, _ = play(lines)
    assert (game.soldier(1).prisoner == 2) == taken
    assert game.soldier(1).inside == 2
    assert game.turn.ball == (BLACK if taken else BLUE)          # a prisoner's turn ends


def test_entering_ones_own_castle_is_no_capture():
    game, _ = play(["stroke", "pass blue gate 1 out", "end", "stroke", "pass blue gate 1 in", "end"])
    assert game.soldier(1).prisoner is None and game.soldier(1).inside == 1


def test_a_prisoner_misses_its_turns():
    # After blue is taken: black, orange, red, the four sentinels — then the soldiers again,
    # but "пленник не может двинуться с места": blue is skipped.
    game, said = play(BLUE_TAKEN_ON_ENTRY + ["end"] + QUIET * 7)
    assert game.turn.ball == BLACK
    assert "the blue soldier is a prisoner and misses its turn (rule III)" in said


RELEASED_BY_GREEN = BLUE_TAKEN_ON_ENTRY + ["end"] + QUIET * 3 + ["stroke", "flag green 2", "end"]


def test_its_own_sentinel_on_duty_frees_it_by_touching_the_flag():
    # "его собственный страж (если тот стоит в карауле), который должен приблизиться и
    # коснуться флажка … освобождённого из плена воина ставят за дверью".
    game, _ = play(RELEASED_BY_GREEN)
    blue = game.soldier(1)
    assert (blue.prisoner, blue.inside, blue.freed) == (None, 2, True)
    assert game.sentinel(1).on_duty                                # put back at its post
    game, _ = play(RELEASED_BY_GREEN + QUIET * 3)                  # brown, yellow, pink
    assert game.turn.ball == BLUE                                  # no longer skipped


def test_a_freed_soldier_is_safe_until_its_next_stroke_then_earns_one():
    # Brown (castle 2's sentinel, on duty) touches the freed blue soldier inside castle 2: no capture.
    game, _ = play(RELEASED_BY_GREEN + ["stroke", "touch brown blue", "end"])
    assert game.soldier(1).prisoner is None
    # Blue's first stroke after release earns a second (rule IV) ...
    to_blue = RELEASED_BY_GREEN + QUIET * 3
    game, said = play(to_blue + ["stroke", "end"])
    assert game.turn.ball == BLUE and game.turn.owed
    # ... and after it the brown sentinel can take it again.
    game, _ = play(to_blue + ["stroke", "end", "stroke", "touch blue brown", "end"])
    assert game.soldier(1).prisoner == 2


def test_the_captors_sentinel_leaving_frees_every_prisoner_it_holds():
    game, _ = play(BLUE_TAKEN_ON_ENTRY + ["end"] + QUIET * 4 + ["stroke", "pass brown gate 2 out", "end"])
    assert (game.soldier(1).prisoner, game.soldier(1).inside, game.soldier(1).freed) == (None, 2, True)
    assert not game.sentinel(2).on_duty
    assert game.turn.ball == BROWN and game.turn.owed              # leaving earns a stroke (rule IV)


def test_sentinel_takes_an_invader_and_earns_a_stroke():
    # Green goes out so blue can enter castle 2 without capture; then brown touches blue inside castle 2.
    lines = QUIET * 4 + ["stroke", "pass green gate 1 out", "end", "stroke", "end"] + QUIET * 3
    lines += ["stroke", "pass blue gate 1 out", "end", "stroke", "pass blue gate 2 in", "end", "stroke", "end"]
    lines += QUIET * 3 + QUIET                                     # black, orange, red; green
    game, _ = play(lines + ["stroke", "touch brown blue", "end"])
    assert game.soldier(1).prisoner == 2
    assert game.turn.ball == BROWN and game.turn.owed              # "берет воина в плен" (rule IV)


@pytest.mark.parametrize("other, usable", [
    ("black", True),                 # a soldier
    ("brown", False),                # a sentinel on duty
    ("green", False),                # one's own sentinel, on duty
])
def test_which_balls_may_be_used_to_strike_with(other, usable):
    game, said = play(["stroke", f"touch blue {other}", "end"])
    assert (parse_ball(other, 4) in game.turn.options) == usable
    assert game.turn.ball == (BLUE if usable else BLACK)           # touching earns nothing else


def test_a_ball_is_used_once_until_a_rule_iv_stroke():
    # Blue strikes itself with black, rolls on into orange, strikes itself with orange and
    # rolls into black again: "два удара другим шаром … не разрешается" without rule IV between.
    used = ["stroke", "touch blue black", "end", "croquet black", "touch black blue",
            "touch blue orange", "end", "croquet orange", "touch orange blue"]
    game, _ = play(used + ["touch blue black", "end"])
    assert game.turn.ball == BLACK                                 # black cannot be used again
    game, _ = play(used + ["pass blue door 3", "touch blue black", "end"])
    assert game.turn.options == (BLACK,) and game.turn.owed        # after a hoop it may be
    assert rules_broken(used, "pass orange gate 3 out") == ["V"]  # the ball used stays in place


def test_striking_with_another_ball_earns_no_stroke_by_itself():
    game, _ = play(["stroke", "touch blue black", "end", "croquet black", "touch black blue", "end"])
    assert game.turn.ball == BLACK


def test_only_a_stroke_owed_allows_a_plain_stroke():
    assert rules_broken(["stroke", "touch blue black", "end"], "stroke") == ["IV"]
    assert rules_broken(["stroke", "touch blue black", "end"], "decline") == []


WORKED_GAME = """\
players 4
stroke
pass blue gate 1 out
end
stroke
end
""" + "stroke\nend\n" * 3 + """\
stroke
pass green gate 1 out
end
stroke
end
""" + "stroke\nend\n" * 3 + """\
stroke
pass blue gate 2 in
end
stroke
pass blue door 2
flag blue 2
end
stroke
touch blue brown
end
""" + "stroke\nend\n" * 3 + """\
stroke
flag green 2
end
stroke
pass brown gate 2 out
end
stroke
end
""" + "stroke\nend\n" * 2 + """\
stroke
pass blue gate 2 out
end
stroke
pass blue gate 3 in
touch blue orange
end
croquet orange
touch orange blue
pass blue door 3
end
stroke
flag blue 3
pass blue gate 3 out
end
stroke
pass blue gate 4 in
pass blue door 4
flag blue 4
end
stroke
pass blue gate 4 out
end
stroke
pass blue gate 1 in
flag blue 1
end
decline
""" + "stroke\nend\n" * 3 + """\
stroke
flag green 1
pass green gate 1 in
end
stroke
flag green 1
"""


def test_the_worked_game_of_the_docs():
    """docs/castle-croquet.md walks through this game; player 1 wins."""
    r = replay_lines(WORKED_GAME.splitlines())
    notes = [render(n, 4) for s in r.steps for n in s.notes]
    game = r.state
    assert game.winner == 1 and game.is_terminal() and game.returns() == [1.0, 0.0, 0.0, 0.0]
    assert game.soldier(1).home and game.soldier(1).invaded == 3
    assert any("taken prisoner in castle 2" in n for n in notes)
    assert any("freed (the sentinel of castle 2 left it)" in n for n in notes)
    assert "the green sentinel must re-enter castle 1 before touching its flag (rule II)" in notes
    assert rules_broken_after(game, "stroke") == [END_RULE]         # the game is over: the protocol's end rule
    assert game.legal_actions() == []


def rules_broken_after(game, event):
    return [b.rule for b in game.breaches(parse_event(event, game.players))]


def test_todo_follows_the_invasions():
    lines = WORKED_GAME.splitlines()
    r = replay_lines(lines[:lines.index("pass blue gate 2 out") + 1])
    assert todo(r.state, 1)[0].startswith("soldier: invade castles 3, 4")
    assert todo(r.state, 4) == ["soldier: leave castle 4 by its gate",
                               "soldier: invade castles 1, 2, 3 in turn (gate in, door, flag, gate out)",
                               "soldier: re-enter castle 4 and touch its flag",
                               "sentinel: then touch flag 4, on duty"]


def test_five_players():
    """The text's note: with five players soldiers blue, black, orange, green, red."""
    assert [s for s, _ in COLOURS[5]] == ["blue", "black", "orange", "green", "red"]
    assert [t for _, t in COLOURS[5]] == ["light-blue", "brown", "yellow", "light-green", "pink"]
    assert invasion_order(3, 5) == [4, 5, 1, 2]
    assert parse_ball("голубой", 5) == Ball(1, SENTINEL) and parse_ball("светло-зелёный", 5) == Ball(4, SENTINEL)
    game, _ = play(QUIET * 5, players=5)
    assert game.turn.ball == Ball(1, SENTINEL)
    assert whose_stroke(game) == "the light-blue sentinel (player 1) to strike"
    with pytest.raises(SeatsError):
        CastleState.start(3)


def test_refusal_raises_with_the_rule_and_the_event():
    game, _ = play(BLUE_TAKEN_ON_ENTRY)
    event = parse_event("pass blue door 2", 4)
    with pytest.raises(IllegalMoveError) as e:
        game.apply(event)
    assert e.value.rule == "III"
    assert str(e.value) == "rule III: the blue soldier is a prisoner and cannot move"
    refused = CastleGame({}, 4).presenter().refusal(game, event, e.value)      # as the table says it
    assert str(refused) == "rule III: the blue soldier is a prisoner and cannot move ('pass blue door 2')"


def test_every_rule_an_event_breaks_is_named():
    # Green, out of its castle and just through its gate, reports going out again: twice
    # running (IV) and the wrong way, for it is outside (II).
    game, _ = play(GREEN_OUT + ["stroke"])
    with pytest.raises(IllegalMoveError) as e:
        game.apply(parse_event("pass green gate 1 out", 4))
    assert [str(b) for b in e.value.breaches] == [
        "rule IV: the green sentinel cannot go in or out of its castle twice running",
        "rule II: the green sentinel is outside castle 1, so through its gate it can only go in"]
    # A prisoner touching itself: it cannot move (III), and a ball cannot touch itself (V).
    game, _ = play(BLUE_TAKEN_ON_ENTRY)
    assert rules_broken(BLUE_TAKEN_ON_ENTRY, "touch blue blue") == ["III", "V"]


@pytest.mark.parametrize("text, message", [
    ("jump blue", "unknown event 'jump'"),
    ("pass blue arch 2", "a hoop is 'gate' or 'door'"),
    ("pass blue gate 9", "no castle '9'"),
    ("pass purple gate 2", "no ball is 'purple'"),
    ("pass blue gate 2 up", "a direction is 'in' or 'out'"),
    ("touch blue", "'touch' takes 2 words"),
    ("struck blue with red", "write 'struck BALL by OTHER'"),
])
def test_bad_event_lines(text, message):
    with pytest.raises(InputFormatError, match=message):
        parse_event(text, 4)


def test_log_errors_name_the_line():
    with pytest.raises(InputFormatError, match=r"^g.txt:3: unknown event 'jump'"):
        replay_lines(["players 4", "stroke", "jump"], path="g.txt")
    with pytest.raises(IllegalMoveError, match=r"^rule II: g.txt:2: no stroke is being played"):
        replay_lines(["players 4", "end"], path="g.txt")
    with pytest.raises(InputFormatError, match="by 4 or 5 players, not 6"):
        replay_lines(["players 6"])
    with pytest.raises(InputFormatError, match="the log is empty"):
        replay_lines(["# nothing", ""])


EVENT_VERBS = ["stroke", "croquet", "pass", "flag", "touch", "end", "decline"]


def random_event(rng: random.Random, game: CastleState):
    """A random report, about the ball in turn more often than not."""
    players = game.players
    ball = lambda: game.turn.ball if rng.random() < 0.6 else rng.choice(balls(players))  # noqa: E731
    castle = lambda: rng.randint(1, players)  # noqa: E731
    verb = rng.choice(EVENT_VERBS + ["pass", "pass", "touch", "flag", "end"])
    if verb == "stroke":
        return Stroke(rng.choice([None, ball()]))
    if verb == "croquet":
        return Croquet(ball())
    if verb == "pass":
        return Pass(ball(), rng.choice(["gate", "door"]), castle(), rng.choice([None, "in", "out"]))
    if verb == "flag":
        return Flag(ball(), castle())
    if verb == "touch":
        return Touch(ball(), ball())
    return End() if verb == "end" else Decline()


def check_invariants(game: CastleState) -> None:
    n = game.players
    for s in game.soldiers:
        assert s.prisoner is None or s.inside == s.prisoner
        assert 0 <= s.invaded <= n - 1
        assert not s.home or s.invaded == n - 1
    t = game.turn
    if game.winner is None and t.open is None:
        assert not (t.ball.kind == SOLDIER and game.soldier(t.ball.player).prisoner is not None)
        assert t.strokes == 0 or t.owed or t.options


@pytest.mark.parametrize("seed", range(6))
def test_random_reports_are_accepted_or_refused_consistently(seed):
    rng = random.Random(seed)
    players = rng.choice([4, 5])
    game = CastleState.start(players)
    accepted = []
    for _ in range(3000):
        event = random_event(rng, game)
        found = game.breaches(event)
        assert (not found) == (event in game.legal_actions())
        try:
            after = game.apply(event)
        except IllegalMoveError as e:
            assert found and list(e.breaches) == found
            continue
        assert not found
        accepted.append(event)
        game = after
        check_invariants(game)
        if game.winner:
            break
    assert CastleState.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    assert replay_lines(log_text(players, accepted).splitlines()).state == game
    for event in accepted[:50]:
        assert parse_event(format_event(event, players), players) == event


def next_task(game: CastleState, ball: Ball, rng: random.Random):
    """The report of a ball in turn doing the next thing it needs (a crude lawn player)."""
    p = ball.player
    if ball.kind == SENTINEL:
        s, on = game.soldier(p), game.sentinel(p).on_duty
        if s.prisoner is not None and on:
            return Flag(ball, s.prisoner)
        if s.home:
            return Flag(ball, p) if on else Pass(ball, "gate", p, "in")
        return Pass(ball, "gate", p) if rng.random() < 0.3 else None
    s, aim = game.soldier(p), game.target(p)
    if aim is None:
        if s.inside == p:
            return Flag(ball, p)
        return Pass(ball, "gate", s.inside, "out") if s.inside else Pass(ball, "gate", p, "in")
    if s.inside == aim:
        return (Pass(ball, "door", aim) if not s.door else Flag(ball, aim) if not s.flag
                else Pass(ball, "gate", aim, "out"))
    return Pass(ball, "gate", s.inside, "out") if s.inside else Pass(ball, "gate", aim, "in")


@pytest.mark.parametrize("seed", range(8))
def test_purposeful_playouts_end_with_a_winner(seed):
    """Seeded games where balls mostly do their next task: every report is judged, someone wins."""
    rng = random.Random(seed)
    players = 4 if seed % 2 else 5
    game = CastleState.start(players)
    for _ in range(20000):
        if game.winner:
            break
        t = game.turn
        if t.open is None:
            if t.options and rng.random() < 0.5:
                event = Croquet(rng.choice(t.options))
            else:
                event = Stroke() if (t.strokes == 0 or t.owed) else Decline()
        else:
            r = rng.random()
            task = next_task(game, t.ball, rng) if r < 0.5 else None
            event = (task if task is not None else Touch(t.ball, rng.choice(balls(players))) if r < 0.6
                     else End())
        if game.breaches(event):
            event = End() if game.turn.open else Decline() if game.turn.strokes else Stroke()
        game = game.apply(event)
        check_invariants(game)
    assert game.winner is not None and game.is_terminal()
    assert game.soldier(game.winner).home and game.sentinel(game.winner).on_duty


def test_ones_own_off_duty_sentinel_used_to_strike_may_move():
    # «другой шар должен оставаться на месте за исключением того случая, когда это
    # собственный страж игрока (если страж не стоит на посту)».
    to_blue = GREEN_OUT + ["stroke", "end"] + QUIET * 3
    lines = to_blue + ["stroke", "touch blue green", "end", "croquet green", "touch green blue"]
    assert rules_broken(lines, "pass green gate 1 in") == []
    game, _ = play(lines + ["pass green gate 1 in", "end"])
    assert game.sentinel(1).on_duty
    assert game.turn.ball == BLACK                 # moved by blue's stroke: green earns blue nothing


def test_a_players_line_with_a_huge_number_is_refused_as_a_log_line():
    with pytest.raises(InputFormatError) as e:
        replay_lines(["players " + "4" * 5000], "g.txt")
    assert str(e.value).startswith("g.txt:1: a log starts with 'players 4' or 'players 5', not 'players 4444")
