"""Files the suite exports load in Python with the right dtypes, shapes and values.

usage: check_casefiles.py KDA_CASES_EXECUTABLE WORK_DIR
Exports a few cases, decode's and target verify's, reads each with the safetensors package
(BF16 through a uint16 view: numpy has no bfloat16) and compares dtypes, shapes and the values
that `kda_cases show` prints from the C++ side. Exit 77 (ctest: Skipped) when safetensors or numpy are missing.
"""
import json
import math
import os
import shutil
import subprocess
import sys

try:
    import numpy as np
    import safetensors
except ImportError as e:  # the test reports Skipped, not Passed
    print(f"skipping: {e}")
    sys.exit(77)

NUMPY = {"F32": "<f4", "F16": "<f2", "F64": "<f8", "I32": "<i4", "I64": "<i8"}


def decode(dtype, raw):
    if dtype == "BF16":  # widen the bits to float32
        return (np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16).view(np.float32)
    return np.frombuffer(raw, dtype=NUMPY[dtype])


def same_as_shown(name, tensors, shown, seen_dtypes):
    """Each tensor's dtype, shape and the values `kda_cases show` printed, read in Python."""
    for tname, t in tensors.items():
        cpp = shown["tensors"][tname]
        assert t["dtype"] == cpp["dtype"], f"{name}/{tname}: {t['dtype']} != {cpp['dtype']}"
        assert list(t["shape"]) == cpp["shape"], f"{name}/{tname}: shape"
        seen_dtypes.add(t["dtype"])
        values = decode(t["dtype"], bytes(t["data"]))
        assert values.size == int(np.prod(t["shape"])), f"{name}/{tname}: size"
        for index, want in cpp["values"]:
            got = float(values[index])
            ok = (want is None and math.isnan(got)) or got == want
            assert ok, f"{name}/{tname}[{index}]: python {got!r} != C++ {want!r}"


def check_verify_files(kda_cases, work_dir):
    """Target verify case files (kda-verify-case/1): the call's shapes from the metadata."""
    subprocess.run([kda_cases, "export", "--op", "gdn-verify", "--count", "4", "--seeds", "77", "--dir", work_dir],
                   check=True)
    files = sorted(f for f in os.listdir(work_dir) if f.endswith(".safetensors"))
    assert len(files) == 4, files
    for name in files:
        path = os.path.join(work_dir, name)
        shown = json.loads(subprocess.run([kda_cases, "show", path], check=True,
                                          capture_output=True, text=True).stdout)
        tensors = dict(safetensors.deserialize(open(path, "rb").read()))
        meta = shown["metadata"]
        assert meta["format"] == "kda-verify-case/1" and meta["op"] == "gdn", meta
        N, T, H, HV, K, V = (int(meta[k]) for k in ("N", "T", "H", "HV", "K", "V"))
        assert list(tensors["q"]["shape"]) == [1, T, H, K], name
        assert list(tensors["query_start_loc"]["shape"]) == [N + 1], name
        assert list(tensors["out_f64"]["shape"]) == [1, T, HV, V], name
        assert list(tensors["snapshot_f64"]["shape"]) == [T, HV, V, K], name
        assert ("retrieve_parent_token" in tensors) == (json.loads(meta["verify_case_spec"])["parents"] is not None)
        same_as_shown(name, tensors, shown, set())
    return len(files)


def main():
    kda_cases, work_dir = sys.argv[1], sys.argv[2]
    shutil.rmtree(work_dir, ignore_errors=True)
    verify_files = check_verify_files(kda_cases, os.path.join(work_dir, "verify"))
    subprocess.run([kda_cases, "export", "--count", "16", "--seeds", "77", "--dir", work_dir,
                    "--small", "--invalid-fraction", "0.25"], check=True)
    files = sorted(f for f in os.listdir(work_dir) if f.endswith(".safetensors"))
    assert files, "no case files exported"
    seen_dtypes = set()
    invalid_files = 0
    for name in files:
        path = os.path.join(work_dir, name)
        shown = json.loads(subprocess.run([kda_cases, "show", path], check=True,
                                          capture_output=True, text=True).stdout)
        tensors = dict(safetensors.deserialize(open(path, "rb").read()))
        assert set(tensors) == set(shown["tensors"]), f"{name}: {sorted(tensors)}"
        meta = shown["metadata"]
        assert meta["format"] == "kda-packed-decode-case/1", meta
        assert meta["kind"] in ("valid", "invalid"), meta
        if meta["kind"] == "invalid":  # the mutated call's tensors, and what it must raise
            assert meta["expected_rule"] and meta["expected_message"], meta
            invalid_files += 1
        else:
            spec = json.loads(meta["case_spec"])
            B, HV, V, K = (int(meta[k]) for k in ("B", "HV", "V", "K"))
            assert list(tensors["out_f64"]["shape"]) == [B, 1, HV, V], name
            assert list(tensors["initial_state"]["shape"])[1:] == [HV, V, K], name
            assert tensors["ssm_state_indices"]["dtype"] == {"int32": "I32", "int64": "I64"}[
                spec["dtypes"]["ssm_state_indices"]], name
        same_as_shown(name, tensors, shown, seen_dtypes)
    assert "BF16" in seen_dtypes and "F64" in seen_dtypes, seen_dtypes
    print(f"ok: {len(files)} exported case files read by safetensors {safetensors.__version__}, "
          f"{invalid_files} of them invalid, dtypes {sorted(seen_dtypes)}; {verify_files} target verify case files")


if __name__ == "__main__":
    main()
