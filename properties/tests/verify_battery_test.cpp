// The target verify properties (properties/verify_battery/) against the implementation under
// test (iut.hpp: the Eigen reference's target_verify by default, KDA_IUT's verify entries
// otherwise), for both ops, each over generated cases with the ci budget of the verify table
// (RC_PARAMS, set by ctest, gives the seed; KDA_CASE_SCALE multiplies the budgets); and the
// verify generators' own promises.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <functional>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "harness/memory_gate.hpp"
#include "properties/rapidcheck_adapter.hpp"
#include "properties/shrinking.hpp"
#include "properties/tests/case_scale.hpp"
#include "properties/tests/iut.hpp"
#include "properties/verify_battery/verify_battery.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "reference/target_verify.hpp"

#ifndef KDA_DEFAULT_IUT
#error "KDA_DEFAULT_IUT must name the default implementation under test"
#endif

namespace kda::properties {
namespace {

class VerifyBattery : public ::testing::TestWithParam<Op> {
 protected:
  // The implementation under test cannot run here (no CUDA device), or has no verify entry
  // for the op (a plugin or port of decode alone): why, else "".
  static std::string why_not_runnable(Op op) {
    const iut::TestSelection& s = iut::selection(KDA_DEFAULT_IUT);
    if (!s.skip_reason.empty()) return s.skip_reason;
    const implementation::Implementation& impl = *s.selection.iut;
    if (&impl != s.selection.reference && !impl.implements_verify(op))
      return implementation::implements_no_verify(impl, op);
    return "";
  }
  static VerifyContext context() {
    const iut::TestSelection& s = iut::selection(KDA_DEFAULT_IUT);
    const implementation::Implementation& impl = *s.selection.iut;
    return &impl == s.selection.reference ? reference_verify_context() : implementation_verify_context(impl);
  }
  void SetUp() override {
    if (const std::string why = why_not_runnable(GetParam()); !why.empty()) GTEST_SKIP() << why;
  }

  // One property of the verify table (verify_properties.def) over its ci budget of cases,
  // drawn by its campaign body; prints each tag's share when it passes.
  void check(const std::string& name) {
    const CampaignProperty* p = find_verify_campaign_property(name);
    ASSERT_NE(p, nullptr) << name << " is not in the verify campaign table";
    // As the decode battery's serving-scale families: any fraction of a budget is still a
    // serving-scale case in every run at that scale (the sanitizer build's, a port's).
    if (p->full_budget_only && tests::case_scale() < 1.0)
      GTEST_SKIP() << name << " builds serving-scale cases: it runs at KDA_CASE_SCALE >= 1 only";
    Context ctx;
    ctx.op = GetParam();
    ctx.verify = std::make_shared<const VerifyContext>(context());
    const rapidcheck::CheckResult result = rapidcheck::check(
        "VerifyBattery/" + name, name, {.max_success = tests::scaled(p->ci_cases)}, [&] { p->body(ctx); });
    std::cout << "[" << name << " (" << op_name(GetParam()) << ") on " << ctx.verify->iut_name << "] ";
    if (result.kind != rapidcheck::CheckResult::Kind::passed) {
      std::cout << result.message << std::endl;
      ADD_FAILURE() << result.message;
      return;
    }
    std::cout << "OK, passed " << result.num_success << " cases\n";
    for (const auto& [tag, count] : result.tag_cases)
      std::cout << "  " << 100.0 * static_cast<double>(count) / std::max(1, result.num_success) << "% " << tag << "\n";
  }
};

#define KDA_VERIFY_PROPERTY(property, ...) \
  TEST_P(VerifyBattery, property) { check(#property); }
#include "properties/verify_battery/verify_properties.def"
#undef KDA_VERIFY_PROPERTY

INSTANTIATE_TEST_SUITE_P(Ops, VerifyBattery, ::testing::ValuesIn(kOps),
                         [](const auto& info) { return std::string(op_name(info.param)); });

// Every generated case is one a runner can record and replay (its JSON reads back to the
// same case) and a call the contract accepts.
TEST(VerifyGenerators, EveryCaseRoundTripsThroughJsonAndIsAValidCall) {
  for (const Op op : kOps)
    EXPECT_TRUE(rc::check(std::string("verify_case ") + op_name(op), [op] {
      const harness::VerifyCaseSpec s = *verify_case(op);
      RC_ASSERT(harness::to_json(harness::verify_case_spec_from_json(harness::to_json(s))) == harness::to_json(s));
      harness::VerifyHostCase c(s);
      const VerifyVerdict v = reference::validate_verify(c.call());
      RC_ASSERT(v.accepted());
    }));
}

// A named mutation for every rule V1-V16, and every rule but the last (which any other fault
// precedes) wins some two-fault case: in 3,000 draws of a fixed stream (so this cannot flake)
// of each op.
TEST(VerifyGenerators, EveryRuleIsDrawnAloneAndWinsATwoFaultCase) {
  for (const Op op : kOps) {
    std::set<VerifyRule> alone, won;
    rc::Random stream(20261207);
    const rc::Gen<InvalidVerifyCase> one = invalid_verify_case(op), two = multi_fault_verify_case(op);
    for (int n = 0; n < 3000; ++n) {
      alone.insert(one(stream.split(), 50).value().mutations.front().rule);
      const InvalidVerifyCase pair = two(stream.split(), 50).value();
      won.insert(winning_rule(op, pair.mutations));
    }
    for (const VerifyRuleSpec& rule : verify_rules(op)) {
      EXPECT_TRUE(alone.count(rule.id)) << op_name(op) << ": no mutation drawn for V" << static_cast<int>(rule.id);
      if (rule.id != verify_rules(op).back().id) {
        EXPECT_TRUE(won.count(rule.id)) << op_name(op) << ": V" << static_cast<int>(rule.id) << " never won";
      }
    }
  }
}

// Crash shrinking's candidates (properties/shrinking.hpp) are inputs a campaign can record and
// replay: each loads back from its JSON (the case file's checks included), its mutations
// apply, and a smaller input of a valid call is still a call the contract accepts, so that
// no probe is spent on an input its property cannot run.
TEST(VerifyShrinking, EverySmallerInputLoadsBackKeepsItsMutationsAndAValidCallStaysValid) {
  for (const Op op : kOps) {
    EXPECT_TRUE(rc::check(std::string("smaller verify inputs ") + op_name(op), [op] {
      const bool valid = *rc::gen::arbitrary<bool>();
      const InvalidVerifyCase input = valid ? InvalidVerifyCase{*verify_case(op), {}} : *invalid_verify_case(op);
      const std::vector<InvalidVerifyCase> smaller = smaller_inputs(input);
      RC_ASSERT(input.spec.N() <= 1 || !smaller.empty());
      for (const InvalidVerifyCase& c : smaller) {
        const nlohmann::json record = verify_record("any", c);
        RC_ASSERT(harness::to_json(verify_input_of_record(record).spec) == harness::to_json(c.spec));
        RC_ASSERT(c.mutations.size() == input.mutations.size());
        for (const VerifyMutation& m : c.mutations) RC_ASSERT(applicable(m, c.spec));
        if (!valid) continue;
        harness::VerifyHostCase built(c.spec);
        RC_ASSERT(reference::validate_verify(built.call()).accepted());
      }
    }));
  }
}

// The serving-scale families draw what they promise (without building the cases: a snapshot
// buffer past 2^31 elements is gigabytes): K = V = 128, 1..256 requests of at most
// cache_steps <= 9 tokens, the caps on the states computed and held, and past 2^31 every
// snapshot row a request writes beyond element 2^31 of the buffer, at a host cost of what is
// written; and in 300 draws of a fixed stream (so this cannot flake) the serving edges.
TEST(VerifyGenerators, ServingCasesKeepTheirCapsAndPast2To31PutEveryWrittenRowBeyondIt) {
  for (const Op op : kOps) {
    EXPECT_TRUE(rc::check(std::string("serving_verify_case ") + op_name(op), [op] {
      const harness::VerifyCaseSpec s = *serving_verify_case(op);
      RC_ASSERT(s.K == 128 && s.V == 128 && s.HV % s.H == 0);
      RC_ASSERT(s.N() >= 1 && s.N() <= 256 && s.cache_steps <= 9);
      RC_ASSERT(harness::to_json(harness::verify_case_spec_from_json(harness::to_json(s))) == harness::to_json(s));
      int64_t live = 0;
      for (int64_t n = 0; n < s.N(); ++n) live += s.padded(n) ? 0 : s.tokens[static_cast<size_t>(n)] * s.HV;
      RC_ASSERT(live <= kMaxServingVerifyStates);
      RC_ASSERT(s.rows * s.steps * s.HV <= kMaxServingVerifySnapshotStates);
    }));
    EXPECT_TRUE(rc::check(std::string("serving_verify_case_past_2_31 ") + op_name(op), [op] {
      const harness::VerifyCaseSpec s = *serving_verify_case_past_2_31(op);
      const std::array<TensorDesc, harness::kVerifyTensorCount> layout = harness::verify_layout_of(s);
      RC_ASSERT(harness::span_end(layout[harness::kVerifySnapshots]) > harness::kPoolPastInt32Elements);
      bool written = false;
      for (int64_t n = 0; n < s.N(); ++n) {
        if (s.padded(n) || !s.has_row(n)) continue;
        RC_ASSERT(s.snapshot_indices[static_cast<size_t>(n)] * layout[harness::kVerifySnapshots].strides[0] >=
                  harness::kPoolPastInt32Elements);
        written = written || s.tokens[static_cast<size_t>(n)] > 0;
      }
      RC_ASSERT(written);
      RC_ASSERT(harness::memory_need(s, false).host_bytes < harness::kHugeCaseHostBytes);
      RC_ASSERT(harness::memory_need(s, true).host_bytes > harness::kHugeCaseHostBytes);
    }));
    bool widest = false, mtp_width = false, heads_32 = false;
    rc::Random stream(20261208);
    const rc::Gen<harness::VerifyCaseSpec> gen = serving_verify_case(op);
    for (int i = 0; i < 300; ++i) {
      const harness::VerifyCaseSpec s = gen(stream.split(), 50).value();
      widest = widest || s.N() == 256;
      mtp_width = mtp_width || s.cache_steps == 9;
      heads_32 = heads_32 || s.HV == 32;
    }
    EXPECT_TRUE(widest && mtp_width && heads_32) << op_name(op);
  }
}

// The small cases past 2^31 (verify_case_past_2_31) are what their property needs: every row a
// request names starts past element 2^31 of the buffer, a request that is not padded writes a
// snapshot step, the case is a valid call that reads back from its JSON and costs the host
// what is written; and in 200 draws of a fixed stream (so this cannot flake) both forms, one
// with snapshot steps of one element, where the buffer is past 2^31 steps too.
TEST(VerifyGenerators, CasesPast2To31NameOnlyRowsBeyondItAndAreValidCalls) {
  for (const Op op : kOps) {
    EXPECT_TRUE(rc::check(std::string("verify_case_past_2_31 ") + op_name(op), [op] {
      const harness::VerifyCaseSpec s = *verify_case_past_2_31(op);
      const int64_t row_stride = harness::verify_layout_of(s)[harness::kVerifySnapshots].strides[0];
      bool written = false;
      for (int64_t n = 0; n < s.N(); ++n) {
        if (!s.has_row(n)) continue;
        RC_ASSERT(s.snapshot_indices[static_cast<size_t>(n)] * row_stride > harness::kPoolPastInt32Elements);
        written = written || (!s.padded(n) && s.tokens[static_cast<size_t>(n)] > 0);
      }
      RC_ASSERT(written);
      RC_ASSERT(harness::to_json(harness::verify_case_spec_from_json(harness::to_json(s))) == harness::to_json(s));
      RC_ASSERT(harness::memory_need(s, false).host_bytes < harness::kHugeCaseHostBytes);
      harness::VerifyHostCase c(s);
      RC_ASSERT(reference::validate_verify(c.call()).accepted());
    }));
    bool one_element = false, wider = false;
    rc::Random stream(20261209);
    const rc::Gen<harness::VerifyCaseSpec> gen = verify_case_past_2_31(op);
    for (int i = 0; i < 200; ++i) {
      const harness::VerifyCaseSpec s = gen(stream.split(), 50).value();
      const bool one = s.HV * s.V * s.K == 1 && s.snapshot_row_extra + s.snapshot_step_extra == 0;
      one_element = one_element || (one && s.rows * s.steps > harness::kPoolPastInt32Elements);
      wider = wider || !one;
    }
    EXPECT_TRUE(one_element && wider) << op_name(op);
  }
}

}  // namespace
}  // namespace kda::properties
