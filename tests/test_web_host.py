"""The table beyond the seats, through its sockets: take-backs every person agrees to, the turn clock, the
host's page (who is connected, a new link for a seat, a seat handed to a bot), the spectators' page, and
what the end offers (the records, the review).  (No browser: Starlette's client and scripted phones;
that a spectator's frames carry no hidden item is judged in test_web_fairness.py.)"""

from __future__ import annotations

import json
import random
import re

from tests.web_harness import table_server
from tests.web_scripted import Phone, advanced, asked, play_out, seated
from wordgames.table.session import Session

HOME = {"accept-language": "ru"}


def html_of(frame) -> str:
    return frame.get("html", "") if isinstance(frame, dict) else ""


def played(phone, table, index: int, text: str):
    """Send the move ``text`` at ``index`` and wait until the table has made it; return who is asked next."""
    phone.send({"type": "move", "index": index, "text": text})
    advanced(table, index)
    return asked(table)


def test_a_move_is_taken_back_only_when_every_other_person_agrees():
    server = table_server("croquet", "Оля,Петя", seed=1)
    table = server.table
    with seated(server) as (client, phones):
        assert asked(table) == (0, 0)
        assert played(phones[0], table, 0, "4") == (1, 1)
        phones[0].send({"type": "undo", "index": 1})
        asking = phones[1].wait(lambda f: 'data-agree="yes"' in html_of(f))
        assert "Оля просит вернуть последний ход человека" in html_of(asking)
        phones[0].wait(lambda f: "ждём согласия: Петя" in html_of(f))
        phones[1].send({"type": "agree", "index": 1, "text": "no"})
        phones[0].wait(lambda f: "Петя не согласен(на): ход остаётся." in html_of(f))
        assert len(table.session.actions) == 1 and asked(table) == (1, 1)      # the move stands
        phones[0].send({"type": "undo", "index": 1})
        phones[1].wait(lambda f: 'data-agree="yes"' in html_of(f) and "ход остаётся" in html_of(f))
        mark = phones[1].mark()
        phones[1].send({"type": "agree", "index": 1, "text": "yes"})
        phones[1].wait_since(mark, lambda f: f.get("index") == 0)
        assert asked(table) == (0, 0)                                          # Оля moves again
        assert table.session.actions == [] and Session.from_dict(json.loads(table.session.text())).actions == []
        back = phones[1].wait(lambda f: f.get("index") == 0 and "Ход игрока Оля взят назад" in html_of(f))
        assert 'data-agree' not in html_of(back)
        phones[0].send({"type": "agree", "index": 0, "text": "yes"})              # nothing asked: ignored
        assert played(phones[0], table, 0, "5") == (1, 1)


def phones_move(table, seat: int) -> str:
    """Return a legal move of ``seat`` now, as a page writes it."""
    state = table.snapshot()[0]
    return table.shown.listed_moves(state.view(seat))[0]


def test_a_take_back_cannot_be_asked_at_a_table_that_takes_none():
    server = table_server("croquet", "Оля,Петя", seed=1)
    server.table.session.undo = False
    with seated(server) as (_client, phones):
        assert asked(server.table) == (0, 0)
        phones[0].send({"type": "undo", "index": 0})
        refused = phones[0].wait(lambda f: 'class="refusal"' in html_of(f))
        assert "За этим столом ходы не возвращают." in html_of(refused)


def test_a_seat_whose_time_runs_out_gets_the_hint_bots_move():
    server = table_server("croquet", "Оля,Петя", seed=1, turn_time=0.6)
    table = server.table
    with seated(server) as (_client, phones):
        clock = phones[0].wait(lambda f: 'role="timer"' in html_of(f))
        assert re.search(r'data-seconds="[01]"', html_of(clock))
        advanced(table, 0, timeout=10)                               # nobody moved for Оля: the clock did
        assert asked(table) == (1, 1)
        told = phones[1].wait(lambda f: 'data-mine="yes"' in html_of(f))
        assert "<li>Оля: время вышло, ход сделан за игрока.</li><li>Оля называет" in html_of(told)
        game = table.game
        start = game.new_initial_state()
        best = game.hint_bot("perfect", random.Random(0), table.session.settings).choose(start.view(0))
        assert table.session.actions == [game.action_to_json(best)]
        phones[0].send({"type": "move", "index": 0, "text": "4"})    # too late: stale, not applied
        assert played(phones[1], table, 1, "2")[1] == 2 and len(table.session.actions) == 2


def test_the_host_sees_who_is_connected_gives_a_seat_a_new_link_and_hands_a_seat_to_a_bot():
    server = table_server("croquet", "Оля,Петя", seed=1)
    table = server.table
    with seated(server) as (client, phones):
        host = Phone(client, server.host_key)
        first = host.wait(lambda f: html_of(f).count(">на связи<") == 2)
        assert html_of(first).count("<svg") == 3                    # a code per person, one for spectators
        assert asked(table) == (0, 0)
        old = table.link_of(0)
        assert client.post(f"/host/{server.host_key}", data={"action": "reseat", "seat": "0"},
                           follow_redirects=False).status_code == 303
        assert phones[0].wait_closed() == 4001                      # the old page is told, and let go
        assert client.get(f"/t/{old}", headers=HOME).status_code == 404
        new = table.link_of(0)
        assert new != old and new in html_of(host.wait(lambda f: table.link_of(0) in html_of(f)))
        host.wait(lambda f: ">не на связи<" in html_of(f))
        again = Phone(client, new)
        assert played(again, table, 0, "4") == (1, 1)
        client.post(f"/host/{server.host_key}", data={"action": "bot", "seat": "1"})
        advanced(table, 1)
        assert asked(table) == (0, 2)                               # the bot moved for Петя
        host.wait(lambda f: "пока играет бот" in html_of(f))
        phones[1].wait(lambda f: "За вас пока играет бот" in html_of(f))
        client.post(f"/host/{server.host_key}", data={"action": "back", "seat": "1"})
        phones[1].wait(lambda f: "Петя снова играет сам(а)." in html_of(f))
        assert played(again, table, 2, phones_move(table, 0)) == (1, 3)   # Петя is asked again
        for bad in ({"action": "bot", "seat": "7"}, {"action": "bot", "seat": "x"}, {"action": "explode", "seat": "1"}):
            assert client.post(f"/host/{server.host_key}", data=bad, follow_redirects=False).status_code == 303
        assert not table.played_by_bot(1)
        host.send({"type": "move", "index": 3, "text": "4"})        # the host's page plays no seat
        assert "только смотрит" in host.wait(lambda f: f.get("type") == "error")["message"]


def test_the_spectators_page_shows_the_position_of_a_game_with_nothing_hidden_and_no_moves():
    server = table_server("croquet", "Оля,Петя", seed=1)
    with seated(server) as (client, _phones):
        page = client.get(f"/t/{server.table.watch_key}", headers=HOME)
        assert page.status_code == 200 and "зритель" in page.text and 'class="game"' in page.text
        assert "ворота 90" in page.text and "это вы" not in page.text     # the course, and nobody is "you"
        assert 'id="move-text"' not in page.text and "data-move" not in page.text
        assert client.get(f"/t/{server.host_key}", headers=HOME).status_code == 404   # the host's key opens no seat


def test_the_end_offers_the_record_and_the_review_to_every_page():
    server = table_server("croquet", "Оля,Петя", seed=2)
    table = server.table
    with seated(server) as (client, phones):
        key = table.link_of(0)
        assert client.get(f"/t/{key}/record.json").status_code == 404          # before the end: hidden cards
        play_out(table, phones, random.Random(2))
        end = phones[0].wait(lambda f: "record.json" in html_of(f) and "data-review" in html_of(f))
        assert f'href="/t/{key}/record.json"' in html_of(end)
        record = client.get(f"/t/{key}/record.json")
        assert record.status_code == 200 and "attachment" in record.headers["content-disposition"]
        assert Session.from_dict(json.loads(record.text)).actions == table.session.actions
        assert client.get(f"/t/{table.watch_key}/record.json").text == record.text
        assert client.get(f"/t/{key}/record.txt").status_code == 404           # croquet has no format of its own
        watcher = Phone(client, table.watch_key)
        watcher.send({"type": "review"})
        for page in (watcher, phones[1]):
            reviewed = page.wait(lambda f: "Разбор: чего стоило каждое решение" in html_of(f))
            assert "Оля:" in html_of(reviewed) and "Петя:" in html_of(reviewed)


def test_a_finished_snake_table_offers_the_record_the_referee_reads(lexicon):
    """The end's ``record.txt`` of Змейка is the whole-game record: the referee finds every move legal and
    counts the totals the game itself counted."""
    from wordgames.registry import info
    from wordgames.snake.referee import referee
    from wordgames.snake.wholegame_reader import parse_text
    from wordgames.table import sitting
    from wordgames.web.table import Table
    entry = info("snake")
    game, session = sitting.new_session(entry, "greedy,expert", seed=2, lexicon=lexicon, rules={"hand_size": 6})
    final = sitting.run(game, session, sitting.make_players(game, entry, session, None)).state
    table = Table(game, entry, session)
    assert table.finished and table.record("json") == session.text()
    sheet = referee(lexicon, parse_text(table.record("txt")))
    assert sheet.findings == [] and sheet.over
    assert [side.total for side in sheet.sides] == sitting.outcome(game, session, final)["result"]["totals"]
