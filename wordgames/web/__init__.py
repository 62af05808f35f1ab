"""The web table: ``wordgames serve``, one computer runs the table, each person plays on their own phone.

:mod:`~wordgames.web.table` runs the house's one loop with a seat per phone; :mod:`~wordgames.web.app`
serves the pages and sockets (Starlette, uvicorn); :mod:`~wordgames.web.render` renders a seat's view
(Jinja2) through the game's page (:mod:`~wordgames.web.page`) and presenter; :mod:`~wordgames.web.protocol`
checks what a page sends.  Needs the ``serve`` extra: ``pip install -e '.[serve]'``.
"""

from __future__ import annotations

from wordgames.errors import ArgumentError
from wordgames.extras import absent
from wordgames.i18n import _

NEEDED = ("starlette", "uvicorn", "jinja2", "segno", "websockets")


def missing() -> list[str]:
    """Return the packages the web table needs that are not installed."""
    return absent(NEEDED)


def require() -> None:
    """Raise an :class:`~wordgames.errors.ArgumentError` saying what to install when a package is missing."""
    lacking = missing()
    if lacking:
        raise ArgumentError(_("the web table needs {packages}: pip install 'wordgames[serve]' "
                              "(in a checkout: pip install -e '.[serve]')").format(packages=", ".join(lacking)))
