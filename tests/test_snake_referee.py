"""The referee of whole games of Змейка: records written by hand, each broken rule found by line and rule,
the count by side, and agreement with the engine on every record a tournament writes."""

import json

import pytest

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.snake.referee import referee
from wordgames.snake.sheet import sheet_lines
from wordgames.snake.wholegame_reader import load_text, parse_text

LEX = Lexicon.from_words(["укроп", "опера", "раструб", "рубка", "кино", "окно", "арка", "ткань", "торт", "баран",
                          "нора", "рана", "атака"])

# Two players, hands of 6 (the deal known), the face-up о.
HEAD = "players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: струбж\nstart: о\n"


def judge(body: str, head: str = HEAD):
    return referee(LEX, parse_text(head + body))


def rules_broken(body: str, head: str = HEAD):
    return [(f.line, f.rule) for f in judge(body, head).findings]


# -- a game that keeps the rules, counted by hand ---------------------------------------------------------


def test_a_short_game_counted_by_hand():
    """Оля lays опера (о1 п2 е1 р2 а1 = 7), Петя ра|струб (р2 а1 с2 т2 р2 у3 б3 = 15); Оля's challenge fails
    (рубка continues раструб): 100 off her side; left in hand: Оля к н б а (2+1+3+1), Петя ж н т (5+1+2)."""
    sheet = judge("Оля: опера; take б к; discard к\n"
                  "Петя: ра|струб; take н ж; discard ж\n"
                  "Оля: challenge\n"
                  "Петя: name рубка\n"
                  "Оля: done; take а а; discard а\n"
                  "Петя: done; take т т; discard т\n")
    assert sheet.findings == []
    assert sheet.words == [("Оля", "опера", 7), ("Петя", "раструб", 15)]
    assert [s.distrust for s in sheet.sides] == [-100, 0]
    assert [s.in_hand for s in sheet.sides] == [-7, -8]
    assert [s.total for s in sheet.sides] == [7 - 100 - 7, 15 - 8]
    assert not sheet.over and sheet.winner == 1


def test_going_out_wins_its_bonus_and_the_last_player_none():
    head = "players: Оля, Петя\nrules: hand_size=4\ndeal Оля: пера\ndeal Петя: стру\nstart: о\n"
    sheet = judge("Оля: опера\nПетя: done; take б ж; discard ж\nПетя: ра|струб\n", head)
    assert sheet.findings == [] and sheet.out == ["Оля", "Петя"]
    assert [s.bonuses for s in sheet.sides] == [250, 0]
    assert sheet.over and sheet.end == "every player has gone out"


# -- each broken rule, by line and rule -------------------------------------------------------------------


@pytest.mark.parametrize("body, found", [
    ("Петя: done\n", [(6, "turn")]),                                         # Оля moves first
    ("Оля: опера; take б к; discard ж\n", [(6, "discard")]),                # ж is not in her hand
    ("Оля: опера\nПетя: done\n", [(7, "discard")]),                         # Оля took cards, never discarded
    ("Оля: опера; take б к; discard к; give б\n", [(6, "pass")]),           # no passing in the game of two
    ("Оля: опера; take б; discard к\n", [(6, "take")]),                      # two cards are taken, not one
    ("Оля: раструб\n", [(6, "hand"), (6, "2")]),                  # the first word from the face-up о, and no с т у б
    ("Оля: окно\n", [(6, "hand")]),                                          # no о for the new card
    ("Оля: опера; take б к; discard к\nПетя: ра|струб; discard ж\nОля: <кино\n",
     [(8, "hand")]),             # к н б: no и for кино (a placement the hand cannot make takes nobody out)
    ("Оля: ask\n", [(6, "ask")]),                                            # the partner question is for four
    ("Оля: challenge\n", [(6, "challenge")]),                                # no right word yet
    ("Оля: опера; take б к; discard к\nОля: done\n", [(7, "turn")]),        # Петя's turn
    ("Оля: опера; take б к; give б\n", [(6, "discard"), (6, "pass")]),      # no discard, and no passing without one
])
def test_each_broken_rule_is_found_by_line_and_rule(body, found):
    assert rules_broken(body) == found


def test_a_left_placement_in_a_turn_with_normal_placements():
    head = ("players: Оля, Петя\nrules: hand_size=12\ndeal Оля: перакинабар\u0430\ndeal Петя: стубжшщъыэюф\n"
            "start: о\n")
    assert rules_broken("Оля: опера <кино\n", head) == [(6, "left-alone")]


def test_more_cards_of_a_letter_than_the_set_holds():
    head = "players: Оля, Петя\nrules: hand_size=5 cards=а1,о1,п1,е1,р1,к1,с1,т1,у1,б1,ж1,н1,и1\n" \
           "deal Оля: перак\ndeal Петя: стубж\nstart: о\n"
    assert rules_broken("Оля: опера; take и н; discard к\n", head) == []
    assert rules_broken("Оля: опера; take а н; discard к\n", head) == [(6, "cards")]   # the one а is laid


def test_a_dead_end_is_noted_under_rule_5_by_challenge_and_broken_under_strict():
    head = "players: Оля, Петя\nrules: hand_size=5\ndeal Оля: канья\ndeal Петя: ооооо\nstart: т\n"
    loose = judge("Оля: ткань\n", head)
    assert loose.findings == [] and any("dead end" in n for n in loose.notes)
    strict = judge("Оля: ткань\n", head.replace("hand_size=5", "hand_size=5 rule5=strict"))
    assert [f.rule for f in strict.findings] == ["5"]


def test_a_challenge_not_answered_loses_the_game():
    head = "players: Оля, Петя\nrules: hand_size=5\ndeal Оля: каньш\ndeal Петя: ооооо\nstart: т\n"
    sheet = judge("Оля: ткань; take а а; discard ш\nПетя: challenge\nОля: concede\n", head)
    assert sheet.findings == [] and sheet.over and sheet.loser == 0 and sheet.winner == 1
    more = judge("Оля: ткань; take а а; discard ш\nПетя: challenge\nОля: concede\nПетя: done\n", head)
    assert [(f.line, f.rule) for f in more.findings] == [(9, "end")]


def test_a_wrong_continuation_is_noted_and_a_correct_one_may_follow():
    sheet = judge("Оля: опера; take б к; discard к\nПетя: challenge\nОля: name кино\nОля: name арка\n")
    assert sheet.findings == [] and [s.distrust for s in sheet.sides] == [0, -100]
    assert any("«кино» is not a continuation" in n for n in sheet.notes)


def test_the_partner_question_yes_then_not_out_is_fined_and_no_then_out_is_broken():
    head = ("players: Оля, Петя, Коля, Маша\nrules: hand_size=4\ndeal Оля: пера\ndeal Петя: шшшш\n"
            "deal Коля: щщщщ\ndeal Маша: ъъъъ\nstart: о\n")
    fined = judge("Оля: ask\nКоля: yes\nОля: done; take а а; discard а; keep\n", head)
    assert fined.findings == [] and [s.information for s in fined.sides] == [-200, 0]
    broken = judge("Оля: ask\nКоля: no\nОля: опера\n", head)
    assert [(f.line, f.rule) for f in broken.findings] == [(10, "ask")]
    kept = judge("Оля: ask\nКоля: yes\nОля: опера\n", head)
    assert kept.findings == [] and [s.bonuses for s in kept.sides] == [250, 0]


def test_hands_not_recorded_are_counted_from_left_lines():
    """Hands of 5 not known: Оля lays опера from them, takes 2 unseen, discards ж: 2 cards left, as recorded."""
    head = "players: Оля, Петя\nrules: hand_size=5\nstart: о\n"
    body = "Оля: опера; discard ж\nПетя: done; discard ш\n"
    unknown = judge(body, head)
    assert unknown.findings == [] and [s.in_hand for s in unknown.sides] == [None, None]
    assert any("left PLAYER" in n for n in unknown.notes)
    counted = judge(body + "left Оля: аа\nleft Петя: абвгде\n", head)
    assert counted.findings == [] and [s.total for s in counted.sides] == [7 - 2, -(1 + 3 + 2 + 3 + 2 + 1)]
    wrong = judge(body + "left Оля: ааа\nleft Петя: абвгде\n", head)
    assert [f.rule for f in wrong.findings] == ["left"]
    assert "Score sheet (1 word):" in sheet_lines(counted)


# -- reading records --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, where", [
    ("Оля: опера\n", "1:1"),                                    # no players line
    ("players: Оля\n", "1:10"),                                 # one player
    ("players: Оля, Петя\nМаша: опера\n", "2:1"),                # not a player
    ("players: Оля, Петя\nОля: опера;; done\n", "2:12"),         # an empty item
    ("players: Оля, Петя\nОля: take а б в\n", "2:6"),            # three cards taken
    ("players: Оля, Петя\nrules: hand=3\n", "2:8"),              # no such rule
    ("players: Оля, Петя\nstart: *\n", "2:8"),                   # a joker does not start the snake
])
def test_a_bad_record_is_refused_naming_line_and_column(text, where):
    with pytest.raises(InputFormatError) as e:
        parse_text(text, "game.txt")
    assert f"game.txt:{where}:" in str(e.value)


def test_text_and_json_are_the_same_record():
    text = HEAD + "Оля: опера; take б к; discard к\nПетя: ра|струб; discard ж\n"
    record = parse_text(text)
    again = load_text(json.dumps(record.to_dict(), ensure_ascii=False))
    assert [(i.seat, i.verb, i.text, i.cards) for i in again.items] == \
        [(i.seat, i.verb, i.text, i.cards) for i in record.items]
    assert (again.players, again.rules, again.deal, again.start) == \
        (record.players, record.rules, record.deal, record.start)
    assert parse_text(record.to_text()).to_text() == record.to_text()


# -- the referee and the engine agree -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def lexicon():
    return Lexicon.default(user_words=None)


@pytest.mark.parametrize("entrants, seats, rules", [
    ("greedy,random", 4, {"hand_size": 8}),
    ("expert,greedy", 2, {"hand_size": 10, "max_words": 3}),
    ("random,greedy", 2, {"hand_size": 6, "rule5": "strict", "bonuses": [100]}),
])
def test_referee_and_engine_agree_on_every_record_a_tournament_writes(lexicon, tmp_path, entrants, seats, rules):
    from wordgames.registry import info
    from wordgames.snake import wholegame_reader
    from wordgames.table.tournament import plan, run_plan
    p = plan(info("snake"), entrants, rules=rules, seed=3, lexicon=lexicon, records=str(tmp_path),
             seats_at_table=seats)
    result = run_plan(p, 3)
    files = sorted(tmp_path.iterdir())
    assert len(files) == 3
    for path, outcome in zip(files, result.outcomes):
        saved = json.loads(path.read_text(encoding="utf-8"))
        sheet = referee(lexicon, wholegame_reader.load(str(path), lexicon))
        assert sheet.findings == [], (path.name, sheet.findings[:3])
        assert [s.total for s in sheet.sides] == saved["result"]["totals"], path.name
        assert sheet.over
        text = wholegame_reader.load(str(path), lexicon).to_text()            # and as a record a person reads
        again = referee(lexicon, parse_text(text))
        assert [s.total for s in again.sides] == saved["result"]["totals"]


@pytest.mark.parametrize("text, message", [
    ("players: a, b\nrules: hand_size=²\n", "g.txt:2:8: hand_size is a whole number, not '²'"),
    ('{"players": ' + "9" * 5000 + "}", "g.txt: not valid JSON: a number of more than 4300 digits"),
    ('{"players": ' + "[" * 100 + "]" * 100 + "}", "g.txt: JSON nested deeper than 64 levels"),
])
def test_numbers_and_json_are_checked_before_use(text, message):
    with pytest.raises(InputFormatError) as e:
        load_text(text, "g.txt")
    assert str(e.value) == message


# -- one engine: a move that breaks a rule is reported and not made, so it scores nothing -----------------------


def test_a_word_beyond_the_turns_limit_is_not_scored():
    """«не разрешалось за один ход выкладывать больше семи слов» (the limit is the rule option max_words, here
    one): Оля's second word of the turn is reported and not laid — «раструб» scores nothing and the next word
    goes on from «опера»."""
    head = ("players: Оля, Петя\nrules: hand_size=10 max_words=1\ndeal Оля: пераструбк\ndeal Петя: жжжжжххххх\n"
            "start: о\n")
    sheet = judge("Оля: опера ра|струб; take б к; discard к\n", head)
    assert [(f.line, f.rule) for f in sheet.findings] == [(6, "seven")]
    assert sheet.words == [("Оля", "опера", 7)] and [s.words for s in sheet.sides] == [7, 0]


FOUR_HEAD = ("players: Оля, Петя, Коля, Маша\nrules: hand_size=4\ndeal Оля: пера\ndeal Петя: шшшш\n"
             "deal Коля: щщщщ\ndeal Маша: ъъъъ\nstart: о\n")


def test_going_out_after_the_partner_said_no_earns_nothing():
    """«В случае же, когда партнер отказал, игрок не имеет права выходить»: «опера» would empty Оля's hand, so it
    is not laid — no points, no bonus, Оля is still in and holds п е р а (7 points against her side)."""
    sheet = judge("Оля: ask\nКоля: no\nОля: опера\n", FOUR_HEAD)
    assert [(f.line, f.rule) for f in sheet.findings] == [(10, "ask")]
    assert sheet.words == [] and sheet.out == [] and [s.bonuses for s in sheet.sides] == [0, 0]
    assert [s.words for s in sheet.sides] == [0, 0]


def test_going_out_by_a_left_placement_is_not_going_out():
    """«Нельзя также использовать "левую выкладку" для выхода»: Оля holds к и н, «<кино» would empty her hand;
    it is reported under left-out and not laid: no doubled points, no bonus, still in with к и н (2+1+1)."""
    head = "players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакж\ndeal Петя: шщъыэю\nstart: о\n"
    sheet = judge("Оля: опера; take и н; discard ж\nПетя: done; take т т; discard т\nОля: <кино\n", head)
    assert [(f.line, f.rule) for f in sheet.findings] == [(8, "left-out")]
    assert sheet.words == [("Оля", "опера", 7)] and sheet.out == []
    assert [(s.words, s.left_placements, s.bonuses) for s in sheet.sides] == [(7, 0, 0), (0, 0, 0)]
    assert sheet.sides[0].in_hand == -(2 + 1 + 1)


def test_a_word_refused_by_rule_6_is_not_scored_and_takes_nobody_out():
    """«Каждое правое слово должно быть существительным … Конечно, слово должно встречаться в каком-нибудь
    словаре»: «опрае» is no word of the lexicon; Оля's four cards stay in her hand and she is not out."""
    head = "players: Оля, Петя\nrules: hand_size=4\ndeal Оля: пера\ndeal Петя: стру\nstart: о\n"
    sheet = judge("Оля: опрае\n", head)
    assert [(f.line, f.rule) for f in sheet.findings] == [(6, "6")]
    assert sheet.words == [] and sheet.out == [] and [s.bonuses for s in sheet.sides] == [0, 0]
    assert not sheet.over


def test_the_referee_has_no_stage_logic_of_its_own():
    """One engine: the referee replays the record through the game's state; the duplicate ledger is gone."""
    import importlib.util

    import wordgames.snake.referee as module
    assert importlib.util.find_spec("wordgames.snake.ledger") is None
    assert not hasattr(module.Referee, "challenge") and not hasattr(module.Referee, "ask")


# -- the end of the game, and taking or discarding from an empty stock --------------------------------------------

MARЬ = Lexicon.from_words(["опера", "марь", "арка"])
# 4 + 4 dealt, the face-up м, two cards in the stock: Оля takes them and the stock is empty
EMPTY_HEAD = ("players: Оля, Петя\nrules: hand_size=4 cards=ж1,ш1,щ1,ъ1,м2,а1,р1,ь1,ы1,э1\n"
              "deal Оля: жшщъ\ndeal Петя: марь\nstart: м\n")


def test_the_stock_empty_is_not_the_end_while_a_known_hand_can_lay():
    """«склад исчерпан и при этом никто из игроков не может сделать выкладывание»: the stock is empty, but Петя
    holds а р ь (and м) and can lay «марь» from the face-up м: the game is not over."""
    sheet = referee(MARЬ, parse_text(EMPTY_HEAD + "Оля: done; take ы э; discard ъ\n"))
    assert sheet.findings == [] and not sheet.over
    assert sheet.end_code == "record-stops-empty" and "Петя can still lay a word" in sheet.end
    ended = referee(MARЬ, parse_text(EMPTY_HEAD + "Оля: done; take ы э; discard ъ\nПетя: марь\n"))
    assert ended.findings == [] and ended.over and ended.end_code == "blocked"     # м left: nobody can lay


@pytest.mark.parametrize("body, found, message", [
    ("Петя: take ж ш\n", (7, "take"), "the stock is empty: nothing is taken («Взятие осуществляется обязательно, "
                                      "за исключением … когда склад пуст»)"),
    ("Петя: discard м\n", (7, "discard"), "Петя took nothing (the stock is empty): a player who did not take "
                                          "does not discard («сброс … запрещен»)"),
    ("Петя: done\nПетя: done\n", (8, "turn"), "it is Оля's turn, not Петя's"),
])
def test_taking_or_discarding_from_an_empty_stock_is_named_as_such(body, found, message):
    """«Взятие осуществляется обязательно, за исключением … когда склад пуст»; «Сброс является обязательным, за
    исключением случая, когда игрок не брал (в этом случае сброс не только не обязателен, но и запрещен)». The
    game is not over (Петя can lay «марь»), and a turn the record skips is not a pass: no quiet round is over."""
    sheet = referee(MARЬ, parse_text(EMPTY_HEAD + "Оля: done; take ы э; discard ъ\n" + body))
    assert [((f.line, f.rule), f.message) for f in sheet.findings] == [(found, message)]
    assert not sheet.over


def test_a_quiet_round_ends_the_game_only_when_every_player_passed():
    """A whole round of passes with the stock empty leaves the position as it was (the table's reading, beyond
    the text): Петя and then Оля pass, and the game ends there; Петя alone passing ends nothing."""
    start = EMPTY_HEAD + "Оля: done; take ы э; discard ъ\n"
    assert not referee(MARЬ, parse_text(start + "Петя: done\n")).over
    sheet = referee(MARЬ, parse_text(start + "Петя: done\nОля: done\n"))
    assert sheet.findings == [] and sheet.over and sheet.end_code == "quiet-round"


# -- the challenge at any moment of one's turn ------------------------------------------------------------------


def test_a_challenge_after_asking_the_partner_is_allowed_and_the_option_restricts_it():
    """«В любой момент любой из противников, чья очередь делать ход, может спросить у игрока, выложившего текущее
    правое слово…»: Петя asks Маша, hears «нет», then challenges Оля's «опера»; «арка» continues it, so Петя's side
    is fined 100. With ``challenge_time=first`` the challenge is refused as coming after the question."""
    head = ("players: Оля, Петя, Коля, Маша\nrules: hand_size=6\ndeal Оля: перакн\ndeal Петя: шшшщщщ\n"
            "deal Коля: ъъъыыы\ndeal Маша: эээююю\nstart: о\n")
    body = "Оля: опера; take б к; discard к; keep\nПетя: ask\nМаша: no\nПетя: challenge\nОля: name арка\n"
    sheet = judge(body, head)
    assert sheet.findings == [] and [s.distrust for s in sheet.sides] == [0, -100]
    first = judge(body, head.replace("hand_size=6", "hand_size=6 challenge_time=first"))
    assert [(f.line, f.rule) for f in first.findings][0] == (11, "challenge")


# -- which command reads which file -------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["show"], ["challenge", "--claim", "бурлак"]])
def test_a_placement_command_names_the_referee_for_a_whole_game_record(tmp_path, command):
    """`snake show` and `snake challenge` take a placement record; given a whole-game record they say which
    command reads it."""
    from click.testing import CliRunner

    from wordgames_cli.main import cli
    path = tmp_path / "game.txt"
    path.write_text(HEAD + "Оля: опера; take б к; discard к\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["--lang", "en", "snake", command[0], str(path), *command[1:]])
    assert result.exit_code == 2
    assert result.output == (f"Error: {str(path)!r} is a whole-game record (it names its players): 'wordgames snake "
                             f"referee {path}' reads it; 'snake {command[0]}' takes a placement record, one placement "
                             f"a line\n")


def test_a_joker_marked_on_the_face_up_letter_is_named_in_russian_too():
    """«Выложенный джокер не меняет далее своего значения»: a joker is one of the cards laid, never a letter
    already on the snake; the referee names that rule in words in Russian, as every rule without a number."""
    from wordgames import i18n
    sheet = judge("Оля: о*пера\n")
    assert [(f.line, f.rule) for f in sheet.findings] == [(6, "joker")]
    i18n.set_language("ru")          # the suite's fixture sets English again after the test
    assert str(sheet.findings[0]).startswith("строка 6, столбец 6: правило о джокерах: ")


@pytest.mark.parametrize("line", ["Оля: <", "Оля: 1абв"])
def test_no_start_and_no_word_to_take_it_from(line):
    """Without 'start:' the face-up card is read from the first word; a first «word» with no letter of the set
    gives none, and the record's placements are refused, not a traceback."""
    sheet = referee(LEX, parse_text(f"players: Оля, Петя\n{line}\n"))
    assert [(f.line, f.rule) for f in sheet.findings] == [(2, "2")]
