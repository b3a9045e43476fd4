"""``python -m potions.practice simulate|tournament``: ``python -m potions`` for this game."""

import sys

from potions.__main__ import main

sys.exit(main(game="practice"))
