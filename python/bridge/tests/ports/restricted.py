"""A restricted port (tests only): the numpy port, except that, like Helion's kernel, it
computes only power-of-two K and V. It validates the whole contract first, so every invalid
call still gets the contract's message; restricted.kda-domain.json beside it declares the
restriction, so that numeric properties draw inside it."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    H, HV, V, K = numpy_port._validate(mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)
    if K & (K - 1) or V & (V - 1):
        raise NotImplementedError(f"K={K} and V={V} must be powers of two")
    return numpy_port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                        ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
