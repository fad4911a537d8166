"""Records SGLang 0.5.23's `helion_kda_verify` validation verdicts, on a GPU machine:

    PYTHONPATH=$PWD/.carry/kernels python3 python/upstream/record_verify_verdicts.py \\
        --out fixtures/upstream/verify/upstream-calls.jsonl

writes 600 lines, one call each: its tensors' descriptors, the values of its index tensors,
``cache_steps``, ``lower_bound``, the mutations the recorder applied, and what the wrapper
said (format: fixtures/upstream/README.md, ``verify/``). Verdicts need no kernel launch:
the module's Helion kernel object ``_kda_verify`` is replaced by a stand-in that counts the
launch, so an accepted call with any descriptors is safe and the recording is of the
wrapper's checks alone (a Helion compile or launch error is not a verdict). The wrapper
reads no index values, but the contract's rules V11-V13 do, so each line carries them and
the tensors are filled with them. Everything random comes from the seed.

    python3 python/upstream/record_verify_verdicts.py --check [--port python/ports/numpy_port.py]

draws the same calls without torch and checks the drawing: every call consistent with its
descriptors; with the numpy port (numpy only), every valid draw accepted and every mutated
one rejected, a single mutation by the rule it names.
"""

import argparse
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KERNEL_MODULE = "sglang.kernels.ops.attention.helion.kda_verify"
NAMES = ("q", "k", "v", "a", "b", "A_log", "dt_bias", "ssm_states", "cache_indices", "query_start_loc",
         "intermediate_states_buffer", "intermediate_state_indices", "retrieve_parent_token")
INDEX_NAMES = ("cache_indices", "query_start_loc", "intermediate_state_indices", "retrieve_parent_token")
FLOAT_NAMES = ("q", "k", "v", "a", "b", "A_log", "dt_bias", "ssm_states", "intermediate_states_buffer")
HOME = "cuda:0"  # every tensor's device unless a V16 mutation moves one; q never moves
# Kimi-Linear-48B-A3B's KDA layers (32 heads, K = V = 128) at TP 1, 4 and 8: H == HV.
PRODUCTION_HEADS = ((32, 128, 128), (8, 128, 128), (4, 128, 128))
FLOATS = ("bfloat16", "float16", "float32")


def dense(shape):
    strides, step = [], 1
    for size in reversed(shape):
        strides.insert(0, step)
        step *= max(size, 1)
    return strides


def numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def rows_apart(shape, extra):
    """Dense strides with dim 0's rows `extra` elements apart beyond the dense pitch (padded slots, a
    wider buffer's rows)."""
    strides = dense(shape)
    if shape:
        strides[0] += extra
    return strides


# --- a valid call -------------------------------------------------------------------------

def draw_valid(rnd, tree=None, long_request=False, parent_ready=False):
    """A call the contract accepts (spec/verify.md), drawn shape first. long_request: one request
    carries cache_steps + 1 tokens (V12); parent_ready: a tree with a request of 2 or more tokens
    that has a snapshot row (what V13 needs)."""
    production = rnd.random() < 0.3
    if production:
        H, K, V = rnd.choice(PRODUCTION_HEADS)
        HV = H
        cache_steps = rnd.choice([2, 4, 8])  # MTP / EAGLE draft lengths
        N = rnd.randint(1, 3 if H == 32 else 6)
    else:
        H = rnd.choice([1, 1, 2, 3])
        HV = H * rnd.choice([1, 2, 3])
        K, V = rnd.randint(1, 8), rnd.randint(1, 6)
        cache_steps = rnd.randint(1, 5)
        N = rnd.choice([0, 1, 2, 3, 4, 5])
    if long_request or parent_ready:
        N = max(N, 1)
        cache_steps = max(cache_steps, 2) if parent_ready else cache_steps
    lengths = [rnd.choice([cache_steps, cache_steps, rnd.randint(0, cache_steps)]) for _ in range(N)]
    tree = rnd.random() < 0.5 if tree is None else tree
    S = cache_steps + rnd.choice([0, 0, 1, 2])
    rows = N + rnd.choice([1, 2] if parent_ready else [0, 0, 1, 2])  # parent_ready: a row left free
    num_slots = max(1, N + rnd.choice([0, 1, 3]))
    slots = [rnd.randrange(num_slots) if rnd.random() > 0.15 else rnd.choice([-1, -1, num_slots, -7, -2 ** 31])
             for _ in range(N)]
    free = list(range(rows))
    rnd.shuffle(free)
    snapshot = [free.pop() if rnd.random() > 0.15 else rnd.choice([-1, rows]) for _ in range(N)]
    if long_request:
        lengths[rnd.randrange(N)] = cache_steps + 1
    if parent_ready:
        n = rnd.randrange(N)
        lengths[n] = max(lengths[n], 2)
        if not 0 <= snapshot[n] < rows:
            snapshot[n] = free.pop()
    T = sum(lengths)
    P = cache_steps + rnd.choice([0, 0, 1])
    parents = []
    for n in range(N):
        has_row = 0 <= snapshot[n] < rows
        for j in range(P):
            if j == 0 or j >= lengths[n]:
                parents.append(-1)  # unread: step 0 reads the pool, steps past the request nothing
            elif has_row:
                parents.append(rnd.choice([j - 1, j - 1, rnd.randrange(j)]))
            else:
                parents.append(rnd.choice([j - 1, -1, j, 99]))  # unread: no snapshot row, the steps chain
    act = rnd.choice(FLOATS)
    qkv_width = 2 * H * K + HV * V
    packed = rnd.random() < 0.4  # q, k, v as views of one [T, 2HK + HV V] row, as SGLang splits them
    token = qkv_width if packed else None
    starts = [0]
    for length in lengths:
        starts.append(starts[-1] + length)
    index = lambda: rnd.choice(["int32", "int64"])  # noqa: E731

    def qkv(heads, dim):
        shape = [1, T, heads, dim]
        strides = dense(shape) if token is None else [T * token, token, dim, 1]
        return {"shape": shape, "strides": strides, "dtype": act}

    pool = [num_slots, HV, V, K]
    buffer = [rows, S, HV, V, K]
    t = {
        "q": qkv(H, K), "k": qkv(H, K), "v": qkv(HV, V),
        "a": {"shape": [T, HV * K], "strides": rows_apart([T, HV * K], rnd.choice([0, 0, 8])),
              "dtype": rnd.choice([act, "float32"])},
        "b": {"shape": [T, HV], "strides": rows_apart([T, HV], rnd.choice([0, 0, 2])),
              "dtype": rnd.choice([act, "float32"])},
        "A_log": {"shape": [HV], "strides": [1], "dtype": "float32"},
        "dt_bias": {"shape": [HV * K], "strides": [1], "dtype": rnd.choice(["float32", act])},
        "ssm_states": {"shape": pool, "strides": rows_apart(pool, rnd.choice([0, 0, 64])),
                       "dtype": rnd.choice(["float32", "float32", "bfloat16"])},
        "cache_indices": {"shape": [N], "strides": [1], "dtype": index()},
        "query_start_loc": {"shape": [N + 1], "strides": [1], "dtype": index()},
        "intermediate_states_buffer": {"shape": buffer, "strides": rows_apart(buffer, rnd.choice([0, 0, HV * V * K])),
                                       "dtype": rnd.choice(["float32", "bfloat16", "float16"])},
        "intermediate_state_indices": {"shape": [N], "strides": [1], "dtype": index()},
        "retrieve_parent_token": ({"shape": [N, P], "strides": rows_apart([N, P], rnd.choice([0, 0, 3])),
                                   "dtype": index()} if tree else None),
    }
    for d in t.values():
        if d is not None:
            d["device"] = HOME
    values = {"cache_indices": slots, "query_start_loc": starts, "intermediate_state_indices": snapshot,
              "retrieve_parent_token": parents if tree else None}
    return {"tensors": t, "values": values, "cache_steps": cache_steps,
            "lower_bound": rnd.choice([None, None, -5.0]), "mutations": [],
            "dims": {"T": T, "H": H, "HV": HV, "K": K, "V": V, "N": N, "P": P, "lengths": lengths,
                     "production": production}}


# --- mutations: each changes the call so that its rule fails (an earlier one may too) ------

def _reshape(d, shape, strides=None):
    d["shape"], d["strides"] = list(shape), list(strides) if strides is not None else dense(shape)


def _set_values(c, name, values):
    c["values"][name] = values


def _mutate_v1(c, rnd):
    q, (T, H, K) = c["tensors"]["q"], c["tensors"]["q"]["shape"][1:]
    kind = rnd.choice(["ndim-3", "ndim-5", "batch-2", "batch-0"])
    shape = {"ndim-3": [T, H, K], "ndim-5": [1, 1, T, H, K], "batch-2": [2, T, H, K], "batch-0": [0, T, H, K]}[kind]
    _reshape(q, shape)
    return f"q-{kind}"


def _mutate_v5(c, rnd):
    v = c["tensors"]["v"]
    _, T, HV, V = v["shape"]
    kind = rnd.choice(["ndim-3", "ndim-5", "batch-2", "batch-0", "tokens"])
    shape = {"ndim-3": [T, HV, V], "ndim-5": [1, 1, T, HV, V], "batch-2": [2, T, HV, V], "batch-0": [0, T, HV, V],
             "tokens": [1, T + 1, HV, V]}[kind]
    _reshape(v, shape)
    return f"v-{kind}"


def _mutate_v2(c, rnd):
    t = c["tensors"]
    _, T, H, K = t["q"]["shape"]
    HV, V = t["v"]["shape"][2], t["v"]["shape"][3]
    kinds = ["k-shape", "zero-heads"] + (["heads-not-dividing"] if H > 1 else [])
    kind = rnd.choice(kinds)
    if kind == "heads-not-dividing":
        _reshape(t["v"], [1, T, HV + 1, V])
    elif kind == "zero-heads":  # Python's modulo by zero in the wrapper
        _reshape(t["q"], [1, T, 0, K])
        _reshape(t["k"], [1, T, 0, K])
    else:
        shape = rnd.choice([[1, T, H, K + 1], [1, T, H + 1, K], [1, T + 1, H, K], [T, H, K]])
        _reshape(t["k"], shape)
    return kind


def _mutate_v3(c, rnd):
    if rnd.random() < 0.5:
        c["tensors"]["intermediate_states_buffer"] = None
        return "no-buffer"
    c["cache_steps"] = rnd.choice([0, -1])
    return "cache-steps-not-positive"


def _mutate_v4(c, rnd):
    buffer = c["tensors"]["intermediate_states_buffer"]
    if buffer is None:
        return "capacity-no-buffer"
    kind = rnd.choice(["capacity", "cache-steps-past-capacity"])
    if kind == "capacity":
        shape = list(buffer["shape"])
        shape[1] = rnd.randrange(max(c["cache_steps"], 1)) if len(shape) >= 2 else 0
        _reshape(buffer, shape)
    else:
        c["cache_steps"] = buffer["shape"][1] + 1 if len(buffer["shape"]) >= 2 else c["cache_steps"]
    return kind


def _mutate_v6(c, rnd):
    t, d = c["tensors"], c["dims"]
    T, HV, K = d["T"], d["HV"], d["K"]
    kind = rnd.choice(["a-3d", "a-width", "a-tokens", "b-width", "b-3d", "A_log-size", "A_log-2d", "dt_bias-2d",
                       "dt_bias-size"])
    shape = {"a-3d": [T, HV, K], "a-width": [T, HV * K + 1], "a-tokens": [T + 1, HV * K], "b-width": [T, HV + 1],
             "b-3d": [T, HV, 1], "A_log-size": [HV + 1], "A_log-2d": [HV, 1], "dt_bias-2d": [HV, K],
             "dt_bias-size": [HV * K + rnd.choice([-1, 1]) if HV * K > 0 else 1]}[kind]
    _reshape(t[kind.split("-")[0]], shape)
    return kind


def _mutate_v7(c, rnd):
    pool = c["tensors"]["ssm_states"]
    slots, HV, V, K = pool["shape"] if len(pool["shape"]) == 4 else [1, 1, 1, 1]
    kind = rnd.choice(["pool-3d", "pool-heads", "pool-V", "pool-K"])
    shape = {"pool-3d": [HV, V, K], "pool-heads": [slots, HV + 1, V, K], "pool-V": [slots, HV, V + 1, K],
             "pool-K": [slots, HV, V, K + 1]}[kind]
    _reshape(pool, shape)
    return kind


def _mutate_v8(c, rnd):
    buffer = c["tensors"]["intermediate_states_buffer"]
    if buffer is None or len(buffer["shape"]) != 5:
        return "buffer-shape-skipped"
    rows, S, HV, V, K = buffer["shape"]
    kind = rnd.choice(["buffer-1d", "buffer-4d", "buffer-6d", "buffer-heads", "buffer-K"])
    # buffer-1d: the wrapper's capacity check reads shape[1] (Python's IndexError); the contract
    # leaves a buffer of fewer than 2 dims to V8.
    shape = {"buffer-1d": [numel(buffer["shape"])], "buffer-4d": [rows, S, HV, V * K],
             "buffer-6d": [rows, S, 1, HV, V, K], "buffer-heads": [rows, S, HV + 1, V, K],
             "buffer-K": [rows, S, HV, V, K + 1]}[kind]
    _reshape(buffer, shape)
    return kind


def _mutate_v9(c, rnd):
    t, values = c["tensors"], c["values"]
    kind = rnd.choice(["cache-indices-long", "snapshot-indices-length", "query-start-loc-short", "indices-2d"])
    if kind == "cache-indices-long":
        _reshape(t["cache_indices"], [len(values["cache_indices"]) + 1])
        _set_values(c, "cache_indices", values["cache_indices"] + [0])
    elif kind == "snapshot-indices-length":
        rows = values["intermediate_state_indices"]
        rows = rows[:-1] if rows and rnd.random() < 0.5 else rows + [-1]
        _reshape(t["intermediate_state_indices"], [len(rows)])
        _set_values(c, "intermediate_state_indices", rows)
    elif kind == "query-start-loc-short":
        starts = values["query_start_loc"][:-1]
        _reshape(t["query_start_loc"], [len(starts)])
        _set_values(c, "query_start_loc", starts)
    else:
        d = t["cache_indices"]
        _reshape(d, [d["shape"][0], 1])
    return kind


def _mutate_v10(c, rnd):
    t, d = c["tensors"], c["dims"]
    if t["retrieve_parent_token"] is None or len(t["retrieve_parent_token"]["shape"]) != 2:
        # a chain call becomes a tree call with bad parents
        t["retrieve_parent_token"] = {"shape": [d["N"], d["P"]], "strides": dense([d["N"], d["P"]]),
                                      "dtype": "int64", "device": HOME}
        _set_values(c, "retrieve_parent_token", [-1] * (d["N"] * d["P"]))
    parents = t["retrieve_parent_token"]
    N, P = parents["shape"]
    flat = c["values"]["retrieve_parent_token"]
    kind = rnd.choice(["parents-1d", "parents-rows", "parents-narrow"])
    if kind == "parents-1d":
        _reshape(parents, [len(flat)])
    elif kind == "parents-rows":
        _reshape(parents, [N + 1, P])
        _set_values(c, "retrieve_parent_token", flat + [-1] * P)
    else:
        narrow = max(c["cache_steps"] - 1, 0)
        _reshape(parents, [N, narrow])
        _set_values(c, "retrieve_parent_token", [flat[n * P + j] if j < P else -1 for n in range(N)
                                                 for j in range(narrow)])
    return kind


def _mutate_v11(c, rnd):
    starts = list(c["values"]["query_start_loc"])
    kinds = ["start-not-zero", "end-not-T"] + (["decrease"] if len(starts) >= 3 else [])
    kind = rnd.choice(kinds)
    if kind == "start-not-zero":
        starts = [s + rnd.choice([1, 2]) for s in starts] if rnd.random() < 0.5 else [-1] + starts[1:]
    elif kind == "end-not-T":
        starts[-1] += rnd.choice([-1, 1]) if starts[-1] > starts[0] else 1
    else:
        i = rnd.randrange(1, len(starts) - 1)
        starts[i] = starts[i - 1] - 1
    _set_values(c, "query_start_loc", starts)
    return kind


def _mutate_v13(c, rnd):
    parents, values = c["tensors"]["retrieve_parent_token"], c["values"]
    if parents is None or len(parents["shape"]) != 2:
        return "parent-skipped"
    rows = c["tensors"]["intermediate_states_buffer"]["shape"][0] if c["tensors"]["intermediate_states_buffer"] else 0
    P = parents["shape"][1]
    lengths = c["dims"]["lengths"]
    ready = [n for n, r in enumerate(values["intermediate_state_indices"])
             if n < len(lengths) and 0 <= r < rows and lengths[n] >= 2 and P >= 2]
    if not ready:
        return "parent-skipped"
    n = rnd.choice(ready)
    j = rnd.randint(1, min(lengths[n], P) - 1)
    kind = rnd.choice(["self", "later", "negative", "far"])
    values["retrieve_parent_token"][n * P + j] = {"self": j, "later": j + 1, "negative": -1, "far": 1000}[kind]
    return f"parent-{kind}"


def _mutate_v14(c, rnd):
    t = c["tensors"]
    name = rnd.choice([n for n in FLOAT_NAMES if t[n] is not None])
    d = t[name]
    d["strides"] = [2 * s for s in dense(d["shape"])]  # every element two apart
    return f"{name}-last-stride-2"


def _mutate_v15(c, rnd):
    t = c["tensors"]
    if rnd.random() < 0.6:
        name = rnd.choice([n for n in FLOAT_NAMES if t[n] is not None])
        t[name]["dtype"] = rnd.choice(["float64", "int32"])
        return f"{name}-{t[name]['dtype']}"
    name = rnd.choice([n for n in INDEX_NAMES if t[n] is not None])
    t[name]["dtype"] = dtype = rnd.choice(["float32", "float64", "int16"])
    c["values"][name] = [float(x) if dtype.startswith("float") else (x + 2 ** 15) % 2 ** 16 - 2 ** 15
                         for x in c["values"][name]]
    return f"{name}-{dtype}"


def _mutate_v16(c, rnd):
    t = c["tensors"]
    name = rnd.choice([n for n in NAMES if n != "q" and t[n] is not None])
    t[name]["device"] = "cpu"
    return f"{name}-on-cpu"


# Rules whose mutation needs the draw's help (V12, V13) name it here.
MUTATIONS = {1: _mutate_v1, 5: _mutate_v5, 2: _mutate_v2, 3: _mutate_v3, 4: _mutate_v4, 6: _mutate_v6,
             7: _mutate_v7, 8: _mutate_v8, 9: _mutate_v9, 10: _mutate_v10, 11: _mutate_v11, 12: None,
             13: _mutate_v13, 14: _mutate_v14, 15: _mutate_v15, 16: _mutate_v16}
RULES = list(MUTATIONS)
HELION_RULES = (1, 2, 3, 4)  # the four rules the wrapper words itself (spec/verify_rules.cpp)


def draw_call(rnd, rule):
    """A valid call (rule 0), or one mutated for `rule`, a second fault added one time in four."""
    c = draw_valid(rnd, tree=True if rule == 13 else None, long_request=rule == 12, parent_ready=rule == 13)
    if rule == 12:
        c["mutations"].append("V12 request-longer-than-cache-steps")
    elif rule:
        c["mutations"].append(f"V{rule} {MUTATIONS[rule](c, rnd)}")
    if rule and rnd.random() < 0.25:
        second = rnd.choice([r for r in RULES if r not in (rule, 12)])
        c["mutations"].append(f"V{second} {MUTATIONS[second](c, rnd)}")
    return c


def plan(count, rnd):
    """Rule per call: the wrapper's four rules 45 times each, the contract's own 25, the rest valid."""
    rules = [r for r in RULES for _ in range(45 if r in HELION_RULES else 25)]
    rules += [0] * max(count - len(rules), 0)
    rnd.shuffle(rules)
    return rules[:count]


def draw_calls(count, seed):
    rnd = random.Random(seed)
    return [draw_call(rnd, rule) for rule in plan(count, rnd)]


def consistent(c):
    """'' or why the call's descriptors and values disagree."""
    for name in NAMES:
        d = c["tensors"][name]
        if d is None:
            continue
        if len(d["shape"]) != len(d["strides"]) or min(d["strides"] + [0]) < 0 or min(d["shape"] + [0]) < 0:
            return f"{name}: shape {d['shape']} strides {d['strides']}"
        if name in INDEX_NAMES and len(c["values"][name]) != numel(d["shape"]):
            return f"{name}: {len(c['values'][name])} values for shape {d['shape']}"
    return ""


def line_of(c, accepted, error_type, message):
    line = {"op": "kda", "tensors": c["tensors"],
            "values": {n: c["values"][n] for n in INDEX_NAMES if c["tensors"][n] is not None},
            "cache_steps": c["cache_steps"], "lower_bound": c["lower_bound"], "mutations": c["mutations"],
            "accepted": accepted}
    if not accepted:
        line["error_type"], line["message"] = error_type, message
    return line


# --- the recording (torch, the wheel's kernel file, helion) ---------------------------------

class _NoLaunch:
    """Stands in for the Helion kernel while verdicts are taken: a call records that the wrapper
    got as far as the launch."""

    launched = 0

    def __call__(self, *args, **kwargs):
        _NoLaunch.launched += 1


def _torch_tensors(torch, c):
    tensors = {}
    for name in NAMES:
        d = c["tensors"][name]
        if d is None:
            tensors[name] = None
            continue
        t = torch.empty_strided(d["shape"], d["strides"], dtype=getattr(torch, d["dtype"]),
                                device=torch.device(d["device"]))
        if name in INDEX_NAMES:  # the values the line records; float tensors stay as allocated
            t.copy_(torch.tensor(c["values"][name], dtype=t.dtype).reshape(d["shape"]))
        tensors[name] = t
    return tensors


def record(path, count, seed):
    import torch  # noqa: PLC0415 - only the recording needs torch and the kernel file

    sys.path.insert(0, HERE)
    import sglang_kernels  # noqa: PLC0415

    module = sglang_kernels._module(KERNEL_MODULE)
    module._kda_verify = _NoLaunch()
    lines, by_verdict = [], {}
    for c in draw_calls(count, seed):
        t = _torch_tensors(torch, c)
        try:
            module.helion_kda_verify(cache_steps=c["cache_steps"], lower_bound=c["lower_bound"], **t)
            verdict = (True, None, None)
        except Exception as error:  # noqa: BLE001 - whatever the wrapper raises is its verdict
            verdict = (False, type(error).__name__, str(error))
        lines.append(line_of(c, *verdict))
        key = "accepted" if verdict[0] else f"{verdict[1]}: {verdict[2][:60]}"
        by_verdict[key] = by_verdict.get(key, 0) + 1
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        for line in lines:
            f.write(json.dumps(line) + "\n")
    print(f"{len(lines)} verdicts of {KERNEL_MODULE}.helion_kda_verify ({_NoLaunch.launched} launches stood in "
          f"for), torch {torch.__version__}, on {torch.cuda.get_device_name(0)}", flush=True)
    for verdict, n in sorted(by_verdict.items(), key=lambda kv: -kv[1]):
        print(f"  {n:4d}  {verdict}", flush=True)


# --- --check: the draw, without torch ---------------------------------------------------

# The first words of each rule's message (spec/verify_rules.cpp), to name the rule a port's
# message comes from.
RULE_WORDS = {1: "Helion KDA verify expects packed", 5: "`v` and `out` must have shape",
              2: "Inconsistent Helion KDA verify", 3: "Helion KDA verify requires", 4: "Helion KDA verify snapshot",
              6: "The gate tensors", 7: "`ssm_states` must have shape", 8: "`intermediate_states_buffer` must have",
              9: "`cache_indices` and", 10: "`retrieve_parent_token` must have shape", 11: "`query_start_loc` must",
              12: "Request ", 13: "`retrieve_parent_token[", 14: "must be contiguous in the last dim",
              15: "has unsupported dtype", 16: "computes on"}


def out_descriptor(c):
    """The caller's out of the contract's call: what the wrapper allocates (torch.zeros_like(v)), dense."""
    v = c["tensors"]["v"]
    return dict(v, strides=dense(v["shape"]))


def numpy_call(np, c):
    """The call as numpy arrays over zeroed storage, index values filled; tensors off q's device carry
    a device (the port reads `.device`): q's device is the port's (cpu), and the cpu q's device."""
    import ml_dtypes  # noqa: PLC0415

    class OnDevice(np.ndarray):
        device = "cpu"

    home = c["tensors"]["q"]["device"]
    arrays = {}
    for name, d in [(n, c["tensors"][n]) for n in NAMES] + [("out", out_descriptor(c))]:
        if d is None:
            arrays[name] = None
            continue
        dtype = np.dtype(ml_dtypes.bfloat16) if d["dtype"] == "bfloat16" else np.dtype(d["dtype"])
        span = 1 + sum((s - 1) * st for s, st in zip(d["shape"], d["strides"], strict=True)) if numel(d["shape"]) else 0
        storage = np.zeros(max(span, 1), dtype)
        x = np.lib.stride_tricks.as_strided(storage, d["shape"], [s * dtype.itemsize for s in d["strides"]])
        if name in INDEX_NAMES:
            x[...] = np.array(c["values"][name]).astype(dtype).reshape(d["shape"])
        if d["device"] != home:
            x = x.view(OnDevice)
            x.device = home if d["device"] == "cpu" else d["device"]
        arrays[name] = x
    return arrays


def check(count, seed, port_path):
    calls = draw_calls(count, seed)
    again = draw_calls(count, seed)
    problems = [f"call {i + 1}: drawn differently from the same seed" for i, (x, y) in enumerate(zip(calls, again,
                                                                                                    strict=True))
                if json.dumps(x) != json.dumps(y)]
    problems += [f"call {i + 1}: {why}" for i, c in enumerate(calls) if (why := consistent(c))]
    first = {}
    for c in calls:
        key = c["mutations"][0].split()[0] if c["mutations"] else "valid"
        first[key] = first.get(key, 0) + 1
    print(f"{len(calls)} calls drawn (seed {seed}); first mutation: "
          + ", ".join(f"{k} {n}" for k, n in sorted(first.items(), key=lambda kv: (len(kv[0]), kv[0]))))
    if port_path:
        import numpy as np  # noqa: PLC0415

        spec = importlib.util.spec_from_file_location("port", port_path)
        port = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(port)
        for i, c in enumerate(calls):
            try:
                port.kda_verify(cache_steps=c["cache_steps"], lower_bound=c["lower_bound"], **numpy_call(np, c))
                said = None
            except port.ContractError as error:
                said = str(error)
            named = [int(m.split()[0][1:]) for m in c["mutations"]]
            rule = None if said is None else next((r for r, w in RULE_WORDS.items() if w in said), -1)
            skipped = any(m.endswith("skipped") for m in c["mutations"])
            if not named and said is not None:
                problems.append(f"call {i + 1}: a valid draw rejected: {said}")
            elif named and said is None and not skipped:
                problems.append(f"call {i + 1}: mutations {c['mutations']} accepted")
            elif len(named) == 1 and said is not None and rule != named[0]:
                problems.append(f"call {i + 1}: mutation {c['mutations'][0]} rejected by V{rule}: {said}")
        print(f"judged by {port_path}: valid draws accepted, mutated calls rejected, by the named rule when one")
    for p in problems:
        print(p)
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", help="the verdicts' file (recording)")
    parser.add_argument("--calls", type=int, default=600)
    parser.add_argument("--seed", type=int, default=20261207)
    parser.add_argument("--check", action="store_true", help="draw only, without torch, and check the draw")
    parser.add_argument("--port", help="with --check: a numpy port of kda_verify to judge the draw with")
    args = parser.parse_args()
    if args.check:
        return check(args.calls, args.seed, args.port)
    if not args.out:
        parser.error("--out is required to record")
    record(args.out, args.calls, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
