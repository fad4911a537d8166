"""Stands in for SGLang's JIT CUDA module: covered() says every l2norm call is its own."""
from sglang.srt.utils.common import is_cuda  # noqa: F401 - what the real module imports


def covered(*args):
    return True
