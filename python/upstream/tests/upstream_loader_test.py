"""python/upstream/sglang_kernels.py against a stand-in sglang package (beside
this file) whose package __init__ files raise: the loader must import the kernel modules
without them, give them the three helpers of sglang.srt.utils.common, send every call of
`triton` to the Triton kernel, count where `jit_cuda`'s calls went, and leave the routing
as it found it, and cut the packed row for `cutedsl` (the CuTe DSL kernel takes q, k and v
apart). torch is a stand-in too (CI has none): only its version and
torch.cuda.is_available are read at import."""
import os
import subprocess
import sys
import types

from refusals import assert_refused, outs_it_cannot_write

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0")
torch.cuda = types.SimpleNamespace(is_available=lambda: True)
sys.modules["torch"] = torch
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.insert(0, os.path.join(here, ".."))

if len(sys.argv) > 1 and sys.argv[1] == "--child":
    import sglang_kernels as s  # noqa: E402

    args = (None,) * 9
    assert s.triton(*args, use_qk_l2norm_in_kernel=True) == "Triton"
    assert s.fused_recurrent_kda_packed_decode(*args, use_qk_l2norm_in_kernel=True) == "JIT CUDA"
    assert s.jit_cuda(*args, use_qk_l2norm_in_kernel=True) == "JIT CUDA"
    assert s.jit_cuda(*args, use_qk_l2norm_in_kernel=False) == "Triton"
    from sglang.kernels.ops.attention import kda_packed_decode  # noqa: E402
    assert kda_packed_decode.covered() is True, "the routing was not restored"
    common = sys.modules["sglang.srt.utils.common"]
    assert common.torch_release == (2, 11, 0) and common.is_cuda() and common.get_cuda_version() == (13, 0)
    # cutedsl: the packed row cut into q, k and v (a row wider than its width included), the
    # kernel's own output copied into out; a lower_bound, an uncuttable row and an out not a
    # contiguous [B, 1, HV, V] refused before the kernel runs.
    import numpy as np  # noqa: E402

    class Tensor(np.ndarray):  # the two methods of torch's that the adapter asks of out
        def is_contiguous(self):
            return self.flags.c_contiguous

        def stride(self):
            return tuple(step // self.itemsize for step in self.strides)

    B, H, HV, K, V = 3, 2, 4, 8, 4
    width = 2 * H * K + HV * V
    rows = np.arange(B * (width + 5), dtype=np.float32).reshape(B, width + 5)
    mixed_qkv, a, b = rows[:, :width], np.ones((B, HV * K), np.float32), np.ones((B, HV), np.float32)
    state, out = np.zeros((5, HV, V, K), np.float32), np.zeros((B, 1, HV, V), np.float32).view(Tensor)
    indices = np.array([4, -1, 0], np.int32)
    s.cutedsl(mixed_qkv, a, b, np.zeros(HV), np.zeros(HV * K), 0.25, state, out, indices,
              use_qk_l2norm_in_kernel=True)
    from sglang.kernels.ops.attention import cutedsl_kda  # noqa: E402
    call = cutedsl_kda.calls[-1]
    assert call["q"].shape == (B, 1, H, K) and (call["q"].reshape(B, H * K) == mixed_qkv[:, :H * K]).all()
    assert (call["k"].reshape(B, H * K) == mixed_qkv[:, H * K:2 * H * K]).all()
    assert call["v"].shape == (B, 1, HV, V) and (call["v"].reshape(B, HV * V) == mixed_qkv[:, 2 * H * K:]).all()
    assert call["a"].shape == (B, 1, HV, K) and call["b"].shape == (B, 1, HV)
    assert call["scale"] == 0.25 and call["l2norm"] is True and call["state"] is state and call["indices"] is indices
    assert (out == 7.0).all(), "the kernel's output was not copied into out"
    flat_out, strided_out = outs_it_cannot_write(B, HV, V, np.float32, Tensor)
    assert_refused([("cutedsl", lambda qkv=qkv, out_given=out_given, error=error:
                     s.cutedsl(qkv, a, b, np.zeros(HV), np.zeros(HV * K), 0.25, state, out_given, indices,
                               lower_bound=-5.0 if error is NotImplementedError else None), error)
                    for qkv, out_given, error in ((mixed_qkv[:, 1:], out, ValueError),
                                                  (mixed_qkv, out, NotImplementedError),
                                                  (mixed_qkv, flat_out, ValueError),
                                                  (mixed_qkv, strided_out, ValueError))],
                   cutedsl_kda.calls, (flat_out, strided_out))
    try:
        getattr(s, "helion")  # noqa: B009 - the module's __getattr__ resolves it: the import is the point
    except ImportError:
        pass  # the stand-in package has no Helion module: an import error, not a crash
    else:
        raise AssertionError("helion resolved in a package that has none")
    sys.exit(0)

child = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True)
assert child.returncode == 0, child.stdout + child.stderr
assert "of the calls it accepted, 1 ran the JIT CUDA kernel, 1 the Triton kernel" in child.stderr, child.stderr
print("sglang_kernels: thin import, helpers, routing off for triton, counted for jit_cuda, restored; "
      "cutedsl cuts the packed row and copies the kernel's output")
