"""A port whose verify functions take Helion's signature, without `out` (tests only): the
bridge copies the out they return into the caller's. Its kda_verify returns the numpy port's
result in an array of its own; its gdn_verify returns an out of the wrong shape. Its decode
entry (packed_kda_decode, the selector's function) accepts everything."""

import importlib.util
import os

import numpy as np

_spec = importlib.util.spec_from_file_location(
    "kda_test_numpy_port", os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports", "numpy_port.py"))
_numpy_port = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_numpy_port)


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    """Accepts every call and writes nothing."""


def kda_verify(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
               intermediate_states_buffer, intermediate_state_indices, cache_steps, retrieve_parent_token=None,
               lower_bound=None, scale=None):
    """The numpy port's kda_verify into a new array, returned."""
    return _numpy_port.kda_verify(
        q=q, k=k, v=v, a=a, b=b, A_log=A_log, dt_bias=dt_bias, ssm_states=ssm_states, cache_indices=cache_indices,
        query_start_loc=query_start_loc, intermediate_states_buffer=intermediate_states_buffer,
        intermediate_state_indices=intermediate_state_indices, cache_steps=cache_steps,
        out=np.empty(v.shape, v.dtype), retrieve_parent_token=retrieve_parent_token, lower_bound=lower_bound,
        scale=scale)


def gdn_verify(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,  # noqa: ARG001
               intermediate_states_buffer, intermediate_state_indices, cache_steps, retrieve_parent_token=None,
               scale=None):
    """Returns an out one token short."""
    return np.zeros((1, v.shape[1] - 1, *v.shape[2:]), v.dtype)
