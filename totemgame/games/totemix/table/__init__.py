"""Totemix at the table: everything pygame of the game (the scene, its drawing and its parts)."""
