"""Sessions: a game as one screen sees it, without drawing (protocol.py says what a table may
ask). local.py plays a game on this computer, replay.py steps through a finished one."""
