#include "properties/runner/slice.hpp"

#include <rapidcheck/GenerationFailure.h>

#include <array>
#include <chrono>
#include <map>
#include <optional>
#include <sstream>

namespace kda::properties::runner {

namespace {

using CaseType = rc::detail::CaseResult::Type;

// What one call of the testable did; RapidCheck calls it again while shrinking, so only
// the calls up to the first failure are the campaign's cases.
struct Outcome {
  CaseType type = CaseType::Success;
  std::optional<Rule> rule;
  std::string description;
};

// RC_TAG shows its strings with quotes ("\"GVA\""); the report wants the bare class.
std::string unquoted(const std::string& tag) {
  if (tag.size() >= 2 && tag.front() == '"' && tag.back() == '"') return tag.substr(1, tag.size() - 2);
  return tag;
}

}  // namespace

nlohmann::json run_slice(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases) {
  max_error_ratios().clear();
  error_ratio_counts().clear();
  ulp_counts().clear();
  std::vector<Outcome> outcomes;
  const auto testable = [&] {
    last_case_rule().reset();
    Outcome o;
    try {
      property.body(ctx);
    } catch (const rc::detail::CaseResult& r) {
      o.type = r.type;
      o.description = r.description;
      o.rule = last_case_rule();
      outcomes.push_back(o);
      throw;
    } catch (const rc::GenerationFailure&) {
      o.type = CaseType::Discard;
      outcomes.push_back(o);
      throw;
    } catch (const std::exception& e) {
      o.type = CaseType::Failure;
      o.description = e.what();
      o.rule = last_case_rule();
      outcomes.push_back(o);
      throw;
    }
    o.rule = last_case_rule();
    outcomes.push_back(o);
  };

  rc::detail::TestParams params;
  params.seed = seed;
  params.maxSuccess = cases;
  params.maxSize = 100;
  params.maxDiscardRatio = 10;
  rc::detail::TestMetadata metadata;
  metadata.id = "Campaign/" + property.name;
  metadata.description = property.name;
  const auto start = std::chrono::steady_clock::now();
  const rc::detail::TestResult result = rc::detail::checkTestable(testable, metadata, params);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // The search phase: every call up to and including the first failure.
  size_t searched = outcomes.size();
  for (size_t i = 0; i < outcomes.size(); ++i)
    if (outcomes[i].type == CaseType::Failure) {
      searched = i + 1;
      break;
    }

  nlohmann::json j;
  j["seconds"] = seconds;
  int64_t discards = 0;
  for (size_t i = 0; i < searched; ++i) discards += outcomes[i].type == CaseType::Discard ? 1 : 0;
  j["discards"] = discards;

  nlohmann::json tags = nlohmann::json::object();
  j["failure"] = nullptr;
  if (result.is<rc::detail::SuccessResult>()) {
    const auto* success = &result.get<rc::detail::SuccessResult>();
    j["cases"] = success->numSuccess;
    j["failures"] = 0;
    // RapidCheck counts tag combinations; the report wants each tag's own count.
    std::map<std::string, int64_t> marginal;
    for (const auto& [combination, count] : success->distribution)
      for (const std::string& tag : combination) marginal[unquoted(tag)] += count;
    for (const auto& [tag, count] : marginal) tags[tag] = count;
  } else {
    int num_success = 0;
    std::ostringstream message;
    if (result.is<rc::detail::FailureResult>()) {
      const auto* failure = &result.get<rc::detail::FailureResult>();
      num_success = failure->numSuccess;
      message << failure->description;
    } else if (result.is<rc::detail::GaveUpResult>()) {
      const auto* gave_up = &result.get<rc::detail::GaveUpResult>();
      num_success = gave_up->numSuccess;
      message << "gave up after " << gave_up->numSuccess << " cases: " << gave_up->description;
    } else {
      rc::detail::printResultMessage(result, message);
    }
    j["cases"] = num_success + 1;
    j["failures"] = 1;
    j["failure"] = {{"description", message.str()}, {"cases_before", num_success}};
  }
  j["tags"] = tags;
  j["max_error_ratio"] = max_error_ratios();
  j["error_ratio_counts"] = error_ratio_counts();
  j["ulp_counts"] = ulp_counts();

  nlohmann::json rules = nlohmann::json::object();
  if (property.invalid_calls) {
    std::map<int, std::array<int64_t, 3>> per_rule;
    for (size_t i = 0; i < searched; ++i) {
      const Outcome& o = outcomes[i];
      if (!o.rule || o.type == CaseType::Discard) continue;
      auto& counts = per_rule[rule_number(*o.rule)];
      counts[0] += 1;
      const bool passed = o.type == CaseType::Success;
      // A rejection with the wrong message still has the right verdict.
      const bool verdict_ok = passed || o.description.find("expected a rejection") == std::string::npos;
      counts[1] += verdict_ok ? 1 : 0;
      counts[2] += passed ? 1 : 0;
    }
    for (const auto& [id, counts] : per_rule) rules[std::to_string(id)] = counts;
  }
  j["rules"] = rules;
  return j;
}

}  // namespace kda::properties::runner
