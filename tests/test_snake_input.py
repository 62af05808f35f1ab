"""How Змейка's commands read a written word: the one reader (``record.parse_word``) at every border.

A word is written as in play — Russian letters, ``|`` where the new cards begin (``ра|струб``), ``<`` in
front of a word laid on the left, ``*`` after a letter a joker stands for (``бур*ан``) — in ``snake
check`` (the word, ``--after``, ``--played``, ``--first``, ``--leftmost``, ``--jokers``), ``snake
challenge`` (``--played``, ``--claim``, a record), ``snake continuations``, the table's typed moves and a
session's actions on ``play --resume``.  Anything else is refused by one line naming the word, the
character and its position; never a traceback.  The expected lines and points are worked out by hand
from the rule text (the card values of its condition 1).
"""

from pathlib import Path

import pytest
from click.testing import CliRunner

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, RIGHT
from wordgames.snake.game import SnakeGame
from wordgames.snake.record import from_words, parse_text, parse_word
from wordgames.snake.actions import Draw, Lay
from wordgames_cli.main import cli

SESSIONS = Path(__file__).parent / "fuzz_regressions" / "snake_resume"


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def answer(result) -> tuple[int, str]:
    """Return the exit status and what was printed: the one error line, or the first line of the verdict."""
    return result.exit_code, (result.stderr.strip() if result.exit_code == 2 else result.stdout.splitlines()[0])


# -- item 1: the notation is read, everything else refused with one line ---------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("опера", ("опера", None, frozenset(), False)),
    ("ра|струб", ("раструб", 2, frozenset(), False)),
    ("<Кино", ("кино", None, frozenset(), True)),
    ("бур*ан", ("буран", None, frozenset({2}), False)),
    ("Ёлка", ("елка", None, frozenset(), False)),          # ё is е, capitals are small
    ("йод", ("йод", None, frozenset(), False)),
    ("и\u0306од", ("йод", None, frozenset(), False)),     # й typed as и and a combining breve
])
def test_the_notation_is_read(text, expected):
    assert tuple(parse_word(text)) == expected


@pytest.mark.parametrize("text, message", [
    ("ёл\rка", r"'ёл\rка': control character '\r' at position 3 is not a Russian letter"),
    ("ёлка\n", r"'ёлка\n': control character '\n' at position 5 is not a Russian letter"),
    ("оп\u200bера", r"'оп\u200bера': invisible mark '\u200b' at position 3 is not a Russian letter"),
    ("ка\u202eрта", r"'ка\u202eрта': invisible mark '\u202e' at position 3 is not a Russian letter"),
    ("кoт", "'кoт': Latin letter 'o' at position 2 is not a Russian letter"),
    ("κот", "'κот': letter of another alphabet 'κ' at position 1 is not a Russian letter"),
    ("опер4", "'опер4': digit '4' at position 5 is not a Russian letter"),
    ("б?ант", "'б?ант': punctuation '?' at position 2 is not a Russian letter"),
    ("ра струб", "'ра струб': space ' ' at position 3 is not a Russian letter"),
    ("ра||струб", "'ра||струб': one '|' at most, where the new cards begin"),
    ("<ра|струб", "'<ра|струб': '|' marks where the new cards begin on the right; a word laid on the left ('<') "
                  "takes none"),
    ("ра<струб", "'ра<струб': '<' at position 3: it stands only in front of a word laid on the left"),
    ("*опера", "'*опера': '*' at position 1 follows no letter: write it after the letter the joker stands for"),
    ("оп**ера", "'оп**ера': '*' at position 4 follows no letter: write it after the letter the joker stands for"),
    ("ра|*струб", "'ра|*струб': '*' at position 4 follows no letter: write it after the letter the joker stands "
                  "for"),
    ("|", "'|' is not a word: it has no letters"),
    ("а" * 65, "«аааааааааааа…» has 65 characters; a word has at most 64"),     # longer than any dictionary's
    ("", "'' is not a word: it has no letters"),
])
def test_anything_else_is_refused_naming_the_word_the_character_and_its_place(text, message):
    with pytest.raises(InputFormatError) as e:
        parse_word(text)
    assert str(e.value) == message


@pytest.mark.parametrize("args, expected", [
    # the documented notation, «ра|струб» after «опера»: Р2 А1 С2 Т2 Р2 У3 Б3 = 15 points
    (("check", "ра|струб", "--after", "опера"), (0, "accepted: «раструб» (right placement, new cards СТРУБ), 15 points")),
    (("check", "<кино", "--after", "раструб", "--leftmost", "о"),
     (0, "accepted: «кино» (left placement, new cards КИН), 10 points")),          # (К2 И1 Н1 О1) × 2
    (("check", "ёл\rка", "--after", "ель"),
     (2, r"Error: 'ёл\rка': control character '\r' at position 3 is not a Russian letter")),
    (("check", "ёл\rка", "--first", "е"),
     (2, r"Error: 'ёл\rка': control character '\r' at position 3 is not a Russian letter")),
    (("check", "раструб", "--after", "оп\u200bера"),
     (2, r"Error: 'оп\u200bера': invisible mark '\u200b' at position 3 is not a Russian letter")),
    (("check", "раструб", "--played", "опера,ра\u202eструб"),
     (2, r"Error: word 2 of the game: 'ра\u202eструб': invisible mark '\u202e' at position 3 is not a Russian "
         "letter")),
    (("check", "опера", "--first", "о\r"), (2, r"Error: the face-up card is one letter, not 'о\r'")),
    (("check", "опера", "--first", "o"), (2, "Error: the face-up card is one letter, not 'o'")),   # a Latin o
    (("check", "кино", "--after", "раструб", "--left", "--leftmost", "ο"),             # a Greek omicron
     (2, "Error: 'ο' is not one Russian letter")),
    (("check", "раструб", "--after", "опера", "--jokers", "３"),
     (2, "Error: --jokers takes letter positions like 2,5, not '３'")),
    (("check", "опер?", "--first", "о"), (2, "Error: 'опер?': punctuation '?' at position 5 is not a Russian letter")),
    (("challenge", "--played", "опера,раструб", "--claim", "б|ант"),
     (0, "right word: «раструб»; named continuation: «бант»")),
    (("challenge", "--played", "опера,ра|струб", "--claim", "бант"),
     (0, "right word: «раструб»; named continuation: «бант»")),
    (("challenge", "--played", "опера,раструб", "--claim", "бан\rт"),
     (2, r"Error: 'бан\rт': control character '\r' at position 4 is not a Russian letter")),
    (("challenge", "--played", "опера,раструб", "--claim", "<бант"),
     (2, "Error: '<бант': a continuation is laid on the right of the snake, not the left ('<')")),
    (("challenge", "--played", "опера,ра#струб"),      # a word is one word: '#' is no comment, ':' no player
     (2, "Error: word 2 of the game: 'ра#струб': punctuation '#' at position 3 is not a Russian letter")),
    (("challenge", "--played", "опера,discard:ж"),
     (2, "Error: word 2 of the game: 'discard:ж': Latin letter 'd' at position 1 is not a Russian letter")),
    (("check", "бубен", "--played", "опера,\tраструб"),     # a list is split at commas and spaces only
     (2, r"Error: word 2 of the game: '\tраструб': control character '\t' at position 1 is not a Russian letter")),
    (("check", "бубен", "--played", "опера, раструб"),
     (0, "accepted: «бубен» (right placement, new cards УБЕН), 11 points")),               # Б3 У3 Б3 Е1 Н1
    (("continuations", "ра|стр\u200bуб"),
     (2, r"Error: 'ра|стр\u200bуб': invisible mark '\u200b' at position 7 is not a Russian letter")),
])
def test_every_word_of_a_command_is_read_by_the_notation(args, expected):
    """«ра|струб» is the notation of docs/snake.md; a character no card shows is refused, not looked up."""
    assert answer(run("snake", *args)) == expected


@pytest.mark.parametrize("args, expected", [
    (("check", "ёл\rка", "--after", "ель"),
     r"Ошибка: «ёл\rка»: управляющий символ «\r» на позиции 3 — не русская буква"),
    (("check", "кoт", "--after", "скот"), "Ошибка: «кoт»: латинская буква «o» на позиции 2 — не русская буква"),
    (("challenge", "--played", "опера,раструб", "--claim", "б?ант"),
     "Ошибка: «б?ант»: знак препинания «?» на позиции 2 — не русская буква"),
    (("check", "ра||струб", "--after", "опера"),
     "Ошибка: «ра||струб»: знак «|» ставится не больше одного раза — там, где начинаются новые карточки"),
    (("check", "*опера", "--first", "о"),
     "Ошибка: «*опера»: «*» на позиции 1 стоит не после буквы: его пишут после буквы, которую заменяет джокер"),
])
def test_the_refusals_in_russian(args, expected):
    result = run("--lang", "ru", "snake", *args)
    assert (result.exit_code, result.stderr.strip()) == (2, expected)


@pytest.fixture
def table():
    """A game of two on the face-up «о», the first player holding а, е, п, р (the doctest of game.py)."""
    game = SnakeGame({"hand_size": 4}, 2, Lexicon.from_words(["опера", "раструб", "бубен"]))
    s = game.new_initial_state()
    for card in "паеррсат" + "о":
        s = s.apply(Draw(card))
    return game, s


@pytest.mark.parametrize("typed, expected", [
    ("опера", Lay("опера", FIRST_RIGHT, 4)),
    ("о|пера", Lay("опера", FIRST_RIGHT, 4)),
    ("опе*ра", Lay("опера", FIRST_RIGHT, 4, (2,))),
    ("<окно", Lay("окно", FIRST_LEFT, 3)),
])
def test_the_table_reads_a_typed_placement_by_the_notation(table, typed, expected):
    game, s = table
    assert game.presenter().parse_action(s, typed) == expected


@pytest.mark.parametrize("typed, message", [
    ("оп\u200bера", r"'оп\u200bера': invisible mark '\u200b' at position 3 is not a Russian letter"),
    ("опер?", "'опер?': punctuation '?' at position 5 is not a Russian letter"),
    ("оп||ера", "'оп||ера': one '|' at most, where the new cards begin"),
])
def test_the_table_refuses_a_typed_word_with_one_line(table, typed, message):
    game, s = table
    with pytest.raises(InputFormatError) as e:
        game.presenter().parse_action(s, typed)
    assert str(e.value) == message


@pytest.mark.parametrize("named, correct", [("б|ант", True), ("бант", True), ("ба|нт", False)])
def test_a_named_continuation_is_read_by_the_notation(named, correct):
    """«какое продолжение … он имел в виду»: «б|ант» names «бант» after «раструб» (overlap «б»), not a bar."""
    from wordgames.snake.challenge import claim_faults
    lex = Lexicon.from_words(["опера", "раструб", "бант"])
    assert (claim_faults(lex, from_words(["опера", "раструб"]).snake(), named) == []) is correct


@pytest.mark.parametrize("session, message", [
    ("written-cr.json",
     r"actions[13]: '<со\rня': control character '\r' at position 4 is not a Russian letter"),
    ("written-latin.json", "actions[13]: '<coня': Latin letter 'c' at position 2 is not a Russian letter"),
    ("written-two-bars.json", "actions[13]: 'с|о|ня': one '|' at most, where the new cards begin"),
])
def test_a_sessions_placements_are_read_by_the_notation_on_resume(session, message):
    path = SESSIONS / session
    result = CliRunner().invoke(cli, ["snake", "play", "--resume", str(path)], input="quit\n")
    assert (result.exit_code, result.stderr.strip()) == (2, f"Error: {path}: {message}")


# -- item 2: a played game keeps the placement rules; check and challenge read --played alike ------------------


@pytest.mark.parametrize("played, error", [
    # rule 4: «Новое правое слово должно содержать не менее четырех букв»
    ("опера,рак", "word 2 of the game: «рак» cannot be placed here: rule 4: «рак» has 3 letters; at least four "
                  "are needed"),
    ("кот,тушь", "word 1 of the game: «кот» cannot be placed here: rule 4: «кот» has 3 letters; at least four "
                 "are needed"),
    # rule 6: «запрещается повторять слова, уже встречавшиеся в данной партии»
    ("арка,карта,тара,арка", "word 4 of the game: «арка» cannot be placed here: rule 6: «арка» has already been "
                             "played in this game"),
    # rule 2: the new word begins with the last letters of the right word
    ("опера,шуба", "word 2 of the game: «шуба» cannot be placed here: rule 2: «шуба» must begin with the last "
                   "letters of the right word «опера»"),
])
def test_a_played_game_that_breaks_a_placement_rule_is_refused_by_both_commands(played, error):
    challenged = run("snake", "challenge", "--played", played)
    checked = run("snake", "check", "бубен", "--played", played)
    assert (challenged.exit_code, challenged.stderr.strip()) == (2, f"Error: {error}")
    assert (checked.exit_code, checked.stderr.strip()) == (2, f"Error: {error}")


@pytest.mark.parametrize("played, word, verdict", [
    # Р2 А1 С2 Т2 Р2 У3 Б3 = 15; the same game, the same right word, for check and for challenge
    ("опера", "раструб", "accepted: «раструб» (right placement, new cards СТРУБ), 15 points"),
    ("опера", "ра|струб", "accepted: «раструб» (right placement, new cards СТРУБ), 15 points"),
    ("опера,раструб", "бант", "accepted: «бант» (right placement, new cards АНТ), 7 points"),   # Б3 А1 Н1 Т2
    ("опера,раструб,бант", "опера", "rejected: «опера»"),                                    # rule 2 (and 6)
])
def test_check_reads_played_as_challenge_does(played, word, verdict):
    """--played is the game's words in order, its last one the right word, in check as in challenge."""
    checked = run("snake", "check", word, "--played", played)
    assert checked.stdout.splitlines()[0] == verdict
    challenged = run("snake", "challenge", "--played", played, "--claim", word)
    assert challenged.exit_code == (0 if verdict.startswith("accepted") else 1)


def test_played_words_repeat_rule_6_in_check():
    """«запрещается повторять слова, уже встречавшиеся в данной партии»: --played counts for rule 6."""
    result = run("snake", "check", "раструб", "--played", "раструб,бубен,енот,отбор")
    assert result.exit_code == 1
    assert "  rule 6: «раструб» has already been played in this game" in result.stdout.splitlines()


@pytest.mark.parametrize("args, expected", [
    (("check", "раструб", "--played", "опера", "--after", "опера"),
     "Error: give the right word with --after or the game's words in order with --played (its last word is the "
     "right word), not both"),
    (("check", "опера", "--first", "о", "--played", "опера"),
     "Error: the face-up letter is the snake before its first word: give --first without --after and --played"),
    (("check", "опера"),
     "Error: give the current right word with --after, the game with --played, or the face-up letter with --first"),
    (("check", "кот", "--after", "иго"),
     "Error: the right word: «иго» cannot be placed here: rule 4: «иго» has 3 letters; at least four are needed"),
])
def test_check_names_what_is_missing_or_contradictory(args, expected):
    result = run("snake", *args)
    assert (result.exit_code, result.stderr.strip()) == (2, expected)


def test_russian_refusal_of_a_played_game():
    result = run("--lang", "ru", "snake", "challenge", "--played", "опера,рак")
    assert (result.exit_code, result.stderr.strip()) == (
        2, "Ошибка: слово 2 партии: «рак» нельзя выложить здесь: правило 4: в слове «рак» 3 буквы, а нужно не "
           "менее четырёх")


# -- item 3: a joker is one of the cards laid ------------------------------------------------------------------


@pytest.mark.parametrize("args, expected", [
    # «игрок может использовать карточку-джокер для представления ею любой буквы» — a card he lays
    (("check", "о*пера", "--first", "о"),
     (2, "Error: 'о*пера': letter 1 («о») is already on the snake: only a new card can be a joker")),
    (("check", "кино*", "--first", "о"),
     (2, "Error: 'кино*': letter 4 («о») is already on the snake: only a new card can be a joker")),
    (("check", "ра*струб", "--after", "опера"),
     (2, "Error: 'ра*струб': letter 2 («а») is already on the snake: only a new card can be a joker")),
    (("check", "<кино*", "--after", "раструб", "--leftmost", "о"),
     (2, "Error: '<кино*': letter 4 («о») is already on the snake: only a new card can be a joker")),
    (("challenge", "--played", "о*пера,раструб"),
     (2, "Error: word 1 of the game: 'о*пера': letter 1 («о») is already on the snake: only a new card can be "
         "a joker")),
    (("challenge", "--played", "опера,раструб", "--claim", "б*|ант"),
     (2, "Error: 'б*|ант': letter 1 («б») is already on the snake: only a new card can be a joker")),
    # a joker on a new card scores nothing: О1 П2 Е(joker)0 Р2 А1 = 6; Р2 А1 С2 Т2 Р2 У3 Б(joker)0 = 12
    (("check", "опе*ра", "--first", "о"), (0, "accepted: «опера» (first-right placement, new cards ПЕРА), 6 points")),
    (("check", "раструб*", "--after", "опера"),
     (0, "accepted: «раструб» (right placement, new cards СТРУБ), 12 points")),
])
def test_a_joker_mark_on_a_card_of_the_snake_is_refused(args, expected):
    assert answer(run("snake", *args)) == expected


def test_a_joker_mark_on_the_snake_in_russian():
    result = run("--lang", "ru", "snake", "check", "о*пера", "--first", "о")
    assert (result.exit_code, result.stderr.strip()) == (
        2, "Ошибка: «о*пера»: буква 1 («о») уже лежит в змейке: джокером может быть только новая карточка")


@pytest.mark.parametrize("record, message", [
    ("start: о\nо*пера\n", "g.txt:2:1: 'о*пера': letter 1 («о») is already on the snake: only a new card can be a "
                           "joker"),
    ("опера\nра*|струб\n", "g.txt:2:1: 'ра*|струб': letter 2 («а») is already on the snake: only a new card can "
                           "be a joker"),
    ("start: о\n<кино\n", None),        # '<' on the first word: to the left of the face-up letter
])
def test_a_record_reads_joker_marks_and_the_left_mark_by_the_text(record, message):
    if message is None:
        assert [(m.word, m.kind) for m in parse_text(record, "g.txt").moves] == [("кино", FIRST_LEFT)]
        return
    with pytest.raises(InputFormatError) as e:
        parse_text(record, "g.txt")
    assert str(e.value) == message


def test_without_a_bar_the_overlap_keeps_a_marked_joker_a_new_card():
    """«ана*нас» after «банана»: the longest overlaps («анана», «ана») would put the marked а on the snake; «а» does not."""
    move = from_words(["банана", "ана*нас"]).moves[1]
    assert (move.kind, move.added, sorted(move.jokers)) == (RIGHT, 5, [2])


def test_the_words_command_lists_the_words_played_in_order(table):
    """/слова (/words): rule 6 forbids a word twice, so a player needs the list of what was played."""
    from wordgames.table.human import HumanPlayer, LeaveGame, ScriptedTerminal
    game, s = table
    s = s.apply(Lay("опера", FIRST_RIGHT, 4))
    terminal = ScriptedTerminal(["/words", "/quit"])
    person = HumanPlayer("Оля", game, terminal, names=["Оля", "Петя"])
    with pytest.raises(LeaveGame):
        person.choose(s.view(s.to_move))
    assert "  1 word played: опера" in terminal.said
    shown = game.presenter()
    empty = table[1]
    assert shown.commands(empty.view(0))["words"][1](empty.view(0)) == "  no word played yet"


def test_the_help_lists_the_best_placements_and_says_how_to_see_all():
    result = CliRunner().invoke(cli, ["--lang", "ru", "snake", "play", "--players", "Оля,random", "--seed", "1"],
                                input="?\n/ходы\n/выход\n", env={"NO_COLOR": "1"})
    text = " ".join(result.output.split())                 # the help is wrapped to the terminal's width
    listed = text.split("можно: ")
    assert "… и ещё 261: «/ходы» покажет все" in listed[1]                # the help: the best twelve
    assert listed[1].split(" …")[0].count(",") == 11
    assert listed[2].split(" Оля, выложите")[0].count(",") == 272          # /ходы: all 273 of them


@pytest.mark.parametrize("discards, line", [
    ("абв", "discards: А Б В"),
    ("абвгдежзийклмн", "discards, the last 12 of 14: В Г Д Е Ж З И Й К Л М Н"),     # says it shows only the last
])
def test_the_discards_line_says_when_it_shows_only_the_last(discards, line):
    from types import SimpleNamespace
    from wordgames.snake.render import draw_view
    view = SimpleNamespace(snake=None, sizes=(3, 3), out=(), stock_size=10, discards=tuple(discards),
                           points=(0, 0), hand=(), rules=None, received=())
    assert line in draw_view(view).splitlines()
