"""The Totem Surround table: everything pygame of the game (the scene and its drawing)."""
