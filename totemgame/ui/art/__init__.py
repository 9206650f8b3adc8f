"""Procedural art: totems, torches, backdrops and icons, drawn once and cached as surfaces."""
