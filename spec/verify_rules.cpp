#include <stdexcept>
#include <string>

#include "spec/verify.hpp"

namespace kda {

namespace {

// V1-V4 are Helion's four ValueError messages (kda_verify.py), byte for byte, for KDA. GDN
// has no upstream verify validator: the same words with "GDN verify" for "Helion KDA verify".
struct UpstreamWords {
  const char* q_packed;
  const char* head_layout;
  const char* snapshots_required;
  const char* snapshot_capacity;
};
constexpr UpstreamWords kHelionKda{"Helion KDA verify expects packed [1, T, H, K] inputs",
                                   "Inconsistent Helion KDA verify query/key head layout",
                                   "Helion KDA verify requires per-candidate state snapshots",
                                   "Helion KDA verify snapshot capacity is smaller than cache_steps"};
constexpr UpstreamWords kGdnContract{
    "GDN verify expects packed [1, T, H, K] inputs", "Inconsistent GDN verify query/key head layout",
    "GDN verify requires per-candidate state snapshots", "GDN verify snapshot capacity is smaller than cache_steps"};

// An op's table in checking order. V5-V16 are the contract's own, the same words in both ops
// (T = q.shape[1], H = q.shape[2], K = q.shape[3], HV and V from v; G = HV times the op's
// gate width: HV*K for KDA, HV for GDN).
std::vector<VerifyRuleSpec> rules_in_order(const UpstreamWords& words, bool upstream) {
  return {
      {VerifyRule::QPacked, "q_packed", upstream, "q.ndim != 4 or q.shape[0] != 1", words.q_packed},
      {VerifyRule::VOutShape, "v_out_shape", false, "v.ndim != 4, v.shape[:2] != (1, T) or out.shape != v.shape",
       "`v` and `out` must have shape (1, {T}, HV, V), the same for both (got v.shape={v_shape}, "
       "out.shape={out_shape})."},
      {VerifyRule::HeadLayout, "head_layout", upstream,
       "H == 0 (where Python's modulo raises ZeroDivisionError), v.shape[2] % H != 0 or k.shape != q.shape",
       words.head_layout},
      {VerifyRule::SnapshotsRequired, "snapshots_required", upstream,
       "intermediate_states_buffer is None or cache_steps <= 0", words.snapshots_required},
      {VerifyRule::SnapshotCapacity, "snapshot_capacity", upstream,
       "intermediate_states_buffer.shape[1] < cache_steps (a buffer of fewer than 2 dims is left to V8)",
       words.snapshot_capacity},
      {VerifyRule::GateShapes, "gate_shapes", false, "a not (T, G), b not (T, HV), A_log not (HV,) or dt_bias not (G,)",
       "The gate tensors must have shapes `a`: ({T}, {G}), `b`: ({T}, {HV}), `A_log`: ({HV},), `dt_bias`: ({G},) "
       "(got {a_shape}, {b_shape}, {a_log_shape}, {dt_bias_shape})."},
      {VerifyRule::PoolShape, "pool_shape", false, "ssm_states.ndim != 4 or ssm_states.shape[1:] != (HV, V, K)",
       "`ssm_states` must have shape (num_slots, {HV}, {V}, {K}) (got ssm_states.shape={shape})."},
      {VerifyRule::SnapshotShape, "snapshot_shape", false,
       "intermediate_states_buffer.ndim != 5 or its shape[2:] != (HV, V, K)",
       "`intermediate_states_buffer` must have shape (rows, S, {HV}, {V}, {K}) (got "
       "intermediate_states_buffer.shape={shape})."},
      {VerifyRule::IndexShapes, "index_shapes", false,
       "cache_indices or intermediate_state_indices not (N,), or query_start_loc not (N + 1,), for one N",
       "`cache_indices` and `intermediate_state_indices` must have shape (N,) and `query_start_loc` (N + 1,) for one N "
       "(got cache_indices.shape={cache_indices_shape}, intermediate_state_indices.shape={snapshot_indices_shape}, "
       "query_start_loc.shape={query_start_loc_shape})."},
      {VerifyRule::ParentShape, "parent_shape", false, "given, and ndim != 2, shape[0] != N or shape[1] < cache_steps",
       "`retrieve_parent_token` must have shape ({N}, P) with P >= cache_steps={cache_steps} (got "
       "retrieve_parent_token.shape={shape})."},
      {VerifyRule::QueryStartLoc, "query_start_loc_values", false,
       "query_start_loc[0] != 0, a decrease, or query_start_loc[N] != T (the first such entry is named)",
       "`query_start_loc` must start at 0, never decrease and end at T={T} (got query_start_loc[{i}]={value})."},
      {VerifyRule::RequestTooLong, "request_too_long", false,
       "query_start_loc[n+1] - query_start_loc[n] > cache_steps for some n",
       "Request {n} has {tokens} tokens, more than cache_steps={cache_steps}."},
      {VerifyRule::ParentStep, "parent_step", false,
       "retrieve_parent_token[n, j] outside 0 .. j-1 for a step j >= 1 of a request n with a snapshot row",
       "`retrieve_parent_token[{n}, {j}]` must name an earlier step of request {n}, 0 <= parent < {j} (got {parent})."},
      {VerifyRule::LastDimStride, "last_dim_stride", false,
       "stride(-1) != 1 for q, k, v, a, b, A_log, dt_bias, ssm_states, intermediate_states_buffer or out (in that "
       "order)",
       "`{tensor}` must be contiguous in the last dim."},
      // V15 and V16 are decode's extensions (spec/rules.cpp), in decode's words.
      {VerifyRule::UnsupportedDtype, "unsupported_dtype", false,
       "a float tensor not float32/float16/bfloat16 (q .. intermediate_states_buffer, out), or an index tensor "
       "(cache_indices, query_start_loc, intermediate_state_indices, retrieve_parent_token) not int32/int64",
       "`{tensor}` has unsupported dtype {dtype} (expected {expected})."},
      {VerifyRule::WrongDevice, "wrong_device", false, "a tensor not on the device this implementation computes on",
       "{implementation} computes on {expected}, but the inputs are on {device}."}};
}

}  // namespace

const std::vector<VerifyRuleSpec>& verify_rules(Op op) {
  static const std::vector<VerifyRuleSpec> kda = rules_in_order(kHelionKda, true);
  static const std::vector<VerifyRuleSpec> gdn = rules_in_order(kGdnContract, false);
  switch (op) {
    case Op::kda: return kda;
    case Op::gdn: return gdn;
  }
  throw std::logic_error("verify_rules: no op " + std::to_string(static_cast<int>(op)));
}

const VerifyRuleSpec& verify_rule_spec(Op op, VerifyRule id) {
  for (const VerifyRuleSpec& r : verify_rules(op))
    if (r.id == id) return r;
  throw std::logic_error(std::string("verify_rule_spec: ") + op_name(op) + " has no verify rule " +
                         std::to_string(static_cast<int>(id)));
}

std::string render(Op op, VerifyRule id, MessageFields fields) {
  const VerifyRuleSpec& spec = verify_rule_spec(op, id);
  return render_template(spec.name, spec.message, fields);
}

std::optional<VerifyRule> verify_rule_rendering(Op op, std::string_view message) {
  for (const VerifyRuleSpec& r : verify_rules(op))
    if (template_renders(r.message, message)) return r.id;
  return std::nullopt;
}

}  // namespace kda
