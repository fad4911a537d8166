"""SGLang 0.5.23's generic Triton linear-attention kernel in decode mode,
``fused_sigmoid_gating_delta_rule_update`` of
``sglang/kernels/ops/attention/linear/fused_sigmoid_gating_recurrent.py``, as implementations
under test:

    kda_suite campaign --iut python:python/upstream/sglang_generic.py:kda \\
        --domain python/upstream/domains/sglang-generic-kda.kda-domain.json ...
    kda_suite campaign --iut python:python/upstream/sglang_generic.py:kda_match_cutedsl \\
        --domain python/upstream/domains/sglang-generic-kda-match-cutedsl.kda-domain.json ...
    kda_suite campaign --op gdn --iut python:python/upstream/sglang_generic.py:gdn \\
        --domain python/upstream/domains/sglang-generic-gdn.kda-domain.json ...

Entries (each has the contract's signature; ``gdn`` GDN's, gated with ``--op gdn``):

* ``kda``: ``is_kda=True``, as SGLang's Triton KDA decode backend calls it
  (``TritonKDAKernel.decode``, ``sglang/srt/layers/attention/linear/kernels/kda_triton.py``).
* ``kda_match_cutedsl``: the same call with ``match_cutedsl_decode=True``, the kernel's
  step-for-step emulation of FlashInfer's CuTe DSL KDA decode kernel. ``b`` is then the beta
  itself, not its logit (the function's docstring: "the already-sigmoided FP32 beta"), so the
  adapter passes ``sigmoid(b)`` computed in float32. SGLang 0.5.23 has no caller of this mode;
  its FlashInfer backend forms the beta that FlashInfer's kernel takes the same way, from the
  logit with ``torch.sigmoid`` (``kda_flashinfer.py``, ``_beta_logit_to_prob``), but rounds it
  to bfloat16 there, which the float32 beta named here does not.
* ``gdn``: ``is_kda=False``, as SGLang's Triton GDN decode backend calls it
  (``TritonGDNKernel.decode``, ``gdn_triton.py``).

The call SGLang makes (the backends' ``forward_decode`` when packed decode is off,
``kda_backend.py`` and ``gdn_backend.py``): the packed row split into q and k as
[1, N, H, K] and v as [1, N, HV, V] views (one sequence of N tokens), ``cu_seqlens`` the
query start locations, [0, 1, ..., N] in decode (one token per request), ``a`` as the layer
gives it ([N, HV*K] for KDA, [N, HV] for GDN), ``b`` as [1, N, HV] for KDA (Kimi's layer
unsqueezes it) and [N, HV] for GDN, ``softplus_beta=1.0``, ``softplus_threshold=20.0``,
``use_qk_l2norm_in_kernel`` (True there; the call's here). SGLang passes no scale, so the
function takes K^-0.5; the adapter passes the call's, which the function takes as a runtime
argument (it asserts ``scale > 0``). The function allocates and returns its own output,
[1, N, HV, V] in q's dtype, which the adapter copies into ``out``.

What the adapter checks is what it needs to cut the row and to write ``out`` (a ValueError
before the kernel runs): a packed row it cannot cut into 2 * H * K + HV * V, an ``out`` that
is not a contiguous [B, 1, HV, V]. Everything else is the function's, which checks nothing of
the contract's rules. The function reads the index tensor as a dense vector (it takes no
stride for it; SGLang's are dense): the index tensor goes as it is, and the domains declare
dense indices, so that the report lists the restriction.
"""

import packed_call
import sglang_kernels
import torch

KERNEL_MODULE = "sglang.kernels.ops.attention.linear.fused_sigmoid_gating_recurrent"
KERNEL = "fused_sigmoid_gating_delta_rule_update"


def kernel():
    """The wheel's function itself, through sglang_kernels.py's thin loader."""
    return getattr(sglang_kernels._module(KERNEL_MODULE), KERNEL)


def _decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel, **mode):
    function = kernel()
    H, HV, K, V = packed_call.heads(mixed_qkv, initial_state, out)
    batch = mixed_qkv.shape[0]
    # Views of the row, as SGLang's split and unflatten make them: the function takes each
    # one's token stride (stride 1 of [1, N, heads, dim]) and addresses heads densely.
    q = mixed_qkv[:, :H * K].reshape(batch, H, K)[None]
    k = mixed_qkv[:, H * K:2 * H * K].reshape(batch, H, K)[None]
    v = mixed_qkv[:, 2 * H * K:].reshape(batch, HV, V)[None]
    cu_seqlens = torch.arange(batch + 1, dtype=torch.int32, device=mixed_qkv.device)
    o = function(A_log=A_log, a=a, dt_bias=dt_bias, softplus_beta=1.0, softplus_threshold=20.0, q=q, k=k, v=v,
                 b=b, initial_state_source=initial_state, initial_state_indices=ssm_state_indices,
                 scale=scale, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel, cu_seqlens=cu_seqlens, **mode)
    out[:, 0] = o[0]


def kda(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
        use_qk_l2norm_in_kernel=False, lower_bound=None):
    _decode(mixed_qkv, a, b[None], A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel, is_kda=True, lower_bound=lower_bound)


def kda_match_cutedsl(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    beta = torch.sigmoid(b.float())
    _decode(mixed_qkv, a, beta[None], A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel, is_kda=True, lower_bound=lower_bound, match_cutedsl_decode=True)


def gdn(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
        use_qk_l2norm_in_kernel=False):
    _decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel, is_kda=False)
