// Shared plumbing of the battery: failure records and their text, error-ratio bookkeeping,
// the property registry, and replay of recorded inputs.
#include <algorithm>
#include <cmath>
#include <sstream>

#include <rapidcheck/GenerationFailure.h>
#include <nlohmann/json.hpp>

#include "properties/battery/battery.hpp"
#include "reference/packed_kda_decode.hpp"

namespace kda::properties {

namespace {

FailureRecord& mutable_last_failure() {
  static FailureRecord record;
  return record;
}

// The input run_property is running: closest_cases() remembers it with its ratio.
struct CurrentInput {
  std::string property;
  const InvalidCase* input = nullptr;
};
CurrentInput& current_input() {
  static CurrentInput current;
  return current;
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::string replay_json(const std::string& property, const InvalidCase& input) {
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

std::string replay_command(const std::string& iut_selector, const std::string& property, const InvalidCase& input) {
  return "kda_suite replay --iut " + shell_quote(iut_selector) + " --case " + shell_quote(replay_json(property, input));
}

const FailureRecord& last_failure() { return mutable_last_failure(); }

std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const std::string& what) {
  FailureRecord& record = mutable_last_failure();
  record = FailureRecord{property, input, what, {}, 0};
  std::ostringstream o;
  o << property << " failed for " << (ctx.iut ? ctx.iut->name() : "?") << "\n"
    << describe(input) << "\n"
    << what << "\nreplay: " << replay_command(ctx.iut_selector, property, input) << "\n";
  return o.str();
}

std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const harness::Judgement& judgement, const std::string& prefix) {
  const std::string text = failure_text(ctx, property, input, prefix + judgement.summary());
  FailureRecord& record = mutable_last_failure();
  record.worst = judgement.differences;
  record.difference_count = judgement.difference_count;
  return text;
}

std::map<std::string, double>& max_error_ratios() {
  static std::map<std::string, double> ratios;
  return ratios;
}

std::map<std::string, ClosestCase>& closest_cases() {
  static std::map<std::string, ClosestCase> cases;
  return cases;
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

void record_ratio(const std::string& key, double ratio) {
  double& m = max_error_ratios()[key];
  m = std::max(m, ratio);
  const std::vector<double>& edges = error_ratio_edges();
  std::vector<int64_t>& counts = error_ratio_counts()[key];
  counts.resize(edges.size() - 1);
  // NaN ratios (never expected) go to the last bin, where they stand out.
  const auto bin = std::upper_bound(edges.begin(), edges.end() - 1, ratio) - edges.begin() - 1;
  counts[std::clamp<int64_t>(std::isnan(ratio) ? counts.size() - 1 : bin, 0, counts.size() - 1)] += 1;
  // Closest to the bound among the runs that kept within it: a failure is reported as such.
  const CurrentInput& current = current_input();
  if (current.input == nullptr || !(ratio <= 1.0)) return;
  auto [it, inserted] = closest_cases().try_emplace(key);
  if (inserted || ratio > it->second.ratio) it->second = {ratio, current.property, *current.input};
}

void record_ratios(const harness::Judgement& j) {
  for (const auto& [key, counts] : j.ulp_counts) {
    std::array<int64_t, 4>& total = ulp_counts()[key];
    for (size_t i = 0; i < counts.size(); ++i) total[i] += counts[i];
  }
  for (const auto& [key, ratio] : j.max_error_ratio) record_ratio(key, ratio);
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

CaseObserver& case_observer() {
  static CaseObserver observer;
  return observer;
}

CaseStatistics& current_case_statistics() {
  static CaseStatistics statistics;
  return statistics;
}

void run_property(const Context& ctx, const std::string& name, const InvalidCase& input) {
  const PropertyEntry* entry = find_property(name);
  if (entry == nullptr) throw std::logic_error("run_property: no property '" + name + "' in the registry");
  if (case_observer()) case_observer()(name, input);
  CaseStatistics& statistics = current_case_statistics();
  statistics = {};
  if (!entry->takes_mutations) {
    const harness::CaseSpec& s = input.spec;
    statistics.valid_call = true;
    statistics.B = s.B;
    statistics.HV = s.HV;
    statistics.K = s.K;
    statistics.V = s.V;
    statistics.pool_elements = s.num_slots * s.HV * s.V * s.K;
    statistics.state_dtype = dtype_name(dl_dtype(s.dtypes[harness::kState]));
  }
  static const bool routes_observed = [] {
    harness::run_observer() = [](const harness::RunResult& r) {
      if (!r.route.empty()) current_case_statistics().routes.insert(r.route);
    };
    return true;
  }();
  (void)routes_observed;
  CurrentInput& current = current_input();
  current = {name, &input};
  try {
    entry->run(ctx, input);
  } catch (...) {
    current = {};
    throw;
  }
  current = {};
}

namespace {

// The recorded input as an InvalidCase, checked against what the property needs.
InvalidCase replay_input(const PropertyEntry& entry, const nlohmann::json& record) {
  InvalidCase input;
  try {
    input.spec = harness::case_spec_from_json(record.at("case"));
    if (record.contains("mutations"))
      for (const auto& m : record.at("mutations")) input.mutations.push_back(mutation_from_json(m));
  } catch (const std::exception& e) {
    throw ReplayInputError(std::string("the recorded case does not load: ") + e.what());
  }
  const std::string name = entry.name;
  if (entry.takes_mutations && input.mutations.empty())
    throw ReplayInputError("property '" + name + "' needs a \"mutations\" list");
  if (!entry.takes_mutations && !input.mutations.empty())
    throw ReplayInputError("property '" + name + "' takes a valid case and no \"mutations\"");
  try {
    harness::HostCase c(input.spec);
    for (const Mutation& m : input.mutations)
      if (!applicable(m, input.spec))
        throw ReplayInputError("mutation " + mutation_name(m) + " does not apply to the recorded case");
    if (!entry.takes_mutations) {
      const Verdict v = reference::validate_contract(c.call());
      if (!v.accepted())
        throw ReplayInputError("property '" + name + "' needs a valid call, and the contract rejects this case (" +
                               rule_spec(v.rule).name + "): " + v.message);
    }
  } catch (const ReplayInputError&) {
    throw;
  } catch (const std::exception& e) {
    throw ReplayInputError(std::string("the recorded case cannot be built: ") + e.what());
  }
  return input;
}

}  // namespace

std::string replay(const Context& ctx, const nlohmann::json& record) {
  if (!record.is_object() || !record.contains("property") || !record.at("property").is_string() ||
      !record.contains("case"))
    throw ReplayInputError("a recorded input needs \"property\" (a string) and \"case\"");
  const std::string name = record.at("property").get<std::string>();
  const PropertyEntry* entry = find_property(name);
  if (entry == nullptr) {
    std::string known;
    for (const PropertyEntry& e : all_properties()) known += std::string("\n  ") + e.name;
    throw ReplayInputError("unknown property '" + name + "'; the battery has:" + known);
  }
  const InvalidCase input = replay_input(*entry, record);
  try {
    run_property(ctx, name, input);
  } catch (const rc::detail::CaseResult& r) {
    if (r.type == rc::detail::CaseResult::Type::Failure) return r.description;
    if (r.type == rc::detail::CaseResult::Type::Discard)
      throw ReplayInputError("the recorded input does not meet the precondition of '" + name +
                             "': " + r.description);
  } catch (const rc::GenerationFailure& e) {
    throw ReplayInputError("the recorded input does not meet the precondition of '" + name + "': " + e.what());
  }
  return "";
}

}  // namespace kda::properties
