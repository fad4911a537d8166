// Target verify (spec/verify.md): the call as plain data and its rules V1-V16 as one table
// per op. Plain C++17: CUDA sources include it.
#pragma once

#include <dlpack/dlpack.h>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "spec/op.hpp"
#include "spec/rules.hpp"

namespace kda {

struct VerifyParams {
  // Absent: K^-0.5 as a float32 (inverse_sqrt_k_scale), the only scale Helion uses. A given
  // scale is the contract's addition to Helion's signature.
  std::optional<float> scale;
  // KDA only, as in decode: absent selects the softplus gate, any value the bounded gate.
  std::optional<float> lower_bound;
  // No use_qk_l2norm_in_kernel: Helion has no such switch and always normalises q and k
  // (epsilon 1e-6 inside the square root, decode's use_qk_l2norm_in_kernel = true), so
  // verify always does.
};

// Field order is Helion's keyword signature, then the caller's `out` (Helion returns it, the
// C++ contract fills the caller's), then the op.
struct VerifyCall {
  DLTensor q;                                          // [1, T, H, K]
  DLTensor k;                                          // [1, T, H, K]
  DLTensor v;                                          // [1, T, HV, V]
  DLTensor a;                                          // [T, HV*K] (KDA), [T, HV] (GDN)
  DLTensor b;                                          // [T, HV]
  DLTensor A_log;                                      // [HV]
  DLTensor dt_bias;                                    // [HV*K] (KDA), [HV] (GDN)
  DLTensor ssm_states;                                 // [num_slots, HV, V, K], the committed pool: read, never written
  DLTensor cache_indices;                              // [N], negative or >= num_slots: padded request
  DLTensor query_start_loc;                            // [N + 1], request n owns tokens [qsl[n], qsl[n+1])
  std::optional<DLTensor> intermediate_states_buffer;  // [rows, S, HV, V, K]; absent fails V3
  DLTensor intermediate_state_indices;                 // [N], negative or >= rows: no snapshot
  int64_t cache_steps = 0;                             // the most tokens a request may carry
  std::optional<DLTensor> retrieve_parent_token;       // [N, >= cache_steps]; present: tree verify
  DLTensor out;                                        // [1, T, HV, V], written in place
  VerifyParams params;
  Op op = Op::kda;
};

// The rules of spec/verify.md section 4. Their own enum rather than new values of Rule:
// decode's tables, rule_name/rule_named/rule_number and every report keyed on Rule stay as
// they are, and no decode switch meets a verify value. The values are the V numbers; the
// tables give the checking order (V5 is checked second).
enum class VerifyRule : int {
  Accepted = 0,
  QPacked = 1,            // V1
  HeadLayout = 2,         // V2
  SnapshotsRequired = 3,  // V3
  SnapshotCapacity = 4,   // V4
  VOutShape = 5,          // V5
  GateShapes = 6,         // V6
  PoolShape = 7,          // V7
  SnapshotShape = 8,      // V8
  IndexShapes = 9,        // V9
  ParentShape = 10,       // V10
  QueryStartLoc = 11,     // V11
  RequestTooLong = 12,    // V12
  ParentStep = 13,        // V13
  LastDimStride = 14,     // V14
  UnsupportedDtype = 15,  // V15
  WrongDevice = 16,       // V16
};

using VerifyRuleSpec = BasicRuleSpec<VerifyRule>;

// The op's verify rules in checking order: the first that fails decides.
const std::vector<VerifyRuleSpec>& verify_rules(Op op);
// The op's entry for a rule; std::logic_error for VerifyRule::Accepted.
const VerifyRuleSpec& verify_rule_spec(Op op, VerifyRule id);
// render_template on the op's template for the rule.
std::string render(Op op, VerifyRule id, MessageFields fields);
// The first rule in the op's checking order whose template renders the message; nothing
// when none does. How a rejection that carries only its words (a plugin's status and
// message) is traced to its rule.
std::optional<VerifyRule> verify_rule_rendering(Op op, std::string_view message);

using VerifyVerdict = BasicVerdict<VerifyRule>;

}  // namespace kda
