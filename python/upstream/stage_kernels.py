"""Unzips the kernel files the upstream adapters import from the engines' wheels into one
folder, which goes on PYTHONPATH on a GPU machine (device_call.sh carries it as
.carry/kernels): vLLM's FLA and KDA kernel files, SGLang's kernels package without the
folders no adapter's imports reach, FlashInfer's GDN decode files. Not the wheels: vLLM's is
hundreds of MB and FlashInfer's 101 MB, while one device call carries 64 MiB with the tree.

    python3 python/upstream/stage_kernels.py OUT WHEEL...
    python3 python/upstream/stage_kernels.py .carry/kernels wheels/vllm-0.34.0-*.whl

A wheel's files replace what OUT holds of its package (a release staged over another leaves
nothing of the old one). Exit: 0 staged (one line per wheel: files and bytes); 2 usage, a
wheel of none of the three engines, or one without a file an adapter cannot do without.
"""
import fnmatch
import pathlib
import shutil
import sys
import zipfile

# Per package: which wheel paths are staged, as rules in order ("+" stages, "-" leaves out;
# the last rule a path matches decides; fnmatch patterns whose * also crosses /), and the
# files without which no adapter of the package loads.
PACKAGES = {
    "vllm": {
        "rules": [("+", "vllm/_version.py"), ("+", "vllm/utils/math_utils.py"),
                  ("+", "vllm/third_party/flash_linear_attention/*"),
                  ("+", "vllm/models/kimi_k3/nvidia/ops/third_party/*")],
        # vllm_gdn.py's wrapper; vllm_kda.py's file exists from 0.34.0 on, so it is not required.
        "required": ["vllm/_version.py", "vllm/third_party/flash_linear_attention/ops/fused_recurrent.py"],
    },
    "sglang": {
        # The kernels package less what none of sglang_kernels.py's, sglang_gdn.py's or
        # sglang_generic.py's imports reach in 0.5.23 (other ops, other attention kernels, other
        # ops' JIT sources), left out for the carry's size: what stays is about 4 MB.
        "rules": [("+", "sglang/kernels/*"), ("+", "sglang/srt/environ.py"),
                  ("-", "sglang/kernels/ops/*/*"), ("+", "sglang/kernels/ops/attention/*"),
                  *(("-", f"sglang/kernels/ops/attention/{folder}/*") for folder in (
                      "dsa", "dsv4", "fa4_sm120", "flash_attn", "minimax_sparse", "minicpm_sala", "msa_v1",
                      "fp8_fa_sm120", "kda_flydsl", "linear/kda_blackwell", "linear/gdn_blackwell",
                      "linear/kda_nvidia_prefill", "linear/kda_ptx_prefill")),
                  ("-", "sglang/kernels/jit/csrc/*"), ("+", "sglang/kernels/jit/csrc/attention/*")],
        "required": ["sglang/kernels/ops/attention/kda_packed_decode.py",
                     "sglang/kernels/ops/attention/linear/fused_sigmoid_gating_recurrent.py",
                     "sglang/kernels/jit/include/*"],
    },
    "flashinfer": {
        # flashinfer_gdn.py's KERNEL_FILES (the two decode paths import every one) and
        # flashinfer_gdn_verify.py's multi-token kernel.
        "rules": [("+", "flashinfer/gdn_decode.py"),
                  *(("+", f"flashinfer/gdn_kernels/{name}.py") for name in (
                      "gdn_decode_pretranspose", "gdn_decode_bf16_state", "_softplus", "cute_dsl_cache_naming",
                      "device_target", "dtype_compat", "gdn_decode_mtp"))],
        "required": ["flashinfer/gdn_decode.py", "flashinfer/gdn_kernels/gdn_decode_pretranspose.py",
                     "flashinfer/gdn_kernels/gdn_decode_bf16_state.py"],
    },
}


def staged(package, names):
    """The wheel paths the package's rules stage (folders' own entries aside)."""
    def decision(name):
        last = "-"
        for sign, pattern in PACKAGES[package]["rules"]:
            if fnmatch.fnmatchcase(name, pattern):
                last = sign
        return last
    return [n for n in names if not n.endswith("/") and decision(n) == "+"]


def stage(out, wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        package = next((p for p in PACKAGES if any(n.startswith(p + "/") for n in names)), None)
        if package is None:
            raise SystemExit(f"stage_kernels.py: {wheel} holds none of {', '.join(PACKAGES)}")
        files = staged(package, names)
        missing = [r for r in PACKAGES[package]["required"] if not any(fnmatch.fnmatchcase(f, r) for f in files)]
        if missing:
            raise SystemExit(f"stage_kernels.py: {wheel} lacks {', '.join(missing)}, which the {package} adapters "
                             "import: follow the release in the adapter and this file's lists")
        shutil.rmtree(out / package, ignore_errors=True)
        for name in files:
            archive.extract(name, out)
    size = sum((out / name).stat().st_size for name in files)
    print(f"{pathlib.Path(wheel).name}: {len(files)} files, {size} bytes into {out / package}")


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    out = pathlib.Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    try:
        for wheel in argv[2:]:
            stage(out, wheel)
    except (SystemExit, zipfile.BadZipFile, OSError) as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
