"""A GDN kernel under an upstream kernel's own name (tests only), with no packed_gdn_decode
beside it: `--op gdn --iut python:gdn_upstream_name.py:fused_recurrent_gated_delta_rule_packed_decode`
gates it as GDN, as a porting engineer names the function they ported. The numbers are the
numpy port's GDN entry."""

import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "kda_test_numpy_port", os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports", "numpy_port.py"))
_numpy_port = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_numpy_port)


def fused_recurrent_gated_delta_rule_packed_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                                   ssm_state_indices, use_qk_l2norm_in_kernel=False):
    return _numpy_port.packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                         ssm_state_indices, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
