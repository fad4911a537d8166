"""Stands in for SGLang's generic Triton decode module: imports what the real one imports
and calls its platform probes at import as it does, records each call of
fused_sigmoid_gating_delta_rule_update, and returns an output of the real one's shape,
[1, N, HV, V] (cu_seqlens' one sequence of N tokens), numbered so that a copy of it can be
told row from row."""
import numpy as np

from sglang.kernels.jit.utils import is_arch_support_pdl  # noqa: F401 - what the real module imports
from sglang.srt.utils import get_device_sm, is_cuda, is_gfx95_supported, is_hip, is_sm90_supported

probes = dict(is_hip=is_hip(), is_gfx95=is_gfx95_supported(), is_sm90=is_sm90_supported(),
              sm=is_cuda() and get_device_sm())
calls = []


def fused_sigmoid_gating_delta_rule_update(A_log, a, dt_bias, softplus_beta, softplus_threshold, q, k, v, b,
                                          initial_state_source, initial_state_indices, scale=None,
                                          use_qk_l2norm_in_kernel=False, cu_seqlens=None, is_kda=False,
                                          lower_bound=None, match_cutedsl_decode=False, **target_verify):
    calls.append(dict(A_log=A_log, a=a, dt_bias=dt_bias, softplus_beta=softplus_beta,
                      softplus_threshold=softplus_threshold, q=q, k=k, v=v, b=b, state=initial_state_source,
                      indices=initial_state_indices, scale=scale, l2norm=use_qk_l2norm_in_kernel,
                      cu_seqlens=cu_seqlens, is_kda=is_kda, lower_bound=lower_bound,
                      match_cutedsl_decode=match_cutedsl_decode, target_verify=target_verify))
    shape = (1, q.shape[1], v.shape[2], v.shape[3])
    return np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
