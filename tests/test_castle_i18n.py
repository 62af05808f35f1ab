"""Castle croquet in Russian: real jobs with their exact output, no Latin word, English as it was, the saved and
logged forms kept English, the Russian words typed at the prompt, a ball declined as the sentence needs, and a game
played to the end."""

from __future__ import annotations

import json

import pytest

from test_castle_rules import WORKED_GAME
from tests.i18n_helpers import latin_words, run_in_folder
from wordgames import i18n
from wordgames.errors import InputFormatError
from wordgames.games.castle_croquet.events import END, DECLINE, Croquet, Flag, Pass, Stroke, Touch, parse_event
from wordgames.games.castle_croquet.pieces import SENTINEL, SOLDIER, Ball, parse_castle
from wordgames.games.croquet.game import CroquetGame
from wordgames.games.croquet.course import PASS

LOG = "партия"            # file names without Latin letters: they are part of the messages
SHORT_LOG = "players 4\nудар\nпроход синий ворота 1 наружу\nконец\nуд\nкас синий чёрный\n"
SHORT_LOG_RU = (
    "   2  удар\n"
    "   3  проход синий ворота 1 наружу\n"
    "        синий воин покидает замок 1\n"
    "   4  конец\n"
    "        синий воин получает ещё один удар (правило IV: проход через ворота замка 1)\n"
    "   5  удар\n"
    "   6  касание синий чёрный\n"
    "        синий воин касается чёрного воина (правило V: затем по синему воину можно ударить чёрным воином)\n"
    "синий воин: на открытой площадке, вторжений: 0 из 3\n"
    "чёрный воин: в замке 2, вторжений: 0 из 3\n"
    "оранжевый воин: в замке 3, вторжений: 0 из 3\n"
    "красный воин: в замке 4, вторжений: 0 из 3\n"
    "зелёный страж: стоит в карауле в замке 1\n"
    "коричневый страж: стоит в карауле в замке 2\n"
    "жёлтый страж: стоит в карауле в замке 3\n"
    "розовый страж: стоит в карауле в замке 4\n"
    "игрок 1 (синий воин): воин: вторгнуться по порядку в замки 2, 3, 4 (ворота внутрь, дверь, флажок, "
    "ворота наружу); воин: вернуться в замок 1 и коснуться его флажка; страж: затем коснуться флажка 1, "
    "стоя в карауле\n"
    "игрок 2 (чёрный воин): воин: покинуть замок 2 через ворота; воин: вторгнуться по порядку в замки 3, 4, 1 "
    "(ворота внутрь, дверь, флажок, ворота наружу); воин: вернуться в замок 2 и коснуться его флажка; "
    "страж: затем коснуться флажка 2, стоя в карауле\n"
    "игрок 3 (оранжевый воин): воин: покинуть замок 3 через ворота; воин: вторгнуться по порядку в замки 4, 1, 2 "
    "(ворота внутрь, дверь, флажок, ворота наружу); воин: вернуться в замок 3 и коснуться его флажка; "
    "страж: затем коснуться флажка 3, стоя в карауле\n"
    "игрок 4 (красный воин): воин: покинуть замок 4 через ворота; воин: вторгнуться по порядку в замки 1, 2, 3 "
    "(ворота внутрь, дверь, флажок, ворота наружу); воин: вернуться в замок 4 и коснуться его флажка; "
    "страж: затем коснуться флажка 4, стоя в карауле\n"
    "бьёт синий воин (игрок 1): сообщайте, что происходит, затем «конец»\n")

# (arguments, files, exit code, standard output, standard error)
RUSSIAN_JOBS = [
    (("games", "castle", "replay", LOG), {LOG: SHORT_LOG}, 0, SHORT_LOG_RU, ""),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nудар\nпроход синий ворота 2 внутрь\n"}, 1, "",
     "Ошибка: правило II: партия:3: синий воин находится в замке 1 и покидает его только через ворота "
     "(«проход синий ворота 2 внутрь»)\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nудар\nконец\nудар синий\n"}, 1, "",
     "Ошибка: правило II: партия:4: сейчас ход чёрного воина, а не синего воина («удар синий»)\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nудар\nконец\nудар\nкрок синий\n"}, 1, "",
     "Ошибка: правило V: партия:5: по оранжевому воину нельзя ударить синим воином: оранжевый воин не касался "
     "его при последнем ударе («крок синий»)\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nконец\n"}, 1, "",
     "Ошибка: правило II: партия:2: сейчас удара нет: сначала сообщите «удар» («конец»)\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 3\n"}, 2, "",
     "Ошибка: партия:1: в крокет с замками играют вчетвером или впятером, а не 3\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nудар\nпроход синий калитка 1\n"}, 2, "",
     "Ошибка: партия:3: дужка — это «ворота» или «дверь», а не «калитка»\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nудар\nпроход фиолетовый ворота 1\n"}, 2, "",
     "Ошибка: партия:3: в партии на 4 игроков нет шара «фиолетовый» (шары: синий, чёрный, оранжевый, "
     "красный, зелёный, коричневый, жёлтый, розовый)\n"),
]


@pytest.mark.parametrize("args, files, code, out, err", RUSSIAN_JOBS)
def test_real_jobs_in_russian(args, files, code, out, err):
    assert run_in_folder(*args, files=files) == (code, out, err)


@pytest.mark.parametrize("args, files, code, out, err", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(args, files, code, out, err):
    _code, stdout, stderr = run_in_folder(*args, files=files)
    assert latin_words(stdout + stderr) == set()



@pytest.mark.parametrize("args, files, code, out, err", [
    (("games", "castle", "replay", LOG), {LOG: "players 4\nstroke\nend\nstroke blue\n"}, 1, "",
     "Error: rule II: партия:4: it is the black soldier's turn, not the blue soldier's ('stroke blue')\n"),
    (("games", "castle", "replay", LOG), {LOG: "players 4\nstroke\nend\nstroke\ncroquet blue\n"}, 1, "",
     "Error: rule V: партия:5: the orange soldier cannot be struck with the blue soldier: the orange soldier "
     "did not touch it in its last stroke ('croquet blue')\n"),
])
def test_english_output_is_what_it_was(args, files, code, out, err):
    got = run_in_folder(*args, lang="en", files=files)
    assert got[0] == code and got[1].startswith(out) and got[2] == err


def test_the_english_replay_account_is_what_it_was():
    code, out, _err = run_in_folder("games", "castle", "replay", LOG, lang="en", files={LOG: SHORT_LOG})
    assert code == 0 and out.splitlines()[:7] == [
        "   2  stroke", "   3  pass blue gate 1 out", "        the blue soldier leaves castle 1", "   4  end",
        "        the blue soldier has another stroke (rule IV: through the gate of castle 1)", "   5  stroke",
        "   6  touch blue black"]


def test_the_saved_and_logged_forms_stay_english():
    """A log written with --log and the --json keys and events are machine forms: English in Russian too."""
    code, out, _err = run_in_folder("games", "castle", "replay", LOG, "--log", files={LOG: SHORT_LOG})
    assert code == 0 and out.splitlines()[1:] == ["players 4", "stroke", "pass blue gate 1 out", "end", "stroke",
                                                  "touch blue black"]
    code, out, _err = run_in_folder("games", "castle", "replay", LOG, "--json", files={LOG: SHORT_LOG})
    step = json.loads(out)["steps"][1]
    assert step == {"number": 2, "line": 3, "event": "pass blue gate 1 out", "notes": ["синий воин покидает замок 1"],
                    "codes": ["leaves"]}


# -- what a person may type -------------------------------------------------------------------------

BLUE, BLACK, ORANGE, RED = (Ball(p, SOLDIER) for p in (1, 2, 3, 4))
GREEN, BROWN = Ball(1, SENTINEL), Ball(2, SENTINEL)


@pytest.mark.parametrize("text, players, event", [
    ("удар", 4, Stroke()),
    ("уд синий", 4, Stroke(BLUE)),
    ("Удар Синий", 4, Stroke(BLUE)),
    ("stroke синий", 4, Stroke(BLUE)),
    ("удар черный", 4, Stroke(BLACK)),
    ("удар чёр", 4, Stroke(BLACK)),
    ("крокет оранжевый", 4, Croquet(ORANGE)),
    ("крокировка оранж", 4, Croquet(ORANGE)),
    ("крок ор", 4, Croquet(ORANGE)),
    ("проход синий ворота 1 наружу", 4, Pass(BLUE, "gate", 1, "out")),
    ("пр син вор 1 нар", 4, Pass(BLUE, "gate", 1, "out")),
    ("пр синий вор 2 внутрь", 4, Pass(BLUE, "gate", 2, "in")),
    ("пр синий вор 2 вн", 4, Pass(BLUE, "gate", 2, "in")),
    ("проход синий дверь 2", 4, Pass(BLUE, "door", 2)),
    ("проход синий двери 2", 4, Pass(BLUE, "door", 2)),
    ("пр синий дв красный", 4, Pass(BLUE, "door", 4)),
    ("pass синий gate 1 out", 4, Pass(BLUE, "gate", 1, "out")),
    ("флажок синий 2", 4, Flag(BLUE, 2)),
    ("флаг синий чёрный", 4, Flag(BLUE, 2)),
    ("фл зел 1", 4, Flag(GREEN, 1)),
    ("касание синий коричневый", 4, Touch(BLUE, BROWN)),
    ("кас синий кор", 4, Touch(BLUE, BROWN)),
    ("конец", 4, END), ("кон", 4, END), ("отказ", 4, DECLINE), ("отк", 4, DECLINE),
    ("удар зелёный", 5, Stroke(Ball(4, SOLDIER))),
    ("удар светло-зелёный", 5, Stroke(Ball(4, SENTINEL))),
    ("удар светло-зеленый", 5, Stroke(Ball(4, SENTINEL))),
    ("удар св", 5, Stroke(Ball(4, SENTINEL))),
    ("удар голубой", 5, Stroke(Ball(1, SENTINEL))),
    ("удар гол", 5, Stroke(Ball(1, SENTINEL))),
])
def test_russian_words_of_an_event(text, players, event):
    assert parse_event(text, players) == event


@pytest.mark.parametrize("text, players, message", [
    ("к", 4, "одна буква «к» может означать «касание», «конец», «крокет»: напишите слово целиком"),
    ("у", 4, "одна буква «у» не читается как «удар»: напишите слово целиком"),
    ("пр синий в 1", 4, "одна буква «в» может означать «внутрь», «ворота»: напишите слово целиком"),
    ("удар к", 4, "«к» может означать «коричневый», «красный»: напишите цвет полнее"),
    ("удар с", 4, "одна буква «с» не читается как «синий»: напишите слово целиком"),
    ("удар с", 5, "«с» может означать «синий», «светло-зелёный»: напишите цвет полнее"),
    ("удар голубой", 4, "в партии на 4 игроков нет шара «голубой» (шары: синий, чёрный, оранжевый, красный, "
                        "зелёный, коричневый, жёлтый, розовый)"),
    ("пинок синий", 4, "неизвестное событие «пинок» (события: удар [ШАР] | крокет ШАР | проход ШАР ворота|дверь "
                       "ЗАМОК [внутрь|наружу] | флажок ШАР ЗАМОК | касание ШАР ДРУГОЙ | конец | отказ)"),
])
def test_ambiguous_or_unknown_russian_words_are_refused(text, players, message):
    i18n.set_language("ru")
    with pytest.raises(InputFormatError) as e:
        parse_event(text, players)
    assert str(e.value) == message


def test_a_castle_is_named_by_its_flag_in_russian():
    assert [parse_castle(t, 4) for t in ("1", "синий", "чёрный", "оранж", "красный")] == [1, 1, 2, 3, 4]


def test_colours_and_events_are_answered_in_russian():
    """Issue 18: castle croquet accepted «синий» but answered "blue"."""
    code, out, _err = run_in_folder("games", "castle", "play", "--players", "Оля,Петя,Аня,Боря",
                                    input="moves\nудар\nquit\n")
    lines = out.splitlines()
    assert lines[:5] == ["Оля: синий воин, зелёный страж", "Петя: чёрный воин, коричневый страж",
                         "Аня: оранжевый воин, жёлтый страж", "Боря: красный воин, розовый страж",
                         "бьёт синий воин (Оля)"]
    assert lines[5:7] == ["событие > moves", "  можно: удар, удар синий"]
    # a stroke begun is said back: whose stroke it is, and what to report
    assert lines[7] == "событие > удар" and lines[8] == "бьёт синий воин (Оля): сообщайте, что происходит, затем «конец»"


# -- whole games --------------------------------------------------------------------------------------


def russian_events(log: str) -> list[str]:
    """The events of a log as a Russian player types them, in full and short words."""
    words = {"stroke": "удар", "end": "конец", "pass": "пр", "gate": "вор", "door": "дверь", "in": "внутрь",
             "out": "нар", "flag": "флажок", "touch": "кас", "croquet": "крок", "decline": "отказ",
             "blue": "синий", "green": "зел", "brown": "коричневый", "orange": "оранж", "black": "чёрный"}
    return [" ".join(words.get(w, w) for w in line.split()) for line in log.splitlines()[1:]]


def test_a_castle_croquet_game_played_to_the_end_in_russian():
    script = "к\nстатус\n" + "\n".join(russian_events(WORKED_GAME)) + "\n"
    code, out, _err = run_in_folder("games", "castle", "play", "--players", "Оля,Петя,Аня,Боря", "--seed", "1",
                                    input=script)
    lines = out.splitlines()
    assert code == 0, out
    for line in [
        "  одна буква «к» может означать «касание», «конец», «крокет»: напишите слово целиком — "
        "попробуйте ещё раз («?» — справка)",
        "событие > статус", "синий воин: в замке 1, вторжений: 0 из 3",
        "  синий воин покидает замок 1",
        "  следующий: чёрный воин (Петя)",
        "  синий воин становится пленником в замке 2: он коснулся коричневого стража внутри замка 2 (правило III); "
        "его помещают за флажком 2",
        "  синий воин освобождается (страж замка 2 покинул свой замок), и его ставят за дверью замка 2; до своего "
        "следующего удара он не может снова попасть в плен (правило III)",
        "  синий воин касается оранжевого воина (правило V: затем по синему воину можно ударить оранжевым воином)",
        "  по синему воину можно ударить оранжевым воином (правило V)",
        "синий воин (Оля) может ударить ещё раз, или по нему можно ударить оранжевым воином (или отказаться)",
        "событие > крок оранж",
        "  синий воин дома; теперь зелёный страж должен коснуться флажка 1",
        "  зелёный страж касается флажка 1: Оля выигрывает!",
    ]:
        assert line in lines, line
    end = lines.index("Оля выигрывает.")
    assert lines[end + 1:end + 3] == ["синий воин: в замке 1, дома", "чёрный воин: в замке 2, вторжений: 0 из 3"]
    assert lines[end + 9] == "Оля (синий воин): победа"
    assert lines[end + 10].startswith("Петя (чёрный воин): воин: покинуть замок 2 через ворота; ")
    assert latin_words(out) == set()


@pytest.mark.parametrize("ball, players, forms", [
    (Ball(1, SOLDIER), 4, ("синий воин", "синего воина", "синему воину", "синего воина", "синим воином",
                           "синем воине")),
    (Ball(2, SENTINEL), 4, ("коричневый страж", "коричневого стража", "коричневому стражу", "коричневого стража",
                            "коричневым стражем", "коричневом страже")),
    (Ball(1, SENTINEL), 5, ("голубой страж", "голубого стража", "голубому стражу", "голубого стража",
                            "голубым стражем", "голубом страже")),
    (Ball(4, SENTINEL), 5, ("светло-зелёный страж", "светло-зелёного стража", "светло-зелёному стражу",
                            "светло-зелёного стража", "светло-зелёным стражем", "светло-зелёном страже")),
    (Ball(3, SENTINEL), 4, ("жёлтый страж", "жёлтого стража", "жёлтому стражу", "жёлтого стража",
                            "жёлтым стражем", "жёлтом страже")),
])
def test_a_ball_is_declined_as_the_sentence_needs(ball, players, forms):
    from wordgames.games.castle_croquet.pieces import CASES, russian_name
    name = russian_name(ball, players)
    assert (str(name), *(format(name, case) for case in CASES)) == forms


def test_what_programs_read_stays_english_and_people_see_russian():
    """External programs get the legal moves by format_action: the protocol does not change with the language."""
    from wordgames.games.castle_croquet.game import CastleGame
    i18n.set_language("ru")
    castle = CastleGame({}, 4)
    s = castle.new_initial_state().apply(Stroke())
    assert castle.presenter().format_action(s, Pass(BLUE, "gate", 1, "out")) == "pass blue gate 1 out"
    assert "проход синий ворота 1 наружу" in castle.presenter().listed_moves(s)
    croquet = CroquetGame()
    assert croquet.presenter().format_action(croquet.new_initial_state(), PASS) == "pass"
