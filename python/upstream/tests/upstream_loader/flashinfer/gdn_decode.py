"""Stands in for FlashInfer's flashinfer/gdn_decode.py: the same module-level imports (the
helpers the loader writes, the optional modules it marks absent, the two kernel files), and
a gated_delta_rule_decode_pretranspose that records its call and writes sevens into output."""
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
for _name in ("gdn_decode_bf16_state_rubin", "gdn_decode_nontranspose", "gdn_decode_mtp"):
    try:
        __import__(f"flashinfer.gdn_kernels.{_name}")
        optional_imports[_name] = True
    except ImportError:
        optional_imports[_name] = False
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
