"""The raise tables' shortcuts give the very floats of the slow ways: masses read from extensions, numpy sums."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.battle.bots.raises import MANY
from wordgames.battle.bots.values import FillValues, SlotMasses
from wordgames.lexicon import Lexicon

LETTERS = "котинсарк"
WEIGHTS = {ch: w for ch, w in zip(LETTERS, (5, 8, 3, 4, 5, 6, 9, 4, 2))}


def _words(seed: int = 7, count: int = 1500) -> list[str]:
    """Seeded random words of 2 to 6 letters over few letters: many words fit each slot."""
    rng = random.Random(seed)
    return sorted({"".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 6))) for _ in range(count)})


LEX = Lexicon.from_words(_words())
patterns = st.text(alphabet=LETTERS + ".", min_size=2, max_size=6)


def test_slots_here_are_fitted_by_many_words():
    masses = SlotMasses(LEX, WEIGHTS, 6)
    assert len(masses.matching("к....")) >= MANY and len(masses.matching("..т.")) >= MANY  # the numpy sums run


@settings(max_examples=80, deadline=None)
@given(patterns)
def test_extensions_are_the_masses_with_the_letter_written_exactly(pattern):
    """Every entry of a slot's extensions, however summed, is the mass of the pattern with the letter written in."""
    values = FillValues(SlotMasses(LEX, WEIGHTS, 6))
    extensions, masses = values.tables.extensions(pattern), values.masses
    for n, letter in enumerate(values.tables.letters):
        assert extensions[n].tolist() == [masses.mass(pattern[:k] + letter + pattern[k + 1:]) if ch == "." else 0.0
                                          for k, ch in enumerate(pattern)]


@settings(max_examples=80, deadline=None)
@given(patterns, st.integers(0, 5))
def test_a_mass_read_from_an_extension_is_the_mass(pattern, blank):
    """With the extensions of the pattern less one letter remembered, the mass read off them is the mass itself."""
    values = FillValues(SlotMasses(LEX, WEIGHTS, 6))
    k = blank % len(pattern)
    parent = pattern[:k] + "." + pattern[k + 1:]
    values.tables.extensions(parent)  # remembered
    assert values.tables.mass(pattern) == SlotMasses(LEX, WEIGHTS, 6).mass(pattern)
