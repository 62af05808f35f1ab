"""``wordgames serve``: the host's lobby, a saved game served on and taken back to a terminal, the lines it prints."""

from __future__ import annotations

import html
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time

import pytest
from starlette.testclient import TestClient

from tests.web_harness import free_port
from wordgames.registry import info
from wordgames.table.sitting import new_session
from wordgames.web.app import Server, create_app
from wordgames.web.table import new_table


def lobby_server():
    return Server(make_table=lambda name, players: new_table(name, players, seed=7))


def test_the_lobby_opens_the_table_the_host_chose():
    server = lobby_server()
    with TestClient(create_app(server)) as client:
        page = client.get(f"/host/{server.host_key}", headers={"accept-language": "ru"})
        assert page.status_code == 200 and 'name="game"' in page.text and "Открыть стол" in page.text
        opened = client.post(f"/host/{server.host_key}", data={"game": "yam", "players": "Оля,Петя,random"},
                             follow_redirects=True)
        assert opened.status_code == 200
        assert server.table is not None and server.table.names == ["Оля", "Петя", "random"]
        links = re.findall(r'href="(/t/[^"]+)"', opened.text.replace(server.base, ""))
        people = [f"/t/{server.table.link_of(seat)}" for seat in (0, 1)]
        assert links == people + [f"/t/{server.table.watch_key}"]   # the people's seats (the bot plays at the
        assert opened.text.count("<svg") == 3       # server), the spectators' link; a QR code for each
        assert client.get(links[1]).status_code == 200
        server.table.stop()


@pytest.mark.parametrize("game, players, said", [
    ("chess", "Оля", "unknown game 'chess'"),
    ("croquet", "Оля,Петя,Маша", "is played by 2 players, not 3"),
])
def test_the_lobby_says_what_is_wrong_in_one_line(game, players, said):
    server = lobby_server()
    with TestClient(create_app(server)) as client:
        page = client.post(f"/host/{server.host_key}", data={"game": game, "players": players})
        problem = re.search(r'<p class="refusal" role="alert">([^<]*)</p>', page.text)
        assert server.table is None and problem is not None and "\n" not in problem.group(1)
        assert said in html.unescape(problem.group(1))


def test_the_host_page_needs_the_host_key():
    server = lobby_server()
    with TestClient(create_app(server)) as client:
        assert client.get("/host/" + "A" * 32).status_code == 404
        assert client.post("/host/" + "A" * 32, data={"game": "yam", "players": "Оля"}).status_code == 404
        assert server.table is None


def _saved_croquet(path, moves):
    """Save a croquet game of two people, ``moves`` played (a file as ``play --save`` writes it)."""
    entry = info("croquet")
    game, session = new_session(entry, "Оля,Петя", seed=1)
    state = game.new_initial_state()
    for move in moves:
        state = state.apply(move)
        session.record(game, move, state)
    session.save(path)
    return game


def _serve(args, cwd):
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "WORDGAMES_LANG": "en"}
    process = subprocess.Popen([sys.executable, "-m", "wordgames_cli", "serve", *args], cwd=cwd, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if line.startswith("Ctrl-C closes the table."):
            port = int(args[args.index("--port") + 1])
            while time.monotonic() < deadline:        # the links are printed as the server starts listening
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    return process, lines
                except OSError:
                    time.sleep(0.05)
    process.kill()
    raise AssertionError("serve did not start: " + "\n".join(lines) + process.stderr.read())


def test_a_saved_game_is_served_on_and_goes_back_to_a_terminal(tmp_path):
    from websockets.sync.client import connect
    saved = tmp_path / "croquet.json"
    _saved_croquet(saved, [4, 2])
    port = free_port()
    process, lines = _serve(["--resume", str(saved), "--port", str(port)], tmp_path)
    try:
        assert lines[0].startswith("Listening on this computer only (127.0.0.1)")
        olya = next(re.search(r"http://\S+/t/(\S+)", line).group(1) for line in lines if line.startswith("  Оля  "))
        with connect(f"ws://127.0.0.1:{port}/ws/{olya}?lang=en") as phone:
            first = json.loads(phone.recv(timeout=10))
            assert first["type"] == "view" and first["index"] == 2
            phone.send(json.dumps({"type": "move", "index": 2, "text": "9"}))   # Оля's 4 then 9: a step of 5
            seen = json.loads(phone.recv(timeout=10))
            while seen["index"] == 2:
                seen = json.loads(phone.recv(timeout=10))
        saved_now = json.loads(saved.read_text(encoding="utf-8"))
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=20)
    assert saved_now["actions"] == [4, 2, 9]          # the move is in the file as soon as it is made
    assert f"go on with: wordgames serve --resume {saved}" in err
    finished = subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "croquet", "play", "--resume",
                               str(saved), "--players", "random,random", "--json"], capture_output=True, text=True,
                              env={**os.environ, "WORDGAMES_LANG": "en"}, timeout=60)
    assert finished.returncode == 0, finished.stderr
    result = json.loads(finished.stdout)
    assert result["actions"][:len(saved_now["actions"])] == saved_now["actions"]
    assert sorted(result["returns"]) == [-1.0, 1.0]
