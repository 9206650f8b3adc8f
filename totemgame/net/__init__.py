"""Play on other computers, without drawing (no pygame): the wire codec, the protocol's
messages, the referee that holds a table's game, the remote session of a seat elsewhere, and
the WebSocket server and client (ARCHITECTURE.md, "Play on other computers")."""
