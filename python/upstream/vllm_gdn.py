"""vLLM's Triton packed GDN decode kernel (0.33.0, 0.34.0), a GDN-only implementation under test:

    kda_suite campaign --op gdn --iut python:python/upstream/vllm_gdn.py:packed_gdn_decode \\
        --domain python/upstream/domains/vllm-gdn-triton.kda-domain.json ...

``packed_gdn_decode`` is ``fused_recurrent_gated_delta_rule_packed_decode`` of
``vllm/third_party/flash_linear_attention/ops/fused_recurrent.py`` (the wrapper, its
validation and its Triton kernel), called as vLLM ships it. The same loader serves vLLM's
KDA packed decode (``vllm_kda.py``).

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
  torch), ``is_rocm()``, ``get_device_name()``, ``get_device_capability()``,
  ``is_device_capability(90, device_id)`` (exactly that capability: 0.34.0 picks its SM90
  fp32-state tile with it), ``is_device_capability_family(100, device_id)`` (the major is
  that family's: a Blackwell tile size) and ``is_arch_support_pdl()`` (major >= 9, as vLLM's
  CUDA platform answers; the KDA kernel then waits on its producer with PDL);
* ``vllm.utils.platform_utils``: ``cuda_get_device_properties`` (read in the calling
  process, which has a CUDA context already), so that its ``regex`` import is not needed.

Every kernel module (``ops/fused_recurrent.py``, ``ops/op.py``, ``ops/utils.py``, and for
KDA ``models/kimi_k3/nvidia/ops/third_party/kda/fused_recurrent.py``), and
``utils/math_utils.py``, is the wheel's own code, found wherever ``vllm`` is importable: an
installed wheel (``pip install --no-deps vllm==0.34.0``) or a folder holding those files
(and ``vllm/_version.py``, which names the release in the report) on PYTHONPATH.
"""

import os
import re
import sys
import types

import thin_import

WRAPPER_MODULE = "vllm.third_party.flash_linear_attention.ops.fused_recurrent"
WRAPPER = "fused_recurrent_gated_delta_rule_packed_decode"
_BARE_PACKAGES = ("vllm", "vllm.third_party", "vllm.third_party.flash_linear_attention",
                  "vllm.third_party.flash_linear_attention.ops", "vllm.utils", "vllm.models", "vllm.models.kimi_k3",
                  "vllm.models.kimi_k3.nvidia", "vllm.models.kimi_k3.nvidia.ops",
                  "vllm.models.kimi_k3.nvidia.ops.third_party", "vllm.models.kimi_k3.nvidia.ops.third_party.kda")


def _vllm_root():
    return thin_import.package_root("vllm", "the vllm package is not importable (pip install --no-deps vllm==0.33.0, "
                                            "or PYTHONPATH holding the kernel files)")


class _Platform:
    """What vLLM's FLA and KDA kernel files ask current_platform."""

    @staticmethod
    def is_cuda():
        import torch  # noqa: PLC0415
        return torch.version.cuda is not None and torch.cuda.is_available()

    @staticmethod
    def is_cuda_alike():
        import torch  # noqa: PLC0415
        return (torch.version.cuda is not None or torch.version.hip is not None) and torch.cuda.is_available()

    @staticmethod
    def is_rocm():
        import torch  # noqa: PLC0415
        return torch.version.hip is not None

    @staticmethod
    def get_device_name(device_id=0):
        import torch  # noqa: PLC0415
        return torch.cuda.get_device_name(device_id)

    @staticmethod
    def get_device_capability(device_id=0):
        import torch  # noqa: PLC0415
        major, minor = torch.cuda.get_device_capability(device_id)
        return types.SimpleNamespace(major=major, minor=minor)

    @staticmethod
    def is_device_capability(capability, device_id=0):
        import torch  # noqa: PLC0415
        major, minor = torch.cuda.get_device_capability(device_id)
        return (major, minor) == (tuple(capability) if isinstance(capability, tuple) else divmod(capability, 10))

    @staticmethod
    def is_device_capability_family(capability, device_id=0):
        import torch  # noqa: PLC0415
        return torch.cuda.get_device_capability(device_id)[0] == capability // 10

    @staticmethod
    def is_arch_support_pdl():
        import torch  # noqa: PLC0415
        try:
            return torch.cuda.get_device_capability(torch.cuda.current_device())[0] >= 9
        except Exception:  # noqa: BLE001 - as vLLM's CUDA platform answers: no device, no PDL
            return False


def _cuda_get_device_properties(device, names, init_cuda=False):  # noqa: ARG001
    import torch  # noqa: PLC0415
    properties = torch.cuda.get_device_properties(device)
    return tuple(getattr(properties, name) for name in names)


def _install_thin_vllm():
    if "vllm.triton_utils" in sys.modules:
        return
    thin_import.bare_packages(_BARE_PACKAGES, _vllm_root())
    import triton  # noqa: PLC0415
    import triton.language as tl  # noqa: PLC0415
    import triton.language.extra.libdevice as tldevice  # noqa: PLC0415
    thin_import.stand_in("vllm.platforms", "current_platform with the questions vLLM's FLA kernel files ask it.",
                         current_platform=_Platform())
    thin_import.stand_in("vllm.utils.platform_utils",
                         "cuda_get_device_properties, what vLLM's FLA utils import from vllm.utils.platform_utils.",
                         cuda_get_device_properties=_cuda_get_device_properties)
    thin_import.stand_in("vllm.triton_utils",
                         "What vLLM's FLA kernel files import from vllm.triton_utils: triton, tl, tldevice.",
                         triton=triton, tl=tl, tldevice=tldevice, HAS_TRITON=True)


def upstream_version():
    """The vLLM release whose kernel files are imported, for the report ("vllm 0.34.0"): read
    from the package's vllm/_version.py, without importing anything."""
    for root in _vllm_root():
        try:
            with open(os.path.join(root, "_version.py"), encoding="utf-8") as text:
                found = re.search(r"^__version__ = version = '([^']+)'", text.read(), re.MULTILINE)
        except OSError:
            continue
        if found:
            return "vllm " + found.group(1)
    return "vllm (release unknown: no vllm/_version.py)"


def module(name):
    """A module of the vllm package, imported through the thin loader."""
    _install_thin_vllm()
    return thin_import.kernel_module(name)


def wrapper():
    """The wheel's wrapper function itself (for the recording script)."""
    return getattr(module(WRAPPER_MODULE), WRAPPER)


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    return wrapper()(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                     use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
