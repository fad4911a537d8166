// Target-verify calls judged by SGLang's Helion wrapper, judged again by the reference on
// real memory (harness/upstream_verify_calls.hpp). The recording
// (fixtures/upstream/verify/upstream-calls.jsonl, python/upstream/record_verify_verdicts.py)
// is judged only where it exists: CMake compiles its test in when the file is there. The
// reader and the judgement are tested on hand-written lines (hand-written/verify-calls.jsonl:
// verdicts written from the wrapper's source, not recorded).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "harness/upstream_verify_calls.hpp"
#include "reference/target_verify.hpp"

namespace kda::harness {
namespace {

const std::string kHandWritten = std::string(KDA_TEST_DATA_DIR) + "/hand-written/verify-calls.jsonl";

// The rule's place in the op's checking order.
size_t position(Op op, VerifyRule id) {
  const std::vector<VerifyRuleSpec>& rules = verify_rules(op);
  for (size_t i = 0; i < rules.size(); ++i)
    if (rules[i].id == id) return i;
  return rules.size();
}

// The rule whose words upstream's message is, when it is one of the wrapper's own (V1-V4).
VerifyRule upstream_rule(const UpstreamVerifyCall& u) {
  if (u.accepted || u.error_type != "ValueError") return VerifyRule::Accepted;
  for (const VerifyRuleSpec& r : verify_rules(u.op))
    if (r.upstream && render(u.op, r.id, {}) == u.message) return r.id;
  return VerifyRule::Accepted;
}

bool contract_own(Op op, VerifyRule id) { return !verify_rule_spec(op, id).upstream; }

std::string show(Op op, const VerifyVerdict& v) {
  return v.accepted() ? std::string("accepted")
                      : "rejected (V" + std::to_string(static_cast<int>(v.rule)) + " " +
                            verify_rule_spec(op, v.rule).name + "): " + v.message;
}

// "" when `v` is what spec/verify.md section 4 requires on a call the wrapper judged `u`,
// else why not. Upstream has words for V1-V4 only, so:
// * the wrapper's own message: the same message, or an earlier rule of the contract's own
//   that the wrapper does not check (V5 before V2-V4, when v has 4 dims and a wrong T);
// * Python's own error inside the wrapper (unpacking v.shape[2:], modulo by H == 0,
//   reshaping a gate tensor, shape[1] of a 1-dim buffer): a rejection by a rule of the
//   contract's own, or by V2 for the modulo (the table's V2 covers H == 0);
// * accepted: acceptance, or a rejection by a rule of the contract's own; a call the recorder
//   did not mutate, acceptance.
std::string disagreement(const UpstreamVerifyCall& u, const VerifyVerdict& v) {
  const Op op = u.op;
  const std::string got = show(op, v);
  if (u.accepted) {
    if (v.accepted()) return "";
    if (u.mutations.empty()) return got + ", on a call the recorder did not mutate";
    return contract_own(op, v.rule) ? "" : got + ", with the wrapper's words, where the wrapper accepted";
  }
  if (v.accepted()) return "accepted, where the wrapper raised " + u.error_type + ": " + u.message;
  if (const VerifyRule words = upstream_rule(u); words != VerifyRule::Accepted) {
    if (v.message == u.message) return "";
    if (contract_own(op, v.rule) && position(op, v.rule) < position(op, words)) return "";
    return got + ", where the wrapper said: " + u.message;
  }
  if (contract_own(op, v.rule)) return "";
  if (u.error_type == "ZeroDivisionError" && v.rule == VerifyRule::HeadLayout) return "";
  return got + ", with the wrapper's words, where the wrapper raised Python's " + u.error_type + ": " + u.message;
}

struct Tally {
  int64_t lines = 0, accepted = 0, mismatches = 0;
  std::map<VerifyRule, int64_t> first_in_wrappers_words;  // lines rejected with the rule's upstream words
  std::map<std::string, int64_t> python_errors;           // lines rejected by Python's own error, by type
};

// Every line judged by the reference; each disagreement (and a call whose memory validation
// changed) is a failure naming its line.
Tally judge_file(const std::string& file) {
  Tally t;
  for (const UpstreamVerifyCall& u : load_upstream_verify_calls(file)) {
    VerifyCallMemory memory(u);
    const VerifyVerdict v = reference::validate_verify(memory.call());
    ++t.lines;
    t.accepted += u.accepted;
    if (const VerifyRule words = upstream_rule(u); words != VerifyRule::Accepted)
      ++t.first_in_wrappers_words[words];
    else if (!u.accepted)
      ++t.python_errors[u.error_type];
    const std::string why = disagreement(u, v);
    if (!why.empty() && ++t.mismatches <= 20) ADD_FAILURE() << file << ":" << u.line << ": reference " << why;
    EXPECT_EQ(memory.changed(), "") << file << ":" << u.line;
  }
  return t;
}

TEST(HandWrittenVerifyCalls, LoadOntoGuardedMemoryWithTheirValuesAndTheirDevicesSwapped) {
  const std::vector<UpstreamVerifyCall> calls = load_upstream_verify_calls(kHandWritten);
  ASSERT_EQ(calls.size(), 18u);
  // Line 2: a tree call, parents [2, 2] with rows 3 apart, padding in both index tensors.
  const UpstreamVerifyCall& u = calls[1];
  EXPECT_EQ(u.line, 2);
  EXPECT_TRUE(u.accepted);
  EXPECT_TRUE(u.mutations.empty());
  EXPECT_EQ(u.cache_steps, 2);
  ASSERT_TRUE(u.lower_bound.has_value());
  EXPECT_FLOAT_EQ(*u.lower_bound, -5.0f);
  VerifyCallMemory memory(u);
  const VerifyCall& c = memory.call();
  EXPECT_EQ(python_shape(c.q), "(1, 3, 1, 2)");
  EXPECT_EQ(c.q.strides[1], 2);
  EXPECT_EQ(c.q.device.device_type, kDLCPU);  // recorded on cuda:0, q's device: the reference's
  EXPECT_EQ(python_shape(c.out), python_shape(c.v));
  EXPECT_EQ(c.out.dtype.code, kDLBfloat);
  EXPECT_EQ(c.out.strides[0], 6);
  EXPECT_FALSE(c.params.scale.has_value());
  ASSERT_TRUE(c.retrieve_parent_token.has_value());
  ASSERT_TRUE(c.intermediate_states_buffer.has_value());
  const auto* parents = static_cast<const int64_t*>(c.retrieve_parent_token->data);
  EXPECT_EQ(parents[1 * 3 + 1], 7);  // [1, 1], rows 3 apart
  EXPECT_EQ(static_cast<const int32_t*>(c.cache_indices.data)[0], -1);
  EXPECT_EQ(static_cast<const int64_t*>(c.query_start_loc.data)[2], 3);
  EXPECT_EQ(memory.changed(), "");
  // Line 14: A_log recorded on the CPU, off q's device: it stays off the reference's.
  VerifyCallMemory moved(calls[13]);
  EXPECT_EQ(moved.call().A_log.device.device_type, kDLCUDA);
  EXPECT_EQ(moved.call().b.device.device_type, kDLCPU);
  // Line 5: no snapshot buffer.
  EXPECT_FALSE(VerifyCallMemory(calls[4]).call().intermediate_states_buffer.has_value());
  EXPECT_EQ(calls[7].error_type, "ZeroDivisionError");
}

TEST(HandWrittenVerifyCalls, ReferenceMeetsEveryVerdictAsARecordedOneMust) {
  const Tally t = judge_file(kHandWritten);
  EXPECT_EQ(t.mismatches, 0);
  EXPECT_EQ(t.accepted, 8);
  for (VerifyRule r :
       {VerifyRule::QPacked, VerifyRule::HeadLayout, VerifyRule::SnapshotsRequired, VerifyRule::SnapshotCapacity})
    EXPECT_GE(t.first_in_wrappers_words.count(r), 1u) << static_cast<int>(r);
  EXPECT_EQ(t.python_errors.size(), 4u);  // ValueError, ZeroDivisionError, RuntimeError, IndexError
}

// The judgement is not vacuous: a validator that accepts everything, one that words a
// wrapper's rule otherwise, and one that rejects a valid call all disagree.
TEST(HandWrittenVerifyCalls, JudgementCatchesAValidatorThatDisagrees) {
  const std::vector<UpstreamVerifyCall> calls = load_upstream_verify_calls(kHandWritten);
  const Op op = Op::kda;  // V1-V4 render without fields
  const VerifyVerdict accept = VerifyVerdict::accept();
  EXPECT_NE(disagreement(calls[2], accept), "");  // V1's words
  EXPECT_NE(disagreement(calls[7], accept), "");  // ZeroDivisionError
  VerifyVerdict reworded{VerifyRule::QPacked, "q must be packed"};
  EXPECT_NE(disagreement(calls[2], reworded), "");
  // The wrapper said V3; V6 is the contract's own but comes after V3.
  EXPECT_NE(disagreement(calls[4], VerifyVerdict{VerifyRule::GateShapes, "gate"}), "");
  EXPECT_NE(disagreement(calls[0], VerifyVerdict{VerifyRule::QueryStartLoc, "starts"}), "");
  // An upstream-accepted mutated call rejected with a wrapper's words.
  EXPECT_NE(disagreement(calls[10], VerifyVerdict::reject(op, VerifyRule::SnapshotCapacity, {})), "");
  // Python's IndexError is no licence for the wrapper's words.
  EXPECT_NE(disagreement(calls[16], VerifyVerdict::reject(op, VerifyRule::SnapshotCapacity, {})), "");
  EXPECT_EQ(disagreement(calls[7], VerifyVerdict::reject(op, VerifyRule::HeadLayout, {})), "");
}

#ifdef KDA_RECORDED_VERIFY_CALLS
// The 600 verdicts of SGLang 0.5.23's helion_kda_verify: every one met, and the recording
// holds what the recorder promises (each of the wrapper's four rules first on many lines,
// 100 or more accepted).
TEST(UpstreamVerifyCalls, ReferenceGivesHelionsMessageWhereHelionHasWordsAndAContractRuleOnlyWhereItHasNone) {
  const Tally t = judge_file(KDA_RECORDED_VERIFY_CALLS);
  EXPECT_EQ(t.lines, 600);
  EXPECT_GE(t.accepted, 100);
  for (VerifyRule r :
       {VerifyRule::QPacked, VerifyRule::HeadLayout, VerifyRule::SnapshotsRequired, VerifyRule::SnapshotCapacity})
    EXPECT_GE(t.first_in_wrappers_words.count(r) ? t.first_in_wrappers_words.at(r) : 0, 20)
        << "V" << static_cast<int>(r);
  EXPECT_EQ(t.mismatches, 0);
}
#endif

}  // namespace
}  // namespace kda::harness
