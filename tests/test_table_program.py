"""External programs as players of any game: the JSON-lines protocol, and every fault forfeiting its move."""

import json
import os
import random
import sys
import textwrap
import time
from pathlib import Path

import pytest

from wordgames.battle.bots.simple import GreedyPlayer
from wordgames.battle.game import BattleGame
from wordgames.errors import ArgumentError
from wordgames.lexicon import Lexicon
from wordgames.registry import info
from wordgames.table.loop import faults_of, play, seated, tell_the_end
from wordgames.table.program import MAX_LINE, ProgramPlayer, program_argv
from wordgames.table.tournament import run_tournament

LEX = Lexicon.from_words(["кот", "ток", "от", "то"])
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"

# One script, several behaviours: it answers like a bot from the view it is sent, except as told.
BOT = textwrap.dedent('''
    import json, os, subprocess, sys, time
    sys.stdin.reconfigure(encoding="utf-8")
    mode = sys.argv[1]
    log = open(sys.argv[2], "a", encoding="utf-8") if len(sys.argv) > 2 else None
    answers = 0
    if mode == "deaf":                  # never reads its input: the table's writes must not wait for it
        time.sleep(20)
        sys.exit(0)
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        message = json.loads(line)
        if message["type"] != "move":
            continue
        answers += 1
        view = message["view"]
        if mode == "crash" and answers == 2:
            sys.exit(3)
        if mode == "silent":
            time.sleep(60)
        if mode == "closed" and answers == 2:           # closes its output and lingers, holding its input
            sys.stdout.close()
            os.close(1)
            time.sleep(60)
        if mode == "slow" and answers == 2:
            time.sleep(0.75)            # late for a 0.5 s limit, early enough for the next question
        if mode == "child" and answers == 1:
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
            open(sys.argv[2] + ".pid", "w").write(str(child.pid))
        if mode == "session" and answers == 1:          # a child that leaves the process group
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True)
            open(sys.argv[2] + ".pid", "w").write(str(child.pid))
        if mode == "daemon" and answers == 1:           # a daemon's double fork: the grandchild is orphaned at once
            subprocess.run([sys.executable, "-c", "import os, subprocess, sys, time\\n"
                            "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'], "
                            "start_new_session=True)\\n"
                            f"open({sys.argv[2] + '.pid'!r}, 'w').write(str(child.pid))\\n"])
        if view.get("asked") == "call":
            answer = "hello" if mode == "garbage" else "т"
        elif mode == "garbage":
            answer = "here"
        elif mode == "illegal":
            answer = "a1"
        elif mode == "flood":
            sys.stdout.buffer.write(b"x" * 100_000)
            sys.stdout.flush()
            answer = ""
        elif mode == "latin1":
            sys.stdout.buffer.write("b2".encode() + b"\\xff\\n")
            sys.stdout.flush()
            continue
        else:                           # the last empty cell in reading order: b2, a2, b1, a1
            empty = [(r, c) for r, row in enumerate(view["square"]) for c, ch in enumerate(row) if ch == "."]
            r, c = empty[-1]
            answer = "abcdef"[c] + str(r + 1)
        sys.stdout.write(answer + "\\n")
        sys.stdout.flush()
''')


@pytest.fixture
def bot(tmp_path):
    script = tmp_path / "bot.py"
    script.write_text(BOT, encoding="utf-8")

    def make(mode, game, seat=0, time_limit=0.5, log=None, startup=10.0):
        extra = f" {log}" if log else ""
        return ProgramPlayer(f"{sys.executable} {script} {mode}{extra}", game, seat, ["bot", "other"],
                             time_limit=time_limit, startup=startup)
    return make


def solo_game():
    """A one-player 2×2 game of four letters from a list: к, о, т, о."""
    return BattleGame({"size": 2, "moves": 4, "letters": list("коток")}, 1, LEX)


def run(game, players, seed=1):
    state = game.new_initial_state()
    with seated(players, state):
        final = play(game, players, seed=seed).state
        tell_the_end(players, final)
    return final, faults_of(players)


def test_a_well_behaved_program_plays_without_faults(bot):
    game = solo_game()
    final, faults = run(game, [bot("good", game)])
    assert faults == []
    assert final.squares[0].rows == ("от", "ок")        # к b2, о a2, т b1, о a1: its answers


def test_the_program_hears_the_protocol(bot, tmp_path):
    log = tmp_path / "heard.txt"
    game = BattleGame({"size": 2, "moves": 2}, 2, LEX)
    final, faults = run(game, [bot("good", game, log=log), GreedyPlayer(LEX, random.Random(1))])
    assert faults == []
    heard = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [m["type"] for m in heard] == ["start", "move", "move", "move", "end"]
    start, call, first, second, end = heard
    assert start == {"type": "start", "protocol": 1, "game": "battle", "seat": 0, "seats": 2,
                     "names": ["bot", "other"], "rules": game.rules_dict()}
    assert call["view"]["asked"] == "call" and call["legal"][:3] == ["а", "б", "в"] and call["move"] == 1
    # it calls т and writes it in b2; greedy calls о (от, то: the only letter that scores with т),
    # which the bot writes in a2: «от» across, 1 point
    assert first["view"]["letter"] == "т" and first["legal"] == ["a1", "b1", "a2", "b2"]
    assert second["view"] == {"seat": 0, "asked": "place", "letter": "о", "called": "то", "square": ["..", ".т"],
                              "remaining": 0, "size": [2, 2], "directions": 2}
    assert end["returns"] == [1.0, 1.0] and end["view"]["square"] == ["..", "от"]


def test_crash_forfeits_every_later_move(bot):
    game = solo_game()
    final, faults = run(game, [bot("crash", game)])
    assert [(f.move, f.kind) for f in faults] == [(2, "crash"), (3, "crash"), (4, "crash")]
    assert faults[0].detail == "the program exited with code 3"
    # the first letter went where the bot said (b2); then the first legal move: a1, b1, a2 in reading order
    assert final.squares[0].rows == ("от", "ок")
    assert faults[0].default == "a1"


def test_a_program_that_closes_its_output_is_gone_at_once(bot):
    game = solo_game()
    started = time.monotonic()
    final, faults = run(game, [bot("closed", game, time_limit=5.0)])
    assert [(f.move, f.kind) for f in faults] == [(2, "crash"), (3, "crash"), (4, "crash")]
    assert time.monotonic() - started < 5.0          # not one time limit waited: end of output is gone
    assert final.squares[0].rows == ("от", "ок")      # as after a crash: b2 by the bot, then a1, b1, a2


def test_a_program_that_closes_its_output_and_runs_on_is_told_so_and_ended(bot):
    """Not "the program exited": it closed its output and kept running, and the table ends it then and there."""
    game = solo_game()
    player = bot("closed", game, time_limit=5.0)
    alive_after_the_fault = []

    def watch(step):
        if player.faults and not alive_after_the_fault:
            alive_after_the_fault.append(player.process.poll() is None)

    with seated([player], game.new_initial_state()):
        play(game, [player], seed=1, watch=watch)
    assert player.faults[0].detail == "the program closed its output and kept running; it was ended"
    assert alive_after_the_fault == [False]


def big_start_game():
    """A one-player 2×2 game whose rules (and so the first message) take 600 000 bytes: more than a pipe holds."""
    return BattleGame({"size": 2, "moves": 4, "letters": list("коток" * 20_000)}, 1, LEX)


def test_a_program_that_never_reads_its_input_costs_its_limit_not_the_tables_time(bot):
    """Writes to a program are bounded in time like its answers: a program that reads nothing misses them."""
    game = big_start_game()
    started = time.monotonic()
    final, faults = run(game, [bot("deaf", game, time_limit=0.2, startup=0.0)])
    assert time.monotonic() - started < 5.0       # the program sleeps 20 s before it exits
    assert [f.kind for f in faults] == ["timeout"] * 3 + ["crash"]
    assert faults[0].detail == "the question was not read within 0.2 s"
    assert faults[-1].detail == "no answer to 3 questions in a row"
    assert final.squares[0].rows == ("ко", "то")


def test_timeout_forfeits_the_move_and_the_late_answer_is_discarded(bot):
    game = solo_game()
    final, faults = run(game, [bot("slow", game, time_limit=0.5)])
    assert [(f.move, f.kind) for f in faults] == [(2, "timeout")]
    assert faults[0].detail == "no answer within 0.5 s"
    # к → b2 (bot), о → a1 (forfeit); its late «a2» is dropped, and it answers moves 3 and 4 in
    # step from the views it is sent: т → a2, о → b1
    assert final.squares[0].rows == ("оо", "тк")


def test_a_silent_program_costs_its_limit_a_few_times_then_is_gone(bot):
    game = solo_game()
    started = time.monotonic()
    final, faults = run(game, [bot("silent", game, time_limit=0.2, startup=0.0)])
    assert [f.kind for f in faults] == ["timeout"] * 3 + ["crash"]
    assert faults[-1].detail == "no answer to 3 questions in a row"
    assert final.squares[0].rows == ("ко", "то")        # every letter at the first empty cell
    assert time.monotonic() - started < 3 * 0.2 + 2.5     # three limits, and closing the program


@pytest.mark.parametrize("mode, kind, detail", [
    ("garbage", "garbage", "'here': 'here' is not a cell: write it like b3 (column, row) or 2 3 (row, column)"),
    ("flood", "garbage", f"a line of over {MAX_LINE} bytes"),
    ("latin1", "garbage", "not UTF-8 text (byte 2 of the line)"),
])
def test_bad_answers_forfeit_the_move(bot, mode, kind, detail):
    game = solo_game()
    final, faults = run(game, [bot(mode, game)])
    assert {(f.kind, f.detail) for f in faults} == {(kind, detail)} and len(faults) == 4
    assert final.squares[0].rows == ("ко", "то")


def test_a_bad_answer_is_quoted_as_typed_text_in_russian(bot):
    """What a program wrote is shown as typed text: in «ёлочки» at a Russian table."""
    from wordgames import i18n
    i18n.set_language("ru")
    try:
        game = solo_game()
        _final, faults = run(game, [bot("garbage", game)])
    finally:
        i18n.set_language("en")
    assert faults[0].kind == "garbage" and faults[0].detail.startswith("«here»: ")


def test_a_taken_cell_is_an_illegal_answer(bot):
    game = solo_game()
    final, faults = run(game, [bot("illegal", game)])
    assert [(f.move, f.kind) for f in faults] == [(2, "illegal"), (3, "illegal"), (4, "illegal")]
    assert faults[0].detail == "'a1': rule empty cell: a1 already holds 'к'"


def test_a_bad_call_forfeits_to_the_first_letter(bot):
    game = BattleGame({"size": 2, "moves": 4}, 2, LEX)
    final, faults = run(game, [bot("garbage", game), GreedyPlayer(LEX, random.Random(1))])
    calls = [f for f in faults if f.detail.startswith("'hello'")]
    assert calls and all(f.kind == "garbage" and f.default == "а" for f in calls)
    assert final.called[0] == "а"


def test_a_program_of_another_game_is_spoken_to_the_same_way(bot, tmp_path):
    """Croquet through the same protocol: the random example bot against the perfect bot, no faults."""
    result = run_tournament(info("croquet"), f"perfect,cmd:{sys.executable} {EXAMPLES / 'random_bot.py'}",
                            games=2, seed=1)
    assert [s.faults for s in result.standings] == [0, 0]
    assert [s.wins for s in result.standings] == [2, 0]


@pytest.mark.parametrize("mode", ["child", "session", "daemon"])
def test_the_whole_process_group_ends_with_the_game(bot, tmp_path, mode):
    log = tmp_path / "heard.txt"
    game = solo_game()
    final, faults = run(game, [bot(mode, game, log=log)])
    assert faults == []
    pid = int(Path(str(log) + ".pid").read_text())
    for _ in range(50):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the program's child outlived the game")


def test_the_example_bots_play_a_full_game():
    lex = Lexicon.default()
    game = BattleGame({}, 2, lex)
    player = ProgramPlayer(f"{sys.executable} {EXAMPLES / 'battle_bot.py'}", game, 0)
    final, faults = run(game, [player, GreedyPlayer(lex, random.Random(1))])
    assert faults == []
    assert all(ch != "." for row in final.squares[0].rows for ch in row)
    assert final.called[0::2] == tuple("соннорот" * 3)[:18]       # its calls, in rotation


@pytest.mark.parametrize("command, message", [
    ("no-such-program-xyz", "cannot find the program 'no-such-program-xyz'"),
    ("'unclosed", "cannot read the program \"'unclosed\": No closing quotation"),
    ("", "cmd: needs a program, e.g. cmd:examples/random_bot.py"),
    ("/bin/echo; rm -rf /tmp/x", "cannot find the program '/bin/echo;'"),   # never a shell
])
def test_programs_that_cannot_start_are_usage_errors(command, message):
    with pytest.raises(ArgumentError) as e:
        program_argv(command)
    assert str(e.value) == message


def test_a_file_that_is_not_executable_is_named(tmp_path):
    script = tmp_path / "bot.py"
    script.write_text("print()", encoding="utf-8")
    script.chmod(0o644)
    with pytest.raises(ArgumentError, match="is not executable"):
        program_argv(str(script))


def test_resuming_a_saved_game_does_not_start_the_programs_it_names(tmp_path):
    import json
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    runner = CliRunner()
    runner.invoke(cli, ["games", "croquet", "tournament", "--players", "perfect,random", "--games", "1",
                        "--records", str(tmp_path), "--no-progress"])
    saved = sorted(tmp_path.glob("*.json"))[0]
    data = json.loads(saved.read_text(encoding="utf-8"))
    marker = tmp_path / "ran"
    data["seats"][0] = {"name": "bot", "kind": "program", "command": f"touch {marker}"}
    data["finished"] = False
    data["actions"] = data["actions"][:1]
    saved.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(cli, ["games", "croquet", "play", "--resume", str(saved)], input="quit\n")
    assert result.exit_code == 2 and not marker.exists()
    assert f"names programs to run ('touch {marker}')" in result.output
    assert "--players 'cmd:touch" in result.output
