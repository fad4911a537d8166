"""Stands in for vLLM's KDA kernel file: it imports what the real one imports and says what
it was given."""
from vllm.platforms import current_platform
from vllm.third_party.flash_linear_attention.ops.op import exp, log  # noqa: F401
from vllm.triton_utils import tl, triton  # noqa: F401
from vllm.utils.math_utils import cdiv, next_power_of_2  # noqa: F401

calls = []


def fused_recurrent_kda_packed_decode(mixed_qkv, raw_g, raw_beta, A_log, dt_bias, lower_bound, initial_state,
                                      state_indices, scale=None, out=None):
    calls.append(dict(mixed_qkv=mixed_qkv, raw_g=raw_g, raw_beta=raw_beta, A_log=A_log, dt_bias=dt_bias,
                      lower_bound=lower_bound, initial_state=initial_state, state_indices=state_indices, scale=scale,
                      out=out, pdl=current_platform.is_arch_support_pdl()))
    return out, initial_state
