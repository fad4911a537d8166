#include "properties/runner/slice.hpp"

#include <rapidcheck/GenerationFailure.h>

#include <array>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <nlohmann/json.hpp>

#include "properties/domain.hpp"
#include "properties/harness/upstream_calls.hpp"

namespace kda::properties::runner {

namespace {

using CaseType = rc::detail::CaseResult::Type;

// What one call of the testable did; RapidCheck calls it again while shrinking, so only
// the calls up to the first failure are the campaign's cases, and the last failing call
// is the shrunk counterexample.
struct Outcome {
  CaseType type = CaseType::Success;
  std::optional<Rule> rule;
  std::optional<Failure> failure;
  // The harness or the implementation threw (not a property's check): RapidCheck's own
  // words describe it.
  bool threw = false;
  CaseStatistics statistics;
};

// floor(log2(x)) for x >= 1: the power-of-two bin of a histogram of sizes.
int log2_bin(int64_t x) {
  int k = 0;
  while (x > 1) x >>= 1, ++k;
  return k;
}

// The search phase's cases per route, shape bins of its valid calls at K = V = 128 (the
// serving shapes), and the cases not run, by reason ("memory").
void add_case_tables(const std::vector<Outcome>& outcomes, size_t searched, nlohmann::json& j) {
  nlohmann::json routes = nlohmann::json::object(), not_run = nlohmann::json::object();
  std::map<std::string, std::map<int, int64_t>> shapes;
  for (size_t i = 0; i < searched; ++i) {
    const Outcome& o = outcomes[i];
    const CaseStatistics& c = o.statistics;
    if (!c.not_run.empty()) {
      const std::string reason = c.not_run.substr(0, c.not_run.find(':'));
      not_run[reason] = not_run.value(reason, int64_t{0}) + 1;
      continue;
    }
    if (o.type == CaseType::Discard) continue;
    for (const std::string& route : c.routes) {
      nlohmann::json& r = routes[route];
      const bool first = r.is_null();
      if (first) r = nlohmann::json::object();
      const int64_t bxhv = c.B * c.HV;
      r["cases"] = r.value("cases", int64_t{0}) + 1;
      r["failures"] = r.value("failures", int64_t{0}) + (o.type == CaseType::Failure ? 1 : 0);
      r["B"] = first ? nlohmann::json{c.B, c.B}
                     : nlohmann::json{std::min(r["B"][0].get<int64_t>(), c.B), std::max(r["B"][1].get<int64_t>(), c.B)};
      r["BxHV"] = first ? nlohmann::json{bxhv, bxhv}
                        : nlohmann::json{std::min(r["BxHV"][0].get<int64_t>(), bxhv),
                                         std::max(r["BxHV"][1].get<int64_t>(), bxhv)};
      std::set<std::string> dtypes = first ? std::set<std::string>{} : r["state_dtypes"].get<std::set<std::string>>();
      dtypes.insert(c.state_dtype);
      r["state_dtypes"] = dtypes;
    }
    if (c.valid_call && c.K == 128 && c.V == 128 && c.B > 0) {
      ++shapes["B"][log2_bin(c.B)];
      ++shapes["B x HV"][log2_bin(c.B * c.HV)];
      if (c.pool_elements > 0) ++shapes["pool elements"][log2_bin(c.pool_elements)];
    }
  }
  nlohmann::json shape_json = nlohmann::json::object();
  for (const auto& [what, bins] : shapes)
    for (const auto& [k, n] : bins) shape_json[what][std::to_string(k)] = n;
  j["routes"] = routes;
  j["shapes"] = shape_json;
  j["not_run"] = not_run;
}

// RC_TAG shows its strings with quotes ("\"GVA\""); the report wants the bare class.
std::string unquoted(const std::string& tag) {
  if (tag.size() >= 2 && tag.front() == '"' && tag.back() == '"') return tag.substr(1, tag.size() - 2);
  return tag;
}

// Keeps the input each property runs, after the caller's observer has seen it: when a
// property throws something other than a RapidCheck result, this is the input it was running.
class InputKeeper {
 public:
  InputKeeper(Observations& seen, const CaseObserver& before_case) {
    seen.before_case = [this, before_case](const std::string& property, const InvalidCase& input) {
      if (before_case) before_case(property, input);
      property_ = property;
      input_ = input;
    };
  }
  InputKeeper(const InputKeeper&) = delete;
  InputKeeper& operator=(const InputKeeper&) = delete;
  Failure failure(const Context& ctx, const std::string& what) const {
    return Failure{property_, ctx.iut ? ctx.iut->name() : "?", input_, what, {}, 0,
                   replay_command(ctx.iut_selector, property_, input_), FailureKind::Other};
  }

 private:
  std::string property_;
  InvalidCase input_;
};

}  // namespace

nlohmann::json difference_json(const harness::Difference& d) {
  return {{"where", d.where},
          {"got", harness::value_text(d.got)},
          {"expected", harness::value_text(d.expected)},
          {"allowed", harness::value_text(d.allowed)},
          {"ulps", d.ulps ? nlohmann::json(*d.ulps) : nlohmann::json(nullptr)},
          {"dtype", d.dtype ? dtype_name(dl_dtype(*d.dtype)) : std::string()},
          {"rule", std::isfinite(d.severity) ? d.rule + ": " + harness::value_text(d.severity) + " x allowed" : d.rule}};
}

nlohmann::json replay_record(const std::string& property, const InvalidCase& input) {
  return nlohmann::json::parse(replay_json(property, input));
}

namespace {

// One RapidCheck run of the property: every call of the testable as an Outcome, in order.
struct CheckedCases {
  rc::detail::TestResult result;
  std::vector<Outcome> outcomes;
  double seconds = 0;
};

CheckedCases check_cases(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases,
                         const std::function<void(const std::string&)>& on_device_fault, const InputKeeper& keeper) {
  Observations& seen = *ctx.observations;
  std::vector<Outcome> outcomes;
  const auto testable = [&] {
    seen.case_rule.reset();
    seen.case_statistics = {};
    Outcome o;
    try {
      property.body(ctx);
    } catch (const rc::detail::CaseResult& r) {
      o.type = r.type;
      o.rule = seen.case_rule;
      if (r.type == CaseType::Failure) o.failure = seen.last_failure;
      o.statistics = seen.case_statistics;
      outcomes.push_back(o);
      throw;
    } catch (const rc::GenerationFailure&) {
      o.type = CaseType::Discard;
      outcomes.push_back(o);
      throw;
    } catch (const harness::DeviceFault& e) {
      // Every later call in this process would fail the same way, shrinking included.
      if (on_device_fault) on_device_fault(e.what());
      throw;
    } catch (const std::exception& e) {
      o.type = CaseType::Failure;
      o.threw = true;
      o.rule = seen.case_rule;
      o.failure = keeper.failure(ctx, std::string("the harness or the implementation threw: ") + e.what());
      o.statistics = seen.case_statistics;
      outcomes.push_back(o);
      throw;
    }
    o.rule = seen.case_rule;
    o.statistics = seen.case_statistics;
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
  rc::detail::TestResult result = rc::detail::checkTestable(testable, metadata, params);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {std::move(result), std::move(outcomes), seconds};
}

// The search phase: every call up to and including the first failure (the calls after it
// are RapidCheck's shrinking).
size_t searched_count(const std::vector<Outcome>& outcomes) {
  for (size_t i = 0; i < outcomes.size(); ++i)
    if (outcomes[i].type == CaseType::Failure) return i + 1;
  return outcomes.size();
}

// RapidCheck counts tag combinations; the report wants each tag's own count.
nlohmann::json tag_counts(const rc::detail::SuccessResult& success) {
  std::map<std::string, int64_t> marginal;
  for (const auto& [combination, count] : success.distribution)
    for (const std::string& tag : combination) marginal[unquoted(tag)] += count;
  nlohmann::json tags = nlohmann::json::object();
  for (const auto& [tag, count] : marginal) tags[tag] = count;
  return tags;
}

// The failure as the partial reports it: the shrunk counterexample is the last failing call.
nlohmann::json failure_json(const CheckedCases& checked, int* num_success) {
  std::ostringstream message;
  const Outcome* shrunk = nullptr;
  for (auto it = checked.outcomes.rbegin(); it != checked.outcomes.rend() && shrunk == nullptr; ++it)
    if (it->type == CaseType::Failure && it->failure) shrunk = &*it;
  if (checked.result.is<rc::detail::FailureResult>()) {
    const auto& failure = checked.result.get<rc::detail::FailureResult>();
    *num_success = failure.numSuccess;
    // A property's failure is described from its data; RapidCheck's words describe the rest.
    if (shrunk != nullptr && !shrunk->threw)
      message << summary_text(*shrunk->failure);
    else
      message << failure.description;
  } else if (checked.result.is<rc::detail::GaveUpResult>()) {
    const auto& gave_up = checked.result.get<rc::detail::GaveUpResult>();
    *num_success = gave_up.numSuccess;
    message << "gave up after " << gave_up.numSuccess << " cases: " << gave_up.description;
  } else {
    rc::detail::printResultMessage(checked.result, message);
  }
  std::string description = message.str();
  while (!description.empty() && description.back() == '\n') description.pop_back();
  nlohmann::json failure = {{"description", description}, {"cases_before", *num_success}};
  if (shrunk == nullptr) return failure;
  const Failure& f = *shrunk->failure;
  failure["record"] = replay_record(f.property, f.input);
  failure["case_text"] = describe(f.input);
  failure["what"] = f.what;
  nlohmann::json worst = nlohmann::json::array();
  for (const harness::Difference& d : f.worst) worst.push_back(difference_json(d));
  failure["worst"] = worst;
  failure["difference_count"] = f.difference_count;
  return failure;
}

// {"id": [cases, verdict_matches, message_matches]} over the search phase.
nlohmann::json rule_counts(const std::vector<Outcome>& outcomes, size_t searched) {
  std::map<int, std::array<int64_t, 3>> per_rule;
  for (size_t i = 0; i < searched; ++i) {
    const Outcome& o = outcomes[i];
    if (!o.rule || o.type == CaseType::Discard) continue;
    auto& counts = per_rule[rule_number(*o.rule)];
    counts[0] += 1;
    const bool passed = o.type == CaseType::Success;
    // A rejection with the wrong message still has the right verdict.
    const bool verdict_ok = passed || !o.failure || o.failure->kind != FailureKind::WrongVerdict;
    counts[1] += verdict_ok ? 1 : 0;
    counts[2] += passed ? 1 : 0;
  }
  nlohmann::json rules = nlohmann::json::object();
  for (const auto& [id, counts] : per_rule) rules[std::to_string(id)] = counts;
  return rules;
}

nlohmann::json closest_json(const Observations& seen) {
  nlohmann::json closest = nlohmann::json::object();
  for (const auto& [key, c] : seen.closest_cases)
    closest[key] = {{"ratio", c.ratio}, {"record", replay_record(c.property, c.input)},
                    {"case_text", describe(c.input)}};
  return closest;
}

}  // namespace

nlohmann::json run_slice(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases,
                         const CaseObserver& before_case,
                         const std::function<void(const std::string&)>& on_device_fault) {
  Observations seen;
  Context observed = ctx;
  observed.observations = &seen;
  const InputKeeper keeper(seen, before_case);
  const CheckedCases checked = check_cases(observed, property, seed, cases, on_device_fault, keeper);
  const size_t searched = searched_count(checked.outcomes);

  nlohmann::json j;
  j["seconds"] = checked.seconds;
  int64_t discards = 0;
  for (size_t i = 0; i < searched; ++i) discards += checked.outcomes[i].type == CaseType::Discard ? 1 : 0;
  j["discards"] = discards;
  j["failure"] = nullptr;
  j["tags"] = nlohmann::json::object();
  if (checked.result.is<rc::detail::SuccessResult>()) {
    const auto& success = checked.result.get<rc::detail::SuccessResult>();
    j["cases"] = success.numSuccess;
    j["failures"] = 0;
    j["tags"] = tag_counts(success);
  } else {
    int num_success = 0;
    j["failure"] = failure_json(checked, &num_success);
    j["cases"] = num_success + 1;
    j["failures"] = 1;
  }
  j["max_error_ratio"] = seen.max_error_ratios;
  j["error_ratio_counts"] = seen.error_ratio_counts;
  j["ulp_counts"] = seen.ulp_counts;
  j["closest"] = closest_json(seen);
  j["rules"] = property.invalid_calls ? rule_counts(checked.outcomes, searched) : nlohmann::json::object();
  add_case_tables(checked.outcomes, searched, j);
  return j;
}

nlohmann::json run_upstream_calls(const Context& ctx, const std::string& path,
                                  const std::function<void(int64_t line)>& before_call) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<harness::UpstreamCall> calls = harness::load_upstream_calls(path);
  int64_t judged = 0, accepted = 0, verdict_matches = 0, message_matches = 0, outside_domain = 0;
  nlohmann::json mismatches = nlohmann::json::array();
  std::optional<nlohmann::json> first;
  for (const harness::UpstreamCall& u : calls) {
    // A call upstream accepts but the port's declared domain leaves out is a declared
    // deviation, not run; every call upstream rejects is judged.
    if (u.accepted && ctx.domain && !ctx.domain->admits(harness::UpstreamCall(u).call())) {
      ++outside_domain;
      continue;
    }
    ++judged;
    if (before_call) before_call(u.line);
    const harness::RecordedCallOutcome o = harness::run_recorded_call(*ctx.iut, u);
    const bool ok = o.result.status == KDA_STATUS_OK;
    const bool verdict = o.confinement.empty() && (o.result.status == KDA_STATUS_REJECTED || ok) && ok == u.accepted;
    // A port with its own validation rejects in its own words: the verdict is what counts.
    const bool message = verdict && (ok || !contract_messages_judged(ctx.domain) || o.result.message == u.message);
    accepted += u.accepted;
    verdict_matches += verdict;
    message_matches += message;
    if (message) continue;
    const std::string expected = u.accepted ? "accepted" : "rejected: " + u.message;
    std::string got = ok ? "accepted" : (o.result.status == KDA_STATUS_REJECTED ? "rejected: " : "failed: ") + o.result.message;
    if (!o.confinement.empty()) got += " (and " + o.confinement + ")";
    const nlohmann::json m = {{"line", u.line}, {"expected", expected}, {"got", got}};
    if (!first) first = m;
    if (mismatches.size() < 20) mismatches.push_back(m);
  }
  const int64_t wrong = judged - message_matches;
  nlohmann::json j = {
      {"cases", judged},
      {"failures", wrong > 0 ? 1 : 0},
      {"seconds", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()},
      {"upstream_calls", {{"file", path}, {"calls", judged}, {"accepted", accepted},
                          {"verdict_matches", verdict_matches}, {"message_matches", message_matches},
                          {"outside_domain", outside_domain}, {"mismatches", mismatches}}},
      {"failure", nullptr}};
  if (first) {
    const std::string where = std::filesystem::path(path).filename().string() + ":" + std::to_string((*first)["line"].get<int64_t>());
    j["failure"] = {{"line", (*first)["line"]},
                    {"case_text", "the recorded call at " + where},
                    {"what", std::to_string(wrong) + " of " + std::to_string(judged) +
                                 " recorded calls differ from upstream; the first, " + where + ":\n  expected: " +
                                 (*first)["expected"].get<std::string>() + "\n  got:      " +
                                 (*first)["got"].get<std::string>()},
                    {"description", ""}};
    j["failure"]["description"] = j["failure"]["what"];
  }
  return j;
}

}  // namespace kda::properties::runner
