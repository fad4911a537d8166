"""A torch port on the device (tests only): the contract in torch operations, to check the
bridge's CUDA path (torch tensors aliasing the suite's device buffers, launches and errors
on torch's side). Validation is the upstream wrapper's, on torch's own stride() and device.
torch_port.kda-domain.json beside it says it computes on CUDA."""
import torch

FLOAT_DTYPES = (torch.float32, torch.float16, torch.bfloat16)
INDEX_DTYPES = (torch.int32, torch.int64)
NAME = "torch-port"


def _dtype_name(t):
    return str(t.dtype).replace("torch.", "")


def _validate(mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices):
    if mixed_qkv.ndim != 2:
        raise ValueError(f"`mixed_qkv` must be a 2D tensor (got ndim={mixed_qkv.ndim}).")
    if mixed_qkv.stride(-1) != 1:
        raise ValueError("`mixed_qkv` must be contiguous in the last dim.")
    if a.ndim != 2 or b.ndim != 2:
        raise ValueError(f"`a` and `b` must be 2D tensors (got a.ndim={a.ndim}, b.ndim={b.ndim}).")
    if a.stride(-1) != 1 or b.stride(-1) != 1:
        raise ValueError("`a`/`b` must be contiguous in the last dim.")
    if A_log.ndim != 1 or dt_bias.ndim != 1:
        raise ValueError("`A_log`/`dt_bias` must be 1D tensors.")
    if A_log.stride(0) != 1 or dt_bias.stride(0) != 1:
        raise ValueError("`A_log`/`dt_bias` must be contiguous.")
    if ssm_state_indices.ndim != 1:
        raise ValueError(f"`ssm_state_indices` must be 1D for packed decode (got ndim={ssm_state_indices.ndim}).")
    if not out.is_contiguous():
        raise ValueError("`out` must be contiguous.")
    if any(t.device != mixed_qkv.device for t in (a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)):
        raise ValueError("All inputs must be on the same device.")
    B = mixed_qkv.shape[0]
    if a.shape[0] != B or b.shape[0] != B:
        raise ValueError(f"Mismatched batch sizes: mixed_qkv.shape[0]={B}, a.shape[0]={a.shape[0]}, "
                         f"b.shape[0]={b.shape[0]}.")
    if ssm_state_indices.shape[0] != B:
        raise ValueError(f"`ssm_state_indices` must have shape [B] (got {tuple(ssm_state_indices.shape)}; "
                         f"expected ({B},)).")
    if initial_state.ndim != 4:
        raise ValueError(f"`initial_state` must be a 4D tensor (got ndim={initial_state.ndim}).")
    if initial_state.stride(-1) != 1:
        raise ValueError("`initial_state` must be contiguous in the last dim.")
    HV, V, K = initial_state.shape[-3:]
    if a.shape[1] != HV * K:
        raise ValueError(f"`a` must have shape [B, HV*K] with HV={HV}, K={K} (got a.shape={tuple(a.shape)}).")
    if b.shape[1] != HV:
        raise ValueError(f"`b` must have shape [B, HV] with HV={HV} (got b.shape={tuple(b.shape)}).")
    if A_log.numel() != HV:
        raise ValueError(f"`A_log` must have {HV} elements (got {A_log.numel()}).")
    if dt_bias.numel() != HV * K:
        raise ValueError(f"`dt_bias` must have {HV * K} elements (got {dt_bias.numel()}).")
    if tuple(out.shape) != (B, 1, HV, V):
        raise ValueError(f"`out` must have shape ({B}, 1, {HV}, {V}) (got out.shape={tuple(out.shape)}).")
    qkv_dim = mixed_qkv.shape[1]
    qk_dim = qkv_dim - HV * V
    if qk_dim <= 0 or qk_dim % 2 != 0:
        raise ValueError(f"Invalid packed `mixed_qkv` last dim={qkv_dim} for HV={HV}, V={V}.")
    q_dim = qk_dim // 2
    if K == 0:
        raise ValueError(f"Invalid packed Q size {q_dim}: K=0 (initial_state.shape[-1]) leaves the number of "
                         "q/k heads undefined.")
    if q_dim % K != 0:
        raise ValueError(f"Invalid packed Q size {q_dim}: must be divisible by K={K}. KDA packed decode "
                         "requires num_q_heads == num_k_heads and head_q_dim == head_k_dim.")
    H = q_dim // K
    if H <= 0 or HV % H != 0:
        raise ValueError(f"Invalid head config inferred from mixed_qkv: H={H}, HV={HV}.")
    for name, x in (("mixed_qkv", mixed_qkv), ("a", a), ("b", b), ("A_log", A_log), ("dt_bias", dt_bias),
                    ("initial_state", initial_state), ("out", out)):
        if x.dtype not in FLOAT_DTYPES:
            raise ValueError(f"`{name}` has unsupported dtype {_dtype_name(x)} "
                             "(expected float32, float16 or bfloat16).")
    if ssm_state_indices.dtype not in INDEX_DTYPES:
        raise ValueError(f"`ssm_state_indices` has unsupported dtype {_dtype_name(ssm_state_indices)} "
                         "(expected int32 or int64).")
    if mixed_qkv.device.type != "cuda":
        raise ValueError(f"{NAME} computes on cuda, but the inputs are on {mixed_qkv.device}.")
    return H, HV, V, K


def packed_kda_decode(mixed_qkv, a, b, A_log, dt_bias, scale, initial_state, out, ssm_state_indices,
                      use_qk_l2norm_in_kernel=False, lower_bound=None):
    H, HV, V, K = _validate(mixed_qkv, a, b, A_log, dt_bias, initial_state, out, ssm_state_indices)
    num_slots = initial_state.shape[0]
    index = ssm_state_indices.to(torch.int64)
    active = (index >= 0) & (index < num_slots)
    out[~active] = 0
    f32 = torch.float32
    group = HV // H
    # One row at a time, each with the same shapes whatever the batch: torch's batched
    # reductions pick their order by shape, and the contract asks for the same bits for a
    # row wherever it sits in whichever batch (spec/contract.md, section 3).
    for row in torch.nonzero(active).flatten().tolist():
        slot = int(index[row])
        qkv = mixed_qkv[row].to(f32)
        q = qkv[: H * K].reshape(H, K).repeat_interleave(group, dim=0)
        k = qkv[H * K : 2 * H * K].reshape(H, K).repeat_interleave(group, dim=0)
        v = qkv[2 * H * K :].reshape(HV, V)
        if use_qk_l2norm_in_kernel:
            q = q / torch.sqrt((q * q).sum(-1, keepdim=True) + 1e-6)
            k = k / torch.sqrt((k * k).sum(-1, keepdim=True) + 1e-6)
        q = q * scale
        x = a[row].to(f32).reshape(HV, K) + dt_bias.to(f32).reshape(HV, K)
        A = torch.exp(A_log.to(f32)).reshape(HV, 1)
        if lower_bound is None:
            g = -A * torch.where(x <= 20, torch.log(1 + torch.exp(x)), x)
        else:
            g = lower_bound * torch.sigmoid(A * x)
        beta = torch.sigmoid(b[row].to(f32))
        S = initial_state[slot].to(f32) * torch.exp(g)[:, None, :]
        delta = (v - (S * k[:, None, :]).sum(-1)) * beta[:, None]
        S = S + delta[:, :, None] * k[:, None, :]
        out[row, 0] = (S * q[:, None, :]).sum(-1).to(out.dtype)
        initial_state[slot] = S.to(initial_state.dtype)
    return out, initial_state
