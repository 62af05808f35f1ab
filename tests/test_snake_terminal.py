"""Змейка at an 80- and a 120-column terminal (issue #43): the snake, the hand and the stage messages.

The drawing is read back by :func:`read_drawing`, written here from what the drawing promises (a capital
begins a word on its level; small letters after it continue the same word), and compared with the words of
a snake built from a placement record: every word shown from its first letter, the right word whole on the
last line, no line wider than the terminal.  The expected messages are the sentences the issue asks for.
The sessions run through the command line (``-m slow``) repeat each item as a person types it.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames import i18n
from wordgames.lexicon import Lexicon
from wordgames.snake.actions import Done, Draw, Name, Reply
from wordgames.snake.draw import draw_wrapped
from wordgames.snake.game import SnakeGame
from wordgames.snake.legality import move_breaches
from wordgames.snake.record import parse_text
from wordgames.snake.stages import ANSWER, REPLY
from wordgames.table.human import HumanPlayer, LeaveGame, ScriptedTerminal
from wordgames_cli.main import cli

COLUMNS = {80: 79, 120: 119}
"""A terminal's columns and the width the table writes to (ClickTerminal.width: one column less)."""

# the seeded game's snake after 40 words (a first word to the left of the face-up «с», two left placements,
# a joker for the «в» of «явление»), as a placement record
LONG = ("start: с\n<альянс\nс|аше\nше|ст\nст|ен\nтен|ор\nр|инг\nг|рош\nш|ествие\n<ручка\n<юмор\nе|вро\n"
        "ро|дник\nик|она\nна|воз\nз|амена\nа|ллея\nя|сли\nли|мон\nн|ебо\nбо|рт\nт|ерапия\nя|в*ление\n"
        "е|вангелие\nе|нот\nот|стой\nстой|ка\nка|ре\nре|нтген\nн|астой\nстой|кость\nть|ма\nма|гия\nя|вка\n"
        "ка|бинет\nт|ире\nре|визия\nя|гуар\nар|битраж\nж|аркое\nе|динение\n")
SHORT = "опера\nра|струб\n<кино\n"
SESSION = Path(__file__).parent / "snake_terminal" / "seed7.json"   # the seed-7 game, 73 cards laid, Оля to lay


def read_drawing(lines: list[str]) -> tuple[list[str], int]:
    """Return the words a drawing shows from their first letter, left to right (each as far as it is drawn on
    its level), and the count of the ``… N more words …`` line (0 without one)."""
    words: list[tuple[int, int, list[str]]] = []       # (block, column, letters)
    hidden, block = 0, 0
    for line in lines:
        if not line.strip():
            block += 1
            continue
        more = re.fullmatch(r"… (\d+) more words? .*…", line)
        if more:
            hidden = int(more.group(1))
            continue
        current = None
        for column, letter in enumerate(line[0::2]):   # two columns a card: its letter, then ' ' or '*'
            if letter == " ":
                current = None
            elif letter.isupper() and (current is None or current[2][-1].islower()):
                current = (block, column, [letter])    # a capital after a gap or a small letter begins a word
                words.append(current)
            else:
                assert current is not None, f"a small letter begins a word: {line!r}"
                current[2].append(letter)
    words.sort(key=lambda w: (w[0], w[1]))
    return ["".join(w[2]).lower() for w in words], hidden


@pytest.mark.parametrize("record", [SHORT, LONG], ids=["short", "long"])
@pytest.mark.parametrize("columns", [80, 120])
def test_every_word_shows_from_its_first_letter_and_the_right_word_whole(record, columns):
    snake = parse_text(record).snake()
    lines = draw_wrapped(snake, COLUMNS[columns])
    assert max(map(len, lines)) <= COLUMNS[columns]
    shown, hidden = read_drawing(lines)
    in_order = [w.word for w in sorted(snake.words, key=lambda w: w.start)]
    assert len(shown) + hidden == len(in_order)
    first = len(read_drawing(lines[:lines.index("")])[0]) if hidden else len(shown)
    expected = in_order[:first] + in_order[first + hidden:]       # the first line's words, then the tail's
    for drawn, word in zip(shown, expected, strict=True):
        assert word.startswith(drawn), (drawn, word)
    assert shown[-1] == snake.right_word.word                      # whole, on the last line
    assert hidden == (10 if record == LONG and columns == 80 else 0)


def test_a_long_snake_at_80_columns_keeps_its_left_end_and_its_tail():
    lines = draw_wrapped(parse_text(LONG).snake(), 79)
    assert lines[0].startswith("Ю М О р")                  # the leftmost word: «юмор», its «р» shared with «ручка»
    assert "… 10 more words ('/words' lists every word) …" in lines
    assert lines[-1].endswith("Е Д И Н Е Н И Е")
    assert "Я В*Л" not in "\n".join(lines)                  # the joker's word is among the ten not drawn
    assert "Я В*Л" in "\n".join(draw_wrapped(parse_text(LONG).snake(), 200))


def test_the_drawing_in_the_docs_is_the_drawing_printed():
    i18n.set_language("ru")
    drawn = "\n".join(draw_wrapped(parse_text(LONG).snake(), 79))
    assert drawn in (Path(__file__).parent.parent / "docs" / "snake.md").read_text(encoding="utf-8")


def test_a_line_breaks_only_between_words():
    snake = parse_text(SHORT).snake()
    assert draw_wrapped(snake, 16) == ["К И Н о", "      О П Е", "", "Р А С Т Р У Б"]
    # a word longer than a line is the one thing cut: «раструб» has 7 cards, a line of 10 columns holds 5
    assert draw_wrapped(parse_text("раструб\n").snake(), 10) == ["Р А С Т Р", "", "У Б"]


# -- the hand and the messages at the table, a person typing at a terminal of 80 (79) or 120 columns ---------


class Terminal(ScriptedTerminal):
    """A scripted terminal that says its width."""

    def __init__(self, answers, width: int):
        super().__init__(answers)
        self.width = width


WORDS = ["опера", "раструб", "бубен"]
HAND = "ааабвгдеежзиийкклмнноопрсстуфхцчшщъыьэюя***"       # 43 cards: a hand line of two or three lines


def dealt(hand: str = HAND):
    """Return a game of two with the first player holding ``hand`` (the second: в, д, к, …), on the face-up «о»."""
    game = SnakeGame({"hand_size": len(hand)}, 2, Lexicon.from_words(WORDS))
    s = game.new_initial_state()
    for mine, theirs in zip(hand, "вдклмпрст" * 5):
        s = s.apply(Draw(mine)).apply(Draw(theirs))
    return game, s.apply(Draw("о"))


def said(state, game, typed: list[str], width: int) -> list[str]:
    """Return what the terminal shows the first player choosing at ``state`` while typing ``typed``."""
    terminal = Terminal(typed, width)
    with pytest.raises(LeaveGame):
        HumanPlayer("Оля", game, terminal, names=["Оля", "Петя"]).choose(state.view(0))
    return terminal.said


@pytest.mark.parametrize("columns", [80, 120])
def test_the_hand_line_is_cut_only_between_cards(columns):
    game, s = dealt()
    lines = said(s, game, [], COLUMNS[columns])
    assert max(map(len, lines)) <= COLUMNS[columns]
    start = next(i for i, line in enumerate(lines) if line.startswith("your hand: "))
    wrapped = [lines[start]] + [line for line in lines[start + 1:] if line.startswith("    ")]
    hand_lines = [wrapped[0][len("your hand: "):]] + [line[4:] for line in wrapped[1:]]
    assert len(hand_lines) >= 2                                    # 43 cards: 324 columns and more
    for line, after in zip(wrapped, hand_lines[1:]):             # each line as full as the next card allowed
        assert len(line) + 1 + len(after.split(")")[0] + ")") > COLUMNS[columns]
    card = r"([А-ЯЁ*])(?:×(\d+))? \((\d+|joker)\)"
    seen = Counter()
    for line in hand_lines:
        assert re.fullmatch(rf"{card}(?: {card})*", line), line             # whole cards only
        for letter, times, _value in re.findall(card, line):
            seen[letter.lower()] += int(times or 1)
    assert seen == Counter(HAND)
    assert "А×3 (1)" in hand_lines[0] and "Щ (10)" in " ".join(hand_lines) and "*×3 (joker)" in hand_lines[-1]


MESSAGES = {   # typed at the placement stage, and what the table says (the lines joined), in English and Russian
    "о*": ("'о*' is one card, not a word: lay a word of at least 4 letters, or end the placement stage with "
           "'done' and then discard a card — try again ('?' for help)",
           "«о*» — одна карточка, а не слово: выложите слово не короче 4 букв или закончите выкладывание "
           "командой /готово, а затем сбросьте карточку — попробуйте ещё раз («?» — справка)"),
    "/неизвестно": ("'/неизвестно' is not a command of Змейка (a word is laid without a slash); its commands: "
                    "done, challenge, ask, concede, keep, discard К, give К, /words — try again ('?' for help)",
                    "«/неизвестно» — не команда Змейки (слово выкладывают без косой черты); её команды: /готово, "
                    "/вызов, /сдаюсь, /спросить, /оставить, /сбросить К, /отдать К, /слова — попробуйте ещё раз "
                    "(«?» — справка)"),
    "/сбросить": ("'/сбросить' names no card: write the card after it, e.g. '/сбросить к' — try again ('?' for "
                  "help)",
                  "после «/сбросить» нужна карточка: напишите её через пробел, например «/сбросить к» — попробуйте "
                  "ещё раз («?» — справка)"),
}


def joined(lines: list[str]) -> str:
    """Return the table's lines with the wrapped ones put back together."""
    return " ".join(line.strip() for line in lines)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("typed", list(MESSAGES))
def test_a_card_or_an_unknown_command_typed_at_the_placement_stage(typed, lang):
    i18n.set_language(lang)
    game, s = dealt("аепр")
    lines = said(s, game, [typed], 79)
    assert max(map(len, lines)) <= 79
    assert MESSAGES[typed][lang == "ru"] in joined(lines[lines.index("Оля, lay a word or 'done'" if lang == "en" else
                                                                    "Оля, выложите слово или /готово") + 1:])


def discarding():
    """Return the game and its state when the first player of :func:`dealt` discards (laid nothing, took two)."""
    game, s = dealt("аепр")
    return game, s.apply(Done()).apply(Draw("к")).apply(Draw("т"))


DONE_AT_DISCARD = ("rule stage: 'done' (the end of the placement stage) is not a move of this stage: now is the "
                   "discard; name the card you discard, e.g. 'к' ('*' for a joker) — try again",
                   "правило «стадия хода»: /готово (конец выкладывания) — не ход этой стадии: сейчас сброс; "
                   "назовите карточку, которую сбрасываете, например «к» (* — джокер) — попробуйте ещё раз")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_done_at_the_discard_says_what_the_discard_asks_for(lang):
    i18n.set_language(lang)
    game, s = discarding()
    assert s.phase == "discard"
    lines = said(s, game, ["/готово" if lang == "ru" else "done"], 79)
    assert max(map(len, lines)) <= 79
    assert DONE_AT_DISCARD[lang == "ru"] in joined(lines)
    assert "placement stage (lay words" not in joined(lines) and "выкладывайте слова" not in joined(lines)


@pytest.mark.parametrize("phase, action, says", [
    (ANSWER, Done(), "'done' (the end of the placement stage) is not a move of this stage: you were challenged; "
                     "name the continuation of the right word you meant, or 'concede'"),
    (REPLY, Name("опера"), "a continuation named is not a move of this stage: your partner asks «могу ли я выйти?»; "
                           "answer yes or no"),
    ("pass", Reply(True), "a reply to your partner is not a move of this stage: now you pass your partner a card "
                          "(name it, e.g. 'к'), or 'keep' your cards"),
    ("place", Reply(False), "a reply to your partner is not a move of this stage: now is the placement stage; lay a "
                            "word (ра|струб), or end the stage with 'done'"),
])
def test_every_stage_says_what_it_asks_for(phase, action, says):
    _game, s = dealt("аепр")
    assert [str(b) for b in move_breaches(dataclasses.replace(s, phase=phase), action)] == [f"rule stage: {says}"]


# -- the same through the command line, at 80 and 120 columns ---------------------------------------------------


def play(*args: str, typed: str, columns: int, lang: str = "en") -> str:
    """Return what ``wordgames --lang LANG snake play ARGS`` shows a person typing ``typed`` at a terminal."""
    result = CliRunner().invoke(cli, ["--lang", lang, "snake", "play", *args], input=typed,
                                env={"COLUMNS": str(columns), "NO_COLOR": "1"})
    return result.output


@pytest.mark.slow
@pytest.mark.parametrize("columns", [80, 120])
def test_a_resumed_game_at_a_terminal(columns, tmp_path):
    out = play("--resume", str(SESSION), "--save", str(tmp_path / "g.json"), typed="/quit\n", columns=columns)
    lines = out.split("\nGame left after")[0].splitlines()      # the table's last line names the saved file
    assert max(map(len, lines)) <= columns - 1
    drawing = lines[1:lines.index("right word: «терапия»")]
    shown, hidden = read_drawing(drawing)
    assert hidden == 0 and shown[-1] == "терапия"
    assert shown[:7] == ["юмор", "ручка", "альянс", "саше", "шес", "стен", "тенор"]  # «шест»'s «т» begins «тенор»
    hand = lines[lines.index("right word: «терапия»") + 4]
    assert hand == "your hand: Н (1) Р (2)"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_stage_messages_at_80_columns(lang):
    ru = lang == "ru"
    typed = "о*\n/неизвестно\n" + ("/готово\n/готово\n/выход\n" if ru else "done\ndone\nquit\n")
    out = play("--players", "Оля,random", "--seed", "7", typed=typed, columns=80, lang=lang)
    lines = out.splitlines()
    assert max(map(len, lines)) <= 79
    text = joined(lines)
    for message in (MESSAGES["о*"][ru], MESSAGES["/неизвестно"][ru], DONE_AT_DISCARD[ru]):
        assert message in text
    hand = [line for line in lines if line.startswith("ваши карточки:" if ru else "your hand:")][0]
    assert hand.endswith("(1)") and len(hand) <= 79                       # cut after a card, not inside one


@pytest.mark.parametrize("typed, yes", [("да", True), ("/да", True), ("/нет", False), ("н", False), ("/yes", True),
                                        ("no", False)])
def test_a_partner_answers_with_or_without_a_slash(typed, yes):
    game, s = dealt("аепр")
    asked = dataclasses.replace(s, phase=REPLY)
    assert game.presenter().parse_action(asked.view(0), typed) == Reply(yes)
