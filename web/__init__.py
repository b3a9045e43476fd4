"""The page: a shell (``web.shell``) and one folder per game (``web.games.<id>``).

Everything here but ``web/main.py`` is plain Python that builds markup from what the
engines say (views and legal actions); ``main.py`` binds it to the browser.
"""
