"""Fair on the wire: during whole four-seat games of Змейка and «Словесный бой», no frame any socket receives
(nor a seat's page, a refusal, a hint or an error) carries a hidden item of another seat before the game's end.

Every frame is recorded, and judged by two oracles that do not read a page's markup:

(a) noninterference: a frame is re-rendered (:func:`wordgames.web.render.seat_fragment`) from a stand-in
    table holding the same position with every OTHER seat's hidden items replaced (their hands or squares
    by others of the same size, the cards dealt or passed to them by others, where they wrote), built here
    from the state's own fields; it must be byte for byte the frame the socket received (and be found
    whole in the seat's page).  The same
    re-render with the seat's OWN hidden items changed must differ somewhere (so the change reaches the
    page, and the check can fail).
(b) a direct search: no other seat's hand (its cards written as the game writes a hand, or its letters in a
    row) and no row of another seat's square appears in any frame, page, refusal or error line.

A spectator's socket (the table's public link) is judged the same way with EVERY seat's hidden items
replaced (:func:`wordgames.web.render.watch_fragment`), and searched for every seat's hand and rows.

At the end the rules show everything: the frames of the final position are not judged.
"""

from __future__ import annotations

import html
import random
import re
from dataclasses import replace

import pytest

from tests.web_harness import table_server
from tests.web_scripted import Phone, Played, asked, move, seated
from wordgames.i18n import speaking
from wordgames.table.loop import Step
from wordgames.web.render import seat_fragment, watch_fragment

LANGUAGE = "ru"


# -- the stand-in table: a position told to the renderer as the table tells it ------------------------


class StandIn:
    """What :func:`seat_fragment` reads of a :class:`~wordgames.web.table.Table`, holding a given position."""

    def __init__(self, table, state, index: int, steps, asked_seat):
        self.game, self.entry, self.shown, self.names = table.game, table.entry, table.shown, table.names
        self.hint, self.failure, self.page, self.told = table.hint, None, table.page, {}
        self.state, self.index, self.steps, self.asked = state, index, steps, asked_seat
        self.session, self.vote, self.notices, self.reviews, self.reviewing = table.session, None, [], {}, False

    def snapshot(self):
        return self.state, self.index, False

    entered = False              # the table draws chance (no dice entered at its phones)

    def seconds_left(self):
        return None

    def entering(self, seat):
        return False

    def played_by_bot(self, seat):
        return False


# -- the hidden items of each game, and positions that differ only in them -----------------------------


def other_cards(rng: random.Random, cards: str, deck: str, unknown: str = "?") -> str:
    """Return ``cards`` with every known card replaced by one drawn from ``deck`` (the same number of cards)."""
    return "".join(c if c == unknown else rng.choice(deck) for c in cards)


def snake_receiver(step: Step) -> int | None:
    """Return the seat whose hand a card drawn in ``step`` went to (None: a face-up card or no draw)."""
    grew = [s for s, (a, b) in enumerate(zip(step.before.hands, step.after.hands)) if len(b) > len(a)]
    return grew[0] if len(grew) == 1 else None


def snake_state_for(state, rng, seat: int, keep: set[int]):
    """Return ``state`` with the hands and received cards of every seat not in ``keep`` replaced."""
    deck = "".join(sorted(state.rules.deck))
    hands = tuple(h if s in keep else other_cards(rng, h, deck) for s, h in enumerate(state.hands))
    received = tuple(r if s in keep else tuple(other_cards(rng, "".join(r), deck)) for s, r in enumerate(state.received))
    return replace(state, hands=hands, received=received)


def snake_action_for(step: Step, rng, seat: int, keep: set[int]):
    """Return ``step``'s action, with the card of a draw or a pass that ``seat`` does not see replaced."""
    from wordgames.snake.actions import Draw, Give
    action, before = step.action, step.before
    deck = "".join(sorted(before.rules.deck))
    if isinstance(action, Draw):
        receiver = snake_receiver(step)
        if receiver is not None and receiver not in keep:
            return Draw(rng.choice(deck))
    if isinstance(action, Give):
        giver = before.to_move
        if giver not in keep and before.rules.partner(giver) not in keep:
            return Give(rng.choice(deck))
    return action


def battle_state_for(state, rng, seat: int, keep: set[int]):
    """Return ``state`` with the square of every seat not in ``keep`` replaced by one with as many letters."""
    from wordgames.battle.letters import ALPHABET
    from wordgames.battle.square import EMPTY, Square
    squares = []
    for s, square in enumerate(state.squares):
        if s in keep:
            squares.append(square)
            continue
        height, width = len(square.rows), len(square.rows[0])
        filled = sum(ch != EMPTY for row in square.rows for ch in row)
        cells = set(rng.sample(range(height * width), filled))
        squares.append(Square(tuple("".join(rng.choice(ALPHABET) if r * width + c in cells else EMPTY
                                            for c in range(width)) for r in range(height))))
    return replace(state, squares=tuple(squares))


def battle_action_for(step: Step, rng, seat: int, keep: set[int]):
    """Return ``step``'s action, with where another seat wrote replaced."""
    from wordgames.battle.legality import Place
    if isinstance(step.action, Place) and step.seat not in keep:
        size = len(step.before.squares[0].rows)
        return Place((rng.randrange(size), rng.randrange(size)))
    return step.action


ALTER = {"snake": (snake_state_for, snake_action_for), "battle": (battle_state_for, battle_action_for)}


def altered(game: str, states, actions, k: int, rng: random.Random, seat: int, keep: set[int]):
    """Return (state k, the steps before it) with the hidden items of the seats not in ``keep`` replaced."""
    state_for, action_for = ALTER[game]
    steps = []
    for i in range(max(0, k - 30), k):       # the renderer reads the last few steps' narration
        true = Step(i, states[i].current_player(), actions[i], states[i], states[i + 1])
        steps.append(Step(i, true.seat, action_for(true, rng, seat, keep), state_for(states[i], rng, seat, keep),
                          state_for(states[i + 1], rng, seat, keep)))
    return state_for(states[k], rng, seat, keep), steps


# -- the direct search ------------------------------------------------------------------------------


WORD = "word:"
"""Marks a form found only as a whole word, in either case (a few letters in a row are found inside words)."""


def hidden_forms(game: str, state, seat: int) -> set[str]:
    """Return the ways another seat's hidden items of ``state`` could be written on ``seat``'s page."""
    forms: set[str] = set()
    if game == "snake":
        from wordgames.snake.render import hand_text
        own = state.hands[seat].replace("?", "")
        with speaking(LANGUAGE):
            mine = " ".join([hand_text(own, state.rules), own, "".join(sorted(own))]).upper()
        for s, hand in enumerate(state.hands):
            cards = hand.replace("?", "")
            if s == seat or len(cards) < 2:
                continue
            with speaking(LANGUAGE):
                forms.add(hand_text(cards, state.rules))
            if len(cards) >= 4:
                forms |= {WORD + cards, WORD + "".join(sorted(cards))}
        forms = {f for f in forms if f.removeprefix(WORD).upper() not in mine}   # the seat's own hand is its own
    else:
        own_rows = {row for row in state.squares[seat].rows}
        for s, square in enumerate(state.squares):
            for row in square.rows:
                letters = row.replace(".", "")
                if s == seat or len(letters) < 2 or row in own_rows:
                    continue
                forms |= {row, " ".join(ch.upper() if ch != "." else "·" for ch in row)}
                if len(letters) >= 3:
                    forms.add(WORD + letters)
    return forms


def found(form: str, text: str) -> bool:
    """Return whether ``form`` is in ``text`` (a :data:`WORD` form as a whole word, in either case)."""
    if form.startswith(WORD):
        word = re.escape(form.removeprefix(WORD))
        return re.search(rf"(?<![а-яё]){word}(?![а-яё])", text, re.IGNORECASE) is not None
    return form in text


def text_of(frame_html: str) -> str:
    """Return the text a frame shows (tags dropped, entities read), and its markup, for the search."""
    return frame_html + "\n" + html.unescape(re.sub(r"<[^>]*>", " ", frame_html))


# -- a whole game, every frame recorded ---------------------------------------------------------------


def probe_text(game: str, state, seat: int) -> str:
    """Return a move of ``seat`` made of another seat's hidden items (refused: it is not theirs to play)."""
    other = (seat + 1) % len(state.squares if game == "battle" else state.hands)
    if game == "snake":
        return state.hands[other].replace("?", "") or "кот"
    return next((row.replace(".", "") for row in state.squares[other].rows if row.strip(".")), "а1")


def record_game(game: str, players: str, seed: int, lexicon, **rules):
    """Play a whole game through the sockets, with a refused probe and a malformed message now and then, and
    the seats' pages opened anew; return (table, the probes sent, every frame: (seat, index or None, html or
    text))."""
    server = table_server(game, players, seed, lexicon=lexicon, **rules)
    table = server.table
    rng = random.Random(seed)
    played = Played()
    seen: list[tuple[int, int | None, str]] = []
    probes: dict[tuple[int, int], str] = {}
    with seated(server, LANGUAGE) as (client, phones):
        watcher = Phone(client, table.watch_key, LANGUAGE)      # a spectator: what is public only
        for turn in range(100_000):
            who = asked(table)
            if who is None:
                break
            seat, index = who
            if turn % 9 == 0:           # every seat's page opened anew (the first page, a reload)
                for key, s in table.keys.items():
                    seen.append((s, index, client.get(f"/t/{key}", headers={"accept-language": LANGUAGE}).text))
            if turn % 5 == 2:           # a refused move made of another seat's cards, and a malformed one
                probes[seat, index] = probe_text(game, table.snapshot()[0], seat)
                phones[seat].send({"type": "move", "index": index, "text": probes[seat, index]})
                if turn % 45 == 2:      # (a connection sending 20 of these is closed)
                    mark = phones[seat].mark()
                    phones[seat].send({"type": "move", "index": index, "text": "\x00"})
                    phones[seat].wait_since(mark, lambda f: f.get("type") == "error")
                phones[seat].frames.append({"type": "sent-at", "index": index})
            if turn % 7 == 3:           # the hint bot's move, told to this seat alone
                mark = phones[seat].mark()
                phones[seat].send({"type": "hint", "index": index})
                phones[seat].wait_since(mark, lambda f: 'class="hint"' in f.get("html", ""))
            move(table, phones, rng, played)
        for phone in phones.values():
            phone.view_at(table.index)
        watcher.view_at(table.index)
    assert table.finished and table.failure is None
    for frame in list(watcher.frames):
        if frame.get("type") == "view":
            seen.append((None, frame["index"], frame["html"]))
    for seat, phone in phones.items():
        at = None
        for frame in list(phone.frames):
            if frame.get("type") == "sent-at":
                at = frame["index"]
            elif frame.get("type") == "view":
                seen.append((seat, frame["index"], frame["html"]))
            else:
                seen.append((seat, at, frame.get("message", str(frame))))
    return table, probes, seen


def hint_of(frame_html: str) -> str:
    """Return the hint a frame tells its seat (the frame's own line, ``hint: …``), or ''."""
    from wordgames.i18n import _
    found_hint = re.search(r'<p class="hint" role="status">(.*?)</p>', frame_html, re.S)
    if not found_hint:
        return ""
    with speaking(LANGUAGE):
        before, after = _("hint: {move}").split("{move}")
    line = html.unescape(found_hint.group(1))
    assert line.startswith(before) and line.endswith(after)
    return line[len(before):len(line) - len(after)]


def judge_game(game: str, players: str, seed: int, lexicon, **rules) -> None:
    table, probes, seen = record_game(game, players, seed, lexicon, **rules)
    actions = [table.game.action_from_json(a) for a in table.session.actions]
    states = [table.game.new_initial_state()]
    for action in actions:
        states.append(states[-1].apply(action))
    end = len(actions)
    seats = range(len(table.names))
    refusals = hints = pages = 0
    own_changes = 0
    judged = set()
    watched = 0
    for seat, index, text in seen:
        if index is None or index >= end:
            continue                                  # the end shows everything
        if seat is None:                              # a spectator's frame: every seat's items are hidden from it
            shown = text_of(text)
            for form in set().union(*(hidden_forms(game, states[index], s) for s in seats)):
                assert not found(form, shown), (game, "spectator", index, form)
            state, steps = altered(game, states, actions, index, random.Random(index), 0, keep=set())
            assert watch_fragment(StandIn(table, state, index, steps, None), LANGUAGE) == text, (game, index)
            watched += 1
            continue
        # (b) the direct search, every frame, page, refusal and error line
        shown = text_of(text)
        if (seat, index) in probes:                   # a refusal may quote what the seat itself typed
            for typed in {probes[seat, index], probes[seat, index].upper()}:
                shown = shown.replace(typed, "")
        for form in hidden_forms(game, states[index], seat):
            assert not found(form, shown), (game, seat, index, form)
        if text.startswith("<!doctype"):              # a seat's page: it holds the frame as the socket sends it
            mine = 'data-mine="yes"' in text
            state, steps = altered(game, states, actions, index, random.Random(index), seat, keep={seat})
            stand_in = StandIn(table, state, index, steps, seat if mine else None)
            assert seat_fragment(stand_in, seat, LANGUAGE) in text, (game, seat, index, "page")
            pages += 1
        if not text.startswith('<section class="frame"') or (seat, index, text) in judged:
            continue
        judged.add((seat, index, text))
        # (a) noninterference, byte for byte: the frame is made of the seat's own view alone
        mine = 'data-mine="yes"' in text
        told = [html.unescape(x) for x in re.findall(r"<li>(.*?)</li>",
                                                        text.split('class="refusal"', 1)[1].split("</div>", 1)[0])] \
            if 'class="refusal"' in text else []
        refusals += bool(told)
        hint = hint_of(text)
        hints += bool(hint)
        rng = random.Random(index * 7 + seat)
        state, steps = altered(game, states, actions, index, rng, seat, keep={seat})
        stand_in = StandIn(table, state, index, steps, seat if mine else None)
        assert seat_fragment(stand_in, seat, LANGUAGE, refusals=told, hint=hint) == text, (game, seat, index)
        if len(judged) % 25 == 1:                     # the seat's own hidden items do reach its page
            state, steps = altered(game, states, actions, index, rng, seat, keep=set(seats) - {seat})
            stand_in = StandIn(table, state, index, steps, seat if mine else None)
            own_changes += seat_fragment(stand_in, seat, LANGUAGE, refusals=told, hint=hint) != text
    assert refusals >= 4, "the probes were not refused where a page could show them"
    assert hints >= 4, "no hint was shown"
    assert own_changes >= 3, "changing a seat's own hidden items changed nothing: the oracle sees nothing"
    assert len(judged) > 100 and pages >= 8 and watched > 20


def test_no_frame_of_a_four_seat_snake_carries_another_seats_cards(lexicon):
    judge_game("snake", "Оля,Петя,Маша,Коля", 3, lexicon, hand_size=3)


def test_no_frame_of_a_four_seat_battle_carries_another_seats_square(lexicon):
    judge_game("battle", "Оля,Петя,Маша,Коля", 5, lexicon, size=5)


@pytest.mark.parametrize("game", ["snake", "battle"])
def test_the_search_finds_a_hand_or_a_row_written_on_a_page(game, lexicon):
    """The direct search can fail: the forms of another seat's items are found where a page would write them."""
    from wordgames.registry import info
    entry = info(game)
    loaded = entry.load({"hand_size": 6} if game == "snake" else {"size": 4}, 4, lexicon)
    state = loaded.new_initial_state()
    rng = random.Random(1)
    while state.current_player() < 0 or (game == "battle" and len(state.called) < 8):
        state = state.apply(rng.choice([a for a, _p in state.chance_outcomes()]) if state.current_player() < 0
                            else rng.choice(state.legal_actions()))
    other = state.view(1)
    with speaking(LANGUAGE):
        leaked = text_of(f"<pre>{html.escape(loaded.presenter().draw(other))}</pre>")
    assert any(found(form, leaked) for form in hidden_forms(game, state, 0))
