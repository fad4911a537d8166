"""vLLM 0.33.0's Triton packed GDN decode kernel, a GDN-only implementation under test:

    kda_suite campaign --op gdn --iut python:python/upstream/vllm_gdn.py:packed_gdn_decode \\
        --domain python/domains/vllm-gdn-triton.kda-domain.json ...

``packed_gdn_decode`` is ``fused_recurrent_gated_delta_rule_packed_decode`` of
``vllm/third_party/flash_linear_attention/ops/fused_recurrent.py`` (the wrapper, its
validation and its Triton kernel), called as vLLM ships it.

Why a loader: the kernel module imports ``current_platform`` from ``vllm.platforms`` and
``triton``/``tl`` from ``vllm.triton_utils``; both import vLLM's configuration, logger and
platform detection (and through them much of the engine), and the packages above the
kernel module (``flash_linear_attention``, its ``ops``) import every FLA op. This file
registers those packages as bare modules (their ``__init__`` does not run) and the two
imported modules as modules holding only what the kernel files use, written here from
their meaning:

* ``vllm.triton_utils``: ``triton``, ``tl`` (``triton.language``) and ``tldevice``
  (``triton.language.extra.libdevice``), as vLLM re-exports them when Triton is installed;
* ``vllm.platforms.current_platform``: ``is_cuda()``, ``is_cuda_alike()`` (a CUDA build of
  torch) and ``is_device_capability_family(100, device_id)`` (the device's compute
  capability major is that family's, 10 for 100; the wrapper asks it only to pick a
  Blackwell tile size).

Every kernel module (``ops/fused_recurrent.py``, ``ops/op.py``, ``ops/utils.py``) is the
wheel's own code, found wherever ``vllm`` is importable: an installed wheel
(``pip install --no-deps vllm==0.33.0``) or a folder holding only those three files under
``vllm/third_party/flash_linear_attention/ops/`` on PYTHONPATH.
"""

import importlib
import importlib.util
import os
import sys
import types

WRAPPER_MODULE = "vllm.third_party.flash_linear_attention.ops.fused_recurrent"
WRAPPER = "fused_recurrent_gated_delta_rule_packed_decode"
_BARE_PACKAGES = ("vllm", "vllm.third_party", "vllm.third_party.flash_linear_attention",
                  "vllm.third_party.flash_linear_attention.ops")


def _vllm_root():
    spec = importlib.util.find_spec("vllm")  # a top-level find_spec runs nothing
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("the vllm package is not importable (pip install --no-deps vllm==0.33.0, "
                          "or PYTHONPATH holding vllm/third_party/flash_linear_attention/ops/)")
    return list(spec.submodule_search_locations)


def _bare_package(name, path):
    if name not in sys.modules:
        module = types.ModuleType(name)
        module.__path__ = path
        module.__package__ = name
        sys.modules[name] = module


class _Platform:
    """The three questions vLLM's FLA files ask current_platform."""

    @staticmethod
    def is_cuda():
        import torch  # noqa: PLC0415
        return torch.version.cuda is not None and torch.cuda.is_available()

    @staticmethod
    def is_cuda_alike():
        import torch  # noqa: PLC0415
        return (torch.version.cuda is not None or torch.version.hip is not None) and torch.cuda.is_available()

    @staticmethod
    def is_device_capability_family(capability, device_id=0):
        import torch  # noqa: PLC0415
        return torch.cuda.get_device_capability(device_id)[0] == capability // 10


def _install_thin_vllm():
    if "vllm.triton_utils" in sys.modules:
        return
    root = _vllm_root()
    for name in _BARE_PACKAGES:
        _bare_package(name, [os.path.join(r, *name.split(".")[1:]) for r in root])
    import triton  # noqa: PLC0415
    import triton.language as tl  # noqa: PLC0415
    import triton.language.extra.libdevice as tldevice  # noqa: PLC0415
    triton_utils = types.ModuleType("vllm.triton_utils")
    triton_utils.__doc__ = "What vLLM's FLA kernel files import from vllm.triton_utils: triton, tl, tldevice."
    triton_utils.triton, triton_utils.tl, triton_utils.tldevice = triton, tl, tldevice
    triton_utils.HAS_TRITON = True
    platforms = types.ModuleType("vllm.platforms")
    platforms.__doc__ = "current_platform with the questions vLLM's FLA kernel files ask it."
    platforms.current_platform = _Platform()
    sys.modules[platforms.__name__] = platforms
    sys.modules[triton_utils.__name__] = triton_utils


def wrapper():
    """The wheel's wrapper function itself (for the recording script)."""
    _install_thin_vllm()
    return getattr(importlib.import_module(WRAPPER_MODULE), WRAPPER)


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    return wrapper()(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                     use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
