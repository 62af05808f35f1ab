"""The difficulty of a doublet against slow, obvious computations written here.

Every chain between two words is enumerated by a depth-first search over a
graph built by comparing every pair of words letter by letter (not from the
package's buckets); closeness is the textbook ``(n - 1) / sum of distances``
by a breadth-first search from each word.
"""

from __future__ import annotations

import random
from itertools import product

import pytest

from wordgames.doublets.difficulty import (
    Narrowest, grade_of, grade_points, group_closeness, pair_difficulty)
from wordgames.doublets.graph import build_graph
from wordgames.errors import NoChainError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.vocabulary import FAMILIAR_ZIPF


# -- the slow oracle -------------------------------------------------------------

def one_apart(a: str, b: str) -> bool:
    """Return whether two words of one length differ in exactly one place."""
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def slow_graph(words) -> dict[str, list[str]]:
    """Return each word's neighbours by comparing every pair."""
    return {w: sorted(u for u in words if one_apart(w, u)) for w in words}


def every_chain(graph, start: str, end: str, most_steps: int) -> list[tuple[str, ...]]:
    """Return every chain without a repeated word from start to end of at most ``most_steps`` steps."""
    out = []

    def walk(path):
        if path[-1] == end:
            out.append(tuple(path))
            return
        if len(path) - 1 == most_steps:
            return
        for u in graph[path[-1]]:
            if u not in path:
                walk(path + [u])

    walk([start])
    return out


def slow_distances(graph, source: str) -> dict[str, int]:
    """Return the distance of every reachable word from ``source``."""
    dist, frontier = {source: 0}, [source]
    while frontier:
        nxt = []
        for v in frontier:
            for u in graph[v]:
                if u not in dist:
                    dist[u] = dist[v] + 1
                    nxt.append(u)
        frontier = nxt
    return dist


def slow_figures(freq: dict[str, float], start: str, end: str) -> dict:
    """Return par, the counts, the narrowest place, familiar_only and the rarest zipf by enumeration."""
    graph = slow_graph(list(freq))
    chains = every_chain(graph, start, end, len(freq))
    par = min(len(c) for c in chains) - 2
    shortest = [c for c in chains if len(c) - 2 == par]
    places = [sorted({c[i] for c in shortest}) for i in range(1, par + 1)]
    width = min((len(p) for p in places), default=None)
    narrow = None if width is None else next(
        Narrowest(i + 1, tuple(p)) for i, p in enumerate(places) if len(p) == width)
    rarest = max(min(freq[w] for w in c[1:-1]) for c in shortest) if par else None
    return {"par": par, "shortest_chains": len(shortest),
            "one_longer": sum(len(c) - 2 == par + 1 for c in chains),
            "narrowest": narrow,
            "familiar_only": any(all(freq[w] >= FAMILIAR_ZIPF for w in c[1:-1]) for c in shortest),
            "rarest": rarest}


# -- hand-made lexicons ------------------------------------------------------------

LADDER = {  # a hand-drawn graph of 3-letter words: к_п is a triangle (кип, коп, кап), so is с_п
    "кот": 5.0, "кит": 4.5, "кип": 2.0, "коп": 3.5, "кап": 3.1, "сип": 2.5, "сап": 3.2,
    "сон": 4.4, "сом": 4.0, "сок": 4.3, "кок": 3.0, "ток": 4.1, "тон": 4.0, "дом": 5.0, "пир": 4.0,     # пир is alone
}

ALPHABET = "абв"


def random_lexicon(seed: int) -> dict[str, float]:
    """Return a random set of 3-letter words over three letters, with random frequencies."""
    rng = random.Random(seed)
    words = ["".join(p) for p in product(ALPHABET, repeat=3) if rng.random() < 0.5]
    return {w: round(rng.uniform(1.0, 5.0), 2) for w in words}


def pairs_of(freq):
    """Return every ordered pair of distinct words joined by some chain (by the slow graph)."""
    graph = slow_graph(list(freq))
    return [(a, b) for a in sorted(freq) for b in sorted(freq)
            if a != b and b in slow_distances(graph, a)]


CASES = [(LADDER, a, b) for a, b in [("кот", "кап"), ("кот", "сап"), ("кит", "сом"), ("тон", "кап"),
                                       ("кот", "кит"), ("сип", "ток")]]
CASES += [(freq, a, b) for seed in range(6) for freq in [random_lexicon(seed)] for a, b in pairs_of(freq)[::7]]


@pytest.mark.parametrize("freq, start, end", CASES)
def test_figures_agree_with_enumeration(freq, start, end):
    lex = Lexicon.from_words(freq, frequencies=freq, name="hand")
    got = pair_difficulty(lex, start, end)
    want = slow_figures(freq, start, end)
    assert (got.par, got.shortest_chains, got.one_longer, got.narrowest, got.familiar_only) == (
        want["par"], want["shortest_chains"], want["one_longer"], want["narrowest"], want["familiar_only"])
    assert got.within_one == want["shortest_chains"] + want["one_longer"]
    assert (None if got.rarest is None else got.rarest[1]) == want["rarest"]


def test_random_cases_are_not_trivial():
    """The random lexicons do reach chains with several links and several one-longer chains."""
    assert max(slow_figures(f, a, b)["par"] for f, a, b in CASES) >= 3
    assert max(slow_figures(f, a, b)["one_longer"] for f, a, b in CASES) >= 3


def test_hand_counted_pair():
    """кот → сап, counted by hand on LADDER."""
    lex = Lexicon.from_words(LADDER, frequencies=LADDER)
    d = pair_difficulty(lex, "кот", "сап")
    # shortest (2 links): кот коп кап сап.  One longer (3 links): кот кит кип кап сап, кот коп кип кап сап,
    # кот кок коп кап сап, кот кит кип сип сап, кот коп кип сип сап.
    assert (d.par, d.shortest_chains) == (2, 1)
    assert d.one_longer == 5
    assert d.narrowest == Narrowest(1, ("коп",))
    assert d.familiar_only and d.rarest == ("кап", 3.1)


def test_rare_link_is_needed():
    freq = {"шар": 4.07, "дар": 4.3, "даб": 2.39, "дуб": 3.72, "куб": 3.84}
    d = pair_difficulty(Lexicon.from_words(freq, frequencies=freq), "шар", "куб")
    assert (d.par, d.familiar_only, d.rarest) == (3, False, ("даб", 2.39))
    # par 3, one chain +2, a single word at link 1 +1, a rare word +2; one chain only
    assert (d.points, d.grade) == (8, 4)


def test_linked_words_have_par_zero():
    d = pair_difficulty(Lexicon.from_words(LADDER, frequencies=LADDER), "кот", "кит")
    assert (d.par, d.shortest_chains, d.narrowest, d.rarest, d.landmarks) == (0, 1, None, None, ())


@pytest.mark.parametrize("start, end, code", [("кот", "пир", "groups"), ("кот", "кот", "repeat")])
def test_no_chain(start, end, code):
    with pytest.raises(NoChainError) as caught:
        pair_difficulty(Lexicon.from_words(LADDER, frequencies=LADDER), start, end)
    assert caught.value.code == code


# -- closeness ----------------------------------------------------------------------

def test_closeness_textbook_formula_on_hand_drawn_graph():
    graph = build_graph(LADDER)
    slow = slow_graph(list(LADDER))
    for group in range(len(graph.groups)):
        got = group_closeness(graph, group)
        for v, c in got.items():
            dist = slow_distances(slow, graph.words[v])
            n, total = len(dist), sum(dist.values())
            assert c == pytest.approx((n - 1) / total if total else 0.0)


def test_closeness_by_hand():
    """A path кот - кит - кил: the middle word is 1 step from both, the ends 1 + 2."""
    graph = build_graph(["кот", "кит", "кил"])
    got = {graph.words[v]: c for v, c in group_closeness(graph, 0).items()}
    assert got == {"кот": 2 / 3, "кит": 1.0, "кил": 2 / 3}


def test_landmarks_are_the_most_central_words_on_shortest_chains():
    lex = Lexicon.from_words(LADDER, frequencies=LADDER)
    d = pair_difficulty(lex, "кит", "сом")
    slow = slow_graph(list(LADDER))
    on_chains = {w for c in every_chain(slow, "кит", "сом", d.par + 1) for w in c[1:-1]}

    def closeness(w):
        dist = slow_distances(slow, w)
        return (len(dist) - 1) / sum(dist.values())

    want = sorted(on_chains, key=lambda w: (-closeness(w), w))[:3]
    assert [w for w, _ in d.landmarks] == want


def test_closeness_is_kept_with_the_lexicon(monkeypatch):
    import wordgames.doublets.difficulty as module
    lex = Lexicon.from_words(LADDER, frequencies=LADDER)
    calls = []
    monkeypatch.setattr(module, "group_closeness", lambda *a: calls.append(a) or group_closeness(*a))
    pair_difficulty(lex, "кот", "сап")
    pair_difficulty(lex, "кит", "сом")
    assert len(calls) == 1


# -- the grade ------------------------------------------------------------------------

@pytest.mark.parametrize("par, shortest, within, narrow, familiar_only, points", [
    (4, 1, 42, Narrowest(1, ("рант",)), False, 4 + 2 + 1 + 2 - 1),
    (2, 3, 10, Narrowest(1, ("а", "б")), True, 2 + 1),
    (3, 8, 19, Narrowest(2, ("а", "б")), True, 3),
    (1, 12, 40, Narrowest(1, ("а", "б")), True, 0),
    (0, 1, 5, None, True, 2),
])
def test_grade_points(par, shortest, within, narrow, familiar_only, points):
    assert grade_points(par, shortest, within, narrow, familiar_only) == points


@pytest.mark.parametrize("points, grade", [(0, 1), (2, 1), (3, 2), (4, 2), (5, 3), (7, 4), (9, 5), (30, 5)])
def test_grade_of(points, grade):
    assert grade_of(points) == grade


# -- the command line ---------------------------------------------------------------------

ENGLISH = {"head": 4.0, "heal": 4.0, "teal": 3.0, "tell": 4.0, "tall": 4.0, "tail": 4.0, "hear": 3.0,
           "heir": 3.0, "hair": 4.0, "hail": 3.0, "held": 4.0, "hell": 2.0}


@pytest.fixture
def run(tmp_path):
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    words = tmp_path / "english.txt"
    words.write_text("".join(f"{w} {z}\n" for w, z in ENGLISH.items()), encoding="utf-8")
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1", "WORDGAMES_LANG": "en"}

    def invoke(*args):
        return CliRunner().invoke(cli, ["doublet", "--dict", str(words), *args], env=env)
    return invoke


def test_cli_json_on_carrolls_head_tail(run):
    import json
    result = run("--difficulty", "--json", "head", "tail")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    want = slow_figures(ENGLISH, "head", "tail")
    assert (data["par"], data["shortest_chains"], data["within_one"]) == (
        want["par"], want["shortest_chains"], want["shortest_chains"] + want["one_longer"])
    assert data["par"] == 4 and data["shortest_chains"] == 4      # counted by hand in tests/test_doublets_cli.py
    assert 1 <= data["grade"] <= 5


def test_cli_text(run):
    result = run("--difficulty", "head", "tail")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[1:3] == ["par: 4 links", "shortest chains: 4"]


@pytest.mark.parametrize("args, code, line", [
    (["--difficulty", "head"], 2, "Error: --difficulty takes the two words of a doublet, got 1"),
    (["--difficulty", "--puzzle"], 2, "Error: choose one of --difficulty, --puzzle"),
    (["--difficulty", "--oneline", "head", "tail"], 2, "Error: --oneline goes with solving one doublet, not with --difficulty"),
])
def test_cli_usage_errors(run, args, code, line):
    result = run(*args)
    assert result.exit_code == code
    assert result.stderr.strip().splitlines()[-1] == line


# -- the table of docs/doublets.md ------------------------------------------------------

def docs_rows():
    """Return (start, end, par, shortest, within one, points, grade) of each row of the docs' difficulty table."""
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "docs" / "doublets.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 10 and " → " in cells[0]:
            start, end = cells[0].lower().split(" → ")
            rows.append((start, end, *map(int, cells[1:4]), int(cells[8]), int(cells[9])))
    return rows


def test_docs_table_of_the_preliminary_doublets():
    rows = docs_rows()
    assert len(rows) == 11          # Carroll's ten preliminary doublets and БАНТ → КОСА
    lex = Lexicon.default()
    for start, end, *figures in rows:
        d = pair_difficulty(lex, start, end)
        assert [d.par, d.shortest_chains, d.within_one, d.points, d.grade] == figures, (start, end)
