#!/usr/bin/env python3
"""SGLang Helion KDA: a valid call that breaks the contract.

Finding 5 (upstream bug) of evidence/upstream/findings.json: a batch of 65,586 rows fails,
the smallest the shrinker reached past 65,535. Its case: the shrunk
outputAndNewStateWithinTolerance case of
evidence/upstream/sglang-helion-gpu-validation-and-tolerance-scale-0.002.json. Written by
`kda_cases repro --findings evidence/upstream/findings.json --finding 5 --check-rows
0-7,65527-65585` (kda-conformance); it imports nothing of the suite. Needs torch, numpy, a
CUDA device and sglang 0.5.23's kernel modules (pip install --no-deps sglang==0.5.23 and
what they import).

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
    "Finding 5 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): a batch of 65,586 rows "
    "fails, the smallest the shrinker reached past 65,535 (smaller batches pass): the call raises "
    "Triton's CompilationError at 128:8 of the code Helion generates for it, 'Expected pointer argument "
    "to have shape ['constexpr[1]', 'constexpr[1]'] but got ['constexpr[1]']' (the repro on an H200, "
    "2026-12-07), so nothing launches. Helion's generated launcher puts B on the grid's z axis (grid "
    "(ceil(V / block), HV, B), seen in the code it generates for a float32 state), which CUDA caps at "
    "65,535 (porting bug 33); which of the two a fixed compile would meet is not known. See "
    "evidence/upstream/sglang-helion-gpu-validation-and-tolerance-scale-0.002.md."
)
CONTRACT = (
    "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active "
    "row's out and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each "
    "padded row's out, and nothing else."
)
SCALE = 1.0
L2NORM = False
LOWER_BOUND = None
H, HV, K, V = 1, 1, 1, 1
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
JUNK_SEED = 5682
TENSORS = {
    "mixed_qkv": ("float16", (65586, 3), (3, 1), 0, "cuda", 196758,
        (
            "c-muNfB*?7efB>SnBEBG0{|n%0+;"
        ),
        (
            "c-jGy0d4+?zTPmSJYl>)H8(t9I=sF+JhZt>JHkLrw9=}qJ)XQMI-$H@H|DJ!yau=jww5}rFs!<^KAXJBy|%pZGd!~hzgas8y}CS*"
            "Ko~f|KI}LfKXN|YI4`_5I$Ai|G^sSjwrw-fIWn}jzGFWYwhX{XtX(v_J+eUrHaouayr8vuI)y(WwGTeQx*fBNy>+?uw8gyBy<xZn"
            "zpX4Xxt2E!zI_!uG_kj0In_F8H%&B<uw1@gwGKaeyFR!`y<M=`I3_-*ybd-~GTgdMIoP>bzV<vjEw#A;KWaEtI1sovEi=A(JF79j"
            "zv4L`x-K~@JTgB+y?Z<{H;lcJwnjPqIrX?Ft8h4{wY<ISJQ6zDv}QfDJc_hzIjFW?o7g#qLUOlWyb-Y^zCt<Vyly#mz6ZdXH1M^r"
            "KlwecwuvmBw34Piy(vCRw!pNBzQQ{5yeqg#JWaljzDTw9J9oBlG>o~RxwSk0I1)9;y%w<6y?j1yI}|Y%F$Xv^IRLt|Jd3m<zDgTG"
            "yKcYUHZQgIGD<GI=>"
        ),
        (
            "c-oU-fPl0AnZPsv4*db="
        )),
    "a": ("float16", (65586, 1), (1, 1), 0, "cuda", 65586,
        (
            "c-muNfB+6C{r*3MwubTnAejO("
        ),
        (
            "c-jGm0D1oxK-!z~H(fgYv)VVHt=qJZH6%EYHrhS{JS8t?IPkvFBqF<kBSbsJwNgAqFo40#J?}MvJ7K(7K=QecH)FM|wmUX$Il?fA"
            "v;#SHLfg8QHmN`KJJ`1Rx{EeFITJb<!RI>%wdJ!>z8^IODey1jy8ksztk$(YKo}up!hJMDK`%F)w1b^J(*"
        ),
        (
            "c-rG&fPnY^Av6FF0Ri^"
        )),
    "b": ("float16", (65586, 1), (1, 1), 0, "cuda", 65586,
        (
            "c-muNfB+6C{r*3MwubTnAejO("
        ),
        (
            "c-jGm0D1rPx|2dYKHNPLFp9w@Kq<f(z}>z@J*q9SISWGSK-58cw!yxYHeS7UziYrZy^X?#zNWsSJ%hUZL{Y@bIhMXNK(@RN!VbKd"
            "K$to*y}r67!2-fJI_AQyzRkm|Ja9ZtHOD?*IwU!8Bvd|%L}0yBK|nx-#W%hZEj~QtIH0|2FM%(1Lqb13*Z"
        ),
        (
            "c-rG&fPnY^Av6FF0Ri^"
        )),
    "A_log": ("float32", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-lMgInfRP2HgTv"
        ),
        (
            "c-jL100001"
        )),
    "dt_bias": ("float16", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-r&d1ponB0SW"
        ),
        (
            "c-jL100001"
        )),
    "initial_state": ("float32", (65587, 1, 1, 1), (18, 18, 18, 1), 0, "cuda", 1180549,
        (
            "c-ot{h5-y1ArwRTJygED11djS1C`I;jLLuNiOPS@#fU1eg~~r@j;j7Y2P$8m4V5p*fXWXHM&*CCLFL~pK;@ezqw;T;pz)JX`LR-{"
            "{AM0B|M{Zw_cEdK*E6E>Re4eQ+S5__oNB0iOJy|w%|{D=7gYY_T2y``T6n6X`G;Ezl^@)T7G5f-{GAo3{EcYw?<<GO|BV)3E45Mi"
            "@s_B3R<!W77DeSp2BPxcx})-y(d2p2(pRG?T706pH(v*pe;F<Q%+b=5bs8!^mj#udsD#S5Wk*ZjMX3Cr;;8)HX!?uY(EN|)Uj7VJ"
            "{#13e@Rvl(-_dC4A1%FXG(zPA0G%H&ZU"
        ),
        (
            "c-jFB0rUQnx~jfc4^F-G+>1WNyXrnGID|hB5mP>#6t%s5gDXB&;}$<UkGVdz3?98ZFR4F*O%}g4DvCZf2ade;Wy!u`$1FbsP;<VV"
            "UDQ7I#40`-Q+z(CpM5^2{$s!3we7xq_jx~-dWSt1gv-2H=L^5J;yS)g|L;BW*w8*8Gbuf+L90A|u|hp(bpk&=oRU8rB-1_|oFcyb"
            "?Qgz1`_w+$I($5O-WNY>e)m1AGhILX6}i2_(4@WVgATozxQ4zqC@Md$h7rHq8v#GrJug2hf8{>b6ka{vK+(Kqxmmu;0Utl_#lbv%"
            "^b<b7Aw9nZC^0?0^Cdl#=BK_IgE_y7<d;7?lHfjaLmWMj6n^I"
        ),
        (
            "c-rmV%MFAe5CBjt!5XFp`)|#IdL@{k{N7&7JMOp}2+Sv?>$Ba@otc@LnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfH"
            "nVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfH`K3cVn3<WGnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfH"
            "nVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnYqv*9?Z<l%*@Qp%*@Qp%*@Qp%*@Qp"
            "%*@Qp%*@Qp+}P?JnVFfHnVFfHnVFfHnVFfHndS2^Gcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+Y"
            "Gcz+YGcz+Yvw5S;%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@RCGcYqVGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+Y"
            "Gcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+Y"
            "Gc)(&5D#W%W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)"
            "W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)=I$Kg!OYCe%*@Qp%*@Qp%*@Qp%*@Qp"
            "%*@QpoVEH3W@cvVJu@@c@gW|}%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@QcTE9JJW@ct)W@ct)W@ct)W@ct)W@ct)"
            "W@ct)<}s~4jG394nVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnc4ghW@ct)W@ct)W@ct)W@ct)W@ct)"
            "W@ct)W@ct)W@ct)W@ct)W@ct)W@hG<tUoX_Gcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGqZU<"
            "%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Os*3XxjnVFfHnVFfHnc4X|Gcz+Yv;8nLGcz+YGcz+YGcz+Y"
            "Gcz+YGcz+YGcz+YGcz+YGcz+Y&uINp*zZfcnVFfHnc4oFnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfH"
            "nVFfHnVFfHnVFfHnVFfHnVFfHnYmYocrY_FGcz+YGcz+YGcz+YGdH#T4Q6I$W@ct)W@ct)W@ct)_vg&a%*@Qp%*@Qp%*@Qp%*@Qp"
            "%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qpk3&3|nVFfHnVFfHnVFfHnVFfHnVFfHnVFfH"
            "nVFfH)f<ZkGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcyll^Z1yVnXSLf%*@Qp%*@Qp"
            "%*@WqnVFfHnVFfHnVFfHnVFfHnVIENF*7qWGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+Y"
            "Gcz+YGc%jV&dkir%*@Qp%*@Qp%*@OzKR|q#nVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFfHnVFgS"
            "OPim?%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%;ujmGcz+YGcz+YGcz;u3=ZFi"
            "nVFfHnVFfHnVFfHnVFfHnVDJs8Z$F9Gcz+YGcz+YGcz+YGcz+YGcz+YGf!ppF3il#%xr(k%*@Qp%*@Qp>^zH^nVFfHnVFfHnVFfH"
            "nVFfHnVFfHnVFfHnVFfHnVFfHnOXlJW@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ctq-_Oj<%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp"
            "%*@Qp%*@Qp%*@QptRE0FGcz+YGcz+YGcz+YGcz+YGcz+YGc&XL24-evW@ct)W@ct)W@ct)W@ct)W@ct)`S;As%*@Qp%*@Qp%*@O+"
            ">^_W{nVFfHnVFfHnVFfHnVFfHnOVM__rc7}%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*<?F2QxD>"
            "Gcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGmmNgteO44nVFfHnVFfHnVFfHnVFe$cK^)G%+?oXW@ct)W@ct)"
            "W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)UfJfYFf%hVGcz+YGc!9sWoBk(W@ct)W@ct)W@cvh+04w$%*@Qp"
            "%*@Qp%*@Qp%*@Qp%*@Qp%*@Qp%*@O@w$-CEGcz+YGcz+YGcz+YGcz+YGc(KYV`gS%W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)W@ct)"
            "W@ct)W@ct)W@ct)W@i1ynVFfHnVFfHnVFfHnVFfHnM*7`hMAd}nVFfHnVFfLUo$f^Gcz+YGcz+YGcz+YGcz+YGcz+YGcz+YGcz+Y"
            "Gcz+YGcz+Y^9t7QkeQj;dd|$u%*@Qp%*@Qp%*@Qp%*@Qp%*@Oz|CyPYnVFfHnVFfHYx)EiX9R)"
        )),
    "out": ("bfloat16", (65586, 1, 1, 1), (1, 0, 0, 0), 0, "cuda", 65586,
        (
            "c-muNfB+)~MlcNk0j2;n"
        ),
        (
            "c-rm4F%19!00N-sRx_F{ycjeE000000000000000000000000000000000000000000000000000000000000000000000000000"
            "00000000000000000000000000000000000000000000000000000000000000000000000000000000006id!!1z&"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (65586,), (1,), 0, "cuda", 65586,
        (
            "c-muNfB+6C{r*3MwubTnAejO("
        ),
        (
            "c-jrmKPUun7{>9BB3)SxG8l-G#bA-a<X`DxlA@FegEJT;B_x-HD<-<>CQ(;+2IW#$bm~whF^DK-KqTt;4e#>yKF|02?)5U3AwNk^"
            "fwe(qZ)i<(F-|r``6q>GBCiZ@@*Jn)j*bP6bBsJtOppn=vul?7NOV!TPyB_CYIbi)KJjzTNiB7&+;0SKjPxTbA(J~|rpR|21EaxX"
            "D)0~J%(EW$SMM}NX=tK*p1)rf!z|Sh`=TXu^iR-!NLe!Y*0UW6jL=aW;<7|(C*-$ip5rb2RFx%q8g7HfKkrdV7y"
        ),
        (
            "c-rG&fPnY^Av6FF0Ri^"
        )),
}

# The rows, and the value heads, whose values are embedded and whose results are judged
# (None: all of them); heads compute independently of each other.
CHECKED_ROWS = np.r_[0:8, 65527:65586]
CHECKED_HEADS = None
# Per element of out [rows, 1, heads, V] and of each checked active row's new state [rows,
# heads, V, K]: how far the result may lie from the float64 value (spec/tolerance.md: the float32
# arithmetic's bound plus half an ulp of the stored dtype, as the suite computes it), held
# as the power of two at or above it: at most twice the suite's bound, never below it.
OUT_ALLOWED = allowed(unpack((
    "c-jrhISv3I48*|yzm*2a9$C?l(i+PNBth)NIH(B{<z*Uu-9^?6C5lgRpX|=1G`jr(iHkrz"
), np.int8).reshape((67, 1, 1, 1)))
STATE_ALLOWED = allowed(unpack((
    "c-kGyxd{L;0K>rjCk=k&8A8&iI8d^sW&Fr9JWxaD39wrs;*Pc6;5fXA3pE!#!~"
), np.int8).reshape((67, 1, 1, 1)))


if __name__ == "__main__":
    sys.exit(main())
