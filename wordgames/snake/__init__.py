"""Змейка: placement rules by number, continuation proofs, and adjudication of a challenge.

The modules, in the order a reader meets them: :mod:`.cards` (the card set),
:mod:`.board` (the snake and placements as values), :mod:`.rules` (rules 1–6
and the turn limits; rule 6 refuses diminutives through
:func:`wordgames.lexicon.diminutives.without_diminutives`), :mod:`.continuations`
(rule 5), :mod:`.suffixes` (the warning of ``diminutives=warn``), :mod:`.record` (game records),
:mod:`.challenge` (settling «какое продолжение вы имели в виду?»),
:mod:`.draw` (the snake as the book draws it).
"""
