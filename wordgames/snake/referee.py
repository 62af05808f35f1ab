"""The referee of a whole game of Змейка: a record replayed through the game's own rules, then the count.

:func:`referee` replays a :class:`~wordgames.snake.wholegame.WholeGame`
through :class:`~wordgames.snake.state.SnakeState`, the state the table plays:
every item of the record becomes the game's action and is judged by
:meth:`~wordgames.engine.State.breaches`, the one check of the rules.  A
record need not show every card: a hand not dealt in the record, two cards
taken unseen, a card passed unseen are :data:`~wordgames.snake.stages.UNKNOWN`
cards of the state, revealed when the record lays, discards or passes them.
The referee adds only what a record needs beyond the game: the stages a record
leaves implied (``take`` not written, ``keep`` not written), and, where the
record breaks a rule, going on as the record goes on.

Every rule an item breaks is reported with its line, column and rule, and the
checking goes on.  A placement that breaks a rule is not laid: it scores
nothing, and it cannot take a player out (the cards stay in the hand).  The
count is the state's own: the points of every legal word, the going-out
bonuses, the fines, and the cards left in hand, known from the record when the
deal and every take are, else from its ``left`` lines.

>>> from wordgames.lexicon import Lexicon
>>> from wordgames.snake.wholegame_reader import parse_text
>>> lex = Lexicon.from_words(["опера", "раструб", "рубка", "кара"])
>>> text = "players: Оля, Петя\\nrules: hand_size=5\\ndeal Оля: перак\\ndeal Петя: стубж\\nstart: о\\n"
>>> sheet = referee(lex, parse_text(text + "Оля: опера; take б к; discard к\\n"
...                                        "Петя: challenge\\nОля: name раструб\\n"))
>>> sheet.findings, [s.words for s in sheet.sides], [s.distrust for s in sheet.sides], sheet.over
([], [7, 0], [0, -100], False)
>>> for finding in referee(lex, parse_text(text + "Оля: раструб\\n")).findings:    # every rule it breaks
...     print(finding)
line 6, column 6: rule hand: the hand lacks б с т у for «раструб»
line 6, column 6: rule 2: «раструб» must begin with the face-up letter «о»
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from wordgames.errors import InputFormatError, WordgamesError
from wordgames.i18n import _, ngettext
from wordgames.snake.actions import Ask, Challenge, Concede, Discard, Done, Draw, Give, Keep, Lay, Name, Reply
from wordgames.snake.board import LEFT, RIGHT
from wordgames.snake.cards import JOKER
from wordgames.snake.conditions import CHALLENGE_MODE, SnakeRules
from wordgames.snake.game import SnakeGame
from wordgames.snake.legality import any_placement, merged, next_turn, placer, unseen_breaches
from wordgames.snake.notation import read_lay
from wordgames.snake.record import parse_word
from wordgames.snake.rules import continuation_faults, points
from wordgames.snake.sheet import Finding, Sheet, SideSheet
from wordgames.snake.stages import ANSWER, DISCARD, FACE_UP, OVER, PASS, PLACE, REPLY, TAKE, UNKNOWN, TurnSoFar
from wordgames.snake.state import SnakeState
from wordgames.snake.wholegame import Item, WholeGame

STAGE_VERBS = {PLACE: ("lay", "done", "challenge", "ask"), TAKE: ("take",), DISCARD: ("discard",),
               PASS: ("give", "keep"), ANSWER: ("name", "concede"), REPLY: ("yes", "no"), OVER: ()}
AFTER_PLACING = ("take", "discard", "give", "keep")      # the verbs of the stages after the placement stage


class Referee:
    """The replay of one record (see the module docstring)."""

    def __init__(self, lexicon, record: WholeGame):
        self.record = record
        self.n = len(record.players)
        try:
            self.game = SnakeGame(record.rules, self.n, lexicon)
        except (WordgamesError, ValueError, TypeError) as e:   # a rule option out of range or of the wrong kind
            raise InputFormatError(f"rules: {e}", path=record.path) from None
        self.rules: SnakeRules = self.game.rules
        self.lexicon = self.game.lexicon          # rule 6 as the record's rules have it (diminutives refused or not)
        self.sheet = Sheet(record.players, [SideSheet(), SideSheet()])
        self.state: SnakeState = self.game.new_initial_state()

    # -- findings --------------------------------------------------------------------------------

    def find(self, item: Item | None, rule: str, message: str, code: str | None = None) -> None:
        self.sheet.findings.append(Finding(item.line if item else 0, item.column if item else 0, rule, message,
                                           code))

    def file(self, item: Item | None, breaches) -> None:
        """Write down every breach at ``item``."""
        for b in breaches:
            self.find(item, b.rule, b.message, getattr(b, "code", None))

    def note(self, code: str, text: str) -> None:
        """Add a note to the sheet, with its stable code for --json."""
        self.sheet.notes.append(text)
        self.sheet.note_codes.append(code)

    def name(self, seat: int) -> str:
        return self.record.players[seat]

    # -- the deal ----------------------------------------------------------------------------------

    def deal(self) -> None:
        """Deal the hands: the cards the record shows, the others unknown; then turn the face-up card."""
        rules, s = self.rules, self.state
        hands, known = [], Counter()
        for seat, player in enumerate(self.record.players):
            dealt = self.record.deal[seat] if self.record.deal else None
            if dealt is None:
                hands.append(UNKNOWN * rules.hand_size)
                continue
            if len(dealt) != rules.hand_size:
                self.find(None, "deal", ngettext("{player} was dealt {n} card, not {size}",
                                                 "{player} was dealt {n} cards, not {size}", len(dealt)).format(
                    player=player, n=len(dealt), size=rules.hand_size))
            hands.append("".join(sorted(dealt + UNKNOWN * max(0, rules.hand_size - len(dealt)))))
            known += Counter(dealt)
        self.file(None, unseen_breaches(s, known))
        pool = Counter(dict(s.stock))
        pool.subtract(known)
        self.state = replace(s, hands=tuple(hands), stock=merged((), +pool), dealt=self.n * rules.hand_size,
                             phase=FACE_UP)
        start = self.record.start
        if start is None:
            first = next((i for i in self.record.items if i.verb == "lay"), None)
            word = first.text.lstrip("<").replace("|", "").replace(JOKER, "") if first else ""
            start = (word[-1] if first.text.startswith("<") else word[0]) if word else None
            if start is None or start not in self.rules.deck or start == JOKER:
                self.state = replace(self.state, phase=PLACE, to_move=0)     # no snake: nothing can be laid
                return
            self.note("no-start", _("line {line}: no 'start:' line: the face-up card is taken to be «{letter}»").format(
                line=first.line, letter=start))
        self.draw(None, start)

    def draw(self, item: Item | None, card: str | None) -> None:
        """Apply a card turned up or taken: ``None`` for one nobody saw."""
        if card is not None:
            self.file(item, unseen_breaches(self.state, Counter(card)))
        self.state = self.state.next_state(Draw(UNKNOWN if card is None else card))

    # -- walking ----------------------------------------------------------------------------------

    def run(self) -> Sheet:
        self.deal()
        for item in self.record.items:
            if self.state.phase != OVER and not self.settle(item):
                continue
            if self.state.phase == OVER:
                self.find(item, "end", _("the game is over ({end}): nothing more is played").format(
                    end=self.ending()[1]))
                break
            self.act(item)
        self.finish()
        return self.sheet

    def touched(self) -> bool:
        """Return whether the player to move has done anything this turn."""
        t = self.state.turn
        return bool(t.words or t.challenged or t.asked is not None)

    def settle(self, item: Item | None) -> bool:
        """Close the stages the record leaves implied before ``item`` (at the end of the record: ``None``).

        Return whether ``item`` is still to be judged as a move.
        """
        while self.state.phase != OVER:
            s = self.state
            if item is None:                        # the record stops: only a turn of the empty stock is closed
                if s.phase == PLACE and self.touched() and s.stock_size <= 0:
                    self.apply(None, Done())
                    continue
                return False
            if s.phase == TAKE:
                if item.seat == s.to_move and item.verb == "take":
                    return True
                while self.state.phase == TAKE:         # the cards taken were not seen
                    self.draw(None, None)
                continue
            if item.seat == s.to_move:
                if item.verb in STAGE_VERBS[s.phase]:
                    return True
                if s.phase == PLACE and item.verb in AFTER_PLACING:
                    if not self.after_placing(item):
                        return False
                    continue
                if s.phase == DISCARD and item.verb in ("give", "keep"):
                    self.missing_discard(item)
                    if item.verb == "give":
                        self.find(item, "pass", _("a card is passed only after a discard, to a partner still in "
                                                  "the game"))
                    return False
                return True                         # a move of another stage: the state says which
            if item.seat in s.out and item.verb in AFTER_PLACING:
                self.find(item, "take" if item.verb == "take" else "discard" if item.verb == "discard" else "pass",
                          _("{player} has gone out: a player who goes out takes, discards and passes nothing").format(
                              player=self.name(item.seat)))
                return False
            if s.phase == PLACE and not self.touched() and item.verb in ("give", "keep"):
                self.find(item, "pass", _("there is no passing in the game of two")
                          if self.rules.partner(item.seat) is None else
                          _("a card is passed only after a discard, to a partner still in the game"))
                return False
            if s.phase == ANSWER:
                self.find(item, "answer", _("{player} must first name a continuation, or concede").format(
                    player=self.name(s.to_move)))
                self.apply(item, Concede())
                return True
            if s.phase == REPLY:
                self.find(item, "ask", _("{player} must first answer the partner: yes or no").format(
                    player=self.name(s.to_move)))
                self.state = replace(s, phase=PLACE, to_move=self.rules.partner(s.to_move))
                continue
            if s.phase == PLACE and not self.touched():
                self.find(item, "turn", _("it is {player}'s turn, not {other}'s").format(
                    player=self.name(s.to_move), other=self.name(item.seat)))
                # the record goes on with this player; a skipped turn is no pass, so no round of passes runs on
                self.state = replace(s, phase=PLACE, to_move=item.seat, turn=TurnSoFar(), taking=0, quiet=0)
                continue
            if s.phase == PLACE:
                self.apply(None, Done())
            elif s.phase == DISCARD:
                self.missing_discard(item)
            else:
                self.apply(None, Keep())
        return True

    def after_placing(self, item: Item) -> bool:
        """End the placement stage before a take, discard or pass; name what the stages after it forbid."""
        s = self.state
        if s.stock_size <= 0:
            if item.verb == "take":
                self.find(item, "take", _("the stock is empty: nothing is taken («Взятие осуществляется "
                                          "обязательно, за исключением … когда склад пуст»)"))
            elif item.verb == "discard":
                self.find(item, "discard", _("{player} took nothing (the stock is empty): a player who did not take "
                                             "does not discard («сброс … запрещен»)").format(
                    player=self.name(item.seat)))
            else:
                self.find(item, "pass", _("a card is passed only after a discard, to a partner still in the game"))
            self.apply(None, Done())
            return False
        if item.verb in ("give", "keep") and self.rules.partner(item.seat) is None:
            self.find(item, "pass", _("there is no passing in the game of two"))
            return False
        self.apply(None, Done())
        return True

    def missing_discard(self, item: Item | None) -> None:
        """Report a turn that ends without the discard that must follow taking, and go on with the next turn."""
        self.find(item, "discard", _("{player}'s turn ends without the discard that must follow taking").format(
            player=self.name(self.state.to_move)))
        self.state = next_turn(self.state)

    # -- one move ----------------------------------------------------------------------------------

    def act(self, item: Item) -> None:
        """Judge ``item`` by the rules of the state and apply it when the record can go on from it."""
        s = self.state
        if item.verb == "take" and s.phase == TAKE:
            due = s.taking
            if item.cards and len(item.cards) != due:
                self.find(item, "take", ngettext("{n} card is taken from a stock of {stock}, not {given}",
                                                 "{n} cards are taken from a stock of {stock}, not {given}",
                                                 due).format(n=due, stock=s.stock_size, given=len(item.cards)))
            cards = list(item.cards[:due]) + [None] * (due - len(item.cards[:due]))
            for card in cards:
                self.draw(item, card)
            return
        action = self.action_of(item)
        if action is None:
            return
        breaches = s.breaches(action)
        if isinstance(action, Name) and breaches and s.phase == ANSWER:
            self.note("not-a-continuation", _("line {line}: «{word}» is not a continuation of «{right}» ({fault})").format(
                line=item.line, word=item.text, right=s.snake.right_word.word, fault=breaches[0].message))
            return
        self.file(item, breaches)
        if breaches and not self.goes_on(action, breaches):
            return                  # not made: a placement that breaks a rule is not laid, and scores nothing
        self.apply(item, action)

    def goes_on(self, action, breaches) -> bool:
        """Return whether the record goes on from a discard or a pass it got wrong (the card is named wrongly)."""
        return isinstance(action, (Discard, Give)) and all(b.rule in ("discard", "pass", "cards") for b in breaches) \
            and not (isinstance(action, Give) and len(self.state.hand_to_move) < 2)

    def action_of(self, item: Item):
        """Return the action ``item`` records, or None (and the finding) when it is not one."""
        if item.verb == "lay":
            return self.lay_of(item)
        if item.verb in ("discard", "give"):
            card = item.cards[0] if item.cards and item.cards[0] is not None else UNKNOWN
            return Discard(card) if item.verb == "discard" else Give(card)
        if item.verb == "name":
            return Name(item.text)
        if item.verb == "take":             # a take in a stage with no taking
            self.find(item, "take", _("{player} takes only after the placement stage, once a turn").format(
                player=self.name(item.seat)))
            return None
        return {"done": Done(), "challenge": Challenge(), "ask": Ask(), "keep": Keep(), "concede": Concede(),
                "yes": Reply(True), "no": Reply(False)}[item.verb]

    def lay_of(self, item: Item):
        if self.state.snake is None:
            self.find(item, "2", _("there is no face-up card to lay a word on"))
            return None
        try:
            return read_lay(item.text, self.state.snake)
        except InputFormatError as e:
            self.find(item, "1", e.message)
            return None
        except IndexError:                  # no overlap fits: rule 2 says why
            word = parse_word(item.text)[0]
            return Lay(word, RIGHT, len(word))

    # -- what an action did, for the score sheet --------------------------------------------------

    def apply(self, item: Item | None, action) -> None:
        """Apply ``action`` and write what it did on the sheet: the state's points, split by what earned them."""
        before = self.state
        seat = before.to_move
        after = self.state = before.next_state(action)
        side = self.rules.side(seat)
        gained = after.points[side] - before.points[side]
        sheet = self.sheet.sides[side]
        if isinstance(action, Lay):
            p = action.placement
            scored = points(before.snake, p, self.rules.letter_values)
            sheet.words += scored
            sheet.bonuses += gained - scored
            if p.kind == LEFT:
                sheet.left_placements += scored
            self.sheet.words.append((self.name(seat), p.word, scored))
            if seat in after.out and seat not in before.out:
                self.sheet.out.append(self.name(seat))
            if p.kind != LEFT and self.rules.rule5 == CHALLENGE_MODE and item is not None \
                    and continuation_faults(self.lexicon, before.snake, p):
                self.note("dead-end", _("line {line}: «{word}» is a dead end (rule 5); only a challenge catches it").format(
                    line=item.line, word=p.word))
        elif isinstance(action, Name):
            challenger = self.rules.side(before.challenger)
            fine = before.points[challenger] - after.points[challenger]
            self.sheet.sides[challenger].distrust -= fine
            self.note("distrust", ngettext("line {line}: «{word}» continues «{right}»: {player}'s side is fined {n} "
                                           "for unfounded distrust",
                                           "line {line}: «{word}» continues «{right}»: {player}'s side is fined {n} "
                                           "for unfounded distrust", fine).format(
                line=item.line if item else 0, word=action.word, right=before.snake.right_word.word,
                player=self.name(before.challenger), n=fine))
        elif isinstance(action, Done) and gained:
            sheet.information += gained
            self.note("information", ngettext("{player}'s partner said yes, but {player} did not go out: fined {n}",
                                              "{player}'s partner said yes, but {player} did not go out: fined {n}",
                                              -gained).format(player=self.name(seat), n=-gained))
        elif isinstance(action, Concede):
            self.sheet.loser = after.loser

    # -- the end ------------------------------------------------------------------------------------

    def ending(self) -> tuple[str, str]:
        """Return how the game ended, as (a stable code, the sentence)."""
        s = self.state
        if s.loser is not None:
            right = s.snake.right_word.word if s.snake and s.snake.right_word else ""
            return "challenge", _("{player} could not name a continuation of «{right}»: that side loses the game").format(
                player=self.name(s.right_by), right=right)
        if len(s.out) >= self.n:
            return "all-out", _("every player has gone out")
        if not any_placement(s):
            return "blocked", _("the stock is empty and nobody can place a word")
        return "quiet-round", _("the stock is empty and a whole round passed with nothing laid")

    def finish(self) -> None:
        """Settle what the record leaves implied, then count the cards left in hand."""
        if self.state.phase != OVER:
            self.settle(None)
        s = self.state
        stock = s.stock_size
        if s.phase == OVER:
            self.sheet.over = True
            self.sheet.end_code, self.sheet.end = self.ending()
        elif stock > 0:
            self.sheet.end_code = "record-stops"
            self.sheet.end = ngettext("the record stops with {n} card in the stock",
                                      "the record stops with {n} cards in the stock", stock).format(n=stock)
        else:
            self.sheet.end_code = "record-stops-empty"
            seat = placer(s)
            self.sheet.end = (_("the record stops with the stock empty") if seat is None else
                              _("the record stops with the stock empty, and a hand the record does not show "
                                "might still lay a word") if UNKNOWN in s.hands[seat] else
                              _("the record stops with the stock empty, and {player} can still lay a word").format(
                                  player=self.name(seat)))
        self.count_hands()

    def count_hands(self) -> None:
        """Count the cards left in hand: the state's hands, or the record's ``left`` lines where a hand is not known."""
        s, left = self.state, self.record.left
        for seat, hand in enumerate(s.hands):
            recorded = left[seat] if left else None
            known = Counter(hand.replace(UNKNOWN, ""))
            side = self.sheet.sides[self.rules.side(seat)]
            if recorded is None:
                cards = None if UNKNOWN in hand else known
            else:
                cards = Counter(recorded)
                if len(recorded) != len(hand) or known - cards:
                    shown = " ".join(recorded) or _("none")
                    message = (ngettext("{player} is left with {n} card including {known}, not {recorded}",
                                        "{player} is left with {n} cards including {known}, not {recorded}", len(hand))
                               if known else
                               ngettext("{player} is left with {n} card, not {recorded}",
                                        "{player} is left with {n} cards, not {recorded}", len(hand)))
                    self.find(None, "left", message.format(player=self.name(seat), n=len(hand), recorded=shown,
                                                           known=" ".join(sorted(known.elements()))))
                self.file(None, unseen_breaches(s, cards - known))
            if cards is None:
                side.in_hand = None
            elif side.in_hand is not None:
                side.in_hand -= sum(self.rules.in_hand_cost(c) * n for c, n in cards.items())
        if any(side.in_hand is None for side in self.sheet.sides):
            self.note("hands-unknown", _("the cards left in some hands are not known: add 'left PLAYER: cards' "
                                         "lines for the count"))


def referee(lexicon, record: WholeGame) -> Sheet:
    """Return the referee's sheet of a whole-game record (see the module docstring)."""
    return Referee(lexicon, record).run()

