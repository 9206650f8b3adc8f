"""The protocol's messages: versioned, size-limited, schema-checked, refused with a reason."""

from __future__ import annotations

import json

import pytest

from totemgame import __version__
from totemgame.net import protocol
from totemgame.net.protocol import Refused


def refusal(raw, **kwargs) -> Refused:
    with pytest.raises(Refused) as caught:
        protocol.parse(raw, **kwargs)
    return caught.value


def test_a_message_of_the_schema_is_accepted():
    raw = protocol.dumps(protocol.make("join", table="ABCD", token="t"))
    assert protocol.parse(raw) == {"protocol": 1, "type": "join", "table": "ABCD", "token": "t"}


@pytest.mark.parametrize("version", [0, 2, "1", None, True])
def test_another_protocol_version_is_told_the_server_s_version(version):
    raw = json.dumps({"protocol": version, "type": "ping"})
    refused = refusal(raw)
    assert refused.code == "version"
    assert f"the server runs version {__version__} of Totem Games" in refused.reason


def test_an_oversized_message_is_refused_before_it_is_read():
    raw = '{"protocol": 1, "type": "ping", "pad": "' + "x" * protocol.MAX_INCOMING_BYTES + '"}'
    assert refusal(raw).code == "oversized"


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        (b"\x00\xff garbage", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('{"protocol": 1}', "unknown message type"),
        ('{"protocol": 1, "type": "shutdown"}', "unknown message type"),
        ('{"protocol": 1, "type": "snapshot"}', "unknown message type"),  # the referee's own
        ('{"protocol": 1, "type": "join", "table": "A"}', "needs 'token'"),
        ('{"protocol": 1, "type": "join", "table": "A", "token": 5}', "'token' must be str"),
        ('{"protocol": 1, "type": "action", "action": [1]}', "'action' must be dict"),
        ('{"protocol": 1, "type": "create", "game": "x", "seats": true, "options": {}}', "list"),
    ],
)
def test_a_malformed_message_is_refused_with_its_fault(raw, says):
    refused = refusal(raw)
    assert refused.code == "malformed" and says in refused.reason


def test_a_refusal_is_a_message_of_the_server_s_schema():
    message = Refused("illegal", "no").message()
    assert protocol.check(message, protocol.SERVER_MESSAGES)["reason"] == "no"


def test_a_boolean_is_not_an_integer():
    with pytest.raises(Refused, match="'seat' must be int"):
        protocol.check(
            protocol.make("claimed", table="A", seat=True, token="t"), protocol.SERVER_MESSAGES
        )
