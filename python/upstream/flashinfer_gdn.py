"""FlashInfer 0.7.4's GDN decode, ``gated_delta_rule_decode_pretranspose`` of
``flashinfer/gdn_decode.py``, adapted to the packed call. Its two T = 1 paths are two
implementations under test, chosen by the pool's dtype inside FlashInfer:

* ``fp32_state``: the float32-state kernel (``gdn_kernels/gdn_decode_pretranspose.py``,
  ``run_pretranspose_decode``);
* ``bf16_state``: the bfloat16-state kernel at K = V = 128
  (``gdn_kernels/gdn_decode_bf16_state.py``, ``gated_delta_rule``).

Each entry has GDN's signature and is gated as GDN by name
(``--op gdn --iut python:python/upstream/flashinfer_gdn.py:fp32_state``).

The adapter: FlashInfer takes q and k [B, 1, H, K], v [B, 1, HV, V], a and b [B, 1, HV]
and a pool with indices, so the packed row is cut into views (never copies, so that the
kernel sees the row strides the call has), a and b get their size-1 token dim, and out is
passed as FlashInfer's ``output``, which both paths write. FlashInfer checks no shape of out
and writes it through its strides, so an out that is not a contiguous [B, 1, HV, V] is a
ValueError here, before the kernel runs, as is a packed row that cannot be cut and a pool
of the other path's dtype (each entry times and judges one kernel). Every other check is
FlashInfer's own (asserts). ``backend="flashinfer"``: the generic kernels, never the
source-only Cake GDN backend or the Rubin kernel.

Why a loader: ``flashinfer/__init__.py`` imports the whole library (JIT, TVM-FFI, cuDNN,
NCCL bindings ...), and ``gdn_decode.py`` imports ``flashinfer.jit.core`` (TVM-FFI,
filelock, ninja) and ``flashinfer.utils``. This file registers ``flashinfer`` and
``flashinfer.gdn_kernels`` as bare packages (their ``__init__`` does not run) and stands in
for the three helpers the decode files import, written here from their meaning:

* ``flashinfer.jit.core.logger``: a logger;
* ``flashinfer.utils.get_compute_capability(device)``: (major, minor) of a CUDA device;
* ``flashinfer.jit.cute_dsl_core.build_and_load_cute_dsl_kernel``: compiles through its
  ``compile_fn``, as FlashInfer does with its disk cache off
  (``FLASHINFER_CUTE_DSL_DISABLE_CACHE=1``); each kernel file keeps its in-process cache,
  and the CuTe DSL its own (``CUTE_DSL_CACHE_DIR``).

The modules that ``gdn_decode.py`` tries to import for its other APIs (the Cake GDN
backend, API logging, the Rubin and non-transposed kernels) are marked absent, so that its
``try``/``except ImportError`` takes the fallback FlashInfer wrote for them. The multi-token
kernel file (``gdn_kernels/gdn_decode_mtp.py``) is not: flashinfer_gdn_verify.py's MTP
entry imports it, and where it is not staged the decode paths take the same fallback.
Every decode file is the wheel's own code, found wherever ``flashinfer`` is importable: an
installed ``flashinfer-python==0.7.4`` or a folder holding ``flashinfer/gdn_decode.py`` and
the six files of ``flashinfer/gdn_kernels/`` that ``KERNEL_FILES`` lists, on PYTHONPATH
(with ``nvidia-cutlass-dsl`` installed).
"""

import logging
import sys

import packed_call
import thin_import

API_MODULE = "flashinfer.gdn_decode"
API = "gated_delta_rule_decode_pretranspose"
FP32_KERNEL_MODULE = "flashinfer.gdn_kernels.gdn_decode_pretranspose"
BF16_KERNEL_MODULE = "flashinfer.gdn_kernels.gdn_decode_bf16_state"
# The wheel's files the two paths import (paths inside the wheel).
KERNEL_FILES = ("flashinfer/gdn_decode.py", "flashinfer/gdn_kernels/gdn_decode_pretranspose.py",
                "flashinfer/gdn_kernels/gdn_decode_bf16_state.py", "flashinfer/gdn_kernels/_softplus.py",
                "flashinfer/gdn_kernels/cute_dsl_cache_naming.py", "flashinfer/gdn_kernels/device_target.py",
                "flashinfer/gdn_kernels/dtype_compat.py")
_BARE_PACKAGES = ("flashinfer", "flashinfer.gdn_kernels")
# Imported by gdn_decode.py inside try/except ImportError, for APIs no adapter calls.
_ABSENT = ("flashinfer.jit.cake_gdn", "flashinfer.api_logging", "flashinfer.trace",
           "flashinfer.gdn_kernels.gdn_decode_bf16_state_rubin", "flashinfer.gdn_kernels.gdn_decode_nontranspose")


def _get_compute_capability(device):
    import torch  # noqa: PLC0415
    if device.type != "cuda":
        raise ValueError("device must be a cuda device")
    properties = torch.cuda.get_device_properties(device)
    return properties.major, properties.minor


def _build_and_load_cute_dsl_kernel(module_name, kernel_name, compile_fn, extra_key_files=(), *,  # noqa: ARG001
                                    enable_tvm_ffi=True):  # noqa: ARG001
    return compile_fn()


def _install_thin_flashinfer():
    if "flashinfer.jit.cute_dsl_core" in sys.modules:
        return
    thin_import.bare_packages(_BARE_PACKAGES, thin_import.package_root(
        "flashinfer", "the flashinfer package is not importable (pip install --no-deps flashinfer-python==0.7.4, "
                      "or PYTHONPATH holding flashinfer/gdn_decode.py and flashinfer/gdn_kernels/)"))
    stand_in = thin_import.stand_in
    stand_in("flashinfer.jit", "Stands in for flashinfer.jit: only the modules the GDN decode files import.", [])
    stand_in("flashinfer.jit.core", "flashinfer.jit.core's logger, what gdn_decode.py imports of it.",
             logger=logging.getLogger("flashinfer.jit"))
    stand_in("flashinfer.jit.cute_dsl_core", "build_and_load_cute_dsl_kernel without FlashInfer's disk cache.",
             build_and_load_cute_dsl_kernel=_build_and_load_cute_dsl_kernel)
    stand_in("flashinfer.utils", "flashinfer.utils's get_compute_capability, what gdn_decode.py imports of it.",
             get_compute_capability=_get_compute_capability)
    for name in _ABSENT:
        sys.modules.setdefault(name, None)  # `import name` raises ImportError


def api(kernel_module, name=API):
    """gdn_decode.py's function `name` (gated_delta_rule_decode_pretranspose unless named), once
    kernel_module (the path's kernel file) has imported: gdn_decode.py imports it inside
    try/except, which would turn a missing nvidia-cutlass-dsl into a None kernel; imported
    first, its ImportError propagates."""
    _install_thin_flashinfer()
    thin_import.kernel_module(kernel_module)
    return getattr(thin_import.kernel_module(API_MODULE), name)


def _call(kernel_module, state_dtype, mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
          ssm_state_indices, use_qk_l2norm_in_kernel):
    H, HV, K, V = packed_call.heads(mixed_qkv, initial_state, out)
    function = api(kernel_module)
    import torch  # noqa: PLC0415 - after the import that says what is missing
    if initial_state.dtype != getattr(torch, state_dtype):
        raise ValueError(f"this entry runs FlashInfer's {state_dtype}-state path; the pool is {initial_state.dtype}")
    q = mixed_qkv[:, :H * K].unflatten(1, (1, H, K))
    k = mixed_qkv[:, H * K:2 * H * K].unflatten(1, (1, H, K))
    v = mixed_qkv[:, 2 * H * K:].unflatten(1, (1, HV, V))
    result, _ = function(q, k, v, None, A_log, a.unsqueeze(1), dt_bias, b.unsqueeze(1), scale=scale, output=out,
                         use_qk_l2norm=use_qk_l2norm_in_kernel, initial_state=initial_state,
                         initial_state_indices=ssm_state_indices, backend="flashinfer")
    if result is not out:  # both paths write output and return it; a copy would be a new FlashInfer
        out[...] = result


def fp32_state(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
               use_qk_l2norm_in_kernel=False):
    _call(FP32_KERNEL_MODULE, "float32", mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
          ssm_state_indices, use_qk_l2norm_in_kernel)


def bf16_state(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
               use_qk_l2norm_in_kernel=False):
    _call(BF16_KERNEL_MODULE, "bfloat16", mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out,
          ssm_state_indices, use_qk_l2norm_in_kernel)
