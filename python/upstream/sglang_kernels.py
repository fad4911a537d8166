"""SGLang's packed KDA decode kernels, imported from the installed ``sglang`` wheel without
its serving engine, as implementations under test for the suite's Python bridge:

    kda_suite campaign --iut python:python/upstream/sglang_kernels.py:triton ...

Entries (each has the contract's signature):

* ``triton``: the Triton kernel ``fused_recurrent_kda_packed_decode_kernel`` through its
  wrapper, with the wrapper's route to the JIT CUDA kernel switched off, so that every call
  reaches the Triton kernel.
* ``fused_recurrent_kda_packed_decode``: the wrapper as SGLang ships it. Calls inside
  ``kda_packed_decode.covered()`` (``domains/sglang-jit-cuda.kda-domain.json``) run the JIT
  CUDA row-streaming kernel, built at first use through apache-tvm-ffi and nvcc; the rest
  run the Triton kernel.
* ``jit_cuda``: the same wrapper, counting where each call went (the JIT kernel or
  Triton's) and printing the count to stderr at exit, so that a gate on the JIT kernel
  shows that it measured the JIT kernel.
* ``helion``: ``helion_fused_recurrent_kda_packed_decode``, the Helion port.
* ``cutedsl``: ``cutedsl_fused_sigmoid_gating_kda_update``, the CuTe DSL decode kernel
  (needs ``nvidia-cutlass-dsl``), through a small adapter: it takes q, k and v apart and
  returns its own output, so the packed row is cut into those views and the output copied
  into ``out``.

Why a loader: the kernel modules import three helpers from ``sglang.srt.utils.common``, and
that module imports the serving engine (thousands of modules, and packages the GPU machine
does not have: orjson, pybase64, starlette, msgspec ...), and the packages above the kernel
modules import the kernel registry. This file registers those packages as bare modules
(their ``__init__`` does not run) and ``sglang.srt.utils.common`` as a module holding only
the three helpers (``torch_release``, ``is_cuda``, ``get_cuda_version``), written here from
their meaning; the bare ``sglang.srt.utils`` holds the five platform probes that the generic
kernel's module imports from it (sglang_generic.py), written the same way. Every kernel
module, and what it imports from the wheel, is the wheel's own code, found wherever
``sglang`` is installed (``pip install --no-deps sglang==0.5.23``).
"""

import atexit
import sys

import packed_call
import thin_import
import torch
from packaging import version

_WRAPPER_MODULE = "sglang.kernels.ops.attention.fla.fused_recurrent"
_JIT_MODULE = "sglang.kernels.ops.attention.kda_packed_decode"
_HELION_MODULE = "sglang.kernels.ops.attention.helion.kda_decode"
_CUTEDSL_MODULE = "sglang.kernels.ops.attention.cutedsl_kda"
# Packages whose __init__ would import the serving engine or the kernel registry; the
# kernel modules need only their submodules. The packages below them (fla, helion, linear,
# jit.utils) import for real.
_BARE_PACKAGES = ("sglang", "sglang.kernels", "sglang.kernels.ops", "sglang.kernels.ops.attention",
                  "sglang.srt", "sglang.srt.utils")


def _is_cuda():
    return torch.cuda.is_available() and torch.version.cuda is not None


def _get_cuda_version():
    return tuple(int(part) for part in torch.version.cuda.split(".")) if torch.version.cuda else (0, 0)


def _is_hip():
    return getattr(torch.version, "hip", None) is not None


def _get_device_sm():
    if not torch.cuda.is_available():
        return 0
    major, minor = torch.cuda.get_device_capability()
    return major * 10 + minor


def _is_gfx95_supported():
    return _is_hip() and "gfx95" in torch.cuda.get_device_properties(0).gcnArchName


def _is_sm90_supported():
    return _is_cuda() and _get_device_sm() // 10 == 9 and _get_cuda_version() >= (12, 3)


def _install_thin_sglang():
    if "sglang.srt.utils.common" in sys.modules:
        return
    thin_import.bare_packages(_BARE_PACKAGES, thin_import.package_root(
        "sglang", "the sglang package is not installed (pip install --no-deps sglang==0.5.23)"))
    # The generic kernel's module (linear/fused_sigmoid_gating_recurrent.py) imports five
    # platform probes from the package sglang.srt.utils itself, which re-exports common's.
    utils = sys.modules["sglang.srt.utils"]
    for helper, function in (("is_cuda", _is_cuda), ("is_hip", _is_hip), ("get_device_sm", _get_device_sm),
                             ("is_gfx95_supported", _is_gfx95_supported),
                             ("is_sm90_supported", _is_sm90_supported)):
        if not hasattr(utils, helper):
            setattr(utils, helper, function)
    thin_import.stand_in("sglang.srt.utils.common",
                         "The three helpers of SGLang's sglang.srt.utils.common that its KDA kernel modules import.",
                         torch_release=version.parse(torch.__version__).release, is_cuda=_is_cuda,
                         get_cuda_version=_get_cuda_version)


def _module(name):
    _install_thin_sglang()
    return thin_import.kernel_module(name)


def _wrapper_routed_by(route_choice, args, use_qk_l2norm_in_kernel, lower_bound):
    """Calls the Triton wrapper with its routing check, kda_packed_decode.covered(), replaced
    for this call by route_choice(covered, *its arguments)."""
    wrapper = _module(_WRAPPER_MODULE).fused_recurrent_kda_packed_decode
    route = _module(_JIT_MODULE)
    covered = route.covered
    route.covered = lambda *a, **k: route_choice(covered, *a, **k)
    try:
        return wrapper(*args, use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel, lower_bound=lower_bound)
    finally:
        route.covered = covered


def triton(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
           use_qk_l2norm_in_kernel=False, lower_bound=None):
    return _wrapper_routed_by(lambda covered, *a, **k: False,
                              (mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices),
                              use_qk_l2norm_in_kernel, lower_bound)


_routes = {"JIT CUDA": 0, "Triton": 0}


def _report_routes():
    if any(_routes.values()):
        print(f"sglang_kernels.jit_cuda: of the calls it accepted, {_routes['JIT CUDA']} ran the JIT CUDA kernel, "
              f"{_routes['Triton']} the Triton kernel", file=sys.stderr)


def jit_cuda(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
             use_qk_l2norm_in_kernel=False, lower_bound=None):
    routed = []

    def seen(covered, *args, **kwargs):
        routed.append(covered(*args, **kwargs))
        return routed[-1]

    result = _wrapper_routed_by(seen, (mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices),
                                use_qk_l2norm_in_kernel, lower_bound)
    _routes["JIT CUDA" if routed == [True] else "Triton"] += 1
    return result


def cutedsl(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel=False, lower_bound=None):
    """The CuTe DSL kernel as SGLang's CuTe backend calls it (its dense form: q and k
    [B, 1, H, K], v [B, 1, HV, V], a [B, 1, HV, K], b [B, 1, HV]), adapted to the packed call.
    Its validation is its own (asserts and ValueErrors), and so is this adapter's: a packed
    row it cannot cut, or an out that is not a contiguous [B, 1, HV, V], is a ValueError
    before the kernel runs (the kernel returns its own output, so out's rules, upstream's
    rules 8 and 18, are the adapter's to check), a lower_bound a NotImplementedError, as
    SGLang's backend refuses one."""
    if lower_bound is not None:
        raise NotImplementedError("the CuTe DSL KDA decode kernel has no lower_bound")
    kernel = _module(_CUTEDSL_MODULE).cutedsl_fused_sigmoid_gating_kda_update
    H, HV, K, V = packed_call.heads(mixed_qkv, initial_state, out)
    batch = mixed_qkv.shape[0]
    # reshape views a row-contiguous slice and copies one that is not: the kernel's wrapper
    # makes every input contiguous anyway.
    q = mixed_qkv[:, :H * K].reshape(batch, 1, H, K)
    k = mixed_qkv[:, H * K:2 * H * K].reshape(batch, 1, H, K)
    v = mixed_qkv[:, 2 * H * K:].reshape(batch, 1, HV, V)
    o = kernel(A_log=A_log, dt_bias=dt_bias, q=q, k=k, v=v, a=a.reshape(batch, 1, HV, K), b=b.reshape(batch, 1, HV),
               initial_state_source=initial_state, initial_state_indices=ssm_state_indices, scale=scale,
               use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
    out[...] = o


def routes():
    """How many calls of jit_cuda went to each kernel so far: {"JIT CUDA": n, "Triton": m}."""
    return dict(_routes)


atexit.register(_report_routes)


def __getattr__(name):
    # Each entry imports only what it needs: the Triton wrapper needs no Helion.
    if name == "fused_recurrent_kda_packed_decode":
        return _module(_WRAPPER_MODULE).fused_recurrent_kda_packed_decode
    if name == "helion":
        return _module(_HELION_MODULE).helion_fused_recurrent_kda_packed_decode
    raise AttributeError(name)
