"""A game of «Словесный бой» as JSON: saved, resumed, replayed.

The record holds the rules, who played, where the letters came from, and
every turn (the caller, the letter, each player's cell).  Replaying it moves
by move through :func:`~wordgames.battle.game.apply` rebuilds the squares
exactly, and a half-played game resumes where it stopped: a random letter
stream is re-seeded and the letters already called are skipped.

>>> from wordgames.battle.game import Call, Place, Rules, apply, initial
>>> state = initial(Rules(players=1, height=2, width=2, moves=4, computer_calls=True), ["me"])
>>> state = apply(apply(state, Call("к")), Place((0, 1)))
>>> saved = GameRecord.of(state, ["expert"], seed=7, source={"kind": "random", "seed": 7})
>>> back = GameRecord.from_dict(saved.to_dict())
>>> back.state().squares == state.squares, back.turns
(True, [{'caller': 'computer', 'letter': 'к', 'cells': [[1, 2]]}])
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from wordgames.atomic import atomic_write_text
from wordgames.battle.engine import FileLetters, RandomLetters
from wordgames.battle.game import BattleState, Rules, is_over, moves_of_turns, record_turns, replay
from wordgames.errors import InputFormatError, UsageError, WordgamesError

FORMAT = "wordgames-battle"
VERSION = 1


@dataclass
class GameRecord:
    """Everything needed to replay or resume a game."""

    rules: Rules
    names: list[str]
    kinds: list[str]
    turns: list[dict]
    seed: int | None = None
    source: dict | None = None  # how the computer called letters: random (seed, weights) or a file's letters
    finished: bool = False
    scores: list[int] | None = None

    @classmethod
    def of(cls, state: BattleState, kinds, seed: int | None = None, source: dict | None = None,
           scores=None) -> "GameRecord":
        """Return the record of ``state``, played by players of ``kinds``."""
        names = [sq.label(k + 1) for k, sq in enumerate(state.squares)]
        return cls(state.rules, names, list(kinds), record_turns(state), seed, source, is_over(state),
                   list(scores) if scores is not None else None)

    def state(self) -> BattleState:
        """Return the position the record reaches, every move checked by the rules."""
        return replay(self.rules, moves_of_turns(self.turns), self.names)

    def letter_source(self, lexicon=None):
        """Return the letter source positioned after the letters already called (None if players call)."""
        if not self.rules.computer_calls or self.source is None:
            return None
        called = len(self.turns)
        if self.source.get("kind") == "file":
            return FileLetters(self.source["letters"], self.source.get("path"), skip=called)
        return RandomLetters(self.source["seed"], self.source.get("weights", "corpus"), lexicon, skip=called)

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "rules": self.rules.to_dict(), "names": self.names,
                "kinds": self.kinds, "seed": self.seed, "source": _source_json(self.source),
                "turns": self.turns, "finished": self.finished, "scores": self.scores}

    @classmethod
    def from_dict(cls, data: dict, path: str | None = None) -> "GameRecord":
        """Return the record of :meth:`to_dict`'s data; raise InputFormatError naming ``path`` if it is not one."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputFormatError(f"not a saved game of «Словесный бой» (no \"format\": \"{FORMAT}\")",
                                   path=path)
        try:
            record = cls(Rules.from_dict(data["rules"]), list(data["names"]), list(data["kinds"]),
                         list(data["turns"]), data.get("seed"), data.get("source"),
                         bool(data.get("finished")), data.get("scores"))
            if len(record.names) != record.rules.players or len(record.kinds) != record.rules.players:
                raise ValueError("names and kinds must list every player")
            record.state()
        except (KeyError, TypeError, ValueError) as e:
            raise InputFormatError(f"damaged saved game: {e}", path=path) from None
        except WordgamesError as e:
            raise InputFormatError(f"the saved moves do not replay: {e}", path=path) from None
        return record

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` atomically (a reader sees the old file or the new one)."""
        atomic_write_text(path, json.dumps(self.to_dict(), ensure_ascii=False, indent=1) + "\n")

    @classmethod
    def load(cls, path: str | Path) -> "GameRecord":
        """Return the record saved at ``path``."""
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as e:
            raise UsageError(f"cannot read {str(path)!r}: {e.strerror}") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise InputFormatError(f"not a JSON saved game ({e})", path=str(path)) from None
        return cls.from_dict(data, str(path))


def _source_json(source: dict | None) -> dict | None:
    """Return the source without its count of drawn letters (the turns say how many)."""
    if source is None:
        return None
    return {k: v for k, v in source.items() if k != "drawn"}
