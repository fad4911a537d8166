"""FlashInfer 0.7.4's GDN multi-token kernel, ``gated_delta_rule_mtp`` of
``flashinfer/gdn_decode.py`` (the CuTe DSL kernel of ``gdn_kernels/gdn_decode_mtp.py``), as a
GDN verify port with the canonical call of spec/verify.md (``gdn_verify``: keywords only,
``out`` returned):

    kda_suite ... --op gdn --iut python:python/upstream/flashinfer_gdn_verify.py:mtp \\
        --domain python/upstream/domains/flashinfer-gdn-mtp-verify.kda-domain.json

FlashInfer's call is not the canonical one: its inputs are [B, T, ...], one T for every
request, and its snapshot buffer is indexed by batch row (``i_n * cache_steps + t``,
gdn_decode_mtp.py), with no snapshot indices and no parents. So the adapter maps the calls
it can express and refuses the rest before the kernel runs, with a NotImplementedError that
says "outside this kernel's domain" (verify_call.py); the domain file declares the same
restriction, so a campaign inside it never draws them:

* tree verify (``retrieve_parent_token`` given): no parents in FlashInfer's call (SGLang's
  FlashInfer backend raises on it too, ``gdn_flashinfer.py``, ``target_verify``);
* requests of different lengths: ``query_start_loc`` must be ``[0, T1, 2*T1, ..., N*T1]``;
* a snapshot row other than the request's batch row: every request that is not padded
  (``cache_indices[n] >= 0``) must name row ``n``, since FlashInfer writes row ``n`` for it;
  a padded request writes nothing in FlashInfer (its block returns, gdn_decode_mtp.py) and
  may name any row.
Reading those takes ``query_start_loc``, ``cache_indices`` and ``intermediate_state_indices``
to the host once, as SGLang's FlashInfer backend does with its own batch metadata.

The mapping, for N requests of T1 tokens (T = N * T1):

    canonical                       gated_delta_rule_mtp
    q, k [1, T, H, K]               q, k [N, T1, H, K]          (views: q[0].unflatten(0, (N, T1)))
    v [1, T, HV, V]                 v [N, T1, HV, V]            (a view)
    a, b [T, HV]                    a, b [N, T1, HV]            (views)
    A_log, dt_bias [HV]             A_log, dt_bias
    ssm_states                      initial_state               (FlashInfer asserts float32)
    cache_indices                   initial_state_indices
    intermediate_states_buffer      intermediate_states_buffer  (all of it: FlashInfer asserts
                                                                 rows >= N and takes the row pitch
                                                                 from stride(0), not cache_steps)
    intermediate_state_indices      (none: row n, checked above)
    query_start_loc                 (none: the [N, T1] shape, checked above)
    cache_steps                     (none: FlashInfer reads the buffer's row stride)
    scale                           scale                       (None: FlashInfer's K^-0.5)
    (always)                        disable_state_update=True (D4), use_qk_l2norm=True (the
                                    contract always normalises), output=None (FlashInfer's own,
                                    in q's dtype, as SGLang's backend leaves it)

returning FlashInfer's output viewed as [1, T, HV, V]. Everything else is FlashInfer's to
check (asserts) and to compute: it rounds q, k, v, a and b to bfloat16 and its output
through bfloat16 (``as_bf16`` and the staged output of ``run_mtp_decode``), reads slots at
or past num_slots, and checks no cache_steps of the call; the domain file says which of these
a campaign leaves out. ``out`` (optional): the caller's, filled with a copy (verify_call.py).

The import is flashinfer_gdn.py's thin one (bare ``flashinfer`` packages, stand-ins for the
three helpers the decode files import), with the multi-token kernel file added: only
``KERNEL_FILES`` of the 101 MB wheel and ``nvidia-cutlass-dsl``.
"""

import flashinfer_gdn
import thin_import
import verify_call

MTP_KERNEL_MODULE = "flashinfer.gdn_kernels.gdn_decode_mtp"
API = "gated_delta_rule_mtp"
# The wheel's files the MTP path imports (paths inside the wheel): the decode files that
# gdn_decode.py imports at its top and the multi-token kernel.
KERNEL_FILES = (*flashinfer_gdn.KERNEL_FILES, "flashinfer/gdn_kernels/gdn_decode_mtp.py")
KERNEL = "FlashInfer gated_delta_rule_mtp"


def api():
    """gated_delta_rule_mtp, with its kernel file imported first (a missing nvidia-cutlass-dsl
    is an ImportError, not FlashInfer's None fallback)."""
    function = flashinfer_gdn.api(MTP_KERNEL_MODULE, API)
    if thin_import.kernel_module(flashinfer_gdn.API_MODULE).run_mtp_decode is None:
        raise ImportError("flashinfer.gdn_decode was imported without its multi-token kernel "
                          f"({MTP_KERNEL_MODULE}): import this adapter first")
    return function


def requests_of(query_start_loc, cache_indices, intermediate_state_indices, tokens):
    """(N, T1) of a call FlashInfer can express; NotImplementedError (outside its domain) or
    ValueError (index tensors the adapter cannot read) otherwise."""
    starts = verify_call.host_values(query_start_loc, "query_start_loc")
    N = len(starts) - 1
    slots = verify_call.host_values(cache_indices, "cache_indices")
    rows = verify_call.host_values(intermediate_state_indices, "intermediate_state_indices")
    if N < 0 or len(slots) != N or len(rows) != N:
        raise ValueError(f"cache_indices and intermediate_state_indices must have N = {N} entries and "
                         f"query_start_loc N + 1 (got {len(slots)}, {len(rows)} and {len(starts)})")
    T1 = tokens // N if N else 0
    if starts != [n * T1 for n in range(N + 1)] or N * T1 != tokens:
        raise verify_call.outside_domain(KERNEL, f"requests of one length only, query_start_loc "
                                                 f"[0, T1, ..., N*T1] with N*T1 = T = {tokens} (got {starts})")
    for n, (slot, row) in enumerate(zip(slots, rows, strict=True)):
        if slot >= 0 and row != n:
            raise verify_call.outside_domain(KERNEL, f"snapshots by batch row: request {n} (slot {slot}) must "
                                                     f"name snapshot row {n} (got {row})")
    return N, T1


def mtp(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
        intermediate_states_buffer, intermediate_state_indices, cache_steps,
        retrieve_parent_token=None, scale=None, out=None):
    """GDN verify through gated_delta_rule_mtp, for the calls it can express (see above)."""
    del cache_steps  # FlashInfer takes the row pitch from the buffer's stride(0) instead
    if retrieve_parent_token is not None:
        raise verify_call.outside_domain(KERNEL, "tree verify: it takes no retrieve_parent_token")
    verify_call.check_out(out, v)
    if q.ndim != 4 or v.ndim != 4 or q.shape[0] != 1 or v.shape[0] != 1:
        raise ValueError(f"q and v must be [1, T, heads, dim] to be cut into requests "
                         f"(got {tuple(q.shape)} and {tuple(v.shape)})")
    N, T1 = requests_of(query_start_loc, cache_indices, intermediate_state_indices, q.shape[1])
    function = api()

    def batched(x):  # [T, ...] -> [N, T1, ...], a view
        return x.unflatten(0, (N, T1))

    output, _ = function(
        q=batched(q[0]), k=batched(k[0]), v=batched(v[0]),
        initial_state=ssm_states,
        initial_state_indices=cache_indices,
        A_log=A_log, a=batched(a), dt_bias=dt_bias, b=batched(b),
        scale=scale,
        output=None,
        intermediate_states_buffer=intermediate_states_buffer,
        disable_state_update=True,
        use_qk_l2norm=True)
    return verify_call.deliver(output.reshape(1, N * T1, *output.shape[2:]), out)
