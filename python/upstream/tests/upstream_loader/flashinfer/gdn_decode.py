"""Stands in for FlashInfer's flashinfer/gdn_decode.py: the same module-level imports (the
helpers the loader writes, the optional modules it marks absent, the two decode kernel files,
the multi-token kernel file inside try/except as the real one imports it), a
gated_delta_rule_decode_pretranspose that records its call and writes sevens into output, and
a gated_delta_rule_mtp that records its call by keyword and returns an output of the real
one's shape ([B, T, HV, V]), numbered so that a copy of it can be told element from element."""
from .jit.core import logger
from .utils import get_compute_capability

optional_imports = {}
try:
    from .jit import cake_gdn  # noqa: F401
    optional_imports["cake_gdn"] = True
except ImportError:
    optional_imports["cake_gdn"] = False
try:
    from .api_logging import flashinfer_api  # noqa: F401
    optional_imports["api_logging"] = True
except ImportError:
    optional_imports["api_logging"] = False
for _name in ("gdn_decode_bf16_state_rubin", "gdn_decode_nontranspose"):
    try:
        __import__(f"flashinfer.gdn_kernels.{_name}")
        optional_imports[_name] = True
    except ImportError:
        optional_imports[_name] = False
try:
    from .gdn_kernels.gdn_decode_mtp import get_mtp_config, get_tile_v_mtp, get_vec_size_mtp, run_mtp_decode
    optional_imports["gdn_decode_mtp"] = True
except ImportError:
    run_mtp_decode = get_tile_v_mtp = get_vec_size_mtp = get_mtp_config = None
    optional_imports["gdn_decode_mtp"] = False
from .gdn_kernels.gdn_decode_bf16_state import gated_delta_rule  # noqa: E402
from .gdn_kernels.gdn_decode_pretranspose import run_pretranspose_decode  # noqa: E402

calls = []


def gated_delta_rule_decode_pretranspose(q, k, v, state, A_log, a, dt_bias, b, scale=None, output=None,
                                         use_qk_l2norm=True, initial_state=None, initial_state_indices=None,
                                         output_state_indices=None, intermediate_states_buffer=None,
                                         disable_state_update=False, backend="auto"):
    kernel = gated_delta_rule if initial_state.dtype.itemsize == 2 else run_pretranspose_decode
    calls.append(dict(kernel=kernel(), q=q, k=k, v=v, state=state, A_log=A_log, a=a, dt_bias=dt_bias, b=b,
                      scale=scale, output=output, l2norm=use_qk_l2norm, pool=initial_state,
                      indices=initial_state_indices, output_indices=output_state_indices, backend=backend,
                      logger=logger.name, capability=get_compute_capability))
    output[...] = 7.0
    return output, initial_state


def gated_delta_rule_mtp(q, k, v, initial_state, initial_state_indices, A_log, a, dt_bias, b, scale=None,
                         output=None, intermediate_states_buffer=None, ssm_state_indices=None,
                         disable_state_update=None, use_qk_l2norm=True, output_state_indices=None,
                         cache_replayssm=False, replayssm_rawv=None, replayssm_rawk=None, replayssm_g=None,
                         replayssm_beta=None):
    calls.append(dict(kernel=run_mtp_decode(), q=q, k=k, v=v, initial_state=initial_state,
                      initial_state_indices=initial_state_indices, A_log=A_log, a=a, dt_bias=dt_bias, b=b,
                      scale=scale, output=output, intermediate_states_buffer=intermediate_states_buffer,
                      ssm_state_indices=ssm_state_indices, disable_state_update=disable_state_update,
                      use_qk_l2norm=use_qk_l2norm, output_state_indices=output_state_indices,
                      cache_replayssm=cache_replayssm))
    B, T, HV, V = v.shape
    import numpy as np  # noqa: PLC0415
    return np.arange(B * T * HV * V, dtype=np.float32).reshape(B, T, HV, V).view(type(v)), initial_state
