// Verify's rules (spec/verify.md section 4, spec/verify_rules.cpp): each fires with its exact
// message on a minimal invalid call, in the checking order of the table. The base call is
// VerifyShape's default: H = 1, HV = 2, K = 2, V = 1, requests of 1 and 2 tokens (T = 3),
// cache_steps = 2, a [2, 2, 2, 1, 2] snapshot buffer, 2 slots.
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "reference/target_verify.hpp"
#include "reference/tests/verify_call_builder.hpp"

namespace kda::reference {
namespace {

using testing::HostTensor;
using testing::TestVerifyCall;
using testing::VerifyShape;

void reshape_dense(HostTensor& t, std::vector<int64_t> shape) {
  t.desc = TensorDesc::dense(std::move(shape), t.dtype());
  t.allocate();
}

struct Fault {
  const char* what;
  std::function<void(TestVerifyCall&)> apply;
  VerifyRule rule;
  std::string kda_message;
  std::string gdn_message;  // empty: the same words as KDA's
};

// GDN has Helion's words with "GDN verify" for "Helion KDA verify" (spec/verify.md section 4).
std::string gdn_words(std::string kda_message) {
  const std::string helion = "Helion KDA verify";
  const size_t at = kda_message.find(helion);
  return at == std::string::npos ? kda_message : kda_message.replace(at, helion.size(), "GDN verify");
}

// V1-V10: one fault in the shapes of the call.
std::vector<Fault> shape_faults() {
  return {
      {"q not packed",
       [](TestVerifyCall& c) {
         reshape_dense(c.q, {2, 3, 1, 2});
       },
       VerifyRule::QPacked, "Helion KDA verify expects packed [1, T, H, K] inputs", ""},
      {"v longer than q",
       [](TestVerifyCall& c) {
         reshape_dense(c.v, {1, 4, 2, 1});
       },
       VerifyRule::VOutShape,
       "`v` and `out` must have shape (1, 3, HV, V), the same for both (got v.shape=(1, 4, 2, 1), "
       "out.shape=(1, 3, 2, 1)).",
       ""},
      {"k unlike q",
       [](TestVerifyCall& c) {
         reshape_dense(c.k, {1, 3, 1, 3});
       },
       VerifyRule::HeadLayout, "Inconsistent Helion KDA verify query/key head layout", ""},
      {"no snapshot buffer", [](TestVerifyCall& c) { c.has_buffer = false; }, VerifyRule::SnapshotsRequired,
       "Helion KDA verify requires per-candidate state snapshots", ""},
      {"cache_steps 0", [](TestVerifyCall& c) { c.cache_steps = 0; }, VerifyRule::SnapshotsRequired,
       "Helion KDA verify requires per-candidate state snapshots", ""},
      {"cache_steps past S", [](TestVerifyCall& c) { c.cache_steps = 3; }, VerifyRule::SnapshotCapacity,
       "Helion KDA verify snapshot capacity is smaller than cache_steps", ""},
      {"b too wide",
       [](TestVerifyCall& c) {
         reshape_dense(c.b, {3, 3});
       },
       VerifyRule::GateShapes,
       "The gate tensors must have shapes `a`: (3, 4), `b`: (3, 2), `A_log`: (2,), `dt_bias`: (4,) "
       "(got (3, 4), (3, 3), (2,), (4,)).",
       "The gate tensors must have shapes `a`: (3, 2), `b`: (3, 2), `A_log`: (2,), `dt_bias`: (2,) "
       "(got (3, 2), (3, 3), (2,), (2,))."},
      {"pool K",
       [](TestVerifyCall& c) {
         reshape_dense(c.ssm_states, {2, 2, 1, 3});
       },
       VerifyRule::PoolShape, "`ssm_states` must have shape (num_slots, 2, 1, 2) (got ssm_states.shape=(2, 2, 1, 3)).",
       ""},
      {"snapshot K",
       [](TestVerifyCall& c) {
         reshape_dense(c.buffer, {2, 2, 2, 1, 3});
       },
       VerifyRule::SnapshotShape,
       "`intermediate_states_buffer` must have shape (rows, S, 2, 1, 2) (got "
       "intermediate_states_buffer.shape=(2, 2, 2, 1, 3)).",
       ""},
      {"three slots for two requests", [](TestVerifyCall& c) { reshape_dense(c.cache_indices, {3}); },
       VerifyRule::IndexShapes,
       "`cache_indices` and `intermediate_state_indices` must have shape (N,) and `query_start_loc` (N + 1,) for "
       "one N (got cache_indices.shape=(3,), intermediate_state_indices.shape=(2,), query_start_loc.shape=(3,)).",
       ""},
      {"parents narrower than cache_steps",
       [](TestVerifyCall& c) {
         c.tree = true;
         reshape_dense(c.retrieve_parent_token, {2, 1});
       },
       VerifyRule::ParentShape,
       "`retrieve_parent_token` must have shape (2, P) with P >= cache_steps=2 (got "
       "retrieve_parent_token.shape=(2, 1)).",
       ""},
  };
}

// V11-V16: the index values, strides, dtypes and device.
std::vector<Fault> value_and_storage_faults() {
  return {
      {"query_start_loc decreases", [](TestVerifyCall& c) { c.query_start_loc.set({1}, 4); }, VerifyRule::QueryStartLoc,
       "`query_start_loc` must start at 0, never decrease and end at T=3 (got query_start_loc[2]=3).", ""},
      {"query_start_loc starts at 1", [](TestVerifyCall& c) { c.query_start_loc.set({0}, 1); },
       VerifyRule::QueryStartLoc,
       "`query_start_loc` must start at 0, never decrease and end at T=3 (got query_start_loc[0]=1).", ""},
      {"request past cache_steps", [](TestVerifyCall& c) { c.cache_steps = 1; }, VerifyRule::RequestTooLong,
       "Request 1 has 2 tokens, more than cache_steps=1.", ""},
      {"parent not earlier",
       [](TestVerifyCall& c) {
         c.tree = true;
         c.retrieve_parent_token.set({1, 1}, 1);
       },
       VerifyRule::ParentStep,
       "`retrieve_parent_token[1, 1]` must name an earlier step of request 1, 0 <= parent < 1 (got 1).", ""},
      {"a strided",
       [](TestVerifyCall& c) {
         c.a.desc.strides = {2 * c.a.desc.shape[1], 2};
         c.a.allocate();
       },
       VerifyRule::LastDimStride, "`a` must be contiguous in the last dim.", ""},
      {"q float64",
       [](TestVerifyCall& c) {
         c.q.desc.dtype = DLDataType{kDLFloat, 64, 1};
         c.q.allocate();
       },
       VerifyRule::UnsupportedDtype, "`q` has unsupported dtype float64 (expected float32, float16 or bfloat16).", ""},
      // An index tensor the reference cannot read skips V11-V13 and meets V15.
      {"query_start_loc int16",
       [](TestVerifyCall& c) {
         c.query_start_loc.desc.dtype = DLDataType{kDLInt, 16, 1};
         c.query_start_loc.allocate(0xff);
       },
       VerifyRule::UnsupportedDtype, "`query_start_loc` has unsupported dtype int16 (expected int32 or int64).", ""},
      {"out on a GPU",
       [](TestVerifyCall& c) {
         c.out.desc.device = DLDevice{kDLCUDA, 0};
       },
       VerifyRule::WrongDevice, "Eigen reference computes on cpu, but the inputs are on cuda:0.", ""},
  };
}

std::vector<Fault> faults() {
  std::vector<Fault> all = shape_faults();
  for (Fault& fault : value_and_storage_faults()) all.push_back(std::move(fault));
  return all;
}

class VerifyRules : public ::testing::TestWithParam<Op> {};

TEST_P(VerifyRules, EachRuleFiresWithItsExactMessage) {
  const Op op = GetParam();
  for (const Fault& fault : faults()) {
    SCOPED_TRACE(fault.what);
    TestVerifyCall c(VerifyShape{.op = op});
    fault.apply(c);
    const std::vector<uint8_t> out = c.out.bytes();
    const VerifyVerdict verdict = target_verify(c.call());
    EXPECT_EQ(verdict.rule, fault.rule);
    const std::string gdn = fault.gdn_message.empty() ? gdn_words(fault.kda_message) : fault.gdn_message;
    EXPECT_EQ(verdict.message, op == Op::kda ? fault.kda_message : gdn);
    EXPECT_EQ(verify_rule_rendering(op, verdict.message), fault.rule) << "the message traced back to its rule";
    EXPECT_EQ(c.out.bytes(), out) << "a rejected call wrote out";
  }
}

TEST_P(VerifyRules, TheBaseCallIsAcceptedAndEveryRuleHasAFault) {
  TestVerifyCall c(VerifyShape{.op = GetParam()});
  const VerifyVerdict verdict = target_verify(c.call());
  EXPECT_TRUE(verdict.accepted()) << verdict.message;
  std::set<VerifyRule> covered;
  for (const Fault& fault : faults()) covered.insert(fault.rule);
  for (const VerifyRuleSpec& r : verify_rules(GetParam())) EXPECT_TRUE(covered.count(r.id)) << r.name;
}

TEST_P(VerifyRules, TheTableIsSpecVerifyMdsOrderWithHelionsFourRulesUpstreamForKdaOnly) {
  const std::vector<int> order = {1, 5, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  std::vector<int> numbers;
  for (const VerifyRuleSpec& r : verify_rules(GetParam())) {
    numbers.push_back(static_cast<int>(r.id));
    EXPECT_EQ(r.upstream, GetParam() == Op::kda && static_cast<int>(r.id) <= 4) << r.name;
  }
  EXPECT_EQ(numbers, order);
}

// The first rule in checking order decides: V5 (order 2) before V2 (order 3), V11 before V14.
TEST_P(VerifyRules, TheFirstFailingRuleInCheckingOrderDecides) {
  TestVerifyCall c(VerifyShape{.op = GetParam()});
  reshape_dense(c.k, {1, 3, 1, 3});
  reshape_dense(c.v, {1, 4, 2, 1});
  EXPECT_EQ(target_verify(c.call()).rule, VerifyRule::VOutShape);
  TestVerifyCall d(VerifyShape{.op = GetParam()});
  d.a.desc.strides = {2 * d.a.desc.shape[1], 2};
  d.a.allocate();
  d.query_start_loc.set({2}, 2);
  EXPECT_EQ(target_verify(d.call()).rule, VerifyRule::QueryStartLoc);
}

TEST(VerifyParams, AGdnCallWithALowerBoundIsTheCallersError) {
  TestVerifyCall c(VerifyShape{.op = Op::gdn});
  c.params.lower_bound = -5.0f;
  EXPECT_THROW(target_verify(c.call()), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(Ops, VerifyRules, ::testing::ValuesIn(kOps),
                         [](const auto& info) { return std::string(op_name(info.param)); });

}  // namespace
}  // namespace kda::reference
