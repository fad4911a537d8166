// The validation rules as data: one table, in checking order. Both implementations read
// the ids, order and message templates from here and write their own checks.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace kda {

// Ids 1..21 are upstream's rule numbers. The extensions follow; KeyDimZero is checked at
// rule 20's place (upstream divides by K there), the other two after every upstream rule.
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
};

struct RuleSpec {
  Rule id;
  const char* name;        // stable identifier used in reports and mutation names
  bool upstream;           // true for the 21 rules upstream raises ValueError for
  const char* fails_when;  // the condition, in words
  const char* message;     // template; {field} placeholders are filled by render()
};

// In checking order: the first rule that fails decides the verdict.
extern const std::array<RuleSpec, 24> kRulesInOrder;

const RuleSpec& rule_spec(Rule id);
int rule_number(Rule id);  // 1..24, the id as an int

// The {expected} field of UnsupportedDtype: the admitted storage types, in the words every
// implementation must use.
inline constexpr const char* kExpectedFloatDtypes = "float32, float16 or bfloat16";
inline constexpr const char* kExpectedIndexDtypes = "int32 or int64";

using MessageFields = std::initializer_list<std::pair<std::string_view, std::string>>;
// Fills every {field} of the rule's template. Throws std::logic_error if the template
// names a field that is not given or a given field is unused: a message can never be
// rendered half-filled.
std::string render(Rule id, MessageFields fields);

// What an implementation says about a call.
struct Verdict {
  Rule rule = Rule::Accepted;
  std::string message;

  bool accepted() const { return rule == Rule::Accepted; }
  static Verdict accept() { return {}; }
  static Verdict reject(Rule id, MessageFields fields) { return {id, render(id, fields)}; }
  friend bool operator==(const Verdict& x, const Verdict& y) { return x.rule == y.rule && x.message == y.message; }
};

}  // namespace kda
