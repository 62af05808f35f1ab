"""Players of «Словесный бой»: greedy and expert against oracles, hand-checked choices, tournaments."""

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.board import gain, geometry, line_points, line_text, square_points
from wordgames.battle.bots.choice import ChoiceAdvantage, choice_advantage
from wordgames.battle.bots.expert import ExpertPlayer
from wordgames.battle.bots.simple import GreedyPlayer, RandomPlayer
from wordgames.battle.bots.values import FillValues, LineValues, SlotMasses
from wordgames.battle.game import BattleGame
from wordgames.battle.rules import Rules
from wordgames.battle.score import CANONICAL, EIGHT_DIRECTIONS, score_square
from wordgames.battle.square import Square
from wordgames.battle.state import BattleView as View
from wordgames.registry import info
from wordgames.table.loop import play
from wordgames.table.tournament import plan, run_tournament
from wordgames.errors import OptionError, UsageError
from wordgames.lexicon import Lexicon

WORDS = ["кот", "ток", "кит", "тик", "сок", "нос", "сон", "он", "но", "ос", "кок", "оса", "коса", "касса",
         "са", "ар", "рак", "сорт", "торс", "нота", "танк"]
LEX = Lexicon.from_words(WORDS)
PLAYERS = {"random": lambda words, rng: RandomPlayer(rng, words), "greedy": GreedyPlayer,
           "expert": ExpertPlayer}   # each bot over the words given, with the default letter weights
LETTERS = "котинсарк."


def view(rows, called=("к",), moves=None, directions=CANONICAL):
    """Return a one-player view of a square given as rows."""
    h, w = len(rows), len(rows[0])
    return View(0, Rules(height=h, width=w, moves=moves or h * w, directions=directions), tuple(called),
                Square(tuple(rows)))


squares = st.integers(2, 5).flatmap(lambda w: st.lists(
    st.text(alphabet=LETTERS, min_size=w, max_size=w), min_size=2, max_size=5))


# -- the exact line scores the bots use, against the scorer ------------------------------------

@settings(max_examples=150, deadline=None)
@given(squares, st.sampled_from([CANONICAL, EIGHT_DIRECTIONS]))
def test_square_points_is_the_scorers_total(rows, directions):
    g = geometry(len(rows), len(rows[0]), directions)
    assert square_points(line_points(LEX), "".join(rows), g) == score_square(LEX, Square(tuple(rows)), directions).total


@settings(max_examples=150, deadline=None)
@given(squares, st.sampled_from("котинсарк"), st.data())
def test_gain_is_the_scorers_difference(rows, letter, data):
    """The points a letter adds, from the two changed lines, equal rescoring the whole square."""
    empties = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]
    if not empties:
        return
    r, c = data.draw(st.sampled_from(empties))
    after = list(rows)
    after[r] = after[r][:c] + letter + after[r][c + 1:]
    g = geometry(len(rows), len(rows[0]), CANONICAL)
    expected = score_square(LEX, Square(tuple(after))).total - score_square(LEX, Square(tuple(rows))).total
    assert gain(line_points(LEX), "".join(rows), g, r * len(rows[0]) + c, letter) == expected


# -- slot masses and line values ---------------------------------------------------------------

WEIGHTS = {"к": 3.0, "о": 5.0, "т": 2.0, "и": 1.0, "н": 2.0, "с": 2.0, "а": 4.0, "р": 1.0}


def brute_mass(pattern):
    """Sum, over the words the pattern can still become, of the product of the missing letters' shares."""
    total = sum(WEIGHTS.values())
    out = 0.0
    for w in WORDS:
        if len(w) == len(pattern) and all(p in (".", ch) for p, ch in zip(pattern, w)):
            out += math.prod(WEIGHTS[ch] / total for p, ch in zip(pattern, w) if p == ".")
    return out


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="котнса.", min_size=2, max_size=5))
def test_slot_mass_matches_brute_force(pattern):
    assert SlotMasses(LEX, WEIGHTS, 6).mass(pattern) == pytest.approx(brute_mass(pattern))


def test_slot_mass_hand_checked():
    masses = SlotMasses(LEX, WEIGHTS, 6)  # shares out of 20: к .15, о .25, т .1, и .05, н .1, с .1, а .2, р .05
    assert masses.mass("к.т") == pytest.approx(0.25 + 0.05)         # кот, кит
    # он, но, ос, са, ар
    assert masses.mass("..") == pytest.approx(0.25 * 0.1 + 0.1 * 0.25 + 0.25 * 0.1 + 0.1 * 0.2 + 0.2 * 0.05)
    assert masses.mass("кот") == 1.0 and masses.mass("окт") == 0.0


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=2, max_size=6))
def test_line_value_with_nothing_to_come_is_the_exact_score(text):
    """With no letters left, a line is worth exactly its points: the expert's value of a full square is its score."""
    values = LineValues(SlotMasses(LEX, WEIGHTS, 6))
    assert values.value(text, 0) == line_points(LEX)(text)


def test_line_value_grows_with_hope():
    values = LineValues(SlotMasses(LEX, WEIGHTS, 6), kappa=0.1)
    assert values.value("ко....", 20) > values.value("ъъ....", 20)
    assert values.value("ко....", 20) > values.value("ко....", 2) > values.value("ко....", 0) == 0


def brute_fill_value(text):
    """The random-fill value by its definition, the slow way: every word in every stretch, packings by brute force."""
    from itertools import combinations
    total = sum(WEIGHTS.values())
    complete = [(i, j) for i in range(len(text)) for j in range(i + 2, len(text) + 1) if text[i:j] in WORDS]

    def best(spans):
        return max(sum(j - i - 1 for i, j in chosen)
                   for n in range(len(spans) + 1) for chosen in combinations(spans, n)
                   if all(a[1] <= b[0] or b[1] <= a[0] for a, b in combinations(chosen, 2)))

    now = best(complete)
    hope = 0.0
    for i in range(len(text)):
        for j in range(i + 2, len(text) + 1):
            stretch = text[i:j]
            if "." not in stretch:
                continue
            added = best(complete + [(i, j)]) - now
            for w in WORDS:
                if len(w) == len(stretch) and all(p in (".", ch) for p, ch in zip(stretch, w)):
                    hope += added * math.prod(WEIGHTS[ch] / total for p, ch in zip(stretch, w) if p == ".")
    return now + hope


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=2, max_size=6))
def test_fill_value_matches_its_definition(text):
    assert FillValues(SlotMasses(LEX, WEIGHTS, 6)).value(text, 5) == pytest.approx(brute_fill_value(text))


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=2, max_size=6))
def test_fill_value_with_nothing_to_come_is_the_exact_score(text):
    assert FillValues(SlotMasses(LEX, WEIGHTS, 6)).value(text, 0) == line_points(LEX)(text)


@pytest.mark.parametrize("text, expected", [
    # shares out of 20: к .15, о .25, т .1, и .05, н .1, с .1, а .2, р .05
    ("к.т", 2 * (0.25 + 0.05)),                 # кот (о) or кит (и), 2 points each
    ("кот", 2.0),                               # made: certain
    ("кот.", 2.0),                              # no word starts «т.», «от.» or «кот.»
    ("сон.", 2.0),                              # «но» would displace «сон» (2) for 1: it adds nothing
    (".ос", 1.0 + 0.1 * 1),                     # «ос» now; «нос» (н .1) would replace it, adding 1
    ("ко.а", 2 * 0.25 + 0.1 + 2 * 0.1 + 3 * 0.1 + 0.2),  # кот/кок, са, оса, коса, он/ос: nothing made yet
])
def test_fill_value_hand_checked(text, expected):
    assert FillValues(SlotMasses(LEX, WEIGHTS, 6)).value(text, 3) == pytest.approx(expected)


def test_fill_value_raises_are_value_differences():
    values = FillValues(SlotMasses(LEX, WEIGHTS, 6))
    assert values.raises("ко.", "т", 3) == pytest.approx((0.0, 0.0, values.value("кот", 3) - values.value("ко.", 3)))
    assert values.raises("ко.", "т", 0) == (0.0, 0.0, 2.0)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=2, max_size=6))
def test_raise_tables_are_value_differences(text):
    """Every letter's raises, from the slots through its cell (and afresh where it completes a word), against
    the value of the line with the letter written in."""
    values = FillValues(SlotMasses(LEX, WEIGHTS, 6))
    for letter in values.tables.letters:
        plain = [values.value(text[:k] + letter + text[k + 1:], 3) - values.value(text, 3) if ch == "." else 0.0
                 for k, ch in enumerate(text)]
        assert values.raises(text, letter, 3) == pytest.approx(plain, abs=1e-12)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=2, max_size=6))
def test_slot_extensions_are_the_masses_with_the_letter_written(pattern):
    values = FillValues(SlotMasses(LEX, WEIGHTS, 6))
    extensions, masses = values.tables.extensions(pattern), values.masses
    for n, letter in enumerate(values.tables.letters):
        assert extensions[n].tolist() == [masses.mass(pattern[:k] + letter + pattern[k + 1:]) if ch == "." else 0.0
                                          for k, ch in enumerate(pattern)]


def test_expert_plans_by_either_value():
    lex = Lexicon.from_words(["кот"])
    for value in ("fill", "slots"):
        expert = ExpertPlayer(lex, random.Random(1), value=value)
        assert expert.place(view(["ко.", "...", "..."], ("к", "о", "т")), "т") == (0, 2)
    with pytest.raises(ValueError, match="unknown value 'best'"):
        ExpertPlayer(lex, random.Random(1), value="best")


def brute_ending(rows, letter, remaining, chances):
    """Expected final score, by cell, of writing ``letter`` there and each later letter where it does best.

    The slow way: the whole square rescored by the scorer for every letter that can come.
    """
    empties = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]

    def written(rows, cell, ch):
        r, c = cell
        return rows[:r] + (rows[r][:c] + ch + rows[r][c + 1:],) + rows[r + 1:]

    def expected(rows, left):
        if left == 0:
            return score_square(LEX, Square(rows)).total
        return sum(p * max(brute_ending(rows, x, left - 1, chances).values()) for x, p in chances)

    return {cell: expected(written(rows, cell, letter), remaining) for cell in empties}


@pytest.mark.parametrize("rows, letter, remaining", [
    (("кот", "о.а", "с.."), "т", 2),      # 3 cells: this letter and the 2 to come fill the square
    (("ка.", "о.о", "с.н"), "т", 2),
    (("ко.", "...", "нос"), "о", 2),      # 4 cells, 3 letters: one cell stays empty
    (("ко.", "о..", "нос"), "т", 1),
])
def test_expert_searches_the_ending_exactly(rows, letter, remaining):
    """Every letter that can come, weighted by its chance, each placed best: the same values as the slow way."""
    filled = [ch for row in rows for ch in row if ch != "."]
    v = view(list(rows), (*filled, letter), moves=len(filled) + 1 + remaining)
    expert = ExpertPlayer(LEX, random.Random(1))
    chances = expert._letter_chances()
    brute = brute_ending(tuple(rows), letter, v.remaining, chances)
    now = score_square(LEX, Square(tuple(rows))).total
    g, texts, empties = expert._board(v)
    exact = {divmod(i, 3): value for value, i in expert._ending(g, texts, empties, letter, v.remaining)}
    assert exact == pytest.approx({cell: value - now for cell, value in brute.items()})
    assert brute[expert.place(v, letter)] == pytest.approx(max(brute.values()))


@settings(max_examples=60, deadline=None)
@given(squares, st.sampled_from("котинсаркъ"), st.sampled_from([0, 3]))
def test_best_cell_is_the_cell_of_the_best_gain(rows, letter, remaining):
    v = view(rows, ("к",))
    expert = ExpertPlayer(LEX, random.Random(1))
    g, texts, empties = expert._board(v)
    if empties:
        assert expert._best_cell(g, texts, empties, letter, remaining) == max(
            expert._gains(g, texts, empties, letter, remaining))[1]


@settings(max_examples=80, deadline=None)
@given(squares, st.sampled_from([CANONICAL, EIGHT_DIRECTIONS]), st.sampled_from([None, 5, 12]))
def test_choice_advantage_is_the_best_gain_of_each_letter_on_average(rows, directions, letters):
    """The matrix form against its definition: Σ P(x) × max over empty cells of the value x adds there."""
    v = view(rows, directions=directions)
    expert = ExpertPlayer(LEX, random.Random(1))
    g, texts, empties = expert._board(v)
    if empties:
        commonest = sorted(expert._letter_chances(), key=lambda xp: -xp[1])[:letters]
        plain = sum(p * max(expert._gains(g, texts, empties, x, 1))[0] for x, p in commonest)
        assert choice_advantage(expert._values, letters)(g, texts, empties) == pytest.approx(plain, abs=1e-9)


def test_choice_advantage_hand_checked():
    """One row «к..» of «кот» with P(к) = P(о) = ¼, P(т) = ½: the value is P(о)P(т) × 2 points = 0.25.

    о in the middle makes «ко.» worth P(т) × 2 = 1 (+0.75); т at the end «к.т» P(о) × 2 = 0.5 (+0.25); к
    anywhere kills the word (−0.25).  Choosing: ¼ × 0.75 + ½ × 0.25 − ¼ × 0.25 = 0.25.  With one cell
    there is nothing to choose, and at random the letters gain nothing on average.
    """
    values = FillValues(SlotMasses(Lexicon.from_words(["кот"]), {"к": 1, "о": 1, "т": 2}, 3))
    advantage, g = ChoiceAdvantage(values), geometry(1, 3)
    assert advantage(g, ["к.."], [1, 2]) == pytest.approx(0.25)
    assert advantage(g, ["ко."], [2]) == pytest.approx(0.0)
    assert advantage(g, ["к.т"], [1]) == pytest.approx(0.0)


@pytest.mark.parametrize("rows, letter", [
    (["ко..", "....", "с...", "...."], "т"), (["ко..", "....", "с...", "...."], "а"),
    (["к...", ".о..", "..т.", "...."], "с"), (["нос.", "о...", "т...", "...."], "к"),
    (["ка..", "....", "....", "...."], "о"), (["....", ".р..", "....", "...."], "и"),
])
def test_screened_lookahead_against_a_plain_search(rows, letter):
    """Screen 5 cells on 4 futures, 2 of them on 6 more: the same cells and totals as the search written out plainly.

    Each future's end is worth its value plus ``choice`` × the letters still to come × Σ P(x) × the best
    gain of x in a free cell, over the 12 commonest letters x.
    """
    v = view(rows, tuple(ch for row in rows for ch in row if ch != ".") + (letter,), moves=16)
    futures = [list(w) for w in ("тоса", "нраи", "окот", "сона", "анти", "ррак", "итон", "косн", "отак", "санк")]
    expert = ExpertPlayer(LEX, random.Random(1), candidates=5, screen=4, finalists=2, futures=10, depth=4,
                          choice=0.25, choice_letters=12)
    expert._letters = iter([ch for future in futures for ch in future])
    g, texts, empties = expert._board(v)
    ranked = [i for _, i in sorted(expert._gains(g, texts, empties, letter, v.remaining), key=lambda vi: -vi[0])]
    finalists = dict((i, total) for total, i in expert._lookahead(g, texts, empties, letter, v.remaining, ranked))

    def end(cell, future):  # written out: the letter in cell, then each letter of the future at its best gain
        square = {i: ch for i, ch in enumerate("".join(rows))}
        square[cell] = letter
        for ch in future:
            flat = "".join(square[i] for i in range(16))
            texts_now = [line_text(flat, line) for line in g.lines]
            free = [i for i in range(16) if square[i] == "."]
            square[max(expert._gains(g, texts_now, free, ch, 99))[1]] = ch
        flat = "".join(square[i] for i in range(16))
        texts_end, left = [line_text(flat, line) for line in g.lines], v.remaining - len(future)
        free = [i for i in range(16) if square[i] == "."]
        commonest = sorted(expert._letter_chances(), key=lambda xp: -xp[1])[:12]
        advantage = sum(p * max(expert._gains(g, texts_end, free, x, 1))[0] for x, p in commonest)
        return sum(expert._values.value(text, left) for text in texts_end) + 0.25 * left * advantage

    screened = sorted(ranked[:5], key=lambda i: -sum(end(i, f) for f in futures[:4]))[:2]
    assert finalists == pytest.approx({i: sum(end(i, f) for f in futures) for i in screened})


def test_expert_plays_the_same_with_cold_or_warm_memos():
    """The valuer is shared by every expert and remembers across games; what it remembers never changes a move."""
    def game():
        solo = BattleGame({"size": 4, "moves": 16, "weights": "nouns"}, 1, LEX)
        return play(solo, [ExpertPlayer(LEX, random.Random(5))], seed=9).state.squares

    warm = game()
    expert = ExpertPlayer(LEX, random.Random(5))
    values = expert._lines(view(["...."] * 4))
    assert values is ExpertPlayer(LEX, random.Random(6))._lines(view(["...."] * 4))
    values.memo.clear(), values.raise_memo.clear(), values.tables.memo.clear(), values.tables.extension_memo.clear()
    values.masses.memo.clear()
    assert game() == warm


# -- choices on hand-made squares ----------------------------------------------------------------

@pytest.mark.parametrize("kind", ["greedy", "expert"])
def test_bots_complete_the_only_word(kind):
    player = PLAYERS[kind](Lexicon.from_words(["кот"]), random.Random(1))
    assert player.place(view(["ко.", "...", "..."], ("к", "о", "т")), "т") == (0, 2)


@pytest.mark.parametrize("kind", ["greedy", "expert"])
def test_bots_take_the_cell_that_scores_twice(kind):
    """«т» in c1 makes «кот» across and «кот» down (4 points); a3 makes only one of them."""
    player = PLAYERS[kind](Lexicon.from_words(["кот"]), random.Random(1))
    assert player.place(view(["ко.", "...", "..."], ("к", "о", "т")), "т") == (0, 2)
    assert player.place(view(["ко.", "..о", "..."], ("к", "о", "о", "т"), moves=9), "т") == (0, 2)
    assert player.place(view(["к..", "о..", "..."], ("к", "о", "т")), "т") == (2, 0)


def test_greedy_calls_what_it_can_use_most():
    player = GreedyPlayer(Lexicon.from_words(["кот", "сон"]), random.Random(1))
    assert player.call(view(["ко.", "...", "..."], ("к", "о"))) == "т"
    # н (сон) and т (кот) both add 2: the tie goes to н, 6.70 % of Russian letters against т's 6.26 %
    assert player.call(view(["со.", "ко.", "..."], ("с", "о", "к", "о"))) == "н"


def test_expert_calls_the_letter_its_square_needs():
    expert = ExpertPlayer(Lexicon.from_words(["кот"]), random.Random(1))
    assert expert.call(view(["ко.", "...", "..."], ("к", "о"))) == "т"


def test_expert_answers_within_its_square():
    expert = ExpertPlayer(LEX, random.Random(2))
    v = view(["кот.", "о...", "с..н", "...."], ("к", "о", "т", "о", "с", "н"), moves=16)
    for letter in "оъаэ":
        cell = expert.place(v, letter)
        assert v.square.letter(cell) == "."


def test_random_player_only_writes_in_empty_cells():
    rng = random.Random(3)
    player = RandomPlayer(rng)
    v = view(["к.", ".т"], ("к", "т"), moves=4)
    assert {player.place(v, "о") for _ in range(50)} == {(0, 1), (1, 0)}


def test_strength_order_on_seeded_streams():
    """On the same three seeded letter streams: expert > greedy > random in mean score (the benchmark measures
    more; the expert's games are the cost: 2.5 s each)."""
    lex = Lexicon.default()
    solo = BattleGame({}, 1, lex)
    means = {}
    for kind in ("random", "greedy", "expert"):
        totals = [play(solo, [PLAYERS[kind](lex, random.Random(i))], seed=i).state.returns()[0]
                  for i in range(3)]
        means[kind] = sum(totals) / len(totals)
    assert means["expert"] > means["greedy"] > means["random"]


def test_file_letters_game():
    letters = list("котсон")
    game = BattleGame({"size": 2, "moves": 2, "letters": letters}, 1, LEX)
    assert game.rules.moves == 2
    game = BattleGame({"size": 3, "moves": 6, "letters": letters}, 1, LEX)
    final = play(game, [GreedyPlayer(LEX, random.Random(1))], seed=0).state
    assert final.called == tuple(letters)
    assert final.returns()[0] == score_square(LEX, final.squares[0]).total


def test_nouns_weights_are_resolved_once_with_the_lexicon():
    """The live bug: a tournament with --weights nouns failed, each player resolving the weights without the lexicon."""
    result = run_tournament(info("battle"), "random,greedy,expert", games=2, seed=3, lexicon=LEX,
                            rules={"size": 3, "weights": "nouns"})
    assert [s.games for s in result.standings] == [2, 2, 2]
    assert result.rules["weights"] == "nouns"


# -- tournaments -----------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["solo", "table"])
def test_tournament_is_reproducible_and_jobs_do_not_change_it(mode):
    def run(jobs=1):
        return run_tournament(info("battle"), "random,greedy,expert", games=4, seed=9, mode=mode, jobs=jobs,
                              lexicon=LEX, rules={"size": 3})
    one, again, forked = run(), run(), run(jobs=2)

    def games(result):
        return [(o.index, o.scores, o.decisions, o.faults) for o in result.outcomes]
    assert games(one) == games(again) == games(forked)
    assert [s.games for s in one.standings] == [4, 4, 4]


@pytest.mark.parametrize("mode", ["solo", "table"])
def test_tables_built_before_the_games_change_no_game(mode):
    """``Game.prepare`` (what a tournament runs before it forks) builds the bots' tables early and changes no game.

    Each run has a lexicon of its own, so that nothing is built before it but what ``prepare`` builds.
    """
    from wordgames.battle.bots.values import slot_masses
    from wordgames.lexicon.vocabulary import vocabulary
    from wordgames.table.tournament import plan, prepare, run_plan

    def run(prepared: bool):
        lexicon = Lexicon.from_words(WORDS)
        p = plan(info("battle"), "random,greedy,expert", seed=9, mode=mode, lexicon=lexicon, rules={"size": 4})
        words = vocabulary(p.game.words)   # the words the bots play
        assert len(words.derived) == 0
        if prepared:
            prepare(p)
            assert len(words.derived) > 0
            (valuer,) = slot_masses(words, p.game.weights_kind, 4).valuers.values()   # the expert's, built
            assert "...." in valuer.tables.kept and ".о.." in valuer.tables.kept    # slots of at most one letter
        result = run_plan(p, 3)
        return [(o.index, o.scores, o.decisions, o.faults) for o in result.outcomes]
    assert run(prepared=False) == run(prepared=True)


def test_solo_entrants_face_the_same_letters(tmp_path):
    """In solo mode every entrant of game i plays the game seeded game_seed(seed, i) alone: the same letters."""
    run_tournament(info("battle"), "random,greedy,expert", games=2, seed=5, lexicon=LEX, rules={"size": 3},
                   records=str(tmp_path))
    import json
    called = {}
    for path in sorted(tmp_path.iterdir()):
        session = json.loads(path.read_text(encoding="utf-8"))
        called.setdefault(session["seed"], set()).add("".join(a["call"] for a in session["actions"] if "call" in a))
    assert sorted(called) == [5, 5 + 1_000_003] and all(len(letters) == 1 for letters in called.values())
    assert called[5] != called[5 + 1_000_003]


def test_tournament_refuses_bad_settings():
    seven = plan(info("battle"), ",".join(["greedy"] * 7), mode="table", lexicon=LEX)
    assert (seven.paired, seven.rounds, seven.game.seats) == (True, 7, 2)   # no table of 7: a round robin in pairs
    with pytest.raises(OptionError, match="are not a whole number of rounds for 2 players"):
        run_tournament(info("battle"), "greedy,random", games=2, mode="table", lexicon=LEX,
                       rules={"size": 3, "moves": 9})


@settings(max_examples=40, deadline=None)
@given(squares, st.lists(st.text(alphabet="котинсарк", min_size=3, max_size=3), min_size=1, max_size=6),
       st.sampled_from([3, 4, 9]), st.sampled_from([CANONICAL, EIGHT_DIRECTIONS]))
def test_futures_played_side_by_side_are_each_future_played_alone(rows, futures, remaining, directions):
    """grid.play_out of many futures at once: the very floats of RaiseGrid.play_out, one future at a time."""
    from wordgames.battle.bots.grid import RaiseGrid, play_out
    v = view(rows, directions=directions)
    expert = ExpertPlayer(LEX, random.Random(1))
    g, texts, empties = expert._board(v)
    depth = min(len(futures[0]), len(empties), remaining)
    if depth < 1:
        return
    futures = [list(f[:depth]) for f in futures]
    grid = RaiseGrid(g, expert._values, texts, empties)
    last = expert._last_cell(g)
    alone = [grid.play_out(f, remaining, expert._advantage, 0.25, last) for f in futures]
    assert play_out(grid, futures, remaining, expert._advantage, 0.25, last) == alone
    assert grid.texts == texts  # the grid played from is not changed
