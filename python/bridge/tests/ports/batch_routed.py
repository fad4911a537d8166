"""A port that takes at least 8 rows (tests only): the numpy port, except that below 8 rows it
refuses the call, as SGLang's KDA wrapper sends such calls to another kernel.
batch_routed.kda-domain.json beside it declares "min_batch": 8, so that no property, the
batch split's parts included, calls it with fewer rows."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    if mixed_qkv.shape[0] < 8:
        raise NotImplementedError(f"B={mixed_qkv.shape[0]}: below 8 rows the call goes to another kernel")
    return numpy_port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                        ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
