"""A port whose module does not import (tests only)."""
import kda_no_such_module_anywhere  # noqa: F401


def packed_kda_decode(*args, **kwargs):
    pass
