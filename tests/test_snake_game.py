"""Змейка's card game by the rule text: the deal, the four stages, going out, the partner question,
challenges, the end and the count — each as a table of positions and what the text says of them."""

from collections import Counter
from dataclasses import replace

import pytest

from wordgames.errors import IllegalMoveError
from wordgames.lexicon import Lexicon
from wordgames.snake.board import FIRST_RIGHT, LEFT, RIGHT, Snake
from wordgames.snake.game import SnakeGame
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from wordgames.snake.conditions import SnakeRules
from wordgames.snake.stages import ANSWER, DEAL, DISCARD, FACE_UP, OVER, PASS, PLACE, REPLY, TAKE, TurnSoFar
from wordgames.snake.state import SnakeState

WORDS = ["укроп", "опера", "раструб", "рубка", "кино", "окно", "барка", "арка", "ткань", "ноша", "шарм", "торт"]
LEX = Lexicon.from_words(WORDS)
FOUR, TWO = SnakeRules(players=4), SnakeRules(players=2)


def snake_of(*words: str) -> Snake:
    """The snake after these words: the first from its first letter, the rest by their longest overlap."""
    from wordgames.snake.record import from_words
    return from_words(list(words)).snake()


def position(rules=FOUR, hands=("", "", "", ""), snake=None, stock=None, **fields) -> SnakeState:
    """A position in the placement stage of seat 0 (fields override), the stock the rest of the set."""
    s = SnakeState.initial(rules, LEX)
    if stock is None:
        left = rules.deck - Counter("".join(hands)) - Counter(c.letter for c in (snake.cards if snake else ()))
        stock = tuple(sorted((+left).items()))
    else:
        stock = tuple(sorted(Counter(stock).items()))
    hands = tuple("".join(sorted(h)) for h in hands)
    return replace(s, hands=hands, stock=stock, snake=snake or Snake.start("о"), phase=PLACE, **fields)


def lay(word, kind=RIGHT, added=None, jokers=()):
    return Lay(word, kind, added if added is not None else len(word) - 1, tuple(jokers))


def play(s, *actions):
    for a in actions:
        s = s.apply(a)
    return s


# -- the deal ------------------------------------------------------------------------------------


def test_the_deal_is_card_by_card_round_the_table_then_one_card_face_up():
    game = SnakeGame({"hand_size": 2}, 4, LEX)
    s = game.new_initial_state()
    assert s.phase == DEAL and sum(p for _, p in s.chance_outcomes()) == 1
    s = play(s, *(Draw(c) for c in "абвгдежз"))
    assert s.hands == ("ад", "бе", "вж", "гз") and s.phase == FACE_UP
    s = s.apply(Draw("о"))
    assert (s.phase, s.to_move, s.snake.text(), s.stock_size) == (PLACE, 0, "о", 480 - 9)


def test_a_joker_is_never_turned_face_up():
    s = replace(SnakeState.initial(TWO, LEX), phase=FACE_UP, stock=(("*", 4), ("о", 1)))
    assert [a.card for a, _ in s.chance_outcomes()] == ["о"]


def test_the_default_conditions_are_the_authors():
    game = SnakeGame({}, 4, LEX)
    r = game.rules
    assert (r.hand_size, r.bonuses, r.distrust_penalty, r.information_penalty, r.joker_penalty, r.max_words) == \
        (30, (250, 200, 50), 100, 200, 10, 7)
    assert sum(r.deck.values()) == 480 and r.deck["*"] == 4


# -- the four stages -------------------------------------------------------------------------------


@pytest.mark.parametrize("stock, taken, then", [
    ("абв", 2, DISCARD),        # two cards from the stock, then the discard
    ("а", 1, DISCARD),          # one card left: it is taken, and the discard follows
    ("", 0, PLACE),             # an empty stock: no taking, no discard (forbidden), the next player's turn
])
def test_taking_after_the_placement_stage(stock, taken, then):
    s = position(hands=("кот", "пера", "ли", "мы"), stock=stock).apply(Done())
    if taken:
        assert s.phase == TAKE and s.taking == taken
        s = play(s, *(Draw(c) for c in sorted(stock)[:taken]))
    assert s.phase == then
    assert (s.to_move == 0) == (then != PLACE)
    assert len(s.hands[0]) == 3 + taken


def test_the_discard_is_obligatory_after_taking_and_shown_to_everyone():
    s = play(position(hands=("кот", "ар", "ли", "мы"), stock="аб"), Done(), Draw("а"), Draw("б"))
    assert s.legal_actions() == [Discard(c) for c in "абкот"]
    assert [b.rule for b in s.breaches(Done())] == ["stage"]
    s = s.apply(Discard("к"))
    assert s.discards == ("к",) and "к" not in s.hands[0]
    assert all("к" == d for d in s.view(2).discards)


def test_a_card_is_passed_only_after_a_discard_unseen_by_the_opponents():
    s = play(position(hands=("кот", "ар", "ли", "мы"), stock="абв"), Done(), Draw("а"), Draw("б"), Discard("к"))
    assert s.phase == PASS and s.legal_actions() == [Give(c) for c in "абот"] + [Keep()]
    after = s.apply(Give("о"))
    assert after.hands[2] == "ило"
    assert after.view(2).received == ("о",) and after.view(1).received == () and after.view(3).received == ()
    assert after.to_move == 1 and after.phase == PLACE


def test_no_passing_in_the_game_of_two_nor_to_a_partner_who_is_out():
    two = play(position(TWO, hands=("кот", "ар"), stock="абв"), Done(), Draw("а"), Draw("б"), Discard("к"))
    assert (two.phase, two.to_move) == (PLACE, 1)
    out = play(position(hands=("кот", "ар", "ли", "мы"), stock="абв", out=(2,)), Done(), Draw("а"), Draw("б"),
               Discard("к"))
    assert (out.phase, out.to_move) == (PLACE, 1)


def test_the_last_card_is_not_passed():
    s = replace(position(hands=("к", "ар", "ли", "мы")), phase=PASS)
    assert s.legal_actions() == [Keep()]
    assert [b.rule for b in s.breaches(Give("к"))] == ["pass"]


# -- placements in a turn ------------------------------------------------------------------------


def test_several_placements_a_turn_then_done():
    s = position(hands=("пераструбка", "", "", ""))
    s = play(s, lay("опера", FIRST_RIGHT), Lay("раструб", RIGHT, 5), Lay("рубка", RIGHT, 2))
    assert s.snake.text() == "операструбка" and s.hands[0] == "" and s.out == (0,) and s.to_move == 1
    assert s.points[0] == 7 + 15 + 11 + 250       # опера, раструб (р а с т р у б), рубка, going out first


def test_at_most_max_words_a_turn():
    s = position(TWO, hands=("пераструбка", ""), turn=TurnSoFar(words=7, normal=True),
                 snake=snake_of("опера"))
    assert not any(isinstance(a, Lay) for a in s.legal_actions())
    assert "seven" in [b.rule for b in s.breaches(Lay("раструб", RIGHT, 5))]


def test_a_left_placement_is_doubled_once_a_player_and_never_to_go_out():
    s = position(TWO, hands=("кинт", "а"), snake=snake_of("окно"))
    assert [b.rule for b in s.breaches(lay("кино", LEFT))] == []   # uses к, и, н: one card left
    after = s.apply(lay("кино", LEFT))
    assert after.points[0] == 2 * (2 + 1 + 1 + 1) and after.left_used == (True, False)
    spent = position(TWO, hands=("кинт", "а"), snake=snake_of("окно"), left_used=(True, False))
    assert [b.rule for b in spent.breaches(lay("кино", LEFT))] == ["left-once"]
    going_out = position(TWO, hands=("кин", "а"), snake=snake_of("окно"))
    assert [b.rule for b in going_out.breaches(lay("кино", LEFT))] == ["left-out"]


def test_a_joker_stands_for_a_letter_and_scores_nothing():
    s = position(TWO, hands=("пе*аш", "б"))
    after = s.apply(Lay("опера", FIRST_RIGHT, 4, (3,)))
    assert after.points[0] == 1 + 2 + 1 + 0 + 1 and after.snake.cards[3].joker
    # a joker on the face-up о: no such card is laid, and the р it does not stand for is missing
    assert [b.rule for b in s.breaches(Lay("опера", FIRST_RIGHT, 4, (0,)))] == ["joker", "hand"]


def test_cards_not_in_hand_are_refused_naming_them():
    s = position(TWO, hands=("пе", "б"))
    assert [(b.rule, b.message) for b in s.breaches(lay("опера", FIRST_RIGHT))] == \
        [("hand", "the hand lacks а р for «опера»")]


# -- going out -----------------------------------------------------------------------------------


@pytest.mark.parametrize("out_before, bonus", [((), 250), ((1,), 200), ((1, 3), 50), ((1, 2, 3), 0)])
def test_going_out_bonuses_by_order(out_before, bonus):
    hands = ["пера", "", "", ""]
    for seat in range(1, 4):
        if seat not in out_before:
            hands[seat] = "шш"
    s = position(hands=tuple(hands), out=out_before)
    after = s.apply(lay("опера", FIRST_RIGHT))
    assert after.points[0] == 7 + bonus and after.out == out_before + (0,)       # о1 п2 е1 р2 а1
    assert after.phase == (OVER if len(after.out) == 4 else PLACE)


def test_a_player_who_went_out_takes_nothing_and_is_skipped():
    s = position(hands=("пера", "шш", "шш", "шш")).apply(lay("опера", FIRST_RIGHT))
    assert (s.phase, s.to_move, s.taking) == (PLACE, 1, 0) and s.next_seat(3) == 1


# -- the partner question -----------------------------------------------------------------------------


def test_the_partner_question_yes_binds_the_asker():
    s = play(position(hands=("пераш", "ш", "ш", "ш"), stock="абв"), Ask())
    assert s.phase == REPLY and s.to_move == 2 and s.legal_actions() == [Reply(True), Reply(False)]
    yes = s.apply(Reply(True))
    assert (yes.phase, yes.to_move, yes.turn.asked) == (PLACE, 0, True)
    fined = play(yes, lay("опера", FIRST_RIGHT), Done())     # a card is left: not out
    assert fined.points[0] == 7 - 200


def test_the_partner_question_no_forbids_going_out():
    s = play(position(hands=("пера", "ш", "ш", "ш")), Ask(), Reply(False))
    assert [b.rule for b in s.breaches(lay("опера", FIRST_RIGHT))] == ["ask"]
    assert lay("опера", FIRST_RIGHT) not in s.legal_actions()


def test_the_partner_question_is_asked_once_before_the_first_placement_and_only_at_four():
    assert Ask() not in position(TWO, hands=("пера", "ш")).legal_actions()
    laid = position(hands=("перак", "ш", "ш", "ш")).apply(lay("опера", FIRST_RIGHT))
    assert [b.rule for b in laid.breaches(Ask())] == ["ask"]
    partner_out = position(hands=("перак", "ш", "", "ш"), out=(2,))
    assert [b.message for b in partner_out.breaches(Ask())] == ["the partner has gone out"]


def test_yes_and_going_out_is_not_fined():
    s = play(position(hands=("пера", "ш", "ш", "ш")), Ask(), Reply(True), lay("опера", FIRST_RIGHT))
    assert s.points[0] == 7 + 250


# -- challenges ------------------------------------------------------------------------------------


def challenged(right_word="опера", by=1, rules=FOUR):
    hands = ("кот", "ар", "ли", "мы") if rules.players == 4 else ("кот", "ар")
    return position(rules, hands=hands, snake=snake_of(right_word), right_by=by)


def test_a_challenge_answered_fines_the_challenger_for_distrust():
    s = challenged().apply(Challenge())
    assert (s.phase, s.to_move) == (ANSWER, 1)
    assert Name("раструб") in s.legal_actions() and s.legal_actions()[-1] == Concede()
    after = s.apply(Name("раструб"))
    assert (after.phase, after.to_move, after.points) == (PLACE, 0, (-100, 0))
    assert [b.rule for b in after.breaches(Challenge())] == ["challenge"]   # it stood: not twice


def test_a_challenge_no_one_can_answer_loses_the_game():
    s = challenged("ткань").apply(Challenge())
    assert s.legal_actions() == [Concede()]
    over = s.apply(Concede())
    assert over.phase == OVER and over.loser == 1 and over.returns() == [1.0, -1.0, 1.0, -1.0]


def test_a_wrong_continuation_is_refused_and_may_be_retried_or_conceded():
    s = challenged().apply(Challenge())
    assert [b.rule for b in s.breaches(Name("кино"))] == ["answer"]
    with pytest.raises(IllegalMoveError):
        s.apply(Name("кино"))


@pytest.mark.parametrize("by, rule_broken", [(2, True), (0, True), (1, False), (3, False)])
def test_only_an_opponent_of_the_right_word_may_challenge(by, rule_broken):
    s = challenged(by=by)
    assert bool(s.breaches(Challenge())) == rule_broken


@pytest.mark.parametrize("when, turn, broken", [
    ("any", TurnSoFar(asked=False), []),                       # after asking the partner (the reply: no)
    ("any", TurnSoFar(asked=True), []),
    ("any", TurnSoFar(words=1, left=True), []),                # after a left placement: the right word is still theirs
    ("first", TurnSoFar(asked=False), ["challenge"]),
    ("first", TurnSoFar(words=1, left=True), ["challenge"]),
    ("first", TurnSoFar(), []),
])
def test_a_challenge_at_any_moment_of_the_turn_or_first_by_the_rule_option(when, turn, broken):
    """«В любой момент любой из противников, чья очередь делать ход, может спросить у игрока, выложившего
    текущее правое слово…»: by default a challenge may follow the partner question or a left placement in the
    same turn; ``challenge_time=first`` keeps the older reading, a challenge before anything else of the turn."""
    s = replace(challenged(rules=replace(FOUR, challenge_time=when)), turn=turn)
    assert [b.rule for b in s.breaches(Challenge())] == broken
    assert (Challenge() in s.legal_actions()) == (not broken)


def test_a_challenge_after_the_partner_answered_is_played_through():
    """«В любой момент …»: Оля asks Коля, hears «нет», then challenges Петя's «опера»; Петя names «раструб»."""
    s = play(challenged(), Ask(), Reply(False), Challenge(), Name("раструб"))
    assert (s.phase, s.to_move, s.points, s.turn.asked) == (PLACE, 0, (-100, 0), False)


# -- rule 5 both ways ---------------------------------------------------------------------------------------


def test_rule_5_by_challenge_lets_a_dead_end_be_laid_strict_refuses_it():
    hands, dead_end = ("каньш", "ш"), Lay("ткань", RIGHT, 4)      # nothing begins with ь, нь, ань, кань
    loose = position(TWO, hands=hands, snake=snake_of("торт"))
    assert loose.breaches(dead_end) == [] and dead_end in loose.legal_actions()
    strict = position(replace(TWO, rule5="strict"), hands=hands, snake=snake_of("торт"))
    assert [b.rule for b in strict.breaches(dead_end)] == ["5"] and dead_end not in strict.legal_actions()
    caught = play(loose, dead_end, Done(), Draw("а"), Draw("б"), Discard("ш"), Challenge())
    assert caught.legal_actions() == [Concede()]


# -- the end ---------------------------------------------------------------------------------------


def test_the_game_ends_when_the_stock_is_empty_and_nobody_can_place():
    s = position(TWO, hands=("шш", "щщ"), stock="", snake=snake_of("опера"))
    assert s.apply(Done()).phase == OVER


def test_with_the_stock_empty_the_game_goes_on_while_someone_can_place():
    s = position(TWO, hands=("шш", "струб"), stock="", snake=snake_of("опера"))
    after = s.apply(Done())
    assert (after.phase, after.to_move) == (PLACE, 1)


def test_the_count_by_side():
    """Words (jokers 0, left doubled), bonuses, fines, minus the cards in hand; a joker in hand costs 10."""
    s = position(hands=("", "щ*", "ш", "аа"), points=(300, 40))
    assert s.side_totals() == [300 - 10, 40 - 10 - 10 - 2]          # ш 10; щ 10, a joker 10, а а 2
    assert s.returns() == [1.0, -1.0, 1.0, -1.0]
