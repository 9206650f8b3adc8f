"""Seeds of AI decisions and hints, derived so that they reveal nothing about the game's seed.

The game's seed fixes every secret (the deck's order, the hidden weights...). An agent seed
computed from it by an invertible formula would let an agent recover the seed from its own
number and so every secret. Here the agent seed is a keyed one-way hash (BLAKE2b) of the game
seed, the seat, the move number and the attempt, keyed with the game's salt: 16 random bytes
from the system's secure source, drawn when the game starts and kept in its record. The salt
never reaches a view or an agent, so an agent's seed cannot even be recomputed, let alone
inverted, from what the agent knows.
"""

from __future__ import annotations

import hashlib
import secrets

SALT_BYTES = 16
SEED_MASK = 0x7FFFFFFF  # agents take seeds as non-negative 31-bit ints


def new_salt() -> str:
    """A fresh salt for a new game, as hex text (how records store it)."""
    return secrets.token_hex(SALT_BYTES)


def is_salt(text: object) -> bool:
    """Whether `text` is a salt as records store it: hex text of 16 to 64 bytes."""
    if not isinstance(text, str) or not 2 * SALT_BYTES <= len(text) <= 128 or len(text) % 2:
        return False
    try:
        bytes.fromhex(text)
    except ValueError:
        return False
    return True


def agent_seed(
    salt: str, game_seed: int, seat: int, ply: int, attempt: int = 0, purpose: str = "move"
) -> int:
    """The seed of an AI decision (or a hint: `purpose`) for `seat` at move `ply` (its
    `attempt`-th try), keyed by the game's `salt`."""
    return _keyed(salt, f"{purpose}/{game_seed}/{seat}/{ply}/{attempt}")


def position_seed(
    salt: str, game_seed: int, seat: int, position: str, purpose: str = "hint"
) -> int:
    """The seed of a hint for `seat` at the position `position` names (a text naming what the
    seat sees, GameModule.hint_position), keyed by the game's `salt`: the same position gives
    the same seed, however many moves that change nothing the seat sees came in between."""
    return _keyed(salt, f"{purpose}/{game_seed}/{seat}/position/{position}")


def _keyed(salt: str, message: str) -> int:
    digest = hashlib.blake2b(message.encode(), key=bytes.fromhex(salt), digest_size=8).digest()
    return int.from_bytes(digest, "big") & SEED_MASK
