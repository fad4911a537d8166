#!/usr/bin/env python3
"""SGLang JIT CUDA KDA (through SGLang's wrapper): a valid call that breaks the contract.

Finding 1 (upstream bug) of evidence/upstream/findings.json: cudaErrorMisalignedAddress on a
pool whose slot stride is not a multiple of 4 floats. Its case: the shrunk
outputAndNewStateWithinTolerance case of
evidence/upstream/sglang-jit-cuda-gpu-scale-0.002.json. Written by `kda_cases repro
--findings evidence/upstream/findings.json --finding 1 --check-rows 0` (kda-conformance); it
imports nothing of the suite. Needs torch, numpy, a CUDA device and sglang 0.5.23's kernel
modules (pip install --no-deps sglang==0.5.23 and what they import).

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
    "Finding 1 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): "
    "cudaErrorMisalignedAddress on a pool whose slot stride is not a multiple of 4 floats: covered() "
    "checks the inner strides but not the slot stride, and the JIT kernel reads and writes each state row "
    "as float4 from state + slot * slot_stride (kda_packed_decode.cuh); every shrunk case has an odd "
    "slot-stride extra (1, 3 or 17). See python/upstream/domains/sglang-jit-cuda.kda-domain.json (notes)."
)
CONTRACT = (
    "The contract (spec/contract.md, sections 2-4) asks this valid call to run, to write each active "
    "row's out and new state within spec/tolerance.md's bound of the float64 recurrence, +0.0 into each "
    "padded row's out, and nothing else."
)
SCALE = 0.20851440727710724
L2NORM = True
LOWER_BOUND = 0.75
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
    from sglang.kernels.ops.attention.fla.fused_recurrent import fused_recurrent_kda_packed_decode

    fused_recurrent_kda_packed_decode(
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
JUNK_SEED = 2
TENSORS = {
    "mixed_qkv": ("bfloat16", (8, 384), (384, 1), 0, "cuda", 3072,
        (
            "c-muNfPe-@2n_%P7XX3"
        ),
        (
            "c-jq*VQAH56vmt87|mr7);6-W(&a)o*zP^&eapRPR@SW0)o@d=OcF~6Qn?|qqTOvM-FX+9aY0Fjh#y*Nx%+?5d({5tCX`q+s|mp!"
            "l;|eamtaQtA+yW#<@xY?`0@M!<8TKwK@Iou==cNUojg)(eaUt%K)YWG=lvPT`-l1S=p7z_fBdsN>B}*L*(jguPaMEPvKdoRE>Q#f"
            "coWY0H0;S$;No04zV1i-5NyV$a1M{a7x<cQz)3t9y~qg|f<?F@n$OML&0DYwt6+z}i?2c@ulHlg890JF@$VwD98Y<}UnZuLqftNK"
            "^glq0zvd76<=Bfei3`35AL6yJ38#DyTn2>+_};Ja9~RA7zlMJ*{#b`~T;Ut|8<>VaVHwo&#;AiEIqg4!W_X!zh1;PJ1|elT>?NKu"
            "o%VgX+q@<HQL{AK6LP|Qj3l=ZZOSZ_d+o2`xYXIFZJQkn58^JIE30{*{lIPy!5%S>N}s7Sr{%WUD>;)f!}f8zK=#;1S%oQEZ)<tX"
            "l*vo-b68+LgC<#z$4s}mX;P-fo(?z6MN?Z`Zj|}ZW(ww)uvO~q4moPhNENQMgQi*<WT$De)=Y%7thB>Y8t#`Zc1X^JY*-=NO`E(a"
            "CAQPN7Z889Ag`D*I}oaERjB9Pp`E*MiLiN9M$LrDgtT2pr`(`>On-B|)JxatUw4?Ep#uHrKA|UdH(k+m%L{taEuq6YFD_}##@p2D"
            "eibUwy)hH&4SJV4;)_%n56A!M^TnKZv+kT8bJul}O7ow#G`Ke?rMt8`U#j&wSHE-fG)q;qO-u6|;(O>?EP9_-=(Ou{N2!xC^sQcg"
            "qD_as>T*|fEzM9S{)@^fqla{%9&jhAMz_YRbeam9B(KTVM`#g^yUp>1cp3F*H)ZlsTt@rp&epHvIc|yuw9>tO_7WY}L47Vi8h0qW"
            "tGa<^<NpBwNo17"
        ),
        (
            "c-m`VWB`K(E(i?(3}pcf"
        )),
    "a": ("bfloat16", (8, 128), (128, 1), 0, "cuda", 1024,
        (
            "c-muNfPe-l4FCiX0D%"
        ),
        (
            "c-jrj&nts*90%}-Et^m~_;J{12Wb=+rJnES{Vh`d0B&4%k<0Q2>>?o=E4Ak`YKOIy9~XJZp3nO!u>;~jS;|5FfE{*FO1%DnSB~>q"
            "mkVvRpXg<iG3@B0-ZQHqyTUA=^qez%F(2B7J-PA|!GqkGW3+2kVi-qBib(l2oy2JMKwP<2m9h-j5#G_0Br@`&9VQ;Up=lO$ik+DA"
            "E65|E&yH(~=m~ZugSbiSiS#+^^faxTh~QScc`EO`)GjXZ5NEP1TbxD<YMkJpgi$~VVIILnC}=QhUjOer8|IfDqP8xx^5yhnmD`NK"
            "$QXxY5yRX-PEvNCYy9>Lnv_53=65y"
        ),
        (
            "c-m`VfPe;O2n_%XB>@B"
        )),
    "b": ("bfloat16", (8, 1), (1, 1), 0, "cuda", 8,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-qsj2LJ$(0B8"
        ),
        (
            "c-muRfB<$V4FCXG00{"
        )),
    "A_log": ("float32", (1,), (1,), 0, "cuda", 1,
        (
            "c-muNfB;4)4FCWb00I"
        ),
        (
            "c-mXKsdGO727dye"
        ),
        (
            "c-jL100001"
        )),
    "dt_bias": ("float32", (128,), (1,), 0, "cuda", 128,
        (
            "c-muNfPe-l4FCiX0D%"
        ),
        (
            "c-jE~0{{I}M}fW@L~FlKE0{hm!7e>XrV+oKBQrnM^NBv0nFGJ_zGps-tUA7_ZR5Tpo-@8p^yWTo_AkFHGuJ+OVpKoEGbX<r_$)sR"
            "kXpZF_?Nz|7Y;uu7<xZCG$+3Wer~_#m)|}55g|Y90%AY!eUCnU+$ug(h&(<$nTNjpwfVk*iJ`u~Q4BwEk)b|1#!tV5OG!Vj)-1h5"
            "6vDg^^m4xlQX4yTA}PK>?C8BEc2hrjdrQ7@r&K@qqFFzp<bA)_Q=~o4vjD%Y!G%8El5D@gK@q=9uv$NQQLnyM_cT8OdNscnZDc>O"
            "jCQ|)%|1US_uxLOdmz4=5(_=-n0&wc$tAvED>6N<C3?Ts<AFYa4Q;<SQ0cy_SrI;PG-|#Q07^Yh3}n8_fVjSuR~<iEY$3m35q-ZQ"
            "Pfx#c%1^)fdEq|TL7l$dwpKqfystirf=xfi-0D8h4Xi%T{I@<)368z+Wx+m|&;CAM|4}|y_!GRA*aW{~SG&F3)mXkfvOK=w{$oB6"
            "woX1ThB?2<4rf13v4FnXq<+67xn(~l<2=92g{wZLd`iErx;DR!rUt*dypO#wC=Ney`$@kHSIfRI*7m-6&@ny|lte#m1yVnchW@?G"
            "*p)u;`*}Z&>sr5b3QNB-{Et1=*Ev63?@hl}{&~G1yH!4$7<In&Dfzk"
        ),
        (
            "c-jL100001"
        )),
    "initial_state": ("float32", (5, 1, 128, 128), (16387, 16384, 128, 1), 0, "cuda", 81932,
        (
            "c-muNfC2{y1pooi06_"
        ),
        (
            "c-kCWc{o*X7ezA9vyhpHjEUT{-%y!Sh~^S1(JVCZD>I=8(PT`aR8kb~*{^05MMNb@X-=X+G=2Ae|K9uD^PF?uyVqW8?X?5n$&lLp"
            "AuzkrkXk(zBPX9vLVc=4gKZzNcP{;fOWb_CcQlPG4A7<lGh7J=dvRTy1wFU-G&51S0{zpw;I^Ovtr&7AHMdUV)2B+*XtW-ZMb%MB"
            "-<u3R)}Z&TS5l2Hfsk?4pR`tska?;;sQ=FzAC>f=jk_nLsvpBcQ)P&*(Rvt>&&2UR&mi7pKSa2;abCQgO*X%M!!^oL;4~QiVlF63"
            "FjjsW@b^4b^3$yp##!VnUUeH+TBy^Hy5qpSkfxX2<-ox-3GNAJz>lI_+_&>PggHr(5Y7!oNAMxa#FmiWR1?w@mkQ!z(L^BRHf#N;"
            "5k^fvVQJ1X$hfaU?i5~!xBhmtBC8S?*&C3L9C5OuQJhLR9fHkKd!SU<h3U*%2bY9TqjBa#==>}|6i!jPus@P66AN;bS(AakQ>Nji"
            "dQ%d-wg{D196<Z@iO?Me%!ltWR3$Byp1B!FhHK1ekfH;<RL8JsZj`-LYe`z<Md`BEELdONfoEs?V%=?PCSY+F>V9yc+RHbPRb{pC"
            "^2}4Nk!LInoJ*y4&u3s#=}HvUKEo`YludLKEJ*K+HW*tyinU)-*<=5i(9e$_VNLh|%=dIAUg{s2m70IiQIdrN&#y50{y7YGO@LEF"
            "nK*NII(iETlcsrRu^?bGtA9<921P$*vJ^~-cFu7)?%+wveb<ncd$O6L8D{9(^994EFCihD4nTz8L3CJWLU*fMFbCXk<H8lzG%7>~"
            "T}qKTTid{V(l93O-`}u*=35c&>3^sc)X&-VH62>a?qG7)eT?&6fu&2tY0U>4&cp@A)YxD)sIIT$<cbV~=7CQ9c_<E)#UDX7*-SFj"
            "RcOd}#MSHXF-O7=U{lX*_T=GGZtb>*+(q9c>8wyGTEAR@TKo!zomO(_Sfoo<=QtA9{~~4=Dnrbo60oa!0X6NC^!J!PES9~G(tA?S"
            "_+k&+w&4*>aMGs7trkPxf_(PZ2RByT@HP9%>Luf}>NRLCGNsq_B<Zy!k8nXj5NONqB1%Q-^x@h0<o1{axjlzNrWpFbuXY{svVIDA"
            "8Fn7kFppjL)d0kkcQMKO(=f_yGI_AigWC9+(GA}n$n^$&q9bZXj#$KyQJ)~vcU2cPkLy9Re;G8}$5WkNHw>8|jpIYgbeWP0+#Hdi"
            "-ji*xtUeLWj)oKaHL~=K*d}b+EkO;xWy7h^5wK|6PCtkpM*B$xY{V@QR<?N)eOPyhnSF-hUEg6mAAHEMMoE=y<wVfpHFn@|B@=%J"
            "pJwHo8t|P|JM4CqqPw?bvhEvA_|E}}PsZWkTn+m2xCm<O`GgXwN11|zQP}=M5IS6M!{2%BSn>KhV{y@k3MnbW>9BF8w5|((3djMs"
            "?jqU<%|*GSmyAc$4D@)D&AJF}BzZ~#bk|o&GIqh6D9GOj)p;c-R4GF3X3YVs*=g7rI}r>|T_=%_C%|Y@9SqGLW|tjvAZNEYLr}3D"
            "DJb1V%!+Cm|FS)F;ipA#*F_7L&l9A+bHCtf;WErk7o<MZG{|X@h4>)<FiFR0#4KVCXWj)_%-m^3Z~P3TO;?(s-ra*N-t_<mS8ZfV"
            "E^(2EMXaI1HRgiwdEAzo;@B-(2Fpa6nG4c6G~2lcju@VYAAZWjsKp&yN7HGss}jcVzXXc2YnXHOo8get9T?&4L??#_%&!&5{wlQt"
            "vB!ptjbJ@D@0vPJ`*#B7ta<@&+kaxfIxCR&x5Ak}yyz!lNj4R_a!<^S2fh9Y5FuhnvnncJlZ-xn9Dfw$8?KWxnupLzE0+|h$PvSJ"
            "shoR{dKkGLXILjY6L(LxqiTm{!N9~V4R06cQIjoy;E+MN<I<=TT<%LtKGw3^F&m8QYa#ljJW&ht22a?}9Nyyyp9>GtABWB1vfM*V"
            "HGT=HN7sOPT_QSMQl__$W@4MoRGOTd$7Fsk#^4NPT3M8cqw!|+#x}rnGfU}CYb`Vh&}7^>8!<xm6q9qL8Qvbb&t|_gr^^PG5Y?ze"
            "^c{@?vGWV?fPodUG!7)yjk2I<EQj80bLlFFa=85c4pdJRq6elWk-WkzczHyfT4~tAzM&Z;;PENg+i)Gc_RpdM-KFfu!Av@Q@)OP#"
            "SAx9SC9o}`4{Ixbv!ix8<f(@#?e^r52IWbhE3puG_s#y<W==#Z<7id%7V<0hHdw2?g~5V9h)&rMq?Szou9PALmz=0-x-}_iTSTWH"
            "`-lsFO7Jn8T|d{CG?z}`s=i2q_QQSn;-Lx|Um;9F58cCpeLmoxRfDTNG@<stWT^cpNSB;zW#azGLc5D1NR|AC`BQFzZD2W09q)nm"
            "ed*+KL@b<>s=$L+<Y?z&3!HJO6MwI^rwUr}sQ+~joWBr<>lfz0-94KzbzvWC?P`VYW|BlF?hxi$c7mwH5BNCY9$wraOlG7Fv(+N9"
            "RHooM?EJM8L`*$VP)3jl`-pOr?`@)C)k^f|@Fgr*C`z5V^=zBgd$@SgjW|bM;uMCv(5-`l#D8Zhu~a{bM{3o{cD<SO8T$r2MMH7I"
            ";A3Fz55j5jSyXgM5Jo*Y1b4M_@oZ-l30qf+O8u%tOL`8q-j>VS99&7S3#$+pMPrPY-Uc1@90+U`p(|W%$%URJVE(R?&AKz2zDrMm"
            "d!6@T==?uizI!p_C6SL8KY8JYMtcl-Qc05i_fTm+1CGDPRJ!!$aoARsg^wbi!%1gnR{TpG?i-y-6%~50Y}I1sD<g$Yu39MNW=9s<"
            "tU$l*aWG+)0#0zQV!k~~XLdgL1vP%PSlL&Kx3twsMExAHf8SIp(3gi7C&UuxgYKM?gmBz77Ei)IH$$m>BAfoYj1|0j45D;2*sU*h"
            "=%tVw5S#S^pGt=__WxaG4HHh|u0bof!p&wkcSw?xS?91mIhwf`--5SOU1{X6MC#U=Ma>)!VDO2Rq-@C_xVqvHYr1zWym^(34$WJs"
            "XNxNC*)hrtK2yf(huzp?JdK3kc#U&TzJ{^Ml-1lTz_i<5!EetbF-ka@G1UMluHVP>iQ7VWxeLf0%?BRlz`>9iG&$4=w)Qwcx|u1Q"
            "(8%WD#%~ZBR-=l)wIMM(67;uKV4Blo$Y1D5q&gOo*ca=tP0W#mjM)>_3_{HYOTcL`hU7$2^t-4{RJ8LQi}qOYYS@VT-XM#n-ch0h"
            ")`T{^d5@drSiCkoi!4}i8Tx13V`g}CfKP}oEv{<D!B0Qfj*;z*vDZ<u<7YdrHZI1CW*e#NOf~X($q_hRG8u(GuLT_iY5HWy8N0{)"
            "Vas_gCvYqVb{lF@tLl@eJuw@0`8<JR%gj-GrxL7ISxX$*HjGm6B6@SCQu(oAtW1oA;xmnSP9TD5expHqUR&Vi_A@xLK9bS&%VJhv"
            "Q6+C9Z^F*W-?2qPhkh`eN#+Qh#X<1|vfx4*#W+it`+{X&Hzv@7Cwj1CtqYW#3*syjd&&9ub~;sQHzjc{so=Xxfkybrv%;TW<IWQk"
            "8Hd4n)Ga)LUYhMjR|Z8vsvV2hXJ2CJ8aG<j;XrtwvjZi!p<<#G{qipZ)4J|3e(r@dM`t6<{<xAGR{RE)6*EW^^s)1LrHBz}VQhB<"
            "!J4&8>5u4iqIG-)UEt>e-6}g_(B?NAEul=Ex}E4AMQ=1{^n)?^zZ}o`pRvsL8@#-tfvW_gK+QfDs&~inITN!XTbqVgw6V@-pL6F+"
            "Suukf%(+IVpQ4v|8hR8@q8FxR(=nrqV9eDckv8Y?^DzT*UQ3I{UOf%xC!12=($j43-@~AF)0$)!9!1Z`d#H1x8CnPe*<GiER@c^%"
            "G=n+}RT4tRp%asy%23T?hge}97AHO$g`jac99De^%S?T!m$MTT+9uKY&e6o^D<Q8Q4{&a}M}qTVOLFV1K3CXCl>`)j=fFe*+OzLF"
            "q|G%X9~DkvXpBCc9419#o8`%!?F-4n^_8$BY&vZy?8eT6+o{_A7Mve$Ppe~g&`H0<kk^w@?};o;%Fv@>tEPd9wko!kOr^%6dI&ag"
            "jAoxXF-sDlJG@T98EbD$$*X2=R|eBJ&mAZ|s7CAjS?-x#j~aI_Rir%bjr6QJd`SC@*=EJa?<Z}Of1sUf74#=8rY*NpSVlAvi$6Yr"
            "xb#UxMREugjS^VBn<40XE04--e*r}uiR|P*1@x{<0d)0>kfO`)*dyCD@V=)Mx2)^|%B(%Y)pmBF_e)10e@7>H`5ebliItS!A7aHB"
            "=pD6UJ@-tdp=04N%`1zPxg7@?SqG-LU=wDZ`vvC<*TLD2_YHF{+Hk#Q_rUr1c5u3q#NOGsk=s4bo!sgcL8j~_ehbS3o5wF<d;bA?"
            "C5MCUO+h4ouMBCuG=`%|>U7`o4m7d5#g5K63!<so)O4#n`=vvcj;4x`(|@1i{>!P@Rr-!QqWgu7^!A}!t_qV!Kh7~X{Y~)kDSb5k"
            "tARd66Hp^N7inK229;Iwu6qPSu1M23&+m9zKa$zKCm5!!UPToDR52CqWw?ZU3}5=kv5&o7NYQ@=?B1Q}_~vRphHMifyl0xZqRW$>"
            "{ks&8-BYIfH>nV>Y7R}_8P|Bndog(EbTc+Lm8gk}C{Ed3hWl(+lDk{eX#0z8aQF5?vi5d4zTR&{_J0g#wNuuUvv%nmb#H$nyLukU"
            "+vot1U**W~fif^1wI%0F?y^!(8&J8Shh+{b(e)yiIC4=k9HS3Ep@07wd|0@hbX~ZP4{DyGkHTKG-13!``*#oKUH#&?X3<2lC-x^q"
            "9O6QHq&wN4jO?baVUBRRC+G!v;gSe(QsAjbO!wR1>uNomYg7j&1<Q!izgw_lN+$9!7^e&x!SmA(ak^47UVA@}obY<dWH*@N13f$F"
            "uM>neha_TSRtdggyBhwM$&=K|iS)I;A!bgaV6okX*eXop%04~@q~DKG^E(7JiynZZ&IV3dO#!@ay}@1kJ`b9_8kqQF@yxYP4(!ey"
            "&h+`%J+@;%!C5JV^x#+{T+zMF8k{^r<ntCY!-C}u58Gk-+#-x(V;S+wE_BgwAvDQ})0o@<GPtr2&i>j+2Wx5|`t)itXKDg^9oHay"
            "%=1*#0$ZjK{k+sjLX;8t;qsKZ|5P8&Uhaf~%rnT-KvX+N6B1@d!(8(MT;)B4uS2y^O>+%>HlYuHO%kE)QCrE#YkAC+sDleFiHwWL"
            "8+>uSk=^9!M=WD5vCFT8VylKS`ExB9U2i#41ML`A@tGXKGm22*rpnw}+RLu;Tu+)s?Qz+U1p0i%I!=4S1>D%6M|r%L9rv}Qnyw4z"
            "_P^C^xy(HBSI(SVuYAYsNxF%Xix)w0SQha55$$quBTLCYm@A$O8?{E6_BWoytZ)i-a(oZcrxVF8pQWsG76&?xNn_QxAzfry4ZF|j"
            "kfK*>i3mrLeB7%<#tjydBSR}`epdudnE8uw9nHYnUqQspRS_y9b(!;LjL~`VM9RZv&e4S5xL5xQ_pONoVLp9>2Rrl7KQ)y4cvQ26"
            "we#8ZW+D3JN(ytxQ;YO;`QcvItMKT%E(+J4!=>|e$gyLO;ieoy`VJG~*%XYC%{us~;u=V1$?!b^V&n0cx%}7|g;p4I4b@FZ#I}pL"
            "*}U)nn%{q=08xJ+33BhVh`Ue)Tza8{E9dsJKdVoXvflm75`{<-S0hKhUHy#(dD$S~VTdMoPvgtC6Nz{HGM4|Y4IS+1f$gVZeae4K"
            "*R5gbI&Z=pQh5UQIU`u{)dj-?tiU5ip5D&Zz!R;8R3mr|#56Rs?}pB?WzCQA!jvm;TW=P%O;914GHR%{LL9eb%pxaVY$u~bM;Y07"
            "F(9yX400qc;6SDbU1Fp~>u)L&nG%MyMl6St#DCa*u@~PSna|2NW#RU{<7~Qn3)J+E@HK#=Ha&t#nX=U0u7;_Ln+Zi<jL<S98B=yl"
            "qw=oLfvlE<qsy`g$La;cZupEF?e}8QhZaa&F_j)M&?DCOJMmkJJ<jiMV$6O=l1=^<pnOJ@me)?CDsy7#^ww+m{o4yzuXl(0;cOUR"
            "-@)A5%5=j}0PwU4R7|#|>9VPWS5vg2s{~yBtAL!4ZS4Jw8I*3@N5sTpDeD%F0a>}=vb2aj-fGbpBkoLR{Mk;A2kDZtLwnHm=p1@r"
            "kr=T#W<~QRdy$JVBM$55nL+FIP8htB0UxJ1qLJk`?w`I2_Opov{jXAq>K<OndUe;p#4G;LkiV7fj}9gtn_WoXLL-`gvx!N3<4E`a"
            "m8PC&4ikr4i#Q5KF~B+62`lO|C`2pbABiJ;FNyte!<2?hkS43&#yOVNCt^TqF;XK5szG`n=ynwz80X=g<30RxYd(&9-eG0->CxqG"
            "DPY;Z9?tl;z|0NRcqQpGsA&!3R=+$P&b+|#?tx4*&Bf)a42sHmqpo%;in#4&6l^`vd)*x7rH2kZc`XUbJ5!i8rxCc3+W_aQYza@#"
            "Hs-6RuwosLu~0&fPMVyA=f{ijo6HK5Yu^n2hD|XhzK|XBR-x~hW4PK{khUD?;w<0Y&5mAv&wkAf$FJxQ|DJt^9cwm`a*h4WmZJyI"
            "wdFXR7!||U)?@6Ax$~*U3jrGT*_Rp^E+R*+rr@?hXSzBBG5A{@l!Wv$IC2=Pv$V;>3Rlw9GaGpLOs&Um0C_u&SQyM?FSPt&L^k{Y"
            "m7)&()-6nS_-NCQzk|uV{=Kw7?LG7O#arwSuK^{UVA3w(PebqT<K&!+f`YS8anHYlq^f))$bPd#^Bgg}vo-^4E<J%(?k02*S%>{|"
            "Pc?LpY^KXsIm5tgQF5tIk^8~<87S5s#js7{$k+AK{uiJ$Q3PJ!{s3d*2hp-ri^ofwIsJRu*rl(}kk;2Oc>nzl<na!Upl1!(o>zoX"
            "op>6$s}7TDBxy&!A}M#CKy{Z;96BRKoJQ_I?bXTjrB)l$)lq}NmkyJL-u38aph{<)6yWP6?wY?haQWa;IH2+h6>L~`xIvd$^Ya6K"
            "QErC9@)XSTxQog+IrLv^3GUnT0ETYsQpGK$?3Sq_#3_C=Jj;#(@0NK)e33Yvu(kpReUs?J%1*|@dj{<B6ok^APu$m}0qA^bs?!lc"
            "!+t5Ug1J6$A?FqhSoqSu-a3qsmcrR<Pt!rucxYXl!lu}$utV9ss43t9eMN_;x4S<6esmNwn%qdgUI8jyz62S?^>}k;2_AiGN~L;S"
            "NtDGF*2euFDDC%w)OcBHwRbr>98#qB=3ItXcd{6h#2P&8zm_dL{|#DRRl<)WGch~h4~m5_u<3px{9Skj%shv1_bfwlY?U#o8}P%Q"
            "o74H+7x{H*uu_z~tF(jKn`(H#>?G>dia@e)I=Ps26e@I-=)!bO+A?5A#YX!<bdM*ATGod=UXD&x?a<?mXqtPJmg>Iddy~lbqebs{"
            "VA_IHp!McH`a~8((^flj?c^melKzg<v*d{hV@_5|6)-2${2*V#40#+8u3Zo2Xx86=?|F)JQsOOamY1TrJC;IX^jQd5_SG@2U4a_f"
            "T9KFiQ)yg>8Ix4f#y%I>&*qM5ve8{D@mW+L!a_M}{OU07s96eszi2_n{ST00p-FlC2Ufoo<SZG8BUdU%AydK*B;qcDZFU%}ywb&p"
            "xNgFo)AZ@$sjt|z$4ogk-*&Jw1{KI>*?gk3BM(kZ7sKqT6_nMDA-NhxRK#EyL|)x&Y}}Z_Y`dpGU4{yveC17eazKp8_3F{sGBNt+"
            "&ti}iN<;_!IFj2^#dho0Gu7P&lxuvPJ-Y5GrbhLErgaGf8ZRTA?tyUY?1{!t(odk_>O!J1XF5CK<So>3+KS7*CDR6LE`GS;Nlz8p"
            "ku=jR+!ZE912sNjS?WxjkzWI;5=|KKR*xK4noe?N2-0Uom+{R}T`Jdq9E>KWGMVXnvA}UHtuqT@Zoc+nX1gASz@coiyUm^4#=|J>"
            "X8<%@g<k*O04XNUq)Ok8+Ag($(Mmni9UDuUS4i@(?h-5>=!No~t@tr-1&JOR!QqQDNp6)E3AiXnG|&8i&r;IlU1BlbJLp0^tA%iS"
            "iU;s@M&V8^YHPWY*M}?FYv0W2q%|{Ww7ER}@q(}q`qQx5ONmNP*ZY5seH5L;=iF%XVLvVX`wlmsEoB&wOfu}afmxoRO{0FyfUws-"
            "^j*3re7yV<-M=k`$9+$6r;RE46w7g5Ur`}}KewRk7eh>*`2*|f2hb?=JlZ9Nk<-me<oDHZ*#9(<b%=cqvn=nU*tBFey?QlSajBH!"
            "oc0pKe~ANxdeZcXwp4e*C!8Eo#LQhHO|%-HLy%J*J`H}z@Sjc1zZ86zsiC}wC)qW_fP4umXU7^1@cN#gY~P|BG&U-uUYG1>=hbSo"
            "Op7N_8A^EnV-Uaao_$-9LB1v)WG}#1W_N80@ICI1Gn+93*W=*HVSM2*m45pe09E<vxZ^?#_~oZDAG%xF@r-Z4jMXwpI-=y9)D&1z"
            "YXRPCrot4T`{<wXiX(YAntJ?K2wF>Su+xKVNkUlydAej94PBAT*q518y`wwGXD@s5_(ceE23;wS*RkqiF0}7z380e#xsfu4fjds2"
            "`>!TQ)4ay_r$E*{5qEBxPqQ*|IR0ClXhgX%Igo!5Z<MCu)(=WBA{P%&Uy6~~zNOe1ZBKr1>oBf=J8tY(qoM9&pzOXK)=uM)i{@i!"
            "nj=larFMd~8)B-&EJk?$R08dv@Sf#9qBrCLO{_AkTX_mvxHd#SWdakcDv4SLf5EWqXSiN|pF6)|AI&z?fn}|7WU<*7d~&ZIvg~Zw"
            "e+d>e|GE(zi63I`bF3hBO9XS`Wd}~um!jg!vmidB9Pa+t&zZmVF@$8LIc|Sm!oNP2%e1hSsauHSpfrh$41r+VM~wXWz4ZDdADEV_"
            "O!=OB)-hhqh=h^E05z((+7&cK%HVf)CSk)LF>c|%xjk`W_^T$4tohLfl6IT1D`_rTpIO4ZUcLY_Kb#_)eb$pjUk+m67a{VqPK*4k"
            "y2B((h|s!WWk~i<qBj@2fZOLebR&6#yROgYSZQ2h`b~r>nSKm4Cyy~Am2vRIWgo6Rb{Zc2_Ymj5Go}sE%Rz2oHs;((;^F2iINW)R"
            "o$CIG71ObY-Va;ZQYH>~e1XhPuH;JO_2XqHP10;1kE))zm}2yZ-DoluBK0EZdX1NSKbKCa{m$BrJjPS~PE7Ra7wG495VH-ckoV3x"
            "-_^oMg#Tnxw$cOg70oHHKQ|^wrIH7sj!?enIZAxw;d+e{i2@I}mk>!h`V7fm-g7UKD#vF_2@%~YOp=lu$>4xEkw}ro+%_Y6)YOiA"
            "-O&afOAmqk{Z!`TyKAhTZYgAZw5M5Z2k0D|FL)-k8diO5z^e8IU}J8F<p(m+P(z%aiCj+Xb|rwW_*}AhLn_XQIgLsJow!h?0Viwk"
            "hqIHm;K~{M+1BZIQB!y}mAffQg2xy-v%v)UdiJJrI)pA4g&KpM_@(nWBRDM!RVN;2Y<{gGS9}t2MEE{%ln_TJrE^0+s}UYn!_Yex"
            "#LbN8@Y?xM!r8?5hK<$t3X0H(rYaOVv<gS>0-1l*5dwziQ(Fu{&l6WcF|iG1&6T5PK6<dy+vdWgAC7c*Kp2i?Bx3N!WHvJ9K8^{Q"
            "veNN_#75{A>>Q}(YX-(>IDpt6T}mg}EyKKryK#oC8ndPJ7o)di7wr$#qdDB!bk2ijHu#hW_m0mRBJ(DQwRcja7oy6T#Fz$%TlgM6"
            "tbNQC(9<LHY}PS-pX9N<yn)%5p+(cae#8rUtGIlQ8Rl36t&@fL^FJ7+z4-g7E}bXa3m!$%_*_Vl+K3gSTZ$D~YcEGT{@HSBx84NB"
            "4tFYLaR3Cgr=vn!X+wC(Ni5O!gd{f!`uOl89Bc1`Fx5)#?6caG^*e=HSM7<{lNKP;E<w84X~*r=H{kl0P4wJ4A!5n(B|pF3XWb8<"
            "0?$!V$KQ(v@S-X(6XjIsq4^RpW+_VZwFIfNnKJz6sE)NGNz@=Pj&f)i;p@t)yKiuEmYxRDyWJ?GU_@?dt22$|OF+9Cz-nBTj!&IQ"
            "jURkrG)JQGf#wS0=RJ`ueyB+=SDl6(nmsr-Mg_La(<5u8b(mgfE2{fq3+&gGVB5-LNs0F%2ynd0%z7C}UQ55iu!#4tZpjl+<i^1X"
            "t5#_Lc7z0sE0YU<{pgX&&G20GD5jtN%IOU{L96CT(U-9wupnEF#@d>5>jpZ}G;J<j!ydsWzAG8^8CkStkr`vrl#P3!38wi-kng7="
            "xcTa$sGYK&+p;&F&72fRuFev`Gv0eaXeS5E?x>-(+ZWimA{KCEIlR9j&(|;zIo+Mk2^XU`w06R``GU}Xt^~J^e`hwyTB7ef54^E3"
            "lXX?qq`^Krpkj>~yShM@`sO@fr^*Q9#<{KRNr}U_VcP^E-kQYkJshXFKu9<=g<1`JLtvpM$xRm|wi5^8zk4iud95LSUZPGq%oXTB"
            "&KSd=^G_P;<UY-q0*|K8qMICYn0J$k*x`|T9KW<XO#by#VCLgaW3SJ~gko`$I!m5N{dGY-4L6i=tV4yt8(8v;5bryEtWJI#YAFB2"
            "3FAjVRIUxr{wIf@xwFWdS0d!P`VHpIx(~Qu*HXGo+y`!1hfrRhXM#<|__JrY{Pq{K@l_4TuhgM@|0`jjgdK~}hJX4(<dy6`n0~7V"
            "d0YmI_h$fpJ;^*&aUp_9KX92?5Izwe###OYC@6fEnZ0X0+vC0%4m)^LA72Ba|5EP%^T6%jR*?6k7O0LTYqa+R$j!Ndx;LI;i1TEU"
            "+A2dQoS#HXqpomUm(0ZpR@-Q>x)+)9cpJTO#l>;Wkt{fTdl`FdnK^m8i%^?pL6Rz8j^1)>(Js%B4Bv?adr4<z4L1V=erQlj2|`bn"
            "M=>52HSAx%o9L?|KzY5I-8!`iE_hzTp95dPZTA<9)~g1cd!nT4!}$L>W>i!JNZ(S2hGm3G9u~sgGoCXKe>G64Z(C^l^#!EYK!|>`"
            "ehn37LKt^+GfH2%hx}X#?>idv+Md<Wt%A!gb@0)mnYpF#m`Tk3j>qTkVnvHWptpYry#t=(uTgQvW<m#qxyKR_e@9j}p_%oEQFLn1"
            "W;Wf{V&abpvC<np@jVXEHdiJbD1pb>zu<eJD0#Sf0?KHKLPLry{k}mTzUI6}p<V9yx6T*tKD4EK>)dHTrYP1lwL#&v%$YMq_d%k3"
            "6|?v2I1pnmy5q7DZQ7Gay}v#9zt7#_ugvnbZS__;lKG0zo3ZNbf04bcj`JVJPUR&;ed)!)J|Qx)t_LF~kFz_%T#<KQ%z+0hA@}-P"
            "vTl1nM%O#S?Up{+G3Npb`-pNhw^@@U9Kls<RDq|@869~6B6(vclr9m6n(Hh%G-d}&Uda=?jn_C9ee+rG*WVc4_gvkjEx7J$89UM*"
            "O1pkGvm0*yhGK1b`bWo)RC)s1o>HLumE6(iU@a5!Sd%o_D$sAi=l?%rTH$*LV{M9IS3o%`X@)}k>RQHnt^t#BQj)!Ke-E+9@+bBw"
            "l2oZbA1w0D10PSd9wfu8*iP=hQ&Wl8;S#p1+75pY4&jLwHH@#kgQ?{wndrF==(njHI!E#;Pmi*3H`?*oc>$>W@c}E}hy(9l$#i?("
            "XT>Msm3A18KHE#5ZdK&Qbccagt}%^#=}$yt>cH=DE!sE=voAJ8la>0f!Ed~*QR%=c6ix%WutovTO&wr|<F}H^bC1EjtqnNK>Tubi"
            "J}A={0h0<x)+@-H<}WoQVARA7IC%|tHOKyHIl^rI>_wAJPLh8s>e1}(Nv7lyhXmqOBEFTUC7}UKB)edI-Xi*LM1u<Cs*)G#n%wY;"
            "Hhdf;N&o&EW?Byqz|5uu$gwh}<?AxY5bH%{ufM@#6Q5#2R|gdR9Yj`1jI<~wlJDVZ(44mb<{V073ocKi>*6`sT9pBOJeq9rnX$^s"
            "BU!h)*{t^+$oH}jl!(%zpyMbQrT2e~DE$5jWn}A__B)j@`f@4x(LawWpNb_5PfsRoaru0|qVaudCtmrn2txmCBztcsg3>W<a<U$%"
            "lvFl;%8(^SC$^))okkqB>VWs6>2NQ29c+qKgOmbQevfecohQy#IbXrl&!_Q+vM@0aY(?L{yk0!b5RClBq1|*1v2NZCkCY6^yBmnh"
            "l=Yc;y&2%UqXARQxgf3i6&pna$eEQ*xZBB^4vdM?dv!&qzL*RAdANz92Z^Z?Bp&DveDAb+cqv`>NSNApsG@lbMGqzxPyXp*cs-g^"
            "o-mDEIp5Cm{S{vSWDDAZu{KVCCe+QQ3xki~hNv{S|0IuP{fy|Y@_IP7;{oH>8;@6JyHH8TMl87doA3RyBKAk{idZ~}cp6Cbf?D|+"
            "lgTw1#4GpKL9fL#tSfv5Yqpp}YPlhLpQ&bgQ%z{alAl<+OoC48$|O&Y#bB)QCv18C3_6(YG%v@3h6~7(MGMU+kHf-_r={?~>lE`b"
            "XA1@tM>2azE120FMShPF9rhv>T_sF^<t(y+&4iT=cC>8OVsd`qIlJ}yW-@t$I(<0Qf;LCXNc7i#cu%hptIuAAWAg%N{pFirCn-jr"
            "O%0-}UfseQ(yDw-1FD;|@aMu961}aGl`&fm1Lu|L#O4G#mhhGR=yMq!jP<cQ1v}u`lV2b;X(@Y1pb(<9g7L!)A-bv1l`UPekNt1i"
            "BV1^84K!};fjBia{3(#dbiE&h*H#;0rkgE%&&$DxNOR(ECqZ>|1Ie39i=fF;jV#G3WWPBp(qs3O$%lahoUap?|9}3&&(raBpnF6C"
            "YdTMiJYp^}-!6&K_*@M_&i{dDODR4oo)7EHLpe8X8Zd!7nOH2I%;R12=`@;zzENk<$RLeoo{R(j|6Sko1csFCgu`Df@$k-m^n0Gk"
            ";c;E$^YC}&n)K_u7fk<FacEQtB+E{iv-ep+B6S%sqM(}T^LD__ic|_$C2@k(a)R=YSoiMBm^f`d@U`8zWf=+GX+j)sb<GstVaT76"
            "v$8Iy(Lq3ub`Kbn)`U97UL=x!5*fkn-dPyGQH>lH*+_!Mvv5G6n%OZ=4ak4y{0sq;e@d7(eF-PkCXzH#&6utl=l~_t%kbf<0tr0i"
            "&q!F$1Tn50`#jklIy`Ji>{U~oz~j!mUIjsl4n#-FhU^=iN}2}>iRaunqSV=i_sa>bQ?RCo=H_9pqBUK&MjDUa6@$pW^<=?ue^Mf3"
            "0yV7%A-kuNZa!Oz)2nrm$3@wP{Yj9S77hm@j*^j55yIoo^uyT?pm#Hb<y5OU?zKvWZ<?l5Chi=Ev)G+XkcejXB>N&acsHQ=2PX5H"
            "K0b<EMb}!_(Yh_+WV1&qbLyrUXShBWeczvFjZQA4CO22&?&NN;l$=MZvx*qsFM05H|8LHhvqtoS@OgMxcZieO<4LO{B$)Q96v!|1"
            "AdA=Nl7F3IjZuoraIfeIEECL!+nck|BvX+}NhYz49%_WAxp4j#PgL7=W~QUXEqLqe4kHts5FPEw<?%d-J~0Njiu^Hfk2HNcYY~l~"
            "Yk?2u)Ie{jF&tX?9AzQ~*_5m<-0&iu=oZZ;zbh9Lg?$B#+z|=N>DkNtH*E>-nKXmC>is~sfnioq%$V+So(N0Wbh_@F71)(+B)6sZ"
            "&?ADU*jkDZ7Sqc)Gh7DO0=RfvSRVcbDblE<2kg;nxwwkarNM3H)P+gIw)(61S-coUdlZOFQ7`i_PlURbsS~Z5IJ!*UgakfFpiRNw"
            "QRLN4EFBS~g?AJ9nO6wCD@*bd#Hjw<E2xzkhd*od31MW3*XMEOL4y)C$}NJbyYJxS)*?E$wv`bQxy|x@?2M;>IN+@h?p3br#$(0M"
            "luMv?|6A6=>>Q}(oMIL0jB(mX5WVE90?Pj7%xmji%yfrU<Z8`l?gfh?{=0%yiCK8E_cW2Vs=y<Q|6x(J7(M!?0N!iXb2=RaSRNO|"
            "tIBe0!~I+|aTO%v<6DT2us!T)UCewoy2j*i#F#tYiz#C>&iwGL<w{;m<L7o5$Ny?zYu6{Nmpa1FU7%L|9xC`}4p}NAMAjelp&Fi<"
            "AYQ5rebaNPX}2L|&bSkqSqWgPaE{5E@*1scDC&MM!*x#bWW#?SAS)w>`#CKXz1Q7jSM8cZlB~WXI6vYnGI7VWZOTM<pEx_kPKpZ8"
            "p3AuRoq_WYcsgXQ2&{68#?x(LWTv=2`SvWGJ(?U!C*pZf{9S~Oa%m7HEJ9!SE(FT}1*D8GWR%$u8{1g&rg{Y#YM#c=4nn(gG8=JR"
            "AM!#r(v#wn$k%oY20~Eg%}egzEnalr>~tpi{!?aTg$!}zy5N?Hv1D$>C@Zq^JZ?+ePh}S0!?dAobjy~>^wgFXW_+44IgL#?>z@QW"
            "`LrpyWqTWz2P~kg>n>w$PX|oAAx_OAZsOC+hnXDV#c=!e0aC3Hh1mo9*{R(D)bXtiS+S`Aer|}P+ZMRP!c+^W+Q&f8(uq`j;c>Ki"
            "{E|7}e20nlnM6IJE;Fk}N-$)?ep)nigpC%s3Uv*`Ea%-USR(%pR=0%XpY)fQsg{T_AVQLw=aQ;R<{+dhL?D`n`@4+kTeT#Z5^cpU"
            "3{fQ3yHbhe>LMmU!}|X|Wa!0l;GH*@cMUkZXcFBLl?3;o4OX%zV6C|YSsHFaT0A}J@ee-KqU|eCeJv_sIL4?bEW%Z-l62Ux8ZA%d"
            "<7E>;dhfCsBO)9`skT0{D<<*ht#tJ(QS#;0R#YwB4G~s{@VWYOlJ|TX?Y}()yqaYto_}RZ#1e?e84buDkcOIFo^<n_8L%Q|m^H_3"
            "u#G#69`kKU(i1@x)j9|#swYs#yk&H&=4-6<xWGKRYXwaK(Ny8nWt>yLAD2eybM8MDN0UD?)GzuoHz|ma-_hfkwrU*LzO;a#-nZBo"
            "GL!6^Es1dzTsELl7@nsrLfbV;RQ5ZAl19={7XJb>tby*y)u91S8l<=7Dm-oXBIlOt(p`t2v+G9kQLj#sX*`?=k^5xn!whQ@<Q;}B"
            "<HNA?>Ls?<>IVx(vq(ZlAdwOJ$$fL^DC*7V#g~GOD7^jw42Xvk*Valj`eBBZzi*)UtwI<bJ%F=+7Gks3b~@G7kzHh8##(irgWJnT"
            "p)g~o<MQi2FmNme+x3M>d(;>BFd)NvG?|bt&v-}>xXhHjk04I1o9MPSb$C$S#3+S5!uAQ9NwD1(kZu*AWuF33Awz<M5BXzKjySwp"
            "w}ttnc#(~{YC(<-6~e<xKek}-CnyQ{;pz||T$4IngQuV-C;`?Aeu8wzJ#5nKEHvm2#cyFM{Ol}<G0V8OjrZfZ8EPOkn~Swlli|<o"
            "UgmYJ37NRC1YQWg#Xj8ybad+gvwTdN$xS?phc!x=o|!Ss#(p(q<0sHnGMCXnMuyZBbi&x#MY#LV5qOij6jvv00?AYE$o9U1LP-m7"
            "v%m8HoY(7Jf7vrv-$G!rAW1<Ra{cCi5WKGf?2o-+Hv~Qc-(%MyS!ENh?62Y$IM0LQ^T$9$Qy4pfpYeUL`t5V-aCmAO+}#vQRCA2z"
            "eFGKp#CIj+7oWzBQsUgK4mBQ6XhO{oGUQvV54orc+_Z2WXYbvHTf^F!PXh7eNxLFDX}T9K330=_N20*Xs0yFFe+PW;t6Sdz<LBrx"
            "{M><maXL;+{tF5|8~HO?EY*38zG1uS4<0ZldP8?%y!sF9lIX-e|E5v1gCQWcx(nY8oonD{0=&OE6P_jqU;PNQzH)^13s}lob)o{#"
            "kC;J9Z!KG@AWuhI3enGHHv9HeCKejcW^`(nz^4saBp6J{&~9gX_HrjX|KAn}Pb-0_Cx=+5T}<9j4<xf*_9H*{Hr1&gWvU9{(~0iJ"
            "wWimQKN~lhbb)F9`3x2Z=Q4w$$*6C!pXA!R(H_wv)OC?Z=SW+Ihw<ENo6_)FPZHtvbjZ=!h%s^|uwTE7ahN-a=D$6UUynUOy&P2{"
            "t8<QVeZG>6$msol=i_qsB!~?tz~D=2M1AKH`lZqg{Bq=|uBsBJX@?eQWqoFpj%Kr!ktMi3<q!Aa(O9Nr+?LvH=KX$kFKiR{VT4z1"
            "CKm^v!m#58w)kHh-eZ$->(p7~rh^hBZt6n^*K%fNw<mq0_7?+>>d~98z2M2Q-{2NJg{L3XX~A;?-0ysfpPgbt7d4=6(G6VbXF*;*"
            "Gaxi^F%fl_AyV(e$oLWo<k*>$7Yo)AdBY(nt``UL=`g)7EQ$r2ICxPN8QTOE{+Ts~Op78<=cS>vw<&qtCPLHmuV9SzVQl+!68_H6"
            "Co)cQlzPRIXV)&$lEl5xvF$W_@Rb0Kxfn=4PPhlVHvhsE`csM4gl$ChR|)tfIg=+9tmD5}XXK0?W0lR?*+=*v_l8LonIpBE*e<o9"
            "8H_e;mSZ3x+zdq)xq+l@Cma4^H`}FWMz;IM(TY$Ts;ab=#!nG|Wi1KBYPb!HDwJTUMIkM5>4Z58q+nZY4u7YJX;hyN;S#H8e%)F+"
            "^2~$Qmq-xy_7sf#rbQO0D$w`BaWrCAIgYw-raW9{PtUu@EnF=GwiezrEARv~q#kENWu_2=1@+)=mQMe~9AM{n{$pcGbjYGtZE(iA"
            "ja@X9=opeE!FrNO2soMYv*oGNElEf3P4scQNQ&(1xqp7&#can2m@_p2&cE3S`O}Yc=l^-cj8-VKbsS~F-(wIpoJdobRAHLF2@#4m"
            "A%%0kGW=}Fs$dCNT{nY_=Pbu(eUHHZqXfxbEQixB%M)K~W%5U04!yBF0as=`fmb2F|DW$TB~`<^=x(O2ttO=7+5}P*D9bJ^yMd)v"
            "iey~s3fM~dQJwi#K(_R81m`RvLDr4TzGN3lSI;NUy|Q82$7uK*eF%dGAHZeK0`gpCGrWCcPVU)9vD?IEgP@%-+3@8PbZ7bzufJ0$"
            "e_q3^xd9F%9Z)M(2nm9-Nv9cQKAzAbL;YQRFAc66CBfTiO%TQ@CA?mOkL=AUM#jLr%wjm0n}T68PeQNvPIA{(mHyop!k#*I2PL#J"
            "$d6)OB4r~+?l@#3Pp7iw3Uld`>5i0l-t4ALe?ZV}4i$N^ghqcz!gS3TsykDTsxv7xY?#n{9aovd_pkDM64=%V5aX*Eq)*HkehVIk"
            "p5s}N`PPA0d=w&EpWWijb$JY*b1X^LB4=7~H->Bv^aLjXHRuSxjB~|v*&90zsrmA5Xt~+|G-NuNeO8;0qT}c^s}4(Vl))t9WKf&6"
            "3Fk`aQkkzO=+qonk{0X=Id5%o=?+VxPnAgh@@(*Uqrjx)9z?ItyE(gDvcXp`1mfctQVqrDU}$#_pJq(K13rS}r_g@7T$N?q7l=~j"
            "rMk3AToC!YTN+1GAz{rbY&I!}yF*=URKj!;Jh%Y)T-4pmn6}<+WVyn{aPFHFt*VnI4RT(DS5N$mK6|&ukm$UaPW5g@5LtV7Qe5Q*"
            "Ez9$$XPg?fj5fxyngZN&XC>LQzaFMXM3QCHnH0M!(MPh2iKgjU+-fUIR|$l|CXN6-u)&T_^U8vSR?eVdQq27EnM|ekh{DSaT%3`%"
            "4fcyf1BwR{qx8vS=A!sUr^SDn*&)XCZlW7?lvkyhLe3=gs4vk@?g8<dA2_wUj}>W8r2PFijr-wriTe?*lyD&kZ{pR8ZzbG3c^;l#"
            "-A76-F0yNb1-Jr#)rg@Ahs@p`iJ{7wjKTJ6%#E9gw0Y`P^j>R^^0!OC(`p{X92{Z3N0fm_-6OnqNtSVycH?^f%*9Mwb@1z+LX}FB"
            "=`DpNaAZL?P0aod0Y1MWXyZS|EItPnvnP{_ZeoO=cf4+3NMqbOaDDJM%(1x5P1Ab7Myg1Y&+Z6f74OjZo&c=YsmFY&x$u1x3sY>("
            "fUjeF9V}^1Z7+&eI+A@RF%V!PKoYjs<H1MPTrVF@_!GDnl!E%Xsdc;X$^rv&B2|ERndji%`4yP0`Vor7egjb`!oWdgTD)fio%CW1"
            "tGJ0or?;8;c&`|`zzO7bXpnCo18~<_MZ&KS*}JWf5mSv1tPZj=Z-N^4Z55+@U;N$Ho$S1)+T_RKvzWDY2TZp3jIq%*%$2u7q$_p|"
            "Wj5}ji?%K2>3fPHA-3!%lg+ed!8^8m#Eu(bD@0|?dNAHRg)TS$i7sy|`MG)KZQ55nlya4oWxQeYs1oVRv!Xw)Wnt|XG1k0=GP_ij"
            "Nxrf)`4X|7+W$@?{2jrWdnS@er>4WKe`$?5k%Ue@Zv~~(_rplv3@WSTMBk{aVdST4QI%>Ls*t}16epy>_44^l>cc}Ac~*^ndt^X|"
            "q+IdpLt(mEj%DiarBQK99o*EljT^9d5qI#@4^HO$BgE2<gR|u4kxN`v60ztEsLgNue+H=8J|61g8ZhjdKQxynH1Ko|3_d#qCE{6d"
            "cA+`8<@>_ki!1PAKpXn_rqD+9`#5mJh4^(>Anz=oTKh6?zqJ=O$yUSu4{M<+ei6wHRlqpED85dm<#&uITbhm2b@#E^tG+<zHHOYn"
            "dp9%wm=Hv4Z^gQ1ifTIx`JNqodn`{PUwlUu$sv%w;z^7@W<ZhOeeV0XL3Uk+-2eAKTstPv2^(d}F-DR~x>$hsJ}08D@(Xx;lqnig"
            "=SoQ?!AJHXJJ<L+GZwOnId?LLxGjzV^)d~7#eKjejcd`RmS^C-fB~EM=@1;haFlT=Ho%<hehg}wgBnv5p?Vz$Vs{&oOZ&|!KifNR"
            "Ryk*K=@(d&V@C~Z<H#J_KWtHAI`Vod@^}Zc$sxzF%IORa1x^CreL~bFcPrX{m!#b(FYwbG9v6Lb3|85+LRX6?wiH}o?;hNTuP^Vz"
            "i5EU&j$jxSx5z=IW7=4xH;U5svUs9&I^A)}fwcVkiz9ERawMvf$&<7LICVe=`2M{35*~uyjCTwf8o)uG0MZuEAS(hxiT>Gnl+VZW"
            "eG&bCBhD7xPQ<OUXfjP^pC6Z`9FeWKF{cXTaxCe-pqX&`$~vMeKa=n|?rc)V{0uSR=L|S2Hk$&tS&&RMVKV8zKBg<T1TNgj!a)5O"
            "Y~V6sw8*o-z+5+YQ1cXW*mmYWZDB?(T#53qkZcICAonsj@L$3i+&;&S&iblJ_@46P>vPagtrLF*8<L6Al^~T}0nhyB(D5e=S%1R?"
            "H12^lwIb~QJ;!S9aTE*<q*G3n;ESgDREAL@$9_x%lHCKv2h`cKf#2AchK0c6>G1TxHAcS7kc?jW0m_*lncu<_$s(DnV6=S#nRa0Y"
            "o^)9NdS)^7_X1(C3UXk6NAD)SN;=fCJq2Dxm*JMuXjBSqhQfziakAuVs9@}9p3zmd&G{d^k(3}^%U`kU4edxkV<LZlfWyNOAPeuZ"
            "U)n9m^*_`2-V?|w4s!T8d?!tFED_PCId>J<y`uW;i~bK##E8%roWsy9=s_kH$KsmGZP?bVNymgtQPF4uJ7R8t8^gMAeUl*F7g~bt"
            "hXWYJCnvyS-)3gR&EK2}((B33fAQddBbPtZ!kAcL(o%nmZL(COE7Iq&Ix;!f=lqc^>%NGkco+V=eh1h??f9`g9}jf5!#|l;X5>jP"
            "On$o@o5&~ZwpOBB?8lLR&Y$<KfIW>WbfZQutLY$yFOIIo|L`{?Jv@rzQugHE1u3$&{t3gw7q~8*2a)j=*gw|@l?tWk>)!{dhlMri"
            "(k<c$bWSHf3pS&7(QoK!pwPYXG5hOw3wCC$!;3NDjz0HxF%LU$Ab<9Alo}J^b+s_X+ld&x|A+w{+GOAHzi1H}KzY1_U3}&gn#%kE"
            "p;lS4%Xb~5Rjs4EKIN!+@dIW|T};KEX%pFOebzv33i3D@ewdoe`n=MhW{xtL=YN1qNHxGGj0HL37>3n%gHa6LVuWiO%oNK*+4DES"
            "_<k_HsXu|2%mv8ApI`Cwvjv3jH^#eb68Fh0^DBB5xq8)|hAvo0L>m*pe7zdpKK%t&8H_;KwMURGXo-KNF0vD@e}|T7Cghd&2i)~|"
            "0*Meg337cL%IAk0OH=UGRu?iHE(^^~HNf}ARUdeeGoKdY@0vn*_g##vv=gAgYEA5;->F1TeHxsTxrTg=J>7Z~ovk!Uq45nzqn<MC"
            ">Lm2mekJm%c>+x>x`1{YuQ@JLJVlyZ*3rJglW4F~l$MyQqvnB5=8i-F`aEvnG{!p<44Ot{)f!OnlRQ0BZcP%W*TVes?_qCV0}QOs"
            "Vr|w9at@z0q&$s6whcD2dkaeNWIYhc`}26*ZZYQfKSIavf^2oW2eHb~M9~a&YIa(MW@K;p|Blk-Tv;-3?=(Ap)0)osltlCM7Ex1o"
            "4bt;q5Q7cl=z3U%m$lEb>K}{QOH`N)JUsaS>_qRAc=lhX828{B4>Gtd1%Az#LUVD||1&ZROkc2boPeo2evPesz~g1-uHcf1f`kqC"
            "#|KL9;M|IH#P4De%lEAL`_#KFN8#c|d5n#?2Wy@>lBLxlIAiu0@bo#m_x=DVIIFSKHc*K8s7XTeUn76-Re?;U!D-V0(n4TQ#Z}zt"
            "_86uvQXvX$dYq;IUcmC^>%g&E4Q?}iIX|dA?KUk&es1?;xhhHN?txFsuCU7f<@i4Le;i$hU(Ih6uC#|p+DmC~H0XZMYi5-)OOz2U"
            "dv8+GPK6|!WK~u~-S0V-649_SLdYm2A*AAWzrR1gC->g>eb4ip^E}UqgC;+H&gs#1%Kha|f_^CWg$v!P*?<%{j~WLhVDXj?{@25F"
            "4AveDJNKI5*qddL@YI!Q+?dBC*oF7~UIw?;3?_x*Zj_u8zWnSOcswGEroXZ#!GqJk{wv2*0ebpHLRxk+4&e@iROnbv(97P=O=B_{"
            "i?CO$HdalLCFv>qu|c{5&+8whr&-G|sqGSW#8vQ7SKR*BF*O`A<b%Eqptk!_?Angke8?{&GP*9u$~-Q^kFI1k$U%uDxDgK48Bo<I"
            "LpT=Vi%QioT*2sDI0~n7`)!q2&MjSbW<UeqbViz~oT?Y}_{{sqLtvabZQQ}J#g&m{eYzO4WG<t@AxB7z{|J}1nX~O-Ml^&EK(CXt"
            "xRuP5_F5<~#XE1g?N4{&_O?>Ke%oU9t|1*2V?JY7zatoWw;3~ko}$dVr||FE0+?{2OZ5Bm2W)v_LK~*MhjTTjvAF9n3O(WX8|3JP"
            "Qwx0E&;~N{l`!jOFsZ)M#Pk+T_Bw1Y{%L6CrLUI2GIKlDeL02YpN{0C`Y$BDC=|+WbClOxk^Q}+Kwh24phCKdYwxoOCLc}Z-L5WW"
            "(M5pcmuX4rlH~i_9><+&JWelEUqNAgGRwKPh?lop$bYvFqEmKVoYjF6TC4gU94fzo$JG|N7O)jZxB1cI^{TK8rlG8OFB7y|_ra6>"
            "(!7WPi@M>)0C#2>Wyws2_M-ZUGUT)39lVS6g37I{*o0%2e9YYvF7wPec+@->rDJ~b8z%k(pO2;Ztt68|4&Q@L(HDGsPM_j3Cotdh"
            "HZ*?qA?6dR!$O~0!>Z(4ka$v_pz#pf<!r~^OqYg=uW8J1&3pX4G6u%BWpZozNYGpR8;-vn%z~zix%uA?!oiJeq2ks#Sn%K>H({eQ"
            "Gx41WA6zU2{=+4_xPWb3Ut06y5J-3#t(Nx337>SyC?H7iF@wd<$=tGMx!k}zGHkGU8NRnPX8XI1$i!$hEv@vU0+&`^%H=E8dJ=^D"
            "JP<jng}`kOYnpI03*XJE<s8fGSeX0}uKDnE>NTSp#q(RyeOWm6UsW$&*gKVVj3_CZu(l9BO?<&8ESSds{wIU@{Uq-=bs#Af%pjpx"
            "fBW`e_Tu~zT=;xCwaxCwvix?6e(7hT-TNYL(4cNe7=8zIF3rb!Ib}{E&*gs%T|(zMz1Cq^T{f0gy^0d)D*0lk5##@Gn{fWAL+tUc"
            "hsfDPq6A+EGdpaX>IFL|8NrYb94?*G0k^Ymv&%n9!7!~0pZ&AJAKz}`0tHnn`l(HYFSo;IgMDmEoicg*cZ17iHS$;kaNn(ws}7fD"
            "(M@}>@>ea`OzYqt8vjMXzdzGGiVfE{;qKr3iD3;lFhMF0`yal^ziiB)F4)D-Y}Nryxnn4uUdVTjKhG<Cw<iOiQ52zb6?OXez`$7v"
            "<W+ZvUq5myR_uEX`PLIadGS^hdZMj0mEgZGhP`#kg}##qQPlH1j0}v1ZHuZP=I(IbS84}bkaD4%<Sx$3;~8$9^#(^x*h=wZbeK-b"
            "1z7XG7U#s<lk*wmrgb@^&bl<teef8zVnh@)7QDhVgKO|UW-;q^Nr4~#Mu#1U?ghrQpA&jE5o6@3pX?qKC;4(}@2!|uWCdn!8wY1P"
            "Uf`!2c0&J<I}&9}XF{ifYbRmb+Hq_}*+iUIEssb4Nkh8%b+|fiGq--%3;cOpng$0&;*(Y@{+0STw()K)q?Bqwh~iXs272I0P+tu5"
            "(Ir<KWj5nxK3Ae<!1iaq#61qH=|S`&wxHj4oOEEEpk;(fJ0$l&Ux$T-*YG2xbkMTLn?i0Ch~ECx<Lbq+?9k^$utoPQB<}=~fNw@E"
            "{{S<#o#BqS9^v|C`0?e2>-k%q;ULzV<ssoz@LH`IdwLBL?gb<~m`x`O3OTP~)nM+C$ys+xvlcTG>Q?;CIR{jrV^9qCkJRScFL=}Y"
            "+93RTS&E)IeGzalH)z2F81`}yow{>^X0Obq308N&=E8Y=b@Ma}R99w+dEdovYX?%kelJ?(7KXD<jz!(T3{KnaGwLdiLYMgkXnRPX"
            "KX>pR%xLnJyro0f{yu+1<8{B{riV8~WeK^sv%s9qANLb0uV&+9nZs~yrxyLaIt5qhKfrS)>eTa2hRs%uWYzl~V^M!SR`|q{eY4;}"
            "!Wl$WGP@|gUn$53o`<Lj)=a_w4fL@(PN!C`f>7OCkW?~`K8R9qYH0|5$#mmYhD-y8k4s6%;4Kb3xgS@(PJvp3=kR;OLYjHC6fT6`"
            "=GKawpljPOk}mH}^_|z)&Ysb1z{I~W#9<U$n{STK{u=TLw>IJV>=MvfIhrjOyV3ronk@9mLAaeHL!~AW6zG(Llh!e2yh@F&y==##"
            "$JcYhZ=pD*25L^<MZaY-Y-8a7b|E?l=7sx%>Q!gd$~(qeIJM(xDLHtY;X(I2jzC7KDlL?1<ZY)I(8wwUcG%IK6r#ppm(2&<_Iwa7"
            "S^O0w7@i5|T!KrWN$kT{hPlI{Dcdo0f(C57x(A|H=8EpsrE*2{ENG#cq<*=K<|X%!HgE5X&&iX;r)o3pUNZQ=Ium?%>BFkKPoZ#("
            "7OANjOR%*ubzFAgY_B`Pn=l_58Z74i+Pbh?(+9HdkvF&tGrQ1W;a2h4*J3={XE~TpZG~RL)5Z5c{)4{PAHV`%TUxknFBf-p16<4)"
            "%nnZ4z+E(-$ckz-N%A{k?nrkGTCk7z87V`8)_OqZ3(=M2P}D8AAtCc6ENldG><Shy3KPS$)hXCZTSVzaHZWpnEzj8|Ls6&{Q-7So"
            "xAlDDZHqWo-gH^;XXD4m)tIx@5(5kp;F(zgEJJN5GT&5u<xDS1+p9@K7VaQxTuWBw_qeTR8(`Mp`<#DQE?PA{0nemgT=a~6I6kBn"
            "YIh&TZ+)UT<Js#WVu=z@hqlpeT`8vLQVpN{jWB#xEEwi#lktfjexCOY@EZIc2K(*jWSk4R^@|>&gu`S1-ln|5kq_`HJchKA<S2Ym"
            "7?`TIa(8||#${TQ*@InAxwxrwuqfM^ue})seKQ_&Lz~uP&D<iqCf2~fY3I>S?1wWH0@%YNBcR?+ij{j#;u0cTxcw$ptTf{(Kj~^6"
            "?haic7Vd9dsS7_KK?}ZX7+{mfPCR<fgZ*+fp(|6(1dk4;J+)(1SJGj1$|I~h8O@#_@*~IB4s3BnG@rNBMO0QdkbPTy1|r_S1hm=0"
            "UhBK!JMTF3d_Ic#+w3F5&D9c~mq%VjeVB*5D+NApgf`g+Ah*mFf~41SbtP7;Av}b&waZdzi5Opn#=(^_)A5~!23g%c1WWoSK<q6A"
            "+7fMxzw~vWz@{I2(V51iVrQ^fw3%sV^drfcMqxJM``3((TrrIOY>_A5Bb#yE1;(Ba>qXbA73la;eJl^3Kz_%j(9A_6*{GSu#kMy4"
            ">G0_H_%AsctV|cM{I(c=XLt@bL#=@K-xe(Jd641an0)00UaIOfcWaOp*iF7IXuHLcPrl*H&O6+SGiEez&n@&kC69?ma`Dtq5xtRe"
            "z`y@i{I8!{FlGX5{w|L@Wi;606&(B?^a?^lPQmej6P$Zu3@U9^WomoMP-V?O%z9EQZVkQ;kFKw!=6ZS7o{CVI=LYSUi-hb1(tJ1r"
            "lDxiizc+pZgH?A?)22}D@n{j#T^zx8yfJ34+wa4jX&R{6=*IHO_i{LX8&uoZ<B#7*p-OZWPk7JgV&E!gV`|RsSex=|8<W`EXdTqk"
            "ImiDxmJd}X$8hp8Pv$k~DF#+(iwdS>U`)#!w9+)BeifUb*L^Kot(L^gUL3-#g4EIQffTz^k;&O>Ttmvs!>SuI@!!p1c<9AGm}6|m"
            "P0shjj?!q<a##edorV18L>ZFQ2s{zf4>oT1r5nBC@u7w?wOl-lf$R_TKbeQ{{unr&$`)(3B*OHhU~cj?Tee+&GEMRJ!*R7Yu<h?}"
            "tQgmf5<WyKw<~bE;|W-o>cj+{jGILj{IlE4J-vSv=XtrZy-QSCm$4et4!g=595lu4cPntdmIb(Oh-T)ak|6utAB;NDhK?@^xX>lN"
            ">EQ4|H04etMowtPdCm^tck(Xm>i!_kv{^%)nTgbzy?|LxIt9Xc`qWpK`fF)XM?xbCv$G8slbKfJWL8)l!<Hsku%A7z@s?UTjF>-%"
            "xlen|Z!^2bZ&H&%%R?rtf8;*yQ?H32`{XPv%#C8QqWgF+vyrz*kAZYYHHy2FkGpbG;Doa`C&wR$Ju>SkEAt}OzS##?Pdl-n{bgxe"
            ">>L~ro5YS^oxw&cd>2K;A4VY?;_!nW*gwt|M#L6FeNTUuFl+@T8}RU<ESq0ey-4tPu&6f*R4X->^>bZ-25$@apbZspX+84KI%bgE"
            "AUU!e@t(iZdVtmWl<@lPU-(|1@9<0BdC{+JjCCCuPhkzCaQUm@Y`TpB)0yNU@M7%q7cn6+90ojzVo{N+AZW&I#9R}Qa6Fh=^bZE8"
            "yuw*S=75FfbEx?;nw0j8#d<w=%5Qi9s{7Tsr)_1JrIZD-*0Rh&tV8u|5<Fk_2gF%MaKKx_w|);npRWhF*%OYT^7qr29OH~j^GvaG"
            "<Skg5e;#9fY|%>(*dVD~SYWA7rh|jozMhYKXjKh&Jn=o=%rg_EZ{0~UGY>J%taNOh@f(kaufvL=d-$|%Q~0Kl@4;?UF6Les%)U7r"
            "u>|QNlwd{>IMv@x9^|ldES+^8MTx2R;Nbe%pkJ{9dwEpgu!S?wT4e_8luzRFTvfo>DGD_*SD>?IHEbUDfFm1Owlj7*8OprHFH0)<"
            "<-Z&Fyi49}=;?VZFli=6j{Je!He`bH@>pE2rHFQCwOE~^2e>a^%hgwIWg6P2x!y*apj<i`NM<{32+|V`^V@}kjT%5h!i}p;rP<^6"
            "3bfPxIrLG9M3HF{+<v?r1WeTNc`@dw4ia)hAmYn?{$=t7oNaj$ENho@T_108De((IUc$%Lo!E-`O_O2u$`XOkp{qg)mdGB!l`5b3"
            "%KcHKp6@PJO9_L<#yTurSqIB6*7N<w*|B}gmq6^e(d6{HnZG)n7cI1!&+1!RIfvPA`MSW~aN|t#|9zYI<%(GLpf8i&Gr4$o(=fIv"
            "ato_n7muUQF&f%!N$i9c)$TdRFD?HF#+@&?yrow}q5YP^{<VrExg&TgIf^@NXi4LrjAj8oAGl?gtf}?$T26l4MsdJ;o)?d~18;U!"
            "h-WKDvx}?TNWcgN_3y!Sgflanc%0VUG9gcud``$(x-szp<opR|N(b`sUGNP&mj8yg+IN$mq$hb-whm>{3m0)OCq*&7cRm{2l!K-j"
            "z1i2w22e~hfz@;b#%R@W=_fnj;i}O%L)DV<3qtAC!5P@{=rXRVw<kfH_SE$j|2rs<xrFuR3PnCRY<ww~ea@9hAJgESmn)E<`8_1#"
            "z;32)hv%y+xkr}Yu>6e$RH6>Ieqb%WD^wz3zTU_BJj!-ia63Dz`0EiNl=3zm{rWV3<p&LxZ8Ve>{4=HQ*nG}lLk`@?(4)zBHej4`"
            "iI`JaM;qtYU_{<29JAPgZThwn9?HxH?dp&Gx!Nme7j1$P-c52U>gY4H7;HQp;C5!q|2c=6^Iv1${n=>a6~{)m7b0ZuBwIs&TsF^_"
            "mag53OKNtY{Mc4(>U#nQUC)6RJ&CYYe>C&9910tyH3>pqg73+C$n)}Kl3D~@>~M0-I4|C}W*8Z5c?Ob~j0+y}2+pQ0XD|0}XRO(S"
            "uFj~!rwhzkNYG%iO%1>Y7jI$MaaAVxaGR7x>{!khn7-zKfKU0cg&&|q?I6CM@4?piS74IUOTJ=PD^7dXpZ$2QBB>n%anxxYwz#GT"
            "i=%7dP5lJc=qk&i+GnBL2@|%o*JjbW1+7pRRS6mUtT9OXCx2G+823HE0o2ypvl|a4V*SNY7;)N!NjNC<&5>i1=53+fmF85|xSlt$"
            "^k5;i2hebP7S21a#mqa5DSC!BcgC}jEOu*%PyNuMo}S0(Xz>vJd_KdD=b`NP+wZtk{FBfBcnu$ZkHtMHiKHB>23yvC1l6TScn6B%"
            "-~P<PeLWE%XriMcu7TE9JC;0W9Gg1Ghu2dM1kWqpsBzkuxo2*m^Sd<QQKAX$dvy!^#;JnMnQ<)maw2HWoCWuLvbZZob6CGG_xMwX"
            "f+d*kD6F`=oV(V20W17Q@u_#Ran5%Ka8xws@8^yXGz0t-<vXywJBq(i(IaH{U{!Q6WST0nPt9e}ci<aw+p>A+=vxRv?H-c96H~N;"
            "+2{MQl$MeQ*FT6@&94gH>yLxL6+mO-Na$Rq!zg+JOfvlplN4-NaN0rG>eZWjKUj^Xro^)=Lk6%sy*9jX#f5H{GSYEM!Y^_bbobyu"
            "*xIs~JNo?sJ+Qq5zUF#_sVZ<TLRz@b82B|7RQ4#c)<^lM{ctiZR#g&7*+<j+bbB_Ypac)ZDbu1eANa6Fj+9HvF;gRe1($EY_vapA"
            "&;1YZX;vc5ds6`I3v2ML<COn1$Z|tUq5gOn9u0a9M~CM@w$>QPtCS&O#=LF1I_ss}g-$ny@=um51VvdhSll!S4=<X{ibIPqO#cmT"
            "$dzYdRwr=Eub=Sx=MhL6YR>-MEP}}HF8;NIf5>g^D^{Luh__l4k;O{0n|JPW0``33(Vx_htwX{0zhFutw?(-Y=hP>0$BNBRg0aBW"
            "@HTWWwqWTvkcB%BWc~KbG5?txab@{CA%l**#b?2tma(*d{c(QaIlPjx8vJE6nQi=c_<f}hyHIc%>gVy$`rC$m6Bk3;k0C7M*${Hx"
            "aT=fPR;R#ejyOaojxIVLAt#eRc=+g1FrPVA$U$Ic_olOKpKk7=su>gVM-1&BdbqtiOp{cd`9DS*XnjLCOaHtbSGvyPcE>6(p_eAJ"
            "UJMdE0V)>BSZyRDp6as#UZ3=&+gmJ|^STd0t`JD-2ru|DCFcwU47Baw9@v{54Abfl;P+uim~~HYT(S5Qzp`5kCI4?6p}v^eG#HaY"
            "-9;R4)tA+MK8b@ov$;lX8JhUflMj}OA(QMhv~Yii$5IDlufP4+I%@+G@)#%krI7QqMX<Xg3N|j=B|1~AOa7@wDCn_;o^HskA^e)+"
            "M()Tq_}}BZD)^mf9jdV-@#$>i)+R2zsSy2Qj#9$Vw<sghA^*o_ytrH%Uba6*AtMCh1JKaF97l@QqToxPd2uxjtgxc!$FDe=*8n@j"
            "PjKOiv3SAQO~_RPF2aaek5XWR{Vm{xd?2mida-Bo$3XizPnvZhks|6&a22*U5t{a~KFz&A%TtZ{8K~ps1&8o@s}_@6lgFmreukDc"
            "!LZr52WO8O2FrHY(>ST#?CEd=diHx1d$BtKzdwt>%9X0jMe`OnKL0hW+ii&JPph&bzxzV=4+ec3;GsKtK9o#}1%;iAB6Cc6!*)la"
            ")30#xj}Qv}&;g<gT4J?n+4y>E9rkVJ*jDFlIHI;1Iy;(SYPFtdon1V2dd#Crt1NJ+dFo+-GPt=?iGo$ONouu>SW;8C#Si`9b--Ar"
            ")_*tJ1lNg6o=+yBxBBy-B~vZcpz)&~fcDSfP(M+I;rj*u|3(uV776(|?09c&GIH7k{^3?MV%B=r>!c?;^mQS<(ltQ;oTsqj<QWW6"
            "oJw1Q4cOY4TJ+wh2~aSB?LKmxpU^j&%5>b=&+@bUJNeD9U{YUp_hu}&@w`17zw0ChYhQ-m-_7{)&M$a-LJuB3r9j_*^<x<~`>_!F"
            "aPjMk>FBfK9UnGzH%45R1|79j*q~#IS1-v@RhkmJ6gh}B9PC3Tiq|pk?^Etib3XTetqzT?J_9dTo(9R?F8WUMal<AtZd!R2w2%Mc"
            "n?l<7){H~AYL6pZpZgD&Cs%`lS}>DKdV<*lcVn){JrJ<SuflMy^rJDJ&mF=En!ov<T)5%a{=&vPWndj`PJ_kOoO*}_OOCLHaVxt;"
            "6V3j@kvIN)IOTIfzP8*7U)pqbE{3<qV56)(%e0VTVz(_IdT2~X7hJ`_-6cXF3@h5V!#stFu%)~nn|?&%!;Q9V-t<D0vvTI1Pi%+k"
            "gh&=XG!ynk$HDVC`!TfdL*7kiGZd#8((9g`{Er$A`c-uC&?g2ne6w+rr5jrjqsNRwjUj5J3mw>zDz1+kOxB6I82zC)^M9$#vI;zD"
            "!MbChWnjaE>_n462bu17O(th`k=K;ZN7=TOurf`N9vz#7O}G2--4UvAA=roA`)bT=<Ws5jWIN>7MbjXI5duyI?Wc$7y3=v=P4=J~"
            "x3@U=ye}M{Fr4P8oy6_?=TSj{85UY-(&=StG`Q;}7zG63-xgO^o;id<lMN|wqYi7EF_h$dESYt=FMm}t9nNR0q<h*KTz1`E2-TWJ"
            "iWBsC`JHlf_ToR$yRRj<WrsU=uWTf~ib};LwP|oDN5aKd#&DrBk=&Dr^`y`55d3jC)~OuwTh76TQwN#%Qh@Bm=3v|&&XVp}lai(i"
            "yR7g2|5<({4yHflC&A{L8OB{%43FmbA&+QPvDf7!R@HF<^g^>~i%DM;^qNXuSHRe7A0GdrK%2gO<2Ez~<A#vlbo60gG?vp~dvpD$"
            "_UwCjJW)hKkM7ZrJsuh(b+BZeAztb~P{3{QW8*Khla0Xbqx+Lfa49IRQDF^-47u=f7ZS3epO<?Jc`LwL;~+254=tp7Q_~7x7M<Dv"
            "a{9}$XK4vMn5Kw<%L?(Q|1O$6+?(DfdNOgwK&H4Uie5O*7Ejs{$@Xf8(AqCIK=ADCy`Cv#NMZPkKz>D>g6OT|ec04+7LMBf=7fyN"
            "Y1(7y_7Pw9K;aC&+UyGS)CO8&D{=4KiEM{wIN4R1^B-64hvM=-7;rL~#RmNoAJKGT(dy}F_`ZgJ$BH<my$|_iR=VWjFccqWE8+3C"
            "gGm&V1G$U!;j_X&K$$=MEi-R+=7ScTxY&o9&s@cay~1IFf+L%HPm=}bRCy>}S_^l=F2k1oPVB%Tcc$-s24?F%=KtBYp~CiSnDnfN"
            "d)}c93jO_<&WkBDH&c<_cy<Zu7awM?%Ey7%pqWfzd<s}99OpYHo6&UF1PSMN=c)NG-Zl?~N|PLvPOJl;re~<uI~SJL9mdPbTVSeI"
            "k@%8ZKk}Zt9187M<BO~EwBN9p%dWQ|LGydW`XvOt?8IGBF*q*xG`1UxaIlX#yBu_b`;zG<ia&c7uC}?bK(}P>L~$S)Je|sfo|;r~"
            "GVeIB2p1)dfv4qDI8FDhWN@HAE{>SN<OXZ7kG6YoyW2yooVAWyA@dP!X3b_3uPq}D`zE{*=S51#6mjY1C!i$HF$p$>$(v)@;UoR1"
            "Fk}!L)TG1&@2#8P9u&M)f=+u+xCUtYYm&N75&Rn|%WjI-LDlAmu)WHbqKgn~o|&;uYZFRq>V&V!`$RjAT;)BE=Hm=3!ab(RFme(w"
            "$#0D|F$CXd4&a5X!`qwAGVd=N#qrY?Q~9+UMH#R4Nh4$cWi?)fd&<*U#q3mUo)#<;7Y?Te+tV1QFqI7(SAhLLorEmoM_@5A5|;%9"
            "vrM%I5cp;&d;BSdpSR*Jj`2}tIgtt!TWZ3kJsQMI?mMseYaV)ZuBK~Z4Q|(_!{TpcdtrW%J8XTH2~T_aFnhI6IRE8p(Y+vjknJ9f"
            "4`z3O!74Ab|7nU>Ds))y&muaf<$-$l2VtD;Y&Irr2<x?29oCJ#1GzbkysD)h*L^aO(@B`al>Xj=P_Y6Wn70SE1$J}G_l|%Z6?69D"
            "vM$Zc%7wo!@%-ZDPPE>+4;khra9jI-MA3oQ(B}0HmfuXoQ{P-gO+Tb?SGyY9@9`1+iZ-I;yW@g-Hqk)Eg8y|RTSsSsUV;g$TB^oe"
            "Mh#*sD2VmViJ?o6{$iEJRHi=j9oRme1K%dx<a+Ao(cN?FX}}kbS5|t<t;h^R1A|8KkPFf5XwpG8EXj*m#s*>8jo@OT2X&!iDtoSU"
            "9o`hVFy%Nse*BM_tWGPQCDgT{%Uu^?9|20ZI0_z)Q<XQl?bCkZ_w|AJ+DnQViWecfA4yg(??9f)0Zw(a2(ErRj;g1d@S)6e{B0f0"
            "gg$!s{xK|Wjs(wD&x7ll$$asUdVbyOcr+Xt4<Q$H*>gUGYpoeeN?Vhlde}a0)Awz7-QS#*h4*0x4=yBci(JlHgGcvcCAb!<c&_p#"
            "c8|Ov<Wph6lEeHj=LfjCS2I7(Wg^Rt8wR^RT!*&ar`S#7{d{(YB5L0+gy9Om@$Bw8*c9A=moF&+|2mNFJgmWe_oWGElwg>nGOy?$"
            "&%S-I6`S`8<sVGer{0kRK*)=TbQ(<S#@o_}s4skdwLktns?7%6w)}tYd;Q`k_&ClLV|~s+abO79tscV-KN!v_&vc@;H6HA3MIFps"
            "Ylc1fFJZ~yO1`-q`6;HMcqjNh-&C#4Hr4*bfPw4qO;aLo)Evh5E?&tFoRg=^N0!n_8%y@_+C*lq(g62BmA=~i6pfu#0J;9FSkAL&"
            "7@*=q^(adtQ^jZ{^9U~5nv>t%k*s#S9nHQf1`DSZwEO)jQQo-_+V1!YpFOJNwDJaUKO!<Xv)}-Bz-k5^EcpThT3kv0uOs|?eHY?Y"
            "pTYF7XE1EuY}TO@fe&gTSaR4d2#C$(j>O54pKm94zl((OvmKD#vYMh&N{eg74%8wg;p%hcY2aHMnB(#RA9X9TUjb*pw<wWsmDOc|"
            "XS#6zZW}g6y8$nF+y!B#eLWzCRgN`aL*^xrljS_H0K%kS@vJgkpGoQqciteCzxaD2q;7GCM|r#OK!806UV<Gz;-MqwhiI^eEZ2IO"
            "q3JJ#l#PAK{ODb7ZO>sCuGbIBQ|5xg9yLlIU&f8%J=xi*mvHPpe`dR0j-Bx~Vi7sR;iv98FnGL*f2e*4oWG6|4W6NjITg8hOa2^8"
            "dm)3X^gKn=XXsLA=u14dDvk0s_kt-iRZ#r5g0E9>fSYM4qIJQq&}aB@*l?r*KAlUWK2y_S6qmr~c-3J-{di`t;SO&iKk}aCR(y-;"
            "ZejK=<k>LGy>@sus2`KOLvZ*N;AZI>v5<3nsl*pI=*dv&(EUK&IiT+H9IjSg;)ac=M*maq;oGH9`r}x@m)l&&)8hxC4x7sfy5t)J"
            "u7OKr6S(YA!PvSVkdwQGEm&&84^Ne$?n{R`*VnOZ&dW&9Pa1~ni>h(qG;^B1Wf%W?d_O9;w!=P-@%Z-b6dLv`fQC4X;y<XAgPV&4"
            "W1CCkGG3X@+xv*O&rikeZ6nb83Bk;Xm-)WORj{Dj1w$Qv!qU9sAZP{O28?9$Ci$}Lxo*s>bqOxLUC1xn`5xX4+93IEcd_y;O&lNH"
            "j<?LJMZ-K+fkxv`ez2W2jO<1H!R)8JnR^5cNXURA4`e}kSUwoo7I9Cr+91;YCfE-eOS5bINXRjGdT%%1Yj+I&mX+YqKHIrshi*(i"
            "62tD#YL=W8br>?+gq2k8q<^-{Ahvr2jvq6azI85UE57%q-@~T;pHp;Pc9i5Zn&ab1)*`*$er(Oi1ZduR6H4EXq0-gW?6NkBqd%mu"
            "(pwi$!V^F?{SwsZUSZd87hN~_1K*pk3Ate4zF-$=tq)|!M6I0Tl9`;&r8jtG>@qmKc^`~xza-XljiV=X4#S?0v$*g}OHj!3xzfvz"
            "B|Y21&%Exy9-Z(Yzl;^k$L$!nZ*fDZ%lje0_7Ghg$I*sXXS}U+ALK%oQD%ZQ+o<cv=jL7){EX=182bMk5fYL>O&;>>nAsRAf8|Nq"
            "U1Mq1qFy{*w4{Q@e*D9J`)KdD3urLI21VX$#9_q+%*<bk92zy5Z;=Z6#}{Hr^;#73Ss)YX#I$Z-#i|{*;Nvb2NY(92?e$mjLh>LI"
            "dZ<xFvP_uIGXH(hJSv@jF0JB5)DNM-lL;@bb4Ky*LJVrxgrZJaHvFG5PPY=#8V@rxzatiHS@Qxlwx2<PCx5=6!*8wjqkt3kn0p|G"
            "Ro^<soh)#JphJ`JY_l1A<ZjP|en;{+DcTUE$E`9Q#&+Fs!d(T^F?wJL4l{m<5Bu2A>{GAdU}r8^*7bmlw-=qg@C_cmzlrY^4`I`I"
            "Z-^|lVP%Fp@X5Yg;twvTFz)_dzOLX0zfSW5u5E6CF{RRUO6o7vS$qVG<00Jehgql-Q3ubqeGqy|;C922xjEaC()vr7ky-{Xt>eM{"
            "zA}Elqs2y?E64nm;c#QOJ^LM^&4Rmaxa)F*;K16Eba{szy<C+^A2t~?>ARaCS4o-+(C)?7*gxW>O`r4kx4wnG?#lGltq_lIPKVh~"
            "&cSW_26$d}83GKH*>1}RaN46@BxJx|(+Xk62G3yS{lQFa|9Il|NP~*#7AD@?%yhpgFyYM=@_IvxzjG=xBPe|A95&2WgE{r|z)Mo#"
            "f>YInTxD4H^#huDy3?HT>ez987hB#pksZr_1E$~HXlAw)lVD76U%j06D<<QMFg@IyD~-2<%yE{-O}r>4!qI_K`6vA}=;!@**!#Hy"
            "E3?!E%mR|%f$0_Wf*&PqAm?-vj%3}$t){lP?Y%r59GOnS8x!(w27cOc0Q=~yW)*&;xJfPwxJ+{e=oDMii;rKqCExYn+22E)YtK+h"
            "vic~g(eYyDY6W{eGvJ?D6g&tSPuHCt*^G)~$mS-(f*v<~ImsB*++?VOSE6eUil9|@2;+O?um<knwxQo)!~zDsb{m<-=R&U2K8p*P"
            "L44^P88S=extMBiT%5gw!UOhEs?9$vr1i{lr4w1qng^*hX>5e8BCI^t0>WHl(=`V)w4WwA)Vdx)BZ^IO)da_&zkG^0a(|AU;f#kj"
            "!NQgdj8K{d0U4hmTXCIObmlx}f0_of$M2zq20!>if3EXMZ`z?zrW!mx3<k*^!Rc$Qh-QAkTI>zJ>58;oX)IpQsT1~3!It<KEH0F1"
            "5=<$0IJjEPX7n|*K>IVJSm0Ds@LjbNE^f_)o4H!_YQI02UG${xg#?!roA{4LQ-$6UOc<~Lo&?Im#xN_|ZJ)>OGFibcT)9GmUw!OI"
            "Rmt11TVxsh2&@xS*#Rz*6ZU|pYz{%~7=O6K%Tw)%f1Cs-La~K9>oA^7EltuaXzw%V`@9wk>?0}g-z<Pk7v6fbCR}gTqF$StKx&~q"
            "3fTdVABQlZHydg=lFe>R=L5IM;k)dm+=Q{-l<$mC(g@@mbPwJRVk~#@0nRn<v3NmDGX}3vV+Xt%c?n(?$tv`xU3X$>YJxg#Hu{QV"
            "+cGg=lMU0M6L{)jEWdozEM~j$2o6}f5k@P|r7QX?(PCUbc00a5w(b6ik;QdbsB;sqrI|`lk_=lo?IhQj&;u&DCvdiFCphJ3Ls97i"
            "v|acS(v7CTv>`3vkrBX@w&@bT{yfO6c!X=WG{6d_d*ZhSvLs};MkNoyhK#FlwDczy^pv4(>ke{R9)%xAKF7k4OMJ|EBb=9Y97{81"
            "iXIwo<!^0Lqe<smQ0MFyP<(PyWUc2+!)D0flA`C>YA}S&_^eG|M*6WQF$(0=k&5fQ&GCkXoOu3*;ZWOX!@MpTK+$kz=%-u83$vVB"
            "=e}4vTnZu<_GjmA)qr%fHmsAeV1K3?GLI=`@G<`vUn!+cmz8@!(BzqpHlolEUtvL(A;@LrzzR7(YW65*ZqaGzTGxWwJ*R|u1~-x{"
            "*xILiaqBW=nt4NpRe37YtJcF1#y(+&^f{1VWFbSC1y*Q-d9)3)n=*q5y1|dRFJO+vZV>ipbuYHSCrW@5r$2&}+7}}J<^l1epAL9x"
            "<tlWMiIsf5J|tlJnO-G0)GmtZ)z-1*Iy>g`RUf3rXJVnTJxubd#en?YY{d6^VQ&P4_WQz3a5#zj`cp9Ay*s;`?#pyW1yGqx2M$fi"
            "6-&4!E`VT4$@>BW4-W##XT?eX+C;0a8UdXj3tOGOVeu6UZfH#vY?%~F)1(g43y{=UV;AyR_7*!ttJtgjWcYN@m6bhKq48NeNmBPk"
            "SsT)s){`_rL&bF)4P(Pf`><&pk8#C_DE>fT78^R&lEk@lnBo;{s+(~N{KfhheItgxn#Kz?1st}$f;&lKZfc|l4fx%c3<CyI*M_<1"
            "UTer+O}@!ravn;%HW`VhUP@=`p_jpSeGHhne}va#bSYZFh~-QDz@d*WqNFDBY3jf5(xNTUp8Eh3i$~z?q$nozMdP9mLT@8YoZWQ_"
            "*M$bq65BC2=-iY4X97pFr?J=e>sa;+HGb_x6`UWY$~L+M!O98I@J(kK?M$;~)qX=EX3Qa2cY!c@gf0_u-yI!#vt>KH;Fz5%h(`2g"
            "<L7pupi8%wT}IwlMxpUbeYSd4HJINKdDvGxfm4brDbnu@m?-Pgl$(QDM8!zvy2u62I$afe)!pHKe#pVb#yU<^QH~vdhC#`3H59UE"
            ")JGbUxk)NaIxvpCtGS1%U`Y!15O4H~hoyb1;C#&qRBvm-n{bV7`K?Buou&&jJ|V+L<oj?q6S?NWPp?^2Bf7|MI;aba<<CP|-f3(&"
            "bO>fzxv>k;FJY0}O0Lsm9<vXafbyS)lDCpFsE7BXAF=MjenBSqi5g$HLbaO>eVsNFPn$Y0*B3SdzrmVICTv{9E|^o?1HD(ba>?%Z"
            "QEeSh{~jvxPjXK1R|adchiTu%PhYQws!khPvpN7zXGSvNo!J>Xot5_0q6P(H+TqrpnQZS*Z_Ygv-Iek}LFaki$c7U#iSG_gU{{+e"
            "dDHu+`6BbKqT0?z_|homHXpLUbc>s~vnJqw+`MzbKo(zMLO&*LM+rv2Ym;}7q5;r6r(@#Vs~$+|%`e`k)qyQu)P%A<CHR>ZbJc6Y"
            "aIJ|xyOL$aEjkm5eVxs?nI-+16YQp>u4uY9$BLzln2H_a3!qQKNbcRQQ|K_g2lfn*BB%ZJur<n`CT_K5d)9~Wo2KvKmyhVe*FExJ"
            "{Obnp9WLU^$2Neik0Y6E%;&l^b8-FWfn4hnHQG6_m=~>I2+vF{$=FMqG~U&LmPS2awRsw=tRKui-IizXH^gvV?pLtvvJ4YAmf*u+"
            "ix$#e?GTRpyc%ZfOu!|6W!&y64Kd951wvNDtU5RGt04oSwbPAH_Ex})TXm@B6oKFy2rRsf-pc#<+nXw}*!3&iO<gYJBhYIjGm43`"
            "V%(_Hbfax9$WGFu&O#eHry9y8%U%NsC*`YN$?yj%Jg8Km46>rTVadD<+NT>Uo-3OTJ3A+ELJs+?(&zkN)xo&&uZ5(BeSw&mV$|r;"
            "z{rAdNa(D<F!=)U^CN{^@m_7_<+BOPf*iTg;R={K?G4{<n!_H2YLnQ`jB=A~1nn)ZU$T_bTbk%0WD@ZP9bCcDC=ha=*T?-7b_+qX"
            "+XzUR(wjmWyFujLAu=7|Oao~WrT-bnR&SGLJKscs-Na@5(4~g->FEbvf)&65qxh9`0j$cd;@ZUt^tY`KEIAj)HH`Pe44v=TaxD!~"
            "e2#(cAPby6<p|%SlmzALG9}+@p$PV!M#>+?m8&LT3}=mB5`X@GM!oMZgqa`rG9kbHddW@xMvnvkr*8~r8Mla)e#(WOj2xz5d=BRa"
            "T>~M@Rj+&jY`)Wre*XM}y8E8tMMY~iG2l3wCY}KALNlhI)PjdchcF@6GxYKadgii*WnVhPOZWvhx!@wi&^EmC?>Vel@*PdgXQ7Gu"
            "QBeB*MS^wY#qH9T%ya2DR<ZgW+_tNM6<QiJ@bD#Z*x63FyDbW{&&*(D)ox74QpqwMN#>fSq|~A(c*EfmAIxN)H=)PG25zq79x%Ru"
            "{HO<UAjg~1nKc9WOz-yp@10)z5b{iT0f~95xV|TJz+mB4k&q{ocqEs8ANm4cHpejjtUT>V3q!tTA7)q$pyzXRsVj0U^Rb!xfA-w`"
            "PcBT@XEUZ?IB3TH!YwmzVRu|HjIGn6JwJDW$oezB@RGwUlQ$ULaRYXIIS<Pf+?e3S^VIFY$o?s;Nb3}L?wCJQ-4Q@1H%YP7{3zIZ"
            "Z!#MecOO=mZeS~ij${9Z@?x12c5L#UPF!qli&L}9xt<aW@=q+FtQKW9$@&30j<16$-hQmDMv;O~J%-J$8f@}pZR%yNOp<@k4LE58"
            "CO*imIZ}m_l3HP+{BwvNKLa(uh{;<9vAd~XA-3x+7dhAjWPILp!?zakm!*5L^KXOr;cyTxpS;CGS1r%&8p7K5CSt#N)7a_Jh9u~6"
            "<Ev(o?bT7Fw|_Nn<!DaoDxEke*b`S>ya(OdQ`wl&wyf^6InFLPE|!nhp@|2oA!XQSoO|H~eAU|v8&#J=OpoL|IyP{pni{y4V8DK-"
            "yf|k~Z<4<!%hazN!63U3?96ZCzZ~vMCCxD~KX)KS^eKbyBjnk5BaX9t0XSmd0Ge?A3%t6r1Z)*;Xe&nZFH#Me_joHdMMIt}H^!2$"
            "%yyQta5kI!bTCsNWkWRqbJ4=Oub}bdY9|e*<%ds_z}sHW%g4n|8gzc4BR(*Ei;bVtL?7Sj<Ei=Se6WWY-0rO{J|6xH2Yq`1^}&xJ"
            "Tuq;rn18}&?axJ5Bl9@j%6+IMUL!6JEdmYY5Bz5>6XtUF3VJ3+;1oYwQe9?8Ih&J3_u><|RbiLF<)S^+q{(8?He-BqE`Z<gx`&er"
            "8HV~<iYRmQwBUv1`>&b-fhQH2e5Dh9I2i?dZ2sU`Z+|>dvH(BM`HLpyCUoBDEF@e%1&?Ol_E?}I4>9pB%+GByvoih#*$WY;KX+tb"
            "T9t9vs8-IWattr$s3T|vpm!fn$k)+gPlI)skezb&;x-U=0L3nRkFuxcvZNgYp-Q(1B0-ual{yQ1=)mA(3ci$+Vi9GJaP*AN_-nhE"
            "-FqU-hOJMboAFubt^0|;uPwoFdrQR6wG}9{e<cV$baw12Mz$#k`*VtA#d~qbVQbch-;IJ6CN}7ws52@AudHUm&Q)j{tic|BSAZdR"
            "tmyjAE?B(EkS=CRlggEWc=@F~e2Pwi%rocs4e<&1`K~>GO(hAId!NTYheeb!BaZcM?1Br8nK13%BxoJrK~g)yF>cBf`h7it`+e&r"
            "U$u29I2&GMmwng3fP;SQ_ly?q%(LmZdD;ki8=Z-%Yww|Tuok<0N}1|vqancN9u^j=kaDLCS#4Kg!W=QnE`t+%3E%oe;fr6+oax;f"
            "be{fO)Xj+~PJ259A6?EoLce04mOk)%;C@)3ABx$Axv;);2)eBq#nxSVD%P6Wz+ajljc=4?nCkpbptzzhv)bp0^9|J~C{c~AR*z?2"
            "$H?J<0d2f=^FEl}U4T2i`?9$E{XO0++fU8ej#Qd`3WK6`$!XblE;8phG|!sA-cM1d<o3Jx_p2dpk{W@+Ou}hGAd@?;$IfJMY_X>|"
            "bVj|0ODUZ~51BO-yu%AmffHtaMo;(f1#xrPt&5Mjki=f(aaM-*?{Y$q{0_{Y9|wnCW{b{6Y)8|ag{<Y#V7l!cL9Wja5&UQt{uV5a"
            "F=mTpT$l#emky?>P~N=N6rtk^X+r~$Upbw&c<cv5-#W;fu13mndXN?N1J#0m^I1Rta>_22%<R$we2`2q*C7^7hb$+xx3`4dBoJoM"
            "26~qN#5)d%Xl8?-pl3nL5(DVGQUzfxX)r(T0KeMk4;S=qF2Ar{nX?^REb6$uoGizAGu5O?oO-_{{J~knK;COLdsO}y+ID2%s`fU1"
            "qlp%CIddI*^~kdYS&?i*ND2zIe2WX=wNQpe=iEpW53t!GSII}+ABy&U<%BHG&1v6oj{SF7P%ee+Lq3)?%h8yTcku6u4}w>XA~UB!"
            "dDCTXzV2=oWfch-9&I4@wWBHPia;|<1M3E#<KKQeO6{Wu39}p+A37Vxyz0e1+UH~Ft5oO-@nYfA^C0ow=Kpi&@>~;P(5_L?uj3j>"
            "cq%SVnS*;O#;}d)Dm2dB9S5Ac#_jfMf!+Rw!t91BVk6Q2iPQg_x)L+_0Jn6U`fxiwdsqa+-X?Lgf=2Q}j=T3BOLj=9KS_8V|7_a_"
            "&SG~uKQ!K)_Md0$?-X08G#pA(B07s3ZYA^Mz7amt9}WXo``|qtGxk~I2Bp`%!%3TyuyL&^TRCMpFKCv>yvTq;^H`KWcK~(FCL*hg"
            "ru5WGVb?1=Sbbg;|1Ovu{%Vo=5yrF^nbG#2R&+o^AG4m$W{TbU*n4|^vE(fi9dN4RW@jdgqGxC`xgr;~V1FN)DVxvb@%gy7pf4+U"
            "Fo$Gy#zXhUR_@J8Gptzk1gl1$g)xc>Ai9uIY&%(<TCN+R^YwVj$?ij*69{{c-vah>zfdDt`~N!T7A4D$>`-AcR?Atb!bn^{&<B1U"
            "m?j<|wT(sfUBtq-I5E$TPeN8Q6g<g=xVa{@#aNc!Umh>)Lg1emcmD62Kc5oA1?lRrvd=@YV8C4n{^3e<qC8R9?=*DVJ-%=0SSH+k"
            "6T328aB>}WN*m&yewV~ozQ&1@<z<-gZh!r5M6VBggILc6!ro|*wl$ORA7}cr&J(m>o}}lac7R$-f13HijV0Yr#Wb-pTa{GIExOwT"
            "#%CUbxVj4!R~oU1yVk_Esj<@Gk(|ne462S#1?7E9QE~^MdxWbnixBDEJIPlz3}Y|yHTW@4a%sypXO`9d1h*&ZkzG&%oPW0n*7#TO"
            "Lv$1=VUjN8OtE1dmtBPV#>w@IhSQfaQKR=fChT}m*uEC9Win;@PhsUBvtaVkKFm0|47M%y<6fPzV3M=W{TLI8^#hFgLx;Cf<C0mh"
            "?A1;|I{=epd5n0RfQd@^a0sTbKC=5!kqaoA>eCLfcIVN_#Syi=21w4pK5@W?33#9=fSH#+g5Bx!u)EU?UCmCQg`6VSnIDXQn)6}W"
            "OLZ<+XFB&!9KxP{^&v-9WBTm94rMg^W9y<kZ2s9_*mW-2y=^x;?jO(gWz~tg{{6(5P*pxh7FhooL+Hk_)g)w_Xw4o+_ak!t&stAw"
            "9}B7~F|^Y{p9#AKTeBBX!)GlznJ^6-%xj==ixNFe)Mxk4Ov8}*_H3@WFN~UYABVj*rW>zyQOJF*<W*R|d*=o3I!9@lSk|?NKk>1W"
            "U#jCwEIJld)@-9d;z5VZgx%p_-JwUX=Q+Sk{k3$i!-%C8Zbo5-zz&|L8Erct;8X&eAzzIt9vj%mtUheV>=f2hd_>rhjXP^Y;llVV"
            "e(sLBVqUrxgnoQ$U?bWGjb<^@a?Ed23zX&R)4ByqXqwJ6d{7?*Rmr=^RCNheiLL_Y62Jzgt-!p={V=a^8u#1aBwj0*r;*lHbhe)+"
            "Oy56{yU^PBe|GZ0BU9M)3!lN~Oa{8obfC4P2eP+Ehe76`7Hs&OfreU17^+hY`u{{QwNo3;K5yd(rnU3uc4qLwt+lu;ARNMWE{EVe"
            "XQ~Xl#yeL`1v6)58kMUd_^siV)MP48o{GJF-(spik;`K(n!Do_23I}6zKY(kD<=id4<q=ubUX9*>Q8!8H{+mzSFmoNFPr!)*28`I"
            "PcFOD6a(J+Q)_IQ$l+5LzROf#HTgMwU8OpePZ~+H_1<EJPXX<HF@WwgT*0mfkr3yRfXDwVWkHd4e0S#we%y6M<lI)X{EL6E*kTtR"
            "`gela9FV54K8j4p@-J{m#%AsSq)pld?hp3yL&{6RY05o_&^m~MC->0HfqZU(J(II?2J2S~`Tarf|F7*o!sF3V8sXcfRAJu=dwe<Y"
            "de_HW#ZGtfU}?#6ChTB~_>l`c_;;M-ZvC(A@%Y;XIbObW=w1`AZrPtiXU>B?cN&kr`-d7MRN!FA7w-O|4DuQrf&~dB(0t}9JX>KR"
            "csF6={WH9fVceLzn4YJFqtf%IT=N)pUQ#cpZsr~~?64-==5qx*d{Q8-uoo_rnj?-Yuf(fOm0<Eo3#*sUqk?W1xb`4`OqK_*tb-|J"
            "rJVrzZ_0UNOoDr{wru+rFF^}0{`=s^|NHNhR=d*)&n}d36J|GTJ10|fkmpvW!@Te((7VNl`k1@0#)7%n*%8JqZb>4+d()Yb!iIQ#"
            "1J%@V)Y5(nlh)P?UWek16Xn^8CF?PINFoz*k%inO=jrQN#=Rxbd>~BF8H)Q}`pjDfcJU+9a#?Od6)e)L!{q84+@q&SxccT!E+{gW"
            "D>Cd&^Mhk()smsC!R`v==3W=}#<`D3IgWo$DAB}zhq$A01aCPLTDmZm{<Q6dX)mInL*_hmh`z&~odpoK2l%8~GZOZ|2eLny^4ti%"
            "#_}lW!2eWg&<T1hN(<(oanyQjUuMcqrWK>0c}NZ}LyWOu68yyp`ABE%cafuSA&yv-gL<m#;CcE_e73xw=;N>1EO~@3xrC+ge|FCz"
            "VYiZyyPNa@v2BMItC^_Eg?E0#i)Fj%+Jr;kHvT4Py8lIAyFX&7eX?ZbI|BLj=W&jwDO*>w6iQ#b<j;NZWql`AK+IEVdU!jVe=~hM"
            "mpj0KsmvKoQb*d0ugw1iqXvAz31Uaug55$MDfjehA}VJ)a&!EH(eT!h;-iMn>{EL@Nv}N)R@n;Ni~Mv^+-4VQlYM{=HkzzODjP13"
            "bYMf(e~LD`P9}v98@QH5mr$m!m5`yx4z^!|J`n+!le`Jc*UZMs_6}gD525L?my+|=$eBKH!Rv2a7;jsL!aj=HBdRob!V{5f)okYS"
            "tQT{&8%WC+{6e!PLw<tud1hm92Zes9u$St=5e51=W;KMBNVC*4E+~07`O!B5B-~4luh7$ADTY<J`I83wx1j;!->gOI+K+-3V(tV3"
            "Y+B7R%ajV(r|O9koGai{eoWmXq4y6C;U}T2@i(97mj&)g8W{M_g58LpNvmy(LGXv94jM|8cjtgx!V2oTs|&gXo8g*GZ?f@Hq&~m="
            "`0jup+WRRCM{5tD^(%{U*G)rqm`s`0g%m24Y5+Z{KGZL1G#Jb{%T=a&2%1T5h+Qz9Kk3bU$11Te7G>b{A4lgMPxTwcaa%G%c1Tu3"
            "R#eLUo`<NE(GrSM{m_y&X<4C+gha|r8X9Pk`#q;pn%YyP(oVD_(fHkOfB5s>*S+rdd7g8g^Z9(<j*@+>Q61~u9cg!?EzExXoEzs6"
            "%${Vv$Nm*xATn_hzCH1hpD!cDe{1@H_Mc7ybN|G}_za>qQ)Jka;U{60@mj9lGLil)^#=XsXJS)1DGFA<#m_2HqoM{kPX5j;_*&yi"
            "Au9*6dvomApBvI76SPm{t9O@Ia~=V1iM!#<m>G1>L=(&&4<?;*Nsl-yfj`d8rRG{|T2?B<nj&_v=6mN*YilzcUt-KVcIMH#;quJ)"
            "sSK=W_rTu0{Nc=^APD?g4wi#6agSLHJHOJHMZK1#eO1cLx2Fo954Yz89ndwuq3|XrUo_Xom4*6vvU<;5IAdW8mtLdI9QRnTq@Ykx"
            "x6^?!2|fRKaE|Mbf=!nge7A@oU|AnpqU6WUJU-9)HfMk;Kb2N3okkn~9>LY23f!1e!w8P?C}eQloNgd6d7$3?ID{m=19SQD4DQY#"
            "x2ZLfb&jZIUkH*OkH0>@MEtz550!P>GA(~a`Z4Vs%ngd8!sh_lM>@G<SDL{vx*YfTj}Y#0>bBjN|Hto^TGb0QgGb{<&I2no7V>I3"
            "#VEf~g9(}4idXzG^TtCsQrpf2SZo7>2xZn!t~c|DjHIL-Gk8E6_*iBtpS4qsR_3Kq$CFgNbEpR+uld3wHziI|qhOTT7)&pn#@}C9"
            "1-Wz5gjp#|KK=|gi09$pUEM;yJ@me=NeYu*;D`bh7XDbWhwRfN$LuI>h5jf^>KQ_2L(JfD?J)jh35QkhcEZzLKX88EcK+;(017n9"
            "1@F~+@#fhRV(a;-u)_TSG<#N4As0j4$`x3lv=(eE4d`6TAu!(oY>a-l;F*ER6?S6%{PE;)d8;U1^$Se;IvjR>orr^j4f)!jcy|Bj"
            "0bDbECzf~&ph!6de#VcF{O56591dQ_{(c=vuiTTNw@8f~-c$-11Y+Ina_;7mPuMDZ6@`2SA!n>%XAeGIkPrV=Sqb?{qmv9T;u$l4"
            "<`;ArJ!&_LKVGxuuDMF~hwd`4{;kArZwwLmwjkNBSx58-yt#Nf?_!WG=u}|3a=s{d#%HLAzUS;xv5)rOab)R%KH#&|6K*<K@$IRd"
            "oY9->oSkDStkpj%%=-9}(0cLThSAWyDH+Nd*040Mm2fofJnkGl3-qsQ(8$&G@YO$=Z*NP1Hcw-A%(Oq*{aS`|(TYz=p3JU#m{ZD+"
            "P?l3|kGN{7C`e%oJ5Zd-9X+-S6%Xx)-8z%-pk^{UzPkc)-m27Xx>7vazYm<Reh(hsyzs@JzU(s;!UroYw))K^`gQpYtb19=S1eXz"
            "3!qtaaE%8Z+v30}bw#kT&3j;?>~P3&=;6Fu`mzZpcQJ>TZcMw6tx#8q(l(XxA-_)vJsfPz?u$Ps9OXP_U58!o-MO~|{^A2oc?!Pr"
            "5G@X;L*QC}?p~`m6MFQrUOz;))?dL|M??1RkQqC@*-*UhZar*~ES|OVcj0=S1c;dNgclnGis#MIBkH@9FTe8*3kRO(R*h0(&X?tA"
            "%!HA+uEvJj>}W=h7OODbX`4~VL7%^^_oyQE5lq2JpBZb9qMH4SNVtPf8aRlm>SdXQZ3wmun8=L2%7FSVbGGuo*SIOlfz6q?8?yXl"
            "1@06#JY^))m}Mel69AmcgPhSVa5hAVW#`pFsg7j5-Sq-@(|G9m;>Zr2>k#z%u<q4XVMc<*RXO-VV;<|3WlfVVj>YEzhp~N99%m=_"
            "8iJp0V{$kCBk$h2bTxDw6Ie)tZpyJ%4SkR<mWPA3gK^gR6v)shz(hk;L9@pzPt>71_io`bC0$lM=^f`-o<$@2#6#_Fj?OiXqzA*c"
            "bGb9C;c9;$dZJ~(L`t(*oq`l45Ab1b#btb}emcIaKM5GRi>ns<u~ijOsCCzm>$*4v9G3eqtJ54=gl*=Im#wCfF&E*2<xd#Wk|c6+"
            "mtrlJx&p6CboL#iM+5TF`As>uHhvZj7MW1jcx`+?W08;%Ccdg7#U!uc&M&LNbgj#9=$HxTD8Gb%c>IHq%}PD*opHtLkGTK-0B)Ps"
            "KFWB0TO??^9Oc`%S2h>8z@j#g8L7dRdJJOrdgGbZD--(K83U?Y-*K`()3~`(ufRKNJnOHd!it8pBAR5=w~eQud)zOO^wYeM8QowR"
            "i^96RVV}uOeYlDi4G(|~nr@=rK?Ugd+K#1tPlHw~AGRaB7T-&mbMGJYWpXAQYgX$9XH_HGD(*vF_xjVPjbdKV06x%J11ri$fWgiV"
            "uJ7koZXq4v-M;BE{k{89X8IX?czhB3+Hwi!zTd^Ijrojr=f^SE5Qf_4ZCS!wHF~Bi1APuxK(*q1cx2$fR!@u~^Mbvo^<M<LCUuSP"
            "5;>BelewfXh{L$W$}A-70KR$=%Bp6>g9b_ZzD_R`b*ka~Z7E!EMluJMXHe2>vvU*T@a61y<W^{s(BrvoHO2Z(w?XjW2;9?GSByZ&"
            "jp*mNmIm&qg{HJY+>X2v%o>IZ-c|ltA2qVvY|sA249DJkMgOw77q5&ZW7iSnFu@b|kUziHsTKWV2D6-QH+;S`07odQL3jQbI(g<Q"
            "Zr1My89N(!x!&<G(ew*vIK2R}Rt@75`!;Z$5fjnsRWVqt?N49dR@4<Vm+?-s22qTn8A}`d<Db`XTxS=IoGH!phE${A!+hziAnu>5"
            "!?KeV>1AQDz!V`HopAI>t^)JAyZ9GUpxq^kPJC2j^IUa!$GQ8k);t1-`tQMEgJnp0eho_V`}h(vqWGoql;Xkod;L<GO<o^n>phVr"
            "zcQ3OPsRNAwrCbuAIX*8=>og;$2rNF2Lc}>S~o}VB8z3E<3M409WMS9Os1c%pjWs#h1jRj`qLgL{GGG>!~GfegS&caC|$DOg)!DD"
            "?8eaE6#8lcUnzRT8Cs2oqLRaSpy?j}BJeKO&AEe;J&dcfi02OXTTeSX-PuG=3Laccgb%NGL3ihB{1#XT7lv7rYQ}fezOfDK(samV"
            "^J-lAV*<^6w1nJhenK~T!k-QO*wtTCSmF5tP;9k^Uy}PAhl%?#*H<zyt@SdTaz4lHi#?0Ox2M9>rVQkm4Q4ud<8;p&$lg7ig}VF("
            "C4U|AKJo-F&Rm4w`%ht0#C!R#PV%HTxgYte&!Ih~ConzmI!yN1fl3divdDv0^f78C&e*b?m20Zd)%OYXiVuRrBa}rUN#DWMM~)q~"
            "(Pe>KszGL6oZu6rBfGuu^H_OM+U?9dA1`Jy<cgD}<k%e9TvUs*5i9l#ATghhrIqW!by6l=vL3)X{wfOhBv`gMkGGOK2{t*V;H}pT"
            "&+LZKpU*~ojZH89b*2d&o|288L1J-T%7}k`<%~!(Zg2kvJQr612V@WN_r8}v^^mFb&g&CutbB~`yKGs;m0S?!_siZZa$mf6u%ySk"
            "u&nF`*4Eq>*zlu&yU*hNwr+s8jt02<t`6M_$zrjNhwH{yNU<u@*}SB#=EI8&SX=)AY*<|qn^`Yn1Nd+MJeZRX?BMQeET^R^zv1)3"
            "tx%I$%1bw0##;Gd{M%hNZ1=3Y{LLU~G|;bsp&z$n_LVGN>q0y%;I+iY#eT$}ehVwiRB78N6J{Ft2DYemaIYKP#p+EbVAnNMIG#C>"
            "ZW$U;^fhf3uxL0FYQ>lv%Tex@8|?5`{^w&7W^L(vp2PcFqXh1GU68)Nz@BD)(;F~)od^nYi{K0${dbRB9;d~c#&cj$r9<y#RKmpp"
            "4sh_QG``sVmzO#%#m?1zg3NRic&U?4>xP(vXLK_t#*gLN*Y<)zd3R9%y$e;&zl?QllTk`Rm5tq@L1CxgK!M&uSQw-wDSF4yP4mfE"
            "7x6Fag9J9bovsutw%i0)e(8$OM5^<`d~=&YA-Cty7G^O&2l{Z6|1lFTb$7z3nhaEaSd3?9nbOsJf#@=PIt5wvXKJDPB<V%*&Cqg?"
            "oqZNBi@)NT?Zl@jB*Wmto1yk|0+{(6!lz0rDcN#5(^Q&?!d#_q>0cOVu#C(Mrz1IRWYXJj;hl>qqK5fac<F;Stp29X?KgG=NsrCO"
            "-TB2kHvQu7=c-Z8+yHhlehKr<v?G<u2Y9My56rIEjT%pb$XQ#1B;Q5!aH9z=o^y$B(5uGO(~e;JC<AO2^-%Cd-XEmE1Xle!O-X&3"
            "yon3filpYnXL(7jOwn6XIA>)ZhgVsHZ{;wSy81G&(k~1eGSzVX$0F!S)Dr)?G=o(HIiPR{F7u%Z$7Eg>SC%*7%D^wE;x1xow-QiF"
            "vjdl@W`a+Co!~J+SHr_7Xl<_BZ9wnc{g`vs9C#cWj%N$bz}!+D%Bu8ZKVnGS>!Af#pIQqOo0>t=D>-)+v<n_0X7ksK8P9Cy1<mf6"
            "ck)b0qmbRW{t4@*bb<Ldc^Ez{iW9US3NeLvr&f#y9(f3RGyKWE55p5HA>pMK`!>vqRz4h0!Tx?w|7!p(sp!S;yfhz{e9MRHGw#4q"
            "-E#I}_80Wd-41c05_lZfi=<X<=4V$Yz=^(zDCCp>>gP?*wtVKDT(g->n=upE&f?tdO!HYJ%+t>%JNd7;$M-VcQI(~+GdGcL;|KBV"
            "oxXxzgx_>opJncw&NlV`250KiSg^AzKKr$TojcwK_GZ?>f5o5C<=j;I>!!ip?|Fh}&xk?c^e1j~-3ZZ)Y5OoFqL@3gtDH@mmx;&C"
            "N3q5mz1aBueYts4C$jTyb6Jph2a5N<=3Bmfgwg^Vb|CeMz}Db;pPLOWyOX%-r>3#4Djg>2*PwMl4E3$HrdExeoI;E-m2DZ1qy8wO"
            "z^N8Ef|9kzGLGMaxsMw`QWwBUqrRNLVel9=7KD4~tv_9$Q6>zxiBy@}f^Ps}vq`wWdf5!LOMWK5Hh&F{PWcGS9*=_FKV@LFv@K1Y"
            "q0A=#5U~oUA@sy^InztO20AGgEcaw6R}l9U`Xx>yi>!?#c=AvD4dQ-=-9mf%iMFR}aM+3g=reW!Txi!~YSs(zR#*m%D=vZ#*?5*!"
            "sEw0m>(U;DS=hK|ENv`WOIzHP;i|DKTWaLQ{uoHpr87A!LFyC)Z_|RRu5NgL&<(!l7NcwU4w}#G$$LqaxO<=r%N=%<`Fv8t+z<u&"
            "b#?`}x?~7z>AnMbHAw>hl2=&y0S2gfv+X4!JpBA17dGJ!Cx6nJf78){tNK`?&BDFT6+5DEztKK^Z^~W#qTT~J2Gf`@*Ztu%njLR{"
            "i(}*8<NWn45bwPMqlcYlR?`kpn|32y3EK%VE;BLz%4P`Z6UzkNiDVz6PPxmt)1!jhRZ<O^)hEGCFO#kwXKe2}DRi9a!j|p04&@gP"
            "am9b7nbnO}3^vL_DVc21n4@c;pHoNO^chJg>!QgC8U1&MGVZ~SI>>C=O?x`}(Ykv#;oFX>EOFD3e|p?+b2g*ZI|KH9h@z0!1DUOD"
            "uypQCG}Mr%DQDu@z%?mQ{(d;UoGrtir^w;hLU|_iRw~PCIYs|_e7Yfz8i5KVt{%lw+wyQ@RuV+z>N1&}X0$L-7jh19=>tY(i<Hsi"
            "!xqecIB8VB!6s1b{~aD2o8^4$n<MKuzL_nZ_Y^PYXMm=G_P^TS#6E*Xyba?AnoK0e+kNPqaVEB=_TYrq@~|U)Ix8Hd!Vb<-pv{qw"
            "@&4}|NXb)X*WWFIDQOGX%)nhJFvkOadNF~=aIf<SmwDGh@K!UcxWD}KcekLq_Am~bsm+$_WC>Y+<aE0?TYbTSb$j_C1V^EeFW+Xq"
            "pVMSk?4IU%?#j+izUy);Zp}+#LWW?{;9k_YDiFOE^=5AQS5RN+CXAn}h8Olq`q0c0khW20_ku>Ss0ddoP98=-7Rs^veWx%Bm;O|q"
            "FG7>)d1&&;hfbWj0;^VfqrRgHXKgzZloPGlh&*|^w)O;0dNZCq4V(d6^G%q*B=}{%o!{hN#`dmMp^qP)@TFPaT>XjN0;d8kwHIQ}"
            "V@0%`Ee}aam%wTJUxA?{dbFTFi$3QH)2qGcfaQMh^8bY4L!4N8^aeiMa1ks>yMl=ec7k`<73lkWD0j|eD_iT8jYf5|+0lx9aQ=@o"
            "3R=EP<0c4xTUZ*AiEEn*Kv*jq4sR8Yn@B*4z1T-)2a^wRsOnqBAJUr+hCV0p?au2Q_csHKK4}ZAhPuI;92+vK4ObsZ1=-Y0Ch)*7"
            "-2Vy!6RPFwGyd@-S0>~f1UlU2HS~Ltz>BE-K8+LnWG&7y&~HT|9bcV=w>Kd~cH6TL()R3?{HM{_r;c;ia^%8eQsMfwdl)JAmorEy"
            "=7Z}tL2~ms*lFy6f)9G@kko%!iu1ptXl-dYI~Y~Rvk-Z9%V`*M(lKL271DG(@f*x+REHjgX6~v&IlOoB;og0A#zHki+IH#}r@!t3"
            "RG+!|PfswnYEfNvQW{QHe=Yjz_6#I-1TSzgb1ps;GQG)cO$MH?v!mdSI&jLL!MeJKvjFifXdie37klQT$oo4E_g26{UoFxpA5FZ}"
            "b5zcY$Gt7v$u1&{P0aFw)p;)=wyy>Y3y))6h3jyCr4w1Lu)<fOz7XACiFI!<Aq!l`-MuPD9iy(HNcDlhL*^TU55xBN*YT3;FL)xJ"
            "f%QwxaoK+#;Ju<UTfAWrq`t8ya8x7RySJco>IsqG$Xsleav;+e2{_<kJg&G^4xuf!IPP8$Nnh&`*H(84a{!83cpB$4xo}e!N&0We"
            "`LN}8BAu7=1Mz~3SWvqaN9}2Xv-TFE3sw#ArrSq!aAPTSJ}2B%ca=XdBMpZHKEbr?E@&B+2*<~tpz9~nVcFAZ)TRCfdu5;Iw%Te6"
            "GctCre<2C1Se1bWxK~M;g)VM`idkp)%Z2suV}yygL+hk?sk{;2Z;2D_Pk0A)j(#XPr@8Q|K*l<i*s)w`_*3(d8<hDG`02;+y2)-X"
            "Y_Ais-W7Gl$K#pW$~jmyGXtw$RFlaKX%wZULvigEe)9NolGKs-_CGmt4fUc?%Ts7-VlR4oB@b_`GGszlH9KDomS2MD`lUeD>DI)n"
            "N9}^C3b!#>JK*0P!AHC4f-f2G>cz3tWn(CIOa~Y(T*JC&=;HJ&9^B3!hVo+}?2vgm6(6*rz}e@7`!!D0*Ia}lYVc^jCe7;V!0wsm"
            "uz2fUI@f*&KA-7;a~;;Cm;4nz{*fca;LAAIDF-gz@M2lKE}LT0k1I2-#SOy=B)u4DuKo^u%nn}J@h-0I97gW;_W?q0!NTa1kat{#"
            "c0Wmh%p)Rp`DVV*&j}h~(VmuR)LZ7akS##J58uKBnOpqpNr~)IcO*CLZy^ZW;D)PHac*Xykfp<Qq-(O)w<pl6G=lXz_?}zX`~eM|"
            "_u;3ueFA#|e+MMO!EbUj)TR+_d<rm2hU4rF22x7s3mDmA&qSN_nR?__ahLjX{NS(|D|3^;YT!_skr>5CP3ce9d1(-G9*fS3*r&no"
            "Av}F59(VVE8>jX`{_Abr`X%qtQ&*Q|t1Cmc>_mv(H;OlHe2mAhwqil(CHU~Ig&VNXi4x9hGN0F@X`V$l_iE-CeB`DCuk4=jF$z0C"
            "Hhv;?=yT+o+nY8GAI_?yJ@J6-Q0SXg2xd!c*i7%ne|c(p4JmMcK^cz!SV8Gcn>eHRfs(yYgYhC|(hRr*35tbiW&D~8UsDFlo%dri"
            "b7wh<iR{H<8Fu88JPG$+XGAfAr&8?KPlow9mEqvuThU4L04Rppq1B;J{P@AMxZ>n$*lT$hFQ_ATZKV$!dr*WU>uvG){!jSrhB`fI"
            "Gh<T~rs8KyS=zCr0e#o^z~$o`+2^E6n6n`kEh4_7z|)-l$&uL(>jedEYq%|{^I<}H8|alvQ%lG_{#1vEKY3lB1RceV?N%hr6`OY&"
            "Q*thk?W+0gi;n{JN({$ca};UJ+Bo=c%OEDyBTJ_57g!LO?HR=9RTV+ymH&h}A}&976_-rt!0VbmxVFN9ew~Yf_(4+4_G2HE-Ij+H"
            "lmGIw>?~=(z8Z`UaG~9bt6<RqYw9y|1??SLMryN%37lCJ=IR?UL6l>@5AKW`&Gbi@(5`nQS<8@2?tF_Sj_z0j{j&|RvaS!6E!HD}"
            "L;l3hmTjk2*uGGc#e9$g^>?ydfG7ao+-T-9_6#5)Q^c+59rqzD6jz#_hFLX!NITPDfaL;sezM#7htFzSVCILBB0GHJr^FQ7pTq0Q"
            "QV?=0^*<TV?6_L^uB5~JDoIg(>Suw6!aKZEXF|3Wdshd26cw1Csv{aN7z(M@r;s02i2g=~G<ion+eLFBVvZZl-<IMe<TI?a+YIOL"
            "29RY?1f2itffY$QypUC>{Z&OQ=}G^cdvpFwprR4|fjjEP3SV4Bbvb?RsaGNz5BH!e5$V+NP=j{peFLw`B6hByIc>UPi9&wo(Ag;%"
            "nPMpDUtx_!5Zj$Jg!+w~4;^RM!v(()*!162&eYwQJ3gWtY}?Z)d^s=v^DTv)yu_H7xu)oX#{x`f?L|6~zcJ{_EN0yh$|SuXU6X!<"
            "`{rrl&D}*%oUVc@%JLX8_yiYvaUj*7Hly`c_Hh5NEltn90_T@iL3HL1eCsob4uu{^AvdMjTay!JuUg}0V1#1>oNYaXy#`$1bM`I+"
            "w+YKxzMVSrt6joNFY{n2idyVg&mdGgCQoX0Uj?4J=*!C8oS^-zjZI~@U&w=Pvnx3bkR$J3m$1zz6@vZma|w>A6e|_U)_r*mt1nx_"
            "m+%wdcVPhPJ~Bp0-$ow;FTmr`zeMBgbt!LNIiILmi+2{)!?9yJIC8QzYz#MIL3!!U?Z(&fl=@VD%*6As<G>=eaMH9og~s0W&0re^"
            "OqQaG4U@<)+LE~%jfQ20p_G=Oi|R}FVT|+yvW63Uqn#Uj;kyKt+aE)|jUC)NH--+(zXM^LcVO}b19mGfnBRW1H$3^C%RNmLK~#+c"
            "8@^~im#?7)njy*PcG;2Cl}sqTYzgG0>wwRX9vHHuj83Q&B5F)WK_|M{-GNK@eT!k2T~W{kPWo^b-fR*4Y(DIXsDR(HU^}TDGKS>-"
            "?eMcu1|-ib=agtg--l)q$;5%GY7zHiSqOD)J_DxuNBFl(ZsDDbN4(9bcX-Fcmn)fYMAY%B3vapg74(wgOHVHH3317I|L9=Yu-=^s"
            "%+BmL`?&tuyRmZ3Cid`V65d#&!wp$<3Up%J$vRbw%?r__et(YgP4mX0s+AA#G}n~d6a5UlJbN+IU&<_cOA5a}b`w@9@4(+fH-qKI"
            "r`SHEh=lo$RQm@kO3o2xgxtfnL2!|^h+m8u${s92E-L6JuF9AP0jreYq@D_U*tVaa@I8#yJ>=K}pTYP$&x~dC4`IjMFNyTSKkz|$"
            "s@&GvQn*wqOFN}4(Ff0i!htw0zbFs2{)~cYU-sbqtASWrq=qt+!btLd+z_*BP^^x}+-X<2hK@n-R_Z?znChjbUnRAbKW(^e&RSv@"
            "f#7Qtn5hAISrC!ehPRYkp!9wyZMS~`Gkdj2`o=|2GoJ*%JvT+XSG4JiA<gb{9^UNSP8CYs0&_#STV>9Ek~8>vEIIy^X9DBAa%Tc7"
            "JlBW&Qxgu8Mmh6B=BS`$s3tdj`pysYt_`HCt{m}n9P%2xA!}_K3HMif12&;<<05Wmk}?a>e}cwGt03ra2^%y!10{V{UCn_X_~T9@"
            "EOhBYkMvZ*--;(%M#II+E2#Fr7!tf_{k9)L;hdio<3Q(nw1k-mT(@0@Zv)ktPrEdFm%qcZb<x;A`CZ-o`HqxxV;b$zvV!?z3gK(c"
            "SQ6@Hi+)OMqN>urY?;@2iZu4VE!%Z92af5Y^D!emnilN~R)>Fq{eFAo#+$NBEhX?_=}=mKc@G-sS@Dr3yTsy>L<q0Ej-73>Viki&"
            "{Ite=eB!wrzihsO$C_inGQ9>G0~%oM=ZB)~cV~IWVkfXp9F5lBb5Q2#XArcWksIIPu#joYFyjT79D5A{_sp<nBuH0=aqm|vu=YuL"
            "{EH8**qWfm<DVF|Nxev5WuPU>K)?6hIN*E}D111CelxS7GJhMB)X4mV%L}0^WF%OtG=r{OANI4ZjFWqA49|Ah<25NSPEz0Co%PD}"
            ">Yy5#s}JH<4EKT5OEOqnn#*l35pyH5ov6_`Ui9bP0pYBn5#eL_JAWOWKX#=vt6DqmzTG#JtJ@5H-Y$iGv94fmq{W(&AH)2<5frsX"
            "8^`5UU}bYE%B29_&0I-&cecWtYB5ZW8jT10Zik(18(1R6aJi#&NIPS3oxnkOv2il@%$lRNuQwrPND-=DP{G3+ws9#<ZuH&U7z>7K"
            "klH9i+ASN$8g3TRhB>yZ{c;?8VsitX=YIyt^F*aK<zNX+&<Bez^sy(kI2-Prq)(*@3VdVc23%S>L12jCSa}0-Td<Nh_Ap{v7ve>y"
            "?pm`9nREEv)rFg;a~dS;ot@3O29Ck$koCX|j6R!E_=`Nqov{~EqLpYxL>g%8%d+9>KI}oP6bZS{ooPRDzo#5YYDExg_}r7P#X(bZ"
            "An3O%ul@&NyK&!tywKd#)$DS>RbT<SZ2a=2$UQB_40UzdULs;mEt|oqWijvXKSy8*!Ilo7$u}F=@}@A-*EL3(F(0pNm<uem1MYdQ"
            "gUtblz}sGx3AyFEUL_)rzp+9lEqCUi<hdAej2$oT!SI8tkX=_`0o-fwwj9d7H}3@@vp2GHBz?c>k1KkV*qZKElsq?F(D0A^31tmj"
            "9#;%qDpAxk<Sm4)iolhg+n}SumECOB!`e%+1e0{oIlvJ1Yplc<O}#0+T$;_KbD{&*8L)MCEX>Lu2<xK@pfT?iPQLOHSAG43RegJd"
            ";LT78XH4DTE^Zd-(vhf>AXW4QCk^u@*V&;|AF0e<->tx;XWFdN#GO987{J!+$O`8^usO<{A5&%nXRV{dJ>hglr4LmOPW{IPHPY2*"
            "R}Z%GQ;N5t1=D1vZHw5R8Izgz?nBV#!lC9(Q?YaX5H|ArU);F87$Y*au^HFa!=pRaSdwkR+~>H^`<xuO^(!5QWtvgcygP8N{-r4X"
            "UW26Wz5=4F#_;p|0<qPTLugx|!^Z!Oh6~+2kUf7nw@70WY5n|&5t<M9M`7|L@DQ_V3oxcNT_kvyzTtHC_Q?z?^$27`wz|N<$1MU2"
            "Sgbp(7kyZDj1P^`2E*w_Y@*yb+%qp1v&H9egzHq&syPcI9rciR%H%x<KZNoXqv-MoQ<`fx02~~)LGrr&=&>*!7SHj3pz1NKw^9gy"
            "YWI4UwCETJo;Jm|(HOY*BDYoEmg4M|kl+`%Tj<Cvt`8RKY1pdRhw^jW2_J0Z1>f-J(hC?_@(Lt-5f=3hVrBb8RBU7qC5NZOgOd~4"
            "1^;@!EqM%(i5<84<6tH~dma06VI)hh$$_S2+1&oH243(>2CGjIervY=%~;rY7nnlEU;b6`Xf&Ud3;~u#^z=fLP!HjX6)_~1x2A7b"
            "cfcC+NhD;2W}0fUwvchm<KhkEw(cW^uf@EfnjY=^ZN&tS%AknPoT0S8p!2~)&x~MN+$FebFdo8-3@A&w@?Rbh>4{;GRxE9YQe2WC"
            "PqSl+;J|+~NXVhEYgDD4A6vMgeU)imkTLjrWP;!gJ~#Xkf6TQ+$Y+9<S9<@lIJe(TU}ux%`O<|^T-NBfI6Ebl1cqmB^<w5G=Y`(-"
            "i}8eQJ_x<>L6AewFm<Y^&W4gXo$#Y_3#(e-ha=aj3!HiQbXx}3Je`0-{>*xL53=z}fU$puF|EM|@om#j2)r?bdFKtFRT1N8;prEk"
            "oY#ZHS&gW-;zSq}mkN9Jo<XF+Su|Tdh+lr}GYCGa0aHUUxbQJfsmnvj9wVIbtT3%h-1qZhes=63KIX<3n9y%Bvn&mRarL_}pne@K"
            "yS@e`Jpvn|x(p6WjVAr}gA{3*ML%}Gzz5MgVaIY8TKuaRmd`Mvrr-e9{b(A><jh8^HwCof$U$rfxCtuq70`Wj8J@8iNt@R=lb)Ip"
            "dp{zA^^}faBgQ;~*Nx}7Ve?(+tfm>APR<at?EHxM4XkJS1BeD?`m<rzzcXWTY7HmXQ%}PDes=;#875y~#LzOh5~0d{qj_*{N;?)t"
            "^60p%2cG`XBgO9RP;W2=RreHt*1eaQ;Vi`lpTEidH!=5L&75{^1SU}u=XKPUne_bNbLXhAlP-N&yxSOdZ&NKNWJT<Em`7#z^jX0Y"
            "F~s(?<9nlV=-X}1EwJqkstr5QqKMH*>nhOG-T=>{Gf?fa3uy(fVuRNMe0TiIKYaccg&Z??ZC4O-uVQu%WFz{-qyPR<w8?Q0+55KQ"
            "&FDQiux395j$rh1s1>~F=zz*+dTi0^PH=s)6>1~qP_IlAs#rS@?rXP#c8CmDZ<_>1jfe1W>#N{xL^Cvg(?E-`Ug8OvjQOXTvkg_f"
            "XjsioX6O-w8*jSP&nbIgVMRKO-=AIA>8njGn`hIvmS!|)JIx)n{^M-f&yB*Ctzw@(Z>Oc03(r1ku<3W+aZjdP1y0*jw7TdD7rR#*"
            "9HZum7Dwpd1da8az{xnBkpTCXZ2iYLxp?dp`^Kel3$O$i_4EaeZNI@ewm&-~iXo|<3K)=J%W8i7hf^oJvxbRVcp=kp+sHG}@K}lp"
            "x@+;EPbdz!)ers*9m6EgC%!H3gOT44^16u+v3T?ye$D7i`0V5k`n((YM=d4yE@NJ?E&;nMe`Dql1)M(6mQ5uuQq@vmZ<U7N-~PSW"
            "L``+<x<3>ger{yXCJm*G^;S50(mb|p*L;%HpfKZT6R1kf2DfKR*?BZ#=db@kzm|G#Zgmt+KRFJrkDfyLzWVh3!wcwjHH7an+{<lA"
            "-Nt|QPsYNuH6p*qL6oo84!bzX{#52i@%G)Q)-a7m9!zG^wgt|i4F>qz{VA6}REHf^e}X3RUSwskm~QTqVgZH|*tx0epv$2RO;x)w"
            "B<%+3y1J0SWO<oyNq#B=;p{9^rl4U)hsF(KMenLH&*u+h-W$dVOrPuX2e1j&dJyod7PP1D<DZ=P3cDL^`8PO(>9INB-Bb53+q?fH"
            "IUy&8^{?_o`Hh*Qg!$Ic^|cUK?u)neE4j>?ZCJFy9155E31>g_)gJ@ui7jw#w>c*M$;BJ}CecCD1#GTHf0`_v$$PB*jN|$yvb5q_"
            "=q@=Rdeh5@b?d0mo0SzPI;sSTu4WXuaRKEO{D5O4Tm;4$u6Evoy*54LvfiZ7r2$Lm25!Zgd^4(vuw+M8EaWBi4ZhKN1$rN{5m&Fr"
            "+xb7aK1XUqlAe&qKF-e4M`ysxst9&>Vg!vpq{@16GevVkrqK4yT2wgjJl4x9v05610SQmR>B0o$y7uF+i*4{c@(JpecH{nQ-YiSE"
            "74@5gAvOFGd^Fw4OFloB*KYu}Ur?m{;|*Z%-doa_TVT*FcP9ULCN%Ed3$<O#L`w2@;@A6-1kJ9oXA1A}vm8f13;@UMA87BM!h1LG"
            "M5&JR|Fp`I{)%?4+{J&jF2hRqM)<p7I{WSE&dxUIuuEp%6si0MO0%0_hnUgIac;QbmM)ulAQ`6G4#J3uy;$VHc*s2+%v|o~^E1^A"
            "nM|Mo`xq`o%c|~U*5*4fu=WH_SzXNdb4VJqOekTd1}UHK68#!IN!V}Uw~PgqJype%D}v!r!b|Y{kqp9o%jDf)5_Hb_|1DupoBH64"
            "zt8cOqZ3KiFRnPDA==P3l-$QDGqn&EcDu=#+)ZV0&H_(ij#al#`x6#_b)k0+4`ICRDH!x*F}wYG4ZAh`!aqKTkR82A!IQQ47*NTo"
            "LhhPz52V{K#?Sk_Xz1$O=;|?qGxwNE_LUZNZ>uWXcC88~XY3Nyo@wA#eE-+~LCN>|uy$lK&yU=M$;X3n(UdkgZL}3$7FlEGzFyQ>"
            "v>g|ID6Fg0SjgRq{0uJX+L-aW2-aNO3SLiDsB_<DymdYZqYl0X*1H1V$m&o{fjUk0*a7b2^(b!ILg<Np4q8J_ahe}biJlh|bZ)Sq"
            "c@?>MuS1J6A83-%$NlWOXPS85-DGrq6^}xuYOAItMVAkSOVNix^Ku<XdISuAn?WPW!bLl)522vDN;B9)gAewj{{KD0>F@*orYG<!"
            "R$4;73Ym_zg4^yU0*?(hd}_c`-8*ovQYy;48A&d&zFg25bqedK67=5AI-z}Vz{4I~e<holI2;f?mYFIRW|)FLO>3Ge|8=_)^C>Z<"
            "$x+cP@O~x;oa?T?@o2i?9tPj6#*?R)b9L+AVT_p*_i5=1C|jJzrK#M**B)`~S%DtK`0VGFw+>+SzmM=)4`;ycg_~jAqx&#z7V%v<"
            "akygVYCNQ{oxF}6z#^|El$)Z6yG2gyn=NALiw1ajQvv%bcR=e0Q}$>=EFoCXvNKiO*-Mo$V&wtYS#g1z`mPj1tg~3f9w)l2TMV-{"
            "B%)#HACcg7n)&1v?wwKq!>kO!;q@MPy<L@V&C_OmPZ&UT@=ji1{1Qx$d4Lm}W<$q#1Csmn6{mXp!^qvEC~)E?(wzDemZ=q@<@;7h"
            "(ta-bFDQV#PU?`r*Y-|#VRF4?&~o8Xuv+HHo`w4`r4Iv9(5cCevSRIy>P$iL20l4=OvpH;Gc}hmPJK4H^fSSVibHUv{1m6>B*hMO"
            "T*XBlL)qc{VR*IQU0e{E!OdOcKyyZP;P`$zSTH((`ed2mrLB))s7VZ_<P?HU^?4EA*bO7qGw{^+2{`D)YQV%HG;r|*P#9ItkG<6*"
            "Fgf_oWzVpEWeMDFDntz}X*g_~OyTZJSo~yJc1$*wHgxob_69AADOO`q%a7ps;}fW7ULL+YyBn5VG~!pJl)yoUJ#4JSV6HNv66d^)"
            "JAL2Ph6G=k+!90XR)dJHdKr_{!h!6W?m7x`8%^A>HaOlspKdQWfDRL`LcEMF`zm)Ggt?-vw4|l9EPyqCLTP*7YS9zcn;sV0lIlS@"
            "&U=h2Y}jxM%P$P&j>0HPGCKl#SL7%v@FUKd9YwuI+pr_cZg4*zjAF$b7Yo_S+|e`(HY$~|@DtO?hU7`5=`=)UCZLe3oL-|%f@iu!"
            "UWYtZtQXq_Sy1Y_J(#cGgD=%}z^hKuBQCXIbCbGZ;Rj=Gmz+0Vmo{L>j4h}>Lels4+kr{ubvX2}ESVcG1=k;wDLY7)&Mdr9m$F-4"
            "@}9rM-8|y{W^Ky+HHhL2hB4FMdO}8s$p4ZDwdd!ur$_sf$>giZ7hK>@-Y7?=k%fx=EBJ;JxhTEOpPaQb*?~tMXtO4k|NeU*z3j6E"
            "Mukkk?BGpMx+w`48A)oLmUMXgY#f!WON4>0Z~n1_KFv`TMJ(BbKNZZGjNulnHt)h=_net;!xFL^)GlUTFX2_BKRd9*njM&~$%>E5"
            "2sOTVSBNyb<MJFooeaawm(lR;s|p?8*TOHzoWeew)f6}^?C!%g5L>mL#r>yC3Zr+>%;+odWMT-$Y8lg`JBK;bjq{-1+=5;}H9lPD"
            "z->BL4Xix}eq9~MT1}RK+R#AO_}UHbmTg5D?`uM>#5u3ui_3CcNw2F3AEj)C#?iXa@A_8^?9K=M@DHflWW}!>JOHe_4Vkft0aUO|"
            "{;Q7*`_g&gpYMHr|KD7DZ)@)D$7E{Vc^T$T^rKH+uW@b6G8le+64p)31EqESNnq*<UU2v51?)rULv$@!MsC(Ytjp>rC+u0@9!J5W"
            "&I1ro--ALe<S6$XGp}ETvbEv-4bu_a;J4R6dfaPpZ=FTYb~(}alwkhoZ6nrrNQEotX+ZUNvi!y-JznV5%O)jonfIzeZ17k-cxs?X"
            "Qahu@P(ONVvKa>Y?Bf&dSMz(;F`D{X(k1yRli>L<e{~RL_crj7-xyRcmP`5zClvhuirccG=T0nc?6jtXr)IFLPM!QRJ5{#1{h(-Z"
            "+E^53C!42E#R4xAvZ*}CfA4sXl64M83m$Poj(1qVBb4;**e9$Uc6NmD!rpd7bvWO2F&Ynyiez6Gd>1W!70V8tP6i>DrzEsq)NXM?"
            ";6)SYzUCdjr^5D`ryxpIkxDm5vkp@^C@hVo?~XBCZG0~(T9|+beF-ar7EtKN1mZq+a5HHPyiweSIl5tN<nvqbw9_2N6=i{>r^BA~"
            "&9F>+Bi33Er<Nfa+{=+Fr2S_lWp8j`M#iz+jmk5q_IU&ynotDJ8oKbF4W~r?Vu5qWpDcVL+EnKWZO0fG)cfPy#w3(qJ{bfLR_+BC"
            ")~O$b_J8A;z3Lkrd)j~<-k{FL-kQfmYeMntZ8<91{t=27*wO1fbK%zw7mz=73BK7~<)?1gj-i(oY3r;7+?!#sC?DOM+O)m-6NWKN"
            "$U$B5H65euWMM?KEDHIM+k9J~Rb!_(Z~0nYYu*bE<LtOurU5MNh$1;n^9AAcuHZ+j9;|{x<-uYF`)cUv+VL+-d368T5S3n!Uwo1<"
            "THS^Xim_t*hsv<9@NR)`htK-<Vm-@0Vu6YbMVX%9a~yhb-qZOM8MzA2G@YU&aVey^w;FEL9LJ_V1$<fZVVL7KoJsl<Y8t$i583|;"
            "j_jA>n7#tu{``n{i@MIG&2U8HOc_cjlVvuK3fMU70yz5h5OxQoh`jFQp_jQPC*(`JdCkVkTUTJj>{V!FpumFe%*NzWV^(<QH)nLI"
            "2-M*zw|=w=6;5@eud4>LmP7MlF`t2Jr4$+e>I%Q0YL1X0#2WTphAtgXcHxUOhRro$OHC}u#;^e-{~xThEClzo1U4c^4^pl!U`rfo"
            "ansHqHdZTwbv~;`rx&xacIRX!*_WB9qz*5HY?7?o-GYYz6jMh1<J3ib8O^+02J*g+@A;EY+t7xMA@!EQ<UPd@4>^9|9@i(a)t9Z&"
            "tJ?-_PG#bnx|wuOv=3yPH^8CU-Wb(n3jdW)6qS!O<+l25#*dFB&*b}LOr#jTG9Ut`%3lyImdioK&^-VL7P1#JFM=@7(lBq~++FO^"
            "`2BaBZN7q(o;>2ehuh(PZUl|-yoFt^br?Ozk@^R=g7eZ>5W4H2_-O1YIKIMy1f9n?rS0$+QqViEgk~yS;=}JgfWk<Q7W{a~kI!z#"
            "3zk1|z^c12#!-oFKE0BhT3S)rZv(Y>oZ&XtpN8$<Oxc_P4g6!xSaKfbKrbHWl8mklEBorq8sE;s_b=n1#%m;gySf8^EmC10JJs3j"
            "kX#6gTSIPtzCc5}4-50ZhMrOG_~Nb|2e*GhU>t(RTRY}_b2EDxoB_7aeDK^xpg-C7@x-nZ7+cm0Pc=)kpyQ^{DJ#ae%KO-ar8+F="
            "i3MwVl}I1_H2@!|!xqO`EOnKLdPS7stYzo%>7D%;@jQl|*3QQXp=0Rdo$aV{y8)imdEpf9lc@afXQ&HL#&*kdyxOH>oJMj2_hZ*x"
            "XJHNKuXTb^qaI;+zo&3&Z#@Y4IMUbF(Xu^#Sno6LSafF-oD9)}D}0QQvw)4Gb45Xe<q6Izb9=Yhu$G+ubWFz{F104oyzAMd`CyB{"
            "*u}$ndMq<$DlE<_!t+W-?9hrVHt2;DTUegN4v!7yt*;R`P)&)vZ@(4`_om6{KtIxAv3%hQ=5St-KB~@OMxV6VR3yIkiUD(Q-o&46"
            "%x7G(3lnmaCx-vWVtZeKYxX-Z)2s*t{(*OUH#a71244HH4ZP<~riN|OXzox3OPmx~>AS<Yw>ckfw&ua^<BAma<|W^B+=`WS`Lbs_"
            ">_K+U0G62Cj{?RPv7Kf)^fTcb#vL_d8wVwVq^1JzfCMa^CSr$AoaW!ra&|c4gxKwUJyv=9pwFU>?9EOs`u%KBUGJxF;E<~oM7g{|"
            "_n-z`=9kTKRT?<uHXpvZMV4S)_P=`h`EdJxdG7DN_G6#a2GZ}JvuIR<pLk=x^HAB6NEi1mq??wDXw8xce*LP+DD!+4TRHY54w*QJ"
            "WRIw_tV2)u<rZP&J7y#(gzVs|Y_h<q)SG>HlS<Aei@CP0gRpr1QOMO-6qU5Cq=>RW`Y+)+j!FFlX-yj-?9WDOyxWJgFB+n-hm5s2"
            "z-xw;Ky9EV#P5pd^qw;oAPV5BCfU%koU<@>m^LHJ-gMh*JN|M#iI!RNY=G`|@c_LNHl#|#_SJTwLT?c>d1XtEUSGKkhctZZAIv2C"
            "E=lSf_|kU)bHCzB?b9^bhT=x7F?f#cg_*eWWh!~O>=Wm&KEb!=of2iQCdk>kAKq6Tggx3$FiXV<3sxvmsM=w8VBUbj{c+h%FQ6qE"
            "ko!fJeVpk8TUVx&@r94Lg)95FcPLv(F@ZaicJ%<5t;nNsZV$n3y(9a3aXhbC*_VAi+KqxQ>D=VGP`cU*wWa6s$AWL7T&gEdDUt<&"
            "&Cti@JH|Q`!=m+1xue}Cq`7Vq+T0q)j!f~U8!n;fZN_NiN69+KwqeHt-V6PuC`U7xdQCEAZztQrx=~%ChF`n!-9AIS<8fE?C20|x"
            "_kKF_PMw2qDyEb3qt|@lxjxQ<Z|Tf`-|_ZIZBDAjgvB!tO4pizab;uJ+oJuD-SiFn$|^GH$~R)Gupe-$E)k7Sq(bMPb}nme8XV5A"
            "#&usp;r0!VJPump2s1P8>AhZTevSr9nzaHexi=6Rv=cvn0Vq@$L;@qw>5eXQvb~Bq3FFzR4l(3iY!cf$-ACEvTsR<l3BAPXa63X)"
            "(8B!7)n2`&54{{Xn;rFkfx5gBI$zNcvR819(pKuf#e+h(E(8USZgJG03@CI=#2JxhqVQ%b=DlT{$g=beJh%0yU%GerLFEJBK<6U<"
            "J0%h4dI_pL9pUsa5h@yKaK2$KY)wxW3Ug_-R$ChQq>7JAQRUACi^xFp7TWy0%%2GtQPqz&v<>&db$8v^ta+VvnU}usy)Axntxc<#"
            "!rn6GUO_O?Vm8~|RfO%Q%TbsyA8xvdM=qG6c3CmL*f?4AEzlWujml)Z{9P#hhb1mJHJX-IUWWXDz5??JZuqLQSy%}|_UEwOo0vjD"
            "BShcKKy80lfv?LvSw5w$uY`;8aTF@R(Lb&NdzBgdnjP+Zap786`Ip1Zb4*~|MQt`=vKBerPJ!T1a~!|D6>jgp2x?Q7)1Z&~n0RL("
            "UD|#EMkuO@&tC71R|=L<Vy79tZgl69Cp*EO8}dwbL>5KZMoZ4OA#lub4tSrF!w~rl>hHOa1V3=Y<r+@Vc=k?;<rf~5Vv%;g(7{gy"
            "ng**;!NM`@`w|{M_S*+3Pxe4=lrN?Kvi?^CPpguL=jSis{dFtI;k^+_<!P`vo93YHnD?-JT?2%yPKL7|inwtRm$*OOi>S}L^%z*a"
            "ncJ4um+!x3I|z3%4aR8@WP&()Z7K*E5WAu#LHV>(+<5uBX!i9B7y5h>C5<0RPO0+Ht>VNkS}8Is>3Tsk&Hvn;$OddtV*Zb0nQYrb"
            "sBSZ%k>%-tN7Gqsy*mgwN~Q8Q;jDgdCi|x^30VuHkDbG+xu0-st}*vtvIhw~pI)isDC+JdylCn|u9sKx>XBPfs>2=D*(<Z&*EK=7"
            "qewCxz-v`C!F2e6j@eQCl8leM&Ji2fs<#1s_HTiQjr#OrupAQ@qT@WT2|Y53_lI)*-1lSK#piH&@&j?JtS580phdx}y6{%;Ad=Mm"
            "9ORvVgtL2L)p7?cjtg*h{8R<|#>f(D$YM)8=A)Z|8r{1e&pOxZ!QDeL<k#YcZ$h8KhkQeFr#aAYcn{C?llVv18gR;hnWQ@?57sR|"
            "K%GsY^mgDQe$G>C^3|Hj0**9t&X?ubz8Rk6^l2#nXZc&+%dZ7OmRiG_)?93UXv;FzThW7KPq}xWj)(>Q_Lejwm}C|ULt;YfqK*Vp"
            ")qp7|-FGv8vcib}wRaZt8{fr;Ov}T`0a0j|A_M($`>}?OK@@&!IHW%M3@IVL;;P6p*w}ek;2@x&jTw9FnDZ&;F*yG_2#f*}H0fi_"
            "cLO`)#HxxFDN<y|XMVZJ|8DMw$Dj3OX3GbW>(>eB`e!7|KGMm{L@Xd-KKc1zExIgGV7~7clAw(}{@jFBYmQ{o-z4DDz9CrJASdXw"
            "L^a|pF7IzD*Blfk4jFrePuqVON9Hj$x#uJZ9Fp6f$@n&!QS)I&No%B8#^fV#hfQOGUXMIY;AQnXT7Aucww#ng(*w8p#<}TiU5yP5"
            "`O<`Q-b%x?vh)1j6YeO~svDDTbL-Uy!?pz}!uf*(AGtH9mc^LR^ByhY3;5{a=drG)FP-#Qj~%VST>hgVSXvSR^2dDW@+>`e(92UC"
            "f43G>CP`|~eSe|s`Y>`pYl@2b4r9c%T<)O9+@^#Q&eLq;znsNmcZX4D#6(evV=Ox!VFf3LoyB#-6WQ><Mt*qdZQ$E97(Fxsfk}6N"
            "a5ne`&u~tWvPQ|d4>G%I;Ertuduq~)85#zI<aZSb`q!BUx5I-X8Mb#_>_1(sWG(YT?XlsOE=`NR3%6Fk#J+*u@N%s#+jc~Tf_}S-"
            ";}81L^x{-_G0u{+<_6(oO(|wOTOJGchQa6Y@yuezc>KLfokiL%<>yyflKsdD?9YY6yt<q|rN0k=abv&oH-{_Jnw~Y{Z1>e{_@Y60"
            "#CJ4q-gE#yRQfX^-(8uO)9jZGyi4K$>Tc~vJI<!zv|%?u$b88&(1OUqDC*Ve%XSrxWq$(?VcN1^xOoJRzr(IU%&2d|+zmn$RVX{+"
            "A;uY0^U|kB)78PIqG(lDrka?_rUea?oG}m3B%fm{aZ8xMgt=ZEz`|x(GT(LWT;sP)K3}gLA8nk8(#7&j-!+cQT{;KZ`C%~Op}TO`"
            "1)G-7phK<|5Ky!NV#dy8+<&LAICUt?c&|@F?YX-$9TKmd5e>1>B$2Ka1++C|?^y@=CZ`sBxi=Xfev_dK)^kYei$BwvrV2lt2eSK("
            "0r186GVWZtt1fVSF7x<4l*RP2W6v&ahK121(Cqd+wrkTi(T>vIbbQ=?CKGE%&ozg$7Z>hv={vU2?i_jEXOk2;xl5stg;R2_H(P2O"
            "3prKhnEYdr<a<bq|I>5fTv7&+>PAI&<L+ft^Y_HVm2KcL`ZiuFm93lgVklD>8p_T1`y4tV)al-@UgQzy4<$$Dfk)XiimvzJlHH<&"
            "Jr7dDB2eIgja)xO$liv6;C2zlOX`YOU$9@3C5@8p!-_uXi>I2c!uE|awB&3(8ip(v?(^WX<2e}qOi~|01K!Tw345#k>4n;A_;B+L"
            "_|6;00xgvP@94Y(v1-FGURL%ldz5GziIDf)cM{Psk`kqzcApkXMiQYRJ4z~)l8Q9E=YG<Z5)G9!losuQw(mXu>%VZ$d7gV**YBb;"
            "-$hiIXNZ_HmTYulxTga}+&X0^cI2V6z!4JP-HzM^83TyOe#)(AbI0Z518Jm>En6_O5PzK;$GT6ZkazVmlpO*T@oYXb*FJz3S0vGb"
            "k|-EE;W9VE?<t*0s)7@ivM|-+0O(H5=wVF{$=$#QNTu^PUsh7_$z*srW;?SpQp3AdhAd;L3HXk?PY?Fk3$sx1K{TM{3nF=^@OIeL"
            "q(ts+tC|0ld@d=W0VMZ4)+P;L3l1-UA?sg)R7NlgdvZb7Y@<;`4!UtP{n$u$G_wox_qbDyl@$gxIEZX+C*Z)(x_D?=w!pXGN32X@"
            "_qU&iUlTpSd9pM6CL09yg@~sMcES;pYUddRT2LjOMwufwb93f}3OpLDmiOjvbk$O7tuK3KF-`ECvIwguU@+iZk1kwtk8sgSM)*6i"
            "x1i<b3#5*4eRMBV!_(=I!sUz7iZkiMz{7k2sk6%oKS^Fmkp&!aXU2x6EWA%C{X6>}2A%R^HD>{X>Px_~%n0<y?x5Y}u2}8)3x2oP"
            "@Ru_6asCP|_;B12f7CpMWk<)eoXHuu=dma5u}cEUvt#r6>M>{D2kz&}vjDLH2p){(>e6hIhXINvcZd%)=8*IACXn>M)Q}hku}Rzc"
            "7Ev}Z{ri*~w3lTYTG8!*YA7ytK$l+GG<TmNOUjcai?rR`$X5r&4!1k2EJKu-+u<o}=)YXix6j8QD*g&Zh~JP-{}I^I&zf1g&u5<^"
            "4~TY;ek0!fq=+6w==EepShy8|*~Q-IFMEOHJT_D*e$9n3b>$#4VLuCdYRKLPp5;3H<Z;lA^*GZvk;6@;P+KwrPi4#z7*ANdLk;^l"
            "U*N4ylt8q%Jym9PQ0DIjZh`(IPItN#ySciWn-(yV*~Ywum$IMEYsk*QlLgwGL+V37{sts8tmU6{ofMb0l<-0>(enX&Ayzk=qw)mS"
            "Vt<muJ@wq<*J80!e@Ty=V~$7iWoW`7ZAJz|*e{KEsA<mt^9w;Zw>_EN^ay4Ld<U@7%4@VS<}aW8UI``thGj2hnQ<>AHc%~>LhDob"
            "fBzOh^JOi3Y2^k2f9s**4f^cANXQW*k5pOq(f1TBPS_-tAF9mUHRPF~;g{`x#C-|cz*e756_o@P@w@B7aoHW73!GX3zbDTp=axxK"
            "p?MOy9+ee(c5YJjXKwR9L-MlkgQM<vGGUIY5TuT~HaYgptNK3oMWshE_;=haZn(NJs@2ws9a;e;{T<4PGr-W}G2PfGFK{(Mb(VS0"
            "o+IQ;FH})6!G?od`Tq0LF#B2{9do@R?1aT}3zvbUUV>1|N96XTA064BN-1gKP~=mJc}p{TIR4sKHghlKXX2`$PMENJ62`qOz?h-|"
            "urYiWy!iSIj@}v!gGVXjS~+vHJ;fj~?JwOqEf1B$9`&&86IZR}?AxYu-(;J?&dL=XgYB8R+(@YKRp915{SNPEPC=u&N-SB~pobrD"
            "glS=?coe?#n!v_Iyrr#ua-gy?2GgT1(BgFBjf{JNkZ)&e=mM*AIv{DhEwj2c1ENfT9Xt^S*Mh=Ga=&nm+5?$Ri!9rCe-^ZbrchK#"
            "GbzW1VAK*Dl6>Q+)sh5UiI{Yo9YJ6;=LL;s%kwN*Zv0-FAbpx99<ZY?=lk=|;S_xOyNnkZYqHay<zaa!2YW2Uuw>Od+)^q-Qgv$3"
            "`O*oe4UA;jj;=JvDuIu@ZbtKrwu3^HGJfrh=0AtO5Hf#osrWb9j{cACIKC&r<2*6kmyRv8V+o}{K+pGukUhbhmCUBkMTk|pF0gQA"
            "AO>bG=kup}3H%(m**b*ec_X$-^Ai8@N*^@-coD8tkHer#o!oCjQ}iEX&4qq&#^^p~(C1qz^bbHB_0&OfZkbS4f)o>K1(V5#xaM~X"
            "ta{lJ`1EB9yFSvMmWW-L;1#N?t>RRt5jSY>emoy*&#Y5lz|6nZB89vvxZU!F>NiTG(HCo6Ba=*i9Y*Z)_AF>s&*at)bEaRb?$FMV"
            "PMBzeU_4$O;deck(<cVzxn%MKb$0gD4D#!gz&|^SgzTg$yZcbIzaP3ByWQj4lr^4(Dm&it7yQy;h~Hw=shQ8(Hm$*K?{HS!8U!oW"
            "Jb>l?$?TA~G#8TKih~dLW(xS73o8!CC!0Ljhuvl<<OrR5HU*vBRB-#ducBy|5GX`{w&G9$9QyDPw!3Ndd<R12)2Gbo=)U#<y$^c?"
            "Tjf%CCA+EA-DeTIxbZf~Udg0ceg`Dq^Iy0S|579{m&b(%fzCNKrdhFFT$R574KD1!gL%!6+ZoS)?oQ!H4>!U3gVE&Kv4|7=s&59("
            "V6Q8t(I@5cP&z_}HHurgDKnJVyh08n=NkRJq{T0M=?S%;rU@A-qWNbvS+ng<nige<(+V{aR$QTFQDN}pn*-~!dl$AX$)@ZS1rV>Y"
            "q6as^an8gekW!lm^FMgww39#KOO7laHC1D+Ede;cLDFj|%H!EQY4m>Qg|&m^*~GpMpz>adNqTF}t$d{Tand%N@q&8%5T$9yQC{XC"
            "G!@&B{Dmae@hS!EC(A)+WHvc(It6uIO3YYP265+3a{od@@Mv`iC7xS^?Uq*Dv8yZDqJ(Yq$=--Yzm;S2KR$-8tCwkPfF>v=Y=`>L"
            "GP)CggZ%dzvx!wRnWX0wc*k5yXAT_-p3dS=4CC&sjDzy(S#;@7e|od(9SLl^{j0a|y>I>&Z8DMJ<DT2$yhA6Te*Ro$qWu~UXvl~J"
            "FNVN{YU_1~yLHo_D&JMX5sSmL@$7L?-kSwIeQs*a7p`GhBcIo=p7;K0Pug-;_()2Zo%pAZj`~KF_GAvbJX{akx-;QP%2rmqw-uID"
            "d(goj8A2uolZ!S6hcGi1P_+Z{Tf$K(+K;J(m%_QQVyeD&kji2lV19)z=}gq7!wa2AR8YkqdA$whhFL()>loZUeHZ=h{48V)z&Umf"
            "B7*hB_vT77KQ%ug51J-di~=Eh@MiR8w!Wz^HE$@OgoUp`qkS)3e-KNO+Ca4W_clsxv?cQ?Ez~&UIzQ^yO-MZx$9Ye^L^2OcV8*=P"
            "H22^^_!Aret*+nbjcz=@+jt5&<*lJ1$vHIb>T#Mq+KwdWJs$IsV=pyNkdr|PDAnE(w6w7E^b1ayPYHVvzIzJZ8?6GuOi!30JaU{z"
            "S5tS;<J30TW#=b3OU_VYz%f!$Fh^}OA13hKb=%}%($4~PJX}mpPED}QQ<DXX^jPHd<KX%G0%f}>GIn7juI4VnKUFPEPM^pOqhn}K"
            "-Z184WP$e|=~3qSLUOehky(q4z&qpx&F!~i+NgB-2Vd4T5-&Z>rkZm%pjk<el|1#vs})H!+hjPOm=c4Ze{166?n$h~&z5<v*~Nqz"
            "N;Rj&?g#te*4a}qW9Ds<<ot%n&HHHDxepY`F7hGL+d<M>aCy;}NIjkBOu8;{-*TI1L(?wGD=8;+Sqow!H%^$5sLT(if?pL7Hn|Y|"
            "6e6h2(1}}QxkQwZ=86w<UQo#KbNuLI&79)`HMS`KDc|RMEf@E*9t54e-Elb(GRcF#_7`uzYlM#jY;oATK1|?n+E?hal>JV^xkkla"
            "OL6+Ie6WZghvTDcn8hO<Sm5vn1de!ROevpp)J?Rd<vBIdCVoPTBRjD+iQnGnfby;taA3ayZ2NMXGS%g9u=p`~s;{B~od-aNi*VD`"
            "Q8>6zn|<GUlv6JFLvOT|a7*DX5^}Y7x$WRzoVLO`om^Vj_z~30krg|ZL6T8D7ae*CMh(+pkq^Uo_ZfTOy}mxX7;Me{vr&P4N@aY;"
            "x?b!{h7wyBWrbdDZ|VNxfo$)#+pwWMihVV?&xgM}LCo}oDE^a3&>=dJ-ED|i_kxZ(IiR1dHy8J9-T9>SRC-Xq8sA@WXLl1`QS<0X"
            "{!?F7<OeRn2J=~<`7?v<H%o@o1DdFN+B15WZ^jF=Zp9J>+@LS+$={l(TMH=@Uqgsg3>X$mGqt!HzG{&rp5NHajm_7=do@|`S!F87"
            "PE$qkUL_0+=jch$40<(d2@T3i1EE)xSzJ$srZd>>{Hsu;A3*`<W0}CNH%(cEu`Yx0oY!r>V&;4l&P;V5^BzCJ)Qv0oz7zd0(&MgB"
            "3v$`bn`u$3HCwpOg&ld+NF{-KWV+rC7e>j$(A-$Cec6v<*DquN$LqwC?hIoeb`_z<OIQ3En!&8vS8_s+G|bbVSiw*JwUr#R_P9h="
            "{g$%;$6%yyg`&<s_sCNJ7zr7H>H})HP2aU}TR$rdc@_t^x69(3n_pq%zlrR@WnE-9myl1T1}46)6!hFMQe4N|eCdZD7LP$CGgD@;"
            "!V!C4R>f!KcOhZsHWudUi_N{SfH0FS4OhUAXPj{6qEW13Q#YBPj)ghTi>Wg9Jj@$570)N^gn`eVkm_6$Ojb*zo8h?>vssV*KB)oQ"
            "yY-oC-#%z3N`<zVIka}@aoFs3094CmF=pR!@b}fE4bxYk@>4tP9}$F$g3BSx+n3!tCIwZE_PApIAU5xY1=IKyMJH<%S?22l^u$!2"
            "P93y@iDpr(_?kNjnz|H?0dUkO8sB|T!?!BIR9M^zwH-G2>ro37`Wmrk!F`zU%!2EZVf!N)EN^f`<1H?be7=H9AF!QElX*aw_oVZJ"
            "w^nk7h#!v-v9|~6g&a~^f7cmV*){U)ZGfi^^rzsGoit}<A-S2<gZh#>NLcL0gm36=>o1T_&=Iox_%%Zc;Q06mT66aTAM{Tf1MEZ5"
            "_SizOj?!jh4qSpZ3l&`5q>qK!1DH#9G5*;jjkC7D2DQMi;Pbtn*D6@eEDt=UciCbX@J9(E90syBqpM&%6OfgR!K8kRSx5(nPO3^X"
            "T=h(BGsgs<rM`r9TjYh@GybFH5qfRgi>Y<++=E$vx#_W&L`vI=Vf^Ny=(4knf9(1fUMv$+=Is@<@I@IcU62SnuMNd%?(e|i)jk#*"
            "e}T3+)QZs{j?L&=&bmhJ$M$J5wAC*WS86`s=DdleMe=vS;_eAJz2iG@!R@^NmQU~~SDJo&so-Zue&NcOZK3Rlk3_RwShJcIJ6q<9"
            "c2<|@Vd_fse=d2K#?^>Jb}8~+lONNX`L9Izc`Y=tWH4)szRQpD(xQkDBOvdwA_<<5gi&!=Hary1hH9bPhb~$<w;UC+U6|8$6M%+i"
            "RPbsm`2PVob)W!RDmQQ%{>R92QY6G|UxUhjD?$9iMy$MQcuzjwaGiLnjxlCe);#1AEE>gGt6I2$JEt@A=V2H-Z5nD1JyWIp%acuR"
            "x=D%GwXth;6fbx+{r}z|*&1o#>;(J#h1hGC5zbp4%{_7OVTTedd3XC%`uNzJoqgm2vU@D}%!U@h2g3(wEQVTLN!_jA8#T*&vDVGW"
            "RARP{+ormf-yz+X$p$9U%6q!(yY?t}G&EOWF^C>Mt%IzYnz&(}7ys^UA+Fo#!j_*M3+`2e@Vxm(SUc1Td={JIS?5UnIK-L_nfM)^"
            "Uwr}ohkroRz&_0Ezg%#YZQ=sAO5S(v>%2o@FL)BZ5%?$t@Hi*WD}C^SIiZ^DtJs-bY8KIrl4ZPi!k`}SAOErz^e-=9iGx?c@R9m#"
            "jGHu?dXsou;{nQidK~h*H_-gqZh(E2F>O*C@x5AlbkoBx0lR<o3&h>OOZ9!%@nPW^yr8#TvHUY#scMI)7b$G$_Hr1G^33+@6aLh7"
            "9hM&24QG}PXKB}E85wP(Gx<yK%l%Q@$cOWIK?^2*aWM?MmPjsNuXFjbjg%28$4-_7!O6jAN%uz}QtSyqqes&Htf@@?t)y4g=wTJS"
            "opFMiw%7@KO2EHuq}snXGrFh3x*RM)sG+p(dXnyAH@K%{hJqj3`tBUor7{6dwU>+6W?qNx;gS3Uxh(o*?aESjSh7&NYJvGn|NI<b"
            "fBj|n)TzYUjqmc`q8yl@KN$L94zByQi(5UY4?jxYfW?>VV#oPBP;g8qU7Hjt)s(^s8gX1_=P$7KE`e)DTFK1)EH7wVgY=Bpq|5|J"
            "s6@85bui4#>P6XSySbvYMmlNGMK^F3+mv9=_B`}HmvtwW3-!4VV?-iB=gKdepn_9p&k#4aX0W=N0thWhV_$Pk*ukx)wA;lCBfjgh"
            "$_3ewbgL1DkB*hp*mA^c7_d|$H(2}fH1}|W1<kb3rM8kw+zK@t);Y+HQut<?YB7L0u5SR_A)8^^e_kN$8k09kvwj+$xOs>QD>GHZ"
            "k7FOuK&AfZ@z<0YPfTL}KE~0a(Iqrd?lE^laT^+3`64+Fvp7{XC+_hxe;lqjj@d6UV44jBB>l~O{-d2btK2t}e`RJ4&d1mBE*>Q?"
            "^7;<Gm*!f!r)-1Y4(sEL19A8|vlx2M=*9B7c2jLZJM{4U-YDVjwYF5h#2L0}RfE*tJJe+Bg_iN>`M6eX(A}7f2a;dYu+F*6(o~NB"
            ")pVDum_Gp(91@s%P7<v>m_)-eia|JwuRXF93A6Ioy(_8u-Ei#E8pt}b_6s~~5;PvAXQq<NeLKu@PQ!LjSAPF#HKuVZ5uzMlQ<Hra"
            "yzJEH`sBZ%lY8}1>9!NRcOJ!VEVo2&xd(LBIED18=Hu#OSEwt^0jHCPX_<)8*$GCx+|F)FkhcJ@s3K}L4I|}=W^7u}ei)NGlMECz"
            "n9ZJ6?t#%Wn)@@7u9ljK3tp%30@v$A$aR=7X)0MBS10>-U#M!fJAY}_A%5|rQIvGrk{K`3WRg2p?D<@Y?Q{Fa3H%0im<3(gAsA+M"
            "k-qFWM9*y&u(Mm9L(`mLl$LrA#v~0!GrUdL6BGF#M@8T{Rh4Pw$kG?*WgOM#k>f`bx;F1AbZ-%{`wB7`|JJ|CTq%gDv}M52gN`I*"
            ")Ni?-17j6(s88*5uzBmvE**Kxg`XRPyGOs_(<Uu}brZV4=CV759+gHz)ocp*r-yHp#_^H6UP0NfI9%bl6}l8>VfVd6{_Ex4OyEHY"
            "zQ=~Z0?ad3KzrLR(rrCPPG@%l_}bw3Xr5a=L0a;6nosl8Z_-##2e{Kqp3M!E0ih<Tojb|-!0yQ;_&>c3bLc&n34WQKaNM!5Cp)h1"
            "^lI_pic=uWE6aE3W5A71WMbw*;w!4Gcl>&Il%|IH|32_rZmTfKGo~-S^r1ksf(veSr@_)Mz&2zIZjSjz%m0lAwage?@?;h)8hHuk"
            "oA-vSO~*+K9)k3mPp~UN8Rs6zB=;5$Dz!Dy@0}-H%nxK^+G@b+)(pPG!jS|G^?sw1ghmm#?S~^KJh2yd9jJniEK_{)-bcujf@j7r"
            "pm6M1UQc>GvwOpH5yj`YS8P44xMl=_7reo2ZC}Rb+ya-3ZJ0Cr8~ondU&vMA9q;N;@Q8A{=hTbNZI!|=_1?It!xW3()zi^_&Q#EB"
            "%Z`6B5&9q6{$nH`Ts(j+=C!GXR$}<1DVSWRfG*B$BxKh=%f7+So;eHMRwu$G!x1RF&#M)KN!TUt=%WU0_H)^?apiDZryreuzk}hH"
            "bPAk2ncJmVLceWXNK!A6d4~xL+d32IXc`T<#-Yxh?GU!s0L|Y%rIovS!D^*<;9eOB4TC43D6o=d-%p`c1_A7}n?HTmu7tm*-Qc?O"
            "5Ij5YD|~%(6xJ=2!*nhKF3Dt);JZDQ(E?4fQNnpC`lmdSdvP`w`hQEJ{eQGs`*H?4cG0LS9>s>Ld<OkdfxtUzFu}k6bg3PT%{mBz"
            "XPaG{$6SLg(0#oKW4`rfhQ<-J^11_AUY^JtF6ZOKzyWY<8%L4HV&Pj^tVr-y1`l5Z2e<C0f&Dg9qjEbbMCZ_p*f7*tqr+Adt1>0K"
            "dm!^HmFZ8|O!iwjN*`;80>7{(K!fQQyrrY^D_~1s3-tWn1VToLq>dE1K3Ys$W)2g)(c;wf1UhogiRpiuO1W9VEVu^9zU=|usbm8M"
            "t8}pIlRkJpPiBWN{sh7Q9^kZ$?Y=t&jYjt+;rF;&G76vcvty+#CFEmN1n1SpV88E0ylvhVuFCfZ^?CD?zu#O$;Zk$(MI%QS!4&hp"
            "o3p={(nO2XM$ni=CU~)8C+|PVTC~@rh)lgDWtGbeRH%#RR2~N6<cQ6vKqcJjz?YD2GnF#81&Ia^S|;T0aJtySo$ys<uFvb~bC)iQ"
            ")w)4KhC)W+e>A4KH%|K`BU%@Ei!#UFhhb_OyyW-h?)s>r$(cfmow}a9G?OVew1bp>sfnY0jEADi+a!2~$C;_o<LQMoICl)b)(NFe"
            "H#n-j)C9H@j9KjNSdx54yh5Nfcvd*G(DKiGZdg6#osFgOlV8K1WjVaSbb1h42w%s&r<}&Y&>eq_C5&B4Ujx#qF0vl%Ze_54?qSsS"
            "Sf3pqwgA0vARA?LomTw%1s<aUaI3#8+Y(nG9$M#%dv)75r;Ie%tB?V6KTENV?eTCb95^ATqyFh$oUvDr^)oPHnRkA{_k(qi-K~VG"
            "-wq0U9ns9h*;uXvBxs3N-!2lBrrn_5H}x>#T^ytuo`nKWE5Yl-FZ*LkL+>8tHS7B_`9UUFR(}HAtxCwUtBkk2i9It!E4gI;!{fem"
            "D&LL;JuqfPXP(luwxL+l#}N)59Lo*f^$a|ZjVJrXsw8-eOrO+{+LlJ(j@>6~9|sUT55mqjX6+65)?maU_ZGo4c8x63O=yE&89XX^"
            "z&+4k&Hg<KLO0#Tus=3{!WMjhn>lCLTH6C4<flmPS616+HO6}=VsYjl(B0RE-S2Ng0|sy7g*~0To-cFpiDgYcim+YA7!A&pa2uy4"
            "kO2naFb@wHJbEi!_nFSJ6pz8D%Gdmrm>f}jLM~P<9VBQ2`BO4W@L|<$5V&chGO|JXUK&O{(j{RBp1EWacIdW~enxK=qrd~+iQ#7j"
            "DzK&7by4Yo7HdxS7xE&j1dhn}`dXS`Z7T}dl{8w&kh47+K=ye*VC%u9T%36w96hCl{e2(u{+IfIdE_N9*%L?oPb#DPM<sZ){WL|`"
            "PG@C}iddVvjWWL0gVFReppv{14ae7m^hjSeAWa8{RUd*)1&`p|#05;${)nHYq|S!!xWFBg?ZdLHPJ_w8zjU!)2ZfxfZ3gzZwbv;)"
            "w|yQ4CGW;NC#q=GqybFWJs;cniEb^hW75^l;-IVuD)lP`flaQQa?AM|uf#edbty@w1IiMQf~uwkn>zLkJh6Vvy$bRsp>{u0Vax>0"
            "Tfn<0e0kIWbCoJ!Y*P?@eK8Qfk12-<>(B6!)B2NfQ@Y4$o;3t!%tnD3{{8G`%t)vvwUBadPFVvrCZ$n7>u`wJe+RZMDT1(5P5hst"
            "c4)fc#0=e5VWGJxW^{;fxxtej?_u2XJ21xaB6<9g{4Mh@gY%)m?0wf>K4PpaZ@s#RMwMUV|9H!Q%DDh8^`AUBBuA09!Av;sqSM3h"
            "jXAxZi%-s=fvKT<+_w&X=zki#n|vQEc&^MYxLt*gqP1c{2YhqpRyKQI5a>Ny&IJDAvcILo*KH>2Cl$QM`&aaLMLD<LeGBU_Is@Z#"
            "r|^O|$?-@9#I*XM<{c^4*6$g7|5*ym#0<O6EP<-Ahrl=~m%Kj4;^D#vP=0?myqT>?cU9s*a#nIvDFzLVmctjdmC&+P5q&FfP}*!6"
            "Jkl{s@=ZJh<@R{CZu>TtxiKAw)g*(E&C@F70glIGX<}D`_}q{xXm#F7rq@)^K>rH0@AAORi+UtZz67Sd@4(a<-LUo46&Rc9i2`$V"
            "dbvJJY<Udge^*4;WBcQ^&Wj?2B@aM%{u1_AK^g82$tHp4HgIzc#(i5idR(MG@|T@i-Rx4j+SL~;o@t3z1$C0y$*ZJl`Ifv5l-aC#"
            "oz8Y)FGQ02LbSi+I4`;X(c0o3N$Olq?ROUW<u$;=*~Z+Cj2w8rA`c5JbGY9>`oZ(c-cYb@63*ya4&~KP_+82kv_(3YilPQlOrKfI"
            "cBmTn@$?Ls2r3}#?&oco3{mlJw4|>Ztvc`<zJ`j}+TH<dnVu{BS~r{~6*h~8x*vzSZR)t`&Oj!45AmU{9`Mt(*sI2~q@(?rB6JS`"
            "SuUl9gK~^jq?46nGX($LDCy5iA-Df3IMrtwyg&GWYI8b8-5)vjRpu7i%f+&2mpA-0$3x<uAHLJvb5F^qeIrKIP3Ki#zi`eNZ^n{+"
            "FM!ioHCq2C6)t@KDrhG8%dfPUVP*}aMo;0?b=R_?y1vZ+aypzCbd>aN8sqBIsU+wNRK?LClbu3&8S#ARx4szQsVC&RlE4p^)Zlz*"
            "VuI*cWF%GHuA(Q(E!1XomEN3M&;HqO<Mj>AnfI_2Fmq8QZJKG%)<(zj0*6UD@em0Nb{V~C%;w-wcETqX<ma}M!9YD$Hv9_+KH0h2"
            "DPX{2nMSQDTXFs|_uNB{6)e2O%}Bq)D_ix(DUVlj`|HQyruFS`Lop7=oc%|)cBeAKCw25HErw2C*JLNehS=|VC0*Q>&!>b)q1o3^"
            "n%B>Q()3b#bZKWE=nJ(SWd4~&HSHPH8Zekym2zzQ>n^_6>5(Yp$@E_C#f02ei-|Fm>8F8#4w`IOo+`dFE9B$)`ym<k17ZG%%2%K("
            "Nb-MGsKN9dGJMJ7Pb9F|B>gnK&Z?j`PX&Q*$IUKR$0Ge+Om<HZz3R?|noMt|AwQX~{E|U+RV^Y>`Y&Emli;?tCxZTll(z?gq{rb6"
            "8=EM6gEhskih=o?zVkPq)I(I33XAl(%O#t%QI-9CA-58`oRir2Ni$gB%)`7*k`%uD+q=j2By)HLeav>iq0tNZvzuZCuP23BW@5g6"
            "621QACAO9~=Y~C)4SjdM6RlNA;fn9|VOPH&20`Pl(>aE}{oxc$JRya#hea65f>FrK(Ht?0MLb@Q7r&V@cqOSPbdzzP#TgL3J9c>;"
            "Mk)<J|G8@fZ$27Mv0-H)YM4>@nXgto0(QmuaIirWRaEl%pPtsV;J@=Uz3?UkHp;L9lN+FFtc_taBdB`AWr6R-_g+5$78&=&YuaDo"
            "oSGb}&tHR2ZdQ}0cLEHR>c`rm{b0}Zt-LTF?aF%&Ax%Rd{K<9B)8ZuDRM{?;+47PCqYu%Pr4devqAU=YH+_3Qhx(IslHUJnk56*t"
            "u?*5(>VpNPjW9!1iml?4;MG>fH*yu^)8LLm&al7^|5<g2ZY2+8Q9<+Qzk_N}+HV~S+Po>@*U0(KKN8qI>RVUA*7j9UQI!POa2^*r"
            "(vBI&-=c`I@w{`+c)XZ&j4C}MxvVKb!h4xey`N^h04BLpBzMIY8t^xpj~*cho;%G2UJgC@^#W{c$D)S!9qyoxE|cnWkIFvUvR2Q@"
            ";Mf(1S}Xg~8kuBBEH+0?`v+o!FCY2XyTkdg!8_^1A`!fGQ)5hj8m=!`Q1x)*NHAUTfw~POePFt;^LjplZ&C6hdEd>XyEh9R3S-dk"
            "&^SJNd^POLaU#*T{<u?DhCGIafqAVp$=Na(p6kr;(*R10v?sxru!Q$w%AY$(W8gg4eQq!Js#%jpe0BxR_YVB%#jecYze1`Rf1g|r"
            "06K{k*!k&GaB6uz4Gx`!b9Z@R(ZI=A+M30LEM9>}bI(=}?bg-snJfL^#5x^p(L7BZ9Us8@_k4!=hHS#PIc%NuYPh`pE`Kg;5YBD<"
            "CV5xJ37Jv!>{W@dE9K``WJ5~Jblf$g3~sAiV|e-kwz}ArPIu1)qqkOU+Umt1<h~v-eMmyxe#1|ed0U4FcLvwKb|f@-kKxwHDB(}J"
            "1l$rm2*Z8@^SHMQkIouH22}&up0bD@&c3X&AvTZL3<ZB~5&v=mv@~_Xg8xRd*B2DwsKPH^9Cm<A-(><8NyF-G+H6zoM0}~I!{&6<"
            "(2AIBFn+t3%9qK|ZqJJ_X!$gFGiZi*^|o|q-8F^Qswl%#mLU4iF%|@`VvC{+E8VmUOcEATebI8Jvh-O`Uue;*H|hi~CbfqKFb;HZ"
            "!c}SXs?o*PSLXb&qzQb>l)G@)RGZbU_)ZTk=8#uqgZOf8e@GfQ3gdQq!KXfBaQT>TbRsU8%b(R3^<8txvQh?nX@qdr)%h^J-kO#F"
            "9?Z=zn!p`1&lD{>me2bva)adQd#L=E0qql?rt~fP6je5uDs8KKd=V#Z&0-$+hf+vWN)LN$&x&d&tGO;@M8d|r9NKF>lqr3;$9;1)"
            "(hM0Zn(+4#INg}V)*mnAKCUSs@0kuvcSjQ`SNP)oSKV-?N)`kL^y>_L`0Xx@qR$m%a`h*SEZ)p)f==Tj$9b^%Ocu`qze{>1b2yhZ"
            "iV5$VwaEw4T6KVz{LE0ZPl4@uGgR<Hhz|FX1zqX~Dvc|+hz2!5|13Vz6~-bfK2lJ?TTpH)g%w8=d6%1W(CFJvC^{(3JgPe=$-R&h"
            "w7uW7hS0}q6~5(8Cf|~@1+}FQF=zE8GOpA`q2?ZIat{PfaLDdM{M4nRas0R4XhJFY=sztKvZ#EnKcf&+YvCEQ=kaGCwD1TR%$)$<"
            "{yx;2Ivd_7jpMeg^Mk{)pV4HC;Vir+7fk~s{n)dqEN<{<A%lkP-;u*%U^?#e8qFpvDAL0DF`SSgHnC3|jP6|qa((yGs!kWs{vg}K"
            "3HrNo3<-75bsbY&;^j{FUJj@9<le0KNS0{wqFVBs#kc~Eza;FiOEeSUioPZrQ&&!s-c4lk*ctWxBH8gFweW3=25F_HlJ=0HthiB|"
            "3GDPZMJ1*f!T3d%OQ^N#BDD|i-=o`Dy}K`t{2s;!+S_8Q*qc8ZH-xPn-@t9}pH%hZ+bv#TbfqLG!-xA-puKSy`*F%l(5{N!E>1@0"
            "IA!j7iWFP&bvK1PG=$?eC+VZNF7A0@#)LfaJ0XVXs%nbryIh&Dx49sbOG0+H<UGWmwLf@)VS4jHhrs9HKKb3`ZpkFjzwS_KT3{~e"
            "cVBYhzki5Fn!E+E!(aI4-UTykmDt~~K6t6}2><HtKAL^g5mguF@SerLKw-!^*yb<+AnP!hweICi3?G4{E`r@soH$iVn$165$j>=C"
            "jnU|%e9cTHto*(i)uff#i~F@)>N7d?+T#rBZ_@D6)17Qch&ul0mcnTT*);S>4V3#wvWvlGBEiGheRXtCuJhH7(>=PzV;U>j8|Hw5"
            "Kg_!|kPk9f!UtCRY`J4J9A4QAf4Vlp{Bk8|Fn>ZPLie(zAE%JR?M`t+))eyJGlFe%sIB5`SKt-dS!|<>Gv0R2r(x@KQOI7B-1p~}"
            "zIUY1W9k@C`vMFNXY=hIqoDQA3T(}{grkjWc=d!jdpc0eb5Be~lgCzbDvckgb7L~!TBpcl#<_E*6<_HIIFM@9SN`OHU~$0t-cY6I"
            "Mee^=qmVgu#d?g8k%HdZ<`}~H(z_2kVWi^u9<9gq<?p%nmpeGc5(OscvG!z)!{R;bdvc+sFH5BK_+ns-$Fh&l#M}_wELiN9MxM3n"
            "LGir{{pa$V*Z*`+Z1(kw$SZLTj;phh+{ZhqZ&`1~2kghX3E{9bZX8=WlDO}8&afZjGw3($6qxY5z@eQv=P?wt^}@>&JQx#Q;ex&v"
            "(cdxiS)+ynO>UZmdWD18h~%B(DFZ@azN?L(jf1_v&WUax(Puk!|BAKu>?TP~!sk02qhODX5dWY*4wv%b;~NtYHFl%#!_i#umvlOF"
            "e>=afRF|Flyd6e1e1u_dRM@zs+OT(G8h+2{7A0;;K|ymMJ-i)0FEwD|n;+rthE(R;xdet~xd`k~)M@K>el#hmXZK*IlZ{qG)1kpB"
            "o`%QDu`j$Td$d*sCGP;;*AC{?zS~g$jaBq<q%<|y0IS%)nVx%WWk*s+f!mr4R3C1Lp|*qg12V3huvZm4ah)1T?90v(AoKAR@AqUQ"
            "?C?q#=juseG}{G|x|3aKzRWKu3`5_=vuX2=YF?Nr`{@m01{lPu6xWd0^DsNqJByYq@1Uvn>nXc+72BCp2d}gzfWSPyb0(fO97=<~"
            "D=$#Odv*4GfDEqr&jK<UOKD5wdHC)9mvY}aK#avR`g~h**F>&%whU2%SGGUJW6OTPio)ZxcGoJJDY{FVm*#TLjw-ApGYyV>?1Vd?"
            "CV`{}rj^+r;O*Q)+`4@nduV4xI<k52d8{r@yf%UP4=UqgM+UOp3Ip+O`&L@-v5$RNaFuRNOzFv=4bQyHhwL6mL&oT{z|7@jEV2gG"
            "GvSziB8#&cGzg=jm*M<giD)_L5A5~X!^>ZmVJ4GwnB*BV#RVF;Rx6IF4=E!_zlE3P&8I_~=iu|aXc+G|h9yl_X3fI}lV$%jdhVu2"
            "Jvq`ohvD^;;h;Qd4_sW4#3@BC!r`UTIA^_{Fhl0QKmfWt$puR-H_CQufJDVHA~}y={OHk(X!_1nSTm%6pXWUb46vE>&fllbyZ?Bt"
            "J7V5GxfrvCEM}uqCgG4N&Eiz&(dg$B1^vg$pqoz)#O6E~-F5oOrTVYxnVZen?MMs4wy+CpZSZcl9q0DcjE)_@3(mf$sq}JRW^B5L"
            "8y>94o>#{5CR>9@s6}1{)pL&1z1Y9Ga!l~mkY_g+{p&d&G)9ZE6=pEOuabUn8ri2SQPW3zdVb^rJ^Q_o6S6j+4j4fG*;z0#V-39R"
            "zZHZt#l3$U?AyN|vXhRm(~Rh|VVRI`1EJoY6e87&RyvpR{&$+`Mv4fG*1e`)FQoB@dm<K&n@N-7-owAaHJnX{I$OL!LGS`mmFo!J"
            "XS{;I{ouXME@eNrk7ts1iC#n`QF&nv%)c`p4!P}SvM+U+-!;k4HZqHT?y9J=ue->-@7haE$_q*B(^LABsX#+dSoi4J<}a5cNzcXw"
            "XTBl#l^&#IoCEg{yoI7Pe`aUxgKs9j0Ka~txfzu%_&Tu(Ov@JvdOm!1Vi9h3oXh$D3+Q1*$1m1HLHE-u;5{F=tC`zWRE$O&FTmGz"
            "qhNA=BF%Hjq=A_P;me<sa7IK&WV5G_hrlZC8eddZg?Y9M_%j`z&}-#!3JjKK!FknmQK=IYZAXjwnR`Iv)N+*csqA!(EK}xnaooFE"
            "VpBC!CcCPVB((zh_J73vzE#dG|Iq?oL;Rp^=5!WjaEoI9Z038PnJlmYKr8tS=$`cF7A;T_a+JgZ119|6Li{nUjT_SPio1E<kKPa1"
            "A?l7kO|iifFugs9yL@E}XE$4gvEMlm+1m?zHV5*N%GRthZ!9w$cAkH|W*D}rDKI>2L?#35MvtG=L?6a*aL{5ozSrLa0+VgT?*tYd"
            "q02QVzNJy?`(a(IAuR0ng*jXhe0aYee}+7TlQX2?zooaSI^Pt9{0vDS!&yz<#jP4=g<5y7gV!22tXXTpgzN#|rtxH96H2we7171j"
            "jBQj^<7Yd&aC~$>A<vi>^ybG8SYStsEWW7~da9`~p<fbfz7_-T7I%|Wi56aTQDK5cdFsM)_|_?hmwFGu^52JvmkGqhaus}~(_qoH"
            "&Wm(IeGS^~yaWlVz1ZLhA?)Ati)5r2z+iS4y>561ztqf`>!ZbR#8($HuWI4gt17s1(Oxd2?@eA(>rq3!H2jXaMvDhr=QY9)!`YmE"
            "?4E57{I^dY{c{FF<>nIH^<Nh+@V_o>e+VC^=Hr@Sv1q$03*C&zVpgXjnzk3Qz^%#bw$lM-`1Ln<_gR2ZkFv$1%E#lL4N?f%_Ee`{"
            "LHVKo!2r$yXYhkz%fJnc3tkE!b%q*`8^Sy58nXKv&N2oTGar2?cGu+t2)j-2J;AlF*TTYFHT)3#o}cyOJFLOSRNuFw>gnh(Tt4I|"
            "E!=yVpM5`tKjUu3<Wu)^%^tOMV#_iL-CPRuc1oc_>jjWsr$pvf5BNF9FG0|$MEKTM0W}7`pfQvGV~w>Z=~CHP{4%8%E)SBz%saoh"
            "2v<!Aej0&y1}F0)RKIb@w`%mTgv|G>#tq~0IopA!p~R+=Mz!c*Y~Nu_Nhyj-6;<)UCN0cxY9z_I$rl|~WM(<TaMUmzwA8x73E9FH"
            "*Z#o&0Ce#M"
        ),
        (
            "c-mujV1NK9&CGzG4*(ue0SW"
        )),
    "out": ("bfloat16", (8, 1, 1, 128), (128, 128, 128, 1), 0, "cuda", 1024,
        (
            "c-muNfC3f>1pojn00j"
        ),
        (
            "c-lKqe_#}j!cjO1N8u<Og(D0C05eSdJp"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (8,), (1,), 0, "cuda", 8,
        (
            "c-muNfB+6C4FCX800{"
        ),
        (
            "c-muNU|{(79|D*ez@Xu+;{X4QKn4>K0|4oO3yJ"
        ),
        (
            "c-jL100001"
        )),
}

# The rows, and the value heads, whose values are embedded and whose results are judged
# (None: all of them); heads compute independently of each other.
CHECKED_ROWS = np.r_[0:1]
CHECKED_HEADS = None
# Per element of out [rows, 1, heads, V] and of each checked active row's new state [rows,
# heads, V, K]: how far the result may lie from the float64 value (spec/tolerance.md: the float32
# arithmetic's bound plus half an ulp of the stored dtype, as the suite computes it), held
# as the power of two at or above it: at most twice the suite's bound, never below it.
OUT_ALLOWED = allowed(unpack((
    "c-kF|i48<i2m<?Wb~)x1@Np9pMFvy|4z$!a@7E`z>83s440zlLR*27CYHOrrx0^_lqXzq`Y5pp?w5%cZepdn?cL8|W"
), np.int8).reshape((1, 1, 1, 128)))
STATE_ALLOWED = allowed(unpack((
    "c-oCyYho;|3f%urzqGu12e%bbK%8^`<m4oiVNf1b1<lMTf-FJ;!t(tOg_ytZz8?Yh-_rL3!tVz}!s8_j^!-c3z~8UFS2KNYLgTOa"
    "9Y5+{<onz2OaH!qC49$^2??RUmizlLn0+<D$kYD!(Ln8gucZD1wcoyv(CuUU{+;%}mo>Fd>cICtWcK_2x_y}T;ro_{S8D$=$=_e~"
    "uir1s{`XhkTblp8?Zfc@`}H$kt1dbFjm<tU|N9^FXCJ5i@$WcKJAaf%-`v^%+=S^r2KzYdWAOja?87>LwNKN&oj(GN&r0e1`<>_q"
    "Q~Te4#{IM1|F++zeWL0Ach=AN;Nkpvyz_iVwDZUByJ3rxeY=02{`2=TnCDMB{^o^!*E8+UL!9w9?8}TlEaDGa5A5ZCv-4N~dl*{$"
    "=lJ7w|055+*V2yv$KoGk$N#WD-t2pe_R91h-TCWBA8|9zf8Rg1lz*K4hwA=O(*5)FzpeWR7`9XXRrgP4{?p9A6@TRY-}le{{(b(%"
    "`)``1^ZaA{Z~tBX<2wIcf4-N&vd`)M`wzYSHtpN_e{ZwxZ~vL<_(P5V{^{)e`)@{0xco!2PdWaf#~(?~e~S12edJkx-+li5$6)6V"
    "?Bfso`Hv61>hJKM-T9;Q|FQFLqVdlw{u}81pY>;)0|-?1iLd!5(|^QW|Cj$3|JHxF=s)vQ(5U|q>fgv|%YTc1Eb3qKAF_Qte~p-R"
    "|FQq+`9Hz_<LmDTL+AgnPwGE`CKl-#wBZgT`}#{7e@IpT<r#mY|IzF}y{wE-l<vatV));KbH*qN@AJ3*LnHtCsr`-1_4Wx?{?k$a"
    "37=j6_59U-?tjZZ2s{7He*bBQ4_1F-{zIMrv;V;EKRoQq@VUHyT=hTR|H40y9`3R)zW-q8KQQr!RSWX*Z}p$@{o|@XNW1<%zW?&V"
    "Kce*)PW)r|%f&y1{`V7q@$etFeGK(?2By}Zy8eQ*&qe%e{>kb;NBm=`zb*9tg+E2>UyXlY_Mfu<LD7Fk{oD6XRsN4F_V>T=*NH!7"
    "{G0#e`w#uA{=mc^<nJH#wY&Z){`uAaVc}1Qe|-N-{onj2J%7Fb4@Iau?C~#I{*iEuf9`c^;Lj0%s3@?<q}3k?`NyvR$#`>DfAs2D"
    "@y~x+f1-Un&%enmm9X#!X--7@<j<cq|8e!-j6alrsC|QMNQ!@X*%u#wO>lbJ4|rf|vH0hG|Fi#g{2}4~SNxH~U*h_|`L6|L$G;f<"
    "8^<Vt|9t%Gz@HKS_3OeS|EB-6`u~bQ%Re^!*GTcN@Be>Re?0yT^=ISHvj0Q&p8zlU2NVBz{`uVa&$1uz*NXo~231u4b;W-e<Inil"
    "=6|d;U1I!Es{gp~2eCVUGW@}Te<FnXzwvkXpBDesd}*XbdfJy5|Ed3==f4jBbBI5{z<)CTcl?7={W1J|@=wnE`-%7O_{V7JxBjo$"
    "!FT%?{>PpF;hBG^{Rbxhd&dWN{=eS7<{!$sMA!cZ|1<oZ_=n=(rj9B8+wpJp*VX@<{z8*~c>aZ_{!!n5&%cO&wEnd5+MxeHtbaW1"
    "&tr}K7qtHI>-l$~|MWX{{YQ^eD*j7X{@>X8&(<FrPX5(6;x9`46QlmJ_~(=O7kB>S^MB(Hvid{2|F$#!4F5{3zYy@x6Y!_!zrD=D"
    "4S(^@KZ^LX74<LV9|ryjKK@+&5%Kz)!ymNqSH*u`luQ1l`n&lL4F2)oasTZH{$}#}LyyU&KUMu-0{{8mnAzhm-ul<ppM3qrLVp0E"
    "vj50wfBQeqfAoq{e?*UelK!*xr$YZ5vB0_iIQ+Hz@BFKU_@D9Du>%S@{7qYb(E2B?{vnq7!;4xFz5c+v{tf;S@y|W~OaI%}pM3u@"
    "{1fmuUF#n?{Il`jSN~~T`0Mo-UjEPer&O&4{f{R8doTLS@}DOExZxk!`gg*=KK}+g_xy`6;x9b#&*nc+^}nW<t03R_m)-yFe}Y?o"
    "toTRpKjGiWKehku`cMA;Db%0Y|M}1#RR44N50(B%KL57<>*f!GI*<GV%axgbLWVy$*Pk}^e{lU5D*YcT{EKP+;PrP%@n7^GEb*V?"
    "-+Z}$t-n2JLCZOZ`+r0{|JMv#{=bR;9`V2QZ<K$}e;oe2<9~*&KPLS>^xu&G9{+FtGn5rt`3L9upZZhKAGpvz_53-`AAacHc++1^"
    "e+c|vmj3e|_;dE3;6M5KL(IQ<{;I!>7{g=!_VwSH|E7O_FQhg9q4(53G1MQd^dH>%1H1W;?|*atam?SM{!3YZ4fscEBAxih>JK0D"
    "59U1oX-@xC{U_@$^eg_z_kRiePa^(A_VXV%f0}n?`k%%B8~B$j{?jznv;G5z{wMzaXZ__e{u#Xfj&Q*rS%19n?^6Gl)PLGf{$KOY"
    "=J038KUw_iw9n|{&)2_&e}?`m2mih3zq9{Hm_M!g<DNff{5$JE7xCx(=Y_ux{wqixf6e}b1^>XJ|55Y$$L3$ahyIDi|2Xk~_Vf3|"
    "f0~a!Df=H%5r2n$PWt!OKN_F&{|5v9mb3qm>0gW|{#5%;|4@cm&;R25)%X{M_{T#3v-y9Te{TG%_GRNgIPizq{F%c1(bb<qf2#0b"
    "#y`jY1K0I$&R;0bAGZG0LjPmOzs1e}t^QLp{Ws}9!oL2V`g@K)#0&pD=1<4`kNo_P-2GEE|D5+v^ke@-0{)VNf8_eh75-cJhl=^f"
    "@E`WPu<Nh1=CA(#DeS+n=|2bm)1Y$u4}9WJ(f-rI{Jqehy#7O`e_@q>V=6%P{z<YQ<Imft$%(G|U+lk~SfBehP5G}fAlH95&7T+k"
    "Me+JGg#N>P;eR&&Jm-&pTK^5{ZvB7Zzooy?zvlm3@lRa*+w<SJ{{{R*|K(%<!rRB&{E?&ngl*<O#r}hb{_V~`>c4H)AJ4xUCjC9}"
    "e~&)_H~!oGM@KC4{$=Bj4t<^eVe=PM{=-Rsc-`o8`k(KgG4p@@+~VgC8~@+%r{mvV{{Z<N|6PAb^N+j!iYNa?n}53b``o|a%lTu_"
    "pDg|;>dz<sZ%6%~`V+bHPyC;S{=NT3ZvKbX|6A1mf_*;thm85J@Bd4G;fwyT_y<GiKTKZ#gE0T8_dj6k|D**~#`mK8A9ww4<BzO="
    "(}@2u|H%4F)PH(NwmJVmnjm`DAKQN`^dDUF|H(f&)Sua6^#0$3zg_;*)ZZ}b&*lD8n14dqe>eV?`B{1Df7XBA{tjAy#p_>+6;u7~"
    "{*N@^BmbxVfJ6oVp8XfL{$lzM7y1vM{Od36AKvtzHGk$*|7VC%x&IpV7t=p{{ryY)7nA?I=3fi{a<zYoW&DTxpZ%9E^RHw6k@$Z("
    "|M>cEzki3n#n-=RzvBN`%|EL8KkUoNKXFK|a`I2p-}n5jx_`9!Tf6DcY5%U;e<Jey8%zF8_5Nkze{$9TFwUPJ-9L->PgVU(`_H{P"
    "x%&Uu{v}@aul@YV)xW5J`1z0He<lCj{)hdmy#IOZpJO%u8~Wcn^!G7;@cMf<z3`vx{F`@`>JMtf9s8eb`X5>U=K}w0Z=L+V<iBmt"
    "f1sMbhy5QZ`6pKU-+zh!ocaq#{qZt?1-Z;WA<kbp&A*{n{c!%2<{xbPr$eg47Uq9z{{7GX*XzGT{e@5c!|88a?7#5dKb_AXAn|?v"
    "$$9=s9{=|1EB3!y-2V*w-{aGT{m*p&QU4zMR||h&HGgh-|EAtQl)3-V@1Lsq4;=dM&;5s}zk2+g`7d$aKO`#lKezrbxA^n;7nIH|"
    "{qvvuN5(%B{%LsGzd8J$_$%k1l6tSd?DJ>(p?~N6EBbHjKZbu}{b>^CpTk44{gb$VllKqk^87>4e<9*e;)MSt&)@3$M~;70_!IuG"
    "`E#{@x9Y!W{h9i!)_<9-RNVX--2Tzy_HSg>e{uLr`TyW!Ai4fe{)>+P4uvt!|GoZ*5c<zw_54e~KO6r8O2+?~_8-MPe=`Cs^?&jE"
    "KjHZ^$ot1E$NbIpKZ^KM-27AXZ#2^)|5E%t*XM6?|Fh>mj{a}^2NwVBh(GcBZ%@cSq(lD>`$ug0cY6Nk@%f+jAIs-|mj0Xe?-Ty{"
    "wf~HG=-);E<3_jVe{%iF^S7vfB>fdR)jz-gz#jj?ZT>RxH=X#G-z)#5JpW$%PsjXo^<TWz|DjI%=a1a;A71};``6b0TaABJRGIz9"
    "@$cb`<A3Vw!GBEu6e{$;kpIAVn?FYUpZEVb?tegtKfLKbb^kN`WBT*LANS|a=+GZM{(5ZwgSYvM+yBb=$NE2K`*r>`n}6^98^wei"
    "&j0Ga*I%EAzY_oZr9bZHpNNkAM>+LJbo}@B{BNAU;f?>X;y<7NYyLC$pSS)Io`3jGI_%#Qru`cV`WM{y@6!C~uiAgU=}%DU&xXI&"
    "{DoZny|?-I!e1DlKf6Bvh;jeACH%eTAKQOP`KSGd=FVZzpXvQq{q6VW?!Tq|^W*vBEB@WjpH=&p)&7l?`?r&SJ(d1MxA|k3fA9KR"
    "%-=o!$CLkt`ODfrH2k~kpV<6?cK^}mPtyFMc>Xxm->pCX51r_(82"
), np.int8).reshape((1, 1, 128, 128)))


if __name__ == "__main__":
    sys.exit(main())
