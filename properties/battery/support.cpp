// Shared plumbing of the battery: counterexample text, error-ratio bookkeeping, the
// property registry and replay of recorded inputs.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "properties/battery/battery.hpp"

namespace kda::properties {

std::string replay_json(const char* property, const InvalidCase& input) {
  nlohmann::json j;
  j["property"] = property;
  j["case"] = harness::to_json(input.spec);
  if (!input.mutations.empty()) {
    nlohmann::json ms = nlohmann::json::array();
    for (const Mutation& m : input.mutations) ms.push_back(to_json(m));
    j["mutations"] = ms;
  }
  return j.dump();
}

std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const std::string& what) {
  std::ostringstream o;
  o << property << " failed for " << (ctx.iut ? ctx.iut->name() : "?") << "\n"
    << (input.mutations.empty() ? harness::describe(input.spec) + "\n" : describe(input)) << what
    << "\nreplay: KDA_IUT=" << ctx.iut_selector << " KDA_REPLAY='" << replay_json(property, input)
    << "' properties_regressions --gtest_filter=Replay.FromEnvironment\n";
  return o.str();
}

std::map<std::string, double>& max_error_ratios() {
  static std::map<std::string, double> ratios;
  return ratios;
}

const std::vector<double>& error_ratio_edges() {
  static const std::vector<double> edges = {0.0, 1e-4, 1e-3, 1e-2, 0.05, 0.1, 0.2, 0.3, 0.4,
                                            0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 2.0, 1e300};
  return edges;
}

std::map<std::string, std::vector<int64_t>>& error_ratio_counts() {
  static std::map<std::string, std::vector<int64_t>> counts;
  return counts;
}

std::map<std::string, std::array<int64_t, 4>>& ulp_counts() {
  static std::map<std::string, std::array<int64_t, 4>> counts;
  return counts;
}

void record_ratios(const harness::Judgement& j) {
  for (const auto& [key, counts] : j.ulp_counts) {
    std::array<int64_t, 4>& total = ulp_counts()[key];
    for (size_t i = 0; i < counts.size(); ++i) total[i] += counts[i];
  }
  const std::vector<double>& edges = error_ratio_edges();
  for (const auto& [key, ratio] : j.max_error_ratio) {
    double& m = max_error_ratios()[key];
    m = std::max(m, ratio);
    std::vector<int64_t>& counts = error_ratio_counts()[key];
    counts.resize(edges.size() - 1);
    // NaN ratios (never expected) go to the last bin, where they stand out.
    const auto bin = std::upper_bound(edges.begin(), edges.end() - 1, ratio) - edges.begin() - 1;
    counts[std::clamp<int64_t>(std::isnan(ratio) ? counts.size() - 1 : bin, 0, counts.size() - 1)] += 1;
  }
}

std::string ratios_text() {
  std::ostringstream o;
  o << "max |error| / allowed:";
  for (const auto& [key, ratio] : max_error_ratios()) o << " " << key << "=" << ratio;
  return o.str();
}

namespace {
template <void (*F)(const Context&, const harness::CaseSpec&)>
void on_spec(const Context& c, const InvalidCase& i) {
  F(c, i.spec);
}
}  // namespace

const std::vector<PropertyEntry>& all_properties() {
  static const std::vector<PropertyEntry> entries = {
      {"sameVerdictAndMessageAsPredictedAndAsTheReference", true,
       sameVerdictAndMessageAsPredictedAndAsTheReference},
      {"rejectedCallLeavesEveryBufferUnchanged", true, rejectedCallLeavesEveryBufferUnchanged},
      {"outputAndNewStateWithinTolerance", false, on_spec<outputAndNewStateWithinTolerance>},
      {"paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone", false,
       on_spec<paddedAndOutOfRangeRowsWriteZerosAndLeaveThePoolAlone>},
      {"runsAreBitwiseDeterministic", false, on_spec<runsAreBitwiseDeterministic>},
      {"batchPermutationPermutesOutputs", false, on_spec<batchPermutationPermutesOutputs>},
      {"batchSplitEqualsOneCall", false, on_spec<batchSplitEqualsOneCall>},
      {"gvaExpansionEqualsRepeatedHeads", false, on_spec<gvaExpansionEqualsRepeatedHeads>},
      {"nonFiniteInputsStayInTheirRowAndSlot", false, on_spec<nonFiniteInputsStayInTheirRowAndSlot>},
      {"rollout512StepsDriftWithinBound", false, on_spec<rollout512StepsDriftWithinBound>},
      {"duplicateActiveIndicesChangeNothingOutsideTheNamedSlots", false,
       on_spec<duplicateActiveIndicesChangeNothingOutsideTheNamedSlots>},
  };
  return entries;
}

const PropertyEntry* find_property(const std::string& name) {
  for (const PropertyEntry& e : all_properties())
    if (name == e.name) return &e;
  return nullptr;
}

std::string replay(const Context& ctx, const nlohmann::json& record) {
  const std::string name = record.at("property").get<std::string>();
  const PropertyEntry* entry = find_property(name);
  if (entry == nullptr) return "unknown property '" + name + "'";
  InvalidCase input;
  input.spec = harness::case_spec_from_json(record.at("case"));
  if (record.contains("mutations"))
    for (const auto& m : record.at("mutations")) input.mutations.push_back(mutation_from_json(m));
  if (entry->takes_mutations && input.mutations.empty())
    return "property '" + name + "' needs a \"mutations\" list";
  try {
    entry->run(ctx, input);
  } catch (const rc::detail::CaseResult& r) {
    if (r.type == rc::detail::CaseResult::Type::Failure) return r.description;
    if (r.type == rc::detail::CaseResult::Type::Discard)
      return "the recorded input no longer meets the property's precondition: " + r.description;
  }
  return "";
}

}  // namespace kda::properties
