"""A numpy port of the packed KDA and GDN decode steps: the CPU example of a Python port.

The suite calls it in-process through its bridge, on numpy arrays that alias the suite's
own buffers (bfloat16 as ml_dtypes.bfloat16):

    kda_suite campaign --iut python:python/ports/numpy_port.py:packed_kda_decode --profile ci

`packed_gdn_decode` (GDN's signature: no lower_bound) is the module's GDN entry, which the
bridge finds beside the KDA function by that name. Both hold to the whole contract
(spec/contract.md): each op's upstream rules and the three extensions with their exact
messages, float32 arithmetic on every layout the rules accept, padding and out-of-range
rows, the pool updated in place. One code path serves both ops: GDN differs only in its
gate (one scalar per value head) and its rule table. Vectorised over the active rows and
value heads, so that a campaign spends its time judging, not here.

`kda_verify` and `gdn_verify` are target verify (spec/verify.md): T draft tokens per request
through the same decode step, snapshots per step, chain or tree, the pool only read.
"""

import math
from typing import NamedTuple

import numpy as np

F32 = np.float32
FLOAT_DTYPES = ("float32", "float16", "bfloat16")
INDEX_DTYPES = ("int32", "int64")
NAME = "numpy-port"


class ContractError(ValueError):
    """A call the contract rejects; the message is the rule's, word for word."""


def _device(x):
    return str(getattr(x, "device", "cpu"))


def _stride(x, dim):
    """PyTorch's stride(dim), in elements."""
    return x.strides[dim] // x.dtype.itemsize


def _is_contiguous(x):
    """torch.Tensor.is_contiguous(): empty tensors are, and size-1 dims may have any stride."""
    if 0 in x.shape:
        return True
    expected = 1
    for size, dim in zip(reversed(x.shape), reversed(range(x.ndim)), strict=True):
        if size != 1:
            if _stride(x, dim) != expected:
                return False
            expected *= size
    return True


def _numel(x):
    n = 1
    for s in x.shape:
        n *= s
    return n


def _validate_gate_shapes(op, a, b, A_log, dt_bias, HV, K):
    """KDA checks each gate tensor on its own (rules 14-17); GDN a pair at a time (14, 15)."""
    if op == "gdn":
        if a.shape[1] != HV or b.shape[1] != HV:
            raise ContractError(f"`a`/`b` must have shape [B, HV] with HV={HV} (got a.shape={tuple(a.shape)}, "
                                f"b.shape={tuple(b.shape)}).")
        if _numel(A_log) != HV or _numel(dt_bias) != HV:
            raise ContractError(f"`A_log` and `dt_bias` must have {HV} elements (got A_log.numel()={_numel(A_log)}, "
                                f"dt_bias.numel()={_numel(dt_bias)}).")
        return
    if a.shape[1] != HV * K:
        raise ContractError(f"`a` must have shape [B, HV*K] with HV={HV}, K={K} (got a.shape={tuple(a.shape)}).")
    if b.shape[1] != HV:
        raise ContractError(f"`b` must have shape [B, HV] with HV={HV} (got b.shape={tuple(b.shape)}).")
    if _numel(A_log) != HV:
        raise ContractError(f"`A_log` must have {HV} elements (got {_numel(A_log)}).")
    if _numel(dt_bias) != HV * K:
        raise ContractError(f"`dt_bias` must have {HV * K} elements (got {_numel(dt_bias)}).")


def _validate(mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices, op="kda"):
    """The rules of op ("kda" or "gdn") in order; KDA's first 13 are GDN's."""
    if mixed_qkv.ndim != 2:
        raise ContractError(f"`mixed_qkv` must be a 2D tensor (got ndim={mixed_qkv.ndim}).")
    if _stride(mixed_qkv, -1) != 1:
        raise ContractError("`mixed_qkv` must be contiguous in the last dim.")
    if a.ndim != 2 or b.ndim != 2:
        raise ContractError(f"`a` and `b` must be 2D tensors (got a.ndim={a.ndim}, b.ndim={b.ndim}).")
    if _stride(a, -1) != 1 or _stride(b, -1) != 1:
        raise ContractError("`a`/`b` must be contiguous in the last dim.")
    if A_log.ndim != 1 or dt_bias.ndim != 1:
        raise ContractError("`A_log`/`dt_bias` must be 1D tensors.")
    if _stride(A_log, 0) != 1 or _stride(dt_bias, 0) != 1:
        raise ContractError("`A_log`/`dt_bias` must be contiguous.")
    if ssm_state_indices.ndim != 1:
        raise ContractError(f"`ssm_state_indices` must be 1D for packed decode (got ndim={ssm_state_indices.ndim}).")
    if not _is_contiguous(out):
        raise ContractError("`out` must be contiguous.")
    device = _device(mixed_qkv)
    if any(_device(x) != device for x in (a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)):
        raise ContractError("All inputs must be on the same device.")
    B = mixed_qkv.shape[0]
    if a.shape[0] != B or b.shape[0] != B:
        raise ContractError(f"Mismatched batch sizes: mixed_qkv.shape[0]={B}, a.shape[0]={a.shape[0]}, "
                            f"b.shape[0]={b.shape[0]}.")
    if ssm_state_indices.shape[0] != B:
        raise ContractError(f"`ssm_state_indices` must have shape [B] (got {tuple(ssm_state_indices.shape)}; "
                            f"expected ({B},)).")
    if initial_state.ndim != 4:
        raise ContractError(f"`initial_state` must be a 4D tensor (got ndim={initial_state.ndim}).")
    if _stride(initial_state, -1) != 1:
        raise ContractError("`initial_state` must be contiguous in the last dim.")
    HV, V, K = initial_state.shape[-3:]
    _validate_gate_shapes(op, a, b, A_log, dt_bias, HV, K)
    if tuple(out.shape) != (B, 1, HV, V):
        raise ContractError(f"`out` must have shape ({B}, 1, {HV}, {V}) (got out.shape={tuple(out.shape)}).")
    qkv_dim = mixed_qkv.shape[1]
    qk_dim = qkv_dim - HV * V
    if qk_dim <= 0 or qk_dim % 2 != 0:
        raise ContractError(f"Invalid packed `mixed_qkv` last dim={qkv_dim} for HV={HV}, V={V}.")
    q_dim = qk_dim // 2
    if K == 0:
        raise ContractError(f"Invalid packed Q size {q_dim}: K=0 (initial_state.shape[-1]) leaves the number of "
                            "q/k heads undefined.")
    if q_dim % K != 0:
        kda_only = (" KDA packed decode requires num_q_heads == num_k_heads and head_q_dim == head_k_dim."
                    if op == "kda" else "")  # GDN's message stops after the first sentence
        raise ContractError(f"Invalid packed Q size {q_dim}: must be divisible by K={K}.{kda_only}")
    H = q_dim // K
    if H <= 0 or HV % H != 0:
        raise ContractError(f"Invalid head config inferred from mixed_qkv: H={H}, HV={HV}.")
    named = (("mixed_qkv", mixed_qkv), ("a", a), ("b", b), ("A_log", A_log), ("dt_bias", dt_bias),
             ("initial_state", initial_state), ("out", out))
    for name, x in named:
        if str(x.dtype) not in FLOAT_DTYPES:
            raise ContractError(f"`{name}` has unsupported dtype {x.dtype} (expected float32, float16 or bfloat16).")
    if str(ssm_state_indices.dtype) not in INDEX_DTYPES:
        raise ContractError(f"`ssm_state_indices` has unsupported dtype {ssm_state_indices.dtype} "
                            "(expected int32 or int64).")
    if device != "cpu":
        raise ContractError(f"{NAME} computes on cpu, but the inputs are on {device}.")
    return H, HV, V, K


def _sigmoid(x):
    return F32(1) / (F32(1) + np.exp(-x))


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    return _decode("kda", mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                   use_qk_l2norm_in_kernel, lower_bound)


def packed_gdn_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False):
    """GDN has no lower_bound: its gate is always the softplus one."""
    return _decode("gdn", mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                   use_qk_l2norm_in_kernel, None)


def _decode(op, mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
            use_qk_l2norm_in_kernel, lower_bound):
    H, HV, V, K = _validate(mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices, op)
    G = _gate_width(op, K)
    num_slots = initial_state.shape[0]
    index = ssm_state_indices.astype(np.int64)
    active = (index >= 0) & (index < num_slots)
    out[~active] = 0  # padding and out-of-range rows: +0.0, the pool untouched
    rows = np.nonzero(active)[0]
    if rows.size == 0:
        return out, initial_state
    slots = index[rows]
    R = rows.size
    qkv = mixed_qkv[rows]
    q = qkv[:, : H * K].reshape(R, H, K)
    k = qkv[:, H * K : 2 * H * K].reshape(R, H, K)
    v = qkv[:, 2 * H * K :].reshape(R, HV, V)
    o, S = _decode_step(initial_state[slots].astype(F32), q, k, v, a[rows].reshape(R, HV, G), b[rows], A_log,
                        dt_bias.reshape(HV, G), scale, use_qk_l2norm_in_kernel, lower_bound)
    out[rows, 0] = o.astype(out.dtype)
    initial_state[slots] = S.astype(initial_state.dtype)
    return out, initial_state


def _gate_width(op, K):
    """Gate values per value head: one per key channel (KDA), or one for the head (GDN)."""
    return K if op == "kda" else 1


def _decode_step(state, q, k, v, a, b, A_log, dt_bias, scale, use_qk_l2norm_in_kernel, lower_bound):
    """The decode step (contract.md section 2) on R rows at once, shared by decode and verify.

    state is the float32 state entering the step, [R, HV, V, K]; q, k [R, H, K], v [R, HV, V],
    a [R, HV, G], b [R, HV], A_log [HV] and dt_bias [HV, G] come in their own dtypes, each
    converted exactly to float32 here. Returns the output [R, HV, V] and the updated state,
    both float32: rounding them is the caller's, as decode and verify round differently.
    """
    H = q.shape[1]
    HV = dt_bias.shape[0]
    with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
        group = HV // H  # consecutive value heads share one q/k head
        q = np.repeat(q.astype(F32), group, axis=1)
        k = np.repeat(k.astype(F32), group, axis=1)
        v = v.astype(F32)
        if use_qk_l2norm_in_kernel:  # the epsilon inside the root, added to the sum of squares
            q = q / np.sqrt(np.sum(q * q, axis=-1, keepdims=True) + F32(1e-6))
            k = k / np.sqrt(np.sum(k * k, axis=-1, keepdims=True) + F32(1e-6))
        q = q * F32(scale)

        x = a.astype(F32) + dt_bias.astype(F32)
        A = np.exp(A_log.astype(F32)).reshape(HV, 1)
        if lower_bound is None:
            softplus = np.where(x <= F32(20), np.log(F32(1) + np.exp(x)), x)
            g = -A * softplus
        else:  # any lower_bound, 0.0 included, selects the bounded gate
            g = F32(lower_bound) * _sigmoid(A * x)
        decay = np.exp(g)
        beta = _sigmoid(b.astype(F32))

        S = state * decay[:, :, None, :]  # decay along K (GDN: broadcast)
        prediction = np.einsum("rhvk,rhk->rhv", S, k)  # from the decayed state
        delta = (v - prediction) * beta[:, :, None]
        S = S + delta[:, :, :, None] * k[:, :, None, :]
        o = np.einsum("rhvk,rhk->rhv", S, q)  # from the updated state
    return o, S


class VerifyCall(NamedTuple):
    """A target verify call (spec/verify.md section 1), the keywords of Helion's signature plus the caller's out."""

    op: str
    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    a: np.ndarray
    b: np.ndarray
    A_log: np.ndarray
    dt_bias: np.ndarray
    ssm_states: np.ndarray
    cache_indices: np.ndarray
    query_start_loc: np.ndarray
    intermediate_states_buffer: np.ndarray | None
    intermediate_state_indices: np.ndarray
    cache_steps: int
    out: np.ndarray
    retrieve_parent_token: np.ndarray | None
    lower_bound: float | None
    scale: float | None


def kda_verify(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
               intermediate_states_buffer, intermediate_state_indices, cache_steps, out,
               retrieve_parent_token=None, lower_bound=None, scale=None):
    """KDA target verify: fills out [1, T, HV, V] and the snapshot rows; the pool is only read."""
    return _verify(VerifyCall("kda", q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
                              intermediate_states_buffer, intermediate_state_indices, cache_steps, out,
                              retrieve_parent_token, lower_bound, scale))


def gdn_verify(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
               intermediate_states_buffer, intermediate_state_indices, cache_steps, out,
               retrieve_parent_token=None, scale=None):
    """GDN target verify: KDA's call with GDN's gate, and no lower_bound as in GDN decode."""
    return _verify(VerifyCall("gdn", q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
                              intermediate_states_buffer, intermediate_state_indices, cache_steps, out,
                              retrieve_parent_token, None, scale))


def _verify(c):
    """Token step j of every request at once: each request's state stays float32 from step to step (D1)."""
    _validate_verify(c)
    K = c.q.shape[3]
    HV = c.v.shape[2]
    G = _gate_width(c.op, K)
    scale = F32(1.0 / math.sqrt(K)) if c.scale is None else c.scale  # Helion's K^-0.5, as a float32
    buffer = c.intermediate_states_buffer
    starts = c.query_start_loc.astype(np.int64)
    tokens = np.diff(starts)
    slots = c.cache_indices.astype(np.int64)
    rows = c.intermediate_state_indices.astype(np.int64)
    padded = (slots < 0) | (slots >= c.ssm_states.shape[0])
    has_row = (rows >= 0) & (rows < buffer.shape[0])
    for n in np.nonzero(padded)[0]:  # D3: +0.0 out, no snapshot, the pool not read
        c.out[0, starts[n] : starts[n + 1]] = 0
    live = np.nonzero(~padded & (tokens > 0))[0]
    S = c.ssm_states[slots[live]].astype(F32)  # read only (D4): the chain works on this copy
    for j in range(int(tokens[live].max(initial=0))):
        pos = np.nonzero(tokens[live] > j)[0]
        requests = live[pos]
        snapshot = has_row[requests]  # a request without a snapshot row chains even in a tree
        if c.retrieve_parent_token is not None and j > 0:  # D2: the parent's snapshot as stored
            tree = requests[snapshot]
            S[pos[snapshot]] = buffer[rows[tree], c.retrieve_parent_token[tree, j].astype(np.int64)]
        t = starts[requests] + j
        o, S[pos] = _decode_step(S[pos], c.q[0, t], c.k[0, t], c.v[0, t], c.a[t].reshape(t.size, HV, G), c.b[t],
                                 c.A_log, c.dt_bias.reshape(HV, G), scale, True, c.lower_bound)
        c.out[0, t] = o.astype(c.out.dtype)
        buffer[rows[requests[snapshot]], j] = S[pos[snapshot]].astype(buffer.dtype)
    return c.out


def _verify_words(op):
    """Helion's name for KDA's upstream rules V1-V4; GDN has none upstream and says the same of itself."""
    return "Helion KDA verify" if op == "kda" else "GDN verify"


def _validate_verify(c):
    """Rules V1-V16 (spec/verify_rules.cpp) in their checking order: the first that fails decides."""
    _check_verify_token_shapes(c)
    _check_verify_state_and_index_shapes(c)
    _check_verify_index_values(c)
    _check_verify_storage(c)


def _check_verify_token_shapes(c):
    """V1, V5, V2, V3, V4, V6."""
    words = _verify_words(c.op)
    q, v, out, buffer = c.q, c.v, c.out, c.intermediate_states_buffer
    if q.ndim != 4 or q.shape[0] != 1:
        raise ContractError(f"{words} expects packed [1, T, H, K] inputs")
    T, H, K = q.shape[1:]
    if v.ndim != 4 or tuple(v.shape[:2]) != (1, T) or tuple(out.shape) != tuple(v.shape):
        raise ContractError(f"`v` and `out` must have shape (1, {T}, HV, V), the same for both "
                            f"(got v.shape={tuple(v.shape)}, out.shape={tuple(out.shape)}).")
    HV = v.shape[2]
    if H == 0 or HV % H != 0 or tuple(c.k.shape) != (1, T, H, K):  # H == 0: Helion's modulo would raise
        raise ContractError(f"Inconsistent {words} query/key head layout")
    if buffer is None or c.cache_steps <= 0:
        raise ContractError(f"{words} requires per-candidate state snapshots")
    if buffer.ndim >= 2 and buffer.shape[1] < c.cache_steps:  # fewer dims: V8's
        raise ContractError(f"{words} snapshot capacity is smaller than cache_steps")
    G = HV * _gate_width(c.op, K)
    shapes = (tuple(c.a.shape), tuple(c.b.shape), tuple(c.A_log.shape), tuple(c.dt_bias.shape))
    if shapes != ((T, G), (T, HV), (HV,), (G,)):
        raise ContractError(f"The gate tensors must have shapes `a`: ({T}, {G}), `b`: ({T}, {HV}), `A_log`: ({HV},), "
                            f"`dt_bias`: ({G},) (got {shapes[0]}, {shapes[1]}, {shapes[2]}, {shapes[3]}).")


def _check_verify_state_and_index_shapes(c):
    """V7-V10."""
    HV, V = c.v.shape[2:]
    K = c.q.shape[3]
    pool, buffer = c.ssm_states, c.intermediate_states_buffer
    if pool.ndim != 4 or tuple(pool.shape[1:]) != (HV, V, K):
        raise ContractError(f"`ssm_states` must have shape (num_slots, {HV}, {V}, {K}) "
                            f"(got ssm_states.shape={tuple(pool.shape)}).")
    if buffer.ndim != 5 or tuple(buffer.shape[2:]) != (HV, V, K):
        raise ContractError(f"`intermediate_states_buffer` must have shape (rows, S, {HV}, {V}, {K}) "
                            f"(got intermediate_states_buffer.shape={tuple(buffer.shape)}).")
    slots, rows, starts = c.cache_indices, c.intermediate_state_indices, c.query_start_loc
    one_n = (slots.ndim == 1 and rows.ndim == 1 and starts.ndim == 1 and starts.shape[0] >= 1
             and slots.shape[0] == starts.shape[0] - 1 and rows.shape[0] == slots.shape[0])
    if not one_n:
        raise ContractError("`cache_indices` and `intermediate_state_indices` must have shape (N,) and "
                            "`query_start_loc` (N + 1,) for one N "
                            f"(got cache_indices.shape={tuple(slots.shape)}, "
                            f"intermediate_state_indices.shape={tuple(rows.shape)}, "
                            f"query_start_loc.shape={tuple(starts.shape)}).")
    N = slots.shape[0]
    parents = c.retrieve_parent_token
    if parents is not None and (parents.ndim != 2 or parents.shape[0] != N or parents.shape[1] < c.cache_steps):
        raise ContractError(f"`retrieve_parent_token` must have shape ({N}, P) with P >= cache_steps={c.cache_steps} "
                            f"(got retrieve_parent_token.shape={tuple(parents.shape)}).")


def _readable_index(x):
    """V11-V13 read only what can be read; V15 and V16 reject the rest."""
    return str(x.dtype) in INDEX_DTYPES and _device(x) == "cpu"


def _check_verify_index_values(c):
    """V11-V13: the values of query_start_loc and of the parents."""
    if not _readable_index(c.query_start_loc):
        return
    starts = c.query_start_loc.astype(np.int64)
    N, T = starts.shape[0] - 1, c.q.shape[1]
    decreases = np.nonzero(np.diff(starts) < 0)[0]
    bad = 0 if starts[0] != 0 else decreases[0] + 1 if decreases.size else N if starts[N] != T else None
    if bad is not None:
        raise ContractError(f"`query_start_loc` must start at 0, never decrease and end at T={T} "
                            f"(got query_start_loc[{bad}]={starts[bad]}).")
    tokens = np.diff(starts)
    too_long = np.nonzero(tokens > c.cache_steps)[0]
    if too_long.size:
        n = too_long[0]
        raise ContractError(f"Request {n} has {tokens[n]} tokens, more than cache_steps={c.cache_steps}.")
    parents, rows = c.retrieve_parent_token, c.intermediate_state_indices
    if parents is None or not _readable_index(parents) or not _readable_index(rows):
        return
    num_rows = c.intermediate_states_buffer.shape[0]
    for n in range(N):
        if not 0 <= rows[n] < num_rows:
            continue  # no snapshot row: its steps chain, parents unread
        for j in range(1, tokens[n]):
            parent = int(parents[n, j])
            if not 0 <= parent < j:
                raise ContractError(f"`retrieve_parent_token[{n}, {j}]` must name an earlier step of request {n}, "
                                    f"0 <= parent < {j} (got {parent}).")


def _check_verify_storage(c):
    """V14-V16: last-dim strides, dtypes, device."""
    floats = (("q", c.q), ("k", c.k), ("v", c.v), ("a", c.a), ("b", c.b), ("A_log", c.A_log),
              ("dt_bias", c.dt_bias), ("ssm_states", c.ssm_states),
              ("intermediate_states_buffer", c.intermediate_states_buffer), ("out", c.out))
    indices = tuple((name, x) for name, x in (("cache_indices", c.cache_indices),
                                              ("query_start_loc", c.query_start_loc),
                                              ("intermediate_state_indices", c.intermediate_state_indices),
                                              ("retrieve_parent_token", c.retrieve_parent_token)) if x is not None)
    for name, x in floats:
        if _stride(x, -1) != 1:
            raise ContractError(f"`{name}` must be contiguous in the last dim.")
    for names, expected, dtypes in ((floats, "float32, float16 or bfloat16", FLOAT_DTYPES),
                                    (indices, "int32 or int64", INDEX_DTYPES)):
        for name, x in names:
            if str(x.dtype) not in dtypes:
                raise ContractError(f"`{name}` has unsupported dtype {x.dtype} (expected {expected}).")
    for _, x in floats + indices:
        if _device(x) != "cpu":
            raise ContractError(f"{NAME} computes on cpu, but the inputs are on {_device(x)}.")
