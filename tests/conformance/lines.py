"""The Color Lines cross for the conformance test: a 4×4 board, four words, the letters of those words.

The words (кот, ток, тот, кок) are chosen so that no word's last two letters
are another's first two: a line of four cells then holds at most one word,
so which words vanish never depends on a tie-break, and the scorer below can
judge the game with nothing but the rule text.
"""

from wordgames.lexicon import Lexicon
from wordgames.lines.game import LinesGame
from wordgames.lines.rules import PASS, Shift
from tests.conformance import Case, Perft

WORDS = ("кот", "ток", "тот", "кок")
SIZE = 4


def make():
    return LinesGame({"size": SIZE, "spawn": 3, "start": 2, "min_length": 3, "max_turns": 8, "weights": "nouns"},
                     lexicon=Lexicon.from_words(WORDS))


def probes(state):
    """Every shift from any cell to any cell, shifts off the board, the pass, and things that are no move."""
    n = state.size
    cells = [(r, c) for r in range(n) for c in range(n)]
    return [PASS, *(Shift(a, b) for a in cells for b in cells), Shift((0, 0), (n, 0)), Shift((-1, 0), (0, 0)),
            "к", (0, 0), "a1 b1", None, ((0, 0), (1, 1)), ((0, 0), "b2")]


def scorer(state, actions):
    """Replay the actions by the rule text alone, scoring every word of a row or a column its length minus one.

    Chance's letters go to the start's letters while ``start`` are still to
    come (rule 1), then to the preview; a cell takes the first letter still to
    land (rule 4); words vanish when all letters of an appearance have landed
    (or found no room), and after each move; a move that made no word brings
    the preview.
    """
    n, to_start = state.rules.size, state.rules.start
    board, landing, preview, score = {}, [], [], 0

    def vanish() -> int:
        lines = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
        gone, made = set(), 0
        for line in lines:
            text = "".join(board.get(cell, ".") for cell in line)
            found = [i for i in range(n - 2) if text[i:i + 3] in WORDS]
            assert len(found) <= 1, "the words were chosen so that a line holds at most one"
            for i in found:
                made += 2
                gone.update(line[i:i + 3])
        for cell in gone:
            del board[cell]
        return made

    for action in actions:
        if action == PASS or isinstance(action, Shift):
            if action != PASS:
                board[action.dst] = board.pop(action.src)
            made = vanish()
            score += made
            if not made:
                landing, preview = preview, []
        elif isinstance(action, tuple):
            board[action] = landing.pop(0)
            if len(board) == n * n:
                landing = []
            if not landing and not to_start:
                score += vanish()
        elif to_start:
            landing.append(action)
            to_start -= 1
        else:
            preview.append(action)
    return [float(score)]


START = ["к", "a1", "т", "d4", "о", "о", "т"]
WALL = START + ["pass", "b1", "a2", "c3", "к", "к", "к"]

CASE = Case(
    make=make,
    perft=[
        Perft(START, 29, "к on a1 and т on d4 (rule 1); the 14 empty cells are all connected, so each letter "
                         "reaches any of them (rule 2): 2 × 14, and the pass"),
        Perft(WALL, 45, "after the pass о, о, т land on b1, a2, c3 (rule 4; no three letters in a line): к on a1 "
                        "is walled in by о b1 and о a2 (0); the 11 empty cells are connected, and о b1, о a2, "
                        "т c3, т d4 each touch one: 4 × 11, and the pass"),
        Perft(START + ["pass", "b1", "b2", "c1", "т", "о", "к"], 29,
              "the shown о, о, т land on b1, b2, c1: о b1 and т c1 make кот with к a1 in row 1, which vanishes "
              "(rules 4, 3): о b2 and т d4 are left with 14 connected empty cells: 2 × 14, and the pass "
              "(had кот stayed, 4 × 11 + 1 = 45)"),
        Perft(WALL + ["c3 c1"], 29, "т c3 → c1 makes кот in row 1, which vanishes (rule 3) and brings no letters "
                                    "(rule 4): о a2 and т d4, 14 connected empty cells: 2 × 14, and the pass"),
    ],
    probes=probes,
    bound=80,
    scorer=scorer,
)
