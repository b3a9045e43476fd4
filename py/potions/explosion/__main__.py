"""Command line: ``python -m potions.explosion simulate ...``."""

from potions.explosion.simulate import main

raise SystemExit(main())
