"""A port with its own validation (tests only): the numpy port, whose every rejection is
re-raised as an AssertionError in other words, as ports that check with asserts do.
own_words.kda-domain.json beside it declares "validation": "own"."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402


def packed_kda_decode(*args, **kwargs):
    try:
        return numpy_port.packed_kda_decode(*args, **kwargs)
    except numpy_port.ContractError as error:
        raise AssertionError("own-words port: bad call") from error
