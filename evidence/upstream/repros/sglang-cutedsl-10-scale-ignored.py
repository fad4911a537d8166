#!/usr/bin/env python3
"""SGLang CuTe DSL KDA: a valid call that breaks the contract.

Finding 10 (upstream bug) of evidence/upstream/findings.json: the call's scale is ignored.
Its case: the shrunk paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone case of
evidence/upstream/sglang-cutedsl-gpu/sglang-cutedsl-gpu-scale-0.0003.json. Written by
`kda_cases repro --findings evidence/upstream/findings.json --finding 10` (kda-conformance);
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
    "Finding 10 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): the call's scale is "
    "ignored: _get_compiled_kernel compiles scale=K**-0.5 in (cutedsl_kda.py line 1323) and its cache key "
    "has no scale; in the shrunk case (B = 1, scale = 1) each listed out element is 0.0885 of the "
    "expected one (K^-0.5 = 0.0884) and the state is within its bound. Latent in SGLang, whose KDA layers "
    "pass K^-0.5. See evidence/upstream/sglang-cutedsl-gpu/README.md."
)
CONTRACT = (
    "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active "
    "row's out and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each "
    "padded row's out, and nothing else."
)
SCALE = 1.0
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
    "mixed_qkv": ("bfloat16", (1, 384), (12, 1), 0, "cuda", 384,
        (
            "c-muNfPe-@2n_%P7XX3"
        ),
        (
            "c-jq-c}P@o6ouP#G-<JtY%!Ctv?2&9Q|H|?WKu*{1Z8_hU@;Ow3%O8PwCF_8u4sz3XekBbQiAil=S3hENkXeFWYY#kD;gz5y}vJ<"
            "d(QVAWD)wbRL@`+8>Ckz;-`GaM}9(^w3u#2V;LjSPYY3j4U#Mi%qrv|$j3U4NyyX~(;;~}g==&&Y#lCLriRgWI9*mMKT9o=`4Sa8"
            "&KxAtEo+&N8a~4krok)iJS~0>v6>_Uvt%q1m^e3@XIUZPtYCuH=|6obnHr8V-DEX0OJi7#9(F)Ei(6Q%38+I59k>L4Y78z&x#`lo"
            ";z2r_u>{*t%l90~C=Rt}z-La$34}<lhS`r<&fi$6O%kVB%w{Op@R3AtABu$HMLu`vA32GE_ABf}wbTcmbF(!9Ufy9T1|e4OGgaR4"
            "y&F=kT~+~_WoBv>{H@h&(Vgy6tI<8g^H6OkGmU<&kuiEt-I%~%I-2n;k@K9&ZhG|yrZEIJSQZFFmf7lX`5-$`k74#YY?X`fI;^gv"
            "Qv=o$&DYx~)>^5=as<sS@gY)M@LDfpJTCGPGjQ1Xo)egfa`~ofk)pR-=OKf;5vBDql_h*?PD{6m=OS_8E8my~mNG})I<7l0!0yC3"
            "6qr$rw3l-zj<L_Yl~(gY*E@!*G}c6Mul}XWv(eMQLt3dxY}9KU$E(ucQ;Sh_BZWRD*a0bF8{)X#X`e$6R$#I9KqnCn&usjVGTDP|"
            "CYSAIr5<Id{RG(vWjY4HrM-I7%;tP96k<PvSZcoLRnEa^w95fDaXNQtA%j}Ue)ebG&fO*gA@(M^HNw-P(ad-D42E-&7mk@Wt4*(S"
            "wZ!2d9->Dx#HT4phL64OE0~Ol{0}<3e18"
        ),
        (
            "c-jL100001"
        )),
    "a": ("bfloat16", (1, 128), (0, 1), 0, "cuda", 128,
        (
            "c-muNfPe-l4FCiX0D%"
        ),
        (
            "c-jrgJt%~690%}?lPd#JPM&f~StxJC^ZdR~DNF{F%sPX?K<eTKa;03kbIQvR)6+3AA^yMb-ykEyo$JY9QtZNT1E2NdXt$i8$sgx{"
            "HlR=AHia*VTL&dZbl%Of7BAW%X--Q!?s><&37EtR69}=&Z?lJUZMCmlM8tl|75o2hkVUwR`j319q^jF8p~vFzKyo<Mj8xfX)-^<i"
            "Z-^p5nPYN<Bxgoqx}hl~upmVf^Lpi1rclO^-;73+#~NmNDD}9}cP-o&w2lvMi=E^S1F@XLCYL0~v{}XlcHMpL!l+y#^eU`KC%2@;"
            "Gk&m#KT;#l9Okw62M9ELWB"
        ),
        (
            "c-jL100001"
        )),
    "b": ("bfloat16", (1, 1), (1, 1), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-mXH9{>U!0d4"
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
    "initial_state": ("float32", (2, 1, 128, 128), (16640, 16384, 128, 1), 0, "cuda", 33024,
        (
            "c-mudWPkt%2n7HIp8$d"
        ),
        (
            "c-kDBcRZEv8^^8eT~SstB4o=t&vg^gLK>u@AuWnhRw^SSBV}b%sZ=Np!g;Q{l+mJZgHlqdC`puP(C_&DeO~9hUgvr4>-v1&*XO#^"
            "4AkLikv&|RGtR=il^n;Wr&w_0KX8?nBR^UfG5a1S($L?2$Zsf%pL<1V&w+eeJuXYu7j464L7?X&1?a($5N^tv7S`nCB61<~Gk3Hy"
            "3$I6~kd1f|g?8q{fg_Vhm&{R!`PGV7P8*WpA8%k_@pG^m7N!<wm(bq1*VvuSdXV{LALh8F!Jo-9*ml3gU>F*S4k0a!)Q&FPy8b3S"
            "?Mp{~$&*;WO^}kYPq3#dinusmq&heA>2E_FfGlNb=nA5F_!K*&hQNZen9MuIA^)CDr77Pi`d`=!!aicS<H2mQ`ja*Wx^h_`^ObD!"
            "q_4OzP?J{38Ijz@%jlrKI6X1;8KYgYz)Q#wT-j<^qEZOAlWI7XoBraQ;4bhube@&ycV*6c$q}7bCaCAHNJ4~*8RbcegrvQM{3|+8"
            "J5+!^iPt%?-|k}fwU?00zn6B%hmk@DFQRipmnsy$;aG7bN$%DjOmPuG{@7rUQLkV{q8r#teGTBvA54eEvLMSilg1iv!_&rgsF8FU"
            "*QMV?BkxIdeD4IQXVM8`^J6EZzxap>U4zJfa|#U$9>ALhYGl*zWB5n-HQQS{8v+<-)-mop{91U4$u&@**Blo>?NlYQ(<X+#tF-{V"
            "cX8awmV?Zyt`o4Fqe&FEJK%1?5jbBu4z@9p6eV4$NvjUME<26p*mUAhL;-4V5oNT0$TNxmW^e-1l<=@kG!-0ACu+e#5Owect{mDy"
            "o-5>&O`FqT;}l7{DsB;JS)6PGCrZK3@v7}2t`S^SM7X`Fn|-sZ7m5eXpzQ2=4q1MW)0|n)&J{Vznyr~k_w;@RlQAKh5{GpiR`0<4"
            "zi5J@Pa$B522L+ghVUnIq520G1Ve*q+>IIZkf<?Tut$*oQBFsj_sP)j?T;s>i_q+3G2#&?OV3~Wfa?5@q2b~YX67<qOkTd4j@F1X"
            "RxZDB(!t|3BYOVWcQ+1-zRiN~!44#LawBrdAQ*Ya*3K(`%@H0dW-j1OCV09z@z}SL7~PbIu|F)gvUfT?lv&Ok=HxSZF)`r#Rh4S("
            "uL6ZwHKM#!fo|=Jp+D1}K)$U$S?>BCz8knx>MBLdb6-P-<bCX&pNbimPhjm=O>$|Q3K{QHAg3>!NADURaFADmBPkcyv3=*TKx`_l"
            "J1~qrQd;z>0byUii$S%+_V~PaCVin~#$0JB<jxv(;>>M*1zsaxm_9Fkc#-!PIhV6Ih4nIoS7Z3oJPusfiPO9FOGw1d?X;+2E)GS-"
            "lZ1E$BJ=nbs-=ih3HP6PeTN?*)q~)5g3zm0tLfOPSlZ+&NVA>fKqf_nJdKQ{w+A*r;w%O7^T{~ab?+j#l0xa8>vF7?+5o)kI!?Yl"
            "Nd+UtUvMlro%406Hq5bfCDq&HNvO#&Tr`l5gVBLxxO@%SYWNc@1#Y4Cfk*J&crk>$yu@mZO~ciipFwF+H1xlkiXwSCX}f6#Xa6;G"
            ";^&q@R`w;5cryh?=-dYK<iunmU8aUgIeUrL@j>Re&UBg|9t?6ZVr0;{2<@F!X~U2-{P|=H7CUrNQBVLb4=?99^_0N%Pcw;S{VC)<"
            "PsU@7I_)<Nz_5MqU|ZZb)LXlqcD{&)L?35VPMbmoyv`!8=E<JKlWe<5Jp3NW#1}m+c$xD86AIjEop=xgX4-?xR!_ni$%6tKOFsRu"
            "prz%D*`HNw;oiy5uwBF+?R-q}xXcK9dDSk+^zLJ;?=FF@i_-9qUJsVspHJLkrKp@o4St;W7EZnNXU`<Ph3nc*WTwa#`k-SIJ-Fr_"
            "w_f}cd**f;$~MH~kLy#(;2s%N^xRK83VCPjp%REajIGQ3CrgH=|HXe5GwAt_l_(MFPnuhPft&PVNb=?<4}NW?J69W#q%TR(@`MZP"
            "&I_<f|NVvhsq^TDzn4(uP$cu#>8$mFF?D*mU5niO=R)1|caj4_`>;OyJG*g76=VA~7Zq7C@_3gZeW)N!Z@I0&XFoDH0dIs!)Zb`M"
            "&6QCQkDNuNOmvBoS}fjPJ%DlB&$1Q^CCTt3PvXwiW@n%zO<ANwI|9@3NW%)KmjA+7R{VyT@B8X3mzFbQyX;_whB<f%xDqKndpOr<"
            "4eQIRSk3L`6Ym!UPR*d*AGF!U_bkcC{`q81l@L|?D@#UJuB9m{+T=)rCUtWBfCUM6u#TGoJ!w5Ce=P-g&x&538cjDRx3be;ug4Ah"
            "l7T<1nw{~l8V8nqz!z;wgr|$pA3qOH`rc-K_VY3Qu1OdlCJk!(dr9zE6m1r<VxASZFuk*bFx5PVHU1$;ua1e*3%S)OeqtBL@#$20"
            "wQ)0ze%8pET6eQ9y8v&QQP>nOO%J|2gSP`p&~L*6W?9~Coap&?LtMzKH}6nol{nFh2qn9&9YHORVqBxhGM8Tfb5cs2wm4+N@7vRe"
            ">fJJY$#;YOwk-;~pKpf6pRCEV(t4Oh9>6sRTg>*k3d${e$XJ&y{@nHrml{NYZ&oKRF?|68{99;>)nm|T*b1GKo0z6k5w!j4I;*u~"
            "_K>%%20p}^!b7!asuuj6vmr~D6zbgJe9}}W3ktsA)r+U_dZRYZi0@?|X9-j3kMC?+e|16qPH|FQUd=@CyW+^6gKUjt4yxt;#qR-Y"
            "=`+zlLRG5B@b6lb<u@RY+P~pKeq~~>u0tg}4$!TFQZ#ew5^B@F7`ltfL3X<f%>Ek%#VcQ;Ou0S?mF~n-kNZGyiW||gkwD+J{jlp8"
            "AG|*8ht^L^&|K#gk^^(Fr|KJ)nh#(@l@F0}y$4HLDw+CO<G6lC8M}E>8Q5<owu3|WZ7W{wpx=!UOfNoXe!d}0ZAm3Jm<_|B##AzA"
            "MId>%zz*hZ-GX=OjA`_1DcW@KI~aU5B+nm6(j!%TByO!Q3=3Ss1%sy0acC<lp8AdD?vshYg>=;J*QcsQ3)z{Eq|v_Z8ry9vOpR_8"
            "F&>tR_{8rKbPKMe&v1-eo7D}A<D#ip=2PZ#+fBSQK*-|HPV`FW5S)3fgmvwipzECqr>EXvHY_`au2qlf##17IE}BgHQ>!3gyCd@c"
            "3*(-xLi$z}f_GCT1iBdE%55DW^{k%>sEs5Q4;84Ob|NGlf6Zua?m_is`ZRo<Gs(!<&)u+3lDKU;&R*nbQ5tg(Ufcc02&Tu<^`0L1"
            "$yJsZSeO&Ll&S3Iq<Li00U`J?T8!5Zrn65MeZ_uP36v7P0iI=M@S<-4xp|`*Uk#sNt@1vyW~<J^n+-Fub$cC}+TBBuN0s2Zyb99q"
            "$)neD9pYsuM;%r?#%?)HIKS~1E;^t__qJ`thI>hLquEj7a&DNBk}ASf*<--B^CX-q&O?i}t3f<o3K|3gF;Ul;9=PK{oOUf>->4iR"
            "3mm3Xo_=G8&oY?#mBD~Rhv>7o>C|F-9&T!`!L&L{m?Lk6$8>$MHz^)g?EeaB5<(=gK%VZ1=;XAkcEQ%xmDG1ooEG?<f{8P9Bi@z3"
            "aaTI@<_@e03M4sg7MQ$wDm~73nsqy$#T2+kGD{R3(IHj^`+Dnfou>*tcu5z29SS2ix{l%%3p2X<fgn|Wmy12$lgOt(Dn!35fbLEZ"
            "VHz%q!Cd>tu&?MIZW_wRg4#TA%YVkUUs+1WP79IhwiL$Z`x~atdL1!*7X_uOMzK*X89Fj&Q@^ot=A?@*nHzn8?$^(tN|Gb+HQTb*"
            "a@HcS6ncpp^Dg0s%Nlg$d~a;`C_vGz43-E9kp+WS7`rJoFvlU9rWvS{EsP@B*|wW~A|*(cfHPeq{+A8Y4<zdLftc583D=&iN3lO^"
            "sI*KCyG2!$hIMtbr{0^9*7zOF+}D;&NvsQ9k*Yw9@0a8JTl}abv4eX0WU#(rbr^i|Jv+~F2l+bBlbL5Qm3wo0tL>c(8?v;04jkxt"
            "%p8!bLY{BO4CANJWW)~wgV|^nWQZXnj!a*XCi_m|6SyjcVo$vm`{9`tHC!Ty8^b5lGR|x4_pv5UI=8_wtd~7=-4T5Gzra%Sukcc|"
            "44ybQ;cksE`aPT>*Mg&IP;E8|_IeD0iX3XFT!TW{$sl@M9WI`E4D)Um15ubxpI;BbRWY4R)!VJaSYipiKU;(SbVCjYv$DZW<~bg9"
            "odP^x4Y$@LK-0@wRDQ$9j9NRx^)E;1fZP-!Uw#(ni;7UoWldn2xEtQB<OiXkbkaGVjYq$K#Ii0`$kCCZ?IK$6w5|;d-Nng0$uQvc"
            "4R&zeW02aj9CmrFWh<P2F^defaaMI6Mn0N^(RxbAR~rf9agjK9cORp>#F>0hv?NypCFtRzxs1n2-ZL{hhS^V~@yz3o@G&!&dtRa#"
            "^i8D*-*Y3_C~igh_~VEmqfIp$dbla|n`nJBuU>7CH9n_B&szu*?Sl1m%IJD}@k={48y{u&oSh4~PK#;voFAZP@(cThV>p7Vo#~;A"
            "y(suBhKxC`<NAs;V)8u|<h%D4q-vhS_3Q;i&MFZbw-iE3{9?4|9)qJbryyoc6nTE4nSC89fE>Lr>iNDCf3zQ_m2b|#K@ELarul=t"
            "w`?~Zn$d>I0Rt%4U4`d6p24eOMTl{`3<+na;f`rl7;#da&UxDpb^qBy%FM(%*Su!XDl~;VPOflmnF5ab=yA*03KUNL$GFb##lVm>"
            "u8#U5^2{+0KMNr6d@&XUEhXQ3tx#_8Fer&0Acs8iA*QC1*=wjvmR>Z51HE0~V110<IV6d(^dDpIy9DlhN`Y#x-K?IIA^ohM!MKr3"
            "H0;|?Jngc<sNMjh9yCB|1kYa|a3Ola$G~6D3Vd}pk^0{v@W-W_(SADur(P^WzR>*y6;7e;-b(grt3I5c`I51csAr9rjKKZc>6FK)"
            "==PkC<p0nni3#gyP4#@TN^Le7uUdw?`|F^;#Tg<z4cW0*wj>DCz(ZL8SH#Yv3E7L-7~eiv-J*)oj|lOZX2<+K#7Dn}JYx8sU&4G7"
            "Pkdk@OO7Q8lZ3B&=pWaIK`I--;)fLxewYYy25qoOI~*>o&Vg%niS%`*7B+lxrnlug@rI!&oMdB2EOQ>@=S_oxM;_3s+=|L$r(kNU"
            "EM-bI(aD!?;&n733AzEeKl2K-DbJ@i`tr!1dl3XW1DUH;F;q$C5Q?AS(4Mhjs5qYj;{h(TDRwoKmk85mTN1%vxs!D??S}7`SMYgs"
            "F1%U(2EbezJxd5}p85}Q!xUnv;|YqN4na}g6XuK)hg@9w04ALeXZuGlz`pWqJREb9n|k^%)f?Ihj`Az$s_WO#`H3K&><=QJtXi0G"
            "-9$_**+T=O*3+LkHsJbi01vNGqx1hXV8wo8YNh)gW=lIzT-AXI)AO)MDUoqp_XLISIFP)bv8<eH13HOKVO+k3b4k)(_KWZk{`*x3"
            "FJ|V#f)C>;H2eUBEeyzi;?KBe&VGUo8`?41%N#l@(wL4=5n@~w3T`VLFxz|~G3s)Kf?z?SbM+-W3-*KbRRzo`CLA=o3)rmzN#y?g"
            "YKTAH4K;VAsGCP8o_nZH;}0Z|QrkA}p=bBeFf<YrW}M*kJ1LUPtb8Wq$_wtb#h1`J?glA}OQ5x4TiC~kcEkL$dr<XJI?OJ$Wt;X$"
            "k^n(LlH{3-L2vkJ^fy;x-g^(cgZ!BItjj3<aT9ix|APPASL4O-P3X1#9V4h<gyRn~py!JSNjJ2C1@8yZk-mZbbL2=&R6MGGKEjG#"
            "a>HR&OG+zjApe{bIlON<x-$c8k<>zL|0qIvKAk@MF@>~W?X-IS_b>ZWzm(mqlgE-$Rh%F73f8wt(q5Opu*}61)SGj`>~9}%H*Ua&"
            "wa4I(i7WN99Kt}6YUTiU6SHSaHcsJN0qc*<A>TIX;Gpvi^2$n+3R|CrkXIZc;Pw#@e)4CI&E5kSTS}pR|9|+o%?`HhSOex2!ql(f"
            "FYD{W$Gy1jCabX|4a-Y^F*>1%@J;V0$Oz<9bsle<EZt47bU#4jfFQ72Z$<SQcVJk*2|QL_1VdYUF#}Gq4{92jIl*15-<<%|e``jb"
            "y46AF6J2`j$u#iJx5po&>X7wl196_K#tJuT;`JMz`043ctdO1uJVxeNw78*@g&d5QEo6iqFJ-453#F?~tVpZIT)h28635@xGa=&_"
            "F?&>tZt}JQx9$$E#o7*78DNjUg&a{j%8*-D-Uv;*(m?N>F!MP)1xY{`v&GgD6ffC=U~@ex9=^|RoL!3plFqQ#&x<U{if59IU$a5U"
            "w(L<6863EM4qXi5$mNB(n9(jpeOH>o*sKc1U*$6f?!E!zz2{NMK^Y?!_1nB}SW0+(65m|!hs4b*@RMCVZV)?4EBJn(BPfz!xW|fo"
            "pF=}$>fq6Y=b#^wNp~#dqf_)O;rFEf@Redbz8882T3Luo<@Vsc7kRMpp)j#2-$qjt_s|ETH_>GIYsmC7AeUpjK{8hb)z$V=mwjh2"
            "-LMvlzd8{yTYjQ@W(wWiH<KJ!xq&)Ge6&k)CW+Y+ifu1v5#H~i`n)kVV5TW6pPWct_05P^aU4n=?S)L|)39uAD%xirf$W2}j8u#?"
            "$vQC`LfZrAv@7pm%2N+k=GYN-MCu+)x$qsW%$L!mw|eABQz937`AKGGD!eS)&74zCf!}?~^rLM!3I2N=;>{Fjqs0o6aPADNH6wyi"
            "dXYmuyA@FTqZ*`gu{qktB*SytOyEEN55k03liRv8=(vkFRrXV(AqHZ^yW~2q+VB=EI%06+lw|gO$Yuynt_1HQLt=gCKgRv=4~9SE"
            "KPID0mA;GJO(agQr7umQ!R=cfE3|PN8oEZ3+Wjx_@yrrvo+=EB*K(OhZyo8=g>UiSg)`(%%ptm9do=3o;LrzrOPKM0gLv2b4Ddaw"
            "!`{oPB>F-d_uxB8qUJ11rItBT+hz3-@oq6WKf|7hd!<W0%uHeqiU|_g<hu~#>&Gs7a|6)Kk@{8Xg6xsC^k)1xtDau~ai@2%4>X%0"
            "Xv!B*E$8(lJ1+QV)PTNT4$2HO5OV%GoK5+I2|4W(Y=N`yECv1tf4JI=DQJqE1I1(tL;aKJ_rOoE=htj<dDms+*PTm`oF{N_)ETVf"
            "8(^qnCmhu>!RmyQNFvnX=lCvscq51&S@{b;SB%&WG}!a}Z#AnoTau=;?yRW008xuEXKgPCkb>7GaDChj%>Mg>8uRsuwD=czB7KZk"
            "|6yoSYJzqvH=}rx2oVw&z@Gjoz+MpMmaDF%!p$rQCEaHV)NX@kb2C&sRKcp4b+F#{7H9pVD>#zO2iuGi*}mu~d=mcw8)D+<VYxDJ"
            "jGN7A3(SV~Kb5J7svP6+JA{4^j(`uQVQi!Ldz^Oh4|o|KC*d%kN{A1_`sZhv-^*F-`r`|cJ2&Ii*TU%Omw*~olVQ=ePe9W%$z&Z_"
            "TAuu#sSUFy`6}l@QdbAhGl4MQe2f`7aR!X$ZAUk2TbR|MNPbJ+0EOd{WVZb|Izz*}uKZ*U9^UH&y^X8bo7>%(rwcbCUpa-EHEFil"
            "jSungs!Dcr@EY3xDJP!xXHd^2lXe#tGly-WS+u=@3!Ky8r>Fx>+PRWkD)6FR+4tG&feldnr-UBf+lWV|xYDt&5y+Wb$$EM>AxA@!"
            "=kbJS;`csK^U<ayol?X<M3L6)=|G<6#M$ff*-2sIl+U-E8PhN)?7wAHBH|-{Iqiv_iQ;63`F&JlxcE{g9bfIQfZ*W^;CFs2D{3fA"
            "W1KnA;&=w##pUTxp(NEk(a3oFB!YIdD*g4R9^#d@lHwh*#LPPqm<)dMI7pm2SYF0$+w3tXD9?7(<|#DOGccC6kRCk!13J}o>AgSV"
            "WctS^5TvC<FF$U_SBrS>DB~)u`n7~^@6#vi{1=gRmMP3@J9k{tQi%pV&al0JP{l<e^tD?mUD<G$*p}#0TTVQ@Z0*M!=R({VG7ChR"
            ")i^~e6GH!tGE1A6fgWEDX}e}j?5|HFrGq}?S?3`lf5DoV?^}R*64#K%EaGWJJDVJH0{mxRgh`85Q;h&=B3TXSbM~Iif)oj|OWqSr"
            "O=Cz<l^RA3*fU>`KSJTii||a|5o|dkc%fI5UjF$89<=Wx{<|3_M@xewc-7!3xx?Jf1rl@-6G?l-Eg}An6q!{NMh4x|;nnXbI<4j|"
            "2&JE*al3QjP{brU@?;VmdUb_0<_{$qu{unlu>=*q)rQL>>)_Hx3o2H98*cW-vbK>kD7>BnH@Nal@c#W&L%EsVaW#q-&JRMBqbrzJ"
            "jVkyZT!UHytI<@o1?w%mfMhP9-HSTdb-Vv#C(cak+TZMlbUs{hLY%a|E}(5LDrE6wUSG+`;yyJyi!-eM!j<(3M1M;N6n>gSyJzfx"
            "PIXbn&+%$qtCT2>2_RI}%7W~!zt5bzSjkLttz%@_bP}#5OB8Gk7*Ek2aGxU$Ey2T#@z?>#*ARr>?%zEBB1XlO`@qp5iYz?F(?9n@"
            "CRqL<?yOzQ#*T@T%FEkOkza!zZ{E$=h4o{g$_J2GltrzTFTnCc6@a2o@z-!~-EG|>HotKJ5pFVO!=|0W^*ggk*xNBSB36QMa2*LX"
            ")1#x!-mI}=Bv^a=VIJI<CJ(tgF|YUxmp@97hze%0Ew2R0{kN&8q#s6Jl(Jm6?$y-wst>Vrw;@$0hJmxngYH=M6iWQEQSogW7>;LA"
            "p*LzMXsu689#4V4HN5`0<PARGZ^p5&Fd>0jUgYLUKJ;+%!<bZ8I>TxJbiHM8@38@H#UVXZp3;ZnEonGQaUpR!Crl<us;~q5>Ojx#"
            "DQaZIlXZFznA@dmKys2kZA!WZ$KEfYy{Y`v?Mw|xsx@cbWL8ah0hle}0kRzybb3?~v^+MVMzYgMXqF?M&~e3f(+oIVx0q`nuoO;d"
            "3^7U@Sd@~RPI7xLV7sO@T&l>Ree$!w(%}pHeR>S$K6m5xnds8m5)+0!q=3(6#G>(r8R%6kj84Tx_(NeS)YNq0+?%3Mo}G>3t^DMi"
            "6vfo_VodD;TUxAAQuo8umwxR}q;PE!@_aVyV8kK)esk#Kjr9mS8yMa*XC`LUUs^8EqZgk-%VJ5C(p*i#t1_7WtOCYdZYKOG_8<*Q"
            "Hqoe34w3(`lsbPq0|Je@^huf%E&Xo=RUS9O6-6Vsb)NuUTxSO&wl`r-!Wn$pwVtfemcZT(iagJ@8s0uRjmOSgkZl=2f;q<AU$52a"
            "#AoMjcES0>``Alj!*IRUlB^4`Br2N+G1F{9pDyAJotflC>Qn-~QKV@+hh7oB%bj>X!fF1L*8{Pk{U0hiE722%7CaX3v>n#g$D@kh"
            "@Xc3!GW|<A9u1d6Cj1b4U3rLE?DQK`{Q~KUVm&JAa1G_YDw3eUS**b6GB#31ky_7}Vi}Rc^a<ZQFxWf4Zu8GaaJIpKIeW{Lif@*q"
            "Wu1b+eUrtc_gsUMb8<Ml)>px$C`aTsQf0434AmNG)iSGh1RyuS5Iw9)n5$<N5Sf*JWZ~;Va<3r>gcpRfpLae$A8mf-y_W?MOwfXx"
            "DuKlC^H)|gg<)<#2B_Ow3nzbc08gW^TW}?DFmNMt*0f{G%-OhaT^gBYAC5BjT-fg}J3(T`Sz6U}1^#~7gkjGk$lGn1a303+>JkCM"
            "{pn7#+MP+Y`Ac3ejAu6~oMoQusfM&O!*Jd(pS^WjiPw`mn3txhSUFjoIWb+tb{$>@F^y&L?`Z<3c+X*`Gd&TMo$7(d!BkT!3U4P_"
            "b6jU_Ax9Ou*);vhEZw3@lR0U?t1qy>=!kbRYQeT+2pR>2n3(bdkbdU|cwR}tO<^}VK5Dt}vcr{}{VIS;w>?SI$pDby#(`a#BIWT2"
            "dK}EhwQpvSG@GsPIwXzOPd4W1^)-B02r!Xl$^S`Xd!mKOX_t2>wp@jN{rej34bCMK9%bt=!2I7gn3FL>P-CS)&J9(;=>C6ra<>V2"
            "zwH?Ew1B=6@`qCq^7I*VjSUtOX7gBQ=)cK_S$`fe0p)8cmXtxe_Hy)X`vVf2D@dMYC3J30fmL%3b7%TSg3b30%(odTWZGy4+p$}n"
            "ly#|+09b*6qc6E8EBat|S|q3{PA3)}f}9BtvQRF98S2r;wc;`Cd&Bw66^;^}SMCkz0Uu!RXBiUrI)Q$F=S^DKLVEG5C7B*=KzRO="
            "`fXSMS6bAVgnKjT@^T5P85zM|2wgxw>Xwm+Tx;^592bm4wV8R(T`Av`74+esNp$Cet+>off_#eV$3<V`P-ezSGA(`&otSCpmc+AB"
            "m4almBMW;RRN#D%0>{@_g|xe#=gcphL@wXZprWz<$T>V6c;9EP&b6ay`swV~dL?-J!J6_oh@H?}%M+&L9Ld7<j-q6Zc^918wgVQn"
            "SF<t4USiLz2QV>fPi@kpnJQ*<)6MztCu1AaL^jdQ^A~|uu{?cn)Pt*-K8v2Nl*LKC^0eB03@Vy9fUPPtb*UlNeppK;@@xzDF#03%"
            "KPY`_Pk!#Y$CZDi!5xTHp`D?BSWk~9?0CRKM)u`AHs7ZL%|06Ar8{o4{An<Vi2wY52J_;D2-!Y0mF4*|)KwHG0q^;!iPAY(86g1c"
            "%jZHu_C5Ah*E3kCU4ncABVd<UO4MFtFg(wM`<-goENydoJGl|g^&8Rq@A6@7MKfASt%c}7d79WQ4#wPNG*Mrb{%C5$mg9$UY@ZG_"
            "yL%LZ>a=NYVmIDxK8qoFa`e+figd9$+0{OY43)&tqKz_)?~MoW`{Zmq*`ZB53!XzPRI$oScxRdC)#p5(PQKuJcvpKJHjWOkd+zvx"
            "tVATJ@OzR+t4hf0X|Ckw+Xo;)Ea(w!F_NqmNE!vlur*Wxe@7{isgm>Piw92R-VaT>LEReM_{Ju(FS<S5j|vDkv0@J=F<(EP#uBY`"
            "Ht*yW@W{Up$-y4DGDnNuY*<8}f5`*!FSlSvSuS>a9L0(MUexHoM)alOmY}!LH1HBR_tn6o@)raf1&~XTmPF><f57XRxbWB&tl4Wr"
            "FI}2Rrr%-_=B;G68HvLi+a#ErRLveF59_K5*K+K>T|)P&`>;vclqPDPN4NZE%sfHDM)<F#qFw<^$9Ms2{mX_pv`Q0+c^YU^ElEUY"
            "&SzgniK6unGh!g852*t6up~<a4E8O9eveU{VAv+fNkmj45oUVlKxF8AdfHcrw2PELN{l<ryFZmo%=Y_=G%4SPH#obrj@ch7OQMH*"
            "ah>uY^Y>^b!c~U0Nd5rL2r+8KuB0n-O~6{?ILZp;FgI>Yqig&GS@W&@G*G~pYCVu4<Z&ds>%Kd;@b7Z8)p-nI*}Pt~@d0d+ZNhmG"
            "%0#z+78A_5%*wi0!HvTkQDXfa=IWIrT($d+F#pRA?CkZRR|b`+(Frarh-zneQcOiV2>cSzo5;4gDc$3E`qXupluluphZ?yLkC4a3"
            "OoFKc<@sLRA`k{G@-1j{Q;-<Qs*!RJB@&P;P3zZlNC0`uyji{he)k&Ujz_229PLZ!zg!ys@=4IQ8x29tb2n{#HjBv5ioj!>6lj~2"
            "$OeX$v7TjDam#9JQu?cahA6kd*GC&UJC?qI^W3wLGIDl;RS3_svF?ZW!lvKH7?svTL?i1k>51bb-u%H6%m==wjzjpPg>=Tt3LIa$"
            "m^2I>#m1f<n8=M@mJLE+mMeHR*@EEhVch&Clc9@?QFmQ5tZ;C|O&1bTt#2hcyt;x!C8ofi$wjQ;$}z0`_ZAhE+p&IO6w1xjqXT1o"
            "bqUjsV(#N%oV>vqrSDi1Zy#}T9u8m)35L4|%}Ld|N?exSiad=${e+Kji2p8%%if3Kga&p<R)AT0Nsrk56DO_)b~Hjp1q0I0p}|KR"
            "c4Ni@=;pdX{cWGR-(ze4Kfhf1s1bICnb7uIN9lM&IV<Mc%E(+x0|WJc*f~;Z%j;=4B$+@?-W%a6?Dc`%9zFcqc@&Nubb~3~CK%x{"
            "lS<+lTo7N0g&PEL)m}0BQooep-!~Pf?O2K`wg15sT8ctl$KiO2It}lLB<2=+L|bStB+H$G|1^cD^C6ba-ZYCHX|M#o=SD>1tsrJ<"
            "onu54E$NKGPw4U?62@mggP?cHbrbx*?Upn>)8bDbHlJjgSP2~Z`H$`Pjz)vM4eXWoUbLBNW8=LBY@9chgmj#Ob)VF!-}_0F_g>k*"
            "SJasD%^Rtfq71D~jR8kfA4or7M!il>CTCOE5bujB^kxPjZ>y#8i&8Gm?0Ux(RrlhTkPZ->SH^y>2&tRjKLXCB>9!O3kK<?|-hMls"
            "UEknNKK#qWD~Ggc+V{8YSjB57bD2)PKbK?ksTgb7*mv;qy$1R8Vh)`XTgyIKDorL2TaoFevxvX*Y8tnF7HBC%<MY=Kf&ZjDkK3vt"
            "+G-=Cz#RrfKTRsN+X?tAzG04N3T&~_V}dPxs2;x<S>U-BTT->?sE#o8EpUWfaUJqww3yL&T#B38M97c6^=x_dQ}8v;$5XmX=sa0I"
            "dPhu^x;&@&-;pG!l9>-t)3VtGN%}PX?j))$^aJOH2{NSW{r{Qe;pj9n-z*R;KEH>7ff5+KCP=o;Z$P8iy%V!9s<MXyk3G5S*M>NY"
            "-Ph2f@tr7sNtPBQzQ*h|JY39|AdfpGD1^tc_M(!sX!kdGKPkX=-DDv;>iH8Z(`uN6X*@=<xQD(?I^@jsFTnJMQzsE~!eeB@<38xK"
            "(4c&w`zZ<h0%7NBaB$aDviad}6e`^bJPu;UC9gtj%K%gORTAwE*0P-@!LaL(Gzomw$UZaLLf}>s&Ppo8i$X!<*46#=;9`FKDRG(E"
            "NcOReT^%H|Yp7iVAt(7&sG_DE`TBT2in@rBZ`Y)#%I+)h$t4Ebv?K|S%Q<N`4->^pb!^mJXF8Jiv`*pqaSYfaK~9bLBC|sce)y+T"
            "UVYhSOFe;u9od{!!;jgF`~kRNT*a=h6C$Hd38ZP;4Q6arEV$0>!k@PbVB#DeoT)}spYV|_lg;T@&6V`arZO;_%^^G7``LfpukhW1"
            "n<#wJnMBW);+7p@CRmiMIXVEF18wlm@>JG;O*B$<V{oqSfiLE6bnTPZVE5oG_FVU264*BrvsilL_$l_}*<D0HWCi>;O_NUS9Y%_="
            "Y=UAGTfUB;K7N%)7wm~(T?9_Ulr{V`*lQW(J8>BIOUqz<=k>bnYcp7XjXRLN=`7o*CP@;)S5lsjhGR-<#PDS<d)Lf@`b!>RCT5>4"
            "2@JVYJr{20h`@)wp#OW7KfaTQ!%ra`Fk=YuDuKCbZK&e^0r=KG0gv5l@M2*fYRlI%Vxzl|=jS1J78jK7h0>2U{opQmk-bANz!Px="
            "0@>Gb^T2lOJ=KcezN=BboimAIssWwry%$;@JY!d9cEOr2OPKvdapa1(7~L2$i`sV_C;UQl=tV0%dNpY>-7)I`x%PD{mQL9~B(J&C"
            "0CjD&(mRNaJ|=Y8yJj>VJ_czus_eu}{er9xwOZ2*6_Zop=ie3hEU6fiRRn4DjS>i~Y-6+|8ERE}j&+^A979~RAxZElh!l2!>_|JB"
            "<5txFzL(~oet^Pb;dFfU44Nqt3r(>d;1`?-Y;6y88ofdviGN%w5Ji<Izs7N6E|m4Zhrj-3kyENctv4@3`J8cVQ*OZRC9|-F<!3eC"
            "MsN}r%^*V4+t9YS0!DYpQH!b1@bn5E<5zqH0fjWes|!xYNEPN9DB#3?;F{k`Br0bkm2&oh_E1T%+n5bYZhf;I6F37oKi+eG-5X_m"
            "9?hZ6(nYYocpt9y8pf>St>AcPD^2cQ3==ybe%8y#irF$mcG4{BIMp7X%3fgW?)+v9$_4R!#|^^2EC;MZKf}?SbUL(Z3QYKXgBM|("
            "2V66feIt&U*wxa~H^xeKHYfH)6v`|VqViooK^y<T%r^n}<z)h-oO;5Utr|swS9h`OM?KPQE6hD;@(*{6OsB7F=1{Bi=Csc13x4!>"
            "#K*~|Xx7Y6%vQ&dfaOPU-K#FF_rAp47Ep?nMl*1N`CWn}NLl<kdc#eNYJIT8ybw3GSSuUxyEdb+w;NlZ-o>4DpU_rw6^R|-(D%bB"
            "a9b>rYPPMleP;LqlA^`2#4p?Sgl#(Qdap{7@6X1@!!FF{R9lSTcV#VRih<Iy0XSLlj{A6VJWgGghi4;Fu&`<kY1MQ9``wZ3r=gW}"
            "L`ecC1*_7w^eOE9*%}}^c?5=6#?mRDlF;hl9bj7KLwny*EL}AUm#nYA$i`#v<li-p+~8s4X`jtn?+7ZTcMB$%Hhiu-Oy4;IqmfH!"
            "k7pKMF?9khSzWd!d<xCHVuGQfHkk6+7bVrNV&Kh6*lRMC{0RFDdqZ>avcOctW(%-BTE?7u`Gw&Kf1B8;MZc`+G^9?QT>8)lTOVx0"
            "?S8%RciwF_hi^LE+I$2T$!HRv9kZyIUL$PSrA<0l`BQsqH<+PU3Mcm#GVH-45cGR4T^&CS_T2fvw(XUt@we2OxIiiLuq>IeD!z(`"
            "6h;`E0ujt#w}OyxJ2GX{Tc$Kkj93jAz||-U8@AmC^RRi;`d2OLrAyHXAE8@hL)XR*LH)E`BJ1Q%^fb;8S)u7n`JGJWMvnk#?$M=X"
            "bs2EicmY|sLYk;H7cmc4If0Nv4LMEQVfMx<*dg8vOSICs4&#F;(;ER3yDbUDh;#K%K+vUXZ26r@@>G(ESMX`>p5qDFnEe$z9tqHV"
            "6Hgco`+%jj$+i<7aboXHA-WQJ2MigP@>V<-Y0v1?O{IZS$HDJ<9y<Iy%o=pNQ2$UZx@u`8WIcMrBzKH)V8JEKkJE#?>8`lRUV&3^"
            "egjcH=nq;!_3Yd;zu>%34Za!s$4qg0fPuHwXnqTaN*&6;j|ndzM{_DojgG}DpRckp9*PW4OSsei*%M)L4!QZ;iAZuK2*0QfS=}?A"
            "ZjTYC5G+ak3#F*tU28gDD<5|690k!E3S`jW1nX~g2xmT$Ce2(c>hVC7B%dpWvp4+My{Yd|yr3E7cHe?tfdjPWlL~v(dl*OGf9I?Z"
            "@udnI>XB}>z|F@N(!UCg(0kAc<Sr(IX=VY2ZWN*G@2&d350}#HK#e3#<bR_{;<{5|`UfXc6xt3eQ<oC2lj(4A=|5&7Kj!&I9B>@O"
            "$mZh^l3oBG8rRXJ{%jPjE2aqnKR606qUeJ?_H6#IGURavdaXXnj_KIaMT?u@!jzee`Z`JA`B%oJ#g88P%!lHI&tRvVESVj$o0zJ$"
            "*hXv=pjIn3GPkA(lG^*{=ns?U5b&@MSa)mE8k)t-e)kXTEG?k8MhwCa`k>>@ex@wC4HxE3rjA>6h<-sH+juRJ#%e{80Si^CDUwL$"
            "9@z~0hlU_O`6Mwi%Vby1O=R6xE@fs$G_xf#-h{`|WMU5WGJ>B3Kdu0u@kBb(dlgonQm4B{rVx*so#=VafNTo-h!cCa?-OPaZy86>"
            "dp4i3z9EAlp;JL(8fAa^Y$k(4_faxO2Il-cg+CnB$<O@~II&}Wso(`$f5sfR%OvrivNS|^PbF-OEd4z0K&RCoBN1g$P*^mXjH;TV"
            "r*8!tFM9U>^LEZi9wR-IpHBF={CG>OG)x0DSVzAdQKhnR128d1bk2LshAC#kmrrg)&wC*qxaCYOr~PG&yeGlpB4@I5d@tP*u@190"
            "=3r3ee=uUQoRq4W(^!~`J3F64p_ejs4SbIG4P@y39S>37{maC@B0XA=f=lep;dtvR8aTQJbaYH;!sDqJUq1&<M*G4H7cD#>vWePl"
            "(nj6rX(TgtBb5_$BA?$G(s(g5npve!y``(Ub=g8Fb}$*|%uI)sFY4jnX9sdLYZm;!CfC@KiA>w<cqf`~JO`dpx6xxoO>JNBL-e)K"
            "q=uv(uc#!!*%glHzF;ZI@i!+=kAG)5pF41!Q4TIAvT*u~4w)uW#Y_+S4|APYk<|Z2*!~-m<b!D#S9Iq!dTTHac)tS);x{>JLb0rv"
            "Q9775^<x-F&{x@yz~bx@BG;IK3HDJW(R2*xh8C2znT->>RhyMo<I%~%bRwIC=<i^5d>wuB;wSEMlBS|nbLmT^opjlbFq>DL0(h)`"
            "0{vgz2h;q+oN0FbcwQ`y=M%Pq+O{&R7%YM}hcDoYZR+IQ`4gPNugN%D(g!X!-GX8^f;N<B(4EU{X;kb@Oe4GK#C*?GFO_LNx`y`b"
            "dd-H!e`4Z7`5FEyJ8B^u4&!VM9GPrSO!Z_K%kX2kSA8|P{bVr)8~+7rISQrGFWIb@_H?aaKIm<_4Qa!FCiVnud2B{F5A-qWjys(n"
            "{RvBDKVsz0_prUkgz(sby(_++rspi6vz1Kn>Ir_@?yf*DdVa+0<Rf@L<u15NRzicvTrh8FL2Qe`M}E)P>j%@B6K4;j*vC2KAPQ2q"
            "q3evc{5+Wb-*G(Eu^!H4uchhc8IbN?h1)b1a!((!CLpFpCid(<oVTUAw`SA$h3<6!%~Lo+*Aep=1)Rg^lC6v6>BPRy^!GKOd!mtj"
            "@==n8CuxD}#>4+-=m@zSA~VdgqFh<Z-f%(JFEb}HB2+2K!s?>!)Zu;xvv$m$d*Rb%)=jt_)-Ib$r(WWxY5J4F^vpq;@u>w}J&md3"
            "s2VuQiIPWJONjuz#eUtj0;QyiVEdJwJkGJkc{^`HbMk&tYsv-OJHYhpy#ab1X^^^W9iEK-0H2f%NCf8yA*O~TM>ZS}txUz$gE?Sx"
            "_W(Y-dyBr!KZJ8%6~IL9I&nv05fced7j7i$X5Po%C(}v(oo%$$i30s^F3k<qAn~0RwvL0<$oFe8i4m$Kjpdr`k&Sb(@VYD0XS9I)"
            "P6($la}x*;D?zHe4#$!<;lF4N^7fP$;hkChT&O_Qe}9JW(I&LZ>;#R=$YP?uxne~6G8+C?i2TXuWgH~!h~oC!5T0xT$*XVSo!tPh"
            "77w!Le}2aIhtEJ|<vw_FItu?&%wpqB#U^?j-qT5d(zcoZ-|2hs>pkAvxTG#AGKE^4dJLtu9=Jh;kl|Y~__q2eWZmT>N*fql(wRJQ"
            "7lzl<4A~=Ao|qaviLm-hVfdCHdGld2eWfBzPoJ)5?7m%M4mBOd#NC;=aDh76EIFCv7AE1-8RM+t>TTF1%})g$M6*8PLvZuk5bC8|"
            "h0i|%&~_k^{C)J0G5K~I>H?0_yCnsTrgH<fa4Nz4zApMTL@?9c77(K>Bm8O>V|$Xblca<lfYCjZsKicr()x;l{6)efc&6^ed&GH%"
            "M2XxLe`acrKDn<u6%D(O()J<&B6G-<&Rrc&Lh|HD;;YjjXkUa+T0Y}MzYF^=LA^4Tkx$i!!S~r$<oAjM1NXbwv4zmYe?^>IQ;%_Z"
            "I)$ool-u;P9%s6RlD<j4IJNdAI^8K{&yB?3$WwXxVMGT__J$L;-M+B!!z4`2w!^h=qUq^RwKy>ouQV!x3og$w<bp4)3i`tG_@BE+"
            "t^r;asIq^}hw<d=BD}vqiw;SOl7;@~q3n+-oY~Juchs-Mpz+Jlwm2G>dCL<6i)(mw-CU^L-pyF$deO}xGihsB9G!T!#j@WpLEH}d"
            "IAXB7upV;W#gW3~QO?Bv-gU{si9KrIX$jM@X+E$utFiTMB3AE-AzNf>S&s6ViTg|J77xN!d$zMAw-p|KKh6v`_hQ)ML%jOdph55Q"
            ">M90jFpcG>xt7xe$<F{!dcewn^hq0#k#{fHl+bT@x>6Q&LdDT=Y8U%Nbu+kSeua(SqCw3e3*NQ*(DbgGxIO3<6s@@q_ufQvd%xMD"
            "df7N$aq9&GIeipzu%`c>Ce-%Z-@~i7)-kiv<-zgQ5hgy%n7)@cp16Yt?y4KerAI72^o@r(x<Q0(RAvOeCGmJ+TAjyACz51vfqPFy"
            "hvpu?$5@J$GBuV*U@+AL>i=Z0@Mt~!7h^(H?;4<$B?0H@IaHvr6wA$`$QJ)7%y0?D>Zfz4h4fbluFz)c`j>)rW1H=8Vi(h8d7ReQ"
            "dtk)Wbow*Pg?5JSXS3WZInlz$NsUz&jU85CuFc9}p*|ZPpZ*QLK77FQ`rK37N7y{$MR51pL0m53MRPslNPgdIb|T;Hx$c9Eoh{Dk"
            "eabjaxd!>Bo4K0XuYu95ry##chb+If1rKgFrki)E1COOa=e8Jm;NJu5RnwSnH$>37(Ss}G*vLv;F9D;1EW#(K4kf>hKrvI8yvvVc"
            "?n(IL0p=?6tY<mnq2~dLpZ+lud5zkODY)m_VNg1Ioim;sfFDnaQs>giWa55{*CbmoGnfrg2fbjiQxpnx2EsY%B_Mo3nzU4$Wvio`"
            "IEq3tl&iFcgG)bRW!Wxbwly4?L3=X)^=YPba~Zy}5hRN)|H0LHHTW!dFYzA?L+9Q~h)R?q`%_n8ru{<DyuW`U!y$jQrm(%q8SEBi"
            "U24F-=kQC;q>^r`#B_Evweb)D?}tga_<SDz`tcGoe6#7Fa}2eeQwG}mUNNPe3AohrGpa5MMkO+nG_Ta6#|~IQ-Fhcx)Mf=<UZ_L^"
            "|JB2Ih&{cTd><UVifm4Ybz$V2j}!dGj4qF$)xrm9#lR$@bw8TA$vlS%mh@&$Qq2^G4)n5EA{xS(Rqjmotgpne?9=d5pU`VnEW30b"
            "7uR0DgpWQ;uwMC+boJ?SxV=n(%uz5U4{DcF;YLmB?y!(J{>`RMZ>NwKd4HK5SNXB*>mVGgoX55V53_pX%5b2>nGBkRkZqlsq}x-O"
            "$A|uOrJpl>wu%eOCe3H{ZNkZ|&<kvH%P;gTHX)F*f|{ADlBV^$X<lG2oYUJ#WQEOW#@q@}cxX(v-g71GH!eWmG(Pfr?G{}7*BqI^"
            "Ogeg0iAImsL$S>hl#^1L&=*FZ-vO)7IFQ|@I?S`MRb-+z|7}&GXXHk4SN~0rY755=5C3r~F(rTbv*8S#Myk#i6XX7T{Hw!HO1C(n"
            ";^D<yp1(k8&-?Im*FAPltPL59TSN9tCDdt70bFmGh9%+tOq$v<B3;zU48<G(ES*K{UPevqv$NYm@?qkh?#s6p^kUy4=EajasNELH"
            "^8izbYt<ue`QumE-QEsiv$n%S=@lgC9}80gFCnjn$-FHuAg*;QxXG--(q9GS`LrCyY*s5exzC~<jsCEqMvGc^O`=P*<T*#65|idw"
            ";#6r3Y8GV3?Bn`Fw$D{GpOye0zxSYV&`vt{sSjPKyp)_X_`?Xji6Zi<(U2{_niShCpU8$__NR|<^;ReQD(xqG@_7U5HHDzl{v#Zx"
            "zmHiX33*yR?ghBoh6YvZ6BU&%)-&M(PUJKnZzi&RMVk23nh)HI1hKZSidp^sIm)Z0V%DFf%p6~R(zoal>|Qv4ia&2Mhk7OxmAp)P"
            "q$-ko*76k7^w1yIj|tG*4F^b1S`S>m(avm&HKh7u3rOyzFeYlFCHu*$1xJjX=w2p*km}uVZL1@3nEej!UKAo1E2h)fs#u)Z@w!$V"
            "4GZsnf(I*$u)b@Qdp}PR3phi#!wfm9_i9+4M`v1+^eE4dF-P~P((bOs#C`WH!ckD8!nVRB;(#IvuvtwlIs{p}8{^!Z_c5TfO9Ea!"
            "5TQn?&9K~Ah-j+5!vogVw9s7#D>jMZHH)2?`@Ge5zg`J@=#?oppAxh=_9Pq6Y<-Sdx-)sYU`MAlCSoFgEtvfnVP|NVTgTgX;^)0)"
            "#Bz=a`IEU1UOnGMIb!RG%)A09yIPELrzD{B;7Y2^7fvcNKfnZsyzrBxqGPsXiNQaZ$Sg0&i{Nor8FKpcJPuDU*b{FSKpSy|$-4!}"
            "Lp1?NxFAoOCVzlB`5xRCmB&O&4Kh5f!s6f%(raT#;@Vm;NH+ujSs7!tg$J#kHHAFR{l%_PWRX9^o$l3a!Wp&lq~MkS{<WLU<diJ~"
            "<El}{Wb82PDw|5A+xSW4=x;c6Vg>a!xr(DsqV(s?KCpcAAIkkc2vL6pIQyNQz)&!XvZvC(_U#K)Em{aUsh7Fk<}>J<x1TZe&nQRN"
            "TZR-zJ+J%oFPP??qHJeH8Y{8hkrU!_h83zRByBSY2{g&YGdoRbKu#2H@&65TDrA{sa<$}Yt3HaB_M(q=6uftgNByz^&PZ+(B$WqY"
            "_|`n^IQ<QZqgF9j>px>*#a6Q7w-(WDK8DABW=!M}%u<7JEK!(`iSdu%hLAR>9E#+~eO85n&J!rQPlB|x&Lf&M1OF(eLyW;SjJj_{"
            "j+TE#gS5TC(@2=Bt4B-xvOz(<jV+nHigJ4G7`?UIiO-C4c>8`kmiQvnCggMWyilS!Ki-3*N!$PD8qa#3Fg$JtZi6&hxWqx?iz@QG"
            "UzZj1)g>0O#xQG=DDG%gK$osrbl;m{{8O}$9DkJqf0gXW=9kSpZEOR#Mk{!?PnI^k-a>Zo425Ll*U)_W7*6=8;#ZTX%y9*n8z#u^"
            "udyX|3DQ*PhBD1*yUuESYiHMPy^VW+`A|VW0gPd`(Y%=f|Gz))KD-tS>r?9{?u{4zeZnl|6T<ICh!+)XiA$(F)vsk?;+}s@t`WIj"
            "WJDaiW}x#ShPB+;3KO}r<o`H2??9~HD2`j%vuuizT}qVj-t$m|P^6+rBpRg9(l2FXWh6pWQYmRGsd(>sGK-d?2o)_fsHimk-2U~4"
            "_rC9a#`m1_J)aZbgB#DzArtgtK&qh*gHqy1_oq5&X$?l^eGhaTmWNyeZ^l%k3^i|MV%jG{rSxRr@_QR18D&X#r0*wY9$LgPT@|>T"
            "u0>f3Bm~=V^+txvAIu0-q}4CBLq6Y%Nm4t+xQANOY}*FZzcG_Or((RUtuA2pVK4Z6YsYK<b-~FmTj<79TPS^chBb-)2t`dU0AIgi"
            "anBNJ_%t5s9DCWrzf!40*-|Q5G;Q=MvBi|OS4>c|65TH(Ov_%3qqdGl?3vC1cKCG!ymlF4CGN%Z*ZC;2TY1x&29-io`_G=t(6j~P"
            "3I^(norvt)Rm|a5VJZ;k!<hK2W;CYA(2D;$nC{bNxGtv+EX)sLwbWKzKW`i<y(>bMYuC{!|DA)yrN_zU$L(;?Xba@3iSgpU>EPSv"
            "mhd3#BF=U3#qEx5(DhlBF52!ur|ta(9%qdSPb><*`R#-?+85c$g02vM=`5e~t8MB_gfYitNb8jqmJ`0sg1_a9n9KD>^rqGdqV0Bp"
            "9@qB5c^4yyV`3?+)SAMcb4y?~jVoaLukFCS>){|3^7PYX!pOb`k+loyy_Ff1%l9jNk>;^y68P5I!KgT0f%=s5neB7_vZJ5R*sA!E"
            "goN8zs9D4p=rp7?A~{feC5bGI7-2fY*U-B<jwI_pHO^Owzn?0S%RVJA(4Wg3yV}6Tc8r&hB4m9XjcIQAQQ1^E!rZT8R!O|U{vbb^"
            "o;igm6rF_K>scrq@F2c#y1;3%EWJAX6?cTjQu~Fe;80%;>-!fm(^{94zECY%<@6I2|5~C`+-LrgU-Q7;sueCY36mA8w!+Y>_t?{8"
            "MW#pDV(s;sioA1=@Qg}2{kzYH2)W*6CW!2UHKB)abJ!KET~H0W$DZQsi6Uh4D+4kit_)g5b8(5CI}RSd$z1x{%%b!H;(uHjR>y=A"
            "rHG{@_L>T7DR7*1z2HM$hAE>^-((E5`GZmcKskSxvC|TmaMpsPPtm2ZQ^jahO#>YB5TX?epF{hI5q1bYs?@rsOPyt#Ks==$G@1$P"
            "xAqR3#Xbb{ofpx)CmR%lyop$#4rG=!;nw^=@Vsa{Mr@6Sl}Uy0zCjcPYJTE@J^7d`JrB*=Ua~bucF@uIh8McVh-3$!1Cw{5pt@~8"
            "YA!Wm+jY#z@MRs!ok#Dz3fPk={*2MNne^a@6q)Up&H3y`<E#mE!t&?*sU893)C+%7XfyR+@6(O-L7Z0s>vhJF0{aMhM?{(~%3281"
            "Rb{Z~SsF7jO_<0&P$vn)42eyz;``t5CC9$5fuoBTfcMZ%Xq`WeJjOpf$H(KD;Wd-Vy|{87RxKcNQU<U`)|8HFQu5m&12x<I=$ft!"
            "9CA=6&fDElpnpB3`YJ^4MGP6(=ntE}{D%EMtcg#aI_-|PAS3QxWGHey?7qsQFJ8F8E<rhB{Z)`%sal7DrX{e}B%eGiu7K1%lOfTu"
            "7I$uLf-}b^z@!UD(Rn(7zIXnlp!p9|77U~JMiHZPzZX92vZeEdXA+(3=fUQ{SBUh@Cm|!ZP)~~?^PVmxD|Tf<@5BVUHPD7w=ERZ1"
            "k$udu^GjfdbU&}>pe<;)9EK({W9aGfAT!^tC-<y!alJ|jEA}=7o5c)?YjQmsvRDHQi!XrfYRWq`C_xh!&!A?CvUF%c3=?WTk1#$>"
            "T+WPl+jb|Ycl}`HeyNbq^OLY@#c}W&BS@=EbzzHLBIQf$B`t3(G3#qA%X3*v(ylAfeZPD79&Wqn(%pt|<Ip9TWU&H0tq^nECPUZ?"
            "6~ZwM#%O$k$mqFLLt_!<HtnHuL3+?$5l@YOdeits4Z7_62N1g6j<3JU(6Y7e#3=O?YvrLtpZ*r+yq(0>a~Jc__Yh79O~9{ihj7tY"
            "QP^hlnpt2l54vo|lCxh*agK)+30`v%EA{q4*GyA<d-n0D)|9|yn;PKS978fZS&cryJ@l|rH7?lX1&g0((B&s(Xi$+c@w6LD52*>!"
            ";m_vm`bH-j_#uvz7nMV4M;j~Hu@wDvx}fMoH?K8m1DGaJ;<t1!**PdmgV*xGd0Q<O>u;w0uCwXhfLmCn8$z|`{9#@kbS85dNz9(C"
            "52j1D^ImDaW5g<d<4VsbkQ-w_4~YH6D{_qxo$G*4wbNj0n>c=(EkH&rS-2g%5=V;epugKCvhcG3@!I(fH#;;jy#p8cf5NS3a)t`c"
            "&n<$`RXWs!j)8fPeaLX}94ao8Na7Y=Le3BV$4!Cr%ClU*`kUh|tVsVGX6AQYQs#US@?tkKGhQoWQ}7b@{2v#paN;1td2R*w%_p65"
            "m&kEO5I1ao{V%U6&MdcDGXE^h9$NyXbw|KL!T@5VTDfPzDf@fyvGadq+sJja{+I@C6)Etnqz>npOao!L+c5I325@{b-p;Q6=XtL`"
            "GmEM?E23>~0_k6<3cq$+(HZlKu+wV>`pR0sNeL;KrK5xDN<h*oN6+BV_&BuRmDZ$KlE@dY_#+Nd!2Gz%D-0K5JNZwM*XN1~MY@n;"
            "y^C($)r*}cOlfK97UI?T5_7*v(&_z%Q0iJr*4*(%`uh}k<ZQ*~9h%sxa|7<}nnuQ5v>_n@1E6uHk3GQOMeXM7Cj;F}*@H9s;Ffa^"
            "Wby52_a}Sir@|QgB3y<0D*34QSDPl4N5VTpb8?GK!Rxi6<dyJa=F!FsR`$vmqLNC;pY(+!;DtDJJ(PgRWv)ccU!HtiJ&#r?$wQZ9"
            "6<A#LXRotbq*g(Jd{Yvk=VztxCWwq7KMmXQSX?-k7j#1Hti9AecLFU}yhy8NYSGcSn%{a@iTd{xP}|qB*yw+^qAxp}ZtLVjuZ1mg"
            "zJ~4JcacpuO<~H0=O}zxj8q4w(a&=Ixb1!@Px$0K3_5od2JAjFk4hG^+&Of|-hv%nb2P(7jJoPu;`v2|ShsW*@o~NY`VT&_r`p@W"
            "Z~kG{Slgby>C^&_Q>EED$V?iTPh)>hq7GpjK||dhv_y|G{FYVFUwH*M?^~j;C{a2*g`GZ&M<?G(ViV3j2lJXTcoJWa>Tx%)Rj?5x"
            "W3Hf~YAyuHS<yVlv#4V60f(RF(MjFEt(+<+(eX}w_`rS!-BL1vY&~aBRy`=>dYfs8M>@Od)<GCue-*YaiL^s5i{*SDQa|_6m?#%e"
            "G_v5y>1RW!vpF#iKZ_HyH&F-wbiC^$N^GJR6VW?qB=FD~-jc1Sap>M9=7Z6%e_r)Mxc~@|SxHlR6{z|^3wtTf7pGO9gXNv8;koT|"
            "M7c`1T7MF)Drd3N_r}s-y<;@?{9F=fypYsS5+!=4ZRos3SMax4FHd@@2t7=6;qRVU+H|rIzWwcox%rJ~ET_Qr0b#Uf2_~61(S{YO"
            "%o-s9)@ySzoBe(*7i%z{x2%c&`&4HA&K111-@S<ImXlz)q#tH?`(lEmDET#bj`lA+hy!;tNPW{$_^SGj{jy~i#$POe#Yexxhh|0k"
            "YvCWXv6Ucg|Cs?h!-BjJFXlg=cNVAbEQ827W2n{iJWAWf!>vg+DEooW^=s2H7O8C37bU9v@C>$O1daZFWhi!jCZ75m0GwB9%)~}`"
            "X%!Cc6Wf{7|81sMc79=dvxeZuRCS0bSwVG|-C}<yS%cT9r+BbMgVmTl#E!<dX!N}dX351;!`dd?ai<!MUu$FbNCy7Nn~o}dBYdNY"
            "2f?uM3~m;uFitL%&e2-TbSB8r53`-<fp2o;)lek65n6EfPk%<^b3glb@@0IGJ)3&3TnH}@i?X~)(y;c83bo&4Kz_v^;8)B^Bq!A4"
            "=|S7QbZVU!38EXw?=O7(z2XkYcT`({k;$fo4hOKMp@^BcQ<=IS6$a{*z-*4VhwsJgNz_##^7P_l+HvDDpMIs#;O5CpQ;7t#H#)e@"
            "@()I=YQy&mYW&EW1x(uq4SY59gJ-8W8hZ#d!l*8V0p1?0HJk$P3#Zd3>eq4NLk%jYqd_w_&tQIAtfD@9-eAgbIK4emgT_A=P<uBu"
            "*czZmBplY#oMdm5R(}dsj^?Q1Ax@~>4QM#H4piFDGQ3TnvDu~zEUyWH7H=J~i|j?N-*L*+o3Lp858fCHX~NwF^@Xb-L*^OdE&$}a"
            "X)_vE72(aS%aHGO6h^*SKzgnj+cgW|a-l5=l+k9U$O3s2P=k#dq9O6hqtP>5ioT5;LpN?Z3#pGXU}Nq?^4s$>C@an)$G-^Dx{2Xb"
            "B{z<o8~Y2KhCPV+^k>Y8;cVpkuDVt#lB&dbv<iH}NPESQ!27bqQD-mO+s~#I2mioW-}AuA9AkxjtC&sO#^Ui?`{@bSm+Vp3H5_M&"
            "ktJDF@`n)R*4%2ttE`EOFp&uuX72ng{l{q2Ep&ko84}c6HwBLN5#q;mu<riDU@*T2<6^|%Q;R0r-R>SekF?m7pimrrHukDUIQ*$R"
            "3X@+vgC$pQu%fdp$&o1vWXGpA>)Lt+*nVORb!l=&Bb^!aO-Ut=x#kGZzL!?=T(^+_#s~cKQ!UEwgROh2!Pasij@eiaE2ia9J=-aS"
            "|6%m(PF;<;QkLL3{xFtF?tySgU%XcM4Oi4k5=+xS>Y@(R{Pa19|Ef&xdCjBWcONI8v@~hx97Vdt&7F#A8N=hN!gSH3HMqh;h8nIs"
            "%rq@NL+*xG!JL&}pk{6{c+7af<;Ur|ULfy`73qqq@#IggGOb?pADx&iL4Uvb#nn;ZNaJrbqgKTC%Q1Fy_)QEJ(4d@lrHv0*zn&PB"
            "HqeKM50Ak8r#Z0w$xDpz^(Btur(=8SX+CV%qq%qTsnwf2$TUlYUkMX&YcY@%AqOzNI*Z;}YeqB-vVhZ5!{?l!+RYz}>n$;0-gsKz"
            "I+bRhZN%r-3t=PahKl=&9RCH|HSe+6*>X@~G>Ket6Qs3b4A~x~Ndtt((x+B)XvVdj%>Gvbcrf}go;g-Yf4HB3MqWAG{JxBR(|MHT"
            "Jjc(2tJn>)CxGkQIkZQf%$Dh7Zh3!aBu^WX-5!}_r*JPjdcOUuQS~1YA#WWkA;uw=3Vsg;-J=AeyWTP$$`y=zsT~>BUi|x7`+(zW"
            "&FpJsCZCH&w;+2ODZZJ`x|zg0|8a-m*9zigm;Y$JUNrtV98VeoQ^EUrJY;-LgfnC6L2^b#rG&RU3MZHHR>saFD(a1BR&fO`i@##t"
            "&09*xg(}hch3dHEuNSkQl!0Ap94H4JW_R6dMN5H6?AiB??Az>o)=6<4y}4B$6rOdWZcvi-)Z;#|?ngL#YMBC!RLN$HjrG{-!Zk$A"
            "><Z_%AupcI!Z1*xA1}{<_}(Q<!JjS=?>_Y}UVJh|fVN+7C(|nJ>9E{u9K0CA7A4<e8|RM4E4e!`J$(l8*-P--ngBW&bq3;I9YB-W"
            "9skZ|QMtLWbF2g%)p0<Fr;w;S42I0RhiUD5*bCu(xNf^4ljE5JyOp;wT+UoCGamfDuOgEL@39LbpF-cYJ-BO3GSqx=rQ<7~<IP2h"
            "^q5cy9yrEhL+XSfY@9B6dF4I`pEjc=_m{yb=eac2QH~A=oMCsAc%W#sG53Ag)wR(WJ24OR*Yojg(@8D|iA6c$Fg<f4nI^ABxA-2#"
            "k1=b>!<~)bURDbFX0has`YlMCu^m_4tYe37Kj+_cIgcGvX2QF`Hoj8G0Mw+;!_1+6&MScIA>+~gSI^3|9YWDBh3qEBmuNp(6CNeB"
            ";ls2sq?PW+;LM{~(Eb`aSI3c*x#5KC2i+8vOmvwU3_JY@mMlw!l2Uv6ElL+nf+^>5g#Qk!QHNerGI}Sl8`oZA@>4d^HT*<8mCt9_"
            "*v+OUt{L>KhB%qD>m_?(I03TqZo}`%iu85gQ&{=nB+l4>f|Ti>f}A-^$=m8g@^su?$PQJb5}i+(elImDYUE7g`&Plt5FXv*>PB9?"
            "J_4o34lr^8TI586Hc5<>r5|&SuyseQ>G+ILtUS7!R+NX+C6Bzp-+MnCE;$8`v#+!J%arLx#m`{({u%#B`9!+uW-0HkOd6e;z#_Na"
            "UOC-^)nd|g`KnmFt>r<5V_48Ss6$qMHz1D&T=2o{&-lY!kVXz2#PT=(Xub6gQ@3y-eSCjZlXc#Kgfd+k`_Z3<2FinWMju`{qfXpT"
            "y@Dix5R$+3B>5>hfykx^k@E55u&+fA_i9$-*ezc{=x!{t_tjqP`5=b9^<K>Q+ea(6UwI1x3Oy*Y=QZy1HlU)f7s2;Ki`hxbpW=v?"
            "IBBmB!FEGgB5^E<sA#mpjHFJqI+Dl^mK4MFs2I-g&E(K2Br)HJ^45yr$Lpye7I*^G^>;Jv_9vKK_dID>(P3t#R{)${_yx@$?L(#`"
            "fo1z+sGn2{$QxdS&4IgN)#rUUdQZculPs23eCEfiPo;}rCezgJ)l}L@jEt0~qO$5GY*{)9iihRN_DhkpQ7QxuIfavgNF#Ezt{h`h"
            ")ajx2KBl0y1f-${nFi%?a6U?&`mJ>)hm{}jG_IZDeKLK98>TE`MCKQQ(YcxA)PNl5e$_&+qhBC2_A-c!XwwCKW#AY+AHIEz=5Lw0"
            "1SBqh1Cg?0n0xID%+p*&oD_b;qz9GMdZ#WGeN~5-(q<5y3(M%E`mOjW`UyMueH`bdwc<1~)9gZzB-O%(H+SKMn<Y_fdBUUz&w`?b"
            "aqPLH!@$)XSKZHo+Zza}dtVIeOpCxIb0%4qw3?pRzr;>4F9sRo`^?;}Rp{?Bi;W%-BLRA{uzkU0{Igk|I;N$d_T&Zd<7y*tp1d4S"
            "DH3DR0=@x~^qh(#4j<`f{lo5p(9H#qo3)O<X*ml{hsKc=b-ApWg(O*;wuzYEIgK;g3`pnsc=)RF4D7NJ$vM>}Ox@%cXe0XqJc?=&"
            "kFJCnDNdx|g(+?Pt-^CfN!p;I4LUD$h~cbxm>??6tQu!Y1`G8-=A{X~@D)ShIa8pzOpcyBIEi1lPmfsYNs+9m9IEo|CSLZ|#7_1t"
            "b0N$J5`N4_t}p%I_HGoB6awQXi%3`8c(S?T5o%f{LAFW|SzhZzg+5N8+?_Z2&anG~Gd(nofeMMY7^Xaya=oYL?O!nF<%3upBu(~5"
            "4#R1$?YOu)0-{XX_@?_L=+}km=w~8E<n}Cq+IydI!)jq@Grz!2^1q3rdj%$2rJ&2n4oKPW%erdS!R<qbagJ9eN_|`ayN>rTTT91M"
            "#fphUd~gk|IMN8sBj!|iU^cz+DGn4he6VkxCNwh<)Je#IxjcD0YReTu*3si^dglaIep)hGE98Q5;%uV#Z3<rU3dPv<*Wp#fbiQ$~"
            "I?*vY0UvVLQMz^xIi9tA^zWD8)332)wf_s){GS-*{E}YVg-PoB*>uK4M}k5-;LcV-x?n(-&X_-e#>ZQuu$en~cJDsEJ0bxK%9~jB"
            "vlKkouFP-T6-w4*?47;tgc_Mto&{y)EEBQ&C$r<RGKsi8o0@GiAjgvLqRc%3QdzqLdZpcAWK>IY{2i~$4y5%}KBO#7BLn+3(Hi}+"
            "@K*UX{&zT!4bx1fp)IQ9$J+yJo4~ez-i2$9aZGB&IwIaqF@8-d_FY$i{_1>)3t7Z@x50IuHN9D_NjHY>hlQUFXq><`Mohj5@As}}"
            "RkrSd{a;#8{rq9<pSv2HH;u=iCdH5=p2_F@Ri)Fkz+<Tw9dVE%96QUlVUTT2^rM`{@?J3$-KvKnZnZB;{)nXw1vTis!;?K>^cMAh"
            "c)*jd-c<HU3@i+L^RG7XUrP-?^GFhEo9<)l{3MC*QYTpd;ycT+3M};I<HyOT8JpL?@I>Vb5^PYwv~73;;|z|Bp2g1K?Ai?+4=m@u"
            "1N6-ae=vUV9uz)GQvLDIK=$n_Qk#7XtPkmvI^%h8VO|JiDI8?Keh5L^@m8SXk%V=6Kk)dCxukRq4^-wSvePQ-K>3V0{eD^rEZnUi"
            "D3*tnd&?pC`e<C@BnoH6H{gkF_9Q4N2jsVDV3WjcR5LS!!q;E$&ZJ71EVP{bah*&Bj)w8wB1Cbmu{?R!d>U3o+Mr<FAvn~&4v#Z}"
            "&_6|!Sm?L1qjvz~C#FE;vgK*!J}czv?S(fa=<2R)7GtL4!$m#tRxE@49{!gJ_lSaglj*oS+>}u5OL$M{EgJEb)14Mt^v3cr99N1Y"
            "w3(3A*C^bZAcTW1UDjWmJ?No0VZ0jl$a-Jd5-iy!NX9g;piwO%bmhz*IOA~{7Qd9BRW}|()W>t+TVp}We<agsX4yDUXiTp9iV)@N"
            "Lga|AKcUAWQ7PgH2!CutV*eYm)`Y?3_c!s#&l^zotBy+G8T2SNB_ZR#v(XI&`0JrI$y|6C#(r0&cXH$jYx9@mCgJqn2M{^cjl}fa"
            "L-l1(P|Qh|t35$#<XoEJmjh=bA47}aLd<!c1VYwQ^wh??xMGtX%p|kf4UTIVw)z--8J5GoXkJCUbf(iz^AZenSPi^O%9tswKu_k!"
            "QeELSsPm)~!~UyhmbloHdMz~+*`Ns%>OQ~<sSJ3wt{9%GUtzy|+s$?e%qEf#w1B6sO3Ihpk%(1ZaKZRB!{xw-OO=WHA2*tn+0A6O"
            "-bJ^H6n4e+rL4!B0SMC@gml$EtZMpGOxgduvhkNB?D>3{-p#k8bL`&1t1XRev*Tj?Z*T-#N|dOZ?L}NJzKR)9u7a?J%V-d~3B88w"
            "$=Szp^yg`LI<6!LqO8>zF4j;#%cIxi7cm^0BH{jW=&G?M!BSsgj6o@5CTNM3WqGjrwHy@|?`F;Wi}0iJa%$Cjhh1DDO25^f!9&v<"
            "VTal@=u}jvdDid#anrVSOk)fmO@O%8F4R97O{$bKAY<$q2=kar%T8~^YilnOjt%(Po{-V=8LTI6$GoHl+|qC!PY=1#%KjCQwLG74"
            "HQfYlTcUNK1Z*_4nM)Z*`4)d7VCpIarKA+NE?`VsC(pyp^$EPjQ`gv$DZkkp$8)(l5XcVdu>BI+^ilIQoLbk0w$Bb>d4Uhh_2bG~"
            "YSQ~(jhW%wzC6woJF2z7{^xA`^1_0AS{eb*UB}YcbXx`tN8>KX>Ex#3PTWy`0Ala2BvB?_;L`9K4%M1akv*%a)r5!4uG3ZMbnX^2"
            "{GkV8)GtHRuSn{u=|%SnT0vg0K4}b1LwuA>IKHq|fg)<>)G(W>6*w+CS$ral-h>zIhO^?#xIgFk*}>;<UE&_*oy1A_A#6cKBi=EW"
            "wC(7G2}daBV_ZKpg%r05((b<JxG^CJ-PH&2PSawVGt>uP8YPI|!6X=S?KVcQ91km&OAtlx7_hMWf#WtL!SpU~Izd|<k8Lhsqb_KW"
            "03&gZ)ppHlk~2-{G@yOiO7xegFBX2j0!4E#6V_aXD0$kloUe(~g<PC5=;BBARi9wP9;D*wrdtq$-{H%ox%5HS1mZPJNN#x`?@MMI"
            "x+VsZipn2&URa;XZTSgD2gi}lt^NQqsx%|&I(P{tqQ8YWm%qgBc1b!-uZ7+0&{TQ(y$#Nsn9RQJp|E##3)9`OkOuusK}p+enD#4x"
            "2~{bANYnY`<;{K2d#IP4WFW!XEqMW!0ept5*R2g0!VNLH=&>*i`0C#LqXTNN`pjSUWNtP%+|?u;!}LK*12j$eh8&0F_}1&zt`d^?"
            "qG}>IWz1k#XO-g~_ePv;CqP7I2E(<V%CymLbe$JzksnIi>Fu5BbkXvIaN%VwEPiqbFUl>X#+g?1=i2uW6L$)aUf%*adbaQ?Rtlwl"
            "?qfThKl5thSJE_17Cx%<fYW|L{#u+sA)jK_ndF1{5odB}oB;~VMf`re65W5-fUHv#%ub7?kgr6XzC@BinFsi=`!86tZlm|BG$R!N"
            "WW;y?vwT#jtfCE>E&6qI-!$Qp)Bt9}w^=wvdju{?CWFGw3K&x>f#2-bK+i|T(Y4#gruI7HqYxdUK+p54rnG^#O%^jLU7p16F@Z%A"
            "gt-4$O4_=5n0Ibxu;RiPBKYk&R$mb!yh}M?scFG<POWBZ?8>n4aRCe^oW;YPlK6LKGA`)8$<&`yM$5}HNx4rEeyYEZ4wBx)K=&b="
            "l@*F#&)w&kWxUsG<@tZ}S#(XV=XY*t0nsIuEXNFpmSE5?tCG2;pN10KFT>N*thHpo9&py#1qxwRSQ!3?DQ&+4U$0zcg=@Yt7Bh80"
            "YvUzqoID6~<fGX(JwNPNHiquYyZ4XBtug;78NTI?zvjhp8iE;GAjo#q#gT_ClGNeQB3vW&6GZyo@VATDkceg*I<rHb<W(i&I59!u"
            "T~q-Ti=0Vl&s#7`x4|)sO{jloJJXs|iT4h^Mmvo|;C8-|9XLH2L(KN2-G4;EYH2L*_#RQze&SCSE@@(YFAI~+6Lv6R&;4-UOg$3j"
            "uRxofZK+~iEE&kN!zbh1f$NEHNJ?UptR;!wC3B!#ghA@39ACa*KT+Dj;yvYb5R0|PDVyzibsx%L^mFj@cpglcCrniOM%Zzg1(5wz"
            "pRQE!#iO$=*+re9%mg1GC0bSd=RQG<bn1PqUdcz7$ExJlyW2P7ALYZimK$_*KQIOVNz!fE*KlBCH?BWr1Ah%}^Cc2~KxgJw9Mz52"
            "mr2JHsWKIK-M0)>zPn;lgCeOuILJ)Sy#vL!>e+CuEaInYL;YWxli?eZ?8RxmM8{B>+J4wb?3EYb$YUjtAASvsUmQl5S_~sg9x+@m"
            "tx|L@W0g~gZq|?4b3b*7nCD}x{q0R3Ne{5^Yb{BuZ7<9nn~zd{58+R}03rR^{Pi=v(2M7V-xqwvY#(=C)#_w07$;Ah<~E~k(KGny"
            "SPEm+m55>f2E1G%POzy22OcQVRSyN|)?=?B!eu<w7=Dav+sirb7jeJPii7kexbMHpel_3Ck}e0B5Y-MAo6E68%hvj!zZ$MswUwNH"
            "a*S7Dn+p#9>8zqa3#iE%5pD*>qA~WopLe9;>f=aozu<|>>JCGCav*mvGS1r{vKD=+oL3rt9xDOavkEwWkqLD){?6{cUIIrJM6=@_"
            "@gZY5kJ^Uh(C-~zaHu_<oYC3B&Nz^P;r+LvrNErLw0r~Wo;_n7`?k{temGfvqZgkSZT}Z%Oxt`DIHu2v(gC>jt(uoFbOj;;0`W!D"
            "S9YF>5$zFf`sZQVQaz9AXP;xa-#tU-89V6u5tpSt#|HB`tj#?$Vz*a^PS$$`DjScWOWk_H)$_JZu%=&|TH)cc`zYd`2-|(4*;Tg6"
            "aQ4J(;A%KMrRzx0Qi{hVkKloEmzj&NegEYix9s1EuGM=mcx)#w+p5F<os|O_(xd0qv<{}ecL>}i#*k0z(&3@}G+L=@OCo35F;lG_"
            "X;H{Y4DAVGRFB8t=37~Cc40WGW_pmh<Mh$f?FS_7oXI%eNMg9Yy09Wmrm8-N(_btuw<0rjg=yl3b|%p`fstEtg~`=lK*z`A6ZJW="
            "^iroW)iyIEs=+Hj=)NW<`i}4d-u7aI;W0+AH<!_vy_qjxtxk`b|G*5X8fMJ}OX8_~72_3~A!ME_-Y@jR9f~hux6W+rth~!Aj?AN6"
            "P1o#=4zX~mM_c7)JQw#02anq@&pyqko__k&$~2j7SYm*VH^iC1VpS57t4HP6FGn96S2B6dFmiKU-tB*kcZORr+++>?v%!ox7ZD5U"
            "$ysD<^<td%J{C^M)Z$~FKE4$nkE`tB$SkA1DF5A)o*2#sS*sE(xnW5oHfs}G<0J?P4xnXvYV_|`b24>>1<|w1L;uU$aQ8EUjz3Oe"
            "<~bjB`WXdU-yuL=YR*M%*>S{2_%Qm<R-%f#CAl7Nf*C2yk84J>{e=d#l?%Zng8`;z!9vpW^aFSlyu;t%L`Gu@R;}qEi9M)97F`O%"
            "i{;{6%*bxq??7IP#}kh2d-~TkP>LzS(@8VQtc*LbzEzTT`(FTysiheG`#-|zEVpt6@?V)by?xk_+U}c1+$PJ={;%J$`mPZ<W!Qqw"
            "p9+CVFGlSXA}~YeG)P9D!dRQf==Nraoo%q1aPPA(cm~lk+>dizgCVCn4`XIp;nhubDE1Js!?6*+{<MP335$^HY0mAr2!=B)xgJc`"
            ";C><va{9~Q7ggG7qRz#{$n`q~4VmJPuo;vG6Pax`tI<<aj?I)PLZ2Ik^wlvLx<vRCZg_K-9ZI~8n`dcKSFbqe+agLF15PukCbb~E"
            "dj<V0SPa}uoAr88@aItvyCP}~&U$Xa=A3_x0(bi1l2<=-cC|j86SNGNQXTqRUyxFl46=2y5;2<H#a`JNUg5`djOxEBymrld_{(34"
            "j4O6wM3s)vet~6Far+6>z9U9Fuc#B7OZ!1<QW-nf;4zk;Jp%XUq=1#g2{iv;N19)0(V*lL|8i;~2c=1p#|yr&bsZFw9QfPb0edZ9"
            "qx7ox7^AAn`uwr2n6ssfpE&df(!-D7l2CI{wm!!kam&XW-ecL1>kF|aPYk#27luT=$NYV+w#2I708H#>*|LMO$Z<d`-M8bM`F7aX"
            "rARq;a?^v+J5MGR1=(U)Yqp2W8F4%&Ry|aT_xOZ0$*>cIj9vEN&>Y7M{n<;p4MlLv&=H(}JDO;X$;5SXSE09L791=wrb~~X1kV)}"
            ";JCDhKgB|kY|niNJ_luRV%$aaFI^9ALl2;g>4v|3v*`MVmoU3SjPYuG$$DweW%d*p()aahbg#fvNUEt|yZ<EM{A0zecZfXp?+^!f"
            "+jT@|lLog27^!+MV&*-LxHY`MWm}Z-;i>bu$N3XWPQ`)vx5Z?{W-{G$Ie@0rPa;89XBcOYq0GKA_%KicYD+J|!5Qla$Em66*hSZ$"
            "G-Hp=w}u_}d`Qub5SI7WkG5|b#~(R6gPT1=UQA^%Q)E0{U{Z*QR~F$I>BEfZo0ZU-yaQs>s~9lJB^*ad<L@-m^Ls5A9{R~@7UjUK"
            "?<?tv&PZZf7E3di3d6kD*GRN*0O8nwYfQf39xu~>^G;60XR%YKwZqU?Gn#!vm3+0eVN}It!3_R5vPs7UNM1FZjrfJ5T7}U{T+2)$"
            ";&f<6AaZ(Q$4Y;aAaEHUD<7lX`=rR~KNgU7-wh9cz78=d`E*q8vCrOpVsEbZA=|bkVSd+KQc@j_{t1GFeX<kwii#118J94+Y#nlW"
            "q@#Z~uwzO?$;S3`jMU0nxRLOSxtKVCn2U6wLgxeEJSkVD3o1v>kEK(DnwVKSCy4wmA(EsWi#zIiS#Ra(q=216WS8PU{TR@yNZ1B("
            "YP36$^*DPLC2hnZ)<uHeU6F+=Mmm_+#mA8GX<~YhRb!&@ap3s9_xrYyTg%tu73*6VS+f8+-_w$-mh6P-zfkm*J%9I%EY`Zlh~{eS"
            "A(KiTF^_+X(;rjw8P`XFs2=r#F^e!^U0;qPQ}o|L>Np;aca$WbkME|z!G^^Dm<0KJdoApgFJVr6z5vPP(M;p>c-q@Eh0ZU`hieTk"
            "lw&UqrDf8Y*AKw{SJ9Z4Cqe}7Eg<_E_G0mo06chogb}urCb3h+Nb<NUjC>J5C&Mn%6PrN#lRGhOStxxqcMyY9?eT7BH9qFQ!dpYD"
            "i0Q8TZ0y1;8n$6Ok<}dnj|HpQ=l8vFOxhdfQMnQXtg)o$`onOF$UBB(K|2O1(RE64WMxn()SGO;2OiO+HsBLp9qB}eOJXE2>=sl7"
            "_x)pIeLmmC>a6smA&Oh+m)}ouY1$^d=PyH|LqD@}yc+hrWIDD~T|!amrDUOI9*o9FB>((M2zj`k$Sf}6ugeXD&)F$x)$C6D-DhB("
            ";45a!12Hn8w-*LH?y`c@#?z$6V<?gS5yvKFz;BgicDK!PS~_7hk&fL#3#6t&%G_`|`rbKK5lL;-gyvh4EXV8OFBPSF-rej@<5Fza"
            "K}@!?AY0_k;AY}3Ecz`+BF?<Ssvi+tE}izBsbO*OB=h;s67t?J6N?OF$o%ppB)51!V8J7>9>0s)L@!2t$$cbWA|Gp8+L-M0)40Sv"
            "6SrMhNx#JXfqO^q@ZK+~MQ@3X@cq<GqAKtJAFOwTt;-(a-37Br=zba4yjzfq73oheN#Ze-K`dhT;Jhstv9>^#7+7bapMViP`soyO"
            "Us0sZM!MiWb_7JfXybm7Xu7R!4&m|#eII_o)q+W+rE)38E{h^ZEP`qE9CcRWT`{~;IDtxU?yz#R`taL(ZCZa`$9g1Lg8ILiNGFXq"
            "pm!Y}vPPd=;jD2VoINj1605Y?9~otQ?~}LCWV-;B-gJW*h?5`}O42Ym+LI)tU4$~VHoSPdp|V%rnfAqO;1%cm{^!w%aGFj_ryXT("
            "yqZHl22bVX^z9=JZl2V9+bY;nT@RU6`_bpzT2i<vkwzZ$rOPd+kknbTIR+^I*qUc-Wr!Hf&00sslv~4vyU9@D;YB|T>d;H)ZLzn$"
            "4T8OY;gHf?nDTKVS?MGPX_HjYa9E7qy`_j#FUV8*jrtr9pOL(22iqq<0IP5n;x<JPv^RWY_B{@xvGu`BblVqPr@ILhD!O1yp#X7d"
            "c#T(9y20;`{X~CZ8LXB{U{1xS<K}&<NaGD@G8&8Hok2G$_9TTds45v<gDx}`*K$3StbJ7s&OEUardh~Q-8($qmYQZ9*}i}b8hwUv"
            "vru|P1^Bs7yYb8Xdd90&hwOH?CRfvk&?WKQKekWr;sCx0jYq+)ljy?4VqBI>NYd^}H2vp2HagdV%1#s{eoxIv%k_11mRPz~SNTt-"
            "C+|L<uMsEnO-^D#q!AUqT@8UZZ^A5HhFoj90vtErbK6FG$VY~(3to$%aTJ%dKY-ELjPs@w+qpW_P^}2YSKHHF$9sT_nMa0HNU7@r"
            ";N80pqMgrCZ+aN(ijrjVdj-nxQii7@pCRwHFgYadK(D?Zjc;9c{OeIzED;SCRwZFX$qFnzQ~~u9bBOmj6EbUIA#!tSM)x1v5#m7;"
            "whPj`M$;gs`5eTySi(S!K3V^$kS_V##<Uv<LhAxUVlyv;F(^vps~%OPTb$l8zdvpSp-KlDesw>;d8ZU{S-Ogdyx7nF9SLKV?#F?y"
            "$Ph%EPleNQYpIx!1k@BSV6_XbLF<(jkpD)WMmhh)b&@7@a-S(xogEESONV?|m&K0iN>X|LGOphs!N%7Ik=H$x?Od6MpB|S`^`0&)"
            "R<I<8&)Se0KPL>HpN0k}6``z52g6P)6UBNt&@e1ye}zZV+PXbdeO5cGI`0;8z2CE5?co^5ybOOG(lr#1I<JmkpqCc;@J*hp6R~qV"
            "<Jrm#dBU-O{Ii#!h}}HK%{-I}Exv-cJS3^-lN|E;gg)7Nw}o-7QDBrD-$L`^Bzj4^mMvI20GUq+1n8yXN!>zljC_T2BTZ<>k@5Kb"
            "n;_w4D+IQA6YEprRM=(oEa|EMkqw&c`amVpb!Qq`(LIG0WIn>W&4Hla?*QljxM14#Y^+u>LLpiO++0JQmTJ~un+3<%rLn2{kZ#+I"
            "H+CO_#Ph@O>EsL&)G9Z67rq1S)gPc_fidlfNn%&_{A3no_puvYCXv#?2;%a-84hfFik1^{$&<d1On`PSJz;u}Q43j*Q{%0e^4u-|"
            "GzOP@{Lwg!eiQ2%jtA+}brf&E)u0^9#Q9PzPP%xG^FkqOvx`iV*5c-bvhm+^AZXTflBAhLtQAx+esC7~yUTzq>ncJv{4qxMwEml|"
            "a-3zrG*y!pG1jC$BL;6NhU4qy)j0O;3R3yo7&pY6#GlSi7=O<dvP+BT$u4sU-s4V3bvIL=tWH~P*8(>O^FJ9Ok`qw~dsMTqQF|iY"
            "mNA{kdfq{sb))*UF`j%DPX~`+8B$Pd2x}An@U1HI=%`j@9%ZI-a}AiFDL!~tCXG?AT|KHv%c1XYG7~nSK}VmNfu<MuspK4t?&*q5"
            "-5by{D2Ai4IukAGMq9;-*j|q($jz-vx^n^bjSArO-^o-&)d_!_tz}2w165wuf%2kP(6U2{NZU8yO8JLi^kofxvan!L&f2=-=YIC|"
            "92PyNMxj$~9xnQvKs5y#S*f&%<cd=^bQ?y&AU<XqJ+~8A_rvVyIZn1TS}|Uao}lXPc+j}_27l{_k>BIb<HUo{(BWVp**tkMQQMPB"
            "gm)|j(?gqZPlFoDcuSErcRKLqu01f%Q-Fr)zUAph=AwGbSmMP5l9Z(~<c#7m>#14d<j!Mnv|N3Tyzor~X%7{0Q$&MYQdkG-D=#rO"
            "@Z6}r6T%C-&p?`!3=v=LMjhA7QHeA^y5He6JGy4c`Q~+eE2k>PRqZ{Ta&e<My+YJZM-JMDYq<F%&|(=4-#4vBC$0J9>0Vh3XgkK$"
            "f8g=9Vfgw|i!O>ffWFpZROGn`gd9E(Yr&VfTQ3GCX&2ym$6+vgx)C1w&BQ-lS5fd%5HYyA1*&)Y!U~T`>@Dx_AeHDqB&T#i<E&0N"
            "*m4LR?eu7ERWY><m*Kc>)^VXTi2ODUqON+D?GCsN#~l{X_X>GDi@JT}`Re7g_vJ^FwTT0#Up53|8Pf6d8QzPV#d=0;Ay>DZ14WNC"
            "=DT_dZ_)Z6RuK&$WIX>p&RupC)82<OO*!@`b|8&r`fef<z8W$HDtnRBXG?zi(t_qFvgTqvSN|lO-(ZKfGR;zxCdu#K!DuYNw%#ll"
            ")v_{h^raV?I4N^Irfkm2?O3HG&u(<iMydavV&z9SdMk7+S(=bRFO~|@y-Ng`3r3!JTx>e6Hg|z%m!(OI=S4Pc)m4OyDo~#43)>?n"
            "A;T;nlLW_6QAK&$d}}Y}l-*$jei_rUu0lu}TZZY$ftaMf3dC&H$<{T6%wL1sJX--(^4g@1^-SLb3#3Nl<h*>i5Z=cQdRybeeu}Mm"
            "1|%iqHu(6jBaegjGRNJIL+j!=_-ekJnfBZk)5kaB=aoYkb0G)SN+!_*PXq|<_abBFbphu^onaY(3iF+*P5oVHjZ}j)T@kw4jv?Kb"
            "ia~byZ1VkdHYgc*(jBc?G`BpEn`^)y{Ve#kFp3}ep9Wposs_K31Zmx~r})52jL!C-#K?H3V5O!t)i;et&Wm4q(HnNJ_|3e$GI|$l"
            "H{ji+Q>>S+-%QM6CD2H*6%U*@BE}BZykUV1rpYG;ujooc(xOEeJG-0ZW^K&eUqB4>gDH<ugcrsqaM?0JDpGlpUelV2<KH=w9VtaT"
            "#Y0-quptt;*${hgrUO(-v5y4AY52-gW{&Dd@Y|XP_Nu-7{O2Xu^g$Oz^ozjbM=p)Xk)s_I6qi5y%v_QD!&F`F=Q+D}vszDTi8x;#"
            "+^m<-*0*BBpiYMj)%eg8XAH?<xn6D^@B<n>=(QmpKAOCrrbnE?8es`K`+^|#RvS-kn$t+mLKPfdx(?F%+SosPm%y@V6L3e!B(ker"
            "m71OZ!i?3JM6Vi{F;%7~nYS_F^j)AAT8G)u?2bfY`CXfGvruvK0B>4M3@*=J3D1LVIp5U3`L2VYMwN13K!zMcJRMWv`{IS9GQfs#"
            "{b>Rk*0f;FD#EdBH&6J9mb=~2Yw8}3l?8`b2mEm_kf^Otrdl))To%Ss)xHEwSWv)mg;)h8S?sg){>OcsB_<2SrjFFUaxb-u<565$"
            "g~zqMSnbPgs2SYG&7z=}Ng^h_Er)gohA5vuh9A`z(@Y_T5uCV?@U{nX97DLQ^B#W1A7HI7Y+=?sEn!SvrDNloQ!ufy4EBy3WwVx@"
            "fw}hIQFoOrX-}VnuDV(vctn+&Hy(oKys7lgRzWh&a{?W_7{h<6b_(x%f5d+AENs8u1^1Wxk<sU7JY(iEXLcQj^QR+$^HuMZ(}eXZ"
            "hWyLtg($}aJfR+s8(RNjt%n?pxxNI2!e7Ginp~_h)nyhT#pzkU;n1=|M&eox4%M!sk;RrwfXOe=n`DF~l3Dm*_z@&^_pwo53t{1n"
            "ZLp!>7S@CvqcwVC;N{tN#^c5p2w3(W#(#;0_EMll0+RIFK5<l6HAc@}OX-k9J}ecz2OM8-RCDv69A66@uk&q)9h;fdj2j9Z*q@<w"
            "SXsM+S@lJeG`t8!0oD6>?7~Yna_(5d`Q94+2%g)dL=F@zq^!(Dd>-=~Mzu0>+~SjE7VL(q8o2%Q8;VKvalBOgKDysI2CbdXJV+?L"
            "j`mGU@P(8j{ZLnr`ak_h`^%)!c=Hol>0Sq}j>h?TxOq>dt9FvZbG7K`nnQwZF!9t`{PU-kSrsyZ2Ul8>iv>ZL`b3iCU;M$EMG4W3"
            "pL+0VSvvV1uSWQP?Qw0d2zafzjq{xyFl>fCJAaE2GQq}-jcEspWn`iG9v%22na9+(CSa&)DVUHs^f)6(OI>VX3BM4FPWli@pYgPK"
            "jT#a8rN`bMc!&<t)>zYa5Y`?*{6MC|4>x79T>K?J`soNRcw<Glc_#~APbGgM&QQ}O!)T5@%;qpNSQ+O5Fa5l^{|`Z4%cz-`9>mu@"
            "#fGFLW`onvKlVtevpMVDW<?SX%5$0ogp*BKdVVVXc&iJpyNi&F{N<?d-UxR*GK3H>CED%N4Uv||=wZ`V@DLAygK=|+V6O`0ck93v"
            ")jLq{zK*sgcHtuj8JZ?41pldTC93bnkz4Ik+4<ihaA>%Y<>x72k*_D2dY6Lk9t(68(jl%#lORCJgH$+fqX(A+qF|H+Z4GII?p;lM"
            "u}WdsWtfQuzkf1g#>K(NjYyg>%z*LPRoEhLM27+{Qls{<WP-X4&F)mhC3!_Sg<XxZ(GwwU?LM3vtwg?k6u_soi<pabKJ@ECS={{P"
            "H*Sg1AW!ZGqWysbgwt;Kk~47WjgQtMCMm$hzlmw<$ZL-d_#APV*)o{HK9U|_L~LB>$%s@K-!zVnEla}@jda#E#Se|25^8?Sg!~#-"
            "MlJ^_*P0ITE>RrU1%{1(Fu%LSiR!B<bn^TUaP^ZowRm9%YMY<q#22e*m$Wx_$1r5qw(oq-v#mEgk1zH|kUECPVO}C1rc1eCbW=P&"
            "U9^IIGBS;pN7lo+=koMnQwFm`x*x|T$-{iFB=&XRQ-<RgpPai88$v=V^Nf?BC1xzwW6jhZn@KXFt~1`j!u%lf(K~#rC_Qmkl?1-L"
            "$X3}zvx{eLr9USP@{Yc{3++Z4kg#_Son&iDIL?*I-4z%T#!x+H0gxP@iWfd*!u>W05*?F@p8cluT&WGwc$v>O?GYhEre2UYu!72m"
            "E0UdWW~0*c*YI`Qerme-J>I?i0*;MQrv9bx*kvLnbX31w=X$qybc=vuZ6?VpdX6z3>+naa6;)Su=9uv~r#6EK4_<~x22!xv!H9<K"
            "k)fsqD>$zVmR{@t;SbI@<H>F2$wV#w=kR@KIDP_ID%K9ZZUZph(*l<(D$^^!3>Xb{d(1sufTnhP*~Hckw7mTZ%Y-s;qkbxEc;kXt"
            "IfVJMMd*VA#;kyLHRHK@B5s+#4ZDMdh>%Y)UUxR4@1|aW<-X$N(w1D5dU%7KXg&*+#BZa=gEF?kx&*pvZv*E!G;^mQtGk&@5prX4"
            "r7ZEv^8~#2wu$BRh^e+9;cA5T3#Cye&xtI_Wbr!V!zQf1f_d4Jq*{J1RZZHBX&nmWVChj99D5iX3|Ek;YgO^=6HPLIU>ptOhtY3c"
            "l&$zs18I%|MDVZ_ZMmI`hEdMQ`4jxMNV6Xg#4&#RCo*<-7SI}TdGb;+mUKu;lbq>Fq-wz}NDxz_l^>hXUbh6Y=jFi9{v^D2$eom5"
            "-UB(w9hGT1MNE6D0q)AsqYcmfu`1t#4xi=2eEvn~{Lh4Jf7XD3)!I}{;Tgs)k;JS_f4E}S%pZ;E>2dphOqSgYN+-`l*T8JJp2cJC"
            "hl-O!a1g|_jOoCmSnPXz1uG|>q>@$_fb)vK&l<pQ28+Ope+Vb)twq;4wix{B0~6Cdh~uX?kcG!D;@|5ZnB%oY@ICA^=2YjAm~CG$"
            "w^)I>M`FleaT@NdxDACzKJtELe}$%^ahN0+Ni51*(Ao4Zn^&Pt;wE~~@Y+D;mWvL(ns2~9@DSkot@%S{UvT$64<dZF5Ucw=;N6jA"
            "cvw9Lm0LwX)%5}#UJ%K?|N958+^&U9d;Q4#r~+7CXhWRCzr)Ky0U|-KfzG#J`u%|vb&C*%adrOz{FjAAkMr=uw+y&in}UY+d&t!I"
            "3Y>Z9JvaXXgHvWx-n-=}myrzk_BE?lKLD;7=RrwfA00|oC88u6c^8wRP+%WSlx$`ywNAq>xCtjt%Tei1TS)($R`xOf6?-B34ch1I"
            "|HtbSmi)z60S{Vy_z64rn+WVSO#suBeT>(M5b{823uAM59Z2WxBeH`!%qN)^eA2gpOpmGp-JXa1E;UVNyzc~ZEO0KfN%RaxKX>8g"
            "4FMM~HrNW|!|q+o;*fl9#wHAp#G<C{SA6F*mvv9{C%bj7^B(?+X8C7Ez<lQD9<@FVTtDts5mA22oS)EqG?8!|8k0?_nAKawo?leR"
            "+hCgr&x?kEJ1@BYt7xl494yhNUE0EAljP)oJyt5qd%^#m0agSgKugp?vaEeRr9r2;oIO`Nf|!Sym^$4T6^*X_o4-+_eIE|=Er7^A"
            "3-T>=J}<F)DmC*|qZYyoh^5gOOt=1lPqGvlG4;vhY~l%Q9~(&?-<v==Hpz$O*V(@vy{M5|fk&nJa9{f{(<ZM=>ZbYuRrVpbUtNG7"
            "e&12CTZO!x5e-M?xB%B*WZk`t+zV2K3pe_)o>vL$L>5z@KUEdneImC(hMd&Z=Df1FF-xDCT-y(iLgO%EqZ-bic9~aK@eFo)USJ-`"
            "h!aspn@%owC1*<$z^CyUa!eA*85P#1*HXbRCW4H{7HsGI)i@*k7?kg525wH^&t)nkJ8}>`lq=xeZvs(;uH1}GqCF=HTE;lhKl+v6"
            "woikU_4lwMw#(@8ju5!Aqm2!8c+K|j?ZeDtv6Rc_j_zAV`g8!JXf8$0$!sQVdVY}X(}lC-e!-J5lGt;|gf!Pi(<!_4xSToFHHaeb"
            "i&Z#A5&J1E*E;l;CyCiB13_jr;Pl&-{?E~QI8xb00o)#iGD|6=L9&tt?t6|IN`p#?qNSmPXb(vwv#7|7sFc*FWZd^W4Gk4(XlW`c"
            "8q(5G-+lWBaIa^abDnd4zrgE@LHfWkTBdj&R1C_&_301@7@h{J2TTwj*gcV+J-rC;%NcD9uK>kO9k5e(Ab9DvNpk3?B%7d)W3-zD"
            "HZi|R=?ujunX<TYZ+NHTDT#R&h<;2y%6fI2=F+Y1(yuM0AhWN7>)Q1S3d1^}W$Ix%_9Fu#-;EHwyY@kTM;WQlg!ej+Ab9LzbR1+y"
            "OPeo}BtC?5yf&Rzn#yh+9e_cHj)A~NNK*I(f@8dW@dMs0(~pVLf6}(h`J(#Qb8+{CEP(GbS*KAvVVpF(`E(Fl>pF^E&*~?<Io4E<"
            "Y=S|vYq<xRE&S`^KD0FS3<x>h-PN^R^osttz9^3m**FO!tc`FLcZK`?u7%fAP2gtVFXV6bPGEVlMWA~;h3abp`QP@BL339L34PQy"
            "qTLjqI}dx5RoD~HEp)2)KEcBcRh75t)(kg%D>d}rOu2oYAsilGMh$P*lDV_savTVfT(c(cU?~W5#ou}jq4=Z7{SMBAlm1KDsZ~5w"
            "Tt&JQ^@mS4l!Ce<Q<ymEil}kWTllb18}4<x^JlhbLdnEnOdL=M6|r%!d#g8Vxp$2V>pa37v}{o-L!Hek(G?tkY`yU}h`(z|&*DP~"
            "E@Y5e-^*}kM1Qi}Ce0j9<$}lIpQN5Qm<fKW%lQj<;l1O~6IDJmsUGlB0m=<nNE35&SmT?KEZ}qw+|Sm=W~oa0)F%XwJ5|DIIa6Gk"
            "Hj4f$Fa%+ap~Pw|n||F6XGA0mjyQ<_evDL%2iOa5p^}`~{v8zB_x~BeRh^!V8pQ~)Mus#j51D+Y0(akWDb3Z}0>4m?^aj0yI=?LD"
            "_+=r5ha~d;;Y0Dl9d%Y)@|7Aio5}NhDB7h?K#kEnFQpLyQ*CSbYuD@Hz=Nr_Pp+Q^fjd_?xrIx=9Sdfo4}e=tFIJ$jo7(pkki$_^"
            "KE^IuH0JFrs2#6}w#^A7xwBxyrKNP}z(!oNCzU_{vJzUm=CC&(Pl$q76++CWYDsS14+J+!iUp%Z<9@>{Q5scGeM*7fTj1dD1}OTv"
            "fJFvL_S0V;=35;Ug$InnhZViiLUu5lo92L9G#g2rIE^mZ8B)+JPg4A1hjAl~*zlwEFko{4XYEepvvmYpc-xKKw=Dn1SJL(P0QRe1"
            "f!2%xEOhjKeEZ3r89K=cUJpEz9Kmk>_lSS|-~(N_CW&Db{z9Xf3zOuG)D-!Ye|EtF`#<rfiEobcMe@7Z?j!>`61EGwb;q+^UGre="
            "RC#t~nJbL58jPL`3n_MJ4d;Du5D9aU#;=Cq59vYhz0;UkJI=yuf904^|G5xdNtzXh`R+w$;n_HKmg&<)leQd#mJAh^dUOmOU!Kb@"
            "Ys}^k#~lIx9!LAOmkKDbY6KS6F1s+O++6^M#$QSBRA{Gk*e-bT8VqvBv6LcdsxVu^4>-LYBzG36mdNoQGm=@T<1g_$r$JaL-ow8)"
            "*&)2;g0f^Oo6Q<RX>#{rK7QqfWM_~`^E|xuONu-P9i!i?RdM9^5ELBHk~LRT8L0}-i*@NsyEjyh9EexS$Fbf4F5JbCel&XcRGiy<"
            "n;y^pj~kJoi<6CQ*~DJi^lGO*d*yqEwKm+MpthIv_(D0HQ#b=p(sq$-Tt9NMD1*I+r?GMG_kc%@5lG@r&OA+tUO&GBOG?d9t>~<<"
            "=U_{4Dh^ymv~kQ9=Hu4QKWcJ=>52i=a>fE@^q&Fc?mMa5K%d1_{GrhBOCU9@54wl{7WZF&Ox!y|2KTtSv+mLFX={fnZklBQE7qqo"
            "gZ6l_+jIw#zPOFt?QX-E@58{rb~{Xr*#bw->a*&GbecVTC3jJ?odRX|i{_v2&)RfeaYHIgsmS9fwCG(V>qs>WU8@1nPGc~;zDy+4"
            "`Y|DbW?x>)J}q)&0(<Ry%R?w$<;hQ59SggT`O>(1o3UxoFlPMt6z_BS1k5|82jkQK(vYegW<2C9f64A3#Jx+Usa0z!Jl2@0^|9rA"
            "UQfjAl5$9SuL<*)Npg@y=QxuML!onquaGzMKP53_uel{~cA389yY`~Y6*lbQu4GylJOhO{gz_!k_;}3=Qf~GHwWxz&dv_??^39xY"
            "|LMV2$)&<VqjXfc8%REr!ZEgaAg&zx6#Sj5|E<Y+i}rKVeq=*0YdfxSQ(xx(R|-su(m`PO1|NNGKiTO#H}BjvSQKKw_AW&{ny(Hv"
            "kylBxN(=iv$zX4vDdL8d!T4drPO5nN6T*ut_@#;0fbAIu-k)XJu|uvfA>=AoP;rl(O6PIq{XjG#K#vb}7olswN*ER&Be0U-<?aBO"
            "-Y%k1ofoP4&?sE%b{$G<wVBYrmtAj(kI!_$>BBA1IP3{r&)N^CHuuKv<8}X>&_6$FGwXRj1eXQB{c|MLHvEA}F9T5EXvNJ_pk>TL"
            "=sO2kc?qm#RG8$x=jW{BnBe#BoUjMBiihCs15&)*aX&DJGqmcY2l;J$1v$e^QQP+*`?f8brPyS`Ua7&TT%ZjFce>%logp-G6=2s&"
            "Ct=n`d^IZ@Wb1CyO83{4<kvtBi#1rB({j@Gv0*B5xzxP)9VJ@cf(eJWO5(f*$nhwruW7^4C8;l)tKf|LF6g4o_I<+J055n=r;JhL"
            "Kfdq*lSVm+9+AY^Hl5=1zdMt|{Qh9Nb+IUTsum76DuJzT=i%D#{WZ^T@8kW4_lIY@Uy)Gn3i9d_dZ)qu>o%w=9E$FkM?pTwDRFbe"
            "2Y=eIc~9QKH-o33ANPh=ygZjBu6@bp1bh&w%zsJ;f*x^!VHyI{g4^(?7+9Gb9BVM4;)+{bDjX);*?z2F!hdvq{5QI~*NJbBe*vo="
            ">QnffS1=^F0kV7zDDvG=I{A=jzIYOTx-G&5JG1zQTjmhg;7YM2UO1lwPl+j}b9)KZHP`~3V$%7n3&opMp~C$)FID`2!pAnlu0d1r"
            "=}<8zH*_58)QyEv8)jgb3ZVDLcvu?d#C$GWutg<X_|FPULCIh|=s3m_9;~1tU7y6}ms?@s=?sc3Y^R8wzsUM;E_Yk&B?vR|13!I$"
            "`EGA1GGdO{q;diNDs&cn2y|G@liPA<6nk@g2<mniK$^xd^u6;EMB}eO_5MyFPNr=$zH#>o-iT{|`(drAEx-4tGu{8W0QwJ^L~1hK"
            "eBu%rjQrk<Mcn@aOE$I8pOfow{e#~^{S4cx3c*1w05r$GBB3v9!UZ)Z^Q4nopYfD`c~urH=gHTkE%_u;RXa}RuGw(rO*#nuRu7)P"
            "{#U!4UXlyGG=?PW6$QR(>k<xE$q$03&3e$RrT{CFyg`Vy1x9-Hg+NmLWyplt^QPNH@U)bn&_Dh$MhDfOE~6(2`{??l-JlvRjq^29"
            "FjGeom)^+apV)CIa87?k__DSX2ezrTl26FZ<5!MXfaONLm}DO?d%1i3tsT3urFRNbu~cIVZD#U6)c<g`t(t7);&#sH(rd1@a6S#B"
            "-Eh4mn8z10xCi<_K&FL<n0MNE@Y-4~rAEYrTJD8s>##Fb4m-Tg!p@DCSb6FJ5EZz?ug5=OtWp-pDu>|s-WRyW!dU*3(`|6uT*wzW"
            "IdMtLN5Idi&djc^2fq9$g>SNAnmj`p$36EV)A50rfA1KzztzUJJ~8yvONG@(G}H4<72u`3L-5@)mC;IgGP!^WJ%iqL+gV=AY<QTW"
            "&5l_&!f2HNY_oF`T}u54HflB~SvQmyJB)>>PlPM6OTa2nA3VNKz!R4(A^6B6c&ZaZH&j*0!88KTwTxurAAN^Sd4;Sww?vqgqT1YK"
            "l*9!f_z#Ea9)$zfl)$z!g$y>F;C2rjNj6^-=xoFfDA=4Q_$44&F@>+s`~-TxrwTO;&i(3R*yC}57u;7<O#`Xo(_RvMP$iy|#0pYN"
            "X<7SV@toJLnDS&Xdsd_ZdM*p_bc+-lB>M^WwG}|}R6`OR6y=-3#kOw75PCTQ?$ytxsaGzEyPNcB=C?)o-;;3e_lEcU`yXfduTO_j"
            "*;Nnj;i}kwHJ-=j7dT1WP4;^NDf!3}X5=!MoMZZc;IuxQq6E{Od$ISQ=VF5W4(?=-h{Br;SiAFENIiOneAFCKFL?&vq`!mfqq$Oi"
            "e3}A`3RT2e+nnLv_Zl+02-t5;%s;OBiGi}LeZM6x@%~G^q8p3p?8Aha1cf|vTyV$=E{3b)?60@Eo0E${m??I=@5pBF9?1+hx$_T#"
            "{(x!LHf~njAoli8JfHa_o8)FnqwYZq{H@f@%gdjEACDdIWoZPcSSCY?>`hP|b%c7Y*aBl$T(JMuX@njb#qg(d5dUmm95*5$8=k)I"
            "g=vpIQ{Av7@HW|kt=}6aFoSCrZ`I~Q%%72TnJ-Mp*GKtTS*(9^B}j#3{bN80?=5qujbScEGN>^)1yJP@9QJuilkfir9!vbi!rk&="
            "^!6GB?Hu?zxK<LstAK*;ek^ZW&1wg&6R)((2cfrAF(p>qds7?ij8$e!J&%*{CieC79h$pEgSGxihWq>|);&}g=hUat5i=R;8a0^Z"
            "UulGt;$*&|NssNSGKP&6Q?NWaicWNDu=_W=#GJP*PTu|w1b)vEn~(5v;v8Q6;R5!P2MDn@r;auC;>yiG$v`KL{W<##zUVZPq3k=5"
            "+&>r}WP=y{oN$M1G;Z<#2sR%M33&w5SI7guox=pD5=9joaanSc*)P-Abk1ZbdlF+w>icHV<2DhePl@#5_C_#TFc~Apq%d(}BX|An"
            "b`o5EzwSt}mvwz%-k~!jKZ2m?+9^mp=g!&&KcGjyITYT2db{=!?y7(DB{O<Xu=n0u7?-{co^8<M1Ye2Uf-JaQKNl;u=9AAQLpC5@"
            "6ZX7Ph2vwsL)~;2Hbk!p_EhDFtY2?ufwf!kvgJ=|Fwi64it{9Q#)1NNRfDtP2g(eS1|Ljd%lx&tbt^--2-6cJ*}IfCupe}u%BPPe"
            "{^T|BBx#Mxg+}Ya;M3yF?JMYo{GLT<;nhp<PKyL)YG&6pF0mvDv#nq8etqglN!%BOH;K$CJO23v?r8_JxhgsQ-O<DGi((`#RyClQ"
            "ys=!_VoS11v4smZo)l$MYAbg1Vz-Wzuw}zKK|87+7|nNpBS913RlXf}WZ7u+?5h6fNiW%AgcHAg20hi@Y=LeXc6N?px_!@5KuR3V"
            "o)$#|&zi!o$uId0J-WP8gt1T?2K&5&!mI_~M^=S>a9+fY7#gw*7hj6Eea)f~OHyf^O@?@Vkv`12a}?#qcEk8Y4J<!Dm#?pRE(+1_"
            "kAXMB>F~^3yzJ;(y!MoHaI4o$d!1*WsIJ3^mtJd06UAjze(^j1u%|DWUReuMZ|O3*(+4@zg^i*!fBg|%R?)3eEjBPVke#ea;q1!X"
            "S+<`YuhCe*_mbHx%(`%@+mqSGP(4`F;e&!ZzO}uLgt<kx`D*aPGn>sF8%4g;?3m!p^0{WhqFoEbqCYY?dg?Hgd=~p6#gTa6+aFG="
            "^1Kj#^To}t|Gg_$<oeT!Y9qWmUzW90W^rzn5rV%5-YzeqSaTVis4fc|Dzw<FCS|bn+07*R8T~CJ5*!i2n~fY7z+$!^6y>PMU{mXA"
            "*5|}{h--`>iy`K0g{ltQxGohEyd0P?>-VZ>8_e-HLG$lrd`QqBQSZY(Eb^p0W_;qwz*>(DtBPPDTU}8SyYMFiTVT`fa9I5|nw%nS"
            ";HdL8l1j3|jSKzgrourUl_udz+cdjW2St?sy^`g<Y=w7LGwFVHEgA08!GwpMLQe$*Z(GC+dk50R7nzh^PzPPk&uC<t8x}mTqDgCO"
            ";YOGZ{VEs>zZMqJT7`Vt8JN!--wfpwW*q>3ubudMr5Ega)sGrJ)KdHCo#f?QM|JNkp;hY|NE`X{{$)+@cT^n-@8om;`aw(7a$2Sp"
            "O^?S^(D4OsEVZ+mK6PE^on60!FhhA(rZ*Gjt8c%MXRZGJY|WeikgNgNq`w)S{hZA%w>_fDRijz3>p7|^{SVwOoq?&dIhJ)qm))ux"
            "!KMYdqLt|sw#)Vvf6gL{!M=e4A70=RiJda6nD~*H9uyanRdGKOtE7XGt_8T<mti-2j`L}UMqugZbxfGu$e5rm8rh+Usn-ude;Wm6"
            "Uf|CT+<F7Ky)C&>Pi5G)kB-ztJ@y{uCusY!#W+N7COO8{2sJ@6x!M=w)S_sG!)F-f(hKi}W>9?WMG!c+^JAsycwI9EnZKob^1C2e"
            "NssuEja<Z5X~@`O&v!eVAm_1#paie!PiKzU(`L0$Q-J39NDT7$BNAAZBPWf)FOL)Kqvp!;_dAk7a3PJ=SpbjZcc5S6IGWJ0jmd{P"
            "LzSW@ecxgYX^JiwSFnwJ9FxPH7(EyT&wP*WN*WP(6tXY+G5xGm@=4wdzvn$5=f8g-(4>_5#kL9#ApZ2qTry^TaKiu*UR{2hw=xM4"
            "<83K%=bb*#AQ}al6~<KVbOJu=Dp6yh0^G?S0O!xwakYBEEatU4T{61^LcYL><=9`HL%6J10q>X=!DxFqZspEIT9y`!H7m79lB>}+"
            "7j2BWVvEJK`nY8LM10v=1lrQ`xitr0@ik|L)7jIx^i^4h>xdah(wpOjxhiogy(FuJD%jSVPceP<*`}fa!n`xgKefE(*d$5ZIKGwy"
            "PV%R@bI@IFCfKH`uw`9)AoE=(6(@#3&odKvBe^popS_{RKS5a0Bn6X)o56`OStzyrF&%f;z)@<espl8R3*3zlSwq>0=ZkQ8^f(r`"
            "VlwN!at~BkpBFeU4ElFLe3B_<alPrvrEaRF98hg~PYzLc;j^zHAL`abN6#6sH;L)oamSIOLpEQ);-o3XyuL~a_FHgT^Dd0qtRab)"
            "b`lMe#HkP4NqE<|^&p1Ao<8R?&V7avAId@hz;-ZbSLRL>6w~gL*$`ToLdTV*!Jse(Dzx(`q53rM6=?vcE)BxaY!miytUJGJp&Oj("
            "{t88hze!@F;p|e%N?vy7A(&$^Ntg{3ty8k&WPc>W*!Wj4Gw~%1ePs$2YL)!xiL?28g^}dGZ5Gb<QpMWwilDV%K37sOk_3)PQ+@-y"
            "+B6EkMhD}vsu^t2z$NfT^(p_LBnsERKLw3#C-6mg6)ZZ-#AE)bAYLrut~vFES#4_tzm3?-pdM0Y?FIS2kHnsw9Uhq^he}b4QTAyM"
            "8BGu8kCrW_$+ug%;BtGkd?bnYigRev4h@p-UPlvF&BXI=ftdIj$fCiQKG}DOKbiHTfuTiEds!VnPWR-bCTp-4|0yzsl)unoyO>)N"
            "DMKey^B`K!6UO+}^MYqk$@w(hJXH^m*2SSys+iX8tE~~u8Ouc~-+)!rkFI?gf)jg>U{CiRqO+yr;MPVS*5!`JmX39jSn&(j*GdP3"
            "dtuf>E#Z9_(<b>t=E!)uX*Bj<jcm@L9E?1k!2L0Chu|_tq|#K}H~c)mtLrIDJ@*v8Z7zaKi(<I%XP4pCDLiOSC}Xyl?}?Wh)p7X_"
            "=4iL_8r@pcNdl+d`_vZlQ2)&b+*9G?lE)+8%Z4rZV1&Ya;_9q@BzyG&RbFo+(?40fx_=s1>@$=JJz|PKwOCD}4pw&lhP<r+V>bF@"
            "Xm@k<+4}=n_I+7gd$w3|kEL^?>L#OPKk!1|x#2urxLS1`?%RGL7Gwe+hC6X9pDso&T^b%3ucQu(8u<8U9hNJ1!iv}q@@b650eKBD"
            "WpgGRbK3!m%^K+3>cOlW`eOfV<9{*1u@B<}784rW+yFmk?-C1rk&=9tIs!G={81L{U|Sk*^g<T4D;=ZUS=-=F@HFPrauEbZp~js)"
            "Ogi05lu&KMe;nV7osZ<$i&8rrHP8lET#QBGOgn8J1)<}mkqg@aGbdGoUX&_6@A(Tsxn8iOe+~3qHW^oxL{RXWU3AK6CH7<#@+<D%"
            "=lH@r$eAJq8aMY+Tj@u7GUo<&eP1fBk&C7MfhqvAc9E6I2XWu#3!+`~HlUSF0X2L-f?a!NlV*4y_VnU57FApzI7(o8_B4#Y@`0XL"
            "{H&=_kitXpZlIg-nj$Y;rcLC;)~$BOIBR7#U0)i7+M_TJ^5Cu%8~4i>He8*_O#8VYRJvd%jzr&!(eQ3&Fsr+%O6MGYaC<J~3N@pD"
            "bK%bULz&q1I@tbAhn3a-{6BulB_-xqw;Ck(9yM^lMj2(1UZFA`$T&r{D!aHnE3cEf!*{-8yBgId-QgNc`Z8LihWy)pnEQJ=YBh7r"
            "-unWy4P)G}D^5)2+!Vp_P}BZOO*{#bcrD8q>>ep4lAoi*9=hmY`XxzD>Fv%{z0IcPePfyLoBphD@&a&~(oNyc*^v1{2fq~7gTm_N"
            "5G-Oew%<qCp5~65bxTmOZX(##j78+HlbXqVtW3B{_1r-=Kg^RgIA_4BId1``>hLq4ABEM+J<&$T1l^8ka<A0JVobkSYX4aWk1w8s"
            "DrO5uWsk!T`}wGBnMR89#B?)mIhr`FCiw-C(0~0%@zjn6h%rA;?VeU_-7x=u+}Y(9X0ph(sr*bu13Z1kiX3I-@qnrp6Z)!Fj*o?&"
            "i)l2QTTG4fmGDb&EPHAE^j{6<IBjFz@|XA-x2EuG<P_Ldg^~1e`VHW0@50PK5BT1l_RM<Flp44C5vaJ(8AB&qLXg>Gs%mZ!Jha&J"
            "?1*TH?RRd&H*1WnGbcZ@4uLhqHT38s|JNIoRrZ6&^lf<L#~?OW)(2ya4#F0kY(F`Kpuw_}+aFmC;RzOS(<+7<+Y?Av$ywm_L!48)"
            "NTdH4wtQtgue3X#A6o6ky5}rp!kP=7^8wn|XySj0_vna!IFsxH-u}HRUa!c5BcAG5T(}+g92m&zXH~)2t6yQwx3iR9wu?L-)Y1e|"
            "*gsyET3d^FbL11QSmi&ETj<X0Wj$CgrCA{7kwzJ|(`a4c4yvAO1~H>6QM~Xcm$mjLcWh`pNZl{s55H{Ya<n($O6eBZ^T3z-bp~Pa"
            "&t=SI{ZfALflaLJhbBtyB--GT#}B*|M$J3l&<`0?PHnzEUQz0e_oXMYCYOQuOYJt4x_HBn`&FP?&=<$$W<vU$vm|#oklrpN-n-3-"
            "DU&IBEO{&{GS|YuukIwd-?+RZ>7-x(99kdillr9Dtf#FH>OHCdH=pL4GKtwmucIFkdEA;M`9dw9uCLh!Gn{M1N9=vL_r}^nFAK<L"
            "jfSLHsId*n!CcqR{9utK8~aKfXRE(~o?ko(y#b<=`)Y(4hro$?f`gvlBg4_VaU!<CKnI5}vji0<f3_%mz(1EtP{w!KTosAp1G%)V"
            "v=}3Yhp=72H8eu*BUxp5urWo*)*r6oPOlnI$}!v7jBBq+YfU_8c&*@Hy+*3|ric2T{phbx02X=W@SeZbm{%_iY#lrpZwv~dKeYzb"
            "Ui8lm&d(GZ2>Xz}QzI0&G=L<Y63tyTjy5mogV(>zWmn(J;Ol4wcJRakQT8EUG&mhDdV9;33BAeo7FAFl9P`h0Gp8Yk8<o&U6fnz2"
            "$ZhEyJcHbc=P19ABxiKdXCc1+;A)zNrX@{$l<^9FzGnsG>~!I@ZTHak@GZQ}lVwbGf{#$Uhq^9hoRC>bhvLjpVBZPcC(Bv6P&CDg"
            "y_ir;U6B?1{k;~Hrk(*;G#AspjIq$WYbHCVaE33~tdD+0Zn*1ZFFwRo8g0rnVcO3TOvo*(3ik6R8%J@wjdj_O?Ea+0J+gO_MZt&7"
            "OL9)^Y`8$bi=MzI`(VByWhk1d0V{j;RD3o?iM#sWD>_=E%T%qhNT?TWE<Q{$T6;kn!obldjAl<P{`by!a(}GwcX8=A%<%ii0W84Y"
            "k%YDU-0QNv@P@Qt&2$WOabmWvNn(+oGYI~X*6!2%^g}K*D>+7B!N8vbJU=qBKU-XRgZ5jTA<5@wDt7|~UOfuEK7v=I-XoaIxg#X>"
            "e+zlAaPH=;u%y0;9+;7&L&0Jh+#sJ!VM;D^>vJMJG}%B>zmCBHkMT5j1cIJk0R6Y`J-2F^3n(rgLQ|8I>CL)#a5*TKx+nEvRxg%f"
            "(cv|e^V1f>^@g*xKjy*BDdiyW_vO44`ESn|r}y|A$S_BGDEEox9!!S2bwhDss1(aQ=E}d*EJsb>K&&3wL{X{F;qHTVw6$>y4Ez*A"
            "+r0f*=eTifi(d<Ta<RtNuWne;=MvSfIl`8DE1<LIJkH77h<$sGcq)B5H#%oGd+9Nmwoe+%Y)j7b6DlORp5YY=ENi3@Zyo|~unIGx"
            "nz#jb2CyCG8`<IyQOu#?9PRBF1P24ZfkNnJ+!(bPyfR0y=&q%d@$w_Y&fG!e4qDI_A4IMFT`<x2H0N*$Ndt0O|DAvN-{r?3cHK7d"
            "YQs`G;xUx%8GKu8xNZs){P15UDzbec)0x1F6>3OAANMeWR5<pdKMFGmvxdrI%<xCBKDrP(J5Rxi1uZ1h!5<x+$a(_1M0cc|=+l!y"
            "Oy0Aa-drz&!c%?eYWf+;-Ycd*Qvv1O9k2qUX?XoT>NJWM>Q8tMSAfg8_q^YX5WH<B&vg5gKueeo_Ukdmkp81sp5GaI@h1)LMC?Z)"
            "Z#W;73&Q-78NZ0zwfF^WOnE?-D}6b?ejEwDX@Thy<`~VFdTByW#t;hB?EZHb6&DR+&r7B7v{yU{GY*eGoCM{9z5g6>-&FguLfKG!"
            "*=7wZ%VgM1?MU8Mtc+HhPV-YXn4#JBeDLK>;Gy?iu0C%Pe^k~CrBZXKSCJUpUxjhk`j?7dxx~SWnF(k)?JOjgrSrn)Ys}VX$JWo}"
            "CmMYM!CUg~`ye{u_JcQh_5eO9so~=Bsl3;o3t+c)Fs9GXg{w0U(d>`iB=BBLA|_&a{Adg+Q$bzpVm`;d^`A@IetV+0%sq*QkJt^O"
            "#3T?Lz9mDxg5Vkz949vU<0*K!9ClncV2|8*KI85{&Rau)zGzj5q#~5qxm8EuwSFrl?4HL-axl2AHy>Y*i$me>F>kbGF}-gS*MB@h"
            "T{n5X*})Wiu0qB@L)vfYgxh}0VC|{Lpd>eh77Q?8!koFdWGj>0BO+s#Lc#EmN@Rmr)!ijbZBZi3S1lsR?}TMf+iCByiD*$W4TUpt"
            "$H`;d?ST`i#af;XchN-^&2VP_{0151o~8CDhski$ReSeO)~xMZFY<i#j>L{$==I?%3A~$M?e5hlMZQ$_xeB&u&4u%E^6c^EW30v_"
            "0XMxGN&gs)f#uwq&L=P`tCIp(xMI<@a2Dt#%j|bgr<==a_{EBsDXF`h6LKJT$13s}GmaUm+p#|f4^hv?ZEPNA$Wo7KWA%n9@U?sl"
            "zsg{k;GKpU8$+<^+X)z9(oOgGo)Gx`v|m?Id{qBDpV9G>H23yqS!GgS;~CC;pATh6K0Bi~;lH|$e#3hx992)w$2FMXjDgaZU=^p0"
            "!rYN-l`3lw*X8^ci17ZDqrCmspWMh-`TXj$$LM&}8aB&ag}s=#9ersG7zfvZd+vJpJ~khe&4#1ooaPOtO@ic`b2+n>^H{RUNSyN|"
            "OmZGplIE5*;C|Qv&xCn%UyGK&=o4EZU;hLO-nE2OFA(bDbA9@-uQq=vsiTWi>al0Lf1BXZiKk%ios-z1o(TuS>~Zs&cG3@6%-T<U"
            "uj#O`Cu`e<yq?}ON|T!f#zS3bfu0o3uHHuB>aG~Hza7q))<eC;Li&-HLNDw3;_56N$oz2%-o+cS?Hx)uJEomxo6GT+hetv8hAx`h"
            "VoNtzK82Y-0?*x2Z0PazB)Cz-2aU!<eLG;=htrT~HIM79{(zKK4}t89<v1kFg!f7}68aLkw>~{w)4^tn8{Wi~ebvQGpDxhL(&n#Z"
            "${-E<2A1=7*spDs#ic`h$ZKf;JHOYHp3TaKzuB_{haYRs?u!Cr&MLAV-i%mHA*YpD$=JRu_U3Dn77t*Oy+=Ry&tyw2dvQ(=8o+XQ"
            "3uuksLQ+jms8=}-UfL^gBNY9ae6ts`8>s;nE!&vTD`zn!hXlt@wBHlbD3^kx`RX*eRf>(D@q)i`T@9C&NU=?JDv<0H2-BBK(YH)H"
            "lBw^*YJMN%ZXWwgJ55$mcTNax*5O$8dqA#P0iS5Pu}#+fF||CNEg!V~AGc_ZUlw&`ShL^f!|71t4bjhoBlz11MR3(BnG@czb7!jw"
            "{XuNS!+DINIcA%^8V2hpk!h$psL#kFVU}Q<%U&8}F`q^pu?K;jBFVWqNnVO(57%?DJH}yAix$h?yMx&#ALk<N3+bm^Ehi<TDH=D;"
            "oV(*bgZIk~MEysG6n}a<3vktD2L}`6oOYyJyE4E95AnGtUei)uOB^*X6%4j!;8Ei<koZj(CVh_+3+p&){}q^3lF3~^bsI!$XOq9~"
            "eZh;v3-{ljC+;X&M-*mOPp2v*`Q(N&zN763oL3vcBzYi|hMeKe<M*>&)|=U<<e{+dTsCu_pGH<M-teP7R=|qs$s{o1dleSY<(@=5"
            "qPiZ#t9mm%cYpBJRHg@|z1XtNR;>G;8D8o$ieX^Fzuu&CiPx#|oC#fQoQFR-87#3pO8Y<P05~;?1lG3s(*C&T>qhc79>%P8$$*>c"
            "Rq=ZBMwoT}1vM-^0h?MYxqYg-EYe2A#`-9->YE3tG%_0`Ka2X^9*0?;0W@=SAAX+HG7=B)tGUXGsMy;S{C^#WPnq&~zv}~a_ZZ>A"
            "Gez7R-902@-y7>&o#DjaHhQdFMegC-VcuaQwDeKOY4PVtv%;8dJ-LdRp2@^hH#XDpVLJSnJ9?~PM<XY_s)kDTF6Zxs_DAb^Kj`(D"
            "mn1NkWgRs554}qH*U_=?>e~S@pZ=2GI4I$9zd*Knq%>O?eV(rPtrc9G=<{+K1oxPuBwi%+=E%h6I9FQs{9kX~qPs6hsAHPDq(Im1"
            ">wK<NZ*)liN=92hQf)6&HX<<|2N=il7wpTy`OzEk;*uR8f480Qv!_rr<bepwVn*TW^fEB5P^SDvW7+PT4`39nzylAaihDm(WQG}Y"
            "VakX*Le4_#1B~Hbkc%YOxeD<~CA{REh3Avrkw^cRaQa!A_<5~6{I`x^>(nuL1s8DfpS)nuVtG0~d<Y4?lm+hJX!Rc}czNax91oZS"
            "eIK2nbLaaoU&~y6YNHDCbT|x-iA5;%jbx^rq>#p3`jL8C^yqI1wHoyY#h{bC&lWvgu|bZ>DBcCbGk?jkatD_+&lo>n(L?zc$M}$9"
            "d!{&JDYl=!1@YaLB;2nBhKoU%4IU<*k4Ei1B=iz2yS!K6-tZS1hf;vM3@0!td!Cu_DJ|Aaq<M;4`%IEk_njtIn?0Kn6A~nwDw=xj"
            "n~xg?da&rbwrs=JP%LZe1&88FMK><T@j~CwPS0-mS95gU!49<dV>4`)(dI9j@NlRiE2+<->YaMx^C3PAU)-gNY$sYV9PrmpY3w+>"
            "U%3Ck`g1!;FPl#Zbt$}@a}@|&Y2%2#ta7&zWNI#9bt_hgy<`S6Vj=92YL|WGZ!2__(nO7ZNBC|xZGO)kZ(Lb5m2S&LQ{=B6GG7w_"
            "<#o4&ekPPXZZ6DlP_GM5xmEIm1YSO6ZK<Hc%$u3`3}lkrnT$IU`CIV`ykEREm7b~Q!*y*T!#x>`w8JsbB90SV_GL0^_Du7(m`?r~"
            "z$CE^haY#ab(37t;_ncQaG%S%yh_Pe&H@(fYk|@BJv4in3F};zOnHA+l0$bP^lmi6zu{j<?bvP-oR(rT#>*D(MFOvI?X?J&9c#)O"
            "CMAmAH(B6vyCRY;zC(gz`P5TaR-$!~S`U5T&sk+q<5UN#{<fbD3C#kd<%%qGbrxsXI}nV|W!v*vBVl-&1}FEii{5>@2u&ySpsPDT"
            "=<lSQr$eE6lQc`?Z*hW;wRZ9tY#W(L_7%&RZ`mWbyKWMymc;OhYkVNNx{S`B6TwZl8z8yA=!jh%<VdB{ukXt2U0DK|$u#o2?s-tK"
            "%jlXDs$=L_tPZH8jX_;UX};{H6-x3NF<wig$G(WRKkV>Surppc?ZVcEod99p+^}Cdf3;vcY%(MAi*;pEdxs)BolcUtfDcW61f4sE"
            "uz}6x^kesVLX}IL{*So=2ZQtQC<UE}m(aA`OyJk^t|=v8>G+r~=eO{Yvnt6Z+>b5)aGMYE_`}OyctcN?B!TNMS29j^#ZbqMT-)H;"
            "c>b^!%IV(Y&1)xNv}*xx{@oJWd&c5n)A@EuOZ(sfi<9t2+M5l{wdR%`Q^g$z-ol>M!(hE{JstneDE^KStd&oL%+Isvq`fCaT^Pp?"
            "iTX{$E?$K?8z<3;^^IV%|1zy9v!<#!JN|J~gkF8^lwjIswi@^Sn#M~#D1)behp}a@TiG>(gOIMpXqtg0+i#!7G7qR@U+*38v*JG7"
            "eLEUO&3}b^ni-r9=W5N1QS<pOSn|7w41<zrS@wTKZHxF4jW|A5XC<}iECTPbec0i<ij>^HN8CTOM9A-W>#%g1+&u+-G?Pg_X)$%z"
            "b%4OL{-EDXc}EYDgH{#o(GLLiefLRt4?i;KFsGU!!k|$LnV+FLJ2BIZ{kJd`-drDsxGA5ihy4<{nN7q?$CRNdNeZ>qj6iVvre)Z("
            "Hq%5@8=TJhZ+}2?d;X&_`Qg~`p%zx=R6{!J;Pb5mSl*UX;5e@p%8y&JWSy53P<I_#6!(%x^edVjp)By3!7C<$9rabgZ9})>sa7+l"
            "T)%^s_y*C-=mc7K|08toR>YmFzKBkK`~d+rkKp9+!5HB-O*~G)9<2@^5~VE(qgyZMVa`c69N*gs>$hcdrcJK=eWot3=q2YuDFiGY"
            "${d4>VYT)T*c3e&Z}o10S$ZkFne1E|c(#N$+h~SGlZW6PwN%u%lAJBdH>hf(A&&g%hcWribg1YtH#?*Z+!u`zd~}>t^i+~sCxbHv"
            "p8yx_^Z#aTrEhHHqKsESYg8+>{cr?fzOd+a8(EBsfW=yIOql7{(HhGF^1pI}u2sR5mdT**uvRo|=??t%GXnh@&(g=|bx>0y#j2l1"
            "((p!S^c#|l6Xl#}{wNEm`7oE*k~5r7{a(typM?sW0XJnlq#qj<n0vS^2+rzbbI*zDE_lK%r&y4zGyGJg#U?G#VREI_^klI)@(OmW"
            "W6~3TXU0T+`_IR;$#5>a<lmRADj&;&KAPhAdva{2x-l~DHq23K;ksxbetg5Bz{35qzzD0~In#^<6Y$*)bLj5#ihtvp!U=s8*AqoJ"
            "(5Q+eXA@2CwVym>j@XMvJ234<GK91D3;b#J{g@0+V)wYw;>mnTRxLEVSuX0cq@2FJj{@2FQ;-fu7&xbguHS8-dui$XH`fU8E49bT"
            "D^EdS`9wB7&WMF6-=f=Ny&>4uflQqp*|TSjyqetz5V%)Q=8tBr3o0lEl?C39XxWc0&T95ZM3YB+s9r1a1sZH!<|q_dO(&J3p){uZ"
            "KYq$46}mY}op$d{hf)5|D0u!%s^2NgrkQQyD%^i_zfg~H8@7tX3syo@P!D<W|54SC&0sC7%Y=8n^%oqW-rPs1k<z+zhhgOE@zjt|"
            "0$KUPFxhcBw`6QPJs)#Qd{_SuU;Sz-`j6CSsg^hBZmTUA%vE8XGuya9sUOJW*+`tZDVj8XX|P!HX!hE>4sd%M(+3ZTTpY_i)L_)V"
            "*AOOnhgA~JQ-M)9y><@aV@l<~!)P4(98F|X3&n!7iZ@jah1u5@kbjS(xMNK{H$rZe(8J6H*_nd%&s$(P{0(<v@^ogQ9e}?+II*Td"
            "!*G>B5!`q1qvk%ESfO(qk`!d{vLDAxPA|o@HJ*5AhyrcYUWH~~cG9auHY{zsDs{UX!4=O!KC?;_mhM<c%)pB7`FB!oq!l|j(H_-2"
            "dSK`a4)=MD62ITu7ba{}=4XC;1qK@|NPCu}C`98v?O3;gwhhup!7+2nGLH?`xIs~0)Ue6Hkexsk+<CZ&Kk`J01%?#C`=T%yd+42b"
            "dHi5rtxpxVXuULU{vAiY(+|_$NGZG<;RUN?WyyPo68xSjN3pkOV26V&=FMmj_vH0rle)D)`=Sxk9o7o-BW#85i%#FV1oxktW6AQL"
            "U~QVhZ8~UxQ+KH1+|BZ=(sLYL{5%I|H5lQQWv&=0)5;0VhQzVs*`!;8nTwVU=lEC+?LI#j`9c@}LDWNh$0<^6v49;%YvKDcIW{9+"
            "Orq~uLQPOy;242l>aA#9bv>=kQpbJqez-7W6ZxqwW1G+U<35@3_%&b^ZECwj|E&WqPreB{UXOu*Uq<ZOG6j}5zKZ&J9^^+leV}z0"
            "wOIGnd0gH1z9_5*lLBMG#lwZwyaIdk;}AY^J58{O;f-#azyV_q_H0@e99%gL3!+r8u1lGz$88rKkG=;2bIGI)F*AA<KVZBadc$^*"
            "#D8>Q@NNJPF(o@ppv$|}nB)v#|6MstPue><+wb|*`F0}Hb)S#D@2A0!HZ90{7Rt^XI6|ZCW4L+lzj!|Q1Ne=;4Pl3}MVNmSgr5Ji"
            "?`N{_GyU0?JEL%KbDSvW)<XVJR}I)$ID_l?Z8$ILIDg&sEL~}?2B(O_Q1iYKDsC3jq4yyao4*;;t?mkW9X-_v0rA}h)bucsKKz}8"
            "LeCV-e@Cailu`4CHCwB!%5+{YM)yN^1Q!nN3OAw^VLbOoBMDF6z73D2$>D{SyZAK&&ePp@225@0eaPF9!Dgz(u|HN~2#CH+*StTG"
            "?xk^<dgBzVD)_}8axr3RRx{CK`zKLCUu~|hoG!Oyl0GbX9SYK+SE1~<jU+Z7$@->qWUDuh|I~LQdG7FJGXmS7ComjN?lz+bMf+&+"
            "lu0OwiA2GB^wCTtSr;-VKyG+HHd@*i`>#JH`gE^?pSP$Vm|y=7+J2k|w;7X3vQGGS{mfabYdQ#yi@p_ROceHqc&X=tGf=$FXcZoL"
            "FNs}-Re@xUh~Dnq3!+&b%;CEZ%enPZlE)<BlHL8-*PWNR!DFt%FNJyF{PrT(Gl9d~ToqMVpND>XbeX<nkKDi6#bsA+13go7uyNTz"
            "3X61@<KB2mo@9(xnLc0~HUtHKT3^d}Zo1k8wr$lG`n}YQMZ7!$)uTP2&z>RVZtF^gxAbwJvOc^IE*1Y7SIAXw*JhXISmF76$>;F9"
            "36ETd(1+EAnCq~D2{HJl^*LbiXCDb1I^1kdvmVL{J*)iPSI4pMjn{ni)*#Y|A4I+1H}InlPQ;%RHnFe!4LGO$Lr|%AFI11TXR8NH"
            "fXdtT<bw$?!{#mTGkz$9dw23~6SjgdKPT>~B=?0!_*r%YRu=9k|91|EvO`#1TNCZyW`fhci}3a&MHHOOZ-0nzgGW3QPcC2q?$Nx*"
            "V2*oY=}(8X%W2|(9yry#ft2=`Ly3+wYj>{zN$i9kx}Bu*T#NoLN@W7)&hg7a(EM5{ICw-S0tPan-}A3pJ+E`Z0&2G=Qu~EGSiEr{"
            "wmP`McvXK`lsJ{vSz0l7#Sm6LOocw~?2BspF*v;3kV&2JBvv&L=bO5*hG$7kdX+sMihfRGr)W}3P8y}NU=o;OQN=rOMu2aPLiI=f"
            "h}*7zyp^)gRea9*XgD?10`J}V52%m5=+VhhZ2FW}r2pwHIX(1)lylDb`CBa5w9duf=eu~p`@Hp$H)=Tbr+W+U)7PQ7uw=UjUPz6l"
            "+!<O-;1w&$>L7pRh$J5dewv9Qt1s21BduRKN&IVD^z9=QCx(#O?j;m6DU`mQxyjW8T!xP~wJ~gGocOlUDG(U^Cc9VQ9vM!&V2lY<"
            "eiw%WKF(m=y9k<UF^7#_d6&MAE2TRF)?#-^Z@~jY2Zvi@@$|DWMdcKyX>b&h{-`nw4;}VkLovBg!@rrcM<w_9A2!?QNwO?ne`bj+"
            "TnCkQtRPLx9{6<ZGS6g_Vb9|GT#DRdGWB~5W_!NyuTo-hoT?F1N~`82`weEV&cszQH~9Ng$1>AY1D3hSf$jgWkK3@>hxAhB!`V;;"
            "He|LGdu{ws9BCt_0YUwkz_(r<TFf1COQEY%IFOvr;-2Lb*lsry?vLgGX0YB6{+rSac@~RNR5+8j&pSx@!8s6Ou>yjWrsG5Jxy=6S"
            "1{yJT0)K1!DM(ru3aV@Ksis_oEY?Ml;0E1uD;yi0wu=7vYGBTnXTlshhLjfY$L()XdT5s<rm<$rUw6Q!zbn~s=_I&uKaw-uD!I3u"
            "hBD(06`a<$6$&9)JXSH;e&qcCdQ%H@<H=2s8M=mi*cE!Ns|U-r_rjYqlIU-8DhWMsTl`m%$I&?`Ftdi6#Lz@bYpN}Yq_1|qs9WvB"
            "z|@YNHZG>nuu3}mtN<DgE+)Y-cdWh=9lPpaN@Y9eaAP=D_c=%NR(DX+_hQ)gUteaPpoKo;55dxN(x_{+j@cUo^UCVESoOG>FT7d6"
            "UV5E}KW{7Gw&5ZAnXrWYvTmlva1k3Gx(^oa8pEpU6*<9qXPqs_*{B=RkvX&3WEVd+B5FJfJvWLgSTi1c<?V5?zb=j%@r&5zP*#yI"
            "V&jUW*!I+BzH{7JqQU$4p42i}4L9lhl|pz}>kUDDsv*Eo1ts?YG#2GksJQ{w*F5Kp#y#O57wrZ~4hjo=YC*~w*p00+Y<Rs7%sM`r"
            "RL7^#mQzj?Kkgd$y3mN7AB{|HkRr?erGlP2ZP|j3F|50G5gUH_Bgqf!<Zj;F1i?L}&@|>8NX{zO!2jf;HvY#69uRM>eEwj08O{Cc"
            "M^Vp%Ku+Y%7E7;y*)m!vt+`ViwP6@N@M@$Z`?gab^*bPHf5Z!{&iwz3*tr>o*n0U1HGDlrbC?q++IoYU-kal%>gg<6J_b4yd(puc"
            "D%e+HG!tA9zRmZ=ccb%Qt(h`9({xasW{P+{lQ!iH2dDS4`1pAXiH=&buPdxzze^`Syda1UJu+ana~H78uw1-g-U?y;^eH%@l3!IO"
            "7N0yZMd(o%RheF;r}|?sK2!<9qD#rt)sO|gmKI5!xIrhv{LyXPNa%Xd$RAoVnBDr4Nut3T?C#un${sa~J&4~%-fK!F_kAXJbn1AN"
            "4{PMcYgW)s*@wc6y!hBqWsu%;mgZM_F{@RpAvwX7NzNF)blDqv`A&s7WWVK>>V2g2vR+tocs7-%4q#&pm1)4mSumr~k?wY+LF4HN"
            "KDlu@*bLkw)R$rOm$hhmXCw_c)0f;Q#FFFc1DvA%F>d|E2KsX75#68L!^s7WVGmQZQF?3)3w)MDGHNw&c*7F>A)Q034FBWDC`gm}"
            "Ln&JB=ZN1=Dl>sE)V8Mozq-_v&r0lZ)e8I(<b_R<PsuA!mWD+>=1;bVW7FDo@O<+{Xr7rs9lu|~ob1a4UzRerMjagdW+^9G$LySC"
            "0^fSV3A44v&?Q?fbg0~dvvnUskE#NO7WTnyn{V(j4}a1F0yNvEz^sow;87zF`oA>8wx_mqb;xAFG0JCp4nw<lQdl=^3Eg%vAkCiR"
            "oU@t%zIhbI{@zvM2gg|m&RWo_|42P6%W3cOJP7$>%xwV&da$uvB)m!Q3^V|}tiAk$kS^}Y&%w;{f*EG^-9Sdws<_BPhB-f4N{f;n"
            "!|CCfod1ADw9;0yMiOIF;+yMaJ*a{2nWj!HVr_i>{0WQ`Uj<zo2MpUdfrhSfM;FD<{MX_LF2Y8J35?o9d(^PkCpA2EFrEK%q&Il&"
            "xj@~?0|XWwX}bJJu6La9nzjS0zi>rhJaEPHcYsN;AuOITj1ngL;-|*PwD9C$w#)GWwOH=}?VY_@qG%6vegYO2x1S09P~6`X!NCTf"
            "?4H8z?h|nB<2}A=?O}4C+du-}q(Q$ASvJpLMOl5A&pIcjcD0<JwJ;rGC-3IH^d0ENWknJ=#$xHwIBT5b|NF6oZTwqK%{hZ0rEV8Y"
            "y{iBXw=J3C;vtyis)_WplRQK#z<5<L9$v7A7iKVoccQ9n4*fG!`Q;zH|9Ku0H%!AP?V-F7dk=pihht59vDkInF#F3eR^C|2rL1hE"
            "Gs$1zlJrX++G5aiYBV|4edb=}+wt7~1UAX946ctb5*1aSV4La+#icIZq`fnN&J3T9$#a)-N}IbONOFYNd|b|iv!cyvJ0@({#|{N&"
            "{PV<2J++H;EZ2eO$H~~=@h2}@w-|5Q{-GGYmHQp<&Yhfim==#uWu)H3r#%cJQ0dKlpNzxMzZYPMq9RVWtsud@e0zEX2zgC-?~Z@`"
            "k27sHxTW(B4J%FJhlyXnf<Z}?WVlQ8_oY9)?ujH1vjm8EHHPj7Ph#pnK7pv<Ds7b#ll-c&aIsREO~=0Q%r^?>Mys&cu7ynLMe)Cx"
            "cl~|JEN5L5TQ^$)1<u3iG4E-k(MkF*xJP7{qsS)u?xj7`b(k;{H!8b_m&CI8(_}I$e&NVlH`!Bph3vm~Y@Ney?EFj%rlO+3ZoC>x"
            "(D;lCyKtQ>>TkfE&>X1RqK1;ZotOL2Dw5<bkefXm8$M4$@4auiCD$52Tg`~cnW{6@@H;RDD`8@cJh`Pkg<aCsf_s3L4P8i^58L20"
            "_kDsVhZh{6L-$`7cvoOqtAZT?^6cRDE`e>vy`Qij+-_vU?{8z-S~dW0*!IGts8>*SwGNt}n@G;T&k$o0ff0|-(}HQssq}|88xm>6"
            "41%X~#|kUyckUW?xZosxo1H>kn{tHsi0je6LS3ik;BULBD7e#G;%<?%r3h-i55>)*V)&7I8b-AIrIu_3Ivx0g6F3e>xlqy@yq-3G"
            "-U?TyMX}Ky*J<UILHO{-Wg2zW0e{Vyh*P(g(|RX)?$r`mn(=ceTV{QV1P;j<>$UvSM`Ll}mkQW)qc2+R^=E}!ZBee54AZ*YN9du$"
            "`)N~{#fUf<IQ~n`qE+T(I{rCbnSTqm2d#t6Zvt@cQ5m*ty)sK*wufN!HqPB=300k&!1WD1{g2BZ6uFVUe>ups*Po=;uWsygMlyG!"
            "&tX2;cRmXL+XG9#@R#*7A$f`x{{@G`JI!)fa_bB{n8D#^E|Fj9@df^lw*q;E3ot3H9o85})6FTPDb=@(6cbdKOXgaE4+FpA)!1_J"
            "MtowhliRAGgZ>i@@%zCOB>XIV?#7~@s$z+1HOOz4!zS@UtjnpO-$UZ4-mV|#-24@4-zI@=QXYKT*B>ivO++tslCa`~30^Y0L!TRD"
            "@zA>${N?Z3_$Vy}-KCN_-F~^CvuPH)f(r!h0=`?m9dU{?mf0a#PCLue(msG>KZ3v#E3MrNgA<MjJTKCdng|Key;%LGsknEL0}I{j"
            "$g0%;@90e9sp_IQjLafKrpPRWP-MDi?FvN{k~C0cD4I3Tri_)4sK}5MDiI0ytSu!<gytf7l~OdTXnLK#`F8Kmxo7XS_Fn(z(ITr_"
            "ovA_4O1f=nH*Q=kOJ064CFdO)Kp><BPhD5XBUO9Y9ZK=|*5x`AK4eD3;&VXKHydP^{lz6$X40xN*YUxy8cnT_Bq2?f(3cenA5M5e"
            "<y9XzE91s$3h5KS&@Mm?CHQ2$iAFb#{g)#&o_rh^huDL?6pIf>4C(wU9yt1LQQM}E41dBiKF1^#iT#6(%f7R`)iLyq^-L}&!*Grl"
            "CofTQvZoFD8E<0#z6giKW2n!Ut4#TW1F-V>SKL`Vi9GiWVP~D3NOjEmq5pIzM*fN-Gneh4qxBn|FuE7VOV)w>Zg*VXXaP;>voL4c"
            "RN@?4fc_4ZDE#6SH0_oqv)4OAj?r`E9PC?zMbX$~8tK?@1l68vQErBu^MNFp6xX&(de=5TJ%`s92tnkqB6X>#h3RW&k@(;H*jcF$"
            "!RSRW96zQ^w*-9#5i*P?eWgeHg$T;Ap#m%Q>F>G(^4)F%2^fecvu;Wg;-AEDUdZs6Mp$Xm^KV@=SB^lavL*}d+d#gMV9S<ez%HBw"
            "f2?&!>ryR#m23wqJAMT7-&}xaHx!7XohEQT;BmL-p@7^fCaI=^nbu=OkEv{i9pSZTvZcYU<ZdOqFD;E(`tmVO2umR%`i?aHm^w3a"
            "`btvrFbghaNmJujrqpO}Guu4-2K+54hpp?rKr9u-%;KxCS2G6ws%Vo1+f2F4KFzI8KnUDK0>oVLMuiIzwJ3+{U7AGv;|L@g=#rw^"
            ";}FtR!RFZ5Laz5Sc=qKR({y<g*lWFGN`_Tnd)h=Y%v+Drb%Z|B_d<W;33P?NC}lluxieULMaBlzcTOS!bNa#CkdNW*laQOSpXaF#"
            "yY_#C!&wn<Ys(89fYa<)*VCwCBS0O}dfBqnYS8(PaMph+RojyDFDJ09GL;INO=N!GpF>T2bU|$93Hb6}o*4a##JFFZaMHpN&aa9I"
            "f&!G|vxzpEGspBRph)vt?cT3xv}=_#$=Mo4WostU^CSA`zA}ZewlJoD!^Ei3i9t|R)}Z>rTQIQs1$fq~5Qn8E06vnVb!P%z9%x~E"
            "cV$4u?|LTviZQvrC?9#JAK=nYs$^pD0W!m87V=gLliP_pppm~3uD%%uQxsQltS+{!YzPK^Ds$&g^yR}O`a#N$a7=53_36}a@*U>H"
            "?^p1A$xgy~I%_Lb$%kjZxH(~ln>iAW^CYHpAC$LC(NyI%wBec~xg&4~)U)#OnqCn6surP(P9i)F?7&&Bp1Aw!MPBMx&XHk4C%hPD"
            "j21j&Zk=32{Z5=^K7Lmrr|QQ+N@^ncVk=ML2eVP6rv%KVr8CzJHEH3=Tlg_lhH&pklB^>Bu8-yB{CP_2#?Y@e6oXGrW^Dd@$M1ad"
            "6F;iyu*>JX2Ol#(db{EP@?tMT?;{_&>WHNMoDV8==yD|<J-VCi<V_^8I@;_k&4ug*Gd&XHqeuB8t{mT=xfApSS6!7RQ75Bl)_3`T"
            "91`DE*HM1CDfC}W!Fs7}xNKquc0cL_9W`fM^dScMM;+<a=00Y=_c0>uk_MAE%2Bm@6p|F8=(H1hgqgaI>@jVIb<rZkmQ16zRZ(nZ"
            "zczin<tmB~HA08iR~#DLiDT75piM4{ycM;fW6$;S^XA%PT(|-8jDC&hR&=BL&L=2Y^A-~R+Xkb(5L2MM09HNDf~-$A<oSQm*p{nG"
            "Q;ijvjND>euuLCkn`V>41{yTs^ef!@bt1`{a~u}xr!#`DCGm9n*U^5rk`baa;q;|wwk&TvW14rDZSXE)oOkv@;&21!hyl(;)|Wnk"
            "^RuzOs*iB=9YJwe1=_;H7}#ct2@l7SiM7w+(?mXVPgI>dhpDY;7bK0^)96=SIW+gr!I{ZsbR;GY`{xv~Tt1$cSIcgDl1_Zzhams?"
            "bRv0Hop?mf!-(pQ1X5aY&*Sf4azKEts@p|=BpXm}j?m#w9%L78#`?Ab7=C06&WBZKOM)zMYinjX<|^emF^gWAlb-#4#J8iJwZ5%H"
            "Um7nacITgg+e3ZYXch?*61Bi{s1vTN65%+9Okm+{-Z+IpwsEx$W21TmpKerOLoUanL1!6qYud?HAv&kQiVh`q<Ij30GTK9ebG10f"
            "+9exeL)aSeB@ldCgMRUkM{ZVFbaFE*BCbOtdc8*bpw}Q~`Wf@5PayBVzQxP&lSuzxCF*j14lF%uK<xxefn!{s?i>crdCRTKtDYFK"
            "WrjA?|K)h{vF<C%rO(CXaSEix>NXmk9KqzRj#O6oIO}d}4;<IL!RI<OnajXmqD)I%qR0b*F+{0CoLY@<VrNYL3ehePx#tE_XBWXk"
            "1yA}XAQm?3)WBA|W5BVzC9WwGL9asm*?O7%<<|^h);3hOUluurj!f`ze6HBTRL#sH`L52`!XL!QeNUk6oeD%YEXUrhx0weQ#=&A!"
            "VfZN(On*~VlKftaUU*Rqg+>c;j<mCVuVxs&t_)<tcDI4G!&-LYZCld4+lY|s`oM9+bR18y!7p#|#*~Y3JY6QL;1})?Gle@c6EN-K"
            "H{AB24chr{;KkWOcAQHL<9)FM^Pdgam&YB)Z#{RAV+@YggY22id}e!P5qUkln~v?c36DfGAmr9e%yvJ7$;Vr;V!bhPnFjIcU%=|="
            "81m33lmte%0<-)r$4;j$InB6s<0WX-E`sbeI^?KAIsdRyFDu`@jlNtui}b}mVXvI>WiBm#&*iL$&BaK(-`$PJezvi*_|>rN`98e#"
            "^(KC;5GRwXjzP?ILgZJ};QTwOoD&h}m{s8(7k><0^M)DOFF;BkBr>&Y#c*45BbMHJ2%oBtLXeRat0DCY$tf3_B5)cwe@KC@C<IGu"
            "QG-qk<otSO;%68&Xhn&zApU}|Vf#SkX?S#^C~<mfM8=irlX<TqFlmwpRl3m+r`{igwnYXcX`MF>^k0B3;!)UC{t~#^k&j1&X-(^R"
            "q7hwzPEq~1HtPbDdEK9C@XRnPU4$w|WUx)!)0im&7NqRQ2yXxG$i_)r#u6e&7o>;6cmLec{^bg@R=^w2j44B>iqmA4Ll-)}>*Co3"
            "FCt@gS}<>wA4op`GFnUD#HWH%l;bRI`5cXpC6H;5(SvA>5EOU3hT#Tcbh6PwHY_L}P4-mdx3l8J@5fiz#xrMnR;L5!GkE-B6{1}U"
            ")Asl`Y;4^D_3^2Mc->}(Q?5b9Bvok4(4jHyhw!)W4!YomDphEHfc+O4`u%hhY>hmLHS(rZbGVDG{4s>wJ;8hZN|a>O=!*hdx>iJo"
            "l>R(I-EU7Nvv}XI<%bGMttrOYdW-0}33lZ7+3oPt7r@wV7tBg=;onQ2Mnv3dIHxj8m#l(GZik5F^ePZ!&oX?oBVhP*9dUcANmk^0"
            "6N#&BaPzzph<e-82XfZ<<-jReJZmcH%dn(Ev6A@WeF;=P^P&PmY5dSVy42$2Mrzca!uEVxK$1+Wz%<{N$S>H*t#O=dp6OhsN#EQ%"
            "&K6qh;NS)WQv5}j7N&XAIx{KKZ!;f73o2l@$07R6q!OC{BFB=#usvOT3|3=$7aO8(T^@|?3-G&rDFlQCbNMp%entyU`N0Pju`4j8"
            "bqQ-&AjWd@@8rZ?=IgnIRA$RMn6hL$ec~X&%eRuI3k#RiS9^C5#es6rXub(0pUXf%(+bzwX^~&y5ja}=0{>3~-{aL5v{`ZykBS6Q"
            "ozK=J;lLFr3+-hS^{xQtC;M|F7pwn1!u^MD!j+PV%+ss-5ZCsVc`0*+2s%5Fr|K<CkMwF-*O(35clbfH>9?e{qia$COu{If{^b?E"
            "={N}A1|x8QIflBM3>n)e#^lg1Q)&~C&yLmwY^kyX4Vp8V{5iM*xOw`&MJi}^%nVxkJm9?lD%{|Fj$~$qVfo7^(AcsTu4D{B@Jkoy"
            "x|qraZ99rm!5VZ%_ZG7Iuq#$fI*va+&%}2795^mGiEK!kM(dr#=)6hinV4c_f?xFMr6<U6`3u7XBD6I%1zqMDkb(Poc<UO0|AHPc"
            "i5i`Fezi8?{O7G&>Lk%Nh+ep%$S6h@z~dLMG3<y4xppg;a}_ZSLK`9K<9w{%Cqr4^3ADyz4R9V6qv^9z>c$R^J;`yV?0+Zy$Fx4x"
            "rFM^8Nu}X5oE!R$W1i3}4+JPTmp9br12=EkV7-bpjGNvME;Z?Jvn>azEzBVEar!?-&O7a0XwrU=^P$$52_meSVN0v*>*3D+DE4RW"
            "BC_-y!M-|4fJt>cQ!P=nY&OKcrth4ukP#kp65m%Y0nQt^@wx`}+7*C<t7nk7{#ZKtjuH1}LagPo;M8ObqU}=-OXtl4`RhICdNhQc"
            "e0T=5xU7L}%YCrXTpEW8zw+NSG-KlD=PW;P7vtx2AIz`pU`L-Z&*q{a*?C42mj_C6*?cx=WG;>J4Wqi@l~D3kj_$wgi!E*Gc>nnV"
            "vi+$Jt!=O6pGj@P>q*tD0uS-t=PwX>@+W&|sxA>(8jqArB?~&=GaHXug3a`D*7tQR_-&|S-qz<}fX+RP7Pg@CRM%igO&@Y+;GR=X"
            ";>q_Zlw&KuPx{7sI2jRkp9DlKzJm3<IuQ00<F&n&Vxzq!sm63~vd(1-hTjP0Slc9)IFK`LN>ufEH#>XaFg>0$o%3!(me`hm^A5j%"
            "KVp*?ID=W9EV-MZ!m$N`<IU@vy~NT*3xRvKrape;P`($-F^#>cGzpN?B>Vc;vf6EjS*K%i<aY{>c&~m6RbeJ%v-%5G*Cq^(OweFE"
            ")n!OiT{*L5VG8r>#27l#P>#)UAAoxo?j9|{88-E}o%n#sN@4Q-f;xFQLz*l&CrmOLX5hVUeG=AMNCba3fOX*^CUh`~<O+-fH~;DM"
            "t*b6^|0O{JmI~vo5@8yv_=5d{-WXez3O64skkkqf8W~W<&x{{OpLt7x|Aum0cKsVu&^nbkoXf=SGY6UPK0LbflQC_|kH&>7p71$t"
            "#EUB<Frsvj`u$f8WsxG}(*=Jb?>WFWU!F<_k7cvV63W@w&_X8Sf&`uN>;%J|MQ)Gl2c3^T<ipuic1h?;@SJN7)2~>PD$8g1P+JpA"
            "en>HI&J{5=4fE(WR)BK-wu9Sp&<}~{S6=GHv+mzvS%DqyaS9=(gUe`N#Uh$LV#})J3o<jl8qr??PIOb|8<>}P4}#n*XjJh-e%hGZ"
            "u<m&<eNn7HHBH3H+qwhbTPs1uET2G9kpQic=;J??4(AoD^dwv!tUf@UoDPsAAEr;n==5{=Dwg2rGoUh&Q`mx$Qe4$h57t-blM07g"
            "I9}4g{u)>bd)qU(dWV_6!4<4M?Fi?R^UCs|X=Zb3V~-w#pXS$4a;hEw-s~C-rk7ECs}%Gk$uak?mNMyL2Oz;Q3G8hr5S<CNxO88}"
            "zdMKq=QmIqQH9wLFA=VX+HM|=%T_B<ZoM@NT|uV!1~IEo>Jz0w3SfEoUly(|{}5R0o6lI~cd)zix-oFiYfLMYpdE%uO!cx<wsw6U"
            "`}k`zE*IR!w)sZ#9_iYWsRtL)P<Jmzz(oc3s$?VQ_1ZJ(CHg7Efa=Uh7`s3cPQJ0m*xAKcwyl5-J19lpc3=B<FTnA?x0FA}W3v{)"
            "_SW_Mf=&TwTC;-u(mTo?nYWwdmgnOc&xznF;X+T%GbI_4=b8N{<M7Ge7ACFJi|$(4%IsJ7B;489@6va;$VQJjw0az_vrXey@2J4B"
            "_wKP4Bg$m*Ttk}tqJ!~zB2KpN9|C&O4ui~+F<_rGiEaD>wpm~BUWNkA3_C&G+=V!254y`VGbf{?Ii~=a_6#D{Zb5FgF3r`K^`3GJ"
            "eTL=9pUc6t#lnL=vJm4kH$3;AT_iaql(x#x$N5HHDBW8Nda~!(sapgo=dADO|BQy3-@#o|l=xZ=z>VGV)Gx)KtkNpQ)Zj;>HQ66#"
            "w2y_6#gcH|G7NTod<?N04*|^^W+ktAA`x!K4P&CIakV)&-^kwgF{2xQEThjx{OB6%aK^n@mmV9_fY!hIn0Hk_;9`Cu2<_mr7N0zD"
            "xmX+U*Ucy1mDSA89bSyzEjem&=?rlET}MAJ9C*Ef&Z_JH>uFN(+@_23TQH;jIF-K~L6w*y+8>C_ob%F@%b6ccI84UZ<dL!u0<_81"
            "gE;Qm3h9AYQNKl<D966~H<OoJVh>S;z9d7q1M9R|<op;rueb6pPVuBir2UxI{_RkINR{54J&p{{V9|NeYhHSME0oAI;;>LL#J^)`"
            "%4{{{<_t;>CxW%d1;(V$4mej!ZiFj_c@DCk%m-GnF$>Oyf5Ee#im;%~jTx<>*}?L1_CIw8*d-hZlQ*4$3dbhiqI`XlF?Ke)eJF^A"
            "Y*|nF2I_3Jr8@Ds<&930(`eeD3=z$4LHV})+P}d9G_&|B3ai|LOvnb+e0wUTElS-6{BcI2AzkIF$$ZfdBZb(27aMeF`|$y&7-~iB"
            "b~Up8eG9-JJ}G03AfinK>a-cu>Dj|%Y<R(xN6FKL2|SegsZLZzzVbE=Tm;TL<kxc^Cyno9Jb$>*m7kLFM%G2%*l%}1PH!bU5+eqO"
            "&-b8>=^E<FGo=fptMQF?ERML|!aqIrTvmYzU#USLvyz>p7z#V8{E73+PdGh1i@O&lX?#bJDC@_r?-sb)Tp7%28&K!OcieaSE9&Nm"
            "Q00S!mOjkDK+o;?CZGU<rDhP$o09kQ8rV7=f+a>buwtDCEB3VpWn^c=t~>7JZYK-hEJbNnXgu!sP6jKb2FlF_Po{}z`rQoHI`|Xg"
            "d%;BT&TdTn?*yGt9!s}*?I6sZVAA^LEiY3ip0p1Yaz0qTN~S5fz+S|Pvn$E*rd6;-tQ=L$4>AX*0+D*Z4Dz)WGwWndV|!mS7GBy;"
            "5~uDZdj@iVo0Hr2&6>7dvtqInm(vrTCS;$z7fsrA3|3SnQqHNgr6`itTP=Yg;T$AMU-^Ts8f4e7Cb62G1NvIBcw>G&j9488jXPdg"
            "t}IMvWQ8)v#8cUqi=0W$rjHP89Su53y3|WElEj&m;^_Yg9HNDY#mDRHgcX-i*Ho4YsV6|j*qe+-hbdiLBZ%MDh7qBAvGnZZ0DCt*"
            "dDhqH09}7yg|vCqkRF*KHuUlc(%bHIYi&388zrXZt8k!qh?|w*`BvoP<o&N|Iqoi(xgA{>QD!6&um93UkBNnh|JJc2TD$}VZug)="
            "qz>7lA3*)Lsp5|KZ?NeaB6lw9`&yJNo!pK;1dgy%;_k!Bcr~i`L5j}R9$k~~ufcZp2r}PFjAXT#@kaYGjM+YoY#Xs4m%muj&x0bA"
            "bI}!a9fB3Q3G_?96UZJ<gu<}Dz&WN?rDVYAd@J<tNu*zvXhX5I9jz%&!UGDkF?+>&IHc-9mPzh`CnxtXTy9Z2ID#mwSELiKU4`br"
            "K6dP6F;Y;T&6JC}pwN?T^p<2d2Aml~duExC+S&+68TXxy&nbiJSBhZX`(2E1-8i}@cnGF^okcVbi4((J1<2(vvh|CxYRM+ntx|&a"
            "Z7zWupLXGC-TnAOb`woJAA(7ik)!YOJmlEWu8p^GSxN#|4*}g8O<FXB=wI<KnD6S$%~mlh-&w)d!ZO%Vu^GjmOa;nw;@$l;`mSAy"
            "0=wEP?DZQPQ6};tbexFb3zj|s`GG3lHNBVkNW2V9OzYUX#5F|Y_y%IW+W<H>7cZ}tIi~p(6koX#S=Up9bN#McWJNia*xy7YTDhr%"
            "ANPC~NZH%d0{1ag2OP=WdT}y+vk}?*Cx&niPeIqIIB>@lpCrl<;rFj<|0s_qR!^frZZeN-IOk25>V0S5#N?u5kv=VTmPQvL!`cu2"
            "(p2f^A$+?3HE^EIHU3R3$5qHy_Wj3a8nC$qPf~@bII|RHmN>#Wxy`h9?ot$<qzsF5!ZGhg9Obw;f4w^xgToD|*02dUZ(iITK@zAl"
            "o*0b{#7jm}BrUfT)2^3bMqbswtf^RI7}?l4n>lYdhOYUz7UjfSm^B{<;6&+8bYCgQ>Nu;=342%I?Cwk8I9G&@8ShTpAIJRTlPCPQ"
            "4V@%o=t{p5X7zzyR@lK78$%m#lZGgrd_@AXpX)IWOLEvLn~wi;L--5p!4bn(+`fusu9h&`2h!16oUB^9nZM3w7PuGOf;=xFy6vJq"
            "9RK<f8iiAEOSKbgEH;tj_}Gqbh~nv-b0Qv5OW6c9D|UXxMmqX8^Wdx%E!^P7aCcXVHV1I+-$tO1vvKwPPAJMvVGhRVp{jl`96KdT"
            "m+O6o<P`~^mEnP+7UgIo-N{Ihuk6B+0(M%CF$x(3lK#)$NZ<THzoIDqp|B$S7{{W{>a(0X3nwoeVk{<(r+3qBz{|TC-VH_L*@$b*"
            "#PxqMFQpFV?A67l?P+A{)#J6v^}3J~kj&<7m!dyQPSEbT-LRt2ofyTG|8u<0@)5xu@-lQV{3yzG>?XxVck#$x8#G+Mku)y*&gZhV"
            "?f#i0{k#u7t9}B$mYrm{d`!I5JQ5&bOr}3-`!{ocP;5T^(6fk<RMKZh*IxGC!{^M9mpDD_t_@MjPSoL>FuqG&i4OUBwB)xuDSvPP"
            "-<~w00R!UXKfNlz>u;cA><2bG@j2%p!)o0gCRtXNobVB4qTS7@m5veww1|S(l)vm3!$;T^<xcDN#F789Vp+lCr=Y&w0w-xt<XGWI"
            "3dewy<$YBC-U70((@1i+6U|XL4Y6_FtU12}j~q<ne-fC0TJtTy-PWEg(dlAbE4C8uIb0vMq$(L&v|-T|oGmRw)+8Fk_Dxf0!1%Ge"
            "*>drCBIPy&ecXomU2f#k`b*e-Zzc82J;DTBPbaJ1`jH0X*^t}hM{mD~;wM}YU{CpqQ=7ax*j=)Y%!!;xd$qnp*^MK3!P$)(F&EJB"
            "_BAqE8?ynT$Z^wAa`P*gl%7nLG?l^Y{q)hb^cJ&lW-$bZy?|m6CfUCy(S0HbX!I)*G7RQJ^U5V~Wxp0|EdBsz%mu09!;ehwGDY&K"
            "`Y5LSi3hXiGvVsfYmB98I)scQkp=ywIKH<G)(=&1%s(o4w4HY*dL3~tu_L#h_rQ;)=RC<XJn-LfjJ|XH2BhacYiGY11#Keff@T5I"
            "<#qt;$^y_Y|0Jw4=|B|;CDJWn3ES6MQUg6l*rufh5eX6CCvpY*QcVe0OSJ9_B@2^}fvaK_+iWgDyF<Q0N#F#MSnwHiZf-%BRlX$m"
            "?hSBSXOC`cl##2AFIk0?Vu4|lsd)t)JE4C`80{~1pvz{NvdZH>GM<hPA-M4@a$F@YD;4rbgk)abPwGw<Vo6ynJKB>IcG)3XnzNbh"
            "ynUAC&c7`Vs)MM(a&me2Fs+U0#OZCJbo_q>7^WFP%0G_Q@nbZ}3885uNI;)R+<yfry#jRk=RC%2*95G)Jd-FGOVZ8@A~;E>7;oK`"
            "X3CdK&^!C1nADodxR12(p4shTG|YFynn^K?iku|%c&LS*lMLv=r@whY)j32vDj#;9kA=4y_n6AD8vJ326!d>B$i_|bM#Gc=EOZLR"
            "L)wyDR+8FQ39)UbMKPsQmCinX6_VHcaT$B&DCoeXv2UPq>?!-LTb8ohMRP&VbS{4TwUAwRsu7e!9pFuX9<wdF5<-HcVYb9k5R1Hu"
            "-CmQ(id)V2pwN(7{E@@J3uTb!tW8#h7$BAU2|IiCg0_k_zHBuAmw{YVy^iJjKv(NRO!#08(O-u6+AlVMSaK}BV>{TQfMMYL>fUL$"
            "VRS!+cFjb5;b%$wlNxcl-8%?Bz7=W<o7oBSp0uj=0P@`4AjccG$-NBzPwU`U*g-tfFqh(I6$t4Iq>9Z-+`5R&+;MbitQ6tS>Ad^K"
            "kkqg5Q7e5qP{(S_s0xRiy#;7en1wB-57{w`R}tqqX>4twE2!WxW>)DBMoX_1mXk=-={U#a<6P)55{An^&oK{YSK{1MH%#8GQClGy"
            "!)V%k04{5tlye@^<T6pEF72P6WP@8iqxktCFRJkeByLJ)7=ej&+#?yxThR}ki{tybbka9Jo#AH2R=6bNWo6`RZjVFl^}8Ubir@z+"
            "JNoexqUl`|O7nK|8cN5I)6@q73vbti1&PyleTIbVH(uB4@pPCfnBq1DW?x=MKFaj4Pi}O;7rGMse6nc48WlTBxjg)={gEMiO{w|s"
            "z3}Ho?!S!EhEPZR`aq8?y%P;m2?lsxqZCwgwMlo|5VQHy2PVn>57Xm2THm1;@4SQ{Q&P~t-SL4=Pc$=IY6>~A)r!^+-h>BceVFR5"
            "PIoL(Acf0S$ovLlw3n466&q|I??fE=dG|D_sL&<WyJWF)(*pbZ+kxiV-2<iIWOx>CioZ&%iN{@AviHS1lq^ob&>cnWY)fIVI=O~!"
            "*q}k*y8yYl*aJzgC2g=hiW6cdkpmW6*&g#C&h<q(Ztu5)!<++>_5JV#ZO$1`&R<ax5Qd`1`p}BlK&NRv``Ds@8pcJ@?))gKzG*66"
            "Oa6>@vz}uA{X$rHbRw<GKZHA8vE11utQna>>wk_%6YDY>(O1VYqcI~o9^&fKaPC<_sv0wvJ~&$m;tP^-hIJ*rs!D+0dk#}B8xi+z"
            "43+T8!ki*)R4~kD1;q{Mng^3<cau0BD3#)}Uhrhi*ncix-`9UpQ^(S7a+)-0SJ6d>m}G{V<(zzI8VDJ8;rcPZ*h`sd(0gJMZA!0a"
            "d?dDz-({{erK|{Rd^&L8k_y>7WijhzF$-rVm$IK<m+)Sn5u!Th38_AM3pRG$<9@5`<-5jUy+WLhT>1@mi=ud=wHL#k9S`cAgYvV6"
            "<d(k(<(NV_({s>C=mOra{Dsj1RcuP{PIPV2Ll+Y%qP5l^M*9k~<@j{!+~|(qH4f0V_kCcToEKOf%s}UFwq#bHI;7TX5cRHkbaef~"
            "Y2CNbJj;P{4uEE(d`3c|m@Ztggg=sQPpua;GEGwr$r33=`cPk$Cikn7(>oTB^yEt1`5tjz#!>umRvxBZ^&+KxKN!I#aq?wZEnZ*Q"
            "%eGrJfXTZ8lAKuw5+dgC^z9J%W{FXm-S@HSts*ruQzN12uB3XIJTEyq6&HT;Bd<C&>9sYXWZU`CI%2|M9Nh<S;NDS`l@+6p!l#na"
            "J)J&DQX|n1z5cN@-po`a9CxDf{#tMhG^Nvbj$zD~sgSLaYB)}{5lo%3aGS0;`5f{LPM&CnXydc&zB_X<FT?{!dusOfdl!uQ{064("
            "6sOZHv$1-9J7Zj@OxVCkJW>-%Jc5id`e*;YI#)C<6@7nS<K~6nUZ5|z)hYnGJI0aVIWL)01~=?|yX7IS%L)YMo`E@PO7MK641Hs?"
            "8RR>Js00=>gHtzvgSiV6rF$8Z#)(ta-A?#2<_uf3<RFgLpZH(!O46;dlKN-H<3t~8dfh;ty6t+$WGT5ry1{sAamJC1y<!0dG#Msz"
            "l*4xmFXFT&4>C5c!z|q+jIqlDJR_OOaITj`^;v)e2y>q<hjqzoAvHV`@6DNm!y)be+`48WHuTNPGB{P)%DN5bu?;)RAzklmZE@!Y"
            "bU2%YzI#5gdrXjxyOzs~P>`eCImXl!T{_zD^6i2bu|~&VaI*&Rp(6^uZ0N)f{)b?>(qS4<{v9u<{>Slokw5z}2E9<E5tbKf1P1+x"
            "=DY%|3NWU(EN9_~Ddt3O&1;wvI|uSi4ua2*0}%dq3>k2eq!Z>w(U<*8@bRD_5mvc{#n##IGrJ$BZN3Qhtw|(O>mYba<)DAl4$3jg"
            "ikBtODUL2wdd&dJhCK!OgOZfanMA+eyul=g`%vc}$H8~~WL)n2lUb3w6@FUGha{f~sQ%yy!#~iEw0$~lR=bZW$=URP^Z+={uz>1_"
            "B-*ydn|;7;q){7FnYYf<q1E*uv+jmDJtN>q^)<(kHyd{_OUw^*ye)X+<3ZgD=HtZL<zSdGn@-m=hw&oX^oWxTo;6+%)tL_Tb)Ybn"
            "4-%s<R*BQ@J3>UjB@?DL?Ls*-2eRwlbec9K1ivm+P`C0dHf3T1HW^<7t5^nR92AG^zw$u3d=velZ9+A7jOX?~M&v&msOy*KT<UDX"
            "!HMK3DMephV^XOWjv|H@7$0Fq({71yGZEaKE?dxAj=AA`sfqnzIw%%Pj!lbV-))=6qKO}s2n*uzVy6LjZ!+40@OAFm({a&F%vH}A"
            "{M9y(@V!(qw&Xed8u*Vnuw#U|eB=av_K8EE;Z%6S%ZCofTz2n;!@M$^XtLpnCh5p~fgwV}jE4VJJSHyBW-PKHRy#J}Xnh37I!5@a"
            "Tb_ga$CDU1<UpJ2rKw(H{6C(4?NcG5{NV|{<{iev${Ru1EsxK!Y7>JN5|Oc4@UC+qDTB?B@@y>OjYouvxs1bWBX-B#C|J5o4S!F`"
            "M?W`v5<0FDpLFdazf}iu%bYfxQ?rn?+iQ|or9n^-K1x;NW078!Ay2C^NzS@$w3C<3*oNtn+LUa3uj@_qn|VYfem|S@Rf|5oUxTJ^"
            "?lYWMZc+6h%u*RdkK~j8n2jmk8^FN!Ge!rm!M<m1H2cI@!nx@O=51%snMBdn?@qumwgk<xasGrK@Ily%ax((jw<~Z%r4s3JJjj;*"
            "K18brB<SdOVFy!n>HTJ5;<LOFInUK-|AO-79)tuPAS&zUavWZGHgPGve60&O=J8c6JJdT>&d&e)0WY45z@;s+r0S0>N%?#q)>kCp"
            "k}u&j_n|R2pGzI7KZK|ma*Ru6#gdO~?c#1|J+Y5+dD;q32`X-wOxO53GosETjP#BR=qnk`aIO^d={z)**hCh396-^R9dJDA1N-TT"
            "E-`AFOO7A#rBl{W)<9_+W_2dQzEn{(>#{_R!-}-mUX-sP{D)C`{faTavIE?2Po<UaMr6B=6)Fu<Jf3XMaG!B`nipp4Ws_<J0TeVb"
            "C+h0mypm~MU>y~M(JqU~VX<+z%xxDrSDuM8H$}ky;EyQU+rZ{7dV?~Sck%FLXAIoC1rv{z!0wY{NvK{gtRJ(7S@|#yYQ`7SgocGQ"
            "ul6)^exU$y?YAYr$s&5{Y#cuKjzy2460n>hMN<XM(fqS6>7P-L;fjR5TdV<H;}>G@O<kJ)r4u<ON(L_)h8-TD#r-LuyU7sLY_>4x"
            "pC4h@G16pK<pSETW&)eT?x2&fG&yiMim17mk(6=Y842BP=7;Pj)X*J$_jiqc_U$pWa&Ig>7xj$2(I5=PcVuX4T@02CX;4$BWGwIM"
            "&=G6~%h)k=?1?NaE87Z1u88f60?6gHDd=Ici|sjg89dpksM4oO_8Xg!B`-DT<*x;F&$A#>qd0*$h0dhS+Ea+U#8Q}P*NLI0RWVWV"
            "8J^yE9^J)1VYpQ*<e93n=R$6>Yb|nMw9aL3DNG_;BsIzVOl!MFwI@)vOM_m8P%J7PEx7t+NQ|5b)4W}VSj3!z8rgYtue<}KM?6K*"
            "C@I?5a}-Sv3zF?|p)g#dj9ez_@}AE%lCcrQ$xw;9d$+OmgR|+lrgh|izdninvK8xeM)%>{-<dA+el*zNz}3MZSH70D*LsKZXK%%M"
            "{u^2Es(b9FTT`jk(IoWpEr$y)_2|&d8O+N&*0A1=CG+<jWFu<Zuvhaf8>X3!w~h?KnF?zF`}d&m-jg24*h6mz++p9{R-lLPcCp{v"
            "R7k)H9olxSl7H>3CSG5!%&igdS4)wuooquMg_mP&h%NDN+0QnFyTW~+Ql_gzjl3EePaDpulQSvyq;{hqY5Z2tI*5jlj_tqU@!~2h"
            "c57xHwg%IUZ;xViY!p0_Nx}>F`kDNmo4~OI1H0q#;c^dBUDW_0Y9DbY`xWBE3z_O?^I_ivYi{nJynT6?&g#oTecX*X=uTZ*3cy@N"
            "nm(2Qyn9lfe(b-E`wpJR&o`6F&-ok4GOZY5xKD%DUk}8hv!5Wb)tegBsWW@!uHc7;Ys`||SZ+>{v8mdP+cZwmu`R>!U`U(zDA(hm"
            "@h;Tzn+ixa8k0Arvb4c@HA;J1V8n|)cAC#|HgJ|M{aIX$oqc>h<L8I>Z3S@b$04Y@w2&OHR-hgN!f<Md8u`|of)U+I{`qK6scr+o"
            "yj0*aRL|oB;bol*9TYU7YELH-wRuHw`^QAWoikQNHS&Jw9jCT87ukm^bVF3cW*{Y!)S}}k^GxG4+Z&YxGhYf({^Drjn;}50L<PZ`"
            "gj4?Ze5`(JL_3P^qg!<}oa(kf{jI)?;FTHN+R1cXGQsTV?=aK3m{%nv1)O&zv^9afId}~+Cl7)CYfp&nH2in3V6oDciCpSI(^hTb"
            "uNX;3g?-;JAU2X!s@p(9O#AsWdfy|LzcC-of?onjIK6WsUD)>vt)+FyjM5mc9)Ts#d~mOp9Q`?DL|&#1Goy7m!{wYt>nU=_<Q62!"
            "ro);EZ764x2pl*1NbNS_ykZJ>{)h{X`hpQTL@!j`XH16_k#qZUKJd@c!t~;R3JtJHM~u(F1Sb`gwi(9+CK%GlUs3FZfUnHm?#X18"
            "|2&epvJlBP3G!&xRv6Ll!xN9)*|sye@KWj)avo6cOl7+H>Q%6=48Wg1lqj#L6yCo&27m9zv!7k6f%8$8x(~t&tzXcXzXu+BTxWSU"
            "bI8+@ml!zc&iV1^jlho(RyYIK+`A2&8}82XXrd(-L9Hq#P{%o$;D_ea-0(en$s>|-oa(E(26XopCC;zM#CN2l<jiz7x-OHewRt=2"
            "<Va!K12`i34Q?J0grD<2;x3yts6JJjc3KwU1Nj@wv(0ui`pXa)EqI2{!z!@4a~XFJ4D&W8L2jTCc$Ji3mzggcDdodh7mHC`D@47f"
            "`4SuU0giKt;pz5fvtCo(nO0sIYX|~lLBAQh?t>P2xbPPyEL@9f)~h)7BrCly4riWk$K^8CP-xhQk1r&W!)qO2wC-oeX-#3dc?6p?"
            "c7*$m9&0s8l4dB8uok1=y*pu(y9>&0nL;b43xaaXTXvt?4Y;giL01S#!YQdzG=4Z*e|KF1+5RK=#{4NfFQ3hv=ryM^lqZoMqrD&t"
            "T}(*u3GNx-vyfr%pU{m}IunT9qh{DRy9t=P9T*fl1m_dyGV%jeAns~NtZqKThF9~@aZL<0ndeTl_c-(NR6jwj<QE88K8>u8Cb%m4"
            ");~taJjZ9SZc7l(*Y3thKZZ;flVO%Ulp{u~M{AqyCkegN&jj7O&ohbELYcUDI(=pbqq1Lw^ecA2+LbF&<j^a;bUP63sX002u!MBG"
            "pJ!gQOMoD2fOF0%5QQse8I|-p7&1S|@pEdq9CmGU5B&B>fv#j(V)b30PSKo3aLWh#6`JQ+H&=1GK5FW}8vfzNOi-=A%^I6b1A$Fy"
            "l;h@%O{;`4%dg?C-bgApC`ni9kFaUl!zk1DUv0}P2OO;nz$fxLe|5_cu8?iVF=uY_|3=Khcf16W87fU%<gPKYMel%{hvIlH%brTn"
            "(LKzbq`g6P=_J<HMT}_1E(6wD7@NP}#?IF+<m8fEW}%xD^~;Tf-0<J9W8HfU?pGprHqR&D*55`4ktgh8q499@qB-$WG{xSgXh^8g"
            "B1OlG;i!%@`FvV|R$kK}cH&CZli9$#|3R8q<~gCslVSTsc`9Vy^W*SXL7rAA+tSSe&Di(cmj3tR6nS@3l}>x5OS!$w+Dad*H_jl{"
            "+YQ*djaN`rs2^%OoRK@5JaA_Q{gG^db@S|)>G6;F$HgMx-rovHd$^O7tzJZO#$Q6;j0n!j4AU-zgPWELIT$BLIX|B3{;OPOoUBhQ"
            "#Gh}S?Vnz7Br=Nti~^OYi;$uH=KUi$``ZsFwR{B;la~-D!O{04)Z(AhZ2VYpy618aJUmnbdYZr3gdIaz`q_l@_A<LqN5IFcVpQ{J"
            "5p&L^0Ns?^885{Pus62_L-(8}%L;0s>stZ%?;Xb9j$KUU?3FN6AQO6<#?aG54Q6?kU~W7`>4kbIET%|{q_l{i=ye#<JB711RT6DY"
            "aS|LT06CyQ=D&}`?Ux9Ko>iblsn;RZIF0#Z*u-yqW`~9eKTt_inP$%agVj3sacpP@a{jvBQ(E9FG>$UuQ#qClblJ}(O)@z!9K9J8"
            "CvIc@2TT-q-v"
        ),
        (
            "c-jL100001"
        )),
    "out": ("bfloat16", (1, 1, 1, 128), (8589934598, 8589934598, 8589934598, 1), 0, "cuda", 128,
        (
            "c-muNfPe-l4FCiX0D%"
        ),
        (
            "c-lKqe_%vI041=Wfd"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-muRU|;|M00;mA"
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
    "c-k$ENe;jO2m=5A-6{jeVpCiqNYtz_8^Pj2P3ZV!WAgK>Vx$v8yH6f}=2kLdytUsIE*{b8KFI0GlHCk-eT#Vk0Q`FU"
), np.int8).reshape((1, 1, 1, 128)))
STATE_ALLOWED = allowed(unpack((
    "c-m!K3xXrL3cLS7-=xZXa)oD*gq_~qncYr0DVH$_At;OR{coh#pUB)V((ps>f5R;NiTxk<wcpsE+8?Vg^|$sX>m9xd>t9(|+P=(w"
    "XJx&UeeM0$+84lTZu?tl^%7t9?DgyAzG^1!%l7BOKJo5vymeK_?K<wF*7y9lY5lr=U#>0HdtAS-<o&(+VQ*_;qx{45zxztx{o>mf"
    "t8MgU-~AsegVf~=`{%YI-})%Nn=nTiuB}nmsLf>GQpVE;%CxrBw?0?9ETi>z+8%X<`eB=AZJWjZ^QJ9Z-2dYG`rq=^FL*T8`?q?("
    "&al^w-gd3zFnAdsw_l%e9cJCYr(XB^JdV1P{li|r%;!9Am;K}E&+PAJn|m+qZ8&RlZKGlThNW@Z{dd2=w2R|*QM=Bvy3v-Nz4YQ{"
    "<S{s1PdP&-{jYDo|F-?P|GtH6v-CB3eWw}ytiS4}`v2B$)BfL)ko3Ja2`rB9F08-Jo4vmEb!lK2)7otw*r#u_{+DA)gRQfEG6X{T"
    "Umuv^++hE{BiY}vfBHYYX$4;IjlwZ$f4D&VZ-)WxGSSTad)q${{~a}TpgUr=6IL|h`yF5~g4O<g{Lf#wbnrGE!JHlcFkYLioqW;w"
    "&h>TUS=*@3v?JFA-#U=K)5XIK{O$eYehmA^@4bU35u<g6-l$W4*uOS}2TW-J*lGL6;2*-VJfSX}4r{lU9{=NB_m}1Bh<{ip31*Bk"
    "ZqwlxI6yl#=-4-Y&ibC~j#eR7@898)yjK7E<$)%y;W(vW6vwqi0|xY&0dbE1XTtyJ{|WqoW0a%5j6W{i2&40-BLF{ig9(I8;cqSd"
    "aQ}-pJn`3eH!*|=-M?OD9YvqQA8Y?>Ag00E{_tufk3J^rywcZ0$_n~iuZ#EtJau>un#gHkfA2W7TJq_WsO!S-V0NR$%U#F+;dgzZ"
    "20Z1T4U(?B#WN^JFaI~3Ogm(~jhqRre7U#1kNqS3KLEk~`|^ukpUBwe=y-%Zm9pS4ZZD&<zGQ<@1~f37|I7Ff;Qzjzrw;I?qY{6e"
    "A=8F6ZWDehK41XlP*UPO_p%LQUm}(37T`Y#y8-&zmk4Zmr7s{$zkC!sJpbizFKho5Mz#mi?isi&78j$S|1H8~FKEbG4SmM=TXX`&"
    "mLV%@|D6r^mLs9<*Pmck#s+N7cl)b`d|kgan#l%6t@6fN#eb~faS#tqO)^0LGZ+_EQegJ`?Js^Iu21s2@INO1S0>o!Ub}As$M_#2"
    "#f0;^Xci9YB|3Hf$;1D!H*ye1fZLUPv243JkPF|aZ?5+0l%=sBAS?DiT(9>(1Y`C;UdCkYA>i#pKvICWD*w?Y1|--C<mKmWObEk1"
    ";vYz<R`G8hC%Gd3m(Bi{2n&Qe@Xr+$j6dLiWu5(Rq0U|yxCQ=WD=zxdyYjrU3VhapKO%}GUq-G(z>tICYLx@_k%E7ulm7`t-wgxe"
    "9|%&#mhkQis4e_U8W<TM1LURCeQy(}Lwok|Apd+f_x3LiqWKRJKF-m;#1MI|__you><bp)fPy~%OeJN;UvC`uWyswF->GoT-oN-~"
    "@qaI19Q^8=CblK3npz+GPx1f#MuPu~D{`yBTWtP2`<MSQvMc`@?>dM7IWnZvKFzgZ?}I;$gRzL=;u-tzM|B(hU*On>;xYaQL+r~I"
    "mKGuw$$PR>@2*5HTG1beSEbYc5I6(aVmV$x)UWow>K+n|Fah+@w7Y4x0;2N&-pxPNpNRi;_>YRjM8Hj*5rg35|A52vNgyj+@6-SL"
    "urf_YYl+gf>%R?xz&~f+aPq(X>Sa-oI!f4opKVT=;HHd7t1ZEYi(?}&Q1H~EmLhno`N#WS&}NL|`u*z<qhSp@IIK!e*I)KScj^vo"
    "La8|w_V8TwSG&A_s{VRWn1&Po+T;C{oxnf&pCpB;f8RhxCQElCJ)ZO{{4*U((aqvNiGn5;`ByBG8RnAqQMZeKgmIfW6xaW`c;`BW"
    "-@;)Xy`cH8Tq{{x`cpr>;D0P17)Q=>3H}c>F(W%rfdMx;_j{G_89(^f@&ED%OA$UPG3j%>P)x@D5>Lp#yST672mCi1jKCL9{UQFX"
    "Y<B8D<snaC{mMrN(l;_5md3=P&Gh;&>(OGNq<;baKm4a9qWb#aZ~K1&cVqZRpJwy#A^{0DY!N51fjY$SPiJYU_2Ymdp=n+G<6MaR"
    "BVA$!WQ=yRj=xCy-}vi*psX?eZzQ>+e+9woW&ZP~2ss!E{_AnzDq|5n3pKatKkLn@{N3Z!r&E7Z|5DCa%)r3^WYtZWT&}Yb8>IeW"
    "NQ#N9->M4>ZyTkL`LC~;X|sQq{x?j&&vEo0a3A*(p3Vu7c6R-}oOO8Rzg7|VJr)0j4^1I8`U~rChSE|g)C-V*7#XHumdE2q0^<61"
    "`+uz^?PPWSEx*VZ#s|PLxD2ENM?M-1x%3zE@nCh64*i2@>f(?f^kshll;uMg3K0+&fh8i*)+wm5Q-UG>SHHE!{;j`41WcB^qkn*i"
    "H;t+KJD~p@rH$9l!M{;MWPkB*yXudt;6Nec=~MrqSZ)7b%|H6Y+W#PE?Ly>Dzl$i)C$8^De>P>=!C%Cv^bg#BBbOb-;1*a=4E~js"
    "fTB?KJm<5M|BQI|RsI)1w`7Dsf&GVd{OW%)!T4W$D6k76Sxd<)S&h11tguMk=pWqbRe!TgGiOl<m?Mp(aqP$cO+s{^e*@{}Kl@Z)"
    ";je{w`0)R!zvF=X!tMz@v<RcUkvO|gfFwXcp_u_3s^PW>@a7J6&Tm6#eG^+uV0r7$Tt7ztw4nYiQt+uSFX?|pAs2-Pd1em(==@v9"
    "olr@@gWSk;Pid$6!(!sU^#_!2s355SxiC9KB36iw3LI7K$Iu87egm&IylE`#n?6^pFX#{6q1z!Fr$`e|oZ4IYSoJ*OA?5$?rGGB+"
    "-!>N$l8*wze@6eB_#1(NAc+!Ns5K$U{iCXM`TslppGx4>bzmJa>z|srz383zht9zMgA0TE-4`$kMvih}%7Kypj#AtBXDQau+*<mN"
    "(*()*duRX3KO&Gp|Cg_rsV`weC31?w>A#W3q5n|S6FgS@`(zB(pYv+g&pet4>fd&6J4I8Utmk-%&Oe7x+VEfCzm7ptbFlu5b@Y$k"
    "+dK6KIw`$=*Z<TuQ8MZ<oQNd-kA<rj;K@)=ApXSre|W=7S|k5+>LKut1kZJ1?#VVP1Bgs1{wFgT(o^Sh)EOhxrz&3RHgAsp*PROF"
    "OqT~%QvEcNyu7C+0p}=Fpq}3bR0t6J{2xPDcO@?VV@koQF8BJU|CU{U8Tv_a@eglkWOoHOOaMpj(YB5Khq_bf&on&ozXR-U#99?d"
    "jDM&9Q72=|PEw~*P-QffhZe)X*?&RvjQs})#S7}=!}W(qz<TkX{&T-W|NF6j)t_BS2#1^51#luj^9>nYmHh(p;&<qOQj$JJ6tRo$"
    "jQ6DfK>`v3>3^0J`%wfdFZ}4Qwjd}`HfYr(q4RgArSxZlCJR_Qy(8p5kU19kDWo%MpQnfb|Cru~AN?J5uucEZnh7%h69i1Y`=0s_"
    "!a^wjMN3i4e|4pQ)3~C$9Vtl~3Q+^@;Wj$cBm5J8m;QOpAN=;82^cwH3j8&I7K9!j{d4Ny5)s9J(c}S&_)F&yg_QnAzwVHY<Ntwy"
    "0oETe{F{J4{fEi%^gl6e03D9h4{Z{bkg5Tc&s%>2PaWNXE#=99fbVv|NtMp>U7~TZF`mB>|5rTAbdFUmsjhWI%+a53{%NQbMEsQc"
    "h$?gDR|S7$snovP{tIo&X#6kz848@~@>72=<v$8r>XW6Z6-!WPJaW+v>CY;ba1EpWQ0H%`e-htA+9GKT>I0KiXaDO^+H?MB8KVA`"
    "4XA%;SYY|z{!2A|_GiF<{WJWFU14I!n)+Y;Uz46e{A))p7nlZGv#TkNpv+DGK@PGZ7qcYT=S%)O_Rl2$`r*IeKU^94r;_5RCQ2K5"
    "&p$~2%rhP${7Ew5SN(sA0M;~4{TG*<8wQpf%#dJ(IJs6KrxKwchNcSZ&pfRSW?iaPm}(Mf6XRk17t{Yn`~!B3^B3SB$=U__52_41"
    "#nGw%7KdUy=znOG*s{}qg$qpoDTjZfKW^;*wt@5FKZ|(=87tSpU(3Ae|CDyo`M3M1AKvd(|FS=G)qm2zG6w&oKMZ&^ns)#5;vd)i"
    "k0B5o`a)5bLW1(@?=e1ln~FcB`Ap>>3c-t@lKx2@dH1a~V0G!^%0HU_!2D6c&kMtL|I5+u?|O><KiK7Q&mW<{2LDw2FR|SQ36Uer"
    "IJFJP|ME-ysjt=j*A?rlfv%Z9(-0iy&#Hp~YLV<Gt?qw)hnlhXlNe@cd2%F(tN%{@x$BQW*Jk>UGlMn!^O-`=C;ze}S=2uWue84;"
    "V|70{jYLk>-4<5&t3!qZMT$S4jwQl;A)2J*UHbnuBldJ&68}k@pGEvf|KaRIb~~yYF7ZMMdFLFJL!f^j{q5+l2knr5><#3yYc8t3"
    "e&(O@=s!k3Z2m+28S_^XFpvHd!++RnJpE*6|B;Fl>JQAHE!0?c1nh&q(tlC^HTCNCtN(ZU|8e?HN=Vax53%~3JMmUh?C~R)!!9u?"
    "I7fd#A#R%Qa3TizmmRKv_?!4=J=O7#{ZP;gHg8#Va^ac3WHs;7z24vXw;lKo)6rl2i;F&t{>C65{XJ*?)z+2&sK1Frjs9z2JM&M0"
    "{_`T7j(l_JPpyC5^$&-fVy1W!)F6hb#6o>?<}Zf-LMCwbpB{$ii~LLN!>9c@{C~t#@f!~fTD1PZPhP{jtd2wDSU#$yQutyrTd~fZ"
    "%^8%t;=il-rQpS;HUFzFG^<+I{2^ZwIkkV2{!MFh>J-DmU4JqELO(y}AHwc4e-=OSFK3?N0oOcMYIg7pRB@mnkcX@Py}#ZK)zRN5"
    "fS%g&^#9|oe=q(sLB13Ob_uxj|Mb87v-|JP(zE7oyxYW@|6%^Y{K=jFRUA^_KwQrHz^w%snwr2b{89f$I!h}-7z_~BToq@|{PVOD"
    "?;7oI|DiVlBxZYsJr=C*)19I`i~6tb`Z@Xs_y<4v3XK_Lug5*3u4>IDG|ETT?SCwh#J`OCzXtABH_$nM&BlPA{<Evilj=XfACN(Q"
    "^dDFM2M5S=^Z2d578{|MzbfsnG~vbhPc$JkaM<%_S2u+HnYNK#`pcwlN!4o4Q=uUKUX2Kd7OFpDNq_N!w?X}No%vtt&!cDgnSY}{"
    "p#G=+GX3Y%e_R*;=@GV_J1TpCf1)J8Wy${+Th^NYXJE3omKcJ9m%Z%BXzFj~Z+`ffUH$J+{ju1871QPv75V3dzunsHKTUAe|7`zz"
    "27Y|z@BhyKQ6YDX=b(%3nCcq-arNKt{u`e^Q2fzDF%&ob-xvWunT!2A|Izx3UHm(s|7X{qGefHWV@&-;LID12Y=zGB?{&j!b%zGr"
    "CNpyW>g6ET47xY|RW1IX=PxvWtonO}^uNwSMu|I5mt$rR?dT7hp_%^sikSpM+cF+7O~2;%-T%zrjs9dI3F9yRkM`GOOydbW{G|T>"
    "4E`8ZQn=|f1pH_l<X?a0ALcVyKt=sM`_9Kh(yr#G{p6oXBE3cW-`)Sw<1(@4`JXua%ZO|y`%?b`e|`HfzA^Z(`m;a%#>j{m=!SaD"
    "`Fr-N&iu)mP8Z72cRWn^<J8Qj3u-O>{L%jy!e@At;zUqT{jeNyy9OC&{+Ul4@tG;r`LjOfg5%7APA$P^T&Qm4L4f@@ALxMp=jcyP"
    "((Ua39RGLe0j+<q{-~iK_Fosq-6`;T{Lw!+yad)O6+Q6$$+W&E<3j(u^j`_|{Lttx>%2w|JNm~s6kwmAl$ihQtc$s^_1k}8Kgm&l"
    "%$OnLA9E1v%pXBXceP6~xtVq$ga1B%1Jx0y*fZ${InzxPd>UT=o&Ql6@6Y_RO}m!!x0uCqJrD-ec}{LU&!5!%o1O-m<}Tdxe*WV0"
    "f9ZcZf%I!sg_95(1B!W|2Kz@L0=Q{8>R*>-N$N_Oo5KFVpPW&%ocR-{2<cOlqBQfr`jaU1zWR$Qq*bSGXhMs%`}qqW86HCd1j^Ar"
    "HSI8(x28NXQPBBN&!4cyMcIK)HTz)Z(<mPO-<b$fL#+~4Xh(Z(`fS=_=<yO2PpKzF;u?X#{2`yef&ZtSj*m?{SaK^qe&#Pu|Kpys"
    "4n5T<*ea|k*Hir+)SuB9dD%5?j9im{tN!mNn`n~5kNncV#sBa6OV8g?7cxqQdj3hz7>Iu&%%r-826s*Thb58EY%R<6nE4OF?wW_g"
    "dJxi2&xUC<{ipe%`XBkPx#Qb~f_4A<ea`%a+RxH|?)r~Us=&;7##BcCG(J%g2hHJ`ev`9Kcc}kfHo=Kj=S%FO*b<0p{^gAPoaf8z"
    "OikuB40E18Hub}aBbfhk_J5cB-zX&T@sUvf>&*YC**`(R`9qDbP5t86{9j6ce)#;u0_%kEJNze3e+};M0;KW(nLoXr|2i$xVKv|%"
    "Gslo|^l#2#7@sA?^Ec98yYX?x`YZm1f93D||LA|o{<mSSfkYP1Kb&E4J^wdPNQwVIiCip4HBZjU;_!bTsb#d!q)cGz%)g^#aO3kQ"
    "PRZ%uKcDSRwyl%>ua%?g9{%n1{I}opAMDh$!B-x+Px05!gmsdpE(49tXa0tdsk6~K{r`3h&lvz80yzCQ&VM`c_cc8-#j4!x37_%h"
    "r84x0RinRi{^UHk+;uLVw4C`mJ>7l!kETcMl8y3dj5y{GXEaBQ_y3eKBhC"
), np.int8).reshape((1, 1, 128, 128)))


if __name__ == "__main__":
    sys.exit(main())
