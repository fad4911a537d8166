"""python/upstream/flashinfer_gdn.py's two entries against a stand-in flashinfer
package (upstream_loader/flashinfer/) whose package __init__ files raise: each entry must
reach gated_delta_rule_decode_pretranspose without them, with the helpers gdn_decode.py
imports written and its optional modules absent, run the path its name says (the pool's
dtype picks it), hand over views of the packed row, a and b with their token dim, scale, the
l2norm flag, the pool and its indices and out as output, and leave the kernel's output in
out; a row it cannot cut, an out that is not a contiguous [B, 1, HV, V] and a pool of the
other path's dtype are refused before the kernel runs. torch is a stand-in (CI has none):
numpy arrays with the few tensor methods the adapter asks for, float16 standing for bf16."""
import importlib.util
import os
import sys
import types

import numpy as np
from refusals import assert_refused, outs_it_cannot_write

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.float32, torch.bfloat16 = np.dtype(np.float32), np.dtype(np.float16)
sys.modules["torch"] = torch
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.append(os.path.join(here, ".."))  # the adapters import their siblings, as the bridge lets them


class Tensor(np.ndarray):
    """The tensor methods the adapter calls, on numpy arrays."""

    def dim(self):
        return self.ndim

    def unflatten(self, dim, sizes):
        return self.reshape(self.shape[:dim] + tuple(sizes) + self.shape[dim + 1:])

    def unsqueeze(self, dim):
        return np.expand_dims(self, dim)

    def is_contiguous(self):
        return self.flags.c_contiguous

    def stride(self):
        return tuple(step // self.itemsize for step in self.strides)


def port(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, "..", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


B, H, HV, K, V = 3, 2, 4, 8, 4
width = 2 * H * K + HV * V
rows = np.arange(B * (width + 5), dtype=np.float32).reshape(B, width + 5).view(Tensor)
mixed_qkv = rows[:, :width]  # a row wider than its width: the views must keep its stride
a, b = np.ones((B, HV), np.float32).view(Tensor), np.full((B, HV), 2.0, np.float32).view(Tensor)
A_log, dt_bias = np.zeros(HV, np.float32), np.zeros(HV, np.float32)
indices = np.array([4, -1, 0], np.int32)
for entry, pool_dtype, kernel in (("fp32_state", np.float32, "gdn_decode_pretranspose"),
                                  ("bf16_state", np.float16, "gdn_decode_bf16_state")):
    state = np.zeros((5, HV, V, K), pool_dtype).view(Tensor)
    out = np.zeros((B, 1, HV, V), np.float16).view(Tensor)
    decode = getattr(port("flashinfer_gdn"), entry)
    decode(mixed_qkv, a, b, A_log, dt_bias, 0.25, state, out, indices, use_qk_l2norm_in_kernel=True)
    from flashinfer import gdn_decode  # noqa: E402 - the stand-in, imported by the adapter
    call = gdn_decode.calls[-1]
    assert call["kernel"] == kernel, f"{entry} ran {call['kernel']}"
    q, k, v = call["q"], call["k"], call["v"]
    assert q.shape == (B, 1, H, K) and (q.reshape(B, H * K) == mixed_qkv[:, :H * K]).all()
    assert k.shape == (B, 1, H, K) and (k.reshape(B, H * K) == mixed_qkv[:, H * K:2 * H * K]).all()
    assert v.shape == (B, 1, HV, V) and (v.reshape(B, HV * V) == mixed_qkv[:, 2 * H * K:]).all()
    assert all(np.shares_memory(x, rows) for x in (q, k, v)), "the packed row was copied, not viewed"
    assert call["a"].shape == (B, 1, HV) and (call["a"][:, 0] == a).all() and np.shares_memory(call["a"], a)
    assert call["b"].shape == (B, 1, HV) and (call["b"][:, 0] == b).all() and np.shares_memory(call["b"], b)
    assert call["A_log"] is A_log and call["dt_bias"] is dt_bias and call["state"] is None
    assert call["scale"] == 0.25 and call["l2norm"] is True and call["backend"] == "flashinfer"
    assert call["pool"] is state and call["indices"] is indices and call["output_indices"] is None
    assert call["output"] is out and (out == 7.0).all(), "the kernel's output is not in out"
    decode(mixed_qkv, a, b, A_log, dt_bias, 1.0, state, out, indices)
    assert gdn_decode.calls[-1]["scale"] == 1.0 and gdn_decode.calls[-1]["l2norm"] is False
    flat_out, strided_out = outs_it_cannot_write(B, HV, V, np.float16, Tensor)
    other_pool = np.zeros((5, HV, V, K), np.float16 if pool_dtype == np.float32 else np.float32).view(Tensor)
    assert_refused([(f"{entry}: {qkv.shape}, {pool.dtype} pool, out {out_given.shape}",
                     lambda qkv=qkv, pool=pool, out_given=out_given, decode=decode:
                     decode(qkv, a, b, A_log, dt_bias, 0.25, pool, out_given, indices), ValueError)
                    for qkv, pool, out_given in ((mixed_qkv[:, 1:], state, out), (mixed_qkv, state, flat_out),
                                                 (mixed_qkv, state, strided_out), (mixed_qkv, other_pool, out))],
                   gdn_decode.calls, (flat_out, strided_out))

# The modules of APIs no adapter calls are absent; the multi-token kernel file (the verify
# adapter's, flashinfer_gdn_verify.py) imports where it is staged, as here.
assert gdn_decode.optional_imports == {**dict.fromkeys(gdn_decode.optional_imports, False), "gdn_decode_mtp": True}, \
    gdn_decode.optional_imports
assert len(gdn_decode.optional_imports) == 5
assert gdn_decode.calls[-1]["logger"] == "flashinfer.jit"
print("flashinfer_gdn: thin import, both paths reached with views, scale, l2norm, pool, indices and out; "
      "uncuttable rows, a wrong out and the other path's pool refused")
