// Shared plumbing of the battery: failure records and their text, error-ratio bookkeeping,
// the property registry, and replay of recorded inputs.
#include <algorithm>
#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "properties/battery/battery.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "reference/packed_decode.hpp"

namespace kda::properties {

std::string shell_quote(const std::string& s) {
  if (s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./=:,+") ==
      std::string::npos)
    return s;
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

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

std::string replay_prefix(const std::string& iut_selector, Op op, Contract contract, const std::string& domain_file) {
  return "kda_suite replay --iut " + shell_quote(iut_selector) +
         (op == Op::kda && contract == Contract::decode ? "" : " --op " + contract_name(op, contract)) +
         (domain_file.empty() ? "" : " --domain " + shell_quote(domain_file));
}

std::string replay_command(const Context& ctx, const std::string& property, const InvalidCase& input) {
  return replay_prefix(ctx.iut_selector, input.spec.op, Contract::decode, ctx.domain ? ctx.domain->source : "") +
         " --case " + shell_quote(replay_json(property, input));
}

std::string summary_text(const Failure& failure) {
  std::string text =
      failure.property + " failed for " + failure.implementation + "\n" + failure.case_text + "\n" + failure.what;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

std::string full_text(const Failure& failure) {
  return failure.property + " failed for " + failure.implementation + "\n" + failure.case_text + "\n" + failure.what +
         "\nreplay: " + failure.replay + "\n";
}

namespace {

Failure recorded(const Context& ctx, Failure failure) {
  if (ctx.observations != nullptr) ctx.observations->last_failure = failure;
  return failure;
}

}  // namespace

std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input, const std::string& what,
                         FailureKind kind) {
  return full_text(recorded(ctx, {property,
                                  ctx.iut ? ctx.iut->name() : "?",
                                  nlohmann::json::parse(replay_json(property, input)),
                                  describe(input),
                                  what,
                                  {},
                                  0,
                                  replay_command(ctx, property, input),
                                  kind}));
}

std::string failure_text(const Context& ctx, const char* property, const InvalidCase& input,
                         const harness::Judgement& judgement, const std::string& prefix) {
  return full_text(
      recorded(ctx, {property, ctx.iut ? ctx.iut->name() : "?", nlohmann::json::parse(replay_json(property, input)),
                     describe(input), prefix + judgement.summary(), judgement.differences, judgement.difference_count,
                     replay_command(ctx, property, input), FailureKind::Other}));
}

const std::vector<double>& error_ratio_edges() {
  static const std::vector<double> edges = {0.0, 1e-4, 1e-3, 1e-2, 0.05, 0.1, 0.2, 0.3,  0.4,
                                            0.5, 0.6,  0.7,  0.8,  0.9,  1.0, 2.0, 1e300};
  return edges;
}

namespace {
// One run's ratio into its key's maximum and histogram.
void count_ratio(double ratio, double& max, std::vector<int64_t>& counts) {
  max = std::max(max, ratio);
  const std::vector<double>& edges = error_ratio_edges();
  counts.resize(edges.size() - 1);
  // NaN ratios (never expected) go to the last bin, where they stand out.
  const auto bin = std::upper_bound(edges.begin(), edges.end() - 1, ratio) - edges.begin() - 1;
  counts[std::clamp<int64_t>(std::isnan(ratio) ? counts.size() - 1 : bin, 0, counts.size() - 1)] += 1;
}
}  // namespace

void record_ratio(Observations* observations, const std::string& key, double ratio,
                  std::optional<double> arithmetic_ratio) {
  if (observations == nullptr) return;
  Observations& seen = *observations;
  count_ratio(ratio, seen.max_error_ratios[key], seen.error_ratio_counts[key]);
  if (arithmetic_ratio)
    count_ratio(*arithmetic_ratio, seen.max_arithmetic_ratios[key], seen.arithmetic_ratio_counts[key]);
  // Closest to the bound among the runs that kept within it: a failure is reported as such.
  if ((seen.running_input == nullptr && seen.running_verify_record == nullptr) || !(ratio <= 1.0)) return;
  ClosestCase candidate{ratio, arithmetic_ratio, seen.running_property, {}, nullptr};
  const auto known = seen.closest_cases.find(key);
  if (known != seen.closest_cases.end() && !(candidate.closeness() > known->second.closeness())) return;
  if (seen.running_input != nullptr)
    candidate.input = *seen.running_input;
  else
    candidate.verify_record = *seen.running_verify_record;
  seen.closest_cases[key] = std::move(candidate);
}

void record_ratio(const Context& ctx, const std::string& key, double ratio, std::optional<double> arithmetic_ratio) {
  record_ratio(ctx.observations, key, ratio, arithmetic_ratio);
}

void record_ratios(Observations* seen, const harness::Judgement& j) {
  if (seen == nullptr) return;
  for (const auto& [key, counts] : j.ulp_counts) {
    std::array<int64_t, 4>& total = seen->ulp_counts[key];
    for (size_t i = 0; i < counts.size(); ++i) total[i] += counts[i];
  }
  for (const auto& [key, ratio] : j.max_error_ratio) {
    const auto arithmetic = j.max_arithmetic_ratio.find(key);
    record_ratio(seen, key, ratio,
                 arithmetic == j.max_arithmetic_ratio.end() ? std::nullopt : std::optional<double>(arithmetic->second));
  }
}

void record_ratios(const Context& ctx, const harness::Judgement& j) { record_ratios(ctx.observations, j); }

std::string ratios_text(const Observations& observations) {
  std::ostringstream o;
  o << "max |error| / allowed:";
  for (const auto& [key, ratio] : observations.max_error_ratios) o << " " << key << "=" << ratio;
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
      {"sameVerdictAndMessageAsPredictedAndAsTheReference", true, sameVerdictAndMessageAsPredictedAndAsTheReference},
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

std::vector<std::string> properties_outside(const std::optional<implementation::Domain>& domain) {
  std::vector<std::string> outside;
  if (domain && !domain->gva) outside.emplace_back("gvaExpansionEqualsRepeatedHeads");
  // The properties of invalid calls: the verdicts (one and two faults) and the rejected call.
  if (domain && domain->no_validation)
    for (const CampaignProperty& p : campaign_properties())
      if (const PropertyEntry* e = find_property(p.name); p.invalid_calls || (e != nullptr && e->takes_mutations))
        outside.push_back(p.name);
  return outside;
}

RulesDrawn rules_drawn(const std::optional<implementation::Domain>& domain) {
  return domain && !domain->extension_rules ? RulesDrawn::upstream_only : RulesDrawn::all;
}

const PropertyEntry* find_property(const std::string& name) {
  for (const PropertyEntry& e : all_properties())
    if (name == e.name) return &e;
  return nullptr;
}

namespace {

CaseStatistics statistics_of(const PropertyEntry& entry, const InvalidCase& input) {
  CaseStatistics statistics;
  if (entry.takes_mutations) return statistics;
  const harness::CaseSpec& s = input.spec;
  statistics.valid_call = true;
  statistics.B = s.B;
  statistics.HV = s.HV;
  statistics.K = s.K;
  statistics.V = s.V;
  statistics.pool_elements = s.num_slots * s.HV * s.V * s.K;
  statistics.state_dtype = dtype_name(dl_dtype(s.dtypes[harness::kState]));
  return statistics;
}

// While a property runs: the routes the implementation under test's calls take go to its
// case's statistics, their time to the implementation's (a reference the property also runs
// counts for neither), and the input is the one closest_cases remembers.
class RunningCase {
 public:
  RunningCase(Observations& seen, const implementation::Implementation* iut, const std::string& property,
              const InvalidCase& input)
      : seen_(seen), previous_observer_(implementation::run_observer()) {
    seen_.running_property = property;
    seen_.running_input = &input;
    implementation::run_observer() = [&seen, iut](const implementation::Implementation& ran,
                                                  const implementation::RunResult& r) {
      if (&ran != iut) return;
      if (!r.route.empty()) seen.case_statistics.routes.insert(r.route);
      seen.implementation_seconds += r.seconds;
    };
  }
  ~RunningCase() {
    implementation::run_observer() = previous_observer_;
    seen_.running_property.clear();
    seen_.running_input = nullptr;
  }
  RunningCase(const RunningCase&) = delete;
  RunningCase& operator=(const RunningCase&) = delete;

 private:
  Observations& seen_;
  std::function<void(const implementation::Implementation&, const implementation::RunResult&)> previous_observer_;
};

}  // namespace

void run_property(const Context& ctx, const std::string& name, const InvalidCase& input) {
  const PropertyEntry* entry = find_property(name);
  if (entry == nullptr) throw std::logic_error("run_property: no property '" + name + "' in the registry");
  if (ctx.observations == nullptr) {
    entry->run(ctx, input);
    return;
  }
  Observations& seen = *ctx.observations;
  if (seen.before_case) seen.before_case(name, input);
  seen.case_statistics = statistics_of(*entry, input);
  const RunningCase running(seen, ctx.iut, name, input);
  entry->run(ctx, input);
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
                               rule_name(v.rule) + "): " + v.message);
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
  if (is_verify_property(name)) return replay_verify(ctx, record);
  const PropertyEntry* entry = find_property(name);
  if (entry == nullptr) {
    std::string known;
    for (const PropertyEntry& e : all_properties()) known += std::string("\n  ") + e.name;
    for (const CampaignProperty& p : verify_campaign_properties()) known += "\n  " + p.name;
    throw ReplayInputError("unknown property '" + name + "'; the battery has:" + known);
  }
  const InvalidCase input = replay_input(*entry, record);
  const rapidcheck::CaseOutcome outcome = rapidcheck::run_case([&] { run_property(ctx, name, input); });
  if (outcome.end == rapidcheck::CaseEnd::discarded)
    throw ReplayInputError("the recorded input does not meet the precondition of '" + name + "': " + outcome.message);
  return outcome.end == rapidcheck::CaseEnd::failed ? outcome.message : "";
}

}  // namespace kda::properties
