"""A GDN-only port (tests only): its one function is packed_gdn_decode, selected as
python:gdn_only.py:packed_gdn_decode, the way an upstream GDN kernel with no KDA sibling is
(python/upstream/vllm_gdn.py). The numbers are the numpy port's GDN entry."""

import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "kda_test_numpy_port", os.path.join(os.path.dirname(__file__), "..", "..", "..", "ports", "numpy_port.py"))
_numpy_port = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_numpy_port)


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    return _numpy_port.packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
                                         ssm_state_indices, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
