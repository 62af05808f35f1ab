"""The table every game shares: seats, seeds, sessions, the human player, sitting, tournaments."""

import json
import math
import random

import pytest

from wordgames.errors import ArgumentError, InputFormatError, OptionError, SeatsError
from wordgames.games.croquet.game import CroquetGame
from wordgames.games.croquet.presenter import CroquetPresenter
from wordgames.descriptor import seats_text
from wordgames.registry import GAMES, info
from wordgames.table.human import HumanPlayer, LeaveGame, ScriptedTerminal
from wordgames.table.loop import play
from wordgames.table.seats import SeatSpec, parse_seats, program_name
from wordgames.table.review import review_session
from wordgames.table.seeds import chance_rng, game_seed, seat_rng
from wordgames.table.session import Session
from wordgames.table.sitting import make_players, new_session, resume_session, run
from wordgames.table.tournament import GameOutcome, Plan, Standing, run_plan, run_tournament, tally

CROQUET = info("croquet")


# -- seats --------------------------------------------------------------------------------------

@pytest.mark.parametrize("spec, expected", [
    ("Оля,expert", [("Оля", "human", None, None), ("expert", "bot", "expert", None)]),
    ("expert, expert ,bot:expert", [("expert", "bot", "expert", None), ("expert#2", "bot", "expert", None),
                                    ("expert#3", "bot", "expert", None)]),
    ("human:expert", [("expert", "human", None, None)]),
    ("cmd:./mybot --deep", [("mybot", "program", None, "./mybot --deep")]),
    ("Оля,Оля", [("Оля", "human", None, None), ("Оля#2", "human", None, None)]),
])
def test_the_seat_vocabulary(spec, expected):
    seats = parse_seats(spec, ("random", "expert"))
    assert [(s.name, s.kind, s.bot, s.command) for s in seats] == expected
    assert [SeatSpec.from_dict(s.to_dict()) for s in seats] == seats


@pytest.mark.parametrize("spec, people, message", [
    ("", True, "name at least one player"),
    ("cmd:", True, "cmd: needs a program, e.g. cmd:examples/random_bot.py"),
    ("bot:wizard", True, "unknown bot 'wizard' (choose from random, expert)"),
    ("Оля", False, "unknown player 'Оля' (choose from random, expert or cmd:PROGRAM)"),
    ("human:", True, "human: needs a name, e.g. human:Оля"),
    ("x" * 41, True, "a player's name is 1 to 40 printable characters"),
    ("a\x1bb", True, "a player's name is 1 to 40 printable characters"),
])
def test_bad_seats_are_usage_errors(spec, people, message):
    with pytest.raises(ArgumentError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_seats(spec, ("random", "expert"), people=people)


def test_program_names():
    assert program_name("python3 -u bots/mine.py --fast") == "mine.py"
    assert program_name("/usr/local/bin/bot") == "bot"


# -- seeds ----------------------------------------------------------------------------------------

def test_the_seed_scheme_is_fixed():
    """Pinned draws: changing the scheme changes every saved game's future, so it must not drift."""
    assert game_seed(5, 0) == 5 and game_seed(5, 7) == 5 + 7 * 1_000_003
    assert game_seed(2**63 - 1, 1) == 1_000_002                          # seeds stay in range
    assert chance_rng(5, 0).random() == random.Random("wordgames/5/chance/0").random()
    assert seat_rng(5, 1).random() == random.Random("wordgames/5/seat/1").random()
    assert seat_rng(5, 1, 9).random() == random.Random("wordgames/5/seat/1/9").random()


def test_same_seed_same_game_whatever_the_bots_draw():
    game = CroquetGame()
    a = play(game, [game.make_bot("random", random.Random(1)), game.make_bot("random", random.Random(2))], seed=3)
    b = play(game, [game.make_bot("random", random.Random(1)), game.make_bot("random", random.Random(2))], seed=3)
    assert a.state == b.state and a.steps == b.steps


# -- the registry ----------------------------------------------------------------------------------

def test_every_registered_game_loads_and_matches_its_entry():
    from wordgames.lexicon import Lexicon
    lexicon = Lexicon.from_words(["кот", "ток", "кит"])
    for name, entry in GAMES.items():
        game = entry.load(None, None, lexicon)
        assert game.name == name and game.seats in entry.seats
        assert set(game.rules_dict()) <= {o.name for o in entry.options}
        assert entry.hint is None or entry.hint in entry.bot_names
        assert all(b in entry.bot_names for b in entry.tournament_players)
        json.dumps(entry.to_dict(), ensure_ascii=False)


def test_seats_text():
    assert seats_text((1,)) == "1 player"
    assert seats_text((4, 5)) == "4 or 5 players"


# -- sessions --------------------------------------------------------------------------------------

def test_a_session_round_trips_and_refuses_bad_fields(tmp_path):
    game, session = new_session(CROQUET, "Оля,perfect", seed=9)
    session.actions += [4, 2]
    path = tmp_path / "s.json"
    session.save(path)
    back = Session.load(path)
    assert back.to_dict() == session.to_dict()
    assert back.replay(game).numbers == (4, 2)
    for field, value, message in [("version", 2, "version: this wordgames reads saved games of version 1"),
                                  ("seed", -1, "seed: a whole number"),
                                  ("seed", "5", "seed: a whole number"),
                                  ("actions", {}, "actions: a list"),
                                  ("seats", [], "seats: a list of 1 to 64 seats"),
                                  ("rules", [], "rules: expected an object")]:
        data = session.to_dict() | {field: value}
        with pytest.raises(InputFormatError, match=message):
            Session.from_dict(data, "s.json")


@pytest.mark.parametrize("text, message", [
    ("[" * 5000, "JSON nested deeper than 64 levels"),
    ('{"format": "wordgames-session", "seed": NaN}', "not valid JSON: NaN is not a number JSON allows"),
    ("\xff", "not UTF-8 text (byte 0)"),
])
def test_unreadable_sessions_are_one_located_error(tmp_path, text, message):
    path = tmp_path / "s.json"
    path.write_bytes(text.encode("latin-1") if text == "\xff" else text.encode())
    with pytest.raises(InputFormatError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Session.load(path)


def test_resume_re_seats_with_the_same_number_of_players(tmp_path):
    game, session = new_session(CROQUET, "Оля,Петя", seed=2)
    session.save(tmp_path / "s.json")
    game, resumed, state = resume_session(tmp_path / "s.json", players="perfect,random")
    assert [s.spec for s in resumed.seats] == ["perfect", "random"] and state.numbers == (0, 0)
    with pytest.raises(SeatsError) as e:
        resume_session(tmp_path / "s.json", players="perfect,random,random")
    assert str(e.value).endswith("a game of 2 players; players names 3")        # the parameter, named as data
    assert e.value.text(lambda name: "--" + name).endswith("a game of 2 players; --players names 3")


# -- the human player ------------------------------------------------------------------------------

def test_the_shared_commands_at_the_prompt():
    game = CroquetGame()
    term = ScriptedTerminal(["help", "moves", "hint", "4"])
    human = HumanPlayer("Оля", game, term, hint=lambda view: 4)
    assert human.choose(game.new_initial_state()) == 4
    said = "\n".join(term.said)
    assert "Name a number 1 to 8 above your own last one (0)" in said
    assert "  legal: 1, 2, 3, 4, 5, 6, 7, 8" in said and "  hint: 4" in said
    assert "quit     leave the game" in said


@pytest.mark.parametrize("answers", [["quit"], ["q"], []])
def test_leaving_the_game(answers):
    game = CroquetGame()
    with pytest.raises(LeaveGame):
        HumanPlayer("Оля", game, ScriptedTerminal(answers)).choose(game.new_initial_state())


class Careful(CroquetPresenter):
    """Croquet shown with a question before naming 8 (to test the confirmation the shared player asks)."""

    def confirm(self, view, action):
        return "Name 8?" if action == 8 else None


def test_an_irreversible_move_is_confirmed_and_can_be_refused():
    game = CroquetGame()
    term = ScriptedTerminal(["8", "maybe", "n", "8", "y"])
    assert HumanPlayer("Оля", game, term, presenter=Careful(game)).choose(game.new_initial_state()) == 8
    assert term.said.count("Name 8? (y/n)") == 3 and "  type y (yes) or n (no)" in term.said   # maybe, n; y


def test_undo_takes_back_the_persons_last_move_and_what_followed(tmp_path):
    """Оля names 4, the bot answers, Оля takes it back and names 3 instead: the bot's answer goes too."""
    game, session = new_session(CROQUET, "Оля,perfect", seed=1)
    term = ScriptedTerminal(["4", "undo", "3", "quit"])
    players = make_players(game, CROQUET, session, term)
    told = []
    with pytest.raises(LeaveGame):
        run(game, session, players, save=tmp_path / "s.json", on_take_back=told.append)
    assert [(t.owner, t.taken, t.turns) for t in told] == [("Оля", True, 0)]
    assert session.actions[0] == 3 and len(session.actions) == 2
    assert json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))["actions"] == session.actions


def test_a_person_needs_a_terminal():
    game, session = new_session(CROQUET, "Оля,perfect", seed=1)
    with pytest.raises(ArgumentError, match="'Оля' is a person, and there is no terminal to ask"):
        make_players(game, CROQUET, session, None)


# -- tournaments ----------------------------------------------------------------------------------

def test_tally_hand_computed():
    """A: 10, 30, 20; B: 20, 20, 20.  Means 20 and 20; sd 10 and 0; B wins game 1, A game 2, game 3 is shared."""
    entrants = (SeatSpec("A", "bot", bot="greedy"), SeatSpec("B", "bot", bot="expert"))
    p = Plan(info("battle"), None, entrants, "solo", 1, {}, 1.0)
    outcomes = [GameOutcome(0, 1, (10, 20), (0.1, 0.2), (36, 36)),
                GameOutcome(1, 2, (30, 20), (0.1, 0.2), (36, 36), ((1, "B, move 3: timeout"),)),
                GameOutcome(2, 3, (20, 20), (0.1, 0.2), (36, 36))]
    a, b = tally(p, outcomes)
    assert (a.mean, a.sd, a.best, a.best_game, a.win_rate) == (20, 10, 30, 1, 0.5)
    assert (b.mean, b.sd, b.best, b.best_game, b.win_rate) == (20, 0, 20, 0, 0.5)
    low, high = a.ci95
    assert high - 20 == pytest.approx(1.959964 * 10 / math.sqrt(3))
    assert a.ms_per_move == pytest.approx(1000 * 0.3 / 108)
    assert (a.faults, b.faults) == (0, 1)
    assert set(a.to_dict()) >= {"name", "games", "mean", "sd", "ci95", "best", "win_rate", "ms_per_move"}


def test_seating_turns_every_game_and_teams_swap_colours():
    seats = parse_seats("a,b,c", ("a", "b", "c"), people=False)
    turning = Plan(CROQUET, None, tuple(seats), "table", 1, {}, 1.0)
    assert [turning.seating(i) for i in range(4)] == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]]
    teams = Plan(CROQUET, None, tuple(seats[:2]), "table", 1, {}, 1.0, teams=(0, 1, 0, 1))
    assert [teams.seating(i) for i in range(3)] == [[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1]]


def test_a_tournament_is_reproducible_and_game_i_is_the_game_of_its_seed(tmp_path):
    result = run_tournament(CROQUET, "random,random", games=3, seed=20, records=str(tmp_path))
    again = run_tournament(CROQUET, "random,random", games=3, seed=20, jobs=2)
    assert [o.scores for o in result.outcomes] == [o.scores for o in again.outcomes]
    game = CroquetGame()
    for i in range(3):
        saved = json.loads((tmp_path / f"game-{i + 1:05d}.json").read_text(encoding="utf-8"))
        order = [(s + i) % 2 for s in range(2)]              # the table turns by one seat a game
        seed = game_seed(20, i)
        alone = play(game, [game.make_bot("random", seat_rng(seed, s)) for s in range(2)], seed=seed)
        assert saved["seed"] == seed and saved["returns"] == alone.state.returns()
        assert result.to_dict()["outcomes"][i]["seed"] == seed
        assert [saved["seats"][s]["name"] for s in range(2)] == [["random", "random#2"][k] for k in order]


class MadeCroquet(CroquetGame):
    """Croquet that notes every bot it makes (in the process that makes it)."""

    def __init__(self):
        super().__init__()
        self.made: list[str] = []

    def make_bot(self, kind, rng, settings=None, *, progress=None):
        self.made.append(kind)
        return super().make_bot(kind, rng, settings, progress=progress)


@pytest.mark.parametrize("jobs, parent_made", [(1, ["random"] * 6), (2, ["random"])])
def test_a_forking_tournament_prepares_the_game_once_before_it_forks(jobs, parent_made):
    """With --jobs the parent prepares the game once (by default: one bot of each kind made) and the workers make
    every game's bots; with one job nothing is prepared and this process makes them all (3 games × 2 seats)."""
    seats = parse_seats("random,random", ("random",), people=False)
    game = MadeCroquet()
    result = run_plan(Plan(CROQUET, game, tuple(seats), "table", 20, {}, 1.0), 3, jobs=jobs)
    assert game.made == parent_made
    again = run_tournament(CROQUET, "random,random", games=3, seed=20)
    assert [o.scores for o in result.outcomes] == [o.scores for o in again.outcomes]


def test_tournament_entrants_must_fit_the_table():
    with pytest.raises(SeatsError, match="castle croquet is played by 4 or 5 players; 3 entrants"):
        run_tournament(info("castle"), "random,random,random", games=1)     # no table of two: not in pairs
    with pytest.raises(SeatsError) as e:
        run_tournament(CROQUET, "random", games=1, mode="solo")
    assert e.value.text(lambda name: "--" + name).endswith("is not played alone: use --mode table")
    with pytest.raises(OptionError, match="a tournament has 1 to 1000000 games, not 0"):
        run_tournament(CROQUET, "random,perfect", games=0)


def test_a_standing_of_no_games():
    s = Standing("x", "random")
    assert (s.mean, s.sd, s.win_rate, s.ms_per_move, s.best) == (0.0, 0.0, 0.0, 0.0, None)


def test_as_many_entrants_as_seats_sit_one_a_seat_even_in_a_team_game():
    """Four entrants at a 2x2 table each play every game (the table turns); two entrants play the two teams."""
    four = run_tournament(info("vertical"), "random,greedy,random,greedy", games=2, seed=1)
    assert [s.games for s in four.standings] == [2, 2, 2, 2] and four.mode == "table"
    two = run_tournament(info("vertical"), "random,greedy", games=2, seed=1)
    assert [s.games for s in two.standings] == [2, 2]
    assert sum(s.wins for s in two.standings) == 2


def test_default_players_fit_the_seats_the_rules_make():
    game, session = new_session(info("vertical"), rules={"mode": "1x1"}, seed=1)
    assert [s.spec for s in session.seats] == ["you", "search"] and game.seats == 2


@pytest.mark.parametrize("game, entrants, option, value, says", [
    ("games croquet", "perfect,random", "gates", {"a": 1}, "rules: gates: one of '10-90', '20-90', 'croquar-95', not {'a': 1}"),
    ("games croquet", "perfect,random", "gates", True, "rules: gates: one of '10-90', '20-90', 'croquar-95', not True"),
    ("battle", "greedy", "weights", [1], "rules: weights: one of 'corpus', 'nouns', not [1]"),
    ("battle", "greedy", "size", 10**30, "rules: size: a whole number"),
])
def test_a_saved_game_with_rules_of_the_wrong_kind_is_refused_by_name(tmp_path, game, entrants, option, value, says):
    import json
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    runner = CliRunner()
    runner.invoke(cli, [*game.split(), "tournament", "--players", entrants, "--games", "1", "--records",
                        str(tmp_path), "--no-progress"])
    saved = sorted(tmp_path.glob("*.json"))[0]
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["rules"][option] = value
    saved.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    result = runner.invoke(cli, [*game.split(), "play", "--resume", str(saved)], input="quit\n")
    assert result.exception is None or isinstance(result.exception, SystemExit)   # no traceback
    assert result.exit_code == 2 and f"Error: {saved}: {says}" in result.output


def test_a_saved_game_of_an_unknown_game_is_refused_with_its_file(tmp_path):
    from wordgames.table.sitting import resume_session
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"format": "wordgames-session", "version": 1, "game": "chess", "rules": {},
                                "seats": [{"name": "a", "kind": "human"}], "seed": 1, "actions": []}))
    with pytest.raises(InputFormatError) as e:
        resume_session(path)
    assert str(e.value).startswith(f"{path}: game: unknown game 'chess' (choose from battle")


@pytest.mark.parametrize("value", [9223372036854775808, "yes", None, [True]])
def test_a_saved_bot_setting_is_checked_like_a_rule(tmp_path, value):
    from wordgames.table.sitting import resume_session
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"format": "wordgames-session", "version": 1, "game": "croquet",
                                "rules": {"gates": "10-90"}, "settings": {"no_cache": value},
                                "seats": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}],
                                "seed": 1, "actions": []}))
    with pytest.raises(InputFormatError) as e:
        resume_session(path)
    assert str(e.value) == f"{path}: settings: no_cache: true or false, not {value!r}"


class TellingCroquet(CroquetGame):
    """Croquet whose bots and appraisals say which ``progress`` they were given (the game keeps none)."""

    def __init__(self, told):
        super().__init__()
        self.told = told

    def make_bot(self, kind, rng, settings=None, *, progress=None):
        self.told.append(("bot", progress))
        return super().make_bot(kind, rng, settings, progress=progress)

    def appraise(self, state, action, goal, progress=None):
        self.told.append(("appraise", progress))
        return None


def test_progress_goes_to_whoever_computes_and_the_game_keeps_none():
    """A tournament (its preparation and every bot), a review and a presenter are each given the caller's
    ``progress``; nothing is set on the game for them to find."""
    progress = lambda label, done, total: None     # noqa: E731
    told = []
    game = TellingCroquet(told)
    seats = parse_seats("random,random", ("random",), people=False)
    run_plan(Plan(CROQUET, game, tuple(seats), "table", 20, {}, 1.0), 2, jobs=2, progress=progress)
    run_plan(Plan(CROQUET, game, tuple(seats), "table", 20, {}, 1.0), 1, progress=progress)
    assert told == [("bot", progress)] * 3      # the parent prepares one bot of the kind; one game played here
    told.clear()
    state = game.new_initial_state()
    review_session(game, Session("croquet", game.rules_dict(), [], 1, [game.action_to_json(state.legal_actions()[0])]),
                   progress=progress)
    assert told == [("appraise", progress)]
    assert game.presenter(progress=progress).progress is progress and game.presenter().progress is None
    assert not any(hasattr(game, name) for name in ("progress", "report"))
