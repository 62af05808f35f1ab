"""External programs as players: the line protocol, and every fault forfeiting its move to the default."""

import random
import sys
import textwrap
from pathlib import Path

import pytest

from wordgames.battle.engine import FileLetters, play_game
from wordgames.battle.game import Rules
from wordgames.battle.bots.simple import make_player
from wordgames.battle.protocol import DEFAULT_CALL, ProgramPlayer, parse_letter, parse_place, program_argv
from wordgames.errors import UsageError
from wordgames.lexicon import Lexicon

LEX = Lexicon.from_words(["кот", "ток", "от", "то"])
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "battle_bot.py"

# One script, several behaviours: it keeps its square and answers like a bot, except as told.
BOT = textwrap.dedent('''
    import sys, time
    sys.stdin.reconfigure(encoding="utf-8"); sys.stdout.reconfigure(encoding="utf-8")
    mode = sys.argv[1]
    log = open(sys.argv[2], "a", encoding="utf-8") if len(sys.argv) > 2 else None
    empty = [(r, c) for r in range(2) for c in range(2)]
    answers, last = 0, None
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        words = line.split()
        if words[0] in ("START", "SQUARE", "END"):
            continue
        if words[0] == "FORCED":
            if words[1] == "PLACE":             # our last answer was not used: undo it, note the letter's cell
                if last is not None:
                    empty.append(last)
                    last = None
                empty.remove((int(words[2]) - 1, int(words[3]) - 1))
                empty.sort()
            continue
        answers += 1
        if mode == "crash" and answers == 2:
            sys.exit(3)
        if mode == "silent":
            time.sleep(60)
        if mode == "slow" and answers == 2:
            time.sleep(0.75)            # late for a 0.5 s limit, early enough for the next question
        if words[0] == "CALL":
            print("hello" if mode == "garbage" else "LETTER " + ("q" if mode == "illegal" else "т"), flush=True)
            continue
        last = None
        if mode == "garbage":
            print("PLACE here", flush=True)
        elif mode == "illegal":
            print("PLACE 1 1", flush=True)
        elif mode == "off":
            print("PLACE 3 1", flush=True)
        else:
            r, c = last = empty.pop()       # from the last cell backwards: b2, a2, b1, a1
            print(f"PLACE {r + 1} {c + 1}", flush=True)
''')


@pytest.fixture
def bot(tmp_path):
    script = tmp_path / "bot.py"
    script.write_text(BOT, encoding="utf-8")

    def make(mode, time_limit=0.5, log=None, startup=10.0):
        extra = f" {log}" if log else ""
        return ProgramPlayer(f"{sys.executable} {script} {mode}{extra}", "bot", time_limit=time_limit,
                             startup=startup)
    return make


def solo(player, letters="коток"):
    """Play a one-player 2×2 game of four letters from a list."""
    return play_game(LEX, Rules(height=2, width=2, moves=4, computer_calls=True), [player],
                     FileLetters(list(letters)))


def test_a_well_behaved_program_plays_without_faults(bot):
    result = solo(bot("good"))
    assert result.faults == []
    assert result.state.squares[0].rows == ("от", "ок")        # к b2, о a2, т b1, о a1: its answers


def test_the_program_hears_the_protocol(bot, tmp_path):
    log = tmp_path / "heard.txt"
    greedy = make_player("greedy", LEX, random.Random(1))
    result = play_game(LEX, Rules(players=2, height=2, width=2, moves=2), [bot("good", log=log), greedy])
    assert result.faults == []
    # it calls т and writes it in b2; greedy calls о (от, то: the only letter that scores with т),
    # which the bot writes in a2: «от» across, 1 point
    assert log.read_text(encoding="utf-8").splitlines() == [
        "START 2 2 2 2 1 2", "CALL", "LETTER т", "LETTER о", "END 1"]


def test_crash_forfeits_every_later_move(bot):
    result = solo(bot("crash"))
    assert [(f.turn, f.kind) for f in result.faults] == [(2, "crash"), (3, "crash"), (4, "crash")]
    assert result.faults[0].detail == "the program exited with code 3"
    # the first letter went where the bot said (b2); then the defaults fill a1, b1, a2 in reading order
    assert result.state.squares[0].rows == ("от", "ок")
    assert result.faults[0].default == "'о' at row 1, column 1"


def test_timeout_forfeits_the_move_and_the_late_answer_is_discarded(bot):
    result = solo(bot("slow", time_limit=0.5))
    assert [(f.turn, f.kind) for f in result.faults] == [(2, "timeout")]
    assert result.faults[0].detail == "no answer within 0.5 s"
    # turn 1 к → b2 (bot), turn 2 о → a1 (default); the late «PLACE 2 1» is dropped, and the bot,
    # told FORCED PLACE 1 1, answers turns 3 and 4 in step: т → a2, о → b1
    assert result.state.squares[0].rows == ("оо", "тк")


def test_a_silent_program_never_hangs_the_engine(bot):
    result = solo(bot("silent", time_limit=0.2, startup=0.0))
    assert [f.kind for f in result.faults] == ["timeout"] * 4
    assert result.state.squares[0].rows == ("ко", "то")        # every letter at the first empty cell


@pytest.mark.parametrize("mode, kind, detail", [
    ("garbage", "garbage", "'PLACE here' is not 'PLACE row column'"),
    ("off", "illegal", "'PLACE 3 1': no such cell on a 2×2 square"),
])
def test_bad_answers_forfeit_the_move(bot, mode, kind, detail):
    result = solo(bot(mode))
    assert {(f.kind, f.detail) for f in result.faults} == {(kind, detail)}
    assert len(result.faults) == 4
    assert result.state.squares[0].rows == ("ко", "то")


def test_a_taken_cell_is_an_illegal_answer(bot):
    result = solo(bot("illegal"))
    assert [(f.turn, f.kind) for f in result.faults] == [(2, "illegal"), (3, "illegal"), (4, "illegal")]
    assert result.faults[0].detail == "'PLACE 1 1': row 1, column 1 already holds 'к'"


@pytest.mark.parametrize("mode, kind", [("garbage", "garbage"), ("illegal", "illegal"), ("crash", "crash")])
def test_bad_calls_forfeit_to_the_default_letter(bot, mode, kind):
    rules = Rules(players=2, height=2, width=2, moves=4)
    greedy = make_player("greedy", LEX, random.Random(1))
    result = play_game(LEX, rules, [bot(mode), greedy])
    calls = [f for f in result.faults if f.default.startswith("call")]
    assert calls and all(f.kind == kind and f.default == f"call {DEFAULT_CALL!r}" for f in calls)
    assert result.state.called[0] == (DEFAULT_CALL if mode != "crash" else "т")


def test_the_example_bot_plays_a_full_game():
    rules = Rules(players=2, moves=36)
    lex = Lexicon.default()
    player = make_player(f"cmd:{sys.executable} {EXAMPLE}", lex, None)
    result = play_game(lex, rules, [player, make_player("greedy", lex, random.Random(1))])
    assert result.faults == []
    assert all(ch != "." for row in result.state.squares[0].rows for ch in row)
    assert result.state.called[0::2] == tuple("соннорот" * 3)[:18]       # its calls, in rotation


@pytest.mark.parametrize("command, message", [
    ("no-such-program-xyz", "cannot find the program 'no-such-program-xyz'"),
    ("'unclosed", "cannot read the program \"'unclosed\": No closing quotation"),
    ("", "cmd: needs a program, e.g. cmd:examples/battle_bot.py"),
])
def test_programs_that_cannot_start_are_usage_errors(command, message):
    with pytest.raises(UsageError) as e:
        program_argv(command)
    assert str(e.value) == message


def test_a_file_that_is_not_executable_is_named(tmp_path):
    script = tmp_path / "bot.py"
    script.write_text("print()", encoding="utf-8")
    script.chmod(0o644)
    with pytest.raises(UsageError, match="is not executable"):
        program_argv(str(script))


@pytest.mark.parametrize("answer, letter", [("LETTER а", "а"), ("letter Ё", "е"), ("LETTER  К ", "к"),
                                            ("LETTER", None), ("LETTER аб", None), ("PLACE 1 1", None)])
def test_parse_letter(answer, letter):
    assert parse_letter(answer) == letter


@pytest.mark.parametrize("answer, cell", [("PLACE 3 4", (2, 3)), ("place 1 1", (0, 0)), ("PLACE 1", None),
                                          ("PLACE a 1", None), ("PUT 1 1", None), ("", None)])
def test_parse_place(answer, cell):
    assert parse_place(answer) == cell
