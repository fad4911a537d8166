"""SGLang 0.5.23's generic Triton kernel in GDN decode mode (``is_kda=False``), a GDN-only
implementation under test:

    kda_suite campaign --op gdn --iut python:python/upstream/sglang_generic_gdn.py:packed_gdn_decode \\
        --domain python/domains/sglang-generic-gdn.kda-domain.json ...

``packed_gdn_decode`` is sglang_generic.py's ``gdn``: the bridge takes a function of that
name as a port's GDN entry, and a module of its own keeps the KDA ports of sglang_generic.py
KDA-only.
"""

import importlib.util
import os
import sys


def _generic():
    """sglang_generic.py beside this file (one copy per process, whatever imported it first)."""
    name = "kda_upstream_sglang_generic"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, os.path.join(os.path.dirname(__file__),
                                                                         "sglang_generic.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    _generic().gdn(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                   use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
