"""The referee's desk of Змейка with real cards (wordgames.snake.desk), on the rule text's own examples.

Every expected score is worked out by hand from the text's card table (А Е И О Н 1; В Д К Л М П Р С Т 2;
Б Г Й У Я 3; Ж З Х Ч Ь 5; Ф Ц Ш Щ Ъ Ы Э Ю 10) and its conditions (going out 250/200/50, unfounded
distrust 100, illegal information 200, a joker left in hand 10), not from the code's output.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wordgames.snake.desk import RefereeSession
from wordgames_cli.main import cli


def session(lexicon, *lines, players=("Оля", "Петя"), start=None, rules=None, path=None):
    """Return a desk with ``lines`` added, each of them required to be written."""
    desk = RefereeSession(lexicon, list(players), start=start, rules=rules, path=path)
    for line in lines:
        added = desk.add(line)
        assert added.accepted and not added.findings, (line, added.reasons)
    return desk


def words(desk):
    return [side.words for side in desk.sheet.sides]


def test_opera_the_texts_placement(lexicon):
    # «если "змейка" имеет вид … а у игрока есть буквы Е, Р и А, он может присоединить их справа с получением
    # слова "опера"»: the picture is lost; «укроп» is a snake those three cards make «опера» after.
    desk = session(lexicon, "Оля: укроп", "Оля: discard ж", start="у")
    verdict = desk.check("опера")
    assert verdict.accepted and verdict.placement.new_letters == "ера"
    assert verdict.points == 1 + 2 + 1 + 2 + 1                      # о п е р а
    assert desk.add("Петя: опера").accepted
    assert words(desk) == [3 + 2 + 2 + 1 + 2, 7]                    # у к р о п; о п е р а
    assert desk.state.snake.right_word.word == "опера"
    assert desk.to_move() == "Петя"                                 # his placement stage goes on


def test_khlor_khlorka_is_refused_by_rule_3_and_not_written(lexicon):
    # «Например, запрещается выкладывание типа следующего: хлор → хлорка.»
    desk = session(lexicon, "Оля: хлор", "Оля: discard ж", start="х")
    assert [f.rule for f in desk.check("хлорка").faults] == ["3"]
    before = desk.text()
    refused = desk.add("Петя: хлорка")
    assert not refused.accepted
    assert [(f.line, f.rule) for f in refused.findings] == [(5, "3")]
    assert "rule 3" in refused.reasons[0]
    assert desk.text() == before and words(desk) == [5 + 2 + 1 + 2, 0]      # х л о р


def test_the_first_placement_may_go_left_without_being_a_left_placement(lexicon):
    # «Если игрок, совершая первое в данной партии выкладывание, добавил к единственной букве "змейки" ряд
    # карточек слева, это не считается "левой выкладкой"»: not doubled, and the left placement is still his.
    desk = session(lexicon, "Оля: <хлор", start="р")
    assert words(desk) == [10, 0] and desk.sheet.sides[0].left_placements == 0
    assert desk.state.left_used[0] is False


def test_golenishche_is_allowed(lexicon):
    # rule 6: «разрешается слово голенище»
    desk = session(lexicon, "Оля: танго", "Оля: discard ж", start="т")
    assert desk.check("голенище").accepted
    assert desk.add("Петя: голенище").accepted
    assert words(desk) == [2 + 1 + 1 + 3 + 1, 3 + 1 + 2 + 1 + 1 + 1 + 10 + 1]     # т а н г о; г о л е н и щ е


def test_a_left_placement_scores_double_once_per_player(lexicon):
    # «Очки за "левую выкладку" начисляются в двойном размере. Каждый игрок может сделать за время игры не
    # более одной "левой выкладки".»  «кино» ends in the snake's leftmost letter «о».
    desk = session(lexicon, "Оля: опера", "Оля: discard ж", "Петя: <кино", "Петя: discard ш", "Оля: discard ж",
                   start="о")
    assert words(desk) == [7, 2 * (2 + 1 + 1 + 1)]                   # (к и н о) doubled
    assert desk.sheet.sides[1].left_placements == 10
    assert desk.state.snake.right_word.word == "опера"              # a left placement leaves the right word
    refused = desk.add("Петя: <знак")                               # the snake now begins with «к»
    assert not refused.accepted and [f.rule for f in refused.findings] == ["left-once"]


def test_an_upheld_challenge_fines_the_challenger_100(lexicon):
    # rule 5: «Если спрашивающий получает ответ, который признается сторонами корректным, его сторона
    # штрафуется "за беспричинное недоверие"» — 100 points (the author's condition 4).
    desk = session(lexicon, "Оля: опера", "Оля: discard ж", start="о")
    verdict = desk.settle("ра|струб")
    assert (verdict.verdict, verdict.side, verdict.penalty) == ("upheld", "challenger", 100)
    assert desk.continuations().count > 0
    desk = session(lexicon, "Оля: опера", "Оля: discard ж", "Петя: challenge", "Оля: name ра|струб", start="о")
    assert [side.distrust for side in desk.sheet.sides] == [0, -100]
    assert desk.state.snake.right_word.word == "опера"              # naming a word does not lay it


def test_a_dead_end_challenged_loses_the_game(lexicon):
    # «если игрок, выложивший текущее правое слово, не в состоянии дать корректный ответ, его стороне
    # засчитывается поражение и партия на этом кончается.»  «тушь»: no word begins with ь, шь or ушь.
    desk = session(lexicon, "Оля: тушь", "Оля: discard ж", start="т")
    found = desk.continuations()
    assert (found.count, found.searched) == (0, ("ь", "шь", "ушь"))
    before = session(lexicon, start="т")          # laying it is left to a challenge (rule 5, by default)
    verdict = before.check("тушь")
    assert verdict.accepted and verdict.warnings[0].startswith("rule 5")
    strict = session(lexicon, start="т", rules={"rule5": "strict"})
    assert [f.rule for f in strict.check("тушь").faults] == ["5"]
    verdict = desk.settle()
    assert (verdict.verdict, verdict.side) == ("lost", "challenged")
    wrong = desk.settle("шуба")
    assert wrong.verdict == "lost" and wrong.reasons[0].startswith("rule 2")
    for line in ("Петя: challenge", "Оля: concede"):
        assert desk.add(line).accepted
    assert desk.sheet.over and desk.sheet.loser == 0 and desk.sheet.winner == 1
    assert desk.to_move() is None
    after = desk.add("Петя: discard ж")
    assert not after.accepted and [f.rule for f in after.findings] == ["end"]


def test_a_partners_yes_not_kept_is_fined_200(lexicon):
    # «Если получит положительный ответ, спрашивавший игрок обязан выйти (если выясняется, что он этого сделать
    # не может, его сторона штрафуется как за нелегальную передачу информации)» — 200 (condition 4).
    desk = session(lexicon, "Оля: ask", "Коля: yes", "Оля: discard ж", players=("Оля", "Петя", "Коля", "Маша"),
                   start="о")
    assert [side.information for side in desk.sheet.sides] == [-200, 0]


def test_going_out_and_the_count_by_side(lexicon, tmp_path):
    # Going out first earns 250 (condition 3); a joker left in hand costs 10 (condition 5), the other cards
    # their values.  A hand of four: «опера» lays П Е Р А on the face-up «о» and empties it.
    path = tmp_path / "game.txt"
    desk = session(lexicon, "Оля: опера", "left Петя: ж ш * к", rules={"hand_size": 4}, start="о", path=path)
    sides = desk.sheet.sides
    assert desk.sheet.out == ["Оля"]
    assert [(s.words, s.bonuses, s.in_hand, s.total) for s in sides] == [(7, 250, 0, 257),
                                                                        (0, 0, -(5 + 10 + 10 + 2), -27)]
    # the file is saved after every change, and is what 'wordgames snake referee' reads
    assert path.read_text(encoding="utf-8") == desk.text()
    result = CliRunner().invoke(cli, ["snake", "referee", str(path)])
    assert result.exit_code == 0, result.output
    assert "Every move keeps the rules." in result.output
    total = next(line for line in result.output.splitlines() if line.strip().startswith("total"))
    assert total.split()[1:] == ["257", "−27"]          # the minus sign, not a hyphen
    # resumed from the file: the same record and sheet; undo takes back the last line and saves
    again = RefereeSession.resume(lexicon, path)
    assert again.text() == desk.text() and [s.total for s in again.sheet.sides] == [257, -27]
    assert again.undo() == "left Петя: ж ш * к"
    assert again.sheet.sides[1].in_hand is None and "left" not in path.read_text(encoding="utf-8")
    assert again.undo() == "Оля: опера" and again.undo() is None
    assert path.read_text(encoding="utf-8") == "players: Оля, Петя\nrules: hand_size=4\nstart: о\n"


def test_forced_lines_and_lines_that_cannot_be_read(lexicon, tmp_path):
    desk = session(lexicon, "Оля: укроп", start="у")
    turn = desk.add("Петя: опера")                       # Оля has not discarded: not her turn's end yet
    assert not turn.accepted and {f.rule for f in turn.findings} == {"discard"}
    forced = desk.add("Петя: опера", force=True)         # written as it happened; the sheet reports it
    assert forced.accepted and desk.sheet.findings
    for bad in ("Ваня: опера", "Оля: take а б в", "players: А, Б", "start: к", ""):
        added = desk.add(bad)
        assert not added.accepted and added.error, bad
    assert desk.add("Оля: sdf").findings                 # a Latin word is read as a word and refused
    with pytest.raises(Exception):
        RefereeSession(lexicon, ["Оля:1", "Петя"])


def test_the_face_up_card_is_set_before_the_first_line(lexicon):
    desk = RefereeSession(lexicon, ["Оля", "Петя"])
    assert desk.state.snake is None
    assert desk.set_start("у").accepted and desk.set_start("о").accepted     # corrected before the game
    assert desk.add("Оля: опера").accepted
    assert not desk.set_start("к").accepted
    assert desk.text().splitlines()[1] == "start: о"


def test_serve_snake_referee_opens_the_desk(tmp_path, monkeypatch):
    import wordgames_cli.serve_cmd as serve_cmd
    served = []
    monkeypatch.setattr(serve_cmd, "start_serving", lambda options, table=None, desk=None: served.append(desk))
    path = tmp_path / "game.txt"
    runner = CliRunner()
    result = runner.invoke(cli, ["--lang", "ru", "serve", "snake", "--referee", "--players", "Оля,Петя",
                                 "--hand-size", "6", "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == "игроки: Оля, Петя\nправила: hand_size=6\n"
    desk = served[-1].session
    assert desk.players == ("Оля", "Петя") and desk.referee.rules.hand_size == 6
    assert desk.set_start("о").accepted and desk.add("Оля: опера").accepted
    result = runner.invoke(cli, ["serve", "snake", "--referee", "--resume", str(path)])
    assert result.exit_code == 0, result.output
    assert served[-1].session.text() == path.read_text(encoding="utf-8") == desk.text()
    assert [s.words for s in served[-1].session.sheet.sides] == [7, 0]
    result = runner.invoke(cli, ["serve", "snake", "--referee"])
    assert result.exit_code == 2 and "--players" in result.output
