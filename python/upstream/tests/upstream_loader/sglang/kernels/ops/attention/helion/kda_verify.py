"""Stands in for SGLang's helion/kda_verify.py: imports what the real one imports at its top
(torch; helion is not installed where this runs), records each call of helion_kda_verify by
keyword, and returns an output of the real one's shape and dtype (torch.zeros_like(v)),
numbered so that a copy of it can be told element from element."""
import numpy as np
import torch  # noqa: F401 - what the real module imports

calls = []


def helion_kda_verify(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
                      intermediate_states_buffer, intermediate_state_indices, cache_steps,
                      retrieve_parent_token=None, lower_bound=None):
    calls.append(dict(q=q, k=k, v=v, a=a, b=b, A_log=A_log, dt_bias=dt_bias, ssm_states=ssm_states,
                      cache_indices=cache_indices, query_start_loc=query_start_loc,
                      intermediate_states_buffer=intermediate_states_buffer,
                      intermediate_state_indices=intermediate_state_indices, cache_steps=cache_steps,
                      retrieve_parent_token=retrieve_parent_token, lower_bound=lower_bound))
    return np.arange(v.size, dtype=v.dtype).reshape(v.shape)
