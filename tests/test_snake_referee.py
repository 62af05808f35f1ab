"""The referee of whole games of Змейка: records written by hand, each broken rule found by line and rule,
the count by side, and agreement with the engine on every record a tournament writes."""

import json

import pytest

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.snake.referee import referee, sheet_lines
from wordgames.snake.wholegame import load_text, parse_text

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
    ("Оля: раструб\n", [(6, "2")]),                                          # the first word from the face-up о
    ("Оля: окно\n", [(6, "hand")]),                                          # no о for the new card
    ("Оля: опера; take б к; discard к\nПетя: ра|струб; discard ж\nОля: <кино\n",
     [(8, "left-out"), (8, "hand")]),               # к н б: кино would lay all three (and there is no и)
    ("Оля: ask\n", [(6, "ask")]),                                            # the partner question is for four
    ("Оля: challenge\n", [(6, "challenge")]),                                # no right word yet
    ("Оля: опера; take б к; discard к\nОля: done\n", [(7, "turn")]),        # Петя's turn
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
    from wordgames.snake import wholegame
    from wordgames.table.tournament import plan, run_plan
    p = plan(info("snake"), entrants, rules=rules, seed=3, lexicon=lexicon, records=str(tmp_path),
             seats_at_table=seats)
    result = run_plan(p, 3)
    files = sorted(tmp_path.iterdir())
    assert len(files) == 3
    for path, outcome in zip(files, result.outcomes):
        saved = json.loads(path.read_text(encoding="utf-8"))
        sheet = referee(lexicon, wholegame.load(str(path), lexicon))
        assert sheet.findings == [], (path.name, sheet.findings[:3])
        assert [s.total for s in sheet.sides] == saved["result"]["totals"], path.name
        assert sheet.over
        text = wholegame.load(str(path), lexicon).to_text()            # and as a record a person reads
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
