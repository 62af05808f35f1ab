"""The «Словесный бой» expert's memory: memos capped by the bytes they hold, counted honestly, never changing a move."""

import gc
import random
import tracemalloc

from wordgames.battle.bots.expert import ExpertPlayer
from wordgames.battle.bots.memo import Memo
from wordgames.battle.game import BattleGame
from wordgames.lexicon import Lexicon
from wordgames.table.loop import play

WORDS = ["кот", "ток", "кит", "тик", "сок", "нос", "сон", "он", "но", "ос", "кок", "оса", "коса", "касса",
         "сыр", "рис", "рот", "тор", "сорт", "торс", "кран", "нора", "рана", "сито", "тина", "нота", "коран"]
RULES = {"size": 4, "moves": 16, "weights": "nouns"}
SEARCH = {"candidates": 4, "screen": 4, "finalists": 2, "futures": 8}  # a small lookahead: fast, same memos


def expert_games(lexicon, seeds, memo_bytes, watch=None):
    """Play one solo 4×4 game per seed with a fresh expert capped at ``memo_bytes``; return the squares."""
    game = BattleGame(RULES, 1, lexicon)
    squares = []
    for seed in seeds:
        expert = ExpertPlayer(lexicon, random.Random(seed), memo_bytes=memo_bytes, **SEARCH)
        squares.append(play(game, [expert], seed=seed, watch=watch and (lambda step: watch(expert))).state.squares)
    return squares


def test_memos_stay_under_their_byte_cap_and_moves_do_not_change():
    """Three games under a 24 KB cap: every memo stays within its limit after every move, and forgets."""
    cap = 24 * 1024
    lexicon = Lexicon.from_words(WORDS)  # a lexicon of its own: its own masses and valuers
    held = []

    def watch(expert):
        values = expert._values
        if values is None:  # not asked yet
            return
        memos = [values.memo, values.raise_memo, values.tables.memo, values.tables.extension_memo]
        assert all(m.nbytes <= m.limit for m in memos)
        assert values.nbytes() == sum(m.nbytes for m in memos) <= cap
        assert values.masses.memo.nbytes <= values.masses.memo.limit
        held.append(values.nbytes())

    first = ExpertPlayer(lexicon, random.Random(0), memo_bytes=cap)
    from wordgames.battle.rules import Rules
    from wordgames.battle.state import BattleView
    from wordgames.battle.square import Square
    values = first._lines(BattleView(0, Rules(height=4, width=4, moves=16), (), Square(("....",) * 4)))
    values.masses.memo.limit = cap // 4
    capped = expert_games(lexicon, range(3), cap, watch)
    assert max(held) > cap // 3  # the memos did fill up to the cap …
    assert values.tables.memo.forgotten > 0 and values.masses.memo.forgotten > 0  # … and forgot
    # the same games by an expert that remembers everything (other lexicon object: other memos)
    assert expert_games(Lexicon.from_words(WORDS), range(3), 2**40) == capped


def test_memo_bytes_are_counted_honestly():
    """What the memos count is about what they hold: the memory freed when they are emptied (tracemalloc)."""
    lexicon = Lexicon.from_words(WORDS)
    expert = ExpertPlayer(lexicon, random.Random(1), **SEARCH)
    game = BattleGame(RULES, 1, lexicon)
    tracemalloc.start()
    try:
        play(game, [expert], seed=3)
        values = expert._values
        memos = [values.memo, values.raise_memo, values.tables.memo, values.tables.extension_memo]
        counted = sum(m.nbytes for m in memos)
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for m in memos:
            m.clear()
        gc.collect()
        freed = before - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert counted > 50_000
    assert 0.8 * freed <= counted <= 2.0 * freed, (counted, freed)


def test_memo_forgets_its_oldest_entries_first():
    memo = Memo(300, lambda key, value: 100)
    for key in "абвг":
        memo.put(key, key.upper())
    assert list(memo.data) == ["г"] and memo.nbytes == 100 and memo.forgotten == 3  # down to half the limit
    memo.clear()
    assert len(memo) == 0 and memo.nbytes == 0 and memo.get("г") is None
