#!/usr/bin/env python3
"""SGLang CuTe DSL KDA: a valid call that breaks the contract.

Finding 14 (upstream bug) of evidence/upstream/findings.json: an empty batch. Its case: the
shrunk outputAndNewStateWithinTolerance case of
evidence/upstream/sglang-cutedsl-gpu/sglang-cutedsl-gpu-scale-0.01.json. Written by
`kda_cases repro --findings evidence/upstream/findings.json --finding 14` (kda-conformance);
it imports nothing of the suite. Needs torch, numpy, a CUDA device, nvidia-cutlass-dsl and
sglang 0.5.23's kernel modules (pip install --no-deps sglang==0.5.23 and what they import).

Exit status: 0 the call meets the contract (the bug is gone); 1 it does not: one paragraph
says what the contract asks, what the call did and where the cause lies; 2 it cannot run
here (a package or the CUDA device is missing: the message says which). The call runs in a
child process, so that a crash is an answer too.
"""

import base64
import re
import signal
import subprocess
import sys
import zlib

import numpy as np

FINDING = (
    "Finding 14 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): an empty batch (B = 0, "
    "legal: no rule refuses it) is refused: its zero grid fails the launch (CUDA_LAUNCH_INVALID_CONFIG, "
    "cudaErrorInvalidValue), where the contract asks for a call that does nothing. Every shrunk case is B "
    "= 0. Latent where SGLang calls with rows; declared since (\"min_batch\": 1, aed16c8). See "
    "evidence/upstream/sglang-cutedsl-gpu/README.md."
)
CONTRACT = (
    "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active "
    "row's out and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each "
    "padded row's out, and nothing else."
)
SCALE = 0.088388346135616302
L2NORM = True
LOWER_BOUND = None
H, HV, K, V = 1, 1, 128, 128
# None: a valid call, which must run. Else the contract's message for this rejected call
# (its tail where MESSAGE_IS_SUFFIX: the device rule's first words name the implementation).
EXPECTED_MESSAGE = None
MESSAGE_IS_SUFFIX = False


def unpack(data, dtype=np.uint8):
    return np.frombuffer(zlib.decompress(base64.b85decode("".join(data))), dtype).copy()


def itemsize(dtype):
    return 2 if dtype == "bfloat16" else np.dtype(dtype).itemsize


def allowed(codes):
    """The allowed errors from their codes: 2**code; -128 none (0), 127 no bound."""
    return np.where(codes == -128, 0.0, np.where(codes == 127, np.inf, np.ldexp(1.0, codes.astype(np.int32))))


def elements(runs):
    """The storage elements that (gap, length) runs name, in order."""
    gaps, lengths = unpack(runs, np.int64).reshape(-1, 2).T
    starts = np.cumsum(gaps + lengths) - lengths
    return np.repeat(starts - (np.cumsum(lengths) - lengths), lengths) + np.arange(lengths.sum())


def storage_bytes(name):
    """A tensor's storage: seeded junk, the regenerated elements' values, the exact ones."""
    dtype, _, _, _, _, count, exact, data, regenerated = TENSORS[name]
    size = itemsize(dtype)
    rng = np.random.default_rng([JUNK_SEED, list(TENSORS).index(name)])
    storage = rng.integers(0, 256, count * size, dtype=np.uint8)
    at, known = elements(regenerated), unpack(data).reshape(-1, size)
    if len(at) and dtype.startswith("int"):  # indices: the slots the checked rows leave, ascending
        plausible = np.setdiff1d(np.arange(TENSORS["initial_state"][1][0]), known.copy().view(dtype))[:len(at)]
        storage.reshape(-1, size)[at] = plausible.astype(dtype).view(np.uint8).reshape(-1, size)
    elif len(at):
        plausible = (rng.standard_normal(len(at)) * 0.5).astype(np.float32)
        plausible = (plausible.view(np.uint32) >> 16).astype(np.uint16) if dtype == "bfloat16" else \
            plausible.astype(dtype)
        storage.reshape(-1, size)[at] = plausible.view(np.uint8).reshape(-1, size)
    storage.reshape(-1, size)[elements(exact)] = known
    return storage


def make_tensors():
    """The call's tensors, each a view of its own storage (returned too)."""
    import torch

    if not torch.cuda.is_available() and any(spec[4] == "cuda" for spec in TENSORS.values()):
        raise RuntimeError("no CUDA device")
    tensors, storage = {}, {}
    for name, (dtype, shape, strides, offset, device, *_) in TENSORS.items():
        data = storage_bytes(name)  # stride 1: numpy gives an empty array stride 0, which view() refuses
        storage[name] = torch.from_numpy(data).to(device).as_strided(data.shape, (1,))
        tensors[name] = storage[name].view(getattr(torch, dtype)).as_strided(shape, strides, offset)
    return tensors, storage


def host_bytes(storage):
    return storage.cpu().numpy()


def values(tensor):
    return tensor.double().cpu().numpy()


def call(t):
    """The one call, as the suite's adapter makes it."""
    import torch
    from sglang.kernels.ops.attention.cutedsl_kda import cutedsl_fused_sigmoid_gating_kda_update

    qkv, state = t["mixed_qkv"], t["initial_state"]
    rows, (_, hv, v, k) = qkv.shape[0], state.shape
    h = (qkv.shape[1] - hv * v) // (2 * k)
    o = cutedsl_fused_sigmoid_gating_kda_update(
        A_log=t["A_log"], dt_bias=t["dt_bias"], q=qkv[:, :h * k].reshape(rows, 1, h, k),
        k=qkv[:, h * k:2 * h * k].reshape(rows, 1, h, k), v=qkv[:, 2 * h * k:].reshape(rows, 1, hv, v),
        a=t["a"].reshape(rows, 1, hv, k), b=t["b"].reshape(rows, 1, hv), initial_state_source=state,
        initial_state_indices=t["ssm_state_indices"], scale=SCALE, use_qk_l2norm_in_kernel=L2NORM)
    t["out"][...] = o
    torch.cuda.synchronize()


def expected(x, rows):
    """out and the new state of each of `rows` in float64 (spec/contract.md, section 2; GDN's
    gate is one scalar per value head, section 8): the recurrence, with every input as stored."""
    qkv, S0, index = x["mixed_qkv"], x["initial_state"], x["ssm_state_indices"].astype(np.int64)
    out, state = np.zeros((len(index), 1, HV, V)), np.zeros((len(index), HV, V, K))
    heads = np.arange(HV) // (HV // H)
    with np.errstate(all="ignore"):
        for i in rows:
            s = index[i]
            if not 0 <= s < S0.shape[0]:
                continue  # padding: out stays 0
            q, k = (qkv[i, j * H * K:(j + 1) * H * K].reshape(H, K)[heads] for j in (0, 1))
            v = qkv[i, 2 * H * K:].reshape(HV, V)
            if L2NORM:
                q, k = (u / np.sqrt((u * u).sum(-1, keepdims=True) + 9.9999999747524271e-07) for u in (q, k))
            x_ = x["a"][i].reshape(HV, -1) + x["dt_bias"].reshape(HV, -1)  # [HV, K] (KDA), [HV, 1] (GDN)
            A = np.exp(x["A_log"].reshape(HV, 1))
            g = -A * np.where(x_ <= 20, np.log(1 + np.exp(x_)), x_) if LOWER_BOUND is None \
                else LOWER_BOUND / (1 + np.exp(-A * x_))
            beta = 1 / (1 + np.exp(-x["b"][i].reshape(HV)))
            S = S0[s] * np.exp(g)[:, None, :]
            S = S + ((v - np.einsum("hvk,hk->hv", S, k)) * beta[:, None])[:, :, None] * k[:, None, :]
            out[i, 0], state[i] = np.einsum("hvk,hk->hv", S, q * SCALE), S
    return out, state


def judge_run(t, x):
    """The valid call's results against the float64 recurrence; None where they hold."""
    index = x["ssm_state_indices"].astype(np.int64)
    rows = np.arange(len(index)) if CHECKED_ROWS is None else CHECKED_ROWS
    out_want, state_want = expected(x, rows)
    out, pool = values(t["out"]), values(t["initial_state"])
    active = (index >= 0) & (index < pool.shape[0])
    slots, counts = np.unique(index[active], return_counts=True)
    named = dict(zip(slots.tolist(), counts.tolist(), strict=True))
    hv, of_heads = (slice(None), "") if CHECKED_HEADS is None else \
        (CHECKED_HEADS, f" (of value heads {CHECKED_HEADS.tolist()})")
    for r, i in enumerate(rows):
        s = index[i]
        checks = [(f"out[{i}]{of_heads}", out[i][:, hv], out_want[i][:, hv], OUT_ALLOWED[r])] if active[i] else \
            [(f"out[{i}] (a padded row, +0.0)", out[i], np.zeros_like(out[i]), 0.0)]
        if active[i] and named[s] == 1:  # duplicate slots: only confinement is judged
            checks.append((f"initial_state[{s}]{of_heads} (row {i}'s new state)", pool[s][hv], state_want[i][hv],
                           STATE_ALLOWED[r]))
        for where, got, want, allowed in checks:
            allowed = np.broadcast_to(allowed, got.shape)
            ok = (got == want) | (np.abs(got - want) <= allowed) | (np.isnan(got) & ~np.isfinite(want))
            if not active[i]:
                ok &= ~np.signbit(got)
            if not ok.all():
                e = np.unravel_index(np.argmin(ok), ok.shape)
                return (f"{where}{list(map(int, e))} is {float(got[e])!r}, the contract's value {float(want[e])!r}, "
                        f"allowed error {allowed[e]:.3g}")
    return None


def judge_rejection(raised):
    if raised is None:
        return f"the call ran; the contract rejects it with {EXPECTED_MESSAGE!r}"
    message = str(raised)
    if not (message.endswith(EXPECTED_MESSAGE) if MESSAGE_IS_SUFFIX else message == EXPECTED_MESSAGE):
        return f"it raised {type(raised).__name__}: {message!r}; the contract's message is {EXPECTED_MESSAGE!r}"
    return None


def judge_confinement(before, after, x):
    """Every element of every storage unchanged but out's and the slots active rows name."""
    may_change = {}
    if x is not None:
        index = x["ssm_state_indices"].astype(np.int64)
        named = index[(index >= 0) & (index < x["initial_state"].shape[0])]
        may_change = {"out": element_map("out"), "initial_state": element_map("initial_state")[named]}
    for name, (dtype, *_) in TENSORS.items():
        changed = (before[name] != after[name]).reshape(-1, itemsize(dtype)).any(axis=1)
        changed[np.asarray(may_change.get(name, []), dtype=np.int64).ravel()] = False
        if changed.any():
            return f"element {np.flatnonzero(changed)[0]} of {name}'s storage changed, which the call may not write"
    return None


def element_map(name):
    """Each element of the tensor's view: its element index in the storage."""
    _, shape, strides, offset, _, count, *_ = TENSORS[name]
    return np.lib.stride_tricks.as_strided(np.arange(count)[offset:], shape, [8 * s for s in strides])


def said(error):
    """The exception in one line: its type and the line of its message that names an error;
    else, after a compiler's position header (Triton's "at 128:8:", then the source and a
    caret), the message's last line; else its first (a CUDA error's message runs on with
    hints)."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    named = [line for line in lines if re.match(r"\w+(Error|Exception)\b", line)]
    if named:
        return f"{type(error).__name__}: {named[0]}"
    at_source = bool(lines) and re.fullmatch(r"at \d+:\d+:", lines[0]) is not None
    return f"{type(error).__name__}: {(lines[-1] if at_source else lines[0]) if lines else ''}"


def child():
    try:
        t, storage = make_tensors()
    except (ImportError, RuntimeError) as error:
        print(f"cannot build the call here: {type(error).__name__}: {error}")
        return 2
    before = {name: host_bytes(s).copy() for name, s in storage.items()}
    x = {name: values(tensor) for name, tensor in t.items()} if EXPECTED_MESSAGE is None else None
    raised = None
    try:
        call(t)
    except ImportError as error:
        print(f"cannot import the kernel: {error}")
        return 2
    except Exception as error:  # noqa: BLE001 - a rejection, or the failure this script is about
        raised = error
    try:
        if EXPECTED_MESSAGE is None:
            problem = judge_run(t, x) if raised is None else f"the call raised {said(raised)}"
        else:
            problem = judge_rejection(raised)
        problem = problem or judge_confinement(before, {name: host_bytes(s) for name, s in storage.items()}, x)
    except Exception as error:  # noqa: BLE001 - a device the call left unusable fails the reads
        problem = f"reading the buffers back after the call raised {said(error)}"
    print(problem or "")
    return 1 if problem else 0


def main():
    if sys.argv[1:] == ["--child"]:
        return child()
    run = subprocess.run([sys.executable, __file__, "--child"], stdout=subprocess.PIPE, text=True, check=False)
    did = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
    if run.returncode in (0, 2):
        print(did if run.returncode else "the call meets the contract: the bug is gone")
        return run.returncode
    if run.returncode != 1:
        died = signal.Signals(-run.returncode).name if run.returncode < 0 else f"exit status {run.returncode}"
        did = f"the call's process died ({died})" + (f" after: {did}" if did else "")
    print(f"{CONTRACT} What the call did: {did}. {FINDING}")
    return 1


# --- the data (the rest of the file) ---------------------------------------------------------
# Each tensor of the call as the suite laid it out: dtype, shape, strides and storage offset
# (elements), device, its storage's size (elements), then three zlib+base85 blobs: the runs
# of storage elements the call reads (int64 pairs: elements since the previous run's end,
# length), their bytes exactly as the suite's case holds them, and the runs of elements that
# get regenerated values (rows the check leaves out of a case too big to embed). Every other
# byte, the gaps of strided views and the slots no row names, holds junk that the call must
# neither read into a result nor write: seeded junk as the suite's gaps hold, not its bytes.
JUNK_SEED = 0
TENSORS = {
    "mixed_qkv": ("bfloat16", (0, 384), (1920, 1), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
    "a": ("bfloat16", (0, 128), (128, 1), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
    "b": ("bfloat16", (0, 1), (0, 1), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
    "A_log": ("float32", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-m9b=(Pg?0&D>q"
        ),
        (
            "c-jL100001"
        )),
    "dt_bias": ("bfloat16", (128,), (1,), 0, "cuda", 128,
        (
            "c-muNfPe-l4FCiX0D%"
        ),
        (
            "c-jrlPb<T590%|wr5%)o)Gnixw776td_V8gYQqp}C8gEG4sP2_yDb08VUZ{Y&tMM9VQAm?J2`j&Q@c8N2rm94zen(T9l9!FN~^{Z"
            "q-XjO;frl3hE)`}h7k6ZZ8dFC<2v#e{Nxl$PkZX}1vHpfh3Ed6aX#3A-M4c3a)Un4gq&{Oo#n7&16WquU$uVSl15eYCA>4w4|}zY"
            "Qd&_3(<o~f1tjr9r)~70VaHbYB|S2$Im_VN!Ym@J1tqMkA*~0mtc&Z06YNujb%wBMZ4TQBn^sY`qDZQWUR|@pOY7Jf=K~|9sNQC`"
            "G#Si`9Mh@&**{e0c;o"
        ),
        (
            "c-jL100001"
        )),
    "initial_state": ("float32", (0, 1, 128, 128), (16385, 16384, 128, 1), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
    "out": ("bfloat16", (0, 1, 1, 128), (128, 128, 128, 1), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (0,), (1,), 0, "cuda", 0,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        )),
}

# The rows, and the value heads, whose values are embedded and whose results are judged
# (None: all of them); heads compute independently of each other.
CHECKED_ROWS = None
CHECKED_HEADS = None
# Per element of out [rows, 1, heads, V] and of each checked active row's new state [rows,
# heads, V, K]: how far the result may lie from the float64 value (spec/tolerance.md: the float32
# arithmetic's bound plus half an ulp of the stored dtype, as the suite computes it), held
# as the power of two at or above it: at most twice the suite's bound, never below it.
OUT_ALLOWED = allowed(unpack((
    "c-jL100001"
), np.int8).reshape((0, 1, 1, 128)))
STATE_ALLOWED = allowed(unpack((
    "c-jL100001"
), np.int8).reshape((0, 1, 128, 128)))


if __name__ == "__main__":
    sys.exit(main())
