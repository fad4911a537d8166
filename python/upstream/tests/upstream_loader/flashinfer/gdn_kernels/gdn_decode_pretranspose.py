"""Stands in for FlashInfer's gdn_kernels/gdn_decode_pretranspose.py: imports the compile helper the loader
writes, and run_pretranspose_decode says which kernel ran, through it."""
from ..jit.cute_dsl_core import build_and_load_cute_dsl_kernel


def run_pretranspose_decode():
    return build_and_load_cute_dsl_kernel("gdn_decode_pretranspose", "decode", lambda: "gdn_decode_pretranspose",
                                          extra_key_files=(__file__,))
