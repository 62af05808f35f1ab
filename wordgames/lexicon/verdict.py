"""The verdict on one word: accepted, or why not, in words a referee can read out."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

TYPE_CHECKING = False
if TYPE_CHECKING:
    from wordgames.lexicon.vocabulary import Dispute     # annotations only

# Codes of a verdict, from accepted to the ways a word is rejected.
ACCEPTED = "accepted"
EMPTY = "empty"
TOO_LONG = "too-long"          # more characters than any word has
CHARACTERS = "characters"      # contains something other than letters
UNKNOWN = "unknown"            # not in the dictionary at all
NOT_NOUN = "pos"               # a verb, an adjective, ...
PROPER = "proper"              # a personal name, a place, ...
ABBREVIATION = "abbreviation"
NONSTANDARD = "nonstandard"    # marked as a misspelling or a distorted spelling
FORM = "form"                  # a noun, but not in the nominative singular
REMOVED = "removed"            # removed by the user
RARE = "rare"                  # below the frequency threshold of this lexicon
NOT_LISTED = "not-listed"      # not in a plain word list given with --dict
SOURCE = "source"              # in the lexicon, but not in the dictionaries this table takes (--source)
UNFAMILIAR = "unfamiliar"      # in the lexicon, but not familiar, and this table takes only familiar words


@dataclass(frozen=True)
class Verdict:
    """Whether a word is accepted, and a one-sentence reason.

    ``word`` is the input as given, ``key`` its folded form; ``lemma`` is the
    nominative singular when the word is another form of a noun; ``notes``
    say what normalisation changed (Latin look-alike letters).  ``evidence``
    says what each dictionary makes of the word, as (source, code) pairs:
    ``("efremova", "noun")`` when it lists the word as a game word, else why
    not (``"not-listed"``, ``"form"``, ``"pos"``, …); ``sources`` are those
    that list it.  ``dispute`` says why a table may dispute an accepted word
    that is not familiar (:class:`wordgames.lexicon.vocabulary.Dispute`: rare,
    or in one dictionary only); None for a familiar one.
    """

    word: str
    accepted: bool
    code: str
    reason: str
    key: str = ""
    lemma: str | None = None
    notes: tuple[str, ...] = field(default=())
    evidence: tuple[tuple[str, str], ...] = field(default=())
    dispute: Dispute | None = None

    @property
    def sources(self) -> tuple[str, ...]:
        """The dictionaries (or 'user') that list the word as a game word, sorted."""
        return tuple(name for name, code in self.evidence if code in ("noun", "added"))

    def __bool__(self) -> bool:
        return self.accepted

    @property
    def note(self) -> str | None:
        """Return the note of an accepted word a table may dispute (why it is not familiar), else None (a refused
        word's reason says it all)."""
        if self.dispute is None or not self.accepted:
            return None
        from wordgames.i18n import shown_typed     # only a disputable word's note needs it
        return self.dispute.note(shown_typed(self.word.strip(), ("«", "»")))

    def to_dict(self) -> dict:
        """Return the verdict as a JSON-ready dict (``word``, ``accepted``, ``reason``, ...); ``dispute`` (its
        ``codes``, ``zipf``, ``familiar_zipf``, ``only`` and an accepted word's ``note``) only for a word that is
        not familiar."""
        d = asdict(self)
        if self.dispute is None:
            del d["dispute"]
        else:
            d["dispute"] = self.dispute.to_dict() | {"note": self.note}
        d["notes"] = list(self.notes)
        d["evidence"] = dict(self.evidence)
        d["sources"] = list(self.sources)
        return d
