"""Every input the fuzzers ever knocked a command over with, run again through the real command.

``tests/fuzz_regressions/<surface>/`` holds the inputs as ``tests/benchmarks/bench_fuzz.py --keep`` wrote them:
a file the command reads, or ``*.args.json`` (the arguments and standard input of a command that takes words).
Each must now end in an exit status with no traceback: 0 or 1 with a result (a rejected move or sheet may
print its ``Error:`` lines), exactly one ``Error:`` line (exit 2), warnings apart, or 130 for a game left;
and no output may hold a raw control, direction or format character (the typed lines click's runner
writes back after a prompt apart).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli

FOLDER = Path(__file__).parent / "fuzz_regressions"
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")
"""What a terminal acts on rather than shows: no output may hold it raw (bench_fuzz.py counts the same)."""
RESUME = {"croquet": "games croquet", "yam": "games yam", "dixmille": "games dixmille",
          "vertical": "games vertical", "battle": "battle", "lines": "battle lines", "snake": "snake",
          "castle": "games castle"}
COMMANDS = {  # the surface's folder -> its arguments, FILE standing for the input
    "snake_show": "snake show FILE",
    "snake_challenge_file": "snake challenge FILE --claim бурлак",
    "snake_referee": "snake referee FILE",
    "yam_sheet": "games yam sheet FILE",
    "yam_advise_sheet": "games yam advise 23666 --rolls-left 2 --sheet FILE --player Аня --cache-dir CACHE",
    "croquet_position": "games croquet solve --position FILE",
    "dict_word_list": "dict check кот крест --dict FILE --min-zipf 2",
    "dixmille_table": "games dixmille advise 115346 --points 300 --table FILE",
    "battle_score_file": "battle score FILE",
    "castle_replay": "games castle replay FILE",
    "user_words_file": "dict check кроп собака --user-words FILE",
    **{f"{game}_resume": f"{command} play --resume FILE" for game, command in RESUME.items()},
}


def cases():
    for path in sorted(FOLDER.glob("*/*")):
        yield pytest.param(path, id=f"{path.parent.name}/{path.name}")


def invocation(path: Path, tmp_path: Path) -> tuple[list[str], str | None]:
    """Return the arguments and standard input that run the kept input ``path``."""
    if path.name.endswith(".args.json"):
        kept = json.loads(path.read_text(encoding="utf-8"))
        return kept["args"], kept["stdin"]
    template = COMMANDS[path.parent.name]
    args = [str(path) if a == "FILE" else str(tmp_path / "cache") if a == "CACHE" else a for a in template.split()]
    return args, "quit\n" if path.parent.name.endswith("_resume") else None


def test_every_folder_has_its_command():
    assert {p.name for p in FOLDER.iterdir() if p.is_dir()} <= set(COMMANDS) | {
        p.parent.name for p in FOLDER.glob("*/*.args.json")}


@pytest.mark.parametrize("path", list(cases()))
def test_a_kept_input_ends_in_an_exit_status(path, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "user-words.txt"))
    args, stdin = invocation(path, tmp_path)
    result = CliRunner().invoke(cli, args, input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    errors = [line for line in result.stderr.splitlines() if not line.startswith("Warning: ")]
    assert result.exit_code in (0, 1, 2) or (stdin and result.exit_code == 130), result.output   # 130: left
    typed = set((stdin or "").split("\n"))
    shown = "\n".join(line for line in result.output.splitlines() if line.split("> ")[-1] not in typed)
    assert RAW.search(shown) is None, f"raw echo: {shown!r}"
    if result.exit_code == 2:
        assert len(errors) == 1 and errors[0].startswith("Error: "), result.stderr
        assert path.name.endswith(".args.json") or str(path) in errors[0], f"no place: {errors[0]}"
