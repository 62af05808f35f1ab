"""Arithmetical croquet in Russian: real jobs with their exact output, no Latin word, English as it was, the
solver's note that it is solving, the Russian words typed at the prompt, plies counted, and a game played to the end."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from tests.i18n_helpers import SOLVING, croquet_script, latin_words, run_in_folder
from wordgames import i18n
from wordgames.games.croquet.game import CroquetGame
from wordgames.games.croquet.course import PASS
from wordgames_cli.main import cli

POSITION = "позиция"

BAD_POSITION = ('{"goal": 100, "gates": [10, 20, 30, 40, 50, 60, 70, 80, 90], "to_move": 0, "winner": null, '
                '"balls": [{"number": 10, "named": 3, "entry": 0, "missed": false}, '
                '{"number": 0, "named": 0, "entry": 0, "missed": false}]}')

SOLVED = ("games", "croquet", "solve", "4", "2", "9", "8", "11", "12", "17", "--all")
SOLVED_RU = (
    "Ходит Игрок 2: число 12 (у партнёра 17); впереди ворота 20; нельзя шагнуть на 3 или 6 "
    "(правило 4: партнёр только что шагнул на 6)\n"
    "При безошибочной игре: Игрок 2 проигрывает за 58 полуходов.\n"
    "Лучшие ходы: 16, 19\n"
    "   13  Игрок 2 проигрывает за 54 полухода\n"
    "   14  Игрок 2 проигрывает за 54 полухода\n"
    "   16  Игрок 2 проигрывает за 58 полуходов\n"
    "   17  Игрок 2 проигрывает за 54 полухода\n"
    "   19  Игрок 2 проигрывает за 58 полуходов\n"
    "   20  Игрок 2 проигрывает за 56 полуходов\n")

TO_THE_GATE = ("4", "2", "9", "8", "11", "12", "17", "14")

# (arguments, files, exit code, standard output, standard error)
RUSSIAN_JOBS = [
    (SOLVED, None, 0, SOLVED_RU, ""),
    (("games", "croquet", "solve", *TO_THE_GATE, "20", "17"), None, 0,
     "Ходит Игрок 1: число 20 (у партнёра 17); мяч в воротах 20: выйти можно только числом 23 (правило 3); "
     "задержка: разрешённых чисел нет (правило 6)\n"
     "При безошибочной игре: Игрок 1 проигрывает за 50 полуходов.\n"
     "Лучший ход: пас (задержка)\n", ""),
    (("games", "croquet", "solve", *TO_THE_GATE, "19"), None, 1, "",
     "Ошибка: правило 4: число 9 из списка: ваш партнёр только что шагнул на 2: вам нельзя шагнуть ни на 2, "
     "ни на 7 (19)\n"),
    (("games", "croquet", "solve", "4", "13"), None, 1, "",
     "Ошибка: правило 1: число 2 из списка: первое число должно быть от 1 до 8 (13)\n"),
    (("games", "croquet", "solve", "4", "1", "8", "100"), None, 1, "",
     "Ошибка: правило 1: число 4 из списка: число после вашего 1 должно быть от 2 до 9 (100)\n"),
    (("games", "croquet", "solve", "--position", POSITION), {POSITION: BAD_POSITION}, 2, "",
     "Ошибка: позиция: это не позиция крокета: мяч стоит в воротах 10 тогда и только тогда, когда у него есть "
     "входной шаг\n"),
]


@pytest.mark.parametrize("args, files, code, out, err", RUSSIAN_JOBS)
def test_real_jobs_in_russian(args, files, code, out, err):
    assert run_in_folder(*args, files=files) == (code, out, err)


@pytest.mark.parametrize("args, files, code, out, err", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(args, files, code, out, err):
    _code, stdout, stderr = run_in_folder(*args, files=files)
    assert latin_words(stdout + stderr) == set()


def test_the_solver_says_in_russian_that_it_is_solving():
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "croquet", "solve", "--gates", "20-90", "--bans", "mover",
                                      "--no-cache"])
    code, out, err = result.exit_code, result.stdout, result.stderr
    assert code == 0 and err == SOLVING
    assert out.splitlines()[1] == "При безошибочной игре: Игрок 1 выигрывает за 51 полуход."


@pytest.mark.parametrize("args, files, code, out, err", [
    (SOLVED, None, 0,
     "Player 2 to move at 12 (partner at 17); gate 20 ahead; not 3 or 6 (rule 4: partner just stepped 6)\n"
     "With perfect play: Player 2 loses in 58 plies.\nBest: 16, 19\n", ""),
    (("games", "croquet", "solve", *TO_THE_GATE, "19"), None, 1, "",
     "Error: rule 4: number 9 of the line: your partner just stepped 2: you may not step 2 or 7 (19)\n"),
])
def test_english_output_is_what_it_was(args, files, code, out, err):
    got = run_in_folder(*args, lang="en", files=files)
    assert got[0] == code and got[1].startswith(out) and got[2] == err


# -- what a person may type -------------------------------------------------------------------------

@pytest.mark.parametrize("text, action", [("8", 8), (" 12 ", 12), ("пас", PASS), ("пропуск", PASS), ("pass", PASS)])
def test_what_a_croquet_player_may_type(text, action):
    game = CroquetGame()
    assert game.presenter().parse_action(game.new_initial_state(), text) == action


# -- whole games --------------------------------------------------------------------------------------


def test_an_arithmetical_croquet_game_played_to_the_end_in_russian():
    typed, winner = croquet_script(4)
    script = "?\n9\nдесять\n" + "\n".join(typed) + "\n"
    code, out, _err = run_in_folder("games", "croquet", "play", "--players", "Оля,perfect", "--seed", "4", input=script)
    lines = out.splitlines()
    assert code == 0, out
    assert lines[0] == "Ходит Оля: число 0 (у партнёра 0); впереди ворота 10"
    assert ("Назовите число, которое больше вашего последнего (0) на 1–8; «ходы» покажет "
            "разрешённые. Задержанный в воротах игрок ход пропускает сам (можно написать «пас»).") in " ".join(lines)
    assert "  правило 1: первое число должно быть от 1 до 8 — попробуйте ещё раз" in lines
    assert "  «десять»: это не число — попробуйте ещё раз («?» — справка)" in lines
    assert "Оля, ваше число > 1" in lines and "Оля называет 1: с 0 на 1" in lines
    assert any(re.fullmatch(r"perfect называет \d+: мяч проходит ворота \d0", line) for line in lines)
    assert lines[-1] == ("Оля выигрывает." if winner == 0 else "perfect выигрывает.")
    assert "победа" in lines[-2] and "Игрок" not in lines[-1]
    assert latin_words(out) <= {"perfect", "moves", "hint", "undo", "scores", "quit", "save", "Ctrl"}


@pytest.mark.parametrize("value, words", [
    (1, "Игрок 1 выигрывает за 1 полуход"), (2, "Игрок 1 выигрывает за 2 полухода"),
    (5, "Игрок 1 выигрывает за 5 полуходов"), (11, "Игрок 1 выигрывает за 11 полуходов"),
    (21, "Игрок 1 выигрывает за 21 полуход"), (22, "Игрок 1 выигрывает за 22 полухода"),
    (111, "Игрок 1 выигрывает за 111 полуходов"), (-3, "Игрок 1 проигрывает за 3 полухода"),
])
def test_plies_counted_in_russian(value, words):
    from wordgames.games.croquet.game import value_words
    i18n.set_language("ru")
    assert value_words(value, 0) == words
