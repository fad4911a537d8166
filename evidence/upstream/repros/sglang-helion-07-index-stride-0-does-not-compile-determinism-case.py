#!/usr/bin/env python3
"""SGLang Helion KDA: a valid call that breaks the contract.

Finding 7 (upstream bug) of evidence/upstream/findings.json: a one-row call whose index
tensor has stride 0. Its case: the shrunk runsAreBitwiseDeterministic case of
evidence/upstream/sglang-helion-gpu/sglang-helion-kda-gpu.json. Written by `kda_cases repro
--findings evidence/upstream/findings.json --finding 7` (kda-conformance); it imports
nothing of the suite. Needs torch, numpy, a CUDA device and sglang 0.5.23's kernel modules
(pip install --no-deps sglang==0.5.23 and what they import).

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
    "Finding 7 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): a one-row call whose "
    "index tensor has stride 0 (a size-1 dim's stride is free) does not compile: Helion 1.5.0 raises "
    "'AssertionError: <V, K or 4> not in VR[-int_oo, -1]' while binding the kernel (type propagation of "
    "out[i_b, 0, i_hv, tile_v] = 0.0); every shrunk case of the three shards is B = 1 with index stride "
    "0, or (batchSplitEqualsOneCall) B = 2 split into such one-row calls, as the host preflight found "
    "(failures/helion_index_stride_zero.py there raises at stride 0 and reaches the launch at stride 1). "
    "One failing job, shard 2's runsAreBitwiseDeterministic, ended instead on std::bad_alloc in the "
    "harness: a suite false alarm (its shrunk case passes in a fresh process), fixed since (296577b): a "
    "worker the host refuses memory now reruns its job in a fresh worker (sglang-helion-gpu/README.md). "
    "See evidence/upstream/sglang-helion-gpu/README.md."
)
CONTRACT = (
    "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active "
    "row's out and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each "
    "padded row's out, and nothing else."
)
SCALE = 0.25
L2NORM = False
LOWER_BOUND = -5.0
H, HV, K, V = 1, 1, 16, 16
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
    from sglang.kernels.ops.attention.helion.kda_decode import helion_fused_recurrent_kda_packed_decode

    helion_fused_recurrent_kda_packed_decode(
        t["mixed_qkv"], t["a"], t["b"], t["A_log"], t["dt_bias"], SCALE, t["initial_state"], t["out"],
        t["ssm_state_indices"], use_qk_l2norm_in_kernel=L2NORM, lower_bound=LOWER_BOUND)
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
JUNK_SEED = 71292
TENSORS = {
    "mixed_qkv": ("bfloat16", (1, 48), (48, 1), 0, "cuda", 48,
        (
            "c-muNfB*w14FCa<05J"
        ),
        (
            "c-jGA0H6PhKIOdBzGA)}Kf*r6J}^JeJ*d9&zKlKyz6`#XzRNt$zKp(pJ|(`uJI6g6ydJ)TJ;1)=y?8#5K488nK8(KCzc9WOK=wZ3"
            "ztg@2KzctLzmPv0zmq=_zP`R0KZ3t?5ipS"
        ),
        (
            "c-jL100001"
        )),
    "a": ("bfloat16", (1, 16), (16, 1), 0, "cuda", 16,
        (
            "c-muNfB*p~4FCX;01*"
        ),
        (
            "c-jFV0N?*_zihuWzsJ7^KY+izKm0vNKQX_vzK_4Ays5u3K&!tQZV_n"
        ),
        (
            "c-jL100001"
        )),
    "b": ("bfloat16", (1, 1), (11, 1), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-nig9{>V@0iX"
        ),
        (
            "c-jL100001"
        )),
    "A_log": ("bfloat16", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-s5E9{>Wc0k;"
        ),
        (
            "c-jL100001"
        )),
    "dt_bias": ("float32", (16,), (1,), 0, "cuda", 16,
        (
            "c-muNfB*p~4FCX;01*"
        ),
        (
            "c-jF#0Kfm4=1sn_{!Tx_@Xb9@<&8c3Az;4_K4!lw*FQgC?~y+G>D0b^CmBB!TU5WS!iGMKHvGQs`58YH=TN^hUva)*rXhC"
        ),
        (
            "c-jL100001"
        )),
    "initial_state": ("float32", (1, 1, 16, 16), (512, 256, 16, 1), 0, "cuda", 256,
        (
            "c-muNfC5Gc1pojS00I"
        ),
        (
            "c-j@xjW^Y28~|{)mAUdVFPC*YUT$_}n&Ik1>;Aq^%3DV_FJr|}&5W^?y>ueYOPklOt1Y?rFj2>GT$z^}j$F_8Sq^#ENr#$JaSlm|"
            "W0u#|+Q0BQAFFn6qV!5+hKgy}v~^w@64eh^q_dcLH4?e|TS)UYD=7Ns71UPgVEk<h#_KR*x}jQb(?kn6=I$n=>RvGF*-Q8?<>1iX"
            "45^jJN$RMoZS~*?nzwkeDKSIYFDoecW)34X``D$7r%>(t8tp};D7cnQ`9WnQpy?+zMXiW`gcPT$;@Hp+`b>QMG7IjpB^H&fSl60D"
            ";@2*MZL$c|<tDIq$%3TKq@&u#Q>zEDMBFEp(r1<|ozJ1(mOJ1usR6;4=O}ME38(8zG0oA2ELMcG`%hxA%lv!H_UizW?8a&psUZ2T"
            "kQSP0VB7dQEV(<O>vdD29v$WsN;jPPJp-`fBUaV@Dbxq@$hLn~Sk!a`)^s09BZ38_<a7XtRAW--s7&A&c0u()e@N2=fby7}b1tf*"
            "emV;L@O>p_N9i)m&O_6DOJ=J5mc@E`kcZ_RFh6sc&=witYIl*Ddor#}s1KFl*5v5ZGoW;MfTEgAT>kZ4vc18RS-jVV3GNHrr0zNj"
            "J{ZHfWBF8*mqn6i8^G0N0#Eiwflmsb9=<DQXADko_mbrBS$_`hE3;(mN-_lf9E<XkbND7khxBjsAvtH8Fu%|My&u^zlR-T&cXa0t"
            "<*!0QFb|$jx1-{Zm#ESd5NPa$0~aLJJ8mZ{3mJsspc**ey@A#2??gk70#26eBR#DzB=fqnZw=2fFAs|RVi7xKok0_qKi5u3GT~^h"
            "6LU2PL;smuT*45ghH+`^x&IjF*6N1)`^>R(`V)5k#b&a&a0?|x)euL`+gvY4GWQb?sqc~;`-ENe<0KvIPI!!e*YR-e&lnghS%S#%"
            "8oKkh8Cc6TVtLWNL^aR|rB=I$Z-@*AP)0Oaa&|k(0`@#JBQNzX(uTsjSe6)#-eNT!>JMbr8(-6M<7g_7>|o(`@vPV;6x}WaLP6s&"
            "q;D9(`XBRX^*{+#t4d*I)Sl^Q>7ek*3XRV(LEA|wX{_zR8xICycb<f`u9}d}Y#m~3Hrr-6HV&2w8`8XE6s1@Fust}1_!&=7-na{)"
            "tP#cU#6q{%*DU6U4XIerqPEGN>Ny%PzV9?BUc3Q|Q;D#-cL<dpxr7_Jfp!PP<hs)eY(4iC5x&yG&FZ%=7c~&7vV^eh)mS4g;`|1i"
            "F=yz~9-dha9ru#M`mm71Wk#b@Kl|Sk{|f8ChMRWe3+F@Rj_NTjsY|CNqB;5>HO%us"
        ),
        (
            "c-jL100001"
        )),
    "out": ("float16", (1, 1, 1, 16), (16, 16, 16, 1), 0, "cuda", 16,
        (
            "c-muNfB*p~4FCX;01*"
        ),
        (
            "c-mvAW55dmejo?o"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (1,), (0,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-muNU|;|M00aO5"
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
    "c-njS=EH}#Z$AKucke&EdH)^&e!33n"
), np.int8).reshape((1, 1, 1, 16)))
STATE_ALLOWED = allowed(unpack((
    "c-l2ii4njs2-<(q%F`i=B+bR=6aibLAey$6PieS$d%QbM%Tr`5{z*8|7cl;Amjq@@uX=vjE(;9s%nnP{OV%7GgPkN6C5}K=I0Uum"
    "kdy*}XEU*k-^O!9bS#wCb->zMcUK7f08{$um;"
), np.int8).reshape((1, 1, 16, 16)))


if __name__ == "__main__":
    sys.exit(main())
