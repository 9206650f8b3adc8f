"""Agent and hint seeds reveal nothing about the game's seed; the salt that keys them is kept
in the record, survives saves, and is made up for saves that have none."""

from __future__ import annotations

import json

from totemgame.engine.record import GameRecord, SeatInfo, load_record, save_record
from totemgame.engine.seeds import SEED_MASK, agent_seed, is_salt, new_salt, position_seed

SEATS = [SeatInfo("human", "H"), SeatInfo("ai:hard", "A")]
OLD_MULTIPLIER, OLD_PLY, OLD_SEAT = 1_000_003, 7919, 31  # the invertible formula it replaces


def _old_inversion(seed: int, seat: int, ply: int) -> int:
    """The game seed (mod 2**31) that the invertible formula gave back from an agent's seed."""
    rest = (seed - ply * OLD_PLY - seat * OLD_SEAT) & SEED_MASK
    return rest * pow(OLD_MULTIPLIER, -1, SEED_MASK + 1) & SEED_MASK


def test_the_old_formula_gave_the_game_seed_back_and_the_new_seed_does_not():
    game_seed, seat, ply = 123_456_789, 1, 40
    old = (game_seed * OLD_MULTIPLIER + ply * OLD_PLY + seat * OLD_SEAT) & SEED_MASK
    assert _old_inversion(old, seat, ply) == game_seed  # the leak this module closes
    new = agent_seed(new_salt(), game_seed, seat, ply)
    assert _old_inversion(new, seat, ply) != game_seed


def test_one_game_seed_under_two_salts_gives_unrelated_agent_seeds():
    a, b = new_salt(), new_salt()
    assert a != b
    pairs = [
        (agent_seed(a, 7, seat, ply), agent_seed(b, 7, seat, ply))
        for seat in range(4)
        for ply in range(50)
    ]
    assert all(x != y for x, y in pairs)
    # no shift or mask ties one to the other: their differences are all different
    assert len({(x - y) & SEED_MASK for x, y in pairs}) == len(pairs)
    assert len({x ^ y for x, y in pairs}) == len(pairs)


def test_the_agent_seed_is_a_function_of_the_salt_not_of_the_game_seed_alone():
    """The same game seed, seat and move under 200 salts: 200 different agent seeds, so no
    formula over what an agent could know (without the salt) gives its seed back."""
    seeds = {agent_seed(new_salt(), 42, 1, 10) for _ in range(200)}
    assert len(seeds) == 200
    salt = new_salt()
    assert agent_seed(salt, 42, 1, 10) == agent_seed(salt, 42, 1, 10)  # reproducible per game


def test_neighbouring_game_seeds_give_scattered_agent_seeds():
    """Under one salt, consecutive game seeds do not step the agent seed by a constant."""
    salt = new_salt()
    seeds = [agent_seed(salt, g, 0, 0) for g in range(300)]
    steps = {(b - a) & SEED_MASK for a, b in zip(seeds, seeds[1:], strict=False)}
    assert len(steps) == len(seeds) - 1
    assert all(0 <= s <= SEED_MASK for s in seeds)


def test_every_seat_move_attempt_and_purpose_has_its_own_seed():
    salt = new_salt()
    keys = [
        (seat, ply, attempt, purpose)
        for seat in range(3)
        for ply in range(20)
        for attempt in range(3)
        for purpose in ("move", "hint")
    ]
    seeds = {agent_seed(salt, 5, s, p, a, purpose) for s, p, a, purpose in keys}
    assert len(seeds) == len(keys)


def test_every_new_record_draws_its_own_salt_and_never_prints_it():
    records = [GameRecord("tiki-topple", {}, SEATS, 1) for _ in range(20)]
    salts = {r.salt for r in records}
    assert len(salts) == 20 and all(is_salt(s) for s in salts)
    assert records[0].salt not in repr(records[0])


def test_a_save_keeps_its_salt(tmp_path):
    record = GameRecord("tiki-topple", {}, SEATS, 9)
    path = tmp_path / "game.json"
    save_record(record, path)
    assert json.loads(path.read_text())["salt"] == record.salt
    assert load_record(path).salt == record.salt


def test_a_save_of_an_earlier_version_loads_with_a_fresh_salt_kept_from_then_on(tmp_path):
    obj = GameRecord("tiki-topple", {}, SEATS, 9).to_json()
    del obj["salt"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(obj))
    first, second = load_record(path), load_record(path)
    assert is_salt(first.salt) and first.salt != second.salt  # made up, never a fixed one
    save_record(first, path)  # the next save writes it
    assert load_record(path).salt == first.salt


def test_a_damaged_salt_is_replaced_not_trusted(tmp_path):
    for damaged in ("", "not hex at all, but long enough to pass", "ab" * 8, 12345, None):
        obj = GameRecord("tiki-topple", {}, SEATS, 9).to_json()
        obj["salt"] = damaged
        path = tmp_path / "damaged.json"
        path.write_text(json.dumps(obj))
        salt = load_record(path).salt
        assert is_salt(salt) and salt != damaged


def test_a_salt_is_16_bytes_in_hex():
    salt = new_salt()
    assert len(bytes.fromhex(salt)) == 16 and is_salt(salt)
    assert not is_salt(salt[:-2]) and not is_salt("zz" + salt[2:])


def test_a_position_seed_is_the_same_for_the_same_position_and_keyed_by_the_salt():
    """A hint seeded by what the seat sees: the same position gives the same seed (a save and
    Continue keeps the salt), another position or another salt another one."""
    salt = new_salt()
    assert position_seed(salt, 5, 0, "view A") == position_seed(salt, 5, 0, "view A")
    others = {
        position_seed(salt, 5, 0, "view B"),
        position_seed(salt, 5, 1, "view A"),
        position_seed(new_salt(), 5, 0, "view A"),
        agent_seed(salt, 5, 0, 0, 0, "hint"),
    }
    assert position_seed(salt, 5, 0, "view A") not in others and len(others) == 4
