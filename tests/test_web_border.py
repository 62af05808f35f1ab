"""The web table's border: what a socket or a request may bring, and what the server answers.

Malformed frames get one error line each (a flood: the connection closed) and the table plays on; the
protocol's reader raises nothing but :class:`~wordgames.web.protocol.BadMessage` (hypothesis); a wrong key
opens nothing and hints at no real one; only the package's static files are served; every page carries
the Content-Security-Policy and sends no referrer; the keys hold at least 128 random bits; ``wordgames
serve`` listens on this computer only unless told, says so, and on Ctrl-C leaves its session file whole
and names it; without its packages it says what to install.
"""

from __future__ import annotations

import base64
import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.web_harness import free_port, table_server
from tests.web_scripted import Phone, advanced, asked, choose, seated
from wordgames.web import protocol
from wordgames.web.app import create_app

MALFORMED = [  # (what a page might send, the error line's start); each is answered with one error line
    (b'{"type": "view"}', "$: a text frame is expected"),
    ("not json {", "$: not JSON"),
    ("", "$: not JSON"),
    ("x" * (protocol.MAX_FRAME + 1), f"$: the message is longer than {protocol.MAX_FRAME} bytes"),
    ('{"type": "move", "index": 0, "text": "' + "я" * 3000 + '"}',
     f"$: the message is longer than {protocol.MAX_FRAME} bytes"),
    ("[" * 3000 + "]" * 3000, "$: "),                           # deeper than the JSON reader goes
    ('{"a":' * 1300 + "1" + "}" * 1300, "$: "),
    ("[]", "$: an object is expected"),
    ('"move"', "$: an object is expected"),
    ("null", "$: an object is expected"),
    ('{"type": 5}', "$.type: one of move, hint, undo, agree, review, view, ping is expected"),
    ('{"type": "move", "index": "3", "text": "1"}', "$.index: a number of 0 or more is expected"),
    ('{"type": "move", "index": true, "text": "1"}', "$.index: a number of 0 or more is expected"),
    ('{"type": "move", "index": 1e3, "text": "1"}', "$.index: a number of 0 or more is expected"),
    ('{"type": "move", "index": 0, "text": ["1"]}', "$.text: a move written as text is expected"),
    ('{"type": "view", "seat": 1}', "$.seat: not a field of this message"),
    ('{"type": "move", "index": 0, "text": "\\ud800"}', "$.text: a move is at most 200 printable characters"),
    ('{"type": "move", "index": 0, "text": "1\\u0000"}', "$.text: a move is at most 200 printable characters"),
    ('{"type": "move", "index": 0, "text": "\ud800"}', "$.text: a move is at most 200 printable characters"),
]
assert len(MALFORMED) < 20             # a connection sending 20 of them is closed (app.BAD_MESSAGES)


def test_each_malformed_frame_gets_one_error_line_and_the_table_plays_on():
    server = table_server("yam", "Оля,Петя", 4)
    table = server.table
    with seated(server, "en") as (_client, phones):
        seat, index = asked(table)
        phone = phones[seat]
        phone.view_at(index)
        for frame, start in MALFORMED:
            mark = phone.mark()
            phone.send(frame)
            error = phone.wait_since(mark, lambda f: f.get("type") == "error")
            assert error["message"].startswith(start), (frame[:40], error)
            assert len(error["message"]) < 200 and set(error) == {"type", "message"}
        phone.send({"type": "view"})
        phone.wait_since(mark + 1, lambda f: f.get("type") == "view")
        errors = [f for f in phone.frames if f.get("type") == "error"]
        assert len(errors) == len(MALFORMED)
        assert phone.closed is None and table.index == index and table.failure is None
        _action, text = choose(table, random.Random(4), seat)
        phone.send({"type": "move", "index": index, "text": text})
        advanced(table, index)
        assert table.index > index


def test_a_russian_phone_is_told_what_is_wrong_in_russian():
    import re
    server = table_server("yam", "Оля,Петя", 4)
    with seated(server, "ru") as (_client, phones):
        for frame, _start in MALFORMED:
            mark = phones[0].mark()
            phones[0].send(frame)
            line = phones[0].wait_since(mark, lambda f: f.get("type") == "error")["message"]
            words = [w for w in re.findall(r"[A-Za-z]{2,}", re.sub(r"^\$\S*", "", line))
                     if w not in ("JSON", *protocol.KINDS)]       # the protocol's own names are what they are
            assert words == [] and re.search("[а-я]", line), line


def test_a_connection_that_keeps_sending_what_is_not_the_protocol_is_closed():
    server = table_server("yam", "Оля,Петя", 4)
    with seated(server, "en") as (client, phones):
        for _ in range(40):
            phones[0].send("not json")
        assert phones[0].wait_closed() == 1008
        errors = [f for f in phones[0].frames if f.get("type") == "error"]
        assert len(errors) == 19       # then the 20th closes it


def test_a_flood_of_ten_thousand_messages_closes_the_connection_and_the_table_plays_on():
    server = table_server("yam", "Оля,Петя", 6)
    table = server.table
    with seated(server, "en", quick=False) as (client, phones):
        seat, index = asked(table)
        for _ in range(10_000):
            phones[seat].send({"type": "view"})
        assert phones[seat].wait_closed() == 1008
        views = [f for f in phones[seat].frames if f.get("type") == "view"]
        assert len(views) <= 2 * protocol.Bucket().burst
        back = Phone(client, table.link_of(seat))      # the person reloads the page: the seat is theirs again
        assert back.view_at(index)["index"] == index
        _action, text = choose(table, random.Random(6), seat)
        back.send({"type": "move", "index": index, "text": text})
        advanced(table, index)
        back.close()


TEXT = st.text(st.characters(codec=None), max_size=300)
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | TEXT,
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(TEXT, inner, max_size=5),
                    max_leaves=30)
SHAPED = st.fixed_dictionaries({"type": st.sampled_from(["move", "hint", "view", "x"])},
                               optional={"index": JSON, "text": JSON, "seat": JSON})


def read_or_refuse(frame) -> None:
    try:
        message = protocol.read(frame)
    except protocol.BadMessage as e:
        assert str(e).startswith("$")
        return
    assert message.kind in protocol.KINDS
    if message.kind != "view":
        assert type(message.index) is int and 0 <= message.index < 2**31
    if message.kind == "move":
        assert message.text.isprintable() and len(message.text) <= protocol.MAX_TEXT


@settings(max_examples=300, deadline=None)
@given(st.one_of(TEXT, st.binary(max_size=200), st.none(), st.integers(),
                 JSON.map(lambda d: json.dumps(d)), SHAPED.map(lambda d: json.dumps(d)),
                 SHAPED.map(lambda d: json.dumps(d, ensure_ascii=False))))
def test_the_protocol_reader_raises_nothing_but_bad_message(frame):
    read_or_refuse(frame)


@pytest.mark.parametrize("text, index", [("b3", 0), ("1" * 200, 2**31 - 1)])
def test_the_protocol_reader_takes_a_move(text, index):
    message = protocol.read(json.dumps({"type": "move", "index": index, "text": text}))
    assert (message.kind, message.index, message.text) == ("move", index, text)


def test_a_wrong_or_short_key_opens_nothing_and_hints_at_no_real_key():
    from starlette.testclient import TestClient
    from starlette.websockets import WebSocketDisconnect
    server = table_server("croquet", "Оля,Петя", 1)
    table = server.table
    real = [*table.keys, server.host_key]
    key = next(iter(table.keys))
    wrong = [key[:-1], key[:8], key[1:] + key[0], "x" * len(key), key + "x", key.upper(), "", "%2e%2e"]
    with TestClient(create_app(server)) as client:
        answers = set()
        for k in wrong:
            for path in (f"/t/{k}", f"/host/{k}"):
                r = client.get(path)
                assert r.status_code == 404, path
                assert not any(secret in r.text or secret[:8] in r.text for secret in real)
                answers.add(r.text)
        assert len(answers) == 1       # the same page for every wrong key: no hint of how near it was
        for k in wrong[:-2]:
            with pytest.raises(WebSocketDisconnect) as closed:
                with client.websocket_connect(f"/ws/{k}") as ws:
                    ws.receive_json()
            assert closed.value.code == 1008


@pytest.mark.parametrize("path", ["/t/", "/t/a/b", "/nowhere", "/static/nothing.js", "/host/"])
def test_a_page_that_is_not_there_says_so_in_russian(path):
    import re
    from starlette.testclient import TestClient
    server = table_server("croquet", "Оля,Петя", 1)
    with TestClient(create_app(server)) as client:
        r = client.get(path, headers={"accept-language": "ru-RU,ru"})
        assert r.status_code == 404 and r.headers["content-type"].startswith("text/html")
        shown = re.sub(r"<[^>]*>", " ", r.text.split("<body", 1)[1])
        latin = [w for w in re.findall(r"[A-Za-z]{2,}", shown) if w not in ("wordgames", "English")]
        assert latin == [] and "Эта ссылка не открывает" in shown, shown    # (English: the language switch)


def test_the_host_page_needs_the_host_key():
    from starlette.testclient import TestClient
    server = table_server("croquet", "Оля,Петя", 1)
    seat_key = next(iter(server.table.keys))
    with TestClient(create_app(server)) as client:
        assert client.get(f"/host/{seat_key}").status_code == 404
        host = client.get(f"/host/{server.host_key}")
        assert host.status_code == 200
        assert all(key in host.text for key in server.table.keys)
        assert server.host_key not in client.get(f"/t/{seat_key}").text
        assert client.post(f"/host/{seat_key}", data={"game": "yam"}).status_code == 404


@pytest.mark.parametrize("path", [
    "/static/../app.py", "/static/%2e%2e/app.py", "/static/%2E%2E/table.py", "/static/..%2fapp.py",
    "/static/%2e%2e/%2e%2e/__init__.py", "/static/games/../../app.py", "/static/%2e%2e%2fapp.py",
    "/static/templates/base.html", "/static/../templates/seat.html", "/static/nothing.js", "/static/",
    "/static/table.js.map", "/static//etc/passwd", "/static/%2fetc%2fpasswd", "/static/table.css%00.js",
])
def test_only_the_packages_static_files_are_served(path):
    from starlette.testclient import TestClient
    server = table_server("croquet", "Оля,Петя", 1)
    with TestClient(create_app(server)) as client:
        assert client.get("/static/table.js").status_code == 200
        r = client.get(path)
        assert r.status_code == 404, (path, r.status_code, r.text[:80])


def test_every_response_forbids_inline_script_and_sends_no_referrer():
    from starlette.testclient import TestClient
    server = table_server("croquet", "Оля,Петя", 1)
    key = next(iter(server.table.keys))
    with TestClient(create_app(server)) as client:
        for path in ("/", f"/t/{key}", f"/host/{server.host_key}", "/t/wrong", "/host/wrong", "/static/table.js",
                     "/static/table.css", "/static/nothing.js", "/nowhere"):
            r = client.get(path)
            policy = r.headers.get("content-security-policy", "")
            directives = {d.split()[0]: d.split()[1:] for d in policy.split(";") if d.strip()}
            assert directives.get("script-src") == ["'self'"], (path, policy)
            assert "'unsafe-inline'" not in policy and "'unsafe-eval'" not in policy
            assert directives.get("default-src") == ["'none'"]
            assert r.headers.get("referrer-policy") == "no-referrer", path
            if r.headers.get("content-type", "").startswith("text/html"):
                assert "<script>" not in r.text and " style=" not in r.text and " onclick=" not in r.text


def test_the_keys_hold_at_least_128_random_bits(lexicon):
    server = table_server("snake", "Оля,Петя,Маша,Коля", 1, lexicon=lexicon, hand_size=3)
    keys = [*server.table.keys, server.host_key]
    assert len(set(keys)) == 5
    for key in keys:
        raw = base64.urlsafe_b64decode(key + "=" * (-len(key) % 4))
        assert len(raw) * 8 >= 128, key
        assert base64.urlsafe_b64encode(raw).decode().rstrip("=") == key


def test_a_table_of_people_only_has_a_key_per_person_and_none_for_a_bot():
    server = table_server("yam", "Оля,optimal", 1)
    assert sorted(server.table.keys.values()) == [0]


def non_loopback_address() -> str | None:
    """Return an address of this computer other than the loopback one, or None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") else address


def huge_frame_closes_the_socket_and_the_seat_opens_again(link: str) -> None:
    """Over a real socket (uvicorn): a frame far over the protocol's size is not read at all (the
    connection is closed: message too big); the seat's page connects again and is answered."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect
    address = link.replace("http://", "ws://").replace("/t/", "/ws/")
    with connect(address, open_timeout=10, max_size=2**20) as ws:
        assert json.loads(ws.recv(timeout=10))["type"] == "view"
        ws.send("x" * 1_000_000)
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    with connect(address, open_timeout=10) as ws:
        assert json.loads(ws.recv(timeout=10))["type"] == "view"
        ws.send("{")
        frames = [json.loads(ws.recv(timeout=10)) for _ in range(1)]
        while frames[-1]["type"] != "error":
            frames.append(json.loads(ws.recv(timeout=10)))
        assert frames[-1]["message"].startswith("$: not JSON")


def test_serve_listens_on_this_computer_only_and_ctrl_c_leaves_the_file_whole(tmp_path):
    port = free_port()
    file = tmp_path / "table.json"
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "WORDGAMES_LANG": "en"}
    process = subprocess.Popen([sys.executable, "-m", "wordgames_cli", "serve", "croquet", "--players", "A,B",
                                "--port", str(port), "--save", str(file)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path)
    try:
        lines = []
        deadline = time.monotonic() + 60
        while not any("Ctrl-C" in line for line in lines):
            assert time.monotonic() < deadline and process.poll() is None, lines
            lines.append(process.stdout.readline())
        assert any(line.startswith("Listening on this computer only (127.0.0.1)") for line in lines), lines
        links = [word for line in lines for word in line.split() if "/t/" in word]
        assert len(links) == 2 and all(link.startswith(f"http://127.0.0.1:{port}/t/") for link in links)
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as r:
                    assert r.status == 200
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("nothing answers on 127.0.0.1")
        with urllib.request.urlopen(links[0], timeout=5) as r:
            assert r.status == 200
        huge_frame_closes_the_socket_and_the_seat_opens_again(links[0])
        outside = non_loopback_address()
        if outside is not None:
            with pytest.raises(OSError):
                socket.create_connection((outside, port), timeout=2).close()
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    saved = json.loads(file.read_text(encoding="utf-8"))
    assert saved["format"] == "wordgames-session" and saved["game"] == "croquet" and not saved["finished"]
    assert f"go on with: wordgames serve --resume {file}" in err, err
    assert "Traceback" not in err


def test_without_its_packages_require_says_what_to_install(monkeypatch):
    import importlib.util
    from wordgames.errors import ArgumentError
    from wordgames.web import require
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a, **k: None if name in ("starlette", "segno") else real(name, *a, **k))
    with pytest.raises(ArgumentError) as raised:
        require()
    message = str(raised.value)
    assert "\n" not in message and "pip install" in message
    assert "starlette" in message and "segno" in message and "uvicorn" not in message.split(":")[0]


@pytest.mark.parametrize("args", [["serve", "croquet", "--players", "A,B"], ["serve"]])
def test_serve_without_its_packages_exits_2_with_one_line(monkeypatch, args):
    import importlib.util
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a, **k: None if name == "uvicorn" else real(name, *a, **k))
    result = CliRunner().invoke(cli, ["--lang", "en", *args])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "pip install" in lines[0] and "uvicorn" in lines[0], result.output
    assert "Traceback" not in result.output
