"""Cached solver tables: every kind of damage is caught and rebuilt with a note, the folder stays bounded,
and a writer killed at any moment leaves the old table or the new one."""

import os
import signal
import subprocess
import sys
import time
import warnings

import pytest
from hypothesis import given, settings, strategies as st

from wordgames import cache
from wordgames.cache import CacheNote, frame, unframe

PAYLOAD = bytes(range(256)) * 4


@pytest.mark.parametrize("damage, why", [
    (lambda b: b"", "it has no header line"),
    (lambda b: b[:10], "it has no header line"),
    (lambda b: b.replace(b"wordgames-cache", b"wordgames-cachf", 1), "it is not a wordgames cache file"),
    (lambda b: b.replace(b"cache 1 ", b"cache 7 ", 1), "it is of another format"),
    (lambda b: b[:-1], "it is cut short or too long"),
    (lambda b: b + b"\x00", "it is cut short or too long"),
    (lambda b: b[:-1] + bytes([b[-1] ^ 1]), "its checksum does not match"),
    (lambda b: b"PK\x03\x04" + b[4:], "it is not a wordgames cache file"),
])
def test_every_kind_of_damage_is_named(damage, why):
    assert unframe(damage(frame(PAYLOAD))) == (None, why)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_flipped_or_cut_file_is_never_trusted(data):
    good = frame(PAYLOAD)
    kind = data.draw(st.sampled_from(["flip", "cut", "insert"]))
    i = data.draw(st.integers(0, len(good) - 1))
    if kind == "flip":
        bad = good[:i] + bytes([good[i] ^ data.draw(st.integers(1, 255))]) + good[i + 1:]
    elif kind == "cut":
        bad = good[:i]
    else:
        bad = good[:i] + data.draw(st.binary(min_size=1, max_size=8)) + good[i:]
    payload, why = unframe(bad)
    assert payload is None and why


def test_a_damaged_file_is_a_note_and_none(tmp_path):
    path = tmp_path / "t-1.bin"
    path.write_bytes(b"\x00" * 100)
    with pytest.warns(CacheNote, match=r"t-1\.bin is damaged \(it has no header line\); rebuilding it"):
        assert cache.read(path) is None
    with warnings.catch_warnings():
        warnings.simplefilter("error")            # a missing file is no news
        assert cache.read(tmp_path / "missing.bin") is None


def test_the_folder_keeps_the_most_recently_used(tmp_path):
    for i in range(7):
        cache.write(tmp_path / f"t-{i}.bin", PAYLOAD, family="t-*.bin", keep=3)
        os.utime(tmp_path / f"t-{i}.bin", (1000 + i, 1000 + i))
    (tmp_path / "other.bin").write_bytes(b"not ours")
    cache.read(tmp_path / "t-4.bin")                      # used now: kept
    cache.write(tmp_path / "t-9.bin", PAYLOAD, family="t-*.bin", keep=3)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.bin", "t-4.bin", "t-6.bin", "t-9.bin"]


def test_an_unwritable_folder_is_a_note(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.warns(CacheNote, match="cannot be cached"):
        assert cache.write(blocker / "sub" / "t.bin", PAYLOAD, family="t-*.bin") is False


def test_the_yam_table_is_rebuilt_when_damaged(tmp_path):
    from wordgames.games.yam.solver import Table, build_table
    from wordgames.games.yam.sheet import Rules
    from wordgames.games.yam.sheet import BOXES
    table = build_table(Rules(), BOXES[:3])
    path = tmp_path / "yam-v2-dom-x.npz"
    table.save(path)
    assert Table.load(path).values.tolist() == table.values.tolist()
    raw = bytearray(path.read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    path.write_bytes(bytes(raw))
    with pytest.warns(CacheNote, match="checksum"):
        assert Table.load(path) is None
    path.write_bytes(frame(b"PK\x03\x04 not a zip"))          # a good frame around garbage
    with pytest.warns(CacheNote, match="not a Yam table"):
        assert Table.load(path) is None


WRITER = """
import sys
from wordgames import cache
path, n = sys.argv[1], 0
while True:
    n += 1
    cache.write(path, (b"%d " % n) * 200_000, family="k-*.bin")
"""


def test_a_writer_killed_at_any_moment_leaves_a_good_table(tmp_path):
    path = tmp_path / "k-1.bin"
    cache.write(path, b"first", family="k-*.bin")
    for round_ in range(20):                      # 200 kills across every kind of save: tests/test_kills.py
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
        time.sleep(0.15 + 0.013 * round_)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        payload, why = unframe(path.read_bytes())
        assert payload is not None, why


def test_the_cli_says_a_damaged_table_was_rebuilt(tmp_path):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "WORDGAMES_LANG": "en"}
    command = [sys.executable, "-m", "wordgames_cli", "games", "croquet", "solve", "4"]
    first = subprocess.run(command, capture_output=True, text=True, env=env)
    assert first.returncode == 0 and "Warning" not in first.stderr
    [table] = (tmp_path / "wordgames").glob("croquet-*.bin")
    table.write_bytes(table.read_bytes()[:-100])
    again = subprocess.run(command, capture_output=True, text=True, env=env)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert again.stderr == f"Warning: the cached table {table} is damaged (it is cut short or too long); rebuilding it\n"
    assert unframe(table.read_bytes())[0] is not None
