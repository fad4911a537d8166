"""Stands in for SGLang's Triton wrapper: the same routing (l2norm calls that covered()
accepts go to the JIT kernel), and it names the kernel that ran."""
from sglang.srt.utils.common import torch_release  # noqa: F401 - what the real module imports


def fused_recurrent_kda_packed_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                      ssm_state_indices, use_qk_l2norm_in_kernel=False, lower_bound=None):
    from sglang.kernels.ops.attention import kda_packed_decode

    if use_qk_l2norm_in_kernel and kda_packed_decode.covered(mixed_qkv):
        return "JIT CUDA"
    return "Triton"


def fused_recurrent_gated_delta_rule_packed_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                                   ssm_state_indices, use_qk_l2norm_in_kernel=False):
    return ("SGLang GDN", use_qk_l2norm_in_kernel)
