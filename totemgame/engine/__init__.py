"""The rules layer: game contract, records, randomness. Never imports pygame."""
