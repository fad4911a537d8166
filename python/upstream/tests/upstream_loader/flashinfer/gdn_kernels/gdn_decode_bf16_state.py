"""Stands in for FlashInfer's gdn_kernels/gdn_decode_bf16_state.py: imports the compile helper the loader
writes, and gated_delta_rule says which kernel ran, through it."""
from ..jit.cute_dsl_core import build_and_load_cute_dsl_kernel


def gated_delta_rule():
    return build_and_load_cute_dsl_kernel("gdn_decode_bf16_state", "decode", lambda: "gdn_decode_bf16_state",
                                          extra_key_files=(__file__,))
