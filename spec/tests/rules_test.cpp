#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "spec/rules.hpp"

namespace kda {
namespace {

std::vector<int> numbers_in_checking_order(Op op) {
  std::vector<int> order;
  for (const RuleSpec& r : op_spec(op).rules) order.push_back(rule_number(op, r.id));
  return order;
}

std::vector<Rule> ids_in_checking_order(Op op) {
  std::vector<Rule> ids;
  for (const RuleSpec& r : op_spec(op).rules) ids.push_back(r.id);
  return ids;
}

TEST(RuleTable, UpstreamRulesComeFirstInUpstreamOrderWithKeyDimZeroAtRule20sPlace) {
  const std::vector<int> expected = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                     13, 14, 15, 16, 17, 18, 19, 22, 20, 21, 23, 24};
  EXPECT_EQ(numbers_in_checking_order(Op::kda), expected);
  for (const RuleSpec& r : op_spec(Op::kda).rules) {
    EXPECT_EQ(r.upstream, rule_number(Op::kda, r.id) <= 21) << r.name;
    // KDA's numbers are the ids' values: reports written before GDN existed read the same.
    EXPECT_EQ(rule_number(Op::kda, r.id), static_cast<int>(r.id)) << r.name;
  }
}

TEST(RuleTable, GdnChecksItsNineteenUpstreamRulesWithKeyDimZeroAtRule18sPlace) {
  const std::vector<int> expected = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 18, 19, 21, 22};
  EXPECT_EQ(numbers_in_checking_order(Op::gdn), expected);
  // After KDA's first thirteen rules (the next test): GDN's own.
  const std::vector<Rule> after_13 = {Rule::ABShape,     Rule::ALogDtBiasNumel,  Rule::OutShape,
                                      Rule::PackedWidth, Rule::KeyDimZero,       Rule::PackedQSize,
                                      Rule::HeadConfig,  Rule::UnsupportedDtype, Rule::WrongDevice};
  const std::vector<Rule> ids = ids_in_checking_order(Op::gdn);
  EXPECT_EQ(std::vector<Rule>(ids.begin() + 13, ids.end()), after_13);
  for (const RuleSpec& r : op_spec(Op::gdn).rules) EXPECT_EQ(r.upstream, rule_number(Op::gdn, r.id) <= 19) << r.name;
}

TEST(RuleTable, GdnSharesKdasFirstThirteenRulesEntryForEntry) {
  const std::vector<RuleSpec>& kda = op_spec(Op::kda).rules;
  const std::vector<RuleSpec>& gdn = op_spec(Op::gdn).rules;
  for (size_t i = 0; i < 13; ++i) {
    EXPECT_EQ(gdn[i].id, kda[i].id) << i;
    EXPECT_EQ(gdn[i].name, kda[i].name) << i;  // the same text, not a copy of it
    EXPECT_EQ(gdn[i].message, kda[i].message) << i;
  }
}

TEST(RuleTable, NamesAreUniqueWithinEachOp) {
  for (Op op : kOps) {
    std::set<std::string> names;
    for (const RuleSpec& r : op_spec(op).rules) EXPECT_TRUE(names.insert(r.name).second) << op_name(op) << r.name;
  }
}

TEST(RuleTable, AnOpHasNoNumberAndNoEntryForARuleItDoesNotCheck) {
  EXPECT_EQ(rule_number(Op::kda, Rule::Accepted), 0);
  EXPECT_EQ(rule_number(Op::gdn, Rule::Accepted), 0);
  EXPECT_EQ(rule_number(Op::kda, Rule::ABShape), 0);
  EXPECT_EQ(rule_number(Op::gdn, Rule::AShape), 0);
  EXPECT_EQ(rule_number(Op::gdn, Rule::DtBiasNumel), 0);
  EXPECT_THROW(rule_spec(Op::gdn, Rule::BShape), std::logic_error);
  EXPECT_THROW(rule_spec(Op::kda, Rule::ALogDtBiasNumel), std::logic_error);
  EXPECT_THROW(render(Op::gdn, Rule::ALogNumel, {{"HV", "2"}, {"numel", "3"}}), std::logic_error);
}

TEST(OpSpec, TheGateIsPerKeyChannelForKdaAndPerValueHeadForGdn) {
  EXPECT_EQ(op_spec(Op::kda).op, Op::kda);
  EXPECT_EQ(op_spec(Op::gdn).op, Op::gdn);
  EXPECT_EQ(op_spec(Op::kda).gate_width(128), 128);
  EXPECT_EQ(op_spec(Op::gdn).gate_width(128), 1);
  EXPECT_TRUE(op_spec(Op::kda).has_lower_bound);
  EXPECT_FALSE(op_spec(Op::gdn).has_lower_bound);
}

TEST(Render, FillsUpstreamTemplatesExactly) {
  EXPECT_EQ(render(Op::kda, Rule::OutShape, {{"B", "3"}, {"HV", "2"}, {"V", "1"}, {"shape", "(5, 1, 2, 1)"}}),
            "`out` must have shape (3, 1, 2, 1) (got out.shape=(5, 1, 2, 1)).");
  EXPECT_EQ(render(Op::kda, Rule::IndicesShape, {{"shape", "(5,)"}, {"B", "3"}}),
            "`ssm_state_indices` must have shape [B] (got (5,); expected (3,)).");
  EXPECT_EQ(render(Op::kda, Rule::SameDevice, {}), "All inputs must be on the same device.");
  EXPECT_EQ(render(Op::kda, Rule::PackedQSize, {{"q_dim", "4"}, {"K", "3"}}),
            "Invalid packed Q size 4: must be divisible by K=3. KDA packed decode requires "
            "num_q_heads == num_k_heads and head_q_dim == head_k_dim.");
}

// Every GDN rule, rendered for sample fields, against the text of the GDN contract (section
// 3; rules 1-13 are KDA's words) and of spec/contract.md for the extensions.
TEST(Render, GdnMessagesMatchTheContractWordForWord) {
  const Op g = Op::gdn;
  EXPECT_EQ(render(g, Rule::MixedQkvNdim, {{"ndim", "3"}}), "`mixed_qkv` must be a 2D tensor (got ndim=3).");
  EXPECT_EQ(render(g, Rule::MixedQkvLastDimStride, {}), "`mixed_qkv` must be contiguous in the last dim.");
  EXPECT_EQ(render(g, Rule::ABNdim, {{"a_ndim", "1"}, {"b_ndim", "2"}}),
            "`a` and `b` must be 2D tensors (got a.ndim=1, b.ndim=2).");
  EXPECT_EQ(render(g, Rule::ABLastDimStride, {}), "`a`/`b` must be contiguous in the last dim.");
  EXPECT_EQ(render(g, Rule::ALogDtBiasNdim, {}), "`A_log`/`dt_bias` must be 1D tensors.");
  EXPECT_EQ(render(g, Rule::ALogDtBiasStride, {}), "`A_log`/`dt_bias` must be contiguous.");
  EXPECT_EQ(render(g, Rule::IndicesNdim, {{"ndim", "2"}}),
            "`ssm_state_indices` must be 1D for packed decode (got ndim=2).");
  EXPECT_EQ(render(g, Rule::OutContiguous, {}), "`out` must be contiguous.");
  EXPECT_EQ(render(g, Rule::SameDevice, {}), "All inputs must be on the same device.");
  EXPECT_EQ(render(g, Rule::BatchSizes, {{"B", "3"}, {"a0", "4"}, {"b0", "3"}}),
            "Mismatched batch sizes: mixed_qkv.shape[0]=3, a.shape[0]=4, b.shape[0]=3.");
  EXPECT_EQ(render(g, Rule::IndicesShape, {{"shape", "(5,)"}, {"B", "3"}}),
            "`ssm_state_indices` must have shape [B] (got (5,); expected (3,)).");
  EXPECT_EQ(render(g, Rule::StateNdim, {{"ndim", "3"}}), "`initial_state` must be a 4D tensor (got ndim=3).");
  EXPECT_EQ(render(g, Rule::StateLastDimStride, {}), "`initial_state` must be contiguous in the last dim.");
  EXPECT_EQ(render(g, Rule::ABShape, {{"HV", "4"}, {"a_shape", "(3, 5)"}, {"b_shape", "(3, 4)"}}),
            "`a`/`b` must have shape [B, HV] with HV=4 (got a.shape=(3, 5), b.shape=(3, 4)).");
  EXPECT_EQ(render(g, Rule::ALogDtBiasNumel, {{"HV", "4"}, {"a_log_numel", "4"}, {"dt_bias_numel", "512"}}),
            "`A_log` and `dt_bias` must have 4 elements (got A_log.numel()=4, dt_bias.numel()=512).");
  EXPECT_EQ(render(g, Rule::OutShape, {{"B", "3"}, {"HV", "4"}, {"V", "128"}, {"shape", "(3, 4, 128)"}}),
            "`out` must have shape (3, 1, 4, 128) (got out.shape=(3, 4, 128)).");
  EXPECT_EQ(render(g, Rule::PackedWidth, {{"qkv_dim", "513"}, {"HV", "4"}, {"V", "128"}}),
            "Invalid packed `mixed_qkv` last dim=513 for HV=4, V=128.");
  EXPECT_EQ(render(g, Rule::PackedQSize, {{"q_dim", "200"}, {"K", "128"}}),
            "Invalid packed Q size 200: must be divisible by K=128.");
  EXPECT_EQ(render(g, Rule::HeadConfig, {{"H", "3"}, {"HV", "4"}}),
            "Invalid head config inferred from mixed_qkv: H=3, HV=4.");
  EXPECT_EQ(render(g, Rule::KeyDimZero, {{"q_dim", "3"}}),
            "Invalid packed Q size 3: K=0 (initial_state.shape[-1]) leaves the number of q/k heads undefined.");
  EXPECT_EQ(render(g, Rule::UnsupportedDtype, {{"tensor", "b"}, {"dtype", "float64"}, {"expected", "x"}}),
            "`b` has unsupported dtype float64 (expected x).");
  EXPECT_EQ(render(g, Rule::WrongDevice, {{"implementation", "I"}, {"expected", "cpu"}, {"device", "cuda:0"}}),
            "I computes on cpu, but the inputs are on cuda:0.");
}

TEST(Render, RefusesMissingOrUnusedFields) {
  EXPECT_THROW(render(Op::kda, Rule::OutShape, {{"B", "3"}}), std::logic_error);
  EXPECT_THROW(render(Op::kda, Rule::SameDevice, {{"B", "3"}}), std::logic_error);
  EXPECT_THROW(render(Op::gdn, Rule::ABShape, {{"HV", "4"}, {"shape", "(3, 5)"}}), std::logic_error);
}

// render_template read backwards: a field may hold any text, the literal text around the
// fields included, and the literal text must be there whole.
TEST(TemplateRenders, ReadsAMessageBackToTheTemplateThatRendersIt) {
  const char* kTemplate = "`{tensor}` has unsupported dtype {dtype} (expected {expected}).";
  EXPECT_TRUE(template_renders(kTemplate, "`b` has unsupported dtype float64 (expected int32 or int64)."));
  EXPECT_TRUE(template_renders(kTemplate, "`a` has unsupported dtype ` has (expected x) (expected y)."));
  EXPECT_FALSE(template_renders(kTemplate, "`b` has unsupported dtype float64 (expected int32 or int64)"));
  EXPECT_FALSE(template_renders(kTemplate, "b has unsupported dtype float64 (expected int32 or int64)."));
  EXPECT_TRUE(template_renders("Invalid packed Q size {q_dim}: must be divisible by K={K}.",
                               "Invalid packed Q size 6: must be divisible by K=8."));
  EXPECT_TRUE(template_renders("no fields", "no fields"));
  EXPECT_FALSE(template_renders("no fields", "no fields."));
  EXPECT_TRUE(template_renders("{implementation} computes on {expected}, but the inputs are on {device}.",
                               "example-cpu plugin computes on cpu, but the inputs are on cuda:0."));
}

TEST(Verdict, RejectRendersTheOpsMessage) {
  const Verdict kda = Verdict::reject(Op::kda, Rule::PackedQSize, {{"q_dim", "4"}, {"K", "3"}});
  const Verdict gdn = Verdict::reject(Op::gdn, Rule::PackedQSize, {{"q_dim", "4"}, {"K", "3"}});
  EXPECT_EQ(kda.rule, Rule::PackedQSize);
  EXPECT_EQ(gdn.rule, Rule::PackedQSize);
  EXPECT_EQ(gdn.message, "Invalid packed Q size 4: must be divisible by K=3.");
  EXPECT_NE(kda.message, gdn.message);
}

}  // namespace
}  // namespace kda
