"""A received file chooses no place on disk: settings never name paths, pruning removes only the project's files.

A saved game's ``settings.cache_dir`` once made ``play --resume`` write Yam's 5 MB table into the folder it
named (creating it) and remove the files there whose names matched the cache's pattern.  Now such a setting is
ignored with one ``Warning:`` line, is never saved, and the cache folder is the user's own
(``$XDG_CACHE_HOME/wordgames``); a person's ``--cache-dir`` stays the person's choice.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wordgames import cache
from wordgames.registry import GAMES, info
from wordgames_cli.main import cli


@pytest.fixture(autouse=True)
def private_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def yam_session(tmp_path, settings, columns=1, seats=("random", "random")):
    """A Yam game two actions in (a throw and a keep), with the given settings, as a file."""
    data = {"format": "wordgames-session", "version": 1, "game": "yam",
            "rules": {"columns": columns, "dom": "full-house", "yama": "four-of-a-kind", "opening": False},
            "settings": settings, "seats": [{"name": s, "kind": "bot", "bot": s} for s in seats],
            "seed": 1, "actions": [[1, 2, 5, 6, 6], {"keep": [1, 5, 6, 6]}], "undo": True, "finished": False,
            "returns": None, "result": None}
    path = tmp_path / "received.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_every_path_option_of_every_game_is_marked_and_never_resumed():
    """An option whose value names a folder or a file is known as one, and a saved game never keeps it."""
    named = {(g.name, o.name) for g in GAMES.values() for o in g.options
             if o.metavar in ("DIR", "FILE", "PATH") and o.reader is None}
    assert named == {("yam", "cache_dir")}
    for game, option in named:
        marked = next(o for o in info(game).options if o.name == option)
        assert marked.path and not marked.resumed


def test_a_received_cache_dir_is_ignored_with_one_line_and_not_saved_again(tmp_path):
    victim = tmp_path / "victim" / "deep"
    path = yam_session(tmp_path, {"cache_dir": str(victim)})
    result = CliRunner().invoke(cli, ["games", "yam", "play", "--resume", str(path),
                                      "--players", "random,random"])
    assert result.exit_code == 0, result.output
    warnings = [line for line in result.stderr.splitlines() if line.startswith("Warning:")]
    assert warnings == [f"Warning: {path}: settings.cache_dir is ignored: a saved game does not choose "
                        "where files are written"]
    assert not (tmp_path / "victim").exists()
    assert "cache_dir" not in json.loads(path.read_text(encoding="utf-8"))["settings"]


def test_a_received_cache_dir_reaches_no_bot(tmp_path):
    """The expert bot's tables are looked for in the user's cache folder, not where the file says."""
    from wordgames.table import sitting
    path = yam_session(tmp_path, {"cache_dir": str(tmp_path / "victim")}, columns=3, seats=("expert", "expert"))
    with pytest.warns(UserWarning, match="settings.cache_dir is ignored"):
        game, session, _state = sitting.resume_session(path)
    players = sitting.make_players(game, info("yam"), session, None)
    assert "cache_dir" not in session.settings
    assert [p._tables.args for p in players] == [(None,), (None,)]      # where the expert bots look for their tables


def test_a_persons_cache_dir_is_still_theirs_but_not_saved(tmp_path):
    """``--cache-dir`` on the command line is the person's choice for this run; the saved game does not keep it."""
    from wordgames.table import sitting
    from wordgames.table.session import Session
    game, session = sitting.new_session(info("yam"), "random,random", settings={"cache_dir": str(tmp_path / "c")},
                                        seed=1)
    assert session.settings == {"cache_dir": str(tmp_path / "c")}
    assert Session.from_dict(session.to_dict()).settings == {}


@pytest.mark.parametrize("content", [
    b"my own notes",                                   # a user's file with a cache-like name
    b"",                                               # empty
    b"wordgames-cache\n",                              # the word alone is not a header
    b"wordgames-cache 1 x y\nvalues",                  # a header's shape without its numbers
])
def test_prune_never_removes_a_file_without_the_header(tmp_path, content):
    """Only files the project wrote are removed, known by their header line, whatever their names."""
    folder = tmp_path / "cache" / "wordgames"
    folder.mkdir(parents=True)
    mine = [folder / f"t-{i}.bin" for i in range(3)]
    for i, p in enumerate(mine):
        p.write_bytes(content)
    for i in range(6):
        assert cache.write(folder / f"t-new{i}.bin", b"values %d" % i, family="t-*.bin")
    assert all(p.read_bytes() == content for p in mine)
    ours = sorted(p.name for p in folder.glob("t-new*.bin"))
    assert len(ours) == cache.KEEP


def test_prune_removes_a_link_never_what_it_points_at(tmp_path):
    folder = tmp_path / "cache"
    folder.mkdir()
    target = tmp_path / "precious.bin"
    target.write_bytes(cache.frame(b"a table someone keeps elsewhere"))
    (folder / "t-link.bin").symlink_to(target)
    for i in range(cache.KEEP + 2):
        cache.write(folder / f"t-{i}.bin", bytes([i]), family="t-*.bin")
    assert target.read_bytes() == cache.frame(b"a table someone keeps elsewhere")
    assert (folder / "t-link.bin").is_symlink()


@pytest.mark.slow
def test_the_optimal_bot_builds_its_table_in_the_users_cache_only(tmp_path):
    """End to end: the 5 MB table goes to $XDG_CACHE_HOME/wordgames; the folder the file names is not made."""
    victim = tmp_path / "victim"
    victim.mkdir()
    theirs = [victim / f"yam-v{i}-dom-full-house-yama-four-of-a-kind.npz" for i in range(6)]
    for p in theirs:
        p.write_text("the user's own", encoding="utf-8")
    path = yam_session(tmp_path, {"cache_dir": str(victim / "deep")}, seats=("optimal", "optimal"))
    result = CliRunner().invoke(cli, ["games", "yam", "play", "--resume", str(path)])
    assert result.exit_code == 0, result.output
    assert sorted(victim.iterdir()) == sorted(theirs)
    assert [p.name for p in (tmp_path / "cache" / "wordgames").iterdir()] == [
        "yam-v2-dom-full-house-yama-four-of-a-kind.npz"]
