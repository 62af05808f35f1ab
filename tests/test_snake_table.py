"""Змейка at the table: what a seat sees, the card set kept, people at one terminal, the commands."""

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from click.testing import CliRunner

from wordgames.engine import RandomPlayer
from wordgames.lexicon import Lexicon
from wordgames.registry import info
from wordgames.snake.game import SnakeGame
from wordgames.table.loop import draw_chance
from wordgames_cli.main import cli


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon.default(user_words=None)


def playout(game, seed, steps=None, bots=None):
    """Yield every state of a seeded game between the given bots (random by default)."""
    rng = random.Random(seed)
    players = bots or [RandomPlayer(random.Random(seed * 10 + k)) for k in range(game.seats)]
    state, chances = game.new_initial_state(), 0
    yield state
    n = 0
    while not state.is_terminal() and (steps is None or n < steps):
        if state.is_chance_node():
            action = draw_chance(state, seed, chances)
            chances += 1
        else:
            action = players[state.current_player()].choose(state.view(state.current_player()))
        state = state.apply(action)
        n += 1
        yield state
    assert rng is not None


def cards_on_the_table(s) -> Counter:
    """Every card of a position: hands, stock, snake (a joker as *), discards."""
    seen = Counter("".join(s.hands))
    seen.update(dict(s.stock))
    if s.snake is not None:
        seen.update("*" if c.joker else c.letter for c in s.snake.cards)
    seen.update(s.discards)
    return seen


@pytest.mark.parametrize("seats, seed", [(4, 1), (2, 2), (4, 3)])
def test_the_card_set_is_kept_at_every_step_of_seeded_playouts(lexicon, seats, seed):
    game = SnakeGame({"hand_size": 12}, seats, lexicon)
    deck = game.rules.deck
    assert sum(deck.values()) == 480
    for state in playout(game, seed):
        assert cards_on_the_table(state) == deck
    assert state.is_terminal()


def hidden_swapped(state, seat):
    """The same position with one card of another hand exchanged for a different card of the stock."""
    other = (seat + 1) % state.rules.players
    hand = state.hands[other]
    stock = dict(state.stock)
    if not hand:
        return None                     # the other seat has gone out: nothing hidden in its hand
    give = hand[0]
    take = next((c for c in stock if c != give and stock[c] > 0), None)
    if take is None:
        return None                     # a stock of one letter only, the same as the card: nothing to swap
    stock[take] -= 1
    stock[give] = stock.get(give, 0) + 1
    new_hand = "".join(sorted(hand[1:] + take))
    hands = state.hands[:other] + (new_hand,) + state.hands[other + 1:]
    return replace(state, hands=hands, stock=tuple(sorted((c, n) for c, n in stock.items() if n)))


@pytest.mark.parametrize("bot", ["greedy", "expert"])
def test_a_bot_sees_its_own_hand_and_nothing_hidden(lexicon, bot):
    """Positions that differ only in another hand and the stock look the same to a seat, so its bot plays
    the same: it cannot reach what the table hides."""
    game = SnakeGame({"hand_size": 12}, 4, lexicon)
    checked = 0
    for k, state in enumerate(playout(game, 5)):
        seat = state.current_player()
        if seat < 0 or k % 7:
            continue
        twin = hidden_swapped(state, seat)
        if twin is None:
            continue
        assert twin.hands != state.hands
        assert twin.view(seat) == state.view(seat)
        choices = [game.make_bot(bot, random.Random(9)).choose(s.view(seat)) for s in (state, twin)]
        assert choices[0] == choices[1]
        checked += 1
    assert checked > 20
    view = state.view(0)
    assert set(view.to_dict()) == {"seat", "hand", "snake", "discards", "sizes", "stock", "phase", "to_move",
                                   "turn", "right_by", "right_challenged", "challenger", "out", "left_used",
                                   "points", "received"}
    assert isinstance(view.to_dict()["stock"], int)


# -- the command line -------------------------------------------------------------------------------------


def run(args, input=None):
    return CliRunner().invoke(cli, args, input=input, catch_exceptions=False)


def test_two_people_at_one_terminal_pass_it_and_see_their_own_hands(tmp_path):
    save = tmp_path / "game.json"
    r = run(["snake", "play", "--players", "Оля,Петя", "--seed", "4", "--hand-size", "6", "--save", str(save)],
            input="\n?\ndone\n" + "\n".join("абвгдежзиклмнопрстуфхцчшщъыьэюя*") + "\n")
    out = r.output
    assert "Pass the terminal to Петя. Петя, press Enter when only you can see the screen" in out
    assert "legal:" in out                                  # '?' lists the legal placements too
    assert out.count("your hand:") >= 2
    session = json.loads(save.read_text(encoding="utf-8"))
    assert session["game"] == "snake" and session["seats"][1]["name"] == "Петя"
    again = run(["snake", "play", "--resume", str(save)], input="")
    assert "Resuming after" in again.output


def test_play_against_bots_to_the_end_with_json(lexicon):
    r = run(["snake", "play", "--players", "greedy,greedy", "--seed", "2", "--hand-size", "8", "--json"])
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["game"] == "snake" and len(data["result"]["totals"]) == 2


def test_tournament_at_four_and_two_seats_and_its_records_refereed(tmp_path):
    for seats in ("4", "2"):
        records = tmp_path / seats
        r = run(["snake", "tournament", "--players", "greedy,random", "--games", "2", "--seats", seats,
                 "--hand-size", "8", "--no-progress", "--json", "--records", str(records)])
        assert r.exit_code == 0, r.output
        data = json.loads(r.stdout)
        assert data["games"] == 2 and [p["name"] for p in data["players"]] == ["greedy", "random"]
        for path in sorted(records.iterdir()):
            judged = run(["snake", "referee", str(path), "--json"])
            assert judged.exit_code == 0, judged.output
            sheet = json.loads(judged.stdout)
            saved = json.loads(path.read_text(encoding="utf-8"))
            assert [s["total"] for s in sheet["sides"]] == saved["result"]["totals"]


def test_tournament_seats_must_fit_the_table():
    r = CliRunner().invoke(cli, ["snake", "tournament", "--players", "greedy,random,expert", "--seats", "4",
                                 "--games", "1", "--no-progress"])
    assert r.exit_code == 2 and "3 entrants cannot fill a table of 4" in r.output


RECORD = ("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: струбж\nstart: о\n"
          "Оля: опера; take б к; discard к\n")


@pytest.mark.parametrize("text, code, says", [
    (RECORD, 0, "Every move keeps the rules."),
    (RECORD + "Петя: ра|струб; take н ж; discard щ\n", 1, "line 7, column 27: rule discard: 'щ' is not a card of your hand"),
    ("players: Оля, Петя\nОля: take а б в\n", 2, "game.txt:2:6:"),
    ("\x00\xff garbage", 2, "game.txt:1:1:"),
])
def test_referee_exit_codes_and_messages(tmp_path, text, code, says):
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    r = CliRunner().invoke(cli, ["snake", "referee", str(path)])
    assert r.exit_code == code, r.output
    assert says in r.output
    assert "Traceback" not in r.output


def test_referee_json_keys_are_stable(tmp_path):
    path = tmp_path / "game.txt"
    path.write_text(RECORD, encoding="utf-8")
    data = json.loads(run(["snake", "referee", str(path), "--json"]).stdout)
    assert set(data) == {"players", "legal", "over", "end", "end_code", "findings", "notes", "note_codes",
                         "words", "out", "sides",
                         "winner", "lost_by_challenge"}
    assert data["words"] == [{"player": "Оля", "word": "опера", "points": 7}]
    assert set(data["sides"][0]) == {"words", "left_placements", "bonuses", "distrust", "information", "in_hand",
                                     "total"}


def test_the_registry_entry():
    entry = info("snake")
    assert entry.seats == (2, 4) and entry.bot_names == ("random", "greedy", "expert")
    assert SnakeGame({}, 4, Lexicon.from_words(["опера"])).teams() == (0, 1, 0, 1)
