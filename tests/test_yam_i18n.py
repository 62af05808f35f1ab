"""Yam (Яма) in Russian: real jobs with their exact Russian output (hand-checked for grammar), no Latin word in it,
English unchanged, the sheet's JSON codes and the plural forms; the Russian words a person may type, as a table; and
a game played to the end in Russian at the terminal with scripted answers computed beforehand through the library.
"""

import re

import pytest
from click.testing import CliRunner

from tests.i18n_helpers import DICE_LATIN, SHARED_WORDS, Scripted, run
from wordgames import i18n
from wordgames.errors import InputFormatError
from wordgames.games.dice import DiceBreach, show
from wordgames.games.yam.game import YamGame
from wordgames.games.yam.players import GreedyPlayer
from wordgames.games.yam.state import Keep, Score
from wordgames.table.loop import draw_chance, play
from wordgames_cli.main import cli

SHEETS = {
    # the rule text's own example sheet: «+» 31 cannot come from five dice
    "пример.txt": "Позиция\t1-й игрок\t2-й игрок\n1\t0\t2\n2\t10\t6\n3\t9\t15\n4\t16\t20\n5\t10\t15\n6\t12\t18\n"
                "Сумма\t57\t76\nБонус\t0\t30\n-\t21\t19\n+\t31\t20\nДом\t42\t36\nРяд\t50\t0\nЯма\t58\t60\n"
                "Счет\t259\t241\n",
    "ошибки.txt": "Позиция  Аня  Боря\nРяд  47  45\n3  10  .\n+  19  .\n-  20  .\nСчёт  5  .\n",
    "колонки.txt": "Позиция\tАня [down]\tАня [up]\tАня\n1\t3\t.\t.\nЯма\t.\t60\t.\n2\t.\t.\t4\n",
    "порядок.txt": "Позиция\tАня [вниз]\tАня [вверх]\nЯма\t60\t.\n",
    "яма.txt": "Позиция  Аня\nРяд  45\nДом  41\nЯма  58\n",
}

EMPTY_UPPER = "1        .\n2        .\n3        .\n4        .\n5        .\n6        .\n"
LATE = ["--set", "1=3", "--set", "2=6", "--set", "3=9", "--set", "4=12", "--set", "5=15", "--set", "6=18",
        "--set", "-=10", "--set", "+=20"]

RUSSIAN_JOBS = [
    (("games", "yam", "sheet", "пример.txt"), 1,
     "Позиция  1-й игрок  2-й игрок\n1        0          2\n2        10         6\n3        9          15\n"
     "4        16         20\n5        10         15\n6        12         18\nСумма    57         76\n"
     "Бонус    0          30\n-        21         19\n+        31         20\nДом      42         36\n"
     "Ряд      50         0\nЯма      58         60\nСчёт     259        241\n"
     "Ошибка: пример.txt:11:3: в позиции «+» не может быть 31: возможно только 0 или сумма пяти кубиков (5–30) "
     "(1-й игрок)\n"),
    (("games", "yam", "sheet", "ошибки.txt"), 1,
     "Позиция  Аня  Боря\n1        .    .\n2        .    .\n3        10   .\n4        .    .\n5        .    .\n"
     "6        .    .\nСумма    10   0\nБонус    0    0\n-        20   .\n+        19   .\nДом      .    .\n"
     "Ряд      47   45\nЯма      .    .\nСчёт     96   45\n"
     "Ошибка: ошибки.txt:3:4: в позиции «3» не может быть 10: возможно только число, кратное 3, не больше 15 (Аня)\n"
     "Ошибка: ошибки.txt:2:6: в позиции «Ряд» не может быть 47: возможно только 0, 45 или 50 (Аня)\n"
     "Ошибка: ошибки.txt:4:4: число в «+» (19) должно быть больше числа в «−» (20) или быть 0 (Аня)\n"
     "Ошибка: ошибки.txt:6:7: в строке «Счёт» 5, а по позициям выходит 96 (Аня)\n"),
    (("games", "yam", "sheet", "колонки.txt"), 0,
     "Позиция  Аня [вниз]  Аня [вверх]  Аня\n1        3           .            .\n2        .           .            4\n"
     "3        .           .            .\n4        .           .            .\n5        .           .            .\n"
     "6        .           .            .\nСумма    3           0            4\nБонус    0           0            0\n"
     "-        .           .            .\n+        .           .            .\nДом      .           .            .\n"
     "Ряд      .           .            .\nЯма      .           60           .\nСчёт     3           60           4\n"
     "Аня: 67 в сумме по 3 колонкам\n"),
    (("games", "yam", "sheet", "порядок.txt"), 1,
     "Позиция  Аня [вниз]  Аня [вверх]\n1        .           .\n2        .           .\n3        .           .\n"
     "4        .           .\n5        .           .\n6        .           .\n"
     "Сумма    0           0\nБонус    0           0\n-        .           .\n+        .           .\n"
     "Дом      .           .\nРяд      .           .\nЯма      60          .\nСчёт     60          0\n"
     "Аня: 60 в сумме по 2 колонкам\n"
     "Ошибка: порядок.txt: эта колонка заполняется сверху вниз, но позиция «1» пуста, а ниже есть заполненные (Аня)\n"),
    (("games", "yam", "sheet", "--yama", "five-of-a-kind", "яма.txt"), 1,
     "Позиция  Аня\n" + EMPTY_UPPER + "Сумма    0\nБонус    0\n-        .\n+        .\nДом      41\nРяд      45\n"
     "Яма      58\nСчёт     144\n"
     "Ошибка: яма.txt:4:6: в позиции «Яма» не может быть 58: никакой бросок с пятью одинаковыми кубиками не даёт "
     "в сумме 18 (в «Яме» 0 или сумма такого броска + 40; вариант правил yama=five-of-a-kind) (Аня)\n"),
    (("games", "yam", "advise", "44442", "--rolls-left", "2", *LATE, "--set", "Ряд=0", "--top", "3"), 0,
     "Кубики 2 4 4 4 4, осталось 2 броска: оставить 4 4 4 4\n"
     "  оставить 4 4 4 4               ожидаемый счёт  197,486\n"
     "  записать в позицию «Яма» (58)  ожидаемый счёт  195,236\n"
     "  оставить 4 4 4                 ожидаемый счёт  175,669\n"),
    (("games", "yam", "advise", "12346", "--rolls-left", "1", *LATE, "--set", "Дом=0", "--set", "Яма=0",
      "--top", "2"), 0,
     "Кубики 1 2 3 4 6, остался 1 бросок: оставить 2 3 4 6\n"
     "  оставить 2 3 4 6               ожидаемый счёт  131,333\n"
     "  оставить 1 2 3 4               ожидаемый счёт  130,500\n"),
    (("games", "yam", "advise", "12346", *LATE, "--set", "Дом=0", "--set", "Яма=0", "--top", "1"), 0,
     "Кубики 1 2 3 4 6, осталось 0 бросков: записать в позицию «Ряд» (0)\n"
     "  записать в позицию «Ряд» (0)   ожидаемый счёт  123,000\n"),
    (("games", "yam", "advise", "12346", "--set", "Ряд=47"), 2,
     "Ошибка: --set: в позиции «Ряд» не может быть 47: возможно только 0, 45 или 50\n"),
    (("games", "yam", "advise", "1234"), 2, "Ошибка: КУБИКИ: нужно кубиков: 5, а в «1234» их 4\n"),
    (("games", "yam", "solve", "--boxes", "6", "--simulate", "2000"), 0,
     "Ожидаемый счёт при оптимальной игре: 12,6389\n"
     "Правила: dom=full-house, yama=four-of-a-kind; позиции: 6\n"
     "Сыграно 2000 партий: среднее 12,663 ± 0,150; интервал 3σ [12,214; 13,112] — совпадает\n"),
]


@pytest.fixture
def sheets(tmp_path, monkeypatch):
    for name, text in SHEETS.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(sheets, args, code, output):
    assert run(*args) == (code, output)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(sheets, args, code, output):
    _code, text = run(*args)
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - DICE_LATIN == set()


@pytest.mark.parametrize("args, code, lines", [
    (("games", "yam", "sheet", "ошибки.txt"), 1, ["Error: ошибки.txt:3:4: 3 10 cannot occur: only a multiple of 3 up to 15 (Аня)",
                                              "Error: ошибки.txt:2:6: Ряд 47 cannot occur: only 0, 45 or 50 (Аня)",
                                              "Error: ошибки.txt:4:4: «+» 19 must be greater than «−» 20 (or be 0) (Аня)",
                                              "Error: ошибки.txt:6:7: Счёт 5 does not add up: the boxes give 96 (Аня)"]),
    (("games", "yam", "sheet", "колонки.txt"), 0, ["Позиция  Аня [down]  Аня [up]  Аня", "Аня: 67 over 3 columns"]),
    (("games", "yam", "advise", "12346", "--rolls-left", "1", *LATE, "--set", "Дом=0", "--set", "Яма=0",
      "--top", "1"), 0, ["Dice 1 2 3 4 6, 1 roll left: keep 2 3 4 6",
                         "  keep 2 3 4 6             expected Счёт  131.333"]),
    (("games", "yam", "solve", "--boxes", "6", "--simulate", "2000"), 0,
     ["Expected score of optimal play: 12.6389", "Rules: dom=full-house, yama=four-of-a-kind; boxes: 6",
      "Simulated 2000 games: mean 12.663 ± 0.150; 3σ interval [12.214, 13.112] agrees"]),
])
def test_english_output_is_what_it_was(sheets, args, code, lines):
    got_code, text = run(*args, lang="en")
    assert got_code == code and all(line in text.splitlines() for line in lines)


def test_the_sheet_json_keeps_its_keys_and_gains_a_stable_code(sheets):
    import json
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "yam", "sheet", "ошибки.txt", "--json"])
    problems = json.loads(result.stdout)["problems"]
    assert [(p["code"], p["line"], p["column"]) for p in problems] == [
        ("value", 3, 4), ("value", 2, 6), ("plus-minus", 4, 4), ("sum", 6, 7)]
    assert problems[0]["message"] == "в позиции «3» не может быть 10: возможно только число, кратное 3, не больше 15"


@pytest.mark.parametrize("n, line, tie, columns, rolls", [
    (1, "Побеждает Оля: 1 очко", "Ничья: Оля, Аня, у каждого 1 очко", None, "остался 1 бросок"),
    (2, "Побеждает Оля: 2 очка", "Ничья: Оля, Аня, у каждого 2 очка", "Аня: 2 в сумме по 2 колонкам",
     "осталось 2 броска"),
    (5, "Побеждает Оля: 5 очков", "Ничья: Оля, Аня, у каждого 5 очков", "Аня: 5 в сумме по 5 колонкам",
     "осталось 5 бросков"),
    (11, "Побеждает Оля: 11 очков", "Ничья: Оля, Аня, у каждого 11 очков", "Аня: 11 в сумме по 11 колонкам",
     "осталось 11 бросков"),
    (21, "Побеждает Оля: 21 очко", "Ничья: Оля, Аня, у каждого 21 очко", "Аня: 21 в сумме по 21 колонке",
     "остался 21 бросок"),
    (22, "Побеждает Оля: 22 очка", "Ничья: Оля, Аня, у каждого 22 очка", "Аня: 22 в сумме по 22 колонкам",
     "осталось 22 броска"),
    (111, "Побеждает Оля: 111 очков", "Ничья: Оля, Аня, у каждого 111 очков", "Аня: 111 в сумме по 111 колонкам",
     "осталось 111 бросков"),
])
def test_plural_forms_of_the_dice_games(n, line, tie, columns, rolls):
    from wordgames.games.yam.advisor import Choice
    from wordgames.games.yam.analysis import AdviseReport, advise_lines
    from wordgames.games.yam.presenter import tie_line, winner_line
    from wordgames.games.yam.sheet import Column, Rules
    from wordgames.games.yam.sheetfile import SheetColumn, SheetFile, SheetPlayer, sheet_text
    i18n.set_language("ru")
    assert winner_line("Оля", n) == line and tie_line("Оля, Аня", n) == tie
    player = SheetPlayer("Аня", [SheetColumn(column=Column.from_mapping({"1": 1})) for _column in range(n)])
    last = sheet_text(SheetFile([player])).splitlines()[-1]
    assert last == columns if columns else last.startswith("Счёт")
    report = AdviseReport((1, 2, 3, 4, 6), n, Rules(), (Choice("keep", (), 0.0),))
    assert advise_lines(report, top=0) == [f"Кубики 1 2 3 4 6, {rolls}: перебросить все"]


# -- what a person types --------------------------------------------------------------------------------

YAM_INPUTS = [
    ("k 666", Keep((6, 6, 6))), ("о 666", Keep((6, 6, 6))), ("ост 6 6", Keep((6, 6))), ("оставить 23", Keep((2, 3))),
    ("r", Keep(())), ("п", Keep(())), ("пер", Keep(())), ("перебросить", Keep(())), ("б", Keep(())),
    ("Яма", Score("Яма")), ("яма", Score("Яма")), ("я", Score("Яма")), ("yama", Score("Яма")), ("yam", Score("Яма")),
    ("з Яма", Score("Яма")), ("зап дом", Score("Дом")), ("записать ряд", Score("Ряд")), ("s Ryad", Score("Ряд")),
    ("dom", Score("Дом")), ("д", Score("Дом")), ("full", Score("Дом")), ("р", Score("Ряд")), ("straight", Score("Ряд")),
    ("плюс", Score("+")), ("plus", Score("+")), ("минус", Score("-")), ("−", Score("-")), ("з 6", Score("6")),
    # a Latin look-alike in a Russian word is read as the Cyrillic letter (o, a, p below are Latin)
    ("o 66", Keep((6, 6))), ("Дoм", Score("Дом")), ("зaп яма", Score("Яма")), ("pяд", Score("Ряд")),
]


@pytest.mark.parametrize("text, action", YAM_INPUTS)
def test_yam_reads_either_layout(text, action):
    game = YamGame({"columns": 1})
    state = game.new_initial_state().apply((2, 3, 6, 6, 6))
    assert game.presenter().parse_action(state, text) == action


@pytest.mark.parametrize("text, message", [
    ("о", "«о»: скажите, какие кубики оставить (о 666); п перебрасывает все пять"),
    ("оставить", "«оставить»: скажите, какие кубики оставить (о 666); п перебрасывает все пять"),
    ("з", "'з' — не позиция и не команда"),
    ("o", "«o»: скажите, какие кубики оставить (о 666); п перебрасывает все пять"),     # a Latin o
    ("хата", "'хата' — не позиция и не команда"),
    ("о 667", "«7» — не грань кубика (1–6)"),
])
def test_yam_refuses_what_it_cannot_read_in_russian(text, message):
    i18n.set_language("ru")
    game = YamGame({"columns": 1})
    state = game.new_initial_state().apply((2, 3, 6, 6, 6))
    with pytest.raises(InputFormatError) as caught:
        game.presenter().parse_action(state, text)
    assert str(caught.value) == message


def test_yam_breaches_are_named_by_rule_in_russian_and_by_code_in_english():
    game = YamGame({"columns": 3})
    state = game.new_initial_state().apply((2, 3, 6, 6, 6))
    i18n.set_language("ru")
    assert [str(b) for b in state.breaches(Keep((1, 1)))] == [
        "правило «оставленные кубики»: не все кубики 1 1 есть на столе (2 3 6 6 6)"]
    assert [str(b) for b in state.breaches(Score("Ряд", 0))] == [
        "правило «сверху вниз»: колонка 1 заполняется сверху вниз: следующая позиция — «1», а не «Ряд»"]
    assert [(b.rule, b.message) for b in state.breaches(Score("2", 1))] == [
        ("bottom-up", "колонка 2 заполняется снизу вверх: следующая позиция — «Яма», а не «2»")]
    i18n.set_language("en")
    assert str(DiceBreach("keep", "keeping all five dice is scoring: name a box")) == \
        "rule keep: keeping all five dice is scoring: name a box"


# -- whole games at the terminal, in Russian ------------------------------------------------------------

YAM_BOX_WORDS = {"Дом": "dom", "Ряд": "з ряд", "Яма": "яма", "-": "минус", "+": "плюс", "6": "записать 6"}


def yam_words(view, action, n):
    if isinstance(action, Keep):
        if not action.dice:
            return "п" if n % 2 else "перебросить"
        return ("о " if n % 2 else "оставить ") + "".join(map(str, action.dice))
    return YAM_BOX_WORDS.get(action.box, action.box)


def plural_points(n: int) -> str:
    """Russian by hand: 1 очко, 2 очка, 5 очков (11-14 очков)."""
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} очко"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{n} очка"
    return f"{n} очков"


def test_a_yam_game_played_to_the_end_in_russian():
    seed = 7
    game = YamGame({"columns": 1}, seats=2)
    person = Scripted(game, GreedyPlayer(), yam_words)
    end = play(game, [person, GreedyPlayer()], seed=seed).state
    first = game.new_initial_state()
    first = first.apply(draw_chance(first, seed, 0))
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "yam", "play", "--players", "Оля,greedy",
                                      "--seed", str(seed)], input="\n".join(["?", "sheet", *person.answers]) + "\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:2] == [f"Бросок 1 из 3: {show(first.dice)}",       # the roll said once, in the position
                         "Свободные позиции: 1 2 3 4 5 6 - + Дом Ряд Яма; счёт 0"]
    # the terminal echoes what is typed after the prompt, which says what is expected
    assert lines[2] == "Оля: оставить кубики (о 66), перебросить все (п) или заполнить позицию > ?"
    assert lines[3].startswith("Чтобы оставить кубики и перебросить остальные, наберите о и эти кубики (о 666;")
    assert "  лист     показать таблицы результатов всех игроков" in lines       # by its Russian name first
    assert "  sheet    то же, что «лист»" in lines and "  совет    то же, что «совет»" not in lines
    assert "Оля: оставить кубики (о 66), перебросить все (п) или заполнить позицию > sheet" in lines
    assert "Позиция  Оля  greedy" in lines                      # the seats by their names at the table
    assert any(re.fullmatch(r"(Оля: .* > )?  Оля записывает \d+ в позицию «.+»; счёт \d+", line) for line in lines)
    assert any(re.fullmatch(r"  greedy записывает \d+ в позицию «.+»; счёт \d+", line) for line in lines)
    assert any(re.fullmatch(r"(Оля > )?  Оля (оставляет [1-6 ]+|перебрасывает все пять кубиков)", line)
               for line in lines)
    olya, bot = end.totals()
    assert lines[-16] == "Позиция  Оля  greedy" and re.fullmatch(rf"Счёт     {olya} +{bot}", lines[-2])
    if olya != bot:
        winner = "Оля" if olya > bot else "greedy"
        assert lines[-1] == f"Побеждает {winner}: {plural_points(max(olya, bot))}"
    else:
        assert lines[-1] == f"Ничья: Оля, greedy, у каждого {plural_points(olya)}"
    said = re.sub(r"«[^«»]*»", " ", "\n".join(lines))     # what is typed is quoted (also across a wrapped line)
    assert set(re.findall(r"[A-Za-z_]{2,}", said)) - SHARED_WORDS - {"greedy", "sheet", "advise", "dom"} == set()
