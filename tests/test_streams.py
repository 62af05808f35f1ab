"""The standard streams at the border: a real process, its output full, closed or piped away, its input closed.

Each case runs ``python -m wordgames_cli`` as a person's shell would start it, so the conditions are
the operating system's own: ``/dev/full``, a closed descriptor, a pipe whose reader has gone, a
narrow encoding, the C locale.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

COMMAND = [sys.executable, "-m", "wordgames_cli"]
FULL = "/dev/full"


def run(args, *, env=None, **kwargs):
    environ = {k: v for k, v in os.environ.items() if k not in ("WORDGAMES_LANG", "LC_ALL", "LANG")}
    environ.update(env or {})
    return subprocess.run(COMMAND + args, env=environ, capture_output=kwargs.pop("capture_output", True),
                          timeout=60, **kwargs)


@pytest.mark.skipif(not os.path.exists(FULL), reason="needs /dev/full")
@pytest.mark.parametrize("args, line", [
    (["doublet", "бант", "коса"], "Error: cannot write the output: No space left on device"),
    (["games", "list", "--json"], "Error: cannot write the output: No space left on device"),
    (["--lang", "ru", "games", "list"], "Ошибка: не удаётся записать вывод: на устройстве нет места"),
    (["dict", "check", "кот"], "Error: cannot write the output: No space left on device"),
])
def test_a_full_device_is_one_error_line(args, line):
    with open(FULL, "w") as full:
        done = run(args, stdout=full, stderr=subprocess.PIPE, capture_output=False)
    assert (done.returncode, done.stderr.decode()) == (2, line + "\n")


@pytest.mark.parametrize("args, line", [
    (["doublet", "бант", "коса"], "Error: standard output is closed: there is nowhere to write the result"),
    (["--lang", "ru", "dict", "check", "кот"], "Ошибка: стандартный вывод закрыт: результат некуда записать"),
])
def test_a_closed_output_is_one_error_line_not_silence(args, line):
    done = subprocess.run(["bash", "-c", 'exec "$@" >&-', "bash", *COMMAND, *args], capture_output=False,
                          stderr=subprocess.PIPE, timeout=60)
    assert (done.returncode, done.stderr.decode()) == (2, line + "\n")


@pytest.mark.parametrize("args", [["games", "list"], ["doublet", "бант", "коса"], ["games", "list", "--json"],
                                  ["battle", "--help"]])
def test_a_reader_that_has_gone_is_a_quiet_exit(args):
    """``wordgames games list | head -1``: the reader asked for no more; status 0, nothing said."""
    read, write = os.pipe()
    process = subprocess.Popen(COMMAND + args, stdout=write, stderr=subprocess.PIPE)
    os.close(write)
    os.close(read)                      # gone before the command has imported click: its first write fails
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err.decode()) == (0, "")


@pytest.mark.parametrize("encoding, first", [("latin-1", r"\u0411\u0410\u041d\u0422"), ("cp1251", "БАНТ")])
def test_an_encoding_without_russian_letters_escapes_them(encoding, first):
    done = run(["doublet", "бант", "коса"], env={"PYTHONIOENCODING": encoding})
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode(encoding).splitlines()[0] == first


def test_the_c_locale_reads_utf8_arguments_as_typed():
    """``LC_ALL=C PYTHONUTF8=0``: the arguments are the UTF-8 bytes typed, not an error about them."""
    done = run(["doublet", "бант", "коса", "--json"], env={"LC_ALL": "C", "PYTHONUTF8": "0",
                                                          "PYTHONCOERCECLOCALE": "0"})
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)            # the letters the locale cannot write are escaped, as JSON escapes them
    assert (answer["links"], answer["chain"][1]) == (4, "рант")


def test_the_c_locale_still_names_bytes_that_are_not_utf8():
    done = run([b"dict", b"check", b"\xff"], env={"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"})
    assert (done.returncode, done.stderr) == (
        2, b"Error: argument 3 is not valid UTF-8: byte 0xff at character 1 (write words in UTF-8)\n")


def test_a_closed_input_ends_a_game_as_the_end_of_input_does():
    done = subprocess.run(["bash", "-c", 'exec "$@" <&-', "bash", *COMMAND, "games", "croquet", "play",
                           "--players", "Оля,random", "--seed", "1"], capture_output=True, timeout=60)
    assert done.returncode == 130
    assert b"Traceback" not in done.stderr and "Game left after 0 turns".encode() in done.stderr


def test_an_endless_typed_line_ends_the_game_instead_of_filling_the_memory():
    """``play </dev/zero``: no line end ever comes; the prompt reads a bounded line and takes the input as ended."""
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([*COMMAND, "games", "croquet", "play", "--players", "Оля,random", "--seed", "1"],
                              stdin=zero, capture_output=True, timeout=60)
    assert done.returncode == 130 and b"Traceback" not in done.stderr and b"MemoryError" not in done.stderr


def test_an_overlong_typed_line_is_asked_again():
    typed = ("а" * 5000 + "\n1\nquit\n").encode()
    done = subprocess.run([*COMMAND, "games", "croquet", "play", "--players", "Оля,random", "--seed", "1"],
                          input=typed, capture_output=True, timeout=60)
    out = done.stdout.decode()
    assert "the line has 5000 characters; a move is at most 4096: type it again" in out
    assert done.returncode == 130 and "Оля names 1: 0 to 1" in out       # the next line is read as usual


@pytest.mark.skipif(not os.path.exists(FULL), reason="needs /dev/full")
@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}])
def test_a_full_device_is_one_error_line_in_an_ascii_locale_too(env):
    """click writes through a text layer of its own over an ASCII stdout's buffer: the failed write is still seen."""
    with open(FULL, "w") as full:
        done = run(["games", "list"], env=env, stdout=full, stderr=subprocess.PIPE, capture_output=False)
    assert (done.returncode, done.stderr.decode()) == (2, "Error: cannot write the output: No space left on device\n")


INTERRUPTED_WHILE_LOADING = """
import builtins, sys
real = builtins.__import__
def interrupted(name, *args, **kwargs):
    if name == "wordgames_cli.main":
        raise KeyboardInterrupt
    return real(name, *args, **kwargs)
builtins.__import__ = interrupted
sys.argv = ["wordgames", "games", "list"]
from wordgames_cli.__main__ import main
main()
"""


def test_a_ctrl_c_while_the_command_loads_leaves_quietly():
    """The script's entry point is cli/__main__.py: a Ctrl-C before the command's modules are loaded is 130, not a
    traceback."""
    done = subprocess.run([sys.executable, "-c", INTERRUPTED_WHILE_LOADING], capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (130, "Aborted.\n")
