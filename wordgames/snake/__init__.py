"""Змейка: placement rules by number, continuation proofs, and adjudication of a challenge.

The modules, in the order a reader meets them: :mod:`.about` (what the game is: seats, options, bots),
:mod:`.cards` (the card set), :mod:`.board` (the snake and placements as values), :mod:`.rules` (rules 1–6
and the turn limits; rule 6 refuses diminutives through
:func:`wordgames.lexicon.diminutives.without_diminutives`), :mod:`.continuations`
(rule 5), :mod:`.suffixes` (the warning of ``diminutives=warn``), :mod:`.record` (game records),
:mod:`.check` (one placement judged as ``snake check`` asks), :mod:`.challenge` (settling «какое продолжение
вы имели в виду?»), :mod:`.draw` (the snake as the book draws it).  The card game:
:mod:`.conditions` (the rules agreed), :mod:`.stages` (the stages of a turn), :mod:`.actions` (its moves),
:mod:`.state` with :mod:`.legality` (what a move may be and does), :mod:`.view` (what a seat sees),
:mod:`.snakeio` and :mod:`.stateio` (JSON), :mod:`.game` (the game at the table), :mod:`.notation` and
:mod:`.presenter` with :mod:`.render` (what a person sees and types), :mod:`.bots` and :mod:`.expert`.
"""
