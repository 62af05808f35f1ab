"""Fuzzing the command line: generated words on every word-taking command, mutated saved games on every --resume.

Run: ``python tests/benchmarks/bench_fuzz.py [--inputs 2000] [--seed 1] [--only SURFACE,...] [--keep DIR]``.
Each input goes through the real command (click's test runner, in process); a run that ends in anything but
an exit status (an exception escaping the command) is a traceback, counted by its type and the line it came
from; a run over 10 s is a hang; an output (standard output or error) holding a raw control, bidi or
format character is raw input echoed to the terminal (the commands write none of their own without a
terminal: colour and clearing are for a terminal only).  Prints, per surface, tracebacks, hangs, raw
echoes and the exit statuses seen.

Words are drawn from Cyrillic and Latin letters, digits, punctuation, control characters, combining marks,
zero-width and line-separator characters, emoji and CJK, from 0 to 300 characters.  Saved games are the
sessions a one-game tournament of each game writes, with one to three of their values replaced by a
value of another type (null, booleans, huge and negative integers, floats, strings, nested arrays and
objects), deleted, or swapped with another part of the file.

The files the other commands read (game records of Змейка, whole-game records, Yam sheets, croquet positions,
word lists with a frequency column, Dix Mille scoring tables, squares of «Словесный бой», castle croquet logs,
the user-words file) start from real examples, text and JSON, and are mutated as bytes (flipped, cut,
repeated, undecodable bytes and control characters put in, a line made huge, a number made huge, nan or
inf) or, for JSON, as values (the replacements above, deep nesting).  ``--only`` runs the surfaces whose
label contains one of the given texts; ``--keep DIR`` writes each input that made a traceback or a hang
to ``DIR/<surface>/``.

The border's surfaces (``fuzz_border.py`` beside this file): numbers in digits ``int`` refuses, as moves
and options; ``--save``, ``--user-words`` and ``--records`` aimed at every kind of target, and at a
read-only and a full file system (as root), counting targets that came out damaged; and, in real
processes, typed lines of every length up to an endless one, and standard output full, closed or read by
nobody, in narrow encodings and the C locale.  A run in process that takes over 30 s is stopped and
counted as a hang.
"""

from __future__ import annotations

import argparse
import collections
import copy
import json
import os
import random
import re
import sys
import tempfile
import time
import traceback
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent

ALPHABETS = ["абвгдеёжзийклмнопрстуфхцчшщъыьэюя", "АБВГДЕЁЖЗ", "abcxyz", "0123456789", " -—_.,!?'\"«»",
             "\t\n\r\x00\x1b", "\u0301\u200b\u2028\ufeff", "😀中ﬁ", "ʼ"]
ODD_VALUES = [None, True, -1, 0, 10**30, 1.5, "", "x", "ёёё", [], {}, [[[]]], {"a": {}}, 2**63, -2**63 - 1, "9" * 50]
GAMES = {  # the command, and the entrants of a one-game tournament that writes a session
    "croquet": ("games croquet", "perfect,random"), "yam": ("games yam", "greedy"),
    "dixmille": ("games dixmille", "cautious,random"), "vertical": ("games vertical", "greedy,random"),
    "battle": ("battle", "greedy"), "lines": ("battle lines", "greedy"), "snake": ("snake", "greedy,random"),
    "castle": ("games castle", "random,random,random,random"),
}


RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]")
"""What a terminal acts on rather than shows: C0 and C1 controls (but line feed and tab), DEL, zero-width,
direction and format marks, line and paragraph separators."""


def raw_echo(text: str) -> str | None:
    """Return the first line of ``text`` holding a raw control, bidi or format character, or None."""
    for line in text.split("\n"):
        if RAW.search(line):
            return line
    return None


def unechoed(output: str, stdin) -> str:
    """Return ``output`` without the typed lines click's runner writes back after each prompt (a terminal's
    echo, which a command given a pipe never makes)."""
    if isinstance(stdin, str):
        for line in set(stdin.split("\n")):
            output = output.replace(f"> {line}\n", "> \n")
    return output


def word(rng: random.Random) -> str:
    n = rng.choice([0, 1, 2, 3, 4, 5, 6, 8, 12, 40, 300])
    return "".join(rng.choice(rng.choice(ALPHABETS)) for _ in range(n))


def word_surfaces(rng: random.Random):
    """Return each word-taking command as a function of the generator giving its arguments (and stdin)."""
    words = lambda k: ",".join(word(rng) for _ in range(k))
    return {
        "dict check": lambda: (["dict", "check", word(rng)], None),
        "doublet A B": lambda: (["doublet", word(rng), word(rng)], None),
        "doublet --verify": lambda: (["doublet", "--verify", words(rng.randint(1, 5))], None),
        "snake check": lambda: (["snake", "check", word(rng), "--after", word(rng)], None),
        "snake continuations": lambda: (["snake", "continuations", word(rng)], None),
        "snake challenge": lambda: (["snake", "challenge", "--played", words(rng.randint(1, 4)), "--claim", word(rng)],
                                    None),
        "battle score -": lambda: (["battle", "score", "-"], "\n".join(word(rng) for _ in range(6))),
    }


def paths_of(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths_of(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths_of(v, path + (i,))


def at(value, path):
    for p in path:
        value = value[p]
    return value


def mutated(data, rng: random.Random):
    """Return a copy of ``data`` with one to three values replaced, deleted or swapped."""
    value = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        places = list(paths_of(value))
        path = rng.choice(places)
        new = copy.deepcopy(rng.choice(ODD_VALUES)) if rng.random() < 0.7 else copy.deepcopy(at(value, rng.choice(places)))
        if not path:
            value = new
            continue
        parent = at(value, path[:-1])
        if rng.random() < 0.2:
            del parent[path[-1]]
        else:
            parent[path[-1]] = new
    return value


class Hang(Exception):
    """A run in process stopped by the alarm."""


def _alarm(signum, frame):
    raise Hang()


def run(surface: str, make, inputs: int, env: dict | None = None, keep: Path | None = None) -> dict:
    """Run ``inputs`` inputs of one surface; print and return its figures.

    ``make()`` returns (arguments, stdin) or (arguments, stdin, the file's bytes and suffix) for a file input,
    or (arguments, stdin, check) where ``check()`` says whether the run damaged what it must not have.
    """
    import signal
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    runner, crashes, codes, hangs = CliRunner(env=env), collections.Counter(), collections.Counter(), 0
    echoes, first_echo, damaged = 0, None, 0
    signal.signal(signal.SIGALRM, _alarm)
    for number in range(inputs):
        made = make()
        args, stdin = made[0], made[1]
        started = time.perf_counter()
        signal.alarm(30)
        try:
            result = runner.invoke(cli, args, input=stdin)
        except Hang:
            result = None
        finally:
            signal.alarm(0)
        if result is None or isinstance(result.exception, Hang):
            hangs += 1
            if keep is not None:
                kept(keep / slug(surface), number, made[:2])
            continue
        hang = time.perf_counter() - started > 10
        hangs += hang
        if len(made) > 2 and callable(made[2]):
            damaged += made[2]()
            made = made[:2]
        codes[result.exit_code] += 1
        crashed = result.exception is not None and not isinstance(result.exception, SystemExit)
        echoed = raw_echo(unechoed(result.stdout, stdin) + result.stderr)
        if echoed is not None:
            echoes += 1
            first_echo = first_echo or echoed
        if crashed:
            last = traceback.extract_tb(result.exception.__traceback__)[-1]
            crashes[(type(result.exception).__name__, f"{Path(last.filename).name}:{last.lineno}")] += 1
        if keep is not None and (crashed or hang):
            kept(keep / slug(surface), number, made)
    print(f"{surface:22} tracebacks {sum(crashes.values()):4} of {inputs}, hangs > 10 s {hangs}, "
          f"raw echoes {echoes}, {f'damaged targets {damaged}, ' if damaged else ''}"
          f"exit statuses {dict(sorted(codes.items()))}", flush=True)
    for (kind, where), n in crashes.most_common(5):
        print(f"    {n} × {kind} at {where}")
    if first_echo is not None:
        print(f"    first raw echo: {first_echo!r}"[:300])
    return {"surface": surface, "inputs": inputs, "tracebacks": sum(crashes.values()), "hangs": hangs,
            "echoes": echoes, "damaged": damaged}


def slug(surface: str) -> str:
    """Return the folder name of a surface: ``snake show`` → ``snake_show``."""
    return re.sub(r"[^a-z0-9]+", "_", surface.lower()).strip("_")


def kept(folder: Path, number: int, made) -> None:
    """Write the input ``made`` to ``folder``: the file's bytes, or the arguments as JSON."""
    folder.mkdir(parents=True, exist_ok=True)
    if len(made) > 2:
        data, suffix = made[2]
        (folder / f"{number:05d}{suffix}").write_bytes(data)
    else:
        (folder / f"{number:05d}.args.json").write_text(
            json.dumps({"args": made[0], "stdin": made[1]}, ensure_ascii=True), encoding="utf-8")


def session_surfaces(rng: random.Random, folder: Path, sessions: dict):
    """Return each game's --resume as a function giving a mutated session (written to a file);
    keep each game's session in ``sessions``."""
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    surfaces = {}
    for name, (command, entrants) in GAMES.items():
        records = folder / name
        CliRunner().invoke(cli, [*command.split(), "tournament", "--players", entrants, "--games", "1",
                                 "--records", str(records), "--no-progress"])
        found = sorted(records.glob("*.json"))
        if not found:
            print(f"{name}: no session written")
            continue
        base, target = json.loads(found[0].read_text(encoding="utf-8")), folder / f"{name}-mutated.json"
        sessions[name] = [base]

        def make(base=base, target=target, command=command):
            data = json.dumps(mutated(base, rng), ensure_ascii=False).encode("utf-8", "surrogatepass")
            target.write_bytes(data)
            return [*command.split(), "play", "--resume", str(target)], "quit\n", (data, ".json")
        surfaces[f"{name} --resume"] = make
    return surfaces


# -- files: real examples, mutated -------------------------------------------------------------------------

ODD_TEXTS = ["nan", "inf", "-inf", "-1", "1e308", "9" * 400, "0x1f", "ё", "\x00", "\u202e", "\udcff", "—", "\t\t",
             "#", "|", "*", "<", ":", ";", "{", "[", "\"", "\\"]
MAX_GROWTH = 8 * 1024 * 1024   # the most one mutation adds (the readers' own limits are tested elsewhere)
ODD_BYTES = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\x1b[2J", b"\r", b"\xef\xbb\xbf", b"\xd0"]


def deep(rng: random.Random):
    """Return a value nested 50 to 5 000 levels deep."""
    value = rng.choice([1, "x", None])
    for _ in range(rng.choice([50, 63, 64, 65, 200, 5000])):
        value = [value] if rng.random() < 0.5 else {"a": value}
    return value


def mutated_bytes(data: bytes, rng: random.Random) -> bytes:
    """Return ``data`` with one to three byte-level changes: flips, cuts, repeats, odd bytes or texts, huge lines."""
    data = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        kind, at_ = rng.randrange(9), rng.randint(0, len(data))
        if kind == 0 and data:                                           # flip a bit
            k = rng.randrange(len(data))
            data[k] ^= 1 << rng.randrange(8)
        elif kind == 1:                                                  # cut
            data = data[:at_]
        elif kind == 2:                                                  # an odd byte
            data[at_:at_] = rng.choice(ODD_BYTES)
        elif kind == 3:                                                  # an odd text
            data[at_:at_] = rng.choice(ODD_TEXTS).encode("utf-8", "surrogatepass")
        elif kind == 4 and data:                                         # a number made odd
            numbers = list(re.finditer(rb"\d+", bytes(data)))
            if numbers:
                m = rng.choice(numbers)
                data[m.start():m.end()] = rng.choice(ODD_TEXTS[:7]).encode()
        elif kind == 5:                                                  # a long line
            data[at_:at_] = rng.choice([b"a", "ё".encode(), b"1", b" ", b"\t", b"."]) * rng.choice([300, 10_000,
                                                                                                   200_000])
        elif kind == 6:                                                  # many lines
            lines = bytes(data).splitlines(keepends=True) or [b"\n"]
            line = rng.choice(lines)
            data[at_:at_] = line * min(rng.choice([10, 1000, 20_000]), MAX_GROWTH // max(len(line), 1))
        elif kind == 7 and data:                                         # delete a span
            data[at_:at_ + rng.randint(1, 40)] = b""
        elif kind == 8:                                                  # a word of odd characters
            data[at_:at_] = word(rng).encode("utf-8", "surrogatepass")
    return bytes(data)


def mutated_json(value, rng: random.Random) -> bytes:
    """Return a JSON file of ``value`` mutated as values (types, huge numbers, deep nesting) or as bytes."""
    roll = rng.random()
    if roll < 0.5:
        return json.dumps(mutated(value, rng), ensure_ascii=False).encode("utf-8", "surrogatepass")
    if roll < 0.65:
        changed = copy.deepcopy(value)
        places = [p for p in paths_of(changed) if p]
        if places:
            path = rng.choice(places)
            at(changed, path[:-1])[path[-1]] = deep(rng)
        try:
            return json.dumps(changed, ensure_ascii=False).encode()
        except RecursionError:
            return b"[" * 5000 + b"]" * 5000
    return mutated_bytes(json.dumps(value, ensure_ascii=False, indent=rng.choice([None, 1])).encode(), rng)


def file_surface(folder: Path, name: str, seeds: list, args, rng: random.Random, stdin_share: float = 0.1):
    """Return a maker of one file surface: a seed (bytes, or a JSON value) mutated and written to a file.

    ``args(path)`` gives the command's arguments; now and then the file goes on standard input (``-``).
    """
    target = folder / f"{slug(name)}.in"

    def make():
        seed = rng.choice(seeds)
        data = mutated_bytes(seed, rng) if isinstance(seed, bytes) else mutated_json(seed, rng)
        if rng.random() < stdin_share:
            return args("-"), data, (data, ".in")
        target.write_bytes(data)
        return args(str(target)), None, (data, ".in")
    return make


def warmed(make, *commands):
    """Return ``make`` that first runs each of ``commands`` once (off the clock), so the tables they build are cached."""
    done = []

    def first():
        if not done:
            from click.testing import CliRunner
            from wordgames_cli.main import cli
            for args in commands:
                CliRunner().invoke(cli, args)
            done.append(True)
        return make()
    return first


SNAKE_RECORD = "# Змейка, a game record\nstart: о\nОля: опера\nПетя: ра|струб\nОля: <кино\nПетя: бур*ан\ndiscard: ж ш\n"
SNAKE_RECORD_JSON = {"start": "о", "moves": [{"word": "опера", "player": "Оля"}, {"word": "раструб", "overlap": 2},
                                             {"word": "кино", "left": True}, {"word": "буран", "jokers": [2]}],
                     "discards": ["ж", "ш"]}
WHOLE_GAME = ("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: струбж\nstart: о\n"
              "Оля: опера; take б к; discard к\nПетя: ра|струб; take н ж; discard ж\nОля: challenge\n"
              "Петя: name рубка\nОля: done; take а а; discard а\nПетя: done; take т т; discard т\n")
YAM_SHEET = ("Позиция\t1-й игрок\t2-й игрок\n1\t0\t2\n2\t10\t6\n3\t9\t15\n4\t16\t20\n5\t10\t15\n6\t12\t18\n"
             "Сумма\t57\t76\nБонус\t0\t30\n-\t21\t19\n+\t31\t20\nДом\t42\t36\nРяд\t50\t0\nЯма\t58\t60\n"
             "Счет\t259\t241\n")
YAM_PARTIAL = "Позиция  Аня [down]  Аня [up]\n1  3  .\n2  6  .\nЯма  .  58\n"
YAM_SHEET_JSON = {"players": [{"name": "Аня", "boxes": {"1": 3, "2": 8, "Ряд": 45, "Яма": 58}},
                              {"name": "Боря", "columns": [{"kind": "down", "boxes": {"1": 2, "2": 4}}]}]}
WORD_LIST = ("# a word list with frequencies\nкот 4.35\nкрест 3.9\nкорт 2.5\nток 3\nрост\t2.2\nсорт 1.2\n"
             "торт 3.3\nкит 3.1\nкот 4\n")
SQUARES = "# name: Оля\nБ О Й К О Т\nад....\nкорт..\n\n# name: Петя\nкотбой\n..ад..\nтрок..\n"
USER_WORDS = "# wordgames user words\n+кроп\tукроп и кроп\n-собака\n+хлорка\n-кот\tне нужен\n"


def file_surfaces(rng: random.Random, folder: Path, sessions: dict):
    """Return the file-reading surfaces, each a maker of mutated inputs."""
    sys.path.insert(0, str(TESTS))
    from test_castle_rules import WORKED_GAME
    from wordgames.games.croquet.game import position_after
    from wordgames.games.dixmille.scoring import TABLES
    enc = lambda text: text.encode("utf-8")
    _, croquet_state = position_after("10-90", [4, 2, 9])
    tables = [TABLES["text"].to_dict(), TABLES["plain"].to_dict(), {"one": 200, "five": 0, "target": 3000}]
    cache = str(folder / "cache")
    user_words = folder / "user-words.txt"
    out = {
        "snake show": file_surface(folder, "snake show", [enc(SNAKE_RECORD), SNAKE_RECORD_JSON],
                                   lambda f: ["snake", "show", f], rng),
        "snake challenge file": file_surface(folder, "snake challenge file", [enc(SNAKE_RECORD), SNAKE_RECORD_JSON],
                                             lambda f: ["snake", "challenge", f, "--claim", "бурлак"], rng),
        "snake referee": file_surface(folder, "snake referee", [enc(WHOLE_GAME), enc(SNAKE_RECORD)]
                                      + sessions.get("snake", []), lambda f: ["snake", "referee", f], rng),
        "yam sheet": file_surface(folder, "yam sheet", [enc(YAM_SHEET), enc(YAM_PARTIAL), YAM_SHEET_JSON],
                                  lambda f: ["games", "yam", "sheet", f], rng),
        "yam advise --sheet": warmed(file_surface(folder, "yam advise --sheet", [enc(YAM_SHEET), YAM_SHEET_JSON],
                                                  lambda f: ["games", "yam", "advise", "23666", "--rolls-left", "2",
                                                             "--sheet", f, "--player", "Аня", "--cache-dir", cache],
                                                  rng),
                                     ["games", "yam", "advise", "23666", "--cache-dir", cache]),
        "croquet --position": warmed(file_surface(folder, "croquet --position", [croquet_state.to_dict()]
                                                  + sessions.get("croquet", []),
                                                  lambda f: ["games", "croquet", "solve", "--position", f], rng),
                                     ["games", "croquet", "solve"], ["games", "croquet", "solve", "--gates", "20-90"]),
        "--dict word list": file_surface(folder, "--dict word list", [enc(WORD_LIST)],
                                         lambda f: ["dict", "check", "кот", "крест", "--dict", f,
                                                    "--min-zipf", "2"], rng, 0.0),
        "dixmille --table": file_surface(folder, "dixmille --table", tables,
                                         lambda f: ["games", "dixmille", "advise", "115346", "--points", "300",
                                                    "--table", f], rng),
        "battle score file": file_surface(folder, "battle score file", [enc(SQUARES)],
                                          lambda f: ["battle", "score", f], rng),
        "castle replay": file_surface(folder, "castle replay", [enc(WORKED_GAME)] + sessions.get("castle", []),
                                      lambda f: ["games", "castle", "replay", f], rng),
    }

    def user_file():
        data = mutated_bytes(enc(USER_WORDS), rng)
        user_words.write_bytes(data)
        return ["dict", "check", "кроп", "собака", "--user-words", str(user_words)], None, (data, ".txt")
    out["user-words file"] = user_file
    return out


def user_word_surfaces(rng: random.Random, path: Path):
    """Return ``dict add`` and ``dict remove`` with generated words and notes, on the user-words file ``path``
    (the runner's WORDGAMES_USER_WORDS), now and then started afresh."""

    def command(name):
        def make():
            if path.exists() and rng.random() < 0.05:
                path.unlink()
            args = ["dict", name, word(rng)]
            if rng.random() < 0.3:
                args += ["--note", word(rng)]
            return args, None
        return make
    return {"dict add": command("add"), "dict remove": command("remove")}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="Run only the surfaces whose label contains one of these, "
                                                   "comma-separated (e.g. 'snake,yam').")
    parser.add_argument("--keep", type=Path, default=None, help="Write each input that crashed or hung here.")
    args = parser.parse_args()
    wanted = [w.strip() for w in args.only.split(",") if w.strip()]
    chosen = lambda label: not wanted or any(w in label for w in wanted)
    generator = random.Random(args.seed)
    figures = []
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import fuzz_border
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {"XDG_CACHE_HOME": str(folder / "cache"), "WORDGAMES_USER_WORDS": str(folder / "user-words.txt")}
        os.environ.update(env)     # the tournaments that write sessions too
        surfaces = dict(word_surfaces(generator))
        surfaces.update(user_word_surfaces(generator, folder / "user-words.txt"))
        sessions: dict = {}
        surfaces.update(session_surfaces(generator, folder, sessions))
        surfaces.update(file_surfaces(generator, folder, sessions))
        surfaces.update(fuzz_border.number_surfaces(generator))
        surfaces["numbers: options"] = warmed(surfaces["numbers: options"], ["games", "croquet", "solve", "3"],
                                              ["games", "yam", "advise", "11234"])    # the tables built off the clock
        mounts = fuzz_border.mount_tmpfs(folder) if chosen("file targets") else {}
        surfaces.update(fuzz_border.target_surfaces(generator, folder, mounts))
        try:
            for label, maker in surfaces.items():
                if chosen(label):
                    figures.append(run(label, maker, args.inputs, env, args.keep))
            for label, maker in fuzz_border.process_surfaces(generator).items():
                if chosen(label):
                    figures.append(fuzz_border.run_processes(label, maker, args.inputs, raw_echo))
        finally:
            fuzz_border.unmount(mounts)
    print()
    print("| surface | tracebacks | hangs | raw echoes | damaged targets |")
    print("|---|---|---|---|---|")
    for f in figures:
        print(f"| `{f['surface']}` | {f['tracebacks']} of {f['inputs']} | {f['hangs']} | {f['echoes']} | "
              f"{f.get('damaged', 0)} |")
