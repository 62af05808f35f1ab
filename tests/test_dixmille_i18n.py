"""Dix Mille (Десяточка) in Russian: real jobs with their exact Russian output (hand-checked for grammar), no Latin
word in it, English unchanged, dice counted; the Russian words a person may type, as a table; and a game played to
the end in Russian at the terminal with scripted answers computed beforehand through the library.
"""

import re

import pytest
from click.testing import CliRunner

from tests.i18n_helpers import DICE_LATIN, SHARED_WORDS, Scripted, run
from wordgames import i18n
from wordgames.errors import InputFormatError
from wordgames.games.dixmille.game import DixMilleGame
from wordgames.games.dixmille.narration import typed
from wordgames.games.dixmille.players import CautiousPlayer
from wordgames.games.dixmille.scoring import Combo, Selection
from wordgames.games.dixmille.state import DixMilleState, Move
from wordgames.table.loop import play
from wordgames_cli.main import cli

RUSSIAN_JOBS = [
    (("games", "dixmille", "advise", "115346", "--points", "300"), 0,
     "1 1 3 4 5 6, очков за ход: 300; лучше всего — отложить 1 (100), бросать дальше\n"
     "  отложить 1 (100), бросать дальше         в среднем     647,3\n"
     "  отложить 5 (50), бросать дальше          в среднем     614,3\n"
     "  отложить 1+1 (200), бросать дальше       в среднем     599,6\n"
     "  отложить 1+5 (150), бросать дальше       в среднем     565,5\n"
     "  отложить 1+1+5 (250), бросать дальше     в среднем     555,5\n"
     "  отложить 1+1+5 (250), записать           в среднем     550,0\n"
     "  отложить 1+1 (200), записать             в среднем     500,0\n"
     "  отложить 1+5 (150), записать             в среднем     450,0\n"),
    (("games", "dixmille", "advise", "223366", "--points", "50"), 0,
     "2 2 3 3 6 6, очков за ход: 50; лучше всего — отложить три пары 2-3-6 (1500), бросать дальше\n"
     "  отложить три пары 2-3-6 (1500), бросать дальше в среднем    1958,1\n"),
    (("games", "dixmille", "advise", "223346"), 0, "2 2 3 3 4 6: при таком броске очки за ход сгорают.\n"),
    (("games", "dixmille", "advise", "--points", "800", "--dice-left", "2"), 0,
     "Лучше записать: бросок 2 кубиков даёт в среднем 598,7, а записать можно 800.\n"),
    (("games", "dixmille", "advise", "--points", "800", "--dice-left", "1"), 0,
     "Лучше бросать: двойной бросок последнего кубика даёт в среднем 958,5, а записать можно 800.\n"),
    (("games", "dixmille", "advise", "5"), 2,
     "Ошибка: КУБИКИ: в броске, из которого выбирают, от 2 до 6 кубиков (один кубик — это бросок на бонус)\n"),
    (("games", "dixmille", "advise", "115346", "--points", "30"), 2, "Ошибка: --points: очки за ход идут с шагом 50\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(args, code, output):
    assert run(*args) == (code, output)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(args, code, output):
    _code, text = run(*args)
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - DICE_LATIN == set()


@pytest.mark.parametrize("args, code, lines", [
    (("games", "dixmille", "advise", "223366", "--points", "50"), 0,
     ["2 2 3 3 6 6 with 50 points: best is set aside three pairs 2-3-6 (1500), throw on",
      "  set aside three pairs 2-3-6 (1500), throw on expected    1958.1"]),
    (("games", "dixmille", "advise", "--points", "800", "--dice-left", "2"), 0,
     ["Bank: throw 2 dice is worth 598.7 on average; banking is worth 800."]),
    (("games", "dixmille", "advise", "--points", "800", "--dice-left", "1"), 0,
     ["Throw: the double throw of the last die is worth 958.5 on average; banking is worth 800."]),
])
def test_english_output_is_what_it_was(args, code, lines):
    got_code, text = run(*args, lang="en")
    assert got_code == code and all(line in text.splitlines() for line in lines)


@pytest.mark.parametrize("n, dice", [(1, "1 кубик"), (2, "2 кубика"), (5, "5 кубиков"), (11, "11 кубиков"),
                                     (21, "21 кубик"), (22, "22 кубика"), (111, "111 кубиков")])
def test_dice_counted_in_russian(n, dice):
    i18n.set_language("ru")
    throws = i18n.ngettext("  {name} sets aside {selection} ({gain}): turn {points}; throws {count} die.",
                           "  {name} sets aside {selection} ({gain}): turn {points}; throws {count} dice.", n)
    assert throws.format(name="Оля", selection="1", gain=100, points=100, count=n) == \
        f"  Оля откладывает 1 (100): за ход 100; бросает {dice}."


# -- what a person types --------------------------------------------------------------------------------

THROW = (1, 1, 3, 4, 5, 6)
ONE, FIVE = Combo("single", (1,)), Combo("single", (5,))
DIX_INPUTS = [
    ("кубик 1 з", Move(Selection((ONE,)), True)), ("single 1 b", Move(Selection((ONE,)), True)),
    ("кубик 5 бр", Move(Selection((FIVE,)), False)), ("1+5 зап", Move(Selection((ONE, FIVE)), True)),
    ("1+1+5 брос", Move(Selection((ONE, ONE, FIVE)), False)), ("1+1 записать", Move(Selection((ONE, ONE)), True)),
    ("1+5 бросать", Move(Selection((ONE, FIVE)), False)), ("1+5 банк", Move(Selection((ONE, FIVE)), True)),
    ("1 бр", Move(Selection((ONE, ONE, FIVE)), False)), ("2 t", Move(Selection((ONE, ONE)), False)),
    ("1+5 бp", Move(Selection((ONE, FIVE)), False)), ("кубик 1 зaп", Move(Selection((ONE,)), True)),   # Latin p, a
]


@pytest.mark.parametrize("text, move", DIX_INPUTS)
def test_dix_mille_reads_either_layout(text, move):
    game = DixMilleGame({"table": "text"}, seats=2)
    state = game.new_initial_state().apply(THROW)
    assert game.presenter().parse_action(state, text) == move


@pytest.mark.parametrize("throw, text, kind", [
    ((2, 2, 3, 3, 6, 6), "три пары 2-3-6 бр", "three pairs"), ((2, 2, 3, 3, 6, 6), "three pairs 6-3-2 t", "three pairs"),
    ((1, 1, 5, 5, 5, 5), "пара и четыре 115555 бр", "pair and four"), ((4,) * 6, "шесть 4 бр", "six of a kind"),
    ((4,) * 6, "six 4s t", "six of a kind"), ((1, 2, 3, 4, 5, 6), "ряд 1-6 бр", "straight"),
    ((1, 2, 3, 4, 5, 6), "straight t", "straight"),
])
def test_dix_mille_reads_the_six_dice_combinations_in_russian(throw, text, kind):
    game = DixMilleGame({"table": "text"}, seats=2)
    state = game.new_initial_state().apply(throw)
    move = game.presenter().parse_action(state, text)
    assert [c.kind for c in move.selection.combos] == [kind] and move.bank is False and state.is_legal(move)


@pytest.mark.parametrize("text, message", [
    ("1 б", "«б» может значить и «банк», и «бросать»: наберите з (записать), чтобы записать очки, или бр (бросать), "
            "чтобы бросать дальше"),
    ("1+5", "добавьте з, чтобы записать очки, или бр, чтобы бросать дальше: «1+5 з» или «1+5 бр»"),
    ("з", "скажите, что отложить (номер варианта или комбинацию), затем з, чтобы записать очки, или бр, "
          "чтобы бросать дальше"),
    ("9 з", "варианта 9 нет: варианты — от 1 до 5"),
    ("кубик 7 з", "'кубик 7' — не комбинация: пишите 1, 5, 111 … 666 через +, «кубик 1», «три пары 2-3-6», "
                  "«пара и четыре 115555», «шесть 4» или «ряд 1-6»"),
])
def test_dix_mille_refuses_a_lone_б_and_says_why_in_russian(text, message):
    i18n.set_language("ru")
    game = DixMilleGame({"table": "text"}, seats=2)
    state = game.new_initial_state().apply(THROW)
    with pytest.raises(InputFormatError) as caught:
        game.presenter().parse_action(state, text)
    assert str(caught.value) == message


def test_dix_mille_breaches_in_russian():
    i18n.set_language("ru")
    state = DixMilleState.new(2).apply((2, 2, 3, 3, 6, 6))
    pairs = Selection((Combo("three pairs", (2, 2, 3, 3, 6, 6)),))
    assert [str(b) for b in state.breaches(Move(pairs, True))] == [
        "правило «обязательный бросок»: после «три пары 2-3-6» нужно снова бросить все шесть кубиков"]
    assert [str(b) for b in state.breaches(Move(Selection((ONE,)), False))] == [
        "правило «зачётные комбинации»: «1» нельзя отложить из броска 2 2 3 3 6 6"]


# -- whole games at the terminal, in Russian ------------------------------------------------------------

def dix_words(view, action, n):
    game = DixMilleGame({"table": "text"}, seats=2)
    shown = game.presenter()
    if n % 2 == 0 and shown.choices(view) and action.selection == shown.choices(view)[0]:
        return "1 з" if action.bank else "1 бр"
    return typed(action)


def test_a_dix_mille_game_played_to_the_end_in_russian():
    seed, target = 4, 3000
    game = DixMilleGame({"table": "text", "target": target}, seats=2)
    i18n.set_language("ru")                  # the person's words are computed as a Russian reader types them
    person = Scripted(game, CautiousPlayer(), dix_words)
    end = play(game, [person, CautiousPlayer()], seed=seed).state
    result = CliRunner().invoke(cli, ["--lang", "ru", "games", "dixmille", "play", "--players", "Оля,cautious",
                                      "--seed", str(seed), "--target", str(target)],
                                input="\n".join(["?", *person.answers]) + "\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(re.fullmatch(r"Оля \(счёт 0, за ход 0\) бросает 6 кубиков: [1-6 ]+", line) for line in lines)
    assert any(line.startswith("После броска наберите номер варианта из списка") for line in lines)
    assert "Наберите вариант (номер или комбинацию) и з, чтобы записать очки, или бр, чтобы бросать дальше, " \
           "например «1 бр»." in " ".join(lines)             # wrapped to the terminal's 80 columns
    told = [line for line in lines if line.startswith("  Оля ")]
    assert told and all(re.fullmatch(r"  Оля (откладывает \S+ \(\d+\)( и записывает \d+: счёт \d+|: за ход \d+; "
                                     r"(бросает [2-5] кубика|бросает 5 кубиков|снова бросает все шесть кубиков|"
                                     r"бросает последний кубик на бонус))|записывает \d+: счёт \d+|"
                                     r"снова бросает шесть кубиков)\.", line) for line in told), told
    assert any(re.fullmatch(r"Оля > (кубик [15]|[1-6+]+) (з|бр)", line) for line in lines)
    assert any(re.fullmatch(r"  cautious откладывает .+", line) for line in lines)
    assert lines[-2] == f"Итоговый счёт: Оля {end.scores[0]}, cautious {end.scores[1]}"
    winners = [("Оля", "cautious")[i] for i in end.winners()]
    assert lines[-1] == (f"Побеждает {winners[0]}" if len(winners) == 1 else f"Ничья: {', '.join(winners)}")
    said = re.sub(r"«[^«»]*»|\([^()]*\)", " ",           # typed words are quoted or given in brackets, also
                  "\n".join(line for line in lines if "можно:" not in line and not line.startswith("    ")))
    assert set(re.findall(r"[A-Za-z_]{2,}", said)) - SHARED_WORDS - {"cautious", "advise"} == set()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_choices_fit_an_80_column_terminal(language):
    """The line under a throw's choices says how to answer; at 80 columns it is wrapped between words, none lost."""
    from wordgames.games.dixmille.presenter import CHOICES_FOOT
    i18n.set_language(language)
    game = DixMilleGame()
    shown = game.presenter()
    state = game.new_initial_state()
    while state.is_chance_node():
        state = state.next_state(state.chance_outcomes()[0][0])
    assert state.legal_actions(), state
    shown.width = 80
    lines = shown.draw(state).splitlines()
    assert max(map(len, lines)) <= 80
    foot = i18n._(CHOICES_FOOT)
    assert len(foot) > 80 and " ".join(lines).endswith(foot)
