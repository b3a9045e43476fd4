"""``python -m potions.explosion simulate|tournament``: ``python -m potions`` for this game."""

import sys

from potions.__main__ import main

sys.exit(main(game="explosion"))
