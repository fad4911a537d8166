"""Records GDN ground truth from the upstream Triton packed GDN decode kernels, on a GPU:

    PYTHONPATH=<folder with the wheels' kernel files> \\
        python3 python/upstream/record_gdn_fixtures.py --out fixtures/upstream/gdn

writes
* ``<out>/<kernel>/NNN-<name>.safetensors``: 15 numeric cases per kernel (``sglang``:
  SGLang 0.5.23, ``vllm``: vLLM 0.33.0), the same inputs for both, in the KDA fixture
  format of fixtures/upstream/README.md with ``__metadata__["op"] = "gdn"``: a and b are
  [B, HV], dt_bias [HV], ``lower_bound`` is "none"; ``a_row_stride`` and ``b_row_stride``
  join ``mixed_qkv_row_stride`` and ``state_slot_stride``; ``kernel`` names the kernel and
  ``expected_deviation`` says why the kernel's result cannot be the contract's on this case
  (empty when it must be), ``possible_deviation`` a deviation one step may not show;
* ``<out>/upstream-calls.jsonl``: 600 validation verdicts (``"op": "gdn"``), one call
  described by its tensors' descriptors per line, each checked by both wrappers (which
  must agree, or the script stops): every one of the contract's 19 rules fires first on
  at least 20 lines, and 100 or more calls are accepted.

Verdicts need no kernel launch: the wrappers' kernel objects are replaced, for the
verdicts only, by a stand-in that records the launch, so an accepted call with any
descriptors is safe. Everything random comes from the seeds written here.
"""

import argparse
import json
import math
import os
import random
import sys

import numpy as np
import torch
from safetensors.torch import save_file

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sglang_gdn  # noqa: E402
import vllm_gdn  # noqa: E402

KERNELS = {
    "sglang": (sglang_gdn, "SGLang 0.5.23 fused_recurrent_gated_delta_rule_packed_decode (Triton)"),
    "vllm": (vllm_gdn, "vLLM 0.33.0 fused_recurrent_gated_delta_rule_packed_decode (Triton)"),
}
L2_EPS = float(np.float32(1e-6))  # the float32 constant the kernels add, as a double
SOFTPLUS_THRESHOLD = 20.0

# --- numeric cases ----------------------------------------------------------------------

# name, H, HV, K, V, B, num_slots, indices, dtypes (act, state, b, A_log/dt_bias, indices),
# layout extras (qkv row, a row, b row, slot), l2norm, value family, note.
BF, F16, F32 = torch.bfloat16, torch.float16, torch.float32


def case(name, H, HV, K, V, slots, indices, act=BF, state=F32, b=None, params=F32, idx=torch.int32,
         extras=(0, 0, 0, 0), l2norm=True, family="ordinary", note="", guard=0):
    return dict(name=name, H=H, HV=HV, K=K, V=V, num_slots=slots, indices=indices, act=act, state=state,
                b=act if b is None else b, params=params, idx=idx, extras=extras, l2norm=l2norm, family=family,
                note=note, guard=guard)


CASES = [
    case("qwen3-next-tp8-k128-fp32-state", 2, 4, 128, 128, 3, [2, 1], extras=(64, 4, 4, 0),
         note="Qwen3-Next-80B at TP8 (H/HV 2/4), K = V = 128, strided rows, fp32 pool"),
    case("qwen3.5-tp8-gva3-k128-bf16-state", 2, 6, 128, 128, 3, [1, 2], state=BF,
         note="Qwen3.5 GVA ratio 3 at TP8 (H/HV 2/6), K = V = 128, bf16 pool"),
    case("qwen3-next-tp4-k128-bf16-state-padded-slots", 4, 8, 128, 128, 3, [2, 1], state=BF,
         extras=(0, 0, 0, 1024), note="Qwen3-Next at TP4 (H/HV 4/8), K = V = 128, slots padded apart"),
    case("qwen3-next-hv32-h16-k32", 16, 32, 32, 32, 5, [4, 1, -1, 3], extras=(96, 8, 8, 512),
         note="Qwen3-Next's full head counts (32/16) with small K, V; strided rows, padded pool, a padding row"),
    case("qwen3-next-hv16-h8-k32-bf16-state", 8, 16, 32, 32, 4, [3, 1, 2], state=BF,
         note="Qwen3-Next at TP2 (16/8), bf16 pool"),
    case("qwen3.5-hv48-h16-k32-fp16-state", 16, 48, 32, 32, 3, [1, 2], state=F16,
         note="Qwen3.5's GVA ratio 3 (48/16), fp16 pool"),
    case("qwen3.5-hv24-h8-k32-int64-indices", 8, 24, 32, 32, 4, [3, -1, 1], idx=torch.int64, extras=(8, 2, 2, 0),
         note="GVA ratio 3 (24/8), int64 indices, strided rows"),
    case("k-5-v-3-gva3", 1, 3, 5, 3, 4, [1, 3, 2], note="head dims below one tile and not powers of two"),
    case("k-96-v-80", 1, 2, 96, 80, 3, [2, 1], extras=(16, 0, 0, 64), note="K, V not powers of two"),
    case("fp32-everything-l2norm-off", 2, 4, 16, 16, 4, [1, 2, 3], act=F32, l2norm=False,
         note="float32 activations, b and pool; no in-kernel L2 norm"),
    case("fp16-activations-softplus-threshold", 2, 4, 16, 8, 3, [2, 1], act=F16, family="softplus",
         note="a + dt_bias within 0.5 of the softplus threshold 20"),
    case("extreme-logits-tiny-qk", 1, 2, 16, 16, 3, [1, 2], family="extreme",
         note="a at +-100, b at +-30, q and k norms near the L2 epsilon"),
    case("negative-indices-padding", 2, 4, 16, 16, 3, [-1, 2, -5, 1, -2147483648],
         note="negative indices other than -1 are padding"),
    case("slot-0-used", 2, 4, 16, 16, 3, [0, 2, 1], note="slot 0 is an ordinary slot (contract)"),
    case("index-past-the-pool-is-padding", 2, 4, 16, 16, 3, [1, 3, 4], guard=2,
         note="indices 3 and 4 with num_slots 3 are padding (contract); the pool sits in a larger buffer so "
              "that a kernel reading or writing them touches only memory of the recording"),
]


def expected_deviation(kernel, c):
    why = []
    if any(i >= c["num_slots"] for i in c["indices"]):
        why.append("an index >= num_slots is an active row to the kernel (out computed, memory past the pool "
                   "read and written); the contract makes it padding")
    if kernel == "vllm" and 0 in c["indices"]:
        why.append("vLLM treats index 0 as padding (state_idx <= 0, its NULL_BLOCK_ID); the contract makes "
                   "slot 0 an ordinary slot")
    return "; ".join(why)


def possible_deviation(kernel, c):
    """A deviation the kernel has on this case that one step may or may not show."""
    if kernel == "sglang" and c["b"] != F32 and any(0 <= i < c["num_slots"] for i in c["indices"]):
        return ("SGLang rounds beta = sigmoid(b) through b's dtype before the float32 update (the contract keeps "
                "it float32); one step may stay within the tolerance, a rollout does not")
    return ""


def fill(c, gen):
    """The logical inputs (float64 on the host) of case c."""
    B, H, HV, K, V = len(c["indices"]), c["H"], c["HV"], c["K"], c["V"]
    r = lambda *shape: torch.randn(*shape, generator=gen, dtype=torch.float64)  # noqa: E731
    qkv = r(B, 2 * H * K + HV * V)
    a, b = r(B, HV), r(B, HV) * 2
    A_log, dt_bias = r(HV) * 0.5, r(HV) * 0.5
    state = r(c["num_slots"], HV, V, K) * 0.5
    if c["family"] == "softplus":
        dt_bias = torch.full((HV,), 20.0, dtype=torch.float64)
        a = (torch.rand(B, HV, generator=gen, dtype=torch.float64) - 0.5)
    if c["family"] == "extreme":
        a = torch.where(r(B, HV) > 0, 100.0, -100.0)
        b = torch.where(r(B, HV) > 0, 30.0, -30.0)
        qkv[:, : 2 * H * K] *= 1e-4
    return dict(mixed_qkv=qkv, a=a, b=b, A_log=A_log, dt_bias=dt_bias, initial_state=state)


def evaluate_f64(x, indices, H, HV, K, V, scale, l2norm):
    """The contract's math (section 2) in float64 from the rounded inputs: out [B, 1, HV, V]."""
    B = len(indices)
    num_slots = x["initial_state"].shape[0]
    out = torch.zeros(B, 1, HV, V, dtype=torch.float64)
    scale = float(np.float32(scale))
    for i, s in enumerate(indices):
        if s < 0 or s >= num_slots:
            continue
        row = x["mixed_qkv"][i]
        for hv in range(HV):
            h = hv // (HV // H)
            q = row[h * K:(h + 1) * K].clone()
            k = row[H * K + h * K:H * K + (h + 1) * K].clone()
            v = row[2 * H * K + hv * V:2 * H * K + (hv + 1) * V]
            if l2norm:
                q = q / math.sqrt(float((q * q).sum()) + L2_EPS)
                k = k / math.sqrt(float((k * k).sum()) + L2_EPS)
            q = q * scale
            xg = float(x["a"][i, hv]) + float(x["dt_bias"][hv])
            softplus = math.log1p(math.exp(xg)) if xg <= SOFTPLUS_THRESHOLD else xg
            g = -math.exp(float(x["A_log"][hv])) * softplus
            beta = 1.0 / (1.0 + math.exp(-float(x["b"][i, hv])))
            S = x["initial_state"][s, hv] * math.exp(g)
            r = (v - S @ k) * beta
            S = S + r[:, None] * k[None, :]
            out[i, 0, hv] = S @ q
    return out


def strided_rows(values, dtype, extra, device):
    """values [B, W] in a [B, W + extra] buffer: rows W + extra apart, the gaps NaN."""
    B, W = values.shape
    base = torch.full((B, W + extra), float("nan"), dtype=dtype, device=device)
    view = base[:, :W]
    view.copy_(values.to(dtype))
    return view


def record_case(number, c, kernel, out_dir, producer):
    module, _ = KERNELS[kernel]
    gen = torch.Generator().manual_seed(1000 + number)
    x = fill(c, gen)
    dev = torch.device("cuda")
    B, H, HV, K, V, S = len(c["indices"]), c["H"], c["HV"], c["K"], c["V"], c["num_slots"]
    ex_qkv, ex_a, ex_b, ex_slot = c["extras"]
    scale = K ** -0.5
    mixed_qkv = strided_rows(x["mixed_qkv"], c["act"], ex_qkv, dev)
    a = strided_rows(x["a"], c["act"], ex_a, dev)
    b = strided_rows(x["b"], c["b"], ex_b, dev)
    A_log = x["A_log"].to(c["params"]).to(dev)
    dt_bias = x["dt_bias"].to(c["params"]).to(dev)
    slot_stride = HV * V * K + ex_slot
    storage = torch.full(((S + c["guard"]) * slot_stride,), float("nan"), dtype=c["state"], device=dev)
    if c["guard"]:
        storage[S * slot_stride:] = 0.0  # what a kernel reads for an out-of-range slot
    pool = storage.as_strided((S, HV, V, K), (slot_stride, V * K, K, 1))
    pool.copy_(x["initial_state"].to(c["state"]))
    indices = torch.tensor(c["indices"], dtype=c["idx"], device=dev)
    out = torch.full((B, 1, HV, V), float("nan"), dtype=c["act"], device=dev)
    # The rounded inputs, as the kernel sees them, for the float64 evaluation.
    rounded = dict(mixed_qkv=mixed_qkv, a=a, b=b, A_log=A_log, dt_bias=dt_bias, initial_state=pool)
    rounded = {k: v.detach().cpu().to(torch.float64) for k, v in rounded.items()}
    initial = pool.detach().cpu().clone()
    module.packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, pool, out, indices,
                             use_qk_l2norm_in_kernel=c["l2norm"])
    torch.cuda.synchronize()
    tensors = {
        "mixed_qkv": mixed_qkv.cpu().contiguous(), "a": a.cpu().contiguous(), "b": b.cpu().contiguous(),
        "A_log": A_log.cpu().contiguous(), "dt_bias": dt_bias.cpu().contiguous(),
        "ssm_state_indices": indices.cpu().contiguous(), "initial_state": initial.contiguous(),
        "out": out.cpu().contiguous(), "final_state": pool.detach().cpu().contiguous(),
        "out_f64": evaluate_f64(rounded, c["indices"], H, HV, K, V, scale, c["l2norm"]).contiguous(),
    }
    meta = {
        "format": "kda-packed-decode-case/1", "op": "gdn", "producer": producer, "kernel": kernel,
        "scale": repr(scale), "use_qk_l2norm_in_kernel": "true" if c["l2norm"] else "false",
        "lower_bound": "none", "B": str(B), "H": str(H), "HV": str(HV), "K": str(K), "V": str(V),
        "num_slots": str(S), "mixed_qkv_row_stride": str(mixed_qkv.stride(0)), "a_row_stride": str(a.stride(0)),
        "b_row_stride": str(b.stride(0)), "state_slot_stride": str(slot_stride), "note": c["note"],
        "expected_deviation": expected_deviation(kernel, c), "possible_deviation": possible_deviation(kernel, c),
    }
    os.makedirs(os.path.join(out_dir, kernel), exist_ok=True)
    path = os.path.join(out_dir, kernel, f"{number:03d}-{c['name']}.safetensors")
    save_file(tensors, path, metadata=meta)
    # A first look, printed: the largest difference of out from the float64 evaluation,
    # relative to the largest |out_f64| of the case.
    got = tensors["out"].to(torch.float64)
    want = tensors["out_f64"]
    finite = torch.isfinite(got).all().item()
    rel = float((got - want).abs().max() / want.abs().max().clamp_min(1e-300)) if finite else float("nan")
    print(f"{kernel:6s} {os.path.basename(path)}: max |out - out_f64| / max |out_f64| = {rel:.3e}"
          f"{'  (expected deviation)' if meta['expected_deviation'] else ''}", flush=True)
    return path


# --- validation verdicts ------------------------------------------------------------------

class _NoLaunch:
    """Stands in for a Triton kernel while verdicts are taken: `kernel[grid](...)` records
    that the wrapper got as far as the launch."""

    launched = 0

    def __getitem__(self, grid):
        def launch(*args, **kwargs):
            _NoLaunch.launched += 1
        return launch


def _descriptor(t):
    return {"shape": list(t.shape), "strides": list(t.stride()), "dtype": str(t.dtype).replace("torch.", ""),
            "device": "cpu" if t.device.type == "cpu" else f"cuda:{t.device.index or 0}"}


RULES = list(range(1, 20))


def _valid_call(rnd):
    H = rnd.choice([1, 1, 2, 3])
    HV = H * rnd.choice([1, 2, 3])
    K, V = rnd.randint(1, 6), rnd.randint(1, 5)
    B = rnd.choice([0, 1, 2, 3, 4])
    S = rnd.randint(1, 4)
    act = rnd.choice(["bfloat16", "float16", "float32"])
    width = 2 * H * K + HV * V
    return {
        "mixed_qkv": [[B, width], [width + rnd.choice([0, 0, 3]), 1], act],
        "a": [[B, HV], [HV + rnd.choice([0, 0, 2]), 1], act],
        "b": [[B, HV], [HV, 1], act],
        "A_log": [[HV], [1], "float32"],
        "dt_bias": [[HV], [1], rnd.choice(["float32", act])],
        "initial_state": [[S, HV, V, K], [HV * V * K + rnd.choice([0, 0, 5]), V * K, K, 1],
                          rnd.choice(["float32", "bfloat16", "float16"])],
        "out": [[B, 1, HV, V], [HV * V, HV * V, V, 1], act],
        "ssm_state_indices": [[B], [1], rnd.choice(["int32", "int64"])],
        "_device": {}, "_dims": (B, H, HV, K, V, S),
    }


def _mutate(call, rule, rnd):
    """Changes call so that `rule` fails (earlier rules may fail too when stacked)."""
    B, H, HV, K, V, S = call["_dims"]
    t = call
    if rule == 1:
        t["mixed_qkv"][0] = t["mixed_qkv"][0] + [1] if rnd.random() < 0.7 else t["mixed_qkv"][0][:1]
        t["mixed_qkv"][1] = t["mixed_qkv"][1] + [1] if len(t["mixed_qkv"][0]) == 3 else [1]
    elif rule == 2:
        t["mixed_qkv"][1][-1] = 2
    elif rule == 3:
        name = rnd.choice(["a", "b"])
        t[name][0] = t[name][0] + [1]
        t[name][1] = t[name][1] + [1]
    elif rule == 4:
        t[rnd.choice(["a", "b"])][1][-1] = rnd.choice([0, 2])
    elif rule == 5:
        name = rnd.choice(["A_log", "dt_bias"])
        t[name][0], t[name][1] = [HV, 1], [1, 1]
    elif rule == 6:
        t[rnd.choice(["A_log", "dt_bias"])][1] = [2]
    elif rule == 7:
        t["ssm_state_indices"][0], t["ssm_state_indices"][1] = [B, 1], [1, 1]
    elif rule == 8:  # every element two apart: not contiguous unless out has one element or none
        t["out"][1] = [2 * HV * V, 2 * HV * V, 2 * V, 2]
    elif rule == 9:
        t["_device"][rnd.choice(["a", "b", "A_log", "dt_bias", "initial_state", "out", "ssm_state_indices"])] = "cpu"
    elif rule == 10:
        name = rnd.choice(["a", "b"])
        t[name][0] = [B + rnd.choice([1, 2])] + t[name][0][1:]
    elif rule == 11:
        t["ssm_state_indices"][0] = [B + 1]
    elif rule == 12:
        t["initial_state"][0] = t["initial_state"][0][1:]
        t["initial_state"][1] = t["initial_state"][1][1:]
    elif rule == 13:
        t["initial_state"][1][-1] = 2
    elif rule == 14:
        name = rnd.choice(["a", "b"])
        t[name][0] = [t[name][0][0], HV + rnd.choice([1, 2])]
        t[name][1] = [HV + 3, 1]
    elif rule == 15:
        t[rnd.choice(["A_log", "dt_bias"])][0] = [HV + rnd.choice([1, 3])]
    elif rule == 16:
        shape = list(t["out"][0])
        shape[rnd.choice([0, 1, 3])] += 1
        t["out"][0] = shape
        t["out"][1] = [shape[1] * HV * shape[3], HV * shape[3], shape[3], 1]
    elif rule == 17:
        qk = 2 * H * K
        width = HV * V + rnd.choice([qk + 1, qk - 1 if qk > 1 else 0, 0, -1 if HV * V > 1 else 0])
        t["mixed_qkv"][0] = [B, max(width, 0)]
        t["mixed_qkv"][1] = [max(width, 1), 1]
    elif rule == 18:
        width = HV * V + (2 * (H * K + 1) if K > 1 else 0)
        if K == 1:  # every size divides K = 1: change K instead (the pool's last dim)
            t["initial_state"][0] = t["initial_state"][0][:3] + [2]
            t["initial_state"][1] = [HV * V * 2, V * 2, 2, 1]
            width = HV * V + 2 * (2 * H + 1)
        t["mixed_qkv"][0], t["mixed_qkv"][1] = [B, width], [width, 1]
    elif rule == 19:  # H = HV + 1 key heads: HV % H != 0
        width = HV * V + 2 * (HV + 1) * K
        t["mixed_qkv"][0], t["mixed_qkv"][1] = [B, width], [width, 1]


def _tensors(call, dev):
    out = {}
    for name in ("mixed_qkv", "a", "b", "A_log", "dt_bias", "initial_state", "out", "ssm_state_indices"):
        shape, strides, dtype = call[name]
        device = torch.device(call["_device"].get(name, dev))
        out[name] = torch.empty_strided(shape, strides, dtype=getattr(torch, dtype), device=device)
    return out


def _verdict(wrapper, t, scale, l2norm):
    try:
        wrapper(t["mixed_qkv"], t["a"], t["b"], t["A_log"], t["dt_bias"], scale, t["initial_state"], t["out"],
                t["ssm_state_indices"], use_qk_l2norm_in_kernel=l2norm)
        return True, None, None
    except ValueError as error:
        return False, "ValueError", str(error)
    except ZeroDivisionError as error:  # noqa: F841 - not a verdict the contract knows
        return None, None, None


def record_calls(path, count, seed):
    """count verdict lines; both wrappers must agree on each."""
    wrappers = {}
    for kernel, (module, _) in KERNELS.items():
        wrapper = module.wrapper()
        sys.modules[wrapper.__module__].fused_recurrent_gated_delta_rule_packed_decode_kernel = _NoLaunch()
        wrappers[kernel] = wrapper
    rnd = random.Random(seed)
    lines, per_rule, by_verdict = [], {r: 0 for r in RULES}, {}
    accepted = 0
    attempts = 0
    plan = [r for r in RULES for _ in range(25)] + [0] * 125  # 0: no mutation
    rnd.shuffle(plan)
    while len(lines) < count and attempts < 20 * count:
        rule = plan[len(lines) % len(plan)] if attempts < 10 * count else rnd.choice([0] + RULES)
        attempts += 1
        call = _valid_call(rnd)
        if rule:
            _mutate(call, rule, rnd)
            if rnd.random() < 0.25:  # a second mutation: which rule wins
                _mutate(call, rnd.choice(RULES), rnd)
        try:
            tensors = _tensors(call, "cuda:0")
        except RuntimeError:
            continue
        scale = rnd.choice([0.125, 0.5, 1.0])
        l2norm = rnd.random() < 0.5
        verdicts = {k: _verdict(w, tensors, scale, l2norm) for k, w in wrappers.items()}
        first = verdicts["sglang"]
        if first[0] is None:
            continue
        if any(v != first for v in verdicts.values()):
            raise SystemExit(f"the wrappers disagree on {call}: {verdicts}")
        line = {"op": "gdn", "tensors": {k: _descriptor(v) for k, v in tensors.items()}, "scale": scale,
                "use_qk_l2norm_in_kernel": l2norm, "lower_bound": None, "accepted": first[0]}
        if not first[0]:
            line["error_type"], line["message"] = first[1], first[2]
        else:
            accepted += 1
        lines.append(line)
        per_rule[rule] = per_rule.get(rule, 0) + 1  # 0: no mutation
        verdict = "accepted" if first[0] else first[2][:28]
        by_verdict[verdict] = by_verdict.get(verdict, 0) + 1
    with open(path, "w") as f:
        for line in lines:
            f.write(json.dumps(line) + "\n")
    print(f"{len(lines)} verdicts ({accepted} accepted, {_NoLaunch.launched} launches stood in for); "
          f"mutations applied per rule: {per_rule}", flush=True)
    for verdict, n in sorted(by_verdict.items(), key=lambda kv: -kv[1]):
        print(f"  {n:4d}  {verdict}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--kernels", default="sglang,vllm")
    parser.add_argument("--calls", type=int, default=600)
    parser.add_argument("--seed", type=int, default=20261204)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    producer_tail = (f"on {torch.cuda.get_device_name(0)}, torch {torch.__version__}, "
                     f"triton {__import__('triton').__version__}")
    for kernel in args.kernels.split(","):
        for number, c in enumerate(CASES, start=1):
            record_case(number, c, kernel, args.out, f"{KERNELS[kernel][1]} {producer_tail}")
    record_calls(os.path.join(args.out, "upstream-calls.jsonl"), args.calls, args.seed)


if __name__ == "__main__":
    main()
