"""python/upstream/sglang_kernels.py against a stand-in sglang package (beside
this file) whose package __init__ files raise: the loader must import the kernel modules
without them, give them the three helpers of sglang.srt.utils.common, send every call of
`triton` to the Triton kernel, count where `jit_cuda`'s calls went, and leave the routing
as it found it. torch is a stand-in too (CI has none): only its version and
torch.cuda.is_available are read at import."""
import os
import subprocess
import sys
import types

here = os.path.dirname(os.path.abspath(__file__))
torch = types.ModuleType("torch")
torch.__version__ = "2.11.0+cu130"
torch.version = types.SimpleNamespace(cuda="13.0")
torch.cuda = types.SimpleNamespace(is_available=lambda: True)
sys.modules["torch"] = torch
sys.path.insert(0, os.path.join(here, "upstream_loader"))
sys.path.insert(0, os.path.join(here, "..", "upstream"))

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
    try:
        s.helion
    except ImportError:
        pass  # the stand-in package has no Helion module: an import error, not a crash
    else:
        raise AssertionError("helion resolved in a package that has none")
    sys.exit(0)

child = subprocess.run([sys.executable, __file__, "--child"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
assert child.returncode == 0, child.stdout + child.stderr
assert "of the calls it accepted, 1 ran the JIT CUDA kernel, 1 the Triton kernel" in child.stderr, child.stderr
print("sglang_kernels: thin import, helpers, routing off for triton, counted for jit_cuda, restored")
