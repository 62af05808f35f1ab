"""«Словесный бой» at the table: :class:`BattleGame`, the game on the house protocol (:mod:`wordgames.engine`).

The game reads the rules agreed from the table's options (the size, the
number of moves, who calls, the letters from a file, the directions, the
variations and the house rule of proper nouns), keeps the words that score
and the computer's letters with their chances, writes and reads the moves
as JSON, and says how the game ended.  Its presenter
(:mod:`wordgames.battle.presenter`) writes and reads the moves as people
type them, draws a seat's square, prompts, narrates the calls and tells the
result; its descriptor (:mod:`wordgames.battle.about`) names the bots.  The
state, the moves and what a seat sees are :mod:`wordgames.battle.state`,
their one check :mod:`wordgames.battle.legality`, the rules agreed
(:class:`~wordgames.battle.rules.Rules`) :mod:`wordgames.battle.rules`.

>>> from wordgames.lexicon import Lexicon
>>> game = BattleGame({"size": 2, "caller": "players"}, 2, Lexicon.from_words(["кот"]))
>>> s = game.new_initial_state()
>>> from wordgames.battle.legality import Place
>>> type(s) is BattleState, s.phase, game.rules.moves, game.rules.computer_calls
(True, 'call', 4, False)
>>> game.presenter().parse_action(s.view(0), "К"), game.action_to_json(Place((1, 0)))
(Call(letter='к'), {'place': [2, 1]})
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from wordgames.battle.about import DESCRIPTOR
from wordgames.battle.legality import LETTERS, Call, Letter, Move, Place
from wordgames.battle.letters import WEIGHTS, letter_weights
from wordgames.battle.render import score_json
from wordgames.battle.rules import DEFAULT_SIDE, MAX_SIDE, Rules, default_moves
from wordgames.battle.score import directions_for
from wordgames.battle.state import CALL, BattleState, letter_chances, read_state, seat_label
from wordgames.battle.words import scoring_words, word_index
from wordgames.engine import Outcome
from wordgames.errors import ArgumentError, InputFormatError, OptionError, Param
from wordgames.game import Game
from wordgames.i18n import _
from wordgames.lexicon.vocabulary import ALL, check_table_vocabulary, table_vocabulary
from wordgames.table.loop import draw_chance

class BattleGame(Game):
    """«Словесный бой» with its rules agreed, over the lexicon's words (and the proper nouns, by house rule).

    >>> from wordgames.lexicon import Lexicon
    >>> game = BattleGame({"size": 2, "letters": list("кот.")[:3] + ["т"]}, 1, Lexicon.from_words(["кот"]))
    >>> game.rules.moves, game.rules.computer_calls, game.rules_dict()["caller"]
    (4, True, 'computer')
    >>> s = game.new_initial_state()
    >>> s.chance_outcomes()
    ((Call(letter='к'), Fraction(1, 1)),)
    >>> shown = game.presenter()
    >>> shown.format_action(s.apply(Call("к")).view(0), Place((1, 0))), shown.format_action(s.view(0), Call("к"))
    ('a2', 'к')
    """

    descriptor = DESCRIPTOR

    hidden_information = True

    def __init__(self, rules: Mapping[str, Any] | None = None, seats: int | None = None, lexicon=None):
        super().__init__(rules, seats, lexicon)
        o = self.options
        size = _int_option(o, "size", DEFAULT_SIDE)
        if o.get("directions", 2) not in (2, 8):
            raise InputFormatError(_("directions: 2 or 8, not {value}").format(value=repr(o.get("directions"))))
        if o.get("weights", "corpus") not in WEIGHTS:
            raise InputFormatError(_("weights: one of {choices}, not {value}").format(
                choices=", ".join(WEIGHTS), value=repr(o.get("weights"))))
        if o.get("caller") not in (None, "players", "computer"):
            raise InputFormatError(_("caller: players or computer, not {value}").format(value=repr(o.get("caller"))))
        letters = o.get("letters")
        if letters is not None and (not isinstance(letters, (list, tuple))
                                    or not all(isinstance(x, str) and x in LETTERS for x in letters)):
            raise InputFormatError(_("letters: a list of the game's letters"))
        caller = o.get("caller") or ("computer" if self.seats == 1 or letters is not None else "players")
        if letters is not None and caller == "players":
            raise OptionError(_("{letters} gives every call, so the players cannot call: drop {caller} players"),
                              letters=Param("letters"), caller=Param("caller"), option="caller")
        moves = _int_option(o, "moves", 0) or default_moves(size * size, self.seats)
        self.rules = Rules(players=self.seats, height=size, width=size, moves=moves,
                           computer_calls=caller == "computer", directions=directions_for(o.get("directions", 2)),
                           strike=bool(o.get("strike_duplicates")), letters=letters)
        self.weights_kind = o.get("weights", "corpus")
        self.allow_proper = bool(o.get("allow_proper"))
        self.table_words = check_table_vocabulary(o.get("table_words") or ALL)
        self._words = None
        self._chances: tuple | None = None

    def default_seats(self) -> int:
        return 1

    def notes(self) -> list[ArgumentError]:
        """The variation of struck duplicates does nothing for one player.

        >>> from wordgames.lexicon import Lexicon
        >>> [str(note) for note in BattleGame({"strike_duplicates": True}, 1, Lexicon.from_words(["кот"])).notes()]
        ['strike_duplicates has no effect with one player: variation 2 strikes the words counted by more than one player']
        """
        if self.rules.strike and self.rules.players == 1:
            return [ArgumentError(_("{strike_duplicates} has no effect with one player: variation 2 strikes the words "
                                    "counted by more than one player"), strike_duplicates=Param("strike_duplicates"),
                                  option="strike_duplicates")]
        return []

    @property
    def words(self):
        """Return the words that score: the lexicon, with the proper nouns under the house rule."""
        if self._words is None:
            if self.lexicon is None:
                raise ArgumentError(_("«Словесный бой» needs a lexicon"), option="lexicon")
            self._words = scoring_words(table_vocabulary(self.lexicon, self.table_words), self.allow_proper)
        return self._words

    @property
    def weights(self) -> dict[Letter, float]:
        """Return the letter weights of the computer's calls (and of the bots' imagined letters)."""
        return letter_weights(self.weights_kind, self.words)

    def chances(self) -> tuple:
        """Return the computer's letters with their exact chances (empty when the players or a file call)."""
        if self._chances is None:
            needed = self.rules.computer_calls and self.rules.letters is None
            self._chances = letter_chances(self.weights) if needed else ()
        return self._chances

    def rules_dict(self) -> dict[str, Any]:
        r = self.rules
        data = {"size": r.height, "moves": r.moves, "caller": "computer" if r.computer_calls else "players",
                "letters": list(r.letters) if r.letters is not None else None,
                "directions": len(r.directions), "strike_duplicates": r.strike,
                "allow_proper": self.allow_proper, "weights": self.weights_kind}
        if self.table_words != ALL:        # the default is left unwritten, as before the option existed
            data["table_words"] = self.table_words
        return data

    def new_initial_state(self) -> BattleState:
        return BattleState.initial(self.rules, self.words, self.chances())

    def state_from_dict(self, data: dict[str, Any]) -> BattleState:
        return read_state(data, self.rules, self.words, self.chances())

    # -- actions ---------------------------------------------------------------------------

    def action_to_json(self, action: Move) -> dict[str, Any]:
        if isinstance(action, Call):
            return {"call": action.letter}
        return {"place": [action.cell[0] + 1, action.cell[1] + 1]}

    def action_from_json(self, data: Any) -> Move:
        if isinstance(data, dict) and set(data) == {"call"} and isinstance(data["call"], str):
            return Call(data["call"])
        if isinstance(data, dict) and set(data) == {"place"} and isinstance(data["place"], list) \
                and len(data["place"]) == 2 and all(isinstance(x, int) and not isinstance(x, bool)
                                                    and 0 < x <= MAX_SIDE for x in data["place"]):
            return Place((data["place"][0] - 1, data["place"][1] - 1))
        raise InputFormatError(_("a move is {{\"call\": letter}} or {{\"place\": [row, column]}}, not {data}").format(
            data=repr(data)))

    # -- the table -------------------------------------------------------------------------

    def turn_of(self, state: BattleState) -> int | None:
        """A turn is one letter, called and then written by every player (the screen's «turn 3 of 36»)."""
        return len(state.called) + (state.phase == CALL)

    def outcome(self, state: BattleState) -> Outcome:
        """The game ends when the turns agreed are played; the most points win (the rules number no rule)."""
        labels = [seat_label(k) for k in range(len(state.squares))]
        return Outcome.of(state, "turns", "", {
            "squares": [list(sq.rows) for sq in state.squares],
            "scores": [score_json(labels[k], s, labels, self.words) for k, s in enumerate(state.scores)]})

    # -- bots ----------------------------------------------------------------------------

    def prepare(self, bots: Sequence[str], settings: Mapping[str, Any] | None = None, *,
                progress: Callable[[str, int, int], None] | None = None) -> None:
        """Build the index of the words that score and the letters' chances, then each bot's tables."""
        word_index(self.words)
        self.chances()
        super().prepare(bots, settings, progress=progress)


def _int_option(options: Mapping[str, Any], key: str, default: int) -> int:
    """Return a whole-number option, refusing anything else with its name."""
    value = options.get(key)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputFormatError(_("{key}: a whole number, not {value}").format(key=key, value=repr(value)))
    return value


def seeded_letters(seed: int, weights: Mapping[Letter, float], count: int) -> list[Letter]:
    """Return the first ``count`` letters the computer calls in a game seeded ``seed`` with these weights.

    The same draws as the table's (:func:`~wordgames.table.loop.draw_chance`):
    ``battle letters --seed 5`` lists the letters ``battle play --seed 5``
    calls, whatever the number of players.
    """
    chances = letter_chances(weights)

    class Caller:
        def chance_outcomes(self):
            return chances

    return [draw_chance(Caller(), seed, k).letter for k in range(count)]
