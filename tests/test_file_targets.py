"""What a write may replace, and what a failed write leaves: every file the project writes goes through one writer.

A save replaces a regular file or makes a new one; a symbolic link is written through; a folder, a
device, a FIFO or a socket is refused; a file system that is read-only or full is one ``Error:`` line
naming the file, and the file that was there is untouched.  The read-only and full cases mount a
small tmpfs, which needs root (CI runs as root); elsewhere they are skipped.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from filesystems import mount_tmpfs, unmount
from wordgames.atomic import atomic_write_text
from wordgames.errors import FileWriteError, InputFormatError
from wordgames.lexicon.overlay import MAX_FILE, UserWords

COMMAND = [sys.executable, "-m", "wordgames_cli"]


def run(*args, timeout=60):
    env = {k: v for k, v in os.environ.items() if k not in ("WORDGAMES_LANG", "LC_ALL", "LANG")}
    env["WORDGAMES_USER_WORDS"] = os.devnull
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=timeout, env=env,
                          stdin=subprocess.DEVNULL)


# -- what a write may replace ----------------------------------------------------------------------

def make(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / kind
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        if os.geteuid() != 0:
            pytest.skip("making a device node needs root")
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))      # a null device of our own
    return path


@pytest.mark.parametrize("kind, reason", [
    ("folder", "it is a folder, not a file"),
    ("fifo", "it is a FIFO, not a file"),
    ("device", "it is a device, not a file"),
])
def test_a_write_replaces_only_a_regular_file(tmp_path, kind, reason):
    """A FIFO or a device at the path stays what it was: the write is refused, nothing put in its place."""
    path = make(tmp_path, kind)
    mode = path.lstat().st_mode
    with pytest.raises(FileWriteError) as caught:
        atomic_write_text(path, "{}\n")
    assert str(caught.value) == f"cannot write {path}: {reason}"
    assert path.lstat().st_mode == mode and sorted(p.name for p in tmp_path.iterdir()) == [kind]


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_save_refuses_what_is_not_a_file_before_the_game_starts(tmp_path, kind):
    path = make(tmp_path, kind)
    mode = path.lstat().st_mode
    done = run("games", "croquet", "play", "--players", "Оля,random", "--seed", "1", "--save", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].startswith("Error: ")
    assert "Оля" not in done.stdout + done.stderr     # said before anyone was asked for a move
    assert path.lstat().st_mode == mode


def test_a_symbolic_link_is_written_through_and_stays_a_link(tmp_path):
    """A user-words file kept elsewhere and linked in stays linked after ``dict add``."""
    real = tmp_path / "elsewhere" / "words.txt"
    real.parent.mkdir()
    real.write_text("+кот\n", encoding="utf-8")
    link = tmp_path / "words.txt"
    link.symlink_to(real)
    UserWords.edit(link, lambda words: words.add("котяра"))
    assert link.is_symlink() and Path(os.readlink(link)) == real
    assert set(UserWords.load(real).added) == {"кот", "котяра"}


def test_a_folder_that_is_a_file_is_one_line(tmp_path):
    (tmp_path / "plain").write_text("x")
    with pytest.raises(FileWriteError) as caught:
        atomic_write_text(tmp_path / "plain" / "g.json", "{}\n")
    assert str(caught.value) == f"cannot write {tmp_path / 'plain' / 'g.json'}: Not a directory"


@pytest.mark.parametrize("command", [["dict", "check", "кот"], ["dict", "add", "котяра"], ["dict", "remove", "кот"]])
def test_a_user_words_fifo_is_refused_not_waited_on(tmp_path, command):
    """Reading a FIFO would wait for a writer forever: anything but a regular file is refused before it is opened."""
    fifo = make(tmp_path, "fifo")
    done = run(*command, "--user-words", str(fifo), timeout=30)
    assert (done.returncode, done.stderr) == (2, f"Error: {fifo}: it is a FIFO, not a file\n")


def test_a_user_words_file_is_never_written_past_what_its_reader_takes(tmp_path):
    """``dict add`` near the 16 MiB limit: refused with the reason, and the file stays readable and removable."""
    letters = "абвгдежзийклмнопрстуфхцчшщъыьэюя"

    def word(i):
        return "кот" + "".join(letters[(i >> (5 * k)) % 32] for k in range(4))

    note = "н" * 400

    def size(n):
        return len(UserWords(added={word(i): note for i in range(n)}).render().encode())

    entry = size(2) - size(1)
    count = 1 + (MAX_FILE - size(1)) // entry          # as many as fit: one more won't
    words = UserWords(added={word(i): note for i in range(count)}, path=tmp_path / "w.txt")
    words.save()
    size = words.path.stat().st_size
    assert MAX_FILE - entry < size <= MAX_FILE
    before = words.path.read_bytes()
    with pytest.raises(FileWriteError) as caught:
        UserWords.edit(words.path, lambda w: w.add("котище", note))
    assert "over the limit of 16777216" in caught.value.reason
    assert words.path.read_bytes() == before
    UserWords.edit(words.path, lambda w: w.forget(word(0)))          # still read, and a word can still go
    assert word(0) not in UserWords.load(words.path).added


# -- read-only and full file systems ---------------------------------------------------------------

def mounted(tmp_path: Path, kind: str):
    point = tmp_path / "mnt"
    point.mkdir()
    if not mount_tmpfs(point, kind):
        pytest.skip("mounting a tmpfs needs root")
    try:
        yield point
    finally:
        unmount(point)


@pytest.fixture
def read_only(tmp_path):
    yield from mounted(tmp_path, "read-only")


@pytest.fixture
def full(tmp_path):
    yield from mounted(tmp_path, "full")


@pytest.mark.parametrize("fixture", ["read_only", "full"])
@pytest.mark.parametrize("args, target", [
    (["games", "croquet", "play", "--players", "random,random", "--seed", "1", "--save", "{}/g.json"], "g.json"),
    (["dict", "add", "котяра", "--user-words", "{}/words.txt"], "words.txt"),
    (["games", "croquet", "tournament", "--players", "random,random", "--games", "2", "--no-progress",
      "--records", "{}/records"], "records"),
])
def test_a_file_system_that_takes_no_write_is_one_line_and_keeps_the_file(request, fixture, args, target):
    point = request.getfixturevalue(fixture)
    before = {p.name: p.read_bytes() for p in point.iterdir() if p.is_file() and p.name != "filler"}
    done = run(*[a.format(point) for a in args])
    reason = {"read_only": "Read-only file system", "full": "No space left on device"}[fixture]
    assert done.returncode == 2 and "Traceback" not in done.stderr
    last = done.stderr.splitlines()[-1]
    if fixture == "full" and target == "records":            # a folder still fits where a file does not
        assert last.startswith(f"Error: cannot write {point}/records/game-00001.json: ")
    else:
        assert last == f"Error: cannot write {point}/{target}: {reason}"
    after = {p.name: p.read_bytes() for p in point.iterdir() if p.is_file() and p.name != "filler"}
    assert {k: v for k, v in after.items() if k in before} == before
    assert not [p for p in point.iterdir() if p.name.endswith(".tmp")]
