"""The games for other programs: OpenSpiel (:mod:`~wordgames.rl.openspiel`), PettingZoo
(:mod:`~wordgames.rl.pettingzoo`) and Gymnasium (:mod:`~wordgames.rl.gym`) over each game's integer action
codec (:mod:`wordgames.codec`).  Needs the ``rl`` extra: ``pip install 'wordgames[rl]'``; importing any of
these modules without it raises :class:`~wordgames.errors.ArgumentError` saying so.
"""

from __future__ import annotations

from wordgames.errors import ArgumentError
from wordgames.extras import absent
from wordgames.i18n import _

NEEDED = ("pyspiel", "pettingzoo", "gymnasium")


def missing() -> list[str]:
    """Return the packages the adapters need that are not installed."""
    return absent(NEEDED)


def require() -> None:
    """Raise an :class:`~wordgames.errors.ArgumentError` saying what to install when a package is missing."""
    lacking = missing()
    if lacking:
        raise ArgumentError(_("the adapters for other programs need {packages}: pip install 'wordgames[rl]' "
                              "(in a checkout: pip install -e '.[rl]')").format(packages=", ".join(lacking)))


require()
