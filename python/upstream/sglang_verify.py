"""SGLang 0.5.23's target-verify kernels as verify ports with the canonical call of
spec/verify.md (``kda_verify`` / ``gdn_verify``: keywords only, ``out`` returned):

* ``helion`` (KDA): ``helion_kda_verify`` of
  ``sglang/kernels/ops/attention/helion/kda_verify.py``, the call the canonical one is
  written from. Every keyword passes under its own name, except ``scale``: Helion has none
  and always scales by K^-0.5 (kda_verify.py:84), so a call's scale does not reach it. The
  adapter passes what the kernel takes and no more; a port that ignores a given scale is for
  the suite to find (spec/verify.md, section 1), so the domain file does not narrow the scale.
* ``triton_kda`` (KDA) and ``triton_gdn`` (GDN): ``fused_sigmoid_gating_delta_rule_update``
  of ``sglang/kernels/ops/attention/linear/fused_sigmoid_gating_recurrent.py`` in its
  target-verify mode, called as SGLang's Triton verify backends call it
  (``TritonKDAKernel.target_verify``, ``srt/layers/attention/linear/kernels/kda_triton.py``;
  ``TritonGDNKernel.target_verify``, ``gdn_triton.py``):

      canonical                       fused_sigmoid_gating_delta_rule_update
      q, k, v                         q, k, v                  (as given: [1, T, heads, dim])
      a, b                            a, b                     (as given: [T, HV*K] or [T, HV]; [T, HV])
      A_log, dt_bias                  A_log, dt_bias
      ssm_states                      initial_state_source
      cache_indices                   initial_state_indices
      query_start_loc                 cu_seqlens
      intermediate_states_buffer      intermediate_states_buffer
      intermediate_state_indices      intermediate_state_indices
      cache_steps                     cache_steps
      retrieve_parent_token           retrieve_parent_token    (None: chain verify)
      lower_bound (KDA)               lower_bound
      scale                           scale                    (None: the function's K^-0.5)
      (always)                        disable_state_update=True, use_qk_l2norm_in_kernel=True,
                                      softplus_beta=1.0, softplus_threshold=20.0, is_kda

  ``disable_state_update=True`` is decision D4 (the pool is read only) and what both
  backends pass; the contract always normalises q and k (Helion's call has no switch), and
  so do the backends. SGLang passes no scale; the adapter passes the call's, which the
  function takes at run time (it asserts ``scale > 0``). The function returns its own
  output, [1, T, HV, V] in q's dtype (it allocates ``q.new_empty``), returned as it is.

What none of the three checks is not checked here either: an adapter never fixes an
upstream kernel. SGLang's Triton function checks nothing of the call; Helion checks the four
rules it has words for (V1-V4). Each domain file (domains/sglang-*-verify.kda-domain.json)
says, from the source, what else each kernel leaves open.

``out`` (optional): the caller's out of the C++ contract, as the numpy port takes it; the
kernel's output is copied into it (verify_call.py). Without it the kernel's own is returned.

The modules are imported through sglang_kernels.py's thin loader (bare parent packages and
stand-ins for the few helpers), so only the wheel's kernel files run; Helion's needs
``helion`` installed, the Triton function ``triton``.
"""

import sglang_kernels
import verify_call

HELION_MODULE = "sglang.kernels.ops.attention.helion.kda_verify"
HELION = "helion_kda_verify"
TRITON_MODULE = "sglang.kernels.ops.attention.linear.fused_sigmoid_gating_recurrent"
TRITON = "fused_sigmoid_gating_delta_rule_update"


def helion_function():
    """The wheel's helion_kda_verify itself."""
    return getattr(sglang_kernels._module(HELION_MODULE), HELION)


def triton_function():
    """The wheel's fused_sigmoid_gating_delta_rule_update itself."""
    return getattr(sglang_kernels._module(TRITON_MODULE), TRITON)


def helion(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
           intermediate_states_buffer, intermediate_state_indices, cache_steps,
           retrieve_parent_token=None, lower_bound=None, scale=None, out=None):
    """KDA verify through helion_kda_verify. `scale` has no parameter there (see above)."""
    del scale  # Helion always scales by K^-0.5: the suite judges what that does to a given scale
    verify_call.check_out(out, v)
    result = helion_function()(
        q=q, k=k, v=v, a=a, b=b, A_log=A_log, dt_bias=dt_bias,
        ssm_states=ssm_states,
        cache_indices=cache_indices,
        query_start_loc=query_start_loc,
        intermediate_states_buffer=intermediate_states_buffer,
        intermediate_state_indices=intermediate_state_indices,
        cache_steps=cache_steps,
        retrieve_parent_token=retrieve_parent_token,
        lower_bound=lower_bound)
    return verify_call.deliver(result, out)


def _triton(is_kda, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
            intermediate_states_buffer, intermediate_state_indices, cache_steps, retrieve_parent_token,
            scale, out, **gate):
    verify_call.check_out(out, v)
    result = triton_function()(
        A_log=A_log, a=a, dt_bias=dt_bias, softplus_beta=1.0, softplus_threshold=20.0,
        q=q, k=k, v=v, b=b,
        initial_state_source=ssm_states,
        initial_state_indices=cache_indices,
        scale=scale,
        use_qk_l2norm_in_kernel=True,
        cu_seqlens=query_start_loc,
        is_kda=is_kda,
        disable_state_update=True,
        intermediate_states_buffer=intermediate_states_buffer,
        intermediate_state_indices=intermediate_state_indices,
        cache_steps=cache_steps,
        retrieve_parent_token=retrieve_parent_token,
        **gate)
    return verify_call.deliver(result, out)


def triton_kda(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
               intermediate_states_buffer, intermediate_state_indices, cache_steps,
               retrieve_parent_token=None, lower_bound=None, scale=None, out=None):
    """KDA verify through the Triton function with is_kda=True, as TritonKDAKernel.target_verify."""
    return _triton(True, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
                   intermediate_states_buffer, intermediate_state_indices, cache_steps, retrieve_parent_token,
                   scale, out, lower_bound=lower_bound)


def triton_gdn(*, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
               intermediate_states_buffer, intermediate_state_indices, cache_steps,
               retrieve_parent_token=None, scale=None, out=None):
    """GDN verify through the Triton function with is_kda=False, as TritonGDNKernel.target_verify
    (which passes no lower_bound: GDN has none)."""
    return _triton(False, q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc,
                   intermediate_states_buffer, intermediate_state_indices, cache_steps, retrieve_parent_token,
                   scale, out)
