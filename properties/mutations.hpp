// Invalid calls: a valid case plus one (or two) named mutations of the call's descriptors.
// Each mutation targets one rule of spec/rules.hpp and, alone, fails that rule and no
// earlier one. The expected message is a prediction: the winning rule's template rendered
// with the values read from the final (mutated) descriptors, never the output of a
// validator.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <string>
#include <vector>

#include "harness/case.hpp"
#include "spec/call.hpp"
#include "spec/rules.hpp"

namespace kda::properties {

struct Mutation {
  Rule rule = Rule::Accepted;  // the rule this mutation must make fail
  int target = 0;              // which tensor / which variant (meaning depends on the rule)
  int64_t amount = 0;          // a delta, a new ndim, a dtype index (depends on the rule)
};

std::string mutation_name(const Mutation& m);  // "out_shape/V+1", "unsupported_dtype/a:float64"
nlohmann::json to_json(const Mutation& m);
Mutation mutation_from_json(const nlohmann::json& j);

// Whether the mutation can make its rule fail on this case (e.g. out non-contiguous needs
// a non-empty out with a dim of size > 1; Q size not divisible by K needs K >= 2).
bool applicable(const Mutation& m, const harness::CaseSpec& spec);

// Owns the shapes and strides a mutation installs; keep it alive while the call is used.
struct DescriptorStorage {
  std::array<std::vector<int64_t>, harness::kTensorCount> shape, strides;
  std::array<bool, harness::kTensorCount> installed{};
};

// Descriptor edits that decode's and verify's mutations share (properties/verify_mutations.hpp).
namespace descriptor {
// Copies t's shape and strides into the vectors (once: `installed`) and points t there.
void install(DLTensor& t, std::vector<int64_t>& shape, std::vector<int64_t>& strides, bool& installed);
// New ndim: drops leading dims or adds leading size-1 dims, the last dims kept.
void change_ndim(DLTensor& t, std::vector<int64_t>& shape, std::vector<int64_t>& strides, bool& installed,
                 int new_ndim);
std::vector<int64_t> dense_strides(const std::vector<int64_t>& shape);
}  // namespace descriptor
// Dtypes no implementation may accept, for float tensors and for index tensors (`which`
// modulo kBadDtypeCount), and a device other than d.
inline constexpr int kBadDtypeCount = 5;
DLDataType bad_float_dtype(int64_t which);
DLDataType bad_index_dtype(int64_t which);
DLDevice other_device(const DLDevice& d);
// A wrong-device message, whose implementation's words the contract leaves open, against the
// predicted tail (", but the inputs are on cuda:0.").
bool device_message_matches(const std::string& predicted_tail, const std::string& got);

DLTensor& tensor_of(DecodeCall& call, int id);
const DLTensor& tensor_of(const DecodeCall& call, int id);

// Edits the call's descriptors (never data). Dims come from spec, so a second mutation is
// unaffected by the first one's edits.
void apply(const Mutation& m, const harness::CaseSpec& spec, DecodeCall& call, DescriptorStorage& storage);

// Two mutations may be combined when they edit disjoint (tensor, aspect) pairs, so that
// both faults survive; the earlier rule in the op's checking order then decides.
bool compatible(const Mutation& x, const Mutation& y);
// Position in the op's checking order (op_spec(op).rules), 0-based; past the end for a
// rule the op does not have.
int checking_position(Op op, Rule r);
// The rule a call of the op with these mutations must be rejected by.
Rule winning_rule(Op op, const std::vector<Mutation>& ms);

// The message the winning rule must produce, rendered from its template with the final
// call's values, in the words of the call's op. For WrongDevice the implementation's own words are not pinned by the
// spec: the result is only the fixed tail (", but the inputs are on cuda:0.") and
// message_matches() checks it as a suffix.
std::string predicted_message(Rule winner, const DecodeCall& final_call);
bool message_matches(Rule winner, const std::string& predicted, const std::string& got);

struct InvalidCase {
  harness::CaseSpec spec;
  std::vector<Mutation> mutations;  // one, or two for multi-fault cases
};
// The case in a few lines (harness::describe), then the mutations and the rule they
// predict, if any; no trailing newline.
std::string describe(const InvalidCase& c);
void showValue(const InvalidCase& c, std::ostream& os);

// The rules invalid calls are drawn from: all of the op's, or upstream's only, for a port
// that checks what upstream checks and declares the contract's extensions (K == 0, dtypes,
// the device) as its deviation (domain key "extension_rules": false).
enum class RulesDrawn { all, upstream_only };

// A valid call of the op (any family) plus one applicable mutation, every drawn rule of the
// op reachable.
rc::Gen<InvalidCase> invalid_case(Op op, RulesDrawn rules = RulesDrawn::all);
// A valid call of the op plus two compatible mutations of different drawn rules.
rc::Gen<InvalidCase> multi_fault_case(Op op, RulesDrawn rules = RulesDrawn::all);

}  // namespace kda::properties
