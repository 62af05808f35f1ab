"""Fuzzing the command line: generated words on every word-taking command, mutated saved games on every --resume.

Run: ``python tests/benchmarks/bench_fuzz.py [--inputs 2000] [--seed 1]``.
Each input goes through the real command (click's test runner, in process); a run that ends in anything but
an exit status (an exception escaping the command) is a traceback, counted by its type and the line it came
from; a run over 10 s is a hang.  Prints, per surface, tracebacks, hangs and the exit statuses seen.

Words are drawn from Cyrillic and Latin letters, digits, punctuation, control characters, combining marks,
zero-width and line-separator characters, emoji and CJK, from 0 to 300 characters.  Saved games are the
sessions a one-game tournament of each game writes, with one to three of their values replaced by a
value of another type (null, booleans, huge and negative integers, floats, strings, nested arrays and
objects), deleted, or swapped with another part of the file.
"""

from __future__ import annotations

import argparse
import collections
import copy
import json
import random
import tempfile
import time
import traceback
from pathlib import Path

ALPHABETS = ["абвгдеёжзийклмнопрстуфхцчшщъыьэюя", "АБВГДЕЁЖЗ", "abcxyz", "0123456789", " -—_.,!?'\"«»",
             "\t\n\r\x00\x1b", "\u0301\u200b\u2028\ufeff", "😀中ﬁ", "ʼ"]
ODD_VALUES = [None, True, -1, 0, 10**30, 1.5, "", "x", "ёёё", [], {}, [[[]]], {"a": {}}, 2**63, -2**63 - 1, "9" * 50]
GAMES = {  # the command, and the entrants of a one-game tournament that writes a session
    "croquet": ("games croquet", "perfect,random"), "yam": ("games yam", "greedy"),
    "dixmille": ("games dixmille", "cautious,random"), "vertical": ("games vertical", "greedy,random"),
    "battle": ("battle", "greedy"), "lines": ("battle lines", "greedy"), "snake": ("snake", "greedy,random"),
    "castle": ("games castle", "random,random,random,random"),
}


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


def run(surface: str, make, inputs: int) -> None:
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    runner, crashes, codes, hangs = CliRunner(), collections.Counter(), collections.Counter(), 0
    for _ in range(inputs):
        args, stdin = make()
        started = time.perf_counter()
        result = runner.invoke(cli, args, input=stdin)
        hangs += time.perf_counter() - started > 10
        codes[result.exit_code] += 1
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            last = traceback.extract_tb(result.exception.__traceback__)[-1]
            crashes[(type(result.exception).__name__, f"{Path(last.filename).name}:{last.lineno}")] += 1
    print(f"{surface:22} tracebacks {sum(crashes.values()):4} of {inputs}, hangs > 10 s {hangs}, "
          f"exit statuses {dict(sorted(codes.items()))}", flush=True)
    for (kind, where), n in crashes.most_common(5):
        print(f"    {n} × {kind} at {where}")


def session_surfaces(rng: random.Random, folder: Path):
    """Return each game's --resume as a function giving a mutated session (written to a file)."""
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

        def make(base=base, target=target, command=command):
            target.write_text(json.dumps(mutated(base, rng), ensure_ascii=False), encoding="utf-8")
            return [*command.split(), "play", "--resume", str(target)], "quit\n"
        surfaces[f"{name} --resume"] = make
    return surfaces


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    generator = random.Random(args.seed)
    for label, maker in word_surfaces(generator).items():
        run(label, maker, args.inputs)
    with tempfile.TemporaryDirectory() as tmp:
        for label, maker in session_surfaces(generator, Path(tmp)).items():
            run(label, maker, args.inputs)
