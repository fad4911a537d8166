"""Stands in for SGLang's CuTe DSL KDA decode module: records what it was called with and
returns a bf16-shaped output of sevens, [N, 1, HV, V] as the dense form's."""
import numpy as np

calls = []


def cutedsl_fused_sigmoid_gating_kda_update(A_log, dt_bias, q, k, v, a, b, initial_state_source,
                                            initial_state_indices, cu_seqlens=None, scale=None,
                                            use_qk_l2norm_in_kernel=True, softplus_beta=1.0,
                                            softplus_threshold=20.0):
    calls.append(dict(q=q, k=k, v=v, a=a, b=b, scale=scale, l2norm=use_qk_l2norm_in_kernel,
                      state=initial_state_source, indices=initial_state_indices))
    return np.full((q.shape[0], 1, v.shape[2], v.shape[3]), 7.0, dtype=np.float32)
