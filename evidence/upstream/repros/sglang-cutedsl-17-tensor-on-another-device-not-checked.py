#!/usr/bin/env python3
"""SGLang CuTe DSL KDA: an invalid call that breaks the contract.

Finding 17 (upstream bug) of evidence/upstream/findings.json: a tensor on another device
than the rest. Its case:
evidence/upstream/sglang-cutedsl-gpu/repro-cases/finding-17-b-on-the-host.json, written for
the repro from device-probe.log's b-host call: finding 17's fault alone (b on the host,
every other tensor on the device) on a call inside the kernel's declared domain
(python/upstream/domains/sglang-cutedsl.kda-domain.json: B = 3, H = HV = 16, K = V = 128, 4
slots, every tensor dense, the domain's dtypes, scale K^-0.5, l2norm). The shrunk cases lie
outside that domain: the one the script embedded before (K = 7, a strided A_log besides)
tripped the kernel's own K = 128 assertion first; the other has a float16 pool. Written by
`kda_cases repro --findings evidence/upstream/findings.json --finding 17` (kda-conformance);
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
    "Finding 17 of evidence/upstream/findings.json (upstream bug, sglang 0.5.23): a tensor on another "
    "device than the rest (upstream's rule 9, 'All inputs must be on the same device.') is not checked: "
    "the kernel reads the host tensor's pointer as device memory and the worker dies (SIGSEGV; the shrunk "
    "cases: b, or A_log, on the host). device-probe.log: b alone on the host gives "
    "cudaErrorIllegalAddress, which leaves the process's CUDA context unusable. The process that serves "
    "the model would go down instead of getting an error. See "
    "evidence/upstream/sglang-cutedsl-gpu/README.md."
)
CONTRACT = (
    "The contract (spec/contract.md, validation) rejects this call (rule same_device), raising with its "
    "message word for word, and leaves every buffer unchanged."
)
SCALE = 0.088388346135616302
L2NORM = True
LOWER_BOUND = None
H, HV, K, V = 16, 16, 128, 128
# None: a valid call, which must run. Else the contract's message for this rejected call
# (its tail where MESSAGE_IS_SUFFIX: the device rule's first words name the implementation).
EXPECTED_MESSAGE = "All inputs must be on the same device."
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
JUNK_SEED = 459297
TENSORS = {
    "mixed_qkv": ("bfloat16", (3, 6144), (6144, 1), 0, "cuda", 18432,
        (
            "c-muNfC3K)1popF07("
        ),
        (
            "c-kDC1(;Q37lrAeySqa|y5@d+A0!nN5m0IAP!UiR38^86?xDN8nYm}LLwCcF($XNIC`kN^|KTwh?mhQAJJx#F%)M+u8(o0K=!%7M"
            "M;jrpY(`Zq#5UJOTj(6b>K(nH{gKogf?U>CQz47?vagZUpKbBh5Zl6k+0U}wMrs30z&#tQzv=<ap~-^GK{XTGfD%}N4?{^UUdL)A"
            "7FtRzCuQ(ZlX{1(i2t1omxP$4V{qOoBL&uIC;Xx3P#pKQVmLFZ+Fu5NiawRvHdoW)vGni<>P8!3Gc6;oYY~(|OI(l}=39D<#Zh^s"
            "jr3pp)s4dyOX_9O6q*n#wWxlEDZ1MZL`I{l+o*N@Z={)KL3#Cbh99rPTv@G#*H!>qHP$7?@3O~lgD=7<gEdk;+)(563)`xHREIy5"
            "ukty{Sx-#W;eKLG>5X#h{9Cq9dxQ?iZT~KkU>ef91PEy%f1upe?{QU2Y9jm{8-Y%G$KQzq2>Xjr+p_Doy54rmw|Y?bxHzqZCH5V@"
            "lkQp`t@MDcl#ZCK)$v#t>uy&KN2>R>y^<`ruUinWud!RFYhJr4RqZoNFIh3pTI-h>A+6mGxh3U;2D%qv9U_;}OTX4bd{yU#v>zh;"
            "I6aRHK~EIWHFiL1W4rV-r#qY>yEfDLwob}RLoC4%<VJeUhdDX|LoBB~<ew(h1{Q%t!6D5S+_5co1jVI*4%ZnH@7_oU{H;}R&)t=?"
            "NQNqU462K5oS%Xdl3i;`3*lX&rc}ToU8@;`7P`Tf>L{(p*ZW0dq=lc?MeEPFW9w{^#`{U|sn$b9?W)6&R#)(Kx=1gng-AOh4>XT#"
            "w8U8H5}}SRcfU$LR&@{(AP?5s7TiS+@2k)zEv032yUx>Dngsdrw}G$sfwj>sp=YuXS@6aVN=w|*&YC4ShjThh;t*@~f={Hlwv+!t"
            "9k5s1;ud~ztFXYX+Ihc$%yCaF4h=9=M`~AIE2C!hriT*fU8x$Z^7DBk&;$*6?-}r)t(S=wFKzUm###%@9~j>G>NV7Dn9F`Hu;l1x"
            "mo$ewaqZcyDHy18wJ0v=1c_FspJ0sEM^YW3jWvVjw2_!BKFY`=e;Rx8P&(<hPzrphJ7uu@J+w`_+HB0^1RZpXw3>b`BN3w)WQPuv"
            "+~(^K@=iDC_u2xx?Sa+cUjE}3;ylkmZQX!4ePkbKNj%Wg_O(1jURPB1`-xE`h||d^7}V1J)*P3tDk}PIbfOg1=Q<iY!*w*B9JMnx"
            "59=h6cEM1j4;JH$o6hb{aF-E{rSb%)xHGBss=Mwo2A^u8ptx5+>uYmesWWu5WzaVk*eq`QkD8O4*#xa*hh)_;T3liz()wsiosFkb"
            "O!C`M-D^iV$$NFEmh<BLF_>npL)$c=e&(Ja5q~8MGGINs{@Rb{UFXCm*@#jag)6d7mZOKRfyt**RmLNS&Xy$H_&BLR9V@M;!n?J%"
            "8==?bD89fUF?noJE>%!fKhgS@AsFcXwq4rZA8QG8w}0ACYIW@;zV~Z}in(D@M3+{NvRDI^@1kbp{-h2Xp|92S$7z4}LMyB4a?8g`"
            "{6p<nj3oMl>#mXEU09*D^h^EARoAz=3q=tnne{vEDGl`p45osu(3;fBL>A>Q*TTUh%Y$tCy^GRHezZ)-!ca6T^jM}^POXcrZZDO4"
            "sUGL^GH^P7(GNAF_tc%?bZu}0+)`cS;;@dYwZh_2P;a1^{)hp(80oA5r(mn})uwiWnmHTGQAV$#7FFO|9WBZ9nEn$=7xZ8^d%8!m"
            "Tt3jXk{IiBKPFfPT;{blYCS8c6SO?lcfDS+Z?!4rYe8&Bb!ma4+8#^oM!2mWvwQX{-QW_dnF{^1D(8ElT*m^*gA5pt%5s^fo}qd1"
            "r98$9$)zJ)bJpUF&U1mTmT};&V7Ml<_Po{$D#A-kE5q%NP+RS8gS7+IYOy5nCTkhQAV*M?*E}LB9rUs-4}}ncgn*mCS(u^uWQ-=j"
            "botjtx?-A+>id`uHyty=DUeGCQ-MB|l5V)}m!gQ3LONPEY8U-o_eohDtmmY%^@?1FaV|y*+u86qWZ|Z7)drH-Qrae5wv}2sD2BAM"
            "U#Ojy!bb2^NxZxAM&`*hjMY5)4PS8}n#(8Dl2Z8Im9gqr9XctOB@5L%Ebrtb>zoL4r5m>KR~LP$$xy}>(G~I(sW`{iSj|Q3ct-TX"
            "LEDF%?7<(hjvF+^-L@<?&$ilj`r`<c@z$`{qjVOwXcK*4)##j!B(X-=cm+45w`8+aUM5Y%6E?#vO&ToH<#HZ>yZV|)-<pcUdO0C0"
            "<QnH=6!rC-U)w*S(JlsYQXO|>qke_PxI=$+`i(5q);iN~j2lvn_i`SoB{kJHnO;M*hR_L5>^Fb0hBb4rGIRmcwV@4W)ems~BIB;f"
            "IGH5h`Mp@V>liMDyvY!MHcD7tH`*l&+SwNtqZQDU|L%-!T7r}K97Fs`C``xcNZ$zQ$6A`2HVj*=xvkKb{wVrqYx`9y$r>%<w&NsK"
            "eP{R~O0rh(-C!P8VVONctZRbK_STt=vCTN@FO?tVCvIVHvPWbv0aY-;MPQlV8D}-GcEbqLOEhQwf_AX3vX<^t0m-$lj)jq!PDwUz"
            "v)>XwBEJry4^2iks~<|{KEqur>_YJA-A-a`hbHzm0^HwbZX_1jm(oo)$TIB01|5V$eC>`@`;cBhya_jRz09{`78UBMMeSp})8<%h"
            "X^{>2s0b4<$IeNAyk#xN%Lpxov6dv5ZP(-*zbyWgU+IOv+bT}VUVkDUMGlh@m}1>^JT@R(;A0WKaW(act+Bn96{|UWA!_|AOA$1d"
            "6aG9p{9<&$UP*(W=qn|Iv|33&3?5ll3A?b>L05eu;!gS<<t|S(6<yo_Dn>p#NA`%;1i^4QE5FHV6bi=b30s3SXscIsp+#}N7NM_>"
            ";y=+O!YuNk9-$f}2vT}OtsHlD8@rm?`;xv<l;qficXrQDhlFy2+%-Y_+98XgA0$Rie>wNKs1~qlx`w(w$A06!{~mYIX82b$wT+N*"
            "x<m>{72T!>=*I2Y)kC(#R!P<%r8S`H4wJdon_ixp_j$!mbC#m~4Vnjo-3|X&Y{GFWK)bka*}ZjCmf84~6Yv!O#wFJ}nnwHSBl%a#"
            "lW*s7mnP^T5>q~a_goqW<)pt<Q*l227GD!v<?uREc2@5ub@;6%)IOmya^8Nx9h5~m{X^^8Z2c9>q#n|Gi7<{NPz)L61v#-6rs)M6"
            "L^{93=cV#`%1YTFr}T6EN?S|vU>Uh>Hfkb9j$yHNz%Z(I%Ak-=#dBE_%8lIatX_tPrg{pqT?V>TPQ=)9RA+4#;v<Q(etHj0vCN(G"
            "yCaNE)?X5^3km5U3nV3e!{^!ovpJp9{1mo=yE=_3+KjV5h{>TfQs^EzjI===TqNb5mKQoe&-#y0pR6`ka|bcH%ldPI8c`!sV?C-#"
            "SlaRG4h3zlUsBskp5V5h!pp1s^r)S*;dULBc=~RZjD2|^F*u6f!xLq#g{6+amz6oE2W>nG_<5KvvPnbftrc}LwI~~A(L>tOtBWHk"
            "O8YOUnF;&`UV5rwed^Ra&4FwBrwqVg6w(+?=d~h}TnH7Ek8Gt&B~%r()J?X4t~y*d<9F1Tr#4b9&^3!w&nA(7E9f^^t(T;UUBM8^"
            ";_YS6kCO$n;=a47+4LE?F)w@eJw~}Cr1p7!CMke1q@`3YfmhPf(bd**q6-I(N>#-!$?i~heaEeDs4p~SaL+$s3$W7vOe2}m2G}Uh"
            "$XDU+^pc#iScYjs-dQqfBH1OMhV3|d(!t|N?ad`t`}#2!tKGGT-Jlj1B<E}*;}6p`OfFqX{DtfhHrN<+aNFq!Rr#u0uuAXJcV3XP"
            "Z($V9y9aXLM&Y*GWeZ`t56eS4^e?GM?tAI(39O?g<<*nnniZqUM{8Suy&j2du3Po44!4n(LS|tXX}lDP;%EF3%Ap^)Zg!W7eVeM^"
            "LsQ^}>w(#H#MYe8vDAd*){R^+NTy3|=7IDm=z1YtFck^(V~OToR!3s5Jab&C$je$xS2GnZKza7>qQAgy+Dh}ZlAEjxtg;TpLQRjt"
            "%(XdnEjR0HPS_o{#THsSG(+|vS_{Z?>m3~B#E#I@44}2#*UWsc@RwUc5(s#P9k?#>a-7L{vt{%)NH>W@DfyZ6HO1EJOspk=_qBLe"
            "irF}+6v01;Ln<oI17rq!#+`j*AL}j66wISHZno>3>1pK4gECD&vIJgw`CS%M9e%K(QbhX81Y4^M{VbA{L^_%t6URi>UG^a_4oC~_"
            "KvMjOG~>Lq-acyMuaexG>qi7xFd9FRt3ozW_E=+_$1wZJHfUK=`aM!d2h@|bx+gSUW96<D#bxH!x;l%!k7ruEfYCM#0d87(&Uq7F"
            "f4Z!uLbj2O@+F?z0$W4Hx`BGSTyw$EIqSsr)Lr_Q-DB>ot37lRW?EV8=nr7x%VHU9qSeABX8YATRwi2uys$_lm%k*L3}w|OYENy$"
            "-c-bR{U(@Yxpg>_$QC~Gb8TjA><g@sYnI%mYgJhyr~TR1(~qXMj3zaw3o2@QElhu`qWkQ3)_~`dZN_uTYw4j2af+#71?G~(vIe72"
            "PCRDnUD8YnY6@>GId!a^@bl4WmSMe{tK+!$12LJ3K&SKivx7;I-wN?LZDP|0+t3?XbtL_1v);1pGMYJd1s=0E#dWqWl1cQ>SajB#"
            "_S#SD6=$wWtMQgbhq$H|#zsF@^J@>t`>zKx<$z?CW%>e*a1Qsdm~&N6esGJZaO26t-(aC-(rjJ@=KJQ7imzJF2Ee(uRIQLSCg1Mi"
            "WEI0Fc*k8#isSwoS)rX|vv#!Wtl956h*xRN#8g8=?9^gC#Mx>}rS({wQHY|yozk*#E%Dfn>v$%Q%IJfV$iUN0vUn2g_c*Q9yvdf9"
            "_q|B(kd3-v3RN(z7SRte(f*M!_9ve=P9k)b-XKSx(u6J>S#`Lk_8oKMWtWJ=vdz-tIC<lp+_tsYf%e*-r`V=hbiOtYH?Wp|L3(jA"
            "48vjkf(fXHIiYCyb}q8ECXj=6ULxeEzg;#^|4#CJ!^5LwG9BruP1L9V&xWZqbzGy+AuSk8^DnzuoWWyc){ffMCDfm^6Q29q{G%kx"
            "@$yi5;);FG+V-{cmXMint(z}Dn}<&{VUWsBGBJ?YZH&u7|J*_yd8~_U3SBNeGU{R*VjoJ9;2Z4nKMAc?33t^Ywx3*+AJlTIjIX>1"
            "o$9~xYm*A+QH{E@k9m+LNQJ9z1iR#Gz91B?u8;g<bj`fTq-n8(jGy0Yg1r{@`*1>*q5vN`TC4aKQB9|y0ZH$3Bn?WSji&d?(tW0("
            "1%3+uZ3XmMs1kk-wUPtOELG(ScYCue#anq`slC>cpHrViuiF`axX!?Q?q?bHwLWJ(8@IMLKG0YjqAhr5Go%hT{|c`%mI?H@%Pv!>"
            "QTs>=^~p4!`huxK&BkObja=r&NoskbiCs%_-E!_q6;f?eec-w<L-t^Q6JQ}vULFlC8(r%HUt<QllwB%wJ8N-zmXT@F+i6>dd!&JE"
            "Fhr5m{*{TEHrOtQqz4`8R~=&=C8JB^Eo2Xy#|8SFclJF>iy%36T4EICE_cTfH`47OgB<qHYT58=dxuD}X9-qN=pIMuKNnppmsQS7"
            "B4))zUOSE8W~R~3QZQUjHzI<0q$RF#6Z^Sz7-v`fJVAS0C0i~>C+S0H{8bZrP07~JNTZi*mp--6_|?0Xl)e+;jmL4iXhNN;+hnW_"
            "k_uiSH%g9aR*Uv0={;^rH+Cbl<nq=^_TZ%(=s$B&l1Ep`IxDJO{8^!zx?9UyO{CP8)RcqLmZxuoP0UX@nNlK{U>!Cv>0d-DOU-1{"
            "kTZ2fYtXBPnpzC~XF3&VqDznFdc=BQ1ZKw8WEQMO4vCjJq?TUVfT`>m>oi}J=v*6%k93l3mXCs!nw@UgmUG$4ujo~wkFUp6UBQ}#"
            "?JF`$FXn*>q?fAH+IY!G7A}hw)YMM8U(dU>$lz_Y(nyR!Izq27cgN^y{YQ?VgPpT2q0!uygyA;!DYMZ~l4W+AFRxJ4<s>2gKpm<^"
            "zx*Xs-``?0nN^D0BL9>fbrIT^K2itKl2W_SHPh)a`~cto4IjIF`u=;DPwW8dx;^$*Pgzr)!r5Mpg80Ke=N4~4H$QPu%-?H;Ij<#x"
            "OPW?&lUtS}nKzW3%0xcc?vm?S*Hu5`+}5J*tgv%#BL<U0GX)vtv>j#L(+8heOXjb2E+h-+f+@7PE@Fbcz`CxMEB<4W$2{x_kKvq*"
            "MFUN&o$X~@OKS5WC&5o*y3=LW&&cX2gFDQ4KU0&I=tbs@>QMY0>J)0M)$kov_yx20W==#$WWgZvOA~CxvQR?&#mraF9@#uZc(>WN"
            "MQBKF%jW)xEu*D48(+~aKVd3A?Dz5)OFKU`nX0{h7y3poY9IYt(rPhx85v}(j<;yKXD-dCkC@tep}8NHq0$S<^q%C_kAf6I9(1F("
            "y)r%m`y>|`?U-djIqxK0Cp~qlkl&bJ$sWqjKe@r_ugu+hN>a@#Rq&hiu-kqKo1^iX!|N=&dE&=*QM-|+bLltwgUn#x9*}pB_^+g*"
            "PRANf*%q51vHb7$|9@woaxjwaQp5XEi%I4ngO=7`T^F~RogSi5p&8az=J|uzfiB2}N7jdZ{)ry;iXHD}Cna03T$1T_`NPK96g}@J"
            "V-7D94As5*yG*k^Jj-%c^-sIw???U60;!5O7ENlMf{I$68=9Y*w@Z?G@s>+}#7JA}e}~5AyNYzO#N@`5n#HTl47Y$2)!T1?!<t#^"
            "*d)J-8_6>zLouyPC7-XuWt%PtkI-zE$ty2=b&Gz0@0cxKyDRACiUcu8<u2(O4O1NoYlWb;e&{aAb^V3pcThSZi*BIzZ$Jffwykux"
            "0`Ma1(-(T+eq>7hfP`~Eev<ZlTz@}`n^4m4X_aNP|IP;LZ`er&8BB-$&|75X$ZY4CyBbner%?x~^T@$%>tvJUH~wyz{_9fPJbA~j"
            "*Y~&TAn|P=v-fan`2{}iZYb6Y*+-<R98!*&{e|C1va>$PgdMCNi+}7BGW}J$c1GNnvM!p6e_1Nf17mU47O7%CvvyJL<x(W@^2#S<"
            "#*qH!XXT8)W=cCCC+R@*q!79KirZ$@?WEri$?S;qMgf_xmqP{cv5mm*vNm=;X?-X4;);KPiM<t)(is<OHA!I^nS{>aOKi7cGLG5o"
            "m_|rU<kvP=veVm`{B?h*EH>L^n`f)#BRcyKcC;ClHCij-Q!3k3O~h?GEgy2LCt3%sX7{9=?c>!RhC7jyGxJXS@Oe4-{Nh1pZtPTU"
            "V?k*l4KNA!tq^Wt40(@4#oSzlOk9-H^2ERAG9wXvH6)pWY)oP!F@^4!myZ2HciLe&&3%qXV!wdq;da)QJhqY({D}rSf}XjIiho}+"
            "+6R(ao4El<;ytt7c7mJOnKZCSw%axC)>f_J{h(j_HJClGT1LC?R}`lmIPC+F$(zUo|A0RGj$2V%5_$jeK6AU0<ck)Vq_gSl&8bQK"
            "nI*=$I`~P`$e&b<5%i&5Qc${~H0lJ|<cxG6yAQ$>DUYn)D2>x?c#Sm3fZwexEBGxPwTbp2Z#N-{*0)wR4J))dYcq)b-zLquUp?OE"
            "Kzw5xEwAe>yS1tNNbBftZnQkrCG@l`oUgsO9?I;UzzKck*GC-bBc&vi1L%kt{oQr6bJ`9QkxokCfF0%bY4C=bxd2jFdFs}V_kM~~"
            "uB6Rpeey|15>kHpLTNmA3;l|=##hon5}mFU!pV8EQTUPil~+f|v~U4duQ-NE=l4G~LK>dvGEd)5XIn1WV0ksS9_3a5pW%e{kO(&)"
            "!<aKmVh>LdrH!nS6q8xDKvbux>H8~`&?WwBc88PdeL_+@B`YlzohPsQsE&VlZ&NKIctbC2skfz^Zbw~&FhOq0V!entQqb#xs??NR"
            "UJ<HCW{f5g^`e4ily~f0NPFu{%N>Mx|7n8H^r9WaSRJgFn6)x6?;NvEI@PtoQq6B&xNoUKtz|8D?n~qjA~DZ)|NnbR_1$5+Aer=Q"
            "Y}DVapo)9T6#OH$F{5PV2`lLkeJ0n*7we@Gdw(7uli73NQ#nqr`VnvBq@<+lzqCE_D|Pscr1UcdWq6MZFv>qecE~`F7_38ey2NWD"
            "@?t+z6x7V}*yZLaCva<u;Sn}5{r;ipyelq6XeO!!KO>`;iAgc9H;ZhST{iG>zmQ%FFk`Qy<HT@2hL9T`$Q^5sjCRL*kt^0%N@j`%"
            "lEIrM%dG*4#F0m{XkxFGtdKbBQM?sK2~x;DX+tU+Y%?)es>w(C3%=ESRO7B_N!Dqmqc9%#WC4EW9sfkO7|Ntq(68sGV?X;#=^dkR"
            "OMZ)-BQdrT!(Cx5;x*8&c#2GPlC)k`GIkGgKrQ`;ymQ(P+fpm<YPwr?jR`ax_VAp|^t@&Avui!csT0seUb{u;YO7stZ#GW(3FW@j"
            "aC13-X{9AjTG*B_EvIySw2YTjKjm3Jvv_G}MbMg8Tq`&2v~(e%HkC^_WU=n4&Ct8>P=`q}4JK#`#8^othSns!u{s|!;xbS@R{7iT"
            "i<T5vL+#9oyN}YkfaDAP7GXSPZkX-2g=d|RIPj4Vv*`oFuwAc)XW*e<k2|;&6Lk$5OFCU<MS=!cV!7$;&q<oi<xBi6G1`v&f8QU8"
            "Z}3<~GU0c}5UGq~a>_zj&rJNO9~)jw8p+0rujkI3wZG*~=$_2bDN>qVK8bAprwl<^xksP4MVHKNXYrH{yb1^1_qtIJ=s5Ohh8@yT"
            "HrP+<8EGM@`_rE*S6pdCTUAuGZ7vD{X0xZSN%*aK%}icfoY50<mgGE#r~D#lWFt*5Pv%-!3wx(!qNUTj+Juukon-lycJ`mTe6ByU"
            "*JLeb6~d##+vxR;xa}3FlDAleQd-ihD_OLgtdz<ARp~&5De4xYIY!w=ytNdz%2LY?%NbM&Eh3#I(Ygwf;R3yd4K8~S#voZFpQ5#&"
            "7W=i97D8rQL7z#7N4(!%R@oI~%6P=ir=m~yV|wd@7SzyBs3!Szzw2cmdo_{Gn<)EjgATJQblTxkz$zdX&%;l!1)tbna>WDg@FHZh"
            "AFaLkxQ~&Xj<x<GD}z-`?GA;ts;0wL%tQt2%H23=d4jR@;V+yq6U5P3a?yvEYm6IXN9~nnle-$t#8<|DZsTMwJ$1hREz@+X<=0H!"
            "bn8bh>Z}Js(K;<$1W6@>Tja06NLg)B8bd`%VBfoxq~AoraGk3!q>Ow{ha9ULT>(pq-3VkV6?362)vKYOnE_t1<MolwzO$BATw0+X"
            "66$H`&3~@QN^Z2TEBx&)5p^aL*0H-YIR*de_nMUR|J<hPa65wKoRCBQQ!+-BmgDrDmN{C56a8WE*sZlEI#ga#@pEWf?L`O8;T6-u"
            "7=v$-nhf$Y($WjAOFOG#`>h+ItUlQwft^Q9O-oKVDGPOuCdDMlt4*XJ5=wW?97O3PPU+^*6?)}#-cKI~KNSKktgWojd%~j9f5c=x"
            "hj*Dn9?>BOYc^gb4_WJtKau&QEy->x4u-<ygr}0hZpzn8g~fE4en;w9se|-{_2i_lvxjnx1a*Xj7=`!Wp=-+2)0)})G1Ed${3OYB"
            "mVGZ*Z4fd9j}fm!+-bV#9v!7G!^ymc@}bTbpoI)a!QhC*YGW;Bam;`XwJJG#F;%c1v&UoGuX`+po3f9Yz9hCv5t8d6bYV@^?PHB*"
            "`CSmU56D+fB{x%hQa<WS>dqyJKtH<6P|ZhW_(yZ<EFBzPLpG~|>zJ$m*>N)IZEJ;Xk`5(d)ZgKV!)jgaKa^-vc51t?_x!o`z20{J"
            "kl4PqPxZW3l;21sgDp8deLTikgub#CRJQDrFt~{)mJO{?jgMZB#jdQj!86u8g0Fd&6Z=f}k>PXrdGWRD;ZCAIUb}8Q_b4)cV%Fno"
            "IHM-hOC<98IDxmC*)j*yVS0(|KM$puMdO(Y=hNS+=nshX<1s`2_E*v4!j>?&YHLVgHSMyb!ZQ8T!Pb)u2H8F=2&dP7{3p_o9()IV"
            "=wpM(N*A~}Beerwl87FXi5o~R%f&lM?6<)xJrpj7Hgbsb`ln4M&n&=jKNdUjOy*;qn}-f=1Lr(fTw;Bz3F&5icxRnREM??3yJ4Ln"
            "UOpUS=5J-o^{$L(y7>T2?17z<j^qiY8&22Bq_qR=&Io-*idbifd6ifx6&%DxPQoGb_ID(!rg|r|H@ro&d$~#8Bj}h1thG+ig<9RV"
            "YI~%|2LBAz>4Ef%>tjjCRzuu+?ZxZW2<}RRR$$7m?Dn~(Jm*Fv!&iu)ZnWjr$7wA(?_aK%)iGaAa8uJ!Ps-z*`v9xlKvx`v!<)2X"
            ">{|QKpXqP0F|tw<qNnxNc}%zyEj=B%iJuY?%sK~T9hL2<zsH}%i4kU>2UeHUI1PPuKC{YUO@%L*w;qsHKP2;{C9nC+`mf}o9QPMk"
            "I*YMIGF<P=1=cDX?>z@e@wR+H2ArZ-ET#9@n%ZVkXJ!=A5gL%R3(*@B1(kKG-a}ISpkGiU+e>k@a;r6^p48RgSFA5nZ(6S;#*>lL"
            "=na2`^wbtwR{QGTer~GncwI@R?WrYgu1&F;>d6EuzK?CxCdFrZ+C7$UC4u$V&DPkd?$=%RCOp)iO#Qr$Tj2=xuuLjZ1JCISI!$LP"
            "NCD=^T{?~=wM0kShk9HaxyDq7CAwad$!=Mo3GErv`JZx|{qoIFLZ`Tl$Qt=Z=5tzxz-c7;B8T3$B~p?MltQOPZb2TN^#wKkJ3WZQ"
            "@_-)JpV|H^jb)`5`z5(4A>0VPl;aYG0$!WY9Cof?&;c9K!(VLUN%e`Ca;I`a=IhRIO)JfAw8sKBf?IWzd14hRyCU4Juekd)bP9G$"
            "PWc`&ZjHUQ(o$77X+C$8?zqxzrOSOy9xRMgB;^^%j^sfEx><j2=r4NPA~22)mxQi8jGIv$i6njS*f(SfV*O(Na*}UydeOI1R%h4-"
            "X(c&GYnQPB(~-!VjB$~Z^aLlmp_af48Gyx1nVT`(wo}i~QWs9RXqies%Id~o3hvqt?tLo#&`+f~gAMw(8;`R7ZEMf`H(Wchn(^A+"
            "vbn)nq>JcLEwm=pf0Jv4Nq!>~4X)TfHlBJv2w(d{ZHP@GbEIQFY2<F9ArsG6@`EkZv1raSdDy|bO5=^yG8*qs*O63)`l!S7ddITk"
            "DB0wapPeMsN=I_T9@|vc$)aT;-S(rPEvK@gWeTRc**M1@)gwjZ3w9tu(7+zrO^x#_*>eL^Q9A6QcMqjbFW?okYdZ4GFwS^3JSR*3"
            "<Zod8R_H+NbmQoaOaA|p{s?5Zt<nc!cisjupH|e@witiX-<H`ETd7U;Py1X2E1BZ@$T{YyZ>^m5v<!MIG|4jRxNv6@>1{0)+_Yz|"
            "mW{^>$!EFj4;!wpxQPu|kxJ-A%{~??$=?3M1aK`hm8!Ry^VQNlw7+B?GweK!kjeCvNrt$-sAsPvQSc!deFrne-v7TFC^`P%Z1uK$"
            "^qlE37j5OLUcgwo*kU(Y|B!wdf>_q|lHXNJ`9C1NSIr`2u~p*UFR&4oSjJNK9)(s|Zd4|>t@qzj|0+u_)U@Kvd$pNhA2WHBLN>n="
            "T38;G3?}0iNoTSQrF!<!&t#((<i_5!{N8Np)MonfU{Zg36!KQPzP5)+?}8fM=w6=h2p4n_S*HtKBaP<95YG20^sv#kR;OaTe?w!f"
            "d|*`S5x7tP4{%hg*qq4WQbTuOJBrB;dYx0@j+N4F+895?b>*KtCOb_epNyjtP9n<!Q}lu)V$RO4(_}q$t(mqU4ZS2$B-WI{_qd0T"
            "{P}(Y?;Ck$lkH!Nl9v7}s=#gC?zX!Pk@=C5v~oxPV9w3ym7q7Y#v^8z6v0>0)Z*<EKPM7;OPEWaGS3aMe{~Rw>s!CLl^{11*#1gN"
            "GqujL+FHVPxIQGM$Cgx2$}m?=%ZHy^I`5?mF;B<PB|Z&CW1C*KwmMA5k_DiBt(|@%Gh`>S1^2WaeR+?K(Xzb9eiq}N$~|VMZuE>y"
            "I+y&{Hq?X@ogx@7tL*)|?$%Lbek0kgl1fyn2pg(@N+Hy!7LT;v&t#!S?8tCTqf;HnVHd&&h_{ha6Ek$NOu#5jO$~WrKarr~nLkF5"
            "?z51WB2X}Hi7-j|A8UN5BfI|2udJ)|38qo=4_h~X7do)B<H-9d?S(eic{?g=zqk^b#B1fBa>?jmn^DmF$2!|py48ICuB86p$LMbP"
            "++DYKtj{3b$2pwD+3k;tsEQc6!7Tb$4(+W2s82n~h?(?n`&n1mEt~J3WZK)Hn>D|V)}?g0^K_;?b{HM;N~Rz$*)A&<B34q6T8HQ@"
            "((niPG47G2<E$hO+Smv*q<i*|i}tG|^rqpK8>8cGAuj7x+kth|{^jI{ykzL6C_>WvnQpq3dB2C&_Yxwbo2%uyQ4`7c6Pd&ov3e`4"
            "nZI4D1%W0ZAA~fI4rI2O6xt)Za6bIE{byG!857N5X4I9;kj=;~&t;b8rFvx`!Ta{Y{v_p<VCER97133TP!&JL-!7|4xPvZbo+~CD"
            "n5JIqLHfa5rr+IEgq}DTJAw|KRmx)#vvj|>?x@4emVrtWjs8rt&$Om~j`FUo{mMJajN`J>igD|9;5PYo1s<Y+-$Pbw4y0txTrBmO"
            ";$|bYB-5;9iOCw40?0%*Sm`%lYCVV>`u=-Cb#1e~kw%&?2>gbU(#sf((7Bx365P`BOpFuI!jD1PV42qAjNU~%_X`TJj<<E4bfLfR"
            "<s(kwu@<&3tq$V-uh8EbYkz+s-l3@O=FSzNqmQO9F2pM8_!wTJl)ZmfV++n+y2#|3z<X-loT!lY;#jR>OzgFJk6*L)iEX+JWa5fK"
            "QL;mNudTjh&%4u!ej)jfFo$Su8J80iWdvvZ1AF7A)~sHCJ!aEgU+iPT+v|UUm7&Y_M567bp295VrWMHIwbL;=3<EKU8k|6KT4%{f"
            "Mn2=JU{h!-hUy8_#W~CFr!~)}Qi<Y89%-2C3d+aKu*Kq%v6FdmMCLM$WDP#I`IZ&qkxYF_5~S2+r2nO|gthsKY*a9)DN!a;4hQ8F"
            "wZE&JM@CH|b@d98;}Vlr5$s14Rr`WJR%+^NdY4j(3(?O;k(O)8$2O4;Fi4Bi4~EHu@MsM3JKzdc;jk^TH#!OLwI`3BCMUmheRVl~"
            "ITk7Pb8Y3``K@G<+>+PQ0I)-(kGD3~W|IZ(*ssp{Z8#mnNdL4`$%>WSyHhq&oA69GEhA!>nyYIzZvp3et(#(-Sv3zgQ9}zch0oPJ"
            "`W=1lCx4U7CSg337RZPXB$Jnio<12f{jns1yQJjhbogKOH_b@D9z|E!gV&gWmb||m$P`&ve`Iw>X$>o**JX}-Y6DoIjbx&X_60ZW"
            "YW1gnZUiBp=`9BxK4-APmdYeOqE|_wv7z%gL}t0pG@g#UI^7D$NqefZnT;#iLOF|R`j;MaLtKRA51!)_*PiG3n>lp@d$?B$>Q8i>"
            "1-#c^q_)(N@9+=x=Lw&=Sr=I%YRxnMIF{4xipqMU1M}qZni-$yV;LY7=!+BeINn%YOUvBXiBob#hLEsQ;N*_%wng9RuXKrzv^39C"
            "7Yp^npcdWlpgV{8q{0W1LQm_rI)^*`v%8A3w$oM8Buq<FbTaDNXio8Q=C~YE&pKkTe#uvx>^9J|%Gegkf}Ww_`mxUQXHt8ZP_4WT"
            "C)cM!cW%gCa?7aDH?ml>+Ff=$4_1>nHju_wlC{T53V5;<Q*Ei8poVp3uamIqyTf(pcU@(j?qT}>SF#5){rQNKidIj?O9?EINSmnr"
            "^`M=#ueF|i3n$;$E&AzwIznaJhN+x$V<(rQq8^eMa`FVfD5)b}-`P_tb1U7g1*jlrbRs@<`7jROkT{k}-e4}$lXQ1siS4&#RzVN?"
            "F5FAkYFj4h=}dB&f;Q^77d2#rERf|`>9^pVf5W;g(|xvB_DDTltiRCDkLyil`jK>jY<kL#)331Gb<ugUS~~a(ncx0GZLO~9(Th6N"
            "RO{PzW~%R*D(*1ZrXms5kO%giK9irhD=nEZqEVVNyT?|^f12K|NfPbGWFE3SIu{YaAj@M}-oL+}w6_+EtUN@fYbI`0cV?6(5*1!Z"
            "y?h|avCDPliQdRy&gXp+Sux$`A2x(Cxw`g{DQ2A%AbV`Jjym0{*lL$v=x3M`a^%NO7HAKt<Bp-Fh3vRy@pf9Za80*?SuxNyR*!p>"
            "S~7Uw>;2Gvx?*PkW#k?IL+!}zS}PU2d#;t{_nPQ-Ex-hp)eccVj?tly+wW+ky`>7(dKPzoLa3o$_G_ZC-o^?Pl=9*E<o%J>o+`6M"
            "Q&a1wazdWF?nrF=Wi)fzda_cTkZKCAn6BZb%*J}jgfq4mZ^=w^trX&^u#06ARKJl;I*U%<34fDx_iEALQ!N{`L+YSBuDI6pq;cfz"
            "5%`>`Fpl~;gr|$q8R5eC7-{tkH!+@h{SMi>ou0IMt}=;YrLL5m+ED)@zlW`)cD5#%=MU8RxFjW+qZ8>%COEL4OF32dG?`AdR5n4c"
            "lWN9U7VV&)VKkE(wcYAyk|0v^b2Afr7wr%qpOn0rkNkF6&gup$rFTPxsoR;b)@Hfm_{-0u`E-}2^E=2y+@dcR*G8QBO>z(&?N;dh"
            "yQ&i7Zyhh~P#Be1!wGguliN6XsUI_MZu4u{XsTAlAdfB}Q~bax=J86&fATMNpfg7JDT0LhkAciJ+mgsfoV|bDcjS%gsK;6-rK`@t"
            "YVLDGl+~TO+;-ddxTXCqAzyEt6_ncek308^HQ>YzB<a3l{uxJwnU5r1IUGVZxh}sUr`v07@c<>fL<mbF9j?P8kMecNk<ydAHd5E<"
            "Hj;K??@toU0!{68BL(HKtvcARP0k#~)SSdShQH`Hljup^P$Wnsd&x;JWjK`~1C?;IJa;KD784|8kXMiS2W<^<O9e7da&H&wFMh`G"
            "RGg%0T&5pZpu@~_7v22uSzN;zX`>D74sr$cbgAue+c8o-t%f!HT^+h;Yn|=RaKgUgRL1)GNl9V4=UQf@S$Yrkbunl0V@oD!yi3f{"
            "J2WkhQ#n@3HtWr4&!u0;X#6V!sHVwXYbK(Jq_3j7A3G6?%6Kd@B`K1-;dGkMsmuwz<@UGMle^^XY<d#SgFSMZIVD4|LMD-W%JUid"
            "?Gt@~53xyaO7ft)J;5mUAuXqPi`-$FSmS4xMBW8W<42;3MYF^0_}E3R411i)>x0iEJu|})oFS*oA>Y(PVHwGNjMqBS7>6{(Y#4{c"
            "a)mkjQ)EC5>fu;q)53l}?~Y`YE|@1<b%nH*=~%*z&5u8rO{db!Gg=o-5L8Aow~R@32zL3GTpzk=^&o}`;41kiO>kB+1y`jVwQh($"
            "WrnWG#8Lt4F&TkW#aFH;I_e}l;wSP`2Df?j)BYUt>z|gv##n2eDuwkQNvGF%vTC}Ezk7>;q|sdASn_OtG|+>x5~cMoiMKa4hm+fi"
            "8`nuAv@BU}59eO7OX_PKW~!#7+DrELj`f-bDf9#0+X0QkSAJId!9_CGay-*coY%M5>7OU#E<q`m&Ofdj!~IzKY_bZkrE54IU(0lV"
            "qim40UM|h7rI8zxb&l5YYspS-#*xrI(%@Fj#WUp7nzoc|I*$p_*J8R8dn757PAd%4j7*3_$uWnSH!smS<LoQzi~r<DH;qaf&9DC_"
            "xvdJ4al=;9gO{SD<U!RSiFaMzzYBV{-jH>6#_rk(jgsM{*)e$LBB{g!aYd)|zQ<CZs*>dg>I5=XF7KW666Xb^ql0AlDErpJHpenh"
            "cgO2!d1QGcb<i58Ede~QEcas|DX$>bpuJAgG4!hu^t-(_TGr|pF0GeZPuo8G)*mTV^^D%(?w@zFw4+O?c@X6qbC27zDj%@Nsjxvs"
            "n{#&;$!(h}#jxF|?KWN8==a=@g4#=#hVvt-G{Q`qN7Z@%S&>zi#GmcbGkHI7<?T9tx2xg2dW|($r)hK{Hp?>YZi|`j6S_#Wlv`SZ"
            "`D_!j?`X|#)M(OkDyE(>uC{Jt=f_g(&ynp?y7?BVC-p5EBy4eH@^gMcjn$0aT5ZFxEW$DRLdXh|E&50%X6S|fFjDCh9Kok#sMGZR"
            "9*A%c$+@-k4H+*Bw_+p~l7B~2E824!MqnYcW>am5yD|XJwTyPM{(fI_LMP;9hF*`oRsvD%*yl_zr|lQrZ<)NstpB5MR*aP%mO=l+"
            "5Lskp-D*_P@zkNQnv<_LhF;o5v!fBO8*6d?GTgGX{(fegZn{ZI(2edh#Vo;mF^TZ5lNvU%%8lf_)WQo1+kG2D@=HrS>c|eP3N2%<"
            "|4vT1C~UChQcG5&06FR})_bden(A8(CFK3jjz&m26vyqz@qU#5IlVHAHyVklY*%Ewi_+9VB-U9wS5Bkpd?ka2vVwGemV22!I49px"
            "8&~LRK=z0CV~P7s_eyF`O+gHHFa0LcP~W>^qF|2J*MyP(kz2N)I%={`y?xJhlOO#;XoH_g?c4Ah=5yMv`Xy}~X8Wxz^Z!4?F~AbY"
            "5<P(2q@mArqrc4}=t!mHBaO3h?gK<Y+%<Wq3B9V8Uc2cDy3qmo)nA}nbSbV`1N!}9ooOK^sJ`6k<=RgY%SqDJ$8I3?v5scMa%o9-"
            "e;CT5$7Pn=<BA}KpA`S_&$hDTPf;v*s=w$UOX+ox(M-ih><4nlMEQ-|c3tWqmL1EW2`x9y>IeRKt*6!WXLZP=)AYFC!+w)0=CR_@"
            "n#`6mVNTWy;XoILPy1O>p1<~50WY8TL{_*<eoHE76@?D;PofOYYc5%!uUs?t*pAC}s_-I-AothOLgaupXeQI?A+xkMCiyYp`tGz%"
            "2w$T*Mg)puXhn8B?gA9hWvHrC;u`s>n2?Xi35{~c>`RTKk~gO7Z9^Ys(PEm38F(U<Fq&y;8kM-2G_W<coTtncjFURH)L+C5QiCe~"
            "J#*3L)QU7ZKy%@&IQBS=i)FTa&b+o-C&_=Dw)Fa^9VAU8LUv5{H!_)zLJu;9lO9@_oKl@zJ<aOl1C0u`vC8P97jzUgqO7KQui!9k"
            "q<{JAu|Svm{V`MT$=Fc6a2d?d9QKOpyg1YWg|)oR4m&b>e&+B6Oj(tfD5Iz(aE&E8w99%}tVQVse>hJz8aac(q|Eo9ikqNWkzc>k"
            "V^+e;kNR>?=j)@$Z%72=$!&@CiH%|nMp{3no<`aNN%6>PgywU{^1I_YQD28zGt0h}+4`A2mz32WSt9+zroLwd$r?<M4mK!qCLL-D"
            "y)lYDT$P#cmSql~kvVctp2!B9<JYtjR$4#g1og8@npoCwlMl)VoV#o~+*)7&wXZhWb}_j%tc?+;KkBCp;;Wc+*60oUiL=;+ldww*"
            "d6~4dPIL?DsJro-E+*CI!gVYU-*cC^#YuuG^s83>4jhxN^rvkWqgmYFp+`2Cq@N==YH#R*voPBF@_ETLyMACPNNB_PxCk8bm&!Oz"
            "%}lq!Ph;10zcj-sU9ENOjF$II@7PGrerw%jb%VsHkIb&9JIc+j!pbc0htX+j;3Xz-$4|JbsDe3Cn0X*KzSeV=4EHf!&N07VvBugL"
            "&ut&(SPl1Mcs$l{)6QZawvsUF*j2KUg-Y2TCe$I!F(Wl?@W!9OoHtNvN^hp4np(&u;VwS2DpZXq>e?=(Kvw*W=kf)0G>f;KNqMUc"
            "*E-BGBdOB4*!AVe5ENuK7_1H6|LoiQmRb4zCqf!h=eKD$8yVUxYvD`V$Tv2enlx38k=u)CF*;W2Ac}M}PRpP+ZeXIdqpQuAais2w"
            "G7Xu6&7sDcT%VfLTbPDl>79jefeGXwvvoaW^Aqd0;TV14D$uz;qM|R-WXOqT_L3)SrsMGsrfJe3Y`^O~B<G3$v+h!k&s@)pHQMrH"
            "DazS-?6BJ8@2pIUgHTzXS!HV9kBGKkP|KoSPBP1Ro+-BtAW;nF^u$OE(@73$a~nUe{)9aKVYy_>G?Vu+8p>`xOs>l9jkA%QPRAT|"
            "-)5np`F2jW@NS|}PJ7y?wx8biN8D_@|M~4c?%xegvN2zrvVNG3lQMz3o|KtzCbjri{DD#Kp<7Q~7-NrEvqNq(3b@yF)3vNga%~{_"
            "thaxL)BA>MIa*@vnw#Wblf@d(N;JlMPTHp3IfM6QFa2{U?|w42NP4YIZJ#aUtp<sH6q8a$++`ZuKu6BXyipJ_l7Y%U5evBo-%|6-"
            "B0bMB8-;k5!!|;8*&Sz0qgl91wU~gj1$Ep$#Pjh<@&5beZRMp~%6jJwZZr8a18OZMsbpR$+~j;F2$tA-YRDu#%^9tY2r^=%Hv)6f"
            "!M-C8_16<xoUYRq^O2goG}oVj?Dn4@gQo69_>o(VYcg4fv5Q;v3;#NKqZEeGBmTfce-*iYIXe5PxRs~4k<+D=_pSD2s>v5b1b1aO"
            "rs#QiI)JQFGFUGoICtO4BVC7!k}Ie!Wi;BR>I+@u=aPEJk1zej<fyl@U+09P(3&3q083<{Um3gD{q*FHv1l1L359gBTZ@Zit#$fB"
            "YGN7EX&0*cK~q-b^m_-<=N2u?u}|k)Q|XK%RFQptz<e~$`tbBOIqhrw$@Y|awy(aRM|Ge}7j~s&xGRZ-x{U5wP<Kb}A;WY;W?kjK"
            "f6wH2{ZmUZFAbu;e#Kg~rykTtDXqzLJenL9=7#=;FG&Rx?5s8jo`}K2bW+GnJcupFsfb1iJ*buSI=(;~yQTZ6Z->zWYe_l_We09b"
            "T@>NT2m1p7o1;^tn;z4{dQE3yyZpg=ul5spSFzigV4U<OO@Agc(U<(XLm%2Rdf_~G$x>1KTB98I{vuUzfE5j1YXzjD11_=?x{>@C"
            "&DpQPKO2RuR!N@mj<4ZQ`4}aGK{(}KwMVjtG`1XbnMdMPwHaq=ht9GHQpYXsW@6IDZL;b7@DceH74&A@Fzp#y&WyEQA4zr_M?a{8"
            "kI80Er`i+AMbc_$Cv6HdNJ?b2vD%Lbe3EtK9rSXGu+sM8o%}0BIT^J9&VFJ}_K)P)csVOmag%y+g9_5rM)_@Zo*dP8n1U!tgT?wW"
            "r?0bB*Hbb}KY@l9`oG)z&&SMUW;;&Kn8eH<$yB|Su2f1(yLm2^pOhO`5x4v(Cf|&BjCz_1#pO#~;J@>?vak8P<jkZ;EropJe`?vi"
            "iGGY+4Q1snN0?f?R$+Z|SPs3!<evyv!k#AJ-mMGeWX(#DI#OaUmQ~-XNy3?Bn!oA&XOZ+T(!(Sw^Lov#E%};j+%Sk`k(aj03I^lx"
            "{?nH=-v6C2TGVdKbTu+`OHS^(@Em%|H1*v|+l;aj%f!>tzNGJNpn`l(LK~u!S>qVyrFL;ENn{cF&RSu)t)=5fqCWR857SBU;NQ?}"
            "T@Ro28ctUZ%S%qpNhbPe{mVt_8me7#JLxjnLQP^vsG89_f-3f<rodim+|Ku(gki$jq_6#=I>WwY{maskM_F5B)J{xNV{nSe>@1x;"
            "FXyX|Ou!!I>f5$JTf02m?mFme?-O`^Da1^@*sjZI+arT*JA0c^UrIJ+`c=rOb*UX+;({c!2wRD-@gFYYl}#qKm(}gO+Cse)uHcWA"
            "fo`Pk!9kZ%f5u3iA-6HoipuYHn&)go?O7aJ$31?=8C*d!+{4s67-_r;npNjm6N%Iz+}83MFGnKRV4RiZPXCF4E`^s#hSHHv{Qo^W"
            "r7=L0N=f_`mz10O5jJ9}ZICt?=CAQ{QSIM^mf<dQ>@sp)axBI*KQ$F^tKXG0F_9#>i^*&RPjj7Y-d$^vT~p|Pl7@tMS&mBuPVqTE"
            "tmV0xM{EuHp@~&w_i8cown1fVl<suA1jvC^sAdUyH~E=vPU$O4?9B-`z#g7@mY<D@XqC3G7dB9bV<<9O7i86k)TH!ShkRZI8>wI0"
            "O{VB*ocF7<_h;}Uvt4bMA~@<-rMgeD|J-=2qRR}jnPh`I<i>wxuD?P=4w1YbF}o+EdS+q*u1J0>iSFo3!dq(V(U{s>-Aw9nx*=!q"
            "y$%wi0>w*l{X=SLyp=;grqlO-ze_%y$o<cQ-dZl0=KFF(V(gVXuq4P9JakFPE;D$C%ly&YzFK<IzibIuv2V3HlVoCC#avq;??P{E"
            "w)~|3Nb;bxuHd{^Wo<rZ#WH#ML#J#lx{xfRNJa<ITtB6Qrz0_T)1f*;v*8PC&J;0=3Gw>>{pf^6>ohDxU1p5WG=V*rdXmMCqqX$K"
            "3`@c1wC1B~OA_psoz_6d+Z@*DIEn53PlI#3-@zbOhS+(#$BEh`6?Hdh>#!6@8?Ea-bZwY;Z}J?QkpR;*2T7o(9e3;4#WZ+`jKNX*"
            "Zv-ha-oDnAOs%8n*vAnHwrgce5Tw%WvPz=Zzhe@mX-JLPbSlqVlCRPG{ijB~iJHny(ziB1V=+_{dsTz7SYd^+GQ13f|F24~5P@m#"
            "Lpv#B<vu5FB0cOH3gQZ``)BMB>rzLn3UekO_rPUmy-Q)K%ZKOqfzI05pT&;OB$Ex%Ox&2CF_<Z-Ih{C}m!64b!T-NAmrJk87S~X="
            "Vz7+jE=9?G#4=5fkr%SZj#)_@bD8vpETad#{~K!ti=c%64eA9sgEV@`w#gz~)IHJ@?es7`F;@`CN=$wKejnW`uiY#;qGM51JFpUC"
            "NIAoq$p=d_PV#L1(H1ZhuhO+P2J1p|=yZ9oSxUP>+}*n5sH%EJ|D~JFmsF_q{vDOrASr{7HO2dyG0P_A)vj4C{g|(pI0&Pd`-uNP"
            "Qhu@++d}nA@742<qbHR&p48izF7uewmzy3MZEvk9YEo0nNq)_u|8OEsxhGaf+i7+blTucP47UjP?5LcOBuu`Y{ki@+R`ZhIT-B1I"
            "tDEXRu+E&3B(j~4?T;(|Dr)XbDMC$tV<Y{V2=q|sW7NWUs@fL0NnN|5Mdh_z5wfr(@n*hPH&$l@dsAOR(vfV?L+9xGztv?Gezqi*"
            "%&R2tzjHfX=I9*mX=>_GCXHmmj-swsCxPC!jyhS#VHCFj*ou61Q7dU}JA^lWeNI*#{fHYDMnV^Bze|1WaLridRx+7dlRH?gkXcyn"
            "kCrdxgl*S-?gSZJwJ_773$|KyrpHMtSimkPk!~cWPxO|=a^e(U$pskiv6erWq`y+vkfQEtJT5U+RYf~#fP>tPia|C_q!l>5b@g*C"
            ">wdx?(g`nJEu6DSa-2lD$?j5TPm-&;vU>|~UZ4H{(+RDy*Co>jescL5J2?lx>1>x4mn{`iyYBi0CX%Htl3<3|GTFc+dlM%)3-!2L"
            "H|@In{QdXN<yH7Ct5nQVhCb1PQkr{uhO_p+j?Owhs%wkF5R#yQ2(G~?1TCI9d*9*|cS?)9ws^~HfdmN>AvnPug1cnS-WR7h6nAfN"
            "cPMX7|9J2B9?8s{bN1eAeJe9_?@_Z8r}h^uknDPj=fbyJ(FA?OWw}1j&<3&wDWWGdBS2%6aPGHJ)Bb!)8|oHX$kpIHb-__5@k+z6"
            "-)3}E-q3Yp!BCrhp8|8fKtC@@74c|ouHzmvUA>#MIk%?iG=-+iS0tt8yvOY0QaqC1g4z4aKXOvCK*PV|eG-5*ERc-OPc}{`YHRUx"
            "F^_N~Kh9+mkdD5i6;v8|C{lBBDtN{c5J?FdWG;KY<vjE!S9PP<gR~f~opiSTBS&N@l&TI?=Y(|OC0a=j(?%U?2J^o*1!sOAiSaA)"
            "%u3FRPPl<gRfZc%e)^q@=`3#{B>L*ym&Tyhak2^-(ojPX<+t$EpC!b7j#ZXYf42rV!09&A$*AKLjYZm?joElgQ~4#0vqv}rX>%?$"
            "=b3iD>86MH7-*y{>h5qhiJ<qky8aGQYDvFh+9t_bB$a1^BmlMO0^UjMhTzmL@e13N#_Cr72I+JH|AZW!gLiT}{wzh1OG?lp9;CA*"
            "D_-BocsUx`*j<9U*WexU6EtEK1-c`!?uvM1m{_E|L`k8Gczg$4h)K*V_q<VXi-WWS#B_oBNoVd2%?WVhv^LcP8$C9R%r%_nVC9F="
            "<!?<#^j?t8(RirjAlfb^<*{aSCP*N!r+>Y<bPJq5K|5<toy3<YlXJ-Y0Lt&rKZ64M>kZ28G(mUIhqBMphajFGIn-H7D|x7GuKR3v"
            "O+(XClDQf^rc<UK2);gEzpz^lem4#55}}NQ+)NAcT{)!vL4hCnM>AI6b30V@3zzm?MF%Oih1|9C;KKe+7tLua=)XuPl{AF!gEH1j"
            "Ki&<OENutcfjH|C{EsF`G;P+Z66gj)wF}!B5{%AI)Y|$J)(7u0zwj{)bWckwet=0z5AO*lq0=_6a|Etd+xk8uJswFWi(63pY8CWU"
            "5)xfqRPB_vp+sWk19=Nykuv6Q^m_%IcOtK%{-|;?m}ZO)!kP8a-*mpoqCxPqM0jE%SaGaokz@A0OazMud!sniJtXgCFQs=D>q_nk"
            "UziWVp04X8t#gRsrrO4YxNBsCtORclh1y@$&eGlE%TJx`&s+iBx{XUkMu3dg!ntc;J_f)uzS5GEZpZ?w=mj!CcKC5M4RMO-X>SO7"
            "B{jF#xsr+>vY#`XYk@h7^I_=&{jG!yQ5i}+nqxe7%y&4qDBXyTJT5`*HZ9;?$DtYoos8zr{IU8po@453Ke*#Z>8V1icq?XeGxoYo"
            "tI<m7Oh=8<9cqtEb(8;+y0n(x+2Pz*kI@m%qkrIJi$Xi+YjthPt4w7xh9Wphf0VMyluAmX{_DiycObdFAkK;)su`Gq>^cwR(HIFZ"
            "y;ID2r1$v^GXG0k82*zC$6b$JoeS-o$@6upPL6D*;bu7=Gfl!JNQ!HUp0z!=t!~^E!v1cQ{EcKf35s)yrbws;M=qA~R6$li4Jw1@"
            "#u~32fC9zB3%}RC@-H9MlHmX6bVa^sTc~A6u)rfpl*3qe1ulf_bQ3gNNiw;y(iq8fj~vzjE#QV~3g1D$okjm_hHID6Kyy(N!4r!$"
            "h6i|7Xc;i|MDl_lYlGTeNQ!Nu*^y_`;JjDM6z^m2S1ylp+Xw&oN-h#sAXlPj?*t^+Har;4c2<{wP8K6~4FB)@%abWt7Anq1JeZVN"
            "bi-mvt6#aNE|e`4tbf~wl3&ug&oJ3(bdJph0?7^DUgmq>fTn6~`$7*%Jvxit%FI1HepDEhD<L;PyRZ1G@qJF?H@eTmB#ADg8~<ms"
            "a*(_-hoqdALn=5ZTWK>CV?Jf(K<9zX;zGQi6YV^@pxNBfwAO3^JLGV;QcZAVR=JJJ9^u)#4gT6&3t(nunHae$Sy^Q(Pc?aUt<He<"
            "c0%WTpfh$XX1EhAlCFl4l3X5zOcUrf(Ljxor)uqST7g{DlGbTKDJb87E?$_je8aBfv6PFS;XliTokF^r-<jD|2A(qjUQk$Lr3nwm"
            "<7-28wv$2|GtdMM#)-cJ4^@{_P=xQ$OUp4KS>fM}z{x|kiXO1txwEYBtdu@b$<*!(9l_<D9Q;KZf@&+e!Fr4fy7TlP2>FO!r#3Ry"
            "Hr1+7nb+DC^itU^5AA3tE$ub<xbNDq^|0HSnn7oyr&Hh^J&`s?=u=yhSAaLBYG#-DxlY9yMB|)$VCtuuy}E_Vb6KcYoHjzg+(!qM"
            "bk^FEoR6-{3Ecs0Dao18^PjXb*QC`p9e+dfprYZnlbMb_F06NvEQ#i$1`!&jOOOpGOOox&&-Acf;M3^j;+)r6BX2z=sWX07*mk5z"
            "DSPz;`SITzt#7%%?2sS8HD%pZJc$1UvF@Z$<gy9c+ZIAEhROoe#P_#w0~-El3v&nlLUHnq)Q5gJ@=~wC2dC;BX>4oD2YO(y$s5lT"
            "@Zc-jrG9RJjnVh=mwAUtsD}LJ`%8O8U2f~ZyQ@J1lccVubu2xTAU(nzsTKZpF$LRD9wbkArIg^A65y28*?bx4bOPVBtF*CpMm`93"
            "Bl$<n^<`NtyY(GCk$6t;jI|d`Pd!e>omP~F%kf6(jeHfVy|J?%AlvPF*u2oDT3_yKQ9Dx$b3t(KSWhu+g^BfZJ98)7P!0UDnpWpa"
            "yhazvAn;cW9z#vE1OEFk4bf>*&{-yn(IGd$Xa%$cylxk$?t6Qg5_k&Nl3%oq{f;ZSX}n9g8N6qOrsB+0o|EJ=Ez!Num08>dkDUwx"
            "9R*VELHFoi+6;oTP$C00s7(7QiK>{7x(MlDq-KJmUq%n62VJ*vcCahSsPiBmr|Zm1>@{2x@R(31n@*SXrif<-kCI0mPbaiKmvV!V"
            "1*$ruKw2eemi|vYQW5HU)NDk0o4|ea3`nvSAGWv5QW;~HfY5_L(<97ku4embN%v>|jaQ<V`}2Jsh-9@}7jp<Lx4&~)Jq3c9k4_w?"
            "gS7`;p?sRr-6=EhzpqMZZ-Rc{^PE;jab`C}gWLz)ms86p8qL?_Bz>Z>luf%qcj8Q#J_7|7;l{|16QP;UyxZ92??4f$oGtpA&S752"
            "MIu7pzlx5zFTVFzD`9G;avYdoiARzCH-o)rQa4^?ecz0pET7>e6>Mj8*LRWyb9Vp?TwAvz52tox;DXuQSWhKB;k!~Cm~$27hc-8t"
            "*--6=zHj-$o#Vhe`!Me>sFEJn0z6K>)nwU--yXqhpyP#Ptz4$TNYkT1K<%_%<Z1j)4a{w7Cth=a<Vr$^7f=v>K9%=qHW1B1=)?-7"
            "zZIHOLwPl7;;*}HCh9<maN+TAn6}hH`|<#;jWl>yQtJY(i4{!Y>3qODo^rZT@T)G`7O5u^gqm01Y9p?x=b`9#b(UsvVl)>h;TxHR"
            "bm8Y#)Qw1Stz_eW-{r{3lfZWA^*xp2);5+tNoMx_HSn0k=>Nn;mAj$urt4I3C5|(?$vl>OVMnDoMAPy;sU{2fs~vB`$${fUpzlX;"
            "vJH3d%4?*yk|qNvZzxZweiW3l8627mnM)-tFR?>J<TPysC)I{mv_>M$Z$QbMfXQE>SFrOfya(Cqk$i_KsL#c1TS{*$BW3;rm01jb"
            "59U1HtF%QkIFC$oWSeX{4CgSBXJ8UmqX%=jN#J)2W?ro8sGwLR%*Aw-8q;vkM?L_S>WFh{2iDrEw{)2-q;)bD>V67o<pzbgVa_66"
            "D*a3sT`A#iRybBDs{AL<^_1mGb{=ohi{_<%H3v8qokOy01PAzyKbhjX4lGk2DY&tXG$*}lv8zVxyC&p&XjpM>4(0blU2-_Z^{R$a"
            "PfhK+S{syW7uBX5;K&w|5!quVym1E&)khZ3ixhUr)<y1{$)%Bk!v6atz$j`*Zz-ehlwf%8Oi<+x8b?Rqp(CKDKWiB`$Q@y~f+GCf"
            "HKw24%`IgJQuZl36}>RS_~{fXr*)(TEkG){fkgI`e2DZ)6rHD3$jgV&3rqQ!P0e+=A#~v<FjfvOhx7QrLc5`it+WRRzzwdO7`R9="
            "kmJv^mG;|;dQiW`d5qyqG{ipVODP?+Ps&Q&ZI07b&Ec-ow{lmjP@Js}TK;TL%N6qzPeaB$%tJXrTah1T?4CB0KTyrR{8)O^TW=w{"
            "2z^@(*IJ@y_%Yq3B1jh-Xd7twBN*+Z22yUm03r+G2B5nDPLu+0@(U)F4lq?rj4kCvQycZ?C`#gnV6JD9hx$l2Fi{An)d)LRPZOgj"
            "HfvTl0`ziP3b{u5BKfXDO6w~n^;gvWCzFDtb(1F9I+~WI>libM1r&3W&uBd@0~N^c&etxSiw<cPyncG!%>}rk9I9R)bGV%gbAS|c"
            "rttu8VZN?AJ=?es(s)hnMX9;5jN>h|o_E0)vTG9f<Ew42<K&|FOB^O4E$x;Ny?_Z^Ez`^reyssK8k1TFs=OY_;+SS4k2_9B*$i$;"
            "?x<t1nwL75*GoF~r_VM7Yl^nt^Cuqj-#6Hrqn@X{E*Eg}I9Vwgd94sXBny=oO0~3&ma>PT!x2aUVWygPq2gdyFLk7Es166YTg+xY"
            "Ek|)?$KbpEZg+c<kI)h%#ZXLvpX2+k!%5i*2FncQnue)-$UV3u$l))VYb(eaE@(H%c<5jwxg(#T-DUL&b<}I9;2T~CwmC`DZD!;N"
            "@UL6k{R9%Z;hAXGfX9wwng-Hm$qw=;tqC~EdNdGTx*jeW15N&DPsv4|g<1SrKS*xZ(O&%Aw$UzTnOvlaSU=d3#>x#UfLyeM<F%Qd"
            "kX*bB$!(oxQ>8h`H)D7y*7Vr=yPqf<a`<mx;=`OfC5?`x>{QfL;9zGDSM`=L0oqZPz^_lr6wSkbOPT7C8Y2&gGz4_GUaxz-AiDrQ"
            "iv4bvFn1xitRsh`a)bFXN5En3@qS7}lQgruq;O5<=@Mm!!tK5E6%>ETJ^_(`(B0A&^{>sVJg=!X=fkT`=Y_nDVtsoy`F-C~r(yOE"
            "Jv2usBM*>wS`%Fu2llQAl`p6x;htbsKJNSMD#uYQtww)D@)G@rOQ7Q>XjzG;nn-8Oz*!Sfg-3AQ8nz<;3g+sdmnf^I;5QN?FVPe_"
            "%)a;D#CN|1eu&pONh)JVLFFgt1G3s!DeNBQK^jh*y;anA#jP&T!%|w44$?q5&fPqb#)3kt@+M6qE4h~*t$xVt<&iWHQ{7k>$TrVo"
            "%;`4hO<Sz(Eftl&Wd|*XF7y@;6nwSTpwb!(l0USozMD=B67nlrV%p<OgJqLc;peFI27P6F>1*>=Pcwo2Q&S>HjA)ybL2_D*Ed4z?"
            "Wh-9cKGIr0y(i~PlD(u!`Wm`dO3SK8D@t=ufZK<sV#gsogFe%p|E@7snRg<W%|Wg{0FFRDghSS&(rk5z=J0kxYKf7x;E31g`cPgA"
            "7V8Pujnx=TStQNlR?d7RxlWQ_57KgKsFQf4CkkEm48F3Oe~138lz!3zKAsz?XEGfWfm;1(&e3)~3aVYsXQe+Btq0Oj2ki&~%b+tf"
            "KW6Z6Wbh{XyJph*NcxTFEnam$t*1Z!yKeIbRI?vXvIls)jGzGOY}SC^4)G5<nNLavcdi_gRPqh_XRGg16k5Xl9-a1z{GrD?xgcLN"
            "oi!sbl6_noggOB;G@57g2Og$H`7=7G4JT6pDkj;vsjimWQW+hWmX2vP-Y*#?5ZODxxhn<TywJjQ+?x-0c6*PZ7cPO<|DZs}p%va>"
            "E+CKe6DS}ZS4WN=$Z2$hTIli{$}Y#a6g=w|C}{z0;~}WVLeF;13%7h^bI=CO%c@cOfC8Yw9h{7s&OL<mzZ#Rilqb<i>~$!r8|t)!"
            "AI-6w_>38deMM5DU8~b+p4o`=^><1^2TFUEQy$Zp7x~@~qP5_oZFu%f+Mn`*^Cz-+7t>3bgG4-^O7a8SK)dTU-p8q=gSp8|WSnNy"
            "8!}55QAKKLe&#M*6FSuxI(`Xfdle)d%(tP;Wi?Vi`u?H-T`TCOa#o;MULq?^Mz=<Bc9{TYerr>kBF-SqNAYHZ{v~C&DGA5J^Ma+V"
            "EW>K1pntpR3HC>NjF4(vOT+nhP&&(I?;|9#GoZ1JGLI)><|k2cIjEVOaa;o@{R^`GRtm9k+`!Y^_MxfZnpotM&+?j%;-~$1hcrW~"
            "o(2ZVBTYfHf0-__g3`Igk%%8i6I~&bk+4R4zL)<=F%HlKs>IQ<31>EeS8`vZ)lcBk1KdtmAp2gEP>|`bR1FinO2wX`S)7(Lb5A(O"
            "R8xq*A|Yh*y#vn^D9BCkyG9*;?;FkS1i874@4c9d;Hl3vz^svjlp>$yFUijv*?>@koYHi{+gwh-p&m;TblmrTcUotPO+$;IlP|#d"
            "8OY07rI+|SW!>~92kKv(e$j%oNh92fT$i@ma6PJHv9}ChlQ{N$e&z|SqoX#1)YE+KLY<nj$+i~Xb!wOEbAG}(on-#UJ~2@|4y;^E"
            "Tk9=JquFdG?Wyx*h(_8npsfO2!2KKZ*PG+uvK#3DX!x?^a$Gr$a~rOi+`K#qXEzAmTORqqH@he4JltcK?$Nchl6-%YDhGC+MniZ!"
            "=v%co6*7->7_#nj`%bc3D+Kb-r7j-hPvxLbZzPuM=_F(WKk(W|nl0;)(qdTTcYW(!f!^PtUMP50sK=k`?~F&!rUr$#<Ssa&NbaP+"
            "pszAeJN{J~p!TQei<wQsb(;**bkdxjsH?lc<fUa5bXedvA$pJ7(*#YXIQ|D}n#j--?<PHJS0KxHk*E@&PG2Y<XPn?&0!<5a*J~s6"
            "%aLjU)Pla%u9%YzwAvG=JEWYu1{3p9J98Kh1$(}xyv|@bCBD0yyheqq=nvA`GeM%MC=&4m{(@fr;^_(|@#i9vm2dF^$;Ov$3^fBM"
            "uYlX#^j&Awt^haHhIaiar|fBdX$$dHIn7PDsp-t&sA(n*^1iU&dcUI%JcL$wPH1^2i|=Z2$m2$TlbpI#t3qGGq#zV`t@%W+@t6>L"
            "s_S$&v}XoirbhNIjr5e(1-u>{TMY@V2xpOP_N&bS)=JWaQow$sB(sB~<P&uEYRXRU4mvIK?O789erkloR#)a|k~ttnbTiH)4eh0Y"
            "bQx@6%`f`coCCpD;9o($iF870N^agw%`vYPsJ5=*tG0t&qZHkU*L#P)IF7Wi6tA+?uHd2OIz@o~Cej*Ypz~1UnG^)_iR8JMy=q8)"
            "TdB8hp>bMKeV=SPtt+@8bS2DWlvD7=O}tw-Xfa(0is=m2oQ6GGo&aX81tlA2uFy;EL@`W!kH(`8(~!I?;rV~mc@$3bDUYm^-cXt{"
            "x=YSc3jK^cbWlp@1UT|(B*xdaE2X26RFvw-ue6Rcxd-5AIYIE5<+#j-*NFF%T;}dbN@?8kZWpe{xA~N8;ZXQf3GJ^hFehJlJ|%$u"
            "+avi$$|mnDDUMyGbt*_UT8ea*z^mYd9e5r6%HL2PZR?q-`7kB19IW3*o~u4UOL1M@&)q>lwIs}WZNkN0Gw_e}FRf)i>ZH@WPieW<"
            ")#-5UT=K|-fNWcsSUnFWY@pCvzUWEPKKjt~gTGe?b6$qN1;}+xg&E&z@1R>s^Kox?{?0r!TTPG~gyi76Lq;065z<aIH-*Z%8Dxk3"
            "B6-{hHytmA?yr!edKgLi6mr97t;#DYHO_6TG^O17w>b#Xt%@^mg}O&Woil>@s(@zNa7o%u3u&kH;w$o=$H1S9BMDk9$Q8H<v|tM-"
            "VSQ2B4i27Rr<o`?Yjbc<S<FmorxR#ziDuV%NJ44cSz1U&=pwzr75O=pr+>@`eS@x;XBP4a_|YP5$U8WQFY-1_SwprI1~*t@rowCc"
            "=ph>}Rgg#5fnOd=AK9w^<6<Df8r&O1{1Z-ei5Z1?+ia(D4PAv*=I2||4=k07??55K@Z8I!0rF`+9-!Ohq85NkMbUMc2tLn=-(JM4"
            "?O^`F*4GNi7HL4B6*-#|O81aq=kZf{h9tC9I_P}+P<xndTv==B9Jpj|KB{x=75H^1-v`ljh2l2hWT^ojJ7{j2k+zF2<Yt~tCN2Mg"
            "XAaeTQk`ehMD;_uAC)r0w)B0Y6?t(PRin(@h1Ot=TcrtK=GMGlUzz=yi1d;`Kj<RKtn1{tj0WRBwE4KA&1Tx@Md?U4X)$Hf{BDZZ"
            "DB15N#uHCfxtVUF=d>SuOQ4NGe4e`FHJX6>Qn~NVJe`bQwt7c?lyvSmS%ze{lS{c#62`f}H$Ay8ji>WCwbgL-!;((3^3T3xf~p6="
            "AJU^cYtdwl@FqYVpCFfhrjc4wmq`Sl)j81E9Ps`FNCz7zpIxrmsSo--E2l-T)iL#vJu5;f?s!)5HGS(*Ekkj#fSbz%J%Z}gu`~E8"
            "b=OwBnZAL}6ml0yRh~lwz<2Zc?5-Bvhk~4$lHScq3Gm%YG#MFSJI@5GFV=s2*MIPIF{iaP&w}G8se`$GZ99RYa_U?O;XJ6_SY1N="
            "-xZ?%LEp|oP72fwGR3+y3CtD*uKiV~m~ZrpP2yYLN?@9JU53n`o)@4F7icnec7<Qazw)OUqzUptDx<q%pzY0}g=JGBB^aF=2tDZt"
            "W?!y5`MsQ_TgcC0dW7EUb6tz)zCl-z<_5vNvP0GVH5Bu-5GU17)AJV_<Sf=VCf2;CJ@i^aTtA&jA2m?++wt(HP>n>2DM252Co<(x"
            "PdDwR6F9wI^ehH{WpXz0ASuXsO+6lg89Qocq0iqTA4c;ilf@0tKjFWw=5)t^pAxwceFY26;TNVAM}u2i>0D%xC|j1d*t7cHJ4^r2"
            "dfHGrb5)%MRjbQmG_#u%PTfZ)!uO+XY8@$M=_C8OF}hQF;I-=VaXSTmvC+PRV&>5YY<Vo`Iy*dO1st_1UcuvL;AwJ?4@x3dv4<l-"
            "+xw9b!pu3&gsHq`134WngmN_oSG>0Mw2b?Q`tfscTY_z;?LmVzsj@qs^K)Cx1qR3f78%Zt=5mgc?-TY>eAI*?6*S=WwiMSRHM1lO"
            "SJU~L-o3)5!TUM%j%U2K(05|oDpHFNAtU`I7r3X)wbS4ZJIUYqA6JvKlF_N<`Hfl<ax>@EAUa8hbhKW#3CO(l<Tx1SgPt^-&2X7U"
            "bHHdPpc*-KA?>1NoFI>B8YZJXwb5^QGj@BJ(nD9`sRkpL^S@MqTgv~CwT*Pd`mUKbSkoKdRq^?xd0`s43DO-YAuS*BX2AKiu=Oxc"
            "xiHV$xUZDbtKP>p8@JS_<}h6F7S+{)_CEh04IKf=zom)ZTK1Zp)pL?bUhp8R`Umu2i=7Qc`D!!jXXxQj^us>h&Gj+il_UX~F-~Uc"
            "0x-TvXv!Ej)}|oYwc#yLtG#-UE<k69yPHRn$z@J~KbJw~n#z5Qi!`#4E6W9435shAmi+|Ih|y=%fu2Zv9jt?>1-ycJy-8Nzy_Z(n"
            "SsH+;TThpul}7tRhhORxkigm9eZVnA%pksF(s6k?z^!C6_ruwrCEqn?u1Ek+r^b9vUh^8z(!Y9GhTGCeHnTjx({%XwI%rQuod%wd"
            "<Q#n7+=dG5NA_q8B^ki;bi41mzv%0D{l-}Yq8-gQkOi-3Eu2I+&Se`PLrN{gcX=<*2A95uJD%4~Al8g>lBY|&{ORj&3IZwmzQJ(S"
            "s}yS=!u6Vhr%NGWrLq<14l->HK1RcII1S`eW&;$gr2H)h;r+Svduh&N%m8?a;v^4KB31N$$D6>U52=(+H{IYYbvV1Hot%+K?n(W@"
            "s|U3gw+3}(bq;GgXOBedb-vD4_8?s~(La!iljV&*m-SLw+OR*LvF&&{_d>@{L}G}QKrYSy;}*zVJ$W)_riKj14FBOBDj~98D(Gr^"
            "6wY1;jF*qkN+<mv`YgZZ)~=Z11=<?vvL%@93#W4{P!VT`w&Qbj&y@e~eS)33pT5$8l#0ljzarail@zSB6Z)?Jroi{pc)dcuX$g+^"
            "6w!}%4ZQ7%_OrcttLepmf#Y|={W6kQK65@kWb(3511H%IkxHDIZfYSL!<n@tG-fZydaGe3lFdauL=CXN>86JSQa{;DpOA?|K&tT?"
            "gG~F3Mo2z%v!XNS$T)aIc8=jnT!jmxJ9=|8IAa>-G7EaQyoxN){Yd$iXZZe3i#%Ff{Zba1cuiJ+y-ywVDfGWE|7)@$rA$Yjovk}}"
            "@8>L_7T;f%Z__GobxxE~W{JIKyFy>jAiZ|w$2d=@KXQ;if3F>QCI`!7ZLjOiGhSzJqe}0Q8_GFz-~+?)Oy#{<%y8twqI`kd(gBm1"
            "nMTSfnyzWJi)_+DaNo3Yh{niy$)Sz#m|@adYq*Q3Bd9emud(-K7oQa06%@}&OCE<jmV`uqjMmr?=-))R`eqp;n`{}{D>)qB9hXkQ"
            "J>N@lLmCHPjnn(wO-l24+7G9!DEZ7~&nG0yj+C26fF~>K8@<Kpv@W{(cl1Y~Mo2Q3LBa^qpR}AFld4#2m@bF5jz$8Xp%XQ=8?V`P"
            "yaua>CvizJn7eIMf=fUhD{~s!##ww<@P!t{;`c|>QR)dgOqSE;jV<9M@H24A2s+IN>^!JpIgJ*}V|XqUqzW8pGV)MA+gC(a(qkxY"
            "M(}8aWN_jnqx8~v9;NSPHtLucb+B0TbMGYCL1)30*JTz`);6jn<GF!M*0IPdMe#~rdB}};r3}Vy>L7Q#HPdnKyOBZW@gNSd<-vh("
            "%|wuE4Uj^4BK;|HA3Sz|O<>=hb<<&&epHrwS?rcud#myV%H-^WhHrsiG5po{+4c#vNO!{rJJLCGfS;JE9K{i`jce*CZifyz4L+So"
            "x%8+k_f+QoGy$4^$Od7*Rrw5fzZQ+x>N43g0J<FD?$@t6TbB6ldP}=8D>I;V71VGq9%3))9;r^TID^zq5539%$Xley3cOMu$wMlv"
            "QB+YAD6JC<{R;p)q=l2tVJ~IpSKyZ)@c+_kFFi@E`I$F`o<j>df|CmBI6myXL>rM|cThddeX<0(4aiU1X%r}^Dv!f%)9Go><BX;U"
            "Sa(J{ot0c@^d9+WPfMb-7cWj|9UYh9oQ3w;FevC*drtQ7F3&C`@P*QtJvx^HbO|S63V+lb?E8*?G>9UDQx#6V2HHHBbMrYpsxx^R"
            "Khr|G3NwyZ)33;}McmVT2)#H*yGeIs)L4^5-$1|9>R^)-`>IUqJxBQ(bw<a=a6^vf4o(~0DkFIu2&@*rL-Jb2x5-CqFCs5-ANcNS"
            "n}7rrNf+^m4ZhFvA@l9iDbk0Uf+*+0F}KNHPDDTDfCjhJYSdK2xTu8Lw9t`WJi*p?*U?nEWTtX`ImW9@CGhk!+GvXL6RH615HkVQ"
            "z3KbTBvd$nw`-U?+EfOyq}I#4R6{tKS1Y@&9JNp60QTkOUNo9U@h#64B!ii9S^l9F$o4<^t~jRkWhm{?FJ=_A;lB1H{Ne$JJ8!L@"
            "P13dSfu=IWbDYZQLrLYbGk5n3t%MyumfP|YX=Jsx2y)wO^j$e;nn{u{tt@}(74dVPQXeqHL3E>QelZ!ih#u!aug?=+>tj&&Ax-bR"
            "g?D;5gXGaxIKwQUgIK7{GFdHIopfe}{4N2=*Tt2gFL!Awn7A*T&BKA1@php8Y?z1}ctj2`b~-+eshrJY;Rt>CmDG{cdYcB@^g2L>"
            "U>4)KFQz@6W|l2lg|2e}*`v=*9OaT|en&SnSlVa@T4Vg_1?SfY=*>=j4H8Z5rp7r>&>B<;>{6eGDCSs@wDkiOqD?YP3$tstBTEJP"
            "rh$(MaRUE}MAF^t)}g-Zdh$jJ;5s1Zh487#GKvT38sEKHK>xeoFljUqxyN_+)Ln3wZ@8qcl;5Zhe0>W2Ma!yZ(Jvf9=};BukhbNM"
            "tjJqy>>;{plc*(pvAgspe_1ZQC638-_FdJ2W|$Z-*K)XUls1P#Wz#v7mPVK_604`Q0DlWz`xYtwzHC4`ev9NZmAc9)sKjzAYCFmt"
            "ZSN_r{*k}ZG`$O&I)#L{O0s)CQ__Fes+}(}{D+JM0gqE-LY&!V7}e)Y-f;J$JfUFZ`DIkd?vfpFtaPsLzIi`VdO6Okq`v+IF73iO"
            "+`{fOiG#|<>Q?<uHzU(`vUepNlCAP+5MUv#?`%Mio|kAFM}O)oIOPn^;=ICXCY!qwr8B(ITnOiqO~;9EzsbBAp5GFu`&|Cuf*{=!"
            "avIqyL96L<Qv)P>STbl;=?AC1WLA5&@=9dqhO*TY%SXg_=dM4Hf9iopg27%HbqrtP#@?6mw`~LhE-e*272uV(WUko^HvXAYkddaN"
            "p7-@6x_2H8)n^)y^z=o~>Oo#E<B&OOV6_E7nc3lB#rYRq4i6guc6jPN42`YBdyqd%!8L<%_6?9ap2|5cgfq(I=H`EB5t7Rs+JL<e"
            "*XDXjALuB(nQ{^RcVAQNPWWUlRIvt_rwg>FG!!q$ov70_h1yFd-tC=g9)S`5<fFPve#8VUrPEZE6R8DNg$f1BUQ-EOUZ1a1L3>)y"
            "*fG$h-?@-{pbIoXzVn{L+)vYHT!z>9u6%?^+JdY-N1p2iyF!cV4oqMm57Y`ai0ac|bbe|}ni_ravojHSI2ZDK72ju5=^*+&LB#|h"
            "=}zXnRLL2_0!r)0^?0=2!_H%=FEX#6Th{Hsy}2MfH<}&U4Q93SJ4pRHb~=WB;Xrs{IOU_cl3PNx4PQqhErMr%EQRHT_)|+~nJgmT"
            "-&!o{p3e2y9hBXj?D50=XGeB;L#gan(EKwqPUGQny`ejsHCnUFQz|Q2(9y@uc|86&Z?lEXQVyh_^@_JPt>#>A6>X>sL7zeB+Vvdl"
            "R@80WpFd(M0-XZ<j2q$q_eA2)q<hUldtOq*VdjEkGx9EQ_DoLJI2vYR?KOD)(W-a2J#By|{b7CggWYU9^C><-!{EQKq$d+tI)$P&"
            "1=(SM=H?7Ioz+}U{*p&jn%7bV+J(%WT|e<+O(W^Gfu{EM;5%~Nw1fvQKqYevX=VyHuKpt@kbf%CJ#ctCO+k;plyQ6$>spG}D1wz8"
            "mV)S>qacBiaQeC2MYm&G!qG`rL2(~7Lg&d(9BQ+2VTv;~kr%FVcA78K-~?~sGI>E8ouOa_DYbJ0DX12oFyVYjPs=9?=P#JO8hVj("
            "NNY~--lWO=%KFqPf~SBDPvWtIWiQ>6pD@{(Kq{v>y$+#v_}3@k?m(Vyhk#wqK^>Ry4n9O(p|&%jn$c8+1I<Qnec8z&nh71V4fGVP"
            "E9eAhy_0>8=}gvbW|khH&y;~r(-+=HsVLklNJ{tUh8@j*+#Phd399j%rgGLxb@tsCu>^mz52T_F(fLS`Tj_(A^<9@8wO^!*B&+1&"
            "^PEMhNg_?+7$ms8I*MxX5WR}uYp4tC94K!(RQWvTb93s?c+OBgL4$0vTmu<-vBsuQy#uHZ!}FUW`%Q!sCUJ8-`aUK4-t9sj3)7NP"
            "jb57<NM3I#K%V17eV^#v0<VcS<IofSoSHk>N|d7eJR5nRcbyh8g`m+}<T7Wo{@RV7NhtlG1!NS3;4~(3I%hF7r6Ra|7T>@bAN2H*"
            "U_HaV?RC(~TBy`t;Nw7b>=#}D?&+vw%{;hne?3Au;G<(~f{X#}&(yxW2(O#ZR;9bzS5~p5Yi2+E?*xCAU_K7=8H;`ka{@J=Jdji%"
            "rrStbEh(KdPcG<GuE<59#K$?aTTK7P?5*Z2s9rZve*w1`8%)b+iN^jr%Ws^@8BEpmcbv{-uwE`Ifq5B+^NKKGP7Nf{ftc67%~De7"
            "!uL_B-DW$-Xgrch1WqUpKhGyY@-6M<k$h8|NEW#%X>B=vOqbCAl|a^?X%?@v+i40IC{&LiH*DkeAn*)2O)~H-u<|Ktr+ImUiRL3_"
            "4c2{|gKRi7<%@mdd5mdUh@Ve^_l$-9H<2`O@=B7Mdq|Re;P0iD<_G)Urcp9j{smd=){S<aIUy}*EVosEw-z@74d0_i`WKHiMM2hQ"
            "yuav2?W==z8dx&76OT0es#+KRh1#owgiw?Vy0J+0ySbrc(lWf%meo$Q1{HW|^1(0eOFLdGn{BLq18$q<duKz#H6DB1N50PrZ;}*Z"
            "RJIf*|E7ILX~E@3yhV``H|r+3hq+%UGi0<3mFsek{+9b1%ju}1<fYPXl(uq(b2v>ogL4eCTa%jTXXLL3CPa6zpBmJri=LtwXwi5n"
            "M+xA`v7Qt@=B=Y=K`p<cW(~{&8|2(Um%X7#<iSr~(VUb)D<X4c)@Qyu^J!zv#(!!h-b80m&2;+CcBWx85o)#=3>a^hpw}03h%;WZ"
            "n|)y24%|tPYcU##Zuv|HX&JwRRure#NC&=88Kj0*ZN}^`=8H01W<&8}XeF<rm1L>6nZSu=mp9BE1n;l$-`^>t(8EvRqI=K*>9C9b"
            "^4X+v(?~(@ET}>fH8&HWj5{^iMv2Aw<kE4z>-_OM`HD0f0ljdzA&u5So+i+ZG;-9#yxm;#R_C3&Dq!WVT(g<n6><hTbC-T#N7vgC"
            "Jb)uX2ElG>e$JESGVPRLJDlrq0o@BfSpbfWqpjFac3MuGbqZLc15#qJ^9#-4`I=2O%Pp=W12i9c<Rg8juW6+gb+fn)Wf5luF~>rA"
            "vw_YI(*W_80UYRVHjVUqZOWbDN7?jOj+Z3xLQQ@IetoGm-L~>j1Es$d!wOS5W8ivGJXlNV1&+2G=>Z-0-E%^g<ENdFjsrNi+eRz$"
            "Bjl-OS_X+LGn9S<(sOw@hs6vZwo`0L$4hr<oVL<qyj6ci?#t#>(IQe(JGi%XIcBY-{lV0R4t9XckL81y&>&>7T$&Zmx=)_SVpRVz"
            "mBcwtfTG+6<J8?<QZbkA5XvWUHc?iAt-^7#&#44o;Vqsl{Dc$eE@*6{HkL9@b@5%xXgW@#ty7h5X;%11JXe5Qci<*w`G5EPxL|(J"
            "Bk;_A+F9yq2=v0}WvvaZiGq4QmZsX0y7Cfe!g`KYe_29XcrEBKhC)FLlT3t+;IrV00Z2K%duI2*Oy8zp_mJ+yDzagY#v)~(@EoMy"
            "^^EDwKkI5eO=X}|X><wlQiAT5m$Y0b(*HD&PD>9S0~ZJcTYsyKxrkhn`FvTLaVE@uEKdXR9s$$k;a*sKRT(2ipbznw%`0{d@6fgI"
            "{d>s$Baz(>P&^5bmpo2K?#{QXx0OSf--SGd#_DL^!q@OxPb7*GwTh;9k>|}E*=2T_SSn8U%pdsovl4DHYigSj3O15*yZPO<)PTLn"
            "&21=*%Q!3fFR*~Wy@VS1u7|V<=P*@#Zax$%oo;i`GcMu0w0=kp-B71XvH-d}T2go#a_@cYY&Z4RZ&5>s%ej5^IVyAAQ(CjbMPl_|"
            "xq=B=!)Z8JGom{xYG(9UsFXz~7#?bu>P8u_Z}|@YM*q?vE~abn*h+AQE|RQWwHH{lt6ozFd7&-!Ft6dSksPJxBV$4Ci}a2y;2uvY"
            "!(*icP2)dlCvD`1wx=wRR>)12IDlGFCe&g&oq}p-)E{{r5?Xdo2fpMTBV{zqexxvsljgpA(9i<jDpN2430UKDzT??KmE<#RwFP*-"
            "wBSq9LLSpR_3%&RyNkjUN+a)SkaqKY(!9<bbnRfh;0@)<oFKR9H!j8dbdr?f<(~d}4T|Brd-k80uA|gYS;o_O6UWIQo?|i^+3K<>"
            "!5=7DzHkihlr?fjcF0mm;IsSyq%@JA@<?6H7M*z(?3mxFWlMuM9A>17VLAr-)SEv^8uzItNFF4dLE0U(+Ys~<hAdIXsmA$ic0LFK"
            "|3wpNAWzqFa!`iy6=dMnn5i623pzqgsESs`PR~%Btz$;(YVy+;-hVWs+mE)>UP%@&rr2v9@@78axy1`Py%WSu;B8a%M<{h5O)?W@"
            "neLPzcMbfq8^1sjJpzuMh0Y#jjk8?WVG8>4|7;9(rDf>x@=%NoRFURrO(<fNW^sdc6qxRnnSy-ykCx&)P^xZ7>1PEKi#(K!P8z0u"
            "?s2Sqj~?azG>XHVR`i6gf#b)cI)nHlvdkpgTQl-N3YM`Tvt`nc($QWW?>PdR9>A0BNt391shNhjbGVb-k-79M?E`70piWt&ICMOM"
            "D`;`wJ$y_r`PN*aJF*<PY%W(vY90g?fKo{gXh{(+MP)r(#7{!pc<`AZ@2&$!z6Cjdk5`YfbJ4l8C6RNZ)=BV)w4By$rS)8oTbq5K"
            "-!A6M8oG$uatW#;Y0LuZOGS{=cbNsqNKvTy2o<fY^K?8{MPmO~X4zEQNZV2wy+NzBH;Azr^6V)-2hXUF)cTzs;(5p@h0xDasSo(@"
            "C=Z1{KLSyMv7Iq=0xO+hM#(ja(9(7ua!>(1>pg^5&uv%gCCQ0ucSI_<3T<9(!?}g;$}N;fPRa&k_A6kLv9u1gAERkJ{dB))JQB!z"
            "<m9!SS;=;XFVw@d)P+wk;ZyR|Ow<*UnZx0Q+pvNF^<7<~lt$1o<jt2<9MqUWUE2<Nnh0l_z#Hu$oc4~CwAgPA+n&})DLq5&+;{p;"
            "j_Psoat5TNY@FVE06DNKMZnz#>0MB7I<27nWEd)0iEmMNn!yt^4vN!RBjH=<dniFMeuz4^XAqjq;kHgFg_$gRP|MR?vU;BK(gnK%"
            "&#+OWq{DxASo>t&z&YB=M14q)=(ee-$>_~q=*p{{Lx0yde84=j7x42fppB*I(pW8_4`dQD+)%9}S=INAh;EvTbGW3fkP&>}_}{FH"
            "p;)2F8l`k87<Q%_YRwttoE!k%Pp8lL$yS<AMWiUVlJzoX=N9<_!kWqFH6L>49j>HbG+y>mM#rB<VV-kfuMLod3sXk^&6A=>&|fq8"
            "gRDnSo|alB3hR1L`;o%iLcb1~LiqQqcDyHvvT7od#VY+lpCRKfK(5P*=kjQR_Tj@64_DZuE#xen6c4=1A}1&D2YWoFp!iX^M6;in"
            "1meg~Yk3g2f!AI!f9q48B}e!@cr_OD8D%_rnHqx}Px2Wg&m{hr3d<|0tOMa-&pnAWhPz@SCh=Rjf%J4oH}Wg6aT;$qTBCJUbvaez"
            "OkfW$SJg9m(30=d^jwzvnmt+vo;8Y3B0+DV)#TCiG)x9V1Dd$gc%D6HE7M^52yGth8O4_U-QV~Gvius&p#KNSwwmw"
        ),
        (
            "c-jL100001"
        )),
    "a": ("bfloat16", (3, 2048), (2048, 1), 0, "cuda", 6144,
        (
            "c-muNfC32!1polJ02u"
        ),
        (
            "c-kGB1(a6h*Tv~h0m(r+hsGi1ea^XbgLFtJjs6uB5D9699=dymoEe&-=DlaXprmv+2r3{cWgzfvzQxkTf|>U|_dNUT{oBAGY;iMj"
            "T<@YXy66^tDRXt3HTKfkG3#MjF;7!^^E9V@fQeQchvh@uw0ZW>9?3zh34VghIu%#>ePtlt6nuy}@(OPPE$})p!2(!?8Pdk;V6cvt"
            "Z)GJ)y6*bU>Szgc#VyQ14J`I&OT)mg8YNl0D1BhLEwyIAbZoLN_?gc>Y=yBEVOWS=a@Zcoad*Klh!K96`_fO24)#W`@r>myhfUY!"
            "w!?CIkQ_2Y_t{D7tRwZ9euQwFqOGygb(aG84Od<E(6_or+M$(JkOh_rova5w)JOW(p2;?i)fh~5TeZB@!Bq87+yBUtdk^u69I`2L"
            "PsU=amO?EI*KU$a2kBq7L=NjJOqcOkiMevl>bYckT;KX*a6#W`d(4(3Tcyp>5oP71PQ!Z59Xh5rWRssp|I?v*#%|~@k{*R|6-Oij"
            "-{DUwjs>nbV)TZ8LvF}ef2MZQwem{d$^&VR9HFC0(Nak7YDz@tG94}z)#+ouxAf4RF3wi#c%3RUZM1%Zaq<~zTP{qK!cs@(1@EA^"
            "euENvRj!)JI9tLg$60dSg`Jw-Hu;T_(pzF_HOflqT8)=En#$X%8LhLe_Df@q=F~(>g($qmF;v7y+Fhq<eXEJqnn)c)NdqYpijy?B"
            "RkH%>+8@YAg{;B^%tRrLaKr36M#>AFsC&^<)}y99(Y{(l*CCAzvP9dUuaV3Pp$i7MGy2jlTA|<oiNauH)RuA)j{^twtXqk+R!q-p"
            "1)J@%X<_MsQo0i5G)z*2GHMo$&=s19;WpWx*kT;Cw$xR9Z4-Fou3I8X;d9N2skq1!ok^;IkQ<4na$X}f&Z1E^bk3Tf5T<BZORvAn"
            "FFJ<GovoAY0ZL<!9Yvj_mRc6IT$~h<%eWy<)1Z>>#LGa84z@LtTPud5q?uN<J`!pF=q39Ev5_;}kHJ)04q>5A?j~}}CYdYSY=`vJ"
            "qM9W%7*GADQe9`;Vmqn_T!MD8RN7TDhc?M}ZG}&;7%QbGMh6BUK}P6VtmOt}M+rR9tM06{)_d~CZ-8{R)D~%i90>MxrS+M8k1#4D"
            "y_Zrd;u$9UH&MwOARVzpMS_}DgSe*M5kP+3haqT&gPJCkG4z@`Tq?zofzMpUY1PxV2;yIV3eP+PmGBP#A;AiGThLFUtcrg^D(hu8"
            "l#?&6V`UCLcMi4n=g9lkQ>tRDj<-!P`PF*z8OwDR_h+lcS{uuUjMy*XxM-V^Ei_F^OM34jHfcQfri%9$ewQ!sL^k0gRIx|?2JT)r"
            "-J=WW4}s7)`bQ=&uPcB&p);}>|5C%#wTJDopcb{%@}2C*7`>`x>{HD{MWoZUwt##89|Af>0^E`OUJ6vx<NVcvNOJRaG`iF0mf)lu"
            "lk<{A$Jh@zU>EtFKU+C@fPvPT=gq7eG?`b;PTLV&M$qbVGbiXFE$#JkAq`;)9&0js(hQA93OIZv+wdE=WRGU1<|^4be>Ixw6nul`"
            "{QalcfIn>#j#)B0Whu}XOC-+vVwHTt=MLd%qIe67^;Y1L<ii$ADIeN0*~hIdiB33A?T)fI{fA#Qk<-bm-|7!IrmJ;PpoM=_i%IrS"
            "XPIO9tgEe;L+$~$;E?9hf@)etBdj%gYuZq}&bN={tgX?)DCz|<K$C^yF;{=EVOjtY_yQg2pE;#~6tL+sMpD=&&4NQ1hCuL~rNc!("
            "R$HJbO1q2JU*d5;&=l*rWfA(7f7!xORpZ=gMC;3>T9REec?Df6p8pOyX%szewtkCV%#hVO4pDsaJ*|)Kx|`FT&Hq0{A}Ui;cl^wF"
            "V*j&Pd8X|+xx6s#5L|~7)cR!n<);iS!!Ez7rbRBR>;~aGzq_UmZM7vfiF<ejS#*T-@hjq`%-7ud3*UT|Y?h~%1P^;9PUZ$WgkrQZ"
            "8tPoTfQ>Rnt5C21V37UB4VXjsJftnPtxmFmnkw=P>dRE^Pj8FC7OkWUw4bcf?~#Pg=&T3*L;lzL*m`JtorO!m#`xM^FjarWTFcG*"
            "nXL)--0wmc_K?8sTBDyKxtEUj+(&-W&m5<zVd&^LwNAPlX^}VdM8fEy{q%4BP6q@(G|@JGG1P<eYS8@~OKGiX6QvItX%4RiH~2d`"
            ">Sx*qL5)BS%|mTmW3FtqwRDVSE^X*fD-+5QnxXl%C}PFo2W0jBkc^?Pab1>b3Y6F9T1{7DF524$d!Tu|X7tmEew?eWDMJ%+(w4a^"
            ";)TxIMt6V;_!3>@U&({|_*gw{?K^pFvDk#|oTbMcu56jS?%ara_)L#P{)~{Vfug5+p>KJjCpI17L7){DVH(qBp8o^|^(X6Mjojx<"
            "p8x1MNrC5nI=>s8VxI1@vHCZLT62A)*}Zt(YsK}L?Y57#kt@b*{K!_}8tzDb&4=@{4>5@J^5`&TP8p=uZw;tspW1D#z&4%3_sWin"
            "^1WWuQd-IKXlZkHS`@Ezjii;=_Ps>Q46B0Uflp<d8-)`#o8C8po7viYO^1?NLn8unt+jo``zi)-m$K9CI@tqDr{zc(eQ=zaT{!Sg"
            "Ps)38*c1HK%3`&fM)#@cCi98?(asX2zl7;E8LKOpK`;IC)K@sBNYM647w;4%V?26sAMeO<>90w;&fdF27ul@INGZ`wiV@b?UDGZo"
            "E&o_kx#90)qJ54#h_YsMsO<X4rPU=kC0T3<X6Po&kwk3a|M%HCU8o1B^C<mBn_z|H$9SvAXQlS)G2M^Keg6f2C)&Q&iBgpQkw_QW"
            "V%hZrUF17ItDf?g&?TPAZfl6M_NzR{!Qc$~Vk<l0@5MT-lW=}d@=#IDgvA!_O+aqz5v;2(=#3fVS<+1Ue_<SPqWd*K4?PH#*|wA#"
            "ZlaCpO7|_Zh4K3*TTVGF|LCwlq&FVEZM1y4OdeW-eopsThmktO+TejJ#GDz3hk<b3;S4fTNzJ4StpbMli|`tWOuZUtLa(e#$Dc?x"
            "=;0>uT_(90?MY>|(zl#$1`^R5?!#THOjl~fl$?w|+&p{9+uBBo_#TV&stwj?G`CB5W1~^R()&Ab76-I~YlhLx-7QG)!=;#1_xIEH"
            "qW#5k%ME5`JSQ&|k?ES<-xn;PX?Xf*^(6!T_7D1>NJIYoTm45GVjQ{VB&PcRSbe;7O(jF<3zv^%+5%3G1&ey)bUgE;7xT4J(kmN8"
            "1?RE@xFD<f{?XErZ*Y;j(F9ff451sc3n%zS)3mF+=2khZWFp3BS)ES3w?tMs$h&^3CtN#h<JWhV)!gOo$cNMxi6WXp&)a#oE3&<w"
            "wuQ(ant@;SwA&N;%*t|FIrL1hH?`JRZ`wE5K+nm+C%wcV=3zb3(itflx`#Z7(;X-w{j{qkpp6d4WZmuGwluOBOJx9^@mIZ~w`@Kd"
            "GTW+BWn=9_FJ9&{ZNlWBIkHq9&B9H|;mzPa&(cEv6no5s8$^!Yj{o!{FA?v#BHquU9sIR?$FZ854dQc4=Z&*zB!aE-hM)ObuVR)|"
            ")pPW_mGt#A-fo*8d}>4Wgnccef}Jpl^q5I2AVX-NwZcRkk}}Na^}33@{1VHok}Tk-RU}ItqP{pyHl$e8w`Ev^-y)M^H}%lhRn%js"
            "Ea|kni^4$dyLX|?L|@m3pZCrp5U~G|Mp8OxU!1}{ZDU#Z=99Vm#W|mJUNN3|y5HDervb8RF|U`V#xwm3(R8krxIhmbW)<`>DLa{7"
            "Mx3i-cl<Hhk8E5SIr(0Zh>~O|f+`q;{#sZk$Pg5_0-+JSpIo8L7>(JOYLn@&adyXAktwpGioQWEa$IuH*I}4q5&i_Wn@Q{#d9{x="
            ")jIfE_Hc&Nta%{hCuuL-)G^HL4rH_u<gE1A>Ne^i><q5p*L<(O&15PLmf2*YFEE4b(*d9RZP3f^$saBidsRnGV_8Gp>BJAMWN3*i"
            "p*!h)A!_4n;JQVIM(Q>hO%8uxS($5xncwZK6S*Y4X4WX2WmcEqJPYbgX(o+A2e=y_kPiM}hR()4xg^g}!dv5SKx6%vl-`rM)X5IA"
            "|K%hRpOM<O(l4WRn0VRf!kOqfG=HSw9#_<SoZ)QCi3MzW`SFD=W^Xkajd^tH_1r6`ky0HEaL;dJX+wiuB)wyY<-r{d8uQ+oNGHkY"
            "vI;w2aD=qN2Qm?1-f;WOUb^PCS3j{qILG(z>1T75-94SHHA7GFm*v;gT9QrtZ;8PpH#V|p=nL%8ADKci`b;}w7m0p>%_C`cXH$O1"
            "cOOP~>S{Z2l>NCDv+<xbvZf^20lMDy`LobLez3OM33+U?JI{<6#2XtUh0$N;$#u(US1hA<&Ogm5-P3v6jc;etfSqjz8N9!SBR8rc"
            "Im)t?Y_UT+pG?xi{YHMBN2<6cr<wi#;0H2X7H=OumcOu8S_C_4NJ>bO=0a5_U{x9I_vaj<Tq>`f)McalFtkXOTwI9col7U{n!P13"
            "*J7yG8`#GEFQOA|h^uQCnLg_ft3BDvE*bo+_<@}(5?@*=+_Bq98D)Z$3cY17sfKv$^>bNk*A&0o72SpytB7wEB>o{XOh45ea!ebs"
            "58Re)sA`jSmH)`i=0t9@L0_i-B}gVVoeJ!ddn7IPYd_s7O-b%QqOD#Qp>K|%pX`<2b*g5hm$g6#?TP`m54YI}wxAeJ1%I>`l9i2V"
            "tHkJB3@5{7_NK}#dc#ur(?2ijJNM3_xKZtJfO(jmtvX2G*<`Wo%60H5yFpj$V7qLVBrw;)ywaK~G+5V=))(nKI^YgcXU5P&>gtq?"
            "K?FO<PU<t(FOT_h#XiRi6xKtw*>2bqKbbwobneSY4GXQJV<qWNr2pzNj4XcIpXL7|(2?4lnZHMG`nf`@<!9uOth}FpTwQ68Sh{Ip"
            "J)p2X8Y_qSmM_@H-*YE)rT;<X|CrZpCBOHXmJc14XR?*=@`*pt#_M*Ab&E-dXUSpX^pr+=t)v5|d&t7sMl$24KxH=DLUKyu@CSa^"
            "IKJU6KfNVtm*6B^*JM(T^DnAT{buqD%<qasS;o^Rm$tf@E_h4c$PehvR=xnUP|`(XfkykUsgo|4<S(_<p(WhZ0s4<-$58(Z`%X8J"
            "(bGvrZzUOPiPgY!?pj%pXsN&zyveF$&9qvdv#g+txgA|Xh2$1frV?7qpYjo(y<Pvq1MN&d{LtmWpZHRHk@T~%U#*H<X=B(VVr-$U"
            "cWKa^+uTFTlX#YDO}g=Re;V@HGiKXsJhQ3%#Km;=sNg7!*V&R6FYz{54bS{6OxzuMoc@)bjbxoHldJZ(J(9EXqh;jAUDWEDmAsKj"
            "&*3K~?IaRTet!`2;2S1jes2*{c&Bkm76v2qffUxwY}`fJ$2Ld>|2Q*jEtz<S72)S3cW1a&mGFw4W|AhMo#Y9vM(@b8?yziOg8XH3"
            "WeMKeXf11|tLR0uxEYa{pkKK!(F`B^C-j0l4j~II_j6hmedfO;wY6j4yv{~370tAach^lq8n(9#Uct~2?(q$7-SfZ#(*6t_wi_<o"
            "A~i;4QcaJjxT^S@t?!n^vbl`5<MKU8H7z+JgD$qTT7aDTJ6p~Ud+)y0HEmKYZAw17?2ng|wqLrVJG0T#E2u?Y+{aX%qPe`1-empV"
            "pD3F&CAacBo<A>UlWsa`PAan}b8R|x_F7ihe^`k9a)i2@r$6c$`C40ZOOj*-yK)A0h}AYnsxfnhNOzklf4dF%7%8+0GTRBfWQJwO"
            "GXX9kUTR9RP<3>~En6fP^{y-LpY+?=B!4AJNl|+08-Ii*pe2sjS9ng<Ro58pqP<Z|H<IsDFhBOo87)aino37J={M3e+^lXI@6X2{"
            "el>nZPd1^U<kd?kWNFZtZ~97JG3B!(x0aUWoLCk*U^H9SJY9;c)cyo+;l#+!bdg#%k?vPOs$ipD3D(iCG*KdSiH_opJ(dY{<V*IU"
            "c9Im#w*FLRdaoA3$<XUa{bXNv$`xb=jiN6m53Qj)q;pN&6!!G$>=*;NFP(J?Tf;y0w|?uo%24c*VmRwxbpO$7;;FcF`pDYIRNlfC"
            "JI@?nW_2_vuu2<Ym@J|u&+rVF$o)m6o!yjfc%wUX3Nx*2XtSNOBYtIenv*C=6>pLH+FPr5<4}TRu`c*EN^pBO**G#s0d&!cs44lh"
            "oOe{>$+`E*pKzZB8sNTG!vHLkA8{?vl37@gZ}E+u6<_^eKW&D>-W+t47tFYEdWKWXYD=UBiR_82XFJc&TS!d;p3cVml0AF6zR*X3"
            "6!@Bqx6e+n&Ah}xo37U_r=<uz;Z21FGKK1)k^QSDtq2u60hxK8L`|o+-M{jOY{6afMR_Non#_<N?Om`6+A@V|qM<!^-Feef{gEV?"
            "+4QwpnpRSIdo@}Tc|)JF*}lMHtkTLM$64)_Y4(d&)N&ZWz5f9Fsg3q7#Fkx!%ydy|a6YZ2tju@IImIaK@jtOdiR9iamUV0h5?n^l"
            "+@z(@#Kr0noiEixUs@$5Rk$}tukmO5{5IM_hr0yr!j|}xe5lpEJAp8*BlpN%>)9O_OD8tlX4XQMvo)Mz18bu{YrLIugY}JdAaAC@"
            "A5>irHu$@K0j!ojdW;NHUPoe@)FdxNX*Cmi@HqB}TDl{c5)RYw2v3;4y|G-<;D02YF(lH$*u^)D@bY`dxtB+56e;T*yP(I(j6^0*"
            "dLm-jv|k6~beuf#S0r`w1J=kD(lVr=ncBzCh?2O#uiHoByieBq)Q{k^+G#H-Nl!}29#KTuNU8tVe4pt!X32S1Bj{kWZIZsSFSs=Y"
            "*na<$I@*$adPf(L>UQ#0u1R`trya7N<e;3zP|X?IVnJ7(#QL|Eru%fUwbq#5y9ufFf-OfG%dLM%1c`NlE%%|L<PKHbRhx6F6L3xM"
            "%SkfyK0d3sJ4v?Kuitx7R$r^iU6S!FKf9gN8l2s0W@&MDzz2w9-^e1VaZvuJX_-RtOr5W(^Zrb@n(Q=pP+Bv{0`}^0x=+^eNn1&H"
            "VR&Gx-FAG$v|o=i+RQG}*~<9&r3`yuBXZ^#y~cLd+dAt!6xEw3gkNxhpVEc>ZHsQOv7Bs1ZpdDYL>8}Bpsuc!zii|Czkwm=_t*8o"
            ")pVt4IuJVpD=ja3$qY2dTRQl4y4g3(gaJB&Invl3vJZZSvTVU-M*`PuDcR$ZzL5KzLVVz@G_bt7fKBd4-9^8-sv86@iJ7*ZdalF`"
            "dw^=8S(?NKelYN{o<{-A2^V<nwqdudvf0)h<Jb-Nvg;lvS(OY8kR9xDMaa<GbU8A5ZFr*t(Li%sEAn3>etmvxf#pcB8EjOW+<M)J"
            "&s|=`xMRWZkSDYZgCqwXZ?#lHWN5oP!d@{J8Rd!8*4pge8Tf<=`kU;>9J<?j_KjQi4OR6Ud*l}Vn2vlKz!jThZIK}V!|znZc9#Le"
            "^bWh>1c}41{zj(ah4*dN-bg`mZ)Q10ZwS)`d~R}5^J4RG&yJDeD{2LqOdY;si(80&GEq}SJ_zPQg5I~=dRRWU>DEm4>KLi1J6wdT"
            "qvP#QI!ct(W^4Y{-uK30p?}HSugGs7%P2PK(}DU}YkSa%^zo3LE1EsXqY6y>%N#n%M5OT=<FOsp+x}cP7MZa`jd~l-Y^o%s(G6?S"
            "Sz1a(%+$@UH9PoJZOs!EliavMEv3-Gwo{9GzsLgiwOMk)QZcI=Sftg~03BztCJPlLFE8ik1au(P+>@<rD0=!eNdLu{FR{TR{vKP6"
            "C76oZ+Q&U`Pi+=bTR7jWo7<slQ4hBzr59k{4<X;YSMwe$);aV@NGna}kEQPvfzSOefwbNcS>X1u69<_TGqng3Z9C4BLQXKda#$Rh"
            "rZ&msq`f0$RMb{<f{FSSUSYPjw5ROe2W*I?A%|B%7&hxB|0W&am^RS6{Qb&kt?f}klG{967U;^m4!1U1RtBRb6ExmUCBKEUug{j{"
            "f#R}=Q~nJD+1bX>J%6^mY(b7^tj(^w2{C+n7B@(1d*}8J({Hd;QprX+;Z{lpzWXEni~4Fyzc??+=y0d?tR1$_WSUBd)?4^jPg_GB"
            "Ov*khwfLU%cx(4i7e{40?_(zS^%41b6lra{MIz3{NjAFi^1v=_tf@2xSwfW&Z5MPC_G)tWx8v@j*3x9?<enm<HpfkTiQ)cT((h`{"
            "Ap={{Qro4wCBptkf}BHYT1ge3p%?#w456Q7xf|=2Ximv2dGvvwVE3&rcegqn>ybZ|-EtR1R%3*2)Gh9?y|n$VG%3Z|a(NutlMHb}"
            "%W%hDx_Y|LAHcKkMRsq9PLRKu3^zzFPk4jmMTubpU&r}<N4k9&*v2Pz5<_9O$y3@5>$Nn>%XMbh6Ze!;`i0-IMmuVfeXXM<H}#yI"
            "%9)1=_A?o}4zBsJy27S%r#iE%ACzb-BE8wd!}VK@(wh3r;{C-EuFtKAE^+ha2OX=i!S>SLvU-c$RWia&`9AcgrPJ<gGUv#-9r1{t"
            "d7GL$i5KjU|H(I;LHqY9V~ZoZX&P@P9qNsK5K7dEfy*vQ`mh7GvgEP>)5sqA=@v1#X+wk2RMtWiV`e_`r(=zuz+4>fmkB*WP#cg9"
            "8f$W|hi3CK$$n|V%-d%b<Sur|3ri^j{6cOEccrBEpaw>uJvCDiHIX0p-78(C?X(VJ(b^xyyS&3ru$b>Poj<O)a-l0S!K&h4%OA>2"
            "PyUFUoL@IOpS=4N+4Y|5%q%Nvc|slNK8~84APq5*NfRa&G+k(tChC2++<uE}i41bldeEP*Nw~KZU-0HOTey^^YpjwvHc2M(N20Xz"
            "OCj1{K|S=)qihbJX&82(3|8>$Wl8)UwXJSID&9~w%)_5{Pd}1En8VKc8CI};y#I5@Y`V~fAw9kL7LwU9RPej#o#0(7iDFhB<(RCM"
            "ETxWdk#?ASJx)&~t*5R&Wz$NIqF!TbfFz4?*${NyNx!#T72NhGAWYXpZkK$_r^akNLgIKuzpUha%*|ZL&3R#;lIg>kQ*F4<{q$#Q"
            "ADSL(?7nNu`>4;ah_~^6Z<1{m-S0M|qC3n~>7{F=pY`N!HN{=#<pu6rB>Uf6x0Q{h8}FosWkoW+br#&vr7~R(_~DptQ#GF!<oP;M"
            "hl!F-%44ujA!`+q5=^GCnh=?c1kz5&A)GEACPg^4uh7xYiPfm9Po$Kt2~N-#?g=-bRxnYr+I)FpQKZip{eZ-?6N~Vio^{7%3Qe~S"
            "a!{{gCV8Y8T9O?WYg3&=pLs6fB!*{ph7GSBic?dqH7nC#tZs8H?X?}&0i0?Z6lb?sE1hkDrsMn@$xQo5`fFVs<+9+U_M|Gl(n*|C"
            "JiopqZ?Oi_;+k#bj0=(x7syPRBH7(EcCGB3Nj^PAS8K=l-*H2%oU|oF<P4>iQ}&144|J3IxGBxC8%^GOn~JO?dC#O*w_xt2U?!dS"
            "=inf_-x~c~gJdy>PP)r48K{gjx|AnaAY0|GCE5$LvoltL^Djg0-A7X2EF-NP-MN+S*ZUgKhHTrZ=zvSL9tr#~J+%TAFu+f*xxGp{"
            "S9)UuW}=c#(2!LK`7&1X$!>|25^fdmqnP|j7E5O}-?ui2;g)T;jNW;B|M$R6v5lKvfOJ1kr%@5T{mhzM=9AD`qJ`xS87U&UE+S24"
            "wB+yI5o>fNJHZ5;x7p0*kGW6#bc?j)31`S;nJ2<Vy9$%=D$qmcV<TGVB28|$Wh03od8nZ^m-4*h(QLDeEI%8^Si5IgHEYPYPmlRl"
            "1IaN%?5%Yrr+%P$s3hJ7JKxv%A71g!%2BDiuu<xhIa28Y^5hS^$Jgu(34uJ+VWK2jwa|07OEY=tB%b}e7Uud1Z2PCkT7T&dzQKo~"
            "*PPZw45V^j+eUX(&PhC7>0{)>P8ENhgt0vguwT%H2{BDC1%`4yrz~2g+jd#tPtlh)%nxW9gfj_KhQf3z^->;7?I$dB`Pj50Fw%ze"
            "88z)UnXJ|1A}(OKBp|}S#I|_BV%cdT*}xl;>e9=9cp#P7Zf7DHj#33_b&L(RiS~VPrR+sZvi)nU)osCN{LGYIN~-*Une=nNa<>zt"
            "hWzPg=dPTSv9?Zj*mE*`4V`H>qyavW?p|rkv_+QOedm`)S?^0L&VIej?@ra##&GW04m)CpWu-gEXKav-_|bJEndH_By4r@)iQCi5"
            "XY!1Ny?ovkNyqJbE4Ap9Rhh@hyxw|2NXFQ0UD%lmYDhaVrL&O>Zpd!UC9mvxAU~BnMvwD*<MlGO>ST1Wu`X?BqrH*}cxn~!Sa#Z9"
            "frVB`=kT<h{U7OWzXuxWIV;7f916^``5K26s3ptX91_xHrr%s$$?1pbuYM~%Ntei}Gc>c8+(yere~ZjQBk{O{{oEpStML;P`J~Gl"
            "=%NW4?Mle|7L!rNuvMgD%NvEiY%jN`x2(YzcqpUMUaMO}DMHVw#uk!}@4pV6(Ot@Ll9%LxpFubH%jKRv)G?&s&2Am`a3-_Z^WRC5"
            "+_DdFOM20vzL&Rl)~)vG7XA*6l@>CDt@VyA^<xeE`B(A)wMh?m$nsCHK(~>%hDi#opg%|lcf<0t!H(Cm!Sfg#`3)znni1VK4>w?m"
            "WFdLwW*6_Hm28PFkytjJx7uGLm}-Nxs~#kc6(NUq!xYZY$rdxjp)VD7#Y&K)y5lN2_Z7Q9O09~~?qfuv0sFyuTgv_GuJ8ZezC3c`"
            "{bVZX7QA($nL`PBfSZ$+q+*ERX+@S;gkF~8?1mF1ocmr+4<WnEMW)aqdq8hpq@}#n8n0E@0;-Yn=IAnX(_8GUwf*0DM;kOw*7F`#"
            "^O^0?#61lbAdU63a(bj@m~|n=PviC)vwbbz|LY>LSUn{Xn$6Fmr*XvI({d+y<agF9eo6hFH{Sx^P-$_NQQv3=rr!)i(!n~(Tc-X*"
            "rp!9TnQw>a?A<IEon@gF!x>qQtXjm&$c-ux%FeT#lYebChHF6!C&SOcbWN#!xnm`?B+6+T&gV6iyg~Ow-qUp&q7vhff-@Z;^R%e0"
            "_9yrykV?MOqnP0aSUGPO$)qm+C!5fUx$#Icl3Ok?3p)D4H8Z}^<a(Vc*-f9j;qp!!BLg$K1gYa5leSIZx<t_jduv-eAfJ;Y%dl&l"
            "$7K1|##u96C&TRrlK<yysXs|$uQEQchQW($sQ>Tcq?@noAUXW~zxOLj|J%;CvWso{U()GZ9K%s&>q@-z_h}b7P0g3J&614WDGqzI"
            "5l?o~A4rE!9ZD_f*>6Up9ad81V|Xt^`NX%n9Y=$v<Fp@LVvs#Rlng>%`dkhSvJY`W+9A80v%mbBbk!xy(S8;qPU^|`RAdx-anCqO"
            "zX56eAI+l&$SM7Fwybk8RNf|49Ze67)IV*Cl%eXXhid6Asx?s#$z{@X-cSR(AW!@vWR4!1&I__zq|p|-mg!mqb=2GnImb^qDyhA3"
            "`V80f3#xjSpPJ|O<!5fwRg7VZ4CmdClSg_**1L=HAx~0=E#wSa$Sf^R2X8_jTV&_BPpz?roSerU#C|rj->sxY>k7$fzF(Kkt&&y_"
            "#oO?}9Xm>{zUYEF72Bn_Zr4fnpRV;kvMn+kRmeSG%LAKZQ!t+#anWAsF}h<-zn8zz!q~qKV*%5uJSlky-Sj3CBE2@WfoOz9avSq?"
            "i1v01F<z^=eALaC>^>dXYvTB;&ulbyXfi*!PLmj_I@%?Y623wJ<7I`MBFn`24gF$lG{^L%%pp^xz<2hHlc-GJOr|Gfp|sPTveeIp"
            "johHqIP2a?UD9t0zWXHX;@(zbMi*fxoKAgo<5YWSB96#p%b<@XE0tFTjp^Fsn7I$I%j)2g{7P?lCqJVBS#6RQB6TOz`*vBk`xkis"
            "-R(B{sUqLvHs^ky*}jGUHAY|8k?p=OQrZ<eKqlW$F0Q+`81i~~QNYDYdUmd1_QW;T2sz5UKQ8OYz|ripWk_Zzyc_zXEXHy6<e%*Q"
            "pY}yzm8-&}j?t0&*j?A3WTZ}#Cz8Og?!cyel8vsSwAW_Z&gP(}Z4QieUvhVfdo7V8l*XQuvSZn7mM}}kSX!Gd<t4RFksYpu_afLs"
            "SGhfG`{yOXTZ!^oN|)<st0Dg~(Wcq^zeU<;Z)~Zi^RH^XV6={~M(%(N<T*E46qd;Z<i>hgfKBe4Yh~y8MD}q%6*7}im&h4i!&#rV"
            "g?Nmt<o#lv_%B@?+szDj)`Ik;MeL6K<cxI>rQudJLowcPep_!-Z8_DN!7E1|UL}8%!K;!phvF1^;sDuapnS@fRi8?Y)ykavxAHrC"
            "Kw90zjT?={Qj#uw(~s8FURM(8TP>kEywRlTU3BvuSY%)lCfISgVioj~uA%ypTS5Cn$N0VUPl>k|OsK-zA+Uw5B%Ut*hTOJ*?0ACj"
            "dyGBuo}11s*sQ->GP=qd%wmI`&+~P_IG*~Mo3BmuIsJYwMp%D((H?f%_B?rZ6bwy56Sjp+xW&G5z@EF+dmh^V^efA(=k$SwYvDjv"
            "%Yy3K!P0y4$R0ZZdn%drsEyKp<g!Gw9UYae{&nhqv!zCAT$K^@u%3ae^!J{4%*~sGvwlZF&+5(K3T^DoV0IqhKKA4e<kw1A&pz6R"
            "#FvfzA3O&;fKKOD&q9P2B!d>!MNI6UWv`{c6xYZ#XG<*`dS`uH8E#B7Z1-zfUVhbD`I3!%H=o}N@z$E&U}W6}q~X2V8EHM0%}nn4"
            "Hr5}kMNv(5$m3u`Zs1Xi)MVZo`wq*rq->{t7vncqC)f;Qm~m^!ruC$1V4I&`ZnJ?@)3o@-9?CF1M;$%UXzQv`*zNbk+rU3Emg%zU"
            "|Nm{&{{j8rmHq"
        ),
        (
            "c-jL100001"
        )),
    "b": ("bfloat16", (3, 16), (16, 1), 0, "cpu", 48,
        (
            "c-muNfB*w14FCa<05J"
        ),
        (
            "c-jGA0H6PbKr6rXzNtT@z>>e6Ki<DaKmtG=Kn_5mzDhodz+b=Szdt{WzbHSdKMKIqzOcWRzhA$CzaPIvKsP|eKTf{Mz5u_!zu3Hv"
            "ztcXnKbgOfzwf>Tz^1+ez`8z)K$kx^TQTA"
        ),
        (
            "c-jL100001"
        )),
    "A_log": ("float32", (16,), (1,), 0, "cuda", 16,
        (
            "c-muNfB*p~4FCX;01*"
        ),
        (
            "c-jF#0KfmlB*VX<uK2%hM-{&aJm|kif5*Seu}{CC?}<L3EHplaeB{0gz)e2@0p7ln8EL;mT;9J|ya~U6&=|j@)-pd-JRso"
        ),
        (
            "c-jL100001"
        )),
    "dt_bias": ("bfloat16", (2048,), (1,), 0, "cuda", 2048,
        (
            "c-muNfC3H(1poj@00{"
        ),
        (
            "c-j?Ld3?@iwztGmv6RFvB6ebpJ$aw=MNqr6iAYF@kPt*<vlE6^@6~cUs)(X79jXhaT4Q;ibE>v!DYcDTMcb=PDQ!omqt>}!pZA|P"
            "@8_4_^PF?O+Zk<TS{tPbOF}pbt(wcUm-UdW4VDHUyZ&0=KGw-L(5m@(`$!_}l!RD_>#2*7qKTM?Ip~Kte^M{W5-dhTjCcRkA*h4`"
            "Tc*`55C5&zY#=hN4c5A113Fs_zL2UIuA5w$oR%Xl57DTKbR3n%x>K_dh6ps3h8C|wd6Q6kMP?z~21=RK_cx?E#<-D|X<58$cQ|W+"
            "L8`$)2NzifY?m6=2L;mFe)T==qV}|2xTIBNB0kbEzswKdo2%drzu3O^X?9erV6)!x#dbiGb%WHx`v<>rx1>GBSuHCI*2fvwz;dK5"
            "Ue&sGP-eqnvCc4Y3(yS7ekA*_2xIMlY}IA5UL$OjEWlzLY;Var?PP02kf{Mov_;q}y|Gs>yD03_A(oF^-KD!_khQl+q+pA7M2bC!"
            "9=OiCCfaG4kBZhy$65ueV-ZNTW)_cl8)x%1!=_>k-jFu_H|=7hEkc{2r|s9_Ho>pgiB|0LwAiYd*H;9ZtA|{qJ<=XJ+eV6NqD5K("
            "cCw30gE{!zO|xC{SNE*zXUV85^W}nOYd1bISbzde&~rY96CPqUtu-flMzhh*?c|&a?YM7fFG`vYzyQsbSe=9r^k?PAgJX4{JR@Z~"
            "3zY&*SkX9qBAqecn#u|NSrfITjpF|gu{G{nmyROWm^07Ues<YSwXd{1KJ^vxnU>gmYil!*OkB1@9jk*CTHA7LJ26rdOEt;T>@`XB"
            "WqMN6tdl+GXIn9fvB)|Sse^G$&JthI7Ei>6N<3cT)VIjbvV>31loxfOt&~gdx)c!K6|g&4$u+`Tny*zQ7uQ^x)kRM5ET_FgAG`n2"
            "%{s;!VFIrEW%9|>3G%k>Ilaa>>}&DabR+~iq6V($UOB2S`x1Lc-`5*56HRbMD$7a{8$f=Qmr+(7lMoiW(Eg;~>nI$N@dj;-9#VvS"
            "^k=PCwFlmm4p_k%)W&_HWVMXJ0+*)sc!xh~L#w5qD&!?CK~FTY_7aY5ZmX(P_8WDb?w94PF-O;Ef=$#Y-tv)ePJEQ==Q_oX%0R4%"
            "yX>?46k_45M#~R!z+aQ|f!(a#VJKdc#`upbKocE@hL)jGs6`dX#TaptgBWe7x$YhR3|h!y4Acp_#6Huyu9Afy&gP)m!OCRrc-+!C"
            "Qd5ue+#Gw4HDr=sBT!ZI5F^8Mp!L-GF2gc)mMzo~$hR2VpqbLxvUpx!BD9@MB3c{TIP}6)p0P>aWj*P{;AF`p;=h#jZY2IH_lf!P"
            "mWfU_M!FfSC+-TYjjfVJm`L2^$Q-=R-p)dVl^|XRN-8oTt^y}|M&q=ZrbFbuv_w6=LuH(l`9wLQancA?EQ!2JkZ3HzQ7xxOs4q>B"
            "WKTG+DC=(jE9d2cB-v)xQ)t&^nXGW9wY&>pJeK=BG(wTxlSlHYZkGhA*Z}m<Tx8fU5^w8t5YD>eKFRta3%xn_@1)S)(%)q)-xQPy"
            "Hq8yeML9&J?Sn8mAsK!i?(npZ*cMl4Ve&-x_%V3I`=4<OseL1*g<Brzg+4lf@BB%hMRh7;x-4`3sW`o5vp$cBdQUs+V7W&1StT!1"
            "^@ozzNA<QO+5$^OIpmUQFQCMSBh^j!RqP9yLY+^vEADOCBPliu-Smvkp|bC!e#Q__0nEksnr)NJlV>qhyx*xkiI`wBtUBj6g}hi`"
            "AF`+K$!WbKeeI!ds!m!X&BFa~D?%^5<0H`0-jHoN2h%k~+SzY`$JzxOv;lSRG<*0Hxp-UyR?aSHZ>nN9p87M-ZW-tXp(3WqC2Gzb"
            "iR5(8ODw*jdR>)OddmNzN$73mgN^Mc{mSnmBEQuUG67Gh$%23kwZCXMD$9#fi+VakJ6Jwv|D8^?eOgh=^h=()NmuaiYr0D3qs&i{"
            "VgO&uo7z#ol%NZxW>vL*c0u+_Q%jXwGQ$?SJyOTFkO*@1M-9?tuE=Z~W+&yMY}di~Ft9g}i&x}zy6dl6*?yJJ`7Iv_XeEz*F>d;I"
            "qzYAenS|R8DWJBVlQC8(QMOTj2<*}G2kYTY-6Dw^V$bW}sj4HWkQGpD#garF94Q<9>ym+aJhPcbT9&l2P=r_%f+}S64oSlfEs-nQ"
            "7C*^TpRSJEj_<-yx#$}4jXR{POT$bwwOJM-r4r<=<88@P79-Iwmn<LZ=3}JoCFZ}7{XRh+N?-Y!uC&K>w^yZ!{!#m2G(WBEP5F;k"
            "t<Rn}3CtuSVl>r8B2Ie9C$d%A&>i9fq4rQW=qJ999%db}+LUZfpkw?ka9{WE{N^^2sN3h;N;PYNW}I$<Rbj_kSu|OBTSf#o=(4~D"
            "`G#mNkimAyUDL(H$si156`Q1w7T6HqULs|;-j$s$U84168H=@2pXeR0k2RKhQ-xUts+wi7^q&4?`+R&PlWkIPgG5M0d*CP1<2UIj"
            "&P13edSbG4v~{vYCfQKyVAC-iE%BM$@fp<m2n)5^Xdn*)JrJ;KGKBYPiaYLR@Gf<_i}khbvd|91i7l}SvO&zpxVH4J_gp(yM767o"
            "C`__&rh_ay=9{3IyDCwbVXIv()oi1N%D!N}z3yjN81n3IOcfn5lZh!uU(y!V%a4<qHkq26Xm67T#Ws=kB$?n8u{YPn=y~an8TbR4"
            "y#SSLk6ab?7quHJtcP?xDc$v&ma`{Pi5~Poe~~6Al76`7oXvJi{CM<rpGu~^%_lo*W#1k*r5^FPRUhbGosO;gZ)&(o3uMcyZiLm9"
            "tl+ou58`;O7UMU4+jS14_%&`Jky#$kSc(<tFrDX1^}bAF?`ohB$#Pc~`eAhH)jCR-`fkiN|D}_7zs^j5QTR~TYkaT~rm>D&eu<RO"
            "4c_;Kft6C9skNiErtejkFif`F63dQuWyg<575QGmrM#VXwVCX?qL<BN-ime)wV5T@2Z39`{?x(!^oTr*wQ_!_MbQ;+%11gDrA(pC"
            "h>CN;Y4n{2$Y2&p#a!)xrqr1l_Pno$8f4ua*-TZvCvW*w@;jCOl8z?!m8_9&%*>~?tKB;YYRZd}r#mH=`E?RX?4-72F6)ifeA5Sh"
            "CpmYC=_AwqLn~paYr_okFTJCViSItOiEd~`lB<Q%%73AkeHWYvRJA`y118kN+8^VXj%N@rtU^yv?TckV;74*VOlvZKO(9a>mq?!R"
            "M3&fG`gu0mGAq|1PWtG3)ZbJqvgIz_cd`lWcr@Lsy6bA$c$Ro9B<~uMpA`{{#we9JZXUCH0daiJAD1j<vh(sG^HnFw)(QMxHSWIr"
            "OPV83b8Wc9=u9MIHN85S`8W(6Bw&z-x?UPcsSiPloOGl4do_0L19m3^Pg7|WRqPpl9<!s>Y_|22eCESAwO|+NMeSUvi?}JAW&Vk_"
            "pLMECmwo=O`#&u}cpzLx;kKTYZ+XHTYJR8SIekQ>4wD_y*vHdP4!J!pkL;+4-hl`!L~|tRpV^sy_>0y<8F!NP<asMxr%J6=(|q!G"
            "kETdC)$&>CE+G<!2G)|w8IFDQxoQ|fR(8i&W~~L7VzY>z=QJ9TS`b+6)-jI{MrFIt{Cgx=%q?gHbu!<+mhYsEJV&g(A-k9khv-_Z"
            "U~#sI4t`Gl#4bmp0=I%`)|*OIQHr&?z7$MGYZPH_aI{8Z72WrD2X-#NdDJ%UWmeC&`BCzXTkVoK^{alfcIS3;Lq=1FU$D)=?o1{9"
            "T%>aQ!D~KLekAYnq_VZe1DTGKoYQP3xRnym6w#J@-n(*xC=0P1e*e-Pc3qgXtCErV)(RKd{{_77WqBBEhnu=dU!x;Gb%PMAPegX6"
            "hX8Y}#Ab8*ImfNyyrkfJ$*@|)<j2e>a|1n?mtVj?rN6F~WBReKW@pYyI-ckQCYL<&xV3wl8>1lB9yu1tyxWSXEY*85jI+<d=3t~X"
            "eTqBli~2}$?R1M<p$~lo-<2j$<c7liLNw4Zag6Hqo9j)SPh<vf$PKVPmG_ixW4ath?KmJGySloBH$Nw<sfu;!M5&fc<(SJY<dlqa"
            "bBX2s!5MZ*o~GTytmn9F)Z6T5Eri+!@`I*Rd6O;6#S%ZE)W*eVZY}B8$B2US{(|(ky>gO?^@P;tui4z1-*wskw6>C)Oj^avSWAO7"
            "e5#FMqW;|{YpIMQV{S<ab}?r+Mhjnwx1Vh<P+y-XUvp3q{}#w4ZD2hufO_Q6C5d4|o^8AN{9^8|-R%DXmqAbG"
        ),
        (
            "c-jL100001"
        )),
    "initial_state": ("float32", (4, 16, 128, 128), (262144, 16384, 128, 1), 0, "cuda", 1048576,
        (
            "c-jL100001"
        ),
        (
            "c-jL100001"
        ),
        (
            "c-muNU}1m&9xw?20FVF?"
        )),
    "out": ("bfloat16", (3, 1, 16, 128), (2048, 2048, 128, 1), 0, "cuda", 6144,
        (
            "c-muNfC32!1polJ02u"
        ),
        (
            "c-rm4F%19!00N-sRx_G4JQy?u00000000000002a4MD`|v;"
        ),
        (
            "c-jL100001"
        )),
    "ssm_state_indices": ("int32", (3,), (1,), 0, "cuda", 3,
        (
            "c-muNfB<GF4FCWr00a"
        ),
        (
            "c-muRU|?VdVkRI4001}u2L"
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
OUT_ALLOWED = STATE_ALLOWED = None


if __name__ == "__main__":
    sys.exit(main())
