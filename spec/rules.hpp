// The validation rules as data: one table per op, in checking order. Both implementations
// read the ids, order and message templates from here and write their own checks.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "spec/op.hpp"

namespace kda {

// What a rule checks. An op's table says which rules it has, in which order and with which
// message; rule_number() gives a rule's number in that op. The values 1..24 are KDA's rule
// numbers (KeyDimZero is checked at rule 20's place, where upstream divides by K; the
// other two extensions after every upstream rule); GDN's merged rules follow.
enum class Rule : int {
  Accepted = 0,
  MixedQkvNdim = 1,
  MixedQkvLastDimStride = 2,
  ABNdim = 3,
  ABLastDimStride = 4,
  ALogDtBiasNdim = 5,
  ALogDtBiasStride = 6,
  IndicesNdim = 7,
  OutContiguous = 8,
  SameDevice = 9,
  BatchSizes = 10,
  IndicesShape = 11,
  StateNdim = 12,
  StateLastDimStride = 13,
  AShape = 14,
  BShape = 15,
  ALogNumel = 16,
  DtBiasNumel = 17,
  OutShape = 18,
  PackedWidth = 19,
  PackedQSize = 20,
  HeadConfig = 21,
  KeyDimZero = 22,
  UnsupportedDtype = 23,
  WrongDevice = 24,
  ABShape = 25,          // GDN: a and b checked together, one message
  ALogDtBiasNumel = 26,  // GDN: A_log and dt_bias checked together, one message
};

// A row of a rule table. A template over the id type, so that another contract's rules
// (spec/verify.hpp) are rows of the same shape without adding values to Rule.
template <class Id>
struct BasicRuleSpec {
  Id id;
  const char* name;        // stable identifier used in reports and mutation names
  bool upstream;           // true for the rules upstream raises ValueError for
  const char* fails_when;  // the condition, in words
  const char* message;     // template; {field} placeholders are filled by render()
};
using RuleSpec = BasicRuleSpec<Rule>;

// Head configurations that run in production, one model family with its tensor-parallel
// splits: what generators draw production cases from, by weight.
struct ProductionHeads {
  const char* models;                               // "Kimi-Linear-48B-A3B at TP 1..8"
  int weight;                                       // out of the op's total
  std::vector<std::pair<int64_t, int64_t>> splits;  // (H, HV) of each split
  int64_t K, V;
  std::optional<float> lower_bound;  // the model's gate (KDA only)
};

// An op's rules and the shape facts that its checks and generators need.
struct OpSpec {
  Op op;
  std::vector<RuleSpec> rules;  // in checking order: the first rule that fails decides
  // KDA gates each key channel (a: [B, HV*K], dt_bias: [HV*K]); GDN gates each value head
  // with one scalar (a: [B, HV], dt_bias: [HV]).
  bool gate_per_key_channel;
  bool has_lower_bound;                     // KDA's optional bounded gate; GDN has no lower_bound
  std::vector<ProductionHeads> production;  // the contract's real configurations

  // Gate values per value head: a.shape[1] == HV * gate_width(K), dt_bias.numel() too.
  int64_t gate_width(int64_t K) const { return gate_per_key_channel ? K : 1; }
};

const OpSpec& op_spec(Op op);

// The op's entry for a rule; std::logic_error if the op has no such rule.
const RuleSpec& rule_spec(Op op, Rule id);
// A rule's stable name ("a_shape"), the same in every op that has it; and the rule of a
// name (std::invalid_argument for a name no op has).
const char* rule_name(Rule id);
Rule rule_named(std::string_view name);
// 1-based: upstream's rules in upstream's order, then the extensions in checking order.
// 0 for an id the op has no rule for (Rule::Accepted included).
int rule_number(Op op, Rule id);

// The {expected} field of UnsupportedDtype: the admitted storage types, in the words every
// implementation must use.
inline constexpr const char* kExpectedFloatDtypes = "float32, float16 or bfloat16";
inline constexpr const char* kExpectedIndexDtypes = "int32 or int64";

using MessageFields = std::initializer_list<std::pair<std::string_view, std::string>>;
// Fills every {field} of a rule's message template. Throws std::logic_error if the template
// names a field that is not given or a given field is unused: a message can never be
// rendered half-filled. rule_name only words the exception.
std::string render_template(std::string_view rule_name, std::string_view message, MessageFields fields);
// render_template on the op's template for the rule.
std::string render(Op op, Rule id, MessageFields fields);
// Whether some filling of the template's {field}s gives the message: render_template read
// backwards, how a rejection that carries only its message is traced to its rule.
bool template_renders(std::string_view message_template, std::string_view message);

// What an implementation says about a call; Id is the contract's rule enum, whose
// Accepted is 0 and which has a render(Op, Id, MessageFields).
template <class Id>
struct BasicVerdict {
  Id rule = Id::Accepted;
  std::string message;

  bool accepted() const { return rule == Id::Accepted; }
  static BasicVerdict accept() { return {}; }
  static BasicVerdict reject(Op op, Id id, MessageFields fields) { return {id, render(op, id, fields)}; }
  friend bool operator==(const BasicVerdict& x, const BasicVerdict& y) {
    return x.rule == y.rule && x.message == y.message;
  }
};
using Verdict = BasicVerdict<Rule>;

}  // namespace kda
