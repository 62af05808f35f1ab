"""Croquet's hint says why its number is the best: in a lost position, the longest defence and what a deliberate
miss does, checked on hand-worked positions against a plain search written here."""

from __future__ import annotations

import json

import pytest

from tests.i18n_helpers import run_in_folder
from wordgames import i18n
from wordgames.games.croquet.course import CARROLL, Ball
from wordgames.games.croquet.hints import HintReason, explain
from wordgames.games.croquet.presenter import hint_words
from wordgames.games.croquet.rules import CroquetState
from wordgames.games.croquet.solver import Table

# Player 1 at 86 (last step 3), the partner at 95 after a step of 1 from 94.  That step started in 91..99 and
# player 1 is not there, so it bars nothing (rule 4): 87 … 94 are all legal.  The partner needs a step of 5 to
# the post.  Player 1's step s bars the partner's s and 9 − s, except a step into a gate (90, s = 4).  So only
# 91 (s = 5, a miss of gate 90: only 94 goes through) keeps the partner from naming 100 at once.
NEAR_THE_POST = CroquetState(balls=(Ball(86, 3), Ball(95, 1)), rules=CARROLL)

# Player 1 at 99, the partner at 69 after a step of 1 from 68 (it bars 1 and 8): 100 and 107 are barred, and
# 101 … 106 all miss the post.  No miss is chosen there: every number misses.
ONLY_MISSES = CroquetState(balls=(Ball(99, 6), Ball(69, 1)), rules=CARROLL)

# The numbers that reach NEAR_THE_POST: player 1 names the even-placed ones, player 2 the others (0: held).
TO_NEAR_THE_POST = [3, 7, 9, 9, 10, 11, 11, 13, 12, 18, 19, 22, 21, 25, 26, 26, 30, 34, 34, 37, 38, 43, 42, 45, 43,
                    47, 48, 49, 54, 53, 49, 51, 50, 57, 51, 63, 52, 70, 59, 0, 67, 77, 60, 83, 61, 88, 62, 90, 69, 0,
                    71, 0, 78, 0, 82, 92, 83, 94, 86, 95]


@pytest.fixture(scope="module")
def table():
    """One table for the module, solving only what the positions asked reach."""
    return Table(CARROLL)


def searched(state: CroquetState, depth: int) -> int | None:
    """The oracle: +n if the player to move wins in n plies, -n if they lose in n, None if not within ``depth``
    (plain negamax over the rules' own moves, fastest win and longest defence)."""
    if depth == 0:
        return None
    found: list[int] = []
    undecided = False
    for n in state.legal_actions():
        after = state.apply(n)
        if after.over:
            found.append(1 if after.winner == state.to_move else -1)
            continue
        v = searched(after, depth - 1)
        if v is None:
            undecided = True
        else:
            found.append(-(v + 1) if v > 0 else 1 - v)
    wins = [v for v in found if v > 0]
    if wins:
        return min(wins)
    return None if undecided or not found else min(found)


def oracle_plies(state: CroquetState, number, depth: int = 3) -> int:
    """How many plies the game lasts after ``number`` with best play (this ply counted), from the search."""
    after = state.apply(number)
    if after.over:
        return 1
    v = searched(after, depth)
    assert v is not None and v > 0, "the partner wins after every number here"
    return v + 1


def test_the_oracle_values_near_the_post():
    assert NEAR_THE_POST.legal_actions() == list(range(87, 95))
    plies = {n: oracle_plies(NEAR_THE_POST, n) for n in NEAR_THE_POST.legal_actions()}
    assert plies == {87: 2, 88: 2, 89: 2, 90: 2, 91: 4, 92: 2, 93: 2, 94: 2}


def test_a_deliberate_miss_is_explained_by_the_post_it_bars(table):
    assert table.best_moves(NEAR_THE_POST) == [91]
    why = explain(table, NEAR_THE_POST, 91)
    assert why == HintReason(91, "loss", plies=4, others=2, equally=(), miss=90, banned=(4, 5), bars_post="4",
                             goal=100)


def test_where_every_number_misses_none_is_deliberate(table):
    assert ONLY_MISSES.legal_actions() == list(range(101, 107))
    plies = {n: oracle_plies(ONLY_MISSES, n) for n in ONLY_MISSES.legal_actions()}
    assert set(plies.values()) == {3}         # the partner bars 1 (or takes it), and the second miss loses
    why = explain(table, ONLY_MISSES, 101)
    assert (why.outcome, why.plies, why.others, why.miss, why.bars_post) == ("loss", 3, None, None, None)
    assert why.equally == (102, 103, 104, 105, 106)


FAR_FROM_THE_POST = CroquetState(balls=(Ball(88, 6), Ball(89, 4)), rules=CARROLL)
"""95 is a step of 7 from 88: it misses gate 90 (only 92 goes through) and bars the partner's 7 and 2; the
partner at 89 is more than 8 from the post, so no number keeps it off the post next turn."""


def test_a_miss_that_bars_two_steps(table):
    why = explain(table, FAR_FROM_THE_POST, 95)
    assert (why.outcome, why.miss, why.banned, why.bars_post) == ("loss", 90, (2, 7), None)


@pytest.mark.slow
def test_a_miss_that_bars_two_steps_holds_out_longest_by_the_search(table):
    s = FAR_FROM_THE_POST
    why = explain(table, s, 95)
    plies = {n: oracle_plies(s, n, 7) for n in s.legal_actions()}
    assert why.plies == plies[95] == max(plies.values())
    assert why.others == max(v for n, v in plies.items() if v < plies[95])


def test_a_won_position_says_in_how_many_plies(table):
    s = CroquetState(balls=(Ball(94, 4), Ball(95, 2)), rules=CARROLL)     # 100 is a step of 6: not barred
    why = explain(table, s, 100)
    assert (why.outcome, why.plies) == ("win", 1)


WORDS = {
    "en": "every number loses against perfect play; this one loses latest, in 4 plies (any other in 2 plies at "
          "most). A deliberate miss: your ball stays where it is and spends its one miss at gate 90. It keeps your "
          "partner from naming 100 next turn (rule 4).",
    "ru": "при безошибочной игре партнёра проигрывает любое число; это проигрывает позже всех — за 4 полухода "
          "(любое другое — не позже чем за 2 полухода). Намеренный промах: мяч остаётся на месте, а единственный "
          "допустимый промах мимо ворот 90 потрачен. Это число не даёт партнёру назвать 100 следующим ходом "
          "(правило 4).",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_reason_in_both_languages(lang):
    i18n.set_language(lang)
    try:
        assert hint_words(HintReason(91, "loss", 4, 2, (), 90, (4, 5), "4")) == WORDS[lang]
    finally:
        i18n.set_language("en")


def test_the_hint_at_the_table_in_russian_at_80_columns(monkeypatch):
    state = CroquetState.initial()
    for n in TO_NEAR_THE_POST:
        state = state.apply(n)
    assert state.balls == NEAR_THE_POST.balls and state.to_move == 0
    session = {"format": "wordgames-session", "version": 1, "game": "croquet",
               "rules": {"gates": "10-90", "bans": "carroll"},
               "seats": [{"name": "Оля", "kind": "human"}, {"name": "perfect", "kind": "bot", "bot": "perfect"}],
               "seed": 1, "actions": TO_NEAR_THE_POST}
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _err = run_in_folder("games", "croquet", "play", "--resume", "game.json",
                                    files={"game.json": json.dumps(session)}, input="подсказка\n")
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("  подсказка: 91 — "))
    hint = []
    for line in lines[start:]:
        if hint and not line.startswith("    "):
            break
        hint.append(line.strip())
    assert code == 130 and all(len(line) <= 80 for line in lines[start:start + len(hint)])
    assert " ".join(hint) == "подсказка: 91 — " + WORDS["ru"]
