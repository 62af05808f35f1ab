"""«Словесный бой»: fill a 6×6 square with called letters, then score the nouns it reads.

Each player writes every called letter into an empty cell of their square;
at the end every noun read along a row (left to right) or a column (top to
bottom) scores its length minus one, words of one direction never
overlapping.

The rules and the scoring: squares read from text (:mod:`.square`), scored
exactly with the variations (:mod:`.score`, over a word index kept with the
lexicon, :mod:`.words`; a line's exact points, :mod:`.board`), letters called
by their frequency (:mod:`.letters`).  The game at the table: :mod:`.about`
(what the game is: seats, options, bots), :mod:`.game` (the house
protocol's game), :mod:`.state` (the state, what a seat sees), :mod:`.rules`
(the rules agreed), :mod:`.legality` (the moves and the one check of them),
:mod:`.notation` (cells and letters as people type them), :mod:`.presenter`
(what a person sees and types), :mod:`.render` (squares drawn).  The bots:
:mod:`.bots` (random, greedy, expert, and the values they plan by).

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.battle.score import score_square
>>> from wordgames.battle.square import Square
>>> lex = Lexicon.from_words(["бой", "кот", "бойкот", "бак"])
>>> score_square(lex, Square.parse("бойкот\\nа.....\\nк.....")).total
7
"""
