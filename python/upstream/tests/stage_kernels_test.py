"""python/upstream/stage_kernels.py on stand-in wheels (zip files of a few paths): it stages
what the adapters import and leaves out what its rules leave out, replaces a package's
earlier release, stages FlashInfer's files that the GDN decode and verify adapters list, and
refuses (exit 2) a wheel of no engine or one without a file an adapter
cannot do without, naming the file."""
import os
import pathlib
import subprocess
import sys
import tempfile
import zipfile

stager = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "stage_kernels.py")


def wheel(folder, name, paths):
    path = folder / name
    with zipfile.ZipFile(path, "w") as archive:
        for p in paths:
            archive.writestr(p, f"# {p}\n")
    return path


def run(out, *wheels):
    return subprocess.run([sys.executable, stager, str(out), *map(str, wheels)], capture_output=True, text=True,
                          check=False)


def files(folder):
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


with tempfile.TemporaryDirectory() as scratch:
    scratch = pathlib.Path(scratch)
    out = scratch / "kernels"
    fla = "vllm/third_party/flash_linear_attention/ops/fused_recurrent.py"
    sglang = [
        "sglang/__init__.py", "sglang/srt/environ.py", "sglang/srt/server.py",
        "sglang/kernels/ops/__init__.py", "sglang/kernels/ops/moe/fused_moe.py",
        "sglang/kernels/ops/attention/kda_packed_decode.py",
        "sglang/kernels/ops/attention/linear/fused_sigmoid_gating_recurrent.py",
        "sglang/kernels/ops/attention/linear/kda_blackwell/kernel.py", "sglang/kernels/ops/attention/dsa/x.py",
        "sglang/kernels/jit/include/sgl/utils.h", "sglang/kernels/jit/csrc/attention/kda.cuh",
        "sglang/kernels/jit/csrc/moe/moe.cuh",
    ]
    r = run(out, wheel(scratch, "vllm-1.whl", ["vllm/__init__.py", "vllm/_version.py", fla,
                                               "vllm/model_executor/layers/big.py"]),
            wheel(scratch, "sglang-1.whl", sglang))
    assert r.returncode == 0, r.stderr
    assert files(out) == sorted([
        "vllm/_version.py", fla,
        "sglang/srt/environ.py", "sglang/kernels/ops/__init__.py",
        "sglang/kernels/ops/attention/kda_packed_decode.py",
        "sglang/kernels/ops/attention/linear/fused_sigmoid_gating_recurrent.py",
        "sglang/kernels/jit/include/sgl/utils.h", "sglang/kernels/jit/csrc/attention/kda.cuh",
    ]), files(out)

    # A later release replaces the earlier one's files, leaving none behind.
    r = run(out, wheel(scratch, "vllm-2.whl", ["vllm/_version.py", fla,
                                               "vllm/models/kimi_k3/nvidia/ops/third_party/kda/fused_recurrent.py"]))
    assert r.returncode == 0, r.stderr
    assert [f for f in files(out) if f.startswith("vllm/")] == sorted([
        "vllm/_version.py", fla, "vllm/models/kimi_k3/nvidia/ops/third_party/kda/fused_recurrent.py"]), files(out)

    # FlashInfer: what the decode and MTP adapters import (flashinfer_gdn_verify.KERNEL_FILES, which
    # holds flashinfer_gdn's), none of the wheel's other files.
    sys.path.insert(0, str(pathlib.Path(stager).parent))
    import flashinfer_gdn_verify  # noqa: E402 - imports neither torch nor flashinfer

    kernel_files = flashinfer_gdn_verify.KERNEL_FILES
    r = run(out, wheel(scratch, "flashinfer-0.whl", [*kernel_files, "flashinfer/__init__.py",
                                                     "flashinfer/gdn_kernels/gdn_decode_mtp_replayssm_tcgen.py",
                                                     "flashinfer/gdn_prefill.py"]))
    assert r.returncode == 0, r.stderr
    assert [f for f in files(out) if f.startswith("flashinfer/")] == sorted(kernel_files), files(out)

    # Refused: a wheel without a file an adapter imports (named), and a wheel of no engine.
    r = run(out, wheel(scratch, "flashinfer-1.whl", ["flashinfer/gdn_decode.py"]))
    assert r.returncode == 2 and "flashinfer/gdn_kernels/gdn_decode_pretranspose.py" in r.stderr, r
    r = run(out, wheel(scratch, "numpy-1.whl", ["numpy/__init__.py"]))
    assert r.returncode == 2 and "holds none of vllm, sglang, flashinfer" in r.stderr, r
print("stage_kernels_test: pass")
