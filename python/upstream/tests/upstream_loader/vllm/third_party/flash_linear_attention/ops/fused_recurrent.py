"""Stands in for vLLM's FLA wrapper: it imports what the real module imports (the two
modules the loader writes) and says what it was given."""
from vllm.platforms import current_platform
from vllm.triton_utils import tl, triton  # noqa: F401 - what the real module imports

from .op import exp  # noqa: F401


def fused_recurrent_gated_delta_rule_packed_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                                   ssm_state_indices, use_qk_l2norm_in_kernel=False):
    return ("vLLM GDN", use_qk_l2norm_in_kernel, current_platform.is_cuda())
