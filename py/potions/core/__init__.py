"""The game-independent core: actions, errors, declared state, the state protocol, the
registry of games, saves, translations, the seeded generator and the computers' search."""
