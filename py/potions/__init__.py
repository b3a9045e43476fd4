"""Rules engines for potion-brewing board games.

Pure standard-library Python: runs the same in CPython 3.11+ and in Pyodide.
The first game is :mod:`potions.explosion` (Potion Explosion).
"""

__version__ = "0.1.0"
