"""Totemic Might's table: every pygame module of the game."""
