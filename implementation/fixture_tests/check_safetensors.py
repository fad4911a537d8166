"""Reads a file written by the C++ safetensors writer with the Python safetensors package.

usage: check_safetensors.py WRITER_EXECUTABLE WORK_DIR
Exit 77 (ctest: Skipped) when safetensors or numpy are not installed.
"""
import os
import struct
import subprocess
import sys

try:
    import numpy as np
    import safetensors
    from safetensors import safe_open
except ImportError as e:  # the test reports Skipped, not Passed
    print(f"skipping: {e}")
    sys.exit(77)

EXPECTED = {  # name: (dtype, shape), as safetensors_writer.cpp writes them
    "f32": ("F32", [2, 3]),
    "f16": ("F16", [3, 1, 2]),
    "bf16": ("BF16", [5]),
    "f64": ("F64", [1, 7]),
    "i32": ("I32", [4, 2]),
    "i64": ("I64", [3]),
    "empty": ("F32", [0, 4]),
}
NUMPY = {"F32": "<f4", "F16": "<f2", "F64": "<f8", "I32": "<i4", "I64": "<i8"}


def expected_values(dtype, n):
    i = np.arange(n, dtype=np.int64)
    if dtype == "I32":
        return i * 1000 - 7
    if dtype == "I64":
        return (i << 40) - 5
    return (i - 3) * 0.25


def decode(dtype, raw):
    if dtype == "BF16":  # numpy has no bfloat16: widen the bits to float32
        return (np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16).view(np.float32)
    return np.frombuffer(raw, dtype=NUMPY[dtype])


def main():
    writer, work_dir = sys.argv[1], sys.argv[2]
    os.makedirs(work_dir, exist_ok=True)
    path = os.path.join(work_dir, "cpp_written.safetensors")
    subprocess.run([writer, path], check=True)
    data = open(path, "rb").read()
    (header_len,) = struct.unpack("<Q", data[:8])
    assert header_len % 8 == 0, f"header length {header_len} not a multiple of 8"

    # The Rust parser validates the whole layout (offsets contiguous, sizes, JSON).
    tensors = dict(safetensors.deserialize(data))
    assert set(tensors) == set(EXPECTED), f"names {sorted(tensors)}"
    for name, (dtype, shape) in EXPECTED.items():
        t = tensors[name]
        assert t["dtype"] == dtype, f"{name}: dtype {t['dtype']} != {dtype}"
        assert list(t["shape"]) == shape, f"{name}: shape {t['shape']} != {shape}"
        got = decode(dtype, bytes(t["data"]))
        want = expected_values(dtype, int(np.prod(shape)))
        assert np.array_equal(got.astype(np.float64) if dtype[0] == "F" else got, want), f"{name}: {got} != {want}"

    with safe_open(path, framework="np") as f:
        meta = f.metadata()
        assert meta == {"format": "kda-harness-test/1", "producer": "safetensors_writer"}, meta
        for name, (dtype, shape) in EXPECTED.items():
            if dtype == "BF16":
                continue
            arr = f.get_tensor(name)
            assert arr.dtype == np.dtype(NUMPY[dtype]), f"{name}: numpy dtype {arr.dtype}"
            assert list(arr.shape) == shape, f"{name}: numpy shape {arr.shape}"
            want = expected_values(dtype, int(np.prod(shape))).reshape(shape)
            assert np.array_equal(arr, want), f"{name}: numpy values {arr}"
    print(f"ok: {len(EXPECTED)} tensors read back by safetensors {safetensors.__version__}")


if __name__ == "__main__":
    main()
