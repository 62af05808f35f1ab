"""Змейка for the conformance test: a card set of 15 cards, ten words of the letters а к о р т.

Two tables: the game of two (hands of 3) and the game of four (hands of 2,
partners opposite), so that the partner question and passing are played
too.  The two-player scorer counts by the rule text from the final snake,
the order of going out and the challenges answered; the four-player scorer
is the referee of whole games (:mod:`wordgames.snake.referee`), a second
implementation of the count that reads only the record.
"""

from wordgames.lexicon import Lexicon
from wordgames.snake.board import FIRST_LEFT, FIRST_RIGHT, LEFT, RIGHT
from wordgames.snake.game import SnakeGame
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from tests.conformance import Case, Perft

WORDS = ("рота", "тара", "арка", "кора", "карта", "торт", "корт", "трак", "отара", "аорта")
CARDS = {"а": 4, "к": 2, "о": 4, "р": 2, "т": 2, "*": 1}
VALUES = {"а": 1, "к": 2, "о": 1, "р": 2, "т": 2}      # the text's values of these letters
LEXICON = Lexicon.from_words(WORDS)


def make_two():
    return SnakeGame({"hand_size": 3, "cards": CARDS}, 2, LEXICON)


def make_four():
    return SnakeGame({"hand_size": 2, "cards": CARDS}, 4, LEXICON)


def probes(state):
    """Every word in every shape with every overlap, a joker first, last or none; every card; every other move."""
    lays = []
    for word in WORDS + ("рак", "ротор"):
        for kind in (RIGHT, LEFT, FIRST_RIGHT, FIRST_LEFT):
            for added in range(0, len(word) + 2):
                for jokers in [(), (0,), (len(word) - 1,)]:
                    lays.append(Lay(word, kind, added, jokers))
    cards = [*"акорт", "*", "щ", "", "ab"]
    return [*lays, *(Draw(c) for c in cards), *(Discard(c) for c in cards), *(Give(c) for c in cards),
            Challenge(), Ask(), Reply(True), Reply(False), Concede(), Keep(), Done(),
            *(Name(w) for w in WORDS + ("ротор",)), Lay("рота", "up", 3), Lay("рота", RIGHT, "3"),
            "done", None, 7, ("рота",)]


def scorer_two(state, actions):
    """Count the game of two by the rule text: words (jokers 0, left doubled), going out, fines, cards in hand."""
    totals = [0, 0]
    snake = state.snake
    for w in snake.words:
        cards = snake.cards_of(w)
        worth = sum(0 if c.joker else VALUES[c.letter] for c in cards)
        totals[int(w.player)] += 2 * worth if w.kind == LEFT else worth
    for order, seat in enumerate(state.out):
        if order < 1:                              # the last player out gets nothing
            totals[seat] += 250
    words_laid, loser = 0, None
    for action in actions:
        if isinstance(action, Lay):
            words_laid += 1
        if isinstance(action, (Name, Concede)):
            right = [w for w in snake.words[:words_laid] if w.kind != LEFT][-1]
            if isinstance(action, Name):
                totals[1 - int(right.player)] -= 100   # unfounded distrust: the challenger's side
            else:
                loser = int(right.player)
    for seat, hand in enumerate(state.hands):
        totals[seat] -= sum(10 if c == "*" else VALUES[c] for c in hand)
    if loser is not None:
        return [-1.0 if s == loser else 1.0 for s in range(2)]
    if totals[0] == totals[1]:
        return [0.0, 0.0]
    return [1.0 if totals[s] == max(totals) else -1.0 for s in range(2)]


def scorer_four(state, actions):
    """Count the game of four with the referee of whole games, from the record of the actions alone."""
    from wordgames.snake.referee import referee
    from wordgames.snake.wholegame import from_session
    from wordgames.table.seats import HUMAN, SeatSpec
    from wordgames.table.session import Session
    game = make_four()
    session = Session.start(game, [SeatSpec(f"p{k}", HUMAN) for k in range(4)], 0)
    session.actions = [game.action_to_json(a) for a in actions]
    sheet = referee(LEXICON, from_session(session, LEXICON))
    assert not sheet.findings, sheet.findings
    winner = sheet.winner
    if winner is None:
        return [0.0] * 4
    return [1.0 if s % 2 == winner else -1.0 for s in range(4)]


DEAL_TWO = ["draw а", "draw к", "draw о", "draw р", "draw т", "draw а", "draw р"]   # Оля а о т, Петя к р а; р up
DEAL_FOUR = ["draw а", "draw к", "draw о", "draw р", "draw т", "draw а", "draw о", "draw а", "draw р"]

CASES = [
    Case(
        make=make_two,
        perft=[
            Perft(DEAL_TWO, 2, "hand а о т on р: рота to the right (о т а are in hand); no word ends in р; "
                               "and done"),
            Perft(DEAL_TWO + ["first рота"], 5,
                  "seat 1 (hand к р а) after рота, seat 0 out: the challenge; арка on а, тара on та, отара on "
                  "ота (аорта needs о т); no word ends in р for a left placement; and done"),
            Perft(DEAL_TWO + ["done", "draw *", "draw о"], 4, "after taking * and о: discard а, о, т or *"),
            Perft(DEAL_TWO + ["done", "draw *", "draw о", "discard а"], 1,
                  "seat 1, hand к р а on р: no word begins with р with the rest in hand, none ends in р: done"),
        ],
        probes=probes,
        bound=200,
        scorer=scorer_two,
    ),
    Case(
        make=make_four,
        perft=[
            Perft(DEAL_FOUR, 2, "seat 0, hand а т on р: no placement (рота needs о); ask the partner, or done"),
            Perft(DEAL_FOUR + ["ask"], 2, "the partner answers yes or no"),
            Perft(DEAL_FOUR + ["ask", "yes"], 1, "asked already, nothing to lay: done (and the fine)"),
            Perft(DEAL_FOUR + ["done", "draw о", "draw *", "discard а"], 4,
                  "hand т о * after the discard, the partner in: give т, о or *, or keep"),
        ],
        probes=probes,
        bound=300,
        scorer=scorer_four,
        playouts=60,
    ),
]
