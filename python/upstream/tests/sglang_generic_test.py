"""python/upstream/sglang_generic.py against a stand-in sglang
package (upstream_loader/) whose package __init__ files raise: each entry must reach
fused_sigmoid_gating_delta_rule_update through sglang_kernels.py's loader (which gives the
kernel's module the platform probes it imports from sglang.srt.utils) and call it as SGLang's
decode backends do: the packed row cut into [1, N, heads, dim] views, cu_seqlens [0, 1, ..., N],
softplus 1.0/20.0, is_kda, b as [1, N, HV] for KDA and as given for GDN, and for the CuTe DSL
emulation match_cutedsl_decode with b replaced by sigmoid(b) in float32; then copy the
function's own output into out, and refuse what it cannot cut or write before the kernel
runs. torch is a stand-in (CI has none), numpy arrays stand in for its tensors."""
import importlib.util
import os
import sys
import types

import numpy as np
from refusals import assert_refused, outs_it_cannot_write

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0", hip=None)
torch.cuda = types.SimpleNamespace(is_available=lambda: True, get_device_capability=lambda device=None: (9, 0))
torch.int32 = np.int32
torch.arange = lambda n, dtype=None, device=None: np.arange(n, dtype=dtype)
torch.sigmoid = lambda x: (1.0 / (1.0 + np.exp(-x))).view(Tensor)
sys.modules["torch"] = torch
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.append(os.path.join(here, ".."))  # the adapters import their siblings, as the bridge lets them


class Tensor(np.ndarray):
    """The methods of torch's tensors that the adapter calls."""

    def is_contiguous(self):
        return self.flags.c_contiguous

    def contiguous(self):
        return self if self.flags.c_contiguous else np.ascontiguousarray(self).view(Tensor)

    def stride(self):
        return tuple(step // self.itemsize for step in self.strides)

    def float(self):
        return self.astype(np.float32)


def adapter(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(here, "..", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generic = adapter("sglang_generic")
B, H, HV, K, V = 3, 2, 4, 8, 4
width = 2 * H * K + HV * V
rows = np.arange(B * (width + 5), dtype=np.float32).reshape(B, width + 5).view(Tensor)
mixed_qkv = rows[:, :width]  # rows wider than the packed width: views must keep the row stride
A_log, state = np.zeros(HV, np.float32).view(Tensor), np.zeros((5, HV, V, K), np.float32).view(Tensor)
indices = np.array([4, 0, -1, 9, 2, 9], np.int32).view(Tensor)[::2]  # a strided index tensor: [4, -1, 2]


def call(entry, op, lower_bound=None, out=None, qkv=None):
    a = np.linspace(-1, 1, B * HV * (K if op == "kda" else 1), dtype=np.float32).reshape(B, -1).view(Tensor)
    b = np.linspace(-2, 2, B * HV, dtype=np.float32).reshape(B, HV).view(Tensor)
    dt_bias = np.ones(HV * (K if op == "kda" else 1), np.float32).view(Tensor)
    out = np.zeros((B, 1, HV, V), np.float32).view(Tensor) if out is None else out
    extra = {} if op == "gdn" else {"lower_bound": lower_bound}
    entry(mixed_qkv if qkv is None else qkv, a, b, A_log, dt_bias, 0.25, state, out, indices,
          use_qk_l2norm_in_kernel=True, **extra)
    return a, b, dt_bias, out


def last_call():
    return sys.modules["sglang.kernels.ops.attention.linear.fused_sigmoid_gating_recurrent"].calls[-1]


def check_common(c, a, dt_bias, out):
    assert c["q"].shape == (1, B, H, K) and (c["q"][0].reshape(B, H * K) == mixed_qkv[:, :H * K]).all()
    assert c["k"].shape == (1, B, H, K) and (c["k"][0].reshape(B, H * K) == mixed_qkv[:, H * K:2 * H * K]).all()
    assert c["v"].shape == (1, B, HV, V) and (c["v"][0].reshape(B, HV * V) == mixed_qkv[:, 2 * H * K:]).all()
    for view in ("q", "k", "v"):  # views of the row, its stride kept, as SGLang's split makes them
        assert np.shares_memory(c[view], rows) and c[view].stride()[1] == width + 5, view
    assert c["a"] is a and c["dt_bias"] is dt_bias and c["A_log"] is A_log and c["state"] is state
    assert c["softplus_beta"] == 1.0 and c["softplus_threshold"] == 20.0
    assert c["scale"] == 0.25 and c["l2norm"] is True and not c["target_verify"]
    assert c["cu_seqlens"].dtype == np.int32 and list(c["cu_seqlens"]) == list(range(B + 1))
    # The index tensor goes as it is: the function reads it densely, which the domains declare.
    assert c["indices"] is indices, "the adapter replaced the index tensor"
    expected = np.arange(B * HV * V, dtype=np.float32).reshape(B, HV, V)
    assert (out[:, 0] == expected).all(), "the function's output was not copied into out row for row"


a, b, dt_bias, out = call(generic.kda, "kda", lower_bound=-5.0)
module = sys.modules["sglang.kernels.ops.attention.linear.fused_sigmoid_gating_recurrent"]
assert module.probes == dict(is_hip=False, is_gfx95=False, is_sm90=True, sm=90), module.probes
c = last_call()
check_common(c, a, dt_bias, out)
assert c["is_kda"] is True and c["match_cutedsl_decode"] is False and c["lower_bound"] == -5.0
assert c["b"].shape == (1, B, HV) and np.shares_memory(c["b"], b) and (c["b"][0] == b).all()

a, b, dt_bias, out = call(generic.kda_match_cutedsl, "kda")
c = last_call()
check_common(c, a, dt_bias, out)
assert c["is_kda"] is True and c["match_cutedsl_decode"] is True and c["lower_bound"] is None
assert c["b"].shape == (1, B, HV) and c["b"].dtype == np.float32
assert np.allclose(c["b"][0], 1.0 / (1.0 + np.exp(-b))), "b is not the beta sigmoid(b)"

a, b, dt_bias, out = call(generic.gdn, "gdn")
c = last_call()
check_common(c, a, dt_bias, out)
assert c["is_kda"] is False and c["match_cutedsl_decode"] is False and c["lower_bound"] is None
assert c["b"] is b and a.shape == (B, HV)

flat_out, strided_out = outs_it_cannot_write(B, HV, V, np.float32, Tensor)
assert_refused([(f"{entry.__name__} with a call it cannot cut or write",
                 lambda entry=entry, op=op, qkv=qkv, out_given=out_given: call(entry, op, out=out_given, qkv=qkv),
                 ValueError)
                for entry, op in ((generic.kda, "kda"), (generic.kda_match_cutedsl, "kda"), (generic.gdn, "gdn"))
                for qkv, out_given in ((mixed_qkv[:, 1:], None), (mixed_qkv, flat_out), (mixed_qkv, strided_out))],
               module.calls, (flat_out, strided_out))
print("sglang_generic: thin import with sglang.srt.utils' probes; kda, kda_match_cutedsl and gdn call "
      "fused_sigmoid_gating_delta_rule_update as SGLang's decode backends do and copy its output into out")
