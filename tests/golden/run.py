"""The golden run: what every command prints, recorded once and compared byte for byte after a change.

A *case* is a list of command lines run one after another in a fresh folder (a review reads the game the
step before saved), in English and in Russian; what is kept of each step is its exit status, standard output
and standard error, and of the case the files it left in its folder (a saved session).  ``--help`` of every
command is kept too, in both languages.  Times (a tournament's seconds and milliseconds per move) are the
only things masked.

    python -m tests.golden.run --record      # write tests/golden/record.json.gz from the code as it is
    python -m tests.golden.run               # compare, one line per difference (test_golden.py does this)
    python -m tests.golden.run --only yam    # compare the cases of one game (and every help)
    python -m tests.golden.run --show KEY    # print what case KEY (``yam-play/ru``) printed, recorded and now

A change that means to change an output records again, and its diff of ``record.json.gz`` (``zcat``) shows what changed.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
RECORD = HERE / "record.json.gz"
LANGS = ("en", "ru")

SQUARE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"    # the rule text's example square
SNAKE = "опера\nра|струб\n"                                       # a placement record


def play(command: str, players: str, seed: int, *extra: str) -> list[list[str]]:
    """Return a seeded game of bots played as text and as JSON (saved), and the saved game resumed."""
    words = command.split()
    return [[*words, "play", "--players", players, "--seed", str(seed), *extra, "--save", "game.json"],
            [*words, "play", "--players", players, "--seed", str(seed), *extra, "--json"]]


CASES: dict[str, list[list[str]]] = {
    "battle-play": play("battle", "random,greedy", 3, "--moves", "12"),
    "battle-play-expert": play("battle", "expert", 5, "--moves", "8"),
    "lines-play": play("battle lines", "expert", 3, "--max-turns", "6"),
    "snake-play": play("snake", "greedy,expert", 2, "--hand-size", "8"),
    "snake-play-4": play("snake", "random,greedy,expert,greedy", 4, "--hand-size", "6"),
    "yam-play": play("games yam", "greedy,random", 1) + [["games", "yam", "review", "game.json"]],
    "yam-play-3": play("games yam", "random,greedy", 2, "--columns", "3", "--opening"),
    "dixmille-play": play("games dixmille", "cautious,random,optimal", 7, "--target", "2000")
    + [["games", "dixmille", "review", "game.json", "--goal", "points", "--blunders"]],
    "croquet-play": play("games croquet", "random,perfect", 3)
    + [["games", "croquet", "review", "game.json"], ["games", "croquet", "review", "game.json", "--json"]],
    "castle-play": play("games castle", "random,random,random,random", 5),
    "castle-play-5": play("games castle", "random,random,random,random,random", 6),
    "vertical-play": play("games vertical", "greedy,random,greedy,random", 3),
    "vertical-play-3p": play("games vertical", "greedy,random,greedy", 4, "--deck", "52"),
    "vertical-play-search": play("games vertical", "search,greedy", 5, "--rollouts", "5"),
    "tournaments": [
        ["battle", "tournament", "--players", "random,greedy", "--games", "3", "--moves", "9", "--json",
         "--no-progress"],
        ["battle", "lines", "tournament", "--players", "random,greedy", "--games", "3", "--max-turns", "5",
         "--json", "--no-progress"],
        ["snake", "tournament", "--players", "greedy,random", "--games", "2", "--hand-size", "6", "--json",
         "--no-progress"],
        ["games", "yam", "tournament", "--players", "random,greedy", "--games", "3", "--json", "--no-progress"],
        ["games", "dixmille", "tournament", "--players", "cautious,random", "--games", "3", "--json",
         "--no-progress"],
        ["games", "croquet", "tournament", "--games", "4", "--json", "--no-progress"],
        ["games", "castle", "tournament", "--games", "2", "--json", "--no-progress"],
        ["games", "vertical", "tournament", "--players", "greedy,random", "--games", "2", "--json",
         "--no-progress"],
    ],
    "doublet": [["doublet", "бант", "коса"], ["doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса",
                                                "коса"],
                ["doublet", "--verify", "бант", "рана", "ранк"], ["doublet", "--oneline", "рак", "суп"],
                ["doublet", "--json", "кот", "пёс"],
                ["doublet", "--puzzle", "--length", "4", "--links", "5-7", "--count", "3", "--seed", "1",
                 "--answers"]],
    "dict": [["dict", "check", "крест", "столы", "москва"], ["dict", "check", "--json", "ёж", "ежи"],
             ["dict", "check", "сапожище", "kot"]],
    "battle-score": [["battle", "score", "square.txt"], ["battle", "score", "--json", "square.txt"],
                     ["battle", "score", "--directions", "8", "square.txt"]],
    "snake": [["snake", "challenge", "--played", "опера,раструб", "--claim", "шуба"],
              ["snake", "challenge", "--played", "опера,раструб"], ["snake", "challenge", "snake.txt", "--json"],
              ["snake", "challenge", "--played", "опера,рак"], ["snake", "challenge", "--json", "--played", "опера,рак"],
              ["snake", "check", "ра|струб", "--after", "опера"], ["snake", "check", "домик", "--after", "ладом"],
              ["snake", "continuations", "тушь"], ["snake", "show", "snake.txt"], ["snake", "show", "--json", "snake.txt"]],
    "solvers": [["games", "croquet", "solve"], ["games", "croquet", "solve", "4", "1", "8", "--all"],
                ["games", "yam", "advise", "23666", "--rolls-left", "2"], ["games", "dixmille", "advise", "115346", "--points", "300"],
                ["games", "dixmille", "advise", "--points", "800", "--dice-left", "2"],
                ["games", "list"], ["games", "list", "--json"]],
    "errors": [["games", "yam", "play", "--players", "a,b,c,d,e,f,g,h,i,j,k"],
               ["games", "croquet", "play", "--players", "x,y,z"], ["games", "dixmille", "play", "--target", "0"],
               ["games", "yam", "review", "missing.json"], ["snake", "play", "--hand-size", "0"],
               ["games", "vertical", "play", "--mode", "3x3", "--players", "a,b"]],
}
"""Every case, by name: the command lines (after ``wordgames``) run in one folder."""

FILES = {"square.txt": SQUARE, "snake.txt": SNAKE}
MASKS = [(re.compile(r'("ms_per_move": )[0-9.e+-]+'), r"\g<1>0"),
         (re.compile(r'("seconds": )[0-9.e+-]+'), r"\g<1>0"),
         (re.compile(r"(?<=, )\d+([.,]\d+)? (s|с)$", re.M), "0 s")]


def masked(text: str) -> str:
    """Return ``text`` with times masked."""
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def environment(lang: str, cache: str) -> dict[str, str]:
    """Return the environment of a golden command: one language, no colour, 80 columns, a cache of its own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("WORDGAMES_", "LC_", "LANG"))}
    env.update(WORDGAMES_LANG=lang, NO_COLOR="1", COLUMNS="80", XDG_CACHE_HOME=cache, PYTHONHASHSEED="0",
               WORDGAMES_USER_WORDS=os.path.join(cache, "user-words.txt"))
    return env


def run_case(name: str, lang: str, caches: str) -> dict:
    """Return what case ``name`` printed and left behind in ``lang``.

    Each case has a cache of its own (``caches``/name-lang): a table one case solved is not found
    by another, so what a case prints does not depend on which ran first.
    """
    steps = []
    cache = os.path.join(caches, f"{name}-{lang}")
    with tempfile.TemporaryDirectory(prefix="golden-") as folder:
        for file, text in FILES.items():
            Path(folder, file).write_text(text, encoding="utf-8")
        for argv in CASES[name]:
            done = subprocess.run([sys.executable, "-m", "wordgames_cli", *argv], cwd=folder, capture_output=True,
                                  env=environment(lang, cache), timeout=600, stdin=subprocess.DEVNULL)
            steps.append({"argv": argv, "code": done.returncode,
                          "stdout": masked(done.stdout.decode("utf-8", "replace")),
                          "stderr": masked(done.stderr.decode("utf-8", "replace"))})
        left = {p.name: p.read_text(encoding="utf-8", errors="replace") for p in sorted(Path(folder).iterdir())
                if p.name not in FILES and p.is_file()}
    return {"steps": steps, "files": left}


HELP_SCRIPT = """
import json, sys
from click.testing import CliRunner
from wordgames_cli.main import cli
import click
def walk(command, path=()):
    yield path
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            yield from walk(command.get_command(ctx, name), path + (name,))
out = {" ".join(path): CliRunner().invoke(cli, ["--lang", sys.argv[1], *path, "--help"]).output
       for path in walk(cli)}
print(json.dumps(out, ensure_ascii=False))
"""


def run_helps(lang: str, cache: str) -> dict[str, str]:
    """Return the ``--help`` of every command in ``lang``."""
    with tempfile.TemporaryDirectory(prefix="golden-help-") as folder:    # the installed code, not the folder's
        done = subprocess.run([sys.executable, "-c", HELP_SCRIPT, lang], cwd=folder, capture_output=True, text=True,
                              env=environment(lang, os.path.join(cache, f"help-{lang}")), check=True, timeout=600)
    return json.loads(done.stdout)


def run_all(cache: str, jobs: int = 2, only: str = "", langs: tuple[str, ...] = LANGS) -> dict:
    """Return the whole golden run: every case and every help, in both languages (``only``: the cases whose
    name, or a command line of which, has this text; ``langs``: the languages the cases run in — every help
    runs in both)."""
    keys = [(name, lang) for name in CASES for lang in langs
            if not only or only in name or any(only in " ".join(argv) for argv in CASES[name])]
    with ThreadPoolExecutor(jobs) as pool:
        helps = {lang: pool.submit(run_helps, lang, cache) for lang in LANGS}
        cases = {key: pool.submit(run_case, *key, cache) for key in keys}
        return {"cases": {f"{name}/{lang}": cases[name, lang].result() for name, lang in keys},
                "help": {lang: helps[lang].result() for lang in LANGS}}


def differences(recorded: dict, now: dict, only: str = "") -> list[str]:
    """Return one line for each output that differs between two golden runs (``only``: of the cases run)."""
    found = []
    if only:
        recorded = {"help": recorded["help"], "cases": {k: v for k, v in recorded["cases"].items() if k in now["cases"]}}
    for lang, pages in recorded["help"].items():
        for command, text in pages.items():
            if now["help"].get(lang, {}).get(command) != text:
                found.append(f"help/{lang}: wordgames {command} --help")
        for command in set(now["help"].get(lang, {})) - set(pages):
            found.append(f"help/{lang}: wordgames {command} --help is new")
    for key, case in recorded["cases"].items():
        other = now["cases"].get(key)
        if other is None:
            found.append(f"{key}: not run")
            continue
        for step, (was, is_) in enumerate(zip(case["steps"], other["steps"]), 1):
            for part in ("code", "stdout", "stderr"):
                if was[part] != is_[part]:
                    found.append(f"{key} step {step} ({' '.join(was['argv'])}): {part} differs")
        if case["files"] != other["files"]:
            found.append(f"{key}: the files left differ ({', '.join(sorted(set(case['files']) | set(other['files'])))})")
    return found


def main(argv: list[str]) -> int:
    only = argv[argv.index("--only") + 1] if "--only" in argv else ""
    with tempfile.TemporaryDirectory(prefix="golden-cache-") as cache:
        now = run_all(cache, only=only)
    if "--record" in argv:
        if only:
            print("--record records the whole run; drop --only")
            return 2
        text = json.dumps(now, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        RECORD.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
        print(f"recorded {len(now['cases'])} cases and {sum(map(len, now['help'].values()))} help pages")
        return 0
    found = differences(json.loads(gzip.decompress(RECORD.read_bytes())), now, only)
    print("\n".join(found) or "the same")
    if found and "--show" in argv:
        key = argv[argv.index("--show") + 1]
        was = json.loads(gzip.decompress(RECORD.read_bytes()))["cases"].get(key)
        for step, (a, b) in enumerate(zip(was["steps"], now["cases"][key]["steps"]), 1):
            for part in ("stdout", "stderr"):
                if a[part] != b[part]:
                    import difflib
                    print(f"--- step {step} {part}")
                    print("\n".join(difflib.unified_diff(a[part].splitlines(), b[part].splitlines(), lineterm="")))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
