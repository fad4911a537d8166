"""The packed call's heads, for adapters of kernels that take q, k and v apart and return or
write a [B, 1, HV, V] output (SGLang's CuTe DSL and generic kernels, FlashInfer's decode).

Such an adapter cuts mixed_qkv's row into views and hands the kernel out as its output (or
copies the kernel's own into it). What it cannot express is refused here, with a ValueError
before any kernel runs: a row that is not 2 * H * K + HV * V wide, and an out that is not a
contiguous [B, 1, HV, V] (those kernels take no out, or write it as if it were contiguous,
so out's rules are the adapter's to check). Everything else stays the kernel's to check.
"""


def heads(mixed_qkv, initial_state, out):
    """(H, HV, K, V) of a packed call an adapter can cut; ValueError otherwise."""
    if mixed_qkv.ndim != 2 or initial_state.ndim != 4:
        raise ValueError(f"mixed_qkv must be [B, width] and initial_state [num_slots, HV, V, K] "
                         f"(got {mixed_qkv.ndim} and {initial_state.ndim} dims)")
    batch, width = mixed_qkv.shape
    _, HV, V, K = initial_state.shape
    qk_width = width - HV * V
    if K <= 0 or qk_width <= 0 or qk_width % (2 * K):
        raise ValueError(f"mixed_qkv's width {width} is not 2 * H * K + HV * V (K={K}, HV={HV}, V={V})")
    if tuple(out.shape) != (batch, 1, HV, V):
        raise ValueError(f"out's shape {tuple(out.shape)} is not (B, 1, HV, V) = {(batch, 1, HV, V)}")
    if not out.is_contiguous():
        raise ValueError(f"out is not contiguous (strides {tuple(out.stride())})")
    return qk_width // (2 * K), HV, K, V
