"""The web table's protocol, driven through its sockets by scripted phones (Starlette's test client).

Each of the four games of the issue is played to its end by phones that choose among the legal actions
of the table's state (a seeded ``random.Random``) and send them written in the game's notation; the
session they leave must be the one the library's own loop (``play``) makes of the same seats and moves,
and, for Yam, the one the real command line makes of the same moves typed at a terminal.  Then the
promises of the wire: a double-sent move is applied once, a move for an old position is ignored (after
a reconnect too, which gets the whole current view at once), a second device takes a seat over, a saved
table resumes, and the file written after every move is the one ``play --save`` writes and
``play --resume`` reads.  Nothing here reads a page's markup.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from tests.web_harness import table_server
from tests.web_scripted import Phone, Played, advanced, asked, choose, move, play_out, replay_in_library, seated
from wordgames.registry import info
from wordgames.table.session import Session, load_game

GAMES = [  # (game, players, seed, rules): the four games of the issue, seats as it asks
    ("battle", "Оля,Петя", 11, {"size": 4}),
    ("snake", "Оля,Петя,Маша,Коля", 3, {"hand_size": 4}),
    ("yam", "Оля,Петя", 5, {}),
    ("dixmille", "Оля,Петя", 7, {}),
]


def needs_words(game: str, lexicon):
    return lexicon if info(game).word_game else None


@pytest.mark.parametrize("game, players, seed, rules", GAMES, ids=[g[0] for g in GAMES])
def test_phones_play_to_the_end_with_the_returns_of_play(game, players, seed, rules, lexicon):
    words = needs_words(game, lexicon)
    server = table_server(game, players, seed, lexicon=words, **rules)
    table = server.table
    with seated(server) as (_client, phones):
        played = play_out(table, phones, random.Random(seed))
        last = {seat: phone.view_at(table.index) for seat, phone in phones.items()}
    assert table.finished and table.failure is None and table.session.finished
    assert len(played.moves) > 10
    library = replay_in_library(game, players, seed, played, lexicon=words, **rules)
    assert table.session.actions == library.actions
    assert table.session.returns == library.returns
    assert table.session.result == library.result
    assert all(frame["index"] == len(library.actions) for frame in last.values())


def test_yam_through_the_sockets_ends_as_the_command_line_with_the_same_moves_typed():
    server = table_server("yam", "Оля,Петя", 9)
    with seated(server) as (_client, phones):
        played = play_out(server.table, phones, random.Random(9))
    assert any(played.asks), "no move the terminal confirms: the typed script would not test it"
    cli = subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "yam", "play", "--seed", "9",
                          "--players", "Оля,Петя", "--json"],
                         input=played.typed(), capture_output=True, text=True, timeout=120)
    assert cli.returncode == 0, cli.stderr[-2000:]
    printed = json.loads(cli.stdout)
    assert printed["returns"] == server.table.session.returns
    assert printed["actions"] == server.table.session.actions


def test_a_move_sent_twice_is_applied_once_and_a_move_for_an_old_position_is_ignored():
    server = table_server("yam", "Оля,Петя", 5)
    table = server.table
    with seated(server) as (_client, phones):
        rng = random.Random(5)
        seat, index = asked(table)
        _action, text = choose(table, rng, seat)
        message = {"type": "move", "index": index, "text": text}
        phones[seat].send(message)
        phones[seat].send(message)          # a double tap
        advanced(table, index)
        nxt = asked(table)
        moves_of_seat = [i for i in range(index, table.index) if table.session.replay(table.game, i).current_player() == seat]
        assert moves_of_seat == [index], (index, table.index)
        # the same move again, for the position it answered: ignored, nothing changes
        now = table.index
        other = phones[nxt[0]]
        mark = other.mark()
        other.send({"type": "move", "index": index, "text": text})
        other.send({"type": "view"})
        other.wait_since(mark, lambda f: f.get("type") == "view")
        other.wait_since(mark + 1, lambda f: f.get("type") == "view")
        assert table.index == now and len(table.session.actions) == now and table.accepted is None
        assert asked(table) == nxt


def test_a_reconnecting_phone_gets_the_whole_view_at_once_its_stale_move_is_ignored_and_it_moves_at_once():
    from wordgames.web.render import seat_fragment
    server = table_server("dixmille", "Оля,Петя", 2)
    table = server.table
    with seated(server) as (client, phones):
        rng = random.Random(2)
        played = Played()
        while not [m for m in played.moves if m[0] == 1] or asked(table)[0] != 0:
            move(table, phones, rng, played)
        phones[1].close()                   # Petya's phone sleeps while Olya plays on
        while asked(table)[0] != 1:
            move(table, phones, rng, played)
        _seat, index = asked(table)
        back = Phone(client, table.link_of(1))
        first = back.wait(lambda f: True)
        assert first["type"] == "view" and first["index"] == index
        assert first["html"] == seat_fragment(table, 1, "ru")        # the whole current view, Petya's turn
        assert 'data-mine="yes"' in first["html"]
        _seat, _action, old_text, old_index = [m for m in played.moves if m[0] == 1][-1]   # Petya's last move
        mark = back.mark()
        back.send({"type": "move", "index": old_index, "text": old_text})   # a resend after the reconnect
        back.send({"type": "view"})
        back.wait_since(mark, lambda f: f.get("type") == "view")
        told = back.wait_since(mark + 1, lambda f: f.get("type") == "view")
        assert table.index == index and table.accepted is None
        assert 'class="refusal"' not in told["html"]     # ignored, not read as a move here (nor refused)
        _action, text = choose(table, rng, 1)
        back.send({"type": "move", "index": index, "text": text})
        advanced(table, index)
        back.close()


def test_a_second_device_takes_the_seat_over_and_the_first_is_told_and_let_go():
    server = table_server("yam", "Оля,Петя", 3)
    table = server.table
    with seated(server) as (client, phones):
        seat, index = asked(table)
        first = phones[seat]
        first.view_at(index)
        second = Phone(client, table.link_of(seat))
        assert second.view_at(index)["index"] == index
        first.wait(lambda f: f == {"type": "replaced"})
        assert first.wait_closed() == 4000
        _action, text = choose(table, random.Random(3), seat)
        second.send({"type": "move", "index": index, "text": text})
        advanced(table, index)
        assert table.index > index
        second.close()


def saved_format_keys(tmp_path) -> set[str]:
    """Return the fields of a session file as ``play --save`` writes it (the real command line)."""
    path = tmp_path / "cli.json"
    typed = "k 1\n" * 3
    subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "yam", "play", "--seed", "1", "--players",
                    "Оля,Петя", "--save", str(path)], input=typed, capture_output=True, text=True, timeout=120)
    return set(json.loads(path.read_text(encoding="utf-8")))


def test_the_file_after_every_move_is_a_play_save_file_and_a_resumed_table_ends_as_an_uninterrupted_game(tmp_path):
    from wordgames.web.app import Server
    from wordgames.web.table import Table
    from wordgames.table.sitting import resume_session
    file = tmp_path / "table.json"
    server = table_server("yam", "Оля,Петя", 8, save=file)
    table = server.table
    rng = random.Random(8)
    played = Played()
    checked = []

    def check_file(table, played):          # after every move: the file holds every action so far, replayable
        saved = Session.load(file)
        assert saved.actions == table.session.actions[:len(saved.actions)]
        assert len(saved.actions) >= played.moves[-1][3] + 1
        load_game(saved)
        checked.append(len(saved.actions))

    with seated(server) as (_client, phones):
        for _ in range(12):
            move(table, phones, rng, played)
            check_file(table, played)
        asked(table)                        # the loop waits for a person: the table closes there
    table.stop()
    assert len(checked) == 12 and checked == sorted(checked)
    assert set(json.loads(file.read_text(encoding="utf-8"))) == saved_format_keys(tmp_path)
    copy = tmp_path / "for-the-terminal.json"
    copy.write_text(file.read_text(encoding="utf-8"), encoding="utf-8")
    halfway = len(played.moves)

    game, session, _state = resume_session(file)
    again = Server(Table(game, info("yam"), session, save=file))
    with seated(again) as (_client, phones):
        play_out(again.table, phones, rng, played=played, after_move=check_file)
    library = replay_in_library("yam", "Оля,Петя", 8, played)
    assert again.table.session.actions == library.actions
    assert again.table.session.returns == library.returns
    assert Session.load(file).returns == library.returns and Session.load(file).finished
    # the file the table saved halfway goes on in a terminal: play --resume, the rest of the moves typed
    rest = Played(played.moves[halfway:], played.asks[halfway:])
    cli = subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "yam", "play", "--resume", str(copy),
                          "--json"], input=rest.typed(), capture_output=True, text=True, timeout=120)
    assert cli.returncode == 0, cli.stderr[-2000:]
    assert json.loads(cli.stdout)["returns"] == library.returns


def test_a_move_sent_where_the_table_makes_the_move_itself_is_not_kept_for_later(lexicon):
    """Where a person has no choice the table makes the move (Змейка's «готово» when nothing else is legal);
    a move sent for that position, before the loop comes to it, must not wait in the seat's queue to be played
    at its next turn, against the position it answers."""
    from tests.conftest import playout
    from wordgames.table.sitting import new_session
    from wordgames.web.app import Server
    from wordgames.web.table import Table
    entry = info("snake")
    game, session = new_session(entry, "Оля,Петя,Маша,Коля", seed=4, lexicon=lexicon, rules={"hand_size": 4})
    shown = game.presenter()
    steps = list(playout(game, random.Random(4), bound=3000))
    automatic = next(i for i, (state, _a) in enumerate(steps)
                     if state.current_player() >= 0 and shown.automatic(state.view(state.current_player())))
    before, _action = steps[automatic]
    seat = before.current_player()
    session.actions = [game.action_to_json(a) for _s, a in steps[:automatic]]
    table = Table(game, entry, session)
    view = before.view(seat)
    answer = table.submit(seat, automatic, shown.format_action(view, shown.automatic(view)[0]))
    assert not answer.accepted
    with seated(Server(table)) as (_client, phones):
        play_out(table, phones, random.Random(4))
    assert table.failure is None and table.session.finished
    prefix = [game.action_from_json(a) for a in session.actions[:automatic]]
    assert table.session.actions[:automatic] == [game.action_to_json(a) for a in prefix]
