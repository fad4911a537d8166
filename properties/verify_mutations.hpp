// Invalid verify calls: a valid verify case plus one (or two) named mutations, each aimed at
// one rule V1-V16 of spec/verify.hpp and, alone, failing that rule and no earlier one. Most
// edit the call's descriptors or its cache_steps; V11 and V13, whose rules read index
// values, edit the values of query_start_loc or retrieve_parent_token in the case's own
// buffers. The expected message is a prediction, rendered from the rule's template with the
// final call's values and the mutation's own, never a validator's output.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "harness/verify_case.hpp"
#include "implementation/domain.hpp"
#include "spec/verify.hpp"

namespace kda::properties {

struct VerifyMutation {
  VerifyRule rule = VerifyRule::Accepted;  // the rule this mutation must make fail
  int target = 0;                          // which tensor or which variant (per rule)
  int64_t amount = 0;                      // a delta, a value, a dtype index (per rule)
};

std::string mutation_name(const VerifyMutation& m);  // "V6 gate_shapes/a.shape[1]+=1"
nlohmann::json to_json(const VerifyMutation& m);
VerifyMutation verify_mutation_from_json(const nlohmann::json& j);

// Whether the mutation can make its rule fail on this case (V13 needs a request with a
// snapshot row and two steps in a tree, V12 a request of two tokens or more, ...).
bool applicable(const VerifyMutation& m, const harness::VerifyCaseSpec& spec);

// Owns the shapes and strides a mutation installs; keep it alive while the call is used.
struct VerifyDescriptorStorage {
  std::array<std::vector<int64_t>, harness::kVerifyTensorCount> shape, strides;
  std::array<bool, harness::kVerifyTensorCount> installed{};
};

// Edits call (views of c) and, for V11 and V13, the index values in c. Dims come from the
// spec, so a second mutation does not see the first one's edits.
void apply(const VerifyMutation& m, harness::VerifyHostCase& c, VerifyCall& call, VerifyDescriptorStorage& storage);

// Two mutations may be combined when they touch disjoint parts of the call (a tensor's
// shape, dtype, device or values; cache_steps; the snapshot buffer's presence), counting the
// index tensors that V11-V13 read as touched by those rules, so that both faults survive and
// the earlier rule in the op's checking order decides.
bool compatible(const VerifyMutation& x, const VerifyMutation& y);
int checking_position(Op op, VerifyRule r);
VerifyRule winning_rule(Op op, const std::vector<VerifyMutation>& ms);

// The winning rule's message, from its template, the final call's descriptors and the
// mutations' own values. WrongDevice: only the fixed tail (", but the inputs are on
// cuda:0."), which message_matches checks as a suffix.
std::string predicted_message(VerifyRule winner, const std::vector<VerifyMutation>& ms,
                              const harness::VerifyCaseSpec& spec, const VerifyCall& final_call);
bool message_matches(VerifyRule winner, const std::string& predicted, const std::string& got);

struct InvalidVerifyCase {
  harness::VerifyCaseSpec spec;
  std::vector<VerifyMutation> mutations;  // one, or two for multi-fault cases
};
std::string describe(const InvalidVerifyCase& c);
void showValue(const InvalidVerifyCase& c, std::ostream& os);

// A valid call of the op plus one applicable mutation; every rule of the op reachable.
rc::Gen<InvalidVerifyCase> invalid_verify_case(Op op);
// The same with two compatible mutations of different rules.
rc::Gen<InvalidVerifyCase> multi_fault_verify_case(Op op);
// Both for an implementation's declared domain: the valid call drawn inside it
// (properties/verify_domain.hpp) before its faults, and no fault of the contract's extensions
// (V15, V16) where it says "extension_rules": false. Without a domain, the generators above.
rc::Gen<InvalidVerifyCase> invalid_verify_case(Op op, const std::optional<implementation::Domain>& domain);
rc::Gen<InvalidVerifyCase> multi_fault_verify_case(Op op, const std::optional<implementation::Domain>& domain);

}  // namespace kda::properties
