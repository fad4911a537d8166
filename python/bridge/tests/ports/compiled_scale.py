"""A port with three traits of SGLang's CuTe DSL kernel (tests only): the numpy port, except
that it computes with scale K^-0.5 whatever scale the call passes (a kernel that compiles its
scale in), leaves an inactive row's out holding whatever was there, here fresh noise on every
call (a kernel that returns its own uninitialised output and never writes those rows), and
refuses a one-row index tensor whose stride is not 1, in CuTe's words (a kernel whose
`.contiguous()` keeps that stride, torch calling a size-1 dim contiguous whatever its stride,
and whose DLPack import then checks it). compiled_scale.kda-domain.json beside it declares all
three."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    if ssm_state_indices.ndim == 1 and ssm_state_indices.shape[0] == 1 and \
            ssm_state_indices.strides[0] != ssm_state_indices.itemsize:
        raise ValueError(f"Expected strides[leading_dim] == 1, but got "
                         f"{ssm_state_indices.strides[0] // ssm_state_indices.itemsize}.")
    K = initial_state.shape[-1] if initial_state.ndim == 4 else 1
    result = numpy_port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, K ** -0.5, initial_state, out,
                                          ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
    index = ssm_state_indices.astype(np.int64)
    inactive = (index < 0) | (index >= initial_state.shape[0])
    out[inactive] = np.random.default_rng().standard_normal(out[inactive].shape).astype(out.dtype)
    return result
