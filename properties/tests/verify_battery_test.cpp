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

#include "properties/rapidcheck_adapter.hpp"
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
      return implementation::implements_no_verify(impl.name(), op);
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

}  // namespace
}  // namespace kda::properties
