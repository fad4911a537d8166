#include "runner/merge.hpp"

#include <algorithm>

#include "properties/battery/campaign_table.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "runner/slice.hpp"

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;

namespace kda::runner {

std::string CaseFiles::replay_of_file(const fs::path& file) const {
  return replay_start() + " --case-file " + properties::shell_quote(display_path(file));
}

std::string CaseFiles::replay_of_upstream_call(int64_t line) const {
  return replay_start() + " --upstream-call " + std::to_string(line);
}

std::string CaseFiles::replay_start() const {
  return properties::replay_prefix(iut, probes.domain.op, contract,
                                   probes.domain.file.empty() ? "" : display_path(probes.domain.file));
}

void CaseFiles::save(const fs::path& file, const json& record, const std::string& found, const json& crash) const {
  ordered_json saved;
  saved["property"] = record.at("property");
  saved["case"] = ordered_json::parse(record.at("case").dump());
  if (record.contains("mutations")) saved["mutations"] = ordered_json::parse(record.at("mutations").dump());
  saved["date"] = utc_now("%Y-%m-%d");
  saved["seed"] = found;
  saved["caught"] = "";
  if (!crash.is_null()) saved["crash"] = ordered_json::parse(crash.dump());
  write_file(file, saved.dump(2) + "\n");
}

namespace {

// One line for a failure: the worst difference, or the first line of what went wrong.
std::string difference_line(const report::Failure& f) {
  if (!f.worst.empty()) {
    const report::WorstElement& w = f.worst[0];
    std::string line = w.where + ": got " + w.got + " expected " + w.expected;
    if (!w.dtype.empty()) {
      line += " allowed " + w.allowed;
      if (w.ulps) line += ", " + std::to_string(*w.ulps) + " ulps of " + w.dtype;
    }
    return line + " (" + w.rule + ")";
  }
  if (f.kind != report::FailureKind::property) return std::string(report::kind_name(f.kind)) + ": " + f.signal;
  return first_line(f.what);
}

// One property's jobs summed, in (seed, chunk) order so the first failure is well defined.
struct PropertyTotals {
  report::PropertyResult property;  // the counts, no failure yet
  int64_t cases_before_failure = 0;
  std::map<std::string, Closest> closest;
  const Job* first_failure = nullptr;
};

// The cases a job ran before its failure.
int64_t cases_before_failure(const JobResult& r) { return r.property.cases_to_first_failure.value_or(1) - 1; }

// Adds one job's result to the totals (and to the campaign-wide rules and upstream section).
void add_job(PropertyTotals& t, const Job& job, const std::string& name, std::map<int, std::array<int64_t, 3>>& rules,
             std::optional<report::UpstreamCalls>& upstream_calls) {
  const JobResult& r = *job.result;
  if (t.first_failure == nullptr) {
    if (r.property.failures > 0) {
      t.first_failure = &job;
      t.cases_before_failure += cases_before_failure(r);
    } else {
      t.cases_before_failure += r.property.cases;
    }
  }
  if (r.upstream_calls) upstream_calls = r.upstream_calls;
  report::add_property_counts(t.property, r.property);
  for (const report::RuleCoverage& rule : r.rules) {
    std::array<int64_t, 3>& counts = rules[static_cast<int>(rule.id)];
    counts[0] += rule.cases;
    counts[1] += rule.verdict_matches;
    counts[2] += rule.message_matches;
  }
  for (const auto& [key, c] : r.closest) {
    const report::NearMiss near{name, key, c.ratio, c.arithmetic_ratio, c.case_text, ""};
    auto it = t.closest.find(key);
    if (it == t.closest.end() || report::closeness(near) > report::closeness(it->second.near))
      t.closest[key] = {near, c.record};
  }
}

// A crashed or hung case was not shrunk by RapidCheck (the process died): shrinks it probe
// by probe. A record that does not load is reported as it stands: the crash is the finding.
json shrunk_crash_record(json record, const std::string& signature, report::Failure& failure, const CaseFiles& files,
                         double crash_shrink_s) {
  try {
    failure.case_text = describe_record(record);
    if (files.interrupted_by != 0) {
      // An interrupted run writes its report now: no time for shrinking, and the report
      // says so rather than "shrunk in 0 probes".
      failure.shrink = report::ShrinkStats{};
      failure.shrink->skipped =
          "the run was interrupted (kda_suite replay of the case file reproduces it; a campaign that is not "
          "interrupted shrinks it)";
    } else {
      const ShrunkCrash shrunk = shrink_crash(files.probes, record, signature, crash_shrink_s);
      failure.shrink =
          report::ShrinkStats{shrunk.candidates, shrunk.seconds, failure.case_text, "", shrunk.budget_exhausted};
      record = shrunk.record;
      failure.case_text = describe_record(record);
    }
  } catch (const std::exception& e) {
    failure.case_text = "(the recorded case does not load, so it was not shrunk: " + std::string(e.what()) + ")\n" +
                        record.at("case").dump();
  }
  return record;
}

// The report's failure of one property: its first failing job's, with a case file (shrunk
// probe by probe for a crash) and the command that replays it.
report::Failure failure_entry(const Job& job, const std::string& name, const CampaignOptions& o, uint64_t seed,
                              const CaseFiles& files) {
  const JobResult& r = *job.result;
  report::Failure failure = *r.property.failure;
  const std::string found =
      "kda_suite campaign" +
      (o.op == Op::kda && o.contract == Contract::decode ? std::string() : " --op " + contract_name(o.op, o.contract)) +
      " --profile " + o.profile + " --seeds " + std::to_string(seed) + " (" + name + " chunk " +
      std::to_string(job.chunk) + ", RapidCheck seed " + std::to_string(job.rc_seed) + ")";
  if (!r.record.is_null()) {
    json record = r.record;
    const fs::path case_file = files.failures_dir / (name + "-" + files.stem + ".json");
    json crash = nullptr;
    if (failure.kind != report::FailureKind::property) {
      crash = {{"kind", report::kind_name(failure.kind)}, {"signal", failure.signal}};
      record = shrunk_crash_record(record, r.crash_signature, failure, files, o.crash_shrink_s);
    }
    const char* how = crash.is_null()             ? ", shrunk by RapidCheck"
                      : files.interrupted_by != 0 ? ", not shrunk (the run was interrupted)"
                                                  : ", shrunk probe by probe";
    files.save(case_file, record, found + how, crash);
    failure.replay = files.replay_of_file(case_file);
    failure.case_json = record;
  } else if (r.upstream_line) {
    failure.replay = files.replay_of_upstream_call(*r.upstream_line);
  }
  failure.difference = difference_line(failure);
  // The calls' file as a tree path where the run started in the tree: a report travels from
  // the GPU machine that wrote it, where an absolute path names nothing.
  if (failure.case_text.empty())
    failure.case_text = r.upstream_line ? "the recorded call at line " + std::to_string(*r.upstream_line) + " of " +
                                              display_path(upstream_calls_file())
                                        : "(no case: the worker ended before it recorded one)";
  return failure;
}

}  // namespace

Merged merge_jobs(const CampaignOptions& o, const CampaignPlan& c, const CaseFiles& files) {
  Merged m;
  for (size_t p = 0; p < c.selected.size() + (c.upstream_calls ? 1 : 0); ++p) {
    const std::string name = p == c.selected.size() ? kUpstreamCallsProperty : c.selected[p]->name;
    PropertyTotals t;
    t.property.name = name;
    t.property.discards = 0;
    t.property.seconds = 0.0;
    for (const Job& job : c.jobs)
      if (job.property == p && job.result)  // else not run (stopped early)
        add_job(t, job, name, m.rules, m.upstream_calls);
    for (auto& [key, closest] : t.closest) m.closest.push_back(std::move(closest));
    report::PropertyResult& entry = m.properties.emplace_back(std::move(t.property));
    if (t.first_failure != nullptr) {
      m.any_failure = true;
      entry.cases_to_first_failure = t.cases_before_failure + 1;
      if (o.shard_count > 1)
        entry.shard_first_failure = {static_cast<int64_t>(t.first_failure->number),
                                     cases_before_failure(*t.first_failure->result)};
      entry.failure = failure_entry(*t.first_failure, name, o, c.seeds[t.first_failure->seed_index], files);
    }
    for (const auto& [tag, n] : entry.tags)
      if (tag.rfind("rule=", 0) != 0) m.edge_classes[tag] += n;
  }
  return m;
}

std::vector<report::NearMiss> closest_section(std::vector<Closest> closest, const CaseFiles& files,
                                              const fs::path& report_path) {
  std::stable_sort(closest.begin(), closest.end(), [](const Closest& a, const Closest& b) {
    return report::closeness(a.near) > report::closeness(b.near);
  });
  if (closest.size() > report::kClosestShown) closest.resize(report::kClosestShown);
  std::vector<report::NearMiss> section;
  for (size_t i = 0; i < closest.size(); ++i) {
    const fs::path file = files.closest_dir / (files.stem + "-" + std::to_string(i + 1) + ".json");
    files.save(file, closest[i].record, "closest to its bound in " + report_path.filename().string(), nullptr);
    section.push_back(closest[i].near);
    section.back().replay = files.replay_of_file(file);
  }
  return section;
}

std::optional<std::vector<report::RuleCoverage>> rules_section(
    Op op, Contract contract, const std::vector<const properties::CampaignProperty*>& selected,
    const std::map<int, std::array<int64_t, 3>>& rules) {
  bool any_invalid = false;
  for (const properties::CampaignProperty* p : selected) any_invalid = any_invalid || p->invalid_calls;
  if (!any_invalid) return std::nullopt;
  std::vector<report::RuleCoverage> section;
  const auto add = [&](int id, const std::string& name) {
    const auto found = rules.find(id);
    const auto counts = found != rules.end() ? found->second : std::array<int64_t, 3>{0, 0, 0};
    section.push_back({id, name, counts[0], counts[1], counts[2]});
  };
  if (contract == Contract::verify)
    for (const VerifyRuleSpec& spec : verify_rules(op)) add(static_cast<int>(spec.id), spec.name);
  else
    for (const RuleSpec& spec : op_spec(op).rules) add(rule_number(op, spec.id), spec.name);
  return section;
}

int64_t total_cases(const std::vector<report::PropertyResult>& properties) {
  int64_t total = 0;
  for (const report::PropertyResult& p : properties) total += p.cases;
  return total;
}

}  // namespace kda::runner
