"""The shell: routing, the saved games, storage, computers, top bar, log, final scores."""
