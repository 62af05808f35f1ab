"""Games played to the end in Russian in a real terminal (a pseudo-terminal): each line is typed when the
program's prompt is on the screen, read by the program as from a keyboard, and the transcript is the screen."""

import os
import pty
import select
import subprocess
import sys

from tests.i18n_helpers import croquet_script


def in_a_terminal(args: list[str], typed: list[str], timeout: float = 60.0) -> tuple[int, str]:
    """Run ``wordgames ARGS`` on a pseudo-terminal, typing each of ``typed`` at a prompt; return (exit code, screen)."""
    master, slave = pty.openpty()
    env = {**os.environ, "NO_COLOR": "1", "WORDGAMES_LANG": "en"}
    proc = subprocess.Popen([sys.executable, "-m", "wordgames_cli", *args], stdin=slave, stdout=slave, stderr=slave,
                            env=env, close_fds=True, start_new_session=True)
    os.close(slave)
    screen, todo = b"", list(typed)
    while True:
        ready, _w, _x = select.select([master], [], [], timeout)
        if not ready:                                     # nothing for a minute: the game is stuck
            proc.kill()
            break
        try:
            data = os.read(master, 65536)
        except OSError:                                   # the program closed the terminal: it has ended
            break
        if not data:
            break
        screen += data
        if todo and screen.rstrip(b" ").endswith(b">"):   # a prompt waits: type the next line
            os.write(master, todo.pop(0).encode() + b"\n")
    os.close(master)
    return proc.wait(timeout=10), screen.decode("utf-8", "replace").replace("\r\n", "\n")


def test_an_arithmetical_croquet_game_to_the_end_in_a_russian_terminal():
    typed, winner = croquet_script(4)
    code, screen = in_a_terminal(["--lang", "ru", "games", "croquet", "play", "--players", "Оля,perfect",
                                  "--seed", "4"], ["ходы", "9", *typed])
    lines = screen.splitlines()
    assert code == 0, screen[-400:]
    assert lines[0] == "Ходит Оля: число 0 (у партнёра 0); впереди ворота 10"
    assert lines[1:3] == ["Оля, ваше число > ходы", "  можно: 1, 2, 3, 4, 5, 6, 7, 8"]
    assert lines[3:5] == ["Оля, ваше число > 9", "  правило 1: первое число должно быть от 1 до 8 — попробуйте ещё раз"]
    assert lines[-1] == ("Оля выигрывает." if winner == 0 else "perfect выигрывает.")
