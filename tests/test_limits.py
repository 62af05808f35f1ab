"""The limits of docs/limits.md, each refused with one located Error: line before the input is read whole."""


import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


@pytest.fixture
def gigabyte(tmp_path):
    path = tmp_path / "big.txt"
    with open(path, "wb") as f:
        f.truncate(1 << 30)                  # a sparse file: a gigabyte on paper, nothing on disk
    return path


@pytest.mark.parametrize("args, limit", [
    (["battle", "score", "{f}"], 4 << 20), (["battle", "show", "{f}"], 4 << 20),
    (["snake", "show", "{f}"], 8 << 20), (["snake", "referee", "{f}"], 8 << 20),
    (["games", "yam", "sheet", "{f}"], 1 << 20), (["games", "castle", "replay", "{f}"], 4 << 20),
    (["games", "croquet", "play", "--resume", "{f}"], 8 << 20),
    (["games", "croquet", "solve", "--position", "{f}"], 8 << 20),
])
def test_a_gigabyte_file_is_refused_by_its_size(args, limit, gigabyte):
    result = CliRunner().invoke(cli, [a.format(f=gigabyte) for a in args])
    assert result.exit_code == 2
    assert result.output == f"Error: {gigabyte}: the file is {1 << 30} bytes; the limit is {limit}\n"


def test_a_batch_line_is_bounded(tmp_path):
    path = tmp_path / "batch.txt"
    path.write_bytes(b"a" * 10_000)
    result = CliRunner().invoke(cli, ["doublet", "--batch", str(path)])
    assert (result.exit_code, result.output) == (2, f"Error: {path}:1: the line is longer than 4096 bytes\n")


@pytest.mark.parametrize("text, message", [
    ("к" * 101, "1:101: a row has at most 100 cells"),
    ("кот\n" * 101, "101:1: a square has at most 100 rows"),
    ("кот\n\n" * 65, "129:1: a file holds at most 64 squares"),
    ((("к" * 100 + "\n") * 100 + "\n") * 4 + "кот\n",     # four full squares of 100 × 100, then three cells
     "405:1: the squares of a file hold at most 40000 cells together"),
])
def test_squares_are_bounded(text, message, tmp_path):
    path = tmp_path / "squares.txt"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["battle", "score", str(path)])
    assert (result.exit_code, result.output) == (2, f"Error: {path}:{message}\n")


@pytest.mark.parametrize("goal, message", [
    (210, "not a croquet course: the post must be 20 to 200, not 210"),
    (100_000, "not a croquet course: the post must be 20 to 200, not 100000"),
])
def test_a_made_up_course_is_bounded(goal, message):
    from wordgames.errors import InputFormatError
    from wordgames.games.croquet.course import Rules
    with pytest.raises(InputFormatError, match=message):
        Rules(goal=goal, gates=(10,))


# -- limits set by what the machine does quickly (docs/limits.md gives the time and memory at each) --

def test_a_word_list_over_its_size_is_refused_before_it_is_read(tmp_path):
    from wordgames.lexicon.wordlist import MAX_LIST_BYTES
    path = tmp_path / "words.txt"
    with open(path, "wb") as f:
        f.truncate(MAX_LIST_BYTES + 1)
    result = CliRunner().invoke(cli, ["dict", "check", "кот", "--dict", str(path), "--no-user-words"])
    assert (result.exit_code, result.output) == (
        2, f"Error: {path}: the file is {MAX_LIST_BYTES + 1} bytes; the limit is 8388608\n")


def test_a_word_list_from_a_pipe_is_read_up_to_its_limit():
    from wordgames.lexicon.wordlist import MAX_LIST_BYTES
    result = CliRunner().invoke(cli, ["dict", "check", "кот", "--dict", "-", "--no-user-words"],
                                input=b"\n" * (MAX_LIST_BYTES + 1))
    assert (result.exit_code, result.output) == (2, "Error: <stdin>: the input is over the limit of 8388608 bytes\n")


def test_a_word_list_of_one_word_too_many_is_refused_at_that_line(tmp_path, monkeypatch):
    """The count is checked as the list is read (here at a limit of 3 words instead of 500 000)."""
    from wordgames.lexicon import wordlist
    monkeypatch.setattr(wordlist, "MAX_LIST_WORDS", 3)
    path = tmp_path / "words.txt"
    path.write_text("# four words\nкот\nёж\n\nкит\nсом\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["dict", "check", "кот", "--dict", str(path), "--no-user-words"])
    assert (result.exit_code, result.output) == (2, f"Error: {path}:6: a word list holds at most 3 words\n")
    path.write_text("# three words\nкот\nёж\n\nкит\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["dict", "check", "кот", "--dict", str(path), "--no-user-words"])
    assert result.exit_code == 0


def test_a_castle_log_of_one_event_too_many_is_refused_at_that_line(tmp_path):
    from wordgames.games.castle_croquet.log import MAX_EVENTS
    path = tmp_path / "game.txt"
    path.write_text("players 4\n" + "stroke\nend\n" * (MAX_EVENTS // 2) + "# one more\nstroke\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["games", "castle", "replay", str(path), "--quiet"])
    assert (result.exit_code, result.output) == (
        2, f"Error: {path}:{MAX_EVENTS + 3}: a log reports at most 50000 events\n")


def castle_session(tmp_path, actions):
    import json
    path = tmp_path / "castle.json"
    path.write_text(json.dumps({
        "format": "wordgames-session", "version": 1, "game": "castle", "rules": {}, "settings": {},
        "seats": [{"name": "random", "kind": "bot", "bot": "random"}] * 4, "seed": 1,
        "actions": actions, "undo": True, "finished": False, "returns": None, "result": None}), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["play --resume", "replay"])
def test_a_castle_session_of_one_action_too_many_is_refused(tmp_path, monkeypatch, command):
    """Checked on a small scale: a limit of 6 actions instead of 50 000."""
    from wordgames.games.castle_croquet.game import CastleGame
    monkeypatch.setattr(CastleGame, "max_actions", 6)
    path = castle_session(tmp_path, ["stroke", "end"] * 3 + ["stroke"])
    result = CliRunner().invoke(cli, ["games", "castle", *command.split(), str(path)])
    assert (result.exit_code, result.output) == (
        2, f"Error: {path}: actions: a saved game of castle holds at most 6 actions, not 7\n")


def test_a_castle_game_at_the_table_stops_where_its_saved_game_would_be_refused(tmp_path, monkeypatch):
    """The writer never writes what the reader refuses: bots stop at the limit, the game saved up to it."""
    import json
    from wordgames.games.castle_croquet.game import CastleGame
    monkeypatch.setattr(CastleGame, "max_actions", 6)
    path = castle_session(tmp_path, ["stroke", "end"] * 2)
    result = CliRunner().invoke(cli, ["games", "castle", "play", "--resume", str(path),
                                      "--players", "random,random,random,random"])
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: the game has reached 6 actions, the most a saved game of it holds; it stops here")
    assert len(json.loads(path.read_text(encoding="utf-8"))["actions"]) == 6


def test_rollouts_over_the_limit_are_refused_on_the_command_line():
    result = CliRunner().invoke(cli, ["games", "vertical", "play", "--players", "greedy,greedy", "--rollouts", "1001"])
    assert result.exit_code == 2
    assert "1001 is not in the range 1<=x<=1000" in result.output and result.output.count("\n") == 1


@pytest.mark.parametrize("rollouts", [1001, 100_000])
def test_rollouts_over_the_limit_are_refused_in_a_saved_game(tmp_path, rollouts):
    import json
    path = tmp_path / "v.json"
    path.write_text(json.dumps({
        "format": "wordgames-session", "version": 1, "game": "vertical", "rules": {}, "settings": {"rollouts": rollouts},
        "seats": [{"name": "search", "kind": "bot", "bot": "search"}] * 2, "seed": 1,
        "actions": [], "undo": True, "finished": False, "returns": None, "result": None}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["games", "vertical", "play", "--resume", str(path)])
    assert (result.exit_code, result.output) == (
        2, f"Error: {path}: settings: rollouts: a whole number from 1 to 1000, not {rollouts}\n")


def test_a_saved_game_of_one_action_too_many_is_refused_before_it_is_replayed(tmp_path):
    """10 000 actions at most (castle croquet's 50 000): a Dix Mille game of busting throws once replayed for minutes."""
    import json
    path = tmp_path / "dixmille.json"
    path.write_text(json.dumps({
        "format": "wordgames-session", "version": 1, "game": "dixmille", "rules": {}, "settings": {},
        "seats": [{"name": "random", "kind": "bot", "bot": "random"}] * 2, "seed": 1,
        "actions": [[2, 2, 3, 3, 4, 6]] * 10_001, "undo": True, "finished": False, "returns": None,
        "result": None}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["games", "dixmille", "play", "--resume", str(path)])
    assert (result.exit_code, result.output) == (
        2, f"Error: {path}: actions: a saved game of dixmille holds at most 10000 actions, not 10001\n")
    path.write_text(path.read_text(encoding="utf-8").replace("[[2, 2, 3, 3, 4, 6], ", "[" + "1, " * 40_001, 1))
    result = CliRunner().invoke(cli, ["games", "dixmille", "play", "--resume", str(path)])
    assert (result.exit_code, result.output) == (2, f"Error: {path}: actions: a list of at most 50000 actions\n")
