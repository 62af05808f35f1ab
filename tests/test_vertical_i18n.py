"""«Гонки по вертикали» in Russian: how a game ends and the cards in a hand, in Russian and in English as it was; the
Russian moves each prompt takes and the refusals of what it cannot read; and a game played to the end in Russian
from a scripted terminal: the person's input is computed in advance from a library playout of the same seeded game
(the person's seat played by a fixed policy, the bot's seat by the same bot with the same seed), then typed the
Russian way.
"""

import pytest

from tests.i18n_helpers import board_latin_words, playout, run
from wordgames import i18n
from wordgames.errors import InputFormatError
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import RUSSIAN_RANK_NAMES, Card, parse_card
from wordgames.games.vertical.presenter import outcome_sentence
from wordgames.games.vertical.notation import parse_move
from wordgames.games.vertical.rules import PASS, Outcome, Place

# -- words in their plural forms ------------------------------------------------------------


@pytest.mark.parametrize("winner, far, pts, sentence", [
    ("red", (3, 1), (40, 12), "Партия окончена: побеждают красные, позиций финальной стороны 3 против 1, "
                              "очков 40 против 12."),
    ("black", (1, 2), (14, 27), "Партия окончена: побеждают чёрные, позиций финальной стороны 2 против 1, "
                                "очков 27 против 14."),
    (None, (2, 2), (25, 25), "Партия окончена: ничья, позиций финальной стороны 2 против 2, очков 25 против 25."),
])
def test_the_end_of_a_vertical_game_in_russian(winner, far, pts, sentence):
    i18n.set_language("ru")
    o = Outcome({"red": far[0], "black": far[1]}, {"red": pts[0], "black": pts[1]}, winner)
    assert outcome_sentence(o) == sentence
    if winner == "red":
        assert str(o) == "побеждают Красные: Красные 3 (40 очков), Чёрные 1 (12 очков)"


def test_vertical_outcome_in_english_is_what_it_was():
    o = Outcome({"red": 1, "black": 2}, {"red": 21, "black": 27}, "black")
    assert outcome_sentence(o) == "Game over: Black wins, far places 2 to 1, points 27 to 21."
    assert str(o) == "black wins: red 1 (21 points), black 2 (27 points)"


@pytest.mark.parametrize("cards, text", [(1, "Чёрная кучка 1: на руках 1 карта."), (3, "Чёрная кучка 1: на руках 3 карты."),
                                         (9, "Чёрная кучка 1: на руках 9 карт.")])
def test_cards_in_hand_counted_in_russian(cards, text):
    i18n.set_language("ru")
    assert i18n.ngettext("{hand} holds {n} card.", "{hand} holds {n} cards.", cards).format(
        hand="Чёрная кучка 1", n=cards) == text


# -- Russian input ----------------------------------------------------------------------------


def base_board():
    board = Board(9)
    for x, card in [(0, "QH"), (-1, "KS"), (1, "7C"), (2, "8D")]:
        board = board.with_card((x, 0), parse_card(card))
    return board


@pytest.mark.parametrize("text, move", [
    ("пас", PASS), ("ПАС", PASS), ("pass", PASS),
    # the base row K♠ Q♥ 7♣ 8♦ lies at x = -1 … 2: column a is x = -1
    ("Дч б2", Place(Card(12, "♥"), (0, 1))), ("10п ц3", Place(Card(10, "♠"), (1, 2))),
    ("Т трефы д2", Place(Card(14, "♣"), (2, 1))), ("д пики б3", Place(Card(12, "♠"), (0, 2))),
    ("Т трефы д2 х", None),                    # one word too many: refused, as 'QH b3 x' is
    ("Тт с2", Place(Card(14, "♣"), (1, 1))), ("Вб a2", Place(Card(11, "♦"), (-1, 1))),
])
def test_vertical_reads_russian_moves(text, move):
    if move is None:
        with pytest.raises(InputFormatError):
            parse_move(text, base_board())
    else:
        assert parse_move(text, base_board()) == move


def test_vertical_reads_a_first_card_with_its_suit_named():
    assert parse_move("Т трефы", Board(9)) == Place(Card(14, "♣"), (0, 0))
    with pytest.raises(InputFormatError):          # after the first card a place is needed
        parse_move("10 черви", Board(9).with_card((0, 0), parse_card("QS")))


@pytest.mark.parametrize("text, cell", [("10п влево", (-1, 0)), ("10п слева", (-1, 0)), ("10п вправо", (1, 0)),
                                        ("10п справа", (1, 0)), ("10п <", (-1, 0))])
def test_vertical_reads_left_and_right_in_russian(text, cell):
    board = Board(9).with_card((0, 0), parse_card("QH"))
    assert parse_move(text, board).cell == cell


@pytest.mark.parametrize("text, message", [
    ("п", "карта — это достоинство и масть, например «Дч» или «10♦», а не «п»"),       # a lone letter is no pass
    ("Дч в3", "место — это столбец a–d (или а, б, ц, д) и ряд 1–9, например «b3», а не «в3»"),
    ("Дч", "укажите, куда положить Д♥, например «Дч b3»"),
    ("Дя б2", "неизвестная масть в «Дя» (по-русски: ч, б, т или к, п — черви, бубны, трефы, пики — или ♥♦♣♠)"),
])
def test_vertical_refuses_what_it_cannot_read_in_russian(text, message):
    i18n.set_language("ru")
    with pytest.raises(InputFormatError) as e:
        parse_move(text, base_board())
    assert str(e.value) == message


# -- the games played to the end in Russian, from a scripted terminal ---------------------------

SUIT_LETTER = {"♥": "ч", "♦": "б", "♣": "т", "♠": "п"}


def russian_card(card):
    return RUSSIAN_RANK_NAMES[card.rank] + SUIT_LETTER[card.suit]


def vertical_typed(view, action):
    """A vertical move as a Russian player types it: «Дч», «10п влево», «Тт б3»."""
    if action == PASS:
        return "пас"
    board = view.board
    if not board.placed:
        return russian_card(action.card)
    if not board.base_complete:
        side = "влево" if action.cell[0] < board.columns.start else "вправо"
        return f"{russian_card(action.card)} {side}"
    x, y = action.cell
    return f"{russian_card(action.card)} {'абцд'[x - board.columns.start]}{y + 1}"


def last_legal(view):
    return view.legal_actions()[-1]


def test_a_vertical_game_to_the_end_in_russian():
    typed, state, game = playout("vertical", "Оля,greedy", 4, None, last_legal, vertical_typed)
    code, text = run("games", "vertical", "play", "--players", "Оля,greedy", "--seed", "4",
                     input="?\n" + "\n".join(typed) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert lines[0] == "Все карты сданы (колода: 36): Красная кучка 1 — 9, Чёрная кучка 1 — 9, " \
                       "Красная кучка 2 — 9, Чёрная кучка 2 — 9."
    assert lines[1] == "Рассадка: цвета чередуются за столом, ходят по часовой стрелке: Красная кучка 1 (Оля), " \
                       "Чёрная кучка 1 (greedy), Красная кучка 2 (Оля), Чёрная кучка 2 (greedy)."
    assert "(стол пуст: первая карта начинает основание)" in lines
    assert any(line.startswith("Красная кучка 1, ваши карты: ") for line in lines)
    assert "  рассадка кто где сидит и порядок ходов" in text and "  seating  то же, что «рассадка»" in text
    assert "В (валет), Д (дама), К (король), Т (туз)" in text and "(можно по-русски: а, б, ц, д)" in text
    assert "можно написать «влево» или «вправо»" in text and "пасует сама («пас»)" in text
    assert f"Красная кучка 1 (Оля): {typed[0][:-1]}{'♥♦♣♠'[['ч', 'б', 'т', 'п'].index(typed[0][-1])]}" in lines
    o = state.outcome()
    won, lost = (o.far["red"], o.far["black"]) if o.winner != "black" else (o.far["black"], o.far["red"])
    wp, lp = (o.points["red"], o.points["black"]) if o.winner != "black" else (o.points["black"], o.points["red"])
    verdict = {"red": "побеждают красные", "black": "побеждают чёрные", None: "ничья"}[o.winner]
    assert f"Партия окончена: {verdict}, позиций финальной стороны {won} против {lost}, очков {wp} против {lp}." in lines
    if o.winner is not None:
        assert lines[-1] == ("Победители: Оля." if o.winner == "red" else "Победители: greedy.")
    assert not any("попробуйте ещё раз" in line for line in lines)   # every typed move was read and legal
    assert board_latin_words(text) == set()


def test_a_vertical_refusal_in_russian():
    typed = "Дч\n6б влево\nКч вправо\n6ч\nquit\n"   # seed 1: Оля holds Д♥ and, in pile 2, 6♦, 6♥ but not К♥
    code, text = run("games", "vertical", "play", "--players", "Оля,greedy", "--seed", "1", input=typed)
    prompt = "Оля (Красная кучка 2), ваша карта и < или > (слева или справа от ряда) > "
    assert code == 130
    assert "Чёрная кучка 1 (greedy): К♠ <\nоснование:  < | К♠ | Д♥ | >\n" in text
    assert (prompt + "6б влево\n"
            "  правило 3: 6♦ примыкает только к карте противника К♠ и не старше её — попробуйте ещё раз\n"
            + prompt + "Кч вправо\n"
            "  правило (5): карты К♥ нет в руке «Красная кучка 2» — попробуйте ещё раз\n"
            "  правило 2: К♥ примыкала бы к Д♥ той же масти — попробуйте ещё раз\n"
            + prompt + "6ч\n"
            "  укажите, куда положить 6♥: «6ч <» или «6ч >» (слева или справа от ряда) — "
            "попробуйте ещё раз («?» — справка)\n") in text
