"""Doublets with marked links (rule 3): a true minimum with no word twice, against brute force."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.doublets.marked import GaveUpError, chain_through, solve
from wordgames.doublets.verify import verify_chain
from wordgames.errors import ArgumentError, NoChainError
from wordgames.lexicon import Lexicon


def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def brute_force(words: list[str], given_words: list[str]) -> list[tuple[str, ...]]:
    """Every shortest repeat-free chain from the first to the last given word passing the others in order.

    Enumerates every simple path (depth-first, no pruning) and keeps those
    whose interior holds the marked links as a subsequence in order.
    """
    start, *marked, end = given_words
    best: list[tuple[str, ...]] = []

    def in_order(chain):
        interior, i = chain[1:-1], 0
        for w in interior:
            if i < len(marked) and w == marked[i]:
                i += 1
        return i == len(marked)

    def walk(chain):
        nonlocal best
        if chain[-1] == end:
            if in_order(chain):
                if not best or len(chain) < len(best[0]):
                    best = [chain]
                elif len(chain) == len(best[0]):
                    best.append(chain)
            return
        for w in words:
            if w not in chain and one_apart(chain[-1], w):
                walk(chain + (w,))

    walk((start,))
    return best


def familiar_key(chain, zipf):
    links = [round(zipf.get(w, 0.0) * 100) for w in chain[1:-1]]
    return (-min(links), -sum(links), chain)


WORDS = st.lists(st.text(alphabet="абв", min_size=3, max_size=3), min_size=5, max_size=15, unique=True)


def check_against_brute_force(words, data, most_given=4):
    zipf = {w: data.draw(st.sampled_from([0.0, 1.0, 3.0])) for w in words}
    lex = Lexicon.from_words(words, name="random", frequencies=zipf)
    k = data.draw(st.integers(3, min(most_given, len(words))))
    given_words = data.draw(st.lists(st.sampled_from(words), min_size=k, max_size=k, unique=True))
    expected = brute_force(words, given_words)
    if not expected:
        with pytest.raises(NoChainError):
            chain_through(lex, given_words)
        return
    solution = chain_through(lex, given_words)
    assert len(solution.chain) == len(expected[0])
    assert verify_chain(lex, solution.chain, marked=given_words[1:-1]) == []
    assert solution.chain == min(expected, key=lambda c: familiar_key(c, zipf))
    assert solution.marked == tuple(given_words[1:-1])


@settings(max_examples=150, deadline=None)
@given(WORDS, st.data())
def test_marked_links_give_the_true_minimum(words, data):
    check_against_brute_force(words, data)


@settings(max_examples=300, deadline=None)
@given(WORDS, st.data())
def test_three_marked_links_give_the_true_minimum(words, data):
    check_against_brute_force(words, data, most_given=5)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None)
@given(WORDS, st.data())
def test_marked_links_give_the_true_minimum_exhaustively(words, data):
    check_against_brute_force(words, data)


# дом - дым - дыр - сыр - сор - сом - дом is a ring, with дор linked to дом, дыр and сор.
DETOUR = Lexicon.from_words(["дом", "дым", "дыр", "сыр", "сом", "сор", "дор"], name="detour")


def test_segments_may_not_share_a_word():
    # дом→дым is one step; the shortest way on, дым дом сом, would repeat дом.
    # Without repeats: дым дыр дор сор сом or дым дыр сыр сор сом (4 steps each);
    # with no frequencies the alphabetically first links win (дор before сыр).
    solution = chain_through(DETOUR, ["дом", "дым", "сом"])
    assert solution.chain == ("дом", "дым", "дыр", "дор", "сор", "сом")
    assert solution.links == 4


def test_marked_link_with_one_way_in_and_out_is_impossible():
    square = Lexicon.from_words(["кит", "кил", "сил", "сит", "пил", "пыл"], name="square")
    with pytest.raises(NoChainError) as e:
        chain_through(square, ["кит", "пыл", "сит"])
    assert str(e.value) == ("no chain through «пыл» without repeating a word (rule 3): the way to it "
                            "from «кит» and the way on to «сит» would have to share a word")


def test_each_marked_link_possible_alone_but_not_together():
    # Links: ааа-ааб, ааа-аба, ааб-абб, ааб-баб, аба-абб, аба-вба.  баб's only neighbour is ааб
    # and вба's is аба, so the first segment is баб ааб ааа and the last абб аба вба; the
    # middle one, ааа → абб, has only ааб and аба to pass, both taken.  Each marked link alone
    # has two separate ways in and out (the flows do not object): only the search can tell.
    lex = Lexicon.from_words(["ааа", "ааб", "аба", "баб", "абб", "вба"], name="tight")
    with pytest.raises(NoChainError) as e:
        chain_through(lex, ["баб", "ааа", "абб", "вба"])
    assert str(e.value) == "no chain through the given words without repeating a word (rule 3)"
    assert brute_force(["ааа", "ааб", "аба", "баб", "абб", "вба"], ["баб", "ааа", "абб", "вба"]) == []


def test_marked_link_given_twice():
    with pytest.raises(NoChainError) as e:
        chain_through(DETOUR, ["дом", "дым", "дым", "сом"])
    assert str(e.value) == ("no chain: «дым» is given twice (words 2 and 3); rule 3: "
                            "no word may appear twice in a chain")


def test_all_with_marked_links_is_a_usage_error():
    with pytest.raises(ArgumentError) as e:
        solve(DETOUR, ["дом", "дым", "сом"], every=True)
    assert e.value.option == "every" and e.value.text(lambda name: "--all").startswith("--all lists")


def test_joined_segments_without_a_repeat_need_no_search():
    # дым→дом 1 step; дом→сор 2 (via дор or сом; дым and сыр are given words); сор→сыр 1.
    # The alphabetically first join, дым дом дор сор сыр, repeats nothing: 4 steps is the minimum.
    assert chain_through(DETOUR, ["дым", "дом", "сор", "сыр"], limit=0).chain == (
        "дым", "дом", "дор", "сор", "сыр")


def test_search_limit_is_reported_not_guessed():
    # дом→дыр 2 steps (via дор or дым), дыр→сор 2 (via дор or сыр), сор→сом 1: at least 5 steps.
    # The alphabetically first join takes дор twice; a repeat-free join of the same length
    # exists (дом дор дыр сыр сор сом, or дом дым дыр дор сор сом), but it takes a search.
    with pytest.raises(GaveUpError) as e:
        chain_through(DETOUR, ["дом", "дыр", "сор", "сом"], limit=3)
    assert "gave up after 3 steps" in str(e.value)
    assert chain_through(DETOUR, ["дом", "дыр", "сор", "сом"]).chain == (
        "дом", "дор", "дыр", "сыр", "сор", "сом")


def test_one_marked_link_is_exact_without_search():
    # the min-cost flow settles one marked link; the step limit only bounds the search for familiarity
    assert chain_through(DETOUR, ["дом", "дым", "сом"], limit=3).links == 4


def test_carroll_with_a_marked_link():
    ru = Lexicon.default()
    solution = chain_through(ru, ["бант", "раса", "коса"])
    assert solution.chain == ("бант", "рант", "рана", "раса", "роса", "коса")
