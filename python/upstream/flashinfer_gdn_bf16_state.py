"""FlashInfer 0.7.4's GDN decode on its bfloat16-state kernel at
K = V = 128 (gdn_kernels/gdn_decode_bf16_state.py), a GDN-only implementation under test:

    kda_suite campaign --op gdn --iut python:python/upstream/flashinfer_gdn_bf16_state.py:packed_gdn_decode \\
        --domain python/domains/flashinfer-gdn-bf16-state.kda-domain.json ...

``packed_gdn_decode`` is flashinfer_gdn.py's ``bf16_state`` (the adapter and the thin import are there).
"""

import importlib.util
import os
import sys


def _adapter():
    """flashinfer_gdn.py beside this file (one copy per process, whichever module loaded it first)."""
    name = "kda_upstream_flashinfer_gdn"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(os.path.dirname(__file__),
                                                                         "flashinfer_gdn.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    _adapter().bf16_state(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                          use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
