"""«Словесный бой» for the conformance test: players calling on 3×3, and the computer calling on 2×2."""

from wordgames.battle.game import BattleGame
from wordgames.battle.legality import Call, Place
from wordgames.battle.letters import ALPHABET
from wordgames.battle.score import score_square
from wordgames.lexicon import Lexicon
from tests.conformance import Case, Perft

LEX = Lexicon.from_words(["кот", "ток", "кит", "тик", "сок", "нос", "сон", "он", "но", "ос", "от", "то"])


def probes(state):
    """Every call (and two that are not letters of the game), every cell of a 5×5 window round the square."""
    side = state.rules.height
    return ([Call(ch) for ch in ALPHABET + "ёz"] + [Place((r, c)) for r in range(-1, side + 1)
                                                     for c in range(-1, side + 1)] + [None, "к"])


def scorer(state, actions):
    """Each square scored afresh by the scorer, words of one direction never overlapping."""
    return [float(score_square(LEX, square, state.rules.directions).total) for square in state.squares]


CASES = [
    Case(make=lambda: BattleGame({"size": 3, "moves": 4, "caller": "players"}, 2, LEX),
         perft=[Perft([], 32, "player 1 calls any of the 32 letters (ё is е)"),
                Perft([{"call": "к"}], 9, "player 1 writes к in any of its 9 cells"),
                Perft([{"call": "к"}, {"place": [1, 1]}], 9, "player 2's square is still empty"),
                Perft([{"call": "к"}, {"place": [1, 1]}, {"place": [2, 2]}], 32, "player 2 calls turn 2"),
                Perft([{"call": "к"}, {"place": [1, 1]}, {"place": [2, 2]}, {"call": "о"}, {"place": [1, 2]}], 8,
                      "player 2 writes о: 8 cells of its square are empty")],
         probes=probes, bound=4 * 3, scorer=scorer),
    Case(make=lambda: BattleGame({"size": 2, "moves": 4, "caller": "computer"}, 1, LEX),
         perft=[Perft([], 0, "the computer calls: a chance node, no player acts"),
                Perft([{"call": "о"}], 4, "the player writes о in any of the 4 cells"),
                Perft([{"call": "о"}, {"place": [2, 2]}, {"call": "т"}], 3, "three cells are left")],
         probes=probes, bound=4 * 2, scorer=scorer),
]
