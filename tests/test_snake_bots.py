"""The Змейка computer players on hand-made positions: what each does, worked out by hand from the rule text.

Letter values (the text's table): а е и о н 1; в д к л м п р с т 2; б г й у я 3;
ж з х ч ь 5; ф ц ш щ ъ ы э ю 10; a joker laid scores 0.
"""

import random
from collections import Counter
from dataclasses import replace

import pytest

from wordgames.lexicon import Lexicon
from wordgames.snake.board import Snake
from wordgames.snake.bots import GreedyPlayer, is_dead_end
from wordgames.snake.expert import ExpertPlayer, way_out
from wordgames.snake.record import from_words
from wordgames.snake.rules import Turn
from wordgames.snake.actions import Challenge, Discard, Done, Give, Keep, Lay, Name, Reply
from wordgames.snake.conditions import SnakeRules
from wordgames.snake.stages import ANSWER, DISCARD, PASS, PLACE, REPLY, TurnSoFar
from wordgames.snake.state import SnakeState

WORDS = ["укроп", "опера", "пера", "арка", "торт", "тушь", "торба", "барка", "кино", "окно", "раструб", "бубен",
         "енот"]
LEX = Lexicon.from_words(WORDS)
TWO, FOUR = SnakeRules(players=2), SnakeRules(players=4)
BOTS = [GreedyPlayer, ExpertPlayer]


def snake_of(*words: str) -> Snake:
    return from_words(list(words)).snake()


def position(rules=TWO, hands=("", ""), snake=None, stock=None, **fields) -> SnakeState:
    """Seat 0 to place; the stock is the rest of the set unless given."""
    s = SnakeState.initial(rules, LEX)
    if stock is None:
        left = rules.deck - Counter("".join(hands)) - Counter(c.letter for c in snake.cards)
    else:
        left = Counter(stock)
    return replace(s, hands=tuple("".join(sorted(h)) for h in hands), stock=tuple(sorted((+left).items())),
                   snake=snake, phase=PLACE, **fields)


def choice(bot, s: SnakeState, seat: int | None = None):
    seat = s.to_move if seat is None else seat
    return bot(LEX, random.Random(0)).choose(s.view(seat))


def test_greedy_lays_the_placement_worth_most_now():
    # after укроп with е, р, а: «опера» takes «оп» (1+2+1+2+1 = 7), «пера» takes «п» (2+1+2+1 = 6)
    s = position(hands=("ера", "ннн"), snake=snake_of("укроп"))
    assert choice(GreedyPlayer, s) == Lay("опера", "right", 3, ())


@pytest.mark.parametrize("bot", BOTS)
def test_no_bot_leaves_a_dead_end_for_the_right_word(bot):
    # «тушь» would score 2+3+10+5 = 20 but nothing begins with ь, шь or ушь; «торба» (9) goes on with «барка»
    assert is_dead_end(LEX, None, "тушь", {"торт"}) and not is_dead_end(LEX, None, "торба", {"торт"})
    s = position(hands=("ушьба", "ннн"), snake=snake_of("торт"), stock="н" * 40)
    action = choice(bot, s)
    assert not (isinstance(action, Lay) and action.word == "тушь")


@pytest.mark.parametrize("bot", BOTS)
def test_every_bot_challenges_a_dead_end_laid_by_an_opponent(bot):
    s = position(hands=("кино", "ааа"), snake=snake_of("торт", "тушь"), right_by=1)
    assert choice(bot, s) == Challenge()


@pytest.mark.parametrize("bot", BOTS)
def test_no_bot_challenges_a_word_that_goes_on(bot):
    # «торба» goes on with «барка» (and «арка»): a challenge would cost 100 for sure
    s = position(hands=("кино", "ааа"), snake=snake_of("торт", "торба"), right_by=1)
    assert choice(bot, s) != Challenge()


@pytest.mark.parametrize("bot", BOTS)
def test_a_challenged_bot_names_a_continuation(bot):
    s = position(hands=("кино", "ааа"), snake=snake_of("торт", "торба"), right_by=1).apply(Challenge())
    assert s.phase == ANSWER and s.to_move == 1
    assert choice(bot, s) in (Name("барка"), Name("арка"))   # through «ба» or «а»


@pytest.mark.parametrize("bot", BOTS)
def test_late_in_the_game_a_bot_goes_out_when_it_can(bot):
    # two cards in the stock: е, р, а empty the hand through «опера» or «пера»
    s = position(hands=("ера", "нннннн"), snake=snake_of("укроп"), stock="нн")
    action = choice(bot, s)
    assert isinstance(action, Lay) and action.added == 3


def test_way_out_finds_the_words_that_empty_a_hand():
    # е р а after укроп, then с т р у б after «опера»'s «ра»: «раструб»
    found = way_out(LEX, snake_of("укроп"), Counter("ераструб"), Turn(), [10])
    assert [p.word for p in found] == ["опера", "раструб"]
    assert way_out(LEX, snake_of("укроп"), Counter("ераструбх"), Turn(), [10]) is None  # the х stays
    assert way_out(LEX, snake_of("укроп"), Counter("ераструб"), Turn(max_words=1), [10]) is None


def test_early_the_expert_does_not_spend_a_joker_for_a_few_points():
    # only «опер*а» / «пер*а» can be laid, the а a joker (6 or 5 points); 400 cards still in the stock
    s = position(hands=("ер*" + "ннннннннн", "ннн"), snake=snake_of("укроп"))
    assert s.stock_size > 400
    assert isinstance(choice(GreedyPlayer, s), Lay)
    assert choice(ExpertPlayer, s) == Done()


def test_discards_keep_jokers_and_shed_the_surplus():
    s = replace(position(hands=("ффффф*аеор", "ннн"), snake=snake_of("укроп")), phase=DISCARD,
                turn=TurnSoFar(took=2))
    for bot in BOTS:
        assert choice(bot, s) == Discard("ф")


def test_close_to_going_out_the_expert_passes_its_partner_a_card():
    s = replace(position(FOUR, hands=("фао", "н" * 20, "кот" * 5, "н" * 20), snake=snake_of("укроп")),
                phase=PASS, turn=TurnSoFar(took=2))
    assert isinstance(choice(ExpertPlayer, s), Give)
    assert choice(ExpertPlayer, s) == Give("ф")        # the card it can least use
    assert choice(GreedyPlayer, s) == Keep()
    big = replace(s, hands=("фао" * 5, "н" * 20, "кот", "н" * 20))   # the partner nearer out: it keeps
    assert choice(ExpertPlayer, big) == Keep()


@pytest.mark.parametrize("stock, hand, answer", [
    (400, "н" * 25, False),   # early, a big hand: the side would lose the player who still scores for it
    (400, "н" * 5, True),
    (20, "н" * 25, True),     # late: every card out of a hand is points kept
])
def test_the_expert_answers_the_partner_question(stock, hand, answer):
    s = replace(position(FOUR, hands=("ера", "ннн", hand, "ннн"), snake=snake_of("укроп"), stock="н" * stock),
                phase=REPLY, to_move=2)
    assert choice(ExpertPlayer, s) == Reply(answer)


@pytest.mark.parametrize("bot", BOTS)
def test_a_bot_decides_the_same_whatever_the_hidden_cards(bot):
    # the opponent's hand and the stock differ, the seat's own view is the same: so is the decision
    one = position(hands=("ераструб", "нннкот"), snake=snake_of("укроп"), stock="аааббб")
    two = position(hands=("ераструб", "ииилук"), snake=snake_of("укроп"), stock="ееекко")
    assert one.view(0).hand == two.view(0).hand
    assert choice(bot, one) == choice(bot, two)


def test_tables_built_before_a_tournament_forks_change_no_game():
    """``Game.prepare`` (what a tournament runs before it forks) builds the bots' indexes early and changes no game;
    two jobs play what one plays.  Each run has a lexicon of its own, so that nothing is built before it."""
    from wordgames.lexicon.vocabulary import FAMILIAR, vocabulary
    from wordgames.registry import info
    from wordgames.table.tournament import plan, prepare, run_plan

    def run(prepared: bool, jobs: int = 1):
        lexicon = Lexicon.from_words(WORDS)
        p = plan(info("snake"), "greedy,expert", seed=3, lexicon=lexicon)
        words = vocabulary(p.game.lexicon, FAMILIAR)   # the words the bots lay
        assert len(words.derived) == 0
        if prepared:
            prepare(p)
            assert {"snake.moves", "snake.expert.game-words", "snake.expert.shares"} <= set(words.derived._made)
        result = run_plan(p, 2, jobs=jobs)
        return [(o.index, o.scores, o.decisions, o.faults) for o in result.outcomes]
    alone = run(prepared=False)
    assert alone == run(prepared=True) == run(prepared=False, jobs=2)
