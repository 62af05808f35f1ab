"""The shared table in Russian: the registry's errors and seat counts, ``games list``, seats, saved games,
tournaments (their header, decimal commas, faults), programs' faults; English unchanged."""

from __future__ import annotations

import json
import re

import pytest

from tests.i18n_helpers import run
from wordgames import i18n
from wordgames.descriptor import Option, seats_text
from wordgames.registry import info


def session_file(tmp_path, name, data) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


CROQUET = {"format": "wordgames-session", "version": 1, "game": "croquet", "rules": {}, "seed": 1, "actions": [],
           "seats": [{"name": "Оля", "kind": "human"}, {"name": "perfect", "kind": "bot", "bot": "perfect"}]}
SAVED = {
    "actions.json": CROQUET | {"actions": [4, 13]},
    "other.json": {"format": "x"},
    "kind.json": CROQUET | {"seats": [{"name": "Оля", "kind": "hm"}]},
    "rules.json": CROQUET | {"rules": {"gates": 5}},
    "programs.json": CROQUET | {"seats": [{"name": "x", "kind": "program", "command": "./x"},
                                          {"name": "Оля", "kind": "human"}]},
    "version.json": {"format": "wordgames-session", "version": 2},
}

RUSSIAN_JOBS = [
    (("games", "castle", "play", "--players", "a,b,c"), 2,
     "Ошибка: крокет с замками: в эту игру играют 4 или 5 игроков, а не 3\n"),
    (("games", "croquet", "play", "--players", "a,b,c"), 2,
     "Ошибка: арифметический крокет: в эту игру играют 2 игрока, а не 3\n"),
    (("battle", "play", "--players", "a,b,c,d,e,f,g"), 2,
     "Ошибка: «Словесный бой»: в эту игру играют от 1 до 6 игроков, а не 7\n"),
    (("games", "croquet", "play", "--players", "robot,bot:zzz"), 2,
     "Ошибка: неизвестный бот «zzz» (есть: random, perfect)\n"),
    (("games", "croquet", "tournament", "--players", "robot"), 2,
     "Ошибка: неизвестный игрок «robot» (есть: random, perfect или cmd:ПРОГРАММА)\n"),
    (("games", "castle", "tournament", "--players", "random,random,random", "--no-progress"), 2,
     "Ошибка: крокет с замками: в эту игру играют 4 или 5 игроков, а участников 3: за один стол им не сесть\n"),
    (("snake", "tournament", "--players", "greedy,greedy,greedy", "--seats", "4", "--no-progress"), 2,
     "Ошибка: участников: 3, а мест за столом: 4 (или по участнику на команду: 2)\n"),
    (("games", "croquet", "play", "--players", "cmd:,perfect"), 2,
     "Ошибка: после cmd: нужна программа, например cmd:examples/random_bot.py\n"),
    (("games", "croquet", "play", "--players", "human:,perfect"), 2,
     "Ошибка: после human: нужно имя, например human:Оля\n"),
    (("games", "croquet", "play", "--players", "cmd:/no/such/program,perfect", "--seed", "1"), 2,
     "Ошибка: программа «/no/such/program» не найдена\n"),
    (("games", "croquet", "play", "--players", "cmd:'abc,perfect", "--seed", "1"), 2,
     "Ошибка: не удаётся разобрать программу «'abc»: нет закрывающей кавычки\n"),
    (("games", "croquet", "tournament", "--players", "perfect,random", "--time-limit", "2", "--games", "1",
      "--no-progress"), 0, "Предупреждение: --time-limit ни на что не влияет: среди участников нет программ "
                           "(cmd:ПРОГРАММА)\n"),
    (("snake", "play", "--players", "Оля,expert", "--bonuses", "x"), 2,
     "Ошибка: --bonuses — до трёх целых чисел, например 250,200,50, а не «x»\n"),
]

RESUME_JOBS = [
    ("actions.json", "actions[1]: правило 1: первое число должно быть от 1 до 8 («13»)"),
    ("other.json", "это не сохранённая партия (нет \"format\": \"wordgames-session\"; сохраните партию с play --save)"),
    ("kind.json", "seats[0].kind: одно из значений human, bot, program, а не «hm»"),
    ("rules.json", "rules: gates: одно из значений '10-90', '20-90', 'croquar-95', а не 5"),
    ("version.json", "version: эта версия wordgames читает сохранённые партии версии 1, а не 2"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_the_table_s_errors_in_russian(args, code, output):
    got_code, text = run(*args)
    assert got_code == code and (text == output if code else text.startswith(output))


@pytest.mark.parametrize("name, message", RESUME_JOBS)
def test_a_bad_saved_game_in_russian(tmp_path, name, message):
    path = session_file(tmp_path, name, SAVED[name])
    assert run("games", "croquet", "play", "--resume", path) == (2, f"Ошибка: {path}: {message}\n")


def test_a_saved_game_with_programs_in_russian(tmp_path):
    path = session_file(tmp_path, "programs.json", SAVED["programs.json"])
    assert run("games", "croquet", "play", "--resume", path) == (
        2, f"Ошибка: {path}: в партии играют программы ('./x'); чтобы запустить их, назовите игроков снова: "
           f"--players 'cmd:./x,Оля'\n")
    assert run("games", "croquet", "play", "--resume", path, "--players", "Оля") == (
        2, f"Ошибка: {path}: в этой партии 2 игрока, а в --players названо 1\n")


@pytest.mark.parametrize("seats, russian, english", [
    ((1,), "1 игрок", "1 player"), ((2,), "2 игрока", "2 players"), ((5,), "5 игроков", "5 players"),
    ((11,), "11 игроков", "11 players"), ((21,), "21 игрок", "21 players"), ((22,), "22 игрока", "22 players"),
    ((111,), "111 игроков", "111 players"),
    ((1, 2, 3, 4, 5, 6), "от 1 до 6 игроков", "1 to 6 players"),
    (tuple(range(1, 22)), "от 1 до 21 игрока", "1 to 21 players"),
    (tuple(range(1, 23)), "от 1 до 22 игроков", "1 to 22 players"),
    ((2, 4), "2 или 4 игрока", "2 or 4 players"), ((4, 5), "4 или 5 игроков", "4 or 5 players"),
    ((2, 3, 4, 6), "2, 3, 4 или 6 игроков", "2, 3, 4 or 6 players"), ((11, 21), "11 или 21 игрок", "11 or 21 players"),
])
def test_seats_in_words(seats, russian, english):
    assert seats_text(seats) == english
    i18n.set_language("ru")
    assert seats_text(seats) == russian


@pytest.mark.parametrize("option, value, russian", [
    (Option("gates", "", kind="choice", choices=("10-90", "20-90")), {"a": 1},
     "gates: одно из значений '10-90', '20-90', а не {'a': 1}"),
    (Option("size", "", kind="int", low=3, high=12), True, "size: целое число от 3 до 12, а не True"),
    (Option("size", "", kind="int", low=3), 1, "size: целое число не меньше 3, а не 1"),
    (Option("size", "", kind="float", low=0.5, high=2), "x", "size: число от 0.5 до 2, а не 'x'"),
    (Option("fast", "", kind="flag"), 1, "fast: true или false, а не 1"),
    (Option("name", "", kind="str"), 5, "name: текст, а не 5"),
])
def test_option_faults_in_russian(option, value, russian):
    i18n.set_language("ru")
    assert option.fault(value) == russian


def test_registry_errors_in_russian():
    from wordgames.engine import json_field
    from wordgames.errors import WordgamesError
    i18n.set_language("ru")
    cases = [(lambda: info("chess"), "неизвестная игра «chess» (есть: battle, lines, snake, yam, dixmille, croquet, "
                                     "castle, vertical)"),
             (lambda: info("battle").load(), "«Словесный бой»: для этой игры нужен словарь"),
             (lambda: info("croquet").load({"speed": 1}), "арифметический крокет: в этой игре нет правила «speed»"),
             (lambda: info("lines").load(None, 2, object()), "«Словесный бой» с Color Lines: в эту игру играет "
                                                             "один человек, а не 2"),
             (lambda: json_field({"to_move": "1"}, "to_move", int, "state"), "state.to_move: ожидается int, а не str"),
             (lambda: json_field({}, "to_move", int, "state"), "state.to_move: поле отсутствует")]
    for call, message in cases:
        with pytest.raises(WordgamesError) as e:
            call()
        assert str(e.value) == message


GAMES_LIST = [
    "battle    «Словесный бой» — Заполните свой квадрат названными буквами; каждое существительное, прочитанное "
    "по строке или столбцу, приносит очки.",
    "          wordgames battle play; от 1 до 6 игроков; боты: random, greedy, expert",
    "          wordgames battle lines play; 1 игрок; боты: random, greedy, expert",
    "          wordgames snake play; 2 или 4 игрока; боты: random, greedy, expert",
    "croquet   арифметический крокет — Гонка Кэрролла до 100 через ворота 10 … 90.",
    "          параметры: --gates, --bans, --no-cache",
    "          wordgames games castle play; 4 или 5 игроков; боты: random",
    "          wordgames games vertical play; 2, 3, 4 или 6 игроков; боты: random, greedy, search",
]


def test_the_games_list_in_russian():
    code, text = run("games", "list")
    assert code == 0 and set(GAMES_LIST) <= set(text.splitlines())
    assert len(text.splitlines()) == 23


def tournament_rows(text):
    """Return the table's rows with the time per move (which varies) left out, and the header line."""
    first, header, *rows = [line for line in text.splitlines()
                            if not line.endswith("…") and not line.startswith(("Предупреждение:", "Warning:"))]
    return first, header, [row.split()[:8] + row.split()[9:] for row in rows]


def test_a_tournament_in_russian_writes_decimal_commas():
    code, text = run("games", "dixmille", "tournament", "--games", "3", "--no-progress")
    first, header, rows = tournament_rows(text)
    assert code == 0 and re.fullmatch(r"Десяточка: 3 партии за столом, зерно 1, \d+,\d с", first)
    assert header.split() == ["игрок", "партий", "среднее", "ст.", "откл.", "95%", "интервал", "лучшая", "(зерно)",
                              "побед", "мс/ход", "нарушений"]
    # seeded games: the expected-points bot counts what four 2s would take of its banked score
    assert rows == [["optimal", "3", "9450,00", "2903,88", "6164,01–12735,99", "11250", "(1000004)", "66,7%", "0"],
                    ["cautious", "3", "5916,67", "6508,90", "-1448,72–13282,05", "13050", "(1)", "33,3%", "0"],
                    ["random", "3", "3050,00", "2872,72", "-200,73–6300,73", "6300", "(1)", "0,0%", "0"]]
    assert all(re.fullmatch(r"\d+,\d", line.split()[8]) for line in text.splitlines()[-3:])


@pytest.mark.parametrize("games, heading", [(1, "1 партия за столом"), (2, "2 партии за столом"),
                                            (5, "5 партий за столом")])
def test_the_tournament_heading_counts_games(games, heading):
    code, text = run("games", "croquet", "tournament", "--games", str(games), "--no-progress")
    assert code == 0 and re.fullmatch(rf"арифметический крокет: {heading}, зерно 1, \d+,\d с", text.splitlines()[0])


def test_a_solo_tournament_in_russian():
    code, text = run("games", "yam", "tournament", "--mode", "solo", "--players", "greedy", "--games", "2",
                     "--no-progress")
    first, _header, rows = tournament_rows(text)
    assert code == 0 and re.fullmatch(r"Яма: 2 одиночные партии, зерно 1, \d+,\d с", first)
    assert rows[0][0] == "greedy" and "," in rows[0][2] and rows[0][-2] == "100,0%"


def test_a_program_s_faults_in_russian():
    code, text = run("games", "croquet", "tournament", "--players", "cmd:true,random", "--games", "1",
                     "--no-progress")
    assert code == 0
    assert text.splitlines()[:4] == [
        f"Предупреждение: партия 1: true, ход {n}: сбой (программа завершилась с кодом 0); вместо него сыгран ход {n}"
        for n in (1, 2, 3, 4)]
    first, _header, rows = tournament_rows(text)
    assert rows[0] == ["true", "1", "1,00", "0,00", "1,00–1,00", "1", "(1)", "100,0%", "4"]


def test_a_program_s_faults_keep_their_codes_in_json():
    code, text = run("games", "croquet", "play", "--players", "cmd:true,random", "--seed", "1", "--json")
    data = json.loads(text[text.index("{"):])
    assert code == 0 and {f["kind"] for f in data["faults"]} == {"crash"}
    assert data["faults"][0]["detail"] == "программа завершилась с кодом 0"


def test_the_default_player_is_named_in_russian_and_kept_so(tmp_path):
    """«Человек», not «Игрок»: a game's seats are «Игрок 1», «Красный 1»; the name is said in the third person."""
    save = tmp_path / "game.json"
    code, text = run("games", "croquet", "play", "--seed", "2", "--save", str(save), input="1\nвыход\n")
    assert code == 130 and "Партия оставлена после: 2 хода; продолжить:" in text
    seats = json.loads(save.read_text(encoding="utf-8"))["seats"]
    assert [s["name"] for s in seats] == ["Человек", "perfect"]
    code, text = run("games", "croquet", "play", "--resume", str(save), lang="en", input="quit\n")
    assert code == 130 and "Человек" in text          # the saved name stays as it was
    code, text = run("games", "croquet", "play", "--seed", "2", "--save", str(save), lang="en", input="1\nquit\n")
    assert [s["name"] for s in json.loads(save.read_text(encoding="utf-8"))["seats"]] == ["you", "perfect"]


def test_castle_s_default_players_in_russian():
    from wordgames.table.sitting import default_players
    i18n.set_language("ru")
    assert default_players(info("castle"), 4) == ["Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4"]
    assert default_players(info("yam"), 2) == ["Человек", "optimal"]
    i18n.set_language("en")
    assert default_players(info("castle"), 4) == ["player 1", "player 2", "player 3", "player 4"]


ALLOWED = {"random", "perfect", "greedy", "expert", "optimal", "cautious", "search", "cmd", "human", "play",
           "wordgames", "battle", "lines", "snake", "yam", "dixmille", "croquet", "castle", "vertical", "games",
           "size", "moves", "caller", "letters", "directions", "strike", "duplicates", "allow", "proper", "weights",
           "spawn", "start", "min", "length", "max", "turns", "hand", "bonuses", "distrust", "penalty",
           "information", "joker", "words", "rule5", "challenge", "diminutives", "vocabulary", "cards", "values", "rule", "columns",
           "dom", "yama", "opening", "twos", "cache", "dir", "croquar", "winning", "bans",
           "table", "target", "gates", "no", "mode", "deck", "seating", "solo", "rollouts", "time", "limit",
           "players", "seats", "save", "resume", "true", "Color", "Lines", "examples", "random_bot", "py",
           "format", "session", "version", "kind", "bot", "program", "rules", "actions", "hm", "robot", "zzz",
           "such", "tmp", "json", "x", "other", "kind", "version", "programs", "abc"}


@pytest.mark.parametrize("args", [job[0] for job in RUSSIAN_JOBS] + [
    ("games", "list"), ("games", "dixmille", "tournament", "--games", "2", "--no-progress"),
    ("games", "croquet", "tournament", "--players", "cmd:true,random", "--games", "1", "--no-progress")])
def test_no_english_word_in_the_russian_output(args):
    _code, text = run(*args)
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - ALLOWED == set()


def test_no_english_word_in_the_russian_saved_game_errors(tmp_path):
    for name in SAVED:
        _code, text = run("games", "croquet", "play", "--resume", session_file(tmp_path, name, SAVED[name]))
        text = text.replace(str(tmp_path), "")
        assert set(re.findall(r"[A-Za-z_]{2,}", text)) - ALLOWED == set(), text


@pytest.mark.parametrize("args, output", [
    (("games", "castle", "play", "--players", "a,b,c"), "Error: castle croquet is played by 4 or 5 players, not 3\n"),
    (("games", "croquet", "play", "--players", "cmd:'abc,perfect", "--seed", "1"),
     "Error: cannot read the program \"'abc\": No closing quotation\n"),
    (("games", "croquet", "tournament", "--players", "robot"),
     "Error: unknown player 'robot' (choose from random, perfect or cmd:PROGRAM)\n"),
    (("games", "castle", "tournament", "--players", "random,random,random", "--no-progress"),
     "Error: castle croquet is played by 4 or 5 players; 3 entrants cannot sit at one table\n"),
    (("games", "vertical", "tournament", "--players", "greedy,greedy,greedy", "--seats", "4",
      "--no-progress"), "Error: 3 entrants cannot fill a table of 4 (teams: 2 entrants)\n"),
])
def test_english_errors_unchanged(args, output):
    assert run(*args, lang="en") == (2, output)


def first_legal_moves(game_name: str, players: str, seed: int) -> list[str]:
    """Return the moves a first-legal-move player makes in seat 1 of the seeded game, as a person types them in Russian."""
    i18n.set_language("ru")
    from wordgames.engine import FirstLegal
    from wordgames.table import sitting
    entry = info(game_name)
    game, session = sitting.new_session(entry, players, seed=seed)
    moves: list[str] = []

    class First(FirstLegal):
        def choose(self, view):
            action = super().choose(view)
            moves.append(game.presenter().show_action(view, action))
            return action

    from wordgames.table.human import ScriptedTerminal
    players = sitting.make_players(game, entry, session, ScriptedTerminal([]))   # the bots seeded as in play
    players[0] = First()
    sitting.run(game, session, players)
    return moves


def test_a_game_with_the_default_players_played_to_the_end_in_russian(tmp_path):
    moves = ["пас" if m == "pass" else m for m in first_legal_moves("croquet", "Человек,perfect", seed=3)]
    assert "пас" in moves            # a person held at a gate says so in Russian (the game's own word)
    save = tmp_path / "game.json"
    code, text = run("games", "croquet", "play", "--seed", "3", "--save", str(save), input="\n".join(moves) + "\n")
    lines = text.splitlines()
    assert code == 0 and lines[0] == "Ходит Человек: число 0 (у партнёра 0); впереди ворота 10"
    assert lines[1:3] == [f"Человек, ваше число > {moves[0]}", f"Человек называет {moves[0]}: с 0 на {moves[0]}"]
    assert "Человек, ваше число > пас" in lines and lines[-2:] == [
        "perfect называет 100: финишный столб 100 — это победа", "perfect выигрывает."]
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["finished"] and [s["name"] for s in data["seats"]] == ["Человек", "perfect"]
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - ALLOWED == set()


def test_english_tables_unchanged(tmp_path):
    code, text = run("games", "list", lang="en")
    assert code == 0 and {
        "croquet   arithmetical croquet — Carroll's race to 100 through the gates 10 … 90.",
        "          wordgames games croquet play; 2 players; bots: random, perfect",
        "          options: --gates, --bans, --no-cache",
        "          wordgames games castle play; 4 or 5 players; bots: random"} <= set(text.splitlines())
    code, text = run("games", "croquet", "tournament", "--players", "cmd:true,random", "--games", "1",
                     "--no-progress", lang="en")
    assert text.splitlines()[0] == "Warning: game 1: true, move 1: crash (the program exited with code 0); played 1"
    first, header, rows = tournament_rows(text)
    assert re.fullmatch(r"arithmetical croquet: 1 table game, seed 1, \d+\.\d s", first)
    assert rows[0] == ["true", "1", "1.00", "0.00", "1.00–1.00", "1", "(1)", "100.0%", "4"]
    path = session_file(tmp_path, "rules.json", SAVED["rules.json"])
    assert run("games", "croquet", "play", "--resume", path, lang="en") == (
        2, f"Error: {path}: rules: gates: one of '10-90', '20-90', 'croquar-95', not 5\n")


@pytest.mark.parametrize("game, russian, english", [
    (("games", "croquet"), "[по умолчанию: Человек,perfect]", "[default: you,perfect]"),
    (("games", "castle"), "[по умолчанию: Игрок 1,Игрок 2,Игрок 3,Игрок 4]",
     "[default: player 1,player 2,player 3,player 4]"),
])
def test_the_default_players_in_the_help(game, russian, english):
    flat = lambda text: " ".join(text.split())
    assert russian in flat(run(*game, "play", "--help")[1])
    assert english in flat(run(*game, "play", "--help", lang="en")[1])


def test_the_engine_s_own_breaches_in_russian():
    from wordgames.coin_race import CoinRace
    i18n.set_language("ru")
    state = CoinRace.initial()
    assert [str(b) for b in state.breaches(5)] == ["правило «случай»: такого исхода здесь нет"]
    over = state.apply(1).apply("ok")
    assert [str(b) for b in over.breaches("ok")] == ["правило «конец партии»: партия окончена"]
    i18n.set_language("en")
    assert [str(b) for b in state.breaches(5)] == ["rule chance: not a possible outcome here"]


def test_the_table_s_warnings_in_russian(tmp_path):
    save = tmp_path / "game.json"
    run("games", "croquet", "play", "--seed", "2", "--save", str(save), input="1\nвыход\n")
    code, text = run("games", "croquet", "play", "--resume", str(save), "--gates", "20-90", "--seed", "3",
                     "--time-limit", "2", input="выход\n")
    assert code == 130 and text.splitlines()[:2] == [
        "Предупреждение: с --resume партия идёт по правилам и с зерном сохранённой; не учитываются: --gates, --seed",
        "Предупреждение: --time-limit ни на что не влияет: среди игроков нет программ (cmd:ПРОГРАММА)"]
    code, text = run("games", "croquet", "tournament", "--games", "1", "--jobs", "2", "--no-progress")
    assert code == 0 and text.splitlines()[0] == "Предупреждение: --jobs не влияет на турнир из одной партии"


@pytest.mark.parametrize("kind, detail, russian", [
    ("timeout", "нет ответа за 0,1 с", "sleep, ход 3: опоздание (нет ответа за 0,1 с); вместо него сыгран ход 3"),
    ("crash", "нет ответа на 3 вопроса подряд",
     "sleep, ход 3: сбой (нет ответа на 3 вопроса подряд); вместо него сыгран ход 3"),
    ("garbage", "'y': это не число", "sleep, ход 3: непонятный ответ ('y': это не число); вместо него сыгран ход 3"),
    ("illegal", "'9': правило 1", "sleep, ход 3: недопустимый ход ('9': правило 1); вместо него сыгран ход 3"),
])
def test_a_fault_described_in_russian(kind, detail, russian):
    from wordgames.table.loop import Fault
    fault = Fault(0, 3, kind, detail, "3")
    i18n.set_language("ru")
    assert fault.describe("sleep") == russian and fault.to_dict()["kind"] == kind
    i18n.set_language("en")
    assert fault.describe("sleep") == f"sleep, move 3: {kind} ({detail}); played 3"


@pytest.mark.parametrize("n, russian", [(1, "нет ответа на 1 вопрос подряд"), (3, "нет ответа на 3 вопроса подряд"),
                                        (5, "нет ответа на 5 вопросов подряд"), (21, "нет ответа на 21 вопрос подряд")])
def test_questions_without_an_answer_counted_in_russian(n, russian):
    from wordgames.i18n import ngettext
    i18n.set_language("ru")
    assert ngettext("no answer to {n} question in a row", "no answer to {n} questions in a row", n).format(n=n) == russian


def test_a_snake_move_refused_at_the_table_in_russian():
    """Two words at once, and a move of another stage (/оставить, keep the card, while words are laid)."""
    _code, text = run("snake", "play", "--players", "Оля,expert", "--seed", "2", input="кот пёс\n/оставить\n")
    told = re.sub(r"\n    ", " ", text)                # a line wrapped to the terminal's width, joined again
    refused = [line for line in told.splitlines() if "попробуйте" in line]
    assert refused == [
        "  «кот пёс»: нужно одно слово или команда с карточкой — попробуйте ещё раз («?» — справка)",
        "  правило «стадия хода»: /оставить (карточки остаются у вас) — не ход этой стадии: сейчас выкладывание; "
        "выложите слово (ра|струб) или закончите выкладывание командой /готово — попробуйте ещё раз"]
