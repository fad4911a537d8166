"""The upstream verify adapters (sglang_verify.py, flashinfer_gdn_verify.py) against the numpy
port's kda_verify / gdn_verify (python/ports/numpy_port.py) on a few tiny calls: chain and
tree, ragged requests, a request without a snapshot row, snapshot rows out of request order,
GVA, KDA's lower_bound, a given scale. Each kernel's out, snapshot buffer and pool are
compared with the port's: out and the snapshots within a small tolerance (the kernels sum in
another order), snapshot steps and rows the call does not name and the pool bitwise.

    PYTHONPATH=<the wheels' kernel files> python3 python/upstream/verify_check.py [--device cpu|cuda]
                                                                                  [--kernels NAME,...]

On the host (``--device cpu``, the default without a GPU) the Triton kernels run under
Triton's interpreter (TRITON_INTERPRET=1, set here, with python/upstream/interpreted.py's
corrections) and Helion's as the Triton code it generates; FlashInfer's CuTe DSL kernel needs
a GPU and is skipped there. Needs torch, triton and ml_dtypes (helion for Helion,
nvidia-cutlass-dsl for FlashInfer) and the kernel files (python/upstream/stage_kernels.py).

Each case runs inside the kernel's declared domain: no padded request (decision D3, which
SGLang's and Helion's kernels fail on purpose: they compute a padded request from a zero
state), every request's tokens within cache_steps, parents before their child. One
expected disagreement is checked as such: Helion has no scale and computes a call with a
given scale at K^-0.5 (kda_verify.py:84).

Exit: 0 every kernel agrees where expected (and differs where expected); 1 a kernel does
not (its case and largest difference printed); 2 setup (a package or kernel file missing).

    python3 python/upstream/verify_check.py --cases

checks the cases themselves, without torch (ctest runs it): each is a call the numpy port
accepts, FlashInfer's are calls its adapter can express, each tree case differs from its
chain and each given scale from K^-0.5, so that agreeing on them means something. Exit 0 or 1.
"""

import argparse
import functools
import importlib
import importlib.util
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PORT = os.path.join(HERE, "..", "ports", "numpy_port.py")
# Agreement: the kernels keep the state in float32 as the port does, in another summation order
# (and on a GPU with fused multiply-adds and the device's exp and log). FlashInfer's MTP kernel
# rounds its output to bfloat16: its out within a bfloat16 rounding.
TOLERANCE = {"cpu": (2e-5, 2e-6), "cuda": (1e-4, 1e-5)}
BF16_OUT = (8e-3, 1e-3)
JUNK = -7.0  # what the snapshot buffer holds before the call: steps not named must keep it


def case(name, op, *, tokens, slots, rows, heads=(1, 2), K=8, V=8, num_slots=5, buffer_rows=4, cache_steps=4,
         parents=None, lower_bound=None, scale=None, seed=0):
    """One verify call in numpy float32, the values drawn from `seed`."""
    rng = np.random.default_rng(seed)
    H, HV = heads
    T = sum(tokens)
    f = np.float32
    gate = HV * K if op == "kda" else HV
    c = dict(
        q=rng.standard_normal((1, T, H, K), f), k=rng.standard_normal((1, T, H, K), f),
        v=rng.standard_normal((1, T, HV, V), f),
        a=rng.standard_normal((T, gate), f), b=rng.standard_normal((T, HV), f),
        A_log=(rng.standard_normal(HV, f) * 0.5).astype(f), dt_bias=(rng.standard_normal(gate, f) * 0.5).astype(f),
        ssm_states=(rng.standard_normal((num_slots, HV, V, K), f) * 0.5).astype(f),
        cache_indices=np.array(slots, np.int32),
        query_start_loc=np.concatenate([[0], np.cumsum(tokens)]).astype(np.int32),
        intermediate_states_buffer=np.full((buffer_rows, cache_steps, HV, V, K), JUNK, f),
        intermediate_state_indices=np.array(rows, np.int32),
        cache_steps=cache_steps,
        retrieve_parent_token=None if parents is None else np.array(parents, np.int32),
        scale=scale)
    if op == "kda":
        c["lower_bound"] = lower_bound
    return name, op, c


# The calls: requests of 2, 3 and 1 tokens from slots 3, 0 and 4 into snapshot rows 2, 0 and
# -1 (the last has none), and for FlashInfer (one T for every request, rows by batch row) 3
# requests of 3 tokens into rows 0, 1, 2 at K = V = 128.
# Request 1's steps 1 and 2 are both children of step 0; a step 0 reads the pool whatever its
# entry holds (5 is no step of the row: a kernel that read it would read another row).
TREE = [[0, 0, 0, 0], [5, 0, 0, 0], [0, 0, 0, 0]]
RAGGED = dict(tokens=[2, 3, 1], slots=[3, 0, 4], rows=[2, 0, -1])
KDA_CASES = [case("chain", "kda", **RAGGED), case("tree", "kda", parents=TREE, seed=1, **RAGGED),
             case("chain, GVA 2 -> 4, lower_bound", "kda", heads=(2, 4), lower_bound=-3.0, seed=2, **RAGGED),
             case("tree, K 16, V 4", "kda", K=16, V=4, parents=TREE, seed=3, **RAGGED)]
KDA_SCALE = case("chain, scale 0.3", "kda", scale=0.3, seed=4, **RAGGED)
GDN_CASES = [case("chain", "gdn", **RAGGED), case("tree", "gdn", parents=TREE, seed=1, **RAGGED),
             case("chain, GVA 2 -> 4, scale 0.3", "gdn", heads=(2, 4), scale=0.3, seed=2, **RAGGED)]
UNIFORM = dict(tokens=[3, 3, 3], slots=[3, 0, 4], rows=[0, 1, 2], K=128, V=128, heads=(2, 4))
MTP_CASES = [case("chain, T 3, K = V = 128", "gdn", **UNIFORM),
             case("chain, T 3, K = V = 128, scale 0.3", "gdn", scale=0.3, seed=5, **UNIFORM)]

# name: (module, entry, op, [(case, agrees)], needs a GPU)
KERNELS = {
    "sglang-triton-kda": ("sglang_verify", "triton_kda", "kda", [(c, True) for c in [*KDA_CASES, KDA_SCALE]], False),
    "sglang-triton-gdn": ("sglang_verify", "triton_gdn", "gdn", [(c, True) for c in GDN_CASES], False),
    "sglang-helion": ("sglang_verify", "helion", "kda", [*((c, True) for c in KDA_CASES), (KDA_SCALE, False)], False),
    "flashinfer-mtp": ("flashinfer_gdn_verify", "mtp", "gdn", [(c, True) for c in MTP_CASES], True),
}
# FlashInfer's MTP kernel takes q, k, v, a and b in bfloat16 (it rounds other dtypes to it): the
# kernel gets them so, and the port the same values.
BF16_INPUTS = {"flashinfer-mtp": ("q", "k", "v", "a", "b")}


@functools.cache
def numpy_port():
    spec = importlib.util.spec_from_file_location("numpy_port", PORT)
    port = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(port)
    return port


def reference(op, c):
    """The numpy port's out, snapshot buffer and pool after the call (on copies of c's arrays)."""
    port = numpy_port()
    call = {name: (x.copy() if isinstance(x, np.ndarray) else x) for name, x in c.items()}
    out = np.zeros(c["v"].shape, np.float32)
    (port.kda_verify if op == "kda" else port.gdn_verify)(out=out, **call)
    return out, call["intermediate_states_buffer"], call["ssm_states"]


def named_steps(c):
    """A mask of the snapshot buffer: True where the call writes (a request's row, its steps)."""
    mask = np.zeros(c["intermediate_states_buffer"].shape, bool)
    starts = c["query_start_loc"]
    for n, row in enumerate(c["intermediate_state_indices"]):
        if 0 <= row < mask.shape[0]:
            mask[row, : starts[n + 1] - starts[n]] = True
    return mask


def run(torch, module, entry, op, c, device, dtypes):
    call = {}
    for name, x in c.items():
        if isinstance(x, np.ndarray):
            t = torch.from_numpy(x.copy()).to(device)
            call[name] = t.to(getattr(torch, dtypes[name])) if name in dtypes else t
        else:
            call[name] = x
    out = getattr(module, entry)(**call)
    return (out.float().cpu().numpy(), call["intermediate_states_buffer"].float().cpu().numpy(),
            call["ssm_states"].cpu().numpy())


def compare(got, want, c, tolerance, out_tolerance):
    """The largest difference beyond the tolerance, as words; None when the call agrees."""
    out, buffer, pool = got
    want_out, want_buffer, want_pool = want
    if not np.array_equal(pool, want_pool):
        return "the pool was written"
    named = named_steps(c)
    if not np.array_equal(buffer[~named], want_buffer[~named]):
        return f"{int((buffer[~named] != want_buffer[~named]).sum())} snapshot elements the call does not name changed"
    for what, x, y, (rtol, atol) in (("out", out, want_out, out_tolerance),
                                     ("snapshots", buffer[named], want_buffer[named], tolerance)):
        bad = ~np.isclose(x, y, rtol=rtol, atol=atol)
        if bad.any():
            return f"{what}: {int(bad.sum())} of {x.size} elements differ, largest by {np.abs(x - y).max():.3g}"
    return None


def check_cases():
    """The cases, without torch: valid, expressible where they must be, and telling apart what
    they are there to tell apart. The problems, as words."""
    sys.path.insert(0, HERE)
    import flashinfer_gdn_verify  # noqa: PLC0415 - imports neither torch nor flashinfer

    problems = []
    for name, (_, _, op, cases, _) in KERNELS.items():
        for (label, _, c), _ in cases:
            what = f"{name}: {label}"
            try:
                want = reference(op, c)
            except ValueError as error:
                problems.append(f"{what}: the numpy port rejects it: {error}")
                continue
            if name == "flashinfer-mtp":
                try:
                    flashinfer_gdn_verify.requests_of(c["query_start_loc"], c["cache_indices"],
                                                      c["intermediate_state_indices"], c["q"].shape[1])
                except (NotImplementedError, ValueError) as error:
                    problems.append(f"{what}: {error}")
            if c["retrieve_parent_token"] is not None and \
                    np.array_equal(reference(op, dict(c, retrieve_parent_token=None))[0], want[0]):
                problems.append(f"{what}: its out equals chain verify's")
            if c["scale"] is not None and np.allclose(reference(op, dict(c, scale=None))[0], want[0]):
                problems.append(f"{what}: its out equals the default scale's")
            if not named_steps(c).any():
                problems.append(f"{what}: it writes no snapshot")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", choices=["cpu", "cuda"])
    parser.add_argument("--kernels", default=",".join(KERNELS))
    parser.add_argument("--cases", action="store_true", help="check the cases themselves, without torch")
    args = parser.parse_args()
    if args.cases:
        problems = check_cases()
        for p in problems:
            print(p)
        count = sum(len(cases) for _, _, _, cases, _ in KERNELS.values())
        print(f"verify_check --cases: {count} cases, {len(problems)} problem(s)")
        return 1 if problems else 0
    try:
        import torch  # noqa: PLC0415
    except ImportError as error:
        print(f"verify_check: {error}", file=sys.stderr)
        return 2
    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cpu":
        os.environ["TRITON_INTERPRET"] = "1"  # before triton is imported: the adapters import it on first call
    sys.path.insert(0, HERE)
    failures, ran = 0, 0
    for name in args.kernels.split(","):
        if name not in KERNELS:
            print(f"verify_check: no kernel {name!r} (one of {', '.join(KERNELS)})", file=sys.stderr)
            return 2
        module_name, entry, op, cases, gpu_only = KERNELS[name]
        if gpu_only and device == "cpu":
            print(f"{name}: skipped, needs a GPU")
            continue
        try:
            if device == "cpu":
                importlib.import_module("interpreted")  # the interpreter's corrections
            module = importlib.import_module(module_name)
        except ImportError as error:
            print(f"verify_check: {name}: {error}", file=sys.stderr)
            return 2
        dtypes = dict.fromkeys(BF16_INPUTS.get(name, ()), "bfloat16")
        tolerance = TOLERANCE[device]
        out_tolerance = BF16_OUT if dtypes else tolerance
        for (label, _, c), agrees in cases:
            if dtypes:
                import ml_dtypes  # noqa: PLC0415
                c = {n: (x.astype(ml_dtypes.bfloat16).astype(np.float32) if n in dtypes else x) for n, x in c.items()}
            try:
                got = run(torch, module, entry, op, c, device, dtypes)
            except ImportError as error:
                print(f"verify_check: {name}: {error}", file=sys.stderr)
                return 2
            except Exception as error:  # noqa: BLE001 - a kernel that raises on a valid call disagrees
                got, problem = None, f"raised {type(error).__name__}: {error}"
            if got is not None:
                problem = compare(got, reference(op, c), c, tolerance, out_tolerance)
            ran += 1
            ok = got is not None and (problem is None) == agrees
            failures += not ok
            verdict = "agrees" if problem is None else f"differs ({problem})"
            note = "" if agrees else ", as expected" if ok else ", though expected to differ"
            print(f"{name}: {label}: {verdict}{note}{'' if ok else '  <- FAIL'}")
    print(f"verify_check: {ran} calls on {device}, {failures} not as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
