"""SGLang 0.5.23's Triton packed GDN decode kernel, a GDN-only implementation under test:

    kda_suite campaign --op gdn --iut python:python/upstream/sglang_gdn.py:packed_gdn_decode \\
        --domain python/upstream/domains/sglang-gdn-triton.kda-domain.json ...

``packed_gdn_decode`` is ``fused_recurrent_gated_delta_rule_packed_decode`` of
``sglang/kernels/ops/attention/fla/fused_recurrent.py`` (the wrapper, its validation and its
Triton kernel ``fused_recurrent_gated_delta_rule_packed_decode_kernel``), called as SGLang
ships it. SGLang has no other kernel for this op (no JIT CUDA, no Helion), so there is no
route to switch off.

The module is imported through sglang_kernels.py's loader (bare parent packages and a
three-helper ``sglang.srt.utils.common``), so only the wheel's ``fla/fused_recurrent.py``,
``fla/op.py`` and ``fla/utils.py`` run. Any installation of the 0.5.23 wheel works, and so
does a folder holding only those three files under ``sglang/kernels/ops/attention/fla/``
on PYTHONPATH (what the GPU machine gets: python/upstream/gdn_device_run.sh).
"""

import sglang_kernels

WRAPPER_MODULE = "sglang.kernels.ops.attention.fla.fused_recurrent"
WRAPPER = "fused_recurrent_gated_delta_rule_packed_decode"


def wrapper():
    """The wheel's wrapper function itself (for the recording script)."""
    return getattr(sglang_kernels._module(WRAPPER_MODULE), WRAPPER)


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    return wrapper()(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                     use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
