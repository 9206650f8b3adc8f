"""What the app keeps on the player's disk, and how: games in progress and named saves
(saves.py), finished games for replays (history.py) and statistics (stats.py), settings,
each game's last setup (setup_memory.py), tutorial progress, and the careful file handling
they share (userfiles.py: reading untrusted files; safe_write.py: atomic writes; file_lock.py:
one writer at a time). No pygame here."""
