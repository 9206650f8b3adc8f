"""Game-agnostic AI: agents, searches, the worker process. Never imports pygame."""
