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
  std::string description;
  std::optional<FailureRecord> failure;
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

// The failure text without its replay line: the report gives a replay command of its own.
std::string without_replay_line(const std::string& text) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("replay: ", 0) != 0) out += line + "\n";
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

// Runs the previous observer, and keeps a copy of the input: when a property throws
// something other than a RapidCheck result, this is the input it was running.
class InputKeeper {
 public:
  InputKeeper() : previous_(case_observer()) {
    case_observer() = [this](const std::string& property, const InvalidCase& input) {
      if (previous_) previous_(property, input);
      property_ = property;
      input_ = input;
    };
  }
  ~InputKeeper() { case_observer() = previous_; }
  InputKeeper(const InputKeeper&) = delete;
  InputKeeper& operator=(const InputKeeper&) = delete;
  FailureRecord failure(const std::string& what) const { return FailureRecord{property_, input_, what, {}, 0}; }

 private:
  CaseObserver previous_;
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

nlohmann::json run_slice(const Context& ctx, const CampaignProperty& property, uint64_t seed, int cases,
                         const std::function<void(const std::string&)>& on_device_fault) {
  max_error_ratios().clear();
  error_ratio_counts().clear();
  ulp_counts().clear();
  closest_cases().clear();
  InputKeeper keeper;
  std::vector<Outcome> outcomes;
  const auto testable = [&] {
    last_case_rule().reset();
    current_case_statistics() = {};
    Outcome o;
    try {
      property.body(ctx);
    } catch (const rc::detail::CaseResult& r) {
      o.type = r.type;
      o.description = r.description;
      o.rule = last_case_rule();
      if (r.type == CaseType::Failure) o.failure = last_failure();
      o.statistics = current_case_statistics();
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
      o.description = std::string("the harness or the implementation threw: ") + e.what();
      o.rule = last_case_rule();
      o.failure = keeper.failure(o.description);
      o.statistics = current_case_statistics();
      outcomes.push_back(o);
      throw;
    }
    o.rule = last_case_rule();
    o.statistics = current_case_statistics();
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
    nlohmann::json failure = {{"description", without_replay_line(message.str())}, {"cases_before", num_success}};
    // The shrunk counterexample is the last failing call.
    for (auto it = outcomes.rbegin(); it != outcomes.rend(); ++it) {
      if (it->type != CaseType::Failure || !it->failure) continue;
      const FailureRecord& f = *it->failure;
      failure["record"] = replay_record(f.property, f.input);
      failure["case_text"] = describe(f.input);
      failure["what"] = f.what;
      nlohmann::json worst = nlohmann::json::array();
      for (const harness::Difference& d : f.worst) worst.push_back(difference_json(d));
      failure["worst"] = worst;
      failure["difference_count"] = f.difference_count;
      break;
    }
    j["failure"] = failure;
  }
  j["tags"] = tags;
  j["max_error_ratio"] = max_error_ratios();
  j["error_ratio_counts"] = error_ratio_counts();
  j["ulp_counts"] = ulp_counts();
  nlohmann::json closest = nlohmann::json::object();
  for (const auto& [key, c] : closest_cases())
    closest[key] = {{"ratio", c.ratio}, {"record", replay_record(c.property, c.input)},
                    {"case_text", describe(c.input)}};
  j["closest"] = closest;

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
  add_case_tables(outcomes, searched, j);
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
    if (u.accepted && declared_domain() && !declared_domain()->admits(harness::UpstreamCall(u).call())) {
      ++outside_domain;
      continue;
    }
    ++judged;
    if (before_call) before_call(u.line);
    const harness::RecordedCallOutcome o = harness::run_recorded_call(*ctx.iut, u);
    const bool ok = o.result.status == KDA_STATUS_OK;
    const bool verdict = o.confinement.empty() && (o.result.status == KDA_STATUS_REJECTED || ok) && ok == u.accepted;
    // A port with its own validation rejects in its own words: the verdict is what counts.
    const bool message = verdict && (ok || !contract_messages_judged() || o.result.message == u.message);
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
