"""The border's surfaces of ``bench_fuzz.py``: numbers, typed lines, the standard streams, what a write may replace.

In process (click's runner): numbers written with digits ``int`` refuses (``²``, ``①``) as typed moves and
option values, and ``--save``/``--user-words``/``--records`` aimed at every kind of target (a FIFO, a
folder, a symbolic link, a dangling link, a "folder" that is a file, a device node as root, a read-only
and a full file system as root).  A target that is not a regular file, a new name or a link to one must
come out of the command the kind it went in ("damaged" otherwise).

In real processes (what a runner cannot fake): typed lines of every length up to an endless one
(``/dev/zero``), and standard output full, closed or read by nobody, in encodings without Russian letters
and in the C locale.  Each run is bounded by a timeout (a hang) and its standard error searched for a
traceback.
"""

from __future__ import annotations

import collections
import os
import random
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

NUMBERISH = ["0123456789", "²³¹⁴", "①⑩⑳", "٣٤٥", "ⅷⅫ", "൬߁", "-+ .,=", "аб", "\x00\t"]
COMMAND = [sys.executable, "-m", "wordgames_cli"]
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))       # tests/, for filesystems.py


def number(rng: random.Random) -> str:
    """Return a short text of digits of every kind, now and then with a sign, a space or a letter."""
    return "".join(rng.choice(rng.choice(NUMBERISH)) for _ in range(rng.choice([1, 1, 2, 3, 5])))


def number_surfaces(rng: random.Random) -> dict:
    """Return the surfaces where a number is typed or given: moves at the table and options."""
    lines = lambda k, prefix="": "".join(f"{prefix}{number(rng)}\n" for _ in range(k)) + "quit\n"
    return {
        "numbers: croquet moves": lambda: (["games", "croquet", "play", "--players", "Оля,random", "--seed", "1"],
                                           lines(3)),
        "numbers: yam moves": lambda: (["games", "yam", "play", "--players", "Оля", "--seed", "1"],
                                       lines(2, rng.choice(["s ", "k ", "з ", "о "]))),
        "numbers: dixmille moves": lambda: (["games", "dixmille", "play", "--players", "Оля,random", "--seed", "1"],
                                            lines(3)),
        "numbers: options": lambda: rng.choice([
            (["games", "yam", "advise", "11234", "--set", f"1={number(rng)}"], None),
            (["snake", "play", "--players", "Оля,random", "--bonuses", number(rng)], "quit\n"),
            (["snake", "play", "--players", "Оля,random", "--cards", f"а{number(rng)}"], "quit\n"),
            (["snake", "play", "--players", "Оля,random", "--values", f"щ{number(rng)}"], "quit\n"),
            (["snake", "check", "опера", "--jokers", number(rng)], None),
            (["games", "croquet", "solve", number(rng)], None),
        ]),
    }


# -- what a write may replace -----------------------------------------------------------------------

KINDS = ("new", "regular", "fifo", "folder", "link", "dangling link", "link to a folder", "file as folder",
         "device")


def make_target(folder: Path, kind: str, rng: random.Random) -> Path | None:
    """Make a target of ``kind`` in a fresh place under ``folder``; None where it cannot be made here."""
    place = Path(tempfile.mkdtemp(dir=folder))
    path = place / "target"
    if kind == "regular":
        path.write_text("+кот\n", encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link":
        (place / "real").write_text("+кот\n", encoding="utf-8")
        path.symlink_to(place / "real")
    elif kind == "dangling link":
        path.symlink_to(place / "nowhere")
    elif kind == "link to a folder":
        (place / "dir").mkdir()
        path.symlink_to(place / "dir")
    elif kind == "file as folder":
        (place / "plain").write_text("x", encoding="utf-8")
        return place / "plain" / "target"
    elif kind == "device":
        if os.geteuid() != 0:
            return None
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    return path


def kind_of(path: Path) -> int | None:
    """Return what ``path`` is (its type bits, not following a link), or None when nothing is there."""
    try:
        return stat.S_IFMT(path.lstat().st_mode)
    except OSError:
        return None


def target_surfaces(rng: random.Random, folder: Path, mounts: dict) -> dict:
    """Return the writers aimed at every kind of target (and at read-only and full file systems, as root).

    Each maker returns (arguments, stdin, check): ``check()`` says whether the target came out damaged.
    """
    commands = [
        lambda t: ["games", "croquet", "play", "--players", "random,random", "--seed", "1", "--save", str(t)],
        lambda t: ["dict", "add", "котяра", "--user-words", str(t)],
        lambda t: ["dict", "check", "кот", "--user-words", str(t)],
        lambda t: ["games", "croquet", "tournament", "--players", "random,random", "--games", "1", "--no-progress",
                   "--records", str(t)],
    ]

    def make():
        kinds = list(KINDS) + [k for k in ("read-only", "full") if k in mounts]
        kind = rng.choice(kinds)
        if kind in mounts:
            target = mounts[kind] / rng.choice(["g.json", "words.txt", "records", "new.json"])
        else:
            target = make_target(folder, kind, rng)
            if target is None:
                return make()
        before = kind_of(target)
        replaceable = before in (None, stat.S_IFREG, stat.S_IFLNK)
        args = rng.choice(commands)(target)
        return args, "", lambda: not replaceable and kind_of(target) != before
    return {"file targets": make}


def mount_tmpfs(folder: Path) -> dict:
    """Mount a read-only and a full tmpfs under ``folder`` (root only); return {"read-only": path, "full": path}."""
    from filesystems import mount_tmpfs as mount
    mounts = {}
    for kind in ("read-only", "full"):
        point = folder / kind
        point.mkdir()
        if mount(point, kind):
            mounts[kind] = point
    return mounts


def unmount(mounts: dict) -> None:
    from filesystems import unmount as release
    for point in mounts.values():
        release(point)


# -- real processes ---------------------------------------------------------------------------------

QUICK = [["doublet", "бант", "коса"], ["dict", "check", "кот", "столы"], ["games", "list"], ["games", "list", "--json"],
         ["snake", "challenge", "--played", "опера,раструб", "--claim", "шуба"], ["battle", "--help"],
         ["--lang", "ru", "doublet", "бант", "коса"], ["games", "croquet", "solve", "3"]]
ENCODINGS = [{}, {"PYTHONIOENCODING": "latin-1"}, {"PYTHONIOENCODING": "ascii"}, {"PYTHONIOENCODING": "cp1251"},
             {"LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}]
OUTPUTS = ["pipe", "full", "closed", "gone"]


def typed_line(rng: random.Random) -> bytes | str:
    """Return what a person types at a prompt: lines of every length, or a marker for an endless or a closed input."""
    roll = rng.random()
    if roll < 0.1:
        return "endless"
    if roll < 0.2:
        return "closed"
    length = rng.choice([1, 10, 4000, 4096, 4097, 10_000, 300_000])
    return ("".join(rng.choice("0123456789аб ?/") for _ in range(min(length, 50))) * (length // 50 + 1))[
        :length].encode() + b"\nquit\n"


def process_surfaces(rng: random.Random) -> dict:
    """Return the surfaces run in real processes: each maker returns (arguments, stdin, stdout, environment)."""
    games = [["games", "croquet", "play", "--players", "Оля,random"], ["games", "yam", "play", "--players", "Оля"],
             ["battle", "play", "--players", "Оля,greedy"], ["snake", "play", "--players", "Оля,greedy"]]
    return {
        "typed lines": lambda: ([*rng.choice(games), "--seed", "1"], typed_line(rng), "pipe", {}),
        "output conditions": lambda: (rng.choice(QUICK), b"", rng.choice(OUTPUTS), rng.choice(ENCODINGS)),
    }


def run_process(args, stdin, stdout: str, env: dict, timeout: float = 20) -> tuple[int | None, str, str]:
    """Run the command as a person's shell would; return (exit status or None for a hang, stdout, stderr)."""
    environ = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LANG", "WORDGAMES_LANG")}
    environ.update(env)
    out_read = None
    if stdout == "full":
        out = open("/dev/full", "wb")
    elif stdout in ("pipe", "gone"):
        out_read, out = os.pipe()
    else:
        out = None
    source = subprocess.PIPE if isinstance(stdin, bytes) else open("/dev/zero", "rb") if stdin == "endless" else None
    prefix = ["bash", "-c", 'exec "$@" >&-' if stdout == "closed" else 'exec "$@" <&-' if stdin == "closed"
              else 'exec "$@"', "bash"]
    process = subprocess.Popen([*prefix, *COMMAND, *args], stdin=source, stdout=out, stderr=subprocess.PIPE,
                               env=environ)
    if isinstance(out, int):
        os.close(out)
    elif out is not None:
        out.close()
    if stdout == "gone":
        os.close(out_read)
        out_read = None
    try:
        if out_read is not None:
            import threading
            chunks = []
            reader = threading.Thread(target=lambda: chunks.append(os.read(out_read, 1 << 20)) or _drain(out_read, chunks))
            reader.start()
        _, err = process.communicate(stdin if isinstance(stdin, bytes) else None, timeout=timeout)
        if out_read is not None:
            reader.join(timeout)
        code = process.returncode
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
        code = None
    finally:
        if source not in (None, subprocess.PIPE):
            source.close()
    text = b"".join(chunks).decode("utf-8", "replace") if out_read is not None else ""
    if out_read is not None:
        os.close(out_read)
    return code, text, err.decode("utf-8", "replace")


def _drain(fd: int, chunks: list) -> None:
    while True:
        data = os.read(fd, 1 << 20)
        if not data:
            return
        chunks.append(data)


def run_processes(surface: str, make, inputs: int, raw_echo) -> dict:
    """Run ``inputs`` real processes of one surface; print and return its figures."""
    tracebacks, hangs, echoes, codes = 0, 0, 0, collections.Counter()
    first = None
    for _ in range(inputs):
        args, stdin, stdout, env = make()
        code, out, err = run_process(args, stdin, stdout, env)
        codes[code] += 1
        hangs += code is None
        if "Traceback (most recent call last)" in err:
            tracebacks += 1
            first = first or err.strip().splitlines()[-1]
        echoes += raw_echo(out + err) is not None
    print(f"{surface:22} tracebacks {tracebacks:4} of {inputs}, hangs > 20 s {hangs}, raw echoes {echoes}, "
          f"exit statuses {dict(sorted(codes.items(), key=str))}", flush=True)
    if first:
        print(f"    first traceback: {first}")
    return {"surface": surface, "inputs": inputs, "tracebacks": tracebacks, "hangs": hangs, "echoes": echoes}
