#include "runner/slice.hpp"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "harness/upstream_calls.hpp"
#include "implementation/domain.hpp"
#include "implementation/recorded_call.hpp"
#include "json/binding.hpp"
#include "properties/rapidcheck_adapter.hpp"
#include "properties/verify_battery/verify_battery.hpp"

namespace kda::runner {

namespace {

using CaseType = properties::rapidcheck::CaseEnd;
namespace rapidcheck = properties::rapidcheck;

// What one call of the testable did; RapidCheck calls it again while shrinking, so only
// the calls up to the first failure are the campaign's cases, and the last failing call
// is the shrunk counterexample.
struct Outcome {
  CaseType type = CaseType::passed;
  std::optional<Rule> rule;
  std::optional<VerifyRule> verify_rule;
  std::optional<properties::Failure> failure;
  // The harness or the implementation threw (not a property's check): RapidCheck's own
  // words describe it.
  bool threw = false;
  properties::CaseStatistics statistics;
};

// floor(log2(x)) for x >= 1: the power-of-two bin of a histogram of sizes.
int log2_bin(int64_t x) {
  int k = 0;
  while (x > 1) x >>= 1, ++k;
  return k;
}

// The search phase's cases per route, shape bins of its valid calls at K = V = 128 (the
// serving shapes), and the cases not run, by reason ("memory").
void add_case_tables(const std::vector<Outcome>& outcomes, size_t searched, report::PropertyResult& p) {
  for (size_t i = 0; i < searched; ++i) {
    const Outcome& o = outcomes[i];
    const properties::CaseStatistics& c = o.statistics;
    if (!c.not_run.empty()) {
      ++p.not_run[c.not_run.substr(0, c.not_run.find(':'))];
      continue;
    }
    if (o.type == CaseType::discarded) continue;
    const int64_t bxhv = c.B * c.HV;
    const report::RouteCoverage one{1, o.type == CaseType::failed ? 1 : 0, c.B, c.B, bxhv, bxhv, {c.state_dtype}};
    for (const std::string& route : c.routes) {
      report::PropertyResult the_case;
      the_case.routes[route] = one;
      report::merge_case_tables(p, the_case);
    }
    if (c.valid_call && c.K == 128 && c.V == 128 && c.B > 0) {
      ++p.shapes["B"][log2_bin(c.B)];
      ++p.shapes["B x HV"][log2_bin(bxhv)];
      if (c.pool_elements > 0) ++p.shapes["pool elements"][log2_bin(c.pool_elements)];
    }
  }
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
  InputKeeper(properties::Observations& seen, const properties::CaseObserver& before_case,
              const std::function<void(const nlohmann::json&)>& before_verify_case) {
    seen.before_case = [this, before_case](const std::string& property, const properties::InvalidCase& input) {
      if (before_case) before_case(property, input);
      property_ = property;
      input_ = input;
      verify_record_ = nullptr;
    };
    seen.before_verify_case = [this, before_verify_case](const nlohmann::json& record) {
      if (before_verify_case) before_verify_case(record);
      verify_record_ = record;
    };
  }
  InputKeeper(const InputKeeper&) = delete;
  InputKeeper& operator=(const InputKeeper&) = delete;
  properties::Failure failure(const properties::Context& ctx, const std::string& what) const {
    if (!verify_record_.is_null()) {
      const std::string property = verify_record_.at("property").get<std::string>();
      return {
          property,
          ctx.verify ? ctx.verify->iut_name : "?",
          verify_record_,
          harness::describe(harness::verify_case_spec_from_json(verify_record_.at("case"))),
          what,
          {},
          0,
          properties::replay_prefix(ctx.iut_selector, ctx.op, Contract::verify, ctx.domain ? ctx.domain->source : "") +
              " --case " + properties::shell_quote(verify_record_.dump()),
          properties::FailureKind::Other};
    }
    return {property_,
            ctx.iut ? ctx.iut->name() : "?",
            replay_record(property_, input_),
            properties::describe(input_),
            what,
            {},
            0,
            replay_command(ctx, property_, input_),
            properties::FailureKind::Other};
  }

 private:
  std::string property_;
  properties::InvalidCase input_;
  nlohmann::json verify_record_;  // null: the last input was decode's
};

}  // namespace

report::WorstElement worst_element(const harness::Difference& d) {
  return {d.where,
          harness::value_text(d.got),
          harness::value_text(d.expected),
          harness::value_text(d.allowed),
          d.ulps ? std::optional<int64_t>(*d.ulps) : std::nullopt,
          d.dtype ? dtype_name(dl_dtype(*d.dtype)) : std::string(),
          std::isfinite(d.severity) ? d.rule + ": " + harness::value_text(d.severity) + " x allowed" : d.rule};
}

nlohmann::json replay_record(const std::string& property, const properties::InvalidCase& input) {
  return nlohmann::json::parse(properties::replay_json(property, input));
}

namespace {

const implementation::HostMemoryRefused kHostMemoryRefused("the host refused this process memory (std::bad_alloc)");

// One RapidCheck run of the property: every call of the testable as an Outcome, in order.
struct CheckedCases {
  rapidcheck::CheckResult result;
  std::vector<Outcome> outcomes;
  double seconds = 0;
};

CheckedCases check_cases(const properties::Context& ctx, const properties::CampaignProperty& property, uint64_t seed,
                         int cases, const std::function<void(const implementation::RunEnding&)>& end_run,
                         const InputKeeper& keeper) {
  properties::Observations& seen = *ctx.observations;
  std::vector<Outcome> outcomes;
  const auto testable = [&] {
    seen.case_rule.reset();
    seen.case_verify_rule.reset();
    seen.case_statistics = {};
    Outcome o;
    try {
      property.body(ctx);
    } catch (const implementation::RunEnding& e) {
      if (end_run) end_run(e);
      throw;
    } catch (const std::bad_alloc&) {
      // Nothing may be allocated here: the ending was made when the program started.
      if (end_run) end_run(kHostMemoryRefused);
      throw;
    } catch (...) {
      if (const std::optional<rapidcheck::CaseOutcome> end = rapidcheck::case_end_of_current_exception()) {
        o.type = end->end;
        o.rule = seen.case_rule;
        o.verify_rule = seen.case_verify_rule;
        if (end->end == CaseType::failed) o.failure = seen.last_failure;
        o.statistics = seen.case_statistics;
        outcomes.push_back(o);
        throw;
      }
      try {
        throw;
      } catch (const std::exception& e) {
        o.type = CaseType::failed;
        o.threw = true;
        o.rule = seen.case_rule;
        o.verify_rule = seen.case_verify_rule;
        o.failure = keeper.failure(ctx, std::string("the harness or the implementation threw: ") + e.what());
        o.statistics = seen.case_statistics;
        outcomes.push_back(o);
      }
      throw;
    }
    o.rule = seen.case_rule;
    o.verify_rule = seen.case_verify_rule;
    o.statistics = seen.case_statistics;
    outcomes.push_back(o);
  };

  const auto start = std::chrono::steady_clock::now();
  rapidcheck::CheckResult result =
      rapidcheck::check("Campaign/" + property.name, property.name,
                        {.max_success = cases, .seed = seed, .max_size = 100, .max_discard_ratio = 10}, testable);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {std::move(result), std::move(outcomes), seconds};
}

// The search phase: every call up to and including the first failure (the calls after it
// are RapidCheck's shrinking).
size_t searched_count(const std::vector<Outcome>& outcomes) {
  for (size_t i = 0; i < outcomes.size(); ++i)
    if (outcomes[i].type == CaseType::failed) return i + 1;
  return outcomes.size();
}

// RapidCheck counts tag combinations; the report wants each tag's own count.
std::map<std::string, int64_t> tag_counts(const rapidcheck::CheckResult& passed) {
  std::map<std::string, int64_t> tags;
  for (const auto& [tag, count] : passed.tag_cases) tags[unquoted(tag)] += count;
  return tags;
}

// The failure as the report shows it, and its input: the shrunk counterexample is the last
// failing call. Returns the cases that passed before it.
int record_failure(const CheckedCases& checked, JobResult& job) {
  std::ostringstream message;
  int num_success = 0;
  const Outcome* shrunk = nullptr;
  for (auto it = checked.outcomes.rbegin(); it != checked.outcomes.rend() && shrunk == nullptr; ++it)
    if (it->type == CaseType::failed && it->failure) shrunk = &*it;
  const rapidcheck::CheckResult& result = checked.result;
  num_success = result.num_success;
  if (result.kind == rapidcheck::CheckResult::Kind::failed) {
    // A property's failure is described from its data; RapidCheck's words describe the rest.
    if (shrunk != nullptr && !shrunk->threw)
      message << properties::summary_text(*shrunk->failure);
    else
      message << result.description;
  } else if (result.kind == rapidcheck::CheckResult::Kind::gave_up) {
    message << "gave up after " << result.num_success << " cases: " << result.description;
  } else {
    message << result.message;
  }
  std::string description = message.str();
  while (!description.empty() && description.back() == '\n') description.pop_back();
  report::Failure& failure = job.property.failure.emplace();
  failure.description = description;
  failure.what = description;
  if (shrunk == nullptr) return num_success;
  const properties::Failure& f = *shrunk->failure;
  job.record = f.record;
  failure.case_text = f.case_text;
  failure.what = f.what;
  for (const harness::Difference& d : f.worst) failure.worst.push_back(worst_element(d));
  return num_success;
}

// The rules the search phase exercised, with their counts: decode's by rule number, a verify
// campaign's by V-number.
std::vector<report::RuleCoverage> rule_counts(Op op, const std::vector<Outcome>& outcomes, size_t searched) {
  std::map<int, report::RuleCoverage> per_rule;
  for (size_t i = 0; i < searched; ++i) {
    const Outcome& o = outcomes[i];
    if ((!o.rule && !o.verify_rule) || o.type == CaseType::discarded) continue;
    const int id = o.rule ? rule_number(op, *o.rule) : static_cast<int>(*o.verify_rule);
    report::RuleCoverage& counts = per_rule[id];
    counts.id = id;
    counts.name = o.rule ? rule_spec(op, *o.rule).name : verify_rule_spec(op, *o.verify_rule).name;
    counts.cases += 1;
    const bool passed = o.type == CaseType::passed;
    // A rejection with the wrong message still has the right verdict.
    const bool verdict_ok = passed || !o.failure || o.failure->kind != properties::FailureKind::WrongVerdict;
    counts.verdict_matches += verdict_ok ? 1 : 0;
    counts.message_matches += passed ? 1 : 0;
  }
  std::vector<report::RuleCoverage> rules;
  for (const auto& [id, counts] : per_rule) rules.push_back(counts);
  return rules;
}

std::map<std::string, ClosestInput> closest_inputs(const properties::Observations& seen) {
  std::map<std::string, ClosestInput> closest;
  for (const auto& [key, c] : seen.closest_cases)
    closest[key] =
        c.verify_record.is_null()
            ? ClosestInput{c.ratio, c.arithmetic_ratio, replay_record(c.property, c.input),
                           properties::describe(c.input)}
            : ClosestInput{c.ratio, c.arithmetic_ratio, c.verify_record,
                           harness::describe(harness::verify_case_spec_from_json(c.verify_record.at("case")))};
  return closest;
}

// The report's histograms of the observed error ratios and ulp distances.
void add_histograms(const properties::Observations& seen, report::PropertyResult& p) {
  p.max_error_ratio = seen.max_error_ratios;
  for (const auto& [key, counts] : seen.error_ratio_counts)
    p.error_ratio_histogram[key] = {properties::error_ratio_edges(), counts};
  p.max_arithmetic_ratio = seen.max_arithmetic_ratios;
  for (const auto& [key, counts] : seen.arithmetic_ratio_counts)
    p.arithmetic_ratio_histogram[key] = {properties::error_ratio_edges(), counts};
  for (const auto& [key, c] : seen.ulp_counts)
    p.ulp_histogram[key] = {{"0", c[0]}, {"1", c[1]}, {"2", c[2]}, {">2", c[3]}};
}

}  // namespace

JobResult run_slice(const properties::Context& ctx, const properties::CampaignProperty& property, uint64_t seed,
                    int cases, const properties::CaseObserver& before_case,
                    const std::function<void(const implementation::RunEnding&)>& end_run,
                    const std::function<void(const nlohmann::json&)>& before_verify_case) {
  properties::Observations seen;
  properties::Context observed = ctx;
  observed.observations = &seen;
  const InputKeeper keeper(seen, before_case, before_verify_case);
  const CheckedCases checked = check_cases(observed, property, seed, cases, end_run, keeper);
  const size_t searched = searched_count(checked.outcomes);

  JobResult job;
  report::PropertyResult& p = job.property;
  p.name = property.name;
  p.seconds = checked.seconds;
  p.implementation_seconds = seen.implementation_seconds;
  int64_t discards = 0;
  for (size_t i = 0; i < searched; ++i) discards += checked.outcomes[i].type == CaseType::discarded ? 1 : 0;
  p.discards = discards;
  if (checked.result.kind == rapidcheck::CheckResult::Kind::passed) {
    p.cases = checked.result.num_success;
    p.tags = tag_counts(checked.result);
  } else {
    p.cases = record_failure(checked, job) + 1;
    p.failures = 1;
    p.cases_to_first_failure = p.cases;
  }
  add_histograms(seen, p);
  job.closest = closest_inputs(seen);
  if (property.invalid_calls) job.rules = rule_counts(ctx.op, checked.outcomes, searched);
  add_case_tables(checked.outcomes, searched, p);
  return job;
}

JobResult run_upstream_calls(const properties::Context& ctx, const std::string& path,
                             const std::function<void(int64_t line)>& before_call) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<harness::UpstreamCall> calls = harness::load_upstream_calls(path);
  // The file as a tree path where the run started in the tree, as its failures name it: a
  // report travels from the GPU machine that wrote it, where an absolute path names nothing.
  report::UpstreamCalls u{display_path(path), 0, 0, 0, 0, 0, {}};
  std::optional<report::UpstreamMismatch> first;
  for (const harness::UpstreamCall& call : calls) {
    // A call upstream accepts but the port's declared domain leaves out is a declared
    // deviation, not run; every call upstream rejects is judged.
    if (call.accepted && ctx.domain && !ctx.domain->admits(harness::UpstreamCall(call).call())) {
      ++*u.outside_domain;
      continue;
    }
    ++u.calls;
    if (before_call) before_call(call.line);
    const implementation::RecordedCallOutcome o = implementation::run_recorded_call(*ctx.iut, call);
    const bool ok = o.result.status == KDA_STATUS_OK;
    const bool verdict = o.confinement.empty() && (o.result.status == KDA_STATUS_REJECTED || ok) && ok == call.accepted;
    // A port with its own validation rejects in its own words: the verdict is what counts.
    const bool message =
        verdict && (ok || !implementation::contract_messages_judged(ctx.domain) || o.result.message == call.message);
    u.accepted += call.accepted;
    u.verdict_matches += verdict;
    u.message_matches += message;
    if (message) continue;
    const std::string expected = call.accepted ? "accepted" : "rejected: " + call.message;
    std::string got =
        ok ? "accepted" : (o.result.status == KDA_STATUS_REJECTED ? "rejected: " : "failed: ") + o.result.message;
    if (!o.confinement.empty()) got += " (and " + o.confinement + ")";
    const report::UpstreamMismatch m{call.line, expected, got};
    if (!first) first = m;
    if (u.mismatches.size() < 20) u.mismatches.push_back(m);
  }
  const int64_t wrong = u.calls - u.message_matches;
  JobResult job;
  job.property.name = kUpstreamCallsProperty;
  job.property.cases = u.calls;
  job.property.failures = wrong > 0 ? 1 : 0;
  job.property.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (first) {
    const std::string where = std::filesystem::path(path).filename().string() + ":" + std::to_string(first->line);
    report::Failure& failure = job.property.failure.emplace();
    failure.case_text = "the recorded call at " + where;
    failure.what = std::to_string(wrong) + " of " + std::to_string(u.calls) +
                   " recorded calls differ from upstream; the first, " + where + ":\n  expected: " + first->expected +
                   "\n  got:      " + first->got;
    failure.description = failure.what;
    job.upstream_line = first->line;
  }
  job.upstream_calls = std::move(u);
  return job;
}

}  // namespace kda::runner

// A job's result is its one-job report (report::to_json) with its own keys beside it, one
// table each here (json/binding.hpp): the failing input, the failing recorded call, how a
// crash ended and per output:dtype the input closest to its bound.
namespace kda::binding {

template <>
const Table<runner::ClosestInput>& table() {
  using C = runner::ClosestInput;
  static const Table<C> t{
      {field<&C::ratio>("ratio", Need::required), field<&C::arithmetic_ratio>("arithmetic_ratio", Need::optional),
       field<&C::record>("record", Need::required), field<&C::case_text>("case_text", Need::always)}};
  return t;
}

template <>
const Table<runner::JobResult>& table() {
  using J = runner::JobResult;
  static const Table<J> t{
      {field<&J::record>("record", Need::always), field<&J::upstream_line>("upstream_line", Need::optional),
       field<&J::crash_signature>("crash_signature", Need::optional), field<&J::closest>("closest", Need::always)}};
  return t;
}

}  // namespace kda::binding

namespace kda::runner {

nlohmann::json to_json(const JobResult& job) {
  report::Report one;
  one.format = report::kReportFormat;
  one.result = job.property.failures > 0 ? "fail" : "pass";
  one.properties = {job.property};
  one.rules = job.rules;
  one.upstream_calls = job.upstream_calls;
  nlohmann::json j = report::to_json(one);
  j.update(binding::write_struct(job));
  return j;
}

JobResult parse_job_result(const nlohmann::json& j, const std::string& source) {
  report::Report one = report::parse_report(j, source);
  if (!one.properties || one.properties->size() != 1)
    throw report::ReportError(source + ": properties: expected the job's one property");
  JobResult job;
  try {
    job = binding::read_struct<JobResult>(j, "", source);
  } catch (const binding::Error& e) {
    throw report::ReportError(e.what());
  }
  job.property = std::move(one.properties->front());
  if (one.rules) job.rules = std::move(*one.rules);
  job.upstream_calls = std::move(one.upstream_calls);
  return job;
}

}  // namespace kda::runner
