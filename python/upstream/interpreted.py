"""The upstream Triton ports on the host, under Triton's interpreter (TRITON_INTERPRET=1): a
preflight for a machine without a GPU, before device time goes to the gpu profile.

    python/upstream/preflight.sh   (KERNEL=sglang-triton|sglang-helion|sglang-gdn|vllm-gdn|vllm-kda|
                                    sglang-generic-kda|sglang-generic-gdn)

The bridge hands a host port numpy arrays; these entries view them as torch CPU tensors (no
copy: the kernel writes the suite's buffers) and call the same adapters the GPU runs call
(sglang_kernels.py, sglang_gdn.py, vllm_gdn.py, vllm_kda.py, sglang_generic.py); Helion's port
runs as the Triton code that Helion generates for each specialization, as on a GPU. A tensor
the bridge can only describe (one placed on another device by a validation case) becomes a
meta tensor of the same shape, strides and dtype, so the wrapper's device check sees another
device.

What the interpreter cannot judge, and so what a preflight does not replace: the compiled
kernel's arithmetic (the interpreter computes in numpy), Triton's compilation per shape,
32-bit strides and the grid's limits. Four of its own differences from a GPU are corrected
here, because they would fail a correct kernel:

* Triton 3.6's interpreter casts float32 to bfloat16 by truncation (cast_impl passes no
  rounding mode); a GPU's ``.to(tl.bfloat16)`` rounds to nearest even, as ml_dtypes does.
* It patches the triton.language modules a kernel's globals name, but not a builtin bound
  to another name (FLA's ``exp = tl.exp`` in ``op.py``), which then fails outside a JIT
  function.
* It takes a scalar as an index (a loop bound) through ``int()`` of its data, which for a
  loaded scalar is a one-element array; NumPy 2.4 refuses that (``only 0-dimensional arrays
  can be converted``), so SGLang's generic kernel, whose varlen loop runs to
  ``T = eos - bos`` loaded from cu_seqlens, failed every call. It takes the element itself.
* It has no extern libraries: a libdevice call (Helion's generated ``libdevice.exp2``)
  returns None. While a kernel runs, each libdevice function that ``tl.math`` also has is
  ``tl.math``'s; both are the same function of their argument, and the interpreter
  computes either in numpy.
"""

import importlib
import os
import sys

import ml_dtypes
import numpy as np
import torch
import triton.language as tl
from triton.language.extra import libdevice
from triton.runtime import interpreter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

_TORCH_DTYPES = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32,
                 "float64": torch.float64, "int8": torch.int8, "int16": torch.int16, "int32": torch.int32,
                 "int64": torch.int64, "uint8": torch.uint8, "bool": torch.bool}

_patch_lang = interpreter._patch_lang
_LIBDEVICE_IN_TL_MATH = [name for name in dir(libdevice)
                         if not name.startswith("_") and hasattr(tl.math, name)]
_cast_impl = interpreter.InterpreterBuilder.cast_impl


def _patch_lang_and_aliases(fn):
    scope = _patch_lang(fn)
    scope.set_attr(tl.tensor, "__index__", lambda self: int(self.handle.data.item()))
    module = sys.modules.get(fn.__module__)
    for name, member in list(vars(module).items()) if module is not None else []:
        if tl.core.is_builtin(member):
            interpreter._patch_attr(module, name, member, interpreter.interpreter_builder, scope)
        elif member is libdevice:
            for function in _LIBDEVICE_IN_TL_MATH:
                scope.set_attr(libdevice, function, getattr(tl.math, function))  # patched above
    return scope


def _cast_rounding_to_nearest(self, src, dst_type):
    if src.dtype.scalar == tl.float32 and dst_type.scalar == tl.bfloat16:
        bits = src.data.astype(np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)
        return interpreter.TensorHandle(bits, dst_type.scalar)
    return _cast_impl(self, src, dst_type)


interpreter._patch_lang = _patch_lang_and_aliases
interpreter.InterpreterBuilder.cast_impl = _cast_rounding_to_nearest


def _tensor(x):
    if isinstance(x, np.ndarray):
        if x.dtype == ml_dtypes.bfloat16:
            return torch.from_numpy(x.view(np.uint16)).view(torch.bfloat16)
        return torch.from_numpy(x)
    dtype = _TORCH_DTYPES.get(getattr(x.dtype, "name", str(x.dtype)), torch.float64)
    item = torch.empty((), dtype=dtype).element_size()
    return torch.empty_strided(x.shape, [s // item for s in x.strides], dtype=dtype, device="meta")


def _tensors(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices):
    t = [_tensor(x) for x in (mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)]
    return (*t[:5], scale, *t[5:])


def _entry(name, what, module="sglang_kernels", prefix="sglang_"):
    """An entry of an upstream adapter module (a KDA one), on the tensors the interpreter takes."""
    def entry(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
              use_qk_l2norm_in_kernel=False, lower_bound=None):
        getattr(importlib.import_module(module), name)(
            *_tensors(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices),
            use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel, lower_bound=lower_bound)

    entry.__name__ = entry.__qualname__ = f"{prefix}{name}"
    entry.__doc__ = f"{what} ({module}.py:{name})."
    return entry


sglang_triton = _entry("triton", "SGLang's Triton KDA kernel through its wrapper")
sglang_helion = _entry("helion", "SGLang's Helion KDA port, as the Triton code Helion generates")
sglang_generic_kda = _entry("kda", "SGLang's generic Triton kernel in KDA decode mode",
                            module="sglang_generic", prefix="sglang_generic_")
vllm_packed_kda_decode = _entry("packed_kda_decode", "vLLM's own Triton KDA kernel", module="vllm_kda",
                                prefix="vllm_")


# The GDN kernels by INTERPRETED_GDN's value: the adapter module and its GDN entry.
_GDN_ENTRIES = {"sglang": ("sglang_gdn", "packed_gdn_decode"), "vllm": ("vllm_gdn", "packed_gdn_decode"),
                "sglang_generic": ("sglang_generic", "gdn")}


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    """The GDN kernel INTERPRETED_GDN names: sglang (sglang_gdn.py), sglang_generic
    (sglang_generic.py:gdn) or vllm (vllm_gdn.py)."""
    kernel = os.environ.get("INTERPRETED_GDN", "")
    if kernel not in _GDN_ENTRIES:
        raise ImportError(f"set INTERPRETED_GDN to sglang, sglang_generic or vllm (got {kernel!r})")
    module, entry = _GDN_ENTRIES[kernel]
    getattr(importlib.import_module(module), entry)(
        *_tensors(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices),
        use_qk_l2norm_in_kernel=use_qk_l2norm_in_kernel)
