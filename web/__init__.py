"""The page: a shell (``web.shell``) and one folder per game (``web.games.<id>``).

Everything here but ``web/main.py`` and ``web/browser/`` is plain Python that builds markup
from what the engines say (views and legal actions); ``web/browser/`` binds it to the
browser, and ``main.py`` wires the two. The kinds of seat that are plug-ins of the shell
are listed in ``web/kinds.py``.
"""
