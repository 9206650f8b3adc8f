"""The Tiki Topple table: every pygame module of the game."""
