#include <gtest/gtest.h>

#include <set>

#include "spec/rules.hpp"

namespace kda {
namespace {

TEST(RuleTable, UpstreamRulesComeFirstInUpstreamOrderWithKeyDimZeroAtRule20sPlace) {
  std::vector<int> order;
  for (const RuleSpec& r : kRulesInOrder) order.push_back(rule_number(r.id));
  const std::vector<int> expected = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                     13, 14, 15, 16, 17, 18, 19, 22, 20, 21, 23, 24};
  EXPECT_EQ(order, expected);
  for (const RuleSpec& r : kRulesInOrder) EXPECT_EQ(r.upstream, rule_number(r.id) <= 21) << r.name;
}

TEST(RuleTable, NamesAreUnique) {
  std::set<std::string> names;
  for (const RuleSpec& r : kRulesInOrder) EXPECT_TRUE(names.insert(r.name).second) << r.name;
}

TEST(Render, FillsUpstreamTemplatesExactly) {
  EXPECT_EQ(render(Rule::OutShape, {{"B", "3"}, {"HV", "2"}, {"V", "1"}, {"shape", "(5, 1, 2, 1)"}}),
            "`out` must have shape (3, 1, 2, 1) (got out.shape=(5, 1, 2, 1)).");
  EXPECT_EQ(render(Rule::IndicesShape, {{"shape", "(5,)"}, {"B", "3"}}),
            "`ssm_state_indices` must have shape [B] (got (5,); expected (3,)).");
  EXPECT_EQ(render(Rule::SameDevice, {}), "All inputs must be on the same device.");
}

TEST(Render, RefusesMissingOrUnusedFields) {
  EXPECT_THROW(render(Rule::OutShape, {{"B", "3"}}), std::logic_error);
  EXPECT_THROW(render(Rule::SameDevice, {{"B", "3"}}), std::logic_error);
}

}  // namespace
}  // namespace kda
