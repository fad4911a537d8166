"""Stands in for vLLM's FLA op.py: a relative import inside the kernel package."""
from vllm.triton_utils import tl, tldevice, triton  # noqa: F401

from .utils import is_gather_supported  # noqa: F401

exp = tl.exp
log = tl.exp
