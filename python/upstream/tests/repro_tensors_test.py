"""The standalone repro scripts' tensor builder (evidence/upstream/repros/*.py, make_tensors) in
torch on the host: every script's tensors, their devices mapped to the CPU, come out with the
dtype, shape, strides and storage offset its TENSORS table gives, each a view of a byte
storage that holds exactly the bytes storage_bytes() makes. An empty storage included (the
empty batch of sglang-cutedsl-14): numpy strides an empty array 0, and torch's view() of such
a byte tensor as a wider dtype refuses ("self.stride(-1) must be 1 to view Byte as BFloat16").

Needs torch (the CPU wheel is enough): exit 77, skipped, without it. Labelled gpu: it runs where
the GPU tests run, whose python3 has torch.
Arguments: the source tree."""

import glob
import importlib.util
import os
import sys


def main():
    try:
        import torch
    except ImportError:
        print("skipped: no torch in this Python (cmake -DKDA_TORCH_PYTHON=... names one with it)")
        return 77
    root = sys.argv[1]
    scripts = sorted(glob.glob(os.path.join(root, "evidence/upstream/repros/*.py")))
    empty = []
    for number, path in enumerate(scripts):
        spec = importlib.util.spec_from_file_location(f"repro_{number}", path)
        script = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(script)
        for name, entry in script.TENSORS.items():
            script.TENSORS[name] = entry[:4] + ("cpu",) + entry[5:]
        tensors, storage = script.make_tensors()
        for name, (dtype, shape, strides, offset, _, count, *_) in script.TENSORS.items():
            t = tensors[name]
            got = (t.dtype, tuple(t.shape), t.stride(), t.storage_offset())
            want = (getattr(torch, dtype), shape, strides, offset)
            assert got == want, f"{path}: {name} is {got}, not {want}"
            assert storage[name].numpy().tobytes() == script.storage_bytes(name).tobytes(), f"{path}: {name}'s bytes"
            if count == 0:
                empty.append(f"{os.path.basename(path)}:{name}")
        print(f"{os.path.basename(path)}: {len(tensors)} tensors as its table lays them out")
    assert empty, "no script has an empty storage: the empty batch's case is not covered"
    print(f"ok: {len(scripts)} scripts' tensors; empty storages: {', '.join(empty)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
