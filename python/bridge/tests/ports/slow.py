"""A slow port (tests only): the numpy port, after SECONDS_PER_CALL of sleep per call, so that
a report's time in the implementation is known from below."""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports"))
import numpy_port  # noqa: E402

SECONDS_PER_CALL = 0.02


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    time.sleep(SECONDS_PER_CALL)
    return numpy_port.packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                        ssm_state_indices, use_qk_l2norm_in_kernel, lower_bound)
