// The battery as a list of runnable properties with their CI budgets, made from the one
// list (properties.def) that the gtest battery (properties/tests/battery_test.cpp), its ctest
// entries and the campaign runner all read, so that "the CI budget" means the same cases
// everywhere.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "properties/battery/battery.hpp"

namespace kda::properties {

// One line of properties.def, whose fields name these members.
struct CampaignProperty {
  std::string name;  // the test name (rollouts and two-fault calls have their own)
  // Generates one input and runs the property on it (one RapidCheck case).
  std::function<void(const Context&)> body;
  int ci_cases = 0;            // cases per CI run; 20,612 over the ci profile
  int cases_per_chunk = 0;     // how many cases one campaign worker job runs (rollouts: 1)
  bool invalid_calls = false;  // verdict/message property: feeds the rules coverage
  // Cases per seed in the gpu profile; 0: ci_cases times the profile's factor.
  int gpu_cases = 0;
  // Cases of gigabytes (buffers past 2^31 elements): a campaign runs only as many of these
  // jobs at once as the machine has huge-case slots (harness/memory_gate.hpp).
  bool memory_heavy = false;
  // The gtest battery runs it at KDA_CASE_SCALE >= 1 only: any fraction of its budget is
  // still a case of serving scale, in every one of the kill matrix's baseline runs.
  bool full_budget_only = false;
};

const std::vector<CampaignProperty>& campaign_properties();
const CampaignProperty* find_campaign_property(const std::string& name);

}  // namespace kda::properties
