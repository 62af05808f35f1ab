"""The order-free completions of the «Словесный бой» PIMC experiment (wordgames/battle/bots/pimc.py)."""

import random

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.board import geometry, line_text
from wordgames.battle.bots.grid import RaiseGrid, play_out
from wordgames.battle.bots.pimc import PimcPlayer, complete, completions
from wordgames.battle.bots.values import FillValues, SlotMasses
from wordgames.battle.game import BattleGame
from wordgames.battle.score import score_square
from wordgames.battle.square import Square
from wordgames.lexicon import Lexicon
from wordgames.table.loop import play

WORDS = ["он", "но", "кот", "ток", "кит", "тик", "сок", "нос", "сон", "ос", "кок", "оса", "коса", "сито", "нота"]
WEIGHTS = {"о": 4, "н": 2, "к": 2, "т": 2, "и": 1, "с": 2, "а": 1}


def valuer(words=WORDS, weights=WEIGHTS, longest=4):
    return FillValues(SlotMasses(Lexicon.from_words(words), weights, longest))


def test_two_by_two_is_completed_into_four_words():
    """о, н, о, н order-free in an empty 2×2: «он/но» makes он, но across and down, 4 points (the most there is)."""
    values = valuer(["он", "но"], {"о": 1, "н": 1}, 2)
    grid = RaiseGrid(geometry(2, 2), values, ["..", "..", "..", ".."], [0, 1, 2, 3])
    assert complete(grid, [["о", "о", "н", "н"], ["н", "н", "о", "о"]]) == [4.0, 4.0]
    (lines,), = [completions(grid, [["о", "н", "о", "н"]])]
    assert sorted(lines[:2]) == ["но", "он"] and sorted(lines[2:]) == ["но", "он"]
    assert complete(grid, [["о", "о", "о", "н"]]) == [2.0]  # one н: «он» or «но» across and down, once each


def test_a_line_is_completed_into_its_word():
    """In «к..»: т and о make «кот», и and т «кит», с and н nothing (hand-checked)."""
    values = valuer()
    grid = RaiseGrid(geometry(1, 3), values, ["к.."], [1, 2])
    assert complete(grid, [["т", "о"]]) == [2.0]
    assert complete(grid, [["и", "т"]]) == [2.0]  # кит
    assert complete(grid, [["с", "н"]]) == [0.0]  # no word of к, с, н


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 9), st.integers(0, 9))
def test_completions_score_exactly_and_a_full_prefix_is_the_ordered_play_out(seed, filled, prefix):
    """A full square's value is the scorer's points; with every letter in order it is the expert's play-out."""
    rng = random.Random(seed)
    letters = sorted(WEIGHTS)
    g = geometry(3, 3)
    flat = ["."] * 9
    for i in rng.sample(range(9), filled):
        flat[i] = rng.choice(letters)
    flat = "".join(flat)
    texts, empties = [line_text(flat, line) for line in g.lines], [i for i, ch in enumerate(flat) if ch == "."]
    values = valuer()
    grid = RaiseGrid(g, values, texts, empties)
    futures = [[rng.choice(letters) for _ in empties] for _ in range(3)]
    got = complete(grid, futures, prefix)
    lexicon = Lexicon.from_words(WORDS)
    for lines, value, future in zip(completions(grid, futures, prefix), got, futures):
        rows = lines[:3]
        assert all("." not in row for row in rows)
        assert sorted("".join(rows)) == sorted(flat.replace(".", "") + "".join(future))  # the multiset, all of it
        assert value == score_square(lexicon, Square(tuple(rows))).total
    assert grid.open_cells == len(empties) and grid.texts == texts  # the grid is not changed
    assert complete(grid, futures, len(empties)) == play_out(grid, futures, len(empties))


@pytest.mark.parametrize("options", [{}, {"mode": "leaf", "mix": 0.5}])
def test_the_player_reads_no_letter_beyond_those_called(options):
    """Two streams equal for 10 letters and different after: the player's first 10 cells are the same."""
    lexicon = Lexicon.from_words(WORDS)
    first = list("оноктиосноакотсин")[:16]
    second = first[:10] + list("аааааа")
    squares = []
    for letters in (first, second):
        game = BattleGame({"size": 4, "letters": letters, "weights": "nouns"}, 1, lexicon)
        seen = []
        player = PimcPlayer(lexicon, random.Random(3), samples=4, pimc_candidates=3, candidates=3, futures=4, screen=4,
                            finalists=2, depth=2, **options)
        play(game, [player], seed=1, watch=lambda step: seen.append(step.after.squares[0]))
        squares.append(seen)
    placed = [[sq for sq in run if sum(ch != "." for row in sq.rows for ch in row) == 10][0] for run in squares]
    assert placed[0] == placed[1]
    assert squares[0][-1] != squares[1][-1]  # the streams did differ
