"""The browser's binding: each part of what the shell asks of the browser
(:class:`web.shell.host.Host`) in a module of its own, put together by ``web/main.py``."""
