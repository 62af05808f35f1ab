"""The user's own words: file format, round trips, effect on lookups, atomic saves."""

import os
import re
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.overlay import UserWords

words = st.text(alphabet="абвгдежзийклмнопрстуфхцчшщъыьэюя", min_size=1, max_size=12)
notes = st.text(alphabet=st.characters(blacklist_categories=("Cc", "Cf", "Cs", "Zl", "Zp")),
                max_size=30).map(lambda s: " ".join(s.split()))


@given(st.dictionaries(words, notes, max_size=8), st.dictionaries(words, notes, max_size=8))
def test_render_parse_round_trip(added, removed):
    removed = {k: n for k, n in removed.items() if k not in added}
    u = UserWords(added=added, removed=removed)
    assert UserWords.parse(u.render()) == u


@given(st.lists(st.tuples(st.sampled_from(["add", "remove", "forget"]), words, notes), max_size=20))
def test_operations_match_a_model(ops):
    """Each word ends in the state of its last operation, as a plain dict model says."""
    u, model = UserWords(), {}
    for op, word, note in ops:
        u = getattr(u, op)(word, note) if op != "forget" else u.forget(word)
        model[word] = None if op == "forget" else (op, note)
    for word, state in model.items():
        if state is None:
            assert word not in u.added and word not in u.removed
        else:
            op, note = state
            assert (u.added if op == "add" else u.removed)[word] == note
            assert word not in (u.removed if op == "add" else u.added)
    assert UserWords.parse(u.render()) == u


def test_overlay_changes_lookups():
    lex = Lexicon.default(UserWords().add("блинчище", "links блин and чище").remove("кофе"))
    assert "блинчище" in lex and "кофе" not in lex
    assert "блинчище" in lex.words(8) and "кофе" not in lex.words(4)
    assert lex.explain("кофе").reason == "«кофе» was removed by the user"
    assert lex.explain("блинчище").reason == "«блинчище» was added by the user (links блин and чище)"
    assert len(lex) == len(lex.without_user_words())  # one in, one out


@pytest.mark.parametrize("text, where, message", [
    ("+кот\nкит\n", (2, 1), "expected '+word' or '-word', found 'кит'"),
    ("  *кот\n", (1, 3), "expected '+word' or '-word', found '*кот'"),
    ("+\n", (1, 2), "a '+' or '-' with no word after it"),
])
def test_malformed_file(text, where, message):
    with pytest.raises(InputFormatError) as e:
        UserWords.parse(text, "u.txt")
    assert (e.value.line, e.value.column, e.value.message) == (*where, message)
    assert str(e.value) == f"u.txt:{where[0]}:{where[1]}: {message}"


WRITER = """
import sys
from wordgames.lexicon.overlay import UserWords
a = UserWords(added={f"слово{i}": "а" * 200 for i in range(2000)})
b = UserWords(removed={f"слово{i}": "б" * 200 for i in range(2000)})
i = 0
while True:
    (a if i % 2 else b).save(sys.argv[1])
    i += 1
"""


def test_atomic_save_survives_kills(tmp_path):
    """Kill a process mid-save again and again: the file is always one whole version."""
    path = tmp_path / "user-words.txt"
    UserWords(added={"кот": ""}).save(path)
    valid = {UserWords(added={"кот": ""}).render(),
             UserWords(added={f"слово{i}": "а" * 200 for i in range(2000)}).render(),
             UserWords(removed={f"слово{i}": "б" * 200 for i in range(2000)}).render()}
    seen = set()
    for delay in [0.05, 0.11, 0.17, 0.23, 0.29, 0.31, 0.37, 0.41, 0.43, 0.47]:
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        text = path.read_text(encoding="utf-8")
        assert text in valid
        seen.add(text)
    assert len(seen) >= 2  # the writer did get to replace the file between kills
    leftovers = [p for p in os.listdir(tmp_path) if p != "user-words.txt"]
    assert all(p.endswith(".tmp") for p in leftovers)  # a killed writer may leave a temp file, never a torn target


@pytest.mark.parametrize("note, says", [
    ("x\n+хакер", "the control character U+000A at character 2"),   # would add «хакер» on the next start
    ("x\rfoo", "the control character U+000D at character 2"),
    ("tab\there", "the control character U+0009 at character 4"),
    ("a\u2028b", "the line separator U+2028 at character 2"),
    ("bad\udcffbyte", "the lone surrogate U+DCFF at character 4"),
    ("x" * 501, "501 characters; at most 500"),
])
def test_a_note_that_would_not_read_back_is_refused(note, says):
    from wordgames.errors import ArgumentError
    with pytest.raises(ArgumentError, match=re.escape(says)):
        UserWords().add("кроп", note)
    with pytest.raises(ArgumentError, match=re.escape(says)):
        UserWords().remove("кроп", note)


@given(st.text(max_size=40))
def test_a_note_is_refused_or_read_back_as_kept(note):
    from wordgames.errors import ArgumentError
    try:
        u = UserWords().add("кроп", note)
    except ArgumentError:
        return
    assert UserWords.parse(u.render()).added == u.added


def test_two_processes_adding_words_at_once_keep_every_addition(tmp_path):
    """Two writers, 40 additions each, at the same time: all 80 words are in the file after."""
    path = tmp_path / "user-words.txt"
    script = ("import sys\nfrom wordgames.lexicon.overlay import UserWords\n"
              "path, prefix = sys.argv[1], sys.argv[2]\n"
              "for i in range(40):\n"
              "    UserWords.edit(path, lambda u: u.add(prefix + 'аб'[i % 2] * (i // 2 + 1)))\n")
    writers = [subprocess.Popen([sys.executable, "-c", script, str(path), prefix]) for prefix in ("кот", "пес")]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]
    added = UserWords.load(path).added
    assert len(added) == 80 and all(w.startswith(("кот", "пес")) for w in added)


def test_an_edit_refused_leaves_the_file_as_it_was(tmp_path):
    from wordgames.errors import ArgumentError
    path = tmp_path / "user-words.txt"
    UserWords.edit(path, lambda u: u.add("кроп", "от укропа"))
    before = path.read_bytes()
    with pytest.raises(ArgumentError):
        UserWords.edit(path, lambda u: u.add("хакер", "x\n+взлом"))
    assert path.read_bytes() == before


def test_a_save_removes_what_killed_saves_left_and_keeps_a_save_in_progress(tmp_path):
    from wordgames.atomic import atomic_write_text
    path = tmp_path / "user-words.txt"
    left = tmp_path / ".user-words.txt.k1ll.tmp"          # a save killed an hour and more ago
    running = tmp_path / ".user-words.txt.n0w.tmp"        # another process saving right now
    other = tmp_path / ".other.txt.old.tmp"               # another file's: not ours to judge
    for p in (left, running, other):
        p.write_text("half", encoding="utf-8")
    os.utime(left, (time.time() - 7200, time.time() - 7200))
    os.utime(other, (time.time() - 7200, time.time() - 7200))
    atomic_write_text(path, "+кроп\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, running.name, other.name])


def test_a_damaged_file_is_reported_line_by_line_and_nothing_is_dropped(tmp_path):
    path = tmp_path / "user-words.txt"
    path.write_text("+кроп  с огорода\nкот без знака\n-кофе\n+\n+блинчик\n", encoding="utf-8")
    env = {**os.environ, "WORDGAMES_USER_WORDS": str(path), "WORDGAMES_LANG": "en"}
    check = subprocess.run([sys.executable, "-m", "wordgames_cli", "dict", "check", "блинчик"],
                           capture_output=True, text=True, env=env)
    assert check.returncode == 0                         # the good entries after a bad line still load
    assert check.stderr.splitlines() == [
        f"Warning: {path}:2:1: expected '+word' or '-word', found 'кот без знака'; "
        "the line is skipped and kept in the file",
        f"Warning: {path}:4:2: a '+' or '-' with no word after it; the line is skipped and kept in the file"]
    add = subprocess.run([sys.executable, "-m", "wordgames_cli", "dict", "add", "кроптябрь"],
                         capture_output=True, text=True, env=env)
    assert add.returncode == 0
    text = path.read_text(encoding="utf-8")
    assert "+кроптябрь\n" in text and "+кроп  с огорода\n" in text and "-кофе\n" in text
    assert text.endswith("# lines that could not be read, kept as they were (mend or delete them):\n"
                         "кот без знака\n+\n")
    again = UserWords.load(path)
    assert sorted(again.added) == ["блинчик", "кроп", "кроптябрь"] and len(again.damaged) == 2


def test_a_user_words_file_over_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    from wordgames.lexicon import overlay
    monkeypatch.setattr(overlay, "MAX_FILE", 100)
    path = tmp_path / "user-words.txt"
    path.write_text("+кот\n" * 100, encoding="utf-8")
    with pytest.raises(InputFormatError, match="over the limit of 100 bytes"):
        UserWords.load(path)
    path.write_bytes(b"+\xd0\xba\xd0\xbe\xd1\x82\n+\xff\n")
    monkeypatch.setattr(overlay, "MAX_FILE", 10**6)
    with pytest.raises(InputFormatError, match=r"user-words.txt:2: not UTF-8 text \(byte 2 of the line\)"):
        UserWords.load(path)
