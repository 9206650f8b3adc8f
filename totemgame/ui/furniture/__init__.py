"""Table furniture shared by every game: player panels and the game log."""
