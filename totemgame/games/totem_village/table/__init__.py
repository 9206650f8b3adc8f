"""Totem Village at the table: everything that draws or listens to pygame."""
