"""Helpers of the games' browser tests: the page to move next, a tap that waits for its answer, the page's
checks (no Latin word, no horizontal scrolling), and the oracle: the moves a table's session holds, played
again by the house's one loop (:func:`wordgames.table.sitting.run`) from a fresh session with the same seed."""

from __future__ import annotations

import re
import time

from tests.web_harness import wait_index
from wordgames.table.sitting import new_session, run


def frame_index(page) -> int:
    """Return the position the page shows."""
    return int(page.locator(".frame").get_attribute("data-index"))


def tap(page, locator) -> None:
    """Tap ``locator`` and wait for the position after it."""
    index = frame_index(page)
    locator.tap()
    wait_index(page, index + 1)


def next_mover(pages, table, timeout: float = 20):
    """Return the page the table waits for, once it shows the current position as its move (None: the end)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        asked = table.asked
        _state, index, finished = table.snapshot()
        if finished:
            return None
        if asked is not None and asked == table.asked:
            page = pages[asked]
            page.wait_for_selector(f".frame[data-index='{index}'][data-mine='yes']", timeout=timeout * 1000)
            return page
        time.sleep(0.02)
    raise AssertionError("no seat was asked to move")


def latin_words(page) -> list[str]:
    """Return the Latin words the page shows (a cell name like b3 is the game's notation, not a word)."""
    shown = page.locator("body").inner_text()
    return [w for w in re.findall(r"[A-Za-z]{2,}", shown) if w not in ("English",)]


def fits(page, width: int = 320) -> bool:
    """Return whether the page has no horizontal scrolling at ``width`` px (then back to the phone's 390)."""
    page.set_viewport_size({"width": width, "height": 844})
    page.wait_for_timeout(50)
    ok = page.evaluate(f"document.documentElement.scrollWidth <= {width}")
    page.set_viewport_size({"width": 390, "height": 844})
    return ok


class Scripted:
    """A player that makes the moves it is given, in order (one script shared by every seat)."""

    def __init__(self, moves):
        self.moves = moves

    def choose(self, view):
        return self.moves.pop(0)


def replayed(table, players: str, lexicon=None, **rules):
    """Return (the final state, the new session) of ``table``'s moves replayed by the loop with its seed.

    Only the seats' moves are given to the loop: the chance outcomes are drawn again from the seed, so the
    new session's actions equal the table's only if the table drew the same cards and letters.
    """
    game, session = new_session(table.entry, players, seed=table.session.seed, lexicon=lexicon,
                                rules=rules or None)
    state, moves = game.new_initial_state(), []
    for data in table.session.actions:
        action = game.action_from_json(data)
        if not state.is_chance_node():
            moves.append(action)
        state = state.apply(action)
    script = Scripted(moves)
    played = run(game, session, [script] * len(session.seats))
    assert script.moves == [], "moves left over: the loop ended before the table did"
    return played.state, session
