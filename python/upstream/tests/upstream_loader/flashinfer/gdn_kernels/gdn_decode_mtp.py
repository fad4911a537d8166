"""Stands in for FlashInfer's gdn_kernels/gdn_decode_mtp.py: imports the compile helper the loader
writes, as the real one does, and holds the four names gdn_decode.py imports from it."""
from ..jit.cute_dsl_core import build_and_load_cute_dsl_kernel


def run_mtp_decode():
    return build_and_load_cute_dsl_kernel("gdn_decode_mtp", "mtp", lambda: "gdn_decode_mtp",
                                          extra_key_files=(__file__,))


def get_tile_v_mtp(batch_size, seq_len=1, *, num_v_heads=64, v_dim=128):
    return 8


def get_vec_size_mtp(batch_size, seq_len=1):
    return 4


def get_mtp_config(batch_size, seq_len, num_v_heads=64, v_dim=128, disable_state_update=False):
    return 8, 4, 2, False
