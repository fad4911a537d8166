"""vLLM's own Triton packed KDA decode kernel (Kimi-Linear and Kimi-K3 on vLLM), an
implementation under test:

    kda_suite campaign --iut python:python/upstream/vllm_kda.py:packed_kda_decode \\
        --domain python/upstream/domains/vllm-kda-triton.kda-domain.json ...

``packed_kda_decode`` calls ``fused_recurrent_kda_packed_decode`` of
``vllm/models/kimi_k3/nvidia/ops/third_party/kda/fused_recurrent.py`` (the wrapper, its
checks and its Triton kernel) as vLLM's KDA layer does, through vllm_gdn.py's thin loader.
Its signature is not the contract's, so this adapter maps one call onto the other and
nothing more: ``a`` [B, HV*K] is viewed as its ``raw_g`` [1, B, HV, K], ``b`` [B, HV] as its
``raw_beta`` [1, B, HV], ``out`` [B, 1, HV, V] as its ``out`` [1, B, HV, V] (the same memory,
whatever its strides: the kernel writes it as if it were contiguous, and that is the
kernel's to answer for), and the index tensor, scale and lower_bound pass through. Views
that cannot be formed (``a`` of another width) raise torch's own error, a rejection. The
kernel always normalizes q and k, so a call without ``use_qk_l2norm_in_kernel`` cannot be
expressed and is refused before it runs.
"""

import vllm_gdn

KDA_MODULE = "vllm.models.kimi_k3.nvidia.ops.third_party.kda.fused_recurrent"
WRAPPER = "fused_recurrent_kda_packed_decode"


def upstream_version():
    return vllm_gdn.upstream_version()


def wrapper():
    """The wheel's wrapper function itself."""
    return getattr(vllm_gdn.module(KDA_MODULE), WRAPPER)


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    if not use_qk_l2norm_in_kernel:
        raise NotImplementedError("vLLM's KDA packed decode always normalizes q and k")
    if initial_state.ndim < 3:
        raise ValueError(f"initial_state has {initial_state.ndim} dims: no [HV, V, K] to read the heads from")
    heads = initial_state.shape[-3]
    raw_g = a.unsqueeze(0).unflatten(-1, (heads, -1))
    raw_beta = b.unsqueeze(0)
    out_view = out.squeeze(1).unsqueeze(0) if out.ndim == 4 else out
    wrapper()(mixed_qkv, raw_g, raw_beta, A_log, dt_bias, lower_bound, initial_state, ssm_state_indices,
              scale=scale, out=out_view)
    return out, initial_state
