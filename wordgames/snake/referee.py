"""The referee of a whole game of Змейка: every item of a record judged by the rules, then the count.

:func:`referee` walks a :class:`~wordgames.snake.wholegame.WholeGame` the
way a referee at the table follows a game: it knows only what the record
says.  What it knows of the cards (the hands, some cards known and a number
unknown; the stock; every card seen, held to the card set) is a
:class:`~wordgames.snake.ledger.Ledger`; the referee itself is the stages of
its job.  Every placement is judged by the placement rules with their
numbers (rule 5 by challenge, or strictly, as the record's rules say); the
stages of every turn, going out and its bonus, the partner question and
challenges by the rules of the turn.  What it finds it reports by line and
column and rule; it does not stop at the first.

The count is its own, from the record alone: the points of every word
(jokers 0, a left placement doubled), the going-out bonuses by order, the
penalties, and the cards left in hand — known from the record when the deal
and every take are, else from its ``left`` lines.  A session of the table
gives the same totals as the engine (the tests hold them to it).

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.wholegame import parse_text
>>> lex = Lexicon.from_words(["опера", "раструб", "рубка", "кара"])
>>> text = "players: Оля, Петя\\nrules: hand_size=5\\ndeal Оля: перак\\ndeal Петя: стубж\\nstart: о\\n"
>>> sheet = referee(lex, parse_text(text + "Оля: опера; take б к; discard к\\n"
...                                        "Петя: challenge\\nОля: name раструб\\n"))
>>> sheet.findings, [s.words for s in sheet.sides], [s.distrust for s in sheet.sides], sheet.over
([], [7, 0], [0, -100], False)
>>> [str(f) for f in referee(lex, parse_text(text + "Оля: раструб\\n")).findings]
['line 6, column 6: rule 2: «раструб» must begin with the face-up letter «о»']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import N_, _, ngettext
from wordgames.snake.board import LEFT, RIGHT, Snake
from wordgames.snake.cards import JOKER
from wordgames.snake.ledger import Complaint, Hand, Ledger  # noqa: F401 - Hand importable from here as before
from wordgames.snake.rules import Turn, check, points
from wordgames.snake.sheet import (
    SHEET_ROWS,  # noqa: F401 - importable from here as before
    Finding,
    Sheet,
    SideSheet,
    sheet_lines,
    side_names,  # noqa: F401 - importable from here as before
)
from wordgames.snake.state import CHALLENGE_MODE, SnakeRules
from wordgames.snake.wholegame import Item, WholeGame

PLACE, ANSWER, REPLY, TAKE, DISCARD, PASS, OVER = "place", "answer", "reply", "take", "discard", "pass", "over"
STAGE_VERBS = {PLACE: ("lay", "done", "challenge", "ask"), TAKE: ("take",), DISCARD: ("discard",),
               PASS: ("give", "keep"), ANSWER: ("name", "concede"), REPLY: ("yes", "no"), OVER: ()}
LATER = {PLACE: ("take", "discard", "give", "keep"), TAKE: ("discard", "give", "keep"), DISCARD: ("give", "keep")}
STAGE_NAMES = {PLACE: N_("the placement stage"), TAKE: N_("taking"), DISCARD: N_("the discard"),
               PASS: N_("passing"), ANSWER: N_("the answer to a challenge"), REPLY: N_("the partner's reply"),
               OVER: N_("a finished game")}      # translated as they follow "'take' is not a move of …"


class Referee:
    """The walk through one record (see the module docstring)."""

    def __init__(self, lexicon, record: WholeGame):
        from wordgames.snake.game import SnakeGame
        self.lexicon, self.record = lexicon, record
        self.n = len(record.players)
        try:
            self.game = SnakeGame(record.rules, self.n, lexicon)
        except (WordgamesError, ValueError, TypeError) as e:   # a rule option out of range or of the wrong kind
            raise InputFormatError(f"rules: {e}", path=record.path) from None
        self.rules: SnakeRules = self.game.rules
        self.lexicon = self.game.lexicon          # rule 6 as the record's rules have it (diminutives refused or not)
        self.sheet = Sheet(record.players, [SideSheet(), SideSheet()])
        self.ledger = Ledger.of(self.rules.deck, record.players)     # the hands, the stock, every card seen
        self.snake: Snake | None = None
        self.phase, self.to_move = PLACE, 0
        self.words = 0
        self.normal = self.left = self.challenged = False
        self.asked: bool | None = None
        self.right_by: int | None = None
        self.right_stood = False
        self.challenger: int | None = None
        self.out: list[int] = []
        self.left_used = [False] * self.n
        self.quiet = 0

    # -- findings --------------------------------------------------------------------------------

    def find(self, item: Item | None, rule: str, message: str, code: str | None = None) -> None:
        self.sheet.findings.append(Finding(item.line if item else 0, item.column if item else 0, rule, message,
                                           code))

    def note(self, code: str, text: str) -> None:
        """Add a note to the sheet, with its stable code for --json."""
        self.sheet.notes.append(text)
        self.sheet.note_codes.append(code)

    def name(self, seat: int) -> str:
        return self.record.players[seat]

    def side(self, seat: int) -> int:
        return self.rules.side(seat)

    def file(self, item: Item | None, complaints: list[Complaint]) -> None:
        """Write down what the cards complain of, at ``item``."""
        for rule, message in complaints:
            self.find(item, rule, message)

    # -- the deal ----------------------------------------------------------------------------------

    def deal(self) -> None:
        self.file(None, self.ledger.deal(self.rules.hand_size, self.record.deal))
        if self.record.start is not None:
            self.start(None, self.record.start)

    def start(self, item: Item | None, letter: str) -> None:
        self.snake = Snake.start(letter)
        self.file(item, self.ledger.start(letter))

    # -- walking ----------------------------------------------------------------------------------

    def run(self) -> Sheet:
        self.deal()
        for item in self.record.items:
            if self.phase == OVER:
                self.find(item, "end", _("the game is over ({end}): nothing more is played").format(end=self.sheet.end))
                break
            if not self.settle(item):
                continue
            if self.phase == OVER:
                self.find(item, "end", _("the game is over ({end}): nothing more is played").format(end=self.sheet.end))
                break
            self.act(item)
        self.finish()
        return self.sheet

    def expected(self) -> int:
        """Return the seat that acts now."""
        if self.phase == ANSWER:
            return self.right_by
        if self.phase == REPLY:
            return self.rules.partner(self.to_move)
        return self.to_move

    def settle(self, item: Item | None) -> bool:
        """Close the stages the record leaves implied before ``item`` (at the end: ``None``).

        Return whether ``item`` is still to be judged as a move.
        """
        while self.phase != OVER:
            untouched = (self.phase == PLACE and not self.words and not self.challenged
                         and self.asked is None)
            if item is None:                    # the record stops: only a turn of the empty stock is closed
                if untouched or self.phase != PLACE or self.ledger.stock:
                    return False
            elif item.seat == self.expected():
                if item.verb in STAGE_VERBS[self.phase] or item.verb not in LATER.get(self.phase, ()):
                    return True             # this stage's move (or a stray one, which act reports)
            elif untouched and item.verb in ("give", "keep"):
                partner = self.rules.partner(item.seat)
                self.find(item, "pass", _("there is no passing in the game of two") if partner is None else
                          _("a card is passed only after a discard, to a partner still in the game"))
                return False
            elif self.phase in (ANSWER, REPLY):
                who = self.name(self.expected())
                if self.phase == ANSWER:
                    self.find(item, "answer", _("{player} must first name a continuation, or concede").format(player=who))
                    self.concede(item)
                else:
                    self.find(item, "ask", _("{player} must first answer the partner: yes or no").format(player=who))
                    self.phase = PLACE
                return True
            elif untouched and self.ledger.stock:
                self.find(item, "turn", _("it is {player}'s turn, not {other}'s").format(
                    player=self.name(self.to_move), other=self.name(item.seat)))
                self.new_turn(item.seat)
                return True
            if self.phase == PLACE:
                self.done(item)
            elif self.phase == TAKE:
                self.take(item, ())
            elif self.phase == DISCARD:
                self.find(item, "discard", _("{player}'s turn ends without the discard that must follow taking").format(
                    player=self.name(self.to_move)))
                self.end_turn()
            else:
                self.end_turn()
        return True

    def act(self, item: Item) -> None:
        if item.seat != self.expected():
            self.find(item, "turn", _("it is {player}'s turn, not {other}'s").format(
                player=self.name(self.expected()), other=self.name(item.seat)))
            return
        verb = item.verb
        if verb not in STAGE_VERBS[self.phase]:
            self.find(item, "stage", _("'{verb}' is not a move of {stage}").format(verb=verb,
                                                                                   stage=_(STAGE_NAMES[self.phase])))
            return
        if self.phase == PLACE:
            {"lay": self.lay, "done": self.done, "challenge": self.challenge, "ask": self.ask}[verb](item)
        elif self.phase == TAKE:
            self.take(item, item.cards)
        elif self.phase == DISCARD:
            self.discard(item)
        elif self.phase == PASS:
            self.give(item) if verb == "give" else self.end_turn()
        elif self.phase == ANSWER:
            self.answer(item) if verb == "name" else self.concede(item)
        else:
            self.asked, self.phase = verb == "yes", PLACE

    # -- the stages --------------------------------------------------------------------------------

    def new_turn(self, seat: int) -> None:
        self.to_move, self.phase = seat, PLACE
        self.words, self.normal, self.left, self.challenged, self.asked = 0, False, False, False, None

    def challenge(self, item: Item) -> None:
        right = self.snake.right_word if self.snake else None
        if right is None:
            self.find(item, "challenge", _("there is no right word to challenge yet"))
        elif self.side(self.right_by) == self.side(item.seat):
            self.find(item, "challenge", _("only an opponent of the player who laid the right word may challenge it"))
        elif self.right_stood:
            self.find(item, "challenge", _("«{word}» has already been challenged and stood").format(word=right.word))
        elif self.words or self.asked is not None or self.challenged:
            self.find(item, "challenge", _("a challenge comes first in the turn, before anything is laid or asked"))
        else:
            self.challenged, self.challenger, self.phase = True, item.seat, ANSWER

    def answer(self, item: Item) -> None:
        from wordgames.snake.challenge import claim_faults
        faults = claim_faults(self.lexicon, self.snake, item.text)
        if faults:
            self.note("not-a-continuation", _("line {line}: «{word}» is not a continuation of «{right}» ({fault})").format(
                line=item.line, word=item.text, right=self.snake.right_word.word, fault=faults[0]))
            return
        fine = self.rules.distrust_penalty
        self.sheet.sides[self.side(self.challenger)].distrust -= fine
        self.note("distrust", ngettext("line {line}: «{word}» continues «{right}»: {player}'s side is fined {n} "
                                       "for unfounded distrust",
                                       "line {line}: «{word}» continues «{right}»: {player}'s side is fined {n} "
                                       "for unfounded distrust", fine).format(
            line=item.line, word=item.text, right=self.snake.right_word.word, player=self.name(self.challenger), n=fine))
        self.right_stood, self.phase, self.challenger = True, PLACE, None

    def concede(self, item: Item | None) -> None:
        self.sheet.loser = self.side(self.right_by)
        self.over("challenge", _("{player} could not name a continuation of «{right}»: that side loses the game").format(
            player=self.name(self.right_by), right=self.snake.right_word.word))

    def ask(self, item: Item) -> None:
        partner = self.rules.partner(item.seat)
        if partner is None:
            self.find(item, "ask", _("the partner question belongs to the game of four"))
        elif partner in self.out:
            self.find(item, "ask", _("the partner has gone out"))
        elif self.asked is not None:
            self.find(item, "ask", _("the partner has already been asked this turn"))
        elif self.words:
            self.find(item, "ask", _("the partner is asked before the first placement"))
        else:
            self.phase = REPLY

    def lay(self, item: Item) -> None:
        from wordgames.snake.game import read_lay
        from wordgames.snake.record import parse_word
        from wordgames.snake.state import Lay
        if self.snake is None:
            first = item.text.lstrip("<").replace("|", "").replace(JOKER, "")
            self.start(item, first[-1] if item.text.startswith("<") else first[0])
            self.note("no-start", _("line {line}: no 'start:' line: the face-up card is taken to be «{letter}»").format(
                line=item.line, letter=self.snake.leftmost_letter))
        try:
            lay = read_lay(item.text, self.snake)
        except InputFormatError as e:
            self.find(item, "1", e.message)
            return
        except IndexError:                  # no overlap fits: rule 2 says why
            word = parse_word(item.text)[0]
            lay = Lay(word, RIGHT, len(word))
        p = replace(lay.placement, player=self.name(item.seat))
        hand = self.ledger.hands[item.seat]
        need = Counter(JOKER if i in p.jokers else p.word[i] for i in p.new_positions) if 0 < p.added <= \
            len(p.word) else Counter()
        going_out = hand.size == sum(need.values())
        turn = Turn(self.words, self.normal, self.left_used[item.seat], going_out, self.rules.max_words)
        verdict = check(self.lexicon, self.snake, p, turn)
        for f in verdict.faults:
            if f.rule == "5" and self.rules.rule5 == CHALLENGE_MODE:
                self.note("dead-end", _("line {line}: «{word}» is a dead end (rule 5); only a challenge catches it").format(
                    line=item.line, word=p.word))
            else:
                self.find(item, f.rule, f.message, f.code)
        if any(f.rule in ("1", "2") for f in verdict.faults):
            return                          # it does not lie on the snake: nothing is laid
        self.file(item, self.ledger.lay(item.seat, need, p.word))
        if going_out and self.asked is False:
            self.find(item, "ask", _("{player}'s partner said no: going out is not allowed this turn").format(
                player=self.name(item.seat)))
        scored = points(self.snake, p, self.rules.letter_values)
        self.snake = self.snake.place(p)
        side = self.sheet.sides[self.side(item.seat)]
        side.words += scored
        if p.kind == LEFT:
            side.left_placements += scored
            self.left_used[item.seat] = True
            self.left = True
        else:
            self.normal = True
            self.right_by, self.right_stood = item.seat, False
        self.words += 1
        self.quiet = 0
        self.sheet.words.append((self.name(item.seat), p.word, scored))
        if hand.size == 0:
            self.out.append(item.seat)
            self.sheet.out.append(self.name(item.seat))
            order = len(self.out)
            if order < self.n and order <= len(self.rules.bonuses):
                side.bonuses += self.rules.bonuses[order - 1]
            self.end_turn()

    def done(self, item: Item | None) -> None:
        if self.asked is True:
            fine = self.rules.information_penalty
            self.sheet.sides[self.side(self.to_move)].information -= fine
            self.note("information", ngettext("{player}'s partner said yes, but {player} did not go out: fined {n}",
                                              "{player}'s partner said yes, but {player} did not go out: fined {n}",
                                              fine).format(player=self.name(self.to_move), n=fine))
        if self.ledger.stock == 0:
            self.quiet = 0 if self.words else self.quiet + 1
            if self.quiet >= self.n - len(self.out):
                self.over("quiet-round", _("the stock is empty and a whole round passed with nothing laid"))
                return
            self.end_turn()
            return
        self.phase = TAKE

    def take(self, item: Item | None, cards: tuple) -> None:
        self.file(item, self.ledger.take(self.to_move, cards))
        self.phase = DISCARD

    def discard(self, item: Item) -> None:
        self.file(item, self.ledger.discard(item.seat, item.cards[0]))
        partner = self.rules.partner(item.seat)
        if partner is not None and partner not in self.out and self.ledger.hands[item.seat].size > 1:
            self.phase = PASS
        else:
            self.end_turn()

    def give(self, item: Item) -> None:
        self.file(item, self.ledger.give(item.seat, self.rules.partner(item.seat), item.cards[0]))
        self.end_turn()

    # -- the end of a turn and of the game ----------------------------------------------------------------

    def end_turn(self) -> None:
        if len(self.out) >= self.n:
            self.over("all-out", _("every player has gone out"))
            return
        if self.ledger.stock == 0 and self.nobody_can_place():
            self.over("blocked", _("the stock is empty and nobody can place a word"))
            return
        seat = self.to_move
        for k in range(1, self.n + 1):
            if (seat + k) % self.n not in self.out:
                seat = (seat + k) % self.n
                break
        self.new_turn(seat)

    def nobody_can_place(self) -> bool:
        """Return whether no player still in can place (False when a hand still in is not fully known)."""
        from wordgames.snake.moves import placements
        if any(self.ledger.hands[s].unknown for s in range(self.n) if s not in self.out):
            return False
        for seat in range(self.n):
            if seat not in self.out:
                turn = Turn(left_used=self.left_used[seat], max_words=self.rules.max_words)
                found = placements(self.lexicon, self.snake, +self.ledger.hands[seat].known, turn,
                                   continuation=self.rules.rule5 != CHALLENGE_MODE)
                if next(iter(found), None) is not None:
                    return False
        return True

    def over(self, code: str, why: str) -> None:
        self.phase, self.sheet.over, self.sheet.end, self.sheet.end_code = OVER, True, why, code

    def finish(self) -> None:
        """Settle what the record leaves implied, then count the cards left in hand."""
        if self.phase != OVER:
            self.settle(None)
        stock = self.ledger.stock
        if self.phase != OVER:
            self.sheet.end = (ngettext("the record stops with {n} cards in the stock",
                                       "the record stops with {n} cards in the stock", stock).format(n=stock)
                              if stock else _("the record stops with the stock empty"))
            self.sheet.end_code = "record-stops" if stock else "record-stops-empty"
            if stock == 0:
                self.sheet.over = True
        left = self.record.left
        for seat in range(self.n):
            cards, complaints = self.ledger.left(seat, left[seat] if left else None)
            self.file(None, complaints)
            side = self.sheet.sides[self.side(seat)]
            if cards is None:
                side.in_hand = None
            elif side.in_hand is not None:
                side.in_hand -= sum(self.rules.in_hand_cost(c) * n for c, n in cards.items())
        if any(s.in_hand is None for s in self.sheet.sides):
            self.note("hands-unknown", _("the cards left in some hands are not known: add 'left PLAYER: cards' "
                                         "lines for the count"))


def referee(lexicon, record: WholeGame) -> Sheet:
    """Return the referee's sheet of a whole-game record (see the module docstring)."""
    return Referee(lexicon, record).run()


__all__ = ["referee", "sheet_lines", "Sheet", "SideSheet", "Finding"]
